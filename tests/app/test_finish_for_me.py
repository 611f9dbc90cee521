""" "Finish for me" (play-test 30 F3: a decided 2-seat game dragged on for 50 turns): a person hands
their seat to the hard level for the rest of the game, after a second click; the hard level
plays it without input to the score sheet, which says from which turn; Esc or a click on the
table's tab takes the seat back; a save resumes with the person in control; the same seed and
decisions give the same game. AI seats think under the tests' iteration cap."""

from __future__ import annotations

import random

import pygame
import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tests.app.drawn import recorded_labels
from tongiaki.app.main import App
from tongiaki.app.scenes.score import ScoreScene
from tongiaki.app.scenes.table import FINISH_ARMED, FINISH_LABEL, TableScene
from tongiaki.app.scenes.table_text import stand_in_name_forms
from tongiaki.app.widgets import hud as hud_module
from tongiaki.app.widgets.hint import HINT_LEVEL
from tongiaki.app.widgets.hud import is_system
from tongiaki.play.match import HUMAN
from tongiaki.play.records import last_game_path, load_autosave, record_of
from tongiaki.play.results import load_results, results_path
from tongiaki.rules import DecisionKind

SEATS = ["human", "easy"]
FRAME_LIMIT = 20_000
"""Frames a handed-over game may take to its end (a guard, not a speed check: each frame waits
for the thinking seat's answer)."""


def _play_some(gui, rng: random.Random, decisions: int) -> None:
    """The person makes `decisions` random legal moves by gesture."""
    for _ in range(decisions):
        assert gui.wait_for_human()
        decision = gui.scene.match.pending
        gui.perform(decision.options[rng.randrange(len(decision.options))])
    assert gui.wait_for_human()


def _hand_over(gui) -> None:
    """G twice (the button shows from the first turn on; the key works at any of the person's
    decisions)."""
    gui.key(pygame.K_g)
    gui.key(pygame.K_g)


def _run_to_score_sheet(gui) -> ScoreScene:
    """Frames only (no input) until the score sheet shows."""
    for _ in range(FRAME_LIMIT):
        if isinstance(gui.scene, ScoreScene):
            return gui.scene
        assert gui.scene.interaction.decision is None, "the table asked the person for a move"
        gui.frame()
    raise AssertionError("the handed-over game did not reach its score sheet")


def _past_the_setup(gui) -> None:
    """The person places their starting ships (no "Finish for me" while they do: play-test 32
    found it beside the game's first decision)."""
    rng = random.Random(3)
    assert gui.wait_for_human()
    while gui.scene.match.pending.kind is DecisionKind.SETUP:
        assert not any(b.label in (FINISH_LABEL, FINISH_ARMED) for b in gui.scene.hud.buttons)
        decision = gui.scene.match.pending
        gui.perform(decision.options[rng.randrange(len(decision.options))])
        assert gui.wait_for_human()


def test_handing_over_asks_for_a_second_click(app, gui) -> None:
    app.new_game(SEATS, seed=5, speed="instant")
    _past_the_setup(gui)
    table = gui.scene
    gui.click_button(FINISH_LABEL)
    assert table.match.stood_in == {} and table.match.agents[0] is None  # nothing handed over yet
    assert gui.button(FINISH_ARMED).active
    assert "Click again" in table.hud.prompt and "Esc" in table.hud.prompt
    # any other move keeps the seat: the button asks again at the next decision
    decision = table.match.pending
    gui.perform(decision.options[0])
    assert gui.wait_for_human()
    assert table.match.stood_in == {}
    assert gui.button(FINISH_LABEL).label == FINISH_LABEL
    gui.key(pygame.K_g)  # the key: the same two presses
    assert table.match.stood_in == {}
    gui.key(pygame.K_g)
    assert table.match.stood_in == {0: table.match.state.turn}
    assert table.match.level_of(0) == HINT_LEVEL


def test_the_button_is_a_small_row_under_the_actions(app, gui) -> None:
    """Play-tests 36 and 39 found "Finish for me", the topmost and largest button from turn 1,
    inviting: it is as small as the system buttons, in a row between the turn's actions and the
    system grid, and keeps that place when armed."""
    app.new_game(SEATS, seed=5, speed="instant")
    _past_the_setup(gui)
    table = gui.scene
    while table.match.pending.kind is not DecisionKind.ACTION:
        gui.perform(table.match.pending.options[0])
        assert gui.wait_for_human()
    for label in (FINISH_LABEL, FINISH_ARMED):
        finish = gui.button(label)
        system = [b for b in table.hud.buttons if is_system(b)]
        actions = [b for b in table.hud.buttons if not is_system(b) and b is not finish]
        assert actions, "a turn's action shows its buttons"
        assert finish.rect.height == system[0].rect.height < min(b.rect.height for b in actions)
        assert finish.size < min(b.size for b in actions)
        assert max(b.rect.bottom for b in actions) <= finish.rect.top
        assert finish.rect.bottom <= min(b.rect.top for b in system)
        assert finish.rect.width == table.hud.rects["buttons"].width
        if label == FINISH_LABEL:
            gui.click_button(FINISH_LABEL)


def test_the_hard_level_plays_the_seat_to_the_score_sheet(app, gui) -> None:
    app.new_game(SEATS, seed=6, speed="instant")
    _play_some(gui, random.Random(1), 3)
    table = gui.scene
    turn = table.match.state.turn
    hints = list(table.match.hints)
    _hand_over(gui)
    gui.frame()
    assert table.stand_in_rect is not None  # the tab says the hard level plays Blue
    assert not any(b.label in (FINISH_LABEL, FINISH_ARMED) for b in table.hud.buttons)
    score = _run_to_score_sheet(gui)
    match = score.match
    assert match.is_over()
    assert match.seats == SEATS  # a human seat in the record
    assert record_of(match)["seats"] == SEATS
    assert match.hints == hints  # nothing counted for the hard level's moves
    assert any(match.deciders[i] == 0 for i in match.reasons)  # its moves for the seat, with reasons
    assert score.stand_in == (f"The hard level finished the game for {score.names[0].split(' (')[0]} from turn {turn}:"
                              " not counted in your results.")
    gui.frame()
    assert score.stand_in_rect is not None and score.panel.contains(score.stand_in_rect)
    results, problem = load_results(results_path())
    assert problem is None and results == []  # not the person's result (play-test 32: "Blue (you) wins!")
    # kept with the finished game: opened again from the Load screen, its sheet says it too
    assert app.open_saved(last_game_path()) is None
    reopened = gui.scene
    assert isinstance(reopened, ScoreScene) and reopened.match is not match
    assert reopened.stand_in == score.stand_in


def test_esc_takes_the_seat_back(app, gui) -> None:
    app.new_game(SEATS, seed=7, speed="instant")
    _play_some(gui, random.Random(2), 2)
    table = gui.scene
    _hand_over(gui)
    made = len(table.match.history)
    for _ in range(200):  # the hard level makes some moves for the seat
        gui.frame()
        if len(table.match.history) > made + 6 and not table.match.is_over():
            break
    assert table.match.stood_in
    gui.key(pygame.K_ESCAPE)
    assert isinstance(gui.scene, TableScene)  # Esc took the seat back, not the table to the menu
    assert table.match.stood_in == {} and table.match.agents[0] is None
    assert gui.wait_for_human()
    assert table.match.pending.player == 0
    assert not table.match.can_undo()  # the hard level's moves for the seat are not the person's to undo
    assert gui.button(FINISH_LABEL)  # it may be handed over again
    gui.key(pygame.K_ESCAPE)  # with no seat handed over, Esc goes to the menu as ever
    assert not isinstance(gui.scene, TableScene)


def test_a_click_on_the_tab_takes_the_seat_back(app, gui) -> None:
    app.new_game(SEATS, seed=8, speed="instant")
    _play_some(gui, random.Random(3), 1)
    table = gui.scene
    _hand_over(gui)
    gui.frame()
    assert table.stand_in_rect is not None
    gui.click(table.stand_in_rect.center)
    assert table.match.stood_in == {}
    assert gui.wait_for_human()
    gui.frame()
    assert table.stand_in_rect is None


def test_a_save_while_handed_over_resumes_with_the_person(app, gui) -> None:
    app.new_game(SEATS, seed=9, speed="instant")
    _play_some(gui, random.Random(4), 2)
    table = gui.scene
    _hand_over(gui)
    start_turn = table.match.state.turn
    for _ in range(FRAME_LIMIT):  # until the hard level has played a turn's end for the seat
        gui.frame()
        if table.match.state.turn > start_turn + 1 and table.match.pending is not None:
            break
    assert table.match.stood_in and not table.match.is_over()
    assert app.autosave(table.match) is None
    saved = load_autosave()
    assert saved is not None and saved.seats == SEATS and saved.agents[0] is None and saved.stood_in == {}
    app.to_menu()
    gui.frame()
    assert app.continue_game("instant") is None
    resumed = gui.scene
    assert isinstance(resumed, TableScene) and resumed.match.stood_in == {}
    assert gui.wait_for_human()
    assert resumed.match.pending.player == 0


def _handed_over_game(app, gui, seed: int) -> list:
    app.new_game(SEATS, seed=seed, speed="instant")
    _play_some(gui, random.Random(seed), 2)
    _hand_over(gui)
    return list(_run_to_score_sheet(gui).match.history)


def test_the_same_seed_and_decisions_give_the_same_game(app, gui) -> None:
    first = _handed_over_game(app, gui, 10)
    second = _handed_over_game(app, gui, 10)
    assert first == second


def test_hot_seat_hands_over_only_the_seat_that_asked(app, gui) -> None:
    app.new_game(["human", "human"], seed=11, speed="instant")
    assert gui.wait_for_human()
    table = gui.scene
    seat = table.match.pending.player
    _hand_over(gui)
    assert set(table.match.stood_in) == {seat}
    other = 1 - seat
    for _ in range(FRAME_LIMIT):
        if table.handover >= 0:
            table.take_over()  # the hot-seat handover to the other person
        gui.frame()
        if table.interaction.decision is not None and table.match.pending is table.interaction.decision:
            break
    assert table.match.pending.player == other  # the other person still plays themselves
    assert table.match.agents[other] is None and table.match.seats == [HUMAN, HUMAN]


def test_a_shown_hint_leaves_the_buttons_room_and_g_still_hands_over(app, gui) -> None:
    """The button stays where it was while a hint shows (left out, it let the action buttons
    above it move down a row: a play-test's click landed on another button), the docked hint
    above the first button, and G hands the seat over."""
    app.new_game(SEATS, seed=12, speed="instant")
    _past_the_setup(gui)
    table = gui.scene
    place = gui.button(FINISH_LABEL).rect.copy()
    gui.click_button(FINISH_LABEL)
    gui.key(pygame.K_i)  # asking how to play on keeps the seat: the second press asks again
    assert not table._finish_armed()
    for _ in range(200):
        gui.frame()
        if table.hint.choice is not None:
            break
    assert table.hint.showing
    gui.frame()
    assert gui.button(FINISH_LABEL).rect == place
    box = table.hint.box
    assert box is not None and not any(box.colliderect(b.rect) for b in table.hud.buttons)
    hints = list(table.match.hints)
    gui.key(pygame.K_g)
    gui.key(pygame.K_g)
    assert table.match.stood_in and not table.hint.showing
    assert table.match.hints == hints


def test_a_question_mark_after_handing_over_says_how_to_take_the_seat_back(app, gui) -> None:
    """Play-test 42 pressed ? after "Finish for me" and read "press ? again when it is your
    turn", a turn that never comes: it says the hard level plays the seat and how to take it back."""
    from tongiaki.app.scenes.table_hints import HINT_HANDED_OVER

    app.new_game(SEATS, seed=12, speed="normal")
    _past_the_setup(gui)
    table = gui.scene
    _hand_over(gui)
    assert table.match.stood_in
    gui.key(pygame.K_i)
    assert table.hud.notice_text == HINT_HANDED_OVER.format(back="Esc takes it back")
    assert table.match.hints == [0, 0]


def test_esc_backs_out_of_a_hand_over_waiting_for_its_second_click(app, gui) -> None:
    """Play-test 32 pressed Esc after the first G (the prompt speaks of Esc) and was taken to the
    menu: Esc there cancels the hand-over, the table stays, the seat is the person's."""
    app.new_game(SEATS, seed=5, speed="instant")
    _past_the_setup(gui)
    table = gui.scene
    gui.key(pygame.K_g)
    assert gui.button(FINISH_ARMED).active
    gui.key(pygame.K_ESCAPE)
    assert gui.scene is table and table.match.stood_in == {}
    assert gui.button(FINISH_LABEL).label == FINISH_LABEL and "stays yours" in table.hud.notice_text
    gui.key(pygame.K_g)  # asks again from the start
    assert table.match.stood_in == {} and gui.button(FINISH_ARMED).active


def test_turns_played_for_the_seat_and_given_back_are_told_and_not_counted(app, gui) -> None:
    """Play-test 38's sheet said "finished the game for Blue from turn 13" of a seat the hard
    level had played at turn 10 too (taken back with Esc, then handed over again); a game taken
    back for good counted in the person's results though the hard level had made their moves."""
    app.new_game(SEATS, seed=7, speed="instant")
    _play_some(gui, random.Random(2), 2)
    table = gui.scene
    _hand_over(gui)
    first = table.match.state.turn
    made = len(table.match.history)
    for _ in range(200):  # the hard level makes some moves for the seat
        gui.frame()
        if any(d == 0 for d in table.match.deciders[made:]) and table.match.waiting_for_human() is False:
            break
    gui.key(pygame.K_ESCAPE)  # the seat back
    assert table.match.stood_in == {} and table.match.stood_in_before
    (played,) = table.match.stood_in_before[0]
    assert played[0] == first
    gui.play_random_human(random.Random(4))  # the person plays it to the end
    score = gui.scene
    assert isinstance(score, ScoreScene)
    name = score.names[0].split(" (")[0]
    assert score.stand_in.startswith("The hard level played turn") and f"for {name}: not counted" in score.stand_in
    results, problem = load_results(results_path())
    assert problem is None and results == []


def test_a_seat_handed_over_at_its_first_turn_is_told_as_the_hard_levels_at_the_end(app, gui) -> None:
    """Play-test 46: "Blue (you) wins!" on the sheet of a game the hard level played for Blue from
    its first turn. The sheet's title and the table's game-over bar name the hard level for that
    seat; the line under the sheet says from which turn, as before."""
    app.new_game(SEATS, seed=6, speed="instant")
    _past_the_setup(gui)
    table = gui.scene
    person = table.names[0]
    assert person.endswith("(you)")
    _hand_over(gui)
    score = _run_to_score_sheet(gui)
    told = "Blue (the hard level, for you)"
    assert person.startswith("Blue") and score.told_names[0] == told
    assert score.told_names[1] == score.names[1]  # the computer seat keeps its name
    assert "from turn 1:" in score.stand_in
    gui.frame()
    assert table._over_prompt is not None and "(you)" not in table._over_prompt.replace("for you", "")
    assert 0 in score.sheet.winners  # (seed 6: the hard level wins for Blue)
    assert table._over_prompt.startswith(f"Game over: {told} wins")



def _seat_names(labels: list[tuple[str, int]], table) -> list[str]:
    """The seats' names among the `labels` a painting of the seats panel made (`recorded_labels`)."""
    colours = tuple(f"{name} (" for name in table.short_names)
    return [label for label, _size in labels if label.startswith(colours)]


def _seat_names_painted(table) -> list[str]:
    """The seats' names as the seats panel (the chips, in the compact layout) paints them now."""
    hud = table.hud
    area = hud.rects["seats"]
    with recorded_labels(hud_module) as labels:
        hud._paint_seats(pygame.Surface(area.size, pygame.SRCALPHA), pygame.Rect(0, 0, *area.size), table.display, table.t)
    return _seat_names(labels, table)


def test_the_stand_in_names_shorten_as_the_tab_does() -> None:
    """The forms the seats panel fits a seat the hard level plays into, the longest first."""
    assert stand_in_name_forms("Blue (you)") == ("Blue (the hard level, for you)", "Blue (hard, for you)", "Blue (for you)")
    assert stand_in_name_forms("Blue") == ("Blue (the hard level)", "Blue (hard)")  # a hot-seat game's


@pytest.mark.parametrize("size", [(1280, 800), (640, 480)])
def test_the_seats_panel_names_the_hard_level_while_it_plays_the_seat(size) -> None:
    """The seats panel (at 640x480 the seats' chips) said "Blue (you)" of the seat the hard level
    played after "Finish for me", while the top bar, the stand-in's tab and the game's end named
    the hard level. It now names it in their words, the longest of `stand_in_name_forms` that fits
    ("Blue (hard, for you)" beside the score at these sizes), and "Blue (you)" again once the
    person takes the seat back (Esc)."""
    app = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    gui = Gui(app)
    try:
        app.new_game(SEATS, seed=7, speed="instant")
        _play_some(gui, random.Random(2), 2)
        table = gui.scene
        assert table.hud.compact == (size == (640, 480))
        other = table.names[1]  # "Green (easy)"
        assert _seat_names_painted(table) == ["Blue (you)", other]
        _hand_over(gui)
        assert table.match.stood_in
        assert _seat_names_painted(table) == ["Blue (hard, for you)", other]
        table.hud._seats_key = None  # the table's own frames paint it so (within one frame a panel)
        with recorded_labels(hud_module) as labels:
            for _ in range(3):
                gui.frame()
        assert set(_seat_names(labels, table)) == {"Blue (hard, for you)", other}
        gui.key(pygame.K_ESCAPE)
        assert table.match.stood_in == {}
        assert _seat_names_painted(table) == ["Blue (you)", other]
    finally:
        app.scene.exit()
        app.close()


SUPPORTED = [(640, 480), (800, 600), (1024, 600), (1280, 800), (1366, 768)]
"""The window sizes the game is laid out for."""


def _finished_from_turn(turn: int, seed: int = 0):
    """A finished game of a person (random moves) and the random level, Blue's seat handed to a
    computer at its first decision of `turn` or later (the record keeps the turn, not the
    level: the easy level stands in, quicker than the hard one)."""
    from tests.app.matches import finished_for_the_person

    return finished_for_the_person(["human", "random"], seed, turn)


@pytest.mark.parametrize("size", SUPPORTED)
def test_a_seat_the_hard_level_finished_from_mid_game_is_told_so_by_the_title(size) -> None:
    """The sheet's title read "Blue (you) wins!" of a game the hard level finished for Blue from
    turn 17 (only the line under the sheet said so). It names both, "Blue (you, then the hard
    level from turn 17) wins!", whole within the sheet at every supported size; the table's
    game-over bar says the same."""
    match = _finished_from_turn(17)
    assert match.stood_in == {0: 17} and match.person_played(0)
    assert match.state.result().winners == (0,)  # (seed 0: Blue wins)
    app = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        app.show_finished(match)
        score = app.scene
        assert isinstance(score, ScoreScene) and score.names[0] == "Blue (you)"
        told = "Blue (you, then the hard level from turn 17)"
        assert score.told_names[0] == told
        score.draw(pygame.Surface(size))
        assert score.title_words() == f"{told} wins!"
        inside = score.panel.inflate(-16, 0)
        assert score.title_rect is not None and inside.contains(score.title_rect), (score.title_rect, score.panel)
        assert score.board is not None and score.board._over_prompt is not None
        assert score.board._over_prompt.startswith(f"Game over: {told} wins"), score.board._over_prompt
    finally:
        app.scene.exit()
        app.close()


@pytest.mark.parametrize(("size", "players"), [((800, 600), 4), ((640, 480), 3), ((640, 480), 6), ((900, 700), 4)])
def test_a_narrow_seat_chip_tells_the_persons_seat_from_a_computers(size, players) -> None:
    """At 800x600 with four seats (and 640x480 with three or six) a chip is too narrow for "Blue
    (hard, for you)": the seat the hard level played for its person read "Blue (hard)", as a
    computer seat of the hard level reads. The chip's name still says it is the person's seat,
    whole (not cut short)."""
    app = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    gui = Gui(app)
    try:
        app.new_game(["human"] + ["easy"] * (players - 1), seed=7, speed="instant")
        _play_some(gui, random.Random(2), 1)
        table = gui.scene
        assert table.hud.compact
        _hand_over(gui)
        assert table.match.stood_in
        painted = _seat_names_painted(table)
        assert painted[1:] == table.names[1:]
        assert painted[0] in stand_in_name_forms("Blue (you)"), painted
        assert painted[0] != "Blue (hard)" and "you" in painted[0], painted
    finally:
        app.scene.exit()
        app.close()
