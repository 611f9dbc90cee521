"""The turn flow as one typed value: where the game stands and the data of that step (R3-R9).

A state holds exactly one `Step`, a small frozen record per kind of node: the setup, the turn's
action, a reproduction under way (the island, ships left to place, beaches used), the chain's
offered emigrations, a fleet waiting for its next card, a fleet landing, a card to reveal or to
place (resettlement or R7.4), the resettled ship's beach, or the game over. Each record knows
its `Phase` (the kind of node, as a number). Named tuples: immutable, cheap, and they pickle
for the worker processes.
"""

from __future__ import annotations

import enum
from typing import Final, NamedTuple

from tongiaki.rules.hexgrid import Cell
from tongiaki.rules.options import Option
from tongiaki.rules.routes import Voyage


class Phase(enum.IntEnum):
    """Where the game stands (the kind of the state's `step`)."""

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


# The phases as module constants for the `phase` properties below: on CPython 3.11 reading a member
# off its enum class costs about a quarter of a microsecond, a module constant is one global load.
_PHASE_SETUP: Final = Phase.SETUP
_PHASE_ACTION: Final = Phase.ACTION
_PHASE_ENTER: Final = Phase.ENTER
_PHASE_REPRO_ISLAND: Final = Phase.REPRO_ISLAND
_PHASE_REPRO_BEACH: Final = Phase.REPRO_BEACH
_PHASE_CHAIN: Final = Phase.CHAIN
_PHASE_VOYAGE_REVEAL: Final = Phase.VOYAGE_REVEAL
_PHASE_LAND: Final = Phase.LAND
_PHASE_PLACE_REVEAL: Final = Phase.PLACE_REVEAL
_PHASE_PLACE_CARD: Final = Phase.PLACE_CARD
_PHASE_SETTLE: Final = Phase.SETTLE
_PHASE_OVER: Final = Phase.OVER


class PlaceMode(enum.StrEnum):
    """Why cards are being revealed and placed."""

    NONE = ""
    """No placement under way."""
    RESETTLE = "resettle"
    """R8.2: a player resettles; the first island placed takes a ship of theirs."""
    INFINITE = "infinite"
    """R7.4: after an infinite chain, cards are revealed until an island comes up."""


class Setup(NamedTuple):
    """R3.2: the players place their starting ships on Tonga, in turn."""

    @property
    def phase(self) -> Phase:
        """Phase.SETUP."""
        return _PHASE_SETUP


class Action(NamedTuple):
    """The active player chooses the turn's action (R5, R8.1, R8.2, R9)."""

    @property
    def phase(self) -> Phase:
        """Phase.ACTION."""
        return _PHASE_ACTION


class Enter(NamedTuple):
    """R9.1: the second ship of an entry goes on Tonga."""

    @property
    def phase(self) -> Phase:
        """Phase.ENTER."""
        return _PHASE_ENTER


class ReproIsland(NamedTuple):
    """R9.2: after a recall, the island to reproduce on."""

    @property
    def phase(self) -> Phase:
        """Phase.REPRO_ISLAND."""
        return _PHASE_REPRO_ISLAND


class ReproBeach(NamedTuple):
    """R5.1: a reproduction on `cell` with `left` ships still to place, one per beach; `used`
    are the beaches that already got one."""

    cell: Cell
    left: int
    used: tuple[int, ...] = ()

    @property
    def phase(self) -> Phase:
        """Phase.REPRO_BEACH."""
        return _PHASE_REPRO_BEACH


class Chain(NamedTuple):
    """R6.1, R7: the chain move; `options` are the emigrations offered."""

    options: tuple[Option, ...]

    @property
    def phase(self) -> Phase:
        """Phase.CHAIN."""
        return _PHASE_CHAIN


class VoyageReveal(NamedTuple):
    """R6.2: `voyage` waits at an empty cell for the next card of the stack."""

    voyage: Voyage

    @property
    def phase(self) -> Phase:
        """Phase.VOYAGE_REVEAL."""
        return _PHASE_VOYAGE_REVEAL


class Land(NamedTuple):
    """R6.3: `fleet` (owners, sorted) lands on island `cell`; `owed` are the beaches that
    still get one ship before any beach gets a second."""

    cell: Cell
    fleet: tuple[int, ...]
    owed: frozenset[int]

    @property
    def phase(self) -> Phase:
        """Phase.LAND."""
        return _PHASE_LAND


class PlaceReveal(NamedTuple):
    """R8.2, R7.4: a card comes off the stack to be placed."""

    mode: PlaceMode

    @property
    def phase(self) -> Phase:
        """Phase.PLACE_REVEAL."""
        return _PHASE_PLACE_REVEAL


class PlaceCard(NamedTuple):
    """R8.2, R7.4: the revealed `card` is attached where the active player chooses."""

    card: int
    mode: PlaceMode

    @property
    def phase(self) -> Phase:
        """Phase.PLACE_CARD."""
        return _PHASE_PLACE_CARD


class Settle(NamedTuple):
    """R8.2: the resettling player's ship goes on a beach of the island just placed at `cell`."""

    cell: Cell

    @property
    def phase(self) -> Phase:
        """Phase.SETTLE."""
        return _PHASE_SETTLE


class Over(NamedTuple):
    """The game has been scored."""

    @property
    def phase(self) -> Phase:
        """Phase.OVER."""
        return _PHASE_OVER


Step = Setup | Action | Enter | ReproIsland | ReproBeach | Chain | VoyageReveal | Land | PlaceReveal | PlaceCard \
    | Settle | Over
"""Where the game stands, with that step's data."""

SETUP, ACTION, ENTER, REPRO_ISLAND, OVER = Setup(), Action(), Enter(), ReproIsland(), Over()
"""The steps without data (one value each)."""
