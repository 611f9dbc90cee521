"""The `hard` and `expert` agents: the classic UCT tree with playouts two to three times cheaper.

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
rng (one seed drawn from it). Agents keep no memory between decisions.

`expert` runs the same search root-parallel, one search per core (`os.cpu_count()`, seeds
derived from the rng) over helper processes (`workers.py`), merges the root visits and falls
back to one process (the same searches one after the other) when processes are unavailable.
"""

from __future__ import annotations

import os
import random
from typing import Any

from tongiaki.ai.mcts import Search
from tongiaki.ai.uct import SearchAgent, SearchResult, fast_policy, run_search
from tongiaki.rules import Decision, DecisionKind, GameState, Option
from tongiaki.rules.odds import StepKind, route_steps

PLAYOUT_ROUNDS = 1.0
"""Playouts stop after this many rounds (turns of every player) and are evaluated."""
HELPER_GRACE = 30.0
"""Seconds past its budget after which `expert` gives up on a helper process and searches alone."""
ROUTE_SCORES = {StepKind.SINK: -3.0, StepKind.STRANDED: -2.0, StepKind.TURN_BACK: 0.0, StepKind.OPEN: 1.5}
"""A playout's value of a pier by where its route over the cards lying ends (a landing: see `route_score`)."""
LANDING_WHERE_PRESENT = 0.3
"""A playout's value of landing on an island the player already scores."""


def route_score(state: GameState, option: Option, player: int) -> float:
    """How a playout likes an emigration, by its route over the cards lying only (no odds of
    the cards to come): a landing is worth the island to `player` if not there yet and a little
    otherwise; an open sea a card's hope; a certain sinking or stranding is bad."""
    assert option.cell is not None  # an emigration names its beach
    fleet = state.ships[(option.cell, option.beach)]
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


class HardSearch(Search):
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
    return run_search(HardSearch, state, seed, seconds, iterations, prior, prior_weight)


def _worker_search(args: tuple) -> SearchResult:
    return search_visits(*args)


class HardAgent(SearchAgent):
    """`hard`: `HardSearch` seeded by the medium agent's option values, 1 s per decision."""

    name = "hard"
    search_class = HardSearch


class ExpertAgent(HardAgent):
    """`expert`: the hard search with more time, root-parallel over every core of the machine."""

    name = "expert"

    def __init__(self, seconds: float | None = 3.0, iterations: int | None = None, workers: int | None = None,
                 prior_weight: float | None = None) -> None:
        super().__init__(seconds, iterations, prior_weight)
        self.workers = max(1, workers if workers is not None else (os.cpu_count() or 1))
        self._pool: Any = None  # a multiprocessing pool once started
        self._pool_failed = False

    @property
    def seeds(self) -> int:
        """One search per worker."""
        return self.workers

    def _get_pool(self):
        if self._pool is None and not self._pool_failed and self.workers > 1:
            try:
                from tongiaki.ai.workers import helper_context, helper_options

                self._pool = helper_context().Pool(self.workers - 1, **helper_options())
            except (OSError, AssertionError, ImportError, ValueError, RuntimeError):
                self._pool_failed = True  # e.g. inside a daemonic process: search in this one only
        return self._pool

    def close(self) -> None:
        """Stop the worker processes (they are also stopped when the agent is collected)."""
        if self._pool is not None:
            self._pool.terminate()
            self._pool = None

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # noqa: BLE001 - best effort at interpreter exit
            pass

    def searches(self, state: GameState, seeds: list[int], seconds: float | None, prior: list[float] | None,
                 weight: float) -> list[SearchResult]:
        """The first seed's search here, the others in helper processes at the same time; the
        same searches one after the other when the pool is unavailable or breaks."""
        pool = self._get_pool()
        if pool is not None:
            try:
                waiting = [pool.apply_async(_worker_search, ((state, s, seconds, self.iterations, prior, weight),))
                           for s in seeds[1:]]
                results = [search_visits(state, seeds[0], seconds, self.iterations, prior, weight)]
                # A helper that does not answer well after the budget is treated as broken.
                wait = None if seconds is None else seconds + HELPER_GRACE
                results.extend(p.get(wait) for p in waiting)
                return results
            except Exception:  # noqa: BLE001 - a broken pool: fall back to one process
                self.close()
                self._pool_failed = True
        return super().searches(state, seeds, seconds, prior, weight)
