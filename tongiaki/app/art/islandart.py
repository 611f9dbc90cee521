"""The island of a face: its sea, shallows, beaches, land, trees, mooring spots, king spot and piers.

`island_steps` draws an island card's ground in stages (yielding between them, so a frame can do a
few and leave the rest to the next: `cardart.render_card_steps`); `draw_piers` draws its piers,
which go over the crest. Where each part lies comes from `cardgeom`; the labels are
`namelabels` and `numberlabels`.
"""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Callable, Iterator

import pygame

from tongiaki import cardshape
from tongiaki.app.art import cardgeom as geom
from tongiaki.app.art.drawing import blend_layer, layer_bounds, shift_points
from tongiaki.app.art.palette import (
    DEEP_BOTTOM,
    DEEP_TOP,
    GOLD,
    LAGOON,
    LAND,
    LAND_EDGE,
    LAND_LIGHT,
    REEF,
    SAND,
    SAND_LIGHT,
    SHALLOWS,
    SPOT_EDGE,
    SPOT_FILL,
    SPOT_RING,
    SPOT_SHADOW,
    WET_SAND,
    WOOD,
    WOOD_DARK,
)
from tongiaki.app.art.waterart import deep_water
from tongiaki.app.view.hexview import Point
from tongiaki.rules.cards import Card


def island_steps(surface: pygame.Surface, card: Card, centre: Point, s: float, rotation: int) -> Iterator[None]:
    """Draw an island card's ground (its sea, shallows, beaches, land, trees, mooring spots and
    king spot), yielding between its stages (see `cardart.render_card_steps`)."""
    deep_water(surface, centre, s, DEEP_TOP, DEEP_BOTTOM, card.name)
    yield
    # Turquoise shallows, darker at the reef edge.
    for scale, colour in ((1.0, REEF), (0.965, SHALLOWS), (0.91, LAGOON)):
        pts = geom.coast_outline(card, geom.Coast.SHALLOWS, s, rotation, scale=scale)
        pygame.draw.polygon(surface, colour, shift_points(pts, centre))
    # Beaches: each a strip of its own with rounded ends, a wet edge and a light crest.
    inner = geom.LAND_RADIUS - 0.06
    for strip in cardshape.beach_strips(card):
        arc = (strip.start, strip.end)
        wet = geom.arc_band(card, arc, inner, s, rotation, extra=0.022, cap_deg=5.0)
        pygame.draw.polygon(surface, WET_SAND, shift_points(wet, centre))
        dry = geom.arc_band(card, arc, inner, s, rotation, cap_deg=4.0)
        pygame.draw.polygon(surface, SAND, shift_points(dry, centre))
        light = geom.arc_band(card, arc, inner, s, rotation, extra=-0.045, cap_deg=2.5)
        pygame.draw.polygon(surface, SAND_LIGHT, shift_points(light, centre))
    yield
    # Green land with a darker coast and a lighter middle; headlands part the beaches.
    coast = geom.coast_outline(card, geom.Coast.LAND, s, rotation, offset=geom.COAST_WIDTH, steps=240)
    pygame.draw.polygon(surface, LAND_EDGE, shift_points(coast, centre))
    land = geom.coast_outline(card, geom.Coast.LAND, s, rotation, offset=-geom.COAST_WIDTH, steps=240)
    pygame.draw.polygon(surface, LAND, shift_points(land, centre))
    pygame.draw.circle(surface, LAND_LIGHT, (centre[0], centre[1] - 0.05 * s), 0.34 * s)
    glow_centre = (centre[0], centre[1] - 0.05 * s)
    blend_layer(surface, layer_bounds(surface, [glow_centre], 0.42 * s),
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


def draw_piers(surface: pygame.Surface, card: Card, centre: Point, s: float, rotation: int) -> None:
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
        shadow = shift_points([(x + 0.012 * s, y + 0.018 * s) for x, y in body], centre)

        def pier_shadow(layer: pygame.Surface, shift: Callable[[Point], Point], shadow: list[Point] = shadow) -> None:
            pygame.draw.polygon(layer, (10, 40, 60, 110), [shift(p) for p in shadow])

        blend_layer(surface, layer_bounds(surface, shadow, 0.0), pier_shadow)
        pygame.draw.polygon(surface, WOOD_DARK, shift_points(body, centre))
        inner = [
            (sx + nx * half * 0.7, sy + ny * half * 0.7),
            (x1 + nx * half * 0.7, y1 + ny * half * 0.7),
            (x1 - nx * half * 0.7, y1 - ny * half * 0.7),
            (sx - nx * half * 0.7, sy - ny * half * 0.7),
        ]
        pygame.draw.polygon(surface, WOOD, shift_points(inner, centre))
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
