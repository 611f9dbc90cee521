"""Card and ship art (tongiaki.app.art.cardart, cardgeom) and the Tiled ocean map (oceanmap).

Every card renders from its data alone at several zoom sizes; the drawn mooring spots match
the geometry the table uses to place ships; the map opens with plain pytmx and names the HUD.
"""

from __future__ import annotations

import importlib.util
import math
import random
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest
import pytmx

from tongiaki.app.art import cardart, cardback, cardgeom, drawing, namelabels, numberlabels, palette, shipart, wakefoam
from tongiaki.app.art.oceanmap import DEFAULT_MAP_PATH, OceanMap, load_ocean_map
from tongiaki.app.view.camera import Camera
from tongiaki.app.view.hexview import SQRT3, WORLD_HEX_SIZE, cell_to_pixel, edge_midpoint
from tongiaki.rules.cards import Card, island, water
from tongiaki.rules.hexgrid import world_direction

ROOT = Path(__file__).resolve().parents[2]
SIZES = (18, 64, 150)

SMALL_DECK: tuple[Card, ...] = (
    island("Tonga", 0, [(3, (0,)), (3, (1,)), (3, (2,)), (3, (3,)), (3, (4,)), (3, (5,))], start=True),
    island("Rapa Nui", 3, [(5, (1, 2)), (3, (3, 4, 5))]),
    island("Fidschi", 5, [(5, (1,)), (4, (2, 3)), (4, (4, 5))]),
    island("Muroroa", 2, [(2, (1,)), (2, (2,)), (3, (4, 5))]),
    island("Lonely Atoll", 1, [(2, (3,))]),  # one beach, one pier
    island("Crowded Reef", 7, [(9, (1,)), (2, (4,))]),  # a long beach on a short shore
    island("Split Beach", 2, [(4, (1, 4)), (3, (2,))]),  # a beach on two sides
    water("Calm", [(0, 1, 0), (2, 3, 0), (4, 5, 0)]),
    water("Straits", [(0, 3, 4), (1, 5, 3), (2, 4, 0)]),
    water("Tangle", [(0, 4, 2), (1, 3, 3), (2, 5, 6)]),
)


@pytest.fixture(scope="module", autouse=True)
def display() -> None:
    """A dummy display, so surfaces may be converted like in the game."""
    pygame.init()
    pygame.display.set_mode((320, 200))
    yield
    cardart.clear_caches()


def standard_deck_cards() -> tuple[Card, ...]:
    """The standard deck's cards, or skip while tongiaki.play.decks does not exist yet."""
    if importlib.util.find_spec("tongiaki.play.decks") is None:
        pytest.skip("tongiaki.play.decks not written yet")
    from tongiaki.play.decks import load_deck

    path = ROOT / "config" / "decks" / "standard.yaml"
    if not path.exists():
        pytest.skip("config/decks/standard.yaml not written yet")
    return load_deck(path).cards


# --------------------------------------------------------------------------- rendering


@pytest.mark.parametrize("card", SMALL_DECK, ids=lambda c: c.name)
@pytest.mark.parametrize("size", SIZES)
def test_every_card_renders_at_three_sizes(card: Card, size: int) -> None:
    for rotation in range(6):
        surface = cardart.card_surface(card, size, rotation)
        assert surface.get_size() == cardgeom.card_surface_size(size)
        assert surface.get_flags() & pygame.SRCALPHA
        w, h = surface.get_size()
        assert surface.get_at((w // 2, h // 2)).a == 255  # the middle is painted
        assert surface.get_at((0, 0)).a == 0  # outside the hexagon is clear


def test_standard_deck_renders_at_three_sizes() -> None:
    cards = standard_deck_cards()
    assert len(cards) >= 32
    for card in cards:
        for size in SIZES:
            surface = cardart.card_surface(card, size, (size + len(card.name)) % 6)
            assert surface.get_size() == cardgeom.card_surface_size(size)


def test_card_surfaces_are_cached() -> None:
    card = SMALL_DECK[1]
    assert cardart.card_surface(card, 80, 2) is cardart.card_surface(card, 80, 2)
    assert cardart.card_surface(card, 80, 2) is not cardart.card_surface(card, 80, 3)


def test_fast_path_scales_a_cached_size_step() -> None:
    card = SMALL_DECK[2]
    surface = cardart.card_surface(card, 91, 1, fast=True)
    assert surface.get_size() == cardgeom.card_surface_size(91)
    assert cardart.size_bucket(91) >= 91
    assert cardart.size_bucket(cardart.size_bucket(91)) == cardart.size_bucket(91)


def test_card_back_and_shadow_render() -> None:
    for size in SIZES:
        back = cardback.card_back_surface(size)
        assert back.get_size() == cardgeom.card_surface_size(size)
        assert cardback.card_shadow_surface(size).get_width() > back.get_width()
    target = pygame.Surface((300, 300), pygame.SRCALPHA)
    rect = cardart.blit_card(target, None, (150, 150), 100)
    assert rect.center == (150, 150)


# --------------------------------------------------------------------------- spots and piers


def _spot_blobs(surface: pygame.Surface, min_pixels: int) -> int:
    """Number of separate spot-coloured regions on a rendered card."""
    mask = pygame.mask.from_threshold(surface, palette.SPOT_FILL[:3] + (255,), (10, 10, 10, 255))
    return sum(1 for c in mask.connected_components() if c.count() >= min_pixels)


@pytest.mark.parametrize("card", [c for c in SMALL_DECK if c.is_island], ids=lambda c: c.name)
def test_spot_count_drawn_equals_capacity(card: Card) -> None:
    size = 160
    for rotation in (0, 1, 4):
        spots = cardgeom.spot_positions(card, size, rotation)
        assert [len(beach) for beach in spots] == [b.capacity for b in card.beaches]
        surface = cardart.card_surface(card, size, rotation)
        radius = cardgeom.spot_radius(card, size)
        inner_area = math.pi * (radius * 0.6) ** 2
        assert _spot_blobs(surface, int(inner_area * 0.5)) == card.spots
        cx, cy = surface.get_width() / 2, surface.get_height() / 2
        for beach in spots:
            for x, y in beach:
                colour = surface.get_at((round(cx + x), round(cy + y)))
                assert all(abs(a - b) <= 12 for a, b in zip(colour[:3], palette.SPOT_FILL)), (x, y, colour)


def test_standard_deck_spot_counts() -> None:
    for card in standard_deck_cards():
        if card.is_island:
            spots = cardgeom.spot_positions(card, 100, 0)
            assert sum(len(b) for b in spots) == card.spots
            surface = cardart.card_surface(card, 160, 0)
            radius = cardgeom.spot_radius(card, 160)
            assert _spot_blobs(surface, int(math.pi * (radius * 0.6) ** 2 * 0.5)) == card.spots, card.name


@pytest.mark.parametrize("card", [c for c in SMALL_DECK if c.is_island], ids=lambda c: c.name)
def test_spots_do_not_overlap_and_stay_on_the_card(card: Card) -> None:
    size = 100.0
    radius = cardgeom.spot_radius(card, size)
    points = [p for beach in cardgeom.spot_positions(card, size, 2) for p in beach]
    for i, a in enumerate(points):
        assert math.hypot(*a) + radius < size * SQRT3 / 2  # inside the inscribed circle
        for b in points[i + 1 :]:
            assert math.dist(a, b) >= 2 * radius * 0.98


@pytest.mark.parametrize("rotation", range(6))
def test_r2_2_piers_point_out_through_their_edges(rotation: int) -> None:
    card = SMALL_DECK[0]  # Tonga: a pier on every edge
    size = 100.0
    ends = cardgeom.pier_ends(card, size, rotation)
    assert sorted(ends) == list(range(6))
    for edge, (x, y) in ends.items():
        mx, my = edge_midpoint((0.0, 0.0), size, world_direction(edge, rotation))
        assert math.dist((x, y), (mx, my)) < 0.05 * size
    for pier in cardgeom.piers(card, size, rotation):
        assert math.hypot(*pier.start) < math.hypot(*pier.end)


@pytest.mark.parametrize("rotation", range(6))
def test_wakes_join_the_right_edges(rotation: int) -> None:
    card = SMALL_DECK[-1]
    size = 90.0
    for wake, points in zip(card.wakes, cardgeom.wake_polylines(card, size, rotation)):
        assert points[0] == pytest.approx(edge_midpoint((0.0, 0.0), size, world_direction(wake.a, rotation)))
        assert points[-1] == pytest.approx(edge_midpoint((0.0, 0.0), size, world_direction(wake.b, rotation)))


def test_danger_numbers_at_both_ends_none_for_zero() -> None:
    for card in SMALL_DECK:
        labels = cardgeom.danger_labels(card, 100, 0)
        assert len(labels) == 2 * sum(1 for w in card.wakes if w.danger)


def test_king_spot_is_in_the_middle() -> None:
    assert math.hypot(*cardgeom.king_spot(100)) < 10


# --------------------------------------------------------------------------- foam and ships


def test_wake_foam_moves_with_time() -> None:
    card = SMALL_DECK[-2]
    frames = []
    for t in (0.0, 0.4):
        target = pygame.Surface((200, 200))
        target.fill((0, 0, 0))
        wakefoam.draw_wake_foam(target, card, (100, 100), 80, 1, t)
        frames.append(pygame.image.tobytes(target, "RGB"))
    assert frames[0] != frames[1]
    assert any(frames[0])
    wakefoam.draw_wake_foam(pygame.Surface((10, 10)), SMALL_DECK[0], (5, 5), 80, 0, 0.0)  # islands: nothing


def test_ship_sprites_differ_by_shape_not_only_colour() -> None:
    outlines = {}
    for seat, colour in enumerate(palette.SEAT_COLOURS):
        for size in (14, 24, 48):
            sprite = shipart.ship_sprite(colour, size)
            assert sprite.get_size() == (size, size)
        assert shipart.ship_sprite(seat, 24) is shipart.ship_sprite(colour, 24)
        # the sail: the pixels of the seat's own colour
        sprite = shipart.ship_sprite(colour, 32)
        outlines[colour] = pygame.mask.from_threshold(sprite, palette.SEAT_RGB[colour] + (255,), (24, 24, 24, 255))
        assert outlines[colour].count() > 60
        assert shipart.ship_sprite(colour, 32, king=True) is not shipart.ship_sprite(colour, 32)
    names = list(outlines)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            overlap = outlines[a].overlap_area(outlines[b], (0, 0))
            union = outlines[a].count() + outlines[b].count() - overlap
            assert overlap / union < 0.8, (a, b)
    with pytest.raises(ValueError):
        shipart.ship_sprite("teal", 20)


# --------------------------------------------------------------------------- ocean map


def test_map_loads_with_plain_pytmx() -> None:
    tmx = pytmx.TiledMap(str(DEFAULT_MAP_PATH))
    assert tmx.orientation == "hexagonal"
    assert tmx.staggeraxis == "x"
    assert tmx.hexsidelength == WORLD_HEX_SIZE
    assert tmx.tilewidth == 2 * WORLD_HEX_SIZE
    assert tmx.tileheight == round(SQRT3 * WORLD_HEX_SIZE)
    ocean = tmx.get_layer_by_name("ocean")
    assert isinstance(ocean, pytmx.TiledTileLayer)
    gids = {gid for _x, _y, gid in ocean.iter_data()}
    assert 0 not in gids
    for gid in gids:
        frames = tmx.get_tile_properties_by_gid(gid)["frames"]
        assert len(frames) > 1 and all(f.duration > 0 for f in frames)
    hud = tmx.get_layer_by_name("hud")
    names = {obj.name for obj in hud}
    assert {"seats", "stack", "log", "prompt", "buttons"} <= names


def test_map_files_are_valid_tiled_xml_with_relative_paths() -> None:
    tmx = ET.parse(DEFAULT_MAP_PATH).getroot()
    assert tmx.tag == "map" and tmx.get("version") == "1.10"
    tileset = tmx.find("tileset")
    assert tileset is not None and not Path(tileset.get("source")).is_absolute()
    tsx_path = DEFAULT_MAP_PATH.parent / tileset.get("source")
    tsx = ET.parse(tsx_path).getroot()
    image = tsx.find("image")
    assert image is not None and not Path(image.get("source")).is_absolute()
    png = pygame.image.load(str(tsx_path.parent / image.get("source")))
    assert png.get_size() == (int(image.get("width")), int(image.get("height")))
    assert tsx.findall("tile/animation/frame")


def test_committed_map_matches_the_generator() -> None:
    spec = importlib.util.spec_from_file_location("make_assets", ROOT / "scripts" / "make_assets.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert (DEFAULT_MAP_PATH.parent / "ocean.tsx").read_text() == module.tileset_xml("ocean_tiles.png")
    assert DEFAULT_MAP_PATH.read_text() == module.map_xml("ocean.tsx")
    assert (ROOT / "assets" / "icons" / "tongiaki.png").exists()


def test_hud_rects_by_name_and_scaled() -> None:
    ocean = load_ocean_map()
    assert ocean.reference_size == (1280, 800)
    stack = ocean.hud_rect("stack")
    assert pygame.Rect(0, 0, 1280, 800).contains(stack)
    doubled = ocean.hud_rect("stack", (2560, 1600))
    assert doubled == pygame.Rect(stack.x * 2, stack.y * 2, stack.w * 2, stack.h * 2)
    with pytest.raises(KeyError, match="ocean.tmx"):
        ocean.hud_rect("nope")


def test_ocean_tiles_lie_under_the_card_cells() -> None:
    ocean = OceanMap(DEFAULT_MAP_PATH)
    for column in range(ocean.columns):
        for row in range(ocean.rows):
            # the tile's centre is its top-left + half a tile; the map's (0, 0) tile centre is
            # the world origin, so the tile's world centre is its top-left corner
            centre = ocean.tile_position(column, row)
            cell = (column, row - (column - (column & 1)) // 2)
            assert centre == pytest.approx(cell_to_pixel(cell, ocean.hex_side), abs=1.0)


def test_ocean_backdrop_draws_and_animates() -> None:
    ocean = OceanMap(DEFAULT_MAP_PATH)
    screen = pygame.Surface((640, 400))
    camera = Camera(offset=(320.0, 200.0), zoom=0.6)
    shots = []
    for t in (0.0, 0.5):
        for _ in range(12):  # a large smooth scale may take a few frames (made in slices)
            screen.fill((255, 0, 255))
            ocean.draw(screen, camera, t)
        shots.append(pygame.image.tobytes(screen, "RGB"))
        assert screen.get_at((5, 5))[:3] != (255, 0, 255)
        assert screen.get_at((635, 395))[:3] != (255, 0, 255)
    assert shots[0] != shots[1]
    camera.zoom_at((100.0, 100.0), 1.7)
    ocean.draw(screen, camera, 0.2)
    ocean.draw(screen, camera, 0.2)
    assert ocean.period_ms > 0


def _full_mask_multiply(surface: pygame.Surface, corners) -> None:
    """The plain way: a mask the size of the card multiplied over all of it."""
    mask = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.polygon(mask, (255, 255, 255, 255), corners)
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


@pytest.mark.parametrize("size", [9.0, 23.5, 56.0, 101.3, 233.0])
def test_hex_mask_on_strips_equals_the_full_mask(size: float) -> None:
    from tongiaki.app.art import cardgeom, drawing

    w, h = cardgeom.card_surface_size(size)
    base = pygame.Surface((w, h), pygame.SRCALPHA)
    rng = random.Random(int(size))
    for _ in range(40):  # an opaque, busy picture
        pygame.draw.circle(base, (rng.randrange(256), rng.randrange(256), rng.randrange(256), 255),
                           (rng.uniform(0, w), rng.uniform(0, h)), rng.uniform(1, w / 3))
    base.fill((10, 20, 30, 255), special_flags=pygame.BLEND_RGBA_MAX)
    corners = [(x + w / 2.0, y + h / 2.0) for x, y in cardgeom.card_hex_corners(size)]
    fast, plain = base.copy(), base.copy()
    drawing.hex_mask_multiply(fast, corners)
    _full_mask_multiply(plain, corners)
    assert pygame.image.tobytes(fast, "RGBA") == pygame.image.tobytes(plain, "RGBA")


def test_a_small_layer_blends_like_a_full_one() -> None:
    from tongiaki.app.art import drawing

    base = pygame.Surface((120, 90), pygame.SRCALPHA)
    base.fill((30, 90, 160, 255))
    pygame.draw.circle(base, (200, 180, 120, 255), (60, 45), 30)
    shape = [(20.3, 30.7), (70.9, 12.2), (95.5, 60.1), (40.2, 80.8)]
    plain = base.copy()
    layer = pygame.Surface(plain.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(layer, (10, 40, 60, 110), shape)
    plain.blit(layer, (0, 0))
    fast = base.copy()
    drawing.blend_layer(fast, drawing.layer_bounds(fast, shape, 0.0),
                         lambda small, shift: pygame.draw.polygon(small, (10, 40, 60, 110), [shift(p) for p in shape]))
    assert pygame.image.tobytes(fast, "RGBA") == pygame.image.tobytes(plain, "RGBA")


def test_ocean_smooth_scale_in_slices_equals_one_smoothscale() -> None:
    """A large smooth scale made a slice per frame ends in the very pixels of one smoothscale,
    and the frames meanwhile show the sea at the right size."""
    shots = []
    for per_frame in (10**9, 200_000):
        ocean = OceanMap(DEFAULT_MAP_PATH)
        ocean.smooth_pixels_per_frame = per_frame
        screen = pygame.Surface((1600, 1000))
        camera = Camera(offset=(800.0, 500.0), zoom=1.9)  # a block of far more than SYNC_SMOOTH_PIXELS
        ocean.draw(screen, camera, 0.3)  # a zoom frame: the fast scale
        fast = pygame.image.tobytes(screen, "RGB")
        for _ in range(80):  # resting: slices until the smooth one is done
            ocean.draw(screen, camera, 0.3)
        shots.append(pygame.image.tobytes(screen, "RGB"))
        assert shots[-1] != fast
    assert shots[0] == shots[1]


def test_ocean_slices_reuse_a_wider_rows_buffer_and_stay_exact() -> None:
    sliced = OceanMap(DEFAULT_MAP_PATH)
    sliced.smooth_pixels_per_frame = 300_000
    plain = OceanMap(DEFAULT_MAP_PATH)
    plain.smooth_pixels_per_frame = 10**9
    screen = pygame.Surface((1600, 1000))
    for zoom in (1.9, 1.7, 2.1):  # narrower after wider: the rows buffer's left part is used
        shots = []
        for ocean in (sliced, plain):
            camera = Camera(offset=(800.0, 500.0), zoom=zoom)
            for _ in range(60):
                ocean.draw(screen, camera, 0.9)
            shots.append(pygame.image.tobytes(screen, "RGB"))
        assert shots[0] == shots[1], zoom


def test_ocean_zoom_frames_match_a_plain_fast_scale() -> None:
    """A zoom frame's sea made in the kept buffer shows the very pixels of the whole block
    scaled into a new surface; zoomed in so far that the block outgrows the buffer, the parts
    that show cover the screen and differ from it only along the seams of the pieces."""
    screen = pygame.Surface((800, 500))
    paths = []
    for zoom in (0.3, 0.45, 1.6):
        shots = []
        for plain in (False, True):
            ocean = OceanMap(DEFAULT_MAP_PATH)
            if plain:
                ocean._fast_block = lambda key, block, w, h: pygame.transform.scale(block, (w, h))  # type: ignore[method-assign]
            camera = Camera(offset=(413.7, 251.2), zoom=zoom)
            screen.fill((255, 0, 255))
            ocean.draw(screen, camera, 0.4)  # the first frame at a size: the fast scale
            shots.append(pygame.image.tobytes(screen, "RGB"))
            if not plain:
                exact = ocean._fast_view is not None  # the whole block fitted in the buffer
        paths.append(exact)
        fast, reference = shots
        assert b"\xff\x00\xff" not in fast[: 3 * 800 * 500 : 3 * 97]  # sampled: no pixel left unpainted
        if exact:
            assert fast == reference, zoom
        else:
            differing = sum(1 for a, b in zip(fast[::3], reference[::3], strict=True) if a != b)
            assert differing < 0.05 * 800 * 500, zoom
    assert paths == [True, True, False]  # both ways were tried


def test_the_sea_has_no_seam_between_its_copies() -> None:
    # The sea is one block blitted again and again; corners rounded from a running sum could
    # land a pixel too far apart and leave a black line across the screen (seen at the end of
    # a game at 1366x768: zoom 0.5, a half-pixel offset).
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    ocean = load_ocean_map()
    rng = random.Random(5)
    cameras = [Camera((629.4999999999999, 269.00773216421436), 0.5)]
    cameras += [Camera((rng.uniform(-900, 900) + 0.5, rng.uniform(-900, 900) + 0.5), rng.choice([0.25, 0.5, 1.0]))
                for _ in range(20)]
    surface = pygame.Surface((1366, 768))
    for camera in cameras:
        for _ in range(2):  # the first frame at a size scales fast, the next ones smoothly
            surface.fill((0, 0, 0))
            ocean.draw(surface, camera, 0.0)
        for x in range(1366):
            assert any(surface.get_at((x, y))[:3] != (0, 0, 0) for y in range(0, 768, 50)), (camera.offset, x)
        for y in range(768):
            assert any(surface.get_at((x, y))[:3] != (0, 0, 0) for x in range(0, 1366, 50)), (camera.offset, y)


def test_ocean_says_when_it_shows_its_final_scale_and_prepares_it_without_drawing() -> None:
    """`exact` is False for a zoom frame's fast scale and while a large smooth scale is made in
    slices, True once it shows; `prepare` makes the same slices without drawing (a frame that
    shows a zoom picture), so a drawn frame afterwards shows the smooth scale at once, the very
    pixels of one made by drawing; `scale_ready` says when one at the size is kept."""
    camera = Camera(offset=(800.0, 500.0), zoom=1.9)  # a block of far more than SYNC_SMOOTH_PIXELS
    shots = []
    for drawn, slices in ((True, 1), (False, 1), (False, 3)):  # (a frame with time to spare makes three)
        ocean = OceanMap(DEFAULT_MAP_PATH)
        screen = pygame.Surface((1600, 1000))
        ocean.draw(screen, camera, 0.3)  # a zoom frame: the fast scale
        assert not ocean.exact and not ocean.scale_ready(camera)
        for _ in range(80):
            if drawn:
                ocean.draw(screen, camera, 0.3)
            else:
                ocean.prepare(screen.get_size(), camera, 0.3, slices=slices)
        assert ocean.scale_ready(camera)
        if not drawn:
            ocean.draw(screen, camera, 0.3)
        assert ocean.exact
        shots.append(pygame.image.tobytes(screen, "RGB"))
    assert shots[0] == shots[1] == shots[2]
    assert OceanMap(DEFAULT_MAP_PATH).scale_ready(Camera(zoom=0.3))  # small: made at once when drawn


def test_the_coming_sea_states_are_named_soonest_first() -> None:
    ocean = OceanMap(DEFAULT_MAP_PATH)
    period = ocean.period_ms / 1000.0
    for t in (0.0, 0.05, 0.159, 0.9, 1.27, 5 * period + 0.3):
        coming = ocean.upcoming_states(t, 20)
        keys = [key for _when, key in coming]
        assert ocean.frame_key(t) not in keys and len(set(keys)) == len(keys)
        assert len(keys) == len({ocean.frame_key(t + k * period / 64) for k in range(64)}) - 1  # every other state
        times = [when for when, _key in coming]
        assert times == sorted(times) and t < times[0] <= t + period
        assert all(ocean.frame_key(when) == key for when, key in coming)
        step = min(b - a for a, b in zip([t, *times], times, strict=False))
        # nothing comes in between: the state just before each named one is the one before it
        for (when, _key), before in zip(coming, [ocean.frame_key(t), *keys], strict=False):
            assert ocean.frame_key(when - step / 2) == before
    assert ocean.upcoming_states(0.0, 2) == ocean.upcoming_states(0.0, 20)[:2]


def test_ocean_shows_the_state_of_its_kept_scale_while_the_next_one_is_made() -> None:
    """While the smooth scale of the state at `t` is made a slice a frame, `shown_state` names
    the state of the latest kept scale at that size, and drawing in that state shows the very
    pixels of the sea at a time of that state; once made (by `prepare`), the state at `t`."""
    camera = Camera(offset=(800.0, 500.0), zoom=1.9)  # a block of far more than SYNC_SMOOTH_PIXELS
    ocean = OceanMap(DEFAULT_MAP_PATH)
    screen = pygame.Surface((1600, 1000))
    assert ocean.shown_state(camera, 0.05) is None  # nothing drawn at this size yet
    for _ in range(80):
        ocean.draw(screen, camera, 0.05)
    first = ocean.frame_key(0.05)
    assert ocean.exact and ocean.shown_state(camera, 0.05) == first
    later = 0.2  # the next animation state (160 ms a state)
    assert ocean.frame_key(later) != first
    assert ocean.shown_state(camera, later) == first  # its scale is not made yet: the kept one stands in
    ocean.draw(screen, camera, later, state=first)
    assert ocean.exact
    assert pygame.image.tobytes(screen, "RGB") == _ocean_shot(ocean, camera, 0.05)
    for _ in range(80):
        ocean.prepare(screen.get_size(), camera, later)
    assert ocean.shown_state(camera, later) == ocean.frame_key(later)


def _ocean_shot(ocean: OceanMap, camera: Camera, t: float) -> bytes:
    screen = pygame.Surface((1600, 1000))
    ocean.draw(screen, camera, t)
    return pygame.image.tobytes(screen, "RGB")


def test_a_smooth_scale_given_up_leaves_its_surface_for_the_next_one_of_its_size() -> None:
    """A zoom that moves on while a large smooth scale is in its columns pass leaves that
    scale's surface among the spares, and the next scale of that size is made in it (a new
    surface of that size costs a frame about 12 ms at 2560x1440) with the same pixels."""
    ocean = OceanMap(DEFAULT_MAP_PATH)
    ocean.smooth_pixels_per_frame = 300_000
    screen = pygame.Surface((1600, 1000))
    near, far = Camera(offset=(800.0, 500.0), zoom=1.9), Camera(offset=(800.0, 500.0), zoom=1.7)
    for _ in range(2):
        ocean.draw(screen, near, 0.3)
    while ocean._smoothing is not None and ocean._smoothing.out is None:
        ocean.draw(screen, near, 0.3)
    job = ocean._smoothing
    assert job is not None and job.out is not None and not job.done
    given_up = job.out
    for _ in range(2):
        ocean.draw(screen, far, 0.3)  # another size: the job is given up
    assert any(spare is given_up for spare in ocean._spares)
    for _ in range(80):
        ocean.draw(screen, near, 0.3)
    made = ocean._scaled.get((ocean.frame_key(0.3), *given_up.get_size(), True))
    assert made is not None and (made is given_up or made.get_parent() is given_up)
    plain = OceanMap(DEFAULT_MAP_PATH)
    plain.smooth_pixels_per_frame = 10**9
    for _ in range(2):
        plain.draw(screen, near, 0.3)
    reference = pygame.image.tobytes(screen, "RGB")
    ocean.draw(screen, near, 0.3)
    assert pygame.image.tobytes(screen, "RGB") == reference


def test_the_sea_scales_made_in_slices_at_one_zoom_fill_surfaces_made_with_the_first_frame() -> None:
    """The first frame at a screen size makes, with the zoom frames' buffer, screen-sized
    surfaces that the first slice-made smooth scales of the sea are made in (a new surface of
    that size costs 8-25 ms at 2560x1440, more than a frame); the scales show the same pixels
    as scales made at once, and a later frame at that size makes no more of them."""
    from tongiaki.app.art.oceanmap import SEEDED_SPARES, SYNC_SMOOTH_PIXELS

    ocean = OceanMap(DEFAULT_MAP_PATH)
    screen = pygame.Surface((1600, 1000))
    block_w, block_h = ocean.block_size
    probe = Camera(offset=(800.0, 500.0), zoom=1.0)
    camera = Camera(offset=(800.0, 500.0), zoom=1.15 / ocean.world_scale(probe))
    width, height = math.ceil(block_w * 1.15), math.ceil(block_h * 1.15)
    assert width <= 1600 and height <= 1000 and width * (block_h + height) > SYNC_SMOOTH_PIXELS
    ocean.draw(screen, camera, 0.05)
    seeded = list(ocean._spares)
    assert len(seeded) == SEEDED_SPARES and all(s.get_size() == (1600, 1000) for s in seeded)
    made = []
    for t in (0.05, 0.2, 0.35):
        key = ocean.frame_key(t)
        for _ in range(200):
            ocean.draw(screen, camera, t)
            if (key, width, height, True) in ocean._scaled:
                break
        scaled = ocean._scaled[(key, width, height, True)]
        made.append(scaled.get_parent())
        reference = OceanMap(DEFAULT_MAP_PATH)
        reference.smooth_pixels_per_frame = 10**9
        expected = pygame.Surface((1600, 1000))
        for _ in range(2):
            reference.draw(expected, camera, t)
        assert pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(expected, "RGB")
    assert len({id(p) for p in made}) == 3 and all(any(p is s for s in seeded) for p in made)
    ocean.draw(screen, Camera(offset=(800.0, 500.0), zoom=camera.zoom * 1.5), 0.5)
    assert not any(s.get_size() == (1600, 1000) for s in ocean._spares)  # none made anew


def test_the_game_font_from_its_kept_bytes_draws_the_glyphs_of_its_file() -> None:
    """`default_font` is the shipped DejaVu Sans Bold at the default font's scale, the same glyphs
    as the font opened from its file, and about as wide as pygame's default font, so the
    layouts made for that keep their lines."""
    from tongiaki.app.art.fonts import DEFAULT_FONT_SCALE, FONT_FILE, default_font
    from tongiaki.resources import data_path

    pygame.font.init()
    line = "Rarotonga 3 Tuvalu 45 danger vs"
    for size in (6, 7, 9, 11, 13, 16, 20, 24, 31, 40, 57, 80, 119):
        for bold in (False, True):
            ours = default_font(size)
            theirs = pygame.font.Font(str(data_path(FONT_FILE)), max(1, int(size * DEFAULT_FONT_SCALE)))
            ours.set_bold(bold)
            theirs.set_bold(bold)
            a = ours.render(line, True, (250, 246, 232))
            b = theirs.render(line, True, (250, 246, 232))
            assert a.get_size() == b.get_size(), size
            assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA"), size
            if size >= 11:
                width = pygame.font.Font(None, size).size(line)[0]
                assert 0.85 * width <= a.get_width() <= 1.2 * width, size


@pytest.mark.parametrize("size", [42, 50, 60, 64, 80, 120, 200])
def test_a_danger_digit_fits_inside_its_badge(size) -> None:
    """The digits 2 to 6 stay inside the badge's light fill: a play-test at 1280x800 read a
    cramped 2 as a 7 when a digit of a badge spilled onto its coloured ring."""
    pygame.font.init()
    px, ring, fill = numberlabels.danger_badge_metrics(size)
    assert fill < ring
    if px < drawing.MIN_LABEL_PX - 1:
        return  # too small to print: the ring's colour alone
    for digit in "23456":
        glyph = drawing.font(px).render(digit, True, (0, 0, 0)).get_bounding_rect()
        assert math.hypot(glyph.width / 2, glyph.height / 2) <= fill + 1.5, (size, digit, glyph, fill)


@pytest.mark.parametrize("size", [48, 64, 120])
def test_foam_never_runs_over_a_danger_badge(size) -> None:
    """The moving foam dashes once crossed the danger badges and garbled their digits (a
    play-test read a 4 as upside down): no dash is drawn within a badge's ring."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    deck = load_deck(DEFAULT_DECK_PATH)
    waters = [card for card in deck.cards if not card.is_island and any(w.danger for w in card.wakes)]
    _px, ring, _fill = numberlabels.danger_badge_metrics(size)
    for card in waters[:6]:
        for rotation in (0, 3):
            foam = wakefoam.WakeFoam(card, size, rotation)
            surface = pygame.Surface((4 * size, 4 * size))
            surface.fill((255, 0, 255))
            centre = (2 * size, 2 * size)
            for step in range(40):
                foam.draw(surface, centre, step * 0.173)
            drawn = sum(1 for x in range(0, 4 * size, 2) for y in range(0, 4 * size, 2)
                        if surface.get_at((x, y))[:3] != (255, 0, 255))
            assert drawn > 0  # the foam does run
            for (bx, by), _danger in cardgeom.danger_labels(card, size, rotation):
                for dx in range(-int(ring) + 1, int(ring)):
                    for dy in range(-int(ring) + 1, int(ring)):
                        if dx * dx + dy * dy < (ring - 1) ** 2:
                            point = (round(centre[0] + bx + dx), round(centre[1] + by + dy))
                            assert surface.get_at(point)[:3] == (255, 0, 255), (card.name, rotation, point)


def test_capacity_tags_show_only_where_their_digits_can_be_read() -> None:
    """A whole-table view made the tags' digits about 5 px high (a 2 read as a 7): below
    `MIN_TAG_PX` the tags are left out (the spots show the capacity), above it they are drawn."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    card = next(c for c in load_deck(DEFAULT_DECK_PATH).cards if c.name == "Samoa")
    small = math.floor(numberlabels.MIN_TAG_PX / 0.24) - 1
    for size, shown in ((small, False), (64, True)):
        surface = pygame.Surface((4 * size, 4 * size), pygame.SRCALPHA)
        numberlabels.draw_capacity_tags(surface, card, (2 * size, 2 * size), size, 0)
        assert (surface.get_bounding_rect().width > 0) is shown, size


@pytest.mark.parametrize("size", [42, 52, 64, 80, 120])
def test_capacity_tags_stay_inside_their_own_card(size) -> None:
    """A tag grown on a small card reached over the seam and read as the neighbour's (a
    play-test, Tonga's bottom 3 beside Nauru's 2): every tag's drawn pixels (its disc and its
    point) lie inside its own hexagon at every size and rotation."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    pygame.display.init()
    pygame.display.set_mode((10, 10))
    normals = [math.radians(90.0 + 60.0 * k) for k in range(6)]
    apothem = SQRT3 / 2 * size
    for card in load_deck(DEFAULT_DECK_PATH).cards:
        if not card.is_island:
            continue
        for rotation in range(6):
            for image, (dx, dy) in numberlabels.capacity_tag_images(card, size, rotation):
                drawn = pygame.mask.from_surface(image).outline()
                assert drawn
                reach = max((dx + x + 0.5) * math.cos(n) + (dy + y + 0.5) * math.sin(n)
                            for x, y in drawn for n in normals)
                assert reach <= apothem + 1.0, (card.name, rotation, size, reach, apothem)


def _disc_radius(image: pygame.Surface) -> float:
    """The radius of a capacity tag's disc, drawn at the middle of its image (its point, towards
    its beach, reaches further on one side only): the nearest its outline comes to the middle."""
    middle = (image.get_width() - 1) / 2
    return min(math.hypot(x - middle, y - middle) for x, y in pygame.mask.from_surface(image).outline()) - 0.5


def test_a_capacity_tag_points_at_a_spot_of_its_own_beach() -> None:
    """Tags between two beaches (Tonga's, at their seams) read as either's in play-tests: each
    tag has a point on its rim towards the nearest spot of its own beach."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    pygame.display.init()
    pygame.display.set_mode((10, 10))
    size = 100
    for card in load_deck(DEFAULT_DECK_PATH).cards:
        if not card.is_island:
            continue
        for rotation in range(6):
            spots = cardgeom.spot_positions(card, size, rotation)
            for beach, (image, (dx, dy)) in enumerate(numberlabels.capacity_tag_images(card, size, rotation)):
                middle = (image.get_width() - 1) / 2
                far = max(pygame.mask.from_surface(image).outline(),
                          key=lambda p: math.hypot(p[0] - middle, p[1] - middle))
                assert math.hypot(far[0] - middle, far[1] - middle) > _disc_radius(image) + 1.5  # a point
                x, y = dx + middle, dy + middle
                closest = min(math.hypot(p[0] - x, p[1] - y) for p in spots[beach])
                pointing = math.atan2(far[1] - middle, far[0] - middle)
                assert any(abs((pointing - math.atan2(p[1] - y, p[0] - x) + math.pi) % (2 * math.pi) - math.pi) < 0.5
                           for p in spots[beach] if math.hypot(p[0] - x, p[1] - y) <= closest + 0.5), (card.name, beach)


@pytest.mark.parametrize("size", [72, 80, 100, 140, 180])
def test_capacity_tags_keep_clear_of_where_ships_stand(size) -> None:
    """A play-test found grown tags over the ships of their beach (a two-colour beach looked
    like one colour): on cards of the automatic view's sizes a drawn tag seldom meets the place
    a ship takes on any spot of its card (its sail above the spot), at any rotation: at most 10
    in 100 (measured when this was written: 11, 15, 18 and 11 of 282 at sizes 80, 100, 140 and
    180, against 251, 226 and 242 at the tags' usual places off the middle of their sand; at 64,
    68). Where one does, the ship is drawn over it (`test_table_drawing`); no tag covers another."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    pygame.display.init()
    pygame.display.set_mode((10, 10))
    total = met = 0
    for card in load_deck(DEFAULT_DECK_PATH).cards:
        if not card.is_island:
            continue
        radius = cardgeom.spot_radius(card, size)
        for rotation in range(6):
            boxes = [cardgeom.ship_box(p, radius) for beach in cardgeom.spot_positions(card, size, rotation)
                     for p in beach]
            discs = []
            for image, (dx, dy) in numberlabels.capacity_tag_images(card, size, rotation):
                half = (image.get_width() - 1) / 2
                disc = _disc_radius(image)
                total += 1
                met += any(cardgeom._circle_meets_box((dx + half, dy + half), disc, box) for box in boxes)
                discs.append((dx + half, dy + half, disc))
            for i, (x, y, r) in enumerate(discs):
                for x2, y2, r2 in discs[i + 1:]:
                    assert math.hypot(x - x2, y - y2) >= r + r2, (card.name, rotation, size)
    assert total and met <= 0.10 * total, (met, total)


def test_inside_own_card_moves_only_a_tag_that_would_cross_the_edge() -> None:
    size = 60.0
    assert numberlabels.inside_own_card((10.0, 5.0), 6.0, size) == (10.0, 5.0)
    x, y = numberlabels.inside_own_card((0.0, 50.0), 8.0, size)  # straight at an edge's middle
    assert x == 0.0 and y == pytest.approx(SQRT3 / 2 * size - 8.0 - 1.0)


def test_an_islands_value_is_a_gold_seal_unlike_the_wooden_capacity_tags() -> None:
    """A play-test took an island's value (its middle) for one more beach capacity: the value
    is drawn as a gold seal, the capacities as dark wooden tags (white ones before play-test 30)."""
    import pygame

    from tongiaki.app.art import cardart, cardgeom, numberlabels
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    pygame.display.init()
    pygame.display.set_mode((10, 10))
    deck = load_deck(DEFAULT_DECK_PATH)
    card = next(c for c in deck.cards if c.is_island and c.value > 0)
    size = 120.0
    face = cardart.render_card(card, size)
    cx, cy = face.get_width() / 2, face.get_height() / 2

    def colour_at(x: float, y: float) -> tuple[int, int, int]:
        r, g, b, *_ = face.get_at((round(x), round(y)))
        return r, g, b

    r = size * 0.105
    seal = colour_at(cx + r * 1.1, cy + cardgeom.VALUE_Y * size)  # on a tooth of the seal's rim
    image, (dx, dy) = numberlabels.capacity_tag_images(card, round(size), 0)[0]
    half = (image.get_width() - 1) / 2
    tag_x, tag_y = dx + half, dy + half
    tag_r = cardgeom.CAPACITY_RADIUS * size
    tag = colour_at(cx + tag_x + tag_r * 0.6, cy + tag_y - tag_r * 0.45)
    assert seal[0] > 200 and seal[2] < 150, seal  # gold
    assert max(tag) < 150 and tag[0] > tag[2], tag  # dark wood


@pytest.mark.parametrize("size", [30, 36, 40, 44, 50, 64, 120])
def test_a_small_cards_value_seal_grows_to_be_read_and_stays_clear_of_the_king_spot(size) -> None:
    """A six-seat table at its end (hex size about 40) printed the islands' points 8 px high:
    on a small card the seal grows towards `MIN_VALUE_PX` digits, never past the king spot
    above it, and a large card's seal keeps its usual share of the card."""
    from tongiaki.app.art import cardgeom

    px, r = numberlabels.value_seal_metrics(size)
    usual_px, usual_r = int(size * 0.22), size * 0.105
    assert px >= usual_px and r >= usual_r
    if size * 0.22 * numberlabels.VALUE_SEAL_GROWTH >= numberlabels.MIN_VALUE_PX:
        assert px >= numberlabels.MIN_VALUE_PX, (size, px)
    if size * 0.22 >= numberlabels.MIN_VALUE_PX:
        assert (px, r) == (usual_px, usual_r)
    king_bottom = (cardgeom.KING_SPOT[1] + cardgeom.KING_SPOT_RADIUS) * size
    seal_top = cardgeom.VALUE_Y * size - r * 1.22  # the teeth reach 1.22 r
    assert seal_top >= king_bottom, (size, seal_top, king_bottom)


def test_every_island_name_is_printed_at_least_12_px_high_at_the_readable_floor() -> None:
    """A play-test read 6 px names on a late table at the automatic view's readable floor
    (`READABLE_HEX_SIZE`): every name of the standard deck now prints at least 12 px high (its outline included)
    there, and at most 1.12 times the card's size wide."""
    from tongiaki.app.view.camera import READABLE_HEX_SIZE
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    pygame.font.init()
    size = READABLE_HEX_SIZE
    for card in load_deck(DEFAULT_DECK_PATH).cards:
        if card.is_island:
            label = namelabels.island_name_label(card.name, size)
            assert label is not None
            assert label.get_height() >= 12 and label.get_width() <= size * 1.12 + 1, (card.name, label.get_size())
    assert namelabels.island_name_label("Samoa", 20) is None  # too small to read: left out


def test_capacity_tags_and_value_grow_on_a_small_card() -> None:
    """At a mid-game hex size of 52 the tags' digits were 6 px high (a 5 read as a G, a 2 as a
    7) and the value's 6 px: on a small card they grow, the tags towards `TAG_DIGITS_PX` (at
    most `TAG_GROWTH` times their share), the seal towards `MIN_VALUE_PX`; a large card keeps its
    shares."""
    pygame.font.init()
    px, r = numberlabels.capacity_tag_metrics(52)
    assert drawing.font(px).render("5", True, (0, 0, 0)).get_bounding_rect().height >= 8
    assert cardgeom.CAPACITY_RADIUS * 52 < r <= numberlabels.TAG_GROWTH * cardgeom.CAPACITY_RADIUS * 52 + 1e-9
    digits, _radius = numberlabels.value_seal_metrics(52)
    assert drawing.font(digits).render("5", True, (0, 0, 0)).get_bounding_rect().height >= 7
    assert numberlabels.capacity_tag_metrics(100) == (24, cardgeom.CAPACITY_RADIUS * 100)
    assert numberlabels.capacity_tag_metrics(40) == (0, 0.0)


def test_a_capacity_tags_fill_holds_its_whole_digit() -> None:
    """The tag's light fill is as large as its digit, so the dark rim never cuts it."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    card = next(c for c in load_deck(DEFAULT_DECK_PATH).cards if c.name == "Hawaii")
    for size in (44, 52, 64, 100):
        px, r = numberlabels.capacity_tag_metrics(size)
        box = drawing.font(px).render("5", True, (0, 0, 0)).get_bounding_rect()
        surface = pygame.Surface((4 * size, 4 * size), pygame.SRCALPHA)
        centre = (2 * size, 2 * size)
        numberlabels.draw_capacity_tags(surface, card, centre, size, 0)
        for image, (ox, oy) in numberlabels.capacity_tag_images(card, size, 0):  # a tag may be pulled in from the edge
            half = (image.get_width() - 1) // 2
            c = (centre[0] + ox + half, centre[1] + oy + half)
            for dx in (-box.width / 2 + 1, box.width / 2 - 1):  # near the digit box's corners: fill or digit
                for dy in (-box.height / 2 + 1, box.height / 2 - 1):
                    colour = surface.get_at((round(c[0] + dx), round(c[1] + dy)))[:3]
                    assert colour != palette.TAG_EDGE[:3], (size, dx, dy)


def test_few_capacity_tags_meet_a_ships_place_at_the_readable_floor() -> None:
    """A play-test found late-game tags over ships, free spots and piers: at the automatic view's
    smallest cards (`camera.READABLE_HEX_SIZE`) at most three in eight of the standard deck's tags
    meet a place a ship stands in (157 of 282 did when tags grew to 19 px digits, 101 now)."""
    from tongiaki.app.view.camera import READABLE_HEX_SIZE
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    pygame.font.init()
    size = round(READABLE_HEX_SIZE)
    px, r = numberlabels.capacity_tag_metrics(size)
    covered = total = 0
    for card in load_deck(DEFAULT_DECK_PATH).cards:
        if not card.is_island:
            continue
        largest = 0
        for beach in card.beaches:  # the tag's drawn extent, as `capacity_tag_images` works it out
            box = drawing.font(px).render(str(beach.capacity), True, (0, 0, 0)).get_bounding_rect()
            fill = math.ceil(max(r, math.hypot(box.width, box.height) / 2.0 + 0.5))
            largest = max(largest, fill + max(1, round(fill * 0.18)))
        reach = math.ceil(200.0 * largest / size) / 200.0
        for rotation in range(6):
            for _beach, _centre, ships in cardgeom.tag_centres(card, rotation, reach):
                total += 1
                covered += ships > 0
    assert total == 282 and covered <= total * 3 // 8, covered


def test_tags_laid_out_with_ships_are_those_of_a_whole_search() -> None:
    """`tag_centres` with ships starts from the layout without them and searches again only from
    the first tag over a ship (the frame benchmark lost 2-4 ms a card to whole searches): over
    every island of the standard deck, six rotations, small and large tags and random ships,
    it gives what a search of every beach with those ships gives, and a second layout of the
    same card works out no place's cost again."""
    from tongiaki.cardshape import spot_layout
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    rng = random.Random(5)
    searched = 0
    for card in load_deck(DEFAULT_DECK_PATH).cards:
        if not card.is_island:
            continue
        spots = [(b, i) for b, beach in enumerate(spot_layout(card).positions) for i in range(len(beach))]
        for rotation in range(6):
            for radius in (0.09, 0.16, 0.24):
                places = cardgeom._tag_places(card, rotation, radius)
                cardgeom.tag_centres(card, rotation, radius)  # the layout without ships comes first
                for share in (0.25, 0.5, 0.9):
                    occupied = frozenset(spot for spot in spots if rng.random() < share)
                    mask = sum(1 << (places.first_spot[b] + i) for b, i in occupied)
                    whole = cardgeom._search_tags(places, mask, ())
                    worked_out = len(places._rest) + len(places._covers) + len(places._marks)
                    got = cardgeom.tag_centres(card, rotation, radius, occupied)
                    assert got == tuple(entry[:3] for entry in whole), (card.name, rotation, radius, occupied)
                    assert len(places._rest) + len(places._covers) + len(places._marks) == worked_out
                    searched += any(entry[3] & mask for entry in cardgeom._laid_out_tags(card, rotation, radius, frozenset()))
    assert searched > 100  # the layouts where a tag would stand over a ship, searched again


def _names_over_spots(monkeypatch, size: int) -> list[tuple[str, int, int]]:
    """(island, rotation, spots) of each island card of the standard deck, in each of its
    rotations, whose name is drawn over one of its mooring spots at hex size `size` (the name
    painted magenta to be found; a spot counts when a mostly magenta pixel lies inside its
    ring)."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    pygame.font.init()
    real = namelabels.island_name_label

    def magenta(name: str, px: float) -> pygame.Surface | None:
        label = real(name, px)
        if label is None:
            return None
        label = label.copy()
        label.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)  # alpha kept
        label.fill((255, 0, 255, 255), special_flags=pygame.BLEND_RGBA_MIN)
        return label

    monkeypatch.setattr(namelabels, "island_name_label", magenta)
    found = []
    for card in load_deck(DEFAULT_DECK_PATH).cards:
        if not card.is_island:
            continue
        for rotation in range(6):
            face = cardart.render_card(card, size, rotation)
            cx, cy = face.get_width() / 2.0, face.get_height() / 2.0
            r = cardgeom.spot_radius(card, size)
            covered = 0
            for beach in cardgeom.spot_positions(card, size, rotation):
                for x, y in beach:
                    covered += any(
                        (c := face.get_at((px, py)))[0] > 180 and c[1] < 110 and c[2] > 180
                        for px in range(math.floor(cx + x - r), math.ceil(cx + x + r) + 1)
                        for py in range(math.floor(cy + y - r), math.ceil(cy + y + r) + 1)
                        if math.hypot(px + 0.5 - cx - x, py + 0.5 - cy - y) <= r)
            if covered:
                found.append((card.name, rotation, covered))
    return found


@pytest.mark.parametrize("size", [56, 62, 72, 93, 124])
def test_island_names_keep_off_the_mooring_spots(monkeypatch, size) -> None:
    """Play-test 23 found island names over a mooring spot on some cards (of the 96 island
    cards as they may lie, 2 at hex size 56, 7 at 93, the automatic view's smallest cards at
    the largest card size setting, 9 at 124): a name moves a little, down or sideways, and
    narrows (to 0.8 of its width at most) to pass between the spots."""
    assert _names_over_spots(monkeypatch, size) == []


def test_names_on_the_smallest_cards_cover_fewer_spots(monkeypatch) -> None:
    """On the smallest cards that print names (the whole table late in a game, hex size 40)
    a 13 px name does not always fit between the spots: it goes where it has the most room
    (37 of the 96 cards as they may lie had a spot under their name before, 1 now)."""
    assert len(_names_over_spots(monkeypatch, 40)) <= 3
