"""Agents see only the table: no stack order, no module-level random, no hidden state."""

from __future__ import annotations

import random

import pytest

from tests.ai.helpers import DECK, agent, play_decisions, snapshot
from tongiaki.ai import SEARCH_LEVELS, make_agent
from tongiaki.play.match import Match
from tongiaki.rules import new_game

LEVELS_UNDER_TEST = ("random", "easy", "medium", "hard-classic", "hard-widening", "hard-route", "hard-turn", "hard", "expert")


def _same_position_from_two_chance_seeds(steps: int) -> tuple[Match, Match]:
    """Match A plays on its own; match B, with another chance seed, is driven to the same position.

    B's chance rng would deal a different stack order from here on: an agent that could see
    the future order would choose differently in the two matches.
    """
    a = Match(DECK, ["easy"] * 4, seed=11)
    play_decisions(a, steps)
    while a.state.pending is not None and (a.state.pending.is_chance or len(a.state.pending.options) == 1):
        a.advance()
    b = Match(DECK, ["easy"] * 4, seed=12)
    for option in a.history:
        b.apply(option)
    assert a.chance_rng.getstate() != b.chance_rng.getstate()
    assert snapshot(a.state) == snapshot(b.state)
    return a, b


@pytest.mark.parametrize("steps", [12, 40, 75])
@pytest.mark.parametrize("level", LEVELS_UNDER_TEST)
def test_choice_is_the_same_whatever_the_real_stack_order(level: str, steps: int) -> None:
    a, b = _same_position_from_two_chance_seeds(steps)
    node = a.state.pending
    assert node is not None and len(node.options) > 1
    seat = agent(level)
    try:
        choice_a = seat.choose(a.state, node, random.Random(5))
        choice_b = seat.choose(b.state, b.state.pending, random.Random(5))
        choice_copy = seat.choose(a.state.copy(), node, random.Random(5))
    finally:
        if hasattr(seat, "close"):
            seat.close()
    assert choice_a == choice_b == choice_copy


def test_replayed_state_gives_the_same_choice_as_the_played_one() -> None:
    """A state rebuilt from the record alone (no rng anywhere) is all an agent needs."""
    a = Match(DECK, ["medium", "easy", "easy"], seed=3)
    play_decisions(a, 30)
    while a.state.pending.is_chance or len(a.state.pending.options) == 1:
        a.advance()
    rebuilt = new_game(DECK, 3)
    for option in a.history:
        rebuilt.apply(option)
    for level in ("easy", "medium", "hard-classic", "hard-widening", "hard-route", "hard"):
        seat = agent(level)
        assert seat.choose(a.state, a.state.pending, random.Random(8)) == seat.choose(
            rebuilt, rebuilt.pending, random.Random(8))


def _forbid_module_random(monkeypatch: pytest.MonkeyPatch) -> None:
    def forbidden(*_args, **_kwargs):
        raise AssertionError("an agent used the module-level random")

    for name in ("random", "randrange", "randint", "choice", "choices", "shuffle", "sample", "uniform",
                 "getrandbits", "gauss", "seed", "triangular", "betavariate", "expovariate"):
        monkeypatch.setattr(random, name, forbidden)


@pytest.mark.parametrize("level", LEVELS_UNDER_TEST)
def test_agents_never_call_the_module_level_random(level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    _forbid_module_random(monkeypatch)
    match = Match(DECK, ["random"] * 4, seed=21)
    seat = agent(level)
    match.agents[1] = seat
    try:
        play_decisions(match, 25 if level in SEARCH_LEVELS else 400)
    finally:
        if hasattr(seat, "close"):
            seat.close()
    assert match.history


def test_module_random_patch_does_bite(monkeypatch: pytest.MonkeyPatch) -> None:
    """The guard of the test above really raises when the module-level random is used."""
    _forbid_module_random(monkeypatch)
    with pytest.raises(AssertionError):
        random.random()
    with pytest.raises(AssertionError):
        random.choice([1, 2])


def test_expert_without_processes_chooses_like_with_them(monkeypatch: pytest.MonkeyPatch) -> None:
    a, _ = _same_position_from_two_chance_seeds(30)
    node = a.state.pending
    parallel = make_agent("expert", think=600, iterations=25)
    try:
        with_processes = parallel.choose(a.state, node, random.Random(4))
        used_pool = parallel._pool is not None
    finally:
        parallel.close()

    import multiprocessing

    def unavailable(*_args, **_kwargs):
        raise OSError("no processes here")

    monkeypatch.setattr(multiprocessing, "get_context", unavailable)
    alone = make_agent("expert", think=600, iterations=25)
    assert alone.choose(a.state, node, random.Random(4)) == with_processes
    assert alone._pool is None
    assert used_pool or parallel.workers == 1, parallel.helper_trouble  # one process per core: none on one core
