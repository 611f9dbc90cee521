"""The large log: the whole game's story in a wide panel over the table, opened with L.

The log beside the table is narrow: at a large UI scale it shows nine or ten rows, while a
computer seat's turn with its reasons runs to twenty or forty (play-test 35 could not read a
turn back). The large log shows the same lines (it follows the table's `LogPanel`, kept in step
by its `version`), wrapped to a panel as wide as the guide's and in a larger type, so that a
whole turn reads at once. It opens at the newest lines, or at the line the small log was
scrolled back to; the wheel, the arrow keys, Page Up/Down, Home and End scroll it; R hides or
shows the computer seats' reasons (a quick read of what happened); L, Esc, the close button or
a click outside close it, at the click's release, which goes no further. While it is open every
input is its own; the game goes on behind it (its new lines arrive at the bottom, and stay out
of the way when the reader has scrolled back).
"""

from __future__ import annotations

import pygame

from tongiaki.app.widgets.hud import ui_scale
from tongiaki.app.widgets.log import LogPanel
from tongiaki.app.widgets.ui import INK, INK_DIM, draw_close_button, overlay_rect, text
from tongiaki.play.narrate import Line, LineKind

WASH = (0, 8, 18, 150)
"""Laid over the table behind the large log, so that the panel reads as in front of it."""
PANEL_FILL = (6, 20, 36, 255)
"""The large log's panel: opaque, as the guide's."""
WIDEST = 980
"""The large log's widest (px at UI scale 1): lines longer than that read badly."""
TYPE_SCALE = 1.15
"""The large log's type against the UI scale of the window (the small log's is 1)."""
TITLE = "Game log"
KEYS_TIP = "Wheel, arrows, Page Up/Down, Home, End scroll · L or Esc closes"
NOTHING_YET = "Nothing has happened yet: the game's story is told here as it is played."
"""What the large log says before the first line (play-test 37 opened it in the first game before
any move and saw its title alone)."""


def _closes(event: pygame.event.Event) -> bool:
    return event.type == pygame.KEYDOWN and event.key in (pygame.K_l, pygame.K_ESCAPE)


class LogBook:
    """The large log over the table: `open`, `close`, `handle` (every event while open), `draw`."""

    def __init__(self, source: LogPanel) -> None:
        self.source = source
        """The table's log: its lines are the ones shown."""
        self.visible = False
        self.show_reasons = True
        """Whether the computer seats' reasons (`LineKind.REASON`) are shown (R)."""
        self.panel = LogPanel(TITLE)
        self.panel.fill = PANEL_FILL
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.close_rect = pygame.Rect(0, 0, 0, 0)
        self.reasons_rect = pygame.Rect(0, 0, 0, 0)
        self._synced: tuple[int, int] | None = None
        """(id of the source's list of lines, its version) as last copied."""
        self._taken = 0
        """How many of the source's lines were looked at (shown or left out) when last copied."""
        self._size = (0, 0)
        """The window's size as last laid out for."""
        self._open_at: Line | None = None
        """The line to show at the top once the panel is laid out (`open`)."""
        self._wash: pygame.Surface | None = None
        """`WASH` at the window's size, made once per size."""
        self._pressed = False
        """The left button went down while the log was open: its release is the log's click (the
        release of the press on "Full log (L)" that opened it is not)."""

    # ------------------------------------------------------------------ opening

    def open(self) -> None:
        """Show the large log at the newest lines, or at the small log's top line when it is
        scrolled back."""
        self.visible = True
        self._pressed = False
        self._sync()
        self.panel.offset = self.panel.held = 0
        self._open_at = self.source.top_line() if self.source.offset else None
        if self._size != (0, 0):
            self.place(self._size)

    def close(self) -> None:
        """Hide the large log."""
        self.visible = False

    def toggle(self) -> None:
        """Open it when closed, close it when open."""
        if self.visible:
            self.close()
        else:
            self.open()

    def set_reasons(self, shown: bool) -> None:
        """Show or hide the computer seats' reasons, keeping the top line where it is (the bottom
        when the newest lines show)."""
        top = self.panel.top_line() if self.panel.offset else None
        self.show_reasons = shown
        self._synced = None
        self._sync()
        if top is not None:
            self.panel.scroll_to(top)

    # ------------------------------------------------------------------ following the table's log

    def _kept(self, lines: list[Line]) -> list[Line]:
        if self.show_reasons:
            return list(lines)
        return [line for line in lines if line.kind is not LineKind.REASON]

    def _sync(self) -> None:
        """Copy the source's lines: new lines at the bottom (the view kept where the reader left
        it), everything again when the source was told afresh (an undo, a new game)."""
        source = self.source
        key = (id(source.lines), source.version)
        if key == self._synced:
            return
        grown = self._synced is not None and self._synced[0] == key[0] and len(source.lines) >= self._taken
        if grown:
            self.panel.extend(self._kept(source.lines[self._taken:]))
        else:
            self.panel.set_lines(self._kept(source.lines))
        self._synced = key
        self._taken = len(source.lines)

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> bool:
        """While open, every input is the large log's (True); closed, only L opens it."""
        if not self.visible:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_l and not self._modified():
                self.open()
                return True
            return False
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            return False  # the scene lays out; the panel follows at the next draw
        self._sync()
        page = max(1, self.panel.capacity - 2)
        if _closes(event):
            self.close()
        elif event.type == pygame.KEYDOWN:
            rows = {pygame.K_UP: 1, pygame.K_w: 1, pygame.K_DOWN: -1, pygame.K_s: -1,
                    pygame.K_PAGEUP: page, pygame.K_PAGEDOWN: -page, pygame.K_SPACE: -page,
                    pygame.K_HOME: len(self.panel.lines) * 40, pygame.K_END: -len(self.panel.lines) * 40}
            if event.key in rows:
                self.panel.scroll_rows(rows[event.key])
            elif event.key == pygame.K_r:
                self.set_reasons(not self.show_reasons)
        elif event.type == pygame.MOUSEWHEEL:
            self.panel.scroll(int(event.y))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = True
            if self.rect.collidepoint(event.pos):
                self.panel.handle(event)  # "to the latest"
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed:
            # a click acts as it ends, as the buttons under the log do: a click outside that
            # closed the log at its press left its release to the button there (play-test 37's
            # click beside the log took its move back with Undo)
            self._pressed = False
            if self.reasons_rect.collidepoint(event.pos):
                self.set_reasons(not self.show_reasons)
            elif self.close_rect.collidepoint(event.pos) or not self.rect.collidepoint(event.pos):
                self.close()
        return True

    @staticmethod
    def _modified() -> bool:
        return bool(pygame.key.get_mods() & (pygame.KMOD_CTRL | pygame.KMOD_ALT))

    # ------------------------------------------------------------------ drawing

    def place(self, size: tuple[int, int]) -> None:
        """Lay the panel out for a window of `size`: centred, as wide as the guide's at most."""
        scale = ui_scale(size)
        self.rect = overlay_rect(size, scale, WIDEST)
        head = round(34 * scale)
        body = pygame.Rect(self.rect.x, self.rect.y + head, self.rect.width, self.rect.height - head)
        if self.panel.rect != body or self.panel.scale != scale * TYPE_SCALE:
            self.panel.set_rect(body, scale * TYPE_SCALE)
        self._size = size
        if self._open_at is not None:
            self.panel.scroll_to(self._open_at)
            self._open_at = None

    def draw(self, surface: pygame.Surface) -> None:
        """The wash over the table, the panel's head (title, keys, the reasons' switch, close)
        and the rows that show; nothing when closed."""
        if not self.visible:
            return
        self._sync()
        self.place(surface.get_size())
        scale = ui_scale(surface.get_size())
        if self._wash is None or self._wash.get_size() != surface.get_size():
            self._wash = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._wash.fill(WASH)
        surface.blit(self._wash, (0, 0))
        head = pygame.Rect(self.rect.x, self.rect.y, self.rect.width, self.panel.rect.y - self.rect.y)
        pygame.draw.rect(surface, (10, 30, 50), head, border_radius=8)
        pygame.draw.rect(surface, (96, 150, 180), head, width=1, border_radius=8)
        self.panel.draw(surface)
        if not self.panel.lines:
            said = text(NOTHING_YET, self.panel.font_px, INK_DIM)
            surface.blit(said, (self.panel.rect.x + round(12 * scale), self.panel.rect.y + round(40 * scale)))
        x = head.x + round(12 * scale)
        tip = text(KEYS_TIP, max(11, round(14 * scale)), INK_DIM)
        self.close_rect = pygame.Rect(head.right - round(40 * scale), head.y + round(4 * scale), round(32 * scale),
                                      head.height - round(8 * scale))
        draw_close_button(surface, self.close_rect, round(17 * scale))
        label = "Reasons: shown (R)" if self.show_reasons else "Reasons: hidden (R)"
        image = text(label, max(11, round(14 * scale)), INK)
        self.reasons_rect = image.get_rect(midright=(self.close_rect.x - round(10 * scale), head.centery)).inflate(
            round(14 * scale), round(6 * scale))
        pygame.draw.rect(surface, (40, 78, 108), self.reasons_rect, border_radius=6)
        pygame.draw.rect(surface, (96, 150, 180), self.reasons_rect, width=1, border_radius=6)
        surface.blit(image, image.get_rect(center=self.reasons_rect.center))
        if x + tip.get_width() < self.reasons_rect.x - round(10 * scale):
            surface.blit(tip, tip.get_rect(midleft=(x, head.centery)))
