"""The water of a face: the deep sea every card is drawn on, and a water card's wakes.

`deep_water` fills a card's box with a gradient and soft ripples (an island's in `DEEP_TOP` to
`DEEP_BOTTOM`, a water card's lighter); `draw_water` draws a water card: its sea and each wake as
a foam band over a dark seam and a pale glow, so crossing wakes stay apart. The moving foam on the
wakes is `wakefoam`; their danger badges are `numberlabels`.
"""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Callable

import pygame

from tongiaki.app.art import cardgeom as geom
from tongiaki.app.art.drawing import blend_layer, gradient, layer_bounds, shift_points
from tongiaki.app.art.palette import WAKE, WAKE_EDGE, WAKE_STREAK, WATER_BOTTOM, WATER_TOP, Colour
from tongiaki.app.view.hexview import Point
from tongiaki.rules.cards import Card


def deep_water(surface: pygame.Surface, centre: Point, s: float, top: Colour, bottom: Colour, seed: str) -> None:
    """Fill the card's box with a gradient and a few soft ripples."""
    w, h = surface.get_size()
    surface.blit(gradient(w, h, top, bottom), (0, 0))
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


def draw_water(surface: pygame.Surface, card: Card, centre: Point, s: float, rotation: int) -> None:
    deep_water(surface, centre, s, WATER_TOP, WATER_BOTTOM, card.name)
    half = geom.WAKE_WIDTH * s / 2.0
    for wake in card.wakes:
        shifted = shift_points(geom.wake_polyline(wake.a, wake.b, s, rotation), centre)
        # A soft dark seam under each wake separates crossing wakes (the later one on top),
        # then a pale glow, the white foam band and a faint blue line down its middle.
        seam = geom.offset_polyline(shifted, half + 0.05 * s)
        glow = geom.offset_polyline(shifted, half + 0.022 * s)

        def seam_and_glow(layer: pygame.Surface, shift: Callable[[Point], Point], seam: list[Point] = seam,
                          glow: list[Point] = glow) -> None:
            pygame.draw.polygon(layer, (*WAKE_EDGE, 90), [shift(p) for p in seam])
            pygame.draw.polygon(layer, (170, 226, 240, 120), [shift(p) for p in glow])

        blend_layer(surface, layer_bounds(surface, seam + glow, 0.0), seam_and_glow)
        pygame.draw.polygon(surface, WAKE, geom.offset_polyline(shifted, half))
        pygame.draw.lines(surface, WAKE_STREAK, False, shifted, max(1, round(s * 0.012)))
