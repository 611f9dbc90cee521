"""The evaluation's fitting tool (`tools/fit.py`): the winners' likelihood objective."""

from __future__ import annotations

import json
import random

from tongiaki.ai.evaluation import FEATURES
from tongiaki.tools.fit import Row, fit_winners, log_likelihood, write_evaluation


def _rows(positions: int, seed: int) -> list[Row]:
    """Two-player positions whose winner is mostly the one with more of the first feature."""
    rng = random.Random(seed)
    rows: list[Row] = []
    k = len(FEATURES)
    for g in range(positions):
        ships = [rng.uniform(0, 10) for _ in range(2)]
        lead = ships[0] - ships[1] + rng.gauss(0, 2)
        shares = (1.0, 0.0) if lead > 0 else (0.0, 1.0)
        left = rng.uniform(0, 20)
        for p in range(2):
            feats = [ships[p]] + [rng.uniform(0, 3) for _ in range(k - 2)] + [1.0]
            rows.append((1.0, feats, 10.0, 0, shares[p], left, g, p))
    return rows


def test_the_winners_fit_learns_what_names_the_winner_and_says_it_better() -> None:
    train, held = _rows(400, 1), _rows(200, 2)
    start = [0.0] * len(FEATURES)
    weights, temperature = fit_winners(train, start, (3.0, 0.1), steps=150)
    assert weights[0] > 0.3 and all(abs(w) < weights[0] for w in weights[1:-1])  # the feature that decides
    assert weights[-1] == 0.0  # the constant moves no softmax: left as it was
    assert temperature[0] >= 0.3 and temperature[1] >= 0.0
    assert log_likelihood(held, weights, temperature) > log_likelihood(held, start, (3.0, 0.1)) + 0.1


def test_the_fitted_evaluation_is_written_as_the_hard_level_reads_it(tmp_path) -> None:
    from tongiaki.ai.fitted import read_evaluation

    path = tmp_path / "hard-evaluation.json"
    weights = [0.5 * i for i in range(len(FEATURES))]
    write_evaluation(path, weights, (2.5, 0.05), "python -m tongiaki.tools.fit --objective winners")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["fitted_by"].endswith("--objective winners")
    assert read_evaluation(path) == (tuple(weights), (2.5, 0.05))
