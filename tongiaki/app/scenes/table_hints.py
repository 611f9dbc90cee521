"""The hint at the table: asking the hard level for one, showing it, docking it, its plan.

`TableHints` is the hint-keeping part of `TableScene` (a mixin over the view-keeping
`TableCamera`; the scene's state is the scene's, set up in `TableScene.__init__`). A person
asks with ? or I or the Hint button (`ask_hint`): the hard level thinks in the background
(`Thinker`) and its choice shows in the hint's panel with its reason and plan (`_take_hint`);
a move that follows the plan brings its next step by itself (`_update_hint`). The panel docks
in the deck tracker's place in the right-hand column (`hint_dock`, `_dock_place`), the tracker
keeping what fits above it (`tracker_room`, `tracker_view`). The button or ring the hint
points at (`hinted_button`, `_hint_ring`) is lit by the drawing half; Enter plays the hint's
move (`TableScene.play_hint`, which makes moves, stays with the scene).

No method here changes the game: the hint is advice, and the moves are the scene's.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from tongiaki.ai.base import Choice
from tongiaki.ai.explain import plan_text
from tongiaki.ai.planned import completed
from tongiaki.app.input.interaction import ActionMode
from tongiaki.app.scenes.hint_plan import HintPlan
from tongiaki.app.scenes.table_camera import TableCamera
from tongiaki.app.thinker import Thinker
from tongiaki.app.widgets.hint import HINT_LEVEL, HintPanel
from tongiaki.app.widgets.hud import MIN_TRACKER_HEIGHT
from tongiaki.play.match import HUMAN
from tongiaki.rules import Chance, Decision, DecisionKind, Option, OptionKind

HINT_DOCK_HEIGHT = 180
"""The least height (at UI scale 1) of the tracker's place for the hint's panel to go there."""
COMPACT_HINT_PX = 11
"""The least text size of the hint's panel in the compact layout's column (the project's least:
the log's at the smallest scale, the score sheet's notes), where a hint does not fit whole at the
log's (`TableHints._compact_dock`)."""
HINT_VIEW_MARGIN = 0.1
"""The free border (hex sizes) the view keeps around the card a hint lights: less than the
automatic view's `VIEW_MARGIN`, so a card already whole in view stays where it is."""
HINT_NOT_YET = "Hints are for your own moves: press ? again when it is your turn"
"""Said when ? is pressed while a computer seat plays (play-test 32 read the silence as unheard)."""
HINT_TIP = "The hard level's move for your decision, and why (? or I); Enter then makes it"
"""What the Hint button does, said when pointed at."""
HINT_AFTER_YOUR_MOVE = "Your move is still being shown: press ? again at your next decision"
"""Said when ? is pressed while a person's own move plays out (play-test 42 pressed it during
its fleet's voyage and read "... when it is your turn" in its own turn)."""
HINT_HANDED_OVER = "The hard level plays your seat: {back} for hints again"
"""Said when ? is pressed while every person's seat is handed over ("Finish for me"): their turn
never comes (play-test 42)."""
HINT_QUEUED = "A move is still being shown: your hint comes at your decision (Space skips the showing)"
"""Said when ? is pressed while the person's decision waits behind a move being shown: the hint
is asked for as that decision comes (`TableScene.hint_queued`). A ? said nothing there, and
play-test 46's player, thinking it unheard, pressed it again as the decision came and hid the
hint that had just come. Said again at a second ?: it asks for the same hint, never cancels it."""
HINT_KEPT = "Here is the hint you asked for: ? again hides it"
"""Said when a ? comes within `HINT_GRACE` of the hint asked while a move was shown: it stays."""
HINT_CAME_BY_ITSELF = "This hint came by itself, the next step of the hint you followed: ? again hides it"
"""Said when a ? comes while a hint that showed by itself shows (`hint_by_itself`): that ? asks
for what shows and keeps it (play-test 31 pressed ? then Enter there); said, or the ? seemed
unheard (play-test 50)."""
HINT_GRACE = 1.5
"""Seconds of the scene's clock after a hint asked while a move was still shown (`HINT_QUEUED`)
comes in which a ? (or a click on the hint's button) keeps it instead of hiding it: pressed as
the decision came, it was a second ask for the same hint, not a wish to hide it."""
ACTION_LABELS = {
    ActionMode.REPRODUCE: "Reproduce",
    ActionMode.KING: "King island",
    ActionMode.RECALL: "Take a ship back",
}
"""The buttons that choose a turn's action (the mode a click on the table is in)."""


def dock_floor(tracker: pygame.Rect, area: pygame.Rect, buttons: Sequence[pygame.Rect]) -> int:
    """The bottom of the hint's dock in the right-hand column: the tracker's place reaches down
    to the first of the `buttons` shown under it in the buttons' `area`, as far above it as the
    tracker's place lies above that area (which keeps room for six action buttons: a turn shows
    four at most, most decisions one or none). The tracker's own bottom with no button there."""
    gap = max(0, area.top - tracker.bottom)
    tops = [
        rect.top
        for rect in buttons
        if rect.width > 0 and rect.top >= tracker.bottom and rect.left < tracker.right and rect.right > tracker.left
    ]
    return max(tracker.bottom, min(tops) - gap) if tops else tracker.bottom


class TableHints(TableCamera):
    """The hint at the table (see the module's docstring); `TableScene` keeps the state it reads,
    declared here, in `TableCamera` and in `TableDrawing`."""

    hinter: Thinker
    hint_plan: HintPlan
    hint_queued: bool
    hint_by_itself: tuple[int, Decision | Chance | None] | None
    hint_hidden: tuple[int, Decision | Chance | None] | None
    hint_from_queue: tuple[int, Decision | Chance | None] | None
    hint_came_at: float | None
    hint_thinking: tuple[int, Decision | Chance | None] | None
    hint_known: tuple[tuple[int, Decision | Chance | None], Choice, bool] | None
    finish_armed: Decision | Chance | None
    resettle_armed: bool
    show_tracker: bool
    _buttons_key: tuple[object, ...] | None

    if TYPE_CHECKING:  # the scene's own (`TableScene`)

        @abstractmethod
        def _take_back_words(self) -> str: ...

    def _hint_key(self) -> tuple[int, Decision | Chance | None]:
        """What a hint is for: the moves made so far and the decision pending."""
        return (len(self.match.history), self.match.pending)

    def _hint_not_now(self) -> str:
        """Why ? gives no hint now, to a person: every person's seat handed over (how to take it
        back), a person's own move still being shown, else a computer seat's turn."""
        match = self.match
        people = [seat for seat, kind in enumerate(match.seats) if kind == HUMAN]
        if people and all(seat in match.stood_in for seat in people):
            back = self._take_back_words()
            return HINT_HANDED_OVER.format(back=back)
        active = match.state.active
        if match.seats[active] == HUMAN and active not in match.stood_in:
            return HINT_AFTER_YOUR_MOVE
        return HINT_NOT_YET

    def ask_hint(self) -> None:
        """Ask the hard level what it would do in the person's decision (counted for the seat);
        asking again while the hint shows hides it, but for a hint that showed by itself (the
        plan's next step, `hint_by_itself`), which the first ? keeps.

        A ? pressed while the person's decision waits behind a move still being shown queues the
        hint for that decision (`hint_queued`) and says so (`HINT_QUEUED`); a second ? while it is
        queued says so again and keeps it queued (a repeated ? asks for the same hint: it never
        turns into a cancel, nor into a hide of the hint that comes). Once the queued hint shows,
        a ? (or a click on its button) within `HINT_GRACE` seconds keeps it and says that ? again
        hides it (`HINT_KEPT`); after that, or at the next ?, ? toggles as usual. Play-test 46
        pressed ? early, then again as its decision came, and saw the hint it had asked for
        vanish.

        A ? (or the "Hide hint" button) while the hint is still thought about hides it too; the
        answer is kept (`hint_known`), so a ? after it shows that same hint at once, not counted
        again. A ? there was ignored while the panel said "Thinking about a hint...": the button
        read "Hide hint" and did nothing."""
        if not self._human_turn_ready():
            # a person's decision waits behind the move still being shown (a play-test's "?" right
            # after an automatic landing did nothing): asked as soon as it is theirs to make
            self.hint_queued = not self.watch_only and self.match.waiting_for_human() and self.handover < 0
            if self.hint_queued:
                self.hud.notice(HINT_QUEUED, self.t, 3.0)
            elif not self.watch_only:  # a computer seat's turn: said, not ignored
                self.hud.notice(self._hint_not_now(), self.t, 3.0)  # (play-test 32's ? seemed unheard)
            if not self.watch_only:
                # over no card, as the tip on Space told while moves are shown: at 800x600 they lay
                # over a card's name and half a card, the table reaching both of their places
                self._room_for_notice()
            return
        queued, self.hint_queued = self.hint_queued, False
        self.finish_armed = None  # asking how to play on: the seat stays the person's
        key = self._hint_key()
        if self.hint.key == key:
            if self.hint_by_itself == key:  # shown by itself: the person asks for what shows
                self.hint_by_itself = None
                self.hud.notice(HINT_CAME_BY_ITSELF, self.t, 3.0)  # (play-test 50 read the silence as unheard)
                self._notice_decision = self.match.pending  # it goes when the hint is played (play-test 51)
                return
            came = self.hint_came_at if self.hint_from_queue == key else None
            self.hint_from_queue = None
            if came is not None and self.t - came < HINT_GRACE:  # the second ask of a hint asked early
                self.hud.notice(HINT_KEPT, self.t, 3.0)
                return
            self._hide_hint(key)
            return
        node = self.match.pending
        assert isinstance(node, Decision)  # a human's turn is ready: a human seat's decision is pending
        again = self.hint_thinking == key or (self.hint_known is not None and self.hint_known[0] == key)
        if not again:  # the same hint shown again is not another hint asked
            self.match.hints[node.player] += 1
        self.hint.ask(key)
        self.hint_from_queue, self.hint_came_at = (key if queued else None), None
        planned = self.hint_plan.asked(self.match.state, self.match.history, node)
        if planned is not None:
            self._take_hint(planned, carried=True)
        elif self.hint_known is not None and self.hint_known[0] == key:
            _, known, carried = self.hint_known
            self._take_hint(known, carried)  # shown again as it was, not thought about anew
        elif not self.hinter.busy:
            self._think_about_hint(key, node)
        # else: the answer thought about for this decision comes (`hint_thinking`), or after the
        # hinter's answer for a decision that passed, `_update_hint` asks for this one
        self._buttons_key = None

    def press_hint_button(self) -> None:
        """The Hint button: "Hide hint (?)" hides the hint showing, always (a click on it kept a
        hint that showed by itself, or came within `HINT_GRACE` of a ? pressed early, as a ?
        does: play-test 50 clicked "Hide hint" and it stayed); "Hint (?)" asks as ? does."""
        key = self._hint_key()
        if self.hint.showing and self.hint.key == key and self._human_turn_ready():
            self._hide_hint(key)
            return
        self.ask_hint()

    def _hide_hint(self, key: tuple[int, Decision | Chance | None]) -> None:
        """Hide the hint showing for the decision `key` (kept: `hint_known`, a ? shows it again)."""
        self.hint.clear()
        self.hint_hidden = key
        self.hint_by_itself = self.hint_from_queue = None
        self._buttons_key = None

    def _think_about_hint(self, key: tuple[int, Decision | Chance | None], node: Decision) -> None:
        """Set the hinter thinking about the hint for the decision `key` (`node`)."""
        rng = random.Random(f"hint:{self.match.seed}:{len(self.match.history)}")  # never a seat's rng
        self.hinter.start(HINT_LEVEL, self.match.state, node, rng)
        self.hint_thinking = key

    def _take_hint(self, choice: Choice, carried: bool = False) -> None:
        """Show `choice` as the hint of the pending decision, with its plan, and keep its line
        (`carried`: the next step of the last hint's plan)."""
        node = self.match.pending
        key = self._hint_key()
        if not isinstance(node, Decision) or self.hint.key != key:
            return
        if not carried:
            # every new ship of a reproduction planned (the hard level's plans already are; a choice made elsewhere may not be)
            choice = choice._replace(plan=completed(self.match.state, choice.option, choice.plan))
        note = self.hint_plan.take_note(carried)
        line = plan_text(self.match.state, choice.option, choice.plan)
        self.hint.answer(key, choice, line, note)
        self.hint_known = (key, choice, carried)  # a ? after a ? that hid it shows it again, the same
        if self.hint_from_queue == key:
            self.hint_came_at = self.t  # its grace begins (`HINT_GRACE`)
        shown = bool(line) and self.hint.shows_plan(self.hud.rects["table"], self.hud.scale, self.hint_dock())
        self.match.record_hint(choice.option, choice.reason)  # as the review will tell a move that followed it
        if choice.option.cell is not None and choice.option.cell in self.display.cells:
            # the card the hint lights shows whole (a play-test's hinted island lay cut at the
            # window's edge under the off-view tab); a card already whole in view stays where it
            # is, within `HINT_VIEW_MARGIN` of the edge (another saw the view glide 24 px as the
            # hint came, under a pointer on its way)
            self._keep_in_view(choice.option.cell, margin=HINT_VIEW_MARGIN)
        self.hint_plan.remember(self.match.state, self.match.history, node, choice, carried, shown)

    def _update_hint(self) -> None:
        """Take the hint's answer when it arrives; drop a hint whose decision has passed; when
        the person followed it, show the plan's next step at their next decision of the turn
        (the same hint carried on: not counted again)."""
        choice = self.hinter.poll()
        if choice is not None:
            asked, self.hint_thinking = self.hint_thinking, None
            if asked is not None and asked == self._hint_key():
                if self.hint.key == asked:
                    self._take_hint(choice)
                else:  # hidden while thought about: kept, a ? shows it at once
                    self.hint_known = (asked, choice, False)
            self._buttons_key = None
        now, pending = self._hint_key(), self.match.pending
        if (
            self.hint.waiting
            and self.hint.key == now
            and not self.hinter.busy
            and isinstance(pending, Decision)
            and self._human_turn_ready()
        ):
            self._think_about_hint(now, pending)  # asked while the hinter ended a passed decision's hint
        if self.hint.showing and (self.hint.key != self._hint_key() or not self._human_turn_ready()):
            shown, key = self.hint.choice, self.hint.key
            history = self.match.history
            self.hint_plan.followed = (
                shown is not None
                and key is not None
                and len(history) > key[0]
                and history[key[0]] == shown.option
                and bool(shown.plan)
            )
            self.hint.clear()
            self._buttons_key = None
        if self.hint_plan.followed and self._human_turn_ready() and not self.hint.showing:
            self.hint_plan.followed = False
            node = self.match.pending
            planned = (
                self.hint_plan.next_step(self.match.state, self.match.history, node)
                if isinstance(node, Decision)
                else None
            )
            if planned is not None:
                self.hint.ask(self._hint_key())
                self._take_hint(planned, carried=True)
                self.hint_by_itself = self._hint_key()
                self._buttons_key = None

    docked_name = "hint"
    """What the panel docked in the tracker's place is called (the tracker button's tip)."""

    def docked_panel(self) -> HintPanel | None:
        """The panel showing in the tracker's place (while the dock has room): the hint, if one
        shows (the replay's table: the review's panel)."""
        return self.hint if self.hint.showing else None

    def hide_docked(self) -> None:
        """Hide the panel docked in the tracker's place, so the whole tracker shows."""
        self.hint.clear()

    def tracker_room(self) -> int | None:
        """The height the tracker keeps above the panel docked in its place (where the panel will
        be drawn, so from the first frame it shows), or None when no panel lies there: all the
        room above the panel where the tracker's lists fit there, else what its counts need (the
        panel then comes up under them: `_tracker_shrunk`)."""
        place, panel = self._dock_place(), self.docked_panel()
        if place is None or panel is None or not self.tracker_covered():
            return None
        shrunk = self._tracker_shrunk(place, panel)
        if shrunk is not None:
            return shrunk[0]
        return self.tracker_room_above(panel.docked_box(place, self.hud.scale))

    def _tracker_shrunk(self, place: pygame.Rect, panel: HintPanel) -> tuple[int, pygame.Rect] | None:
        """Where the tracker shows only its counts above the panel docked at its place's foot (its
        lists do not fit the room left): the height those need and the panel's box, which goes
        up under them. The tracker kept all the room above the panel, 100 to 200 px of it empty
        under its counts (play-test 27). None where the tracker shows whole or its lists."""
        box = panel.docked_box(place, self.hud.scale)
        room = self.tracker_room_above(box)
        rect = self.hud.rects["tracker"]
        if box is None or room is None or room >= rect.height:
            return None
        need = self.hud.tracker.content_height(
            room,
            rect.width,
            self.hud.scale,
            self.hud.stack_left,
            self.hud.end_shown,
            self.hud.over_shown,
            self.hud.stall_shown,
        )
        return (need, box) if need < room else None

    def tracker_room_above(self, box: pygame.Rect | None) -> int | None:
        """The height the tracker keeps above a panel at `box` docked in its place (a hint, the
        replay's review), or None without one."""
        if box is None:
            return None
        place = self.hud.rects["tracker"]  # a short panel may lie below it all, in the dock's lower part
        return max(0, min(place.height, box.top - self.hud.px(8) - place.top))

    def tracker_covered(self) -> bool:
        """True while a panel (a hint, the replay's review) lies in the tracker's place (the
        tracker is on, and shows only what fits above the panel)."""
        return self.show_tracker and self.docked_panel() is not None and self._dock_place() is not None

    def tracker_view(self) -> str:
        """What the player sees of the deck tracker: "on" (all of it), "part" (its title and
        what is left, the rest under a hint or the replay's review docked in its place:
        `tracker_room`), "hidden" (wholly under it: a window too low to keep its top) or "off"
        (turned off). The review's panel left "Tracker: on" in the replay (a play-test)."""
        if not self.show_tracker:
            return "off"
        room = self.tracker_room()
        if room is None or room >= self.hud.rects["tracker"].height:
            return "on"  # no panel in its place, or a short one below it all
        return "part" if room >= self.hud.px(MIN_TRACKER_HEIGHT) else "hidden"

    def hinted_button(self) -> str | None:
        """The label of the button a shown hint's move starts with, while that is still to press:
        the hint's turn action (Reproduce, King island, Take a ship back) when another is chosen,
        Resettle or Pass. The hint rings it and leaves the action chosen as it was (it switched
        the table into its action: play-test 27 asked for a hint and read "Take a ship back" lit
        and the top bar asking for a beach, as if it had chosen that move)."""
        chosen = self.hint.choice
        node = self.match.pending
        if (
            chosen is None
            or self.hint.key != self._hint_key()
            or not isinstance(node, Decision)
            or not self._human_turn_ready()
        ):
            return None
        kind = chosen.option.kind
        if kind is OptionKind.PASS:
            return "Pass"
        if node.kind is not DecisionKind.ACTION:
            return None
        if kind is OptionKind.RESETTLE:
            return "Click again to resettle" if self.resettle_armed else "Resettle"
        mode = ActionMode.of(kind)
        if mode is None or mode not in ACTION_LABELS or (self.interaction.mode is mode and not self.resettle_armed):
            return None
        return ACTION_LABELS[mode]

    def _hint_ring(self) -> Option | None:
        """The shown hint's move that a click on its ring makes (`Interaction.ring`): a ship to
        take back or a king island, while the action is the one the turn starts in (no button
        pressed) and the hint's button is still to press (`hinted_button`). An action the person
        chose keeps its clicks: a hint is advice, and play-test 29, King island chosen, was
        refused the lit island because the hint was to take a ship back there; clicking the
        ringed ship was refused too, until its button was pressed."""
        chosen = self.hint.choice
        if chosen is None or self.interaction.mode_chosen or self.hinted_button() is None:
            return None
        return chosen.option if chosen.option.kind in (OptionKind.RECALL, OptionKind.KING) else None

    def hint_dock(self) -> pygame.Rect | None:
        """Where the docked panel (the hint, the replay's review) is drawn: flush under what is
        drawn above it, as tall as the panel. Where the tracker shows its counts only above it,
        right under them (`_tracker_shrunk`); where the whole tracker shows above it, right under
        the tracker; with the tracker off, at the top of its place, under the stack; else (the
        tracker's lists cut to the room above it) at the foot of its place (`_dock_place`), the
        tracker reaching down to it. The panel sat at the foot of its place, which reaches down
        to the buttons shown (`dock_floor`): a short hint lay 57 px and more below the whole
        tracker at 1350x696, and with the tracker off below an empty column."""
        place, panel = self._dock_place(), self.docked_panel()
        if place is None or panel is None:
            return place
        tracker = self.hud.rects["tracker"]
        if self.show_tracker:
            shrunk = self._tracker_shrunk(place, panel)
            if shrunk is not None:
                need, box = shrunk
                top = tracker.top + need + self.hud.px(8)
                return pygame.Rect(place.x, top, place.width, box.height)  # (the box lies lower: `need` < room)
        at_foot = panel.docked_box(place, self.hud.scale)
        if at_foot is None:
            return place
        top = tracker.bottom + self.hud.px(8) if self.show_tracker else place.top
        if at_foot.top <= top:
            return place  # the tracker reaches down to it (cut to the room above it), or it fills its place
        return pygame.Rect(place.x, top, place.width, at_foot.height)

    def _dock_place(self) -> pygame.Rect | None:
        """Where the hint's panel goes: the tracker's place in the right-hand column while a hint
        shows (over the table, play-tests found it hid the very cards they needed), or None (the
        table area) when that place is too low for a hint (a small window; in the compact
        layout, when every place `_compact_dock` tries is). With the tracker on,
        the top of that place stays the tracker's, as far as the hint keeps `HINT_DOCK_HEIGHT`:
        its title and a line of what is left (a hint of 8 lines left no tracker: play-test 23).
        The place reaches down to the buttons shown under it (`dock_floor`): the buttons' area
        keeps room for six action buttons, and play-test 24 read a hint shrunk to 11 px type and
        its plan cut ("... 34% to …") above 80 to 250 px of that room left empty."""
        rect = self.hud.rects.get("tracker")
        if rect is None:
            return None
        floor = dock_floor(
            rect, self.hud.rects["buttons"], [b.rect for b in self.hud.buttons] if self.hud.controls_shown else []
        )
        rect = pygame.Rect(rect.x, rect.y, rect.width, floor - rect.y)
        least = round(HINT_DOCK_HEIGHT * self.hud.scale)
        if rect.height < least and not self.hud.compact:
            return None  # (the compact column may yet fold the stack's panel for it: `_compact_dock`)
        keep = self.hud.px(MIN_TRACKER_HEIGHT) + self.hud.px(8)  # the gap `tracker_room` leaves
        places = [rect]
        if self.show_tracker and rect.height - keep >= least:
            places.insert(0, pygame.Rect(rect.x, rect.y + keep, rect.width, rect.height - keep))
        if not self.hud.compact:
            panel = self.docked_panel()
            if panel is not None:  # the log's type, as tall as its text (a window made wider again)
                panel.least_px, panel.fill_dock = None, False
            return places[0]
        return self._compact_dock(places, least)

    def _compact_dock(self, places: list[pygame.Rect], least: int) -> pygame.Rect | None:
        """The compact layout's place for the hint (640x480, 800x600): its column is narrow, and
        a play-test read hints cut with "…" there ("... to sail with 2 colours up (sure to sink at
        danger 3: …)"). The panel's type shrinks to `COMPACT_HINT_PX` before anything is cut
        (`HintPanel.least_px`), and the first of these places where the hint fits whole is
        taken: under the tracker's title and counts, the tracker's whole place, and where even
        that is too low, the column under the stack's panel folded to its words (the turn and
        the counts on a line: `stack_folded`), unless the decision drags its card from the
        stack. The hint took the column from its top there, and a play-test at 640x480 lost the
        turn and the stack's counts at the start of its turn, just as it decided. A place lower
        than `least` is not taken (at 640x480, the tracker's place above a turn's four action
        buttons and "Finish for me": the folded place is taken there); None (over the table)
        where none is left."""
        panel = self.docked_panel()
        if panel is None:
            return places[0] if places[0].height >= least else None
        panel.least_px, panel.fill_dock = COMPACT_HINT_PX, False
        node = self.match.pending
        tracker = self.hud.rects["tracker"]
        last = places[-1]
        if not (isinstance(node, Decision) and node.kind is DecisionKind.EMIGRATE):
            # as far under the folded panel as the tracker lies under the whole one
            top = self.hud.folded_stack_rect.bottom + tracker.top - self.hud.rects["stack"].bottom
            places.append(pygame.Rect(last.x, top, last.width, last.bottom - top))
        places = [place for place in places if place.height >= least]
        if not places:
            return None
        for place in places:
            if place.top < tracker.top:
                panel.fill_dock = True  # flush under the stack's words, not at the place's foot
            if panel.fits_whole(place, self.hud.scale):
                return place
        return places[-1]

    def stack_folded(self) -> bool:
        """True while the docked panel lies over the compact stack panel's card and counts (the
        hint's place climbs above the tracker's: `_compact_dock`); the stack's panel then shows
        only its words above it (`Hud.folded_stack_rect`)."""
        place = self._dock_place()
        return place is not None and self.docked_panel() is not None and place.top < self.hud.rects["tracker"].top

    def fit_column(self) -> None:
        """Tell the HUD what of the right-hand column the docked panel (a hint, the replay's
        review) leaves to the panels under it: the tracker's height above it (`tracker_room`),
        and whether the stack's panel is folded to its words (`stack_folded`)."""
        self.hud.tracker_height = self.tracker_room()
        self.hud.stack_folded = self.stack_folded()
