"""Named saved games in the user's data folder: save under a name, list them, never overwrite.

A saved game is a game record (`records.py`: atomic write, checked on load) in the `saves/`
folder beside the autosave. `save_named` keeps it under a file name made from the player's name
for the game, reversibly (`file_stem`, `display_name`: the name shows again as typed), and never
replaces an existing save unless told to; `list_saves` reads every save's summary
(seats, turn, scores so far, date, and the deck when it is not the standard one), newest first, and reports a damaged file by its one-line
message instead of failing the whole list. `last_game` reads the last finished game the app
keeps beside the autosave (`records.save_last_game`), which the Load screen lists first: the
autosave itself when it holds a finished game that could not be kept there
(`records.save_finished_autosave`).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from urllib.parse import unquote

from tongiaki.play.decks import load_default_deck
from tongiaki.play.inputs import shown_name
from tongiaki.play.match import Match
from tongiaki.play.records import (
    RecordError,
    clean_leftovers,
    data_dir,
    finished_autosave,
    last_game_path,
    load_record,
    record_source,
    save_record,
)

SAVES_FOLDER = "saves"
LAST_GAME_TITLE = "Last finished game"
"""How the Load screen names the last finished game (`last_game`)."""
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
    deck: str = ""
    """The name of the game's deck when it is not the standard deck (R11), else ""."""
    last: bool = False
    """True for the last finished game kept beside the autosave (not a named save)."""
    people_moved: bool = True
    """A person (a human seat) has made a move in it (`untouched`)."""

    def players(self) -> tuple[str, ...]:
        """Who plays: the display names when the record has them, else the seats."""
        return self.names if len(self.names) == len(self.seats) else self.seats

    @property
    def setting_up(self) -> bool:
        """True for a game left while its first ships were still being placed (turn 0)."""
        return not self.over and self.turn == 0

    @property
    def untouched(self) -> bool:
        """True for a game in its setup in which no person has made a move yet: nothing in it
        to lose (play-test 29 was asked whether to keep a game begun a moment before, to open
        a save)."""
        return self.error is None and self.setting_up and not self.people_moved

    def standing(self) -> str:
        """Where the game is: "turn 7", "finished" or "setting up"."""
        if self.setting_up:
            return "setting up"
        return "finished" if self.over else f"turn {self.turn}"

    def scored(self, short: int = 0, you: bool = False) -> str:
        """The players each with their score so far, in seat order: "Blue (you) 17, Green (easy)
        10" (`short` 0: as `players` names them), "Blue 17, Green 10" (1: without what is in
        brackets; with `you`, but for "(you)": "Blue (you) 17, Green 10") or "B 17, G 10" (2:
        the fewest letters of those that tell them apart). A record without names numbers its
        seats: "1 17, 2 10" at 2."""
        names = [name if not short or (you and name.endswith(YOU_MARK)) else name.split(" (")[0]
                 for name in self.players()]
        if short >= 2:
            names = shortest_apart(names) if len(self.names) == len(self.seats) else \
                [f"#{seat + 1}" for seat in range(len(self.seats))]
        return ", ".join(f"{name} {score}" for name, score in zip(names, self.scores, strict=False))

    def scored_to_fit(self, fits: Callable[[str], bool]) -> str:
        """The players each with their score so far (`scored`), in the longest wording that
        `fits` takes: as the game names them, by colour with "(you)" (play-test 31's 6-seat row
        lost it with the levels), by colour, else by initial (that one whether it fits or not:
        every score shows, with whose it is). The Load list, the start screen's
        Continue line and the keep-game question word them alike (play-test 29 read "scores
        17-10-25-14-20" and had to count the seats)."""
        options = [self.scored(0), self.scored(1, you=True), self.scored(1), self.scored(2)]
        return next((who for who in options if fits(who)), options[-1])

    def progress(self) -> str:
        """"turn 7, scores 3-5-2" (or "finished, scores ..."), or "setting up" for a game left
        during the setup (play-test 26 read "turn 0, scores 0-0-0")."""
        if self.setting_up:
            return "setting up"
        scores = "-".join(str(s) for s in self.scores)
        return f"{'finished' if self.over else f'turn {self.turn}'}, scores {scores}"

    def describe(self) -> str:
        """One line: name, seats, turn and scores, or "setting up" (or the error)."""
        if self.error:
            return f"{self.name}: {self.error}"
        seats = ", ".join(self.seats)
        if self.setting_up:
            return f"{self.name}: {seats}; setting up"
        scores = "-".join(str(s) for s in self.scores)
        state = "finished" if self.over else f"turn {self.turn}"
        return f"{self.name}: {seats}; {state}; {scores}"


YOU_MARK = " (you)"
"""How a display name says that a seat is the one person at the table ("Blue (you)")."""


def saves_dir() -> Path:
    """The folder of named saves."""
    return data_dir() / SAVES_FOLDER


UNSAFE_CHARACTERS = frozenset('<>:"/\\|?*%')
"""Characters a file name cannot hold on some system (and '%', the escape): written as %XX."""
RESERVED_STEMS = frozenset({"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)),
                            *(f"LPT{i}" for i in range(1, 10))})
"""File names Windows keeps for devices (whatever follows their first dot)."""
STEM_BYTES = 200
"""UTF-8 bytes a save's file name may take before ".json": file systems allow 255, and the
atomic save's temporary file (`records.save_record`) adds 14 to the name."""


def _escape(ch: str) -> str:
    """`ch` as %XX escapes of its UTF-8 bytes."""
    return "".join(f"%{byte:02X}" for byte in ch.encode())


def _encode(name: str) -> str:
    """`name` as a file name on every system, reversibly: the characters in UNSAFE_CHARACTERS,
    a leading dot (a hidden file) and the first letter of a device name escaped as %XX."""
    stem = "".join(_escape(ch) if ch in UNSAFE_CHARACTERS else ch for ch in name)
    if stem.startswith(".") or stem.split(".")[0].rstrip().upper() in RESERVED_STEMS:
        stem = _escape(stem[0]) + stem[1:]
    return stem


def display_name(path: Path) -> str:
    """A save's name as the player typed it, read back from its file name (`file_stem`
    reversed: "3-players 2026-12-04" stays so; a play-test saw its dashes turned into spaces).
    A save from before names were kept shows its file name ("before-the-storm"); a name the
    screen cannot draw (not UTF-8, a line break) shows those characters as U+FFFD."""
    return shown_name(unicodedata.normalize("NFC", unquote(path.stem, errors="replace")))


def clean_name(name: str) -> str:
    """A save's name as kept: printable characters only, single spaces, trimmed, at most
    MAX_NAME long (and short enough for a file name, STEM_BYTES)."""
    kept = "".join(ch for ch in name if unicodedata.category(ch)[0] not in "CZ" or ch == " ")
    kept = " ".join(unicodedata.normalize("NFC", kept).split())[:MAX_NAME].rstrip()
    while len(_encode(kept).encode()) > STEM_BYTES:
        kept = kept[:-1].rstrip()
    return kept or "game"


def file_stem(name: str) -> str:
    """The file name (without ".json") a save's name is kept under: the name itself where a file
    name can hold it, with escapes (%XX) where it cannot, so that `display_name` gives the name
    back exactly."""
    return _encode(clean_name(name))


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
    """`name`, or `name (2)`, `name (3)`... whichever has no save yet (a long name is cut to
    leave room for the number)."""
    base = clean_name(name)
    candidate, n = base, 2
    while save_path(candidate).exists():
        suffix = f" ({n})"
        cut = base
        while cut and clean_name(cut + suffix) != cut + suffix:
            cut = cut[:-1].rstrip()
        candidate = clean_name(cut + suffix)
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
        return SaveInfo(path, display_name(path), (), 0, (), False, modified, str(error))
    result = match.state.result()
    deck = "" if match.deck == load_default_deck() else match.deck.name
    moved = any(0 <= seat < len(match.seats) and match.seats[seat] == "human" for seat in match.deciders)
    return SaveInfo(path, display_name(path), tuple(match.seats), match.state.turn,
                    tuple(result.scores), match.is_over(), modified, names=tuple(match.names or ()), deck=deck,
                    people_moved=moved)


def shortest_apart(names: list[str]) -> list[str]:
    """Each name's first letters, as few as tell them all apart ("Blue", "Green" -> "B", "G";
    "Bot 1", "Bot 2" -> the whole names), in capitals at one letter."""
    longest = max((len(name) for name in names), default=0)
    for letters in range(1, longest):
        cut = [name[:letters].strip() or name for name in names]
        if letters == 1:
            cut = [part.upper() for part in cut]
        if len(set(cut)) == len(cut):
            return cut
    return list(names)


def last_game() -> SaveInfo | None:
    """The last finished game the app keeps (`records.save_last_game`), named
    `LAST_GAME_TITLE` (with its error if it is damaged), or None when there is none. A finished
    game in the autosave comes first: it is there because it could not be kept as the last
    finished game (`records.save_finished_autosave`), so it ended after the one kept."""
    autosave = finished_autosave()
    if autosave is not None:
        info = read_save(autosave)
        if info.error is None and info.over:
            return replace(info, name=LAST_GAME_TITLE, last=True)
    path = last_game_path()
    clean_leftovers(path)
    if not path.is_file():
        return None
    return replace(read_save(path), name=LAST_GAME_TITLE, last=True)


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
