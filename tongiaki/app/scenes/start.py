"""The start screen: seats (2-6, each Human or an AI level, with its colour), deck, seed, speed.

Start begins a new game; Continue resumes the autosaved one exactly; Quit closes the window.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from tongiaki.ai import LEVELS
from tongiaki.app.art import cardart
from tongiaki.app.view.display import SPEEDS
from tongiaki.app.widgets.ui import ACCENT, INK, INK_DIM, Button, Selector, TextField, draw_panel, text

SEAT_KINDS = ("Human",) + tuple(level.capitalize() for level in LEVELS)
DEFAULT_SEATS = ["Human", "Medium", "Medium", "Easy", "Easy", "Easy"]


def deck_files() -> list[Path]:
    """Deck files offered: every YAML file in config/decks (standard first)."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH

    folder = Path(DEFAULT_DECK_PATH).parent
    files = sorted(folder.glob("*.yaml"), key=lambda p: (p.name != "standard.yaml", p.name))
    return files or [Path(DEFAULT_DECK_PATH)]


class StartScene:
    """Choose the seats and start, continue or quit."""

    def __init__(self, app) -> None:
        self.app = app
        self.count = 3
        self.kinds = [Selector(pygame.Rect(0, 0, 170, 34), SEAT_KINDS, SEAT_KINDS.index(k)) for k in DEFAULT_SEATS]
        self.colours = [Selector(pygame.Rect(0, 0, 130, 34), cardart.SEAT_COLOURS, i) for i in range(6)]
        self.decks = deck_files()
        self.deck = Selector(pygame.Rect(0, 0, 260, 34), [p.stem for p in self.decks])
        self.seed = TextField(pygame.Rect(0, 0, 160, 34), placeholder="random", digits=True)
        self.speed = Selector(pygame.Rect(0, 0, 160, 34), list(SPEEDS), 1)
        self.minus = Button(pygame.Rect(0, 0, 40, 34), "-", lambda: self._change_count(-1))
        self.plus = Button(pygame.Rect(0, 0, 40, 34), "+", lambda: self._change_count(1))
        self.start = Button(pygame.Rect(0, 0, 200, 48), "Start", self._start, size=24)
        self.cont = Button(pygame.Rect(0, 0, 200, 48), "Continue", self._continue, size=24)
        self.quit = Button(pygame.Rect(0, 0, 200, 48), "Quit", app.quit, size=24)
        self.rules = Button(pygame.Rect(0, 0, 150, 34), "Rules (H)", app.help.toggle)
        self.message = ""
        self.t = 0.0

    def enter(self) -> None:
        """Refresh whether a saved game can be continued."""
        self.cont.enabled = self.app.has_autosave()
        self.cont.why = "" if self.cont.enabled else "No saved game yet"
        self.resize(self.app.screen.get_size())

    def exit(self) -> None:
        """Nothing to release."""

    def resize(self, size: tuple[int, int]) -> None:
        """Centre the form in the window."""
        w, h = size
        left = w // 2 - 300
        top = max(150, h // 2 - 250)
        for i in range(6):
            y = top + 40 + i * 42
            self.kinds[i].rect.topleft = (left + 130, y)
            self.colours[i].rect.topleft = (left + 310, y)
        self.minus.rect.topleft = (left + 460, top + 40)
        self.plus.rect.topleft = (left + 510, top + 40)
        y = top + 40 + 6 * 42 + 14
        self.deck.rect.topleft = (left + 130, y)
        self.seed.rect.topleft = (left + 130, y + 44)
        self.speed.rect.topleft = (left + 130, y + 88)
        by = y + 150
        self.start.rect.topleft = (w // 2 - 320, by)
        self.cont.rect.topleft = (w // 2 - 100, by)
        self.quit.rect.topleft = (w // 2 + 120, by)
        self.rules.rect.topleft = (left + 440, y + 88)
        self.origin = (left, top)

    def widgets(self) -> list:
        """Every active widget."""
        return ([*self.kinds[: self.count], *self.colours[: self.count], self.minus, self.plus, self.deck, self.seed,
                 self.speed, self.start, self.cont, self.quit, self.rules])

    def _change_count(self, delta: int) -> None:
        self.count = max(2, min(6, self.count + delta))

    def seats(self) -> list[str]:
        """The chosen seats as `--seats` names."""
        return [k.value.lower() for k in self.kinds[: self.count]]

    def chosen_colours(self) -> list[str] | None:
        """The chosen colours, or None (with a message) when two seats share one."""
        colours = [c.value for c in self.colours[: self.count]]
        if len(set(colours)) != len(colours):
            self.message = "Two seats have the same colour: pick a different one for each seat."
            return None
        return colours

    def _start(self) -> None:
        colours = self.chosen_colours()
        if colours is None:
            return
        seed = int(self.seed.value) if self.seed.value else None
        deck_path = self.decks[self.deck.index]
        self.message = self.app.new_game(self.seats(), seed=seed, deck_path=deck_path, colours=colours,
                                         speed=self.speed.value) or ""

    def _continue(self) -> None:
        self.message = self.app.continue_game(speed=self.speed.value) or ""

    def handle_event(self, event: pygame.event.Event) -> None:
        """Route the event to the widgets; Enter starts, Escape quits."""
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.resize(self.app.screen.get_size())
            return
        for widget in self.widgets():
            if widget.handle(event):
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self._start()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()

    def update(self, dt: float) -> None:
        """Animate the backdrop."""
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        """The title, the form and the buttons over the animated sea."""
        self.app.draw_backdrop(surface, self.t)
        w, h = surface.get_size()
        left, top = self.origin
        panel = pygame.Rect(left - 30, top - 120, 660, 640)
        draw_panel(surface, panel)
        title = text("Tongiaki", 64, ACCENT, bold=True)
        surface.blit(title, title.get_rect(midtop=(w // 2, top - 110)))
        sub = text("Journey into the unknown", 22, INK_DIM)
        surface.blit(sub, sub.get_rect(midtop=(w // 2, top - 50)))
        surface.blit(text(f"Seats: {self.count}", 20, INK, bold=True), (left, top + 8))
        surface.blit(text("(click to change, right-click back)", 15, INK_DIM), (left + 130, top + 12))
        for i in range(self.count):
            y = self.kinds[i].rect.centery
            icon = cardart.ship_sprite(self.colours[i].value, 30)
            surface.blit(icon, icon.get_rect(midleft=(left + 72, y)))
            label = text(f"Seat {i + 1}", 18, INK)
            surface.blit(label, label.get_rect(midleft=(left, y)))
        for label, widget in (("Deck", self.deck), ("Seed", self.seed), ("Speed", self.speed)):
            surface.blit(text(label, 20, INK, bold=True), (left, widget.rect.y + 8))
        for widget in self.widgets():
            widget.draw(surface)
        hovered = next((k for k in self.kinds[: self.count] if k.hover), None)
        if hovered is not None:
            from tongiaki.ai import DESCRIPTIONS

            level = hovered.value.lower()
            about = "A person at this computer plays this seat." if level == "human" else DESCRIPTIONS.get(level, "")
            line = text(about, 16, ACCENT)
            surface.blit(line, line.get_rect(midtop=(w // 2, self.kinds[self.count - 1].rect.bottom + 8)))
        if self.message:
            msg = text(self.message, 18, (255, 140, 120), bold=True)
            surface.blit(msg, msg.get_rect(midtop=(w // 2, self.start.rect.bottom + 12)))
