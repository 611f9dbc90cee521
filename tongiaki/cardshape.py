"""Where an island card's beaches and mooring spots lie, and what each beach is called.

The shape the card art draws (`tongiaki.app.art.cardgeom` scales, turns and paints it) and the
names the log, the reasons and the table give the beaches ("Samoa's top beach": `beach_names`),
so that a name always says where the beach is seen. Pure arithmetic on a `Card`: every position
is card-local at unit size (hex circumradius 1), unrotated, in screen angles (degrees, y down,
clockwise as seen); the middle of edge `e` is at `90 + 60 * e` degrees (edge 0 at the bottom).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from tongiaki.rules.cards import Card

Point = tuple[float, float]

SPOT_RING = 0.62  # mooring spots of a one-row beach
SPOT_RINGS_TWO = (0.58, 0.665)  # inner and outer row of a crowded beach
TWO_ROW_RADIUS = 0.05  # largest spot of a two-row beach (the rows must stay on the sand)
MAX_SPOT_RADIUS = 0.085
SPOT_SPACING_FILL = 0.38  # spot radius as a fraction of the distance between neighbouring spots
BEACH_GAP_DEG = 20.0  # at least this much land between two neighbouring beaches
CROWDED_GAP_DEG = 16.0  # the same on a card of five or more strips (Tonga), for bigger spots
CROWDED_SPOT_DEG = 17.0  # a strip with less sand than this per spot is crowded (up to 4 strips) ...
TIGHT_GAP_DEG = 12.0  # ... and the land on either side of it narrows to this (Hawaii's 5 spots)
PIER_MARGIN_DEG = 7.0  # sand on either side of a pier's root
MAX_SPOT_DEG = 30.0  # a beach longer than this per spot is shortened (land takes the rest)


def edge_angle(edge: int) -> float:
    """Screen angle (degrees) of the middle of card edge `edge` on an unrotated card."""
    return 90.0 + 60.0 * (edge % 6)


def polar(radius: float, angle_deg: float) -> Point:
    """Point at `radius` and screen angle `angle_deg` (degrees)."""
    angle = math.radians(angle_deg)
    return (radius * math.cos(angle), radius * math.sin(angle))


# --------------------------------------------------------------------------- beaches


Arc = tuple[float, float]  # (start, end) in degrees, start < end, end - start <= 360


@dataclass(frozen=True)
class Strip:
    """One stretch of sand (unit size, unrotated): beach `beach` from angle `start` to `end`
    (degrees, `start < end`), carrying the piers on `edges` and `spots` of the beach's spots.

    A beach is one strip unless its piers are interleaved with another beach's (a deck may do
    that); it then has one strip per run of its piers and its spots are shared among them.
    """

    beach: int
    start: float
    end: float
    edges: tuple[int, ...]
    spots: int

    @property
    def width(self) -> float:
        """Angular length in degrees."""
        return self.end - self.start


def unwrapped_angles(edges: list[int]) -> list[float]:
    """Screen angles of `edges` taken clockwise in this order, each after the one before."""
    angles = [edge_angle(edges[0])]
    for prev, nxt in zip(edges, edges[1:], strict=False):
        angles.append(angles[-1] + 60.0 * ((nxt - prev) % 6))
    return angles


def _pier_runs(card: Card) -> list[tuple[int, list[int]]]:
    """(beach, edges) runs of neighbouring pier edges of one beach, clockwise.

    Edges without a pier do not break a run. A beach without a valid pier (R10 forbids it; it is
    drawn anyway) is given a free edge as its anchor, without a pier.
    """
    owners: dict[int, int] = {}
    for index, beach in enumerate(card.beaches):
        for edge in beach.piers:
            if 0 <= edge < 6 and edge not in owners:
                owners[edge] = index
    free = [e for e in range(6) if e not in owners]
    for index in range(len(card.beaches)):
        if index not in owners.values() and free:
            owners[free.pop(0)] = index
    runs: list[tuple[int, list[int]]] = []
    for edge in sorted(owners):
        if runs and runs[-1][0] == owners[edge]:
            runs[-1][1].append(edge)
        else:
            runs.append((owners[edge], [edge]))
    if len(runs) > 1 and runs[0][0] == runs[-1][0]:
        owner, edges = runs.pop()
        runs[0] = (owner, edges + runs[0][1])
    return runs


def _share_spots(capacity: int, weights: list[int]) -> list[int]:
    """Split `capacity` spots among strips in proportion to `weights` (largest remainder)."""
    total = sum(weights)
    raw = [capacity * w / total for w in weights]
    shares = [int(x) for x in raw]
    order = sorted(range(len(raw)), key=lambda i: (shares[i] - raw[i], i))
    for i in order[: capacity - sum(shares)]:
        shares[i] += 1
    return shares


def _gap(strips: int) -> float:
    return CROWDED_GAP_DEG if strips >= 5 else BEACH_GAP_DEG


@lru_cache(maxsize=512)
def beach_gap(card: Card) -> float:
    """Degrees of land at least between two neighbouring strips of `card`."""
    strips = beach_strips(card)
    if len(strips) < 2:
        return BEACH_GAP_DEG
    return min((nxt.start - strip.end) % 360.0 for strip, nxt in zip(strips, strips[1:] + strips[:1], strict=True))


def _strip_arcs(cores: list[Arc], weights: list[float], gaps: list[float]) -> list[Arc]:
    """The sand arc of each run of piers: `cores[k]` (its piers' span) widened into the land
    around it, `gaps[k]` degrees of land kept between run `k` and the next (wrapping), the cuts
    moved so that the angle per unit of `weights` is as even as the cores allow."""
    n = len(cores)
    if n == 1:
        lo, hi = cores[0]
        middle = (hi + lo + 360.0) / 2  # the middle of the land opposite the core
        return [(middle - 360.0 + gaps[0] / 2, middle - gaps[0] / 2)]
    # cut[k]: the middle of the land between strip k and strip k + 1 (k + 1 wraps to 0).
    bounds = []
    for k in range(n):
        nxt_lo = cores[(k + 1) % n][0] + (360.0 if k == n - 1 else 0.0)
        bounds.append((cores[k][1] + gaps[k] / 2, nxt_lo - gaps[k] / 2))
    cut = [(a + b) / 2 for a, b in bounds]
    for _ in range(80):
        for k in range(n):
            before = cut[k - 1] - (360.0 if k == 0 else 0.0)
            after = cut[(k + 1) % n] + (360.0 if k == n - 1 else 0.0)
            w_here, w_next = weights[k], weights[(k + 1) % n]
            gap_before, gap_after = gaps[k - 1], gaps[(k + 1) % n]
            # equal angle per spot on both sides of this cut
            target = (w_here * (after - gap_after / 2 - gaps[k] / 2) + w_next * (before + gap_before / 2 + gaps[k] / 2)) \
                / (w_here + w_next)
            lo, hi = bounds[k]
            cut[k] = min(hi, max(lo, target))
    arcs = []
    for k in range(n):
        before = cut[k - 1] - (360.0 if k == 0 else 0.0)
        arcs.append((before + gaps[k - 1] / 2, cut[k] - gaps[k] / 2))
    return arcs


@lru_cache(maxsize=512)
def beach_strips(card: Card) -> tuple[Strip, ...]:
    """The sand strips of an island card, clockwise (unit size, unrotated).

    Every strip holds its piers' roots (`PIER_MARGIN_DEG` of sand either side), neighbouring
    strips are at least `beach_gap(card)` apart, and the room left is shared out so that the
    angle per spot is as even as the piers allow (a beach with more spots gets more sand). A
    beach never gets more than `MAX_SPOT_DEG` per spot: the rest of the shore is land.
    """
    beaches = card.beaches
    runs = _pier_runs(card)
    if not beaches:
        return ()
    if not runs:  # more beaches than edges and none with a pier: equal shares
        step = 360.0 / len(beaches)
        return tuple(
            Strip(i, 120.0 + i * step + BEACH_GAP_DEG / 2, 120.0 + (i + 1) * step - BEACH_GAP_DEG / 2, (), b.capacity)
            for i, b in enumerate(beaches)
        )
    # Spots of each strip: a beach's capacity shared among its runs by their pier counts.
    per_beach: dict[int, list[int]] = {}
    for k, (beach, _edges) in enumerate(runs):
        per_beach.setdefault(beach, []).append(k)
    spots = [0] * len(runs)
    for beach, ks in per_beach.items():
        for k, share in zip(ks, _share_spots(max(0, beaches[beach].capacity), [len(runs[k][1]) for k in ks]), strict=True):
            spots[k] = share
    # Cores: the angular span of each run's piers plus a margin, unwrapped clockwise.
    cores: list[Arc] = []
    for _beach, edges in runs:
        angles = unwrapped_angles(edges)
        lo, hi = angles[0] - PIER_MARGIN_DEG, angles[-1] + PIER_MARGIN_DEG
        while cores and lo < cores[-1][1]:
            lo, hi = lo + 360.0, hi + 360.0
        cores.append((lo, hi))
    n = len(runs)
    weights = [max(0.5, float(c)) for c in spots]
    gaps = [_gap(n)] * n
    arcs = _strip_arcs(cores, weights, gaps)
    crowded = [spots[k] > 0 and (arcs[k][1] - arcs[k][0]) / spots[k] < CROWDED_SPOT_DEG for k in range(n)]
    if 1 < n < 5 and any(crowded):  # narrower land beside a crowded beach gives its spots room
        gaps = [TIGHT_GAP_DEG if crowded[k] or crowded[(k + 1) % n] else gaps[k] for k in range(n)]
        arcs = _strip_arcs(cores, weights, gaps)
    strips = []
    for k, (beach, edges) in enumerate(runs):
        start, end = arcs[k]
        lo, hi = cores[k]
        while lo < start - 1e-9:  # the core in the arc's own unwrapping
            lo, hi = lo + 360.0, hi + 360.0
        while hi > end + 360.0:
            lo, hi = lo - 360.0, hi - 360.0
        longest = max(hi - lo, max(1, spots[k]) * MAX_SPOT_DEG)
        if end - start > longest:
            middle = min(end - longest / 2, max(start + longest / 2, (lo + hi) / 2))
            start, end = middle - longest / 2, middle + longest / 2
        strips.append(Strip(beach, start, end, tuple(edges if edges[0] in beaches[beach].piers else ()), spots[k]))
    return tuple(strips)


@lru_cache(maxsize=512)
def beach_arcs(card: Card) -> tuple[tuple[Arc, ...], ...]:
    """Angular sectors (unrotated, degrees) of the sand of each beach of an island card, per beach."""
    result: list[list[Arc]] = [[] for _ in card.beaches]
    for strip in beach_strips(card):
        result[strip.beach].append((strip.start, strip.end))
    return tuple(tuple(arcs) for arcs in result)


def _chord(angle_deg: float, radius: float) -> float:
    """Distance between two points at `radius`, `angle_deg` apart."""
    return 2.0 * radius * math.sin(math.radians(angle_deg) / 2.0)


@dataclass(frozen=True)
class SpotLayout:
    """Mooring spots of an island card at unit size, unrotated."""

    positions: tuple[tuple[Point, ...], ...]  # per beach, in order along the beach
    radius: float  # the same for every spot of the card


@lru_cache(maxsize=512)
def spot_layout(card: Card) -> SpotLayout:
    """Where the mooring spots of each beach lie (unit size, unrotated) and how big they are.

    The spots of a strip are spaced evenly along it, one row at `SPOT_RING`; a strip too short
    for its spots gets two staggered rows (outer row first, alternating) when that lets the
    spots be bigger. Every spot of a card has the same radius, the largest that keeps
    neighbours apart (`SPOT_SPACING_FILL`).
    """
    per_beach: list[list[Point]] = [[] for _ in card.beaches]
    radius = MAX_SPOT_RADIUS
    for strip in beach_strips(card):
        count = strip.spots
        if count <= 0:
            continue
        step = strip.width / count
        one_row = SPOT_SPACING_FILL * _chord(step, SPOT_RING)
        inner_r, outer_r = SPOT_RINGS_TWO
        diagonal = math.dist(polar(inner_r, 0.0), polar(outer_r, step))
        two_rows = min(TWO_ROW_RADIUS, SPOT_SPACING_FILL * _chord(2 * step, inner_r), 0.45 * diagonal,
                       0.95 * inner_r * math.radians(step / 2))  # the end spots stay on the strip
        rows = count >= 3 and two_rows > one_row
        radius = min(radius, two_rows if rows else one_row)
        for i in range(count):
            ring = (outer_r if i % 2 == 0 else inner_r) if rows else SPOT_RING
            per_beach[strip.beach].append(polar(ring, strip.start + (i + 0.5) * step))
    return SpotLayout(tuple(tuple(p) for p in per_beach), max(0.02, radius))


SIDE_NAMES = ("right", "upper-right", "top", "upper-left", "left", "lower-left", "bottom", "lower-right")
"""The sides of a card on the screen, every 45 degrees counter-clockwise from the right."""


@lru_cache(maxsize=2048)
def beach_names(card: Card, rotation: int) -> tuple[str, ...]:
    """Each beach of an island lying with `rotation`, named by the side of the card where its
    mooring spots are drawn ("top beach", "lower-left beach"): the middle of its spots, to the
    nearest of `SIDE_NAMES` (a play-test found names taken from the piers' directions calling the
    upper end of a long left beach "lower-left"). Two beaches of the card that would share a
    name, or a beach whose spots have no side (none, or spread around the card), are called by
    number instead ("beach 2")."""
    sides: list[str | None] = []
    for spots in spot_layout(card).positions:
        x = sum(p[0] for p in spots) / max(1, len(spots))
        y = sum(p[1] for p in spots) / max(1, len(spots))
        if math.hypot(x, y) < 0.15:
            sides.append(None)
            continue
        # Rotation turns the card clockwise as seen by 60 degrees a step; y points down.
        angle = math.degrees(math.atan2(y, x)) + 60.0 * rotation
        sides.append(SIDE_NAMES[round(-angle / 45.0) % 8])
    return tuple(f"{side} beach" if side is not None and sides.count(side) == 1 else f"beach {b + 1}"
                 for b, side in enumerate(sides))
