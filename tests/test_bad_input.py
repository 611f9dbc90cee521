"""Hostile or odd input gets one clear line naming the file and the field, never a traceback
or a hang: size limits, YAML alias bombs, over-long integers, names with control characters or
nothing visible, devices and FIFOs, a byte order mark, a broken pipe, leftover save files and
finished games in the autosave."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tongiaki.cli import BROKEN_PIPE_STATUS, main
from tongiaki.play.decks import (
    DEFAULT_DECK_PATH,
    DeckError,
    deck_from_data,
    deck_from_yaml,
    load_deck,
    load_default_deck,
)
from tongiaki.play.inputs import DECK_LIMIT, RECORD_LIMIT, name_problem
from tongiaki.play.match import Match
from tongiaki.play.records import (
    LEFTOVER_AGE,
    RecordError,
    autosave_path,
    clean_leftovers,
    load_autosave,
    load_record,
    replay_record,
    save_autosave,
    save_record,
)
from tongiaki.play.saves import read_save

DATA = Path(__file__).parent / "data"
GOOD_RECORD = DATA / "records" / "short_game.json"
STANDARD = DEFAULT_DECK_PATH.read_text(encoding="utf-8")


def _one_line_error(argv: list[str], capsys) -> str:
    """Run the command; it must fail with exactly one line on stderr, which is returned."""
    status = main(argv)
    err = capsys.readouterr().err
    assert status == 1
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err.strip()


# --- size limits -------------------------------------------------------------------------


def test_a_deck_over_the_size_limit_is_refused_without_parsing(tmp_path, capsys) -> None:
    big = tmp_path / "big.yaml"
    big.write_text("#" * 300_000, encoding="utf-8")
    err = _one_line_error(["check-deck", str(big)], capsys)
    assert err == "error: big.yaml: file is too large (300 KB; a deck file is at most 256 KB)"
    with pytest.raises(DeckError, match="too large"):
        deck_from_yaml(STANDARD + "#" * DECK_LIMIT, "text")


def test_a_record_over_the_size_limit_is_refused(tmp_path) -> None:
    big = tmp_path / "big.json"
    with big.open("wb") as handle:
        handle.truncate(RECORD_LIMIT + 1)  # sparse: no 20 MB written
    with pytest.raises(RecordError, match=r"^big\.json: file is too large \(20\.0 MB; a game record file is at most 20 MB\)$"):
        load_record(big)


# --- YAML aliases ------------------------------------------------------------------------


def test_a_yaml_alias_bomb_is_refused(tmp_path, capsys) -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for level in range(1, 12):
        refs = ", ".join([f"*a{level - 1}"] * 10)
        lines.append(f"a{level}: &a{level} [{refs}]")
    bomb = tmp_path / "bomb.yaml"
    bomb.write_text("\n".join(lines) + "\n", encoding="utf-8")
    err = _one_line_error(["check-deck", str(bomb)], capsys)
    assert err == ("error: bomb.yaml: the deck holds more than 100,000 values, counting each YAML alias as often "
                   "as it is used (an alias expansion bomb?)")


def test_a_record_whose_deck_is_too_big_is_refused_before_validating_it() -> None:
    record = json.loads(GOOD_RECORD.read_text(encoding="utf-8"))
    island = record["deck"]["islands"][0]
    record["deck"]["islands"] = [dict(island, name=f"I{i}") for i in range(12_000)]
    with pytest.raises(RecordError, match=r"^x\.json: deck: the deck holds more than 100,000 values"):
        replay_record(record, "x.json")


def test_an_alias_inside_itself_is_refused() -> None:
    with pytest.raises(DeckError, match=r"^loop\.yaml: a YAML alias refers to a value that contains it$"):
        deck_from_yaml("name: &n [a, *n]\n", "loop.yaml")


def test_a_few_aliases_in_a_real_deck_are_fine() -> None:
    wake = "- {edges: [0, 5], danger: 0}"
    assert STANDARD.count(wake) > 2
    text = STANDARD.replace(wake, "- &calm " + wake[2:], 1)
    head, _, tail = text.rpartition(wake)
    text = head + "- *calm" + tail
    assert deck_from_yaml(text, "aliased.yaml") == load_default_deck()


# --- over-long integers ------------------------------------------------------------------


def test_an_integer_of_thousands_of_digits_in_a_deck_names_the_field(capsys, tmp_path) -> None:
    text = STANDARD.replace("value: 5", "value: " + "9" * 5000, 1)
    deck = tmp_path / "long.yaml"
    deck.write_text(text, encoding="utf-8")
    err = _one_line_error(["check-deck", str(deck)], capsys)
    assert err.startswith("error: long.yaml: card '")
    assert err.endswith(": value is too long to be a number here (5000 digits)")


def test_an_integer_of_thousands_of_digits_in_a_record_names_the_field(tmp_path) -> None:
    record = json.loads(GOOD_RECORD.read_text(encoding="utf-8"))
    text = json.dumps(record).replace(f'"seed": {record["seed"]}', '"seed": ' + "7" * 5000)
    path = tmp_path / "long.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RecordError, match=r"^long\.json: seed: is too long to be a number here \(5000 digits\)$"):
        load_record(path)
    text = json.dumps(record).replace('"scores": [', '"scores": [' + "1" * 5000 + ", ", 1)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RecordError, match=r"^long\.json: final\.scores: the record says"):
        load_record(path)


def test_a_value_the_yaml_library_cannot_convert_names_its_place() -> None:
    with pytest.raises(DeckError, match=r"^odd\.yaml: invalid YAML at line 2, column 15: cannot read the value "
                                        r"'2001-02-30' \(day is out of range for month\)$"):
        deck_from_yaml("name: x\nstart: {name: 2001-02-30}\n", "odd.yaml")


# --- names -------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "problem"), [
    ("Muro\u2028roa", "must be a single line (it holds a line separator, U+2028)"),
    ("Muro\u2029roa", "must be a single line (it holds a paragraph separator, U+2029)"),
    ("Muro\x85roa", "must be a single line (it holds a next-line character, U+0085)"),
    ("Muro\troa", "must not hold control characters (it holds U+0009)"),
    ("Muro\x1broa", "must not hold control characters (it holds U+001B)"),
    ("\u200b\u200d\u00a0", "must hold a visible character"),
    ("\u0301\u3000", "must hold a visible character"),
    ("Hawaii" * 1000, "must be at most 60 characters long (it has 6,000)"),
])
def test_names_with_controls_separators_or_nothing_visible_are_refused(name, problem) -> None:
    assert name_problem(name) == problem
    data = load_default_deck().to_data()
    data["islands"][0]["name"] = name
    with pytest.raises(DeckError) as caught:
        deck_from_data(data, "x.yaml")
    assert str(caught.value) == f"x.yaml: islands entry 1: name {problem}"
    assert "\n" not in str(caught.value)


def test_ordinary_names_pass() -> None:
    for name in ("Hiva Oa", "Rapa Nui", "Tōkelau", "Fidschi 🌴", "Ha\u00adwaii"):
        assert name_problem(name) is None


def test_a_seat_name_with_a_line_separator_in_a_record_is_refused(tmp_path) -> None:
    record = json.loads(GOOD_RECORD.read_text(encoding="utf-8"))
    record["names"] = ["Ana", "Bo\u2028b", "Cy"][: len(record["seats"])]
    with pytest.raises(RecordError, match=r"^x\.json: names\[1\]: must be a single line"):
        replay_record(record, "x.json")


# --- special files -----------------------------------------------------------------------


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_a_device_is_refused_before_reading(capsys) -> None:
    err = _one_line_error(["check-deck", "/dev/zero"], capsys)
    assert err == "error: zero: is not a regular file (a device, pipe or socket), not a deck file"
    assert _one_line_error(["replay", "/dev/zero"], capsys).startswith("error: zero: is not a regular file")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path, capsys) -> None:
    fifo = tmp_path / "deck.yaml"
    os.mkfifo(fifo)
    with pytest.raises(DeckError, match=r"^deck\.yaml: is not a regular file"):
        load_deck(fifo)
    with pytest.raises(RecordError, match=r"^deck\.yaml: is not a regular file"):
        load_record(fifo)


# --- byte order mark ---------------------------------------------------------------------


def test_a_byte_order_mark_is_accepted(tmp_path) -> None:
    deck = tmp_path / "bom.yaml"
    deck.write_bytes(b"\xef\xbb\xbf" + STANDARD.encode("utf-8"))
    assert load_deck(deck) == load_default_deck()
    record = tmp_path / "bom.json"
    record.write_bytes(b"\xef\xbb\xbf" + GOOD_RECORD.read_bytes())
    assert load_record(record).history == load_record(GOOD_RECORD).history


# --- broken pipe -------------------------------------------------------------------------


def test_output_into_a_closed_pipe_ends_quietly() -> None:
    """`tongiaki replay F | head -1`: the reader is gone before the output is written."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        result = subprocess.run([sys.executable, "-m", "tongiaki", "replay", str(GOOD_RECORD)], stdout=write_end,
                                stderr=subprocess.PIPE, text=True, timeout=120, check=False)
    finally:
        os.close(write_end)
    assert result.stderr == ""
    assert result.returncode == BROKEN_PIPE_STATUS


def test_replay_into_head_prints_one_line_and_no_traceback() -> None:
    command = f'"{sys.executable}" -m tongiaki replay "{GOOD_RECORD}" | head -1'
    result = subprocess.run(["sh", "-c", command], capture_output=True, text=True, timeout=120, check=False)
    assert result.stdout.count("\n") == 1 and result.stdout.startswith("short_game.json: ")
    assert result.stderr == ""


# --- interrupted saves and the autosave --------------------------------------------------


def test_leftover_temporary_files_of_interrupted_saves_are_cleaned_up(tmp_path) -> None:
    target = tmp_path / "game.json"
    old = tmp_path / ".game.json.abc123.tmp"
    fresh = tmp_path / ".game.json.def456.tmp"  # may be a save under way in another window
    other = tmp_path / ".other.json.zzz.tmp"
    for path in (old, fresh, other):
        path.write_text("{half a rec")
    past = time.time() - LEFTOVER_AGE - 5
    os.utime(old, (past, past))
    os.utime(other, (past, past))
    save_record(load_record(GOOD_RECORD), target)
    assert not old.exists()
    assert fresh.exists() and other.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == [".game.json.def456.tmp", ".other.json.zzz.tmp", "game.json"]
    assert clean_leftovers(tmp_path / "other.json") == [other]


def test_the_autosave_folder_is_cleaned_when_the_autosave_is_read(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TONGIAKI_DATA_DIR", str(tmp_path))
    leftover = tmp_path / ".autosave.json.k1ll3d.tmp"
    leftover.write_text("{")
    past = time.time() - LEFTOVER_AGE - 5
    os.utime(leftover, (past, past))
    assert load_autosave() is None
    assert not leftover.exists()


def test_a_finished_game_is_not_kept_as_the_autosave(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TONGIAKI_DATA_DIR", str(tmp_path))
    match = Match(load_default_deck(), ["random", "random"], 5)
    for _ in range(20):
        match.advance()
    assert not match.is_over()
    save_autosave(match)
    assert autosave_path().is_file()
    while not match.is_over():
        match.advance()
    save_autosave(match)
    assert not autosave_path().exists()
    # A finished game saved by an older version is not offered either.
    save_record(match, autosave_path())
    assert load_autosave() is None


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_a_tournament_log_that_is_a_device_is_refused(capsys) -> None:
    status = main(["tournament", "--seats", "easy,random", "--games", "1", "--log", "/dev/zero"])
    err = capsys.readouterr().err
    assert status == 1
    assert err == "tournament: /dev/zero: is not a regular file (a folder, device or pipe), not a log\n"


def test_a_screenshot_that_cannot_be_written_is_one_line(tmp_path, capsys) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    status = main(["screenshot", "--out", str(blocker / "shot.png"), "--turns", "0"])
    err = capsys.readouterr().err
    assert status == 1
    assert err.startswith(f"tongiaki screenshot: cannot write {blocker / 'shot.png'}: ") and err.count("\n") == 1


# --- found by fuzzing every file the game reads (tests/test_fuzz_files.py) -----------------


@pytest.mark.parametrize(("value", "message"), [
    ("!!timestamp 1", "cannot read the value '1' (not a valid timestamp)"),  # AttributeError in PyYAML
    ("!!bool maybe", "cannot read the value 'maybe' (not a valid bool)"),  # KeyError
    ("!!set [1]", "expected a mapping node, but found sequence"),  # TypeError in our duplicate-key check
    ("!!map [1]", "expected a mapping node, but found sequence"),
])
def test_a_value_tagged_as_what_it_cannot_be_is_one_line(value, message) -> None:
    text = STANDARD.replace("value: 5", f"value: {value}", 1)
    with pytest.raises(DeckError) as caught:
        deck_from_yaml(text, "tagged.yaml")
    assert str(caught.value).startswith("tagged.yaml: invalid YAML at line ") and str(caught.value).endswith(message)


def test_a_tag_whose_escapes_are_not_utf8_is_one_line() -> None:
    with pytest.raises(DeckError, match=r"^tag\.yaml: invalid YAML: a tag's %-escapes do not spell UTF-8 text$"):
        deck_from_yaml("name: !<tag:%ED%A0%80> x\n", "tag.yaml")  # libyaml's parser: UnicodeDecodeError


def test_a_deck_nested_as_deep_as_yaml_allows_is_one_line() -> None:
    """libyaml refuses nesting past 1,000; a list 999 deep passed, and counting its values (and
    describing it) recursed past Python's limit: RecursionError."""
    with pytest.raises(DeckError, match=r"^deep\.yaml: a deck must be a mapping .*, not a list$"):
        deck_from_yaml("[" * 999 + "]" * 999, "deep.yaml")
    with pytest.raises(DeckError, match=r"^deep\.yaml: start: must be a mapping \(a card\), not a list$"):
        deck_from_yaml("name: x\nstart: " + "[" * 998 + "]" * 998 + "\nislands: []\nwater: []\n", "deep.yaml")


def _file_named(folder: Path, name: bytes, content: bytes) -> Path:
    """A file whose name is `name`'s bytes (skips where the file system refuses such a name)."""
    try:
        with open(os.path.join(os.fsencode(folder), name), "wb") as handle:
            handle.write(content)
    except (OSError, ValueError):
        pytest.skip("the file system refuses such a name")
    return folder / os.fsdecode(name)


@pytest.mark.parametrize(("name", "shown"), [(b"caf\xe9", "caf\ufffd"), (b"two\nlines", "two\ufffdlines")])
def test_a_file_name_no_line_can_show_is_shown_with_a_replacement_character(tmp_path, name, shown) -> None:
    """A save or a deck whose file name is not UTF-8 (Latin-1 from an old system) reached the
    start screen as lone surrogates, and drawing its name or message raised UnicodeEncodeError;
    a name with a line break broke the message's one line."""
    record = _file_named(tmp_path, name + b".json", b"{")
    with pytest.raises(RecordError) as caught:
        load_record(record)
    assert str(caught.value).startswith(f"{shown}.json: the JSON ends early") and len(str(caught.value).splitlines()) == 1
    assert read_save(record).name == shown
    deck = _file_named(tmp_path, name + b".yaml", b"name: [")
    with pytest.raises(DeckError) as caught_deck:
        load_deck(deck)
    assert str(caught_deck.value).startswith(f"{shown}.yaml: YAML syntax error") and "\n" not in str(caught_deck.value)
    with pytest.raises(DeckError) as missing:
        load_deck(tmp_path / os.fsdecode(b"gone \xff/deck.yaml"))
    assert str(missing.value).startswith("deck.yaml: file not found (") and "gone \ufffd" in str(missing.value)
    for message in (str(caught.value), str(caught_deck.value), str(missing.value)):
        message.encode("utf-8")  # it can be drawn and printed
