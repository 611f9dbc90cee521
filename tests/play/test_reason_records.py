"""The computer seats' reasons travel with the game record (an optional field), so a loaded
game's log tells them again (a play-test found them gone after loading)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tongiaki.play.decks import load_default_deck
from tongiaki.play.match import Match
from tongiaki.play.narrate import Narrator, retell
from tongiaki.play.records import RecordError, load_record, record_of, replay_record, save_record


def _game() -> Match:
    """Human against easy, 40 steps: the easy seat's moves applied with their reasons."""
    from tongiaki.ai import make_agent
    from tongiaki.ai.explain import decide

    match = Match(load_default_deck(), ["human", "easy"], seed=2)
    easy = make_agent("easy")
    for _ in range(40):
        node = match.pending
        if node.is_chance:
            match.reveal()
        elif node.player == 1:
            choice = decide(easy, match.state, node, match.agent_rngs[1])
            match.apply(choice.option, choice.reason)
        else:
            match.apply(node.options[0])
    return match


def test_reasons_round_trip_and_are_told_again(tmp_path: Path) -> None:
    match = _game()
    assert match.reasons
    loaded = load_record(save_record(match, tmp_path / "game.json"))
    assert loaded.reasons == match.reasons and loaded.history == match.history
    told = retell(Narrator(loaded.deck, ["Blue", "Green"]), 2, loaded.history, loaded.reasons)
    bare = retell(Narrator(loaded.deck, ["Blue", "Green"]), 2, loaded.history)
    assert len(told) > len(bare)  # the reasons are told, each on a line of its own
    plain = Match(load_default_deck(), ["human", "random"], seed=2)
    assert "reasons" not in record_of(plain)  # none given: the record stays as before


def test_the_hints_shown_round_trip_and_undo_keeps_those_of_the_positions_left() -> None:
    """`hinted` (the option each hint showed, by the index of its decision) is saved and loaded;
    an undo keeps the hints of the positions it leaves as they were, the pending one included."""
    match = _game()
    steps = [i for i, decider in enumerate(match.deciders) if decider == 0][-3:]
    for step in steps:
        match.hinted[step] = match.history[step]
        match.hint_reasons[step] = f"a reason {step}; about 30% to win"
    data = record_of(match)
    assert data["hinted"] == {str(step): str(match.history[step]) for step in steps}
    loaded = replay_record(data, "game.json")
    assert loaded.hinted == match.hinted and loaded.hint_reasons == match.hint_reasons
    assert "hinted" not in record_of(_game())  # no hint shown: the record stays as before
    while not match.waiting_for_human():
        match.advance()
    match.record_hint(match.pending.options[0], "why")
    assert match.hinted[len(match.history)] == match.pending.options[0]
    assert match.hint_reasons[len(match.history)] == "why"
    if match.can_undo():
        match.undo()
        assert all(step <= len(match.history) for step in match.hinted)
        assert all(step <= len(match.history) for step in match.hint_reasons)


@pytest.mark.parametrize(("field", "value", "message"), [
    ("reasons", "why", "reasons: must be an object"),
    ("reasons", {"x": "a"}, "reasons: 'x' is not the index of an option"),
    ("reasons", {"99999": "a"}, "reasons: '99999' is not the index of an option"),
    ("reasons", {"1": 5}, "reasons[1]: must be text"),
    ("hinted", [], "hinted: must be an object"),
    ("hinted", {"x": "pass"}, "hinted: 'x' is not the index of an option"),
    ("hinted", {"99999": "pass"}, "hinted: '99999' is not the index of an option"),
    ("hinted", {"1": 5}, "hinted[1]: must be text"),
    ("hinted", {"1": "fly away"}, "hinted[1]: 'fly away' is not an option"),
    ("hint_reasons", "why", "hint_reasons: must be an object"),
    ("hint_reasons", {"-1": "a"}, "hint_reasons: '-1' is not the index of an option"),
    ("hint_reasons", {"1": 5}, "hint_reasons[1]: must be text"),
    ("stood_in", [0], "stood_in: must be an object"),
    ("stood_in", {"x": 3}, "stood_in: 'x' is not the index of a seat (0 to 1)"),
    ("stood_in", {"2": 3}, "stood_in: '2' is not the index of a seat (0 to 1)"),
    ("stood_in", {"1": 3}, "stood_in: seat 1 is a computer seat ('easy')"),
    ("stood_in", {"0": "3"}, "stood_in[0]: must be an integer"),
    ("stood_in", {"0": 10**6}, "stood_in[0]: must be a turn of the game (0 to "),
    ("stood_in", {"0": -1}, "stood_in[0]: must be a turn of the game (0 to "),
    ("stood_in_before", [1], "stood_in_before: must be an object"),
    ("stood_in_before", {"1": [[1, 2]]}, "stood_in_before: seat 1 is a computer seat ('easy')"),
    ("stood_in_before", {"0": 3}, "stood_in_before[0]: must be a list of at most 1000 [first, last] turns"),
    ("stood_in_before", {"0": [[1, 2]] * 1001}, "stood_in_before[0]: must be a list of at most 1000"),
    ("stood_in_before", {"0": [[1]]}, "stood_in_before[0]: each entry must be [first, last] turns"),
    ("stood_in_before", {"0": [[1, "2"]]}, "stood_in_before[0]: must be an integer"),
    ("stood_in_before", {"0": [[3, 2]]}, "stood_in_before[0]: [3, 2] must be turns of the game in order"),
    ("stood_in_before", {"0": [[1, 10**6]]}, "must be turns of the game in order (0 to "),
])
def test_bad_reasons_and_hints_are_one_line_naming_the_field(field: str, value, message: str) -> None:
    data = record_of(_game())
    data[field] = value
    with pytest.raises(RecordError) as error:
        replay_record(data, "game.json")
    assert str(error.value).startswith("game.json: ") and message in str(error.value)
    assert "\n" not in str(error.value)


def _finished(match: Match) -> Match:
    """`match` played to its end, the person's seat by its first option."""
    while not match.is_over():
        node = match.pending
        if node.is_chance:
            match.reveal()
        else:
            match.apply(node.options[0])
    return match


def test_the_seats_finished_for_a_person_are_kept_with_a_finished_game() -> None:
    """"Finish for me": the turn from which the hard level played a person's seat travels with
    the record, so a finished game opened again says it on its score sheet (it was lost once the
    game was closed); a game that goes on gives the seat back to its person, as a resume does."""
    going_on = _game()
    turn = going_on.state.turn
    going_on.stood_in[0] = turn
    data = record_of(going_on)
    assert data["stood_in"] == {"0": turn}
    assert replay_record(data, "game.json").stood_in == {}  # the person plays on
    finished = _finished(going_on)
    finished.stood_in[0] = turn
    loaded = replay_record(record_of(finished), "game.json")
    assert loaded.is_over() and loaded.stood_in == {0: turn}
    assert "stood_in" not in record_of(_game())  # nobody handed over: the record stays as before


def _stand_in_plays(match: Match, seat: int, decisions: int) -> None:
    """The seat's stand-in (`Match.agents[seat]`) makes `decisions` of its decisions (the rest
    of the table by its first option, reveals drawn)."""
    while decisions and not match.is_over():
        node = match.pending
        if node.is_chance:
            match.reveal()
        elif node.player == seat:
            match.apply(match.agents[seat].choose(match.state, node, match.agent_rngs[seat]))
            decisions -= 1
        else:
            match.apply(node.options[0])


def test_turns_played_by_a_stand_in_given_back_are_kept_and_told() -> None:
    """Play-test 38 handed its seat over at turn 10, took it back, and handed it over again at
    turn 13: the score sheet said "The hard level finished the game for Blue from turn 13", and
    the game would have counted in the person's results had it been taken back again. The turns
    a stand-in played and gave back are kept (with the record), told and never counted."""
    from tongiaki.app.scenes.score import stand_in_note

    names = ["Blue (you)", "Green (easy)"]
    match = _game()
    match.stand_in(0, "easy")
    match.take_back(0)  # given back before it decided anything: nothing to tell
    assert match.stood_in_before == {} and stand_in_note(match, names) == ""
    first = match.state.turn
    match.stand_in(0, "easy")
    _stand_in_plays(match, 0, 3)
    last = match.state.turn
    match.take_back(0)
    assert match.stood_in_before == {0: [(first, last)]} and match.stand_in_seats() == {0}
    span = f"turn {first}" if first == last else f"turns {first} to {last}"
    assert stand_in_note(match, names) == f"The hard level played {span} for Blue: not counted in your results."
    data = record_of(match)
    assert data["stood_in_before"] == {"0": [[first, last]]}
    assert replay_record(data, "game.json").stood_in_before == {0: [(first, last)]}
    while not (match.state.turn > last and match.waiting_for_human()):  # on to the person's next turn
        match.reveal() if match.pending.is_chance else match.apply(match.pending.options[0])
    again = match.state.turn
    match.stand_in(0, "easy")
    assert stand_in_note(match, names) == (
        f"The hard level finished the game for Blue from turn {again} (and played {span}): not counted in your results.")
    going_on = replay_record(record_of(match), "game.json")  # a game that goes on: the seat is the person's again
    assert going_on.stood_in == {} and going_on.stood_in_before == {0: [(first, last), (again, again)]}


def test_a_hot_seat_games_stand_in_note_names_the_hot_seat_count() -> None:
    """Play-test 45 handed a seat of a hot-seat game to the computer, read "not counted in your
    results" on the score sheet, and then took the start screen's "Hot-seat games: 1" (an
    earlier game) for this one: a hot-seat game's note says which count it stays out of."""
    from tongiaki.app.scenes.score import stand_in_note

    match = Match(load_default_deck(), ["human", "human", "easy"], seed=2)
    names = ["Blue", "Green", "Orange (easy)"]
    match.stand_in(0, "easy")
    _stand_in_plays(match, 0, 1)
    note = stand_in_note(match, names)
    assert note.startswith("The hard level finished the game for Blue from turn ")
    assert note.endswith(": not counted in the hot-seat games of your results.")
