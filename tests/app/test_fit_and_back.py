"""Key F and F again bring back the automatic view as it was (play-test 51).

F shows the whole table; F again showed the automatic view worked out anew for the decision,
which is not the view the person had: the turn's view keeps room at its top for the turn's
news, and between a turn's clicks the view stays where it was. Play-test 51 pressed F, then F
again, and its click on Hawaii landed in open water. Now F again brings back the view as it
rested before F, while the table's cards and its area are the same.
"""

from __future__ import annotations

import random

import pygame
import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tongiaki.app.main import App


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_f_twice_brings_back_the_automatic_view_as_it_was(size) -> None:
    app = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    gui = Gui(app)
    try:
        assert app.new_game(["human", "easy", "easy", "easy"], seed=1, speed="instant") is None
        scene = app.scene
        rng = random.Random(1)
        checked = 0
        for _ in range(40):
            if not gui.wait_for_human():
                break
            gui.frame()
            gui.frame()
            camera = scene.view.camera
            if not camera.user_moved and not scene.whole_view_shown():
                zoom, (x, y) = camera.at_rest()
                gui.key(pygame.K_f, unicode="f")
                assert scene.whole_view_shown()
                gui.frame()
                gui.key(pygame.K_f, unicode="f")
                gui.frame()
                again, (x2, y2) = camera.at_rest()
                assert not scene.whole_view_shown() and not camera.user_moved
                assert again == pytest.approx(zoom) and (x2, y2) == pytest.approx((x, y), abs=0.5), (
                    scene.match.state.turn,
                    scene.match.pending.kind,
                )
                checked += 1
            node = scene.match.pending
            gui.perform(node.options[rng.randrange(len(node.options))])
        assert checked >= 10
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()
