"""A hint's plan covers every new ship of a reproduction it starts or continues.

Play-test 29: the hint said "reproduce on Tonga: 5 new ships ... Then: new ships on Tonga's
lower-left, top, upper-right and bottom beaches"; followed, it ringed those four, and for the
fifth ship the hint was gone, with no ring and no words. The search's plan stops where its tree
does; `planned.completed` carries such a plan on to the reproduction's end.
"""

from __future__ import annotations

import pygame

from tests.app.matches import human_match_until
from tests.app.test_table_explain import _wait_for_hint
from tests.app.test_table_gestures import COLOURS
from tongiaki.ai.base import Choice
from tongiaki.ai.planned import completed
from tongiaki.play.match import Match
from tongiaki.rules import Decision, DecisionKind, GameState, Option, OptionKind


def _placements(state: GameState, option: Option) -> list[Option]:
    """The new ships' beaches chosen after `option` (each the first offered), while the
    reproduction it starts asks where they go."""
    after = state.copy()
    player = state.pending.player
    after.play(option)
    steps = []
    while (
        isinstance(after.pending, Decision)
        and after.pending.kind is DecisionKind.REPRODUCE_BEACH
        and after.pending.player == player
    ):
        steps.append(after.pending.options[0])
        after.play(steps[-1])
    return steps


def _big_reproduction(match: Match, node: Decision) -> Option | None:
    """A reproduction of `node` (a turn's action) asking where 3 or more new ships go."""
    if node.kind is not DecisionKind.ACTION:
        return None
    for option in node.options:
        if option.kind is OptionKind.REPRODUCE and len(_placements(match.state, option)) >= 3:
            return option
    return None


def _at_big_reproduction() -> tuple[Match, Option]:
    match = human_match_until(
        lambda m, node: _big_reproduction(m, node) is not None, what="a reproduction of 3 or more new ships to place"
    )
    option = _big_reproduction(match, match.pending)
    assert option is not None
    return match, option


def test_a_plan_that_stops_within_a_reproduction_is_carried_to_its_end() -> None:
    match, option = _at_big_reproduction()
    state = match.state
    first = _placements(state, option)[0]
    whole = completed(state, option, (first,))
    assert whole[0] == first
    after = state.copy()
    for step in (option, *whole):
        assert step in after.pending.options
        after.play(step)
    pending = after.pending
    assert not (isinstance(pending, Decision) and pending.kind is DecisionKind.REPRODUCE_BEACH), (
        "the plan left new ships unplaced"
    )
    assert len(whole) == len(_placements(state, option))
    assert len(completed(state, option, ())) == len(whole)  # no plan at all: every ship is planned
    done = tuple(_placements(state, option))  # a whole plan stays as it was
    assert completed(state, option, done) == done


def test_a_followed_hint_rings_every_new_ship_of_its_reproduction(app, gui) -> None:
    """A hint to reproduce whose search plan names only the first new ship's beach: followed,
    the hint shows for every new ship, the last one too."""
    match, option = _at_big_reproduction()
    app.show_match(match, COLOURS, "instant")
    scene = app.scene
    assert gui.wait_for_human()
    gui.frame()
    gui.key(pygame.K_i)
    _wait_for_hint(gui)
    first = _placements(match.state, option)[0]
    scene._take_hint(Choice(option, "the hinted move", (first,)))  # a plan cut where a tree stopped
    gui.frame()
    ships = len(_placements(match.state, option))
    shown = 0
    while True:
        node = match.pending
        assert scene.hint.showing and scene.hint.key == scene._hint_key(), f"no hint for new ship {shown} of {ships}"
        assert scene.hint.choice.option in node.options
        gui.perform(scene.hint.choice.option)
        shown += 1
        node = match.pending
        if not (isinstance(node, Decision) and node.kind is DecisionKind.REPRODUCE_BEACH):
            break
        assert gui.wait_for_human()
        gui.frame()
    assert shown == ships + 1  # the reproduction, then each new ship's beach
