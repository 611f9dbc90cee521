"""Scoring (R8.4): each player's points, then islands, then fewest ships on the table decide.

`standing` turns the three figures per player into a `Result` with the winners and how they
were decided (`Tiebreak`); the state gathers the figures from the table (`GameState.result`).
"""

from __future__ import annotations

import enum
from typing import NamedTuple


class Tiebreak(enum.StrEnum):
    """How the winner was decided (R8.4)."""

    POINTS = "points"
    """One player has the most points."""
    ISLANDS = "islands"
    """Tied on points: one of them is on the most islands."""
    SHIPS = "ships"
    """Tied on points and islands: one of them has the fewest ships on the table."""
    SHARED = "shared"
    """Tied on all three: the win is shared."""


class Result(NamedTuple):
    """Final (or current) standing per R8.4."""

    scores: tuple[int, ...]
    islands: tuple[int, ...]
    ships_on_table: tuple[int, ...]
    winners: tuple[int, ...]
    tiebreak: Tiebreak
    """How the winner was decided."""

    def share(self, player: int) -> float:
        """The player's share of the win (ties are shared wins)."""
        return 1.0 / len(self.winners) if player in self.winners else 0.0

    def order(self, player: int) -> tuple[int, int, int]:
        """What ranks the player by R8.4 (the larger finishes above): points, then islands, then
        the fewest ships on the table."""
        return rank(self.scores[player], self.islands[player], self.ships_on_table[player])


def rank(points: int, islands: int, on_table: int) -> tuple[int, int, int]:
    """R8.4's order of one player's figures: the larger tuple finishes above."""
    return points, islands, -on_table


def standing(scores: list[int], islands: list[int], on_table: list[int]) -> Result:
    """The standing of R8.4 from each player's points, islands and ships on the table: the most
    points win; tied, the most islands; still tied, the fewest ships; still tied, shared."""
    players = range(len(scores))
    keys = [rank(scores[p], islands[p], on_table[p]) for p in players]
    best = max(keys)
    winners = tuple(p for p in players if keys[p] == best)
    top_score = [p for p in players if scores[p] == best[0]]
    top_islands = [p for p in top_score if islands[p] == best[1]]
    if len(top_score) == 1:
        tiebreak = Tiebreak.POINTS
    elif len(top_islands) == 1:
        tiebreak = Tiebreak.ISLANDS
    elif len(winners) == 1:
        tiebreak = Tiebreak.SHIPS
    else:
        tiebreak = Tiebreak.SHARED
    return Result(tuple(scores), tuple(islands), tuple(on_table), winners, tiebreak)
