"""The last hint's plan (`scenes.hint_plan.HintPlan`), without a table: which step a hint of the
same turn carries on, and what a fresh hint says when the person's moves left the plan."""

from __future__ import annotations

import random

from tongiaki.ai.base import Choice
from tongiaki.app.scenes.hint_plan import HintPlan
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.rules import Chance, Decision, GameState, Option, new_game


def _a_turn_with_two_decisions() -> tuple[GameState, list[Option], Decision]:
    """A seeded game up to a decision with at least two options whose first option leads to
    another decision of the same player in the same turn with at least two options."""
    rng = random.Random(4)
    state = new_game(load_deck(DEFAULT_DECK_PATH), 2)
    history: list[Option] = []
    for _ in range(2000):
        node = state.pending
        assert node is not None
        if isinstance(node, Decision) and len(node.options) > 1:
            after = state.copy()
            after.apply(node.options[0])
            nxt = after.pending
            if (isinstance(nxt, Decision) and nxt.player == node.player and after.turn == state.turn
                    and len(nxt.options) > 1):
                return state, history, node
        option = node.options[rng.randrange(len(node.options))]
        if not isinstance(node, Chance):
            history.append(option)
        state.apply(option)
    raise AssertionError("no such decision in 2,000 steps")


def test_the_next_hint_of_a_followed_plan_carries_it_on() -> None:
    state, history, node = _a_turn_with_two_decisions()
    first = node.options[0]
    after = state.copy()
    after.apply(first)
    nxt = after.pending
    assert isinstance(nxt, Decision)
    step = nxt.options[-1]
    plan = HintPlan()
    assert plan.asked(state, history, node) is None and plan.note == ""  # no hint yet: a fresh search
    plan.remember(state, history, node, Choice(first, "why", (step,)), carried=False, shown=True)
    assert plan.next_step(state, history, node) is None  # nothing played since: not the next step yet
    assert plan.next_step(state, history, node, asked_here=True).option == first  # the hinted move itself
    carried = plan.asked(after, [*history, first], nxt)
    assert carried is not None and carried.option == step and carried.plan == ()
    assert plan.take_note(carried=True) == "planned"


def test_a_move_off_the_plan_or_an_undo_before_it_leaves_the_plan() -> None:
    state, history, node = _a_turn_with_two_decisions()
    first, other = node.options[0], node.options[1]
    after = state.copy()
    after.apply(first)
    nxt = after.pending
    assert isinstance(nxt, Decision)
    plan = HintPlan()
    plan.remember(state, history, node, Choice(other, "why", (nxt.options[0],)), carried=False, shown=False)
    # the person played `first`, not the hinted `other`: a fresh hint, saying the plan was left
    assert plan.asked(after, [*history, first], nxt) is None
    assert plan.take_note(carried=False) == "left"
    # the same moves after an undo to before the hint and another move: the plan no longer holds
    plan.remember(state, history, node, Choice(first, "why", (nxt.options[0],)), carried=False, shown=False)
    assert plan.next_step(after, [*history, first], nxt) is not None  # the plan holds on the same game
    assert history and history[0] != other
    another_game = [other, *history[1:], first]  # as many moves, the first one another
    assert plan.next_step(after, another_game, nxt) is None
