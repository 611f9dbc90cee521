"""Where things lie on the table's screen, and what lies under a screen point.

`TableGeometry` is the base of the table view's chain of classes (`TableView`, tableview.py):
the cards and the camera, the screen places of cells, mooring spots and piers, the ships' sizes
at the present zoom (worked out once per zoom), and the hit tests: which beach, free spot, pier
or cell lies under a screen point. It draws nothing, and the hit tests decide nothing about
rules (which targets are legal is given to the view).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from tongiaki.app.art import cardgeom
from tongiaki.app.view.camera import Camera
from tongiaki.app.view.display import DisplayTable
from tongiaki.app.view.hexview import Point
from tongiaki.rules import Card
from tongiaki.rules.hexgrid import Cell

MIN_FLEET_SHIP = 15
"""The smallest ship of a fleet or stranded group, in pixels (`fleet_ship_size`)."""
MIN_PIER_REACH = 18.0
"""The least distance (screen px at UI scale 1) from a pier's end at which the pointer still
takes it (a click, a drop of the stack's card, the voyage preview): in the whole table late in a
game (F) a play-test aimed at pier marks about 10 px across. Where the reaches of two piers
overlap, the nearer pier is taken (`pier_at`)."""
MIN_BEACH_REACH = 12.0
"""The least distance (screen px at UI scale 1) from a beach's mooring spot at which the pointer
still takes the beach (`beach_at`): small cards' spots are 5 or 6 px across."""


class TableGeometry:
    """The screen places of the table's cells, spots, piers and ships at the camera's view, and
    what lies under a screen point (see the module's docstring)."""

    def __init__(self, cards: tuple[Card, ...]) -> None:
        self.cards = cards
        self.camera = Camera(min_zoom=0.18, max_zoom=2.2)
        self._ship_px_size = -1.0
        self._ship_px: dict[int | None, tuple[Card | None, int]] = {}
        """(card, ship sprite size) at `_ship_px_size`, by the id of the island card (None: at sea)."""
        self._spot_size = -1.0
        self._spot_offsets: dict[tuple[int, int], tuple[tuple[Point, ...], ...]] = {}

    # ------------------------------------------------------------------ geometry

    @property
    def size(self) -> float:
        """Hex circumradius on screen."""
        return self.camera.screen_hex_size

    def centre(self, cell: Cell) -> Point:
        """Screen centre of a cell."""
        return self.camera.cell_center(cell)

    def spot_points(self, display: DisplayTable, cell: Cell) -> tuple[tuple[Point, ...], ...]:
        """Screen positions of every mooring spot of the island at `cell`, per beach."""
        card_id = display.cells[cell]
        rotation = display.rotations[cell]
        size = self.size
        if size != self._spot_size:
            self._spot_size = size
            self._spot_offsets.clear()
        local = self._spot_offsets.get((card_id, rotation))
        if local is None:
            local = cardgeom.spot_positions(self.cards[card_id], size, rotation)
            self._spot_offsets[(card_id, rotation)] = local
        cx, cy = self.centre(cell)
        return tuple(tuple((cx + x, cy + y) for x, y in beach) for beach in local)

    def pier_point(self, display: DisplayTable, cell: Cell, edge: int) -> Point:
        """Screen position of the outer end of a pier (by card edge)."""
        card = self.cards[display.cells[cell]]
        cx, cy = self.centre(cell)
        x, y = cardgeom.pier_ends(card, self.size, display.rotations[cell])[edge]
        return (cx + x, cy + y)

    def ship_size(self, card: Card | None = None) -> int:
        """Pixel size of a ship sprite at the current zoom."""
        size = self.size
        if size != self._ship_px_size:
            self._ship_px_size = size
            self._ship_px.clear()
        island = card if card is not None and card.is_island else None
        key = None if island is None else id(island)
        entry = self._ship_px.get(key)
        if entry is not None and entry[0] is island:
            return entry[1]
        if island is not None:
            px = _size_step(cardgeom.spot_radius(island, size) * cardgeom.SHIP_SPOT_SCALE)
        else:
            px = _size_step(size * 0.24)
        self._ship_px[key] = (island, px)
        return px

    def fleet_ship_size(self) -> int:
        """Pixel size of the ships of a fleet or stranded group: the ship size at sea, but never
        below `MIN_FLEET_SHIP` (a play-test's landing fleet had 10 px ships to pick from when
        the table was zoomed out)."""
        return max(MIN_FLEET_SHIP, self.ship_size())

    # ------------------------------------------------------------------ hit tests

    def target_px(self, px: float) -> float:
        """`px` screen pixels at UI scale 1, in this window (a larger UI scale, larger targets)."""
        return px * max(1.0, self.camera.ui_scale)

    def beach_at(self, display: DisplayTable, pos: Point, reach: float | None = None) -> tuple[Cell, int] | None:
        """The beach whose spot or sand lies under `pos`: the one with a spot nearest it, within
        `reach` pixels (by default about two spots' widths, never less than `MIN_BEACH_REACH`)."""
        cell = self.camera.cell_at(pos)
        if cell not in display.cells or not self.cards[display.cells[cell]].is_island:
            return None
        card = self.cards[display.cells[cell]]
        if reach is None:
            reach = max(self.target_px(MIN_BEACH_REACH), cardgeom.spot_radius(card, self.size) * 2.2)
        best, best_d = None, reach
        for b, spots in enumerate(self.spot_points(display, cell)):
            for x, y in spots:
                d = math.hypot(pos[0] - x, pos[1] - y)
                if d < best_d:
                    best, best_d = (cell, b), d
        return best

    def free_spot_at(self, display: DisplayTable, key: tuple[Cell, int], pos: Point) -> int:
        """The free spot of beach `key` nearest `pos` (-1 if it has none): where a person who
        clicked there wants the ship (a play-test saw it put on the beach's first free spot)."""
        cell, beach = key
        if cell not in display.cells or not self.cards[display.cells[cell]].is_island:
            return -1
        spots = self.spot_points(display, cell)
        if not 0 <= beach < len(spots):
            return -1
        taken = display.spots_of(key)
        free = [(math.hypot(pos[0] - x, pos[1] - y), i) for i, (x, y) in enumerate(spots[beach]) if i not in taken]
        return min(free)[1] if free else -1

    def pier_reach(self) -> float:
        """How far (screen px) from a pier's end the pointer still takes it (`MIN_PIER_REACH`)."""
        return max(self.target_px(MIN_PIER_REACH), self.size * 0.22)

    def pier_at(
        self,
        display: DisplayTable,
        pos: Point,
        candidates: Iterable[tuple[Cell, int]],
        others: Iterable[tuple[Cell, int]] = (),
    ) -> tuple[Cell, int] | None:
        """The pier among `candidates` ((cell, edge) pairs) nearest `pos`, within `pier_reach`;
        None when one of the piers `others` (e.g. those the decision holds back) is nearer still."""
        best, best_d = None, self.pier_reach()
        wanted = set(candidates)
        for cell, edge in [*wanted, *(pier for pier in others if pier not in wanted)]:
            if cell not in display.cells:
                continue
            x, y = self.pier_point(display, cell, edge)
            d = math.hypot(pos[0] - x, pos[1] - y)
            if d < best_d:
                best, best_d = (cell, edge), d
        return best if best in wanted else None

    def cell_at(self, pos: Point) -> Cell:
        """The cell under `pos`."""
        return self.camera.cell_at(pos)

    def forget_caches(self) -> None:
        """Drop the ships' sizes worked out (the next frames work them out anew)."""
        self._ship_px.clear()


def _size_step(px: float) -> int:
    """Ship sprite sizes in steps of about 8 %, so a zoom re-uses a few cached sprites."""
    px = max(10.0, px)
    return int(round(1.08 ** round(math.log(px, 1.08))))
