"""Key F late in a game, and the beaches a person must click (play-test 28, shot 76).

F fits the whole table however small its cards get (late in a game at 1280x800, about 50 px
across the hexagon's half); but when a person's decision asks for a beach while it shows so
(a reproduction's new ship, a landing), the view comes in about that island to the game's own
card size, the island staying where it was on screen; F then shows all of it again, and once
the decision is made the whole table comes back. On the small cards the beach lit under the
pointer is the one a click takes.
"""

from __future__ import annotations

import math

import pygame
import pytest

from tests.app.matches import human_match_until, shown_table
from tongiaki.app.scenes.table_camera import BEACH_KINDS
from tongiaki.app.view.camera import Camera
from tongiaki.app.view.hexview import cells_bounds
from tongiaki.rules import Decision, DecisionKind, OptionKind

COLOURS = ["blue", "orange"]
WIDE = 13.0
"""Hex sizes the table spans (wide or tall) for its whole to show below the readable floor."""


def reproduces_onto_beaches(match, node) -> bool:
    """A person's turn on a large table where reproducing on an island asks where its new ship goes."""
    if node.kind is not DecisionKind.ACTION:
        return False
    bounds = cells_bounds(match.state.cells, 1.0)
    if bounds is None or max(bounds[2] - bounds[0], bounds[3] - bounds[1]) < WIDE:
        return False
    return reproduction(match, node) is not None


def reproduction(match, node):
    """A reproduce option of `node` after which the person picks among several beaches."""
    for option in node.options:
        if option.kind is OptionKind.REPRODUCE:
            probe = match.state.copy()
            probe.apply(option)
            after = probe.pending
            if isinstance(after, Decision) and after.kind is DecisionKind.REPRODUCE_BEACH and len(after.options) > 1:
                return option
    return None


@pytest.fixture
def late(app, gui):
    """The table at a person's turn on a large table (1280x800), after key F."""
    match = human_match_until(reproduces_onto_beaches, what="a reproduction onto beaches on a large table")
    scene = shown_table(app, match, COLOURS)
    gui.wait_for_human()
    scene.hud.notice_until = scene.t  # the "Cards too small?" tip of this first late turn gone (its
    # strip at the top, `top_room`, would fit F's view lower: the island's move measured is F's)
    gui.key(pygame.K_f, unicode="f")
    return scene


def whole_shown(scene) -> bool:
    return scene.whole_view_shown() and scene.view.camera.shows_whole(scene.display.cells, scene._viewport())


def readable_size(scene) -> float:
    camera = scene.view.camera
    return camera.readable_zoom * camera.hex_size


def test_f_fits_the_whole_table_however_small(late) -> None:
    scene = late
    assert whole_shown(scene)
    assert scene.view.size < 0.9 * readable_size(scene)  # the case play-test 28 met


def test_a_beach_to_click_brings_the_whole_table_in_about_its_island(late, gui) -> None:
    scene = late
    node = scene.match.pending
    option = reproduction(scene.match, node)
    island = option.cell
    before = scene.view.centre(island)
    gui.click(before)  # reproduce there: the person is to click a beach of it next
    gui.wait_for_human()
    assert scene.match.pending.kind is DecisionKind.REPRODUCE_BEACH
    assert scene.view.size == pytest.approx(readable_size(scene))
    after = scene.view.centre(island)
    # it grew where it was, moved only as far as it must to show whole: still under the pointer
    assert scene.view.cell_at(before) == island
    assert math.dist(before, after) < 0.3 * scene.view.size
    assert scene.view.camera.shows_whole([island], scene._viewport())
    assert scene.whole_view_shown() and not whole_shown(scene)  # F's view still, come in
    gui.frame()
    assert scene.view_mode_rect is not None and scene.offview.rects  # it says so, and what lies beyond
    # F shows all of it (as its tab says), and F again the game's view
    gui.key(pygame.K_f, unicode="f")
    assert whole_shown(scene)
    gui.key(pygame.K_f, unicode="f")
    assert not scene.whole_view_shown()
    gui.key(pygame.K_f, unicode="f")
    assert whole_shown(scene)


def test_the_whole_table_comes_back_once_the_beaches_are_chosen(late, gui) -> None:
    scene = late
    option = reproduction(scene.match, scene.match.pending)
    gui.click(scene.view.centre(option.cell))
    gui.wait_for_human()
    turn = scene.match.state.turn
    for _ in range(40):  # the new ships, then the other seat's turn, to the person's next turn
        node = scene.match.pending
        if node.kind is DecisionKind.ACTION and scene.match.state.turn > turn:
            break
        gui.perform(node.options[0])
        gui.wait_for_human()
    assert scene.match.pending.kind is DecisionKind.ACTION
    assert whole_shown(scene)


def test_the_lit_beach_is_the_one_a_click_takes(late, gui) -> None:
    """On the whole table's small cards (F pressed with the beaches to click), every free spot
    of an offered beach lights and takes that beach, and wherever the pointer is on the island
    the beach lit is the one a click takes (the light reached 12 px round a spot, a click 0.4
    of the card's size)."""
    scene = late
    option = reproduction(scene.match, scene.match.pending)
    gui.click(scene.view.centre(option.cell))
    gui.wait_for_human()
    if not whole_shown(scene):
        gui.key(pygame.K_f, unicode="f")  # asked: the whole table, small cards and all
    assert whole_shown(scene)
    view, display, interaction = scene.view, scene.display, scene.interaction
    offered = interaction.beach_options()
    assert len(offered) > 1
    for key, choice in offered.items():
        taken = display.spots_of(key)
        for index, (x, y) in enumerate(view.spot_points(display, key[0])[key[1]]):
            if index in taken:
                continue
            interaction.pointer = (round(x), round(y))
            assert interaction.highlights(display).hover_beach == key
            assert interaction._target_at((round(x), round(y)), display) == choice
    cx, cy = view.centre(option.cell)
    size = round(view.size)
    mismatched = []
    for dx in range(-size, size + 1, 2):
        for dy in range(-size, size + 1, 2):
            pos = (round(cx) + dx, round(cy) + dy)
            interaction.pointer = pos
            lit = interaction.highlights(display).hover_beach
            chosen = interaction._target_at(pos, display)
            clicked = (chosen.cell, chosen.beach) if chosen is not None and chosen.kind is OptionKind.PLACE else None
            if lit != clicked:
                mismatched.append(pos)
    assert not mismatched, mismatched[:5]


def test_camera_comes_in_about_the_focus() -> None:
    camera = Camera()
    table = [(q, r) for q in range(-6, 7) for r in range(-6, 7) if abs(q + r) <= 6]
    viewport = (0.0, 0.0, 800.0, 600.0)
    assert not camera.fit_all(table, viewport)
    whole = camera.zoom
    focus = [(-3, 1)]
    spot = camera.cell_center(focus[0])
    assert camera.fit_all(table, viewport, focus=focus, least_zoom=2 * whole)
    assert camera.zoom == pytest.approx(2 * whole)
    assert camera.cell_center(focus[0]) == pytest.approx(spot)
    assert not camera.fit_all(table, viewport, focus=focus, least_zoom=whole / 2)  # already as large
    assert camera.zoom == pytest.approx(whole)


def test_closer_goes_with_the_beach_decision_and_its_tab_covers_no_card(late, gui) -> None:
    """A play-test saw "Closer, for your beach · F" stay on through the next seat's turn, and the
    tab lie over the corner of the card at the table's top left. The closer view and its tab
    belong to the person's beach decisions: once the last beach is clicked the whole table shows
    again (the next seat's moves shown at normal speed, frame by frame), and while the view is
    in, the cards are cut below the tab (the board's area begins under it)."""
    scene = late
    scene.animator.speed = "normal"  # the other seat's turn shown over many frames
    option = reproduction(scene.match, scene.match.pending)
    gui.click(scene.view.centre(option.cell))
    gui.wait_for_human()
    gui.frame()
    assert scene.whole_view_shown() and scene._whole_closer
    tab = scene.view_mode_rect
    assert tab is not None and not scene.board_area().colliderect(tab)  # no card drawn under it
    turn, frames = scene.match.state.turn, 0
    while not (scene.match.state.turn > turn and scene._human_turn_ready()):  # to the person's next turn
        node = scene.match.pending
        beach = (
            isinstance(node, Decision)
            and scene.match.agents[node.player] is None
            and any(o.kind in BEACH_KINDS for o in node.options)
        )
        if not beach:  # no beach of the person's to click: the whole table, and its tab says so
            assert scene.whole_view_shown() and not scene._whole_closer, (frames, node.kind)
            assert scene.top_room() == 0, frames
        if scene._human_turn_ready():
            gui.perform(node.options[0])
        else:
            gui.frame()
        frames += 1
        assert frames < 5000
    assert frames > 10  # the other seat's moves were shown over frames
