"""Reference copy (frozen for the agreement test, do not edit): The game state and its one interface: `pending` says what happens next, `apply` does it.

Every rule of RULES.md R2-R9 is decided here. A turn is a sequence of small decisions (one
ship, one beach, one pier, one card placement) and chance nodes (a card revealed from the
stack). The stack is held as the set of remaining cards, never as an order, so a copied state
cannot peek at the future; the driver samples each reveal with its own seeded rng.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import NamedTuple

from tests.reference_core.events import Event, EventKind
from tests.reference_core.options import Chance, Decision, DecisionKind, IllegalOption, Option, OptionKind
from tongiaki.rules.cards import Card, Deck
from tongiaki.rules.hexgrid import (
    DIRECTION_OFFSETS,
    ORIGIN,
    Cell,
    card_edge,
    crest_rotation,
    neighbour,
    opposite,
    world_direction,
)

SHIPS_PER_PLAYER = 15
MAX_KINGS = 2
STALL_TURNS_PER_PLAYER = 10
MIN_PLAYERS = 2
MAX_PLAYERS = 6

BeachKey = tuple[Cell, int]


class Phase(enum.IntEnum):
    """Where the game stands (internal; callers read `pending`)."""

    SETUP = 0
    ACTION = 1
    ENTER = 2
    REPRO_ISLAND = 3
    REPRO_BEACH = 4
    CHAIN = 5
    VOYAGE_REVEAL = 6
    LAND = 7
    PLACE_REVEAL = 8
    PLACE_CARD = 9
    SETTLE = 10
    OVER = 11


_AUTO_PHASES = (Phase.LAND, Phase.REPRO_BEACH)

_ATTACH_OPTIONS: dict[tuple[Cell, int], Option] = {}
_REVEAL_OPTIONS: dict[int, Option] = {}


def _attach_option(cell: Cell, rotation: int) -> Option:
    """Interned ATTACH option (they are made often while placing cards)."""
    key = (cell, rotation)
    option = _ATTACH_OPTIONS.get(key)
    if option is None:
        option = _ATTACH_OPTIONS[key] = Option(OptionKind.ATTACH, cell, rotation=rotation)
    return option


_ATTACH_BY_MASK: dict[tuple[Cell, int], tuple[Option, ...]] = {}


def _attach_options(cell: Cell, mask: int) -> tuple[Option, ...]:
    """Interned ATTACH options of one free cell for a bitmask of neighbouring directions."""
    key = (cell, mask)
    options = _ATTACH_BY_MASK.get(key)
    if options is None:
        options = _ATTACH_BY_MASK[key] = tuple(_attach_option(cell, d) for d in range(6) if mask >> d & 1)
    return options


def _reveal_option(card_id: int) -> Option:
    """Interned REVEAL option."""
    option = _REVEAL_OPTIONS.get(card_id)
    if option is None:
        option = _REVEAL_OPTIONS[card_id] = Option(OptionKind.REVEAL, card=card_id)
    return option


@dataclass(frozen=True)
class Result:
    """Final (or current) standing per R8.4."""

    scores: tuple[int, ...]
    islands: tuple[int, ...]
    ships_on_table: tuple[int, ...]
    winners: tuple[int, ...]
    tiebreak: str
    """How the winner was decided: 'points', 'islands', 'ships' or 'shared'."""

    def share(self, player: int) -> float:
        """The player's share of the win (ties are shared wins)."""
        return 1.0 / len(self.winners) if player in self.winners else 0.0


ROUTE_LAND, ROUTE_SINK, ROUTE_OPEN = "land", "sink", "open"


class Route(NamedTuple):
    """Where a voyage over lying cards ends (see `GameState.trace_route`).

    `outcome` is "land" (`cell` is the island it lands on), "sink" (`cell` is the water card
    whose wake it cannot pass, `danger` that wake's danger) or "open" (`cell` is the last cell
    before an empty one and `direction` points into it: a card would be revealed there).
    """

    outcome: str
    cell: Cell
    direction: int = -1
    danger: int = 0
    turned_back: bool = False


@dataclass(frozen=True)
class Voyage:
    """A fleet at sea: its ships, the island it left, where it is and where it heads."""

    fleet: tuple[int, ...]
    origin: Cell
    cell: Cell
    direction: int
    stop_after_crossing: bool = False


Arrangement = tuple[tuple[int, ...], ...]
"""The owners on each beach of one island (sorted per beach), beach by beach."""


def _landings(arrangement: Arrangement, fleet: tuple[int, ...], caps: list[int]) -> set[Arrangement]:
    """Every arrangement a fleet landing on an island can leave (R6.3): first one ship on each
    beach with a free spot while ships remain, then the rest on any free spots, the player
    choosing which colour goes where; ships finding no free spot go back to supply."""
    results: set[Arrangement] = set()
    tried: set[tuple[Arrangement, tuple[int, ...], frozenset[int]]] = set()
    owed = frozenset(b for b, occ in enumerate(arrangement) if len(occ) < caps[b])
    todo = [(arrangement, tuple(sorted(fleet)), owed)]
    while todo:
        here, ships, owed = todo.pop()
        free = [b for b, occ in enumerate(here) if len(occ) < caps[b]]
        if not ships or not free:
            results.add(here)
            continue
        for colour in sorted(set(ships)):
            rest = list(ships)
            rest.remove(colour)
            left = tuple(rest)
            for b in sorted(owed) if owed else free:
                placed = here[:b] + (tuple(sorted(here[b] + (colour,))),) + here[b + 1:]
                step = (placed, left, owed - {b})
                if step not in tried:
                    tried.add(step)
                    todo.append(step)
    return results


def _successors(arrangement: Arrangement, caps: list[int]) -> set[Arrangement]:
    """Every arrangement one emigration from a full beach and its landing back can leave."""
    found: set[Arrangement] = set()
    for b, occ in enumerate(arrangement):
        if len(occ) == caps[b]:
            found |= _landings(arrangement[:b] + ((),) + arrangement[b + 1:], occ, caps)
    return found


def _colour_blind(arrangement: Arrangement) -> tuple[tuple[int, ...], ...]:
    """The arrangement up to renaming the colours: each colour's count per beach, sorted."""
    colours = {p for occ in arrangement for p in occ}
    return tuple(sorted(tuple(occ.count(p) for occ in arrangement) for p in colours))


ESCAPE_SEARCH_LIMIT = 3_000
"""Arrangements R7.3's search over colours generates before it stops deciding (see `_can_escape`)."""


class _Undecided(Exception):
    """R7.3's search met its limit."""


def _shortest_escape(start: Arrangement, caps: list[int], stuck: Callable[[Arrangement], bool],
                     form: Callable[[Arrangement], Hashable], limit: int | None = None) -> list[Hashable] | None:
    """Breadth first over the classes `form` makes of the arrangements reachable from `start`
    (every arrangement of a class must have the same successors' classes and stuckness): the
    classes of a shortest path to an arrangement that is not stuck, or None when there is none.
    Raises _Undecided once more than `limit` arrangements were generated."""
    first = form(start)
    parent: dict[Hashable, Hashable] = {first: first}
    frontier = [start]
    generated = 0
    while frontier:
        following = []
        for arrangement in frontier:
            here = form(arrangement)
            landings = _successors(arrangement, caps)
            generated += len(landings)
            if limit is not None and generated > limit:
                raise _Undecided
            for landed in landings:
                key = form(landed)
                if key in parent:
                    continue
                parent[key] = here
                if not stuck(landed):
                    path = [key]
                    while path[-1] != first:
                        path.append(parent[path[-1]])
                    return path[::-1]
                following.append(landed)
        frontier = following
    return None


def _can_escape(start: Arrangement, caps: list[int], returns: list[list[bool]],
                blocked: set[Arrangement]) -> bool:
    """R7.3's search: from `start` (a full beach, every full beach only returning), is an
    arrangement that is not stuck reachable by emigrations from full beaches and landings back,
    without passing an arrangement in `blocked` (R7.6)? `returns[b][c]`: does every option of
    beach b return with a fleet of c colours?

    Two abstractions keep it small: the ship counts per beach (colours forgotten, a full beach
    whose return depends on its colours counted as returning: an escape there is an escape; at
    most 4^6 count vectors), then the arrangement up to renaming colours
    (exact: no escape there is no escape at all), each followed back with the real colours
    avoiding the blocked arrangements; only if that fails does a search over the real
    arrangements decide. The searches over colours stop after ESCAPE_SEARCH_LIMIT arrangements
    (a crowded start island whose escape needs one beach filled with few colours, mostly with
    5-6 players): then the player is let go on, and R7.6 still ends the chain if it loops.
    """
    beaches = range(len(caps))

    def stuck(arrangement: Arrangement) -> bool:
        full = [b for b in beaches if len(arrangement[b]) == caps[b]]
        return bool(full) and all(returns[b][len(set(arrangement[b]))] for b in full)

    def stuck_counting(arrangement: Arrangement) -> bool:
        full = [b for b in beaches if len(arrangement[b]) == caps[b]]
        return bool(full) and all(any(returns[b][1:]) for b in full)

    def lift(arrangement: Arrangement, path: list[Hashable], form: Callable[[Arrangement], Hashable],
             depth: int, used: set[Arrangement]) -> bool:
        """Follow `path` (classes) from `arrangement` with real colours; True on reaching an
        arrangement that is not stuck."""
        if not stuck(arrangement):
            return True
        if depth == len(path):
            return False
        landings = _successors(arrangement, caps)
        work[0] += len(landings)
        if work[0] > ESCAPE_SEARCH_LIMIT:
            raise _Undecided
        for landed in landings:
            if landed in blocked or landed in used or form(landed) != path[depth]:
                continue
            used.add(landed)
            if lift(landed, path, form, depth + 1, used):
                return True
        return False

    work = [0]
    try:
        one_colour = tuple((0,) * len(occ) for occ in start)
        path = _shortest_escape(one_colour, caps, stuck_counting, _counts, 10 * ESCAPE_SEARCH_LIMIT)
        if path is not None and lift(start, path, _counts, 1, {start}):
            return True
        path = _shortest_escape(start, caps, stuck, _colour_blind, ESCAPE_SEARCH_LIMIT)
        if path is None:
            return False
        if lift(start, path, _colour_blind, 1, {start}):
            return True
    except _Undecided:
        return True
    visited = {start}
    todo = [start]
    while todo:
        landings = _successors(todo.pop(), caps)
        work[0] += len(landings)
        if work[0] > 2 * ESCAPE_SEARCH_LIMIT:
            return True
        for landed in landings:
            if landed in visited or landed in blocked:
                continue
            if not stuck(landed):
                return True
            visited.add(landed)
            todo.append(landed)
    return False


def _counts(arrangement: Arrangement) -> tuple[int, ...]:
    """The number of ships on each beach."""
    return tuple(len(occ) for occ in arrangement)


class StartIslandTooSmall(ValueError):
    """The deck's starting island cannot seat the chosen number of players (R10)."""


def start_seats(start: Card) -> int:
    """Ships the starting island takes while keeping a spot free on each beach (R3.2, R10):
    the sum over its beaches of (capacity - 1)."""
    return sum(beach.capacity - 1 for beach in start.beaches)


def max_players(deck: Deck) -> int:
    """The most players `deck` can be played by: its starting island seats two ships per
    player with a spot free on each beach (R10), and the game has at most MAX_PLAYERS.
    Below MIN_PLAYERS the deck cannot be played at all."""
    return min(MAX_PLAYERS, start_seats(deck.start) // 2)


def check_players(deck: Deck, players: int) -> None:
    """Raise ValueError (StartIslandTooSmall for R10) unless `deck` can be played by `players`."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Tongiaki is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
    if 2 * players > start_seats(deck.start):
        most = max_players(deck)
        raise StartIslandTooSmall(
            f"deck '{deck.name}': the starting island {deck.start.name} seats {start_seats(deck.start)} ships "
            f"with a spot free on each beach, so at most {most} players, not {players} (R10)")


def new_game(deck: Deck, players: int) -> GameState:
    """A new game at setup (R3): Tonga at the origin, the stack full, every supply full.

    Raises ValueError for a number of players outside 2-6, and StartIslandTooSmall when the
    deck's starting island cannot seat them (R10)."""
    check_players(deck, players)
    state = GameState.__new__(GameState)
    state.deck = deck
    state.cards = deck.cards
    state.players = players
    state.cells = {}
    state.frontier = {}
    state.rotations = {}
    state.ships = {}
    state.caps = {}
    state.kings = {}
    state.kings_used = [0] * players
    state.supply = [SHIPS_PER_PLAYER] * players
    state.stranded = []
    state.stack = deck.stack_ids
    state.removed = []
    state.active = 0
    state.turn = 0
    state.phase = Phase.SETUP
    state.end_triggered = False
    state.turns_without_reveal = 0
    state.revealed_this_turn = False
    state.setup_placed = 0
    state.repro_cell = None
    state.repro_left = 0
    state.repro_used = ()
    state.voyage = None
    state.land_cell = None
    state.land_fleet = ()
    state.land_owed = frozenset()
    state.place_card = -1
    state.place_mode = ""
    state.settle_cell = None
    state.seen = set()
    state.chain_options = ()
    state.steps = 0
    state._pending = None
    state._attach(0, ORIGIN, 0)
    if not state._setup_options():
        state._begin_first_turn([])
    return state


class GameState:
    """One game in progress. Read the public attributes; change it only through `apply`.

    Public attributes: `deck`, `players`, `cells` (cell -> card id), `rotations`,
    `ships` ((cell, beach) -> owners of the ships on that beach's spots), `kings`
    (cell -> player), `kings_used`, `supply`, `stranded` ([(cell, owners)]), `stack` (remaining
    card ids, sorted: the composition, not an order), `removed`, `active`, `turn`,
    `end_triggered`, `voyage` (the fleet at sea, if any).
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
    active: int
    turn: int
    phase: Phase
    end_triggered: bool
    turns_without_reveal: int
    revealed_this_turn: bool
    setup_placed: int
    repro_cell: Cell | None
    repro_left: int
    repro_used: tuple[int, ...]
    voyage: Voyage | None
    land_cell: Cell | None
    land_fleet: tuple[int, ...]
    land_owed: frozenset[int]
    place_card: int
    place_mode: str
    settle_cell: Cell | None
    seen: set[frozenset[tuple[tuple[Cell, int], tuple[int, ...]]]]
    chain_options: tuple[Option, ...]
    steps: int
    _pending: Decision | Chance | None

    # ------------------------------------------------------------------ copying

    def copy(self) -> GameState:
        """An independent copy; card definitions are shared (they are frozen)."""
        other = GameState.__new__(GameState)
        other.__dict__.update(self.__dict__)
        other.cells = dict(self.cells)
        other.frontier = dict(self.frontier)
        other.rotations = dict(self.rotations)
        other.ships = dict(self.ships)
        other.caps = dict(self.caps)
        other.kings = dict(self.kings)
        other.kings_used = list(self.kings_used)
        other.supply = list(self.supply)
        other.stranded = list(self.stranded)
        other.removed = list(self.removed)
        other.seen = set(self.seen)
        return other

    # ------------------------------------------------------------------ queries

    def is_over(self) -> bool:
        """True once the game has been scored."""
        return self.phase is Phase.OVER

    @property
    def pending(self) -> Decision | Chance | None:
        """What happens next: a Decision, a Chance (a reveal), or None when the game is over."""
        if self._pending is None and self.phase is not Phase.OVER:
            self._pending = self._compute_pending()
        return self._pending

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
        return self.free_spots(cell, beach) == 0

    def full_beaches(self) -> list[BeachKey]:
        """Every full beach on the table."""
        caps = self.caps
        return [k for k, occ in self.ships.items() if len(occ) == caps[k]]

    def ships_on_island(self, cell: Cell, player: int | None = None) -> int:
        """Ships on the beaches of an island (of one player, or of all)."""
        card = self.cards[self.cells[cell]]
        total = 0
        for b in range(len(card.beaches)):
            occ = self.ships[(cell, b)]
            total += len(occ) if player is None else occ.count(player)
        return total

    def pier_direction(self, cell: Cell, pier_edge: int) -> int:
        """World direction a pier points to."""
        return world_direction(pier_edge, self.rotations[cell])

    def ships_on_table(self, player: int) -> int:
        """A player's ships on spots, as kings and stranded (R8.4's third tie-break)."""
        spots = sum(occ.count(player) for occ in self.ships.values())
        kings = sum(1 for p in self.kings.values() if p == player)
        stranded = sum(owners.count(player) for _, owners in self.stranded)
        return spots + kings + stranded

    def has_ship_on_spots(self, player: int) -> bool:
        """True when the player has a ship on some beach (kings not counted, R9.1)."""
        return any(player in occ for occ in self.ships.values())

    def ships_at_sea(self) -> tuple[int, ...]:
        """Owners of the ships of a fleet under way or waiting to land."""
        if self.phase is Phase.LAND:
            return self.land_fleet
        if self.voyage is not None:
            return self.voyage.fleet
        return ()

    def result(self) -> Result:
        """Scores and the winner by R8.4 (meaningful at any time, final once over)."""
        scores = [0] * self.players
        islands: list[set[Cell]] = [set() for _ in range(self.players)]
        for (cell, _), occ in self.ships.items():
            for p in occ:
                islands[p].add(cell)
        for cell, p in self.kings.items():
            islands[p].add(cell)
        for p in range(self.players):
            scores[p] = sum(self.cards[self.cells[c]].value for c in islands[p])
        counts = [len(s) for s in islands]
        on_table = [self.ships_on_table(p) for p in range(self.players)]
        keys = [(scores[p], counts[p], -on_table[p]) for p in range(self.players)]
        best = max(keys)
        winners = tuple(p for p in range(self.players) if keys[p] == best)
        top_score = [p for p in range(self.players) if scores[p] == best[0]]
        top_islands = [p for p in top_score if counts[p] == best[1]]
        if len(top_score) == 1:
            tiebreak = "points"
        elif len(top_islands) == 1:
            tiebreak = "islands"
        elif len(winners) == 1:
            tiebreak = "ships"
        else:
            tiebreak = "shared"
        return Result(tuple(scores), tuple(counts), tuple(on_table), winners, tiebreak)

    def scores(self) -> tuple[int, ...]:
        """Each player's points (R8.4)."""
        return self.result().scores

    # ------------------------------------------------------------------ applying

    def apply(self, option: Option) -> list[Event]:
        """Apply an offered option and return the events; raises IllegalOption otherwise."""
        node = self.pending
        if node is None:
            raise IllegalOption(f"the game is over; {option} is not possible")
        if option not in node.options:
            raise IllegalOption(f"{option} is not offered now (expected one of {len(node.options)} options)")
        return self.apply_unchecked(option)

    def apply_unchecked(self, option: Option) -> list[Event]:
        """Apply an option taken from `pending.options` without checking it (search)."""
        events: list[Event] = []
        self._pending = None
        self.steps += 1
        self._do(option, events)
        # Forced choices (one option only) while landing or reproducing apply themselves.
        while self.phase in _AUTO_PHASES:
            node = self.pending
            assert node is not None
            if len(node.options) != 1:
                break
            self._pending = None
            self._do(node.options[0], events)
        return events

    def _do(self, option: Option, events: list[Event]) -> None:
        phase = self.phase
        kind = option.kind
        if phase is Phase.SETUP:
            if kind is OptionKind.PLACE:
                self._place_ship(self.active, option.cell, option.beach, events, "setup")
            self.setup_placed += 1
            if self.setup_placed >= 2 * self.players or not self._setup_options():
                self._begin_first_turn(events)
            else:
                self.active = self.setup_placed % self.players
        elif phase is Phase.ACTION or phase is Phase.REPRO_ISLAND:
            self._do_action(option, events)
        elif phase is Phase.REPRO_BEACH:
            self._place_ship(self.active, option.cell, option.beach, events, "reproduce")
            self.repro_left -= 1
            self.repro_used += (option.beach,)
            self._continue_reproduction(events)
        elif phase is Phase.ENTER:
            self._place_ship(self.active, option.cell, option.beach, events, "enter")
            self._enter_chain(events)
        elif phase is Phase.CHAIN:
            self._emigrate(option, events)
        elif phase is Phase.VOYAGE_REVEAL:
            self._reveal_for_voyage(option.card, events)
        elif phase is Phase.LAND:
            self._land_one(option, events)
        elif phase is Phase.PLACE_REVEAL:
            self._reveal(option.card, events)
            self.place_card = option.card
            self.phase = Phase.PLACE_CARD
        elif phase is Phase.PLACE_CARD:
            self._attach_placed(option, events)
        elif phase is Phase.SETTLE:
            self._place_ship(self.active, option.cell, option.beach, events, "resettle")
            self._end_turn(events)
        else:  # pragma: no cover - OVER has no pending node
            raise IllegalOption("the game is over")

    # ------------------------------------------------------------------ setup and turns

    def _setup_options(self) -> list[Option]:
        """R3.2: a free spot of Tonga, every beach keeping one spot free."""
        if self.cells.get(ORIGIN) != 0:
            return []
        start = self.cards[0]
        return [
            Option(OptionKind.PLACE, ORIGIN, b)
            for b in range(len(start.beaches))
            if len(self.ships[(ORIGIN, b)]) + 2 <= start.beaches[b].capacity
        ]

    def _begin_first_turn(self, events: list[Event]) -> None:
        self.active = 0
        self.turn = 1
        events.append(Event(EventKind.TURN_PASSED, player=0))
        self._start_turn()

    def _start_turn(self) -> None:
        self.revealed_this_turn = False
        self.seen = set()
        self.phase = Phase.ACTION
        self.voyage = None
        self._pending = None

    def _end_turn(self, events: list[Event]) -> None:
        if self.revealed_this_turn:
            self.turns_without_reveal = 0
        else:
            self.turns_without_reveal += 1
        self.voyage = None
        if self.end_triggered or self.turns_without_reveal >= STALL_TURNS_PER_PLAYER * self.players:
            self.phase = Phase.OVER
            self._pending = None
            events.append(Event(EventKind.GAME_OVER, scores=self.result().scores, reason=(
                "end" if self.end_triggered else "stall")))
            return
        self.active = (self.active + 1) % self.players
        self.turn += 1
        events.append(Event(EventKind.TURN_PASSED, player=self.active))
        self._start_turn()

    # ------------------------------------------------------------------ the turn's action

    def _action_options(self) -> list[Option]:
        p = self.active
        options: list[Option] = []
        if not self.has_ship_on_spots(p):
            # R9.1: 2 ships on Tonga, or 1 ship on another island.
            if self.supply[p] > 0:
                tonga_ok = self.cells.get(ORIGIN) == 0 and self._free_on_island(ORIGIN) >= 2
                for cell in self.island_cells():
                    if cell in self.kings or (self.cells[cell] == 0 and not tonga_ok):
                        continue
                    for b in range(len(self.cards[self.cells[cell]].beaches)):
                        if self.free_spots(cell, b) > 0:
                            options.append(Option(OptionKind.PLACE, cell, b))
            return options or [Option(OptionKind.PASS)]
        mine: dict[Cell, None] = {}  # islands with a ship of mine, in table order
        mixed: set[Cell] = set()  # islands with a ship of someone else
        recall: list[Option] = []
        empty_supply = self.supply[p] == 0
        for (cell, b), occ in self.ships.items():
            if not occ:
                continue
            if p in occ:
                mine[cell] = None
                if empty_supply:
                    recall.append(Option(OptionKind.RECALL, cell, b))
                if occ.count(p) != len(occ):
                    mixed.add(cell)
            else:
                mixed.add(cell)
        options.extend(Option(OptionKind.REPRODUCE, cell) for cell in mine)
        options.extend(recall)
        if self.kings_used[p] < MAX_KINGS:
            for cell in mine:
                if cell not in mixed and self.cells[cell] != 0:
                    options.append(Option(OptionKind.KING, cell))
        options.append(Option(OptionKind.RESETTLE))
        return options

    def _islands_with_ships(self, player: int) -> list[Cell]:
        seen: dict[Cell, None] = {}
        for (cell, _), occ in self.ships.items():
            if player in occ:
                seen[cell] = None
        return list(seen)

    def _only_player_on(self, cell: Cell, player: int) -> bool:
        card = self.cards[self.cells[cell]]
        for b in range(len(card.beaches)):
            for owner in self.ships[(cell, b)]:
                if owner != player:
                    return False
        return True

    def _free_on_island(self, cell: Cell) -> int:
        card = self.cards[self.cells[cell]]
        return sum(self.free_spots(cell, b) for b in range(len(card.beaches)))

    def _do_action(self, option: Option, events: list[Event]) -> None:
        p = self.active
        kind = option.kind
        if kind is OptionKind.PLACE:  # R9.1 entry
            self._place_ship(p, option.cell, option.beach, events, "enter")
            if (
                option.cell == ORIGIN
                and self.cells[ORIGIN] == 0
                and self.supply[p] > 0
                and self._free_on_island(ORIGIN) > 0
            ):
                self.phase = Phase.ENTER
            else:
                self._enter_chain(events)
        elif kind is OptionKind.REPRODUCE:
            self._start_reproduction(option.cell, events)
        elif kind is OptionKind.KING:
            self._found_king(option.cell, events)
        elif kind is OptionKind.RESETTLE:
            self._resettle(events)
        elif kind is OptionKind.RECALL:
            assert option.cell is not None
            key = (option.cell, option.beach)
            occ = list(self.ships[key])
            occ.remove(p)
            self.ships[key] = tuple(occ)
            self.supply[p] += 1
            events.append(Event(EventKind.SHIP_RECALLED, player=p, cell=option.cell, beach=option.beach))
            self.phase = Phase.REPRO_ISLAND
        elif kind is OptionKind.PASS:
            if self.phase is Phase.REPRO_ISLAND:
                self._enter_chain(events)
            else:
                self._end_turn(events)
        else:
            raise IllegalOption(f"{option} is not an action")

    def _start_reproduction(self, cell: Cell | None, events: list[Event]) -> None:
        assert cell is not None
        p = self.active
        card = self.cards[self.cells[cell]]
        n = self.ships_on_island(cell, p)
        k = min(n, len(card.beaches), self.supply[p])
        events.append(Event(EventKind.REPRODUCED, player=p, cell=cell, ships=(p,) * k))
        self.repro_cell = cell
        self.repro_left = k
        self.repro_used = ()
        self.phase = Phase.REPRO_BEACH
        self._continue_reproduction(events)

    def _repro_beach_options(self) -> list[Option]:
        cell = self.repro_cell
        assert cell is not None
        card = self.cards[self.cells[cell]]
        return [
            Option(OptionKind.PLACE, cell, b)
            for b in range(len(card.beaches))
            if b not in self.repro_used and self.free_spots(cell, b) > 0
        ]

    def _continue_reproduction(self, events: list[Event]) -> None:
        """R5.1: when the remaining ships must go on every remaining beach, place them at once."""
        if self.repro_left > 0:
            options = self._repro_beach_options()
            if len(options) > self.repro_left:
                return
            for opt in options:
                self._place_ship(self.active, opt.cell, opt.beach, events, "reproduce")
        self.repro_left = 0
        self._enter_chain(events)

    def _found_king(self, cell: Cell | None, events: list[Event]) -> None:
        assert cell is not None
        p = self.active
        card = self.cards[self.cells[cell]]
        mine = self.ships_on_island(cell, p)
        for b in range(len(card.beaches)):
            self.ships[(cell, b)] = ()
        self.kings[cell] = p
        self.kings_used[p] += 1
        self.supply[p] += mine - 1
        events.append(Event(EventKind.KING_FOUNDED, player=p, cell=cell))
        if mine > 1:
            events.append(Event(EventKind.SHIPS_RETURNED, cell=cell, ships=(p,) * (mine - 1), reason="king"))
        self._end_turn(events)

    def _resettle(self, events: list[Event]) -> None:
        p = self.active
        returned = 0
        for key, occ in self.ships.items():
            if p in occ:
                mine = occ.count(p)
                returned += mine
                self.ships[key] = tuple(o for o in occ if o != p)
                events.append(Event(EventKind.SHIPS_RETURNED, cell=key[0], beach=key[1], ships=(p,) * mine,
                                    reason="resettle"))
        self.supply[p] += returned
        events.append(Event(EventKind.RESETTLED, player=p, ships=(p,) * returned))
        self.place_mode = "resettle"
        self.phase = Phase.PLACE_REVEAL

    # ------------------------------------------------------------------ ships and cards

    def _place_ship(self, player: int, cell: Cell | None, beach: int, events: list[Event], reason: str) -> None:
        assert cell is not None
        self.ships[(cell, beach)] = self.ships[(cell, beach)] + (player,)
        self.supply[player] -= 1
        events.append(Event(EventKind.SHIP_PLACED, player=player, cell=cell, beach=beach, reason=reason))

    def _attach(self, card_id: int, cell: Cell | None, rotation: int) -> None:
        assert cell is not None
        self.cells[cell] = card_id
        self.rotations[cell] = rotation
        self._update_frontier(cell, True)
        card = self.cards[card_id]
        for b, beach in enumerate(card.beaches):
            self.ships[(cell, b)] = ()
            self.caps[(cell, b)] = beach.capacity

    def _reveal(self, card_id: int, events: list[Event]) -> None:
        """Take a card off the stack; trigger the end when a kind runs out (R8.3)."""
        stack = list(self.stack)
        stack.remove(card_id)
        self.stack = tuple(stack)
        self.revealed_this_turn = True
        events.append(Event(EventKind.CARD_REVEALED, player=self.active, card=card_id))
        if not self.end_triggered:
            cards = self.cards
            has_island = any(cards[c].is_island for c in stack)
            has_water = any(not cards[c].is_island for c in stack)
            if not (has_island and has_water):
                self.end_triggered = True
                events.append(Event(EventKind.END_TRIGGERED, card=card_id))

    def _remove_island(self, cell: Cell, events: list[Event]) -> None:
        """R7.3: every ship on the island goes home and the card leaves the game."""
        card_id = self.cells[cell]
        card = self.cards[card_id]
        returned: list[int] = []
        for b in range(len(card.beaches)):
            occ = self.ships.pop((cell, b))
            del self.caps[(cell, b)]
            returned.extend(occ)
            for owner in occ:
                self.supply[owner] += 1
        del self.cells[cell]
        del self.rotations[cell]
        self._update_frontier(cell, False)
        self.removed.append(card_id)
        if returned:
            events.append(Event(EventKind.SHIPS_RETURNED, cell=cell, ships=tuple(returned), reason="infinite chain"))
        events.append(Event(EventKind.ISLAND_REMOVED, cell=cell, card=card_id))

    # ------------------------------------------------------------------ placement (R8.2, R7.4)

    def placement_options(self) -> list[Option]:
        """Free cells next to a card, with the crest facing one of those neighbours (R8.2)."""
        if not self.cells:
            return [_attach_option(ORIGIN, 0)]
        options: list[Option] = []
        for cell, mask in self.frontier.items():
            options.extend(_attach_options(cell, mask))
        return options

    def _update_frontier(self, cell: Cell, occupied: bool) -> None:
        """Keep `frontier` (empty cell -> bitmask of directions holding a card) in step with `cells`."""
        frontier = self.frontier
        q, r = cell
        if occupied:
            frontier.pop(cell, None)
        else:
            mask = 0
            for d, (dq, dr) in enumerate(DIRECTION_OFFSETS):
                if (q + dq, r + dr) in self.cells:
                    mask |= 1 << d
            if mask:
                frontier[cell] = mask
        for d, (dq, dr) in enumerate(DIRECTION_OFFSETS):
            n = (q + dq, r + dr)
            if n in self.cells:
                continue
            bit = 1 << ((d + 3) % 6)  # from n, this cell lies in the opposite direction
            mask = frontier.get(n, 0)
            mask = mask | bit if occupied else mask & ~bit
            if mask:
                frontier[n] = mask
            else:
                frontier.pop(n, None)

    def _attach_placed(self, option: Option, events: list[Event]) -> None:
        card_id = self.place_card
        self._attach(card_id, option.cell, option.rotation)
        events.append(Event(EventKind.CARD_ATTACHED, card=card_id, cell=option.cell, rotation=option.rotation))
        self.place_card = -1
        is_island = self.cards[card_id].is_island
        if self.place_mode == "resettle":
            if is_island:
                if self.supply[self.active] > 0:
                    self.settle_cell = option.cell
                    self.phase = Phase.SETTLE
                else:
                    self._end_turn(events)
            elif self.end_triggered:
                self._end_turn(events)
            else:
                self.phase = Phase.PLACE_REVEAL
        else:  # R7.4 after an infinite chain
            if is_island or self.end_triggered:
                self._enter_chain(events)
            else:
                self.phase = Phase.PLACE_REVEAL

    # ------------------------------------------------------------------ emigration (R6, R7)

    def _arrangement(self) -> frozenset[tuple[tuple[Cell, int], tuple[int, ...]]]:
        return frozenset((k, tuple(sorted(v))) for k, v in self.ships.items() if v)

    def trace_route(self, cell: Cell, direction: int, colours: int, origin: Cell) -> Route:
        """Follow a fleet of `colours` colours over cards already lying, from `cell` heading
        `direction`, without changing anything (R6.2): where does it land, sink, or need a card?

        A king island turns it back to `origin` (R6.2 step 3).
        """
        cards, cells, rotations, kings = self.cards, self.cells, self.rotations, self.kings
        here, d = cell, direction
        for _ in range(4 * len(cards) + 8):
            nxt = neighbour(here, d)
            cid = cells.get(nxt)
            if cid is None:
                return Route(ROUTE_OPEN, here, d)
            card = cards[cid]
            if card.is_island:
                if nxt in kings:
                    return Route(ROUTE_LAND, origin, -1, turned_back=True)
                return Route(ROUTE_LAND, nxt, -1)
            other, danger = card.exits[card_edge(opposite(d), rotations[nxt])]
            if danger and colours < danger:
                return Route(ROUTE_SINK, nxt, -1, danger)
            here, d = nxt, world_direction(other, rotations[nxt])
        raise AssertionError("a voyage over lying cards did not end (R7.5)")

    def voyage_returns(self, cell: Cell, beach: int, pier_edge: int) -> bool:
        """R7.1: does this emigration come back to its own island over cards already lying?"""
        colours = len(set(self.ships[(cell, beach)]))
        route = self.trace_route(cell, world_direction(pier_edge, self.rotations[cell]), colours, cell)
        return route.outcome == ROUTE_LAND and route.cell == cell

    def _enter_chain(self, events: list[Event]) -> None:
        """The chain move (R6.1, R6.4): offer the next emigration, settling infinite chains (R7)."""
        self.voyage = None
        while True:
            full = self.full_beaches()
            if not full:
                self._end_turn(events)
                return
            if self._arrangement() in self.seen:
                # R7.6: the ships came back to an arrangement already seen this turn.
                for cell in sorted({k[0] for k in full}):
                    self._remove_island(cell, events)
                if self._start_r74():
                    return
                continue
            by_island: dict[Cell, list[int]] = {}
            for cell, b in full:
                by_island.setdefault(cell, []).append(b)
            options: list[Option] = []
            doomed: list[Cell] = []
            for cell in sorted(by_island):
                card = self.cards[self.cells[cell]]
                leaving: list[Option] = []
                returning: list[Option] = []
                for b in sorted(by_island[cell]):
                    for pier in card.beaches[b].piers:
                        option = Option(OptionKind.EMIGRATE, cell, b, pier=pier)
                        if self.voyage_returns(cell, b, pier):
                            returning.append(option)
                        else:
                            leaving.append(option)
                if leaving:
                    options.extend(leaving)  # R7.2: returning options are not offered
                elif self.can_end_chain(cell):
                    options.extend(returning)  # R7.3: the fleet lands back and the chain goes on
                else:
                    doomed.append(cell)  # R7.3: the player cannot end the chain
            if doomed:
                for cell in doomed:
                    self._remove_island(cell, events)
                if self._start_r74():
                    return
                continue
            self.chain_options = tuple(options)
            self.phase = Phase.CHAIN
            return

    def can_end_chain(self, cell: Cell) -> bool:
        """R7.3 (revised): can the active player end the chain on island `cell` by its own
        returning emigrations and the landings that follow them?

        True when some sequence of such emigrations and landings (R6.3: the fleet spreads over
        the island's beaches, the player choosing which colour goes where) reaches an arrangement
        of the island's ships with no full beach, or with a full beach that has a non-returning
        option (R7.2). An arrangement that repeats one this turn's chain already emigrated from
        (R7.6, the rest of the table unchanged) ends the chain instead, so the path may not pass
        through one. The ships on the island never increase on the way, so the search is exact
        and finite (see `_can_escape`, memoised over the arrangements of the island's beaches).
        """
        card = self.cards[self.cells[cell]]
        beaches = range(len(card.beaches))
        caps = [self.caps[(cell, b)] for b in beaches]
        rotation = self.rotations[cell]
        # returns[b][c]: does every option of beach b return with a fleet of c colours (R7.1)?
        returns: list[list[bool]] = []
        for b in beaches:
            top = min(caps[b], self.players)
            row = [False] * (top + 1)
            for colours in range(1, top + 1):
                row[colours] = all(
                    self._route_lands_home(cell, world_direction(pier, rotation), colours)
                    for pier in card.beaches[b].piers
                )
            returns.append(row)
        start = tuple(tuple(sorted(self.ships[(cell, b)])) for b in beaches)
        full = [b for b in beaches if len(start[b]) == caps[b]]
        if not full or not all(returns[b][len(set(start[b]))] for b in full):
            return True
        return _can_escape(start, caps, returns, self._seen_arrangements_of(cell))

    def _route_lands_home(self, cell: Cell, direction: int, colours: int) -> bool:
        """R7.1 for a fleet of `colours` colours leaving `cell` heading `direction`."""
        route = self.trace_route(cell, direction, colours, cell)
        return route.outcome == ROUTE_LAND and route.cell == cell

    def _seen_arrangements_of(self, cell: Cell) -> set[tuple[tuple[int, ...], ...]]:
        """The arrangements of `cell`'s beaches that, with the rest of the table as it is now,
        this turn's chain already emigrated from (R7.6)."""
        if not self.seen:
            return set()
        beaches = range(len(self.cards[self.cells[cell]].beaches))
        rest = frozenset(item for item in self._arrangement() if item[0][0] != cell)
        found: set[tuple[tuple[int, ...], ...]] = set()
        for seen in self.seen:
            if frozenset(item for item in seen if item[0][0] != cell) != rest:
                continue
            here = {key[1]: owners for key, owners in seen if key[0] == cell}
            found.add(tuple(here.get(b, ()) for b in beaches))
        return found

    def _start_r74(self) -> bool:
        """R7.4: after an infinite chain, reveal until an island comes up if needed."""
        if self.end_triggered:
            return False
        no_island = not any(self.cards[c].is_island for c in self.cells.values())
        if no_island or not self.has_ship_on_spots(self.active):
            self.place_mode = "infinite"
            self.phase = Phase.PLACE_REVEAL
            return True
        return False

    def _emigrate(self, option: Option, events: list[Event]) -> None:
        self.seen.add(self._arrangement())
        assert option.cell is not None
        key = (option.cell, option.beach)
        fleet = self.ships[key]
        self.ships[key] = ()
        direction = self.pier_direction(option.cell, option.pier)
        events.append(Event(EventKind.EMIGRATED, player=self.active, cell=option.cell, beach=option.beach,
                            ships=fleet, direction=direction))
        self.voyage = Voyage(fleet, option.cell, option.cell, direction)
        self._sail(events)

    def _reveal_for_voyage(self, card_id: int, events: list[Event]) -> None:
        voyage = self.voyage
        assert voyage is not None
        self._reveal(card_id, events)
        cell = neighbour(voyage.cell, voyage.direction)
        rotation = crest_rotation(voyage.direction)
        self._attach(card_id, cell, rotation)
        events.append(Event(EventKind.CARD_ATTACHED, card=card_id, cell=cell, rotation=rotation))
        if self.end_triggered:
            # R8.3: the voyage under way finishes; on water it stops after this crossing.
            self.voyage = Voyage(voyage.fleet, voyage.origin, voyage.cell, voyage.direction, True)
        self._sail(events)

    def _sail(self, events: list[Event]) -> None:
        """Move the fleet along lying cards until it lands, sinks, strands or needs a card."""
        v = self.voyage
        assert v is not None
        fleet, here, d = v.fleet, v.cell, v.direction
        colours = len(set(fleet))
        for _ in range(4 * len(self.cards) + 8):
            nxt = neighbour(here, d)
            cid = self.cells.get(nxt)
            if cid is None:
                if self.end_triggered:
                    self.stranded.append((here, fleet))
                    events.append(Event(EventKind.STRANDED, cell=here, ships=fleet))
                    self._enter_chain(events)
                else:
                    self.voyage = Voyage(fleet, v.origin, here, d)
                    self.phase = Phase.VOYAGE_REVEAL
                return
            card = self.cards[cid]
            events.append(Event(EventKind.FLEET_MOVED, cell=here, to=nxt, ships=fleet))
            if card.is_island:
                if nxt in self.kings:
                    events.append(Event(EventKind.TURNED_BACK, cell=nxt, to=v.origin, ships=fleet))
                    self._start_landing(v.origin, fleet, events)
                else:
                    self._start_landing(nxt, fleet, events)
                return
            other, danger = card.exits[card_edge(opposite(d), self.rotations[nxt])]
            passed = danger == 0 or colours >= danger
            events.append(Event(EventKind.CROSSING, cell=nxt, danger=danger, colours=colours, passed=passed,
                                ships=fleet))
            if not passed:
                for owner in fleet:
                    self.supply[owner] += 1
                events.append(Event(EventKind.SHIPS_RETURNED, cell=nxt, ships=fleet, reason="crossing failed"))
                self._enter_chain(events)
                return
            here, d = nxt, world_direction(other, self.rotations[nxt])
            if v.stop_after_crossing:
                self.stranded.append((here, fleet))
                events.append(Event(EventKind.STRANDED, cell=here, ships=fleet))
                self._enter_chain(events)
                return
        raise AssertionError("a voyage did not end (R7.5)")

    # ------------------------------------------------------------------ landing (R6.3)

    def _start_landing(self, cell: Cell, fleet: tuple[int, ...], events: list[Event]) -> None:
        self.voyage = None
        card = self.cards[self.cells[cell]]
        self.land_cell = cell
        self.land_fleet = tuple(sorted(fleet))
        self.land_owed = frozenset(b for b in range(len(card.beaches)) if self.free_spots(cell, b) > 0)
        self.phase = Phase.LAND
        self._check_landing(events)

    def _land_options(self) -> list[Option]:
        cell = self.land_cell
        assert cell is not None
        if self.land_owed:
            beaches = sorted(self.land_owed)
        else:
            card = self.cards[self.cells[cell]]
            beaches = [b for b in range(len(card.beaches)) if self.free_spots(cell, b) > 0]
        colours = sorted(set(self.land_fleet))
        return [Option(OptionKind.LAND, cell, b, colour=c) for c in colours for b in beaches]

    def _land_one(self, option: Option, events: list[Event]) -> None:
        fleet = list(self.land_fleet)
        fleet.remove(option.colour)
        self.land_fleet = tuple(fleet)
        assert option.cell is not None
        key = (option.cell, option.beach)
        self.ships[key] = self.ships[key] + (option.colour,)
        self.land_owed = self.land_owed - {option.beach}
        events.append(Event(EventKind.SHIP_LANDED, player=option.colour, cell=option.cell, beach=option.beach))
        self._check_landing(events)

    def _check_landing(self, events: list[Event]) -> None:
        assert self.land_cell is not None
        if self.land_fleet and self._free_on_island(self.land_cell) == 0:
            for owner in self.land_fleet:
                self.supply[owner] += 1
            events.append(Event(EventKind.SHIPS_RETURNED, cell=self.land_cell, ships=self.land_fleet,
                                reason="no free spot"))
            self.land_fleet = ()
        if not self.land_fleet:
            self.land_cell = None
            self.land_owed = frozenset()
            self._enter_chain(events)

    # ------------------------------------------------------------------ pending

    def _compute_pending(self) -> Decision | Chance:
        phase = self.phase
        p = self.active
        if phase is Phase.VOYAGE_REVEAL or phase is Phase.PLACE_REVEAL:
            return Chance(tuple(map(_reveal_option, self.stack)))
        if phase is Phase.CHAIN:
            return Decision(p, DecisionKind.EMIGRATE, self.chain_options)
        if phase is Phase.LAND:
            return Decision(p, DecisionKind.LAND, tuple(self._land_options()))
        if phase is Phase.ACTION:
            return Decision(p, DecisionKind.ACTION, tuple(self._action_options()))
        if phase is Phase.REPRO_BEACH:
            return Decision(p, DecisionKind.REPRODUCE_BEACH, tuple(self._repro_beach_options()))
        if phase is Phase.SETUP:
            return Decision(p, DecisionKind.SETUP, tuple(self._setup_options()) or (Option(OptionKind.PASS),))
        if phase is Phase.REPRO_ISLAND:
            islands = [Option(OptionKind.REPRODUCE, c) for c in self._islands_with_ships(p)]
            return Decision(p, DecisionKind.REPRODUCE_ISLAND, tuple(islands) or (Option(OptionKind.PASS),))
        if phase is Phase.ENTER:
            card = self.cards[self.cells[ORIGIN]]
            opts = [Option(OptionKind.PLACE, ORIGIN, b) for b in range(len(card.beaches))
                    if self.free_spots(ORIGIN, b) > 0]
            return Decision(p, DecisionKind.ENTER, tuple(opts))
        if phase is Phase.PLACE_CARD:
            return Decision(p, DecisionKind.PLACE_CARD, tuple(self.placement_options()))
        if phase is Phase.SETTLE:
            assert self.settle_cell is not None
            card = self.cards[self.cells[self.settle_cell]]
            opts = [Option(OptionKind.PLACE, self.settle_cell, b) for b in range(len(card.beaches))]
            return Decision(p, DecisionKind.SETTLE, tuple(opts))
        raise AssertionError(phase)
