"""The "Finish for me" tab (while the hard level plays a person's seat) and the "Cards too
small?" tip are drawn over the top of the table area, and the view did not reserve their room:
they covered a card at the table's top edge. The view's room (`TableScene._viewport`) now ends
below them while they show (`TableDrawing.top_room`), and the automatic view moves its cards out
of their way as they appear (`TableScene._make_room`).

Each case sets the automatic view with a card at the top of the table area, under where the tab
or tip shows, on a table that fits below it, then brings the tab or the tip on as the table
does (G twice; the first decision whose view is at the readable floor) and checks, once the view
has come to rest, that no card's box meets the tab's or the tip's."""

from __future__ import annotations

import pygame
import pytest

from tests.app.conftest import Gui
from tests.app.matches import human_match_until
from tongiaki.app.scenes.table_draw import FRAME_COLOUR
from tongiaki.app.view.camera import READABLE_HEX_SIZE, Camera
from tongiaki.app.view.hexview import WORLD_HEX_SIZE, cells_bounds
from tongiaki.app.view.preview import card_rect
from tongiaki.rules import DecisionKind

ROOM = 110
"""Pixels of the table area's height a table must leave free for these cases (the tip's two lines
and margins take about 80 at 1280x800, the tab about 45)."""


def _card_at_top_middle(scene) -> None:
    """Pan the automatic view (its zoom kept) so the top card nearest the table area's middle lies
    whole against the top of the view's room, centred across it."""
    camera = scene.view.camera
    x, y, w, _h = scene._viewport()
    top_row = min(cells_bounds([c], camera.hex_size)[1] for c in scene.display.cells)
    tops = [c for c in scene.display.cells if cells_bounds([c], camera.hex_size)[1] <= top_row + 1]
    centre = (x + w / 2 - camera.offset[0]) / camera.zoom
    card = min(tops, key=lambda c: abs((cells_bounds([c], camera.hex_size)[0] + camera.hex_size) - centre))
    left, top, right, _bottom = cells_bounds([card], camera.hex_size)
    camera.target = camera.target_zoom = None
    camera.offset = (x + w / 2 - (left + right) / 2 * camera.zoom, y + 2 - top * camera.zoom)
    camera.user_moved = False


def _fits_below_the_room(scene) -> bool:
    camera = scene.view.camera
    _x, _y, w, h = scene._viewport()
    left, top, right, bottom = cells_bounds(scene.display.cells, camera.hex_size)
    return (bottom - top) * camera.zoom <= h - ROOM and (right - left) * camera.zoom <= w


def _under(scene, rect) -> list:
    """The cards whose boxes meet `rect`."""
    return [cell for cell in scene.display.cells if card_rect(scene.view, cell).colliderect(rect)]


def test_no_card_lies_under_the_finish_for_me_tab(app, gui) -> None:
    app.new_game(["human", "easy"], seed=7, speed="instant")
    for _ in range(12):  # a few of the person's moves: a table of some cards
        assert gui.wait_for_human()
        node = gui.scene.match.pending
        if node.kind is not DecisionKind.SETUP and len(gui.scene.match.state.cells) >= 5:
            break
        gui.scene.submit(node.options[0])
    scene = gui.scene
    assert gui.wait_for_human()
    gui.settle_camera()
    scene.thinker.start = lambda *args, **kwargs: None  # the hard level thinks no move here: the view alone
    _card_at_top_middle(scene)
    if not _fits_below_the_room(scene):
        pytest.skip("the table does not fit below the tab")
    gui.key(pygame.K_g)  # Finish for me, and again to confirm
    gui.key(pygame.K_g)
    assert scene.match.stood_in
    gui.settle_camera()
    gui.frame()
    tab = scene.stand_in_rect
    assert tab is not None
    assert not _under(scene, tab), (tab, [card_rect(scene.view, c) for c in _under(scene, tab)])


def _late_and_tall(match, node) -> bool:
    """A person's turn on a table taller and wider than the table area (at 1280x800) at the
    readable floor: cards lie at both of its ends whatever the view."""
    if node.kind is not DecisionKind.ACTION:
        return False
    left, top, right, bottom = cells_bounds(match.state.cells, WORLD_HEX_SIZE)
    zoom = Camera().clamp_zoom(READABLE_HEX_SIZE / WORLD_HEX_SIZE)
    return (right - left) * zoom > 736 and (bottom - top) * zoom > 704 + 100


def test_no_card_in_view_lies_under_the_card_size_tip(app) -> None:
    """The tip shows at a turn whose view has a card whole at the top middle of the table area
    (the table taller than the area: no end is free of cards). Once the view has come to rest,
    wherever a card's box meets the tip's, it does so above the view's room, in the strip kept
    for the tip and painted as the frame: the card shows cut at that edge, none of it under the
    tip (before: the tip lay over the top card, whole)."""
    match = human_match_until(_late_and_tall, what="a table taller than the table area")
    app.show_match(match, ["blue", "green"], "instant")
    gui = Gui(app)
    scene = app.scene
    camera = scene.view.camera
    camera.zoom = camera.readable_zoom
    _card_at_top_middle(scene)
    scene.fitted = True
    assert gui.wait_for_human()
    gui.settle_camera()
    gui.frame()
    assert scene.size_tip_given and scene.hud.notice_showing(scene.t)
    tip = scene.hud.notice_rect
    assert tip is not None
    _x, room_top, _w, _h = scene._viewport()
    for cell in _under(scene, tip):
        assert card_rect(scene.view, cell).clip(tip).bottom <= room_top, (cell, tip, room_top)
    area = scene.hud.rects["table"]
    assert app.screen.get_at((area.x + 3, tip.centery))[:3] == FRAME_COLOUR  # the strip is the frame's
