"""R10 start island: it seats two ships per player with a spot free on each beach (R3.2).

A deck whose starting island is too small for a number of players is refused for that number
with one clear line: by the rules core (`max_players`, `new_game`), by deck validation when not
even two players fit, and by the match and the commands (`simulate`, `tournament`, `play`).
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tests.rules.position import calm, make_deck, offered, play, table
from tongiaki.cli import main
from tongiaki.play.decks import DeckError, deck_from_data
from tongiaki.play.match import Match
from tongiaki.rules import DecisionKind, StartIslandTooSmall, island, max_players, new_game
from tongiaki.rules.hexgrid import ORIGIN

RING = island("Ring", 0, [(2, (edge,)) for edge in range(6)], start=True)
"""Six beaches of 2 spots: 6 ships with a spot free on each beach, so 3 players at most."""
RING_DECK = make_deck(island("A", 3, [(3, (1,)), (3, (4,))]), calm("Calm"), start=RING, name="Ring deck")


def test_r10_max_players_counts_capacity_minus_one_per_beach() -> None:
    assert max_players(RING_DECK) == 3
    assert max_players(make_deck(calm("Calm"))) == 6  # Tonga: 6 x (3 - 1) = 12 ships, 6 players
    big = island("Big", 0, [(5, (0,)), (4, (3,))], start=True)  # 4 + 3 = 7 ships: 3 players
    assert max_players(make_deck(calm("Calm"), start=big)) == 3


def test_r10_a_start_island_too_small_for_four_players_is_refused() -> None:
    with pytest.raises(StartIslandTooSmall) as error:
        new_game(RING_DECK, 4)
    message = str(error.value)
    assert "\n" not in message
    assert "Ring" in message and "at most 3 players, not 4" in message and "R10" in message
    assert isinstance(error.value, ValueError)


def test_r10_three_players_fill_the_six_spots_of_the_ring() -> None:
    state = new_game(RING_DECK, 3)
    for step in range(6):  # R3.2: two rounds, one ship each, every beach keeping a free spot
        assert state.pending.kind is DecisionKind.SETUP and state.active == step % 3
        play(state, sorted(offered(state))[0])
    assert state.pending.kind is DecisionKind.ACTION
    assert table(state) == {f"Ring/{b}": str(b % 3) for b in range(6)}
    assert all(state.free_spots(ORIGIN, b) == 1 for b in range(6))


def test_r10_a_match_refuses_too_many_seats() -> None:
    with pytest.raises(StartIslandTooSmall):
        Match(RING_DECK, ["random"] * 4, 1)
    assert Match(RING_DECK, ["random"] * 3, 1).state.players == 3


def test_r10_deck_validation_rejects_a_start_island_that_cannot_seat_two_players() -> None:
    islet = island("Islet", 0, [(3, (0, 1, 2))], start=True)  # 2 ships: not even 2 players
    data = make_deck(calm("Calm"), island("A", 3, [(3, (1,))]), start=islet).to_data()
    with pytest.raises(DeckError) as error:
        deck_from_data(data, "islet.yaml")
    assert str(error.value) == ("islet.yaml: card 'Islet': beaches: the start island seats 2 ships with a spot "
                                "free on each beach; 2 players need 4 (R10)")
    assert deck_from_data(RING_DECK.to_data(), "ring.yaml").start.name == "Ring"  # 3 players fit


@pytest.fixture
def ring_file(tmp_path: Path) -> Path:
    path = tmp_path / "ring.yaml"
    path.write_text(yaml.safe_dump(RING_DECK.to_data()), encoding="utf-8")
    return path


@pytest.mark.parametrize("argv", [
    ["simulate", "--players", "4", "--games", "1"],
    ["tournament", "--seats", "random,random,random,random", "--games", "1"],
    ["play", "--seats", "human,easy,easy,easy"],
])
def test_r10_the_commands_refuse_too_many_players_in_one_line(
        argv: list[str], ring_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*argv, "--deck", str(ring_file)]) == 1
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert "at most 3 players, not 4 (R10)" in err and "Traceback" not in err


def test_r10_simulate_plays_the_ring_with_three_players(ring_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "3", "--games", "5", "--deck", str(ring_file)]) == 0
    assert "0 invariant violations" in capsys.readouterr().out
