"""The start screen's seed is for the game it starts: a play-tester typed 42 for one game, and
the start screen kept showing 42 after that game and after a restart, so Start dealt the same
shuffle again. Once the game has started the field is empty ("random") again, the seed is not
written to the settings, and an older settings file that holds one opens the field empty."""

from __future__ import annotations

import json

import pygame
from conftest import AI_ITERATIONS, INSTANT_STEPS, Gui

from tongiaki.app.main import App
from tongiaki.app.scenes.keepgame import KeepGameDialog
from tongiaki.app.scenes.start import StartScene
from tongiaki.app.scenes.table import TableScene
from tongiaki.play.records import autosave_path
from tongiaki.play.settings import settings_path


def _menu(app, gui) -> StartScene:
    app.to_menu()
    gui.frame()
    assert isinstance(app.scene, StartScene)
    return app.scene


def _type_seed(gui, start: StartScene, seed: str) -> None:
    gui.click(start.seed.rect.center)
    gui.frame([pygame.event.Event(pygame.TEXTINPUT, text=seed)])
    gui.key(pygame.K_TAB)
    assert start.seed.value == seed


def test_a_typed_seed_starts_one_game_then_the_field_is_random_again(app, gui) -> None:
    start = _menu(app, gui)
    _type_seed(gui, start, "42")
    gui.click(start.start.rect.center)
    assert isinstance(app.scene, TableScene) and app.scene.match.seed == 42
    assert start.seed.value == ""  # the screen left behind forgets it too
    assert not settings_path().exists() or "seed" not in json.loads(settings_path().read_text(encoding="utf-8"))
    gui.click_button("Save & menu")
    assert isinstance(app.scene, StartScene) and app.scene.seed.value == ""
    app.scene.exit()
    app.scene = None
    app.close()
    again = App((1280, 800), ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        gui = Gui(again)
        restarted = _menu(again, gui)
        assert restarted.seed.value == "" and restarted.seed.placeholder == "random"
    finally:
        if again.scene is not None:
            again.scene.exit()
            again.scene = None
        again.close()


def test_the_seed_stays_while_its_game_has_not_started(app, gui) -> None:
    """Cancel in the keep-game question starts nothing: the seed typed is still there."""
    app.new_game(["human", "easy"], seed=5, speed="instant")
    assert gui.wait_for_human()
    gui.perform(app.scene.match.pending.options[0])  # a move of the person's: the game is worth asking about
    assert gui.wait_for_human()
    gui.click_button("Save & menu")
    start = app.scene
    assert isinstance(start, StartScene) and autosave_path().is_file()
    _type_seed(gui, start, "77")
    gui.click(start.start.rect.center)
    dialog = app.scene
    assert isinstance(dialog, KeepGameDialog)
    gui.key(pygame.K_ESCAPE)
    assert app.scene is start and start.seed.value == "77"
    gui.click(start.start.rect.center)
    gui.key(pygame.K_d)  # discard the game in progress: the new game starts with seed 77
    assert isinstance(app.scene, TableScene) and app.scene.match.seed == 77
    assert start.seed.value == ""


def test_an_older_settings_file_with_a_seed_opens_the_field_empty(config_dir) -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(
        json.dumps({"seats": ["human", "easy"], "colours": ["red", "blue"], "seed": "42"}), encoding="utf-8"
    )
    app = App((1280, 800), ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        gui = Gui(app)
        start = _menu(app, gui)
        assert start.seed.value == "" and start.count == 2
        assert app.settings_problem is None and start.message == ""
    finally:
        if app.scene is not None:
            app.scene.exit()
            app.scene = None
        app.close()
