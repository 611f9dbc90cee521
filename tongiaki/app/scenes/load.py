"""The Load screen: the last finished game, then every named saved game, newest first, to open,
watch or delete.

The last finished game (`saves.last_game`, kept by the app when a game ends until the next one
ends) comes first, named "Last finished game": its replay and review stay one click away after
the score screen is gone. Each row shows the save's name, who plays (the seats' colours and
levels) each with their score so far (always whole, with whose it is: the names give way to the
colours, then to initials, `detail_parts`), the turn or "finished", the deck when it is not the
standard one, and the date. A save that cannot be read is listed with its one-line error and can
only be deleted. Open puts a game that can go on back on the table (asking first if another game
is in progress, see `App.keep_game_first`), and shows a finished one's score sheet over its final
board (`App.show_finished`), its replay a click away ("Watch replay" there, or here). Delete asks
first: the button turns into "Delete? Click again".

Keys: Up / Down choose, Enter opens, Delete deletes (twice), the wheel scrolls, Escape goes back.
"""

from __future__ import annotations

from typing import Any

import pygame

from tongiaki.app.scenes.base import RESIZE_EVENTS, taken_by
from tongiaki.app.scenes.keepgame import fit_to_labels
from tongiaki.app.widgets.ui import (
    ACCENT,
    INK,
    INK_DIM,
    Button,
    clip_to_width,
    draw_panel,
    place_in_row,
    text,
    wash,
    wrap,
)
from tongiaki.play.saves import SaveInfo, last_game, list_saves

ROW_H = 52
OPEN_LABELS = ("Open", "Open (finished)")
DELETE_LABELS = ("Delete", "Delete? Click again")
BUTTON_MIN = 130
"""The narrowest button under the list."""
BUTTON_SIZE = 20
"""The buttons' label size (smaller where the window is too narrow for the row)."""
LAST_GAME_NOTE = "kept until the next game ends"
"""Said beside the last finished game's name."""
WARN = (255, 140, 120)


class LoadScene:
    """Lists the saved games."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.saves: list[SaveInfo] = []
        self.selected = 0
        self.scroll = 0
        self.armed = False
        """Delete was pressed once for the selected save (a second press deletes it)."""
        self.message = ""
        self.t = 0.0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.open_button = Button(pygame.Rect(0, 0, 150, 44), "Open", self.open_selected, size=BUTTON_SIZE)
        self.replay_button = Button(pygame.Rect(0, 0, 170, 44), "Watch replay", self.watch_selected, size=20)
        self.delete_button = Button(pygame.Rect(0, 0, 190, 44), "Delete", self.delete_selected, size=20)
        self.back_button = Button(pygame.Rect(0, 0, 130, 44), "Back", self.app.to_menu, size=20)
        self.buttons = [self.open_button, self.replay_button, self.delete_button, self.back_button]
        self.refresh()

    # ------------------------------------------------------------------ list

    def refresh(self) -> None:
        """Read the last finished game and the saves folder again; keep the selection in range."""
        last = last_game()
        self.saves = ([last] if last is not None else []) + list_saves()
        self.selected = max(0, min(self.selected, len(self.saves) - 1))
        self.armed = False
        self._update_buttons()

    @property
    def current(self) -> SaveInfo | None:
        """The selected save, if any."""
        return self.saves[self.selected] if self.saves else None

    def _update_buttons(self) -> None:
        info = self.current
        readable = info is not None and info.error is None
        self.open_button.enabled = readable
        self.open_button.why = "no saved game" if info is None else ("" if readable else "this save cannot be read")
        self.open_button.label = OPEN_LABELS[1] if readable and info is not None and info.over else OPEN_LABELS[0]
        self.replay_button.enabled = readable
        self.replay_button.why = self.open_button.why
        self.delete_button.enabled = info is not None
        self.delete_button.why = "no saved game"
        self.delete_button.label = DELETE_LABELS[1] if self.armed else DELETE_LABELS[0]
        self.delete_button.active = self.armed

    def select(self, index: int) -> None:
        """Choose a row (and scroll it into view)."""
        if not self.saves:
            return
        index = max(0, min(index, len(self.saves) - 1))
        if index != self.selected:
            self.armed = False
        self.selected = index
        visible = self.visible_rows()
        if index < self.scroll:
            self.scroll = index
        elif index >= self.scroll + visible:
            self.scroll = index - visible + 1
        self._update_buttons()
        info = self.current
        if info is not None and info.error is not None:
            self.message = info.error  # whole, where its row shows only its start

    def visible_rows(self) -> int:
        """How many rows fit in the panel."""
        return max(1, (self.panel.height - 70) // ROW_H)

    def row_rect(self, index: int) -> pygame.Rect:
        """Where row `index` is drawn (it may be scrolled out of the panel)."""
        return pygame.Rect(self.panel.x + 16, self.panel.y + 60 + (index - self.scroll) * ROW_H,
                           self.panel.width - 32, ROW_H - 4)

    # ------------------------------------------------------------------ actions

    def open_selected(self) -> None:
        """Open the selected save (asking first if another game is in progress); a finished game
        shows its score sheet (it replaces nothing: its end is not played again)."""
        info = self.current
        if info is None or info.error is not None:
            return
        path = info.path
        if info.over:
            error = self.app.open_saved(path)
            if error:
                self.message = error
                self.refresh()
            return

        def proceed() -> None:
            error = self.app.open_saved(path)
            if error:
                self.message = error
                self.refresh()

        self.app.keep_game_first(proceed, back=self, opening=path)

    def watch_selected(self) -> None:
        """Watch the selected save in the replay viewer (it is never changed)."""
        from tongiaki.play.records import RecordError, load_record

        info = self.current
        if info is None or info.error is not None:
            return
        try:
            match = load_record(info.path)
        except RecordError as error:
            self.message = str(error)
            return
        self.app.watch_replay(match, back=self)

    def delete_selected(self) -> None:
        """First press: ask; second press: delete the selected save's file."""
        info = self.current
        if info is None:
            return
        if not self.armed:
            self.armed = True
            self.message = f"Delete {info.name}? Click Delete again (or press Delete) to remove it."
            self._update_buttons()
            return
        try:
            info.path.unlink()
        except FileNotFoundError:
            pass
        except OSError as error:
            self.message = f"Cannot delete {info.path.name}: {error.strerror or error}"
            self.armed = False
            self._update_buttons()
            return
        self.message = f"Deleted {info.name}"
        self.refresh()

    # ------------------------------------------------------------------ scene

    def enter(self) -> None:
        """Read the saves again (the replay viewer or a game may have come back here) and lay out."""
        self.refresh()
        self.resize(self.app.screen.get_size())

    def exit(self) -> None:
        """Nothing to release."""

    def resize(self, size: tuple[int, int]) -> None:
        """The list in the middle, the buttons under it."""
        w, h = size
        width = min(w - 40, 900)
        self.panel = pygame.Rect((w - width) // 2, 30, width, h - 150)
        # Each button as wide as the longest label it shows, with room at its ends (play-test
        # 27 saw "Open (finished)" touch its edges); the row keeps its place as labels change.
        label_size = BUTTON_SIZE
        while True:  # smaller labels in a narrow window (640 px)
            for button, labels in ((self.open_button, OPEN_LABELS), (self.replay_button, ()),
                                   (self.delete_button, DELETE_LABELS), (self.back_button, ())):
                button.size = label_size
                fit_to_labels(button, labels, minimum=min(BUTTON_MIN, (w - 60) // len(self.buttons)))
            if sum(b.rect.width for b in self.buttons) + 12 * (len(self.buttons) - 1) <= w - 16 or label_size <= 12:
                break
            label_size -= 1
        place_in_row(self.buttons, w // 2, self.panel.bottom + 18)
        self.select(self.selected)

    def handle_event(self, event: pygame.event.Event) -> None:
        """Buttons, a click on a row, the wheel and the keys."""
        if event.type in RESIZE_EVENTS:
            self.resize(self.app.screen.get_size())
            return
        if taken_by(self.buttons, event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for index in range(self.scroll, min(len(self.saves), self.scroll + self.visible_rows())):
                if self.row_rect(index).collidepoint(event.pos):
                    self.select(index)
                    return
        elif event.type == pygame.MOUSEWHEEL:
            limit = max(0, len(self.saves) - self.visible_rows())
            self.scroll = max(0, min(limit, self.scroll - event.y))
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.to_menu()
            elif event.key == pygame.K_UP:
                self.select(self.selected - 1)
            elif event.key == pygame.K_DOWN:
                self.select(self.selected + 1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.open_selected()
            elif event.key == pygame.K_DELETE:
                self.delete_selected()

    def update(self, dt: float) -> None:
        """Animate the backdrop."""
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        """The list of saves over the sea."""
        self.app.draw_backdrop(surface, self.t)
        panel = self.panel
        draw_panel(surface, panel, (12, 28, 44, 235))
        title = text("Saved games", 30, ACCENT, bold=True)
        surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.y + 14)))
        if not self.saves:
            empty = text("No saved games yet: use \"Save as\" at the table, or save a game at its end.", 18, INK_DIM)
            surface.blit(empty, empty.get_rect(midtop=(panel.centerx, panel.y + 80)))
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(panel.x, panel.y + 56, panel.width, panel.height - 60))
        for index in range(self.scroll, min(len(self.saves), self.scroll + self.visible_rows() + 1)):
            self._draw_row(surface, index)
        surface.set_clip(clip)
        for button in self.buttons:
            button.draw(surface)
        if self.message:
            colour = WARN if not self.message.startswith("Deleted") else INK
            y = self.buttons[0].rect.bottom + 8
            for line in wrap(self.message, 17, self.panel.width, bold=True)[:3]:
                note = text(line, 17, colour, bold=True)
                surface.blit(note, note.get_rect(midtop=(surface.get_width() // 2, y)))
                y += note.get_height()

    def _draw_row(self, surface: pygame.Surface, index: int) -> None:
        info = self.saves[index]
        rect = self.row_rect(index)
        fill = (44, 100, 140, 220) if index == self.selected else (255, 255, 255, 16)
        surface.blit(wash(rect.size, fill, 6), rect)
        date = info.modified.astimezone().strftime("%Y-%m-%d %H:%M")
        stamp = text(date, 15, INK_DIM)
        surface.blit(stamp, stamp.get_rect(topright=(rect.right - 10, rect.y + 6)))
        name = clip_to_width(info.name, 18, rect.width - stamp.get_width() - 30, bold=True)
        title = text(name, 18, INK, bold=True)
        surface.blit(title, (rect.x + 10, rect.y + 5))
        if info.last:  # what this row is, beside its name
            room = rect.width - stamp.get_width() - 50 - title.get_width()
            note = text(clip_to_width(LAST_GAME_NOTE, 15, room), 15, INK_DIM) if room > 80 else None
            if note is not None:
                surface.blit(note, (rect.x + 20 + title.get_width(), rect.y + 8))
        # Cut to the row (a play-test saw a long error run past its edge); the whole error
        # shows as the message when the row is chosen.
        if info.error is not None:
            detail = text(clip_to_width(info.error, 15, rect.width - 20), 15, WARN)
            surface.blit(detail, (rect.x + 10, rect.y + 27))
            return
        who, progress = detail_parts(info, rect.width - 20)
        surface.blit(text(who, 15, INK_DIM), (rect.x + 10, rect.y + 27))
        state = text(progress, 15, INK_DIM)
        surface.blit(state, state.get_rect(topright=(rect.right - 10, rect.y + 27)))


DETAIL_GAP = 24
"""Pixels between the players and the progress on a save's second line."""


def detail_parts(info: SaveInfo, width: int, size: int = 15) -> tuple[str, str]:
    """A save's second line in `width` pixels, as (the players, each with their score so far, on
    the left; "turn 7" or "finished" and a deck other than the standard one, on the right).
    Every score shows, with whose it is (play-test 29 read "finished, scores 17-10-25-14-20" and
    had to count the seats; play-test 25 read "scores 17- ..." cut at the row's end): the players
    are named as the game names them ("Blue (you) 17, Green (easy) 10"), by colour ("Blue 17,
    Green 10") or by initial ("B 17, G 10"), whichever fits first. A game still in its setup
    has no scores: its players, cut or counted where they do not fit."""
    progress = info.standing() + (f"   deck: {info.deck}" if info.deck else "")
    progress = clip_to_width(progress, size, width)  # only a deck's name past the whole row is cut
    room = width - text(progress, size).get_width() - DETAIL_GAP
    if not info.setting_up:
        return info.scored_to_fit(lambda who: text(who, size).get_width() <= room), progress
    players = info.players()
    whole = ", ".join(players)
    if text(whole, size).get_width() <= room:
        return whole, progress
    cut = clip_to_width(whole, size, room)
    if 2 * (len(cut.split(", ")) - 1) >= len(players):  # half the seats or more shown whole
        return cut, progress
    for who in (", ".join(name.split(" (")[0] for name in players), f"{len(players)} players"):
        if text(who, size).get_width() <= room:
            return who, progress
    return "", progress
