"""Which beach is which while an island's card box shows: a letter on each beach of the card.

The card box lists an island's beaches by name ("upper-right beach: 1 of 4 spots Orange"), the
names the log and the hints use, taken from the middle of each beach's spots; on a long beach
of a turned card a ship stands far from that middle (play-test 27 read that line with the ship
drawn at the card's top left). While the box shows, each beach of the card gets a line along
its spots, on the side its letter badge lies (inside, or outside where the badge lies beyond
them), and the box's line for that beach begins with the same badge (`draw_letter`).

A badge is never smaller than the log's type at the window's UI scale (`badge_radius`: on the
smallest cards of a late game, zoomed out to fit them, play-test 27 could not read the letters
at 8 px), and it has a dark halo round its light rim, so it reads on sand, grass and sea alike.
Its place (`badge_places`) keeps off the island's name plate (`name_plate_box`, where the card
prints it) and value seal, the other badges and every mooring spot, free or with a ship
(play-test 52 could not see whether the spot under Hawaii's A was free, placing a new ship), and
where the card has room its ships, capacity tags and piers, and a few pixels clear of the
ships, the name and the seal; where a beach has no room inside its spots (the readable-size
cards of the automatic view) its letter lies just beyond them, at the card's edge, reaching
a little over the neighbour's edge but never over its spots or the name (play-tests 33 and 36
read "Hiva Oa" as "Hiva C(A)", and Tonga's letters on its ships), and its line runs beyond
them too (play-test 37 read Tonga's D on the reef below its beach, its line above it). It
stays on the card, on its beach's inner side, wherever the card has room there. The lines
pass under the name, the seal and the capacity tags.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from tongiaki.app.art import cardgeom, namelabels, numberlabels
from tongiaki.app.scenes.table_text import BEACH_LETTERS
from tongiaki.app.view.display import occupied_spots
from tongiaki.app.widgets.log import log_font_px
from tongiaki.app.widgets.ui import text
from tongiaki.rules import Card, Cell

if TYPE_CHECKING:
    from tongiaki.app.view.display import DisplayTable
    from tongiaki.app.view.tableview import TableView

Point = tuple[float, float]
Box = tuple[float, float, float, float]
"""A box relative to a card's centre: (x0, y0, x1, y1)."""


MARK_INK = (110, 225, 255)
"""The colour of the beaches' letters and lines (the log's light: apart from the seats' colours,
the gold of the targets and the hint's pink)."""
MARK_FILL = (8, 18, 30)
"""The badge's inside, as dark as the card box."""
MARK_RIM = (8, 16, 28)
"""The dark edge under a beach's line and the halo round a badge (they show on sand and grass)."""


LETTER_SHARE = 1.35
"""A badge's letter on a large card is this many times the share `SIZE_SHARE` of it (in text
size: `ui.text`); a letter in the card box, this many times its badge's radius."""
SIZE_SHARE = 0.095
"""A badge's radius on a large card, as a share of the card's hex size."""
RIM = 2
"""The badge's light rim, in pixels."""
HALO = 2
"""The dark halo round a badge's rim, in pixels (within `badge_radius`: the badge's footprint)."""


def letter_px(size: float, scale: float = 1.0) -> int:
    """The text size of a beach's letter on a card of hex size `size` at UI `scale`: the log's
    (`log_font_px`: letters of 11 px and less could not be read on a late game's small cards),
    larger on a large card."""
    return max(log_font_px(scale), round(size * SIZE_SHARE * LETTER_SHARE))


@lru_cache(maxsize=32)
def _letter_reach(px: int) -> int:
    """How far from its middle the widest of the beaches' letters reaches at text size `px`
    (half the diagonal of its drawn pixels): the badge's inside holds it."""
    boxes = [text(letter, px, MARK_INK, bold=True).get_bounding_rect() for letter in BEACH_LETTERS]
    return math.ceil(max(math.hypot(box.width, box.height) for box in boxes) / 2)


def badge_radius(size: float, scale: float = 1.0) -> int:
    """The radius of a beach's letter badge on a card of hex size `size` at UI `scale`, its
    halo included: its letter (`letter_px`) inside its rim, and no more."""
    return _letter_reach(letter_px(size, scale)) + RIM + HALO


def _view_scale(view: TableView) -> float:
    """The UI scale the view's camera was given (the window's: the log's text grows with it)."""
    return float(getattr(view.camera, "ui_scale", 1.0))


def view_badge_radius(view: TableView) -> int:
    """`badge_radius` of the view's cards at its camera's UI scale: the footprint each badge is drawn with."""
    return badge_radius(view.size, _view_scale(view))


def draw_letter(surface: pygame.Surface, centre: Point, radius: int, letter: str,
                size: int | None = None) -> pygame.Rect:
    """A letter badge: a dark disc with a light rim and the letter (at text size `size`, else
    one for the radius), its drawn pixels in the middle; its box."""
    x, y = round(centre[0]), round(centre[1])
    pygame.draw.circle(surface, MARK_FILL, (x, y), radius)
    pygame.draw.circle(surface, MARK_INK, (x, y), radius, max(RIM, radius // 5))
    image = text(letter, size if size is not None else max(10, round(radius * LETTER_SHARE)), MARK_INK, bold=True)
    drawn = image.get_bounding_rect()
    surface.blit(image, (x - drawn.centerx, y - drawn.centery))
    return pygame.Rect(x - radius, y - radius, 2 * radius + 1, 2 * radius + 1)


def name_plate_box(card: Card, size: float, rotation: int) -> Box | None:
    """Where the island card of hex size `size`, turned `rotation`, shows its name plate,
    relative to its centre (x0, y0, x1, y1): as the card's face prints it
    (`namelabels.island_name_label` at `namelabels.name_place`, moved off the spots and narrowed), or
    where the table writes it on a card too small to print it (`ShipsView._draw_small_names`).
    None for a water card."""
    if not card.is_island:
        return None
    px = max(4, int(round(size)))
    label = namelabels.island_name_label(card.name, px)
    if label is None:
        drawn = namelabels.small_name_label(card.name, namelabels.SMALL_NAME_PX).get_bounding_rect()
        x, y, width = 0.0, cardgeom.NAME_Y * size, float(drawn.width)
    else:
        drawn = label.get_bounding_rect()
        (x, y), fitted = namelabels.name_place(card, px, rotation % 6, drawn.width, drawn.height)
        width = float(fitted)
    return (x - width / 2, y - drawn.height / 2, x + width / 2, y + drawn.height / 2)


def beach_lines(view: TableView, display: DisplayTable, cell: Cell) -> list[tuple[list[Point], Point]]:
    """Per beach of the island at `cell`: its line (points along its spots, on their inner side,
    or on their outer side where its badge lies beyond them) and where its badge goes
    (`badge_places`, for the card as it lies: its ships and king)."""
    card = view.cards[display.cells[cell]]
    cx, cy = view.centre(cell)
    spot_r = cardgeom.spot_radius(card, view.size)
    whole = max(4, round(view.size))  # worked out once per whole pixel of size (a zoom passes many)
    places = badge_places(card, whole, display.rotations.get(cell, 0) % 6,
                          occupied_spots(display, cell, len(card.beaches)), cell in display.kings,
                          view_badge_radius(view))
    k = view.size / whole
    marks: list[tuple[list[Point], Point]] = []
    for spots, (bx, by) in zip(view.spot_points(display, cell), places, strict=True):
        badge = (cx + bx * k, cy + by * k)
        ring = sum(math.hypot(x - cx, y - cy) for x, y in spots) / max(1, len(spots))
        # the line runs on the badge's side of the spots: inside, or outside where the badge
        # lies beyond them (play-test 37 read a letter beyond its beach, its line inside, as
        # another beach's)
        inset = spot_r * LINE_INSET * (-1.0 if math.hypot(bx * k, by * k) > ring else 1.0)
        line: list[Point] = []
        for x, y in spots:
            d = math.hypot(cx - x, cy - y) or 1.0
            line.append((x + (cx - x) * inset / d, y + (cy - y) * inset / d))
        marks.append((line, badge))
    return marks


NAME_COST = 200.0
"""What a badge over the island's name plate costs (a badge made "Hiva Oa" read "Hiva C(A)":
play-tests 33 and 36): more than anything but another badge (even a touch costs more than
lying past the card's edge and beyond its beach at once)."""
SEAL_COST = 200.0
"""What a badge over the island's value seal costs."""
BADGE_COST = 1000.0
"""What a badge over another badge costs: never, where the card has any other place."""
TAG_COST = 25.0
"""What a badge over a beach's capacity tag costs (the number the player reads)."""
SHIP_COST = 120.0
"""What a badge over a ship (or the king) costs, its sail above its spot included: whose ships
stand on the beach is what the player looks at (play-test 36 saw Tonga's C, D and E on them)."""
SPOT_COST = 55.0
"""What a badge over a mooring spot of the card costs, free or with a ship, of any beach (once
however many it covers, even a touch: up to twice as much the deeper): more than lying beyond
its beach and reaching past the card's edge at once. Whether a spot is free is what a player
reads before clicking it (play-test 52 could not see whether the middle spot of Hawaii's top
beach was free under its A, placing a new ship); on the readable-size cards of the automatic
view, where a beach has no room inside its spots, its letter lies beyond them at the card's
edge. (On cards much smaller, as the whole table shows them in a small window, where a badge
beyond its spots would lie off its card over the neighbour's, a letter may lie over them.)"""
SPOT_CLEAR = 1.0
"""How many pixels a badge keeps from every mooring spot (the disc and the badge are drawn at
whole pixels)."""
OFF_CARD_COST = 30.0
"""What a badge reaching past the card's edge costs (over the neighbour's edge), besides
`EDGE_COST` for reaching it at all."""
EDGE_COST = 12.0
"""What a badge costs for reaching past the card's edge at all: a letter lies on the card's
frame only where the card has no room clear of its spots (play-test 37 read Muroroa's A there,
half in the sea)."""
OFF_CARD_CENTRE_COST = 100.0
"""What a badge whose middle lies past the card's edge costs: as much as the name."""
FAR_SIDE_COST = 20.0
"""What a badge costs for lying beyond its beach's spots (from nothing at the spots' middles to
all of it a spot's width beyond them): a letter lies inside its beach where the card has room
there (play-test 37 read Tonga's D on the reef below its beach); beyond them, its line runs
beyond them too (`beach_lines`)."""
CLEAR = 3.0
"""How many pixels a badge keeps from ships, the name plate and the value seal where the card
has room (play-test 37 found letters 2 or 3 pixels from them on the readable-size cards)."""
CLOSE_COST = 6.0
"""What a badge costs for touching the `CLEAR` margin of a ship, the name plate or the seal,
more the nearer it comes (less than covering a free spot: on a crowded card it comes close
rather than covering what is read)."""
PIER_COST = 4.0
"""What a badge over a pier costs."""
KING_SPOT_COST = 3.0
"""What a badge over the empty king spot (the crest) costs."""
AMBIGUOUS_COST = 30.0
"""What a badge as near another beach's spots as its own costs (it would read as that beach's);
less the nearer it is to its own, nothing once `CLEARLY_NEARER` times nearer."""
CLEARLY_NEARER = 1.3
"""A badge this many times nearer its own beach's spots than any other's reads as its beach's."""
FAR_COST = 2.0
"""What a badge costs per badge radius it keeps from its beach's line (next to its line)."""
LINE_INSET = 1.9
"""How far inside its beach's spots the beach's line runs, in spot radii."""
MIDDLE_COST = 0.5
"""What a badge costs at the end of its beach's spots (the middle costs nothing)."""
ASIDE_COST = 8.0
"""What a badge costs `ASIDE_DEGREES` round the card past its beach's end spots: it lies
between two beaches there."""
TOUCH = 0.2
"""The share of an item's cost a badge pays for only touching it (the rest grows with how deep
it covers it)."""
ASIDE_DEGREES = 25.0
"""How far (degrees) past its beach's end spots a badge may go round the card."""
ANGLE_STEP = 6.0
"""The candidate places' step round the card, in degrees."""


def _cover_disc(point: Point, radius: float, disc: tuple[float, float, float]) -> float:
    """How deep a badge of `radius` at `point` reaches into the disc (x, y, r), as a share of
    the lesser of their widths (0: apart)."""
    x, y, r = disc
    depth = radius + r - math.hypot(point[0] - x, point[1] - y)
    return 0.0 if depth <= 0 else min(1.0, depth / (2 * min(radius, r)))


def _cover_box(point: Point, radius: float, box: Box) -> float:
    """How deep a badge of `radius` at `point` reaches into `box`, as a share of the lesser of
    their widths (0: apart)."""
    x0, y0, x1, y1 = box
    px, py = point
    dx, dy = max(x0 - px, 0.0, px - x1), max(y0 - py, 0.0, py - y1)
    outside = math.hypot(dx, dy)
    depth = radius - outside if outside > 0 else radius + min(px - x0, x1 - px, py - y0, y1 - py)
    return 0.0 if depth <= 0 else min(1.0, depth / min(2 * radius, x1 - x0, y1 - y0))


def _from_line(point: Point, line: list[Point]) -> float:
    """How far `point` lies from the polyline `line` (its points, one or more)."""
    px, py = point
    best = math.hypot(px - line[0][0], py - line[0][1])
    for (ax, ay), (bx, by) in zip(line, line[1:], strict=False):
        dx, dy = bx - ax, by - ay
        t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy or 1.0)))
        best = min(best, math.hypot(ax + t * dx - px, ay + t * dy - py))
    return best


_EDGE_NORMALS = tuple((math.cos(math.radians(90.0 + 60.0 * k)), math.sin(math.radians(90.0 + 60.0 * k)))
                      for k in range(6))


def place_costs(card: Card, size: float, rotation: int, occupied: frozenset[tuple[int, int]], king: bool,
                radius: int) -> list[list[tuple[float, Point]]]:
    """Per beach of the island card (as `badge_places` takes it), the places its badge of
    `radius` may take next to it and what each costs for where it lies and what it covers
    (other badges aside), cheapest first."""
    beaches = cardgeom.spot_positions(card, size, rotation)
    spot_r = cardgeom.spot_radius(card, size)
    discs: list[tuple[tuple[float, float, float], float]] = []  # (disc, cost)
    boxes: list[tuple[Box, float]] = []
    kept: list[Box] = []  # what a badge keeps `CLEAR` of
    moored: list[tuple[float, float, float]] = []  # every mooring spot, free or with a ship
    for beach, spots in enumerate(beaches):
        for index, (x, y) in enumerate(spots):
            moored.append((x, y, spot_r + SPOT_CLEAR))
            if (beach, index) in occupied:
                boxes.append((cardgeom.ship_box((x, y), spot_r), SHIP_COST))
                kept.append(boxes[-1][0])
    px = max(4, int(round(size)))
    boxes += [((b.left, b.top, b.right, b.bottom), TAG_COST)
              for b in numberlabels.capacity_tag_boxes(card, px, rotation, occupied)]
    name = name_plate_box(card, size, rotation)
    if name is not None:
        x0, y0, x1, y1 = name
        boxes.append(((x0 - 1, y0 - 1, x1 + 1, y1 + 1), NAME_COST))  # a pixel clear of its letters
        kept.append(boxes[-1][0])
    seal = numberlabels.value_seal_box(card, px)
    if seal is not None:
        boxes.append(((seal.left - 1, seal.top - 1, seal.right + 1, seal.bottom + 1), SEAL_COST))
        kept.append(boxes[-1][0])
    kx, ky = cardgeom.king_spot(size)
    if king:
        boxes.append((cardgeom.king_ship_box(size), SHIP_COST))  # as the table draws the king
        kept.append(boxes[-1][0])
    else:
        discs.append(((kx, ky, cardgeom.king_spot_radius(size)), KING_SPOT_COST))
    pier_r = cardgeom.PIER_WIDTH * size
    for pier in cardgeom.piers(card, size, rotation):
        (sx, sy), (ex, ey) = pier.start, pier.end
        discs += [(((sx + ex) / 2, (sy + ey) / 2, pier_r), PIER_COST), ((ex, ey, pier_r), PIER_COST)]
    apothem = cardgeom.APOTHEM * size
    ring = max((math.hypot(x, y) for spots in beaches for x, y in spots), default=0.6 * size)
    step = max(1.5, radius / 2.5)
    aside = math.radians(ASIDE_DEGREES)
    choices: list[list[tuple[float, Point]]] = []
    for beach, spots in enumerate(beaches):
        if not spots:
            choices.append([(0.0, (0.0, 0.0))])
            continue
        middle = math.atan2(sum(y for _, y in spots), sum(x for x, _ in spots))
        offsets = [math.remainder(math.atan2(y, x) - middle, math.tau) for x, y in spots]
        first, last = min(offsets), max(offsets)
        spread = max(abs(first), abs(last), 1e-6)
        low, high = first - aside, last + aside
        reach = ring + spot_r + radius + 2
        near = spot_r + 3 * radius  # another beach's spots farther than this from all its own cannot be nearer
        line = [(x * (1 - spot_r * LINE_INSET / ring), y * (1 - spot_r * LINE_INSET / ring)) for x, y in spots]
        others = [(x, y) for b, rest in enumerate(beaches) if b != beach for x, y in rest
                  if min(math.hypot(x - sx, y - sy) for sx, sy in spots) < near]
        count = max(2, math.ceil(math.degrees(high - low) / ANGLE_STEP))
        angles = [(offset, math.cos(middle + offset), math.sin(middle + offset))
                  for offset in (low + (high - low) * i / count for i in range(count + 1))]
        tried: list[tuple[float, Point]] = []  # (what it costs for where it lies, the place)
        hugging = (ring - spot_r - radius - 1, ring + spot_r + radius + 1)  # just clear of the spots
        distances = [0.12 * size + step * k for k in range(math.floor((reach - 0.12 * size) / step) + 1)]
        for distance in sorted({*distances, *(d for d in hugging if d > 0)}):
            for offset, cos, sin in angles:
                bx, by = distance * cos, distance * sin
                own = min(math.hypot(bx - x, by - y) for x, y in spots)
                inside = min(max(offset, first), last)
                cost = FAR_COST * max(0.0, _from_line((bx, by), line) - radius - 2) / radius
                if distance > ring:
                    cost += FAR_SIDE_COST * min(1.0, (distance - ring) / (2 * spot_r))
                cost += MIDDLE_COST * abs(inside) / spread + ASIDE_COST * abs(offset - inside) / aside
                if others:
                    apart = min(math.hypot(bx - x, by - y) for x, y in others) / max(own, 1.0)
                    if apart < CLEARLY_NEARER:
                        cost += AMBIGUOUS_COST * min(1.0, (CLEARLY_NEARER - apart) / (CLEARLY_NEARER - 1))
                if distance + radius > apothem:
                    past = max(bx * nx + by * ny for nx, ny in _EDGE_NORMALS) + radius - apothem
                    if past > 0:
                        cost += EDGE_COST + OFF_CARD_COST * min(1.0, past / (2 * radius))
                    if past > radius:
                        cost += OFF_CARD_CENTRE_COST
                tried.append((cost, (bx, by)))
        # what the places cover: only what lies within a badge's reach of them counts
        left = min(x for _, (x, _) in tried) - radius
        right = max(x for _, (x, _) in tried) + radius
        top = min(y for _, (_, y) in tried) - radius
        bottom = max(y for _, (_, y) in tried) + radius
        near_discs = [(disc, cost) for disc, cost in discs
                      if left - disc[2] <= disc[0] <= right + disc[2] and top - disc[2] <= disc[1] <= bottom + disc[2]]
        near_boxes = [(box, cost) for box, cost in boxes
                      if box[0] <= right and box[2] >= left and box[1] <= bottom and box[3] >= top]
        near_kept = [box for box in kept
                     if box[0] <= right + CLEAR and box[2] >= left - CLEAR and box[1] <= bottom + CLEAR and box[3] >= top - CLEAR]
        near_spots = [disc for disc in moored
                      if left - disc[2] <= disc[0] <= right + disc[2] and top - disc[2] <= disc[1] <= bottom + disc[2]]
        candidates: list[tuple[float, Point]] = []
        for cost, point in tried:
            covered = max((_cover_disc(point, radius, disc) for disc in near_spots), default=0.0)
            if covered > 0:
                cost += SPOT_COST * (1 + covered)
            for disc, weight in near_discs:
                share = _cover_disc(point, radius, disc)
                if share > 0:
                    cost += weight * (TOUCH + (1 - TOUCH) * share)
            for box, weight in near_boxes:
                share = _cover_box(point, radius, box)
                if share > 0:
                    cost += weight * (TOUCH + (1 - TOUCH) * share)
            if near_kept:  # the nearest of them counts
                gap = min(math.hypot(max(x0 - point[0], 0.0, point[0] - x1), max(y0 - point[1], 0.0, point[1] - y1))
                          for x0, y0, x1, y1 in near_kept) - radius
                if gap < CLEAR:
                    cost += CLOSE_COST * min(1.0, (CLEAR - gap) / CLEAR)
            candidates.append((cost, point))
        candidates.sort()
        choices.append(candidates)
    return choices


@lru_cache(maxsize=64)
def badge_places(card: Card, size: float, rotation: int, occupied: frozenset[tuple[int, int]], king: bool,
                 radius: int) -> tuple[Point, ...]:
    """Where each beach's badge of `radius` goes on the island card of hex size `size`, turned
    `rotation`, with ships on its spots `occupied` (beach, spot) and a king or not, relative to
    its centre: next to its beach (round the card from its beach's middle at most
    `ASIDE_DEGREES` past its end spots, from deep inside to just beyond its spots), at the
    place that costs least. A place costs for what it covers, each the more the deeper
    (`TOUCH` for a touch): another badge most, then the name plate and the value seal, the
    ships (and the king), a mooring spot of any beach, free or not (`SPOT_COST`), reaching
    past the card's edge or lying beyond its beach's spots, the capacity tags, coming within
    `CLEAR` of a ship, the name or the seal, the piers and the empty crest; and a little for
    keeping away from its beach's line or its middle, or as near another beach's. Where the
    card has room clear of all of them (a large card) the badge covers none; on the
    readable-size cards of the automatic view a beach with no room inside its spots has its
    letter just beyond them, reaching past the card's edge, rather than over a spot (play-test
    52) or the name (play-tests 33 and 36). The badges are placed one beach after another,
    in a few orders (each beach first by turns, the beaches with the fewest spots first), and
    the cheapest arrangement wins."""
    beaches = cardgeom.spot_positions(card, size, rotation)
    choices = place_costs(card, size, rotation, occupied, king, radius)

    def arrange(order: list[int]) -> tuple[float, dict[int, Point]]:
        """The badges placed one beach after another in `order`, and what they cost."""
        placed: dict[int, Point] = {}
        total = 0.0
        for beach in order:
            best: tuple[float, Point] | None = None
            for cost, point in choices[beach]:  # cheapest first: the others only add
                if best is not None and cost >= best[0]:
                    break
                for other in placed.values():
                    share = _cover_disc(point, radius, (other[0], other[1], radius))
                    if share > 0:
                        cost += BADGE_COST * (TOUCH + (1 - TOUCH) * share)
                if best is None or cost < best[0]:
                    best = (cost, point)
            assert best is not None
            total += best[0]
            placed[beach] = best[1]
        return total, placed

    n = len(beaches)
    orders = [[(first + k) % n for k in range(n)] for first in range(n)]
    orders.append(sorted(range(n), key=lambda b: len(beaches[b])))
    arrangements = [arrange(order) for order in orders]
    _total, placed = min(arrangements, key=lambda arrangement: arrangement[0])
    return tuple(placed[b] for b in range(n))


def draw_beach_marks(surface: pygame.Surface, view: TableView, display: DisplayTable, cell: Cell,
                     letters: dict[int, str]) -> list[pygame.Rect]:
    """Each beach of the island at `cell` lettered (`letters`: beach -> letter): a line along
    its spots and its badge, on a dark halo; the badges' boxes (halo included)."""
    places = beach_lines(view, display, cell)
    scale = _view_scale(view)
    radius = badge_radius(view.size, scale)
    px = letter_px(view.size, scale)
    width = max(2, round(view.size * 0.02))
    # the lines pass under the island's name and value seal (one ran through Rarotonga's last
    # letter): what they cover of them is put back
    kept = [(surface.subsurface(box).copy(), box) for box in _read_boxes(view, display, cell, surface.get_rect())]
    for beach, (line, _badge) in enumerate(places):
        if beach in letters and len(line) > 1:
            points = [(round(x), round(y)) for x, y in line]
            pygame.draw.lines(surface, MARK_RIM, False, points, width + 3)
            pygame.draw.lines(surface, MARK_INK, False, points, width)
    for image, box in kept:
        surface.blit(image, box)
    boxes = []
    for beach, (_line, badge) in enumerate(places):
        if beach in letters:
            x, y = round(badge[0]), round(badge[1])
            pygame.draw.circle(surface, MARK_RIM, (x, y), radius)  # the halo: it reads on sand and sea
            draw_letter(surface, badge, radius - HALO, letters[beach], px)
            boxes.append(pygame.Rect(x - radius, y - radius, 2 * radius + 1, 2 * radius + 1))
    return boxes


def _read_boxes(view: TableView, display: DisplayTable, cell: Cell, within: pygame.Rect) -> list[pygame.Rect]:
    """The screen boxes (inside `within`) of what the island at `cell` prints to be read in its
    middle, its name plate and its value seal, and its beaches' capacity tags (a line beyond
    its spots passes over them)."""
    card = view.cards[display.cells[cell]]
    cx, cy = view.centre(cell)
    rotation = display.rotations.get(cell, 0) % 6
    px = max(4, int(round(view.size)))
    boxes = [box.move(round(cx), round(cy)) for box in numberlabels.capacity_tag_boxes(
        card, px, rotation, occupied_spots(display, cell, len(card.beaches)))]
    name = name_plate_box(card, view.size, display.rotations.get(cell, 0) % 6)
    if name is not None:
        x0, y0, x1, y1 = name
        boxes.append(pygame.Rect(math.floor(cx + x0), math.floor(cy + y0), math.ceil(x1 - x0) + 1, math.ceil(y1 - y0) + 1))
    seal = numberlabels.value_seal_box(card, max(4, int(round(view.size))))
    if seal is not None:
        boxes.append(seal.move(round(cx), round(cy)))
    return [box.clip(within) for box in boxes if box.colliderect(within)]
