"""The cycle collector is paused while a search runs (ai/collector.py), which is safe only
because neither the rules core nor the searches make reference cycles: checked here."""

from __future__ import annotations

import gc
import random
import threading

import pytest

from tongiaki.ai import collector
from tongiaki.rules import new_game
from tongiaki.tools.bench import mid_game_states
from tongiaki.tools.bench_search import SEARCHES

from .helpers import DECK


@pytest.fixture
def collector_off():
    """The collector off (as in a search) and nothing left over for it before the test."""
    was = gc.isenabled()
    gc.collect()
    gc.disable()
    yield
    if was:
        gc.enable()


def test_random_games_leave_no_reference_cycles(collector_off) -> None:
    """The rules core frees all it makes by reference counting, R7.3's search and the landing
    counts included (their recursive closures were reference cycles)."""
    rng = random.Random(3)
    for players in (2, 4, 6):
        for _ in range(15):
            state = new_game(DECK, players)
            while (node := state.pending) is not None:
                options = node.options
                state.apply_unchecked(options[rng.randrange(len(options))])
    assert gc.collect() == 0


@pytest.mark.parametrize("level", sorted(SEARCHES))
def test_a_search_leaves_no_reference_cycles(collector_off, level) -> None:
    """Every search level, on mid-game decisions under an iteration cap: nothing for the
    collector afterwards (the exact odds' recursive closure left its tables to it on every
    voyage it followed, 85 objects an iteration of hard-classic)."""
    states = [s for s in mid_game_states(6, seed=3) if s.pending is not None and not s.pending.is_chance]
    for i, state in enumerate(states):
        SEARCHES[level](state, random.Random(i)).run(None, 60)
    assert gc.collect() == 0


def test_the_collector_is_off_during_a_search_and_on_after() -> None:
    """With the collector set to run on every allocation, a search of a few hundred iterations
    lets it run only as it ends (a few passes, where it would run thousands of times), and it is
    on again afterwards."""
    state = next(s for s in mid_game_states(3, seed=3) if s.pending is not None and not s.pending.is_chance)
    search = SEARCHES["hard"](state, random.Random(1))
    passes: list[int] = []

    def count(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            passes.append(info["generation"])

    threshold = gc.get_threshold()
    gc.callbacks.append(count)
    gc.set_threshold(1, 1, 1)
    try:
        search.run(None, 200)
        during = len(passes)
    finally:
        gc.set_threshold(*threshold)
        gc.callbacks.remove(count)
    assert search.iterations > 100 and during < 20
    assert gc.isenabled()


def test_paused_counts_nested_and_concurrent_pauses() -> None:
    assert gc.isenabled()
    with collector.paused():
        with collector.paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # the outer pause still holds
    assert gc.isenabled()

    inside, release = threading.Event(), threading.Event()

    def other() -> None:
        with collector.paused():
            inside.set()
            release.wait(10)

    thread = threading.Thread(target=other)
    thread.start()
    assert inside.wait(10)
    with collector.paused():
        pass
    assert not gc.isenabled()  # the other thread's search still runs
    release.set()
    thread.join(10)
    assert gc.isenabled()


def test_a_collector_switched_off_before_stays_off() -> None:
    gc.disable()
    try:
        with collector.paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_the_collector_comes_back_after_an_error() -> None:
    with pytest.raises(RuntimeError), collector.paused():
        raise RuntimeError("a search that fails")
    assert gc.isenabled()
