"""The `hard-classic` agent: the first Monte Carlo tree search of the game, kept as it was.

This is the search the `hard` level used before `hard.py` (progressive widening, shorter
playouts, a refitted evaluation) replaced it. It stays unchanged so that the new levels can be
measured against it (`tongiaki tournament --seats hard,hard-classic,...`); `hard.py` reuses its
chance nodes, playout policy, root prior and reasons.

Search shape (UCT for several players, with chance nodes):

- A *decision node* belongs to the player who decides there and keeps, per option, its visits
  and the sum of that player's rewards; selection maximises UCB1 of the deciding player's own
  share, so every player in the tree plays for themselves.
- A *chance node* (a card revealed) draws its outcome afresh on every iteration, uniformly from
  the stack's remaining cards, and keeps one child per card seen. There is never one fixed
  stack order per search: the state holds only the composition.
- Fleet landings and card placements deep in the tree are narrowed to the few options the
  rules of thumb like best (every option is searched at the root).
- A playout continues with a cheap policy for about two rounds (`playout_rounds`) and is scored
  by the medium evaluation (`evaluation.win_shares`: a vector of win chances, one per player).
  A finished game scores its real result, ties counting as shared wins.
- The medium agent's value of each root option seeds the root as `PRIOR_WEIGHT` virtual
  visits: a short search keeps medium's judgement, a long one overrules it where the
  playouts disagree. The most visited root option is played.

The search runs until its time budget (`seconds`, kept strictly: no iteration starts that
would end after it) or its iteration cap (`iterations`) is spent, or earlier once no other
root option can catch up. With the cap binding, the choice depends only on the state and the
rng: the search draws one seed from the rng it is given and uses its own `random.Random`
from then on. Agents keep no memory between decisions.
"""

from __future__ import annotations

import math
import random
import time

from tongiaki.ai.base import Choice
from tongiaki.ai.evaluation import win_shares
from tongiaki.ai.heuristic import option_scores, softmax_pick
from tongiaki.rules import Decision, DecisionKind, GameState, Option, OptionKind

MAX_ITERATIONS = 1_000_000
EXPLORATION = 0.35
"""UCB1 constant; rewards are win shares in [0, 1]."""
PLAYOUT_ROUNDS = 2.0
"""Playouts stop after this many rounds (turns of every player) and are evaluated."""
PLAYOUT_HEURISTIC_TURNS = False
"""Playouts choose the turn's action and reproduction beaches by the rules of thumb (slower)."""
PRIOR_WEIGHT = 8.0
"""Virtual visits given to the medium agent's value of each root option."""
PRIOR_EXACT_MAX_OPTIONS = 16
"""Above this many root options the prior skips the exact next-card odds (cost)."""
NARROW_KINDS = (DecisionKind.LAND, DecisionKind.PLACE_CARD)


class DecisionNode:
    """Statistics of one decision in the tree."""

    __slots__ = ("player", "options", "visits", "child_visits", "child_reward", "children", "untried")

    def __init__(self, player: int, options: tuple[Option, ...], rng: random.Random) -> None:
        self.player = player
        self.options = options
        self.visits = 0
        self.child_visits = [0] * len(options)
        self.child_reward = [0.0] * len(options)
        self.children: list[DecisionNode | ChanceNode | None] = [None] * len(options)
        untried = list(range(len(options)))
        rng.shuffle(untried)
        self.untried = untried

    def select(self, exploration: float) -> int:
        """UCB1 on the deciding player's mean reward."""
        log_n = math.log(self.visits)
        best, best_value = 0, -math.inf
        for i, n in enumerate(self.child_visits):
            value = self.child_reward[i] / n + exploration * math.sqrt(log_n / n)
            if value > best_value:
                best, best_value = i, value
        return best


class ChanceNode:
    """A card revealed: one child per outcome seen."""

    __slots__ = ("children",)

    def __init__(self) -> None:
        self.children: dict[Option, DecisionNode | ChanceNode | None] = {}


def fast_policy(state: GameState, decision: Decision, rng: random.Random) -> Option:
    """The playout policy: cheap, mostly random, without the worst blunders.

    Never resettles when anything else is possible, founds kings on islands worth 4 or more,
    lands its own ships first, and picks emigrations by the rules of thumb (where sinking is
    decided) most of the time.
    """
    options = decision.options
    if len(options) == 1:
        return options[0]
    kind = decision.kind
    if PLAYOUT_HEURISTIC_TURNS and kind in (DecisionKind.ACTION, DecisionKind.REPRODUCE_BEACH):
        scores = option_scores(state, decision)
        return options[softmax_pick(scores, rng, 0.35, 0.05)]
    if kind is DecisionKind.ACTION:
        cards, cells = state.cards, state.cells
        kings = [o for o in options if o.kind is OptionKind.KING and cards[cells[o.cell]].value >= 4]
        if kings and rng.random() < 0.7:
            return kings[rng.randrange(len(kings))]
        sensible = [o for o in options if o.kind is not OptionKind.RESETTLE and o.kind is not OptionKind.KING]
        if sensible:
            return sensible[rng.randrange(len(sensible))]
    elif kind is DecisionKind.LAND:
        mine = [o for o in options if o.colour == decision.player]
        if mine:
            return mine[rng.randrange(len(mine))]
    elif kind is DecisionKind.EMIGRATE and rng.random() < 0.8:
        scores = option_scores(state, decision)
        return options[max(range(len(options)), key=scores.__getitem__)]
    return options[rng.randrange(len(options))]


class Search:
    """One UCT search from a root state (see the module docstring)."""

    def __init__(self, root: GameState, rng: random.Random, exploration: float | None = None,
                 playout_rounds: float | None = None, narrow: int = 3, prior: list[float] | None = None,
                 prior_weight: float | None = None) -> None:
        self.root_state = root
        self.rng = rng
        self.exploration = EXPLORATION if exploration is None else exploration
        self.playout_rounds = PLAYOUT_ROUNDS if playout_rounds is None else playout_rounds
        if prior_weight is None:
            prior_weight = PRIOR_WEIGHT
        self.narrow = narrow
        node = root.pending
        assert node is not None and not node.is_chance
        self.root = DecisionNode(node.player, node.options, rng)
        self.virtual = 0.0
        self.prior = list(prior) if prior is not None else [0.0] * len(node.options)
        if prior is not None and prior_weight > 0:
            # The medium agent's values count as `prior_weight` visits of each root option.
            self.virtual = prior_weight
            self.root.child_visits = [prior_weight] * len(prior)
            self.root.child_reward = [prior_weight * v for v in prior]
            self.root.visits = prior_weight * len(prior)
        self.iterations = 0

    def candidate_options(self, state: GameState, decision: Decision) -> tuple[Option, ...]:
        """Options searched at an inner node: all of them, or the best few for landings and placements."""
        options = decision.options
        if decision.kind in NARROW_KINDS and len(options) > self.narrow:
            scores = option_scores(state, decision)
            order = sorted(range(len(options)), key=lambda i: -scores[i])[: self.narrow]
            return tuple(options[i] for i in sorted(order))
        return options

    def run(self, seconds: float | None, iterations: int | None) -> None:
        """Iterate until the time budget or the iteration cap is spent, or the choice is settled.

        The budget is kept strictly: no iteration starts unless the slowest one so far would
        still end in time. Every 16 iterations the search also stops when the most visited root
        option leads the runner-up by more visits than the iterations left could add (counted
        from the cap, or estimated from the speed so far and the time left).
        """
        cap = iterations if iterations is not None else MAX_ITERATIONS
        clock = time.perf_counter
        start = clock()
        deadline = None if seconds is None else start + seconds
        slowest = 0.0
        while self.iterations < cap:
            before = clock()
            if deadline is not None and before + slowest >= deadline and self.iterations > 0:
                break
            self.iterate()
            now = clock()
            slowest = max(slowest, now - before)
            if self.iterations % 16 == 0:
                left = cap - self.iterations
                if deadline is not None:
                    rate = self.iterations / max(1e-9, now - start)
                    left = min(left, int(rate * max(0.0, deadline - now)) + 1)
                if self.settled(left):
                    break

    def settled(self, left: int) -> bool:
        """True when no other root option can overtake the most visited one in `left` iterations."""
        visits = self.root.child_visits
        if len(visits) < 2 or self.root.untried:
            return False
        first, second = sorted(visits, reverse=True)[:2]
        return first - second > left

    def iterate(self) -> None:
        """Selection, expansion, playout and backpropagation, once."""
        rng = self.rng
        state = self.root_state.copy()
        node: DecisionNode | ChanceNode = self.root
        path: list[tuple[DecisionNode, int]] = []
        expanded = False
        while True:
            pending = state.pending
            if pending is None:
                break
            if pending.is_chance:
                outcomes = pending.outcomes
                outcome = outcomes[rng.randrange(len(outcomes))]
                state.apply_unchecked(outcome)
                assert isinstance(node, ChanceNode)
                child = node.children.get(outcome)
                if child is None:
                    child = _new_node(state, rng, self)
                    node.children[outcome] = child
                    if child is None:
                        break
                node = child
                continue
            assert isinstance(node, DecisionNode)
            if node.untried:
                index = node.untried.pop()
                expanded = True
            else:
                index = node.select(self.exploration)
            path.append((node, index))
            state.apply_unchecked(node.options[index])
            if expanded:
                node.children[index] = _new_node(state, rng, self)
                break
            child = node.children[index]
            if child is None:
                break
            node = child
        reward = self.playout(state)
        for decision_node, index in path:
            decision_node.visits += 1
            decision_node.child_visits[index] += 1
            decision_node.child_reward[index] += reward[decision_node.player]
        self.iterations += 1

    def playout(self, state: GameState) -> list[float]:
        """Play on with the fast policy for about `playout_rounds` rounds, then evaluate."""
        rng = self.rng
        stop_turn = state.turn + max(1, round(self.playout_rounds * state.players))
        while state.turn < stop_turn:
            pending = state.pending
            if pending is None:
                break
            if pending.is_chance:
                outcomes = pending.outcomes
                state.apply_unchecked(outcomes[rng.randrange(len(outcomes))])
            else:
                state.apply_unchecked(fast_policy(state, pending, rng))
        return win_shares(state)

    def root_visits(self) -> list[float]:
        """Real visits of each root option (aligned with the root decision's options)."""
        return [v - self.virtual for v in self.root.child_visits]

    def root_rewards(self) -> list[float]:
        """Sums of the root player's rewards per root option, without the prior."""
        if not self.virtual:
            return list(self.root.child_reward)
        return [r - self.virtual * p for r, p in zip(self.root.child_reward, self.prior)]


def _new_node(state: GameState, rng: random.Random, search: Search) -> DecisionNode | ChanceNode | None:
    pending = state.pending
    if pending is None:
        return None
    if pending.is_chance:
        return ChanceNode()
    return DecisionNode(pending.player, search.candidate_options(state, pending), rng)


def best_option_of(options: tuple[Option, ...], visits: list[float], rewards: list[float], prior: list[float],
                   prior_weight: float) -> Option:
    """The most visited root option, visits counting the prior's virtual ones (mean value breaks ties)."""
    def key(i: int) -> tuple[float, float, int]:
        n = visits[i] + prior_weight
        mean = (rewards[i] + prior_weight * prior[i]) / n if n > 0 else 0.0
        return (n, mean, -i)
    return options[max(range(len(options)), key=key)]


def search_reason(state: GameState, decision: Decision, option: Option, visits: list[float], rewards: list[float],
                  prior: list[float], prior_weight: float) -> str:
    """The odds-based reason for `option` plus what the search saw in it: the share of the
    searched lines that went its way and its expected win share (prior included)."""
    from tongiaki.ai.explain import describe, percent

    reason = describe(state, decision, option)
    if len(decision.options) == 1:
        return reason
    i = decision.options.index(option)
    total = sum(visits)
    n = visits[i] + prior_weight
    mean = (rewards[i] + prior_weight * prior[i]) / n if n > 0 else 0.0
    if total > 0:
        reason += f"; {percent(visits[i] / total)} of {round(total)} searched lines"
    return reason + f", expected win share {percent(mean)}"


def root_prior(state: GameState, decision: Decision) -> list[float]:
    """The medium agent's expected win share of each root option (its static value for long lists)."""
    from tongiaki.ai.lookahead import MediumAgent

    medium = MediumAgent()
    exact = len(decision.options) <= PRIOR_EXACT_MAX_OPTIONS
    return [medium.option_value(state, option, decision.player, exact=exact) for option in decision.options]


def search_visits(state: GameState, seed: int, seconds: float | None, iterations: int | None,
                  prior: list[float] | None = None, prior_weight: float | None = None
                  ) -> tuple[list[float], list[float], int]:
    """Run one search from `state`; returns real root visits, root reward sums and iterations done."""
    search = Search(state, random.Random(seed), prior=prior, prior_weight=prior_weight)
    search.run(seconds, iterations)
    return search.root_visits(), search.root_rewards(), search.iterations


class ClassicAgent:
    """`hard-classic`: UCT with sampled chance nodes, short playouts and the medium evaluation.

    The medium agent's value of each root option seeds the search as `prior_weight` virtual
    visits, so a short search falls back on medium's judgement and a long one overrules it.
    """

    name = "hard-classic"

    def __init__(self, seconds: float | None = 1.0, iterations: int | None = None,
                 prior_weight: float | None = None) -> None:
        self.seconds = seconds
        self.iterations = iterations
        self.prior_weight = PRIOR_WEIGHT if prior_weight is None else prior_weight
        self.last_iterations = 0

    def choose(self, state: GameState, decision: Decision, rng: random.Random) -> Option:
        """The most visited root option after the search."""
        return self.decide(state, decision, rng, explain=False).option

    def decide(self, state: GameState, decision: Decision, rng: random.Random, explain: bool = True) -> Choice:
        """The same choice as `choose` (the same numbers drawn), with its reason (see `search_reason`)."""
        options = decision.options
        if len(options) == 1:
            return Choice(options[0], _describe(state, decision, options[0]) if explain else "")
        start = time.perf_counter()
        seed = rng.getrandbits(64)
        prior = root_prior(state, decision) if self.prior_weight > 0 else None
        seconds = None if self.seconds is None else max(0.0, self.seconds - (time.perf_counter() - start))
        visits, rewards, done = search_visits(state, seed, seconds, self.iterations, prior, self.prior_weight)
        self.last_iterations = done
        prior_values = prior or [0.0] * len(options)
        weight = self.prior_weight if prior else 0.0
        option = best_option_of(options, visits, rewards, prior_values, weight)
        if not explain:
            return Choice(option, "")
        return Choice(option, search_reason(state, decision, option, visits, rewards, prior_values, weight))


def _describe(state: GameState, decision: Decision, option: Option) -> str:
    from tongiaki.ai.explain import describe

    return describe(state, decision, option)
