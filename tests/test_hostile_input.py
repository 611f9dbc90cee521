"""Hostile input found by an audit of every file the game reads: each case gets one line naming
the file and the field (or what is wrong), never a traceback or a hang. The "no hang" cases are
checked by structure (the input is refused before anything works through it), never by timing."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tongiaki.cli import main
from tongiaki.play.decks import (
    DEFAULT_DECK_PATH,
    MAX_CAPACITY,
    MAX_CARDS,
    MAX_VALUE,
    DeckError,
    deck_from_data,
    load_default_deck,
)
from tongiaki.play.inputs import name_problem
from tongiaki.play.match import Match
from tongiaki.play.records import MAX_REASON, RecordError, load_record, save_autosave, save_record
from tongiaki.play.results import load_results
from tongiaki.play.settings import Settings, load_settings, parse_settings

GOOD_RECORD = Path(__file__).parent / "data" / "records" / "short_game.json"
STANDARD = DEFAULT_DECK_PATH.read_text(encoding="utf-8")
TOO_LONG_NAME = "a" * 300
"""A file name longer than any file system allows (255 bytes): opening or even asking whether
it exists fails with ENAMETOOLONG."""


def _one_line_error(argv: list[str], capsys, status: int = 1) -> str:
    """Run the command; it must fail with exactly one line on stderr, which is returned."""
    code = main(argv)
    err = capsys.readouterr().err
    assert code == status, err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err.strip()


# --- file names the system cannot take ---------------------------------------------------


@pytest.mark.parametrize("argv", [
    ["check-deck", TOO_LONG_NAME],
    ["show-deck", TOO_LONG_NAME, "--out", "never.png"],
    ["simulate", "--games", "1", "--deck", TOO_LONG_NAME],
    ["tournament", "--seats", "random,random", "--games", "1", "--deck", TOO_LONG_NAME],
])
def test_a_deck_name_too_long_for_the_system_is_one_line(argv, capsys) -> None:
    err = _one_line_error(argv, capsys)
    assert f"{TOO_LONG_NAME}: cannot read file (" in err


def test_a_tournament_log_name_too_long_for_the_system_is_one_line(tmp_path, capsys) -> None:
    log = tmp_path / TOO_LONG_NAME
    err = _one_line_error(["tournament", "--seats", "random,random", "--games", "1", "--log", str(log)], capsys)
    assert err.startswith(f"tournament: {log}: cannot be used as a log (")


# --- integers too long for the settings and results files --------------------------------


@pytest.mark.parametrize("digits", [400, 5000])
def test_a_settings_number_of_hundreds_of_digits_names_the_field(tmp_path, digits) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"volume": 1' + "0" * (digits - 1) + ', "muted": true}', encoding="utf-8")
    settings, problem = load_settings(path)
    assert problem == (f"settings.json: volume: must be a number from 0 to 1, not an integer of {digits} digits; "
                       "using the default there")
    assert settings == Settings(muted=True)


def test_a_huge_settings_integer_given_as_data_is_refused_not_converted() -> None:
    settings, problem = parse_settings({"ui_scale": 10**400, "card_size": -(10**400)}, "settings.json")
    assert settings == Settings()
    assert problem == ("settings.json: ui_scale: must be from 0.8 to 1.2, not an integer of 401 digits (and 1 more); "
                       "using the default there")


def test_a_results_integer_of_thousands_of_digits_is_one_line(tmp_path) -> None:
    path = tmp_path / "results.json"
    path.write_text('{"games": [{"ended": "2025-01-01T00:00:00Z", "levels": ["easy"], "people": ' + "9" * 5000
                    + ', "won": true, "person_points": 3, "computer_points": 2}]}', encoding="utf-8")
    results, problem = load_results(path)
    assert results == []
    assert problem == "results.json: game 1 field 'people' is not a number of people from 1 to 5; that game is left out"


# --- lone surrogates ---------------------------------------------------------------------


def _record_with(tmp_path, **fields: object) -> Path:
    record = json.loads(GOOD_RECORD.read_text(encoding="utf-8"))
    record.update(fields)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")  # ensure_ascii: "\\ud800" in the file
    return path


def test_a_name_with_a_lone_surrogate_is_refused() -> None:
    assert name_problem("Ana\ud800") == "must be Unicode text (it holds a lone surrogate, U+D800)"
    data = load_default_deck().to_data()
    data["islands"][0]["name"] = "Mu\udc80roa"
    with pytest.raises(DeckError, match=r"^x\.yaml: islands entry 1: name must be Unicode text "
                                        r"\(it holds a lone surrogate, U\+DC80\)$"):
        deck_from_data(data, "x.yaml")


def test_a_record_seat_name_with_a_lone_surrogate_is_one_line(tmp_path, capsys) -> None:
    """It used to pass, and `tongiaki replay` died printing it (UnicodeEncodeError), the start
    screen died drawing the autosave's names, and saving the game again could not encode it."""
    path = _record_with(tmp_path, names=["\ud800", "Bot 1", "Bot 2"])
    err = _one_line_error(["replay", str(path)], capsys)
    assert err == "error: game.json: names[0]: must be Unicode text (it holds a lone surrogate, U+D800)"


@pytest.mark.parametrize(("field", "value", "where"), [
    ("reasons", {"3": "sails \udc80"}, "reasons[3]"),
    ("hint_reasons", {"3": "\ud83d alone"}, "hint_reasons[3]"),
    ("created", "2025-01-01\udfff", "created"),
])
def test_record_texts_with_a_lone_surrogate_are_refused(tmp_path, field, value, where) -> None:
    path = _record_with(tmp_path, **{field: value})
    with pytest.raises(RecordError, match=rf"^game\.json: {re.escape(where)}: must be Unicode text "
                                          r"\(it holds a lone surrogate, U\+D[89A-F][0-9A-F]{2}\)$"):
        load_record(path)


# --- decks too large to draw or to play --------------------------------------------------


def _standard_with(change) -> dict:
    data = load_default_deck().to_data()
    change(data)
    return data


@pytest.mark.parametrize(("where", "change"), [
    ("card 'Muroroa': beach 1: capacity must be at most 90 (the ships of 6 players; got 1000000000)",
     lambda d: d["islands"][0]["beaches"][0].update(capacity=10**9)),
    ("card 'Tonga': beach 1: capacity must be at most 90 (the ships of 6 players; got 91)",
     lambda d: d["start"]["beaches"][0].update(capacity=91)),
    ("card 'Muroroa': value must be at most 99 (got 10000000000000000000000000000000000000000000000000)",
     lambda d: d["islands"][0].update(value=10**49)),
    ("card 'Water 1': value must be at most 99 (got 100)", lambda d: d["water"][0].update(value=100)),
])
def test_a_capacity_or_value_past_what_the_game_can_use_names_the_field(where, change) -> None:
    """A capacity of a million drew a million mooring spots (show-deck, the screenshot and the
    start screen hung); a value of 49 digits gave scores a saved game could not be read back
    with once they passed 100 digits, and the results file refused them."""
    with pytest.raises(DeckError) as caught:
        deck_from_data(_standard_with(change), "x.yaml")
    assert str(caught.value) == f"x.yaml: {where}"


def test_the_largest_capacity_and_value_pass() -> None:
    def change(d: dict) -> None:
        d["islands"][0]["beaches"][0]["capacity"] = MAX_CAPACITY
        d["islands"][0]["value"] = MAX_VALUE

    deck = deck_from_data(_standard_with(change), "x.yaml")
    assert deck.cards[1].beaches[0].capacity == 90 and deck.cards[1].value == 99


def test_a_deck_of_thousands_of_cards_is_refused_before_its_cards_are_checked() -> None:
    """3,000 islands fit in a 256 KB file: a game of them took minutes and the contact sheet 1 GB."""
    def change(d: dict) -> None:
        d["islands"] = [dict(d["islands"][0], name=f"Island {i}") for i in range(3000)]
        d["islands"][-1]["beaches"] = "not even checked"

    with pytest.raises(DeckError, match=r"^x\.yaml: the deck has 3,017 cards; a deck has at most 500$"):
        deck_from_data(_standard_with(change), "x.yaml")


def test_a_deck_of_the_most_cards_passes() -> None:
    def change(d: dict) -> None:
        d["water"] = [dict(d["water"][0], name=f"Water {i}") for i in range(MAX_CARDS - 1 - len(d["islands"]))]

    assert len(deck_from_data(_standard_with(change), "x.yaml").cards) == MAX_CARDS


def test_show_deck_of_a_huge_capacity_is_one_line(tmp_path, capsys) -> None:
    deck = tmp_path / "harbour.yaml"
    deck.write_text(STANDARD.replace("capacity: 2", "capacity: 1000000", 1), encoding="utf-8")
    err = _one_line_error(["show-deck", str(deck), "--out", str(tmp_path / "sheet.png")], capsys)
    assert err.startswith("error: harbour.yaml: card '") and "capacity must be at most 90" in err
    assert not (tmp_path / "sheet.png").exists()


# --- reasons too long to show ------------------------------------------------------------


@pytest.mark.parametrize("field", ["reasons", "hint_reasons"])
def test_a_reason_of_megabytes_is_refused_before_the_log_wraps_it(tmp_path, field) -> None:
    """A reason of one 5,000,000-letter word was accepted, and the table's log hung wrapping it
    (Continue on such an autosave froze the window)."""
    path = _record_with(tmp_path, **{field: {"0": "x" * 5_000_000}})
    with pytest.raises(RecordError, match=rf"^game\.json: {field}\[0\]: must be at most 1,000 characters long "
                                          r"\(it has 5,000,000\)$"):
        load_record(path)


def test_a_long_reason_is_saved_cut_to_what_a_record_may_hold(tmp_path) -> None:
    match = load_record(GOOD_RECORD)
    match.reasons[1] = "why " * 1000
    match.hint_reasons[2] = "because " * 1000
    path = tmp_path / "game.json"
    save_record(match, path)
    again = load_record(path)
    assert len(again.reasons[1]) == MAX_REASON and again.reasons[1].endswith("…")
    assert again.reasons[1].startswith("why why ")
    assert len(again.hint_reasons[2]) == MAX_REASON


# --- a settings deck the system cannot name ----------------------------------------------


@pytest.mark.parametrize(("deck", "why"), [
    ("a" * 300, "a part of it is 300 bytes long; a file name has at most 255"),
    ("/" + "ä/" * 1500, "it is 4,501 bytes long; a path has at most 4,095"),  # 3,001 characters
])
def test_a_settings_deck_the_system_cannot_name_is_dropped(tmp_path, deck, why) -> None:
    """Such a path made the start screen die at start-up (`Path.is_file` raises ENAMETOOLONG)."""
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"deck": deck, "muted": True}), encoding="utf-8")
    settings, problem = load_settings(path)
    assert problem == f"settings.json: deck: is not a file name this system can use ({why}); using the default there"
    assert settings == Settings(muted=True)
    assert load_settings(_settings_file(tmp_path, {"deck": "decks/" + "b" * 250 + ".yaml"}))[1] is None
    assert load_settings(_settings_file(tmp_path, {"deck": "my-deck.yaml"}))[0].deck == "my-deck.yaml"


def _settings_file(folder: Path, data: object) -> Path:
    path = folder / "other.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# --- empty file names on the command line ------------------------------------------------


@pytest.mark.parametrize(("argv", "option"), [
    (["play", "--load", ""], "--load"),
    (["play", "--replay", ""], "--replay"),
    (["play", "--deck", "", "--seats", "easy,easy", "--autoplay"], "--deck"),
    (["simulate", "--deck", "", "--games", "1"], "--deck"),
    (["tournament", "--seats", "random,random", "--deck", "", "--games", "1"], "--deck"),
    (["screenshot", "--deck", "", "--out", "never.png"], "--deck"),
    (["screenshot", "--out", ""], "--out"),
    (["tournament", "--seats", "random,random", "--log", "", "--games", "1"], "--log"),
])
def test_an_empty_file_name_is_refused_not_taken_for_none(argv, option, capsys) -> None:
    """`--load ""` opened the start screen (a window that waits) and `--deck ""` played the
    standard deck, as if the option had not been given."""
    err = _one_line_error(argv, capsys, status=2)
    assert err == f"tongiaki {argv[0]}: {option} needs a file name (it is empty)"


def test_a_tournament_log_nested_too_deeply_is_one_line(tmp_path, capsys) -> None:
    log = tmp_path / "games.jsonl"
    log.write_text("[" * 100_000 + "]" * 100_000 + "\n", encoding="utf-8")
    err = _one_line_error(["tournament", "--seats", "random,random", "--games", "1", "--log", str(log)], capsys)
    assert err == f"tournament: {log}:1: not a tournament log (the first line is not JSON)"


def test_review_refuses_a_search_it_could_never_finish(capsys) -> None:
    err = _one_line_error(["review", str(GOOD_RECORD), "--iterations", "1" * 30], capsys)
    assert err == "error: --iterations must be at most 100,000 (got 111111111111111111111111111111)"


def test_a_record_version_of_a_hundred_digits_says_so(tmp_path) -> None:
    path = tmp_path / "game.json"
    path.write_text(GOOD_RECORD.read_text(encoding="utf-8").replace('"version": 1', '"version": 1' + "0" * 100, 1),
                    encoding="utf-8")
    with pytest.raises(RecordError, match=r"^game\.json: version: is too long to be a number here \(101 digits\)$"):
        load_record(path)


def test_a_screenshot_to_a_file_that_is_not_a_picture_is_refused(tmp_path, capsys) -> None:
    """It wrote a TGA picture under the name deck.yaml."""
    err = _one_line_error(["screenshot", "--out", str(tmp_path / "deck.yaml"), "--turns", "0"], capsys, status=2)
    assert err == "tongiaki screenshot: deck.yaml: --out must name a .png (or .bmp, .jpg, .tga) file"
    assert not (tmp_path / "deck.yaml").exists()


# --- numbers a saved game could not read back --------------------------------------------


def test_play_refuses_a_seed_its_saved_game_could_not_read_back(capsys) -> None:
    """A seed of 200 digits played, and its autosave was then refused (integers of a record
    have at most 100 digits): the game was lost at Continue."""
    err = _one_line_error(["play", "--seats", "human,easy", "--seed", "1" + "0" * 199], capsys, status=2)
    assert err == "tongiaki play: --seed must be a whole number of at most 18 digits (it has 200)"


def test_a_hint_count_past_a_million_is_refused(tmp_path) -> None:
    """A count of 100 digits loaded; one hint more made 101 digits, and the game saved with it
    could not be read back."""
    path = _record_with(tmp_path, hints=[10**100 - 1, 0, 0])
    with pytest.raises(RecordError, match=r"^game\.json: hints\[0\]: must be at most 1,000,000, not 9{100}$"):
        load_record(path)
    assert load_record(_record_with(tmp_path, hints=[1_000_000, 0, 2])).hints == [1_000_000, 0, 2]


# --- command-line numbers past what can be done ------------------------------------------


@pytest.mark.parametrize(("think", "shown"), [("inf", "inf"), ("1e308", "1e+308"), ("nan", "nan"), ("-1", "-1"),
                                              ("0", "0")])
def test_tournament_think_must_be_a_time_a_search_can_take(think, shown, capsys) -> None:
    """inf and 1e308 died in the search (OverflowError converting the deadline); nan and -1 ran."""
    err = _one_line_error(["tournament", "--seats", "hard,random", "--games", "1", "--think", think], capsys)
    assert err == f"tournament: --think must be more than 0 and at most 3600 seconds (got {shown})"


def test_tournament_refuses_a_search_it_could_never_finish(capsys) -> None:
    err = _one_line_error(["tournament", "--seats", "hard,random", "--games", "1", "--iterations", "1" * 30], capsys)
    assert err == "tournament: --iterations must be at most 100,000 (got 111111111111111111111111111111)"


@pytest.mark.parametrize("command", ["screenshot", "play"])
def test_a_window_larger_than_any_screen_is_refused(command, tmp_path, capsys) -> None:
    """screenshot --size 100000x100000 took 5 GB (SDL made it 16384x16384)."""
    argv = [command, "--size", "100000x100000"] + (
        ["--out", str(tmp_path / "s.png")] if command == "screenshot" else ["--seats", "easy,easy", "--autoplay"])
    err = _one_line_error(argv, capsys, status=2)
    assert err == f"tongiaki {command}: --size 100000x100000 is too large (at most 7680x4320)"


def test_show_deck_needs_a_column(tmp_path, capsys) -> None:
    err = _one_line_error(["show-deck", "standard", "--out", str(tmp_path / "s.png"), "--columns", "0"], capsys, status=2)
    assert err == "error: --columns must be 1 or more (got 0)"


def test_simulate_needs_a_game(capsys) -> None:
    err = _one_line_error(["simulate", "--games", "-1"], capsys, status=2)
    assert err == "simulate: --games must be 1 or more (got -1)"


def test_an_autosave_that_is_a_folder_is_one_line_when_the_game_ends(tmp_path, monkeypatch) -> None:
    """Deleting it raised IsADirectoryError ("[Errno 21] Is a directory: '/...'") past the
    records module's own one-line errors."""
    monkeypatch.setenv("TONGIAKI_DATA_DIR", str(tmp_path))
    (tmp_path / "autosave.json").mkdir()
    match = Match(load_default_deck(), ["random", "random"], 5)
    match.play_out()
    with pytest.raises(RecordError, match=r"^autosave\.json: cannot delete the autosave of the finished game \("):
        save_autosave(match)


@pytest.mark.parametrize(("argv", "expected"), [
    (["play", "--players", "9"], "tongiaki play: error: unrecognized arguments: --players 9 (see 'tongiaki play --help')"),
    (["replay", "a.json", "b.json"], "tongiaki replay: error: unrecognized arguments: b.json (see 'tongiaki replay --help')"),
    (["tournament", "--games", "x"],
     "tongiaki tournament: error: argument --games: invalid int value: 'x' (see 'tongiaki tournament --help')"),
    (["tournament"], "tongiaki tournament: error: the following arguments are required: --seats "
                     "(see 'tongiaki tournament --help')"),
])
def test_a_usage_error_is_one_line_saying_where_the_options_are(argv, expected, capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and err == expected + "\n"


@pytest.mark.parametrize("text", ["7681x800", "1280x4321", "100000x100000"])
def test_the_window_size_parser_itself_refuses_a_size_past_an_8k_screen(text) -> None:
    """The start screen and the app read sizes through `parse_size` too, not only the command line."""
    from tongiaki.app.main import parse_size

    with pytest.raises(ValueError, match=r"too large \(at most 7680x4320\)"):
        parse_size(text)
    assert parse_size("7680x4320") == (7680, 4320)


def test_a_command_line_error_is_not_preceded_by_pygames_banner(tmp_path) -> None:
    import os
    import subprocess
    import sys

    env = {key: value for key, value in os.environ.items() if key != "PYGAME_HIDE_SUPPORT_PROMPT"}
    done = subprocess.run([sys.executable, "-m", "tongiaki", "screenshot", "--out", str(tmp_path / "x.png"),
                           "--size", "100000x100000"], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 2
    assert done.stdout == "" and done.stderr == "tongiaki screenshot: --size 100000x100000 is too large (at most 7680x4320)\n"
