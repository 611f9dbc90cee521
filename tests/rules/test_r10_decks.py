"""R10 Decks, the parts the rules core owns: dangers up to 6, any starting island, a minimal stack.

Deck validation itself (names, capacities, piers, wakes) is tested in tests/test_decks.py.
"""

from __future__ import annotations

import pytest

from tests.rules.position import calm, kinds, make_deck, of_kind, offered, play, position, rough, table
from tongiaki.rules import DecisionKind, EventKind, island, new_game
from tongiaki.rules.hexgrid import ORIGIN

HUGE = island("Huge", 5, [(7, (3,))])
A = island("A", 3, [(3, (1,)), (3, (4,))])
DECK = make_deck(HUGE, A, rough("Six", 6), calm("Calm"))


@pytest.mark.parametrize(("others", "colours", "passed"), [("1 2 3 4 4", 5, False), ("1 2 3 4 5", 6, True)])
def test_r10_a_danger_6_wake_needs_six_colours(others: str, colours: int, passed: bool) -> None:
    state = position(DECK, 6, cards={ORIGIN: "Tonga", (0, -1): "Huge"}, ships={"Huge/0": f"0 {others}"})
    play(state, "reproduce 0,-1")
    events = play(state, "emigrate 0,-1/0 pier 3", "reveal Six")
    [crossing] = of_kind(events, EventKind.CROSSING)
    assert (crossing.danger, crossing.colours, crossing.passed) == (6, colours, passed)


def test_r10_a_danger_above_the_number_of_players_is_impassable() -> None:
    # Five players can muster at most five colours: even the fullest fleet fails a 6.
    state = position(DECK, 5, cards={ORIGIN: "Tonga", (0, -1): "Huge"}, ships={"Huge/0": "0 1 2 3 4 4"})
    play(state, "reproduce 0,-1")
    events = play(state, "emigrate 0,-1/0 pier 3", "reveal Six")
    [crossing] = of_kind(events, EventKind.CROSSING)
    assert (crossing.colours, crossing.passed) == (5, False)


ATOLL = island("Atoll", 0, [(4, (0,)), (4, (3,))], start=True)


def test_r10_any_starting_island_starts_the_game() -> None:
    state = new_game(make_deck(A, calm("Calm"), start=ATOLL), 2)
    assert offered(state) == {"place 0,0/0", "place 0,0/1"}
    play(state, "place 0,0/0", "place 0,0/0", "place 0,0/1", "place 0,0/1")
    assert table(state) == {"Atoll/0": "0 1", "Atoll/1": "0 1"}
    assert state.pending.kind is DecisionKind.ACTION


@pytest.mark.parametrize("first", ["A", "Calm"])
def test_r10_a_stack_of_one_island_and_one_water_card_ends_at_the_first_reveal(first: str) -> None:
    state = position(make_deck(A, calm("Calm")), ships={"Tonga/0": "0 1"})
    play(state, "reproduce 0,0", "place 0,0/0")
    events = play(state, "emigrate 0,0/0 pier 0", f"reveal {first}")
    assert EventKind.END_TRIGGERED in kinds(events)
    while state.pending is not None:  # land the fleet (an island) or nothing is left to do (water)
        play(state, str(state.pending.options[0]))
    assert state.is_over() and len(state.stack) == 1
