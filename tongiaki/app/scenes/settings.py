"""The Settings screen: speed, odds and tracker display, sound volume and mute, full screen, UI
scale, card size.

Reached from the start screen and from the table. Every selector applies its value at once and
the settings are saved (`App.update_settings`, stored by `play/settings.py`); Back (or Escape)
returns to the scene it came from, which takes the new values (`apply_settings`). The rows of a
scale (speed, volume, UI scale, card size: `ScaleSelector`) stop at its ends, their "<" or ">"
greyed there; the on/off rows flip at each click.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from tongiaki.app.scenes.base import RESIZE_EVENTS, taken_by
from tongiaki.app.view.display import SPEEDS
from tongiaki.app.widgets.ui import ACCENT, INK, INK_DIM, Button, ScaleSelector, Selector, draw_panel, text, wash, wrap
from tongiaki.play.settings import CARD_SIZES, UI_SCALES

if TYPE_CHECKING:
    from tongiaki.app.scenes.base import Scene

ON_OFF = ("on", "off")
VOLUMES = tuple(f"{v}%" for v in range(0, 101, 10))
SCALES = tuple(f"{round(v * 100)}%" for v in UI_SCALES)
CARDS = tuple(f"{round(v * 100)}%" for v in CARD_SIZES)
ROW_STEP = 46
PANEL_WIDTH = 780
"""The panel's width where the window has room for it."""


def _volume_label(volume: float) -> str:
    return f"{round(volume * 10) * 10}%"


SCALE_ABOUT = "size of the table's panels and text"
"""What the UI scale row says where the chosen size applies as it is."""
STACK_MOVED = "size of the table's panels and text (the stack moves under the seats, the log shows fewer lines)"
"""... and where the right-hand column has no room for the stack at that size (`stack_beside_seats`)."""


def scale_note(window: tuple[int, int], chosen_percent: int, tracker: bool = True) -> str:
    """What the UI scale row says: what the setting is for, and, when the window holds the
    panels below the chosen size, the most it allows and why (a play-test chose 110% and 120%
    at 1366x768 and saw no change, with no word why; play-test 27 read "110%" on the selector
    and "101% in this window" beside it, and could not tell which applied); where the chosen
    size moves the stack's panel beside the seats, that it does."""
    from tongiaki.app.widgets.hud import REFERENCE, stack_beside_seats, ui_scale

    fitted = min(window[0] / REFERENCE[0], window[1] / REFERENCE[1])
    shown = round(ui_scale(window, tracker) / fitted * 100) if fitted > 0 else chosen_percent
    if shown < chosen_percent:
        why = "hide the deck tracker (T) for more" if tracker else "it is too low for more"
        return f"this window allows {shown}%: {why}"
    return STACK_MOVED if stack_beside_seats(window, tracker) else SCALE_ABOUT


class SettingsScene:
    """Selectors for each setting, applied at once."""

    def __init__(self, app: Any, back: Scene | None = None) -> None:
        self.app = app
        self.back = back
        """The scene to return to (the start screen or the table); the menu when None."""
        settings = app.settings
        self.message = ""
        self.t = 0.0
        self.rows: list[tuple[str, Selector, str]] = []

        def row(caption: str, values: Sequence[str], current: str, on_change: Callable[[str], None],
                about: str) -> Selector:
            """A row of the panel; a scale's selector (more than on and off) stops at its ends."""
            kind = Selector if tuple(values) == ON_OFF else ScaleSelector
            selector = kind(pygame.Rect(0, 0, 180, 34), values, on_change=on_change)
            selector.set(current)
            self.rows.append((caption, selector, about))
            return selector

        self.speed = row("Speed", list(SPEEDS), settings.speed, lambda v: self._set(speed=v),
                         "how fast moves are shown at the table")
        self.odds = row("Voyage odds", ON_OFF, "on" if settings.show_odds else "off",
                        lambda v: self._set(show_odds=v == "on"), "the chance to arrive, when a pier is hovered (O)")
        self.tracker = row("Deck tracker", ON_OFF, "on" if settings.show_tracker else "off",
                           lambda v: self._set(show_tracker=v == "on"), "the cards still in the stack (T)")
        self.volume = row("Sound volume", VOLUMES, _volume_label(settings.volume),
                          lambda v: self._set(volume=int(v.rstrip("%")) / 100), "")
        sounds = getattr(app, "sounds", None)
        silent = sounds is not None and not sounds.available  # a play-test set the volume with no device
        self.sound = row("Sound", ON_OFF, "off" if settings.muted else "on",
                         lambda v: self._set(muted=v == "off"),
                         "no sound device was found: nothing plays" if silent else "off mutes every effect")
        self.fullscreen = row("Full screen", ON_OFF, "on" if settings.fullscreen else "off",
                              lambda v: self._set(fullscreen=v == "on"), "also F11")
        self.scale = row("UI scale", SCALES, f"{round(settings.ui_scale * 100)}%",
                         lambda v: self._set(ui_scale=int(v.rstrip("%")) / 100), SCALE_ABOUT)
        self.cards = row("Card size", CARDS, f"{round(settings.card_size * 100)}%",
                         lambda v: self._set(card_size=int(v.rstrip("%")) / 100),
                         "the smallest cards the view zooms out to (larger: less of the table at once)")
        self.back_button = Button(pygame.Rect(0, 0, 160, 44), "Back", self.leave, size=20)
        self.panel = pygame.Rect(0, 0, PANEL_WIDTH, 130 + ROW_STEP * len(self.rows))

    def _set(self, **changes: Any) -> None:
        self.message = self.app.update_settings(**changes) or ""
        if self.back is not None and hasattr(self.back, "apply_settings"):
            self.back.apply_settings(self.app.settings)
            if hasattr(self.back, "refresh_hud"):  # its buttons, drawn behind the panel, say so at once
                self.back.refresh_hud()  # (play-test 37 read "Speed: normal" there after choosing slow)

    def leave(self) -> None:
        """Back to where the screen was opened from."""
        if self.back is not None:
            self.app.switch(self.back)
        else:
            self.app.to_menu()

    def widgets(self) -> list[Selector | Button]:
        """Every selector and the Back button."""
        return [selector for _, selector, _ in self.rows] + [self.back_button]

    def enter(self) -> None:
        """Lay out."""
        self.resize(self.app.screen.get_size())

    def exit(self) -> None:
        """Nothing to release."""

    def resize(self, size: tuple[int, int]) -> None:
        """The panel in the middle: a caption and a selector per row, Back at the bottom."""
        if self.back is not None and hasattr(self.back, "resize"):
            self.back.resize(size)
        step = max(36, min(ROW_STEP, (size[1] - 8 - 130) // len(self.rows)))  # every row in a low window
        self.panel.height = 130 + step * len(self.rows)
        self.panel.width = min(PANEL_WIDTH, size[0] - 16)  # a narrow window (640x480) cut the captions off
        self.panel.center = (size[0] // 2, size[1] // 2)
        for i, (_, selector, _) in enumerate(self.rows):
            selector.rect.topleft = (self.panel.x + self.selector_x(), self.panel.y + 70 + i * step)
        self.back_button.rect.midbottom = (self.panel.centerx, self.panel.bottom - 16)

    def selector_x(self) -> int:
        """Where the selectors start, from the panel's left edge (closer in a narrow panel)."""
        return 220 if self.panel.width >= PANEL_WIDTH else 175

    def handle_event(self, event: pygame.event.Event) -> None:
        """The selectors and Back; Escape goes back."""
        if event.type in RESIZE_EVENTS:
            self.resize(self.app.screen.get_size())
            return
        if taken_by(self.widgets(), event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()

    def update(self, dt: float) -> None:
        """Keep time."""
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        """The scene behind (or the sea), then the panel of settings."""
        if self.back is not None:
            self.back.draw(surface)
            surface.blit(wash(surface.get_size(), (0, 0, 0, 110)), (0, 0))
        else:
            self.app.draw_backdrop(surface, self.t)
        draw_panel(surface, self.panel, (12, 28, 44, 240))
        title = text("Settings", 30, ACCENT, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, self.panel.y + 16)))
        for caption, selector, about in self.rows:
            if selector is self.scale:
                about = scale_note(surface.get_size(), int(selector.value.rstrip("%")), self.app.settings.show_tracker)
            label = text(caption, 19 if self.panel.width >= PANEL_WIDTH else 16, INK, bold=True)
            surface.blit(label, label.get_rect(midleft=(self.panel.x + 20, selector.rect.centery)))
            room = self.panel.right - 12 - (selector.rect.right + 10)
            size = 14
            lines = wrap(about, size, room) if about and room >= 80 else ()
            if len(lines) > 2:  # a narrow panel: two lines of smaller text at most
                size = 12
                lines = wrap(about, size, room)[:2]
            top = selector.rect.centery - sum(text(line, size).get_height() for line in lines) // 2
            for line in lines:
                note = text(line, size, INK_DIM)
                surface.blit(note, (selector.rect.right + 10, top))
                top += note.get_height()
            selector.draw(surface)
        self.back_button.draw(surface)
        if self.message:
            note = text(self.message, 16, (255, 140, 120))
            surface.blit(note, note.get_rect(midbottom=(self.panel.centerx, self.back_button.rect.top - 6)))
