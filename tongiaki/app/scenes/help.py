"""The in-game rules help: docs/RULES.md (rulings included) in a scrollable panel over any scene.

Opened with H (or F1) and closed with H, F1 or Escape; the wheel, arrow keys and Page Up/Down
scroll. A light Markdown reading: headings, bullets, bold markers and tables as text.
"""

from __future__ import annotations

import re
from pathlib import Path

import pygame

from tongiaki.app.widgets.ui import ACCENT, INK, INK_DIM, draw_panel, text, wrap
from tongiaki.resources import data_path

RULES_PATH = data_path("docs/RULES.md")
LINE_HEIGHT = 20


def rules_lines(width: int, path: Path = RULES_PATH) -> list[tuple[str, int, tuple[int, int, int], bool]]:
    """The rules as (text, size, colour, bold) lines wrapped to `width` pixels."""
    try:
        source = path.read_text(encoding="utf-8")
    except OSError:
        return [(f"The rules file is missing: {path}", 18, ACCENT, True)]
    lines: list[tuple[str, int, tuple[int, int, int], bool]] = []
    for kind, paragraph in _paragraphs(source):
        if kind == "heading":
            lines.append(("", 10, INK, False))
            lines.append((paragraph.lstrip("# "), 24 if paragraph.startswith("# ") else 21, ACCENT, True))
            continue
        plain = re.sub(r"\*\*(.+?)\*\*", r"\1", paragraph)
        plain = re.sub(r"\*(.+?)\*", r"\1", plain).replace("`", "")
        colour = ACCENT if "Ruling" in paragraph else INK_DIM
        for i, piece in enumerate(wrap(plain, 16, width - 40) or [""]):
            lines.append((("    " if i and kind == "bullet" else "") + piece, 16, colour, False))
    return lines


def _paragraphs(source: str) -> list[tuple[str, str]]:
    """Join hard-wrapped Markdown lines into (kind, text) paragraphs: heading, bullet, row, text, blank."""
    out: list[tuple[str, str]] = []
    for raw in source.splitlines():
        line = raw.strip()
        if not line:
            out.append(("blank", ""))
        elif line.startswith("#"):
            out.append(("heading", line))
        elif line.startswith("|"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            if not all(set(c) <= {"-", " ", ":"} for c in cells):
                out.append(("row", "   ".join(cells)))
        elif line.startswith("- "):
            out.append(("bullet", line))
        elif out and out[-1][0] in ("bullet", "text"):
            out[-1] = (out[-1][0], out[-1][1] + " " + line)
        else:
            out.append(("text", line))
    return out


class HelpOverlay:
    """A modal panel; `visible` toggles; handles its own scrolling."""

    def __init__(self) -> None:
        self.visible = False
        self.scroll = 0
        self._lines: list = []
        self._width = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.close_rect = pygame.Rect(0, 0, 0, 0)

    def toggle(self) -> None:
        """Open or close."""
        self.visible = not self.visible

    def handle(self, event: pygame.event.Event) -> bool:
        """Open/close keys anywhere; while open, every event is the overlay's."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_h, pygame.K_F1):
            if not (pygame.key.get_mods() & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
                self.toggle()
                return True
        if not self.visible:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.visible = False
            elif event.key in (pygame.K_DOWN, pygame.K_s):
                self.scroll += 3
            elif event.key in (pygame.K_UP, pygame.K_w):
                self.scroll -= 3
            elif event.key == pygame.K_PAGEDOWN:
                self.scroll += 20
            elif event.key == pygame.K_PAGEUP:
                self.scroll -= 20
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * 3
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.close_rect.collidepoint(event.pos) or not self.rect.collidepoint(event.pos):
                self.visible = False
        self.scroll = max(0, min(self.scroll, max(0, len(self._lines) - 10)))
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL,
                              pygame.MOUSEMOTION, pygame.TEXTINPUT)

    def draw(self, surface: pygame.Surface) -> None:
        """The panel with the visible part of the rules."""
        if not self.visible:
            return
        w, h = surface.get_size()
        rect = pygame.Rect(w // 2 - min(440, w // 2 - 20), 30, min(880, w - 40), h - 60)
        if rect.width != self._width:
            self._width = rect.width
            self._lines = rules_lines(rect.width - 30)
        self.rect = rect
        draw_panel(surface, rect, (6, 20, 36, 240))
        title = text("Rules of Tongiaki (H, Esc or a click outside closes; wheel scrolls)", 18, INK, bold=True)
        surface.blit(title, (rect.x + 16, rect.y + 10))
        self.close_rect = pygame.Rect(rect.right - 44, rect.y + 6, 36, 28)
        pygame.draw.rect(surface, (120, 40, 36), self.close_rect, border_radius=6)
        cross = text("X", 18, INK, bold=True)
        surface.blit(cross, cross.get_rect(center=self.close_rect.center))
        y = rect.y + 40
        for line, size, colour, bold in self._lines[self.scroll:]:
            if y > rect.bottom - LINE_HEIGHT:
                break
            if line:
                surface.blit(text(line, size, colour, bold), (rect.x + 16, y))
            y += LINE_HEIGHT if size < 20 else 28
