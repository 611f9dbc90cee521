"""Markers at the edges of the table area for cards the view does not show.

Late in a game the automatic view keeps cards readable, so a large table no longer fits: a
play-test found the bottom row cut off and a card under the top bar, with nothing to say there
was more (nor that F shows it all). `offview_sides` counts the cards beyond each edge of the
area; `OffviewMarks` draws a small tab on each such edge (an arrow and "2 more cards · F shows
all", shorter where it has no room) and answers a click on one, which fits the whole table.

A person's placement counts its places too (`OffviewMarks.draw`'s `places`: the empty cells the
revealed card may go on): where more of them lie beyond an edge than the view shows at the
readable card size (19 cells spanning 775x644 px at 1280x800 with the guided game's panel, 15 at
1024x600), the tab on that edge says "3 more places for the card" and a click on it brings them
into view (`OffviewMarks.places_at`), where a click on a tab of cards alone fits the whole table;
nothing told of the cells beyond the edge or under a panel.

A tab lies by its edge over the sea where it can, or over the cards beyond that edge (what it
points at), not over a card in view (`hex_boxes`): play-test 33's "2 more · F" lay over Hiva
Oa's beach at the top edge, in play and in the replay. Its room is not kept clear of cards as the
top strip's is (`TableDrawing.top_room`): a tab comes and goes with the view, so a strip kept for
it would move the cards as it appeared, and the tab would go with the cards it was for; the sea
at the table's edge nearly always has room for a tab, and where none is left along the edge it
keeps off what is read and clicked on the cards (names, tags, seals, spots, dangers) as before.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

from tongiaki.app.art.cardgeom import NAME_Y
from tongiaki.app.art.namelabels import MIN_NAME_PX, NAME_SHARE, NAME_WIDEST
from tongiaki.app.art.numberlabels import capacity_tag_boxes, danger_badge_boxes, value_seal_box
from tongiaki.app.view.hexview import SQRT3
from tongiaki.app.widgets.ui import ACCENT, covered_area, draw_panel, text
from tongiaki.rules import Card

Point = tuple[float, float]

SIDES = ("above", "below", "left", "right")
HIDDEN_SHARE = 0.5
"""A card counts as off view when its centre lies beyond the area's edge less this share of the
card's size (a fifth of it hidden or more: a play-test saw a card half under the top bar get no
tab at 0.35)."""


HEX_BANDS = 6
"""How many strips across a card `hex_boxes` covers its hexagon with."""
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


def hex_boxes(centre: Point, size: float) -> list[pygame.Rect]:
    """Boxes that together cover the (flat-topped) hexagon of a card centred at `centre`, of hex
    size `size`: `HEX_BANDS` strips across it, each as wide as the hexagon at its widest within
    the strip (one box round the card would leave a tab no room in the sea between the slanted
    edges of two cards)."""
    x, y = centre
    half_height = SQRT3 / 2.0 * size
    band = 2.0 * half_height / HEX_BANDS
    boxes = []
    for k in range(HEX_BANDS):
        top = y - half_height + k * band
        nearest = min(abs(top - y), abs(top + band - y)) if not top <= y <= top + band else 0.0
        half_width = size - nearest / SQRT3
        boxes.append(pygame.Rect(round(x - half_width), round(top), round(2 * half_width), math.ceil(band)))
    return boxes


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
    wide as a name may reach (`namelabels.island_name_label` narrows it to `NAME_WIDEST` sizes), as
    high as its letters at their least size and a little more."""
    x, y = centre
    height = max(NAME_SHARE * size, MIN_NAME_PX) * 1.3
    box = pygame.Rect(0, 0, round(NAME_WIDEST * size), round(height))
    box.center = (round(x), round(y + NAME_Y * size))
    return box


def label_boxes(
    card: Card, centre: Point, size: float, rotation: int, occupied: frozenset[tuple[int, int]] = frozenset()
) -> list[pygame.Rect]:
    """Where an island card centred at `centre` on the table, of hex size `size`, turned
    `rotation`, with ships on its spots `occupied`, has what a player reads on it: its name
    (`name_box`), its beaches' capacity tags (as the table draws them: `numberlabels.capacity_tag_boxes`)
    and its value seal (`numberlabels.value_seal_box`). None for a water card (`badge_boxes`)."""
    if not card.is_island:
        return []
    x, y = round(centre[0]), round(centre[1])
    boxes = [name_box(centre, size)]
    boxes += [box.move(x, y) for box in capacity_tag_boxes(card, max(4, int(round(size))), rotation % 6, occupied)]
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
    (`numberlabels.danger_badge_boxes`); none for an island."""
    if card.is_island:
        return []
    x, y = round(centre[0]), round(centre[1])
    return [box.move(x, y) for box in danger_badge_boxes(card, max(1, int(round(size))), rotation % 6)]


def tab_place(
    side: str,
    tab: tuple[int, int],
    cards: Point,
    area: pygame.Rect,
    size: float,
    pad: int,
    keep_off: Sequence[Sequence[pygame.Rect]] = (),
    taken: Sequence[pygame.Rect] = (),
    clear_only: bool = False,
) -> pygame.Rect | None:
    """Where the tab of `side` goes, `tab` (width, height) large: along that edge of `area`,
    beside the mean centre `cards` of the cards it is about, not over them (a tab over a cut
    card hid its name: a play-test), on their right (below them on a side edge) where it fits;
    and off the boxes of `keep_off`, groups of them from the most to the least important (the
    table's: what is read and clicked on the islands in view, then the water cards' danger
    numbers), moved on along the edge as far as it must: the first place clear of every group,
    else of all but the last, and so on (play-test 24's "4 more · F" lay over Tuvalu's name, a
    card in view at the top edge; play-test 25's over a beach's capacity tag and part of a
    value seal). Where every place meets the first group, the first place.

    The other tabs, `taken`, are never covered, nor come nearer than `pad` (at 800x600 the
    replay's "3 more · F" on the left edge lay over "2 more · F" at the top, both by the
    top-left corner): None when the edge has no such place inside `area`, or the tab is
    longer than the edge (`OffviewMarks.draw` shortens or merges the tabs then); with
    `clear_only`, None too where no place is clear of every group."""
    scored = scored_tab_place(side, tab, cards, area, size, pad, keep_off, taken)
    if scored is None or (clear_only and scored[0] < len(keep_off)):
        return None
    return scored[1]


def scored_tab_place(
    side: str,
    tab: tuple[int, int],
    cards: Point,
    area: pygame.Rect,
    size: float,
    pad: int,
    keep_off: Sequence[Sequence[pygame.Rect]] = (),
    taken: Sequence[pygame.Rect] = (),
) -> tuple[int, pygame.Rect] | None:
    """`tab_place`'s place with how many of the groups of `keep_off` it is clear of (the first
    ones: all of them for a place clear of everything), None where it has none."""
    width, height = tab
    aside = round(NAME_CLEARANCE * size)
    inside = area.inflate(-2 * pad, -2 * pad)
    if width > inside.width or height > inside.height:
        return None
    along = side in ("above", "below")
    mean = round(cards[0] if along else cards[1])
    first, last = (inside.left, inside.right - width) if along else (inside.top, inside.bottom - height)
    length = width if along else height
    starts = [mean + aside, mean - aside - length]  # after the cards, then before them
    if starts[0] > last:  # no room after them: before them first
        starts.reverse()
    step = max(4, round(size * 0.25))
    places = [*starts, *(start + k * step * (1 if start > mean else -1) for k in range(1, 40) for start in starts)]
    apart = [rect.inflate(2 * pad, 2 * pad) for rect in taken]
    for rect in apart:  # right past each other tab too: the steps may jump a narrow gap
        places += [rect.right, rect.left - length] if along else [rect.bottom, rect.top - length]
    fixed = {
        "above": area.top + pad,
        "below": area.bottom - pad - height,
        "left": area.left + pad,
        "right": area.right - pad - width,
    }[side]  # across the edge
    groups = [list(group) for group in keep_off]  # made once: `collidelist` takes a list
    strip = pygame.Rect((inside.left, fixed, inside.width, height) if along else (fixed, inside.top, width, inside.height))
    for group in groups:  # right past each box in the tab's strip: the steps may jump the gap between two
        for index in strip.collidelistall(group):
            box = group[index]
            places += [box.right, box.left - length] if along else [box.bottom, box.top - length]
    best: tuple[int, pygame.Rect] | None = None  # (how many groups it is clear of, place)
    for start in places:
        at = min(max(start, first), last)
        rect = pygame.Rect((at, fixed) if along else (fixed, at), tab)
        rect.clamp_ip(inside)
        if rect.collidelist(apart) >= 0:
            continue
        clear = next((k for k, group in enumerate(groups) if rect.collidelist(group) >= 0), len(groups))
        if clear == len(groups):
            return clear, rect
        if best is None or clear > best[0]:
            best = (clear, rect)
    return best



def tab_labels(count: int, places: int = 0, words: tuple[str, str] = ("place", " for the card")) -> list[str]:
    """What a tab for `count` cards may say, the longest first: "3 more cards · F shows all" (F
    shows the whole table; play-test 39's newcomer could not tell what "1 more · F" meant), "3
    more cards · F", "3 more · F", "3 more" (where the longer ones leave no room). With
    `places` (a placement's cells beyond the edge, which a click on the tab brings in), about
    them first: "2 more places · 3 more cards" ("2 more places for the card" where no card lies
    beyond), "2 more places", "2 places"; `words`, what a place is called and what follows it
    where no card is counted ("voyage end" and nothing at a pier choice: "1 more voyage end",
    down to "1 end"). The shortest still says in a word what it counts: play-test 53's newcomer
    at 1024x600 read "▲ +11" and "+14" beside longer tabs and could not tell what they counted."""
    cards = f"{count} more card{'' if count == 1 else 's'}"
    if places:
        noun, tail = words
        plural = "" if places == 1 else "s"
        where = f"{places} more {noun}{plural}"
        short = [f"{places} {noun}{plural}", f"{places} {noun.split()[-1]}{plural}"]
        return list(dict.fromkeys([f"{where} · {cards}" if count else f"{where}{tail}", where, *short]))
    return [f"{cards} · F shows all", f"{cards} · F", f"{count} more · F", f"{count} more"]


class OffviewMarks:
    """The tabs last drawn, for the clicks on them."""

    def __init__(self) -> None:
        self.rects: list[pygame.Rect] = []
        self.aims: list[list[int]] = []
        """For each of `rects`, the indices (in the `places` last drawn for) of the places its tab
        is about; empty for a tab about cards alone."""
        self._tabs: list[tuple[list[str], pygame.Rect, str]] = []
        self._aims: list[list[int]] = []
        self._laid_out_for: tuple[object, ...] | None = None
        """The tabs as last laid out (`_lay_out`), and what for."""

    def hit(self, pos: tuple[int, int]) -> bool:
        """True when `pos` is on a tab (a click there shows the whole table, or the places it is
        about: `places_at`)."""
        return any(rect.collidepoint(pos) for rect in self.rects)

    def places_at(self, pos: tuple[int, int]) -> list[int]:
        """The indices of the places the tab at `pos` is about (a click there brings them into
        view); empty where no tab is, or it tells of cards alone."""
        pairs = zip(self.rects, self.aims, strict=False)  # (a tab set by hand may have no aim)
        return next((list(aim) for rect, aim in pairs if rect.collidepoint(pos)), [])

    def draw(
        self,
        surface: pygame.Surface,
        centres: Iterable[Point],
        area: pygame.Rect,
        size: float,
        scale: float,
        keep_off: Sequence[Sequence[pygame.Rect]] = (),
        taken: Sequence[pygame.Rect] = (),
        places: Sequence[Point] = (),
        words: tuple[str, str] = ("place", " for the card"),
    ) -> None:
        """A tab on each edge of `area` with cards beyond it, beside them and off the boxes of
        `keep_off` as far as it can, the first group first (`tab_place`), then off the cards in
        view (`hex_boxes`: over the sea, or the cards beyond the edge), inside `area` and
        apart from each other and from the tabs `taken` (the whole table's). A tab with no such
        place says less ("3 more · F", then "3 more"); where even that leaves one out, a single tab
        counts every card beyond the area, with an arrow for each edge (or none where they leave
        no room), on the first edge that has room for it; where none has, no tab.

        `places`, the centres of a placement's cells (empty: the card to place goes on one), are
        counted as the cards are: an edge with some beyond it has its tab, beside them, saying
        how many (`tab_labels`, in `words`; `aims` keeps which they are, for a click), and
        every tab keeps off those in view before anything else (a tab over one took the click
        meant for it).

        Laid out again only where what it is laid out for changed (the view, the cards, the
        places, the other tabs): laid out each frame, a placement's three tabs took a quarter of
        the frame's drawing (0.65 ms of 2.2 at 1024x600)."""
        centres = list(centres)
        places = list(places)
        key = (
            tuple(centres),
            tuple(places),
            tuple(area),
            size,
            scale,
            tuple(tuple(tuple(box) for box in group) for group in keep_off),
            tuple(tuple(tab) for tab in taken),
            words,
        )
        if key != self._laid_out_for:
            self._tabs, self._aims = self._lay_out(centres, area, size, scale, keep_off, taken, places, words)
            self._laid_out_for = key
        self.rects, self.aims = [], [list(aim) for aim in self._aims]
        px = max(11, round(14 * scale))
        pad = round(6 * scale)
        arrow = round(px * 0.5)
        for shown, rect, says in self._tabs:
            label = text(says, px, ACCENT, bold=True)
            draw_panel(surface, rect, (10, 24, 38, 215))
            x = rect.x + pad
            for side in shown:
                pygame.draw.polygon(surface, ACCENT, _chevron(side, (x + arrow, rect.centery), arrow * 0.8))
                x += 2 * arrow + pad
            surface.blit(label, (x, rect.y + pad // 2))
            self.rects.append(rect.copy())

    def _lay_out(
        self,
        centres: list[Point],
        area: pygame.Rect,
        size: float,
        scale: float,
        keep_off: Sequence[Sequence[pygame.Rect]],
        taken: Sequence[pygame.Rect],
        places: list[Point],
        said: tuple[str, str],
    ) -> tuple[list[tuple[list[str], pygame.Rect, str]], list[list[int]]]:
        """The tabs `draw` draws (the edges each shows an arrow for, its box, its words) and,
        for each, the indices of the `places` it is about."""
        aimed: list[list[int]] = []
        beyond = offview_cards(centres, area, size)
        out = offview_cards(places, area, size)
        px = max(11, round(14 * scale))
        pad = round(6 * scale)
        arrow = round(px * 0.5)
        sides = [side for side in SIDES if beyond[side] or out[side]]
        if not sides:
            return [], []
        reach = (12 * px, 2 * (px + pad))
        keep_off = [*keep_off, self._cards_in_view(centres, beyond, area, size, reach)]
        if places:  # the cells to click first
            keep_off.insert(0, self._cards_in_view(places, out, area, size, reach))
        means = {  # beside what it is about, along its edge (a tab mid-edge was far from them)
            side: (
                sum(x for x, _y in (out[side] or beyond[side])) / len(out[side] or beyond[side]),
                sum(y for _x, y in (out[side] or beyond[side])) / len(out[side] or beyond[side]),
            )
            for side in sides
        }
        index = {point: k for k, point in enumerate(places)}
        aims = {side: sorted({index[point] for point in out[side]}) for side in sides}

        def placed(
            edge: str, forms: list[tuple[str, list[str]]], others: Sequence[pygame.Rect], mean: Point
        ) -> tuple[list[str], pygame.Rect, str] | None:
            # the longest words with a place clear of everything; else the words whose place is
            # clear of the most (the first groups: what is read and clicked first), the longest
            # of those: at 640x480 "5 more cards · F shows all", with no place clear, lay over
            # the beach spots and capacity tags of the cards at the edge where "5 more · F" had
            # a place clear of them; where none is clear of the first group, the words covering
            # least of it ("2 more" where "2 more cards · F shows all" hid Rarotonga's name)
            best: tuple[tuple[int, int], list[str], pygame.Rect, str] | None = None
            for words, arrows in forms:  # (its words, the edges it shows an arrow for)
                label = text(words, px, ACCENT, bold=True)  # small: a longer tab hid a card's name
                tab = (label.get_width() + (2 + len(arrows)) * pad + 2 * arrow * len(arrows),
                       label.get_height() + pad)
                scored = scored_tab_place(edge, tab, mean, area, size, pad, keep_off, others)
                if scored is None:
                    continue
                if scored[0] == len(keep_off):
                    return arrows, scored[1], words
                covered = 0 if scored[0] > 0 or not keep_off else covered_area(scored[1], keep_off[0])
                rank = (scored[0], -covered)
                if best is None or rank > best[0]:
                    best = (rank, arrows, scored[1], words)
            return None if best is None else best[1:]

        tabs: list[tuple[list[str], pygame.Rect, str]] = []
        for side in sides:
            found = placed(
                side,
                [(words, [side]) for words in tab_labels(len(beyond[side]), len(out[side]), said)],
                [*taken, *(rect for _s, rect, _l in tabs)],
                means[side],
            )
            if found is None:  # no room for every tab apart: one for all of them
                tabs = []
                break
            tabs.append(found)
            aimed.append(aims[side])
        if not tabs:
            aimed = []
            counts = (sum(len(beyond[side]) for side in sides), sum(len(out[side]) for side in sides))
            labels = tab_labels(*counts, said)
            forms = [(words, sides) for words in labels] + [(words, []) for words in labels]  # no arrows last
            for side in sorted(sides, key=lambda s: (-len(out[s]), -len(beyond[s]))):
                found = placed(side, forms, taken, means[side])
                if found is not None:
                    tabs = [found]
                    aimed = [sorted(k for edge in sides for k in aims[edge])]
                    break
        return tabs, aimed

    @staticmethod
    def _cards_in_view(
        centres: list[Point], beyond: dict[str, list[Point]], area: pygame.Rect, size: float, reach: tuple[int, int]
    ) -> list[pygame.Rect]:
        """The `hex_boxes` of the cards in view (not `beyond` an edge) that come within `reach`
        pixels (across the side edges, across the top and bottom ones: a tab is wider than
        high) of an edge of `area`, where a tab may lie."""
        gone = {point for points in beyond.values() for point in points}
        inner = area.inflate(-2 * reach[0], -2 * reach[1])
        half_height = SQRT3 / 2.0 * size
        boxes: list[pygame.Rect] = []
        for x, y in centres:
            near = x - size < inner.left or x + size > inner.right or y - half_height < inner.top
            if (x, y) not in gone and (near or y + half_height > inner.bottom):
                boxes += hex_boxes((x, y), size)
        return boxes
