"""A game is counted in "Your results" once, and kept as the last finished game when its end is
played at the table: opening a finished game again (`tongiaki play --load` of a finished record,
which puts it on the table and then on the score screen) neither counts it again nor replaces
`last-game.json`, and a game played to its end again from a save made before its end is counted
once (a play-test's results counted a game twice)."""

from __future__ import annotations

import random

import pygame

from tests.app.matches import play_to_score_screen
from tests.walks import finished_match
from tongiaki.app.scenes.load import LoadScene
from tongiaki.app.scenes.score import ScoreScene
from tongiaki.play.match import Match
from tongiaki.play.records import last_game_path, load_record
from tongiaki.play.results import load_results
from tongiaki.play.saves import save_named, saves_dir
from tongiaki.rules import Decision

SEATS = ["human", "easy"]
SEED = 0
"""Seed 0: the person's last move comes before four moves of the computer and a card that end it."""


def near_its_end() -> Match:
    """A game of a person against easy, stopped right after the person's last move (played as
    `finished_match` plays it): the computer and the cards end it at the table."""
    whole = finished_match(SEATS, SEED)
    last = max(index for index, seat in enumerate(whole.deciders) if seat == 0)
    match = Match(whole.deck, list(SEATS), SEED, names=["Blue (you)", "Green (easy)"])
    rng = random.Random(SEED)
    while len(match.history) <= last:
        node = match.pending
        if isinstance(node, Decision) and match.agents[node.player] is None:
            match.apply(node.options[rng.randrange(len(node.options))])
        else:
            match.advance()
    assert match.history == whole.history[: last + 1] and not match.is_over()
    return match


def open_from_load(app, gui, name: str) -> None:
    """The Load screen, the save named `name` chosen, Open."""
    app.open_load()
    load = app.scene
    assert isinstance(load, LoadScene)
    gui.frame()
    load.select([info.name for info in load.saves].index(name))
    gui.click(load.open_button.rect.center)


def until_score_screen(gui, frames: int = 3000) -> ScoreScene:
    for _ in range(frames):
        if isinstance(gui.app.scene, ScoreScene):
            break
        gui.frame()
    assert isinstance(gui.app.scene, ScoreScene)
    return gui.app.scene


def test_a_game_played_to_its_end_again_from_its_save_is_counted_once(app, gui) -> None:
    save_named(near_its_end(), "near the end")
    open_from_load(app, gui, "near the end")
    first = until_score_screen(gui)
    assert first.match.is_over() and first.match.seats == SEATS
    results, problem = load_results()
    assert problem is None and len(results) == 1
    first_end = list(first.match.history)
    assert load_record(last_game_path()).history == first_end
    play_to_score_screen(app, gui, seed=8)  # another game ends (no person: not in the results)
    open_from_load(app, gui, "near the end")  # the same game, from before its end, played to it again
    again = until_score_screen(gui)
    assert again.match is not first.match and again.match.created == first.match.created
    results, problem = load_results()
    assert problem is None and len(results) == 1  # the same game: counted once
    assert load_record(last_game_path()).history == list(again.match.history)  # its end was played here


def test_a_finished_game_opened_again_is_neither_counted_again_nor_kept_again(app, gui, monkeypatch) -> None:
    from tongiaki.app.main import App
    from tongiaki.cli import main

    save_named(near_its_end(), "near the end")
    open_from_load(app, gui, "near the end")
    score = until_score_screen(gui)
    gui.click(score.save_button.rect.center)  # "Save game": the finished game under a name
    assert score.message.startswith("Saved as")
    finished = next(path for path in saves_dir().glob("*.json") if "near the end" not in path.name)
    assert load_record(finished).is_over()
    assert len(load_results()[0]) == 1
    other = play_to_score_screen(app, gui, seed=8)  # the next game ends: it is the last finished game
    kept = last_game_path().read_bytes()
    assert load_record(last_game_path()).history == list(other.match.history)
    gui.click(other.menu.rect.center)

    shown: list[object] = []

    def run(self: App, max_frames: int | None = None) -> None:  # the window's loop, to the score screen
        for _ in range(600):
            if isinstance(self.scene, ScoreScene):
                break
            self.step(1 / 60, [])
        shown.append(self.scene)
        self.scene.exit()
        self.scene = None

    monkeypatch.setattr(App, "run", run)
    assert main(["play", "--load", str(finished), "--speed", "instant", "--size", "1280x800"]) == 0
    assert isinstance(shown[0], ScoreScene)  # opened on the table, its score screen shown
    assert last_game_path().read_bytes() == kept  # the last game that ended stays the last finished game
    results, problem = load_results()
    assert problem is None and len(results) == 1  # not counted again


def test_the_last_finished_game_opened_from_the_load_screen_is_shown_not_counted(app, gui) -> None:
    """Opened from the Load screen, a finished game shows its score sheet over its final board
    (play-test 29 was shown its replay at the deal), its replay a click away; it is neither
    counted again nor kept again."""
    save_named(near_its_end(), "near the end")
    open_from_load(app, gui, "near the end")
    score = until_score_screen(gui)
    kept = last_game_path().read_bytes()
    gui.click(score.menu.rect.center)  # to the menu
    open_from_load(app, gui, "Last finished game")
    from tongiaki.app.scenes.replay import ReplayScene

    again = app.scene
    assert isinstance(again, ScoreScene) and again.match.history == score.match.history
    assert again.board is not None and again.board.match is again.match
    gui.click(again.replay_button.rect.center)
    assert isinstance(app.scene, ReplayScene)
    for _ in range(30):
        gui.frame()
    gui.key(pygame.K_ESCAPE)
    assert app.scene is again
    gui.click(again.menu.rect.center)
    assert not isinstance(app.scene, LoadScene)
    assert len(load_results()[0]) == 1 and last_game_path().read_bytes() == kept


def test_play_load_of_a_finished_game_shows_its_sheet_and_asks_nothing(app, gui, monkeypatch) -> None:
    """`tongiaki play --load` of a finished game replaces nothing: with a game in progress it
    shows the finished game's score sheet at once (no keep-game question), the autosave as it was."""
    from tongiaki.app.main import App
    from tongiaki.cli import main
    from tongiaki.play.records import autosave_path, save_autosave, save_record

    finished = saves_dir() / "finished.json"
    finished.parent.mkdir(parents=True, exist_ok=True)
    save_record(finished_match(SEATS, SEED), finished)
    save_autosave(near_its_end())  # a game in progress, a person's moves in it
    before = autosave_path().read_bytes()
    shown: list[object] = []

    def run(self: App, max_frames: int | None = None) -> None:  # the window's first frame
        self.step(1 / 60, [])
        shown.append(self.scene)
        self.scene.exit()
        self.scene = None

    monkeypatch.setattr(App, "run", run)
    assert main(["play", "--load", str(finished), "--size", "1280x800"]) == 0
    assert isinstance(shown[0], ScoreScene)
    assert autosave_path().read_bytes() == before
