"""R3 Setup: Tonga and the stack, two rounds of ships on Tonga in seat order, a free spot per beach."""

from __future__ import annotations

from tests.rules.position import kinds, offered, play, table
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.rules import SHIPS_PER_PLAYER, DecisionKind, EventKind, new_game
from tongiaki.rules.hexgrid import ORIGIN

STANDARD = load_deck(DEFAULT_DECK_PATH)


def test_r3_1_new_game_lays_tonga_and_holds_the_whole_stack_as_a_composition() -> None:
    state = new_game(STANDARD, 4)
    assert state.cells == {ORIGIN: 0}
    assert state.stack == tuple(range(1, len(STANDARD.cards)))
    assert state.supply == [SHIPS_PER_PLAYER] * 4
    assert state.pending.kind is DecisionKind.SETUP and state.pending.player == 0


def test_r3_2_two_rounds_in_seat_order_give_everyone_two_ships_on_tonga() -> None:
    state = new_game(STANDARD, 3)
    seats = []
    for beach in (0, 1, 2, 3, 4, 5):
        seats.append(state.pending.player)
        events = play(state, f"place 0,0/{beach}")
    assert seats == [0, 1, 2, 0, 1, 2]
    assert kinds(events) == [EventKind.SHIP_PLACED, EventKind.TURN_PASSED]
    assert table(state) == {"Tonga/0": "0", "Tonga/1": "1", "Tonga/2": "2", "Tonga/3": "0", "Tonga/4": "1",
                            "Tonga/5": "2"}
    assert state.supply == [13, 13, 13]
    assert state.pending.kind is DecisionKind.ACTION and state.pending.player == 0 and state.turn == 1


def test_r3_2_setup_keeps_a_free_spot_on_each_tonga_beach() -> None:
    # Six players all crowd onto the lowest beach still offered: each beach takes two, never three.
    state = new_game(STANDARD, 6)
    all_beaches = {f"place 0,0/{b}" for b in range(6)}
    assert offered(state) == all_beaches
    play(state, "place 0,0/0", "place 0,0/0")
    assert offered(state) == all_beaches - {"place 0,0/0"}
    while state.pending.kind is DecisionKind.SETUP:
        play(state, min(offered(state)))
    assert [len(state.ships[(ORIGIN, b)]) for b in range(6)] == [2] * 6
    assert state.full_beaches() == []
    assert state.supply == [13] * 6
