"""Play-test 26: after a wheel zoom the view kept that zoom for the rest of the game, and a
person's turn began with their own islands cut off at the table area's edges (the view only
panned: a view the player has moved never zoomed out again). A person's turn now begins with
the islands of their action in view whole: the view the player moved gives way to the
automatic one (it zooms out as far as that needs, never below the readable floor's take-in)."""

from __future__ import annotations

import pygame

from tests.app.matches import human_match_until, shown_table
from tongiaki.rules import Decision, DecisionKind, OptionKind
from tongiaki.rules.hexgrid import ORIGIN


def _distance(a, b) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def _spread_islands(match, node: Decision) -> bool:
    """An action of the person's whose islands lie at least four cards apart."""
    if node.kind is not DecisionKind.ACTION or match.state.turn < 8:
        return False
    islands = [o.cell for o in node.options if o.kind is OptionKind.REPRODUCE]
    return max((_distance(a, b) for a in islands for b in islands), default=0) >= 4


def _near_islands(match, node: Decision) -> bool:
    """An action of the person's whose islands lie at most one card apart, Tonga among them."""
    if node.kind is not DecisionKind.ACTION or match.state.turn < 8:
        return False
    islands = [o.cell for o in node.options if o.kind is OptionKind.REPRODUCE]
    return ORIGIN in islands and len(islands) >= 2 and max(_distance(a, b) for a in islands for b in islands) <= 1


def _wheel_in(gui, area) -> None:
    """One notch of the wheel in, the pointer at the table area's centre."""
    pygame.mouse.set_pos(area.center)
    gui.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)])


def _at_islands_side_by_side(app, gui):
    """(match, table scene) at a turn of the person's whose islands lie side by side, the view at rest."""
    match = human_match_until(_near_islands, what="a turn of the person's with its islands side by side")
    scene = shown_table(app, match, ["blue", "green"])
    assert gui.wait_for_human()
    gui.settle_camera()
    return match, scene


def test_a_persons_turn_begins_with_their_islands_in_view_after_a_wheel_zoom(app, gui) -> None:
    match = human_match_until(_spread_islands, what="a turn of the person's with islands four cards apart")
    scene = shown_table(app, match, ["blue", "green"])
    assert gui.wait_for_human()
    gui.settle_camera()
    area = scene.hud.rects["table"]
    for _ in range(6):  # the person zooms in on one card, well past the automatic view
        _wheel_in(gui, area)
    gui.settle_camera()
    assert scene.view.camera.user_moved
    node = match.pending
    islands = {o.cell for o in node.options if o.kind is OptionKind.REPRODUCE}
    assert not scene.view.camera.shows_whole(islands, scene._viewport())  # they did not fit at that zoom
    # The turn begins afresh (as after the computer's turn: the view meets a new decision of
    # the person's), the zoom still the person's.
    scene.last_decision = None
    gui.frame()
    gui.settle_camera()
    assert scene.view.camera.shows_whole(islands, scene._viewport())
    assert scene.view.camera.zoom >= scene.view.camera.readable_zoom * 0.99  # never below the readable floor


def test_within_a_turn_the_view_the_person_zoomed_stays(app, gui) -> None:
    """Only a new turn of the person's brings the view back: between the decisions of a turn a
    zoomed view only pans (play-test 25: the view moved between two clicks of one turn)."""
    match = human_match_until(_spread_islands, what="a turn of the person's with islands four cards apart")
    scene = shown_table(app, match, ["blue", "green"])
    assert gui.wait_for_human()
    gui.settle_camera()
    area = scene.hud.rects["table"]
    for _ in range(6):
        _wheel_in(gui, area)
    gui.settle_camera()
    zoom = scene.view.camera.zoom
    node = match.pending
    gui.perform(next(o for o in node.options if o.kind is OptionKind.REPRODUCE))
    gui.frame()
    if match.pending is not None and match.waiting_for_human() and match.pending.kind is not DecisionKind.ACTION:
        gui.settle_camera()
        assert scene.view.camera.zoom == zoom and scene.view.camera.user_moved


def test_a_zoom_that_still_shows_the_islands_whole_is_kept_and_the_view_pans(app, gui) -> None:
    """Play-test 36: a zoom chosen with the wheel was undone two turns later (the view went back
    to the automatic one at the start of a turn whose islands it did not show). Where the
    person's zoom can show them whole, the turn begins at that zoom, panned to show them."""
    match, scene = _at_islands_side_by_side(app, gui)
    camera = scene.view.camera
    area = scene.hud.rects["table"]
    node = match.pending
    islands = {o.cell for o in node.options if o.kind is OptionKind.REPRODUCE}
    for _ in range(2):  # the person zooms in a little
        _wheel_in(gui, area)
    gui.settle_camera()
    assert camera.user_moved and camera.could_show_whole(islands, scene._viewport())
    far = camera.screen_hex_size * 12  # then drags the islands off the view, far to one side
    camera.pan((far, 0))
    camera.target = camera.target_zoom = None
    zoom = camera.zoom
    assert not camera.shows_whole(islands, scene._viewport())
    scene.last_decision = None  # the turn begins afresh, as after the computer's turn
    gui.frame()
    gui.settle_camera()
    assert camera.shows_whole(islands, scene._viewport())
    assert abs(camera.zoom - zoom) < 1e-9 and camera.user_moved  # the person's zoom, panned


def test_a_zoom_a_little_too_close_for_the_islands_zooms_out_only_as_far_as_they_need(app, gui) -> None:
    """Play-test 37 zoomed in two wheel steps; the next turn, its islands a little too wide for
    that zoom, began at the automatic view (half that zoom). It begins zoomed out just as far as
    shows them whole: closer than the automatic view, the view still the person's."""
    match, scene = _at_islands_side_by_side(app, gui)
    camera = scene.view.camera
    area = scene.hud.rects["table"]
    viewport = scene._viewport()
    islands = {o.cell for o in match.pending.options if o.kind is OptionKind.REPRODUCE}
    automatic = camera._resting()
    automatic.user_moved = False
    automatic.auto_fit(list(scene.display.cells), viewport, focus=list(islands))
    for _ in range(12):  # the person zooms in until the islands no longer fit
        if not camera.could_show_whole(islands, viewport):
            break
        _wheel_in(gui, area)
        gui.settle_camera()
    chosen = camera.zoom
    assert camera.user_moved and not camera.could_show_whole(islands, viewport)
    scene.last_decision = None  # the turn begins afresh, as after the computer's turn
    gui.frame()
    gui.settle_camera()
    assert camera.shows_whole(islands, viewport) and camera.user_moved
    assert automatic.zoom * 1.05 < camera.zoom < chosen, (automatic.zoom, camera.zoom, chosen)
