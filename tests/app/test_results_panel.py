"""A finished game against the computer goes into the player's results; the start screen shows
them beside the form ("Your results": games and wins, then per level); a guided game does not
count."""

from __future__ import annotations

from pathlib import Path

from tests.play.test_results import finished
from tongiaki.app.scenes.score import ScoreScene
from tongiaki.app.scenes.start import StartScene
from tongiaki.play.results import load_results, results_path


def test_a_finished_game_shows_in_the_start_screens_results(app, gui) -> None:
    match = finished(["human", "easy"], seed=5)
    app.new_game(["human", "easy"], seed=5, speed="instant")  # a table scene to finish from
    app.game_over(match)
    assert isinstance(app.scene, ScoreScene)
    results, problem = load_results()
    assert problem is None and len(results) == 1 and results[0].levels == ("easy",)
    won = int(results[0].won)
    app.to_menu()
    start = app.scene
    assert isinstance(start, StartScene)
    gui.frame()
    ahead = int(results[0].ahead[0])
    assert start.results_lines == [f"Games: 1, won {won}", f"Against easy: won {won} of 1 game", f"  ahead of {ahead} of 1 easy seat"]
    box = start.results_box
    assert box is not None and box.right < start.kinds[0].rect.x - 100  # left of the form
    assert not any(box.colliderect(w.rect) for w in start.widgets())


def test_the_guided_game_is_not_counted(app, gui) -> None:
    match = finished(["human", "easy", "easy"], seed=6)
    app.new_game(["human", "easy", "easy"], seed=6, speed="instant")
    app.game_over(match, counted=False)
    assert not results_path().exists()


def test_two_problems_are_two_lines_and_cover_no_results(app, gui) -> None:
    """Play-test 33: a broken settings file's line and a broken autosave's ran together as one
    paragraph ("...using the default settings The saved game cannot be continued: ..."), in a
    box over the bottom of Your results. Each problem starts a line; the box lies under the
    results, or where there is no room for both, the results give way to it."""
    import pygame

    from tongiaki.play.records import autosave_path

    match = finished(["human", "easy"], seed=5)
    app.new_game(["human", "easy"], seed=5, speed="instant")
    app.game_over(match)
    text = (Path(__file__).resolve().parents[1] / "data" / "records" / "short_game.json").read_text(encoding="utf-8")
    autosave_path().write_text(text[: len(text) // 2], encoding="utf-8")  # cut short
    app.settings_problem = "settings.json: is not valid JSON (line 1); using the default settings"
    app.to_menu()
    start = app.scene
    assert isinstance(start, StartScene)
    assert start.message.split("\n") == [app.settings_problem, start.message.split("\n")[1]]
    assert start.message.split("\n")[1].startswith("The saved game cannot be continued: autosave.json:")
    for size in ((1264, 728), (1280, 800), (1350, 696), (1366, 768), (1280, 720), (1920, 1080)):
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        app.step(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
        message, results = start.message_rect, start.results_box
        assert message is not None and app.screen.get_rect().contains(message), size
        assert results is None or not results.colliderect(message), (size, results, message)
        assert not any(message.colliderect(w.rect) for w in start.widgets()), size
        if size == (1920, 1080):
            assert results is not None  # room for both
