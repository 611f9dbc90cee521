"""The start screen's deck preview: the chosen deck's summary and a thumbnail strip of its cards.

`DeckPreview.show(path)` reads the deck file again whenever it has changed on disk (its size or
modification time), so an edited deck shows its new summary without restarting; a deck that
cannot be used keeps its one-line error in `error` instead, and one that cannot be played as
chosen (too many seats for its starting island) shows the `problem` its owner draws it with. The thumbnails are the table's own
card faces (`cardart.card_surface`) in contact-sheet order (start island, islands by value,
water cards), as large as fits the panel, with a line under them saying that a click shows them
large (the start screen opens the deck viewer, `scenes/deckview.py`, on a click in `cards_rect`;
a play-test hovered the thumbnails and nothing happened). Hovered, the thumbnails are outlined
and the line lights up.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from tongiaki.app.art import cardart, cardgeom
from tongiaki.app.art.contact_sheet import sheet_order
from tongiaki.app.widgets.ui import ACCENT, INK, INK_DIM, draw_panel, text, wrap
from tongiaki.play.deckinfo import DeckOverview, deck_overview
from tongiaki.play.decks import DeckError, load_deck
from tongiaki.rules import Deck

WARN = (255, 140, 120)
THUMB_SIZES = (22, 20, 18, 16, 14, 12, 10, 8, 6)
"""Card radii tried for the thumbnails, largest first."""
CLICK_LINE = "Click the cards to see them large"
"""The line under the thumbnails."""
CLICK_SIZE = 15


def _file_key(path: Path) -> tuple[str, int | None, int | None]:
    try:
        info = path.stat()
    except OSError:
        return (str(path), None, None)
    return (str(path), info.st_mtime_ns, info.st_size)


Problem = tuple[str, str] | None
"""(a heading, the rules' line) when a good deck cannot be played as chosen (the start screen's
seat count, R10): shown in red under the deck's name, over its summary."""


class DeckPreview:
    """The summary and the card thumbnails of one deck file."""

    def __init__(self) -> None:
        self.path: Path | None = None
        self.deck: Deck | None = None
        self.overview: DeckOverview | None = None
        self.error: str | None = None
        """The deck's one-line error when it cannot be used."""
        self.reads = 0
        """How many times a deck file was read (each change on disk reads it once)."""
        self._key: tuple[str, int | None, int | None] | None = None
        self._strip: pygame.Surface | None = None
        self._strip_key: tuple[tuple[str, int | None, int | None] | None, int, int] | None = None

    def show(self, path: Path, *, force: bool = False) -> None:
        """Preview `path`, reading it again if it changed on disk since the last look (or `force`)."""
        key = _file_key(path)
        if key == self._key and not force:
            return
        self.path, self._key = path, key
        self._strip = None
        self.reads += 1
        try:
            self.deck = load_deck(path)
        except DeckError as error:
            self.deck, self.overview, self.error = None, None, str(error)
            return
        self.overview = deck_overview(self.deck)
        self.error = None

    def strip(self, width: int, height: int) -> pygame.Surface:
        """The deck's cards as thumbnails in rows, as large as fit `width` x `height` (cached)."""
        key = (self._key, width, height)
        if self._strip is not None and self._strip_key == key:
            return self._strip
        cards = sheet_order(self.deck) if self.deck is not None else []
        radius = THUMB_SIZES[-1]
        for radius in THUMB_SIZES:
            w, h = cardgeom.card_surface_size(radius)
            per_row = max(1, width // w)
            rows = -(-len(cards) // per_row)
            if rows * h <= height:
                break
        w, h = cardgeom.card_surface_size(radius)
        per_row = max(1, width // w)
        rows = -(-len(cards) // per_row) if cards else 0
        strip = pygame.Surface((width, max(1, min(height, rows * h))), pygame.SRCALPHA)
        for index, card in enumerate(cards):
            row, column = divmod(index, per_row)
            if (row + 1) * h > strip.get_height():
                break
            strip.blit(cardart.card_surface(card, radius), (column * w, row * h))
        self._strip, self._strip_key = strip, key
        return strip

    def _text_lines(self, width: int, problem: Problem = None) -> list[tuple[str, int, tuple[int, int, int], bool]]:
        """(text, size, colour, bold) of every line above the thumbnails."""
        if self.error is not None or self.overview is None:
            return [("This deck cannot be used", 18, WARN, True)] + [
                (part, 15, WARN, False) for part in wrap(self.error or "", 15, width)]
        lines: list[tuple[str, int, tuple[int, int, int], bool]] = [(self.overview.name, 20, ACCENT, True)]
        if problem is not None:
            heading, detail = problem
            lines += [(part, 18, WARN, True) for part in wrap(heading, 18, width, bold=True)]
            lines += [(part, 15, WARN, False) for part in wrap(detail, 15, width)]
        for i, line in enumerate(self.overview.lines()):
            lines += [(part, 15, INK if i == 0 else INK_DIM, False) for part in wrap(line, 15, width)]
        return lines

    def _click_height(self) -> int:
        return text(CLICK_LINE, CLICK_SIZE, INK_DIM).get_height() + 4

    def fitted(self, rect: pygame.Rect, problem: Problem = None) -> pygame.Rect:
        """`rect` cut to the height the preview needs (its lines, its cards and the line under them)."""
        lines = self._text_lines(rect.width - 24, problem)
        height = 20 + sum(text(t, size, colour, bold).get_height() + 4 for t, size, colour, bold in lines)
        if self.error is None and self.deck is not None:
            room = max(12, rect.height - height - 6 - self._click_height())
            height += 6 + self.strip(rect.width - 24, room).get_height() + self._click_height()
        return pygame.Rect(rect.x, rect.y, rect.width, min(rect.height, height))

    def _strip_top(self, rect: pygame.Rect, problem: Problem) -> int:
        """Where the thumbnails start in the panel drawn in `rect` (fitted)."""
        return rect.y + 10 + 6 + sum(text(t, size, colour, bold).get_height() + 4
                                     for t, size, colour, bold in self._text_lines(rect.width - 24, problem))

    def cards_rect(self, rect: pygame.Rect, problem: Problem = None) -> pygame.Rect | None:
        """Where the thumbnails and the line under them are in the panel `draw` makes in `rect`
        (a click there shows the cards large); None when the deck cannot be used."""
        if self.error is not None or self.deck is None:
            return None
        panel = self.fitted(rect, problem)
        top = self._strip_top(panel, problem)
        return pygame.Rect(panel.x + 6, top - 4, panel.width - 12, max(0, panel.bottom - 4 - (top - 4)))

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, problem: Problem = None, *,
             hover: bool = False) -> None:
        """A panel with the deck's name, its summary lines and its cards (or its error); a
        `problem` shows in red under the name. `hover`: the pointer is on the cards (outlined,
        the line under them lit)."""
        rect = self.fitted(rect, problem)
        draw_panel(surface, rect)
        x, y = rect.x + 12, rect.y + 10
        for line, size, colour, bold in self._text_lines(rect.width - 24, problem):
            label = text(line, size, colour, bold)
            surface.blit(label, (x, y))
            y += label.get_height() + 4
        if self.error is None and self.deck is not None and self._strip is not None:  # made by `fitted`
            room = max(0, rect.bottom - 10 - y - 6 - self._click_height())
            surface.blit(self._strip, (x, y + 6), pygame.Rect(0, 0, rect.width - 24, room))
            below = y + 6 + min(room, self._strip.get_height()) + 2
            click = text(CLICK_LINE, CLICK_SIZE, ACCENT if hover else INK_DIM)
            surface.blit(click, (x, below))
            if hover:  # `cards_rect`'s box
                box = pygame.Rect(rect.x + 6, y + 2, rect.width - 12, max(0, rect.bottom - 4 - (y + 2)))
                pygame.draw.rect(surface, ACCENT, box, width=2, border_radius=6)
