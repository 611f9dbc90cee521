"""R8 King islands, resettlement, the end of the game, scoring and the stall rule."""

from __future__ import annotations

from tests.rules.position import (
    bend,
    calm,
    kinds,
    make_deck,
    of_kind,
    offered,
    placements_by_hand,
    play,
    position,
    table,
)
from tongiaki.rules import DecisionKind, EventKind, Reason, Tiebreak, island
from tongiaki.rules.hexgrid import ORIGIN, neighbour

A = island("A", 3, [(3, (3,)), (3, (1, 2))])
B = island("B", 4, [(3, (1,)), (3, (4,))])
K1 = island("K1", 5, [(3, (1,))])
K2 = island("K2", 2, [(3, (1,))])
ONE = island("One", 2, [(2, (3,))])
DECK = make_deck(A, B, K1, K2, ONE, calm("Calm"), calm("Calm2"), bend("Loop1"), bend("Loop2"))

# ---------------------------------------------------------------- R8.1 king islands


def test_r8_1_king_is_offered_only_where_only_your_ships_stand_and_not_on_tonga() -> None:
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "A", (1, -1): "B"},
                     ships={"Tonga/0": "0", "A/0": "0 0", "B/0": "0 1"})
    assert offered(state) == {"reproduce 0,0", "reproduce 0,-1", "reproduce 1,-1", "king 0,-1", "resettle"}


def test_r8_1_founding_a_king_island_keeps_one_ship_returns_the_rest_and_ends_the_turn() -> None:
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "A", (1, -1): "B"},
                     ships={"Tonga/0": "0", "A/0": "0 0", "A/1": "0", "B/0": "0 1"})
    events = play(state, "king 0,-1")
    assert kinds(events) == [EventKind.KING_FOUNDED, EventKind.SHIPS_RETURNED, EventKind.TURN_PASSED]
    assert events[1].ships == (0, 0)
    assert state.kings == {(0, -1): 0} and state.kings_used == [1, 0, 0]
    assert table(state) == {"Tonga/0": "0", "B/0": "0 1"}
    assert state.supply[0] == 12 and state.ships_on_table(0) == 3
    # No one reproduces there; only its king scores it.
    assert "reproduce 0,-1" not in offered(state)
    assert state.result().scores == (0 + 3 + 4, 4, 0)


def test_r8_1_at_most_two_king_islands_per_game() -> None:
    cards = {ORIGIN: "Tonga", (0, -1): "A", (0, 1): "K1", (1, 0): "K2"}
    one_king = position(DECK, cards=cards, ships={"A/0": "0 0"}, kings={"K1": 0})
    assert "king 0,-1" in offered(one_king)
    two_kings = position(DECK, cards=cards, ships={"A/0": "0 0"}, kings={"K1": 0, "K2": 0})
    assert two_kings.kings_used[0] == 2
    assert offered(two_kings) == {"reproduce 0,-1", "resettle"}


# ---------------------------------------------------------------- R8.2 resettlement


def test_r8_2_resettlement_takes_ships_off_reveals_and_places_one_ship_on_the_island() -> None:
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "A", (0, 1): "K1"},
                     ships={"Tonga/0": "0 1", "A/1": "0 0", "Tonga/2": "2"}, kings={"K1": 0})
    events = play(state, "resettle")
    assert kinds(events) == [EventKind.SHIPS_RETURNED, EventKind.SHIPS_RETURNED, EventKind.RESETTLED]
    assert table(state) == {"Tonga/0": "1", "Tonga/2": "2"}
    assert state.kings == {(0, 1): 0} and state.supply[0] == 14  # the king stays on the table
    assert state.pending.is_chance
    assert {o.card for o in state.pending.outcomes} == set(state.stack)

    play(state, "reveal Calm")
    assert state.pending.kind is DecisionKind.PLACE_CARD
    assert offered(state) == placements_by_hand(state)
    for attach in state.pending.options:  # every crest faces a card next to an empty cell
        assert attach.cell not in state.cells and neighbour(attach.cell, attach.rotation) in state.cells
    assert {"attach 1,-1 rot 1", "attach 1,-1 rot 2"} <= offered(state)  # next to Tonga and to A
    play(state, "attach 1,-1 rot 2")
    assert state.pending.is_chance  # water: the next card is revealed

    play(state, "reveal B")
    assert {"attach 1,0 rot 1", "attach 1,0 rot 2", "attach 1,0 rot 3"} <= offered(state)
    play(state, "attach 1,0 rot 3")
    assert state.pending.kind is DecisionKind.SETTLE
    assert offered(state) == {"place 1,0/0", "place 1,0/1"}
    events = play(state, "place 1,0/1")
    assert kinds(events) == [EventKind.SHIP_PLACED, EventKind.TURN_PASSED]
    assert table(state) == {"Tonga/0": "1", "Tonga/2": "2", "B/1": "0"}
    assert state.supply[0] == 13 and state.rotations[(1, 0)] == 3


# ---------------------------------------------------------------- R8.3 end of the game


def test_r8_3_a_triggering_water_card_strands_the_fleet_after_its_crossing() -> None:
    state = position(DECK, ships={"Tonga/0": "0 1", "Tonga/3": "0 1"}, stack=["A", "Calm"])
    play(state, "reproduce 0,0", "place 0,0/0", "place 0,0/3")
    events = play(state, "emigrate 0,0/0 pier 0", "reveal Calm")
    assert kinds(events)[-6:] == [EventKind.CARD_REVEALED, EventKind.END_TRIGGERED, EventKind.CARD_ATTACHED,
                                  EventKind.FLEET_MOVED, EventKind.CROSSING, EventKind.STRANDED]
    assert state.end_triggered and state.stranded == [((0, 1), (0, 1, 0))]
    # The other full beach still emigrates: no card is revealed, it strands beside its pier.
    assert offered(state) == {"emigrate 0,0/3 pier 3"}
    events = play(state, "emigrate 0,0/3 pier 3")
    assert of_kind(events, EventKind.CARD_REVEALED) == []
    assert of_kind(events, EventKind.STRANDED)[0].cell == ORIGIN
    assert kinds(events)[-1] is EventKind.GAME_OVER
    assert state.is_over() and state.pending is None
    assert state.stack == (DECK.card_id("A"),)  # never revealed
    assert state.result().ships_on_table == (4, 2, 0)  # stranded ships count for R8.4


def test_r8_3_a_triggering_island_is_landed_on_then_voyages_strand_on_the_last_water_crossed() -> None:
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "Calm2"},
                     ships={"Tonga/0": "0 1", "Tonga/3": "0 1"}, stack=["A", "Calm"])
    play(state, "reproduce 0,0", "place 0,0/0", "place 0,0/3")
    events = play(state, "emigrate 0,0/0 pier 0", "reveal A")
    assert EventKind.END_TRIGGERED in kinds(events)
    assert state.pending.kind is DecisionKind.LAND  # the voyage under way finishes: it lands
    play(state, "land p1 0,1/0", "land p0 0,1/1")
    assert table(state) == {"A/0": "1", "A/1": "0 0", "Tonga/3": "0 0 1"}
    events = play(state, "emigrate 0,0/3 pier 3")
    [crossing] = of_kind(events, EventKind.CROSSING)
    assert crossing.cell == (0, -1) and crossing.passed
    assert state.stranded == [((0, -1), (0, 1, 0))]
    assert of_kind(events, EventKind.CARD_REVEALED) == [] and state.is_over()
    assert state.result().scores == (3, 3, 0)


def test_r8_3_resettlement_ending_on_an_island_places_the_ship() -> None:
    state = position(DECK, ships={"Tonga/0": "0 1"}, stack=["A", "Calm"])
    play(state, "resettle", "reveal A")
    assert state.end_triggered
    play(state, "attach 0,1 rot 3")
    events = play(state, "place 0,1/0")
    assert kinds(events) == [EventKind.SHIP_PLACED, EventKind.GAME_OVER]
    assert table(state) == {"Tonga/0": "1", "A/0": "0"} and state.result().scores == (3, 0, 0)


def test_r8_3_resettlement_ending_on_water_places_no_ship() -> None:
    state = position(DECK, ships={"Tonga/0": "0 1"}, stack=["A", "Calm"])
    play(state, "resettle", "reveal Calm")
    events = play(state, "attach 0,1 rot 3")
    assert kinds(events) == [EventKind.CARD_ATTACHED, EventKind.GAME_OVER]
    assert table(state) == {"Tonga/0": "1"} and state.stack == (DECK.card_id("A"),)


def test_r8_3_reveals_after_an_infinite_chain_stop_at_the_end() -> None:
    # R7.4 reveals for player 0, who lost their only ship; the first card revealed ends the game.
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "One", (0, -2): "Loop1", (1, -2): "Loop2"},
                     ships={"One/0": "0", "Tonga/0": "1"}, stack=["A", "Calm"])
    play(state, "reproduce 0,-1", "reveal Calm")
    assert state.end_triggered
    events = play(state, "attach 0,-1 rot 0")
    assert kinds(events) == [EventKind.CARD_ATTACHED, EventKind.GAME_OVER]


# ---------------------------------------------------------------- R8.4 scoring

SCORING = {ORIGIN: "Tonga", (0, -1): "A", (1, -1): "B", (0, 1): "K1", (1, 0): "K2", (-1, 0): "Calm"}
"""Values: Tonga 0, A 3, B 4, K1 5, K2 2; Calm is water."""


def test_r8_4_most_points_wins() -> None:
    state = position(DECK, cards=SCORING, ships={"B/0": "0", "A/0": "1 1", "Tonga/0": "1"})
    result = state.result()
    assert result.scores == (4, 3, 0) and result.winners == (0,) and result.tiebreak is Tiebreak.POINTS


def test_r8_4_a_tie_on_points_goes_to_the_player_on_most_islands() -> None:
    # 5 points each: K1 alone for player 0, A and K2 for player 1.
    state = position(DECK, cards=SCORING, ships={"K1/0": "0 0", "A/0": "1", "K2/0": "1"})
    result = state.result()
    assert result.scores == (5, 5, 0) and result.islands == (1, 2, 0)
    assert result.winners == (1,) and result.tiebreak is Tiebreak.ISLANDS


def test_r8_4_then_the_fewest_ships_counting_stranded_ships() -> None:
    # 7 points on 2 islands each; player 0 has a ship stranded on Calm, so 3 ships against 2.
    state = position(DECK, cards=SCORING, ships={"A/0": "0", "B/0": "0 1", "A/1": "1"},
                     stranded=[((-1, 0), "0")], end_triggered=True)
    result = state.result()
    assert result.scores == (7, 7, 0) and result.islands == (2, 2, 0)
    assert result.ships_on_table == (3, 2, 0)
    assert result.winners == (1,) and result.tiebreak is Tiebreak.SHIPS


def test_r8_4_a_king_counts_as_a_ship_and_a_full_tie_is_shared() -> None:
    # 5 points on 2 islands and 2 ships each; player 0's second ship is K1's king.
    state = position(DECK, cards=SCORING, ships={"Tonga/0": "0", "A/0": "1", "K2/0": "1"}, kings={"K1": 0})
    result = state.result()
    assert result.scores == (5, 5, 0) and result.ships_on_table == (2, 2, 0)
    assert result.winners == (0, 1) and result.tiebreak is Tiebreak.SHARED
    assert result.share(0) == result.share(1) == 0.5 and result.share(2) == 0


def test_r8_4_stranded_ships_score_nothing() -> None:
    # Player 2's fleet stranded beside A's pier does not make player 2 score A.
    state = position(DECK, cards=SCORING, ships={"A/0": "0"}, stranded=[((0, -1), "2 2")], end_triggered=True)
    assert state.result().scores == (3, 0, 0)


# ---------------------------------------------------------------- R8.5 stall

ATOLL = island("Atoll", 0, [(40, (0,))], start=True)
STALL_DECK = make_deck(A, B, calm("Calm"), calm("Calm2"), start=ATOLL)


def test_r8_5_ten_turns_per_player_without_a_reveal_end_the_game() -> None:
    # Both players have all 15 ships on the Atoll; reproducing places nothing (R5.3).
    state = position(STALL_DECK, 2, ships={"Atoll/0": "0 " * 15 + "1 " * 15})
    assert state.supply == [0, 0]
    for turn in range(19):
        assert state.stall_turns_left() == 20 - turn
        events = play(state, "reproduce 0,0")
        assert kinds(events)[-1] is EventKind.TURN_PASSED
    assert state.stall_turns_left() == 1  # this turn ends the game unless it reveals a card
    events = play(state, "reproduce 0,0")
    assert kinds(events)[-1] is EventKind.GAME_OVER and events[-1].reason is Reason.STALL
    assert state.is_over() and state.stall_turns_left() == 0


def test_r8_5_a_revealed_card_restarts_the_stall_count() -> None:
    state = position(STALL_DECK, 2, ships={"Atoll/0": "0 " * 15 + "1 " * 15}, turns_without_reveal=19)
    assert state.stall_turns_left() == 1
    play(state, "resettle", "reveal Calm")
    assert state.stall_turns_left() == 20  # this turn revealed a card: the count starts again after it
    play(state, "attach 0,1 rot 3", "reveal A", "attach 0,-1 rot 0", "place 0,-1/0")
    assert not state.is_over() and state.active == 1
    assert state.turns_without_reveal == 0 and state.stall_turns_left() == 20
