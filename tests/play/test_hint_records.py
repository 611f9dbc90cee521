"""The hints each seat asked for travel with the game record (an optional field), so Continue keeps them."""

from __future__ import annotations

from pathlib import Path

import pytest

from tongiaki.play.decks import load_default_deck
from tongiaki.play.match import Match
from tongiaki.play.records import RecordError, load_record, record_of, replay_record, save_record


def _game() -> Match:
    match = Match(load_default_deck(), ["human", "random"], seed=2)
    for _ in range(40):
        if match.advance() is None:
            match.apply(match.pending.options[0])
    return match


def test_hints_round_trip_through_a_saved_record(tmp_path: Path) -> None:
    match = _game()
    assert "hints" not in record_of(match)  # none asked: the record stays as before
    match.hints[0] = 3
    path = save_record(match, tmp_path / "game.json")
    loaded = load_record(path)
    assert loaded.hints == [3, 0]
    assert loaded.history == match.history


@pytest.mark.parametrize(("hints", "message"), [
    ("three", "hints: must be a list of counts"),
    ([1], "hints: 1 counts for 2 seats"),
    ([1, -2], "hints[1]: must be 0 or more"),
    ([1, "x"], "hints[1]: must be an integer"),
])
def test_bad_hints_are_one_line_naming_the_field(hints, message: str) -> None:
    match = _game()
    match.hints[0] = 1
    data = record_of(match)
    data["hints"] = hints
    with pytest.raises(RecordError) as error:
        replay_record(data, "game.json")
    assert str(error.value).startswith("game.json: ") and message in str(error.value)
    assert "\n" not in str(error.value)
