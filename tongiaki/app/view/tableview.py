"""The table as a picture: ocean, cards, ships, highlights and the fleet at sea; plus hit-testing.

Draws a `DisplayTable` through a `Camera`. It decides nothing about rules: highlights are
given to it (built from the pending options by `interaction.py`), and the hit tests only say
which beach, pier, island or cell lies under a screen point.
"""

from __future__ import annotations

import functools
import math
from collections import OrderedDict
from collections.abc import Callable, Generator, Hashable, Iterable
from dataclasses import dataclass, field

import pygame

from tongiaki.app.art import cardart, cardgeom
from tongiaki.app.view.bubble import BLOCKED, NEARER, TAIL_DOT, bubble_tail, rank_bubble_places
from tongiaki.app.view.camera import Camera
from tongiaki.app.view.display import DisplayTable, Fleet, Occupied, Playing, occupied_spots
from tongiaki.app.view.hexview import cell_to_pixel, direction_vector, hex_corners, pixel_to_cell
from tongiaki.app.view.tablelayer import TableLayer
from tongiaki.app.view.zoompicture import ZoomPicture
from tongiaki.app.widgets.ui import ACCENT, INK, text
from tongiaki.rules import Card, Event, EventKind
from tongiaki.rules.hexgrid import Cell, neighbour

Point = tuple[float, float]
TagImages = tuple[tuple[pygame.Surface, tuple[int, int]], ...]
"""Capacity tags of a card: (image, its top-left relative to the card's centre) per beach."""

HIGHLIGHT = (255, 226, 110)
GHOST_ALPHA = 175
"""The opacity of the faint ship on the spot a click would put a ship on."""
HIGHLIGHT_SOFT = (255, 236, 160, 70)
TARGET_HALO = (8, 16, 28)
TARGET_SPOT = (84, 232, 255)
"""The ring and glow of a beach's spots a ship can land on: a light aqua that no seat's colour is
near (CIEDE2000 33 from the blue, 44 from the yellow; the gold `HIGHLIGHT` lay 7 from the yellow
ships standing beside it: play-test 30)."""
"""The dark rim under every lit target's outline: the yellow alone was lost on sand, on the
player's own yellow and on small cards (a play-test could not tell what glowed in F's whole table)."""
MIN_PIER_MARK = 9
"""The least radius (screen px at UI scale 1) of a lit pier's ring (it was 6: 12 px across)."""
MIN_SPOT_RING = 5
"""The least radius (screen px at UI scale 1) of a lit beach's ring round each of its spots."""
TARGET_WASH_ALPHA = 56
"""The opacity of the light laid over a lit island (a whole card stands out however small)."""
TARGET_OK = (120, 240, 150)
DANGER_FAIL = (240, 80, 70)
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
ZOOM_PICTURE_BANDS = 4
"""A still view is copied into a zoom picture a quarter of the screen a frame."""
SPRITE_STAND_IN = 0.2
"""How far (a fraction of its size) a ship sprite standing in for one not made yet may be off."""
MIN_FLEET_SHIP = 15
"""The smallest ship of a fleet or stranded group, in pixels (`fleet_ship_size`)."""
MIN_PIER_REACH = 18.0
"""The least distance (screen px at UI scale 1) from a pier's end at which the pointer still
takes it (a click, a drop of the stack's card, the voyage preview): in the whole table late in a
game (F) a play-test aimed at pier marks about 10 px across. Where the reaches of two piers
overlap, the nearer pier is taken (`pier_at`)."""
MIN_BEACH_REACH = 12.0
"""The least distance (screen px at UI scale 1) from a beach's mooring spot at which the pointer
still takes the beach (`beach_at`): small cards' spots are 5 or 6 px across."""
GROUP_STEP = (0.85, 1.0)
"""Distances between the ships of a group, in ship sizes, along a row and between rows (a
ship's sprite is narrower than its size: they do not overlap)."""
TAGS_KEPT = 2048
"""Cards' capacity tags kept at their sizes (a long zooming session makes many)."""
TAG_LAYOUTS_PER_FRAME = 2
"""Cards whose capacity tags are laid out at a new size per resting frame (`cardgeom.tag_centres`,
up to about 3 ms a card on small cards); a zooming frame lays out none where another size's
tags can stand in (their places scaled), so a zoom across tag sizes costs no frame a burst."""
LARGE_TAG_LAYOUTS_PER_FRAME = 8
"""The same from `LARGE_FACE` up, where a card's tags find clear places at once (well under a
millisecond a card): the tags of a large view settle in a few frames."""
FOAM_PER_FRAME = 1
"""Water cards whose moving foam is laid out at a new size per frame (a few ms each when large)."""
SLICE_SCREEN_PIXELS = 1_500_000
"""A frame shown from a whole table layer picture makes one slice of the sea's smooth scale
(`oceanmap.SMOOTH_PIXELS_PER_FRAME`, about 1 ms) per this many screen pixels, one to three (two
at 2560x1440, where drawing the table costs about five): the frames drawing it make none."""
AHEAD_STATES = 8
"""Coming sea states looked at for a picture to make ahead of its state (the ocean map's loop has eight)."""
NAME_PLATES_PER_FRAME = 2
"""Islands' name plates looked up at a new size per frame for `_names_over_ships` (a label at a
new size is a text render, up to a millisecond: a whole table's at once made the frame after a
zoom a spike); the others' names are drawn over their ships from the next frames."""
NAME_PLATES_KEPT = 1024
"""Name plates kept by (card, size, rotation)."""
NAMES_OVER_SHIPS_KEPT = 256
"""Island names drawn again over the ships reaching into them (`_names_over_ships`) kept, per
name and ships as they lie on it."""
SPRITES_PER_FRAME = 2
"""Ship sprites made at a new size per resting frame (about 0.5 ms each); meanwhile, and while
zooming, the nearest size made so far stands in."""


@dataclass
class Highlights:
    """What to mark as a legal target this frame."""

    beaches: set[tuple[Cell, int]] = field(default_factory=set)
    islands: set[Cell] = field(default_factory=set)
    piers: set[tuple[Cell, int]] = field(default_factory=set)
    cells: set[Cell] = field(default_factory=set)
    hover_beach: tuple[Cell, int] | None = None
    hover_spot: int = -1
    """The free spot of `hover_beach` a click puts the ship on (-1: none)."""
    hover_owner: int = -1
    """Whose ship a click there puts on it (its faint picture stands on `hover_spot`; -1: none)."""
    hover_pier: tuple[Cell, int] | None = None
    hover_island: Cell | None = None
    fleet_pick: int = -1
    """Index in the landing fleet of the ship selected to land next (-1: none)."""


class TableView:
    """Draws the board and answers "what is under the pointer?"."""

    def __init__(self, cards: tuple[Card, ...], colours: list[str]) -> None:
        self.cards = cards
        self.colours = colours
        self.camera = Camera(min_zoom=0.18, max_zoom=2.2)
        self.ocean = None
        try:
            from tongiaki.app.art.oceanmap import load_ocean_map

            self.ocean = load_ocean_map()
        except Exception:  # a missing or broken map falls back to a plain sea
            self.ocean = None
        self.zooming = False
        self.zoom_picture: ZoomPicture | None = ZoomPicture()
        """The sea and faces of the last still views, shown enlarged while zooming (None: zoom
        frames draw them)."""
        self.table_layer: TableLayer | None = TableLayer()
        """The sea and faces of the still view per sea state, shown instead of drawing them
        (None: every frame draws them)."""
        self._face_generation = 0
        """Counts the changes of the faces drawn (a new face or stand-in kept): part of a table
        layer picture's key."""
        self._ahead_idle: tuple[object, ...] | None = None
        """(layer version, sea state, offset, view) of the last frame that found no picture
        to make ahead (`_make_ahead`)."""
        self._shown_sea: tuple[int, ...] | None = None
        """The sea's animation state this frame shows (`OceanMap.shown_state`: a kept smooth
        scale), None: drawn as the ocean draws the frame's time (a fast scale at first)."""
        self._drawn_zoom: float | None = None
        self._drawn_offset: tuple[float, float] | None = None
        self._refine_budget = 0
        self._art: dict[tuple[int, int], cardart.CardArt] = {}
        """Per card face (card id, rotation): the art of its largest render (see `ART_REACH`)."""
        self._art_budget = 0
        self._art_made = 0
        """Faces made from their art this frame (the first one may overrun the budget)."""
        self._last_face: dict[tuple[int, int], pygame.Surface] = {}
        self._face_px = -1
        self._faces: dict[tuple[int, int], pygame.Surface] = {}
        """Faces at `_face_px` by (card id, rotation): the full render once made, else the last
        face scaled (kept, so a frame does not scale it again)."""
        self._stand_ins: set[tuple[int, int]] = set()
        """Keys of `_faces` that hold a scaled stand-in, not the full render."""
        self._job: tuple[tuple[int, int, int], Generator[None, None, tuple[pygame.Surface, cardart.CardArt]]] | None = (
            None
        )
        """The face being rendered stage by stage: (card id, size, rotation) and its steps."""
        self._finished = 0
        self._job_touched = False
        self._sprites: dict[tuple[int, int, bool], pygame.Surface] = {}
        self._sprite_sizes: dict[tuple[int, bool], list[int]] = {}
        self._sprite_scaled: set[tuple[int, int, bool]] = set()
        """Keys of `_sprites` holding a scaled stand-in (made properly on a resting frame)."""
        self._sprite_generation = 0
        """Counts the sprites made or scaled (part of the kept ships list's key)."""
        self._sprite_stood_in = False
        """Set when `_sprite` gave a stand-in (the ships list of that frame is not kept)."""
        self._tags: dict[tuple[int, int, int, Occupied], TagImages] = {}
        """Capacity tags made, by (card id, size, rotation, spots with ships)."""
        self._tag_sizes: dict[tuple[int, int], list[tuple[int, Occupied]]] = {}
        """The (size, spots with ships) of `_tags` made per (card id, rotation)."""
        self._tag_budget = 0
        self._tags_wanted: dict[tuple[int, int, int, Occupied], Card] = {}
        """Keys of `_tags` holding another size's tags scaled, with their card (laid out by
        `_lay_out_tags` on resting frames)."""
        self.cache_ships = True
        """Keep the ships' list of (sprite, place) between frames (see `_draw_all_ships`)."""
        self._ship_blits_key: tuple[object, ...] | None = None
        self._ship_blits: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self._ships_resting = True
        self._plates: dict[tuple[int, int, int], tuple[pygame.Surface, Point] | None] = {}
        """Islands' name plates as their faces print them, by (card, px, rotation) (`_name_plate`)."""
        self._plate_budget = 0
        self._plates_missed = False
        self._group_names: dict[Hashable, list[tuple[pygame.Surface, tuple[int, int]]]] = {}
        """The names over a still group's ships (`_draw_names_over_group`), by view and group."""
        self._small_names: dict[Cell, tuple[pygame.Surface, tuple[int, int]]] = {}
        """The names `_draw_small_names` wrote this frame and where (`_name_plate`)."""
        self._names_over: OrderedDict[Hashable, tuple[pygame.Surface, tuple[pygame.Surface, ...]]] = OrderedDict()
        self._encoded: OrderedDict[tuple[int, int, int], tuple[pygame.Surface, pygame.Surface]] = OrderedDict()
        """(render, its run-length encoded copy) by (card id, size, rotation), most recent last."""
        self._stand_in_buffers: dict[tuple[int, int], pygame.Surface] = {}
        self._stand_in_scratch: pygame.Surface | None = None
        self._buffer_budget = 0
        """Per card face (card id, rotation): the buffer its scaled stand-ins are made in."""
        self._foam_px = -1
        self._foams: dict[tuple[int, int], cardart.WakeFoam] = {}
        self._foam_budget = 0
        self._sprite_budget = 0
        self._ship_px_size = -1.0
        self._ship_px: dict[int | None, tuple[Card | None, int]] = {}
        """(card, ship sprite size) at `_ship_px_size`, by the id of the island card (None: at sea)."""
        self._spot_size = -1.0
        self._spot_offsets: dict[tuple[int, int], tuple[tuple[Point, ...], ...]] = {}
        self.panel_source: Callable[[], dict[str, pygame.Rect]] | None = None
        """Gives the HUD's rectangles (every one but "table" is a panel the fleet keeps clear of)."""
        self.screen_size: tuple[int, int] | None = None
        self._bubble_key: tuple[object, ...] | None = None
        self._landing: tuple[int, Cell, tuple[int, ...], frozenset[Cell]] | None = None
        """The landing under way as first seen: (the edge its fleet came in by, its island, its
        ships' owners, the cards with ships then)."""
        self._bubble_candidates: list[tuple[float, float, float]] = []

    # ------------------------------------------------------------------ geometry

    @property
    def size(self) -> float:
        """Hex circumradius on screen."""
        return self.camera.screen_hex_size

    def centre(self, cell: Cell) -> Point:
        """Screen centre of a cell."""
        return self.camera.cell_center(cell)

    def spot_points(self, display: DisplayTable, cell: Cell) -> tuple[tuple[Point, ...], ...]:
        """Screen positions of every mooring spot of the island at `cell`, per beach."""
        card_id = display.cells[cell]
        rotation = display.rotations[cell]
        size = self.size
        if size != self._spot_size:
            self._spot_size = size
            self._spot_offsets.clear()
        local = self._spot_offsets.get((card_id, rotation))
        if local is None:
            local = cardgeom.spot_positions(self.cards[card_id], size, rotation)
            self._spot_offsets[(card_id, rotation)] = local
        cx, cy = self.centre(cell)
        return tuple(tuple((cx + x, cy + y) for x, y in beach) for beach in local)

    def pier_point(self, display: DisplayTable, cell: Cell, edge: int) -> Point:
        """Screen position of the outer end of a pier (by card edge)."""
        card = self.cards[display.cells[cell]]
        cx, cy = self.centre(cell)
        x, y = cardgeom.pier_ends(card, self.size, display.rotations[cell])[edge]
        return (cx + x, cy + y)

    def ship_size(self, card: Card | None = None) -> int:
        """Pixel size of a ship sprite at the current zoom."""
        size = self.size
        if size != self._ship_px_size:
            self._ship_px_size = size
            self._ship_px.clear()
        island = card if card is not None and card.is_island else None
        key = None if island is None else id(island)
        entry = self._ship_px.get(key)
        if entry is not None and entry[0] is island:
            return entry[1]
        if island is not None:
            px = _size_step(cardgeom.spot_radius(island, size) * cardgeom.SHIP_SPOT_SCALE)
        else:
            px = _size_step(size * 0.24)
        self._ship_px[key] = (island, px)
        return px

    def fleet_ship_size(self) -> int:
        """Pixel size of the ships of a fleet or stranded group: the ship size at sea, but never
        below `MIN_FLEET_SHIP` (a play-test's landing fleet had 10 px ships to pick from when
        the table was zoomed out)."""
        return max(MIN_FLEET_SHIP, self.ship_size())

    # ------------------------------------------------------------------ hit tests

    def target_px(self, px: float) -> float:
        """`px` screen pixels at UI scale 1, in this window (a larger UI scale, larger targets)."""
        return px * max(1.0, self.camera.ui_scale)

    def beach_at(self, display: DisplayTable, pos: Point, reach: float | None = None) -> tuple[Cell, int] | None:
        """The beach whose spot or sand lies under `pos`: the one with a spot nearest it, within
        `reach` pixels (by default about two spots' widths, never less than `MIN_BEACH_REACH`)."""
        cell = self.camera.cell_at(pos)
        if cell not in display.cells or not self.cards[display.cells[cell]].is_island:
            return None
        card = self.cards[display.cells[cell]]
        if reach is None:
            reach = max(self.target_px(MIN_BEACH_REACH), cardgeom.spot_radius(card, self.size) * 2.2)
        best, best_d = None, reach
        for b, spots in enumerate(self.spot_points(display, cell)):
            for x, y in spots:
                d = math.hypot(pos[0] - x, pos[1] - y)
                if d < best_d:
                    best, best_d = (cell, b), d
        return best

    def free_spot_at(self, display: DisplayTable, key: tuple[Cell, int], pos: Point) -> int:
        """The free spot of beach `key` nearest `pos` (-1 if it has none): where a person who
        clicked there wants the ship (a play-test saw it put on the beach's first free spot)."""
        cell, beach = key
        if cell not in display.cells or not self.cards[display.cells[cell]].is_island:
            return -1
        spots = self.spot_points(display, cell)
        if not 0 <= beach < len(spots):
            return -1
        taken = display.spots_of(key)
        free = [(math.hypot(pos[0] - x, pos[1] - y), i) for i, (x, y) in enumerate(spots[beach]) if i not in taken]
        return min(free)[1] if free else -1

    def pier_reach(self) -> float:
        """How far (screen px) from a pier's end the pointer still takes it (`MIN_PIER_REACH`)."""
        return max(self.target_px(MIN_PIER_REACH), self.size * 0.22)

    def pier_at(
        self,
        display: DisplayTable,
        pos: Point,
        candidates: Iterable[tuple[Cell, int]],
        others: Iterable[tuple[Cell, int]] = (),
    ) -> tuple[Cell, int] | None:
        """The pier among `candidates` ((cell, edge) pairs) nearest `pos`, within `pier_reach`;
        None when one of the piers `others` (e.g. those the decision holds back) is nearer still."""
        best, best_d = None, self.pier_reach()
        wanted = set(candidates)
        for cell, edge in [*wanted, *(pier for pier in others if pier not in wanted)]:
            if cell not in display.cells:
                continue
            x, y = self.pier_point(display, cell, edge)
            d = math.hypot(pos[0] - x, pos[1] - y)
            if d < best_d:
                best, best_d = (cell, edge), d
        return best if best in wanted else None

    def cell_at(self, pos: Point) -> Cell:
        """The cell under `pos`."""
        return self.camera.cell_at(pos)

    # ------------------------------------------------------------------ drawing

    def draw(
        self,
        surface: pygame.Surface,
        display: DisplayTable,
        t: float,
        highlights: Highlights,
        playing: Playing | None,
        lifted_ship: int = -1,
    ) -> None:
        """Draw the whole board for time `t`."""
        self.screen_size = surface.get_size()
        size = self.size
        screen = surface.get_rect().inflate(size * 2.2, size * 2.2)
        visible = [c for c in display.cells if screen.collidepoint(self.centre(c))]
        resting = not self.zooming and self.camera.zoom == self._drawn_zoom
        still = resting and self.camera.offset == self._drawn_offset
        first = self._drawn_zoom is None  # the first frame shows every ship at its own size
        self._drawn_zoom = self.camera.zoom
        self._drawn_offset = self.camera.offset
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
            elif self._foam_missing(display, visible, size):
                steps, buffers = 0, 0
            elif self._buffers_missing(display, visible, size):
                steps = 0
            else:
                steps = 1
        self._refine_budget = steps if resting else 0
        self._finished = 0
        self._job_touched = False
        self._sprite_budget = SPRITES_PER_FRAME if resting else (10_000 if first else 0)
        per_frame = LARGE_TAG_LAYOUTS_PER_FRAME if size >= LARGE_FACE else TAG_LAYOUTS_PER_FRAME
        self._tag_budget = per_frame if resting else (10_000 if first else 0)
        if resting and self._tags_wanted:
            self._lay_out_tags(max(4, int(round(size))))
        if size >= LARGE_FACE and art_pending and not first:
            self._sprite_budget = 0  # the faces first: a stand-in sprite reads as well
        # small faces' buffers are cheap to make: made when needed, zooming or not
        self._buffer_budget = buffers if resting else 0
        if size < LARGE_FACE:
            self._buffer_budget = 10_000
        self._foam_budget = foams
        self._art_budget = ART_PIXELS_PER_FRAME if resting else 0
        self._art_made = 0
        self._draw_cards(surface, display, t, highlights, playing, visible, resting, still, art_pending)
        if resting and size >= 28:
            for cell in visible:
                card = self.cards[display.cells[cell]]
                if not card.is_island:
                    foam = self._foam(display.cells[cell], card, size, display.rotations[cell])
                    if foam is not None:
                        foam.draw(surface, self.centre(cell), t)
        if not cardart.name_printed(size):
            self._draw_small_names(surface, display, visible)
        if resting and self._job is not None and not self._job_touched:
            self._job = None  # its card left the screen: start on one in view next frame
        if playing is not None and playing.event.kind is EventKind.ISLAND_REMOVED:
            self._draw_removal(surface, playing)
        for cell in highlights.islands:
            if cell in display.cells:
                self._draw_island_target(surface, cell, t, cell == highlights.hover_island)
        for key in highlights.beaches:  # under the tags and the ships: a glow hid a tag (a play-test)
            if key[0] in display.cells:
                self._draw_beach_target(
                    surface,
                    display,
                    key,
                    t,
                    key == highlights.hover_beach,
                    highlights.hover_spot,
                    highlights.hover_owner,
                )
        self._ships_resting = resting or first
        self._plate_budget = 10_000 if first else NAME_PLATES_PER_FRAME  # (the first frame: every one)
        self._draw_all_ships(surface, display, visible)
        for cell, edge in highlights.piers:
            if cell in display.cells:
                self._draw_pier_target(surface, display, cell, edge, t, (cell, edge) == highlights.hover_pier)
        for index, (_cell, owners) in enumerate(display.stranded):
            centre = self.stranded_position(display, index)
            self._draw_group(surface, list(owners), centre, 1.0)
            self._draw_names_over_group(surface, display, list(owners), centre)
        self._draw_fleet(surface, display, playing, lifted_ship, highlights.fleet_pick)
        if display.crossing is not None:
            self._draw_crossing(surface, display.crossing, playing)

    def _draw_small_names(self, surface: pygame.Surface, display: DisplayTable, visible: list[Cell]) -> None:
        """Islands' names at `cardart.SMALL_NAME_PX` on cards too small to print them legibly (the whole
        table of a late game, F: a play-test read 6 px names, or none), where the name goes."""
        offset = cardgeom.NAME_Y * self.size
        self._small_names.clear()
        for cell in visible:
            card = self.cards[display.cells[cell]]
            if card.is_island:
                label = cardart.small_name_label(card.name, cardart.SMALL_NAME_PX)
                x, y = self.centre(cell)
                place = label.get_rect(center=(round(x), round(y + offset))).topleft
                surface.blit(label, place)
                self._small_names[cell] = (label, place)

    def _draw_cards(
        self,
        surface: pygame.Surface,
        display: DisplayTable,
        t: float,
        highlights: Highlights,
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
        plain = not highlights.cells and not attaching  # nothing drawn between the sea and the faces
        picture = self.zoom_picture if plain else None
        table = (tuple(display.cells.items()), tuple(display.rotations.items()))
        self._shown_sea = None
        if picture is not None and not resting and picture.draw_zoomed(surface, camera.zoom, camera.offset, table):
            return
        if picture is not None and resting and self._settle_under_picture(surface, display, t, visible, table):
            return
        layer = self.table_layer if plain else None
        base = (surface.get_size(), camera.zoom, table, self._face_generation)
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
            self._make_ahead(surface, display, t, highlights, playing, visible, layer, base, sea)
        strips = layer.draw(surface, base, camera.offset, sea) if layer is not None and resting else None
        if strips is None:
            finished, sea_exact = self._draw_sea_and_faces(
                surface, display, t, highlights, playing, visible, art_pending, attaching
            )
        else:
            finished, sea_exact = True, True
            clip = surface.get_clip()
            for strip in strips:
                surface.set_clip(strip.clip(clip))
                done, exact = self._draw_sea_and_faces(
                    surface, display, t, highlights, playing, visible, art_pending, attaching
                )
                finished, sea_exact = finished and done, sea_exact and exact
            surface.set_clip(clip)
        if not (still and finished and not art_pending and plain):
            return
        crisp = all(
            (display.cells[c], display.rotations[c] % 6) in self._faces
            and (display.cells[c], display.rotations[c] % 6) not in self._stand_ins
            for c in visible
        )
        if not crisp:
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
        highlights: Highlights,
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
        if not layer.serves(size, base, offset, sea) or self._foam_missing(display, visible, self.size):
            return
        if self._job is not None or not all(
            (display.cells[c], display.rotations[c] % 6) in self._faces
            and (display.cells[c], display.rotations[c] % 6) not in self._stand_ins
            for c in visible
        ):
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
                    surface, display, when, highlights, playing, visible, False, False
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
        highlights: Highlights,
        playing: Playing | None,
        visible: list[Cell],
        art_pending: bool,
        attaching: bool,
    ) -> tuple[bool, bool]:
        """Draw the sea, the placement targets and the card faces (within the surface's clip);
        (every face drawn is its full render at this size, the sea is its final scale)."""
        size = self.size
        # a frame making faces from their art leaves the sea's smooth scale for the next ones
        self._draw_sea(surface, t, smooth=not art_pending)
        sea_exact = bool(getattr(self.ocean, "exact", True)) if self.ocean is not None else True
        finished = True
        for cell in highlights.cells:
            self._draw_cell_target(surface, cell, t)
        clip = surface.get_clip()
        whole = clip == surface.get_rect()
        for cell in visible:
            card = self.cards[display.cells[cell]]
            rotation = display.rotations[cell]
            centre = self.centre(cell)
            scale = 1.0
            if attaching and playing is not None and playing.event.cell == cell:
                scale = 0.55 + 0.45 * _ease(playing.progress)
            if not whole:
                reach = size * 1.1
                if not clip.colliderect((centre[0] - reach, centre[1] - reach, 2 * reach, 2 * reach)):
                    continue
            if scale < 1.0:
                image = cardart.card_surface(card, size * scale, rotation, fast=True, tags=False)
            else:
                face = self._card_face(display.cells[cell], card, size, rotation)
                assert face is not None
                image = face
                finished = finished and (display.cells[cell], rotation % 6) not in self._stand_ins
            surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))
        return finished, sea_exact

    def _faces_pending(self, display: DisplayTable, visible: list[Cell]) -> bool:
        """True when a card in view shows no full render at this size yet (a stand-in, or a
        face not looked up since the zoom)."""
        px = max(4, int(round(self.size)))
        for cell in visible:
            local = (display.cells[cell], display.rotations[cell] % 6)
            if px != self._face_px or local not in self._faces or local in self._stand_ins:
                if (local[0], px, local[1]) not in self._encoded and local in self._last_face:
                    return True
        return False

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
        if not sea_pending and not self._faces_pending(display, visible):
            return False
        if not picture.draw_zoomed(surface, camera.zoom, camera.offset, table):
            return False
        size = self.size
        for cell in visible:
            card_id = display.cells[cell]
            self._card_face(card_id, self.cards[card_id], size, display.rotations[cell], shown=False)
        made = self._art_made or self._finished or self._job_touched
        # one costly job a frame: the sea's slice waits while faces are being made
        if not made and self.ocean is not None and hasattr(self.ocean, "prepare"):
            try:
                self.ocean.prepare(surface.get_size(), camera, t)
            except Exception:
                self.ocean = None
        return True

    def _card_face(
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
            self._stand_ins.clear()
            self._job = None
        local = (card_id, rotation)
        image = self._faces.get(local)
        if image is not None and local not in self._stand_ins:
            return image
        key = (card_id, px, rotation)
        made = self._encoded.get(key)
        if made is not None:  # made at this size before: drawn again as it was
            return self._keep_face(local, made[0], key)
        last = self._last_face.get(local)
        if last is None:
            return self._keep_face(local, self._render_now(card, px, rotation, local), key)
        face_size = cardart.card_surface_size(size)
        art = self._art.get(local)
        if art is not None and art.size * ART_REACH >= px:
            cost = face_size[0] * face_size[1] + ART_LABEL_COST
            if self._art_budget >= cost or (self._art_budget > 0 and not self._art_made):
                self._art_budget -= cost
                self._art_made += 1
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
            self._stand_ins.add(local)
            self._face_generation += 1
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

    def _foam(self, card_id: int, card: Card, size: float, rotation: int) -> cardart.WakeFoam | None:
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
            foam = self._foams[key] = cardart.wake_foam(card, size, rotation)
        return foam

    def _buffers_missing(self, display: DisplayTable, visible: list[Cell], size: float) -> bool:
        """True when a card in view still waits for its face at this size and has no stand-in
        buffer large enough for it."""
        px = max(4, int(round(size)))
        need = cardart.card_surface_size(size)
        for cell in visible:
            card_id, rotation = display.cells[cell], display.rotations[cell] % 6
            if (card_id, px, rotation) in self._encoded or (card_id, rotation) not in self._last_face:
                continue
            buffer = self._stand_in_buffers.get((card_id, rotation))
            if buffer is None or buffer.get_width() < need[0] or buffer.get_height() < need[1]:
                return True
        return False

    def _foam_missing(self, display: DisplayTable, visible: list[Cell], size: float) -> bool:
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
            self._face_generation += 1
            while len(self._encoded) > ENCODED_FACES:
                self._encoded.popitem(last=False)
        self._faces[local] = drawn
        self._stand_ins.discard(local)
        return drawn

    def forget_caches(self) -> None:
        """Drop the faces, ship sprites and sizes the view keeps (the next frames make them anew)."""
        self._job = None
        if self.zoom_picture is not None:
            self.zoom_picture.forget()
        if self.table_layer is not None:
            self.table_layer.forget()
        self._face_generation += 1
        self._foams.clear()
        self._faces.clear()
        self._stand_ins.clear()
        self._sprites.clear()
        self._sprite_scaled.clear()
        self._sprite_generation += 1
        self._names_over.clear()
        self._plates.clear()
        self._group_names.clear()
        self._stand_in_buffers.clear()
        self._encoded.clear()
        self._art.clear()
        self._last_face.clear()
        self._sprite_sizes.clear()
        self._ship_px.clear()
        self._tags.clear()
        self._tag_sizes.clear()
        self._tags_wanted.clear()

    def _sprite(self, owner: int, px: int, king: bool = False) -> pygame.Surface:
        """The ship sprite of seat `owner` at `px` (kept by the view: no cache look-up per ship).

        A size not made yet is made at once while this frame's sprite budget lasts (none while
        zooming); otherwise a size made so far within `SPRITE_STAND_IN` of it stands in until a
        resting frame makes it (a size further off: a made one scaled to it, from a larger size
        when there is one)."""
        key = (owner, px, king)
        sprite = self._sprites.get(key)
        if key in self._sprite_scaled:
            self._sprite_stood_in = True  # (until a resting frame makes it properly)
        if sprite is None or (key in self._sprite_scaled and self._sprite_budget > 0):
            if self._sprite_budget <= 0:
                sizes = self._sprite_sizes.get((owner, king))
                if sizes:
                    nearest = min(sizes, key=lambda made: abs(made - px))
                    made = self._sprites[(owner, nearest, king)]
                    self._sprite_stood_in = True
                    if abs(nearest - px) <= SPRITE_STAND_IN * px:
                        return made
                    # further off: a made one scaled (a few microseconds) until a resting frame,
                    # from a larger size when there is one (its details survive a smooth shrink)
                    larger = [size for size in sizes if size >= px]
                    source = self._sprites[(owner, min(larger), king)] if larger else made
                    side = max(8, px)
                    sprite = self._sprites[key] = pygame.transform.smoothscale(source, (side, side))
                    self._sprite_scaled.add(key)
                    self._sprite_generation += 1
                    return sprite
            self._sprite_budget -= 1
            sprite = self._sprites[key] = cardart.ship_sprite(self.colours[owner], px, king=king)
            self._sprite_scaled.discard(key)
            self._sprite_generation += 1
            self._sprite_sizes.setdefault((owner, king), []).append(px)
        return sprite

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

    def _draw_all_ships(self, surface: pygame.Surface, display: DisplayTable, visible: list[Cell]) -> None:
        """The beaches' capacity tags, then the ships on the islands in view and their kings,
        then the islands' names the ships reach into once more over them (`_names_over_ships`;
        not while zooming: the next resting frame draws them), in one `fblits`. The list of
        (sprite, place) is kept while the camera, the cards, the ships and the sprites made
        stay the same (working it out costs about 0.5 ms a frame for 90 ships), and only when
        every sprite in it is the one made for its size (a stand-in is looked up again, so the
        resting frames' budget makes the right one)."""
        key = (
            self.camera.zoom,
            self.camera.offset,
            tuple((cell, display.cells[cell], display.rotations[cell]) for cell in visible),
            tuple((k, tuple(v)) for k, v in display.ships.items() if v),
            tuple(display.kings.items()),
            tuple((k, tuple(v)) for k, v in display.berths.items()),
            self._ships_resting,
            self._sprite_generation,
        )
        if self.cache_ships and key == self._ship_blits_key:
            surface.fblits(self._ship_blits)
            return
        blits: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self._sprite_stood_in = False
        self._plates_missed = False
        px = max(4, int(round(self.size)))
        for cell in visible:
            # the capacity tags over every card (the card above hid them), placed clear of the
            # ships where the card has room (`cardgeom.tag_centres`), and under the ships where
            # it has none: a ship under a tag made a beach's colours uncountable (a play-test)
            card = self.cards[display.cells[cell]]
            if card.is_island:
                cx, cy = self.centre(cell)
                occupied = occupied_spots(display, cell, len(card.beaches))
                for image, (dx, dy) in self._tag_images(display.cells[cell], card, px, display.rotations[cell] % 6, occupied):
                    blits.append((image, (round(cx) + dx, round(cy) + dy)))
        first_ship = len(blits)
        for cell in visible:
            if self.cards[display.cells[cell]].is_island:
                self._ship_blits_of(blits, display, cell)
        if self._ships_resting:
            blits += self._names_over_ships(blits[first_ship:], display, visible)
        surface.fblits(blits)
        exact = not self._sprite_stood_in and not self._plates_missed
        # (making a sprite changes the generation: the key is of the sprites as they are now)
        self._ship_blits_key = key[:-1] + (self._sprite_generation,) if exact else None
        self._ship_blits = blits

    def draw_tags(self, surface: pygame.Surface, display: DisplayTable, cell: Cell) -> None:
        """The capacity tags of the island at `cell` once more, over a mark drawn on it (a
        hint's ring on a spot hid its beach's "3": play-test 20), and its ships over them again:
        a tag is never drawn over a ship (play-test 29 read tags over the ships of the island
        pointed at, whose beach's piers were lit)."""
        card_id = display.cells.get(cell)
        if card_id is None or not self.cards[card_id].is_island:
            return
        cx, cy = self.centre(cell)
        px = max(4, int(round(self.size)))
        card = self.cards[card_id]
        occupied = occupied_spots(display, cell, len(card.beaches))
        tags = self._tag_images(card_id, card, px, display.rotations[cell] % 6, occupied)
        blits = [(image, (round(cx) + dx, round(cy) + dy)) for image, (dx, dy) in tags]
        first_ship = len(blits)
        self._ship_blits_of(blits, display, cell)
        blits += self._names_over_ships(blits[first_ship:], display, [cell])
        surface.fblits(blits)

    def _name_plate(self, display: DisplayTable, cell: Cell) -> tuple[pygame.Surface, tuple[int, int]] | None:
        """The name plate of the island at `cell` and its top-left on the screen, as drawn under
        the ships: printed on its card face (`cardart.placed_name_label`, at the face's
        whole-pixel size, where `_draw_sea_and_faces` centres the face) or, on a card too small
        to print it, written over the card (`_draw_small_names`); None for a water card."""
        card = self.cards[display.cells[cell]]
        if not card.is_island:
            return None
        x, y = self.centre(cell)
        if not cardart.name_printed(self.size):
            return self._small_names.get(cell)  # (as this frame wrote it)
        px = max(4, int(round(self.size)))
        key = (display.cells[cell], px, display.rotations[cell] % 6)
        if key not in self._plates:
            local = (key[0], key[2])
            made = px == self._face_px and local in self._faces and local not in self._stand_ins
            if self._plate_budget <= 0 or not made:
                # (a stand-in face shows its name scaled: the name is drawn over the ships once the
                # face is made, its label then looked up where the face kept it, a few a frame)
                self._plates_missed = True
                return None
            self._plate_budget -= 1
            if len(self._plates) >= NAME_PLATES_KEPT:
                self._plates.clear()
            self._plates[key] = cardart.placed_name_label(card, px, key[2])
        placed = self._plates[key]
        if placed is None:
            return None
        label, (dx, dy) = placed
        width, height = cardart.card_surface_size(px)
        return label, (round(x) - width // 2 + round(width / 2.0 + dx), round(y) - height // 2 + round(height / 2.0 + dy))

    def _names_over_ships(
        self, ships: list[tuple[pygame.Surface, tuple[int, int]]], display: DisplayTable, cells: Iterable[Cell]
    ) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """The name plates of the islands at `cells` drawn once more where the `ships` (sprite,
        top-left) reach into them: on a crowded island the sails on the beach beside the name
        covered it (play-test 40 read Fidschi as "Fids"). Each is its plate over the ships'
        pixels only (`_name_over`): the ships show through the translucent plate under the
        letters, the name reads whole, and the rest of the plate is left as the card drew it."""
        if not ships:
            return []
        rects = [pygame.Rect(place, sprite.get_size()) for sprite, place in ships]
        out: list[tuple[pygame.Surface, tuple[int, int]]] = []
        size = self.size
        printed = cardart.name_printed(size)
        for cell in cells:
            if printed:  # (where a printed name can lie: a look-up only for an island with ships there)
                x, y = self.centre(cell)
                near = pygame.Rect(round(x - 0.7 * size), round(y - 0.75 * size), round(1.4 * size), round(0.85 * size))
                if near.collidelist(rects) < 0:
                    continue
            plate = self._name_plate(display, cell)
            if plate is None:
                continue
            label, (lx, ly) = plate
            hit = label.get_bounding_rect().move(lx, ly).collidelistall(rects)
            if not hit:
                continue
            over = tuple((ships[i][0], ships[i][1][0] - lx, ships[i][1][1] - ly) for i in hit)
            key = (id(label), tuple((id(sprite), dx, dy) for sprite, dx, dy in over))
            kept = self._names_over.get(key)
            if kept is None:  # (it holds the label and the sprites: their ids name no others)
                image = _name_over(label, [(sprite, (dx, dy)) for sprite, dx, dy in over])
                kept = self._names_over[key] = (image, (label, *(sprite for sprite, _dx, _dy in over)))
                if len(self._names_over) > NAMES_OVER_SHIPS_KEPT:
                    self._names_over.popitem(last=False)
            else:
                self._names_over.move_to_end(key)
            out.append((kept[0], (lx, ly)))
        return out

    def _tag_images(self, card_id: int, card: Card, px: int, rotation: int, occupied: Occupied = frozenset()) -> TagImages:
        """The capacity tags of a card at `px` with ships on its spots `occupied`
        (`cardart.capacity_tag_images`), laid out while this frame's tag budget lasts; else
        those of the nearest size laid out of the card as it lies (with those ships where it
        can), their places scaled to `px` (kept), until a resting frame lays them out at `px`
        (`_lay_out_tags`). Laying out every card of a small table at a new size in one frame
        cost a zoom's frame 20 to 30 ms."""
        key = (card_id, px, rotation, occupied)
        images = self._tags.get(key)
        if images is not None:
            return images
        made = self._tag_sizes.setdefault((card_id, rotation), [])
        if self._tag_budget <= 0 and made:
            near_px, near_occupied = min(made, key=lambda entry: (entry[1] != occupied, abs(entry[0] - px)))
            scale = px / near_px
            images = self._tags[key] = tuple(
                (
                    image,
                    (
                        round((dx + image.get_width() / 2) * scale - image.get_width() / 2),
                        round((dy + image.get_height() / 2) * scale - image.get_height() / 2),
                    ),
                )
                for image, (dx, dy) in self._tags[(card_id, near_px, rotation, near_occupied)]
            )
            self._tags_wanted[key] = card
            return images
        self._tag_budget -= 1
        if len(self._tags) >= TAGS_KEPT:
            self._tags.clear()
            self._tag_sizes.clear()
            self._tags_wanted.clear()
            made = self._tag_sizes.setdefault((card_id, rotation), [])
        images = self._tags[key] = cardart.capacity_tag_images(card, px, rotation, occupied)
        made.append((px, occupied))
        return images

    def _lay_out_tags(self, px: int) -> None:
        """Lay out at `px` the tags standing in at that size, while the frame's tag budget
        lasts (stand-ins at other sizes are dropped); the ships' list is made again when one is
        (`_sprite_generation`)."""
        wanted = self._tags_wanted
        for key in list(wanted):
            if self._tag_budget <= 0:
                return
            card = wanted.pop(key)
            card_id, size, rotation, occupied = key
            if size != px:
                del self._tags[key]  # a stand-in of a size left behind: made again if it comes back
                continue
            self._tag_budget -= 1
            self._tags[key] = cardart.capacity_tag_images(card, px, rotation, occupied)
            self._tag_sizes.setdefault((card_id, rotation), []).append((px, occupied))
            self._sprite_generation += 1

    def _ship_blits_of(
        self, blits: list[tuple[pygame.Surface, tuple[int, int]]], display: DisplayTable, cell: Cell
    ) -> None:
        """Add the (sprite, place) of the ships of the island at `cell` and of its king."""
        card = self.cards[display.cells[cell]]
        ship_px = self.ship_size(card)
        ox, oy = cardart.ship_offset_on_spot(ship_px)
        ships = display.ships
        for b, spots in enumerate(self.spot_points(display, cell)):
            owners = ships.get((cell, b))
            if owners:
                for owner, spot in zip(owners, display.spots_of((cell, b))):
                    if spot < len(spots):
                        x, y = spots[spot]
                        blits.append((self._sprite(owner, ship_px), (round(x + ox), round(y + oy))))
        if cell in display.kings:
            cx, cy = self.centre(cell)
            kx, ky = cardgeom.king_spot(self.size)
            px = max(12, int(self.size * 0.3))
            sprite = self._sprite(display.kings[cell], px, True)
            kox, koy = cardart.ship_offset_on_spot(px)
            blits.append((sprite, (round(cx + kx + kox), round(cy + ky + koy))))

    def group_positions(self, count: int, centre: Point) -> list[Point]:
        """Centres of the ships of a cluster (fleet or stranded group) around `centre`: one row
        of up to four, else two rows, the ships clear of each other (a play-test's fifth ship
        stood half under the fourth, its sail over the bubble's edge)."""
        px = self.fleet_ship_size()
        cols = max(1, count if count <= 4 else (count + 1) // 2)
        rows = (count + cols - 1) // cols
        points = []
        for i in range(count):
            row, col = divmod(i, cols)
            points.append(
                (
                    centre[0] + (col - (cols - 1) / 2) * px * GROUP_STEP[0],
                    centre[1] + (row - (rows - 1) / 2) * px * GROUP_STEP[1],
                )
            )
        return points

    def _draw_group(
        self,
        surface: pygame.Surface,
        owners: list[int],
        centre: Point,
        alpha: float,
        sink: float = 0.0,
        lifted: int = -1,
        picked: int = -1,
        points: list[Point] | None = None,
    ) -> None:
        """A cluster of ships (a fleet or a stranded group) around `centre`; `lifted` is hidden,
        `picked` (the ship chosen to land next) stands on a bright ring."""
        if not owners:
            return
        px = self.fleet_ship_size()
        if points is None:
            points = self.group_positions(len(owners), centre)
        for i, (owner, (x, y)) in enumerate(zip(owners, points, strict=True)):
            if i == lifted:
                continue
            y += sink * px * 0.8
            if i == picked:
                glow = _glow(max(4, round(px * 0.62)), True)
                surface.blit(glow, glow.get_rect(center=(round(x), round(y))))
                pygame.draw.circle(surface, (255, 255, 255), (round(x), round(y)), max(4, round(px * 0.56)), 2)
            sprite = self._sprite(owner, px)
            if alpha < 1.0:
                sprite = sprite.copy()
                sprite.set_alpha(int(255 * max(0.0, alpha)))
            surface.blit(sprite, (round(x - px / 2), round(y - px / 2)))

    def stranded_position(self, display: DisplayTable, index: int) -> Point:
        """Where stranded group `index` is drawn: on its water card, or beside the pier it never
        left on its island (R8.3); several groups on one card stand apart."""
        cell, _owners = display.stranded[index]
        headings = display.stranded_heading
        heading = headings[index] if index < len(headings) else -1
        cx, cy = self.centre(cell)
        card_id = display.cells.get(cell)
        if card_id is not None and self.cards[card_id].is_island:
            if heading < 0:  # unknown pier: the first one that points at an empty cell
                heading = self._open_pier_direction(display, cell)
            if heading >= 0:
                dx, dy = direction_vector(heading)
                return (cx + dx * self.size * 1.12, cy + dy * self.size * 1.12)
        same = [i for i, (c, _o) in enumerate(display.stranded) if c == cell]
        k = same.index(index)
        offset = (k - (len(same) - 1) / 2) * self.size * 0.4
        return (cx, cy + offset)

    def _open_pier_direction(self, display: DisplayTable, cell: Cell) -> int:
        """World direction of the first pier of the island at `cell` that points at an empty cell."""
        from tongiaki.rules.hexgrid import world_direction

        card = self.cards[display.cells[cell]]
        for edge in card.pier_edges():
            direction = world_direction(edge, display.rotations[cell])
            if neighbour(cell, direction) not in display.cells:
                return direction
        return -1

    def fleet_position(self, display: DisplayTable, playing: Playing | None = None) -> Point | None:
        """Where the fleet is drawn: leaving by its pier, sailing between cells, or waiting in a
        bubble beside the island it lands on (see `landing_anchor`)."""
        placed = self._fleet_placement(display, playing)
        return None if placed is None else placed[0]

    def _fleet_placement(self, display: DisplayTable, playing: Playing | None) -> tuple[Point, bool] | None:
        """(centre of the fleet, whether it waits in a bubble to land)."""
        fleet = display.fleet
        if fleet is None or not fleet.ships:
            self._landing = None  # no fleet waits: the next landing is a new one
            return None
        start = self.centre(fleet.cell)
        card_id = display.cells.get(fleet.cell)
        if (
            fleet.to is not None
            and playing is not None
            and playing.event.kind in (EventKind.FLEET_MOVED, EventKind.TURNED_BACK)
        ):
            end = self.centre(fleet.to)
            k = _ease(playing.progress)
            return (start[0] + (end[0] - start[0]) * k, start[1] + (end[1] - start[1]) * k), False
        if card_id is not None and self.cards[card_id].is_island:
            if fleet.heading >= 0 and (fleet.to is not None or fleet.arrival < 0):  # still by its pier
                self._landing = None
                dx, dy = direction_vector(fleet.heading)
                return (start[0] + dx * self.size * 0.95, start[1] + dy * self.size * 0.95), False
            return self.landing_anchor(display), True
        return start, False

    def _same_landing(self, fleet: Fleet) -> bool:
        """True when `fleet` is the landing first seen in `_landing`, some of its ships landed
        since (the display makes its fleet anew at times: it is known by its island, the edge it
        came in by and its ships; `_fleet_placement` forgets a landing once no fleet waits)."""
        landing = self._landing
        if landing is None or landing[0] != fleet.arrival or landing[1] != fleet.cell:
            return False
        first = list(landing[2])
        for owner in fleet.ships:
            if owner not in first:
                return False
            first.remove(owner)
        return True

    def fleet_slots(self, display: DisplayTable) -> int:
        """The ships a waiting fleet's layout is made for: as many as it had when its landing
        began (see `landing_anchor`); for a fleet under way, its ships."""
        fleet = display.fleet
        if fleet is None:
            return 0
        landing = self._landing
        if landing is not None and self._same_landing(fleet):
            return len(landing[2])
        return len(fleet.ships)

    def fleet_points(self, display: DisplayTable, centre: Point) -> list[Point]:
        """Where each ship of the fleet is drawn around `centre`, in `fleet.ships` order: a
        landing fleet's ships keep the places they had when it began to land (a landed ship
        leaves its place empty; the display takes the first ship of a colour off, so those of
        that colour left keep the last places), and a play-test's clicks no longer miss ships
        that moved as others landed."""
        fleet = display.fleet
        if fleet is None:
            return []
        landing = self._landing
        if landing is None or not self._same_landing(fleet):
            return self.group_positions(len(fleet.ships), centre)
        first = list(landing[2])
        places = self.group_positions(len(first), centre)
        left = {c: fleet.ships.count(c) for c in set(fleet.ships)}
        kept: list[Point] = []
        for j in range(len(first) - 1, -1, -1):  # the last places of each colour are the ones left
            colour = first[j]
            if left.get(colour, 0) > 0:
                left[colour] -= 1
                kept.append(places[j])
        kept.reverse()
        if len(kept) != len(fleet.ships) or any(left.values()):
            return self.group_positions(len(fleet.ships), centre)  # not the same fleet after all
        return kept

    def fleet_bubble_rect(self, display: DisplayTable) -> pygame.Rect | None:
        """The plate of the fleet waiting to land (None when no fleet waits)."""
        placed = self._fleet_placement(display, None)
        if placed is None or not placed[1] or display.fleet is None:
            return None
        return self._bubble_rect(placed[0], self.fleet_slots(display))

    def fleet_bubble_tail(self, display: DisplayTable) -> tuple[Point, Point] | None:
        """The tail from the waiting fleet's plate to its island, when the plate had to go
        farther off than beside the island (see `bubble_tail`); else None."""
        box = self.fleet_bubble_rect(display)
        if box is None or display.fleet is None:
            return None
        cell = display.fleet.cell
        return bubble_tail(box, self.centre(cell), self.size, self._nearer_island(display, box, cell))

    def _nearer_island(self, display: DisplayTable, box: pygame.Rect, cell: Cell) -> bool:
        """True when another island's centre lies nearer the plate `box` than the landing
        island's (a play-test took a fleet waiting beside Hiva Oa for one of Hiva Oa's)."""
        own = math.dist(box.center, self.centre(cell))
        near = own - NEARER * self.size
        return any(
            other != cell and self.cards[card_id].is_island and math.dist(box.center, self.centre(other)) < near
            for other, card_id in display.cells.items()
        )

    def _bubble_rect(self, centre: Point, count: int) -> pygame.Rect:
        points = self.group_positions(count, centre)
        px = self.fleet_ship_size()
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        box = pygame.Rect(0, 0, round(max(xs) - min(xs) + px * 1.3), round(max(ys) - min(ys) + px * 1.45))
        box.center = (round((max(xs) + min(xs)) / 2), round((max(ys) + min(ys)) / 2))
        return box

    def _landing_places(self, display: DisplayTable) -> tuple[list[tuple[float, float, float]], float, float]:
        """The places around the island where the waiting fleet's bubble may go, best first
        (`rank_bubble_places`: cost and hex-size offsets from the island's centre), and the
        bubble's half width and height in hex sizes. A new landing fixes its layout and the
        cards it keeps off for as long as it lasts (they were worked out anew as each ship
        landed, and the group jumped); the places are ranked once per table."""
        fleet = display.fleet
        assert fleet is not None
        size = self.size
        landing = self._landing
        if not self._same_landing(fleet):
            occupied = frozenset(
                {k[0] for k, v in display.ships.items() if v} | set(display.kings) | {c for c, _o in display.stranded}
            )
            landing = self._landing = (fleet.arrival, fleet.cell, tuple(fleet.ships), occupied)
        assert landing is not None
        count = len(landing[2])
        probe = self._bubble_rect((0.0, 0.0), count)
        half_w, half_h = probe.width / 2 / size, probe.height / 2 / size
        occupied = landing[3]
        key = (
            fleet.cell,
            fleet.arrival,
            count,
            round(half_w, 2),
            round(half_h, 2),
            occupied,
            frozenset(display.cells.items()),
            frozenset(display.rotations.items()),
        )
        if key != self._bubble_key:
            self._bubble_key = key
            self._bubble_candidates = rank_bubble_places(
                self.cards, display, fleet.cell, fleet.arrival, half_w, half_h, occupied
            )
        return self._bubble_candidates, half_w, half_h

    def landing_focus(self, display: DisplayTable) -> list[Cell]:
        """The cells under the best place for the waiting fleet's bubble (`rank_bubble_places`,
        wherever the view is), for the view to show with its island: an island at the table
        area's edge, whose free water lay beyond it and every neighbour with ships, had its
        bubble a card away (3 of 200 seeded landings at 1000x650). None when no fleet waits
        to land, or no place is clear of the cards with ships and the islands' labels."""
        placed = self._fleet_placement(display, None)
        fleet = display.fleet
        if placed is None or not placed[1] or fleet is None:  # no fleet waiting in its bubble
            return []
        places, half_w, half_h = self._landing_places(display)
        if not places or places[0][0] >= BLOCKED:
            return []
        _cost, ux, uy = places[0]
        ox, oy = cell_to_pixel(fleet.cell, 1.0)
        corners = [(ux + sx * half_w, uy + sy * half_h) for sx in (-1, 1) for sy in (-1, 1)]
        return list(dict.fromkeys(pixel_to_cell((ox + x, oy + y), 1.0) for x, y in [(ux, uy), *corners]))

    def landing_anchor(self, display: DisplayTable) -> Point:
        """Where a landing fleet waits: beside the pier or wake it came in by, over no card with
        ships, no island's name or value and no HUD panel, as near that edge as can be.

        The places around the island are ranked once per table (in hex-size units, so the
        ranking holds at any zoom, `_landing_places`); each frame takes the best one clear of
        the HUD panels and inside the table area (the window when there is none). The view
        brings the best one in with the island at a person's landing (`landing_focus`)."""
        fleet = display.fleet
        assert fleet is not None
        size = self.size
        cx, cy = self.centre(fleet.cell)
        places, half_w, half_h = self._landing_places(display)
        rects = self.panel_source() if self.panel_source else {}
        panels = [r for name, r in rects.items() if name != "table"]
        surface = pygame.display.get_surface()
        screen = pygame.Rect((0, 0), self.screen_size or (surface.get_size() if surface else (1, 1)))
        if "table" in rects:
            # inside the table area, not only the window: a press in the gap between it and the
            # seats panel is off the board, and a fleet waiting there could not be dragged
            screen = screen.clip(rects["table"])
        w, h = half_w * 2 * size, half_h * 2 * size
        fallback = None
        for _cost, ux, uy in places:
            x, y = cx + ux * size, cy + uy * size
            box = pygame.Rect(0, 0, round(w) + 2, round(h) + 2)
            box.center = (round(x), round(y))
            if screen.contains(box) and box.collidelist(panels) < 0:
                return (x, y)
            if fallback is None:
                fallback = (x, y)
        return fallback if fallback is not None else (cx + size * 1.05, cy - size * 0.62)

    def _draw_fleet(
        self,
        surface: pygame.Surface,
        display: DisplayTable,
        playing: Playing | None,
        lifted: int = -1,
        picked: int = -1,
    ) -> None:
        fleet = display.fleet
        placed = self._fleet_placement(display, playing)
        if fleet is None or placed is None:
            return
        pos, waiting = placed
        alpha, sink = 1.0, 0.0
        points = None
        if waiting:
            box = self._bubble_rect(pos, self.fleet_slots(display))
            tail = bubble_tail(box, self.centre(fleet.cell), self.size, self._nearer_island(display, box, fleet.cell))
            if tail is not None:
                _draw_tail(surface, tail, self.size)
            self._draw_bubble(surface, pos, self.fleet_slots(display))
            points = self.fleet_points(display, pos)
        else:
            picked = -1
        if fleet.sinking and playing is not None and playing.event.kind is EventKind.CROSSING:
            k = playing.progress
            alpha, sink = 1.0 - k, k
        self._draw_group(surface, fleet.ships, pos, alpha, sink, lifted, picked, points)
        moving = playing is not None and playing.event.kind in (EventKind.FLEET_MOVED, EventKind.TURNED_BACK)
        if not waiting and not moving and sink == 0.0:
            # a fleet by its pier (its player picks where it sails) lay over the island's
            # name: play-test 40 read Fidschi as "Fids" under four ships leaving up-right
            self._draw_names_over_group(surface, display, fleet.ships, pos, lifted)

    def _draw_names_over_group(
        self, surface: pygame.Surface, display: DisplayTable, owners: list[int], centre: Point, lifted: int = -1
    ) -> None:
        """The names of the islands near a group of ships standing still (`_draw_group` without
        its bubble) drawn again over its ships where they reach into them (`_names_over_ships`;
        kept while the camera, the group and the cards about it stay the same)."""
        key = (
            self.camera.zoom,
            self.camera.offset,
            tuple(owners),
            centre,
            lifted,
            self._sprite_generation,
            tuple(display.cells.items()),
            tuple(display.rotations.items()),
        )
        kept = self._group_names.get(key)
        if kept is not None:
            surface.fblits(kept)
            return
        self._plates_missed = False
        px = self.fleet_ship_size()
        ships = [
            (self._sprite(owner, px), (round(x - px / 2), round(y - px / 2)))
            for i, (owner, (x, y)) in enumerate(zip(owners, self.group_positions(len(owners), centre), strict=True))
            if i != lifted
        ]
        under = self.cell_at(centre)  # (a group reaches the names of its cell's and the next ones)
        near = [cell for cell in (under, *(neighbour(under, d) for d in range(6))) if cell in display.cells]
        blits = self._names_over_ships(ships, display, near)
        surface.fblits(blits)
        if not self._plates_missed:
            if len(self._group_names) >= 16:
                self._group_names.clear()
            self._group_names[key] = blits

    def _draw_bubble(self, surface: pygame.Surface, centre: Point, count: int) -> None:
        """A rounded plate behind a waiting fleet, so it reads as "ships to place"."""
        box = self._bubble_rect(centre, count)
        plate = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (8, 22, 40, 190), plate.get_rect(), border_radius=12)
        pygame.draw.rect(plate, (*HIGHLIGHT, 230), plate.get_rect(), width=2, border_radius=12)
        surface.blit(plate, box)

    def _draw_crossing(self, surface: pygame.Surface, event: Event, playing: Playing | None) -> None:
        assert event.cell is not None  # a crossing event names the cell of the wake
        cx, cy = self.centre(event.cell)
        passed = event.passed
        label = f"danger {event.danger} vs {event.colours} colour{'s' if event.colours != 1 else ''}"
        mark = "passes" if passed else "fails!"
        line1 = text(label, 18, INK, bold=True)
        line2 = text(mark, 20, TARGET_OK if passed else DANGER_FAIL, bold=True)
        box = pygame.Rect(0, 0, max(line1.get_width(), line2.get_width()) + 20, 52)
        box.center = (round(cx), round(cy + self.size * 0.15))
        pygame.draw.rect(surface, (8, 18, 30), box, border_radius=8)
        pygame.draw.rect(surface, TARGET_OK if passed else DANGER_FAIL, box, width=2, border_radius=8)
        surface.blit(line1, line1.get_rect(midtop=(box.centerx, box.top + 5)))
        surface.blit(line2, line2.get_rect(midbottom=(box.centerx, box.bottom - 5)))

    def _draw_removal(self, surface: pygame.Surface, playing: Playing) -> None:
        assert playing.event.cell is not None  # an island-removed event names the island's cell
        cx, cy = self.centre(playing.event.cell)
        radius = self.size * (1.0 - 0.6 * playing.progress)
        pygame.draw.circle(surface, DANGER_FAIL, (round(cx), round(cy)), max(2, round(radius)), 3)

    def _pulse(self, t: float) -> float:
        return 0.5 + 0.5 * math.sin(t * 5.0)

    def _draw_beach_target(
        self,
        surface: pygame.Surface,
        display: DisplayTable,
        key: tuple[Cell, int],
        t: float,
        hover: bool,
        spot: int = -1,
        owner: int = -1,
    ) -> None:
        """The rings of an offered beach's spots (a dark rim under each, never smaller than
        `MIN_SPOT_RING`) and a glow on each free one; on the beach under the pointer, a bright
        glow on `spot`, the free spot a click there puts the ship on, and a faint picture of
        `owner`'s ship standing there (a play-test could not see the glow)."""
        cell, beach = key
        card = self.cards[display.cells[cell]]
        radius = cardgeom.spot_radius(card, self.size)
        width = 3 if hover else 2
        colour = TARGET_SPOT if not hover else (255, 255, 255)
        grow = 1.2 + 0.2 * self._pulse(t)
        ring = max(round(self.target_px(MIN_SPOT_RING)), round(radius * grow))
        taken = display.spots_of(key)
        glow = _glow(max(ring, round(radius * 1.9)), False, TARGET_SPOT)
        chosen = _glow(max(ring + 1, round(radius * 2.3)), True, TARGET_SPOT)
        spots = [(round(x), round(y)) for x, y in self.spot_points(display, cell)[beach]]
        for point in spots:  # the rims first: a neighbour's rim never crosses a ring
            pygame.draw.circle(surface, TARGET_HALO, point, ring + 1, width + 2)
        for i, point in enumerate(spots):
            if i not in taken:
                image = chosen if hover and (i == spot or spot < 0) else glow
                surface.blit(image, image.get_rect(center=point))
            pygame.draw.circle(surface, colour, point, ring, width)
            if hover and i == spot and owner >= 0:
                px = self.ship_size(card)
                ghost = self._sprite(owner, px).copy()
                ghost.set_alpha(GHOST_ALPHA)
                ox, oy = cardart.ship_offset_on_spot(px)
                surface.blit(ghost, (point[0] + round(ox), point[1] + round(oy)))

    def _draw_pier_target(
        self, surface: pygame.Surface, display: DisplayTable, cell: Cell, edge: int, t: float, hover: bool
    ) -> None:
        """A ring on the pier's end, never smaller than `MIN_PIER_MARK`, on a dark rim; a dot in
        it while the pointer takes it."""
        x, y = self.pier_point(display, cell, edge)
        centre = (round(x), round(y))
        radius = max(round(self.target_px(MIN_PIER_MARK)), round(self.size * (0.09 + 0.03 * self._pulse(t))))
        pygame.draw.circle(surface, TARGET_HALO, centre, radius + 2, 7)
        pygame.draw.circle(surface, HIGHLIGHT if not hover else (255, 255, 255), centre, radius, 3)
        if hover:
            pygame.draw.circle(surface, (255, 255, 255), centre, max(3, radius // 3))

    def _draw_island_target(self, surface: pygame.Surface, cell: Cell, t: float, hover: bool) -> None:
        """A light over the island and a thick outline on a dark rim round its card."""
        centre = self.centre(cell)
        wash = _hex_wash(max(4, round(self.size * 0.97)))
        surface.blit(wash, wash.get_rect(center=(round(centre[0]), round(centre[1]))))
        corners = hex_corners(centre, self.size * 0.97)
        width = 4 if hover else 3
        pygame.draw.polygon(surface, TARGET_HALO, corners, width + 4)
        pygame.draw.polygon(surface, (255, 255, 255) if hover else HIGHLIGHT, corners, width)

    def _draw_cell_target(self, surface: pygame.Surface, cell: Cell, t: float) -> None:
        """An outline on a dark rim round a free cell the revealed card can go to."""
        corners = hex_corners(self.centre(cell), self.size * (0.9 + 0.04 * self._pulse(t)))
        pygame.draw.polygon(surface, TARGET_HALO, corners, 5)
        pygame.draw.polygon(surface, ACCENT, corners, 3)


def _name_over(label: pygame.Surface, ships: list[tuple[pygame.Surface, tuple[int, int]]]) -> pygame.Surface:
    """A name plate `label` to draw over the `ships` (sprite, top-left relative to the label's)
    that reach into it: the plate where a ship's pixels are, as opaque as they are (where no
    ship is, the card's own plate shows: drawing it twice would darken it), and its letters
    whole over any pixel of a ship (a letter over a sail's soft edge keeps its colour)."""
    size = label.get_size()
    cover = pygame.Surface(size, pygame.SRCALPHA)
    cover.fill((255, 255, 255, 0))
    touched = pygame.mask.Mask(size)
    for sprite, place in ships:
        white = sprite.copy()
        white.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
        cover.blit(white, place, special_flags=pygame.BLEND_RGBA_MAX)
        touched.draw(pygame.mask.from_surface(sprite, 0), place)
    image = label.copy()
    image.blit(cover, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    letters = pygame.mask.from_surface(label, 254).overlap_mask(touched, (0, 0))
    image.blit(letters.to_surface(setsurface=label, unsetcolor=(0, 0, 0, 0)), (0, 0))
    return image


@functools.lru_cache(maxsize=16)
def _hex_wash(radius: int) -> pygame.Surface:
    """The light laid over a lit island of hex radius `radius` (made once a size)."""
    image = pygame.Surface((2 * radius + 2, 2 * radius + 2), pygame.SRCALPHA)
    pygame.draw.polygon(image, (*HIGHLIGHT, TARGET_WASH_ALPHA), hex_corners((radius + 1, radius + 1), radius))
    return image


GLOW = (255, 214, 80)
_GLOWS: dict[tuple[int, bool, tuple[int, int, int]], pygame.Surface] = {}


def _glow(radius: int, bright: bool, colour: tuple[int, int, int] = GLOW) -> pygame.Surface:
    """A soft round glow (cached; golden unless `colour`) marking a free spot that can be chosen."""
    key = (radius, bright, colour)
    image = _GLOWS.get(key)
    if image is None:
        image = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
        peak = 200 if bright else 150
        for step in range(radius, 0, -1):
            alpha = int(peak * (1 - step / radius) ** 0.8)
            pygame.draw.circle(image, (*colour, alpha), (radius, radius), step)
        _GLOWS[key] = image
    return image


def _draw_tail(surface: pygame.Surface, tail: tuple[Point, Point], size: float) -> None:
    """A bright line with a dark rim from the plate to a dot on the island."""
    (x0, y0), (x1, y1) = tail
    width = max(2, round(size * 0.05))
    dot = max(3, round(size * TAIL_DOT))
    start, end = (round(x0), round(y0)), (round(x1), round(y1))
    pygame.draw.line(surface, (8, 22, 40), start, end, width + 4)
    pygame.draw.circle(surface, (8, 22, 40), end, dot + 2)
    pygame.draw.line(surface, HIGHLIGHT, start, end, width)
    pygame.draw.circle(surface, HIGHLIGHT, end, dot)


def _size_step(px: float) -> int:
    """Ship sprite sizes in steps of about 8 %, so a zoom re-uses a few cached sprites."""
    px = max(10.0, px)
    return int(round(1.08 ** round(math.log(px, 1.08))))


def _ease(k: float) -> float:
    """Smooth start and stop."""
    return k * k * (3 - 2 * k)
