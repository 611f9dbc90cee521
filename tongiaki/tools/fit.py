"""Fit the evaluation's weights on self-play positions (an offline tool, not used in play).

    python -m tongiaki.tools.fit --games 300 --seats easy,easy,easy,easy --seed 1
    python -m tongiaki.tools.fit --games 40 --seats hard,hard,hard,hard --iterations 40 \
        [--holdout 16 --holdout-seed 2] [--write config/ai/hard-evaluation.json]

Plays seeded games, records every player's features at the start of each turn, and fits
`final points - points now - turn in progress = (reveals left / initial) * (w . features)`
by least squares (normal equations, pure Python). It then fits the softmax temperature of
`win_shares` by maximum likelihood of the actual winners over a small grid. Prints the
weights to paste into `evaluation.py`; `--holdout N` plays N more games (another seed) and
compares on them how well the fitted weights and medium's predict the final points and the
winner; `--write FILE` saves the weights and temperature as the JSON that `ai/fitted.py` reads.
`--objective winners` fits weights and temperature together to the likelihood of the real
winners instead (what `win_shares` is for), starting from medium's.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from pathlib import Path

from tongiaki.ai import SEARCH_LEVELS, make_agent
from tongiaki.ai.analysis import deck_facts, expected_reveals_left, presence
from tongiaki.ai.evaluation import (
    FEATURES,
    TEMPERATURE_BASE,
    TEMPERATURE_PER_REVEAL,
    WEIGHTS,
    player_features,
    shares_from_estimates,
    turn_in_progress,
)
from tongiaki.rules import Chance, DecisionKind, Deck, new_game

Row = tuple[float, list[float], float, int, float, float, int, int]
"""A row of `collect`: (scale, features, now + pending, final, share, left, game index, player)."""


def collect(deck: Deck, seats: list[str], games: int, seed: int, iterations: int | None = None) -> list[Row]:
    """Rows of (scale, features, now + pending, final, share, left, game index, player).

    `iterations` caps the search of the searching seats (their default time budget otherwise),
    which also makes the games the same on any machine.
    """
    rows = []
    for g in range(games):
        n = len(seats)
        rotation = g % n
        levels = [seats[(i + rotation) % n] for i in range(n)]
        agents = [make_agent(level, iterations=iterations) if level in SEARCH_LEVELS else make_agent(level)
                  for level in levels]
        rngs = [random.Random(f"fit:{seed}:{g}:{i}") for i in range(n)]
        chance = random.Random(f"fit-chance:{seed}:{g}")
        state = new_game(deck, n)
        snaps = []
        while (node := state.pending) is not None:
            if isinstance(node, Chance):
                state.apply(node.outcomes[chance.randrange(len(node.outcomes))])
                continue
            if node.kind is DecisionKind.ACTION:
                held = presence(state)
                values = deck_facts(state).values
                now = [sum(values[state.cells[c]] for c in h) for h in held]
                pend = turn_in_progress(state, held)
                left = expected_reveals_left(state)
                scale = left / deck_facts(state).initial_reveals
                feats = player_features(state, held)
                snaps.append((scale, feats, [a + b for a, b in zip(now, pend, strict=True)], left))
            state.apply(agents[node.player].choose(state, node, rngs[node.player]))
        result = state.result()
        for scale, feats, base, left in snaps:
            for p in range(n):
                rows.append((scale, feats[p], base[p], result.scores[p], result.share(p), left, g, p))
    return rows


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (small dense systems)."""
    size = len(vector)
    a = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        if abs(a[col][col]) < 1e-12:
            continue
        for r in range(size):
            if r != col:
                factor = a[r][col] / a[col][col]
                for c in range(col, size + 1):
                    a[r][c] -= factor * a[col][c]
    return [a[i][size] / a[i][i] if abs(a[i][i]) > 1e-12 else 0.0 for i in range(size)]


def fit_weights(rows: list[Row], ridge: float = 1.0) -> list[float]:
    """Least squares (with a little ridge) of the projection weights."""
    k = len(FEATURES)
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    for scale, feats, base, final, *_ in rows:
        x = [scale * f for f in feats]
        y = final - base
        for i in range(k):
            xty[i] += x[i] * y
            for j in range(k):
                xtx[i][j] += x[i] * x[j]
    for i in range(k):
        xtx[i][i] += ridge
    return solve(xtx, xty)


Position = list[tuple[float, list[float], float, float, float]]
"""One snapshot of `collect`: each player's (scale, features, points now + pending, real win
share, reveals left)."""


def _snapshots(rows: list[Row]) -> list[Position]:
    """The rows grouped by snapshot."""
    # `collect` writes one row per player of each snapshot, player 0 first: a snapshot starts
    # at each player 0 (two snapshots with the same reveals left are two positions, not one).
    positions: list[Position] = []
    for scale, feats, now, _final, share, left, _g, player in rows:
        if player == 0:
            positions.append([])
        positions[-1].append((scale, feats, now, share, left))
    return positions


def positions_of(rows: list[Row], weights: list[float] | tuple[float, ...]) -> list[list[tuple[float, float, float]]]:
    """Per position, each player's (estimate, real win share, reveals left)."""
    return [[(now + scale * sum(w * f for w, f in zip(weights, feats, strict=True)), share, left)
             for scale, feats, now, share, left in position] for position in _snapshots(rows)]


def log_likelihood(rows: list[Row], weights: list[float] | tuple[float, ...],
                   temperature: tuple[float, float]) -> float:
    """Mean log-likelihood per position of the real win shares under `win_shares`' softmax."""
    positions = positions_of(rows, weights)
    base, per = temperature
    ll = 0.0
    for items in positions:
        shares = shares_from_estimates([e for e, _, _ in items], base + per * items[0][2])
        ll += sum(s * math.log(max(1e-9, q)) for (_, s, _), q in zip(items, shares, strict=True))
    return ll / max(1, len(positions))


def mean_squared_error(rows: list[Row], weights: list[float] | tuple[float, ...]) -> float:
    """Mean squared error of the projected final points."""
    return sum((final - base - scale * sum(w * f for w, f in zip(weights, feats, strict=True))) ** 2
               for scale, feats, base, final, *_ in rows) / max(1, len(rows))


def fit_temperature(rows: list[Row], weights: list[float] | tuple[float, ...]) -> tuple[float, float]:
    """(base, per reveal) maximising the likelihood of the real win shares."""
    best = (-math.inf, 1.0, 0.2)
    for base in (1.0, 2.0, 3.0, 4.0, 5.0, 6.0):
        for per in (0.0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4):
            ll = log_likelihood(rows, weights, (base, per))
            if ll > best[0]:
                best = (ll, base, per)
    return best[1], best[2]


def _log_likelihood_gradient(positions: list[Position],
                             weights: list[float], temperature: tuple[float, float]) -> tuple[float, list[float]]:
    """Mean log-likelihood of the real win shares and its gradient in (weights..., base, per)."""
    k = len(weights)
    base, per = temperature
    total = 0.0
    gradient = [0.0] * (k + 2)
    for items in positions:
        left = items[0][4]
        temp = base + per * left
        estimates = [now + scale * sum(w * f for w, f in zip(weights, feats, strict=True))
                     for scale, feats, now, _share, _left in items]
        top = max(estimates)
        exps = [math.exp((e - top) / temp) for e in estimates]
        norm = sum(exps)
        for (scale, feats, _now, share, _left), e, x in zip(items, estimates, exps, strict=True):
            q = x / norm
            total += share * math.log(max(1e-12, q))
            d = share - q  # the derivative of the log-likelihood by this player's softmax input
            if d:
                for i in range(k):
                    gradient[i] += d * scale * feats[i] / temp
                gradient[k] -= d * (e - top) / (temp * temp)
                gradient[k + 1] -= d * (e - top) * left / (temp * temp)
    n = max(1, len(positions))
    return total / n, [g / n for g in gradient]


def fit_winners(rows: list[Row], weights: list[float] | tuple[float, ...], temperature: tuple[float, float],
                steps: int = 300, rate: float = 0.05) -> tuple[list[float], tuple[float, float]]:
    """Weights and temperature that maximise the log-likelihood of the real win shares under
    `win_shares`' softmax (Adam from `weights` and `temperature`; the temperature's base kept at
    least 0.3, its part per reveal at least 0). What a search's leaves need is the winner, not the
    points: the least squares of `fit_weights` projected points better and named winners worse
    (docs/ai-tournaments.md). The weight of the constant feature moves no softmax and stays."""
    positions = _snapshots(rows)
    params = [*weights, *temperature]
    first = [0.0] * len(params)
    second = [0.0] * len(params)
    for step in range(1, steps + 1):
        _ll, gradient = _log_likelihood_gradient(positions, params[:-2], (params[-2], params[-1]))
        gradient[FEATURES.index("one")] = 0.0  # a shift of every estimate alike: no softmax moves
        for i, g in enumerate(gradient):
            first[i] = 0.9 * first[i] + 0.1 * g
            second[i] = 0.999 * second[i] + 0.001 * g * g
            params[i] += rate * (first[i] / (1 - 0.9 ** step)) / (math.sqrt(second[i] / (1 - 0.999 ** step)) + 1e-8)
        params[-2] = max(0.3, params[-2])
        params[-1] = max(0.0, params[-1])
    return params[:-2], (params[-2], params[-1])


def write_evaluation(path: Path, weights: list[float], temperature: tuple[float, float], source: str) -> None:
    """Save weights and temperature as the JSON `tongiaki.ai.fitted` reads."""
    data = {
        "fitted_by": source,
        "weights": {f: round(w, 4) for f, w in zip(FEATURES, weights, strict=True)},
        "temperature": {"base": temperature[0], "per_reveal": temperature[1]},
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> None:
    """Collect, fit and print."""
    from tongiaki.play.decks import load_default_deck

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seats", default="easy,easy,easy,easy")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=None, help="search cap of hard/expert seats")
    parser.add_argument("--holdout", type=int, default=0, help="games of another seed to test the fit on")
    parser.add_argument("--holdout-seed", type=int, default=None, help="their seed (default: --seed + 1000)")
    parser.add_argument("--write", type=Path, default=None, help="save weights and temperature as JSON")
    parser.add_argument("--objective", choices=("points", "winners"), default="points",
                        help="points: least squares of the final points (then the temperature); winners: "
                             "the likelihood of the real winners, from medium's weights (fit_winners)")
    parser.add_argument("--steps", type=int, default=300, help="steps of the winners objective's ascent")
    args = parser.parse_args(argv)
    deck = load_default_deck()
    seats = args.seats.split(",")
    rows = collect(deck, seats, args.games, args.seed, args.iterations)
    if args.objective == "winners":
        weights, temperature = fit_winners(rows, WEIGHTS, (TEMPERATURE_BASE, TEMPERATURE_PER_REVEAL), args.steps)
    else:
        weights = fit_weights(rows)
        temperature = fit_temperature(rows, weights)
    print("rows", len(rows))
    print("WEIGHTS = (" + ", ".join(f"{w:.3f}" for w in weights) + ")  # " + ", ".join(FEATURES))
    mse0 = sum((final - base) ** 2 for scale, feats, base, final, *_ in rows) / len(rows)
    print(f"mse {mean_squared_error(rows, weights):.2f} (points now only: {mse0:.2f})")
    print("temperature (base, per reveal):", temperature)
    if args.holdout > 0:
        seed = args.holdout_seed if args.holdout_seed is not None else args.seed + 1000
        held = collect(deck, seats, args.holdout, seed, args.iterations)
        medium = (TEMPERATURE_BASE, TEMPERATURE_PER_REVEAL)
        print(f"held out: {args.holdout} games (seed {seed}), {len(held)} rows")
        print(f"  fitted:  mse {mean_squared_error(held, weights):.2f}, "
              f"log-likelihood of the winners {log_likelihood(held, weights, temperature):.4f}")
        print(f"  medium's: mse {mean_squared_error(held, WEIGHTS):.2f}, "
              f"log-likelihood {log_likelihood(held, WEIGHTS, medium):.4f} (its temperature), "
              f"{log_likelihood(held, WEIGHTS, fit_temperature(rows, WEIGHTS)):.4f} (temperature fitted here)")
    if args.write is not None:
        command = " ".join(["python -m tongiaki.tools.fit", *(argv if argv is not None else sys.argv[1:])])
        write_evaluation(args.write, weights, temperature, command)
        print("written", args.write)


if __name__ == "__main__":
    main()
