"""Speed figures of the AI's searches, printed by `tongiaki bench` (never asserted in tests)."""

from __future__ import annotations

import random
import time

from tongiaki.ai.hard import HardSearch
from tongiaki.ai.mcts import Search
from tongiaki.ai.route import RouteSearch
from tongiaki.ai.widening import WideSearch

SEARCHES = {"hard": HardSearch, "hard-turn": HardSearch, "hard-classic": Search, "hard-widening": WideSearch,
            "hard-route": RouteSearch}
"""The search of each searching level. "hard" is hard's turn-end leaf, its search under half a
second a decision (`hard.search_for_budget`; with a longer budget hard and expert run
hard-classic's, the "hard-classic" figure), so the figure keeps measuring the same search."""


def mcts_iterations_per_second(seconds: float = 2.0, classic: bool = False, level: str = "hard") -> float:
    """Search iterations per second from a fixed set of mid-game 4-player decisions: the search
    of `level` (see `SEARCHES`), or with `classic` the `hard-classic` one (`mcts.Search`)."""
    from tongiaki.tools.bench import mid_game_states

    search_class = SEARCHES["hard-classic" if classic else level]
    states = [s for s in mid_game_states(30, seed=3) if s.pending is not None and not s.pending.is_chance]
    per_state = max(0.02, seconds / max(1, len(states)))
    iterations = 0
    start = time.perf_counter()
    for i, state in enumerate(states):
        search = search_class(state, random.Random(i))
        search.run(per_state, None)
        iterations += search.iterations
        if time.perf_counter() - start >= seconds:
            break
    return iterations / (time.perf_counter() - start)
