"""Hex <-> pixel maths of the table view: the single place where cells meet pixels.

Flat-topped hexes in axial coordinates `(q, r)` (Red Blob Games, "Hexagonal Grids"), matching
`tongiaki.rules.hexgrid`: world directions 0 down, 1 down-left, 2 up-left, 3 up, 4 up-right,
5 down-right, with screen y growing downwards. `size` is the hex circumradius (centre to
corner) in pixels; a hex is `2 * size` wide and `sqrt(3) * size` tall, and neighbouring
columns are `1.5 * size` apart.

"World pixels" are the table's own pixel space (cell `(0, 0)` centred on the world origin, at
`WORLD_HEX_SIZE`). The camera (`tongiaki.app.view.camera`) maps world pixels to screen pixels.
Everything here is pure arithmetic: no pygame display is needed.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from tongiaki.rules.hexgrid import Cell

Point = tuple[float, float]

SQRT3 = math.sqrt(3.0)

# Hex circumradius of one card in world pixels (zoom 1). The Tiled ocean map uses the same
# grid: tilewidth 2*112 = 224, tileheight round(sqrt(3)*112) = 194, hexsidelength 112.
WORLD_HEX_SIZE = 112.0


# --------------------------------------------------------------------------- directions


def direction_angle(direction: int) -> float:
    """Screen angle (radians, y down, clockwise as seen) from a hex centre to the middle of the
    edge facing world direction `direction` (0 down = pi/2, 3 up = -pi/2)."""
    return math.radians(90.0 + 60.0 * (direction % 6))


def direction_vector(direction: int) -> Point:
    """Unit vector (screen axes, y down) pointing towards world direction `direction`."""
    angle = direction_angle(direction)
    return (math.cos(angle), math.sin(angle))


def rotate_point(point: Point, rotation: int) -> Point:
    """`point` (relative to a hex centre) turned by `rotation` sixths of a turn, clockwise as
    seen: what card rotation `rotation` does to card-local coordinates (R2.2)."""
    steps = rotation % 6
    if steps == 0:
        return point
    angle = math.radians(60.0 * steps)
    cos_a, sin_a = math.cos(angle), math.sin(angle)
    x, y = point
    return (x * cos_a - y * sin_a, x * sin_a + y * cos_a)


# --------------------------------------------------------------------------- cells <-> pixels


def cell_to_pixel(cell: Cell, size: float = WORLD_HEX_SIZE) -> Point:
    """Centre of `cell` in pixels, cell `(0, 0)` at the origin."""
    q, r = cell
    return (size * 1.5 * q, size * SQRT3 * (r + q / 2.0))


def cube_round(q: float, r: float) -> Cell:
    """The cell containing fractional axial coordinates `(q, r)` (cube rounding)."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return (int(rq), int(rr))


def pixel_to_fractional(point: Point, size: float = WORLD_HEX_SIZE) -> Point:
    """Fractional axial coordinates `(q, r)` of a pixel (inverse of `cell_to_pixel`)."""
    x, y = point
    q = (2.0 / 3.0 * x) / size
    r = (-1.0 / 3.0 * x + SQRT3 / 3.0 * y) / size
    return (q, r)


def pixel_to_cell(point: Point, size: float = WORLD_HEX_SIZE) -> Cell:
    """The cell whose hexagon contains pixel `point`."""
    q, r = pixel_to_fractional(point, size)
    return cube_round(q, r)


def hex_corners(center: Point, size: float) -> list[Point]:
    """The six corners of a flat-topped hexagon, clockwise as seen from the right-hand corner
    (corner `i` at screen angle `60 * i` degrees)."""
    cx, cy = center
    return [
        (cx + size * math.cos(math.radians(60.0 * i)), cy + size * math.sin(math.radians(60.0 * i)))
        for i in range(6)
    ]


def edge_corners(center: Point, size: float, direction: int) -> tuple[Point, Point]:
    """The two corners of the edge facing world direction `direction`."""
    corners = hex_corners(center, size)
    first = (direction + 1) % 6
    return corners[first], corners[(first + 1) % 6]


def edge_midpoint(center: Point, size: float, direction: int) -> Point:
    """Middle of the hexagon's edge facing world direction `direction`."""
    dx, dy = direction_vector(direction)
    apothem = size * SQRT3 / 2.0
    return (center[0] + dx * apothem, center[1] + dy * apothem)


def edge_midpoints(center: Point, size: float) -> list[Point]:
    """Edge midpoints for world directions 0..5."""
    return [edge_midpoint(center, size, d) for d in range(6)]


def hex_width(size: float) -> float:
    """Width of a flat-topped hexagon (corner to corner)."""
    return 2.0 * size


def hex_height(size: float) -> float:
    """Height of a flat-topped hexagon (edge to edge)."""
    return SQRT3 * size


def cells_bounds(cells: Iterable[Cell], size: float = WORLD_HEX_SIZE) -> tuple[float, float, float, float] | None:
    """Bounding box `(left, top, right, bottom)` in pixels of the hexagons of `cells`
    (None when there are none)."""
    left = top = math.inf
    right = bottom = -math.inf
    half_h = hex_height(size) / 2.0
    for cell in cells:
        x, y = cell_to_pixel(cell, size)
        left = min(left, x - size)
        right = max(right, x + size)
        top = min(top, y - half_h)
        bottom = max(bottom, y + half_h)
    if left == math.inf:
        return None
    return (left, top, right, bottom)
