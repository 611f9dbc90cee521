"""Play-test 38: "Start-of-turn view wastes space. It centres on my islands, leaving about half
the board as empty sea while Tonga and Tuamotu are cut off at the right edge." The person had
zoomed in with the wheel early on, so the view was theirs: at each turn's start it zoomed out
just as far as showed their islands, centred on them (`Camera.zoom_out_to_show`), or panned the
least to them, and a view the person placed never leaned (`Camera._lean` served the automatic
view only). Now that view, once moved to the islands at a turn's start, leans too: no pan at its
zoom that keeps the islands whole shows more cards whole."""

from __future__ import annotations

import pygame

from tests.app.matches import human_match_until, shown_table
from tongiaki.app.view.hexview import cells_bounds
from tongiaki.rules import DecisionKind, OptionKind

CASES = 8


def _box(camera, cell, offset) -> tuple[float, float, float, float]:
    bounds = cells_bounds([cell], camera.hex_size)
    assert bounds is not None
    left, top, right, bottom = bounds
    z = camera.zoom
    return (left * z + offset[0], top * z + offset[1], right * z + offset[0], bottom * z + offset[1])


def _whole(box, viewport) -> bool:
    x, y, w, h = viewport
    return box[0] >= x - 0.5 and box[2] <= x + w + 0.5 and box[1] >= y - 0.5 and box[3] <= y + h + 0.5


def _most_whole(camera, table, islands, viewport) -> tuple[int, int]:
    """(cards whole in the view as it is, the most whole at any pan of this zoom that keeps the
    `islands` whole): tried, along each axis, every pan laying a card against an edge."""
    x, y, w, h = viewport
    boxes = {cell: _box(camera, cell, camera.offset) for cell in table}
    dxs = {0.0} | {x - b[0] for b in boxes.values()} | {x + w - b[2] for b in boxes.values()}
    dys = {0.0} | {y - b[1] for b in boxes.values()} | {y + h - b[3] for b in boxes.values()}
    now = sum(_whole(b, viewport) for b in boxes.values())
    best = now
    for dx in dxs:
        for dy in dys:
            moved = {c: (b[0] + dx, b[1] + dy, b[2] + dx, b[3] + dy) for c, b in boxes.items()}
            if all(_whole(moved[c], viewport) for c in islands):
                best = max(best, sum(_whole(b, viewport) for b in moved.values()))
    return now, best


def _nth_late_turn(n: int):
    seen = [0]

    def stop(match, node) -> bool:
        if node.kind is not DecisionKind.ACTION or match.state.turn < 14:
            return False
        seen[0] += 1
        return seen[0] > n

    return human_match_until(stop, what=f"{n + 1} late turns of the person's")


def _wheel_in(gui, area) -> None:
    pygame.mouse.set_pos(area.center)
    gui.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)])


def test_a_placed_view_leans_at_the_turns_start_to_show_the_most_cards_whole(app, gui) -> None:
    wasted = []
    for n in range(CASES):
        match = _nth_late_turn(n)
        scene = shown_table(app, match, ["blue", "green"])
        assert gui.wait_for_human()
        gui.settle_camera()
        camera = scene.view.camera
        area = scene.hud.rects["table"]
        viewport = scene._viewport()
        islands = {o.cell for o in match.pending.options if o.kind is OptionKind.REPRODUCE}
        for _ in range(12):  # the person zooms in until the islands no longer show whole
            if not camera.shows_whole(islands, viewport):
                break
            _wheel_in(gui, area)
            gui.settle_camera()
        assert camera.user_moved
        scene.last_decision = None  # the turn begins afresh, as after the computer's turn
        gui.frame()
        gui.settle_camera()
        assert camera.shows_whole(islands, viewport)
        now, best = _most_whole(camera, list(scene.display.cells), islands, viewport)
        if now < best:
            wasted.append((n, match.state.turn, now, best))
    assert not wasted, wasted
