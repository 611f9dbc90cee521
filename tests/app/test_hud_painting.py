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


def test_a_seats_name_keeps_off_its_supply_line_at_every_ui_scale(app, gui) -> None:
    """Play-test 35 at UI scale 80%: the seats' names ran into the "supply 13   kings 0/2" line
    under them (fixed offsets, whatever the font's height). Between a name's ink and its supply
    line's there is a row of the panel with no ink, at 80%, 100% and 120%."""
    import pygame

    for scale in (0.8, 1.0, 1.2):
        app.update_settings(ui_scale=scale)
        app.new_game(["human", "medium", "medium"], seed=3, speed="instant")
        assert gui.wait_for_human()
        gui.frame()
        hud = gui.scene.hud
        panel = app.screen.subsurface(hud.rects["seats"]).copy()
        px = hud.px
        x0, x1 = px(50), panel.get_width() - px(50)  # the names and supply lines, not the icons or scores
        for seat in (1, 2):  # rows not highlighted (the active seat's is)
            top = px(30) + seat * min(px(54), (panel.get_height() - px(34)) // 3)
            rows = range(top, min(panel.get_height(), top + min(px(54), (panel.get_height() - px(34)) // 3) - 4))
            background = panel.get_at((x1, top + 2))[:3]
            inked = [any(sum(abs(a - b) for a, b in zip(panel.get_at((x, y))[:3], background, strict=True)) > 90
                         for x in range(x0, x1)) for y in rows]
            runs, previous = 0, False
            for ink in inked:
                runs += ink and not previous
                previous = ink
            assert runs >= 2, (scale, seat, "".join("#" if ink else "." for ink in inked))
        pygame.event.clear()
