"""The Tiled ocean map: the animated sea behind the cards and the named HUD rectangles.

`assets/maps/ocean.tmx` (made by `scripts/make_assets.py`, editable in Tiled) is a hexagonal,
flat-topped map (`staggeraxis="x"`, `staggerindex="odd"`) on the same grid as the cards: its
`hexsidelength` equals the card hex size, so tile column `q`, row `r + (q - (q & 1)) / 2` lies
under table cell `(q, r)`. It is read with plain `pytmx.TiledMap` (no images loaded by pytmx,
and never `pixels_to_tile_pos`, which does not understand hex maps); the hex placement below
follows Tiled's `hexagonalrenderer.cpp`.

The "ocean" layer is repeated over the whole table. Tile animations are played by elapsed
time: the map is pre-rendered once per animation state into a seamless block, and the block
is scaled with the camera zoom (cached) and blitted a few times to cover the screen.
A large smooth scale is made a slice per frame (`SMOOTH_PIXELS_PER_FRAME`; the slices give
the very pixels of one `smoothscale`, which filters the rows and then the columns), showing
meanwhile the latest version at that size (`shown_state` names its animation state, so the
table can show that state from a kept picture), so a resting zoom never stalls a frame; a
scale given up half made (the zoom moved on) leaves its surface for the next one. A zoom
frame's fast (nearest) scale is made in one buffer about the screen's size, kept for it (only
the parts that show, when the scaled block is larger than that).
The "hud" object group names the HUD rectangles in a reference layout (1280x800).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pygame
import pytmx

from tongiaki.app.view.camera import Camera
from tongiaki.resources import data_path

ASSETS_DIR = data_path("assets")
DEFAULT_MAP_PATH = ASSETS_DIR / "maps" / "ocean.tmx"
OCEAN_LAYER = "ocean"
HUD_GROUP = "hud"
DEFAULT_REFERENCE_SIZE = (1280, 800)
SYNC_SMOOTH_PIXELS = 600_000
"""A smooth scale that filters at most this many pixels (rows pass plus columns pass, about
2 ms) is made at once; a larger one a slice per frame."""
SMOOTH_PIXELS_PER_FRAME = 250_000
"""Pixels filtered per frame for a large smooth scale (about 1 ms)."""
EVICT_FOR_PIXELS = 1_500_000
"""A slice-made block this large takes the memory of a cached block of another size rather
than a new surface (about 4 ms to make at 2560x1440); a smaller one is made anew."""
SPARE_PIXELS = 6_000_000
"""Pixels of scaled blocks the cache let go that are kept for the next slice-made scales."""
SEEDED_SPARES = 3
"""Screen-sized surfaces made with the zoom frames' buffer, on the first frame at a screen size,
for the first slice-made scales of the sea to fill: a new surface of the screen's size costs
8-25 ms at 2560x1440 (its memory is zeroed page by page), more than a frame has, while filling
one costs about 1 ms. Three cover the sea states kept at one zoom until the cache lets blocks
go; from then on the blocks it lets go serve (`_spare`)."""
SEEDED_SPARE_PIXELS = 12_000_000
"""At most this many pixels of seeded spares (three at 2560x1440, one at 3840x2160: 48 MB)."""
FAST_BUFFER_ROOM = 1.3
"""The buffer of a zoom frame's sea is this much larger than the screen each way (25 MB at
2560x1440): the whole block scaled fits in it down to cards about twice the fitted size."""
FAST_BUFFER_SCALE = 8.0
"""The buffer of a zoom frame's sea (about the screen's size) has room for pieces scaled up to
this many screen pixels per map pixel."""


class OceanMapError(ValueError):
    """The ocean map is missing or not the hexagonal map the table expects."""


@dataclass(frozen=True)
class _Animation:
    """Frames of one tile: (pytmx gid, duration ms) and the loop length."""

    frames: tuple[tuple[int, int], ...]
    total: int

    def gid_at(self, ms: int) -> int:
        """The frame showing `ms` milliseconds after the start."""
        if self.total <= 0:
            return self.frames[0][0]
        ms %= self.total
        for gid, duration in self.frames:
            if ms < duration:
                return gid
            ms -= duration
        return self.frames[-1][0]


class _SmoothScale:
    """A smooth scale of `source` to `size` made in slices: first the rows pass (bands of rows
    scaled in width), then the columns pass (bands of columns scaled in height)."""

    def __init__(self, cache_key: tuple[tuple[int, ...], int, int, bool], source: pygame.Surface,
                 size: tuple[int, int], rows: pygame.Surface | None = None,
                 reuse: Callable[[tuple[int, int]], pygame.Surface | None] | None = None, room: int = 0) -> None:
        self.cache_key = cache_key
        self.source = source
        self.size = size
        shape = (size[0], source.get_height())
        # Large surfaces cost more to allocate than to fill: the rows buffer of an earlier job
        # (when wide enough; its left part is used) and blocks the cache let go are used again.
        if rows is None or rows.get_width() < shape[0] or rows.get_height() != shape[1]:
            rows = pygame.Surface((max(shape[0], room), shape[1]), 0, source)
        self.buffer = rows
        self.rows = rows.subsurface((0, 0, *shape))
        self.reuse = reuse or (lambda size: None)
        """Gives a surface of exactly that size made from memory already held, if any."""
        self.out: pygame.Surface | None = None
        self.row = 0
        self.column = 0

    @property
    def done(self) -> bool:
        """True once every column is filtered (`out` holds the scale)."""
        return self.column >= self.size[0]

    def advance(self, budget: int) -> None:
        """Filter about `budget` more pixels (at least one band)."""
        width, height = self.size
        source_w, source_h = self.source.get_size()
        while budget > 0 and not self.done:
            if self.row < source_h:
                count = min(source_h - self.row, max(1, budget // width))
                band = self.source.subsurface((0, self.row, source_w, count))
                self.rows.blit(pygame.transform.smoothscale(band, (width, count)), (0, self.row))
                self.row += count
                budget -= width * count
            elif self.out is None:  # the columns pass starts on a later frame than the allocation
                self.out = self.reuse(self.size) or pygame.Surface(self.size, 0, self.source)
                budget -= width * height // 4
            else:
                count = min(width - self.column, max(1, budget // height))
                band = self.rows.subsurface((self.column, 0, count, source_h))
                self.out.blit(pygame.transform.smoothscale(band, (count, height)), (self.column, 0))
                self.column += count
                budget -= count * height


def _take_spare(spares: list[pygame.Surface], size: tuple[int, int]) -> pygame.Surface | None:
    """The smallest spare surface at least `size` (taken out of `spares`), as a subsurface of
    exactly `size`; None if there is none (allocating a large surface costs more than filling it)."""
    fits = [i for i, spare in enumerate(spares) if spare.get_width() >= size[0] and spare.get_height() >= size[1]]
    if not fits:
        return None
    best = min(fits, key=lambda i: spares[i].get_width() * spares[i].get_height())
    spare = spares.pop(best)
    return spare if spare.get_size() == size else spare.subsurface((0, 0, *size))


class OceanMap:
    """The parsed ocean map: HUD rectangles by name and the animated backdrop.

    Parsing needs no display. Tile images are loaded on the first `draw` (or `render_block`),
    converted for the display when one is set.
    """

    def __init__(self, path: str | Path = DEFAULT_MAP_PATH, *, cache_pixels: int = 16_000_000) -> None:
        self.path = Path(path)
        if not self.path.is_file():
            raise OceanMapError(f"{self.path}: ocean map not found (run scripts/make_assets.py)")
        try:
            self.tmx = pytmx.TiledMap(str(self.path))
        except Exception as exc:  # pytmx raises plain Exceptions and XML errors
            raise OceanMapError(f"{self.path}: cannot read the map: {exc}") from exc
        tmx = self.tmx
        if tmx.orientation != "hexagonal" or tmx.staggeraxis != "x":
            raise OceanMapError(f"{self.path}: expected a hexagonal map with staggeraxis x (flat-topped hexes)")
        self.tile_width = int(tmx.tilewidth)
        self.tile_height = int(tmx.tileheight)
        self.hex_side = float(tmx.hexsidelength)
        self.stagger_odd = (tmx.staggerindex or "odd") == "odd"
        # Tiled hexagonalrenderer.cpp, staggerX case
        self.side_offset_x = (self.tile_width - int(self.hex_side)) // 2
        self.column_width = self.side_offset_x + int(self.hex_side)
        try:
            self.layer = tmx.get_layer_by_name(OCEAN_LAYER)
        except ValueError as exc:
            raise OceanMapError(f"{self.path}: no tile layer {OCEAN_LAYER!r}") from exc
        if not isinstance(self.layer, pytmx.TiledTileLayer):
            raise OceanMapError(f"{self.path}: layer {OCEAN_LAYER!r} is not a tile layer")
        self.columns = int(tmx.width)
        self.rows = int(tmx.height)
        props = tmx.properties or {}
        self.reference_size = (
            int(props.get("hud_reference_width", DEFAULT_REFERENCE_SIZE[0])),
            int(props.get("hud_reference_height", DEFAULT_REFERENCE_SIZE[1])),
        )
        self.hud: dict[str, pygame.Rect] = {}
        for group in tmx.objectgroups:
            if group.name != HUD_GROUP:
                continue
            for obj in group:
                if obj.name:
                    self.hud[obj.name] = pygame.Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
        self.animations: dict[int, _Animation] = {}
        for _x, _y, gid in self.layer.iter_data():
            if gid and gid not in self.animations:
                props = tmx.get_tile_properties_by_gid(gid) or {}
                frames = tuple((f.gid, int(f.duration)) for f in props.get("frames", ()))
                if not frames:
                    frames = ((gid, 0),)
                self.animations[gid] = _Animation(frames, sum(d for _g, d in frames))
        self._images: dict[int, pygame.Surface] | None = None
        self._blocks: dict[tuple[int, ...], pygame.Surface] = {}
        self._scaled: OrderedDict[tuple[tuple[int, ...], int, int, bool], pygame.Surface] = OrderedDict()
        self._last_size: tuple[int, int] | None = None
        self._scaled_pixels = 0
        self.cache_pixels = cache_pixels
        self.smooth_pixels_per_frame = SMOOTH_PIXELS_PER_FRAME
        self._smoothing: _SmoothScale | None = None
        self._rows_buffer: pygame.Surface | None = None
        self._spares: list[pygame.Surface] = []
        self._seeded_for: tuple[int, int] | None = None
        self._fast_buffer: pygame.Surface | None = None
        self._fast_view: tuple[tuple[tuple[int, ...], int, int], pygame.Surface] | None = None
        self._change_times: tuple[int, ...] | None = None
        self.exact = False
        """True when the last `draw` showed the sea's final smooth scale (no stand-in while one
        is being made, no fast scale of a zoom frame): a picture of it may be kept."""

    # ----------------------------------------------------------------- HUD

    @property
    def hud_names(self) -> tuple[str, ...]:
        """Names of the HUD rectangles (e.g. seats, stack, log, prompt, buttons, table)."""
        return tuple(self.hud)

    def hud_rect(self, name: str, screen_size: tuple[int, int] | None = None) -> pygame.Rect:
        """The HUD rectangle `name`, in the reference layout or scaled to `screen_size`
        (KeyError naming the map if there is none)."""
        try:
            rect = self.hud[name]
        except KeyError:
            raise KeyError(f"{self.path.name}: no HUD object {name!r} (have {', '.join(self.hud)})") from None
        if screen_size is None or tuple(screen_size) == self.reference_size:
            return rect.copy()
        sx = screen_size[0] / self.reference_size[0]
        sy = screen_size[1] / self.reference_size[1]
        left, top = round(rect.x * sx), round(rect.y * sy)
        return pygame.Rect(left, top, round(rect.right * sx) - left, round(rect.bottom * sy) - top)

    def hud_rects(self, screen_size: tuple[int, int] | None = None) -> dict[str, pygame.Rect]:
        """Every HUD rectangle by name (see `hud_rect`)."""
        return {name: self.hud_rect(name, screen_size) for name in self.hud}

    # ----------------------------------------------------------------- hex placement

    def tile_position(self, column: int, row: int) -> tuple[int, int]:
        """Top-left pixel of tile (column, row) in map pixels (Tiled's staggered-x rule)."""
        shifted = (column % 2 == 1) == self.stagger_odd
        y = row * self.tile_height + (self.tile_height // 2 if shifted else 0)
        return (column * self.column_width, y)

    @property
    def block_size(self) -> tuple[int, int]:
        """Size in map pixels of the seamless repeat of the map (an even number of columns
        repeats exactly; an odd one repeats after two copies)."""
        columns = self.columns if self.columns % 2 == 0 else 2 * self.columns
        return (columns * self.column_width, self.rows * self.tile_height)

    def world_scale(self, camera: Camera) -> float:
        """World pixels per map pixel (1.0 when the map's hex side is the camera's hex size)."""
        return camera.hex_size / self.hex_side

    # ----------------------------------------------------------------- animation

    @property
    def period_ms(self) -> int:
        """Length of one full loop of every tile animation (capped at one minute)."""
        period = 1
        for anim in self.animations.values():
            if anim.total > 0:
                period = period * anim.total // math.gcd(period, anim.total)
                if period > 60_000:
                    return 60_000
        return period

    def frame_key(self, t: float) -> tuple[int, ...]:
        """The animation state at `t` seconds: the gid showing for each layer gid."""
        ms = int(t * 1000.0)
        return tuple(self.animations[gid].gid_at(ms) for gid in sorted(self.animations))

    @property
    def change_times(self) -> tuple[int, ...]:
        """The milliseconds within `period_ms` at which some tile's animation moves on, in order."""
        if self._change_times is None:
            period = self.period_ms
            times: set[int] = set()
            for anim in self.animations.values():
                if anim.total <= 0:
                    continue
                edge = 0
                for _gid, duration in anim.frames:
                    edge += duration
                    times.update((edge + k * anim.total) % period for k in range(max(1, period // anim.total)))
            self._change_times = tuple(sorted(times))
        return self._change_times

    def upcoming_states(self, t: float, count: int) -> list[tuple[float, tuple[int, ...]]]:
        """(a time within it, its `frame_key`) of each of the next `count` animation states after
        the one showing at `t` seconds, soonest first (fewer when the loop has fewer states)."""
        changes = self.change_times
        if not changes:
            return []
        period = self.period_ms
        ms = int(t * 1000.0)
        loop_start = ms - ms % period
        seen = {self.frame_key(t)}
        found: list[tuple[float, tuple[int, ...]]] = []
        later = [c for c in changes if c > ms % period] + [c + period for c in changes]
        for change in later:
            when = (loop_start + change + 0.5) / 1000.0  # (half a millisecond in: frame_key truncates)
            key = self.frame_key(when)
            if key in seen:
                continue
            seen.add(key)
            found.append((when, key))
            if len(found) >= count:
                break
        return found

    # ----------------------------------------------------------------- drawing

    def _load_images(self) -> dict[int, pygame.Surface]:
        if self._images is not None:
            return self._images
        images: dict[int, pygame.Surface] = {}
        sheets: dict[str, pygame.Surface] = {}
        for gid, entry in enumerate(self.tmx.images):
            if not entry:
                continue
            filename, rect, _flags = entry
            if filename not in sheets:
                try:
                    sheet = pygame.image.load(filename)
                except (FileNotFoundError, pygame.error) as exc:
                    raise OceanMapError(f"{self.path.name}: cannot load tileset image {filename}: {exc}") from exc
                if pygame.display.get_surface() is not None:
                    sheet = sheet.convert_alpha()
                sheets[filename] = sheet
            images[gid] = sheets[filename].subsurface(pygame.Rect(rect))
        self._images = images
        return images

    def render_block(self, key: tuple[int, ...]) -> pygame.Surface:
        """The map for one animation state as a seamless, opaque block (map pixels, cached)."""
        block = self._blocks.get(key)
        if block is not None:
            return block
        images = self._load_images()
        frame_of = dict(zip(sorted(self.animations), key))
        width, height = self.block_size
        block = pygame.Surface((width, height))
        colour = self.tmx.background_color or "#0e3468"
        block.fill(pygame.Color(colour))
        repeats = width // (self.columns * self.column_width)
        for copy in range(repeats):
            for column, row, gid in self.layer.iter_data():
                if not gid:
                    continue
                image = images.get(frame_of.get(gid, gid))
                if image is None:
                    continue
                x, y = self.tile_position(column + copy * self.columns, row)
                for dx in (-width, 0, width):
                    for dy in (-height, 0, height):
                        left, top = x + dx, y + dy
                        if left < width and left + self.tile_width > 0 and top < height and top + self.tile_height > 0:
                            block.blit(image, (left, top))
        self._blocks[key] = block
        return block

    def _scaled_block(self, key: tuple[int, ...], width: int, height: int, smooth: bool) -> pygame.Surface | None:
        """The block scaled to (width, height), smooth or fast, cached; None when this frame is
        to draw the fast scale piece by piece (`_draw_fast`)."""
        cache_key = (key, width, height, smooth)
        scaled = self._scaled.get(cache_key)
        if scaled is not None:
            self._scaled.move_to_end(cache_key)
            return scaled
        if not smooth:
            # a smooth version is as good, if there is one
            better = self._scaled.get((key, width, height, True))
            if better is not None:
                return better
        block = self.render_block(key)
        if (width, height) == block.get_size():
            return self._store(cache_key, block)
        if not smooth:
            return self._fast_block(key, block, width, height)
        work = width * (block.get_height() + height)  # rows pass + columns pass
        if work > SYNC_SMOOTH_PIXELS:
            stand_in = self._latest_at(width, height) or self._fast_block(key, block, width, height, any_state=True)
            return self._smooth_slice(cache_key, block, stand_in)
        return self._store(cache_key, pygame.transform.smoothscale(block, (width, height)))

    def _fast_block(self, key: tuple[int, ...], block: pygame.Surface, width: int, height: int, *,
                    any_state: bool = False) -> pygame.Surface | None:
        """The fast (nearest) scale of the whole block, made in the buffer kept for zoom frames
        (a zoom makes a new size every frame, and a new surface of that size, a few MB at
        2560x1440, costs several times the scale itself); valid until the buffer's next use,
        never cached. None when the scaled block is larger than the buffer (about the screen):
        then `_draw_fast` scales only the parts that show. With `any_state` (a stand-in while
        the smooth scale is made) the one in the buffer at this size serves, whatever the
        animation state it shows."""
        buffer = self._fast_buffer
        if buffer is None or width > buffer.get_width() or height > buffer.get_height():
            return None
        made = self._fast_view
        if made is not None and any_state and made[0][1:] == (width, height):
            return made[1]
        if made is None or made[0] != (key, width, height):
            view = buffer.subsurface((0, 0, width, height))
            pygame.transform.scale(block, (width, height), view)
            made = self._fast_view = ((key, width, height), view)
        return made[1]

    def _draw_fast(self, surface: pygame.Surface, block: pygame.Surface, scale: float, start: tuple[float, float],
                   period: tuple[float, float]) -> None:
        """A close zoom frame's sea (the scaled block larger than the screen): each copy of the
        block scaled (nearest) only where it shows, a piece at a time through the buffer."""
        block_w, block_h = block.get_size()
        screen_w, screen_h = surface.get_size()
        buffer = self._buffer_for(surface.get_size(), block, scale)
        self._fast_view = None
        y = start[1]
        while y < screen_h:
            top_px = max(0, math.floor(-y / scale))
            bottom_px = min(block_h, math.ceil((screen_h - y) / scale))
            x = start[0]
            while x < screen_w:
                left_px = max(0, math.floor(-x / scale))
                right_px = min(block_w, math.ceil((screen_w - x) / scale))
                if right_px > left_px and bottom_px > top_px:
                    left, top = round(x + left_px * scale), round(y + top_px * scale)
                    w = max(1, round(x + right_px * scale) - left)
                    h = max(1, round(y + bottom_px * scale) - top)
                    piece = block.subsurface((left_px, top_px, right_px - left_px, bottom_px - top_px))
                    target = buffer.subsurface((0, 0, min(w, buffer.get_width()), min(h, buffer.get_height())))
                    pygame.transform.scale(piece, target.get_size(), target)
                    surface.blit(target, (left, top))
                x += period[0]
            y += period[1]

    def _buffer_for(self, screen: tuple[int, int], block: pygame.Surface, scale: float) -> pygame.Surface:
        """The buffer of the fast scale for a screen of this size (made on the first frame at
        that size, `FAST_BUFFER_ROOM` times the screen, so a zoom never makes one)."""
        step = max(math.ceil(scale), math.ceil(FAST_BUFFER_SCALE))
        need = (max(screen[0] + 2 * step + 2, math.ceil(screen[0] * FAST_BUFFER_ROOM)),
                max(screen[1] + 2 * step + 2, math.ceil(screen[1] * FAST_BUFFER_ROOM)))
        buffer = self._fast_buffer
        if buffer is None or buffer.get_width() < need[0] or buffer.get_height() < need[1]:
            buffer = self._fast_buffer = pygame.Surface(need, 0, block)
            self._fast_view = None
            if self._seeded_for != screen:  # (once per screen size, however the buffer grows)
                self._seeded_for = screen
                count = min(SEEDED_SPARES, max(1, SEEDED_SPARE_PIXELS // max(1, screen[0] * screen[1])))
                self._spares[:0] = [pygame.Surface(screen, 0, block) for _ in range(count)]
        return buffer

    def _latest_at(self, width: int, height: int) -> pygame.Surface | None:
        """The most recently used cached block of this size, in any animation state."""
        for (_k, w, h, _smooth), surface in reversed(self._scaled.items()):
            if (w, h) == (width, height):
                return surface
        return None

    def _smooth_slice(self, cache_key: tuple[tuple[int, ...], int, int, bool], block: pygame.Surface,
                      stand_in: pygame.Surface | None) -> pygame.Surface | None:
        """Make the next slice of a large smooth scale (this one, or the one under way at this
        size); the finished block if it is this one, else `stand_in`."""
        job = self._smoothing
        if job is not None and job.size != cache_key[1:3] and job.out is not None:
            # a job given up (the zoom moved on) leaves its surface for a later one: a new one
            # of this size costs a frame about 12 ms at 2560x1440 (zeroed page by page)
            self._spare(job.out.get_parent() or job.out)
        if job is None or job.size != cache_key[1:3]:
            # the rows buffer is made as wide as the fast buffer, so zooming in reuses it
            room = self._fast_buffer.get_width() if self._fast_buffer is not None else 0
            job = self._smoothing = _SmoothScale(cache_key, block, cache_key[1:3], self._rows_buffer, self._reuse,
                                                 room)
            self._rows_buffer = job.buffer
        job.advance(self.smooth_pixels_per_frame)
        if not job.done or job.out is None:
            return stand_in
        self._smoothing = None
        scaled = self._store(job.cache_key, job.out)
        return scaled if job.cache_key == cache_key else stand_in

    def _reuse(self, size: tuple[int, int]) -> pygame.Surface | None:
        """A surface of `size` in memory already held (a new large one costs more to make than
        to fill): a spare, else, for a block of `EVICT_FOR_PIXELS` or more, the least recently
        used cached block of another size whose memory is large enough (dropped from the
        cache); None if there is none."""
        spare = _take_spare(self._spares, size)
        if spare is not None or size[0] * size[1] < EVICT_FOR_PIXELS:
            return spare
        for cache_key, surface in self._scaled.items():
            _k, w, h, _smooth = cache_key
            root = surface.get_parent() or surface
            if (w, h) == size or root.get_width() < size[0] or root.get_height() < size[1]:
                continue
            if any(root is b for b in self._blocks.values()):
                continue
            del self._scaled[cache_key]
            self._scaled_pixels -= w * h
            return root if root.get_size() == size else root.subsurface((0, 0, *size))
        return None

    def _store(self, cache_key: tuple[tuple[int, ...], int, int, bool], scaled: pygame.Surface) -> pygame.Surface:
        width, height = cache_key[1:3]
        self._scaled[cache_key] = scaled
        self._scaled_pixels += width * height
        while self._scaled_pixels > self.cache_pixels and len(self._scaled) > 1:
            (_k, w, h, _smooth), dropped = self._scaled.popitem(last=False)
            self._scaled_pixels -= w * h
            whole = dropped.get_parent() or dropped  # a block made in a larger spare frees all of it
            if w * h * 4 > SYNC_SMOOTH_PIXELS and all(whole is not b for b in self._blocks.values()):
                self._spare(whole)  # a later slice-made scale may reuse it
        return scaled

    def _spare(self, surface: pygame.Surface) -> None:
        """Keep `surface` for a later slice-made scale (newest first, `SPARE_PIXELS` at most
        but for the newest; the job under way shares this very list)."""
        self._spares.insert(0, surface)
        kept = 0
        for i, spare in enumerate(self._spares):
            kept += spare.get_width() * spare.get_height()
            if kept > SPARE_PIXELS:
                del self._spares[max(1, i):]
                break

    def _scaled_size(self, camera: Camera) -> tuple[int, int]:
        """The block's size in screen pixels at the camera's zoom."""
        scale = self.world_scale(camera) * camera.zoom
        block_w, block_h = self.block_size
        return max(1, math.ceil(block_w * scale)), max(1, math.ceil(block_h * scale))

    def _made_at_once(self, width: int, height: int) -> bool:
        """True when a scale to `width` x `height` needs no slices: the map's own size, or small
        enough to be made within one frame."""
        block_w, block_h = self.block_size
        return (width, height) == (block_w, block_h) or width * (block_h + height) <= SYNC_SMOOTH_PIXELS

    def scale_ready(self, camera: Camera) -> bool:
        """True when a drawn frame at the camera's zoom needs no fast scale of the whole block:
        a smooth scale at this size is kept (in any animation state: it stands in for the
        others while they are made), or one is quick enough to be made at once."""
        width, height = self._scaled_size(camera)
        if self._made_at_once(width, height):
            return True
        return self._latest_at(width, height) is not None

    def smooth_ready(self, camera: Camera, t: float) -> bool:
        """True when a frame drawn at the camera's zoom and time `t` shows the sea's final smooth
        scale of that animation state without a slice to make (kept, the map's own size, or
        small enough to be made at once)."""
        width, height = self._scaled_size(camera)
        if self._made_at_once(width, height):
            return True
        return (self.frame_key(t), width, height, True) in self._scaled

    def shown_state(self, camera: Camera, t: float) -> tuple[int, ...] | None:
        """The animation state whose final smooth scale a frame drawn now at the camera's zoom
        shows (`draw` with `state`): the one at `t` when its scale is kept, needs none or is
        made at once; while it is made a slice per frame, the state of the latest kept scale
        at this size, which stands in for it; None when a drawn frame shows a fast scale (the
        first frame at a size, a zoom frame, or no smooth scale kept at this size)."""
        width, height = self._scaled_size(camera)
        if self._last_size != (width, height):
            return None
        key = self.frame_key(t)
        if self._made_at_once(width, height) or (key, width, height, True) in self._scaled:
            return key
        for state, w, h, smooth in reversed(self._scaled):
            if (w, h) == (width, height):
                return state if smooth else None
        return None

    def prepare(self, screen_size: tuple[int, int], camera: Camera, t: float, *, slices: int = 1) -> None:
        """A frame that shows no sea (a zoom picture stands in): make this frame's slice of
        the sea's smooth scale at the camera's zoom, as `draw` would, without drawing and
        without the fast scale a drawn frame needs meanwhile."""
        scale = self.world_scale(camera) * camera.zoom
        block_w, block_h = self.block_size
        width = max(1, math.ceil(block_w * scale))
        height = max(1, math.ceil(block_h * scale))
        smooth = self._last_size == (width, height)
        self._last_size = (width, height)
        self.exact = False
        key = self.frame_key(t)
        cache_key = (key, width, height, True)
        if not smooth or cache_key in self._scaled:
            return
        block = self.render_block(key)
        if (width, height) == block.get_size() or width * (block.get_height() + height) <= SYNC_SMOOTH_PIXELS:
            return  # made at once by the next drawn frame (a couple of ms at most)
        self._buffer_for(screen_size, block, scale)
        for _ in range(max(1, slices)):  # (a frame with time to spare makes more than one)
            if self._smooth_slice(cache_key, block, None) is not None or self._smoothing is None:
                break

    def draw(self, surface: pygame.Surface, camera: Camera, t: float, *, parallax: float = 1.0,
             state: tuple[int, ...] | None = None) -> None:
        """Fill `surface` with the animated ocean for time `t` (seconds), or in animation
        `state` (a `frame_key`, e.g. the `shown_state` standing in while the one at `t` is made).

        With `parallax` 1.0 the ocean hexes lie exactly under the table cells and scale with
        the zoom; a smaller value makes the sea drift slower than the cards when panning.
        """
        scale = self.world_scale(camera) * camera.zoom  # screen pixels per map pixel
        block_w, block_h = self.block_size
        width = max(1, math.ceil(block_w * scale))
        height = max(1, math.ceil(block_h * scale))
        # While the zoom changes from frame to frame, scale fast (nearest); once it rests,
        # scale smoothly (each version is cached).
        smooth = self._last_size == (width, height)
        self._last_size = (width, height)
        key = self.frame_key(t) if state is None else state
        self._buffer_for(surface.get_size(), self.render_block(key), scale)
        image = self._scaled_block(key, width, height, smooth)
        self.exact = image is not None and smooth and self._scaled.get((key, width, height, True)) is image
        # Map pixel (tile_width/2, tile_height/2) is the centre of tile (0, 0), i.e. cell (0, 0).
        k = self.world_scale(camera)
        origin_world = (-self.tile_width / 2.0 * k, -self.tile_height / 2.0 * k)
        ox, oy = camera.world_to_screen(origin_world)
        ox *= parallax
        oy *= parallax
        period_x, period_y = block_w * scale, block_h * scale
        start_x = ox - math.ceil(ox / period_x) * period_x
        start_y = oy - math.ceil(oy / period_y) * period_y
        if image is None:
            self._draw_fast(surface, self.render_block(key), scale, (start_x, start_y),
                            (period_x, period_y))
            return
        # Each copy's corner from its own index, rounded down: consecutive corners then lie at
        # most ceil(period) = the image's size apart, so no seam opens between copies (rounding
        # a running sum could put two corners a pixel too far apart and leave a black line).
        screen_w, screen_h = surface.get_size()
        rows = math.ceil((screen_h - start_y) / period_y)
        columns = math.ceil((screen_w - start_x) / period_x)
        for j in range(rows):
            y = math.floor(start_y + j * period_y)
            for i in range(columns):
                surface.blit(image, (math.floor(start_x + i * period_x), y))


_MAP_CACHE: dict[Path, OceanMap] = {}


def load_ocean_map(path: str | Path = DEFAULT_MAP_PATH) -> OceanMap:
    """The ocean map at `path`, parsed once and shared."""
    key = Path(path).resolve()
    if key not in _MAP_CACHE:
        _MAP_CACHE[key] = OceanMap(key)
    return _MAP_CACHE[key]
