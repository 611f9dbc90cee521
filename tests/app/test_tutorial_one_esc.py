"""In the guided first game Esc has one meaning on the screen: play-test 34 handed its seat to
the hard level ("Finish for me", G twice) and read "Esc or a click here takes it back" on the tab
while the tutorial's panel said "Leave tutorial (Esc)"; Esc there only offered to leave (the
tutorial takes it before the table). The tab, the prompt and the "Finish for me" words say a
click on the tab takes the seat back; Esc is the panel's."""

from __future__ import annotations

import pygame

from tongiaki.app.scenes import table_draw
from tongiaki.app.scenes.table import FINISH_ARMED, FINISH_LABEL
from tongiaki.app.scenes.tutorial import TutorialScene
from tongiaki.play.tutorial import HUMAN
from tongiaki.rules import DecisionKind


def _at_the_first_turn(app, gui) -> TutorialScene:
    """The tutorial at the person's first decision past the setup (the Finish button shows)."""
    app.start_tutorial("instant")
    scene = app.scene
    assert isinstance(scene, TutorialScene)
    for _ in range(50):
        assert gui.wait_for_human()
        if scene.match.pending.kind is not DecisionKind.SETUP:
            return scene
        gui.perform(scene.suggestion())
    raise AssertionError("no decision past the setup")


def test_only_the_tutorials_leave_claims_esc_while_the_hard_level_plays(app, gui, monkeypatch) -> None:
    scene = _at_the_first_turn(app, gui)
    assert "Esc" in scene.leave.label  # what Esc does here
    finish = gui.button(FINISH_LABEL)
    assert "Esc" not in finish.tip and "click" in finish.tip
    gui.key(pygame.K_g)
    assert gui.button(FINISH_ARMED).active
    assert "Esc" not in scene.hud.prompt and "click on its tab" in scene.hud.prompt
    gui.key(pygame.K_g)
    assert HUMAN in scene.match.stood_in
    tabs: list[tuple[str, ...]] = []
    real = table_draw.stand_in_tabs
    monkeypatch.setattr(table_draw, "stand_in_tabs", lambda *a, **k: tabs.append(real(*a, **k)) or tabs[-1])
    prompts = []
    for _ in range(40):
        gui.frame()
        prompts.append(scene.hud.prompt)
    assert tabs and scene.stand_in_rect is not None
    assert not any("Esc" in form for forms in tabs for form in forms), tabs[-1]
    assert all("click" in form for form in tabs[-1])
    assert not any("Esc" in prompt for prompt in prompts), [p for p in prompts if "Esc" in p]
    # Esc does what the panel says (its first press offers to leave); the seat stays handed over
    gui.key(pygame.K_ESCAPE)
    assert app.scene is scene and "Esc again" in scene.hud.notice_text
    assert HUMAN in scene.match.stood_in
    # the tab's click takes it back
    gui.frame()
    assert scene.stand_in_rect is not None
    gui.click(scene.stand_in_rect.center)
    assert scene.match.stood_in == {}


def test_the_table_still_says_esc_takes_the_seat_back() -> None:
    """Outside the tutorial Esc does take the seat back (`TableScene._handle_key`), and says so."""
    assert all("Esc" in form for form in table_draw.stand_in_tabs("Blue"))
