"""The player's results against the computer levels, kept between runs.

Each finished game with at least one person and at least one computer seat adds one
`GameResult` to `results.json` in the user data folder (`records.data_dir()`): when it ended,
the computer levels that played, whether a person won (a person among the winners; a tie
shared with a computer seat counts as won), the points of the best person and of the best
computer seat, and which computer seats the best person finished above. The start screen shows
`standings` of the games one person played against the computer: per level, how many games
against it were played and won (a game counts against every level that sat at the table), and
how many of its seats the person finished ahead of. A hot-seat game (two people or more) is kept
too, but it is nobody's own result: it is counted apart, in one line ("Hot-seat games: 2, a
person won 1"; play-test 27 found one counted in "Your results" as the better person's, unsure
whose result that was). The tutorial's guided game is not counted. A game is counted once: each
result keeps the game's id (`records.game_id`: its seed and when it began, kept in every record
of it), and a game already counted is not counted again when it ends again (a game opened again
from a save made before its end, and played to it). Results kept before the id was have none and
count as they were.

The file is the player's, read as untrusted input (`jsonfile.read_json`): a file that cannot be
used is reported in one line naming the file (and, for a bad entry, its index and field) and
never overwritten: before the next result is written it is moved aside to
`results.broken.json` (`results.broken-2.json` if that is taken), so nothing is lost. At most `MAX_RESULTS` games are kept (the oldest go).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path

from tongiaki.ai import LEVELS
from tongiaki.play.jsonfile import NO_FILE, read_json, write_atomically
from tongiaki.play.match import HUMAN, Match
from tongiaki.play.records import MAX_GAME_ID, data_dir, game_id

RESULTS_NAME = "results.json"
BROKEN_NAME = "results.broken.json"
RESULTS_LIMIT = 2 * 1024 * 1024
"""Bytes the results file may have (a game is about 150 bytes)."""
MAX_RESULTS = 5000
# A result's game id has at most `records.MAX_GAME_ID` characters: as many as `game_id` can give a
# game loaded from a record (about 30 for a game begun at the table). It was 100 here, and a record
# with a longer `created` or a seed of 90 digits, both accepted, wrote a result this file refused.


@dataclass(frozen=True)
class GameResult:
    """One finished game against the computer, as kept in the results file."""

    ended: str
    """When it ended, ISO 8601 UTC."""
    levels: tuple[str, ...]
    """The computer seats' levels (one entry per seat)."""
    people: int
    won: bool
    person_points: int
    """The best person's points."""
    computer_points: int
    """The best computer seat's points."""
    ahead: tuple[bool, ...] = ()
    """Per computer seat (as `levels`): whether the best person finished with more points; empty
    in a file written before it was kept."""
    game: str = ""
    """The game's id (`records.game_id`), which it is counted once by; empty in a file written
    before it was kept."""


@dataclass(frozen=True)
class Standing:
    """Games played against one level, how many of them a person won, and how often the best
    person finished ahead of that level's seats (of the seats counted: `seats`)."""

    level: str
    games: int
    wins: int
    ahead: int = 0
    seats: int = 0


def results_path() -> Path:
    """Where the results are kept."""
    return data_dir() / RESULTS_NAME


def result_of(match: Match, ended: str | None = None) -> GameResult | None:
    """The result of a finished match with people and computer seats (None for any other), with
    the game's id (`records.game_id`, which sets the match's `created` if no record did yet)."""
    if not match.is_over():
        return None
    people = [i for i, seat in enumerate(match.seats) if seat == HUMAN]
    computers = [i for i, seat in enumerate(match.seats) if seat != HUMAN]
    if not people or not computers:
        return None
    result = match.state.result()
    scores = result.scores
    return GameResult(ended=ended or datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
                      levels=tuple(match.seats[i] for i in computers), people=len(people),
                      won=any(i in result.winners for i in people),
                      person_points=max(scores[i] for i in people), computer_points=max(scores[i] for i in computers),
                      ahead=tuple(max(result.order(i) for i in people) > result.order(c) for c in computers),
                      game=game_id(match))


class _Bad(ValueError):
    """An entry of the file that cannot be used (the message names the field)."""


def _entry(data: object) -> GameResult:
    if not isinstance(data, dict):
        raise _Bad("is not an object")
    ended, levels, people, won = data.get("ended"), data.get("levels"), data.get("people"), data.get("won")
    if not isinstance(ended, str) or len(ended) > 40:
        raise _Bad("field 'ended' is not a date")
    if not isinstance(levels, list) or not levels or len(levels) > 6 or any(lv not in LEVELS for lv in levels):
        raise _Bad("field 'levels' is not a list of computer levels")
    if type(people) is not int or not 1 <= people <= 5:
        raise _Bad("field 'people' is not a number of people from 1 to 5")
    if not isinstance(won, bool):
        raise _Bad("field 'won' is not true or false")
    points = []
    for name in ("person_points", "computer_points"):
        value = data.get(name)
        if type(value) is not int or not 0 <= value <= 10_000:
            raise _Bad(f"field '{name}' is not a number of points")
        points.append(value)
    ahead = data.get("ahead", [])
    if not isinstance(ahead, list) or any(not isinstance(a, bool) for a in ahead) or len(ahead) not in (0, len(levels)):
        raise _Bad("field 'ahead' is not a list of true or false, one per computer seat")
    game = data.get("game", "")
    if not isinstance(game, str) or len(game) > MAX_GAME_ID:
        raise _Bad("field 'game' is not a game's id")
    return GameResult(ended, tuple(levels), people, won, points[0], points[1], tuple(ahead), game)


def parse_results(data: object, source: str) -> tuple[list[GameResult], str | None]:
    """The results in a file's JSON value, and one line about the first bad entry (skipped) or
    a value that is not a list of games (then nothing is read)."""
    games = data.get("games") if isinstance(data, dict) else None
    if not isinstance(games, list):
        return [], f"{source}: must hold an object with a list 'games'"
    results, problem = [], None
    for index, entry in enumerate(games):
        try:
            results.append(_entry(entry))
        except _Bad as bad:
            problem = problem or f"{source}: game {index + 1} {bad}; that game is left out"
    return results, problem


def load_results(path: Path | None = None) -> tuple[list[GameResult], str | None]:
    """The kept results (none when there is no file), and one line about what was wrong, if
    anything; never raises."""
    path = path or results_path()
    data, problem = read_json(path, RESULTS_LIMIT)
    if problem is not None:
        return [], problem
    if data is NO_FILE:
        return [], None
    return parse_results(data, path.name)


def record_result(match: Match, path: Path | None = None, ended: str | None = None) -> str | None:
    """Add a finished game's result to the file (games without both people and computer seats
    are not kept, nor a game whose result the file holds already: one with the same id); None,
    or one line about why it could not be kept. A file that cannot be read is moved aside to
    `BROKEN_NAME` first, not overwritten."""
    result = result_of(match, ended)
    if result is None:
        return None
    path = path or results_path()
    results, problem = load_results(path)
    if any(kept.game == result.game for kept in results):
        return None  # counted when it first ended
    note = None
    if problem is not None:  # a file not read whole is kept for the player, not written over
        try:
            aside = _free_name(path)
            os.replace(path, aside)
            note = f"{problem}; the file was kept as {aside.name}"
        except OSError as error:
            return f"{problem}; the result was not kept ({error.strerror or error})"
    results = [*results, result][-MAX_RESULTS:]
    text = json.dumps({"games": [dict(asdict(r), levels=list(r.levels), ahead=list(r.ahead)) for r in results]},
                      indent=1) + "\n"
    failed = write_atomically(path, text)
    if failed is not None:
        return f"{path.name}: cannot keep the result ({failed})"
    return note


def _free_name(path: Path) -> Path:
    """`results.broken.json`, or `results.broken-2.json` and so on when that is taken."""
    stem, suffix = Path(BROKEN_NAME).stem, Path(BROKEN_NAME).suffix
    for n in range(1, 1000):
        candidate = path.with_name(BROKEN_NAME if n == 1 else f"{stem}-{n}{suffix}")
        if not candidate.exists():
            return candidate
    raise OSError("too many broken results files kept")


def standings(results: Iterable[GameResult]) -> list[Standing]:
    """Per level (in the order of `ai.LEVELS`), the games against it and those a person won."""
    games: dict[str, list[int]] = {}
    for result in results:
        for level in set(result.levels):
            tally = games.setdefault(level, [0, 0, 0, 0])
            tally[0] += 1
            tally[1] += result.won
        for level, ahead in zip(result.levels, result.ahead, strict=False):
            games[level][2] += ahead
            games[level][3] += 1
    return [Standing(level, *games[level]) for level in LEVELS if level in games]


def standing_lines(results: Sequence[GameResult]) -> list[str]:
    """The start screen's lines: 'Games: 12, won 5', then per level 'Against hard: won 2 of 6
    games' and under it '  ahead of 3 of 6 hard seats' (the seats of that level the person
    finished above, of those counted: a play-test beat easy without winning and saw "won 0 of 1"
    only; the next read "won 0 of 1 · ahead 1 of 2" and could not tell games from seats; the
    next read "Easy: won 0" as easy having won), of the games one person played; then the
    hot-seat games in a line of their own, 'Hot-seat games: 2, a person won 1'."""
    own = [r for r in results if r.people == 1]
    shared = [r for r in results if r.people > 1]
    lines = []
    if own:
        lines.append(f"Games: {len(own)}, won {sum(r.won for r in own)}")
    for standing in standings(own):
        games = "game" if standing.games == 1 else "games"
        lines.append(f"Against {standing.level}: won {standing.wins} of {standing.games} {games}")
        if standing.seats:
            seats = "seat" if standing.seats == 1 else "seats"
            lines.append(f"  ahead of {standing.ahead} of {standing.seats} {standing.level} {seats}")
    if shared:
        lines.append(f"Hot-seat games: {len(shared)}, a person won {sum(r.won for r in shared)}")
    return lines
