"""The box about a hovered card waits beside that card, inside the table area, at any size.

Play-test 29: the box opened up and right of the pointer and hid the hovered card's own
upper-right beach and the cards beyond it (Tonga's upper-right beach with the player's ship on
it, Tubuai); at 640x480 it ran past the table area. The box now keeps the hovered card clear
wherever a place beside it (or near the pointer) does, and its text gets smaller, then wrapped,
to fit a narrow table area.
"""

from __future__ import annotations

import pygame
import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tests.app.matches import human_match_until
from tongiaki.app.main import App
from tongiaki.app.scenes.table_draw import CARD_BOX_SIZES, CardBoxItem, card_box_rows
from tongiaki.app.view.preview import card_rect
from tongiaki.app.widgets.ui import INK, INK_DIM, text
from tongiaki.rules import DecisionKind

POINTS = ((0.0, 0.0), (0.5, -0.4), (-0.5, 0.4), (0.6, 0.3), (-0.3, -0.6))
"""Where on a card the pointer rests, in hex sizes from its middle."""


def _boxes(size: tuple[int, int], cards: int, zoom: int):
    """(hovered card's box, card box, table area) for points on every island in view, at the
    person's turn with `cards` cards down, the view zoomed in by `zoom` wheel notches."""
    match = human_match_until(
        lambda m, node: node.kind is DecisionKind.ACTION and len(m.state.cells) >= cards,
        what=f"a turn with {cards} cards down",
    )
    application = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        gui = Gui(application)
        application.show_match(match, ["blue", "orange"], "instant")
        scene = application.scene
        assert gui.wait_for_human()
        gui.settle_camera()
        table = scene.hud.rects["table"]
        for _ in range(zoom):
            gui.move(table.center)
            gui.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, precise_x=0.0, precise_y=1.0, flipped=False)])
        gui.settle_camera()
        view, display = scene.view, scene.display
        found = []
        for cell, card in list(display.cells.items()):
            if not scene.cards[card].is_island:
                continue
            cx, cy = view.centre(cell)
            for dx, dy in POINTS:
                point = (round(cx + dx * view.size), round(cy + dy * view.size))
                if not table.collidepoint(point) or scene.hud.over_panel(point):
                    continue
                gui.move((table.x + 1, table.y + 1))
                gui.move(point)
                if scene.card_info_rect is not None and view.cell_at(point) == cell:
                    found.append((card_rect(view, cell), scene.card_info_rect.copy(), table.copy()))
        return found
    finally:
        application.close()


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768), (1000, 650)])
@pytest.mark.parametrize(("cards", "zoom"), [(3, 0), (12, 0), (12, 2), (25, 0)])
def test_the_card_box_leaves_the_hovered_card_clear(size, cards, zoom) -> None:
    boxes = _boxes(size, cards, zoom)
    assert len(boxes) >= 5
    for card, box, table in boxes:
        assert table.contains(box), (box, table)
        assert not box.colliderect(card), f"the box {box} covers the card it tells about, {card}"


@pytest.mark.parametrize(("cards", "zoom"), [(3, 0), (12, 0), (25, 0), (12, 3)])
def test_the_card_box_stays_inside_a_small_windows_table_area(cards, zoom) -> None:
    """At 640x480 the table area was 176 px wide (421 in the compact layout since, with cards
    179 px wide at the opening view): the box fits in it, its text smaller and wrapped, and
    still leaves the hovered card clear where the area has room beside, below or above it."""
    boxes = _boxes((640, 480), cards, zoom)
    assert boxes
    for _card, box, table in boxes:
        assert table.contains(box), (box, table)
    clear = sum(not box.colliderect(card) for card, box, _table in boxes)
    assert clear >= 0.7 * len(boxes), (clear, len(boxes))


def test_the_card_boxs_text_is_smaller_then_wrapped_to_fit() -> None:
    items = [
        CardBoxItem("Fidschi: 5 points", INK, -1),
        CardBoxItem("upper-right beach: 0 of 4 spots  empty", INK_DIM, 0),
        CardBoxItem("lower-right beach: 2 of 4 spots  Blue, Orange", INK_DIM, 1),
    ]
    px, rows = card_box_rows(items, 600)
    assert px == CARD_BOX_SIZES[0] and [row.words for row in rows] == [item.words for item in items]
    px, rows = card_box_rows(items, 176)
    assert px == CARD_BOX_SIZES[-1] and len(rows) > len(items)
    assert all(text(row.words, px, bold=row.bold).get_width() + row.indent <= 176 - 16 for row in rows)
    assert [row.beach for row in rows if row.beach >= 0] == [0, 1]  # each beach's letter once, on its first row
    assert " ".join(row.words for row in rows) == " ".join(item.words.replace("  ", " ") for item in items)
