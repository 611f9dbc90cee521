"""Events: every change a person should see, returned by `GameState.apply`.

The table animates them and the log prints them (`describe`). Events are not the game record;
the record is the list of applied options.
"""

from __future__ import annotations

import enum
from typing import Final, NamedTuple

from tongiaki.rules.hexgrid import Cell


class EventKind(enum.Enum):
    """What happened."""

    SHIP_PLACED = "ship-placed"
    """A ship came from supply onto a beach (setup, reproduction, entry, resettlement)."""
    SHIP_RECALLED = "ship-recalled"
    """A ship went from a beach back to its owner's supply (R9.2)."""
    REPRODUCED = "reproduced"
    """A player chose to reproduce on an island."""
    EMIGRATED = "emigrated"
    """A full beach's ships set out as a fleet through a pier."""
    CARD_REVEALED = "card-revealed"
    """A card came off the stack."""
    CARD_ATTACHED = "card-attached"
    """A card was attached at a cell with a rotation."""
    FLEET_MOVED = "fleet-moved"
    """The fleet sailed from one cell to the next."""
    CROSSING = "crossing"
    """The fleet tried a wake: danger against the colours in the fleet; passed or failed."""
    TURNED_BACK = "turned-back"
    """The fleet met a king island and turned back to the island it set out from."""
    SHIP_LANDED = "ship-landed"
    """A ship of the fleet landed on a beach."""
    SHIPS_RETURNED = "ships-returned"
    """Ships went back to their owners' supplies (failed crossing, no spot, resettlement...)."""
    STRANDED = "stranded"
    """After the end was triggered, a fleet stopped at sea (it scores nothing)."""
    KING_FOUNDED = "king-founded"
    """A player founded a king island."""
    RESETTLED = "resettled"
    """A player took their ships off to resettle."""
    ISLAND_REMOVED = "island-removed"
    """An infinite chain removed an island from the game (R7.3)."""
    END_TRIGGERED = "end-triggered"
    """The stack ran out of islands or water cards (R8.3)."""
    TURN_PASSED = "turn-passed"
    """The next player's turn began."""
    GAME_OVER = "game-over"
    """The game ended; `scores` holds each player's points."""


class Reason(enum.StrEnum):
    """Why ships were placed or went back, or why the game ended (`Event.reason`)."""

    NONE = ""
    """No reason given (events of other kinds)."""
    SETUP = "setup"
    """SHIP_PLACED: a starting ship (R3.2)."""
    REPRODUCE = "reproduce"
    """SHIP_PLACED: a reproduced ship (R5.1)."""
    ENTER = "enter"
    """SHIP_PLACED: an entry with no ship on the table (R9.1)."""
    RESETTLE = "resettle"
    """SHIP_PLACED / SHIPS_RETURNED: a resettlement (R8.2)."""
    KING = "king"
    """SHIPS_RETURNED: the other ships of a new king island (R8.1)."""
    CROSSING_FAILED = "crossing failed"
    """SHIPS_RETURNED: the fleet could not pass a wake (R6.2)."""
    NO_FREE_SPOT = "no free spot"
    """SHIPS_RETURNED: the landing fleet found no free spot (R6.3)."""
    INFINITE_CHAIN = "infinite chain"
    """SHIPS_RETURNED: an infinite chain removed the island (R7.3, R7.6)."""
    END = "end"
    """GAME_OVER: the stack ran out of islands or water cards (R8.3)."""
    STALL = "stall"
    """GAME_OVER: no card was revealed for too long (R8.5)."""


class Event(NamedTuple):
    """One change. Fields a kind does not use keep their defaults (a named tuple: cheap to make)."""

    kind: EventKind
    player: int = -1
    cell: Cell | None = None
    to: Cell | None = None
    card: int = -1
    rotation: int = -1
    direction: int = -1
    beach: int = -1
    ships: tuple[int, ...] = ()
    danger: int = -1
    colours: int = -1
    passed: bool = False
    reason: Reason = Reason.NONE
    scores: tuple[int, ...] = ()


# Quick constructors for the events of the hot path: a positional tuple skips the keyword
# handling of the named tuple's __new__ (the same Event, built about twice as fast).

_new: Final = tuple.__new__
# The kinds as module constants: on CPython 3.11 reading a member off its enum class costs about a
# quarter of a microsecond, a module constant is one global load.
_CARD_ATTACHED: Final = EventKind.CARD_ATTACHED
_CARD_REVEALED: Final = EventKind.CARD_REVEALED
_CROSSING: Final = EventKind.CROSSING
_EMIGRATED: Final = EventKind.EMIGRATED
_FLEET_MOVED: Final = EventKind.FLEET_MOVED
_KING_FOUNDED: Final = EventKind.KING_FOUNDED
_REPRODUCED: Final = EventKind.REPRODUCED
_RESETTLED: Final = EventKind.RESETTLED
_SHIPS_RETURNED: Final = EventKind.SHIPS_RETURNED
_SHIP_LANDED: Final = EventKind.SHIP_LANDED
_SHIP_PLACED: Final = EventKind.SHIP_PLACED
_TURN_PASSED: Final = EventKind.TURN_PASSED
_NONE: Final = Reason.NONE


def ship_placed(player: int, cell: Cell, beach: int, reason: Reason) -> Event:
    """SHIP_PLACED: a ship of `player` from supply onto beach `cell`/`beach`."""
    return _new(Event, (_SHIP_PLACED, player, cell, None, -1, -1, -1, beach, (), -1, -1, False, reason, ()))


def ship_landed(player: int, cell: Cell, beach: int) -> Event:
    """SHIP_LANDED: a ship of the fleet, of `player`, onto beach `cell`/`beach`."""
    return _new(Event, (_SHIP_LANDED, player, cell, None, -1, -1, -1, beach, (), -1, -1, False, _NONE, ()))


def fleet_moved(cell: Cell, to: Cell, ships: tuple[int, ...]) -> Event:
    """FLEET_MOVED: the fleet sailed from `cell` to `to`."""
    return _new(Event, (_FLEET_MOVED, -1, cell, to, -1, -1, -1, -1, ships, -1, -1, False, _NONE, ()))


def crossing(cell: Cell, danger: int, colours: int, passed: bool, ships: tuple[int, ...]) -> Event:
    """CROSSING: the fleet tried the wake of `cell`."""
    return _new(Event, (_CROSSING, -1, cell, None, -1, -1, -1, -1, ships, danger, colours, passed, _NONE, ()))


def card_revealed(player: int, card: int) -> Event:
    """CARD_REVEALED: `card` came off the stack on `player`'s turn."""
    return _new(Event, (_CARD_REVEALED, player, None, None, card, -1, -1, -1, (), -1, -1, False, _NONE, ()))


def card_attached(card: int, cell: Cell, rotation: int) -> Event:
    """CARD_ATTACHED: `card` was attached at `cell` with `rotation`."""
    return _new(Event, (_CARD_ATTACHED, -1, cell, None, card, rotation, -1, -1, (), -1, -1, False, _NONE, ()))


def turn_passed(player: int) -> Event:
    """TURN_PASSED: `player`'s turn began."""
    return _new(Event, (_TURN_PASSED, player, None, None, -1, -1, -1, -1, (), -1, -1, False, _NONE, ()))


def emigrated(player: int, cell: Cell, beach: int, ships: tuple[int, ...], direction: int) -> Event:
    """EMIGRATED: the ships of beach `cell`/`beach` set out heading `direction`."""
    return _new(Event, (_EMIGRATED, player, cell, None, -1, -1, direction, beach, ships, -1, -1, False, _NONE, ()))


def reproduced(player: int, cell: Cell, ships: tuple[int, ...]) -> Event:
    """REPRODUCED: `player` reproduces on `cell` with `ships`."""
    return _new(Event, (_REPRODUCED, player, cell, None, -1, -1, -1, -1, ships, -1, -1, False, _NONE, ()))


def ships_returned(cell: Cell, beach: int, ships: tuple[int, ...], reason: Reason) -> Event:
    """SHIPS_RETURNED: `ships` went back to their owners' supplies from `cell` (beach -1: the island
    or the sea as a whole)."""
    return _new(Event, (_SHIPS_RETURNED, -1, cell, None, -1, -1, -1, beach, ships, -1, -1, False, reason, ()))


def resettled(player: int, ships: tuple[int, ...]) -> Event:
    """RESETTLED: `player` took `ships` off the table to resettle."""
    return _new(Event, (_RESETTLED, player, None, None, -1, -1, -1, -1, ships, -1, -1, False, _NONE, ()))


def king_founded(player: int, cell: Cell) -> Event:
    """KING_FOUNDED: `player` founded a king island at `cell`."""
    return _new(Event, (_KING_FOUNDED, player, cell, None, -1, -1, -1, -1, (), -1, -1, False, _NONE, ()))
