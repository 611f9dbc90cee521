"""`tongiaki simulate`: play seeded random legal games and check the invariants after every step."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any

from tongiaki.rules.cards import Deck
from tongiaki.rules.invariants import check_state, check_turn_start
from tongiaki.rules.state import GameState, new_game

MAX_STEPS_PER_GAME = 200_000


@dataclass
class SimulationReport:
    """Totals of a batch of random games."""

    games: int = 0
    players: int = 0
    seconds: float = 0.0
    turns: int = 0
    steps: int = 0
    unfinished: int = 0
    violations: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        """The JSON form printed by `--json`."""
        return {
            "games": self.games,
            "players": self.players,
            "games_per_second": round(self.games / self.seconds, 1) if self.seconds else 0.0,
            "mean_turns": round(self.turns / self.games, 2) if self.games else 0.0,
            "mean_decisions": round(self.steps / self.games, 2) if self.games else 0.0,
            "unfinished_games": self.unfinished,
            "invariant_violations": len(self.violations),
            "first_violations": self.violations[:5],
        }


def play_random_game(deck: Deck, players: int, rng: random.Random, check: bool = True) -> tuple[GameState, list[str]]:
    """Play one game choosing uniformly among offered options; returns (state, violations)."""
    state = new_game(deck, players)
    violations: list[str] = []
    steps = 0
    while (node := state.pending) is not None:
        if steps >= MAX_STEPS_PER_GAME:
            violations.append(f"game did not end after {steps} steps")
            break
        option = node.options[rng.randrange(len(node.options))]
        if check:
            state.apply(option)
            problems = check_state(state) + check_turn_start(state)
            if problems:
                violations.extend(f"step {steps}: {p}" for p in problems)
        else:
            state.play(option)
        steps += 1
    return state, violations


def simulate(deck: Deck, players: int, games: int, seed: int, check: bool = True) -> SimulationReport:
    """Play `games` random games with `players` seats from `seed`."""
    report = SimulationReport(players=players)
    start = time.perf_counter()
    for g in range(games):
        rng = random.Random(f"{seed}:{g}")
        state, violations = play_random_game(deck, players, rng, check)
        report.games += 1
        report.turns += state.turn
        report.steps += state.steps
        report.unfinished += 0 if state.is_over() else 1
        report.violations.extend(f"game {g}: {v}" for v in violations)
    report.seconds = time.perf_counter() - start
    return report
