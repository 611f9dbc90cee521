"""Seeded trial games of a deck, played over the machine's cores, each reduced to its balance facts.

Game `g` of a trial with seed `s` is a `tongiaki.play.match.Match` whose seed is `game_seed(s, g)`
and whose seats all play `level`; the same seeds serve every deck, so a deck and the standard
deck are compared over the same chance streams. Games run in helper processes
(`tongiaki.ai.workers`) when `jobs > 1`; each returns only its `GameFacts`
(`tongiaki.tools.balance`), and the results are put back in game order, so the figures do not
depend on `jobs`. A progress bar goes to stderr.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TextIO

from tongiaki.ai.workers import helper_context, helper_options
from tongiaki.rules.cards import Deck
from tongiaki.tools.balance import GameFacts, game_facts

Progress = Callable[[int, int], None]
"""Called with (games done, games in all) as games finish."""


def game_seed(seed: int, game: int) -> int:
    """The match seed of trial game `game`."""
    return random.Random(f"deck-trial:{seed}:{game}").getrandbits(31)


@dataclass(frozen=True)
class TrialTask:
    """One trial game to play (picklable, for helper processes)."""

    index: int
    deck: Deck
    players: int
    level: str
    seed: int


def play_trial_game(task: TrialTask) -> tuple[int, GameFacts]:
    """Play one game to its end; returns (index, its facts)."""
    from tongiaki.play.match import Match

    match = Match(task.deck, [task.level] * task.players, task.seed)
    match.play_out()
    return task.index, game_facts(match.events, task.deck, task.players, match.state.result().winners)


def run_trial(deck: Deck, players: int, level: str, games: int, seed: int, jobs: int = 1,
              progress: Progress | None = None) -> list[GameFacts]:
    """Play `games` seeded games of `deck` (in `jobs` processes) and return their facts in game order."""
    tasks = [TrialTask(g, deck, players, level, game_seed(seed, g)) for g in range(games)]
    results: list[GameFacts | None] = [None] * games
    done = 0
    if progress is not None:
        progress(0, games)
    if jobs > 1 and games > 1:
        chunk = max(1, min(16, games // (jobs * 4)))
        with helper_context().Pool(jobs, **helper_options()) as pool:
            for index, facts in pool.imap_unordered(play_trial_game, tasks, chunksize=chunk):
                results[index] = facts
                done += 1
                if progress is not None:
                    progress(done, games)
    else:
        for task in tasks:
            index, facts = play_trial_game(task)
            results[index] = facts
            done += 1
            if progress is not None:
                progress(done, games)
    return [r for r in results if r is not None]


class ProgressBar:
    """A one-line progress bar with an ETA on `stream`, redrawn at most twice a second on a
    terminal; elsewhere (a pipe, a log) only the finished bar is written."""

    def __init__(self, label: str, stream: TextIO | None = None, width: int = 30) -> None:
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.width = width
        self.start = time.perf_counter()
        self.last = 0.0
        isatty = getattr(self.stream, "isatty", None)
        self.live = bool(isatty and isatty())

    def __call__(self, done: int, total: int) -> None:
        """Draw the bar for `done` of `total` games (always draws the first and the last state)."""
        now = time.perf_counter()
        if done < total and not self.live:
            return  # a log file or a pipe gets the finished bar only
        if 0 < done < total and now - self.last < 0.5:
            return
        self.last = now
        elapsed = now - self.start
        eta = elapsed / done * (total - done) if done else 0.0
        filled = self.width * done // max(1, total)
        bar = "#" * filled + "." * (self.width - filled)
        minutes, seconds = divmod(int(eta), 60)
        self.stream.write(f"\r{self.label} [{bar}] {done}/{total} games  ETA {minutes}m{seconds:02d}s ")
        if done == total:
            self.stream.write("\n")
        self.stream.flush()
