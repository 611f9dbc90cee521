"""Frozen card definitions (R1): islands with beaches and piers, water cards with wakes, decks.

These objects are shared, never copied, by every game state made from the same deck.
Edges are numbered as in R1.2: with the red crest at the bottom, 0 bottom (crest),
1 lower-left, 2 upper-left, 3 top, 4 upper-right, 5 lower-right.
(`tongiaki.cardshape.beach_names` names an island's beaches by where the card art draws them.)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tongiaki.rules.frozen import reduce_frozen

CREST_EDGE = 0


@dataclass(frozen=True)
class Beach:
    """A beach of an island card: `capacity` mooring spots and the edges its piers point through."""

    capacity: int
    piers: tuple[int, ...]

    def __reduce__(self) -> tuple[Any, ...]:
        return reduce_frozen(self)


@dataclass(frozen=True)
class Wake:
    """A white wake of a water card joining edges `a` and `b`; `danger` 0 means none printed."""

    a: int
    b: int
    danger: int

    def __reduce__(self) -> tuple[Any, ...]:
        return reduce_frozen(self)


@dataclass(frozen=True)
class Card:
    """One card: an island (beaches, value) or a water card (three wakes).

    `exits` is derived for water cards: `exits[edge] = (other_edge, danger)`.
    """

    name: str
    is_island: bool
    value: int = 0
    beaches: tuple[Beach, ...] = ()
    wakes: tuple[Wake, ...] = ()
    is_start: bool = False
    exits: tuple[tuple[int, int], ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.is_island and self.wakes and not self.exits:
            table: list[tuple[int, int]] = [(-1, 0)] * 6
            for wake in self.wakes:
                table[wake.a] = (wake.b, wake.danger)
                table[wake.b] = (wake.a, wake.danger)
            object.__setattr__(self, "exits", tuple(table))

    @property
    def is_water(self) -> bool:
        """True for a water card."""
        return not self.is_island

    @property
    def kind(self) -> str:
        """'start', 'island' or 'water'."""
        if self.is_start:
            return "start"
        return "island" if self.is_island else "water"

    @property
    def spots(self) -> int:
        """Total mooring spots of an island (0 for water)."""
        return sum(b.capacity for b in self.beaches)

    def pier_edges(self) -> tuple[int, ...]:
        """Every edge that carries a pier, in beach order."""
        return tuple(p for b in self.beaches for p in b.piers)

    def __reduce__(self) -> tuple[Any, ...]:
        return reduce_frozen(self)


def island(name: str, value: int, beaches: list[tuple[int, tuple[int, ...]]], *, start: bool = False) -> Card:
    """Build an island card from `(capacity, piers)` pairs."""
    return Card(
        name=name,
        is_island=True,
        value=value,
        beaches=tuple(Beach(c, tuple(p)) for c, p in beaches),
        is_start=start,
    )


def water(name: str, wakes: list[tuple[int, int, int]]) -> Card:
    """Build a water card from `(edge, edge, danger)` triples."""
    return Card(name=name, is_island=False, wakes=tuple(Wake(a, b, d) for a, b, d in wakes))


@dataclass(frozen=True)
class Deck:
    """A validated deck: the starting island and the cards of the stack.

    `cards[0]` is the start island; `cards[1:]` is the stack. Game states refer to cards by
    their index in `cards` (the card id).
    """

    name: str
    cards: tuple[Card, ...]

    @property
    def start(self) -> Card:
        """The starting island (Tonga in the standard deck)."""
        return self.cards[0]

    @property
    def stack_ids(self) -> tuple[int, ...]:
        """Card ids of the stack, in deck order (the game shuffles by drawing at random)."""
        return tuple(range(1, len(self.cards)))

    def card_id(self, name: str) -> int:
        """The id of the card called `name` (KeyError if none)."""
        for i, card in enumerate(self.cards):
            if card.name == name:
                return i
        raise KeyError(name)

    def to_data(self) -> dict[str, Any]:
        """The deck as plain data (the YAML schema), for records and round trips."""

        def card_data(card: Card) -> dict[str, Any]:
            if card.is_island:
                return {
                    "name": card.name,
                    "value": card.value,
                    "beaches": [{"capacity": b.capacity, "piers": list(b.piers)} for b in card.beaches],
                }
            return {"name": card.name, "wakes": [{"edges": [w.a, w.b], "danger": w.danger} for w in card.wakes]}

        islands = [card_data(c) for c in self.cards[1:] if c.is_island]
        waters = [card_data(c) for c in self.cards[1:] if not c.is_island]
        return {"name": self.name, "start": card_data(self.start), "islands": islands, "water": waters}

    def __reduce__(self) -> tuple[Any, ...]:
        return reduce_frozen(self)
