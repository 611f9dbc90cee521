"""Ship sprites: a ship of a seat's colour with the seat's sail shape, and the canoe's shapes.

`ship_sprite(colour, size)`: a ship of a seat colour with a seat-specific sail shape (and letter
when large) so seats stay apart for colour-blind players, a crown for the king; cached in
`drawing.MISC_CACHE`. `ship_offset_on_spot` puts its hull on a mooring spot. The canoe's hull
(`hull_polygon`) and Polynesian crab-claw sail (`crab_claw_sail`) are also the card back's
emblem and the app icon's (`scripts/make_assets.py`).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from tongiaki.app.art.drawing import MISC_CACHE, blit_centered, font
from tongiaki.app.art.palette import GOLD, SEAT_COLOURS, SEAT_RGB, TEXT_DARK, TEXT_LIGHT, Colour
from tongiaki.app.view.hexview import Point

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


def _lerp(a: Colour, b: Colour, t: float) -> tuple[int, ...]:
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b, strict=False))


def hull_polygon(cx: float, top: float, half_width: float, depth: float, steps: int = 12) -> list[Point]:
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
    cached = MISC_CACHE.get(key)
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
    pygame.draw.polygon(body, dark, [t(*p) for p in hull_polygon(cx, hull_top, s * 0.47, s * 0.19)])
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
        return MISC_CACHE.put(key, image)
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
        blit_centered(image, letter, (px / 2.0, sail_cy + px * 0.02))
    image = MISC_CACHE.put(key, image)
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
