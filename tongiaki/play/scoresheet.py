"""The score sheet of a game: points per island and player, totals, losses at sea, the tie-break, hints.

Pure data, computed from the state (who scores which island, R8.4) and the game's events
(which ships sank or were stranded); the score screen draws it and `tongiaki replay` could
print it. It reads the state only; it never decides a rule itself: the scores are the rules
core's `result()`, and the sheet's rows add up to them (a test checks it).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tongiaki.rules import Event, EventKind, GameState
from tongiaki.rules.hexgrid import Cell

TONGA_COUNTS = "(Tonga counts)"
"""Said wherever the sheet names the islands that break a tie (R8.4 counts every island a player
is on, and Tonga is one, worth nothing): the row (`ISLANDS_LABEL`), the note under the figures
(`TIEBREAK_NOTE`) and the result line under the title (`TIEBREAK_TEXT`)."""
TIEBREAK_TEXT = {
    "points": "Decided by the most points.",
    "islands": f"Tied on points: decided by the most islands {TONGA_COUNTS}.",
    "ships": f"Tied on points and islands {TONGA_COUNTS}: decided by the fewest ships on the table.",
    "shared": f"A shared win: tied on points, islands {TONGA_COUNTS} and ships on the table.",
}
"""How the winner was decided, a sentence in a player's words (play-test 27 read "Decided by
tied on points and islands: the fewest ships on the table decided."), saying that Tonga counts
where it names the islands (the play-test after 28 found the line silent on it, under a table
that says "Tonga included")."""
ISLANDS_LABEL = "islands with ships (Tonga included)"
"""The sheet's row of the islands each player is on (`ScoreSheet.islands`), which break a tie on
points (R8.4: every island a player is on; Tonga is an island, worth nothing, and counts).
Play-test 28 read "islands with ships (Tonga too)" and asked whether Tonga should count."""
TIEBREAK_NOTE = f"Ties: most islands {TONGA_COUNTS}, then fewest ships on the table."
"""The line under the sheet's figures that says which of them break a tie, and that Tonga counts."""


@dataclass(frozen=True)
class IslandRow:
    """One island on the table: its value and what each player scores for it."""

    cell: Cell
    name: str
    value: int
    holds: tuple[bool, ...]
    """Per player: the player scores this island (a ship or a king there, R8.4)."""
    points: tuple[int, ...]
    """Per player: the island's value if the player holds it, else 0."""
    king: int
    """The player whose king island this is, or -1."""
    ships: tuple[int, ...]
    """Per player: ships on the island's beaches."""


@dataclass(frozen=True)
class ScoreSheet:
    """Everything the score screen shows."""

    rows: tuple[IslandRow, ...]
    """Islands with at least one ship or king, most valuable first."""
    totals: tuple[int, ...]
    islands: tuple[int, ...]
    """Per player: the islands with a ship or king of theirs, Tonga included (R8.4's tie-break,
    `ISLANDS_LABEL`)."""
    ships_on_table: tuple[int, ...]
    ships_sunk: tuple[int, ...]
    """Per player: ships lost in failed crossings during the game."""
    fleets_lost: tuple[int, ...]
    """Per player: failed crossings in which the player had ships."""
    ships_stranded: tuple[int, ...]
    """Per player: ships stranded at sea after the end was triggered (they score nothing)."""
    winners: tuple[int, ...]
    tiebreak: str
    """The rules core's tie-break key ('points', 'islands', 'ships' or 'shared')."""
    hints: tuple[int, ...] = ()
    """Per player: hints asked for during the game (zeros when not counted)."""

    @property
    def tiebreak_text(self) -> str:
        """The tie-break in a sentence ("Tied on points: decided by the most islands.")."""
        return TIEBREAK_TEXT.get(self.tiebreak, self.tiebreak)


def score_sheet(state: GameState, events: Iterable[Event], hints: Iterable[int] | None = None) -> ScoreSheet:
    """The sheet of `state` (final or current) with the losses counted over `events` and the
    `hints` each player asked for (the match's count; zeros when None)."""
    players = state.players
    ships_here: dict[Cell, list[int]] = {}
    for (cell, _beach), occupants in state.ships.items():
        counts = ships_here.setdefault(cell, [0] * players)
        for p in occupants:
            counts[p] += 1
    rows = []
    for cell in set(ships_here) | set(state.kings):
        card = state.cards[state.cells[cell]]
        counts = ships_here.get(cell, [0] * players)
        king = state.kings.get(cell, -1)
        holds = tuple(bool(counts[p]) or king == p for p in range(players))
        if not any(holds):
            continue
        points = tuple(card.value if holds[p] else 0 for p in range(players))
        rows.append(IslandRow(cell, card.name, card.value, holds, points, king, tuple(counts)))
    rows.sort(key=lambda r: (-r.value, r.name))
    sunk = [0] * players
    fleets = [0] * players
    stranded = [0] * players
    for event in events:
        if event.kind is EventKind.CROSSING and not event.passed:
            for p in set(event.ships):
                fleets[p] += 1
            for p in event.ships:
                sunk[p] += 1
        elif event.kind is EventKind.STRANDED:
            for p in event.ships:
                stranded[p] += 1
    result = state.result()
    return ScoreSheet(
        rows=tuple(rows),
        totals=tuple(result.scores),
        islands=tuple(result.islands),
        ships_on_table=tuple(result.ships_on_table),
        ships_sunk=tuple(sunk),
        fleets_lost=tuple(fleets),
        ships_stranded=tuple(stranded),
        winners=tuple(result.winners),
        tiebreak=result.tiebreak,
        hints=tuple(hints) if hints is not None else (0,) * players,
    )
