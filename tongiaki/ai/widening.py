"""The `hard-widening` agent: UCT with progressive widening and pruned emigrations.

This search was the `hard` level for a while. Measured against `hard-classic` it was not
stronger at equal time (0.228 [0.173, 0.294] as one seat against three over 180 games at
0.25 s) and did not gain with more iterations where hard-classic did (a fixed-position test,
docs/ai-tournaments.md), so `hard` is now the classic tree with cheaper playouts (`hard.py`)
and this level is kept to measure against.

The search (`WideSearch`) keeps the shape of `hard-classic` (`mcts.py`: UCT for several players,
chance nodes sampled afresh on every iteration from the stack's composition, one child per card
seen; the shared pieces are in `uct.py`) and spends its iterations differently:

- **Progressive widening.** A decision node opens its options one at a time, best first, and
  opens another only as its visits grow (`k(n) = base + WIDEN * sqrt(n)` options after n
  visits). The root is ordered by the medium agent's value of each option (exact next-card odds
  for short lists). Inner landings, reproduction beaches and emigrations are ordered by the
  rules of thumb (emigrations: the rules core's voyage odds for the fleet's colours,
  `analysis.sea_odds`); inner placements (no rule of thumb) are shuffled by the search's rng.
- **Certain sinkings pruned.** Inside the tree, a pier whose route sinks the fleet for sure
  (`sea_odds` says SINK over the cards lying) is not searched while another pier does not sink
  it. The root keeps every option.
- **Playouts** stop after two rounds (`uct.PLAYOUT_ROUNDS`), as in hard-classic, and are scored by
  the evaluation (`HARD_WEIGHTS`, `HARD_TEMPERATURE`: the medium evaluation's unless a refit on
  self-play games measures better; see docs/ai-tournaments.md).
- The medium values also seed the root as `uct.PRIOR_WEIGHT` virtual visits, as in hard-classic;
  the most visited root option is played.

Why it is weaker: the widening shuts out the options medium ranks low. With about a hundred
iterations per decision the root opens ten options or so, and inner nodes two or three (a
landing or placement the rules of thumb misjudge is never tried), so extra iterations refine
the same few lines instead of finding a better one.
"""

from __future__ import annotations

import math
import random

from tongiaki.ai import uct
from tongiaki.ai.heuristic import option_scores
from tongiaki.ai.uct import ChanceNode, SearchAgent, SearchBase, SearchResult, run_search
from tongiaki.rules import Chance, Decision, DecisionKind, GameState, Option
from tongiaki.rules.hexgrid import world_direction
from tongiaki.rules.odds import Outcome

ROOT_BASE = 4
"""Root options open before the first iteration (best prior first)."""
ROOT_WIDEN = 0.6
"""Root options opened per square root of the root's real visits."""
INNER_BASE = 2
"""Options open at a new inner node of a widened kind."""
INNER_WIDEN = 0.4
"""Inner options opened per square root of the node's visits."""
WIDENED_KINDS = (DecisionKind.LAND, DecisionKind.PLACE_CARD, DecisionKind.REPRODUCE_BEACH, DecisionKind.EMIGRATE)
"""Inner decisions whose options open progressively; the others open all at once (shuffled)."""

HARD_WEIGHTS: tuple[float, ...] | None = None
"""Evaluation weights of the playouts (None: the medium evaluation's `WEIGHTS`)."""
HARD_TEMPERATURE: tuple[float, float] | None = None
"""(base, per reveal) of the playouts' softmax (None: the medium evaluation's)."""


class WideNode:
    """A decision in the tree whose options open progressively, best first.

    `options` is in opening order; `open` of them have been visited at least once (or carry
    the prior); `child_visits`/`child_reward` are indexed in that order.
    """

    __slots__ = ("player", "options", "visits", "open", "base", "widen", "child_visits", "child_reward",
                 "children")

    def __init__(self, player: int, options: tuple[Option, ...], base: int, widen: float) -> None:
        self.player = player
        self.options = options
        self.visits = 0.0
        self.open = 0
        self.base = base
        self.widen = widen
        count = len(options)
        self.child_visits = [0.0] * count
        self.child_reward = [0.0] * count
        self.children: list[WideNode | ChanceNode[WideNode] | None] = [None] * count

    def allowed(self, real_visits: float) -> int:
        """Options open after `real_visits` visits of this node."""
        return min(len(self.options), self.base + int(self.widen * math.sqrt(real_visits)))

    def select(self, exploration: float, real_visits: float) -> tuple[int, bool]:
        """(index, newly opened): the next unopened option if the node may widen, else UCB1."""
        if self.open < self.allowed(real_visits):
            index = self.open
            self.open += 1
            if self.child_visits[index] == 0:
                return index, True
            return index, False  # opened with prior visits only: descend as a visited one
        log_n = math.log(max(1.0, self.visits))
        visits, reward = self.child_visits, self.child_reward
        best, best_value = 0, -math.inf
        for i in range(self.open):
            n = visits[i]
            value = reward[i] / n + exploration * math.sqrt(log_n / n)
            if value > best_value:
                best, best_value = i, value
        return best, False


def inner_order(state: GameState, decision: Decision, rng: random.Random) -> tuple[Option, ...]:
    """An inner node's options in opening order (see the module docstring)."""
    options = decision.options
    kind = decision.kind
    if len(options) == 1:
        return options
    if kind is DecisionKind.PLACE_CARD or kind not in WIDENED_KINDS:
        shuffled = list(options)
        rng.shuffle(shuffled)
        return tuple(shuffled)
    if kind is DecisionKind.EMIGRATE:
        options = without_certain_sinkings(state, options)
    scores = option_scores(state, Decision(decision.player, kind, options))
    order = sorted(range(len(options)), key=lambda i: (-scores[i], i))
    return tuple(options[i] for i in order)


def without_certain_sinkings(state: GameState, options: tuple[Option, ...]) -> tuple[Option, ...]:
    """Emigration options whose route over the cards lying does not sink the fleet for sure
    (all of them when every pier sinks it)."""
    from tongiaki.ai.analysis import sea_odds

    kept = []
    for option in options:
        assert option.cell is not None  # an emigration names its beach
        fleet = state.beach_ships(option.cell, option.beach)
        direction = world_direction(option.pier, state.rotations[option.cell])
        odds = sea_odds(state, option.cell, direction, len(set(fleet)), option.cell)
        if odds.outcome is not Outcome.SINK:
            kept.append(option)
    return tuple(kept) if kept else options


class WideSearch(SearchBase):
    """One search with progressive widening from a root state (see the module docstring)."""

    def __init__(self, root: GameState, rng: random.Random, prior: list[float] | None = None,
                 prior_weight: float | None = None, exploration: float | None = None,
                 playout_rounds: float | None = None) -> None:
        self.root_state = root
        self.rng = rng
        self.exploration = uct.EXPLORATION if exploration is None else exploration
        self.playout_rounds = uct.PLAYOUT_ROUNDS if playout_rounds is None else playout_rounds
        self.weights, self.temperature = HARD_WEIGHTS, HARD_TEMPERATURE
        weight = uct.PRIOR_WEIGHT if prior_weight is None else prior_weight
        node = root.pending
        assert isinstance(node, Decision)
        options = node.options
        self.prior = list(prior) if prior is not None else [0.0] * len(options)
        if prior is not None:
            order = sorted(range(len(options)), key=lambda i: (-self.prior[i], i))
        else:
            order = list(range(len(options)))
            rng.shuffle(order)
        self.order = order
        self.root = WideNode(node.player, tuple(options[i] for i in order), ROOT_BASE, ROOT_WIDEN)
        self.virtual = weight if prior is not None and weight > 0 else 0.0
        if self.virtual:
            # The medium agent's values count as `virtual` visits of every root option.
            self.root.child_visits = [self.virtual] * len(options)
            self.root.child_reward = [self.virtual * self.prior[i] for i in order]
            self.root.visits = self.virtual * len(options)
        self.iterations = 0

    def root_child_visits(self) -> list[float]:
        """Visits of each root option (in opening order), virtual ones included."""
        return self.root.child_visits

    def select(self, node: WideNode) -> tuple[int, bool]:  # type: ignore[override]
        """The node's next option to open if its visits allow one more, else UCB1 over the open ones."""
        real = node.visits - self.virtual * len(node.options) if node is self.root else node.visits
        return node.select(self.exploration, real)

    def new_node(self, state: GameState) -> WideNode | ChanceNode[WideNode] | None:
        """A chance node for a reveal, a widening node in `inner_order`, None at the end."""
        pending = state.pending
        if pending is None:
            return None
        if isinstance(pending, Chance):
            return ChanceNode()
        if pending.kind in WIDENED_KINDS:
            return WideNode(pending.player, inner_order(state, pending, self.rng), INNER_BASE, INNER_WIDEN)
        options = inner_order(state, pending, self.rng)
        return WideNode(pending.player, options, len(options), 0.0)

    def root_visits(self) -> list[float]:
        """Real visits of each root option (aligned with the root decision's options)."""
        visits = [0.0] * len(self.order)
        for position, i in enumerate(self.order):
            visits[i] = self.root.child_visits[position] - self.virtual
        return visits

    def root_rewards(self) -> list[float]:
        """Sums of the root player's rewards per root option, without the prior."""
        rewards = [0.0] * len(self.order)
        for position, i in enumerate(self.order):
            rewards[i] = self.root.child_reward[position] - self.virtual * self.prior[i]
        return rewards


def search_visits(state: GameState, seed: int, seconds: float | None, iterations: int | None,
                  prior: list[float] | None = None, prior_weight: float | None = None) -> SearchResult:
    """Run one search from `state`; returns real root visits, root reward sums and iterations done."""
    return run_search(WideSearch, state, seed, seconds, iterations, prior, prior_weight)


class WideningAgent(SearchAgent):
    """`hard-widening`: the widening search (`WideSearch`) seeded by the medium agent's option values."""

    name = "hard-widening"
    search_class = WideSearch
