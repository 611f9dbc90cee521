"""The table's bottom layer each frame: the sea and the card faces on it.

`SeaView` (in the table view's chain, over `TableGeometry`) draws the animated sea, the free
cells lit for the revealed card and the card faces (made and kept by its `CardFaces`), and the
water cards' foam over them. Where it can, it shows a picture instead of drawing them: the
still view's sea and faces in its sea state (`TableLayer`: pictures copied a band a frame, some
made ahead of their state), or, while zooming and while a zoom's new faces are made, the last
still views' enlarged (`ZoomPicture`).
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Collection, Hashable
from typing import TYPE_CHECKING

import pygame

from tongiaki.app.art import cardart
from tongiaki.app.view.cardfaces import CardFaces
from tongiaki.app.view.display import DisplayTable, Playing, ease
from tongiaki.app.view.tablegeometry import TableGeometry
from tongiaki.app.view.tablelayer import TableLayer
from tongiaki.app.view.zoompicture import ZoomPicture
from tongiaki.rules import Card, EventKind
from tongiaki.rules.hexgrid import Cell

ZOOM_PICTURE_BANDS = 4
"""A still view is copied into a zoom picture a quarter of the screen a frame."""
SLICE_SCREEN_PIXELS = 1_500_000
"""A frame shown from a whole table layer picture makes one slice of the sea's smooth scale
(`oceanmap.SMOOTH_PIXELS_PER_FRAME`, about 1 ms) per this many screen pixels, one to three (two
at 2560x1440, where drawing the table costs about five): the frames drawing it make none."""
AHEAD_STATES = 8
"""Coming sea states looked at for a picture to make ahead of its state (the ocean map's loop has eight)."""


class SeaView(TableGeometry):
    """The sea and the card faces on the screen, drawn or shown from pictures (see the module's
    docstring)."""

    def __init__(self, cards: tuple[Card, ...]) -> None:
        super().__init__(cards)
        self.faces = CardFaces(cards)
        """The card faces and the water cards' foam, made and kept."""
        self.ocean = None
        try:
            from tongiaki.app.art.oceanmap import load_ocean_map

            self.ocean = load_ocean_map()
        except Exception:  # a missing or broken map falls back to a plain sea
            self.ocean = None
        self.zoom_picture: ZoomPicture | None = ZoomPicture()
        """The sea and faces of the last still views, shown enlarged while zooming (None: zoom
        frames draw them)."""
        self.table_layer: TableLayer | None = TableLayer()
        """The sea and faces of the still view per sea state, shown instead of drawing them
        (None: every frame draws them)."""
        self._ahead_idle: tuple[object, ...] | None = None
        """(layer version, sea state, offset, view) of the last frame that found no picture
        to make ahead (`_make_ahead`)."""
        self._shown_sea: tuple[int, ...] | None = None
        """The sea's animation state this frame shows (`OceanMap.shown_state`: a kept smooth
        scale), None: drawn as the ocean draws the frame's time (a fast scale at first)."""

    if TYPE_CHECKING:

        @abstractmethod
        def _draw_cell_target(self, surface: pygame.Surface, cell: Cell, t: float) -> None:
            """The outline round a free cell the revealed card can go to (`TargetsView`)."""

    def _draw_cards(
        self,
        surface: pygame.Surface,
        display: DisplayTable,
        t: float,
        cells: Collection[Cell],
        playing: Playing | None,
        visible: list[Cell],
        resting: bool,
        still: bool,
        art_pending: bool,
    ) -> None:
        """The sea and the card faces. A resting frame whose view has a table layer picture
        (`TableLayer`: the sea and faces of this still view in this sea state, or of it before
        a pan by whole pixels) shows it and draws only the strips a pan uncovered; a zoom frame
        shows a zoom picture (`ZoomPicture`: the sea and faces of the last still views)
        enlarged when one covers the screen, and so does a resting frame after a zoom while
        the faces in view are being made (`_settle_under_picture`); otherwise they are drawn.
        While the sea's smooth scale of this state is being made, the frame shows the state
        of the scale standing in for it (`OceanMap.shown_state`), from the layer's picture of
        that state when there is one, and makes this frame's slice. A still frame showing
        every face crisp and the sea's final scale copies a band of itself into the table
        layer, and its first frame into a zoom picture."""
        camera = self.camera
        attaching = playing is not None and playing.event.kind is EventKind.CARD_ATTACHED
        plain = not cells and not attaching  # nothing drawn between the sea and the faces
        picture = self.zoom_picture if plain else None
        table = (tuple(display.cells.items()), tuple(display.rotations.items()))
        self._shown_sea = None
        if picture is not None and not resting and picture.draw_zoomed(surface, camera.zoom, camera.offset, table):
            return
        if picture is not None and resting and self._settle_under_picture(surface, display, t, visible, table):
            return
        layer = self.table_layer if plain else None
        base = (surface.get_size(), camera.zoom, table, self.faces.generation)
        ocean = self.ocean
        sea = ocean.frame_key(t) if ocean is not None else None
        shown = getattr(ocean, "shown_state", None)
        if shown is not None and resting:
            # while the sea's smooth scale of this state is made a slice a frame, the kept
            # scale of another state stands in: this frame's slice is made first (as drawing
            # the sea would), then the frame shows the state it leaves, drawn or from the
            # layer's picture of it
            self._shown_sea = shown(camera, t)
            # (a frame making faces from their art, or drawing the table for want of a whole
            # picture, leaves the slice for the next ones: one costly job a frame)
            if (
                self._shown_sea is not None
                and self._shown_sea != sea
                and not art_pending
                and (layer is None or layer.serves(surface.get_size(), base, camera.offset, self._shown_sea))
            ):
                assert ocean is not None  # `shown` is its `shown_state`
                try:  # (a frame shown from a whole picture has the time for more than one)
                    slices = (
                        1
                        if layer is None
                        else max(1, min(3, surface.get_width() * surface.get_height() // SLICE_SCREEN_PIXELS))
                    )
                    ocean.prepare(surface.get_size(), camera, t, slices=slices)
                except Exception:
                    self.ocean = None
                made = shown(camera, t) if self.ocean is not None else None
                # a scale just finished shows from the next frame on when the layer has no
                # picture of its state yet (this frame shows the one it has, as the last did)
                if layer is None or made is None or layer.shows(surface.get_size(), base, camera.offset, made):
                    self._shown_sea = made
            if self._shown_sea is not None:
                sea = self._shown_sea
        if (
            layer is not None
            and still
            and not art_pending
            and sea is not None
            and self._shown_sea is not None
            and (picture is None or picture.has((surface.get_size(), camera.zoom, camera.offset, table)))
        ):
            # (the zoom picture of this view first: a zoom from here needs it)
            self._make_ahead(surface, display, t, cells, playing, visible, layer, base, sea)
        strips = layer.draw(surface, base, camera.offset, sea) if layer is not None and resting else None
        if strips is None:
            finished, sea_exact = self._draw_sea_and_faces(
                surface, display, t, cells, playing, visible, art_pending, attaching
            )
        else:
            finished, sea_exact = True, True
            clip = surface.get_clip()
            for strip in strips:
                surface.set_clip(strip.clip(clip))
                done, exact = self._draw_sea_and_faces(
                    surface, display, t, cells, playing, visible, art_pending, attaching
                )
                finished, sea_exact = finished and done, sea_exact and exact
            surface.set_clip(clip)
        if not (still and finished and not art_pending and plain):
            return
        if not self.faces.all_made(display, visible):
            return
        # (a stand-in sea would stay as long as the view rests; a frame shown from a picture
        # shifted by a pan leaves the pictures of this offset to be made ahead of their states)
        copied = (
            layer is not None
            and sea_exact
            and not layer.last_shifted
            and layer.keep_band(surface, base, camera.offset, sea)
        )
        view = (surface.get_size(), camera.zoom, camera.offset, table)
        # one copy a frame (a quarter of the screen: about 1 ms at 2560x1440): the zoom
        # picture's bands on the frames that copy no band of the layer's
        if picture is not None and not copied and not picture.has(view):
            # copied from the screen: a run-length encoded face blitted onto another surface
            # than the screen is encoded again (twice a frame, for every face)
            picture.keep(surface, view, camera.zoom, camera.offset, table, sea, bands=ZOOM_PICTURE_BANDS)

    def _make_ahead(
        self,
        surface: pygame.Surface,
        display: DisplayTable,
        t: float,
        cells: Collection[Cell],
        playing: Playing | None,
        visible: list[Cell],
        layer: TableLayer,
        base: tuple[object, ...],
        sea: Hashable,
    ) -> None:
        """On a still frame the table layer shows whole (a complete picture of the sea state
        shown, maybe shifted by a pan), make one band of the picture of a coming sea state
        that no picture shows at this offset yet, ahead of it: that band of the sea (in that
        state) and the faces is drawn on `surface` and copied, and the layer's picture then
        covers it, so the frame shows what it would have. When the state comes, its frame is
        one blit instead of the whole table drawn. When the sea's smooth scale of that state
        is not kept, nothing is made (its scale is made while it shows). Nothing is done
        either while a face, its foam or a stand-in is still to be made. Once every coming
        state has its picture (or there is no room for one), nothing is looked at again until
        the view, the sea state or the pictures change."""
        ocean = self.ocean
        size = surface.get_size()
        offset = self.camera.offset
        idle = (layer.version, sea, offset, base)
        if idle == self._ahead_idle:
            return
        if ocean is None or not hasattr(ocean, "upcoming_states") or sea != ocean.frame_key(t):
            return
        if not layer.serves(size, base, offset, sea) or self.faces.foam_missing(display, visible, self.size):
            return
        if self.faces.rendering or not self.faces.all_made(display, visible):
            return
        for when, state in ocean.upcoming_states(t, AHEAD_STATES):
            if layer.serves(size, base, offset, state):
                continue
            rect = layer.next_band(size, base, offset, state, protect=sea)
            if rect is None:
                self._ahead_idle = idle  # no room for it
                return
            if not ocean.smooth_ready(self.camera, when):
                return
            shown = self._shown_sea
            self._shown_sea = state
            clip = surface.get_clip()
            surface.set_clip(rect.clip(clip))
            try:
                finished, exact = self._draw_sea_and_faces(
                    surface, display, when, cells, playing, visible, False, False
                )
            finally:
                surface.set_clip(clip)
                self._shown_sea = shown
            if finished and exact and layer.keep_band(surface, base, offset, state, protect=sea):
                layer.made_ahead += 1
            return
        self._ahead_idle = idle  # every coming state has its picture

    def _draw_sea_and_faces(
        self,
        surface: pygame.Surface,
        display: DisplayTable,
        t: float,
        cells: Collection[Cell],
        playing: Playing | None,
        visible: list[Cell],
        art_pending: bool,
        attaching: bool,
    ) -> tuple[bool, bool]:
        """Draw the sea, the placement targets and the card faces (within the surface's clip);
        (every face drawn is its full render at this size, the sea is its final scale)."""
        size = self.size
        faces = self.faces
        # a frame making faces from their art leaves the sea's smooth scale for the next ones
        self._draw_sea(surface, t, smooth=not art_pending)
        sea_exact = bool(getattr(self.ocean, "exact", True)) if self.ocean is not None else True
        finished = True
        for cell in cells:
            self._draw_cell_target(surface, cell, t)
        clip = surface.get_clip()
        whole = clip == surface.get_rect()
        for cell in visible:
            card = self.cards[display.cells[cell]]
            rotation = display.rotations[cell]
            centre = self.centre(cell)
            scale = 1.0
            if attaching and playing is not None and playing.event.cell == cell:
                scale = 0.55 + 0.45 * ease(playing.progress)
            if not whole:
                reach = size * 1.1
                if not clip.colliderect((centre[0] - reach, centre[1] - reach, 2 * reach, 2 * reach)):
                    continue
            if scale < 1.0:
                image = cardart.card_surface(card, size * scale, rotation, fast=True, tags=False)
            else:
                face = faces.face(display.cells[cell], card, size, rotation)
                assert face is not None
                image = face
                finished = finished and (display.cells[cell], rotation % 6) not in faces.stand_ins
            surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))
        return finished, sea_exact

    def _settle_under_picture(
        self, surface: pygame.Surface, display: DisplayTable, t: float, visible: list[Cell], table: tuple[object, ...]
    ) -> bool:
        """A resting frame after a zoom whose faces are still being made, or whose sea has no
        smooth scale at this size yet: show the zoom picture enlarged (as the zoom frames did)
        and only make this frame's share of the faces and of the sea's smooth scale, drawing
        neither (no stand-in to scale, no fast sea); True when it did. The view is drawn crisp
        once every face in view is made and the sea has a smooth scale at this size."""
        picture = self.zoom_picture
        camera = self.camera
        if picture is None:
            return False
        ocean = self.ocean
        sea_pending = ocean is not None and hasattr(ocean, "scale_ready") and not ocean.scale_ready(camera)
        if not sea_pending and not self.faces.pending(display, visible, self.size):
            return False
        if not picture.draw_zoomed(surface, camera.zoom, camera.offset, table):
            return False
        size = self.size
        for cell in visible:
            card_id = display.cells[cell]
            self.faces.face(card_id, self.cards[card_id], size, display.rotations[cell], shown=False)
        made = self.faces.worked
        # one costly job a frame: the sea's slice waits while faces are being made
        if not made and self.ocean is not None and hasattr(self.ocean, "prepare"):
            try:
                self.ocean.prepare(surface.get_size(), camera, t)
            except Exception:
                self.ocean = None
        return True

    def _draw_sea(self, surface: pygame.Surface, t: float, *, smooth: bool = True) -> None:
        """The animated sea; without `smooth` a large smooth scale under way waits a frame (its
        stand-in shows), so the frame's budget goes to the card faces."""
        if self.ocean is not None:
            try:
                ocean = self.ocean
                if self._shown_sea is not None:  # a kept smooth scale: no slice to make while drawing
                    ocean.draw(surface, self.camera, t, state=self._shown_sea)
                    return
                budget = getattr(ocean, "smooth_pixels_per_frame", None)
                if budget is not None and not smooth:
                    ocean.smooth_pixels_per_frame = 0
                    try:
                        ocean.draw(surface, self.camera, t)
                    finally:
                        ocean.smooth_pixels_per_frame = budget
                    return
                ocean.draw(surface, self.camera, t)
                return
            except Exception:
                self.ocean = None
        surface.fill((18, 62, 104))

    def _draw_foams(self, surface: pygame.Surface, display: DisplayTable, visible: list[Cell], t: float) -> None:
        """The moving foam of the water cards in view (a card whose foam at this size is not
        laid out yet shows none, `CardFaces.foam`)."""
        size = self.size
        for cell in visible:
            card = self.cards[display.cells[cell]]
            if not card.is_island:
                foam = self.faces.foam(display.cells[cell], card, size, display.rotations[cell])
                if foam is not None:
                    foam.draw(surface, self.centre(cell), t)

    def forget_caches(self) -> None:
        """Drop the faces and the pictures kept, and what `TableGeometry` keeps."""
        if self.zoom_picture is not None:
            self.zoom_picture.forget()
        if self.table_layer is not None:
            self.table_layer.forget()
        self.faces.forget()
        super().forget_caches()
