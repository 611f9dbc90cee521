"""The zoom picture: the sea and the card faces of the last still view, shown enlarged while zooming in.

A zoom frame shows every card at a size never drawn before: scaling the sea and each face on
its own costs most of such a frame. `ZoomPicture` keeps one screen-sized picture of the sea and
the faces, drawn once per still view (the first frame after the camera stops that shows every
face crisp, copied from the screen before the ships are drawn); while the player then zooms in, a frame shows that
picture enlarged with one fast scale of the screen, and the parts that move (ships, highlights,
the fleet, the preview) are drawn over it as usual. The picture is at most half of its pixels
off the exact view and shows the sea's animation state of its own frame; both last only while
the zoom moves. Once the zoom rests the view is drawn crisp again.

It is not used when the table has changed since the picture was drawn (a card attached or
turned), when the view reaches outside the picture (a zoom out from it), or when the window
size differs. The surface is made once per window size and reused.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame


class ZoomPicture:
    """One screen-sized picture of the sea and faces of a still view, for the zoom frames after it."""

    def __init__(self) -> None:
        self.view: Hashable | None = None
        """The view the picture shows (window size, zoom, offset, table); None: no picture."""
        self.zoom = 0.0
        self.offset = (0.0, 0.0)
        self.table: Hashable | None = None
        self._surface: pygame.Surface | None = None
        self.drawn_zoomed = 0
        """Zoom frames shown from the picture (for tests and the bench)."""

    def forget(self) -> None:
        """Drop the picture (its surface is kept for the next one)."""
        self.view = self.table = None

    def canvas(self, screen: pygame.Surface) -> pygame.Surface:
        """The surface to copy the next picture onto, like `screen` (made once per window size,
        in its pixel format); then `kept` says which view it shows."""
        size = screen.get_size()
        if self._surface is None or self._surface.get_size() != size:
            self._surface = pygame.Surface(size, 0, screen)
        self.view = self.table = None
        return self._surface

    def kept(self, view: Hashable | None, zoom: float, offset: tuple[float, float], table: Hashable) -> None:
        """The canvas now shows `view` (None: not finished, so not to be enlarged)."""
        self.view = view
        self.zoom, self.offset = zoom, offset
        self.table = table if view is not None else None

    def draw_zoomed(self, target: pygame.Surface, zoom: float, offset: tuple[float, float], table: Hashable) -> bool:
        """Draw the picture as the view at `zoom` and `offset` would show it, enlarged (fast
        scale) over the whole of `target`; False (nothing drawn) when there is no picture, the
        table has changed since, or the view reaches outside the picture (a zoom out from it)."""
        picture = self._surface
        if (picture is None or self.view is None or table != self.table or zoom <= self.zoom
                or target.get_size() != picture.get_size()):
            return False
        ratio = self.zoom / zoom  # picture pixels per screen pixel
        left = -offset[0] * ratio + self.offset[0]
        top = -offset[1] * ratio + self.offset[1]
        width, height = target.get_width() * ratio, target.get_height() * ratio
        if left < 0 or top < 0 or left + width > picture.get_width() or top + height > picture.get_height():
            return False
        x0, y0 = round(left), round(top)
        x1 = min(picture.get_width(), max(x0 + 1, round(left + width)))
        y1 = min(picture.get_height(), max(y0 + 1, round(top + height)))
        pygame.transform.scale(picture.subsurface((x0, y0, x1 - x0, y1 - y0)), target.get_size(), target)
        self.drawn_zoomed += 1
        return True
