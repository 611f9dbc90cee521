"""The game in progress and its one interface: `pending` says what happens next, `apply` does it.

`GameState` is the table (`table.Table`: cards, ships, supplies, stack and their indexes) plus
the turn flow, and every rule of RULES.md R3-R9 that moves the game on is decided here, with
the help of pure modules: `steps` (the turn flow as one typed value), `routes` (voyages over
lying cards), `landing` (R6.3 arrangements and R7.3's search), `scoring` (R8.4) and `interned`
(one object per option). A turn is a sequence of small decisions (one ship, one beach, one
pier, one card placement) and chance nodes (a card revealed from the stack). The stack is held
as the set of remaining cards, never as an order, so a copied state cannot peek at the future;
the driver samples each reveal with its own seeded rng.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Final

from tongiaki.rules import events as ev
from tongiaki.rules import interned
from tongiaki.rules.cards import Card, Deck
from tongiaki.rules.events import Event, EventKind, Reason
from tongiaki.rules.hexgrid import ORIGIN, Cell
from tongiaki.rules.landing import can_escape
from tongiaki.rules.options import Chance, Decision, DecisionKind, IllegalOption, Option, OptionKind
from tongiaki.rules.routes import (
    DQ,
    DR,
    Route,
    RouteOutcome,
    Voyage,
)
from tongiaki.rules.scoring import Result, Tiebreak
from tongiaki.rules.steps import (
    ACTION,
    ENTER,
    OVER,
    REPRO_ISLAND,
    SETUP,
    Chain,
    Land,
    Phase,
    PlaceCard,
    PlaceMode,
    PlaceReveal,
    ReproBeach,
    Settle,
    Step,
    VoyageReveal,
)
from tongiaki.rules.table import SHIPS_PER_PLAYER, Arrangement, BeachKey, SeenShips, Table, _Island, _ship_hash

__all__ = [
    "MAX_KINGS", "MAX_PLAYERS", "MIN_PLAYERS", "SHIPS_PER_PLAYER",
    "STALL_TURNS_PER_PLAYER", "GameState", "Phase", "PlaceMode", "Result", "Route", "RouteOutcome",
    "StartIslandTooSmall", "Tiebreak", "Voyage", "check_players", "max_players", "new_game", "start_seats",
]

_new: Final = tuple.__new__

# Enum members read on the hot path, as module constants: on CPython 3.11 reading a member off
# its enum class (`Phase.ACTION`) costs about a quarter of a microsecond, a module constant is
# one global load (and the same values, so the game is unchanged).
_PHASE_ACTION: Final = Phase.ACTION
_PHASE_CHAIN: Final = Phase.CHAIN
_PHASE_ENTER: Final = Phase.ENTER
_PHASE_LAND: Final = Phase.LAND
_PHASE_OVER: Final = Phase.OVER
_PHASE_PLACE_CARD: Final = Phase.PLACE_CARD
_PHASE_PLACE_REVEAL: Final = Phase.PLACE_REVEAL
_PHASE_REPRO_BEACH: Final = Phase.REPRO_BEACH
_PHASE_REPRO_ISLAND: Final = Phase.REPRO_ISLAND
_PHASE_SETTLE: Final = Phase.SETTLE
_PHASE_SETUP: Final = Phase.SETUP
_PHASE_VOYAGE_REVEAL: Final = Phase.VOYAGE_REVEAL
_DECIDE_ACTION: Final = DecisionKind.ACTION
_DECIDE_EMIGRATE: Final = DecisionKind.EMIGRATE
_DECIDE_ENTER: Final = DecisionKind.ENTER
_DECIDE_LAND: Final = DecisionKind.LAND
_DECIDE_PLACE_CARD: Final = DecisionKind.PLACE_CARD
_DECIDE_REPRODUCE_BEACH: Final = DecisionKind.REPRODUCE_BEACH
_DECIDE_REPRODUCE_ISLAND: Final = DecisionKind.REPRODUCE_ISLAND
_DECIDE_SETTLE: Final = DecisionKind.SETTLE
_DECIDE_SETUP: Final = DecisionKind.SETUP
_KIND_KING: Final = OptionKind.KING
_KIND_PASS: Final = OptionKind.PASS
_KIND_PLACE: Final = OptionKind.PLACE
_KIND_RECALL: Final = OptionKind.RECALL
_KIND_REPRODUCE: Final = OptionKind.REPRODUCE
_KIND_RESETTLE: Final = OptionKind.RESETTLE
_EVENT_END_TRIGGERED: Final = EventKind.END_TRIGGERED
_EVENT_GAME_OVER: Final = EventKind.GAME_OVER
_EVENT_ISLAND_REMOVED: Final = EventKind.ISLAND_REMOVED
_EVENT_SHIPS_RETURNED: Final = EventKind.SHIPS_RETURNED
_EVENT_SHIP_RECALLED: Final = EventKind.SHIP_RECALLED
_EVENT_STRANDED: Final = EventKind.STRANDED
_EVENT_TURNED_BACK: Final = EventKind.TURNED_BACK
_REASON_CROSSING_FAILED: Final = Reason.CROSSING_FAILED
_REASON_END: Final = Reason.END
_REASON_ENTER: Final = Reason.ENTER
_REASON_INFINITE_CHAIN: Final = Reason.INFINITE_CHAIN
_REASON_KING: Final = Reason.KING
_REASON_NO_FREE_SPOT: Final = Reason.NO_FREE_SPOT
_REASON_REPRODUCE: Final = Reason.REPRODUCE
_REASON_RESETTLE: Final = Reason.RESETTLE
_REASON_SETUP: Final = Reason.SETUP
_REASON_STALL: Final = Reason.STALL
_MODE_INFINITE: Final = PlaceMode.INFINITE
_MODE_NONE: Final = PlaceMode.NONE
_MODE_RESETTLE: Final = PlaceMode.RESETTLE


_NO_NODE: Final[Decision | Chance | None] = None
"""`pending` before an option is applied: typed as the attribute, not as None, so that mypy (and
mypyc, which compiles by its types) does not take `pending` for None after the option's call
(which sets it when it makes the node itself)."""

_RESETTLE_REVEAL: Final = PlaceReveal(_MODE_RESETTLE)
_INFINITE_REVEAL: Final = PlaceReveal(_MODE_INFINITE)
_PLACE_CARD_STEPS: Final[dict[PlaceMode, dict[int, PlaceCard]]] = {_MODE_RESETTLE: {}, _MODE_INFINITE: {}}
"""Per mode and card id, its PlaceCard step, made once (a named tuple costs more to make than to look up)."""

MAX_KINGS: Final = 2
STALL_TURNS_PER_PLAYER: Final = 10
MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 6


def _arrangement_hash(placed: Iterable[tuple[BeachKey, tuple[int, ...]]]) -> int:
    """The table's arrangement hash (`Table._hash`, R7.6) of ships placed as (beach, owners) pairs."""
    return sum(_ship_hash(key, owner) for key, owners in placed for owner in owners)


def _same_tuples(now: list[tuple[int, ...]], seen: list[tuple[int, ...]], base: int, top: int) -> bool:
    """Whether every beach slot outside base..top-1 holds the same tuple of owners in `now` (a
    table's slots) and `seen` (a copy of them made earlier, maybe shorter: slots added since
    were empty then): C-level compares, true of most arrangements with the same rest."""
    n = len(seen)
    if n >= top:
        return now[:base] == seen[:base] and now[top:n] == seen[top:] and not any(now[n:])
    return now[:n] == seen and not any(now[n:base]) and not any(now[top:])  # the island is newer


def _same_rest(now: list[tuple[int, ...]], seen: list[tuple[int, ...]], base: int, top: int) -> bool:
    """`_same_tuples`, the owners of each slot in whatever order (slot by slot)."""
    n = len(seen)
    for slot, owners in enumerate(now):
        if base <= slot < top:
            continue
        before = seen[slot] if slot < n else ()
        if owners != before and sorted(owners) != sorted(before):
            return False
    return True


_RETURN_ROWS: Final = tuple(tuple((False,) + tuple(colours >= need for colours in range(1, top + 1))
                                    for need in range(top + 2)) for top in range(MAX_PLAYERS + 1))
"""`_RETURN_ROWS[top][need]`: a row of R7.3's `returns` (`landing.Returns`): for fleets of 0 to
`top` colours, whether a fleet of that many colours comes home when `need` colours do
(`home_threshold`; need `top + 1` stands for any larger one: none of them)."""


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
    state = GameState(deck, players)
    state._attach(0, ORIGIN, 0)
    if not state._setup_options():
        state._begin_first_turn([])
    state._update_pending()
    return state


class GameState(Table):
    """One game in progress: the table (`Table`: cards, ships, supplies, stack) and the turn
    flow. Read the public attributes; change it only through `apply`.

    Public attributes besides the table's: `pending` (what happens next: a Decision, a Chance
    (a reveal), or None when the game is over; made when an option is applied, not when read:
    a plain attribute is cheaper to read than a property, and every driver reads it after each
    option), `active`, `turn`, `end_triggered`, `step` (where the turn stands, with its data:
    see `steps`), `phase` (the step's kind), `steps` (options applied so far). Read-only views of the step: `voyage` (the fleet at sea, if any),
    `land_cell`, `land_fleet`, `land_owed`, `repro_cell`, `repro_left`, `repro_used`,
    `place_card`, `place_mode`, `settle_cell`, `chain_options`.
    """

    active: int
    turn: int
    step: Step
    phase: Phase
    end_triggered: bool
    turns_without_reveal: int
    revealed_this_turn: bool
    setup_placed: int
    steps: int
    pending: Decision | Chance | None
    _seen_hashes: set[int]
    _seen_ships: list[SeenShips]

    __slots__ = (
        "active", "turn", "step", "phase", "end_triggered", "turns_without_reveal", "revealed_this_turn",
        "setup_placed", "steps", "pending", "_seen_hashes", "_seen_ships",
    )

    def __init__(self, deck: Deck | None = None, players: int = 0) -> None:
        """An empty table for `deck` and `players` (no card lying, every supply full, phase SETUP).
        `new_game` is the way to start a game; `tongiaki.rules.position` fills one in from text.
        Without a deck the object is left blank for `copy()` to fill in."""
        super().__init__(deck, players)
        if deck is None:
            return
        self.active = 0
        self.turn = 0
        self.step = SETUP
        self.phase = _PHASE_SETUP
        self.end_triggered = False
        self.turns_without_reveal = 0
        self.revealed_this_turn = False
        self.setup_placed = 0
        self.steps = 0
        self._seen_hashes = set()
        self._seen_ships = []
        self.pending = None

    def _reindex(self) -> None:
        """Rebuild every index from the public attributes (after they were set directly;
        `_update_pending` then makes the pending node)."""
        self._reindex_table()
        self._seen_hashes = {_arrangement_hash(seen.arrangement()) for seen in self._seen_ships}

    @property
    def seen(self) -> set[Arrangement]:
        """The arrangements of the ships (R7.6) from which this turn's chain emigrated so far.

        Each emigration keeps a copy of the beach slots (a C-level list copy) and the
        arrangement's hash; an arrangement is made from its copy the first time it is asked for
        (a hash that matches, R7.3's search, the position's text) and kept."""
        return {seen.arrangement() for seen in self._seen_ships}

    @seen.setter
    def seen(self, arrangements: set[Arrangement]) -> None:
        self._seen_ships = [SeenShips([owners for _, owners in arrangement], [key for key, _ in arrangement])
                            for arrangement in arrangements]
        self._seen_hashes = {_arrangement_hash(arrangement) for arrangement in arrangements}

    # ------------------------------------------------------------------ copying

    def copy(self) -> GameState:
        """An independent copy; card definitions are shared (they are frozen), and so are the
        parts of the table that rarely change, until either state changes them (`Table`)."""
        other = GameState()
        self._copy_table_to(other)
        other.active = self.active
        other.turn = self.turn
        other.step = self.step
        other.phase = self.phase
        other.end_triggered = self.end_triggered
        other.turns_without_reveal = self.turns_without_reveal
        other.revealed_this_turn = self.revealed_this_turn
        other.setup_placed = self.setup_placed
        other.steps = self.steps
        other.pending = self.pending
        other._seen_hashes = set(self._seen_hashes)
        other._seen_ships = list(self._seen_ships)  # each copy of the beaches is never changed
        return other

    def snapshot(self) -> dict[str, object]:
        """Every part of the position, the turn flow and the indexes, by name, as plain values
        (the shared card definitions left out; mutable parts copied): two states with equal
        snapshots play on alike, and a state whose indexes were rebuilt (`_reindex`) has the
        snapshot it had before."""
        snap = self._table_snapshot()
        snap.update({
            "active": self.active, "turn": self.turn, "step": self.step, "phase": self.phase,
            "end_triggered": self.end_triggered,
            "turns_without_reveal": self.turns_without_reveal, "revealed_this_turn": self.revealed_this_turn,
            "setup_placed": self.setup_placed, "seen": set(self.seen), "steps": self.steps,
            "seen_hashes": set(self._seen_hashes),
        })
        return snap

    # ------------------------------------------------------------------ queries

    def is_over(self) -> bool:
        """True once the game has been scored."""
        return self.phase is _PHASE_OVER

    def stall_turns_left(self) -> int:
        """R8.5: how many turns, this one included, may still pass without a card being revealed
        before the game ends: the last of them ends it. 0 once the game is over; a turn that has
        revealed a card does not count against it (the count starts again after it)."""
        if self.phase is _PHASE_OVER:
            return 0
        limit = STALL_TURNS_PER_PLAYER * self.players
        return limit if self.revealed_this_turn else limit - self.turns_without_reveal

    def _go(self, step: Step) -> None:
        """Move the turn flow to `step` (the phase follows it)."""
        self.step = step
        self.phase = step.phase

    @property
    def voyage(self) -> Voyage | None:
        """The fleet at sea waiting for its next card (phase VOYAGE_REVEAL), else None."""
        step = self.step
        return step.voyage if isinstance(step, VoyageReveal) else None

    @property
    def land_cell(self) -> Cell | None:
        """The island a fleet is landing on (phase LAND), else None."""
        step = self.step
        return step.cell if isinstance(step, Land) else None

    @property
    def land_fleet(self) -> tuple[int, ...]:
        """The owners of the ships still to land, sorted (phase LAND), else ()."""
        step = self.step
        return step.fleet if isinstance(step, Land) else ()

    @property
    def land_owed(self) -> frozenset[int]:
        """The beaches that still get a first ship of the landing fleet (R6.3; phase LAND)."""
        step = self.step
        return step.owed if isinstance(step, Land) else frozenset()

    @property
    def repro_cell(self) -> Cell | None:
        """The island of the reproduction under way (phase REPRO_BEACH), else None."""
        step = self.step
        return step.cell if isinstance(step, ReproBeach) else None

    @property
    def repro_left(self) -> int:
        """Ships of the reproduction under way still to place (phase REPRO_BEACH), else 0."""
        step = self.step
        return step.left if isinstance(step, ReproBeach) else 0

    @property
    def repro_used(self) -> tuple[int, ...]:
        """Beaches the reproduction under way has placed a ship on (phase REPRO_BEACH), else ()."""
        step = self.step
        return step.used if isinstance(step, ReproBeach) else ()

    @property
    def place_card(self) -> int:
        """The revealed card waiting to be attached (phase PLACE_CARD), else -1."""
        step = self.step
        return step.card if isinstance(step, PlaceCard) else -1

    @property
    def place_mode(self) -> PlaceMode:
        """Why cards are revealed and placed (phases PLACE_REVEAL, PLACE_CARD), else NONE."""
        step = self.step
        return step.mode if isinstance(step, PlaceReveal | PlaceCard) else _MODE_NONE

    @property
    def settle_cell(self) -> Cell | None:
        """The island the resettled ship goes on (phase SETTLE), else None."""
        step = self.step
        return step.cell if isinstance(step, Settle) else None

    @property
    def chain_options(self) -> tuple[Option, ...]:
        """The emigrations the chain offers (phase CHAIN), else ()."""
        step = self.step
        return step.options if isinstance(step, Chain) else ()

    def _update_pending(self) -> None:
        """Make `pending` the node of the step the state stands at (after a change that did
        not set it already)."""
        self.pending = _PENDING[self.phase](self)  # None when the game is over

    def ships_at_sea(self) -> tuple[int, ...]:
        """Owners of the ships of a fleet under way or waiting to land."""
        step = self.step
        if isinstance(step, Land):
            return step.fleet
        if isinstance(step, VoyageReveal):
            return step.voyage.fleet
        return ()

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
        """Apply an option taken from `pending.options` without checking it; return the events.
        The forced choices (one option only) of a landing or a reproduction that follow it are
        taken with it (`_go_on_landing`, `_continue_reproduction`)."""
        events: list[Event] = []
        self.pending = _NO_NODE
        self.steps += 1
        _DO[self.phase](self, option, events)
        if self.pending is None:
            self.pending = _PENDING[self.phase](self)
        return events

    def play(self, option: Option) -> None:
        """Apply an option taken from `pending.options` without checking it and without making
        the events (searches, playouts and simulations, which never read them): the same game
        as `apply_unchecked`, about a sixth cheaper in random games."""
        self.pending = _NO_NODE
        self.steps += 1
        _DO[self.phase](self, option, None)
        if self.pending is None:  # the step's node, unless applying the option made it already
            self.pending = _PENDING[self.phase](self)

    # Applying an option, one method per phase (`_DO`, indexed by the phase, picks it).

    def _do_setup(self, option: Option, events: list[Event] | None) -> None:
        if option.kind is _KIND_PLACE:
            self._place_option(self.active, option, events, _REASON_SETUP)
        self.setup_placed += 1
        if self.setup_placed >= 2 * self.players or not (options := self._setup_options()):
            self._begin_first_turn(events)
        else:
            self.active = self.setup_placed % self.players
            # The next setup choice is the pending node (built here once, not again by `pending`).
            self.pending = _new(Decision, (self.active, _DECIDE_SETUP, tuple(options)))

    def _do_enter(self, option: Option, events: list[Event] | None) -> None:
        self._place_option(self.active, option, events, _REASON_ENTER)
        self._enter_chain(events)

    def _do_repro_beach(self, option: Option, events: list[Event] | None) -> None:
        repro = self.step
        assert isinstance(repro, ReproBeach)
        cell, left, used = repro  # one unpacking: cheaper than three field reads
        island = self._island_of[cell]
        beach = option.beach
        self._place_ship(self.active, island, beach, events, _REASON_REPRODUCE)
        self._continue_reproduction(island, left - 1, used + (beach,), events)

    def _do_voyage_reveal(self, option: Option, events: list[Event] | None) -> None:
        self._reveal_for_voyage(option.card, events)

    def _do_place_reveal(self, option: Option, events: list[Event] | None) -> None:
        step = self.step
        assert isinstance(step, PlaceReveal)
        card = option.card
        self._reveal(card, events)
        made = _PLACE_CARD_STEPS[step.mode]
        place = made.get(card)
        if place is None:
            place = made[card] = _new(PlaceCard, (card, step.mode))
        self.step = place
        self.phase = _PHASE_PLACE_CARD

    def _do_settle(self, option: Option, events: list[Event] | None) -> None:
        self._place_option(self.active, option, events, _REASON_RESETTLE)
        self._end_turn(events)

    def _do_over(self, option: Option, events: list[Event] | None) -> None:  # pragma: no cover - no pending node
        raise IllegalOption("the game is over")

    # ------------------------------------------------------------------ setup and turns

    def _setup_options(self) -> list[Option]:
        """R3.2: a free spot of Tonga, every beach keeping one spot free."""
        tonga = self._island_of.get(ORIGIN)
        if tonga is None or tonga.card != 0:
            return []
        return self._place_options_at(tonga, 1)

    def _begin_first_turn(self, events: list[Event] | None) -> None:
        """The setup ends: player 0's first turn starts, as `_end_turn` starts the next turn
        (the setup counted as a turn that revealed a card, so that no stall is counted)."""
        self.active = self.players - 1
        self.turn = 0
        self.revealed_this_turn = True
        self._end_turn(events)

    def _end_turn(self, events: list[Event] | None) -> None:
        """The turn ends: the game with it (R8.3, R8.5), or the next player's turn starts (the
        pending node is made after this by whoever applies the option)."""
        if self.revealed_this_turn:
            self.turns_without_reveal = 0
        else:
            self.turns_without_reveal += 1
        if self.end_triggered or self.turns_without_reveal >= STALL_TURNS_PER_PLAYER * self.players:
            self._go(OVER)
            if events is not None:
                events.append(Event(_EVENT_GAME_OVER, scores=self.result().scores, reason=(
                    _REASON_END if self.end_triggered else _REASON_STALL)))
            return
        self.active = (self.active + 1) % self.players
        self.turn += 1
        if events is not None:
            events.append(ev.turn_passed(self.active))
        self.revealed_this_turn = False
        if self._seen_ships:
            self._seen_ships = []
            self._seen_hashes = set()
        self.step = ACTION
        self.phase = _PHASE_ACTION

    # ------------------------------------------------------------------ the turn's action

    def _pending_action(self) -> Decision | Chance:
        """The turn's action (R5, R8.1, R8.2, R9). Slots are numbered in table order, so are the
        first slots of the islands (and `_on_island` holds them in that order)."""
        p = self.active
        mine = self._mine[p]
        slot_island, on_island = self._slot_island, self._on_island
        if not mine:
            # R9.1: 2 ships on Tonga, or 1 ship on another island.
            options: list[Option] = []
            if self.supply[p] > 0:
                kings, full = self.kings, self._full
                for base in on_island:
                    island = slot_island[base]
                    if island.card == 0:
                        if island.spots - on_island[base] < 2:
                            continue
                    elif kings and island.cell in kings:
                        continue
                    if full:
                        options.extend(self._place_options_at(island))
                    else:  # every beach has a free spot (as at every turn's start, R5.2)
                        options.extend(island.place_row)
            return _new(Decision, (p, _DECIDE_ACTION, tuple(options) if options else (interned.PASS,)))
        kings_left = self.kings_used[p] < MAX_KINGS
        if len(mine) == 1 and self.supply[p]:
            # The common case (two actions in three): p's ships are on one island, p has ships in
            # supply. The node is made once per island, player and KING option (`_Island.actions`).
            for base in mine:
                island = slot_island[base]
                king = kings_left and on_island[base] == mine[base] and island.card != 0  # as below
                nodes = island.actions
                if nodes is None:
                    nodes = island.actions = [None] * (2 * MAX_PLAYERS)
                node = nodes[2 * p + king]
                if node is None:
                    node = nodes[2 * p + king] = _new(Decision, (p, _DECIDE_ACTION, (
                        island.reproduce, island.king, interned.RESETTLE) if king else (island.reproduce, interned.RESETTLE)))
                return node
        # The REPRODUCE options, then RECALL, then KING, then RESETTLE.
        bases = sorted(mine) if len(mine) > 1 else mine
        options = []
        for base in bases:
            options.append(slot_island[base].reproduce)
        if self.supply[p] == 0:
            occ = self._occ
            for base in bases:
                island = slot_island[base]
                for b in range(island.beaches):
                    if p in occ[base + b]:
                        options.append(interned.recall(island.cell, b))
        if kings_left:
            for base in bases:  # R8.1: an island other than Tonga where all the ships are p's
                if on_island[base] == mine[base]:
                    island = slot_island[base]
                    if island.card != 0:
                        options.append(island.king)
        options.append(interned.RESETTLE)
        return _new(Decision, (p, _DECIDE_ACTION, tuple(options)))

    def _do_action(self, option: Option, events: list[Event] | None) -> None:
        p = self.active
        kind = option.kind
        if kind is _KIND_REPRODUCE:
            self._start_reproduction(option.cell, events)
        elif kind is _KIND_RESETTLE:
            self._resettle(events)
        elif kind is _KIND_KING:
            self._found_king(option.cell, events)
        elif kind is _KIND_PLACE:  # R9.1 entry
            self._place_option(p, option, events, _REASON_ENTER)
            if (
                option.cell == ORIGIN
                and self.cells[ORIGIN] == 0
                and self.supply[p] > 0
                and self._free_on_island(ORIGIN) > 0
            ):
                self._go(ENTER)
            else:
                self._enter_chain(events)
        elif kind is _KIND_RECALL:
            assert option.cell is not None
            slot = self._island_of[option.cell].base + option.beach
            occ = list(self._occ[slot])
            occ.remove(p)
            self._set_ships(slot, tuple(occ))
            self.supply[p] += 1
            if events is not None:
                events.append(Event(_EVENT_SHIP_RECALLED, player=p, cell=option.cell, beach=option.beach))
            self._go(REPRO_ISLAND)
        elif kind is _KIND_PASS:
            if self.phase is _PHASE_REPRO_ISLAND:
                self._enter_chain(events)
            else:
                self._end_turn(events)
        else:
            raise IllegalOption(f"{option} is not an action")

    def _start_reproduction(self, cell: Cell | None, events: list[Event] | None) -> None:
        assert cell is not None
        p = self.active
        island = self._island_of[cell]
        # R5.1: a ship for each ship of p there, one a beach, as many as the supply holds (not
        # min(): a builtin called with several arguments costs as much as a dozen comparisons).
        k = self._mine[p].get(island.base, 0)
        if k > island.beaches:
            k = island.beaches
        if k > self.supply[p]:
            k = self.supply[p]
        if events is not None:
            events.append(ev.reproduced(p, cell, (p,) * k))
        self._continue_reproduction(island, k, (), events)

    def _repro_beach_options(self) -> list[Option]:
        repro = self.step
        assert isinstance(repro, ReproBeach)
        return self._place_options_at(self._island_of[repro.cell], 0, repro.used)

    def _continue_reproduction(self, island: _Island, left: int, used: tuple[int, ...],
                               events: list[Event] | None) -> None:
        """R5.1: `left` ships of the reproduction on `island` still go on its beaches not in
        `used`, one a beach. When they must go on every beach left they are placed at once and
        the chain follows; otherwise the step becomes that `ReproBeach` and its choice the
        pending node (a step the game never stops at is not made)."""
        if left > 0:
            options = self._place_options_at(island, 0, used)
            if len(options) > left:
                self.step = _new(ReproBeach, (island.cell, left, used))
                self.phase = _PHASE_REPRO_BEACH
                self.pending = _new(Decision, (self.active, _DECIDE_REPRODUCE_BEACH, tuple(options)))
                return
            for opt in options:
                self._place_ship(self.active, island, opt.beach, events, _REASON_REPRODUCE)
        self._enter_chain(events)

    def _found_king(self, cell: Cell | None, events: list[Event] | None) -> None:
        assert cell is not None
        p = self.active
        island = self._island_of[cell]
        mine = self._take_off(p, island.base)  # every ship there is p's (R8.1)
        self._own_board()
        self.kings[cell] = p
        self.kings_used[p] += 1
        self.supply[p] += mine - 1
        if events is not None:
            events.append(ev.king_founded(p, cell))
        if mine > 1 and events is not None:
            events.append(ev.ships_returned(cell, -1, (p,) * (mine - 1), _REASON_KING))
        self._end_turn(events)

    def _resettle(self, events: list[Event] | None) -> None:
        p = self.active
        if events is None:
            self.supply[p] += self._take_off(p)
        else:
            taken: list[tuple[int, int]] = []
            returned = self._take_off(p, -1, taken)
            self.supply[p] += returned
            slot_island = self._slot_island
            for slot, mine in sorted(taken):  # by slot: in table order
                island = slot_island[slot]
                events.append(ev.ships_returned(island.cell, slot - island.base, (p,) * mine, _REASON_RESETTLE))
            events.append(ev.resettled(p, (p,) * returned))
        self.step = _RESETTLE_REVEAL
        self.phase = _PHASE_PLACE_REVEAL

    # ------------------------------------------------------------------ ships and cards

    def _place_ship(self, player: int, island: _Island, beach: int, events: list[Event] | None, reason: Reason) -> None:
        """A ship from `player`'s supply goes on beach `beach` of the lying island `island`."""
        self._add_ship(island.base, beach, player)
        self.supply[player] -= 1
        if events is not None:
            events.append(ev.ship_placed(player, island.cell, beach, reason))

    def _place_option(self, player: int, option: Option, events: list[Event] | None, reason: Reason) -> None:
        """`_place_ship` as the PLACE option `option` says."""
        assert option.cell is not None
        self._place_ship(player, self._island_of[option.cell], option.beach, events, reason)

    def _reveal(self, card_id: int, events: list[Event] | None) -> None:
        """Take a card off the stack; trigger the end when a kind runs out (R8.3)."""
        self._take_card(card_id)
        self.revealed_this_turn = True
        if events is not None:
            events.append(ev.card_revealed(self.active, card_id))
        if not self.end_triggered and not (self._stack_islands and self._stack_waters):
            self.end_triggered = True
            if events is not None:
                events.append(Event(_EVENT_END_TRIGGERED, card=card_id))

    def _remove_island(self, cell: Cell, events: list[Event] | None) -> None:
        """R7.3: every ship on the island goes home and the card leaves the game."""
        card_id = self.cells[cell]
        returned = self._remove_card(cell)
        if returned:
            if events is not None:
                events.append(Event(_EVENT_SHIPS_RETURNED, cell=cell, ships=returned, reason=_REASON_INFINITE_CHAIN))
        if events is not None:
            events.append(Event(_EVENT_ISLAND_REMOVED, cell=cell, card=card_id))

    # ------------------------------------------------------------------ placement (R8.2, R7.4)

    def _attach_placed(self, option: Option, events: list[Event] | None) -> None:
        step = self.step
        assert isinstance(step, PlaceCard)
        card_id, mode = step.card, step.mode
        self._attach(card_id, option.cell, option.rotation)
        assert option.cell is not None
        if events is not None:
            events.append(ev.card_attached(card_id, option.cell, option.rotation))
        is_island = self.cards[card_id].is_island
        if mode is _MODE_RESETTLE:
            if is_island:
                if self.supply[self.active] > 0:
                    self.step = _new(Settle, (option.cell,))
                    self.phase = _PHASE_SETTLE
                else:
                    self._end_turn(events)
            elif self.end_triggered:
                self._end_turn(events)
            else:
                self.step = _RESETTLE_REVEAL
                self.phase = _PHASE_PLACE_REVEAL
        else:  # R7.4 after an infinite chain
            if is_island or self.end_triggered:
                self._enter_chain(events)
            else:
                self.step = _INFINITE_REVEAL
                self.phase = _PHASE_PLACE_REVEAL

    # ------------------------------------------------------------------ emigration (R6, R7)

    def _enter_chain(self, events: list[Event] | None) -> None:
        """The chain move (R6.1, R6.4): offer the next emigration, settling infinite chains (R7)."""
        while True:
            full = self._full
            if not full:
                self._end_turn(events)
                return
            if self._hash in self._seen_hashes and self._arrangement() in self.seen:
                # R7.6: the ships came back to an arrangement already seen this turn.
                keys = self._slot_key
                for cell in sorted({keys[slot][0] for slot in full}):
                    self._remove_island(cell, events)
                if self._start_r74():
                    return
                continue
            options: list[Option] = []
            doomed: list[Cell] = []
            ships, slot_key, slot_island, homes = self._occ, self._slot_key, self._slot_island, self._homes
            # by (cell, beach); mostly one full beach, which needs no sort (sorted costs ~2,000)
            slots = [*full] if len(full) == 1 else sorted(full, key=slot_key.__getitem__)
            i, n = 0, len(slots)
            while i < n:
                island = slot_island[slots[i]]
                cell, base, exits = island.cell, island.base, island.exits
                home_key = base << 3
                leaving: list[Option] = []
                returning: list[Option] = []
                while i < n and slot_island[slot := slots[i]] is island:
                    colours = len(set(ships[slot]))
                    i += 1
                    for option, direction in exits[slot - base]:
                        need = homes.get(home_key | direction)
                        if need is None:
                            need = self._home_fill(island, direction)
                        if colours >= need:
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
            self.step = _new(Chain, (tuple(options),))
            self.phase = _PHASE_CHAIN
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
        and finite (see `landing.can_escape`, memoised over the arrangements of the island's beaches).
        """
        island = self._island_of[cell]
        n, base = island.beaches, island.base
        caps = self._cap[base:base + n]
        players, homes, home_key = self.players, self._homes, base << 3
        # returns[b][c]: does every option of beach b return with a fleet of c colours (R7.1)?
        returns: list[tuple[bool, ...]] = []
        for b, piers in enumerate(island.exits):
            need = 0  # the fewest colours with which every pier of the beach returns
            for _, direction in piers:
                home = homes.get(home_key | direction)
                if home is None:
                    home = self._home_fill(island, direction)
                if home > need:
                    need = home
            top = caps[b] if caps[b] < players else players  # min() of two costs ~1,500 instructions
            returns.append(_RETURN_ROWS[top][need if need <= top else top + 1])
        start = tuple([tuple(sorted(owners)) for owners in self._occ[base:base + n]])
        stuck = False  # a full beach, and every full beach only returning
        for b in range(n):
            if len(start[b]) == caps[b]:
                if not returns[b][len(set(start[b]))]:
                    return True
                stuck = True
        if not stuck:
            return True
        return can_escape(start, caps, returns, self._seen_arrangements_of(cell))

    def _seen_arrangements_of(self, cell: Cell) -> set[tuple[tuple[int, ...], ...]]:
        """The arrangements of `cell`'s beaches that, with the rest of the table as it is now,
        this turn's chain already emigrated from (R7.6).

        A remembered arrangement made by the table (`SeenShips.total`) has the same rest when its
        other slots hold the same tuples (`_same_tuples`); else it is passed over when its hash
        less its ships' share on the island differs from the table's less the table's share
        (the hash is a sum over the ships, a function of the arrangement); only the others are
        compared slot by slot (`_same_rest`)."""
        if not self._seen_ships:
            return set()
        island = self._island_of[cell]
        base, top = island.base, island.base + island.beaches
        now = self._occ
        rest: int | None = None
        removed = len(self.removed)
        found: set[tuple[tuple[int, ...], ...]] = set()
        rest_items: frozenset[tuple[BeachKey, tuple[int, ...]]] | None = None
        for seen in self._seen_ships:
            total, occ = seen.total, seen.occ
            if total is not None and seen.removed == removed:
                if not _same_tuples(now, occ, base, top):
                    if rest is None:
                        rest = self._hash - self._share(now, base, top)
                    if total - self._share(occ, base, top) != rest or not _same_rest(now, occ, base, top):
                        continue
                here = occ[base:top]  # empty when the island was attached after
                found.add(tuple([tuple(sorted(owners)) for owners in here]) + ((),) * (top - base - len(here)))
                continue
            # Beach by beach key (a position's text, or an island removed since: a cell may hold another).
            if rest_items is None:
                rest_items = frozenset(item for item in self._arrangement() if item[0][0] != cell)
            arrangement = seen.arrangement()
            if frozenset(item for item in arrangement if item[0][0] != cell) != rest_items:
                continue
            on_island = {key[1]: owners for key, owners in arrangement if key[0] == cell}
            found.add(tuple(on_island.get(b, ()) for b in range(island.beaches)))
        return found

    def _share(self, occ: list[tuple[int, ...]], base: int, top: int) -> int:
        """The share of the arrangement hash of the ships on beach slots base..top-1 of `occ`
        (a table's slots, or a shorter copy of them)."""
        zobrist = self._zobrist
        total = 0
        for slot in range(base, min(top, len(occ))):
            for owner in occ[slot]:
                total += zobrist[slot << 3 | owner]
        return total

    def _start_r74(self) -> bool:
        """R7.4: after an infinite chain, reveal until an island comes up if needed."""
        if self.end_triggered:
            return False
        no_island = not self._on_island
        if no_island or not self.has_ship_on_spots(self.active):
            self.step = _INFINITE_REVEAL
            self.phase = _PHASE_PLACE_REVEAL
            return True
        return False

    def _emigrate(self, option: Option, events: list[Event] | None) -> None:
        self._seen_ships.append(self._ships_now())
        self._seen_hashes.add(self._hash)
        _, cell, beach, pier, _, _, _ = option  # one unpacking: a named tuple's field read costs more
        assert cell is not None
        slot = self._island_of[cell].base + beach
        fleet = self._occ[slot]
        self._set_ships(slot, ())
        direction = (pier + self.rotations[cell]) % 6  # the pier's world direction
        if events is not None:
            events.append(ev.emigrated(self.active, cell, beach, fleet, direction))
        self._sail(fleet, cell, cell, direction, False, events)

    def _reveal_for_voyage(self, card_id: int, events: list[Event] | None) -> None:
        step = self.step
        assert isinstance(step, VoyageReveal)
        fleet, origin, here, d, _ = step.voyage
        self._reveal(card_id, events)
        cell = (here[0] + DQ[d], here[1] + DR[d])
        rotation = (d + 3) % 6  # the crest faces back (R2.3)
        self._attach(card_id, cell, rotation)
        if events is not None:
            events.append(ev.card_attached(card_id, cell, rotation))
        # R8.3: once the end is triggered the voyage under way finishes; on water it stops after
        # this crossing.
        self._sail(fleet, origin, here, d, self.end_triggered, events)

    def _sail(self, fleet: tuple[int, ...], origin: Cell, here: Cell, d: int, stop_after_crossing: bool,
              events: list[Event] | None) -> None:
        """Move `fleet` (from island `origin`, at `here` heading `d`) along lying cards until it
        lands, sinks, strands or needs a card (the fields of a `Voyage`, which is made only then)."""
        cells, rotations, crossing = self.cells, self.rotations, self._crossing
        for _ in range(4 * len(self.cards) + 8):
            nxt = (here[0] + DQ[d], here[1] + DR[d])
            cid = cells.get(nxt)
            if cid is None:
                if self.end_triggered:
                    self.stranded.append((here, fleet))
                    if events is not None:
                        events.append(Event(_EVENT_STRANDED, cell=here, ships=fleet))
                    self._enter_chain(events)
                else:
                    self.step = _new(VoyageReveal, (_new(Voyage, (fleet, origin, here, d, False)),))
                    self.phase = _PHASE_VOYAGE_REVEAL
                return
            if events is not None:
                events.append(ev.fleet_moved(here, nxt, fleet))
            table = crossing[cid]
            if table is None:
                if nxt in self.kings:
                    if events is not None:
                        events.append(Event(_EVENT_TURNED_BACK, cell=nxt, to=origin, ships=fleet))
                    self._start_landing(origin, fleet, events)
                else:
                    self._start_landing(nxt, fleet, events)
                return
            out, danger = table[6 * rotations[nxt] + d]
            passed = danger == 0 or len(set(fleet)) >= danger  # the colours only asked when it counts
            if events is not None:
                events.append(ev.crossing(nxt, danger, len(set(fleet)), passed, fleet))
            if not passed:
                for owner in fleet:
                    self.supply[owner] += 1
                if events is not None:
                    events.append(ev.ships_returned(nxt, -1, fleet, _REASON_CROSSING_FAILED))
                self._enter_chain(events)
                return
            here, d = nxt, out
            if stop_after_crossing:
                self.stranded.append((here, fleet))
                if events is not None:
                    events.append(Event(_EVENT_STRANDED, cell=here, ships=fleet))
                self._enter_chain(events)
                return
        raise AssertionError("a voyage did not end (R7.5)")

    # ------------------------------------------------------------------ landing (R6.3)

    def _start_landing(self, cell: Cell, fleet: tuple[int, ...], events: list[Event] | None) -> None:
        island = self._island_of[cell]
        self._go_on_landing(island, tuple(sorted(fleet)), frozenset(self._open_of(island)), events)

    def _land_options(self) -> list[Option]:
        step = self.step
        assert isinstance(step, Land)
        island = self._island_of[step.cell]
        return self._land_row(island, step.fleet, sorted(step.owed) if step.owed else self._open_of(island))

    @staticmethod
    def _land_row(island: _Island, fleet: tuple[int, ...], beaches: list[int]) -> list[Option]:
        """The LAND options of the sorted `fleet` on `beaches` of `island`: colour by colour,
        beach by beach."""
        rows = island.lands
        options = []
        # the fleet is sorted: its colours, in order, are the keys of dict.fromkeys
        for c in dict.fromkeys(fleet) if fleet[0] != fleet[-1] else fleet[:1]:
            row = rows[c]
            for b in beaches:
                options.append(row[b])
        return options

    def landing_settled(self) -> bool:
        """R6.3: True while a fleet lands (phase LAND) and the rest of its landing ends the same
        whichever options are taken (the same owners on each beach, in whatever order they
        came): either the ships left are of one owner and each of them goes to a different beach
        still owed a first ship, or they fill every free spot of the island (any left over go
        home); or, whoever owns them, one beach only has free spots and it takes every ship
        left. A table may then land them without asking, as the core itself places a ship that
        has one option only."""
        step = self.step
        if not isinstance(step, Land) or not step.fleet:
            return False
        fleet = step.fleet  # sorted: one owner when the first is the last
        free = self._free_on_island(step.cell)
        if fleet[0] != fleet[-1]:
            return len(fleet) <= free and len(self._open_beaches(step.cell)) == 1
        return len(fleet) == len(step.owed) or len(fleet) >= free

    def _open_beaches(self, cell: Cell) -> list[int]:
        """The beaches of island `cell` with a free spot, in beach order."""
        return self._open_of(self._island_of[cell])

    def _open_of(self, island: _Island) -> list[int]:
        """`_open_beaches` of the lying island `island`."""
        full = self._full  # a beach has a free spot exactly when it is not full
        base = island.base
        beaches = []
        for b in range(island.beaches):
            if base + b not in full:
                beaches.append(b)
        return beaches

    def _land_one(self, option: Option, events: list[Event] | None) -> None:
        """One ship of the landing fleet moors as `option` says, and the landing goes on."""
        step = self.step
        assert isinstance(step, Land)
        colour, beach, fleet, owed = option.colour, option.beach, step.fleet, step.owed
        i = fleet.index(colour)
        if beach in owed:
            owed = owed - {beach}
        island = self._island_of[step.cell]
        self._add_ship(island.base, beach, colour)
        if events is not None:
            events.append(ev.ship_landed(colour, island.cell, beach))
        self._go_on_landing(island, fleet[:i] + fleet[i + 1:], owed, events)

    def _go_on_landing(self, island: _Island, fleet: tuple[int, ...], owed: frozenset[int],
                       events: list[Event] | None) -> None:
        """The landing of `fleet` (sorted) on `island` goes on, `owed` the beaches still owed a
        first ship: the ships left go home when the island has no free spot, a ship with one
        option only lands at once (a forced choice is never asked: one colour left and one
        beach for it), and the next choice, when there is one, is made the step and the pending
        node here (not again by `pending`). The intermediate steps of forced ships are not made."""
        on_island, base, spots = self._on_island, island.base, island.spots
        while fleet:
            if on_island[base] == spots:  # no free spot left
                for owner in fleet:
                    self.supply[owner] += 1
                if events is not None:
                    events.append(ev.ships_returned(island.cell, -1, fleet, _REASON_NO_FREE_SPOT))
                break
            beaches = sorted(owed) if owed else self._open_of(island)
            colour = fleet[0]
            if colour == fleet[-1] and len(beaches) == 1:  # forced
                beach = beaches[0]
                fleet = fleet[1:]
                if owed:
                    owed = owed - {beach}
                self._add_ship(base, beach, colour)
                if events is not None:
                    events.append(ev.ship_landed(colour, island.cell, beach))
                continue
            self.step = _new(Land, (island.cell, fleet, owed))
            self.phase = _PHASE_LAND
            self.pending = _new(Decision, (self.active, _DECIDE_LAND, tuple(self._land_row(island, fleet, beaches))))
            return
        self._enter_chain(events)

    # ------------------------------------------------------------------ pending

    # The pending node, one method per phase (`_PENDING`, indexed by the phase, picks it when
    # applying an option did not make the node already; `pending` keeps it until the next one).

    def _pending_setup(self) -> Decision | Chance:
        return _new(Decision, (self.active, _DECIDE_SETUP, tuple(self._setup_options()) or (interned.PASS,)))

    def _pending_enter(self) -> Decision | Chance:
        return _new(Decision, (self.active, _DECIDE_ENTER, tuple(self._place_options(ORIGIN))))

    def _pending_repro_island(self) -> Decision | Chance:
        p = self.active
        islands = [interned.reproduce(c) for c in self.islands_with_ships(p)]
        return _new(Decision, (p, _DECIDE_REPRODUCE_ISLAND, tuple(islands) or (interned.PASS,)))

    def _pending_repro_beach(self) -> Decision | Chance:
        return _new(Decision, (self.active, _DECIDE_REPRODUCE_BEACH, tuple(self._repro_beach_options())))

    def _pending_chain(self) -> Decision | Chance:
        chain_step = self.step
        assert isinstance(chain_step, Chain)
        return _new(Decision, (self.active, _DECIDE_EMIGRATE, chain_step.options))

    def _pending_reveal(self) -> Decision | Chance:
        return _new(Chance, (self._reveals,))

    def _pending_land(self) -> Decision | Chance:
        return _new(Decision, (self.active, _DECIDE_LAND, tuple(self._land_options())))

    def _pending_place_card(self) -> Decision | Chance:
        return _new(Decision, (self.active, _DECIDE_PLACE_CARD, tuple(self.placement_options())))

    def _pending_settle(self) -> Decision | Chance:
        settle = self.step
        assert isinstance(settle, Settle)
        return _new(Decision, (self.active, _DECIDE_SETTLE, self._island_of[settle.cell].place_row))

    def _pending_over(self) -> Decision | Chance | None:
        return None


_DO: Final[tuple[Callable[[GameState, Option, list[Event] | None], None], ...]] = (
    GameState._do_setup,  # SETUP
    GameState._do_action,  # ACTION
    GameState._do_enter,  # ENTER
    GameState._do_action,  # REPRO_ISLAND
    GameState._do_repro_beach,  # REPRO_BEACH
    GameState._emigrate,  # CHAIN
    GameState._do_voyage_reveal,  # VOYAGE_REVEAL
    GameState._land_one,  # LAND
    GameState._do_place_reveal,  # PLACE_REVEAL
    GameState._attach_placed,  # PLACE_CARD
    GameState._do_settle,  # SETTLE
    GameState._do_over,  # OVER
)
"""How an option is applied, per phase (`Phase` values index it)."""
assert len(_DO) == len(Phase)


_PENDING: Final[tuple[Callable[[GameState], Decision | Chance | None], ...]] = (
    GameState._pending_setup,  # SETUP
    GameState._pending_action,  # ACTION
    GameState._pending_enter,  # ENTER
    GameState._pending_repro_island,  # REPRO_ISLAND
    GameState._pending_repro_beach,  # REPRO_BEACH
    GameState._pending_chain,  # CHAIN
    GameState._pending_reveal,  # VOYAGE_REVEAL
    GameState._pending_land,  # LAND
    GameState._pending_reveal,  # PLACE_REVEAL
    GameState._pending_place_card,  # PLACE_CARD
    GameState._pending_settle,  # SETTLE
    GameState._pending_over,  # OVER
)
"""The pending node, per phase (`Phase` values index it)."""
assert len(_PENDING) == len(Phase)
