"""Which beach is which while an island's card box shows: a letter on each beach of the card.

The card box lists an island's beaches by name ("upper-right beach: 1 of 4 spots Orange"), the
names the log and the hints use, taken from the middle of each beach's spots; on a long beach
of a turned card a ship stands far from that middle (play-test 27 read that line with the ship
drawn at the card's top left). While the box shows, each beach of the card gets a line along
the inner side of its spots and a letter badge at its middle, and the box's line for that beach
begins with the same badge (`draw_letter`).

A badge is never smaller than the log's type at the window's UI scale (`badge_radius`: on the
smallest cards of a late game, zoomed out to fit them, play-test 27 could not read the letters
at 8 px), and it has a dark halo round its light rim, so it reads on sand, grass and sea alike.
Its place keeps off the card's mooring spots, their capacity tags, the name and the value seal
and the other badges; where a small card has no such room, the spots come first.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from tongiaki.app.art import cardgeom
from tongiaki.app.scenes.table_text import BEACH_LETTERS
from tongiaki.app.view.display import occupied_spots
from tongiaki.app.widgets.log import log_font_px
from tongiaki.app.widgets.offview import label_boxes
from tongiaki.app.widgets.ui import text
from tongiaki.rules import Cell

if TYPE_CHECKING:
    from tongiaki.app.view.display import DisplayTable
    from tongiaki.app.view.tableview import TableView

Point = tuple[float, float]

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
INSCRIBED = math.sqrt(3) / 2
"""A card's inscribed radius, as a share of its hex size (a badge beyond its spots stays inside it)."""


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


def beach_lines(view: TableView, display: DisplayTable, cell: Cell) -> list[tuple[list[Point], Point]]:
    """Per beach of the island at `cell`: its line (points along the inner side of its spots)
    and where its badge goes: inward of the spot nearest the middle of its spots, just clear of
    them (or of the next nearest; past the line, deeper in, on it, or beyond the spot on the
    sand), the first place that covers none of the card's spots, nor their capacity tags, its
    name (a badge hid Fidschi's name), its value seal or another badge; where none is that
    clear (a small card), the first inside the beaches that covers no spot nor badge, then one
    beyond the spots, else one that covers no other badge, else the first place."""
    card = view.cards[display.cells[cell]]
    centre = view.centre(cell)
    cx, cy = centre
    spot_r = cardgeom.spot_radius(card, view.size)
    inset = spot_r * 1.9
    radius = view_badge_radius(view)
    labels = label_boxes(card, centre, view.size, display.rotations.get(cell, 0),
                         occupied_spots(display, cell, len(card.beaches)))
    every_spot = [point for spots in view.spot_points(display, cell) for point in spots]
    badges: list[Point] = []

    def off_spots(point: Point) -> bool:
        return all(math.hypot(point[0] - x, point[1] - y) > radius + spot_r for x, y in every_spot)

    def off_badges(point: Point) -> bool:
        return all(math.hypot(point[0] - x, point[1] - y) >= 2 * radius for x, y in badges)

    def off_labels(point: Point) -> bool:
        box = pygame.Rect(round(point[0]) - radius, round(point[1]) - radius, 2 * radius, 2 * radius)
        return box.collidelist(labels) < 0

    def on_card(point: Point) -> bool:
        return math.hypot(point[0] - cx, point[1] - cy) <= view.size * INSCRIBED - radius

    # inside the beaches first: over the card's own name or seal rather than over a neighbour's
    # ships (the box says the name and value); the spots always stay clear where they can
    tiers = ((True, (off_spots, off_badges, off_labels)), (True, (off_spots, off_badges)),
             (False, (off_spots, off_badges, off_labels, on_card)), (False, (off_spots, off_badges)),
             (True, (off_badges,)), (False, (off_badges,)))
    beaches = view.spot_points(display, cell)
    lines: list[list[Point]] = []
    choices: list[list[tuple[bool, Point]]] = []
    for spots in beaches:
        line: list[Point] = []
        for x, y in spots:
            d = math.hypot(cx - x, cy - y) or 1.0
            line.append((x + (cx - x) * inset / d, y + (cy - y) * inset / d))
        lines.append(line)
        if not line:
            choices.append([(True, centre)])
            continue
        mx, my = sum(x for x, _ in spots) / len(spots), sum(y for _, y in spots) / len(spots)
        order = sorted(range(len(spots)), key=lambda i: (spots[i][0] - mx) ** 2 + (spots[i][1] - my) ** 2)
        # inside the line, hugging the spots or past the line (never past the middle), deeper in,
        # on the line, else beyond the spot on the sand
        candidates: list[tuple[bool, Point]] = []
        for push in (radius + 1 + spot_r - inset, radius + 2, 2 * radius + 4, 0.0, None):
            for i in order:
                x, y = line[i] if push is not None else spots[i]
                d = math.hypot(cx - x, cy - y) or 1.0
                step = min(push, max(0.0, d - radius)) if push is not None else -(spot_r + radius + 1)
                candidates.append((push is not None, (x + (cx - x) * step / d, y + (cy - y) * step / d)))
        choices.append(candidates)

    def place(order: list[int]) -> tuple[int, dict[int, Point]]:
        """The badges placed one beach after another in `order`, and how far down the tiers they went."""
        badges.clear()
        cost, placed = 0, {}
        for beach in order:
            found = next(((rank, point) for rank, (inside, tests) in enumerate(tiers)
                          for within, point in choices[beach] if within == inside and all(t(point) for t in tests)),
                         (len(tiers), choices[beach][0][1]))
            cost += found[0]
            placed[beach] = found[1]
            badges.append(found[1])
        return cost, placed

    # the first beach's badge takes its best place: the beaches by turns first, and those with
    # the fewest spots (the fewest places) first, the least crowded arrangement wins
    n = len(beaches)
    orders = [[(first + k) % n for k in range(n)] for first in range(n)]
    orders.append(sorted(range(n), key=lambda b: len(beaches[b])))
    best: tuple[int, dict[int, Point]] | None = None
    for order in orders:
        tried = place(order)
        if best is None or tried[0] < best[0]:
            best = tried
        if best[0] == 0:
            break
    placed = best[1] if best is not None else {}
    places: list[tuple[list[Point], Point]] = [(lines[b], placed.get(b, centre)) for b in range(n)]
    return places


def draw_beach_marks(surface: pygame.Surface, view: TableView, display: DisplayTable, cell: Cell,
                     letters: dict[int, str]) -> list[pygame.Rect]:
    """Each beach of the island at `cell` lettered (`letters`: beach -> letter): a line along
    its spots and its badge, on a dark halo; the badges' boxes (halo included)."""
    places = beach_lines(view, display, cell)
    scale = _view_scale(view)
    radius = badge_radius(view.size, scale)
    px = letter_px(view.size, scale)
    width = max(2, round(view.size * 0.02))
    for beach, (line, _badge) in enumerate(places):
        if beach in letters and len(line) > 1:
            points = [(round(x), round(y)) for x, y in line]
            pygame.draw.lines(surface, MARK_RIM, False, points, width + 3)
            pygame.draw.lines(surface, MARK_INK, False, points, width)
    boxes = []
    for beach, (_line, badge) in enumerate(places):
        if beach in letters:
            x, y = round(badge[0]), round(badge[1])
            pygame.draw.circle(surface, MARK_RIM, (x, y), radius)  # the halo: it reads on sand and sea
            draw_letter(surface, badge, radius - HALO, letters[beach], px)
            boxes.append(pygame.Rect(x - radius, y - radius, 2 * radius + 1, 2 * radius + 1))
    return boxes
