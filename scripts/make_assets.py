#!/usr/bin/env python3
"""Generate the committed art assets: the Tiled ocean map and the app icon.

Writes (deterministically, seeded):
- `assets/maps/ocean_tiles.png`: animated ocean hex tiles (3 variants x 8 frames);
- `assets/maps/ocean.tsx`: the Tiled tileset, every tile animated (`<animation>`);
- `assets/maps/ocean.tmx`: a Tiled hexagonal map (flat-topped: staggeraxis x) on the card grid,
  a tile layer "ocean" (the backdrop) and an object group "hud" naming where the HUD parts sit
  in a 1280x800 reference layout;
- `assets/icons/tongiaki.png`: a 256x256 app icon (a canoe on a hex).

Run: `.venv/bin/python scripts/make_assets.py` (headless is fine). The files open and edit in
Tiled 1.10; `tongiaki.app.art.oceanmap` reads them with plain `pytmx`.
"""

from __future__ import annotations

import math
import os
import random
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from tongiaki.app.art import palette, shipart  # noqa: E402
from tongiaki.app.view.hexview import SQRT3, WORLD_HEX_SIZE, hex_corners  # noqa: E402

MAP_DIR = ROOT / "assets" / "maps"
ICON_DIR = ROOT / "assets" / "icons"

HEX_SIDE = int(WORLD_HEX_SIZE)  # 112: tiles sit exactly on the card grid
TILE_W = 2 * HEX_SIDE  # 224
TILE_H = int(round(SQRT3 * HEX_SIDE))  # 194 (193.99)
VARIANTS = 3
FRAMES = 8
FRAME_MS = 160
MAP_COLS = 8  # even, so the map tiles the plane seamlessly
MAP_ROWS = 4
REFERENCE_SIZE = (1280, 800)
TILED_VERSION = "1.10.2"

# Where the HUD parts sit in the 1280x800 reference layout: (name, x, y, w, h).
HUD_LAYOUT: tuple[tuple[str, int, int, int, int], ...] = (
    ("seats", 16, 16, 272, 360),
    ("log", 16, 392, 272, 392),
    ("prompt", 304, 16, 736, 48),
    ("table", 304, 80, 736, 704),
    ("stack", 1056, 16, 208, 128),
    ("tracker", 1056, 152, 208, 320),
    ("buttons", 1056, 480, 208, 304),
)

OCEAN_TOP = (22, 78, 138)
OCEAN_BOTTOM = (14, 52, 104)


# --------------------------------------------------------------------------- ocean tiles


def ocean_tile(variant: int, frame: int, supersample: int = 2) -> pygame.Surface:
    """One frame of an ocean hex tile: deep gradient, drifting ripples, a faint hex rim.
    Frames are periodic: frame FRAMES equals frame 0."""
    ss = supersample
    w, h = TILE_W * ss, TILE_H * ss
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    seed = pygame.Surface((1, 2), pygame.SRCALPHA)
    seed.set_at((0, 0), OCEAN_TOP)
    seed.set_at((0, 1), OCEAN_BOTTOM)
    big.blit(pygame.transform.smoothscale(seed, (w, h)), (0, 0))
    phase = 2 * math.pi * frame / FRAMES
    rng = random.Random(1000 + variant)
    size = HEX_SIDE * ss
    centre = (w / 2.0, h / 2.0)
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    # soft light patches
    for _ in range(3):
        x = centre[0] + rng.uniform(-0.5, 0.5) * size
        y = centre[1] + rng.uniform(-0.4, 0.4) * size
        r = rng.uniform(0.25, 0.4) * size
        pygame.draw.circle(layer, (60, 140, 200, 10), (x, y), r)
    # ripples: short arcs drifting on small circles, brightening and fading
    for _ in range(8):
        bx = centre[0] + rng.uniform(-0.62, 0.62) * size
        by = centre[1] + rng.uniform(-0.55, 0.55) * size
        width = rng.uniform(0.14, 0.26) * size
        drift = rng.uniform(0.02, 0.05) * size
        offset = rng.uniform(0, 2 * math.pi)
        x = bx + drift * math.cos(phase + offset)
        y = by + drift * 0.6 * math.sin(phase + offset)
        alpha = int(22 + 34 * (0.5 + 0.5 * math.sin(phase + offset)))
        rect = pygame.Rect(0, 0, width, width * 0.42)
        rect.center = (round(x), round(y))
        line = max(1, round(1.3 * ss))
        pygame.draw.arc(layer, (220, 240, 255, alpha), rect, math.radians(25), math.radians(155), line)
    # sparkles that blink once per loop
    for _ in range(4):
        x = centre[0] + rng.uniform(-0.6, 0.6) * size
        y = centre[1] + rng.uniform(-0.5, 0.5) * size
        offset = rng.uniform(0, 2 * math.pi)
        glow = max(0.0, math.sin(phase + offset)) ** 3
        if glow > 0.05:
            pygame.draw.circle(layer, (255, 255, 255, int(110 * glow)), (x, y), 1.4 * ss)
    big.blit(layer, (0, 0))
    corners = hex_corners(centre, size)
    pygame.draw.polygon(big, (120, 180, 230, 38), corners, max(1, ss))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.polygon(mask, (255, 255, 255, 255), corners)
    big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return pygame.transform.smoothscale(big, (TILE_W, TILE_H))


def tileset_image() -> pygame.Surface:
    """All tiles: row = variant, column = frame."""
    sheet = pygame.Surface((TILE_W * FRAMES, TILE_H * VARIANTS), pygame.SRCALPHA)
    for variant in range(VARIANTS):
        for frame in range(FRAMES):
            sheet.blit(ocean_tile(variant, frame), (frame * TILE_W, variant * TILE_H))
    return sheet


def tileset_xml(image_name: str) -> str:
    """The .tsx: every tile is animated, starting at its own frame (so the map can mix phases)."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.10" tiledversion="{TILED_VERSION}" name="ocean" tilewidth="{TILE_W}" '
        f'tileheight="{TILE_H}" tilecount="{VARIANTS * FRAMES}" columns="{FRAMES}">',
        f' <image source={quoteattr(image_name)} width="{TILE_W * FRAMES}" height="{TILE_H * VARIANTS}"/>',
    ]
    for variant in range(VARIANTS):
        for start in range(FRAMES):
            tile_id = variant * FRAMES + start
            lines.append(f' <tile id="{tile_id}">')
            lines.append("  <animation>")
            for step in range(FRAMES):
                frame_id = variant * FRAMES + (start + step) % FRAMES
                lines.append(f'   <frame tileid="{frame_id}" duration="{FRAME_MS}"/>')
            lines.append("  </animation>")
            lines.append(" </tile>")
    lines.append("</tileset>")
    return "\n".join(lines) + "\n"


def map_xml(tileset_name: str) -> str:
    """The .tmx: hexagonal, flat-topped (staggeraxis x, odd columns shifted down), one ocean
    layer of mixed variants and phases, and the HUD object group."""
    rng = random.Random(7)
    rows = []
    for _row in range(MAP_ROWS):
        gids = [1 + rng.randrange(VARIANTS) * FRAMES + rng.randrange(FRAMES) for _col in range(MAP_COLS)]
        rows.append(",".join(str(g) for g in gids))
    data = ",\n".join(rows)
    objects = []
    for object_id, (name, x, y, w, h) in enumerate(HUD_LAYOUT, start=1):
        objects.append(
            f'  <object id="{object_id}" name="{name}" type="hud" x="{x}" y="{y}" width="{w}" height="{h}"/>'
        )
    return "\n".join(
        [
            '<?xml version="1.0" encoding="UTF-8"?>',
            f'<map version="1.10" tiledversion="{TILED_VERSION}" orientation="hexagonal" renderorder="right-down" '
            f'width="{MAP_COLS}" height="{MAP_ROWS}" tilewidth="{TILE_W}" tileheight="{TILE_H}" infinite="0" '
            f'hexsidelength="{HEX_SIDE}" staggeraxis="x" staggerindex="odd" backgroundcolor="#0e3468" '
            f'nextlayerid="3" nextobjectid="{len(HUD_LAYOUT) + 1}">',
            " <properties>",
            f'  <property name="hud_reference_width" type="int" value="{REFERENCE_SIZE[0]}"/>',
            f'  <property name="hud_reference_height" type="int" value="{REFERENCE_SIZE[1]}"/>',
            "  <property name=\"note\" value=\"Cell (q, r) of the table is column q, row r + (q - (q &amp; 1)) / 2; "
            "the HUD rectangles are in a 1280x800 screen layout.\"/>",
            " </properties>",
            f' <tileset firstgid="1" source={quoteattr(tileset_name)}/>',
            f' <layer id="1" name="ocean" width="{MAP_COLS}" height="{MAP_ROWS}">',
            '  <data encoding="csv">',
            data,
            "</data>",
            " </layer>",
            ' <objectgroup id="2" name="hud">',
            *objects,
            " </objectgroup>",
            "</map>",
        ]
    ) + "\n"


# --------------------------------------------------------------------------- icon


def app_icon(size: int = 256, supersample: int = 4) -> pygame.Surface:
    """A canoe with a crab-claw sail on a flat-topped hex of ocean, red crest at the bottom."""
    s = size * supersample
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    centre = (s / 2.0, s / 2.0 + s * 0.02)
    radius = s * 0.49
    corners = hex_corners(centre, radius)
    sky = pygame.Surface((1, 2), pygame.SRCALPHA)
    sky.set_at((0, 0), (40, 132, 196))
    sky.set_at((0, 1), (12, 52, 104))
    big.blit(pygame.transform.smoothscale(sky, (s, s)), (0, 0))
    # sun, island and lagoon
    pygame.draw.circle(big, (250, 214, 120), (centre[0] + radius * 0.38, centre[1] - radius * 0.42), radius * 0.16)
    for colour, (dx, dy, w, h) in (
        (palette.SHALLOWS, (-0.95, 0.28, 1.9, 0.5)),
        (palette.SAND, (-0.8, 0.38, 1.6, 0.34)),
        (palette.LAND, (-0.55, 0.42, 1.1, 0.2)),
    ):
        rect = pygame.Rect(centre[0] + dx * radius, centre[1] + dy * radius, w * radius, h * radius)
        pygame.draw.ellipse(big, colour, rect)
    # canoe
    deck = centre[1] + radius * 0.22
    half = radius * 0.62
    hull = [(centre[0] - half, deck - radius * 0.1)]
    for i in range(13):
        t = i / 12
        x = centre[0] - half * 0.82 + 2 * half * 0.82 * t
        hull.append((x, deck + radius * 0.16 * math.sin(math.pi * t) ** 0.7))
    hull.append((centre[0] + half, deck - radius * 0.1))
    pygame.draw.polygon(big, (60, 34, 18), [(x, y + s * 0.012) for x, y in hull])
    pygame.draw.polygon(big, (128, 78, 40), hull)
    sail_base = (centre[0] - radius * 0.04, deck - radius * 0.05)
    sail, left_spar, right_spar = shipart.crab_claw_sail(sail_base, radius * 0.95)
    pygame.draw.polygon(big, (60, 34, 18), [(x + s * 0.008, y + s * 0.008) for x, y in sail])
    pygame.draw.polygon(big, (242, 134, 32), sail)
    pygame.draw.lines(big, (60, 34, 18), False, left_spar, max(2, round(s * 0.012)))
    pygame.draw.lines(big, (60, 34, 18), False, right_spar, max(2, round(s * 0.012)))
    # waves in front of the hull
    for k, y in enumerate((deck + radius * 0.2, deck + radius * 0.3)):
        rect = pygame.Rect(0, 0, radius * 0.5, radius * 0.16)
        for j in range(-2, 3):
            rect.center = (round(centre[0] + j * radius * 0.42 + k * radius * 0.2), round(y))
            pygame.draw.arc(big, (235, 248, 252), rect, math.radians(20), math.radians(160), max(2, round(s * 0.008)))
    # red crest band along the bottom edge
    c1, c2 = corners[1], corners[2]
    depth = radius * 0.07
    band = [c1, c2, (c2[0] + depth * 0.58, c2[1] - depth), (c1[0] - depth * 0.58, c1[1] - depth)]
    pygame.draw.polygon(big, palette.CREST, band)
    pygame.draw.polygon(big, palette.BORDER, corners, max(3, round(s * 0.018)))
    mask = pygame.Surface((s, s), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.polygon(mask, (255, 255, 255, 255), corners)
    big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return pygame.transform.smoothscale(big, (size, size))


# --------------------------------------------------------------------------- main


def main() -> int:
    """Write every generated asset; print what was written."""
    pygame.init()
    MAP_DIR.mkdir(parents=True, exist_ok=True)
    ICON_DIR.mkdir(parents=True, exist_ok=True)
    written = []
    sheet_path = MAP_DIR / "ocean_tiles.png"
    pygame.image.save(tileset_image(), str(sheet_path))
    written.append(sheet_path)
    tsx_path = MAP_DIR / "ocean.tsx"
    tsx_path.write_text(tileset_xml(sheet_path.name), encoding="utf-8")
    written.append(tsx_path)
    tmx_path = MAP_DIR / "ocean.tmx"
    tmx_path.write_text(map_xml(tsx_path.name), encoding="utf-8")
    written.append(tmx_path)
    icon_path = ICON_DIR / "tongiaki.png"
    pygame.image.save(app_icon(), str(icon_path))
    written.append(icon_path)
    for path in written:
        print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
