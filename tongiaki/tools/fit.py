"""Fit the evaluation's weights on self-play positions (an offline tool, not used in play).

    python -m tongiaki.tools.fit --games 300 --seats easy,easy,easy,easy --seed 1
    python -m tongiaki.tools.fit --games 40 --seats hard,hard,hard,hard --iterations 40

Plays seeded games, records every player's features at the start of each turn, and fits
`final points - points now - turn in progress = (reveals left / initial) * (w . features)`
by least squares (normal equations, pure Python). It then fits the softmax temperature of
`win_shares` by maximum likelihood of the actual winners over a small grid. Prints the
weights to paste into `evaluation.py`.
"""

from __future__ import annotations

import argparse
import math
import random

from tongiaki.ai import SEARCH_LEVELS, make_agent
from tongiaki.ai.analysis import deck_facts, expected_reveals_left, presence
from tongiaki.ai.evaluation import FEATURES, player_features, shares_from_estimates, turn_in_progress
from tongiaki.rules import Chance, DecisionKind, new_game


def collect(deck, seats: list[str], games: int, seed: int, iterations: int | None = None) -> list[tuple]:
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


def fit_weights(rows: list[tuple], ridge: float = 1.0) -> list[float]:
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


def fit_temperature(rows: list[tuple], weights: list[float]) -> tuple[float, float]:
    """(base, per reveal) maximising the likelihood of the real win shares."""
    # `collect` writes one row per player of each snapshot, player 0 first: a snapshot starts
    # at each player 0 (two snapshots with the same reveals left are two positions, not one).
    positions: dict[int, list] = {}
    snapshot = -1
    for scale, feats, base, _final, share, left, _g, player in rows:
        if player == 0:
            snapshot += 1
        est = base + scale * sum(w * f for w, f in zip(weights, feats, strict=True))
        positions.setdefault(snapshot, []).append((est, share, left))
    best = (-math.inf, 1.0, 0.2)
    for base in (1.0, 2.0, 3.0, 4.0, 5.0, 6.0):
        for per in (0.0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4):
            ll = 0.0
            for items in positions.values():
                temp = base + per * items[0][2]
                shares = shares_from_estimates([e for e, _, _ in items], temp)
                ll += sum(s * math.log(max(1e-9, q)) for (_, s, _), q in zip(items, shares, strict=True))
            if ll > best[0]:
                best = (ll, base, per)
    return best[1], best[2]


def main(argv: list[str] | None = None) -> None:
    """Collect, fit and print."""
    from tongiaki.play.decks import load_default_deck

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seats", default="easy,easy,easy,easy")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=None, help="search cap of hard/expert seats")
    args = parser.parse_args(argv)
    rows = collect(load_default_deck(), args.seats.split(","), args.games, args.seed, args.iterations)
    weights = fit_weights(rows)
    print("rows", len(rows))
    print("WEIGHTS = (" + ", ".join(f"{w:.3f}" for w in weights) + ")  # " + ", ".join(FEATURES))
    mse = sum((final - base - scale * sum(w * f for w, f in zip(weights, feats, strict=True))) ** 2
              for scale, feats, base, final, *_ in rows) / len(rows)
    mse0 = sum((final - base) ** 2 for scale, feats, base, final, *_ in rows) / len(rows)
    print(f"mse {mse:.2f} (points now only: {mse0:.2f})")
    print("temperature (base, per reveal):", fit_temperature(rows, weights))


if __name__ == "__main__":
    main()
