"""Where a landing fleet's bubble goes beside its island, and the geometry that decides it.

While a fleet lands, its ships wait in a bubble next to the island (`FleetView._draw_fleet`).
`rank_bubble_places` ranks the places around the island (hex-size units, best first) so the
bubble covers no card with ships, no island's name or value and as few danger numbers as it
can; `bubble_tail` points it at the island when it had to go farther off. The box and polygon
tests are shared with the voyage preview's boxes (`rect_hits_polygon`).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from tongiaki.app.art import cardgeom
from tongiaki.app.view.display import DisplayTable
from tongiaki.app.view.hexview import Point, cell_to_pixel, direction_vector, pixel_to_cell
from tongiaki.rules import Card
from tongiaki.rules.hexgrid import Cell, neighbour

BUBBLE_ANGLES = 24
BUBBLE_RADII = (0.95, 1.2, 1.45, 1.7, 2.0, 2.3, 2.65, 3.0, 3.4, 3.9, 4.5)
BUBBLE_MARGIN = 0.05  # hex sizes kept clear around the bubble (pixel rounding at any zoom)
BLOCKED = 1e6  # cost of covering a card with ships or an island's name or value
AWAY_COST = 1.5
"""What a place costs per hex size its box lies beyond the landing island's rim, on top of its
distance from the edge the fleet came in by. Ranked by that distance alone, a place two cards
off on the side the fleet came in by cost less than one beside the island on another side, or
one over a water card's danger numbers there (which a landing does not need): 6 of 200 seeded
landing tables at 1280x800 had their bubble 2.3 to 2.7 hex sizes from the island's centre, a
card away, with room beside the island (a play-test saw one and took it for a neighbour's)."""


def rank_bubble_places(cards: tuple[Card, ...], display: DisplayTable, cell: Cell, arrival: int, half_w: float,
                        half_h: float, occupied: frozenset[Cell]) -> list[tuple[float, float, float]]:
    """Places for a landing bubble of half size (`half_w`, `half_h`) around the island at `cell`,
    in hex-size units relative to its centre, best first: (cost, x, y).

    Covering a card with ships, or any island's name or value, blocks a place; covering an
    island's beaches (the landing island's most of all), a danger number or a wake costs a
    little; so does the distance from the edge the fleet came in by, and far more the distance
    beyond the island's rim (`AWAY_COST`)."""
    ox, oy = cell_to_pixel(cell, 1.0)
    if arrival >= 0:
        ax, ay = direction_vector(arrival)
        anchor = (ax * 0.87, ay * 0.87)
    else:
        anchor = (0.0, 0.0)
    reach = 1.0 + math.hypot(half_w, half_h) + 2 * BUBBLE_MARGIN
    radii = BUBBLE_RADII
    reach2 = reach * reach
    nearby: dict[Cell, tuple[Cell, Card, Point, list[tuple[float, float, float, float]], list[Point]]] = {}
    for other, card_id in display.cells.items():
        px, py = cell_to_pixel(other, 1.0)
        centre = (px - ox, py - oy)
        if math.hypot(*centre) > radii[-1] + reach:
            continue
        card = cards[card_id]
        rotation = display.rotations.get(other, 0)
        labels: list[tuple[float, float, float, float]] = []
        if card.is_island:
            name_half = min(0.5, 0.06 + 0.055 * len(card.name))
            labels.append((centre[0] - name_half, centre[1] + cardgeom.NAME_Y - 0.13,
                           centre[0] + name_half, centre[1] + cardgeom.NAME_Y + 0.13))
            if card.value > 0:
                labels.append((centre[0] - 0.13, centre[1] + cardgeom.VALUE_Y - 0.13,
                               centre[0] + 0.13, centre[1] + cardgeom.VALUE_Y + 0.13))
        dangers = [(centre[0] + x, centre[1] + y) for x, y in _unit_dangers(card, rotation)]
        nearby[other] = (other, card, centre, labels, dangers)
    ranked: list[tuple[float, float, float]] = []
    for radius in BUBBLE_RADII:
        for k in range(BUBBLE_ANGLES):
            angle = math.tau * k / BUBBLE_ANGLES
            x, y = radius * math.cos(angle), radius * math.sin(angle)
            box = (x - half_w - BUBBLE_MARGIN, y - half_h - BUBBLE_MARGIN,
                   x + half_w + BUBBLE_MARGIN, y + half_h + BUBBLE_MARGIN)
            cost = math.hypot(x - anchor[0], y - anchor[1]) * (1.0 if arrival >= 0 else 0.5)
            # off the island: the box's nearest point beyond the island's rim (see `AWAY_COST`)
            nearest = math.hypot(max(0.0, abs(x) - half_w), max(0.0, abs(y) - half_h))
            cost += AWAY_COST * max(0.0, nearest - 1.0)
            hw, hh = half_w + BUBBLE_MARGIN, half_h + BUBBLE_MARGIN
            base = pixel_to_cell((x + ox, y + oy), 1.0)
            around = [nearby[c] for c in (base, *(neighbour(base, d) for d in range(6))) if c in nearby]
            for other, card, centre, labels, dangers in around:
                dx, dy = x - centre[0], y - centre[1]
                if dx * dx + dy * dy > reach2 or not _box_hits_unit_hex(dx, dy, hw, hh):
                    continue
                if other in occupied:
                    cost += BLOCKED
                    continue
                if any(_boxes_overlap(box, label) for label in labels):
                    cost += BLOCKED
                if card.is_island:
                    cost += 8.0 if other == cell else 4.0
                else:
                    cost += 0.3
                    cost += 1.5 * sum(1 for d in dangers if _box_near(box, d, 0.1))
            ranked.append((cost, x, y))
    ranked.sort()
    return ranked


BUBBLE_TAIL_GAP = 1.5
"""A landing bubble whose edge is farther than this many hex sizes from its island's centre
(the water beside the island was full of ships and labels, so it waits a card or more away)
gets a tail pointing at the island: a play-test could not tell which island a far fleet lands on."""
NEARER = 0.3
"""A plate is taken for another island's when that island's centre is nearer it than its own
island's by this many hex sizes: it then gets a tail too."""
TAIL_END = 0.86
"""Where a tail ends, in hex sizes from the island's centre: on the island's rim, beyond its
spots (at 0.75 its dot lay on a beach and hid a ship there: play-test 20)."""
TAIL_DOT = 0.07
"""The radius of the dot at a tail's end, in hex sizes."""


def bubble_tail(box: pygame.Rect, island: Point, size: float, misleading: bool = False) -> tuple[Point, Point] | None:
    """(start, end) of a tail from the edge of a landing bubble `box` towards the centre of
    its island, ending on the island; None when the bubble is near enough to read as beside it
    and, `misleading`, no other island lies nearer it."""
    bx, by = box.center
    cx, cy = island
    dx, dy = cx - bx, cy - by
    # where the line from the plate's centre to the island leaves the plate
    reach = min(box.width / 2 / abs(dx) if dx else math.inf, box.height / 2 / abs(dy) if dy else math.inf)
    if reach >= 1.0:
        return None  # the island's centre lies under the plate
    start = (bx + dx * reach, by + dy * reach)
    gap = math.hypot(cx - start[0], cy - start[1])
    if gap <= BUBBLE_TAIL_GAP * size and not misleading or gap <= 1.2 * TAIL_END * size:
        return None  # beside its island (or touching its beaches: no room for a tail)
    k = TAIL_END * size / gap
    return start, (cx + (start[0] - cx) * k, cy + (start[1] - cy) * k)


@lru_cache(maxsize=256)
def _unit_dangers(card: Card, rotation: int) -> tuple[Point, ...]:
    """Where a card's danger numbers are printed, for a card of size 1."""
    return tuple(point for point, _danger in cardgeom.danger_labels(card, 1.0, rotation))


def _boxes_overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _box_near(box: tuple[float, float, float, float], point: Point, radius: float) -> bool:
    """True when a circle of `radius` around `point` touches the box."""
    nx = min(max(point[0], box[0]), box[2])
    ny = min(max(point[1], box[1]), box[3])
    return math.hypot(point[0] - nx, point[1] - ny) < radius


_HEX_APOTHEM = math.sqrt(3) / 2
_HEX_NORMALS = ((math.cos(math.radians(30)), math.sin(math.radians(30))),
                (math.cos(math.radians(150)), math.sin(math.radians(150))))


def _box_hits_unit_hex(dx: float, dy: float, half_w: float, half_h: float) -> bool:
    """True when a box of half size (`half_w`, `half_h`) centred at (`dx`, `dy`) overlaps the
    flat-topped hexagon of circumradius 1 at the origin (separating axes, in closed form)."""
    if abs(dx) >= half_w + 1.0 or abs(dy) >= half_h + _HEX_APOTHEM:
        return False
    for nx, ny in _HEX_NORMALS:
        if abs(dx * nx + dy * ny) >= _HEX_APOTHEM + half_w * abs(nx) + half_h * abs(ny):
            return False
    return True


def rect_hits_polygon(box: tuple[float, float, float, float], polygon: list[Point]) -> bool:
    """True when the open axis-aligned box (x0, y0, x1, y1) and a convex polygon overlap
    (separating axis test)."""
    xs = [p[0] for p in polygon]
    ys = [p[1] for p in polygon]
    if max(xs) <= box[0] or min(xs) >= box[2] or max(ys) <= box[1] or min(ys) >= box[3]:
        return False
    corners = ((box[0], box[1]), (box[2], box[1]), (box[2], box[3]), (box[0], box[3]))
    count = len(polygon)
    for i in range(count):
        (x0, y0), (x1, y1) = polygon[i], polygon[(i + 1) % count]
        nx, ny = y1 - y0, x0 - x1
        poly = [nx * x + ny * y for x, y in polygon]
        rect = [nx * x + ny * y for x, y in corners]
        if max(poly) <= min(rect) + 1e-9 or max(rect) <= min(poly) + 1e-9:
            return False
    return True
