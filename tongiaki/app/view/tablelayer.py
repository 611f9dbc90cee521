"""The table layer: pictures of the sea and the card faces of the still view, one per sea animation state.

Every frame repaints the whole screen, and the sea and the card faces are most of that work
(about 4 ms of a frame at 2560x1440), yet while the camera and the table rest they only change
when the sea's tile animation moves on (eight states, 160 ms each). `TableLayer` keeps a
screen-sized picture of the sea and the faces per sea state of the still view, copied from the
screen a band at a time (`BANDS` frames, so no frame carries a whole copy) just after they are
drawn and before anything that moves (foam, ships, highlights, the fleet, the preview, the HUD)
is drawn over them. A frame whose view and sea state has a picture shows it with one opaque
blit instead of drawing the sea and the faces; while a picture is being copied, its bands
copied so far are shown and only the others drawn (in one strip: they are copied top to bottom).

A picture also serves a pan by whole pixels (a drag of the sea): it is blitted shifted by the
pan, and only the strips it leaves uncovered are drawn (`draw` returns them). A shift by whole
pixels moves every card face and sea tile by exactly that many pixels, so the frame is the same,
pixel for pixel, as one drawn from scratch; a pan by a fraction of a pixel (a glide) is drawn
from scratch. A frame shown from a shifted picture starts no picture of its own offset.

Pictures are also made ahead of their sea state (`SeaView._make_ahead`): on a frame whose
picture shows whole, one band of a coming state's picture (`next_band`) is drawn on the screen
and copied before the picture covers it, so a new view is drawn anew only until its first
picture is complete, not at each of the next sea states.

A picture is keyed by what its pixels depend on: the window size, the zoom, the cards and
their rotations, which faces were drawn (`faces`: a generation count of the view's face
cache), the camera offset and the sea state. It is only ever shown for an equal key (the
offset up to a whole-pixel shift), so a card attached, a card turned, a new face or a zoom
never shows a stale picture. Pictures are made in memory of `BANDS` surfaces each, allocated a
band per frame (a new screen-sized surface costs several milliseconds to allocate), and at most
`LAYER_PIXELS` pixels of them are kept: a new picture takes the place of one that shows this
view in no sea state, else of one whose state another picture shows too, else of the least
recently used (`_evictable`).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

BANDS = 4
"""Horizontal bands a picture is copied in, one per frame."""
LAYER_PIXELS = 30_000_000
"""Pixels of pictures kept: the eight sea states of the ocean map at 2560x1440 (118 MB), four
at 3840x2160 (the others are drawn)."""
MAX_PICTURES = 16
"""At most this many pictures (every sea state of the view and of the one before a pan)."""
MAX_SHIFT = 0.25
"""A pan serves from a picture while its shift leaves this share of the screen or less to draw."""


@dataclass(eq=False)  # pictures are told apart by identity (comparing their keys costs a frame)
class _Picture:
    base: Hashable
    offset: tuple[float, float]
    sea: Hashable
    size: tuple[int, int]
    bands: list[pygame.Surface | None] = field(default_factory=list)
    spare: list[pygame.Surface | None] = field(default_factory=list)
    """The bands of the picture this one replaced (their memory is used again)."""
    key: int = 0
    """hash((base, sea)): compared first."""

    def matches(self, key: int, base: Hashable, sea: Hashable, size: tuple[int, int]) -> bool:
        return self.key == key and self.size == size and self.sea == sea and self.base == base

    @property
    def complete(self) -> bool:
        return bool(self.bands) and all(band is not None for band in self.bands)


def band_rects(size: tuple[int, int], bands: int = BANDS) -> list[pygame.Rect]:
    """The screen rectangles of a picture's bands, top to bottom."""
    return [pygame.Rect(rect) for rect in _band_rects(tuple(size), bands)]


@lru_cache(maxsize=16)
def _band_rects(size: tuple[int, int], bands: int) -> tuple[tuple[int, int, int, int], ...]:
    width, height = size
    edges = [height * k // bands for k in range(bands + 1)]
    return tuple((0, edges[k], width, edges[k + 1] - edges[k]) for k in range(bands))


def exposed_strips(size: tuple[int, int], shift: tuple[int, int]) -> list[pygame.Rect]:
    """The parts of a screen of `size` a picture blitted at `shift` leaves uncovered."""
    width, height = size
    dx, dy = shift
    strips = []
    if dx > 0:
        strips.append(pygame.Rect(0, 0, dx, height))
    elif dx < 0:
        strips.append(pygame.Rect(width + dx, 0, -dx, height))
    left, right = max(0, dx), min(width, width + dx)
    if dy > 0:
        strips.append(pygame.Rect(left, 0, right - left, dy))
    elif dy < 0:
        strips.append(pygame.Rect(left, height + dy, right - left, -dy))
    return [strip for strip in strips if strip.width > 0 and strip.height > 0]


def whole_shift(offset: tuple[float, float], kept: tuple[float, float]) -> tuple[int, int] | None:
    """The shift from a picture made at camera offset `kept` to `offset`, when it is whole pixels."""
    dx, dy = offset[0] - kept[0], offset[1] - kept[1]
    rx, ry = round(dx), round(dy)
    if abs(dx - rx) > 1e-6 or abs(dy - ry) > 1e-6:
        return None
    return (int(rx), int(ry))


class TableLayer:
    """Pictures of the sea and faces of the still view per sea state (see the module docstring)."""

    def __init__(self, pixels: int = LAYER_PIXELS, bands: int = BANDS) -> None:
        self.pixels = pixels
        self.band_count = bands
        self._pictures: list[_Picture] = []
        """Most recently used last."""
        self.shown = 0
        """Frames whose sea and faces came from a picture (for tests and the bench)."""
        self.shown_shifted = 0
        """Of those, frames shown from a picture shifted by a pan."""
        self.last_shifted = False
        """True when the last `draw` showed a complete picture shifted by a pan."""
        self.made_ahead = 0
        """Bands copied ahead of their sea state (for tests and the bench)."""
        self.version = 0
        """Counts the changes of the pictures kept (a band copied, a picture made or dropped)."""

    def forget(self) -> None:
        """Drop every picture."""
        self._pictures.clear()
        self.version += 1

    def _limit(self, size: tuple[int, int]) -> int:
        return max(1, min(MAX_PICTURES, self.pixels // max(1, size[0] * size[1])))

    def draw(self, target: pygame.Surface, base: Hashable, offset: tuple[float, float], sea: Hashable
             ) -> list[pygame.Rect] | None:
        """Show the picture of (`base`, `sea`) at `offset` on `target`: the strips left to draw
        (the bands not copied yet of a picture of this very offset, or the strips a pan by
        whole pixels uncovered of a complete one), or None when no picture serves (nothing
        drawn)."""
        size = target.get_size()
        self.last_shifted = False
        best = self._serving(size, base, offset, sea)
        if best is None:
            return None
        picture, shift = best
        self._pictures.remove(picture)
        self._pictures.append(picture)
        rects = band_rects(size, self.band_count)
        target.fblits([(band, rect.move(shift)) for band, rect in zip(picture.bands, rects, strict=True)
                       if band is not None])
        self.shown += 1
        if shift != (0, 0):
            self.shown_shifted += 1
            self.last_shifted = True
            return exposed_strips(size, shift)
        missing = [rect for band, rect in zip(picture.bands, rects, strict=True) if band is None]
        # (the bands are copied top to bottom: the missing ones are one strip, drawn at once)
        return [missing[0].unionall(missing[1:])] if missing else []

    def _serving(self, size: tuple[int, int], base: Hashable, offset: tuple[float, float], sea: Hashable,
                 *, complete: bool = False) -> tuple[_Picture, tuple[int, int]] | None:
        """(picture, shift) that shows (`base`, `sea`) at `offset` with the least to draw: a
        complete picture shifted by whole pixels (at most `MAX_SHIFT` of the screen uncovered),
        or one of this very offset with some bands copied (unless `complete`); None if none."""
        key = hash((base, sea))
        best: tuple[int, _Picture, tuple[int, int]] | None = None
        for picture in self._pictures:
            if not picture.matches(key, base, sea, size):
                continue
            shift = whole_shift(offset, picture.offset)
            if shift is None or not (picture.complete or (not complete and shift == (0, 0) and any(picture.bands))):
                continue
            area = abs(shift[0]) * size[1] + abs(shift[1]) * size[0]
            if area > MAX_SHIFT * size[0] * size[1]:
                continue
            if best is None or area < best[0]:
                best = (area, picture, shift)
        return None if best is None else (best[1], best[2])

    def shows(self, size: tuple[int, int], base: Hashable, offset: tuple[float, float], sea: Hashable) -> bool:
        """True when `draw` would show a picture (whole, shifted, or the bands copied so far)."""
        return self._serving(size, base, offset, sea) is not None

    def serves(self, size: tuple[int, int], base: Hashable, offset: tuple[float, float], sea: Hashable) -> bool:
        """True when a complete picture shows (`base`, `sea`) at `offset` (itself or shifted by a pan)."""
        return self._serving(size, base, offset, sea, complete=True) is not None

    def next_band(self, size: tuple[int, int], base: Hashable, offset: tuple[float, float], sea: Hashable,
                  protect: Hashable = None) -> pygame.Rect | None:
        """The screen rectangle `keep_band` would copy next for the picture of (`base`,
        `offset`, `sea`) (with the same `protect`); None when that picture is complete or there
        is no room for it."""
        key = hash((base, sea))
        picture = next((p for p in self._pictures if p.offset == offset and p.matches(key, base, sea, size)), None)
        if picture is None:
            if self._evictable(size, base, offset, protect) is False:
                return None
            return band_rects(size, self.band_count)[0]
        if picture.complete:
            return None
        return band_rects(size, self.band_count)[picture.bands.index(None)]

    def _evictable(self, size: tuple[int, int], base: Hashable, offset: tuple[float, float],
                   protect: Hashable) -> _Picture | bool:
        """Room for a new picture of (`base`, `offset`) at `size`: True when there is room as it
        is, else the picture of another view (not of sea state `protect`) that makes room, else
        False. When every picture kept is of this view (more sea states than room) the ones
        kept stay: replacing them in turn would leave none complete when its state comes round
        again."""
        pictures = [p for p in self._pictures if p.size == size]
        if len(pictures) < self._limit(size):
            return True
        others = [p for p in pictures if (p.base != base or p.offset != offset) and (protect is None or p.sea != protect)]
        if not others:
            return False
        # first one that shows this view in no sea state (another view, a picture left
        # incomplete at another offset, one shifted too far), then one whose sea state another
        # picture shows too, then the least recently used
        serving = [p for p in pictures if p.base == base and self._shows(p, size, offset)]
        states = [p.sea for p in serving]

        def rank(picture: _Picture) -> int:
            if not any(picture is p for p in serving):
                return 0
            return 1 if states.count(picture.sea) > 1 else 2

        return min(others, key=rank)

    @staticmethod
    def _shows(picture: _Picture, size: tuple[int, int], offset: tuple[float, float]) -> bool:
        """True when `picture` is complete and shows the view at `offset` (itself or shifted)."""
        shift = whole_shift(offset, picture.offset)
        if not picture.complete or shift is None:
            return False
        return abs(shift[0]) * size[1] + abs(shift[1]) * size[0] <= MAX_SHIFT * size[0] * size[1]

    def has(self, base: Hashable, offset: tuple[float, float], sea: Hashable) -> bool:
        """True when the picture of this view and sea state is complete."""
        key = hash((base, sea))
        return any(p.offset == offset and p.complete and p.matches(key, base, sea, p.size) for p in self._pictures)

    def keep_band(self, screen: pygame.Surface, base: Hashable, offset: tuple[float, float], sea: Hashable,
                  protect: Hashable = None) -> bool:
        """Copy the next missing band of the picture of (`base`, `offset`, `sea`) from `screen`
        (which shows that view's sea and faces and nothing over them yet, at least in that
        band); True when a band was copied. A new picture takes the place of one of another
        view once `LAYER_PIXELS` are kept (`_evictable`; never one of sea state `protect`, the
        one on screen while a picture is made ahead of its state)."""
        size = screen.get_size()
        key = hash((base, sea))
        picture = next((p for p in self._pictures if p.offset == offset and p.matches(key, base, sea, size)), None)
        if picture is None:
            self._pictures = [p for p in self._pictures if p.size == size]
            spare: list[pygame.Surface | None] = [None] * self.band_count
            room = self._evictable(size, base, offset, protect)
            if room is False:
                return False
            if isinstance(room, _Picture):
                self._pictures.remove(room)
                spare = room.bands  # its memory, for the new picture's bands
            picture = _Picture(base, offset, sea, size, [None] * self.band_count, spare, key)
            self._pictures.append(picture)
        if picture.complete:
            return False
        index = picture.bands.index(None)
        rect = band_rects(size, self.band_count)[index]
        band = picture.spare[index] if index < len(picture.spare) else None
        if band is None or band.get_size() != rect.size:
            band = pygame.Surface(rect.size, 0, screen)
        band.blit(screen, (0, 0), rect)
        picture.bands[index] = band
        if picture.complete:
            picture.spare = []
        self.version += 1
        return True
