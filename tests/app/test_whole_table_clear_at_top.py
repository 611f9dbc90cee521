"""Key F's whole table keeps its top clear of what is drawn there: its own tab ("Whole table ·
F: back to the game's view") and a notice showing. A play-tester saw a tall table's top island
touch the top of the table area under the tab (its name and beach counts cut), and the turn's
"Since your last turn: ..." lie over the island at the whole table's top (`_whole_table_area`,
`whole_notice_box`)."""

from __future__ import annotations

import random

import pygame

from tests.app.matches import human_match_until
from tongiaki.app.view.hexview import WORLD_HEX_SIZE, cells_bounds
from tongiaki.app.view.preview import card_rect
from tongiaki.rules import DecisionKind, OptionKind

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


def test_the_turns_notice_lies_over_no_card_of_the_whole_table(app, gui) -> None:
    """F, then a game played on: at each of the person's turns that begins with what changed for
    them, the notice covers no card of the whole table, and the view keeps still as it goes."""
    app.new_game(["human", "random", "random", "random"], seed=7, speed="instant")
    scene = gui.scene
    scene.size_tip_given = True
    rng = random.Random(7)
    assert gui.wait_for_human()
    gui.key(pygame.K_f)
    told = 0
    while told < 4 and gui.wait_for_human():  # (False once the game is over: the score sheet)
        gui.frame()
        node = scene.match.pending
        notice = scene.hud.notice_text if scene.hud.notice_showing(scene.t) else ""
        if node.kind is DecisionKind.ACTION and notice.startswith("Since your last turn: "):
            assert scene.whole_view_shown()
            box = scene.hud.notice_rect
            assert box is not None
            under = [cell for cell in scene.display.cells if card_rect(scene.view, cell).colliderect(box)]
            assert not under, (scene.match.state.turn, notice, box, under)
            told += 1
            view = (scene.view.camera.zoom, scene.view.camera.offset)
            scene.hud.notice_until = scene.t  # its time runs out: the view stays as it is
            gui.frame()
            assert (scene.view.camera.zoom, scene.view.camera.offset) == view
        options = [o for o in node.options if o.kind is not OptionKind.RESETTLE] or node.options
        scene.submit(rng.choice(options))
    assert told >= 2, f"{told} turns began with what changed"
