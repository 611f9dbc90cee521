"""The replay cursor: forward to the end and back to the start by decision and by turn, and the
states it shows are the states the game went through; the match is never changed."""

from __future__ import annotations

from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.play.records import state_view
from tongiaki.play.replay import SNAPSHOT_EVERY, ReplayCursor
from tongiaki.rules import new_game

DECK = load_deck(DEFAULT_DECK_PATH)


def _finished(seed: int = 3) -> Match:
    match = Match(DECK, ["random", "easy", "random"], seed)
    match.play_out()
    return match


def _views(match: Match) -> list[dict]:
    state = new_game(DECK, len(match.seats))
    views = [state_view(state)]
    for option in match.history:
        state.apply(option)
        views.append(state_view(state))
    return views


def test_forward_to_the_end_and_back_to_the_start_by_decision() -> None:
    match = _finished()
    history = list(match.history)
    views = _views(match)
    cursor = ReplayCursor(match)
    assert cursor.length == len(history) > 3 * SNAPSHOT_EVERY
    for step in range(1, cursor.length + 1):
        cursor.forward()
        assert cursor.step == step
        if step % 17 == 0 or step == cursor.length:
            assert state_view(cursor.state) == views[step]
    assert cursor.state.is_over()
    assert cursor.forward() == [] and cursor.step == cursor.length
    for step in range(cursor.length - 1, -1, -1):
        cursor.back()
        if step % 13 == 0:
            assert state_view(cursor.state) == views[step]
    assert cursor.step == 0 and state_view(cursor.state) == views[0]
    assert match.history == history  # the record is untouched


def test_by_turn_and_jump_to_a_turn() -> None:
    match = _finished(8)
    cursor = ReplayCursor(match)
    turns = []
    while cursor.step < cursor.length:
        cursor.next_turn()
        turns.append(cursor.turn)
    assert turns == sorted(turns) and cursor.step == cursor.length
    cursor.goto_turn(5)
    assert cursor.turn == 5
    start = cursor.step
    cursor.forward()
    cursor.previous_turn()
    assert cursor.step == start
    cursor.previous_turn()
    assert cursor.turn == 4
    cursor.goto_turn(10_000)
    assert cursor.step == cursor.length


def test_events_up_to_the_cursor_are_the_games_events() -> None:
    match = _finished(2)
    cursor = ReplayCursor(match)
    cursor.goto(cursor.length)
    assert cursor.events == match.events
    cursor.goto(10)
    replayed = new_game(DECK, 3)
    expected = []
    for option in match.history[:10]:
        expected.extend(replayed.apply(option))
    assert cursor.events == expected
    assert cursor.events_of_step(10) == expected[len(cursor.events) - len(cursor.events_of_step(10)):]
