"""A deck's balance figures, counted from the events of finished games (pure: no I/O, no chance).

`game_facts(events, deck, players, winners)` reduces one game's events
(`tongiaki.rules.events`) to the few facts a deck designer compares: turns played, how the game
ended (the last island or the last water card left the stack, R8.3, or the stall ruling, R8.5),
crossings tried and failed by danger (R6.2), islands removed by infinite chains (R7.3), kings
founded (R9), the final scores and the winning seats. `balance(facts)` pools many games into a
`Balance`: mean and spread of turns, the share of each ending, the share of failed crossings,
removals and kings per game, the mean winning score and the win share of each seat position
(ties split, with a 95% Wilson interval). `Balance.as_dict()` is the `--json` form.

The winners come with the events because R8.4's tie-breaks (islands held, ships on the table)
need the final board, which the events do not restate; the game's `Result.winners` is passed in.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from tongiaki.rules.cards import Deck
from tongiaki.rules.events import Event, EventKind
from tongiaki.tools.tournament import wilson_interval


class Ending(enum.Enum):
    """How a game ended."""

    LAST_ISLAND = "last_island"
    """A reveal took the stack's last island card (R8.3)."""
    LAST_WATER = "last_water"
    """A reveal took the stack's last water card (R8.3)."""
    STALL = "stall"
    """Too many turns passed without a reveal (R8.5)."""
    UNFINISHED = "unfinished"
    """The events stop before GAME_OVER."""


@dataclass(frozen=True)
class GameFacts:
    """What one game tells about its deck."""

    players: int
    turns: int
    ending: Ending
    crossings: int
    failed_crossings: int
    islands_removed: int
    kings: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    @property
    def winning_score(self) -> int:
        """The best final score (0 for an unfinished game)."""
        return max(self.scores, default=0)

    def share(self, position: int) -> float:
        """The seat position's share of the win (ties split)."""
        return 1.0 / len(self.winners) if position in self.winners else 0.0


def game_facts(events: Iterable[Event], deck: Deck, players: int, winners: Sequence[int]) -> GameFacts:
    """Reduce the events of one game (all of them, setup included) to its `GameFacts`."""
    turns = crossings = failed = removed = kings = 0
    ending = Ending.UNFINISHED
    triggered: Ending | None = None
    scores: tuple[int, ...] = ()
    for event in events:
        kind = event.kind
        if kind is EventKind.TURN_PASSED:
            turns += 1
        elif kind is EventKind.CROSSING:
            crossings += 1
            failed += 0 if event.passed else 1
        elif kind is EventKind.ISLAND_REMOVED:
            removed += 1
        elif kind is EventKind.KING_FOUNDED:
            kings += 1
        elif kind is EventKind.END_TRIGGERED:
            # The revealed card was the last of its kind in the stack.
            triggered = Ending.LAST_ISLAND if deck.cards[event.card].is_island else Ending.LAST_WATER
        elif kind is EventKind.GAME_OVER:
            scores = event.scores
            ending = triggered if triggered is not None else Ending.STALL
    return GameFacts(players, turns, ending, crossings, failed, removed, kings, scores,
                     tuple(winners) if scores else ())


@dataclass(frozen=True)
class SeatFigures:
    """How often one seat position (1 = the start player) won."""

    position: int
    wins: float
    games: int

    @property
    def share(self) -> float:
        """Win share, ties split."""
        return self.wins / self.games if self.games else 0.0

    def biased(self, players: int) -> bool:
        """True when the 95% interval leaves out the fair share 1/players: the seat is favoured
        (or hindered) beyond what chance explains."""
        lo, hi = wilson_interval(self.wins, self.games)
        return self.games > 0 and not lo <= 1.0 / players <= hi

    def as_dict(self, players: int) -> dict[str, Any]:
        """The JSON form."""
        lo, hi = wilson_interval(self.wins, self.games)
        return {"position": self.position, "win_share": round(self.share, 4), "ci95": [round(lo, 4), round(hi, 4)],
                "biased": self.biased(players)}


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _sd(values: Sequence[float]) -> float:
    """Sample standard deviation (0 for fewer than two values)."""
    if len(values) < 2:
        return 0.0
    m = _mean(values)
    return math.sqrt(sum((v - m) ** 2 for v in values) / (len(values) - 1))


@dataclass(frozen=True)
class Balance:
    """Figures pooled over games of one deck with one number of players."""

    games: int
    players: int
    turns_mean: float
    turns_sd: float
    turns_min: int
    turns_max: int
    endings: dict[Ending, int]
    crossings: int
    failed_crossings: int
    islands_removed_per_game: float
    kings_per_game: float
    winning_score_mean: float
    seats: tuple[SeatFigures, ...]

    def ending_share(self, ending: Ending) -> float:
        """The share of games that ended this way."""
        return self.endings.get(ending, 0) / self.games if self.games else 0.0

    @property
    def failed_crossing_share(self) -> float:
        """The share of crossings (danger 0 included) that failed by danger."""
        return self.failed_crossings / self.crossings if self.crossings else 0.0

    def as_dict(self) -> dict[str, Any]:
        """The JSON form (shares rounded to 4 places, means to 3)."""
        return {
            "games": self.games,
            "players": self.players,
            "turns": {"mean": round(self.turns_mean, 3), "sd": round(self.turns_sd, 3),
                      "min": self.turns_min, "max": self.turns_max},
            "endings": {e.value: round(self.ending_share(e), 4) for e in Ending},
            "crossings": {"total": self.crossings, "failed": self.failed_crossings,
                          "failed_share": round(self.failed_crossing_share, 4)},
            "islands_removed_per_game": round(self.islands_removed_per_game, 3),
            "kings_per_game": round(self.kings_per_game, 3),
            "winning_score_mean": round(self.winning_score_mean, 3),
            "seats": [s.as_dict(self.players) for s in self.seats],
        }


def balance(facts: Sequence[GameFacts]) -> Balance:
    """Pool the facts of games played with the same deck and number of players."""
    players = {f.players for f in facts}
    if len(players) > 1:
        raise ValueError(f"games with different numbers of players cannot be pooled: {sorted(players)}")
    n_players = players.pop() if players else 0
    turns = [f.turns for f in facts]
    endings = {e: sum(1 for f in facts if f.ending is e) for e in Ending}
    finished = [f for f in facts if f.ending is not Ending.UNFINISHED]
    seats = tuple(
        SeatFigures(p + 1, sum(f.share(p) for f in finished), len(finished)) for p in range(n_players)
    )
    n = len(facts)
    return Balance(
        games=n,
        players=n_players,
        turns_mean=_mean(turns),
        turns_sd=_sd(turns),
        turns_min=min(turns, default=0),
        turns_max=max(turns, default=0),
        endings=endings,
        crossings=sum(f.crossings for f in facts),
        failed_crossings=sum(f.failed_crossings for f in facts),
        islands_removed_per_game=sum(f.islands_removed for f in facts) / n if n else 0.0,
        kings_per_game=sum(f.kings for f in facts) / n if n else 0.0,
        winning_score_mean=_mean([f.winning_score for f in finished]),
        seats=seats,
    )
