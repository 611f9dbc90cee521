"""The autosave as the start screen offers it: a damaged one is reported with a way to discard
it, and a finished game is never offered by Continue."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pygame

from tongiaki.app.scenes.score import ScoreScene
from tongiaki.app.scenes.start import StartScene
from tongiaki.app.scenes.table import TableScene
from tongiaki.play.records import autosave_path

GOOD_RECORD = Path(__file__).resolve().parents[1] / "data" / "records" / "short_game.json"


def _menu(app, gui) -> StartScene:
    app.to_menu()
    gui.frame()
    assert isinstance(app.scene, StartScene)
    return app.scene


def _autosave_with_a_huge_seed() -> str:
    text = GOOD_RECORD.read_text(encoding="utf-8")
    seed = json.loads(text)["seed"]
    autosave_path().write_text(text.replace(f'"seed": {seed}', '"seed": ' + "9" * 5000, 1), encoding="utf-8")
    return text


def test_a_damaged_autosave_is_reported_and_can_be_discarded(app, gui) -> None:
    _autosave_with_a_huge_seed()
    start = _menu(app, gui)
    assert not start.cont.enabled
    assert start.message == ("The saved game cannot be continued: autosave.json: seed: is too long to be a number "
                             "here (5000 digits)")
    assert start.discard in start.widgets()
    gui.click(start.cont.rect.center)  # disabled: nothing happens, nothing crashes
    assert app.scene is start
    gui.click(start.discard.rect.center)
    assert not autosave_path().exists()
    kept = autosave_path().with_name("autosave.broken.json")
    assert kept.is_file()
    assert start.message == f"Discarded the saved game (kept as {kept})"
    assert start.discard not in start.widgets()
    assert not start.cont.enabled and start.cont.why == "No saved game yet"
    gui.click(start.start.rect.center)  # a new game starts as usual
    assert isinstance(app.scene, TableScene)


def test_a_good_autosave_is_offered(app, gui) -> None:
    autosave_path().write_bytes(GOOD_RECORD.read_bytes())
    start = _menu(app, gui)
    assert start.cont.enabled and start.discard not in start.widgets() and start.message == ""
    gui.click(start.cont.rect.center)
    assert isinstance(app.scene, TableScene)


def test_a_finished_game_is_not_offered_by_continue(app, gui) -> None:
    app.new_game(["random", "random"], seed=3, speed="instant")
    for _ in range(3000):
        if isinstance(app.scene, ScoreScene):
            break
        gui.frame()
    assert isinstance(app.scene, ScoreScene)
    assert app.scene.match.is_over()
    assert not autosave_path().exists()
    start = _menu(app, gui)
    assert not start.cont.enabled
    assert start.message == ""


def test_the_damaged_autosaves_message_covers_no_button(app, gui) -> None:
    """A play-test found the message over the Discard button and the main buttons at 1366x768."""
    import pygame

    _autosave_with_a_huge_seed()
    start = _menu(app, gui)
    for size in ((1366, 768), (1280, 800), (1280, 720), (1920, 1080)):
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        app.step(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
        box = start.message_rect
        assert box is not None and app.screen.get_rect().contains(box), size
        covered = [w for w in start.widgets() if w.rect.colliderect(box)]
        assert covered == [], (size, box, [w.rect for w in covered])


def test_a_game_saved_during_the_setup_is_setting_up_not_turn_0(app, gui) -> None:
    """Play-test 26's Continue line read "turn 0, scores 0-0-0" of a game left while the first
    ships were still being placed: it says "setting up", there and in the load list; a game
    under way still tells its turn and scores."""
    from tongiaki.play.saves import list_saves, save_named

    assert app.new_game(["human", "easy", "easy"], seed=3) is None
    assert gui.wait_for_human()
    table = app.scene
    assert table.match.state.turn == 0
    gui.key(pygame.K_ESCAPE)  # saves and goes to the menu
    start = app.scene
    assert isinstance(start, StartScene)
    assert start.resume_line.endswith("; setting up") and "turn 0" not in start.resume_line, start.resume_line
    save_named(table.match, "early")
    info = next(i for i in list_saves() if i.name == "early")
    assert info.progress() == "setting up" and info.describe() == "early: human, easy, easy; setting up"
    under_way = dataclasses.replace(info, turn=7, scores=(3, 5, 2))
    assert under_way.progress() == "turn 7, scores 3-5-2"
