"""Play-test 33: in the replay at 1366x768 (5 seats, turn 25 of 34) the status line "Replay: turn
25 of 34, ..." lay over the bottom of Tubuai. The view kept its cards above the status line, but
the table was taller than its room at the readable card size, so the view cut one card at its
foot (showing it whole would have cut two at the top), and that edge lay flush against the
status line's panel: the card read as lying under it. Now a strip of the frame (`TABLE_GAP`)
lies between the view's foot and the status line, as between the prompt and the table area's
top: a card cut there is cut by the table's edge."""

from __future__ import annotations

import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS
from tests.walks import finished_match
from tongiaki.app.main import App
from tongiaki.app.scenes.replay import TABLE_GAP
from tongiaki.app.scenes.table_draw import FRAME_COLOUR


@pytest.mark.parametrize("size", [(1366, 768), (1350, 696)])
def test_a_strip_of_frame_lies_between_the_cards_and_the_status_line(size) -> None:
    """Over a 5-seat game stepped through in the replay (1350x696: play-test 33's window on a
    1366x768 screen), some views cut the table at their foot, and in every one the rows between
    the view and the status line are the frame's, no card in them."""
    application = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    cut = 0
    try:
        application.watch_replay(finished_match(["easy"] * 5, 7))
        replay = application.scene
        for turn in range(10, 40, 3):
            replay.goto_turn(turn)
            replay.forward()
            for _ in range(40):  # the decision's animation played out
                replay.update(1 / 30)
            surface = application.screen
            replay.draw(surface)
            table = replay.table
            area = table.hud.rects["table"]
            status = replay._status_box(replay._status_label())
            x, y, w, h = table._viewport()
            foot = round(y + h)
            strip = round(TABLE_GAP * table.hud.scale)
            assert status.top - foot >= strip, (size, turn, status, foot)
            camera = table.view.camera
            cut += any(camera._screen_box(cell, camera.offset)[3] > foot + 0.5 for cell in table.display.cells)
            for row in range(foot, status.top):  # drawn in the frame's colour: no card there
                for column in range(area.left, area.right, 4):
                    assert surface.get_at((column, row))[:3] == FRAME_COLOUR[:3], (size, turn, column, row)
    finally:
        if application.scene is not None:
            application.scene.exit()
        application.close()
    assert cut, "no table cut at its foot: the case is not met"
