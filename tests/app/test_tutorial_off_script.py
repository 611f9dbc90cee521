"""The guided first game left at any point by moves of the person's own, with hints and undos
on the way, plays on to its final board and score sheet (the crash hunt of 7 December reached
the tutorial off its script in only three games; nothing else drove it there)."""

from __future__ import annotations

import random

import pygame
import pytest

from tests.app.test_tutorial import wait
from tongiaki.app.scenes.tutorial import TutorialScene

GAME_DECISIONS = 400
"""A guard on the person's decisions in one game (a game has about 100)."""


@pytest.mark.parametrize("seed", [1, 3])
def test_a_tutorial_left_for_moves_of_ones_own_plays_to_its_score_sheet(app, gui, seed) -> None:
    rng = random.Random(seed)
    app.start_tutorial("instant")
    scene = app.scene
    assert isinstance(scene, TutorialScene)
    leave_at = rng.randrange(1, 30)  # follow the rings this many moves, then play one's own
    moves = 0
    for _ in range(GAME_DECISIONS):
        if not wait(gui, scene):
            break
        decision = scene.match.pending
        suggested = scene.suggestion()
        if moves < leave_at and suggested is not None:
            option = suggested
        else:
            others = [o for o in decision.options if o != suggested] or list(decision.options)
            option = rng.choice(others)
            roll = rng.random()
            if roll < 0.1:
                gui.key(pygame.K_QUESTION)  # a hint asked for and read
                gui.frame()
            elif roll < 0.15 and scene.match.can_undo():
                gui.key(pygame.K_u)
                continue
        gui.perform(option)
        moves += 1
    else:
        raise AssertionError("the game did not end")
    assert scene.off_script or scene.tutor.finished
    for _ in range(300):
        if scene.over_shown:
            break
        gui.frame()
    assert scene.over_shown and scene.match.is_over()
    gui.click(scene.scores.rect.center)
    assert type(app.scene).__name__ == "ScoreScene"
    gui.frame()
