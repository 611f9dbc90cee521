"""Play-test 38: "My own fleet sank where I couldn't see it." At speed fast a person dragged the
stack's card onto a pier at the table area's foot; the card it revealed was laid below the view,
and the view set out for it only as it was laid: the glide takes about 0.3 s whatever the speed,
while at fast the card shows 0.14 s and the fleet's move onto it 0.18 s, so both played out of
sight or cut by the edge, and the log said what the table had not shown.

Now a person's own voyage waits for the view: an event of it whose cell the view must glide to
begins from its start and stands there until the glide shows that cell whole
(`TableScene._advance_animations`). The case is a real voyage of the person's from a pier whose
new card sinks the fleet, the view set as the play-test's was (the island whole at the foot of
the table area, the cell beyond the pier cut by the edge, 30 px of it in view)."""

from __future__ import annotations

import copy

import pytest

from tests.app.matches import human_match_until
from tests.app.test_view_mid_turn_shows_the_new_card import _box
from tongiaki.app.view.preview import voyage_ends
from tongiaki.rules import DecisionKind, EventKind, OptionKind

FAST_FRAMES = (1 / 60, 0.1)
"""Frame lengths (seconds of the game's time) the voyage is shown with: 60 frames a second, and
the longest frame the main loop takes (`App.run` caps it at 0.1 s)."""
VOYAGE = (EventKind.CARD_ATTACHED, EventKind.FLEET_MOVED, EventKind.CROSSING, EventKind.SHIPS_RETURNED)


def _sinking_pier(match, node):
    """(option, new cell) of an emigration whose voyage reveals a card at once and sinks there,
    else None."""
    ends = voyage_ends(match.state, node.options)
    options = [o for o in node.options if o.kind is OptionKind.EMIGRATE]
    for option, end in zip(options, ends, strict=True):
        if end in match.state.cells:
            continue
        trial = copy.deepcopy(match)
        trial.apply(option)
        events = trial.reveal()
        attached = [e.cell for e in events if e.kind is EventKind.CARD_ATTACHED]
        if attached == [end] and any(e.kind is EventKind.CROSSING and not e.passed for e in events):
            return option, end
    return None


def _the_voyage(match, node) -> bool:
    return node.kind is DecisionKind.EMIGRATE and match.state.turn >= 6 and _sinking_pier(match, node) is not None


def _cut_beyond_the_pier(camera, island, new, viewport) -> None:
    """Pan the view so that `new` lies beyond the edge of `viewport` its voyage heads for, 30 px
    of it in view, with the `island` whole."""
    x, y, w, h = viewport
    nl, nt, nr, nb = _box(camera, [new])
    il, it, ir, ib = _box(camera, [island])
    dx = dy = 0.0
    if nt >= ib - 1:
        dy = y + h - 30 - nt
    elif nb <= it + 1:
        dy = y + 30 - nb
    elif nl > il:
        dx = x + w - 30 - nl
    else:
        dx = x + 30 - nr
    camera.offset = (camera.offset[0] + dx, camera.offset[1] + dy)


@pytest.mark.parametrize("frame", FAST_FRAMES)
@pytest.mark.parametrize("zoomed", [True, False], ids=["the person's zoom", "the automatic view"])
def test_a_persons_voyage_shows_its_new_card_and_sink_in_view(app, gui, frame, zoomed) -> None:
    match = human_match_until(_the_voyage, what="a voyage of the person's that sinks on the card it reveals")
    found = _sinking_pier(match, match.pending)
    assert found is not None
    option, new = found
    app.show_match(match, ["blue", "green"], "fast")
    scene = app.scene
    camera = scene.view.camera
    assert gui.wait_for_human()
    gui.settle_camera()
    scene._decided_in = (match.state.turn, match.state.active)  # partway through their turn
    scene.size_tip_given = True  # (told in an earlier turn: its room would move the view here)
    viewport = scene._viewport()
    if zoomed:
        camera.user_moved = True
    _cut_beyond_the_pier(camera, option.cell, new, viewport)
    assert camera.shows_whole([option.cell], viewport) and not camera.shows_whole([new], viewport)
    zoom = camera.zoom
    pier = scene.view.pier_point(scene.display, option.cell, option.pier)
    gui.drag(scene.hud.stack_card_rect.center, pier)
    assert scene.submitted[-1] == option
    shown: set[EventKind] = set()
    for _ in range(600):
        gui.wait_for_ai()
        app.step(frame, [])
        playing = scene.animator.current
        if playing is not None and playing.event.kind is EventKind.TURN_PASSED:
            break
        if playing is None or playing.event.kind not in VOYAGE or playing.progress <= 0.0:
            continue
        # the card, the fleet on it and its sinking: shown only where the view shows the card whole
        assert camera.shows_whole([new], viewport, now=True), (playing.event.kind, _box(camera, [new]), viewport)
        shown.add(playing.event.kind)
    assert shown == set(VOYAGE), shown
    if zoomed:  # a zoom the person chose stays
        assert camera.zoom == pytest.approx(zoom)
