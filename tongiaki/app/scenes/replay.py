"""The replay viewer: watch a saved or finished game, forward and back, at any speed.

The board, the log and the tracker are the table scene's own, in its watch-only mode, fed by a
`ReplayCursor` (play/replay.py): one decision forward animates that decision's events; any
other move (back, by turn, a jump) rebuilds the table as it was at that moment, with the log
told up to there. The record is never changed.

Controls: the bar at the bottom, or the keys Right / Left (a decision), Page Down / Page Up
(a turn), Home / End, Space (play or pause), 1-4 (playing speed), Escape (leave); a click on
the strip under the buttons (the whole record, `widgets.timeline`) goes to that moment.

**Review** (the button, or R): the moves of the game's human seats (every seat's in a game of
computers) are compared with the hard level's choices (`play.review`, worked out in a helper
process by `app.reviewer.Reviewer` while the viewer is used). At a reviewed decision a panel in
the right-hand column says what was played and what the hard level would play, each with its
chance to win, and rings the hard level's choice on the table; the button (then "marked >", or
N) jumps to the next move the review marks on the strip (`review.marked`, in game order: the
inaccuracies and mistakes, and once it is done, where it flags fewer than three, the close moves
that cost most), a notice says which it is, and the status line counts them. A review once made
is kept, by the game's id (`records.game_id`) and its number of moves (`play.keptreviews`): asked
again, from the score screen or the replay, this session or on another day, it shows at once
(play-test 28 waited a second minute for the same review), and one left under way goes on from
where it stopped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from tongiaki.ai.base import Choice
from tongiaki.app.reviewer import Reviewer
from tongiaki.app.scenes.table import TableScene
from tongiaki.app.widgets.hint import HintPanel, review_text
from tongiaki.app.widgets.hud import is_system
from tongiaki.app.widgets.timeline import Timeline
from tongiaki.app.widgets.ui import ACCENT, INK, Button, draw_panel, fitting_size, font, text
from tongiaki.play.match import HUMAN, Match
from tongiaki.play.records import game_id
from tongiaki.play.replay import ReplayCursor
from tongiaki.play.review import WORTH_A_LOOK, Note, Verdict, marked, summarise

if TYPE_CHECKING:
    from tongiaki.app.scenes.base import Scene

PLAY_SPEEDS: dict[str, float] = {"x1": 0.9, "x2": 0.45, "x4": 0.2, "x16": 0.05}
"""Playing speed -> seconds between decisions (once the last one's animation has ended)."""
ANIMATION_FOR = {"x1": "normal", "x2": "fast", "x4": "fast", "x16": "instant"}
PLAYED_INK = (245, 245, 245)
"""The ring of the move played at a reviewed decision (the hard level's move is ringed pink)."""
PLAYED_RING_GAP = 6
"""How much larger the move played's white ring is than the pink one: on the same spot (a
landing of another ship on the same beach) it goes around it, where it was hidden under it."""
BAR_HEIGHT = 66
BUTTON_HEIGHT = 36
BAR_INSET = 12
"""Pixels between the bar's edge and its buttons."""
BAR_LABEL_SIZES = (18, 17, 16, 15, 14)
"""The text sizes the bar's long labels ('< turn', 'Speed: x2') are tried at, largest first."""
BAR_SHORT_SIZES = (18, 17, 16, 15, 14, 13, 12)
"""... and its short ones ('<<', 'x2'), where the long ones do not fit at 14."""
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
TIP_SIZE = 16
"""The text size of a bar button's tip (as every button's)."""
STATUS_SIZE = 16
"""The status line's text size where it fits the table area."""
STATUS_SMALLEST = 11
"""The least size it shrinks to (a review's counts make it about 800 px long at 16 px)."""
STATUS_MARGIN = 8
"""Pixels its panel keeps from each side of the table area."""


class ReplayTable(TableScene):
    """The table scene as the replay shows it: its notices keep above the replay's bar and
    status line (`covered_bottom`), drawn over the foot of the table area after the table; the
    panel in the tracker's place is the review's (`review`, drawn by the replay)."""

    docked_name = "review"
    review: HintPanel | None = None
    """The review's panel, shown docked in the tracker's place at a reviewed decision."""
    hide_review: Callable[[], None] | None = None
    """Hides the review's panel until the next reviewed decision (the replay's)."""

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

    def __init__(self, app: Any, match: Match, colours: list[str], names: list[str], *,
                 back: Scene | None = None) -> None:
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
        table = ReplayTable(self.app, self._viewing_match(), names=self.names, colours=self.colours,
                            speed=ANIMATION_FOR[self.play_speed], watch_only=True)
        # The bar and the status line above it cover the bottom of the table area: the camera
        # fits the cards above them, and the landing fleet keeps clear of them too.
        table.covered_bottom = self.covered_height()
        table.review, table.hide_review = self.review_panel, self.hide_review
        table.view.panel_source = lambda: {**table.hud.rects, "replay bar": self.bar,
                                           "replay status": self._status_box(self._status_label())}
        return table

    def covered_height(self) -> int:
        """Pixels along the bottom of the table area covered by the bar and the status line."""
        return BAR_HEIGHT + BAR_MARGIN + STATUS_GAP + self._status_box("Replay").height

    def _rebuild(self) -> None:
        """Show the cursor's moment afresh, keeping the camera where the viewer put it."""
        old = self.table
        self.table = self._table()
        self.table.view.camera = old.view.camera
        self.table.fitted = old.fitted
        self.table.show_tracker = old.show_tracker
        self.table.hud.show_tracker = old.show_tracker
        self.table.show_odds = old.show_odds
        self.table.enter()

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

    def _move(self, how: Callable[[], object]) -> None:
        how()
        self._rebuild()

    def back(self) -> None:
        """One decision back."""
        self._move(self.cursor.back)

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
            self.reviewer.start(self.source.deck, self.cursor.players, self.cursor.history, self.cursor.deciders,
                                self.review_seats, self.source.hinted, self.source.hint_reasons,
                                game=game_id(self.source))
            self._make_buttons()
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
        says what each is."""
        notes = self.marked()
        later = [n for n in notes if n.step > self.cursor.step]
        if later:
            self.playing = False
            note = later[0]
            self._move(lambda: self.cursor.goto(note.step))
            place = f" (mark {notes.index(note) + 1} of {len(notes)})" if self.reviewer.done else ""
            if not note.verdict.flagged:
                cost = (f"about {note.points_lost:.1f} points" if note.points_lost >= WORTH_A_LOOK
                        else f"about {100 * note.loss:.0f}% of the chance to win")
                self.table.hud.notice(f"No mistake here, but one of the close moves that cost most: {cost}{place}",
                                      self.table.t)
            else:
                kind = "A mistake" if note.verdict is Verdict.MISTAKE else "An inaccuracy"
                self.table.hud.notice(f"{kind}{place}", self.table.t)
        elif self.reviewer.done:
            self.table.hud.notice("No marked move after this point", self.table.t)
        else:
            self.table.hud.notice("No flagged move found after this point yet: the review goes on", self.table.t)

    def _review_tip(self) -> str:
        """What the review's button does: before the review, starts it; then goes to the next
        marked move, and says which moves those are (one line above the bar)."""
        if not self.reviewer.started:
            return "Review the moves against the hard level's choices (R)"
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
        reviewing = ("Review", "marked >")
        leave = ("Back" if self.back_to is not None else "Menu",)
        review_tip = self._review_tip()
        specs: list[tuple[tuple[str, ...], tuple[str, ...], int, Callable[[], None], str]] = [
            (("|<",), ("|<",), 0, self.to_start, "To the deal (Home)"),
            (("< turn",), ("<<",), 0, self.previous_turn, "To this turn's start, or the previous one's (Page Up)"),
            (("< step",), ("<",), 0, self.back, "One decision back (Left)"),
            (playing, playing, 0 if self.playing else 1, self.toggle_play, "Play the game on by itself, or pause (Space)"),
            (("step >",), (">",), 0, self.forward, "One decision forward (Right)"),
            (("turn >",), (">>",), 0, self.next_turn, "To the next turn's start (Page Down)"),
            ((">|",), (">|",), 0, self.to_end, "To the last decision (End)"),
            (speeds, tuple(PLAY_SPEEDS), list(PLAY_SPEEDS).index(self.play_speed), self.cycle_speed,
             "Playing speed (keys 1 to 4)"),
            (reviewing, reviewing, 1 if self.reviewer.started else 0, self.review, review_tip),
            (leave, leave, 0, self.leave, "Leave the replay (Esc)"),
        ]
        self._forms = []
        self.buttons = []
        for long, short, pick, action, tip in specs:
            self._forms.append(((long[pick], short[pick]), (long, short)))
            button = Button(pygame.Rect(0, 0, 10, 10), long[pick], action, size=BAR_LABEL_SIZES[0])
            button.tip = tip
            self.buttons.append(button)
        self._place()

    def _bar_form(self, room: int) -> tuple[int, int, int, int]:
        """How the bar's buttons fit `room` pixels: (form: 0 the long labels, 1 the short ones,
        text size, padding each side of a label, gap between buttons). The largest text with
        the long labels and room round them (`BAR_PAD`, as the dialogs' buttons have), the
        padding narrowed to `BAR_LEAST_PAD` and the gaps to `BAR_LEAST_GAP` first; then the short labels ('<<', 'x2'); a play-test
        found 'Speed: x2' and '< turn' squeezed into fixed widths at 12 px."""
        spacings = [(pad, BAR_GAP) for pad in range(BAR_PAD, BAR_LEAST_PAD - 1, -4)] + [(BAR_LEAST_PAD, BAR_LEAST_GAP)]
        for form, sizes in ((0, BAR_LABEL_SIZES), (1, BAR_SHORT_SIZES)):
            for size in sizes:
                for pad, gap in spacings:
                    if sum(self._widths(form, size, pad)) + gap * (len(self.buttons) - 1) <= room:
                        return form, size, pad, gap
        return 1, BAR_SHORT_SIZES[-1], BAR_LAST_PAD, BAR_LAST_GAP

    def _widths(self, form: int, size: int, pad: int) -> list[int]:
        """Each button's width: its widest label of `form` (all it may show: Play and Pause, every
        speed, so it keeps its width as they change) at `size`, `pad` each side, never narrower
        than it is high."""
        face = font(size, True)
        return [max(BUTTON_HEIGHT, max(face.size(label)[0] for label in forms[form]) + 2 * pad)
                for _shown, forms in self._forms]

    def _place(self) -> None:
        """The bar along the bottom of the table area, clear of the HUD's panels and buttons: its
        buttons as wide as their labels need (`_bar_form`)."""
        area = self.table.hud.rects.get("table") or pygame.Rect((0, 0), self.app.screen.get_size())
        room = area.width - 2 * BAR_INSET
        form, size, pad, gap = self._bar_form(room)
        widths = self._widths(form, size, pad)
        spare = room - gap * (len(widths) - 1)
        if sum(widths) > spare:  # a window too narrow for any form: the widths shrink alike
            widths = [max(BUTTON_HEIGHT // 2, width * spare // sum(widths)) for width in widths]
        total = sum(widths) + gap * (len(widths) - 1)
        self.bar = pygame.Rect(area.centerx - total // 2 - BAR_INSET, area.bottom - BAR_HEIGHT - BAR_MARGIN,
                               total + 2 * BAR_INSET, BAR_HEIGHT)
        x = self.bar.x + BAR_INSET
        for button, width, (labels, _forms) in zip(self.buttons, widths, self._forms, strict=True):
            button.label = labels[form]
            button.size = size
            button.rect = pygame.Rect(x, self.bar.y + 7, width, BUTTON_HEIGHT)
            x += width + gap
        top = self.bar.y + 7 + BUTTON_HEIGHT + 6
        self.timeline.rect = pygame.Rect(self.bar.x + BAR_INSET, top, self.bar.width - 2 * BAR_INSET, TIMELINE_HEIGHT)

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
        for button in self.buttons:
            if button.handle(event):
                return
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.timeline.rect.inflate(0, 8).collidepoint(event.pos)):
            stops = [n.step for n in self.marked()]
            step = self.timeline.step_at(event.pos[0], self.cursor.length, stops)
            self.playing = False
            self._move(lambda: self.cursor.goto(step))
            self._make_buttons()
            return
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_RIGHT: self.forward, pygame.K_LEFT: self.back, pygame.K_PAGEDOWN: self.next_turn,
                    pygame.K_PAGEUP: self.previous_turn, pygame.K_HOME: self.to_start, pygame.K_END: self.to_end,
                    pygame.K_SPACE: self.toggle_play, pygame.K_ESCAPE: self.leave, pygame.K_r: self.review}
            if self.reviewer.started:
                keys[pygame.K_n] = self.next_flagged
            speeds = {pygame.K_1: "x1", pygame.K_2: "x2", pygame.K_3: "x4", pygame.K_4: "x16"}
            if event.key in keys:
                keys[event.key]()
                return
            if event.key in speeds:
                self.set_speed(speeds[event.key])
                return
        self.table.handle_event(event)

    def update(self, dt: float) -> None:
        """Animate; when playing, take the next decision once the last one has been shown."""
        self.t += dt
        self.table.update(dt)
        self._update_review()
        self.table.hud.tracker_height = self.table.tracker_room()  # above the review's panel, if it shows
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
        draw_panel(surface, self.bar, (12, 28, 44, 225))
        for button in self.buttons:
            self._draw_button(surface, button)
        self.timeline.draw(surface, self.cursor.length, self.cursor.step, self.turn_starts,
                           [(n.step, n.verdict) for n in self.marked()])
        label = self._status_label()
        box = self._status_box(label)
        draw_panel(surface, box, (12, 28, 44, 225))
        status = text(label, self._status_size(label), INK)
        surface.blit(status, status.get_rect(center=box.center))
        for button in self.buttons:
            self._draw_tip(surface, button)

    @staticmethod
    def _draw_button(surface: pygame.Surface, button: Button) -> None:
        """A button of the bar, without its tip (`_draw_tip` draws it)."""
        tip, why = button.tip, button.why
        button.tip = button.why = ""
        try:
            button.draw(surface)
        finally:
            button.tip, button.why = tip, why

    @staticmethod
    def _draw_tip(surface: pygame.Surface, button: Button) -> None:
        """A hovered button's tip (or why it is off), above it, over the status line: a button at
        the right of the window put it to its left, over the bar's other buttons."""
        words, colour = (button.why, ACCENT) if not button.enabled else (button.tip, INK)
        button.tip_rect = None
        if button.hover and words:
            tip = text(words, TIP_SIZE, colour)
            box = tip.get_rect(midbottom=(button.rect.centerx, button.rect.top - 6)).inflate(12, 8)
            box.clamp_ip(surface.get_rect())
            button.tip_rect = box
            pygame.draw.rect(surface, (8, 16, 26), box, border_radius=6)
            surface.blit(tip, tip.get_rect(center=box.center))

    def _status_label(self) -> str:
        cursor = self.cursor
        label = f"Replay: turn {cursor.turn} of {cursor.last_turn}, decision {cursor.step} of {cursor.length}"
        return label + self._review_status()

    def _review_status(self) -> str:
        """' · reviewing: 12 of 48 moves' while the review works, then its counts: ' · review of 48
        moves: 20 best, 20 close, 6 inaccuracies, 2 mistakes' (best: the hard level's own choice;
        a play-test found the counts without the close ones not adding up)."""
        reviewer = self.reviewer
        if not reviewer.started:
            return ""
        if reviewer.failed:
            return f" · {reviewer.failed}"
        if not reviewer.done:
            return f" · reviewing: {len(reviewer.notes)} of {reviewer.total} moves"
        return f" · review of {reviewer.total} moves: {summarise(reviewer.notes).counts_text()}"

    def _status_box(self, label: str) -> pygame.Rect:
        """The status line's panel, centred just above the bar."""
        status = text(label, self._status_size(label), INK)
        return status.get_rect(midbottom=(self.bar.centerx, self.bar.y - STATUS_GAP)).inflate(16, 6)

    def _status_size(self, label: str) -> int:
        """The status line's text size: 16 px, smaller as far as it must be for the line to fit
        the table area (play-test 24 saw "Replay: turn 29 of 33, decision 197 of 228 · review of
        78 moves: ..." run 16 px past it on both sides, over the log's words and the right-hand
        column, in a 1264 px wide window)."""
        table = getattr(self, "table", None)
        area = table.hud.rects.get("table") if table is not None else None
        width = area.width if area is not None else self.app.screen.get_width()
        return fitting_size([label], STATUS_SIZE, width - 2 * STATUS_MARGIN - 16, smallest=STATUS_SMALLEST)
