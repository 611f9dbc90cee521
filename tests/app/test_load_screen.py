"""Named saves from the table and the Load screen: save the game under a name at the table, load
it back from the Load screen with the identical state; the list shows seats, turn, scores and
date newest first, a damaged save with its error, and deletes only after asking."""

from __future__ import annotations

import os
import random

import pygame
import pytest

from tests.app.matches import open_load_screen
from tongiaki.app.scenes.keepgame import KeepGameDialog, SaveAsDialog
from tongiaki.app.scenes.load import LoadScene
from tongiaki.app.scenes.replay import ReplayScene
from tongiaki.app.scenes.score import ScoreScene
from tongiaki.app.scenes.start import StartScene
from tongiaki.app.scenes.table import TableScene
from tongiaki.play.records import autosave_path, load_record, record_of, state_view
from tongiaki.play.saves import list_saves, save_named, saves_dir


def _play_a_little(app, gui, decisions: int = 6) -> TableScene:
    app.new_game(["human", "random", "easy"], seed=11, colours=["red", "yellow", "blue"], speed="instant")
    rng = random.Random(5)
    for _ in range(decisions):
        assert gui.wait_for_human()
        options = gui.scene.match.pending.options
        gui.perform(options[rng.randrange(len(options))])
    assert gui.wait_for_human()
    return gui.scene


def _save_at_the_table(gui, name: str) -> None:
    gui.click_button("Save as")
    dialog = gui.scene
    assert isinstance(dialog, SaveAsDialog)
    gui.frame()  # drawn over the table
    dialog.field.value = ""
    gui.frame([pygame.event.Event(pygame.TEXTINPUT, text=name)])
    gui.key(pygame.K_RETURN)


def test_save_under_a_name_at_the_table_and_load_it_back_identical(app, gui) -> None:
    table = _play_a_little(app, gui)
    history = list(table.match.history)
    view = state_view(table.match.state)
    _save_at_the_table(gui, "Before the storm")
    assert gui.scene is table  # back at the table, the game goes on
    assert table.hud.log.lines[-1].text == 'Game saved as "Before the storm"'  # as typed
    # It also shows on the table for a few seconds (the log may be scrolled back), then goes.
    assert table.hud.notice_text == 'Game saved as "Before the storm"'
    gui.frame()
    assert table.hud.notice_rect.colliderect(table.hud.rects["table"])
    assert table.t < table.hud.notice_until <= table.t + 4.0
    assert [s.name for s in list_saves()] == ["Before the storm"]
    for _ in range(4):  # play on: the named save keeps the moment it was made
        assert gui.wait_for_human()
        gui.perform(gui.scene.match.pending.options[0])
    assert gui.wait_for_human()
    load = open_load_screen(app, gui)
    row = load.saves[0]
    assert row.name == "Before the storm" and row.error is None
    assert row.players() == ("Red (you)", "Yellow (random)", "Blue (easy)")
    gui.click(load.row_rect(0).center)
    gui.click(load.open_button.rect.center)
    dialog = app.scene  # the game left by "Save & menu" is in progress: asked first
    assert isinstance(dialog, KeepGameDialog)
    assert any(line.startswith("The saved game you open would replace it") for line, _, _ in dialog.lines())
    gui.click(dialog.discard.rect.center)
    loaded = app.scene
    assert isinstance(loaded, TableScene)
    assert loaded.match.history == history
    assert state_view(loaded.match.state) == view
    assert loaded.colours == ["red", "yellow", "blue"]  # the colours come back from the record


def test_opening_a_save_of_the_very_game_in_progress_asks_nothing(app, gui) -> None:
    """A play-test saved its game by name, went to the menu and loaded it, and was asked
    whether "a new game" should replace the game in progress: the same game, at the same
    move, opens without a question."""
    table = _play_a_little(app, gui)
    history = list(table.match.history)
    _save_at_the_table(gui, "the same")
    gui.click_button("Save & menu")
    load = open_load_screen(app, gui)
    gui.click(load.row_rect(0).center)
    gui.click(load.open_button.rect.center)
    assert isinstance(app.scene, TableScene) and app.scene.match.history == history


def test_a_saved_name_shows_as_typed_at_the_table_and_in_the_load_list(app, gui) -> None:
    """A play-test named a save "3 players 2026-12-04 2325pt18 midgame" and read it back with
    its dashes turned into spaces, at the table and in the Load list; a save made before names
    were kept as typed still opens, under its file name."""
    table = _play_a_little(app, gui, 2)
    name = "3 players 2026-12-04 2325pt18 midgame"
    _save_at_the_table(gui, name)
    assert table.hud.log.lines[-1].text == f'Game saved as "{name}"'
    save_named(table.match, "Ana's game: 2/3 * 50% <tie?>")
    older = saves_dir() / "before-the-storm.json"  # an old save: its file name made from "before the storm"
    save_named(table.match, "x").rename(older)
    load = open_load_screen(app, gui)
    assert sorted(s.name for s in load.saves) == sorted([name, "Ana's game: 2/3 * 50% <tie?>", "before-the-storm"])
    assert all(s.error is None for s in load.saves)
    gui.frame()  # drawn
    old = next(i for i, s in enumerate(load.saves) if s.path == older)
    gui.click(load.row_rect(old).center)
    gui.click(load.replay_button.rect.center)
    assert isinstance(app.scene, ReplayScene)


def test_the_load_screen_lists_newest_first_with_a_damaged_save_named(app, gui) -> None:
    table = _play_a_little(app, gui, 2)
    older = save_named(table.match, "older")
    newer = save_named(table.match, "newer")
    os.utime(older, (1_700_000_000, 1_700_000_000))
    os.utime(newer, (1_700_000_500, 1_700_000_500))
    broken = saves_dir() / "broken.json"
    broken.write_text('{"format": "tongiaki-record", "version": 1', encoding="utf-8")
    os.utime(broken, (1_700_000_200, 1_700_000_200))
    load = open_load_screen(app, gui)
    assert [s.path.name for s in load.saves] == ["newer.json", "broken.json", "older.json"]
    damaged = load.saves[1]
    assert damaged.error is not None and damaged.error.startswith("broken.json: ") and "\n" not in damaged.error
    gui.key(pygame.K_DOWN)
    assert load.current is damaged and not load.open_button.enabled and not load.replay_button.enabled
    gui.click(load.open_button.rect.center)  # disabled: nothing happens, nothing crashes
    assert app.scene is load
    # Delete asks first.
    gui.click(load.delete_button.rect.center)
    assert broken.exists() and load.armed and "Delete broken?" in load.message
    gui.click(load.delete_button.rect.center)
    assert not broken.exists()
    assert [s.path.name for s in load.saves] == ["newer.json", "older.json"]
    # Moving to another row disarms it.
    assert load.current.path == older
    gui.click(load.delete_button.rect.center)
    gui.key(pygame.K_UP)
    assert not load.armed and load.current.path == newer
    gui.key(pygame.K_DELETE)
    gui.key(pygame.K_DELETE)
    assert [s.path.name for s in load.saves] == ["older.json"]
    gui.key(pygame.K_ESCAPE)
    assert isinstance(app.scene, StartScene)


def _finished_save(app, gui, name: str = "done"):
    """A finished game of two random seats, saved under `name`: (its match, its path)."""
    app.new_game(["random", "random"], seed=3, speed="instant")
    for _ in range(3000):
        if app.scene.match.is_over():
            break
        gui.frame()
    match = app.scene.match
    return match, save_named(match, name)


def test_a_finished_save_opens_on_its_score_sheet_and_stays_unchanged(app, gui) -> None:
    """Play-test 29's "Open (finished)" showed the replay at the deal, where a player expects the
    finished game's score sheet: it shows over the final board, its replay a click away."""
    match, path = _finished_save(app, gui)
    before = path.read_bytes()
    load = open_load_screen(app, gui)
    assert load.open_button.label == "Open (finished)"
    gui.key(pygame.K_RETURN)
    score = app.scene
    assert isinstance(score, ScoreScene) and score.match.history == match.history
    assert isinstance(score.board, TableScene) and score.board.match is score.match
    assert list(score.sheet.totals) == list(match.state.result().scores)
    gui.click(score.replay_button.rect.center)
    assert isinstance(app.scene, ReplayScene) and list(app.scene.cursor.history) == match.history
    gui.key(pygame.K_ESCAPE)
    assert app.scene is score
    assert path.read_bytes() == before
    assert record_of(load_record(path))["options"] == [str(o) for o in match.history]
    load = open_load_screen(app, gui)  # and Watch replay on the Load screen still opens the replay
    gui.click(load.replay_button.rect.center)
    assert isinstance(app.scene, ReplayScene)


def test_a_finished_save_opened_leaves_the_game_in_progress_alone(app, gui) -> None:
    """Opening a finished game asks nothing (it replaces nothing): the game in progress stays
    autosaved as it was, and the score sheet's Play again asks before it would replace it."""
    _, path = _finished_save(app, gui)
    table = _play_a_little(app, gui)
    history = list(table.match.history)
    load = open_load_screen(app, gui)  # (the table autosaved on leaving)
    before = autosave_path().read_bytes()
    load.select([info.path for info in load.saves].index(path))
    gui.click(load.open_button.rect.center)
    score = app.scene
    assert isinstance(score, ScoreScene)
    assert autosave_path().read_bytes() == before
    gui.click(score.again.rect.center)
    dialog = app.scene
    assert isinstance(dialog, KeepGameDialog)  # the game in progress is not dropped unasked
    gui.click(dialog.resume.rect.center)
    assert isinstance(app.scene, TableScene) and app.scene.match.history == history


def test_opening_a_save_asks_nothing_while_nobody_has_moved_in_the_game_in_progress(app, gui) -> None:
    """Play-test 29 began a game, went back to the menu at once and opened a save: it was asked
    whether to keep the game in its setup, with no move made in it. A game in which no person has
    moved is nothing to lose; once a person has moved in it, opening a save asks."""
    table = _play_a_little(app, gui)
    history = list(table.match.history)
    save_named(table.match, "under way")
    app.new_game(["easy", "human", "easy"], seed=4, speed="instant")  # the computers place first
    assert gui.wait_for_human()
    fresh = app.scene.match
    assert fresh.history and all(fresh.seats[seat] != "human" for seat in fresh.deciders if seat >= 0)
    load = open_load_screen(app, gui)  # the fresh game autosaved on leaving
    assert app.autosave_info() is not None and app.autosave_info().untouched
    gui.click(load.open_button.rect.center)
    assert isinstance(app.scene, TableScene) and app.scene.match.history == history  # no question
    app.to_menu()
    assert load_record(autosave_path()).history == history  # the fresh game gave way
    app.new_game(["human", "easy"], seed=5, speed="instant")
    assert gui.wait_for_human()
    gui.perform(app.scene.match.pending.options[0])  # a move of the person's: worth asking about
    load = open_load_screen(app, gui)
    assert not app.autosave_info().untouched
    gui.click(load.open_button.rect.center)
    assert isinstance(app.scene, KeepGameDialog)


def test_an_empty_load_screen_says_so(app, gui) -> None:
    load = open_load_screen(app, gui)
    assert load.saves == [] and not load.open_button.enabled and not load.delete_button.enabled
    gui.key(pygame.K_RETURN)
    assert app.scene is load
    assert not autosave_path().exists()


def test_a_long_error_stays_in_its_row_and_shows_whole_when_chosen(app, gui) -> None:
    """A play-test saw a broken save's error run past its row's edge."""
    from tongiaki.app.widgets.ui import text
    from tongiaki.play.saves import saves_dir

    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stem = "a-save-with-a-very-long-name-" + "x" * 70
    (folder / f"{stem}.json").write_text('{"version": 1, "seed": "' + "9" * 300 + '"}', encoding="utf-8")
    load = open_load_screen(app, gui)
    row = load.saves[0]
    assert row.error is not None and text(row.error, 15).get_width() > load.row_rect(0).width
    gui.frame()  # the row draws its error cut to its width (an ellipsis), not past it
    gui.click(load.row_rect(0).center)
    assert load.message == row.error
    gui.frame()


def test_a_failing_autosave_is_said_on_the_table_once_until_it_works_again(app, data_dir) -> None:
    """An autosave that fails on every turn (its file is a folder) said so only on the console,
    44 lines of it, and Continue was not offered: now the table says it once, with what to do."""
    from tongiaki.app.scenes.table import TableScene
    from tongiaki.rules.events import turn_passed

    assert app.new_game(["human", "easy"], seed=3) is None
    table = app.scene
    assert isinstance(table, TableScene)
    (data_dir / "autosave.json").mkdir()
    table._queue([turn_passed(1)])
    said = table.hud.notice_text
    assert said.startswith("The game could not be autosaved (") and "Save as..." in said
    table.hud.notice_text = ""
    table._queue([turn_passed(0)])
    assert table.hud.notice_text == ""  # not again on every turn
    (data_dir / "autosave.json").rmdir()
    table._queue([turn_passed(1)])
    assert table.hud.notice_text == "" and (data_dir / "autosave.json").is_file()
    (data_dir / "autosave.json").unlink()
    (data_dir / "autosave.json").mkdir()
    table._queue([turn_passed(0)])
    assert "could not be autosaved" in table.hud.notice_text


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768), (1000, 650), (640, 480)])
def test_every_score_shows_whole_with_whose_it_is(size, monkeypatch) -> None:
    """Play-test 25 read "turn 25, scores 17- ..." for a six-seat save (the list cut its line at
    the row's end), play-test 29 "finished, scores 17-10-25-14-20" with no names, counting the
    seats to know whose. Each score shows next to its player, whole: named as the game names
    them where the row has room (play-test 29's five seats at 1280x800), by colour, or by
    initial; the turn (or "finished") and a deck other than the standard one show whole too."""
    from datetime import UTC, datetime
    from pathlib import Path

    from tongiaki.app.main import App
    from tongiaki.app.scenes import load as load_module
    from tongiaki.play.saves import SaveInfo

    names = ("Blue (you)", "Green (hard)", "Orange (medium)", "Purple (easy)", "Red (random)", "Yellow (medium)")
    when = datetime(2026, 12, 6, 10, tzinfo=UTC)
    six = SaveInfo(Path("six.json"), "six/test: game?", ("human", "hard", "medium", "easy", "random", "medium"), 25,
                   (17, 15, 20, 16, 3, 13), False, when, names=names)
    other = SaveInfo(Path("mine.json"), "mine", six.seats, 25, six.scores, False, when, names=names,
                     deck="Two Canoes")
    five = SaveInfo(Path("pt29.json"), "Last finished game", ("human", "easy", "human", "medium", "expert"), 28,
                    (17, 10, 25, 14, 20), True, when,
                    names=("Blue", "Green (easy)", "Orange", "Purple (medium)", "Red (expert)"))
    app = App(size, ai_iterations=60, instant_steps=40)
    try:
        app.open_load()
        load = app.scene
        assert isinstance(load, LoadScene)
        load.saves = [six, other, five]
        drawn: list[tuple[str, int]] = []
        real_text = load_module.text

        def spy(label, size_px, *args, **kwargs):
            image = real_text(label, size_px, *args, **kwargs)
            drawn.append((label, image.get_width()))
            return image

        monkeypatch.setattr(load_module, "text", spy)
        load.draw(app.screen)
        row = load.row_rect(0)
        widths = dict(drawn)
        shown = []
        for info in (six, other, five):
            who, progress = load_module.detail_parts(info, row.width - 20)
            assert who in widths and progress in widths
            assert widths[who] + widths[progress] + load_module.DETAIL_GAP <= row.width - 20
            assert progress == ("finished" if info.over else "turn 25") + ("   deck: Two Canoes" if info.deck else "")
            owners = [part.rsplit(" ", 1) for part in who.split(", ")]
            assert [int(score) for _, score in owners] == list(info.scores)  # every score, in seat order
            assert [name for name, _ in owners] in (
                list(names_of(info, short, you)) for short, you in ((0, False), (1, True), (1, False), (2, False))
            ), who  # each next to its player's name, colour (with "(you)" or without) or initial
            shown.append(who)
        if size[0] >= 1000:
            assert shown[2] == "Blue 17, Green (easy) 10, Orange 25, Purple (medium) 14, Red (expert) 20"
            # by colour where the levels do not fit, the person's seat still "(you)" (play-test 31)
            assert shown[0].startswith("Blue (you) 17, Green 15, Orange 20"), shown[0]
        assert load_module.detail_parts(six, 400)[0] == "B 17, G 15, O 20, P 16, R 3, Y 13"  # narrower still
    finally:
        app.close()


def names_of(info, short: int, you: bool = False) -> tuple[str, ...]:
    """The seats' names as `SaveInfo.scored(short, you)` gives them."""
    return tuple(part.rsplit(" ", 1)[0] for part in info.scored(short, you).split(", "))
