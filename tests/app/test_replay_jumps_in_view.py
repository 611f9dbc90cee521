"""The replay's jumps (to the end, to the deal, a turn forward or back, by their keys) kept the
view where the viewer had placed it: after a pan or a zoom the next moment showed empty sea, and
after F (the whole table) the next moment's cards lay cut, its tab gone. Stepping forward keeps
the cards in sight; a jump now shows the new moment as the automatic view does (its cards in
sight, whole where they fit at the readable size), or F's whole table of it where F's showed
(`ReplayScene._rebuild`)."""

from __future__ import annotations

import pygame
import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS
from tests.walks import finished_match
from tongiaki.app.main import App
from tongiaki.app.view.camera import Camera

JUMPS = {
    "End": pygame.K_END,
    "Home": pygame.K_HOME,
    "Page Down": pygame.K_PAGEDOWN,
    "Page Up": pygame.K_PAGEUP,
}


@pytest.fixture
def replay():
    application = App((1366, 768), ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        application.watch_replay(finished_match(["easy"] * 4, 3))
        yield application.scene
    finally:
        if application.scene is not None:
            application.scene.exit()
        application.close()


def _key(replay, key: int) -> None:
    replay.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    for _ in range(120):  # any glide played out
        replay.update(1 / 30)


def _whole(camera: Camera, cells, viewport) -> list:
    return [cell for cell in cells if camera.shows_whole([cell], viewport)]


def _automatic(table) -> int:
    """How many cards the automatic view of the table shows whole (a fresh camera's)."""
    camera = table.view.camera
    fresh = Camera(min_zoom=camera.min_zoom, max_zoom=camera.max_zoom, hex_size=camera.hex_size)
    fresh.set_ui_scale(camera.ui_scale)
    cells = list(table.display.cells)
    fresh.auto_fit(cells, table._viewport())
    return len(_whole(fresh, cells, table._viewport()))


@pytest.mark.parametrize("jump", list(JUMPS))
def test_a_jump_after_a_pan_shows_the_new_moments_cards(replay, jump) -> None:
    replay.goto_turn(22)
    for _ in range(3):
        replay.update(1 / 30)
    camera = replay.table.view.camera
    camera.pan((-2000.0, 900.0))  # the viewer drags the sea far off the cards
    assert not _whole(camera, replay.table.display.cells, replay.table._viewport())
    _key(replay, JUMPS[jump])
    table = replay.table
    camera, viewport, cells = table.view.camera, table._viewport(), list(table.display.cells)
    shown = _whole(camera, cells, viewport)
    assert len(shown) >= _automatic(table), (jump, replay.cursor.step, len(shown), len(cells))
    assert camera.screen_hex_size >= camera.readable_zoom * camera.hex_size - 0.01 or len(shown) == len(cells)


def test_a_jump_keeps_the_whole_table_view(replay) -> None:
    replay.goto_turn(10)
    _key(replay, pygame.K_f)
    assert replay.table.whole_view_shown()
    for key in (pygame.K_END, pygame.K_PAGEUP, pygame.K_HOME):
        _key(replay, key)
        table = replay.table
        camera, viewport, cells = table.view.camera, table._viewport(), list(table.display.cells)
        assert table.whole_view_shown(), key
        assert len(_whole(camera, cells, viewport)) == len(cells), (key, replay.cursor.step)
