"""R7 Infinite chain: returning options, removal of the island, reveals after it, longer loops.

The loop used throughout: an island at (0,-1) whose pier 3 points up onto Loop1 at (0,-2);
Loop1 turns the fleet down-right onto Loop2 at (1,-2), which turns it down-left, back onto
the island. Tonga lies below the island at the origin.
"""

from __future__ import annotations

import random

import pytest

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
    rough,
    table,
)
from tongiaki.rules import DecisionKind, EventKind, RouteOutcome, island
from tongiaki.rules.hexgrid import ORIGIN
from tongiaki.rules.landing import can_escape as _can_escape
from tongiaki.rules.landing import successors as _successors

ONE = island("One", 2, [(2, (3,))])
MANY = island("Many", 2, [(2, (2, 3, 4))])
Y = island("Y", 3, [(2, (3,))])
K = island("K", 4, [(3, (1,))])
I = island("I", 3, [(2, (1,)), (3, (4,))])  # noqa: E741 - the island revealed in R7.4
DECK = make_deck(ONE, MANY, Y, K, I, bend("Loop1"), bend("Loop2"), bend("Hard", 3), calm("Calm"))

LOOP = {(0, -2): "Loop1", (1, -2): "Loop2"}

# Twin at (0,-1): beach 0 (pier 3) goes round the loop back to Twin with any fleet; beach 1
# (pier 2) crosses Gate (danger 2) at (-1,-1) into player 2's king island K at (-2,-1) and turns
# back: it returns with two colours and sinks with one.
TWIN = island("Twin", 3, [(2, (3,)), (2, (2,))])
TWIN_DECK = make_deck(TWIN, K, bend("Loop1"), bend("Loop2"), rough("Gate", 2), calm("Still"))
TWIN_TABLE = {ORIGIN: "Tonga", (0, -1): "Twin", **LOOP, (-1, -1): "Gate", (-2, -1): "K"}


def test_r7_1_a_voyage_back_over_lying_cards_is_returning() -> None:
    # The query judges a beach's fleet by its colours (here one ship, whatever the fill).
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "One", **LOOP}, ships={"One/0": "0"})
    assert state.voyage_returns((0, -1), 0, 3)
    hard = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "One", (0, -2): "Hard", (1, -2): "Loop2"},
                    ships={"One/0": "0"})
    assert not hard.voyage_returns((0, -1), 0, 3)  # one colour fails Hard's danger 3 (R7.5)
    bare = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "One", (0, -2): "Loop1"}, ships={"One/0": "0"})
    assert not bare.voyage_returns((0, -1), 0, 3)  # it would need a new card (R7.5)


def test_r7_2_a_returning_option_is_not_offered_while_a_non_returning_one_exists() -> None:
    # Many's piers 3 and 4 both go round the loop back to Many; pier 2 needs a new card.
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "Many", **LOOP}, ships={"Many/0": "0", "Tonga/0": "1"})
    events = play(state, "reproduce 0,-1")
    assert of_kind(events, EventKind.ISLAND_REMOVED) == []
    assert state.pending.kind is DecisionKind.EMIGRATE
    assert offered(state) == {"emigrate 0,-1/0 pier 2"}


def test_r7_2_the_refused_piers_are_told_why() -> None:
    """The table tells a player why a full beach's pier is not lit (a play-test clicked one and
    was told nothing): `explain.refused_piers` names the piers R7.2 holds back, and only them."""
    from tongiaki.rules.explain import refused_piers

    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "Many", **LOOP}, ships={"Many/0": "0", "Tonga/0": "1"})
    assert refused_piers(state) == {}  # no emigration decision yet
    play(state, "reproduce 0,-1")
    refused = refused_piers(state)
    assert set(refused) == {((0, -1), 3), ((0, -1), 4)}  # pier 2 is offered
    assert all("come straight back to Many" in reason for reason in refused.values())
    # Seeded random games: every refused pier belongs to a full beach, is offered by no option and
    # returns, and its island offers another way out; every pier of a full beach is either.
    from itertools import islice

    from tests.walks import decisions_of_kind

    seen = 0
    for game, node in islice(decisions_of_kind(DecisionKind.EMIGRATE, seed=7), 600):
        refused = refused_piers(game)
        offered_piers = {(o.cell, o.pier) for o in node.options}
        for cell, beach in game.full_beaches():
            for edge in game.cards[game.cells[cell]].beaches[beach].piers:
                assert ((cell, edge) in offered_piers) != ((cell, edge) in refused)
        for cell, _edge in refused:
            assert any(o.cell == cell for o in node.options)
        seen += len(refused)
    assert seen > 0


def test_r7_3_infinite_chain_removes_the_island_and_returns_its_ships() -> None:
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "One", **LOOP},
                     ships={"One/0": "0", "Tonga/0": "0", "Tonga/1": "1"})
    events = play(state, "reproduce 0,-1")
    assert kinds(events) == [EventKind.REPRODUCED, EventKind.SHIP_PLACED, EventKind.SHIPS_RETURNED,
                             EventKind.ISLAND_REMOVED, EventKind.TURN_PASSED]
    assert events[2].ships == (0, 0) and events[3].cell == (0, -1)
    assert (0, -1) not in state.cells and DECK.card_id("One") in state.removed
    assert table(state) == {"Tonga/0": "0", "Tonga/1": "1"}
    assert state.supply == [14, 14, 15]


def test_r7_3_the_player_ends_the_chain_by_returning_emigrations() -> None:
    # R7.3 (revised): Twin/0 fills with one colour and only returns. Landing back, the fleet
    # spreads over both beaches and fills Twin/1 (two colours: it only returns too), and so on;
    # three returning emigrations later Twin/1 is full with one colour, which sinks at Gate: the
    # chain ends without an infinite chain. The old ruling removed Twin at once.
    state = position(TWIN_DECK, cards=TWIN_TABLE, ships={"Twin/0": "0", "Twin/1": "1"}, kings={"K": 2})
    events = play(state, "reproduce 0,-1", "place 0,-1/0")
    assert of_kind(events, EventKind.ISLAND_REMOVED) == []
    assert table(state) == {"Twin/0": "0 0", "Twin/1": "1"}
    assert offered(state) == {"emigrate 0,-1/0 pier 3"}  # returning, yet offered
    play(state, "emigrate 0,-1/0 pier 3")
    assert offered(state) == {"land p0 0,-1/0", "land p0 0,-1/1"}  # one ship on each beach (R6.3)
    play(state, "land p0 0,-1/0")  # the second ship goes on beach 1 by itself
    assert table(state) == {"Twin/0": "0", "Twin/1": "0 1"}
    assert offered(state) == {"emigrate 0,-1/1 pier 2"}
    play(state, "emigrate 0,-1/1 pier 2", "land p1 0,-1/0")
    assert table(state) == {"Twin/0": "0 1", "Twin/1": "0"}
    play(state, "emigrate 0,-1/0 pier 3", "land p1 0,-1/0")
    assert table(state) == {"Twin/0": "1", "Twin/1": "0 0"}
    assert offered(state) == {"emigrate 0,-1/1 pier 2"}  # one colour: it sinks at Gate (R7.2)
    events = play(state, "emigrate 0,-1/1 pier 2")
    assert [(e.danger, e.passed) for e in of_kind(events, EventKind.CROSSING)] == [(2, False)]
    assert of_kind(events, EventKind.ISLAND_REMOVED) == [] and kinds(events)[-1] is EventKind.TURN_PASSED
    assert table(state) == {"Twin/0": "1"} and state.active == 1


def test_r7_6_a_returning_emigration_back_to_an_earlier_arrangement_ends_the_chain() -> None:
    # The same position, but the player lands the fleet so that the ships are as they were when
    # the first emigration was chosen: R7.6 makes the chain infinite (R7.3 applies to Twin).
    state = position(TWIN_DECK, cards=TWIN_TABLE, ships={"Twin/0": "0", "Twin/1": "1", "Tonga/0": "0"},
                     kings={"K": 2})
    play(state, "reproduce 0,-1", "place 0,-1/0", "emigrate 0,-1/0 pier 3", "land p0 0,-1/0")
    assert offered(state) == {"emigrate 0,-1/1 pier 2"}
    events = play(state, "emigrate 0,-1/1 pier 2", "land p0 0,-1/0")
    assert [e.cell for e in of_kind(events, EventKind.ISLAND_REMOVED)] == [(0, -1)]
    assert table(state) == {"Tonga/0": "0"}
    assert (0, -1) not in state.cells and kinds(events)[-1] is EventKind.TURN_PASSED


def test_r7_3_the_island_is_removed_when_no_landing_can_end_the_chain() -> None:
    # With Still (no danger) instead of Gate, Twin/1 returns with any fleet. Three ships on two
    # beaches of 2 spots, each landing putting one ship on each beach (R6.3): whatever the player
    # does, one beach is full and only returns. Twin goes at once (R7.3).
    cards = {**TWIN_TABLE, (-1, -1): "Still"}
    state = position(TWIN_DECK, cards=cards, ships={"Twin/0": "0", "Twin/1": "1", "Tonga/0": "0"},
                     kings={"K": 2})
    events = play(state, "reproduce 0,-1", "place 0,-1/0")
    assert [e.cell for e in of_kind(events, EventKind.ISLAND_REMOVED)] == [(0, -1)]
    [returned] = of_kind(events, EventKind.SHIPS_RETURNED)
    assert sorted(returned.ships) == [0, 0, 1]
    assert table(state) == {"Tonga/0": "0"} and kinds(events)[-1] is EventKind.TURN_PASSED


def test_r7_1_turning_back_from_a_king_island_is_returning() -> None:
    # One's only pier leads straight into player 1's king island: an infinite chain (R7.3).
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "One", (0, -2): "K"},
                     ships={"One/0": "0", "Tonga/0": "0"}, kings={"K": 1})
    events = play(state, "reproduce 0,-1")
    assert [e.cell for e in of_kind(events, EventKind.ISLAND_REMOVED)] == [(0, -1)]
    assert state.kings == {(0, -2): 1}


def test_r7_5_a_voyage_that_would_fail_a_crossing_is_not_returning() -> None:
    # With Hard (danger 3) in the loop, the lone colour's option is offered and sinks.
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "One", (0, -2): "Hard", (1, -2): "Loop2"},
                     ships={"One/0": "0", "Tonga/0": "0"})
    play(state, "reproduce 0,-1")
    assert offered(state) == {"emigrate 0,-1/0 pier 3"}
    events = play(state, "emigrate 0,-1/0 pier 3")
    assert [(e.danger, e.passed) for e in of_kind(events, EventKind.CROSSING)] == [(3, False)]
    assert (0, -1) in state.cells and kinds(events)[-1] is EventKind.TURN_PASSED


def test_r7_3_a_returning_fleet_spreads_over_tonga_and_ends_the_chain() -> None:
    # R7.3 (revised): Tonga/3's only pier goes round Loop1 at (0,-1) and Loop2 at (1,-1) back
    # to Tonga. The fleet lands back on Tonga, one ship on each of three beaches (R6.3), and no
    # beach is full any more: no infinite chain, the turn ends.
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "Loop1", (1, -1): "Loop2", (0, 1): "I"},
                     ships={"Tonga/3": "0 1", "Tonga/0": "1", "I/0": "0"})
    events = play(state, "reproduce 0,0", "place 0,0/3")
    assert of_kind(events, EventKind.ISLAND_REMOVED) == []
    assert offered(state) == {"emigrate 0,0/3 pier 3"}
    play(state, "emigrate 0,0/3 pier 3")
    assert offered(state) == {f"land p{colour} 0,0/{b}" for colour in (0, 1) for b in range(6)}
    events = play(state, "land p1 0,0/3", "land p0 0,0/4", "land p0 0,0/5")
    assert of_kind(events, EventKind.ISLAND_REMOVED) == [] and kinds(events)[-1] is EventKind.TURN_PASSED
    assert table(state) == {"Tonga/0": "1", "Tonga/3": "1", "Tonga/4": "0", "Tonga/5": "0", "I/0": "0"}


def test_r7_3_the_start_island_too_can_be_removed() -> None:
    # Home/0 goes round the loop back to Home, Home/1 turns back from player 1's king island.
    # Reproducing fills both beaches; a fleet landing back finds free spots only on the beach it
    # left (R6.3), so the ships come back as they were: the player cannot end the chain (R7.3).
    home = island("Home", 0, [(4, (3,)), (4, (1,))], start=True)  # seats 6 ships: 3 players (R10)
    deck = make_deck(K, I, bend("Loop1"), bend("Loop2"), start=home)
    state = position(deck, cards={ORIGIN: "Home", (0, -1): "Loop1", (1, -1): "Loop2", (-1, 1): "K", (0, 1): "I"},
                     ships={"Home/0": "0 1 1", "Home/1": "0 1 1", "I/0": "0"}, kings={"K": 1})
    events = play(state, "reproduce 0,0")
    [removed] = of_kind(events, EventKind.ISLAND_REMOVED)
    assert removed.cell == ORIGIN and removed.card == 0
    [returned] = of_kind(events, EventKind.SHIPS_RETURNED)
    assert sorted(returned.ships) == [0, 0, 0, 0, 1, 1, 1, 1]
    assert table(state) == {"I/0": "0"} and ORIGIN not in state.cells
    # Player 1 now has no ship on the table and the start island is gone: only I is offered (R9.1).
    assert state.active == 1
    assert offered(state) == {"place 0,1/0", "place 0,1/1"}


def test_r7_4_with_no_ship_left_the_player_reveals_until_an_island_lies() -> None:
    # Player 0's king on K does not count as a ship on the table.
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "One", (0, 1): "K", **LOOP},
                     ships={"One/0": "0", "Tonga/0": "1"}, kings={"K": 0})
    events = play(state, "reproduce 0,-1")
    assert of_kind(events, EventKind.ISLAND_REMOVED)[0].cell == (0, -1)
    assert not state.has_ship_on_spots(0)
    assert state.pending.is_chance and state.active == 0
    play(state, "reveal Calm")
    assert state.pending.kind is DecisionKind.PLACE_CARD
    assert offered(state) == placements_by_hand(state)
    assert "attach 0,-1 rot 0" in offered(state)  # the emptied cell, crest towards Tonga
    play(state, "attach 0,-1 rot 0")
    assert state.pending.is_chance  # water: reveal again
    play(state, "reveal I")
    events = play(state, "attach -1,-1 rot 5")  # crest towards Calm, down-right
    assert kinds(events) == [EventKind.CARD_ATTACHED, EventKind.TURN_PASSED]
    assert state.card_at((-1, -1)).name == "I" and state.ships_on_island((-1, -1)) == 0
    assert table(state) == {"Tonga/0": "1"} and state.active == 1


def test_r7_4_with_no_island_left_cards_are_revealed_until_one_lies() -> None:
    # Tonga is already gone; One is the last island and goes too.
    state = position(DECK, cards={(0, -1): "One", **LOOP}, ships={"One/0": "1"}, active=1)
    events = play(state, "reproduce 0,-1")
    assert of_kind(events, EventKind.ISLAND_REMOVED)[0].cell == (0, -1)
    assert state.island_cells() == []
    assert state.pending.is_chance
    play(state, "reveal K")
    assert offered(state) == placements_by_hand(state)
    events = play(state, "attach 0,-1 rot 3")
    assert kinds(events) == [EventKind.CARD_ATTACHED, EventKind.TURN_PASSED]
    assert state.island_cells() == [(0, -1)] and state.active == 2


def test_r7_6_coming_back_to_an_earlier_arrangement_is_an_infinite_chain() -> None:
    # One sails up to Y (turned round, so its pier points down at One) and Y sails back to One:
    # neither option is returning, yet the ships come back to where they were.
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "One", (0, -2): ("Y", 3)},
                     ships={"One/0": "0", "Tonga/0": "0"})
    play(state, "reproduce 0,-1")
    assert offered(state) == {"emigrate 0,-1/0 pier 3"}
    play(state, "emigrate 0,-1/0 pier 3")
    assert table(state) == {"Y/0": "0 0", "Tonga/0": "0"}
    assert offered(state) == {"emigrate 0,-2/0 pier 3"}
    events = play(state, "emigrate 0,-2/0 pier 3")
    assert [e.cell for e in of_kind(events, EventKind.ISLAND_REMOVED)] == [(0, -1)]  # One, not the empty Y
    assert table(state) == {"Tonga/0": "0"}
    assert kinds(events)[-1] is EventKind.TURN_PASSED and state.supply[0] == 14


def test_r7_4_ruling_the_chain_goes_on_over_beaches_still_full_after_the_island_lies() -> None:
    # RULES.md R7.4 ruling: once the revealed island lies, beaches still full elsewhere emigrate
    # first (R6.6), so no turn starts with a full beach (R5.2).
    start = island("Home", 0, [(4, (3,)), (4, (1,))], start=True)  # seats 6 ships: 3 players (R10)
    j = island("J", 2, [(3, (4,))])
    d = island("D", 3, [(2, (1,)), (2, (5,))])  # both piers lead into king islands
    crown = island("Crown", 4, [(3, (1,))])
    crown2 = island("Crown2", 4, [(3, (1,))])
    x = island("X", 3, [(2, (1,))])
    deck = make_deck(j, d, crown, crown2, x, calm("Calm"), calm("Calm2"), start=start)
    state = position(deck, players=3,
                     cards={ORIGIN: "Home", (0, -1): "J", (-1, 1): "D", (-2, 2): "Crown", (0, 1): "Crown2"},
                     ships={"Home/0": "0 1 1", "Home/1": "0 2 2", "J/0": "2 2", "D/0": "2", "D/1": "1"},
                     kings={"Crown": 2, "Crown2": 1})
    play(state, "reproduce 0,0")
    assert offered(state) == {"emigrate 0,0/0 pier 3", "emigrate 0,0/1 pier 1"}
    play(state, "emigrate 0,0/0 pier 3", "land p1 0,-1/0")
    assert table(state) == {"Home/1": "0 0 2 2", "J/0": "1 2 2", "D/0": "2", "D/1": "1"}
    events = play(state, "emigrate 0,0/1 pier 1", "land p0 -1,1/0", "land p2 -1,1/1")
    # Both of D's beaches are full and only return; a fleet landing back can only refill the
    # beach it left (R6.3): D leaves the game (R7.3) and player 0 has no ship left (R7.4).
    assert [e.cell for e in of_kind(events, EventKind.ISLAND_REMOVED)] == [(-1, 1)]
    assert not state.has_ship_on_spots(0)
    assert state.pending.is_chance
    play(state, "reveal X")
    attach = sorted(offered(state))[0]
    play(state, attach)
    assert state.pending.kind is DecisionKind.EMIGRATE
    assert offered(state) == {"emigrate 0,-1/0 pier 4"}


def test_r6_2_trace_route_follows_lying_cards_without_changing_the_state() -> None:
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "One", **LOOP}, ships={"One/0": "0"})
    before = table(state)
    back = state.trace_route((0, -1), 3, 1, (0, -1))
    assert (back.outcome, back.cell) == ("land", (0, -1))  # round the loop, home again
    hard = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "One", (0, -2): "Hard", (1, -2): "Loop2"},
                    ships={"One/0": "0"})
    sunk = hard.trace_route((0, -1), 3, 1, (0, -1))
    assert (sunk.outcome, sunk.cell, sunk.danger) == ("sink", (0, -2), 3)
    assert hard.trace_route((0, -1), 3, 3, (0, -1)).outcome is RouteOutcome.LAND  # three colours pass
    bare = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "One", (0, -2): "Loop1"}, ships={"One/0": "0"})
    opened = bare.trace_route((0, -1), 3, 1, (0, -1))
    assert opened.outcome is RouteOutcome.OPEN and opened.cell == (0, -2)
    assert table(state) == before


def _brute_force_escape(start, caps, returns, blocked) -> bool:
    """Every arrangement with the real colours, no abstraction (the definition of R7.3's search)."""
    def stuck(arrangement) -> bool:
        full = [b for b in range(len(caps)) if len(arrangement[b]) == caps[b]]
        return bool(full) and all(returns[b][len(set(arrangement[b]))] for b in full)

    visited, todo = {start}, [start]
    while todo:
        for landed in _successors(todo.pop(), caps):
            if landed in visited or landed in blocked:
                continue
            if not stuck(landed):
                return True
            visited.add(landed)
            todo.append(landed)
    return False


def _r7_3_cases(seed: int, count: int, colours: int):
    """`count` random small islands where every full beach only returns (R7.3's search starts
    there): (caps, thresholds, returns, start, the arrangements one landing away)."""
    rng = random.Random(seed)
    made = 0
    while made < count:
        caps = [rng.randint(2, 4) for _ in range(rng.randint(1, 3))]
        thresholds = [rng.choice([1, 1, 2, 3, 9]) for _ in caps]
        returns = [[False] + [c >= t for c in range(1, cap + 1)] for cap, t in zip(caps, thresholds, strict=True)]
        start = tuple(tuple(sorted(rng.randrange(colours) for _ in range(rng.randint(0, cap)))) for cap in caps)
        full = [b for b in range(len(caps)) if len(start[b]) == caps[b]]
        if not full or not all(returns[b][len(set(start[b]))] for b in full):
            continue
        made += 1
        yield rng, caps, thresholds, returns, start, sorted(_successors(start, caps))


def test_r7_3_the_search_agrees_with_a_search_over_every_arrangement() -> None:
    # Random small islands: capacities, thresholds (a full beach returns from t colours on, or
    # never), ships of up to 3 colours, and arrangements already seen this turn (R7.6).
    checked = escapes = 0
    for rng, caps, thresholds, returns, start, reachable in _r7_3_cases(73, 300, 3):
        blocked = set(rng.sample(reachable, min(len(reachable), rng.randint(0, 2))))
        expected = _brute_force_escape(start, caps, returns, blocked)
        assert _can_escape(start, caps, returns, blocked) == expected, (start, caps, thresholds, blocked)
        checked += 1
        escapes += expected
    assert 30 < escapes < 270  # both answers are exercised


def test_r7_3_the_memoised_search_answers_alike_for_renamed_colours() -> None:
    # can_escape keeps its answers by the arrangement up to renaming the colours (nothing
    # blocked): every renaming of a start must get the answer the search itself gives it.
    from tongiaki.rules import landing

    rng = random.Random(74)
    checked = 0
    while checked < 200:
        caps = [rng.randint(2, 4) for _ in range(rng.randint(2, 4))]
        thresholds = [rng.choice([1, 2, 3, 9]) for _ in caps]
        returns = [[False] + [c >= t for c in range(1, cap + 1)] for cap, t in zip(caps, thresholds, strict=True)]
        start = tuple(tuple(sorted(rng.randrange(4) for _ in range(rng.randint(0, cap)))) for cap in caps)
        full = [b for b in range(len(caps)) if len(start[b]) == caps[b]]
        if not full or not all(returns[b][len(set(start[b]))] for b in full):
            continue
        landing._ESCAPE_CACHE.clear()
        first = _can_escape(start, caps, returns, set())
        assert first == landing.search_escape(start, caps, returns, set())
        for _ in range(3):
            names = rng.sample(range(6), 4)
            renamed = tuple(tuple(sorted(names[p] for p in occ)) for occ in start)
            assert landing.search_escape(renamed, caps, returns, set()) == first, (start, renamed, caps, thresholds)
            assert _can_escape(renamed, caps, returns, set()) == first
        if not landing.escapes_in_one(start, caps, returns):
            assert landing._ESCAPE_CACHE  # the searched answers are kept
        checked += 1


def _random_stuck_start(rng: random.Random) -> tuple[list[int], list[int], list[list[bool]], tuple[tuple[int, ...], ...]]:
    """(caps, thresholds, returns, start): a random island's beaches, its piers' home thresholds
    (9: never returns) and a stuck start, one whose every full beach may return (R7.3's search
    is asked only then), drawn until one is stuck."""
    while True:
        caps = [rng.randint(1, 4) for _ in range(rng.randint(1, 5))]
        thresholds = [rng.choice([1, 2, 3, 9]) for _ in caps]
        returns = [[False] + [c >= t for c in range(1, cap + 1)] for cap, t in zip(caps, thresholds, strict=True)]
        start = tuple(tuple(sorted(rng.randrange(4) for _ in range(rng.randint(0, cap)))) for cap in caps)
        full = [b for b in range(len(caps)) if len(start[b]) == caps[b]]
        if full and all(returns[b][len(set(start[b]))] for b in full):
            return caps, thresholds, returns, start


def test_r7_3_one_step_escapes_are_escapes_the_search_finds() -> None:
    # escapes_in_one answers from the counts alone before R7.3's search runs: whenever it says
    # one emigration and its landing can leave an arrangement that is not stuck, the search must
    # agree; and it must settle a fair share of the random stuck starts (else it saves nothing).
    from tongiaki.rules import landing

    rng = random.Random(73)
    checked = settled = 0
    while checked < 400:
        caps, thresholds, returns, start = _random_stuck_start(rng)
        checked += 1
        if landing.escapes_in_one(start, caps, returns):
            settled += 1
            assert landing.search_escape(start, caps, returns, set()), (start, caps, thresholds)
    assert 40 < settled < 400


def test_r7_3_one_step_escapes_past_blocked_arrangements_that_keep_a_returning_beach_full() -> None:
    # can_escape answers True from escapes_in_one with arrangements blocked (R7.6) when each of
    # them has a full beach that may return: the landing escapes_in_one finds leaves every such
    # beach below full, so it is none of them, and the search must agree.
    from tongiaki.rules import landing

    rng = random.Random(76)
    checked = settled = 0
    while checked < 300:
        caps, thresholds, returns, start = _random_stuck_start(rng)
        blocked = set(landing.successors(start, caps))
        blocked = set(rng.sample(sorted(blocked), min(len(blocked), rng.randint(1, 4))))
        if not blocked or not landing._each_has_returning_full(blocked, caps, returns):
            continue
        checked += 1
        if landing.escapes_in_one(start, caps, returns):
            settled += 1
            assert landing.search_escape(start, caps, returns, blocked), (start, caps, thresholds, blocked)
    assert settled > 30


def test_r6_3_the_landings_with_given_counts_are_the_landings_with_those_counts() -> None:
    # R7.3's search follows a path of ship counts through the landings with exactly those
    # counts, made one at a time: they must be the landings (all of them, each once) whose
    # counts are the target, and none for counts R6.3 does not allow.
    from tongiaki.rules.landing import landings, landings_with_counts

    rng = random.Random(63)
    compared = 0
    for _ in range(400):
        caps = [rng.randint(1, 5) for _ in range(rng.randint(1, 4))]
        start = tuple(tuple(sorted(rng.randrange(4) for _ in range(rng.randint(0, cap)))) for cap in caps)
        fleet = tuple(sorted(rng.randrange(4) for _ in range(rng.randint(0, 6))))
        every = landings(start, fleet, caps)
        by_counts: dict[tuple[int, ...], set] = {}
        for landed in every:
            by_counts.setdefault(tuple(len(occ) for occ in landed), set()).add(landed)
        targets = set(by_counts) | {tuple(rng.randint(0, cap) for cap in caps) for _ in range(3)}
        for target in targets:
            made = list(landings_with_counts(start, fleet, caps, target))
            assert len(made) == len(set(made)), (start, fleet, caps, target)
            assert set(made) == by_counts.get(target, set()), (start, fleet, caps, target)
            compared += 1
    assert compared > 800


def test_r7_3_the_count_successors_are_the_counts_of_the_successors() -> None:
    # The first stage of R7.3's search walks ship counts only: the counts one emigration and
    # its landing back can leave must be exactly the counts of the real successors.
    from tongiaki.rules.landing import count_successors

    rng = random.Random(64)
    for _ in range(400):
        caps = [rng.randint(1, 5) for _ in range(rng.randint(1, 5))]
        start = tuple(tuple(sorted(rng.randrange(4) for _ in range(rng.randint(0, cap)))) for cap in caps)
        expected = {tuple(len(occ) for occ in landed) for landed in _successors(start, caps)}
        counts = tuple(len(occ) for occ in start)
        assert count_successors(counts, tuple(caps)) == expected, (start, caps)


def test_r7_3_the_count_successors_are_the_same_by_product_and_by_walk(monkeypatch: pytest.MonkeyPatch) -> None:
    # `count_successors` filters a product of ranges while it is small and walks the counts
    # beach by beach (pruned) when it is not: both give the same counts.
    from tongiaki.rules import landing

    rng = random.Random(65)
    for _ in range(600):
        caps = tuple(rng.randint(1, 6) for _ in range(rng.randint(1, 6)))
        counts = tuple(rng.choice([cap, rng.randint(0, cap)]) for cap in caps)
        found = []
        for limit in (10**9, 0):
            monkeypatch.setattr(landing, "PRODUCT_LIMIT", limit)
            monkeypatch.setattr(landing, "_COUNT_SUCCESSOR_CACHE", {})
            found.append(landing.count_successors(counts, caps))
        assert found[0] == found[1], (counts, caps)


def test_home_threshold_answers_r7_1_for_every_fleet_size() -> None:
    """R7.1: `home_threshold` (one route traced for every fleet size, as R7.3's search uses it)
    says exactly what tracing the route of a fleet of 1 to 6 colours says (it comes home: it
    lands on its own island, directly or turned back by a king), from every pier direction of
    every island of seeded random mid-game tables."""
    import random as _random

    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.rules import RouteOutcome, new_game

    deck = load_deck(DEFAULT_DECK_PATH)
    checked = homes = 0
    for seed in range(30):
        rng = _random.Random(seed)
        state = new_game(deck, 4)
        for _ in range(rng.randrange(60, 200)):
            node = state.pending
            if node is None:
                break
            state.play(node.options[rng.randrange(len(node.options))])
        for cell in state.island_cells():
            for direction in range(6):
                need = state.home_threshold(cell, direction)
                for colours in range(1, 7):
                    route = state.trace_route(cell, direction, colours, cell)
                    home = route.outcome is RouteOutcome.LAND and route.cell == cell
                    assert home == (colours >= need), (seed, cell, direction, colours)
                    checked += 1
                    homes += home
    assert checked > 1000 and homes > 0


def test_r7_3_blocked_arrangements_out_of_reach_change_no_answer() -> None:
    # R7.6's arrangements seen this turn that hold a colour more often than the island does now
    # cannot come back (landing fleets only ever lose ships); can_escape leaves them out, which
    # must give the answer of the search over every arrangement with all of them blocked.
    from tongiaki.rules import landing

    dropped = 0
    for rng, caps, _thresholds, returns, start, reachable in _r7_3_cases(76, 300, 3):
        other = tuple(tuple(sorted(rng.randrange(4) for _ in range(rng.randint(0, cap)))) for cap in caps)
        blocked = set(rng.sample(reachable, min(len(reachable), rng.randint(0, 2)))) | {other}
        kept = landing.reachable_only(start, blocked)
        assert kept <= blocked and set(reachable) & blocked <= kept
        dropped += len(blocked) - len(kept)
        landing._ESCAPE_CACHE.clear()
        assert _can_escape(start, caps, returns, blocked) == _brute_force_escape(start, caps, returns, blocked)
    assert dropped > 50
