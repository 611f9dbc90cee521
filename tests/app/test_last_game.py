"""The last finished game stays on disk (`last-game.json`) until the next game ends, and the Load
screen offers it for its replay and review (play-test 27: a crash after the end lost a game just
won, its autosave deleted and nothing else kept)."""

from __future__ import annotations

import pygame

from tests.app.matches import play_to_score_screen
from tongiaki.app.scenes.load import LoadScene
from tongiaki.app.scenes.replay import ReplayScene
from tongiaki.app.scenes.score import ScoreScene
from tongiaki.app.scenes.start import StartScene
from tongiaki.play.match import Match
from tongiaki.play.records import autosave_path, last_game_path, load_record, save_record
from tongiaki.play.saves import LAST_GAME_TITLE, last_game, save_named


def test_a_finished_game_is_kept_before_its_autosave_goes_and_the_score_screen_shows(app, gui, monkeypatch) -> None:
    seen: list[bool] = []
    real_clear = __import__("tongiaki.play.records", fromlist=["clear_autosave"]).clear_autosave

    def clear_autosave() -> None:  # the autosave of the finished game goes: the game is on disk
        seen.append(last_game_path().is_file())
        real_clear()

    monkeypatch.setattr("tongiaki.play.records.clear_autosave", clear_autosave)
    real_init = ScoreScene.__init__

    def init(self, *args, **kwargs) -> None:  # noqa: ANN001, ANN002, ANN003
        seen.append(last_game_path().is_file())
        real_init(self, *args, **kwargs)

    monkeypatch.setattr(ScoreScene, "__init__", init)
    score = play_to_score_screen(app, gui)
    assert seen and all(seen)
    assert not autosave_path().exists()  # Continue offers no finished game
    kept = load_record(last_game_path())
    assert kept.is_over() and kept.history == score.match.history
    assert score.message == ""


def test_the_load_screen_offers_the_last_finished_game_first_for_its_replay(app, gui, data_dir) -> None:
    score = play_to_score_screen(app, gui)
    history = list(score.match.history)
    gui.click(score.menu.rect.center)  # off to the menu: nothing of the game but the kept file
    assert isinstance(app.scene, StartScene)
    save_named(score.match, "a named one")
    gui.frame()
    gui.click(app.scene.load.rect.center)
    load = app.scene
    assert isinstance(load, LoadScene)
    gui.frame()
    assert [info.name for info in load.saves] == [LAST_GAME_TITLE, "a named one"]
    assert load.saves[0].last and load.saves[0].over and load.selected == 0
    assert load.open_button.enabled
    gui.click(load.open_button.rect.center)
    score = app.scene
    assert isinstance(score, ScoreScene)  # its score sheet first, the replay a click away (play-test 29)
    assert list(score.match.history) == history
    gui.click(score.replay_button.rect.center)
    replay = app.scene
    assert isinstance(replay, ReplayScene)
    assert list(replay.cursor.history) == history
    gui.key(pygame.K_ESCAPE)
    assert app.scene is score
    # a game that ends replaces it
    second = play_to_score_screen(app, gui, seed=8)
    assert load_record(last_game_path()).history == second.match.history != history


def test_the_guided_game_and_unattended_games_are_not_kept(app, data_dir) -> None:
    from tongiaki.play.decks import load_default_deck
    from tongiaki.play.tutorial import SEATS

    match = Match(load_default_deck(), ["random"] * len(SEATS), 3)
    match.play_out()
    assert match.is_over()
    app.start_tutorial("instant")
    app.scene.match = match  # the guided game, ended
    app.game_over(match, counted=False)  # as the tutorial ends it
    assert isinstance(app.scene, ScoreScene)
    assert last_game() is None and not last_game_path().exists()
    app.autoplay = True
    app.autosave(match)
    app.game_over(match)
    assert not last_game_path().exists()


def test_a_damaged_last_game_is_listed_with_its_error_and_can_be_deleted(app, gui, data_dir) -> None:
    last_game_path().write_text("{ not json", encoding="utf-8")
    app.open_load()
    load = app.scene
    gui.frame()
    assert load.saves[0].name == LAST_GAME_TITLE and load.saves[0].error
    assert not load.open_button.enabled
    gui.key(pygame.K_DELETE)
    gui.key(pygame.K_DELETE)
    assert not last_game_path().exists() and load.saves == []


def test_a_last_game_that_cannot_be_written_keeps_the_autosave_and_says_so(app, gui, data_dir, monkeypatch) -> None:
    from tongiaki.play.records import RecordError

    def refuse(match: Match) -> None:
        raise RecordError("last-game.json: cannot save (No space left on device)")

    monkeypatch.setattr("tongiaki.play.records.save_last_game", refuse)
    score = play_to_score_screen(app, gui)
    assert "could not be kept" in score.message and "No space left" in score.message
    assert autosave_path().exists()  # the autosave of its last turns is not deleted
    save_record(score.match, data_dir / "x.json")  # (the game itself is fine)


def test_a_last_game_that_cannot_be_written_leaves_the_whole_game_in_the_autosave(app, gui, data_dir,
                                                                                  monkeypatch) -> None:
    """The autosave kept held the position of the last turn's end, without the final moves: the
    end of the game was lost. It now holds the finished game, which Load game lists as the last
    finished game (Continue offers only a game that can go on)."""
    from tongiaki.play.records import RecordError, save_last_game

    def refuse(match: Match) -> None:
        raise RecordError("last-game.json: cannot save (No space left on device)")

    monkeypatch.setattr("tongiaki.play.records.save_last_game", refuse)
    score = play_to_score_screen(app, gui)
    history = list(score.match.history)
    kept = load_record(autosave_path())
    assert kept.is_over() and kept.history == history
    assert "could not be kept" in score.message
    gui.click(score.menu.rect.center)
    start = app.scene
    assert isinstance(start, StartScene) and not app.has_autosave()
    assert load_record(autosave_path()).history == history  # leaving the score screen kept it
    app.open_load()
    load = app.scene
    gui.frame()
    assert [info.name for info in load.saves] == [LAST_GAME_TITLE]
    assert load.saves[0].over and load.saves[0].path == autosave_path()
    gui.click(load.open_button.rect.center)
    score = app.scene
    assert isinstance(score, ScoreScene) and list(score.match.history) == history
    gui.click(score.menu.rect.center)
    assert isinstance(app.scene, StartScene)
    monkeypatch.setattr("tongiaki.play.records.save_last_game", save_last_game)  # it can be written again
    app.new_game(["random", "random", "random"], seed=8, speed="instant")  # the next game starts:
    assert load_record(last_game_path()).history == history  # the finished game becomes the last game
    assert not autosave_path().exists()
    second = play_to_score_screen(app, gui, seed=9)
    assert load_record(last_game_path()).history == list(second.match.history)
