"""A small window (640x480, 800x600) is laid out compactly, and the game is played in it.

The two side columns of the usual layout (seats and log on the left; stack, tracker and buttons on
the right, about 231 px each at the smallest UI scale) left the table 176 px of a 640x480 window
(28%) and 336 px of an 800x600 one (42%): tiny cards, and a hint's panel over the island to
click. Below half the width (`hud.COMPACT_SHARE`) the layout keeps one side column (a smaller
stack panel with the turn, the tracker, the buttons with "Log (L)" among them), puts the seats
in a strip of chips above the prompt and folds the log behind the large log (L). From 1024x600
up the layout is the usual one.
"""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tests.walks import finished_match
from tongiaki.app.main import App
from tongiaki.app.scenes.replay import ReplayScene
from tongiaki.app.scenes.score import ScoreScene
from tongiaki.app.scenes.settings import SettingsScene
from tongiaki.app.scenes.start import StartScene
from tongiaki.app.scenes.table import TableScene
from tongiaki.app.widgets.hud import MIN_TRACKER_HEIGHT, compact_layout, is_system, layout, seat_chips, ui_scale
from tongiaki.app.widgets.ui import font
from tongiaki.rules import DecisionKind
from tongiaki.rules.invariants import check_state

SMALL = [(640, 480), (800, 600)]
TABLE_SHARE = {(640, 480): 0.6, (800, 600): 0.7}
"""The least share of the window's width the table area gets (the compact layout gives 421 of
640 px, 66%, and 581 of 800 px, 73%; the two columns gave 28% and 42%)."""
SYSTEM = ("Hint", "Speed", "Rules", "Log", "Tracker", "Odds", "Settings", "Save as", "Save & menu")
ACTIONS = ("Reproduce", "King island", "Take a ship back", "Resettle")


def _panels(rects: dict[str, pygame.Rect]) -> dict[str, pygame.Rect]:
    """The panels drawn (the folded log has no area)."""
    return {name: rect for name, rect in rects.items() if rect.width > 0 and rect.height > 0}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", SMALL)
def test_a_small_window_gives_the_table_most_of_its_width(size, players) -> None:
    """The table area takes at least `TABLE_SHARE` of the width, every panel lies inside the
    window and over no other, the seats' chips lie in their strip apart, and the tracker keeps
    at least its title and counts."""
    rects = layout(size, None, players)
    w, _h = size
    assert rects["table"].width >= TABLE_SHARE[size] * w, (size, rects["table"])
    panels = _panels(rects)
    assert "log" not in panels  # folded: the large log (L, "Log (L)") shows it
    assert set(panels) == {"seats", "prompt", "table", "stack", "tracker", "buttons"}
    window = pygame.Rect(0, 0, *size)
    for name, rect in panels.items():
        assert window.contains(rect), (size, name, rect)
    for (a, one), (b, other) in itertools.combinations(panels.items(), 2):
        assert not one.colliderect(other), (size, a, b)
    chips = seat_chips(rects["seats"], players, ui_scale(size))
    assert len(chips) == players
    assert all(rects["seats"].contains(chip) for chip in chips)
    assert not any(one.colliderect(other) for one, other in itertools.combinations(chips, 2))
    assert rects["tracker"].height >= round(MIN_TRACKER_HEIGHT * ui_scale(size))


def test_windows_from_1024x600_keep_the_two_columns() -> None:
    """Where the two columns leave the table half the width or more, nothing changes: the seats
    and the log on the left, the stack, tracker and buttons on the right."""
    assert compact_layout((640, 480)) and compact_layout((800, 600)) and compact_layout((900, 700))
    for size in ((1024, 600), (1024, 768), (1280, 720), (1280, 800), (1366, 768), (1920, 1080)):
        assert not compact_layout(size), size
        rects = layout(size, None, 4)
        assert rects["log"].height > 0 and rects["log"].left == rects["seats"].left < rects["table"].left, size
        assert rects["stack"].left == rects["buttons"].left > rects["table"].right, size


def _first_turn(app: App, gui: Gui) -> TableScene:
    """Human against easy, the setup clicked through to the person's first turn."""
    assert app.new_game(["human", "easy"], seed=2, speed="instant") is None
    rng = random.Random(2)
    while gui.wait_for_human() and app.scene.match.pending.kind is not DecisionKind.ACTION:
        options = app.scene.match.pending.options
        gui.perform(options[rng.randrange(len(options))])
    scene = app.scene
    assert isinstance(scene, TableScene) and scene.match.pending.kind is DecisionKind.ACTION
    gui.frame()
    return scene


@pytest.mark.parametrize("size", SMALL)
def test_every_button_of_a_small_window_is_there_and_clicks(size) -> None:
    """At the person's turn every action and system button is there, inside the window and the
    buttons' panel, over no other button, its label whole at 10 px or more; and a click on each
    does what it says."""
    app = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    gui = Gui(app)
    try:
        scene = _first_turn(app, gui)
        hud = scene.hud
        labels = [button.label for button in hud.buttons]
        for label in SYSTEM + ACTIONS:
            assert any(shown.startswith(label) for shown in labels), (label, labels)
        window = app.screen.get_rect()
        for button in hud.buttons:
            assert window.contains(button.rect) and hud.rects["buttons"].contains(button.rect), button.label
            assert button.size >= 10, button.label
            assert font(button.size, True).size(button.label)[0] <= button.rect.width, button.label
        for one, other in itertools.combinations(hud.buttons, 2):
            assert not one.rect.colliderect(other.rect), (one.label, other.label)

        gui.click_button("Log (L)")  # the folded log, whole
        assert scene.logbook.visible
        gui.key(pygame.K_l)
        assert not scene.logbook.visible
        shown = scene.show_odds
        gui.click_button("Odds")
        assert scene.show_odds is not shown
        gui.click_button("Odds")
        assert scene.show_odds is shown
        gui.click_button("Tracker")
        assert not scene.show_tracker
        gui.click_button("Tracker")
        assert scene.show_tracker
        speed = scene.animator.speed
        gui.click_button("Speed:")
        assert scene.animator.speed != speed
        gui.click_button("Rules (H)")
        assert app.help.visible
        gui.key(pygame.K_ESCAPE)
        assert not app.help.visible
        gui.click_button("Resettle")
        assert scene.resettle_armed
        gui.click_button("Reproduce")
        assert not scene.resettle_armed and gui.button("Reproduce").active
        gui.click_button("Finish for me")
        assert scene.finish_armed is scene.match.pending
        for _ in range(600):  # asked at the decision, not queued behind a move being shown (whose
            if scene._human_turn_ready():  # hint a Hide within `HINT_GRACE` keeps)
                break
            gui.frame()
        gui.click_button("Hint (?)")
        gui.frame()  # the hint thought about and shown (`Gui.frame` waits for it)
        assert scene.hint.showing and gui.button("Hide hint").label.startswith("Hide hint")
        gui.click_button("Hide hint")
        assert not scene.hint.showing
        gui.click_button("Settings")
        assert isinstance(app.scene, SettingsScene)
        gui.key(pygame.K_ESCAPE)
        assert app.scene is scene
        gui.click_button("Save as")
        assert app.scene is not scene
        gui.key(pygame.K_ESCAPE)
        gui.key(pygame.K_ESCAPE)
        assert app.scene is scene
        gui.click_button("Save & menu")
        assert isinstance(app.scene, StartScene)
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()


def test_a_whole_game_by_hand_at_640x480_reaches_the_score_screen() -> None:
    """A person plays a whole game with the mouse in the smallest window, the table taking most
    of its width, and the score sheet comes up over the table and the seats' strip."""
    app = App((640, 480), ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    gui = Gui(app)
    try:
        assert app.new_game(["human", "random"], seed=5, speed="instant") is None
        scene = app.scene
        assert scene.hud.rects["table"].width >= TABLE_SHARE[(640, 480)] * 640
        made = gui.play_random_human(random.Random(5))
        assert isinstance(app.scene, ScoreScene)
        match = scene.match
        assert match.is_over() and check_state(match.state) == []
        assert [option for _, option in gui.performed] == scene.submitted
        assert sum(made.values()) == len(scene.submitted)
        for kind in (DecisionKind.SETUP, DecisionKind.ACTION, DecisionKind.PLACE_CARD):
            assert made.get(kind), made
        score = app.scene
        assert score.panel.width >= TABLE_SHARE[(640, 480)] * 640
        assert score.panel.contains(scene.hud.rects["seats"])  # not a seat's chip cut in part
        assert all(app.screen.get_rect().contains(button.rect) for button in score.buttons)
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()


def test_the_replay_at_640x480_keeps_its_buttons_and_opens_the_log() -> None:
    """The replay reuses the table's layout: its small buttons (Rules, Log, Tracker, Odds) lie
    in the window, and "Log (L)" opens the large log."""
    app = App((640, 480), ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    gui = Gui(app)
    try:
        app.watch_replay(finished_match(["human", "easy"], 6))
        replay = app.scene
        assert isinstance(replay, ReplayScene)
        gui.frame()
        table = replay.table
        assert table.hud.rects["table"].width >= TABLE_SHARE[(640, 480)] * 640
        system = [button for button in table.hud.buttons if is_system(button)]
        assert [button.label.split()[0] for button in system] == ["Rules", "Log", "Tracker:", "Odds:"]
        assert all(app.screen.get_rect().contains(button.rect) for button in system)
        gui.click(next(button for button in system if button.label == "Log (L)").rect.center)
        assert table.logbook.visible
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()


def test_a_hint_at_a_turns_action_in_640x480_docks_beside_the_table() -> None:
    """At the person's turn (four action buttons) the hint's panel goes in the side column, in
    the tracker's place down to the first button, not over the table's cards (at 640x480 the
    place was too low for it, and the panel lay over the top of a table 176 px wide)."""
    app = App((640, 480), ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    gui = Gui(app)
    try:
        scene = _first_turn(app, gui)
        assert sum(1 for button in scene.hud.buttons if button.label.startswith(ACTIONS)) == 4
        gui.click_button("Hint (?)")
        gui.frame()  # the hint thought about and shown (`Gui.frame` waits for it)
        gui.frame()
        assert scene.hint.showing and scene.hint.rect is not None
        assert scene.hint_dock() is not None
        assert not scene.hint.rect.colliderect(scene.hud.rects["table"])
        assert app.screen.get_rect().contains(scene.hint.rect)
        assert not any(scene.hint.rect.colliderect(button.rect) for button in scene.hud.buttons)
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()
