"""A play-test of the compact layout (640x480, 800x600): what a newcomer could not read there.

The hint's panel docked in the narrow right column cut its reason and plan with "…"; notices
lay over cards; the off-view tabs lay over cards' rims, and a card's box over the tabs; and at
the game's end the tracker's panel ("Still in the stack") said "Final turn: no more cards are
revealed" over the stack panel's "Game over". A long hint at the person's turn took the column
from its top, over the stack's panel: the turn and the stack's counts were gone as they decided.
"""

from __future__ import annotations

import random

import pygame
import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tests.app.test_small_window import _first_turn
from tongiaki.ai.base import Choice
from tongiaki.app.main import App
from tongiaki.app.scenes.score import ScoreScene
from tongiaki.app.widgets import hud as hud_module
from tongiaki.app.widgets import tracker as tracker_module
from tongiaki.app.widgets.hud import MIN_TRACKER_HEIGHT
from tongiaki.rules import DecisionKind, OptionKind


def test_the_compact_trackers_panel_says_the_game_is_over_at_its_end(monkeypatch) -> None:
    """At 640x480 the tracker shows its short form (the lists have no room), whose end line
    said "Final turn: no more cards are revealed" on the finished table under the score sheet
    (Show board), the stack panel above it saying "Game over": it says the game is over."""
    app = App((640, 480), ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    gui = Gui(app)
    try:
        assert app.new_game(["random", "random"], seed=5, speed="instant") is None
        for _ in range(5000):
            if isinstance(app.scene, ScoreScene):
                break
            gui.frame()
        score = app.scene
        assert isinstance(score, ScoreScene)
        gui.key(pygame.K_TAB)  # Show board
        hud = score.board.hud
        assert hud.compact and hud.over_shown
        said: list[str] = []
        drawn = tracker_module.text

        def record(label: str, *args, **kwargs) -> pygame.Surface:
            said.append(label)
            return drawn(label, *args, **kwargs)

        monkeypatch.setattr(tracker_module, "text", record)
        hud._tracker_key = None  # painted again, as it is
        gui.frame()
        words = " ".join(said)
        assert "over" in words, said
        assert "Final turn" not in words, said
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()


LONG_REASON = (
    "reproduces on {island} (0 points): 5 new ships; one can fill its upper-right beach to sail with 1 colour "
    "(safest pier: 60% to land, 40% to sink); clearly the best move it found, about 36% to win"
)
"""A reproduction's reason as long as the play-test's (the hard level's words, 5 new ships)."""


def _reads_whole(size: tuple[int, int], lines: list[str], reason: int) -> bool:
    """The docked hint's `lines` (the first `reason` of them its reason's) read whole: no "…".
    At 640x480, where the column keeps the row of "Finish for me (G)" under the turn's four
    action buttons while a hint shows (left out, it let the buttons above it move), the longest
    reasons may lose their last words: the plan reads whole, and the reason all but its end."""
    if size != (640, 480):
        return not any("…" in line for line in lines)
    return not any("…" in line for line in lines[: reason - 1] + lines[reason:])


@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
def test_a_long_hint_in_the_compact_column_reads_whole(size) -> None:
    """A hint as long as the play-test's, at the person's turn (four action buttons under the
    column's dock): its reason and plan are shown whole, with no "…", in type of 11 px or more,
    inside the window and over no button; the stack's card stays uncovered where the decision
    drags from it (an emigration)."""
    app = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    gui = Gui(app)
    try:
        scene = _first_turn(app, gui)
        node = scene.match.pending
        option = next(o for o in node.options if o.kind is OptionKind.REPRODUCE)
        island = scene.cards[scene.display.cells[option.cell]].name
        key = scene._hint_key()
        scene.hint.ask(key)
        scene._take_hint(Choice(option, LONG_REASON.format(island=island)))
        gui.frame()
        assert scene.hint.showing and scene.hint.box is not None
        px, lines, reason, _box = scene.hint._layout(scene.hud.rects["table"], scene.hud.scale, scene.hint_dock())
        assert 0 < reason < len(lines) and lines[reason].startswith("Then"), lines  # the reason and its plan
        assert _reads_whole(size, lines, reason), lines
        assert px >= 11
        assert app.screen.get_rect().contains(scene.hint.box)
        assert not scene.hint.box.colliderect(scene.hud.rects["table"])
        assert not any(scene.hint.box.colliderect(button.rect) for button in scene.hud.buttons)
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()


STACK_MARKS = ((3, 251, 7), (251, 5, 249), (7, 9, 253))
"""Colours no other pixel of the table has, painted in place of the stack panel's turn and its two
counts (`test_a_long_hint_leaves_the_turn_and_the_stacks_counts_in_view`)."""


def _long_hint(scene) -> None:
    """Show a hint as long as the play-test's (`LONG_REASON`) for the person's reproduction."""
    option = next(o for o in scene.match.pending.options if o.kind is OptionKind.REPRODUCE)
    island = scene.cards[scene.display.cells[option.cell]].name
    scene.hint.ask(scene._hint_key())
    scene._take_hint(Choice(option, LONG_REASON.format(island=island)))


@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
def test_a_long_hint_leaves_the_turn_and_the_stacks_counts_in_view(size, monkeypatch) -> None:
    """A play-test at 640x480: a long hint at the start of the person's turn took the narrow
    column from its top, over the stack's panel, and the turn and the stack's counts were gone
    just as the person decided. With the hint shown, the stack panel's turn ("Turn 1 · round 1")
    and both counts ("Islands: 15", "Water: 16") are drawn whole, no pixel of them under the
    hint's panel, and the hint reads whole (no "…") in type of 11 px or more."""
    app = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    gui = Gui(app)
    try:
        scene = _first_turn(app, gui)
        _long_hint(scene)
        hud = scene.hud
        islands = sum(1 for card in hud.stack_left if scene.cards[card].is_island)
        words = (hud.heading(), f"Islands: {islands}", f"Water: {len(hud.stack_left) - islands}")
        marked: dict[str, int] = {}
        drawn = hud_module.text

        def marking(label: str, size: int, *args, **kwargs) -> pygame.Surface:
            image = drawn(label, size, *args, **kwargs)
            if label not in words:
                return image
            mark = pygame.Surface(image.get_size())
            mark.fill(STACK_MARKS[words.index(label)])
            marked[label] = image.get_width() * image.get_height()
            return mark

        monkeypatch.setattr(hud_module, "text", marking)
        gui.frame()
        assert scene.hint.showing and scene.hint.box is not None
        assert set(marked) == set(words), (words, marked)
        for label, colour in zip(words, STACK_MARKS, strict=True):
            seen = pygame.mask.from_threshold(app.screen, colour, (1, 1, 1, 255)).count()
            assert seen == marked[label], (label, seen, marked[label], scene.hint.box)
        px, lines, reason, _box = scene.hint._layout(hud.rects["table"], hud.scale, scene.hint_dock())
        assert 0 < reason < len(lines), lines  # its reason and its plan
        assert _reads_whole(size, lines, reason), lines
        assert px >= 11
        assert not any(scene.hint.box.colliderect(button.rect) for button in hud.buttons)
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()


def test_at_an_emigration_a_long_hint_leaves_the_stack_panel_whole() -> None:
    """At 640x480 the person's emigration drags its card from the stack's panel: a hint too long
    for the tracker's place never folds that panel to its words nor lies over it."""
    app = App((640, 480), ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    gui = Gui(app)
    try:
        scene = _first_turn(app, gui)
        rng = random.Random(2)
        for _ in range(50):
            assert gui.wait_for_human()
            if scene.match.pending.kind is DecisionKind.EMIGRATE:
                break
            options = scene.match.pending.options
            gui.perform(options[rng.randrange(len(options))])
        node = scene.match.pending
        assert node.kind is DecisionKind.EMIGRATE
        reason = "; ".join([LONG_REASON.format(island="Tonga")] * 3)
        scene.hint.ask(scene._hint_key())
        scene._take_hint(Choice(node.options[0], reason))
        gui.frame()
        hud = scene.hud
        assert scene.hint.showing and scene.hint.box is not None
        assert scene.hint.box.top < hud.rects["tracker"].top + hud.px(MIN_TRACKER_HEIGHT)  # the tracker's whole place: too long to lie under its counts
        assert not hud.stack_folded
        assert not scene.hint.box.colliderect(hud.rects["stack"])
        assert hud.rects["stack"].contains(hud.stack_card_rect)
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()
