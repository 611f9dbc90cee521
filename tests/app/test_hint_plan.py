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


def _play_test_28_turn_5() -> tuple[HintPlan, GameState, list[Option], tuple[Option, ...]]:
    """Play-test 28's hint at turn 5 remembered (reproduce on Tonga; its plan the new ships on the
    top, lower-right, bottom and lower-left beaches, then a sail from the lower-left one), and
    the game after the person reproduced: (the plan, that game, its moves, the hint's plan)."""
    from tests.ai.play_test_28 import hint_at

    match, option, plan, reason = hint_at(24)
    node = match.pending
    hints = HintPlan()
    hints.remember(match.state, match.history, node, Choice(option, reason, plan), carried=False, shown=True)
    after = match.state.copy()
    after.play(option)
    return hints, after, [*match.history, option], plan


def _place(state: GameState, history: list[Option], text: str) -> tuple[GameState, list[Option]]:
    option = Option.parse(text)
    assert option in state.pending.options, (option, state.pending)
    after = state.copy()
    after.play(option)
    return after, [*history, option]


def test_a_reproductions_new_ships_follow_the_plan_in_any_order() -> None:
    """Play-test 28 put the hinted new ships first on the lower-left beach (in the plan, but
    listed last) and the next hint said "A new plan, as your moves left the last one": the new
    ships on the plan's beaches follow it in any order, and the next hint carries it on with the
    beaches still to fill, in the plan's order, then the plan's sail."""
    hints, state, history, plan = _play_test_28_turn_5()
    top, lower_right, bottom, lower_left, sail = plan
    state, history = _place(state, history, "place 0,0/1")  # lower-left first
    carried = hints.asked(state, history, state.pending)
    assert carried is not None and carried.option == top and carried.plan == (lower_right, bottom, sail)
    assert carried.reason.startswith("puts the new ship on Tonga's top beach: fills the beach"), carried.reason
    assert hints.take_note(carried=True) == "planned"
    state, history = _place(state, history, "place 0,0/0")  # bottom next, still in the plan
    assert hints.next_step(state, history, state.pending).option == top
    state, history = _place(state, history, "place 0,0/5")
    state, history = _place(state, history, "place 0,0/3")
    # every new ship placed: the plan goes on with its sail, which is a choice here
    assert len(state.pending.options) > 1
    carried = hints.next_step(state, history, state.pending)
    assert carried is not None and carried.option == sail and carried.plan == ()


def test_a_new_ship_off_the_plan_or_another_sail_leaves_it() -> None:
    """Only the order of the new ships is free: a new ship on a beach the plan does not name,
    or another sail than the plan's once they are placed, leaves the plan ("left")."""
    hints, state, history, plan = _play_test_28_turn_5()
    off, off_history = _place(state, history, "place 0,0/2")  # the upper-left beach: not in the plan
    assert hints.asked(off, off_history, off.pending) is None and hints.take_note(carried=False) == "left"
    for beach in (3, 1, 0, 5):
        state, history = _place(state, history, f"place 0,0/{beach}")
    other = next(o for o in state.pending.options if o != plan[-1])
    after, after_history = _place(state, history, str(other))
    if isinstance(after.pending, Decision) and after.pending.player == 0 and len(after.pending.options) > 1:
        assert hints.asked(after, after_history, after.pending) is None and hints.note == "left"
    assert hints.rest(after_history) is None
    assert hints.rest(history) == (plan[-1],)  # the plan's own order of the same beaches
    assert hints.rest([*history, plan[-1]]) == ()  # played to its end: "done"
