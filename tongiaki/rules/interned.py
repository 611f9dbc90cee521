"""Interned options: one `Option` object per distinct option, made once and reused.

The state offers the same options again and again (the beaches of an island, the frontier
cells, the stack's cards); building each from its fields every time was a large part of the
time of a step. Every function here returns the option (or a row of options) for its fields
from a cache; the options are the same values as `Option(...)` (equal and hashable alike).
"""

from __future__ import annotations

from typing import Final

from tongiaki.rules.hexgrid import Cell
from tongiaki.rules.options import Option, OptionKind

_ATTACH_OPTIONS: Final[dict[tuple[Cell, int], Option]] = {}
_REVEAL_OPTIONS: Final[dict[int, Option]] = {}


def attach(cell: Cell, rotation: int) -> Option:
    """Interned ATTACH option (they are made often while placing cards)."""
    key = (cell, rotation)
    option = _ATTACH_OPTIONS.get(key)
    if option is None:
        option = _ATTACH_OPTIONS[key] = Option(OptionKind.ATTACH, cell, rotation=rotation)
    return option


_ATTACH_BY_MASK: Final[dict[tuple[Cell, int], tuple[Option, ...]]] = {}


def attach_row(cell: Cell, mask: int) -> tuple[Option, ...]:
    """Interned ATTACH options of one free cell for a bitmask of neighbouring directions."""
    key = (cell, mask)
    options = _ATTACH_BY_MASK.get(key)
    if options is None:
        options = _ATTACH_BY_MASK[key] = tuple(attach(cell, d) for d in range(6) if mask >> d & 1)
    return options


def reveal(card_id: int) -> Option:
    """Interned REVEAL option."""
    option = _REVEAL_OPTIONS.get(card_id)
    if option is None:
        option = _REVEAL_OPTIONS[card_id] = Option(OptionKind.REVEAL, card=card_id)
    return option


PASS: Final = Option(OptionKind.PASS)
RESETTLE: Final = Option(OptionKind.RESETTLE)
_PLACE: Final[dict[tuple[Cell, int], Option]] = {}
_RECALL: Final[dict[tuple[Cell, int], Option]] = {}
_REPRODUCE: Final[dict[Cell, Option]] = {}
_KING: Final[dict[Cell, Option]] = {}
_LAND: Final[dict[tuple[Cell, int, int], Option]] = {}
_EMIGRATE: Final[dict[tuple[Cell, int, int], Option]] = {}


def place(cell: Cell, beach: int) -> Option:
    """Interned PLACE option."""
    key = (cell, beach)
    option = _PLACE.get(key)
    if option is None:
        option = _PLACE[key] = Option(OptionKind.PLACE, cell, beach)
    return option


_PLACE_ROWS: Final[dict[tuple[Cell, int], tuple[Option, ...]]] = {}


def place_row(cell: Cell, beaches: int) -> tuple[Option, ...]:
    """The interned PLACE options of every beach of an island with `beaches` beaches."""
    key = (cell, beaches)
    row = _PLACE_ROWS.get(key)
    if row is None:
        row = _PLACE_ROWS[key] = tuple(place(cell, b) for b in range(beaches))
    return row


_PLACE_KEYS: Final[dict[tuple[Cell, int], tuple[tuple[Option, tuple[Cell, int]], ...]]] = {}


def place_keys(cell: Cell, beaches: int) -> tuple[tuple[Option, tuple[Cell, int]], ...]:
    """(interned PLACE option, its beach key (cell, beach)) for every beach of an island with
    `beaches` beaches at `cell`, in beach order (the key tuples are made once too)."""
    key = (cell, beaches)
    pairs = _PLACE_KEYS.get(key)
    if pairs is None:
        pairs = _PLACE_KEYS[key] = tuple((place(cell, b), (cell, b)) for b in range(beaches))
    return pairs


def recall(cell: Cell, beach: int) -> Option:
    """Interned RECALL option."""
    key = (cell, beach)
    option = _RECALL.get(key)
    if option is None:
        option = _RECALL[key] = Option(OptionKind.RECALL, cell, beach)
    return option


def reproduce(cell: Cell) -> Option:
    """Interned REPRODUCE option."""
    option = _REPRODUCE.get(cell)
    if option is None:
        option = _REPRODUCE[cell] = Option(OptionKind.REPRODUCE, cell)
    return option


def king(cell: Cell) -> Option:
    """Interned KING option."""
    option = _KING.get(cell)
    if option is None:
        option = _KING[cell] = Option(OptionKind.KING, cell)
    return option


def land(cell: Cell, beach: int, colour: int) -> Option:
    """Interned LAND option."""
    key = (cell, beach, colour)
    option = _LAND.get(key)
    if option is None:
        option = _LAND[key] = Option(OptionKind.LAND, cell, beach, colour=colour)
    return option


_LAND_ROWS: Final[dict[tuple[Cell, int], tuple[tuple[Option, ...], ...]]] = {}


def land_rows(cell: Cell, beaches: int) -> tuple[tuple[Option, ...], ...]:
    """Per colour 0-7, the interned LAND options of that colour on every beach of an island
    with `beaches` beaches at `cell`, in beach order."""
    key = (cell, beaches)
    rows = _LAND_ROWS.get(key)
    if rows is None:
        rows = _LAND_ROWS[key] = tuple(tuple(land(cell, b, colour) for b in range(beaches)) for colour in range(8))
    return rows


def emigrate(cell: Cell, beach: int, pier: int) -> Option:
    """Interned EMIGRATE option."""
    key = (cell, beach, pier)
    option = _EMIGRATE.get(key)
    if option is None:
        option = _EMIGRATE[key] = Option(OptionKind.EMIGRATE, cell, beach, pier=pier)
    return option
