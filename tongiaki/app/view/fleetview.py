"""The ships at sea: the fleet sailing or waiting to land in its bubble, and stranded groups.

`FleetView` (in the table view's chain, over `TargetsView`) places the fleet: by the pier it
leaves from, gliding between cells, or waiting to land in a bubble beside its island, at the
best of the places around it (`bubble.rank_bubble_places`, ranked once per table) clear of the
HUD's panels, with a tail to the island when it had to go farther off. A landing keeps its
layout while its ships land one by one (`fleet_points`), and the view can bring its bubble in
(`landing_focus`). Stranded groups stand on their water card or by their pier. A group
standing still has the islands' names near it drawn again over its ships.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

import pygame

from tongiaki.app.view.bubble import BLOCKED, NEARER, TAIL_DOT, bubble_tail, rank_bubble_places
from tongiaki.app.view.display import DisplayTable, Fleet, Playing, ease
from tongiaki.app.view.hexview import Point, cell_to_pixel, direction_vector, pixel_to_cell
from tongiaki.app.view.targets import HIGHLIGHT, TargetsView, spot_glow
from tongiaki.rules import Card, EventKind
from tongiaki.rules.hexgrid import Cell, neighbour

GROUP_STEP = (0.85, 1.0)
"""Distances between the ships of a group, in ship sizes, along a row and between rows (a
ship's sprite is narrower than its size: they do not overlap)."""


class FleetView(TargetsView):
    """The fleet at sea, its bubble and landing place, and the stranded groups (see the
    module's docstring)."""

    def __init__(self, cards: tuple[Card, ...], colours: list[str]) -> None:
        super().__init__(cards, colours)
        self._group_names: dict[Hashable, list[tuple[pygame.Surface, tuple[int, int]]]] = {}
        """The names over a still group's ships (`_draw_names_over_group`), by view and group."""
        self.panel_source: Callable[[], dict[str, pygame.Rect]] | None = None
        """Gives the HUD's rectangles (every one but "table" is a panel the fleet keeps clear of)."""
        self.screen_size: tuple[int, int] | None = None
        """The size of the surface last drawn on (`TableView.draw`): the waiting fleet keeps inside it."""
        self._bubble_key: tuple[object, ...] | None = None
        self._landing: tuple[int, Cell, tuple[int, ...], frozenset[Cell]] | None = None
        """The landing under way as first seen: (the edge its fleet came in by, its island, its
        ships' owners, the cards with ships then)."""
        self._bubble_candidates: list[tuple[float, float, float]] = []

    def group_positions(self, count: int, centre: Point) -> list[Point]:
        """Centres of the ships of a cluster (fleet or stranded group) around `centre`: one row
        of up to four, else two rows, the ships clear of each other (a play-test's fifth ship
        stood half under the fourth, its sail over the bubble's edge)."""
        px = self.fleet_ship_size()
        cols = max(1, count if count <= 4 else (count + 1) // 2)
        rows = (count + cols - 1) // cols
        points = []
        for i in range(count):
            row, col = divmod(i, cols)
            points.append(
                (
                    centre[0] + (col - (cols - 1) / 2) * px * GROUP_STEP[0],
                    centre[1] + (row - (rows - 1) / 2) * px * GROUP_STEP[1],
                )
            )
        return points

    def _draw_group(
        self,
        surface: pygame.Surface,
        owners: list[int],
        centre: Point,
        alpha: float,
        sink: float = 0.0,
        lifted: int = -1,
        picked: int = -1,
        points: list[Point] | None = None,
    ) -> None:
        """A cluster of ships (a fleet or a stranded group) around `centre`; `lifted` is hidden,
        `picked` (the ship chosen to land next) stands on a bright ring."""
        if not owners:
            return
        px = self.fleet_ship_size()
        if points is None:
            points = self.group_positions(len(owners), centre)
        for i, (owner, (x, y)) in enumerate(zip(owners, points, strict=True)):
            if i == lifted:
                continue
            y += sink * px * 0.8
            if i == picked:
                glow = spot_glow(max(4, round(px * 0.62)), True)
                surface.blit(glow, glow.get_rect(center=(round(x), round(y))))
                pygame.draw.circle(surface, (255, 255, 255), (round(x), round(y)), max(4, round(px * 0.56)), 2)
            sprite = self._sprite(owner, px)
            if alpha < 1.0:
                sprite = sprite.copy()
                sprite.set_alpha(int(255 * max(0.0, alpha)))
            surface.blit(sprite, (round(x - px / 2), round(y - px / 2)))

    def _draw_stranded(self, surface: pygame.Surface, display: DisplayTable) -> None:
        """The stranded groups, each with the islands' names near it drawn again over its ships."""
        for index, (_cell, owners) in enumerate(display.stranded):
            centre = self.stranded_position(display, index)
            self._draw_group(surface, list(owners), centre, 1.0)
            self._draw_names_over_group(surface, display, list(owners), centre)

    def stranded_position(self, display: DisplayTable, index: int) -> Point:
        """Where stranded group `index` is drawn: on its water card, or beside the pier it never
        left on its island (R8.3); several groups on one card stand apart."""
        cell, _owners = display.stranded[index]
        headings = display.stranded_heading
        heading = headings[index] if index < len(headings) else -1
        cx, cy = self.centre(cell)
        card_id = display.cells.get(cell)
        if card_id is not None and self.cards[card_id].is_island:
            if heading < 0:  # unknown pier: the first one that points at an empty cell
                heading = self._open_pier_direction(display, cell)
            if heading >= 0:
                dx, dy = direction_vector(heading)
                return (cx + dx * self.size * 1.12, cy + dy * self.size * 1.12)
        same = [i for i, (c, _o) in enumerate(display.stranded) if c == cell]
        k = same.index(index)
        offset = (k - (len(same) - 1) / 2) * self.size * 0.4
        return (cx, cy + offset)

    def _open_pier_direction(self, display: DisplayTable, cell: Cell) -> int:
        """World direction of the first pier of the island at `cell` that points at an empty cell."""
        from tongiaki.rules.hexgrid import world_direction

        card = self.cards[display.cells[cell]]
        for edge in card.pier_edges():
            direction = world_direction(edge, display.rotations[cell])
            if neighbour(cell, direction) not in display.cells:
                return direction
        return -1

    def fleet_position(self, display: DisplayTable, playing: Playing | None = None) -> Point | None:
        """Where the fleet is drawn: leaving by its pier, sailing between cells, or waiting in a
        bubble beside the island it lands on (see `landing_anchor`)."""
        placed = self._fleet_placement(display, playing)
        return None if placed is None else placed[0]

    def _fleet_placement(self, display: DisplayTable, playing: Playing | None) -> tuple[Point, bool] | None:
        """(centre of the fleet, whether it waits in a bubble to land)."""
        fleet = display.fleet
        if fleet is None or not fleet.ships:
            self._landing = None  # no fleet waits: the next landing is a new one
            return None
        start = self.centre(fleet.cell)
        card_id = display.cells.get(fleet.cell)
        if (
            fleet.to is not None
            and playing is not None
            and playing.event.kind in (EventKind.FLEET_MOVED, EventKind.TURNED_BACK)
        ):
            end = self.centre(fleet.to)
            k = ease(playing.progress)
            return (start[0] + (end[0] - start[0]) * k, start[1] + (end[1] - start[1]) * k), False
        if card_id is not None and self.cards[card_id].is_island:
            if fleet.heading >= 0 and (fleet.to is not None or fleet.arrival < 0):  # still by its pier
                self._landing = None
                dx, dy = direction_vector(fleet.heading)
                return (start[0] + dx * self.size * 0.95, start[1] + dy * self.size * 0.95), False
            return self.landing_anchor(display), True
        return start, False

    def _same_landing(self, fleet: Fleet) -> bool:
        """True when `fleet` is the landing first seen in `_landing`, some of its ships landed
        since (the display makes its fleet anew at times: it is known by its island, the edge it
        came in by and its ships; `_fleet_placement` forgets a landing once no fleet waits)."""
        landing = self._landing
        if landing is None or landing[0] != fleet.arrival or landing[1] != fleet.cell:
            return False
        first = list(landing[2])
        for owner in fleet.ships:
            if owner not in first:
                return False
            first.remove(owner)
        return True

    def fleet_slots(self, display: DisplayTable) -> int:
        """The ships a waiting fleet's layout is made for: as many as it had when its landing
        began (see `landing_anchor`); for a fleet under way, its ships."""
        fleet = display.fleet
        if fleet is None:
            return 0
        landing = self._landing
        if landing is not None and self._same_landing(fleet):
            return len(landing[2])
        return len(fleet.ships)

    def fleet_points(self, display: DisplayTable, centre: Point) -> list[Point]:
        """Where each ship of the fleet is drawn around `centre`, in `fleet.ships` order: a
        landing fleet's ships keep the places they had when it began to land (a landed ship
        leaves its place empty; the display takes the first ship of a colour off, so those of
        that colour left keep the last places), and a play-test's clicks no longer miss ships
        that moved as others landed."""
        fleet = display.fleet
        if fleet is None:
            return []
        landing = self._landing
        if landing is None or not self._same_landing(fleet):
            return self.group_positions(len(fleet.ships), centre)
        first = list(landing[2])
        places = self.group_positions(len(first), centre)
        left = {c: fleet.ships.count(c) for c in set(fleet.ships)}
        kept: list[Point] = []
        for j in range(len(first) - 1, -1, -1):  # the last places of each colour are the ones left
            colour = first[j]
            if left.get(colour, 0) > 0:
                left[colour] -= 1
                kept.append(places[j])
        kept.reverse()
        if len(kept) != len(fleet.ships) or any(left.values()):
            return self.group_positions(len(fleet.ships), centre)  # not the same fleet after all
        return kept

    def fleet_bubble_rect(self, display: DisplayTable) -> pygame.Rect | None:
        """The plate of the fleet waiting to land (None when no fleet waits)."""
        placed = self._fleet_placement(display, None)
        if placed is None or not placed[1] or display.fleet is None:
            return None
        return self._bubble_rect(placed[0], self.fleet_slots(display))

    def fleet_bubble_tail(self, display: DisplayTable) -> tuple[Point, Point] | None:
        """The tail from the waiting fleet's plate to its island, when the plate had to go
        farther off than beside the island (see `bubble_tail`); else None."""
        box = self.fleet_bubble_rect(display)
        if box is None or display.fleet is None:
            return None
        cell = display.fleet.cell
        return bubble_tail(box, self.centre(cell), self.size, self._nearer_island(display, box, cell))

    def _nearer_island(self, display: DisplayTable, box: pygame.Rect, cell: Cell) -> bool:
        """True when another island's centre lies nearer the plate `box` than the landing
        island's (a play-test took a fleet waiting beside Hiva Oa for one of Hiva Oa's)."""
        own = math.dist(box.center, self.centre(cell))
        near = own - NEARER * self.size
        return any(
            other != cell and self.cards[card_id].is_island and math.dist(box.center, self.centre(other)) < near
            for other, card_id in display.cells.items()
        )

    def _bubble_rect(self, centre: Point, count: int) -> pygame.Rect:
        points = self.group_positions(count, centre)
        px = self.fleet_ship_size()
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        box = pygame.Rect(0, 0, round(max(xs) - min(xs) + px * 1.3), round(max(ys) - min(ys) + px * 1.45))
        box.center = (round((max(xs) + min(xs)) / 2), round((max(ys) + min(ys)) / 2))
        return box

    def _landing_places(self, display: DisplayTable) -> tuple[list[tuple[float, float, float]], float, float]:
        """The places around the island where the waiting fleet's bubble may go, best first
        (`rank_bubble_places`: cost and hex-size offsets from the island's centre), and the
        bubble's half width and height in hex sizes. A new landing fixes its layout and the
        cards it keeps off for as long as it lasts (they were worked out anew as each ship
        landed, and the group jumped); the places are ranked once per table."""
        fleet = display.fleet
        assert fleet is not None
        size = self.size
        landing = self._landing
        if not self._same_landing(fleet):
            occupied = frozenset(
                {k[0] for k, v in display.ships.items() if v} | set(display.kings) | {c for c, _o in display.stranded}
            )
            landing = self._landing = (fleet.arrival, fleet.cell, tuple(fleet.ships), occupied)
        assert landing is not None
        count = len(landing[2])
        probe = self._bubble_rect((0.0, 0.0), count)
        half_w, half_h = probe.width / 2 / size, probe.height / 2 / size
        occupied = landing[3]
        key = (
            fleet.cell,
            fleet.arrival,
            count,
            round(half_w, 2),
            round(half_h, 2),
            occupied,
            frozenset(display.cells.items()),
            frozenset(display.rotations.items()),
        )
        if key != self._bubble_key:
            self._bubble_key = key
            self._bubble_candidates = rank_bubble_places(
                self.cards, display, fleet.cell, fleet.arrival, half_w, half_h, occupied
            )
        return self._bubble_candidates, half_w, half_h

    def landing_focus(self, display: DisplayTable) -> list[Cell]:
        """The cells under the best place for the waiting fleet's bubble (`rank_bubble_places`,
        wherever the view is), for the view to show with its island: an island at the table
        area's edge, whose free water lay beyond it and every neighbour with ships, had its
        bubble a card away (3 of 200 seeded landings at 1000x650). None when no fleet waits
        to land, or no place is clear of the cards with ships and the islands' labels."""
        placed = self._fleet_placement(display, None)
        fleet = display.fleet
        if placed is None or not placed[1] or fleet is None:  # no fleet waiting in its bubble
            return []
        places, half_w, half_h = self._landing_places(display)
        if not places or places[0][0] >= BLOCKED:
            return []
        _cost, ux, uy = places[0]
        ox, oy = cell_to_pixel(fleet.cell, 1.0)
        corners = [(ux + sx * half_w, uy + sy * half_h) for sx in (-1, 1) for sy in (-1, 1)]
        return list(dict.fromkeys(pixel_to_cell((ox + x, oy + y), 1.0) for x, y in [(ux, uy), *corners]))

    def landing_anchor(self, display: DisplayTable) -> Point:
        """Where a landing fleet waits: beside the pier or wake it came in by, over no card with
        ships, no island's name or value and no HUD panel, as near that edge as can be.

        The places around the island are ranked once per table (in hex-size units, so the
        ranking holds at any zoom, `_landing_places`); each frame takes the best one clear of
        the HUD panels and inside the table area (the window when there is none). The view
        brings the best one in with the island at a person's landing (`landing_focus`)."""
        fleet = display.fleet
        assert fleet is not None
        size = self.size
        cx, cy = self.centre(fleet.cell)
        places, half_w, half_h = self._landing_places(display)
        rects = self.panel_source() if self.panel_source else {}
        panels = [r for name, r in rects.items() if name != "table"]
        surface = pygame.display.get_surface()
        screen = pygame.Rect((0, 0), self.screen_size or (surface.get_size() if surface else (1, 1)))
        if "table" in rects:
            # inside the table area, not only the window: a press in the gap between it and the
            # seats panel is off the board, and a fleet waiting there could not be dragged
            screen = screen.clip(rects["table"])
        w, h = half_w * 2 * size, half_h * 2 * size
        fallback = None
        for _cost, ux, uy in places:
            x, y = cx + ux * size, cy + uy * size
            box = pygame.Rect(0, 0, round(w) + 2, round(h) + 2)
            box.center = (round(x), round(y))
            if screen.contains(box) and box.collidelist(panels) < 0:
                return (x, y)
            if fallback is None:
                fallback = (x, y)
        return fallback if fallback is not None else (cx + size * 1.05, cy - size * 0.62)

    def _draw_fleet(
        self,
        surface: pygame.Surface,
        display: DisplayTable,
        playing: Playing | None,
        lifted: int = -1,
        picked: int = -1,
    ) -> None:
        fleet = display.fleet
        placed = self._fleet_placement(display, playing)
        if fleet is None or placed is None:
            return
        pos, waiting = placed
        alpha, sink = 1.0, 0.0
        points = None
        if waiting:
            box = self._bubble_rect(pos, self.fleet_slots(display))
            tail = bubble_tail(box, self.centre(fleet.cell), self.size, self._nearer_island(display, box, fleet.cell))
            if tail is not None:
                _draw_tail(surface, tail, self.size)
            self._draw_bubble(surface, pos, self.fleet_slots(display))
            points = self.fleet_points(display, pos)
        else:
            picked = -1
        if fleet.sinking and playing is not None and playing.event.kind is EventKind.CROSSING:
            k = playing.progress
            alpha, sink = 1.0 - k, k
        self._draw_group(surface, fleet.ships, pos, alpha, sink, lifted, picked, points)
        moving = playing is not None and playing.event.kind in (EventKind.FLEET_MOVED, EventKind.TURNED_BACK)
        if not waiting and not moving and sink == 0.0:
            # a fleet by its pier (its player picks where it sails) lay over the island's
            # name: play-test 40 read Fidschi as "Fids" under four ships leaving up-right
            self._draw_names_over_group(surface, display, fleet.ships, pos, lifted)

    def _draw_names_over_group(
        self, surface: pygame.Surface, display: DisplayTable, owners: list[int], centre: Point, lifted: int = -1
    ) -> None:
        """The names of the islands near a group of ships standing still (`_draw_group` without
        its bubble) drawn again over its ships where they reach into them (`_names_over_ships`;
        kept while the camera, the group and the cards about it stay the same)."""
        key = (
            self.camera.zoom,
            self.camera.offset,
            tuple(owners),
            centre,
            lifted,
            self._sprite_generation,
            tuple(display.cells.items()),
            tuple(display.rotations.items()),
        )
        kept = self._group_names.get(key)
        if kept is not None:
            surface.fblits(kept)
            return
        self._plates_missed = False
        px = self.fleet_ship_size()
        ships = [
            (self._sprite(owner, px), (round(x - px / 2), round(y - px / 2)))
            for i, (owner, (x, y)) in enumerate(zip(owners, self.group_positions(len(owners), centre), strict=True))
            if i != lifted
        ]
        under = self.cell_at(centre)  # (a group reaches the names of its cell's and the next ones)
        near = [cell for cell in (under, *(neighbour(under, d) for d in range(6))) if cell in display.cells]
        blits = self._names_over_ships(ships, display, near)
        surface.fblits(blits)
        if not self._plates_missed:
            if len(self._group_names) >= 16:
                self._group_names.clear()
            self._group_names[key] = blits

    def _draw_bubble(self, surface: pygame.Surface, centre: Point, count: int) -> None:
        """A rounded plate behind a waiting fleet, so it reads as "ships to place"."""
        box = self._bubble_rect(centre, count)
        plate = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (8, 22, 40, 190), plate.get_rect(), border_radius=12)
        pygame.draw.rect(plate, (*HIGHLIGHT, 230), plate.get_rect(), width=2, border_radius=12)
        surface.blit(plate, box)

    def forget_caches(self) -> None:
        """Drop the names kept over the groups' ships, and what `TargetsView` keeps."""
        self._group_names.clear()
        super().forget_caches()


def _draw_tail(surface: pygame.Surface, tail: tuple[Point, Point], size: float) -> None:
    """A bright line with a dark rim from the plate to a dot on the island."""
    (x0, y0), (x1, y1) = tail
    width = max(2, round(size * 0.05))
    dot = max(3, round(size * TAIL_DOT))
    start, end = (round(x0), round(y0)), (round(x1), round(y1))
    pygame.draw.line(surface, (8, 22, 40), start, end, width + 4)
    pygame.draw.circle(surface, (8, 22, 40), end, dot + 2)
    pygame.draw.line(surface, HIGHLIGHT, start, end, width)
    pygame.draw.circle(surface, HIGHLIGHT, end, dot)
