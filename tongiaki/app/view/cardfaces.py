"""The card faces the table shows, made and kept (`CardFaces`), and the water cards' foam.

A face is made for each whole-pixel hex size the view shows, never many in one frame: a card
never drawn before is rendered at once; another comes from the card's kept art (the art of its
largest render, smoothed to the size and its labels drawn anew: a fraction of a render) while a
resting frame's budget lasts, or, beyond the art's reach, is rendered a few stages per resting
frame; meanwhile its last face scaled stands in (in a buffer of its own, kept). Finished faces
are kept run-length encoded for drawing, by card, size and rotation, so coming back to a size
makes nothing again. The water cards' moving foam is laid out per size, a card or so a frame.

The table view (`SeaView`) owns one `CardFaces`, sets its budgets at the start of each frame
(`start_frame`) and asks it for each face it draws (`face`); nothing here draws on the screen.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Generator

import pygame

from tongiaki.app.art import cardart, cardgeom, wakefoam
from tongiaki.app.view.display import DisplayTable
from tongiaki.rules import Card
from tongiaki.rules.hexgrid import Cell

REFINE_PER_FRAME = 1
"""Card faces finished at a new size per frame once a zoom rests; the other cards meanwhile show
their last face scaled, so zooming never stalls a frame."""
REFINE_STEPS_PER_FRAME = 2
"""Stages of a face's render (`cardart.render_card_steps`, about eight per card) done per resting
frame: a whole render (3 to 15 ms) is spread over three or four frames."""
LARGE_FACE = 80.0
"""From this hex size (px) a render stage costs 1.5 to 5 ms and a foam layout 3 to 5 (at
2560x1440): a resting frame does one of them, the foams first."""
ENCODED_FACES = 128
"""Run-length encoded card faces kept (four sizes of every card of the standard deck)."""
STAND_IN_BUFFERS_PER_FRAME = 3
"""Card faces whose stand-in buffer is made (or made larger) per resting frame."""
STAND_IN_ROOM = 1.6
"""A card face's stand-in buffer is made this much larger than the face each way, so a zoom in
reuses it for several frames."""
ART_REACH = 1.25
"""A card's art (kept from its largest render, drawn at twice that face's size) makes faces up
to this much larger than itself, 2.5 times the render (a larger one is rendered anew): smoothed
up by at most 1.25 its edges read as sharp as a render's, and its labels are drawn at the
face's own size."""
ART_PIXELS_PER_FRAME = 400_000
"""Work per resting frame for faces made from their art, in face pixels plus `ART_LABEL_COST`
each (the smoothing costs about 10 ns a face pixel, the labels and the new fonts of a size
about 1 ms a face); a face is made only while the budget covers it, but for a frame's first:
two faces a frame up to about 250 px across (a full table zoomed in 2.3 times at 1280x800 is
crisp four frames after the zoom), one beyond (2560x1440 zoomed in: about 3 ms each on a
loaded machine, so a frame never makes two)."""
ART_LABEL_COST = 150_000
"""The labels of a face made from its art, counted as this many pixels."""
FOAM_PER_FRAME = 1
"""Water cards whose moving foam is laid out at a new size per frame (a few ms each when large)."""


class CardFaces:
    """The faces of the cards at the size the view shows and the water cards' foam, made within
    each frame's budgets and kept (see the module's docstring)."""

    def __init__(self, cards: tuple[Card, ...]) -> None:
        self.cards = cards
        self.generation = 0
        """Counts the changes of the faces drawn (a new face or stand-in kept): part of a table
        layer picture's key."""
        self._refine_budget = 0
        self._art: dict[tuple[int, int], cardart.CardArt] = {}
        """Per card face (card id, rotation): the art of its largest render (see `ART_REACH`)."""
        self._art_budget = 0
        self.art_made = 0
        """Faces made from their art this frame (the first one may overrun the budget)."""
        self._last_face: dict[tuple[int, int], pygame.Surface] = {}
        self._face_px = -1
        self._faces: dict[tuple[int, int], pygame.Surface] = {}
        """Faces at `_face_px` by (card id, rotation): the full render once made, else the last
        face scaled (kept, so a frame does not scale it again)."""
        self.stand_ins: set[tuple[int, int]] = set()
        """Keys of `_faces` that hold a scaled stand-in, not the full render."""
        self._job: tuple[tuple[int, int, int], Generator[None, None, tuple[pygame.Surface, cardart.CardArt]]] | None = (
            None
        )
        """The face being rendered stage by stage: (card id, size, rotation) and its steps."""
        self._finished = 0
        self._job_touched = False
        self._encoded: OrderedDict[tuple[int, int, int], tuple[pygame.Surface, pygame.Surface]] = OrderedDict()
        """(render, its run-length encoded copy) by (card id, size, rotation), most recent last."""
        self._stand_in_buffers: dict[tuple[int, int], pygame.Surface] = {}
        """Per card face (card id, rotation): the buffer its scaled stand-ins are made in."""
        self._stand_in_scratch: pygame.Surface | None = None
        self._buffer_budget = 0
        self._foam_px = -1
        self._foams: dict[tuple[int, int], wakefoam.WakeFoam] = {}
        self._foam_budget = 0

    def start_frame(self, display: DisplayTable, visible: list[Cell], size: float, resting: bool) -> bool:
        """Set this frame's budgets for the faces of the cards `visible` at hex size `size`: none
        while zooming (their stand-ins show), one kind of costly job per resting frame on large
        cards. True when, on a resting frame, a card in view waits for its face at this size and
        its art can make it (`ART_REACH`)."""
        steps, buffers, foams = REFINE_STEPS_PER_FRAME, STAND_IN_BUFFERS_PER_FRAME, FOAM_PER_FRAME
        art_pending = resting and self._art_pending(display, visible, size)
        if art_pending:
            foams = 0  # a frame making faces from their art leaves the foams for the next ones
        if size >= LARGE_FACE and resting:
            # one kind of costly job per frame on large cards: the faces made from their art
            # first (a stand-in reads soft), then the foams (a missing foam shows as none), then
            # the stand-ins' buffers (without one a stand-in is scaled again every frame), then
            # one stage of a face rendered anew (a stand-in shows meanwhile)
            if art_pending:
                steps, buffers, foams = 0, 0, 0
            elif self.foam_missing(display, visible, size):
                steps, buffers = 0, 0
            elif self._buffers_missing(display, visible, size):
                steps = 0
            else:
                steps = 1
        self._refine_budget = steps if resting else 0
        self._finished = 0
        self._job_touched = False
        # small faces' buffers are cheap to make: made when needed, zooming or not
        self._buffer_budget = buffers if resting else 0
        if size < LARGE_FACE:
            self._buffer_budget = 10_000
        self._foam_budget = foams
        self._art_budget = ART_PIXELS_PER_FRAME if resting else 0
        self.art_made = 0
        return art_pending

    def end_frame(self, resting: bool) -> None:
        """After a resting frame has drawn its faces: a face being rendered whose card was not
        drawn is let go (its card left the screen: the next frame starts on one in view)."""
        if resting and self._job is not None and not self._job_touched:
            self._job = None

    @property
    def rendering(self) -> bool:
        """True while a face is being rendered stage by stage."""
        return self._job is not None

    @property
    def worked(self) -> bool:
        """True when this frame made a face from its art or worked on a render (one costly job
        a frame: the sea's smooth scale waits)."""
        return bool(self.art_made or self._finished or self._job_touched)

    def all_made(self, display: DisplayTable, visible: list[Cell]) -> bool:
        """True when every card in view shows its full render (none missing, no stand-in)."""
        return all(
            (display.cells[c], display.rotations[c] % 6) in self._faces
            and (display.cells[c], display.rotations[c] % 6) not in self.stand_ins
            for c in visible
        )

    def made(self, local: tuple[int, int], px: int) -> bool:
        """True when the face kept for `local` (card id, rotation) is its full render at `px`,
        not a stand-in."""
        return px == self._face_px and local in self._faces and local not in self.stand_ins

    def pending(self, display: DisplayTable, visible: list[Cell], size: float) -> bool:
        """True when a card in view shows no full render at this size yet (a stand-in, or a
        face not looked up since the zoom)."""
        px = max(4, int(round(size)))
        for cell in visible:
            local = (display.cells[cell], display.rotations[cell] % 6)
            if px != self._face_px or local not in self._faces or local in self.stand_ins:
                if (local[0], px, local[1]) not in self._encoded and local in self._last_face:
                    return True
        return False

    def face(
        self, card_id: int, card: Card, size: float, rotation: int, *, shown: bool = True
    ) -> pygame.Surface | None:
        """The face of a card at `size`: the one made at this size (kept); on a resting frame,
        while this frame's art budget lasts, one made from the card's art (`face_from_art`:
        the art smoothed to `size` and the labels drawn at `size`, a fraction of a render); a
        size beyond the art's reach (`ART_REACH`) is rendered a few stages per resting frame
        (`REFINE_STEPS_PER_FRAME`, one card at a time, at most `REFINE_PER_FRAME` finished per
        frame); meanwhile its last face scaled to `size`. A card never drawn before is
        rendered at once. Without `shown` (the frame shows a zoom picture) only the work is
        done: None instead of a stand-in."""
        px = max(4, int(round(size)))
        rotation %= 6
        if px != self._face_px:
            self._face_px = px
            self._faces.clear()
            self.stand_ins.clear()
            self._job = None
        local = (card_id, rotation)
        image = self._faces.get(local)
        if image is not None and local not in self.stand_ins:
            return image
        key = (card_id, px, rotation)
        made = self._encoded.get(key)
        if made is not None:  # made at this size before: drawn again as it was
            return self._keep_face(local, made[0], key)
        last = self._last_face.get(local)
        if last is None:
            return self._keep_face(local, self._render_now(card, px, rotation, local), key)
        face_size = cardgeom.card_surface_size(size)
        art = self._art.get(local)
        if art is not None and art.size * ART_REACH >= px:
            cost = face_size[0] * face_size[1] + ART_LABEL_COST
            if self._art_budget >= cost or (self._art_budget > 0 and not self.art_made):
                self._art_budget -= cost
                self.art_made += 1
                return self._keep_face(local, cardart.face_from_art(card, art, px, rotation, tags=False), key)
        elif self._refine_budget > 0 and self._finished < REFINE_PER_FRAME:
            if self._job is None:
                self._job = (key, cardart.render_card_art_steps(card, px, rotation, tags=False))
            if self._job[0] == key:
                self._job_touched = True
                steps = self._job[1]
                while self._refine_budget > 0:
                    self._refine_budget -= 1
                    try:
                        next(steps)
                    except StopIteration as done:
                        self._job = None
                        self._finished += 1
                        face, new_art = done.value
                        self._keep_art(local, new_art)
                        return self._keep_face(local, face, key)
        if image is not None and image.get_size() == face_size:
            return image
        if not shown:
            return None
        image, kept = self._scaled_stand_in(local, last, face_size)
        if kept:
            self._faces[local] = image
            self.stand_ins.add(local)
            self.generation += 1
        return image

    def _render_now(self, card: Card, size: int, rotation: int, local: tuple[int, int]) -> pygame.Surface:
        """A whole render of a face at once (its art kept)."""
        steps = cardart.render_card_art_steps(card, size, rotation, tags=False)  # tags: over the ships
        while True:
            try:
                next(steps)
            except StopIteration as done:
                made: tuple[pygame.Surface, cardart.CardArt] = done.value
                face, art = made
                self._keep_art(local, art)
                return face

    def _keep_art(self, local: tuple[int, int], art: cardart.CardArt) -> None:
        """Keep a card face's art if it is the largest made so far (it reaches the most sizes)."""
        kept = self._art.get(local)
        if kept is None or art.size > kept.size:
            self._art[local] = art

    def _art_pending(self, display: DisplayTable, visible: list[Cell], size: float) -> bool:
        """True when a card in view waits for its face at this size and its art can make it."""
        px = max(4, int(round(size)))
        for cell in visible:
            card_id, rotation = display.cells[cell], display.rotations[cell] % 6
            local = (card_id, rotation)
            if (card_id, px, rotation) in self._encoded or local not in self._last_face:
                continue
            art = self._art.get(local)
            if art is not None and art.size * ART_REACH >= px:
                return True
        return False

    def _scaled_stand_in(
        self, local: tuple[int, int], last: pygame.Surface, size: tuple[int, int]
    ) -> tuple[pygame.Surface, bool]:
        """`last` scaled to `size`, and whether it may be kept: made in the face's own buffer
        (valid until its next stand-in), or, when that buffer is too small and this frame may
        make no more buffers (from `LARGE_FACE`: `STAND_IN_BUFFERS_PER_FRAME` on a resting
        frame, none while zooming), in one scratch buffer shared by all faces (to be drawn at
        once, never kept).
        A zoom frame scales every card in view: a new surface for each cost about twice the
        scale, and a zoom in outgrows each face's buffer every few frames."""
        buffer = self._stand_in_buffers.get(local)
        if buffer is None or buffer.get_width() < size[0] or buffer.get_height() < size[1]:
            if self._buffer_budget <= 0:
                scratch = self._stand_in_scratch
                if scratch is None or scratch.get_width() < size[0] or scratch.get_height() < size[1]:
                    scratch = self._stand_in_scratch = pygame.Surface(
                        (math.ceil(size[0] * STAND_IN_ROOM), math.ceil(size[1] * STAND_IN_ROOM)), pygame.SRCALPHA, last
                    )
                view = scratch.subsurface((0, 0, *size))
                pygame.transform.scale(last, size, view)
                return view, False
            self._buffer_budget -= 1
            room = (math.ceil(size[0] * STAND_IN_ROOM), math.ceil(size[1] * STAND_IN_ROOM))
            buffer = self._stand_in_buffers[local] = pygame.Surface(room, pygame.SRCALPHA, last)
        view = buffer.subsurface((0, 0, *size))
        pygame.transform.scale(last, size, view)
        return view, True

    def foam(self, card_id: int, card: Card, size: float, rotation: int) -> wakefoam.WakeFoam | None:
        """The moving foam of a water card at `size`, kept by the view; at a new size at most
        `FOAM_PER_FRAME` cards get theirs made per frame (the others show none until then)."""
        px = max(4, int(round(size)))
        if px != self._foam_px:
            self._foam_px = px
            self._foams.clear()
        key = (card_id, rotation % 6)
        foam = self._foams.get(key)
        if foam is None and self._foam_budget > 0:
            self._foam_budget -= 1
            foam = self._foams[key] = wakefoam.wake_foam(card, size, rotation)
        return foam

    def _buffers_missing(self, display: DisplayTable, visible: list[Cell], size: float) -> bool:
        """True when a card in view still waits for its face at this size and has no stand-in
        buffer large enough for it."""
        px = max(4, int(round(size)))
        need = cardgeom.card_surface_size(size)
        for cell in visible:
            card_id, rotation = display.cells[cell], display.rotations[cell] % 6
            if (card_id, px, rotation) in self._encoded or (card_id, rotation) not in self._last_face:
                continue
            buffer = self._stand_in_buffers.get((card_id, rotation))
            if buffer is None or buffer.get_width() < need[0] or buffer.get_height() < need[1]:
                return True
        return False

    def foam_missing(self, display: DisplayTable, visible: list[Cell], size: float) -> bool:
        """True when a water card in view has no foam made at this size yet."""
        waters = [c for c in visible if not self.cards[display.cells[c]].is_island]
        if max(4, int(round(size))) != self._foam_px:
            return bool(waters)
        return any((display.cells[c], display.rotations[c] % 6) not in self._foams for c in waters)

    def _keep_face(self, local: tuple[int, int], image: pygame.Surface, key: tuple[int, int, int]) -> pygame.Surface:
        """Keep a finished face: as it is (the source of later stand-ins), and run-length
        encoded for drawing (a face is opaque but for its corners: such a blit costs a third,
        and differs by at most 1 in 255 on a few edge pixels). The encoded copy is never read
        (reading it would undo the encoding); encoded copies are kept by (card id, size,
        rotation), so coming back to a size encodes nothing again."""
        self._last_face[local] = image
        entry = self._encoded.get(key)
        if entry is not None and entry[0] is image:
            self._encoded.move_to_end(key)
            drawn = entry[1]
        else:
            drawn = image.copy()
            drawn.set_alpha(255, pygame.RLEACCEL)
            self._encoded[key] = (image, drawn)
            self.generation += 1
            while len(self._encoded) > ENCODED_FACES:
                self._encoded.popitem(last=False)
        self._faces[local] = drawn
        self.stand_ins.discard(local)
        return drawn

    def forget(self) -> None:
        """Drop every face, art, buffer and foam kept (the next frames make them anew)."""
        self._job = None
        self.generation += 1
        self._foams.clear()
        self._faces.clear()
        self.stand_ins.clear()
        self._stand_in_buffers.clear()
        self._encoded.clear()
        self._art.clear()
        self._last_face.clear()
