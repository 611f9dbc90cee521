"""Named saved games in the user's data folder: save under a name, list them, never overwrite.

A saved game is a game record (`records.py`: atomic write, checked on load) in the `saves/`
folder beside the autosave. `save_named` picks a file name from the player's name for the game
and never replaces an existing save unless told to; `list_saves` reads every save's summary
(seats, turn, scores so far, date), newest first, and reports a damaged file by its one-line
message instead of failing the whole list.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from tongiaki.play.match import Match
from tongiaki.play.records import RecordError, data_dir, load_record, record_source, save_record

SAVES_FOLDER = "saves"
MAX_NAME = 60
"""Characters kept of a save's name."""


@dataclass(frozen=True)
class SaveInfo:
    """What the Load screen shows of one saved game."""

    path: Path
    name: str
    seats: tuple[str, ...]
    turn: int
    scores: tuple[int, ...]
    over: bool
    modified: datetime
    error: str | None = None
    """The record's one-line error when it cannot be read (the other fields are then empty)."""
    names: tuple[str, ...] = ()
    """The seats' display names the record keeps ("Blue (you)"), if any."""

    def players(self) -> tuple[str, ...]:
        """Who plays: the display names when the record has them, else the seats."""
        return self.names if len(self.names) == len(self.seats) else self.seats

    def progress(self) -> str:
        """"turn 7, scores 3-5-2" (or "finished, scores ...")."""
        scores = "-".join(str(s) for s in self.scores)
        return f"{'finished' if self.over else f'turn {self.turn}'}, scores {scores}"

    def describe(self) -> str:
        """One line: name, seats, turn and scores (or the error)."""
        if self.error:
            return f"{self.name}: {self.error}"
        seats = ", ".join(self.seats)
        scores = "-".join(str(s) for s in self.scores)
        state = "finished" if self.over else f"turn {self.turn}"
        return f"{self.name}: {seats}; {state}; {scores}"


def saves_dir() -> Path:
    """The folder of named saves."""
    return data_dir() / SAVES_FOLDER


def display_name(path: Path) -> str:
    """A save's name as the Load screen lists it and the table says it ("before the storm" for
    before-the-storm.json; a play-test read "my-playtest" at the table, "my playtest" in the list)."""
    return path.stem.replace("-", " ")


def clean_name(name: str) -> str:
    """A save's display name: printable characters only, trimmed, at most MAX_NAME long."""
    kept = "".join(ch for ch in name if unicodedata.category(ch)[0] not in "CZ" or ch == " ")
    kept = " ".join(kept.split())[:MAX_NAME]
    return kept or "game"


def file_stem(name: str) -> str:
    """A portable file name for a save's name (letters, digits, '-' and '_')."""
    ascii_name = unicodedata.normalize("NFKD", clean_name(name)).encode("ascii", "ignore").decode()
    stem = re.sub(r"[^A-Za-z0-9_-]+", "-", ascii_name).strip("-").lower()
    return stem[:MAX_NAME] or "game"


def default_name(match: Match, when: datetime | None = None) -> str:
    """A name for a game nobody named: its seats and the time."""
    when = when or datetime.now(UTC)
    return f"{len(match.seats)} players {when.strftime('%Y-%m-%d %H%M')}"


def save_path(name: str) -> Path:
    """Where a save of that name goes."""
    return saves_dir() / f"{file_stem(name)}.json"


def save_named(match: Match, name: str, *, replace: bool = False) -> Path:
    """Save `match` under `name`; FileExistsError if such a save exists and `replace` is False."""
    path = save_path(name)
    if path.exists() and not replace:
        raise FileExistsError(f"{record_source(path)}: a saved game of that name exists")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise RecordError(f"{record_source(path)}: cannot save ({error.strerror or error})") from None
    return save_record(match, path)


def free_name(name: str) -> str:
    """`name`, or `name (2)`, `name (3)`... whichever has no save yet."""
    candidate, n = clean_name(name), 2
    while save_path(candidate).exists():
        candidate = f"{clean_name(name)} ({n})"
        n += 1
    return candidate


def read_save(path: Path) -> SaveInfo:
    """The summary of one saved game (with its error if it cannot be read)."""
    try:
        modified = datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except OSError:
        modified = datetime.fromtimestamp(0, UTC)
    try:
        match = load_record(path)
    except RecordError as error:
        return SaveInfo(path, path.stem, (), 0, (), False, modified, str(error))
    result = match.state.result()
    return SaveInfo(path, display_name(path), tuple(match.seats), match.state.turn,
                    tuple(result.scores), match.is_over(), modified, names=tuple(match.names or ()))


def list_saves() -> list[SaveInfo]:
    """Every saved game, newest first."""
    folder = saves_dir()
    if not folder.is_dir():
        return []
    infos = [read_save(p) for p in folder.glob("*.json") if p.is_file()]
    return sorted(infos, key=lambda info: info.modified, reverse=True)


def same_game(a: Path, b: Path) -> bool:
    """True when the records `a` and `b` hold the same game at the same point (deck, seats,
    seed and every move alike); False when they differ or either cannot be read."""
    try:
        first, second = load_record(a), load_record(b)
    except RecordError:
        return False
    return (first.deck.to_data() == second.deck.to_data() and first.seats == second.seats
            and first.seed == second.seed and first.history == second.history)
