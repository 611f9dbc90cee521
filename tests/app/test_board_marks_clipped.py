"""What is drawn on the board keeps to the table area, as the cards do; what is dragged does not.

Play-test 36 saw two things drawn past the table area's foot, over the window's frame: the card
lit by pointing at a log line (115_crop.png) and the card being placed while resettling
(141_crop.png). The cards themselves are cut at the table area's edges (`_frame_table`); the
marks drawn on them after are cut there too (`TableDrawing.board_area`). The stack's card
dragged from its panel follows the pointer over the panels, as before.
"""

from __future__ import annotations

import pygame

from tests.app.test_table_gestures import COLOURS, match_offering
from tests.app.test_table_preview import emigration_match
from tongiaki.play.narrate import Line, LineKind
from tongiaki.rules import DecisionKind, OptionKind


def _below_table(app, scene) -> bytes:
    """The window's pixels under the table area, across its width: the frame."""
    table = scene.hud.rects["table"]
    strip = pygame.Rect(table.left, table.bottom, table.width, app.screen.get_height() - table.bottom)
    assert strip.height > 0
    return pygame.image.tobytes(app.screen.subsurface(strip), "RGB")


def _foot_row(app, scene, x: int) -> list[tuple[int, int, int]]:
    """The table area's last row of pixels round `x`."""
    table = scene.hud.rects["table"]
    return [tuple(app.screen.get_at((x + dx, table.bottom - 2)))[:3] for dx in range(-20, 21)]


def _island_at_the_foot(scene) -> tuple:
    """An island's cell, the view panned to put its centre on the table area's foot."""
    table = scene.hud.rects["table"]
    cell = next(c for c, card in scene.display.cells.items() if scene.cards[card].is_island)
    x, y = scene.view.centre(cell)
    scene.view.camera.pan((table.centerx - x, table.bottom - y))
    x, y = scene.view.centre(cell)
    assert (round(x), round(y)) == (table.centerx, table.bottom)
    return cell


def test_a_log_lines_card_at_the_table_areas_foot_is_lit_only_inside_it(app, gui, monkeypatch) -> None:
    """An island whose card reaches past the table area's foot, lit by the log line pointed
    at: its wash and outline show on the table and stop at its foot; the frame under it is
    as it is with no line pointed at (before, the outline ran on over the frame)."""
    match = match_offering(DecisionKind.ACTION, OptionKind.REPRODUCE)
    app.show_match(match, COLOURS, "instant")
    scene = app.scene
    assert gui.wait_for_human()
    gui.settle_camera()
    cell = _island_at_the_foot(scene)
    gui.move((2, 2))  # the pointer off the board: no card box
    log = scene.hud.log
    monkeypatch.setattr(log, "hovered", lambda: None)
    scene.draw(app.screen)
    frame, table_foot = _below_table(app, scene), _foot_row(app, scene, scene.hud.rects["table"].centerx)
    line = Line("Blue reproduces on an island", LineKind.MAIN, scene.match.state.turn, 0, cells=(cell,))
    monkeypatch.setattr(log, "hovered", lambda: line)
    scene.draw(app.screen)
    assert _foot_row(app, scene, scene.hud.rects["table"].centerx) != table_foot  # lit on the table
    assert _below_table(app, scene) == frame  # and not past its foot


def test_the_card_being_placed_at_the_table_areas_foot_stays_inside_it(app, gui) -> None:
    """Resettling, the card in hand held at the table area's foot (lying on the cell there, or
    beside the pointer with the no-entry sign) shows on the table and stops at its foot: the
    frame under it is as it is with the card held in the middle of the table (before, the
    lower part of the card lay over the frame)."""
    match = match_offering(DecisionKind.PLACE_CARD, OptionKind.ATTACH)
    app.show_match(match, COLOURS, "instant")
    scene = app.scene
    assert gui.wait_for_human()
    gui.settle_camera()
    table = scene.hud.rects["table"]
    gui.move(table.center)
    scene.draw(app.screen)
    frame = _below_table(app, scene)
    held = 0
    for x in range(table.left + 60, table.right - 60, 97):
        pointer = (x, table.bottom - 3)
        if scene.hud.over_panel(pointer):
            continue
        gui.move(table.center)
        scene.draw(app.screen)
        foot = _foot_row(app, scene, x)
        gui.move(pointer)
        scene.draw(app.screen)
        assert _foot_row(app, scene, x) != foot, pointer  # the card shows there
        assert _below_table(app, scene) == frame, pointer  # and not past the table's foot
        held += 1
    assert held >= 3
    assert scene.submitted == []


def test_the_stack_card_dragged_over_its_panel_still_shows_there(app, gui) -> None:
    """The stack's card dragged from its panel follows the pointer over the panel (outside the
    table area): only the marks on the board are cut at its edges."""
    app.show_match(emigration_match(), COLOURS, "instant")
    scene = app.scene
    assert gui.wait_for_human()
    start = scene.hud.stack_card_rect.center
    gui.move(start)
    gui.press(start)
    pointer = (start[0] - 12, start[1] + 14)
    gui.move(pointer, buttons=(1, 0, 0))
    drag = scene.interaction.drag
    assert drag is not None and drag.what == "stack" and drag.moved
    assert not scene.hud.rects["table"].collidepoint(pointer)
    scene.draw(app.screen)
    with_card = pygame.image.tobytes(app.screen, "RGB")
    scene.interaction.drag = None
    scene.draw(app.screen)
    assert pygame.image.tobytes(app.screen, "RGB") != with_card
    scene.interaction.drag = drag
    gui.release(start)
    assert scene.submitted == []
