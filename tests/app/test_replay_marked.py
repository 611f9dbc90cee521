"""The review's "marked >" button (N): where it goes, in which order, and what it says there.

Play-test 27 saw the button, then "flagged >", go first to a close move while the review listed
an inaccuracy. That is by design (`review.marked`): once the review is done and flags fewer than
three moves, the close moves that cost most join them in game order, and a close move earlier
in the game comes first. The button now reads "marked >", its tip says which moves it goes to,
the strip marks each of them (blue for a close one), and a notice says what each is.
"""

from __future__ import annotations

import dataclasses

import pygame

from tests.app.matches import review_to_the_end
from tests.app.test_replay_review import _finished_with_a_person
from tongiaki.app.widgets.timeline import MARKS
from tongiaki.play.review import Verdict


def test_the_button_goes_to_each_marked_move_in_game_order_and_says_what_it_is(app, gui) -> None:
    match = _finished_with_a_person()
    app.watch_replay(match)
    scene = app.scene
    gui.key(pygame.K_r)
    review_to_the_end(gui, scene)
    # one inaccuracy late in the game, one costly close move before it, every other move the best
    notes = [dataclasses.replace(n, played_value=n.best_value, played_margin=n.best_margin)
             for n in scene.reviewer.notes]
    moves = [i for i, n in enumerate(notes) if n.played != n.best]
    early, late = moves[1], moves[-1]
    notes[early] = dataclasses.replace(notes[early], played_margin=notes[early].best_margin - 2.0)
    notes[late] = dataclasses.replace(notes[late], played_margin=notes[late].best_margin - 4.0)
    scene.reviewer.notes[:] = notes
    assert notes[early].verdict is Verdict.GOOD and notes[late].verdict is Verdict.INACCURACY
    scene._make_buttons()
    button = next(b for b in scene.buttons if b.label == "marked >")
    assert button.tip == ("Next marked move in game order (N): red mistakes, yellow inaccuracies, "
                          "blue the close move that cost most")
    gui.move(button.rect.center)
    gui.frame()
    assert button.tip_rect is not None and app.screen.get_rect().contains(button.tip_rect)
    assert button.tip_rect.width <= app.screen.get_width() * 3 // 4  # one line, read whole
    scene.cursor.goto(0)
    gui.click(button.rect.center)
    assert scene.cursor.step == notes[early].step
    assert scene.table.hud.notice_text.startswith("No mistake here, but one of the close moves that cost most")
    assert scene.table.hud.notice_text.endswith("(mark 1 of 2)")
    gui.key(pygame.K_n)
    assert scene.cursor.step == notes[late].step
    assert scene.table.hud.notice_text == "An inaccuracy (mark 2 of 2)"
    gui.key(pygame.K_n)  # past the last mark, round to the first
    assert scene.cursor.step == notes[early].step
    assert scene.table.hud.notice_text.startswith("Past the last marked move, back to the first: no mistake here")
    # the strip marks the close move in blue, and a click beside it goes there
    gui.frame()
    strip = scene.timeline
    x = strip.x_of(notes[early].step, scene.cursor.length)
    assert tuple(app.screen.get_at((x, strip.rect.centery)))[:3] == MARKS[Verdict.GOOD]
    gui.click((x + 2, strip.rect.centery))
    assert scene.cursor.step == notes[early].step
