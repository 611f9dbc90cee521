"""The `medium` agent: one decision ahead, exact odds for the next card, then the evaluation.

For every offered option it applies the option to a copy of the state, then plays its own
follow-up decisions of the same turn with the noise-free rules of thumb (`heuristic.best_option`)
until the turn passes to someone else. The first chance node met on the way (the next card of
a voyage, or of a resettlement) is resolved exactly: every card left in the stack is tried,
each equally likely, since the state holds the stack's composition, never its order. Later
chance nodes are left to the evaluation, which estimates a fleet waiting for a card from the
same composition. The option with the best expected win share (`evaluation.win_shares`) wins.

Cost is capped: the number of follow-up steps per line and the number of outcomes tried per
chance node (`max_outcomes`; when the stack holds more cards, an evenly spread, deterministic
subset of its sorted composition is used, weighted equally).

It never resettles while it can do anything else: one decision ahead, one ship on a new island
(worth 3.6 points on average) looks better than a few ships on a small one, so it resettled
turn after turn and never grew (a play-test saw it; measured, the medium that does not resettle
won 0.281 a seat against three that do over 1,000 games, docs/ai-tournaments.md).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tongiaki.ai.base import Choice
from tongiaki.ai.evaluation import estimated_scores, told_chance, win_shares
from tongiaki.ai.heuristic import best_option
from tongiaki.rules import Chance, Decision, GameState, Option, OptionKind


def considered(options: tuple[Option, ...]) -> list[int]:
    """The indexes of the options medium chooses among: all but resettlement, unless nothing
    else is offered (see the module's docstring)."""
    return [i for i, o in enumerate(options) if o.kind is not OptionKind.RESETTLE] or list(range(len(options)))


class MediumAgent:
    """`medium`: greedy one-decision lookahead with exact chance and the fitted evaluation."""

    name = "medium"

    def __init__(self, max_follow: int = 12, max_outcomes: int = 32) -> None:
        self.max_follow = max_follow
        self.max_outcomes = max_outcomes

    def choose(self, state: GameState, decision: Decision, rng: random.Random) -> Option:
        """The option with the best expected win share; ties broken by `rng`."""
        return decision.options[self._pick(state, decision, rng)[0]]

    def decide(self, state: GameState, decision: Decision, rng: random.Random) -> Choice:
        """The same choice as `choose`, with its reason and its expected win share."""
        from tongiaki.ai.explain import chance_to_win, describe, own_placements

        index, values = self._pick(state, decision, rng)
        option = decision.options[index]
        plan = own_placements(self, state, option, rng)
        reason = describe(state, decision, option, plan)  # the beaches it fills, the pier it sails by
        if values:
            reason += f"; {chance_to_win(told_chance(state, values[index]))}"  # (the next best's share was noise in
            # the log, a play-test)
        return Choice(option, reason, plan)  # (the plan: for `PlanTeller`, as a search's)

    def _pick(self, state: GameState, decision: Decision, rng: random.Random) -> tuple[int, list[float]]:
        """The index chosen and every option's value (none for a single option)."""
        options = decision.options
        if len(options) == 1:
            return 0, []
        me = decision.player
        values = [self.option_value(state, option, me) for option in options]
        open_ = considered(options)
        best = max(values[i] for i in open_)
        tied = [i for i in open_ if values[i] >= best - 1e-9]
        return (tied[rng.randrange(len(tied))] if len(tied) > 1 else tied[0]), values

    def option_value(self, state: GameState, option: Option, me: int, exact: bool = True) -> float:
        """Expected win share of `me` after `option` and the turn's follow-up.

        With `exact` False the first chance node is not expanded either (a cheaper estimate).
        """
        child = state.copy()
        child.play(option)
        return self._follow(child, me, exact=exact)

    def option_margin(self, state: GameState, option: Option, me: int) -> float:
        """Expected projected points of `me` ahead of the best rival (`projected_margin`) after
        `option` and the turn's follow-up: the lookahead of `option_value`, in points. (A game's
        review reads it beside the win shares: a seat far behind has little win share left to
        lose, and a fleet thrown away cost it next to nothing in those.)"""
        child = state.copy()
        child.play(option)
        return self._follow(child, me, exact=True, value=projected_margin)

    def _follow(self, state: GameState, me: int, exact: bool,
                value: Callable[[GameState, int], float] | None = None) -> float:
        for _ in range(self.max_follow):
            node = state.pending
            if node is None:
                break
            if isinstance(node, Chance):
                if not exact:
                    break
                outcomes = node.outcomes
                if len(outcomes) > self.max_outcomes:
                    step = len(outcomes) / self.max_outcomes
                    outcomes = tuple(outcomes[int(i * step)] for i in range(self.max_outcomes))
                total = 0.0
                for outcome in outcomes:
                    child = state.copy()
                    child.play(outcome)
                    total += self._follow(child, me, exact=False, value=value)
                return total / len(outcomes)
            if node.player != me:
                break
            state.play(best_option(state, node))
        return win_shares(state)[me] if value is None else value(state, me)


def projected_margin(state: GameState, me: int) -> float:
    """`me`'s projected final points (`estimated_scores`) less the best rival's."""
    scores = estimated_scores(state)
    return scores[me] - max(s for p, s in enumerate(scores) if p != me)
