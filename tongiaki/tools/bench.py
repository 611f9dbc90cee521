"""`tongiaki bench` (./scripts/bench): the project's speed figures, printed, never asserted.

- random 4-player full games per second (unchecked path, no invariant checks), with the events
  made (`apply_unchecked`) and without (`play`, as the searches apply options)
- state copies per second (mid-game states)
- MCTS iterations per second (the hard AI's search)
- voyage odds for every option of a mid-game emigration decision (median and p95 ms)
- frame time (mean, p99) of a scripted run on a full table, and launch-to-first-frame time
- frame time with the voyage preview drawn on the full table, at 1280x800 and 2560x1440 (bench_preview)
"""

from __future__ import annotations

import random
import time

from tongiaki.rules import GameState, new_game


def random_games_per_second(seconds: float = 3.0, players: int = 4, seed: int = 1,
                            quiet: bool = False) -> tuple[float, int]:
    """Play seeded random games for about `seconds` of process CPU time; return (games per
    second, games played). The same figure `scripts/bench-compare --games` times on two trees
    (with `quiet`, options applied by `GameState.play`, no events, as `--games --quiet`)."""
    from tongiaki.tools.bench_compare import random_game_rate

    figures = random_game_rate(seconds, players, seed, quiet=quiet)
    return float(figures["games_per_s"]), int(figures["games"])


def mid_game_states(count: int = 50, seed: int = 2) -> list[GameState]:
    """States taken halfway through random 4-player games."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    deck = load_deck(DEFAULT_DECK_PATH)
    rng = random.Random(seed)
    states = []
    for _ in range(count):
        state = new_game(deck, 4)
        target = rng.randrange(40, 120)
        steps = 0
        while (node := state.pending) is not None and steps < target:
            options = node.options
            state.play(options[rng.randrange(len(options))])
            steps += 1
        states.append(state)
    return states


def copies_per_second(seconds: float = 2.0) -> float:
    """Copies of mid-game states per second."""
    states = mid_game_states()
    copies = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for state in states:
            state.copy()
        copies += len(states)
    return copies / (time.perf_counter() - start)


def mid_game_emigrations(count: int = 60, seed: int = 5) -> list[GameState]:
    """Emigration decisions of seeded random 4-player games with 10 to 24 cards left in the stack.

    At most one per game; each has at least one option whose voyage needs a new card.
    """
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.rules import Decision, DecisionKind
    from tongiaki.rules.odds import StepKind, route_steps

    deck = load_deck(DEFAULT_DECK_PATH)
    rng = random.Random(seed)
    found: list[GameState] = []
    while len(found) < count:
        state = new_game(deck, 4)
        while not state.is_over():
            node = state.pending
            assert node is not None
            if isinstance(node, Decision) and node.kind is DecisionKind.EMIGRATE and 10 <= len(state.stack) <= 24:
                opens = [o for o in node.options if o.cell is not None and route_steps(
                    state, o.cell, state.pier_direction(o.cell, o.pier), len(set(state.ships[(o.cell, o.beach)])),
                    o.cell)[-1].kind is StepKind.OPEN]
                if opens:
                    found.append(state.copy())
                    break
            state.play(node.options[rng.randrange(len(node.options))])
    return found


def odds_decision_ms(count: int = 60) -> tuple[float, float]:
    """(median, p95) milliseconds to compute the odds of every option of a mid-game emigration decision.

    The odds cache is emptied before each decision, so every figure is computed afresh.
    """
    from tongiaki.rules import odds

    times = []
    for state in mid_game_emigrations(count):
        odds._CACHE.clear()
        start = time.perf_counter()
        odds.decision_odds(state)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return times[len(times) // 2], times[min(len(times) - 1, int(0.95 * len(times)))]
