"""The game log of `tongiaki tournament --log FILE`: a long tournament that can stop and resume.

The file is JSON lines. The first line holds the settings that decide every game's outcome:

    {"tournament_log": 1, "seats": ["hard", "medium", ...], "seed": 1, "think": 1.0, "iterations": null,
     "deck": "<sha>"}

(a log written before `--iterations` existed has no "iterations" and counts as null)

and each further line one finished game, written and flushed as soon as it ends:

    {"game": 17, "seats": [{"label": "hard", "score": 31, "margin": 4, "share": 1.0, "think": [...]}, ...],
     "played_by": {"version": "0.1.0", "commit": "2e50e3a", "core": "pure Python", "search": "pure Python",
                   "cpus": 2}}

("played_by", `provenance`: the code and the machine that played the game, so a tournament run
in parts over weeks says which commit played which games; "commit" is null outside a git
checkout and ends in "+changes" when tracked files differ from it; older logs lack the field.)

Running the same command again reads the games already logged and plays only the others, so
a tournament interrupted by a closed laptop or a killed session loses at most the games in
flight. A log written with other settings, or a line that is not a game record, is refused
with one line naming the file and the line. A last line cut short by a crash (no newline,
not JSON) is dropped and the file is trimmed back to the last whole game.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
from pathlib import Path
from typing import IO, Any

from tongiaki.rules import Deck
from tongiaki.tools.tournament import SeatResult

LOG_VERSION = 1


class TournamentLogError(Exception):
    """A log that cannot be resumed; the message is one line naming the file and the line."""


def deck_fingerprint(deck: Deck) -> str:
    """A short digest of the deck's cards (same cards, same fingerprint)."""
    return hashlib.sha256(repr(deck.cards).encode("utf-8")).hexdigest()[:16]


def log_header(labels: tuple[str, ...], seed: int, think: float | None, deck: Deck,
               iterations: int | None = None) -> dict[str, Any]:
    """The settings line of a log."""
    return {"tournament_log": LOG_VERSION, "seats": list(labels), "seed": seed, "think": think,
            "iterations": iterations, "deck": deck_fingerprint(deck)}


PLAYING_FILES = ("tongiaki", "config", "pyproject.toml", "setup.py")
"""The parts of a checkout that decide how its games are played: a change elsewhere (a
tournament log being written, the docs) does not make `source_commit` say "+changes"."""


def source_commit(folder: Path | None = None) -> str | None:
    """The short git commit of the checkout the package runs from (`folder`: its top), with
    "+changes" when tracked files of `PLAYING_FILES` differ from it; None outside a git
    checkout or without git."""
    top = folder if folder is not None else Path(__file__).resolve().parents[2]
    if not (top / ".git").exists():
        return None
    try:
        head = subprocess.run(["git", "-C", str(top), "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True, timeout=10, check=True).stdout.strip()
        changed = subprocess.run(["git", "-C", str(top), "status", "--porcelain", "--untracked-files=no", "--",
                                  *PLAYING_FILES], capture_output=True, text=True, timeout=10, check=True).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return None
    return f"{head}+changes" if changed else head or None


def provenance() -> dict[str, Any]:
    """What plays this run's games: the package version, the git commit (`source_commit`), the
    rules core's and the search's build (pure Python or compiled) and the machine's cores."""
    from tongiaki import __version__
    from tongiaki.ai.compiled import search_build
    from tongiaki.rules.compiled import core_build

    return {"version": __version__, "commit": source_commit(), "core": core_build(), "search": search_build(),
            "cpus": os.cpu_count()}


def _seat_from_json(entry: object) -> SeatResult:
    if not isinstance(entry, dict):
        raise ValueError("a seat is not an object")
    think = entry["think"]
    if not isinstance(think, list) or not all(isinstance(t, (int, float)) for t in think):
        raise ValueError("'think' is not a list of seconds")
    return SeatResult(str(entry["label"]), int(entry["score"]), int(entry["margin"]), float(entry["share"]),
                      [float(t) for t in think])


def seat_to_json(seat: SeatResult) -> dict[str, Any]:
    """The log form of a `SeatResult` (think times rounded to microseconds)."""
    return {"label": seat.label, "score": seat.score, "margin": seat.margin, "share": seat.share,
            "think": [round(t, 6) for t in seat.think]}


def _json_line(raw: bytes) -> Any:
    """One line's JSON (ValueError when it is not JSON; a line nested too deep for the parser is
    not JSON either)."""
    try:
        return json.loads(raw)
    except RecursionError:
        raise ValueError("nested too deep") from None


def read_log(path: Path, header: dict[str, Any]) -> dict[int, list[SeatResult]]:
    """The games already in the log at `path` (game index -> seat results); {} if there is none.

    Raises TournamentLogError when the log was written with other settings or a line is not
    a game record, leaving the file as it was. Else leaves the file ending with a newline, ready
    for appending: a cut-short last line is trimmed off, a whole one gets its newline (only
    once the rest has been read as this run's log: a file that is no log is never changed).
    """
    if not path.exists():
        return {}
    name = str(path)
    data = path.read_bytes()
    if not data.strip():
        return {}
    lines = data.split(b"\n")
    repair: bytes | None = None  # b"\n" to add, or the cut-short fragment to trim off
    # A final fragment without its newline is a game that was being written when the run died.
    if lines[-1]:
        try:
            _json_line(lines[-1])
            repair = b"\n"
        except ValueError:
            if len(lines) > 1:
                repair = lines[-1]
                lines = lines[:-1]
    try:
        first = _json_line(lines[0])
    except ValueError:
        raise TournamentLogError(f"{name}:1: not a tournament log (the first line is not JSON)") from None
    if not isinstance(first, dict) or first.get("tournament_log") != LOG_VERSION:
        raise TournamentLogError(f"{name}:1: not a tournament log (no 'tournament_log': {LOG_VERSION} header)")
    for key in ("seats", "seed", "think", "iterations", "deck"):
        if first.get(key) != header[key]:
            raise TournamentLogError(f"{name}:1: the log was written with {key} {first.get(key)!r}, this run has "
                                     f"{header[key]!r}; use another --log file or the same settings")
    games: dict[int, list[SeatResult]] = {}
    labels = sorted(header["seats"])
    for number, raw in enumerate(lines[1:], start=2):
        if not raw.strip():
            continue
        try:
            record = _json_line(raw)
            index = record["game"]
            if not isinstance(index, int) or index < 0:
                raise ValueError("'game' is not a game number")
            seats = [_seat_from_json(entry) for entry in record["seats"]]
            if sorted(s.label for s in seats) != labels:
                raise ValueError("its seats do not match the header")
        except (ValueError, KeyError, TypeError) as exc:
            reason = f"missing field {exc}" if isinstance(exc, KeyError) else str(exc).splitlines()[0]
            raise TournamentLogError(f"{name}:{number}: not a game record ({reason})") from None
        games[index] = seats
    if repair == b"\n":
        with open(path, "ab") as handle:
            handle.write(b"\n")
    elif repair is not None:
        with open(path, "r+b") as handle:
            handle.truncate(len(data) - len(repair))
    return games


def open_log(path: Path, header: dict[str, Any]) -> IO[str]:
    """Open the log (as `read_log` left it) for appending games; a new or empty log gets the header."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = open(path, "a", encoding="utf-8")
    if handle.tell() == 0:
        handle.write(json.dumps(header) + "\n")
        handle.flush()
    return handle


def append_game(handle: IO[str], index: int, seats: list[SeatResult],
                played_by: dict[str, Any] | None = None) -> None:
    """Write one finished game (with `played_by`, the run's `provenance`) and push it to the disk."""
    record: dict[str, Any] = {"game": index, "seats": [seat_to_json(s) for s in seats]}
    if played_by is not None:
        record["played_by"] = played_by
    handle.write(json.dumps(record) + "\n")
    handle.flush()
    os.fsync(handle.fileno())
