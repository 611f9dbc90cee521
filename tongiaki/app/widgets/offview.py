"""Markers at the edges of the table area for cards the view does not show.

Late in a game the automatic view keeps cards readable, so a large table no longer fits: a
play-test found the bottom row cut off and a card under the top bar, with nothing to say there
was more (nor that F shows it all). `offview_sides` counts the cards beyond each edge of the
area; `OffviewMarks` draws a small tab on each such edge (an arrow and "2 more · F": F shows the
whole table) and answers a click on one, which fits the whole table.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from tongiaki.app.art.cardart import (
    MIN_NAME_PX,
    NAME_SHARE,
    NAME_WIDEST,
    capacity_tag_boxes,
    danger_badge_boxes,
    value_seal_box,
)
from tongiaki.app.art.cardgeom import NAME_Y
from tongiaki.app.widgets.ui import ACCENT, draw_panel, text
from tongiaki.rules import Card

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


def name_box(centre: Point, size: float) -> pygame.Rect:
    """About where an island card centred at `centre`, of hex size `size`, has its name: as
    wide as a name may reach (`cardart.island_name_label` narrows it to `NAME_WIDEST` sizes), as
    high as its letters at their least size and a little more."""
    x, y = centre
    height = max(NAME_SHARE * size, MIN_NAME_PX) * 1.3
    box = pygame.Rect(0, 0, round(NAME_WIDEST * size), round(height))
    box.center = (round(x), round(y + NAME_Y * size))
    return box


def label_boxes(card: Card, centre: Point, size: float, rotation: int) -> list[pygame.Rect]:
    """Where an island card centred at `centre` on the table, of hex size `size`, turned
    `rotation`, has what a player reads on it: its name (`name_box`), its beaches' capacity
    tags (as the table draws them over the ships: `cardart.capacity_tag_boxes`) and its value
    seal (`cardart.value_seal_box`). None for a water card (`badge_boxes`)."""
    if not card.is_island:
        return []
    x, y = round(centre[0]), round(centre[1])
    boxes = [name_box(centre, size)]
    boxes += [box.move(x, y) for box in capacity_tag_boxes(card, max(4, int(round(size))), rotation % 6)]
    seal = value_seal_box(card, size)
    if seal is not None:
        boxes.append(seal.move(x, y))
    return boxes


def spot_boxes(spots: Iterable[Point], radius: float) -> list[pygame.Rect]:
    """The boxes of mooring spots (or ships) centred at `spots`, `radius` pixels around: where
    the player clicks or drops a ship, which a tab over them would take."""
    reach = max(2, round(radius))
    return [pygame.Rect(round(x) - reach, round(y) - reach, 2 * reach, 2 * reach) for x, y in spots]


def badge_boxes(card: Card, centre: Point, size: float, rotation: int) -> list[pygame.Rect]:
    """Where a water card centred at `centre` on the table has its wakes' danger numbers
    (`cardart.danger_badge_boxes`); none for an island."""
    if card.is_island:
        return []
    x, y = round(centre[0]), round(centre[1])
    return [box.move(x, y) for box in danger_badge_boxes(card, max(1, int(round(size))), rotation % 6)]


def tab_place(side: str, tab: tuple[int, int], cards: Point, area: pygame.Rect, size: float, pad: int,
              keep_off: Sequence[Sequence[pygame.Rect]] = ()) -> pygame.Rect:
    """Where the tab of `side` goes, `tab` (width, height) large: along that edge of `area`,
    beside the mean centre `cards` of the cards it is about, not over them (a tab over a cut
    card hid its name: a play-test), on their right (below them on a side edge) where it fits;
    and off the boxes of `keep_off`, groups of them from the most to the least important (the
    table's: what is read and clicked on the islands in view, then the water cards' danger
    numbers), moved on along the edge as far as it must: the first place clear of every group,
    else of all but the last, and so on (play-test 24's "4 more · F" lay over Tuvalu's name, a
    card in view at the top edge; play-test 25's over a beach's capacity tag and part of a
    value seal). Where every place meets the first group, the first place."""
    width, height = tab
    aside = round(NAME_CLEARANCE * size)
    inside = area.inflate(-2 * pad, -2 * pad)
    along = side in ("above", "below")
    mean = round(cards[0] if along else cards[1])
    first, last = (inside.left, inside.right - width) if along else (inside.top, inside.bottom - height)
    length = width if along else height
    starts = [mean + aside, mean - aside - length]  # after the cards, then before them
    if starts[0] > last:  # no room after them: before them first
        starts.reverse()
    step = max(4, round(size * 0.25))
    places = [*starts, *(start + k * step * (1 if start > mean else -1) for k in range(1, 40) for start in starts)]
    fixed = {"above": area.top + pad, "below": area.bottom - pad - height,
             "left": area.left + pad, "right": area.right - pad - width}[side]  # across the edge
    groups = [list(group) for group in keep_off]  # made once: `collidelist` takes a list
    best: tuple[int, pygame.Rect] | None = None  # (how many groups it is clear of, place)
    for start in places:
        at = min(max(start, first), last)
        rect = pygame.Rect((at, fixed) if along else (fixed, at), tab)
        rect.clamp_ip(inside)
        clear = next((k for k, group in enumerate(groups) if rect.collidelist(group) >= 0), len(groups))
        if clear == len(groups):
            return rect
        if best is None or clear > best[0]:
            best = (clear, rect)
    assert best is not None
    return best[1]


class OffviewMarks:
    """The tabs last drawn, for the clicks on them."""

    def __init__(self) -> None:
        self.rects: list[pygame.Rect] = []

    def hit(self, pos: tuple[int, int]) -> bool:
        """True when `pos` is on a tab (a click there shows the whole table)."""
        return any(rect.collidepoint(pos) for rect in self.rects)

    def draw(self, surface: pygame.Surface, centres: Iterable[Point], area: pygame.Rect, size: float,
             scale: float, keep_off: Sequence[Sequence[pygame.Rect]] = ()) -> None:
        """A tab on each edge of `area` with cards beyond it, beside them and off the boxes of
        `keep_off` as far as it can, the first group first (`tab_place`)."""
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
            rect = tab_place(side, rect.size, (mean_x, mean_y), area, size, pad, keep_off)
            draw_panel(surface, rect, (10, 24, 38, 215))
            pygame.draw.polygon(surface, ACCENT, _chevron(side, (rect.x + pad + arrow, rect.centery), arrow * 0.8))
            surface.blit(label, (rect.x + 2 * pad + 2 * arrow, rect.y + pad // 2))
            self.rects.append(rect)
