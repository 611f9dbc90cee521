"""The start screen's Continue line and the keep-game question say whose each score is.

Both read "scores 12-9-14-8-10-11" where the Load list says "Blue 12, Green 9, ...": they now
word the scores as the Load list does (`SaveInfo.scored_to_fit`: as the game names the players,
by colour, else by initial), and fit at 1280x800, 1366x768 and 1000x650.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from tongiaki.app.main import App
from tongiaki.app.scenes.keepgame import KeepGameDialog
from tongiaki.app.scenes.start import StartScene, resume_text
from tongiaki.app.widgets.ui import text
from tongiaki.play.saves import SaveInfo

NAMES = ("Blue (you)", "Green (easy)", "Orange (easy)", "Purple (easy)", "Red (easy)", "Yellow (easy)")
SCORES = (12, 9, 14, 8, 10, 11)


def six_seats() -> SaveInfo:
    """A six-seat game of an own deck at turn 19."""
    return SaveInfo(
        Path("autosave.json"),
        "autosave",
        ("human",) + ("easy",) * 5,
        19,
        SCORES,
        False,
        datetime.now(UTC),
        names=NAMES,
        deck="My own deck",
    )


def says_whose(line: str) -> bool:
    """Every score of `line` follows its player's name, colour (the person's with "(you)", or
    not) or initial, in seat order."""
    wordings = [
        [f"{name} {score}" for name, score in zip(names, SCORES, strict=True)]
        for names in (NAMES, [n if n.endswith(" (you)") else n.split(" (")[0] for n in NAMES],
                      [n.split(" (")[0] for n in NAMES], [n[0] for n in NAMES])
    ]
    return any(", ".join(words) in line for words in wordings)


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768), (1000, 650)])
def test_continue_and_the_keep_game_question_say_whose_each_score_is(size, monkeypatch) -> None:
    info = six_seats()
    app = App(size, ai_iterations=60)
    try:
        monkeypatch.setattr(app, "autosave_info", lambda: info)
        app.to_menu()
        start = app.scene
        assert isinstance(start, StartScene)
        app.step(1 / 60, [])
        assert start.panel_rect is not None
        shown = resume_text(info, start.panel_rect.width - 40)  # the line as drawn in the panel
        assert says_whose(shown) and shown.endswith("; turn 19; deck: My own deck"), shown
        assert "scores" not in shown and "12-9" not in shown
        assert text(shown, 16).get_width() <= start.panel_rect.width - 40
        assert says_whose(start.resume_line)

        dialog = KeepGameDialog(app, info, lambda: None, back=start)
        app.switch(dialog)
        app.step(1 / 60, [])
        who, standing = dialog.lines()[0][0], dialog.lines()[1][0]
        assert says_whose(who) and "12-9" not in standing, (who, standing)
        assert standing == "turn 19; deck: My own deck"
        assert text(who, 18).get_width() <= dialog.panel.width - 40  # one line, not wrapped
        assert app.screen.get_rect().contains(dialog.panel)
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()
