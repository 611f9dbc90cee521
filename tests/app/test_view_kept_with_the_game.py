"""Play-test 41: a player zoomed and panned the table, pressed Esc (the game is saved, the menu
shows), quit, started the game again and chose Continue: the game came back exactly, the view
did not (the automatic view: the whole table, smaller cards).

Now the table's view is kept with the game (the record's optional `view`, `TableScene.keep_view`)
and shown again when the game is resumed, from Continue or from Load: a view the player placed
at its zoom with the same world point at the middle of the table area (whatever the window's
size now), key F's whole table as the whole table, the automatic view as the automatic view."""

from __future__ import annotations

import json

import pygame
import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tests.app.matches import human_match_until
from tongiaki.app.main import App
from tongiaki.app.scenes.start import StartScene
from tongiaki.app.scenes.table import TableScene
from tongiaki.play.records import autosave_path
from tongiaki.play.saves import save_named
from tongiaki.rules import DecisionKind


def _at_a_turn(app, gui) -> TableScene:
    """A person's turn with a table of several cards, shown and at rest."""
    match = human_match_until(lambda m, n: n.kind is DecisionKind.ACTION and m.state.turn >= 6
                              and len(m.state.cells) >= 7, what="an action with a table of several cards")
    app.show_match(match, ["blue", "green"], "instant")
    scene = app.scene
    scene.size_tip_given = True  # (its room at the top would move the view)
    assert gui.wait_for_human()
    gui.settle_camera()
    return scene


def _placed(gui, scene) -> tuple[float, tuple[float, float]]:
    """Zoom in twice about the middle of the table area and pan a little, as a player would:
    the camera's zoom and the world point at the middle of the table area."""
    centre = scene.hud.rects["table"].center
    gui.move(centre)
    gui.key(pygame.K_PLUS)
    gui.key(pygame.K_PLUS)
    gui.pan((30, -20))
    camera = scene.view.camera
    assert camera.user_moved and not scene.whole_view_shown()
    return camera.zoom, camera.screen_to_world(centre)


def _world_centre(scene) -> tuple[float, float]:
    return scene.view.camera.screen_to_world(scene.hud.rects["table"].center)


def _leave_with_esc(app, gui) -> None:
    gui.key(pygame.K_ESCAPE)
    assert isinstance(app.scene, StartScene)


def _started_again(size: tuple[int, int] = (1280, 800)) -> tuple[App, Gui]:
    again = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    return again, Gui(again)


def _continued(app, gui) -> TableScene:
    assert app.continue_game(speed="instant") is None
    scene = app.scene
    assert isinstance(scene, TableScene)
    scene.size_tip_given = True
    assert gui.wait_for_human()
    return scene


@pytest.mark.parametrize("size", [(1280, 800), (1600, 900)])
def test_continue_shows_the_view_the_player_left(app, gui, size) -> None:
    zoom, centre = _placed(gui, _at_a_turn(app, gui))
    _leave_with_esc(app, gui)
    app.close()  # quit, and start the game again (at another window size too)
    again, gui2 = _started_again(size)
    try:
        scene = _continued(again, gui2)
        camera = scene.view.camera
        assert camera.zoom == pytest.approx(zoom, rel=1e-5)
        assert _world_centre(scene) == pytest.approx(centre, abs=0.05)
        assert camera.user_moved and not scene.whole_view_shown()
    finally:
        again.scene.exit()
        again.close()


def test_the_whole_table_comes_back_as_the_whole_table(app, gui) -> None:
    scene = _at_a_turn(app, gui)
    gui.key(pygame.K_f)
    assert scene.whole_view_shown()
    _leave_with_esc(app, gui)
    assert json.loads(autosave_path().read_text(encoding="utf-8"))["view"] == {"mode": "whole"}
    assert _continued(app, gui).whole_view_shown()


def test_an_automatic_view_stays_automatic(app, gui) -> None:
    scene = _at_a_turn(app, gui)
    assert not scene.view.camera.user_moved
    _leave_with_esc(app, gui)
    assert "view" not in json.loads(autosave_path().read_text(encoding="utf-8"))
    again = _continued(app, gui)
    assert not again.view.camera.user_moved and not again.whole_view_shown()


def test_a_saved_game_opened_from_load_shows_its_view(app, gui) -> None:
    scene = _at_a_turn(app, gui)
    zoom, centre = _placed(gui, scene)
    scene.keep_view()  # as the Save dialog does (`SaveAsDialog`)
    path = save_named(scene.match, "kept view")
    app.to_menu()
    assert app.open_saved(path, speed="instant") is None
    opened = app.scene
    assert isinstance(opened, TableScene) and opened is not scene
    opened.size_tip_given = True
    assert gui.wait_for_human()
    assert opened.view.camera.zoom == pytest.approx(zoom, rel=1e-5)
    assert _world_centre(opened) == pytest.approx(centre, abs=0.05)
