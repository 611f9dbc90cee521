"""The review's rings (and a hint's) leave the island's name plate whole.

Play-test 38: in the replay's review, the hard level's pink ring on a landing spot of Rapa Nui's
upper-right beach, with the white ring of the move played round it (the same spot), covered the
name plate of the small card: it read 'Rapa N'. Rings are drawn cut where they would cross an
island's name plate. Hovering nothing, each landing or new-ship spot of a person's decision is
ringed as the review rings it, at the whole table's size (F): the name plates' pixels are as the
table drew them.
"""

from __future__ import annotations

import math

import pygame

from tests.app.matches import human_match_until
from tongiaki.ai.base import Choice
from tongiaki.app.scenes.replay import PLAYED_INK, PLAYED_RING_GAP
from tongiaki.app.view.beachmarks import name_plate_box
from tongiaki.app.widgets.hint import HintPanel, marked_spots
from tongiaki.rules import DecisionKind

COLOURS = ["blue", "orange"]


def _nth_spot_decision(n: int):
    """The `n`-th (from 0) decision of the person that puts a ship on a spot (a new ship or a
    landing) on a table of 10 cards or more."""
    seen = [0]

    def stop(match, node) -> bool:
        if node.kind not in (DecisionKind.LAND, DecisionKind.REPRODUCE_BEACH) or len(match.state.cells) < 10:
            return False
        seen[0] += 1
        return seen[0] > n

    return human_match_until(stop, seeds=400, what=f"{n + 1} landings or new ships")


def _plate(view, display, cell) -> pygame.Rect:
    x0, y0, x1, y1 = name_plate_box(view.cards[display.cells[cell]], view.size, display.rotations[cell] % 6)
    cx, cy = view.centre(cell)
    return pygame.Rect(math.floor(cx + x0), math.floor(cy + y0), math.ceil(x1 - x0), math.ceil(y1 - y0))


def test_the_reviews_rings_leave_the_name_plate_whole(app, gui) -> None:
    crossing = 0
    for n in range(0, 16, 2):
        app.show_match(_nth_spot_decision(n), COLOURS, "instant")
        scene = app.scene
        assert gui.wait_for_human()
        gui.move((2, 2))
        gui.key(pygame.K_f)  # the whole table: small cards, as play-test 38's review
        gui.settle_camera()
        view, display, node = scene.view, scene.display, scene.match.pending
        for option in node.options:
            if option.cell is None or option.beach < 0 or option.cell not in display.cells:
                continue
            spots = view.spot_points(display, option.cell)[option.beach]
            moored = display.ships.get((option.cell, option.beach), [])
            marked = marked_spots(
                option.kind, spots, moored, node.player, display.spots_of((option.cell, option.beach))
            )
            plate = _plate(view, display, option.cell)
            reach = max(10, round(view.size * 0.13)) + PLAYED_RING_GAP + 8
            if not any(plate.colliderect(pygame.Rect(x - reach, y - reach, 2 * reach, 2 * reach)) for x, y in marked):
                continue
            crossing += 1
            scene.draw(app.screen)
            before = app.screen.subsurface(plate).copy()
            played, best = HintPanel(), HintPanel()
            played.ink, played.ring_gap = PLAYED_INK, PLAYED_RING_GAP
            for panel in (played, best):
                panel.ask((len(scene.match.history), node))
                panel.answer((len(scene.match.history), node), Choice(option, ""))
                panel.draw_marks(app.screen, view, display, 0.3)  # the rings at their widest
            after = app.screen.subsurface(plate)
            changed = sum(
                before.get_at((x, y)) != after.get_at((x, y)) for x in range(plate.width) for y in range(plate.height)
            )
            assert changed == 0, (n, option, plate, changed)
    assert crossing >= 5, crossing
