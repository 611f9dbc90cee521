"""Card-local geometry of the card art: beaches, mooring spots, piers, wakes, labels.

Pure functions, no pygame: every position is relative to the card's centre, in pixels for a
hex of circumradius `size`, already turned by the card's `rotation` (R2.2: edge `i` faces world
direction `(i + rotation) % 6`, i.e. card-local points turn clockwise as seen by
`60 * rotation` degrees). The renderer (`cardart`) draws from these same functions, so a ship
drawn at `spot_positions(...)` sits exactly on the spot painted on the card.

Angles are screen angles in degrees (y down, clockwise as seen); the middle of edge `e` of an
unrotated card is at `90 + 60 * e` degrees (edge 0 at the bottom).
"""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from tongiaki.app.view.hexview import SQRT3, Point, rotate_point
from tongiaki.rules.cards import Card

APOTHEM = SQRT3 / 2.0  # centre to edge middle, for size 1

# Radii as fractions of the hex size (circumradius).
LAND_RADIUS = 0.50  # green land inside the beaches
HEADLAND_RADIUS = 0.68  # green land reaching out between two beaches
SAND_RADIUS = 0.715  # outer edge of a beach
SHALLOWS_RADIUS = 0.83  # turquoise lagoon around the island
SPOT_RING = 0.605  # mooring spots of a one-row beach
SPOT_RINGS_TWO = (0.555, 0.65)  # inner and outer row of a crowded beach
PIER_START = 0.69  # beyond the outer edge of the spots
PIER_END = 0.85  # the exposed pier end point (just inside the card's edge)
PIER_WIDTH = 0.075
MAX_SPOT_RADIUS = 0.082
KING_SPOT = (0.0, 0.02)
KING_SPOT_RADIUS = 0.1
NAME_Y = -0.27
VALUE_Y = 0.29
BEACH_GAP_DEG = 14.0  # land between two neighbouring beaches
WAKE_LABEL_INSET = 0.25  # danger number: distance from the edge along the wake
WAKE_WIDTH = 0.15
WAKE_SEGMENTS = 28


def edge_angle(edge: int) -> float:
    """Screen angle (degrees) of the middle of card edge `edge` on an unrotated card."""
    return 90.0 + 60.0 * (edge % 6)


def polar(radius: float, angle_deg: float) -> Point:
    """Point at `radius` and screen angle `angle_deg` (degrees)."""
    angle = math.radians(angle_deg)
    return (radius * math.cos(angle), radius * math.sin(angle))


def place(point: Point, size: float, rotation: int) -> Point:
    """A unit-size card-local point scaled to `size` and turned by `rotation`."""
    x, y = rotate_point(point, rotation)
    return (x * size, y * size)


def unit_edge_midpoint(edge: int) -> Point:
    """Middle of card edge `edge` of an unrotated unit card."""
    return polar(APOTHEM, edge_angle(edge))


def unit_hex_corners() -> list[Point]:
    """Corners of the unit hexagon (corner `i` at `60 * i` degrees)."""
    return [polar(1.0, 60.0 * i) for i in range(6)]


def card_hex_corners(size: float) -> list[Point]:
    """Corners of a card hexagon of `size` (the same for every rotation)."""
    return [(x * size, y * size) for x, y in unit_hex_corners()]


# --------------------------------------------------------------------------- beaches


Arc = tuple[float, float]  # (start, end) in degrees, start < end, end - start <= 360


@lru_cache(maxsize=512)
def beach_arcs(card: Card) -> tuple[tuple[Arc, ...], ...]:
    """Angular sectors (unrotated, degrees) of each beach of an island card.

    Each edge's 60-degree slot belongs to the beach whose pier points through it; a run of
    edges without a pier is shared between the beaches on either side. Neighbouring beaches
    are separated by `BEACH_GAP_DEG` of land. A beach without any pier (not allowed by R10,
    drawn anyway) gets an equal share of the circle.
    """
    beaches = card.beaches
    if not beaches:
        return ()
    owners: list[int | None] = [None] * 6
    for index, beach in enumerate(beaches):
        for edge in beach.piers:
            if 0 <= edge < 6 and owners[edge] is None:
                owners[edge] = index
    if any(not any(owners[e] == i for e in range(6)) for i in range(len(beaches))):
        step = 360.0 / len(beaches)
        raw = [(120.0 + i * step, 120.0 + (i + 1) * step, i) for i in range(len(beaches))]
    else:
        raw = _edge_slots_to_arcs(owners)
    merged = _merge_arcs(raw)
    result: list[list[Arc]] = [[] for _ in beaches]
    single = len(beaches) == 1
    for start, end, index in merged:
        if not single:
            start += BEACH_GAP_DEG / 2.0
            end -= BEACH_GAP_DEG / 2.0
        result[index].append((start, end))
    return tuple(tuple(arcs) for arcs in result)


def _edge_slots_to_arcs(owners: list[int | None]) -> list[tuple[float, float, int]]:
    """Slots of owned edges, free runs split between the owners on either side."""
    arcs: list[tuple[float, float, int]] = []
    for edge in range(6):
        owner = owners[edge]
        lo, hi = edge_angle(edge) - 30.0, edge_angle(edge) + 30.0
        if owner is not None:
            arcs.append((lo, hi, owner))
            continue
        before = next(owners[(edge - k) % 6] for k in range(1, 7) if owners[(edge - k) % 6] is not None)
        after = next(owners[(edge + k) % 6] for k in range(1, 7) if owners[(edge + k) % 6] is not None)
        # Position of this edge inside its free run decides how the run is split.
        run_before = next(k for k in range(1, 7) if owners[(edge - k) % 6] is not None) - 1
        run_after = next(k for k in range(1, 7) if owners[(edge + k) % 6] is not None) - 1
        run = run_before + 1 + run_after
        split = run / 2.0 - run_before  # how much of this slot (in slots) goes to `before`
        split = max(0.0, min(1.0, split))
        assert before is not None and after is not None
        if split > 0:
            arcs.append((lo, lo + 60.0 * split, before))
        if split < 1:
            arcs.append((lo + 60.0 * split, hi, after))
    return arcs


def _merge_arcs(raw: list[tuple[float, float, int]]) -> list[tuple[float, float, int]]:
    """Join touching arcs of the same beach, wrapping around the circle."""
    raw = sorted(raw)
    merged: list[tuple[float, float, int]] = []
    for start, end, index in raw:
        if merged and merged[-1][2] == index and abs(merged[-1][1] - start) < 1e-6:
            merged[-1] = (merged[-1][0], end, index)
        else:
            merged.append((start, end, index))
    if len(merged) > 1 and merged[0][2] == merged[-1][2] and abs(merged[-1][1] - 360.0 - merged[0][0]) < 1e-6:
        first = merged.pop(0)
        last = merged.pop()
        merged.append((last[0], first[1] + 360.0, first[2]))
    return merged


@dataclass(frozen=True)
class SpotLayout:
    """Mooring spots of an island card at unit size, unrotated."""

    positions: tuple[tuple[Point, ...], ...]  # per beach, in order along the beach
    radius: float  # the same for every spot of the card


def _points_along_arcs(arcs: tuple[Arc, ...], fractions: list[float], radius: float) -> list[Point]:
    """Points at `radius` at the given fractions (0..1) of the concatenated `arcs`."""
    total = sum(end - start for start, end in arcs)
    points: list[Point] = []
    for fraction in fractions:
        along = fraction * total
        for start, end in arcs:
            if along <= end - start + 1e-9:
                points.append(polar(radius, start + along))
                break
            along -= end - start
        else:
            start, end = arcs[-1]
            points.append(polar(radius, end))
    return points


@lru_cache(maxsize=512)
def spot_layout(card: Card) -> SpotLayout:
    """Where the mooring spots of each beach lie (unit size, unrotated) and how big they are.

    Spots sit in one row along the beach; a beach too short for its capacity gets two
    staggered rows (outer row first, alternating).
    """
    arcs_per_beach = beach_arcs(card)
    positions: list[tuple[Point, ...]] = []
    radius = MAX_SPOT_RADIUS
    for beach, arcs in zip(card.beaches, arcs_per_beach):
        count = max(0, beach.capacity)
        total_rad = math.radians(sum(end - start for start, end in arcs))
        spacing = total_rad * SPOT_RING / max(1, count)
        if spacing * 0.42 >= 0.06 or count < 3:
            radius = min(radius, spacing * 0.42)
            fractions = [(i + 0.5) / count for i in range(count)]
            positions.append(tuple(_points_along_arcs(arcs, fractions, SPOT_RING)))
            continue
        # Two rows: spot i at fraction (i + 0.5) / count, even ones outside, odd ones inside.
        inner_r, outer_r = SPOT_RINGS_TWO
        spots = []
        for i in range(count):
            row_radius = outer_r if i % 2 == 0 else inner_r
            spots.extend(_points_along_arcs(arcs, [(i + 0.5) / count], row_radius))
        spacing_same_row = total_rad * inner_r * 2 / count
        diagonal = math.hypot(total_rad * inner_r / count, outer_r - inner_r)
        radius = min(radius, spacing_same_row * 0.42, diagonal * 0.48)
        positions.append(tuple(spots))
    return SpotLayout(tuple(positions), max(0.025, radius))


def spot_positions(card: Card, size: float, rotation: int = 0) -> tuple[tuple[Point, ...], ...]:
    """Centre of every mooring spot, per beach, relative to the card centre (pixels).

    `len(spot_positions(card, ...)[b]) == card.beaches[b].capacity`. Empty for water cards.
    """
    layout = spot_layout(card)
    return tuple(tuple(place(p, size, rotation) for p in beach) for beach in layout.positions)


def spot_radius(card: Card, size: float) -> float:
    """Radius in pixels of the card's mooring spots."""
    return spot_layout(card).radius * size


def king_spot(size: float) -> Point:
    """Centre of the king-mask spot (the same for every rotation: labels stay upright)."""
    return (KING_SPOT[0] * size, KING_SPOT[1] * size)


def king_spot_radius(size: float) -> float:
    """Radius in pixels of the king-mask spot."""
    return KING_SPOT_RADIUS * size


@dataclass(frozen=True)
class Pier:
    """A pier of beach `beach` through card edge `edge`: a jetty from `start` to `end` (pixels)."""

    beach: int
    edge: int
    start: Point
    end: Point


def piers(card: Card, size: float, rotation: int = 0) -> tuple[Pier, ...]:
    """Every pier of an island card, as jetties pointing out through their edges."""
    result: list[Pier] = []
    for index, beach in enumerate(card.beaches):
        for edge in beach.piers:
            angle = edge_angle(edge)
            start = place(polar(PIER_START, angle), size, rotation)
            end = place(polar(PIER_END, angle), size, rotation)
            result.append(Pier(index, edge, start, end))
    return tuple(result)


def pier_ends(card: Card, size: float, rotation: int = 0) -> dict[int, Point]:
    """Outer end of each pier, keyed by card edge (pier edges are unique per card, R10)."""
    return {pier.edge: pier.end for pier in piers(card, size, rotation)}


# --------------------------------------------------------------------------- island outline


@lru_cache(maxsize=512)
def _wobble_terms(name: str, salt: str) -> tuple[tuple[float, float, float], ...]:
    """Deterministic (amplitude, frequency, phase) sine terms for a card's coastline."""
    rng = random.Random(zlib.crc32(f"{name}/{salt}".encode()))
    return tuple((rng.uniform(0.006, 0.016), float(freq), rng.uniform(0, 2 * math.pi)) for freq in (3, 5, 7, 11))


def wobble(card: Card, angle_deg: float, salt: str) -> float:
    """Small coastline irregularity (unit size) at `angle_deg`, the same every time."""
    angle = math.radians(angle_deg)
    return sum(a * math.sin(f * angle + p) for a, f, p in _wobble_terms(card.name, salt))


def _angle_to_arc(angle: float, arc: Arc) -> float:
    """Angular distance (degrees) from `angle` to the nearest point of `arc` (0 inside)."""
    start, end = arc
    rel = (angle - start) % 360.0
    if rel <= end - start:
        return 0.0
    return min(rel - (end - start), 360.0 - rel)


def land_radius(card: Card, angle_deg: float) -> float:
    """Radius (unit size) of the green land at `angle_deg` (unrotated): low behind beaches,
    reaching out as headlands between them."""
    arcs = [arc for beach in beach_arcs(card) for arc in beach]
    distance = min((_angle_to_arc(angle_deg, arc) for arc in arcs), default=180.0)
    reach = min(1.0, distance / (BEACH_GAP_DEG / 2.0))
    bump = reach * reach * (3 - 2 * reach)
    return LAND_RADIUS + (HEADLAND_RADIUS - LAND_RADIUS) * bump + wobble(card, angle_deg, "land")


def sand_radius(card: Card, angle_deg: float) -> float:
    """Outer radius (unit size) of the beaches at `angle_deg`."""
    return SAND_RADIUS + wobble(card, angle_deg, "sand")


def shallows_radius(card: Card, angle_deg: float) -> float:
    """Outer radius (unit size) of the turquoise shallows at `angle_deg`."""
    return SHALLOWS_RADIUS + 0.8 * wobble(card, angle_deg, "reef")


def outline(radius_of_angle: Callable[[float], float], size: float, rotation: int, steps: int = 96) -> list[Point]:
    """Closed polygon `r(angle)` around the centre, scaled and turned."""
    points = []
    for i in range(steps):
        angle = 360.0 * i / steps
        points.append(place(polar(radius_of_angle(angle), angle), size, rotation))
    return points


def arc_band(
    card: Card, arc: Arc, inner: float, size: float, rotation: int, extra: float = 0.0, step_deg: float = 3.0
) -> list[Point]:
    """Polygon of a beach over `arc`: from radius `inner` out to the sand's outer edge moved
    out by `extra` (unit size), scaled and turned."""
    start, end = arc
    steps = max(2, int(math.ceil((end - start) / step_deg)))
    angles = [start + (end - start) * i / steps for i in range(steps + 1)]
    outer_pts = [place(polar(sand_radius(card, a) + extra, a), size, rotation) for a in angles]
    inner_pts = [place(polar(inner, a), size, rotation) for a in reversed(angles)]
    return outer_pts + inner_pts


# --------------------------------------------------------------------------- wakes


def _bezier(p0: Point, p1: Point, p2: Point, p3: Point, t: float) -> Point:
    u = 1.0 - t
    a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
    return (a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1])


@lru_cache(maxsize=64)
def unit_wake_polyline(a: int, b: int, segments: int = WAKE_SEGMENTS) -> tuple[Point, ...]:
    """Points of the wake joining edges `a` and `b` on an unrotated unit card: a cubic Bezier
    from edge middle to edge middle, bending towards the centre (straight for opposite edges)."""
    start, end = unit_edge_midpoint(a), unit_edge_midpoint(b)
    separation = min((a - b) % 6, (b - a) % 6)
    pull = {1: 0.42, 2: 0.55, 3: 0.34}.get(separation, 0.4)
    c1 = (start[0] * (1 - pull), start[1] * (1 - pull))
    c2 = (end[0] * (1 - pull), end[1] * (1 - pull))
    return tuple(_bezier(start, c1, c2, end, i / segments) for i in range(segments + 1))


def wake_polyline(a: int, b: int, size: float, rotation: int = 0, segments: int = WAKE_SEGMENTS) -> list[Point]:
    """Wake from edge `a` to edge `b` in pixels, relative to the card centre."""
    return [place(p, size, rotation) for p in unit_wake_polyline(a, b, segments)]


def wake_polylines(card: Card, size: float, rotation: int = 0) -> list[list[Point]]:
    """The polyline of every wake of a water card, in wake order (empty for islands)."""
    return [wake_polyline(w.a, w.b, size, rotation) for w in card.wakes]


def cumulative_lengths(points: list[Point] | tuple[Point, ...]) -> list[float]:
    """Running length along a polyline (first 0, last the total length)."""
    lengths = [0.0]
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        lengths.append(lengths[-1] + math.hypot(x1 - x0, y1 - y0))
    return lengths


def point_along(
    points: list[Point] | tuple[Point, ...], lengths: list[float], distance: float
) -> tuple[Point, Point]:
    """Point at `distance` along a polyline (clamped to it) and the unit tangent there."""
    total = lengths[-1]
    distance = max(0.0, min(total, distance))
    lo, hi = 0, len(lengths) - 1
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if lengths[mid] <= distance:
            lo = mid
        else:
            hi = mid
    seg = lengths[hi] - lengths[lo]
    t = 0.0 if seg <= 0 else (distance - lengths[lo]) / seg
    (x0, y0), (x1, y1) = points[lo], points[hi]
    tangent = (x1 - x0, y1 - y0)
    norm = math.hypot(*tangent) or 1.0
    return (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t), (tangent[0] / norm, tangent[1] / norm)


def offset_polyline(points: list[Point], half_width: float) -> list[Point]:
    """Polygon of a band of `2 * half_width` around a polyline (left side, then right back)."""
    left: list[Point] = []
    right: list[Point] = []
    count = len(points)
    for i, (x, y) in enumerate(points):
        x0, y0 = points[max(0, i - 1)]
        x1, y1 = points[min(count - 1, i + 1)]
        tx, ty = x1 - x0, y1 - y0
        norm = math.hypot(tx, ty) or 1.0
        nx, ny = -ty / norm, tx / norm
        left.append((x + nx * half_width, y + ny * half_width))
        right.append((x - nx * half_width, y - ny * half_width))
    return left + right[::-1]


def danger_labels(card: Card, size: float, rotation: int = 0) -> list[tuple[Point, int]]:
    """Where each wake's danger number is printed: near both ends, none for danger 0."""
    labels: list[tuple[Point, int]] = []
    for wake in card.wakes:
        if wake.danger == 0:
            continue
        points = wake_polyline(wake.a, wake.b, size, rotation)
        lengths = cumulative_lengths(points)
        inset = WAKE_LABEL_INSET * size
        labels.append((point_along(points, lengths, inset)[0], wake.danger))
        labels.append((point_along(points, lengths, lengths[-1] - inset)[0], wake.danger))
    return labels


# --------------------------------------------------------------------------- crest


def crest_band(size: float, rotation: int = 0, depth: float = 0.05) -> list[Point]:
    """Quadrilateral of the red band along edge 0 (the crest edge), `depth` deep."""
    c1, c2 = polar(1.0, 60.0), polar(1.0, 120.0)  # corners of edge 0
    inner = 1.0 - depth / APOTHEM
    quad = (c1, c2, (c2[0] * inner, c2[1] * inner), (c1[0] * inner, c1[1] * inner))
    return [place(p, size, rotation) for p in quad]


def crest_emblem_center(size: float, rotation: int = 0) -> Point:
    """Centre of the crest emblem: the middle of edge 0, slightly inside."""
    return place(polar(APOTHEM - 0.02, edge_angle(0)), size, rotation)
