"""`tongiaki odds RECORD.json [--step N] [--json]`: the voyage odds of a saved game's decision."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tongiaki.cli import main
from tongiaki.play.decks import load_default_deck
from tongiaki.play.match import Match
from tongiaki.play.records import save_record
from tongiaki.rules import DecisionKind, new_game
from tongiaki.rules.odds import Outcome, decision_odds

BAD_RECORDS = Path(__file__).parent / "data" / "bad_records"


@pytest.fixture(scope="module")
def saved(tmp_path_factory) -> tuple[Path, Match]:
    """A 4-seat easy game saved at its first emigration decision with a pier into the open sea."""
    match = Match(load_default_deck(), ["easy"] * 4, 3)
    while True:
        node = match.pending
        if (not node.is_chance and node.kind is DecisionKind.EMIGRATE
                and any(e.odds.outcome is Outcome.OPEN for e in decision_odds(match.state))):
            break
        match.advance()
    path = tmp_path_factory.mktemp("odds") / "game.json"
    save_record(match, path)
    return path, match


def test_json_gives_every_emigration_option_with_odds_summing_to_one(saved, capsys) -> None:
    path, match = saved
    assert main(["odds", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["step"] == len(match.history)
    texts = [str(o) for o in match.pending.options]
    assert [entry["option"] for entry in data["options"]] == texts
    expected = {str(e.option): e.odds for e in decision_odds(match.state)}
    for entry in data["options"]:
        assert entry["p_land"] + entry["p_sink"] + entry["p_stranded"] == pytest.approx(1.0, abs=1e-12)
        odds = expected[entry["option"]]
        assert (entry["p_land"], entry["p_sink"], entry["p_stranded"]) == (odds.p_land, odds.p_sink, odds.p_stranded)
        assert entry["expected_value"] == odds.expected_value
        assert entry["route"] == [step.as_dict() for step in odds.route]


def test_the_text_form_has_one_row_per_option(saved, capsys) -> None:
    path, match = saved
    assert main(["odds", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    rows = [line for line in out if line.strip().startswith("emigrate ")]
    assert len(rows) == len(match.pending.options)
    assert all("% land" in row or "lands on" in row or "sinks at" in row for row in rows)


def test_a_step_whose_decision_is_not_an_emigration_says_so(saved, capsys) -> None:
    path, match = saved
    state = new_game(match.deck, len(match.seats))
    assert state.pending.kind is DecisionKind.SETUP
    assert main(["odds", str(path), "--step", "0", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"step": 0, "decision": "setup", "options": []}
    assert main(["odds", str(path), "--step", "0"]) == 0
    [line] = capsys.readouterr().out.splitlines()
    assert "step 0: the pending decision is not an emigration (player 0 to choose: setup)" in line


def test_a_step_out_of_range_and_a_bad_file_get_one_line(saved, capsys) -> None:
    path, match = saved
    assert main(["odds", str(path), "--step", str(len(match.history) + 1)]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"error: game.json: --step {len(match.history) + 1} is out of range "
                   f"(the record holds {len(match.history)} options)"]
    assert main(["odds", str(BAD_RECORDS / "truncated.json")]) == 1
    [line] = capsys.readouterr().err.strip().splitlines()
    assert line.startswith("error: truncated.json:") and "truncated" in line
    assert main(["odds", str(path.parent / "missing.json")]) == 1
    assert "file not found" in capsys.readouterr().err
