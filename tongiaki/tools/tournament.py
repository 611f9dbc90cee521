"""`tongiaki tournament`: seeded AI games with the seats rotated through every position.

    tongiaki tournament --seats hard,medium,medium,medium --games 400 --seed 1 [--jobs 2]
                        [--json] [--think SECONDS] [--iterations N] [--deck FILE] [--log FILE]

Game `g` is deal `g // n_seats` (its chance seed is derived from `--seed` and the deal, so
every rotation of a deal sees the same cards in the same order) played with rotation
`g % n_seats` (seat label `i` sits at position `(i + rotation) % n_seats`). Each distinct level
is reported once (seats of the same level are grouped, e.g. "medium x3"): games played, win
share per seat (ties split) with a 95% Wilson interval, mean score, mean margin to the best
opponent, and think time per decision with a real choice (mean and 95th percentile, ms).
`--think` gives the searching levels a clock budget per decision; `--iterations` caps their
search at N iterations instead (without `--think` the clock is ignored), so the games depend
only on the seed, not on the machine's speed or load: the way to compare search algorithms.
With `--log FILE` every finished game is appended to a JSON-lines log and a rerun of the same
command resumes where it stopped (see `tongiaki.tools.tournament_log`).
"""

from __future__ import annotations

import math
import multiprocessing
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tongiaki.ai import make_agent
from tongiaki.ai.base import Agent
from tongiaki.rules import Decision, Deck, GameState, Option


def wilson_interval(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (`successes` may be fractional: split ties)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = z * z
    denom = 1.0 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denom
    half = z * math.sqrt(max(0.0, p * (1 - p) / trials + z2 / (4 * trials * trials))) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    """The `q`-quantile (0..1) by nearest rank; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q * len(ordered)))
    return ordered[rank - 1]


def deal_seed(seed: int, deal: int) -> int:
    """The match seed of a deal: every rotation of it sees the same stack order."""
    return random.Random(f"tournament:{seed}:{deal}").getrandbits(31)


class TimedAgent:
    """Wraps an agent and records the seconds spent on each decision with more than one option."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.name = agent.name
        self.times: list[float] = []

    def choose(self, state: GameState, decision: Decision, rng: random.Random) -> Option:
        """The wrapped agent's choice, timed."""
        if len(decision.options) == 1:
            return self.agent.choose(state, decision, rng)
        start = time.perf_counter()
        option = self.agent.choose(state, decision, rng)
        self.times.append(time.perf_counter() - start)
        return option


@dataclass(frozen=True)
class GameTask:
    """One tournament game to play (picklable, for worker processes)."""

    index: int
    deck: Deck
    labels: tuple[str, ...]
    seed: int
    rotation: int
    think: float | None
    iterations: int | None = None


@dataclass
class SeatResult:
    """How one seat did in one game."""

    label: str
    score: int
    margin: int
    share: float
    think: list[float]


def seating(labels: tuple[str, ...], rotation: int) -> list[int]:
    """`order[position]` = the label index sitting at that position for a rotation."""
    n = len(labels)
    order = [0] * n
    for i in range(n):
        order[(i + rotation) % n] = i
    return order


def play_game(task: GameTask) -> tuple[int, list[SeatResult]]:
    """Play one game with `tongiaki.play.match.Match`; results listed by seat label index."""
    from tongiaki.play.match import Match

    order = seating(task.labels, task.rotation)
    levels = [task.labels[i] for i in order]
    match = Match(task.deck, ["random"] * len(levels), task.seed)  # agents replaced just below
    timed = [TimedAgent(make_agent(level, think=task.think, iterations=task.iterations)) for level in levels]
    match.agents = list(timed)
    match.play_out()
    result = match.state.result()
    seats: list[SeatResult | None] = [None] * len(levels)
    for position, label_index in enumerate(order):
        score = result.scores[position]
        best_other = max(s for p, s in enumerate(result.scores) if p != position)
        seats[label_index] = SeatResult(levels[position], score, score - best_other, result.share(position),
                                        timed[position].times)
    return task.index, [s for s in seats if s is not None]


@dataclass
class AgentSummary:
    """Totals of one level over the tournament (its seats pooled)."""

    name: str
    seats: int
    games: int = 0
    seat_games: int = 0
    wins: float = 0.0
    score: float = 0.0
    margin: float = 0.0
    think: list[float] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        """The JSON form."""
        lo, hi = wilson_interval(self.wins, self.seat_games)
        n = max(1, self.seat_games)
        return {
            "name": self.name if self.seats == 1 else f"{self.name} x{self.seats}",
            "games": self.games,
            "win_share": round(self.wins / n, 4),
            "ci95": [round(lo, 4), round(hi, 4)],
            "mean_score": round(self.score / n, 3),
            "mean_margin": round(self.margin / n, 3),
            "think_ms_mean": round(1000 * sum(self.think) / len(self.think), 3) if self.think else 0.0,
            "think_ms_p95": round(1000 * percentile(self.think, 0.95), 3),
        }


def summarise(labels: tuple[str, ...], results: list[list[SeatResult]]) -> list[AgentSummary]:
    """Pool the seats of each distinct level."""
    summaries: dict[str, AgentSummary] = {}
    for label in labels:
        if label not in summaries:
            summaries[label] = AgentSummary(label, labels.count(label))
    for game in results:
        for label in summaries:
            summaries[label].games += 1
        for seat in game:
            s = summaries[seat.label]
            s.seat_games += 1
            s.wins += seat.share
            s.score += seat.score
            s.margin += seat.margin
            s.think.extend(seat.think)
    return list(summaries.values())


_last_progress = [0.0]


def _progress(done: int, total: int, start: float) -> None:
    now = time.perf_counter()
    if 0 < done < total and now - _last_progress[0] < 0.5:
        return
    _last_progress[0] = now
    elapsed = now - start
    eta = elapsed / done * (total - done) if done else 0.0
    width = 30
    filled = width * done // max(1, total)
    bar = "#" * filled + "." * (width - filled)
    minutes, seconds = divmod(int(eta), 60)
    sys.stderr.write(f"\r[{bar}] {done}/{total} games  ETA {minutes}m{seconds:02d}s ")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def run_games(deck: Deck, labels: tuple[str, ...], games: int, seed: int, jobs: int = 1,
              think: float | None = None, progress: bool = True,
              finished: dict[int, list[SeatResult]] | None = None,
              on_result: Callable[[int, list[SeatResult]], None] | None = None,
              iterations: int | None = None) -> list[list[SeatResult]]:
    """Play the tournament's games (in `jobs` processes) and return each game's seat results.

    `think` and `iterations` are the searching levels' budget per decision (see `make_agent`).

    Games already in `finished` (index -> results, e.g. read from a log) are not played again;
    `on_result` is called in the main process as each new game ends.
    """
    n = len(labels)
    results: list[list[SeatResult] | None] = [None] * games
    for index, seats in (finished or {}).items():
        if 0 <= index < games:
            results[index] = seats
    tasks = [GameTask(g, deck, labels, deal_seed(seed, g // n), g % n, think, iterations)
             for g in range(games) if results[g] is None]
    start = time.perf_counter()
    done = 0

    def record(index: int, seats: list[SeatResult]) -> None:
        nonlocal done
        results[index] = seats
        done += 1
        if on_result is not None:
            on_result(index, seats)
        if progress:
            _progress(done, len(tasks), start)

    if progress and len(tasks) < games:
        sys.stderr.write(f"{games - len(tasks)} of {games} games already logged, {len(tasks)} to play\n")
    if progress and tasks:
        _progress(0, len(tasks), start)
    if jobs > 1 and len(tasks) > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for index, seats in pool.imap_unordered(play_game, tasks):
                record(index, seats)
    else:
        for task in tasks:
            record(*play_game(task))
    return [r for r in results if r is not None]


def format_table(summaries: list[AgentSummary], games: int, seed: int, labels: tuple[str, ...],
                 think: float | None = None, iterations: int | None = None) -> str:
    """The human-readable report (its first line names the search budget when one was given)."""
    budget = "".join([f", think {think:g} s" if think is not None else "",
                      f", {iterations} iterations per decision" if iterations is not None else ""])
    rows = [s.as_dict() for s in summaries]
    width = max([12] + [len(d["name"]) for d in rows])
    lines = [f"{games} games, seed {seed}, seats {','.join(labels)} (rotated through every position){budget}",
             f"{'agent':<{width}} {'games':>6} {'win share':>9} {'95% CI':>15} {'score':>7} {'margin':>7} "
             f"{'think ms':>9} {'p95 ms':>8}"]
    for d in rows:
        lo, hi = d["ci95"]
        lines.append(f"{d['name']:<{width}} {d['games']:>6} {d['win_share']:>9.3f} {f'[{lo:.3f}, {hi:.3f}]':>15} "
                     f"{d['mean_score']:>7.2f} {d['mean_margin']:>+7.2f} {d['think_ms_mean']:>9.2f} "
                     f"{d['think_ms_p95']:>8.2f}")
    lines.append("win share is per seat (ties split); think time counts decisions with more than one option")
    return "\n".join(lines)
