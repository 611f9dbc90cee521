"""Markers at the edges of the table area for cards the view does not show.

Late in a game the automatic view keeps cards readable, so a large table no longer fits: a
play-test found the bottom row cut off and a card under the top bar, with nothing to say there
was more (nor that F shows it all). `offview_sides` counts the cards beyond each edge of the
area; `OffviewMarks` draws a small tab on each such edge (an arrow and "2 more · F": F shows the
whole table) and answers a click on one, which fits the whole table.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from tongiaki.app.widgets.ui import ACCENT, draw_panel, text

Point = tuple[float, float]

SIDES = ("above", "below", "left", "right")
HIDDEN_SHARE = 0.5
"""A card counts as off view when its centre lies beyond the area's edge less this share of the
card's size (a fifth of it hidden or more: a play-test saw a card half under the top bar get no
tab at 0.35)."""


NAME_CLEARANCE = 0.55
"""How far (a share of the card's size) a tab keeps from the centre of the cards it is about."""


def offview_sides(centres: Iterable[Point], area: pygame.Rect, size: float) -> dict[str, int]:
    """How many of the cards centred at `centres` lie beyond each edge of `area` (a card past a
    corner counts for its farther side only)."""
    return {side: len(points) for side, points in offview_cards(centres, area, size).items()}


def offview_cards(centres: Iterable[Point], area: pygame.Rect, size: float) -> dict[str, list[Point]]:
    """The centres of the cards beyond each edge of `area` (see `offview_sides`)."""
    inset = HIDDEN_SHARE * size
    found: dict[str, list[Point]] = {side: [] for side in SIDES}
    for x, y in centres:
        beyond = {
            "above": area.top + inset - y,
            "below": y - (area.bottom - inset),
            "left": area.left + inset - x,
            "right": x - (area.right - inset),
        }
        side = max(beyond, key=lambda s: beyond[s])
        if beyond[side] > 0:
            found[side].append((x, y))
    return found


def _chevron(side: str, centre: Point, half: float) -> list[Point]:
    x, y = centre
    return {
        "above": [(x - half, y + half / 2), (x, y - half / 2), (x + half, y + half / 2)],
        "below": [(x - half, y - half / 2), (x, y + half / 2), (x + half, y - half / 2)],
        "left": [(x + half / 2, y - half), (x - half / 2, y), (x + half / 2, y + half)],
        "right": [(x - half / 2, y - half), (x + half / 2, y), (x - half / 2, y + half)],
    }[side]


class OffviewMarks:
    """The tabs last drawn, for the clicks on them."""

    def __init__(self) -> None:
        self.rects: list[pygame.Rect] = []

    def hit(self, pos: tuple[int, int]) -> bool:
        """True when `pos` is on a tab (a click there shows the whole table)."""
        return any(rect.collidepoint(pos) for rect in self.rects)

    def draw(self, surface: pygame.Surface, centres: Iterable[Point], area: pygame.Rect, size: float,
             scale: float) -> None:
        """A tab on each edge of `area` with cards beyond it."""
        self.rects = []
        beyond = offview_cards(list(centres), area, size)
        px = max(11, round(14 * scale))
        pad = round(6 * scale)
        for side in SIDES:
            n = len(beyond[side])
            if not n:
                continue
            # beside the cards it is about, along its edge (a tab mid-edge was far from them)
            mean_x = sum(x for x, _y in beyond[side]) / n
            mean_y = sum(y for _x, y in beyond[side]) / n
            label = text(f"{n} more · F", px, ACCENT, bold=True)  # small: a longer tab hid a card's name
            arrow = round(px * 0.5)
            width, height = label.get_width() + 3 * pad + 2 * arrow, label.get_height() + pad
            rect = pygame.Rect(0, 0, width, height)
            # beside the cards, not over them: a tab over a cut card hid its name (a play-test)
            aside = round(NAME_CLEARANCE * size)
            inside = area.inflate(-2 * pad, -2 * pad)
            if side in ("above", "below"):
                y = area.top + pad if side == "above" else area.bottom - pad - height
                rect.topleft = (round(mean_x) + aside, y)
                if rect.right > inside.right:  # no room on the right: on the left of the cards
                    rect.topright = (round(mean_x) - aside, y)
            else:
                x = area.left + pad if side == "left" else area.right - pad - width
                rect.topleft = (x, round(mean_y) + aside)
                if rect.bottom > inside.bottom:
                    rect.bottomleft = (x, round(mean_y) - aside)
            rect.clamp_ip(inside)
            draw_panel(surface, rect, (10, 24, 38, 215))
            pygame.draw.polygon(surface, ACCENT, _chevron(side, (rect.x + pad + arrow, rect.centery), arrow * 0.8))
            surface.blit(label, (rect.x + 2 * pad + 2 * arrow, rect.y + pad // 2))
            self.rects.append(rect)
