"""The foam moving along a water card's wakes, drawn every frame.

`WakeFoam` works out once per card, size and rotation where each foam dash lies at every pixel of
its run along each wake (both ways, one lane each, none over a danger badge), so a frame is a
table lookup and a line per dash; `wake_foam` keeps them (`FOAM_CACHE`), `draw_wake_foam` draws
a card's foam at a time.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Hashable

import pygame

from tongiaki.app.art import cardgeom as geom
from tongiaki.app.art.numberlabels import danger_badge_metrics
from tongiaki.app.art.palette import FOAM, Colour
from tongiaki.app.view.hexview import Point
from tongiaki.rules.cards import Card


class WakeFoam:
    """Foam dashes running along the wakes of one water card (both ways, one lane each).

    Built once per (card, size, rotation) with the wake polylines precomputed; `draw` only
    walks a few points per dash, cheap enough for every frame.
    """

    def __init__(self, card: Card, size: float, rotation: int = 0) -> None:
        self.size = size
        self.paths: list[tuple[list[Point], list[float]]] = []
        for points in geom.wake_polylines(card, size, rotation):
            self.paths.append((points, geom.cumulative_lengths(points)))
        self.spacing = 0.24 * size
        self.dash = 0.07 * size
        self.speed = 0.16 * size  # pixels per second
        self.lane = geom.WAKE_WIDTH * size * 0.2
        self.width = max(1, round(size * 0.022))
        # Per path and direction, every dash position one pixel apart, computed once in one walk
        # along the path: drawing a frame is then a table lookup and a line per dash.
        margin = 0.06 * size
        # No dash over a danger badge: foam running across it made its digit unreadable (a
        # play-test read a 4 as upside down).
        badge_r = danger_badge_metrics(size)[1] + self.width + 1.0
        badges = [point for point, _danger in geom.danger_labels(card, size, rotation)]

        def over_badge(x: float, y: float) -> bool:
            return any(math.hypot(x - bx, y - by) < badge_r for bx, by in badges)

        self.tables: list[tuple[int, float, list[tuple[float, float, float, float] | None], int]] = []
        for points, lengths in self.paths:
            usable = lengths[-1] - 2 * margin - self.dash
            if usable <= 0:
                continue
            count = max(1, int(usable / self.spacing))
            samples = _walk(points, lengths, margin, int(usable) + 1)
            for direction in (1, -1):
                table: list[tuple[float, float, float, float] | None] = []
                for (x0, y0), (tx, ty) in (samples if direction > 0 else reversed(samples)):
                    if direction < 0:
                        tx, ty = -tx, -ty
                    nx, ny = -ty * self.lane, tx * self.lane
                    dash = (x0 + nx, y0 + ny, x0 + tx * self.dash + nx, y0 + ty * self.dash + ny)
                    hidden = over_badge(dash[0], dash[1]) or over_badge(dash[2], dash[3])
                    table.append(None if hidden else dash)
                self.tables.append((count, usable / count, table, len(table) - 1))

    def draw(self, target: pygame.Surface, center: Point, t: float, colour: Colour = FOAM) -> None:
        """Draw the dashes for time `t` (seconds) on a card centred at `center`."""
        cx, cy = center
        line = pygame.draw.line
        width = self.width
        moved = t * self.speed
        for count, step, table, last in self.tables:
            shift = moved % step
            for k in range(count):
                i = int(k * step + shift)
                dash = table[i if i < last else last]
                if dash is not None:
                    x0, y0, x1, y1 = dash
                    line(target, colour, (cx + x0, cy + y0), (cx + x1, cy + y1), width)


def _walk(points: list[Point], lengths: list[float], start: float, count: int) -> list[tuple[Point, Point]]:
    """`count` (point, unit tangent) pairs one pixel apart from `start` along a polyline."""
    out: list[tuple[Point, Point]] = []
    seg = 1
    last = len(points) - 1
    for i in range(count):
        d = min(start + i, lengths[-1])
        while seg < last and lengths[seg] < d:
            seg += 1
        (x0, y0), (x1, y1) = points[seg - 1], points[seg]
        span = lengths[seg] - lengths[seg - 1]
        k = 0.0 if span <= 0 else (d - lengths[seg - 1]) / span
        norm = math.hypot(x1 - x0, y1 - y0) or 1.0
        out.append(((x0 + (x1 - x0) * k, y0 + (y1 - y0) * k), ((x1 - x0) / norm, (y1 - y0) / norm)))
    return out


FOAM_CACHE: OrderedDict[Hashable, WakeFoam] = OrderedDict()
"""The last 256 foams made (`wake_foam`), by card, size and rotation."""


def wake_foam(card: Card, size: float, rotation: int = 0) -> WakeFoam:
    """The cached `WakeFoam` of a water card at integer `size` and `rotation`."""
    key = (card.name, card, max(4, int(round(size))), rotation % 6)
    foam = FOAM_CACHE.get(key)
    if foam is None:
        foam = WakeFoam(card, key[2], rotation)
        FOAM_CACHE[key] = foam
        while len(FOAM_CACHE) > 256:
            FOAM_CACHE.popitem(last=False)
    else:
        FOAM_CACHE.move_to_end(key)
    return foam


def draw_wake_foam(target: pygame.Surface, card: Card, center: Point, size: float, rotation: int, t: float) -> None:
    """Draw moving foam on a water card at time `t` (no-op for islands)."""
    if card.is_island:
        return
    wake_foam(card, size, rotation).draw(target, center, t)
