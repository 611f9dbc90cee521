"""Speed figures of the hard AI's search, printed by `tongiaki bench` (never asserted in tests)."""

from __future__ import annotations

import random
import time

from tongiaki.ai.hard import WideSearch
from tongiaki.ai.mcts import Search


def mcts_iterations_per_second(seconds: float = 2.0, classic: bool = False) -> float:
    """Search iterations per second from a fixed set of mid-game 4-player decisions: the `hard`
    level's search, or with `classic` the `hard-classic` one (`mcts.Search`)."""
    from tongiaki.tools.bench import mid_game_states

    search_class = Search if classic else WideSearch
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
