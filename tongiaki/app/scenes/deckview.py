"""The deck viewer: every different card of a deck drawn large, with how many of each the stack holds.

Opened from the start screen ("See the cards", or a click on the deck panel's thumbnails) on the
chosen deck. The faces are the table's own (`cardart.card_surface`), in the contact sheet's
order (the start island, the islands by value, the water cards). Cards that look and play alike
show once with their count: water cards differ only by their names, which no face prints, when
their wakes are the same however the file lists them (`wake_pattern`); an island prints its
name, and names are unique in a deck, so each island shows. A water card whose wakes are
another's turned is another card: its crest sits elsewhere against its wakes, and a revealed
card is laid with its crest towards the fleet's cell (R2.3), so the fleet meets other wakes on
it (the standard deck has no two water cards alike even turned). Each card is as
large as fills the window best (hex size `RADII`: 110 down to 64, three cards a row at least;
the table's readable floor is 62), so its name, value seal, capacity tags, piers and danger
badges read as on the table; under it a caption gives its name and how many are in the stack.
A caption too long for its cell even at `LEAST_CAPTION` is cut with an ellipsis, and the pointer
over its cell shows it whole in a box (`caption_box`): play-test 39's island of 45 letters read
'Atiuuuu…' there and on its card.

A click on a card shows it alone, as large as the window allows (`enlarged_rect`: up to
`LARGE_RADIUS`), its caption and its beaches or wakes in words under it (`card_words`); a
click anywhere or Escape puts it back, Left/Right show the card before or after (a play-tester
clicked a card and nothing happened).

The grid scrolls a row at a time: the wheel and Up/Down by a row; PageUp/PageDown, Left/Right
and the Previous/Next buttons by a page; Home/End to the ends. The deck file is looked at again
every `DECK_CHECK_SECONDS`, as on the start screen, so an edit shows while the viewer is open
(a deck that can no longer be used shows its message). Back (or Escape) returns to the scene it
was opened from, the start screen with its seats and deck as they were.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from tongiaki.app.art import cardart, cardgeom
from tongiaki.app.art.contact_sheet import sheet_order
from tongiaki.app.scenes.base import RESIZE_EVENTS, taken_by
from tongiaki.app.widgets.deckpreview import WARN, DeckPreview
from tongiaki.app.widgets.ui import ACCENT, INK, INK_DIM, Button, clip_to_width, draw_panel, place_in_row, text, wrap
from tongiaki.cardshape import beach_names

if TYPE_CHECKING:
    from tongiaki.app.scenes.base import Scene
    from tongiaki.rules import Card, Deck

RADII = tuple(range(110, 62, -2))
"""Card sizes (hex circumradius, px) tried: the one whose whole rows and columns (three at least)
cover the most of the grid with cards, the larger of two alike; the smallest where none gives
three columns. At 1280x800 that is 84 (18 cards, 3 rows of 6), at 1366x768 78 (3 rows of 7), at 1000x650 96
(2 rows of 4); 100 gave 2 rows of 5 at 1280x800 and left a quarter of the grid empty."""
GAP = 12
"""Pixels between two cells of the grid."""
PAD = 6
"""Pixels between a cell's edge and its card or caption."""
CAPTION_SIZES = (16, 14)
"""The text sizes of a caption's two lines (its name, then its kind and count)."""
LEAST_CAPTION = 12
"""A caption line shrinks to this size before it is cut."""
CELL_LEAST_WIDTH = 150
"""The narrowest cell (a small card's caption needs the room)."""
MARGIN = 12
"""Pixels between the window's edge and the panel."""
DECK_CHECK_SECONDS = 0.5
"""How often the deck's file is looked at again (an edit shows while the viewer is open)."""
HOVER_TEXT = 15
"""The text size of the box that shows a cut caption whole."""
HOVER_WIDEST = 360
"""The widest (px) that box's lines are."""
KEYS = "Click a card to see it large · Wheel or Up/Down: a row · PageUp/PageDown: a page · Home/End · Esc: back"
"""The line that says how to move through the cards."""
LARGE_RADIUS = 260
"""The largest hex circumradius (px) of a card shown alone (`enlarged_rect`)."""
LARGE_TEXT = (24, 17)
"""The text sizes of a card shown alone: its name, then its kind, count and beaches or wakes."""
LARGE_KEYS = "Click or Esc: back to the cards · Left/Right: the card before or after"
"""The line under a card shown alone."""


@dataclass(frozen=True)
class CardGroup:
    """One card face of the viewer and the cards of the deck it stands for."""

    card: Card
    """The card drawn (the first of the deck's cards that look alike)."""
    names: tuple[str, ...]
    """The names of the cards it stands for, in the deck's order."""

    @property
    def count(self) -> int:
        """How many of it the stack holds (0 for the start island: it is never in the stack)."""
        return 0 if self.card.is_start else len(self.names)


def wake_pattern(card: Card) -> tuple[tuple[int, int, int], ...]:
    """A water card's wakes as (edge, other edge, danger), the lower edge first and the wakes in
    order: the same for the same card however its file lists them (which wake first, which of a
    wake's edges first). The edges are counted from the crest (R1.2): a card whose wakes are
    another's turned has another pattern, as it plays otherwise (R2.3)."""
    return tuple(sorted((min(wake.a, wake.b), max(wake.a, wake.b), wake.danger) for wake in card.wakes))


def card_groups(deck: Deck) -> list[CardGroup]:
    """The deck's different cards in contact-sheet order, each with the cards it stands for:
    water cards whose value and wakes (`wake_pattern`) are the same are one (their faces differ
    only by their names, not printed; the file may list the same wakes in another order);
    every island is its own (its name is printed on it)."""
    groups: dict[tuple[Any, ...], list[Card]] = {}
    for card in sheet_order(deck):
        key = (card.is_island, card.is_start, card.name if card.is_island else "", card.value, card.beaches,
               wake_pattern(card))
        groups.setdefault(key, []).append(card)
    return [CardGroup(cards[0], tuple(card.name for card in cards)) for cards in groups.values()]


def caption_lines(group: CardGroup) -> tuple[str, str]:
    """A card's caption: its name (the names of the cards it stands for), and what it is with
    how many of it are in the stack."""
    card = group.card
    if card.is_start:
        return card.name, "start island, not in the stack"
    kind = f"worth {card.value}" if card.is_island or card.value else "water"
    return ", ".join(group.names), f"{kind} · {group.count} in the stack"


def card_words(card: Card) -> str:
    """A card's beaches or wakes in words, under it when it is shown alone: "2 beaches: top
    beach for 4 ships (3 piers), lower-left beach for 2 ships (1 pier)" (named by the side where
    the card as shown draws its spots: play-test 53 could not tell which was which), "3 wakes,
    danger: none, 2, 3"."""
    if card.is_island:
        names = beach_names(card, 0)
        beaches = ", ".join(f"{name} for {b.capacity} ship{'s' if b.capacity != 1 else ''} "
                            f"({len(b.piers)} pier{'s' if len(b.piers) != 1 else ''})"
                            for name, b in zip(names, card.beaches, strict=True))
        return f"{len(card.beaches)} beach{'es' if len(card.beaches) != 1 else ''}: {beaches}"
    dangers = ", ".join(str(wake.danger or "none") for wake in sorted(card.wakes, key=lambda w: w.danger))
    return f"{len(card.wakes)} wake{'s' if len(card.wakes) != 1 else ''}, danger: {dangers}"


@dataclass(frozen=True)
class Grid:
    """Where the cards go: their size, the cells and how many show at once."""

    area: pygame.Rect
    """The grid's box in the window."""
    radius: int
    """The cards' hex circumradius."""
    columns: int
    rows: int
    """Rows that show at once (whole)."""
    cell: tuple[int, int]
    """A cell's width and height."""


def fitted_caption(line: str, size: int, room: int) -> tuple[str, int]:
    """A caption line as its cell shows it, `room` pixels wide: at `size`, smaller down to
    `LEAST_CAPTION` when it must, then cut with an ellipsis; and the size."""
    while size > LEAST_CAPTION and text(line, size, INK, bold=True).get_width() > room:
        size -= 1
    return clip_to_width(line, size, room, bold=True), size


def caption_height() -> int:
    """Pixels a caption's two lines take."""
    return sum(text("Ag", size, INK, bold=True).get_height() for size in CAPTION_SIZES) + 2


def plan_grid(area: pygame.Rect) -> Grid:
    """The grid of `area`: the card size by `RADII`' rule, then as many columns and whole rows as
    fit, the columns widened to share the width."""
    caption = caption_height()

    def fit(radius: int) -> tuple[int, int, int, int]:
        card_w, card_h = cardgeom.card_surface_size(radius)
        width = max(card_w + 2 * PAD, CELL_LEAST_WIDTH)
        height = card_h + caption + 3 * PAD
        return (area.width + GAP) // (width + GAP), (area.height + GAP) // (height + GAP), width, height

    def covered(radius: int) -> int:
        columns, rows, _width, _height = fit(radius)
        return columns * rows * radius * radius if columns >= 3 else 0

    choice = max(RADII, key=lambda radius: (covered(radius), radius))
    if covered(choice) == 0:
        choice = RADII[-1]
    columns, rows, _width, height = fit(choice)
    columns = max(1, columns)
    width = (area.width - GAP * (columns - 1)) // columns
    return Grid(area, choice, columns, max(1, rows), (width, height))


class DeckViewScene:
    """The cards of one deck file, large, a page at a time."""

    def __init__(self, app: Any, path: Path, back: Scene | None = None) -> None:
        """`path`: the deck file; `back`: the scene to return to (the start screen; the menu if None)."""
        self.app = app
        self.path = path
        self.back = back
        self.preview = DeckPreview()
        """Reads the deck file (again when it changes on disk)."""
        self.preview.show(path)
        self.deck: Deck | None = None
        self.groups: list[CardGroup] = []
        self._take_deck()
        self.first_row = 0
        """The top row of cards that shows."""
        self.check = 0.0
        """Seconds since the deck file was last looked at."""
        self.t = 0.0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.header = 0
        """The header's height (the deck's name and summary) at the panel's top."""
        self.grid = plan_grid(pygame.Rect(0, 0, 600, 400))
        self.previous = Button(pygame.Rect(0, 0, 150, 40), "< Previous", lambda: self.scroll(-self.grid.rows), size=19)
        self.next = Button(pygame.Rect(0, 0, 150, 40), "Next >", lambda: self.scroll(self.grid.rows), size=19)
        self.back_button = Button(pygame.Rect(0, 0, 130, 40), "Back", self.leave, size=19)
        self.previous.tip = "The cards before (PageUp)"
        self.next.tip = "The cards after (PageDown)"
        self.back_button.tip = "Back to the start screen (Esc)"
        self.buttons = [self.previous, self.next, self.back_button]
        self.pointer: tuple[int, int] | None = None
        """Where the pointer was last seen (a cut caption under it shows whole)."""
        self.enlarged: int | None = None
        """The card (index in `groups`) shown alone and large after a click on it, if one is."""

    # ------------------------------------------------------------------ the deck

    def _take_deck(self) -> None:
        """Take the deck as last read (its cards grouped)."""
        self.deck = self.preview.deck
        self.groups = card_groups(self.deck) if self.deck is not None else []

    @property
    def total_rows(self) -> int:
        """Rows the deck's cards fill."""
        return -(-len(self.groups) // self.grid.columns)

    @property
    def last_first_row(self) -> int:
        """The top row when the last cards show."""
        return max(0, self.total_rows - self.grid.rows)

    def shown(self) -> range:
        """The indices (in `groups`) of the cards that show."""
        start = self.first_row * self.grid.columns
        return range(start, min(len(self.groups), start + self.grid.rows * self.grid.columns))

    def scroll(self, rows: int) -> None:
        """Move by `rows` rows (up when negative), within the deck."""
        self.first_row = max(0, min(self.last_first_row, self.first_row + rows))
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.previous.enabled = self.first_row > 0
        self.next.enabled = self.first_row < self.last_first_row
        self.previous.why = "" if self.previous.enabled else "These are the first cards"
        self.next.why = "" if self.next.enabled else "These are the last cards"

    def cell_rect(self, index: int) -> pygame.Rect:
        """Where card `index` (in `groups`) is drawn (it may be scrolled out of the grid)."""
        row, column = divmod(index, self.grid.columns)
        width, height = self.grid.cell
        return pygame.Rect(self.grid.area.x + column * (width + GAP),
                           self.rows_top() + (row - self.first_row) * (height + GAP), width, height)

    def rows_top(self) -> int:
        """Where the rows that show start: the grid's whole rows in the middle of its height."""
        used = self.grid.rows * (self.grid.cell[1] + GAP) - GAP
        return self.grid.area.y + max(0, (self.grid.area.height - used) // 2)

    def card_rect(self, index: int) -> pygame.Rect:
        """Where card `index`'s face is drawn in its cell."""
        cell = self.cell_rect(index)
        face = pygame.Rect((0, 0), cardgeom.card_surface_size(self.grid.radius))
        face.midtop = (cell.centerx, cell.y + PAD)
        return face

    # ------------------------------------------------------------------ scene

    def leave(self) -> None:
        """Back to where the viewer was opened from."""
        if self.back is not None:
            self.app.switch(self.back)
        else:
            self.app.to_menu()

    def enter(self) -> None:
        """Lay out."""
        self.resize(self.app.screen.get_size())

    def exit(self) -> None:
        """Nothing to release."""

    def resize(self, size: tuple[int, int]) -> None:
        """The panel fills the window but a margin: the header (name, summary), the grid, then the
        keys' line and the buttons at the foot."""
        w, h = size
        self.panel = pygame.Rect(MARGIN, MARGIN, w - 2 * MARGIN, h - 2 * MARGIN)
        inner = self.panel.width - 40
        self.header = 14 + text("Ag", 26, ACCENT, bold=True).get_height() + 4 + \
            len(self.summary_lines(inner)) * (text("Ag", 15, INK_DIM).get_height() + 2) + 10
        foot = 12 + 40 + 8 + text("Ag", 14, INK_DIM).get_height() + 6
        area = pygame.Rect(self.panel.x + 20, self.panel.y + self.header, inner - 14,
                           self.panel.height - self.header - foot)
        self.grid = plan_grid(area)
        place_in_row(self.buttons, self.panel.centerx, self.panel.bottom - 12 - 40)
        self.scroll(0)

    def summary_lines(self, width: int) -> list[str]:
        """The deck's summary under its name (at most two lines)."""
        if self.preview.overview is None:
            return []
        summary = "  ·  ".join(self.preview.overview.lines())
        lines = list(wrap(summary, 15, width))
        if len(lines) > 2:
            lines = [lines[0], clip_to_width(" ".join(lines[1:]), 15, width)]
        return lines

    def handle_event(self, event: pygame.event.Event) -> None:
        """The buttons; the wheel and the keys move through the cards; a click on a card shows
        it large (`enlarged`); Escape goes back (from a card shown large, to the cards)."""
        if event.type in RESIZE_EVENTS:
            self.resize(self.app.screen.get_size())
            return
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if self.enlarged is not None:
            self._handle_enlarged(event)
            return
        if taken_by(self.buttons, event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.card_at(event.pos)
            if index is not None:
                self.enlarged = index
                return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y if event.y else 0)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.track().collidepoint(event.pos):
            thumb = self.thumb()
            if thumb is not None and not thumb.collidepoint(event.pos):
                self.scroll(self.grid.rows if event.pos[1] > thumb.centery else -self.grid.rows)
        elif event.type == pygame.KEYDOWN:
            steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.grid.rows,
                     pygame.K_PAGEDOWN: self.grid.rows, pygame.K_LEFT: -self.grid.rows,
                     pygame.K_RIGHT: self.grid.rows, pygame.K_HOME: -self.total_rows,
                     pygame.K_END: self.total_rows}
            if event.key in steps:
                self.scroll(steps[event.key])
            elif event.key == pygame.K_ESCAPE:
                self.leave()

    def _handle_enlarged(self, event: pygame.event.Event) -> None:
        """A card is shown large: a click anywhere or Escape puts it back (its button's release
        does nothing more), Left/Right show the card before or after (round from the last to the first); the rest waits."""
        if event.type == pygame.MOUSEBUTTONDOWN or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.enlarged = None
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.enlarged is not None:
            step = -1 if event.key == pygame.K_LEFT else 1
            self.enlarged = (self.enlarged + step) % len(self.groups)  # round: the last's Right did nothing

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The card (index in `groups`) whose cell is at `pos`, if one shows there."""
        if self.deck is None or not self.grid.area.collidepoint(pos):
            return None
        return next((index for index in self.shown() if self.cell_rect(index).collidepoint(pos)), None)

    def update(self, dt: float) -> None:
        """Animate the sea; look at the deck file every DECK_CHECK_SECONDS (read again if it changed)."""
        self.t += dt
        self.check += dt
        if self.check >= DECK_CHECK_SECONDS:
            self.check = 0.0
            before = self.preview.reads
            self.preview.show(self.path)
            if self.preview.reads != before:
                self._take_deck()
                self.resize(self.app.screen.get_size())
                if self.enlarged is not None and self.enlarged >= len(self.groups):
                    self.enlarged = None  # the edit took that card away

    # ------------------------------------------------------------------ drawing

    def track(self) -> pygame.Rect:
        """The scroll bar's track, right of the grid."""
        area = self.grid.area
        return pygame.Rect(self.panel.right - 20 - 8, self.rows_top(), 8,
                           min(area.height, self.grid.rows * (self.grid.cell[1] + GAP) - GAP))

    def thumb(self) -> pygame.Rect | None:
        """The scroll bar's thumb (None when every card shows)."""
        if self.total_rows <= self.grid.rows:
            return None
        track = self.track()
        height = max(20, track.height * self.grid.rows // self.total_rows)
        top = track.y + (track.height - height) * self.first_row // max(1, self.last_first_row)
        return pygame.Rect(track.x, top, track.width, height)

    def position_line(self) -> str:
        """Which cards show: 'Cards 1-10 of 31'."""
        shown = self.shown()
        if not shown:
            return ""
        whole = sum(group.count for group in self.groups) + 1
        return f"Cards {shown.start + 1}-{shown.stop} of {len(self.groups)} different ({whole} in the deck)"

    def draw(self, surface: pygame.Surface) -> None:
        """The sea, the panel with the deck's name and summary, its cards with their captions, the
        scroll bar, the keys' line and the buttons."""
        self.app.draw_backdrop(surface, self.t)
        draw_panel(surface, self.panel, (12, 28, 44, 244))
        x, y = self.panel.x + 20, self.panel.y + 14
        name = self.preview.overview.name if self.preview.overview is not None else self.path.name
        position = text(self.position_line(), 16, INK, bold=True)
        title = text(clip_to_width(name, 26, self.panel.width - 60 - position.get_width(), bold=True), 26, ACCENT,
                     bold=True)
        surface.blit(title, (x, y))
        surface.blit(position, position.get_rect(bottomright=(self.panel.right - 20, y + title.get_height() - 4)))
        y += title.get_height() + 4
        for line in self.summary_lines(self.panel.width - 40):
            label = text(line, 15, INK_DIM)
            surface.blit(label, (x, y))
            y += label.get_height() + 2
        if self.deck is None:
            self._draw_error(surface)
        else:
            for index in self.shown():
                self._draw_cell(surface, index)
            thumb = self.thumb()
            if thumb is not None:
                pygame.draw.rect(surface, (30, 52, 74), self.track(), border_radius=4)
                pygame.draw.rect(surface, (120, 160, 190), thumb, border_radius=4)
        keys = text(clip_to_width(KEYS, 14, self.panel.width - 40), 14, INK_DIM)
        surface.blit(keys, keys.get_rect(midbottom=(self.panel.centerx, self.back_button.rect.top - 8)))
        for button in self.buttons:
            button.draw(surface)
        if self.deck is not None:
            self._draw_caption_box(surface)
        self._draw_enlarged(surface)

    def enlarged_lines(self) -> list[tuple[str, int, tuple[int, int, int]]]:
        """The lines under the card shown large: its caption, its beaches or wakes, the keys
        (text, size, colour), each wrapped to the panel."""
        if self.enlarged is None:
            return []
        group = self.groups[self.enlarged]
        name, kind = caption_lines(group)
        room = self.panel.width - 60
        parts = [(name, LARGE_TEXT[0], INK), (kind, LARGE_TEXT[1], ACCENT),
                 (card_words(group.card), LARGE_TEXT[1], INK), (LARGE_KEYS, 14, INK_DIM)]
        return [(line, size, colour) for part, size, colour in parts
                for line in wrap(part, size, room, bold=size != 14)]

    def enlarged_rect(self) -> pygame.Rect | None:
        """Where the card shown large is drawn: as large as the panel holds above its lines, up
        to `LARGE_RADIUS`, centred; None when no card is."""
        if self.enlarged is None:
            return None
        below = sum(text("Ag", size, INK, bold=True).get_height() + 4 for _line, size, _colour in self.enlarged_lines())
        room_w, room_h = self.panel.width - 60, self.panel.height - 40 - below - 12
        radius = max(RADII[-1], min(LARGE_RADIUS, int((room_w - 2) / 2), int((room_h - 2) / 3 ** 0.5)))
        face = pygame.Rect((0, 0), cardgeom.card_surface_size(radius))
        face.midtop = (self.panel.centerx, self.panel.y + max(20, (self.panel.height - face.height - below - 12) // 2))
        return face

    def _draw_enlarged(self, surface: pygame.Surface) -> None:
        """The card shown large over the dimmed grid, its lines under it."""
        face = self.enlarged_rect()
        if face is None or self.enlarged is None:
            return
        surface.fill((6, 14, 22), self.panel)  # nothing of the grid's lines shows through (play-test 53)
        radius = (face.width - 2) / 2
        surface.blit(cardart.card_surface(self.groups[self.enlarged].card, radius), face)
        y = face.bottom + 12
        for line, size, colour in self.enlarged_lines():
            label = text(line, size, colour, bold=size != 14)
            surface.blit(label, label.get_rect(midtop=(self.panel.centerx, y)))
            y += label.get_height() + 4

    def _draw_cell(self, surface: pygame.Surface, index: int) -> None:
        """Card `index`'s face and its caption in its cell."""
        group = self.groups[index]
        cell = self.cell_rect(index)
        pygame.draw.rect(surface, (20, 44, 66), cell, border_radius=8)
        face = self.card_rect(index)
        surface.blit(cardart.card_surface(group.card, self.grid.radius), face)
        y = face.bottom + PAD
        room = cell.width - 2 * PAD
        for line, size, colour in zip(caption_lines(group), CAPTION_SIZES,
                                      (INK, ACCENT if group.count > 1 else INK_DIM), strict=True):
            shown, size = fitted_caption(line, size, room)
            label = text(shown, size, colour, bold=True)
            surface.blit(label, label.get_rect(midtop=(cell.centerx, y)))
            y += text("Ag", CAPTION_SIZES[0], INK, bold=True).get_height() + 2

    def hovered(self) -> int | None:
        """The card (index in `groups`) whose cell is under the pointer, if one shows."""
        if self.pointer is None or self.deck is None or not self.grid.area.collidepoint(self.pointer):
            return None
        return next((index for index in self.shown() if self.cell_rect(index).collidepoint(self.pointer)), None)

    def caption_cut(self, index: int) -> bool:
        """Whether card `index`'s caption is cut in its cell (`fitted_caption`)."""
        room = self.grid.cell[0] - 2 * PAD
        return any(fitted_caption(line, size, room)[0] != line
                   for line, size in zip(caption_lines(self.groups[index]), CAPTION_SIZES, strict=True))

    def caption_box(self) -> tuple[pygame.Rect, list[tuple[str, tuple[int, int, int]]]] | None:
        """The box showing the hovered card's caption whole, where it goes, and its lines; None
        when no card is hovered or its caption shows whole."""
        index = self.hovered()
        if index is None or not self.caption_cut(index):
            return None
        widest = min(HOVER_WIDEST, self.panel.width - 60)
        lines = [(part, colour) for line, colour in zip(caption_lines(self.groups[index]), (INK, INK_DIM), strict=True)
                 for part in wrap(line, HOVER_TEXT, widest, bold=True)]
        height = len(lines) * (text("Ag", HOVER_TEXT, INK, bold=True).get_height() + 2) + 10
        width = max(text(line, HOVER_TEXT, INK, bold=True).get_width() for line, _colour in lines) + 20
        cell = self.cell_rect(index)
        box = pygame.Rect(0, 0, width, height)
        box.midtop = (cell.centerx, cell.bottom - 4)  # over the caption it tells whole
        if box.bottom > self.panel.bottom - 8:
            box.midbottom = (cell.centerx, cell.bottom - 4)
        return box.clamp(self.panel.inflate(-16, -16)), lines

    def _draw_caption_box(self, surface: pygame.Surface) -> None:
        """The hovered card's caption whole, when its cell cuts it."""
        shown = self.caption_box()
        if shown is None:
            return
        box, lines = shown
        pygame.draw.rect(surface, (8, 16, 26), box, border_radius=6)
        pygame.draw.rect(surface, (96, 150, 180), box, width=1, border_radius=6)
        y = box.y + 6
        for line, colour in lines:
            label = text(line, HOVER_TEXT, colour, bold=True)
            surface.blit(label, label.get_rect(midtop=(box.centerx, y)))
            y += label.get_height() + 2

    def _draw_error(self, surface: pygame.Surface) -> None:
        """Why the deck cannot be shown (its file can no longer be used)."""
        area = self.grid.area
        y = area.y + 10
        for line, size, colour in [("This deck cannot be used", 20, WARN)] + [
                (part, 16, WARN) for part in wrap(self.preview.error or "", 16, area.width)]:
            label = text(line, size, colour, bold=size == 20)
            surface.blit(label, (area.x, y))
            y += label.get_height() + 4
