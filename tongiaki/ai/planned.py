"""A searching seat's plan for a reproduction's new ships: carried to its end, then kept.

A search's plan (`Choice.plan`, the most visited line below its choice) stops where its tree
does, which can be before the last new ship of a reproduction has a beach. `completed` carries
such a plan on to the reproduction's end by the noise-free rules of thumb (as the hard level's
leaves finish a turn), so the plan, and the reason told from it, covers every new ship.

A seat then places its new ships where the plan of its island choice put them (`KeptPlan`,
`follow`): play-test 48 read "Purple reproduces on Tuvalu: 1 new ship to build up its bottom
beach" and then "New purple ship on Tuvalu's upper-left beach", the beach decision searched
afresh and decided by a hair against the line its island was chosen for (a hint's plan within a
turn is carried on the same way: `tongiaki.app.scenes.hint_plan`). The island's value in the
search is that line's, and the words of the reproduction tell it; a plan kept is followed only
from the very position it was made for (the state after the island and the new ships so far),
so anything else (another game, an undo, a game loaded again) is decided afresh.

Nothing here draws a random number or changes a state it is given.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from tongiaki.ai.heuristic import best_option
from tongiaki.rules import Decision, DecisionKind, GameState, Option, OptionKind


def played(state: GameState, moves: Sequence[Option]) -> GameState | None:
    """A copy of `state` with `moves` played, or None where one of them is not offered."""
    after = state.copy()
    for move in moves:
        node = after.pending
        if node is None or move not in node.options:
            return None
        after.play(move)
    return after


def completed(state: GameState, option: Option, plan: tuple[Option, ...]) -> tuple[Option, ...]:
    """`plan` (what the player of the decision pending in `state` means to do after `option`)
    carried on to the end of a reproduction it leaves under way: each new ship still to place
    after its last step goes where the rules of thumb put it, so the plan covers every ship;
    `plan` itself when it leaves none (or its line is not offered)."""
    node = state.pending
    after = played(state, [option, *plan])
    if not isinstance(node, Decision) or after is None:
        return plan
    more: list[Option] = []
    pending = after.pending
    while isinstance(pending, Decision) and pending.kind is DecisionKind.REPRODUCE_BEACH and pending.player == node.player:
        step = best_option(after, pending)
        more.append(step)
        after.play(step)
        pending = after.pending
    return (*plan, *more) if more else plan


class KeptPlan(NamedTuple):
    """A plan kept for the new ships still to place: the position its next step is for, and
    the plan from there (the new ships' beaches first, then whatever the plan does after)."""

    state: GameState
    plan: tuple[Option, ...]


def kept_after(state: GameState, option: Option, plan: tuple[Option, ...]) -> KeptPlan | None:
    """What a seat that takes `option` in `state` with `plan` keeps: the plan, where `option`
    reproduces or places a new ship and the plan's next step places one; else None."""
    node = state.pending
    if not (isinstance(node, Decision) and plan and (
            option.kind is OptionKind.REPRODUCE or node.kind is DecisionKind.REPRODUCE_BEACH)):
        return None
    after = played(state, [option])
    if after is None:
        return None
    follows = after.pending
    if not (isinstance(follows, Decision) and follows.kind is DecisionKind.REPRODUCE_BEACH
            and follows.player == node.player and plan[0] in follows.options):
        return None
    return KeptPlan(after, plan)


def follow(kept: KeptPlan | None, state: GameState, decision: Decision) -> tuple[Option, tuple[Option, ...]] | None:
    """(the new ship's beach, the plan after it) where `decision` is the next step of `kept`:
    a new ship to place in the very position the plan was kept for; else None."""
    if kept is None or decision.kind is not DecisionKind.REPRODUCE_BEACH or not kept.plan:
        return None
    step = kept.plan[0]
    if step not in decision.options or kept.state.snapshot() != state.snapshot():
        return None
    return step, kept.plan[1:]
