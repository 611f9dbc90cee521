"""A placement's cells beyond the table area's edges: at 1024x600 (or 1280x800 with the guided
game's panel) a revealed card could go on more cells than the view shows at the readable card
size (15 cells, the view showing 9 of them whole), and the off-view tabs counted cards only, so
nothing said that more places for the card lay beyond an edge. The tab on such an edge now says
how many ("3 more places for the card") and a click on it brings them into view."""

from __future__ import annotations

import pygame

from tests.app.drawn import recorded_text, tab_side
from tests.app.matches import human_match_until, shown_at
from tongiaki.app.widgets import offview as offview_module
from tongiaki.app.widgets.offview import OffviewMarks, hex_boxes, offview_cards, tab_labels
from tongiaki.rules import DecisionKind


def test_a_tab_counts_the_places_beyond_its_edge_and_names_them() -> None:
    pygame.font.init()
    surface = pygame.Surface((600, 500))
    marks = OffviewMarks()
    area = pygame.Rect(100, 100, 400, 300)
    cards = [(300, 250)]
    places = [(250, 180), (530, 200), (520, 300), (300, 420)]  # two beyond the right, one below
    marks.draw(surface, cards, area, 40, 1.0, places=places)
    assert len(marks.rects) == 2 and len(marks.aims) == 2
    right = next(k for k, rect in enumerate(marks.rects) if rect.right > area.centerx + 150)
    assert marks.places_at(marks.rects[right].center) == [1, 2]
    below = 1 - right
    assert marks.places_at(marks.rects[below].center) == [3]
    assert marks.places_at((300, 250)) == [] and not marks.hit((300, 250))
    for rect in marks.rects:
        assert rect.collidelist(hex_boxes(places[0], 40)) < 0  # never over a place in view
    marks.draw(surface, [(300, 250), (560, 250)], area, 40, 1.0)
    assert len(marks.rects) == 1 and marks.places_at(marks.rects[0].center) == []  # cards alone: F
    assert tab_labels(0, 2)[0] == "2 more places for the card"
    assert tab_labels(3, 1)[:2] == ["1 more place · 3 more cards", "1 more place"]
    assert tab_labels(3)[0] == "3 more cards · F shows all"


def _many_cells(match, node) -> bool:
    return node.kind is DecisionKind.PLACE_CARD and len({o.cell for o in node.options}) >= 12


def test_the_places_beyond_an_edge_have_a_tab_whose_click_brings_them_in() -> None:
    """Seed 0's resettlement at turn 15 (15 cells for the card) at 1024x600: the view shows the
    table whole at the readable size, and cells beyond its top, left and bottom edges, with no
    tab. Each such edge now has a tab naming its places, over no place in view; a click on one
    glides the view (still the automatic one) until they show whole, the card still to place."""
    match = human_match_until(_many_cells, what="a placement with a dozen cells")
    with shown_at(match, (1024, 600)) as (application, gui):
        scene = application.scene
        gui.frame()
        node = scene.match.pending
        assert node.kind is DecisionKind.PLACE_CARD
        cells = sorted({o.cell for o in node.options})
        x, y, w, h = scene._offview_area()
        area = pygame.Rect(round(x), round(y), round(w), round(h))
        centres = {scene.view.centre(cell): cell for cell in cells}
        beyond = offview_cards(list(centres), area, scene.view.size)
        sides = [side for side, points in beyond.items() if points]
        assert sides, "every cell in view: no placement to tell of"
        with recorded_text(offview_module) as said:
            scene.draw(application.screen)
        tabs = {tab_side(tab, area): tab for tab in scene.offview.rects}
        for side in sides:
            count = len(beyond[side])
            assert side in tabs, (side, count, scene.offview.rects, said)
            assert any(label.startswith(f"{count} more place") for label in said), (side, count, said)
        in_view = [box for point, cell in centres.items() if all(point not in beyond[s] for s in beyond)
                   for box in hex_boxes(point, scene.view.size)]
        for tab in scene.offview.rects:
            assert tab.collidelist(in_view) < 0, tab  # a click on a place in view places the card
        side = max(sides, key=lambda s: len(beyond[s]))
        wanted = [centres[point] for point in beyond[side]]
        camera = scene.view.camera
        assert not camera.shows_whole(wanted, scene._viewport())
        zoom = camera.zoom
        gui.click(tabs[side].center)
        assert camera.gliding() or camera.shows_whole(wanted, scene._viewport())
        gui.settle_camera()
        gui.frame()
        assert camera.shows_whole(wanted, scene._viewport()), (side, wanted)
        assert scene.match.pending is node and not camera.user_moved
        assert camera.zoom == zoom  # the readable cards kept: a pan


def _emigration_with_an_empty_end(match, node) -> bool:
    from tongiaki.app.view.preview import voyage_ends

    return node.kind is DecisionKind.EMIGRATE and any(
        cell not in match.state.cells for cell in voyage_ends(match.state, node.options)
    )


def test_a_pier_choices_voyage_ends_beyond_an_edge_have_a_tab_too(app, gui) -> None:
    """A pier choice partway through a turn keeps the view still (play-test 25) where showing
    where its voyages end would move the piers' islands too far, "the off-view tab and the odds
    box tell": the tab counted cards only (seed 1 at 1024x600, turn 37: two of Rapa Nui's
    voyages ended below the table area, the tab below said "1 more card · F shows all"). Here
    a pier choice's view is panned so a voyage's new card lies beyond an edge: the tab on that
    edge names the voyage ends there, and a click on it brings them in, the islands whole."""
    from tongiaki.app.view.preview import voyage_ends

    match = human_match_until(_emigration_with_an_empty_end, what="a pier choice laying a new card")
    app.show_match(match, ["blue", "orange"], "instant")
    scene = app.scene
    assert gui.wait_for_human()
    gui.settle_camera()
    node = scene.match.pending
    islands = sorted({o.cell for o in node.options if o.cell is not None})
    ends = [cell for cell in voyage_ends(scene.match.state, node.options) if cell not in scene.display.cells]
    camera = scene.view.camera
    x, y, w, h = scene._offview_area()
    area = pygame.Rect(round(x), round(y), round(w), round(h))
    end = ends[0]
    ex, ey = scene.view.centre(end)
    iy = sum(scene.view.centre(cell)[1] for cell in islands) / len(islands)
    size = scene.view.size
    camera.pan((0, area.bottom + 0.7 * size - ey) if ey > iy else (0, area.top - 0.7 * size - ey))
    camera.user_moved = False  # as the automatic view left it, partway through the turn
    gui.frame()
    side = "below" if ey > iy else "above"
    beyond = offview_cards([scene.view.centre(cell) for cell in ends], area, size)[side]
    with recorded_text(offview_module) as said:
        scene.draw(app.screen)
    tabs = {tab_side(tab, area): tab for tab in scene.offview.rects}
    assert side in tabs, (side, scene.offview.rects, said)
    assert any(label.startswith(f"{len(beyond)} more voyage end") for label in said), said
    gui.click(tabs[side].center)
    gui.settle_camera()
    gui.frame()
    assert camera.shows_whole([end], scene._viewport()) and camera.shows_whole(islands, scene._viewport())
    assert scene.match.pending is node
