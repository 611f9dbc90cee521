"""A notice never covers the voyage preview of a hovered pier.

A check screenshot (seed 11, 4 seats, turn 32, 1366x768) had the "Cards too small?" tip at the
top of the table area over the preview's box: its odds are what the player reads while choosing
a pier. A notice takes the other end of the table area where the top one would cover the box or
the route's end label, and hides while no place is clear of them (it shows again once the
pointer leaves the pier).
"""

from __future__ import annotations

import copy

import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tests.app.matches import human_match_until
from tongiaki.app.main import App
from tongiaki.app.scenes.table import SIZE_TIP
from tongiaki.rules import DecisionKind


def _sailing_from(cards: int):
    """A person's emigration with three piers or more on a table of `cards` cards or more."""
    return human_match_until(
        lambda match, node: (
            node.kind is DecisionKind.EMIGRATE and len(match.state.cells) >= cards and len(node.options) > 2
        ),
        what=f"an emigration on a table of {cards} cards",
    )


@pytest.mark.parametrize("size", [(1000, 650), (1280, 800), (1366, 768)])
def test_a_notice_never_covers_a_piers_voyage_preview(size) -> None:
    """Hovering each pier of several emigrations with the size tip just told: the tip never
    covers the preview's box nor its end's label; it shows (elsewhere) where it can, and shows
    again once the pointer leaves the piers."""
    previews = shown = 0
    for cards in (12, 15, 18, 21):
        match = _sailing_from(cards)
        app = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
        try:
            gui = Gui(app)
            app.show_match(copy.deepcopy(match), ["blue", "orange"], "instant")
            assert gui.wait_for_human()
            gui.frame()
            scene = app.scene
            hud, area = scene.hud, scene.hud.rects["table"]
            for option in scene.match.pending.options:
                pos = scene.view.pier_point(scene.display, option.cell, option.pier)
                if not area.collidepoint(pos):
                    continue
                hud.notice(SIZE_TIP, scene.t, 8.0)
                gui.move(pos)
                if not scene.preview.showing:
                    continue
                previews += 1
                read = scene.preview.read_rects
                assert read, "the preview's box is drawn"
                notice = hud.notice_rect
                if notice is not None:
                    shown += 1
                    assert notice.collidelist(read) < 0, (size, cards, option, notice, read)
                    assert area.contains(notice)
            gui.move((area.right - 3, area.bottom - 3))  # off the piers: the tip shows again
            assert hud.notice_showing(scene.t) and hud.notice_rect is not None
        finally:
            if app.scene is not None:
                app.scene.exit()
            app.close()
    assert previews >= 12 and shown >= previews // 2, (previews, shown)
