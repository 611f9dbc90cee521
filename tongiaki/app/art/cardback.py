"""A card face down (the stack, the card drawn before it is turned) and the soft shadow under a card.

`card_back_surface(size)`: a tapa-cloth pattern round a canoe (the ships' hull and crab-claw sail,
`shipart`); `card_shadow_surface(size)`: a blurred dark hexagon. Both the size of a face
(`cardgeom.card_surface_size`) and cached per size in the cache the ship sprites share
(`drawing.MISC_CACHE`).
"""

from __future__ import annotations

import math

import pygame

from tongiaki import cardshape
from tongiaki.app.art import cardgeom as geom
from tongiaki.app.art.drawing import MISC_CACHE, card_canvas, gradient, hex_mask_multiply, shift_points
from tongiaki.app.art.palette import BACK_DARK, BACK_LINE, BACK_MID, BORDER, Colour
from tongiaki.app.art.shipart import crab_claw_sail, hull_polygon
from tongiaki.app.view.hexview import SQRT3, Point


def card_back_surface(size: float) -> pygame.Surface:
    """A face-down card (the stack): tapa-cloth pattern around a canoe; cached per size."""
    px = max(4, int(round(size)))
    key = ("back", px)
    cached = MISC_CACHE.get(key)
    if cached is not None:
        return cached
    big, centre, s, corners, final_size, ss = card_canvas(px)
    big.blit(gradient(*big.get_size(), BACK_MID, BACK_DARK), (0, 0))
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
    hex_mask_multiply(big, corners)
    surface = big if ss == 1 else pygame.transform.smoothscale(big, final_size)
    surface = MISC_CACHE.put(key, surface)
    return surface


def _hex_ray(angle_deg: float, scale: float) -> Point:
    """Point on a scaled unit hexagon's outline at `angle_deg`."""
    local = (angle_deg % 60.0) - 30.0
    radius = scale * (SQRT3 / 2.0) / math.cos(math.radians(local))
    return cardshape.polar(radius, angle_deg)


def _draw_canoe(surface: pygame.Surface, centre: Point, s: float, colour: Colour, dark: Colour) -> None:
    """A canoe with a crab-claw sail, about `2 * s` across, centred."""
    cx, cy = centre
    deck = cy + 0.42 * s
    pygame.draw.polygon(surface, colour, hull_polygon(cx, deck, 0.95 * s, 0.24 * s))
    stripe = deck + 0.07 * s
    pygame.draw.line(surface, dark, (cx - 0.7 * s, stripe), (cx + 0.7 * s, stripe), max(1, round(s * 0.03)))
    sail, _left, _right = crab_claw_sail((cx, deck - 0.06 * s), 1.25 * s)
    pygame.draw.polygon(surface, colour, sail)


def card_shadow_surface(size: float, blur: float = 0.08) -> pygame.Surface:
    """A soft dark hexagon to blit under a card, slightly offset (same size as a card
    surface plus a blur margin, centred)."""
    px = max(4, int(round(size)))
    key = ("shadow", px)
    cached = MISC_CACHE.get(key)
    if cached is not None:
        return cached
    margin = int(math.ceil(px * blur)) + 2
    w, h = geom.card_surface_size(px)
    small_scale = 0.25
    sw, sh = max(2, int((w + 2 * margin) * small_scale)), max(2, int((h + 2 * margin) * small_scale))
    small = pygame.Surface((sw, sh), pygame.SRCALPHA)
    corners = shift_points(geom.card_hex_corners(px * small_scale), (sw / 2.0, sh / 2.0))
    pygame.draw.polygon(small, (0, 10, 30, 120), corners)
    surface = pygame.transform.smoothscale(small, (w + 2 * margin, h + 2 * margin))
    surface = MISC_CACHE.put(key, surface)
    return surface
