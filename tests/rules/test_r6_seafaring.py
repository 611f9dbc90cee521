"""R6 Emigration, seafaring and landing: the chain move, crossings, king islands, landing order."""

from __future__ import annotations

import pytest

from tests.rules.position import bend, calm, kinds, make_deck, of_kind, offered, play, position, rough, table
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.rules import DecisionKind, EventKind, Reason, island
from tongiaki.rules.hexgrid import ORIGIN

STANDARD = load_deck(DEFAULT_DECK_PATH)

A = island("A", 2, [(3, (3,)), (3, (1, 2))])
K = island("K", 5, [(3, (1, 2)), (3, (4, 5))])
N = island("N", 2, [(4, (1,))])
S = island("S", 2, [(4, (2,))])
L = island("L", 3, [(3, (3,)), (3, (4, 5))])
M = island("M", 3, [(3, (3,)), (3, (2,))])
Q = island("Q", 4, [(2, (1,)), (2, (2,)), (2, (3,)), (2, (4,))])
UP = island("Up", 2, [(3, (3,))])
DOWN = island("Down", 2, [(3, (3,))])
DECK = make_deck(A, K, N, S, L, M, Q, UP, DOWN, calm("Calm"), bend("Bend"), bend("Bend2"), rough("Two", 2),
                 rough("Three", 3))


@pytest.mark.parametrize(("first_yellow", "colours", "passed"), [("0", 3, False), ("3", 4, True)])
def test_r6_2_rulebook_example_four_danger_needs_four_colours(first_yellow: str, colours: int, passed: bool) -> None:
    # Yellow (0) completes Rarotonga's 4-beach next to orange (1) and green (2) and sails onto
    # Water 7 ("4" on every wake). Two yellow ships: three colours, the crossing fails. With
    # purple (3) instead of one yellow ship: four colours, the fleet crosses.
    rarotonga = STANDARD.card_id("Rarotonga")
    assert STANDARD.cards[rarotonga].beaches[1].capacity == 4
    ships = {"Rarotonga/1": f"{first_yellow} 1 2"}
    if first_yellow != "0":
        ships["Rarotonga/0"] = "0"  # yellow needs a ship on Rarotonga to reproduce there
    state = position(STANDARD, 4, cards={ORIGIN: "Tonga", (0, -1): "Rarotonga"}, ships=ships)
    play(state, "reproduce 0,-1", "place 0,-1/1")
    assert table(state)["Rarotonga/1"] == " ".join(sorted(f"{first_yellow} 1 2 0".split()))
    # Picking the pier announces where the next card goes (R6.1): one option per pier.
    assert offered(state) == {"emigrate 0,-1/1 pier 3", "emigrate 0,-1/1 pier 4", "emigrate 0,-1/1 pier 5"}
    events = play(state, "emigrate 0,-1/1 pier 3", "reveal Water 7")
    [crossing] = of_kind(events, EventKind.CROSSING)
    assert (crossing.cell, crossing.danger, crossing.colours, crossing.passed) == ((0, -2), 4, colours, passed)
    if passed:
        assert state.pending.is_chance  # the fleet goes on upwards and the next card is revealed
        assert state.voyage.cell == (0, -2) and state.voyage.direction == 3
    else:
        assert kinds(events)[-2:] == [EventKind.SHIPS_RETURNED, EventKind.TURN_PASSED]
        assert table(state) == {}
        assert state.supply == [15, 15, 15, 15]


@pytest.mark.parametrize("first", [0, 3])
def test_r6_1_the_player_chooses_the_order_of_the_chain_move(first: int) -> None:
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "N", (0, 1): "S"},
                     ships={"Tonga/0": "0 0", "Tonga/3": "0 0"})
    play(state, "reproduce 0,0", "place 0,0/0", "place 0,0/3", "place 0,0/1", "place 0,0/2")
    both = {"emigrate 0,0/0 pier 0", "emigrate 0,0/3 pier 3"}
    assert state.pending.kind is DecisionKind.EMIGRATE and offered(state) == both
    events = play(state, f"emigrate 0,0/{first} pier {first}")
    assert of_kind(events, EventKind.EMIGRATED)[0].beach == first
    landed = "N" if first == 3 else "S"
    assert table(state)[f"{landed}/0"] == "0 0 0"
    second = 3 - first
    assert offered(state) == {f"emigrate 0,0/{second} pier {second}"}
    events = play(state, f"emigrate 0,0/{second} pier {second}")
    assert kinds(events)[-1] is EventKind.TURN_PASSED  # R6.6: no beach is full any more
    assert table(state) == {"Tonga/1": "0", "Tonga/2": "0", "N/0": "0 0 0", "S/0": "0 0 0"}


def test_r6_2_crossing_fails_with_too_few_colours() -> None:
    state = position(DECK, ships={"Tonga/3": "0 1", "Tonga/0": "2"})
    play(state, "reproduce 0,0", "place 0,0/3")
    events = play(state, "emigrate 0,0/3 pier 3", "reveal Three")
    [crossing] = of_kind(events, EventKind.CROSSING)
    assert (crossing.danger, crossing.colours, crossing.passed) == (3, 2, False)
    [returned] = of_kind(events, EventKind.SHIPS_RETURNED)
    assert sorted(returned.ships) == [0, 0, 1]
    assert kinds(events)[-1] is EventKind.TURN_PASSED
    assert table(state) == {"Tonga/0": "2"} and state.supply == [15, 15, 14]
    assert state.card_at((0, -1)).name == "Three"  # the card stays where it was attached


def test_r6_2_danger_0_always_passes_even_alone() -> None:
    state = position(DECK, ships={"Tonga/3": "0 0"})
    play(state, "reproduce 0,0", "place 0,0/3", "place 0,0/0")
    events = play(state, "emigrate 0,0/3 pier 3", "reveal Calm")
    [crossing] = of_kind(events, EventKind.CROSSING)
    assert (crossing.danger, crossing.colours, crossing.passed) == (0, 1, True)
    assert state.pending.is_chance and state.voyage.cell == (0, -1)


def test_r6_2_2_the_fleet_follows_the_wakes_of_cards_already_lying() -> None:
    # Up-left over Calm (straight on), then Bend turns the fleet down, onto A: no card is revealed.
    state = position(DECK, cards={ORIGIN: "Tonga", (-1, 0): "Calm", (-2, 0): "Bend", (-2, 1): "A"},
                     ships={"Tonga/2": "0 0"})
    play(state, "reproduce 0,0", "place 0,0/2", "place 0,0/5")
    events = play(state, "emigrate 0,0/2 pier 2")
    assert [(e.cell, e.to) for e in of_kind(events, EventKind.FLEET_MOVED)] == [
        ((0, 0), (-1, 0)), ((-1, 0), (-2, 0)), ((-2, 0), (-2, 1))]
    assert [e.passed for e in of_kind(events, EventKind.CROSSING)] == [True, True]
    assert of_kind(events, EventKind.CARD_REVEALED) == []
    assert state.pending.kind is DecisionKind.LAND
    assert offered(state) == {"land p0 -2,1/0", "land p0 -2,1/1"}


def test_r6_2_3_a_king_island_turns_the_fleet_back_without_crossing_again() -> None:
    # Two colours cross Two (danger 2, revealed: with it already lying the option would be
    # returning, R7.1) up to K, player 2's king island, and turn back to Tonga.
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -2): "K"},
                     ships={"Tonga/3": "0 1", "Tonga/1": "2"}, kings={"K": 2})
    play(state, "reproduce 0,0", "place 0,0/3")
    events = play(state, "emigrate 0,0/3 pier 3", "reveal Two")
    assert len(of_kind(events, EventKind.CROSSING)) == 1
    [back] = of_kind(events, EventKind.TURNED_BACK)
    assert (back.cell, back.to) == ((0, -2), ORIGIN)
    assert state.pending.kind is DecisionKind.LAND
    assert offered(state) == {f"land p{colour} 0,0/{b}" for colour in (0, 1) for b in range(6)}
    play(state, "land p1 0,0/3", "land p0 0,0/4", "land p0 0,0/5")
    assert table(state) == {"Tonga/1": "2", "Tonga/3": "1", "Tonga/4": "0", "Tonga/5": "0"}
    assert state.kings == {(0, -2): 2} and state.ships_on_island((0, -2)) == 0


def test_r6_2_4_a_fleet_may_land_on_the_island_it_set_out_from() -> None:
    # Up onto a new Bend (turn down-right), then the lying Bend2 turns it down-left: home to Tonga.
    # Tonga/0 fills too and waits for its turn in the chain: it has no free spot to land on.
    state = position(DECK, cards={ORIGIN: "Tonga", (1, -1): "Bend2", (0, 1): "S"},
                     ships={"Tonga/3": "0 0", "Tonga/0": "0 0"})
    play(state, "reproduce 0,0", "place 0,0/3", "place 0,0/0", "place 0,0/1", "place 0,0/2")
    events = play(state, "emigrate 0,0/3 pier 3", "reveal Bend")
    assert of_kind(events, EventKind.FLEET_MOVED)[-1].to == ORIGIN
    assert state.pending.kind is DecisionKind.LAND
    assert offered(state) == {f"land p0 0,0/{b}" for b in (1, 2, 3, 4, 5)}
    play(state, "land p0 0,0/3", "land p0 0,0/4", "land p0 0,0/5")
    assert table(state) == {"Tonga/0": "0 0 0", "Tonga/1": "0", "Tonga/2": "0", "Tonga/3": "0", "Tonga/4": "0",
                            "Tonga/5": "0"}
    assert offered(state) == {"emigrate 0,0/0 pier 0"}


def test_r6_3_landing_puts_one_ship_on_each_free_beach_first_then_the_rest_anywhere() -> None:
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "L"}, ships={"Tonga/3": "0 1"})
    play(state, "reproduce 0,0", "place 0,0/3", "emigrate 0,0/3 pier 3")
    assert offered(state) == {"land p0 0,-1/0", "land p0 0,-1/1", "land p1 0,-1/0", "land p1 0,-1/1"}
    events = play(state, "land p1 0,-1/1")
    # Beach 0 is still owed a ship: the one remaining choice is made at once.
    assert [(e.player, e.beach) for e in of_kind(events, EventKind.SHIP_LANDED)] == [(1, 1), (0, 0)]
    assert offered(state) == {"land p0 0,-1/0", "land p0 0,-1/1"}  # the rest: any free spot
    play(state, "land p0 0,-1/0")
    assert table(state) == {"L/0": "0 0", "L/1": "1"}


def test_r6_3_with_fewer_ships_than_free_beaches_the_player_picks_the_beaches() -> None:
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "Q"}, ships={"Tonga/3": "0 0"})
    play(state, "reproduce 0,0", "place 0,0/3", "place 0,0/0", "emigrate 0,0/3 pier 3")
    assert offered(state) == {f"land p0 0,-1/{b}" for b in range(4)}
    play(state, "land p0 0,-1/3")
    assert offered(state) == {f"land p0 0,-1/{b}" for b in (0, 1, 2)}
    play(state, "land p0 0,-1/1")
    assert offered(state) == {"land p0 0,-1/0", "land p0 0,-1/2"}
    play(state, "land p0 0,-1/0")
    assert table(state) == {"Tonga/0": "0", "Q/0": "0", "Q/1": "0", "Q/3": "0"}


@pytest.mark.parametrize("goes_back", [0, 1])
def test_r6_3_surplus_ships_go_back_to_supply_and_the_player_chooses_which(goes_back: int) -> None:
    # Fleet 0 0 1 reaches M with one free spot per beach: two ships land, one goes home.
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "M"},
                     ships={"Tonga/3": "0 1", "M/0": "2 2", "M/1": "2 2"})
    play(state, "reproduce 0,0", "place 0,0/3", "emigrate 0,0/3 pier 3")
    assert state.supply == [13, 14, 11]
    stays = 1 - goes_back
    events = play(state, f"land p{stays} 0,-1/0")
    if state.pending.kind is DecisionKind.LAND:
        events += play(state, "land p0 0,-1/1")
    [returned] = of_kind(events, EventKind.SHIPS_RETURNED)
    assert returned.ships == (goes_back,) and returned.reason is Reason.NO_FREE_SPOT
    assert table(state) == {"M/0": f"{stays} 2 2", "M/1": "0 2 2"}
    assert state.supply == [14 if goes_back == 0 else 13, 15 if goes_back == 1 else 14, 11]
    # R6.4: landing filled both of M's beaches, so the chain move goes on from them.
    assert state.pending.kind is DecisionKind.EMIGRATE
    assert offered(state) == {"emigrate 0,-1/0 pier 3", "emigrate 0,-1/1 pier 2"}


def test_r6_4_a_landing_that_fills_a_beach_continues_the_chain_move() -> None:
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "N"}, ships={"Tonga/3": "0 1", "N/0": "2"})
    play(state, "reproduce 0,0", "place 0,0/3", "emigrate 0,0/3 pier 3")
    assert offered(state) == {"land p0 0,-1/0", "land p1 0,-1/0"}  # the player picks the colour
    events = play(state, "land p1 0,-1/0")  # then only colour 0 is left: it lands by itself
    assert len(of_kind(events, EventKind.SHIP_LANDED)) == 3
    assert table(state) == {"N/0": "0 0 1 2"}
    assert state.pending.kind is DecisionKind.EMIGRATE and offered(state) == {"emigrate 0,-1/0 pier 1"}


@pytest.mark.parametrize("pick", [0, -1])
def test_r6_5_a_chain_between_two_islands_still_ends_the_turn(pick: int) -> None:
    # N's pier sends fleets up to Y, whose pier sends them straight back: R7 ends the chain
    # whichever options the player picks (always the first, or always the last).
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "Up", (0, -2): ("Down", 3)},
                     ships={"Up/0": "0 1", "Tonga/0": "0"})
    play(state, "reproduce 0,-1")
    for _ in range(50):
        if state.active != 0:
            break
        play(state, str(state.pending.options[pick]))
    assert state.active == 1 and state.pending.kind is DecisionKind.ACTION
    assert state.full_beaches() == []


def test_r6_6_a_failed_crossing_ends_the_turn_when_no_beach_is_full() -> None:
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "Three"}, ships={"Tonga/3": "0 0", "Tonga/2": "1"})
    events = play(state, "reproduce 0,0", "place 0,0/3", "place 0,0/0", "emigrate 0,0/3 pier 3")
    assert kinds(events)[-3:] == [EventKind.CROSSING, EventKind.SHIPS_RETURNED, EventKind.TURN_PASSED]
    assert state.active == 1 and state.pending.kind is DecisionKind.ACTION


def _landing_end(state, cell) -> tuple:
    """Land the rest of the fleet by random options; the island's beaches and the supplies after."""
    import random as _random

    rng = _random.Random(len(state.ships_at_sea()))
    while state.phase.name == "LAND" and state.land_cell == cell:
        node = state.pending
        state.apply(node.options[rng.randrange(len(node.options))])
    beaches = len(state.cards[state.cells[cell]].beaches)
    return tuple(tuple(sorted(state.beach_ships(cell, b))) for b in range(beaches)), tuple(state.supply)


def test_r6_3_a_settled_landing_ends_the_same_whichever_options_are_taken() -> None:
    """`landing_settled` (the table lands such ships without asking) holds only where every
    order of the landing's options gives one arrangement: checked by landing the rest of the
    fleet twelve ways at every such decision of 300 random games, whose settled landings it
    must also find, mixed fleets whose one open beach takes them all among them."""
    import random as _random

    from tongiaki.rules import new_game

    rng = _random.Random(11)
    settled = unsettled = mixed = 0
    for game in range(300):
        state = new_game(STANDARD, 2 + game % 5)
        while (node := state.pending) is not None:
            if not node.is_chance and node.kind is DecisionKind.LAND and len(node.options) > 1:
                if state.landing_settled():
                    settled += 1
                    cell = state.land_cell
                    ends = set()
                    for trial in range(12):
                        copy = state.copy()
                        copy.apply(node.options[trial % len(node.options)])
                        ends.add(_landing_end(copy, cell))
                    assert len(ends) == 1, (game, state.land_fleet, state.land_owed)
                    mixed += len(set(state.land_fleet)) > 1
                else:
                    unsettled += 1
            state.apply(node.options[rng.randrange(len(node.options))])
    assert settled >= 20 and unsettled >= 20 and mixed >= 5, (settled, unsettled, mixed)


def test_r6_3_a_mixed_fleet_is_settled_only_when_its_one_open_beach_takes_every_ship() -> None:
    """Ships of two owners landing where one beach only has free spots: settled when they all
    fit on it (the same owners end there whatever the order), not when one of them must go home
    (which one is the person's choice), nor when two beaches are open."""
    import random as _random

    from tongiaki.rules import new_game

    rng = _random.Random(5)
    seen = {True: 0, False: 0}
    for game in range(400):
        state = new_game(STANDARD, 2 + game % 5)
        while (node := state.pending) is not None:
            if (not node.is_chance and node.kind is DecisionKind.LAND and len(node.options) > 1
                    and len(set(state.land_fleet)) > 1):
                cell = state.land_cell
                beaches = state.cards[state.cells[cell]].beaches
                free = [beach.capacity - len(state.beach_ships(cell, b)) for b, beach in enumerate(beaches)]
                open_beaches = [b for b, spots in enumerate(free) if spots]
                expected = len(open_beaches) == 1 and len(state.land_fleet) <= sum(free)
                assert state.landing_settled() is expected, (game, state.land_fleet, open_beaches)
                seen[expected] += 1
            state.apply(node.options[rng.randrange(len(node.options))])
    assert seen[True] >= 5 and seen[False] >= 20, seen
