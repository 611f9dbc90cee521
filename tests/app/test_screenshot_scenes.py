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
