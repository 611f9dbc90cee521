"""A play-tester's rival was the expert level, and the review measured their moves against "the
hard level" without a word on why not the expert: the review compares with the hard level (its
search at a short budget: the expert's 3 s a move would make a review take minutes), and says so
plainly: the status line names the level it compares with, and where a stronger level sat at the
table, the Review button's tip and a notice as the review starts say it is not that level's."""

from __future__ import annotations

import pygame

from tests.walks import finished_match
from tongiaki.app.scenes.replay import ReplayScene
from tongiaki.play.review import REVIEW_LEVEL, level_note, stronger_levels


def _replay_of(app, seats: list[str]) -> ReplayScene:
    """The replay of a finished game of a person (random moves) against easy, its rival's seat
    named `seats[1]` (the review looks at the person's moves only)."""
    match = finished_match(["human", "easy"], 6)
    match.seats[1] = seats[1]
    app.watch_replay(match)
    scene = app.scene
    assert isinstance(scene, ReplayScene)
    return scene


def test_the_review_says_it_compares_with_the_hard_level_not_the_expert_at_the_table(app, gui) -> None:
    scene = _replay_of(app, ["human", "expert"])
    gui.frame()
    button = next(b for b in scene.buttons if b.label == "Review")
    assert button.tip == ("Review the moves against the hard level's choices (R), not the expert level's: its search "
                          "would take minutes")
    gui.key(pygame.K_r)
    assert scene.reviewer.started
    notice = scene.table.hud.notice_text
    assert notice.startswith("Compared with the hard level: the expert level would take "), notice
    assert notice == level_note(scene.source.seats, scene.reviewer.total)
    assert "against the hard level" in scene._status_label()


def test_against_the_hard_level_the_review_names_its_level_without_a_notice(app, gui) -> None:
    scene = _replay_of(app, ["human", "hard"])
    gui.frame()
    button = next(b for b in scene.buttons if b.label == "Review")
    assert button.tip == "Review the moves against the hard level's choices (R)"
    gui.key(pygame.K_r)
    assert "expert" not in scene.table.hud.notice_text
    assert "reviewing against the hard level: " in scene._status_label()


def test_the_levels_stronger_than_the_reviews_and_the_time_they_would_take() -> None:
    assert REVIEW_LEVEL == "hard"
    assert stronger_levels(["human", "medium", "hard", "hard"]) == []
    assert stronger_levels(["expert", "human", "expert", "easy"]) == ["expert"]
    assert level_note(["human", "hard"], 60) == ""
    assert level_note(["human", "expert"], 68) == "Compared with the hard level: the expert level would take about 3 minutes"
    assert level_note(["human", "expert"], 10).endswith("about 1 minute")
