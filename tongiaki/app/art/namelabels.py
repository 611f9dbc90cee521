"""An island's name on its card: the label, its lines, its plate and its place.

`island_name_label` draws the name at a card's size (narrowed, or on two lines, or cut with an
ellipsis when it is long; None on a card too small to print it: `name_printed`), on a
translucent plate (`name_on_plate`). `name_place` finds where on the card it keeps off the
mooring spots and the capacity tags (and, where the card has room, the ships the table may
draw on them and the king's); `placed_name_label` is the two together, which the face
draws (`draw_island_name`) and the table draws again over the ships that reach into it.
`small_name_label` is the name the table writes over a card too small to print it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from tongiaki.app.art import cardgeom as geom
from tongiaki.app.art import numberlabels
from tongiaki.app.art.drawing import MIN_LABEL_PX, font, outlined_text
from tongiaki.app.art.palette import TEXT_LIGHT
from tongiaki.app.view.hexview import Point
from tongiaki.rules.cards import Card


@lru_cache(maxsize=512)
def placed_name_label(card: Card, size: float, rotation: int) -> tuple[pygame.Surface, Point] | None:
    """An island's name plate as a card face of hex size `size`, turned `rotation`, prints it
    (`island_name_label`, narrowed to its place) and where its top-left goes relative to the
    card's centre (rounded to the pixel where it is drawn); None where the card prints no name.
    The face draws it (`draw_island_name`), and the table draws it again over the ships
    that reach into it (`ShipsView._names_over_ships`)."""
    label = island_name_label(card.name, size)
    if label is None:
        return None
    bounds = label.get_bounding_rect()
    (x, y), width = name_place(card, int(size), rotation % 6, bounds.width, bounds.height)
    if width < bounds.width:
        k = width / bounds.width
        label = pygame.transform.smoothscale(label, (max(1, round(label.get_width() * k)), label.get_height()))
        bounds = pygame.Rect(round(bounds.x * k), bounds.y, width, bounds.height)
    return label, (x - bounds.width / 2 - bounds.x, y - bounds.height / 2 - bounds.y)


def draw_island_name(surface: pygame.Surface, card: Card, centre: Point, size: float, rotation: int = 0) -> None:
    """The island's name on a face centred at `centre`, above the king spot (off the mooring
    spots: `name_place`; the point value below it is `numberlabels.draw_value_seal`); upright
    for every rotation."""
    placed = placed_name_label(card, size, rotation % 6)
    if placed is not None:
        label, (x, y) = placed
        surface.blit(label, (round(centre[0] + x), round(centre[1] + y)))


SMALL_NAME_PX = 9
"""The size (px) of the islands' names the table draws over cards too small to print them
(`ShipsView._draw_small_names`; the beach letters keep off them, `beachmarks`)."""


SMALL_NAME_WIDEST = 120
"""The widest (px) an island's name over a small card is drawn (`small_name_label`): wider, it
wraps onto two lines, then is cut with an ellipsis (at 9 px a 60-letter name was a line of 330 px
over its neighbours); every name of the shipped decks is narrower than half of it."""


@lru_cache(maxsize=256)
def small_name_label(name: str, px: int) -> pygame.Surface:
    """An island's name at `px` for a card too small to print it legibly (`island_name_label`
    leaves it out below `MIN_LABEL_PX`): the table draws it over the card, beyond its edges if
    it must, like a map's label; a name wider than `SMALL_NAME_WIDEST` on two lines (`name_lines`)."""
    lines = name_lines(name, px, 1, SMALL_NAME_WIDEST)
    return name_on_plate(_stacked([outlined_text(line, px, TEXT_LIGHT, (20, 40, 24), 1) for line in lines], 1))


NAME_PLATE: tuple[int, int, int, int] = (22, 46, 28, 176)
"""The translucent dark green plate under an island's name: on the pale sand a name with only its
one-pixel outline was pale on pale, and narrowed or zoomed out it went grey (play-test 30); on the
plate it keeps its contrast wherever it lands, and the land shows through a little."""


def name_on_plate(label: pygame.Surface) -> pygame.Surface:
    """An island's name `label` on a rounded `NAME_PLATE` as large as its letters' box (their
    outline included; the label keeps its size): the plate fills between and inside the letters
    and never reaches past them, so the name keeps off the mooring spots as it did."""
    box = label.get_bounding_rect()
    plate = pygame.Surface(label.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(plate, NAME_PLATE, box, border_radius=max(1, round(box.height * 0.3)))
    plate.blit(label, (0, 0))
    return plate


NAME_SHARE = 0.23
"""An island's name is this share of its card's size high."""
NAME_WIDEST = 1.12
"""An island's name is at most this share of its card's size wide (narrowed to fit)."""
MIN_NAME_PX = 13
"""The least font size (px) of an island's name printed on its card: on the smaller cards of a
late whole-table view (key F: hex sizes 35 to 56, cards 70 to 112 px wide) the names were 8 to
12 px high and a play-test could not read them. At 13 px the longest name of the standard deck
is 51 px wide: on a card under hex size 46 it is narrowed to 1.12 times the size (at 42, the
smallest card of a late 4-player table in the whole-table view at 1280x800, the labels are 11
to 12 px high, against 9 before)."""


def name_printed(size: float) -> bool:
    """Whether a card of hex circumradius `size` prints its island's name (`island_name_label`)."""
    return int(size * NAME_SHARE) >= MIN_LABEL_PX


NAME_SHRINK_FLOOR = 0.75
"""An island's name too wide for its card is shrunk (as a whole, to `NAME_WIDEST` times the size)
to this share of its size at the least: every name of the shipped decks fits so on the smallest
card that prints names (hex size 35, where Rarotonga is shrunk to 0.77). A name that would need
more wraps onto two lines (`name_lines`), and what is still too wide is cut with an ellipsis:
play-test 39's 45-letter name was shrunk to 0.13, a grey bar 2 px high on its card."""


def island_name_label(name: str, size: float) -> pygame.Surface | None:
    """An island's name as drawn on a card of hex circumradius `size` (None when too small to
    read): 0.23 of the size high but never under `MIN_NAME_PX`, narrowed to at most 1.12 times
    the size, which lets a long name reach over the sand (a play-test read 6 px names on a late
    table at the readable floor, when they were 0.2 of the size high and kept to the land's
    0.98). A name that would be shrunk under `NAME_SHRINK_FLOOR` goes on two lines, cut with an
    ellipsis when even they cannot hold it (the card's hover box and the deck viewer tell it whole)."""
    if not name_printed(size):
        return None
    name_px = max(int(size * NAME_SHARE), MIN_NAME_PX)
    outline = 1 if name_px < 20 else 2
    label = outlined_text(name, name_px, TEXT_LIGHT, (28, 56, 30), outline)
    max_width = size * NAME_WIDEST
    if label.get_width() * NAME_SHRINK_FLOOR <= max_width:
        if label.get_width() > max_width:
            label = pygame.transform.smoothscale_by(label, max_width / label.get_width())
        return name_on_plate(label)
    # two lines, drawn at a smaller size rather than scaled (crisp), down to the floor's: the
    # largest that holds the name split between words, else the largest that holds it whole
    sizes = range(name_px, max(MIN_LABEL_PX, math.ceil(name_px * NAME_SHRINK_FLOOR)) - 1, -1)
    fits = [(px, name_lines(name, px, outline, int(max_width))) for px in sizes]
    px, lines = next((fit for fit in fits if " ".join(fit[1]) == name or "".join(fit[1]) == name and
                      fit[1][0].endswith("-")),
                     next((fit for fit in fits if "".join(fit[1]).replace(" ", "") == name.replace(" ", "")),
                          fits[-1]))
    return name_on_plate(_stacked([outlined_text(line, px, TEXT_LIGHT, (28, 56, 30), outline) for line in lines],
                                  outline))


NAME_ELLIPSIS = "\u2026"
"""What ends a name cut to fit its card (`name_lines`)."""


@lru_cache(maxsize=1024)
def name_lines(name: str, px: int, outline: int, room: int) -> tuple[str, ...]:
    """`name` as the lines of its label at `px` with an outline of `outline` px, each at most
    `room` pixels wide: one line when it fits; else two, split at the space (or after the
    hyphen) that leaves the wider line narrowest; a word longer than a line is split where the
    line is full. A second line still too wide keeps its start and ends with `NAME_ELLIPSIS`."""
    face = font(px)

    def width(line: str) -> int:
        return int(face.size(line)[0]) + 2 * outline

    if width(name) <= room:
        return (name,)
    best: tuple[int, str, str] | None = None
    for i, char in enumerate(name):
        if char in " -":
            first, second = name[: i + 1 if char == "-" else i].rstrip(), name[i + 1 :].lstrip()
            if first and second and (best is None or max(width(first), width(second)) < best[0]):
                best = (max(width(first), width(second)), first, second)
    if best is not None and best[0] <= room:
        return (best[1], best[2])
    full = _longest_start(name, room, width)  # the first line as full as it goes, at a space if one is well on
    breaks = [i for i in range(1, full) if name[i] == " " or name[i - 1] == "-"]
    if breaks and width(name[: breaks[-1]].rstrip()) * 2 >= room:
        full = breaks[-1]
    first, rest = name[:full].rstrip(), name[full:].lstrip()
    if not first:  # not even a letter fits: the name starts its one cut line
        first, rest = "", name
    if width(rest) > room:
        rest = rest[: _longest_start(rest, room, lambda line: width(line.rstrip() + NAME_ELLIPSIS))].rstrip()
        rest += NAME_ELLIPSIS
    return (first, rest) if first else (rest,)


def _longest_start(text: str, room: int, width: Callable[[str], int]) -> int:
    """How many of `text`'s first characters are at most `room` wide (`width`)."""
    low, high = 0, len(text)
    while low < high:
        mid = (low + high + 1) // 2
        if width(text[:mid]) <= room:
            low = mid
        else:
            high = mid - 1
    return low


def _stacked(lines: Sequence[pygame.Surface], outline: int) -> pygame.Surface:
    """Outlined lines of text one under the other, centred, their outlines overlapping: the one
    line itself when there is one."""
    if len(lines) == 1:
        return lines[0]
    step = [line.get_height() - 2 * outline for line in lines]
    out = pygame.Surface((max(line.get_width() for line in lines), sum(step) + 2 * outline), pygame.SRCALPHA)
    y = 0
    for line, height in zip(lines, step, strict=True):
        out.blit(line, ((out.get_width() - line.get_width()) // 2, y))
        y += height
    return out


NAME_SQUEEZE = 0.8
"""An island's name may be narrowed to this share of its width to pass between the mooring
spots (`name_place`)."""
NAME_SHIFTS = (0.0, 0.01, 0.02, 0.03, 0.04, 0.05, 0.06, -0.01, -0.02)
"""How far (in the card's size, down first) an island's name may move from `NAME_Y` to keep off
the mooring spots; it never comes nearer the king spot below it than a pixel."""
CLEAR_SHIFTS = (*NAME_SHIFTS, -0.03, -0.04, -0.05, -0.06, -0.07, -0.08, -0.1, -0.12)
"""How far an island's name may move to keep off the ships its card may carry (`name_place`):
further up too, off the king's sail below it."""
NAME_REACH = 0.62
"""How far from the card's centre (in its size) a name may reach sideways."""
CLEAR_SQUEEZE = 0.7
"""An island's name may be narrowed to this share of its width to keep off the ships its card
may carry (`name_place`): the standard deck's islands in every rotation at the automatic view's
sizes (hex size 55 to 100) have 466 of their 480 names clear of every spot's ship and the king's
so, 436 at `NAME_SQUEEZE` (Mangareva's and Rarotonga's over their kings' sails)."""
SHIP_BOX_SLACK = 1.04
"""How much larger than `cardgeom.ship_box` a ship the table draws may be (its sprite's size
is rounded to a step of 8 %, `TableGeometry.ship_size`): the name keeps off the larger box."""
SHIP_BOX_PAD = 1.0
"""Pixels round a ship's box the name keeps off (the sprite and the name are placed to the
whole pixel)."""

Box = tuple[float, float, float, float]


@lru_cache(maxsize=4096)
def name_place(card: Card, size: int, rotation: int, width: int, height: int) -> tuple[Point, int]:
    """Where an island's name of `width` x `height` pixels (its letters' box) goes on the card
    as it lies, relative to the card's centre, and how wide it is drawn: at `NAME_Y`, centred,
    when that keeps it off the mooring spots and the capacity tags; else moved a little down
    or up (`NAME_SHIFTS`), sideways and narrowed (to `NAME_SQUEEZE` at most) where that keeps
    it off them, the least change first. Play-test 23 found names over the spots of some
    cards; the smallest cards (the whole table late in a game: their names keep 13 px) may
    leave no such place: the name then goes where it has the most room. A name on two lines
    (`name_lines`) is lifted by what it is higher than a line, its foot where a line's is: off
    the king spot below it.

    Where the card has room the name keeps off the ships it may carry as well, which the table
    draws over the face: the box of a ship on every spot (a sail stands well above its spot)
    and of a king, moved up to `CLEAR_SHIFTS` for it; where the king leaves no such place, off
    the beaches' ships. Play-testers found names over the ships of late tables: the plate,
    drawn again over the ships that reach into it so that it reads (`ShipsView`), hid them. The
    place depends on the card as it lies, not on the ships on it: the face prints the name."""
    name_px = max(int(size * NAME_SHARE), MIN_NAME_PX)
    line = font(name_px).get_height() + 2 * (1 if name_px < 20 else 2)
    base = geom.NAME_Y * size - max(0.0, height - line) / 2.0
    spot_r = geom.spot_radius(card, size) + 1.0
    spots = [(x, y) for beach in geom.spot_positions(card, size, rotation) for x, y in beach]
    discs = [(x, y, spot_r) for x, y in spots]
    for image, (dx, dy) in numberlabels.capacity_tag_images(card, size, rotation):
        w, h = image.get_size()
        discs.append((dx + w / 2.0, dy + h / 2.0, w / 2.0))
    king_top = (geom.KING_SPOT[1] - geom.KING_SPOT_RADIUS) * size - 1.0
    reach = max(NAME_REACH * size, width / 2.0)
    narrowest = max(1, math.ceil(width * NAME_SQUEEZE))
    ship_r = geom.spot_radius(card, size) * SHIP_BOX_SLACK
    ships = [_padded(geom.ship_box(spot, ship_r), SHIP_BOX_PAD) for spot in spots]
    king = _padded(geom.king_ship_box(size), SHIP_BOX_PAD)
    squeezed = max(1, math.ceil(width * CLEAR_SQUEEZE))
    for boxes in ([*ships, king], ships):
        found = _best_place(discs, boxes, base, size, width, height, king_top, reach, squeezed, CLEAR_SHIFTS)
        if found is not None:
            return found
    found = _best_place(discs, [], base, size, width, height, king_top, reach, narrowest, NAME_SHIFTS)
    if found is not None:
        return found
    widest: tuple[float, float, float, float] | None = None  # (room, left, right, y)
    for shift in NAME_SHIFTS:
        cy = base + shift * size
        top, bottom = cy - height / 2.0, cy + height / 2.0
        if bottom > king_top and shift > 0:
            continue
        for a, b in _free_stretches(discs, top, bottom, reach):
            if widest is None or b - a > widest[0]:
                widest = (b - a, a, b, cy)
    if widest is None:
        return (0.0, base), width
    _room, a, b, cy = widest  # too narrow anywhere: where the most of the name stays clear
    x = min(max(0.0, a + narrowest / 2.0), b - narrowest / 2.0) if b - a >= narrowest else (a + b) / 2.0
    return (x, cy), narrowest


def _padded(box: Box, pad: float) -> Box:
    x0, y0, x1, y1 = box
    return (x0 - pad, y0 - pad, x1 + pad, y1 + pad)


def _best_place(
    discs: Sequence[tuple[float, float, float]],
    boxes: Sequence[Box],
    base: float,
    size: int,
    width: int,
    height: int,
    king_top: float,
    reach: float,
    narrowest: int,
    shifts: Sequence[float],
) -> tuple[Point, int] | None:
    """`name_place`'s place for a name clear of the `discs` and `boxes`, at `base` moved by one
    of `shifts` (never lower onto the king spot), the least change first; None where none is."""
    best: tuple[float, Point, int] | None = None
    for shift in shifts:
        cy = base + shift * size
        top, bottom = cy - height / 2.0, cy + height / 2.0
        if bottom > king_top and shift > 0:
            continue
        for a, b in _free_stretches(discs, top, bottom, reach, boxes):
            drawn = min(width, math.floor(b - a))
            if drawn < narrowest:
                continue
            x = min(max(0.0, a + drawn / 2.0), b - drawn / 2.0)
            cost = 2.0 * (1.0 - drawn / width) + (abs(x) + 2.0 * abs(cy - base)) / size
            if best is None or cost < best[0]:
                best = (cost, (x, cy), drawn)
    return None if best is None else (best[1], best[2])


def _free_stretches(discs: Sequence[tuple[float, float, float]], top: float, bottom: float,
                    reach: float, boxes: Sequence[Box] = ()) -> list[tuple[float, float]]:
    """The stretches of x in [-reach, reach] where the band between `top` and `bottom` meets
    none of the `discs` (x, y, radius) and none of the `boxes` (x0, y0, x1, y1)."""
    blocked = [(x0, x1) for x0, y0, x1, y1 in boxes if y0 < bottom and y1 > top]
    for x, y, r in discs:
        gap = 0.0 if top <= y <= bottom else min(abs(y - top), abs(y - bottom))
        if gap < r:
            half = math.sqrt(r * r - gap * gap)
            blocked.append((x - half, x + half))
    blocked.sort()
    free, left = [], -reach
    for a, b in blocked:
        if a > left:
            free.append((left, min(a, reach)))
        left = max(left, b)
    if left < reach:
        free.append((left, reach))
    return [(a, b) for a, b in free if b > a]
