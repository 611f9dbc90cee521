"""Which beach is which while an island's card box shows: a letter on each beach of the card.

The card box lists an island's beaches by name ("upper-right beach: 1 of 4 spots Orange"), the
names the log and the hints use, taken from the middle of each beach's spots; on a long beach
of a turned card a ship stands far from that middle (play-test 27 read that line with the ship
drawn at the card's top left). While the box shows, each beach of the card gets a line along
the inner side of its spots and a letter badge at its middle, and the box's line for that beach
begins with the same badge (`draw_letter`).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from tongiaki.app.art import cardgeom
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
"""The dark edge under a beach's line (it shows on sand and grass)."""


def badge_radius(size: float) -> int:
    """The radius of a beach's letter badge on a card of hex size `size` (never below 8 px)."""
    return max(8, round(size * 0.095))


def draw_letter(surface: pygame.Surface, centre: Point, radius: int, letter: str) -> pygame.Rect:
    """A letter badge: a dark disc with a light rim and the letter; its box."""
    x, y = round(centre[0]), round(centre[1])
    pygame.draw.circle(surface, MARK_FILL, (x, y), radius)
    pygame.draw.circle(surface, MARK_INK, (x, y), radius, max(2, radius // 5))
    image = text(letter, max(10, round(radius * 1.35)), MARK_INK, bold=True)
    surface.blit(image, image.get_rect(center=(x, y + 1)))
    return pygame.Rect(x - radius, y - radius, 2 * radius + 1, 2 * radius + 1)


def beach_lines(view: TableView, display: DisplayTable, cell: Cell) -> list[tuple[list[Point], Point]]:
    """Per beach of the island at `cell`: its line (points along the inner side of its spots)
    and where its badge goes: inward of the spot nearest the middle of its spots, or of the
    next nearest where that would cover the card's name or value seal (a badge hid Fidschi's
    name), or another badge."""
    card = view.cards[display.cells[cell]]
    centre = view.centre(cell)
    cx, cy = centre
    spot_r = cardgeom.spot_radius(card, view.size)
    inset = spot_r * 1.9
    radius = badge_radius(view.size)
    keep_off = label_boxes(card, centre, view.size, display.rotations.get(cell, 0))
    places: list[tuple[list[Point], Point]] = []
    for spots in view.spot_points(display, cell):
        line: list[Point] = []
        for x, y in spots:
            d = math.hypot(cx - x, cy - y) or 1.0
            line.append((x + (cx - x) * inset / d, y + (cy - y) * inset / d))
        if not line:
            places.append(([], centre))
            continue
        mx, my = sum(x for x, _ in spots) / len(spots), sum(y for _, y in spots) / len(spots)
        order = sorted(range(len(spots)), key=lambda i: (spots[i][0] - mx) ** 2 + (spots[i][1] - my) ** 2)
        # inside the line (never past the middle), on it, else beyond the spot on the sand
        candidates = []
        for share in (1.0, 0.0, -1.0):
            for i in order:
                x, y = line[i] if share >= 0 else spots[i]
                d = math.hypot(cx - x, cy - y) or 1.0
                push = min(radius + 2, max(0.0, d - radius)) * share if share >= 0 else -(spot_r + radius + 1)
                candidates.append((x + (cx - x) * push / d, y + (cy - y) * push / d))

        def clear(point: Point) -> bool:
            box = pygame.Rect(round(point[0]) - radius, round(point[1]) - radius, 2 * radius, 2 * radius)
            return box.collidelist(keep_off) < 0

        badge = next((point for point in candidates if clear(point)), candidates[0])
        keep_off.append(pygame.Rect(round(badge[0]) - radius, round(badge[1]) - radius, 2 * radius, 2 * radius))
        places.append((line, badge))
    return places


def draw_beach_marks(surface: pygame.Surface, view: TableView, display: DisplayTable, cell: Cell,
                     letters: dict[int, str]) -> list[pygame.Rect]:
    """Each beach of the island at `cell` lettered (`letters`: beach -> letter): a line along
    its spots and its badge; the badges' boxes."""
    places = beach_lines(view, display, cell)
    radius = badge_radius(view.size)
    width = max(2, round(view.size * 0.02))
    for beach, (line, _badge) in enumerate(places):
        if beach in letters and len(line) > 1:
            points = [(round(x), round(y)) for x, y in line]
            pygame.draw.lines(surface, MARK_RIM, False, points, width + 3)
            pygame.draw.lines(surface, MARK_INK, False, points, width)
    boxes = []
    for beach, (_line, badge) in enumerate(places):
        if beach in letters:
            boxes.append(draw_letter(surface, badge, radius, letters[beach]))
    return boxes
