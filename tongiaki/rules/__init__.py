"""The pure rules core of Tongiaki (RULES.md R1-R10): no pygame, no file I/O, no global random.

    from tongiaki.rules import new_game
    state = new_game(deck, players=4)
    while not state.is_over():
        node = state.pending                  # Decision(player, kind, options) or Chance(outcomes)
        option = ...                          # a player's pick, or a reveal sampled by the driver
        events = state.apply(option)          # IllegalOption (a ValueError) if not offered

Modules: `cards` (frozen card definitions), `hexgrid` (cells and directions), `options`
(options, decisions, chance nodes), `interned` (one object per option), `events` (what changed),
`steps` (the turn flow as one typed value), `routes` (voyages over lying cards), `landing` (R6.3
landing arrangements and R7.3's search), `scoring` (R8.4), `table` (the position: cards, ships,
supplies, the stack and their indexes), `state` (the game: the table plus the turn flow),
`position` (a state as one line of text), `odds` (voyage odds), `invariants` (checks used by
simulation and tests).
"""

from tongiaki.rules.cards import Beach, Card, Deck, Wake, island, water
from tongiaki.rules.events import Event, EventKind, Reason
from tongiaki.rules.hexgrid import Cell
from tongiaki.rules.options import Chance, Decision, DecisionKind, IllegalOption, Option, OptionKind
from tongiaki.rules.routes import Route, RouteOutcome, Voyage
from tongiaki.rules.scoring import Result, Tiebreak
from tongiaki.rules.state import SHIPS_PER_PLAYER, GameState, StartIslandTooSmall, check_players, max_players, new_game
from tongiaki.rules.steps import Phase, PlaceMode, Step

__all__ = [
    "Beach", "Card", "Cell", "Chance", "Deck", "Decision", "DecisionKind", "Event", "EventKind",
    "GameState", "IllegalOption", "Option", "OptionKind", "Phase", "PlaceMode", "Reason", "Result", "Route",
    "RouteOutcome", "SHIPS_PER_PLAYER", "StartIslandTooSmall", "Step", "Tiebreak", "Voyage", "Wake", "check_players",
    "island", "max_players", "new_game", "water",
]
