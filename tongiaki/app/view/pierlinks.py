"""Which piers a beach sails from: drawn while the pointer is on the beach, or on one of its piers.

A full beach's fleet leaves through one of that beach's piers (R1, the card's `piers`), but on
the card art a pier is only a jetty on the sand, and where one beach's sand ends and the next
begins is a narrow headland: play-test 28 guessed wrong where Rapa Nui's beaches lead, and the
table lit a beach's piers only once it was full. While the pointer is on a beach of an island
lying on the table (near its spots, `TableView.beach_at`) or on one of its piers
(`TableView.pier_at`), whichever is nearer, that beach is linked to its piers: a light arc
along the outer side of its spots, and from it a line out along each of its piers to an arrow
head on the card's edge, pointing through it at the cell the pier faces; the island's other
piers are dimmed. Nothing shows with the pointer anywhere else, nor for a beach whose piers
are lit as targets (a full beach choosing where to sail: its rings say it, and a pier's
preview says where it leads), and a lit pier is never dimmed.

The colour is the beach letters' (`beachmarks.MARK_INK`, the log's light) on their dark rim:
it explains, like the card box that comes with it; the gold of the targets stays for what can
be clicked. The card art is left as it is (a jetty of wood on its beach's sand): a colour per
beach would be one more colour on every card, beside the seats' six, the dangers' and the
targets', and would mean nothing from one card to the next. Drawing only reads the table and
the view.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tongiaki.app.art import cardgeom
from tongiaki.app.view.beachmarks import MARK_INK, MARK_RIM
from tongiaki.cardshape import beach_strips, edge_angle, polar, spot_layout
from tongiaki.rules.hexgrid import Cell, neighbour, world_direction

if TYPE_CHECKING:
    from collections.abc import Collection, Sequence

    from tongiaki.app.view.display import DisplayTable
    from tongiaki.app.view.tableview import TableView

Point = tuple[float, float]

ARC_GAP = 0.025
"""How far beyond its spots' outer side a beach's arc runs, as a share of the hex size."""
ARC_STEP_DEG = 4.0
"""The arc's points are at most this many degrees apart."""
ARC_TRIM_DEG = 2.0
"""The arc stops this many degrees short of either end of the beach's sand."""
ARROW = (0.8, 1.0, 0.1)
"""The arrow head on a pier's edge, pointing out: how far its base and its tip are from the
card's centre (along the pier; the edge is at 0.87) and how far its base spreads either side
(shares of the hex size)."""
MIN_ARROW = (10.0, 5.0)
"""The arrow head is never shorter nor its base's half narrower than these pixels (at UI scale 1,
`TableView.target_px`): on a whole table's 40-pixel cards it was 8 pixels long."""
DIM_WIDTH = 1.4
"""The wash over another pier is this many times as wide as the jetty."""
DIM_ALPHA = 150
"""How dark the island's other piers get (of 255)."""
DIM = (8, 16, 28)
"""The wash over the other piers."""
MIN_WIDTH = 2
WIDTH_SHARE = 0.035
"""The links' line width, as a share of the hex size (never less than `MIN_WIDTH` pixels)."""


@dataclass(frozen=True)
class Pointed:
    """The beach the pointer is on: beach `beach` of the island at `cell`; `edge` is the pier
    pointed at (None: the beach's spots or sand)."""

    cell: Cell
    beach: int
    edge: int | None = None


def pointed_beach(view: TableView, display: DisplayTable, pos: Point, area: pygame.Rect | None = None,
                  covered: Sequence[pygame.Rect | None] = ()) -> Pointed | None:
    """The beach under `pos` (its spots or sand) or the beach of the pier under it, whichever
    is nearer; None anywhere else: outside the table's `area`, over a panel `covered` (one
    drawn over the table) and off every beach and pier."""
    if (area is not None and not area.collidepoint(pos)) or any(
            rect is not None and rect.collidepoint(pos) for rect in covered):
        return None
    under = view.cell_at(pos)
    piers = [(cell, edge) for cell in (under, *(neighbour(under, d) for d in range(6)))
             if cell in display.cells and view.cards[display.cells[cell]].is_island
             for edge in view.cards[display.cells[cell]].pier_edges()]
    pier = view.pier_at(display, pos, piers) if piers else None
    beach = view.beach_at(display, pos)
    if beach is not None:
        spots = view.spot_points(display, beach[0])[beach[1]]
        near = min((math.hypot(pos[0] - x, pos[1] - y) for x, y in spots), default=math.inf)
        if pier is None or near <= math.dist(pos, view.pier_point(display, *pier)):
            return Pointed(beach[0], beach[1])
    if pier is None:
        return None
    cell, edge = pier
    card = view.cards[display.cells[cell]]
    owner = next(b for b, each in enumerate(card.beaches) if edge in each.piers)
    return Pointed(cell, owner, edge)


@dataclass(frozen=True)
class PierLink:
    """How a beach's pier is linked to it on the screen: a line out along the pier, from the
    beach's arc to the card's edge, and an arrow head on that edge pointing out through it
    (three points: its tip, then the ends of its base); `edge` is the card edge, `towards`
    the cell it faces."""

    edge: int
    line: tuple[Point, Point]
    arrow: tuple[Point, Point, Point]
    towards: Cell


@dataclass(frozen=True)
class BeachLinks:
    """Beach `beach` of the island at `cell` linked to its piers: an arc per strip of its sand,
    a `PierLink` per pier, and the jetties of the island's other piers (dimmed), four corners each."""

    cell: Cell
    beach: int
    arcs: list[list[Point]]
    piers: list[PierLink]
    others: list[list[Point]]


def _pier_box(start: Point, end: Point, half: float) -> list[Point]:
    """The four corners of a jetty from `start` to `end`, `half` either side of its middle."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length * half, dx / length * half
    return [(start[0] + nx, start[1] + ny), (end[0] + nx, end[1] + ny),
            (end[0] - nx, end[1] - ny), (start[0] - nx, start[1] - ny)]


def beach_links(view: TableView, display: DisplayTable, cell: Cell, beach: int,
                lit: Collection[tuple[Cell, int]] = ()) -> BeachLinks:
    """Where the links of beach `beach` of the island at `cell` go on the screen (the island's
    piers `lit` as targets are not dimmed)."""
    card = view.cards[display.cells[cell]]
    rotation = display.rotations[cell]
    size = view.size
    cx, cy = view.centre(cell)

    def at(radius: float, angle: float) -> Point:
        x, y = cardgeom.place(polar(radius, angle), size, rotation)
        return (cx + x, cy + y)

    layout = spot_layout(card)
    spots = layout.positions[beach] if 0 <= beach < len(layout.positions) else ()
    reach = max((math.hypot(x, y) for x, y in spots), default=cardgeom.PIER_START - layout.radius)
    radius = min(cardgeom.SAND_RADIUS, reach + layout.radius + ARC_GAP)
    arcs: list[list[Point]] = []
    for strip in beach_strips(card):
        if strip.beach != beach:
            continue
        start, end = strip.start + ARC_TRIM_DEG, strip.end - ARC_TRIM_DEG
        steps = max(2, math.ceil((end - start) / ARC_STEP_DEG))
        arcs.append([at(radius, start + (end - start) * i / steps) for i in range(steps + 1)])
    links: list[PierLink] = []
    others: list[list[Point]] = []
    base, tip, half = ARROW
    length = max((tip - base) * size, view.target_px(MIN_ARROW[0]))
    base, half = tip - length / size, max(half * size, view.target_px(MIN_ARROW[1])) / size
    spread = math.degrees(math.atan2(half, base))
    for pier in cardgeom.piers(card, size, rotation):
        if pier.beach != beach:
            if (cell, pier.edge) in lit:
                continue
            box = _pier_box(pier.start, pier.end, cardgeom.PIER_WIDTH * size * DIM_WIDTH / 2)
            others.append([(cx + x, cy + y) for x, y in box])
            continue
        angle = edge_angle(pier.edge)
        links.append(PierLink(
            pier.edge, (at(radius, angle), at(base, angle)),
            (at(tip, angle), at(math.hypot(base, half), angle - spread), at(math.hypot(base, half), angle + spread)),
            neighbour(cell, world_direction(pier.edge, rotation))))
    return BeachLinks(cell, beach, arcs, links, others)


def link_width(size: float) -> int:
    """The links' line width on cards of hex size `size`."""
    return max(MIN_WIDTH, round(size * WIDTH_SHARE))


def draw_links(surface: pygame.Surface, links: BeachLinks, size: float) -> None:
    """`links` drawn: the other piers dimmed, then the beach's arcs and its piers' lines and
    arrow heads in the marks' light on their dark rim."""
    if links.others:
        xs = [x for box in links.others for x, _y in box]
        ys = [y for box in links.others for _x, y in box]
        left, top = math.floor(min(xs)) - 1, math.floor(min(ys)) - 1
        wash = pygame.Surface((math.ceil(max(xs)) - left + 2, math.ceil(max(ys)) - top + 2), pygame.SRCALPHA)
        for box in links.others:
            pygame.draw.polygon(wash, (*DIM, DIM_ALPHA), [(x - left, y - top) for x, y in box])
        surface.blit(wash, (left, top))
    width = link_width(size)
    rim = width + 3
    strokes = [*links.arcs, *(pier.line for pier in links.piers)]
    for colour, w in ((MARK_RIM, rim), (MARK_INK, width)):  # every rim first: no rim cuts a light
        for points in strokes:
            ints = [(round(x), round(y)) for x, y in points]
            pygame.draw.lines(surface, colour, False, ints, w)
            for end in (ints[0], ints[-1]):  # round ends (pygame's lines end square)
                pygame.draw.circle(surface, colour, end, max(1, w // 2))
        for pier in links.piers:
            arrow = [(round(x), round(y)) for x, y in pier.arrow]
            pygame.draw.polygon(surface, colour, arrow)
            if colour == MARK_RIM:
                pygame.draw.polygon(surface, colour, arrow, 3)


def _shown(view: TableView, display: DisplayTable, pos: Point, area: pygame.Rect | None,
           covered: Sequence[pygame.Rect | None], lit: Collection[tuple[Cell, int]]) -> BeachLinks | None:
    """The links the pointer at `pos` shows (see `draw_pier_links`), None if none."""
    pointed = pointed_beach(view, display, pos, area, covered)
    if pointed is None:
        return None
    card = view.cards[display.cells[pointed.cell]]
    if any((pointed.cell, edge) in lit for edge in card.beaches[pointed.beach].piers):
        return None
    return beach_links(view, display, pointed.cell, pointed.beach, lit)


def arrow_boxes(view: TableView, display: DisplayTable, pos: Point,
                lit: Collection[tuple[Cell, int]] = ()) -> list[pygame.Rect]:
    """The boxes of the arrow heads the pointer at `pos` shows, their rims included: the card
    box keeps off them (the arrows on a card's top and bottom edges reach past its box, and a
    card box below the card hid one)."""
    links = _shown(view, display, pos, None, (), lit)
    if links is None:
        return []
    rim = link_width(view.size) + 3
    boxes = []
    for pier in links.piers:
        xs, ys = [x for x, _y in pier.arrow], [y for _x, y in pier.arrow]
        left, top = math.floor(min(xs)) - rim, math.floor(min(ys)) - rim
        boxes.append(pygame.Rect(left, top, math.ceil(max(xs)) + rim - left, math.ceil(max(ys)) + rim - top))
    return boxes


def draw_pier_links(surface: pygame.Surface, view: TableView, display: DisplayTable, pos: Point,
                    area: pygame.Rect | None = None, covered: Sequence[pygame.Rect | None] = (),
                    lit: Collection[tuple[Cell, int]] = ()) -> BeachLinks | None:
    """The piers of the beach under `pos` (`pointed_beach`: within `area`, off the panels
    `covered`) linked to it; what was drawn (None: nothing, the pointer on no beach nor pier,
    or on a beach with a pier among those `lit` as targets: (cell, edge) pairs)."""
    links = _shown(view, display, pos, area, covered, lit)
    if links is None:
        return None
    draw_links(surface, links, view.size)
    view.draw_tags(surface, display, links.cell)  # the capacity tags over the arc: it may cross one
    return links
