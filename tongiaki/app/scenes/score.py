"""The score screen: a score sheet over the final board, and what to do next.

The sheet has a row per island that someone scores and a column per player (points, kings
marked), the totals, islands, ships on the table, ships sunk (and the fleets they sank in), ships stranded,
the hints each person asked for, the tie-break that decided (in a line under the title), a
line saying which figures break a tie, and one naming the seats a person handed to the hard
level ("Finish for me") with the turn from which it played them (`stand_in_note`); both say that Tonga counts among the islands, as R8.4
counts every island a player is on. The title names the hard level for a winning seat it played
for its person (`winner_names`): "Blue (the hard level, for you) wins!" when it played every turn
of the seat, "Blue (you, then the hard level from turn 17) wins!" when it finished the game from
there, shorter ("then hard from turn 17") where a shared win's title would not fit. The final board stays behind
it: "Show board" (or Tab) hides the sheet to look at the table, and brings it back. Buttons save the game under a name, watch
its replay, play again (same seats, next seed) or go to the menu. L opens the game's large log
over both (the table's `LogBook`), which takes every key while it shows.

The sheet is seen before a key leaves it: Enter (play again) and Escape (the menu) count only
once a key has been pressed and released on the sheet. A key held as the game ended, or pressed
at once after (play-test 29's Enter, meant for a hot-seat handover, started a new game and the
sheet was never seen), leaves it up and says what the key does when pressed again. An Enter in
the sheet's first second (`ENTER_GRACE`, its own clock) is not one of the two that play again: a
person playing the hint's moves with Enter may press it just as the game ends.

The sheet lies whole in its frame at every window size: its head and rows take the roomiest
sizes that fit above the buttons and the strip kept under them for a message (the save's, or
what a key does: kept from the start, the buttons never move as one comes), down to the least
head's (`ScoreScene.least_head`: title and result on one line, ships beside the names) and rows
of 12 px; the buttons take two rows where one would bring a label within 6 px of its button's
side (`rows_of_buttons`).

A board with last words for the sheet (the guided first game's `farewell`) has them on a panel
of their own between the sheet and the buttons, the sheet shortened to make room; the board's own
panel is not drawn here (play-test 39 saw the row of buttons over "First game: done ... Well
sailed!" and its "Leave tutorial" and "See the scores", which did nothing here).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

import pygame

from tongiaki.app.art import shipart
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
    place_rows,
    rows_of_buttons,
    text,
    wash,
    wrap,
)
from tongiaki.play.match import HUMAN, Match
from tongiaki.play.scoresheet import ISLANDS_LABEL, TIEBREAK_NOTE, ScoreSheet, score_sheet
from tongiaki.wording import and_list

if TYPE_CHECKING:
    from tongiaki.app.scenes.table import TableScene

ROW_MAX = 26
"""Tallest row of the sheet (px); rows shrink to fit many islands on a small window."""
ROW_SHADE = (255, 255, 255, 14)
"""The see-through white of every other island row, to follow a row across the sheet."""
TITLE_SIZE = 36
TITLE_SMALLEST = 18
"""The title's ("Blue (you) wins!") text size, and the least it shrinks to for a long shared win."""
BUTTON_LABEL_SIZE = 20
"""The label size of the buttons under the sheet (one size for all of them: `size_row`)."""
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
RESULT_SMALLEST = 12
"""... and the least it shrinks to, to fit the sheet's width: "Tied on points and islands (Tonga
counts): decided by the fewest ships on the table." is about 800 px long at 18 px, and a sheet
of two seats about 550 px wide."""
LEAVING_KEYS = {pygame.K_RETURN: "Enter", pygame.K_KP_ENTER: "Enter", pygame.K_ESCAPE: "Esc"}
"""The keys that leave the sheet (Enter plays again, Escape goes to the menu), by name."""
KEYS_WAIT = {"Enter": "Press Enter again to play a new game, Esc for the menu",
             "Esc": "Press Esc again for the menu, Enter to play a new game"}
"""What a leaving key pressed before the sheet takes keys says (`ScoreScene.keys_ready`)."""
ENTER_GRACE = 1.0
"""Seconds of the sheet's own clock (`ScoreScene.t`) in which an Enter does not count toward the
two that play again: Enter makes the shown hint's move at the table, and a person playing by it
may press it just as the game ends."""
ENTER_ARMED_SECONDS = 10.0
"""Seconds of the sheet's clock for which a first Enter waits for the second that plays again;
then it lapses and its note goes (play-test 52's Enter two and a half minutes later, meant for a
hint, started a new game over the unread sheet)."""
KEYS_EARLY = "Press Enter twice to play a new game, Esc for the menu"
"""What an Enter in the sheet's first second (`ENTER_GRACE`) says: it counted for nothing."""
FAREWELL_TITLE = 18
FAREWELL_SIZE = 16
"""The sizes of the board's last words (`ScoreScene.farewell`): title and text."""
FAREWELL_SMALL = 13
"""The size of the last words in the compact layout, the title run into the text
(`ScoreScene.farewell_inline`): at 640x480 the guided game's sheet did not fit above them."""
FAREWELL_GAP = 8
"""Pixels between the sheet and the last words' panel."""
FAREWELL_WIDTH = 620
"""The widest the last words' panel gets (about the sheet of three seats)."""
FAREWELL_EDGE = (255, 214, 90)
"""The last words' title and edge: the tutorial panel's gold."""
NAME_SIZE = 15
"""The seats' names over their columns; smaller (down to `NOTE_SMALLEST`) where six names
would touch ("GreenOrangePurple" at 640x480 and 1024x600)."""
NAME_GAP = 8
"""The least pixels between two seats' names."""
ROW_LEAST = 13
"""The lowest row under the tight head (px): its figures (12 px) one pixel apart."""
ROW_SMALLEST = 12
"""The lowest row of all (px), under the least head (`ScoreScene.least_head`): its figures 11 px
(`NOTE_SMALLEST`, the summary rows' size), one pixel apart."""
ROW_ROOMY = 16
"""Rows down to this height keep the usual head (title 36 px); lower ones get `tight_head`'s."""
TIGHT_TITLE = 22
TIGHT_RESULT = 14
TIGHT_SHIP = 14
"""The title's and the result line's largest sizes, and the seats' ships', in the tight head
(`tight_head`) of a sheet that would not fit the window under the usual one."""
LEAST_SHIP = 12
"""The seats' ships in the least head (`ScoreScene.least_head`), beside their names: at 640x480
a game of 16 islands, a stand-in line of two lines and a save's message fit only so."""
BESIDE_GAP = 12
"""Pixels between the title and the result line beside it (the least head)."""
SHIP_NAME_GAP = 3
"""Pixels between a seat's ship and its name beside it (the least head)."""
MESSAGE_SIZE = 18
"""The size of the save's message and of what a leaving key pressed too soon does."""
BUTTON_HEIGHT = 42
STACKED_BUTTON_HEIGHT = 34
SMALL_BUTTON_HEIGHT = 30
"""The buttons' height in one row, in two rows (where one row is too narrow for their labels:
at 1024x600 "Review moves" touched its border) and in the compact layout."""


class Head(NamedTuple):
    """Where the sheet's head lies, in px under the panel's top: the title (at most `title` px,
    centred in that room), the line on how the winner was decided (at most `result` px) and the
    seats' ships with their names over the columns."""

    title_top: int
    title: int
    result_top: int
    result: int
    seats_top: int
    ship: int
    """The tallest the seats' ships are drawn (px)."""
    result_beside: bool = False
    """The result line on the title's line, after it (`ScoreScene.least_head`)."""
    ship_beside: bool = False
    """Each seat's ship left of its name, on one line (`ScoreScene.least_head`)."""


USUAL_HEAD = Head(14, TITLE_SIZE, 58, RESULT_SIZE, 92, 28)


def tight_head() -> Head:
    """The head of a sheet that fits the window only with a smaller title (`TIGHT_TITLE`) and
    result line (`TIGHT_RESULT`), each close under the one above."""
    result_top = 6 + text("Ag", TIGHT_TITLE, bold=True).get_height() + 2
    return Head(6, TIGHT_TITLE, result_top, TIGHT_RESULT, result_top + text("Ag", TIGHT_RESULT).get_height() + 6,
                TIGHT_SHIP)


def row_text_size(row_h: int) -> int:
    """The size of an island row's text in rows `row_h` px high: `row_h` - 8, 12 px at least,
    and at `ROW_SMALLEST` 11 px, one pixel under the row."""
    return min(row_h - 1, max(12, row_h - 8))


def summary_size(row_h: int) -> int:
    """The size of the figures under the totals (`SUMMARY_ROWS`) in rows `row_h` px high: a size
    under the islands' rows', `NOTE_SMALLEST` at least."""
    return max(NOTE_SMALLEST, row_text_size(row_h) - 1)


def summary_pitch(row_h: int) -> int:
    """The pixels from one summary row to the next: `row_h` - 2, their text's height at least."""
    return max(row_h - 2, text("Ag", summary_size(row_h), INK_DIM).get_height())


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
        from the first move is the hard level's; one it finished from mid-game names both)."""
        self.short_told_names = winner_names(match, names, short=True)
        """The same, shorter where the hard level finished a seat from mid-game ("Blue (you, then
        hard from turn 17)"), for a title too wide for its sheet otherwise (`title_words`)."""
        self.stand_in_rect: pygame.Rect | None = None
        """Where that line was last drawn."""
        words = getattr(board, "farewell", None)
        self.farewell: tuple[str, str] | None = words() if callable(words) else None
        """The board's last words (title, text): the guided first game's, or None."""
        self.farewell_rect = pygame.Rect(0, 0, 0, 0)
        """Where the last words' panel goes (empty: none)."""
        self.farewell_inline = False
        """The last words are laid out in the compact layout's way: one paragraph, the title its
        first words (`FAREWELL_SMALL`)."""
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
            Button(pygame.Rect(0, 0, 150, BUTTON_HEIGHT), "Show board", self.toggle_board, size=BUTTON_LABEL_SIZE),
            Button(pygame.Rect(0, 0, 150, BUTTON_HEIGHT), "Save game", self.save, size=BUTTON_LABEL_SIZE),
            Button(pygame.Rect(0, 0, 150, BUTTON_HEIGHT), "Watch replay", self.watch, size=BUTTON_LABEL_SIZE),
            Button(pygame.Rect(0, 0, 150, BUTTON_HEIGHT), "Review moves", self.review, size=BUTTON_LABEL_SIZE),
            Button(pygame.Rect(0, 0, 150, BUTTON_HEIGHT), "Play again", self._again, size=BUTTON_LABEL_SIZE),
            Button(pygame.Rect(0, 0, 150, BUTTON_HEIGHT), "Menu", app.to_menu, size=BUTTON_LABEL_SIZE),
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
        """The sheet's own clock (seconds of its frames' `dt`, at most 0.1 s a frame: `App.run`)."""
        self.keys_ready = False
        """A key has been pressed and released on the sheet: Enter and Escape leave it from now on."""
        self.keys_down: set[int] = set()
        """The keys pressed on the sheet and not yet released (one held since the table's last
        frame goes up without going down here, and makes nothing ready)."""
        self.key_note = ""
        """What the leaving key pressed too soon does when pressed again (shown under the buttons)."""
        self.enter_armed = False
        """Enter was pressed once on the sheet: the next Enter plays again (the first only says so)."""
        self.armed_at = 0.0
        """The sheet's time of the first Enter (`_arm_enter`)."""
        self.head = USUAL_HEAD
        """The sheet's head as laid out (`tight_head` where the usual one leaves too little room)."""
        self.buttons_rect = pygame.Rect(0, 0, 0, 0)
        """Where the buttons lie, in one row or two (`rows_of_buttons`), as laid out."""

    # ------------------------------------------------------------------ lifecycle

    def enter(self) -> None:
        """Lay out."""
        self.resize(self.app.screen.get_size())

    def exit(self) -> None:
        """Nothing to release."""

    def resize(self, size: tuple[int, int]) -> None:
        """The sheet over the board's table area, the buttons under it (or at the bottom), both
        clear of the board's side panels (a play-test saw the sheet cut a seat's score off); over
        the whole window when there is no board. The compact layout's sheet and buttons take the
        window's width, over the seats' strip and the right column (`_lay_out`)."""
        w, h = size
        if self.board is not None and hasattr(self.board, "resize"):
            self.board.resize(size)
        hud = getattr(self.board, "hud", None)
        area = pygame.Rect(hud.rects["table"]) if hud is not None else pygame.Rect(20, 0, w - 40, h)
        table_bottom = area.bottom
        if hud is not None and getattr(hud, "compact", False):
            # the compact layout's seats lie in a strip above the table area and its one column
            # at its right: the sheet (which tells the scores) covers both whole, not a seat's
            # chip or the stack's panel in part (and six seats' columns need the width)
            area = area.unionall([hud.rects[name] for name in ("seats", "stack", "tracker", "buttons")])
            self._lay_out(area, area.top, area.bottom, compact=True)
        else:
            self._lay_out(area, 20, h - 14, compact=False)
        if self.board is not None:
            # "Show board" fits the table above the row of buttons (a play-test found the row
            # over the lowest cards, hiding the stranded fleet that explained a score).
            self.board.covered_bottom = max(0, table_bottom - self.buttons_rect.top + 8)

    def _lay_out(self, area: pygame.Rect, top: int, bottom: int, compact: bool) -> None:
        """The sheet from `top` down, centred on `area`: as wide as its columns need (at most
        `area`'s width), or as `area` in the compact layout; the buttons under it, in as few
        rows as keep their labels clear of their borders (`rows_of_buttons`: two rows at
        1024x600), and the message's strip under them (`message_height`), kept whether or not a
        message shows: kept only while one showed, a crowded sheet shrank as the first Enter's
        words came and its buttons jumped up about 45 px under the pointer (a play-test); all
        above `bottom`. The sheet's head and rows are the roomiest that fit (`_fit_sheet`), with the
        board's last words under it, run together where it needs (`farewell_inline`). At
        640x480 the sheet kept to the table area had six seats' names touching
        ("GreenOrangePurple"), its last rows and the tie-break note under the buttons, and
        "Review moves" wider than its button."""
        gap, button_gap = (8, 8) if compact else (14, 10)
        rows = rows_of_buttons(self.buttons, area.width, button_gap, BUTTON_LABEL_SIZE)
        height = SMALL_BUTTON_HEIGHT if compact else BUTTON_HEIGHT if len(rows) == 1 else STACKED_BUTTON_HEIGHT
        for button in self.buttons:
            button.rect.height = height
        row_top = bottom - len(rows) * (height + button_gap) + button_gap - (self.message_height() + 6)
        players = len(self.names)

        def width(row_h: int) -> int:
            return area.width if compact else min(area.width, self.label_width(row_h) + 60 + 120 * players)

        for inline in (False, True):  # the last words run together where the sheet needs it
            self.farewell_inline = inline
            farewell = self._farewell_height(area.width)
            room = row_top - gap - farewell - top
            fit = self._fit_sheet(room, width)
            if fit is not None:
                break
        self.head, self.row_h = fit if fit is not None else (self.least_head(width(ROW_SMALLEST)), ROW_SMALLEST)
        sheet_w = width(self.row_h)
        self.panel = pygame.Rect(area.centerx - sheet_w // 2, top, sheet_w,
                                 min(room, self.sheet_height(self.head, self.row_h, sheet_w)))
        below = self._place_farewell(area, farewell)
        place_rows(rows, area.centerx, min(row_top, below + gap), button_gap)
        self.buttons_rect = self.buttons[0].rect.unionall([button.rect for button in self.buttons[1:]])

    def _fit_sheet(self, room: int, width: Callable[[int], int]) -> tuple[Head, int] | None:
        """The roomiest head and row height whose sheet (`width(row_h)` px wide) fits `room` px:
        the usual head with rows down to `ROW_ROOMY`, the tight head (`tight_head`) down to
        `ROW_LEAST`, the least head (`least_head`) down to `ROW_SMALLEST`; None where none does."""
        tight = tight_head()
        choices = [(USUAL_HEAD, row_h) for row_h in range(ROW_MAX, ROW_ROOMY - 1, -1)]
        choices += [(tight, row_h) for row_h in range(ROW_MAX, ROW_LEAST - 1, -1)]
        for head, row_h in choices:
            if self.sheet_height(head, row_h, width(row_h)) <= room:
                return head, row_h
        for row_h in range(ROW_LEAST, ROW_SMALLEST - 1, -1):
            least = self.least_head(width(row_h))
            if self.sheet_height(least, row_h, width(row_h)) <= room:
                return least, row_h
        return None

    def _place_farewell(self, area: pygame.Rect, farewell: int) -> int:
        """Lay out the last words' panel under the sheet (none when `farewell` is 0); the
        bottom of what is laid out."""
        self.farewell_rect = pygame.Rect(0, 0, 0, 0)
        if not farewell:
            return self.panel.bottom
        fw = min(area.width, FAREWELL_WIDTH)
        self.farewell_rect = pygame.Rect(area.centerx - fw // 2, self.panel.bottom + FAREWELL_GAP, fw,
                                         farewell - FAREWELL_GAP)
        return self.farewell_rect.bottom

    def sheet_height(self, head: Head, row_h: int, width: int) -> int:
        """The height of a sheet `width` px wide under `head` with rows `row_h` px high: its
        lines as `_draw_sheet` draws them, and 8 px under the last."""
        y = head.seats_top + self.seats_height(head, row_h)
        y += row_h * len(self.sheet.rows) + 6 + row_h + 4 + summary_pitch(row_h) * len(SUMMARY_ROWS)
        for gap, line, line_size in self.notes(row_text_size(row_h), width):
            y += gap + text(line, line_size, INK_DIM).get_height()
        return y + 8

    def notes(self, size: int, width: int) -> list[tuple[int, str, int]]:
        """The lines under the figures of a sheet `width` px wide whose rows' text is `size` px:
        the tie-break note (`TIEBREAK_NOTE`), then the stand-in line (`stand_in_note`), each
        at most `size` - 1 px, smaller to fit the width down to `NOTE_SMALLEST`, wrapped where
        even that is too wide; each as (pixels above it, line, size)."""
        room = width - 48
        lines = []
        for words in (TIEBREAK_NOTE, self.stand_in):
            if not words:
                continue
            line_size = fitting_size([words], max(NOTE_SMALLEST, size - 1), room, smallest=NOTE_SMALLEST)
            lines += [(4 if i == 0 else 1, line, line_size) for i, line in enumerate(wrap(words, line_size, room))]
        return lines

    def name_size(self, room: int) -> int:
        """The seats' names' size where each has `room` px (its column less `NAME_GAP`, and its
        ship beside it in the least head): `NAME_SIZE`, or smaller, down to `NOTE_SMALLEST`
        (bold, as a winner's is)."""
        size = NAME_SIZE
        widest = max(self.names, key=lambda name: font(NAME_SIZE, True).size(name.split(" (")[0])[0]).split(" (")[0]
        while size > NOTE_SMALLEST and font(size, True).size(widest)[0] > room:
            size -= 1
        return size

    def seats_height(self, head: Head, row_h: int) -> int:
        """The height the seats' ships and names take over the columns, 6 px under them."""
        name_room = text("Ag", NAME_SIZE, bold=True).get_height()
        if head.ship_beside:
            return max(head.ship, name_room) + 6
        return min(head.ship, row_h + 4) + name_room + 6

    def title_words(self, room: int | None = None) -> str:
        """The sheet's title: who won ("Blue (you) wins!", "Blue and Green win!", "Blue (you,
        then the hard level from turn 17) wins!"); where `room` is given, told by the shorter
        names (`short_told_names`) when the longer do not fit it at `TITLE_SMALLEST`."""
        ending = f" win{'s' if len(self.sheet.winners) == 1 else ''}!"
        forms = [and_list(told[p] for p in self.sheet.winners) + ending
                 for told in (self.told_names, self.short_told_names)]
        if room is None or font(TITLE_SMALLEST, True).size(forms[0])[0] <= room:
            return forms[0]
        return forms[1]

    def least_head(self, width: int) -> Head:
        """The head of a sheet `width` px wide that fits only at its least: the title at its
        least (`TITLE_SMALLEST`) with the line on how the winner was decided (`RESULT_SMALLEST`)
        beside it where both fit, `BESIDE_GAP` apart, else close under it; each seat's ship
        (`LEAST_SHIP`) beside its name."""
        title_h = text("Ag", TITLE_SMALLEST, bold=True).get_height()
        together = (font(TITLE_SMALLEST, True).size(self.title_words(width - 32))[0] + BESIDE_GAP
                    + font(RESULT_SMALLEST).size(self.sheet.tiebreak_text)[0])
        if together <= width - 32:
            return Head(4, TITLE_SMALLEST, 4, RESULT_SMALLEST, 4 + title_h + 4, LEAST_SHIP, True, True)
        result_top = 4 + title_h + 1
        return Head(4, TITLE_SMALLEST, result_top, RESULT_SMALLEST,
                    result_top + text("Ag", RESULT_SMALLEST).get_height() + 4, LEAST_SHIP, False, True)

    def _farewell_lines(self, width: int) -> tuple[list[str], list[str]]:
        """The board's last words wrapped to a panel `width` px wide: (title lines, text lines);
        run together as text lines (`FAREWELL_SMALL` px, the title the first words: measured
        in bold, it fits) where `farewell_inline`."""
        if self.farewell is None:
            return [], []
        title, words = self.farewell
        room = max(40, width - 32)
        if self.farewell_inline:
            stop = "" if title.endswith((".", "!", "?", ":")) else "."
            return [], list(wrap(f"{title}{stop} {words}", FAREWELL_SMALL, room, bold=True))
        return (list(wrap(title, FAREWELL_TITLE, room, bold=True)), list(wrap(words, FAREWELL_SIZE, room)))

    def _farewell_height(self, room: int) -> int:
        """The height the last words take under the sheet (their gap included), 0 without."""
        if self.farewell is None:
            return 0
        titles, lines = self._farewell_lines(min(room, FAREWELL_WIDTH))
        if self.farewell_inline:
            return FAREWELL_GAP + 14 + len(lines) * text("Ag", FAREWELL_SMALL).get_height()
        title_h = text("Ag", FAREWELL_TITLE, bold=True).get_height()
        line_h = text("Ag", FAREWELL_SIZE).get_height()
        return FAREWELL_GAP + 20 + len(titles) * title_h + 2 + len(lines) * line_h

    def label_width(self, row_h: int) -> int:
        """The width of the sheet's first column: its widest label (an island's name and value,
        a summary row's name) at the sizes the sheet draws them, 200 px at least (at 1366x768
        "islands with ships (Tonga too)", as it read, ran into the first seat's figure)."""
        size = row_text_size(row_h)
        widest = max([text(f"{row.name} ({row.value})", size, INK).get_width() for row in self.sheet.rows]
                     + [text(label, summary_size(row_h), INK_DIM).get_width() for label in SUMMARY_ROWS])
        return max(200, widest + 16)

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
        """Buttons; Tab shows the board, Enter plays again (at its second press on the sheet,
        neither in its first second: `ENTER_GRACE`), Escape goes to the menu (those two once the
        keys are ready: `keys_ready`)."""
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
            if leaving == "Enter" and self.t < ENTER_GRACE:  # likely meant for the table's hint
                if not self.keys_ready:
                    self.keys_down.add(event.key)
                self.key_note = KEYS_EARLY
                self.enter_armed = False
                return
            if not self.keys_ready:
                self.keys_down.add(event.key)
                if leaving is not None:  # too soon: maybe meant for the table (a handover)
                    self.key_note = KEYS_WAIT[leaving]
                    self._arm_enter(leaving == "Enter")
                    return
            if event.key == pygame.K_ESCAPE:
                self.app.to_menu()
            elif event.key == pygame.K_TAB:
                self.toggle_board()
            elif leaving == "Enter" and not self.enter_armed:
                # Enter makes a hint's move at the table: a keyboard player's ? then Enter as the
                # game ended made the keys ready and played again, the sheet unseen (play-test 31)
                self._arm_enter(True)
                self.key_note = KEYS_WAIT[leaving]
            elif leaving == "Enter":
                self._again()

    def _arm_enter(self, armed: bool) -> None:
        """A first Enter waits for the second for `ENTER_ARMED_SECONDS` (`update` lets it lapse)."""
        self.enter_armed = armed
        self.armed_at = self.t

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
        if self.enter_armed and self.t - self.armed_at > ENTER_ARMED_SECONDS:
            self.enter_armed = False  # a lapsed first Enter: the next is a first one again
            if self.key_note in KEYS_WAIT.values():
                self.key_note = ""
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
        if self.farewell_inline:
            self._draw_farewell_inline(surface, box, lines)
            return
        y = box.y + 10
        for line in titles:
            y += surface.blit(text(line, FAREWELL_TITLE, FAREWELL_EDGE, bold=True), (box.x + 16, y)).height
        y += 2
        for line in lines:
            y += surface.blit(text(line, FAREWELL_SIZE, INK), (box.x + 16, y)).height

    def _draw_farewell_inline(self, surface: pygame.Surface, box: pygame.Rect, lines: list[str]) -> None:
        """The last words run together (`farewell_inline`): the title, in the panel's gold and
        bold, the first words of the first line."""
        assert self.farewell is not None
        title = self.farewell[0]
        x, y = box.x + 16, box.y + 7
        for i, line in enumerate(lines):
            rest = line
            if i == 0 and line.startswith(title):
                x += surface.blit(text(title, FAREWELL_SMALL, FAREWELL_EDGE, bold=True), (x, y)).width
                rest = line[len(title):]
            y += surface.blit(text(rest, FAREWELL_SMALL, INK), (x, y)).height
            x = box.x + 16

    def _draw_message(self, surface: pygame.Surface) -> None:
        """The save's message (or what a key pressed too soon does: `key_note`) on a panel of its
        own next to the buttons (it was bare text over the board, hard to read)."""
        note = text(self.message or self.key_note, MESSAGE_SIZE, INK)
        box = note.get_rect().inflate(24, 10)
        row = self.buttons_rect
        box.midbottom = (surface.get_width() // 2, row.y - 6)
        if self.sheet_shown or box.top < 0:
            box.midtop = (surface.get_width() // 2, row.bottom + 6)
        box.bottom = min(box.bottom, surface.get_height())
        self.message_rect = box
        draw_panel(surface, box)
        surface.blit(note, note.get_rect(center=box.center))

    @staticmethod
    def message_height() -> int:
        """The height of the message's panel (`_draw_message`)."""
        return text("Ag", MESSAGE_SIZE, INK).get_height() + 10

    def _draw_sheet(self, surface: pygame.Surface) -> None:
        """The sheet: its head (`_draw_head`), a row per island, the totals, the figures under
        them and the notes (`notes`)."""
        sheet, panel = self.sheet, self.panel
        draw_panel(surface, panel, SHEET_FILL)
        self._draw_head(surface)
        players = len(self.names)
        row_h = self.row_h
        label_w = self.label_width(row_h)
        col_w = (panel.width - 40 - label_w) // max(1, players)
        x0 = panel.x + 20 + label_w
        y = panel.y + self.head.seats_top
        self._draw_seats(surface, y, x0, col_w)
        y += self.seats_height(self.head, row_h)
        size = row_text_size(row_h)
        pad = min(2, row_h - size)  # the text inside its row's band
        pygame.draw.line(surface, INK_DIM, (panel.x + 16, y - 3), (panel.right - 16, y - 3))
        for i, row in enumerate(sheet.rows):
            if i % 2:
                surface.blit(wash((panel.width - 32, row_h), ROW_SHADE), (panel.x + 16, y))
            surface.blit(text(f"{row.name} ({row.value})", size, INK), (panel.x + 24, y + pad))
            for p in range(players):
                cx = x0 + p * col_w + col_w // 2
                if row.king == p:
                    label, colour = f"{row.points[p]} king", ACCENT
                elif row.holds[p]:
                    label, colour = str(row.points[p]), INK
                else:
                    label, colour = "-", INK_DIM
                cell = text(label, size, colour, bold=row.king == p)
                surface.blit(cell, cell.get_rect(midtop=(cx, y + pad)))
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
        small = summary_size(row_h)
        for label, values in zip(SUMMARY_ROWS, figures, strict=True):
            surface.blit(text(label, small, INK_DIM), (panel.x + 24, y + 2))
            for p in range(players):
                cx = x0 + p * col_w + col_w // 2
                human = label != "hints" or self.match.seats[p] == "human"
                cell = text(str(values[p]) if human else "-", small, INK_DIM)
                surface.blit(cell, cell.get_rect(midtop=(cx, y + 2)))
            y += summary_pitch(row_h)
        self.note_rect = self.stand_in_rect = None
        for gap, words, line_size in self.notes(size, panel.width):
            y += gap
            line = surface.blit(text(words, line_size, INK_DIM), (panel.x + 24, y))
            y = line.bottom
            if self.note_rect is None:
                self.note_rect = line
            else:
                self.stand_in_rect = line if self.stand_in_rect is None else self.stand_in_rect.union(line)

    def _draw_head(self, surface: pygame.Surface) -> None:
        """The title, smaller where a shared win's names would run past the sheet's sides, and
        the line on how the winner was decided under it, or beside it (`Head.result_beside`)."""
        sheet, panel, head = self.sheet, self.panel, self.head
        how_size = fitting_size([sheet.tiebreak_text], head.result, panel.width - 32, smallest=RESULT_SMALLEST)
        how = text(sheet.tiebreak_text, how_size, INK_DIM)
        room = panel.width - 32 - (BESIDE_GAP + how.get_width() if head.result_beside else 0)
        words = self.title_words(room)
        size = head.title
        while size > TITLE_SMALLEST and font(size, True).size(words)[0] > room:
            size -= 1
        title = text(words, size, ACCENT, bold=True)
        if head.result_beside:  # one line, centred, the result's baseline on the title's
            left = panel.centerx - (title.get_width() + BESIDE_GAP + how.get_width()) // 2
            self.title_rect = surface.blit(title, (left, panel.y + head.title_top))
            baseline = self.title_rect.y + font(size, True).get_ascent()
            self.result_rect = surface.blit(how, (self.title_rect.right + BESIDE_GAP,
                                                  baseline - font(how_size).get_ascent()))
            return
        self.title_rect = title.get_rect(midtop=(panel.centerx, panel.y + head.title_top + (head.title - size) // 2))
        surface.blit(title, self.title_rect)
        self.result_rect = surface.blit(how, how.get_rect(midtop=(panel.centerx,
                                                                  panel.y + head.result_top + (head.result - how_size) // 2)))

    def _draw_seats(self, surface: pygame.Surface, top: int, x0: int, col_w: int) -> None:
        """Each seat's ship and name over its column (`col_w` px wide, the first from `x0`), the
        winners' names bold: the name under the ship, or beside it (`Head.ship_beside`)."""
        head = self.head
        icon_h = head.ship if head.ship_beside else min(head.ship, self.row_h + 4)
        name_room = text("Ag", NAME_SIZE, bold=True).get_height()
        beside = icon_h + SHIP_NAME_GAP if head.ship_beside else 0
        name_size = self.name_size(col_w - NAME_GAP - beside)
        for p in range(len(self.names)):
            cx = x0 + p * col_w + col_w // 2
            icon = shipart.ship_sprite(self.colours[p], icon_h)
            name = text(self.names[p].split(" (")[0], name_size, INK, bold=p in self.sheet.winners)
            if head.ship_beside:
                left, middle = cx - (beside + name.get_width()) // 2, top + max(icon_h, name_room) // 2
                surface.blit(icon, icon.get_rect(midleft=(left, middle)))
                surface.blit(name, name.get_rect(midleft=(left + beside, middle)))
            else:
                surface.blit(icon, icon.get_rect(midtop=(cx, top)))
                surface.blit(name, name.get_rect(midbottom=(cx, top + icon_h + name_room)))
