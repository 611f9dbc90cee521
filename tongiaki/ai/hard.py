"""The `hard` and `expert` agents: hard-classic's tree, each leaf judged where its turn ends.

The tree is hard-classic's (`mcts.Search`: UCT over every option, landings and placements deep
in the tree narrowed to the three the rules of thumb like best, chance nodes sampled afresh on
every iteration from the stack's composition, medium's values seeding the root). What changes
is how a leaf is judged:

- **The turn under way is finished by the rules of thumb** (`heuristic.best_option`, noise
  free, as medium plays its own follow-up), the cards drawn from the stack's composition; the
  evaluation then scores the position where the next turn begins (`turn_playout`). hard-classic
  plays about two rounds on with a mostly random policy and `hard-route` one round with a
  cheaper one: their results spread so widely that a fraction of a second of search could not
  tell close options apart (docs/ai-tournaments.md). Here the only randomness left in a leaf's
  value is the cards, and the evaluation is asked at a turn's start, where it was fitted.
- **The evaluation** (medium's features) takes its weights and temperature from the game's data
  (`fitted.hard_evaluation`, `config/ai/hard-evaluation.json`, written by `tools/fit.py
  --write`). The file holds medium's own today: a refit on self-play games of this level
  projected the final points a little better but named the winners worse, on other games and
  in play (docs/ai-tournaments.md).

The budget, the early stop and the pick are the ones in `uct.py`. With the iteration cap
binding, the choice depends only on the state and the rng (one seed drawn from it). Agents keep
no memory between decisions. The tree with route playouts that this level had before is
`hard-route` (`route.py`).

`expert` runs the same search root-parallel, one search per core (`os.cpu_count()`, seeds
derived from the rng) over helper processes (`workers.py`), merges the root visits and falls
back to one process (the same searches one after the other) when processes are unavailable.
"""

from __future__ import annotations

import os
import random
from typing import Any

from tongiaki.ai.evaluation import win_shares
from tongiaki.ai.fitted import hard_evaluation
from tongiaki.ai.heuristic import best_option
from tongiaki.ai.mcts import Search
from tongiaki.ai.uct import SearchAgent, SearchResult, play_on, run_search
from tongiaki.rules import Decision, GameState, Option

HELPER_GRACE = 30.0
"""Seconds past its budget after which `expert` gives up on a helper process and searches alone."""


def _thumb(state: GameState, pending: Decision, rng: random.Random) -> Option:
    """The noise-free rules of thumb as a playout policy (they draw nothing from `rng`)."""
    return best_option(state, pending)


def turn_playout(state: GameState, rng: random.Random, weights: tuple[float, ...] | None = None,
                 temperature: tuple[float, float] | None = None) -> list[float]:
    """Finish the turn under way by the rules of thumb (cards from `rng`), then evaluate."""
    play_on(state, state.turn + 1, rng, _thumb)
    return win_shares(state, weights, temperature)


class HardSearch(Search):
    """hard-classic's tree (`mcts.Search`) whose leaves are judged by `turn_playout` with the
    evaluation of `config/ai/hard-evaluation.json` (`evaluation`, (weights, temperature),
    replaces it)."""

    def __init__(self, root: GameState, rng: random.Random, exploration: float | None = None,
                 narrow: int = 3, prior: list[float] | None = None, prior_weight: float | None = None,
                 evaluation: tuple[tuple[float, ...], tuple[float, float]] | None = None) -> None:
        super().__init__(root, rng, exploration, None, narrow, prior, prior_weight)
        self.weights, self.temperature = evaluation if evaluation is not None else hard_evaluation()

    def playout(self, state: GameState) -> list[float]:
        """The leaf's value: its turn finished by the rules of thumb, then the evaluation."""
        return turn_playout(state, self.rng, self.weights, self.temperature)


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
