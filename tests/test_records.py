"""Game records (tongiaki/records.py): save/load round trips, atomic writes, broken records,
autosave and `tongiaki replay`.

Every file in tests/data/bad_records/ is tests/data/records/short_game.json with one defect
(made by tests/data/make_records.py); BAD_RECORDS below says which message fragment each one
must produce. A record replays through the checked `GameState.apply` (R3.1: a game can be
replayed from its record) and restores the rngs, so a loaded game continues identically.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from tongiaki.cli import main
from tongiaki.play.decks import load_default_deck
from tongiaki.play.match import Match
from tongiaki.play.records import (
    DATA_DIR_ENV,
    RecordError,
    autosave_path,
    clear_autosave,
    format_record,
    load_autosave,
    load_record,
    record_of,
    replay_record,
    save_autosave,
    save_record,
)
from tongiaki.rules import Deck, GameState, OptionKind, island, water

DATA = Path(__file__).parent / "data"
GOOD_RECORD = DATA / "records" / "short_game.json"
BAD_DIR = DATA / "bad_records"

BAD_RECORDS: dict[str, str] = {
    "bad_option_text.json": "options[5]: 'fly 0,0' is not an option",
    "checksum_mismatch.json": "checksum: does not match the replayed game",
    "deck_invalid.json": "deck: card 'Muroroa': beach 1: capacity must be >= 2",
    "deck_value_edited.json": "checksum: does not match the replayed game",
    "edited_option.json": "checksum: does not match the replayed game",
    "empty.json": "file is empty",
    "extra_option.json": "options[70]: 'pass' is not offered now",
    "final_scores_edited.json": "final.scores: the record says [14, 12, 9] but the replay gives [9, 7, 4]",
    "illegal_option.json": "options[12]: 'king 0,0' is not offered now (turn 2, player 1 must choose action)",
    "missing_checksum.json": "missing field 'checksum'",
    "missing_format.json": "not a game record (missing field 'format'",
    "missing_options.json": "missing field 'options'",
    "names_count.json": "names: 1 names for 3 seats",
    "not_json.json": "not valid JSON at line 1, column 1",
    "not_utf8.json": "not UTF-8",
    "one_seat.json": "seats: 1 seats; Tongiaki is played by 2 to 6 players",
    "option_not_text.json": "options[3]: must be text, not an integer 5",
    "revealed_twice.json": "options[9]: 'reveal 27' is not offered now (turn 1, a card is to be revealed)",
    "rng_edited.json": "checksum: does not match the replayed game",
    "rng_not_a_state.json": "rng.chance: is not a random-generator state",
    "seats_not_list.json": "seats: must be a list of text, not text 'human,random,random'",
    "seed_string.json": "seed: must be an integer, not text '2024'",
    "top_level_list.json": "not a game record (a JSON object was expected, not a list)",
    "truncated.json": "the file looks truncated",
    "unknown_field.json": "unknown field 'cheat'",
    "unknown_seat.json": "seats[1]: unknown seat 'godlike'",
    "version_string.json": "version: must be an integer, not text '1'",
    "wrong_deck.json": "options[7]: 'reveal 27' is not offered now",
    "wrong_format.json": "format: 'tongiaki-deck' is not a game record",
    "wrong_version.json": "version: version 2 is not supported",
}


# --- helpers ----------------------------------------------------------------------------


def drive(match: Match, human_rng: random.Random, options: int | None = None) -> None:
    """Play on (humans pick with `human_rng`) until `options` options are recorded or it ends."""
    while not match.is_over() and (options is None or len(match.history) < options):
        if match.waiting_for_human():
            choices = match.pending.options
            match.apply(choices[human_rng.randrange(len(choices))])
        else:
            match.advance()


def drive_to_chance(match: Match, human_rng: random.Random, after: int) -> None:
    """Play at least `after` options, then stop right before a card is revealed."""
    drive(match, human_rng, after)
    while not match.is_over() and not match.pending.is_chance:
        drive(match, human_rng, len(match.history) + 1)


def table(state: GameState) -> dict[str, Any]:
    """Everything about a state that a round trip must preserve."""
    return {
        "cells": dict(state.cells),
        "rotations": dict(state.rotations),
        "ships": dict(state.ships),
        "supply": list(state.supply),
        "kings": dict(state.kings),
        "kings_used": list(state.kings_used),
        "stranded": list(state.stranded),
        "stack": state.stack,
        "removed": list(state.removed),
        "turn": state.turn,
        "active": state.active,
        "phase": state.phase,
        "end_triggered": state.end_triggered,
        "voyage": state.voyage,
        "place_card": state.place_card,
        "pending": state.pending,
        "result": state.result(),
    }


def rng_states(match: Match) -> list[object]:
    return [match.chance_rng.getstate()] + [rng.getstate() for rng in match.agent_rngs]


def new_match(seats: list[str], seed: int = 11) -> Match:
    return Match(load_default_deck(), seats, seed)


# --- round trips ------------------------------------------------------------------------


@pytest.mark.parametrize("options", [0, 3, 25, 60, None])
def test_save_load_round_trip_gives_an_identical_state(tmp_path: Path, options: int | None) -> None:
    match = new_match(["human", "random", "random", "random"])
    drive(match, random.Random(1), options)
    path = save_record(match, tmp_path / "game.json")
    loaded = load_record(path)
    assert table(loaded.state) == table(match.state)
    assert loaded.history == match.history
    assert loaded.events == match.events
    assert rng_states(loaded) == rng_states(match)
    assert (loaded.seats, loaded.seed, loaded.deck) == (match.seats, match.seed, match.deck)


def test_round_trip_at_a_chance_node_keeps_the_reveal_pending(tmp_path: Path) -> None:
    match = new_match(["human", "random", "random"])
    drive_to_chance(match, random.Random(2), 30)
    assert match.pending.is_chance
    loaded = load_record(save_record(match, tmp_path / "game.json"))
    assert loaded.pending == match.pending
    assert loaded.reveal() == match.reveal()  # the restored chance rng draws the same card


@pytest.mark.parametrize("seats", [["human", "random", "random", "random"], ["random", "random"],
                                   ["human", "human", "random", "random", "random", "random"]])
def test_a_loaded_game_continues_exactly_like_the_saved_one(tmp_path: Path, seats: list[str]) -> None:
    match = new_match(seats, seed=5)
    drive(match, random.Random(3), 40)
    saved_at = len(match.history)
    loaded = load_record(save_record(match, tmp_path / "game.json"))
    drive(match, random.Random(99))
    drive(loaded, random.Random(99))
    assert loaded.history == match.history
    assert loaded.events == match.events
    assert table(loaded.state) == table(match.state)
    assert loaded.is_over()
    # The future contains draws of the chance rng, so the test depends on its restored state.
    assert any(o.kind is OptionKind.REVEAL for o in match.history[saved_at:])


def test_without_the_stored_rng_states_the_future_would_differ(tmp_path: Path) -> None:
    """Control for the test above: replaying the options alone does not restore the rngs."""
    match = new_match(["random", "random", "random"], seed=5)
    drive(match, random.Random(3), 40)
    fresh = Match(match.deck, list(match.seats), match.seed)
    for option in match.history:
        fresh.apply(option)
    assert table(fresh.state) == table(match.state)
    drive(match, random.Random(99))
    drive(fresh, random.Random(99))
    assert fresh.history != match.history


def test_the_record_of_a_loaded_game_is_the_saved_record(tmp_path: Path) -> None:
    match = new_match(["human", "random", "random"])
    match.names = ["Ana", "Bo", "Cy"]
    drive(match, random.Random(4), 50)
    path = save_record(match, tmp_path / "game.json")
    assert record_of(load_record(path)) == json.loads(path.read_text(encoding="utf-8"))


def test_a_record_is_plain_json_with_the_documented_fields(tmp_path: Path) -> None:
    match = new_match(["human", "random"])
    drive(match, random.Random(6), 20)
    record = json.loads(save_record(match, tmp_path / "game.json").read_text(encoding="utf-8"))
    assert record["format"] == "tongiaki-record" and record["version"] == 1
    assert record["seats"] == ["human", "random"] and record["seed"] == 11
    assert record["deck"] == match.deck.to_data()
    assert record["options"] == [str(o) for o in match.history]
    assert record["final"]["scores"] == list(match.state.scores())
    assert record["checksum"].startswith("sha256:")
    assert "card_order" not in record  # the standard deck's ids are in file order


def test_save_sets_created_once_and_names_are_editable_metadata(tmp_path: Path) -> None:
    match = new_match(["human", "random"])
    drive(match, random.Random(7), 10)
    path = save_record(match, tmp_path / "game.json")
    created = match.created
    assert created is not None and created.endswith("Z")
    drive(match, random.Random(7), 20)
    save_record(match, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["created"] == created
    data["names"] = ["Hina", "Maui"]  # renaming players is not an edit of the game
    loaded = replay_record(data, "game.json")
    assert loaded.names == ["Hina", "Maui"] and loaded.created == created


def test_a_deck_built_in_code_with_ids_out_of_file_order_round_trips(tmp_path: Path) -> None:
    tonga = island("Tonga", 0, [(3, (e,)) for e in range(6)], start=True)
    cards = (
        tonga,
        water("Swell", [(0, 1, 0), (2, 3, 2), (4, 5, 0)]),
        island("Atoll", 2, [(2, (1,)), (3, (4, 5))]),
        water("Reef", [(0, 3, 0), (1, 5, 3), (2, 4, 0)]),
        island("Lagoon", 3, [(3, (1, 2)), (2, (3,))]),
        water("Calm", [(0, 5, 0), (1, 2, 0), (3, 4, 0)]),
    )
    match = Match(Deck("Tiny", cards), ["random", "random"], 3)
    drive(match, random.Random(8))
    assert any(o.kind is OptionKind.REVEAL for o in match.history)
    path = save_record(match, tmp_path / "tiny.json")
    assert json.loads(path.read_text(encoding="utf-8"))["card_order"] == [c.name for c in cards]
    loaded = load_record(path)
    assert [c.name for c in loaded.deck.cards] == [c.name for c in cards]
    assert table(loaded.state) == table(match.state)


def test_the_golden_record_still_replays() -> None:
    loaded = load_record(GOOD_RECORD)
    data = json.loads(GOOD_RECORD.read_text(encoding="utf-8"))
    assert loaded.seats == ["human", "random", "random"]
    assert loaded.names == ["Ana", "Bot 1", "Bot 2"]
    assert len(loaded.history) == 70
    assert loaded.state.scores() == (9, 7, 4)
    again = record_of(loaded)
    for key in ("options", "final", "rng", "seats", "seed", "names", "created"):
        assert again[key] == data[key], key


# --- atomic writes ----------------------------------------------------------------------


def test_saving_leaves_only_the_record_in_the_folder(tmp_path: Path) -> None:
    match = new_match(["random", "random"])
    drive(match, random.Random(1), 30)
    save_record(match, tmp_path / "game.json")
    drive(match, random.Random(1), 60)
    save_record(match, tmp_path / "game.json")
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]
    assert load_record(tmp_path / "game.json").history == match.history


@pytest.mark.parametrize("crash", [OSError(28, "No space left on device"), KeyboardInterrupt()])
def test_a_crash_while_saving_keeps_the_old_file_intact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        crash: BaseException) -> None:
    match = new_match(["random", "random"])
    drive(match, random.Random(1), 30)
    path = save_record(match, tmp_path / "game.json")
    before = path.read_bytes()
    drive(match, random.Random(1), 60)

    def replace_crashes(src: object, dst: object) -> None:
        raise crash

    monkeypatch.setattr(os, "replace", replace_crashes)
    expected = RecordError if isinstance(crash, OSError) else KeyboardInterrupt
    with pytest.raises(expected) as info:
        save_record(match, path)
    monkeypatch.undo()
    if expected is RecordError:
        assert str(info.value) == "game.json: cannot save (No space left on device)"
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]
    assert len(load_record(path).history) == 30


def test_saving_into_a_missing_folder_is_a_record_error(tmp_path: Path) -> None:
    match = new_match(["random", "random"])
    with pytest.raises(RecordError, match=r"^game\.json: cannot save \("):
        save_record(match, tmp_path / "no" / "such" / "game.json")


# --- broken records ---------------------------------------------------------------------


def test_every_broken_record_has_an_expected_message() -> None:
    assert sorted(p.name for p in BAD_DIR.iterdir()) == sorted(BAD_RECORDS)


@pytest.mark.parametrize("name", sorted(BAD_RECORDS))
def test_a_broken_record_is_rejected_with_one_line_naming_file_and_field(name: str) -> None:
    with pytest.raises(RecordError) as info:
        load_record(BAD_DIR / name)
    message = str(info.value)
    assert message.startswith(f"{name}: ")
    assert BAD_RECORDS[name] in message
    assert "\n" not in message


def test_a_missing_file_or_a_folder_is_a_record_error(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match=r"^nope\.json: file not found"):
        load_record(tmp_path / "nope.json")
    (tmp_path / "folder.json").mkdir()
    with pytest.raises(RecordError, match=r"^folder\.json: is a folder"):
        load_record(tmp_path / "folder.json")


def test_an_option_after_the_end_of_the_game_is_rejected(tmp_path: Path) -> None:
    match = new_match(["random", "random"])
    drive(match, random.Random(1))
    data = record_of(match)
    data["options"].append("resettle")
    with pytest.raises(RecordError, match=rf"^g\.json: options\[{len(match.history)}\]: 'resettle' is not "
                                          r"offered now \(the game is over\)$"):
        replay_record(data, "g.json")


def test_an_edited_final_flag_is_caught_even_when_it_compares_equal_in_python() -> None:
    data = json.loads(GOOD_RECORD.read_text(encoding="utf-8"))
    data["final"]["over"] = 0  # 0 == False in Python, but it is not what was saved
    with pytest.raises(RecordError, match=r"final\.over: the record says 0"):
        replay_record(data, "g.json")


# --- autosave ---------------------------------------------------------------------------


def test_autosave_round_trip_in_the_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    assert autosave_path() == tmp_path / "data" / "autosave.json"
    assert load_autosave() is None
    match = new_match(["human", "random", "random"])
    drive(match, random.Random(2), 40)
    assert save_autosave(match) == autosave_path()
    loaded = load_autosave()
    assert loaded is not None and table(loaded.state) == table(match.state)
    clear_autosave()
    assert load_autosave() is None
    clear_autosave()  # nothing to delete is fine


def test_a_damaged_autosave_is_reported_not_ignored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    (tmp_path / "autosave.json").write_text('{"format": "tongiaki-record", "vers', encoding="utf-8")
    with pytest.raises(RecordError, match=r"^autosave\.json: .*truncated"):
        load_autosave()


def test_the_autosave_lives_in_the_user_data_folder_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    import platformdirs

    monkeypatch.delenv(DATA_DIR_ENV, raising=False)
    assert autosave_path() == Path(platformdirs.user_data_dir("tongiaki", appauthor=False)) / "autosave.json"


# --- tongiaki replay --------------------------------------------------------------------


def finished_record(tmp_path: Path) -> tuple[Match, Path]:
    match = new_match(["human", "random", "random", "random"], seed=21)
    match.names = ["Ana", "Bo", "Cy", "Di"]
    drive(match, random.Random(5))
    return match, save_record(match, tmp_path / "final.json")


def test_replay_prints_the_final_scores(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    match, path = finished_record(tmp_path)
    assert main(["replay", str(path)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    lines = out.splitlines()
    result = match.state.result()
    assert lines[0].startswith("final.json: deck 'Standard', 4 players, seed 21")
    assert "game over" in lines[0]
    for p, name in enumerate(["Ana (human)", "Bo (random)", "Cy (random)", "Di (random)"]):
        line = lines[1 + p]
        assert line.split()[:2] == ["player", str(p + 1)] and name in line
        assert f" {result.scores[p]} point" in line
        assert line.endswith("winner") == (p in result.winners)
    assert lines[-1].startswith(f"Tiebreak: {result.tiebreak}")


@pytest.mark.parametrize(
    ("seats", "names", "shown"),
    [
        (["human", "easy", "medium"], ["Blue (you)", "Green (easy)", "Orange (medium)"],
         ["Blue (human)", "Green (easy)", "Orange (medium)"]),
        (["human", "human", "hard"], ["Blue", "Orange", "Red (hard)"], ["Blue (human)", "Orange (human)", "Red (hard)"]),
        (["random", "easy"], None, ["random", "easy"]),
    ],
)
def test_replay_names_each_seats_level_once(tmp_path: Path, capsys: pytest.CaptureFixture[str], seats: list[str],
                                            names: list[str] | None, shown: list[str]) -> None:
    """Play-test 29 read "Green (easy) (easy)": the names the game keeps in its records already
    carry an AI seat's level, and `tongiaki replay` added it again."""
    match = new_match(seats, seed=4)
    match.names = names
    drive(match, random.Random(2))
    path = save_record(match, tmp_path / "named.json")
    assert main(["replay", str(path)]) == 0
    out, _ = capsys.readouterr()
    lines = out.splitlines()[1: 1 + len(seats)]
    for line, label in zip(lines, shown, strict=True):
        assert line.split("  ")[2].strip() == label, line
    assert ") (" not in out


def test_replay_json_prints_one_object(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    match, path = finished_record(tmp_path)
    assert main(["replay", str(path), "--json"]) == 0
    out, _ = capsys.readouterr()
    summary = json.loads(out)
    result = match.state.result()
    assert summary["over"] is True and summary["turn"] == match.state.turn
    assert [p["score"] for p in summary["players"]] == list(result.scores)
    assert [p["islands"] for p in summary["players"]] == list(result.islands)
    assert [p["seat"] for p in summary["players"]] == match.seats
    assert summary["winners"] == [p + 1 for p in result.winners]
    assert summary["tiebreak"] == result.tiebreak


def test_replay_of_a_game_in_progress_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(GOOD_RECORD)]) == 0
    out, _ = capsys.readouterr()
    assert "in progress at turn 13" in out and "winner" not in out


def test_replay_of_a_broken_record_prints_one_line_and_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(BAD_DIR / "illegal_option.json"), "--json"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"error: illegal_option.json: {BAD_RECORDS['illegal_option.json']}\n"


def test_format_record_is_valid_json_with_one_option_per_line() -> None:
    match = new_match(["random", "random"])
    match.created = "2025-01-01T00:00:00Z"
    drive(match, random.Random(1), 30)
    record = record_of(match)
    text = format_record(record)
    assert json.loads(text) == record
    lines = text.splitlines()
    start = lines.index('  "options": [') + 1
    shown = [f'    "{option}",' for option in match.history]
    shown[-1] = shown[-1].rstrip(",")
    assert lines[start:start + len(shown)] == shown


def test_a_record_whose_start_island_cannot_seat_its_players_is_refused_in_one_line(tmp_path: Path) -> None:
    """R10: a record of three seats on a deck whose start island seats two players is a bad
    record (one line naming the field), not a crash while setting up the game."""
    data = json.loads((DATA / "records" / "short_game.json").read_text(encoding="utf-8"))
    data["deck"]["start"]["beaches"] = [{"capacity": 3, "piers": [0, 1, 2]}, {"capacity": 3, "piers": [3, 4, 5]}]
    path = tmp_path / "small_start.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        load_record(path)
    message = str(caught.value)
    assert "\n" not in message and "small_start.json" in message and "seats:" in message and "R10" in message
