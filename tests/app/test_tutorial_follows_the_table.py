"""The guided first game's panel follows the table (play-test 34): step 2 said "click Tonga" after
Tonga was clicked, the table asking for the new ships' beaches; step 4 called the gold pier "the
safer way", and the play-test's fleet sank there at 64% to land."""

from __future__ import annotations

import pygame

from tongiaki.app.scenes.tutorial import TutorialScene
from tongiaki.play.tutorial import STEPS
from tongiaki.rules import DecisionKind, OptionKind


def _shown(gui, scene: TutorialScene) -> str:
    gui.frame()
    return " ".join(scene.shown_lines)


def test_step_2_says_what_to_click_now(app, gui) -> None:
    app.start_tutorial("instant")
    scene = app.scene
    assert isinstance(scene, TutorialScene)
    for _ in range(50):  # the suggested moves up to the first turn's action
        assert gui.wait_for_human()
        if scene.match.pending.kind is DecisionKind.ACTION:
            break
        gui.perform(scene.suggestion())
    assert scene.tutor.index == 1 and "click Tonga" in _shown(gui, scene)
    option = scene.suggestion()
    assert option is not None and option.kind is OptionKind.REPRODUCE
    gui.perform(option)  # Tonga clicked: the table asks for the new ships' beaches
    assert gui.wait_for_human() and scene.match.pending.kind is DecisionKind.REPRODUCE_BEACH
    shown = _shown(gui, scene)
    assert scene.tutor.index == 1
    assert "click Tonga" not in shown and "ringed beach" in shown, shown
    gui.key(pygame.K_u)  # Tonga's reproduction taken back: click Tonga again
    assert gui.wait_for_human() and scene.match.pending.kind is DecisionKind.ACTION
    assert "click Tonga" in _shown(gui, scene)


def test_step_4_promises_no_more_than_the_odds() -> None:
    prompt = " ".join(next(s for s in STEPS if s.key == "emigrate").prompt.split())
    assert "safer" not in prompt and "safe " not in prompt
    assert "better odds" in prompt and "can still sink" in prompt


def test_every_prompt_under_way_fits_the_panel() -> None:
    """As `test_tutorial.test_every_prompt_fits_the_panel`, for the prompts of a step's move made."""
    from tongiaki.app.main import App

    app = App((900, 600), ai_iterations=60, instant_steps=40)
    try:
        app.start_tutorial("instant")
        scene = app.scene
        steps = [i for i, step in enumerate(STEPS) if step.under_way]
        assert steps
        for index in steps:
            scene.tutor.done = [i < index for i in range(len(STEPS))]
            scene.tutor.last_done = index - 1
            scene.tutor.armed = {index}
            for off in (False, True):
                scene.off_script = off
                scene.draw(app.screen)
                assert " ".join(STEPS[index].under_way.split()) in " ".join(scene.shown_lines)
                assert scene.panel_area.contains(scene.panel) and scene.panel.contains(scene.leave.rect)
    finally:
        app.scene.exit()
        app.close()
