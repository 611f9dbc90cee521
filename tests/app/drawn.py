"""Test helper: record the text a widget module draws (its `text` calls), to read what it says;
and the edge a drawn tab lies along (`tab_side`)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from types import ModuleType

import pygame


@contextmanager
def recorded_labels(module: ModuleType) -> Iterator[list[tuple[str, int]]]:
    """While open, every label `module.text` makes is appended, with its type size in pixels,
    to the list it gives."""
    drawn: list[tuple[str, int]] = []
    real_text = module.text

    def spy(label, size=20, colour=(0, 0, 0), bold=False):
        drawn.append((label, size))
        return real_text(label, size, colour, bold)

    module.text = spy
    try:
        yield drawn
    finally:
        module.text = real_text


@contextmanager
def recorded_text(module: ModuleType) -> Iterator[list[str]]:
    """While open, every label `module.text` makes is appended to the list it gives (read it
    after the block closes)."""
    drawn: list[str] = []
    with recorded_labels(module) as labels:
        yield drawn
    drawn.extend(label for label, _size in labels)


def tab_side(tab: pygame.Rect, area: pygame.Rect) -> str:
    """The edge of `area` a tab lies along: the nearest ("above", "below", "left", "right")."""
    gaps = {
        "above": tab.top - area.top,
        "below": area.bottom - tab.bottom,
        "left": tab.left - area.left,
        "right": area.right - tab.right,
    }
    return min(gaps, key=lambda side: gaps[side])
