"""One-step rules of thumb: a score for every offered option, and the `easy` agent built on them.

`option_scores(state, decision)` rates each option by simple, local reasoning:

- reproduce where the new ships fill beaches with mixed colours (safe fleets) that sail to
  good islands, or else where the ships add most;
- emigrate by the pier whose voyage gains most for me (exact odds for the next card from the
  stack's composition: is the crest wake passable with the fleet's colours?) and least for
  the others;
- land my own ships first (they take the free spots; a ship left without one goes home), on
  beaches that become mixed;
- found a king on 4-5 point islands (3 points late in the game); resettle only when it costs
  nothing.

The `easy` agent samples from a softmax over these scores with an epsilon of uniform noise,
so it varies from game to game; the medium agent uses the scores, noise-free, to play out its
own follow-up decisions.
"""

from __future__ import annotations

import math
import random

from tongiaki.ai.analysis import (
    emigration_deltas,
    game_progress,
    island_value,
    leaving_losses,
    presence,
    voyage_deltas,
)
from tongiaki.ai.base import Choice
from tongiaki.rules import Decision, DecisionKind, GameState, Option, OptionKind
from tongiaki.rules.hexgrid import ORIGIN, Cell, world_direction
from tongiaki.rules.odds import Outcome, sail_odds

KING_BASE = 2.6
"""A king island's value above which founding it beats a typical reproduction."""
DOOMED_FILL = 1.0
"""What `easy` takes off an option that fills a beach with only its own ships when every pier of
it sinks the fleet for sure (the ships go back to supply for nothing; a play-test took easy's
habit of it for a bug). A fleet with rivals' ships is not doomed: sinking sends them home."""


def option_scores(state: GameState, decision: Decision) -> list[float]:
    """A heuristic score per option of `decision` (higher is better for `decision.player`)."""
    kind = decision.kind
    options = decision.options
    me = decision.player
    if len(options) == 1:
        return [0.0]
    held = presence(state)
    if kind is DecisionKind.EMIGRATE:
        return [_emigrate_score(state, o, me, held) for o in options]
    if kind is DecisionKind.LAND:
        return [_land_score(state, o, me, held) for o in options]
    if kind is DecisionKind.REPRODUCE_BEACH:
        scores = []
        for o in options:
            cell = o.cell
            assert cell is not None  # a new ship's beach is on an island
            scores.append(_beach_score(state, cell, o.beach, me, held))
        return scores
    if kind in (DecisionKind.ACTION, DecisionKind.REPRODUCE_ISLAND):
        progress = game_progress(state)
        return [_action_score(state, o, me, held, progress) for o in options]
    if kind in (DecisionKind.SETUP, DecisionKind.ENTER):
        return [_tonga_score(state, o, me) for o in options]
    if kind is DecisionKind.SETTLE:
        scores = []
        for o in options:
            cell = o.cell
            assert cell is not None  # the resettled ship's beach is on an island
            scores.append(0.1 * state.capacity(cell, o.beach))
        return scores
    return [0.0] * len(options)  # PLACE_CARD: no preference


def best_option(state: GameState, decision: Decision) -> Option:
    """The highest-scoring option (the first of equals): the noise-free rule of thumb."""
    options = decision.options
    if len(options) == 1:
        return options[0]
    scores = option_scores(state, decision)
    best = max(range(len(options)), key=scores.__getitem__)
    return options[best]


def _relative(deltas: list[float], me: int, weight: float = 0.5) -> float:
    """My gain minus a share of the best opponent's gain."""
    others = [d for p, d in enumerate(deltas) if p != me]
    return deltas[me] - weight * (max(others) if others else 0.0)


def _emigrate_score(state: GameState, option: Option, me: int, held: list[set[Cell]]) -> float:
    cell = option.cell
    assert cell is not None  # an emigration names its beach
    deltas = emigration_deltas(state, cell, option.beach, option.pier, held)
    return _relative(deltas, me)


def fill_value(state: GameState, cell: Cell, beach: int, fleet: tuple[int, ...], me: int, held: list[set[Cell]]
               ) -> float:
    """How good it is for `me` that `(cell, beach)` fills with `fleet` and sails (best pier)."""
    card = state.cards[state.cells[cell]]
    loss, after = leaving_losses(state, cell, beach, fleet, held)
    best = -math.inf
    for pier in card.beaches[beach].piers:
        direction = world_direction(pier, state.rotations[cell])
        gains = voyage_deltas(state, fleet, cell, direction, cell, after)
        best = max(best, _relative([a + b for a, b in zip(loss, gains)], me))
    return best


def _beach_score(state: GameState, cell: Cell, beach: int, me: int, held: list[set[Cell]]) -> float:
    occ = state.beach_ships(cell, beach)
    if state.free_spots(cell, beach) == 1:
        return 0.2 + fill_value(state, cell, beach, occ + (me,), me, held)
    others = len(set(occ) - {me})
    return 0.1 + 0.15 * others - 0.05 * occ.count(me)


def _land_score(state: GameState, option: Option, me: int, held: list[set[Cell]]) -> float:
    colour, cell, beach = option.colour, option.cell, option.beach
    assert cell is not None  # a landing names its beach
    score = 0.0
    if colour == me:
        score += 1.0
    elif cell in held[colour]:
        score += 0.3  # someone already there gains nothing: spend scarce spots on them first
    occ = state.beach_ships(cell, beach)
    if state.free_spots(cell, beach) == 1:
        score += 0.5 * fill_value(state, cell, beach, occ + (colour,), me, held)
    elif colour not in occ:
        score += 0.1
    return score


def _reproduce_score(state: GameState, cell: Cell, me: int, held: list[set[Cell]]) -> float:
    card = state.cards[state.cells[cell]]
    n = state.ships_on_island(cell, me)
    k = min(n, len(card.beaches), state.supply[me])
    if k <= 0:
        return -0.5
    values = sorted((_beach_score(state, cell, b, me, held) for b in range(len(card.beaches))
                     if state.free_spots(cell, b) > 0), reverse=True)
    return 0.3 + sum(values[:k]) + 0.05 * card.value


def _action_score(state: GameState, option: Option, me: int, held: list[set[Cell]], progress: float) -> float:
    kind = option.kind
    cell = option.cell
    if kind is OptionKind.REPRODUCE:
        assert cell is not None  # a reproduction names its island
        return _reproduce_score(state, cell, me, held)
    if kind is OptionKind.KING:
        assert cell is not None  # so does a king
        value = island_value(state, cell)
        return 1.3 * (value - KING_BASE) + 2.0 * progress
    if kind is OptionKind.RESETTLE:
        score_now = sum(island_value(state, c) for c in held[me])
        on_table = state.ships_on_spots(me)
        return 0.3 if score_now == 0 and on_table <= 2 and progress < 0.8 else -3.0
    if kind is OptionKind.RECALL:
        assert cell is not None  # a recall names its beach
        mine = state.ships_on_island(cell, me)
        return 0.5 if mine >= 2 else -island_value(state, cell)
    if kind is OptionKind.PLACE:  # R9.1 entry
        assert cell is not None  # so does a new ship
        beach = option.beach
        base = 0.8 if cell == ORIGIN and state.cells.get(ORIGIN) == 0 else 0.3 + 0.5 * island_value(state, cell)
        if state.free_spots(cell, beach) == 1:
            base += 0.5 * fill_value(state, cell, beach, state.beach_ships(cell, beach) + (me,), me, held)
        return base
    return 0.0  # PASS


def fills_for_nothing(state: GameState, option: Option, me: int) -> bool:
    """True when `option` puts a ship of `me` on the last free spot of a beach, the fleet then
    holds only `me`'s ships and every pier of the beach sinks it for sure (R6.2: they go back to
    supply, no rival goes home)."""
    cell = option.cell
    if option.kind not in (OptionKind.PLACE, OptionKind.LAND) or cell is None or cell not in state.cells:
        return False
    if option.kind is OptionKind.LAND and option.colour != me:
        return False
    if state.free_spots(cell, option.beach) != 1 or any(owner != me for owner in state.beach_ships(cell, option.beach)):
        return False
    piers = state.cards[state.cells[cell]].beaches[option.beach].piers
    return bool(piers) and all(
        sail_odds(state, cell, state.pier_direction(cell, pier), 1, cell).outcome is Outcome.SINK for pier in piers)


def _tonga_score(state: GameState, option: Option, me: int) -> float:
    if option.kind is not OptionKind.PLACE:
        return 0.0
    cell = option.cell
    assert cell is not None  # a placement names its beach
    occ = state.beach_ships(cell, option.beach)
    return 0.4 * len(set(occ) - {me}) - 0.3 * occ.count(me)


def softmax_pick(scores: list[float], rng: random.Random, temperature: float, epsilon: float) -> int:
    """An index drawn by softmax over `scores`, or uniformly with probability `epsilon`."""
    if rng.random() < epsilon:
        return rng.randrange(len(scores))
    top = max(scores)
    weights = [math.exp((s - top) / temperature) for s in scores]
    x = rng.random() * sum(weights)
    for i, w in enumerate(weights):
        x -= w
        if x <= 0:
            return i
    return len(scores) - 1


class EasyAgent:
    """`easy`: one-step rules of thumb with softmax noise, so it varies from game to game."""

    name = "easy"

    def __init__(self, temperature: float = 0.35, epsilon: float = 0.04) -> None:
        self.temperature = temperature
        self.epsilon = epsilon

    def choose(self, state: GameState, decision: Decision, rng: random.Random) -> Option:
        """A softmax draw over the rule-of-thumb scores."""
        return decision.options[self._pick(state, decision, rng)[0]]

    def decide(self, state: GameState, decision: Decision, rng: random.Random) -> Choice:
        """The same draw as `choose`, with its reason; a pick other than the top score says so."""
        from tongiaki.ai.explain import describe, own_placements

        index, scores = self._pick(state, decision, rng)
        option = decision.options[index]
        plan = own_placements(self, state, option, rng)
        reason = describe(state, decision, option, plan)  # the beaches it fills, the pier it sails by
        if scores and scores[index] < max(scores) - 1e-9:
            reason += "; not its top choice (it varies its play)"
        return Choice(option, reason, plan)  # (the plan: for `PlanTeller`, as a search's)

    def _pick(self, state: GameState, decision: Decision, rng: random.Random) -> tuple[int, list[float]]:
        """The index drawn and the scores it was drawn from (none for a single option)."""
        if len(decision.options) == 1:
            return 0, []
        scores = option_scores(state, decision)
        for i, option in enumerate(decision.options):
            if fills_for_nothing(state, option, decision.player):
                scores[i] -= DOOMED_FILL
        return softmax_pick(scores, rng, self.temperature, self.epsilon), scores
