"""Interned options: one `Option` object per distinct option, made once and reused.

The state offers the same options again and again (the beaches of an island, the frontier
cells, the stack's cards); building each from its fields every time was a large part of the
time of a step. Every function here returns the option (or a row of options) for its fields
from a cache; the options are the same values as `Option(...)` (equal and hashable alike).
A missing one is made by `tuple.__new__` from all seven fields, in `Option`'s order (kind, cell,
beach, pier, colour, rotation, card): the named tuple's own constructor, called with keywords,
and the enum members read off their class cost about twice as much, and a short run of games
makes thousands of them (new cells, islands and masks).
"""

from __future__ import annotations

from itertools import compress
from typing import Final

from tongiaki.rules.hexgrid import Cell
from tongiaki.rules.options import Option, OptionKind

_new: Final = tuple.__new__
_ATTACH: Final = OptionKind.ATTACH
_REVEAL: Final = OptionKind.REVEAL
_PLACE_KIND: Final = OptionKind.PLACE
_RECALL_KIND: Final = OptionKind.RECALL
_REPRODUCE_KIND: Final = OptionKind.REPRODUCE
_KING_KIND: Final = OptionKind.KING
_LAND_KIND: Final = OptionKind.LAND
_EMIGRATE_KIND: Final = OptionKind.EMIGRATE

_ATTACH_OPTIONS: Final[dict[tuple[Cell, int], Option]] = {}
_REVEAL_OPTIONS: Final[dict[int, Option]] = {}


def attach(cell: Cell, rotation: int) -> Option:
    """Interned ATTACH option (they are made often while placing cards)."""
    key = (cell, rotation)
    option = _ATTACH_OPTIONS.get(key)
    if option is None:
        option = _ATTACH_OPTIONS[key] = _new(Option, (_ATTACH, cell, -1, -1, -1, rotation, -1))
    return option


_ATTACH_BY_MASK: Final[dict[tuple[Cell, int], tuple[Option, ...]]] = {}
_ATTACH_ALL: Final[dict[Cell, tuple[Option, ...]]] = {}

MASK_FLAGS: Final = tuple(tuple(bool(mask >> d & 1) for d in range(6)) for mask in range(64))
"""Per bitmask of directions (0-63): whether each direction 0-5 is in it (for `itertools.compress`)."""


def attach_all(cell: Cell) -> tuple[Option, ...]:
    """The six interned ATTACH options of one cell, rotations 0-5 (`attach_row(cell, 63)`)."""
    options = _ATTACH_ALL.get(cell)
    if options is None:
        options = _ATTACH_ALL[cell] = tuple([attach(cell, d) for d in range(6)])
    return options


def attach_row(cell: Cell, mask: int) -> tuple[Option, ...]:
    """Interned ATTACH options of one free cell for a bitmask of neighbouring directions."""
    key = (cell, mask)
    options = _ATTACH_BY_MASK.get(key)
    if options is None:
        options = _ATTACH_BY_MASK[key] = tuple(compress(attach_all(cell), MASK_FLAGS[mask]))
    return options


def reveal(card_id: int) -> Option:
    """Interned REVEAL option."""
    option = _REVEAL_OPTIONS.get(card_id)
    if option is None:
        option = _REVEAL_OPTIONS[card_id] = _new(Option, (_REVEAL, None, -1, -1, -1, -1, card_id))
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
        option = _PLACE[key] = _new(Option, (_PLACE_KIND, cell, beach, -1, -1, -1, -1))
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
        option = _RECALL[key] = _new(Option, (_RECALL_KIND, cell, beach, -1, -1, -1, -1))
    return option


def reproduce(cell: Cell) -> Option:
    """Interned REPRODUCE option."""
    option = _REPRODUCE.get(cell)
    if option is None:
        option = _REPRODUCE[cell] = _new(Option, (_REPRODUCE_KIND, cell, -1, -1, -1, -1, -1))
    return option


def king(cell: Cell) -> Option:
    """Interned KING option."""
    option = _KING.get(cell)
    if option is None:
        option = _KING[cell] = _new(Option, (_KING_KIND, cell, -1, -1, -1, -1, -1))
    return option


def land(cell: Cell, beach: int, colour: int) -> Option:
    """Interned LAND option."""
    key = (cell, beach, colour)
    option = _LAND.get(key)
    if option is None:
        option = _LAND[key] = _new(Option, (_LAND_KIND, cell, beach, -1, colour, -1, -1))
    return option


_LAND_ROWS: Final[dict[tuple[Cell, int, int], tuple[tuple[Option, ...], ...]]] = {}


def land_rows(cell: Cell, beaches: int, colours: int = 8) -> tuple[tuple[Option, ...], ...]:
    """Per colour 0-7, the interned LAND options of that colour on every beach of an island
    with `beaches` beaches at `cell`, in beach order; () for the colours from `colours` on (a
    game of `colours` players has no ships of those)."""
    key = (cell, beaches, colours)
    rows = _LAND_ROWS.get(key)
    if rows is None:
        rows = _LAND_ROWS[key] = tuple(tuple([land(cell, b, colour) for b in range(beaches)]) if colour < colours
                                       else () for colour in range(8))
    return rows


def emigrate(cell: Cell, beach: int, pier: int) -> Option:
    """Interned EMIGRATE option."""
    key = (cell, beach, pier)
    option = _EMIGRATE.get(key)
    if option is None:
        option = _EMIGRATE[key] = _new(Option, (_EMIGRATE_KIND, cell, beach, pier, -1, -1, -1))
    return option
