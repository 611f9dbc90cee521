"""Where a pier's voyage preview puts the label of the route's end ("50% land ↑").

Play-test 38: near the top edge of the board, "50% land ↑" sat on the very pier to click (the
end, a cell beyond the table area, had its label clamped in at the area's edge, right over the
pier and its fleet), and "56% land ↖" ran up to the board's top edge. The label never covers the
hovered pier nor the ships of its beach, and lies inside the table area whole.
"""

from __future__ import annotations

import pygame

from tests.app.matches import human_match_until
from tongiaki.app.art import cardgeom
from tongiaki.app.view.targets import MIN_PIER_MARK
from tongiaki.rules import DecisionKind
from tongiaki.rules.odds import Outcome, decision_odds

COLOURS = ["blue", "orange"]


def _nth_open_emigration(n: int):
    """The `n`-th (from 0) emigration of the person, over the seeds, with a pier whose voyage
    needs a new card."""
    seen = [0]

    def stop(match, node) -> bool:
        if node.kind is not DecisionKind.EMIGRATE or not any(
            e.odds.outcome is Outcome.OPEN for e in decision_odds(match.state)
        ):
            return False
        seen[0] += 1
        return seen[0] > n

    return human_match_until(stop, seeds=400, what=f"{n + 1} emigrations with a voyage to a new card")


def _pier_and_ships(scene, option) -> list[pygame.Rect]:
    """What the label must leave clear: the hovered pier's lit ring and the sailing ships."""
    view, display = scene.view, scene.display
    x, y = view.pier_point(display, option.cell, option.pier)
    radius = max(round(view.target_px(MIN_PIER_MARK)), round(view.size * 0.13)) + 2
    rects = [pygame.Rect(round(x) - radius, round(y) - radius, 2 * radius, 2 * radius)]
    spots = view.spot_points(display, option.cell)[option.beach]
    spot_r = cardgeom.spot_radius(view.cards[display.cells[option.cell]], view.size)
    for spot in display.spots_of((option.cell, option.beach)):
        x0, y0, x1, y1 = cardgeom.ship_box(spots[spot], spot_r)
        rects.append(pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0)))
    return rects


def test_an_end_beyond_the_edge_never_labels_over_the_pier_or_its_fleet(app, gui) -> None:
    """Each pier to a new card, panned so its end's cell lies beyond the table area's edge the
    route heads for and the pier a little inside it (8 to 40 px): the label is inside the area
    and clear of the pier and its beach's ships."""
    checked = 0
    bad: list[tuple] = []
    for n in range(6):
        app.show_match(_nth_open_emigration(n), COLOURS, "instant")
        scene = app.scene
        assert gui.wait_for_human()
        gui.settle_camera()
        area = scene.hud.rects["table"]
        view = scene.view
        for entry in decision_odds(scene.match.state):
            option, odds = entry.option, entry.odds
            if odds.outcome is not Outcome.OPEN:
                continue
            for zoom in (1.0, 1.5):
                for inset in (8, 20, 40):
                    view.camera.fit_all(list(scene.display.cells), area, margin=0.0)
                    view.camera.zoom_at(view.centre(option.cell), zoom)
                    pier = view.pier_point(scene.display, option.cell, option.pier)
                    ex, ey = view.centre(odds.end.cell)
                    dx, dy = ex - pier[0], ey - pier[1]
                    if abs(dx) >= abs(dy):
                        goal = (area.right - inset if dx > 0 else area.left + inset, area.centery)
                    else:
                        goal = (area.centerx, area.bottom - inset if dy > 0 else area.top + inset)
                    view.camera.pan((goal[0] - pier[0], goal[1] - pier[1]))
                    pier = view.pier_point(scene.display, option.cell, option.pier)
                    if area.collidepoint(view.centre(odds.end.cell)):
                        continue  # the end is in the area: its label is on its cell
                    gui.move(pier)
                    if scene.preview.option != option:
                        continue  # another pier is nearer
                    scene.draw(app.screen)
                    label = scene.preview._end_rect
                    assert label is not None
                    checked += 1
                    clear = _pier_and_ships(scene, option)
                    if not area.contains(label) or label.collidelist(clear) >= 0:
                        bad.append((n, option, zoom, inset, label, area, clear))
    assert checked >= 30, checked
    assert not bad, f"{len(bad)} of {checked}: {bad[:3]}"
