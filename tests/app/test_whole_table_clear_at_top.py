"""Key F's whole table keeps its top clear of what is drawn there: its own tab ("Whole table ·
F: back to the game's view"). A play-tester saw a tall table's top island touch the top of the
table area under the tab, its name and beach counts cut (`_whole_table_area`)."""

from __future__ import annotations

import pygame

from tests.app.matches import human_match_until
from tongiaki.app.view.hexview import WORLD_HEX_SIZE, cells_bounds
from tongiaki.app.view.preview import card_rect
from tongiaki.rules import DecisionKind

COLOURS = ["blue", "orange"]


def _tall(match, node) -> bool:
    """A person's turn on a table of some cards clearly taller than wide: its whole fit at
    1280x800 (a table area about as tall as wide) reaches the area's top and bottom."""
    if node.kind is not DecisionKind.ACTION or len(match.state.cells) < 6:
        return False
    left, top, right, bottom = cells_bounds(match.state.cells, WORLD_HEX_SIZE)
    return bottom - top > 1.3 * (right - left)


def test_no_card_of_a_tall_whole_table_lies_under_its_tab(app, gui) -> None:
    match = human_match_until(_tall, what="a table taller than wide")
    app.show_match(match, COLOURS, "instant")
    scene = app.scene
    scene.size_tip_given = True
    assert gui.wait_for_human()
    gui.key(pygame.K_f)
    gui.frame()
    assert scene.whole_view_shown()
    tab = scene.view_mode_rect
    assert tab is not None
    tops = {cell: card_rect(scene.view, cell).top for cell in scene.display.cells}
    assert min(tops.values()) >= tab.bottom, (tab, sorted(tops.items(), key=lambda item: item[1])[:3])
    area = scene.hud.rects["table"]
    assert max(card_rect(scene.view, cell).bottom for cell in scene.display.cells) <= area.bottom  # still whole
