"""Hex <-> pixel maths of the table view (tongiaki.app.view.hexview): round trips, directions
(R2.2), the camera's zoom, pan and fit."""

from __future__ import annotations

import math

import pytest

from tongiaki.app.view.camera import Camera
from tongiaki.app.view.hexview import (
    SQRT3,
    WORLD_HEX_SIZE,
    cell_to_pixel,
    cells_bounds,
    direction_vector,
    edge_corners,
    edge_midpoint,
    hex_corners,
    pixel_to_cell,
    rotate_point,
)
from tongiaki.rules.hexgrid import DIRECTION_OFFSETS, neighbour, world_direction

CELLS = [(q, r) for q in range(-9, 10) for r in range(-9, 10)]


@pytest.mark.parametrize("size", [10.0, 37.5, WORLD_HEX_SIZE, 200.0])
def test_cell_pixel_cell_round_trip(size: float) -> None:
    for cell in CELLS:
        assert pixel_to_cell(cell_to_pixel(cell, size), size) == cell


def test_points_inside_a_hex_map_to_that_cell() -> None:
    size = 50.0
    for cell in CELLS[::7]:
        cx, cy = cell_to_pixel(cell, size)
        for k in range(36):
            angle = math.radians(10 * k)
            radius = 0.84 * size * (SQRT3 / 2)  # inside the inscribed circle
            assert pixel_to_cell((cx + radius * math.cos(angle), cy + radius * math.sin(angle)), size) == cell


def test_origin_is_at_pixel_zero() -> None:
    assert cell_to_pixel((0, 0)) == (0.0, 0.0)


@pytest.mark.parametrize("direction", range(6))
def test_r2_2_neighbours_lie_in_their_world_direction(direction: int) -> None:
    size = 64.0
    for cell in CELLS[::11]:
        x0, y0 = cell_to_pixel(cell, size)
        x1, y1 = cell_to_pixel(neighbour(cell, direction), size)
        dx, dy = (x1 - x0) / (SQRT3 * size), (y1 - y0) / (SQRT3 * size)
        ux, uy = direction_vector(direction)
        assert dx == pytest.approx(ux, abs=1e-9) and dy == pytest.approx(uy, abs=1e-9)
        # the shared edge's midpoint is halfway between the centres
        mx, my = edge_midpoint((x0, y0), size, direction)
        assert (mx, my) == pytest.approx(((x0 + x1) / 2, (y0 + y1) / 2))


def test_direction_names_match_the_screen() -> None:
    down, down_left, up_left, up, up_right, down_right = (direction_vector(d) for d in range(6))
    assert down == pytest.approx((0.0, 1.0))
    assert up == pytest.approx((0.0, -1.0))
    assert down_left[0] < 0 < down_left[1]
    assert up_left[0] < 0 and up_left[1] < 0
    assert up_right[0] > 0 > up_right[1]
    assert down_right[0] > 0 and down_right[1] > 0
    assert len(DIRECTION_OFFSETS) == 6


def test_hex_is_flat_topped() -> None:
    corners = hex_corners((0.0, 0.0), 10.0)
    assert corners[0] == pytest.approx((10.0, 0.0))
    top_edge = edge_corners((0.0, 0.0), 10.0, 3)
    assert top_edge[0][1] == pytest.approx(top_edge[1][1])  # horizontal top edge
    assert top_edge[0][1] == pytest.approx(-SQRT3 * 5.0)


@pytest.mark.parametrize("rotation", range(6))
def test_rotating_an_edge_midpoint_gives_the_world_direction(rotation: int) -> None:
    for edge in range(6):
        local = edge_midpoint((0.0, 0.0), 1.0, edge)
        turned = rotate_point(local, rotation)
        assert turned == pytest.approx(edge_midpoint((0.0, 0.0), 1.0, world_direction(edge, rotation)))


def test_camera_world_screen_round_trip() -> None:
    camera = Camera(offset=(123.0, -45.0), zoom=0.7)
    for point in [(0.0, 0.0), (100.0, 250.0), (-333.3, 12.5)]:
        assert camera.screen_to_world(camera.world_to_screen(point)) == pytest.approx(point)
    for cell in CELLS[::5]:
        assert camera.cell_at(camera.cell_center(cell)) == cell


@pytest.mark.parametrize("pointer", [(0.0, 0.0), (640.0, 400.0), (1011.0, 77.0)])
def test_zoom_keeps_the_point_under_the_pointer_fixed(pointer: tuple[float, float]) -> None:
    camera = Camera(offset=(300.0, 200.0), zoom=1.0)
    world = camera.screen_to_world(pointer)
    for factor in (1.25, 1.25, 0.5, 3.0, 0.01, 100.0):
        camera.zoom_at(pointer, factor)
        assert camera.min_zoom <= camera.zoom <= camera.max_zoom
        assert camera.world_to_screen(world) == pytest.approx(pointer)


def test_zoom_is_clamped() -> None:
    camera = Camera(min_zoom=0.5, max_zoom=2.0)
    camera.zoom_at((10.0, 10.0), 100.0)
    assert camera.zoom == 2.0
    camera.zoom_at((10.0, 10.0), 0.0001)
    assert camera.zoom == 0.5


def test_pan_moves_the_world_with_the_pointer() -> None:
    camera = Camera(zoom=1.5)
    before = camera.cell_center((2, -1))
    camera.pan((30.0, -12.0))
    after = camera.cell_center((2, -1))
    assert (after[0] - before[0], after[1] - before[1]) == pytest.approx((30.0, -12.0))


def test_fit_shows_every_card_inside_the_viewport() -> None:
    cells = [(0, 0), (3, -2), (-4, 5), (1, 1)]
    camera = Camera(min_zoom=0.05, max_zoom=4.0)
    viewport = (304.0, 80.0, 784.0, 704.0)
    camera.fit(cells, (1280, 800), viewport=viewport, margin=10.0)
    left, top, right, bottom = cells_bounds(cells, camera.hex_size)
    sx0, sy0 = camera.world_to_screen((left, top))
    sx1, sy1 = camera.world_to_screen((right, bottom))
    assert sx0 >= viewport[0] + 10 - 1e-6 and sy0 >= viewport[1] + 10 - 1e-6
    assert sx1 <= viewport[0] + viewport[2] - 10 + 1e-6 and sy1 <= viewport[1] + viewport[3] - 10 + 1e-6
    # tight in at least one direction
    assert min(sx0 - viewport[0], sy0 - viewport[1]) == pytest.approx(10.0)


def test_fit_of_one_card_respects_max_zoom() -> None:
    camera = Camera(max_zoom=1.5)
    camera.fit([(0, 0)], (1280, 800))
    assert camera.zoom == 1.5
    assert camera.cell_center((0, 0)) == pytest.approx((640.0, 400.0))


def test_visible_cells_cover_the_screen() -> None:
    camera = Camera(offset=(500.0, 300.0), zoom=0.4)
    screen = (1280, 800)
    visible = set(camera.visible_cells(screen))
    for x in range(0, 1281, 40):
        for y in range(0, 801, 40):
            assert camera.cell_at((float(x), float(y))) in visible
