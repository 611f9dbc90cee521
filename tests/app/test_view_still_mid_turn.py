"""Play-test 25: the view moved between a person's clicks of one turn. After the click on Tonga
(to reproduce) the view glided so that where its piers lead showed, and Tonga moved about 60 px
before the drag onto its pier; after placing a card, the view glided the card away from the
pointer (its free border) before the click on its beach.

While a person is partway through their turn, the automatic view leaves the cards of their next
decision where they are as long as those show whole (`TableScene._mid_turn`). Each case starts
at the person's decision before the one tested, with the cards of the next decision whole in the
table area but against its left edge (inside the automatic view's free border), makes it by
gesture and checks that the view has not moved by the next decision.
"""

from __future__ import annotations

import pytest

from tests.app.matches import human_match_until
from tongiaki.app.view.hexview import cells_bounds
from tongiaki.rules import DecisionKind, OptionKind

CASES = {
    "reproduce, then the pier": (OptionKind.REPRODUCE, DecisionKind.EMIGRATE),
    "one beach, then the next": (OptionKind.PLACE, DecisionKind.REPRODUCE_BEACH),
    "a card placed, then its beach": (OptionKind.ATTACH, DecisionKind.SETTLE),
    "a ship landed, then the next": (OptionKind.LAND, DecisionKind.LAND),
}


@pytest.mark.parametrize("case", list(CASES))
def test_the_view_stays_put_between_a_persons_clicks(app, gui, case) -> None:
    made, then = CASES[case]

    def stop(m, node) -> bool:
        return (node.kind is then and len(m.state.cells) >= 5 and bool(m.history)
                and m.history[-1].kind is made and m.deciders[-1] == node.player)

    match = human_match_until(stop, what=f"a {then.value} decision after a {made.value} move")
    cells = sorted({o.cell for o in match.pending.options if o.cell is not None})
    taken = match.history[-1]
    match.undo()
    app.show_match(match, ["blue", "green"], "instant")
    scene = app.scene
    assert gui.wait_for_human()
    gui.settle_camera()
    camera = scene.view.camera
    x, y, w, h = scene._viewport()
    bounds = cells_bounds(cells, camera.hex_size)
    assert bounds is not None
    left, top, right, bottom = bounds
    if (right - left) * camera.zoom > w - 8 or (bottom - top) * camera.zoom > h - 8:
        pytest.skip("the next decision's cards do not fit the table area")
    # the next decision's cards whole, 3 px off the table area's left edge, centred up and down
    camera.offset = (x + 3 - left * camera.zoom, y + h / 2 - (top + bottom) / 2 * camera.zoom)
    assert camera.shows_whole(cells, (x, y, w, h))
    seen: list[tuple[float, tuple[float, float]]] = []
    submit = scene.submit

    def submitted(chosen) -> None:
        seen.append((camera.zoom, camera.offset))
        submit(chosen)

    scene.submit = submitted
    gui.perform(taken)  # the move the undo took back, by gesture
    assert seen, "the gesture was not made"
    assert gui.wait_for_human()
    gui.settle_camera()
    assert scene.match.pending.kind is then
    zoom, offset = seen[-1]
    assert camera.zoom == pytest.approx(zoom)
    assert camera.offset[0] == pytest.approx(offset[0], abs=1.0) and camera.offset[1] == pytest.approx(offset[1], abs=1.0)
