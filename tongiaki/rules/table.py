"""The table: the cards lying, the ships on their beaches, the supplies and the stack (R2-R4).

`Table` is the position without the turn flow, like a chess board without the side to move:
which card lies at which cell with which rotation, the ships on each beach, the kings, each
player's supply, the stranded fleets, the stack's remaining composition and the removed cards.
It answers the questions the rules ask of a position (free spots, full beaches, routes over
the cards lying, the score) and keeps running indexes so that none of them rescans the table.
`GameState` (state.py) adds the turn flow on top of it. A table changes only through its
underscore methods, which `GameState` calls while applying an option.

Beaches are integer slots: when an island is attached its beaches get the next slot numbers
(island `cell`'s beach `b` is slot `_island_of[cell].base + b`), and the ships, capacities,
full beaches and per-island counts are kept in flat lists and sets of those integers, which
are cheaper to index than dictionaries keyed by `((q, r), beach)`. Slot numbers grow with the
table's order (an island's slots follow those of every island attached before it) and are
never reused. `ships` and `caps`, keyed by (cell, beach), are views made when read.
"""

from __future__ import annotations

from itertools import compress
from typing import Any, Final, NamedTuple

from tongiaki.rules import interned
from tongiaki.rules.cards import Card, Deck
from tongiaki.rules.hexgrid import ORIGIN, Cell, world_direction
from tongiaki.rules.options import Decision, Option
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

SHIPS_PER_PLAYER: Final = 15

BeachKey = tuple[Cell, int]
"""One beach of the table: (cell of its island, beach index on the card)."""

Arrangement = frozenset[tuple[BeachKey, tuple[int, ...]]]
"""Where every ship on a beach stands: ((cell, beach), sorted owners) for each beach with ships."""

_BACK_BITS: Final = tuple(1 << ((d + 3) % 6) for d in range(6))
"""Per world direction d: the bit of the opposite direction (a neighbour across d sees us there)."""

_EMPTY_DIRECTIONS: Final = tuple(tuple(d for d in range(6) if not mask >> d & 1) for mask in range(64))
"""Per bitmask of directions (0-63): the directions not in it, in order."""


def _ship_hash(key: BeachKey, owner: int) -> int:
    """One ship's share of the table's arrangement hash (R7.6; the hash sums them; the table
    looks the shares of its beach slots up in `_zobrist`, made by `_slot_rows`)."""
    return hash((key, owner))


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
    """The ships on every beach slot (`occ`, a copy of a table's `_occ`; `keys`, the beach of
    each slot) when an emigration of this turn's chain set out (R7.6), and their arrangement,
    made the first time it is asked for.

    Made by the table (`Table._ships_now`), `occ` is indexed by the table's beach slots, `total`
    is the table's arrangement hash (`Table._hash`) and `removed` the number of cards removed
    from the game so far (while it is the same, no cell has taken a new island since, so slot
    and beach key agree); made from an arrangement (a position's text), `occ` and `keys` are
    just its items and both are None."""

    __slots__ = ("occ", "keys", "total", "removed", "_arrangement")

    def __init__(self, occ: list[tuple[int, ...]], keys: list[BeachKey], total: int | None = None,
                 removed: int | None = None) -> None:
        self.occ = occ
        self.keys = keys
        self.total = total
        self.removed = removed
        self._arrangement: Arrangement | None = None

    def __reduce__(self) -> tuple[Any, ...]:
        return SeenShips, (self.occ, self.keys, self.total, self.removed)  # as `BoardKey.__reduce__`

    def arrangement(self) -> Arrangement:
        """Where every ship stood: ((cell, beach), sorted owners) for each beach with ships."""
        found = self._arrangement
        if found is None:
            keys = self.keys
            placed = []
            for slot, owners in enumerate(self.occ):  # a loop: cheaper than a generator here
                if owners:
                    placed.append((keys[slot], tuple(sorted(owners))))
            found = self._arrangement = frozenset(placed)
        return found


MaskRows = list[tuple[Option, ...] | None]
"""Per bitmask of neighbouring directions (0-63): a frontier cell's `interned.attach_row` for
that mask, filled in as masks come up by `_mask_row` (None until then) from the row of mask 63,
the cell's six ATTACH options, which is there from the start."""

_MASK_ROWS: Final[dict[Cell, MaskRows]] = {}
_AROUND: Final[dict[Cell, tuple[tuple[Cell, int, MaskRows], ...]]] = {}


def _mask_rows(cell: Cell) -> MaskRows:
    """The `MaskRows` of `cell`, one list per cell shared by every table."""
    rows = _MASK_ROWS.get(cell)
    if rows is None:
        rows = _MASK_ROWS[cell] = [None] * 64
        rows[63] = interned.attach_all(cell)
    return rows


def _mask_row(rows: MaskRows, mask: int) -> tuple[Option, ...]:
    """`rows[mask]`, filled in from the cell's six options (`rows[63]`) the first time."""
    row = rows[mask]
    if row is None:
        six = rows[63]
        assert six is not None
        row = rows[mask] = tuple(compress(six, interned.MASK_FLAGS[mask]))
    return row


def _around(cell: Cell) -> tuple[tuple[Cell, int, MaskRows], ...]:
    """Per world direction d: (the neighbour across d, the bit of the opposite direction, under
    which that neighbour sees `cell`, the neighbour's `MaskRows`), made once per cell."""
    found = _AROUND.get(cell)
    if found is None:
        found = _AROUND[cell] = tuple(
            (n, bit, _mask_rows(n)) for n, bit in zip(neighbours(cell), _BACK_BITS, strict=True))
    return found


class _Island:
    """What the beach slots of one lying island share, made when it is attached: its cell,
    card id, first slot, number of beaches and spots, and its interned options (the PLACE
    option of each beach, REPRODUCE, KING, and per beach each pier's EMIGRATE option with the
    world direction it points to, the island's rotation being fixed once it lies, and per
    colour 0-7 the LAND option of each beach). `actions` keeps the turn's action nodes of a player
    whose only ships are on this island (`GameState._pending_action`), made when first asked for:
    per player p, at `2 * p` without the KING option and at `2 * p + 1` with it.

    The piers' options (`exits`, from the island's rotation and its deck's tables) and the LAND
    options (`lands`) are looked up when first read: most islands never have a full beach to
    emigrate from (about three in four of a random game's), many are never landed on, and a
    short run of games finds few of them made already."""

    __slots__ = ("cell", "card", "base", "beaches", "spots", "place_row", "reproduce", "king",
                 "_lands", "_exits", "_rotation", "_tables", "_players", "actions")

    def __init__(self, cell: Cell, card: int, base: int, beaches: int, spots: int, place_row: tuple[Option, ...],
                 reproduce: Option, king: Option, exits: Exits | None, lands: tuple[tuple[Option, ...], ...] | None,
                 rotation: int = 0, tables: _DeckTables | None = None, players: int = 8) -> None:
        """`exits` given, or None and the rest to look them up with (`_exits`); `lands` given, or
        None to look them up for the colours of `players` players."""
        self.cell = cell
        self.card = card
        self.base = base
        self.beaches = beaches
        self.spots = spots
        self.place_row = place_row
        self.reproduce = reproduce
        self.king = king
        self._lands = lands
        self._exits = exits
        self._rotation = rotation
        self._tables = tables
        self._players = players
        self.actions: list[Decision | None] | None = None

    @property
    def exits(self) -> Exits:
        """Per beach, each pier's EMIGRATE option with the world direction it points to."""
        exits = self._exits
        if exits is None:
            tables = self._tables
            assert tables is not None
            exits = self._exits = _exits(tables, self.cell, self.card, self._rotation)
        return exits

    @property
    def lands(self) -> tuple[tuple[Option, ...], ...]:
        """Per colour 0-7, the LAND option of each beach (looked up when first read; () for the
        colours of no player)."""
        lands = self._lands
        if lands is None:
            lands = self._lands = interned.land_rows(self.cell, self.beaches, self._players)
        return lands

    def __reduce__(self) -> tuple[Any, ...]:
        return _Island, (self.cell, self.card, self.base, self.beaches, self.spots, self.place_row,
                         self.reproduce, self.king, self.exits, self.lands)  # as `BoardKey.__reduce__`


Exits = tuple[tuple[tuple[Option, int], ...], ...]
"""An island's `_Island.exits`: per beach, each pier's EMIGRATE option with the world direction
it points to."""


class _CellParts:
    """What every island with a given number of beaches lying at one cell shares, whatever its
    card and rotation: the interned PLACE options of its beaches, REPRODUCE, KING and the beach
    slots' starting rows (`_slot_rows`). Made once per cell and number of beaches
    (`_cell_parts`), so a short run of games makes few."""

    __slots__ = ("place_row", "reproduce", "king", "slot_rows")

    def __init__(self, cell: Cell, beaches: int) -> None:
        self.place_row = interned.place_row(cell, beaches)
        self.reproduce = interned.reproduce(cell)
        self.king = interned.king(cell)
        self.slot_rows = _slot_rows(cell, beaches)


_CELL_PARTS: Final[dict[Cell, list[_CellParts | None]]] = {}
"""Per cell, per number of beaches (0-6): the `_CellParts` of an island lying there."""


def _cell_parts(cell: Cell, beaches: int) -> _CellParts:
    """The `_CellParts` of an island with `beaches` beaches at `cell`, made the first time."""
    by_beaches = _CELL_PARTS.get(cell)
    if by_beaches is None:
        by_beaches = _CELL_PARTS[cell] = [None] * 7
    parts = by_beaches[beaches]
    if parts is None:
        parts = by_beaches[beaches] = _CellParts(cell, beaches)
    return parts


IslandExits = dict[Cell, list[Exits | None]]
"""Per cell, per card id of one deck and rotation (`card_id * 6 + rotation`): the `Exits` of
that island lying there so (None until one is attached so; `_exits` fills them in)."""


def _exits(tables: _DeckTables, cell: Cell, card_id: int, rotation: int) -> Exits:
    """The `Exits` of card `card_id` at `cell` with `rotation`, made once per card, cell and
    rotation of the deck (`tables.exits`)."""
    made = tables.exits.get(cell)
    if made is None:
        made = tables.exits[cell] = [None] * (6 * len(tables.cards))
    exits = made[card_id * 6 + rotation]
    if exits is None:
        exits = made[card_id * 6 + rotation] = tuple(
            tuple([(interned.emigrate(cell, b, pier), (pier + rotation) % 6) for pier in piers])
            for b, piers in enumerate(tables.piers[card_id]))
    return exits


_SLOT_ROWS: Final[dict[tuple[Cell, int], tuple[tuple[BeachKey, ...], tuple[int, ...], tuple[tuple[int, ...], ...]]]] = {}


def _slot_rows(cell: Cell, beaches: int) -> tuple[tuple[BeachKey, ...], tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """What the beach slots of an island at `cell` with `beaches` beaches start with (made once):
    their keys (cell, beach); per slot eight entries (owners 0-7), one ship's share of the
    arrangement hash, `hash(((cell, beach), owner))`; and no ships on any of them."""
    key = (cell, beaches)
    rows = _SLOT_ROWS.get(key)
    if rows is None:
        keys = tuple(beach_key for _, beach_key in interned.place_keys(cell, beaches))
        rows = _SLOT_ROWS[key] = (keys, tuple(hash((beach_key, owner)) for beach_key in keys for owner in range(8)),
                                  ((),) * beaches)
    return rows


class _DeckTables(NamedTuple):
    """What every table of one deck starts from, made once per deck (the cards are frozen)."""

    cards: tuple[Card, ...]
    beach_caps: tuple[tuple[int, ...], ...]
    """Per card id: the capacity of each of its beaches (() for water)."""
    reveals: tuple[Option, ...]
    """The reveal options of the whole stack (`Deck.stack_ids`)."""
    stack_islands: int
    """The islands in the whole stack."""
    piers: tuple[tuple[tuple[int, ...], ...], ...]
    """Per card id: the pier edges of each of its beaches (() for water)."""
    exits: IslandExits
    """The deck's `IslandExits`, shared by its tables."""


_DECK_TABLES: Final[dict[int, _DeckTables]] = {}


def _deck_tables(deck: Deck) -> _DeckTables:
    """The `_DeckTables` of a deck, made on first use like `crossing_tables`."""
    cards = deck.cards
    entry = _DECK_TABLES.get(id(cards))
    if entry is not None and entry.cards is cards:
        return entry
    stack = deck.stack_ids
    entry = _DECK_TABLES[id(cards)] = _DeckTables(
        cards, tuple(tuple(beach.capacity for beach in card.beaches) for card in cards),
        tuple(map(interned.reveal, stack)), sum(1 for card_id in stack if cards[card_id].is_island),
        tuple(tuple(beach.piers for beach in card.beaches) for card in cards), {})
    return entry


class Table:
    """The position on the table. Read the public attributes; they change only through a game.

    Public attributes: `deck`, `cards` (the deck's cards by id), `players`, `cells` (cell ->
    card id, in table order: the order the cards were attached in), `rotations`, `frontier`
    (free cell next to a card -> bitmask of the directions holding one), `kings` (cell ->
    player), `kings_used`, `supply`, `stranded` ([(cell, owners)]), `stack` (remaining card
    ids, sorted: the composition, not an order), `removed`; and two views made when read (the
    table never reads them back, so do not change them): `ships` ((cell, beach) -> owners of
    the ships on that beach's spots, kept until the ships change) and `caps` ((cell, beach) ->
    its spots). `beach_ships(cell, beach)`, `occupied_beaches()`, `islands_in_use()`,
    `ships_on_spots(player)` and `islands_with_ships(player)` read the ships without making
    the view.

    The beach slots (see the module docstring): `_island_of` (island cell -> its `_Island`),
    `_slot_key` ((cell, beach) of each slot), `_slot_island` (the `_Island` of each slot),
    `_cap` (spots of each slot), `_zobrist` (each slot's eight shares of the arrangement hash,
    one per owner), `_occ` (owners of the ships on each slot; () on a removed island's slots).

    The indexes, updated with every change instead of recomputed (`_reindex` rebuilds them
    from the attributes above): the full slots, each player's ships per island and the ships
    per island (keyed by the island's first slot), the options of every frontier cell, the
    reveal options of the stack, the number of islands and water cards in the stack, and a
    hash of the ships' arrangement that makes R7.6's check cheap.
    """

    deck: Deck
    cards: tuple[Card, ...]
    players: int
    cells: dict[Cell, int]
    frontier: dict[Cell, int]
    rotations: dict[Cell, int]
    kings: dict[Cell, int]
    kings_used: list[int]
    supply: list[int]
    stranded: list[tuple[Cell, tuple[int, ...]]]
    stack: tuple[int, ...]
    removed: list[int]
    _crossing: CrossingTables
    _beach_caps: tuple[tuple[int, ...], ...]
    _tables: _DeckTables
    _island_of: dict[Cell, _Island]
    _slot_key: list[BeachKey]
    _slot_island: list[_Island]
    _cap: list[int]
    _zobrist: list[int]
    _occ: list[tuple[int, ...]]
    _full: set[int]
    _mine: list[dict[int, int]]
    _on_island: dict[int, int]
    _frontier_options: dict[Cell, tuple[Option, ...]]
    _reveals: tuple[Option, ...]
    _stack_islands: int
    _stack_waters: int
    _hash: int
    _board_shared: bool
    _board_key: BoardKey | None
    _homes: dict[int, int]
    _ships_view: dict[BeachKey, tuple[int, ...]] | None

    __slots__ = (
        "deck", "cards", "players", "cells", "frontier", "rotations", "kings",
        "kings_used", "supply", "stranded", "stack", "removed", "_crossing", "_beach_caps", "_tables",
        "_island_of", "_slot_key", "_slot_island", "_cap", "_zobrist", "_occ", "_full",
        "_mine", "_on_island", "_frontier_options", "_reveals",
        "_stack_islands", "_stack_waters", "_hash", "_board_shared", "_board_key", "_homes", "_ships_view",
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
        self._beach_caps, self._tables = tables.beach_caps, tables
        self._island_of = {}
        self._slot_key = []
        self._slot_island = []
        self._cap = []
        self._zobrist = []
        self._occ = []
        self._ships_view = None
        # The indexes of an empty table with the whole stack (what `_reindex_table` builds).
        self._full = set()
        self._mine = [{} for _ in range(players)]
        self._on_island = {}
        self._hash = 0
        self._frontier_options = {}
        self._reveals = tables.reveals
        self._stack_islands = tables.stack_islands
        self._stack_waters = len(self.stack) - tables.stack_islands

    def _reindex_table(self) -> None:
        """Rebuild the table's indexes from its attributes and beach slots (after they were set
        directly)."""
        self._own_board()
        cards, occ, cap = self.cards, self._occ, self._cap
        self._ships_view = None
        self._full = set()
        self._mine = [{} for _ in range(self.players)]
        self._on_island = {}
        self._hash = 0
        for cell, card_id in self.cells.items():
            if not cards[card_id].is_island:
                continue
            base = self._island_of[cell].base
            self._on_island[base] = 0
            for slot in range(base, base + len(self._beach_caps[card_id])):
                owners = occ[slot]
                if owners and len(owners) == cap[slot]:
                    self._full.add(slot)
                for owner in owners:
                    mine = self._mine[owner]
                    mine[base] = mine.get(base, 0) + 1
                    self._hash += self._zobrist[slot << 3 | owner]
                self._on_island[base] += len(owners)
        self._frontier_options = {cell: interned.attach_row(cell, mask) for cell, mask in self.frontier.items()}
        self._reveals = tuple(map(interned.reveal, self.stack))
        self._stack_islands = sum(1 for c in self.stack if cards[c].is_island)
        self._stack_waters = len(self.stack) - self._stack_islands

    # ------------------------------------------------------------------ views of the beach slots

    @property
    def ships(self) -> dict[BeachKey, tuple[int, ...]]:
        """(cell, beach) -> owners of the ships on that beach, for every beach of every island
        lying, in table order: a view made when read after a change (do not change it)."""
        view = self._ships_view
        if view is None:
            view = {}
            occ, keys = self._occ, self._slot_key
            for island in self._island_of.values():
                base = island.base
                for slot in range(base, base + island.beaches):
                    view[keys[slot]] = occ[slot]
            self._ships_view = view
        return view

    @property
    def caps(self) -> dict[BeachKey, int]:
        """(cell, beach) -> the beach's spots, for every beach of every island lying (a view)."""
        keys, cap, caps = self._slot_key, self._cap, {}
        for island in self._island_of.values():
            for slot in range(island.base, island.base + island.beaches):
                caps[keys[slot]] = cap[slot]
        return caps

    def beach_ships(self, cell: Cell, beach: int) -> tuple[int, ...]:
        """The owners of the ships on beach `beach` of the island at `cell` (KeyError when no
        island lies there)."""
        return self._occ[self._island_of[cell].base + beach]

    def occupied_beaches(self) -> list[tuple[BeachKey, tuple[int, ...]]]:
        """((cell, beach), owners) for every beach with ships, in table order (cheaper than
        `ships.items()` when the view would have to be made)."""
        keys = self._slot_key
        placed = []
        for slot, owners in enumerate(self._occ):  # a loop: cheaper than a comprehension here
            if owners:
                placed.append((keys[slot], owners))
        return placed

    def islands_in_use(self) -> list[tuple[Cell, int, list[tuple[int, tuple[int, ...]]]]]:
        """(cell, card id, beaches) for every island with a ship on a beach (in no set order);
        `beaches` holds (free spots, owners) for each of its beaches with ships, in beach order
        (the AI's evaluation reads the whole table so, island by island)."""
        occ, cap, slot_island = self._occ, self._cap, self._slot_island
        found = []
        for base, ships in self._on_island.items():  # first slots
            if not ships:
                continue
            island = slot_island[base]
            beaches = []
            for slot in range(base, base + island.beaches):
                owners = occ[slot]
                if owners:
                    beaches.append((cap[slot] - len(owners), owners))
            found.append((island.cell, island.card, beaches))
        return found

    def _load_ships(self, key: BeachKey, owners: tuple[int, ...]) -> None:
        """Put `owners` on beach `key` without updating the indexes (`_reindex` follows)."""
        self._occ[self._island_of[key[0]].base + key[1]] = owners
        self._ships_view = None

    # ------------------------------------------------------------------ copying

    def _copy_table_to(self, other: Table) -> None:
        """Fill the blank `other` with an independent copy of this table; card definitions are
        shared (they are frozen).

        The parts that change only when a card is attached or removed or a king is founded
        (cells, rotations, the beach slots' keys and capacities, the frontier and its options,
        kings, removed cards) are shared until either table changes them
        (`_own_board`)."""
        self._board_shared = True
        other._board_shared = True
        other.deck = self.deck
        other.cards = self.cards
        other.players = self.players
        other.cells = self.cells
        other.frontier = self.frontier
        other.rotations = self.rotations
        other.kings = self.kings
        other.kings_used = list(self.kings_used)
        other.supply = list(self.supply)
        other.stranded = list(self.stranded)
        other.stack = self.stack
        other.removed = self.removed
        other._crossing = self._crossing
        other._beach_caps = self._beach_caps
        other._tables = self._tables
        other._island_of = self._island_of
        other._slot_key = self._slot_key
        other._slot_island = self._slot_island
        other._cap = self._cap
        other._zobrist = self._zobrist
        other._occ = list(self._occ)
        other._ships_view = self._ships_view  # the same until either table changes (a new view then)
        other._full = set(self._full)
        other._mine = [dict(m) for m in self._mine]
        other._on_island = dict(self._on_island)
        other._frontier_options = self._frontier_options
        other._reveals = self._reveals
        other._stack_islands = self._stack_islands
        other._stack_waters = self._stack_waters
        other._hash = self._hash
        other._board_key = self._board_key  # the two boards are the same until either changes
        other._homes = self._homes  # (`_own_board` gives the changing one a new memo)

    def _table_snapshot(self) -> dict[str, object]:
        """The table's part of `GameState.snapshot`: every attribute and index as plain values."""
        return {
            "players": self.players, "cells": list(self.cells.items()), "frontier": list(self.frontier.items()),
            "rotations": dict(self.rotations), "ships": list(self.ships.items()), "caps": dict(self.caps),
            "kings": list(self.kings.items()), "kings_used": list(self.kings_used), "supply": list(self.supply),
            "stranded": list(self.stranded), "stack": self.stack, "removed": list(self.removed),
            "slots": [(cell, island.base) for cell, island in self._island_of.items()], "slot_keys": list(self._slot_key), "slot_caps": list(self._cap),
            "occ": list(self._occ),
            "full": set(self._full), "mine": [dict(m) for m in self._mine], "on_island": list(self._on_island.items()),
            "frontier_options": list(self._frontier_options.items()), "reveals": self._reveals,
            "stack_islands": self._stack_islands, "stack_waters": self._stack_waters, "hash": self._hash,
        }

    def _own_board(self) -> None:
        """The cards lying or the king islands are about to change: forget what was worked out
        from them (a new memo, never clearing one a copy may share), and copy the table parts
        `copy` shared."""
        self._board_key = None
        self._homes = {}
        if self._board_shared:
            self.cells = dict(self.cells)
            self.frontier = dict(self.frontier)
            self.rotations = dict(self.rotations)
            self.kings = dict(self.kings)
            self.removed = list(self.removed)
            self._island_of = dict(self._island_of)
            self._slot_key = list(self._slot_key)
            self._slot_island = list(self._slot_island)
            self._cap = list(self._cap)
            self._zobrist = list(self._zobrist)
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
        return self._cap[self._island_of[cell].base + beach]

    def free_spots(self, cell: Cell, beach: int) -> int:
        """Free mooring spots of a beach."""
        slot = self._island_of[cell].base + beach
        return self._cap[slot] - len(self._occ[slot])

    def is_full(self, cell: Cell, beach: int) -> bool:
        """True when every spot of the beach holds a ship (R6.1)."""
        return self._island_of[cell].base + beach in self._full

    def full_beaches(self) -> list[BeachKey]:
        """Every full beach on the table, in table order."""
        if not self._full:
            return []
        keys = self._slot_key
        return [keys[slot] for slot in sorted(self._full)]  # slots are numbered in table order

    def ships_on_island(self, cell: Cell, player: int | None = None) -> int:
        """Ships on the beaches of an island (of one player, or of all)."""
        if player is None:
            return self._on_island[self._island_of[cell].base]
        return self._mine[player].get(self._island_of[cell].base, 0)

    def pier_direction(self, cell: Cell, pier_edge: int) -> int:
        """World direction a pier points to."""
        return world_direction(pier_edge, self.rotations[cell])

    def ships_on_table(self, player: int) -> int:
        """A player's ships on spots, as kings and stranded (R8.4's third tie-break)."""
        spots = self.ships_on_spots(player)
        kings = sum(1 for p in self.kings.values() if p == player)
        stranded = sum(owners.count(player) for _, owners in self.stranded)
        return spots + kings + stranded

    def ships_on_spots(self, player: int) -> int:
        """A player's ships on the beaches of the table (kings and stranded fleets not counted)."""
        return sum(self._mine[player].values())

    def has_ship_on_spots(self, player: int) -> bool:
        """True when the player has a ship on some beach (kings not counted, R9.1)."""
        return bool(self._mine[player])

    def result(self) -> Result:
        """Scores and the winner by R8.4 (meaningful at any time, final once over)."""
        players = self.players
        cards, cells, keys = self.cards, self.cells, self._slot_key
        islands: list[set[Cell]] = [{keys[base][0] for base in mine} for mine in self._mine]
        for cell, p in self.kings.items():
            islands[p].add(cell)
        scores = [sum(cards[cells[c]].value for c in islands[p]) for p in range(players)]
        counts = [len(s) for s in islands]
        on_table = [self.ships_on_table(p) for p in range(players)]
        return standing(scores, counts, on_table)

    def scores(self) -> tuple[int, ...]:
        """Each player's points (R8.4)."""
        return self.result().scores

    def _island_cells_of(self, bases: dict[int, int]) -> list[Cell]:
        """The cells of the islands whose first slots are the keys of `bases`, in table order."""
        keys = self._slot_key
        if len(bases) < 2:
            return [keys[base][0] for base in bases]
        return [keys[base][0] for base in sorted(bases)]  # slots are numbered in table order

    def islands_with_ships(self, player: int) -> list[Cell]:
        """The islands where `player` has a ship on a beach, in table order."""
        return self._island_cells_of(self._mine[player])

    def islands_of_each(self) -> list[set[Cell]]:
        """For each player, the islands where they have a ship on a beach (new sets, in no
        order: `islands_with_ships` of every player at once, without sorting)."""
        keys = self._slot_key
        return [{keys[base][0] for base in mine} for mine in self._mine]

    def _free_on_island(self, cell: Cell) -> int:
        island = self._island_of[cell]
        return island.spots - self._on_island[island.base]

    def _place_options(self, cell: Cell, spare: int = 0, used: tuple[int, ...] = ()) -> list[Option]:
        """The options of putting a ship on a beach of island `cell` that has more than `spare`
        free spots, in beach order, leaving out the beaches in `used`."""
        return self._place_options_at(self._island_of[cell], spare, used)

    def _place_options_at(self, island: _Island, spare: int = 0, used: tuple[int, ...] = ()) -> list[Option]:
        """`_place_options` of the lying island `island` (`spare` and `used` are not asked together)."""
        row = island.place_row
        slot = island.base
        options = []
        if spare:  # R3.2's setup
            cap, occ = self._cap, self._occ
            for option in row:  # a loop: cheaper than a comprehension over a few beaches
                if cap[slot] - len(occ[slot]) > spare:
                    options.append(option)
                slot += 1
            return options
        full = self._full  # a beach has a free spot exactly when it is not full
        if not full and not used:
            return list(row)  # no beach full anywhere (every turn starts so, R5.2)
        base = slot
        for option in row:
            if slot not in full and (not used or slot - base not in used):  # slot - base: the option's beach
                options.append(option)
            slot += 1
        return options

    # ------------------------------------------------------------------ changes (called by GameState while it applies an option)

    def _set_ships(self, slot: int, occ: tuple[int, ...]) -> None:
        """Put `occ` on beach slot `slot` in place of its ships, keeping every index in step."""
        ships = self._occ
        old = ships[slot]
        ships[slot] = occ
        self._ships_view = None
        base = self._slot_island[slot].base
        all_mine, zobrist = self._mine, self._zobrist
        change = 0
        for owner in old:
            mine = all_mine[owner]
            left = mine[base] - 1
            if left:
                mine[base] = left
            else:
                del mine[base]
            change -= zobrist[slot << 3 | owner]
        if not occ:  # the beach empties (emigration, resettlement, king, removal): nothing to add
            self._hash += change
            self._on_island[base] -= len(old)
            self._full.discard(slot)
            return
        for owner in occ:
            mine = all_mine[owner]
            mine[base] = mine.get(base, 0) + 1
            change += zobrist[slot << 3 | owner]
        self._hash += change
        self._on_island[base] += len(occ) - len(old)
        if len(occ) == self._cap[slot]:
            self._full.add(slot)
        else:
            self._full.discard(slot)

    def _take_off(self, player: int, only: int = -1, taken: list[tuple[int, int]] | None = None) -> int:
        """Every ship of `player` leaves the beaches of the table (R8.2's resettlement), or of the
        island whose first slot is `only` alone (R8.1's king), the indexes kept in step as
        `_set_ships` keeps them, the other players' ships left where they are; return how many
        left. (slot, ships taken) is added to `taken`, when given, for each beach they left, in
        no set order (sorted, in table order)."""
        ships, zobrist, full, on_island = self._occ, self._zobrist, self._full, self._on_island
        mine_of = self._mine[player]
        total = change = 0
        for base, left in mine_of.items() if only < 0 else ((only, mine_of[only]),):
            on_island[base] -= left
            total += left
            slot = base
            while left:  # the island's beaches up to the last with a ship of `player`
                occ = ships[slot]
                if player in occ:
                    mine = occ.count(player)
                    ships[slot] = () if mine == len(occ) else tuple([o for o in occ if o != player])
                    change += mine * zobrist[slot << 3 | player]
                    if full:  # (none is at a turn's start, R5.2) a beach that loses a ship is not full
                        full.discard(slot)
                    if taken is not None:
                        taken.append((slot, mine))
                    left -= mine
                slot += 1
        if total:
            self._ships_view = None
            self._hash -= change
            if only < 0:
                mine_of.clear()
            else:
                del mine_of[only]
        return total

    def _add_ship(self, base: int, beach: int, player: int) -> None:
        """One ship of `player` moors on beach `beach` of the island whose first slot is `base`."""
        slot = base + beach
        occ = self._occ[slot] + (player,)
        self._occ[slot] = occ
        self._ships_view = None
        mine = self._mine[player]
        mine[base] = mine.get(base, 0) + 1
        self._on_island[base] += 1
        self._hash += self._zobrist[slot << 3 | player]
        if len(occ) == self._cap[slot]:
            self._full.add(slot)

    def _attach(self, card_id: int, cell: Cell | None, rotation: int) -> None:
        assert cell is not None
        self._own_board()
        cells = self.cells
        cells[cell] = card_id
        self.rotations[cell] = rotation
        # The frontier (empty cell -> bitmask of directions holding a card) and the options of
        # each frontier cell: the cell leaves it, its empty neighbours join it or see one more card.
        # Its frontier mask names the neighbours holding a card (none when it was not in the
        # frontier), so the others are empty without looking them up in `cells`.
        frontier, options = self.frontier, self._frontier_options
        held = frontier.pop(cell, 0)
        if held:
            del options[cell]
        around = _AROUND.get(cell)
        if around is None:
            around = _around(cell)
        for d in _EMPTY_DIRECTIONS[held]:
            n, bit, rows = around[d]  # from n, this cell lies in the direction of `bit`
            mask = frontier.get(n, 0) | bit
            frontier[n] = mask
            row = rows[mask]
            options[n] = row if row is not None else _mask_row(rows, mask)
        if self.cards[card_id].is_island:
            beach_caps = self._beach_caps[card_id]
            beaches = len(beach_caps)
            # The hit path of `_cell_parts`, written out here.
            by_beaches = _CELL_PARTS.get(cell)
            parts = by_beaches[beaches] if by_beaches is not None else None
            if parts is None:
                parts = _cell_parts(cell, beaches)
            base = len(self._slot_key)
            island = self._island_of[cell] = _Island(cell, card_id, base, beaches, sum(beach_caps), parts.place_row,
                                                     parts.reproduce, parts.king, None, None,
                                                     rotation, self._tables, self.players)
            self._on_island[base] = 0
            self._ships_view = None
            keys, zobrist, empty = parts.slot_rows
            self._slot_key.extend(keys)
            self._slot_island.extend([island] * beaches)
            self._cap.extend(beach_caps)
            self._occ.extend(empty)
            self._zobrist.extend(zobrist)

    def placement_options(self) -> list[Option]:
        """Free cells next to a card, with the crest facing one of those neighbours (R8.2)."""
        if not self.cells:
            return [interned.attach(ORIGIN, 0)]
        placements: list[Option] = []
        for row in self._frontier_options.values():  # a loop: cheaper than chain.from_iterable here
            placements += row
        return placements

    def _frontier_after_removal(self, cell: Cell) -> None:
        """The card at `cell` was taken away: keep `frontier` and the options of each frontier
        cell in step with `cells` (`_attach` keeps them when a card comes)."""
        frontier, options, cells = self.frontier, self._frontier_options, self.cells
        around = _around(cell)
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
                options[n] = row if row is not None else _mask_row(rows, mask)
            elif n in frontier:
                del frontier[n]
                del options[n]

    # ------------------------------------------------------------------ routes and arrangements (R6.2, R7.1, R7.6)

    def _ships_now(self) -> SeenShips:
        """The ships on every beach slot now, to remember this arrangement (R7.6)."""
        return SeenShips(list(self._occ), self._slot_key, self._hash, len(self.removed))

    def _arrangement(self) -> Arrangement:
        """Where every ship stands now, as one hashable value (R7.6)."""
        return self._ships_now().arrangement()

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
        return self._home_at(self._island_of[cell], direction)

    def _home_at(self, island: _Island, direction: int) -> int:
        """`home_threshold` of the lying island `island`, memoised by `island.base << 3 | direction`."""
        need = self._homes.get(island.base << 3 | direction)
        return self._home_fill(island, direction) if need is None else need

    def _home_fill(self, island: _Island, direction: int) -> int:
        """`_home_at` not yet in the memo (its callers on the hot path look it up themselves):
        the route traced and its answer kept."""
        need = self._homes[island.base << 3 | direction] = home_threshold(
            self.cells, self.rotations, self.kings, self._crossing, island.cell, direction)
        return need

    def voyage_returns(self, cell: Cell, beach: int, pier_edge: int) -> bool:
        """R7.1: does this emigration come back to its own island over cards already lying?"""
        colours = len(set(self.beach_ships(cell, beach)))
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
        returned: list[int] = []
        island = self._island_of.get(cell)
        if island is not None:
            base = island.base
            for slot in range(base, base + island.beaches):
                occ = self._occ[slot]
                self._set_ships(slot, ())
                returned.extend(occ)
                for owner in occ:
                    self.supply[owner] += 1
            del self._island_of[cell]
            del self._on_island[base]
            self._ships_view = None
        del self.cells[cell]
        del self.rotations[cell]
        self._frontier_after_removal(cell)
        self.removed.append(card_id)
        return tuple(returned)
