"""The start screen (seats, seed, speed, Start, Continue) and saving when the game is left:
Escape/menu, closing the window (pygame.QUIT), and an autosave folder that cannot be written."""

from __future__ import annotations

import copy
import random

import pygame

from tongiaki.app.scenes.score import ScoreScene
from tongiaki.app.scenes.start import StartScene
from tongiaki.app.scenes.table import TableScene
from tongiaki.play.records import autosave_path, load_autosave


def _menu(app, gui) -> StartScene:
    app.to_menu()
    gui.frame()
    assert isinstance(app.scene, StartScene)
    return app.scene


def _type(gui, characters: str) -> None:
    gui.frame([pygame.event.Event(pygame.TEXTINPUT, text=characters)])


def _rng_states(match) -> list:
    return [match.chance_rng.getstate()] + [rng.getstate() for rng in match.agent_rngs]


def _play_some_human_moves(gui, decisions: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(decisions):
        assert gui.wait_for_human()
        options = gui.scene.match.pending.options
        gui.perform(options[rng.randrange(len(options))])


def test_start_with_the_seats_chosen_by_clicks(app, gui) -> None:
    start = _menu(app, gui)
    assert start.count == 3
    # Seat 2: Medium -> Easy -> Random (right-click steps back); seat 3: Medium -> Easy.
    gui.click(start.kinds[1].rect.center, button=3)
    gui.click(start.kinds[1].rect.center, button=3)
    gui.click(start.kinds[2].rect.center, button=3)
    gui.click(start.plus.rect.center)  # a fourth seat (Easy by default)
    for _ in range(2):  # seat 2's colour: green -> red -> yellow (orange and purple are taken: skipped)
        gui.click(start.colours[1].rect.center)
    gui.click(start.seed.rect.center)
    _type(gui, "4x2")  # the seed field takes digits only
    gui.click(start.speed.rect.center)
    gui.click(start.speed.rect.center)
    assert start.seats() == ["human", "random", "easy", "easy"]
    gui.click(start.start.rect.center)
    scene = app.scene
    assert isinstance(scene, TableScene), start.message
    assert scene.match.seats == ["human", "random", "easy", "easy"]
    assert scene.match.seed == 42
    assert scene.colours == ["blue", "yellow", "orange", "purple"]
    assert scene.animator.speed == "instant"
    assert len(scene.match.deck.cards) > 1
    assert scene.names[0].startswith("Blue") and "you" in scene.names[0]


def test_fewer_seats_and_return_key_start(app, gui) -> None:
    start = _menu(app, gui)
    gui.click(start.minus.rect.center)
    gui.click(start.minus.rect.center)  # never below two seats
    assert start.count == 2
    gui.key(pygame.K_RETURN)
    assert isinstance(app.scene, TableScene)
    assert app.scene.match.seats == ["human", "medium"]


def test_two_seats_with_one_colour_cannot_start(app, gui) -> None:
    start = _menu(app, gui)
    gui.click(start.colours[1].rect.center)  # green -> purple: orange is seat 3's, so it is skipped
    assert [c.value for c in start.colours[:3]] == ["blue", "purple", "orange"]
    start.colours[1].set("orange")  # a clash set by other means is still refused
    gui.click(start.start.rect.center)
    assert app.scene is start
    assert "same colour" in start.message


def test_continue_is_off_without_a_saved_game(app, gui) -> None:
    start = _menu(app, gui)
    assert not start.cont.enabled
    assert start.cont.why
    gui.click(start.cont.rect.center)
    assert app.scene is start


def test_continue_resumes_the_autosaved_game_exactly(app, gui) -> None:
    app.new_game(["human", "easy", "random"], seed=8, speed="instant")
    _play_some_human_moves(gui, 8)
    assert gui.wait_for_human()
    original = app.scene.match
    gui.key(pygame.K_ESCAPE)  # back to the menu: the table saves on the way out
    start = app.scene
    assert isinstance(start, StartScene)
    saved = copy.deepcopy(original)
    assert start.cont.enabled
    gui.click(start.cont.rect.center)
    scene = app.scene
    assert isinstance(scene, TableScene)
    resumed = scene.match
    assert resumed is not original
    assert resumed.history == original.history
    assert resumed.seats == original.seats and resumed.seed == original.seed
    assert _rng_states(resumed) == _rng_states(original)
    assert resumed.state.cells == original.state.cells and resumed.state.ships == original.state.ships
    # Both go on identically: the same human choices give the same reveals and AI moves.
    for match in (saved, resumed):
        rng = random.Random(99)
        for _ in range(40):
            match.play_out()
            if match.is_over():
                break
            options = match.pending.options
            match.apply(options[rng.randrange(len(options))])
    assert resumed.history == saved.history


def test_closing_the_window_mid_game_autosaves(app, gui) -> None:
    app.new_game(["human", "random"], seed=6, speed="instant")
    _play_some_human_moves(gui, 5)
    match = app.scene.match
    # Mid-turn: the last autosave (at a turn's end) is older than the history.
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run(max_frames=50)
    assert not app.running
    assert app.scene is None
    assert autosave_path().is_file()
    loaded = load_autosave()
    assert loaded.history == match.history
    assert _rng_states(loaded) == _rng_states(match)


def test_closing_the_window_at_normal_speed_mid_animation_autosaves(app, gui) -> None:
    app.new_game(["random", "random"], seed=6, speed="normal")
    for _ in range(30):
        gui.frame()
    match = app.scene.match
    assert match.history and not match.is_over()
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run(max_frames=50)
    assert load_autosave().history == match.history


def test_an_unwritable_data_folder_does_not_crash_the_table(app, gui, tmp_path, monkeypatch, capsys) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("TONGIAKI_DATA_DIR", str(blocker / "data"))
    app.new_game(["human", "random"], seed=6, speed="instant")
    _play_some_human_moves(gui, 4)
    gui.key(pygame.K_ESCAPE)  # leaving the table tries to save
    assert isinstance(app.scene, StartScene)
    assert "autosave" in capsys.readouterr().err


def test_score_screen_buttons(app, gui) -> None:
    app.new_game(["random", "random"], seed=3, speed="instant")
    for _ in range(2000):
        if isinstance(app.scene, ScoreScene):
            break
        gui.frame()
    score = app.scene
    assert isinstance(score, ScoreScene)
    finished = score.match
    assert finished.is_over()
    gui.click(score.again.rect.center)  # same seats, the next seed
    assert isinstance(app.scene, TableScene)
    assert app.scene.match.seats == finished.seats
    assert app.scene.match.seed == finished.seed + 1
    gui.key(pygame.K_ESCAPE)
    assert isinstance(app.scene, StartScene)


def test_escape_on_the_start_screen_quits(app, gui) -> None:
    """Twice: play-test 44's second Esc, meant for the table the first had left, closed the
    window. The first asks; another key or a click in between asks again."""
    from tongiaki.app.scenes.start import QUIT_ASK

    _menu(app, gui)
    gui.key(pygame.K_ESCAPE)
    assert app.running and app.scene.notice == QUIT_ASK
    gui.click((2, 2))  # the window's corner: nothing there
    gui.key(pygame.K_ESCAPE)
    assert app.running
    gui.key(pygame.K_ESCAPE)
    assert not app.running


def test_leaving_the_table_after_a_searching_ai_has_moved(app, gui) -> None:
    """The hard level thinks in a worker process; leaving the table must stop it, not crash.

    The seat thinks under the fixture's iteration cap; the test waits for its answer (an event),
    then one frame applies it: no number of frames or seconds depends on the machine.
    """
    app.new_game(["hard", "random"], seed=1, speed="instant")
    scene = app.scene
    gui.frame()  # the hard seat starts thinking about its first setup placement
    assert scene.thinker.busy
    assert scene.thinker.wait(timeout=600), "the hard seat never answered"
    gui.frame()  # the answer is applied
    assert scene.match.history, "the hard seat never moved"
    processes = scene.thinker.helper.processes()
    assert processes
    gui.key(pygame.K_ESCAPE)
    assert isinstance(app.scene, StartScene)
    for process in processes:
        process.join(timeout=10)
        assert not process.is_alive()


def test_leaving_the_table_while_a_searching_ai_thinks(app, gui) -> None:
    app.new_game(["hard", "random"], seed=1, speed="instant")
    scene = app.scene
    gui.frame()
    assert scene.thinker.busy
    gui.key(pygame.K_ESCAPE)
    assert isinstance(app.scene, StartScene)
    assert not scene.thinker.busy
