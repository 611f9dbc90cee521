"""What the table shows while events play out: a mirror of the board advanced event by event.

The rules state jumps ahead in one `apply`; the table replays the returned events one at a
time with a duration each (a card flipping, a fleet sailing cell by cell, ships sinking). The
mirror only does bookkeeping (a ship moved from here to there); whenever the queue runs dry
it is re-synchronised from the real state, so what rests on screen is always the state.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from tongiaki.rules import Card, Event, EventKind, GameState, Reason
from tongiaki.rules.hexgrid import Cell, neighbour

SPEEDS: dict[str, float] = {"slow": 1.8, "normal": 1.0, "fast": 0.4, "instant": 0.0}

# Seconds per event at normal speed.
DURATIONS: dict[EventKind, float] = {
    EventKind.SHIP_PLACED: 0.16,
    EventKind.SHIP_RECALLED: 0.25,
    EventKind.REPRODUCED: 0.15,
    EventKind.EMIGRATED: 0.35,
    EventKind.CARD_REVEALED: 0.45,
    EventKind.CARD_ATTACHED: 0.35,
    EventKind.FLEET_MOVED: 0.45,
    EventKind.CROSSING: 0.35,
    EventKind.TURNED_BACK: 0.7,
    EventKind.SHIP_LANDED: 0.16,
    EventKind.SHIPS_RETURNED: 0.3,
    EventKind.STRANDED: 0.6,
    EventKind.KING_FOUNDED: 0.7,
    EventKind.RESETTLED: 0.3,
    EventKind.ISLAND_REMOVED: 0.9,
    EventKind.END_TRIGGERED: 1.2,
    EventKind.TURN_PASSED: 0.25,
    EventKind.GAME_OVER: 0.5,
}
FAILED_CROSSING = 1.4
QUICKEN_STEP = 0.5
"""In a computer seat's turn, each voyage after the first plays this much faster than the one
before it (the second 1.5 times the chosen speed, the third 2 times, ...): see `Animator.quickening`."""
QUICKEN_CAP = 3.0
"""The most a computer seat's long turn is quickened (from its fifth voyage on)."""


@dataclass
class Fleet:
    """Ships at sea as shown: where they are and where they are going."""

    ships: list[int]
    cell: Cell
    heading: int = 0
    """World direction it set out in (-1: a fleet landing, its voyage not shown)."""
    to: Cell | None = None
    sinking: bool = False
    arrival: int = -1
    """World direction, seen from `cell`, of the edge the fleet came in by (-1: unknown)."""


def direction_between(a: Cell, b: Cell | None) -> int:
    """The world direction from cell `a` to its neighbour `b` (-1 when they do not touch or `b` is None)."""
    return next((d for d in range(6) if neighbour(a, d) == b), -1)


def arrival_from_events(events: Sequence[Event], cell: Cell) -> int:
    """The edge (world direction seen from `cell`) by which the last voyage reached `cell`:
    the cell it sailed in from, or after a king's turn-back the pier it had left by."""
    for i in range(len(events) - 1, -1, -1):
        event = events[i]
        if event.kind is EventKind.TURNED_BACK:
            if event.to != cell:
                return -1
            for earlier in reversed(events[:i]):
                if earlier.kind is EventKind.EMIGRATED:
                    return earlier.direction
            return -1
        if event.kind is EventKind.FLEET_MOVED:
            return direction_between(cell, event.cell) if event.to == cell else -1
        if event.kind in (EventKind.EMIGRATED, EventKind.TURN_PASSED):
            return -1
    return -1


def stranded_headings(events: Sequence[Event]) -> list[int]:
    """For each STRANDED event in order, the direction of the pier its fleet had left by when it
    never left its island (-1 when it was stranded on a water card)."""
    headings: list[int] = []
    heading, moved = -1, False
    for event in events:
        if event.kind is EventKind.EMIGRATED:
            heading, moved = event.direction, False
        elif event.kind is EventKind.FLEET_MOVED:
            moved = True
        elif event.kind is EventKind.STRANDED:
            headings.append(-1 if moved else heading)
    return headings


Occupied = frozenset[tuple[int, int]]
"""The spots of an island with ships on them: (beach, spot) pairs (`occupied_spots`)."""


def occupied_spots(display: DisplayTable, cell: Cell, beaches: int) -> Occupied:
    """The spots of the island at `cell` (of `beaches` beaches) with a ship on them, as drawn:
    (beach, spot) pairs, for its capacity tags to keep off (`numberlabels.capacity_tag_images`)."""
    spots: list[tuple[int, int]] = []
    for beach in range(beaches):
        if display.ships.get((cell, beach)):
            spots += [(beach, spot) for spot in display.spots_of((cell, beach))]
    return frozenset(spots)


@dataclass
class DisplayTable:
    """The board as drawn: cards, ships on beaches, kings, stranded ships, the fleet."""

    cells: dict[Cell, int] = field(default_factory=dict)
    rotations: dict[Cell, int] = field(default_factory=dict)
    ships: dict[tuple[Cell, int], list[int]] = field(default_factory=dict)
    kings: dict[Cell, int] = field(default_factory=dict)
    stranded: list[tuple[Cell, tuple[int, ...]]] = field(default_factory=list)
    stranded_heading: list[int] = field(default_factory=list)
    """Per stranded group: the pier direction it waits beside on its island (-1: on water)."""
    supply: list[int] = field(default_factory=list)
    stack_size: int = 0
    fleet: Fleet | None = None
    revealed: int = -1
    """Card id just revealed and not yet attached (shown face up above the stack)."""
    crossing: Event | None = None
    berths: dict[tuple[Cell, int], list[int]] = field(default_factory=dict)
    """The spot each ship of `ships[key]` stands on, in the same order, for the beaches where
    that is not simply the first spots in turn (a person put a ship on the spot clicked)."""
    wanted: tuple[Cell, int, int] | None = None
    """(cell, beach, spot): the spot a person chose for the next ship to moor (on that beach)."""

    @staticmethod
    def from_state(state: GameState, events: Sequence[Event] = (), keep: DisplayTable | None = None
                   ) -> DisplayTable:
        """The resting picture of a state; `events` (the game's events so far) tell where a
        landing fleet came in and beside which pier a fleet stranded on its island waits. The
        ships of a beach keep the spots they have in `keep` (the picture before) where that
        beach holds the same ships, or the first of them (an undo took the last ship off: a
        play-test saw the others jump to the first spots)."""
        table = DisplayTable(
            cells=dict(state.cells),
            rotations=dict(state.rotations),
            ships={k: list(v) for k, v in state.ships.items()},
            kings=dict(state.kings),
            stranded=list(state.stranded),
            supply=list(state.supply),
            stack_size=len(state.stack),
        )
        at_sea = state.ships_at_sea()
        if state.land_cell is not None and at_sea:
            table.fleet = Fleet(list(at_sea), state.land_cell, heading=-1,
                                arrival=arrival_from_events(events, state.land_cell))
        elif state.voyage is not None:
            table.fleet = Fleet(list(state.voyage.fleet), state.voyage.cell, state.voyage.direction)
        if state.place_card >= 0:
            table.revealed = state.place_card
        headings = stranded_headings(events)[-len(table.stranded):] if table.stranded else []
        table.stranded_heading = [-1] * (len(table.stranded) - len(headings)) + headings
        if keep is not None:
            table.wanted = keep.wanted
            for key, berth in keep.berths.items():
                now, before = table.ships.get(key, []), keep.ships.get(key, [])
                if now and now == before[:len(now)]:  # the same ships, or the first of them (an undo)
                    table._set_berth(key, list(berth[:len(now)]))
        return table

    def spots_of(self, key: tuple[Cell, int]) -> Sequence[int]:
        """The spot of each ship on beach `key`, in the order of `ships[key]` (do not change it)."""
        count = len(self.ships.get(key, ()))
        berth = self.berths.get(key)
        return berth if berth is not None and len(berth) == count else range(count)

    def _moor(self, key: tuple[Cell, int], player: int) -> None:
        """A ship of `player` moors on beach `key`: on the spot a person chose for it if that is
        free, else on the first free spot."""
        taken = self.spots_of(key)
        self.ships.setdefault(key, []).append(player)
        wanted, self.wanted = self.wanted, None
        if wanted is not None and wanted[:2] == key and wanted[2] >= 0 and wanted[2] not in taken:
            spot = wanted[2]
        else:
            spot = next(i for i in range(len(taken) + 1) if i not in taken)
        self._set_berth(key, [*taken, spot])

    def _unmoor(self, key: tuple[Cell, int], keep: Callable[[int], bool]) -> None:
        """Beach `key` keeps only the ships at the indexes `keep` accepts, each on its spot."""
        ships = self.ships.get(key, [])
        taken = self.spots_of(key)
        kept = [i for i in range(len(ships)) if keep(i)]
        self.ships[key] = [ships[i] for i in kept]
        self._set_berth(key, [taken[i] for i in kept])

    def _set_berth(self, key: tuple[Cell, int], spots: list[int]) -> None:
        if spots == list(range(len(spots))):
            self.berths.pop(key, None)
        else:
            self.berths[key] = spots

    def _clear(self, key: tuple[Cell, int]) -> None:
        """Beach `key` empties."""
        self.ships[key] = []
        self.berths.pop(key, None)

    def begin(self, event: Event, cards: tuple[Card, ...]) -> None:
        """Apply the bookkeeping of an event as its animation starts."""
        kind = event.kind
        if kind is EventKind.CARD_REVEALED:
            self.revealed = event.card
            self.stack_size = max(0, self.stack_size - 1)
        elif event.cell is None:
            return  # the other kinds without a cell (resettled, end, turn passed, game over) change nothing here
        elif kind is EventKind.SHIP_PLACED:
            self._moor((event.cell, event.beach), event.player)
            self.supply[event.player] -= 1
        elif kind is EventKind.SHIP_RECALLED:
            beach = self.ships.get((event.cell, event.beach), [])
            if event.player in beach:  # the rules core takes the player's first ship there
                gone = beach.index(event.player)
                self._unmoor((event.cell, event.beach), lambda i: i != gone)
            self.supply[event.player] += 1
        elif kind is EventKind.EMIGRATED:
            self._clear((event.cell, event.beach))
            self.fleet = Fleet(list(event.ships), event.cell, event.direction)
        elif kind is EventKind.CARD_ATTACHED:
            self.revealed = -1
            self.cells[event.cell] = event.card
            self.rotations[event.cell] = event.rotation
            for b in range(len(cards[event.card].beaches)):
                self._clear((event.cell, b))
        elif kind is EventKind.FLEET_MOVED:
            if self.fleet is None:
                self.fleet = Fleet(list(event.ships), event.cell)
            self.fleet.to = event.to
        elif kind is EventKind.CROSSING:
            self.crossing = event
            if self.fleet is not None:
                self.fleet.sinking = not event.passed
        elif kind is EventKind.TURNED_BACK:
            if self.fleet is not None:
                self.fleet.to = event.to
        elif kind is EventKind.SHIP_LANDED:
            self._moor((event.cell, event.beach), event.player)
            if self.fleet is not None and event.player in self.fleet.ships:
                self.fleet.ships.remove(event.player)
        elif kind is EventKind.SHIPS_RETURNED:
            for owner in event.ships:
                self.supply[owner] += 1
            if event.reason is Reason.RESETTLE:
                key = (event.cell, event.beach)
                beach = self.ships.get(key, [])
                self._unmoor(key, lambda i: beach[i] not in event.ships)
            elif event.reason is Reason.INFINITE_CHAIN:
                for key in list(self.ships):
                    if key[0] == event.cell:
                        self._clear(key)
            elif event.reason in (Reason.CROSSING_FAILED, Reason.NO_FREE_SPOT) and self.fleet is not None:
                for owner in event.ships:
                    if owner in self.fleet.ships:
                        self.fleet.ships.remove(owner)
        elif kind is EventKind.STRANDED:
            fleet = self.fleet
            left = fleet is not None and fleet.cell == event.cell and fleet.arrival < 0 and fleet.to is None
            self.stranded.append((event.cell, event.ships))
            self.stranded_heading.append(fleet.heading if left and fleet is not None else -1)
            self.fleet = None
        elif kind is EventKind.KING_FOUNDED:
            for key in list(self.ships):
                if key[0] == event.cell:
                    self._clear(key)
            self.kings[event.cell] = event.player
        elif kind is EventKind.ISLAND_REMOVED:
            self.cells.pop(event.cell, None)
            self.rotations.pop(event.cell, None)
            for key in [k for k in self.ships if k[0] == event.cell]:
                del self.ships[key]
                self.berths.pop(key, None)

    def end(self, event: Event) -> None:
        """Finish an event's animation (the fleet arrives, a sunk fleet disappears)."""
        kind = event.kind
        if kind in (EventKind.FLEET_MOVED, EventKind.TURNED_BACK) and self.fleet is not None:
            assert event.to is not None  # both kinds always name the cell the fleet sails to
            if kind is EventKind.FLEET_MOVED:
                self.fleet.arrival = direction_between(event.to, event.cell)
            else:  # back by the same route: in by the pier it left by
                self.fleet.arrival = self.fleet.heading
            self.fleet.cell = event.to
            self.fleet.to = None
        elif kind is EventKind.CROSSING:
            self.crossing = None
            if not event.passed:
                self.fleet = None
        elif kind is EventKind.SHIPS_RETURNED and self.fleet is not None and not self.fleet.ships:
            self.fleet = None


@dataclass
class Playing:
    """The event being animated and how far along it is (0..1)."""

    event: Event
    duration: float
    elapsed: float = 0.0

    @property
    def progress(self) -> float:
        """0 at the start, 1 at the end."""
        return 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)


def ease(k: float) -> float:
    """Smooth start and stop (of a `Playing.progress`: a card growing into place, a fleet sailing)."""
    return k * k * (3 - 2 * k)


class Animator:
    """A queue of events played one after another on a DisplayTable.

    One rule quickens the long turns of computer seats (play-test 28 watched an expert's chain
    of voyages for about 2.5 minutes): in the turn of a seat in `quick_seats`, everything up to
    its second voyage plays at the chosen speed; from there each voyage, with all it brings
    (the crossing, the new card, the landing), plays `QUICKEN_STEP` faster than the one before,
    up to `QUICKEN_CAP` times the chosen speed. Every event is still shown (and logged); a
    person's turns, and every turn's first voyage, play at the chosen speed.
    """

    def __init__(self, display: DisplayTable, cards: tuple[Card, ...], speed: str = "normal",
                 on_begin: Callable[[Event], None] | None = None, quick_seats: frozenset[int] = frozenset(),
                 turn_player: int = -1) -> None:
        self.display = display
        self.cards = cards
        self.on_begin = on_begin
        self.queue: deque[Event] = deque()
        self.current: Playing | None = None
        self.speed = speed
        self.banner: tuple[str, float] | None = None
        self.hold: dict[int, float] = {}
        """Longer showings (seconds at normal speed) for particular events, by `id(event)`:
        the table holds placements the rules core made by itself so a player sees them."""
        self.quick_seats = quick_seats
        """The seats whose long turns are quickened (the computer seats; none in a replay)."""
        self.turn_player = turn_player
        """Whose turn the events being shown belong to (each TURN_PASSED shown says)."""
        self.voyages = 0
        """Voyages begun in that turn so far, as shown."""

    @property
    def busy(self) -> bool:
        """True while events remain to be shown."""
        return self.current is not None or bool(self.queue)

    def push(self, events: list[Event]) -> None:
        """Queue events to be shown."""
        self.queue.extend(events)

    def quickening(self) -> float:
        """How many times faster than the chosen speed the event beginning now plays: 1 but in
        a computer seat's turn from its second voyage on, then 1.5, 2, 2.5 and at most 3."""
        if self.turn_player not in self.quick_seats:
            return 1.0
        return min(QUICKEN_CAP, 1.0 + QUICKEN_STEP * max(0, self.voyages - 1))

    def _count(self, event: Event) -> None:
        """Keep track of whose turn is shown and how many voyages it has had."""
        if event.kind is EventKind.TURN_PASSED:
            self.turn_player, self.voyages = event.player, 0
        elif event.kind is EventKind.EMIGRATED:
            self.voyages += 1

    def duration(self, event: Event) -> float:
        """Seconds this event takes at the current speed (quickened, see `quickening`)."""
        factor = SPEEDS.get(self.speed, 1.0)
        if factor == 0.0:
            return 0.0
        base = max(DURATIONS.get(event.kind, 0.2), self.hold.pop(id(event), 0.0))
        if event.kind is EventKind.CROSSING and not event.passed:
            base = FAILED_CROSSING
        return base * factor / self.quickening()

    def update(self, dt: float) -> None:
        """Advance the animations by `dt` seconds (several instant events may finish at once).
        At instant speed every event queued finishes now, the one under way too: its duration
        was fixed at the speed it began with, and the table's instant frames advance by 0 s, so
        an event begun at normal speed before a switch to instant never ended (play-test 34:
        the panels and the log stopped while the game ran on to its end unseen)."""
        budget = dt
        instant = SPEEDS.get(self.speed, 1.0) == 0.0
        for _ in range(10_000):
            if self.current is None:
                if not self.queue:
                    return
                event = self.queue.popleft()
                self._count(event)
                self.display.begin(event, self.cards)
                if self.on_begin is not None:
                    self.on_begin(event)
                self.current = Playing(event, self.duration(event))
            playing = self.current
            need = 0.0 if instant else playing.duration - playing.elapsed
            if budget < need:
                playing.elapsed += budget
                return
            budget -= max(0.0, need)
            playing.elapsed = playing.duration
            self.display.end(playing.event)
            self.current = None

    def skip(self) -> None:
        """Finish every queued animation at once."""
        saved = self.speed
        self.speed = "instant"
        if self.current is not None:
            self.current.duration = 0.0
        self.update(0.0)
        self.speed = saved
