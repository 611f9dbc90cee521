"""Play-test 53 on the off-view tabs that count places and voyage ends: at 1024x600 some read
only "+11" (a newcomer could not tell what it counted); a click on "▲ 1 more voyage end" showed
the whole table (key F's view, kept on through the next decision) where its voyage end could
not show with the piers' islands at the view's zoom; and the hovered pier's odds label and the
new card's outline were drawn over the tabs."""

from __future__ import annotations

import re

import pygame

from tests.app.drawn import recorded_text
from tests.app.matches import human_match_until, shown_at
from tongiaki.app.view.hexview import cells_bounds
from tongiaki.app.view.preview import voyage_ends
from tongiaki.app.widgets import offview as offview_module
from tongiaki.app.widgets.offview import OffviewMarks
from tongiaki.rules import DecisionKind


def _emigration_with_an_empty_end(match, node) -> bool:
    return node.kind is DecisionKind.EMIGRATE and any(
        cell not in match.state.cells for cell in voyage_ends(match.state, node.options)
    )


def test_a_voyage_end_tab_glides_at_the_same_zoom_where_the_end_cannot_show_with_the_islands() -> None:
    """A pier choice whose voyage end lies beyond the top-right corner, the view zoomed in so far
    that the end and the piers' islands cannot show whole together: the click on the tab showed
    key F's whole table (tiny cards), kept on through the next decision until F was pressed.
    It now glides to the voyage end at the same zoom, the view still the automatic one."""
    match = human_match_until(_emigration_with_an_empty_end, what="a pier choice laying a new card")
    with shown_at(match, (1024, 600)) as (application, gui):
        scene = application.scene
        node = scene.match.pending
        islands = sorted({o.cell for o in node.options if o.cell is not None})
        ends = [cell for cell in voyage_ends(scene.match.state, node.options) if cell not in scene.display.cells]
        camera = scene.view.camera
        viewport = scene._viewport()
        end = ends[0]
        left, top, right, bottom = cells_bounds([*islands, end], camera.hex_size)
        zoom = min(1.15 * min(viewport[2] / (right - left), viewport[3] / (bottom - top)), camera.max_zoom)
        camera.set_zoom(zoom, scene.hud.rects["table"].center)
        camera.target = camera.target_zoom = None
        assert not camera.could_show_whole([*islands, end], viewport, margin=0.0), zoom
        camera.bring_into_view(islands, viewport, glide=False, margin=0.0)
        ex, ey = scene.view.centre(end)
        x, y, w, h = viewport
        size = scene.view.size
        camera.pan((x + w + 0.3 * size - ex, y - 0.3 * size - ey))  # the end past the top-right corner
        camera.user_moved = False  # as the automatic view left it
        gui.frame()
        tabs = [rect for rect, aim in zip(scene.offview.rects, scene.offview.aims, strict=True) if aim]
        assert tabs, scene.offview.rects
        zoom = camera.zoom
        gui.click(tabs[0].center)
        gui.settle_camera()
        gui.frame()
        assert not scene.whole_view_shown() and not camera.user_moved
        assert camera.zoom == zoom  # the readable cards kept: a glide
        assert camera.shows_whole([end], scene._viewport())
        assert scene.match.pending is node


def test_a_tab_with_little_room_still_says_what_it_counts() -> None:
    """At 1024x600 (a table area 560 px wide between the panels) a tab about places whose edge
    had room clear of the cards' marks only for its shortest words read "▲ +3": a newcomer could
    not tell what it counted. Its shortest words now name it ("3 places", "2 ends", "4 more")."""
    pygame.font.init()
    surface = pygame.Surface((1024, 600))
    area = pygame.Rect(259, 74, 560, 512)
    size = 67.0
    gap = pygame.Rect(500, area.top, 70, 60)  # the sea between two cards' marks at the top edge
    marks = [pygame.Rect(area.left, area.top, gap.left - area.left, 60), pygame.Rect(gap.right, area.top, area.right - gap.right, 60)]
    for places, words in (([(520, 20), (540, 10), (560, 30)], ("place", " for the card")), ([(520, 20), (560, 20)], ("voyage end", ""))):
        marks_drawn = OffviewMarks()
        with recorded_text(offview_module) as said:
            marks_drawn.draw(surface, [(540, 300)], area, size, 1.0, [marks], places=places, words=words)
        assert len(marks_drawn.rects) == 1, marks_drawn.rects
        assert re.search(r"[a-z]{3,}", said[-1]), said  # the words drawn (laid out last)
    cards_only = OffviewMarks()
    with recorded_text(offview_module) as said:
        cards_only.draw(surface, [(540, 300), (540, 20), (560, 10)], area, size, 1.0, [marks])
    assert len(cards_only.rects) == 1 and re.search(r"[a-z]{3,}", said[-1]), said


def test_the_tabs_are_drawn_over_the_hovered_piers_labels() -> None:
    """A pier choice at 1024x600, its voyage end panned beyond an edge (a tab there), the
    pointer on the pier sailing to it: the pier's "56% land" label and the dashed outline of the
    new card's cell (`VoyagePreview.draw`) were drawn after the tabs, over their words. The tabs
    are now drawn after them."""
    match = human_match_until(_emigration_with_an_empty_end, what="a pier choice laying a new card")
    with shown_at(match, (1024, 600)) as (application, gui):
        scene = application.scene
        node = scene.match.pending
        state = scene.match.state
        option = next(o for o in node.options if any(c not in state.cells for c in voyage_ends(state, [o])))
        end = next(c for c in voyage_ends(state, [option]) if c not in state.cells)
        camera = scene.view.camera
        x, y, w, h = scene._viewport()
        ex, ey = scene.view.centre(end)
        iy = scene.view.centre(option.cell)[1]
        size = scene.view.size
        camera.pan((0, y + h + 0.7 * size - ey) if ey > iy else (0, y - 0.7 * size - ey))
        camera.user_moved = False
        gui.frame()
        pier = scene.view.pier_point(scene.display, option.cell, option.pier)
        assert scene.hud.rects["table"].collidepoint(pier), pier
        gui.move(pier)
        gui.frame()
        assert scene.preview.showing and scene.preview.option == option
        order: list[str] = []
        for name, part in (("preview", scene.preview), ("tabs", scene.offview)):
            def spy(*args, _real=part.draw, _name=name, **kwargs):
                order.append(_name)
                return _real(*args, **kwargs)
            part.draw = spy
        scene.draw(application.screen)
        assert scene.offview.rects, "no tab to cover"
        assert order.index("tabs") > order.index("preview"), order
        # and the pier's box, drawn under the tabs, is told of them (as the frame before laid them
        # out) to keep off them where it can (`preview.TAB_WEIGHT`): a tab over the odds would hide them
        tabs = [pygame.Rect(tab) for tab in scene.offview.rects]
        told: list[pygame.Rect] = []
        real = scene.preview.draw
        scene.preview.draw = lambda *args, **kwargs: (told.extend(args[5] if len(args) > 5 else ()), real(*args, **kwargs))[1]
        scene.draw(application.screen)
        assert tabs and told == tabs, (tabs, told)
        box = scene.preview.read_rects[-1]
        assert not any(box.colliderect(tab) for tab in tabs), (box, tabs)
