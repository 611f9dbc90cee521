"""The pure rules core of Tongiaki (RULES.md R1-R10): no pygame, no file I/O, no global random.

    from tongiaki.rules import new_game
    state = new_game(deck, players=4)
    while not state.is_over():
        node = state.pending                  # Decision(player, kind, options) or Chance(outcomes)
        option = ...                          # a player's pick, or a reveal sampled by the driver
        events = state.apply(option)          # IllegalOption (a ValueError) if not offered

Modules: `cards` (frozen card definitions), `hexgrid` (cells and directions), `options`
(options, decisions, chance nodes), `events` (what changed), `state` (the game itself),
`invariants` (checks used by simulation and tests).
"""

from tongiaki.rules.cards import Beach, Card, Deck, Wake, island, water
from tongiaki.rules.events import Event, EventKind
from tongiaki.rules.hexgrid import Cell
from tongiaki.rules.options import Chance, Decision, DecisionKind, IllegalOption, Option, OptionKind
from tongiaki.rules.state import (
    SHIPS_PER_PLAYER,
    GameState,
    Phase,
    Result,
    Route,
    StartIslandTooSmall,
    Voyage,
    check_players,
    max_players,
    new_game,
)

__all__ = [
    "Beach", "Card", "Cell", "Chance", "Deck", "Decision", "DecisionKind", "Event", "EventKind",
    "GameState", "IllegalOption", "Option", "OptionKind", "Phase", "Result", "Route", "SHIPS_PER_PLAYER",
    "StartIslandTooSmall", "Voyage", "Wake", "check_players", "island", "max_players", "new_game", "water",
]
