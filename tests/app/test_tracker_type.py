"""The deck tracker's type: never below a readable size, whatever the window.

At 1000x650 the tracker shrank its text to fit its lists, to size 10 and 9 (fonts of 8 and 7
px), and "Islands: 12 of 15" read "Islandsı 12 of 15": at an 8 px font DejaVu Sans Bold's
hinting draws the colon (an ASCII ':', no other glyph) as one short bar. Its text now stays at
`tracker.LEAST` (a 10 px font) or larger; where its lists do not fit, it shows less.
"""

from __future__ import annotations

import pygame
import pytest

from tests.app.drawn import recorded_labels
from tests.app.matches import shown_table
from tongiaki.app.art.palette import SEAT_COLOURS
from tongiaki.app.widgets import tracker as tracker_module
from tongiaki.app.widgets.ui import font, text
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match

DECK = load_deck(DEFAULT_DECK_PATH)


def _dots(size: int, bold: bool) -> int:
    """How many separate runs of ink a colon's middle column has at text size `size` (2: its
    two dots)."""
    before = font(size, bold).size("s")[0]
    image = text("s:", size, (255, 255, 255), bold)
    column = before + (image.get_width() - before) // 2
    ink = [image.get_at((column, y)).a > 100 for y in range(image.get_height())]
    return sum(1 for i, on in enumerate(ink) if on and (i == 0 or not ink[i - 1]))


@pytest.mark.parametrize("size, players", [((1000, 650), 4), ((1000, 650), 6), ((1000, 650), 2),
                                           ((1280, 800), 4), ((1366, 768), 4)])
def test_the_trackers_text_is_never_below_the_least_size(size, players) -> None:
    """Every label of the tracker, at turn 8 of a game, is at `LEAST` or larger, and each one
    with a colon draws it as two dots."""
    from tongiaki.app.main import App

    application = App(size)
    try:
        match = Match(DECK, ["easy"] * players, 3)
        while match.state.turn <= 7:
            match.advance()
        colours = list(SEAT_COLOURS[:players])
        scene = shown_table(application, match, colours)
        with recorded_labels(tracker_module) as drawn:
            scene.hud._tracker_image = None  # painted afresh
            scene.draw(application.screen)
        assert drawn, size
        small = [(label, px) for label, px in drawn if px < tracker_module.LEAST]
        assert not small, (size, players, small)
        assert any(label.startswith("Islands: ") or "islands" in label for label, _px in drawn)
        for label, px in drawn:
            if ":" in label:
                assert _dots(px, True) == 2 and _dots(px, False) == 2, (label, px)
    finally:
        application.close()


def test_the_least_size_draws_a_colon_as_two_dots() -> None:
    """The glyph fault itself: at size 10 (an 8 px font) the colon's dots run into one bar."""
    pygame.font.init()
    assert _dots(10, True) == 1  # why `LEAST` is above it
    for size in range(tracker_module.LEAST, 24):
        assert _dots(size, True) == 2 and _dots(size, False) == 2, size


def test_a_panel_too_low_for_the_lists_at_the_least_size_shows_less() -> None:
    """Where the lists do not fit even without the end's rule, the panel shows its counts,
    whole lines only, at the least size or larger: never the lists in smaller type."""
    pygame.font.init()
    stack = list(DECK.stack_ids)
    panel = tracker_module.Tracker(DECK.cards, stack)
    surface = pygame.Surface((200, 400))
    for height in (90, 140, 200, 240, 280):
        with recorded_labels(tracker_module) as drawn:
            panel.draw(surface, pygame.Rect(0, 0, 180, height), 0.85, stack, False)
        assert all(px >= tracker_module.LEAST for _label, px in drawn), (height, drawn)
        names = {DECK.cards[c].name for c in panel.islands}
        listed = [label for label, _px in drawn if label in names]
        assert not listed or len(listed) == len(names), height  # every island, or none
