"""The `hard` and `expert` agents: hard-classic's tree, each leaf judged by what the budget buys.

The tree is hard-classic's (`mcts.Search`: UCT over every option, landings and placements deep
in the tree narrowed to the three the rules of thumb like best, chance nodes sampled afresh on
every iteration from the stack's composition, medium's values seeding the root). What the
budget changes is how a leaf is judged (`search_for_budget`, fixed when the agent is made, so
the same seed still gives the same game):

- **A short budget (under `LONG_BUDGET_SECONDS`, or an iteration cap under
  `LONG_BUDGET_ITERATIONS` with no clock): the turn under way is finished by the rules of
  thumb** (`heuristic.best_option`, noise free, as medium plays its own follow-up), the cards
  drawn from the stack's composition; the evaluation then scores the position where the next
  turn begins (`turn_playout`, `HardSearch`). The only randomness left in a leaf's value is the
  cards, so a fraction of a second of search tells close options apart: at 0.25 s it beat
  hard-classic (0.320 against 0.227 a seat over 200 games, docs/ai-tournaments.md).
- **A long budget (the default second, and expert's three): hard-classic's own leaves**, about
  two rounds played on with its cheap policy, then the evaluation (`mcts.Search`). With a whole
  second its 800 to 1,500 iterations (loaded or quiet machine) are enough for the longer look
  ahead to pay: against 3 x medium at 1 s it scored 0.467 over the 255 deals where the
  turn-end leaf scored 0.329 (0.455 over all 400; docs/ai-tournaments.md). The turn-end leaf at every budget stays runnable
  as `hard-turn`.
- **The evaluation** (medium's features) takes its weights and temperature from the game's data
  (`fitted.hard_evaluation`, `config/ai/hard-evaluation.json`, written by `tools/fit.py
  --write`). The file holds medium's own today: a refit on self-play games of this level
  projected the final points a little better but named the winners worse, on other games and
  in play (docs/ai-tournaments.md).

The budget, the early stop and the pick are the ones in `uct.py`. With the iteration cap
binding, the choice depends only on the state and the rng (one seed drawn from it). The only
memory between decisions is a reproduction's plan for its new ships (`SearchAgent.kept`). The tree with route playouts that this level had before is
`hard-route` (`route.py`).

`expert` runs the same search root-parallel, one search per core (`os.cpu_count()`, seeds
derived from the rng) over helper processes (`workers.py`), merges the root visits and falls
back to one process (the same searches one after the other) when processes are unavailable.
"""

from __future__ import annotations

import os
import pickle
import random
import time
from concurrent.futures import ProcessPoolExecutor

from tongiaki.ai.evaluation import win_shares
from tongiaki.ai.fitted import hard_evaluation
from tongiaki.ai.heuristic import best_option
from tongiaki.ai.mcts import Search
from tongiaki.ai.uct import SearchAgent, SearchResult, play_on, run_search
from tongiaki.rules import Decision, GameState, Option

LONG_BUDGET_SECONDS = 0.5
"""A time budget of at least this many seconds a decision searches with hard-classic's leaves
(measured: the turn-end leaf was the stronger at 0.25 s, hard-classic's at 1 s; the crossing
in between was not measured, and half a second lies between them)."""
LONG_BUDGET_ITERATIONS = 800
"""With an iteration cap and no clock, a cap of at least this many iterations (about half a
second of hard-classic's search) searches with hard-classic's leaves."""
HELPER_GRACE = 30.0
"""Seconds a helper process of `expert` may take past the time its parent's own search took
(the same budget, or the same iteration cap) before it is treated as broken and the parent
searches alone. A helper that cannot read its task (it fails to unpickle) never answers at all."""


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


def search_for_budget(seconds: float | None, iterations: int | None) -> type[Search]:
    """The search a budget buys: `mcts.Search` (hard-classic's leaves) for a long one, at least
    `LONG_BUDGET_SECONDS` (or, with no clock, no cap or a cap of at least
    `LONG_BUDGET_ITERATIONS`), else `HardSearch` (the turn-end leaf)."""
    if seconds is not None:
        long = seconds >= LONG_BUDGET_SECONDS
    else:
        long = iterations is None or iterations >= LONG_BUDGET_ITERATIONS
    return Search if long else HardSearch


def search_visits(search_class: type[Search], state: GameState, seed: int, seconds: float | None,
                  iterations: int | None, prior: list[float] | None = None,
                  prior_weight: float | None = None) -> SearchResult:
    """Run one search of `search_class` from `state`; returns real root visits, root reward
    sums and iterations done."""
    return run_search(search_class, state, seed, seconds, iterations, prior, prior_weight)


HELPER_RETURN_SECONDS = 0.02
"""Time a helper keeps back from its deadline to send its answer (`_worker_search`)."""


def _worker_search(task: bytes) -> SearchResult:
    """A helper's search: `task` is its arguments, pickled by the parent (see `searches`), with
    the time budget as a deadline on the wall clock (None: no clock). A helper that starts late
    (its process woken, the state read) searches only until then, less `HELPER_RETURN_SECONDS`,
    so its parent never waits for it past its own budget: the expert's think time ran 60 ms
    over its 3 s at the 95th percentile on a busy machine."""
    search_class, state, seed, deadline, iterations, prior, weight = pickle.loads(task)
    return search_visits(search_class, state, seed, helper_seconds(deadline, time.time()), iterations, prior, weight)


def helper_seconds(deadline: float | None, now: float) -> float | None:
    """A helper's time budget at `now` for its parent's `deadline` (both on the wall clock):
    what is left of it less `HELPER_RETURN_SECONDS`, never below 0; None (no clock) for None."""
    return None if deadline is None else max(0.0, deadline - now - HELPER_RETURN_SECONDS)


class HardAgent(SearchAgent):
    """`hard`: hard-classic's tree seeded by the medium agent's option values, 1 s per decision,
    its leaves chosen by the budget (`search_for_budget`)."""

    name = "hard"
    search_class: type[Search] = HardSearch

    def __init__(self, seconds: float | None = 1.0, iterations: int | None = None,
                 prior_weight: float | None = None) -> None:
        super().__init__(seconds, iterations, prior_weight)
        self.search_class = search_for_budget(seconds, iterations)


class TurnAgent(SearchAgent):
    """`hard-turn`: the turn-end leaf (`HardSearch`) whatever the budget: `hard` at 1 s before
    it took hard-classic's leaves for long budgets, kept to measure against."""

    name = "hard-turn"
    search_class = HardSearch


class ExpertAgent(HardAgent):
    """`expert`: the hard search with more time, root-parallel over every core of the machine."""

    name = "expert"
    helper_grace = HELPER_GRACE

    def __init__(self, seconds: float | None = 3.0, iterations: int | None = None, workers: int | None = None,
                 prior_weight: float | None = None) -> None:
        super().__init__(seconds, iterations, prior_weight)
        self.workers = max(1, workers if workers is not None else (os.cpu_count() or 1))
        self._pool: ProcessPoolExecutor | None = None  # the helper processes once started
        self.helper_trouble: str | None = None
        """Why the helpers were given up for good (None while they work or are still to start)."""

    @property
    def seeds(self) -> int:
        """One search per worker."""
        return self.workers

    def _get_pool(self) -> ProcessPoolExecutor | None:
        if self._pool is None and self.helper_trouble is None and self.workers > 1:
            try:
                from tongiaki.ai.workers import start_helper_pool

                self._pool = start_helper_pool(self.workers - 1, ["tongiaki.ai.hard"])
            except (OSError, AssertionError, ImportError, ValueError, RuntimeError) as error:
                # e.g. inside a daemonic process: search in this one only
                self._give_up_helpers(f"helpers cannot start: {error!r}")
        return self._pool

    def close(self) -> None:
        """Stop the worker processes (they are also stopped when the agent is collected)."""
        pool, self._pool = self._pool, None
        if pool is not None:
            from tongiaki.ai.workers import stop_pool

            stop_pool(pool)

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # noqa: BLE001 - best effort at interpreter exit
            pass

    def searches(self, state: GameState, seeds: list[int], seconds: float | None, prior: list[float] | None,
                 weight: float) -> list[SearchResult]:
        """The first seed's search here, the others in helper processes at the same time; the
        same searches one after the other when the pool cannot be used.

        A helper that fails (it dies, or has not answered well after this process's own search)
        ends the pool for good. Its search is then run here instead in what is left of the
        budget: with no clock, or a clock the iteration cap kept from binding (tests give a long
        one), the same seed and cap give the same result, so the choice never depends on whether
        helpers worked. When the clock has run out the decision goes on with the searches that
        answered."""
        pool = self._get_pool()
        if pool is None:
            return super().searches(state, seeds, seconds, prior, weight)
        search_class = self.search_class
        try:
            # Pickled here, before this process's own search starts: the executor pickles a task
            # in a thread of its own, and this search fills the state's memo dictionaries
            # meanwhile ('dictionary changed size during iteration' lost a helper on CI).
            deadline = None if seconds is None else time.time() + seconds
            waiting = [pool.submit(_worker_search, pickle.dumps((search_class, state, s, deadline, self.iterations,
                                                                 prior, weight), pickle.HIGHEST_PROTOCOL))
                       for s in seeds[1:]]
        except Exception as error:  # noqa: BLE001 - helpers cannot start here (e.g. a daemonic process)
            self._give_up_helpers(f"helpers cannot start: {error!r}")
            return super().searches(state, seeds, seconds, prior, weight)
        started = time.monotonic()
        results = [search_visits(search_class, state, seeds[0], seconds, self.iterations, prior, weight)]
        # The helpers started with this search and do as much work: one that has not answered
        # well after this one took as long again is treated as broken. (A helper that dies, e.g.
        # one that cannot read its task, fails its future at once.)
        deadline = time.monotonic() + (time.monotonic() - started) + self.helper_grace
        for seed, future in zip(seeds[1:], waiting, strict=True):
            try:
                results.append(future.result(max(0.0, deadline - time.monotonic())))
            except Exception as error:  # noqa: BLE001 - a broken helper, whatever the reason
                self._give_up_helpers(f"a helper failed: {error!r}")  # TimeoutError(): it did not answer in time
                left = None if seconds is None else seconds - (time.monotonic() - started)
                if left is None or left > 0:
                    results.append(search_visits(search_class, state, seed, left, self.iterations, prior, weight))
        return results

    def _give_up_helpers(self, why: str) -> None:
        """Stop the helper processes and search in this process from now on."""
        self.close()
        self.helper_trouble = why
