"""The heads-up display around the table: seats, stack, log, prompt and the action buttons.

Layout rectangles come from the Tiled map's "hud" object group (scaled to the window), with
built-in fallbacks. The HUD reads the match and the display; its buttons call back into the
table scene, which turns them into options.
"""

from __future__ import annotations

import math

import pygame

from tongiaki.app.art import cardart
from tongiaki.app.view.display import DisplayTable
from tongiaki.app.widgets.ui import ACCENT, INK, INK_DIM, Button, draw_panel, text, wrap
from tongiaki.play.match import Match
from tongiaki.rules import Card

REFERENCE = (1280, 800)
FALLBACK_RECTS = {
    "seats": pygame.Rect(16, 16, 272, 360),
    "log": pygame.Rect(16, 392, 272, 392),
    "prompt": pygame.Rect(304, 16, 784, 48),
    "table": pygame.Rect(304, 80, 784, 704),
    "stack": pygame.Rect(1104, 16, 160, 200),
    "buttons": pygame.Rect(1104, 560, 160, 224),
}


def layout(screen_size: tuple[int, int], ocean) -> dict[str, pygame.Rect]:
    """HUD rectangles for a window size (from the map when it names them)."""
    rects: dict[str, pygame.Rect] = {}
    sx, sy = screen_size[0] / REFERENCE[0], screen_size[1] / REFERENCE[1]
    for name, fallback in FALLBACK_RECTS.items():
        rect = None
        if ocean is not None:
            try:
                rect = ocean.hud_rect(name, screen_size)
            except KeyError:
                rect = None
        if rect is None:
            rect = pygame.Rect(round(fallback.x * sx), round(fallback.y * sy), round(fallback.w * sx),
                               round(fallback.h * sy))
        rects[name] = rect
    # Room for up to six buttons, growing upwards from the bottom right.
    b = rects["buttons"]
    need = 9 * 40
    if b.height < need:
        rects["buttons"] = pygame.Rect(b.x, b.bottom - need, b.width, need)
    return rects


class Hud:
    """Draws the panels; owns the action buttons."""

    def __init__(self, match: Match, names: list[str], colours: list[str], cards: tuple[Card, ...]) -> None:
        self.match = match
        self.names = names
        self.colours = colours
        self.cards = cards
        self.rects: dict[str, pygame.Rect] = dict(FALLBACK_RECTS)
        self.buttons: list[Button] = []
        self.log: list[str] = []
        self.thinking_seat = -1
        self.prompt = ""

    def _result(self):
        """The live standing, recomputed only when the state has moved."""
        key = (id(self.match.state), self.match.state.steps)
        if getattr(self, "_result_key", None) != key:
            self._result_key = key
            self._result_value = self.match.state.result()
        return self._result_value

    def set_layout(self, rects: dict[str, pygame.Rect]) -> None:
        """Adopt new rectangles (window resized)."""
        self.rects = rects
        self.place_buttons()

    def place_buttons(self) -> None:
        """Stack the buttons from the bottom of the buttons rectangle."""
        area = self.rects["buttons"]
        y = area.bottom
        for button in reversed(self.buttons):
            height = 34
            y -= height
            button.rect = pygame.Rect(area.x, y, area.width, height)
            y -= 6

    @property
    def stack_card_rect(self) -> pygame.Rect:
        """Where the face-down top card of the stack is drawn (the drag source)."""
        area = self.rects["stack"]
        size = min(area.width * 0.36, area.height * 0.34)
        w, h = cardart.card_surface_size(size)
        return pygame.Rect(area.centerx - w // 2, area.y + 30, w, h)

    def draw(self, surface: pygame.Surface, display: DisplayTable, t: float, hide_stack_top: bool = False) -> None:
        """Draw every panel."""
        self._draw_seats(surface, display, t)
        self._draw_stack(surface, display, hide_stack_top)
        self._draw_log(surface)
        self._draw_prompt(surface)
        for button in self.buttons:
            button.draw(surface)

    def _draw_seats(self, surface: pygame.Surface, display: DisplayTable, t: float) -> None:
        area = self.rects["seats"]
        draw_panel(surface, area)
        state = self.match.state
        result = self._result()
        heading = f"Turn {state.turn}" if state.turn > 0 else "Setup: two ships each on Tonga"
        surface.blit(text(heading, 18, INK_DIM), (area.x + 12, area.y + 8))
        rows = len(self.names)
        row_h = min(54, (area.height - 34) // max(1, rows))
        for p in range(rows):
            top = area.y + 30 + p * row_h
            row = pygame.Rect(area.x + 6, top, area.width - 12, row_h - 4)
            if p == state.active and not state.is_over():
                pygame.draw.rect(surface, (60, 110, 150), row, border_radius=8)
                pygame.draw.rect(surface, ACCENT, row, width=2, border_radius=8)
            icon = cardart.ship_sprite(self.colours[p], min(34, row_h - 10))
            surface.blit(icon, icon.get_rect(midleft=(row.x + 4, row.centery)))
            name = self.names[p]
            surface.blit(text(name, 18, INK, bold=True), (row.x + 44, row.y + 4))
            kings = sum(1 for owner in display.kings.values() if owner == p)
            detail = f"supply {display.supply[p] if p < len(display.supply) else 0}   kings {kings}/2"
            surface.blit(text(detail, 15, INK_DIM), (row.x + 44, row.y + 24))
            score = text(str(result.scores[p]), 26, ACCENT, bold=True)
            surface.blit(score, score.get_rect(midright=(row.right - 8, row.centery)))
            if p == self.thinking_seat:
                dots = "." * (1 + int(t * 3) % 3)
                label = text(f"thinking{dots}", 15, ACCENT)
                surface.blit(label, label.get_rect(midright=(row.right - 44, row.y + 14)))

    def _draw_stack(self, surface: pygame.Surface, display: DisplayTable, hide_top: bool) -> None:
        area = self.rects["stack"]
        draw_panel(surface, area)
        state = self.match.state
        islands = sum(1 for c in state.stack if self.cards[c].is_island)
        waters = len(state.stack) - islands
        surface.blit(text("Stack", 18, INK, bold=True), (area.x + 10, area.y + 6))
        rect = self.stack_card_rect
        size = rect.width / 2.0 - 1
        if display.revealed >= 0:
            image = cardart.card_surface(self.cards[display.revealed], size)
            surface.blit(image, image.get_rect(center=rect.center))
        elif state.stack and not hide_top:
            for k in range(min(3, len(state.stack)) - 1, -1, -1):
                back = cardart.card_back_surface(size)
                surface.blit(back, back.get_rect(center=(rect.centerx + k * 3, rect.centery - k * 3)))
        y = rect.bottom + 6
        for line in (f"{islands} islands", f"{waters} water cards"):
            label = text(line, 16, INK_DIM)
            surface.blit(label, label.get_rect(midtop=(area.centerx, y)))
            y += 20
        if state.end_triggered:
            label = text("Final turn!", 17, ACCENT, bold=True)
            surface.blit(label, label.get_rect(midtop=(area.centerx, y)))

    def _draw_log(self, surface: pygame.Surface) -> None:
        area = self.rects["log"]
        draw_panel(surface, area)
        surface.blit(text("Log", 18, INK, bold=True), (area.x + 10, area.y + 6))
        lines: list[str] = []
        for entry in self.log[-40:]:
            lines.extend(wrap(entry, 15, area.width - 20))
        capacity = max(1, (area.height - 34) // 18)
        y = area.y + 30
        for line in lines[-capacity:]:
            surface.blit(text(line, 15, INK_DIM), (area.x + 10, y))
            y += 18

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        area = self.rects["prompt"]
        if not self.prompt:
            return
        draw_panel(surface, area)
        lines = wrap(self.prompt, 18, area.width - 24)[:2]
        y = area.centery - 10 * len(lines)
        for line in lines:
            label = text(line, 18, INK, bold=True)
            surface.blit(label, label.get_rect(midtop=(area.centerx, y)))
            y += 20


def pulse(t: float) -> float:
    """0..1 pulsing value for blinking accents."""
    return 0.5 + 0.5 * math.sin(t * 4)
