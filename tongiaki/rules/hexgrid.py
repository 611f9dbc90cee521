"""Hex grid geometry of the table (R2): cells, the six world directions, rotations.

Cells are axial coordinates `(q, r)` of a flat-topped hex grid (edges at top and bottom).
World directions are numbered like card edges (R2.2): 0 down, 1 down-left, 2 up-left,
3 up, 4 up-right, 5 down-right (screen y grows downwards).
"""

from __future__ import annotations

from typing import Final

Cell = tuple[int, int]

ORIGIN: Final[Cell] = (0, 0)

# Axial offsets (dq, dr) of the neighbour in each world direction.
DIRECTION_OFFSETS: Final[tuple[Cell, ...]] = ((0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1), (1, 0))

DIRECTION_NAMES = ("down", "down-left", "up-left", "up", "up-right", "down-right")


def neighbour(cell: Cell, direction: int) -> Cell:
    """The cell across world direction `direction` from `cell`."""
    dq, dr = DIRECTION_OFFSETS[direction]
    return (cell[0] + dq, cell[1] + dr)


def opposite(direction: int) -> int:
    """The direction pointing back: `(d + 3) mod 6`."""
    return (direction + 3) % 6


def world_direction(edge: int, rotation: int) -> int:
    """World direction faced by card edge `edge` of a card with rotation `rotation` (R2.2)."""
    return (edge + rotation) % 6


def card_edge(direction: int, rotation: int) -> int:
    """Card edge that faces world direction `direction` on a card with `rotation`."""
    return (direction - rotation) % 6


def crest_rotation(direction: int) -> int:
    """Rotation of a card attached across `direction` so its crest faces back (R2.3)."""
    return (direction + 3) % 6


def distance(a: Cell, b: Cell) -> int:
    """Hex distance between two cells."""
    dq = a[0] - b[0]
    dr = a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def format_cell(cell: Cell) -> str:
    """Text form of a cell: `q,r`."""
    return f"{cell[0]},{cell[1]}"


def parse_cell(text: str) -> Cell:
    """Inverse of `format_cell` (ValueError on bad text)."""
    q, r = text.split(",")
    return (int(q), int(r))
