"""The table's view travels with the game record (the optional field `view`, play-test 41): it
is kept as it was saved, a record without it loads as before, it is no part of the game (outside
the checksum: editing it is no edit of the game), and bad contents are refused in one line
naming the file and the field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tongiaki.play.decks import load_default_deck
from tongiaki.play.match import Match
from tongiaki.play.records import RecordError, load_record, record_of, replay_record, save_record


def _game() -> Match:
    match = Match(load_default_deck(), ["human", "easy"], seed=4)
    for _ in range(30):
        node = match.pending
        if node.is_chance or match.agents[node.player] is not None:
            match.advance()
        else:
            match.apply(node.options[0])
    return match


def test_a_placed_view_round_trips(tmp_path: Path) -> None:
    match = _game()
    match.view = {"mode": "placed", "zoom": 1.2345678, "centre": [-123.4567, 89.0]}
    path = save_record(match, tmp_path / "game.json")
    assert json.loads(path.read_text(encoding="utf-8"))["view"] == {"mode": "placed", "zoom": 1.234568,
                                                                   "centre": [-123.457, 89.0]}
    assert load_record(path).view == {"mode": "placed", "zoom": 1.234568, "centre": [-123.457, 89.0]}


def test_the_whole_table_round_trips_and_no_view_stays_out_of_the_record() -> None:
    match = _game()
    assert "view" not in record_of(match)  # the automatic view: the record stays as before
    assert replay_record(record_of(match), "game.json").view is None
    match.view = {"mode": "whole"}
    assert replay_record(record_of(match), "game.json").view == {"mode": "whole"}


def test_a_view_is_no_part_of_the_game() -> None:
    """Its checksum is the same with any view or none: a view edited by hand is no edit."""
    match = _game()
    plain = record_of(match)
    match.view = {"mode": "placed", "zoom": 0.5, "centre": [0, 0]}
    data = record_of(match)
    assert data["checksum"] == plain["checksum"]
    data["view"] = {"mode": "placed", "zoom": 2, "centre": [10, -10]}  # integers are numbers too
    assert replay_record(data, "game.json").view == {"mode": "placed", "zoom": 2.0, "centre": [10.0, -10.0]}


@pytest.mark.parametrize(("value", "message"), [
    ("placed", "view: must be an object"),
    ({"mode": "zoomed"}, "view.mode: must be one of 'placed', 'whole', not text 'zoomed'"),
    ({}, "view.mode: must be one of 'placed', 'whole', not null"),
    ({"mode": "whole", "tilt": 3}, "view: unknown field 'tilt'"),
    ({"mode": "placed", "zoom": 1.0}, "view: a placed view must have the fields 'zoom' and 'centre'"),
    ({"mode": "placed", "zoom": "1", "centre": [0, 0]}, "view.zoom: must be a number, not text '1'"),
    ({"mode": "placed", "zoom": True, "centre": [0, 0]}, "view.zoom: must be a number, not a boolean"),
    ({"mode": "placed", "zoom": float("nan"), "centre": [0, 0]}, "view.zoom: must be a finite number, not nan"),
    ({"mode": "placed", "zoom": 0, "centre": [0, 0]}, "view.zoom: must be above 0 and at most 100, not 0.0"),
    ({"mode": "placed", "zoom": 1e300, "centre": [0, 0]}, "view.zoom: must be above 0 and at most 100"),
    ({"mode": "placed", "zoom": 1, "centre": [0]}, "view.centre: must be [x, y], not a list"),
    ({"mode": "placed", "zoom": 1, "centre": {"x": 0}}, "view.centre: must be [x, y], not an object"),
    ({"mode": "placed", "zoom": 1, "centre": [0, None]}, "view.centre[1]: must be a number, not null"),
    ({"mode": "placed", "zoom": 1, "centre": [float("inf"), 0]}, "view.centre[0]: must be a finite number, not inf"),
    ({"mode": "placed", "zoom": 1, "centre": [0, -1e12]}, "view.centre: must lie within 1,000,000 of the table"),
])
def test_a_bad_view_is_one_line_naming_the_field(value, message: str) -> None:
    data = record_of(_game())
    data["view"] = value
    with pytest.raises(RecordError) as error:
        replay_record(data, "game.json")
    assert str(error.value).startswith("game.json: ") and message in str(error.value)
    assert "\n" not in str(error.value)


@pytest.mark.parametrize("text", ['"NaN"', '"1e999"', '"-Infinity"', '"9' + "9" * 500 + '"'])
def test_a_bad_view_in_a_file_is_refused_in_one_line(tmp_path: Path, text: str) -> None:
    """As the file holds them: NaN, a number too large for a float, a 501-digit integer."""
    match = _game()
    match.view = {"mode": "placed", "zoom": 1.0, "centre": [0.0, 0.0]}
    path = save_record(match, tmp_path / "game.json")
    raw = path.read_text(encoding="utf-8")
    assert raw.count('"zoom": 1.0') == 1
    path.write_text(raw.replace('"zoom": 1.0', '"zoom": ' + json.loads(text)), encoding="utf-8")
    with pytest.raises(RecordError) as error:
        load_record(path)
    assert str(error.value).startswith("game.json: view.zoom: ") and "\n" not in str(error.value)
