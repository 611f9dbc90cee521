"""A deck at a glance, for the start screen: cards by kind, island values, the share of safe wakes.

`deck_overview(deck)` counts; `DeckOverview.lines()` says it in three short lines.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tongiaki.rules import Deck


@dataclass(frozen=True)
class DeckOverview:
    """The figures the start screen shows of a deck."""

    name: str
    cards: int
    islands: int
    """Islands in the stack (the start island not counted)."""
    waters: int
    island_values: tuple[tuple[int, int], ...]
    """(value, how many islands of the stack have it), by value."""
    wakes: int
    safe_wakes: int
    """Wakes with no danger printed."""

    @property
    def safe_share(self) -> float:
        """Share of the water cards' wakes that are safe (0 when there are no wakes)."""
        return self.safe_wakes / self.wakes if self.wakes else 0.0

    def lines(self) -> list[str]:
        """Three lines: the cards by kind, the island values, the calm wakes (play-test 39's
        newcomer did not know what "safe wakes" were)."""
        # "3 worth 2 points", not "3x2" (a play-test could not tell the count from the value)
        values = ", ".join(f"{count} worth {value}" for value, count in self.island_values)
        return [
            f"{self.cards} cards: the start island, {self.islands} islands, {self.waters} water cards",
            f"Islands: {values} points" if values else "Islands: none in the stack",
            f"Calm wakes (no danger, every fleet crosses): {round(100 * self.safe_share)}% "
            f"({self.safe_wakes} of {self.wakes})",
        ]


def deck_overview(deck: Deck) -> DeckOverview:
    """Count a deck's cards by kind, its islands by value and its safe wakes."""
    stack = deck.cards[1:]
    islands = [c for c in stack if c.is_island]
    waters = [c for c in stack if c.is_water]
    values = Counter(c.value for c in islands)
    wakes = [w for c in waters for w in c.wakes]
    return DeckOverview(deck.name, len(deck.cards), len(islands), len(waters), tuple(sorted(values.items())),
                        len(wakes), sum(1 for w in wakes if w.danger == 0))
