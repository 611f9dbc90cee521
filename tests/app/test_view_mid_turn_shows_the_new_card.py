"""Play-test finding: mid-turn, a card stayed cut. While a person is partway through their turn
the automatic view keeps still as long as the decision's cards show whole (play-test 25 wanted
no movement between the click on an island and the drag onto its pier), but a card the view
before it left cut at an edge (a pier choice's view brought the voyage's ends in) stayed cut
through the landing that followed: the landing's island showed whole, the card the voyage had
just revealed did not.

Now a landing shows the card revealed this turn and the fleet's bubble whole with its island,
by the least pan that does so (`TableScene._keep_in_view`'s `also`, `Camera.show_also`); where
they already show, it keeps still. The case starts at a real landing of the person's after a
voyage of theirs, with the view set as a previous view can leave it (the island whole, the
revealed card cut at an edge of the table area)."""

from __future__ import annotations

import pytest

from tests.app.matches import human_match_until
from tongiaki.app.view.hexview import cells_bounds
from tongiaki.rules import DecisionKind, EventKind, OptionKind


def _revealed_this_turn(match) -> list:
    """The cells of the cards attached since the turn began."""
    events = match.events
    start = max((i for i, e in enumerate(events) if e.kind is EventKind.TURN_PASSED), default=0)
    return [e.cell for e in events[start:] if e.kind is EventKind.CARD_ATTACHED and e.cell is not None]


def _landing_after_a_reveal(match, node) -> bool:
    """A landing of the person's, in a turn they emigrated in, with a card revealed this turn
    that is not the landing's island."""
    if node.kind is not DecisionKind.LAND or match.state.turn < 6:
        return False
    islands = {o.cell for o in node.options if o.cell is not None}
    emigrated = any(o.kind is OptionKind.EMIGRATE for o in match.history[-8:])
    return emigrated and bool(_apart(match, islands))


def _distance(a, b) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def _apart(match, islands) -> list:
    """The cards revealed this turn two cards or more from the landing's islands (the fleet's
    bubble waits beside its island, over a neighbour at most)."""
    return [c for c in _revealed_this_turn(match) if all(_distance(c, i) >= 2 for i in islands)]


def _box(camera, cells) -> tuple[float, float, float, float]:
    bounds = cells_bounds(cells, camera.hex_size)
    assert bounds is not None
    left, top, right, bottom = bounds
    z, (ox, oy) = camera.zoom, camera.offset
    return (left * z + ox, top * z + oy, right * z + ox, bottom * z + oy)


def _cut_at_an_edge(camera, islands, new, viewport) -> bool:
    """Set the view with the `new` card's centre on an edge of `viewport` (the first of left,
    right, top, bottom that does it), the `islands` centred along that edge and whole, both
    fitting the viewport together; False where no edge does."""
    x, y, w, h = viewport
    ox, oy = camera.offset
    left, top, right, bottom = _box(camera, [new])
    across, down = (left + right) / 2, (top + bottom) / 2
    for dx, dy in ((x - across, None), (x + w - across, None), (None, y - down), (None, y + h - down)):
        camera.offset = (ox, oy)
        i_left, i_top, i_right, i_bottom = _box(camera, islands)
        dx = x + w / 2 - (i_left + i_right) / 2 if dx is None else dx
        dy = y + h / 2 - (i_top + i_bottom) / 2 if dy is None else dy
        camera.offset = (ox + dx, oy + dy)
        both = _box(camera, [*islands, new])
        if (
            camera.shows_whole(islands, viewport)
            and not camera.shows_whole([new], viewport)
            and both[2] - both[0] <= w - 4
            and both[3] - both[1] <= h - 4
        ):
            return True
    return False


def test_a_landing_mid_turn_shows_the_card_just_revealed_whole(app, gui) -> None:
    match = human_match_until(_landing_after_a_reveal, what="a landing after a voyage that revealed a card")
    node = match.pending
    islands = sorted({o.cell for o in node.options if o.cell is not None})
    new = _apart(match, islands)[-1]
    app.show_match(match, ["blue", "green"], "instant")
    scene = app.scene
    camera = scene.view.camera
    # partway through the person's turn (they chose the pier), the view as a previous view left
    # it: the revealed card cut in half at an edge of the table area, the island whole
    scene._decided_in = (match.state.turn, match.state.active)
    scene.size_tip_given = True  # (told in an earlier turn: its room would move the view here)
    viewport = scene._viewport()
    x, y, w, h = viewport
    if not _cut_at_an_edge(camera, islands, new, viewport):
        pytest.skip("no edge cuts the revealed card with its island whole")
    left, top, right, bottom = _box(camera, [new])
    out = (max(0.0, x - left, right - x - w), max(0.0, y - top, bottom - y - h))  # how far it sticks out
    before = camera.offset
    assert gui.wait_for_human()
    gui.settle_camera()
    assert scene.match.pending is node and scene._mid_turn()
    assert camera.shows_whole(islands, viewport)
    assert camera.shows_whole([new], viewport), (new, _box(camera, [new]), viewport)
    focus = scene.view.landing_focus(scene.display)
    assert camera.shows_whole(focus, viewport), (focus, viewport)
    # the least pan that shows it: no further than it stuck out, no free border added
    assert abs(camera.offset[0] - before[0]) <= out[0] + 1.0 and abs(camera.offset[1] - before[1]) <= out[1] + 1.0
