"""The end of a game on the table: the view shows the whole table inside the free area between the HUD panels."""

from __future__ import annotations

import pytest

from tongiaki.app.art import palette
from tongiaki.app.main import App, seat_names
from tongiaki.app.scenes.table import TableScene
from tongiaki.app.view.hexview import hex_corners
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match

FRAME = 1 / 60
GLIDE_FRAMES = 240
"""Frames allowed for the glide to the end view (a glide closes 90 % of the way in 0.3 s)."""


def _finished_table(app: App, players: int, seed: int, speed: str) -> TableScene:
    match = Match(load_deck(DEFAULT_DECK_PATH), ["random"] * players, seed)
    match.play_out()
    assert match.is_over()
    colours = list(palette.SEAT_COLOURS[:players])
    scene = TableScene(app, match, names=seat_names(match.seats, colours), colours=colours, speed=speed)
    scene.finished = lambda: None  # stay on the table (no score screen)
    app.scene = scene
    scene.enter()
    return scene


def _cards_outside(scene: TableScene) -> list:
    """The cells whose hexagon reaches outside the table area (beyond half a pixel)."""
    area = scene.hud.rects["table"]
    outside = []
    for cell in scene.display.cells:
        corners = hex_corners(scene.view.centre(cell), scene.view.size)
        xs = [x for x, _ in corners]
        ys = [y for _, y in corners]
        if min(xs) < area.left - 0.5 or max(xs) > area.right + 0.5 or min(ys) < area.top - 0.5 \
                or max(ys) > area.bottom + 0.5:
            outside.append(cell)
    return outside


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
@pytest.mark.parametrize(("players", "seed"), [(3, 3), (6, 3), (3, 11), (6, 7)])
def test_the_end_view_shows_every_card_inside_the_table_area(size, players, seed) -> None:
    app = App(size)
    try:
        scene = _finished_table(app, players, seed, "normal")
        scene.draw(app.screen)
        for _ in range(GLIDE_FRAMES):
            scene.update(FRAME)
            scene.draw(app.screen)
            if scene.view.camera.target is None and scene.end_framed:
                break
        assert scene.end_framed
        assert scene.view.camera.target is None, "the end view kept gliding"
        assert _cards_outside(scene) == []
    finally:
        app.scene = None
        app.close()


def test_a_tall_table_ends_below_the_readable_floor_rather_than_cut_off() -> None:
    """Seed 3 with 3 players ends with a table too tall for readable cards at 1366x768: the
    automatic view would crop it; the end view shows it whole (smaller cards)."""
    app = App((1366, 768))
    try:
        scene = _finished_table(app, 3, 3, "instant")
        scene.draw(app.screen)
        camera = scene.view.camera
        assert camera.zoom < camera.readable_zoom
        assert _cards_outside(scene) == []
    finally:
        app.scene = None
        app.close()


def test_the_end_view_keeps_a_view_the_player_placed() -> None:
    app = App((1280, 800))
    try:
        scene = _finished_table(app, 3, 3, "normal")
        scene.draw(app.screen)
        camera = scene.view.camera
        camera.pan((40.0, -25.0))  # as a drag of the sea does
        placed = (camera.offset, camera.zoom)
        scene.end_framed = False
        for _ in range(30):
            scene.update(FRAME)
            scene.draw(app.screen)
        assert scene.end_framed
        assert (camera.offset, camera.zoom) == placed
    finally:
        app.scene = None
        app.close()
