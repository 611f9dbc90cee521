"""A finished game against the computer goes into the player's results; the start screen shows
them beside the form ("Your results": games and wins, then per level); a guided game does not
count."""

from __future__ import annotations

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
