"""The table scene: one match on screen, played with the mouse (or a hint and Enter) by humans and by AI seats.

Each frame: animations advance; when they are done, the scene resolves a reveal, asks an AI
seat (off the render loop) or waits for a human gesture; whatever option results goes through
`Match.apply`, and the returned events are queued for animation. The scene never decides a
rule: highlights, buttons and prompts come from the pending options. An AI seat's reason is
logged under its decision; a person may ask for a hint (? or I), which the hard level thinks
about off the render loop and `HintPanel` shows on the table; Enter then makes the hinted move.
"Finish for me" (its button, or G, and a second click or G to confirm) hands the person's seat to
the hint's level for the rest of the game (`Match.stand_in`): the table's thinker plays it as a
computer seat, a tab on the table says so, and Esc or a click on that tab takes it back.

This module is the scene's state and what changes it (input, the match, the layout, hints,
undo); where the view goes (the automatic view, a placed view, key F's whole table) is
`TableCamera` in `table_camera.py`, and what each frame draws is `TableDrawing` in
`table_draw.py`: the scene inherits both (`TableScene(TableCamera)`, `TableCamera(TableDrawing)`),
and neither changes the game.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import pygame

from tongiaki.ai.base import Choice
from tongiaki.app.input.interaction import ActionMode, Interaction, emigrate_prompt, pointer_away
from tongiaki.app.scenes.handover import Handover, handover_words
from tongiaki.app.scenes.hint_plan import HintPlan
from tongiaki.app.scenes.table_draw import SIZE_TIP
from tongiaki.app.scenes.table_hints import (
    ACTION_LABELS,
    HINT_TIP,
    TableHints,
)
from tongiaki.app.scenes.table_text import (
    STAND_IN_NAME,
    action_tip,
    first_line_gone,
    game_over_prompt,
    latest_story,
    resettle_warning,
    seat_name_forms,
    shown_prompt,
    stall_shown,
    waiting_prompt,
    winner_names,
)
from tongiaki.app.sound import Effect
from tongiaki.app.thinker import Thinker
from tongiaki.app.view.camera import card_size, wheel_factor, wheel_notches
from tongiaki.app.view.display import SPEEDS, Animator, DisplayTable
from tongiaki.app.view.preview import (
    RoutePreview,
    voyage_ends,
)
from tongiaki.app.view.tableview import TableView
from tongiaki.app.widgets.hint import HINT_LEVEL, HINT_SECONDS, HintPanel
from tongiaki.app.widgets.hud import Hud, compact_layout, layout, ui_scale
from tongiaki.app.widgets.logbook import LogBook
from tongiaki.app.widgets.offview import OffviewMarks
from tongiaki.app.widgets.ui import Button
from tongiaki.play.catchup import catch_up_line
from tongiaki.play.match import HUMAN, Match
from tongiaki.play.narrate import Line, LineKind, Narrator, forced_flags, retell
from tongiaki.play.settings import Settings
from tongiaki.rules import Cell, Chance, Decision, DecisionKind, Event, EventKind, Option, OptionKind
from tongiaki.rules.explain import action_reasons, reproduction_places_nothing

PAN_STEP = 60
CAMERA_KEYS = frozenset(
    {
        pygame.K_LEFT,
        pygame.K_a,
        pygame.K_RIGHT,
        pygame.K_d,
        pygame.K_UP,
        pygame.K_w,
        pygame.K_DOWN,
        pygame.K_s,
        pygame.K_PLUS,
        pygame.K_EQUALS,
        pygame.K_KP_PLUS,
        pygame.K_MINUS,
        pygame.K_KP_MINUS,
        pygame.K_f,
    }
)
"""The keys that only move the camera (`TableScene._handle_key`): the finished board's too."""
AUTOSAVE_FAILED = "The game could not be autosaved ({error}). Use Save as... to keep it."
"""Said once when autosaving starts to fail (`TableScene._autosave`)."""
AUTOSAVE_FAILED_SECONDS = 8.0
INSTANT_FRAME_BUDGET = 0.012  # seconds of game steps per frame at instant speed
FORCED_HOLD = 0.6
"""Seconds (at normal speed) a placement the rules core made by itself stays on show."""
FOLLOWED = (EventKind.CARD_ATTACHED, EventKind.FLEET_MOVED, EventKind.TURNED_BACK, EventKind.EMIGRATED)
"""Events the automatic view glides to when their card would be out of sight."""


def followed_cell(event: Event) -> Cell | None:
    """The cell the automatic view glides to for `event` (`FOLLOWED`): the new card, where the
    fleet goes, the island it sets out from; None for any other event."""
    if event.kind not in FOLLOWED:
        return None
    return event.to if event.kind in (EventKind.FLEET_MOVED, EventKind.TURNED_BACK) else event.cell


SIZE_TIP_SECONDS = 8.0
"""How long such a tip shows."""
SKIP_TIP = "Space skips the moves being shown; Speed sets how fast they play."
SKIP_TIP_AFTER = 20.0
"""Seconds of computer moves shown since the person's last decision before `SKIP_TIP` is told."""
ENTER_NOT_YET = "A move is still being shown: Enter plays a hint's move at your decision (Space skips the showing)"
"""Said when Enter is pressed while the person's decision waits behind a move being shown."""
TURN_OVER = "Your turn is over: nothing to undo"
"""Said when U is pressed while a computer seat plays after the person's turn (play-test 34's
last new ship ended the turn and U said nothing); a turn once over stays played."""
FINISH_LABEL = "Finish for me (G)"
FINISH_ARMED = "Click again to hand over (G)"
"""The "Finish for me" button, and its label while it waits for the second click."""
CATCH_UP_SECONDS = 60.0
"""How long the start of a person's turn says what changed for them (`_tell_catch_up`), unless
they act first (it goes at their first click): play-test 51 missed it, gone after a few seconds,
the only summary of 20 s of five computer seats' moves."""


def finish_warning(name: str, key: str | None = "Esc") -> str:
    """What the second click on "Finish for me" does, said before it is made; `key` takes the
    seat back (`TableScene.take_back_key`; None: only a click on the tab does)."""
    back = f"{key} takes the seat back" if key else "a click on its tab takes the seat back"
    return (
        f"Click again (or G) and {STAND_IN_NAME.lower()} plays {name} to the end of the game, at the game's "
        f"speed; {back}. Any other move keeps it yours."
    )


class TableScene(TableHints):
    """A match being played."""

    take_back_key: str | None = "Esc"
    """The key that takes back a seat handed to the hard level (besides a click on its tab), as
    the tab, the prompt and the button's tip say it; None in a scene whose Esc means something
    else first (the tutorial's leaves it: play-test 34 saw both claim Esc at once)."""

    def __init__(
        self,
        app: Any,
        match: Match,
        *,
        names: list[str],
        colours: list[str],
        speed: str = "normal",
        autoplay: bool = False,
        watch_only: bool = False,
    ) -> None:
        self.app = app
        self.watch_only = watch_only
        """Shows a game without playing it (the replay viewer): no reveals, no AI, no gestures,
        no autosave; the owner feeds the state and the events."""
        self.match = match
        self.names = names
        self.colours = colours
        self.autoplay = autoplay
        self.cards = match.deck.cards
        self.display = DisplayTable.from_state(match.state, match.events)
        computers = frozenset(seat for seat, agent in enumerate(match.agents) if agent is not None)
        self.animator = Animator(
            self.display,
            self.cards,
            speed,
            on_begin=self._on_event_shown,
            quick_seats=frozenset() if watch_only else computers,
            turn_player=match.state.active,
        )
        self.view = TableView(self.cards, colours)
        self.interaction = Interaction(self.view)
        self.preview = RoutePreview()
        self.hud = Hud(match, names, colours, self.cards)
        self.hud.name_forms = seat_name_forms(match.stood_in, names)  # a finished game's: as it ended
        self.view.panel_source = lambda: self.hud.rects  # the landing fleet keeps clear of the panels
        self.logbook = LogBook(self.hud.log)
        """The large log (L, or the log's "Full log" button), over the table while open."""
        self.hud.log.on_open = self.logbook.open
        self.logbook_on_top = True
        """`draw` ends with the large log; a scene that draws over the table (the replay's bar)
        sets this False and draws it itself, last."""
        settings = getattr(app, "settings", None)
        self.show_tracker = getattr(settings, "show_tracker", True)
        """The deck tracker panel is shown (key T)."""
        self.show_odds = getattr(settings, "show_odds", True)
        """Voyage odds are shown when a pier is hovered (key O)."""
        self.hud.show_tracker = self.show_tracker
        self._forced: set[int] = set()
        self.showing_forced = False
        """The event being shown is a placement the rules made by themselves."""
        self.thinker = Thinker(getattr(app, "ai_iterations", None), plans=True)
        self.thinking_seat = -1
        """The computer seat the thinker is deciding for (-1: none); the seats panel says it is
        thinking only once its turn is shown (`refresh_hud`)."""
        self.hinter = Thinker(getattr(app, "ai_iterations", None), think=HINT_SECONDS)
        """Thinks about hints for the person to move (the hard level, a short think)."""
        self.hint = HintPanel()
        self.offview = OffviewMarks()
        """Tabs at the table area's edges for cards the automatic view leaves out (click: fit)."""
        self._init_drawing()
        self.hint_queued = False
        """A hint asked while a move was still shown, for the person's decision behind it."""
        self.hint_by_itself: tuple[int, Decision | Chance | None] | None = None
        """The decision whose hint showed by itself (the plan's next step): a ? there keeps it
        (the person asks for what shows) instead of hiding it (play-test 31's "? then Enter")."""
        self.hint_hidden: tuple[int, Decision | Chance | None] | None = None
        """The decision whose hint a ? hid (an Enter there says how to show it again)."""
        self.hint_from_queue: tuple[int, Decision | Chance | None] | None = None
        """The decision whose hint was asked by a ? pressed while a move was still shown
        (`hint_queued`); `hint_came_at` is the scene time its hint showed (None: not yet)."""
        self.hint_came_at: float | None = None
        self.hint_thinking: tuple[int, Decision | Chance | None] | None = None
        """The decision the hinter thinks about (None: none): its answer is taken only for it."""
        self.hint_known: tuple[tuple[int, Decision | Chance | None], Choice, bool] | None = None
        """The last hint given, with its decision and whether it carried on the last hint's plan:
        a ? after a ? that hid it (while it was thought about, or after it showed) shows it again
        at once, the same hint in the same words (play-test 50 saw a hidden hint thought about
        anew and worded otherwise)."""
        self.size_tip_given = False
        """Whether the tip on the card size setting was given (once a game shown, `_size_tip`)."""
        self.skip_tip_given = False
        """Whether the tip on Space was given (once a game shown, `_skip_tip`)."""
        self._shown_since_decision = 0.0
        """Seconds of moves shown since the person's last decision (`_skip_tip`)."""
        self._laid_out: tuple[object, ...] | None = None
        """What the layout was last made for (window size, UI scale, tracker, card size)."""
        self._laid_out_cards = card_size()
        """The card size setting of the last layout (a larger one brings a placed view in, `resize`)."""
        self.quiet_cell: Cell | None = None
        """The card just clicked: its box stays hidden until the pointer leaves it (a play-test
        clicked an island and its box then hid the neighbour they were to click next)."""
        self.box_waits_for_pointer = False
        """True from the beginning of a turn until the pointer moves: the card under a pointer left
        still through the computers' moves shows no box (play-test 51's turn began with Hawaii's
        box over the left half of the table, the view having glided under it; play-test 53 saw
        Samoa's in a computer's turn)."""
        self._box_turn: tuple[int, int] = (-1, -1)
        """(turn, seat) last seen by `_after_step`: a computer seat's turn begins with no card's box."""
        self._quiet_view: tuple[float, float, float] | None = None
        """The view (zoom, offset) when `quiet_cell` was clicked: once the view changes, the box
        shows the card under the pointer again (play-test 25), as after an undo or a turn."""
        self.hint_plan = HintPlan()
        """The last hint's plan within its turn (carried on by the next hint, or left)."""
        self._autosave_failing = False
        """Whether the last autosave failed (the next failure is then not said again)."""
        self._notice_decision: Decision | Chance | None = None
        """The decision a notice on the table is about (`_decision_notice`), else None."""
        self._reasons: dict[int, str] = {}
        """An AI seat's reason, by id of the first event of its decision (logged with it)."""
        self._sail_prompt: tuple[Decision | None, str] = (None, "")
        """The prompt of the person's emigration decision it was made for (`emigrate_prompt`)."""
        self.t = 0.0
        self.synced = True
        self.fitted = False
        self._whole_view = None
        """The camera's (zoom, offset) as key F left it showing the whole table (None: not so)."""
        self._view_before_whole = None
        """The view the player placed when key F showed the whole table (`_placed_view`), which F
        again brings back (`toggle_fit`); None: the automatic view was showing."""
        self._auto_before_whole = None
        """The automatic view where it rested when key F showed the whole table, with the table's
        cards and its area then: F again brings it back as it was while they are the same
        (`toggle_fit`)."""
        self._whole_closer = False
        """That view came in closer than the whole table for a person's beach clicks (`fit`)."""
        self._notice_room: str | None = None
        """The words of the notice the automatic view keeps room for at the top of the table
        area while it shows (`_room_for_notice`, `roomed_notice_box`), else None."""
        self._room_made = None
        """The automatic view (zoom, offset, where it rests) before the room kept at the top of the
        table area for a notice or a tab was made (`_make_room`), and as that room left it at the
        person's decision it was made at (None: not yet); None when no room is to be given back
        (`_give_room_back`)."""
        self._whole_cells = frozenset()
        """The table's cards when key F's whole table was last fitted (`fit`): as the game goes
        on it moves again where they change (`_whole_view_stays`)."""
        self._kept_view = None if watch_only or match.is_over() else match.view
        """The view a loaded game was saved with (`Match.view`), shown by the first layout
        (`resize`, `_show_kept_view`); a finished game opened again shows its end as always."""
        self._view_kept = False
        """True from a loaded game's placed view shown again (`_show_kept_view`) until the first
        person's decision of the resumed game shows: that decision keeps the view as the player
        left it (`_after_step` moves no view for it: play-test 41's Continue was to come back to
        the view it left, not to have it zoomed out for the turn's islands as a turn's beginning
        would). It was the decision the game was saved at only: a hot-seat game saved while the
        computer seat was to move came back with the view left, the computer's move and the
        handover, and the click that took the handover away framed the person's islands."""
        self.covered_bottom = 0
        """Pixels along the bottom of the table area that the owner's own panels cover (the replay
        viewer's bar): the camera fits and follows the cards above them."""
        self.over_delay = 0.0
        self._over_prompt: str | None = None
        """The top bar once the game is over (`game_over_prompt`), made at its first frame."""
        self.end_framed = False
        """True once the view has been set to show the whole table at the end of the game."""
        self.resettle_armed = False
        self.finish_armed: Decision | Chance | None = None
        """The person's decision at which "Finish for me" was clicked once (a second click, or G,
        hands the seat over; it asks again at any other decision)."""
        self.last_decision: Decision | None = None
        self._buttons_key: tuple[object, ...] | None = None
        self.submitted: list[Option] = []
        self._decided_in = None
        """(turn, seat) of the turn in which a person last made a decision here (`_mid_turn`)."""
        self._undo_run: tuple[list[Line], int, int] | None = None
        """The undos in a row (no move between them) the log tells in one line: the log's
        lines before the first of them, how many, and the moves recorded after the last."""
        self._turn_sounded: Decision | None = None
        """The decision whose turn sound was played (`_play_turn_sound`)."""
        self.handovers = Handover(resumed=bool(match.history) and not watch_only)
        """In a hot-seat game (several human seats), the turn handed over from one person to
        another (`scenes/handover.py`)."""
        self._caught_up: tuple[int, int] | None = None
        """(turn, seat) of the person's turn whose start was told what changed since their last
        (`_tell_catch_up`)."""
        self._retell()

    @property
    def handover(self) -> int:
        """The human seat the turn is being handed over to (-1: none, `Handover.seat`)."""
        return self.handovers.seat

    @property
    def at_table(self) -> int | None:
        """The human seat at the controls (`Handover.at_table`)."""
        return self.handovers.at_table

    @property
    def short_names(self) -> list[str]:
        """Seat names without who plays them ("Blue")."""
        return [n.split(" (")[0] for n in self.names]

    def _retell(self) -> None:
        """Tell the whole game so far in the log (a new scene, or after an undo)."""
        self.narrator, lines = self._told()
        self.hud.log.set_lines(lines)
        self._sync_hud()

    def _told(self) -> tuple[Narrator, list[Line]]:
        """A fresh narrator and the log's lines of the whole game so far as it tells them
        (without the table's messages the log has gathered since)."""
        narrator = Narrator(self.match.deck, self.short_names, [c.lower() for c in self.colours])
        return narrator, retell(narrator, len(self.match.seats), self.match.history, self.match.reasons)

    # ------------------------------------------------------------------ lifecycle

    def _on_event_shown(self, event: Event) -> None:
        """An event's animation begins: log it, play its sound, update the HUD, follow the action."""
        sounds = getattr(self.app, "sounds", None)
        if sounds is not None:
            sounds.on_event(event, self.t)
        forced = id(event) in self._forced
        self._forced.discard(id(event))
        self.showing_forced = forced
        self.hud.log.extend(self.narrator.feed(event, forced, self._reasons.pop(id(event), "")))
        self._sync_hud()
        if event.kind is EventKind.TURN_PASSED:
            self.quiet_cell = None  # a clicked card's box comes back with the next turn
        cell = followed_cell(event)
        if cell is not None:
            self._keep_in_view(cell)

    def _sync_hud(self) -> None:
        """The HUD shows the game as far as the animation has got (not the state ahead of it)."""
        narrator = self.narrator
        self.hud.stack_left = list(narrator.stack)
        # the end told by the log so far (not any line of the END kind: the warning that one card
        # of a kind is left made the stack panel say "Final turn!" in a play-test)
        self.hud.end_shown = narrator.end_told or (self.match.state.end_triggered and not self.animator.busy)
        self.hud.shown_active = narrator.active
        self.hud.shown_turn = narrator.turn

    def enter(self) -> None:
        """Lay out for the current window."""
        self.resize(self.app.screen.get_size())

    def exit(self) -> None:
        """Leaving the table: stop thinking, save the game."""
        self.thinker.cancel()
        self.hinter.cancel()
        if not self.watch_only:
            self.keep_view()
            self.app.autosave(self.match)

    def resize(self, size: tuple[int, int]) -> None:
        """Recompute the HUD layout; the automatic view re-fits, a view the player placed keeps
        its zoom and the point at the middle of the table area; the first layout of a resumed
        game shows the view it was saved with (`_show_kept_view`)."""
        old = self.hud.rects["table"].center
        camera = self.view.camera
        whole = self.whole_view_shown()
        scale = ui_scale(size, self.show_tracker)
        key = (tuple(size), scale, self.show_tracker, card_size())
        if key == self._laid_out:
            return  # the same layout (the Settings screen opened or closed over it): the view stays
        larger_cards = self._laid_out is not None and card_size() > self._laid_out_cards
        self._laid_out = key
        self._laid_out_cards = card_size()
        self.hud.set_layout(
            layout(size, self.view.ocean, len(self.names), self.show_tracker), scale, compact_layout(size)
        )
        camera.set_ui_scale(scale)
        self.interaction.stack_rect = self.hud.stack_card_rect
        self._buttons_key = None
        if whole:
            self.fit()  # key F's whole table, fitted to the new size
        elif camera.user_moved and self.fitted:
            camera.recentre(old, self.hud.rects["table"].center)
            if larger_cards and camera.zoom < camera.readable_zoom:
                # Card size raised in Settings: the placed view comes in to the new floor about
                # the middle of the table area (play-test 41 raised it and saw no card grow)
                camera.target = camera.target_zoom = None
                camera.set_zoom(camera.readable_zoom, self.hud.rects["table"].center)
        elif self._kept_view is not None:
            self._show_kept_view()
        else:
            self.auto_view()

    def _tab_action(self, pos: tuple[int, int]) -> Callable[[], None] | None:
        """What a click on the tab at `pos` over the table does, None where no tab is: a tab
        saying places for the card to place lie beyond an edge brings them into view
        (`_show_places`), one saying cards lie beyond it shows the whole table, the tab saying
        the hard level plays a seat takes it back, the whole-table tab goes back to the game's
        view."""
        aimed = self.offview.places_at(pos)
        if aimed:
            places = self.offview_places()
            return functools.partial(self._show_places, [places[k] for k in aimed if k < len(places)])
        if self.offview.hit(pos):
            return self.fit
        if self.stand_in_rect is not None and self.stand_in_rect.collidepoint(pos):
            return self.take_seats_back
        if self.view_mode_rect is not None and self.view_mode_rect.collidepoint(pos):
            return self.toggle_fit
        return None

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> None:
        """Buttons first, then camera keys, then board gestures."""
        if event.type == pygame.VIDEORESIZE or event.type == pygame.WINDOWSIZECHANGED:
            self.resize(self.app.screen.get_size())
            return
        if event.type == pygame.WINDOWLEAVE and self.interaction.drag is None:
            # the pointer left the window: it points at no card (play-test 25's last card box
            # stayed up, through the next turns, with the pointer elsewhere on the screen)
            event = pointer_away()
        if self.logbook.handle(event):  # open, the large log takes every input
            return
        if self.hud.log.handle(event):  # the wheel over the log scrolls it, never the board
            return
        self._quiet_after_click(event)
        if event.type == pygame.MOUSEWHEEL and self.hud.over_panel(self.hud.log.pointer):
            return  # the wheel over a panel never zooms the board behind it
        for button in self.hud.buttons:
            if button.handle(event):
                return
        if self.handover >= 0 and self._handover_event(event):
            return
        if event.type == pygame.KEYDOWN:
            if self._handle_key(event):
                return
        hint = self.hint.rect
        pos = getattr(event, "pos", None)
        if hint is not None and pos is not None and hint.collidepoint(pos):
            # The hint's panel is a panel: a click on it acted on the card under it (a play-test)
            if event.type != pygame.MOUSEMOTION:
                return
            event = pointer_away()
        if pos is not None and self._off_board(pos):
            # Between the buttons, on a panel or beside the table area: the cards lying under it
            # are not pointed at (a click between two buttons placed a card on a cell hidden by them)
            if event.type == pygame.MOUSEBUTTONDOWN and not self.interaction.stack_rect.collidepoint(pos):
                return  # (the stack's card is dragged from its panel onto a pier)
            if event.type == pygame.MOUSEBUTTONUP:
                self.interaction.drag = None  # a drag let go over a panel chooses nothing
                return
            if event.type == pygame.MOUSEMOTION and self.interaction.drag is None and not any(event.buttons):
                event = pointer_away()  # (a middle or right drag still pans the sea from anywhere)
        if pos is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            action = self._tab_action(pos)
            if action is not None:  # a press on a tab chooses nothing on the board under it
                if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
                    action()
                return
        if self._camera_gesture(event):
            return
        if event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.MOUSEMOTION,
            pygame.MOUSEWHEEL,
            pygame.KEYDOWN,
        ):
            if self._human_turn_ready():
                self.interaction.ring = self._hint_ring()
                option = self.interaction.handle(event, self.display)
                if option is not None:
                    self.submit(option)
                elif self.interaction.missed:
                    self._decision_notice(self.interaction.missed)
                    self.interaction.missed = ""
                elif event.type == pygame.MOUSEBUTTONUP and (
                    refusal := self.preview.refusal_at(self.view, self.display, event.pos)
                ):
                    self._decision_notice(refusal)  # a full beach's pier R7.2 holds back
            elif event.type == pygame.MOUSEMOTION or event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                self._look_with_pointer(event)

    def _handover_event(self, event: pygame.event.Event) -> bool:
        """While a handover shows, a click or Enter takes it away and is never a move
        (`Handover.event`); True when `event` was one of these. The camera, the log, the buttons
        and the other keys work as ever."""
        used, take = self.handovers.event(event, self.t, self.handover_box())
        if take:
            self.take_over()
        return used

    def take_over(self) -> None:
        """The person the turn was handed over to has the mouse: the board takes their moves."""
        if self.handovers.take():
            self._buttons_key = None

    def _tell_catch_up(self, node: Decision) -> None:
        """At the start of a person's turn, what changed for their seat since their last turn,
        once a turn, as a notice until they act ("Since your last turn: 4 → 0 points. Your ships
        sailed from Tuvalu (4) in Green's turn; 2 of your ships sank in Green's turn."), the
        seats by the names the table gives them: play-test 44's person went from 4 points to 0
        in a computer seat's long turn, and only 30 lines of the full log said why. A hot-seat
        handover says it on its panel instead (play-test 45 read it twice, the notice over the
        top row of islands)."""
        turn = (self.match.state.turn, node.player)
        if self._caught_up == turn or self._mid_turn():
            return
        self._caught_up = turn
        words = catch_up_line(self.match, node.player, self.short_names)
        size_tip = self.hud.notice_text == SIZE_TIP and self.hud.notice_showing(self.t)
        if words and not size_tip:  # the once-a-game tip stays: the view keeps room for it (`top_room`)
            self.hud.notice(words, self.t, CATCH_UP_SECONDS)
            self._notice_decision = node  # it goes when they act (`_decision_notice`)

    def _hot_seat(self) -> bool:
        """True when more than one seat is played by a person at this table."""
        return not self.watch_only and sum(seat == HUMAN for seat in self.match.seats) > 1

    def _update_handover(self) -> None:
        """When a person's decision is to be asked: a hot-seat handover begins if the turn came
        to that seat from another person (`Handover.decide`), or goes if its decision did."""
        if not self._human_decision_shown():
            return
        node = self.match.pending
        assert isinstance(node, Decision)
        showing = self.handovers.showing
        if self.handovers.decide(node.player, self._hot_seat(), self.t):
            self.handovers.news = catch_up_line(self.match, node.player, self.short_names)
            self._caught_up = (self.match.state.turn, node.player)  # told on the panel: no notice after it
            self.hint_queued = False  # asked by the person whose turn ended
            self.interaction.drag = None
            self._buttons_key = None
            # the turn's sound calls the next person as the panel shows (it played at the click
            # that started the turn, with the mouse already passed on)
            self._play_turn_sound(node)
        elif showing and not self.handovers.showing:
            self._buttons_key = None

    def _play_turn_sound(self, node: Decision) -> None:
        """The turn's sound, once for the decision `node` (a handover's turn is not called twice)."""
        sounds = getattr(self.app, "sounds", None)
        if sounds is not None and node is not self._turn_sounded:
            self._turn_sounded = node
            sounds.play(Effect.TURN, self.t)

    def _size_tip(self) -> None:
        """Once a game, when a person's turn begins (its action; never a later decision of the
        turn, nor over the turn's news) with the automatic view at its smallest cards (the table
        grew past the window) and the card size setting untouched: say how to get larger cards
        (a play-test read 7 px names late in a game and never found the setting). The view makes
        room for it at the top of the table area (`_make_room`), keeping in sight the decision's
        cards. Told at a later decision of a turn, its room moved the cards between the person's
        clicks: play-test 48's pier target went 43 px under it, play-test 51's Tahiti 20 px down."""
        camera = self.view.camera
        if self.size_tip_given or camera.user_moved or card_size() != 1.0 or not camera.at_readable_floor():
            return
        if self.match.stood_in:  # nobody to tell while the hard level plays the person's seat (play-test 32)
            return
        node = self.match.pending
        if not (isinstance(node, Decision) and node.kind is DecisionKind.ACTION) or self._mid_turn():
            # told as a turn begins, where the view may move: its room, made after a click on
            # Tahiti, pushed the cards 20 px down under play-test 51's pointer
            return
        if self.hud.notice_showing(self.t) and self._notice_decision is node:
            return  # the turn's news first (`_tell_catch_up`); the tip at a later turn's beginning
        self.size_tip_given = True
        cells = {o.cell for o in node.options if o.cell is not None}
        shown = [cell for cell in cells if camera.shows_whole([cell], self._viewport())]
        self.hud.notice(SIZE_TIP, self.t, SIZE_TIP_SECONDS)
        self._make_room(*shown)  # the tip's room at the top (`size_tip_box`), the decision's cards kept

    def _off_board(self, pos: tuple[int, int]) -> bool:
        """True when `pos` is not on the table as the player sees it: on a HUD panel, between its
        buttons, or outside the table area."""
        return not self.hud.rects["table"].collidepoint(pos) or self.hud.over_panel(pos)

    def look(self, event: pygame.event.Event) -> None:
        """Only look at the table, as the score screen's "Show board" does with the finished
        game: the log scrolls, the camera pans, zooms and fits (wheel, drag, arrows, + and -, F)
        and the card under the pointer tells about itself; no button, no move. (The final
        board was a still picture with the last card's box stuck on it: a play-test.)"""
        if event.type == pygame.MOUSEMOTION:
            self.box_waits_for_pointer = False  # (a game whose last turn was a computer's)
        if self.logbook.handle(event) or self.hud.log.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL and self.hud.over_panel(self.hud.log.pointer):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in CAMERA_KEYS:
                self._handle_key(event)
            return
        if not self._camera_gesture(event) and event.type in (
            pygame.MOUSEMOTION,
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
        ):
            self._look_with_pointer(event)

    def _quiet_after_click(self, event: pygame.event.Event) -> None:
        """Keep the clicked card's box hidden until the pointer moves to another card."""
        pos = getattr(event, "pos", None)
        if pos is None:
            return
        if event.type == pygame.MOUSEMOTION:
            self.box_waits_for_pointer = False
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            self.quiet_cell = self.view.cell_at(pos)
            camera = self.view.camera
            self._quiet_view = (camera.zoom, *camera.offset)
        elif (
            event.type == pygame.MOUSEMOTION
            and self.quiet_cell is not None
            and self.view.cell_at(pos) != self.quiet_cell
        ):
            self.quiet_cell = None

    def _look_with_pointer(self, event: pygame.event.Event) -> None:
        """Nothing to decide: the left button pans the sea, the pointer points at cards."""
        self.interaction.set_decision(None)
        self.interaction.handle(event, self.display)

    def _camera_gesture(self, event: pygame.event.Event) -> bool:
        """The wheel zooms (unless the decision turns a card with it: then with Ctrl), the
        middle or right button drags the sea; True when `event` was one of these."""
        if event.type == pygame.MOUSEWHEEL and not self.interaction.wants_wheel():
            notches = wheel_notches(event)  # a trackpad's fine scroll zooms in proportion
            if notches:
                self.view.camera.zoom_at(pygame.mouse.get_pos(), wheel_factor(notches))
                self.view.zooming = True
            return True
        if event.type == pygame.MOUSEWHEEL and pygame.key.get_mods() & pygame.KMOD_CTRL:
            notches = wheel_notches(event)
            if notches:
                self.view.camera.zoom_at(pygame.mouse.get_pos(), wheel_factor(notches))
            return True
        if event.type == pygame.MOUSEMOTION and (event.buttons[1] or event.buttons[2]):
            self.view.camera.pan(event.rel)
            self.interaction.pointer = event.pos  # the card box follows the pointer as the sea is dragged
            return True
        return False

    def _handle_key(self, event: pygame.event.Event) -> bool:
        key = event.key
        cam = self.view.camera
        if key in (pygame.K_LEFT, pygame.K_a):
            cam.pan((PAN_STEP, 0))
        elif key in (pygame.K_RIGHT, pygame.K_d):
            cam.pan((-PAN_STEP, 0))
        elif key in (pygame.K_UP, pygame.K_w):
            cam.pan((0, PAN_STEP))
        elif key in (pygame.K_DOWN, pygame.K_s):
            cam.pan((0, -PAN_STEP))
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            cam.zoom_at(pygame.mouse.get_pos(), 1.2)
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            cam.zoom_at(pygame.mouse.get_pos(), 1 / 1.2)
        elif key == pygame.K_f:
            self.toggle_fit()
        elif key == pygame.K_t:
            self.toggle_tracker()
        elif key == pygame.K_o:
            self.toggle_odds()
        elif key == pygame.K_SPACE:
            self.animator.skip()
        elif key == pygame.K_ESCAPE and self._finish_armed():
            # backing out of "Finish for me" (play-test 32's Esc here went to the menu)
            self.finish_armed = None
            self._buttons_key = None
            self._decision_notice("Your seat stays yours")
        elif key == pygame.K_ESCAPE and self.match.stood_in and not self.watch_only:
            self.take_seats_back()  # the seat first; a second Esc saves and goes to the menu
        elif key == pygame.K_ESCAPE and self._escape_backs_out():
            pass
        elif key == pygame.K_ESCAPE:
            self.app.to_menu()
        elif key == pygame.K_g:
            self.finish_for_me()
        elif key == pygame.K_z and event.mod & pygame.KMOD_CTRL or key == pygame.K_u:
            self.undo()
        elif key == pygame.K_i or getattr(event, "unicode", "") == "?" or key == pygame.K_QUESTION:
            self.ask_hint()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.play_hint()
        else:
            return False
        return True

    def help_topic(self) -> str | None:
        """What the guide opens at (key H): the kind of the human decision being asked (the
        chosen action while one is armed: "king", "resettle"), else None (the quick start)."""
        node = self.match.pending
        if not self._human_turn_ready() or not isinstance(node, Decision):
            return None
        if node.kind is DecisionKind.ACTION and self.interaction.mode is ActionMode.KING:
            return "king"
        if node.kind is DecisionKind.ACTION and self.resettle_armed:
            return "resettle"
        return node.kind.value

    def _escape_backs_out(self) -> bool:
        """Esc backs out of what the person has begun in their decision, before it leaves the
        table: a card or a fleet's ship being dragged, a Resettle waiting for its second click
        (play-test 38 pressed Esc there to cancel and found itself on the start screen), a turn
        action chosen with its button (King island, Take a ship back: the turn starts again in
        reproducing). True when it backed out of one."""
        interaction = self.interaction
        if not self._human_turn_ready() or interaction.decision is None:
            return False
        if interaction.drag is not None:
            interaction.drag = None
            self._decision_notice("Put back: nothing was moved")
        elif self.resettle_armed:
            self.resettle_armed = False
            self._buttons_key = None
            self._decision_notice("No resettling: your ships stay where they are")
        elif interaction.decision.kind is DecisionKind.ACTION and interaction.mode_chosen:
            chosen, decision = interaction.mode, interaction.decision
            interaction.set_decision(None)
            interaction.set_decision(decision)  # the mode the turn starts in
            self._buttons_key = None
            if interaction.mode is chosen:
                return False  # the mode the turn starts in was chosen: nothing to back out of
            self._decision_notice(interaction.prompt())
        else:
            return False
        return True

    def _decision_notice(self, message: str) -> None:
        """A notice about the decision pending (why a click chose nothing, what to do next): it
        goes when that decision is made (one stayed up into the next decision, contradicting
        the prompt)."""
        self.hud.notice(message, self.t, 3.0)
        self._notice_decision = self.match.pending

    def _human_decision_shown(self) -> bool:
        """True when a person's decision is pending and no move is being shown."""
        return not self.watch_only and not self.animator.busy and self.match.waiting_for_human()

    def _human_turn_ready(self) -> bool:
        """True when the board takes a person's moves: their decision is shown, and handed over."""
        return self._human_decision_shown() and self.handover < 0

    def submit(self, option: Option) -> None:
        """Apply a human's option (validated by the rules core) and animate its events."""
        node = self.match.pending
        if node is None or node.is_chance or option not in node.options:
            return
        self.resettle_armed = False
        self.finish_armed = None
        self.submitted.append(option)
        self._decided_in = (self.match.state.turn, self.match.state.active)
        if isinstance(node, Decision) and len(self.match.history) not in self.match.hinted:
            planned = self.hint_plan.next_step(self.match.state, self.match.history, node, asked_here=True)
            if planned is not None and planned.option == option:
                # the next step of a hint's plan, played with no hint showing (after an undo):
                # the review holds it to be the hint's (a play-test's review flagged such a move)
                self.match.record_hint(option, planned.reason)
        self._apply(option)

    def _apply(self, option: Option, reason: str = "") -> None:
        settled = self.match.state.landing_settled()
        self.play_events(option, self.match.apply(option, reason), reason, settled)

    def _mark_forced(self, option: Option, events: list[Event], settled: bool = False) -> None:
        """Placements the rules made by themselves (or that had one outcome whatever was chosen:
        a `settled` landing) are held longer on screen and logged as such."""
        for event, forced in zip(events, forced_flags(option, events, settled), strict=True):
            if forced:
                self._forced.add(id(event))
                self.animator.hold[id(event)] = FORCED_HOLD

    def play_events(self, option: Option, events: list[Event], reason: str = "", settled: bool = False) -> None:
        """Animate and tell the `events` of `option` just applied (here, or by the replay
        viewer's step forward): forced placements held and logged as such, `reason` told under
        the first line unless the landing was `settled` (then it is told as the only choice)."""
        if reason and events and not settled:
            self._reasons[id(events[0])] = reason
        self._mark_forced(option, events, settled)
        self._queue(events)

    def _queue(self, events: list[Event]) -> None:
        self.animator.push(events)
        self.synced = False
        if not self.watch_only and any(e.kind in (EventKind.TURN_PASSED, EventKind.GAME_OVER) for e in events):
            self._autosave()

    def _autosave(self) -> None:
        """Autosave at a turn's end; the first failure of a run of them is said on the table
        (a game whose autosave failed on every turn said so only on the console)."""
        self.keep_view()
        error = self.app.autosave(self.match)
        if error is not None and not self._autosave_failing:
            self.hud.notice(AUTOSAVE_FAILED.format(error=error), self.t, AUTOSAVE_FAILED_SECONDS)
        self._autosave_failing = error is not None

    # ------------------------------------------------------------------ buttons

    def _rebuild_buttons(self) -> None:
        node = self.match.pending
        buttons: list[Button] = []
        human = self._human_turn_ready()
        if human and isinstance(node, Decision) and node.kind is DecisionKind.ACTION:
            reasons = action_reasons(self.match.state)
            kinds = {o.kind for o in node.options}
            entering = OptionKind.PLACE in kinds
            if not entering:
                for mode, label in ACTION_LABELS.items():
                    kind = mode.kind

                    def choose_mode(m: ActionMode = mode) -> None:
                        if self.interaction.mode is m and not self.resettle_armed:
                            # Already chosen: say what to do next (a play-test clicked Reproduce and
                            # saw nothing happen; it is the action a turn starts in).
                            self._decision_notice(self.interaction.prompt())
                        self.interaction.set_mode(m)
                        self.resettle_armed = False  # another action chosen: Resettle waits no more
                        self._buttons_key = None

                    button = Button(pygame.Rect(0, 0, 10, 10), label, choose_mode)
                    button.enabled = not reasons[kind]
                    button.why = reasons[kind]
                    button.tip = action_tip(self.match.state, node, kind)
                    # One lit button: a Resettle waiting for its second click is the action under way
                    # (a play-test saw Reproduce and Resettle lit together).
                    button.active = (
                        self.interaction.mode is mode and not self.resettle_armed and not self._finish_armed()
                    )
                    buttons.append(button)
                resettle = Button(
                    pygame.Rect(0, 0, 10, 10),
                    "Click again to resettle" if self.resettle_armed else "Resettle",
                    self._resettle,
                )
                resettle.enabled = not reasons[OptionKind.RESETTLE]
                resettle.why = reasons[OptionKind.RESETTLE]
                resettle.tip = action_tip(self.match.state, node, OptionKind.RESETTLE)
                resettle.active = self.resettle_armed
                buttons.append(resettle)
            if OptionKind.PASS in kinds:
                buttons.append(Button(pygame.Rect(0, 0, 10, 10), "Pass", lambda: self.submit(Option(OptionKind.PASS))))
        elif human and isinstance(node, Decision) and any(o.kind is OptionKind.PASS for o in node.options):
            buttons.append(Button(pygame.Rect(0, 0, 10, 10), "Pass", lambda: self.submit(Option(OptionKind.PASS))))
        if human and self.match.can_undo():
            buttons.append(Button(pygame.Rect(0, 0, 10, 10), "Undo (U)", self.undo))
        if human and isinstance(node, Decision) and node.kind is not DecisionKind.SETUP:
            # a small row of its own under the action buttons (`Button.secondary`: as the topmost
            # and largest of them, play-tests 36 and 39 found it inviting from turn 1), and only in
            # the person's turn: the grid under it stays as it was. Also while a hint shows (the
            # docked hint stops above the first button, `dock_floor`): left out then, it let the
            # action buttons above it move down a row and back as the hint came and went, and a
            # play-test's click aimed at one button landed on another
            armed = self._finish_armed()
            finish = Button(pygame.Rect(0, 0, 10, 10), FINISH_ARMED if armed else FINISH_LABEL, self.finish_for_me)
            finish.active = armed
            finish.secondary = True
            back = self._take_back_words()
            finish.tip = f"{STAND_IN_NAME} plays your seat to the end of the game; {back}"
            buttons.append(finish)
        speed = Button(pygame.Rect(0, 0, 10, 10), f"Speed: {self.animator.speed}", self._cycle_speed)
        menu = Button(pygame.Rect(0, 0, 10, 10), "Save & menu", self.app.to_menu)
        # A shown hint's button hides it (a play-test pressed it for a fresh hint and lost the hint)
        hint = Button(pygame.Rect(0, 0, 10, 10), "Hide hint (?)" if self.hint.showing else "Hint (?)", self.press_hint_button)
        hint.enabled = human  # while one is thought about too: a click hides it (it kept showing)
        hint.why = (
            ""
            if hint.enabled
            else "Start the turn first (click the table)"
            if self.handover >= 0
            else "Hints are for your own decisions"
        )
        hint.active = self.hint.showing
        if self.hint.showing:
            hint.tip = "Hides the hint; Enter makes its move"
        else:  # the button names ? only: play-test 42 met the I key in a notice alone
            hint.tip = HINT_TIP
        save_as = Button(pygame.Rect(0, 0, 10, 10), "Save as...", lambda: self.app.save_as(self))
        settings = Button(pygame.Rect(0, 0, 10, 10), "Settings", lambda: self.app.open_settings(back=self))
        rules = Button(pygame.Rect(0, 0, 10, 10), "Rules (H)", self.app.help.toggle)
        # The label says what the player sees of the tracker (play-test 25 read "Show tracker"
        # over its title and a line of counts, above a docked hint) and what a press does.
        seen = self.tracker_view()
        label = {"part": "Whole tracker", "hidden": "Show tracker"}.get(seen, f"Tracker: {seen}")
        tracker = Button(pygame.Rect(0, 0, 10, 10), label, self.toggle_tracker)
        tracker.active = seen == "on"  # lit only while the whole tracker shows
        if seen == "part":
            tracker.tip = f"Hide the {self.docked_name} to see the whole tracker"
        elif seen == "hidden":
            tracker.tip = f"Hide the {self.docked_name} to see the tracker under it"
        odds = Button(pygame.Rect(0, 0, 10, 10), f"Odds: {'on' if self.show_odds else 'off'}", self.toggle_odds)
        odds.active = self.show_odds
        # The compact layout folds the log away: its button opens the large log, as the log's
        # "Full log (L)" does (`Hud.compact`)
        log = [Button(pygame.Rect(0, 0, 10, 10), "Log (L)", self.logbook.open)] if self.hud.compact else []
        buttons.extend(
            [rules, *log, tracker, odds]
            if self.watch_only
            else [hint, speed, rules, *log, tracker, odds, settings, save_as, menu]
        )
        for old in self.hud.buttons:
            for new in buttons:
                if new.label == old.label:
                    new.hover = old.hover
        self.hud.buttons = buttons
        self.hud.place_buttons()

    def _take_back_words(self) -> str:
        """How a person takes back a seat handed to the hard level: "Esc takes it back", or by a
        click on its tab where no key does (the first game)."""
        return f"{self.take_back_key} takes it back" if self.take_back_key else "a click on its tab takes it back"

    def toggle_tracker(self) -> None:
        """Show or hide the deck tracker panel (remembered in the settings); while a docked panel
        (a hint, the replay's review) covers some or all of it, show it whole by hiding that
        panel (a play-test saw "Tracker: on" lit and no tracker)."""
        if self.tracker_view() in ("part", "hidden"):
            self.hide_docked()
            self._buttons_key = None
            return
        self.show_tracker = not self.show_tracker
        self.hud.show_tracker = self.show_tracker
        self._buttons_key = None
        self._remember(show_tracker=self.show_tracker)
        self.resize(self.app.screen.get_size())  # an enlarged UI needs the tracker's room (`ui_scale`)

    def toggle_odds(self) -> None:
        """Show or hide the voyage odds on hovering a pier (remembered in the settings)."""
        self.show_odds = not self.show_odds
        self._buttons_key = None
        self._remember(show_odds=self.show_odds)

    def _remember(self, **changes: object) -> None:
        """Keep a display choice in the player's settings."""
        update = getattr(self.app, "update_settings", None)
        if update is not None:
            update(**changes)

    def apply_settings(self, settings: Settings) -> None:
        """Take changed settings (odds, tracker, speed) from the Settings screen."""
        tracker_changed = settings.show_tracker != self.show_tracker
        self.show_tracker = self.hud.show_tracker = settings.show_tracker
        if tracker_changed:
            self.resize(self.app.screen.get_size())
        self.show_odds = settings.show_odds
        if not self.watch_only:
            self.animator.speed = settings.speed
        self._buttons_key = None

    def undo(self) -> None:
        """Take back the last decision of the human to move (never a reveal or an AI move); when
        there is none, say why (key U or Ctrl+Z did nothing a play-test could see), also while
        the computer plays after the person's turn (`TURN_OVER`). Nothing while a handover
        shows: the turn is not yet taken."""
        if self.handover >= 0:
            return
        if not self.watch_only and not self.match.is_over() and not self.match.waiting_for_human():
            self._why_no_undo_now()  # another seat's move: the person's turn is over
            return
        if not self.match.can_undo():
            if self._human_turn_ready() or self.animator.busy:  # (the last moves still shown are not theirs)
                self._decision_notice(self._why_no_undo())
            return
        if self.animator.busy:
            return
        run = self._undo_run
        if run is not None and run[2] == len(self.match.history):
            told, count = run[0], run[1] + 1  # no move since the last undo: one line tells them all
        else:
            told, count = self._told()[1], 1
        self.match.undo()  # with the landings the table made by itself (`Match.settled`)
        self._undo_run = (told, count, len(self.match.history))
        self.thinker.forget_plans()  # what the seats told of plans may be taken back with it
        # a hint known or thought about is for a position by its move count and decision: a
        # move played after the undo could reach an equal pair from another position
        self.hint_known = self.hint_thinking = None
        self.resettle_armed = False
        self.quiet_cell = None  # the click taken back: its card's box shows again
        self.display = self.animator.display = DisplayTable.from_state(
            self.match.state, self.match.events, keep=self.display
        )
        self.synced = True
        self.last_decision = None
        self._buttons_key = None
        self._forced.clear()
        self._retell()
        node = self.match.state.pending
        assert isinstance(node, Decision)  # undo goes back to a decision of the person to move
        # inside an action (a ship of a reproduction taken back), told among its lines: as a main
        # line, the lines after it read as if they were taken back too (a play-test)
        kind = LineKind.MAIN if node.kind is DecisionKind.ACTION else LineKind.DETAIL
        gone = first_line_gone(told, self.hud.log.lines)
        self.hud.log.append_text(self._taken_back(node, gone, count), self.narrator.turn, kind)

    def _why_no_undo_now(self) -> None:
        """Say why U does nothing while no person is to move (a computer seat's decision, or a
        card to reveal): play-test 34's last new ship ended its turn, the expert began at once,
        and U there said nothing. A turn once over stays played (undo is for the turn under
        way); a seat the hard level plays has no move of its person to take back."""
        people = [seat for seat, level in enumerate(self.match.seats) if level == HUMAN]
        if not people:
            return
        self._notice_decision = None  # (about no decision of the person: it stays its 3 s)
        playing = [seat for seat in people if seat not in self.match.stood_in]
        if playing:
            self.hud.notice(TURN_OVER, self.t, 3.0)
        else:
            name = self.short_names[people[0]] if len(people) == 1 else "your seats"
            self.hud.notice(f"Nothing to undo: {STAND_IN_NAME.lower()} plays {name}", self.t, 3.0)

    def _why_no_undo(self) -> str:
        """Why the person to move has no decision to take back: the step before their decision
        now (past the landings the table made by itself) was a revealed card, another seat's
        move, or there is none."""
        match = self.match
        index = match.last_choice()
        if index < 0:
            return "Nothing to undo yet"
        decider = match.deciders[index]
        if index < match.undo_floor and decider >= 0:
            return f"Nothing to undo: {STAND_IN_NAME} made the last move for {self.short_names[decider]}"
        if decider < 0:
            return "Nothing to undo: a card has been revealed since your last choice, and it stays revealed"
        return f"Nothing to undo: the last move was {self.short_names[decider]}'s"

    def _taken_back(self, node: Decision, line: str = "", count: int = 1) -> str:
        """The log's line for an undo, or for the `count` undos in a row that it replaces (a
        play-test's log kept a line per step taken back): a card's placement taken back names
        the card, which the log tells again where it goes (a play-test read that second "New
        card" as another card); any other move quotes the log's line for it, `line`, which the
        undo took out of the log (play-test 22 read "Blue takes back a move" and could not tell
        which ship went back); the moves after it taken back too are counted."""
        name = self.short_names[node.player]
        after = "" if count <= 1 else " and the move after it" if count == 2 else f" and the {count - 1} moves after it"
        if node.kind is DecisionKind.PLACE_CARD:
            card = self.match.deck.cards[self.match.state.place_card]
            what = f"island {card.name}" if card.is_island else "the water card"
            return f"{name} takes back where the new card went{after}: {what} is placed again"
        return (
            f'{name} takes back "{line}"{after}'
            if line
            else f"{name} takes back {count} moves"
            if after
            else f"{name} takes back a move"
        )

    def play_hint(self) -> None:
        """Enter: make the shown hint's move, exactly the option it rings, as the click on its ring
        would (`submit`: the rules core's options decide what is legal); a hinted Resettle as
        its button does, the first press asking for a second (it gives up the points on the
        table). With no hint shown Enter makes no move and asks for no hint (hints are counted on
        the score sheet): a notice says that ? asks for one (play-test 30 played by keyboard and
        found every move needed the mouse). Pressed while the person's decision waits behind a move
        still being shown, it says so (`ENTER_NOT_YET`): play-test 46's Enter, a moment early, did
        nothing and said nothing, and its next ? hid the hint that came."""
        if not self._human_turn_ready():
            if not self.watch_only and self.handover < 0 and self.match.waiting_for_human():
                self.hud.notice(ENTER_NOT_YET, self.t, 3.0)
            return
        chosen = self.hint.choice
        if chosen is None or self.hint.key != self._hint_key():
            waiting = self.hint.showing and self.hint.key == self._hint_key()
            self._decision_notice(
                "Still thinking about the hint: Enter plays its move once it shows"
                if waiting
                else "The hint is hidden: ? shows it again, then Enter plays its move"
                if self.hint_hidden == self._hint_key()
                else "Enter plays a hint's move: press ? or I for a hint first"
            )
            return
        if chosen.option.kind is OptionKind.RESETTLE:
            self._resettle()
            if self.resettle_armed:
                self._decision_notice("Enter again (or click again) to resettle")
            return
        self.submit(chosen.option)

    def _resettle(self) -> None:
        if self.resettle_armed:
            self.submit(Option(OptionKind.RESETTLE))
        else:
            self.resettle_armed = True

    def _finish_armed(self) -> bool:
        """True while "Finish for me" waits for its second click at the person's decision now."""
        return self.finish_armed is not None and self.finish_armed is self.match.pending and self._human_turn_ready()

    def finish_for_me(self) -> None:
        """ "Finish for me" (its button, or G): the first press asks again (the prompt says what it
        does), the second hands the seat whose decision is shown to the hint's level for the
        rest of the game (`hand_over_seat`). Only in the person's own decision."""
        node = self.match.pending
        if not self._human_turn_ready() or not isinstance(node, Decision):
            return
        if not self._finish_armed():
            self.finish_armed = node
            self.resettle_armed = False
            self._buttons_key = None
            return
        self.hand_over_seat(node.player)

    def hand_over_seat(self, seat: int) -> None:
        """The hint's level plays the human `seat` from now on, as a computer seat (its turns
        quickened as theirs, its reasons logged); a hint shown or asked for goes."""
        self.match.stand_in(seat, HINT_LEVEL)
        self.hud.name_forms = seat_name_forms(self.match.stood_in, self.names)  # the seats panel names the hard level
        self._make_room()  # the tab's room at the top (`_stand_in_place`): no card left under it
        self.finish_armed = None
        self.resettle_armed = False
        self.hint_queued = False
        self.hint.clear()
        self.interaction.drag = None
        self.animator.quick_seats = self.animator.quick_seats | {seat}
        self._buttons_key = None
        name = self.short_names[seat]
        self.hud.log.append_text(
            f"{STAND_IN_NAME} plays {name} from here (turn {self.match.state.turn})", self.narrator.turn
        )

    def take_seats_back(self) -> None:
        """Esc or a click on the stand-in's tab: every seat handed over goes back to its person,
        their next decision theirs again (a decision being thought about for it is dropped: the
        seat's rng advances only with an answer taken, so the game stays the same as one where
        the person had never handed it over from that point)."""
        for seat in sorted(self.match.stood_in):
            if self.thinking_seat == seat:
                self.thinker.cancel()
                self.thinking_seat = -1
            self.match.take_back(seat)
            self.animator.quick_seats = self.animator.quick_seats - {seat}
            self.hud.log.append_text(f"{self.short_names[seat]} takes the seat back", self.narrator.turn)
        self.hud.name_forms = seat_name_forms(self.match.stood_in, self.names)  # "Blue (you)" again
        self.last_decision = None
        self._buttons_key = None

    def _cycle_speed(self) -> None:
        names = list(SPEEDS)
        self.animator.speed = names[(names.index(self.animator.speed) + 1) % len(names)]
        self._buttons_key = None
        self._remember(speed=self.animator.speed)

    # ------------------------------------------------------------------ frame

    def update(self, dt: float) -> None:
        """Advance animations, then the match (reveals and AI seats)."""
        self.t += dt
        self.view.zooming = False
        self.view.camera.update(dt)
        if self.animator.speed == "instant":
            self._run_instant()
        else:
            self._advance_animations(dt)
            if not self.animator.busy:
                self._step()
            else:
                self._think_ahead()
            self._skip_tip(dt)
        self._after_step(dt)
        self.fit_column()

    def _advance_animations(self, dt: float) -> None:
        """Play the moves on by `dt` seconds, but a person's own voyage waits for the view: an
        event of it that the view must glide to (its new card, where the fleet goes,
        `followed_cell`) begins from its start, and stands there, while the glide brings it whole
        into the table area (`_held_for_view`). Play-test 38 at speed fast: the card a drag onto
        Tahiti's bottom pier revealed was laid below the view, and the view set out for it only
        as it was laid (a frame later); the glide takes 0.2-0.3 s at any speed, the card shows
        0.14 s and the fleet's move onto it 0.18 s at fast, so both played out of sight or cut by
        the edge, and the log told the person what the table had not shown."""
        animator = self.animator
        budget = dt
        for _ in range(1000):  # (each round ends an event, or spends the budget)
            if self._held_for_view():
                return
            playing = animator.current
            upcoming = animator.queue[0] if animator.queue else None
            if upcoming is not None and self._waits_for_view(upcoming):
                left = 0.0 if playing is None else max(0.0, playing.duration - playing.elapsed)
                if budget >= left:
                    animator.update(left)  # the one under way ends; the upcoming one begins at its start
                    budget -= left
                    if animator.current is not None and animator.current.event is upcoming:
                        continue
            animator.update(budget)
            return

    def _own_voyage(self, event: Event) -> bool:
        """True when `event` is one the view follows (`followed_cell`) in a person's own turn."""
        if self.watch_only or self.animator.speed == "instant" or followed_cell(event) is None:
            return False
        seat = self.animator.turn_player
        return 0 <= seat < len(self.match.agents) and self.match.agents[seat] is None

    def _waits_for_view(self, event: Event) -> bool:
        """True when `event`, a person's own voyage's, is to begin where the view does not show
        its cell whole."""
        cell = followed_cell(event)
        return (
            cell is not None
            and self._own_voyage(event)
            and not self.view.camera.shows_whole([cell], self._viewport(), now=True)
        )

    def _held_for_view(self) -> bool:
        """True while the event being shown, a person's own voyage's, waits at its start for
        the glide under way to bring its cell whole into view (`_advance_animations`)."""
        playing = self.animator.current
        if playing is None or self.view.camera.target is None:
            return False
        return self._waits_for_view(playing.event)

    def _think_ahead(self) -> None:
        """While moves are still being shown, a computer seat whose decision is the match's
        begins thinking (`_step` takes its answer once they are shown: the same game, move for
        move): play-test 28 watched an expert's turn of 39 decisions, each 3 s of thinking begun
        only once the move before it had been shown."""
        node = self.match.pending
        if node is None or self.watch_only or isinstance(node, Chance) or self.thinker.busy:
            return
        if self.match.agents[node.player] is None:
            return
        self.thinking_seat = node.player
        level = self.match.level_of(node.player)  # a seat handed over: its stand-in's (`finish_for_me`)
        self.thinker.start(level, self.match.state, node, self.match.agent_rngs[node.player])

    def _skip_tip(self, dt: float) -> None:
        """Once a game, after `SKIP_TIP_AFTER` seconds of moves shown since the person's last
        decision (chains of voyages by the computer seats): Space skips them (a play-test waited
        61 s through one and did not know Space)."""
        if self._human_turn_ready() or self.watch_only:
            self._shown_since_decision = 0.0
            return
        if self.animator.busy:
            self._shown_since_decision += dt
        if not self.skip_tip_given and self._shown_since_decision >= SKIP_TIP_AFTER:
            self.skip_tip_given = True
            self.hud.notice(SKIP_TIP, self.t, SIZE_TIP_SECONDS)
            self._room_for_notice()  # over no card: a play-test's lay over the top card's tip

    def _run_instant(self) -> None:
        import time

        steps = getattr(self.app, "instant_steps", None)
        if steps is not None:
            for _ in range(steps):
                self.animator.update(0.0)
                if not self._step():
                    break
            return
        deadline = time.perf_counter() + INSTANT_FRAME_BUDGET
        while time.perf_counter() < deadline:
            self.animator.update(0.0)
            if self._step():
                continue
            # Nothing to do until a computer seat's answer comes: wait for it for the rest of
            # the frame's budget. Drawing frame after frame instead (an autoplayed window draws
            # without pause at this speed) kept the thread that receives the answer from the
            # helper process from running: answers of 4 ms arrived seconds late, and an
            # all-computer game took 5 s to over 15 min, run to run.
            remaining = deadline - time.perf_counter()
            if remaining <= 0 or not self.thinker.busy or not self.thinker.wait(remaining):
                break

    def _step(self) -> bool:
        """Make one move of the match if nothing waits for a person; True when something happened.
        Never while moves are still being shown: the display is then made again from the state
        (`synced`) and the moves queued would be shown on it a second time (play-test 34's seat
        panels said "supply -10" after an instant-speed catch-up)."""
        if self.animator.busy:
            return False
        if not self.synced:
            self.display = self.animator.display = DisplayTable.from_state(
                self.match.state, self.match.events, keep=self.display
            )
            self.synced = True
        match = self.match
        node = match.pending
        if node is None or self.watch_only:
            return False
        if isinstance(node, Chance):
            events = match.reveal()
            self._mark_forced(match.history[-1], events)
            self._queue(events)
            return True
        seat = match.agents[node.player]
        if seat is None:
            if node.kind is DecisionKind.LAND and match.state.landing_settled():
                # R6.3: the rest of this landing ends the same whatever the person picks (one
                # colour left, one ship for each beach owed one, or enough to fill the island;
                # or one beach only with free spots, and room there for every ship left).
                self._apply(node.options[0])
                return True
            return False
        if not self.thinker.busy:
            self._think_ahead()
        choice = self.thinker.poll()
        if choice is None:
            return False
        self.thinking_seat = -1
        self._apply(choice.option, choice.reason)
        return True

    def _after_step(self, dt: float) -> None:
        self._update_handover()
        turn = (self.match.state.turn, self.match.state.active)
        if turn != self._box_turn:
            self._box_turn = turn
            if not self.match.is_over() and not self.match.waiting_for_human():  # a computer seat's turn:
                self.box_waits_for_pointer = True  # the view glides under a still pointer (play-test 53)
        if self.hint_queued and self._human_turn_ready():
            self.ask_hint()
        elif self.hint_queued and not self.match.waiting_for_human():
            self.hint_queued = False  # the decision it was for was made meanwhile
        self._update_hint()
        self._leave_closer()  # "Closer, for your beach" goes with the beach's decision
        if self._notice_decision is not None and self._notice_decision is not self.match.pending:
            self._notice_decision = None
            self.hud.notice_until = min(self.hud.notice_until, self.t)  # its decision was made
        node = self.match.pending
        human = self._human_turn_ready()
        self.interaction.set_decision(node if human and isinstance(node, Decision) else None)
        self.preview.update(self.match.state, self.interaction, self.display, self.view, self.show_odds)
        self.interaction.held_piers = set(self.preview.refused)  # a click nearer one of them takes no pier
        if human and isinstance(node, Decision) and node is not self.last_decision:
            self.last_decision = node
            kept, self._view_kept = self._view_kept, False  # the resumed game's first: the view left
            cells = {o.cell for o in node.options if o.cell is not None}
            if not kept:
                self._give_room_back(cells)  # the news gone with the first click: the turn's view again
            if self.whole_view_shown() and not self._whole_view_stays():
                self.fit(asked=False)  # closer for a beach's clicks, or the whole table again (`fit`)
            if node.kind is DecisionKind.ACTION:
                self.box_waits_for_pointer = not self._mid_turn()  # (a pointer left still: no box yet)
                self._play_turn_sound(node)
                self._zoom_back_in(cells)
                self._tell_catch_up(node)
                self._room_for_notice(*cells)
            keep = list(cells)  # what stays whole if the view leans off empty sea (`_lean_off_sea`)
            if kept:
                pass  # the view as the player left it (`_view_kept`)
            elif node.kind is DecisionKind.EMIGRATE:
                # where the piers lead too (a play-test's pier pointed at a new card's cell off
                # the window's edge, its voyage preview cut)
                ends = voyage_ends(self.match.state, node.options)
                self._keep_in_view(*cells, extra=ends)
                self._show_voyage_ends(cells)  # the empty ones whole, mid-turn too
                keep += [cell for cell in ends if self.view.camera.shows_whole([cell], self._viewport())]
            elif node.kind is DecisionKind.LAND:
                # and where its fleet's bubble waits beside it (at the table area's edge, the
                # free water beside the island off view, the bubble waited a card away), and the
                # cards its voyage revealed (one stayed cut mid-turn, the island whole)
                also = [*self.view.landing_focus(self.display), *self._revealed_this_turn()]
                self._keep_in_view(*cells, also=also)
                keep += [cell for cell in also if self.view.camera.shows_whole([cell], self._viewport())]
            elif node.kind is DecisionKind.PLACE_CARD:
                self._keep_in_view(*cells)
            elif cells and not self.view.camera.shows_whole(cells, self._viewport()):
                # A decision starts with some of its islands out of sight or cut by an edge of
                # the table area (the view stayed where the last computer move was; a play-test
                # found an island half under the prompt, whose centre alone was tested): bring
                # them in whole, panning as little as will do. A view the person zoomed keeps its
                # zoom and pans where that shows them whole (play-test 36's zoom, chosen with
                # the wheel, was undone two turns later), else zooms out just as far as shows
                # them (play-test 37's went back to the automatic view, half its zoom, for
                # islands a little too wide for it); a turn of theirs begins with the automatic
                # view again only where even that would go below the readable floor (play-test
                # 26 zoomed in once with the wheel, and for the rest of the game its turns began
                # with its islands cut off at the edges).
                camera = self.view.camera
                viewport = self._viewport()
                turn_start = node.kind is DecisionKind.ACTION and not self._mid_turn() and not self.whole_view_shown()
                if (
                    turn_start
                    and not camera.could_show_whole(cells, viewport)
                    and not camera.zoom_out_to_show(cells, viewport)
                ):
                    camera.user_moved = False
                self._keep_in_view(*cells)
                if turn_start and camera.user_moved:
                    # The view the person placed, moved to their islands (centred on them where
                    # it zoomed out, else the least pan), leans to show the most cards whole
                    # with them, as the automatic view does (play-test 38: half the area empty
                    # sea beside the islands, Tonga and Tuamotu cut off at the other edge).
                    camera.lean(self.display.cells, cells, viewport)
            self._size_tip()
            if not kept and node.kind is DecisionKind.ACTION and not self._mid_turn():
                self._lean_off_sea(keep)  # as the turn begins: between its clicks the view stays put
            self._note_room_left()
        self.refresh_hud()
        self._frame_end()
        if self.match.is_over() and not self.animator.busy and not self.watch_only:
            self.over_delay += dt
            if self.autoplay or self.over_delay > 1.2 or self.animator.speed == "instant":
                self.finished()

    def finished(self) -> None:
        """The game is over and shown: on to the score screen."""
        self.app.game_over(self.match)

    def refresh_hud(self) -> None:
        """Buttons, seat highlight and the top bar for what is on screen now."""
        node = self.match.pending
        human = self._human_turn_ready()
        # Rebuild the buttons whenever what they show changes (Undo appears once the last move
        # can be taken back, which is known only after its animation).
        key = (
            id(node),
            human,
            self.handover,
            human and self.match.can_undo(),
            self.interaction.mode,
            self.resettle_armed,
            self._finish_armed(),
            tuple(self.match.stood_in),
            self.animator.speed,
            self.show_tracker,
            self.show_odds,
            self.hinter.busy,
            self.hint.showing,
            self.tracker_view(),
        )
        if key != self._buttons_key or not self.hud.buttons:
            self._buttons_key = key
            self._rebuild_buttons()
        self.interaction.ring = self._hint_ring()
        if not self.animator.busy:
            self.hud.shown_active = self.match.state.active
            self.hud.shown_turn = self.match.state.turn
            self.hud.end_shown = self.match.state.end_triggered
            self.hud.over_shown = self.match.is_over()
            self.hud.stall_shown = stall_shown(self.match.state)
        # "thinking..." only beside the seat whose move is shown: a seat thinking ahead while the
        # last seat's move is still shown thinks unseen (play-test 29 saw two seats look busy)
        shown = self.thinking_seat == self.hud.shown_active
        self.hud.thinking_seat = self.thinking_seat if shown else -1
        if self.animator.busy:
            self.hud.prompt = shown_prompt(self.short_names[self.hud.shown_active], latest_story(self.hud.log.lines))
        elif human and isinstance(node, Decision) and self._finish_armed():
            warning = finish_warning(self.short_names[node.player], self.take_back_key)
            self.hud.prompt = f"{self.names[node.player]}: {warning}"
        elif human and isinstance(node, Decision) and node.kind is DecisionKind.ACTION and self.resettle_armed:
            self.hud.prompt = f"{self.names[node.player]}: {resettle_warning(self.match.state, node.player)}"
        elif human and isinstance(node, Decision) and node.kind is DecisionKind.EMIGRATE:
            if self._sail_prompt[0] is not node:  # worked out once per decision, not each frame (routes, R7.2)
                self._sail_prompt = (node, f"{self.names[node.player]}: {emigrate_prompt(self.match.state, node)}")
            self.hud.prompt = self._sail_prompt[1]
        elif human and isinstance(node, Decision):
            empty = reproduction_places_nothing(self.match.state)  # R5.3, asked of the rules
            left = self.match.state.repro_left
            self.hud.prompt = (
                f"{self.names[node.player]}: {self.interaction.prompt(supply_empty=empty, ships_left=left)}"
            )
        elif self.match.is_over():
            if self._over_prompt is None:  # the game's result, worked out once, not each frame
                self._over_prompt = game_over_prompt(self.match.state.result(), winner_names(self.match, self.names))
            self.hud.prompt = self._over_prompt
        elif self.handover >= 0:  # the panel says how to start it (the bar said it too, word for word)
            self.hud.prompt = handover_words(self.short_names[self.handover])[0]
        elif isinstance(node, Decision) and node.player in self.match.stood_in:
            name = self.short_names[node.player]
            back = (
                f"{self.take_back_key} takes {name} back"
                if self.take_back_key
                else f"a click on the tab takes {name} back"
            )
            self.hud.prompt = f"{STAND_IN_NAME} plays {name}: thinking... · {back}"
        elif isinstance(node, Decision):
            self.hud.prompt = waiting_prompt(self.names[node.player], self.watch_only, self.hud.log.lines)

    # ------------------------------------------------------------------ the dock and the whole table's view
