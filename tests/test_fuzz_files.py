"""Fuzzing every file the game reads: a broken deck, save, settings file or kept review is
rejected with one line naming the file (and the field), never a traceback or a hang.

Each test starts from a VALID file (the record of a short seeded game, the standard deck, saved
settings, a kept review) and damages it the way an editor, a crash or a full disk could: one
field at any depth replaced by another JSON or YAML value (null, booleans, integers far out of
range, NaN and infinities, long or odd text, nested lists and objects), a field deleted, an
unknown one added, the text cut at any point, bytes inserted or overwritten (invalid UTF-8 too).
The property: the loader either succeeds and what it gives can be used (a record replays to its
end, saves again and reads back, and its result can be counted; a deck starts a game; settings
are in range and save again) or it fails with its own error (RecordError, DeckError, the one
line `load_settings`/`kept_review` return), whose message is one line beginning with the
file's name. Huge parts (a list of a million values, a deck of a billion cards by alias) are
tried one by one below, each bounded in time by the loaders' own limits.

`derandomize=True` keeps every run the same; the example counts keep the file well under a
minute on a 2-core machine.
"""

from __future__ import annotations

import copy
import functools
import json
import math
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tongiaki.ai import LEVELS
from tongiaki.play import keptreviews
from tongiaki.play.deckinfo import deck_overview
from tongiaki.play.decks import (
    DEFAULT_DECK_PATH,
    DeckError,
    deck_from_data,
    deck_summary,
    load_deck,
    load_default_deck,
)
from tongiaki.play.keptreviews import ReviewKey, keep_review, kept_review, review_key
from tongiaki.play.match import HUMAN, Match
from tongiaki.play.narrate import Narrator, retell
from tongiaki.play.records import (
    RecordError,
    _checksum,
    _summary,
    autosave_path,
    format_record,
    game_id,
    keep_finished_autosave,
    last_game_path,
    load_autosave,
    load_record,
    record_of,
    replay_summary,
    save_record,
)
from tongiaki.play.replay import ReplayCursor
from tongiaki.play.results import load_results, record_result
from tongiaki.play.review import Note, review_record, reviewed_steps
from tongiaki.play.saves import last_game, read_save
from tongiaki.play.settings import CARD_SIZES, DEFAULT_COLOURS, UI_SCALES, Settings, load_settings, save_settings
from tongiaki.rules import Decision, Deck, GameState, Option, check_players, island, new_game, water

SCALE = int(os.environ.get("TONGIAKI_FUZZ_SCALE", "1"))
"""Run each test on SCALE times its examples (e.g. TONGIAKI_FUZZ_SCALE=20 for a longer hunt)."""


def fuzz(examples: int) -> settings:
    """The settings of every test here: repeatable, no deadline, `examples` (times SCALE) examples."""
    return settings(
        max_examples=examples * SCALE,
        derandomize=True,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture, HealthCheck.data_too_large],
    )


SPEEDS = ("slow", "normal", "fast", "instant")

# --- what a part of a file can be replaced by --------------------------------------------

LONG_TEXT = "x" * 100_000
ODD_TEXTS = [
    "",
    " ",
    "\n",
    "a\nb",
    "a\u2028b",
    "\t",
    "\x00",
    "\x7f",
    "\ud800",
    "\U0001f30a",
    "\u200b",
    LONG_TEXT,
    "human",
    "easy",
    "hard",
    "pass",
    "resettle",
    "reveal 3",
    "reveal -1",
    "reveal 99999999999999999999",
    "land p9 0,0/0",
    "emigrate 0,0/0 pier 9",
    "attach 1,0 rot 7",
    "reproduce 0,0",
    "mt19937:",
    "sha256:",
    "tongiaki-record",
    "tongiaki-review",
    "1",
    "-0",
    "NaN",
    "1e999",
    "null",
    "true",
    "[]",
    "{}",
    "2026-12-04T10:00:00Z",
]
NUMBERS = [
    0,
    1,
    -1,
    2,
    3,
    5,
    6,
    7,
    89,
    90,
    91,
    99,
    100,
    255,
    10_000,
    10_001,
    10**9,
    -(10**9),
    2**31,
    2**63,
    10**15,
    10**30,
    -(10**30),
    10**99,
    10**100,
    -(10**100),
    10**400,
]
"""Integers around every bound a loader checks, and far past them (10**100 has 101 digits: the
JSON reader keeps it as a LongInteger; YAML's too)."""

SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 12),
    st.sampled_from(NUMBERS),
    st.integers(),
    st.floats(),  # NaN and the infinities too: Python's JSON writes and reads them
    st.sampled_from([0.5, -0.0, 1e-300, 1e300, 1.5, 0.7999999, 1.2000001]),
    st.sampled_from(ODD_TEXTS),
    st.text(max_size=10),
)
JUNK = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=5)
        | st.dictionaries(
            st.sampled_from(["name", "value", "x", "", "seats", "0", "1", "capacity", "kind"]) | st.text(max_size=6),
            inner,
            max_size=4,
        )
    ),
    max_leaves=10,
)
"""Any value a JSON or YAML file can hold, right or wrong."""


def paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path (keys and indices) to a part of nested dicts and lists, the whole included."""
    found = [prefix]
    if isinstance(node, dict):
        for key, child in node.items():
            found += paths(child, (*prefix, key))
    elif isinstance(node, list):
        for index, child in enumerate(node):
            found += paths(child, (*prefix, index))
    return found


def mutate(data: Any, draw: Callable[..., Any]) -> Any:
    """`data` (not changed) with one part replaced, deleted, repeated, or given an unknown field."""
    data = copy.deepcopy(data)
    every = paths(data)
    if isinstance(data, dict) and data and draw(st.booleans()):  # as often in each top-level field
        top = draw(st.sampled_from(sorted(data)))
        every = [path for path in every if path[:1] == (top,)]
    path = draw(st.sampled_from(every))
    if not path:  # the whole file's value
        return draw(JUNK)
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    key = path[-1]
    how = draw(st.sampled_from(["replace", "replace", "replace", "delete", "add", "repeat"]))
    if how == "replace":
        parent[key] = draw(JUNK)
    elif how == "delete":
        del parent[key]
    elif how == "add" and isinstance(parent, dict):
        parent[draw(st.text(max_size=8))] = draw(JUNK)
    elif how == "add":
        parent.insert(key, draw(JUNK))
    elif isinstance(parent, list):
        parent.insert(key, copy.deepcopy(parent[key]))
    else:
        parent[key] = [copy.deepcopy(parent[key])] * draw(st.integers(0, 3))
    return data


def damage(raw: bytes, draw: Callable[..., Any]) -> bytes:
    """The file's bytes cut short, or with bytes inserted, overwritten or deleted somewhere."""
    at = draw(st.integers(0, len(raw)))
    how = draw(st.sampled_from(["cut", "insert", "overwrite", "delete"]))
    if how == "cut":
        return raw[:at]
    junk = draw(
        st.binary(min_size=1, max_size=8)
        | st.sampled_from(
            [b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00", b"\xef\xbb\xbf", b'"', b"{", b"]", b"&a *a", b"\\u", b"\n- "]
        )
    )
    if how == "insert":
        return raw[:at] + junk + raw[at:]
    if how == "overwrite":
        return raw[:at] + junk + raw[at + len(junk) :]
    return raw[:at] + raw[at + draw(st.integers(1, 200)) :]


def assert_one_line(message: str, source: str) -> None:
    """A loader's message: one line, beginning with the file's name."""
    assert message.startswith(f"{source}: "), message[:300]
    assert len(message.splitlines()) == 1 and "\n" not in message and "Traceback" not in message, message[:300]
    message.encode("utf-8")  # printable: no lone surrogate from the file


def _json_text(data: Any) -> str:
    """JSON as the game would find it: Python's writer (NaN and Infinity as such), lone
    surrogates escaped."""
    return json.dumps(data, ensure_ascii=True)


# --- game records ------------------------------------------------------------------------


def _played(match: Match, rng: random.Random, options: int | None = None) -> Match:
    """`match` played on (its people at random from `rng`) until `options` options or its end."""
    while not match.is_over() and (options is None or len(match.history) < options):
        node = match.pending
        if isinstance(node, Decision) and match.agents[node.player] is None:
            match.apply(node.options[rng.randrange(len(node.options))])
        else:
            match.advance()
    return match


def _tiny_deck() -> Deck:
    """A deck built in code whose ids are not in file order (its records carry `card_order`)."""
    tonga = island("Tonga", 0, [(3, (e,)) for e in range(6)], start=True)
    return Deck(
        "Tiny",
        (
            tonga,
            water("Swell", [(0, 1, 0), (2, 3, 2), (4, 5, 0)]),
            island("Atoll", 2, [(2, (1,)), (3, (4, 5))]),
            water("Reef", [(0, 3, 0), (1, 5, 3), (2, 4, 0)]),
            island("Lagoon", 3, [(3, (1, 2)), (2, (3,))]),
            water("Calm", [(0, 5, 0), (1, 2, 0), (3, 4, 0)]),
        ),
    )


@functools.cache
def valid_records() -> list[dict[str, Any]]:
    """Two valid records: a game in progress with every optional field (names, hints, the hints'
    options and words, the computer seats' reasons), and a finished game of a deck built in code
    (with `card_order`) between a person and the computer."""
    match = Match(
        load_default_deck(), ["human", "easy", "random"], 7, names=["Blue (you)", "Green (easy)", "Orange (random)"]
    )
    rng = random.Random(7)
    _played(match, rng, 40)
    while not match.waiting_for_human():
        match.advance()
    match.record_hint(match.pending.options[0], "about 31% to win")
    match.hints[0] = 1
    _played(match, rng, 70)
    match.reasons = {index: f"reason {index}" for index, decider in enumerate(match.deciders) if decider == 1}
    tiny = _played(Match(_tiny_deck(), ["human", "random"], 3), random.Random(8))
    assert tiny.is_over() and not match.is_over()
    game_id(match), game_id(tiny)
    return [json.loads(json.dumps(record_of(match))), json.loads(json.dumps(record_of(tiny)))]


def _resigned(record: Any) -> Any:
    """`record` with its `final` and `checksum` made again for what it now holds, as someone who
    edits a record and knows how would: the loader must then check the content itself."""
    try:
        deck = deck_from_data(record["deck"], "x")
        if "card_order" in record:
            by_name = {card.name: card for card in deck.cards}
            deck = Deck(deck.name, tuple(by_name[name] for name in record["card_order"]))
        state = new_game(deck, len(record["seats"]))
        for text in record["options"]:
            state.apply(Option.parse(text))
        record["final"] = _summary(state)
        record["checksum"] = _checksum(
            record["deck"],
            record.get("card_order"),
            record["seats"],
            record["seed"],
            record["options"],
            state,
            record["rng"],
        )
    except Exception:  # noqa: BLE001 - a record that cannot be re-signed is tried as it is
        pass
    return record


def assert_usable(match: Match, path: Path) -> None:
    """What the game does with a loaded record works: its replay runs to the end, its log tells
    it, its summary prints, it saves again and reads back the same, the Load screen describes it,
    and a finished game's result is counted and read back without a complaint."""
    cursor = ReplayCursor(match)
    assert cursor.length == len(match.history) and cursor.final.is_over() == match.is_over()
    names = [f"P{i}" for i in range(len(match.seats))]
    retell(Narrator(match.deck, names), len(match.seats), match.history, match.reasons)
    json.dumps(replay_summary(match, path.name))
    again = save_record(match, path.with_name("again.json"))
    reloaded = load_record(again)
    assert reloaded.history == match.history and reloaded.names == match.names
    assert reloaded.reasons == match.reasons and reloaded.hinted == match.hinted
    info = read_save(path)
    assert info.error is None and "\n" not in info.describe()
    results = path.with_name("results.json")
    results.unlink(missing_ok=True)
    assert record_result(match, results) is None
    assert load_results(results)[1] is None


def _check_record(path: Path) -> None:
    try:
        match = load_record(path)
    except RecordError as error:
        assert_one_line(str(error), path.name)
        info = read_save(path)  # the Load screen lists it with that line
        assert info.error == str(error)
    else:
        assert_usable(match, path)


@fuzz(250)
@given(st.data())
def test_a_record_with_a_damaged_field_loads_and_plays_or_is_one_line(tmp_path, data) -> None:
    record = mutate(data.draw(st.sampled_from(valid_records())), data.draw)
    if data.draw(st.booleans()):
        record = _resigned(record)
    path = tmp_path / "game.json"
    path.write_text(_json_text(record), encoding="utf-8")
    _check_record(path)


@fuzz(120)
@given(st.data())
def test_a_record_with_damaged_bytes_loads_and_plays_or_is_one_line(tmp_path, data) -> None:
    record = data.draw(st.sampled_from(valid_records()))
    raw = format_record(record).encode("utf-8")
    path = tmp_path / "game.json"
    path.write_bytes(damage(raw, data.draw))
    _check_record(path)


# --- decks -------------------------------------------------------------------------------

STANDARD_TEXT = DEFAULT_DECK_PATH.read_text(encoding="utf-8")
STANDARD_DATA = load_default_deck().to_data()
YAML_VALUES = [
    "~",
    "null",
    "yes",
    "off",
    "0x10",
    "0o17",
    "1_000",
    "+12",
    "-0",
    "1:20",
    ".inf",
    "-.inf",
    ".nan",
    "1e9",
    "9" * 5000,
    "!!binary aGk=",
    "!!float 3",
    "!!str 3",
    "!!int x",
    "2001-12-14",
    "2001-13-44",
    "!!timestamp 1",
    "*undefined",
    "&a 3",
    "!!python/object:os.system",
    "!!set {a}",
    "!!omap [a: 1]",
    "[",
    "{a: 1}",
    "[1, [2, [3]]]",
    "'",
    '"\\ud800"',
    "? [1]\n",
    "|\n  two\n  lines",
    ">-",
    "<<: 3",
    "!custom 1",
    "%TAG ! x",
    "!!bool x",
    "!!set [1]",
    "!!map [1]",
    "!<tag:%ED%A0%80> 1",
    "---",
    "...",
    "@",
    "`",
    "\t",
    '"\\x00"',
    "0b101",
    "1.5",
]
"""YAML scalars and flow values, right and wrong, to put where a value of the deck stands."""


_DUMPER: type[yaml.SafeDumper] = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def _yaml_text(data: Any) -> str:
    """`data` as YAML, as someone writing a deck by hand might (JSON is YAML too, for what
    PyYAML cannot write)."""
    try:
        return yaml.dump(data, Dumper=_DUMPER, allow_unicode=True, sort_keys=False)
    except (yaml.YAMLError, UnicodeError, ValueError):
        return _json_text(data)


def assert_playable(deck: Deck) -> None:
    """A loaded deck can be summed up and played by every number of players it seats."""
    deck_summary(deck)
    deck_overview(deck)
    rng = random.Random(1)
    for players in range(2, 7):
        try:
            check_players(deck, players)
        except ValueError as error:
            assert "\n" not in str(error) and players > 2
            continue
        state = new_game(deck, players)
        for _ in range(60):
            node = state.pending
            if node is None:
                break
            choices = node.outcomes if node.is_chance else node.options
            state.apply(choices[rng.randrange(len(choices))])


def _check_deck(path: Path) -> None:
    try:
        deck = load_deck(path)
    except DeckError as error:
        assert_one_line(str(error), path.name)
    else:
        assert_playable(deck)


@fuzz(160)
@given(st.data())
def test_a_deck_with_a_damaged_field_loads_and_plays_or_is_one_line(tmp_path, data) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text(_yaml_text(mutate(STANDARD_DATA, data.draw)), encoding="utf-8", errors="surrogatepass")
    _check_deck(path)


@fuzz(150)
@given(st.data())
def test_a_deck_with_damaged_text_loads_and_plays_or_is_one_line(tmp_path, data) -> None:
    raw = STANDARD_TEXT.encode("utf-8")
    if data.draw(st.booleans()):
        raw = damage(raw, data.draw)
    else:  # a value of the file written otherwise, or a line left out, repeated or moved
        lines = raw.split(b"\n")
        at = data.draw(st.integers(0, len(lines) - 1))
        how = data.draw(st.sampled_from(["value", "value", "delete", "repeat", "indent"]))
        line = lines[at]
        if how == "value":
            head, colon, _ = line.partition(b": ")
            value = data.draw(st.sampled_from(YAML_VALUES)).encode("utf-8", "surrogatepass")
            lines[at] = head + colon + value if colon else line[: len(line) - len(line.lstrip(b" -"))] + value
        elif how == "delete":
            del lines[at]
        elif how == "repeat":
            lines.insert(at, line)
        else:
            lines[at] = b" " * data.draw(st.integers(1, 3)) + line
        raw = b"\n".join(lines)
    path = tmp_path / "mine.yaml"
    path.write_bytes(raw)
    _check_deck(path)


# --- settings ----------------------------------------------------------------------------

SETTINGS = Settings(
    seats=("human", "easy", "hard", "random"),
    colours=("red", "blue", "green", "yellow"),
    deck="/home/someone/decks/mine.yaml",
    speed="fast",
    show_odds=False,
    volume=0.25,
    muted=True,
    ui_scale=1.2,
    card_size=1.3,
).to_data()


def assert_valid_settings(got: Settings) -> None:
    """Settings the game can apply: every field of its type and in its range."""
    assert 2 <= len(got.seats) <= 6 and all(seat in (HUMAN, *LEVELS) for seat in got.seats)
    assert len(got.colours) == len(got.seats) == len(set(got.colours))
    assert all(colour in DEFAULT_COLOURS for colour in got.colours)
    assert got.speed in SPEEDS and isinstance(got.deck, str)
    assert all(isinstance(flag, bool) for flag in (got.show_odds, got.show_tracker, got.muted, got.fullscreen))
    for value, low, high in (
        (got.volume, 0.0, 1.0),
        (got.ui_scale, min(UI_SCALES), max(UI_SCALES)),
        (got.card_size, min(CARD_SIZES), max(CARD_SIZES)),
    ):
        assert isinstance(value, float) and math.isfinite(value) and low <= value <= high


def _check_settings(path: Path) -> None:
    got, problem = load_settings(path, speeds=SPEEDS)
    if problem is not None:
        assert_one_line(problem, path.name)
    assert_valid_settings(got)
    assert save_settings(got, path) is None  # the game saves what it took, and reads it back alike
    assert load_settings(path, speeds=SPEEDS) == (got, None)


@fuzz(200)
@given(st.data())
def test_a_settings_file_with_a_damaged_field_or_bytes_gives_usable_settings_and_one_line(tmp_path, data) -> None:
    path = tmp_path / "settings.json"
    if data.draw(st.booleans()):
        path.write_text(_json_text(mutate(SETTINGS, data.draw)), encoding="utf-8")
    else:
        path.write_bytes(damage(json.dumps(SETTINGS, indent=2).encode("utf-8"), data.draw))
    _check_settings(path)


# --- kept reviews --------------------------------------------------------------------------


@functools.cache
def review() -> tuple[ReviewKey, tuple[Note, ...], tuple[tuple[int, GameState, Option], ...]]:
    """The review of a person's moves in a finished game of the tiny deck (searches of 8
    iterations): its key, its notes, and the moves it reviews."""
    match = _played(Match(_tiny_deck(), ["human", "random"], 3), random.Random(8))
    match.created = "2026-12-04T10:00:00Z"
    notes = tuple(review_record(match.deck, 2, match.history, match.deciders, [0], iterations=8))
    key = review_key(game_id(match), match.deck, match.history, match.deciders, [0], 8)
    return key, notes, tuple(reviewed_steps(match.deck, 2, match.history, match.deciders, [0]))


@fuzz(200)
@given(st.data())
def test_a_damaged_kept_review_is_left_out_in_one_line(data) -> None:
    key, notes, steps = review()
    keptreviews.forget_session()
    assert keep_review(key, notes) is None
    keptreviews.forget_session()
    path = key.path
    if data.draw(st.booleans()):
        path.write_text(_json_text(mutate(json.loads(path.read_text(encoding="utf-8")), data.draw)), encoding="utf-8")
    else:
        path.write_bytes(damage(path.read_bytes(), data.draw))
    kept, problem = kept_review(key, steps)
    keptreviews.forget_session()
    if problem is None:  # what is kept fits the game: the review shows it
        assert kept == [] or keptreviews.fits(kept, steps) is None
    else:
        assert kept == [] and problem.endswith("; the review is made again")
        assert_one_line(problem, f"reviews/{path.name}")


# --- the autosave, the last finished game and the results file ------------------------------


@fuzz(60)
@given(st.data())
def test_a_damaged_autosave_or_last_game_is_reported_and_the_start_screen_goes_on(data) -> None:
    """The start screen reads the autosave (Continue) and the Load screen the last finished
    game: a damaged one is one line, a good one loads; keeping a finished autosave as the last
    game never raises anything but RecordError, and loses no file."""
    record = data.draw(st.sampled_from(valid_records()))
    changed = mutate(record, data.draw) if data.draw(st.booleans()) else record
    raw = format_record(changed).encode("utf-8", "surrogatepass")  # a lone surrogate: bytes that are not UTF-8
    if data.draw(st.booleans()):
        raw = damage(raw, data.draw)
    target = data.draw(st.sampled_from([autosave_path(), last_game_path()]))
    target.parent.mkdir(parents=True, exist_ok=True)
    for path in (autosave_path(), last_game_path()):
        path.unlink(missing_ok=True)
    target.write_bytes(raw)
    try:
        match = load_autosave()
    except RecordError as error:
        assert_one_line(str(error), "autosave.json")
    else:
        assert match is None or not match.is_over()
    info = last_game()
    assert info is None or info.error is None or info.error.startswith(f"{target.name}: ")
    try:
        kept = keep_finished_autosave()
    except RecordError as error:
        assert_one_line(str(error), "autosave.json")
    else:
        assert kept is None or kept.read_bytes() == raw
    assert sorted(p.read_bytes() for p in target.parent.glob("*.json")) == [raw]  # nothing lost


@fuzz(60)
@given(st.data())
def test_damaged_bytes_in_the_results_file_are_one_line_and_kept_aside(tmp_path, data) -> None:
    """A results file with damaged bytes is read as far as it can be, in one line; the next
    result moves it aside whole before writing (`test_results.py` fuzzes its JSON values)."""
    path = tmp_path / "results.json"
    path.unlink(missing_ok=True)
    (tmp_path / "results.broken.json").unlink(missing_ok=True)
    match = finished_game()
    assert record_result(match, path) is None
    raw = damage(path.read_bytes(), data.draw)
    path.write_bytes(raw)
    results, problem = load_results(path)
    if problem is not None:
        assert_one_line(problem, "results.json")
        match.created = "2026-12-05T10:00:00Z"  # another game
        note = record_result(match, path)
        assert note is not None and note.startswith(problem) and "\n" not in note
        assert (tmp_path / "results.broken.json").read_bytes() == raw
        assert load_results(path)[1] is None


@functools.cache
def _finished() -> Match:
    return _played(Match(_tiny_deck(), ["human", "random"], 3), random.Random(8))


def finished_game() -> Match:
    """A finished game between a person and the computer (a fresh copy each time)."""
    match = copy.deepcopy(_finished())
    match.created = "2026-12-04T10:00:00Z"
    return match


# --- huge parts -----------------------------------------------------------------------------

MILLION = 10**6


@pytest.mark.parametrize("field", ["options", "reasons", "hinted", "names", "scores", "water", "seats"])
def test_a_record_with_a_part_of_a_million_values_is_one_line(tmp_path, field) -> None:
    """Parts of a million values (a few MB, under the 20 MB a record may have; objects of
    250,000 fields; a deck of 33,000 water cards) are refused by their own checks, each linear
    in the file: a loop bounded by a file's content never runs for long (a million options are
    not replayed: the first one not offered stops it)."""
    record = copy.deepcopy(valid_records()[0])
    if field in ("options", "names", "seats"):
        record[field] = record.get(field, [])[:3] + ["pass"] * MILLION
    elif field in ("reasons", "hinted"):  # objects of a quarter of a million fields
        record[field] = {str(index): "pass" for index in range(MILLION // 4)}
    elif field == "scores":
        record["final"]["scores"] = [0] * MILLION
    else:
        record["deck"]["water"] = record["deck"]["water"] * (MILLION // 30 // len(record["deck"]["water"]))
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        load_record(path)
    assert_one_line(str(caught.value), "huge.json")


@pytest.mark.parametrize("how", ["alias", "list", "nested"])
def test_a_deck_of_a_billion_cards_is_one_line(tmp_path, how) -> None:
    """The standard deck's start and islands with, for its water cards: a billion copies of one
    card through aliases of aliases (a few hundred bytes), a list of as many cards as 256 KB
    holds, or lists nested as deep as YAML allows."""
    head = STANDARD_TEXT[: STANDARD_TEXT.index("\nwater:")]
    if how == "alias":
        wakes = "[{edges: [0, 1], danger: 0}, {edges: [2, 3], danger: 0}, {edges: [4, 5], danger: 0}]"
        lines = [f"a0: &a0 [{{name: w, wakes: {wakes}}}]"]
        lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]" for i in range(1, 10)]
        text = "\n".join([*lines, head, "water: *a9", ""])
    elif how == "list":
        text = head + "\nwater: [" + ", ".join(["0"] * 80_000) + "]\n"
    else:
        text = head + "\nwater: " + "[" * 998 + "]" * 998 + "\n"
    path = tmp_path / "big.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DeckError) as caught:
        load_deck(path)
    assert_one_line(str(caught.value), "big.yaml")


@pytest.mark.parametrize("name", ["settings.json", "results.json", "review"])
def test_the_small_json_files_refuse_a_list_of_a_million_values(tmp_path, name) -> None:
    """Settings (64 KB at most), results (2 MB) and a kept review (8 MB): a list of a million
    values where a list is asked for is past the first's size limit and refused item by item in
    the others, in one line."""
    if name == "review":
        key, _notes, steps = review()
        key.path.parent.mkdir(parents=True, exist_ok=True)
        head = {"format": keptreviews.FORMAT, "version": keptreviews.VERSION, "game": key.game, "moves": key.moves}
        key.path.write_text(json.dumps({**head, "fingerprint": key.fingerprint, "notes": [0] * MILLION}))
        keptreviews.forget_session()
        kept, problem = kept_review(key, steps)
        assert kept == [] and problem is not None
        assert_one_line(problem, f"reviews/{key.path.name}")
        return
    path = tmp_path / name
    path.write_text(json.dumps({"games": [0] * (MILLION // 2), "seats": [0] * (MILLION // 2)}), encoding="utf-8")
    if name == "settings.json":
        got, problem = load_settings(path, speeds=SPEEDS)
        assert got == Settings() and problem is not None
    else:
        results, problem = load_results(path)
        assert results == [] and problem is not None
    assert_one_line(problem, name)
