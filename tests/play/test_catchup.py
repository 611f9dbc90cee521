"""What changed for a seat since its last turn (`play/catchup.py`), and whose turn changed it, for
the hot-seat handover and the notice at a person's turn start."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tongiaki.play.catchup import CatchUp, Change, Footprint, How, catch_up_words, footprint, since_last_turn
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.rules import EventKind, Reason, new_game

NAMES = ["Blue", "Orange", "Green", "Purple", "Red"]


@pytest.fixture(scope="module")
def deck():
    return load_deck(DEFAULT_DECK_PATH)


@pytest.mark.parametrize("players,seed", [(2, 2), (3, 4), (4, 9), (5, 2)])
def test_the_footprint_at_the_last_turns_end_and_now(deck, players, seed) -> None:
    """The window's check (`_check_window`) over a game of random moves."""
    _check_window(deck, players, seed)


def test_the_ships_that_sailed_off_an_island_and_sank_are_checked_too(deck) -> None:
    """A game where a seat's last ships left an island in a fleet that sank (`Change.sank`)."""
    assert _check_window(deck, 4, 7) > 0


def _check_window(deck, players: int, seed: int) -> int:
    """Checked against the events: `then` is the seat's footprint where the turn last passed
    from it (a TURN_PASSED event naming the next seat), `now` the footprint after the history
    (the points those of R8.4's scoring), or, for the seat whose turn is under way, where that
    turn began (play-test 45's resumed game told the seat of its own landing). Each island that
    came or went, and each sunk ship, is put down to a seat whose turn since did it (never the
    seat itself: its own last turn is not news to it). Returns how many of the catch-ups checked
    tell ships that sailed off an island and sank."""
    rng = random.Random(seed)
    state = new_game(deck, players)
    history, at_turn_end, at_turn_start = [], {}, {}
    window = {player: [] for player in range(players)}  # (whose turn, event) since each seat's turn last ended
    checked = changed = sank = sailed_and_sank = 0
    while state.pending is not None and len(history) < 600:
        options = state.pending.options
        before, option = state.active, options[rng.randrange(len(options))]
        events = state.apply(option)
        history.append(option)
        for player in range(players):
            if player != before:
                window[player] += [(before, event) for event in events]
        if any(e.kind is EventKind.TURN_PASSED for e in events) and state.turn > 1:
            at_turn_end[before] = _held(state, before)
            window[before] = []
            at_turn_start[state.active] = (_held(state, state.active), list(window[state.active]))
        node = state.pending
        if node is not None and not node.is_chance and len(history) % 3 == 0:
            for player in range(players):
                catch_up = since_last_turn(deck, players, history, player)
                if player not in at_turn_end:
                    assert catch_up is None
                    continue
                assert catch_up is not None
                then = at_turn_end[player]
                assert catch_up.then == then[0]
                if player == state.active:  # partway through its own turn: as that turn began
                    now, seen = at_turn_start[player]
                    assert catch_up.now == now[0]
                else:
                    now, seen = _held(state, player), window[player]
                    assert catch_up.now == now[0]
                    assert catch_up.now.points == state.result().scores[player]
                _check_whose(catch_up, player, then[1], now[1], seen)
                checked += 1
                changed += catch_up.then != catch_up.now
                sank += catch_up.sunk > 0
                sailed_and_sank += any(change.sank for change in catch_up.changes)
    assert checked > 20 and changed > 0 and sank > 0
    return sailed_and_sank


def _held(state, player) -> tuple[Footprint, dict]:
    """`player`'s footprint in `state`, and the card on each of its islands."""
    now = footprint(state, player)
    return now, {cell: state.cells[cell] for cell in now.islands}


def _check_whose(catch_up: CatchUp, player: int, then: dict, now: dict, seen: list) -> None:
    """`catch_up`'s islands and sunk ships against the events `seen` (whose turn, event) since
    `player`'s last turn: the islands lost and gained are the footprints' difference; a landing
    gained an island in the turn of a seat that landed one of `player`'s ships there; an island
    lost was lost in the turn of the last fleet that took `player`'s ships off it, and of those
    ships the ones that sank are the ones of that fleet that sank on its voyage; the ships sunk
    are counted by whose turn they sank in."""
    assert Counter(change.card for change in catch_up.changes if not change.gained) == Counter(
        then[cell] for cell in then.keys() - now.keys()
    )
    assert Counter(change.card for change in catch_up.changes if change.gained) == Counter(
        now[cell] for cell in now.keys() - then.keys()
    )
    cell_of = {card: cell for cell, card in (then | now).items()}
    for change in catch_up.changes:
        assert change.who != player
        cell = cell_of[change.card]
        if change.gained:
            assert change.how is How.LANDED
            landed = [
                who for who, e in seen if e.kind is EventKind.SHIP_LANDED and e.player == player and e.cell == cell
            ]
            assert change.who in landed and 0 < change.ships <= landed.count(change.who)
        else:
            assert change.how is How.SAILED
            sailed = [who for who, e in seen if e.kind is EventKind.EMIGRATED and e.cell == cell and player in e.ships]
            assert sailed[-1] == change.who and change.ships > 0
            ships, sank = _voyages_off(cell, player, seen)[-1]
            assert 0 <= change.sank <= change.ships
            if ships == change.ships:  # one fleet took them off (the usual case)
                assert change.sank == sank
    sunk = Counter()
    for who, e in seen:
        if e.kind is EventKind.SHIPS_RETURNED and e.reason is Reason.CROSSING_FAILED and player in e.ships:
            sunk[who] += e.ships.count(player)
    assert dict(catch_up.sunk_by) == sunk and catch_up.sunk == sunk.total()


def _voyages_off(cell, player: int, seen: list) -> list[tuple[int, int]]:
    """Each fleet with `player`'s ships that set out from `cell` in the events `seen`: how many
    of its ships were `player`'s, and how many of them sank on its voyage (one fleet is at sea at a
    time: its voyage ends before the next fleet sets out)."""
    voyages: list[tuple[int, int]] = []
    at_sea = False
    for _, e in seen:
        if e.kind is EventKind.EMIGRATED:
            at_sea = e.cell == cell and player in e.ships
            if at_sea:
                voyages.append((e.ships.count(player), 0))
        elif e.kind is EventKind.SHIPS_RETURNED and e.reason is Reason.CROSSING_FAILED and at_sea:
            voyages[-1] = (voyages[-1][0], e.ships.count(player))
    return voyages


def test_no_catch_up_before_the_first_turn_ends(deck) -> None:
    assert since_last_turn(deck, 3, [], 0) is None
    state = new_game(deck, 3)
    history = []
    while state.turn == 0:  # the starting placements are no turns
        option = state.pending.options[0]
        state.play(option)
        history.append(option)
    assert all(since_last_turn(deck, 3, history, p) is None for p in range(3))


def _history(deck, players: int, seed: int, moves: int) -> list:
    """The first `moves` options of a game whose every option is drawn by `random.Random(seed)`."""
    rng = random.Random(seed)
    state, history = new_game(deck, players), []
    while len(history) < moves:
        option = state.pending.options[rng.randrange(len(state.pending.options))]
        state.apply(option)
        history.append(option)
    return history


def _line(deck, players: int, history: list, player: int) -> str:
    catch_up = since_last_turn(deck, players, history, player)
    assert catch_up is not None
    return catch_up_words(catch_up, NAMES[:players])


def test_the_catch_up_says_whose_turn_did_what(deck) -> None:
    """Players asked who had done it: each island lost or gained and the ships sunk are told with
    the seat whose turn did it, in the log's words. Blue's turn 17 of a 4-seat game: in turn 15
    Green's fleet took 3 blue ships from Tuamotu and landed them on Tahiti; in turn 16 Purple's
    reproduction filled Rapa Nui's beach, whose fleet (2 blue ships) reached Nauru, where Purple
    landed 2 of them, and one sank with the next fleet ("Green lands Blue's ship on Tahiti's left
    beach", "Rapa Nui's bottom beach is full: 2 blue, 1 green, 2 purple (3 colours) sail down-left",
    "1 blue, 2 purple go down and back to supply")."""
    history = _history(deck, 4, 5, 80)
    assert _line(deck, 4, history, 0) == (
        "Since your last turn: 8 → 11 points. Your ships sailed from Rapa Nui (3 points) in Purple's turn; Green landed "
        "your ships on Tahiti (4 points); Purple landed your ships on Nauru (2 points); one of your ships sank in Purple's turn."
    )
    catch_up = since_last_turn(deck, 4, history, 0)
    assert {(deck.cards[c.card].name, c.gained, NAMES[c.who], c.how, c.ships) for c in catch_up.changes} == {
        ("Rapa Nui", False, "Purple", How.SAILED, 2),
        ("Tahiti", True, "Green", How.LANDED, 3),
        ("Nauru", True, "Purple", How.LANDED, 2),
    }
    assert catch_up.sunk_by == ((3, 1),)
    # one seat's turn for several islands, in one clause
    assert _line(deck, 4, _history(deck, 4, 9, 62), 2) == (
        "Since your last turn: still 4 points. Your ship sailed from Hiva Oa (4 points) in Purple's turn; "
        "Purple landed your ships on Muroroa (2 points) and Tubuai (2 points)."
    )


def test_ships_sunk_in_several_seats_turns_are_told_seat_by_seat(deck) -> None:
    """A 4-seat game of easy seats: Blue's ship sailed off Hawaii in Orange's turn and sank on
    that voyage, and 2 more sank in Green's turn. The fleet that sailed and sank is one event,
    told in one clause: it read "Your ship sailed from Hawaii (5 points) in Orange's fleet; one of
    your ships sank in Orange's turn, 2 in Green's", as if two things had happened in Orange's turn."""
    match = Match(deck, ["easy"] * 4, 3)
    match.play_out()
    history = match.history[:40]
    assert _line(deck, 4, history, 0) == (
        "Since your last turn: 9 → 4 points. Your ship sailed from Hawaii (5 points) in Orange's turn and sank; "
        "2 more of your ships sank in Green's turn."
    )
    catch_up = since_last_turn(deck, 4, history, 0)
    # Tonga (0 points: not named) lost its blue ship in Green's turn the same way
    assert {(deck.cards[c.card].name, NAMES[c.who], c.how, c.ships, c.sank) for c in catch_up.changes} == {
        ("Hawaii", "Orange", How.SAILED, 1, 1),
        ("Tonga", "Green", How.SAILED, 1, 1),
    }
    assert catch_up.sunk_by == ((1, 1), (2, 2))  # the ships sunk by whose turn stay whole


def test_an_island_removed_by_an_endless_chain(deck) -> None:
    """R7.3 takes an island out of the game: it is told as the log tells it ("Endless chain:
    Muroroa is removed from the game"), by whose turn. The catch-up looked the lost island up in
    the table as it is now, where it is no more (a KeyError)."""
    match = Match(deck, ["easy"] * 4, 1)
    match.play_out()
    assert _line(deck, 4, match.history[:132], 0) == (
        "Since your last turn: 13 → 11 points. An endless chain removed Muroroa (2 points) in Orange's turn."
    )


def test_the_words(deck) -> None:
    """The points then and now, then the islands lost (the most points first), gained and the
    ships sunk, each by whose turn; islands worth no points are not named."""
    state = new_game(deck, 3)
    card = {deck.cards[card].name: card for card in range(len(deck.cards))}
    value = {name: deck.cards[card[name]].value for name in ("Hawaii", "Samoa", "Nauru", "Tonga")}
    assert value["Tonga"] == 0
    hawaii, samoa, nauru = (f"{name} ({value[name]} points)" for name in ("Hawaii", "Samoa", "Nauru"))
    some, more = Footprint(4, frozenset()), Footprint(9, frozenset())

    def words(then: Footprint, now: Footprint, *changes: Change, sunk: tuple = ()) -> str:
        catch_up = CatchUp(then, now, state, sum(n for _, n in sunk), changes, sunk)
        return catch_up_words(catch_up, NAMES[:3])

    assert words(some, some) == ""
    assert words(some, some, Change(card["Tonga"], False, 1, How.SAILED, 1)) == ""  # Tonga scores nothing
    assert words(
        more,
        some,
        Change(card["Samoa"], False, 1, How.SAILED, 1),
        Change(card["Hawaii"], False, 2, How.SAILED, 3),
        Change(card["Nauru"], False, 1, How.SAILED, 1),
    ) == (
        f"Since your last turn: 9 → 4 points. Your ships sailed from {hawaii} in Green's turn, "
        f"from {samoa} and {nauru} in Orange's."
    )
    assert words(some, more, Change(card["Hawaii"], True, 1, How.LANDED, 1)) == (
        f"Since your last turn: 4 → 9 points. Orange landed your ship on {hawaii}."
    )
    assert words(
        some,
        more,
        Change(card["Nauru"], True, 2, How.LANDED, 1),
        Change(card["Samoa"], True, 2, How.LANDED, 1),
        Change(card["Tonga"], True, 1, How.LANDED, 1),
    ) == (f"Since your last turn: 4 → 9 points. Green landed your ships on {samoa} and {nauru}.")
    assert words(
        more, some, Change(card["Samoa"], False, 1, How.REMOVED), Change(card["Nauru"], True, 2, How.OTHER)
    ) == (
        f"Since your last turn: 9 → 4 points. An endless chain removed {samoa} in Orange's turn; {nauru} gained in "
        "Green's turn."
    )
    assert (
        words(some, some, sunk=((1, 1),))
        == "Since your last turn: still 4 points. One of your ships sank in Orange's turn."
    )
    assert words(more, some, Change(card["Hawaii"], False, 2, How.SAILED, 1), sunk=((2, 2), (1, 1))) == (
        f"Since your last turn: 9 → 4 points. Your ship sailed from {hawaii} in Green's turn; 2 of your ships sank "
        "in Green's turn, one in Orange's."
    )
    # a fleet that sailed off an island and sank: one clause, its ships not told again as sunk
    assert words(more, some, Change(card["Hawaii"], False, 2, How.SAILED, 2, 2), sunk=((2, 2),)) == (
        f"Since your last turn: 9 → 4 points. Your 2 ships sailed from {hawaii} in Green's turn and sank."
    )
    assert words(
        more,
        some,
        Change(card["Samoa"], False, 1, How.SAILED, 1),
        Change(card["Hawaii"], False, 2, How.SAILED, 1, 1),
        Change(card["Nauru"], True, 2, How.LANDED, 1),
        sunk=((2, 3), (1, 1)),
    ) == (
        f"Since your last turn: 9 → 4 points. Your ship sailed from {samoa} in Orange's turn; your ship sailed "
        f"from {hawaii} in Green's turn and sank; Green landed your ship on {nauru}; 2 more of your ships sank in "
        "Green's turn, one in Orange's."
    )
    # two fleets of one turn, one of which sank: how many of the ships sank
    assert words(
        more,
        some,
        Change(card["Hawaii"], False, 1, How.SAILED, 1, 1),
        Change(card["Samoa"], False, 1, How.SAILED, 2),
        Change(card["Nauru"], False, 1, How.SAILED, 2, 1),
        sunk=((1, 2),),
    ) == (
        f"Since your last turn: 9 → 4 points. Your ships sailed from {samoa} in Orange's turn; your 3 ships sailed "
        f"from {hawaii} and {nauru} in Orange's turn and 2 sank."
    )
    assert words(more, some) == "Since your last turn: 9 → 4 points."
