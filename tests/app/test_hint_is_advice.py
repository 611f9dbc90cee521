"""A hint is advice: every legal move the person makes while it shows is taken.

Play-test 29 chose King island, asked for a hint (take a ship back, from the very island King
had lit), clicked that island and was told to press Take a ship back first or hide the hint.
Following the hint was refused too: a click on the ship it ringed said to press the ringed
button first. Now an action the person chose takes its clicks whatever the hint says, and
while the action is the one the turn starts in, a click on what the hint rings makes the
hint's move; either way the hint then goes.
"""

from __future__ import annotations

import pygame
import pytest

from tests.app.matches import human_match_until
from tests.app.test_table_explain import _wait_for_hint
from tests.app.test_table_gestures import COLOURS
from tongiaki.ai.base import Choice
from tongiaki.rules import DecisionKind, Option, OptionKind

LABELS = {OptionKind.REPRODUCE: "Reproduce", OptionKind.KING: "King island", OptionKind.RECALL: "Take a ship back"}


def _shared_cell(node, first: OptionKind, second: OptionKind) -> tuple[Option, Option] | None:
    """An option of each kind on the same island of the turn's action decision `node`."""
    if node.kind is not DecisionKind.ACTION:
        return None
    for one in node.options:
        if one.kind is first:
            other = next((o for o in node.options if o.kind is second and o.cell == one.cell), None)
            if other is not None:
                return one, other
    return None


def _at_decision(app, gui, first: OptionKind, second: OptionKind):
    """The table at a turn's action where the person can do `first` and `second` on one island."""
    match = human_match_until(
        lambda m, node: _shared_cell(node, first, second) is not None,
        what=f"a turn that can {first.value} and {second.value} on one island",
    )
    app.show_match(match, COLOURS, "instant")
    assert gui.wait_for_human()
    gui.frame()
    pair = _shared_cell(match.pending, first, second)
    assert pair is not None
    return app.scene, pair


def _show_hint(gui, option: Option) -> None:
    """Ask for a hint and show `option` as its move (the move the test needs hinted)."""
    scene = gui.scene
    gui.key(pygame.K_i)
    _wait_for_hint(gui)
    scene._take_hint(Choice(option, "the hinted move"))
    gui.frame()
    assert scene.hint.showing and scene.hint.choice.option == option


def _point_of(gui, option: Option):
    """Where a click makes `option` in its own mode: the ship's spot for a ship taken back,
    the island's middle for a king island or a reproduction."""
    scene = gui.scene
    if option.kind is OptionKind.RECALL:
        return gui.visible(
            lambda: scene.view.spot_points(scene.display, option.cell)[option.beach][
                scene.display.spots_of((option.cell, option.beach))[0]
            ]
        )
    return gui.visible(lambda: scene.view.centre(option.cell))


@pytest.mark.parametrize(
    ("chosen", "hinted"),
    [
        (OptionKind.KING, OptionKind.RECALL),  # play-test 29's case
        (OptionKind.RECALL, OptionKind.KING),
        (OptionKind.REPRODUCE, OptionKind.KING),
        (OptionKind.REPRODUCE, OptionKind.RECALL),
    ],
)
def test_an_action_chosen_while_a_hint_shows_takes_its_click(app, gui, chosen, hinted) -> None:
    """With `chosen`'s button pressed and a hint to do `hinted` on the same island, a click there
    does what was chosen, and the hint goes."""
    scene, (mine, theirs) = _at_decision(app, gui, chosen, hinted)
    gui.click_button(LABELS[chosen])
    _show_hint(gui, theirs)
    # on what the hint rings (the ship to take back, the island to make a king island), or on
    # the ship the person takes back on the island the hint would make a king island
    point = _point_of(gui, mine if chosen is OptionKind.RECALL else theirs)
    history = len(scene.match.history)
    gui.click(point)
    assert scene.submitted and scene.submitted[-1] == mine, scene.hud.notice_text
    assert len(scene.match.history) > history
    gui.frame()
    assert not scene.hint.showing or scene.hint.key == scene._hint_key()


@pytest.mark.parametrize("hinted", [OptionKind.RECALL, OptionKind.KING])
def test_a_click_on_the_hints_ring_makes_the_hinted_move(app, gui, hinted) -> None:
    """With no action chosen (the turn's Reproduce), a click on the ship to take back (or the
    island to make a king island) that the hint rings makes the hint's move: before, it said to
    press the ringed button first. Elsewhere on the table the click reproduces, as ever."""
    scene, (reproduce, theirs) = _at_decision(app, gui, OptionKind.REPRODUCE, hinted)
    _show_hint(gui, theirs)
    assert scene.hinted_button() == LABELS[hinted]
    gui.click(_point_of(gui, theirs))
    assert scene.submitted == [theirs], scene.hud.notice_text
