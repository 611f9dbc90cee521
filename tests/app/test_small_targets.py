"""Small cards (the whole table late in a game, key F): their click targets keep a least size in
screen pixels, and what is lit as a legal target still shows.

A play-test aimed at pier marks about 10 px across in the "Whole table" view and could hardly
tell which targets glowed on the small cards.
"""

from __future__ import annotations

import math

import pygame

from tests.app.matches import human_match_until
from tests.app.test_table_preview import emigration_match
from tongiaki.app.art import cardgeom
from tongiaki.app.view.tablegeometry import MIN_PIER_REACH
from tongiaki.app.view.tableview import Highlights
from tongiaki.app.view.targets import HIGHLIGHT, MIN_PIER_MARK, MIN_SPOT_RING, TARGET_HALO
from tongiaki.play.match import Match
from tongiaki.rules import DecisionKind, OptionKind

COLOURS = ["blue", "orange"]
SMALL = 28.0
"""The cards' size (hex radius, px) the tests look at: smaller than a late game's whole table."""


def _close_piers(match: Match, node) -> bool:
    """True when the emigration `node` offers two piers of one island whose ends lie less than a
    card's size apart (at `SMALL` their reaches overlap)."""
    if node.kind is not DecisionKind.EMIGRATE:
        return False
    ends = [(o.cell, cardgeom.pier_ends(match.state.cards[match.state.cells[o.cell]], 1.0,
                                        match.state.rotations[o.cell])[o.pier]) for o in node.options]
    return any(a[0] == b[0] and 0 < math.dist(a[1], b[1]) < 1.0 for a in ends for b in ends)


def _small_emigration(app, gui, size: float = SMALL, match: Match | None = None):
    """An emigration of the person on the table (`match`, by default one into the open sea), the
    view zoomed out to cards of `size`, the first pier offered in the middle of the table area."""
    app.show_match(match or emigration_match(), COLOURS, "instant")
    scene = app.scene
    assert gui.wait_for_human()
    gui.key(pygame.K_f)  # the whole table
    gui.settle_camera()
    camera = scene.view.camera
    area = scene.hud.rects["table"]
    camera.zoom_at(area.center, size / scene.view.size)
    option = scene.match.pending.options[0]
    x, y = scene.view.pier_point(scene.display, option.cell, option.pier)
    camera.pan((area.centerx - x, area.centery - y))
    gui.frame()
    assert abs(scene.view.size - size) < 0.5
    return scene, option


def _piers(scene):
    """Every pier the decision offers or holds back, with its end on screen."""
    node = scene.match.pending
    piers = {(o.cell, o.pier) for o in node.options} | set(scene.preview.refused)
    return {pier: scene.view.pier_point(scene.display, *pier) for pier in piers}


def test_a_pier_on_small_cards_takes_a_click_a_finger_width_off_its_end(app, gui) -> None:
    scene, option = _small_emigration(app, gui)
    piers = _piers(scene)
    end = piers[(option.cell, option.pier)]
    centre = scene.view.centre(option.cell)
    # out to sea from the island, where no other pier is nearer
    dx, dy = end[0] - centre[0], end[1] - centre[1]
    length = math.hypot(dx, dy)
    reach = MIN_PIER_REACH - 1.5  # (the click lands on whole pixels)
    point = (end[0] + dx / length * reach, end[1] + dy / length * reach)
    nearest = min(piers, key=lambda pier: math.dist(piers[pier], point))
    assert nearest == (option.cell, option.pier)
    assert reach > 2 * scene.view.size * 0.22  # well beyond the reach the card's size gives
    gui.move(point)
    assert scene.interaction.highlights(scene.display).hover_pier == (option.cell, option.pier)
    assert scene.preview.option == option  # its voyage is previewed from there
    gui.click(point)
    assert scene.submitted == [option]


def test_where_two_piers_reach_the_pointer_the_nearer_is_taken(app, gui) -> None:
    match = human_match_until(_close_piers, what="an emigration with two piers side by side")
    scene, _option = _small_emigration(app, gui, match=match)
    piers = _piers(scene)
    offered = {(o.cell, o.pier) for o in scene.match.pending.options}
    reach = scene.view.pier_reach()
    pairs = [(a, b) for a in offered for b in piers if a != b and math.dist(piers[a], piers[b]) < 2 * reach]
    checked = 0
    for a, b in pairs:  # a point between their ends, a little nearer `a`
        (ax, ay), (bx, by) = piers[a], piers[b]
        point = (round(ax + (bx - ax) * 0.35), round(ay + (by - ay) * 0.35))
        if math.dist(point, piers[a]) >= reach or math.dist(point, piers[a]) >= math.dist(point, piers[b]):
            continue
        gui.move(point)
        assert scene.interaction.highlights(scene.display).hover_pier == a
        checked += 1
    assert checked, "no two piers reach the same point"


def _drawn(app, scene, highlights: Highlights) -> pygame.Surface:
    """The board as the view draws it with `highlights` lit (at a fixed time, the sea still)."""
    surface = pygame.Surface(app.screen.get_size())
    scene.view.draw(surface, scene.display, 0.0, highlights, None)
    return surface


def _changed(plain: pygame.Surface, lit: pygame.Surface, centre, reach: int) -> list[tuple[int, int]]:
    """The offsets from `centre` (within `reach` each way) of the pixels the lighting changed."""
    cx, cy = round(centre[0]), round(centre[1])
    return [(dx, dy) for dx in range(-reach, reach + 1) for dy in range(-reach, reach + 1)
            if plain.get_at((cx + dx, cy + dy)) != lit.get_at((cx + dx, cy + dy))]


def _lit_on_small_cards(app, gui, scene, highlights: Highlights) -> tuple[pygame.Surface, pygame.Surface]:
    """(the board unlit, lit with `highlights`), drawn the same way (the first drawing of the
    view settles its pictures)."""
    _drawn(app, scene, Highlights())
    plain = _drawn(app, scene, Highlights())
    return plain, _drawn(app, scene, highlights)


def test_a_lit_pier_on_small_cards_is_a_ring_of_a_least_size_on_a_dark_rim(app, gui) -> None:
    scene, option = _small_emigration(app, gui)
    pier = (option.cell, option.pier)
    plain, lit = _lit_on_small_cards(app, gui, scene, Highlights(piers={pier}))
    end = scene.view.pier_point(scene.display, *pier)
    changed = _changed(plain, lit, end, 3 * MIN_PIER_MARK)
    assert max(math.hypot(dx, dy) for dx, dy in changed) >= MIN_PIER_MARK + 1
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):  # a ring all round its end
        assert any(math.hypot(x, y) >= MIN_PIER_MARK and x * dx + y * dy > 0.9 * math.hypot(x, y)
                   for x, y in changed), (dx, dy)
    colours = {tuple(lit.get_at((round(end[0]) + dx, round(end[1]) + dy)))[:3] for dx, dy in changed}
    assert TARGET_HALO in colours and HIGHLIGHT in colours


def test_a_lit_island_on_small_cards_is_lit_all_over(app, gui) -> None:
    match = human_match_until(lambda m, node: node.kind is DecisionKind.ACTION and any(
        o.kind is OptionKind.REPRODUCE for o in node.options), what="a turn of the person's")
    app.show_match(match, COLOURS, "instant")
    scene = app.scene
    assert gui.wait_for_human()
    cell = next(o.cell for o in scene.match.pending.options if o.kind is OptionKind.REPRODUCE)
    area = scene.hud.rects["table"]
    camera = scene.view.camera
    camera.zoom_at(area.center, SMALL / scene.view.size)
    x, y = scene.view.centre(cell)
    camera.pan((area.centerx - x, area.centery - y))
    plain, lit = _lit_on_small_cards(app, gui, scene, Highlights(islands={cell}))
    inner = round(SMALL * 0.6)  # well inside the card: its face, not its outline
    changed = _changed(plain, lit, scene.view.centre(cell), inner)
    inside = [(dx, dy) for dx in range(-inner, inner + 1) for dy in range(-inner, inner + 1)
              if math.hypot(dx, dy) <= inner]
    assert len([p for p in changed if math.hypot(*p) <= inner]) > 0.5 * len(inside)


def test_a_lit_beach_on_small_cards_rings_its_spots_at_a_least_size(app, gui) -> None:
    app.new_game(["human", "random"], seed=3, speed="instant")
    scene = app.scene
    assert gui.wait_for_human()
    option = scene.match.pending.options[0]  # the setup: a beach of Tonga
    area = scene.hud.rects["table"]
    scene.view.camera.zoom_at(area.center, SMALL / scene.view.size)
    key = (option.cell, option.beach)
    plain, lit = _lit_on_small_cards(app, gui, scene, Highlights(beaches={key}))
    for x, y in scene.view.spot_points(scene.display, option.cell)[option.beach]:
        changed = _changed(plain, lit, (x, y), 3 * MIN_SPOT_RING)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):  # lit at least that far all round it
            assert any(a * dx + b * dy >= MIN_SPOT_RING for a, b in changed), (dx, dy)
