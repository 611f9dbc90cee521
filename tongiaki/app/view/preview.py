"""The voyage preview of the emigration decision: where a pier leads and how likely the fleet lands.

While a human chooses a full beach and a pier, hovering a pier (or dragging the stack card
over it, or over the empty cell it points to) shows that option's voyage on the table: a line
along the wakes it follows, each wake marked with a check (its danger is within the fleet's
colours) or a cross (the fleet sinks there) next to "3 vs 3" (colours vs danger), and a box
with the verdict of `tongiaki.rules.odds` ("lands on Samoa (5 points)", "sinks at danger 4: 3
colours", "new card: 58% land, 42% sink; islands left average 3.6 points") that keeps off the
card where the voyage ends, and a label at the route's end ("58% land", at the table area's
edge with an arrow where the end lies beyond it, never over the hovered pier or its fleet).
Hovering a full beach lights its piers.

`RoutePreview.update` finds the option under the pointer and computes its odds once per
decision (kept until the decision changes); `draw` only draws what `update` found.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from tongiaki.app.art import cardgeom, numberlabels
from tongiaki.app.input.interaction import Interaction
from tongiaki.app.view.bubble import rect_hits_polygon
from tongiaki.app.view.display import DisplayTable
from tongiaki.app.view.hexview import edge_midpoint, hex_corners
from tongiaki.app.view.tableview import TableView
from tongiaki.app.view.targets import MIN_PIER_MARK
from tongiaki.app.widgets.ui import INK, INK_DIM, text, wrap
from tongiaki.cardshape import beach_names
from tongiaki.rules import Decision, DecisionKind, GameState, Option, OptionKind
from tongiaki.rules.cards import Card
from tongiaki.rules.explain import refused_piers
from tongiaki.rules.hexgrid import Cell, card_edge, neighbour, world_direction
from tongiaki.rules.odds import Outcome, RouteStep, StepKind, VoyageOdds, option_odds, percent, split_percents
from tongiaki.rules.routes import RouteOutcome

Point = tuple[float, float]

PASS_COLOUR = (110, 235, 140)
FAIL_COLOUR = (245, 84, 72)
OPEN_COLOUR = (255, 214, 96)
ROUTE_COLOUR = (255, 250, 236)
SHADOW = (6, 14, 24)
BOX_FILL = (8, 18, 30)
BOX_EDGE = (96, 150, 180)
LIT_PIER = (255, 255, 255)
TEXT_SIZE = 16
SMALL_CARD = 56
"""Below this card size (hex radius, px) wakes show their symbol without "colours vs danger"."""


def voyage_ends(state: GameState, options: Sequence[Option]) -> list[Cell]:
    """Where each emigration among `options` leads over the cards lying: the island it lands on,
    the wake it sinks at, or the empty cell where a card would be revealed (the cells a player
    choosing a pier wants in view)."""
    ends: list[Cell] = []
    for option in options:
        if option.kind is not OptionKind.EMIGRATE or option.cell is None:
            continue
        colours = len(set(state.beach_ships(option.cell, option.beach)))
        direction = state.pier_direction(option.cell, option.pier)
        route = state.trace_route(option.cell, direction, colours, option.cell)
        ends.append(neighbour(route.cell, route.direction) if route.outcome is RouteOutcome.OPEN else route.cell)
    return ends


class RoutePreview:
    """The hovered emigration option, its cached odds, and their drawing."""

    def __init__(self) -> None:
        self.decision: Decision | None = None
        self.odds: dict[Option, VoyageOdds] = {}
        """Odds computed for the current decision, by option."""
        self.option: Option | None = None
        """The option previewed this frame (None: nothing to show)."""
        self.lit_piers: set[tuple[Cell, int]] = set()
        """Piers of the full beach under the pointer."""
        self.pointer: tuple[int, int] = (0, 0)
        self._mark_rects: list[pygame.Rect] = []
        """Where the route drawn last put its wake marks (the verdict box keeps off them)."""
        self._end_rect: pygame.Rect | None = None
        """Where the route drawn last put its end's label ("58% land")."""
        self._route_points: list[Point] = []
        """The route's line as drawn last (the end's label may lie along it)."""
        self._label_clear: list[pygame.Rect] = []
        """The hovered pier and its fleet's ships, drawn last (the end's label keeps off them)."""
        self.show_odds = True
        self._box_key: (
            tuple[
                Option,
                tuple[int, int],
                float,
                Point,
                tuple[int, ...],
                tuple[int, int],
                int,
                tuple[tuple[int, ...], ...],
                tuple[tuple[int, ...], ...],
            ]
            | None
        ) = None
        self._box: pygame.Rect | None = None
        self.refused: dict[tuple[Cell, int], str] = {}
        """The piers of full beaches the decision does not offer, and why (`refused_piers`)."""
        self.refusal: tuple[tuple[Cell, int], str] | None = None
        """The refused pier under the pointer this frame, and why (drawn beside the pointer)."""
        self.read_rects: list[pygame.Rect] = []
        """What the last frame drew for the player to read: the verdict box, the route's end
        label, a refused pier's reason (a notice keeps off them: `Hud.draw_notice`'s `read`)."""

    # ------------------------------------------------------------------ update (outside draw)

    def update(
        self, state: GameState, interaction: Interaction, display: DisplayTable, view: TableView, show_odds: bool = True
    ) -> None:
        """Find the option under the pointer and compute its odds (once per decision and option)."""
        self.show_odds = show_odds
        decision = interaction.decision
        self.option = None
        self.refusal = None
        self.lit_piers = set()
        if decision is None or decision.kind is not DecisionKind.EMIGRATE or decision is not state.pending:
            self.decision, self.odds, self.refused = None, {}, {}
            return
        if decision is not self.decision:
            self.decision, self.odds, self.refused = decision, {}, refused_piers(state)
        piers = interaction.pier_options()
        drag = interaction.drag
        dragging = drag is not None and drag.what == "stack" and drag.moved
        pos = drag.pos if dragging and drag is not None else interaction.pointer
        self.pointer = pos
        hit = view.pier_at(display, pos, piers, self.refused)
        if hit is None and dragging:
            hit = _pier_leading_to(view.cell_at(pos), piers, display)
        beach = view.beach_at(display, pos)
        if beach is not None:
            self.lit_piers = {
                (o.cell, o.pier) for o in decision.options if o.cell is not None and (o.cell, o.beach) == beach
            }
        if hit is None:
            refused = None if dragging else view.pier_at(display, pos, self.refused, piers)
            if refused is not None:
                self.refusal = (refused, self.refused[refused])
            return
        self.option = piers[hit]
        if show_odds and self.option not in self.odds:
            self.odds[self.option] = option_odds(state, self.option)

    @property
    def current(self) -> VoyageOdds | None:
        """The odds of the previewed option, when odds are shown."""
        if self.option is None or not self.show_odds:
            return None
        return self.odds.get(self.option)

    @property
    def showing(self) -> bool:
        """True when a route and its verdict are drawn this frame."""
        return self.current is not None

    def verdict(self) -> str | None:
        """The verdict shown for the previewed option (None when nothing is shown)."""
        odds = self.current
        return None if odds is None else odds.verdict()

    # ------------------------------------------------------------------ drawing

    def draw(
        self,
        surface: pygame.Surface,
        view: TableView,
        display: DisplayTable,
        area: pygame.Rect,
        keep_off: Sequence[pygame.Rect] = (),
        tabs: Sequence[pygame.Rect] = (),
    ) -> None:
        """Draw the lit piers, the route and the verdict box, clipped to the table `area`; the
        box keeps off the panels `keep_off` drawn over the table after it (the tutorial's hid
        the box's last lines in a play-test), and covers the off-view `tabs` (drawn over it) only
        where other places cost more (`TAB_WEIGHT`)."""
        self.read_rects = []
        if self.refusal is not None:
            self._draw_refusal(surface, view, display, area, keep_off)
        if not self.lit_piers and not self.showing:
            return
        clip = surface.get_clip()
        surface.set_clip(area)
        for cell, edge in self.lit_piers:
            if cell in display.cells:
                x, y = view.pier_point(display, cell, edge)
                radius = max(round(view.target_px(MIN_PIER_MARK)), round(view.size * 0.13))
                pygame.draw.circle(surface, SHADOW, (round(x), round(y)), radius + 2, 5)
                pygame.draw.circle(surface, LIT_PIER, (round(x), round(y)), radius, 3)
        odds = self.current
        if odds is not None and self.option is not None and self.option.cell in display.cells:
            self._draw_sailing_ships(surface, view, display)
            self._draw_route(surface, view, display, self.option, odds, keep_off)
            self._draw_box(surface, view, display, odds, area, keep_off, tabs)
        surface.set_clip(clip)

    def refusal_at(self, view: TableView, display: DisplayTable, pos: tuple[int, int]) -> str:
        """Why the refused pier at `pos` cannot be chosen ('' when no refused pier is there)."""
        hit = view.pier_at(display, pos, self.refused)
        return self.refused[hit] if hit is not None else ""

    def _draw_refusal(
        self,
        surface: pygame.Surface,
        view: TableView,
        display: DisplayTable,
        area: pygame.Rect,
        keep_off: Sequence[pygame.Rect],
    ) -> None:
        """A red ring on the refused pier under the pointer and, beside the pointer, why."""
        assert self.refusal is not None
        (cell, edge), reason = self.refusal
        if cell not in display.cells:
            return
        x, y = view.pier_point(display, cell, edge)
        radius = max(round(view.target_px(MIN_PIER_MARK)), round(view.size * 0.13))
        pygame.draw.circle(surface, SHADOW, (round(x), round(y)), radius + 2, 5)
        pygame.draw.circle(surface, FAIL_COLOUR, (round(x), round(y)), radius, 3)
        rows: list[tuple[pygame.Surface, RouteStep | None]] = [
            (text(line, TEXT_SIZE, INK), None) for line in wrap(reason, TEXT_SIZE, 300)
        ]
        box = place_box(
            _text_box_size(rows), self.pointer, area, [(card_rect(view, cell), OWN_ISLAND_WEIGHT)], keep_off
        )
        _draw_text_box(surface, box, FAIL_COLOUR, rows)
        self.read_rects.append(box)

    def _draw_route(
        self,
        surface: pygame.Surface,
        view: TableView,
        display: DisplayTable,
        option: Option,
        odds: VoyageOdds,
        keep_off: Sequence[pygame.Rect] = (),
    ) -> None:
        """The route's line, its wakes' dangers and its end's label; the label keeps off the
        fleet (`_fleet_rects`) and the panels `keep_off` drawn over the table after it wherever a
        place inside the table is clear of them (the first game's panel hid "50% land")."""
        size = view.size
        width = max(3, round(size * 0.06))
        assert option.cell is not None
        start = view.pier_point(display, option.cell, option.pier)
        points: list[Point] = [start]
        drawn: list[Point] = []  # the line drawn before a sinking's dashes
        marks: list[tuple[Point, RouteStep]] = []
        for step in odds.route:
            centre = view.centre(step.cell)
            back = (step.entry + 3) % 6
            if step.kind in (StepKind.CROSS, StepKind.SINK):
                rotation = display.rotations.get(step.cell, 0)
                wake = cardgeom.wake_polyline(card_edge(back, rotation), card_edge(step.exit, rotation), size, rotation)
                path = [(centre[0] + x, centre[1] + y) for x, y in wake]
                if step.kind is StepKind.SINK:
                    half = path[: len(path) // 2 + 1]
                    _line(surface, points + half, ROUTE_COLOUR, width)
                    drawn = points + half
                    _line(surface, path[len(path) // 2 :], FAIL_COLOUR, max(2, width - 1), dashed=True)
                    marks.append((half[-1], step))
                    points = []
                    break
                points.extend(path)
                marks.append((path[len(path) // 2], step))
            elif step.kind in (StepKind.LAND, StepKind.TURN_BACK):
                points.append(edge_midpoint(centre, size * 0.92, back))
                points.append(_towards(edge_midpoint(centre, size, back), centre, 0.45))
            else:  # OPEN or STRANDED: the empty cell the next card would fill
                points.append(_towards(edge_midpoint(centre, size, back), centre, 0.5))
        if points:
            _line(surface, points, ROUTE_COLOUR, width)
        self._route_points = drawn + points
        for _point, step in marks:  # the wakes' dangers over the line (play-test 36 read a 3 as an 8)
            _badges_again(surface, view, display, step.cell)
        self._mark_rects = [_wake_mark(surface, point, step, size) for point, step in marks]
        self._end_rect = None
        self._label_clear = self._fleet_rects(view, display, option) + [pygame.Rect(rect) for rect in keep_off]
        self._draw_end(surface, view, display, odds)

    def _fleet_rects(self, view: TableView, display: DisplayTable, option: Option) -> list[pygame.Rect]:
        """What the end's label never covers: the hovered pier's lit ring and the ships of the
        beach that sails, with their rings (play-test 38's label sat on the very pier to click)."""
        assert option.cell is not None
        x, y = view.pier_point(display, option.cell, option.pier)
        radius = max(round(view.target_px(MIN_PIER_MARK)), round(view.size * 0.13)) + 4
        rects = [pygame.Rect(round(x) - radius, round(y) - radius, 2 * radius + 1, 2 * radius + 1)]
        card = view.cards[display.cells[option.cell]]
        spots = view.spot_points(display, option.cell)
        if card.is_island and 0 <= option.beach < len(spots):
            spot_r = cardgeom.spot_radius(card, view.size)
            ring = max(5, round(spot_r * 1.25)) + 2
            beach = spots[option.beach]
            for spot in display.spots_of((option.cell, option.beach)):
                if 0 <= spot < len(beach):
                    x0, y0, x1, y1 = cardgeom.ship_box(beach[spot], spot_r)
                    sx, sy = round(beach[spot][0]), round(beach[spot][1])
                    box = pygame.Rect(math.floor(x0), math.floor(y0), math.ceil(x1 - x0) + 1, math.ceil(y1 - y0) + 1)
                    rects.append(box.union(pygame.Rect(sx - ring, sy - ring, 2 * ring + 1, 2 * ring + 1)))
        return rects

    def _draw_end(self, surface: pygame.Surface, view: TableView, display: DisplayTable, odds: VoyageOdds) -> None:
        """Where the voyage ends: the island it lands on ringed, the empty cell a card would
        fill outlined with the chance to land, the wake it sinks at (marked on the route). An
        end that lies off the table area has its label at the area's edge where the route
        leaves it, an arrow pointing the way (`_end_label`): a play-test's preview hex fell off
        the view. The label keeps off the hovered pier and its fleet (`end_label_place`)."""
        end = odds.end
        size = view.size
        if end.kind in (StepKind.LAND, StepKind.TURN_BACK):
            target = end.cell if end.kind is StepKind.LAND else end.home
            if end.kind is StepKind.TURN_BACK:
                _cross_hex(surface, view.centre(end.cell), size, OPEN_COLOUR)
            if target is not None and target in display.cells:
                corners = hex_corners(view.centre(target), size * 0.96)
                pygame.draw.polygon(surface, SHADOW, corners, 6)
                pygame.draw.polygon(surface, _verdict_colour(odds), corners, 3)
                card = view.cards[display.cells[target]]
                words = f"to {card.name}" if end.kind is StepKind.LAND else f"back to {card.name}"
                self._end_label(surface, words, view.centre(target), size, _verdict_colour(odds), only_off=True)
            return
        if end.kind is StepKind.SINK:
            self._end_label(surface, "sinks", view.centre(end.cell), size, FAIL_COLOUR, only_off=True)
            return
        centre = view.centre(end.cell)
        corners = hex_corners(centre, size * 0.92)
        colour = OPEN_COLOUR if end.kind is StepKind.OPEN else FAIL_COLOUR
        _dashed_polygon(surface, corners, colour, max(2, round(size * 0.05)))
        label = f"{percent(odds.p_land)} land" if end.kind is StepKind.OPEN else "stranded"
        self._end_label(surface, label, centre, size, colour)

    def _end_label(
        self,
        surface: pygame.Surface,
        label: str,
        centre: Point,
        size: float,
        colour: tuple[int, int, int],
        only_off: bool = False,
    ) -> None:
        """The end's `label` on its cell at `centre`; when that lies off the table area (the
        surface's clip), at the area's edge with an arrow pointing the way (a play-test's
        outline ran off the screen), else (`only_off`) none."""
        clip = surface.get_clip()
        inside = clip.inflate(-120, -40)
        at = (round(centre[0]), round(centre[1]))
        off = inside.width > 0 and inside.height > 0 and not clip.collidepoint(at)
        if not off and only_off:
            return
        px = max(12, min(22, round(size * 0.3)))
        if off:
            at = _leaving_point(self._route_points, clip) or (
                min(max(at[0], inside.left), inside.right),
                min(max(at[1], inside.top), inside.bottom),
            )
            probe = text(f"{label} →", px, colour, bold=True)  # the arrows are as wide as each other
            frame = end_label_place(probe.get_size(), at, clip, self._label_clear, self._route_points, self._mark_rects)
            label = f"{label} {_arrow(centre[0] - frame.centerx, centre[1] - frame.centery)}"
            image = text(label, px, colour, bold=True)
        else:
            image = text(label, px, colour, bold=True)
            frame = end_label_place(image.get_size(), at, clip, self._label_clear, (), self._mark_rects)
        pygame.draw.rect(surface, BOX_FILL, frame, border_radius=5)
        if off:
            pygame.draw.rect(surface, colour, frame, width=2, border_radius=5)
        surface.blit(image, image.get_rect(center=frame.center))
        self._end_rect = frame  # the box keeps off it where it can (a play-test's box cut ">99% land")
        self.read_rects.append(frame)

    def _box_place(
        self,
        view: TableView,
        display: DisplayTable,
        odds: VoyageOdds,
        area: pygame.Rect,
        size: tuple[int, int],
        keep_off: Sequence[pygame.Rect] = (),
        tabs: Sequence[pygame.Rect] = (),
    ) -> pygame.Rect:
        """Where the verdict box goes: near the pointer, off the card where the voyage ends
        wherever a place is (`DESTINATION_WEIGHT`, `place_box`'s `keep_clear`), off the route's
        line, marks and end label, and the cards (kept while the pointer, the camera and the
        table stay as they are)."""
        assert self.option is not None and self.option.cell is not None
        key = (
            self.option,
            self.pointer,
            view.size,
            view.centre(self.option.cell),
            tuple(area),
            size,
            len(display.cells),
            tuple(tuple(rect) for rect in keep_off),
            tuple(tuple(rect) for rect in tabs),
        )
        if key != self._box_key or self._box is None:
            route: set[Cell] = {self.option.cell, *(step.cell for step in odds.route), *(x.cell for x in odds.landings)}
            avoid = [(rect, MARK_WEIGHT) for rect in self._mark_rects]  # the badges it explains (a play-test)
            avoid += [(pygame.Rect(tab), TAB_WEIGHT) for tab in tabs]
            if self._end_rect is not None:
                avoid.append((self._end_rect, END_LABEL_WEIGHT))
            destination = self._destination(view, odds)
            shape: list[Point] | None = None
            if destination is not None:  # where the reader's eye goes (play-test 38's box hid Tahiti's name)
                shape = hex_corners((destination.centerx, destination.centery), view.size * 0.95)
                middle = destination.inflate(-round(view.size * 0.8), -round(view.size * 0.35))  # within the hexagon
                avoid.append((middle, DESTINATION_WEIGHT))
            line = max(4, round(view.size * 0.06)) + 4
            for x, y in _along([(round(x), round(y)) for x, y in self._route_points], ROUTE_LINE_STEP):
                avoid.append((pygame.Rect(x - line, y - line, 2 * line + 1, 2 * line + 1), ROUTE_LINE_WEIGHT))
            with_ships = {cell for (cell, _beach), owners in display.ships.items() if owners}
            for cell in route | set(display.cells):
                rect = card_rect(view, cell)
                avoid.append(
                    (
                        rect,
                        OWN_ISLAND_WEIGHT
                        if cell == self.option.cell
                        else ROUTE_WEIGHT
                        if cell in route
                        else SHIPS_WEIGHT
                        if cell in with_ships
                        else 1,
                    )
                )
            self._box_key, self._box = (
                key,
                place_box(
                    size,
                    self.pointer,
                    area,
                    avoid,
                    keep_off,
                    beside=self._end_rect,
                    keep_clear=destination,
                    keep_clear_shape=shape,
                ),
            )
        return self._box

    @staticmethod
    def _destination(view: TableView, odds: VoyageOdds) -> pygame.Rect | None:
        """The card where the voyage ends, as the box keeps off it: the island it lands on (for
        a king's turn-back, the island it goes home to), or the empty cell a new card would
        fill; None where it sinks (its wake is on the route)."""
        end = odds.end
        if end.kind is StepKind.SINK:
            return None
        cell = end.home if end.kind is StepKind.TURN_BACK else end.cell
        return None if cell is None else card_rect(view, cell)

    def _draw_box(
        self,
        surface: pygame.Surface,
        view: TableView,
        display: DisplayTable,
        odds: VoyageOdds,
        area: pygame.Rect,
        keep_off: Sequence[pygame.Rect] = (),
        tabs: Sequence[pygame.Rect] = (),
    ) -> None:
        """The verdict and the route in words, beside the pointer and off the route's cards."""
        assert self.option is not None
        colour = _verdict_colour(odds)
        rows = [
            (text(label, TEXT_SIZE, c, bold=b), wake)
            for label, c, b, wake in box_lines(odds, self.option, display, view.cards, box_text_width(area))
        ]
        box = self._box_place(view, display, odds, area, _text_box_size(rows), keep_off, tabs)
        _draw_text_box(surface, box, colour, rows)
        self.read_rects.append(box)

    def _draw_sailing_ships(self, surface: pygame.Surface, view: TableView, display: DisplayTable) -> None:
        """A ring on each ship of the beach that sails (a play-test with two full beaches could
        not tell which fleet a pier's box spoke of)."""
        option = self.option
        assert option is not None and option.cell is not None
        card = view.cards[display.cells[option.cell]]
        spots = view.spot_points(display, option.cell)
        if not card.is_island or not 0 <= option.beach < len(spots):
            return
        radius = max(5, round(cardgeom.spot_radius(card, view.size) * 1.25))
        beach = spots[option.beach]
        for spot in display.spots_of((option.cell, option.beach)):
            if 0 <= spot < len(beach):
                x, y = round(beach[spot][0]), round(beach[spot][1])
                pygame.draw.circle(surface, SHADOW, (x, y), radius + 1, 4)
                pygame.draw.circle(surface, LIT_PIER, (x, y), radius, 2)


# ---------------------------------------------------------------------- helpers


BOX_TEXT_WIDTH = 360
"""The widest line of a pier's box (px): a longer verdict wraps (a play-test's box, 565 px wide
with the new card's odds on one line, found no place off the islands with ships); less where
the table area is narrower (`box_text_width`)."""
MIN_BOX_TEXT_WIDTH = 120
"""The narrowest lines of a pier's box (px), whatever the table area."""
STRANDED_NOTE = "stranded ships score nothing"
"""Said under a verdict with a chance of being stranded (a play-test met the word there first)."""

BoxLine = tuple[str, tuple[int, int, int], bool, RouteStep | None]
"""A line of a pier's box: its text, colour, boldness and the wake it tells of (if any)."""


def box_text_width(area: pygame.Rect) -> int:
    """The widest line of a pier's box on a table area `area`: `BOX_TEXT_WIDTH`, less where the
    area is narrower (at 640x480 the box's lines ran off the table's left edge, cut)."""
    return max(MIN_BOX_TEXT_WIDTH, min(BOX_TEXT_WIDTH, area.width - 28))


def _badges_again(surface: pygame.Surface, view: TableView, display: DisplayTable, cell: Cell) -> None:
    """The danger badges of the water card at `cell`, drawn again where its face has them (the
    route's line ran through them: a 3 read as an 8, a 4 under the line hidden)."""
    card_id = display.cells.get(cell)
    if card_id is None or view.cards[card_id].is_island:
        return
    px = max(4, int(round(view.size)))
    badges = numberlabels.danger_badges_surface(view.cards[card_id], px, display.rotations.get(cell, 0) % 6)
    centre = view.centre(cell)
    surface.blit(badges, badges.get_rect(center=(round(centre[0]), round(centre[1]))))  # as the face lies


def box_lines(
    odds: VoyageOdds,
    option: Option,
    display: DisplayTable,
    cards: Sequence[Card],
    width: int = BOX_TEXT_WIDTH,
) -> list[BoxLine]:
    """A pier's box, line by line, each at most `width` px wide (wrapped): the verdict, where it
    may land, what stranded means where it may happen, the fleet ("fleet of 3 ships, 2 colours",
    "from Tahiti's left beach": every pier's box, play-test 36 read the ships and the beach on
    some and only "fleet of 2 colours" on others, where one beach was full) and each wake it
    crosses (after its symbol)."""
    colour = _verdict_colour(odds)
    lines: list[BoxLine] = []

    def add(label: str, ink: tuple[int, int, int], bold: bool = False, wake: RouteStep | None = None) -> None:
        room = width - (TEXT_SIZE + 6 if wake is not None else 0)  # a wake's line starts after its symbol
        for k, line in enumerate(wrap(label, TEXT_SIZE, room, bold=bold)):
            lines.append((line, ink, bold, wake if k == 0 else None))

    for part in odds.verdict().split("; "):
        add(part, colour, bold=True)
    if odds.outcome is Outcome.OPEN and odds.landings:
        for label in landing_lines(odds):
            add(label, INK)
    if odds.p_stranded > 0.0 or odds.outcome is Outcome.STRANDED:
        add(STRANDED_NOTE, INK_DIM)
    if option.cell is not None and option.cell in display.cells:
        card = cards[display.cells[option.cell]]
        names = beach_names(card, display.rotations[option.cell])
        ships = len(display.ships.get((option.cell, option.beach), ()))
        beach = names[option.beach] if 0 <= option.beach < len(names) else f"beach {option.beach + 1}"
        add(f"fleet of {ships} ship{'' if ships == 1 else 's'}, {_colours(odds.colours)}", INK_DIM)
        add(f"from {card.name}'s {beach}", INK_DIM)
    else:
        add(f"fleet of {_colours(odds.colours)}", INK_DIM)
    crossing = 0
    for step in odds.route:
        if step.kind in (StepKind.CROSS, StepKind.SINK):
            crossing += 1  # by its place on the route: a water card's deck name ("Water 11") says nothing
            danger = f"danger {step.danger}" if step.danger else "no danger"
            add(f"wake {crossing}: {_colours(step.colours)} vs {danger}", INK, wake=step)
    return lines


LISTED_LANDINGS = 3
"""Islands lying that a pier's box names (the likeliest); the rest are counted together."""


def landing_lines(odds: VoyageOdds) -> list[str]:
    """Where a voyage that may land does: `50% on a new island`, `6% on Fidschi (5 points)`, the
    likeliest islands lying first, then `1% on 2 other islands`; their percents add up to the
    verdict's chance to land (`split_percents`)."""
    ranked = sorted(odds.landings, key=lambda x: -x.probability)
    listed, unlisted = ranked[:LISTED_LANDINGS], ranked[LISTED_LANDINGS:]
    others = sum(x.probability for x in unlisted)
    parts = ([odds.p_new_island] if odds.p_new_island > 0.0 else []) + [x.probability for x in listed]
    shown = split_percents(odds.p_land, parts + ([others] if unlisted else []))
    lines: list[str] = []
    if odds.p_new_island > 0.0:
        label = f"{shown.pop(0)} on a new island"
        if odds.p_new_island_short > 0.0:  # R6.3: a small island of a variant deck
            label += f" ({percent(odds.p_new_island_short)} too small: ships go home)"
        lines.append(label)
    for landing in listed:
        arrival = landing.arrival()
        label = f"{shown.pop(0)} on {landing.name} ({_points(landing.value)})"
        lines.append(f"{label}: {arrival}" if arrival else label)
    if unlisted:
        lines.append(f"{shown.pop(0)} on {len(unlisted)} other island{'s' if len(unlisted) > 1 else ''}")
    return lines


def card_rect(view: TableView, cell: Cell) -> pygame.Rect:
    """The screen box around the card at `cell` (what a box placed on the table keeps off)."""
    rect = pygame.Rect(0, 0, round(2 * view.size), round(1.75 * view.size))
    rect.center = (round(view.centre(cell)[0]), round(view.centre(cell)[1]))
    return rect


def _text_box_size(rows: list[tuple[pygame.Surface, RouteStep | None]]) -> tuple[int, int]:
    """The size `_draw_text_box` needs for `rows`."""
    width = max(image.get_width() + (TEXT_SIZE + 6 if wake else 0) for image, wake in rows) + 20
    return width, sum(image.get_height() + 3 for image, _ in rows) + 14


def _draw_text_box(
    surface: pygame.Surface,
    box: pygame.Rect,
    edge: tuple[int, int, int],
    rows: list[tuple[pygame.Surface, RouteStep | None]],
) -> None:
    """A box edged in `edge` with its rows of text, each after its wake's pass or fail symbol if it has one."""
    pygame.draw.rect(surface, BOX_FILL, box, border_radius=7)
    pygame.draw.rect(surface, edge, box, width=2, border_radius=7)
    icon = TEXT_SIZE
    y = box.y + 7
    for image, wake in rows:
        x = box.x + 10
        if wake is not None:
            _symbol(surface, (x + icon / 2, y + image.get_height() / 2), icon * 0.42, wake.passes)
            x += icon + 6
        surface.blit(image, (x, y))
        y += image.get_height() + 3


def label_frame(size: tuple[int, int], at: tuple[int, int], clip: pygame.Rect) -> pygame.Rect:
    """The frame of a label of `size` centred at `at`, moved inside `clip` where it fits (a
    play-test read "land" without its percent: the label of a cell at the table area's edge was
    cut by the side panels)."""
    frame = pygame.Rect(0, 0, size[0] + 10, size[1] + 6)
    frame.center = at
    if frame.width <= clip.width and frame.height <= clip.height:
        frame.clamp_ip(clip)
    return frame


LABEL_CLEAR_COST = 1000.0
"""What the end's label covering the hovered pier or a ship of its fleet costs (or running
past the table area's edge): more than any place clear of them (`end_label_place`)."""
LABEL_MARK_COST = 20.0
"""What the end's label covering a whole wake mark ("2 vs 3") costs, by the share it covers."""
LABEL_STEP = 6
"""Pixels between the places `end_label_place` tries."""
INWARD_COST = 3.0
"""An off-area end's label moved into the area from its edge costs this many times as much as
moved along it, by the pixel: it stays by the edge the route leaves by."""


def end_label_place(
    size: tuple[int, int],
    at: tuple[int, int],
    clip: pygame.Rect,
    clear: Sequence[pygame.Rect],
    along: Sequence[Point] = (),
    marks: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """The frame of the route's end label of `size`, centred at `at` (moved inside `clip`,
    `label_frame`) where that leaves `clear` (the hovered pier, its fleet's ships) and the wake
    `marks` uncovered; else the nearest place that does, along the route's line `along` or
    around `at` (for an end off the area, `along` given: along the area's edge first, then
    further in, `INWARD_COST`), covering `clear` only where no place inside `clip` is clear of
    it. Play-test 38: an end beyond the area's top edge had its label
    clamped in over the very pier to click and its ships."""
    return _end_label_place(
        size,
        at,
        tuple(clip),
        tuple(tuple(rect) for rect in clear),
        tuple((round(x), round(y)) for x, y in along),
        tuple(tuple(rect) for rect in marks),
    )


@lru_cache(maxsize=64)
def _end_label_place(
    size: tuple[int, int],
    at: tuple[int, int],
    clip_box: tuple[int, int, int, int],
    clear_boxes: tuple[tuple[int, int, int, int], ...],
    along: tuple[tuple[int, int], ...],
    mark_boxes: tuple[tuple[int, int, int, int], ...],
) -> pygame.Rect:
    """`end_label_place` of hashable arguments, kept (the route is drawn every frame)."""
    clip = pygame.Rect(clip_box)
    clear = [pygame.Rect(box) for box in clear_boxes]
    marks = [pygame.Rect(box) for box in mark_boxes]
    ideal = label_frame(size, at, clip)
    w, h = ideal.size
    kx = ky = 1.0
    if along:  # an end off the area: along its edge first, where the arrow points out
        sides = (at[0] - clip.left, clip.right - at[0], at[1] - clip.top, clip.bottom - at[1])
        if min(sides) in sides[:2]:
            kx = INWARD_COST
        else:
            ky = INWARD_COST

    def cost(frame: pygame.Rect) -> float:
        total = math.hypot(kx * (frame.centerx - ideal.centerx), ky * (frame.centery - ideal.centery)) / h
        if not clip.contains(frame):
            total += LABEL_CLEAR_COST
        for i in frame.collidelistall(clear):
            covered = frame.clip(clear[i])
            total += LABEL_CLEAR_COST * (1.0 + covered.width * covered.height / (w * h))
        for i in frame.collidelistall(marks):
            covered = frame.clip(marks[i])
            total += LABEL_MARK_COST * covered.width * covered.height / max(1, marks[i].width * marks[i].height)
        return total

    best, best_cost = ideal, cost(ideal)
    if best_cost < 1.0:
        return best
    tried = {tuple(ideal)}
    centres = [point for point in _along(along, LABEL_STEP)]
    centres += [
        (ideal.centerx + dx, ideal.centery + dy)
        for dx in range(-(w + 60), w + 61, LABEL_STEP)
        for dy in range(-4 * h, 4 * h + 1, LABEL_STEP)
    ]
    for centre in centres:
        frame = label_frame(size, centre, clip)
        if tuple(frame) in tried:
            continue
        tried.add(tuple(frame))
        frame_cost = cost(frame)
        if frame_cost < best_cost:
            best, best_cost = frame, frame_cost
    return best


def _along(points: Sequence[tuple[int, int]], step: int) -> list[tuple[int, int]]:
    """Points every `step` pixels along the line through `points`."""
    found: list[tuple[int, int]] = []
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        length = math.hypot(x1 - x0, y1 - y0)
        for k in range(max(1, math.ceil(length / step))):
            f = k * step / length if length else 0.0
            found.append((round(x0 + (x1 - x0) * f), round(y0 + (y1 - y0) * f)))
    if points:
        found.append(points[-1])
    return found


def _leaving_point(points: Sequence[Point], clip: pygame.Rect) -> tuple[int, int] | None:
    """Where the line through `points` last leaves `clip` (None when it never does from inside)."""
    leaving: tuple[int, int] | None = None
    for a, b in zip(points, points[1:], strict=False):
        if clip.collidepoint(a) and not clip.collidepoint(b):
            inside, outside = a, b
            for _ in range(12):  # halve the segment towards the edge
                middle = ((inside[0] + outside[0]) / 2, (inside[1] + outside[1]) / 2)
                if clip.collidepoint(middle):
                    inside = middle
                else:
                    outside = middle
            leaving = (round(inside[0]), round(inside[1]))
    return leaving


def _points(value: int) -> str:
    return "1 point" if value == 1 else f"{value} points"


def _pier_leading_to(
    cell: Cell, piers: dict[tuple[Cell, int], Option], display: DisplayTable
) -> tuple[Cell, int] | None:
    """The pier whose voyage would put the next card on the empty `cell` (a drag over that cell)."""
    if cell in display.cells:
        return None
    for island, edge in piers:
        if island in display.rotations and neighbour(island, world_direction(edge, display.rotations[island])) == cell:
            return island, edge
    return None


TAB_WEIGHT = 20
"""How much the verdict box avoids covering an off-view tab ("3 more places"), drawn over it since
play-test 53 found the pier's labels over the tabs' words: as much as the pier's own island (at
the route line's 60, test_table_preview's boxes went over islands with ships more often)."""
ROUTE_WEIGHT = 6
"""What covering the route's cards costs a pier's box, against 1 for other cards."""
SHIPS_WEIGHT = 5
"""What covering an island with ships off the route costs (a play-test's box hid the ships
of an island beside the route, where the landing odds send a reader's eye; another, with the
weight at 3, found boxes over ships while the sea beside them was empty: over 174 boxes of 30
seeded tables at 1366x768, 20 met such an island at 3, 9 at 5, for the same median distance)."""
OWN_ISLAND_WEIGHT = 20
"""What covering the pier's own island costs: it is the card the player works on."""
MARK_WEIGHT = 400
"""How much the verdict box avoids covering the route's marks ("2 vs 3"), per its own area: a
play-test found the box over the very badge it explained."""
END_LABEL_WEIGHT = 400
"""The same for the label of the route's end ("58% land"): the box tells its figures too, but
play-test 23 dragged the stack's card to a pier near the top of the table and lost the label of
the cell the card was aimed at under the box (24 of 180 such places at 1366x768 at weight 3, none
now; the box may wait beside the label, `place_box`'s `beside`)."""
DESTINATION_WEIGHT = 60
"""What covering the card where the voyage ends costs a pier's box (besides `KEEP_CLEAR_COST`
for touching it at all: the box covers it only where no place leaves it clear): play-test 38's
box of a voyage to Tahiti hid Tahiti's name and beaches, where it cost no more than any card of
the route (`ROUTE_WEIGHT`)."""
ROUTE_LINE_WEIGHT = 60
"""What covering the route's line costs, per piece of it (`ROUTE_LINE_STEP` px of the line and
its width), against the box's own area."""
ROUTE_LINE_STEP = 12
"""Pixels between the pieces of the route's line a pier's box keeps off."""
KEEP_CLEAR_COST = 40
"""What covering any of `place_box`'s `keep_clear` costs, on top of the weight of what it
covers: more than any place clear of it costs (a card box covered its own card's corner with
room beside the card: play-test 29), so the box covers it only where no place leaves it clear."""
KEEP_CLEAR_GAP = 4
"""Pixels between a box placed beside `place_box`'s `keep_clear` and it."""
BOX_GAPS = (24, 40, 56, 72, 90, 180)
"""Pixels between the pointer and the places a pier's box tries around it (24, 90 and 180 until
the box kept off the voyage's destination, play-test 38: the pier lies on the edge between its
island and the destination, and the nearest place clear of both was often between 24 and 90)."""
BOX_DISTANCE_PX = 60
"""A pier's box is as far from the pointer as this many pixels costs as much as covering a
box's area of cards off the route: a play-test's boxes went to the table's empty corners, a
median of 159 px from the pointer at 1366x768 (the cost of distance was a share of the cover,
so any place covering nothing won however far it was)."""


def place_box(
    size: tuple[int, int],
    pointer: tuple[int, int],
    area: pygame.Rect,
    avoid: list[tuple[pygame.Rect, int]],
    keep_off: Sequence[pygame.Rect] = (),
    beside: pygame.Rect | None = None,
    keep_clear: pygame.Rect | None = None,
    keep_clear_shape: Sequence[Point] | None = None,
    tabs: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """A box near the pointer, inside `area`, covering as little of `avoid` (rect, weight) as it
    can, and clear of `keep_off` (panels drawn over it) wherever a place is; `beside`: a box
    (the card under the pointer) whose four sides are tried too, level with the pointer;
    `keep_clear`: a box (the card a card box tells about) the box never covers where a place
    beside it or near the pointer leaves it clear, those beside it lined up with its corners
    tried too (`KEEP_CLEAR_COST`); `keep_clear_shape`: the polygon inside `keep_clear` that
    counts as covered (a card's hexagon: the corners of its box are the sea or other cards);
    `tabs`: controls on the area (the off-view tabs) kept clear before all else where a place is
    (a place over one is taken only where every place is: covering the card pointed at with all
    its spots weighed more than a tab, and at 640x480 a box lay over "+6" with room below it),
    the places just above and below, left and right of them tried too, level with the pointer
    and in the area's corners (at 640x480 the card box hid "1 more card · F shows all": a box
    taller than half a small table area found no place between two tabs from the pointer's
    places alone)."""
    w, h = size
    px, py = pointer
    best: pygame.Rect | None = None
    best_cost = (True, 0.0)  # (over a tab, what it covers and how far it is)
    rects = [rect for rect, _weight in avoid]
    places = [
        (px + dx, py + dy)
        for gap in BOX_GAPS
        for dx, dy in (
            (gap, gap),
            (gap, -gap - h),
            (-gap - w, gap),
            (-gap - w, -gap - h),
            (-w // 2, gap + 20),
            (-w // 2, -gap - 20 - h),
            (gap + 40, -h // 2),
            (-gap - 40 - w, -h // 2),
        )
    ]
    if beside is not None:
        places += [
            (beside.right + 6, py - h // 2),
            (beside.left - 6 - w, py - h // 2),
            (px - w // 2, beside.bottom + 6),
            (px - w // 2, beside.top - 6 - h),
        ]
    if keep_clear is not None:
        gap = KEEP_CLEAR_GAP
        for x in (keep_clear.right + gap, keep_clear.left - gap - w):
            places += [(x, keep_clear.top), (x, keep_clear.bottom - h), (x, keep_clear.centery - h // 2)]
        for y in (keep_clear.bottom + gap, keep_clear.top - gap - h):
            places += [(keep_clear.left, y), (keep_clear.right - w, y), (keep_clear.centerx - w // 2, y)]
    for rect in tabs:
        places += [
            (px - w // 2, rect.bottom + 4),
            (px - w // 2, rect.top - 4 - h),
            (rect.right + 4, py - h // 2),
            (rect.left - 4 - w, py - h // 2),
            *((x, y) for x in (rect.right + 4, rect.left - 4 - w) for y in (area.top, area.bottom - h)),
            *((x, y) for y in (rect.bottom + 4, rect.top - 4 - h) for x in (area.left, area.right - w)),
        ]
    for x, y in places:
        box = pygame.Rect(x, y, w, h).clamp(area)
        cover = 0.0  # in the box's own areas, weighted
        if keep_clear is not None and (
            rect_hits_polygon((box.left, box.top, box.right, box.bottom), list(keep_clear_shape))
            if keep_clear_shape is not None
            else box.colliderect(keep_clear)
        ):
            cover += KEEP_CLEAR_COST
        for i in box.collidelistall(rects):  # only the rects it meets cover anything
            clipped = box.clip(rects[i])
            cover += avoid[i][1] * clipped.width * clipped.height / (w * h)
        if box.collidepoint(pointer):
            cover += 8
        if box.collidelist(keep_off) >= 0:
            cover += 100
        nx, ny = min(max(px, box.left), box.right), min(max(py, box.top), box.bottom)
        cover += math.hypot(nx - px, ny - py) / BOX_DISTANCE_PX
        cost = (box.collidelist(tabs) >= 0, cover)
        if best is None or cost < best_cost:
            best, best_cost = box, cost
    assert best is not None
    return best


def _verdict_colour(odds: VoyageOdds) -> tuple[int, int, int]:
    """Green for a sure landing of every ship, red for a sure loss (sunk, or no free spot for any
    ship), amber for anything uncertain or partly lost."""
    if odds.outcome is Outcome.LAND:
        landing = odds.landings[0] if odds.landings else None
        if landing is not None and landing.ships_home:
            return FAIL_COLOUR if landing.ships[0] == 0 else OPEN_COLOUR
        return PASS_COLOUR
    return FAIL_COLOUR if odds.outcome is Outcome.SINK else OPEN_COLOUR


def _colours(n: int) -> str:
    return f"{n} colour" if n == 1 else f"{n} colours"


def _towards(a: Point, b: Point, k: float) -> Point:
    return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)


def _line(
    surface: pygame.Surface, points: list[Point], colour: tuple[int, int, int], width: int, dashed: bool = False
) -> None:
    """A route line with a dark outline, so it reads on sand and sea."""
    if len(points) < 2:
        return
    if dashed:
        for i in range(0, len(points) - 1, 2):
            pygame.draw.line(surface, SHADOW, points[i], points[i + 1], width + 4)
            pygame.draw.line(surface, colour, points[i], points[i + 1], width)
        return
    pygame.draw.lines(surface, SHADOW, False, points, width + 4)
    pygame.draw.lines(surface, colour, False, points, width)
    for x, y in (points[0], points[-1]):
        pygame.draw.circle(surface, colour, (round(x), round(y)), max(2, width // 2 + 1))


def _symbol(surface: pygame.Surface, centre: Point, radius: float, passes: bool) -> None:
    """A check mark in a green disc (passes) or a cross in a red one (sinks)."""
    cx, cy = centre
    r = max(5.0, radius)
    pygame.draw.circle(surface, SHADOW, (round(cx), round(cy)), round(r) + 2)
    pygame.draw.circle(surface, PASS_COLOUR if passes else FAIL_COLOUR, (round(cx), round(cy)), round(r))
    w = max(2, round(r * 0.32))
    if passes:
        pts = [(cx - r * 0.5, cy + r * 0.02), (cx - r * 0.12, cy + r * 0.42), (cx + r * 0.55, cy - r * 0.4)]
        pygame.draw.lines(surface, SHADOW, False, pts, w)
    else:
        k = r * 0.45
        pygame.draw.line(surface, SHADOW, (cx - k, cy - k), (cx + k, cy + k), w)
        pygame.draw.line(surface, SHADOW, (cx - k, cy + k), (cx + k, cy - k), w)


def _wake_mark(surface: pygame.Surface, point: Point, step: RouteStep, size: float) -> pygame.Rect:
    """On the wake: the symbol and "colours vs danger" (a danger-0 wake gets the symbol only);
    returns the rectangle the mark covers (the verdict box keeps off it)."""
    radius = max(7.0, size * 0.13)
    _symbol(surface, point, radius, step.passes)
    covered = pygame.Rect(0, 0, round(2 * radius), round(2 * radius))
    covered.center = (round(point[0]), round(point[1]))
    if not step.danger or size < SMALL_CARD:
        return covered  # on small cards the label would cover the next wake; the verdict box lists it
    image = text(
        f"{step.colours} vs {step.danger}",
        max(12, min(20, round(size * 0.24))),
        PASS_COLOUR if step.passes else FAIL_COLOUR,
        bold=True,
    )
    box = image.get_rect(midleft=(round(point[0] + radius + 4), round(point[1])))
    pygame.draw.rect(surface, BOX_FILL, box.inflate(8, 4), border_radius=4)
    surface.blit(image, box)
    return covered.union(box.inflate(8, 4))


def _cross_hex(surface: pygame.Surface, centre: Point, size: float, colour: tuple[int, int, int]) -> None:
    """A king island turning the fleet back: its outline in the warning colour."""
    corners = hex_corners(centre, size * 0.96)
    pygame.draw.polygon(surface, SHADOW, corners, 6)
    pygame.draw.polygon(surface, colour, corners, 3)


def _dashed_polygon(surface: pygame.Surface, corners: list[Point], colour: tuple[int, int, int], width: int) -> None:
    for (x0, y0), (x1, y1) in zip(corners, corners[1:] + corners[:1], strict=True):
        length = math.hypot(x1 - x0, y1 - y0)
        dashes = max(2, int(length / 9))
        for k in range(0, dashes, 2):
            a = (x0 + (x1 - x0) * k / dashes, y0 + (y1 - y0) * k / dashes)
            b = (x0 + (x1 - x0) * (k + 1) / dashes, y0 + (y1 - y0) * (k + 1) / dashes)
            pygame.draw.line(surface, SHADOW, a, b, width + 3)
            pygame.draw.line(surface, colour, a, b, width)


def _arrow(dx: float, dy: float) -> str:
    """The arrow among the eight (screen y down) closest to the direction (dx, dy)."""
    import math

    arrows = "→↘↓↙←↖↑↗"
    return arrows[round(math.degrees(math.atan2(dy, dx)) / 45.0) % 8]
