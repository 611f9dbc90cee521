"""Seeded trial games of a deck, played over the machine's cores, each reduced to its balance facts.

Game `g` of a trial with seed `s` is a `tongiaki.play.match.Match` whose seed is `game_seed(s, g)`
and whose seats all play `level`; the same seeds serve every deck, so a deck and the standard
deck are compared over the same chance streams. Games run in helper processes
(`tongiaki.ai.workers`, from a fork server) when `jobs > 1`; each returns only its `GameFacts`
(`tongiaki.tools.balance`), and the results are put back in game order, so the figures do not
depend on `jobs`. A helper that dies makes a `TrialError` (one line), never a hang; every
helper is reaped before `run_trial` returns. A progress bar goes to stderr.
"""

from __future__ import annotations

import random
import signal
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from multiprocessing.process import BaseProcess
from typing import TextIO

from tongiaki.ai.workers import server_helper_context, window_helper_options
from tongiaki.rules.cards import Deck
from tongiaki.tools.balance import GameFacts, game_facts

Progress = Callable[[int, int], None]
"""Called with (games done, games in all) as games finish."""
STOP_AFTER = 5.0
"""Seconds a helper gets to end after the trial before it is terminated (then killed)."""
PRELOAD = ("tongiaki.tools.deck_trial", "tongiaki.play.match")
"""Modules the fork server imports once for the helpers."""


class TrialError(RuntimeError):
    """The trial could not be played (a helper process died); the message is one line."""


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


def _play_chunk(play: Callable[[TrialTask], tuple[int, GameFacts]], tasks: list[TrialTask]
                ) -> list[tuple[int, GameFacts]]:
    """Helper side: play a few trial games one after the other."""
    return [play(task) for task in tasks]


def run_trial(deck: Deck, players: int, level: str, games: int, seed: int, jobs: int = 1,
              progress: Progress | None = None,
              play: Callable[[TrialTask], tuple[int, GameFacts]] = play_trial_game) -> list[GameFacts]:
    """Play `games` seeded games of `deck` (in `jobs` processes) and return their facts in game order.

    `play` plays one game (`play_trial_game`; in helper processes it must be a module-level
    function). Raises `TrialError` when a helper process ends before its games are done.
    """
    tasks = [TrialTask(g, deck, players, level, game_seed(seed, g)) for g in range(games)]
    results: list[GameFacts | None] = [None] * games
    done = 0
    if progress is not None:
        progress(0, games)
    if jobs > 1 and games > 1:
        chunk = max(1, min(16, games // (jobs * 4)))
        chunks = [tasks[i:i + chunk] for i in range(0, games, chunk)]
        for index, facts in _in_helpers(play, chunks, jobs):
            results[index] = facts
            done += 1
            if progress is not None:
                progress(done, games)
    else:
        for task in tasks:
            index, facts = play(task)
            results[index] = facts
            done += 1
            if progress is not None:
                progress(done, games)
    return [r for r in results if r is not None]


def _in_helpers(play: Callable[[TrialTask], tuple[int, GameFacts]], chunks: list[list[TrialTask]], jobs: int
                ) -> Iterator[tuple[int, GameFacts]]:
    """Play the chunks in `jobs` helper processes; yield (index, facts) as games finish.

    The helpers come from a fork server (`server_helper_context`): forking this process, which
    may run other threads or catch SIGTERM (a test run that opened the game window), can leave
    a helper stuck on a lock for ever, deaf to `terminate()`. A `ProcessPoolExecutor` notices
    a helper that dies (a `multiprocessing.Pool` would wait for its lost games for ever): that
    is a `TrialError`. However it ends, every helper is stopped and reaped before this returns.
    """
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=server_helper_context(list(PRELOAD)),
                               **window_helper_options())
    helpers: dict[int, BaseProcess] = {}
    try:
        futures = [pool.submit(_play_chunk, play, chunk) for chunk in chunks]
        helpers.update(getattr(pool, "_processes", None) or {})
        for future in as_completed(futures):
            helpers.update(getattr(pool, "_processes", None) or {})
            try:
                played = future.result()
            except BrokenProcessPool:
                raise TrialError(_died(helpers)) from None
            yield from played
    finally:
        helpers.update(getattr(pool, "_processes", None) or {})  # shutdown() forgets them: take them first
        pool.shutdown(wait=False, cancel_futures=True)
        _reap(list(helpers.values()))


def _died(helpers: dict[int, BaseProcess]) -> str:
    """The one-line complaint about a helper that ended before its games were played, with its
    exit code: each helper whose status has not come through is waited for up to `STATUS_WAIT`
    (the pool knows a helper died before the fork server has passed its status on: CI at
    4b3e6fe, a loaded machine, read "ended unexpectedly" with no code at all)."""
    for process in helpers.values():
        if process.exitcode is None:
            process.join(timeout=STATUS_WAIT)
    codes = {p.exitcode for p in helpers.values() if p.exitcode not in (None, 0)}
    if codes - {-signal.SIGTERM}:
        codes.discard(-signal.SIGTERM)  # the pool stops the other helpers once one has died
    how = f" (exit code {', '.join(str(c) for c in sorted(codes, key=str))})" if codes else ""
    return f"a helper process playing trial games ended unexpectedly{how}; try again, or with --jobs 1"


STATUS_WAIT = 1.0
"""Seconds `_died` waits for each helper's exit status (the failure's path only)."""


def _reap(helpers: list[BaseProcess]) -> None:
    """Wait a little for each helper to end, then terminate it, then kill it: none outlives the trial."""
    for process in helpers:
        process.join(timeout=STOP_AFTER)
    for process in helpers:
        if process.is_alive():
            process.terminate()
            process.join(timeout=STOP_AFTER)
        if process.is_alive():
            process.kill()
            process.join(timeout=STOP_AFTER)


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
