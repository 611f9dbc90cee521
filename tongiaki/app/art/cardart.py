"""A card as a picture: the face of any `Card` drawn from deck data (no per-card image files).

- `card_surface(card, size, rotation)`: the static face of a card (island or water) on a
  transparent `SRCALPHA` surface of `cardgeom.card_surface_size(size)`, the hexagon centred; cached.
- `render_card_steps` / `render_card_art_steps`: a face drawn in stages, a few a frame;
  `face_from_art`: a face at another size made from a render's art in a fraction of a render.
- `blit_card(target, card, center, size, rotation)`: draw a card (face up, or down for None)
  centred on a screen point.
- `clear_caches()`: forget every surface the art keeps.

A face is drawn in layers, each from the module of its job: its ground (`islandart`: the sea,
shallows, beaches, land and spots of an island; `waterart`: the sea and wakes of a water card),
the red crest and the border (drawn here), an island's piers (`islandart`), then the hexagon is
cut out, the supersampled drawing smoothed down, and the labels drawn upright at the final size
whatever the rotation (`namelabels`: the island's name; `numberlabels`: its value seal and
capacity tags, a water card's danger badges). The rest of the art: `cardback` (a card face down,
a card's shadow), `wakefoam` (the foam moving along the wakes, every frame), `shipart` (ship
sprites), `palette` (the colours), `drawing` (the tools they share, the surface cache).

`size` is always the hex circumradius in pixels (`Camera.screen_hex_size`); `rotation` is the
card's rotation (R2.2). Positions of spots, piers and wakes come from `tongiaki.app.art.cardgeom`
(pure functions), relative to the card centre. Nothing here needs a display: surfaces are not
`convert_alpha`ed (the caller may do so after `set_mode`).
"""

from __future__ import annotations

import math
from collections.abc import Generator
from typing import NamedTuple

import pygame

from tongiaki.app.art import cardgeom as geom
from tongiaki.app.art.cardback import card_back_surface
from tongiaki.app.art.drawing import (
    GRADIENTS,
    MISC_CACHE,
    SurfaceCache,
    card_canvas,
    hex_mask_multiply,
    shift_points,
    supersample,
)
from tongiaki.app.art.islandart import draw_piers, island_steps
from tongiaki.app.art.namelabels import draw_island_name
from tongiaki.app.art.numberlabels import draw_capacity_tags, draw_danger_badges, draw_value_seal
from tongiaki.app.art.palette import BORDER, CREST, CREST_DARK, CREST_GOLD
from tongiaki.app.art.wakefoam import FOAM_CACHE
from tongiaki.app.art.waterart import draw_water
from tongiaki.app.view.hexview import Point
from tongiaki.rules.cards import Card

_CARD_CACHE = SurfaceCache(768)
_SCALED_CACHE = SurfaceCache(256)


def clear_caches() -> None:
    """Forget every cached surface (e.g. after changing the display mode)."""
    _CARD_CACHE.clear()
    MISC_CACHE.clear()
    _SCALED_CACHE.clear()
    FOAM_CACHE.clear()
    GRADIENTS.clear()


# --------------------------------------------------------------------------- card faces


def card_surface(card: Card, size: float, rotation: int = 0, *, fast: bool = False, tags: bool = True
                 ) -> pygame.Surface:
    """The static face of `card` for hex circumradius `size` and `rotation`, cached by
    (card, integer size, rotation). The card centre is the surface centre.

    `fast=True` (for frames during a zoom) never renders at a new size: it smooth-scales the
    render of the next larger size step (`size_bucket`), about 0.1 ms, and caches that too.
    `tags=False` leaves the beaches' capacity tags out (the table draws them over the ships:
    `numberlabels.capacity_tag_images`).
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
                scaled = pygame.transform.smoothscale(base, geom.card_surface_size(px))
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
    big, centre, s, corners, final_size, ss = card_canvas(size)
    if card.is_island:
        yield from island_steps(big, card, centre, s, rotation)
    else:
        draw_water(big, card, centre, s, rotation)
        yield
    _draw_crest(big, centre, s, rotation)
    if card.is_island:
        draw_piers(big, card, centre, s, rotation)
    yield
    _draw_border(big, corners, s)
    hex_mask_multiply(big, corners)
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
    final_size = geom.card_surface_size(size)
    source = art.surface
    ss = supersample(size)
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
            draw_capacity_tags(surface, card, centre_final, size, rotation)
        draw_island_name(surface, card, centre_final, size, rotation)
        draw_value_seal(surface, card, centre_final, size)
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


# --------------------------------------------------------------------------- the face's frame


def _draw_crest(surface: pygame.Surface, centre: Point, s: float, rotation: int) -> None:
    """The red crest on edge 0: a band along the edge and a small half-disc emblem."""
    band = shift_points(geom.crest_band(s, rotation, depth=0.055), centre)
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


# --------------------------------------------------------------------------- drawing a card


def blit_card(
    target: pygame.Surface, card: Card | None, center: Point, size: float, rotation: int = 0, *, fast: bool = False
) -> pygame.Rect:
    """Draw `card` (or a card back for None) centred on `center`; returns the blitted rect.
    `fast`: see `card_surface`."""
    image = card_back_surface(size) if card is None else card_surface(card, size, rotation, fast=fast)
    rect = image.get_rect(center=(round(center[0]), round(center[1])))
    return target.blit(image, rect)
