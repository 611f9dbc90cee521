"""The zoom pictures (`tongiaki.app.view.zoompicture`): a still view of the full table is kept as
a picture of its sea and faces; a zoom in shows it enlarged, close to what drawing every face
and the sea anew shows, and a zoom back out shows the wider view kept before; a changed table,
a moved camera or a view outside every picture never use a stale one."""

from __future__ import annotations

import pygame

from tongiaki.app.view.seaview import ZOOM_PICTURE_BANDS
from tongiaki.app.view.tablelayer import BANDS
from tongiaki.tools import bench_table as bench

SETTLE_FRAMES = 90
"""Frames a zoomed view may take to settle (faces from their art, the sea's smooth scale in
slices, the picture copied a band a frame): a bound, not a speed check."""


def _frames(scene, screen, count: int) -> None:
    for _ in range(count):
        scene.update(1 / 60)
        scene.draw(screen)


def _wheel(scene, y: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                          precise_y=float(y)))


def test_a_still_view_is_kept_and_a_zoom_in_shows_it_enlarged(full_scene) -> None:
    app, scene = full_scene
    screen = app.screen
    _frames(scene, screen, 10)
    picture = scene.view.zoom_picture
    assert picture is not None and picture.view is not None, "the still view was not kept"
    assert picture.view[1:3] == (scene.view.camera.zoom, scene.view.camera.offset)
    before = picture.drawn_zoomed
    for _ in range(3):
        _wheel(scene, 1)
        _frames(scene, screen, 1)
    assert picture.drawn_zoomed == before + 3


def test_a_zoom_frame_from_the_picture_is_close_to_one_drawn_anew() -> None:
    """The same zoom frame of two identical tables, one drawn from the picture and one drawing
    the sea and every face (their scaled stand-ins): only the scaling differs, so the two
    pictures agree but for a few levels on average (ships, highlights and HUD are drawn alike)."""
    shots = []
    for use_picture in (True, False):
        app, scene = bench.full_table_scene()
        scene.exit = lambda: None
        screen = app.screen
        if not use_picture:
            scene.view.zoom_picture = None
        _frames(scene, screen, 10)
        scene.t = 5.0
        _wheel(scene, 1)
        scene.draw(screen)
        shots.append(pygame.image.tobytes(screen, "RGB"))
        app.close()
    with_picture, anew = shots
    assert with_picture != anew  # the picture was used
    mean = sum(abs(a - b) for a, b in zip(with_picture, anew, strict=True)) / len(anew)
    assert mean < 6.0, mean  # 5.1 since a small card's labels grow beyond their share (not scaled alike)


def test_a_changed_table_or_a_moved_camera_is_never_shown_from_an_old_picture(full_scene) -> None:
    app, scene = full_scene
    screen = app.screen
    view, display = scene.view, scene.display
    _frames(scene, screen, 10)
    picture = view.zoom_picture
    assert picture is not None and picture.view is not None
    kept = picture.view
    # a card turned: the next zoom frame draws the table anew, the next still frame keeps it
    cell = next(c for c in display.cells if c != (0, 0))
    display.rotations[cell] = (display.rotations[cell] + 1) % 6
    before = picture.drawn_zoomed
    _wheel(scene, 1)
    _frames(scene, screen, 1)
    assert picture.drawn_zoomed == before, "a zoom frame showed the table before the card turned"
    _frames(scene, screen, 30)
    assert picture.view is not None and picture.view != kept
    # the camera pans: the picture of the old place is replaced once the view is still again
    kept = picture.view
    view.camera.pan((40, 25))
    _frames(scene, screen, 30)
    assert picture.view is not None and picture.view != kept
    assert picture.view[2] == view.camera.offset
    # a zoom out from the latest view, no wider one kept (the other is at the same zoom): drawn anew
    before = picture.drawn_zoomed
    _wheel(scene, -1)
    _frames(scene, screen, 1)
    assert picture.drawn_zoomed == before


def test_a_frame_with_placement_targets_or_a_card_turning_up_keeps_no_picture(full_scene) -> None:
    """Cells glowing as placement targets are drawn under the cards, and a card turning up grows
    into place: neither belongs in a picture of the still table."""
    from tongiaki.app.view.tableview import Highlights

    app, scene = full_scene
    screen = app.screen
    view, display = scene.view, scene.display
    _frames(scene, screen, 10)
    picture = view.zoom_picture
    assert picture is not None
    picture.forget()
    free = next((q + 1, r) for q, r in display.cells if (q + 1, r) not in display.cells)
    for _ in range(5):
        view.draw(screen, display, 1.0, Highlights(cells={free}), None)
    assert picture.view is None
    for _ in range(BANDS + ZOOM_PICTURE_BANDS):  # copied a band a frame, after the table layer's
        view.draw(screen, display, 1.0, Highlights(), None)
    assert picture.view is not None


def test_a_zoom_back_out_shows_the_wider_view_kept_before(full_scene) -> None:
    app, scene = full_scene
    screen = app.screen
    _frames(scene, screen, 10)
    picture = scene.view.zoom_picture
    assert picture is not None
    wide = picture.view
    for _ in range(4):
        _wheel(scene, 1)
        _frames(scene, screen, 1)
    for _ in range(SETTLE_FRAMES):  # the zoomed-in view settles crisp and is kept too
        _frames(scene, screen, 1)
        if picture.view != wide:
            break
    assert picture.view != wide and picture.has(wide)
    before = picture.drawn_zoomed
    for _ in range(3):
        _wheel(scene, -1)
        _frames(scene, screen, 1)
    assert picture.drawn_zoomed == before + 3


def test_a_picture_copied_in_bands_serves_only_once_complete_and_from_one_sea_state() -> None:
    from tongiaki.app.view.zoompicture import ZoomPicture

    screen = pygame.Surface((40, 32))
    for y in range(32):
        pygame.draw.line(screen, (y * 8, 100, 255 - y * 8), (0, y), (39, y))
    target = pygame.Surface((40, 32))
    picture = ZoomPicture()
    args = (screen, "view", 1.0, (0.0, 0.0), "table")
    assert not picture.keep(*args, "sea 1", bands=4)
    assert not picture.keep(*args, "sea 1", bands=4)
    assert not picture.draw_zoomed(target, 2.0, (0.0, 0.0), "table"), "shown before every band was copied"
    # the sea moved on: the bands start again, so no picture mixes two sea states
    for copied in range(3):
        assert not picture.keep(*args, "sea 2", bands=4), f"complete after {copied + 1} bands of sea 2"
    assert picture.keep(*args, "sea 2", bands=4)
    assert picture.has("view")
    assert picture.draw_zoomed(target, 1.0001, (0.0, 0.0), "table")
    assert target.get_at((5, 30)) == screen.get_at((5, 30))
