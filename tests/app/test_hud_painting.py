"""The HUD's kept panel images: painted again only when what they show changes, at most one of
the seats, tracker and log panels a frame (the others show their last image one frame more), none
left waiting; a frame with the panels painted in turn ends up as a frame painted at once."""

from __future__ import annotations

import pygame

WARM_UP_FRAMES = 120
"""Frames that make the faces, the foams (one card a frame), the sea's smooth scales (slices made
on the frames shown from a whole table layer picture) and the layer's pictures of every sea
state, so two draws of one moment show the same sea."""


def _draw(scene, screen) -> None:
    scene.hud.draw(screen, scene.display, scene.t)


def test_panels_changed_together_are_painted_one_a_frame_and_all_catch_up(full_scene) -> None:
    app, scene = full_scene
    screen = app.screen
    hud, display = scene.hud, scene.display
    for _ in range(WARM_UP_FRAMES):
        scene.update(1 / 60)
        scene.draw(screen)
    seats_key, log_key = hud._seats_key, hud.log._painted_key
    display.supply[0] += 1  # the seats panel shows it
    hud.log.append_text("A line for the log")  # and the log
    hud.stack_left = hud.stack_left[1:]  # and the tracker
    assert hud.log.needs_paint()
    painted = []
    for _ in range(3):
        before = (hud._seats_key, hud._tracker_key, hud.log._painted_key)
        _draw(scene, screen)
        after = (hud._seats_key, hud._tracker_key, hud.log._painted_key)
        painted.append(sum(1 for a, b in zip(before, after, strict=True) if a != b))
    assert painted == [1, 1, 1]
    assert hud._seats_key != seats_key and hud.log._painted_key != log_key and not hud.log.needs_paint()
    # the same panels painted at once (a fresh painting of each) look the same
    scene.draw(screen)
    caught_up = pygame.image.tobytes(screen, "RGB")
    hud._seats_key = hud._tracker_key = hud.log._painted_key = None
    hud._seats_image = hud._tracker_image = hud.log._painted = None
    scene.draw(screen)
    assert pygame.image.tobytes(screen, "RGB") == caught_up


def test_a_panel_changing_every_frame_does_not_starve_the_others(full_scene) -> None:
    app, scene = full_scene
    screen = app.screen
    hud, display = scene.hud, scene.display
    _draw(scene, screen)
    display.supply[0] += 1
    seats_key = hud._seats_key
    for frame in range(3):
        hud.log.append_text(f"line {frame}")  # the log changes every frame
        _draw(scene, screen)
    assert hud._seats_key != seats_key, "the seats panel waited behind the log"
    assert not hud.log.needs_paint() or hud._waiting.get("log", 0) <= 1
