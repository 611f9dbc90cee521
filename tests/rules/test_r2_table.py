"""R2 The table: the hex grid, world directions, attaching by the red crest, unmatched neighbours."""

from __future__ import annotations

import pytest

from tests.rules.position import calm, make_deck, name_at, of_kind, offered, play, position, table
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.rules import DecisionKind, EventKind, island, new_game, water
from tongiaki.rules.hexgrid import ORIGIN, neighbour

A = island("A", 2, [(3, (3,)), (3, (1, 2))])
B = island("B", 3, [(3, (1, 2)), (3, (3, 4, 5))])
GATE = water("Gate", [(0, 1, 0), (2, 3, 4), (4, 5, 4)])
"""Only the wake from the crest (edge 0, to edge 1) is passable for a lone colour."""
DECK = make_deck(A, B, GATE, calm("Calm"))


def test_r2_1_tonga_lies_at_the_origin_with_its_crest_down() -> None:
    state = new_game(load_deck(DEFAULT_DECK_PATH), 4)
    assert state.cells == {ORIGIN: 0}
    assert state.rotations == {ORIGIN: 0}
    assert state.card_at(ORIGIN).name == "Tonga"


def test_r2_1_a_cell_holds_at_most_one_card() -> None:
    # Resettling, the revealed card may only go on an empty cell.
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "A"}, ships={"Tonga/0": "0", "A/1": "1"})
    play(state, "resettle", "reveal Calm")
    assert state.pending.kind is DecisionKind.PLACE_CARD
    cells = {option.cell for option in state.pending.options}
    assert cells and not cells & set(state.cells)


def test_r2_2_a_pier_faces_its_edge_plus_the_rotation() -> None:
    # B lies above Tonga turned by 2: its pier on edge 1 faces world direction 3 (up).
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): ("B", 2)}, ships={"B/0": "0 0", "Tonga/0": "1"})
    assert [state.pier_direction((0, -1), edge) for edge in range(6)] == [2, 3, 4, 5, 0, 1]
    # Reproducing on B (n = 2, b = 2) fills B/0; its piers 1 and 2 point up and up-right.
    play(state, "reproduce 0,-1")
    assert table(state) == {"B/0": "0 0 0", "B/1": "0", "Tonga/0": "1"}
    assert offered(state) == {"emigrate 0,-1/0 pier 1", "emigrate 0,-1/0 pier 2"}
    events = play(state, "emigrate 0,-1/0 pier 1")
    assert of_kind(events, EventKind.EMIGRATED)[0].direction == 3
    assert state.voyage.cell == (0, -1) and state.voyage.direction == 3
    assert state.pending.is_chance


@pytest.mark.parametrize("direction", range(6))
def test_r2_3_a_revealed_card_is_attached_by_its_red_crest(direction: int) -> None:
    # Tonga's beach `direction` fills and sails out through its pier on the same edge.
    state = position(DECK, ships={f"Tonga/{direction}": "0 1"})
    play(state, "reproduce 0,0", f"place 0,0/{direction}")
    assert offered(state) == {f"emigrate 0,0/{direction} pier {direction}"}
    events = play(state, f"emigrate 0,0/{direction} pier {direction}", "reveal A")
    cell = neighbour(ORIGIN, direction)
    [attached] = of_kind(events, EventKind.CARD_ATTACHED)
    assert (attached.cell, attached.rotation) == (cell, (direction + 3) % 6)
    assert name_at(state, cell) == "A" and state.rotations[cell] == (direction + 3) % 6
    assert state.pending.kind is DecisionKind.LAND


def test_r2_3_the_fleet_enters_a_revealed_water_card_at_its_crest_edge() -> None:
    # A lone colour sails up-left onto Gate: the wake from edge 0 (danger 0) leads to edge 1,
    # which faces down on a card with rotation 5; every other wake would sink the fleet.
    state = position(DECK, ships={"Tonga/2": "0 0"})
    play(state, "reproduce 0,0", "place 0,0/2", "place 0,0/5")
    events = play(state, "emigrate 0,0/2 pier 2", "reveal Gate")
    assert state.rotations[(-1, 0)] == 5
    [crossing] = of_kind(events, EventKind.CROSSING)
    assert (crossing.cell, crossing.danger, crossing.passed) == ((-1, 0), 0, True)
    assert state.voyage.cell == (-1, 0) and state.voyage.direction == 0
    assert state.pending.is_chance  # the cell below Gate is empty: the next card is revealed


def test_r2_4_a_pier_may_point_at_an_island_edge_without_a_pier() -> None:
    # Tonga's pier 3 points at A's edge 0, where A has no pier: the fleet lands all the same.
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "A"}, ships={"Tonga/3": "0 0"})
    events = play(state, "reproduce 0,0", "place 0,0/3", "place 0,0/0", "emigrate 0,0/3 pier 3")
    assert of_kind(events, EventKind.FLEET_MOVED)[0].to == (0, -1)
    assert state.pending.kind is DecisionKind.LAND
    assert offered(state) == {"land p0 0,-1/0", "land p0 0,-1/1"}
