"""How sure the told win chances are: fit and check the told temperature per number of players.

    python -m tongiaki.tools.calibrate --players 2 [--games 200 --holdout 100 --seed 1 --seats medium]

Plays seeded self-play games (`tools.fit.collect`: every seat of one level), takes every
player's chance to win at the start of each turn (`evaluation.win_shares`' softmax, as the
seats value moves) and fits the temperature (base, per expected reveal left) to which
`evaluation.widened` moves those chances, by the likelihood of what happened to each player
(won or not) over a grid. On games of another seed it compares the chances told without
widening, with `evaluation.TOLD_TEMPERATURES` and with the fit: the mean log-likelihood per
player, the Brier score and a reliability table ("70-80%: 75 -> 59 (813)": chances told
70-80%, on average 75%, of which 59% came true, 813 of them). A seat's reasons and hints tell
the widened chances ("about 31% to win").
"""

from __future__ import annotations

import argparse
import math

from tongiaki.ai.evaluation import (
    TEMPERATURE_BASE,
    TEMPERATURE_PER_REVEAL,
    TOLD_TEMPERATURES,
    WEIGHTS,
    shares_from_estimates,
    widened,
)
from tongiaki.tools.fit import Row, collect, positions_of

BASES = (0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 5.0, 6.0)
PER_REVEAL = (0.0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1.0, 1.2, 1.5)
"""The grid of temperatures tried (base, per reveal left), in points."""

Positions = list[list[tuple[float, float, float]]]
"""Per position, each player's (projected points, real win share, reveals left)."""


PLAY = (TEMPERATURE_BASE, TEMPERATURE_PER_REVEAL)
"""The softmax's own temperature: the chances told before any widening."""


def told(positions: Positions, temperature: tuple[float, float]) -> list[tuple[float, float]]:
    """(chance told, real win share) of every player of every position, the softmax's chances
    widened to `temperature` (`evaluation.widened`; `PLAY` leaves them as they are)."""
    pairs: list[tuple[float, float]] = []
    for items in positions:
        players, left = len(items), items[0][2]
        shares = shares_from_estimates([e for e, _, _ in items], TEMPERATURE_BASE + TEMPERATURE_PER_REVEAL * left)
        pairs.extend((widened(q, players, left, temperature), s) for (_, s, _), q in zip(items, shares, strict=True))
    return pairs


def log_likelihood(positions: Positions, temperature: tuple[float, float]) -> float:
    """Mean log-likelihood per player and position of what happened (a shared win counting as
    its share) under the chances told."""
    pairs = told(positions, temperature)
    total = sum(s * math.log(max(1e-9, q)) + (1 - s) * math.log(max(1e-9, 1 - q)) for q, s in pairs)
    return total / max(1, len(pairs))


def brier(positions: Positions, temperature: tuple[float, float]) -> float:
    """Mean squared difference of the chance told and the real share, per player and position."""
    pairs = told(positions, temperature)
    return sum((q - s) ** 2 for q, s in pairs) / max(1, len(pairs))


def reliability(positions: Positions, temperature: tuple[float, float]) -> list[tuple[int, float, float, int]]:
    """Per tenth of chances told (0 for 0-10%): (tenth, mean chance told, share won, count)."""
    bins = [[0.0, 0.0, 0] for _ in range(10)]
    for q, s in told(positions, temperature):
        entry = bins[min(9, int(q * 10))]
        entry[0] += q
        entry[1] += s
        entry[2] += 1
    return [(i, told_sum / n, won / n, int(n)) for i, (told_sum, won, n) in enumerate(bins) if n]


def fit(positions: Positions) -> tuple[float, float]:
    """The temperature of the grid with the best likelihood of the real winners."""
    return max(((b, p) for b in BASES for p in PER_REVEAL), key=lambda t: log_likelihood(positions, t))


def _table(rows: list[tuple[int, float, float, int]]) -> str:
    return "  ".join(f"{i * 10}-{i * 10 + 10}%: {t * 100:.0f} -> {w * 100:.0f} ({n})" for i, t, w, n in rows)


def report(players: int, train: list[Row], held: list[Row]) -> list[str]:
    """The report's lines for `players` seats: the fit on `train`, checked on `held`."""
    fitting, checking = positions_of(train, WEIGHTS), positions_of(held, WEIGHTS)
    fitted = fit(fitting)
    used = TOLD_TEMPERATURES.get(players, PLAY)
    kinds = (("unwidened", PLAY), (f"told {used}", used), (f"fitted {fitted}", fitted))
    lines = [f"{players} players: {len(fitting)} positions fitted, {len(checking)} checked; "
             f"told temperature {used}, fitted {fitted}, the softmax's {PLAY}",
             "  log-likelihood per player (checked games): " + ", ".join(
                 f"{name} {log_likelihood(checking, t):.4f}" for name, t in kinds),
             "  Brier score: " + ", ".join(f"{name} {brier(checking, t):.4f}" for name, t in kinds)]
    lines.extend(f"  {name}: {_table(reliability(checking, t))}" for name, t in kinds)
    return lines


def main(argv: list[str] | None = None) -> None:
    """Collect, fit, check and print."""
    from tongiaki.play.decks import load_default_deck

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=4, choices=range(2, 7))
    parser.add_argument("--seats", default="medium", help="the level of every seat")
    parser.add_argument("--games", type=int, default=200, help="games to fit on")
    parser.add_argument("--holdout", type=int, default=100, help="games of another seed to check on")
    parser.add_argument("--seed", type=int, default=1, help="the fit's seed (the check's is the next one)")
    parser.add_argument("--iterations", type=int, default=None, help="search cap of hard/expert seats")
    args = parser.parse_args(argv)
    deck = load_default_deck()
    seats = [args.seats] * args.players
    train = collect(deck, seats, args.games, args.seed, args.iterations)
    held = collect(deck, seats, args.holdout, args.seed + 1, args.iterations)
    print("\n".join(report(args.players, train, held)))


if __name__ == "__main__":
    main()
