"""The start screen's deck list: shipped decks and the player's own (user data folder), the
button that opens that folder, and `play --deck` (preselected; a broken deck shown in the window)."""

from __future__ import annotations

import argparse
import shutil
import subprocess
from pathlib import Path

import pygame
import pytest

from tongiaki.app.scenes import start as start_module
from tongiaki.app.scenes.start import StartScene
from tongiaki.app.scenes.table import TableScene
from tongiaki.cli import build_parser
from tongiaki.cli import play as play_command
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck, load_default_deck, shipped_decks, user_decks
from tongiaki.resources import data_path, user_decks_dir


def _menu(app, gui) -> StartScene:
    app.to_menu()
    gui.frame()
    assert isinstance(app.scene, StartScene)
    return app.scene


def _my_deck(name: str = "mine") -> Path:
    folder = user_decks_dir()
    folder.mkdir(parents=True, exist_ok=True)
    text = DEFAULT_DECK_PATH.read_text(encoding="utf-8").replace("name: Standard", "name: My own deck", 1)
    path = folder / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_shipped_decks_come_from_the_data_folder() -> None:
    decks = shipped_decks()
    assert decks[0].name == "standard.yaml"
    assert {p.name for p in decks} >= {"standard.yaml", "calm-seas.yaml"}
    assert all(p.parent == data_path("config/decks") for p in decks)


def test_the_players_own_decks_are_listed_and_playable(app, gui, data_dir) -> None:
    assert user_decks() == []
    mine = _my_deck()
    (user_decks_dir() / "notes.txt").write_text("not a deck")
    assert user_decks() == [mine]
    start = _menu(app, gui)
    assert start.deck.values[: len(shipped_decks())] == [p.stem for p in shipped_decks()]
    assert "mine (yours)" in start.deck.values
    assert "My own deck (yours)" in start.deck.labels
    while start.deck.value != "mine (yours)":
        gui.click(start.deck.rect.center)
    gui.click(start.start.rect.center)
    assert isinstance(app.scene, TableScene), start.message
    assert app.scene.match.deck.name == "My own deck"


def test_a_deck_added_while_the_screen_is_open_appears_when_the_window_is_back(app, gui) -> None:
    start = _menu(app, gui)
    assert "later (yours)" not in start.deck.values
    _my_deck("later")
    gui.frame([pygame.event.Event(pygame.WINDOWFOCUSGAINED)])
    assert "later (yours)" in start.deck.values


def test_the_deck_folder_button_opens_the_folder(app, gui, monkeypatch) -> None:
    calls: list[list[str]] = []
    monkeypatch.setattr(start_module.sys, "platform", "linux")
    monkeypatch.setattr(start_module.subprocess, "Popen", lambda args, **kwargs: calls.append(args))
    start = _menu(app, gui)
    folder = user_decks_dir()
    assert not folder.exists()
    gui.click(start.deck_folder.rect.center)
    assert folder.is_dir()
    assert calls == [["xdg-open", str(folder)]]
    assert str(folder) in start.notice and start.message == ""
    # A new folder holds a copy of the standard deck to edit, offered at once.
    starter = folder / "my-deck.yaml"
    assert load_deck(starter).name == "My deck"
    assert load_deck(starter).cards == load_default_deck().cards
    assert "my-deck (yours)" in start.deck.values
    # Opening it again leaves the player's files alone.
    starter.write_text("name: [edited", encoding="utf-8")
    gui.click(start.deck_folder.rect.center)
    assert starter.read_text(encoding="utf-8") == "name: [edited"


def test_the_deck_folder_holds_the_schema_its_starter_deck_points_to(app, gui, monkeypatch) -> None:
    """Play-test 25: the starter deck's first line points to ./deck.schema.json, which was not in
    the folder, so an editor's help did not work there. It is copied there (the package's own),
    also into a folder made before, and never over a file the player has there."""
    monkeypatch.setattr(start_module.subprocess, "Popen", lambda args, **kwargs: None)
    monkeypatch.setattr(start_module.sys, "platform", "linux")
    shipped = data_path("config/decks/deck.schema.json")
    start = _menu(app, gui)
    gui.click(start.deck_folder.rect.center)
    folder = user_decks_dir()
    first_line = (folder / "my-deck.yaml").read_text(encoding="utf-8").split("\n")[0]
    assert first_line == "# yaml-language-server: $schema=./deck.schema.json"
    schema = folder / "deck.schema.json"
    assert schema.read_bytes() == shipped.read_bytes()
    assert "deck.schema (yours)" not in start.deck.values and len(user_decks()) == 1  # not a deck
    schema.unlink()  # a folder made by an earlier version: the schema comes at the next opening
    gui.click(start.deck_folder.rect.center)
    assert schema.read_bytes() == shipped.read_bytes()
    schema.write_text('{"mine": true}', encoding="utf-8")  # the player's own file stays
    gui.click(start.deck_folder.rect.center)
    assert schema.read_text(encoding="utf-8") == '{"mine": true}'


def test_a_deck_folder_that_cannot_be_made_is_one_message(app, gui, tmp_path, monkeypatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("TONGIAKI_DATA_DIR", str(blocker))
    start = _menu(app, gui)
    gui.click(start.deck_folder.rect.center)
    assert start.message.startswith(f"Cannot create the deck folder {blocker / 'decks'}: ")


def test_no_file_manager_says_where_the_folder_is(app, gui, monkeypatch) -> None:
    def missing(args, **kwargs) -> subprocess.Popen:
        raise FileNotFoundError(2, "No such file or directory", args[0])

    monkeypatch.setattr(start_module.sys, "platform", "linux")
    monkeypatch.setattr(start_module.subprocess, "Popen", missing)
    start = _menu(app, gui)
    gui.click(start.deck_folder.rect.center)
    assert start.notice == f"No file manager to open. Put your decks in this folder:\n{user_decks_dir()}"
    assert start.message == "" and isinstance(app.scene, StartScene)


def _no_file_manager(monkeypatch) -> None:
    def missing(args, **kwargs) -> subprocess.Popen:
        raise FileNotFoundError(2, "No such file or directory", args[0])

    monkeypatch.setattr(start_module.sys, "platform", "linux")
    monkeypatch.setattr(start_module.subprocess, "Popen", missing)


@pytest.mark.parametrize(("size", "seats"), [((1280, 800), 3), ((1366, 768), 6), ((1280, 696), 6), ((640, 480), 6),
                                             ((640, 480), 2)])
def test_the_decks_folder_notice_fits_inside_the_panel_and_is_not_an_error(app, gui, monkeypatch, tmp_path,
                                                                           size, seats) -> None:
    """A play-test found "No file manager to open: put your decks in ..." in the error colour,
    over the panel's bottom edge, for good: it is a notice inside the panel, its folder whole and
    broken only after a separator, and it goes after some seconds or at the next click or key."""
    folder = tmp_path / "a-rather-long-home-folder-name" / "with-more" / ".local" / "share" / "tongiaki"
    monkeypatch.setenv("TONGIAKI_DATA_DIR", str(folder))
    _no_file_manager(monkeypatch)
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    start = _menu(app, gui)
    while start.count < seats:
        gui.click(start.plus.rect.center)
    while start.count > seats:
        gui.click(start.minus.rect.center)
    gui.click(start.deck_folder.rect.center)
    gui.frame()
    box, panel = start.notice_rect, start.panel_rect
    assert box is not None and panel is not None
    window = app.screen.get_rect()
    assert panel.contains(box) and window.contains(box) and panel.bottom <= window.bottom, (box, panel)
    _, lines = start._notice_box(panel, size[1])
    path_lines = lines[lines.index("No file manager to open. Put your decks in this folder:") + 1:]
    assert "".join(path_lines) == str(folder / "decks")
    assert all(line.endswith("/") for line in path_lines[:-1])
    area = app.screen.subsurface(box)
    assert pygame.mask.from_threshold(area, start_module.WARN, (8, 8, 8, 255)).count() == 0  # not an error
    assert pygame.mask.from_threshold(area, start_module.INK, (8, 8, 8, 255)).count() > 100
    # It goes after NOTICE_SECONDS of play time...
    start.update(start_module.NOTICE_SECONDS - 0.5)
    assert start.notice
    start.update(0.5)
    assert start.notice == ""
    gui.frame()
    assert start.notice_rect is None
    # ...or at the next click or key.
    gui.click(start.deck_folder.rect.center)
    assert start.notice
    gui.click((2, 2))
    assert start.notice == ""
    gui.click(start.deck_folder.rect.center)
    gui.key(pygame.K_LEFT)
    assert start.notice == ""


def test_a_deck_copied_into_the_folder_while_the_screen_is_open_is_offered(app, gui) -> None:
    """A play-test copied a deck into the decks folder with the start screen open: cycling the
    deck selector did not offer it until Settings had been opened and closed. A click on the
    selector lists the decks again, and so does the screen every DECK_CHECK_SECONDS."""
    _my_deck("mine")
    start = _menu(app, gui)
    assert "later (yours)" not in start.deck.values
    _my_deck("later")  # no window event: the file manager was beside the game
    gui.click(start.deck.rect.center)
    assert "later (yours)" in start.deck.values
    while start.deck.value != "later (yours)":
        gui.click(start.deck.rect.center)
    assert start.decks[start.deck.index] == user_decks_dir() / "later.yaml"
    # Without a click, within DECK_CHECK_SECONDS of play time; a removed deck goes as well.
    _my_deck("third")
    (user_decks_dir() / "mine.yaml").unlink()
    start.update(start_module.DECK_CHECK_SECONDS / 2)
    assert "third (yours)" not in start.deck.values
    start.update(start_module.DECK_CHECK_SECONDS / 2)
    assert "third (yours)" in start.deck.values and "mine (yours)" not in start.deck.values
    assert start.deck.value == "later (yours)"  # the chosen deck stays chosen


def test_the_last_setups_deck_leaves_the_list_when_its_file_goes(app, gui) -> None:
    mine = _my_deck("mine")
    app.update_settings(deck=str(mine))
    start = _menu(app, gui)
    assert start.deck.value == "mine (yours)"
    mine.unlink()
    start.update(start_module.DECK_CHECK_SECONDS)
    assert "mine (yours)" not in start.deck.values and "mine.yaml" not in start.deck.values
    assert start.deck.index == 0 and start.deck_ok
    # said, not silent (play-test 39 deleted the chosen deck and found Standard chosen unsaid)
    assert start.notice == f"The deck file mine.yaml is gone: the {start.deck.label} deck is chosen"
    assert start.deck.label == "Standard"
    start.notice = ""
    start.update(start_module.DECK_CHECK_SECONDS)
    assert start.notice == ""  # once


def test_a_shipped_deck_remembered_from_another_copy_of_the_game_is_this_copys(app, gui, tmp_path) -> None:
    """A play-test ran a second copy of the game with the same settings: the last setup's deck
    was the first copy's calm-seas.yaml, and the selector listed "Calm Seas" twice. A shipped
    deck remembered from elsewhere is taken as this copy's deck of that name."""
    other = tmp_path / "elsewhere" / "config" / "decks"
    other.mkdir(parents=True)
    calm = next(path for path in shipped_decks() if path.name == "calm-seas.yaml")
    (other / calm.name).write_text(calm.read_text(encoding="utf-8"), encoding="utf-8")
    app.update_settings(deck=str(other / calm.name))
    start = _menu(app, gui)
    assert start.deck.labels.count("Calm Seas") == 1 and not any("#" in label for label in start.deck.labels)
    assert start.deck.label == "Calm Seas" and start.decks[start.deck.index] == calm


def _named_deck(stem: str, name: str) -> Path:
    folder = user_decks_dir()
    folder.mkdir(parents=True, exist_ok=True)
    text = DEFAULT_DECK_PATH.read_text(encoding="utf-8").replace("name: Standard", f"name: {name}", 1)
    path = folder / f"{stem}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_deck_selector_shows_each_decks_own_name(app, gui) -> None:
    """A play-test read "my-calm (yours)" in the deck selector and "PT18 Calm" in the summary
    beside it: the selector shows the deck's name from its file, "(yours)" for the player's
    own, the file name beside the name when two decks share one, and the file name alone when
    the file cannot be read."""
    _named_deck("my-calm", "PT18 Calm")
    _named_deck("twin-a", "Twin")
    _named_deck("twin-b", "Twin")
    (user_decks_dir() / "broken.yaml").write_text("name: [unclosed\n", encoding="utf-8")
    start = _menu(app, gui)
    shipped = [load_deck(path).name for path in shipped_decks()]
    assert start.deck.labels[: len(shipped)] == shipped and shipped[:2] == ["Standard", "Calm Seas"]
    labels = dict(zip(start.deck.values, start.deck.labels, strict=True))
    assert labels["my-calm (yours)"] == "PT18 Calm (yours)"
    assert labels["twin-a (yours)"] == "Twin (twin-a.yaml, yours)"
    assert labels["twin-b (yours)"] == "Twin (twin-b.yaml, yours)"
    assert labels["broken (yours)"] == "broken (yours)"
    while start.deck.value != "my-calm (yours)":
        gui.click(start.deck.rect.center)
    gui.frame()
    assert start.deck.label == "PT18 Calm (yours)" and start.preview.overview.name == "PT18 Calm"
    assert start.deck.shown()[0] == "PT18 Calm (yours)"
    # A name edited in the file shows in the selector as in the summary.
    _named_deck("my-calm", "PT19 Calmer")
    start.update(start_module.DECK_CHECK_SECONDS)
    assert start.deck.label == "PT19 Calmer (yours)" and start.preview.overview.name == "PT19 Calmer"


def test_a_long_deck_name_fits_the_selector_and_keeps_yours(app, gui) -> None:
    _named_deck("long", "The great voyage of the seven canoes to the southern sea")
    start = _menu(app, gui)
    while start.deck.value != "long (yours)":
        gui.click(start.deck.rect.center)
    shown, size = start.deck.shown()
    assert shown.endswith(" (yours)") and "…" in shown and shown.startswith("The great")
    assert start_module.font(size, True).size(shown)[0] <= start.deck.rect.width - 52


def test_a_deck_given_on_the_command_line_like_a_shipped_one_is_told_apart(tmp_path) -> None:
    copy = tmp_path / "standard.yaml"
    shutil.copyfile(DEFAULT_DECK_PATH, copy)
    offered = start_module.deck_files(copy)
    labels = start_module.deck_labels(offered)
    assert len(set(labels)) == len(labels)
    assert labels[0].startswith("Standard") and labels[-1].startswith("Standard")


def _run_play(monkeypatch, argv: list[str]) -> tuple[int, object]:
    """`tongiaki play ARGV` with the window's loop replaced by one frame; returns (status, scene)."""
    seen: list[object] = []

    def one_frame(self, max_frames=None) -> None:
        self.step(0.016, [])
        seen.append(self.scene)
        if self.scene is not None:
            self.scene.exit()
            self.scene = None

    monkeypatch.setattr(play_command.App, "run", one_frame)
    args: argparse.Namespace = build_parser().parse_args(["play", *argv])
    status = play_command.run(args)
    return status, seen[0]


@pytest.mark.parametrize("seats", [[], ["--seats", "human,easy"]])
def test_a_broken_deck_opens_the_start_screen_with_the_message(monkeypatch, tmp_path, capsys, seats) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("name: [unclosed\n", encoding="utf-8")
    status, scene = _run_play(monkeypatch, ["--deck", str(broken), *seats])
    assert status == 0
    assert isinstance(scene, StartScene)
    assert scene.preview.error is not None and scene.preview.error.startswith("broken.yaml: YAML syntax error")
    assert scene.preview.error in capsys.readouterr().err
    assert scene.message == ""  # said once, by the deck (play-test 29 saw it twice)
    assert scene.deck.value == "broken.yaml"  # preselected, so the player sees which deck it was


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768), (1000, 650)])
def test_a_broken_decks_message_shows_once_and_goes_when_it_is_fixed(size) -> None:
    """Play-test 29 opened `play --deck` on a broken deck: its error showed twice (in the deck's
    panel and in a box on the left), and once the file was fixed on disk the panel showed the
    deck while the box on the left kept the old error. The error shows in one place (the panel,
    or the message box where the panel does not show) and goes with the fix."""
    from tests.app.conftest import Gui
    from tongiaki.app.main import App
    from tongiaki.play.decks import DeckError

    good = _my_deck("fixme")
    text = good.read_text(encoding="utf-8")
    good.write_text(text.replace("value: 2", "worth: 2", 1), encoding="utf-8")
    with pytest.raises(DeckError) as caught:
        load_deck(good)
    error = str(caught.value)
    app = App(size, ai_iterations=60, instant_steps=40)
    try:
        gui = Gui(app)
        app.to_menu(deck=good, message=error)  # as `play --deck` opened it
        start = app.scene
        assert isinstance(start, StartScene)
        gui.frame()
        assert start.preview.error == error
        in_panel = start.deck_in_panel  # the panel says "This deck cannot be used" and the error
        in_box = error in start.shown_message() and start.message_rect is not None
        assert [in_panel, in_box].count(True) == 1, (start.deck_in_panel, start.shown_message())
        assert start.shown_message().count(error) <= 1
        good.write_text(text, encoding="utf-8")  # fixed on disk, the screen open
        for _ in range(round(start_module.DECK_CHECK_SECONDS * 60) + 2):
            gui.frame()
        assert start.preview.error is None and start.deck_ok
        assert start.shown_message() == "" and start.message_rect is None
    finally:
        app.close()


def test_deck_without_seats_preselects_it(monkeypatch, tmp_path) -> None:
    deck = tmp_path / "variant.yaml"
    shutil.copyfile(DEFAULT_DECK_PATH, deck)
    status, scene = _run_play(monkeypatch, ["--deck", str(deck)])
    assert isinstance(scene, StartScene) and status == 0
    assert scene.message == ""
    assert scene.deck.value == "variant.yaml"
    assert scene.decks[scene.deck.index] == deck
    # A shipped deck given by path is the same entry, not a second one.
    status, scene = _run_play(monkeypatch, ["--deck", str(data_path("config/decks/calm-seas.yaml"))])
    assert scene.deck.value == "calm-seas"
    assert scene.deck.values.count("calm-seas") == 1
    status, scene = _run_play(monkeypatch, ["--deck", "calm-seas"])  # by name, from any folder
    assert scene.deck.value == "calm-seas" and scene.deck.values.count("calm-seas") == 1


@pytest.mark.parametrize(("size", "most_seats"), [((640, 480), 6), ((800, 600), 6), ((1280, 696), 6), ((1280, 800), 6)])
def test_the_start_screen_fits_a_low_window(app, gui, size, most_seats) -> None:
    """At 640x480 a play-test found Start, Continue, Load and Quit below the window's edge: every
    widget shows inside the window, none over another, as seats are added up to six, and + stays
    under the pointer."""
    import pygame

    from tongiaki.app.scenes.start import StartScene

    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.to_menu()
    gui.frame()
    start = app.scene
    assert isinstance(start, StartScene)
    while start.count > 2:
        gui.click(start.minus.rect.center)
    while True:
        gui.frame()
        widgets = start.widgets()
        window = app.screen.get_rect()
        assert all(window.contains(w.rect) for w in widgets), (size, start.count)
        for i, a in enumerate(widgets):
            for b in widgets[i + 1:]:
                assert not a.rect.colliderect(b.rect), (size, start.count, a.rect, b.rect)
        if start.count >= most_seats:
            break
        plus = start.plus.rect.copy()
        gui.click(plus.center)
        assert start.plus.rect == plus, "+ moved away from the pointer"


def test_the_start_screen_offers_the_players_levels_only(app, gui) -> None:
    """A play-test found "Hard-classic: the first tree search, kept for comparison" among a
    player's choices: the comparison levels stay out of the seat selectors (the command line
    and tournaments still take them), and a setup remembered with one falls back to a level
    offered."""
    from tongiaki.ai import DESCRIPTIONS, LEVELS, PLAYER_LEVELS
    from tongiaki.app.scenes.start import SEAT_KINDS, StartScene
    from tongiaki.play.settings import Settings

    assert set(PLAYER_LEVELS) <= set(LEVELS) and set(PLAYER_LEVELS) <= set(DESCRIPTIONS)
    app.to_menu()
    gui.frame()
    start = app.scene
    assert isinstance(start, StartScene)
    offered = {kind.lower() for kind in start.kinds[0].values}
    assert offered == {"human", *PLAYER_LEVELS} and set(SEAT_KINDS) == set(start.kinds[0].values)
    assert not any("comparison" in DESCRIPTIONS[level] for level in PLAYER_LEVELS)
    start.restore(Settings(seats=("human", "hard-classic"), colours=("blue", "green")))
    assert start.seats()[1] in PLAYER_LEVELS


def test_the_seat_count_buttons_grey_out_at_their_limits(app, gui) -> None:
    """A play-test clicked + at six seats and - at two, and nothing happened: there they are
    greyed out, saying why."""
    from tongiaki.app.scenes.start import StartScene

    app.to_menu()
    gui.frame()
    start = app.scene
    assert isinstance(start, StartScene)
    while start.count < 6:
        assert start.plus.enabled
        gui.click(start.plus.rect.center)
    assert not start.plus.enabled and "2 to 6" in start.plus.why and start.minus.enabled
    gui.click(start.plus.rect.center)
    assert start.count == 6
    while start.count > 2:
        gui.click(start.minus.rect.center)
    assert not start.minus.enabled and start.minus.why and start.plus.enabled


def test_the_reason_of_a_greyed_seat_button_stands_clear_of_the_line_beside_it(app, gui) -> None:
    """Play-test 25: "A game has 2 to 6 seats", shown above a greyed - or +, ran into the line
    "(click to change, right-click back)" beside "Seats: N". While the reason shows, that line
    gives way: no text of it lies within 16 px of the reason's box."""
    from tongiaki.app.scenes.start import StartScene

    start = _menu(app, gui)
    assert isinstance(start, StartScene)
    left, top = start.origin
    line = pygame.Rect(left + 120, top + 4, 300, 26)  # where "(click to change, ...)" is drawn
    for button, step in ((start.plus, start.plus), (start.minus, start.minus)):
        while button.enabled:
            gui.click(step.rect.center)
        gui.move(button.rect.center)
        gui.frame()
        box = button.tip_rect
        assert box is not None and "2 to 6" in button.why
        screen = app.screen
        lit = [x for x in range(line.left, min(line.right, box.left))
               for y in range(line.top, line.bottom) if sum(screen.get_at((x, y))[:3]) > 330]
        assert not lit or max(lit) < box.left - 16, (max(lit), box)
        gui.move((5, 5))
        gui.frame()
        assert any(sum(screen.get_at((x, y))[:3]) > 330 for x in range(line.left, line.right)
                   for y in range(line.top, line.bottom))  # the line is back when the pointer goes


def test_pointing_at_first_game_says_what_it_is(app, gui) -> None:
    """A play-test found "First game" unexplained beside seat levels that explain themselves:
    pointing at it draws its line, as pointing at a level draws the level's."""
    from tongiaki.app.scenes.start import FIRST_GAME_ABOUT, NEWCOMER, StartScene

    app.to_menu()
    gui.frame()
    start = app.scene
    assert isinstance(start, StartScene)
    gui.move((2, 2))
    gui.frame()
    assert start._hover_text() == NEWCOMER and start.first_game.active  # nothing played yet: it is offered
    gui.move(start.first_game.rect.center)
    gui.frame()
    assert start._hover_text() == FIRST_GAME_ABOUT
    gui.move(start.kinds[1].rect.center)
    assert start._hover_text() not in ("", FIRST_GAME_ABOUT, NEWCOMER)


def test_a_newcomer_is_offered_the_first_game(app, gui) -> None:
    """Play-test 44 took "First game" for a small button beside See the cards: with no game
    played to its end against the computer and none to continue, it is lit and the form's
    spare line offers it; a game to continue, or a result, and it is one button among others."""
    from tests.walks import finished_match
    from tongiaki.app.scenes.start import NEWCOMER, StartScene
    from tongiaki.play.results import record_result

    app.to_menu()
    gui.frame()
    start = app.scene
    assert isinstance(start, StartScene) and start.newcomer() and start.first_game.active
    assert start._hover_text() == NEWCOMER
    app.new_game(["human", "easy"], seed=5, speed="instant")
    assert gui.wait_for_human()
    gui.perform(app.scene.match.pending.options[0])
    assert gui.wait_for_human()
    gui.click_button("Save & menu")  # a game to continue
    start = app.scene
    assert isinstance(start, StartScene) and not start.newcomer() and not start.first_game.active
    assert start._hover_text() == ""
    app.discard_autosave()
    assert record_result(finished_match(["human", "easy"], 3)) is None  # a game played to its end
    app.to_menu()
    gui.frame()
    start = app.scene
    assert start.results_lines and not start.newcomer() and not start.first_game.active


def test_a_last_deck_the_system_cannot_look_at_is_treated_as_gone(tmp_path) -> None:
    """`Path.is_file` raises for a name too long or a folder the player may not read: the start
    screen died at start-up on the last setup's deck (hardening audit)."""
    too_long = tmp_path / ("x" * 300) / "deck.yaml"
    with pytest.raises(OSError):
        too_long.is_file()
    assert start_module.last_setup_deck(too_long) is None
    assert not start_module.is_file(too_long)


def test_the_setup_chosen_is_remembered_without_starting_a_game(app, gui) -> None:
    """Play-test 25 chose its own deck ("Tester Deck"), quit and started the game again: the
    start screen came back on the standard deck (the setup was kept only when a game started).
    Seats, levels, colours and the deck are kept as they are chosen."""
    from conftest import AI_ITERATIONS, INSTANT_STEPS, Gui

    from tongiaki.app.main import App

    path = _my_deck("tester")
    path.write_text(path.read_text(encoding="utf-8").replace("name: My own deck", "name: Tester Deck", 1),
                    encoding="utf-8")
    start = _menu(app, gui)
    while start.deck.value != "tester (yours)":
        gui.click(start.deck.rect.center)
    while start.count < 4:
        gui.click(start.plus.rect.center)
    gui.click(start.kinds[1].rect.center)  # the second seat's level: the next one
    gui.click(start.colours[3].rect.center)  # the fourth seat's colour: the next free one
    chosen = (start.seats(), [c.value for c in start.colours[:4]], start.deck.label)
    assert chosen[2] == "Tester Deck (yours)"
    gui.click(start.quit.rect.center)  # no game was started
    app.scene.exit()
    app.scene = None
    app.close()
    again = App((1280, 800), ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        restarted = _menu(again, Gui(again))
        assert (restarted.seats(), [c.value for c in restarted.colours[:4]], restarted.deck.label) == chosen
        assert restarted.count == 4 and restarted.preview.overview.name == "Tester Deck"
    finally:
        if again.scene is not None:
            again.scene.exit()
            again.scene = None
        again.close()
