"""A play-test of the compact layout (640x480, 800x600): what a newcomer could not read there.

The hint's panel docked in the narrow right column cut its reason and plan with "…"; notices
lay over cards; the off-view tabs lay over cards' rims, and a card's box over the tabs; and at
the game's end the tracker's panel ("Still in the stack") said "Final turn: no more cards are
revealed" over the stack panel's "Game over".
"""

from __future__ import annotations

import pygame

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tongiaki.app.main import App
from tongiaki.app.scenes.score import ScoreScene
from tongiaki.app.widgets import tracker as tracker_module


def test_the_compact_trackers_panel_says_the_game_is_over_at_its_end(monkeypatch) -> None:
    """At 640x480 the tracker shows its short form (the lists have no room), whose end line
    said "Final turn: no more cards are revealed" on the finished table under the score sheet
    (Show board), the stack panel above it saying "Game over": it says the game is over."""
    app = App((640, 480), ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    gui = Gui(app)
    try:
        assert app.new_game(["random", "random"], seed=5, speed="instant") is None
        for _ in range(5000):
            if isinstance(app.scene, ScoreScene):
                break
            gui.frame()
        score = app.scene
        assert isinstance(score, ScoreScene)
        gui.key(pygame.K_TAB)  # Show board
        hud = score.board.hud
        assert hud.compact and hud.over_shown
        said: list[str] = []
        drawn = tracker_module.text

        def record(label: str, *args, **kwargs) -> pygame.Surface:
            said.append(label)
            return drawn(label, *args, **kwargs)

        monkeypatch.setattr(tracker_module, "text", record)
        hud._tracker_key = None  # painted again, as it is
        gui.frame()
        words = " ".join(said)
        assert "over" in words, said
        assert "Final turn" not in words, said
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()

