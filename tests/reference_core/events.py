"""Reference copy (frozen for the agreement test, do not edit): Events: every change a person should see, returned by `GameState.apply`.

The table animates them and the log prints them (`describe`). Events are not the game record;
the record is the list of applied options.
"""

from __future__ import annotations

import enum
from typing import NamedTuple

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
    reason: str = ""
    scores: tuple[int, ...] = ()
