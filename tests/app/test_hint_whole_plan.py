"""A docked hint shows its plan whole: play-test 28 read "Then: the new ship on Tonga's top
beach; ... the new ship on Tonga's …" at turns 5 and 9, the beach that filled and the sail cut
away. The plan names a reproduction's beaches once and the panel tells it shorter before it
cuts; where it must cut, the steps that fill a beach or sail stay."""

from __future__ import annotations

import pygame
import pytest

from tests.ai.play_test_28 import hint_at
from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tests.app.matches import shown_table
from tongiaki.ai.base import Choice
from tongiaki.ai.explain import PlanLine, plan_text
from tongiaki.app.main import App
from tongiaki.app.widgets import hint as hint_module
from tongiaki.app.widgets.hint import HintPanel
from tongiaki.app.widgets.log import log_row_height
from tongiaki.app.widgets.ui import text
from tongiaki.rules import interned

COLOURS = ["blue", "green", "orange", "purple"]


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
@pytest.mark.parametrize("moves, beaches, sail", [
    (24, ("top", "lower-right", "bottom", "lower-left"), "sail from the lower-left beach down-left"),
    (57, ("top", "bottom", "lower-left", "upper-left"), "sail from the upper-left beach up-left"),
])
def test_play_test_28s_hints_show_their_plans_whole(size, moves, beaches, sail) -> None:
    match, option, plan, reason = hint_at(moves)
    app = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        scene = shown_table(app, match, COLOURS)
        gui = Gui(app)
        gui.frame()
        scene.hint.ask(scene._hint_key())
        scene._take_hint(Choice(option, reason, plan))
        gui.frame()
        dock, box = scene.hint_dock(), scene.hint.box
        assert dock is not None and box is not None and dock.contains(box)
        px, lines, reason_lines, _box = scene.hint._layout(dock, scene.hud.scale, dock)
        said, then = " ".join(lines[:reason_lines]), " ".join(lines[reason_lines:])
        assert "…" not in said + then, lines  # nothing cut
        assert said.startswith("It would reproduce on Tonga (0 points): 4 new ships;"), said
        if then.startswith(f"Then: new ships on {len(beaches)} of Tonga's beaches, filling "):
            # the plan's shortest form (`PlanLine.forms`), where the dock is lower: at a turn's
            # decision "Finish for me (G)" keeps its row under the action buttons while a hint
            # shows (a play-test's buttons moved as the hint came and went); it still names the
            # beaches that fill and the sail, which play-test 28 saw cut away
            filled = then.split(" filling the ", 1)[1].split(" beaches", 1)[0]
            assert set(filled.replace(" and ", ", ").split(", ")) <= set(beaches), then
        else:
            assert then.startswith("Then: new ships on Tonga's "), then
            named = then.split("Then: new ships on Tonga's ", 1)[1].split(" beaches", 1)[0]
            assert [name.strip() for name in named.replace(" and ", ", ").split(",")] == list(beaches), then
        assert sail in then.replace("Tonga's ", "the "), then
        # it fits its place: inside the panel, within its sides, over no button
        scale = scene.hud.scale
        assert box.y + round(6 * scale) + round(22 * scale) + scene.hud.log.row_height * len(lines) <= box.bottom
        assert all(text(line, px).get_width() <= box.width - round(20 * scale) for line in lines), lines
        assert not any(box.colliderect(button.rect) for button in scene.hud.buttons)
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()


def test_a_reproductions_new_ships_are_one_step_of_the_plan() -> None:
    """The plan names the new ships' beaches once, in any order, and the beaches they fill that
    it does not sail from; a sail whose odds the reason tells is told without them, and a sail the
    plan makes as the only choice is told (it was left out when the plan itself held it)."""
    match, option, plan, _reason = hint_at(24)
    line = plan_text(match.state, option, plan)
    assert isinstance(line, PlanLine) and line.keys == (True, True)
    assert line == ("then: new ships on Tonga's top, lower-right, bottom and lower-left beaches, in any order "
                    "(the top and bottom beaches fill); sail from Tonga's lower-left beach down-left")
    assert line.forms() == [
        line,
        "then: new ships on Tonga's top, lower-right, bottom and lower-left beaches (the top and bottom beaches "
        "fill); sail from the lower-left beach down-left",
        "then: new ships on 4 of Tonga's beaches, filling the top, bottom and lower-left beaches; sail from the "
        "lower-left beach down-left",
    ]
    # without the sail in the plan its odds are told (the reason then tells the safest pier's)
    placed = plan_text(match.state, option, plan[:-1])
    assert placed == ("then: new ships on Tonga's top, lower-right, bottom and lower-left beaches, in any order "
                      "(the top, bottom and lower-left beaches fill)")
    match, option, plan, _reason = hint_at(57)
    assert plan_text(match.state, option, plan) == (
        "then: new ships on Tonga's top, bottom, lower-left and upper-left beaches, in any order; sail from "
        "Tonga's upper-left beach up-left, the only choice")
    # the next hint of that plan: its reason names the beach it fills, and no pier (the plan's sail then has its odds)
    after = match.state.copy()
    after.play(option)
    assert plan_text(after, plan[0], plan[1:]).startswith(
        "then: new ships on Tonga's bottom, lower-left and upper-left beaches, in any order; sail from Tonga's "
        "upper-left beach up-left (sure to land on Hiva Oa, worth 4 points), the only choice")


def _laid(reason: str, plan: str, room: int) -> tuple[list[str], int]:
    """(lines, of them the reason's) of a hint docked where `room` lines fit at UI scale 1."""
    dock = pygame.Rect(1056, 100, 208, round(22 * 1.0) + round(14 * 1.0) + room * log_row_height(1.0))
    panel = HintPanel()
    panel.ask((3, None))
    assert panel.answer((3, None), Choice(interned.PASS, reason), plan)
    _px, lines, reason_lines, _box = panel._layout(pygame.Rect(290, 70, 840, 690), 1.0, dock)
    assert len(lines) <= room
    return lines, reason_lines


def test_short_of_room_a_hint_tells_its_plan_shorter_and_keeps_the_steps_that_fill_or_sail() -> None:
    """Where the plan does not fit under its reason it is told in brief, then the reason leaves
    out the level's judgement ("clearly the best move it found, about 31% to win"), then the
    plan is told by its steps that fill a beach or sail alone (the others left out as "…");
    only then does the reason give up its end to them. A plain plan is cut as before."""
    reason = ("reproduces on Tonga (0 points): 4 new ships; they can fill 3 beaches, its lower-left beach to sail "
              "with 2 colours down-left (sure to land on Tuvalu, worth 4 points); clearly the best move it found, "
              "about 31% to win")
    plan = PlanLine(["reproduce on Samoa", "the new ship on Samoa's top beach (it fills)",
                     "sail from Samoa's upper-left beach up-left (about 67% to land, 31% to sink, 2% stranded)"],
                    ["reproduce on Samoa", "the new ship on Samoa's top beach (it fills)",
                     "sail from the upper-left beach up-left (about 67% to land)"],
                    keys=[False, True, True])
    whole, brief, least = plan.forms()
    assert least == ("then: …; the new ship on Samoa's top beach (it fills); sail from the upper-left beach "
                     "up-left (about 67% to land)")
    full = hint_module.hint_sentence(reason)
    plain = full.removesuffix("; clearly the best move it found, about 31% to win")
    assert plain != full

    def lines_of(words: str) -> list[str]:
        return list(hint_module.wrap(words[:1].upper() + words[1:], hint_module.log_font_px(1.0), 208 - 20))

    ladder = [(said, form) for said in (full, plain) for form in (whole, brief)]
    ladder += [(said, least) for said in (full, plain)]
    seen = set()
    for room in range(len(lines_of(full)) + len(lines_of(whole)), len(lines_of(plain)) + len(lines_of(least)) - 1,
                      -1):
        said, form = next((said, form) for said, form in ladder
                          if len(lines_of(said)) + len(lines_of(form)) <= room)
        lines, reason_lines = _laid(reason, plan, room)
        assert lines == lines_of(said) + lines_of(form), (room, said, form, lines)
        seen.add((said, form))
    assert len(seen) >= 4, seen
    # so little room that the reason gives up its end: the steps that fill and sail stay whole
    room = len(lines_of(least)) + 4
    lines, reason_lines = _laid(reason, plan, room)
    assert " ".join(lines[reason_lines:]) == "T" + least[1:], lines
    assert reason_lines == 4 and lines[reason_lines - 1].endswith("…"), lines
    lines, reason_lines = _laid(reason, plan, 5)  # and then the plan is cut, under the reason's least lines
    assert reason_lines == hint_module.MIN_REASON_LINES and lines[-1].rstrip(")").endswith("…"), lines
    # a plan in a plain string is cut after the whole reason
    lines, reason_lines = _laid("passes: nothing else can be done", "then: " + "; ".join(["pass"] * 80), 12)
    assert " ".join(lines[:reason_lines]) == "It would pass: nothing else can be done", lines
    assert len(lines) == 12 and lines[-1].endswith("…")
