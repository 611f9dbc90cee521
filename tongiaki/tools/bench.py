"""`tongiaki bench` (./scripts/bench): the project's speed figures, printed, never asserted.

- random 4-player full games per second (unchecked path, no invariant checks)
- state copies per second (mid-game states)
- MCTS iterations per second (the hard AI's search)
- frame time (mean, p99) of a scripted run on a full table, and launch-to-first-frame time
"""

from __future__ import annotations

import random
import time

from tongiaki.rules import GameState, new_game


def random_games_per_second(seconds: float = 3.0, players: int = 4, seed: int = 1) -> tuple[float, int]:
    """Play seeded random games for about `seconds`; return (games per second, games played)."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    deck = load_deck(DEFAULT_DECK_PATH)
    rng = random.Random(seed)
    games = 0
    start = time.perf_counter()
    while True:
        state = new_game(deck, players)
        while (node := state.pending) is not None:
            options = node.options
            state.apply_unchecked(options[rng.randrange(len(options))])
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return games / elapsed, games


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
            state.apply_unchecked(options[rng.randrange(len(options))])
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
