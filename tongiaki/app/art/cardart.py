"""Card and ship art drawn from deck data: any `Card` renders, no per-card image files.

- `card_surface(card, size, rotation)`: the static face of a card (island or water) on a
  transparent `SRCALPHA` surface of `card_surface_size(size)`, the hexagon centred; cached.
- `card_back_surface(size)`: a face-down card; `card_shadow_surface(size)`: a soft shadow.
- `blit_card(target, card, center, size, rotation)`: draw a card centred on a screen point.
- `WakeFoam`: moving foam dashes along the wakes of a water card, drawn every frame.
- `ship_sprite(colour, size)`: a ship of a seat colour with a seat-specific sail shape (and
  letter when large) so seats stay apart for colour-blind players.

`size` is always the hex circumradius in pixels (`Camera.screen_hex_size`); `rotation` is the
card's rotation (R2.2). Positions of spots, piers and wakes come from `tongiaki.app.art.cardgeom`
(pure functions), relative to the card centre. Labels (name, value, danger numbers) are
drawn upright whatever the rotation. Nothing here needs a display: surfaces are not
`convert_alpha`ed (the caller may do so after `set_mode`).
"""

from __future__ import annotations

import math
import random
import zlib
from collections import OrderedDict
from collections.abc import Callable, Generator, Hashable, Iterator, Sequence
from functools import lru_cache
from typing import NamedTuple

import pygame

from tongiaki import cardshape
from tongiaki.app.art import cardgeom as geom
from tongiaki.app.art.fonts import default_font
from tongiaki.app.view.hexview import SQRT3, Point
from tongiaki.rules.cards import Card

Colour = tuple[int, int, int] | tuple[int, int, int, int]

# --------------------------------------------------------------------------- palette

DEEP_TOP: Colour = (26, 92, 156)
DEEP_BOTTOM: Colour = (14, 58, 112)
WATER_TOP: Colour = (30, 104, 168)
WATER_BOTTOM: Colour = (18, 66, 124)
REEF: Colour = (46, 150, 172)
SHALLOWS: Colour = (72, 192, 196)
LAGOON: Colour = (132, 220, 208)
WET_SAND: Colour = (206, 176, 120)
SAND: Colour = (240, 216, 164)
SAND_LIGHT: Colour = (248, 232, 190)
SPOT_FILL: Colour = (222, 190, 132)
SPOT_RING: Colour = (255, 251, 238)
SPOT_SHADOW: Colour = (150, 118, 70)
SPOT_EDGE: Colour = (120, 88, 48)
TAG_FILL: Colour = (112, 70, 34)
TAG_EDGE: Colour = (252, 240, 210)
"""A beach's capacity tag is a dark wooden pin (`TAG_FILL`, the piers' wood) with light digits on a
cream rim (`TAG_EDGE`), pointing at its beach: as a number on white in a dark rim it read as a
wake's danger badge ("a 3 in a circle": play-test 30), which is dark digits on white in a ring
coloured by the danger."""
TAG_TEXT: Colour = (255, 248, 226)
LAND_EDGE: Colour = (44, 104, 58)
LAND: Colour = (78, 150, 80)
LAND_LIGHT: Colour = (104, 172, 92)
WOOD: Colour = (152, 104, 60)
WOOD_DARK: Colour = (90, 58, 30)
WAKE: Colour = (226, 241, 247)
WAKE_EDGE: Colour = (12, 44, 88)
WAKE_STREAK: Colour = (188, 220, 238)
FOAM: Colour = (255, 255, 255)
CREST: Colour = (178, 44, 40)
CREST_DARK: Colour = (104, 22, 20)
CREST_GOLD: Colour = (238, 200, 104)
BORDER: Colour = (16, 28, 44)
GOLD: Colour = (226, 186, 84)
GOLD_DARK: Colour = (150, 110, 40)
VALUE_FILL: Colour = (244, 206, 110)
"""The island value seal's face (gold; the capacity tags are dark wood)."""
VALUE_TEETH = 10
VALUE_TEETH_REACH = 1.22
"""How far the value seal's teeth reach, in its radius (`value_seal_box`)."""
TEXT_LIGHT: Colour = (255, 252, 240)
TEXT_DARK: Colour = (40, 28, 16)
BADGE_FILL: Colour = (250, 250, 244)
BADGE_TEXT: Colour = (16, 40, 78)
DANGER_RING: dict[int, Colour] = {2: (64, 128, 206), 3: (232, 150, 42), 4: (200, 50, 45)}
DANGER_RING_HIGH: Colour = (128, 36, 128)
BACK_DARK: Colour = (92, 52, 28)
BACK_MID: Colour = (134, 80, 42)
BACK_LINE: Colour = (236, 212, 164)

SEAT_COLOURS: tuple[str, ...] = ("blue", "green", "orange", "purple", "red", "yellow")
SEAT_RGB: dict[str, Colour] = {
    "blue": (20, 140, 235),
    "green": (44, 150, 64),
    "orange": (255, 135, 0),
    "purple": (178, 70, 222),
    "red": (222, 24, 60),
    "yellow": (255, 238, 48),
}
"""The seats' colours, told apart by hue and lightness as well as the sails' shapes: play-test 29
told red from orange only by shape on a late whole table (ships of 10 px). Every pair lies at
least `SEAT_COLOUR_DISTANCE` apart in CIEDE2000 (red and orange were 26, blue and purple 19), and
each seat at least `SEAT_GROUND_DISTANCE` from the sea and the sand (blue was 6 from the sea)."""
SEAT_COLOUR_DISTANCE = 30.0
"""The least CIEDE2000 difference between two seats' colours (`SEAT_RGB`)."""
SEAT_GROUND_DISTANCE = 12.0
"""The least CIEDE2000 difference between a seat's colour and the sea's or the sand's."""
# One sail shape per seat, so seats differ by shape as well as by colour.
SEAT_SHAPES: dict[str, str] = {
    "blue": "triangle",
    "green": "claw",
    "orange": "square",
    "purple": "circle",
    "red": "diamond",
    "yellow": "star",
}
SEAT_LETTERS: dict[str, str] = {name: name[0].upper() for name in SEAT_COLOURS}

SMALL_SHIP_PX = 20
"""Below this size a ship sprite has a larger sail, a hull only a little darker than it and a
thinner outline: at a late whole table's 10 px the dark hull and outline left the seat's colour a
few pixels, and red, orange and yellow ships read alike (play-test 29)."""
SMALL_SHIP_OUTLINE = 1.0
"""A small ship's outline, in pixels of the final sprite: one solid dark pixel round it, with no
light halo beyond (on cream sand the halo and a smoothed 1.1 px outline left a yellow 10 px ship
a faint grey rim: play-test 30)."""
SMALL_OUTLINE_ALPHA = 96
"""How opaque a small ship's pixel must be to have the outline round it (`_crisp_outline`)."""
MIN_LABEL_PX = 8  # below this font size labels are left out
MIN_VALUE_PX = 14
"""The font size an island's value seal grows towards on a small card (`value_seal_metrics`)."""
VALUE_SEAL_GROWTH = 1.3
"""How much larger than its usual share of the card the value seal may grow: at 1.3 its rim
stays clear of the king spot above it (`cardgeom.VALUE_Y`, `KING_SPOT`)."""
MIN_TAG_PX = 10
"""Below this font size of its share of the card (a hex size under 42) a beach's capacity tag is
left out: a play-test read a 2 as a 7 on a whole-table view; the spots show its capacity."""
TAG_DIGITS_PX = 17
"""The font size a small card's capacity tags grow towards (at most `TAG_GROWTH` times their share
of the card), digits 8 px high: at a mid-game hex size of 52 they were 6 px high and a 5 read as a
G. At 19 (9 px digits) the tags were larger than the islands' names, and on the cards of the
standard deck at the readable floor then (hex size 56) 157 of their 282 tags met a ship's place (a
play-test found tags over ships, free spots and piers late in a game); at 17, 101 (at 15, 7 px
digits, 46)."""
TAG_GROWTH = 1.5

# --------------------------------------------------------------------------- helpers


def card_surface_size(size: float) -> tuple[int, int]:
    """Pixel size of a card surface for hex circumradius `size` (hexagon centred, 1 px margin)."""
    return (int(math.ceil(2 * size)) + 2, int(math.ceil(SQRT3 * size)) + 2)


def _supersample(size: float) -> int:
    """Drawing scale used before smoothing down (anti-aliasing of polygons)."""
    return 2 if size <= 300 else 1


def _shift(points: Sequence[Point], origin: Point) -> list[Point]:
    ox, oy = origin
    return [(x + ox, y + oy) for x, y in points]


def _lerp(a: Colour, b: Colour, t: float) -> tuple[int, ...]:
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))


_GRADIENTS: OrderedDict[tuple[int, int, Colour, Colour], pygame.Surface] = OrderedDict()


def _gradient(width: int, height: int, top: Colour, bottom: Colour) -> pygame.Surface:
    """A vertical gradient filling `width` x `height` (kept for the few last sizes: every card of
    a size shares one; callers only read it)."""
    key = (max(1, width), max(1, height), top, bottom)
    image = _GRADIENTS.get(key)
    if image is None:
        seed = pygame.Surface((1, 2), pygame.SRCALPHA)
        seed.set_at((0, 0), top)
        seed.set_at((0, 1), bottom)
        image = _GRADIENTS[key] = pygame.transform.smoothscale(seed, key[:2])
        while len(_GRADIENTS) > 8:
            _GRADIENTS.popitem(last=False)
    return image


def _hex_mask_multiply(surface: pygame.Surface, corners: list[Point]) -> None:
    """Make everything outside the hexagon `corners` transparent.

    Only the strips that hold the outside (left and right of the top and bottom edges, and the
    rows above and below them) are masked: inside the hexagon the mask multiplies by 255,
    which leaves a pixel as it is, so the rest needs no work."""
    width, height = surface.get_size()
    xs = sorted(p[0] for p in corners)
    ys = sorted(p[1] for p in corners)
    inner_left, inner_right = math.ceil(xs[1]) + 2, math.floor(xs[-2]) - 2  # the top edge's ends
    top, bottom = math.ceil(ys[0]) + 2, math.floor(ys[-1]) - 2
    if inner_right - inner_left < 4 or bottom - top < 4:
        strips = [pygame.Rect(0, 0, width, height)]
    else:
        strips = [pygame.Rect(0, 0, inner_left, height), pygame.Rect(inner_right, 0, width - inner_right, height),
                  pygame.Rect(inner_left, 0, inner_right - inner_left, top),
                  pygame.Rect(inner_left, bottom, inner_right - inner_left, height - bottom)]
    for strip in strips:
        strip = strip.clip(surface.get_rect())
        if strip.width <= 0 or strip.height <= 0:
            continue
        mask = pygame.Surface(strip.size, pygame.SRCALPHA)
        mask.fill((255, 255, 255, 0))
        pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - strip.x, y - strip.y) for x, y in corners])
        surface.blit(mask, strip.topleft, special_flags=pygame.BLEND_RGBA_MULT)


@lru_cache(maxsize=64)
def font(px: int, bold: bool = True) -> pygame.font.Font:
    """The default pygame font at `px` pixels (cached)."""
    if not pygame.font.get_init():
        pygame.font.init()
    f = default_font(max(6, px))
    f.set_bold(bold)
    return f


def outlined_text(text: str, px: int, colour: Colour, outline: Colour, width: int = 1) -> pygame.Surface:
    """Text with a solid outline, readable on any background."""
    f = font(px)
    inner = f.render(text, True, colour)
    edge = f.render(text, True, outline)
    w, h = inner.get_size()
    out = pygame.Surface((w + 2 * width, h + 2 * width), pygame.SRCALPHA)
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if dx or dy:
                out.blit(edge, (width + dx, width + dy))
    out.blit(inner, (width, width))
    return out


def _layer_bounds(surface: pygame.Surface, points: Sequence[Point], reach: float) -> pygame.Rect:
    """The part of `surface` that shapes through `points` (reaching `reach` pixels beyond them)
    can touch, with a 2-pixel margin."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    left, top = math.floor(min(xs) - reach) - 2, math.floor(min(ys) - reach) - 2
    right, bottom = math.ceil(max(xs) + reach) + 2, math.ceil(max(ys) + reach) + 2
    return pygame.Rect(left, top, right - left, bottom - top).clip(surface.get_rect())


def _blend_layer(surface: pygame.Surface, bounds: pygame.Rect,
                 draw: Callable[[pygame.Surface, Callable[[Point], Point]], object]) -> None:
    """Draw translucent shapes on a transparent layer covering only `bounds` and blend it onto
    `surface`: the same pixels as a layer the size of `surface` (transparent pixels leave an
    opaque surface as it is), for a fraction of the work. `draw(layer, shift)` draws with
    `shift` turning a point of `surface` into one of the layer."""
    if bounds.width <= 0 or bounds.height <= 0:
        return
    layer = pygame.Surface(bounds.size, pygame.SRCALPHA)
    ox, oy = bounds.topleft
    draw(layer, lambda p: (p[0] - ox, p[1] - oy))
    surface.blit(layer, bounds.topleft)


def _blit_centered(target: pygame.Surface, image: pygame.Surface, center: Point) -> None:
    rect = image.get_rect(center=(round(center[0]), round(center[1])))
    target.blit(image, rect)


# --------------------------------------------------------------------------- cache


def _display_format(image: pygame.Surface) -> pygame.Surface:
    """`image` in the window's pixel format (blits several times faster), once a window exists."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return image.convert_alpha()
    return image


class _LRU:
    """A small least-recently-used cache of surfaces."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable) -> pygame.Surface | None:
        value = self.items.get(key)
        if value is not None:
            self.items.move_to_end(key)
        return value

    def put(self, key: Hashable, value: pygame.Surface) -> pygame.Surface:
        """Store `value` (converted to the window's format) and return what was stored."""
        value = _display_format(value)
        self.items[key] = value
        self.items.move_to_end(key)
        while len(self.items) > self.capacity:
            self.items.popitem(last=False)
        return value

    def clear(self) -> None:
        self.items.clear()


_CARD_CACHE = _LRU(768)
_MISC_CACHE = _LRU(256)
_SCALED_CACHE = _LRU(256)


def clear_caches() -> None:
    """Forget every cached surface (e.g. after changing the display mode)."""
    _CARD_CACHE.clear()
    _MISC_CACHE.clear()
    _SCALED_CACHE.clear()
    _FOAM_CACHE.clear()
    _GRADIENTS.clear()


# --------------------------------------------------------------------------- card faces


def card_surface(card: Card, size: float, rotation: int = 0, *, fast: bool = False, tags: bool = True
                 ) -> pygame.Surface:
    """The static face of `card` for hex circumradius `size` and `rotation`, cached by
    (card, integer size, rotation). The card centre is the surface centre.

    `fast=True` (for frames during a zoom) never renders at a new size: it smooth-scales the
    render of the next larger size step (`size_bucket`), about 0.1 ms, and caches that too.
    `tags=False` leaves the beaches' capacity tags out (the table draws them over the ships:
    `capacity_tag_images`).
    """
    px = max(4, int(round(size)))
    rotation %= 6
    key = (card.name, card, px, rotation, tags)
    cached = _CARD_CACHE.get(key)
    if cached is not None:
        return cached
    if fast:
        bucket = size_bucket(px)
        if bucket != px:
            scaled_key = ("scaled", card.name, card, px, rotation, tags)
            scaled = _SCALED_CACHE.get(scaled_key)
            if scaled is None:
                base = card_surface(card, bucket, rotation, tags=tags)
                scaled = pygame.transform.smoothscale(base, card_surface_size(px))
                scaled = _SCALED_CACHE.put(scaled_key, scaled)
            return scaled
    cached = render_card(card, px, rotation, tags=tags)
    cached = _CARD_CACHE.put(key, cached)
    return cached


def size_bucket(size: float) -> int:
    """The smallest render size step >= `size` (steps `ceil(2 ** (k / 4))`, about 19 % apart)."""
    k = max(8, int(math.floor(4 * math.log2(max(4.0, size)))) - 1)
    while math.ceil(2 ** (k / 4.0)) < size:
        k += 1
    return int(math.ceil(2 ** (k / 4.0)))


def render_card(card: Card, size: float, rotation: int = 0, *, tags: bool = True) -> pygame.Surface:
    """Draw `card` (uncached); see `card_surface`."""
    steps = render_card_steps(card, size, rotation, tags=tags)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            face: pygame.Surface = done.value
            return face


def render_card_steps(card: Card, size: float, rotation: int = 0, *, tags: bool = True
                      ) -> Generator[None, None, pygame.Surface]:
    """`render_card` in stages: a generator that yields after each stage of the drawing and
    returns the face (the very same pixels), so a frame can do a few stages and leave the rest
    to the next frames."""
    face, _art = yield from render_card_art_steps(card, size, rotation, tags=tags)
    return face


class CardArt(NamedTuple):
    """A card's drawing before its labels, supersampled: `surface` shows the hexagon of
    circumradius `size` (in its own pixels) centred."""

    surface: pygame.Surface
    size: float


def render_card_art_steps(card: Card, size: float, rotation: int = 0, *, tags: bool = True
                          ) -> Generator[None, None, tuple[pygame.Surface, CardArt]]:
    """`render_card_steps` that also returns the card's art: (face, art). The art is the
    drawing before its labels (names, values, capacities, dangers), at the supersampled size
    the face is smoothed down from; `face_from_art` makes the face at other sizes from it in a
    fraction of a render."""
    rotation %= 6
    final_size = card_surface_size(size)
    ss = _supersample(size)
    big = pygame.Surface((final_size[0] * ss, final_size[1] * ss), pygame.SRCALPHA)
    centre = (big.get_width() / 2.0, big.get_height() / 2.0)
    s = size * ss
    corners = _shift(geom.card_hex_corners(s), centre)
    if card.is_island:
        yield from _island_steps(big, card, centre, s, rotation)
    else:
        _draw_water(big, card, centre, s, rotation)
        yield
    _draw_crest(big, centre, s, rotation)
    if card.is_island:
        _draw_piers(big, card, centre, s, rotation)
    yield
    _draw_border(big, corners, s)
    _hex_mask_multiply(big, corners)
    yield
    surface = big.copy() if ss == 1 else pygame.transform.smoothscale(big, final_size)
    yield
    _draw_labels(surface, card, size, rotation, tags)
    return surface, CardArt(big, s)


def face_from_art(card: Card, art: CardArt, size: float, rotation: int = 0, *, tags: bool = True) -> pygame.Surface:
    """The face of `card` at `size` made from its `art` (see `render_card_art_steps`): the art
    smoothed to the face's scale (its hexagon exactly `size`, centred) and the labels drawn at
    that size, as a render does, so text stays sharp. It differs from a render at `size` only
    in how polygon edges are smoothed (the art's own supersampling instead of a new one):
    about 0.1 to 1 ms against 4 to 15 ms for a render."""
    final_size = card_surface_size(size)
    source = art.surface
    ss = _supersample(size)
    if art.size == size * ss and source.get_size() == (final_size[0] * ss, final_size[1] * ss):
        # the art's own size: the render's very pixels
        surface = source.copy() if ss == 1 else pygame.transform.smoothscale(source, final_size)
    else:
        k = size / art.size  # face pixels per art pixel
        width, height = final_size[0] / k, final_size[1] / k
        left, top = (source.get_width() - width) / 2.0, (source.get_height() - height) / 2.0
        if left >= 0 and top >= 0:
            piece = source.subsurface((round(left), round(top), min(round(width), source.get_width() - round(left)),
                                       min(round(height), source.get_height() - round(top))))
            surface = pygame.transform.smoothscale(piece, final_size)
        else:  # the face's box reaches past the art (made smaller): the whole art, centred
            scaled = pygame.transform.smoothscale(
                source, (max(1, round(source.get_width() * k)), max(1, round(source.get_height() * k))))
            surface = pygame.Surface(final_size, pygame.SRCALPHA)
            surface.blit(scaled, scaled.get_rect(center=(final_size[0] / 2.0, final_size[1] / 2.0)))
    _draw_labels(surface, card, size, rotation % 6, tags)
    return surface


def _draw_labels(surface: pygame.Surface, card: Card, size: float, rotation: int, tags: bool = True) -> None:
    """The face's labels at its final size: capacities (unless `tags` is False), name and
    value, or wake dangers."""
    centre_final = (surface.get_width() / 2.0, surface.get_height() / 2.0)
    if card.is_island:
        if tags:
            _draw_capacity_tags(surface, card, centre_final, size, rotation)
        _draw_island_labels(surface, card, centre_final, size, rotation)
    else:
        draw_danger_badges(surface, card, centre_final, size, rotation)


def card_surface_steps(card: Card, size: float, rotation: int = 0) -> Generator[None, None, pygame.Surface]:
    """`card_surface` in stages (see `render_card_steps`): returns the cached face at once when
    there is one, else renders it stage by stage and caches it."""
    px = max(4, int(round(size)))
    rotation %= 6
    key = (card.name, card, px, rotation)
    cached = _CARD_CACHE.get(key)
    if cached is not None:
        return cached
    surface = yield from render_card_steps(card, px, rotation)
    return _CARD_CACHE.put(key, surface)


def _deep_water(surface: pygame.Surface, centre: Point, s: float, top: Colour, bottom: Colour, seed: str) -> None:
    """Fill the card's box with a gradient and a few soft ripples."""
    w, h = surface.get_size()
    surface.blit(_gradient(w, h, top, bottom), (0, 0))
    rng = random.Random(zlib.crc32(seed.encode()))
    ripple = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for _ in range(9):
        x = centre[0] + rng.uniform(-0.8, 0.8) * s
        y = centre[1] + rng.uniform(-0.75, 0.75) * s
        width = rng.uniform(0.16, 0.3) * s
        rect = pygame.Rect(0, 0, width, width * 0.45)
        rect.center = (round(x), round(y))
        width_px = max(1, round(s * 0.014))
        pygame.draw.arc(ripple, (255, 255, 255, 34), rect, math.radians(20), math.radians(160), width_px)
    surface.blit(ripple, (0, 0))


def _draw_island(surface: pygame.Surface, card: Card, centre: Point, s: float, rotation: int) -> None:
    for _ in _island_steps(surface, card, centre, s, rotation):
        pass


def _island_steps(surface: pygame.Surface, card: Card, centre: Point, s: float, rotation: int) -> Iterator[None]:
    """`_draw_island`, yielding between its stages (see `render_card_steps`)."""
    _deep_water(surface, centre, s, DEEP_TOP, DEEP_BOTTOM, card.name)
    yield
    # Turquoise shallows, darker at the reef edge.
    for scale, colour in ((1.0, REEF), (0.965, SHALLOWS), (0.91, LAGOON)):
        pts = geom.coast_outline(card, geom.Coast.SHALLOWS, s, rotation, scale=scale)
        pygame.draw.polygon(surface, colour, _shift(pts, centre))
    # Beaches: each a strip of its own with rounded ends, a wet edge and a light crest.
    inner = geom.LAND_RADIUS - 0.06
    for strip in cardshape.beach_strips(card):
        arc = (strip.start, strip.end)
        wet = geom.arc_band(card, arc, inner, s, rotation, extra=0.022, cap_deg=5.0)
        pygame.draw.polygon(surface, WET_SAND, _shift(wet, centre))
        dry = geom.arc_band(card, arc, inner, s, rotation, cap_deg=4.0)
        pygame.draw.polygon(surface, SAND, _shift(dry, centre))
        light = geom.arc_band(card, arc, inner, s, rotation, extra=-0.045, cap_deg=2.5)
        pygame.draw.polygon(surface, SAND_LIGHT, _shift(light, centre))
    yield
    # Green land with a darker coast and a lighter middle; headlands part the beaches.
    coast = geom.coast_outline(card, geom.Coast.LAND, s, rotation, offset=geom.COAST_WIDTH, steps=240)
    pygame.draw.polygon(surface, LAND_EDGE, _shift(coast, centre))
    land = geom.coast_outline(card, geom.Coast.LAND, s, rotation, offset=-geom.COAST_WIDTH, steps=240)
    pygame.draw.polygon(surface, LAND, _shift(land, centre))
    pygame.draw.circle(surface, LAND_LIGHT, (centre[0], centre[1] - 0.05 * s), 0.34 * s)
    glow_centre = (centre[0], centre[1] - 0.05 * s)
    _blend_layer(surface, _layer_bounds(surface, [glow_centre], 0.42 * s),
                 lambda layer, shift: pygame.draw.circle(layer, (*LAND_LIGHT, 110), shift(glow_centre), 0.42 * s))
    yield
    _draw_foliage(surface, card, centre, s, rotation)
    _draw_spots(surface, card, centre, s, rotation)
    _draw_king_spot(surface, centre, s)


def _draw_foliage(surface: pygame.Surface, card: Card, centre: Point, s: float, rotation: int) -> None:
    """Little tree clumps on the headlands between beaches."""
    strips = cardshape.beach_strips(card)
    if len(strips) < 2:
        return
    rng = random.Random(zlib.crc32(("trees/" + card.name).encode()))
    for strip, nxt in zip(strips, strips[1:] + strips[:1], strict=True):
        gap = (nxt.start - strip.end) % 360.0
        angle = strip.end + gap / 2.0
        radius = min(geom.land_radius(card, angle) - 0.1, geom.LAND_RADIUS + 0.14)
        x, y = geom.place(cardshape.polar(radius, angle + rng.uniform(-1.5, 1.5)), s, rotation)
        for dx, dy, r in ((0.0, 0.0, 0.045), (0.035, -0.02, 0.032), (-0.03, -0.025, 0.03)):
            pygame.draw.circle(surface, LAND_EDGE, (centre[0] + x + dx * s, centre[1] + y + dy * s + 0.01 * s), r * s)
            pygame.draw.circle(surface, (92, 164, 84), (centre[0] + x + dx * s, centre[1] + y + dy * s), r * s * 0.85)


def _draw_spots(surface: pygame.Surface, card: Card, centre: Point, s: float, rotation: int) -> None:
    radius = geom.spot_radius(card, s)
    ring = max(1.0, radius * 0.2)
    edge = max(1.0, radius * 0.12)
    for beach in geom.spot_positions(card, s, rotation):
        for x, y in beach:
            c = (centre[0] + x, centre[1] + y)
            pygame.draw.circle(surface, SPOT_SHADOW, (c[0], c[1] + ring * 0.6), radius + edge)
            pygame.draw.circle(surface, SPOT_EDGE, c, radius + edge)
            pygame.draw.circle(surface, SPOT_RING, c, radius)
            pygame.draw.circle(surface, SPOT_FILL, c, radius - ring)


def _draw_king_spot(surface: pygame.Surface, centre: Point, s: float) -> None:
    """The king-mask spot: a gold ring with a small tiki face."""
    kx, ky = geom.king_spot(s)
    c = (centre[0] + kx, centre[1] + ky)
    r = geom.king_spot_radius(s)
    pygame.draw.circle(surface, LAND_EDGE, c, r)
    pygame.draw.circle(surface, GOLD, c, r, max(1, round(r * 0.16)))
    face = pygame.Rect(0, 0, r * 0.9, r * 1.2)
    face.center = (round(c[0]), round(c[1]))
    pygame.draw.ellipse(surface, (*GOLD, 255), face, max(1, round(r * 0.1)))
    eye = max(1.0, r * 0.11)
    pygame.draw.circle(surface, GOLD, (c[0] - r * 0.2, c[1] - r * 0.12), eye)
    pygame.draw.circle(surface, GOLD, (c[0] + r * 0.2, c[1] - r * 0.12), eye)
    mouth_y = c[1] + r * 0.25
    pygame.draw.line(surface, GOLD, (c[0] - r * 0.2, mouth_y), (c[0] + r * 0.2, mouth_y), max(1, round(r * 0.1)))


def _draw_piers(surface: pygame.Surface, card: Card, centre: Point, s: float, rotation: int) -> None:
    half = geom.PIER_WIDTH * s / 2.0
    for pier in geom.piers(card, s, rotation):
        (x0, y0), (x1, y1) = pier.start, pier.end
        dx, dy = x1 - x0, y1 - y0
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        nx, ny = -uy, ux
        sx, sy = x0, y0
        body = [
            (sx + nx * half, sy + ny * half),
            (x1 + nx * half, y1 + ny * half),
            (x1 - nx * half, y1 - ny * half),
            (sx - nx * half, sy - ny * half),
        ]
        shadow = _shift([(x + 0.012 * s, y + 0.018 * s) for x, y in body], centre)

        def pier_shadow(layer: pygame.Surface, shift: Callable[[Point], Point], shadow: list[Point] = shadow) -> None:
            pygame.draw.polygon(layer, (10, 40, 60, 110), [shift(p) for p in shadow])

        _blend_layer(surface, _layer_bounds(surface, shadow, 0.0), pier_shadow)
        pygame.draw.polygon(surface, WOOD_DARK, _shift(body, centre))
        inner = [
            (sx + nx * half * 0.7, sy + ny * half * 0.7),
            (x1 + nx * half * 0.7, y1 + ny * half * 0.7),
            (x1 - nx * half * 0.7, y1 - ny * half * 0.7),
            (sx - nx * half * 0.7, sy - ny * half * 0.7),
        ]
        pygame.draw.polygon(surface, WOOD, _shift(inner, centre))
        total = math.hypot(x1 - sx, y1 - sy)
        plank = 0.028 * s
        steps = int(total / plank)
        width = max(1, round(s * 0.006))
        for i in range(1, steps):
            px, py = sx + ux * plank * i, sy + uy * plank * i
            a = (centre[0] + px + nx * half * 0.7, centre[1] + py + ny * half * 0.7)
            b = (centre[0] + px - nx * half * 0.7, centre[1] + py - ny * half * 0.7)
            pygame.draw.line(surface, WOOD_DARK, a, b, width)
        for side in (1, -1):
            post = (centre[0] + x1 + nx * half * side, centre[1] + y1 + ny * half * side)
            pygame.draw.circle(surface, WOOD_DARK, post, half * 0.42)


def _draw_water(surface: pygame.Surface, card: Card, centre: Point, s: float, rotation: int) -> None:
    _deep_water(surface, centre, s, WATER_TOP, WATER_BOTTOM, card.name)
    half = geom.WAKE_WIDTH * s / 2.0
    for wake in card.wakes:
        shifted = _shift(geom.wake_polyline(wake.a, wake.b, s, rotation), centre)
        # A soft dark seam under each wake separates crossing wakes (the later one on top),
        # then a pale glow, the white foam band and a faint blue line down its middle.
        seam = geom.offset_polyline(shifted, half + 0.05 * s)
        glow = geom.offset_polyline(shifted, half + 0.022 * s)

        def seam_and_glow(layer: pygame.Surface, shift: Callable[[Point], Point], seam: list[Point] = seam,
                          glow: list[Point] = glow) -> None:
            pygame.draw.polygon(layer, (*WAKE_EDGE, 90), [shift(p) for p in seam])
            pygame.draw.polygon(layer, (170, 226, 240, 120), [shift(p) for p in glow])

        _blend_layer(surface, _layer_bounds(surface, seam + glow, 0.0), seam_and_glow)
        pygame.draw.polygon(surface, WAKE, geom.offset_polyline(shifted, half))
        pygame.draw.lines(surface, WAKE_STREAK, False, shifted, max(1, round(s * 0.012)))


def _offset_line(points: list[Point], distance: float) -> list[Point]:
    """A polyline moved sideways by `distance`."""
    band = geom.offset_polyline(points, distance)
    return band[: len(points)]


def _draw_crest(surface: pygame.Surface, centre: Point, s: float, rotation: int) -> None:
    """The red crest on edge 0: a band along the edge and a small half-disc emblem."""
    band = _shift(geom.crest_band(s, rotation, depth=0.055), centre)
    pygame.draw.polygon(surface, CREST, band)
    ex, ey = geom.crest_emblem_center(s, rotation)
    c = (centre[0] + ex, centre[1] + ey)
    r = 0.085 * s
    pygame.draw.circle(surface, CREST_DARK, c, r)
    pygame.draw.circle(surface, CREST, c, r * 0.82)
    # a small gold triangle pointing into the card
    inward = geom.place((0.0, -1.0), 1.0, rotation)
    side = (-inward[1], inward[0])
    tip = (c[0] + inward[0] * r * 0.55, c[1] + inward[1] * r * 0.55)
    left = (c[0] - inward[0] * r * 0.1 + side[0] * r * 0.42, c[1] - inward[1] * r * 0.1 + side[1] * r * 0.42)
    right = (c[0] - inward[0] * r * 0.1 - side[0] * r * 0.42, c[1] - inward[1] * r * 0.1 - side[1] * r * 0.42)
    pygame.draw.polygon(surface, CREST_GOLD, [tip, left, right])


def _draw_border(surface: pygame.Surface, corners: list[Point], s: float) -> None:
    width = max(2, round(s * 0.028))
    pygame.draw.polygon(surface, BORDER, corners, width)
    mx = sum(p[0] for p in corners) / 6
    my = sum(p[1] for p in corners) / 6
    inner = [(x * 0.985 + mx * 0.015, y * 0.985 + my * 0.015) for x, y in corners]
    highlight = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(highlight, (255, 255, 255, 60), inner, max(1, width // 2))
    surface.blit(highlight, (0, 0))


@lru_cache(maxsize=512)
def placed_name_label(card: Card, size: float, rotation: int) -> tuple[pygame.Surface, Point] | None:
    """An island's name plate as a card face of hex size `size`, turned `rotation`, prints it
    (`island_name_label`, narrowed to its place) and where its top-left goes relative to the
    card's centre (rounded to the pixel where it is drawn); None where the card prints no name.
    The face draws it (`_draw_island_labels`), and the table draws it again over the ships
    that reach into it (`ShipsView._names_over_ships`)."""
    label = island_name_label(card.name, size)
    if label is None:
        return None
    bounds = label.get_bounding_rect()
    (x, y), width = name_place(card, int(size), rotation % 6, bounds.width, bounds.height)
    if width < bounds.width:
        k = width / bounds.width
        label = pygame.transform.smoothscale(label, (max(1, round(label.get_width() * k)), label.get_height()))
        bounds = pygame.Rect(round(bounds.x * k), bounds.y, width, bounds.height)
    return label, (x - bounds.width / 2 - bounds.x, y - bounds.height / 2 - bounds.y)


def _draw_island_labels(surface: pygame.Surface, card: Card, centre: Point, size: float, rotation: int = 0) -> None:
    """Name above the king spot (off the mooring spots: `name_place`), point value below;
    upright for every rotation."""
    placed = placed_name_label(card, size, rotation % 6)
    if placed is not None:
        label, (x, y) = placed
        surface.blit(label, (round(centre[0] + x), round(centre[1] + y)))
    value_px, r = value_seal_metrics(size)
    if value_seal_box(card, size) is not None:
        # A gold seal with a toothed rim: the island's points, not to be taken for the beaches'
        # round white capacity tags (a play-test read both as the same kind of number).
        c = (centre[0], centre[1] + geom.VALUE_Y * size)
        teeth = [(c[0] + rr * math.cos(a), c[1] + rr * math.sin(a))
                 for i in range(VALUE_TEETH * 2)
                 for a, rr in [(math.pi * i / VALUE_TEETH, r * (VALUE_TEETH_REACH if i % 2 == 0 else 1.02))]]
        pygame.draw.polygon(surface, (60, 40, 20), [(x, y + 1) for x, y in teeth])
        pygame.draw.polygon(surface, GOLD, teeth)
        pygame.draw.circle(surface, VALUE_FILL, c, r * 0.86)
        pygame.draw.circle(surface, GOLD_DARK, c, r * 0.86, max(1, round(r * 0.1)))
        digits = font(value_px).render(str(card.value), True, TEXT_DARK)
        _blit_centered(surface, digits, (c[0], c[1] + 1))


SMALL_NAME_PX = 9
"""The size (px) of the islands' names the table draws over cards too small to print them
(`ShipsView._draw_small_names`; the beach letters keep off them, `beachmarks`)."""


SMALL_NAME_WIDEST = 120
"""The widest (px) an island's name over a small card is drawn (`small_name_label`): wider, it
wraps onto two lines, then is cut with an ellipsis (at 9 px a 60-letter name was a line of 330 px
over its neighbours); every name of the shipped decks is narrower than half of it."""


@lru_cache(maxsize=256)
def small_name_label(name: str, px: int) -> pygame.Surface:
    """An island's name at `px` for a card too small to print it legibly (`island_name_label`
    leaves it out below `MIN_LABEL_PX`): the table draws it over the card, beyond its edges if
    it must, like a map's label; a name wider than `SMALL_NAME_WIDEST` on two lines (`name_lines`)."""
    lines = name_lines(name, px, 1, SMALL_NAME_WIDEST)
    return name_on_plate(_stacked([outlined_text(line, px, TEXT_LIGHT, (20, 40, 24), 1) for line in lines], 1))


NAME_PLATE: tuple[int, int, int, int] = (22, 46, 28, 176)
"""The translucent dark green plate under an island's name: on the pale sand a name with only its
one-pixel outline was pale on pale, and narrowed or zoomed out it went grey (play-test 30); on the
plate it keeps its contrast wherever it lands, and the land shows through a little."""


def name_on_plate(label: pygame.Surface) -> pygame.Surface:
    """An island's name `label` on a rounded `NAME_PLATE` as large as its letters' box (their
    outline included; the label keeps its size): the plate fills between and inside the letters
    and never reaches past them, so the name keeps off the mooring spots as it did."""
    box = label.get_bounding_rect()
    plate = pygame.Surface(label.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(plate, NAME_PLATE, box, border_radius=max(1, round(box.height * 0.3)))
    plate.blit(label, (0, 0))
    return plate


NAME_SHARE = 0.23
"""An island's name is this share of its card's size high."""
NAME_WIDEST = 1.12
"""An island's name is at most this share of its card's size wide (narrowed to fit)."""
MIN_NAME_PX = 13
"""The least font size (px) of an island's name printed on its card: on the smaller cards of a
late whole-table view (key F: hex sizes 35 to 56, cards 70 to 112 px wide) the names were 8 to
12 px high and a play-test could not read them. At 13 px the longest name of the standard deck
is 51 px wide: on a card under hex size 46 it is narrowed to 1.12 times the size (at 42, the
smallest card of a late 4-player table in the whole-table view at 1280x800, the labels are 11
to 12 px high, against 9 before)."""


def name_printed(size: float) -> bool:
    """Whether a card of hex circumradius `size` prints its island's name (`island_name_label`)."""
    return int(size * NAME_SHARE) >= MIN_LABEL_PX


NAME_SHRINK_FLOOR = 0.75
"""An island's name too wide for its card is shrunk (as a whole, to `NAME_WIDEST` times the size)
to this share of its size at the least: every name of the shipped decks fits so on the smallest
card that prints names (hex size 35, where Rarotonga is shrunk to 0.77). A name that would need
more wraps onto two lines (`name_lines`), and what is still too wide is cut with an ellipsis:
play-test 39's 45-letter name was shrunk to 0.13, a grey bar 2 px high on its card."""


def island_name_label(name: str, size: float) -> pygame.Surface | None:
    """An island's name as drawn on a card of hex circumradius `size` (None when too small to
    read): 0.23 of the size high but never under `MIN_NAME_PX`, narrowed to at most 1.12 times
    the size, which lets a long name reach over the sand (a play-test read 6 px names on a late
    table at the readable floor, when they were 0.2 of the size high and kept to the land's
    0.98). A name that would be shrunk under `NAME_SHRINK_FLOOR` goes on two lines, cut with an
    ellipsis when even they cannot hold it (the card's hover box and the deck viewer tell it whole)."""
    if not name_printed(size):
        return None
    name_px = max(int(size * NAME_SHARE), MIN_NAME_PX)
    outline = 1 if name_px < 20 else 2
    label = outlined_text(name, name_px, TEXT_LIGHT, (28, 56, 30), outline)
    max_width = size * NAME_WIDEST
    if label.get_width() * NAME_SHRINK_FLOOR <= max_width:
        if label.get_width() > max_width:
            label = pygame.transform.smoothscale_by(label, max_width / label.get_width())
        return name_on_plate(label)
    # two lines, drawn at a smaller size rather than scaled (crisp), down to the floor's: the
    # largest that holds the name split between words, else the largest that holds it whole
    sizes = range(name_px, max(MIN_LABEL_PX, math.ceil(name_px * NAME_SHRINK_FLOOR)) - 1, -1)
    fits = [(px, name_lines(name, px, outline, int(max_width))) for px in sizes]
    px, lines = next((fit for fit in fits if " ".join(fit[1]) == name or "".join(fit[1]) == name and
                      fit[1][0].endswith("-")),
                     next((fit for fit in fits if "".join(fit[1]).replace(" ", "") == name.replace(" ", "")),
                          fits[-1]))
    return name_on_plate(_stacked([outlined_text(line, px, TEXT_LIGHT, (28, 56, 30), outline) for line in lines],
                                  outline))


NAME_ELLIPSIS = "\u2026"
"""What ends a name cut to fit its card (`name_lines`)."""


@lru_cache(maxsize=1024)
def name_lines(name: str, px: int, outline: int, room: int) -> tuple[str, ...]:
    """`name` as the lines of its label at `px` with an outline of `outline` px, each at most
    `room` pixels wide: one line when it fits; else two, split at the space (or after the
    hyphen) that leaves the wider line narrowest; a word longer than a line is split where the
    line is full. A second line still too wide keeps its start and ends with `NAME_ELLIPSIS`."""
    face = font(px)

    def width(line: str) -> int:
        return int(face.size(line)[0]) + 2 * outline

    if width(name) <= room:
        return (name,)
    best: tuple[int, str, str] | None = None
    for i, char in enumerate(name):
        if char in " -":
            first, second = name[: i + 1 if char == "-" else i].rstrip(), name[i + 1 :].lstrip()
            if first and second and (best is None or max(width(first), width(second)) < best[0]):
                best = (max(width(first), width(second)), first, second)
    if best is not None and best[0] <= room:
        return (best[1], best[2])
    full = _longest_start(name, room, width)  # the first line as full as it goes, at a space if one is well on
    breaks = [i for i in range(1, full) if name[i] == " " or name[i - 1] == "-"]
    if breaks and width(name[: breaks[-1]].rstrip()) * 2 >= room:
        full = breaks[-1]
    first, rest = name[:full].rstrip(), name[full:].lstrip()
    if not first:  # not even a letter fits: the name starts its one cut line
        first, rest = "", name
    if width(rest) > room:
        rest = rest[: _longest_start(rest, room, lambda line: width(line.rstrip() + NAME_ELLIPSIS))].rstrip()
        rest += NAME_ELLIPSIS
    return (first, rest) if first else (rest,)


def _longest_start(text: str, room: int, width: Callable[[str], int]) -> int:
    """How many of `text`'s first characters are at most `room` wide (`width`)."""
    low, high = 0, len(text)
    while low < high:
        mid = (low + high + 1) // 2
        if width(text[:mid]) <= room:
            low = mid
        else:
            high = mid - 1
    return low


def _stacked(lines: Sequence[pygame.Surface], outline: int) -> pygame.Surface:
    """Outlined lines of text one under the other, centred, their outlines overlapping: the one
    line itself when there is one."""
    if len(lines) == 1:
        return lines[0]
    step = [line.get_height() - 2 * outline for line in lines]
    out = pygame.Surface((max(line.get_width() for line in lines), sum(step) + 2 * outline), pygame.SRCALPHA)
    y = 0
    for line, height in zip(lines, step, strict=True):
        out.blit(line, ((out.get_width() - line.get_width()) // 2, y))
        y += height
    return out


NAME_SQUEEZE = 0.8
"""An island's name may be narrowed to this share of its width to pass between the mooring
spots (`name_place`)."""
NAME_SHIFTS = (0.0, 0.01, 0.02, 0.03, 0.04, 0.05, 0.06, -0.01, -0.02)
"""How far (in the card's size, down first) an island's name may move from `NAME_Y` to keep off
the mooring spots; it never comes nearer the king spot below it than a pixel."""
NAME_REACH = 0.62
"""How far from the card's centre (in its size) a name may reach sideways."""


@lru_cache(maxsize=4096)
def name_place(card: Card, size: int, rotation: int, width: int, height: int) -> tuple[Point, int]:
    """Where an island's name of `width` x `height` pixels (its letters' box) goes on the card
    as it lies, relative to the card's centre, and how wide it is drawn: at `NAME_Y`, centred,
    when that keeps it off the mooring spots and the capacity tags; else moved a little down
    or up (`NAME_SHIFTS`), sideways and narrowed (to `NAME_SQUEEZE` at most) where that keeps
    it off them, the least change first. Play-test 23 found names over the spots of some
    cards; the smallest cards (the whole table late in a game: their names keep 13 px) may
    leave no such place: the name then goes where it has the most room. A name on two lines
    (`name_lines`) is lifted by what it is higher than a line, its foot where a line's is: off
    the king spot below it."""
    name_px = max(int(size * NAME_SHARE), MIN_NAME_PX)
    line = font(name_px).get_height() + 2 * (1 if name_px < 20 else 2)
    base = geom.NAME_Y * size - max(0.0, height - line) / 2.0
    spot_r = geom.spot_radius(card, size) + 1.0
    discs = [(x, y, spot_r) for beach in geom.spot_positions(card, size, rotation) for x, y in beach]
    for image, (dx, dy) in capacity_tag_images(card, size, rotation):
        w, h = image.get_size()
        discs.append((dx + w / 2.0, dy + h / 2.0, w / 2.0))
    king_top = (geom.KING_SPOT[1] - geom.KING_SPOT_RADIUS) * size - 1.0
    reach = max(NAME_REACH * size, width / 2.0)
    narrowest = max(1, math.ceil(width * NAME_SQUEEZE))
    best: tuple[float, Point, int] | None = None
    widest: tuple[float, float, float, float] | None = None  # (room, left, right, y)
    for shift in NAME_SHIFTS:
        cy = base + shift * size
        top, bottom = cy - height / 2.0, cy + height / 2.0
        if bottom > king_top and shift > 0:
            continue
        for a, b in _free_stretches(discs, top, bottom, reach):
            room = b - a
            if widest is None or room > widest[0]:
                widest = (room, a, b, cy)
            drawn = min(width, math.floor(room))
            if drawn < narrowest:
                continue
            x = min(max(0.0, a + drawn / 2.0), b - drawn / 2.0)
            cost = 2.0 * (1.0 - drawn / width) + (abs(x) + 2.0 * abs(cy - base)) / size
            if best is None or cost < best[0]:
                best = (cost, (x, cy), drawn)
    if best is not None:
        return best[1], best[2]
    if widest is None:
        return (0.0, base), width
    _room, a, b, cy = widest  # too narrow anywhere: where the most of the name stays clear
    x = min(max(0.0, a + narrowest / 2.0), b - narrowest / 2.0) if b - a >= narrowest else (a + b) / 2.0
    return (x, cy), narrowest


def _free_stretches(discs: Sequence[tuple[float, float, float]], top: float, bottom: float,
                    reach: float) -> list[tuple[float, float]]:
    """The stretches of x in [-reach, reach] where the band between `top` and `bottom` meets
    none of the `discs` (x, y, radius)."""
    blocked = []
    for x, y, r in discs:
        gap = 0.0 if top <= y <= bottom else min(abs(y - top), abs(y - bottom))
        if gap < r:
            half = math.sqrt(r * r - gap * gap)
            blocked.append((x - half, x + half))
    blocked.sort()
    free, left = [], -reach
    for a, b in blocked:
        if a > left:
            free.append((left, min(a, reach)))
        left = max(left, b)
    if left < reach:
        free.append((left, reach))
    return [(a, b) for a, b in free if b > a]


def value_seal_metrics(size: float) -> tuple[int, float]:
    """(digit font px, radius) of an island's value seal on a card of hex circumradius `size`.
    On a small card the seal grows, up to `VALUE_SEAL_GROWTH` times its usual share of the
    card, towards digits of `MIN_VALUE_PX` (a six-seat table at its end, hex size 40, printed
    the points 8 px high and a player could not tell a 2 from a 3): the island's points are
    what a player scans the table for. The growth stops short of the king spot above it."""
    px = size * 0.22
    digits = int(px) if px >= MIN_VALUE_PX else min(MIN_VALUE_PX, int(px * VALUE_SEAL_GROWTH))
    return digits, size * 0.105 * max(1.0, digits / px if px > 0 else 1.0)


def value_seal_box(card: Card, size: float) -> pygame.Rect | None:
    """The box of an island's value seal (its teeth and their shadow) on a card of hex
    circumradius `size`, relative to the card's centre; None where the card prints none (no
    points, or too small: `_draw_island_labels`). For what is drawn over the table to keep off
    it (the off-view tabs: `offview.label_boxes`)."""
    value_px, r = value_seal_metrics(size)
    if card.value <= 0 or value_px < MIN_LABEL_PX:
        return None
    reach = math.ceil(r * VALUE_TEETH_REACH) + 1
    cy = round(geom.VALUE_Y * size)
    return pygame.Rect(-reach, cy - reach, 2 * reach + 1, 2 * reach + 2)  # the shadow a pixel lower


TAG_POINT = 0.45
"""How far a capacity tag's point reaches beyond its rim, in the tag's radius."""


def capacity_tag_metrics(size: float) -> tuple[int, float]:
    """(digit font px, tag radius) of the capacity tags of a card of hex circumradius `size`; a
    font px of 0 leaves them out. The digit fills the tag; on a small card both grow towards
    `TAG_DIGITS_PX` (like the value seal, `value_seal_metrics`)."""
    share = size * 0.24
    if int(share) < MIN_TAG_PX:
        return 0, 0.0
    px = int(share) if share >= TAG_DIGITS_PX else min(TAG_DIGITS_PX, int(share * TAG_GROWTH))
    return px, geom.CAPACITY_RADIUS * size * max(1.0, px / share)


@lru_cache(maxsize=1024)
def capacity_tag_images(
    card: Card, size: int, rotation: int, occupied: frozenset[tuple[int, int]] = frozenset()
) -> tuple[tuple[pygame.Surface, tuple[int, int]], ...]:
    """Each beach's capacity as a small number tag in the shallows off its sand (upright), for a
    card of hex circumradius `size`: (image, its top-left relative to the card's centre). Empty
    where the tags are too small to read (`capacity_tag_metrics`). The table draws them over
    the cards around and under the ships (baked into the face, a ship's sail and the card above
    hid them in a play-test); a face drawn alone has them drawn on it (`_draw_capacity_tags`).
    `occupied`: the (beach, spot) places with a ship now, which the tags keep off first
    (`cardgeom.tag_centres`). The images are made once per place of the tags (`_tag_images_at`):
    ships coming and going mostly leave the tags where they were."""
    px, _r = capacity_tag_metrics(size)
    if not px:
        return ()
    _digits, largest = _tag_digits(card, size)
    # where the largest of them covers no spot, ship or other tag (`cardgeom.tag_centres`)
    reach = math.ceil(200.0 * largest / size) / 200.0  # in steps of 0.005 of the card: few layouts to work out
    places = tuple((beach, centre) for beach, centre, _covered in geom.tag_centres(card, rotation % 6, reach, occupied))
    return _tag_images_at(card, size, rotation % 6, places)


@lru_cache(maxsize=256)
def _tag_digits(card: Card, size: int) -> tuple[dict[int, tuple[pygame.Surface, int]], int]:
    """Per beach: its capacity's digits (trimmed) and the radius of the disc that holds them;
    and the largest tag's radius with its rim, for a card of hex circumradius `size`."""
    px, r = capacity_tag_metrics(size)
    rendered_digits = {}
    largest = 0
    for beach in range(len(card.beaches)):
        rendered = font(px).render(str(card.beaches[beach].capacity), True, TAG_TEXT)
        box = rendered.get_bounding_rect()
        # the fill holds the whole digit: cut by the dark rim a 5 read as a G and a 2 as a 7
        fill = math.ceil(max(r, math.hypot(box.width, box.height) / 2.0 + 0.5))  # drawn with an int radius
        rendered_digits[beach] = (rendered.subsurface(box), fill)
        largest = max(largest, fill + max(1, round(fill * 0.18)))  # the disc drawn, not its spare pixel
    return rendered_digits, largest


@lru_cache(maxsize=1024)
def _tag_images_at(card: Card, size: int, rotation: int,
                   places: tuple[tuple[int, tuple[float, float]], ...]) -> tuple[tuple[pygame.Surface, tuple[int, int]], ...]:
    """The capacity tags of `capacity_tag_images` drawn at `places` ((beach, centre at unit size))."""
    rendered_digits, _largest = _tag_digits(card, size)
    layout = cardshape.spot_layout(card)
    images = []
    for beach, (ux, uy) in places:
        digits, fill = rendered_digits[beach]
        line = max(1, round(fill * 0.18))
        half = fill + line + 1
        x, y = inside_own_card((ux * size, uy * size), half - 1, size)
        # a point on the rim towards the nearest spot of its own beach: a tag between two
        # beaches (Tonga's, at their seams) read as either's in play-tests
        spots = [geom.place(p, size, rotation) for p in layout.positions[beach]]
        tip = max(2, round(fill * TAG_POINT))
        mid = half + tip
        image = pygame.Surface((2 * mid + 1, 2 * mid + 1), pygame.SRCALPHA)
        inner: list[Point] = []
        if spots:
            sx, sy = min(spots, key=lambda p: math.hypot(p[0] - x, p[1] - y))
            angle = math.atan2(sy - y, sx - x)
            reach_out = fill + line + tip
            wedge = [(mid + reach_out * math.cos(angle), mid + reach_out * math.sin(angle))]
            for side in (-0.55, 0.55):
                wedge.append((mid + (fill + line - 1) * math.cos(angle + side),
                              mid + (fill + line - 1) * math.sin(angle + side)))
            pygame.draw.polygon(image, TAG_EDGE, wedge)
            # the wood runs on into the point, inside its rim: a pin, not a coin with a tooth
            inner = [(mid + (reach_out - 1.6 * line) * math.cos(angle), mid + (reach_out - 1.6 * line) * math.sin(angle))]
            for side in (-0.62, 0.62):
                inner.append((mid + (fill - 1) * math.cos(angle + side), mid + (fill - 1) * math.sin(angle + side)))
        pygame.draw.circle(image, TAG_EDGE, (mid, mid), fill + line)
        pygame.draw.circle(image, TAG_FILL, (mid, mid), fill)
        if inner:
            pygame.draw.polygon(image, TAG_FILL, inner)
        _blit_centered(image, digits, (mid, mid))
        images.append((image, (round(x) - mid, round(y) - mid)))
    return tuple(images)


@lru_cache(maxsize=1024)
def capacity_tag_boxes(
    card: Card, size: int, rotation: int, occupied: frozenset[tuple[int, int]] = frozenset()
) -> tuple[pygame.Rect, ...]:
    """The boxes of the drawn pixels of a card's capacity tags (`capacity_tag_images`, the
    point on their rim included), relative to the card's centre: for what is drawn over the
    table to keep off them (the off-view tabs: `offview.label_boxes`)."""
    return tuple(
        image.get_bounding_rect().move(dx, dy) for image, (dx, dy) in capacity_tag_images(card, size, rotation, occupied)
    )


def inside_own_card(centre: Point, radius: float, size: float) -> Point:
    """`centre` (relative to the card's centre) pulled towards the card's centre just far
    enough that a disc of `radius` around it stays inside the hexagon of circumradius `size`,
    a pixel clear of its edges: a tag grown on a small card otherwise reached over the seam
    and read as the neighbouring card's (a play-test)."""
    x, y = centre
    distance = math.hypot(x, y)
    if distance == 0.0:
        return centre
    # the edge normals lie at 90 + 60k degrees (`cardgeom.edge_angle`) whatever the rotation
    facing = max(abs(math.cos(math.radians(90.0 + 60.0 * k) - math.atan2(y, x))) for k in range(3))
    room = (geom.APOTHEM * size - radius - 1.0) / facing
    if distance <= room:
        return centre
    scale = max(0.0, room) / distance
    return (x * scale, y * scale)


def _draw_capacity_tags(surface: pygame.Surface, card: Card, centre: Point, size: float, rotation: int) -> None:
    """The capacity tags (`capacity_tag_images`) drawn on a face centred at `centre`."""
    for image, (dx, dy) in capacity_tag_images(card, int(size), rotation % 6):
        surface.blit(image, (round(centre[0]) + dx, round(centre[1]) + dy))


def danger_badge_metrics(size: float) -> tuple[int, float, float]:
    """(digit font px, ring radius, light fill radius) of a danger badge on a card of hex
    circumradius `size`: digits as tall as the card allows inside the fill (a play-test read
    the 7-pixel digits of a mid-game table, hex size 64, as other numbers)."""
    r = size * 0.14
    return int(size * 0.3), r, r * 0.8


@lru_cache(maxsize=1024)
def danger_badge_boxes(card: Card, size: int, rotation: int) -> tuple[pygame.Rect, ...]:
    """The boxes of a water card's danger badges (`draw_danger_badges`, their shadow
    included) on a card of hex circumradius `size`, relative to its centre: for what is drawn
    over the table to keep off them (the off-view tabs: `offview.badge_boxes`)."""
    _px, r, _fill = danger_badge_metrics(size)
    reach = math.ceil(r) + 1
    return tuple(pygame.Rect(round(x) - reach, round(y) - reach, 2 * reach + 1, 2 * reach + 2)
                 for (x, y), _danger in geom.danger_labels(card, size, rotation))


def draw_danger_badges(surface: pygame.Surface, card: Card, centre: Point, size: float, rotation: int) -> None:
    """Each wake's danger as a number in a ring coloured by the danger (upright), on a face
    centred at `centre`; the voyage preview draws them again over its route line."""
    px, r, fill = danger_badge_metrics(size)
    for (x, y), danger in geom.danger_labels(card, size, rotation):
        c = (centre[0] + x, centre[1] + y)
        ring = DANGER_RING.get(danger, DANGER_RING_HIGH)
        pygame.draw.circle(surface, (8, 30, 60), (c[0], c[1] + 1), r + 1)
        pygame.draw.circle(surface, ring, c, r)
        pygame.draw.circle(surface, BADGE_FILL, c, fill)
        if px >= MIN_LABEL_PX - 1:
            digits = font(px).render(str(danger), True, BADGE_TEXT)
            _blit_centered(surface, digits, (c[0], c[1] + 1))


@lru_cache(maxsize=128)
def danger_badges_surface(card: Card, px: int, rotation: int) -> pygame.Surface:
    """A water card's danger badges alone (`draw_danger_badges`), on a clear surface the size of
    its face at hex circumradius `px` (`card_surface_size`): the voyage preview lays them over
    its route line each frame with one blit (drawn afresh, their digits' text took about a
    seventh of a preview frame at 1280x800)."""
    surface = pygame.Surface(card_surface_size(px), pygame.SRCALPHA)
    draw_danger_badges(surface, card, (surface.get_width() / 2.0, surface.get_height() / 2.0), px, rotation % 6)
    return surface


# --------------------------------------------------------------------------- back, shadow


def card_back_surface(size: float) -> pygame.Surface:
    """A face-down card (the stack): tapa-cloth pattern around a canoe; cached per size."""
    px = max(4, int(round(size)))
    key = ("back", px)
    cached = _MISC_CACHE.get(key)
    if cached is not None:
        return cached
    final_size = card_surface_size(px)
    ss = _supersample(px)
    big = pygame.Surface((final_size[0] * ss, final_size[1] * ss), pygame.SRCALPHA)
    centre = (big.get_width() / 2.0, big.get_height() / 2.0)
    s = px * ss
    corners = _shift(geom.card_hex_corners(s), centre)
    big.blit(_gradient(*big.get_size(), BACK_MID, BACK_DARK), (0, 0))
    line = max(1, round(s * 0.018))
    for k in (0.86, 0.7):
        ring = [(centre[0] + (x - centre[0]) * k, centre[1] + (y - centre[1]) * k) for x, y in corners]
        pygame.draw.polygon(big, BACK_LINE, ring, line)
    # zig-zag band between the two rings
    band_outer, band_inner = 0.84, 0.72
    zig: list[Point] = []
    for i in range(36):
        angle = 360.0 * i / 36
        k = band_outer if i % 2 == 0 else band_inner
        x, y = _hex_ray(angle, k)
        zig.append((centre[0] + x * s, centre[1] + y * s))
    pygame.draw.lines(big, BACK_LINE, True, zig, line)
    # small triangles in the inner field
    for i in range(6):
        angle = 30.0 + 60.0 * i
        x, y = cardshape.polar(0.47, angle)
        tri = [cardshape.polar(0.07, angle + 180 + d) for d in (-120, 0, 120)]
        pygame.draw.polygon(big, BACK_LINE, [(centre[0] + (x + tx) * s, centre[1] + (y + ty) * s) for tx, ty in tri])
    _draw_canoe(big, centre, s * 0.42, BACK_LINE, BACK_DARK)
    pygame.draw.polygon(big, BORDER, corners, max(2, round(s * 0.028)))
    _hex_mask_multiply(big, corners)
    surface = big if ss == 1 else pygame.transform.smoothscale(big, final_size)
    surface = _MISC_CACHE.put(key, surface)
    return surface


def _hex_ray(angle_deg: float, scale: float) -> Point:
    """Point on a scaled unit hexagon's outline at `angle_deg`."""
    local = (angle_deg % 60.0) - 30.0
    radius = scale * (SQRT3 / 2.0) / math.cos(math.radians(local))
    return cardshape.polar(radius, angle_deg)


def _hull_polygon(cx: float, top: float, half_width: float, depth: float, steps: int = 12) -> list[Point]:
    """A canoe hull: a straight deck at `top`, upturned pointed ends, a rounded keel."""
    points: list[Point] = [(cx - half_width, top - depth * 0.35)]
    for i in range(steps + 1):
        t = i / steps
        x = cx - half_width * 0.82 + 2 * half_width * 0.82 * t
        y = top + depth * math.sin(math.pi * t) ** 0.7
        points.append((x, y))
    points.append((cx + half_width, top - depth * 0.35))
    return points


def _quad(p0: Point, p1: Point, p2: Point, steps: int) -> list[Point]:
    """Points of a quadratic Bezier from p0 to p2 (p0 excluded)."""
    out = []
    for i in range(1, steps + 1):
        t = i / steps
        u = 1 - t
        a, b, c = u * u, 2 * u * t, t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def crab_claw_sail(base: Point, height: float, steps: int = 10) -> tuple[list[Point], list[Point], list[Point]]:
    """A Polynesian crab-claw sail standing on `base`, `height` tall, leaning a little left:
    (polygon, left spar, right spar)."""
    bx, by = base
    left_tip = (bx - 0.62 * height, by - 0.86 * height)
    right_tip = (bx + 0.34 * height, by - 1.0 * height)
    left_spar = [base] + _quad(base, (bx - 0.42 * height, by - 0.38 * height), left_tip, steps)
    top = _quad(left_tip, (bx - 0.08 * height, by - 0.5 * height), right_tip, steps)
    right_spar = [right_tip] + _quad(right_tip, (bx + 0.26 * height, by - 0.45 * height), base, steps)
    polygon = left_spar + top + right_spar[1:]
    return polygon, left_spar, right_spar


def _draw_canoe(surface: pygame.Surface, centre: Point, s: float, colour: Colour, dark: Colour) -> None:
    """A canoe with a crab-claw sail, about `2 * s` across, centred."""
    cx, cy = centre
    deck = cy + 0.42 * s
    pygame.draw.polygon(surface, colour, _hull_polygon(cx, deck, 0.95 * s, 0.24 * s))
    stripe = deck + 0.07 * s
    pygame.draw.line(surface, dark, (cx - 0.7 * s, stripe), (cx + 0.7 * s, stripe), max(1, round(s * 0.03)))
    sail, _left, _right = crab_claw_sail((cx, deck - 0.06 * s), 1.25 * s)
    pygame.draw.polygon(surface, colour, sail)


def card_shadow_surface(size: float, blur: float = 0.08) -> pygame.Surface:
    """A soft dark hexagon to blit under a card, slightly offset (same size as a card
    surface plus a blur margin, centred)."""
    px = max(4, int(round(size)))
    key = ("shadow", px)
    cached = _MISC_CACHE.get(key)
    if cached is not None:
        return cached
    margin = int(math.ceil(px * blur)) + 2
    w, h = card_surface_size(px)
    small_scale = 0.25
    sw, sh = max(2, int((w + 2 * margin) * small_scale)), max(2, int((h + 2 * margin) * small_scale))
    small = pygame.Surface((sw, sh), pygame.SRCALPHA)
    corners = _shift(geom.card_hex_corners(px * small_scale), (sw / 2.0, sh / 2.0))
    pygame.draw.polygon(small, (0, 10, 30, 120), corners)
    surface = pygame.transform.smoothscale(small, (w + 2 * margin, h + 2 * margin))
    surface = _MISC_CACHE.put(key, surface)
    return surface


def blit_card(
    target: pygame.Surface, card: Card | None, center: Point, size: float, rotation: int = 0, *, fast: bool = False
) -> pygame.Rect:
    """Draw `card` (or a card back for None) centred on `center`; returns the blitted rect.
    `fast`: see `card_surface`."""
    image = card_back_surface(size) if card is None else card_surface(card, size, rotation, fast=fast)
    rect = image.get_rect(center=(round(center[0]), round(center[1])))
    return target.blit(image, rect)


# --------------------------------------------------------------------------- wake foam


class WakeFoam:
    """Foam dashes running along the wakes of one water card (both ways, one lane each).

    Built once per (card, size, rotation) with the wake polylines precomputed; `draw` only
    walks a few points per dash, cheap enough for every frame.
    """

    def __init__(self, card: Card, size: float, rotation: int = 0) -> None:
        self.size = size
        self.paths: list[tuple[list[Point], list[float]]] = []
        for points in geom.wake_polylines(card, size, rotation):
            self.paths.append((points, geom.cumulative_lengths(points)))
        self.spacing = 0.24 * size
        self.dash = 0.07 * size
        self.speed = 0.16 * size  # pixels per second
        self.lane = geom.WAKE_WIDTH * size * 0.2
        self.width = max(1, round(size * 0.022))
        # Per path and direction, every dash position one pixel apart, computed once in one walk
        # along the path: drawing a frame is then a table lookup and a line per dash.
        margin = 0.06 * size
        # No dash over a danger badge: foam running across it made its digit unreadable (a
        # play-test read a 4 as upside down).
        badge_r = danger_badge_metrics(size)[1] + self.width + 1.0
        badges = [point for point, _danger in geom.danger_labels(card, size, rotation)]

        def over_badge(x: float, y: float) -> bool:
            return any(math.hypot(x - bx, y - by) < badge_r for bx, by in badges)

        self.tables: list[tuple[int, float, list[tuple[float, float, float, float] | None], int]] = []
        for points, lengths in self.paths:
            usable = lengths[-1] - 2 * margin - self.dash
            if usable <= 0:
                continue
            count = max(1, int(usable / self.spacing))
            samples = _walk(points, lengths, margin, int(usable) + 1)
            for direction in (1, -1):
                table: list[tuple[float, float, float, float] | None] = []
                for (x0, y0), (tx, ty) in (samples if direction > 0 else reversed(samples)):
                    if direction < 0:
                        tx, ty = -tx, -ty
                    nx, ny = -ty * self.lane, tx * self.lane
                    dash = (x0 + nx, y0 + ny, x0 + tx * self.dash + nx, y0 + ty * self.dash + ny)
                    hidden = over_badge(dash[0], dash[1]) or over_badge(dash[2], dash[3])
                    table.append(None if hidden else dash)
                self.tables.append((count, usable / count, table, len(table) - 1))

    def draw(self, target: pygame.Surface, center: Point, t: float, colour: Colour = FOAM) -> None:
        """Draw the dashes for time `t` (seconds) on a card centred at `center`."""
        cx, cy = center
        line = pygame.draw.line
        width = self.width
        moved = t * self.speed
        for count, step, table, last in self.tables:
            shift = moved % step
            for k in range(count):
                i = int(k * step + shift)
                dash = table[i if i < last else last]
                if dash is not None:
                    x0, y0, x1, y1 = dash
                    line(target, colour, (cx + x0, cy + y0), (cx + x1, cy + y1), width)


def _walk(points: list[Point], lengths: list[float], start: float, count: int) -> list[tuple[Point, Point]]:
    """`count` (point, unit tangent) pairs one pixel apart from `start` along a polyline."""
    out: list[tuple[Point, Point]] = []
    seg = 1
    last = len(points) - 1
    for i in range(count):
        d = min(start + i, lengths[-1])
        while seg < last and lengths[seg] < d:
            seg += 1
        (x0, y0), (x1, y1) = points[seg - 1], points[seg]
        span = lengths[seg] - lengths[seg - 1]
        k = 0.0 if span <= 0 else (d - lengths[seg - 1]) / span
        norm = math.hypot(x1 - x0, y1 - y0) or 1.0
        out.append(((x0 + (x1 - x0) * k, y0 + (y1 - y0) * k), ((x1 - x0) / norm, (y1 - y0) / norm)))
    return out


_FOAM_CACHE: OrderedDict[Hashable, WakeFoam] = OrderedDict()


def wake_foam(card: Card, size: float, rotation: int = 0) -> WakeFoam:
    """The cached `WakeFoam` of a water card at integer `size` and `rotation`."""
    key = (card.name, card, max(4, int(round(size))), rotation % 6)
    foam = _FOAM_CACHE.get(key)
    if foam is None:
        foam = WakeFoam(card, key[2], rotation)
        _FOAM_CACHE[key] = foam
        while len(_FOAM_CACHE) > 256:
            _FOAM_CACHE.popitem(last=False)
    else:
        _FOAM_CACHE.move_to_end(key)
    return foam


def draw_wake_foam(target: pygame.Surface, card: Card, center: Point, size: float, rotation: int, t: float) -> None:
    """Draw moving foam on a water card at time `t` (no-op for islands)."""
    if card.is_island:
        return
    wake_foam(card, size, rotation).draw(target, center, t)


# --------------------------------------------------------------------------- ships


def seat_colour_name(colour: str | int) -> str:
    """Normalise a seat colour given by name or by seat index (0 = blue ...)."""
    if isinstance(colour, int):
        return SEAT_COLOURS[colour % len(SEAT_COLOURS)]
    name = colour.lower()
    if name not in SEAT_RGB:
        raise ValueError(f"unknown seat colour {colour!r}; expected one of {', '.join(SEAT_COLOURS)}")
    return name


def _sail_polygon(shape: str, cx: float, cy: float, r: float) -> list[Point] | None:
    """Outline of a sail shape of radius `r` centred at (cx, cy); None for a circle."""
    if shape == "triangle":
        return [(cx, cy - r * 1.05), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
    if shape == "square":
        k = r * 0.9
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if shape == "diamond":
        return [(cx, cy - r * 1.1), (cx + r * 0.9, cy), (cx, cy + r * 1.1), (cx - r * 0.9, cy)]
    if shape == "star":
        pts = []
        for i in range(10):
            radius = r * (1.12 if i % 2 == 0 else 0.5)
            angle = math.radians(-90 + 36 * i)
            pts.append((cx + radius * math.cos(angle), cy + r * 0.08 + radius * math.sin(angle)))
        return pts
    if shape == "claw":
        # Polynesian crab-claw sail: a V with two horns.
        return [
            (cx, cy + r * 0.9),
            (cx - r * 1.0, cy - r * 0.75),
            (cx - r * 0.55, cy - r * 1.0),
            (cx, cy - r * 0.2),
            (cx + r * 0.55, cy - r * 1.0),
            (cx + r * 1.0, cy - r * 0.75),
        ]
    return None


def _luminance(colour: Colour) -> float:
    r, g, b = colour[:3]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ship_sprite(colour: str | int, size: int, *, king: bool = False) -> pygame.Surface:
    """A ship token `size` x `size` pixels: hull, mast and a sail whose shape is the seat's
    (`SEAT_SHAPES`), the seat letter on the sail when `size >= 28`, dark outline and a light
    halo. `king=True` adds a gold crown. Cached per (colour, size, king)."""
    name = seat_colour_name(colour)
    px = max(8, int(size))
    key = ("ship", name, px, king)
    cached = _MISC_CACHE.get(key)
    if cached is not None:
        return cached
    ss = 4 if px < 24 else (2 if px < 72 else 1)
    s = px * ss
    base = SEAT_RGB[name]
    small = px < SMALL_SHIP_PX
    dark = _lerp(base, (0, 0, 0), 0.12 if small else 0.35)
    outline = (18, 16, 22)
    halo = (255, 252, 240, 150)
    shape = SEAT_SHAPES[name]
    # A dark outline at least ~1.4 px wide whatever the size (1.1 px on a small ship, where it
    # took most of the sprite), and a thin light halo beyond it, so every seat colour reads on
    # sand, on a glowing spot and on the sea.
    line = (SMALL_SHIP_OUTLINE if small else max(1.4, px * 0.055)) * ss
    halo_width = 0.0 if small else max(0.8, px * 0.03) * ss
    q = min(1.0, (0.5 * s - line - halo_width) / (0.47 * s))  # the ship shrinks to leave room

    def t(x: float, y: float) -> Point:
        return (s / 2.0 + (x - s / 2.0) * q, s * 0.52 + (y - s * 0.52) * q)

    body = pygame.Surface((s, s), pygame.SRCALPHA)
    cx = s / 2.0
    sail_r = s * ((0.32 if small else 0.27) if not king else 0.23)
    sail_cy = s * (0.40 if not king else 0.46)
    hull_top = s * 0.70
    pygame.draw.polygon(body, dark, [t(*p) for p in _hull_polygon(cx, hull_top, s * 0.47, s * 0.19)])
    mast_w = s * 0.05 * q
    mx, my = t(cx, sail_cy - sail_r)
    pygame.draw.rect(body, dark, pygame.Rect(mx - mast_w / 2, my, mast_w, (hull_top - sail_cy + sail_r) * q))
    poly = _sail_polygon(shape, cx, sail_cy, sail_r)
    if poly is None:
        pygame.draw.circle(body, base, t(cx, sail_cy), sail_r * 0.95 * q)
    else:
        pygame.draw.polygon(body, base, [t(*p) for p in poly])
    if king:
        crown_x, crown_y = t(s / 2.0, s * 0.13)
        _draw_crown(body, crown_x, crown_y, s * 0.2 * q, outline)
    if small:
        image = _crisp_outline(pygame.transform.smoothscale(body, (px, px)), outline)
        return _MISC_CACHE.put(key, image)
    mask = pygame.mask.from_surface(body, 8)
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    for colour_ring, reach in ((halo, line + halo_width), (outline, line)):
        # The outline is the ship's mask grown by a disc (a dilation, done by mask convolution).
        radius = max(1, round(reach))
        grown = mask.convolve(_disc_mask(radius))
        layer = grown.to_surface(setcolor=colour_ring, unsetcolor=(0, 0, 0, 0))
        big.blit(layer, (-radius, -radius))
    big.blit(body, (0, 0))
    image = pygame.transform.smoothscale(big, (px, px))
    if px >= 28:
        letter_colour = TEXT_DARK if _luminance(base) > 150 else TEXT_LIGHT
        letter = font(int(px * 0.3)).render(SEAT_LETTERS[name], True, letter_colour)
        sail_cy = px * (0.40 if not king else 0.46)
        _blit_centered(image, letter, (px / 2.0, sail_cy + px * 0.02))
    image = _MISC_CACHE.put(key, image)
    return image


def _crisp_outline(body: pygame.Surface, outline: Colour) -> pygame.Surface:
    """`body` (already at its final size) on a solid one-pixel `outline` round it: the body's
    pixels grown by one in the eight directions, drawn opaque under it (not a smoothed outline,
    which a 10 px ship turns to grey beside cream sand: play-test 30)."""
    mask = pygame.mask.from_surface(body, SMALL_OUTLINE_ALPHA)
    grown = mask.convolve(_SQUARE_MASK)
    image = grown.to_surface(setcolor=(*outline, 255), unsetcolor=(0, 0, 0, 0))
    # (convolve returns the mask one pixel larger on each side: shift it back)
    sprite = pygame.Surface(body.get_size(), pygame.SRCALPHA)
    sprite.blit(image, (-1, -1))
    sprite.blit(body, (0, 0))
    return sprite


_SQUARE_MASK = pygame.mask.Mask((3, 3), fill=True)


@lru_cache(maxsize=64)
def _disc_mask(radius: int) -> pygame.mask.Mask:
    """A filled disc of `radius` pixels as a mask (`2 * radius + 1` square)."""
    disc = pygame.Surface((2 * radius + 1, 2 * radius + 1), pygame.SRCALPHA)
    pygame.draw.circle(disc, (255, 255, 255, 255), (radius, radius), radius + 0.5)
    return pygame.mask.from_surface(disc, 8)


def _grow_polygon(points: list[Point], amount: float) -> list[Point]:
    """Push a polygon's points away from its centroid by `amount` pixels (a cheap outline)."""
    if amount == 0:
        return points
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    out = []
    for x, y in points:
        dx, dy = x - cx, y - cy
        d = math.hypot(dx, dy) or 1.0
        out.append((x + dx / d * amount, y + dy / d * amount))
    return out


def _draw_crown(surface: pygame.Surface, cx: float, cy: float, w: float, outline: Colour) -> None:
    """A small gold crown centred at (cx, cy), `w` wide."""
    h = w * 0.6
    pts = [
        (cx - w / 2, cy + h / 2),
        (cx - w / 2, cy - h / 2),
        (cx - w / 4, cy),
        (cx, cy - h / 2 - h * 0.2),
        (cx + w / 4, cy),
        (cx + w / 2, cy - h / 2),
        (cx + w / 2, cy + h / 2),
    ]
    pygame.draw.polygon(surface, outline, _grow_polygon(pts, w * 0.12))
    pygame.draw.polygon(surface, GOLD, pts)


def ship_offset_on_spot(size: int) -> Point:
    """Where to put a ship sprite's top-left relative to a spot centre so the hull sits on the
    spot: `(-size / 2, -size * 0.72)`."""
    return (-size / 2.0, -size * 0.72)
