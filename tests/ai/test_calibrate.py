"""The chances to win a seat tells (`evaluation.told_chance`, `widened`, `TOLD_TEMPERATURES`) and
the tool that fits and checks them (`tools/calibrate.py`)."""

from __future__ import annotations

import random

from tongiaki.ai.analysis import expected_reveals_left
from tongiaki.ai.evaluation import (
    TEMPERATURE_BASE,
    TEMPERATURE_PER_REVEAL,
    TOLD_TEMPERATURES,
    shares_from_estimates,
    told_chance,
    widened,
)
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.rules import new_game
from tongiaki.tools import calibrate


def _positions(temperature: tuple[float, float], count: int, players: int, seed: int) -> calibrate.Positions:
    """Positions whose winners are drawn from the softmax at `temperature` (the softmax's own
    temperature being colder: the chances it tells are too sure)."""
    rng = random.Random(seed)
    positions = []
    base, per = temperature
    for _ in range(count):
        left = rng.uniform(0, 40)
        estimates = [rng.gauss(20, 6) for _ in range(players)]
        shares = shares_from_estimates(estimates, base + per * left)
        winner = rng.choices(range(players), weights=shares)[0]
        positions.append([(e, 1.0 if p == winner else 0.0, left) for p, e in enumerate(estimates)])
    return positions


def test_widening_a_2_player_chance_is_the_softmax_at_the_told_temperature() -> None:
    for left in (0.0, 12.5, 40.0):
        for gap in (-9.0, -1.0, 0.5, 6.0):
            play = shares_from_estimates([gap, 0.0], TEMPERATURE_BASE + TEMPERATURE_PER_REVEAL * left)[0]
            told = shares_from_estimates([gap, 0.0], 2.0 + 0.5 * left)[0]
            assert abs(widened(play, 2, left, (2.0, 0.5)) - told) < 1e-9


def test_widening_keeps_an_even_chance_the_order_and_a_decided_game() -> None:
    for players in (2, 3, 4, 6):
        even = 1 / players
        assert abs(widened(even, players, 20.0, (2.0, 1.0)) - even) < 1e-9
        values = [0.01, 0.1, even, 0.6, 0.97]
        told = [widened(v, players, 20.0, (2.0, 1.0)) for v in values]
        assert told == sorted(told) and told[0] > values[0] and told[-1] < values[-1]  # warmer: less sure
        assert widened(0.0, players, 20.0, (2.0, 1.0)) == 0.0 and widened(1.0, players, 20.0, (2.0, 1.0)) == 1.0
    assert widened(0.8, 2, 20.0, (TEMPERATURE_BASE, TEMPERATURE_PER_REVEAL)) == 0.8  # the same temperature


def test_told_chance_uses_the_temperature_of_the_number_of_players() -> None:
    deck = load_deck(DEFAULT_DECK_PATH)
    for players in (2, 4):
        state = new_game(deck, players)
        left = expected_reveals_left(state)
        assert told_chance(state, 0.9) == widened(0.9, players, left, TOLD_TEMPERATURES[players])
    assert told_chance(new_game(deck, 2), 0.9) < 0.9


def test_the_fit_finds_a_warmer_temperature_when_the_softmax_is_too_sure() -> None:
    positions = _positions((2.0, 0.5), 3000, 2, seed=1)
    fitted = calibrate.fit(positions)
    assert abs((fitted[0] + 20 * fitted[1]) - 12.0) < 3.0  # the winners' temperature mid-game, 2 + 0.5 x 20
    assert calibrate.log_likelihood(positions, fitted) > calibrate.log_likelihood(positions, calibrate.PLAY)
    assert calibrate.brier(positions, fitted) < calibrate.brier(positions, calibrate.PLAY)


def test_the_reliability_table_shows_chances_told_too_sure() -> None:
    positions = _positions((4.0, 0.8), 2000, 2, seed=2)
    rows = {tenth: (told, won, n) for tenth, told, won, n in calibrate.reliability(positions, calibrate.PLAY)}
    told, won, n = rows[9]
    assert n > 50 and won < told - 0.1
    assert sum(n for _, _, n in rows.values()) == 2 * 2000


def test_the_command_line_prints_the_fit_and_the_check(capsys) -> None:
    calibrate.main(["--players", "2", "--seats", "easy", "--games", "2", "--holdout", "1"])
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("2 players: ") and f"told temperature {TOLD_TEMPERATURES[2]}" in out[0]
    assert out[1].startswith("  log-likelihood per player (checked games): unwidened ")
    assert any(line.startswith("  unwidened: ") and " -> " in line for line in out)
