"""The game in progress is never replaced without asking: Start with an autosaved game opens the
keep-game dialog, and each answer (resume, save under a name, discard, cancel) does what it says.
Continue says which game it resumes."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tongiaki.app.scenes.keepgame import KeepGameDialog
from tongiaki.app.scenes.start import StartScene
from tongiaki.app.scenes.table import TableScene
from tongiaki.play.records import autosave_path, load_record, state_view
from tongiaki.play.saves import SaveInfo, list_saves

GOOD_RECORD = Path(__file__).resolve().parents[1] / "data" / "records" / "short_game.json"


def _menu_with_a_game_in_progress(app, gui) -> StartScene:
    autosave_path().write_bytes(GOOD_RECORD.read_bytes())
    app.to_menu()
    gui.frame()
    assert isinstance(app.scene, StartScene)
    return app.scene


def _press_start(gui, start: StartScene) -> KeepGameDialog:
    gui.click(start.start.rect.center)
    dialog = gui.scene
    assert isinstance(dialog, KeepGameDialog), type(dialog)
    return dialog


def _saved_game():
    return load_record(GOOD_RECORD)


def test_continue_says_which_game_it_resumes(app, gui) -> None:
    start = _menu_with_a_game_in_progress(app, gui)
    saved = _saved_game()
    a, b, c = saved.state.result().scores
    assert start.resume_line == f"Continue: Ana {a}, Bot 1 {b}, Bot 2 {c}; turn {saved.state.turn}"
    gui.click(start.cont.rect.center)
    assert isinstance(app.scene, TableScene)
    assert app.scene.match.history == saved.history


def test_start_asks_and_resume_goes_on_with_the_saved_game(app, gui) -> None:
    start = _menu_with_a_game_in_progress(app, gui)
    before = autosave_path().read_bytes()
    dialog = _press_start(gui, start)
    assert autosave_path().read_bytes() == before  # nothing replaced while asking
    assert dialog.info.players() == ("Ana", "Bot 1", "Bot 2")
    gui.frame()  # the dialog draws over the start screen
    gui.click(dialog.resume.rect.center)
    table = app.scene
    assert isinstance(table, TableScene)
    saved = _saved_game()
    assert table.match.history == saved.history
    assert state_view(table.match.state) == state_view(saved.state)


def test_start_asks_and_discard_starts_the_new_game(app, gui) -> None:
    start = _menu_with_a_game_in_progress(app, gui)
    start.seed.value = "77"
    dialog = _press_start(gui, start)
    gui.click(dialog.discard.rect.center)
    table = app.scene
    assert isinstance(table, TableScene)
    assert table.match.seed == 77 and table.match.history != _saved_game().history
    assert list_saves() == []


def test_start_asks_and_save_keeps_the_game_under_a_name(app, gui) -> None:
    start = _menu_with_a_game_in_progress(app, gui)
    start.seed.value = "78"
    dialog = _press_start(gui, start)
    gui.click(dialog.save.rect.center)
    assert dialog.field is not None and dialog.field.focused and dialog.field.value  # a default name to edit
    gui.key(pygame.K_r)  # typing: not the Resume key
    assert gui.scene is dialog
    dialog.field.value = ""
    gui.frame([pygame.event.Event(pygame.TEXTINPUT, text="Ana's long game")])
    gui.key(pygame.K_RETURN)
    table = app.scene
    assert isinstance(table, TableScene) and table.match.seed == 78
    saves = list_saves()
    assert [(s.path.name, s.name) for s in saves] == [("Ana's long game.json", "Ana's long game")]
    kept = load_record(saves[0].path)
    saved = _saved_game()
    assert kept.history == saved.history
    assert state_view(kept.state) == state_view(saved.state)


def test_typing_replaces_the_default_name_and_ctrl_a_selects_it_again(app, gui) -> None:
    """A play-test pressed Ctrl+A in the name field and typed a name: it went after the default
    name ("3 players 2026-12-04 2325pt18 midgame"). The default name comes selected, typing
    replaces it, and Ctrl+A selects all again."""
    start = _menu_with_a_game_in_progress(app, gui)
    dialog = _press_start(gui, start)
    gui.key(pygame.K_s)
    field = dialog.field
    assert field is not None and field.value.endswith(tuple("0123456789")) and field.selected
    gui.frame()  # drawn with its highlight
    gui.frame([pygame.event.Event(pygame.TEXTINPUT, text="s")])  # the S key's own text is not typed
    gui.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    assert field.selected
    gui.frame([pygame.event.Event(pygame.TEXTINPUT, text="pt")])
    gui.frame([pygame.event.Event(pygame.TEXTINPUT, text="18 midgame")])
    assert field.value == "pt18 midgame"
    gui.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    gui.key(pygame.K_BACKSPACE)
    assert field.value == ""
    gui.frame([pygame.event.Event(pygame.TEXTINPUT, text="PT18 mid-game")])
    gui.key(pygame.K_RETURN)
    assert isinstance(app.scene, TableScene)
    assert [s.name for s in list_saves()] == ["PT18 mid-game"]


def test_a_name_already_taken_is_not_overwritten(app, gui) -> None:
    start = _menu_with_a_game_in_progress(app, gui)
    dialog = _press_start(gui, start)
    gui.click(dialog.save.rect.center)
    dialog.field.value = "first"
    gui.key(pygame.K_RETURN)
    assert isinstance(app.scene, TableScene)
    assert gui.wait_for_human()
    gui.perform(app.scene.match.pending.options[0])  # a move made: the new game is worth asking about
    app.to_menu()  # the new game is autosaved on leaving
    gui.frame()
    first = list_saves()[0].path.read_bytes()
    dialog = _press_start(gui, app.scene)
    gui.key(pygame.K_s)
    default = dialog.field.value
    gui.frame([pygame.event.Event(pygame.TEXTINPUT, text="s")])  # the S key's own text is not typed
    assert dialog.field.value == default
    dialog.field.value = "first"
    gui.key(pygame.K_RETURN)
    assert gui.scene is dialog and "exists" in dialog.message
    assert list_saves()[0].path.read_bytes() == first


@pytest.mark.parametrize("key", [pygame.K_ESCAPE, None])
def test_cancel_goes_back_and_keeps_everything(app, gui, key) -> None:
    start = _menu_with_a_game_in_progress(app, gui)
    before = autosave_path().read_bytes()
    dialog = _press_start(gui, start)
    if key is None:
        gui.click(dialog.cancel_button.rect.center)
    else:
        gui.key(key)
    assert app.scene is start
    assert autosave_path().read_bytes() == before


def test_the_keys_answer_too(app, gui) -> None:
    start = _menu_with_a_game_in_progress(app, gui)
    _press_start(gui, start)
    gui.key(pygame.K_d)
    assert isinstance(app.scene, TableScene)
    assert app.scene.match.history != _saved_game().history


def test_without_a_game_in_progress_start_does_not_ask(app, gui) -> None:
    app.to_menu()
    gui.frame()
    gui.click(app.scene.start.rect.center)
    assert isinstance(app.scene, TableScene)


def _one_frame_windows(monkeypatch, then=None) -> list[object]:
    """`tongiaki play` windows that each run one frame (then `then(app)`) and close: the scenes
    they showed, in order."""
    from tongiaki.cli import play as play_command

    seen: list[object] = []

    def one_frame(self, max_frames=None) -> None:
        self.step(0.016, [])
        seen.append(self.scene)
        if then is not None:
            then(self)
        self.scene.exit()
        self.scene = None

    monkeypatch.setattr(play_command.App, "run", one_frame)
    return seen


def test_play_with_seats_asks_too(monkeypatch) -> None:
    from tongiaki.cli import build_parser
    from tongiaki.cli import play as play_command

    autosave_path().write_bytes(GOOD_RECORD.read_bytes())
    before = autosave_path().read_bytes()
    seen = _one_frame_windows(monkeypatch)
    assert play_command.run(build_parser().parse_args(["play", "--seats", "human,easy"])) == 0
    assert isinstance(seen[0], KeepGameDialog)
    assert autosave_path().read_bytes() == before


def test_continue_brings_back_the_chosen_colours(app, gui) -> None:
    app.new_game(["human", "easy"], seed=9, colours=["purple", "red"], speed="instant")
    assert gui.wait_for_human()
    gui.click_button("Save & menu")
    start = app.scene
    assert start.resume_line.startswith("Continue: Purple (you), Red (easy); setting up")  # saved during the setup
    gui.click(start.cont.rect.center)
    assert app.scene.colours == ["purple", "red"]


def _six_seats(deck: str = "") -> SaveInfo:
    """A six-seat game at turn 19 (the start screen's Continue line is made of its `SaveInfo`)."""
    from datetime import UTC, datetime

    names = ("Blue (you)", "Green (easy)", "Orange (easy)", "Purple (easy)", "Red (easy)", "Yellow (easy)")
    return SaveInfo(Path("autosave.json"), "autosave", ("human",) + ("easy",) * 5, 19, (12, 9, 14, 8, 10, 11),
                    False, datetime.now(UTC), names=names, deck=deck)


def test_the_continue_line_always_shows_the_turn_and_scores() -> None:
    """A six-seat game's Continue line ran past the start screen's panel and lost its turn and
    scores: the players are named shorter (by colour, by initial), each with their score, until
    the line fits."""
    import pygame

    from tongiaki.app.scenes.start import resume_text
    from tongiaki.app.widgets.ui import text

    pygame.font.init()
    info = _six_seats()
    for width, expected in ((2000, "Continue: Blue (you) 12, Green (easy) 9"), (560, "Continue: Blue 12, Green 9"),
                            (400, "Continue: B 12, G 9, O 14, P 8, R 10, Y 11")):
        line = resume_text(info, width)
        assert line.startswith(expected) and line.endswith("; turn 19"), (width, line)
        assert text(line, 16).get_width() <= width


def test_the_continue_line_names_a_deck_other_than_the_standard_one(app, gui) -> None:
    """Play-test 25's Continue line for a game on its own deck did not say which deck: it ends
    in the deck's name unless that is the standard deck, and keeps it in a narrow panel."""
    import pygame

    from tongiaki.app.scenes.start import resume_text
    from tongiaki.app.widgets.ui import text
    from tongiaki.play.decks import find_deck

    app.new_game(["human", "easy"], seed=9, deck_path=find_deck("two-canoes"), speed="instant")
    assert gui.wait_for_human()
    gui.click_button("Save & menu")
    start = app.scene
    assert isinstance(start, StartScene)
    assert start.resume_line.startswith("Continue: Blue (you), Green (easy); setting up")
    assert start.resume_line.endswith("; deck: Two Canoes")
    gui.frame()
    assert start.resume_info is not None
    assert resume_text(start.resume_info, 600).endswith("; deck: Two Canoes")
    app.new_game(["human", "easy"], seed=9, speed="instant")  # the standard deck: not named
    assert gui.wait_for_human()
    gui.click_button("Save & menu")
    assert "deck" not in app.scene.resume_line
    pygame.font.init()
    info = _six_seats(deck="A Very Long Name For My Own Deck")
    for width in (2000, 640, 560, 500):
        line = resume_text(info, width)
        assert "12, " in line and "; turn 19; deck: A" in line and text(line, 16).get_width() <= width, (width, line)


def test_tab_moves_a_focus_ring_and_enter_presses_its_button(app, gui) -> None:
    """As on the start screen (play-test 30 played by keyboard): Tab rings the dialog's buttons
    in turn, Shift+Tab goes back, Enter or Space presses the ringed one; a click puts it away."""
    start = _menu_with_a_game_in_progress(app, gui)
    before = autosave_path().read_bytes()
    dialog = _press_start(gui, start)
    assert dialog.focused is None
    gui.key(pygame.K_TAB)
    assert dialog.focused is dialog.resume
    gui.frame()  # the ring is drawn
    gui.key(pygame.K_TAB)
    gui.key(pygame.K_TAB)
    assert dialog.focused is dialog.discard
    gui.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert dialog.focused is dialog.save
    gui.key(pygame.K_SPACE)  # Save it as...: the name field opens and takes the typing
    assert dialog.field is not None and dialog.field.focused and gui.scene is dialog
    assert dialog.focused is dialog.field  # the ring went with the keys (play-test 34 saw it stay on Save)
    gui.key(pygame.K_TAB)  # out of the field, onto the first button
    assert not dialog.field.focused and dialog.focused is dialog.resume
    for _ in range(3):
        gui.key(pygame.K_TAB)
    assert dialog.focused is dialog.cancel_button
    gui.key(pygame.K_TAB)  # round again: the field takes the typing while ringed
    assert dialog.focused is dialog.field and dialog.field.focused
    gui.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    gui.key(pygame.K_RETURN)
    assert app.scene is start and autosave_path().read_bytes() == before  # Cancel, nothing replaced
    dialog = _press_start(gui, start)
    gui.key(pygame.K_TAB)
    gui.click(dialog.panel.topleft)
    assert dialog.focused is None


def test_a_second_window_on_the_same_saved_games_touches_nothing(monkeypatch) -> None:
    """Play-test 34 opened a second window on the same data folder: it offered "Discard it" for
    the game being played in the first, and both would have autosaved over each other. While a
    window holds the folder's lock, another shows only that Tongiaki is already open and quits;
    a window that closes gives the lock up."""
    from tongiaki.app.scenes.keepgame import AlreadyOpenDialog
    from tongiaki.cli import build_parser
    from tongiaki.cli import play as play_command
    from tongiaki.play.instance import InstanceLock
    from tongiaki.resources import user_data_dir

    autosave_path().write_bytes(GOOD_RECORD.read_bytes())
    before = autosave_path().read_bytes()

    def escape(app) -> None:
        if isinstance(app.scene, AlreadyOpenDialog):
            app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
            assert not app.running  # Esc closes the window

    seen = _one_frame_windows(monkeypatch, escape)
    other_window = InstanceLock(user_data_dir())
    assert other_window.acquire()
    try:
        assert play_command.run(build_parser().parse_args(["play", "--seats", "human,easy"])) == 1
        assert isinstance(seen[-1], AlreadyOpenDialog)
        assert play_command.run(build_parser().parse_args(["play"])) == 1
        assert isinstance(seen[-1], AlreadyOpenDialog)
    finally:
        other_window.release()
    assert autosave_path().read_bytes() == before
    assert play_command.run(build_parser().parse_args(["play"])) == 0
    assert isinstance(seen[-1], StartScene)
    assert InstanceLock(user_data_dir()).acquire()  # the window that closed gave it up


def test_a_long_name_stays_in_its_field_and_the_limit_is_said(app, gui) -> None:
    """Play-test 35 typed a name of about 150 characters: it ran past the field's right border,
    and the save kept its first 60 without a word. The field shows the name's end inside it, and
    the dialog says the limit while the field refuses characters."""
    from tongiaki.play.saves import MAX_NAME

    start = _menu_with_a_game_in_progress(app, gui)
    dialog = _press_start(gui, start)
    gui.key(pygame.K_s)
    assert dialog.field is not None and dialog.field.focused
    gui.frame([pygame.event.Event(pygame.TEXTINPUT, text="A very long save name " * 7)])
    field = dialog.field
    assert len(field.value) == MAX_NAME and field.refused
    assert any(f"at most {MAX_NAME} characters" in line for line, _size, _colour in dialog.body())
    gui.frame()  # drawn
    assert field.rect.contains(field.text_rect())
    pixels = pygame.PixelArray(app.screen)  # nothing of the name drawn past the field's border
    try:
        right = field.rect.right + 2
        row = field.rect.centery
        beyond = {app.screen.unmap_rgb(pixels[x, row])[:3] for x in range(right, min(right + 40, dialog.panel.right - 4))}
    finally:
        pixels.close()
    assert len(beyond) <= 2, beyond  # the panel's fill (and its edge), no letters
    gui.key(pygame.K_BACKSPACE)
    assert not field.refused
    assert not any("at most" in line for line, _size, _colour in dialog.body())
