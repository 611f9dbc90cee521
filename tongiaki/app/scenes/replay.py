"""The replay viewer: watch a saved or finished game, forward and back, at any speed.

The board, the log and the tracker are the table scene's own, in its watch-only mode, fed by a
`ReplayCursor` (play/replay.py): one decision forward animates that decision's events; any
other move (back, by turn, a jump) rebuilds the table as it was at that moment, with the log
told up to there. The record is never changed.

Controls: the bar at the bottom, or the keys Right / Left (a decision), Page Down / Page Up
(a turn), Home / End, Space (play or pause), 1-4 (playing speed), Escape (leave); a click on
the strip under the buttons (the whole record, `widgets.timeline`) goes to that moment. A button
pointed at says what it does and its key in a tip above the status line ("Replay: turn 10 of 44,
...", which stays in sight).

**Review** (the button, or R): the moves of the game's human seats (every seat's in a game of
computers) are compared with the hard level's choices (`play.review`, worked out in a helper
process by `app.reviewer.Reviewer` while the viewer is used; the status line names the level,
and where a stronger one sat at the table, the button's tip and a notice say why not that one,
`review.level_note`). At a reviewed decision a panel in
the right-hand column says what was played and what the hard level would play, each with its
chance to win, and rings the hard level's choice on the table; the button (then "marked >", or
N) jumps to the next move the review marks on the strip, past the last back to the first
(`review.marked`, in game order: the inaccuracies and mistakes, and once it is done, where it
flags fewer than three, the close moves that cost most), a notice says which it is, and the
status line counts them. A review once made
is kept, by the game's id (`records.game_id`) and its number of moves (`play.keptreviews`): asked
again, from the score screen or the replay, this session or on another day, it shows at once
(play-test 28 waited a second minute for the same review), and one left under way goes on from
where it stopped.

A seat its person handed to the hard level ("Finish for me", `Match.stood_in`) is named so in
the turns it played the seat, as the score sheet tells them (`stand_in_seat_name`): the top bar
reads "Blue (the hard level, for you) decides next" where it read "Blue (you) decides next" for
the hard level's moves (play-test 36), from the turn it took the seat to the end, or to the turn
its person took it back (`Match.stand_in_spans`: the record keeps those turns too,
`stood_in_before`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

import pygame

from tongiaki.ai.base import Choice
from tongiaki.app.input.interaction import pointer_away
from tongiaki.app.reviewer import Reviewer
from tongiaki.app.scenes.table import TableScene
from tongiaki.app.scenes.table_draw import FRAME_COLOUR
from tongiaki.app.scenes.table_text import seat_name_forms, stand_in_seat_name, waiting_prompt
from tongiaki.app.widgets.hint import HintPanel, review_text
from tongiaki.app.widgets.hud import is_system
from tongiaki.app.widgets.timeline import Timeline
from tongiaki.app.widgets.ui import ACCENT, INK, MIN_LABEL_SIZE, Button, balanced_wrap, draw_panel, font, text, wrap
from tongiaki.play.match import HUMAN, Match
from tongiaki.play.records import game_id
from tongiaki.play.replay import ReplayCursor
from tongiaki.play.review import (
    REVIEW_LEVEL,
    Note,
    Verdict,
    close_move_cost,
    level_note,
    marked,
    people_deciders,
    stronger_levels,
    summarise,
)
from tongiaki.rules import Decision

if TYPE_CHECKING:
    from tongiaki.app.scenes.base import Scene

PLAY_SPEEDS: dict[str, float] = {"x1": 0.9, "x2": 0.45, "x4": 0.2, "x16": 0.05}
"""Playing speed -> seconds between decisions (once the last one's animation has ended)."""
ANIMATION_FOR = {"x1": "normal", "x2": "fast", "x4": "fast", "x16": "instant"}
REVIEW_LABELS = ("Review", "marked >")
"""The review's button before the review starts, and once it is under way (to the next marked
move, N): README and the guide name it so."""
PLAYED_INK = (245, 245, 245)
"""The ring of the move played at a reviewed decision (the hard level's move is ringed pink)."""
PLAYED_RING_GAP = 6
"""How much larger the move played's white ring is than the pink one: on the same spot (a
landing of another ship on the same beach) it goes around it, where it was hidden under it."""
BUTTON_HEIGHT = 36
"""The bar's buttons' height at UI scale 1; the bar, its text and its spacing all grow with the
table's UI scale (`Hud.scale`: the window's size and the player's UI scale setting) as the rest
of the HUD does (they kept their 1280x800 sizes at any scale)."""
BAR_INSET = 12
"""Pixels between the bar's sides and its buttons."""
BAR_TOP = 7
"""Pixels above the buttons, and under the strip, inside the bar."""
ROW_GAP = 6
"""Pixels between two rows of buttons, and between the buttons and the strip."""
BAR_LABEL_SIZES = (18, 17, 16, 15, 14)
"""The text sizes the bar's long labels ('< turn', 'Speed: x2') are tried at, largest first."""
BAR_SHORT_SIZES = (18, 17, 16, 15, 14, 13, 12)
"""... and its short ones ('<<', 'x2'), where the long ones do not fit at 14."""
ONE_ROW_SMALLEST = 14
"""The smallest text the buttons keep one row with; smaller, they take two rows (at 800x600 the
ten buttons of one row were squeezed alike to 12 px, 'Review' touching its box's sides and
'marked >' running into 'Menu')."""
FIRST_ROW = 7
"""Of two rows, the first holds the moves through the record (|< to >|); the second the speed,
the review and the way out."""
BAR_PAD = 16
"""Pixels a bar button keeps each side of its label where there is room (as a dialog's button)."""
BAR_LEAST_PAD = 8
"""... and at least, before its text shrinks."""
BAR_GAP = 8
"""Pixels between two of the bar's buttons ..."""
BAR_LEAST_GAP = 6
"""... and at least, before the text shrinks."""
BAR_LAST_PAD = 6
"""The padding and the gap where even the short labels at 12 px do not fit with the others."""
BAR_LAST_GAP = 4
TIMELINE_HEIGHT = 10
"""The strip of the whole record under the buttons (`widgets.timeline`)."""
BAR_MARGIN = 4
"""Gap between the bar and the bottom of the table area."""
STATUS_GAP = 4
"""Gap between the status line ("Replay: turn 3 of 20, ...") and the bar."""
TABLE_GAP = 8
"""The strip of frame between the view of the table and the status line (`covered_height`). A
table taller than its room at the readable card size is cut at an edge of the view (it shows
the most cards whole, `Camera._lean`); at the foot that edge lay flush against the status
line's panel, and the card cut there read as lying under the status line: play-test 33, 1366x768,
5 seats, turn 25 of 34, Tubuai's last 11 px (showing it whole would have cut Tokelau and Hiva
Oa at the top). A card cut there is now cut by the table's edge, a strip above the status
line, as at the top of the table area under the prompt."""
TIP_SIZE = 16
"""The text size of a bar button's tip (as every button's)."""
STATUS_SIZE = 16
"""The status line's text size where it fits the table area."""
STATUS_SMALLEST = 11
"""The least size it shrinks to (a review's counts make it about 800 px long at 16 px) ..."""
STATUS_ONE_LINE = 13
"""... and the least it keeps one line at: smaller, it breaks after "decision 122 of 369" (and
wherever else it must) rather than run past the table area (800x600)."""
STATUS_MARGIN = 8
"""Pixels its panel keeps from each side of the table area."""
TIP_MARGIN = 8
"""Pixels a tip keeps from the window's sides: a longer one takes two lines."""
TIP_GAP = 4
"""Pixels between a tip's box and the status line's panel under it."""
PANEL_FILL = (12, 28, 44, 225)


def _scaled(value: float, scale: float, least: int = 1) -> int:
    """`value` pixels at UI scale 1, at `scale` (at least `least`)."""
    return max(least, round(value * scale))


def _sizes(sizes: tuple[int, ...], scale: float) -> tuple[int, ...]:
    """Text sizes at `scale`, largest first, each once, none under `MIN_LABEL_SIZE`."""
    return tuple(dict.fromkeys(max(MIN_LABEL_SIZE, round(size * scale)) for size in sizes))


class ReplayTable(TableScene):
    """The table scene as the replay shows it: its notices keep above the replay's bar and
    status line (`covered_bottom`), drawn over the foot of the table area after the table; the
    panel in the tracker's place is the review's (`review`, drawn by the replay)."""

    docked_name = "review"
    review: HintPanel | None = None
    """The review's panel, shown docked in the tracker's place at a reviewed decision."""
    hide_review: Callable[[], None] | None = None
    """Hides the review's panel until the next reviewed decision (the replay's)."""

    stand_in_spans: Mapping[int, tuple[tuple[int, int | None], ...]] = MappingProxyType({})
    """Per seat the hard level played for its person, the turns it played it, as the record
    keeps them (`Match.stand_in_spans`): (first, last) of a span its person took back in turn
    `last`, (first, None) of the one it played to the end of the game."""

    stand_ins_named: tuple[int, ...] = ()
    """The seats of `stand_in_spans` the seats panel names the hard level's at the turn shown."""

    def stood_in_at(self, seat: int, turn: int) -> bool:
        """Whether the hard level played `seat` for its person in `turn` (`stand_in_spans`)."""
        return any(first <= turn and (last is None or turn < last) for first, last in self.stand_in_spans.get(seat, ()))

    def refresh_hud(self) -> None:
        """The table's HUD, and where its top bar says that the person of a seat the hard level
        was playing by then decides next, it names the hard level (`stand_in_seat_name`): the
        replay read "Blue (you) decides next" for the hard level's moves after "Finish for me"
        (play-test 36). In the turns it played the seat (`stood_in_at`), as the score sheet says
        ("from turn 29", "played turns 7 to 13"): those of a seat its person took back too (the
        replay named only a seat it played to the end); the seats panel names it so in those
        turns too (`seat_name_forms`)."""
        super().refresh_hud()
        turn = self.match.state.turn
        playing = tuple(seat for seat in sorted(self.stand_in_spans) if self.stood_in_at(seat, turn))
        if playing != self.stand_ins_named:
            self.stand_ins_named = playing
            self.hud.name_forms = seat_name_forms(playing, self.names)
        node = self.match.pending
        if not isinstance(node, Decision) or not self.stood_in_at(node.player, turn):
            return
        name, lines = self.names[node.player], self.hud.log.lines
        if self.hud.prompt == waiting_prompt(name, True, lines):
            self.hud.prompt = waiting_prompt(stand_in_seat_name(name), True, lines)

    def docked_panel(self) -> HintPanel | None:
        """The review's panel while it shows (the tracker's button says what it leaves)."""
        return self.review if self.review is not None and self.review.showing else None

    def hide_docked(self) -> None:
        """The tracker's button over a review's panel: the panel hides, the tracker shows whole."""
        if self.hide_review is not None:
            self.hide_review()

    def _rebuild_buttons(self) -> None:
        """The table's buttons, the replay's three small ones (Rules, Tracker, Odds) each in its
        column of the grid: the last of an odd number spans both (play-test 27 saw "Odds: on"
        twice as wide as the others)."""
        super()._rebuild_buttons()
        system = [button for button in self.hud.buttons if is_system(button)]
        if len(system) % 2:
            area = self.hud.rects["buttons"]
            system[-1].rect.width = (area.width - round(5 * self.hud.scale)) // 2

    def _frame_table(self, surface: pygame.Surface) -> None:
        """The frame round the table area, and over the foot of it where the bar and the status
        line stand (`covered_bottom`): the cards show above the controls only. The camera keeps
        them there (its viewport ends above the status line), but a table taller than that
        went on under the controls: play-test 30 saw the bottom card behind the bar at
        1366x768, its "2 more" tab just above it. A card cut off there now reads as its tab
        says, beyond the edge, a strip of the frame (`TABLE_GAP`) above the status line."""
        super()._frame_table(surface)
        area = self.hud.rects["table"]
        _, vy, _, vh = self._viewport()
        top = round(vy + vh)
        if top < area.bottom:
            surface.fill(FRAME_COLOUR, pygame.Rect(area.x, top, area.width, area.bottom - top))

    def _game_shown_over(self) -> bool:
        """Never, in the replay: its last step is a step like the others, its automatic view
        keeps readable cards (leaning to show the most whole, `Camera.auto_fit`), F shows the
        whole table and F again goes back. The table frames a finished game whole however small
        its cards get (nothing is left to decide there); in the replay that made the last step
        drop to 32 px cards, long names unreadable, one step after a view at the readable
        floor (play-test 31, 1366x768)."""
        return False

    def notice_area(self) -> pygame.Rect:
        """The table area above the bar and the status line: the table puts a notice at the
        foot of its area where the top one would cover the cards or the pointer, and there the
        bar hid it (play-test 26 pressed N past the last flagged move and saw nothing of "No
        flagged move after this point")."""
        area = self.hud.rects["table"]
        covered = max(0, min(self.covered_bottom, area.height // 2))
        return pygame.Rect(area.x, area.y, area.width, area.height - covered)


class ReplayScene:
    """Watches a match's record."""

    def __init__(
        self, app: Any, match: Match, colours: list[str], names: list[str], *, back: Scene | None = None
    ) -> None:
        self.app = app
        self.source = match
        self.cursor = ReplayCursor(match)
        self.colours = colours
        self.names = names
        self.back_to = back
        """The scene to return to (the score screen), or None for the menu."""
        self.playing = False
        self.play_speed = "x2"
        self.wait = 0.0
        self.t = 0.0
        self.buttons: list[Button] = []
        self._forms: list[tuple[tuple[str, str], tuple[tuple[str, ...], tuple[str, ...]]]] = []
        """Per button of the bar: (its label in the long and the short form, every label it may
        show in each form)."""
        self.bar = pygame.Rect(0, 0, 0, 0)
        self._placed_for: tuple[object, float] | None = None
        """The table area and UI scale the bar was laid out for."""
        self._status_kept: tuple[tuple[str, int, float], tuple[int, tuple[str, ...]]] | None = None
        """The status line's last layout (`_status_lines`), by its label, room and scale."""
        self.reviewer = Reviewer(getattr(app, "ai_iterations", None))
        humans = [i for i, seat in enumerate(match.seats) if seat == HUMAN]
        self.review_seats = humans or list(range(len(match.seats)))
        """The seats a review looks at: the people's, or every seat in a game of computers."""
        self.review_panel = HintPanel()
        self.played_marks = HintPanel()
        """Rings the move played at a reviewed decision, in white (the hard level's is pink)."""
        self.played_marks.ink = PLAYED_INK
        self.played_marks.ring_gap = PLAYED_RING_GAP
        self.timeline = Timeline()
        self.turn_starts = self.cursor.turn_starts()
        """The step at which each turn of the record begins (the timeline's ticks)."""
        self.shown_note: Note | None = None
        self.review_hidden: Note | None = None
        """The note whose panel the tracker's button hid (`hide_review`), while the cursor is at it."""
        self._went_to_mark: int | None = None
        """The step of the marked move N went to, while the cursor has not moved by other means
        since (None: it has): at the deal, a mark at step 0 is the next one until N has gone
        there (`next_flagged`)."""
        self.table = self._table()
        self._make_buttons()

    # ------------------------------------------------------------------ the table at the cursor

    def _viewing_match(self) -> Match:
        """A match object showing the cursor's state (no agents: nothing plays by itself)."""
        cursor = self.cursor
        shown = Match(self.source.deck, ["human"] * cursor.players, self.source.seed)
        shown.state = cursor.state
        shown.history = list(cursor.history[: cursor.step])
        shown.deciders = list(cursor.deciders[: cursor.step])
        shown.events = list(cursor.events)
        # the seats' reasons up to here: the log tells them as the game's own log did (a
        # play-test found the replay's log without them)
        shown.reasons = {i: r for i, r in self.source.reasons.items() if i < cursor.step}
        return shown

    def _table(self) -> TableScene:
        table = ReplayTable(
            self.app,
            self._viewing_match(),
            names=self.names,
            colours=self.colours,
            speed=ANIMATION_FOR[self.play_speed],
            watch_only=True,
        )
        # The bar and the status line above it cover the bottom of the table area: the camera
        # fits the cards above them, and the landing fleet keeps clear of them too.
        table.covered_bottom = self.covered_height()
        table.review, table.hide_review = self.review_panel, self.hide_review
        spans = self.source.stand_in_spans()  # the top bar and the seats panel name the hard level
        table.stand_in_spans = MappingProxyType({seat: tuple(turns) for seat, turns in spans.items()})
        table.logbook_on_top = False  # drawn over the bar too, last (`draw`)
        table.view.panel_source = lambda: {
            **table.hud.rects,
            "replay bar": self.bar,
            "replay status": self._status_box(self._status_label()),
        }
        return table

    def scale(self) -> float:
        """The table's UI scale (`Hud.scale`), which the bar's text, buttons and spacing follow."""
        table = getattr(self, "table", None)
        return float(table.hud.scale) if table is not None else 1.0

    def covered_height(self) -> int:
        """Pixels along the bottom of the table area covered by the bar and the status line, and
        the strip of frame above them (`TABLE_GAP`)."""
        scale = self.scale()
        gaps = _scaled(BAR_MARGIN, scale) + _scaled(STATUS_GAP, scale) + _scaled(TABLE_GAP, scale)
        return self.bar.height + gaps + self._status_box(self._status_label()).height

    def _rebuild(self, jump: bool = True) -> None:
        """Show the cursor's moment afresh, with the view a player expects of it. After a `jump`
        (by turn, to either end, on the strip, to a marked move) the view is the new moment's
        automatic one (`TableScene.auto_view`: its cards in sight, whole where they fit at the
        readable size, as stepping through the record keeps them), or key F's whole table of it
        where F's showed. One decision back keeps the view where it is, a view the viewer placed
        panned as little as shows the cards that decision changed (`Camera.follow`). A jump kept
        the view the viewer had placed: after a pan or a zoom, the end or the deal showed empty
        sea, and after F the next moment's cards lay cut, the whole table's tab gone."""
        old = self.table
        whole = old.whole_view_shown()
        self.table = self._table()
        camera = self.table.view.camera = old.view.camera
        if jump:
            camera.user_moved = False  # the new moment's automatic view (`TableScene.resize` sets it)
        self.table.fitted = old.fitted
        self.table.show_tracker = old.show_tracker
        self.table.hud.show_tracker = old.show_tracker
        self.table.show_odds = old.show_odds
        self.table.enter()
        if whole:
            self.table.fit()
        elif not jump:
            table = self.table
            changed = self.cursor.events_of_step(self.cursor.step + 1)
            cells = [e.cell for e in changed if e.cell is not None and e.cell in table.display.cells]
            camera.follow(table.display.cells, cells, table._viewport())

    def forward(self) -> None:
        """One decision forward, animated."""
        if self.cursor.step >= self.cursor.length:
            self.playing = False
            return
        settled = self.cursor.state.landing_settled()  # before the step, as the table tells it
        events = self.cursor.forward()
        match, index = self.table.match, self.cursor.step - 1
        option = self.cursor.history[index]
        reason = self.source.reasons.get(index, "")
        if reason:
            match.reasons[index] = reason
        match.history.append(option)
        match.deciders.append(self.cursor.deciders[index])
        match.events.extend(events)
        self.table.play_events(option, events, reason, settled)  # forced moves and the reason told as at the table

    def _move(self, how: Callable[[], object], jump: bool = True) -> None:
        self._went_to_mark = None  # moved by other means: at the deal, a mark there is ahead again
        how()
        self._rebuild(jump)

    def back(self) -> None:
        """One decision back."""
        self._move(self.cursor.back, jump=False)

    def next_turn(self) -> None:
        """To the next turn's start."""
        self._move(self.cursor.next_turn)

    def previous_turn(self) -> None:
        """To this turn's start, or the previous one's."""
        self._move(self.cursor.previous_turn)

    def to_start(self) -> None:
        """To the deal."""
        self._move(lambda: self.cursor.goto(0))

    def to_end(self) -> None:
        """To the last decision."""
        self._move(lambda: self.cursor.goto(self.cursor.length))

    def goto_turn(self, turn: int) -> None:
        """To the start of a turn."""
        self._move(lambda: self.cursor.goto_turn(turn))

    def toggle_play(self) -> None:
        """Play or pause."""
        self.playing = not self.playing
        if self.playing and self.cursor.step >= self.cursor.length:
            self.to_start()
        self._make_buttons()

    def cycle_speed(self) -> None:
        """The next playing speed."""
        speeds = list(PLAY_SPEEDS)
        self.set_speed(speeds[(speeds.index(self.play_speed) + 1) % len(speeds)])

    def set_speed(self, speed: str) -> None:
        """Set the playing speed (and the matching animation speed)."""
        self.play_speed = speed
        self.table.animator.speed = ANIMATION_FOR[speed]
        self._make_buttons()

    def review(self) -> None:
        """Start the review, or (once it is under way) go to the next move it flags."""
        if not self.reviewer.started:
            self.playing = False
            self.reviewer.start(
                self.source.deck,
                self.cursor.players,
                self.cursor.history,
                people_deciders(self.source.seats, self.cursor.deciders, self.source.reasons),
                self.review_seats,
                self.source.hinted,
                self.source.hint_reasons,
                game=game_id(self.source),
            )
            self._make_buttons()
            why = level_note(self.source.seats, self.reviewer.total)
            if why:  # a play-tester's rival was the expert: the review says it is not that level's
                self.table.hud.notice(why, self.table.t)
            return
        self.next_flagged()

    def marked(self) -> list[Note]:
        """The moves the review marks, in game order (`review.marked`): the flagged ones, and
        once it is done, the close moves that cost most where it flags fewer than three."""
        return marked(self.reviewer.notes, self.reviewer.done)

    def next_flagged(self) -> None:
        """To the next marked move after the cursor (the decision before the move), in game
        order: an inaccuracy or a mistake, or once the review is done a close move that cost
        most where it flags fewer than three (a play-test lost 14 to 31 with nothing flagged).
        Play-test 27 took a close move reached before an inaccuracy for a fault of the button
        ("flagged >"): the button reads "marked >", the strip marks every stop, and a notice
        says what each is. Past the last mark it goes round to the first, and says so: it said
        "No marked move after this point" while the strip showed marks before the cursor."""
        notes = self.marked()
        step = self.cursor.step
        # at the deal the first decision's move is still ahead: play-test 41's one close move was
        # the game's first (its setup placement), and N from the start said there was none
        later = [n for n in notes if n.step > step or (n.step == step == 0 and self._went_to_mark != 0)]
        if not notes:
            words = "The review marks no move" if self.reviewer.done else \
                "No marked move found yet: the review goes on"
            self.table.hud.notice(words, self.table.t)
            return
        note = later[0] if later else notes[0]
        self.playing = False
        self._move(lambda: self.cursor.goto(note.step))
        self._went_to_mark = note.step
        place = f" (mark {notes.index(note) + 1} of {len(notes)})" if self.reviewer.done else ""
        if not note.verdict.flagged:
            what = f"No mistake here, but one of the close moves that cost most{close_move_cost(note)}{place}"
        else:
            what = f"{'A mistake' if note.verdict is Verdict.MISTAKE else 'An inaccuracy'}{place}"
        if not later:
            past = "Past the last marked move" if self.reviewer.done else \
                "No marked move found after this point yet (the review goes on)"
            what = f"{past}, back to the first: {what[0].lower()}{what[1:]}"
        self.table.hud.notice(what, self.table.t)

    def _review_tip(self) -> str:
        """What the review's button does: before the review, starts it; then goes to the next
        marked move, and says which moves those are (one line above the bar)."""
        if not self.reviewer.started:
            stronger = stronger_levels(self.source.seats)
            unlike = f", not the {stronger[-1]} level's: its search would take minutes" if stronger else ""
            return f"Review the moves against the {REVIEW_LEVEL} level's choices (R){unlike}"
        close = sum(1 for n in self.marked() if not n.verdict.flagged)
        words = "Next marked move in game order (N): red mistakes, yellow inaccuracies"
        if close:  # fewer than three flagged: the close moves that cost most are marked too
            words += f", blue {'the close move' if close == 1 else f'{close} close moves'} that cost most"
        return words

    def _update_review(self) -> None:
        """Take the review's new notes; show the note of the decision at the cursor, if any."""
        if self.reviewer.poll():
            self._make_buttons()
        at = self.reviewer.note_at(self.cursor.step)
        if at is not self.review_hidden:
            self.review_hidden = None  # another decision: its panel shows (and this one's, back here)
        note = None if self.table.animator.busy or at is self.review_hidden else at
        if note is self.shown_note:
            return
        self.shown_note = note
        panel = self.review_panel
        if note is None:
            panel.clear()
            self.played_marks.clear()
            return
        if note.played != note.best:
            self.played_marks.ask((note.step, None))
            self.played_marks.answer((note.step, None), Choice(note.played, ""))
        else:
            self.played_marks.clear()
        names = self.table.short_names
        humans = [i for i, seat in enumerate(self.source.seats) if seat == HUMAN]
        name = names[note.player] if note.player < len(names) else f"Seat {note.player}"
        title, words = review_text(note, name, you=humans == [note.player], seat_names=names)
        panel.ask((note.step, None))
        panel.answer((note.step, None), Choice(note.best, ""))
        panel.title, panel.text = title, words

    def hide_review(self) -> None:
        """Hide the review's panel at this decision (the tracker's button: the whole tracker
        shows); it shows again at the next reviewed decision, or back here from another."""
        self.review_hidden = self.shown_note
        self.shown_note = None
        self.review_panel.clear()
        self.played_marks.clear()
        self.table._buttons_key = None

    def leave(self) -> None:
        """Back to the score screen, or to the menu."""
        if self.back_to is not None:
            self.app.switch(self.back_to)
        else:
            self.app.to_menu()

    # ------------------------------------------------------------------ scene contract

    def _make_buttons(self) -> None:
        """The bar's buttons, each with its tip (what it does, and its key)."""
        playing = ("Pause", "Play")
        speeds = tuple(f"Speed: {speed}" for speed in PLAY_SPEEDS)
        reviewing = REVIEW_LABELS
        leave = ("Back" if self.back_to is not None else "Menu",)
        review_tip = self._review_tip()
        specs: list[tuple[tuple[str, ...], tuple[str, ...], int, Callable[[], None], str]] = [
            (("|<",), ("|<",), 0, self.to_start, "To the deal (Home)"),
            (("< turn",), ("<<",), 0, self.previous_turn, "To this turn's start, or the previous one's (Page Up)"),
            (("< step",), ("<",), 0, self.back, "One decision back (Left)"),
            (
                playing,
                playing,
                0 if self.playing else 1,
                self.toggle_play,
                "Play the game on by itself, or pause (Space)",
            ),
            (("step >",), (">",), 0, self.forward, "One decision forward (Right)"),
            (("turn >",), (">>",), 0, self.next_turn, "To the next turn's start (Page Down)"),
            ((">|",), (">|",), 0, self.to_end, "To the last decision (End)"),
            (
                speeds,
                tuple(PLAY_SPEEDS),
                list(PLAY_SPEEDS).index(self.play_speed),
                self.cycle_speed,
                "Playing speed (keys 1 to 4)",
            ),
            (reviewing, reviewing, 1 if self.reviewer.started else 0, self.review, review_tip),
            (leave, leave, 0, self.leave, "Leave the replay (Esc)"),
        ]
        self._forms = []
        self.buttons = []
        for long, short, pick, action, tip in specs:
            self._forms.append(((long[pick], short[pick]), (long, short)))
            button = Button(
                pygame.Rect(0, 0, 10, 10), long[pick], action, size=_scaled(BAR_LABEL_SIZES[0], self.scale())
            )
            button.tip = tip
            self.buttons.append(button)
        self._place()

    def _bar_form(self, room: int) -> tuple[list[tuple[range, int]], int, int, int]:
        """How the bar's buttons fit `room` pixels: (its rows, each the buttons' indices and the
        form of their labels, 0 the long ones and 1 the short ones; the text size; the padding
        each side of a label; the gap between buttons), every size and spacing at the UI scale.
        One row, with the long labels at the largest text that fits with room round them
        (`BAR_PAD`, as the dialogs' buttons have; the padding narrowed to `BAR_LEAST_PAD` and the
        gaps to `BAR_LEAST_GAP` first), else with the short ones ('<<', 'x2': a play-test found
        'Speed: x2' and '< turn' squeezed into fixed widths at 12 px) down to `ONE_ROW_SMALLEST`;
        else two rows (`FIRST_ROW`), each with the long labels where they fit."""
        scale = self.scale()
        roomy = max(1.0, scale)  # the spacing keeps its 1280x800 pixels in a smaller window
        spacings = [(_scaled(pad, roomy), _scaled(BAR_GAP, roomy)) for pad in range(BAR_PAD, BAR_LEAST_PAD - 1, -4)]
        spacings.append((_scaled(BAR_LEAST_PAD, roomy), _scaled(BAR_LEAST_GAP, roomy)))
        long_sizes, short_sizes = _sizes(BAR_LABEL_SIZES, scale), _sizes(BAR_SHORT_SIZES, scale)
        every = range(len(self.buttons))
        one_row_least = max(MIN_LABEL_SIZE, round(ONE_ROW_SMALLEST * scale))
        for form, sizes in ((0, long_sizes), (1, tuple(size for size in short_sizes if size >= one_row_least))):
            for size in sizes:
                for pad, gap in spacings:
                    if self._row_width(every, form, size, pad, gap) <= room:
                        return [(every, form)], size, pad, gap
        rows = (range(FIRST_ROW), range(FIRST_ROW, len(self.buttons)))
        for size in dict.fromkeys(long_sizes + short_sizes):
            for forms in ((0, 0), (1, 0), (0, 1), (1, 1)):  # the long labels first, the second row's above all
                for pad, gap in spacings:
                    if all(
                        self._row_width(row, form, size, pad, gap) <= room
                        for row, form in zip(rows, forms, strict=True)
                    ):
                        return list(zip(rows, forms, strict=True)), size, pad, gap
        size, pad, gap = short_sizes[-1], _scaled(BAR_LAST_PAD, roomy), _scaled(BAR_LAST_GAP, roomy)
        return [(row, 0 if self._row_width(row, 0, size, pad, gap) <= room else 1) for row in rows], size, pad, gap

    def _row_width(self, row: range, form: int, size: int, pad: int, gap: int) -> int:
        """The width of a row of the bar's buttons (`_width`) with `gap` between them."""
        return sum(self._width(i, form, size, pad) for i in row) + gap * (len(row) - 1)

    def _width(self, index: int, form: int, size: int, pad: int) -> int:
        """A button's width: its widest label of `form` (all it may show: Play and Pause, every
        speed, so it keeps its width as they change) at `size`, `pad` each side, never narrower
        than it is high."""
        face = font(size, True)
        forms = self._forms[index][1][form]
        return max(_scaled(BUTTON_HEIGHT, self.scale()), max(face.size(label)[0] for label in forms) + 2 * pad)

    def _place(self) -> None:
        """The bar along the bottom of the table area, clear of the HUD's panels and buttons, at
        the table's UI scale: its buttons as wide as their labels need (`_bar_form`), in one
        row or two, each row centred, the strip of the whole record under them."""
        area = self.table.hud.rects.get("table") or pygame.Rect((0, 0), self.app.screen.get_size())
        scale = self.scale()
        inset, height = _scaled(BAR_INSET, scale), _scaled(BUTTON_HEIGHT, scale)
        room = area.width - 2 * inset
        rows, size, pad, gap = self._bar_form(room)
        laid: list[tuple[range, int, list[int]]] = []
        for row, form in rows:
            widths = [self._width(i, form, size, pad) for i in row]
            spare = room - gap * (len(widths) - 1)
            if sum(widths) > spare:  # a window too narrow for any form: the widths shrink alike
                widths = [max(height // 2, width * spare // sum(widths)) for width in widths]
            laid.append((row, form, widths))
        total = max(sum(widths) + gap * (len(widths) - 1) for _row, _form, widths in laid)
        top, row_gap = _scaled(BAR_TOP, scale), _scaled(ROW_GAP, scale)
        strip = _scaled(TIMELINE_HEIGHT, scale, least=4)
        bar_height = top + len(laid) * (height + row_gap) + strip + top
        self.bar = pygame.Rect(
            area.centerx - total // 2 - inset,
            area.bottom - bar_height - _scaled(BAR_MARGIN, scale),
            total + 2 * inset,
            bar_height,
        )
        y = self.bar.y + top
        for row, form, widths in laid:
            x = self.bar.centerx - (sum(widths) + gap * (len(widths) - 1)) // 2
            for index, width in zip(row, widths, strict=True):
                button = self.buttons[index]
                button.label = self._forms[index][0][form]
                button.size = size
                button.rect = pygame.Rect(x, y, width, height)
                x += width + gap
            y += height + row_gap
        self.timeline.rect = pygame.Rect(self.bar.x + inset, y, self.bar.width - 2 * inset, strip)
        self._placed_for = (tuple(area), scale)
        self.table.covered_bottom = self.covered_height()

    def _keep_placed(self) -> None:
        """Lay the bar out again when the table area or the UI scale changed (the tracker shown
        or hidden changes the scale above a UI scale setting of 1), and keep the table's
        `covered_bottom` to the bar and the status line (a review's counts may take a line more)."""
        area = self.table.hud.rects.get("table")
        if area is not None and (tuple(area), self.scale()) != self._placed_for:
            self._place()
        else:
            self.table.covered_bottom = self.covered_height()

    def enter(self) -> None:
        """Lay out."""
        self.table.enter()
        self._place()

    def exit(self) -> None:
        """Nothing to save: a replay never changes its record. The review stops."""
        self.reviewer.cancel()
        self.table.exit()

    def handle_event(self, event: pygame.event.Event) -> None:
        """The bar's buttons and keys first; the rest goes to the table (camera, log, hover)."""
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.table.handle_event(event)
            self._place()
            return
        if self.table.logbook.visible:  # the large log (L) takes every input while it is open
            self.table.handle_event(event)
            return
        for button in self.buttons:
            if button.handle(event):
                return
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.timeline.rect.inflate(0, 8).collidepoint(event.pos)
        ):
            stops = [n.step for n in self.marked()]
            step = self.timeline.step_at(event.pos[0], self.cursor.length, stops)
            self.playing = False
            self._move(lambda: self.cursor.goto(step))
            self._make_buttons()
            return
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_RIGHT: self.forward,
                pygame.K_LEFT: self.back,
                pygame.K_PAGEDOWN: self.next_turn,
                pygame.K_PAGEUP: self.previous_turn,
                pygame.K_HOME: self.to_start,
                pygame.K_END: self.to_end,
                pygame.K_SPACE: self.toggle_play,
                pygame.K_ESCAPE: self.leave,
                pygame.K_r: self.review,
            }
            if self.reviewer.started:
                keys[pygame.K_n] = self.next_flagged
            speeds = {pygame.K_1: "x1", pygame.K_2: "x2", pygame.K_3: "x4", pygame.K_4: "x16"}
            if event.key in keys:
                keys[event.key]()
                return
            if event.key in speeds:
                self.set_speed(speeds[event.key])
                return
        if event.type == pygame.MOUSEMOTION and not any(event.buttons) and self._over_controls(event.pos):
            event = pointer_away()  # the card under the bar is not pointed at (a middle drag still pans)
        self.table.handle_event(event)

    def _over_controls(self, pos: tuple[int, int]) -> bool:
        """True when `pos` is on the bar or the status line: a card the table has under them
        showed its box while a button was pointed at, beside the button's tip."""
        return self.bar.collidepoint(pos) or self._status_box(self._status_label()).collidepoint(pos)

    def update(self, dt: float) -> None:
        """Animate; when playing, take the next decision once the last one has been shown."""
        self.t += dt
        self.table.update(dt)
        self._update_review()
        self._keep_placed()
        self.table.fit_column()  # the tracker and the stack's panel make room for the review's panel, if it shows
        if not self.playing or self.table.animator.busy:
            return
        self.wait += dt
        if self.wait >= PLAY_SPEEDS[self.play_speed] or self.table.animator.speed == "instant":
            self.wait = 0.0
            self.forward()

    def draw(self, surface: pygame.Surface) -> None:
        """The table as it was, and the bar."""
        self.table.draw(surface)
        if self.shown_note is not None:
            table = self.table
            self.played_marks.draw_marks(surface, table.view, table.display, self.t)
            self.review_panel.draw_marks(surface, table.view, table.display, self.t)
            self.review_panel.draw_panel(surface, table.hud.rects["table"], table.hud.scale, dock=table.hint_dock())
        draw_panel(surface, self.bar, PANEL_FILL)
        for button in self.buttons:
            self._draw_button(surface, button)
        self.timeline.draw(
            surface,
            self.cursor.length,
            self.cursor.step,
            self.turn_starts,
            [(n.step, n.verdict) for n in self.marked()],
        )
        label = self._status_label()
        box = self._status_box(label)
        draw_panel(surface, box, PANEL_FILL)
        size, lines = self._status_lines(label)
        images = [text(line, size, INK) for line in lines]
        y = box.centery - sum(image.get_height() for image in images) // 2
        for image in images:
            surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
            y += image.get_height()
        for button in self.buttons:
            self._draw_tip(surface, button)
        self.table.logbook.draw(surface)

    @staticmethod
    def _draw_button(surface: pygame.Surface, button: Button) -> None:
        """A button of the bar, without its tip (`_draw_tip` draws it)."""
        tip, why = button.tip, button.why
        button.tip = button.why = ""
        try:
            button.draw(surface)
        finally:
            button.tip, button.why = tip, why

    def _draw_tip(self, surface: pygame.Surface, button: Button) -> None:
        """A hovered button's tip (or why it is off), centred over the button as far as the
        window allows, above the status line: beside a button at the window's right it covered
        the bar's other buttons, and right above the bar it covered the status line ("Replay:
        turn 10 of 44", play-test 36). At the UI scale, in two lines or more where one would be
        wider than the window (800x600 cut the review button's)."""
        words, colour = (button.why, ACCENT) if not button.enabled else (button.tip, INK)
        button.tip_rect = None
        if button.hover and words:
            scale = self.scale()
            size, pad = _scaled(TIP_SIZE, scale), _scaled(6, scale)
            room = surface.get_width() - 2 * (_scaled(TIP_MARGIN, scale) + pad)
            images = [text(line, size, colour) for line in wrap(words, size, room)]
            inner = pygame.Rect(
                0, 0, max(image.get_width() for image in images), sum(image.get_height() for image in images)
            )
            box = inner.inflate(2 * pad, _scaled(8, scale))
            status = self._status_box(self._status_label())
            box.midbottom = (button.rect.centerx, status.top - _scaled(TIP_GAP, scale))  # over no button
            box.clamp_ip(surface.get_rect())
            button.tip_rect = box
            pygame.draw.rect(surface, (8, 16, 26), box, border_radius=6)
            y = box.centery - inner.height // 2
            for image in images:
                surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
                y += image.get_height()

    def _status_label(self) -> str:
        cursor = self.cursor
        label = f"Replay: turn {cursor.turn} of {cursor.last_turn}, decision {cursor.step} of {cursor.length}"
        return label + self._review_status()

    def _review_status(self) -> str:
        """' · reviewing against the hard level: 12 of 48 moves' while the review works, then its
        counts: ' · review of 48 moves against the hard level: 20 best, 20 close, 6 inaccuracies, 2
        mistakes' (best: the hard level's own choice; a play-test found the counts without the
        close ones not adding up). The level is named where a stronger one sat at the table too
        (the review's start says why it is not that one, `level_note`)."""
        reviewer = self.reviewer
        if not reviewer.started:
            return ""
        if reviewer.failed:
            return f" · {reviewer.failed}"
        level = f"against the {REVIEW_LEVEL} level"  # named always: an expert may have sat at the table
        if not reviewer.done:
            return f" · reviewing {level}: {len(reviewer.notes)} of {reviewer.total} moves"
        close = sum(1 for n in self.marked() if not n.verdict.flagged)  # (play-test 41: "2 close", none marked)
        return f" · review of {reviewer.total} moves {level}: {summarise(reviewer.notes).counts_text(close)}"

    def _status_box(self, label: str) -> pygame.Rect:
        """The status line's panel, centred just above the bar."""
        size, lines = self._status_lines(label)
        face = font(size)
        inner = pygame.Rect(0, 0, max(face.size(line)[0] for line in lines), face.get_height() * len(lines))
        scale = self.scale()
        inner.midbottom = (self.bar.centerx, self.bar.y - _scaled(STATUS_GAP, scale) - _scaled(3, scale))
        return inner.inflate(_scaled(16, scale), _scaled(6, scale))

    def _status_size(self, label: str) -> int:
        """The status line's text size (`_status_lines`)."""
        return self._status_lines(label)[0]

    def _status_lines(self, label: str) -> tuple[int, tuple[str, ...]]:
        """The status line's text size and lines: one line at 16 px (at the UI scale), smaller as
        far as it must be to fit the table area, down to `STATUS_ONE_LINE` (play-test 24 saw
        "Replay: turn 29 of 33, decision 197 of 228 · review of 78 moves: ..." run 16 px past it
        on both sides, over the log's words and the right-hand column, in a 1264 px wide window);
        narrower, a line for the replay's place and one for the review's, as large as they fit,
        and wrapped where even `STATUS_SMALLEST` does not (800x600: it ran over the log)."""
        scale = self.scale()
        table = getattr(self, "table", None)
        area = table.hud.rects.get("table") if table is not None else None
        width = area.width if area is not None else self.app.screen.get_width()
        room = width - 2 * _scaled(STATUS_MARGIN, scale) - _scaled(16, scale)
        key = (label, room, scale)
        if self._status_kept is not None and self._status_kept[0] == key:
            return self._status_kept[1]
        largest = _scaled(STATUS_SIZE, scale)
        least = max(STATUS_SMALLEST, round(STATUS_SMALLEST * scale))
        one_line = max(least, round(STATUS_ONE_LINE * scale))
        parts = label.split(" · ")
        found: tuple[int, tuple[str, ...]] | None = None
        for size in range(largest, one_line - 1, -1):
            if font(size).size(label)[0] <= room:
                found = (size, (label,))
                break
        for size in range(largest, least - 1, -1):
            if found is None and all(font(size).size(part)[0] <= room for part in parts):
                found = (size, tuple(parts))
        if found is None:
            found = (least, tuple(line for part in parts for line in balanced_wrap(part, least, room)))
        self._status_kept = (key, found)
        return found
