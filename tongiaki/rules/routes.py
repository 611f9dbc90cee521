"""Voyages over the cards already lying (R6.2): where a fleet lands, sinks, or needs a new card.

`crossing_tables` turns each water card's wakes into a table per rotation and heading (the
direction out and the danger), built once per deck; `trace_route` follows a fleet with them
without changing anything, and `home_threshold` answers R7.1 (does the fleet come home?) for
every fleet size at once. `Voyage` is a fleet at sea, `Route` where a route over lying cards ends,
`RouteOutcome` how.
"""

from __future__ import annotations

import enum
from typing import Final, NamedTuple

from tongiaki.rules.cards import Card
from tongiaki.rules.hexgrid import DIRECTION_OFFSETS, Cell, card_edge, opposite, world_direction


class RouteOutcome(enum.StrEnum):
    """How a route over lying cards ends."""

    LAND = "land"
    """On an island (`Route.cell`), or back home after a king island turned it back."""
    SINK = "sink"
    """At a wake whose danger is above the fleet's colours (`Route.cell`, `Route.danger`)."""
    OPEN = "open"
    """Before an empty cell: a card would be revealed there."""


class Route(NamedTuple):
    """Where a voyage over lying cards ends (see `GameState.trace_route`).

    `outcome` LAND: `cell` is the island it lands on; SINK: `cell` is the water card whose wake
    it cannot pass, `danger` that wake's danger; OPEN: `cell` is the last cell before an empty
    one and `direction` points into it (a card would be revealed there).
    """

    outcome: RouteOutcome
    cell: Cell
    direction: int = -1
    danger: int = 0
    turned_back: bool = False


class Voyage(NamedTuple):
    """A fleet at sea: its ships, the island it left, where it is and where it heads."""

    fleet: tuple[int, ...]
    origin: Cell
    cell: Cell
    direction: int
    stop_after_crossing: bool = False


DQ: Final = tuple(dq for dq, _ in DIRECTION_OFFSETS)
"""The q offset of the neighbour in each world direction."""
DR: Final = tuple(dr for _, dr in DIRECTION_OFFSETS)
"""The r offset of the neighbour in each world direction."""

Crossing = tuple[int, int]
"""(direction out, danger) of a fleet crossing a water card."""

CrossingTables = tuple[tuple[Crossing, ...] | None, ...]
"""Per card id: None for an island, else the card's crossings by `6 * rotation + heading`."""

_TABLES: Final[dict[int, tuple[tuple[Card, ...], CrossingTables]]] = {}


def crossing_tables(cards: tuple[Card, ...]) -> CrossingTables:
    """Per card id: None for an island, else `table[6 * rotation + heading]` = (direction out,
    danger) of a fleet heading `heading` onto the card lying with `rotation` (R6.2). Built once
    per deck (the cards are frozen) and shared by every state."""
    entry = _TABLES.get(id(cards))
    if entry is not None and entry[0] is cards:
        return entry[1]
    tables: list[tuple[Crossing, ...] | None] = []
    for card in cards:
        if card.is_island:
            tables.append(None)
            continue
        row: list[Crossing] = []
        for rotation in range(6):
            for heading in range(6):
                other, danger = card.exits[card_edge(opposite(heading), rotation)]
                row.append((world_direction(other, rotation), danger))
        tables.append(tuple(row))
    result = tuple(tables)
    _TABLES[id(cards)] = (cards, result)
    return result


_NEIGHBOURS: Final[dict[Cell, tuple[Cell, ...]]] = {}


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    """The six cells around `cell`, by world direction (cached: the table reuses its cells)."""
    found = _NEIGHBOURS.get(cell)
    if found is None:
        q, r = cell
        found = _NEIGHBOURS[cell] = tuple((q + dq, r + dr) for dq, dr in DIRECTION_OFFSETS)
    return found


def trace_route(cells: dict[Cell, int], rotations: dict[Cell, int], kings: dict[Cell, int],
                crossing: CrossingTables, cell: Cell, direction: int, colours: int, origin: Cell) -> Route:
    """Follow a fleet of `colours` colours over the cards lying (`cells`, `rotations`), from
    `cell` heading `direction` (R6.2): where does it land, sink, or need a card? A king island
    turns it back to `origin` (R6.2 step 3)."""
    here, d = cell, direction
    for _ in range(4 * len(crossing) + 8):
        nxt = (here[0] + DQ[d], here[1] + DR[d])
        cid = cells.get(nxt)
        if cid is None:
            return Route(RouteOutcome.OPEN, here, d)
        table = crossing[cid]
        if table is None:
            if nxt in kings:
                return Route(RouteOutcome.LAND, origin, -1, turned_back=True)
            return Route(RouteOutcome.LAND, nxt, -1)
        out, danger = table[6 * rotations[nxt] + d]
        if danger and colours < danger:
            return Route(RouteOutcome.SINK, nxt, -1, danger)
        here, d = nxt, out
    raise AssertionError("a voyage over lying cards did not end (R7.5)")


NEVER_HOME: Final = 1 << 30
"""`home_threshold` of a route that comes home with no fleet, however many colours it holds."""


def home_threshold(cells: dict[Cell, int], rotations: dict[Cell, int], kings: dict[Cell, int],
                   crossing: CrossingTables, cell: Cell, direction: int) -> int:
    """R7.1 for every fleet size at once: the fewest colours with which a fleet leaving island
    `cell` heading `direction` comes back to it over the cards lying (0: any fleet; NEVER_HOME:
    none): a fleet of `colours` colours comes home exactly when `colours >= home_threshold(...)`.

    A fleet follows the route of one that passes every crossing until its first failed
    crossing, so it comes home exactly when that route does and no wake on it is more dangerous
    than the fleet's colours."""
    here, d = cell, direction
    need = 0
    for _ in range(4 * len(crossing) + 8):
        nxt = (here[0] + DQ[d], here[1] + DR[d])
        cid = cells.get(nxt)
        if cid is None:
            return NEVER_HOME
        table = crossing[cid]
        if table is None:
            return need if nxt == cell or nxt in kings else NEVER_HOME
        out, danger = table[6 * rotations[nxt] + d]
        if danger > need:
            need = danger
        here, d = nxt, out
    raise AssertionError("a voyage over lying cards did not end (R7.5)")
