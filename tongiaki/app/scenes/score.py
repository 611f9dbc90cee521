"""The score screen: a score sheet over the final board, and what to do next.

The sheet has a row per island that someone scores and a column per player (points, kings
marked), the totals, islands, ships on the table, ships sunk (and the fleets they sank in), ships stranded,
the hints each person asked for, the tie-break that decided (in a line under the title), a
line saying which figures break a tie, and one naming the seats a person handed to the hard
level ("Finish for me") with the turn from which it played them (`stand_in_note`); both say that Tonga counts among the islands, as R8.4
counts every island a player is on. The final board stays behind
it: "Show board" (or Tab) hides the sheet to look at the table, and brings it back. Buttons save the game under a name, watch
its replay, play again (same seats, next seed) or go to the menu. L opens the game's large log
over both (the table's `LogBook`), which takes every key while it shows.

The sheet is seen before a key leaves it: Enter (play again) and Escape (the menu) count only
once a key has been pressed and released on the sheet. A key held as the game ended, or pressed
at once after (play-test 29's Enter, meant for a hot-seat handover, started a new game and the
sheet was never seen), leaves it up and says what the key does when pressed again.

A board with last words for the sheet (the guided first game's `farewell`) has them on a panel
of their own between the sheet and the buttons, the sheet shortened to make room; the board's own
panel is not drawn here (play-test 39 saw the row of buttons over "First game: done ... Well
sailed!" and its "Leave tutorial" and "See the scores", which did nothing here).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tongiaki.app.art import cardart
from tongiaki.app.input.interaction import pointer_away
from tongiaki.app.scenes.base import RESIZE_EVENTS, taken_by
from tongiaki.app.scenes.table_text import winner_names
from tongiaki.app.widgets.ui import (
    ACCENT,
    INK,
    INK_DIM,
    Button,
    draw_panel,
    fitting_size,
    font,
    place_in_row,
    size_row,
    text,
    wrap,
)
from tongiaki.play.match import HUMAN, Match
from tongiaki.play.scoresheet import ISLANDS_LABEL, TIEBREAK_NOTE, ScoreSheet, score_sheet
from tongiaki.wording import and_list

if TYPE_CHECKING:
    from tongiaki.app.scenes.table import TableScene

ROW_MAX = 26
TITLE_SIZE = 36
TITLE_SMALLEST = 18
"""The title's ("Blue (you) wins!") text size, and the least it shrinks to for a long shared win."""
BUTTON_LABEL_SIZE = 20
"""The label size of the buttons under the sheet (one size for all of them: `size_row`)."""
"""Tallest row of the sheet (px); rows shrink to fit many islands on a small window."""
SHEET_FILL = (12, 28, 44, 255)
"""Opaque: the top bar's "The game is over." showed through a see-through sheet."""
SUMMARY_ROWS = (ISLANDS_LABEL, "ships on the table", "ships sunk (fleets lost)", "ships stranded", "hints")
"""The figures under the totals; islands and ships on the table break ties (R8.4), so islands
count Tonga as the rules do, and say so (`scoresheet.ISLANDS_LABEL`; the `TIEBREAK_NOTE` line
under them says which break a tie). A play-test could not tell "fleets lost at sea" (8) from "ships
sunk" (17), and read "islands 6" as the islands that scored: ships sunk now read "17 (8)", the
fleets they sank in within the brackets."""
NOTE_SMALLEST = 11
"""The least size the tie-break note shrinks to, to fit the sheet's width."""
RESULT_SIZE = 18
"""The size of the line under the title that says how the winner was decided (`TIEBREAK_TEXT`)
..."""
LEAVING_KEYS = {pygame.K_RETURN: "Enter", pygame.K_KP_ENTER: "Enter", pygame.K_ESCAPE: "Esc"}
"""The keys that leave the sheet (Enter plays again, Escape goes to the menu), by name."""
KEYS_WAIT = {"Enter": "Press Enter again to play a new game, Esc for the menu",
             "Esc": "Press Esc again for the menu, Enter to play a new game"}
"""What a leaving key pressed before the sheet takes keys says (`ScoreScene.keys_ready`)."""
FAREWELL_TITLE = 18
FAREWELL_SIZE = 16
"""The sizes of the board's last words (`ScoreScene.farewell`): title and text."""
FAREWELL_GAP = 8
FAREWELL_WIDTH = 620
"""The widest the last words' panel gets (about the sheet of three seats)."""
FAREWELL_EDGE = (255, 214, 90)
"""The last words' title and edge: the tutorial panel's gold."""
"""Pixels between the sheet and the last words' panel."""
RESULT_SMALLEST = 12
"""... and the least it shrinks to, to fit the sheet's width: "Tied on points and islands (Tonga
counts): decided by the fewest ships on the table." is about 800 px long at 18 px, and a sheet
of two seats about 550 px wide."""


def stand_in_note(match: Match, names: list[str]) -> str:
    """The sheet's line on the seats the hard level played ("Finish for me"), by the turn it took
    each over ("The hard level finished the game for Blue from turn 31: not counted in your
    results."), with the turns it played a seat given back before ("... for Blue from turn 13
    (and played turn 10)"; "The hard level played turns 10 to 12 for Blue: ..." when it did
    not finish); "" when it never played a person's seat. A hot-seat game says it is not
    counted among "the hot-seat games of your results" (play-test 45 read "not counted in your
    results" and then the start screen's "Hot-seat games: 1", an earlier game, as this one)."""
    finished, played = [], []
    for seat in sorted(match.stand_in_seats()):
        name = names[seat].split(" (")[0]
        spans = [f"turn {a}" if a == b else f"turns {a} to {b}" for a, b in match.stood_in_before.get(seat, [])]
        if seat in match.stood_in:
            also = f" (and played {and_list(spans)})" if spans else ""
            finished.append(f"{name} from turn {match.stood_in[seat]}{also}")
        else:
            played.append(f"{and_list(spans)} for {name}")
    said = []
    if finished:
        said.append(f"finished the game for {and_list(finished)}")
    if played:
        said.append(f"played {and_list(played)}")
    if not said:
        return ""
    people = sum(1 for seat in match.seats if seat == HUMAN)
    kept_out = "the hot-seat games of your results" if people > 1 else "your results"
    return f"The hard level {' and '.join(said)}: not counted in {kept_out}."


class ScoreScene:
    """Shows the score sheet over the final board."""

    def __init__(self, app: Any, match: Match, names: list[str], colours: list[str],
                 board: TableScene | None = None) -> None:
        self.app = app
        self.match = match
        self.names = names
        self.colours = colours
        self.board = board
        """The table scene of the finished game (drawn behind the sheet), or None."""
        if board is not None:
            board.logbook_on_top = False  # drawn over the sheet and the buttons too (`draw`)
            board.hud.controls_shown = False  # the table's buttons do nothing here (a play-test
            # clicked its Settings three times): the score screen's own row replaces them
            board.hud.clear_notice()  # its time stops: a notice would stay (play-test 41)
            board.look(pointer_away())  # under the sheet the board points at no card (play-test 27
            # saw the box of the card under the pointer as the game ended stay, stale, below it)
        self.board_prompt = board.hud.prompt if board is not None else ""
        """The table's top bar ("The game is over."): shown with the board, not under the sheet
        (a play-test saw an empty bar jut out behind the sheet's top)."""
        self.sheet: ScoreSheet = score_sheet(match.state, match.events, getattr(match, "hints", None))
        self.result = match.state.result()
        self.stand_in = stand_in_note(match, names)
        """The line on the seats the hard level played to the end (`stand_in_note`), or ""."""
        self.told_names = winner_names(match, names)
        """The names the title tells the winners by (`winner_names`: a seat the hard level played
        from the first move is the hard level's)."""
        self.stand_in_rect: pygame.Rect | None = None
        """Where that line was last drawn."""
        words = getattr(board, "farewell", None)
        self.farewell: tuple[str, str] | None = words() if callable(words) else None
        """The board's last words (title, text): the guided first game's, or None."""
        self.farewell_rect = pygame.Rect(0, 0, 0, 0)
        """Where the last words' panel goes (empty: none)."""
        self.sheet_shown = True
        self.board_seen = False
        """True once "Show board" was used (the first time fits the whole table)."""
        self.message = ""
        self.message_rect: pygame.Rect | None = None
        """Where the message was last drawn."""
        self.title_rect: pygame.Rect | None = None
        """Where the title was last drawn."""
        self.note_rect: pygame.Rect | None = None
        """Where the tie-break note (`TIEBREAK_NOTE`) was last drawn."""
        self.result_rect: pygame.Rect | None = None
        """Where the line saying how the winner was decided (`ScoreSheet.tiebreak_text`) was last drawn."""
        self.buttons = [
            Button(pygame.Rect(0, 0, 150, 42), "Show board", self.toggle_board, size=BUTTON_LABEL_SIZE),
            Button(pygame.Rect(0, 0, 150, 42), "Save game", self.save, size=BUTTON_LABEL_SIZE),
            Button(pygame.Rect(0, 0, 150, 42), "Watch replay", self.watch, size=BUTTON_LABEL_SIZE),
            Button(pygame.Rect(0, 0, 150, 42), "Review moves", self.review, size=BUTTON_LABEL_SIZE),
            Button(pygame.Rect(0, 0, 150, 42), "Play again", self._again, size=BUTTON_LABEL_SIZE),
            Button(pygame.Rect(0, 0, 150, 42), "Menu", app.to_menu, size=BUTTON_LABEL_SIZE),
        ]
        self.board_button, self.save_button, self.replay_button, self.review_button, self.again, self.menu = \
            self.buttons
        for button in (self.replay_button, self.review_button):
            button.enabled = hasattr(app, "watch_replay")
            if not button.enabled:
                button.why = "the replay viewer is not available"
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.row_h = ROW_MAX
        """The sheet's row height, as laid out for the window (`resize`)."""
        self.t = 0.0
        self.keys_ready = False
        """A key has been pressed and released on the sheet: Enter and Escape leave it from now on."""
        self.keys_down: set[int] = set()
        """The keys pressed on the sheet and not yet released (one held since the table's last
        frame goes up without going down here, and makes nothing ready)."""
        self.key_note = ""
        """What the leaving key pressed too soon does when pressed again (shown under the buttons)."""
        self.enter_armed = False
        """Enter was pressed once on the sheet: the next Enter plays again (the first only says so)."""

    # ------------------------------------------------------------------ lifecycle

    def enter(self) -> None:
        """Lay out."""
        self.resize(self.app.screen.get_size())

    def exit(self) -> None:
        """Nothing to release."""

    def resize(self, size: tuple[int, int]) -> None:
        """The sheet over the board's table area, the buttons in a row under it (or at the
        bottom), both clear of the board's side panels (a play-test saw the sheet cut a seat's
        score off); over the whole window when there is no board."""
        w, h = size
        if self.board is not None and hasattr(self.board, "resize"):
            self.board.resize(size)
        hud = getattr(self.board, "hud", None)
        area = pygame.Rect(hud.rects["table"]) if hud is not None else pygame.Rect(20, 0, w - 40, h)
        top = 20
        compact = hud is not None and getattr(hud, "compact", False)
        if hud is not None and compact:
            # the compact layout's seats lie in a strip above the table area: the sheet (which
            # tells the scores) covers the strip whole from its top, not a seat's chip in part
            area = area.union(hud.rects["seats"])
            top = area.top
        players = len(self.names)
        farewell = self._farewell_height(area.width)
        row_h = self.row_h = self.row_height(h - farewell)
        width = min(area.width, self.label_width(row_h) + 60 + 120 * players)
        if compact:
            width = area.width
        rows = len(self.sheet.rows) + 2 + len(SUMMARY_ROWS) + bool(self.stand_in)  # the total's row, the notes
        height = min(h - 100 - farewell, 130 + row_h * (rows + 1) + 20)
        self.panel = pygame.Rect(area.centerx - width // 2, top, width, height)
        self.farewell_rect = pygame.Rect(0, 0, 0, 0)
        below = self.panel.bottom
        if farewell:
            fw = min(area.width, FAREWELL_WIDTH)
            self.farewell_rect = pygame.Rect(area.centerx - fw // 2, below + FAREWELL_GAP, fw, farewell - FAREWELL_GAP)
            below = self.farewell_rect.bottom
        gap = 10
        size_row(self.buttons, area.width, gap, BUTTON_LABEL_SIZE)
        place_in_row(self.buttons, area.centerx, min(h - 56, below + 14), gap=gap)
        if self.board is not None:
            # "Show board" fits the table above the row of buttons (a play-test found the row
            # over the lowest cards, hiding the stranded fleet that explained a score).
            self.board.covered_bottom = max(0, area.bottom - self.buttons[0].rect.top + 8)

    def _farewell_lines(self, width: int) -> tuple[list[str], list[str]]:
        """The board's last words wrapped to a panel `width` px wide: (title lines, text lines)."""
        if self.farewell is None:
            return [], []
        title, words = self.farewell
        room = max(40, width - 32)
        return (list(wrap(title, FAREWELL_TITLE, room, bold=True)), list(wrap(words, FAREWELL_SIZE, room)))

    def _farewell_height(self, room: int) -> int:
        """The height the last words take under the sheet (their gap included), 0 without."""
        if self.farewell is None:
            return 0
        titles, lines = self._farewell_lines(min(room, FAREWELL_WIDTH))
        title_h = text("Ag", FAREWELL_TITLE, bold=True).get_height()
        line_h = text("Ag", FAREWELL_SIZE).get_height()
        return FAREWELL_GAP + 20 + len(titles) * title_h + 2 + len(lines) * line_h

    def label_width(self, row_h: int) -> int:
        """The width of the sheet's first column: its widest label (an island's name and value,
        a summary row's name) at the sizes the sheet draws them, 200 px at least (at 1366x768
        "islands with ships (Tonga too)", as it read, ran into the first seat's figure)."""
        size = max(12, row_h - 8)
        widest = max([text(f"{row.name} ({row.value})", size, INK).get_width() for row in self.sheet.rows]
                     + [text(label, size - 1, INK_DIM).get_width() for label in SUMMARY_ROWS])
        return max(200, widest + 16)

    def row_height(self, window_height: int) -> int:
        """Row height that fits every row of the sheet into the window."""
        rows = len(self.sheet.rows) + 3 + len(SUMMARY_ROWS) + bool(self.stand_in)
        return max(14, min(ROW_MAX, (window_height - 100 - 150) // max(1, rows)))

    # ------------------------------------------------------------------ actions

    def toggle_board(self) -> None:
        """Hide the sheet to look at the final board, or bring it back."""
        self.sheet_shown = not self.sheet_shown
        self.board_button.label = "Show scores" if not self.sheet_shown else "Show board"
        if self.sheet_shown and self.board is not None:
            self.board.look(pointer_away())  # the card's box goes with the board
        if not self.sheet_shown:
            if not self.board_seen and self.board is not None:
                self.board.fit()  # the whole final table first (a play-test found islands cut off)
            self.board_seen = True
            self._look(pygame.event.Event(pygame.MOUSEMOTION, pos=pygame.mouse.get_pos(), rel=(0, 0),
                                          buttons=(0, 0, 0)))

    def save(self) -> None:
        """Save the finished game under a fresh name in the saves folder."""
        from tongiaki.play.records import RecordError
        from tongiaki.play.saves import default_name, display_name, free_name, save_named

        try:
            path = save_named(self.match, free_name(default_name(self.match)))
        except (OSError, RecordError) as error:
            self.message = f"Not saved: {error}"
            return
        self.message = f'Saved as "{display_name(path)}"'
        self.save_button.enabled = False
        self.save_button.label = "Saved"  # no tooltip: it covered the message (a play-test)
        self.save_button.why = ""

    def watch(self) -> None:
        """Open the replay viewer on this game."""
        watch = getattr(self.app, "watch_replay", None)
        if watch is not None:
            watch(self.match, self.colours, back=self)

    def review(self) -> None:
        """Open the replay viewer on this game with its moves being compared with the hard
        level's choices (`ReplayScene.review`)."""
        watch = getattr(self.app, "watch_replay", None)
        if watch is not None:
            watch(self.match, self.colours, back=self, review=True)

    def _again(self) -> None:
        self.app.play_again(self.match)

    # ------------------------------------------------------------------ loop

    def handle_event(self, event: pygame.event.Event) -> None:
        """Buttons; Tab shows the board, Enter plays again (at its second press on the sheet),
        Escape goes to the menu (those two once the keys are ready: `keys_ready`)."""
        if event.type in RESIZE_EVENTS:
            self.resize(self.app.screen.get_size())
            return
        if event.type == pygame.KEYUP and event.key in self.keys_down:
            self.keys_down.discard(event.key)
            self.keys_ready = not self.keys_down
        if self.board is not None and self.board.logbook.handle(event):
            return  # the large log (L): open, every input is its own
        if self.board is not None and self.board.hud.log.handle(event):
            return  # the log beside the sheet: its wheel, "to the latest" and "Full log (L)"
        if taken_by(self.buttons, event):
            return
        self._look(event)
        if event.type == pygame.KEYDOWN:
            leaving = LEAVING_KEYS.get(event.key)
            if not self.keys_ready:
                self.keys_down.add(event.key)
                if leaving is not None:  # too soon: maybe meant for the table (a handover)
                    self.key_note = KEYS_WAIT[leaving]
                    self.enter_armed = leaving == "Enter"
                    return
            if event.key == pygame.K_ESCAPE:
                self.app.to_menu()
            elif event.key == pygame.K_TAB:
                self.toggle_board()
            elif leaving == "Enter" and not self.enter_armed:
                # Enter makes a hint's move at the table: a keyboard player's ? then Enter as the
                # game ended made the keys ready and played again, the sheet unseen (play-test 31)
                self.enter_armed = True
                self.key_note = KEYS_WAIT[leaving]
            elif leaving == "Enter":
                self._again()

    def _look(self, event: pygame.event.Event) -> None:
        """With the sheet hidden, the board is looked at as at the table (pan, zoom, F, the
        card under the pointer); the pointer over a button points at no card."""
        if self.board is None or self.sheet_shown:
            return
        pos = getattr(event, "pos", None)
        if pos is not None and any(button.rect.collidepoint(pos) for button in self.buttons):
            event = pointer_away()
        self.board.look(event)

    def update(self, dt: float) -> None:
        """Keep the backdrop moving, and the board's camera (a fit glides)."""
        self.t += dt
        if self.board is not None:
            self.board.view.camera.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The final board, the sheet over it, the buttons."""
        if self.board is not None:
            self.board.hud.prompt = "" if self.sheet_shown else self.board_prompt
            self.board.draw(surface)
        else:
            self.app.draw_backdrop(surface, self.t)
        if self.sheet_shown:
            self._draw_sheet(surface)
            self._draw_farewell(surface)
        for button in self.buttons:
            button.draw(surface)
        if self.message or self.key_note:
            self._draw_message(surface)
        if self.board is not None:
            self.board.logbook.draw(surface)

    def _draw_farewell(self, surface: pygame.Surface) -> None:
        """The board's last words on their panel under the sheet (`farewell`)."""
        box = self.farewell_rect
        if not box.width:
            return
        draw_panel(surface, box, SHEET_FILL)
        pygame.draw.rect(surface, FAREWELL_EDGE, box, 2, border_radius=8)
        titles, lines = self._farewell_lines(box.width)
        y = box.y + 10
        for line in titles:
            y += surface.blit(text(line, FAREWELL_TITLE, FAREWELL_EDGE, bold=True), (box.x + 16, y)).height
        y += 2
        for line in lines:
            y += surface.blit(text(line, FAREWELL_SIZE, INK), (box.x + 16, y)).height

    def _draw_message(self, surface: pygame.Surface) -> None:
        """The save's message (or what a key pressed too soon does: `key_note`) on a panel of its
        own next to the buttons (it was bare text over the board, hard to read)."""
        note = text(self.message or self.key_note, 18, INK)
        box = note.get_rect().inflate(24, 10)
        row = self.buttons[0].rect
        box.midbottom = (surface.get_width() // 2, row.y - 6)
        if self.sheet_shown or box.top < 0:
            box.midtop = (surface.get_width() // 2, row.bottom + 6)
        box.bottom = min(box.bottom, surface.get_height())
        self.message_rect = box
        draw_panel(surface, box)
        surface.blit(note, note.get_rect(center=box.center))

    def _draw_sheet(self, surface: pygame.Surface) -> None:
        sheet, panel = self.sheet, self.panel
        draw_panel(surface, panel, SHEET_FILL)
        winners = and_list(self.told_names[p] for p in sheet.winners)
        words = f"{winners} win{'s' if len(sheet.winners) == 1 else ''}!"
        size = TITLE_SIZE  # smaller where a shared win's names would run past the sheet's sides
        while size > TITLE_SMALLEST and font(size, True).size(words)[0] > panel.width - 32:
            size -= 1
        title = text(words, size, ACCENT, bold=True)
        self.title_rect = title.get_rect(midtop=(panel.centerx, panel.y + 14 + (TITLE_SIZE - size) // 2))
        surface.blit(title, self.title_rect)
        how_size = fitting_size([sheet.tiebreak_text], RESULT_SIZE, panel.width - 32, smallest=RESULT_SMALLEST)
        how = text(sheet.tiebreak_text, how_size, INK_DIM)
        self.result_rect = surface.blit(how, how.get_rect(midtop=(panel.centerx, panel.y + 58 + (RESULT_SIZE - how_size) // 2)))
        players = len(self.names)
        row_h = self.row_h
        label_w = self.label_width(row_h)
        col_w = (panel.width - 40 - label_w) // max(1, players)
        x0 = panel.x + 20 + label_w
        y = panel.y + 92
        size = max(12, row_h - 8)
        for p in range(players):
            cx = x0 + p * col_w + col_w // 2
            icon = cardart.ship_sprite(self.colours[p], min(28, row_h + 4))
            surface.blit(icon, icon.get_rect(midtop=(cx, y)))
            name = text(self.names[p].split(" (")[0], 15, INK, bold=p in sheet.winners)
            surface.blit(name, name.get_rect(midtop=(cx, y + min(28, row_h + 4))))
        y += min(28, row_h + 4) + 22
        pygame.draw.line(surface, INK_DIM, (panel.x + 16, y - 3), (panel.right - 16, y - 3))
        for i, row in enumerate(sheet.rows):
            if i % 2:
                band = pygame.Surface((panel.width - 32, row_h), pygame.SRCALPHA)
                band.fill((255, 255, 255, 14))
                surface.blit(band, (panel.x + 16, y))
            surface.blit(text(f"{row.name} ({row.value})", size, INK), (panel.x + 24, y + 2))
            for p in range(players):
                cx = x0 + p * col_w + col_w // 2
                if row.king == p:
                    label, colour = f"{row.points[p]} king", ACCENT
                elif row.holds[p]:
                    label, colour = str(row.points[p]), INK
                else:
                    label, colour = "-", INK_DIM
                cell = text(label, size, colour, bold=row.king == p)
                surface.blit(cell, cell.get_rect(midtop=(cx, y + 2)))
            y += row_h
        pygame.draw.line(surface, INK_DIM, (panel.x + 16, y + 2), (panel.right - 16, y + 2))
        y += 6
        surface.blit(text("Total", size + 2, INK, bold=True), (panel.x + 24, y))
        for p in range(players):
            cx = x0 + p * col_w + col_w // 2
            total = text(str(sheet.totals[p]), size + 4, ACCENT if p in sheet.winners else INK, bold=True)
            surface.blit(total, total.get_rect(midtop=(cx, y - 2)))
        y += row_h + 4
        sunk = tuple(f"{ships} ({fleets})" if ships else "0" for ships, fleets in zip(sheet.ships_sunk, sheet.fleets_lost,
                                                                                      strict=True))
        figures = (sheet.islands, sheet.ships_on_table, sunk, sheet.ships_stranded, sheet.hints)
        for label, values in zip(SUMMARY_ROWS, figures, strict=True):
            surface.blit(text(label, size - 1, INK_DIM), (panel.x + 24, y + 2))
            for p in range(players):
                cx = x0 + p * col_w + col_w // 2
                human = label != "hints" or self.match.seats[p] == "human"
                cell = text(str(values[p]) if human else "-", size - 1, INK_DIM)
                surface.blit(cell, cell.get_rect(midtop=(cx, y + 2)))
            y += row_h - 2
        note_size = fitting_size([TIEBREAK_NOTE], size - 1, panel.width - 48, smallest=NOTE_SMALLEST)
        note = text(TIEBREAK_NOTE, note_size, INK_DIM)
        self.note_rect = surface.blit(note, (panel.x + 24, y + 4))
        if self.stand_in:
            stand_size = fitting_size([self.stand_in], size - 1, panel.width - 48, smallest=NOTE_SMALLEST)
            line = text(self.stand_in, stand_size, INK_DIM)
            self.stand_in_rect = surface.blit(line, (panel.x + 24, self.note_rect.bottom + 4))
