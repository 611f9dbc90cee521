"""What changed for a seat since its last turn ended: its points, the islands it scores on, and who.

A person reads it as their turn begins (on a hot-seat handover's panel, else in a notice):
play-test 43's Blue went from 15 to 10 to 6 points in the other seats' turns and had to look in the
full log for why. `since_last_turn` replays the game's history (the rules core is quick: a whole game replays
in a few milliseconds) to the end of the seat's last turn and compares that with the position
now, counting the seat's ships that sank on the way, and notes for each island that came or went
whose turn it was and what did it (the seat's ships sailing off, an endless chain removing it, a
landing), and of the ships that sailed off it how many sank on that voyage; `catch_up_words` says
it in a line or two, in the log's words ("Since your last turn: 15 → 8 points. Your ships sailed
from Samoa (4 points) in Orange's turn; your 2 ships sailed from Hawaii (5 points) in Purple's
turn and sank; Orange landed your ship on Nauru (2 points); one more of your ships sank in
Orange's turn."): by whose turn it was, not whose fleet (play-test 49 read "in Orange's fleet" of
a fleet of 2 blue ships). A fleet that sailed off an island and sank is one event, told in one
clause: it read "Your ship sailed from Hawaii (5 points) in Orange's fleet; one of your ships sank
in Orange's turn", as if two things had happened.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from tongiaki.rules import Deck, Event, EventKind, GameState, Option, Reason, new_game
from tongiaki.rules.hexgrid import Cell

if TYPE_CHECKING:
    from tongiaki.play.match import Match


class Footprint(NamedTuple):
    """A seat's points (R8.4) and the islands it scores on (a ship on a beach, or its king)."""

    points: int
    islands: frozenset[Cell]


def footprint(state: GameState, player: int) -> Footprint:
    """`player`'s points and scoring islands in `state`."""
    islands = _scoring_cells(state, player)
    return Footprint(sum(state.cards[state.cells[cell]].value for cell in islands), frozenset(islands))


def _scoring_cells(state: GameState, player: int) -> set[Cell]:
    islands = set(state.islands_with_ships(player))
    islands.update(cell for cell, king in state.kings.items() if king == player)
    return islands


class How(enum.Enum):
    """What made an island come into or go out of a seat's scoring islands (`Change`)."""

    SAILED = "sailed"
    """The seat's last ships there sailed off in a fleet (a full beach, R6.1)."""
    REMOVED = "removed"
    """An endless chain removed the island (R7.3)."""
    LANDED = "landed"
    """The seat's ship landed there from a fleet (R6.3: whose turn it is places every ship)."""
    OTHER = "other"
    """None of those: not expected (a king is founded only where no other seat's ship stands,
    R8.1, and a seat takes or resettles only its own ships), told as "lost in Orange's turn"."""


class Change(NamedTuple):
    """An island (by its card) that went out of (`gained` False) or came into a seat's scoring
    islands in the turn of seat `who`, and `how`; `ships`: the seat's ships that sailed off it or
    landed on it in that turn (SAILED, LANDED); `sank`: of the ships that sailed off it, those
    whose fleet sank on that voyage (R6.2)."""

    card: int
    gained: bool
    who: int
    how: How
    ships: int = 0
    sank: int = 0


class CatchUp(NamedTuple):
    """A seat's footprint when its last turn ended (`then`) and now, with the position now, and
    how many of its ships sank since (fleets that failed a crossing, R6.2); `changes`: the
    islands that left or joined its footprint, each by the last turn that moved it;
    `sunk_by`: the sunk ships by whose turn, (seat, ships) in the order they first sank."""

    then: Footprint
    now: Footprint
    state: GameState
    sunk: int = 0
    changes: tuple[Change, ...] = ()
    sunk_by: tuple[tuple[int, int], ...] = ()


class _Window:
    """What happened to a seat in the other seats' turns since its own last turn ended."""

    def __init__(self, state: GameState, player: int) -> None:
        self.player = player
        self.held = _held(state, player)
        self.then = self.held
        self.changes: dict[tuple[Cell, int], Change] = {}
        self.sunk: dict[int, int] = {}
        self.voyages = 0
        """The fleets with the seat's ships that have set out so far, each numbered by its place."""
        self.at_sea = 0
        """The number of the fleet at sea now if it carries the seat's ships, else 0 (one fleet
        sails at a time: a voyage ends before the next emigration)."""
        self.sank_on: dict[int, int] = {}
        """The seat's ships that sank, by the number of the fleet they sailed in."""
        self.voyages_off: dict[tuple[Cell, int], tuple[int, ...]] = {}
        """The fleets that took the seat's last ships off an island (a SAILED change), by island."""

    def saw(self, state: GameState, who: int, events: list[Event]) -> None:
        """`events` of an option applied in `who`'s turn, `state` after them (a voyage may go on
        over several options: a card revealed ahead of the fleet is one)."""
        player = self.player
        set_out: dict[Cell, list[int]] = {}
        for event in events:
            if event.kind is EventKind.EMIGRATED:
                self.at_sea = 0
                if player in event.ships and event.cell is not None:
                    self.voyages += 1
                    self.at_sea = self.voyages
                    set_out.setdefault(event.cell, []).append(self.voyages)
            elif event.kind is EventKind.SHIPS_RETURNED and event.reason is Reason.CROSSING_FAILED:
                mine = event.ships.count(player)
                if mine:
                    self.sunk[who] = self.sunk.get(who, 0) + mine
                    self.sank_on[self.at_sea] = self.sank_on.get(self.at_sea, 0) + mine
        held = _held(state, player)
        for key in self.held - held:
            how, ships = _lost(key[0], events, player)
            self.changes[key] = Change(key[1], False, who, how, ships)
            if how is How.SAILED:
                self.voyages_off[key] = tuple(set_out.get(key[0], ()))
        for key in held - self.held:
            landed = _landed(key[0], events, player)
            self.changes[key] = Change(key[1], True, who, How.LANDED if landed else How.OTHER, landed)
        for key in held & self.held:  # more of its ships landed on an island a landing just gave it
            change = self.changes.get(key)
            if change is not None and change.how is How.LANDED and change.gained and change.who == who:
                self.changes[key] = change._replace(ships=change.ships + _landed(key[0], events, player))
        self.held = held

    def result(self) -> tuple[tuple[Change, ...], tuple[tuple[int, int], ...]]:
        """The changes from `then` to the islands held now (each by the last move that made it)
        and the sunk ships by seat."""
        changes = tuple(self._sank(key, self.changes[key]) for key in sorted(self.then ^ self.held)
                        if key in self.changes)
        return changes, tuple(self.sunk.items())

    def _sank(self, key: tuple[Cell, int], change: Change) -> Change:
        """`change` with the ships that sank of those that sailed off its island (SAILED)."""
        if change.how is not How.SAILED:
            return change
        return change._replace(sank=sum(self.sank_on.get(voyage, 0) for voyage in self.voyages_off[key]))


def _held(state: GameState, player: int) -> frozenset[tuple[Cell, int]]:
    """`player`'s scoring islands as (cell, card): a cell whose island was removed (R7.3) can
    take another card later."""
    return frozenset((cell, state.cells[cell]) for cell in _scoring_cells(state, player))


def _lost(cell: Cell, events: list[Event], player: int) -> tuple[How, int]:
    """How the island at `cell` left `player`'s footprint in `events`, and how many of its ships
    sailed off it."""
    if any(e.kind is EventKind.ISLAND_REMOVED and e.cell == cell for e in events):
        return How.REMOVED, 0
    sailed = sum(e.ships.count(player) for e in events if e.kind is EventKind.EMIGRATED and e.cell == cell)
    return (How.SAILED, sailed) if sailed else (How.OTHER, 0)


def _landed(cell: Cell, events: list[Event], player: int) -> int:
    """How many of `player`'s ships `events` land on the island at `cell`."""
    return sum(1 for e in events if e.kind is EventKind.SHIP_LANDED and e.cell == cell and e.player == player)


def since_last_turn(deck: Deck, players: int, history: Sequence[Option], player: int) -> CatchUp | None:
    """How `player` stood when its last turn ended (the turn passing from it to another seat)
    and how it stands after `history`, or, where `history` stops partway through a turn of its
    own (a game saved there and resumed), as that turn began: its own moves are not news to it
    (play-test 45's resumed game said "Tuvalu (4) gained" of the seat's own landing). Each
    island that came or went is told with the seat whose turn moved it last, and each sunk ship
    with the seat whose turn it sank in. None when none of its turns has ended yet, or before
    the first turn (the starting placements are no turns)."""
    state = new_game(deck, players)
    then: Footprint | None = None
    window: _Window | None = None
    began: Footprint | None = None
    for option in history:
        was_mine = state.active == player and state.turn > 0
        who = state.active
        events = state.apply(option)
        if was_mine:
            if state.active != player:
                then, window = footprint(state, player), _Window(state, player)
        elif window is not None:
            window.saw(state, who, events)
        if not was_mine and state.active == player and state.turn > 0:
            began = footprint(state, player)
    if then is None or window is None or state.turn == 0:
        return None
    # partway through its own turn: the changes stopped as it began (nothing is noted in its turns)
    now = began if state.active == player and began is not None else footprint(state, player)
    changes, sunk_by = window.result()
    return CatchUp(then, now, state, sum(n for _, n in sunk_by), changes, sunk_by)


def catch_up_words(catch_up: CatchUp, names: Sequence[str]) -> str:
    """A line or two for the person (`names`: the seats' names, "Orange"): the points then and
    now, then who changed what, in the log's words: islands lost (the most points first), gained,
    then the ships sunk ("Since your last turn: 15 → 6 points. Your ships sailed from Hawaii (5 points)
    in Purple's turn, from Samoa (4 points) in Orange's; Orange landed your ship on Nauru (2 points); 3 of your
    ships sank in Orange's turn."); "" when nothing changed for them. Ships that sailed off an
    island in a fleet that sank are told with it, in one clause ("your ship sailed from Hawaii (5
    points) in Orange's turn and sank"), and the ships sunk after it are the others ("2 more of
    your ships sank in Green's turn"). Islands worth no points (Tonga) are not named: "still 0
    points, Tonga (0) lost" said nothing a score changes by."""
    then, now, state = catch_up.then, catch_up.now, catch_up.state
    cards = state.cards
    changes = [change for change in catch_up.changes if cards[change.card].value > 0]
    if then.points == now.points and not changes and not catch_up.sunk:
        return ""
    groups: dict[tuple[bool, How, int, bool], list[Change]] = {}
    for change in sorted(changes, key=lambda c: (c.gained, -cards[c.card].value, cards[c.card].name)):
        groups.setdefault((change.gained, change.how, change.who, change.sank > 0), []).append(change)
    clauses: list[str] = []
    sailed = [group for (_, how, _, sank), group in groups.items() if how is How.SAILED and not sank]
    # one clause, seat by seat: "from Hawaii (5 points) in Purple's turn, from Samoa (4 points) in Orange's"
    if sailed:
        ships = sum(change.ships for group in sailed for change in group)
        froms = [f"from {_islands(state, group)} in {_whose(names, group[0].who)}" for group in sailed]
        clauses.append(f"{_yours(ships)} sailed {froms[0]} turn" + "".join(f", {words}" for words in froms[1:]))
    told_sunk: dict[int, int] = {}
    for (gained, how, who, sank), group in groups.items():
        if how is How.SAILED and sank:  # one voyage, one clause: "your ship sailed from Hawaii ... and sank"
            clauses.append(_sailed_and_sank(state, names, group))
            told_sunk[who] = told_sunk.get(who, 0) + sum(change.sank for change in group)
        elif how is How.REMOVED:  # the log: "Endless chain: Muroroa is removed from the game"
            clauses.append(f"an endless chain removed {_islands(state, group)} in {_whose(names, who)} turn")
        elif how is How.LANDED:  # the log: "Orange lands Blue's ship on Nauru's top beach"
            ships = sum(change.ships for change in group)
            clauses.append(f"{_name(names, who)} landed {_yours(ships)} on {_islands(state, group)}")
        elif how is How.OTHER:
            clauses.append(f"{_islands(state, group)} {'gained' if gained else 'lost'} in {_whose(names, who)} turn")
    # by whose turn, not whose fleet: a fleet sailing in Purple's turn may carry no purple ship
    # (play-test 46 read "sank with Purple's fleet" of a fleet of 2 blue ships); those told with
    # the island they sailed from are not told again
    sunk = [(who, left) for who, ships in catch_up.sunk_by if (left := ships - told_sunk.get(who, 0)) > 0]
    if sunk:  # the log: "2 blue, 1 orange go down and back to supply"
        more = " more" if told_sunk else ""
        clauses.append(
            f"{_count(sunk[0][1])}{more} of your ships sank in {_whose(names, sunk[0][0])} turn"
            + "".join(f", {_count(ships)} in {_whose(names, who)}" for who, ships in sunk[1:])
        )
    points = f"{then.points} → {now.points} points" if then.points != now.points else f"still {now.points} points"
    words = f"Since your last turn: {points}."
    if clauses:
        told = "; ".join(clauses)
        words += f" {told[:1].upper()}{told[1:]}."
    return words


def _name(names: Sequence[str], seat: int) -> str:
    """'Orange'."""
    return names[seat] if 0 <= seat < len(names) else "another seat"


def _whose(names: Sequence[str], seat: int) -> str:
    """'Orange's'."""
    return f"{_name(names, seat)}'s"


def _yours(ships: int) -> str:
    """'your ship', 'your ships'."""
    return "your ship" if ships == 1 else "your ships"


def _sailed_and_sank(state: GameState, names: Sequence[str], group: Sequence[Change]) -> str:
    """The islands of `group` (one seat's turn) whose ships sailed off in a fleet that sank on
    that voyage, as one event: "your 2 ships sailed from Hawaii (5 points) in Orange's turn and
    sank", or where not every one of them sank, "your 3 ships sailed from Hawaii (5 points) and
    Samoa (4 points) in Orange's turn and 2 sank"."""
    ships = sum(change.ships for change in group)
    sank = sum(change.sank for change in group)
    yours = "your ship" if ships == 1 else f"your {ships} ships"
    fate = "sank" if sank >= ships else f"{_count(sank)} sank"
    return f"{yours} sailed from {_islands(state, group)} in {_whose(names, group[0].who)} turn and {fate}"


def _count(ships: int) -> str:
    """'one', '2'."""
    return "one" if ships == 1 else str(ships)


def _islands(state: GameState, changes: Sequence[Change]) -> str:
    """The islands of `changes` by name with their points, the most points first, joined as
    words ("Hawaii (5 points) and Samoa (4 points)")."""
    islands = sorted((state.cards[change.card] for change in changes), key=lambda card: (-card.value, card.name))
    names = [f"{card.name} ({card.value} points)" for card in islands]  # "(4)" read as ships (play-test 46)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def catch_up_line(match: Match, player: int, names: Sequence[str]) -> str:
    """`catch_up_words` for `player` in `match` as it stands, the seats called `names` ("" when
    nothing changed for it, or none of its turns has ended yet)."""
    catch_up = since_last_turn(match.deck, len(match.seats), match.history, player)
    return catch_up_words(catch_up, names) if catch_up is not None else ""
