"""The zoom pictures: the sea and the card faces of the last still views, shown enlarged while zooming.

A zoom frame shows every card at a size never drawn before: scaling the sea and each face on
its own costs most of such a frame. `ZoomPicture` keeps screen-sized pictures of the sea and
the faces of the last `KEPT` still views (each the first frame after the camera stops that
shows every face crisp, copied from the screen before the ships are drawn); a zoom frame whose
view lies inside one of them shows the closest such picture enlarged with one fast scale of the
screen, and the parts that move (ships, highlights, the fleet, the preview) are drawn over it as
usual. Keeping two pictures covers both ways of a zoom: in from the latest view, and back out
inside the view before it. An enlarged picture is at most half of its pixels off the exact
view and shows the sea's animation state of its own frame; both last only while the zoom moves.
Once the zoom rests the view is drawn crisp again.

A picture is not used once the table has changed since it was drawn (a card attached or
turned), for a view reaching outside it, or at another window size. The surfaces are made once
per window size and reused.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

import pygame

KEPT = 2
"""Pictures kept (two screens: 29 MB at 2560x1440)."""


@dataclass
class _Picture:
    surface: pygame.Surface
    view: Hashable | None = None
    zoom: float = 0.0
    offset: tuple[float, float] = (0.0, 0.0)
    table: Hashable | None = None


class ZoomPicture:
    """Screen-sized pictures of the sea and faces of the last still views, for the zoom frames after them."""

    def __init__(self, kept: int = KEPT) -> None:
        self.kept_count = kept
        self._pictures: list[_Picture] = []
        """Most recent last."""
        self._making: tuple[Hashable, _Picture, int] | None = None
        """The picture being copied band by band: (its view, sea state, size and band count),
        the picture, bands copied."""
        self.drawn_zoomed = 0
        """Zoom frames shown from a picture (for tests and the bench)."""

    @property
    def view(self) -> Hashable | None:
        """The view (window size, zoom, offset, table) of the latest picture; None: none kept."""
        return self._pictures[-1].view if self._pictures and self._pictures[-1].view is not None else None

    def has(self, view: Hashable) -> bool:
        """True when a picture of `view` is kept."""
        return any(picture.view == view for picture in self._pictures)

    def forget(self) -> None:
        """Drop every picture (their surfaces are kept for the next ones)."""
        for picture in self._pictures:
            picture.view = picture.table = None
        self._making = None

    def keep(self, screen: pygame.Surface, view: Hashable, zoom: float, offset: tuple[float, float],
             table: Hashable, sea: Hashable = None, *, bands: int = 1) -> bool:
        """Copy `screen` (the sea and faces of `view` in sea state `sea`, nothing drawn over
        them yet) into a kept picture (an unused one, else the least recently made one); with
        `bands` > 1 one horizontal band of it per call, all from the same sea state (a copy
        of the whole screen costs a frame about 1.5 ms at 2560x1440): the picture serves zoom
        frames once every band is copied. True when the picture of `view` is complete."""
        size = screen.get_size()
        self._pictures = [p for p in self._pictures if p.surface.get_size() == size]
        while len(self._pictures) < self.kept_count:
            # every surface at once, on the first keep at this size: making one later costs a
            # frame several milliseconds (a new screen-sized surface is cleared page by page)
            self._pictures.insert(0, _Picture(pygame.Surface(size, 0, screen)))
        making = self._making
        if making is None or making[0] != (view, sea, size, bands):
            unused = [p for p in self._pictures if p.view is None]
            picture = unused[0] if unused else self._pictures[0]
            self._pictures.remove(picture)
            picture.view = picture.table = None
            self._pictures.insert(0, picture)  # not used while it is being copied
            making = self._making = ((view, sea, size, bands), picture, 0)
        _key, picture, done = making
        top, bottom = size[1] * done // bands, size[1] * (done + 1) // bands
        picture.surface.blit(screen, (0, top), (0, top, size[0], bottom - top))
        done += 1
        if done < bands:
            self._making = (making[0], picture, done)
            return False
        self._making = None
        self._pictures.remove(picture)
        picture.view, picture.zoom, picture.offset, picture.table = view, zoom, offset, table
        self._pictures.append(picture)
        return True

    def draw_zoomed(self, target: pygame.Surface, zoom: float, offset: tuple[float, float], table: Hashable) -> bool:
        """Draw the view at `zoom` and `offset` from the closest kept picture it lies inside,
        enlarged (fast scale) over the whole of `target`; False (nothing drawn) when none
        holds it (none kept, the table has changed since, or the view reaches outside)."""
        best: tuple[_Picture, tuple[int, int, int, int]] | None = None
        for picture in self._pictures:
            surface = picture.surface
            if picture.view is None or table != picture.table or zoom <= picture.zoom:
                continue
            if surface.get_size() != target.get_size():
                continue
            ratio = picture.zoom / zoom  # picture pixels per screen pixel
            left = -offset[0] * ratio + picture.offset[0]
            top = -offset[1] * ratio + picture.offset[1]
            width, height = target.get_width() * ratio, target.get_height() * ratio
            if (left < -0.5 or top < -0.5 or left + width > surface.get_width() + 0.5
                    or top + height > surface.get_height() + 0.5):
                continue  # (half a pixel of rounding allowed)
            if best is not None and best[0].zoom >= picture.zoom:
                continue
            x0, y0 = max(0, round(left)), max(0, round(top))
            x1 = min(surface.get_width(), max(x0 + 1, round(left + width)))
            y1 = min(surface.get_height(), max(y0 + 1, round(top + height)))
            best = (picture, (x0, y0, x1 - x0, y1 - y0))
        if best is None:
            return False
        picture, rect = best
        pygame.transform.scale(picture.surface.subsurface(rect), target.get_size(), target)
        self.drawn_zoomed += 1
        return True
