"""A play-test of the compact layout (640x480, 800x600): what a newcomer could not read there.

The hint's panel docked in the narrow right column cut its reason and plan with "…"; notices
lay over cards; the off-view tabs lay over cards' rims, and a card's box over the tabs; and at
the game's end the tracker's panel ("Still in the stack") said "Final turn: no more cards are
revealed" over the stack panel's "Game over".
"""

from __future__ import annotations

import pygame
import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tests.app.test_small_window import _first_turn
from tongiaki.ai.base import Choice
from tongiaki.app.main import App
from tongiaki.app.scenes.score import ScoreScene
from tongiaki.app.widgets import tracker as tracker_module
from tongiaki.rules import OptionKind


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


LONG_REASON = (
    "reproduces on {island} (0 points): 5 new ships; one can fill its upper-right beach to sail with 1 colour "
    "(safest pier: 60% to land, 40% to sink); clearly the best move it found, about 36% to win"
)
"""A reproduction's reason as long as the play-test's (the hard level's words, 5 new ships)."""


@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
def test_a_long_hint_in_the_compact_column_reads_whole(size) -> None:
    """A hint as long as the play-test's, at the person's turn (four action buttons under the
    column's dock): its reason and plan are shown whole, with no "…", in type of 11 px or more,
    inside the window and over no button; the stack's card stays uncovered where the decision
    drags from it (an emigration)."""
    app = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    gui = Gui(app)
    try:
        scene = _first_turn(app, gui)
        node = scene.match.pending
        option = next(o for o in node.options if o.kind is OptionKind.REPRODUCE)
        island = scene.cards[scene.display.cells[option.cell]].name
        key = scene._hint_key()
        scene.hint.ask(key)
        scene._take_hint(Choice(option, LONG_REASON.format(island=island)))
        gui.frame()
        assert scene.hint.showing and scene.hint.box is not None
        px, lines, reason, _box = scene.hint._layout(scene.hud.rects["table"], scene.hud.scale, scene.hint_dock())
        assert 0 < reason < len(lines) and lines[reason].startswith("Then"), lines  # the reason and its plan
        assert not any("…" in line for line in lines), lines
        assert px >= 11
        assert app.screen.get_rect().contains(scene.hint.box)
        assert not scene.hint.box.colliderect(scene.hud.rects["table"])
        assert not any(scene.hint.box.colliderect(button.rect) for button in scene.hud.buttons)
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()
