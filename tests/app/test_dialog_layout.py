"""Dialogs are as tall as what they hold and buttons as wide as their labels (play-test 27: a
large empty band in the Save-as and "game in progress" dialogs, "Open (finished)" touching its
button's edges, the replay's "Odds: on" spanning both button columns)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tongiaki.app.scenes.keepgame import BUTTON_PAD, KeepGameDialog, SaveAsDialog
from tongiaki.app.scenes.load import LoadScene
from tongiaki.app.scenes.replay import ReplayScene
from tongiaki.app.scenes.start import StartScene
from tongiaki.app.widgets.hud import is_system
from tongiaki.app.widgets.ui import Button, font
from tongiaki.play.decks import load_default_deck
from tongiaki.play.match import Match
from tongiaki.play.records import autosave_path, load_record
from tongiaki.play.saves import save_named

RECORDS = Path(__file__).resolve().parents[1] / "data" / "records"
MOST_PANEL_BELOW_TEXT = 24
"""Pixels of a dialog allowed between its text and its field or buttons beyond the gaps meant."""


def _roomy(button: Button) -> bool:
    """The label, at the button's size, keeps `BUTTON_PAD` px at both ends."""
    return font(button.size, True).size(button.label)[0] + 2 * BUTTON_PAD <= button.rect.width


def _check_dialog(dialog, app) -> None:
    app.step(1 / 60, [])
    panel = dialog.panel
    assert all(panel.contains(b.rect) for b in dialog.buttons)
    assert all(_roomy(b) for b in dialog.buttons), [(b.label, b.rect.width) for b in dialog.buttons]
    top = min(b.rect.top for b in dialog.buttons)
    below_text = dialog.text_bottom
    if dialog.field is not None:
        assert dialog.field.rect.top >= dialog.text_bottom and panel.contains(dialog.field.rect)
        assert dialog.field.rect.top - dialog.text_bottom <= MOST_PANEL_BELOW_TEXT
        below_text = dialog.field.rect.bottom
    assert 0 <= top - below_text <= MOST_PANEL_BELOW_TEXT
    assert 0 <= panel.bottom - max(b.rect.bottom for b in dialog.buttons) <= MOST_PANEL_BELOW_TEXT
    rows = sorted({b.rect.top for b in dialog.buttons})
    assert len(rows) == 1  # one row
    for left, right in zip(sorted(dialog.buttons, key=lambda b: b.rect.x), sorted(dialog.buttons, key=lambda b: b.rect.x)[1:],
                           strict=False):
        assert left.rect.right < right.rect.left


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
def test_the_keep_game_dialog_is_as_tall_as_what_it_holds(size) -> None:
    from tongiaki.app.main import App

    app = App(size)
    try:
        autosave_path().write_bytes((RECORDS / "short_game.json").read_bytes())
        app.to_menu()
        app.step(1 / 60, [])
        start = app.scene
        assert isinstance(start, StartScene)
        start.start.on_click()
        dialog = app.scene
        assert isinstance(dialog, KeepGameDialog)
        _check_dialog(dialog, app)
        dialog.keys(pygame.K_s)  # the name field opens: the dialog grows to hold it
        assert dialog.field is not None
        _check_dialog(dialog, app)
        dialog.message = "A saved game named \"x\" exists: type another name."
        _check_dialog(dialog, app)
    finally:
        app.close()


def test_the_save_as_dialog_is_as_tall_as_what_it_holds(app, gui) -> None:
    app.new_game(["human", "random"], seed=3, speed="instant")
    assert gui.wait_for_human()
    gui.click_button("Save as")
    dialog = app.scene
    assert isinstance(dialog, SaveAsDialog)
    _check_dialog(dialog, app)
    dialog.message = "A saved game named \"something rather long\" exists: press Save again to replace it."
    _check_dialog(dialog, app)


def test_the_load_screens_buttons_keep_room_round_their_labels(app, gui) -> None:
    save_named(load_record(RECORDS / "short_game.json"), "unfinished")
    finished = Match(load_default_deck(), ["random", "random"], 3)
    finished.play_out()
    save_named(finished, "finished")
    app.open_load()
    load = app.scene
    assert isinstance(load, LoadScene)
    gui.frame()
    assert load.current is not None and load.current.over and load.open_button.label == "Open (finished)"
    widths = [b.rect.width for b in load.buttons]
    assert all(_roomy(b) for b in load.buttons), [(b.label, b.rect.width) for b in load.buttons]
    gui.key(pygame.K_DELETE)  # "Delete? Click again"
    assert load.delete_button.label == "Delete? Click again" and _roomy(load.delete_button)
    gui.key(pygame.K_DOWN)  # the unfinished one: "Open"
    assert load.open_button.label == "Open"
    assert [b.rect.width for b in load.buttons] == widths  # the row does not jump as labels change
    buttons = sorted(load.buttons, key=lambda b: b.rect.x)
    assert all(a.rect.right < b.rect.left for a, b in zip(buttons, buttons[1:], strict=False))


def test_the_replays_small_buttons_keep_to_their_columns(app, gui) -> None:
    match = load_record(RECORDS / "short_game.json")
    app.watch_replay(match)
    replay = app.scene
    assert isinstance(replay, ReplayScene)
    for _ in range(3):
        gui.frame()
    small = [b for b in replay.table.hud.buttons if is_system(b)]
    assert [b.label.split(":")[0] for b in small] == ["Rules (H)", "Tracker", "Odds"]
    widths = {b.rect.width for b in small}
    assert len(widths) == 1, [(b.label, b.rect) for b in small]  # "Odds: on" spanned both columns
    area = replay.table.hud.rects["buttons"]
    assert all(area.contains(b.rect) for b in small)
    app.screen = pygame.display.set_mode((1366, 768), pygame.RESIZABLE)
    gui.frame([pygame.event.Event(pygame.VIDEORESIZE, size=(1366, 768), w=1366, h=768)])
    gui.frame()
    assert len({b.rect.width for b in replay.table.hud.buttons if is_system(b)}) == 1


def test_the_save_as_dialog_says_the_moves_being_shown_are_saved_too(app, gui) -> None:
    """Play-test 47 opened Save as while a computer seat's moves of turn 16 were shown and read
    "Turn 17: the game is saved as it stands": the game was ahead of the table. It says so."""
    app.new_game(["human", "random"], seed=3, speed="instant")
    assert gui.wait_for_human()
    table = app.scene
    gui.click_button("Save as")
    dialog = app.scene
    assert isinstance(dialog, SaveAsDialog)
    turn = table.match.state.turn
    assert dialog.lines()[0][0].startswith(f"Turn {turn}: the game is saved")  # the table shows the game's turn
    dialog.cancel()
    table.hud.shown_turn = turn - 1  # as while the moves that began this turn are still shown
    dialog = SaveAsDialog(app, table)
    app.switch(dialog)
    assert dialog.lines()[0][0].startswith(f"Turn {turn}, with the moves still being shown: the game is saved")
    _check_dialog(dialog, app)
