"""What changed for a seat since its last turn (`play/catchup.py`), for the hot-seat handover."""

from __future__ import annotations

import random

import pytest

from tongiaki.play.catchup import CatchUp, Footprint, catch_up_words, footprint, since_last_turn
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.rules import EventKind, Reason, new_game


@pytest.fixture(scope="module")
def deck():
    return load_deck(DEFAULT_DECK_PATH)


@pytest.mark.parametrize("players,seed", [(2, 2), (3, 4), (4, 9), (5, 2)])
def test_the_footprint_at_the_last_turns_end_and_now(deck, players, seed) -> None:
    """Checked against the events: `then` is the seat's footprint where the turn last passed
    from it (a TURN_PASSED event naming the next seat), `now` the footprint after the history
    (the points those of R8.4's scoring), or, for the seat whose turn is under way, where that
    turn began (play-test 45's resumed game told the seat of its own landing)."""
    rng = random.Random(seed)
    state = new_game(deck, players)
    history, at_turn_end, at_turn_start = [], {}, {}
    sunk = [0] * players  # each seat's ships sunk since its turn last ended
    checked = changed = sank = 0
    while state.pending is not None and len(history) < 600:
        options = state.pending.options
        before, option = state.active, options[rng.randrange(len(options))]
        events = state.apply(option)
        history.append(option)
        for event in events:
            if event.kind is EventKind.SHIPS_RETURNED and event.reason is Reason.CROSSING_FAILED:
                for owner in event.ships:
                    sunk[owner] += 1
        if any(e.kind is EventKind.TURN_PASSED for e in events) and state.turn > 1:
            at_turn_end[before] = footprint(state, before)
            sunk[before] = 0
            at_turn_start[state.active] = (footprint(state, state.active), sunk[state.active])
        node = state.pending
        if node is not None and not node.is_chance and len(history) % 3 == 0:
            for player in range(players):
                catch_up = since_last_turn(deck, players, history, player)
                if player not in at_turn_end:
                    assert catch_up is None
                    continue
                assert catch_up is not None
                assert catch_up.then == at_turn_end[player]
                if player == state.active:  # partway through its own turn: as that turn began
                    assert (catch_up.now, catch_up.sunk) == at_turn_start[player]
                else:
                    assert catch_up.now == footprint(state, player)
                    assert catch_up.now.points == state.result().scores[player]
                    assert catch_up.sunk == sunk[player]
                checked += 1
                changed += catch_up.then != catch_up.now
                sank += catch_up.sunk > 0
    assert checked > 20 and changed > 0 and sank > 0


def test_no_catch_up_before_the_first_turn_ends(deck) -> None:
    assert since_last_turn(deck, 3, [], 0) is None
    state = new_game(deck, 3)
    history = []
    while state.turn == 0:  # the starting placements are no turns
        option = state.pending.options[0]
        state.play(option)
        history.append(option)
    assert all(since_last_turn(deck, 3, history, p) is None for p in range(3))


def test_the_words(deck) -> None:
    state = new_game(deck, 2)
    names = {deck.cards[card].name: card for card in range(len(deck.cards))}
    cells = [(9, 9), (9, 10), (10, 9)]
    for cell, name in zip(cells, ["Hawaii", "Samoa", "Nauru"], strict=True):
        state.cells[cell] = names[name]
    values = {name: deck.cards[names[name]].value for name in ("Hawaii", "Samoa", "Nauru")}
    everything = Footprint(values["Hawaii"] + values["Samoa"], frozenset(cells[:2]))
    less = Footprint(values["Nauru"], frozenset(cells[2:]))
    words = catch_up_words(CatchUp(everything, less, state))
    assert words == (f"Since your last turn: {everything.points} → {less.points} points, "
                     f"Hawaii ({values['Hawaii']}) and Samoa ({values['Samoa']}) lost, Nauru ({values['Nauru']}) gained")
    assert catch_up_words(CatchUp(less, less, state)) == ""
    assert catch_up_words(CatchUp(less, less, state, 1)) == f"Since your last turn: still {less.points} points; one of your ships sank"
    assert catch_up_words(CatchUp(everything, less, state, 3)).endswith("gained; 3 of your ships sank")
    same_points = Footprint(less.points, frozenset())
    assert catch_up_words(CatchUp(less, same_points, state)) == (
        f"Since your last turn: still {less.points} points, Nauru ({values['Nauru']}) lost")
    tonga = state.cells[(0, 0)]
    assert deck.cards[tonga].value == 0
    with_tonga = Footprint(less.points, less.islands | {(0, 0)})
    assert catch_up_words(CatchUp(with_tonga, less, state)) == ""  # Tonga is worth no points: not told
    assert catch_up_words(CatchUp(with_tonga, everything, state)).endswith(
        f"Nauru ({values['Nauru']}) lost, Hawaii ({values['Hawaii']}) and Samoa ({values['Samoa']}) gained")
