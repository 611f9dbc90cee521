"""The numbers printed upright on the faces: an island's value seal, its beaches' capacity
tags, a water card's danger badges.

Each has its metrics at a card size (`value_seal_metrics`, `capacity_tag_metrics`,
`danger_badge_metrics`: on a small card they grow towards a readable size), the boxes it covers
for what is drawn over the table to keep off (`value_seal_box`, `capacity_tag_boxes`,
`danger_badge_boxes`: the off-view tabs), and its drawing on a face (`draw_value_seal`,
`draw_capacity_tags`, `draw_danger_badges`). The capacity tags are images laid out per card,
size, rotation and ships on its spots (`capacity_tag_images`), which the table draws over the
ships; the voyage preview lays a water card's badges over its route line
(`danger_badges_surface`).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from tongiaki import cardshape
from tongiaki.app.art import cardgeom as geom
from tongiaki.app.art.drawing import MIN_LABEL_PX, blit_centered, font
from tongiaki.app.art.palette import (
    BADGE_FILL,
    BADGE_TEXT,
    DANGER_RING,
    DANGER_RING_HIGH,
    GOLD,
    GOLD_DARK,
    TAG_EDGE,
    TAG_FILL,
    TAG_TEXT,
    TEXT_DARK,
    VALUE_FILL,
)
from tongiaki.app.view.hexview import Point
from tongiaki.rules.cards import Card

VALUE_TEETH = 10
VALUE_TEETH_REACH = 1.22
"""How far the value seal's teeth reach, in its radius (`value_seal_box`)."""
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
    points, or too small: `draw_value_seal`). For what is drawn over the table to keep off
    it (the off-view tabs: `offview.label_boxes`)."""
    value_px, r = value_seal_metrics(size)
    if card.value <= 0 or value_px < MIN_LABEL_PX:
        return None
    reach = math.ceil(r * VALUE_TEETH_REACH) + 1
    cy = round(geom.VALUE_Y * size)
    return pygame.Rect(-reach, cy - reach, 2 * reach + 1, 2 * reach + 2)  # the shadow a pixel lower


def draw_value_seal(surface: pygame.Surface, card: Card, centre: Point, size: float) -> None:
    """The island's point value on a face centred at `centre`, below the king spot (the name
    above it is `namelabels.draw_island_name`); upright for every rotation."""
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
        blit_centered(surface, digits, (c[0], c[1] + 1))


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
    hid them in a play-test); a face drawn alone has them drawn on it (`draw_capacity_tags`).
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
        blit_centered(image, digits, (mid, mid))
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


def draw_capacity_tags(surface: pygame.Surface, card: Card, centre: Point, size: float, rotation: int) -> None:
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
            blit_centered(surface, digits, (c[0], c[1] + 1))


@lru_cache(maxsize=128)
def danger_badges_surface(card: Card, px: int, rotation: int) -> pygame.Surface:
    """A water card's danger badges alone (`draw_danger_badges`), on a clear surface the size of
    its face at hex circumradius `px` (`cardgeom.card_surface_size`): the voyage preview lays them over
    its route line each frame with one blit (drawn afresh, their digits' text took about a
    seventh of a preview frame at 1280x800)."""
    surface = pygame.Surface(geom.card_surface_size(px), pygame.SRCALPHA)
    draw_danger_badges(surface, card, (surface.get_width() / 2.0, surface.get_height() / 2.0), px, rotation % 6)
    return surface
