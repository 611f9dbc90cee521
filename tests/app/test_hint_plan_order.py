"""At the table, a hint's plan goes on when the person puts the new ships on its beaches in
another order: play-test 28 put the first on the lower-left beach (the plan's last) and the next
hint said "A new plan, as your moves left the last one." though the beaches were the plan's."""

from __future__ import annotations

import pygame

from tests.ai.play_test_28 import hint_at
from tests.app.matches import shown_table
from tongiaki.ai.base import Choice
from tongiaki.rules import Option


def _panel_words(scene) -> tuple[str, str]:
    """(the reason, the plan) as the hint's panel shows them."""
    dock = scene.hint_dock()
    _px, lines, reason_lines, _box = scene.hint._layout(dock or scene.hud.rects["table"], scene.hud.scale, dock)
    return " ".join(lines[:reason_lines]), " ".join(lines[reason_lines:])


def test_new_ships_in_another_order_carry_the_hints_plan_on(app, gui) -> None:
    match, option, plan, reason = hint_at(24)
    scene = shown_table(app, match, ["blue", "green", "orange", "purple"])
    assert gui.wait_for_human()
    scene.hint.ask(scene._hint_key())
    scene._take_hint(Choice(option, reason, plan))  # the play-test's hint: reproduce on Tonga
    gui.perform(option)
    assert gui.wait_for_human()
    gui.frame()
    assert scene.hint.choice is not None and scene.hint.choice.option == plan[0]  # the top beach, by itself
    lower_left = Option.parse("place 0,0/1")
    assert lower_left == plan[3]
    gui.perform(lower_left)  # the plan's last beach first
    assert gui.wait_for_human()
    gui.frame()
    assert not scene.hint.showing
    gui.key(pygame.K_i)
    gui.frame()
    assert scene.hint.choice is not None and scene.hint.choice.option == plan[0]
    said, then = _panel_words(scene)
    assert said.startswith("As the last hint planned, it would put the new ship on Tonga's top beach"), said
    assert "new plan" not in said.lower() and "left the last" not in said
    assert then.startswith("Then: new ships on Tonga's lower-right and bottom beaches"), then
    assert match.hints[0] == 1  # the hint asked with I (the first was put on the table by the test)
