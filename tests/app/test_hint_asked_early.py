"""A ? pressed while a computer seat's move is still being shown, the person's decision behind it
(play-test 46): the hint is queued for that decision and the ? says so; a second ? while it is
queued keeps it queued; once it shows, a ? within `HINT_GRACE` of the scene's clock keeps it (the
player pressed ? again as the decision came: it vanished), and ? after that hides it as ever."""

from __future__ import annotations

import pygame

from tests.app.test_table_explain import _wait_for_hint
from tongiaki.app.scenes.table_hints import HINT_GRACE, HINT_KEPT, HINT_QUEUED

QUESTION = (pygame.K_SLASH, pygame.KMOD_SHIFT, "?")


def _decision_behind_a_computer_move(app, gui):
    """A new game (human against easy, normal speed) run on to the person's decision waiting
    behind the easy seat's move still being shown."""
    assert app.new_game(["human", "easy"], seed=4, speed="normal") is None
    scene = app.scene
    assert gui.wait_for_human()
    gui.perform(scene.match.pending.options[0])
    computer = False
    for _ in range(3000):
        computer = computer or scene.match.state.active == 1
        if computer and scene.match.waiting_for_human() and not scene._human_turn_ready():
            return scene
        gui.frame()
    raise AssertionError("no decision of the person waited behind the computer seat's move")


def test_a_second_question_mark_keeps_the_hint_asked_early(app, gui) -> None:
    scene = _decision_behind_a_computer_move(app, gui)
    gui.key(*QUESTION)  # early: queued, and said so
    assert scene.hint_queued and scene.hint.key is None and scene.hud.notice_text == HINT_QUEUED
    gui.key(*QUESTION)  # again while queued: still asked for, said again (not cancelled)
    assert scene.hint_queued and scene.hud.notice_text == HINT_QUEUED
    _wait_for_hint(gui)
    assert scene.hint.showing and scene.match.hints[0] == 1
    came = scene.t
    gui.key(*QUESTION)  # as the decision came: the hint stays
    assert scene.t - came < HINT_GRACE
    assert scene.hint.showing and scene.hud.notice_text == HINT_KEPT
    gui.key(*QUESTION)  # a ? after that hides it, as the notice said
    assert not scene.hint.showing and scene.match.hints[0] == 1


def test_the_hint_asked_early_hides_at_a_question_mark_after_its_grace(app, gui) -> None:
    scene = _decision_behind_a_computer_move(app, gui)
    gui.key(*QUESTION)
    _wait_for_hint(gui)
    came = scene.t
    while scene.t - came < HINT_GRACE:  # the scene's clock, a frame at a time
        gui.frame()
    assert scene.hint.showing
    gui.key(*QUESTION)
    assert not scene.hint.showing
