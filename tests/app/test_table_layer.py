"""The table layer (`tongiaki.app.view.tablelayer`): the sea and faces of a still view kept per sea
state and shown instead of drawing them. A frame drawn through the layer equals, pixel for
pixel, the same frame drawn without it: at rest, after a pan by whole pixels (only the uncovered
strips drawn), with ships moved, a card attached, the hover changed; a stale picture is never
shown (a card attached, a zoom, a pan by a fraction of a pixel draw the table anew)."""

from __future__ import annotations

import pygame

from tongiaki.app.view.tablelayer import BANDS, TableLayer, band_rects, exposed_strips, whole_shift
from tongiaki.app.view.tableview import Highlights
from tongiaki.rules.hexgrid import neighbour

FRAME = 1 / 60
SEA_STATE_FRAMES = 10
"""Frames a sea animation state shows (160 ms at 60 frames a second)."""
SEA_STATES = 8
"""Animation states of the ocean map's loop."""
WARM_UP_FRAMES = 30
"""Frames that make the faces, the foams (one card a frame) and the sea's smooth scale."""


def _both(scene, screen, plain: pygame.Surface, draw=None) -> tuple[bytes, bytes]:
    """The same moment drawn without the layer (on `plain`) and through it (on `screen`)."""
    view = scene.view
    layer = view.table_layer
    draw = draw or scene.draw
    view.table_layer = None
    try:
        draw(plain)
    finally:
        view.table_layer = layer
    draw(screen)
    return pygame.image.tobytes(plain, "RGB"), pygame.image.tobytes(screen, "RGB")


def _frames_equal(scene, screen, plain, count: int) -> None:
    for frame in range(count):
        scene.update(FRAME)
        without, through = _both(scene, screen, plain)
        assert without == through, f"frame {frame}: the layer's picture differs from the table drawn anew"


def _settle(scene, screen, plain) -> TableLayer:
    """Let the first frames make the faces, foams and sea scales, then draw every sea state
    (each frame compared) so the layer holds a picture of each."""
    layer = scene.view.table_layer
    assert layer is not None
    for _ in range(WARM_UP_FRAMES):
        scene.update(FRAME)
        scene.draw(screen)
    _frames_equal(scene, screen, plain, SEA_STATES * SEA_STATE_FRAMES + BANDS)
    assert layer.shown > 0, "the still view was never shown from the layer"
    return layer


def test_strips_and_shifts() -> None:
    assert exposed_strips((100, 80), (0, 0)) == []
    assert exposed_strips((100, 80), (5, 0)) == [pygame.Rect(0, 0, 5, 80)]
    assert exposed_strips((100, 80), (-5, 3)) == [pygame.Rect(95, 0, 5, 80), pygame.Rect(0, 0, 95, 3)]
    assert exposed_strips((100, 80), (2, -4)) == [pygame.Rect(0, 0, 2, 80), pygame.Rect(2, 76, 98, 4)]
    assert whole_shift((10.25, 3.5), (7.25, 5.5)) == (3, -2)
    assert whole_shift((10.3, 3.5), (7.25, 5.5)) is None
    rects = band_rects((64, 50))
    assert len(rects) == BANDS and sum(r.height for r in rects) == 50 and rects[-1].bottom == 50


def test_a_picture_is_shown_only_once_every_band_is_copied_and_only_for_its_key() -> None:
    screen = pygame.Surface((64, 40))
    for y in range(40):
        pygame.draw.line(screen, (y * 6, 255 - y * 6, (y * 37) % 256), (0, y), (63, y))
    layer = TableLayer(bands=4)
    target = pygame.Surface((64, 40))
    rects = band_rects((64, 40), 4)
    assert layer.draw(target, "view", (0.5, 0.25), "sea") is None
    for copied in range(4):
        assert layer.keep_band(screen, "view", (0.5, 0.25), "sea")
        if copied < 3:  # the bands copied so far are shown, the others are left to draw (one strip)
            target.fill((0, 0, 0))
            left = rects[copied + 1:]
            assert layer.draw(target, "view", (0.5, 0.25), "sea") == [left[0].unionall(left[1:])]
            assert target.get_at((5, rects[copied].centery)) == screen.get_at((5, rects[copied].centery))
            assert target.get_at((5, 39)) == (0, 0, 0, 255)
            assert layer.draw(target, "view", (1.5, 0.25), "sea") is None  # never shifted while incomplete
    assert not layer.keep_band(screen, "view", (0.5, 0.25), "sea")  # complete: nothing to copy
    assert layer.draw(target, "view", (0.5, 0.25), "sea") == []
    assert pygame.image.tobytes(target, "RGB") == pygame.image.tobytes(screen, "RGB")
    assert layer.draw(target, "other view", (0.5, 0.25), "sea") is None
    assert layer.draw(target, "view", (0.5, 0.25), "other sea") is None
    assert layer.draw(target, "view", (0.75, 0.25), "sea") is None  # a fraction of a pixel off
    strips = layer.draw(target, "view", (3.5, -1.75), "sea")  # a pan by (3, -2)
    assert strips == exposed_strips((64, 40), (3, -2))
    assert target.get_at((10, 10)) == screen.get_at((7, 12))


def test_still_frames_through_the_layer_equal_frames_drawn_anew(full_scene) -> None:
    app, scene = full_scene
    screen = app.screen
    plain = pygame.Surface(screen.get_size(), 0, screen)
    layer = _settle(scene, screen, plain)
    shown = layer.shown
    _frames_equal(scene, screen, plain, 2 * SEA_STATE_FRAMES)
    assert layer.shown == shown + 2 * SEA_STATE_FRAMES, "a still frame was drawn anew"


def test_a_pan_by_whole_pixels_draws_only_the_uncovered_strips_and_equals_a_frame_drawn_anew(full_scene) -> None:
    app, scene = full_scene
    screen = app.screen
    plain = pygame.Surface(screen.get_size(), 0, screen)
    layer = _settle(scene, screen, plain)
    camera = scene.view.camera
    for delta in ((7, -3), (-12, 5), (4, 2), (0, -9)):
        shifted = layer.shown_shifted
        camera.pan(delta)
        _frames_equal(scene, screen, plain, 1)
        assert layer.shown_shifted == shifted + 1, f"the pan by {delta} was drawn anew"
    # a glide by a fraction of a pixel: drawn anew, never from a shifted picture
    shown = layer.shown
    camera.offset = (camera.offset[0] + 0.4, camera.offset[1])
    _frames_equal(scene, screen, plain, 1)
    assert layer.shown == shown


def test_moved_ships_a_changed_hover_and_an_attached_card_equal_frames_drawn_anew(full_scene) -> None:
    app, scene = full_scene
    screen = app.screen
    plain = pygame.Surface(screen.get_size(), 0, screen)
    view, display = scene.view, scene.display
    layer = _settle(scene, screen, plain)
    # a ship moves from one beach to another: ships are drawn over the picture
    source = next(k for k, v in display.ships.items() if v)
    cards = scene.cards
    target = next(k for k, v in display.ships.items()
                  if k[0] != source[0] and len(v) < cards[display.cells[k[0]]].beaches[k[1]].capacity)
    display.ships[target].append(display.ships[source].pop())
    shown = layer.shown
    _frames_equal(scene, screen, plain, 2)
    assert layer.shown == shown + 2
    # the hover lights a beach and a pier: drawn over the picture
    island = next(c for c in display.cells if cards[display.cells[c]].is_island and cards[display.cells[c]].beaches)
    pier = cards[display.cells[island]].beaches[0].piers[0] if cards[display.cells[island]].beaches[0].piers else 0
    lit = Highlights(beaches={(island, 0)}, hover_beach=(island, 0), piers={(island, pier)},
                     hover_pier=(island, pier))
    for highlights in (lit, Highlights(beaches={(island, 0)}), Highlights()):
        shown = layer.shown
        without, through = _both(scene, screen, plain,
                                 draw=lambda surface, h=highlights: view.draw(surface, display, scene.t, h, None))
        assert without == through
        assert layer.shown == shown + 1
    # a card attached next to the table: the picture is of the table before, never shown again
    free = next(neighbour(c, d) for c in display.cells for d in range(6) if neighbour(c, d) not in display.cells
                and view.camera.cell_center(neighbour(c, d))[0] > 0)
    display.cells[free] = display.cells[next(c for c in display.cells if not cards[display.cells[c]].is_island)]
    display.rotations[free] = 0
    shown = layer.shown
    _frames_equal(scene, screen, plain, 1)
    assert layer.shown == shown, "a picture of the table before the card was attached was shown"
    _frames_equal(scene, screen, plain, 2 * SEA_STATE_FRAMES + BANDS)
    assert layer.shown > shown, "the new table was never kept"


def test_a_zoom_never_shows_a_picture_of_another_zoom(full_scene) -> None:
    app, scene = full_scene
    screen = app.screen
    plain = pygame.Surface(screen.get_size(), 0, screen)
    layer = _settle(scene, screen, plain)
    camera = scene.view.camera
    shown = layer.shown
    camera.set_zoom(camera.zoom * 1.05, (640, 400))
    scene.draw(screen)
    assert layer.shown == shown


def test_while_the_seas_scales_are_made_the_state_standing_in_is_shown_from_its_picture(full_scene) -> None:
    """Zoomed in so far that each sea state's smooth scale takes several frames to make, the
    resting frames show the state of the latest scale made (as a frame drawn anew does) and,
    once the layer holds its picture, from that picture: every frame equals one drawn anew."""
    app, scene = full_scene
    screen = app.screen
    plain = pygame.Surface(screen.get_size(), 0, screen)
    view = scene.view
    ocean = view.ocean
    assert ocean is not None
    layer = _settle(scene, screen, plain)
    view.camera.set_zoom(view.camera.zoom * 1.6, (640, 400))
    budget = ocean.smooth_pixels_per_frame
    ocean.smooth_pixels_per_frame = budget // 4  # (each frame here is drawn twice: slower slices)
    try:
        for _ in range(2 * WARM_UP_FRAMES):  # the faces at this size (the sea's first scale meanwhile)
            scene.update(FRAME)
            scene.draw(screen)
        stood_in = 0
        slices = ocean.smooth_pixels_per_frame

        def through_layer(surface: pygame.Surface) -> None:
            # the frame drawn anew made this frame's slice: drawn again through the layer,
            # it makes none (a second slice could finish a scale and change the state shown)
            if surface is screen:
                ocean.smooth_pixels_per_frame = 0
            try:
                scene.draw(surface)
            finally:
                ocean.smooth_pixels_per_frame = slices

        for frame in range(SEA_STATES * SEA_STATE_FRAMES):
            scene.update(FRAME)
            shown = layer.shown
            without, through = _both(scene, screen, plain, draw=through_layer)
            assert without == through, f"frame {frame}: the layer's picture differs from the table drawn anew"
            if view._shown_sea is not None and view._shown_sea != ocean.frame_key(scene.t) and layer.shown > shown:
                stood_in += 1
    finally:
        ocean.smooth_pixels_per_frame = budget
    assert stood_in > 0, "no frame showed a standing-in sea state from its picture"


def test_pictures_made_ahead_of_their_sea_state_show_it_as_a_frame_drawn_anew_would(full_scene) -> None:
    """A new view (moved by half a pixel: no picture serves it, even shifted) is drawn anew
    for its first frames only: on the frames its picture shows whole, a band of a coming sea
    state's picture is made, so that state's first frame is one blit too; every frame equals
    the same frame drawn without the layer."""
    app, scene = full_scene
    screen = app.screen
    plain = pygame.Surface(screen.get_size(), 0, screen)
    layer = _settle(scene, screen, plain)
    camera = scene.view.camera
    camera.offset = (camera.offset[0] + 0.5, camera.offset[1])
    made, drawn_anew = layer.made_ahead, 0
    for frame in range(SEA_STATES * SEA_STATE_FRAMES + BANDS):
        scene.update(FRAME)
        shown = layer.shown
        without, through = _both(scene, screen, plain)
        assert without == through, f"frame {frame}: the layer's picture differs from the table drawn anew"
        drawn_anew += layer.shown == shown
    assert layer.made_ahead - made >= BANDS * (SEA_STATES - 2), "the coming sea states' pictures were not made ahead"
    assert drawn_anew <= BANDS, f"{drawn_anew} frames drawn anew: the coming states had no picture"


def test_the_table_layer_makes_room_with_a_picture_that_shows_nothing_of_this_view_first() -> None:
    """`serves`, `shows` and `next_band` say what `draw` and `keep_band` would do; a new picture
    takes the place of one of another view first, then of one whose sea state another picture
    shows too (shifted), then of the least recently used, never of the protected sea state."""
    size = (64, 40)
    screen = pygame.Surface(size)
    screen.fill((20, 60, 90))
    layer = TableLayer(pixels=3 * 64 * 40, bands=2)  # room for three pictures
    rects = band_rects(size, 2)
    assert not layer.serves(size, "view", (0.0, 0.0), "a") and not layer.shows(size, "view", (0.0, 0.0), "a")
    assert layer.next_band(size, "view", (0.0, 0.0), "a") == rects[0]
    layer.keep_band(screen, "view", (0.0, 0.0), "a")
    assert layer.shows(size, "view", (0.0, 0.0), "a") and not layer.serves(size, "view", (0.0, 0.0), "a")
    assert layer.next_band(size, "view", (0.0, 0.0), "a") == rects[1]
    layer.keep_band(screen, "view", (0.0, 0.0), "a")
    assert layer.serves(size, "view", (2.0, 1.0), "a")  # shifted by a pan
    assert layer.next_band(size, "view", (0.0, 0.0), "a") is None  # complete
    for sea in ("b", "c"):
        for _ in range(2):
            layer.keep_band(screen, "old view", (0.0, 0.0), sea)
    # full: a picture of this view at another offset takes the place of one of the old view
    assert layer.keep_band(screen, "view", (2.0, 1.0), "b")
    assert [p.base for p in layer._pictures].count("old view") == 1
    layer.keep_band(screen, "view", (2.0, 1.0), "b")
    assert layer.keep_band(screen, "view", (2.0, 1.0), "a")  # then the old view's last one goes
    assert "old view" not in [p.base for p in layer._pictures]
    layer.keep_band(screen, "view", (2.0, 1.0), "a")
    # "a" is shown by two pictures (one shifted): the shifted one makes room next, not "b"'s
    assert layer.keep_band(screen, "view", (2.0, 1.0), "c")
    assert sorted((p.offset, p.sea) for p in layer._pictures) == [((2.0, 1.0), "a"), ((2.0, 1.0), "b"),
                                                                 ((2.0, 1.0), "c")]
    # every picture is of this view: none makes room (more sea states than room)
    assert layer.next_band(size, "view", (2.0, 1.0), "d") is None
    assert not layer.keep_band(screen, "view", (2.0, 1.0), "d")
    # at another offset the least recently used goes, but never the protected state's
    assert layer.next_band(size, "view", (5.0, 1.0), "d", protect="a") == rects[0]
    assert layer.keep_band(screen, "view", (5.0, 1.0), "d", protect="a")
    assert "a" in [p.sea for p in layer._pictures]


def test_the_kept_ships_list_draws_what_working_it_out_again_draws(full_scene) -> None:
    """The ships' list of (sprite, place) kept between frames: a frame drawn through it equals
    the frame with the list worked out anew; a ship moved, a pan, a zoom and a card turned make
    a new list."""
    app, scene = full_scene
    screen = app.screen
    plain = pygame.Surface(screen.get_size(), 0, screen)
    view, display = scene.view, scene.display

    def settle() -> None:  # (a zoom: faces, sprites, the sea's smooth scales and pictures made)
        for _ in range(3 * WARM_UP_FRAMES):
            scene.update(FRAME)
            scene.draw(screen)

    def compare(stage: str) -> None:
        for _ in range(2):
            scene.update(FRAME)
            view.cache_ships = False
            scene.draw(plain)
            view.cache_ships = True
            scene.draw(screen)
            assert pygame.image.tobytes(plain, "RGB") == pygame.image.tobytes(screen, "RGB"), stage

    settle()
    compare("at rest")
    island = next(c for c in display.cells if scene.cards[display.cells[c]].is_island and c != (0, 0))
    source = next(k for k, v in display.ships.items() if v)
    target = next(k for k, v in display.ships.items() if k != source and not v)
    changes = [lambda: display.ships[target].append(display.ships[source].pop()),
               lambda: view.camera.pan((5, -3)),
               lambda: view.camera.set_zoom(view.camera.zoom * 1.1, (600, 400)),
               lambda: display.rotations.__setitem__(island, (display.rotations[island] + 1) % 6)]
    for number, change in enumerate(changes):
        kept = view._ship_blits_key
        assert kept is not None, "the ships' list was not kept"
        change()
        scene.draw(screen)
        assert view._ship_blits_key != kept
        settle()
        compare(("a ship moved", "a pan", "a zoom", "a card turned")[number])
