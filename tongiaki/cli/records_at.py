"""What the record-reading commands share: load a saved game, then the state after its first
N options (`--step N`), each failure as the one line that the command prints."""

from __future__ import annotations

from pathlib import Path

from tongiaki.play.match import Match
from tongiaki.play.records import RecordError, load_record, record_source
from tongiaki.rules import GameState, new_game


class CommandError(Exception):
    """A record or a --step the command cannot use; the message is the line to print."""


def load(path: str) -> Match:
    """The saved game at `path`; CommandError with the records module's one-line error."""
    try:
        return load_record(path)
    except RecordError as error:
        raise CommandError(f"error: {error}") from None


def state_at(path: str, step: int | None) -> tuple[Match, GameState, int]:
    """The saved game, its state after the first `step` options (all when None), and that step."""
    match = load(path)
    applied = len(match.history)
    at = applied if step is None else step
    if not 0 <= at <= applied:
        raise CommandError(f"error: {record_source(Path(path))}: --step {at} is out of range "
                           f"(the record holds {applied} options)")
    if at == applied:
        return match, match.state, at
    state = new_game(match.deck, len(match.seats))
    for option in match.history[:at]:
        state.apply(option)
    return match, state, at
