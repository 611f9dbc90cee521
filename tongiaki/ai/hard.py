"""The `hard` and `expert` agents: every root option played out on the same cards, the worse ones dropped.

The tree searches (`mcts.Search`, `hard.RouteSearch`) spend their iterations on a tree whose
statistics stay too noisy to tell close options apart at a fraction of a second: each playout
draws its own cards, and which cards come decides most of a Tongiaki turn. This search compares
the root options *paired*:

- **Rounds of common cards.** Round `k` plays every option still in the running once, each
  playout drawing its cards from the same `random.Random` seed of that round (and its other
  choices from a second seed of that round), so that two options are compared on the same
  cards wherever their lines allow it. The difference of two options' results in one round
  has far less spread than either result alone.
- **A playout** finishes the deciding player's turn with the noise-free rules of thumb
  (`heuristic.best_option`, as medium does) and then plays one turn of every other player with
  the hard playout policy (`hard.route_policy`); the evaluation (`evaluation.win_shares`)
  scores the position where the deciding player's next turn begins. A finished game scores
  its real result, ties shared.
- **Dropping.** After `MIN_ROUNDS` rounds, an option whose mean paired difference to the
  current best is below zero by more than `DROP_Z` standard errors is not played again; the
  search stops once one option is left, or at its time budget or iteration cap (one iteration
  is one playout). The option kept longest, then the best mean, is played (`uct.best_option_of`,
  with medium's values seeding it as in the other searches).

With the iteration cap binding the choice depends only on the state and the rng (one seed
drawn from it); the stack's order is never seen (the cards are drawn from its composition).
Agents keep no memory between decisions. The tree search this level had before is `hard-route`
(`route.py`); why this one replaced it is in docs/ai-tournaments.md.

`expert` runs the same search root-parallel, one search per core (`os.cpu_count()`, seeds
derived from the rng) over helper processes (`workers.py`), merges the root statistics and
falls back to one process (the same searches one after the other) when processes are
unavailable.
"""

from __future__ import annotations

import math
import os
import random
import time

from tongiaki.ai.evaluation import win_shares
from tongiaki.ai.heuristic import best_option
from tongiaki.ai.route import route_policy
from tongiaki.ai.uct import MAX_ITERATIONS, SearchAgent, SearchResult, run_search
from tongiaki.rules import Chance, GameState

MIN_ROUNDS = 4
"""Rounds every option plays before any is dropped."""
DROP_Z = 2.0
"""Standard errors below the best at which an option is dropped."""
HELPER_GRACE = 30.0
"""Seconds past its budget after which `expert` gives up on a helper process and searches alone."""


class HardSearch:
    """Rounds of paired playouts over the root options (see the module docstring).

    Built like the tree searches (`HardSearch(state, rng, prior=..., prior_weight=...)`, then
    `run`, `root_visits`, `root_rewards`, `iterations`), so `uct.SearchAgent` drives it.
    The prior is used by the agent's pick, not by the search.
    """

    def __init__(self, root: GameState, rng: random.Random, prior: list[float] | None = None,
                 prior_weight: float | None = None, min_rounds: int = MIN_ROUNDS, drop_z: float = DROP_Z) -> None:
        node = root.pending
        assert node is not None and not isinstance(node, Chance), "a search starts at a decision"
        self.root_state = root
        self.player = node.player
        self.options = node.options
        self.min_rounds = min_rounds
        self.drop_z = drop_z
        count = len(self.options)
        self.results: list[list[float]] = [[] for _ in range(count)]
        self.active = list(range(count))
        self.rounds = 0
        self.iterations = 0
        self.base = rng.getrandbits(48)

    def playout(self, index: int, round_index: int) -> float:
        """The deciding player's result of option `index` on the cards of round `round_index`."""
        state = self.root_state.copy()
        state.apply_unchecked(self.options[index])
        cards = random.Random(self.base + 2 * round_index)
        others = random.Random(self.base + 2 * round_index + 1)
        me, first_turn = self.player, self.root_state.turn
        stop = first_turn + state.players
        while state.turn < stop:
            pending = state.pending
            if pending is None:
                break
            if isinstance(pending, Chance):
                outcomes = pending.outcomes
                state.apply_unchecked(outcomes[cards.randrange(len(outcomes))])
            elif state.turn == first_turn and pending.player == me:
                state.apply_unchecked(best_option(state, pending))
            else:
                state.apply_unchecked(route_policy(state, pending, others))
        return win_shares(state)[me]

    def run(self, seconds: float | None, iterations: int | None) -> None:
        """Play rounds until one option is left, or the budget or the cap is spent.

        The budget is kept strictly (no playout starts unless the slowest so far would still
        end in time); a round cut short by it counts only its finished playouts.
        """
        cap = iterations if iterations is not None else MAX_ITERATIONS
        clock = time.perf_counter
        deadline = None if seconds is None else clock() + seconds
        slowest = 0.0
        while True:
            for index in self.active:
                if self.iterations >= cap:
                    return
                before = clock()
                if deadline is not None and before + slowest >= deadline and self.iterations > 0:
                    return
                self.results[index].append(self.playout(index, self.rounds))
                self.iterations += 1
                slowest = max(slowest, clock() - before)
            self.rounds += 1
            if self.rounds >= self.min_rounds:
                self.drop()
                if len(self.active) == 1:
                    return

    def drop(self) -> None:
        """Stop playing the options clearly worse than the best on the rounds played so far."""
        rounds = self.rounds
        means = {i: sum(self.results[i][:rounds]) / rounds for i in self.active}
        best = max(self.active, key=lambda i: (means[i], -i))
        kept = []
        for i in self.active:
            if i != best:
                diffs = [a - b for a, b in zip(self.results[i][:rounds], self.results[best][:rounds], strict=True)]
                mean = sum(diffs) / rounds
                spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, rounds - 1) / rounds)
                if mean + self.drop_z * spread < 0:
                    continue
            kept.append(i)
        self.active = kept

    def root_visits(self) -> list[float]:
        """Playouts per option, the options still in the running counted alike (the rounds all
        of them finished), so that the pick among them goes by their means."""
        common = min(len(self.results[i]) for i in self.active)
        return [float(common if i in self.active else len(r)) for i, r in enumerate(self.results)]

    def root_rewards(self) -> list[float]:
        """Sums of the deciding player's results per option, on the playouts `root_visits` counts."""
        visits = self.root_visits()
        return [sum(r[: int(v)]) for r, v in zip(self.results, visits, strict=True)]


def search_visits(state: GameState, seed: int, seconds: float | None, iterations: int | None,
                  prior: list[float] | None = None, prior_weight: float | None = None) -> SearchResult:
    """Run one search from `state`; returns real root visits, root reward sums and iterations done."""
    return run_search(HardSearch, state, seed, seconds, iterations, prior, prior_weight)


def _worker_search(args: tuple) -> SearchResult:
    return search_visits(*args)


class HardAgent(SearchAgent):
    """`hard`: the paired search (`HardSearch`), medium's option values seeding its pick, 1 s per decision."""

    name = "hard"
    search_class = HardSearch


class ExpertAgent(HardAgent):
    """`expert`: the hard search with more time, root-parallel over every core of the machine."""

    name = "expert"

    def __init__(self, seconds: float | None = 3.0, iterations: int | None = None, workers: int | None = None,
                 prior_weight: float | None = None) -> None:
        super().__init__(seconds, iterations, prior_weight)
        self.workers = max(1, workers if workers is not None else (os.cpu_count() or 1))
        self._pool = None
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
