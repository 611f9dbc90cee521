"""Small modal dialogs about saving: keep the game in progress, and save a game under a name.

`KeepGameDialog` opens when a new game (or another saved game) would replace the autosaved
game in progress. It shows what that game is (its players each with their score, as the Load
list words them, and the turn) and offers three answers:
resume it (R), save it under a name first (S: a name field, Enter saves), or discard it (D);
Escape cancels and goes back. `SaveAsDialog` asks for a name and saves the table's game under
it, then returns to the table. `AlreadyOpenDialog` is all a second window on the same data
folder shows (`play.instance`): it says the game is played in the other window and quits.
They draw the scene they came from (or the ocean) behind a dimmed veil. By
keyboard, as on the start screen, Tab and Shift+Tab move a focus ring over the name field and
the buttons, and Enter or Space presses the button it is on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from tongiaki.app.widgets.ui import (
    ACCENT,
    INK,
    INK_DIM,
    Button,
    TextField,
    draw_panel,
    font,
    place_in_row,
    text,
    wash,
    wrap,
)
from tongiaki.play.records import RecordError
from tongiaki.play.saves import MAX_NAME, SaveInfo, default_name, display_name, free_name, save_named, save_path

if TYPE_CHECKING:
    from tongiaki.app.scenes.base import Scene
    from tongiaki.app.scenes.table import TableScene
    from tongiaki.play.match import Match

PANEL_WIDTH = 620
"""The dialog's width (wider where its row of buttons needs it); its height is its content's."""
BODY_TOP = 60
"""Pixels from the panel's top to its first line of text (under the title)."""
FIELD_GAP = 12
"""Pixels between the text and the name field."""
BUTTON_GAP = 20
"""Pixels between the text (or the field) and the buttons, and under the buttons."""
BUTTON_PAD = 16
"""Pixels a button keeps on each side of its label (play-test 27 saw "Open (finished)" touch
its button's edges)."""
MIN_BUTTON = 100
"""The narrowest dialog button."""
WARN = (255, 140, 120)


def fit_to_labels(button: Button, labels: tuple[str, ...] = (), minimum: int = MIN_BUTTON) -> None:
    """Make `button` as wide as the widest of its label and `labels` (the others it may show,
    so that it does not change size as they change) at its size, with `BUTTON_PAD` each side."""
    face = font(button.size, True)
    widest = max(face.size(label)[0] for label in (button.label, *labels))
    button.rect.width = max(minimum, widest + 2 * BUTTON_PAD)


class Dialog:
    """A panel in the middle of the window over the scene it was opened from."""

    title = ""

    def __init__(self, app: Any, back: Scene | None) -> None:
        self.app = app
        self.back = back
        """The scene drawn behind the dialog (and returned to on Cancel)."""
        self.panel = pygame.Rect(0, 0, PANEL_WIDTH, 300)
        self.buttons: list[Button] = []
        self.field: TextField | None = None
        self.message = ""
        self.t = 0.0
        self.skip_text = ""
        """The character of a shortcut key that opened the name field: its text event is not typed."""
        self.text_bottom = 0
        """Where the text under the title ended when last drawn."""
        self.focused: Button | TextField | None = None
        """The control the keyboard's focus ring is on (Tab, Shift+Tab: `move_focus`); None
        until Tab is pressed, and again after a click (the ring is the keyboard's)."""

    def typing(self) -> bool:
        """True while the name field takes the keys."""
        return self.field is not None and self.field.focused

    def enter(self) -> None:
        """Lay out for the current window."""
        self.resize(self.app.screen.get_size())

    def exit(self) -> None:
        """Nothing to release."""

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the scene behind out for the window, then the dialog (`layout`)."""
        if self.back is not None and hasattr(self.back, "resize"):
            self.back.resize(size)
        self.layout(size)

    def body(self) -> list[tuple[str, int, tuple[int, int, int]]]:
        """The lines of text under the title: the dialog's, then its message (or, where the
        name field refused a character, its limit: play-test 35's long name was cut unsaid)."""
        message = self.message
        if not message and self.field is not None and self.field.refused:
            message = f"A name has at most {self.field.max_length} characters."
        return self.lines() + ([(message, 17, WARN)] if message else [])

    def layout(self, size: tuple[int, int]) -> None:
        """Size the panel to what it holds, the title, the text, the field and the row of
        buttons (each as wide as its label), one under the other, and centre it in the window
        (play-test 27 saw a large empty band between the text and the buttons)."""
        for button in self.buttons:
            fit_to_labels(button)
        gap = 12
        row = sum(b.rect.width for b in self.buttons) + gap * (len(self.buttons) - 1)
        self.panel.width = min(size[0] - 16, max(PANEL_WIDTH, row + 40))
        height = BODY_TOP + self._text_height()
        if self.field is not None:
            height += FIELD_GAP + self.field.rect.height
        height += BUTTON_GAP + max(b.rect.height for b in self.buttons) + BUTTON_GAP
        self.panel.height = height
        self.panel.center = (size[0] // 2, size[1] // 2)
        y = self.panel.y + BODY_TOP + self._text_height()
        if self.field is not None:
            self.field.rect.midtop = (self.panel.centerx, y + FIELD_GAP)
            y = self.field.rect.bottom
        place_in_row(self.buttons, self.panel.centerx, y + BUTTON_GAP, gap=gap)

    def _text_height(self) -> int:
        """Pixels the text under the title takes, as `draw` sets it."""
        height = 0
        for line, size, _ in self.body():
            parts = wrap(line, size, self.panel.width - 40)
            height += sum(text(part, size).get_height() + 3 for part in parts) + 4
        return height

    def cancel(self) -> None:
        """Back to the scene the dialog came from."""
        if self.back is not None:
            self.app.switch(self.back)
        else:
            self.app.to_menu()

    def keys(self, key: int) -> bool:
        """Shortcut keys of the dialog (when the field does not take them)."""
        return False

    def focus_order(self) -> list[Button | TextField]:
        """The controls in the order Tab goes through them: the name field, then the buttons."""
        return [*([self.field] if self.field is not None else []), *self.buttons]

    def move_focus(self, delta: int) -> None:
        """Tab (`delta` 1) or Shift+Tab (-1): the ring to the next (previous) control, the first
        (last) when there is none; the name field takes the typing while the ring is on it."""
        order = self.focus_order()
        start = order.index(self.focused) if self.focused in order else (-1 if delta > 0 else len(order))
        self.focused = order[(start + delta) % len(order)]
        if self.field is not None:
            self.field.focused = self.focused is self.field
            if self.field.focused:
                self.field.select_all()  # typing replaces the name shown, as when the field opened

    def _focus_key(self, event: pygame.event.Event) -> bool:
        """Tab and Shift+Tab move the focus ring (out of the name field too); Enter or Space
        presses the button it is on. True when `event` was one of these."""
        if event.type != pygame.KEYDOWN:
            return False
        if self.field is not None and self.field.focused and self.focused is not None:
            self.focused = self.field  # the field took the keys (S, Save it as...): the ring is there
        if event.key == pygame.K_TAB:
            if self.field is not None and self.field.focused:
                self.focused = self.field  # the ring leaves the field for the next control
            self.move_focus(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
            return True
        button = self.focused
        if isinstance(button, Button) and button in self.buttons and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            button.press()
            return True
        return False

    def handle_event(self, event: pygame.event.Event) -> None:
        """The focus ring's keys, the field, the buttons, then the keys (Escape cancels)."""
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.resize(self.app.screen.get_size())
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.focused = None  # the ring is the keyboard's: a click puts it away
        if self._focus_key(event):
            return
        if event.type == pygame.TEXTINPUT and self.skip_text:
            skipped, self.skip_text = self.skip_text, ""
            if event.text.lower() == skipped:
                return
        elif event.type == pygame.KEYDOWN:
            self.skip_text = ""
        if self.field is not None and self.field.focused and event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.confirm_name()
                return
            if event.key == pygame.K_ESCAPE:
                self.field.focused = False
                return
        if self.field is not None and self.field.handle(event):
            return
        for button in self.buttons:
            if button.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.cancel()
            else:
                self.keys(event.key)

    def confirm_name(self) -> None:
        """Enter in the name field."""

    def update(self, dt: float) -> None:
        """Keep time (the scene behind is not advanced)."""
        self.t += dt

    def lines(self) -> list[tuple[str, int, tuple[int, int, int]]]:
        """(text, size, colour) lines of the dialog's body."""
        return []

    def draw(self, surface: pygame.Surface) -> None:
        """The scene behind, a veil, the panel with its title, lines, field and buttons."""
        if self.back is not None:
            self.back.draw(surface)
        else:
            self.app.draw_backdrop(surface, self.t)
        surface.blit(wash(surface.get_size(), (0, 0, 0, 120)), (0, 0))
        self.layout(surface.get_size())  # the text may have changed (a message, the name field)
        draw_panel(surface, self.panel, (12, 28, 44, 255))  # opaque: the table showed through (a play-test)
        title = text(self.title, 28, ACCENT, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, self.panel.y + 16)))
        y = self.panel.y + BODY_TOP
        for line, size, colour in self.body():
            for part in wrap(line, size, self.panel.width - 40):
                label = text(part, size, colour)
                surface.blit(label, label.get_rect(midtop=(self.panel.centerx, y)))
                y += label.get_height() + 3
            y += 4
        self.text_bottom = y
        if self.field is not None:
            self.field.draw(surface)
        for button in self.buttons:
            button.draw(surface)
        if isinstance(self.focused, Button) and self.focused in self.buttons:
            pygame.draw.rect(surface, ACCENT, self.focused.rect.inflate(8, 8), width=3, border_radius=10)


def name_field(name: str) -> TextField:
    """A focused field holding `name`, for a save's name: `name` is selected, so that typing
    replaces it (a play-test's Ctrl+A and new name ended up after the default one)."""
    field = TextField(pygame.Rect(0, 0, 400, 36), name, placeholder="name of the saved game", max_length=MAX_NAME)
    field.focused = True
    field.select_all()
    return field


class KeepGameDialog(Dialog):
    """A game is in progress: resume it, save it under a name, or discard it, before `proceed`."""

    title = "A game is in progress"

    def __init__(self, app: Any, info: SaveInfo, proceed: Callable[[], None], back: Scene | None = None,
                 replaced_by: str = "A new game") -> None:
        super().__init__(app, back)
        self.info = info
        self.replaced_by = replaced_by
        """What would replace the game in progress ("A new game", "The saved game you open")."""
        self.proceed = proceed
        """Starts or opens the other game (once the game in progress is kept or discarded)."""
        self.match: Match | None = None
        self.resume = Button(pygame.Rect(0, 0, 145, 40), "Resume it (R)", self.resume_game)
        self.save = Button(pygame.Rect(0, 0, 160, 40), "Save it as... (S)", self.ask_name)
        self.discard = Button(pygame.Rect(0, 0, 145, 40), "Discard it (D)", self.discard_game)
        self.cancel_button = Button(pygame.Rect(0, 0, 110, 40), "Cancel", self.cancel)
        self.buttons = [self.resume, self.save, self.discard, self.cancel_button]

    def lines(self) -> list[tuple[str, int, tuple[int, int, int]]]:
        """What the game in progress is, and what the answers do."""
        info = self.info
        room = self.panel.width - 40
        if info.setting_up:  # no scores yet: its players
            who = ", ".join(info.players())
        else:  # every score with whose it is, as the Load list and the Continue line word them
            who = info.scored_to_fit(lambda scored: text(scored, 18).get_width() <= room)
        standing = info.standing() + (f"; deck: {info.deck}" if info.deck else "")
        body = [(who, 18, INK), (standing, 18, INK),
                (f"saved {info.modified.astimezone().strftime('%Y-%m-%d %H:%M')}", 15, INK_DIM)]
        if self.field is None:
            body.append((f"{self.replaced_by} would replace it. Keep it first?", 17, INK_DIM))
        else:
            then = "the new game starts" if self.replaced_by == "A new game" else "the other game opens"
            body.append((f"Save it under this name, then {then} (Enter):", 17, INK_DIM))
        return body

    def keys(self, key: int) -> bool:
        """R resumes, S asks for a name, D discards."""
        action = {pygame.K_r: self.resume_game, pygame.K_s: self.ask_name, pygame.K_d: self.discard_game}.get(key)
        if action is None:
            return False
        action()
        if key == pygame.K_s:
            self.skip_text = "s"  # the text event of this key press must not land in the new field
        return True

    def _load(self) -> Match | None:
        from tongiaki.play.records import load_autosave

        if self.match is None:
            try:
                self.match = load_autosave()
            except RecordError as error:
                self.message = str(error)
        return self.match

    def resume_game(self) -> None:
        """Go on with the game in progress (the other game is not started)."""
        error = self.app.continue_game(speed=self.app.settings.speed)
        if error:
            self.message = error

    def ask_name(self) -> None:
        """Show the name field (a fresh default name in it); a second press saves."""
        if self.field is not None:
            self.confirm_name()
            return
        match = self._load()
        if match is None:
            return
        self.field = name_field(free_name(default_name(match)))
        self.save.label = "Save (Enter)"
        if self.focused is not None:
            # the keys go to the field now, and the ring with them: left on "Save (Enter)", the
            # first Tab went from the field to "Resume it" and read as a step back (play-test 34)
            self.focused = self.field
        self.resize(self.app.screen.get_size())

    def confirm_name(self) -> None:
        """Save the game in progress under the typed name, then go on to the other game."""
        match = self._load()
        if match is None or self.field is None:
            return
        name = self.field.value.strip()
        if not name:
            self.message = "Type a name for the saved game."
            return
        try:
            save_named(match, name)
        except FileExistsError:
            self.message = f"A saved game named \"{display_name(save_path(name))}\" exists: type another name."
            return
        except (OSError, RecordError) as error:
            self.message = f"Not saved: {error}"
            return
        self._clear_and_proceed()

    def discard_game(self) -> None:
        """Forget the game in progress and go on to the other game."""
        self._clear_and_proceed()

    def _clear_and_proceed(self) -> None:
        from tongiaki.play.records import clear_autosave

        try:
            clear_autosave()
        except OSError as error:
            self.message = f"Cannot remove the saved game: {error.strerror or error}"
            return
        self.proceed()
        if self.app.scene is self:  # the other game could not start (a bad deck): say why there
            self.cancel()


class SaveAsDialog(Dialog):
    """Save the table's game under a name; back to the table after."""

    title = "Save this game"

    def __init__(self, app: Any, table: TableScene) -> None:
        super().__init__(app, table)
        table.keep_view()  # the save keeps the table's view, as the autosave does
        self.match = table.match
        self.shown_turn = table.hud.shown_turn
        """The turn the table showed when the dialog opened: the game may be ahead of it, its
        computer seats' moves decided and still being shown."""
        self.field = name_field(free_name(default_name(self.match)))
        self.replace_name = ""
        """A name the player confirmed once although a save of that name exists."""
        self.save = Button(pygame.Rect(0, 0, 150, 40), "Save (Enter)", self.confirm_name)
        self.buttons = [self.save, Button(pygame.Rect(0, 0, 120, 40), "Cancel", self.cancel)]

    def lines(self) -> list[tuple[str, int, tuple[int, int, int]]]:
        """What is saved."""
        turn = self.match.state.turn
        # the moves still being shown are in the game saved: the turn said is the game's, and a
        # play-test read "Turn 17" over a table still showing turn 16
        ahead = ", with the moves still being shown" if self.shown_turn < turn else ""
        return [(f"Turn {turn}{ahead}: the game is saved as it stands, to load it later from Load game.", 17, INK_DIM)]

    def confirm_name(self) -> None:
        """Save under the typed name (a second press with the same name replaces an old save)."""
        name = self.field.value.strip() if self.field is not None else ""
        if not name:
            self.message = "Type a name for the saved game."
            return
        try:
            path = save_named(self.match, name, replace=name == self.replace_name)
        except FileExistsError:
            self.replace_name = name
            self.message = f"A saved game named \"{display_name(save_path(name))}\" exists: press Save again to replace it."
            return
        except (OSError, RecordError) as error:
            self.message = f"Not saved: {error}"
            return
        hud = getattr(self.back, "hud", None)
        if hud is not None:
            hud.log.append_text(f'Game saved as "{display_name(path)}"', self.match.state.turn)
            hud.notice(f'Game saved as "{display_name(path)}"', getattr(self.back, "t", 0.0))
        self.cancel()


class AlreadyOpenDialog(Dialog):
    """Another window holds the data folder's lock (`play.instance`): this one only says so and
    closes, so that it neither offers the game in progress there (Continue, Discard: play-test
    34's second window offered "Discard it" for the game being played in the first) nor saves a
    game over it."""

    title = "Tongiaki is already open"

    def __init__(self, app: Any, folder: str) -> None:
        super().__init__(app, None)
        self.folder = folder
        self.quit_button = Button(pygame.Rect(0, 0, 120, 40), "Quit (Esc)", self.cancel)
        self.buttons = [self.quit_button]

    def lines(self) -> list[tuple[str, int, tuple[int, int, int]]]:
        """Where the other window is, and what to do."""
        return [("Another Tongiaki window is open on the same saved games.", 18, INK),
                ("Two windows would save over each other's games: use the other window (it may be behind this"
                 " one), or close it and start Tongiaki again.", 17, INK_DIM),
                (f"Saved games: {self.folder}", 15, INK_DIM)]

    def keys(self, key: int) -> bool:
        """Enter quits as Esc does."""
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_q):
            self.cancel()
            return True
        return False

    def cancel(self) -> None:
        """Close the window: there is nothing to go back to."""
        self.app.quit()
