"""The table: the cards lying, the ships on their beaches, the supplies and the stack (R2-R4).

`Table` is the position without the turn flow, like a chess board without the side to move:
which card lies at which cell with which rotation, the ships on each beach, the kings, each
player's supply, the stranded fleets, the stack's remaining composition and the removed cards.
It answers the questions the rules ask of a position (free spots, full beaches, routes over
the cards lying, the score) and keeps running indexes so that none of them rescans the table.
`GameState` (state.py) adds the turn flow on top of it. A table changes only through its
underscore methods, which `GameState` calls while applying an option.
"""

from __future__ import annotations

from itertools import chain
from typing import Any, NamedTuple

from tongiaki.rules import interned
from tongiaki.rules.cards import Card, Deck
from tongiaki.rules.hexgrid import ORIGIN, Cell, world_direction
from tongiaki.rules.options import Option
from tongiaki.rules.routes import (
    CrossingTables,
    Route,
    crossing_tables,
    home_threshold,
    neighbours,
    trace_route,
)
from tongiaki.rules.scoring import Result, standing

__all__ = ["SHIPS_PER_PLAYER", "BeachKey", "Table"]

SHIPS_PER_PLAYER = 15

BeachKey = tuple[Cell, int]
"""One beach of the table: (cell of its island, beach index on the card)."""

Arrangement = frozenset[tuple[BeachKey, tuple[int, ...]]]
"""Where every ship on a beach stands: ((cell, beach), sorted owners) for each beach with ships."""

_BACK_BITS = tuple(1 << ((d + 3) % 6) for d in range(6))
"""Per world direction d: the bit of the opposite direction (a neighbour across d sees us there)."""


def _ship_hash(key: BeachKey, owner: int) -> int:
    """One ship's share of the table's arrangement hash (R7.6; the hash sums them; the hot
    paths below compute `hash((key, owner))` inline)."""
    return hash((key, owner))


def _arrangement_of(ships: dict[BeachKey, tuple[int, ...]]) -> Arrangement:
    """The arrangement of the ships on the beaches `ships` (a table's `ships` or a copy of it)."""
    placed = []
    for key, owners in ships.items():  # a loop: cheaper than a generator here
        if owners:
            placed.append((key, tuple(sorted(owners))))
    return frozenset(placed)


class BoardKey:
    """The cards lying (cells, rotations, king islands) as one hashable value whose hash is
    worked out once: the voyage odds' memo (`odds.sail_odds`) is keyed by it, and a tuple of
    the table's items would be hashed anew, item by item, on every look-up."""

    __slots__ = ("items", "_hash")

    def __init__(self, items: tuple[object, ...]) -> None:
        self.items = items
        self._hash = hash(items)

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[Any, ...]:
        # Rebuilt by calling the class (a class compiled with mypyc is not made otherwise when
        # a state is pickled to the AI's helper processes).
        return BoardKey, (self.items,)

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, BoardKey) and self._hash == other._hash
                                 and self.items == other.items)


class SeenShips:
    """The beaches (`ships`, a copy of a table's) from which an emigration of this turn's chain
    set out (R7.6), and their arrangement, made the first time it is asked for."""

    __slots__ = ("ships", "_arrangement")

    def __init__(self, ships: dict[BeachKey, tuple[int, ...]]) -> None:
        self.ships = ships
        self._arrangement: Arrangement | None = None

    def __reduce__(self) -> tuple[Any, ...]:
        return SeenShips, (self.ships,)  # as `BoardKey.__reduce__`

    def arrangement(self) -> Arrangement:
        """Where every ship stood (`_arrangement_of` the beaches)."""
        found = self._arrangement
        if found is None:
            found = self._arrangement = _arrangement_of(self.ships)
        return found


MaskRows = list[tuple[Option, ...] | None]
"""Per bitmask of neighbouring directions (0-63): a frontier cell's `interned.attach_row` for
that mask, filled in as masks come up (None until then)."""

_MASK_ROWS: dict[Cell, MaskRows] = {}
_AROUND: dict[Cell, tuple[tuple[Cell, int, MaskRows], ...]] = {}


def _mask_rows(cell: Cell) -> MaskRows:
    """The `MaskRows` of `cell`, one list per cell shared by every table."""
    rows = _MASK_ROWS.get(cell)
    if rows is None:
        rows = _MASK_ROWS[cell] = [None] * 64
    return rows


def _around(cell: Cell) -> tuple[tuple[Cell, int, MaskRows], ...]:
    """Per world direction d: (the neighbour across d, the bit of the opposite direction, under
    which that neighbour sees `cell`, the neighbour's `MaskRows`), made once per cell."""
    found = _AROUND.get(cell)
    if found is None:
        found = _AROUND[cell] = tuple(
            (n, bit, _mask_rows(n)) for n, bit in zip(neighbours(cell), _BACK_BITS, strict=True))
    return found


class _DeckTables(NamedTuple):
    """What every table of one deck starts from, made once per deck (the cards are frozen)."""

    cards: tuple[Card, ...]
    spots: tuple[int, ...]
    """Per card id: the island's mooring spots (0 for water)."""
    beach_caps: tuple[tuple[int, ...], ...]
    """Per card id: the capacity of each of its beaches (() for water)."""
    reveals: tuple[Option, ...]
    """The reveal options of the whole stack (`Deck.stack_ids`)."""
    stack_islands: int
    """The islands in the whole stack."""


_DECK_TABLES: dict[int, _DeckTables] = {}


def _deck_tables(deck: Deck) -> _DeckTables:
    """The `_DeckTables` of a deck, made on first use like `crossing_tables`."""
    cards = deck.cards
    entry = _DECK_TABLES.get(id(cards))
    if entry is not None and entry.cards is cards:
        return entry
    stack = deck.stack_ids
    entry = _DECK_TABLES[id(cards)] = _DeckTables(
        cards, tuple(card.spots for card in cards),
        tuple(tuple(beach.capacity for beach in card.beaches) for card in cards),
        tuple(map(interned.reveal, stack)), sum(1 for card_id in stack if cards[card_id].is_island))
    return entry


class Table:
    """The position on the table. Read the public attributes; they change only through a game.

    Public attributes: `deck`, `cards` (the deck's cards by id), `players`, `cells` (cell ->
    card id), `rotations`, `frontier` (free cell next to a card -> bitmask of the directions
    holding one), `ships` ((cell, beach) -> owners of the ships on that beach's spots), `caps`
    ((cell, beach) -> its spots), `kings` (cell -> player), `kings_used`, `supply`, `stranded`
    ([(cell, owners)]), `stack` (remaining card ids, sorted: the composition, not an order),
    `removed`.

    The indexes, updated with every change instead of recomputed (`_reindex` rebuilds them
    from the attributes above): the full beaches, each player's ships per island, the ships per
    island, each cell's place in table order, the options of every frontier cell, the reveal
    options of the stack, the number of islands and water cards in the stack, and a hash of
    the ships' arrangement that makes R7.6's check cheap.
    """

    deck: Deck
    cards: tuple[Card, ...]
    players: int
    cells: dict[Cell, int]
    frontier: dict[Cell, int]
    rotations: dict[Cell, int]
    ships: dict[BeachKey, tuple[int, ...]]
    caps: dict[BeachKey, int]
    kings: dict[Cell, int]
    kings_used: list[int]
    supply: list[int]
    stranded: list[tuple[Cell, tuple[int, ...]]]
    stack: tuple[int, ...]
    removed: list[int]
    _crossing: CrossingTables
    _spots: tuple[int, ...]
    _beach_caps: tuple[tuple[int, ...], ...]
    _full: set[BeachKey]
    _mine: list[dict[Cell, int]]
    _on_island: dict[Cell, int]
    _order: dict[Cell, int]
    _next_order: int
    _frontier_options: dict[Cell, tuple[Option, ...]]
    _reveals: tuple[Option, ...]
    _stack_islands: int
    _stack_waters: int
    _hash: int
    _board_shared: bool
    _board_key: BoardKey | None
    _homes: dict[tuple[Cell, int], int]

    __slots__ = (
        "deck", "cards", "players", "cells", "frontier", "rotations", "ships", "caps", "kings",
        "kings_used", "supply", "stranded", "stack", "removed", "_crossing", "_spots", "_beach_caps", "_full",
        "_mine", "_on_island", "_order", "_next_order", "_frontier_options", "_reveals",
        "_stack_islands", "_stack_waters", "_hash", "_board_shared", "_board_key", "_homes",
    )

    def __init__(self, deck: Deck | None = None, players: int = 0) -> None:
        """An empty table for `deck` and `players`: no card lying, every supply full, the whole
        stack. Without a deck the object is left blank for a copy to fill in (a compiled class
        is made through its `__init__`, so copying cannot go around it)."""
        if deck is None:
            return
        self.deck = deck
        self.cards = deck.cards
        self.players = players
        self.cells = {}
        self.frontier = {}
        self.rotations = {}
        self.ships = {}
        self.caps = {}
        self.kings = {}
        self.kings_used = [0] * players
        self.supply = [SHIPS_PER_PLAYER] * players
        self.stranded = []
        self.stack = deck.stack_ids
        self.removed = []
        self._board_shared = False
        self._board_key = None
        self._homes = {}
        self._crossing = crossing_tables(deck.cards)
        tables = _deck_tables(deck)
        self._spots, self._beach_caps = tables.spots, tables.beach_caps
        # The indexes of an empty table with the whole stack (what `_reindex_table` builds).
        self._full = set()
        self._mine = [{} for _ in range(players)]
        self._on_island = {}
        self._order = {}
        self._next_order = 0
        self._hash = 0
        self._frontier_options = {}
        self._reveals = tables.reveals
        self._stack_islands = tables.stack_islands
        self._stack_waters = len(self.stack) - tables.stack_islands

    def _reindex_table(self) -> None:
        """Rebuild the table's indexes from its public attributes (after they were set directly)."""
        self._board_changed()
        cards = self.cards
        self._full = {k for k, occ in self.ships.items() if occ and len(occ) == self.caps[k]}
        self._mine = [{} for _ in range(self.players)]
        self._on_island = {c: 0 for c, cid in self.cells.items() if cards[cid].is_island}
        self._order = {}
        self._next_order = 0
        self._hash = 0
        for cell in self.cells:
            self._order[cell] = self._next_order
            self._next_order += 1
        for key, occ in self.ships.items():
            cell = key[0]
            for owner in occ:
                mine = self._mine[owner]
                mine[cell] = mine.get(cell, 0) + 1
                self._hash += _ship_hash(key, owner)
            self._on_island[cell] += len(occ)
        self._frontier_options = {cell: interned.attach_row(cell, mask) for cell, mask in self.frontier.items()}
        self._reveals = tuple(map(interned.reveal, self.stack))
        self._stack_islands = sum(1 for c in self.stack if cards[c].is_island)
        self._stack_waters = len(self.stack) - self._stack_islands

    # ------------------------------------------------------------------ copying

    def _copy_table_to(self, other: Table) -> None:
        """Fill the blank `other` with an independent copy of this table; card definitions are
        shared (they are frozen).

        The parts that change only when a card is attached or removed or a king is founded
        (cells, rotations, capacities, the frontier and its options, table order, kings, removed
        cards) are shared until either table changes them (`_own_board`)."""
        self._board_shared = True
        other._board_shared = True
        other.deck = self.deck
        other.cards = self.cards
        other.players = self.players
        other.cells = self.cells
        other.frontier = self.frontier
        other.rotations = self.rotations
        other.ships = dict(self.ships)
        other.caps = self.caps
        other.kings = self.kings
        other.kings_used = list(self.kings_used)
        other.supply = list(self.supply)
        other.stranded = list(self.stranded)
        other.stack = self.stack
        other.removed = self.removed
        other._crossing = self._crossing
        other._spots = self._spots
        other._beach_caps = self._beach_caps
        other._full = set(self._full)
        other._mine = [dict(m) for m in self._mine]
        other._on_island = dict(self._on_island)
        other._order = self._order
        other._next_order = self._next_order
        other._frontier_options = self._frontier_options
        other._reveals = self._reveals
        other._stack_islands = self._stack_islands
        other._stack_waters = self._stack_waters
        other._hash = self._hash
        other._board_key = self._board_key  # the two boards are the same until either changes
        other._homes = self._homes  # (`_board_changed` gives the changing one a new memo)

    def _table_snapshot(self) -> dict[str, object]:
        """The table's part of `GameState.snapshot`: every attribute and index as plain values."""
        order = self._order
        return {
            "players": self.players, "cells": list(self.cells.items()), "frontier": list(self.frontier.items()),
            "rotations": dict(self.rotations), "ships": list(self.ships.items()), "caps": dict(self.caps),
            "kings": list(self.kings.items()), "kings_used": list(self.kings_used), "supply": list(self.supply),
            "stranded": list(self.stranded), "stack": self.stack, "removed": list(self.removed),
            "full": set(self._full), "mine": [dict(m) for m in self._mine], "on_island": list(self._on_island.items()),
            "order": sorted(order, key=order.__getitem__),
            "frontier_options": list(self._frontier_options.items()), "reveals": self._reveals,
            "stack_islands": self._stack_islands, "stack_waters": self._stack_waters, "hash": self._hash,
        }

    def _board_changed(self) -> None:
        """The cards lying or the king islands are about to change: forget what was worked out
        from them (a new memo, never clearing one a copy may share)."""
        self._board_key = None
        self._homes = {}

    def _own_board(self) -> None:
        """Copy the table parts `copy` shared, before this state changes one of them."""
        self._board_changed()
        if self._board_shared:
            self.cells = dict(self.cells)
            self.frontier = dict(self.frontier)
            self.rotations = dict(self.rotations)
            self.caps = dict(self.caps)
            self.kings = dict(self.kings)
            self.removed = list(self.removed)
            self._order = dict(self._order)
            self._frontier_options = dict(self._frontier_options)
            self._board_shared = False

    # ------------------------------------------------------------------ queries

    def card_at(self, cell: Cell) -> Card | None:
        """The card lying at `cell`, or None."""
        cid = self.cells.get(cell)
        return None if cid is None else self.cards[cid]

    def island_cells(self) -> list[Cell]:
        """Cells holding island cards (king islands included)."""
        return [c for c, cid in self.cells.items() if self.cards[cid].is_island]

    def capacity(self, cell: Cell, beach: int) -> int:
        """Mooring spots of a beach."""
        return self.caps[(cell, beach)]

    def free_spots(self, cell: Cell, beach: int) -> int:
        """Free mooring spots of a beach."""
        key = (cell, beach)
        return self.caps[key] - len(self.ships[key])

    def is_full(self, cell: Cell, beach: int) -> bool:
        """True when every spot of the beach holds a ship (R6.1)."""
        return (cell, beach) in self._full

    def full_beaches(self) -> list[BeachKey]:
        """Every full beach on the table, in table order."""
        if not self._full:
            return []
        order = self._order
        return sorted(self._full, key=lambda k: (order[k[0]], k[1]))

    def ships_on_island(self, cell: Cell, player: int | None = None) -> int:
        """Ships on the beaches of an island (of one player, or of all)."""
        if player is None:
            return self._on_island[cell]
        return self._mine[player].get(cell, 0)

    def pier_direction(self, cell: Cell, pier_edge: int) -> int:
        """World direction a pier points to."""
        return world_direction(pier_edge, self.rotations[cell])

    def ships_on_table(self, player: int) -> int:
        """A player's ships on spots, as kings and stranded (R8.4's third tie-break)."""
        spots = sum(self._mine[player].values())
        kings = sum(1 for p in self.kings.values() if p == player)
        stranded = sum(owners.count(player) for _, owners in self.stranded)
        return spots + kings + stranded

    def has_ship_on_spots(self, player: int) -> bool:
        """True when the player has a ship on some beach (kings not counted, R9.1)."""
        return bool(self._mine[player])

    def result(self) -> Result:
        """Scores and the winner by R8.4 (meaningful at any time, final once over)."""
        players = self.players
        cards, cells = self.cards, self.cells
        islands: list[set[Cell]] = [set(mine) for mine in self._mine]
        for cell, p in self.kings.items():
            islands[p].add(cell)
        scores = [sum(cards[cells[c]].value for c in islands[p]) for p in range(players)]
        counts = [len(s) for s in islands]
        on_table = [self.ships_on_table(p) for p in range(players)]
        return standing(scores, counts, on_table)

    def scores(self) -> tuple[int, ...]:
        """Each player's points (R8.4)."""
        return self.result().scores

    def _in_table_order(self, cells: dict[Cell, int]) -> list[Cell]:
        """The keys of `cells` in the order their cards were attached (the table's order)."""
        if len(cells) < 2:
            return list(cells)
        return sorted(cells, key=self._order.__getitem__)

    def _islands_with_ships(self, player: int) -> list[Cell]:
        return self._in_table_order(self._mine[player])

    def _free_on_island(self, cell: Cell) -> int:
        return self._spots[self.cells[cell]] - self._on_island[cell]

    def _place_options(self, cell: Cell, spare: int = 0, used: tuple[int, ...] = ()) -> list[Option]:
        """The options of putting a ship on a beach of island `cell` that has more than `spare`
        free spots, in beach order, leaving out the beaches in `used`."""
        pairs = interned.place_keys(cell, len(self._beach_caps[self.cells[cell]]))
        options = []
        if spare:
            caps, ships = self.caps, self.ships
            for option, key in pairs:  # a loop: cheaper than a comprehension over a few beaches
                if caps[key] - len(ships[key]) > spare and option.beach not in used:
                    options.append(option)
            return options
        full = self._full  # a beach has a free spot exactly when it is not full
        for option, key in pairs:
            if key not in full and (not used or option.beach not in used):
                options.append(option)
        return options

    # ------------------------------------------------------------------ changes (called by GameState while it applies an option)

    def _set_ships(self, key: BeachKey, occ: tuple[int, ...]) -> None:
        """Put `occ` on beach `key` in place of its ships, keeping every index in step."""
        ships = self.ships
        old = ships[key]
        cell = key[0]
        ships[key] = occ
        all_mine = self._mine
        change = 0
        for owner in old:
            mine = all_mine[owner]
            left = mine[cell] - 1
            if left:
                mine[cell] = left
            else:
                del mine[cell]
            change -= hash((key, owner))
        if not occ:  # the beach empties (emigration, resettlement, king, removal): nothing to add
            self._hash += change
            self._on_island[cell] -= len(old)
            self._full.discard(key)
            return
        for owner in occ:
            mine = all_mine[owner]
            mine[cell] = mine.get(cell, 0) + 1
            change += hash((key, owner))
        self._hash += change
        self._on_island[cell] += len(occ) - len(old)
        if len(occ) == self.caps[key]:
            self._full.add(key)
        else:
            self._full.discard(key)

    def _add_ship(self, key: BeachKey, player: int) -> None:
        """One ship of `player` moors on beach `key`."""
        occ = self.ships[key] + (player,)
        self.ships[key] = occ
        cell = key[0]
        mine = self._mine[player]
        mine[cell] = mine.get(cell, 0) + 1
        self._on_island[cell] += 1
        self._hash += hash((key, player))
        if len(occ) == self.caps[key]:
            self._full.add(key)

    def _attach(self, card_id: int, cell: Cell | None, rotation: int) -> None:
        assert cell is not None
        self._own_board()
        self.cells[cell] = card_id
        self.rotations[cell] = rotation
        self._order[cell] = self._next_order
        self._next_order += 1
        self._update_frontier(cell, True)
        if self.cards[card_id].is_island:
            beach_caps = self._beach_caps[card_id]
            self._on_island[cell] = 0
            ships, caps = self.ships, self.caps
            for option, key in interned.place_keys(cell, len(beach_caps)):
                ships[key] = ()
                caps[key] = beach_caps[option.beach]

    def placement_options(self) -> list[Option]:
        """Free cells next to a card, with the crest facing one of those neighbours (R8.2)."""
        if not self.cells:
            return [interned.attach(ORIGIN, 0)]
        return list(chain.from_iterable(self._frontier_options.values()))

    def _update_frontier(self, cell: Cell, occupied: bool) -> None:
        """Keep `frontier` (empty cell -> bitmask of directions holding a card) and the options
        of each frontier cell in step with `cells`."""
        frontier, options, cells = self.frontier, self._frontier_options, self.cells
        around = _around(cell)
        if occupied:
            if frontier.pop(cell, None) is not None:
                del options[cell]
            for n, bit, rows in around:  # from n, this cell lies in the direction of `bit`
                if n not in cells:
                    mask = frontier.get(n, 0) | bit
                    frontier[n] = mask
                    row = rows[mask]
                    if row is None:
                        row = rows[mask] = interned.attach_row(n, mask)
                    options[n] = row
            return
        mask = 0
        for d in range(6):
            if around[d][0] in cells:
                mask |= 1 << d
        if mask:
            frontier[cell] = mask
            options[cell] = interned.attach_row(cell, mask)
        for n, bit, rows in around:
            if n in cells:
                continue
            mask = frontier.get(n, 0) & ~bit
            if mask:
                frontier[n] = mask
                row = rows[mask]
                if row is None:
                    row = rows[mask] = interned.attach_row(n, mask)
                options[n] = row
            elif n in frontier:
                del frontier[n]
                del options[n]

    # ------------------------------------------------------------------ routes and arrangements (R6.2, R7.1, R7.6)

    def _arrangement(self) -> Arrangement:
        """Where every ship stands now, as one hashable value (R7.6)."""
        return _arrangement_of(self.ships)

    def trace_route(self, cell: Cell, direction: int, colours: int, origin: Cell) -> Route:
        """Follow a fleet of `colours` colours over cards already lying, from `cell` heading
        `direction`, without changing anything (R6.2): where does it land, sink, or need a card?

        A king island turns it back to `origin` (R6.2 step 3).
        """
        return trace_route(self.cells, self.rotations, self.kings, self._crossing, cell, direction, colours, origin)

    def board_key(self) -> BoardKey:
        """The cards lying, their rotations and the king islands as one hashable value (the
        same object until one of them changes; equal for equal tables built in the same order)."""
        key = self._board_key
        if key is None:
            key = self._board_key = BoardKey((tuple(self.cells.items()), tuple(self.rotations.items()),
                                              tuple(self.kings)))
        return key

    def home_threshold(self, cell: Cell, direction: int) -> int:
        """R7.1 for every fleet size: the fewest colours with which a fleet leaving island
        `cell` heading `direction` comes back to it over the cards lying (0: any fleet;
        `routes.NEVER_HOME`: none; see `routes.home_threshold`), kept until the cards lying
        or the king islands change."""
        key = (cell, direction)
        need = self._homes.get(key)
        if need is None:
            need = self._homes[key] = home_threshold(self.cells, self.rotations, self.kings, self._crossing, cell,
                                                     direction)
        return need

    def voyage_returns(self, cell: Cell, beach: int, pier_edge: int) -> bool:
        """R7.1: does this emigration come back to its own island over cards already lying?"""
        colours = len(set(self.ships[(cell, beach)]))
        return colours >= self.home_threshold(cell, world_direction(pier_edge, self.rotations[cell]))

    def _take_card(self, card_id: int) -> None:
        """Take `card_id` off the stack (a reveal), keeping the stack's indexes in step."""
        stack = self.stack
        i = stack.index(card_id)
        self.stack = stack[:i] + stack[i + 1:]
        reveals = self._reveals
        self._reveals = reveals[:i] + reveals[i + 1:]
        if self.cards[card_id].is_island:
            self._stack_islands -= 1
        else:
            self._stack_waters -= 1

    def _remove_card(self, cell: Cell) -> tuple[int, ...]:
        """Take the island at `cell` out of the game (R7.3): its ships go back to their
        supplies; return their owners."""
        self._own_board()
        card_id = self.cells[cell]
        card = self.cards[card_id]
        returned: list[int] = []
        for b in range(len(card.beaches)):
            key = (cell, b)
            occ = self.ships[key]
            self._set_ships(key, ())
            del self.ships[key]
            del self.caps[key]
            returned.extend(occ)
            for owner in occ:
                self.supply[owner] += 1
        del self.cells[cell]
        del self.rotations[cell]
        del self._order[cell]
        self._on_island.pop(cell, None)
        self._update_frontier(cell, False)
        self.removed.append(card_id)
        return tuple(returned)
