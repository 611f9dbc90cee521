"""Play-test 41: a player zoomed and panned the table, pressed Esc (the game is saved, the menu
shows), quit, started the game again and chose Continue: the game came back exactly, the view
did not (the automatic view: the whole table, smaller cards).

Now the table's view is kept with the game (the record's optional `view`, `TableScene.keep_view`)
and shown again when the game is resumed, from Continue or from Load: a view the player placed
at its zoom with the same world point at the middle of the table area (whatever the window's
size now), key F's whole table as the whole table, the automatic view as the automatic view."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tests.app.matches import human_match_until
from tongiaki.app.main import App
from tongiaki.app.scenes.handover import HANDOVER_GUARD
from tongiaki.app.scenes.start import StartScene
from tongiaki.app.scenes.table import TableScene, followed_cell
from tongiaki.app.view.hexview import WORLD_HEX_SIZE, cells_bounds
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
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


def _hot_seat_play(seed: int, stop: int | None = None):
    """A hot-seat game (two people and a computer seat) played on by seeded choices: yields each
    decision after turn 6 with several cards on the table as (match, node); stopped after
    `stop` moves when given (the same game again: the computer seat's choices are seeded too)."""
    match = Match(load_deck(DEFAULT_DECK_PATH), ["human", "human", "random"], seed)
    rng = random.Random(seed)
    while not match.is_over() and len(match.history) != stop:
        node = match.pending
        if match.state.turn >= 6 and len(match.state.cells) >= 7 and not node.is_chance:
            yield match, node
        if node.is_chance or match.agents[node.player] is not None:
            match.advance()
        else:
            match.apply(rng.choice(node.options))
    yield match, None


def _hot_seat_game(to_move: str) -> Match:
    """A hot-seat game stopped where the next person's decision begins their turn (an action),
    and where a person (`to_move` "person") or the computer seat ("computer") is to decide: the
    computer's moves up to that person lay no card and move no fleet (nothing the view follows)."""
    for seed in range(60):
        since: tuple[int, int] | None = None  # (moves, events) where the computer seat was to decide
        for match, node in _hot_seat_play(seed):
            if node is None:
                break
            computer = node.player == 2
            if computer and since is None and node.kind is DecisionKind.ACTION:
                since = (len(match.history), len(match.events))
            elif not computer and node.kind is DecisionKind.ACTION:
                if to_move == "person":
                    return match
                if since is not None and not any(followed_cell(e) for e in match.events[since[1] :]):
                    return list(_hot_seat_play(seed, stop=since[0]))[-1][0]
            if not computer:
                since = None
    pytest.skip(f"no seed reaches such a decision of the {to_move}")


@pytest.mark.parametrize("to_move", ["person", "computer"])
def test_the_view_left_is_there_once_the_handover_is_taken(app, gui, to_move) -> None:
    """The play-test after 41 (two people and a computer seat, 1366x768) zoomed and panned away
    from the cards, left with Esc and chose Continue: the hot-seat game resumed with the
    handover over the view left, and the click that took the handover away framed the person's
    islands (their turn beginning). Saved while the computer seat was to move, its move came
    first and the person's decision was not the one the view was kept for; now the first
    person's decision of a resumed game shows the view left (a computer's move between that the
    view follows, a new card or the fleet, still moves it as ever: none here)."""
    match = _hot_seat_game(to_move)
    left, top, right, bottom = cells_bounds(list(match.state.cells), WORLD_HEX_SIZE)
    centre = (left - 60.0, top - 40.0)  # out at sea beyond the table's corner: no island whole
    match.view = {"mode": "placed", "zoom": 1.5, "centre": list(centre)}
    path = save_named(match, "away from the islands")
    assert app.open_saved(path, speed="instant") is None
    scene = app.scene
    assert isinstance(scene, TableScene)
    scene.size_tip_given = True
    for _ in range(3000):  # the computer seat's move (if it is to move), then the handover
        if scene.handover >= 0:
            break
        gui.frame()
    assert scene.handover >= 0 and scene.match.pending.kind is DecisionKind.ACTION
    for _ in range(round(HANDOVER_GUARD * 60) + 2):  # (the guard counted in frames, never waited)
        gui.frame()
    gui.click(scene.hud.rects["table"].center)
    assert scene.handover < 0
    assert gui.wait_for_human()
    for _ in range(30):  # what the turn's beginning moves, it moves within these frames
        gui.frame()
    assert scene.view.camera.zoom == pytest.approx(1.5, rel=1e-5)
    assert _world_centre(scene) == pytest.approx(centre, abs=0.05)
    assert scene.view.camera.user_moved
