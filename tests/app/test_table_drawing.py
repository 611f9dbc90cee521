"""Drawing a full table: the bench's table holds every card and all 90 ships, zooming never renders
card faces in bulk (at most `REFINE_PER_FRAME` new renders per frame once the zoom rests; faces
within reach of a card's art are made from it, a frame's art budget at a time, and show crisp a
few frames after the zoom rests), cached spot positions follow the zoom, and the bench functions
run. No timing is asserted."""

from __future__ import annotations

import math

import pygame
import pytest

from tongiaki.app.art import cardart, cardgeom, namelabels, numberlabels, palette, shipart
from tongiaki.app.view.camera import WHEEL_STEP
from tongiaki.app.view.cardfaces import ART_LABEL_COST, ART_PIXELS_PER_FRAME, ART_REACH, LARGE_FACE, REFINE_PER_FRAME
from tongiaki.app.view.display import occupied_spots
from tongiaki.app.view.shipsview import LARGE_TAG_LAYOUTS_PER_FRAME, SPRITES_PER_FRAME, TAG_LAYOUTS_PER_FRAME
from tongiaki.rules.state import SHIPS_PER_PLAYER
from tongiaki.tools import bench_table as bench


def test_full_table_has_every_card_and_all_ships() -> None:
    match, display = bench.full_table()
    cards = match.deck.cards
    assert sorted(display.cells.values()) == list(range(len(cards)))
    on_beaches = sum(len(v) for v in display.ships.values())
    stranded = sum(len(owners) for _, owners in display.stranded)
    total = on_beaches + len(display.kings) + len(display.fleet.ships) + stranded
    assert total == bench.PLAYERS * SHIPS_PER_PLAYER == 90
    for (cell, b), owners in display.ships.items():
        assert len(owners) <= cards[display.cells[cell]].beaches[b].capacity
    # Every card touches the table (attached next to another card).
    for cell in display.cells:
        if cell != (0, 0):
            assert any((cell[0] + dq, cell[1] + dr) in display.cells
                       for dq, dr in ((0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1), (1, 0)))


def _count_renders(monkeypatch) -> list[int]:
    """Counts card face renders begun (`render_card` renders through `render_card_art_steps` too)."""
    calls = [0]
    staged = cardart.render_card_art_steps

    def counting_steps(card, size, rotation=0, **options):
        calls[0] += 1
        return staged(card, size, rotation, **options)

    monkeypatch.setattr(cardart, "render_card_art_steps", counting_steps)
    return calls


def _count_art_faces(monkeypatch) -> list[tuple[int, int]]:
    """Records the size of every face made from a card's art."""
    made: list[tuple[int, int]] = []
    original = cardart.face_from_art

    def counting(card, art, size, rotation=0, **options):
        face = original(card, art, size, rotation, **options)
        made.append(face.get_size())
        return face

    monkeypatch.setattr(cardart, "face_from_art", counting)
    return made


def _visible_faces(scene, screen) -> list[tuple[int, int]]:
    view, display = scene.view, scene.display
    rect = screen.get_rect()
    return [(display.cells[c], display.rotations[c] % 6) for c in display.cells if rect.collidepoint(view.centre(c))]


def _wheel(scene, y: float) -> None:
    """A wheel event of `y` notches (a fraction: a trackpad's fine scroll)."""
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=round(y), flipped=False, precise_x=0.0,
                                          precise_y=float(y)))


def test_zooming_renders_no_card_face_in_bulk(full_scene, monkeypatch) -> None:
    app, scene = full_scene
    screen = app.screen
    scene.update(1 / 60)
    scene.draw(screen)
    calls = _count_renders(monkeypatch)
    arts = _count_art_faces(monkeypatch)
    for step in (1, 1, 1, -1, 1):  # zoom frames: sizes never seen before
        _wheel(scene, step)
        before = calls[0], len(arts)
        scene.update(1 / 60)
        scene.draw(screen)
        assert (calls[0], len(arts)) == before, "a zoom frame made card faces"
    # Resting: the faces at the new size are made from the cards' art, a frame's budget at a
    # time (a face beyond the art's reach would be rendered, at most one a frame).
    per_frame = []
    for _ in range(200):
        before = calls[0], len(arts)
        scene.update(1 / 60)
        scene.draw(screen)
        made = arts[before[1]:]
        per_frame.append(calls[0] - before[0])
        cost = sum(w * h + ART_LABEL_COST for w, h in made)
        assert not made or cost - (made[-1][0] * made[-1][1] + ART_LABEL_COST) < ART_PIXELS_PER_FRAME
    assert max(per_frame) <= REFINE_PER_FRAME
    assert arts, "no face was made from its art"
    assert per_frame[-5:] == [0] * 5, "the faces never settled"


def test_faces_are_crisp_a_few_frames_after_a_zoom_in(full_scene) -> None:
    """Zooming in 2.3 times (six wheel events of 1.15 each, a trackpad's fractions of a notch):
    every face in view is a crisp face (made from the card's art), not a scaled stand-in, within
    four resting frames; a zoom out shows the faces made at those sizes before at once."""
    app, scene = full_scene
    notch = math.log(1.15) / math.log(WHEEL_STEP)
    screen = app.screen
    for _ in range(3):
        scene.update(1 / 60)
        scene.draw(screen)
    view = scene.view
    for direction in (1, -1):
        for _ in range(6):
            _wheel(scene, direction * notch)
            scene.update(1 / 60)
            scene.draw(screen)
        soft_frames = 1  # the first frame after the zoom, drawn now
        scene.update(1 / 60)
        scene.draw(screen)
        if not any(local in view.faces.stand_ins or local not in view.faces._faces for local in _visible_faces(scene, screen)):
            soft_frames = 0
        while any(local in view.faces.stand_ins or local not in view.faces._faces for local in _visible_faces(scene, screen)):
            soft_frames += 1
            assert soft_frames <= 4, f"faces still soft {soft_frames} frames after the zoom"
            scene.update(1 / 60)
            scene.draw(screen)
        assert direction < 0 or soft_frames > 0  # the zoom in made new sizes
        assert direction > 0 or soft_frames == 0  # the zoom out returned to sizes made before


def test_a_face_made_from_its_art_is_the_render_at_its_own_size_and_close_at_others() -> None:
    """`face_from_art` at the size the art was made for gives the render's very pixels; made
    larger (up to `ART_REACH`) or smaller it differs from a render at that size only along edges,
    smoothed from the art's supersampling instead of a new one (under 3 % of the values off by
    more than 96 levels: nothing drawn in another place)."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    pygame.display.set_mode((320, 240))
    cards = load_deck(DEFAULT_DECK_PATH).cards
    for card in (cards[0], next(c for c in cards if c.is_island and c.value > 0),
                 next(c for c in cards if not c.is_island)):
        steps = cardart.render_card_art_steps(card, 60, 2)
        while True:
            try:
                next(steps)
            except StopIteration as done:
                face, art = done.value
                break
        again = cardart.face_from_art(card, art, 60, 2)
        assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(face, "RGBA")
        assert again.get_size() == cardart.render_card(card, 60, 2).get_size()
        for size in (37, 90, int(60 * 2 * ART_REACH)):
            made = pygame.image.tobytes(cardart.face_from_art(card, art, size, 2), "RGBA")
            rendered = pygame.image.tobytes(cardart.render_card(card, size, 2), "RGBA")
            far = sum(1 for a, b in zip(made, rendered, strict=True) if abs(a - b) > 96) / len(made)
            assert far < 0.03, (card.name, size, far)  # edges smoothed a little differently, nothing moved


def test_spot_positions_follow_the_zoom(full_scene) -> None:
    app, scene = full_scene
    view, display = scene.view, scene.display
    islands = [c for c in display.cells if scene.cards[display.cells[c]].is_island]
    for factor in (1.0, 1.3, 0.6, 1.0):
        view.camera.zoom_at((640, 400), factor)
        for cell in islands:
            card = scene.cards[display.cells[cell]]
            cx, cy = view.centre(cell)
            expected = cardgeom.spot_positions(card, view.size, display.rotations[cell])
            got = view.spot_points(display, cell)
            for beach, spots in zip(expected, got):
                for (ex, ey), (gx, gy) in zip(beach, spots):
                    assert math.isclose(gx, cx + ex) and math.isclose(gy, cy + ey)


def test_frame_times_runs() -> None:
    mean_ms, p99_ms = bench.frame_times(20)
    assert mean_ms > 0 and p99_ms > 0
    assert math.isfinite(mean_ms) and math.isfinite(p99_ms)


def test_launch_to_first_frame_runs() -> None:
    seconds = bench.launch_to_first_frame()
    assert seconds > 0 and math.isfinite(seconds)


def test_cached_draw_gives_the_same_picture_as_a_fresh_one(full_scene) -> None:
    """The view's kept faces, sprites and sizes change nothing: a frame drawn with every cache
    warm equals the same frame drawn after all of them are thrown away."""
    app, scene = full_scene
    screen = app.screen
    for _ in range(40):  # let the faces settle at this zoom
        scene.update(1 / 60)
        scene.draw(screen)
    view = scene.view
    scene.t = 1.0
    scene.draw(screen)
    warm = pygame.image.tobytes(screen, "RGB")
    cardart.clear_caches()
    view.forget_caches()
    for _ in range(20):  # the same moment drawn again while the view makes its sprites anew
        scene.draw(screen)
    assert pygame.image.tobytes(screen, "RGB") == warm


def _count_calls(monkeypatch, module, name: str) -> list[int]:
    """Counts the calls of `module.<name>` from now on (in a one-item list)."""
    calls = [0]
    original = getattr(module, name)

    def counting(*args, **kwargs):
        calls[0] += 1
        return original(*args, **kwargs)

    monkeypatch.setattr(module, name, counting)
    return calls


def _made_per_frame(scene, screen: pygame.Surface, calls: list[int], frames: int) -> list[int]:
    """How many of the counted calls (`_count_calls`) each of `frames` resting frames made."""
    per_frame = []
    for _ in range(frames):
        before = calls[0]
        scene.update(1 / 60)
        scene.draw(screen)
        per_frame.append(calls[0] - before)
    return per_frame


def test_zooming_makes_no_ship_sprite_and_resting_makes_them_few_at_a_time(full_scene, monkeypatch) -> None:
    app, scene = full_scene
    screen = app.screen
    scene.update(1 / 60)
    scene.draw(screen)
    made = _count_calls(monkeypatch, shipart, "ship_sprite")
    _wheel(scene, 1)  # a zoom frame: ship sizes never seen before, one wheel step from the last
    scene.update(1 / 60)
    scene.draw(screen)
    assert made[0] == 0, "a zoom frame made ship sprites"
    per_frame = _made_per_frame(scene, screen, made, 30)
    assert 0 < sum(per_frame) and max(per_frame) <= SPRITES_PER_FRAME
    assert per_frame[-5:] == [0] * 5, "the sprites never settled"
    # settled: every ship is drawn with the sprite of its own size
    view = scene.view
    on_screen = screen.get_rect()
    for (cell, _b), owners in scene.display.ships.items():
        if not on_screen.collidepoint(view.centre(cell)):
            continue
        px = view.ship_size(scene.cards[scene.display.cells[cell]])
        for owner in owners:
            assert (owner, px, False) in view._sprites and (owner, px, False) not in view._sprite_scaled


def test_zooming_lays_out_no_capacity_tags_and_resting_lays_them_out_few_at_a_time(full_scene, monkeypatch) -> None:
    """Laying out a card's tags at a new size costs up to 3 ms on small cards: a zoom frame
    shows another size's tags scaled, resting frames lay them out a few cards at a time."""
    app, scene = full_scene
    screen = app.screen
    scene.update(1 / 60)
    scene.draw(screen)
    laid_out = _count_calls(monkeypatch, numberlabels, "capacity_tag_images")
    view = scene.view
    for step in (1, 1, 1):  # zoom frames: tag sizes never seen before
        _wheel(scene, step)
        scene.update(1 / 60)
        scene.draw(screen)
    assert laid_out[0] == 0, "a zoom frame laid out capacity tags"
    per_frame = _made_per_frame(scene, screen, laid_out, 60)
    most = LARGE_TAG_LAYOUTS_PER_FRAME if view.size >= LARGE_FACE else TAG_LAYOUTS_PER_FRAME
    assert 0 < sum(per_frame) and max(per_frame) <= most
    assert per_frame[-5:] == [0] * 5, "the tags never settled"
    px = max(4, int(round(view.size)))
    on_screen = screen.get_rect()
    for cell, card_id in scene.display.cells.items():
        if scene.cards[card_id].is_island and on_screen.collidepoint(view.centre(cell)):
            rotation = scene.display.rotations[cell] % 6
            occupied = occupied_spots(scene.display, cell, len(scene.cards[card_id].beaches))
            key = (card_id, px, rotation, occupied)
            assert key in view._tags and key not in view._tags_wanted, "a card's tags were left at another size"


def test_the_first_frame_draws_every_ship_at_its_own_size(full_scene) -> None:
    app, scene = full_scene
    screen = app.screen
    scene.update(1 / 60)
    scene.draw(screen)
    view = scene.view
    on_screen = screen.get_rect()
    for (cell, _b), owners in scene.display.ships.items():
        if owners and on_screen.collidepoint(view.centre(cell)):
            px = view.ship_size(scene.cards[scene.display.cells[cell]])
            assert all((owner, px, False) in view._sprites for owner in owners)


def test_zoom_frames_make_no_large_surface(full_scene, monkeypatch) -> None:
    """A zoom makes a new size every frame: the sea's fast scale and the faces' stand-ins are
    made in buffers kept for them, never in a new large surface (allocating one costs several
    times filling it)."""
    app, scene = full_scene
    screen = app.screen
    _wheel(scene, 1)  # the first zoom frame may make the buffers
    scene.update(1 / 60)
    scene.draw(screen)
    made: list[tuple[int, int]] = []
    plain = pygame.Surface

    class Counting(plain):  # type: ignore[misc, valid-type]
        def __init__(self, size, *args, **kwargs) -> None:
            made.append((int(size[0]), int(size[1])))
            super().__init__(size, *args, **kwargs)

    def counting_scale(scaler):
        def scale(surface, size, *args, **kwargs):
            if not args and "dest_surface" not in kwargs:  # the scale makes a new surface
                made.append((int(size[0]), int(size[1])))
            return scaler(surface, size, *args, **kwargs)
        return scale

    monkeypatch.setattr(pygame, "Surface", Counting)
    for name in ("scale", "smoothscale"):
        monkeypatch.setattr(pygame.transform, name, counting_scale(getattr(pygame.transform, name)))
    for step in (1, 1, -1, -1, -1, 1):
        _wheel(scene, step)
        scene.update(1 / 60)
        scene.draw(screen)
    monkeypatch.undo()
    large = [size for size in made if size[0] * size[1] >= 100_000]
    assert large == [], f"zoom frames made large surfaces: {large}"


def test_stand_ins_are_the_last_faces_scaled(full_scene) -> None:
    app, scene = full_scene
    screen = app.screen
    for step in (1, 1):
        _wheel(scene, step)
        scene.update(1 / 60)
        scene.draw(screen)
    scene.update(1 / 60)  # resting: stand-ins are kept (made in buffers of their own)
    scene.draw(screen)
    view = scene.view
    assert view.faces.stand_ins
    for local in view.faces.stand_ins:
        shown = view.faces._faces[local]
        expected = pygame.transform.scale(view.faces._last_face[local], shown.get_size())
        assert pygame.image.tobytes(shown, "RGBA") == pygame.image.tobytes(expected, "RGBA")


def test_encoded_faces_draw_within_one_level_of_the_plain_ones(full_scene) -> None:
    app, scene = full_scene
    screen = app.screen
    for _ in range(60):  # let the faces settle at this zoom
        scene.update(1 / 60)
        scene.draw(screen)
    view = scene.view
    assert not view.faces.stand_ins and view.faces._faces
    scene.t = 2.0
    scene.draw(screen)
    encoded = pygame.image.tobytes(screen, "RGB")
    for local in list(view.faces._faces):
        view.faces._faces[local] = view.faces._last_face[local]
    scene.draw(screen)
    plain = pygame.image.tobytes(screen, "RGB")
    assert max(abs(a - b) for a, b in zip(encoded, plain, strict=True)) <= 1


def test_a_resting_frame_after_a_zoom_shows_the_picture_while_its_faces_are_made(full_scene) -> None:
    """After a zoom in, the resting frames whose faces are still being made show the zoom
    picture enlarged (no stand-in is scaled, no sea drawn), each making at most
    `ART_PIXELS_PER_FRAME` of faces (or one face); then, once the sea has a smooth scale at
    the new size, the view is drawn crisp."""
    from tongiaki.app.view import cardfaces

    app, scene = full_scene
    screen = app.screen
    for _ in range(12):
        scene.update(1 / 60)
        scene.draw(screen)
    view = scene.view
    picture = view.zoom_picture
    assert picture is not None and picture.view is not None
    for _ in range(4):
        _wheel(scene, 1)
        scene.update(1 / 60)
        scene.draw(screen)
    shown = picture.drawn_zoomed
    made = []
    settling = 1  # the first resting frame, drawn now
    scene.update(1 / 60)
    scene.draw(screen)
    assert not view.faces.stand_ins
    while any(local in view.faces.stand_ins or local not in view.faces._faces for local in _visible_faces(scene, screen)):
        settling += 1
        assert settling <= 40, "the faces were never all made"
        scene.update(1 / 60)
        scene.draw(screen)
        made.append(view.faces.art_made)
        assert not view.faces.stand_ins, "a stand-in was scaled under the picture"
    assert settling > 1 and picture.drawn_zoomed == shown + settling
    # every face made: the view is drawn crisp once the sea has its smooth scale at this size
    # (its slices wait while faces are made: one costly job a frame)
    for _ in range(40):
        scene.update(1 / 60)
        scene.draw(screen)
        if picture.drawn_zoomed == shown + settling:
            break
        settling += 1
    else:
        raise AssertionError("the view was never drawn crisp")
    assert view.ocean is None or view.ocean.scale_ready(view.camera)
    assert max(made) <= max(2, cardfaces.ART_PIXELS_PER_FRAME // cardfaces.ART_LABEL_COST)


def test_capacity_tags_are_drawn_over_the_cards_around_and_under_the_ships(full_scene) -> None:
    """A play-test found a capacity tag cut by the card above (tags were part of the card's
    face): the table's faces have none, and every island in view gets its tags in the ship
    layer, over every card. The next play-test found grown tags over ships, whose colours then
    could not be counted: the tags keep clear of the ships where the card has room
    (`cardgeom.tag_centres`) and come before every ship in the layer."""
    app, scene = full_scene
    screen = app.screen
    for _ in range(3):
        scene.update(1 / 60)
        scene.draw(screen)
    view, display = scene.view, scene.display
    px = max(4, int(round(view.size)))
    blits = [image for image, _place in view._ship_blits]
    tags = [image for cell in display.cells if display.cells[cell] is not None and view.cards[display.cells[cell]].is_island
            for image, _offset in numberlabels.capacity_tag_images(
                view.cards[display.cells[cell]], px, display.rotations[cell] % 6,
                occupied_spots(display, cell, len(view.cards[display.cells[cell]].beaches)))]
    drawn = [i for i, image in enumerate(blits) if any(image is tag for tag in tags)]
    assert drawn, "no capacity tag in the ship layer"
    ships = len(blits) - len(drawn)
    assert ships > 0 and max(drawn) < len(drawn)  # the tags come before every ship
    island = next(cell for cell in display.cells if view.cards[display.cells[cell]].is_island)
    face = view.faces.face(display.cells[island], view.cards[display.cells[island]], view.size, display.rotations[island])
    card = view.cards[display.cells[island]]
    assert face is not None
    cx, cy = face.get_width() // 2, face.get_height() // 2
    for image, (dx, dy) in numberlabels.capacity_tag_images(card, px, display.rotations[island] % 6,
                                                       occupied_spots(display, island, len(card.beaches))):
        half = image.get_width() // 2
        top = next(y for y in range(half) if image.get_at((half, y))[:3] == palette.TAG_FILL)  # the fill, above the digit
        assert face.get_at((cx + dx + half, cy + dy + top + 1))[:3] != palette.TAG_FILL, (dx, dy)


def test_f_shows_the_whole_table_and_f_again_the_automatic_view(app, gui) -> None:
    """A play-test pressed F a second time to get the readable cards back, in vain."""
    from tests.app.matches import human_match_until

    match = human_match_until(lambda m, node: len(m.state.cells) >= 14, what="a table of 14 cards")
    app.show_match(match, ["blue", "green"], "instant")
    scene = app.scene
    assert gui.wait_for_human()
    camera = scene.view.camera
    gui.settle_camera()
    automatic = (camera.zoom, camera.offset)
    assert not camera.user_moved
    gui.key(pygame.K_f)
    gui.settle_camera()
    assert camera.user_moved  # the whole table
    whole = camera.zoom
    gui.frame()
    assert scene.whole_view_shown() and scene.view_mode_rect is not None  # a tab says so
    gui.key(pygame.K_f)
    gui.settle_camera()
    assert not camera.user_moved  # the automatic view again
    assert camera.zoom == pytest.approx(automatic[0], rel=0.01)
    gui.frame()
    assert scene.view_mode_rect is None
    gui.key(pygame.K_f)
    gui.settle_camera()
    gui.frame()
    gui.click(scene.view_mode_rect.center)  # the tab goes back too
    gui.settle_camera()
    assert not camera.user_moved
    gui.key(pygame.K_f)
    gui.settle_camera()
    camera.pan((30, 0))  # the player moved the view since: F fits again
    gui.key(pygame.K_f)
    gui.settle_camera()
    assert camera.user_moved and camera.zoom == pytest.approx(whole, rel=0.01)


@pytest.mark.parametrize("size", [(1366, 768), (1280, 800), (1350, 695)])
def test_f_shows_every_card_whole_inside_the_table_area_as_drawn(app, gui, size) -> None:
    """Play-test 25 (6 seats, 1366x768, turns 7 and 19) read "Whole table" over a view whose
    top and bottom cards were cut by the frame: F fitted the room between the panels, down to
    the window's bottom, while the table is drawn in its area only (`_frame_table`)."""
    from tests.app.matches import human_match_until

    match = human_match_until(lambda m, node: len(m.state.cells) >= 14, what="a table of 14 cards")
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.show_match(match, ["blue", "green"], "instant")
    scene = app.scene
    scene.resize(size)
    assert gui.wait_for_human()
    gui.key(pygame.K_f)
    gui.settle_camera()
    assert scene.whole_view_shown()
    x, y, w, h = scene.hud.rects["table"]
    assert scene.view.camera.shows_whole(scene.display.cells, (x, y, w, h))


def test_the_whole_table_stays_shown_as_it_grows_until_f_again(app, gui) -> None:
    """A play-test pressed F on a computer's turn: the view followed the next new card and the
    whole table was gone by the person's turn, the tab with it."""
    from tests.app.matches import human_match_until

    match = human_match_until(lambda m, node: len(m.state.cells) >= 8, what="a table of 8 cards")
    app.show_match(match, ["blue", "green"], "instant")
    scene = app.scene
    assert gui.wait_for_human()
    gui.key(pygame.K_f)
    gui.settle_camera()
    cards = len(scene.display.cells)
    for _ in range(40):  # the person's moves by the rules core (not the gestures: not what is tested)
        if len(scene.display.cells) >= cards + 3 or scene.match.is_over():
            break
        assert gui.wait_for_human()
        node = scene.match.pending
        scene.submit(node.options[-1])
        gui.frame()
    assert gui.wait_for_human() or scene.match.is_over()
    assert len(scene.display.cells) > cards, "no card was laid"
    gui.settle_camera()
    assert scene.whole_view_shown()
    assert scene._all_in_view(scene.display.cells)
    app.screen = pygame.display.set_mode((1024, 700), pygame.RESIZABLE)
    scene.resize((1024, 700))
    assert scene.whole_view_shown() and scene._all_in_view(scene.display.cells)


def test_choosing_a_pier_brings_where_the_piers_lead_into_view(app, gui) -> None:
    """A play-test's pier pointed at a new card's cell off the window's edge: when the person
    chooses a pier, the view shows where each offered voyage ends (or the cell of its new card).
    (Here the decision is the first the table shows; partway through a person's turn the view
    stays put while the piers' island shows whole: play-test 25, test_view_still_mid_turn.)"""
    from tests.app.matches import human_match_until
    from tongiaki.app.view.preview import voyage_ends
    from tongiaki.rules import DecisionKind

    match = human_match_until(lambda m, node: node.kind is DecisionKind.EMIGRATE and len(m.state.cells) >= 10,
                              what="a choice of pier on a table of 10 cards")
    app.show_match(match, ["blue", "green"], "instant")
    scene = app.scene
    assert gui.wait_for_human()
    gui.settle_camera()
    ends = voyage_ends(scene.match.state, scene.match.pending.options)
    assert ends
    table = scene.hud.rects["table"]
    camera = scene.view.camera
    # the person had zoomed in on the full beach: the decision comes to them again so
    fleet = scene.match.pending.options[0].cell
    gui.move(scene.view.centre(fleet))
    for _ in range(6):  # the wheel: a zoom the person made
        _wheel(scene, 1)
    assert camera.user_moved
    scene.last_decision = None
    gui.frame()
    gui.settle_camera()
    for cell in ends:
        assert table.collidepoint(scene.view.centre(cell)), cell


def test_cards_too_small_to_print_their_names_get_them_from_the_table(full_scene, monkeypatch) -> None:
    """A play-test's whole table of a late game showed no island names (the faces leave them
    out below 8 px): the table draws them at `SMALL_NAME_PX` instead, and only then."""
    from tongiaki.app.art.namelabels import SMALL_NAME_PX

    app, scene = full_scene
    screen = app.screen
    view = scene.view
    named = _count_calls(monkeypatch, namelabels, "small_name_label")
    scene.update(1 / 60)
    scene.draw(screen)
    assert namelabels.name_printed(view.size) and named[0] == 0
    view.camera.set_zoom(view.camera.zoom * 28 / view.size, screen.get_rect().center)
    scene.update(1 / 60)
    scene.draw(screen)
    assert not namelabels.name_printed(view.size)
    islands = sum(1 for cell, card in scene.display.cells.items()
                  if scene.cards[card].is_island and screen.get_rect().inflate(view.size * 2.2, view.size * 2.2)
                  .collidepoint(view.centre(cell)))
    assert named[0] == islands > 0
    assert namelabels.small_name_label("Tonga", SMALL_NAME_PX).get_height() >= SMALL_NAME_PX


def test_a_tag_stand_in_of_a_size_left_behind_is_laid_out_when_the_zoom_comes_back(full_scene) -> None:
    """Stand-ins of sizes the zoom passed through are dropped, not kept as if laid out."""
    app, scene = full_scene
    screen = app.screen
    view = scene.view
    scene.update(1 / 60)
    scene.draw(screen)
    _wheel(scene, 1)  # a zoom frame: stand-ins at this size
    scene.update(1 / 60)
    scene.draw(screen)
    passed = max(4, int(round(view.size)))
    assert any(size == passed for _card, size, _rotation, _occupied in view._tags_wanted)
    _wheel(scene, 1)  # on to another size, where the zoom rests
    for _ in range(80):
        scene.update(1 / 60)
        scene.draw(screen)
    assert not view._tags_wanted
    assert not any(size == passed for _card, size, _rotation, _occupied in view._tags)  # dropped, not kept


@pytest.mark.parametrize("size", [(1366, 768), (1280, 800)])
def test_the_table_is_drawn_in_its_area_only(size) -> None:
    """Play-test 23 saw the table's cards in the thin strip above the top bar (and between the
    panels): the table is drawn in its area only, what lies around it is the frame's colour."""
    from tests.app.conftest import Gui
    from tongiaki.app.main import App
    from tongiaki.app.scenes.table_draw import FRAME_COLOUR

    app = App(size)
    try:
        gui = Gui(app)
        assert app.new_game(["human", "random"], seed=6, speed="instant") is None
        scene = app.scene
        assert gui.wait_for_human()
        area, prompt = scene.hud.rects["table"], scene.hud.rects["prompt"]
        x, y = scene.view.centre((0, 0))
        scene.view.camera.pan((area.centerx - x, area.top - y))  # Tonga across the table's top edge
        gui.frame()
        gui.frame()
        x, y = scene.view.centre((0, 0))
        assert y - 0.8 * scene.view.size < prompt.top  # Tonga reaches over the top bar, to the window's top
        screen = app.screen
        above = [(px, py) for px in range(0, size[0], 3) for py in range(0, prompt.top)]
        between = [(px, py) for px in range(prompt.left, prompt.right, 3) for py in range(prompt.bottom, area.top)]
        assert all(screen.get_at(p)[:3] == FRAME_COLOUR for p in above + between)
        assert screen.get_at((round(x), area.top + 2))[:3] != FRAME_COLOUR  # the card shows inside the area
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()
