"""R9 Special situations: no ship on the table, an empty supply, too few ships, two players."""

from __future__ import annotations

from tests.rules.position import calm, kinds, make_deck, of_kind, offered, play, position, rough, table
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.rules import DecisionKind, EventKind, island, new_game
from tongiaki.rules.hexgrid import ORIGIN

STANDARD = load_deck(DEFAULT_DECK_PATH)

A = island("A", 3, [(3, (3,)), (3, (1, 2))])
B = island("B", 2, [(3, (1,)), (3, (4,))])
K = island("K", 4, [(3, (1,))])
DECK = make_deck(A, B, K, calm("Calm"), rough("Three", 3))

TONGA_BEACHES = {f"place 0,0/{b}" for b in range(6)}

# ---------------------------------------------------------------- R9.1 no ship on the table


def test_r9_1_with_no_ship_on_the_table_place_two_on_tonga_or_one_elsewhere() -> None:
    # Player 1's only ship is K's king: kings do not count, so player 1 enters again.
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "A", (0, 1): "K"},
                     ships={"Tonga/0": "0 0", "Tonga/1": "2", "A/0": "0"}, kings={"K": 1}, active=1)
    assert state.pending.kind is DecisionKind.ACTION
    assert offered(state) == TONGA_BEACHES | {"place 0,-1/0", "place 0,-1/1"}  # not K; no reproduce
    events = play(state, "place 0,0/2")
    assert kinds(events) == [EventKind.SHIP_PLACED]
    assert state.pending.kind is DecisionKind.ENTER and offered(state) == TONGA_BEACHES
    events = play(state, "place 0,0/2")
    assert kinds(events) == [EventKind.SHIP_PLACED, EventKind.TURN_PASSED]
    assert table(state)["Tonga/2"] == "1 1" and state.supply[1] == 12


def test_r9_1_one_ship_on_another_island_is_the_other_choice() -> None:
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "A"}, ships={"Tonga/0": "0", "A/0": "0"}, active=1)
    events = play(state, "place 0,-1/1")
    assert kinds(events) == [EventKind.SHIP_PLACED, EventKind.TURN_PASSED]
    assert table(state) == {"Tonga/0": "0", "A/0": "0", "A/1": "1"} and state.supply[1] == 14


def test_r9_1_only_another_island_when_tonga_is_gone() -> None:
    state = position(DECK, cards={(0, -1): "A", (0, 1): "B", (0, 0): "Calm"}, ships={"A/0": "0", "B/1": "0 0"},
                     active=1)
    assert offered(state) == {"place 0,-1/0", "place 0,-1/1", "place 0,1/0", "place 0,1/1"}


ISLET = island("Islet", 0, [(5, (0,))], start=True)  # seats 4 ships: 2 players (R10)
ISLET_DECK = make_deck(A, calm("Calm"), start=ISLET)


def test_r9_1_only_another_island_when_tonga_has_fewer_than_two_free_spots() -> None:
    state = position(ISLET_DECK, 2, cards={ORIGIN: "Islet", (0, -1): "A"}, ships={"Islet/0": "0 0 0 0", "A/0": "0"},
                     active=1)
    assert state.free_spots(ORIGIN, 0) == 1
    assert offered(state) == {"place 0,-1/0", "place 0,-1/1"}


def test_r9_1_an_entry_that_fills_a_beach_is_followed_by_emigration() -> None:
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "A"}, ships={"Tonga/0": "0", "A/0": "0"}, active=1)
    play(state, "place 0,0/0", "place 0,0/0")
    assert table(state)["Tonga/0"] == "0 1 1"
    assert state.pending.kind is DecisionKind.EMIGRATE and offered(state) == {"emigrate 0,0/0 pier 0"}


# ---------------------------------------------------------------- R9.2 all ships on the table

ALL_ON_TABLE = {**{f"Tonga/{b}": "0 0" for b in range(6)}, "A/0": "0", "B/0": "0 0", "B/1": "1"}
"""Player 0's 15 ships: 12 on Tonga, 1 on A, 2 on B (which player 1 shares)."""


def test_r9_2_an_empty_supply_allows_a_recall_then_reproduction_counts_n_after_it() -> None:
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "A", (1, -1): "B"}, ships=ALL_ON_TABLE)
    assert state.supply[0] == 0
    recalls = {f"recall 0,0/{b}" for b in range(6)} | {"recall 0,-1/0", "recall 1,-1/0"}
    assert offered(state) == recalls | {"reproduce 0,0", "reproduce 0,-1", "reproduce 1,-1", "king 0,-1",
                                        "resettle"}
    events = play(state, "recall 0,-1/0")
    assert kinds(events) == [EventKind.SHIP_RECALLED] and state.supply[0] == 1
    # After the recall player 0 has no ship on A (n = 0), so A is not offered.
    assert state.pending.kind is DecisionKind.REPRODUCE_ISLAND
    assert offered(state) == {"reproduce 0,0", "reproduce 1,-1"}
    events = play(state, "reproduce 1,-1")
    assert of_kind(events, EventKind.REPRODUCED)[0].ships == (0,)  # k = min(2, 2, 1)
    assert offered(state) == {"place 1,-1/0", "place 1,-1/1"}
    play(state, "place 1,-1/1")
    assert table(state)["B/1"] == "0 1" and "A/0" not in table(state) and state.supply[0] == 0


def test_r9_2_no_recall_while_the_supply_holds_a_ship() -> None:
    ships = {**ALL_ON_TABLE, "Tonga/5": "0"}
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "A", (1, -1): "B"}, ships=ships)
    assert state.supply[0] == 1
    assert not any(text.startswith("recall") for text in offered(state))


# ---------------------------------------------------------------- R9.3 too few ships

ATOLL = island("Atoll", 0, [(20, (0,)), (20, (2,)), (20, (4,))], start=True)
ATOLL_DECK = make_deck(A, calm("Calm"), start=ATOLL)


def test_r9_3_reproduction_places_only_as_many_ships_as_the_supply_holds() -> None:
    # n = 13, b = 3, s = 2: two ships, not three.
    state = position(ATOLL_DECK, 2, ships={"Atoll/0": "0 " * 13, "Atoll/1": "1"})
    events = play(state, "reproduce 0,0")
    assert of_kind(events, EventKind.REPRODUCED)[0].ships == (0, 0)
    assert offered(state) == {"place 0,0/0", "place 0,0/1", "place 0,0/2"}
    play(state, "place 0,0/1", "place 0,0/2")
    assert table(state) == {"Atoll/0": " ".join("0" * 13), "Atoll/1": "0 1", "Atoll/2": "0"}
    assert state.supply[0] == 0 and state.active == 1


# ---------------------------------------------------------------- R9.4 two players


def test_r9_4_two_players_set_up_and_play_by_the_same_rules() -> None:
    state = new_game(STANDARD, 2)
    for beach in (0, 1, 3, 4):
        play(state, f"place 0,0/{beach}")
    assert table(state) == {"Tonga/0": "0", "Tonga/1": "1", "Tonga/3": "0", "Tonga/4": "1"}
    assert state.pending.kind is DecisionKind.ACTION and state.active == 0


def test_r9_4_two_colours_can_never_pass_a_danger_3_wake() -> None:
    state = position(DECK, 2, ships={"Tonga/3": "0 1", "Tonga/0": "1"})
    play(state, "reproduce 0,0", "place 0,0/3")
    events = play(state, "emigrate 0,0/3 pier 3", "reveal Three")
    [crossing] = of_kind(events, EventKind.CROSSING)
    assert (crossing.danger, crossing.colours, crossing.passed) == (3, 2, False)
    assert state.active == 1
