"""Play-test 40 (t16, t17): late in the guided first game the gold-ringed Samoa was cut off at the
top of the view, and the notice "Enter plays a hint's move: press ? or I for a hint first" lay
over it. The table's turn start had shown the most of the person's many islands whole, Samoa
not among them; the notice weighed all of those islands alike. As a decision of the person's
starts, the card the gold ring marks now shows whole (the least pan), and a notice keeps off
it where another place is free of it. At 1280x800 with play-test 40's settings (UI 120 %, cards
150 %)."""

from __future__ import annotations

import pygame

from tests.app.test_tutorial import wait
from tongiaki.app.scenes.tutorial import TutorialScene
from tongiaki.app.view.preview import card_rect
from tongiaki.rules import DecisionKind


def _through_held_steps(gui, scene: TutorialScene) -> None:
    while scene.held and scene.interaction.decision is scene.match.pending:
        gui.click(scene.next_step.rect.center)


def _follow(gui, scene: TutorialScene, at_start) -> None:
    """Follow the gold rings to the end, calling `at_start(node, option)` as each decision of
    the person's starts (the view at rest) until it returns True."""
    last = None
    for _ in range(400):
        if not wait(gui, scene):
            return
        _through_held_steps(gui, scene)
        gui.settle_camera()
        node, option = scene.match.pending, scene.suggestion()
        assert option is not None, node.kind
        if node is not last and at_start(node, option):
            return
        last = node
        gui.perform(option)
    raise AssertionError("the tutorial did not end")


def test_the_ringed_card_shows_whole_as_each_decision_starts(app, gui) -> None:
    app.update_settings(ui_scale=1.2, card_size=1.5)  # play-test 40's settings
    app.start_tutorial("instant")
    scene = app.scene
    cut, ringed = [], []

    def check(node, option) -> bool:
        if option.cell is not None:
            ringed.append(option.cell)
            if not scene.view.camera.shows_whole([option.cell], scene._viewport()):
                cut.append((scene.match.state.turn, node.kind.value, option.cell))
        return False

    _follow(gui, scene, check)
    assert scene.match.is_over() and len(ringed) >= 30
    assert not cut, cut  # (turn, decision, ringed cell)


def test_a_notice_keeps_off_the_ringed_card(app, gui) -> None:
    """At turn 31 (play-test 40's, Samoa ringed) the person drags the view so the ringed island
    lies under the notice's place at the top of the table, and sets off a notice (U with nothing
    to take back; it was Enter with no hint showing, which now plays the ringed move): the foot of
    the table lay over more of their other islands, which the notice weighed as much as the
    ringed one."""
    app.update_settings(ui_scale=1.2, card_size=1.5)  # play-test 40's settings
    app.start_tutorial("instant")
    scene = app.scene

    def late_action(node, option) -> bool:
        return node.kind is DecisionKind.ACTION and scene.match.state.turn >= 31 and option.cell is not None

    _follow(gui, scene, late_action)
    option = scene.suggestion()
    assert option is not None and option.cell is not None
    area = scene.notice_area()
    centre = scene.view.centre(option.cell)
    gui.move((area.x + 4, area.bottom - 4))  # the pointer away from both places
    gui.pan((area.centerx - centre[0], area.y + 0.6 * scene.view.size - centre[1]))  # the island at the top
    gui.settle_camera()
    ring = card_rect(scene.view, option.cell)
    top = scene.hud.notice_box(area)
    top.midtop = (area.centerx, area.y + scene.hud.px(8))
    assert top.colliderect(ring)  # the notice's first place lies over the ringed island
    gui.key(pygame.K_u)  # nothing of the person's to take back: a notice says why
    gui.frame()
    assert scene.hud.notice_text.startswith("Nothing to undo")
    assert scene.hud.notice_rect is not None
    assert not scene.hud.notice_rect.colliderect(ring), (scene.hud.notice_rect, ring)
