"""The ships on the islands, the beaches' capacity tags, and the islands' names over the ships.

`ShipsView` (in the table view's chain, over `SeaView`) draws, over the card faces, every
island's capacity tags, the ships on its spots and its king, and its name once more over the
ships that reach into it, in one `fblits` whose list is kept while nothing in it changes. Ship
sprites are made per seat and size (a near size standing in until a resting frame makes it),
capacity tags are laid out per card, size and ships on its spots (another size's scaled standing
in), and a card too small to print its island's name has it written over it. The ship sprites
serve the other layers too: the faint ship on a lit spot, the fleet at sea.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable, Iterable

import pygame

from tongiaki.app.art import cardgeom, namelabels, numberlabels, shipart
from tongiaki.app.view.cardfaces import LARGE_FACE
from tongiaki.app.view.display import DisplayTable, Occupied, occupied_spots
from tongiaki.app.view.hexview import Point
from tongiaki.app.view.seaview import SeaView
from tongiaki.rules import Card
from tongiaki.rules.hexgrid import Cell

TagImages = tuple[tuple[pygame.Surface, tuple[int, int]], ...]
"""Capacity tags of a card: (image, its top-left relative to the card's centre) per beach."""

SPRITE_STAND_IN = 0.2
"""How far (a fraction of its size) a ship sprite standing in for one not made yet may be off."""
TAGS_KEPT = 2048
"""Cards' capacity tags kept at their sizes (a long zooming session makes many)."""
TAG_LAYOUTS_PER_FRAME = 2
"""Cards whose capacity tags are laid out at a new size per resting frame (`cardgeom.tag_centres`,
up to about 3 ms a card on small cards); a zooming frame lays out none where another size's
tags can stand in (their places scaled), so a zoom across tag sizes costs no frame a burst."""
LARGE_TAG_LAYOUTS_PER_FRAME = 8
"""The same from `LARGE_FACE` up, where a card's tags find clear places at once (well under a
millisecond a card): the tags of a large view settle in a few frames."""
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


class ShipsView(SeaView):
    """The ships on the islands, their capacity tags and the islands' names (see the module's
    docstring)."""

    def __init__(self, cards: tuple[Card, ...], colours: list[str]) -> None:
        super().__init__(cards)
        self.colours = colours
        self._sprites: dict[tuple[int, int, bool], pygame.Surface] = {}
        self._sprite_sizes: dict[tuple[int, bool], list[int]] = {}
        self._sprite_scaled: set[tuple[int, int, bool]] = set()
        """Keys of `_sprites` holding a scaled stand-in (made properly on a resting frame)."""
        self._sprite_generation = 0
        """Counts the sprites made or scaled (part of the kept ships list's key)."""
        self._sprite_stood_in = False
        """Set when `_sprite` gave a stand-in (the ships list of that frame is not kept)."""
        self._sprite_budget = 0
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
        self._small_names: dict[Cell, tuple[pygame.Surface, tuple[int, int]]] = {}
        """The names `_draw_small_names` wrote this frame and where (`_name_plate`)."""
        self._names_over: OrderedDict[Hashable, tuple[pygame.Surface, tuple[pygame.Surface, ...]]] = OrderedDict()

    def _start_ships_frame(self, size: float, resting: bool, first: bool, art_pending: bool) -> None:
        """This frame's budgets for ship sprites, capacity tags and name plates: a resting frame
        makes a few at the new size (laying out the tags standing in first), a zooming frame
        none (a near size stands in), the first frame every one; on large cards a frame making
        faces from their art makes no sprite (a stand-in sprite reads as well)."""
        self._sprite_budget = SPRITES_PER_FRAME if resting else (10_000 if first else 0)
        per_frame = LARGE_TAG_LAYOUTS_PER_FRAME if size >= LARGE_FACE else TAG_LAYOUTS_PER_FRAME
        self._tag_budget = per_frame if resting else (10_000 if first else 0)
        if resting and self._tags_wanted:
            self._lay_out_tags(max(4, int(round(size))))
        if size >= LARGE_FACE and art_pending and not first:
            self._sprite_budget = 0  # the faces first: a stand-in sprite reads as well
        self._ships_resting = resting or first
        self._plate_budget = 10_000 if first else NAME_PLATES_PER_FRAME  # (the first frame: every one)

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
            sprite = self._sprites[key] = shipart.ship_sprite(self.colours[owner], px, king=king)
            self._sprite_scaled.discard(key)
            self._sprite_generation += 1
            self._sprite_sizes.setdefault((owner, king), []).append(px)
        return sprite

    def _draw_small_names(self, surface: pygame.Surface, display: DisplayTable, visible: list[Cell]) -> None:
        """Islands' names at `namelabels.SMALL_NAME_PX` on cards too small to print them legibly (the whole
        table of a late game, F: a play-test read 6 px names, or none), where the name goes."""
        offset = cardgeom.NAME_Y * self.size
        self._small_names.clear()
        for cell in visible:
            card = self.cards[display.cells[cell]]
            if card.is_island:
                label = namelabels.small_name_label(card.name, namelabels.SMALL_NAME_PX)
                x, y = self.centre(cell)
                place = label.get_rect(center=(round(x), round(y + offset))).topleft
                surface.blit(label, place)
                self._small_names[cell] = (label, place)

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
                for image, (dx, dy) in self._tag_images(
                    display.cells[cell], card, px, display.rotations[cell] % 6, occupied
                ):
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
        the ships: printed on its card face (`namelabels.placed_name_label`, at the face's
        whole-pixel size, where `_draw_sea_and_faces` centres the face) or, on a card too small
        to print it, written over the card (`_draw_small_names`); None for a water card."""
        card = self.cards[display.cells[cell]]
        if not card.is_island:
            return None
        x, y = self.centre(cell)
        if not namelabels.name_printed(self.size):
            return self._small_names.get(cell)  # (as this frame wrote it)
        px = max(4, int(round(self.size)))
        key = (display.cells[cell], px, display.rotations[cell] % 6)
        if key not in self._plates:
            local = (key[0], key[2])
            if self._plate_budget <= 0 or not self.faces.made(local, px):
                # (a stand-in face shows its name scaled: the name is drawn over the ships once the
                # face is made, its label then looked up where the face kept it, a few a frame)
                self._plates_missed = True
                return None
            self._plate_budget -= 1
            if len(self._plates) >= NAME_PLATES_KEPT:
                self._plates.clear()
            self._plates[key] = namelabels.placed_name_label(card, px, key[2])
        placed = self._plates[key]
        if placed is None:
            return None
        label, (dx, dy) = placed
        width, height = cardgeom.card_surface_size(px)
        return label, (
            round(x) - width // 2 + round(width / 2.0 + dx),
            round(y) - height // 2 + round(height / 2.0 + dy),
        )

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
        printed = namelabels.name_printed(size)
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

    def _tag_images(
        self, card_id: int, card: Card, px: int, rotation: int, occupied: Occupied = frozenset()
    ) -> TagImages:
        """The capacity tags of a card at `px` with ships on its spots `occupied`
        (`numberlabels.capacity_tag_images`), laid out while this frame's tag budget lasts; else
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
        images = self._tags[key] = numberlabels.capacity_tag_images(card, px, rotation, occupied)
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
            self._tags[key] = numberlabels.capacity_tag_images(card, px, rotation, occupied)
            self._tag_sizes.setdefault((card_id, rotation), []).append((px, occupied))
            self._sprite_generation += 1

    def _ship_blits_of(
        self, blits: list[tuple[pygame.Surface, tuple[int, int]]], display: DisplayTable, cell: Cell
    ) -> None:
        """Add the (sprite, place) of the ships of the island at `cell` and of its king."""
        card = self.cards[display.cells[cell]]
        ship_px = self.ship_size(card)
        ox, oy = shipart.ship_offset_on_spot(ship_px)
        ships = display.ships
        for b, spots in enumerate(self.spot_points(display, cell)):
            owners = ships.get((cell, b))
            if owners:
                for owner, spot in zip(owners, display.spots_of((cell, b)), strict=False):
                    if spot < len(spots):
                        x, y = spots[spot]
                        blits.append((self._sprite(owner, ship_px), (round(x + ox), round(y + oy))))
        if cell in display.kings:
            cx, cy = self.centre(cell)
            kx, ky = cardgeom.king_spot(self.size)
            px = cardgeom.king_ship_px(self.size)
            sprite = self._sprite(display.kings[cell], px, True)
            kox, koy = shipart.ship_offset_on_spot(px)
            blits.append((sprite, (round(cx + kx + kox), round(cy + ky + koy))))

    def forget_caches(self) -> None:
        """Drop the ship sprites, tags and name plates kept, and what `SeaView` keeps."""
        self._sprites.clear()
        self._sprite_scaled.clear()
        self._sprite_generation += 1
        self._names_over.clear()
        self._plates.clear()
        self._sprite_sizes.clear()
        self._tags.clear()
        self._tag_sizes.clear()
        self._tags_wanted.clear()
        super().forget_caches()


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
