"""Frames of a still screen make no new surfaces: the score sheet's shaded rows and the veils of
the settings and Save as dialogs over the table are made once (`ui.wash`), not on every frame
(the sheet made a see-through surface per shaded row, the dialogs one window-sized veil, each
frame)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from tests.app.conftest import Gui
from tests.walks import finished_match
from tongiaki.app.main import App
from tongiaki.app.scenes.score import ScoreScene
from tongiaki.app.scenes.settings import SettingsScene
from tongiaki.app.scenes.table import TableScene
from tongiaki.rules import DecisionKind


class _Counted(pygame.Surface):
    """`pygame.Surface` that counts the surfaces made while it stands in for it."""

    made = 0

    def __init__(self, *args, **kwargs) -> None:  # noqa: ANN002, ANN003 - pygame's signature
        super().__init__(*args, **kwargs)
        _Counted.made += 1


@pytest.fixture
def counting(monkeypatch) -> Iterator[None]:
    """Count every `pygame.Surface(...)` made while the test runs (from this fixture on)."""
    _Counted.made = 0
    monkeypatch.setattr(pygame, "Surface", _Counted)
    yield


SETTLING_FRAMES = 60
"""Frames a still screen may take to fill its caches (the table's picture is copied a band a
frame, `TableLayer.keep_band`)."""


def _surfaces_of_a_still_frame(app: App) -> int:
    """Surfaces made by each of three more frames of the scene shown, at the most, after
    `SETTLING_FRAMES` frames that fill its caches."""
    for _ in range(SETTLING_FRAMES):
        app.scene.draw(app.screen)
    most = 0
    for _ in range(3):
        before = _Counted.made
        app.scene.draw(app.screen)
        most = max(most, _Counted.made - before)
    return most


def test_the_score_sheet_makes_no_surface_per_frame(app, counting) -> None:
    app.show_finished(finished_match(["random"] * 4, 5))
    assert isinstance(app.scene, ScoreScene) and len(app.scene.sheet.rows) > 2  # shaded rows
    assert _surfaces_of_a_still_frame(app) == 0


def test_the_dialogs_over_the_table_make_no_surface_per_frame(app, counting) -> None:
    gui = Gui(app)
    assert app.new_game(["human", "easy"], seed=2, speed="instant") is None
    rng = random.Random(2)
    while gui.wait_for_human() and app.scene.match.pending.kind is not DecisionKind.ACTION:
        options = app.scene.match.pending.options
        gui.perform(options[rng.randrange(len(options))])
    table = app.scene
    assert isinstance(table, TableScene)
    gui.click_button("Settings")
    assert isinstance(app.scene, SettingsScene)
    assert _surfaces_of_a_still_frame(app) == 0
    gui.key(pygame.K_ESCAPE)
    gui.click_button("Save as")
    assert app.scene is not table
    assert _surfaces_of_a_still_frame(app) == 0
