"""The drawing tools the card and ship art share, and its cache of surfaces.

Supersampling (`supersample`: shapes are drawn large and smoothed down; `card_canvas`, a card's
surface to draw on at that size), points moved to a
centre (`shift_points`), vertical gradients (`gradient`, kept for the last few sizes), the
hexagon mask (`hex_mask_multiply`), translucent shapes on a layer only as large as they are
(`layer_bounds`, `blend_layer`), centred blits; the labels' font (`font`), outlined text
(`outlined_text`) and the size below which labels are left out (`MIN_LABEL_PX`). Surfaces are
kept in least-recently-used caches (`SurfaceCache`), in the window's pixel format once there is
a window; `MISC_CACHE` is the one the card backs, the cards' shadows and the ship sprites share.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from functools import lru_cache
from typing import NamedTuple

import pygame

from tongiaki.app.art import cardgeom as geom
from tongiaki.app.art.fonts import default_font
from tongiaki.app.art.palette import Colour
from tongiaki.app.view.hexview import Point

MIN_LABEL_PX = 8  # below this font size labels are left out


def supersample(size: float) -> int:
    """Drawing scale used before smoothing down (anti-aliasing of polygons)."""
    return 2 if size <= 300 else 1


def shift_points(points: Sequence[Point], origin: Point) -> list[Point]:
    """`points` moved by `origin` (points relative to a card's centre -> pixels of its surface)."""
    ox, oy = origin
    return [(x + ox, y + oy) for x, y in points]


class Canvas(NamedTuple):
    """A card's surface to draw on at the supersampled size (`card_canvas`)."""

    big: pygame.Surface
    """The surface, `ss` times the final size."""
    centre: Point
    """Its centre, where the card's centre is drawn."""
    s: float
    """The hex size drawn at (the card's size times `ss`)."""
    corners: list[Point]
    """The card's hexagon on it."""
    final_size: tuple[int, int]
    """The size it is smoothed down to (`cardgeom.card_surface_size`)."""
    ss: int
    """The supersampling factor (`supersample`)."""


def card_canvas(size: float) -> Canvas:
    """A transparent surface for a card of hex size `size`, at the supersampled size, with its
    centre and hexagon (the face's and the back's drawing start from it)."""
    final_size = geom.card_surface_size(size)
    ss = supersample(size)
    big = pygame.Surface((final_size[0] * ss, final_size[1] * ss), pygame.SRCALPHA)
    centre = (big.get_width() / 2.0, big.get_height() / 2.0)
    s = size * ss
    return Canvas(big, centre, s, shift_points(geom.card_hex_corners(s), centre), final_size, ss)


GRADIENTS: OrderedDict[tuple[int, int, Colour, Colour], pygame.Surface] = OrderedDict()
"""The last few gradients made (`gradient`), by (width, height, top, bottom)."""


def gradient(width: int, height: int, top: Colour, bottom: Colour) -> pygame.Surface:
    """A vertical gradient filling `width` x `height` (kept for the few last sizes: every card of
    a size shares one; callers only read it)."""
    key = (max(1, width), max(1, height), top, bottom)
    image = GRADIENTS.get(key)
    if image is None:
        seed = pygame.Surface((1, 2), pygame.SRCALPHA)
        seed.set_at((0, 0), top)
        seed.set_at((0, 1), bottom)
        image = GRADIENTS[key] = pygame.transform.smoothscale(seed, key[:2])
        while len(GRADIENTS) > 8:
            GRADIENTS.popitem(last=False)
    return image


def hex_mask_multiply(surface: pygame.Surface, corners: list[Point]) -> None:
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


def layer_bounds(surface: pygame.Surface, points: Sequence[Point], reach: float) -> pygame.Rect:
    """The part of `surface` that shapes through `points` (reaching `reach` pixels beyond them)
    can touch, with a 2-pixel margin."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    left, top = math.floor(min(xs) - reach) - 2, math.floor(min(ys) - reach) - 2
    right, bottom = math.ceil(max(xs) + reach) + 2, math.ceil(max(ys) + reach) + 2
    return pygame.Rect(left, top, right - left, bottom - top).clip(surface.get_rect())


def blend_layer(surface: pygame.Surface, bounds: pygame.Rect,
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


def blit_centered(target: pygame.Surface, image: pygame.Surface, center: Point) -> None:
    """Blit `image` centred on `center` (rounded to the pixel)."""
    rect = image.get_rect(center=(round(center[0]), round(center[1])))
    target.blit(image, rect)


# --------------------------------------------------------------------------- cache


def _display_format(image: pygame.Surface) -> pygame.Surface:
    """`image` in the window's pixel format (blits several times faster), once a window exists."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return image.convert_alpha()
    return image


class SurfaceCache:
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


MISC_CACHE = SurfaceCache(256)
"""The card backs, the cards' shadows and the ship sprites (`cardback`, `shipart`): one cache of
256 for the three, as they always shared one."""
