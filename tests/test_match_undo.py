"""Undo in a match: only the last decision of the human to move, never a reveal or an AI move."""

from __future__ import annotations

import random

import pytest

from tongiaki.play.decks import load_default_deck
from tongiaki.play.match import Match
from tongiaki.rules import OptionKind


def _play_human_until(match: Match, rng: random.Random, stop) -> None:
    for _ in range(5000):
        if stop(match):
            return
        if match.advance() is None:
            node = match.pending
            match.apply(node.options[rng.randrange(len(node.options))])
    raise AssertionError("position not reached")


def test_undo_takes_back_the_last_human_decision_exactly() -> None:
    match = Match(load_default_deck(), ["human", "random"], seed=4)
    rng = random.Random(1)
    _play_human_until(match, rng, lambda m: m.state.turn >= 1 and m.waiting_for_human() and m.can_undo())
    before_history = list(match.history[:-1])
    snapshot = Match(load_default_deck(), ["human", "random"], seed=4)
    for option in before_history:
        snapshot.state.apply(option)
    match.undo()
    assert match.history == before_history
    assert match.state.cells == snapshot.state.cells
    assert match.state.ships == snapshot.state.ships
    assert match.state.supply == snapshot.state.supply
    assert match.state.pending == snapshot.state.pending


def test_undo_never_takes_back_a_reveal_or_an_ai_move() -> None:
    match = Match(load_default_deck(), ["human", "random"], seed=9)
    rng = random.Random(2)
    _play_human_until(match, rng, lambda m: m.history and m.history[-1].kind is OptionKind.REVEAL
                      and m.waiting_for_human())
    assert not match.can_undo()
    with pytest.raises(ValueError):
        match.undo()
    ai_only = Match(load_default_deck(), ["random", "random"], seed=1)
    for _ in range(30):
        ai_only.advance()
    assert not ai_only.can_undo()


def test_undo_keeps_the_reasons_of_the_moves_before() -> None:
    from tongiaki.ai.explain import decide

    match = Match(load_default_deck(), ["human", "easy"], seed=4)
    rng = random.Random(1)
    for _ in range(5000):
        if match.state.turn >= 2 and match.waiting_for_human() and match.can_undo():
            break
        node = match.pending
        if node.is_chance:
            match.reveal()
        elif match.agents[node.player] is None:
            match.apply(node.options[rng.randrange(len(node.options))])
        else:
            choice = decide(match.agents[node.player], match.state, node, match.agent_rngs[node.player])
            match.apply(choice.option, choice.reason)
    reasons = dict(match.reasons)
    assert reasons and all(match.deciders[i] == 1 for i in reasons)
    match.undo()
    assert match.reasons == {i: r for i, r in reasons.items() if i < len(match.history)} == reasons


def _settled_landing_after(match: Match, rng: random.Random, before_the_run: int, seeds: int = 200) -> bool:
    """Play `match` (the human at random) to where the last options are settled landings
    (`Match.settled`) of the human, the option before them decided by `before_the_run`
    (-1: a reveal; 0: the human), and the human decides next. False if the game ends first."""
    for _ in range(5000):
        node = match.pending
        if node is None:
            return False
        if match.waiting_for_human() and match.history and len(match.history) - 1 in match.settled:
            index = len(match.history) - 1
            while index in match.settled:
                index -= 1
            if match.deciders[index] == before_the_run:
                return True
        if match.advance() is None:
            match.apply(node.options[rng.randrange(len(node.options))])
    return False


@pytest.mark.parametrize("before_the_run", [-1, 0])
def test_a_settled_landing_is_taken_back_with_the_choice_before_it(before_the_run: int) -> None:
    """A play-test's fleet landed by itself after its card was revealed (a landing that ends
    the same whichever ship goes where, R6.3); Undo stayed offered, took that landing back, the
    table made it again at once, and the log said a move had been taken back. A settled landing
    goes back only with the person's choice before it; after a reveal there is nothing to undo."""
    for seed in range(60):
        match = Match(load_default_deck(), ["human", "random"], seed=seed)
        if _settled_landing_after(match, random.Random(seed), before_the_run):
            break
    else:
        pytest.skip("no such landing in 60 games")
    index = len(match.history) - 1
    while index in match.settled:
        index -= 1
    if before_the_run == -1:
        assert not match.can_undo()
        with pytest.raises(ValueError):
            match.undo()
        return
    assert match.can_undo()
    kept = match.history[:index]
    match.undo()
    assert match.history == kept  # the landings and the choice before them, all taken back
    assert match.waiting_for_human() and not match.state.landing_settled()
    assert match.settled == {i for i in match.settled if i < index}
