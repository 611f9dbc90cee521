"""`tongiaki screenshot --scene score|replay` renders the score sheet and the replay viewer."""

from __future__ import annotations

import pygame

from tongiaki import cli


def test_score_and_replay_screenshots(tmp_path) -> None:
    for scene in ("score", "replay"):
        out = tmp_path / f"{scene}.png"
        assert cli.main(["screenshot", "--scene", scene, "--turns", "6", "--players", "3", "--seed", "2",
                         "--out", str(out)]) == 0
        image = pygame.image.load(str(out))
        assert image.get_size() == (1280, 800)
        colours = {image.get_at((x, y))[:3] for x in range(0, 1280, 40) for y in range(0, 800, 40)}
        assert len(colours) > 20  # a drawn scene, not a blank surface


def test_the_log_screenshot_opens_the_large_log(tmp_path) -> None:
    """`--log` shows the large log (key L) over the table and over the replay."""
    from tongiaki.app.widgets.logbook import PANEL_FILL

    for scene in ("table", "replay"):
        plain, with_log = tmp_path / f"{scene}.png", tmp_path / f"{scene}-log.png"
        common = ["screenshot", "--scene", scene, "--turns", "6", "--players", "3", "--seed", "2"]
        assert cli.main([*common, "--out", str(plain)]) == 0
        assert cli.main([*common, "--log", "--out", str(with_log)]) == 0
        before, after = pygame.image.load(str(plain)), pygame.image.load(str(with_log))
        x = (1280 - 980) // 2 + 4  # inside the panel's left edge, left of its text (1280x800: UI scale 1)
        assert after.get_at((x, 400))[:3] == PANEL_FILL[:3]
        assert before.get_at((x, 400))[:3] != PANEL_FILL[:3]
