"""Reviews kept: a game's review (`play.review`), once made, shows at once when asked again.

A review takes about a third of a second a move (a minute for a game of 50 moves), and its
notes are the same every time (each search is seeded by its move's index and capped in
iterations). So the notes made are kept: in memory for the session, and on disk in the user's
data folder, one file a game in `reviews/` named after the game's id (`records.game_id`, its
seed and when it began, the same in every record of it) and the number of moves of its record
(`ReviewKey.name`). The score screen's review, the replay's, and the last finished game's opened
again from Load game on another day all show the review made the first time; one left under way
goes on from where it stopped.

A file holds a fingerprint of everything its notes depend on (`review_key`: the record's moves
and who made them, the seats reviewed, the hints shown, the deck, the search's iteration cap and
`METHOD`, the way reviews are made): a file with another fingerprint is stale. The file is the
player's, read as untrusted input (`jsonfile.read_json`): a stale or damaged one, or notes that
do not fit the record (a move not reviewed in it, another move played there), are left out with
one line naming the file and the field, and the review is made again and written over it
(atomically, `jsonfile.write_atomically`). At most `MAX_FILES` reviews are kept on disk; the
least recently used go first.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from tongiaki.play.inputs import surrogate_problem
from tongiaki.play.jsonfile import NO_FILE, read_json, write_atomically
from tongiaki.play.records import data_dir
from tongiaki.play.review import Note
from tongiaki.rules import Decision, DecisionKind, Deck, GameState, Option

FORMAT = "tongiaki-review"
VERSION = 1
"""The file's layout."""
METHOD = 2
"""The way reviews are made: raise it when the same record would get other notes (1: until
reviews held the hard level's choice in another order equal to it, `review.ends_alike`)."""
FOLDER = "reviews"
MAX_FILES = 30
"""Reviews kept on disk (a person's review of a game is about 40 KB, one of every seat of a
game of computers a few hundred); the least recently used go first."""
FILE_LIMIT = 8 * 1024 * 1024
"""Bytes a review file may have."""
MAX_TEXT = 4000
"""Characters a note's words may have (a move in words is a line or two)."""
MADE_AGAIN = "the review is made again"

_MEMORY: dict[Path, tuple[str, tuple[Note, ...]]] = {}
"""The reviews of this session by file (with their fingerprints): shown without reading it."""


@dataclass(frozen=True)
class ReviewKey:
    """Which review: of which game and record (`game`, `moves`), made from what (`fingerprint`)."""

    game: str
    moves: int
    fingerprint: str

    @property
    def name(self) -> str:
        """The file's name: the game's id made safe for a file name, and the number of moves."""
        digest = hashlib.sha256(self.game.encode("utf-8", "surrogatepass")).hexdigest()[:16]
        return f"{digest}-{self.moves}.json"

    @property
    def path(self) -> Path:
        """Where the review is kept in the user's data folder."""
        return data_dir() / FOLDER / self.name


def review_key(game: str, deck: Deck, history: Sequence[Option], deciders: Sequence[int], seats: Iterable[int],
               iterations: int, hinted: Mapping[int, Option] | None = None,
               hint_reasons: Mapping[int, str] | None = None) -> ReviewKey:
    """The key of the review of the record (`history`, `deciders`) of the game `game` for
    `seats`, made with searches of `iterations` and the hints shown (`Match.hinted`,
    `Match.hint_reasons`)."""
    made_from = {
        "method": METHOD, "iterations": iterations, "seats": sorted(set(seats)), "deck": deck.to_data(),
        "options": [str(option) for option in history], "deciders": list(deciders),
        "hinted": {str(step): str(option) for step, option in sorted((hinted or {}).items())},
        "hint_reasons": {str(step): words for step, words in sorted((hint_reasons or {}).items())},
    }
    text = json.dumps(made_from, sort_keys=True, ensure_ascii=True, default=str)
    return ReviewKey(game, len(history), "sha256:" + hashlib.sha256(text.encode("ascii")).hexdigest())


# --- notes as JSON ----------------------------------------------------------------------

_KINDS = {kind.value: kind for kind in DecisionKind}
_FIELDS = ("step", "turn", "player", "kind", "played", "best", "played_value", "best_value", "played_text",
           "best_text", "played_margin", "best_margin", "hinted", "hint_words", "played_told", "best_told", "same_end")


def note_data(note: Note) -> dict[str, object]:
    """A note as plain JSON data (its options as their text; floats kept exactly)."""
    return {"step": note.step, "turn": note.turn, "player": note.player, "kind": note.kind.value,
            "played": str(note.played), "best": str(note.best), "played_value": note.played_value,
            "best_value": note.best_value, "played_text": note.played_text, "best_text": note.best_text,
            "played_margin": note.played_margin, "best_margin": note.best_margin, "hinted": note.hinted,
            "hint_words": note.hint_words, "played_told": note.played_told, "best_told": note.best_told,
            "same_end": note.same_end}


class _Bad(ValueError):
    """Part of a review file that cannot be used: the message names the field."""


def _integer(data: Mapping[str, object], field: str, low: int, high: int) -> int:
    value = data.get(field)
    if type(value) is not int or not low <= value <= high:
        raise _Bad(f"{field}: is not a whole number from {low} to {high}")
    return value


def _number(data: Mapping[str, object], field: str, share: bool, empty: bool = False) -> float | None:
    value = data.get(field)
    if value is None and empty:
        return None
    number = float(value) if type(value) in (int, float) else math.nan  # type: ignore[arg-type]
    if not math.isfinite(number) or (share and not 0.0 <= number <= 1.0):
        raise _Bad(f"{field}: is not {'a share from 0 to 1' if share else 'a number'}")
    return number


def _words(data: Mapping[str, object], field: str) -> str:
    value = data.get(field)
    if not isinstance(value, str) or len(value) > MAX_TEXT or surrogate_problem(value) is not None:
        raise _Bad(f"{field}: is not a move in words of at most {MAX_TEXT} characters")
    return value


def _flag(data: Mapping[str, object], field: str) -> bool:
    value = data.get(field)
    if not isinstance(value, bool):
        raise _Bad(f"{field}: is not true or false")
    return value


def _option(data: Mapping[str, object], field: str) -> Option:
    value = data.get(field)
    try:
        if not isinstance(value, str) or len(value) > 100:
            raise ValueError
        return Option.parse(value)
    except ValueError:
        raise _Bad(f"{field}: is not a move") from None


def _shown_key(key: str) -> str:
    """A field's name from the file as a message shows it: as it is when printable, else as a JSON
    string (a line separator or a lone surrogate would break the one line, or its printing)."""
    return key[:40] if key.isprintable() else json.dumps(key[:40])


def note_of(data: object) -> Note:
    """The note in `data` (`note_data`'s form); `_Bad` naming the field where it is not one."""
    if not isinstance(data, dict):
        raise _Bad("is not an object")
    unknown = sorted(set(data) - set(_FIELDS))
    if unknown:
        raise _Bad(f"{_shown_key(unknown[0])}: is not a field of a note")
    kind_text = data.get("kind")
    kind = _KINDS.get(kind_text) if isinstance(kind_text, str) else None  # a list or object is no key
    if kind is None:
        raise _Bad("kind: is not a kind of decision")
    played_told, best_told = _number(data, "played_told", True, True), _number(data, "best_told", True, True)
    return Note(step=_integer(data, "step", 0, 10_000_000), turn=_integer(data, "turn", 0, 10_000_000),
                player=_integer(data, "player", 0, 5), kind=kind, played=_option(data, "played"),
                best=_option(data, "best"), played_value=_number(data, "played_value", True) or 0.0,
                best_value=_number(data, "best_value", True) or 0.0, played_text=_words(data, "played_text"),
                best_text=_words(data, "best_text"), played_margin=_number(data, "played_margin", False) or 0.0,
                best_margin=_number(data, "best_margin", False) or 0.0, hinted=_flag(data, "hinted"),
                hint_words=_flag(data, "hint_words"), played_told=played_told, best_told=best_told,
                same_end=_flag(data, "same_end"))


# --- reading and writing ------------------------------------------------------------------


def _read(key: ReviewKey) -> tuple[list[Note], str | None]:
    """The notes of the file of `key` (none without one), and what was wrong with it, if anything."""
    path = key.path
    source = f"{FOLDER}/{path.name}"
    data, problem = read_json(path, FILE_LIMIT)
    if problem is not None:
        return [], f"{FOLDER}/{problem}"
    if data is NO_FILE:
        return [], None
    try:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise _Bad(f"format: is not {FORMAT!r}")
        if data.get("version") != VERSION:
            raise _Bad(f"version: is not {VERSION}")
        if data.get("game") != key.game or data.get("moves") != key.moves:
            raise _Bad("game: is the review of another game or record")
        if data.get("fingerprint") != key.fingerprint:
            raise _Bad("fingerprint: was made from another record, hints or way of reviewing")
        entries = data.get("notes")
        if not isinstance(entries, list):
            raise _Bad("notes: is not a list")
        notes = []
        for index, entry in enumerate(entries):
            try:
                notes.append(note_of(entry))
            except _Bad as bad:
                raise _Bad(f"notes[{index}].{bad}" if isinstance(entry, dict) else f"notes[{index}]: {bad}") from None
    except _Bad as bad:
        return [], f"{source}: {bad}"
    return notes, None


def fits(notes: Sequence[Note], reviewed: Sequence[tuple[int, GameState, Option]]) -> str | None:
    """None when every note is one of `reviewed`'s (step, state before it, option played:
    `review.reviewed_steps`), once each, about the move played there; else the field that is not."""
    at = {step: (state, option) for step, state, option in reviewed}
    seen: set[int] = set()
    for index, note in enumerate(notes):
        where = f"notes[{index}]"
        if note.step not in at or note.step in seen:
            return f"{where}.step: {note.step} is not a move reviewed in this game"
        seen.add(note.step)
        state, option = at[note.step]
        decision = state.pending
        if note.played != option:
            return f"{where}.played: is not the move played there"
        if not isinstance(decision, Decision) or note.best not in decision.options:
            return f"{where}.best: is not offered there"
        if (note.player, note.kind, note.turn) != (decision.player, decision.kind, state.turn):
            return f"{where}.player: is not who decided there"
    return None


def kept_review(key: ReviewKey, reviewed: Sequence[tuple[int, GameState, Option]]) -> tuple[list[Note], str | None]:
    """The notes kept of the review of `key` (this session's, else its file's), in the record's
    order, and one line about a kept file left out (stale, damaged, not fitting `reviewed`: the
    record's reviewed moves, `review.reviewed_steps`), if any. Never raises."""
    path = key.path
    known = _MEMORY.get(path)
    if known is not None and known[0] == key.fingerprint:
        return list(known[1]), None
    notes, problem = _read(key)
    if problem is None and notes:
        trouble = fits(notes, reviewed)
        if trouble is not None:
            notes, problem = [], f"{FOLDER}/{path.name}: {trouble}"
    if problem is not None:
        return [], f"{problem}; {MADE_AGAIN}"
    notes.sort(key=lambda note: note.step)
    if notes:
        _MEMORY[path] = (key.fingerprint, tuple(notes))
        with contextlib.suppress(OSError):
            os.utime(path)  # used: the last to go
    return notes, None


def keep_review(key: ReviewKey, notes: Iterable[Note], write: bool = True) -> str | None:
    """Keep the notes of `key`'s review for this session, and (`write`) in its file; None, or
    one line saying why the file could not be written."""
    path = key.path
    kept = tuple(sorted(notes, key=lambda note: note.step))
    _MEMORY[path] = (key.fingerprint, kept)
    if not write:
        return None
    text = json.dumps({"format": FORMAT, "version": VERSION, "game": key.game, "moves": key.moves,
                       "fingerprint": key.fingerprint, "notes": [note_data(note) for note in kept]},
                      ensure_ascii=False, indent=1) + "\n"
    failed = write_atomically(path, text)
    if failed is not None:
        return f"{FOLDER}/{path.name}: cannot keep the review ({failed})"
    _prune(path.parent, path)
    return None


def _prune(folder: Path, keep: Path) -> None:
    """Delete the least recently used review files beyond `MAX_FILES` (never `keep`)."""
    with contextlib.suppress(OSError):
        files = [(entry.stat().st_mtime, entry) for entry in folder.glob("*.json") if entry.is_file()]
        files.sort(reverse=True)
        for _mtime, entry in files[MAX_FILES:]:
            if entry != keep:
                with contextlib.suppress(OSError):
                    entry.unlink()


def forget_session() -> None:
    """Forget this session's reviews (the files stay)."""
    _MEMORY.clear()
