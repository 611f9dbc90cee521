"""Game records: save, load and replay a game as JSON, autosave, and `tongiaki replay`.

A record is one JSON object (format "tongiaki-record", version 1)::

    format, version        what the file is ("tongiaki-record", 1)
    created, names         optional metadata (ISO 8601 UTC time, one line of at most 40 characters;
                           a display name per seat)
    hints                  optional: hints each seat asked for (written once any was asked)
    hinted                 optional: the option each hint showed, by the index of the option
                           of the decision it was for ({"57": "reproduce 1,0"}; the review
                           takes a move that followed it for the hard level's choice)
    hint_reasons           optional: the reason each hint gave, keyed as `hinted`
    reasons                optional: the computer seats' reasons, by the index of the option
                           they explain ({"57": "sails with 3 colours ..."}), told in the log
                           (each reason at most `MAX_REASON`, 1,000 characters: cut when saved)
    stood_in               optional: the human seats the hard level was playing at the save
                           ("Finish for me"), each with the turn it took over from ({"0": 31});
                           a finished game opened again keeps them for its score sheet's line,
                           a game that goes on gives every seat back to its person
    stood_in_before        optional: the turns the hard level played a human seat it gave back
                           before, by seat ({"0": [[10, 12]]}: first and last turn); a game that
                           goes on counts the `stood_in` seats so too; the score sheet names them
    view                   optional: the table's view as the player left it (`Match.view`), for
                           Continue and Load to show it again: {"mode": "whole"} (key F's whole
                           table) or {"mode": "placed", "zoom": 0.8, "centre": [x, y]} (zoom at
                           most `MAX_VIEW_ZOOM`, the world point at the middle of the table area,
                           each coordinate within `MAX_VIEW_CENTRE`); absent: the automatic view
    seats                  one seat string per player: "human" or an AI level ("random", ...)
    seed                   the game's seed (the match derives its rngs from it)
    deck                   the deck's content (`Deck.to_data()`), so a record replays even if the
                           deck file changes; `card_order` (card names by id) is added only for a
                           deck whose ids are not in file order (decks built in code)
    options                every applied option as its text, chance outcomes (`reveal ID`) included
    final                  a readable summary of the replayed state (turn, scores, ...)
    rng                    the states of the chance rng and of every seat's rng at save time
    checksum               "sha256:..." over the content above and the replayed state

Loading replays every option through the checked `GameState.apply`, so an edited record that
asks for an option not offered at its point is rejected with the option's index; an edit that
stays legal changes the final state and is caught by `final` and `checksum`. The checksum
covers the deck, seats, seed, options, rng states and the replayed state, but not `names`,
`created`, `hints`, `hinted`, `hint_reasons`, `reasons`, `stood_in`, `stood_in_before` and `view`
(a view is no part of the game), which may be edited freely; it detects edits and damage, not a determined cheat
(anyone can recompute it). Every problem raises `RecordError` with one line naming the file
and the field or option index, e.g.
``game.json: options[57]: 'land p3 0,1/2' is not offered now (turn 12, player 2 must choose land)``.
A record file is at most 20 MB (`RECORD_LIMIT`) and must be a regular file; a UTF-8 byte order
mark is accepted; integers of more than 100 digits and seat names with control characters or
line separators are rejected naming the field (see `tongiaki.play.inputs`).

**Autosave.** The table saves the game in progress to `autosave.json` in the user data folder.
A finished game is not kept there (Continue offers only a game that can go on), except when it
could not be kept as the last finished game (below): then the finished game replaces the
autosave of its last turn (`save_finished_autosave`), so its end is not lost: the Load screen
lists it as the last finished game (`saves.last_game`), and it becomes `last-game.json` when the
next game is put on the table (`keep_finished_autosave`). Temporary files left by a save that was
killed are deleted on the next save or read; a damaged autosave can be put aside
(`discard_autosave`, kept as `autosave.broken.json`).

**The last finished game.** A game whose end is played at the table is written to
`last-game.json` beside the autosave (`save_last_game`, atomically, before the autosave of that
game is deleted), replacing the game that finished before it: the Load screen offers it for its
replay and review, so a crash or a click on Menu after the end loses nothing (play-test 27 lost a
game it had just won).

**Which game.** `created`, set by the first save of a game and kept by every record of it, with
the seed tells one game from another (`game_id`): the player's results count a game once,
however often it is opened or played to its end again from a save.

**Random numbers on Continue.** Replay itself needs no rng: the record holds every chance
outcome. To let a loaded game *continue* exactly as the saved one would have, the record stores
the Mersenne Twister state of the chance rng and of each seat's rng (`random.Random.getstate()`,
packed as base64, about 3 KB each) and the loader restores them after the replay. We chose this
over re-deriving the rngs (re-sampling every reveal from the seed and re-asking every AI seat
during the replay) because re-deriving works only when every reveal came from the match's own
chance rng and every AI choice can be recomputed cheaply and exactly; a search agent is slow to
re-run and, with a time budget, not exact. Stored states make the future identical for any
agent whose choice depends only on (state, decision, rng); an agent that keeps memory between
decisions, or stops its search by the clock, cannot be resumed identically by any record. The
checksum covers the stored states, so an edited rng state is detected like any other edit.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import hashlib
import json
import math
import os
import random
import struct
import tempfile
import time
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NoReturn

from tongiaki.ai import LEVELS
from tongiaki.play.decks import DeckError, deck_from_data
from tongiaki.play.inputs import (
    MAX_DIGITS,
    RECORD_LIMIT,
    InputError,
    LongInteger,
    decode,
    name_problem,
    parse_int,
    read_bytes,
    shown_name,
    surrogate_problem,
)
from tongiaki.play.match import HUMAN, Match
from tongiaki.resources import DATA_DIR_ENV as DATA_DIR_ENV  # re-exported: tests set it
from tongiaki.resources import user_data_dir
from tongiaki.rules import Decision, Deck, GameState, IllegalOption, Option, check_players
from tongiaki.rules.state import MAX_PLAYERS, MIN_PLAYERS

FORMAT = "tongiaki-record"
VERSION = 1

REQUIRED_FIELDS = ("format", "version", "seats", "seed", "deck", "options", "final", "rng", "checksum")
OPTIONAL_FIELDS = ("created", "names", "card_order", "hints", "hinted", "hint_reasons", "reasons", "stood_in",
                   "stood_in_before", "view")
FINAL_FIELDS = ("turn", "active", "over", "scores", "cards_on_table", "stack")


AUTOSAVE_NAME = "autosave.json"
LAST_GAME_NAME = "last-game.json"
"""The last finished game, beside the autosave (`save_last_game`)."""

MAX_HINTS = 1_000_000
"""The most hints a seat may have asked for (a game has a few hundred decisions)."""

MAX_REASON = 1000
"""Characters a reason (`reasons`, `hint_reasons`) may have: the AI's are a line or two; the log
wraps each one whole (a reason of megabytes froze it). Longer ones are cut when saved."""

VIEW_MODES = ("placed", "whole")
"""The `view` a record keeps: a view the player placed, or key F's whole table."""
MAX_VIEW_ZOOM = 100.0
"""The largest zoom `view` may give (the camera's own range is far smaller and clamps it)."""
MAX_VIEW_CENTRE = 1_000_000.0
"""The farthest from the start island (world pixels) `view`'s centre may lie (a table of every
card of a deck in a line is some 10,000)."""

MAX_CREATED = 40
"""Characters `created` may have (the game writes 20, "2026-12-04T10:00:00Z")."""
MAX_GAME_ID = MAX_CREATED + 2 + MAX_DIGITS
"""The longest id `game_id` gives a game loaded from a record: `created`, a slash and a seed of
at most MAX_DIGITS digits with its sign (the results file keeps ids of up to this length)."""

_MT_WORDS = 625  # 624 state words and the position, as in random.Random.getstate()[1]
_MT_PREFIX = "mt19937:"


class RecordError(ValueError):
    """A game record could not be read, saved or replayed; the message is one line."""


# --- writing ----------------------------------------------------------------------------


def record_of(match: Match) -> dict[str, Any]:
    """The game record of `match` as plain JSON data (see the module docstring)."""
    deck_data = match.deck.to_data()
    card_order = _card_order(match.deck)
    options = [str(option) for option in match.history]
    rng = _rng_states(match)
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "created": match.created or _now(),
    }
    if match.names is not None:
        record["names"] = list(match.names)
    if any(match.hints):
        record["hints"] = list(match.hints)
    if match.hinted:
        record["hinted"] = {str(index): str(option) for index, option in sorted(match.hinted.items())}
    if match.hint_reasons:
        record["hint_reasons"] = {str(index): _clip(text) for index, text in sorted(match.hint_reasons.items())}
    if match.reasons:  # a loaded game's log tells them again (a play-test found them gone)
        record["reasons"] = {str(index): _clip(text) for index, text in sorted(match.reasons.items())}
    if match.stood_in:  # a finished game opened again says who finished it (its score sheet's line)
        record["stood_in"] = {str(seat): turn for seat, turn in sorted(match.stood_in.items())}
    if match.stood_in_before:
        record["stood_in_before"] = {str(seat): [list(span) for span in spans]
                                     for seat, spans in sorted(match.stood_in_before.items())}
    if match.view is not None:  # a resumed game shows the view the player left (play-test 41)
        record["view"] = _view_data(match.view)
    record["seats"] = list(match.seats)
    record["seed"] = match.seed
    record["deck"] = deck_data
    if card_order is not None:
        record["card_order"] = card_order
    record["options"] = options
    record["final"] = _summary(match.state)
    record["rng"] = rng
    record["checksum"] = _checksum(deck_data, card_order, match.seats, match.seed, options, match.state, rng)
    return record


def _view_data(view: Mapping[str, Any]) -> dict[str, Any]:
    """`Match.view` as a record writes it: the whole table by its mode alone, a placed view with
    its zoom and centre rounded (far below a pixel on screen)."""
    if view.get("mode") != "placed":
        return {"mode": "whole"}
    x, y = view["centre"]
    return {"mode": "placed", "zoom": round(float(view["zoom"]), 6), "centre": [round(float(x), 3), round(float(y), 3)]}


def _clip(reason: str) -> str:
    """`reason` cut to MAX_REASON characters (the loader refuses longer ones)."""
    return reason if len(reason) <= MAX_REASON else reason[: MAX_REASON - 1] + "…"


def save_record(match: Match, path: str | os.PathLike[str]) -> Path:
    """Write the record of `match` to `path` atomically; returns the path.

    The text goes to a temporary file in the same folder, is flushed and fsynced, then
    `os.replace` puts it in place: a crash leaves either the old file or the new one, never a
    half-written file. An OSError becomes a RecordError naming the file.
    """
    file_path = Path(path)
    if match.created is None:
        match.created = _now()
    text = format_record(record_of(match))
    folder = file_path.parent
    source = record_source(file_path)
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{file_path.name}.", suffix=".tmp", dir=folder)
    except OSError as error:
        raise RecordError(f"{source}: cannot save ({_reason(error)})") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        with contextlib.suppress(OSError):
            os.chmod(tmp_name, file_path.stat().st_mode & 0o777 if file_path.exists() else 0o644)
        os.replace(tmp_name, file_path)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        if isinstance(error, OSError):
            raise RecordError(f"{source}: cannot save ({_reason(error)})") from None
        raise
    _fsync_folder(folder)
    clean_leftovers(file_path)
    return file_path


LEFTOVER_AGE = 60.0
"""Seconds after which a temporary file of an unfinished save counts as left over (a save takes
milliseconds; a younger one may belong to a save under way in another window)."""


def clean_leftovers(path: str | os.PathLike[str]) -> list[Path]:
    """Delete the temporary files that interrupted saves of `path` left beside it; returns them.

    `save_record` writes `.<name>.<random>.tmp` first; a kill before the rename leaves it behind.
    Only files older than LEFTOVER_AGE go, so a save in progress elsewhere is not disturbed.
    """
    file_path = Path(path)
    removed: list[Path] = []
    try:
        candidates = list(file_path.parent.glob(f".{glob_escape(file_path.name)}.*.tmp"))
    except OSError:
        return removed
    now = time.time()
    for leftover in candidates:
        try:
            if leftover.is_file() and now - leftover.stat().st_mtime >= LEFTOVER_AGE:
                leftover.unlink()
                removed.append(leftover)
        except OSError:
            continue
    return removed


def glob_escape(name: str) -> str:
    """`name` with glob's special characters escaped."""
    return "".join(f"[{ch}]" if ch in "*?[" else ch for ch in name)


def format_record(record: Mapping[str, Any]) -> str:
    """JSON text of a record: short values on one line, long lists one item per line."""
    return _dumps(record, 0) + "\n"


def _dumps(value: Any, indent: int) -> str:
    compact = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if not isinstance(value, (list, dict)) or not value or indent + len(compact) <= 120:
        return compact
    pad = " " * (indent + 2)
    if isinstance(value, list):
        items = [pad + _dumps(item, indent + 2) for item in value]
        return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"
    items = [pad + json.dumps(key, ensure_ascii=False) + ": " + _dumps(item, indent + 2) for key, item in value.items()]
    return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"


def _fsync_folder(folder: Path) -> None:
    """Make the rename durable where the platform allows it (not on Windows)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


# --- reading ----------------------------------------------------------------------------


def load_record(path: str | os.PathLike[str]) -> Match:
    """Read and replay the record at `path`; the match can continue where it was saved."""
    file_path = Path(path)
    source = record_source(file_path)
    try:
        raw = read_bytes(file_path, limit=RECORD_LIMIT, what="game record")
    except InputError as error:
        raise RecordError(f"{source}: {error}") from None
    try:
        text = decode(raw)
    except InputError:
        raise RecordError(f"{source}: not a game record (the file is not UTF-8 text)") from None
    if not text.strip():
        raise RecordError(f"{source}: file is empty")
    try:
        data = json.loads(text, parse_int=parse_int)
    except json.JSONDecodeError as error:
        if not text[error.pos:].strip() or error.msg.startswith("Unterminated string"):
            raise RecordError(
                f"{source}: the JSON ends early at line {error.lineno}, column {error.colno} "
                "(the file looks truncated)"
            ) from None
        raise RecordError(
            f"{source}: not valid JSON at line {error.lineno}, column {error.colno}: {error.msg}"
        ) from None
    except RecursionError:
        raise RecordError(f"{source}: the JSON is nested too deeply") from None
    return replay_record(data, source)


def replay_record(data: object, source: str) -> Match:
    """Check record `data` (parsed JSON) and replay it into a Match; `source` names it in errors."""
    check = _Checker(source)
    record = check.top_level(data)
    seats = check.seats(record["seats"])
    seed = check.integer(record["seed"], "seed")
    names = check.names(record.get("names"), len(seats))
    created = check.created(record["created"]) if "created" in record else None
    deck = check.deck(record["deck"], record.get("card_order"), "card_order" in record)
    texts = check.option_texts(record["options"])
    rng_states = check.rng(record["rng"], len(seats))
    final = check.mapping(record["final"], "final")
    checksum = check.text(record["checksum"], "checksum")

    hints = check.hints(record["hints"], len(seats)) if "hints" in record else None
    view = check.view(record["view"]) if "view" in record else None
    reasons = check.reasons(record["reasons"], len(texts)) if "reasons" in record else {}
    hinted = check.hinted(record["hinted"], len(texts)) if "hinted" in record else {}
    hint_reasons = check.reasons(record["hint_reasons"], len(texts) + 1, "hint_reasons") \
        if "hint_reasons" in record else {}
    try:
        check_players(deck, len(seats))
    except ValueError as error:  # R10: the deck's start island cannot seat these players
        check.fail("seats", str(error))
    match = Match(deck, list(seats), seed, names=names, created=created)
    if hints is not None:
        match.hints = hints
    for index, text in enumerate(texts):
        try:
            option = Option.parse(text)
        except ValueError:
            check.fail(f"options[{index}]", f"{_short(text)} is not an option")
        try:
            match.apply(option)
        except IllegalOption:
            check.fail(f"options[{index}]", f"{_short(text)} is not offered now ({_situation(match.state)})")
    match.chance_rng.setstate(rng_states[0])
    for seat_rng, state in zip(match.agent_rngs, rng_states[1:], strict=True):
        seat_rng.setstate(state)

    replayed = _summary(match.state)
    for key in final:
        if key not in FINAL_FIELDS:
            check.fail("final", f"unknown field {_short(key)}")
    for key in FINAL_FIELDS:
        if key not in final:
            check.fail("final", f"missing field '{key}'")
        if json.dumps(final[key], default=repr) != json.dumps(replayed[key]):  # strict: 1 is not true here
            check.fail(
                f"final.{key}",
                f"the record says {_short(final[key])} but the replay gives {replayed[key]!r} "
                "(the record was edited or damaged)",
            )
    expected = _checksum(record["deck"], record.get("card_order"), seats, seed, texts, match.state,
                         record["rng"])
    if checksum != expected:
        check.fail("checksum", "does not match the replayed game (the record was edited or damaged)")
    match.reasons = reasons
    match.view = view
    match.hinted = hinted
    match.hint_reasons = hint_reasons
    last_turn = match.state.turn
    stood_in = check.stood_in(record["stood_in"], seats, last_turn) if "stood_in" in record else {}
    if "stood_in_before" in record:
        match.stood_in_before = check.stood_in_before(record["stood_in_before"], seats, last_turn)
    if match.is_over():
        match.stood_in = stood_in
    else:  # a game that goes on is its person's again (`Match.stood_in`): those turns were played for them
        for seat, turn in sorted(stood_in.items()):
            match.stood_in_before.setdefault(seat, []).append((turn, last_turn))
    return match


class _Checker:
    """Shape checks of record data; every failure is one RecordError line."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, where: str, message: str) -> NoReturn:
        text = f"{self.source}: {where}: {message}" if where else f"{self.source}: {message}"
        raise RecordError(" ".join(text.split()))

    def top_level(self, data: object) -> Mapping[str, Any]:
        if not isinstance(data, dict):
            self.fail("", f"not a game record (a JSON object was expected, not {_describe(data)})")
        if data.get("format") != FORMAT:
            if "format" not in data:
                self.fail("", f"not a game record (missing field 'format'; expected {FORMAT!r})")
            self.fail("format", f"{_short(data['format'])} is not a game record (expected {FORMAT!r})")
        version = data.get("version")
        if "version" not in data:
            self.fail("", "missing field 'version'")
        self.integer(version, "version")
        if version != VERSION:
            self.fail("version", f"version {version} is not supported (this build reads version {VERSION})")
        for key in data:
            if key not in REQUIRED_FIELDS + OPTIONAL_FIELDS:
                self.fail("", f"unknown field {_short(key)}")
        for key in REQUIRED_FIELDS:
            if key not in data:
                self.fail("", f"missing field '{key}'")
        return data

    def integer(self, value: object, where: str) -> int:
        if isinstance(value, LongInteger):
            self.fail(where, f"is too long to be a number here ({value.digits} digits)")
        if not _is_int(value):
            self.fail(where, f"must be an integer, not {_describe(value)}")
        return value  # type: ignore[return-value]

    def text(self, value: object, where: str) -> str:
        if not isinstance(value, str):
            self.fail(where, f"must be text, not {_describe(value)}")
        problem = surrogate_problem(value)  # it could be neither shown nor saved again
        if problem is not None:
            self.fail(where, problem)
        return value

    def created(self, value: object) -> str:
        """When the game began: one line of at most MAX_CREATED characters (it becomes part of
        the game's id, `game_id`, which the results file keeps)."""
        text = self.text(value, "created")
        if len(text) > MAX_CREATED:
            self.fail("created", f"must be a date and time of at most {MAX_CREATED} characters (it has {len(text):,})")
        problem = name_problem(text)
        if problem is not None:
            self.fail("created", problem)
        return text

    def mapping(self, value: object, where: str) -> Mapping[str, Any]:
        if not isinstance(value, dict):
            self.fail(where, f"must be an object, not {_describe(value)}")
        return value

    def list_of_text(self, value: object, where: str) -> list[str]:
        if not isinstance(value, list):
            self.fail(where, f"must be a list of text, not {_describe(value)}")
        for index, item in enumerate(value):
            self.text(item, f"{where}[{index}]")
        return value

    def reasons(self, value: object, options: int, name: str = "reasons") -> dict[int, str]:
        """The reasons by option index: an object of texts keyed by the indexes of options
        (below `options`), the record's field `name`."""
        reasons: dict[int, str] = {}
        for key, text in self.mapping(value, name).items():
            index = int(key) if isinstance(key, str) and key.isascii() and key.isdigit() and len(key) <= 9 else None
            if index is None or not 0 <= index < options:
                self.fail(name, f"{_short(key)} is not the index of an option (0 to {options - 1})")
            reasons[index] = self.text(text, f"{name}[{key}]")
            if len(text) > MAX_REASON:
                self.fail(f"{name}[{key}]", f"must be at most {MAX_REASON:,} characters long (it has {len(text):,})")
        return reasons

    def hinted(self, value: object, options: int) -> dict[int, Option]:
        """The hints shown, by option index: an object of option texts keyed by the indexes of
        the options they were for (the last may be the decision pending at the save)."""
        hinted: dict[int, Option] = {}
        for key, text in self.mapping(value, "hinted").items():
            index = int(key) if isinstance(key, str) and key.isascii() and key.isdigit() and len(key) <= 9 else None
            if index is None or not 0 <= index <= options:
                self.fail("hinted", f"{_short(key)} is not the index of an option (0 to {options})")
            option_text = self.text(text, f"hinted[{key}]")
            try:
                hinted[index] = Option.parse(option_text)
            except ValueError:
                self.fail(f"hinted[{key}]", f"{_short(text)} is not an option")
        return hinted

    def stood_in(self, value: object, seats: list[str], last_turn: int) -> dict[int, int]:
        """The seats a stand-in played at the save, with the turn it took over from: an object
        of turns keyed by the indexes of human seats, each turn from 0 (the setup) to the game's last."""
        stood_in: dict[int, int] = {}
        for key, turn in self.mapping(value, "stood_in").items():
            seat = self._human_seat(key, seats, "stood_in")
            self.integer(turn, f"stood_in[{key}]")
            if not 0 <= turn <= last_turn:  # 0: handed over while the starting ships were placed
                self.fail(f"stood_in[{key}]", f"must be a turn of the game (0 to {last_turn}), not {turn}")
            stood_in[seat] = turn
        return stood_in

    def stood_in_before(self, value: object, seats: list[str], last_turn: int) -> dict[int, list[tuple[int, int]]]:
        """The turns a stand-in played human seats it gave back: an object of lists of [first,
        last] turns keyed as `stood_in`, at most 1,000 a seat, each within the game's turns."""
        before: dict[int, list[tuple[int, int]]] = {}
        for key, spans in self.mapping(value, "stood_in_before").items():
            seat = self._human_seat(key, seats, "stood_in_before")
            where = f"stood_in_before[{key}]"
            if not isinstance(spans, list) or len(spans) > 1000:
                self.fail(where, f"must be a list of at most 1000 [first, last] turns, not {_describe(spans)}")
            for span in spans:
                if not (isinstance(span, list) and len(span) == 2):
                    self.fail(where, f"each entry must be [first, last] turns, not {_short(span)}")
                first, last = (self.integer(turn, where) for turn in span)
                if not 0 <= first <= last <= last_turn:
                    self.fail(where, f"[{first}, {last}] must be turns of the game in order (0 to {last_turn})")
                before.setdefault(seat, []).append((first, last))
        return before

    def _human_seat(self, key: object, seats: list[str], field_name: str) -> int:
        """The index of a human seat written as a key of `field_name`."""
        seat = int(key) if isinstance(key, str) and key.isascii() and key.isdigit() and len(key) <= 2 else None
        if seat is None or not 0 <= seat < len(seats):
            self.fail(field_name, f"{_short(key)} is not the index of a seat (0 to {len(seats) - 1})")
        if seats[seat] != HUMAN:
            self.fail(field_name, f"seat {seat} is a computer seat ({_short(seats[seat])}), not a person's")
        return seat

    def view(self, value: object) -> dict[str, Any]:
        """The table's view at the save: {"mode": "whole"}, or {"mode": "placed", "zoom": z,
        "centre": [x, y]} with finite numbers, a zoom above 0 and at most MAX_VIEW_ZOOM and each
        coordinate within MAX_VIEW_CENTRE (an edited 1e300 would put the table out of reach)."""
        view = self.mapping(value, "view")
        for key in view:
            if key not in ("mode", "zoom", "centre"):
                self.fail("view", f"unknown field {_short(key)}")
        mode = view.get("mode")
        if mode not in VIEW_MODES:
            self.fail("view.mode", f"must be one of {', '.join(map(repr, VIEW_MODES))}, not {_describe(mode)}")
        if mode == "whole":
            return {"mode": "whole"}
        if "zoom" not in view or "centre" not in view:
            self.fail("view", "a placed view must have the fields 'zoom' and 'centre'")
        zoom = self.number(view["zoom"], "view.zoom")
        if not 0 < zoom <= MAX_VIEW_ZOOM:
            self.fail("view.zoom", f"must be above 0 and at most {MAX_VIEW_ZOOM:g}, not {zoom!r}")
        centre = view["centre"]
        if not (isinstance(centre, list) and len(centre) == 2):
            self.fail("view.centre", f"must be [x, y], not {_describe(centre)}")
        x, y = (self.number(v, f"view.centre[{i}]") for i, v in enumerate(centre))
        if max(abs(x), abs(y)) > MAX_VIEW_CENTRE:
            self.fail("view.centre", f"must lie within {MAX_VIEW_CENTRE:,.0f} of the table, not [{x!r}, {y!r}]")
        return {"mode": "placed", "zoom": zoom, "centre": [x, y]}

    def number(self, value: object, where: str) -> float:
        """A finite number (an integer or not; no boolean, no NaN or infinity)."""
        if isinstance(value, LongInteger):
            self.fail(where, f"is too long to be a number here ({value.digits} digits)")
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            self.fail(where, f"must be a number, not {_describe(value)}")
        number = float(value)
        if not math.isfinite(number):
            self.fail(where, f"must be a finite number, not {value!r}")
        return number

    def hints(self, value: object, players: int) -> list[int]:
        if not isinstance(value, list):
            self.fail("hints", f"must be a list of counts, not {_describe(value)}")
        if len(value) != players:
            self.fail("hints", f"{len(value)} counts for {players} seats")
        for index, count in enumerate(value):
            if self.integer(count, f"hints[{index}]") < 0:
                self.fail(f"hints[{index}]", f"must be 0 or more, not {count}")
            if count > MAX_HINTS:  # one more must still be a number a record can hold
                self.fail(f"hints[{index}]", f"must be at most {MAX_HINTS:,}, not {count}")
        return list(value)

    def seats(self, value: object) -> list[str]:
        seats = self.list_of_text(value, "seats")
        if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
            self.fail("seats", f"{len(seats)} seats; Tongiaki is played by {MIN_PLAYERS} to {MAX_PLAYERS} players")
        for index, seat in enumerate(seats):
            if seat != HUMAN and seat not in LEVELS:
                self.fail(f"seats[{index}]", f"unknown seat {_short(seat)} (expected {HUMAN} or one of "
                                             f"{', '.join(LEVELS)})")
        return seats

    def names(self, value: object, players: int) -> list[str] | None:
        if value is None:
            return None
        names = self.list_of_text(value, "names")
        if len(names) != players:
            self.fail("names", f"{len(names)} names for {players} seats")
        for index, name in enumerate(names):
            problem = name_problem(name)
            if problem is not None:
                self.fail(f"names[{index}]", problem)
        return list(names)

    def deck(self, value: object, order: object, has_order: bool) -> Deck:
        try:
            deck = deck_from_data(value, f"{self.source}: deck", drawable_names=False)
        except DeckError as error:
            raise RecordError(str(error)) from None
        if not has_order:
            return deck
        names = self.list_of_text(order, "card_order")
        by_name = {card.name: card for card in deck.cards}
        if sorted(names) != sorted(by_name) or names[0] != deck.cards[0].name:
            self.fail("card_order", "must list every card of the deck once, the start island first")
        return Deck(deck.name, tuple(by_name[name] for name in names))

    def option_texts(self, value: object) -> list[str]:
        return self.list_of_text(value, "options")

    def rng(self, value: object, players: int) -> list[tuple[Any, ...]]:
        rng = self.mapping(value, "rng")
        for key in rng:
            if key not in ("chance", "seats"):
                self.fail("rng", f"unknown field {_short(key)}")
        if "chance" not in rng or "seats" not in rng:
            self.fail("rng", "must have the fields 'chance' and 'seats'")
        seats = self.list_of_text(rng["seats"], "rng.seats")
        if len(seats) != players:
            self.fail("rng.seats", f"{len(seats)} states for {players} seats")
        states = [self.rng_state(self.text(rng["chance"], "rng.chance"), "rng.chance")]
        states.extend(self.rng_state(text, f"rng.seats[{i}]") for i, text in enumerate(seats))
        return states

    def rng_state(self, text: str, where: str) -> tuple[Any, ...]:
        state = _decode_rng(text)
        if state is None:
            self.fail(where, "is not a random-generator state")
        return state


# --- the parts of a record --------------------------------------------------------------


def _card_order(deck: Deck) -> list[str] | None:
    """Card names by id when the ids are not in file order (islands first), else None."""
    stack = deck.cards[1:]
    islands = [card for card in stack if card.is_island]
    if list(stack) == islands + [card for card in stack if not card.is_island]:
        return None
    return [card.name for card in deck.cards]


def _summary(state: GameState) -> dict[str, Any]:
    """The readable `final` part of a record."""
    return {
        "turn": state.turn,
        "active": state.active,
        "over": state.is_over(),
        "scores": list(state.scores()),
        "cards_on_table": len(state.cells),
        "stack": len(state.stack),
    }


def state_view(state: GameState) -> dict[str, Any]:
    """Everything a player can see of `state`, as canonical plain data (for fingerprints)."""
    node = state.pending
    pending: dict[str, Any] | None = None
    if node is not None:
        pending = {"options": [str(option) for option in node.options]}
        if isinstance(node, Decision):
            pending.update(player=node.player, kind=node.kind.value)
    voyage = state.voyage
    return {
        "cells": sorted([q, r, card, state.rotations[(q, r)]] for (q, r), card in state.cells.items()),
        "ships": sorted([q, r, beach, list(owners)] for ((q, r), beach), owners in state.ships.items()),
        "kings": sorted([q, r, player] for (q, r), player in state.kings.items()),
        "kings_used": list(state.kings_used),
        "supply": list(state.supply),
        "stranded": [[cell[0], cell[1], list(owners)] for cell, owners in state.stranded],
        "stack": list(state.stack),
        "removed": list(state.removed),
        "active": state.active,
        "turn": state.turn,
        "end_triggered": state.end_triggered,
        "over": state.is_over(),
        "at_sea": list(state.ships_at_sea()),
        "voyage": None if voyage is None else [list(voyage.fleet), list(voyage.origin), list(voyage.cell),
                                               voyage.direction],
        "place_card": state.place_card,
        "pending": pending,
    }


def _checksum(deck: object, card_order: object, seats: list[str], seed: int, options: list[str],
              state: GameState, rng: object) -> str:
    """sha256 over the record's content and the state it replays to."""
    payload = {
        "deck": deck,
        "card_order": card_order,
        "seats": list(seats),
        "seed": seed,
        "options": list(options),
        "rng": rng,
        "state": state_view(state),
    }
    text = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=True, default=repr)
    return "sha256:" + hashlib.sha256(text.encode("ascii")).hexdigest()


def _rng_states(match: Match) -> dict[str, Any]:
    return {"chance": _encode_rng(match.chance_rng), "seats": [_encode_rng(rng) for rng in match.agent_rngs]}


def _encode_rng(rng: random.Random) -> str:
    """`mt19937:<base64 of the 625 words>`, plus `:<hex float>` when a gauss value is cached."""
    version, words, gauss = rng.getstate()
    if version != 3 or len(words) != _MT_WORDS:  # pragma: no cover - CPython's format since 2.4
        raise RecordError(f"cannot record a random-generator state of version {version}")
    text = _MT_PREFIX + base64.b64encode(struct.pack(f">{_MT_WORDS}I", *words)).decode("ascii")
    return text if gauss is None else f"{text}:{float.hex(gauss)}"


def _decode_rng(text: str) -> tuple[Any, ...] | None:
    """The `random.Random` state encoded by `_encode_rng`, or None if `text` is not one."""
    if not text.startswith(_MT_PREFIX):
        return None
    body, _, gauss_text = text[len(_MT_PREFIX):].partition(":")
    try:
        packed = base64.b64decode(body, validate=True)
        words = struct.unpack(f">{_MT_WORDS}I", packed)
        gauss = float.fromhex(gauss_text) if gauss_text else None
        state = (3, words, gauss)
        random.Random().setstate(state)  # CPython checks the position and the word range
    except (binascii.Error, struct.error, ValueError, TypeError, OverflowError):
        return None
    return state


def _situation(state: GameState) -> str:
    """What the game was waiting for, for 'not offered now' messages."""
    node = state.pending
    if node is None:
        return "the game is over"
    if not isinstance(node, Decision):
        return f"turn {state.turn}, a card is to be revealed"
    return f"turn {state.turn}, player {node.player} must choose {node.kind.value}"


# --- small helpers ----------------------------------------------------------------------


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _describe(value: object) -> str:
    if isinstance(value, LongInteger):
        return f"an integer of {value.digits} digits"
    kind = {dict: "an object", list: "a list", str: "text", bool: "a boolean", type(None): "null",
            int: "an integer", float: "a number"}.get(type(value), type(value).__name__)
    return kind if isinstance(value, (dict, list)) or value is None else f"{kind} {_short(value)}"


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def count_words(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def _reason(error: OSError) -> str:
    return " ".join(str(error.strerror or error).split())


def record_source(path: Path) -> str:
    """The record's file name as its messages begin (`inputs.shown_name`)."""
    return shown_name(path.name or str(path))


def _now() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


# --- autosave ---------------------------------------------------------------------------


def data_dir() -> Path:
    """The user's data folder for Tongiaki ($TONGIAKI_DATA_DIR overrides it)."""
    return user_data_dir()


def autosave_path() -> Path:
    """Where the table keeps the game in progress."""
    return data_dir() / AUTOSAVE_NAME


def save_autosave(match: Match) -> Path:
    """Save `match` as the autosave (atomically, creating the folder); returns the path.

    A finished game is not kept: Continue offers only a game that can go on, so saving a match
    that is over deletes the autosave instead.
    """
    path = autosave_path()
    if match.is_over():
        try:
            clear_autosave()
        except OSError as error:  # a folder of that name, ...
            raise RecordError(f"{record_source(path)}: cannot delete the autosave of the finished game "
                              f"({_reason(error)})") from None
        return path
    return _save_in_folder(match, path)


def _save_in_folder(match: Match, path: Path) -> Path:
    """Save `match` to `path` atomically, creating its folder first (RecordError with one line)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise RecordError(f"{record_source(path)}: cannot save ({_reason(error)})") from None
    return save_record(match, path)


def load_autosave() -> Match | None:
    """The autosaved match, or None when there is none (or its game is over); a damaged autosave
    raises RecordError. Leftovers of interrupted saves are cleaned up on the way."""
    path = autosave_path()
    clean_leftovers(path)
    if not path.exists():
        return None
    match = load_record(path)
    return None if match.is_over() else match


def last_game_path() -> Path:
    """Where the last finished game is kept."""
    return data_dir() / LAST_GAME_NAME


def save_finished_autosave(match: Match) -> Path:
    """Save the finished `match` as the autosave (atomically, creating the folder), for a game
    that could not be kept as the last finished game (`save_last_game`): the autosave of its
    last turn lacked the final moves. RecordError with one line when it cannot be written."""
    if not match.is_over():
        raise ValueError("save_finished_autosave takes a finished game")
    path = autosave_path()
    return _save_in_folder(match, path)


def finished_autosave() -> Path | None:
    """The autosave when it holds a finished game (`save_finished_autosave`), read cheaply: only
    its summary's `final.over` is looked at (`saves.last_game` then reads it whole); None for
    none, a game that can go on, or a file that cannot be read."""
    path = autosave_path()
    try:
        data = json.loads(decode(read_bytes(path, limit=RECORD_LIMIT, what="game record")), parse_int=parse_int)
    except (ValueError, RecursionError):  # InputError too: no file, not readable, not JSON
        return None
    final = data.get("final") if isinstance(data, dict) else None
    return path if isinstance(final, dict) and final.get("over") is True else None


def keep_finished_autosave() -> Path | None:
    """Make a finished game left in the autosave (`save_finished_autosave`) the last finished
    game before another game replaces the autosave: the file is renamed to `last-game.json`
    (atomically; a rename needs no room, where a full disk is what kept the game from being
    written there). Returns where it went; None when the autosave holds no finished game that
    can be read (a damaged one stays for `discard_autosave`); RecordError when it cannot be
    renamed."""
    path = finished_autosave()
    if path is None:
        return None
    try:
        load_record(path)
    except RecordError:
        return None
    target = last_game_path()
    try:
        os.replace(path, target)
    except OSError as error:
        raise RecordError(f"{record_source(path)}: cannot keep its finished game as {target.name} "
                          f"({_reason(error)})") from None
    _fsync_folder(target.parent)
    return target


def save_last_game(match: Match) -> Path:
    """Keep the finished `match` as the last finished game (atomically, creating the folder,
    replacing the game kept before); RecordError with one line when it cannot be written."""
    path = last_game_path()
    return _save_in_folder(match, path)


BROKEN_AUTOSAVE_NAME = "autosave.broken.json"


def discard_autosave() -> Path | None:
    """Put a damaged autosave aside as `autosave.broken.json` (replacing an older one), so the
    start screen can offer a new game and the file stays for a look; returns where it went."""
    path = autosave_path()
    target = path.with_name(BROKEN_AUTOSAVE_NAME)
    try:
        os.replace(path, target)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise RecordError(f"{record_source(path)}: cannot discard it ({_reason(error)})") from None
    return target


def clear_autosave() -> None:
    """Delete the autosave, if any (e.g. once its game is over)."""
    with contextlib.suppress(FileNotFoundError):
        autosave_path().unlink()


def game_id(match: Match) -> str:
    """What tells one game from another: its seed and when it began ("2026-12-04T10:00:00Z/5"),
    the same in every record of the game. `created` is set now when no record of it was written
    yet, so the records written after carry the same."""
    if match.created is None:
        match.created = _now()
    return f"{match.created}/{match.seed}"


# --- command line -----------------------------------------------------------------------


TIEBREAK_WORDS = {
    "points": "most points",
    "islands": "tie on points, broken by most islands (Tonga counts)",
    "ships": "tie on points and islands (Tonga counts), broken by fewest ships on the table",
    "shared": "shared win (tie on points, islands and ships; Tonga counts)",
}
"""`tongiaki replay`'s words for the tie-break, saying that Tonga counts among the islands as the
score sheet does (`scoresheet.TIEBREAK_TEXT`)."""


def seat_label(name: str | None, seat: str) -> str:
    """A seat named with who plays it, once: "Green (easy)" as the record names it stays so (the
    game's names already carry an AI seat's level: `tongiaki replay` printed "Green (easy) (easy)"),
    "Blue (you)" and a hot-seat game's "Blue" read "Blue (human)", a name of the player's own
    choosing gets the seat after it ("Ana (human)"), and no name is the seat alone."""
    if name is None:
        return seat
    for told in (f" ({seat})", " (you)" if seat == "human" else None):
        if told is not None and name.endswith(told) and len(name) > len(told):
            name = name[: -len(told)]
            break
    return f"{name} ({seat})"


def replay_summary(match: Match, source: str) -> dict[str, Any]:
    """The result of a replayed record as plain data (players numbered from 1)."""
    state = match.state
    result = state.result()
    players = []
    for p, seat in enumerate(match.seats):
        players.append({
            "player": p + 1,
            "seat": seat,
            "name": match.names[p] if match.names else None,
            "score": result.scores[p],
            "islands": result.islands[p],
            "ships_on_table": result.ships_on_table[p],
            "winner": state.is_over() and p in result.winners,
        })
    return {
        "file": source,
        "deck": match.deck.name,
        "seed": match.seed,
        "options": len(match.history),
        "turn": state.turn,
        "over": state.is_over(),
        "players": players,
        "winners": [p + 1 for p in result.winners] if state.is_over() else [],
        "tiebreak": result.tiebreak if state.is_over() else None,
    }
