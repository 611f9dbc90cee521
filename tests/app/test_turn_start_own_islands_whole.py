"""Play-test 40 (e_044): a hot-seat game (two people and a computer seat) at 1366x768, UI 120%,
cards 150%: Blue's turn began with its own Muroroa and Oahu cut off at the right edge, the
middle of the view empty sea. The person's islands did not all fit at the readable floor, and
the view chose the pan with the most island centres in it (`_most_shown_pan`), five centres
with two islands whole over four centres with four whole. A person's turn now begins with as
many of their islands whole as any pan at the view's zoom shows."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tongiaki.app.main import App
from tongiaki.app.scenes.handover import HANDOVER_GUARD
from tongiaki.app.scenes.table import TableScene
from tongiaki.app.view.camera import set_card_size
from tongiaki.app.widgets.hud import set_player_scale
from tongiaki.rules import DecisionKind


@pytest.fixture
def small_app() -> Iterator[App]:
    """A 1366x768 window, UI 120 %, cards 150 % (play-test 40's settings)."""
    application = App((1366, 768), ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    application.update_settings(ui_scale=1.2, card_size=1.5)
    yield application
    if application.scene is not None:
        application.scene.exit()
    application.close()
    set_card_size(1.0)
    set_player_scale(1.0)


def _whole(box, viewport) -> bool:
    x, y, w, h = viewport
    return box[0] >= x - 0.5 and box[2] <= x + w + 0.5 and box[1] >= y - 0.5 and box[3] <= y + h + 0.5


def _whole_now_and_most(camera, islands, viewport) -> tuple[int, int]:
    """(islands whole in the view as it is, the most whole at any pan of this zoom): tried,
    along each axis, every pan laying an island against an edge."""
    x, y, w, h = viewport
    boxes = [camera._screen_box(cell, camera.offset) for cell in islands]
    dxs = {0.0} | {x - b[0] for b in boxes} | {x + w - b[2] for b in boxes}
    dys = {0.0} | {y - b[1] for b in boxes} | {y + h - b[3] for b in boxes}
    now = sum(_whole(b, viewport) for b in boxes)
    most = max(sum(_whole((b[0] + dx, b[1] + dy, b[2] + dx, b[3] + dy), viewport) for b in boxes)
               for dx in dxs for dy in dys)
    return now, most


def _until_decision(gui, scene) -> bool:
    """Frames (a handover taken with Enter once its guard is over) until a person's decision is
    asked and the view rests; False when the game has ended."""
    for _ in range(3000):
        if not isinstance(gui.app.scene, TableScene):
            return False
        if scene.handover >= 0:
            for _ in range(round(HANDOVER_GUARD * 60) + 2):
                gui.frame()
            gui.key(pygame.K_RETURN)
            continue
        if scene.interaction.decision is not None and scene.interaction.decision is scene.match.pending:
            gui.settle_camera()
            return True
        gui.frame()
    raise AssertionError("no decision of a person after 3000 frames")


def test_a_hot_seat_turn_begins_with_the_most_of_its_islands_whole(small_app) -> None:
    app = small_app
    gui = Gui(app)
    app.new_game(["human", "human", "random"], seed=1, speed="instant")
    scene = gui.scene
    rng = random.Random(1)
    short, starts = [], 0
    while _until_decision(gui, scene):
        node = scene.match.pending
        if node.kind is DecisionKind.ACTION and scene.match.state.turn >= 8:
            starts += 1
            islands = {o.cell for o in node.options if o.cell is not None}
            now, most = _whole_now_and_most(scene.view.camera, islands, scene._viewport())
            if now < most:
                short.append((scene.match.state.turn, node.player, now, most))
        gui.perform(node.options[rng.randrange(len(node.options))])
    assert starts >= 10
    assert not short, short  # (turn, seat, islands whole, the most a pan shows whole)
