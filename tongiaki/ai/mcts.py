"""The `hard-classic` agent: the first Monte Carlo tree search of the game, kept as it was.

This was the `hard` level's search before the widening search (`widening.py`, now
`hard-widening`) replaced it for a while. It stays unchanged so that the other levels can be
measured against it (`tongiaki tournament --seats hard,hard-classic,...`); the present `hard`
(`hard.py`) is this tree with cheaper playouts (`HardSearch`). The pieces the searches share
(the iteration, budget loop, chance nodes, playout policy and playouts, root prior, the pick and
its reason) live in `uct.py`.

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
from then on. The only memory between decisions is a reproduction's plan for its new ships
(`SearchAgent.kept`).
"""

from __future__ import annotations

import math
import random

from tongiaki.ai.heuristic import option_scores
from tongiaki.ai.uct import (
    EXPLORATION,
    PLAYOUT_ROUNDS,
    PRIOR_WEIGHT,
    ChanceNode,
    SearchAgent,
    SearchBase,
    SearchResult,
    run_search,
)
from tongiaki.rules import Chance, Decision, DecisionKind, GameState, Option

NARROW_KINDS = (DecisionKind.LAND, DecisionKind.PLACE_CARD)
"""Inner decisions narrowed to the few options the rules of thumb like best."""


class DecisionNode:
    """Statistics of one decision in the tree."""

    __slots__ = ("player", "options", "visits", "child_visits", "child_reward", "children", "untried")

    def __init__(self, player: int, options: tuple[Option, ...], rng: random.Random) -> None:
        self.player = player
        self.options = options
        self.visits: float = 0.0  # floats: the root's prior adds fractional virtual visits
        self.child_visits: list[float] = [0.0] * len(options)
        self.child_reward = [0.0] * len(options)
        self.children: list[DecisionNode | ChanceNode[DecisionNode] | None] = [None] * len(options)
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


class Search(SearchBase):
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
        assert isinstance(node, Decision)
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

    def root_child_visits(self) -> list[float]:
        """Visits of each root option, virtual ones included."""
        return self.root.child_visits

    def root_complete(self) -> bool:
        """True once every root option has been tried."""
        root = self.root
        assert isinstance(root, DecisionNode)  # `__init__` makes it one; `SearchBase` types it as the protocol
        return not root.untried

    def select(self, node: DecisionNode) -> tuple[int, bool]:  # type: ignore[override]
        """An untried option (in the node's shuffled order) while there is one, else UCB1."""
        if node.untried:
            return node.untried.pop(), True
        return node.select(self.exploration), False

    def new_node(self, state: GameState) -> DecisionNode | ChanceNode[DecisionNode] | None:
        """A chance node for a reveal, a decision node over the candidate options, None at the end."""
        pending = state.pending
        if pending is None:
            return None
        if isinstance(pending, Chance):
            return ChanceNode()
        return DecisionNode(pending.player, self.candidate_options(state, pending), self.rng)

    def root_visits(self) -> list[float]:
        """Real visits of each root option (aligned with the root decision's options)."""
        return [v - self.virtual for v in self.root.child_visits]

    def root_rewards(self) -> list[float]:
        """Sums of the root player's rewards per root option, without the prior."""
        if not self.virtual:
            return list(self.root.child_reward)
        return [r - self.virtual * p for r, p in zip(self.root.child_reward, self.prior)]


def search_visits(state: GameState, seed: int, seconds: float | None, iterations: int | None,
                  prior: list[float] | None = None, prior_weight: float | None = None) -> SearchResult:
    """Run one search from `state`; returns real root visits, root reward sums and iterations done."""
    return run_search(Search, state, seed, seconds, iterations, prior, prior_weight)


class ClassicAgent(SearchAgent):
    """`hard-classic`: UCT with sampled chance nodes, short playouts and the medium evaluation.

    The medium agent's value of each root option seeds the search as `prior_weight` virtual
    visits, so a short search falls back on medium's judgement and a long one overrules it.
    """

    name = "hard-classic"
    search_class = Search
