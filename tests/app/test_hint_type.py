"""The hint's panel is read in type at least as large as the log's (a play-test found its text
smaller than the log's), and still fits its place in a laptop's window."""

from __future__ import annotations

import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tests.app.drawn import recorded_labels
from tests.app.test_table_explain import PLAY_TEST_24_PLAN, PLAY_TEST_24_REASON
from tongiaki.ai.base import Choice
from tongiaki.app.main import App
from tongiaki.app.widgets import hint as hint_module
from tongiaki.app.widgets.ui import text
from tongiaki.rules import DecisionKind

LONG = ("sails with 2 colours from Hiva Oa's upper-left beach: 79% to land, 21% to sink (its 2 ships go back "
        "to supply, to sail again); close to the next best move, about 41% to win")


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
@pytest.mark.parametrize("reason, plan", [(PLAY_TEST_24_REASON, PLAY_TEST_24_PLAN), (LONG, "")])
def test_a_docked_hint_is_in_the_logs_type_and_fits_its_place(size, reason, plan) -> None:
    app = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        gui = Gui(app)
        assert app.new_game(["human", "random"], seed=6, speed="instant") is None
        scene = app.scene
        for _ in range(30):  # a turn's action: its four buttons keep the least room for the hint
            assert gui.wait_for_human()
            node = scene.match.pending
            if node.kind is DecisionKind.ACTION and scene.match.state.turn >= 3:
                break
            gui.perform(node.options[0])
        scene.hint.ask(scene._hint_key())
        scene._take_hint(Choice(node.options[0], reason))
        scene.hint.plan_line = plan
        gui.frame()
        with recorded_labels(hint_module) as labels:
            gui.frame()
        sizes = [size for _label, size in labels]
        assert sizes and min(sizes) >= scene.hud.log.font_px, (sizes, scene.hud.log.font_px)
        dock, box = scene.hint_dock(), scene.hint.box
        assert dock is not None and box is not None and dock.contains(box)
        px, lines, reason_lines, _box = scene.hint._layout(dock, scene.hud.scale, dock)
        assert reason_lines == len(lines) or plan  # the reason shown whole
        assert not any(line.rstrip(")").endswith("…") for line in lines[:reason_lines]), lines
        # its lines lie inside the panel
        step, scale = scene.hud.log.row_height, scene.hud.scale
        assert box.y + round(6 * scale) + round(22 * scale) + step * len(lines) <= box.bottom
        assert not any(box.colliderect(button.rect) for button in scene.hud.buttons)
        room = box.width - round(20 * scale)  # and within its sides, a cut line's ending too
        assert all(text(line, px).get_width() <= room for line in lines), lines
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()
