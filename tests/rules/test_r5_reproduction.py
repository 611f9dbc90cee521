"""R4 the turn's action and R5 Reproduction: k = min(n, b, s) ships, each on a different beach."""

from __future__ import annotations

from tests.rules.position import calm, kinds, make_deck, of_kind, offered, play, position, rough, table
from tongiaki.rules import DecisionKind, EventKind, island
from tongiaki.rules.hexgrid import ORIGIN
from tongiaki.rules.invariants import check_turn_start

A = island("A", 2, [(2, (3,)), (3, (1, 2)), (2, (4, 5))])
BIG = island("Big", 3, [(5, (3,)), (5, (1, 2))])
DECK = make_deck(A, BIG, calm("Calm"), rough("Four", 4))


def test_r4_a_turn_offers_reproduce_king_or_resettle() -> None:
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "A", (1, -1): "Big"},
                     ships={"Tonga/0": "0 1", "A/1": "0", "Big/0": "1"})
    assert state.pending.kind is DecisionKind.ACTION and state.pending.player == 0
    assert offered(state) == {"reproduce 0,0", "reproduce 0,-1", "king 0,-1", "resettle"}


def test_r5_1_reproduction_places_k_ships_each_on_a_different_beach() -> None:
    # n = 4 ships on Tonga, b = 6 beaches, s = 11: k = 4, on four beaches of the player's choice.
    state = position(DECK, ships={"Tonga/0": "0 0", "Tonga/1": "0", "Tonga/2": "0"})
    events = play(state, "reproduce 0,0")
    assert of_kind(events, EventKind.REPRODUCED)[0].ships == (0, 0, 0, 0)
    assert state.pending.kind is DecisionKind.REPRODUCE_BEACH
    assert offered(state) == {f"place 0,0/{b}" for b in range(6)}
    play(state, "place 0,0/3")
    assert offered(state) == {f"place 0,0/{b}" for b in (0, 1, 2, 4, 5)}  # not beach 3 again
    play(state, "place 0,0/4", "place 0,0/5")
    assert offered(state) == {"place 0,0/0", "place 0,0/1", "place 0,0/2"}
    events = play(state, "place 0,0/1")
    assert kinds(events) == [EventKind.SHIP_PLACED, EventKind.TURN_PASSED]
    assert table(state) == {"Tonga/0": "0 0", "Tonga/1": "0 0", "Tonga/2": "0", "Tonga/3": "0", "Tonga/4": "0",
                            "Tonga/5": "0"}
    assert state.supply[0] == 7


def test_r5_1_k_is_limited_by_the_islands_beaches() -> None:
    # n = 3, b = 2: two ships, one on each beach (placed at once: there is no choice left).
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "Big"}, ships={"Big/0": "0 0", "Big/1": "0"})
    events = play(state, "reproduce 0,-1")
    assert kinds(events) == [EventKind.REPRODUCED, EventKind.SHIP_PLACED, EventKind.SHIP_PLACED,
                             EventKind.TURN_PASSED]
    assert table(state) == {"Big/0": "0 0 0", "Big/1": "0 0"}


def test_r5_1_reproduce_only_on_islands_with_one_of_your_ships() -> None:
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "A", (1, -1): "Big"},
                     ships={"Tonga/0": "1", "A/0": "0", "Big/0": "1 1"})
    assert {text for text in offered(state) if text.startswith("reproduce")} == {"reproduce 0,-1"}


def test_r5_2_no_beach_is_full_when_the_next_turn_starts() -> None:
    # The reproduction fills Tonga/3, whose fleet lands on A; the turn ends with no full beach.
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "A"}, ships={"Tonga/3": "0 1"})
    play(state, "reproduce 0,0", "place 0,0/3", "emigrate 0,0/3 pier 3", "land p1 0,-1/1", "land p0 0,-1/2")
    assert table(state) == {"A/0": "0", "A/1": "1", "A/2": "0"}
    assert state.pending.kind is DecisionKind.ACTION and state.active == 1
    assert state.full_beaches() == [] and check_turn_start(state) == []


def test_r5_3_with_an_empty_supply_reproduction_places_nothing() -> None:
    # All 15 ships of player 0 are on the table: k = min(n, b, 0) = 0.
    tonga = {f"Tonga/{b}": "0 0" for b in range(6)}
    state = position(DECK, cards={ORIGIN: "Tonga", (0, -1): "Big"}, ships={**tonga, "Big/0": "0 0 0"})
    assert state.supply[0] == 0
    before = table(state)
    events = play(state, "reproduce 0,0")
    assert kinds(events) == [EventKind.REPRODUCED, EventKind.TURN_PASSED]
    assert events[0].ships == ()
    assert table(state) == before and state.supply[0] == 0


def test_r5_3_the_table_is_told_when_a_reproduction_places_nothing() -> None:
    """The prompt's "(a pass)" comes from the rules: at the turn action with an empty supply."""
    import random

    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.rules import DecisionKind, OptionKind, new_game
    from tongiaki.rules.explain import reproduction_places_nothing

    rng = random.Random(2)
    state = new_game(load_deck(DEFAULT_DECK_PATH), 2)
    seen = {True: 0, False: 0}
    while (node := state.pending) is not None and state.turn < 200:
        if not node.is_chance and node.kind is DecisionKind.ACTION:
            nothing = reproduction_places_nothing(state)
            seen[nothing] += 1
            for option in node.options:
                if option.kind is OptionKind.REPRODUCE:
                    child = state.copy()
                    events = child.apply(option)
                    placed = sum(len(e.ships) for e in events if e.kind.name == "REPRODUCED")
                    assert (placed == 0) == nothing, (nothing, placed)
        else:
            assert not reproduction_places_nothing(state)
        options = node.outcomes if node.is_chance else node.options
        # favour reproducing, so that supplies run dry
        reproduce = [o for o in options if getattr(o, "kind", None) is OptionKind.REPRODUCE]
        state.apply(reproduce[0] if reproduce and rng.random() < 0.9 else options[rng.randrange(len(options))])
    assert seen[False] > 0 and seen[True] > 0


def test_r5_1_the_table_is_told_when_a_reproduction_puts_one_ship_on_each_beach() -> None:
    """"2 new ships, one on each beach" (the log and the card box) comes from the rules: exactly
    where a reproduction of two or more ships places them all at once, on every beach of its
    island, with no beach decision (R5.1, R5.2)."""
    import random

    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.rules import DecisionKind, OptionKind, new_game
    from tongiaki.rules.explain import one_on_each_beach

    rng = random.Random(5)
    state = new_game(load_deck(DEFAULT_DECK_PATH), 3)
    seen = {True: 0, False: 0}
    while (node := state.pending) is not None and state.turn < 150:
        if not node.is_chance and node.kind is DecisionKind.ACTION:
            for option in node.options:
                if option.kind is not OptionKind.REPRODUCE or option.cell is None:
                    continue
                child = state.copy()
                events = child.apply(option)
                new = sum(len(e.ships) for e in events if e.kind is EventKind.REPRODUCED)
                beaches = len(state.cards[state.cells[option.cell]].beaches)
                placed = {e.beach for e in events if e.kind is EventKind.SHIP_PLACED}
                at_once = child.pending is None or child.pending.is_chance \
                    or child.pending.kind is not DecisionKind.REPRODUCE_BEACH
                every = new > 1 and at_once and placed == set(range(beaches))
                assert one_on_each_beach(new, beaches) == every, (option, new, beaches, placed)
                seen[every] += 1
        options = node.outcomes if node.is_chance else node.options
        reproduce = [o for o in options if getattr(o, "kind", None) is OptionKind.REPRODUCE]
        state.apply(reproduce[-1] if reproduce and rng.random() < 0.7 else options[rng.randrange(len(options))])
    assert seen[True] > 0 and seen[False] > 0
