"""Play-test 48 (4 seats, a 1366x768 screen: the window 1350x696), turn 9, "Click a beach for the
next new ship (2 still to place)": Tuvalu's cards 70 px to the corner, its mooring spots 5.9 px,
below a strip of empty sea 100 px tall; the tester could not tell which spots belonged to which
beach without the wheel. The turn's "Since your last turn: ..." had taken a strip at the top of
the table area as the turn began (`TableScene._room_for_notice`: the view zoomed out to fit the
whole table below it, from 81 px cards); it went with the person's first click, and the view,
still between the clicks of a turn, kept its room for the rest of the turn.

Now the room is given back as the person's next decision begins (`TableScene._give_room_back`):
the view grows back to the size it had before the news, about the island just clicked, every
card still whole, and stays put from there between the turn's clicks. The game is the
play-test's own, replayed from its record to the person's turn 9
(tests/data/records/playtest48_turn9.json)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tests.app.matches import shown_table
from tongiaki.app.art import cardgeom
from tongiaki.app.main import App
from tongiaki.app.scenes.table_camera import BEACH_KINDS
from tongiaki.play.records import load_record
from tongiaki.rules import DecisionKind, OptionKind

RECORD = Path(__file__).parent.parent / "data" / "records" / "playtest48_turn9.json"
COLOURS = ["blue", "green", "orange", "purple"]
LAPTOP = (1350, 696)
"""The window the game opens on a 1366x768 screen (the play-test's)."""
SPOT_LEAST = 6.5
"""The least mooring spot radius (px) at which the spots to click read by beach: 13 px across.
Judged on the play-test's Tuvalu: at 5.9 px (70 px cards) the lit rings of its three beaches
run together and the tester reached for the wheel; at 6.8 px (81 px cards, the whole table
fitted to the table area) each beach's rings stand apart, by a spot's width of sand. One notch of
the wheel from the tester's view would give 7.0 px; the table area holds the whole table at 6.8."""


@pytest.fixture
def laptop() -> Iterator[App]:
    """The play-test's window, closed after the test."""
    application = App(LAPTOP, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    yield application
    if application.scene is not None:
        application.scene.exit()
    application.close()


def _turn_nine(app: App):
    """The play-test's table at the person's turn 9, the turn's news told in its room: (gui,
    scene, Tuvalu's cell)."""
    gui = Gui(app)
    scene = shown_table(app, load_record(RECORD), COLOURS)
    assert gui.wait_for_human()
    gui.settle_camera()
    assert scene.hud.notice_text.startswith("Since your last turn") and scene.top_room() > 0
    node = scene.match.pending
    tuvalu = next(
        o.cell
        for o in node.options
        if o.kind is OptionKind.REPRODUCE and scene.view.cards[scene.display.cells[o.cell]].name == "Tuvalu"
    )
    return gui, scene, tuvalu


def _beach_cells(scene) -> list:
    node = scene.match.pending
    return sorted({o.cell for o in node.options if o.cell is not None and o.kind in BEACH_KINDS})


def test_the_beaches_to_click_after_the_turns_news_show_large_and_whole(laptop) -> None:
    gui, scene, tuvalu = _turn_nine(laptop)
    camera = scene.view.camera
    gui.click(scene.view.centre(tuvalu))  # reproduce there: the news goes, the beach is asked
    assert gui.wait_for_human()
    gui.settle_camera()
    assert scene.match.pending.kind is DecisionKind.REPRODUCE_BEACH
    assert scene.top_room() == 0
    viewport = scene._viewport()
    beaches = _beach_cells(scene)
    assert beaches == [tuvalu]
    cards = [scene.view.cards[scene.display.cells[cell]] for cell in beaches]
    spots = {card.name: cardgeom.spot_radius(card, scene.view.size) for card in cards}
    assert min(spots.values()) >= SPOT_LEAST, (spots, scene.view.size)  # 5.87 px before (70 px cards)
    assert camera.shows_whole(beaches, viewport)
    assert camera.shows_whole(scene.display.cells, viewport)  # the whole table still
    # and from there the view stays put between the turn's clicks (play-test 25)
    view = (camera.zoom, camera.offset)
    gui.perform(scene.match.pending.options[0])
    assert gui.wait_for_human()
    gui.settle_camera()
    assert scene.match.pending.kind is DecisionKind.REPRODUCE_BEACH
    assert camera.zoom == pytest.approx(view[0])
    assert camera.offset == pytest.approx(view[1], abs=0.5)


def test_a_view_the_player_placed_during_the_news_stays_as_it_is(laptop) -> None:
    gui, scene, tuvalu = _turn_nine(laptop)
    camera = scene.view.camera
    pygame.mouse.set_pos(scene.hud.rects["table"].center)
    gui.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)])
    gui.settle_camera()
    assert camera.user_moved
    placed = (camera.zoom, camera.offset)
    gui.click(scene.view.centre(tuvalu))
    assert gui.wait_for_human()
    gui.settle_camera()
    assert scene.match.pending.kind is DecisionKind.REPRODUCE_BEACH
    assert camera.zoom == pytest.approx(placed[0])
    assert camera.offset == pytest.approx(placed[1], abs=0.5)
