"""A pier's voyage box keeps off where the voyage goes: the island it lands on, the cell a new
card would fill, and the route's line.

Play-test 38: the box of a voyage to Tahiti, "lands on Tahiti (4 points)...", hid Tahiti's name
and beaches (the destination cost the box no more than any card of the route). Hovering each
pier of seeded emigrations in the automatic view, the box never covers the destination's card
where a place in the table area leaves it clear, and rarely the route's line.
"""

from __future__ import annotations

import copy

import pygame
import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tests.app.matches import human_match_until
from tongiaki.app.main import App
from tongiaki.rules import DecisionKind
from tongiaki.rules.odds import StepKind


def _nth_emigration(n: int):
    """The `n`-th (from 0) emigration of the person with two piers or more, over the seeds."""
    seen = [0]

    def stop(match, node) -> bool:
        if node.kind is not DecisionKind.EMIGRATE or len(node.options) < 2:
            return False
        seen[0] += 1
        return seen[0] > n

    return human_match_until(stop, seeds=400, what=f"{n + 1} emigrations")


def destination_rect(view, odds) -> pygame.Rect | None:
    """The middle of the card where the voyage ends (the island it lands on, or the empty cell
    a new card fills): a box inside its hexagon, its name plate and beaches in it."""
    end = odds.end
    if end.kind not in (StepKind.LAND, StepKind.OPEN):
        return None
    size = view.size
    rect = pygame.Rect(0, 0, round(1.2 * size), round(1.4 * size))
    x, y = view.centre(end.cell)
    rect.center = (round(x), round(y))
    return rect


def _route_hits(box: pygame.Rect, points) -> bool:
    return any(box.clipline(a, b) for a, b in zip(points, points[1:], strict=False))


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
def test_a_piers_box_keeps_off_where_the_voyage_goes(size) -> None:
    previews = over_end = over_route = 0
    found: list[tuple] = []
    for n in range(0, 48, 3):
        match = _nth_emigration(n)
        app = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
        try:
            gui = Gui(app)
            app.show_match(copy.deepcopy(match), ["blue", "orange"], "instant")
            assert gui.wait_for_human()
            gui.settle_camera()
            scene = app.scene
            area = scene.hud.rects["table"]
            for option in [*scene.match.pending.options, None, *scene.match.pending.options]:
                if option is None:  # and in the whole table's view
                    gui.move((area.right - 2, area.bottom - 2))
                    gui.key(pygame.K_f)
                    gui.settle_camera()
                    continue
                pos = scene.view.pier_point(scene.display, option.cell, option.pier)
                if not area.collidepoint(pos):
                    continue
                gui.move(pos)
                preview = scene.preview
                if not preview.showing or preview.option != option:
                    continue
                scene.draw(app.screen)
                previews += 1
                box = preview._box
                assert box is not None
                assert area.contains(box), (size, n, option, box, area)  # whole, never cut at the edge
                end = destination_rect(scene.view, preview.current)
                if end is not None and box.colliderect(end):
                    over_end += 1
                    found.append((n, option, box, end))
                if _route_hits(box, preview._route_points):
                    over_route += 1
        finally:
            if app.scene is not None:
                app.scene.exit()
            app.close()
    print(size, previews, over_end, over_route)
    assert previews >= 20, previews
    assert over_end == 0, (size, previews, over_end, found[:3])
    assert over_route <= previews // 10, (size, previews, over_route)
