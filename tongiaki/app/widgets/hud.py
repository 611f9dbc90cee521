"""The heads-up display around the table: seats, stack, deck tracker, log, prompt and buttons.

The layout (`layout`) takes the reference rectangles of the Tiled map's "hud" object group
(or built-in ones) at 1280x800 and scales them by one UI factor, anchored to the window's
edges, so it holds from 1280x720 to 3840x2160; text and buttons scale with it. A narrow window
(`compact_layout`: below about 925 px wide) has one side column instead of two, the seats in a
strip above the prompt and the log folded behind the large log, so the table keeps most of the
width. The HUD reads the match and the display; its buttons call back into the table scene,
which turns them into options.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from tongiaki.app.art import cardart, cardback, cardgeom, shipart
from tongiaki.app.view.display import DisplayTable
from tongiaki.app.widgets.log import LogPanel
from tongiaki.app.widgets.tracker import Tracker
from tongiaki.app.widgets.ui import (
    ACCENT,
    INK,
    INK_DIM,
    Button,
    balanced_wrap,
    clip_to_width,
    covered_area,
    draw_panel,
    fitting_size,
    font,
    longest_fitting,
    text,
    wrap,
)
from tongiaki.play.match import Match
from tongiaki.rules import Card, Result

MIN_PROMPT_HEIGHT = 46
"""The prompt panel's least height in pixels, whatever the scale."""
MIN_TRACKER_HEIGHT = 48
"""The least height (px at UI scale 1) the tracker is drawn in above a docked hint: its title
and a line of what is left ("4 islands, 7 water cards left"; at 90, a hint of 8 lines left no
tracker at all: play-test 23). A docked hint leaves it this much (`TableScene.hint_dock`)."""
NOTICE_SECONDS = 4.0
"""How long a notice of the table shows (`Hud.notice`)."""

if TYPE_CHECKING:
    from tongiaki.app.art.oceanmap import OceanMap

REFERENCE = (1280, 800)
FALLBACK_RECTS = {
    "seats": pygame.Rect(16, 16, 272, 360),
    "log": pygame.Rect(16, 392, 272, 392),
    "prompt": pygame.Rect(304, 16, 736, 48),
    "table": pygame.Rect(304, 80, 736, 704),
    "stack": pygame.Rect(1056, 16, 208, 128),
    "tracker": pygame.Rect(1056, 152, 208, 320),
    "buttons": pygame.Rect(1056, 480, 208, 304),
}
"""The reference layout at 1280x800 (the Tiled map's "hud" objects, when present, override it)."""
ACTION_ROWS = 6
"""Room for this many action buttons (Reproduce, King island, Take a ship back, Resettle, Pass, Undo)."""
SYSTEM_LABELS = ("Hint", "Speed", "Rules", "Save & menu", "Save as", "Tracker", "Odds", "Settings")
"""Buttons that are always there; they sit as a grid of small buttons under the action buttons."""
SYSTEM_ALIASES = ("Hide hint", "Show tracker", "Whole tracker")
"""Other labels of those buttons (the Hint button while a hint shows, the Tracker button while the
hint covers all or part of the tracker): not buttons of their own."""
COMPACT_LABELS = ("Log",)
"""System buttons of the compact layout only (`compact_layout`): "Log (L)" opens the large log,
which the folded log's "Full log (L)" button opened."""
SYSTEM_HEIGHT = 20
"""Height of a small system button at 1280x800 (four rows of them fit over a full tracker)."""
MIN_SCALE = 0.85
MAX_SCALE = 3.0


_PLAYER_FACTOR = [1.0]
"""The player's UI scale setting (a factor on the window's own scale; see `set_player_scale`)."""


def set_player_scale(factor: float) -> None:
    """Adopt the player's UI scale setting (1.0: the panels fitted to the window)."""
    _PLAYER_FACTOR[0] = max(0.5, min(2.0, float(factor)))


TRACKER_NEED = 290
"""Height the deck tracker needs at 1280x800 (px) for all but its list of water cards, which
shows as far as there is room (their counts by worst wake always show)."""

_SeatsKey = tuple[
    tuple[int, ...], float, int, int, tuple[int, ...], tuple[int, ...], tuple[int, ...], int, int, bool,
    tuple[tuple[str, ...], ...],
]
"""What the seats panel shows (its image is painted again when this changes)."""


LOG_LEAST = 110
"""The least height (px at UI scale 1) the log keeps under the seats of six players and the stack
moved beside them (`stack_beside_seats`): its title and four rows (the wheel scrolls back; with
fewer seats it has more). 120% then holds at 1280x800, 1366x768, 1350x696 and 1280x720."""


def _column_heights(tracker: bool) -> tuple[int, int, int]:
    """Heights (px at UI scale 1) of the reference layout's columns as an enlarged UI needs them:
    the right column with the stack (and the whole `tracker` when it shows) above the buttons,
    the same without the stack, and the left column holding six seats, the stack and
    `LOG_LEAST` of log."""
    ref = FALLBACK_RECTS
    gap = ref["log"].y - ref["seats"].bottom
    margins = 2 * ref["seats"].x
    right = margins + button_area_height(1.0) + (gap + TRACKER_NEED if tracker else 0)
    left = margins + ref["seats"].height + gap + ref["stack"].height + gap + LOG_LEAST
    return right + ref["stack"].height + gap, right, left


def ui_scale(screen_size: tuple[int, int], tracker: bool = True) -> float:
    """How much larger than at 1280x800 the HUD's panels and text are drawn (the smaller of the
    two ratios, so the layout holds on a wide or a tall window, and HiDPI windows get big text),
    times the player's UI scale setting. A setting above 1 enlarges them as far as the columns
    still fit the window's height: the right column (stack, the whole `tracker` when it shows,
    the buttons) or, with the tracker shown, the right column without the stack and the left
    one with it (`stack_beside_seats`). With the tracker shown the right column fills the
    reference height already: a play-test saw 110% and 120% change nothing at 1366x768, and
    play-test 28 read "this window allows 101%" at 1280x800."""
    fitted = min(screen_size[0] / REFERENCE[0], screen_size[1] / REFERENCE[1])
    factor = _PLAYER_FACTOR[0]
    k = fitted * factor
    if factor > 1:
        h = screen_size[1]
        with_stack, without, left = _column_heights(tracker)
        room = h / with_stack
        if tracker:
            room = max(room, min(h / without, h / left))
        k = min(k, max(fitted, room))
    return max(MIN_SCALE, min(MAX_SCALE, k))


COMPACT_SHARE = 0.5
"""The least share of the window's width the two side columns leave the table (at the window's
own scale, `compact_layout`); below it the compact layout is used. The two columns' table
measured (`layout`, four seats): 640x480 176 px (28%), 800x600 336 (42%), 900x700 436 (48%),
1024x600 and 1024x768 560 (55%), 1280x800 736 (57%), 1280x720 792 (62%), 1366x768 845 (62%).
The compact layout gives 421 (66%), 581 (73%) and 681 (76%) of the first three."""
COMPACT_STACK_HEIGHT = 74
"""The compact layout's stack panel (px at UI scale 1): the turn, then the card and the counts."""
COMPACT_STACK_FOLDED = 44
"""The compact layout's stack panel folded to its words (px at UI scale 1): the turn's line, then
the counts on one line, while a hint docked in the column takes the rest of its place
(`Hud.stack_folded`)."""
SEAT_CHIP_WIDTH = 150
"""The least width (px at UI scale 1) of a seat's chip in the compact layout's strip: its name
and score on one line, its supply and kings on the next."""
SEAT_CHIP_HEIGHT = 40
COMPACT_HEADING = 28
"""Where the compact stack panel's card and counts begin, under its line of the turn (px at UI
scale 1)."""
SEAT_CHIP_GAP = 4


def compact_layout(screen_size: tuple[int, int]) -> bool:
    """Whether the window is laid out compactly: the seats in a strip above the prompt, the
    stack, tracker and buttons in the one side column, the log folded behind the large log (L).
    That is where the two side columns, at the window's own scale (the player's UI scale setting
    aside: it does not switch layouts), would leave the table less than `COMPACT_SHARE` of the
    width; at 640x480 they left it 176 px, 28%."""
    w, h = screen_size
    k = max(MIN_SCALE, min(MAX_SCALE, min(w / REFERENCE[0], h / REFERENCE[1])))
    sides = REFERENCE[0] - FALLBACK_RECTS["table"].width
    return w - sides * k < COMPACT_SHARE * w


def seat_chips(area: pygame.Rect, players: int, scale: float) -> list[pygame.Rect]:
    """The seats' chips in the compact layout's strip `area`: as many to a row as keep
    `SEAT_CHIP_WIDTH`, the rows as even as they can be (four seats at 640x480: two and two)."""
    step = round(SEAT_CHIP_GAP * scale)
    per_row, rows = _chip_grid(area.width, players, scale)
    chip_h = round(SEAT_CHIP_HEIGHT * scale)
    chips = []
    for p in range(players):
        r, c = divmod(p, per_row)
        in_row = min(per_row, players - r * per_row)
        width = (area.width - (in_row - 1) * step) // in_row
        chips.append(pygame.Rect(area.x + c * (width + step), area.y + r * (chip_h + step), width, chip_h))
    return chips


def _chip_grid(width: int, players: int, scale: float) -> tuple[int, int]:
    """(chips to a row, rows) of the seats' strip `width` pixels wide."""
    step = round(SEAT_CHIP_GAP * scale)
    players = max(1, players)
    fit = max(1, (width + step) // (round(SEAT_CHIP_WIDTH * scale) + step))
    rows = -(-players // min(players, fit))
    return -(-players // rows), rows


def stack_beside_seats(screen_size: tuple[int, int], tracker: bool = True) -> bool:
    """Whether the stack's panel goes in the left column, under the seats (the log shows fewer
    rows), rather than above the tracker: at a UI scale setting above 1 where the right column
    would cut the tracker (`ui_scale`), which then keeps its whole height. Never in the compact
    layout, which has no left column."""
    if not tracker or _PLAYER_FACTOR[0] <= 1 or compact_layout(screen_size):
        return False
    k = ui_scale(screen_size, tracker)
    with_stack, _without, _left = _column_heights(tracker)
    return with_stack * k > screen_size[1] + 1


def layout(
    screen_size: tuple[int, int], ocean: OceanMap | None = None, players: int = 6, with_tracker: bool = True
) -> dict[str, pygame.Rect]:
    """HUD rectangles for a window size.

    The reference rectangles (map or built in) give the columns' widths, the margins and the
    heights of the prompt and the stack panel at 1280x800; they are scaled by `ui_scale` and
    anchored to the window's edges: seats and log on the left, stack, tracker and buttons on
    the right, the prompt above the table, and the table takes the rest. The seats panel is as
    tall as `players` rows need. At an enlarged UI the stack goes under the seats where the
    right column has no room for it (`stack_beside_seats`). A narrow window gets the compact
    layout (`compact_layout`, `_compact_rects`).
    """
    ref: dict[str, pygame.Rect] = {}
    for name, fallback in FALLBACK_RECTS.items():
        rect = None
        if ocean is not None:
            try:
                rect = ocean.hud_rect(name)
            except KeyError:
                rect = None
        ref[name] = pygame.Rect(rect) if rect is not None else pygame.Rect(fallback)
    w, h = screen_size
    k = ui_scale(screen_size, with_tracker)
    if compact_layout(screen_size):
        return _compact_rects(screen_size, ref, k, players)

    def u(v: float) -> int:
        return round(v * k)

    margin = u(ref["seats"].x)
    gap = u(ref["log"].y - ref["seats"].bottom)
    left_w = u(ref["seats"].width)
    right_w = u(ref["stack"].width)
    right_x = w - margin - right_w
    seats_h = min(u(ref["seats"].height), u(34 + 54 * max(2, players)))
    seats = pygame.Rect(margin, margin, left_w, seats_h)
    if stack_beside_seats(screen_size, with_tracker):
        stack = pygame.Rect(margin, seats.bottom + gap, left_w, u(ref["stack"].height))
        right_top = margin
    else:
        stack = pygame.Rect(right_x, margin, right_w, u(ref["stack"].height))
        right_top = stack.bottom + gap
    left_top = (stack.bottom if stack.x == margin else seats.bottom) + gap
    log = pygame.Rect(margin, left_top, left_w, h - margin - left_top)
    middle_x = seats.right + gap
    # At least three lines of small text: a small window's prompt panel is narrow (640x480 cut it).
    prompt = pygame.Rect(middle_x, margin, right_x - gap - middle_x, max(u(ref["prompt"].height), MIN_PROMPT_HEIGHT))
    table = pygame.Rect(middle_x, prompt.bottom + gap, prompt.width, h - margin - prompt.bottom - gap)
    need = button_area_height(k)
    buttons = pygame.Rect(right_x, h - margin - need, right_w, need)
    tracker = pygame.Rect(right_x, right_top, right_w, buttons.top - gap - right_top)
    return {
        "seats": seats,
        "log": log,
        "prompt": prompt,
        "table": table,
        "stack": stack,
        "tracker": tracker,
        "buttons": buttons,
    }


def _compact_rects(
    screen_size: tuple[int, int], ref: dict[str, pygame.Rect], k: float, players: int
) -> dict[str, pygame.Rect]:
    """The compact layout (`compact_layout`): one column on the right, as wide as the usual
    right column, with a smaller stack panel (the turn above the card and its counts), the
    tracker and the buttons (with "Log (L)" among the small ones); the seats as a strip of chips
    above the prompt, and the table under them with the rest of the width. The log is folded
    away: its rectangle is empty (no height), and the large log (L) shows it."""
    w, h = screen_size

    def u(v: float) -> int:
        return round(v * k)

    margin = u(ref["seats"].x)
    gap = u(ref["log"].y - ref["seats"].bottom)
    small = u(8)
    right_w = u(ref["stack"].width)
    right_x = w - margin - right_w
    stack = pygame.Rect(right_x, margin, right_w, u(COMPACT_STACK_HEIGHT))
    need = button_area_height(k, compact=True)
    buttons = pygame.Rect(right_x, h - margin - need, right_w, need)
    # the column's panels closer together than the usual columns': the hint's dock (the tracker's
    # place down to the first button shown) then takes a hint beside four action buttons at 640x480
    tracker = pygame.Rect(right_x, stack.bottom + small, right_w, max(0, buttons.top - small - stack.bottom - small))
    width = right_x - gap - margin
    _per_row, rows = _chip_grid(width, players, k)
    seats = pygame.Rect(margin, margin, width, rows * u(SEAT_CHIP_HEIGHT) + (rows - 1) * u(SEAT_CHIP_GAP))
    prompt = pygame.Rect(margin, seats.bottom + small, width, max(u(ref["prompt"].height), MIN_PROMPT_HEIGHT))
    table = pygame.Rect(margin, prompt.bottom + small, width, h - margin - prompt.bottom - small)
    log = pygame.Rect(margin, h - margin, u(ref["log"].width), 0)
    return {
        "seats": seats,
        "log": log,
        "prompt": prompt,
        "table": table,
        "stack": stack,
        "tracker": tracker,
        "buttons": buttons,
    }


def button_area_height(scale: float, compact: bool = False) -> int:
    """Pixels the buttons need: the action rows and the grid of system buttons (with the
    compact layout's own, `COMPACT_LABELS`, when `compact`)."""
    action = round(30 * scale) + round(5 * scale)
    system = round(SYSTEM_HEIGHT * scale) + round(5 * scale)
    count = len(SYSTEM_LABELS) + (len(COMPACT_LABELS) if compact else 0)
    return ACTION_ROWS * action + ((count + 1) // 2) * system


def turn_heading(turn: int, players: int) -> str:
    """The seats panel's heading in the game: the turn (each seat's turn counts one, as the rules
    and the log count them) and the round, each seat's turn once (play-test 41 read "Turn 36" as
    its 36th turn where it was its 8th: the 5-seat game seemed short)."""
    return f"Turn {turn} · round {(turn - 1) // max(1, players) + 1}"


def is_system(button: Button) -> bool:
    """True for the always-present small buttons (speed, rules, menu, toggles)."""
    return button.label.startswith(SYSTEM_LABELS + SYSTEM_ALIASES + COMPACT_LABELS)


PROMPT_FILL = (10, 28, 48, 255)
"""The prompt banner's fill: opaque (the wakes of the cards behind it showed through its words
in a play-test)."""


class Hud:
    """Draws the panels; owns the action buttons, the log and the tracker."""

    def __init__(self, match: Match, names: list[str], colours: list[str], cards: tuple[Card, ...]) -> None:
        self.match = match
        self.names = names
        self.name_forms: tuple[tuple[str, ...], ...] = tuple((name,) for name in names)
        """What the seats panel calls each seat, the longest form first: it shows the longest
        that fits its room. The table sets it (`table_text.seat_name_forms`): a seat the hard
        level plays for its person reads "Blue (the hard level, for you)" where it fits."""
        self.colours = colours
        self.cards = cards
        self.rects: dict[str, pygame.Rect] = dict(FALLBACK_RECTS)
        self.scale = 1.0
        self.compact = False
        """The compact layout (`compact_layout`): the seats drawn as a strip of chips, the turn in
        the stack's smaller panel, no log panel (the large log shows it: "Log (L)")."""
        self.buttons: list[Button] = []
        self.log = LogPanel()
        self.tracker = Tracker(cards, match.deck.stack_ids, len(match.seats))
        self.show_tracker = True
        self.tracker_height: int | None = None
        """The height the tracker gets while a hint's panel lies in the lower part of its place
        (None: the whole place)."""
        self.stack_folded = False
        """The compact stack panel shows only its words (`folded_stack_rect`: the turn, then the
        counts on one line) while a hint docked in the column lies over the rest of its place
        (set by the table: `TableHints.fit_column`)."""
        self._tracker_key: tuple[tuple[int, ...], float, tuple[int, ...], bool, int | None, bool] | None = None
        self._seats_key: _SeatsKey | None = None
        self._seats_image: pygame.Surface | None = None
        self._tracker_image: pygame.Surface | None = None
        self._waiting: dict[str, int] = {}
        """Frames each changed panel has waited for its painting (see `_painter`)."""
        self.stack_left: list[int] = list(match.state.stack)
        """The stack's composition as the animation shows it (never its order)."""
        self.end_shown = match.state.end_triggered
        self.stall_shown: int | None = None
        """The turns left before the game ends by R8.5 when the tracker tells it (`Tracker.draw`'s `stall`)."""
        self.over_shown = False
        """The table shows the game's end: the stack panel says "Game over", not "Final turn!"."""
        self.controls_shown = True
        """Draw the buttons (the score screen, drawing the final table behind its sheet, hides them)."""
        self.thinking_seat = -1
        self.thinking_rect: pygame.Rect | None = None
        """Where "thinking..." was last drawn in the seats panel's image."""
        self.notice_rect: pygame.Rect | None = None
        """Where the notice was last drawn."""
        self.shown_active = match.state.active
        self.shown_turn = match.state.turn
        self.prompt = ""
        self.notice_text = ""
        """A short message of the table ("Game saved as ..."), shown under the prompt until
        `notice_until` (the scene's clock)."""
        self.notice_until = 0.0

    def notice(self, message: str, now: float, seconds: float = NOTICE_SECONDS) -> None:
        """Show `message` under the prompt for `seconds` from the scene time `now` (it also
        goes to the log, which may be scrolled back: a play-test saw nothing happen)."""
        self.notice_text = message
        self.notice_until = now + seconds

    def clear_notice(self) -> None:
        """Take the notice away now (the table under the score sheet: its time stops there, and
        a notice shown as the game ended stayed behind the sheet, play-test 41)."""
        self.notice_text = ""

    def _result(self) -> Result:
        """The live standing, recomputed only when the state has moved."""
        key = (id(self.match.state), self.match.state.steps)
        if getattr(self, "_result_key", None) != key:
            self._result_key = key
            self._result_value = self.match.state.result()
        return self._result_value

    def set_layout(self, rects: dict[str, pygame.Rect], scale: float = 1.0, compact: bool = False) -> None:
        """Adopt new rectangles and UI scale (window resized), of the compact layout when
        `compact` (`compact_layout`)."""
        self.rects = rects
        self.scale = scale
        self.compact = compact
        self.log.set_rect(rects["log"], scale)
        self.place_buttons()

    def over_panel(self, pos: tuple[int, int]) -> bool:
        """True when `pos` lies on a drawn HUD panel (not the table area)."""
        names = ["seats", "log", "stack", "buttons"] + (["tracker"] if self.show_tracker else [])
        if self.prompt:
            names.append("prompt")
        return any(self.rects[name].collidepoint(pos) for name in names)

    def px(self, size: float) -> int:
        """A text or spacing size of the reference layout, scaled."""
        return max(10, round(size * self.scale))

    def place_buttons(self) -> None:
        """Action buttons stack up from above the system grid; the system buttons fill a
        two-column grid at the bottom of the buttons rectangle. A secondary button (`Button.secondary`)
        is as small as the system buttons, in a full-width row between the two."""
        area = self.rects["buttons"]
        k = self.scale
        system = [b for b in self.buttons if is_system(b)]
        secondary = [b for b in self.buttons if b.secondary and not is_system(b)]
        actions = [b for b in self.buttons if not is_system(b) and not b.secondary]
        sys_h, step = round(SYSTEM_HEIGHT * k), round(5 * k)
        rows = (len(system) + 1) // 2
        col_w = (area.width - step) // 2
        top = area.bottom - rows * (sys_h + step) + step
        for i, button in enumerate(system):
            r, c = divmod(i, 2)
            width = area.width if (i == len(system) - 1 and c == 0) else col_w
            button.rect = pygame.Rect(area.x + c * (col_w + step), top + r * (sys_h + step), width, sys_h)
            button.size = self.px(13)
        y = top - step
        for button in reversed(secondary):
            y -= sys_h
            button.rect = pygame.Rect(area.x, y, area.width, sys_h)
            button.size = self.px(13)
            y -= step
        for button in reversed(actions):
            height = round(30 * k)
            y -= height
            button.rect = pygame.Rect(area.x, y, area.width, height)
            button.size = self.px(17)
            y -= step

    @property
    def stack_card_rect(self) -> pygame.Rect:
        """Where the face-down top card of the stack is drawn (the drag source)."""
        area = self.rects["stack"]
        if self.compact:  # under the turn's line (clear of the backs stacked up and right), beside the counts
            top = area.y + self.px(COMPACT_HEADING) + round(6 * self.scale)
            room = area.bottom - round(5 * self.scale) - top
            w, h = cardgeom.card_surface_size(max(4.0, min(area.width * 0.2, (room - 2) / math.sqrt(3))))
            return pygame.Rect(area.x + self.px(12), top + (room - h) // 2, w, h)
        size = min(area.width * 0.2, area.height * 0.32)
        w, h = cardgeom.card_surface_size(size)
        return pygame.Rect(area.x + self.px(14), area.centery - h // 2 + self.px(8), w, h)

    @property
    def folded_stack_rect(self) -> pygame.Rect:
        """Where the compact stack panel folded to its words is drawn (`stack_folded`): the top
        of its place."""
        area = self.rects["stack"]
        return pygame.Rect(area.x, area.y, area.width, min(area.height, self.px(COMPACT_STACK_FOLDED)))

    def draw(self, surface: pygame.Surface, display: DisplayTable, t: float, hide_stack_top: bool = False) -> None:
        """Draw every panel. The seats, tracker and log panels are painted into images kept
        until what they show changes; when several change in one frame, one is painted and
        the others show their last image one frame more (`_painter`: painting one costs about
        1 ms at 2560x1440, and a turn passing changes two at once)."""
        seats_key = self._seats_paint_key(display, t)
        rect = self.rects["tracker"]
        if self.tracker_height is not None:  # above a hint docked in its place: its counts at least
            rect = pygame.Rect(rect.x, rect.y, rect.width, min(rect.height, self.tracker_height))
        shows = self.show_tracker and rect.height >= self.px(MIN_TRACKER_HEIGHT)
        tracker_key = (
            tuple(rect),
            self.scale,
            tuple(sorted(self.stack_left)),
            self.end_shown,
            self.stall_shown,
            self.over_shown,
        )
        changed = {
            "seats": seats_key != self._seats_key,
            "tracker": shows and tracker_key != self._tracker_key,
            "log": not self.compact and self.log.needs_paint(),  # folded in the compact layout
        }
        painter = self._painter([name for name, change in changed.items() if change])
        self._draw_seats(surface, display, t, seats_key, painter in ("seats", None))
        self._draw_stack(surface, display, hide_stack_top)
        if shows:
            image = self._tracker_image
            stale = image is None or image.get_size() != rect.size
            if tracker_key != self._tracker_key and (painter in ("tracker", None) or stale):
                self._tracker_key = tracker_key
                image = self._tracker_image = _clear_or_new(image, rect.size)
                self.tracker.draw(
                    image,
                    pygame.Rect(0, 0, *rect.size),
                    self.scale,
                    self.stack_left,
                    self.end_shown,
                    self.over_shown,
                    shrink=self.tracker_height is None,
                    stall=self.stall_shown,
                )
            assert image is not None
            surface.blit(image, rect)
        if not self.compact:
            self.log.draw(surface, paint=painter in ("log", None))
        self._draw_prompt(surface)
        if self.controls_shown:
            for button in self.buttons:
                button.draw(surface)

    def notice_showing(self, t: float) -> bool:
        """True while a notice is on show at the scene's time `t`."""
        return bool(self.notice_text) and t < self.notice_until

    def draw_notice(
        self,
        surface: pygame.Surface,
        t: float,
        below: pygame.Rect | None = None,
        avoid: tuple[int, int] | None = None,
        cards: Sequence[pygame.Rect] = (),
        keep: Sequence[pygame.Rect] = (),
        tabs: Sequence[pygame.Rect] = (),
        area: pygame.Rect | None = None,
        read: Sequence[pygame.Rect] = (),
        place: pygame.Rect | None = None,
        sea: Sequence[pygame.Rect] = (),
    ) -> None:
        """The notice, while it lasts, on a small panel at the top of the table area, or under
        `below` (the hint's panel: a play-test found the notice hidden under it), or at the
        bottom of the table area where the top one would lie over the point `avoid` (the
        pointer: a play-test's "Not that beach" covered the beach just clicked) or over more
        of the `cards` (the islands' boxes: play-test 20's notice hid an island's name and
        ships while the bottom of the table was open sea), the cards of `keep` (those the
        person is deciding on) weighing first: play-test 22's "Not that beach" hid the top beach
        of the island its fleet was landing on, and the hint's ring on it. It keeps off the
        `tabs` (the controls on the table area: the off-view tabs at its edges, "1 more · F",
        and the whole table's tab at its top left), moved away from the edge past them, or to
        the other end where that is clear of them (`_clear_of_tabs`): play-test 25's "Cards too
        small?" tip lay over the bottom tab, and a later one's over the whole table's tab.
        `area` is the part of the table area it may use (all of it by default). It never covers
        `read`, what the player is reading on the table (a hovered pier's voyage preview: its
        odds box, its end's label): at the other end where the top place would, and hidden
        (`notice_rect` None) while no place is clear of them (the "Cards too small?" tip lay
        over a pier's odds at 1366x768). With a `place` (a room the table's view keeps clear of
        cards, `TableDrawing.size_tip_box`) it is drawn there and nowhere else, or hidden while
        that covers `read`. The `sea` (the water cards' boxes) weighs last, between places
        that cover as much of the `cards`: a top place over a water card's wake was kept with
        the bottom open sea. Drawn last."""
        self.notice_rect = None
        if not self.notice_showing(t):
            return
        area = self.rects["table"] if area is None else area
        images = self._notice_lines(area)
        if place is not None:
            if place.collidelist(read) < 0:
                self._draw_notice_box(surface, place, images)
            return
        box = self.notice_box(area)
        top = area.y + self.px(8)
        if below is not None and below.colliderect(box.move(area.centerx - box.centerx, top - box.y)):
            top = below.bottom + self.px(8)
        box.midtop = (area.centerx, top)
        bottom = box.copy()
        bottom.midbottom = (area.centerx, area.bottom - self.px(8))
        # each place as it would be drawn, clear of the tabs, before they are compared: the top
        # one judged before it moved below the whole table's tab lay over a card there, with the
        # bottom of the table open sea (a play-tester, key F's whole table)
        box = self._clear_of_tabs(box, list(tabs), area, downward=True)
        bottom = self._clear_of_tabs(bottom, list(tabs), area, downward=False)
        if avoid is not None and box.inflate(self.px(40), self.px(40)).collidepoint(avoid):
            box = bottom
        elif box.collidelist(read) >= 0:
            box = bottom
        elif (covered_area(bottom, keep), covered_area(bottom, cards), covered_area(bottom, sea)) < (
            covered_area(box, keep),
            covered_area(box, cards),
            covered_area(box, sea),
        ):
            box = bottom
        if box.collidelist(read) >= 0:
            return  # hidden while the player reads what it would cover
        self._draw_notice_box(surface, box, images)

    def _notice_lines(self, area: pygame.Rect) -> list[pygame.Surface]:
        """The notice's lines as drawn, wrapped to the width of `area`."""
        lines = wrap(self.notice_text, self.px(17), area.width - self.px(48), bold=True)
        return [text(line, self.px(17), ACCENT, bold=True) for line in lines]

    def notice_box(self, area: pygame.Rect) -> pygame.Rect:
        """The size of the notice's panel in `area` (at the origin): its lines and their margins."""
        images = self._notice_lines(area)
        box = pygame.Rect(0, 0, max(i.get_width() for i in images), sum(i.get_height() for i in images))
        return box.inflate(self.px(28), self.px(14)).move(self.px(14), self.px(7))

    def _draw_notice_box(self, surface: pygame.Surface, box: pygame.Rect, images: list[pygame.Surface]) -> None:
        """The notice's panel at `box`, its lines centred in it (`notice_rect` records where)."""
        self.notice_rect = box
        draw_panel(surface, box)
        y = box.y + self.px(7)
        for image in images:
            surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
            y += image.get_height()

    def _clear_of_tabs(
        self, box: pygame.Rect, tabs: list[pygame.Rect], area: pygame.Rect, downward: bool
    ) -> pygame.Rect:
        """The notice's `box` moved clear of `tabs`: away from its edge of `area` (down from the
        top when `downward`, else up from the bottom) past every tab it covers, as often as the
        tabs it then covers need; where that leaves the area, the same from the other end;
        where neither is clear, moved off the first tabs it covered (a notice never covers a
        control where the area has room for it)."""
        gap = self.px(4)

        def moved(start: pygame.Rect, down: bool) -> pygame.Rect | None:
            rect = start.copy()
            for _ in range(len(tabs) + 1):
                hit = [tabs[i] for i in rect.collidelistall(tabs)]
                if not hit:
                    return rect if area.contains(rect) else None
                if down:
                    rect.top = max(tab.bottom for tab in hit) + gap
                else:
                    rect.bottom = min(tab.top for tab in hit) - gap
            return None

        if not box.collidelistall(tabs):
            return box
        other = box.copy()
        if downward:
            other.bottom = area.bottom - self.px(8)
        else:
            other.top = area.top + self.px(8)
        for start, down in ((box, downward), (other, not downward)):
            clear = moved(start, down)
            if clear is not None:
                return clear
        hit = [tabs[i] for i in box.collidelistall(tabs)]
        box = box.copy()
        if downward:
            box.top = max(tab.bottom for tab in hit) + gap
        else:
            box.bottom = min(tab.top for tab in hit) - gap
        return box

    def _painter(self, changed: list[str]) -> str | None:
        """Which of the changed panels is painted this frame: the one that has waited longest
        (None: nothing changed)."""
        for name in list(self._waiting):
            if name not in changed:
                del self._waiting[name]
        for name in changed:
            self._waiting.setdefault(name, 0)
        if not changed:
            return None
        chosen = max(changed, key=lambda name: (self._waiting[name], -changed.index(name)))
        for name in changed:
            self._waiting[name] = 0 if name == chosen else self._waiting[name] + 1
        return chosen

    def _seats_paint_key(self, display: DisplayTable, t: float) -> _SeatsKey:
        area = self.rects["seats"]
        kings = tuple(sorted(display.kings.values()))
        dots = int(t * 3) % 3 if self.thinking_seat >= 0 else -1
        return (
            tuple(area),
            self.scale,
            self.shown_turn,
            self.shown_active,
            tuple(display.supply),
            kings,
            self._result().scores,
            self.thinking_seat,
            dots,
            self.match.state.is_over(),
            self.name_forms,
        )

    def _draw_seats(
        self, surface: pygame.Surface, display: DisplayTable, t: float, key: _SeatsKey | None = None, paint: bool = True
    ) -> None:
        """The seats panel, painted again only when something on it changes (without `paint`
        the last image shows one frame more, if it has the panel's size)."""
        area = self.rects["seats"]
        key = self._seats_paint_key(display, t) if key is None else key
        image = self._seats_image
        stale = image is None or image.get_size() != area.size
        if key != self._seats_key and (paint or stale):
            self._seats_key = key
            image = self._seats_image = _clear_or_new(image, area.size)
            self._paint_seats(image, pygame.Rect(0, 0, *area.size), display, t)
        assert image is not None
        surface.blit(image, area)

    def heading(self) -> str:
        """The seats panel's heading: the turn and round, or the setup."""
        if self.shown_turn > 0:
            return turn_heading(self.shown_turn, len(self.names))
        return f"Setup: two ships each on {self.match.deck.start.name}"

    def _paint_seats(self, surface: pygame.Surface, area: pygame.Rect, display: DisplayTable, t: float) -> None:
        if self.compact:
            self._paint_seat_chips(surface, area, display, t)
            return
        draw_panel(surface, area)
        state = self.match.state
        result = self._result()
        px = self.px
        heading = self.heading()
        size = fitting_size([heading], px(18), area.width - px(20))  # a long start island's name too
        surface.blit(text(heading, size, INK_DIM), (area.x + px(12), area.y + px(8)))
        rows = len(self.names)
        row_h = min(px(54), (area.height - px(34)) // max(1, rows))
        for p in range(rows):
            top = area.y + px(30) + p * row_h
            row = pygame.Rect(area.x + 6, top, area.width - 12, row_h - 4)
            if p == self.shown_active and not state.is_over():
                pygame.draw.rect(surface, (60, 110, 150), row, border_radius=8)
                pygame.draw.rect(surface, ACCENT, row, width=2, border_radius=8)
            icon = shipart.ship_sprite(self.colours[p], min(px(34), row_h - 10))
            surface.blit(icon, icon.get_rect(midleft=(row.x + 4, row.centery)))
            score = text(str(result.scores[p]), px(26), ACCENT, bold=True)
            room = row.width - px(44) - score.get_width() - px(16)  # the score's right margin and a gap
            name = text(longest_fitting(self.name_forms[p], px(18), room, bold=True), px(18), INK, bold=True)
            kings = sum(1 for owner in display.kings.values() if owner == p)
            detail = f"supply {display.supply[p] if p < len(display.supply) else 0}   kings {kings}/2"
            details = text(detail, px(15), INK_DIM)
            name_y, detail_y = _two_lines(name, details, row)
            surface.blit(name, (row.x + px(44), name_y))
            spot = details.get_rect(topleft=(row.x + px(44), detail_y))
            if p == self.thinking_seat:
                # On the detail line, after the supply and kings, or in their place where there
                # is no room: on the name's line it ran into a long name ("Orange (hard)thinking...",
                # a play-test).
                label = text(f"thinking{'.' * (1 + int(t * 3) % 3)}", px(15), ACCENT)
                beside = label.get_rect(midleft=(spot.right + px(10), spot.centery))
                if beside.right <= row.right - px(40):
                    surface.blit(details, spot)
                    spot = beside
                else:
                    spot = label.get_rect(midleft=spot.midleft)
                self.thinking_rect = spot
                surface.blit(label, spot)
            else:
                surface.blit(details, spot)
            surface.blit(score, score.get_rect(midright=(row.right - px(8), row.centery)))

    def _paint_seat_chips(self, surface: pygame.Surface, area: pygame.Rect, display: DisplayTable, t: float) -> None:
        """The compact layout's seats (`seat_chips`): a chip each, its ship, name and score on a
        line and its supply and kings under them ("thinking..." in their place while it thinks),
        the seat whose turn it is lit as in the seats panel. Text keeps the seats panel's sizes
        where it fits the chip, and is never smaller than 10 px."""
        state = self.match.state
        result = self._result()
        px = self.px
        chips = seat_chips(area, len(self.names), self.scale)
        if not chips:
            return
        def gap(v: float) -> int:  # a spacing (px, whose least is a text's, would make 4 px 10)
            return round(v * self.scale)

        inner_w = chips[0].width - 2 * gap(8)
        scores = [text(str(result.scores[p]), px(20), ACCENT, bold=True) for p in range(len(chips))]
        icon_w = px(18)
        details = []
        for p in range(len(chips)):
            kings = sum(1 for owner in display.kings.values() if owner == p)
            details.append(f"supply {display.supply[p] if p < len(display.supply) else 0}   kings {kings}/2")

        def fits(size: int, labels: list[str], room: list[int], bold: bool) -> bool:
            face = font(size, bold)
            return all(face.size(label)[0] <= width for label, width in zip(labels, room, strict=True))

        # one size for every name and one for every detail line (the largest all fit, down to 10 px);
        # a name with shorter forms is sized by its shortest and shows the longest that fits
        rooms = [inner_w - icon_w - gap(4) - score.get_width() - gap(6) for score in scores]
        shortest = [forms[-1] for forms in self.name_forms[: len(chips)]]
        name_px = next((s for s in range(px(15), 10, -1) if fits(s, shortest, rooms, True)), 10)
        detail_px = next((s for s in range(px(14), 10, -1) if fits(s, details, [inner_w] * len(chips), False)), 10)
        for p, chip in enumerate(chips):
            if p == self.shown_active and not state.is_over():
                pygame.draw.rect(surface, (60, 110, 150), chip, border_radius=8)
                pygame.draw.rect(surface, ACCENT, chip, width=2, border_radius=8)
            else:
                draw_panel(surface, chip)
            inner = chip.inflate(-2 * gap(8), 0)
            icon = shipart.ship_sprite(self.colours[p], icon_w)
            name = text(longest_fitting(self.name_forms[p], name_px, rooms[p], bold=True), name_px, INK, bold=True)
            detail = text(clip_to_width(details[p], detail_px, inner.width), detail_px, INK_DIM)
            name_y, detail_y = _two_lines(name, detail, chip)
            middle = name_y + name.get_height() // 2
            surface.blit(icon, icon.get_rect(midleft=(inner.x, middle)))
            surface.blit(name, (inner.x + icon_w + gap(4), name_y))
            surface.blit(scores[p], scores[p].get_rect(midright=(inner.right, middle)))
            spot = detail.get_rect(topleft=(inner.x, detail_y))
            if p == self.thinking_seat:  # in the place of the supply and kings: a chip has no room beside them
                label = text(f"thinking{'.' * (1 + int(t * 3) % 3)}", detail_px, ACCENT)
                spot = label.get_rect(topleft=spot.topleft)
                self.thinking_rect = spot
                surface.blit(label, spot)
            else:
                surface.blit(detail, spot)

    def _draw_stack(self, surface: pygame.Surface, display: DisplayTable, hide_top: bool) -> None:
        """The stack's panel: its card and counts (in the compact layout under the turn), or
        folded to the turn and the counts' line (`stack_folded`)."""
        folded = self.compact and self.stack_folded
        area = self.folded_stack_rect if folded else self.rects["stack"]
        px = self.px
        draw_panel(surface, area)
        cards = self.cards
        islands = sum(1 for c in self.stack_left if cards[c].is_island)
        waters = len(self.stack_left) - islands
        if self.compact:  # the turn heads it (no seats panel): the stack is the card and its counts
            if self.end_shown:
                heading, colour = ("Game over" if self.over_shown else f"Turn {self.shown_turn} · final turn!"), ACCENT
            else:
                heading, colour = self.heading(), INK_DIM
            room = area.width - px(20)
            fitted = fitting_size([heading], px(15), room, smallest=10)
            spot = (area.x + px(10), area.y + round(6 * self.scale))
            surface.blit(text(clip_to_width(heading, fitted, room), fitted, colour), spot)
        else:
            surface.blit(text("Stack", px(18), INK, bold=True), (area.x + px(10), area.y + px(6)))
        if folded:
            self._draw_folded_counts(surface, area, islands, waters)
            return
        rect = self.stack_card_rect
        size = rect.width / 2.0 - 1
        if display.revealed >= 0:
            image = cardart.card_surface(cards[display.revealed], size)
            surface.blit(image, image.get_rect(center=rect.center))
        elif self.stack_left and not hide_top:
            for k in range(min(3, len(self.stack_left)) - 1, -1, -1):
                back = cardback.card_back_surface(size)
                surface.blit(back, back.get_rect(center=(rect.centerx + k * 3, rect.centery - k * 3)))
        x = area.right - px(10)
        y = area.y + px(34)
        if self.compact:
            y = area.y + px(COMPACT_HEADING) + (area.bottom - area.y - px(COMPACT_HEADING) - px(21) - px(19)) // 2
        for n, word in ((islands, "Islands"), (waters, "Water")):
            label = _count_label(word, n, px(16))
            surface.blit(label, label.get_rect(topright=(x, y)))
            y += px(21)
        if self.end_shown and not self.compact:
            label = text("Game over" if self.over_shown else "Final turn!", px(16), ACCENT, bold=True)
            surface.blit(label, label.get_rect(topright=(x, y)))

    def _draw_folded_counts(self, surface: pygame.Surface, area: pygame.Rect, islands: int, waters: int) -> None:
        """The folded stack panel's counts (`stack_folded`): "Islands: 15" at the left and
        "Water: 16" at the right of one line at the panel's foot, smaller where both do not fit
        its width."""
        inner = area.inflate(-2 * self.px(10), -2 * round(6 * self.scale))
        words = [f"Islands: {islands}", f"Water: {waters}"]
        size = fitting_size(["  ".join(words)], self.px(16), inner.width, smallest=10)
        left, right = _count_label("Islands", islands, size), _count_label("Water", waters, size)
        surface.blit(left, left.get_rect(bottomleft=inner.bottomleft))
        surface.blit(right, right.get_rect(bottomright=inner.bottomright))

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        area = self.rects["prompt"]
        if not self.prompt:
            return
        draw_panel(surface, area, PROMPT_FILL)
        size, lines = self.prompt_lines()
        step = text("Ag", size, INK, bold=True).get_height()
        y = area.centery - step * len(lines) // 2
        for line in lines:
            label = text(line, size, INK, bold=True)
            surface.blit(label, label.get_rect(midtop=(area.centerx, y)))
            y += step

    def prompt_lines(self) -> tuple[int, list[str]]:
        """(text size, lines) of the prompt: the reference size when its lines fit the prompt
        panel, else smaller, down to 10 px; a prompt that fits no size loses the end of its last
        line to an ellipsis (at 640x480 a play-test read "Place a starting ship on a")."""
        area = self.rects["prompt"]
        width = area.width - self.px(24)
        for size in range(self.px(18), 9, -1):
            lines = list(balanced_wrap(self.prompt, size, width, bold=True))
            if len(lines) * text("Ag", size, INK, bold=True).get_height() <= area.height - 4:
                return size, lines
        room = max(1, (area.height - 4) // text("Ag", 10, INK, bold=True).get_height())
        lines = list(wrap(self.prompt, 10, width, bold=True))
        return 10, [*lines[: room - 1], lines[room - 1] + " …"] if len(lines) > room else lines


def _count_label(word: str, count: int, size: int) -> pygame.Surface:
    """The stack panel's count of its islands or water cards ("Islands: 15") at text `size`:
    dim, or bold in the accent when 3 or fewer are left."""
    low = count <= 3
    return text(f"{word}: {count}", size, ACCENT if low else INK_DIM, bold=low)


def _two_lines(first: pygame.Surface, second: pygame.Surface, row: pygame.Rect) -> tuple[int, int]:
    """Where to blit two lines of text (their tops), one under the other and centred in `row`:
    each line's height is its font's, descent included, so no glyph of the first reaches the
    second. A seat's name and its supply line were placed at fixed offsets, and at UI scale 80%
    the name's descenders ran into the line under it (play-test 35)."""
    top = row.centery - (first.get_height() + second.get_height()) // 2
    return top, top + first.get_height()


def _clear_or_new(image: pygame.Surface | None, size: tuple[int, int]) -> pygame.Surface:
    """`image` cleared to transparent when it has `size` (no new surface), else a new one."""
    if image is not None and image.get_size() == size:
        image.fill((0, 0, 0, 0))
        return image
    return pygame.Surface(size, pygame.SRCALPHA)


def pulse(t: float) -> float:
    """0..1 pulsing value for blinking accents."""
    return 0.5 + 0.5 * math.sin(t * 4)


