"""Play-test 53 on the off-view tabs that count places and voyage ends: at 1024x600 some read
only "+11" (a newcomer could not tell what it counted); a click on "▲ 1 more voyage end" showed
the whole table (key F's view, kept on through the next decision) where its voyage end could
not show with the piers' islands at the view's zoom; and the hovered pier's odds label and the
new card's outline were drawn over the tabs."""

from __future__ import annotations

import re

import pygame

from tests.app.drawn import recorded_text
from tongiaki.app.widgets import offview as offview_module
from tongiaki.app.widgets.offview import OffviewMarks


def test_a_tab_with_little_room_still_says_what_it_counts() -> None:
    """At 1024x600 (a table area 560 px wide between the panels) a tab about places whose edge
    had room clear of the cards' marks only for its shortest words read "▲ +3": a newcomer could
    not tell what it counted. Its shortest words now name it ("3 places", "2 ends", "4 more")."""
    pygame.font.init()
    surface = pygame.Surface((1024, 600))
    area = pygame.Rect(259, 74, 560, 512)
    size = 67.0
    gap = pygame.Rect(500, area.top, 70, 60)  # the sea between two cards' marks at the top edge
    marks = [pygame.Rect(area.left, area.top, gap.left - area.left, 60), pygame.Rect(gap.right, area.top, area.right - gap.right, 60)]
    for places, words in (([(520, 20), (540, 10), (560, 30)], ("place", " for the card")), ([(520, 20), (560, 20)], ("voyage end", ""))):
        marks_drawn = OffviewMarks()
        with recorded_text(offview_module) as said:
            marks_drawn.draw(surface, [(540, 300)], area, size, 1.0, [marks], places=places, words=words)
        assert len(marks_drawn.rects) == 1, marks_drawn.rects
        assert re.search(r"[a-z]{3,}", said[-1]), said  # the words drawn (laid out last)
    cards_only = OffviewMarks()
    with recorded_text(offview_module) as said:
        cards_only.draw(surface, [(540, 300), (540, 20), (560, 10)], area, size, 1.0, [marks])
    assert len(cards_only.rects) == 1 and re.search(r"[a-z]{3,}", said[-1]), said
