"""Enter makes the shown hint's move (play-test 30: a keyboard player could ask for a hint with
? or I, but every move needed the mouse).

The move is exactly the hint's option, submitted as a click on its ring submits it (the rules
core's options decide); a hinted Resettle asks for a second press, as its button asks for a
second click. With no hint shown, Enter makes no move and asks for no hint (hints are counted)."""

from __future__ import annotations

import pygame

from tests.app.test_table_explain import _wait_for_hint
from tongiaki.app.scenes.table_hints import HINT_CAME_BY_ITSELF
from tongiaki.rules import DecisionKind, OptionKind

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


def test_enter_makes_the_hinted_move(app, gui) -> None:
    assert app.new_game(["human", "easy"], seed=3, speed="instant") is None
    scene = app.scene
    kinds: set[DecisionKind] = set()
    for n in range(40):
        if not gui.wait_for_human():
            break
        match = scene.match
        decision = match.pending
        gui.frame()
        if scene.hint.choice is None or scene.hint.key != scene._hint_key():
            gui.key(pygame.K_i)
            _wait_for_hint(gui)
        option = scene.hint.choice.option
        assert option in decision.options
        recorded, before = len(match.history), len(scene.submitted)
        gui.key(ENTER_KEYS[n % 2])
        if option.kind is OptionKind.RESETTLE:  # as its button: a second press resettles
            assert len(scene.submitted) == before and scene.resettle_armed
            gui.key(ENTER_KEYS[n % 2])
        assert scene.submitted[before:] == [option]
        assert match.history[recorded] == option
        kinds.add(decision.kind)
    assert {DecisionKind.SETUP, DecisionKind.ACTION, DecisionKind.EMIGRATE, DecisionKind.LAND} <= kinds, kinds


def test_enter_without_a_hint_makes_no_move_and_asks_none(app, gui) -> None:
    assert app.new_game(["human", "easy"], seed=3, speed="instant") is None
    scene = app.scene
    assert gui.wait_for_human()
    gui.frame()
    assert not scene.hint.showing
    pending, recorded = scene.match.pending, len(scene.match.history)
    for key in ENTER_KEYS:
        gui.key(key)
    assert scene.submitted == [] and len(scene.match.history) == recorded and scene.match.pending is pending
    assert scene.match.hints == [0, 0] and not scene.hint.showing
    assert "? or I" in scene.hud.notice_text


def test_a_hinted_resettle_takes_a_second_enter(app, gui) -> None:
    """Resettling gives up the points on the table: Enter on a hinted Resettle does what its
    button's first click does (asks for a second), the second Enter resettles."""
    from tests.app.matches import human_match_until
    from tests.app.test_hint_is_advice import _show_hint
    from tests.app.test_table_gestures import COLOURS
    from tongiaki.rules import Option

    match = human_match_until(
        lambda m, node: any(o.kind is OptionKind.RESETTLE for o in node.options), what="a turn that can resettle"
    )
    app.show_match(match, COLOURS, "instant")
    assert gui.wait_for_human()
    gui.frame()
    scene = app.scene
    resettle = Option(OptionKind.RESETTLE)
    _show_hint(gui, resettle)
    gui.key(pygame.K_RETURN)
    assert scene.submitted == [] and scene.resettle_armed
    assert gui.button("Click again to resettle").active
    gui.key(pygame.K_KP_ENTER)
    assert scene.submitted == [resettle]


def test_the_guide_and_the_readme_say_that_enter_makes_the_hinted_move() -> None:
    from tongiaki.app.scenes import help as guide
    from tongiaki.resources import data_path

    keys = " ".join(guide.GUIDE_PATH.read_text(encoding="utf-8").split("## Keys", 1)[1].split("\n## ", 1)[0].split())
    assert "Enter makes the move the hint shows" in keys
    readme = data_path("README.md")
    if readme.is_file():  # (a checkout; an installed wheel has no README)
        assert "Enter makes the move it rings" in readme.read_text(encoding="utf-8")


def test_a_shown_hint_says_enter_plays_it() -> None:
    """The hint panel says "Enter plays it" beside its title (only the guide and README said it),
    at 1280x800 and 1366x768."""
    from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
    from tongiaki.app.main import App
    from tongiaki.app.widgets.hint import PLAY_KEY_NOTE

    assert PLAY_KEY_NOTE == "Enter plays it"
    for size in ((1280, 800), (1366, 768)):
        application = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
        gui = Gui(application)
        assert application.new_game(["human", "easy"], seed=5, speed="instant") is None
        scene = application.scene
        assert gui.wait_for_human()
        assert not scene.hint.key_note_shown
        gui.key(pygame.K_i)
        _wait_for_hint(gui)
        gui.frame()
        assert scene.hint.choice is not None and scene.hint.key_note_shown, size


def _hint_shown_by_itself(app, gui):
    """A game played by "? then Enter" up to a hint that showed by itself (the plan's next step);
    its scene."""
    assert app.new_game(["human", "easy"], seed=3, speed="instant") is None
    scene = app.scene
    for _ in range(60):
        assert gui.wait_for_human()
        gui.frame()
        if scene.hint.showing and scene.hint_by_itself == scene._hint_key():
            return scene
        if scene.hint.choice is None or scene.hint.key != scene._hint_key():
            gui.key(pygame.K_i)
            _wait_for_hint(gui)
        gui.key(pygame.K_RETURN)
    raise AssertionError("no hint showed by itself")


def test_a_hint_that_showed_by_itself_stays_at_the_first_question_mark(app, gui) -> None:
    """Play-test 31 played by "? then Enter": after Enter the plan's next step showed by itself,
    the next ? hid it, and the Enter after said only "press ? for a hint first". A ? on a hint
    that showed by itself keeps it (a second ? hides it), and an Enter on a hidden hint says how
    to show it again."""
    scene = _hint_shown_by_itself(app, gui)
    hinted, before = scene.hint.choice.option, len(scene.submitted)
    words, asked = (scene.hint._sentence(), scene.hint.note, scene.hint.plan_line), scene.match.hints[0]
    gui.key(pygame.K_i)  # the rhythm's "?": the hint stays, and says so (play-test 50)
    assert scene.hint.showing and scene.hint.choice.option == hinted
    assert scene.hud.notice_text == HINT_CAME_BY_ITSELF
    gui.key(pygame.K_i)  # a second one hides it
    assert not scene.hint.showing
    gui.key(pygame.K_RETURN)
    assert len(scene.submitted) == before and "hidden" in scene.hud.notice_text
    # a ? shows it again at once, the same hint in the same words, not thought about anew nor
    # counted again (play-test 50 saw "Thinking about a hint..." and then other words)
    gui.key(pygame.K_i)
    assert scene.hint.choice is not None and not scene.hinter.busy
    assert scene.hint.choice.option == hinted and (scene.hint._sentence(), scene.hint.note, scene.hint.plan_line) == words
    assert scene.match.hints[0] == asked


def test_the_hide_hint_button_hides_a_hint_that_showed_by_itself(app, gui) -> None:
    """The button reads "Hide hint (?)" over a hint that showed by itself: a click on it hides
    it at once (play-test 50 clicked it and the hint stayed, as a first ? keeps it)."""
    scene = _hint_shown_by_itself(app, gui)
    gui.click_button("Hide hint")
    assert not scene.hint.showing


def test_a_question_mark_in_a_computer_seats_turn_is_answered(app, gui) -> None:
    """Play-test 32 pressed ? while a computer seat's move was shown: nothing happened, and the
    Enter after said "press ? first", as if the ? had not been heard. It says hints are for the
    person's own moves."""
    from tongiaki.app.scenes.table_hints import HINT_NOT_YET

    assert app.new_game(["easy", "human"], seed=4, speed="normal") is None
    scene = app.scene
    assert not scene.match.waiting_for_human()  # the easy seat places the first ship
    gui.key(pygame.K_i)
    assert scene.hud.notice_text == HINT_NOT_YET and not scene.hint_queued and scene.match.hints == [0, 0]


def test_a_question_mark_while_the_persons_own_move_plays_says_so(app, gui) -> None:
    """Play-test 42 pressed ? while its own fleet sailed (its turn, the move still being shown)
    and read "press ? again when it is your turn". In the person's own turn the words say their
    move is being shown; in a computer seat's turn they say as before."""
    from tongiaki.app.scenes.table_hints import HINT_AFTER_YOUR_MOVE, HINT_NOT_YET

    assert app.new_game(["human", "easy"], seed=4, speed="normal") is None
    scene = app.scene
    assert gui.wait_for_human()
    assert scene.match.state.active == 0
    assert scene._hint_not_now() == HINT_AFTER_YOUR_MOVE
    gui.perform(scene.match.pending.options[0])
    for _ in range(2000):
        if scene.match.state.active == 1:
            break
        gui.frame()
    assert scene.match.state.active == 1
    assert scene._hint_not_now() == HINT_NOT_YET


def test_the_hint_button_names_both_keys(app, gui) -> None:
    """The button reads "Hint (?)"; play-test 42 met the I key only in a notice: pointed at, the
    button says both keys and what Enter does after."""
    from tongiaki.app.scenes.table_hints import HINT_TIP

    assert app.new_game(["human", "easy"], seed=4, speed="instant") is None
    assert gui.wait_for_human()
    button = gui.button("Hint (?)")
    assert button.tip == HINT_TIP and "? or I" in button.tip and "Enter" in button.tip


def test_an_enter_while_a_move_is_still_shown_says_so(app, gui) -> None:
    """Play-test 46 pressed Enter a moment before its decision came (its move still being shown):
    nothing happened and nothing was said, and its next ? hid the hint that had come. Enter then
    says that a move is still being shown, makes no move and asks for no hint."""
    from tongiaki.app.scenes.table import ENTER_NOT_YET

    assert app.new_game(["human", "easy"], seed=4, speed="normal") is None
    scene = app.scene
    assert gui.wait_for_human()
    gui.perform(scene.match.pending.options[0])
    for _ in range(2000):
        if scene.match.waiting_for_human() and not scene._human_turn_ready():
            break
        gui.frame()
    else:
        raise AssertionError("no decision of the person waited behind a move being shown")
    before = len(scene.submitted)
    gui.key(pygame.K_RETURN)
    assert scene.hud.notice_text == ENTER_NOT_YET
    assert len(scene.submitted) == before and scene.match.hints == [0, 0]


def test_the_came_by_itself_notice_goes_with_its_decision(app, gui) -> None:
    """"This hint came by itself ..." is about one decision: once Enter plays the hint it goes
    (it stayed its 3 s over the next decision or the computer's turn, play-test 51)."""
    scene = _hint_shown_by_itself(app, gui)
    gui.key(pygame.K_i)
    assert scene.hud.notice_text == HINT_CAME_BY_ITSELF and scene.hud.notice_showing(scene.t)
    decision = scene.match.pending
    gui.key(pygame.K_RETURN)
    gui.frame()
    assert scene.match.pending is not decision
    assert not (scene.hud.notice_showing(scene.t) and scene.hud.notice_text == HINT_CAME_BY_ITSELF)
