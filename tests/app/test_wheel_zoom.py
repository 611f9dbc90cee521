"""The mouse wheel on the table: a notch zooms by a step a player notices, at the pointer.

Play-testers found a notch's 15% step small. A notch now zooms by `camera.WHEEL_STEP` (20%, the
+ and - keys' step), still about the point under the pointer and within the camera's range; a
trackpad's fine scroll (`precise_y`, fractions of a notch with a `y` of 0) zooms in proportion,
where each of its events zoomed a whole step, and one with `y` 0 zoomed out. A card being placed
turns once a whole notch has added up.
"""

from __future__ import annotations

import pygame
import pytest

from tests.app.test_table_gestures import COLOURS, match_offering
from tongiaki.app.view.camera import WHEEL_STEP, wheel_factor, wheel_notches
from tongiaki.rules import DecisionKind, OptionKind


def _wheel(y: int, precise: float | None = None, **more) -> pygame.event.Event:
    fields = {"x": 0, "y": y, "flipped": False, **more}
    if precise is not None:
        fields.update(precise_x=0.0, precise_y=precise)
    return pygame.event.Event(pygame.MOUSEWHEEL, **fields)


def test_a_notch_is_a_step_of_a_fifth_and_a_trackpads_fraction_is_in_proportion() -> None:
    assert 1.18 <= WHEEL_STEP <= 1.25
    assert wheel_notches(_wheel(1, 1.0)) == 1.0 and wheel_notches(_wheel(-1, -1.0)) == -1.0
    assert wheel_notches(_wheel(1)) == 1.0  # no precise_y: the notches counted
    assert wheel_notches(_wheel(0, 0.25)) == 0.25
    assert wheel_notches(_wheel(0, 0.0)) == 0.0  # a sideways stroke: no zoom
    assert wheel_notches(_wheel(40, 40.0)) == 3.0  # a free-running wheel's burst, bounded
    assert wheel_factor(0.25) ** 4 == pytest.approx(WHEEL_STEP)
    assert wheel_factor(-1.0) == pytest.approx(1 / WHEEL_STEP)


def test_the_wheel_zooms_by_the_step_at_the_pointer_and_trackpad_fractions_add_up(full_scene, monkeypatch) -> None:
    app, scene = full_scene
    scene.update(1 / 60)
    camera = scene.view.camera
    table = scene.hud.rects["table"]
    pointer = (table.x + table.width // 3, table.y + table.height // 3)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pointer)
    camera.set_zoom(camera.min_zoom * 2, pointer)
    start = camera.zoom
    world = camera.screen_to_world(pointer)
    scene.handle_event(_wheel(1, 1.0))
    assert camera.zoom == pytest.approx(start * WHEEL_STEP)
    after = camera.world_to_screen(world)
    assert abs(after[0] - pointer[0]) < 1 and abs(after[1] - pointer[1]) < 1  # the point stays under the pointer
    scene.handle_event(_wheel(-1, -1.0))
    assert camera.zoom == pytest.approx(start)
    for _ in range(4):  # a trackpad: four quarters of a notch, each with a y of 0
        scene.handle_event(_wheel(0, 0.25))
    assert camera.zoom == pytest.approx(start * WHEEL_STEP)
    scene.handle_event(_wheel(0, 0.0))  # a sideways stroke
    assert camera.zoom == pytest.approx(start * WHEEL_STEP)
    for _ in range(40):
        scene.handle_event(_wheel(1, 1.0))
    assert camera.zoom == pytest.approx(camera.max_zoom)  # still clamped
    for _ in range(60):
        scene.handle_event(_wheel(-1, -1.0))
    assert camera.zoom == pytest.approx(camera.min_zoom)


def test_a_trackpads_fractions_turn_the_placed_card_once_a_whole_notch_adds_up(app, gui) -> None:
    match = match_offering(DecisionKind.PLACE_CARD, OptionKind.ATTACH)
    app.show_match(match, COLOURS, "instant")
    scene = app.scene
    assert gui.wait_for_human()
    placements = scene.interaction.placements()
    cell = max(placements, key=lambda c: len(placements[c]))
    if len(placements[cell]) < 2:
        pytest.skip("no cell where the card fits more than one way")
    gui.move(gui.visible(lambda: scene.view.centre(cell)))
    before = scene.interaction.placement_rotation(cell)
    for _ in range(3):
        gui.frame([_wheel(0, -0.25)])
        assert scene.interaction.placement_rotation(cell) == before
    gui.frame([_wheel(0, -0.25)])
    turned = scene.interaction.placement_rotation(cell)
    assert turned != before
    gui.frame([_wheel(0, 0.0)])  # a sideways stroke turns nothing
    assert scene.interaction.placement_rotation(cell) == turned
    gui.frame([_wheel(1, 1.0)])  # a notch the other way turns it back
    assert scene.interaction.placement_rotation(cell) == before
