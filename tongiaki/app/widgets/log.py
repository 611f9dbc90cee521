"""The log panel: the whole game's story (`tongiaki.play.narrate` lines), scrollable, hoverable.

Lines are wrapped once to the panel's width and kept; only the rows that show are drawn. The
wheel over the panel scrolls it (a few rows per notch) and never reaches the board; while the
view rests at the bottom, new lines keep it there, and once the player has scrolled back it
stays where they left it, with a "to the latest" button that brings the newest lines back.
Hovering a row makes its line `hovered`, which the table lights on the board. A computer
seat's reason (`LineKind.REASON`) is indented under the decision it explains, in a quieter
colour. A "Full log (L)" button in the title row (`on_open`) opens the large log
(`widgets.logbook`), which draws its rows with a panel of this class.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tongiaki.app.widgets.ui import ACCENT, INK, INK_DIM, PANEL, draw_panel, font, text, wrap
from tongiaki.play.narrate import Line, LineKind

ROWS_PER_NOTCH = 3
REASON_INK = (150, 196, 178)
"""Colour of a computer seat's reasons: quieter than the story, apart from its details."""


def log_font_px(scale: float) -> int:
    """The log's text size at UI `scale` (the hint's panel reads at least as large)."""
    return max(11, round(15 * scale))


def log_row_height(scale: float) -> int:
    """The log's pixels per row at UI `scale`."""
    return max(13, round(18 * scale))


def continued_row(row: str, size: int, width: int, bold: bool = False) -> str:
    """The top row of a line begun above the panel, as drawn in `width` pixels: "… " and the
    row's last whole words that fit beside it ("… " stands for the words above, these too).
    Cutting the row's end instead read "… colour (safest pier: 56% to la …" in a play-test. A
    row of one word cut by `wrap` (wider than a line) keeps its last letters that fit."""
    face = font(size, bold)
    words = row.split(" ")
    while len(words) > 1 and face.size("… " + " ".join(words))[0] > width:
        words.pop(0)
    rest = " ".join(words)
    while len(rest) > 1 and face.size("… " + rest)[0] > width:
        rest = rest[1:]
    return "… " + rest


class LogPanel:
    """Draws `lines` in `rect`, scrolled `offset` rows up from the newest."""

    def __init__(self, title: str = "Log") -> None:
        self.title = title
        self.fill = PANEL
        """The panel's colour (the large log's is opaque: the table showed through it)."""
        self.on_open: Callable[[], None] | None = None
        """Called by a click on the "Full log (L)" button of the title row (no button when None)."""
        self.open_rect: pygame.Rect | None = None
        """Where that button was last drawn (on the screen)."""
        self.lines: list[Line] = []
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.scale = 1.0
        self.offset = 0
        """Rows scrolled back from the newest (0: the newest rows show)."""
        self.latest_rect: pygame.Rect | None = None
        """Where "to the latest" was last drawn (on the screen), while scrolled back: a click
        there brings the newest lines back."""
        self.pointer: tuple[int, int] = (-1, -1)
        self.held = 0
        """Rows added while the pointer held the log still (`extend`), given back when it leaves."""
        self._rows: list[tuple[str, int]] = []
        """Wrapped rows: (text, index of its line)."""
        self._wrapped_for: tuple[int, int] = (-1, -1)
        self._painted: pygame.Surface | None = None
        self._painted_key: tuple[tuple[int, ...], float, int, int, int, int] | None = None
        self._version = 0
        """Counts the changes of `lines` (`set_lines`, `extend`): the painting follows each (an
        undo's log had as many rows as before it, and play-test 25 read the move taken back
        until the next move was told)."""

    # ------------------------------------------------------------------ content

    def set_lines(self, lines: list[Line]) -> None:
        """Replace every line (a rebuilt game, after undo)."""
        self.lines = list(lines)
        self._version += 1
        self._rows = []
        self._wrapped_for = (-1, -1)
        self.offset = self.held = 0

    def extend(self, lines: list[Line]) -> None:
        """Add new lines at the bottom (the view follows unless scrolled back)."""
        if not lines:
            return
        before = len(self._rows)
        self.lines.extend(lines)
        self._version += 1
        self._wrap()
        added = len(self._rows) - before
        if self.offset > 0:
            self.offset += added
        elif self.rect.collidepoint(self.pointer):
            # the lines under the pointer hold still while it is over the log (a play-test's
            # pointed line slid away as a computer's moves were told); they go on when it leaves
            self.offset += added
            self.held += added

    def append_text(self, message: str, turn: int = 0, kind: LineKind = LineKind.MAIN) -> None:
        """Add one line of plain text (a message of the table, not of the game), as a main line
        or (`kind`) another kind."""
        self.extend([Line(message, kind, turn)])

    @property
    def version(self) -> int:
        """Counts the changes of `lines`: another view of them (the large log) follows it."""
        return self._version

    # ------------------------------------------------------------------ geometry

    def set_rect(self, rect: pygame.Rect, scale: float) -> None:
        """Adopt a new panel rectangle and UI scale."""
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self._wrap()

    @property
    def font_px(self) -> int:
        """Text size of the rows."""
        return log_font_px(self.scale)

    @property
    def row_height(self) -> int:
        """Pixels per row."""
        return log_row_height(self.scale)

    @property
    def _top(self) -> int:
        return self.rect.y + round(30 * self.scale)

    @property
    def capacity(self) -> int:
        """Rows that fit in the panel."""
        return max(1, (self.rect.bottom - round(8 * self.scale) - self._top) // self.row_height)

    def _indent(self, kind: LineKind) -> int:
        if kind is LineKind.REASON:
            return round(22 * self.scale)
        return round(14 * self.scale) if kind is LineKind.DETAIL else 0

    def _wrap(self) -> None:
        key = (self.rect.width, self.font_px)
        if key != self._wrapped_for:
            self._wrapped_for = key
            self._rows = []
        done = self._rows[-1][1] + 1 if self._rows else 0
        width = self.rect.width - round(30 * self.scale)
        for i in range(done, len(self.lines)):
            line = self.lines[i]
            size, _, bold = self.style(line.kind)
            for row in wrap(line.text, size, width - self._indent(line.kind), bold):
                self._rows.append((row, i))

    def style(self, kind: LineKind) -> tuple[int, tuple[int, int, int], bool]:
        """(font size, colour, bold) of a line of this kind: the one style both wrapping and
        drawing use, so every row fits the panel as drawn."""
        px = self.font_px
        if kind is LineKind.HEADER:
            return px + 1, ACCENT, True
        if kind is LineKind.END:
            return px, ACCENT, True
        if kind is LineKind.MAIN:
            return px, INK, False
        if kind is LineKind.REASON:
            return max(10, px - 1), REASON_INK, False
        return px, INK_DIM, False

    @property
    def max_offset(self) -> int:
        """How far back the log can scroll."""
        return max(0, len(self._rows) - self.capacity)

    def _first_row(self) -> int:
        return max(0, len(self._rows) - self.capacity - self.offset)

    # ------------------------------------------------------------------ input

    def scroll(self, notches: int) -> None:
        """Scroll back (positive, wheel up) or forward (negative) by wheel notches."""
        self.scroll_rows(notches * ROWS_PER_NOTCH)

    def scroll_rows(self, rows: int) -> None:
        """Scroll back (positive) or forward (negative) by `rows` rows, within the log."""
        self._wrap()
        self.offset = max(0, min(self.max_offset, self.offset + rows))

    def top_line(self) -> Line | None:
        """The line whose row is at the top of the panel (None: no line)."""
        self._wrap()
        first = self._first_row()
        return self.lines[self._rows[first][1]] if first < len(self._rows) else None

    def scroll_to(self, line: Line) -> None:
        """Scroll so that `line` (or, when it is not among the lines, the first line after it in
        the game, by turn) begins at the top of the panel, as far as the log scrolls."""
        self._wrap()
        index = next((i for i, kept in enumerate(self.lines) if kept is line), None)
        if index is None:
            index = next((i for i, kept in enumerate(self.lines) if kept.turn >= line.turn), len(self.lines))
        row = next((r for r, (_, i) in enumerate(self._rows) if i >= index), len(self._rows))
        self.offset = max(0, min(self.max_offset, len(self._rows) - self.capacity - row))

    def handle(self, event: pygame.event.Event) -> bool:
        """Track the pointer; the wheel over the panel scrolls it (True: the event is used)."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            if self.held and not self.rect.collidepoint(self.pointer):
                self.offset = max(0, self.offset - self.held)  # held for the pointer only: on to the latest
                self.held = 0
            return False
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(self.pointer):
            self.held = 0  # scrolled by hand: it stays where the player puts it
            self.scroll(int(event.y))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.offset and self.latest_rect is not None and self.latest_rect.collidepoint(event.pos):
                self.offset = self.held = 0  # a play-test needed about 70 wheel notches to come back
                return True
            if self.on_open is not None and self.open_rect is not None and self.open_rect.collidepoint(event.pos):
                self.on_open()
                return True
        return False

    def hovered(self) -> Line | None:
        """The line under the pointer, if any."""
        if not self.rect.collidepoint(self.pointer) or self.pointer[1] < self._top:
            return None
        k = (self.pointer[1] - self._top) // self.row_height
        first = self._first_row()
        index = first + k
        if k >= self.capacity or index >= len(self._rows):
            return None
        return self.lines[self._rows[index][1]]

    # ------------------------------------------------------------------ drawing

    def _key(self) -> tuple[tuple[int, ...], float, int, int, int, int]:
        hovered = self.hovered()
        return (tuple(self.rect), self.scale, self._version, len(self._rows), self.offset,
                id(hovered) if hovered else 0)

    def needs_paint(self) -> bool:
        """True when what the panel shows has changed since it was last painted."""
        self._wrap()
        return self._key() != self._painted_key or self._painted is None

    def draw(self, surface: pygame.Surface, paint: bool = True) -> None:
        """The panel, its title, the rows that show and a scroll bar (re-painted only when
        one of them changes; without `paint` the last painting is shown one frame more, if
        it has the panel's size)."""
        self._wrap()
        key = self._key()
        stale = self._painted is None or self._painted.get_size() != self.rect.size
        if key != self._painted_key and (paint or stale):
            self._painted_key = key
            if stale:
                self._painted = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            else:
                assert self._painted is not None
                self._painted.fill((0, 0, 0, 0))
            self._paint(self._painted, pygame.Rect(0, 0, *self.rect.size), self.hovered())
        assert self._painted is not None
        surface.blit(self._painted, self.rect)

    def _pill(self, surface: pygame.Surface, label: str, right: int, top: int) -> pygame.Rect:
        """A small button of the title row whose right edge is at `right`; its rectangle."""
        s = self.scale
        image = text(label, max(10, round(13 * s)), INK)
        pill = image.get_rect(topright=(right, top + round(8 * s))).inflate(round(12 * s), round(4 * s))
        pygame.draw.rect(surface, (40, 78, 108), pill, border_radius=6)
        pygame.draw.rect(surface, (96, 150, 180), pill, width=1, border_radius=6)
        surface.blit(image, image.get_rect(center=pill.center))
        return pill

    def _paint(self, surface: pygame.Surface, area: pygame.Rect, hovered: Line | None) -> None:
        s = self.scale
        draw_panel(surface, area, self.fill)
        surface.blit(text(self.title, max(12, round(18 * s)), INK, bold=True),
                     (area.x + round(10 * s), area.y + round(6 * s)))
        self.latest_rect = self.open_rect = None
        right = area.right - round(14 * s)
        if self.on_open is not None:
            pill = self._pill(surface, "Full log (L)", right, area.y)
            self.open_rect = pill.move(self.rect.x - area.x, self.rect.y - area.y)
            right = pill.x - round(6 * s)
        if self.offset:
            pill = self._pill(surface, "↓ to the latest", right, area.y)
            self.latest_rect = pill.move(self.rect.x - area.x, self.rect.y - area.y)
        first = self._first_row()
        rows = self._rows[first:first + self.capacity]
        top = area.y + self._top - self.rect.y
        y = top
        previous = self._rows[first - 1][1] if first > 0 else -1
        for row, index in rows:
            line = self.lines[index]
            x = area.x + round(10 * s) + self._indent(line.kind)
            if hovered is line:
                bar = pygame.Rect(area.x + 4, y - 1, area.width - round(18 * s), self.row_height)
                pygame.draw.rect(surface, (52, 96, 132), bar, border_radius=4)
            if line.kind is LineKind.HEADER and index != previous:
                pygame.draw.line(surface, (96, 150, 180), (area.x + 8, y - 1), (area.right - round(16 * s), y - 1))
            size, colour, bold = self.style(line.kind)
            if y == top and index == previous:
                # the end of a line begun above the panel ("Tonga" alone read as a heading)
                row = continued_row(row, size, self.rect.width - round(30 * s) - self._indent(line.kind), bold)
            surface.blit(text(row, size, colour, bold=bold), (x, y))
            previous = index
            y += self.row_height
        total = len(self._rows)
        if total > self.capacity:
            track = pygame.Rect(area.right - round(10 * s), top, max(3, round(4 * s)),
                                self.capacity * self.row_height)
            pygame.draw.rect(surface, (30, 54, 76), track, border_radius=2)
            h = max(12, track.height * self.capacity // total)
            pos = track.height - h - (track.height - h) * self.offset // max(1, self.max_offset)
            pygame.draw.rect(surface, (120, 170, 200), (track.x, track.y + pos, track.width, h), border_radius=2)
