"""Key F and F again give back the view a person had (a play-test at 800x600, compact layout).

At a landing (a fleet waiting beside its island for the person to drag its ships onto beaches)
F showed the whole table and F again came back to a view with a card's height and more of
empty sea at one side of the table area while cards were cut at the other ("13 more cards ·
F"): the automatic view made room for the fleet's bubble measured at the whole table's zoom,
where its ships, no smaller than their least size, span cards beyond its island. F again now
gives back the view the person had, as it was: the automatic view as it rested before F (its
table unchanged; play-test 51's click landed in open water on a view worked out anew), or the
view they had placed (with the wheel or by panning).
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tests.app.matches import human_match_until, shown_table
from tongiaki.app.main import App
from tongiaki.app.view.camera import set_card_size
from tongiaki.app.view.hexview import cells_bounds
from tongiaki.app.widgets.hud import set_player_scale
from tongiaki.rules import DecisionKind
from tongiaki.rules.odds import Outcome, decision_odds

COLOURS = ["blue", "orange"]
LATE = 30
"""The turn from which the table is larger than an 800x600 window shows at readable cards."""


@pytest.fixture
def small() -> Iterator[App]:
    """An 800x600 window (the compact layout)."""
    application = App((800, 600), ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    yield application
    if application.scene is not None:
        application.scene.exit()
    application.close()
    set_card_size(1.0)
    set_player_scale(1.0)


def late_landing(app: App, n: int = 0):
    """The table at the person's landing (their fleet's ships to drag onto the island's beaches)
    after their `n`-th late voyage to an island, sailed by the Gui's scene as a person would."""
    seen = [0]

    def stop(match, node) -> bool:
        if node.kind is not DecisionKind.EMIGRATE or match.state.turn < LATE:
            return False
        if Outcome.LAND not in {e.odds.outcome for e in decision_odds(match.state)}:
            return False
        seen[0] += 1
        return seen[0] > n

    match = human_match_until(stop, what="a late voyage to an island")
    scene = shown_table(app, match, COLOURS)
    scene.size_tip_given = True
    gui = Gui(app)
    assert gui.wait_for_human()
    landing = next(e.option for e in decision_odds(match.state) if e.odds.outcome is Outcome.LAND)
    scene.submit(landing)
    assert gui.wait_for_human()
    if scene.match.pending.kind is not DecisionKind.LAND:
        pytest.skip("the voyage turned back")
    gui.settle_camera()
    return scene, gui


def sea_beside_cut_cards(scene) -> float:
    """The widest strip of empty sea (in hex sizes on screen) at one side of the table area
    while the table's cards reach past the opposite side (0 where none does)."""
    camera = scene.view.camera
    left, top, right, bottom = (v * camera.zoom for v in cells_bounds(scene.display.cells, camera.hex_size))
    ox, oy = camera.offset
    vx, vy, vw, vh = scene._viewport()
    worst = 0.0
    for low, high, a, b in ((left + ox, right + ox, vx, vx + vw), (top + oy, bottom + oy, vy, vy + vh)):
        if high > b + 0.5:
            worst = max(worst, low - a)
        if low < a - 0.5:
            worst = max(worst, b - high)
    return worst / camera.screen_hex_size


def test_f_and_f_again_at_a_landing_give_the_automatic_view_for_it(small) -> None:
    scene, gui = late_landing(small)
    camera = scene.view.camera
    assert not camera.user_moved
    node = scene.match.pending
    island = [o.cell for o in node.options if o.cell is not None]
    before = camera.at_rest()
    gui.key(pygame.K_f, unicode="f")
    assert scene.whole_view_shown()
    gui.key(pygame.K_f, unicode="f")
    gui.settle_camera()
    assert not scene.whole_view_shown() and not camera.user_moved
    assert camera.zoom == pytest.approx(camera.readable_zoom)  # readable cards again
    assert camera.shows_whole(island, scene._viewport())
    # the view as it was before F (play-test 51: a view worked out anew moved the cards from
    # under the pointer), not the one measured at the whole table's zoom (2.1 hex sizes of sea
    # above, 13 cards cut below)
    zoom, offset = camera.at_rest()
    assert zoom == pytest.approx(before[0]) and offset == pytest.approx(before[1])
    assert sea_beside_cut_cards(scene) < 1.0


def test_f_and_f_again_give_back_a_view_the_person_placed(small) -> None:
    scene, gui = late_landing(small)
    camera = scene.view.camera
    middle = scene.hud.rects["table"].center
    gui.move(middle)
    gui.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, precise_x=0.0, precise_y=1.0, flipped=False)])
    gui.pan((-20, 15))
    assert camera.user_moved
    placed = (camera.zoom, *camera.offset)
    gui.key(pygame.K_f, unicode="f")
    assert scene.whole_view_shown()
    gui.key(pygame.K_f, unicode="f")
    gui.settle_camera()
    assert not scene.whole_view_shown() and camera.user_moved
    assert (camera.zoom, *camera.offset) == pytest.approx(placed)
