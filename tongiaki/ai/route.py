"""The `hard-route` agent: the classic UCT tree with playouts two to three times cheaper.

This was the `hard` level before the paired search (`hard.py`) replaced it; it stays runnable
under this name to measure against. Its playout policy (`route_policy`) is also the paired
search's policy for the other players' turns.

The tree is hard-classic's (`mcts.Search`: UCT over every option, landings and placements deep
in the tree narrowed to the three the rules of thumb like best, chance nodes sampled afresh on
every iteration from the stack's composition, medium's values seeding the root). What changes
is the playout, where hard-classic spends most of its time:

- **Emigrations by their route** (`route_policy`). hard-classic's playouts score each pier with
  the exact odds of the cards to come (`analysis.emigration_deltas`), about a third of an
  iteration's cost. Here a pier is scored by where its route over the cards lying ends
  (`rules.odds.route_steps`): a landing on an island the player is not on yet is worth the
  island, an open sea a card's hope, a certain sinking or stranding is avoided.
- **One round** (`PLAYOUT_ROUNDS`) before the evaluation instead of two.

Together they give two to three times hard-classic's iterations per second (`tongiaki bench`:
about 1,700 against 750 on the loaded development machine) for the same second of thought;
per iteration the cruder playouts are somewhat less accurate (docs/ai-tournaments.md). The budget, the early stop, the evaluation and the pick are the
ones in `uct.py`. With the iteration cap binding, the choice depends only on the state and the
rng (one seed drawn from it). The only memory between decisions is a reproduction's plan for
its new ships (`SearchAgent.kept`).
"""

from __future__ import annotations

import random

from tongiaki.ai.mcts import Search
from tongiaki.ai.uct import SearchAgent, SearchResult, fast_policy, run_search
from tongiaki.rules import Decision, DecisionKind, GameState, Option
from tongiaki.rules.odds import StepKind, route_steps

PLAYOUT_ROUNDS = 1.0
"""Playouts stop after this many rounds (turns of every player) and are evaluated."""
ROUTE_SCORES = {StepKind.SINK: -3.0, StepKind.STRANDED: -2.0, StepKind.TURN_BACK: 0.0, StepKind.OPEN: 1.5}
"""A playout's value of a pier by where its route over the cards lying ends (a landing: see `route_score`)."""
LANDING_WHERE_PRESENT = 0.3
"""A playout's value of landing on an island the player already scores."""


def route_score(state: GameState, option: Option, player: int) -> float:
    """How a playout likes an emigration, by its route over the cards lying only (no odds of
    the cards to come): a landing is worth the island to `player` if not there yet and a little
    otherwise; an open sea a card's hope; a certain sinking or stranding is bad."""
    assert option.cell is not None  # an emigration names its beach
    fleet = state.beach_ships(option.cell, option.beach)
    direction = state.pier_direction(option.cell, option.pier)
    end = route_steps(state, option.cell, direction, len(set(fleet)), option.cell)[-1]
    if end.kind is StepKind.LAND:
        return LANDING_WHERE_PRESENT if state.ships_on_island(end.cell, player) else float(end.value)
    return ROUTE_SCORES[end.kind]


def route_policy(state: GameState, decision: Decision, rng: random.Random) -> Option:
    """`uct.fast_policy`, but emigrations by `route_score` (the best; near ties at random)."""
    options = decision.options
    if decision.kind is not DecisionKind.EMIGRATE or len(options) == 1:
        return fast_policy(state, decision, rng)
    scores = [route_score(state, o, decision.player) + 0.01 * rng.random() for o in options]
    return options[max(range(len(options)), key=scores.__getitem__)]


class RouteSearch(Search):
    """hard-classic's tree (`mcts.Search`) with `route_policy` playouts of `PLAYOUT_ROUNDS` rounds."""

    policy = staticmethod(route_policy)

    def __init__(self, root: GameState, rng: random.Random, exploration: float | None = None,
                 playout_rounds: float | None = None, narrow: int = 3, prior: list[float] | None = None,
                 prior_weight: float | None = None) -> None:
        super().__init__(root, rng, exploration, PLAYOUT_ROUNDS if playout_rounds is None else playout_rounds,
                         narrow, prior, prior_weight)


def search_visits(state: GameState, seed: int, seconds: float | None, iterations: int | None,
                  prior: list[float] | None = None, prior_weight: float | None = None) -> SearchResult:
    """Run one search from `state`; returns real root visits, root reward sums and iterations done."""
    return run_search(RouteSearch, state, seed, seconds, iterations, prior, prior_weight)


class RouteAgent(SearchAgent):
    """`hard-route`: `RouteSearch` seeded by the medium agent's option values, 1 s per decision."""

    name = "hard-route"
    search_class = RouteSearch
