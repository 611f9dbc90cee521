"""Reference copy (frozen for the agreement test, do not edit): Options and pending nodes: what the game asks for next and the answers it accepts.

An `Option` is a small frozen value with a text form that round-trips through `Option.parse`
(like a chess move in UCI). The state's `pending` is a `Decision` (a player picks one of
`options`), a `Chance` (the next card is revealed from the stack's remaining cards, all
equally likely), or None once the game is over.
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from tongiaki.rules.hexgrid import Cell, format_cell, parse_cell


class IllegalOption(ValueError):
    """An option that the pending decision does not offer (the state is left unchanged)."""


class OptionKind(enum.Enum):
    """What an option does."""

    PLACE = "place"
    """Put one ship from supply on a beach (setup, R9.1 entry, reproduction beach, resettlement)."""
    REPRODUCE = "reproduce"
    """Start a turn by reproducing on an island (R5)."""
    KING = "king"
    """Found a king island (R8.1)."""
    RESETTLE = "resettle"
    """Take all ships off and resettle (R8.2)."""
    RECALL = "recall"
    """Take one of your ships back to an empty supply before reproducing (R9.2)."""
    PASS = "pass"
    """Do nothing (offered only when nothing else is possible)."""
    EMIGRATE = "emigrate"
    """Send the fleet of a full beach out through one of its piers (R6.1)."""
    LAND = "land"
    """Put one ship of the landing fleet, of a colour, on a beach (R6.3)."""
    ATTACH = "attach"
    """Attach the revealed card at a free cell with a rotation (R8.2 / R7.4 placement)."""
    REVEAL = "reveal"
    """A chance outcome: this card comes off the stack."""


class Option(NamedTuple):
    """One answer to a pending node. Unused fields keep their defaults.

    `pier` is the pier's card edge (as printed on the card); `colour` is a player index.
    A named tuple: cheap to make, hashable, compared by value.
    """

    kind: OptionKind
    cell: Cell | None = None
    beach: int = -1
    pier: int = -1
    colour: int = -1
    rotation: int = -1
    card: int = -1

    def __str__(self) -> str:
        k = self.kind
        if self.cell is None:  # pass, resettle, reveal
            return f"reveal {self.card}" if k is OptionKind.REVEAL else str(k.value)
        if k is OptionKind.PLACE:
            return f"place {format_cell(self.cell)}/{self.beach}"
        if k in (OptionKind.REPRODUCE, OptionKind.KING):
            return f"{k.value} {format_cell(self.cell)}"
        if k is OptionKind.RECALL:
            return f"recall {format_cell(self.cell)}/{self.beach}"
        if k is OptionKind.EMIGRATE:
            return f"emigrate {format_cell(self.cell)}/{self.beach} pier {self.pier}"
        if k is OptionKind.LAND:
            return f"land p{self.colour} {format_cell(self.cell)}/{self.beach}"
        if k is OptionKind.ATTACH:
            return f"attach {format_cell(self.cell)} rot {self.rotation}"
        if k is OptionKind.REVEAL:
            return f"reveal {self.card}"
        return str(k.value)

    def __repr__(self) -> str:
        return f"Option.parse({str(self)!r})"

    @staticmethod
    def parse(text: str) -> Option:
        """Inverse of `str(option)`; raises ValueError on text that is not an option."""
        try:
            words = text.split()
            kind = OptionKind(words[0])
            if kind in (OptionKind.RESETTLE, OptionKind.PASS) and len(words) == 1:
                return Option(kind)
            if kind in (OptionKind.REPRODUCE, OptionKind.KING) and len(words) == 2:
                return Option(kind, cell=parse_cell(words[1]))
            if kind in (OptionKind.PLACE, OptionKind.RECALL) and len(words) == 2:
                cell, beach = _cell_beach(words[1])
                return Option(kind, cell=cell, beach=beach)
            if kind is OptionKind.EMIGRATE and len(words) == 4 and words[2] == "pier":
                cell, beach = _cell_beach(words[1])
                return Option(kind, cell=cell, beach=beach, pier=int(words[3]))
            if kind is OptionKind.LAND and len(words) == 3 and words[1].startswith("p"):
                cell, beach = _cell_beach(words[2])
                return Option(kind, cell=cell, beach=beach, colour=int(words[1][1:]))
            if kind is OptionKind.ATTACH and len(words) == 4 and words[2] == "rot":
                return Option(kind, cell=parse_cell(words[1]), rotation=int(words[3]))
            if kind is OptionKind.REVEAL and len(words) == 2:
                return Option(kind, card=int(words[1]))
        except (ValueError, IndexError) as exc:
            raise ValueError(f"not an option: {text!r}") from exc
        raise ValueError(f"not an option: {text!r}")


def _cell_beach(text: str) -> tuple[Cell, int]:
    cell_text, beach = text.split("/")
    return parse_cell(cell_text), int(beach)


class DecisionKind(enum.Enum):
    """What kind of choice a pending decision asks for."""

    SETUP = "setup"
    """Place a starting ship on a free spot of Tonga (R3.2)."""
    ACTION = "action"
    """Choose the turn's action: reproduce, king, resettle, recall (R9.2) or enter (R9.1)."""
    ENTER = "enter"
    """Place the second ship on Tonga after entering with no ship on the table (R9.1)."""
    REPRODUCE_ISLAND = "reproduce-island"
    """After a recall (R9.2), choose the island to reproduce on."""
    REPRODUCE_BEACH = "reproduce-beach"
    """Choose the beach for the next reproduced ship (R5.1)."""
    EMIGRATE = "emigrate"
    """Choose a full beach and pier to emigrate from (R6.1)."""
    LAND = "land"
    """Choose a ship of the fleet (by colour) and the beach it lands on (R6.3)."""
    PLACE_CARD = "place-card"
    """Choose where the revealed card is attached (R8.2, R7.4)."""
    SETTLE = "settle"
    """Choose the beach of the newly attached island for the resettled ship (R8.2)."""


class Decision(NamedTuple):
    """A player must pick one of `options`."""

    player: int
    kind: DecisionKind
    options: tuple[Option, ...]

    @property
    def is_chance(self) -> bool:
        """False: a player decides."""
        return False


class Chance(NamedTuple):
    """The top card of the stack is revealed: each remaining card equally likely.

    `outcomes` are REVEAL options, one per remaining card (its composition, not its order).
    """

    outcomes: tuple[Option, ...]

    @property
    def is_chance(self) -> bool:
        """True: the driver samples an outcome."""
        return True

    @property
    def options(self) -> tuple[Option, ...]:
        """Same as `outcomes`, so callers can treat every node alike."""
        return self.outcomes

    def probability(self, option: Option) -> float:
        """Chance of this outcome."""
        return 1.0 / len(self.outcomes) if option in self.outcomes else 0.0
