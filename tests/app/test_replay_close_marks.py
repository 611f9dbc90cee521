"""Play-test 41: the replay's review counted "163 best, 2 close, 0 inaccuracies, 0 mistakes",
the strip showed no blue mark and "marked >" (N) said "No marked move after this point" from
the start and from the end; the one close move the tester saw was their setup placement, the
game's first move. Each close move had given away less than a point (then too little to be
marked), and a mark on the first move lay under the viewer's marker at the deal, where N looked
only after it. Every close move the summary counts is now found: marked on the strip, reached
by N (from the deal too), and where more are counted than marked the summary says how many are.
"""

from __future__ import annotations

import dataclasses

import pygame

from tests.app.matches import review_to_the_end
from tests.app.test_replay_review import _finished_with_a_person
from tongiaki.app.widgets.timeline import MARKS
from tongiaki.play.review import Verdict


def _reviewed(app, gui):
    """The replay of a finished game, its review done."""
    match = _finished_with_a_person()
    app.watch_replay(match)
    scene = app.scene
    gui.key(pygame.K_r)
    review_to_the_end(gui, scene)
    return scene


def _close(note, points: float):
    """`note` as a close move that gave away `points` (the hard level's choice another option)."""
    best = note.best
    if best == note.played:
        best = next(o for o in _options_at(note) if o != note.played)
    return dataclasses.replace(note, best=best, played_value=note.best_value, best_margin=0.0,
                               played_margin=-points)


def _options_at(note):
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.rules import new_game

    assert note.step == 0
    return new_game(load_deck(DEFAULT_DECK_PATH), 2).pending.options


def _best(note):
    return dataclasses.replace(note, best=note.played, played_value=note.best_value,
                               played_margin=note.best_margin)


def test_play_test_41_every_close_move_counted_is_marked_and_found_from_the_deal(app, gui) -> None:
    scene = _reviewed(app, gui)
    notes = [_best(n) for n in scene.reviewer.notes]
    assert notes[0].step == 0  # the person's setup placement, the game's first move
    later = next(i for i, n in enumerate(scene.reviewer.notes) if n.played != n.best and i > 3)
    notes[0] = _close(notes[0], 0.3)
    notes[later] = _close(scene.reviewer.notes[later], 0.2)
    scene.reviewer.notes[:] = notes
    assert [n.verdict for n in notes].count(Verdict.GOOD) == 2
    assert not any(n.verdict.flagged for n in notes)
    status = scene._status_label()
    assert f"{len(notes) - 2} best, 2 close, 0 inaccuracies, 0 mistakes" in status, status
    assert "marked" not in status  # both are
    scene._make_buttons()
    scene.to_start()
    assert scene.cursor.step == 0
    gui.frame()
    strip = scene.timeline
    x = strip.x_of(0, scene.cursor.length)
    assert tuple(app.screen.get_at((x, strip.rect.centery)))[:3] == MARKS[Verdict.GOOD]  # over the viewer's marker
    gui.key(pygame.K_n)
    assert scene.cursor.step == 0
    assert scene.table.hud.notice_text == ("No mistake here, but one of the close moves that cost most, though next "
                                           "to nothing (under a point, under 1% of the chance to win) (mark 1 of 2)")
    gui.key(pygame.K_n)
    assert scene.cursor.step == notes[later].step
    assert scene.table.hud.notice_text.endswith("(mark 2 of 2)")
    gui.frame()
    x = strip.x_of(notes[later].step, scene.cursor.length)
    assert tuple(app.screen.get_at((x, strip.rect.centery)))[:3] == MARKS[Verdict.GOOD]
    gui.key(pygame.K_n)  # past the last mark, round to the first
    assert scene.cursor.step == 0 and scene.table.hud.notice_text.startswith("Past the last marked move, back to")
    assert scene.table.hud.notice_text.endswith("(mark 1 of 2)")
    scene.to_start()
    gui.key(pygame.K_n)  # from the deal again: the first move's mark first
    assert scene.cursor.step == 0 and scene.table.hud.notice_text.endswith("(mark 1 of 2)")


def test_more_close_moves_than_marked_the_summary_says_how_many_are_marked(app, gui) -> None:
    scene = _reviewed(app, gui)
    notes = [_best(n) for n in scene.reviewer.notes]
    notes[0] = _close(notes[0], 0.3)
    moved = [i for i, n in enumerate(scene.reviewer.notes) if n.played != n.best and i > 0][:3]
    assert len(moved) == 3
    for i in moved:
        notes[i] = _close(scene.reviewer.notes[i], 1.5)
    scene.reviewer.notes[:] = notes
    assert [n.verdict for n in notes].count(Verdict.GOOD) == 4
    assert "4 close (3 marked), 0 inaccuracies" in scene._status_label()
    assert len(scene.marked()) == 3
