"""IllegalOption: an option the pending node does not offer raises and leaves the state unchanged."""

from __future__ import annotations

from typing import Any

import pytest

from tests.rules.position import calm, make_deck, option, play, position
from tongiaki.rules import GameState, IllegalOption, Option, OptionKind, island
from tongiaki.rules.hexgrid import ORIGIN

A = island("A", 3, [(3, (3,)), (3, (1, 2))])
DECK = make_deck(A, calm("Calm"), calm("Calm2"))


def snapshot(state: GameState) -> dict[str, Any]:
    """Every attribute of the state except the cached pending node, copied."""
    copied = state.copy()
    return {key: value for key, value in vars(copied).items() if key != "_pending"}


def action_position() -> GameState:
    return position(DECK, cards={ORIGIN: "Tonga", (0, -1): "A"}, ships={"Tonga/3": "0 1", "A/0": "1"})


def reproduce_beach_position() -> GameState:
    state = action_position()
    play(state, "reproduce 0,0")
    return state


def chance_position() -> GameState:
    state = position(DECK, ships={"Tonga/3": "0 1"})
    play(state, "reproduce 0,0", "place 0,0/3", "emigrate 0,0/3 pier 3")
    return state


def land_position() -> GameState:
    state = action_position()
    play(state, "reproduce 0,0", "place 0,0/3", "emigrate 0,0/3 pier 3")
    return state


@pytest.mark.parametrize(("make", "text"), [
    (action_position, "king 0,0"),              # R8.1: never on Tonga
    (action_position, "reproduce 0,-1"),        # player 0 has no ship on A
    (action_position, "recall 0,0/3"),          # R9.2: the supply is not empty
    (action_position, "emigrate 0,0/3 pier 3"),  # not a full beach, and not the time
    (reproduce_beach_position, "place 0,-1/0"),  # not the island reproduced on
    (chance_position, "reveal Tonga"),          # Tonga is on the table, not in the stack
    (chance_position, "pass"),
    (land_position, "land p2 0,-1/0"),          # no ship of player 2 in the fleet
    (land_position, "land p0 0,0/0"),           # not the island landed on
])
def test_an_option_not_offered_raises_and_leaves_the_state_unchanged(make: Any, text: str) -> None:
    state = make()
    before = snapshot(state)
    pending_before = state.pending
    with pytest.raises(IllegalOption):
        state.apply(option(state, text))
    assert snapshot(state) == before
    assert state.pending == pending_before


def test_no_option_is_legal_once_the_game_is_over() -> None:
    state = position(DECK, ships={"Tonga/0": "0 1"}, stack=["A", "Calm"])
    play(state, "resettle", "reveal Calm", "attach 0,1 rot 3")
    assert state.is_over()
    before = snapshot(state)
    with pytest.raises(IllegalOption):
        state.apply(Option(OptionKind.PASS))
    assert snapshot(state) == before


def test_illegal_option_is_a_value_error() -> None:
    assert issubclass(IllegalOption, ValueError)
