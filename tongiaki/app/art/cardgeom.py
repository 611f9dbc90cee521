"""Card-local geometry of the card art: beaches, mooring spots, piers, wakes, labels.

Pure functions, no pygame: every position is relative to the card's centre, in pixels for a
hex of circumradius `size`, already turned by the card's `rotation` (R2.2: edge `i` faces world
direction `(i + rotation) % 6`, i.e. card-local points turn clockwise as seen by
`60 * rotation` degrees). The renderer (`cardart`) draws from these same functions, so a ship
drawn at `spot_positions(...)` sits exactly on the spot painted on the card.

Angles are screen angles in degrees (y down, clockwise as seen); the middle of edge `e` of an
unrotated card is at `90 + 60 * e` degrees (edge 0 at the bottom). Where the sand and the spots
of each beach lie at unit size is `tongiaki.cardshape` (below the app, since the log's beach
names follow it); this module scales and turns that layout and adds what only the art needs.
"""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from tongiaki.app.view.hexview import SQRT3, Point, rotate_point
from tongiaki.cardshape import (
    Arc,
    beach_arcs,
    beach_gap,
    beach_strips,
    edge_angle,
    polar,
    spot_layout,
    unwrapped_angles,
)
from tongiaki.rules.cards import Card

APOTHEM = SQRT3 / 2.0  # centre to edge middle, for size 1

# Radii as fractions of the hex size (circumradius).
LAND_RADIUS = 0.48  # green land behind the beaches
HEADLAND_RADIUS = 0.79  # green land reaching out into the shallows between two beaches
SAND_RADIUS = 0.735  # outer edge of a beach
SHALLOWS_RADIUS = 0.83  # turquoise lagoon around the island
COAST_WIDTH = 0.012  # the darker coastline drawn around the land
PIER_START = 0.715  # on the sand, beyond the outer edge of the spots
PIER_END = 0.85  # the exposed pier end point (just inside the card's edge)
PIER_WIDTH = 0.075
KING_SPOT = (0.0, 0.02)
KING_SPOT_RADIUS = 0.1
NAME_Y = -0.27
VALUE_Y = 0.29
CAPACITY_RING = 0.785  # the beach's capacity tag, in the shallows off its sand
CAPACITY_RADIUS = 0.08
HEADLAND_RISE_DEG = 8.0  # how quickly the land rises beyond a beach's end
WAKE_LABEL_INSET = 0.25  # danger number: distance from the edge along the wake
WAKE_WIDTH = 0.15
WAKE_SEGMENTS = 28


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


def card_surface_size(size: float) -> tuple[int, int]:
    """Pixel size of a card surface for hex circumradius `size` (hexagon centred, 1 px margin)."""
    return (int(math.ceil(2 * size)) + 2, int(math.ceil(SQRT3 * size)) + 2)


def spot_positions(card: Card, size: float, rotation: int = 0) -> tuple[tuple[Point, ...], ...]:
    """Centre of every mooring spot, per beach, relative to the card centre (pixels).

    `len(spot_positions(card, ...)[b]) == card.beaches[b].capacity`. Empty for water cards.
    """
    layout = spot_layout(card)
    return tuple(tuple(place(p, size, rotation) for p in beach) for beach in layout.positions)


def spot_radius(card: Card, size: float) -> float:
    """Radius in pixels of the card's mooring spots."""
    return spot_layout(card).radius * size


SHIP_SPOT_SCALE = 2.9  # a ship drawn on a spot is this many spot radii wide (the table's choice)


def ship_box(spot: Point, spot_r: float) -> tuple[float, float, float, float]:
    """Screen box (x0, y0, x1, y1) a ship covers when drawn on a spot: upright, its hull on the
    spot and its sail above (the same offset as `shipart.ship_offset_on_spot`)."""
    px = SHIP_SPOT_SCALE * spot_r
    x, y = spot
    return (x - px / 2, y - px * 0.72, x + px / 2, y + px * 0.28)


@lru_cache(maxsize=1024)
def _capacity_tags(card: Card, rotation: int) -> tuple[tuple[int, float], ...]:
    """(beach, angle) of each beach's capacity tag (unrotated): in the shallows off its longest
    strip, clear of its piers, where possible clear of the ships drawn on the card as it lies
    (a ship's sail stands up the screen), else as near the strip's middle as can be."""
    tags: list[tuple[int, float]] = []
    strips = beach_strips(card)
    spot_r = spot_layout(card).radius
    boxes = [ship_box(place(p, 1.0, rotation), spot_r) for beach in spot_layout(card).positions for p in beach]
    for beach in range(len(card.beaches)):
        own = [s for s in strips if s.beach == beach]
        if not own:
            continue
        strip = max(own, key=lambda s: (s.spots, s.width))
        pier_angles = [a for s in own for a in (unwrapped_angles(list(s.edges)) if s.edges else [])]
        inset = min(strip.width / 2, 4.0)
        middle = (strip.start + strip.end) / 2
        best, best_key = middle, None
        steps = 60
        for i in range(steps + 1):
            angle = strip.start + inset + (strip.width - 2 * inset) * i / steps
            clearance = min((abs((angle - a + 180.0) % 360.0 - 180.0) for a in pier_angles), default=180.0)
            x, y = place(polar(CAPACITY_RING, angle), 1.0, rotation)
            free = not any(_circle_meets_box((x, y), CAPACITY_RADIUS, box) for box in boxes)
            key = (clearance >= 9.0, free, min(clearance, 12.0), -abs(angle - middle))
            if best_key is None or key > best_key:
                best, best_key = angle, key
        tags.append((beach, best))
    return tuple(tags)


def _circle_meets_box(centre: Point, radius: float, box: tuple[float, float, float, float]) -> bool:
    nx = min(max(centre[0], box[0]), box[2])
    ny = min(max(centre[1], box[1]), box[3])
    return math.hypot(centre[0] - nx, centre[1] - ny) < radius


TAG_RINGS = (0.69, 0.73, 0.77, 0.81, 0.85)
"""Distances from the card's centre (unit size) at which `tag_centres` tries a tag in the
shallows off the beach; when none of those is clear, it tries the land behind the beach
(`TAG_LAND_RINGS`)."""
TAG_LAND_RINGS = (0.40, 0.45)
"""Distances at which `tag_centres` tries a tag on the island's land, inside the beach (a
play-test found late-game tags over free spots while the land beside stood empty)."""
TAG_OWN_MARGIN = 1.5
"""A tag whose nearest spot of another beach is less than this many times as far as its own
beach's nearest spot reads as the other's (`tag_centres` avoids it where it can)."""
OCCUPIED_COST = 9
"""What a capacity tag over a ship standing on the card costs `tag_centres` on top of covering
its place (3): 12 in all, more than covering another tag (10), so a tag lies under a ship only
where every other place is as bad."""
TAG_STEPS = 16
"""Places along (and a little beyond) a beach's strip that `tag_centres` tries."""


def _disc_in_hex(centre: Point, radius: float) -> bool:
    """Whether a disc (unit size) lies inside the unit hexagon (any rotation: the same hexagon)."""
    x, y = centre
    return all(x * cos + y * sin + radius <= APOTHEM for cos, sin in _EDGE_NORMALS)


_EDGE_NORMALS = tuple((math.cos(math.radians(edge_angle(k))), math.sin(math.radians(edge_angle(k)))) for k in range(6))


def _centre_marks(card: Card) -> tuple[tuple[float, float, float, float], ...]:
    """Boxes (unit size, upright) of what the middle of an island shows: its name, its king
    spot and its value seal (a tag on the land keeps off them)."""
    half = min(0.56, 0.045 * len(card.name) + 0.06)
    return ((-half, NAME_Y - 0.09, half, NAME_Y + 0.09),
            (KING_SPOT[0] - KING_SPOT_RADIUS, KING_SPOT[1] - KING_SPOT_RADIUS,
             KING_SPOT[0] + KING_SPOT_RADIUS, KING_SPOT[1] + KING_SPOT_RADIUS),
            (-0.14, VALUE_Y - 0.14, 0.14, VALUE_Y + 0.14))


@lru_cache(maxsize=512)
def _tag_candidates(card: Card, rotation: int) -> tuple[tuple[int, Point, tuple[Point, ...]], ...]:
    """Per beach (in `_capacity_tags` order): (beach, its usual tag place, the places
    `tag_centres` tries, best first: clear of the piers by 9 degrees, then nearest the usual
    place). They do not depend on the tag's size, so they are worked out once per card as it lies."""
    strips = beach_strips(card)
    result = []
    for beach, usual_angle in _capacity_tags(card, rotation):
        usual = place(polar(CAPACITY_RING, usual_angle), 1.0, rotation)
        own = [s for s in strips if s.beach == beach]
        pier_angles = [a for s in own for a in (unwrapped_angles(list(s.edges)) if s.edges else [])]
        tried: list[tuple[tuple[bool, bool, float], Point]] = []
        for strip in own:
            middle = (strip.start + strip.end) / 2
            for i in range(TAG_STEPS + 1):
                angle = strip.start - 4.0 + (strip.width + 8.0) * i / TAG_STEPS
                clearance = min((abs((angle - a + 180.0) % 360.0 - 180.0) for a in pier_angles), default=180.0)
                for ring in TAG_RINGS:
                    x, y = place(polar(ring, angle), 1.0, rotation)
                    tried.append(((False, clearance < 9.0, math.hypot(x - usual[0], y - usual[1])), (x, y)))
                if strip.start <= angle <= strip.end:  # on the land: behind the beach's own sand only
                    for ring in TAG_LAND_RINGS:
                        x, y = place(polar(ring, angle), 1.0, rotation)
                        tried.append(((True, False, abs(angle - middle) / 60.0 + abs(ring - TAG_LAND_RINGS[-1])), (x, y)))
        tried.sort(key=lambda entry: entry[0])
        result.append((beach, usual, tuple(point for _key, point in tried)))
    return tuple(result)


def tag_centres(card: Card, rotation: int, radius: float,
                occupied: frozenset[tuple[int, int]] = frozenset()) -> tuple[tuple[int, Point, int], ...]:
    """(beach, centre at unit size, how many places of ships it covers) of each beach's capacity
    tag of `radius` (unit size) on the card as it lies: inside the card, and where it can, clear
    of every place a ship stands in (its sail above its spot), the other tags and the spots;
    else where it covers fewest of them (a ship counting three spots, another tag ten: the
    ships are drawn over the tags, a tag over a tag hides its digit), and clearly nearer its own
    beach's spots than another's (`TAG_OWN_MARGIN`; else it counts two: a play-test took Tonga's
    tags at the seams between beaches for the neighbours'). A play-test found grown
    tags on small cards over the ships they were drawn above: the colours of a beach could not
    be counted. The places tried run along the beach (`TAG_STEPS`) at the distances of
    `TAG_RINGS`, clear of the piers and nearest the usual place (`capacity_tags`) first: the
    first that covers nothing is taken. The places of ships standing there now, `occupied`
    ((beach, spot) pairs), cost `OCCUPIED_COST` more each: where a tag cannot keep clear of
    every place (the small cards of a late whole table), it lies over free spots rather than
    under a ship (play-test 29 read tags among the ships at 1366x768)."""
    return tuple(entry[:3] for entry in _laid_out_tags(card, rotation % 6, radius, occupied))


class _TagPlaces:
    """What `tag_centres` needs of one card as it lies and one tag radius, whatever the ships:
    the spots (unit size) with their beaches, the places tried per beach, and what each place
    costs besides the other tags and the ships standing there, in three parts worked out the
    first time a search needs them (`marks`, `covers`, `rest`; a search for other ships reuses
    them: ships come and go every turn, and the table lays the tags out again each time)."""

    def __init__(self, card: Card, rotation: int, radius: float) -> None:
        layout = spot_layout(card)
        self.radius = radius
        self.owned = [(b, place(p, 1.0, rotation)) for b, beach in enumerate(layout.positions) for p in beach]
        self.first_spot = [0]
        for beach in layout.positions:
            self.first_spot.append(self.first_spot[-1] + len(beach))
        self.boxes = [ship_box(p, layout.radius) for _b, p in self.owned]
        self.labels = _centre_marks(card)
        self.near_spot = radius + layout.radius
        self.beaches = _tag_candidates(card, rotation)
        self._marks: dict[int, int] = {}
        self._covers: dict[int, int] = {}
        self._rest: dict[int, int] = {}

    def marks(self, key: int, centre: Point) -> int:
        """10 for each mark of the card's middle (`_centre_marks`) the place at `centre` covers;
        -1 where a tag there does not lie inside the card (`key`: the place's memo key)."""
        found = self._marks.get(key)
        if found is None:
            radius = self.radius
            found = self._marks[key] = (
                10 * sum(1 for box in self.labels if _circle_meets_box(centre, radius, box))
                if _disc_in_hex(centre, radius + 0.01) else -1)
        return found

    def covers(self, key: int, centre: Point) -> int:
        """The bitmask of the spots (as `owned` numbers them) whose ships a tag at `centre` covers."""
        found = self._covers.get(key)
        if found is None:
            found = 0
            for j, box in enumerate(self.boxes):
                if _circle_meets_box(centre, self.radius, box):
                    found |= 1 << j
            self._covers[key] = found
        return found

    def rest(self, key: int, centre: Point, beach: int) -> int:
        """What a tag of `beach` at `centre` costs for lying nearer another beach's spots than
        clearly its own (2) and for each spot it comes near (1)."""
        found = self._rest.get(key)
        if found is None:
            x, y = centre
            own = min((math.hypot(x - p[0], y - p[1]) for b, p in self.owned if b == beach), default=0.0)
            other = min((math.hypot(x - p[0], y - p[1]) for b, p in self.owned if b != beach), default=9.0)
            found = self._rest[key] = (
                # not clearly nearer its own beach's spots than another's: it reads as that beach's
                2 * (other < TAG_OWN_MARGIN * own)
                + sum(1 for _b, (sx, sy) in self.owned if math.hypot(x - sx, y - sy) < self.near_spot))
        return found


@lru_cache(maxsize=512)
def _tag_places(card: Card, rotation: int, radius: float) -> _TagPlaces:
    return _TagPlaces(card, rotation, radius)


TagPlace = tuple[int, Point, int, int]
"""(beach, centre at unit size, places of ships covered or -1, bitmask of the spots covered)."""


@lru_cache(maxsize=2048)
def _laid_out_tags(card: Card, rotation: int, radius: float,
                   occupied: frozenset[tuple[int, int]]) -> tuple[TagPlace, ...]:
    """`tag_centres` with the spots each tag covers. With ships, the layout without them is
    the start: the tags before the first one over a ship's place are taken as they are (a
    ship only adds to the cost of the places over it, so the place each of them took is still
    the cheapest and the first), and the search runs on from that tag."""
    places = _tag_places(card, rotation, radius)
    if not occupied:
        return _search_tags(places, 0, ())
    free = _laid_out_tags(card, rotation, radius, frozenset())
    first = places.first_spot
    mask = 0
    for b, i in occupied:
        if b < len(first) - 1 and i < first[b + 1] - first[b]:
            mask |= 1 << (first[b] + i)
    for row, entry in enumerate(free):
        if entry[3] & mask:
            return _search_tags(places, mask, free[:row])
    return free


def _search_tags(places: _TagPlaces, occupied: int, done: tuple[TagPlace, ...]) -> tuple[TagPlace, ...]:
    """Lay out the tags of the beaches after those in `done` (laid out already), the spots in
    the bitmask `occupied` holding ships; the first place of the lowest cost wins, a place that
    covers nothing at once. The terms are added dearest first, and a place is dropped as soon
    as it cannot beat the best so far (the full scans of a small card's tags cost 5 ms a card)."""
    placed = [entry[1] for entry in done if entry[2] >= 0]
    result = list(done)
    near_tag = 2 * places.radius + 0.01
    for row in range(len(done), len(places.beaches)):
        beach, usual, candidates = places.beaches[row]
        best: TagPlace | None = None
        bound = 1 << 30
        key = row << 12
        for centre in candidates:
            key += 1
            marks = places.marks(key, centre)
            if marks < 0:
                continue
            x, y = centre
            cost = marks + 10 * sum(1 for px, py in placed if math.hypot(x - px, y - py) < near_tag)
            if cost >= bound:
                continue
            cover = places.covers(key, centre)
            cost += 3 * cover.bit_count() + OCCUPIED_COST * (cover & occupied).bit_count()
            if cost >= bound:
                continue
            cost += places.rest(key, centre, beach)
            if cost < bound:
                best, bound = (beach, centre, cover.bit_count(), cover), cost
                if cost == 0:
                    break
        if best is None:  # no place inside the card (a tag too large for it): the usual place
            result.append((beach, usual, -1, 0))
            continue
        placed.append(best[1])
        result.append(best)
    return tuple(result)


def capacity_tags(card: Card, size: float, rotation: int = 0) -> tuple[tuple[int, Point], ...]:
    """(beach, centre in pixels) of each beach's capacity tag, relative to the card centre."""
    rotation %= 6
    return tuple((beach, place(polar(CAPACITY_RING, angle), size, rotation))
                 for beach, angle in _capacity_tags(card, rotation))


def king_spot(size: float) -> Point:
    """Centre of the king-mask spot (the same for every rotation: labels stay upright)."""
    return (KING_SPOT[0] * size, KING_SPOT[1] * size)


def king_spot_radius(size: float) -> float:
    """Radius in pixels of the king-mask spot."""
    return KING_SPOT_RADIUS * size


def king_ship_px(size: float) -> int:
    """The size (px) of the king's ship sprite on a card of hex size `size`, as the table draws
    it on the king spot (its hull on the spot, `ship_box`'s offset)."""
    return max(12, int(size * 0.3))


def king_ship_box(size: float) -> tuple[float, float, float, float]:
    """Box (x0, y0, x1, y1) the king's ship covers, relative to the card's centre."""
    px = king_ship_px(size)
    x, y = king_spot(size)
    return (x - px / 2, y - px * 0.72, x + px / 2, y + px * 0.28)


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
    return tuple((rng.uniform(0.003, 0.008), float(freq), rng.uniform(0, 2 * math.pi)) for freq in (3, 5, 7, 11))


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
    reaching out into the shallows as headlands between them, so each beach is its own strip."""
    distance = min((_angle_to_arc(angle_deg, arc) for arcs in beach_arcs(card) for arc in arcs), default=180.0)
    reach = min(1.0, distance / min(HEADLAND_RISE_DEG, beach_gap(card) / 2))
    bump = reach * reach * (3 - 2 * reach)
    return LAND_RADIUS + (HEADLAND_RADIUS - LAND_RADIUS) * bump + wobble(card, angle_deg, "land")


def sand_radius(card: Card, angle_deg: float) -> float:
    """Outer radius (unit size) of the beaches at `angle_deg`."""
    return SAND_RADIUS + 0.5 * wobble(card, angle_deg, "sand")


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
    card: Card, arc: Arc, inner: float, size: float, rotation: int, extra: float = 0.0, step_deg: float = 2.0,
    cap_deg: float = 0.0,
) -> list[Point]:
    """Polygon of a beach over `arc`: from radius `inner` out to the sand's outer edge moved
    out by `extra` (unit size), scaled and turned. `cap_deg` rounds the ends: the outer edge
    curves down to `inner` over that many degrees beyond each end."""
    unit = _unit_arc_band(card, arc, inner, rotation % 6, extra, step_deg, cap_deg)
    return [(x * size, y * size) for x, y in unit]


@lru_cache(maxsize=2048)
def _unit_arc_band(
    card: Card, arc: Arc, inner: float, rotation: int, extra: float, step_deg: float, cap_deg: float
) -> tuple[Point, ...]:
    """`arc_band` at unit size (cached: a card is drawn at many sizes while zooming)."""
    start, end = arc
    steps = max(2, int(math.ceil((end - start) / step_deg)))
    angles = [start + (end - start) * i / steps for i in range(steps + 1)]
    outer_pts = [place(polar(sand_radius(card, a) + extra, a), 1.0, rotation) for a in angles]
    if cap_deg > 0:
        cap_steps = 6
        head: list[Point] = []
        tail: list[Point] = []
        for i in range(1, cap_steps + 1):
            k = i / cap_steps
            drop = 1.0 - math.sqrt(max(0.0, 1.0 - k * k))  # a quarter circle
            for pts, angle in ((head, start - cap_deg * k), (tail, end + cap_deg * k)):
                outer = sand_radius(card, angle) + extra
                pts.append(place(polar(outer - (outer - inner) * drop, angle), 1.0, rotation))
        outer_pts = head[::-1] + outer_pts + tail
    inner_pts = [place(polar(inner, a), 1.0, rotation) for a in reversed(angles)]
    return tuple(outer_pts + inner_pts)


class Coast(Enum):
    """Which closed coastline `coast_outline` follows."""

    LAND = "land"
    SHALLOWS = "shallows"


def coast_outline(card: Card, coast: Coast, size: float, rotation: int, *, scale: float = 1.0,
                  offset: float = 0.0, steps: int = 96) -> list[Point]:
    """The closed polygon of the land or the shallows (radius times `scale` plus `offset`, unit
    size), scaled to `size` and turned; the unit polygon is cached per card."""
    unit = _unit_coast(card, coast, rotation % 6, scale, offset, steps)
    return [(x * size, y * size) for x, y in unit]


@lru_cache(maxsize=2048)
def _unit_coast(card: Card, coast: Coast, rotation: int, scale: float, offset: float, steps: int) -> tuple[Point, ...]:
    radius = land_radius if coast is Coast.LAND else shallows_radius
    return tuple(outline(lambda a: radius(card, a) * scale + offset, 1.0, rotation, steps))


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
