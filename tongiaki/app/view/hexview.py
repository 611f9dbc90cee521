"""Hex <-> pixel maths of the table view: the single place where cells meet pixels.

Flat-topped hexes in axial coordinates `(q, r)` (Red Blob Games, "Hexagonal Grids"), matching
`tongiaki.rules.hexgrid`: world directions 0 down, 1 down-left, 2 up-left, 3 up, 4 up-right,
5 down-right, with screen y growing downwards. `size` is the hex circumradius (centre to
corner) in pixels; a hex is `2 * size` wide and `sqrt(3) * size` tall, and neighbouring
columns are `1.5 * size` apart.

"World pixels" are the table's own pixel space (cell `(0, 0)` centred on the world origin, at
`WORLD_HEX_SIZE`). A `Camera` maps world pixels to screen pixels (offset + zoom). Everything
here is pure arithmetic: no pygame display is needed.
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


# --------------------------------------------------------------------------- camera


class Camera:
    """World pixels -> screen pixels: `screen = world * zoom + offset`.

    `hex_size` is the hex circumradius in world pixels; a card shows on screen at
    `hex_size * zoom` (`screen_hex_size`). Zoom is clamped to `[min_zoom, max_zoom]`.
    """

    def __init__(
        self,
        offset: Point = (0.0, 0.0),
        zoom: float = 1.0,
        *,
        hex_size: float = WORLD_HEX_SIZE,
        min_zoom: float = 0.25,
        max_zoom: float = 2.0,
    ) -> None:
        if min_zoom <= 0 or min_zoom > max_zoom:
            raise ValueError(f"bad zoom range {min_zoom}..{max_zoom}")
        self.hex_size = hex_size
        self.min_zoom = min_zoom
        self.max_zoom = max_zoom
        self.zoom = self.clamp_zoom(zoom)
        self.offset: Point = (float(offset[0]), float(offset[1]))

    def __repr__(self) -> str:
        return f"Camera(offset=({self.offset[0]:.1f}, {self.offset[1]:.1f}), zoom={self.zoom:.3f})"

    def clamp_zoom(self, zoom: float) -> float:
        """`zoom` limited to the camera's range."""
        return max(self.min_zoom, min(self.max_zoom, zoom))

    @property
    def screen_hex_size(self) -> float:
        """Hex circumradius on screen, in pixels."""
        return self.hex_size * self.zoom

    # conversions
    def world_to_screen(self, point: Point) -> Point:
        """Screen position of a world pixel."""
        return (point[0] * self.zoom + self.offset[0], point[1] * self.zoom + self.offset[1])

    def screen_to_world(self, point: Point) -> Point:
        """World pixel under a screen position."""
        return ((point[0] - self.offset[0]) / self.zoom, (point[1] - self.offset[1]) / self.zoom)

    def cell_center(self, cell: Cell) -> Point:
        """Screen position of a cell's centre."""
        return self.world_to_screen(cell_to_pixel(cell, self.hex_size))

    def cell_at(self, screen_point: Point) -> Cell:
        """The cell under a screen position."""
        return pixel_to_cell(self.screen_to_world(screen_point), self.hex_size)

    # moves
    def pan(self, delta: Point) -> None:
        """Move the view by a screen-pixel delta (the world follows the pointer)."""
        self.offset = (self.offset[0] + delta[0], self.offset[1] + delta[1])

    def zoom_at(self, screen_point: Point, factor: float) -> None:
        """Multiply the zoom by `factor` (clamped), keeping the world point under
        `screen_point` where it is on screen."""
        self.set_zoom(self.zoom * factor, screen_point)

    def set_zoom(self, zoom: float, screen_point: Point) -> None:
        """Set the zoom (clamped), keeping the world point under `screen_point` fixed."""
        world = self.screen_to_world(screen_point)
        self.zoom = self.clamp_zoom(zoom)
        self.offset = (screen_point[0] - world[0] * self.zoom, screen_point[1] - world[1] * self.zoom)

    def center_on(self, world_point: Point, screen_size: tuple[float, float]) -> None:
        """Put a world point in the middle of a screen (or viewport) of `screen_size`."""
        self.offset = (
            screen_size[0] / 2.0 - world_point[0] * self.zoom,
            screen_size[1] / 2.0 - world_point[1] * self.zoom,
        )

    def fit(
        self,
        cells: Iterable[Cell],
        screen_size: tuple[float, float],
        *,
        viewport: tuple[float, float, float, float] | None = None,
        margin: float = 24.0,
    ) -> None:
        """Zoom and centre so every hexagon of `cells` is visible.

        `viewport` `(x, y, w, h)` is the screen area to use (default the whole screen);
        `margin` screen pixels are kept free on each side. The zoom is clamped, so a table
        too large for `min_zoom` is centred but cropped.
        """
        if viewport is None:
            viewport = (0.0, 0.0, float(screen_size[0]), float(screen_size[1]))
        vx, vy, vw, vh = viewport
        bounds = cells_bounds(cells, self.hex_size)
        if bounds is None:
            bounds = cells_bounds([(0, 0)], self.hex_size)
            assert bounds is not None
        left, top, right, bottom = bounds
        avail_w = max(1.0, vw - 2 * margin)
        avail_h = max(1.0, vh - 2 * margin)
        self.zoom = self.clamp_zoom(min(avail_w / (right - left), avail_h / (bottom - top)))
        mid = ((left + right) / 2.0, (top + bottom) / 2.0)
        self.offset = (vx + vw / 2.0 - mid[0] * self.zoom, vy + vh / 2.0 - mid[1] * self.zoom)

    def visible_world_rect(self, screen_size: tuple[float, float]) -> tuple[float, float, float, float]:
        """World-pixel box `(left, top, right, bottom)` seen on a screen of `screen_size`."""
        left, top = self.screen_to_world((0.0, 0.0))
        right, bottom = self.screen_to_world((float(screen_size[0]), float(screen_size[1])))
        return (left, top, right, bottom)

    def visible_cells(self, screen_size: tuple[float, float]) -> list[Cell]:
        """Every cell whose hexagon may show on a screen of `screen_size` (a little generous)."""
        left, top, right, bottom = self.visible_world_rect(screen_size)
        size = self.hex_size
        q_min = math.floor((left - size) / (1.5 * size))
        q_max = math.ceil((right + size) / (1.5 * size))
        cells: list[Cell] = []
        row_h = SQRT3 * size
        for q in range(q_min, q_max + 1):
            # y = row_h * (r + q/2)  ->  r = y/row_h - q/2
            r_min = math.floor((top - row_h) / row_h - q / 2.0)
            r_max = math.ceil((bottom + row_h) / row_h - q / 2.0)
            cells.extend((q, r) for r in range(r_min, r_max + 1))
        return cells
