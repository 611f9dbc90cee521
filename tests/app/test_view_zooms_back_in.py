"""Play-test 33: the view stayed zoomed out for the rest of the game. A person's Resettle had a
card to place whose cells lay far up; the view zoomed out to show them all, and since the view
never zooms back in as the game goes on (play-test 25 saw cards grow and shrink between the
clicks of a turn when it did), turns 25 to 31 showed cards about 90 px wide and 10 px ships,
the whole table filling 60 % of the table area.

Now a person's turn begins (its action's decision: not partway through a turn, the view not
placed by the player, not key F's) with the automatic view where that shows the cards more than
`ZOOM_BACK_IN` times larger (`Camera.zoom_back_in`). A view the player zoomed stays as it is."""

from __future__ import annotations

from tests.app.matches import human_match_until
from tongiaki.app.view.camera import ZOOM_BACK_IN, Camera
from tongiaki.rules import DecisionKind

ZOOMED_OUT = 1.6
"""How far the view is zoomed out before the turn (about play-test 33's: the table at 60 % of
the area, where the automatic view fills it)."""


def _action_whose_table_fits_larger(match, node) -> bool:
    """A person's action, late enough for a table of several cards, early enough that the whole
    table shows at more than the readable size (the automatic view is its fit)."""
    return node.kind is DecisionKind.ACTION and match.state.turn >= 6 and len(match.state.cells) >= 7


def _automatic(scene, islands) -> Camera:
    """The automatic view of the scene's table (a fresh camera's), its islands kept in sight."""
    camera = scene.view.camera
    fresh = Camera(min_zoom=camera.min_zoom, max_zoom=camera.max_zoom, hex_size=camera.hex_size)
    fresh.set_ui_scale(camera.ui_scale)
    fresh.auto_fit(list(scene.display.cells), scene._viewport(), focus=islands)
    return fresh


def _zoomed_out_turn(app, gui, *, by_the_player: bool):
    match = human_match_until(_action_whose_table_fits_larger, what="an action with a table that fits larger")
    node = match.pending
    islands = sorted({o.cell for o in node.options if o.cell is not None})
    app.show_match(match, ["blue", "green"], "instant")
    scene = app.scene
    scene.size_tip_given = True  # (told in an earlier turn: its room would move the view here)
    camera = scene.view.camera
    x, y, w, h = scene._viewport()
    centre = (x + w / 2, y + h / 2)
    # the view as an earlier decision left it: zoomed out about the middle of the table area,
    # by the automatic view (a placement's far cells) or by the person's wheel
    if by_the_player:
        camera.zoom_at(centre, 1 / ZOOMED_OUT)
    else:
        camera.set_zoom(camera.zoom / ZOOMED_OUT, centre)
    zoomed_out = camera.zoom
    assert camera.shows_whole(islands, scene._viewport())
    assert gui.wait_for_human()
    gui.settle_camera()
    assert match.pending is node and not scene._mid_turn()
    return scene, islands, zoomed_out


def test_a_persons_turn_begins_with_the_automatic_zoom_after_a_zoomed_out_view(app, gui) -> None:
    scene, islands, zoomed_out = _zoomed_out_turn(app, gui, by_the_player=False)
    camera = scene.view.camera
    automatic = _automatic(scene, islands)
    assert automatic.zoom > zoomed_out * ZOOM_BACK_IN  # (the case: the automatic view is clearly larger)
    assert abs(camera.zoom - automatic.zoom) <= 0.005 * automatic.zoom, (camera.zoom, automatic.zoom, zoomed_out)
    assert camera.shows_whole(scene.display.cells, scene._viewport())  # the whole table, as its fit
    assert not camera.user_moved


def test_a_view_the_player_zoomed_out_is_kept_at_their_turn(app, gui) -> None:
    scene, islands, zoomed_out = _zoomed_out_turn(app, gui, by_the_player=True)
    camera = scene.view.camera
    assert camera.user_moved
    assert camera.zoom == zoomed_out
    assert camera.shows_whole(islands, scene._viewport())
