"""The position evaluation shared by `medium` (one decision ahead) and `hard` (playouts cut short).

`estimated_scores(state)` projects every player's final points from public information:

    estimate = points now
             + the expected result of the turn in progress (a fleet landing, full beaches
               about to sail, a voyage waiting for its next card: exact odds from the stack)
             + a linear projection of the rest of the game from each player's position
               (ships on beaches, ships on mixed beaches, islands held, supply, kings left and
               the best island they could crown), weighted by how much game is left.

The end approaching (few islands or few water cards left in the stack) shrinks the
projection, so current points matter more and more. `win_shares(state)` turns the estimates
into a vector of win chances (a softmax whose temperature shrinks with the game left; ties
in a finished game are shared wins). The weights were fitted by least squares on positions
of self-play games (see docs/ai-tournaments.md).

The chances a seat tells a player ("about 31% to win") are that softmax made honest:
`told_chance(state, value)` widens a value of its scale to the temperature of `TOLD_TEMPERATURES`,
fitted per number of players on what really happened in self-play games (the softmax's own
temperature, which decides the seats' moves, told a 2-player game's leader 85% where such
leaders won 69%).
"""

from __future__ import annotations

import math

from tongiaki.ai.analysis import (
    add_voyage_gains,
    deck_facts,
    emigration_deltas,
    expected_reveals_left,
    presence,
    sea_odds,
)
from tongiaki.rules import GameState, PlaceMode
from tongiaki.rules.hexgrid import Cell
from tongiaki.rules.state import MAX_KINGS, Phase

FEATURES = ("ships", "mixed", "islands", "ship_points", "kings_left", "king_value", "fragile", "one")

# Weights of the projection per unit of `reveals_left / initial_reveals` (see `projection`).
WEIGHTS: tuple[float, ...] = (1.012, -0.386, -1.038, -0.671, 2.101, -0.189, -0.155, 13.973)

TEMPERATURE_BASE = 3.0
TEMPERATURE_PER_REVEAL = 0.1

TOLD_TEMPERATURES: dict[int, tuple[float, float]] = {2: (2.0, 0.5), 3: (2.0, 1.0), 4: (3.0, 0.2), 5: (2.5, 0.3),
                                                     6: (3.5, 0.05)}
"""Per number of players, the temperature (base, per expected reveal left) at which the chances
told come true: fitted on the positions at the start of every turn of 200 medium self-play
games of that many seats, checked on 100 others (`python -m tongiaki.tools.calibrate --players
N`; docs/ai-tournaments.md, "How sure the told chances are")."""


def player_features(state: GameState, held: list[set[Cell]]) -> list[list[float]]:
    """Per player, the features of `FEATURES` (raw counts and points)."""
    n = state.players
    values, kings = deck_facts(state).values, state.kings
    ships = [0] * n
    mixed = [0] * n
    fragile = [0.0] * n
    best_king = [0] * n
    ship_points = [0.0] * n
    islands = [0] * n
    for cell, card_id, beaches in state.islands_in_use():
        here: dict[int, list[int]] = {}  # per owner: beaches with their ships, of them about to fill
        for free, occ in beaches:
            near = 1 if free <= 1 else 0
            for p in occ:
                ships[p] += 1
            owners: tuple[int, ...] | set[int] = occ
            if len(occ) > 1:
                owners = set(occ)
                if len(owners) > 1:
                    for p in occ:
                        mixed[p] += 1
            for p in owners:
                entry = here.get(p)
                if entry is None:
                    here[p] = [1, near]
                else:
                    entry[0] += 1
                    entry[1] += near
        value = values[card_id]
        king = kings.get(cell)
        alone = king is None and card_id != 0 and len(here) == 1  # every ship on the island is one player's
        for p, (with_p, near_full) in here.items():
            if king != p:
                if with_p == near_full:
                    fragile[p] += value
                ship_points[p] += value
                islands[p] += 1
            if alone and value > best_king[p]:
                best_king[p] = value
    rows = []
    for p in range(n):
        kings_left = MAX_KINGS - state.kings_used[p]
        rows.append([
            float(ships[p]),
            float(mixed[p]),
            float(islands[p]),
            ship_points[p],
            float(kings_left),
            float(best_king[p] if kings_left > 0 else 0),
            fragile[p],
            1.0,
        ])
    return rows


def turn_in_progress(state: GameState, held: list[set[Cell]]) -> list[float]:
    """Expected change of each player's points from the part of the turn under way."""
    n = state.players
    deltas = [0.0] * n
    phase = state.phase
    if phase is Phase.LAND and state.land_cell is not None:
        cell = state.land_cell
        card = state.cards[state.cells[cell]]
        free = sum(b.capacity - len(state.beach_ships(cell, i)) for i, b in enumerate(card.beaches))
        owners = sorted(set(state.land_fleet))
        room = min(1.0, free / max(1, len(owners)))
        for p in owners:
            if cell not in held[p]:
                deltas[p] += card.value * room
    elif phase is Phase.CHAIN:
        me = state.active
        best_by_beach: dict[tuple[Cell, int], tuple[float, list[float]]] = {}
        for option in state.chain_options:
            home = option.cell
            assert home is not None  # an emigration names its beach
            d = emigration_deltas(state, home, option.beach, option.pier, held)
            others = max((x for p, x in enumerate(d) if p != me), default=0.0)
            key = (home, option.beach)
            rel = d[me] - 0.5 * others
            if key not in best_by_beach or rel > best_by_beach[key][0]:
                best_by_beach[key] = (rel, d)
        for _, d in best_by_beach.values():
            for p in range(n):
                deltas[p] += d[p]
    elif phase is Phase.VOYAGE_REVEAL and state.voyage is not None:
        v = state.voyage
        odds = sea_odds(state, v.cell, v.direction, len(set(v.fleet)), v.origin)
        add_voyage_gains(state, v.fleet, odds, held, deltas)
    elif phase in (Phase.PLACE_REVEAL, Phase.PLACE_CARD) and state.place_mode is PlaceMode.RESETTLE:
        facts = deck_facts(state)
        if phase is Phase.PLACE_CARD and facts.is_island[state.place_card]:
            deltas[state.active] += facts.values[state.place_card]
        else:
            islands = [facts.values[c] for c in state.stack if facts.is_island[c]]
            if islands:
                deltas[state.active] += sum(islands) / len(islands)
    elif phase is Phase.SETTLE and state.settle_cell is not None:
        deltas[state.active] += state.cards[state.cells[state.settle_cell]].value
    return deltas


def estimated_scores(state: GameState, weights: tuple[float, ...] | None = None) -> list[float]:
    """Each player's projected final points (exact points once the game is over)."""
    if state.is_over():
        return [float(s) for s in state.result().scores]
    return _projected(state, weights, expected_reveals_left(state))


def _projected(state: GameState, weights: tuple[float, ...] | None, left: float) -> list[float]:
    """`estimated_scores` of a game not over, with `left` its expected reveals left."""
    if weights is None:
        weights = WEIGHTS
    held = presence(state)
    facts = deck_facts(state)
    values = facts.values
    cells = state.cells
    now = []
    for h in held:  # loops: cheaper than a generator per player
        points = 0
        for c in h:
            points += values[cells[c]]
        now.append(float(points))
    pending = turn_in_progress(state, held)
    scale = left / max(1e-9, facts.initial_reveals)
    rows = player_features(state, held)
    return [now[p] + pending[p] + scale * sum([w * f for w, f in zip(weights, rows[p])]) for p in range(state.players)]


def temperature(state: GameState, fitted: tuple[float, float] | None = None) -> float:
    """Uncertainty of the projection, in points: shrinks as the end approaches.

    `fitted` is another (base, per reveal) pair than `TEMPERATURE_BASE`, `TEMPERATURE_PER_REVEAL`.
    """
    base, per = (TEMPERATURE_BASE, TEMPERATURE_PER_REVEAL) if fitted is None else fitted
    return base + per * expected_reveals_left(state)


def shares_from_estimates(estimates: list[float], temp: float) -> list[float]:
    """A softmax of estimated scores: the chance of each player to win."""
    top = max(estimates)
    weights = [math.exp((e - top) / temp) for e in estimates]
    total = sum(weights)
    return [w / total for w in weights]


def win_shares(state: GameState, weights: tuple[float, ...] | None = None,
               fitted: tuple[float, float] | None = None) -> list[float]:
    """Each player's chance to win (sums to 1); a finished game gives the real shares (ties split).

    `weights` and `fitted` (the temperature's base and per reveal) replace the defaults, for a
    level with its own fit; None keeps `WEIGHTS` and the default temperature.
    """
    if state.is_over():
        result = state.result()
        return [result.share(p) for p in range(state.players)]
    left = expected_reveals_left(state)
    base, per = (TEMPERATURE_BASE, TEMPERATURE_PER_REVEAL) if fitted is None else fitted
    return shares_from_estimates(_projected(state, weights, left), base + per * left)


def told_chance(state: GameState, value: float) -> float:
    """The chance to win to tell for `value`, a player's win share on `win_shares`' scale (a
    seat's value of a move), at the temperature of `TOLD_TEMPERATURES` (`widened`)."""
    players = state.players
    told = TOLD_TEMPERATURES.get(players, (TEMPERATURE_BASE, TEMPERATURE_PER_REVEAL))
    return widened(value, players, expected_reveals_left(state), told)


def widened(value: float, players: int, left: float, told: tuple[float, float]) -> float:
    """`value`, a chance on the scale of the play temperature with `left` reveals expected,
    moved to the temperature `told` (base, per reveal): its log-odds against an even share (1 /
    players) scaled by the one temperature over the other. In a 2-player game this is the
    softmax at `told` exactly; with more players, the same widening of one player's chance.
    0 and 1 (a game decided) stay as they are."""
    if not 0.0 < value < 1.0:
        return value
    base, per = told
    scale = (TEMPERATURE_BASE + TEMPERATURE_PER_REVEAL * left) / (base + per * left)
    even = math.log(1.0 / max(1, players - 1))  # log-odds of 1 / players
    odds = even + scale * (math.log(value / (1.0 - value)) - even)
    return 1.0 / (1.0 + math.exp(-odds))
