"""What the tree-searching levels share: budgets, chance nodes, playouts, the root prior, the pick.

The tree searches (`mcts.Search`, the `hard-classic` level; `route.RouteSearch`, the same tree
with cheaper playouts, the `hard-route` level; `widening.WideSearch`, the `hard-widening`
level) are UCT for several players with chance nodes. They differ only in how a decision node
chooses among its options and in their playouts; everything else lives here:

- `SearchBase.iterate`: one descent (chance nodes sampled, decision nodes asked for an
  option by the subclass's `select`), a playout from where it stops, and the backpropagation
  of the reward vector (each node credits its deciding player's share).
- `SearchBase.run`: the time budget (kept strictly: no iteration starts that would end after
  it) and the iteration cap, and the early stop once no other root option can catch up.
- `SearchBase.playout`: the fast policy (`fast_policy`) for about `playout_rounds` rounds, then
  the evaluation (`evaluation.win_shares`); a finished game scores its real result.
- `ChanceNode`: a card revealed, drawn afresh on every iteration from the stack's composition
  (the state holds no order, so a search cannot peek), one child per card seen.
- `root_prior`: the medium agent's value of each root option, which seeds the root as virtual
  visits; `best_option_of` picks the most visited root option; `search_reason` explains it.
- `SearchAgent`: the agent around a search (one seed drawn from the rng it is given, the
  prior, the budget left after the prior, the pick, its plan and its reason; a reproduction's
  new ships go where its plan put them, `planned.py`); it also drives
  `hard.HardSearch`, the paired search of the `hard` and `expert` levels, which is no tree but
  is built and asked the same way.

With the iteration cap binding, a search's choice depends only on the state and the rng.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any, Generic, NamedTuple, Protocol, TypeVar

from tongiaki.ai import collector
from tongiaki.ai.base import Choice
from tongiaki.ai.evaluation import told_chance, win_shares
from tongiaki.ai.heuristic import option_scores, softmax_pick
from tongiaki.ai.planned import KeptPlan, completed, follow, kept_after
from tongiaki.rules import Chance, Decision, DecisionKind, GameState, Option, OptionKind

MAX_ITERATIONS = 1_000_000
"""The cap of a search that only the clock stops."""
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

PLAN_STEPS = 8
"""The most decisions a search's plan (`SearchBase.plans`) looks ahead of its choice (enough
for a reproduction's new ships, one a beach, and the emigration they make)."""


class SearchResult(NamedTuple):
    """What one search found, aligned with the root decision's options."""

    visits: list[float]
    """Real visits of each root option."""
    rewards: list[float]
    """Sums of the deciding player's rewards per root option."""
    iterations: int
    """Iterations done."""
    plans: tuple[tuple[Option, ...], ...] = ()
    """Per root option, the deciding player's most visited next decisions below it
    (`SearchBase.plans`; empty for a search without them)."""

NodeT = TypeVar("NodeT")


class TreeNode(Protocol):
    """A decision node: its player, options, and per option visits, reward sums and children."""

    player: int
    options: tuple[Option, ...]
    visits: float
    child_visits: list[float]
    child_reward: list[float]
    children: list[Any]  # each tree's own node and chance node kinds (or None)


class ChanceNode(Generic[NodeT]):
    """A card revealed: one child per outcome seen (None: the game ended there)."""

    __slots__ = ("children",)

    def __init__(self) -> None:
        self.children: dict[Option, NodeT | ChanceNode[NodeT] | None] = {}


PlayoutPolicy = Callable[[GameState, Decision, random.Random], Option]
"""How a playout decides: (state, pending decision, rng) -> one of the decision's options."""


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
        kings = [o for o in options if o.kind is OptionKind.KING and o.cell is not None
                 and cards[cells[o.cell]].value >= 4]
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


class SearchBase:
    """The iteration, budget loop and playout of a tree search; subclasses shape the tree.

    A subclass sets `root_state`, `root`, `rng`, `playout_rounds` and `iterations`, and
    implements `select` (which option of a decision node to follow, and whether that opens it),
    `new_node` (the node for a state: a decision node, a `ChanceNode`, or None at the end of
    the game) and `root_child_visits` (the root's visits per option, prior included).
    """

    root_state: GameState
    root: TreeNode
    rng: random.Random
    playout_rounds: float
    iterations: int
    weights: tuple[float, ...] | None = None
    """Evaluation weights of the playouts (None: the medium evaluation's)."""
    temperature: tuple[float, float] | None = None
    """(base, per reveal) of the playouts' softmax (None: the medium evaluation's)."""
    policy: PlayoutPolicy = staticmethod(fast_policy)
    """The playouts' choice at every decision."""

    def select(self, node: TreeNode) -> tuple[int, bool]:
        """(option index, newly opened) at a decision node; a newly opened option ends the descent."""
        raise NotImplementedError

    def new_node(self, state: GameState) -> TreeNode | ChanceNode[Any] | None:
        """The tree node for `state` (None when the game is over)."""
        raise NotImplementedError

    def iterate(self) -> None:
        """Selection, expansion, playout and backpropagation, once.

        Chance nodes draw a card afresh, uniformly from the stack's remaining cards. The
        descent stops at a newly opened option (its node is created, then the playout starts
        there) or at the end of the game.
        """
        rng = self.rng
        state = self.root_state.copy()
        node: TreeNode | ChanceNode[Any] = self.root
        path: list[tuple[TreeNode, int]] = []
        while True:
            pending = state.pending
            if pending is None:
                break
            if isinstance(pending, Chance):
                outcomes = pending.outcomes
                outcome = outcomes[rng.randrange(len(outcomes))]
                state.play(outcome)
                assert isinstance(node, ChanceNode)
                child = node.children.get(outcome)
                if child is None:
                    child = self.new_node(state)
                    node.children[outcome] = child
                    if child is None:
                        break
                node = child
                continue
            assert not isinstance(node, ChanceNode)
            index, fresh = self.select(node)
            path.append((node, index))
            state.play(node.options[index])
            child = node.children[index]
            if fresh or child is None:
                child = self.new_node(state)
                node.children[index] = child
                if fresh or child is None:
                    break
            node = child
        reward = self.playout(state)
        for decision_node, index in path:
            decision_node.visits += 1
            decision_node.child_visits[index] += 1
            decision_node.child_reward[index] += reward[decision_node.player]
        self.iterations += 1

    def root_child_visits(self) -> list[float]:
        """Visits of each root option, virtual ones included."""
        raise NotImplementedError

    def plans(self) -> tuple[tuple[Option, ...], ...]:
        """Per option of the root decision (in the state's order): what the deciding player
        would do next below it in the tree, the most visited option of each of its own
        decisions that follow at once, up to `PLAN_STEPS` of them. A plan stops where the tree
        does, at a card to reveal, at another player's decision, and before a landing (the
        fleet's landing is the next decision's own question)."""
        root = self.root
        lines: dict[Option, tuple[Option, ...]] = {}
        for index, option in enumerate(root.options):
            line: list[Option] = []
            node = root.children[index]
            while len(line) < PLAN_STEPS and node is not None and not isinstance(node, ChanceNode):
                if node.player != root.player or not node.child_visits:
                    break
                visits = node.child_visits
                best = max(range(len(visits)), key=visits.__getitem__)
                step = node.options[best]
                if visits[best] <= 0 or step.kind is OptionKind.LAND:
                    break
                line.append(step)
                node = node.children[best]
            lines[option] = tuple(line)
        pending = self.root_state.pending
        assert isinstance(pending, Decision)  # a search starts at a decision
        return tuple(lines.get(option, ()) for option in pending.options)

    def root_complete(self) -> bool:
        """True once every root option the search will consider has been tried."""
        return True

    def run(self, seconds: float | None, iterations: int | None) -> None:
        """Iterate until the time budget or the iteration cap is spent, or the choice is settled.

        The budget is kept strictly: no iteration starts unless the slowest one so far would
        still end in time. Every 16 iterations the search also stops when the most visited root
        option leads the runner-up by more visits than the iterations left could add (counted
        from the cap, or estimated from the speed so far and the time left).
        """
        with collector.paused():  # the search makes no reference cycles: see ai/collector.py
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
                        by_clock = rate * max(0.0, deadline - now)  # inf for a budget of inf seconds
                        if by_clock < left:
                            left = int(by_clock) + 1
                    if self.settled(left):
                        break

    def settled(self, left: int) -> bool:
        """True when no other root option can overtake the most visited one in `left` iterations."""
        visits = self.root_child_visits()
        if len(visits) < 2 or not self.root_complete():
            return False
        first, second = sorted(visits, reverse=True)[:2]
        return first - second > left

    def playout(self, state: GameState) -> list[float]:
        """Play on with the fast policy for about `playout_rounds` rounds, then evaluate."""
        play_on(state, state.turn + max(1, round(self.playout_rounds * state.players)), self.rng, self.policy)
        return win_shares(state, self.weights, self.temperature)


def play_on(state: GameState, stop_turn: int, rng: random.Random, policy: PlayoutPolicy) -> None:
    """Play `state` on until turn `stop_turn` begins or the game ends: each decision by `policy`,
    each card drawn by `rng` from the stack's composition (the chance node's outcomes)."""
    while state.turn < stop_turn:
        pending = state.pending
        if pending is None:
            break
        if isinstance(pending, Chance):
            outcomes = pending.outcomes
            state.play(outcomes[rng.randrange(len(outcomes))])
        else:
            state.play(policy(state, pending, rng))


def best_option_of(options: tuple[Option, ...], visits: list[float], rewards: list[float], prior: list[float],
                   prior_weight: float) -> Option:
    """The most visited root option, visits counting the prior's virtual ones (mean value breaks ties)."""
    def key(i: int) -> tuple[float, float, int]:
        n = visits[i] + prior_weight
        mean = (rewards[i] + prior_weight * prior[i]) / n if n > 0 else 0.0
        return (n, mean, -i)
    return options[max(range(len(options)), key=key)]


def search_reason(state: GameState, decision: Decision, option: Option, visits: list[float], rewards: list[float],
                  prior: list[float], prior_weight: float, plan: tuple[Option, ...] = ()) -> str:
    """The odds-based reason for `option` plus what the search saw in it, in plain words: how
    many lines of play it looked at, whether the choice was clear or close (`choice_margin`),
    and its expected win share (prior included, told as `evaluation.told_chance`): '; tried 976 ways the game could go on, close
    to the next best move, about 31% to win'. (Play-tests could not read the earlier '29% of 976
    lines played ahead went this way', then found '976 lines played ahead' meant nothing.)"""
    from tongiaki.ai.explain import chance_to_win, describe

    reason = describe(state, decision, option, plan)
    if len(decision.options) == 1:
        return reason
    i = decision.options.index(option)
    total = sum(visits)
    n = visits[i] + prior_weight
    mean = (rewards[i] + prior_weight * prior[i]) / n if n > 0 else 0.0
    if total > 0:
        margin = choice_margin(visits, i)
        reason += f"; tried {round(total)} ways the game could go on" + (f", {margin}" if margin else "")
    return reason + f", {chance_to_win(told_chance(state, mean))}"


CLEAR_CHOICE = 2.0
"""A choice with at least this many times the runner-up's visits is "clearly the best move it found"."""
CLOSE_CALL = 0.1
"""A choice ahead of the runner-up by less than this share of all visits is "close to the next best move"."""


def choice_margin(visits: list[float], index: int) -> str:
    """'clearly the best move it found', 'close to the next best move' or '' (in between) for
    root option `index` by its visits against the runner-up's. (A play-test read "a close call,
    about 88% to win" as a contradiction: the margin is between moves, so the words say so;
    play-test 26 read the earlier "far ahead of the other moves" as the seat far ahead in the
    game, so the clear choice is said of the move too.)"""
    others = [v for j, v in enumerate(visits) if j != index]
    runner_up = max(others, default=0.0)
    total = sum(visits)
    if visits[index] >= CLEAR_CHOICE * runner_up:
        return "clearly the best move it found"
    if total > 0 and visits[index] - runner_up < CLOSE_CALL * total:
        return "close to the next best move"
    return ""


def root_prior(state: GameState, decision: Decision) -> list[float]:
    """The medium agent's expected win share of each root option (its static value for long lists)."""
    from tongiaki.ai.lookahead import MediumAgent

    medium = MediumAgent()
    exact = len(decision.options) <= PRIOR_EXACT_MAX_OPTIONS
    return [medium.option_value(state, option, decision.player, exact=exact) for option in decision.options]


def run_search(search_class: type, state: GameState, seed: int, seconds: float | None, iterations: int | None,
               prior: list[float] | None = None, prior_weight: float | None = None) -> SearchResult:
    """One search of `search_class` from `state` with its own `random.Random(seed)`; returns
    real root visits, root reward sums and iterations done.

    The cycle collector stays paused until the search's tree is freed (by reference counting,
    as `_searched` returns), so its first pass after the search finds little alive that is new
    (with the tree still there, that pass walked all of it: tens of milliseconds of the decision's
    time after a long search)."""
    with collector.paused():
        return _searched(search_class, state, seed, seconds, iterations, prior, prior_weight)


def _searched(search_class: type, state: GameState, seed: int, seconds: float | None, iterations: int | None,
              prior: list[float] | None, prior_weight: float | None) -> SearchResult:
    """`run_search`'s search, run; only its result outlives the call."""
    search = search_class(state, random.Random(seed), prior=prior, prior_weight=prior_weight)
    search.run(seconds, iterations)
    return SearchResult(search.root_visits(), search.root_rewards(), search.iterations, search.plans())


class SearchAgent:
    """An agent that plays the most visited root option of its search (or merged searches).

    Subclasses set `name` and `search_class` (built as `search_class(state, rng, prior=...,
    prior_weight=...)`, with `run`, `root_visits` and `root_rewards`); `seeds` says how many
    searches a decision runs (one seed each, drawn from the rng in order, before anything else)
    and `searches` may run them elsewhere (in helper processes).

    A reproduction's new ships go where the plan of its island choice put them (`kept`, the
    plan carried to the last ship by `planned.completed`): its reason named those beaches, and
    the island was chosen for that line (play-test 48 read "1 new ship to build up its bottom
    beach" above a fresh search that put it on another). A caller that makes a new agent for
    every decision (`tongiaki.app.thinker`) hands `kept` from one to the next.
    """

    name = "search"
    search_class: type = SearchBase

    def __init__(self, seconds: float | None = 1.0, iterations: int | None = None,
                 prior_weight: float | None = None) -> None:
        self.seconds = seconds
        self.iterations = iterations
        self.prior_weight = PRIOR_WEIGHT if prior_weight is None else prior_weight
        self.last_iterations = 0
        self.kept: KeptPlan | None = None
        """The plan of its last choice for the new ships still to place (`planned.KeptPlan`):
        the next of them goes where it says, in the position it was made for."""

    @property
    def seeds(self) -> int:
        """Searches per decision."""
        return 1

    def searches(self, state: GameState, seeds: list[int], seconds: float | None, prior: list[float] | None,
                 weight: float) -> list[SearchResult]:
        """One search per seed from `state`, one after the other, sharing the time budget (so
        with the iteration cap binding the choice is the same wherever the searches run)."""
        share = None if seconds is None else seconds / len(seeds)
        return [run_search(self.search_class, state, seed, share, self.iterations, prior, weight) for seed in seeds]

    def choose(self, state: GameState, decision: Decision, rng: random.Random) -> Option:
        """The most visited root option after the search."""
        return self.decide(state, decision, rng, explain=False).option

    def decide(self, state: GameState, decision: Decision, rng: random.Random, explain: bool = True) -> Choice:
        """The same choice as `choose` (the same numbers drawn), with its reason (see
        `search_reason`); a new ship its kept plan places (`planned.follow`) goes there with no
        search and no number drawn, "as planned"."""
        from tongiaki.ai.explain import describe

        options = decision.options
        followed = follow(self.kept, state, decision)
        if followed is not None:
            step, rest = followed
            self.kept = kept_after(state, step, rest)
            return Choice(step, f"{describe(state, decision, step, rest)}; {AS_PLANNED}" if explain else "", rest)
        self.kept = None
        if len(options) == 1 or state.landing_settled():  # a landing no choice can change: no search
            return Choice(options[0], describe(state, decision, options[0]) if explain else "")
        start = time.perf_counter()
        seeds = [rng.getrandbits(64) for _ in range(self.seeds)]
        prior = root_prior(state, decision) if self.prior_weight > 0 else None
        seconds = None if self.seconds is None else max(0.0, self.seconds - (time.perf_counter() - start))
        weight = self.prior_weight if prior else 0.0
        results = self.searches(state, seeds, seconds, prior, weight)
        visits = [sum(r[0][i] for r in results) for i in range(len(options))]
        rewards = [sum(r[1][i] for r in results) for i in range(len(options))]
        self.last_iterations = sum(r[2] for r in results)
        prior_values = prior or [0.0] * len(options)
        option = best_option_of(options, visits, rewards, prior_values, weight)
        long_shots, best_chance = long_odds(state, visits, rewards, prior_values, weight)
        if long_shots:
            choice = points_kept_choice(state, decision, long_shots, best_chance, explain)
        else:
            plan = completed(state, option, plan_of(results, options.index(option)))
            reason = search_reason(state, decision, option, visits, rewards, prior_values, weight, plan) if explain else ""
            choice = Choice(option, reason, plan)
        self.kept = kept_after(state, choice.option, choice.plan)
        return choice


AS_PLANNED = "as planned"
"""The end of the reason of a new ship a searching seat places where its plan put it (no search
of its own, so no chance to win of its own: the island choice's reason told it)."""


LONG_ODDS = 0.05
"""A seat whose best move the search gives under this chance to win (as told, `told_chance`)
plays for its points (`long_odds`)."""


def long_odds(state: GameState, visits: list[float], rewards: list[float], prior: list[float],
              prior_weight: float) -> tuple[list[int], float]:
    """The root options a seat with long odds chooses among by points, and the best option's
    chance to win (told): where every option's value (prior included) tells under `LONG_ODDS` to
    win, those telling at least half the best one's chance (a real gamble stays preferred); []
    otherwise. At such odds the options' win
    shares differ by less than the search's noise, so its most visited one is a coin's choice:
    play-test 30's hint, 25 points to 38 late in a 2-seat game, said "resettle" (giving up all
    25 points) for "under 1% to win", and a search at 300 iterations resettled 18 points away at
    "about 2% to win" where reproducing told 3%."""
    told = []
    for i in range(len(visits)):
        n = visits[i] + prior_weight
        told.append(told_chance(state, (rewards[i] + prior_weight * prior[i]) / n) if n > 0 else 0.0)
    best = max(told, default=1.0)
    if best >= LONG_ODDS:
        return [], best
    return [i for i, chance in enumerate(told) if chance >= best / 2], best


def points_kept_choice(state: GameState, decision: Decision, among: list[int], best_chance: float,
                       explain: bool = True) -> Choice:
    """A seat with long odds (`long_odds`; `best_chance`, its best option's chance to win as
    told) plays for its points, as a player does: of the options `among` (indexes), the one of
    the best projected points ahead of the best rival after medium's lookahead of its turn
    (`MediumAgent.option_margin`, deterministic; the first of equals), with the new ships of a
    reproduction planned where that lookahead puts them (`planned.completed`: play-test 48's
    hint said "one can fill its upper-left beach" and then "Then: the new ship on Mangareva's
    lower-left beach", its words and its plan each by another rule). Its reason ends "about 4%
    to win at best: the move that keeps the most points" (no pronoun: the hint says it to the
    person, whom play-test 31 found called "it"; and "under 5% whatever it does" beside another
    move's "about 4% to win" read as arbitrary)."""
    from tongiaki.ai.explain import chance_to_win, describe
    from tongiaki.ai.lookahead import MediumAgent

    medium = MediumAgent()
    margins = {i: medium.option_margin(state, decision.options[i], decision.player) for i in among}
    option = decision.options[max(among, key=margins.__getitem__)]
    plan = completed(state, option, ())  # the new ships where medium's lookahead put them
    if not explain:
        return Choice(option, "", plan)
    return Choice(option, f"{describe(state, decision, option, plan)}; {chance_to_win(best_chance)} at best: {KEEPS_POINTS}",
                  plan)


KEEPS_POINTS = "the move that keeps the most points"
"""The end of a long-odds choice's reason (`points_kept_choice`)."""


def plan_of(results: list[SearchResult], index: int) -> tuple[Option, ...]:
    """The plan below root option `index` of the search that visited it most (the first of equals)."""
    best: SearchResult | None = None
    for result in results:
        if result.plans and (best is None or result.visits[index] > best.visits[index]):
            best = result
    return best.plans[index] if best is not None else ()
