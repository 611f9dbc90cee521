"""The start screen: seats (2-6, each Human or an AI level, with its colour), deck, seed, speed.

Start begins a new game; Continue resumes the autosaved one exactly; Quit closes the window.
The deck list holds the shipped decks and the player's own (the `decks` folder in the user data
folder, which "My decks folder" opens in the file manager).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame

from tongiaki.ai import LEVELS
from tongiaki.app.art import cardart
from tongiaki.app.view.display import SPEEDS
from tongiaki.app.widgets.ui import ACCENT, INK, INK_DIM, Button, Selector, TextField, draw_panel, text, wrap

SEAT_KINDS = ("Human",) + tuple(level.capitalize() for level in LEVELS)
DEFAULT_SEATS = ["Human", "Medium", "Medium", "Easy", "Easy", "Easy"]


def deck_files(extra: Path | None = None) -> list[tuple[str, Path]]:
    """(label, path) of every deck offered: the shipped ones (standard first), then the player's
    own (marked "yours"), then `extra` (a deck given on the command line) if it is neither."""
    from tongiaki.play.decks import shipped_decks, user_decks

    offered = [(path.stem, path) for path in shipped_decks()]
    offered += [(f"{path.stem} (yours)", path) for path in user_decks()]
    if extra is not None and not any(_same_file(extra, path) for _, path in offered):
        offered.append((extra.name or str(extra), extra))
    return offered


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except (OSError, RuntimeError):
        return str(a) == str(b)


def open_folder(folder: Path) -> str:
    """Open `folder` in the file manager; returns what to tell the player."""
    try:
        if sys.platform == "win32":
            os.startfile(folder)  # type: ignore[attr-defined]  # noqa: S606 - Windows only
        else:
            opener = "open" if sys.platform == "darwin" else "xdg-open"
            subprocess.Popen([opener, str(folder)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, start_new_session=True)
    except OSError:
        return f"No file manager to open: put your decks in {folder}"
    return f"Your decks folder: {folder}"


class StartScene:
    """Choose the seats and start, continue or quit."""

    def __init__(self, app, *, deck: Path | str | None = None, message: str = "") -> None:
        """`deck` preselects that deck file (added to the list if needed); `message` is shown."""
        self.app = app
        self.count = 3
        self.kinds = [Selector(pygame.Rect(0, 0, 170, 34), SEAT_KINDS, SEAT_KINDS.index(k)) for k in DEFAULT_SEATS]
        self.colours = [Selector(pygame.Rect(0, 0, 130, 34), cardart.SEAT_COLOURS, i) for i in range(6)]
        from tongiaki.play.decks import find_deck

        self.extra_deck = find_deck(deck) if deck is not None else None  # `--deck calm-seas` is the shipped one
        self.deck = Selector(pygame.Rect(0, 0, 260, 34), ["standard"])
        self.decks: list[Path] = []
        self.refresh_decks(select=self.extra_deck)
        self.deck_folder = Button(pygame.Rect(0, 0, 190, 34), "My decks folder", self._open_deck_folder)
        self.seed = TextField(pygame.Rect(0, 0, 160, 34), placeholder="random", digits=True)
        self.speed = Selector(pygame.Rect(0, 0, 160, 34), list(SPEEDS), 1)
        self.minus = Button(pygame.Rect(0, 0, 40, 34), "-", lambda: self._change_count(-1))
        self.plus = Button(pygame.Rect(0, 0, 40, 34), "+", lambda: self._change_count(1))
        self.start = Button(pygame.Rect(0, 0, 200, 48), "Start", self._start, size=24)
        self.cont = Button(pygame.Rect(0, 0, 200, 48), "Continue", self._continue, size=24)
        self.quit = Button(pygame.Rect(0, 0, 200, 48), "Quit", app.quit, size=24)
        self.rules = Button(pygame.Rect(0, 0, 150, 34), "Rules (H)", app.help.toggle)
        self.first_game = Button(pygame.Rect(0, 0, 150, 34), "First game", lambda: app.start_tutorial(self.speed.value))
        self.discard = Button(pygame.Rect(0, 0, 200, 34), "Discard saved game", self._discard)
        self.broken_autosave = False
        self.message = message
        self.t = 0.0

    def refresh_decks(self, select: Path | None = None) -> None:
        """List the decks again (the player may have added some); keep or set the selection."""
        current = select if select is not None else (self.decks[self.deck.index] if self.decks else None)
        offered = deck_files(self.extra_deck)
        self.decks = [path for _, path in offered]
        self.deck.values = [label for label, _ in offered]
        self.deck.index = 0
        if current is not None:
            for index, path in enumerate(self.decks):
                if _same_file(path, current):
                    self.deck.index = index
                    break

    def _open_deck_folder(self) -> None:
        from tongiaki.play.decks import make_user_decks_dir
        from tongiaki.resources import user_decks_dir

        try:
            folder = make_user_decks_dir()
        except OSError as error:
            reason = " ".join(str(error.strerror or error).split())
            self.message = f"Cannot create the deck folder {user_decks_dir()}: {reason}"
            return
        self.message = open_folder(folder)
        self.refresh_decks()

    def enter(self) -> None:
        """Refresh whether a saved game can be continued (a damaged one is reported)."""
        self.refresh_autosave()
        self.resize(self.app.screen.get_size())

    def refresh_autosave(self) -> None:
        """Enable Continue for a game that can go on; offer Discard for a damaged autosave."""
        can_continue, problem = self.app.autosave_status()
        self.cont.enabled = can_continue
        self.broken_autosave = problem is not None
        if problem is not None:
            self.cont.why = "The saved game cannot be read"
            report = f"The saved game cannot be continued: {problem}"
            if report not in self.message:
                self.message = f"{self.message}  {report}" if self.message else report
        else:
            self.cont.why = "" if can_continue else "No saved game yet"

    def _discard(self) -> None:
        self.message = self.app.discard_autosave()
        self.refresh_autosave()

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
        self.deck_folder.rect.topleft = (left + 400, y)
        self.seed.rect.topleft = (left + 130, y + 44)
        self.speed.rect.topleft = (left + 130, y + 88)
        by = y + 150
        self.start.rect.topleft = (w // 2 - 320, by)
        self.cont.rect.topleft = (w // 2 - 100, by)
        self.quit.rect.topleft = (w // 2 + 120, by)
        self.rules.rect.topleft = (left + 440, y + 88)
        self.first_game.rect.topleft = (left + 440, y + 44)
        self.discard.rect.topleft = (w // 2 - 100, by + 56)
        self.origin = (left, top)

    def widgets(self) -> list:
        """Every active widget."""
        return ([*self.kinds[: self.count], *self.colours[: self.count], self.minus, self.plus, self.deck,
                 self.deck_folder, self.seed, self.speed, self.start, self.cont, self.quit, self.rules,
                 self.first_game,
                 *([self.discard] if self.broken_autosave else [])])

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
        try:
            seed = int(self.seed.value) if self.seed.value else None
        except ValueError:  # isdigit() lets through digits int() refuses, e.g. superscripts
            self.message = f"The seed must be a number written with 0-9, not {self.seed.value!r}."
            return
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
        if event.type == pygame.WINDOWFOCUSGAINED:  # back from the file manager: new decks?
            self.refresh_decks()
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
        for caption, widget in (("Deck", self.deck), ("Seed", self.seed), ("Speed", self.speed)):
            surface.blit(text(caption, 20, INK, bold=True), (left, widget.rect.y + 8))
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
            lines = [text(line, 17, (255, 140, 120), bold=True) for line in wrap(self.message, 17, panel.width - 90, bold=True)]
            y = (self.discard.rect.bottom if self.broken_autosave else self.start.rect.bottom) + 14
            height = sum(line.get_height() + 2 for line in lines)
            draw_panel(surface, pygame.Rect(panel.x, y - 6, panel.width, height + 10))
            for line in lines:
                surface.blit(line, line.get_rect(midtop=(w // 2, y)))
                y += line.get_height() + 2
