"""Play-test 48 (4 seats, a 1366x768 screen: the window 1350x696), finding 2: at a full beach
("click a pier to sail, or drag the stack's top card onto a pier facing open sea") the cell a
pier points to lay cut by the table area's top edge, its "66% land" label on the cut: at turn 1
(only Tonga on the table) Tonga's top pier, at turn 5 Rapa Nui's, at turn 25 Mangareva's. The
view kept still between the clicks of a person's turn (play-test 25), and the pier choice comes
after the turn's first click, so where the piers lead was never brought into view.

Now the automatic view shows every empty cell a person's piers would lay a card on whole as the
pier choice begins (`TableScene._show_voyage_ends`, `Camera.take_in`), zooming out as little as
shows them with the cards it showed whole, never below the readable floor, where that moves the
pier's islands no more than `MID_TURN_NUDGE` since the click that led to it (turn 1's 16 px);
where it would move them more (turns 5 and 25: 0.6 to 1.4 hex sizes), the view stays, as
play-test 25 ruled (Tonga moved 60 px between the click on it and the drag onto its pier), and
the off-view tab and the odds box tell. The "Cards too small?" tip told then keeps clear of its
room the targets it found whole, and F twice brings the automatic view back with them. The game is the play-test's own, replayed from its record
(tests/data/records/playtest48_turn25.json, to the person's pier choice of turn 25; turns 1 and
5 are on its way), each pier choice reached by the person's gesture from the move before it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tests.app.matches import shown_table
from tests.app.test_beaches_after_the_news import COLOURS
from tongiaki.app.main import App
from tongiaki.app.scenes.table_camera import MID_TURN_NUDGE
from tongiaki.app.view.camera import moved_on_screen
from tongiaki.app.view.hexview import cells_bounds
from tongiaki.play.match import Match
from tongiaki.play.records import load_record
from tongiaki.rules import DecisionKind

RECORD = Path(__file__).parent.parent / "data" / "records" / "playtest48_turn25.json"
STEPS = {1: 10, 5: 30, 25: 222}
"""The turns of the play-test's pier choices by the moves played before the person's move that
leads to each (a click on a beach of Tonga, Rapa Nui, Mangareva)."""
SIZES = [(1350, 696), (1280, 800)]
"""The play-test's window (a 1366x768 screen) and a 1280x800 laptop's."""


@pytest.fixture(params=SIZES, ids=["1350x696", "1280x800"])
def window(request) -> Iterator[App]:
    """A window of each size, closed after the test."""
    application = App(request.param, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    yield application
    if application.scene is not None:
        application.scene.exit()
    application.close()


def _pier_choice(app: App, turn: int, no_tip: bool = False):
    """The play-test's game at the person's pier choice of `turn`, reached by the gesture of the
    move before it with the automatic view as that move's decision left it: (gui, scene, the
    empty cells its piers lead to, the zoom before the gesture, the hex sizes the pier's islands
    moved on screen since the gesture). With `no_tip` the "Cards too small?" tip is not told
    (else where the game tells it)."""
    played = load_record(RECORD)
    match = Match(played.deck, list(played.seats), played.seed, names=played.names)
    for option in played.history[: STEPS[turn]]:
        match.apply(option)
    move = played.history[STEPS[turn]]
    gui = Gui(app)
    scene = shown_table(app, match, COLOURS)
    if no_tip:
        scene.size_tip_given = True
    assert gui.wait_for_human()
    gui.settle_camera()
    camera = scene.view.camera
    zoom, before = camera.zoom, camera.at_rest()
    gui.perform(move)
    assert gui.wait_for_human()
    gui.settle_camera()
    node = scene.match.pending
    assert node.kind is DecisionKind.EMIGRATE and node.player == 0 and scene._mid_turn()
    assert scene.match.state.turn == turn
    ends = scene._voyage_ends()
    assert ends, "no empty cell for a new card"
    gui.move(scene.hud.rects["table"].topleft)  # off the piers: no voyage previewed
    islands = {o.cell for o in node.options if o.cell is not None}
    return gui, scene, ends, zoom, moved_on_screen(before, camera.at_rest(), islands, camera)


def _screen_boxes(scene, cells) -> list[pygame.Rect]:
    camera = scene.view.camera
    boxes = []
    for cell in cells:
        bounds = cells_bounds([cell], camera.hex_size)
        assert bounds is not None
        left, top, right, bottom = (v * camera.zoom for v in bounds)
        x, y = camera.offset
        boxes.append(pygame.Rect(round(left + x), round(top + y), round(right - left), round(bottom - top)))
    return boxes


def _assert_shown_whole(scene, ends) -> None:
    """Every cell of `ends` whole in the table area, clear of the room kept at its top and of a
    notice showing, at no smaller cards than the readable floor."""
    camera = scene.view.camera
    viewport = scene._viewport()
    area = scene.hud.rects["table"]
    boxes = _screen_boxes(scene, ends)
    assert camera.shows_whole(ends, viewport, now=True), (boxes, viewport)
    assert all(area.inflate(2, 2).contains(box) for box in boxes), (boxes, area)
    if scene.hud.notice_showing(scene.t):
        assert scene.hud.notice_rect is not None
        assert scene.hud.notice_rect.collidelist(boxes) < 0, (scene.hud.notice_text, scene.hud.notice_rect, boxes)
    assert camera.zoom >= camera.readable_zoom * 0.999


def test_a_pier_choice_shows_where_each_pier_would_lay_a_card_whole(window) -> None:
    """Turn 1: Tonga's top pier's cell (16 px of it cut at 1350x696) whole, by a nudge."""
    gui, scene, ends, zoom, moved = _pier_choice(window, 1)
    camera = scene.view.camera
    _assert_shown_whole(scene, ends)
    assert moved <= MID_TURN_NUDGE
    table = list(scene.display.cells)
    # the whole table fits with readable cards: it stays whole, zoomed out no more than needed
    assert camera.shows_whole(table, scene._viewport())
    bounds = cells_bounds(table + ends, camera.hex_size)
    assert bounds is not None
    left, top, right, bottom = bounds
    _, _, w, h = scene._viewport()
    larger = camera.zoom * 1.02
    assert camera.zoom >= zoom * 0.999 or (right - left) * larger > w or (bottom - top) * larger > h


@pytest.mark.parametrize("turn", [5, 25])
def test_a_pier_choice_never_moves_its_islands_far_from_where_they_were_clicked(window, turn) -> None:
    """Turns 5 and 25: the targets whole would take a move of 0.6 to 1.4 hex sizes; the pier's
    islands stay within `MID_TURN_NUDGE` of where the click left them (play-test 25)."""
    _gui, _scene, _ends, _zoom, moved = _pier_choice(window, turn)
    assert moved <= MID_TURN_NUDGE


def test_the_size_tip_waits_for_a_turns_beginning_and_keeps_the_targets_where_they_are(window) -> None:
    """The "Cards too small?" tip is told as a turn begins, never at its pier choice: its room
    at the top pushed play-test 48's pier target under it, and play-test 51's cards 20 px down
    between its clicks. At the pier choice nothing moves, the targets shown whole stay so."""
    gui, scene, ends, _, _ = _pier_choice(window, 25, no_tip=True)
    camera = scene.view.camera
    whole = [cell for cell in ends if camera.shows_whole([cell], scene._viewport(), now=True)]
    if not camera.at_readable_floor():
        pytest.skip("the tip is told only at the readable floor")
    rest = camera.at_rest()
    scene.size_tip_given = False
    scene._size_tip()
    assert scene.size_tip_box() is None and scene.top_room() == 0 and not scene.size_tip_given
    gui.settle_camera()
    gui.frame()
    assert camera.at_rest() == rest
    _assert_shown_whole(scene, whole)


def test_f_twice_at_a_pier_choice_shows_its_targets_whole(window) -> None:
    gui, scene, ends, _, _ = _pier_choice(window, 1)
    gui.key(pygame.K_f)
    assert scene.whole_view_shown()
    gui.key(pygame.K_f)
    assert not scene.whole_view_shown()
    gui.settle_camera()
    gui.frame()
    _assert_shown_whole(scene, ends)
