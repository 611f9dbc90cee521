"""A finished game's review, once made, shows at once when asked again (`play.keptreviews`).

Play-test 28 reviewed its game from the score screen (about a minute), then opened the review
again from the replay viewer and waited as long again for the same notes. The notes are kept
for the session and in the data folder, by the game's id and its number of moves: the score
screen's **Review moves** again, the replay's Review, or the last finished game opened from Load
game on another day show them at once; a review left under way goes on from where it stopped;
a damaged file costs one line on the console and the review is made again.
"""

from __future__ import annotations

import json

import pygame

from tests.app.matches import review_to_the_end
from tests.walks import finished_match
from tongiaki.app.scenes.replay import ReplayScene
from tongiaki.app.scenes.score import ScoreScene
from tongiaki.play import keptreviews
from tongiaki.play.match import Match
from tongiaki.play.records import last_game_path, load_record, save_last_game


def _finished(seed: int = 6) -> Match:
    """A two-seat game whose person played random options against easy, kept as the last
    finished game (as a game ended at the table is)."""
    match = finished_match(["human", "easy"], seed)
    save_last_game(match)
    return match


def _review_from_the_score_screen(app, gui, score: ScoreScene) -> ReplayScene:
    app.switch(score)
    gui.frame()
    gui.click(next(b for b in score.buttons if b.label == "Review moves").rect.center)
    scene = app.scene
    assert isinstance(scene, ReplayScene) and scene.reviewer.started
    return scene




def test_the_review_made_once_shows_at_once_when_asked_again(app, gui, data_dir) -> None:
    match = _finished()
    score = ScoreScene(app, match, ["You", "Easy"], ["blue", "green"])
    first = _review_from_the_score_screen(app, gui, score)
    assert not first.reviewer.done and first.reviewer.kept == 0  # made: it takes a while
    review_to_the_end(gui, first)
    notes = list(first.reviewer.notes)
    assert notes and first.reviewer.complete
    kept = list((data_dir / "reviews").iterdir())
    assert len(kept) == 1 and kept[0].name.endswith(f"-{len(match.history)}.json")
    gui.key(pygame.K_ESCAPE)
    # again from the score screen: shown at once, nothing sent off to be searched
    again = _review_from_the_score_screen(app, gui, score)
    assert again.reviewer.done and again.reviewer.complete and again.reviewer.notes == notes
    assert again.reviewer.kept == len(notes) and again.reviewer._future is None
    assert f"review of {len(notes)} moves against the hard level: " in again._status_label()
    gui.key(pygame.K_ESCAPE)
    # another day: the last finished game opened again, its review read from the data folder
    keptreviews.forget_session()
    app.watch_replay(load_record(last_game_path()))
    later = app.scene
    assert isinstance(later, ReplayScene)
    gui.key(pygame.K_r)
    assert later.reviewer.done and later.reviewer.notes == notes and later.reviewer._future is None
    gui.key(pygame.K_n)  # its marks work as the made review's
    assert later.marked() == first.marked()


def test_a_review_left_under_way_goes_on_from_where_it_stopped(app, gui) -> None:
    match = _finished()
    app.watch_replay(match)
    scene = app.scene
    gui.key(pygame.K_r)
    while len(scene.reviewer.notes) < 3:
        scene.reviewer.wait(timeout=60)
        gui.frame()
    made = list(scene.reviewer.notes)
    gui.key(pygame.K_ESCAPE)  # to the menu: the work stops
    app.watch_replay(match)
    again = app.scene
    assert isinstance(again, ReplayScene) and again is not scene
    gui.key(pygame.K_r)
    assert again.reviewer.kept == len(made) and again.reviewer.notes == made and not again.reviewer.done
    assert f"reviewing against the hard level: {len(made)} of {again.reviewer.total} moves" in again._status_label()
    review_to_the_end(gui, again)
    gui.key(pygame.K_ESCAPE)
    keptreviews.forget_session()  # nothing kept: made in one go, the same notes
    (last_game_path().parent / "reviews").rename(last_game_path().parent / "reviews.old")
    app.watch_replay(match)
    fresh = app.scene
    gui.key(pygame.K_r)
    review_to_the_end(gui, fresh)
    assert fresh.reviewer.kept == 0 and fresh.reviewer.notes == again.reviewer.notes  # the same notes


def test_a_damaged_review_file_costs_one_line_and_the_review_is_made_again(app, gui, data_dir, capsys) -> None:
    match = _finished()
    app.watch_replay(match)
    gui.key(pygame.K_r)
    review_to_the_end(gui, app.scene)
    gui.key(pygame.K_ESCAPE)
    [path] = (data_dir / "reviews").iterdir()
    path.write_text('{"format": "tongiaki-review", "notes": [', encoding="utf-8")
    keptreviews.forget_session()
    capsys.readouterr()
    app.watch_replay(match)
    scene = app.scene
    gui.key(pygame.K_r)
    err = capsys.readouterr().err
    assert err == f"tongiaki: reviews/{path.name}: is not valid JSON (line 1: Expecting value); the review is made again\n"
    assert scene.reviewer.kept == 0 and not scene.reviewer.done  # made again
    review_to_the_end(gui, scene)
    assert len(json.loads(path.read_text(encoding="utf-8"))["notes"]) == scene.reviewer.total  # written over
