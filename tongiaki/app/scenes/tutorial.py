"""The guided first game: the table scene with the tutorial's prompts and suggested moves.

A `TableScene` on the tutorial's match (tongiaki/play/tutorial.py: one human seat, two easy
seats, a fixed seed). A panel at the bottom of the table says which step of the script is
current, what to do or watch for, and what the last step showed. At each of the person's
decisions the suggested move is ringed in gold on the table (the button, the island, the beach,
the pier, the ship), and at an emigration the most dangerous pier in red, under the boxes that
explain what the pointer is on (a pier's voyage, the card box); as the decision starts the
ringed card is panned into view whole, and the table's notices keep off it first. A step completed before the
person had a decision to read it at (a reproduction that fills a beach completes "Filling a
beach" the moment "Reproducing" is done) is held on the panel with what it showed and a "Next
step" button, so the steps come one by one, in order. The person may follow or not; a move off
the suggestion during the lessons leaves the script, which the panel says kindly (a hint's move
is a good one: play-test 39 took "You left the suggested moves" for a mistake), and the game plays
on as any other (Undo of that move comes back to the script). While a hint shows beside a gold
ring, the panel says how the two differ. What a step showed is said until the person's next
move, or the end of the turn of theirs it came in (play-test 39 read "before your turn ends"
a turn later). Once only "The end" is left, the lessons are done: the panel shrinks to a
few lines for the rest of the game (where the end is counted, what the rings and Hint are)
and the view takes the room it gave up (`covered_bottom`); the rings go on suggesting. The
table's notices show above the panel.
Escape twice within `LEAVE_SECONDS` or "Leave
tutorial" goes back to the start screen at any moment; the tutorial never touches the saved
game. At the end the final board stays until "See the scores"; on the score screen the panel
gives way to the sheet (its buttons do nothing there), and its last words are the sheet's
(`farewell`).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from tongiaki.app.art import palette
from tongiaki.app.input.interaction import ActionMode
from tongiaki.app.scenes.table import TableScene
from tongiaki.app.view.preview import card_rect, voyage_ends
from tongiaki.app.widgets.hint import HINT_INK, MIN_SPOT_RING, RING_HALO, marked_spots, ring_width, spot_ring
from tongiaki.app.widgets.ui import ACCENT, INK, INK_DIM, Button, draw_panel, text, wrap
from tongiaki.play import tutorial
from tongiaki.play.match import Match
from tongiaki.rules import Cell, Decision, DecisionKind, Event, Option, OptionKind

GOLD = (255, 214, 90)
DANGER = (255, 96, 80)
OFF_SCRIPT = (
    "You played a move of your own: fine, the game goes on as any other. The gold rings stop (the lessons "
    "planned their moves ahead); each rule is still explained when it comes up. Undo (U), while offered, brings them back."
)
"""Said once the person leaves the suggested moves during the lessons."""
OFF_SCRIPT_HINT = (
    "You played the hint's move, a good one: the game goes on as any other. The gold rings stop (the lessons "
    "planned their moves ahead); each rule is still explained when it comes up. Undo (U), while offered, brings them back."
)
"""... and when the move left on was the hint's (play-test 39 followed the Hint and read "You
left the suggested moves" as a fault)."""
HINT_NOTE = (
    "Pink ring: the hint, the computer's best move here. Gold ring: the lesson's move, chosen to show a "
    "rule. Playing the hint's is fine too: the game goes on, without gold rings."
)
"""Said while a hint shows beside the lesson's gold ring (play-test 39 saw Tokelau ringed gold
and the hint ring Fidschi in pink, and no word on which to follow)."""
AFTER_TITLE = "First game: the lessons are done, play on to the end"
AFTER_LESSONS = (
    "It ends when the stack runs out of islands or water cards (counted on the right). Gold ring: a "
    "simple move (Enter plays it); Hint (?): the computer's best."
)
"""The small panel for the rest of the game once the lessons are done (play-test 39 read "Step 8
of 8: The end" from turn 8 to turn 61, on a panel hiding the table's bottom 170 px)."""
AFTER_LESSONS_OWN = (
    "It ends when the stack runs out of islands or water cards (counted on the right). Hint (?) shows the "
    "computer's best move whenever you like."
)
"""... when the person left the suggested moves earlier (no gold rings to speak of)."""
FAREWELL = (
    "First game: done",
    "You know the whole game now. Well sailed! Play again starts a game without the guide; Menu goes "
    "back to the start screen.",
)
"""The tutorial's last words, on the score screen (`TutorialScene.farewell`)."""
LEAVE_SECONDS = 3.0
"""How long after a first Esc a second one leaves the tutorial."""
LEAVE_OFFER = f"Press Esc again within {LEAVE_SECONDS:g} s to leave the tutorial (it starts over next time)"
"""The notice of a first Esc: it says how long the second press has (a play-test pressed again
later, saw the same notice and thought Esc did not work)."""
NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
"""Keys that press "Next step" while a step is held on the panel."""
BUTTON_FOR: dict[OptionKind, tuple[str, ActionMode | None]] = {
    OptionKind.REPRODUCE: ("Reproduce", ActionMode.REPRODUCE),
    OptionKind.KING: ("King island", ActionMode.KING),
    OptionKind.RECALL: ("Take a ship back", ActionMode.RECALL),
    OptionKind.PASS: ("Pass", None),
    OptionKind.RESETTLE: ("Resettle", None),
}
"""Option kind -> (the HUD button that chooses it, the interaction mode that button sets)."""


def tutorial_match() -> Match:
    """A fresh match of the tutorial's seats and seed on the standard deck."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    return Match(load_deck(DEFAULT_DECK_PATH), list(tutorial.SEATS), tutorial.SEED)


class TutorialScene(TableScene):
    """The table with the tutorial's script on top."""

    take_back_key = None
    """Esc leaves the tutorial here (`handle_event` takes it before the table): a seat handed to
    the hard level ("Finish for me") is taken back by a click on its tab only, and the tab says
    so. Play-test 34 read "Esc or a click here takes it back" on the tab over "Leave tutorial
    (Esc)" on the panel, and Esc only offered to leave."""

    def __init__(self, app: Any, *, names: list[str], speed: str = "normal") -> None:
        """`names`: the seats' display names (the app's `seat_names` of `tutorial.SEATS`)."""
        match = tutorial_match()
        colours = list(palette.SEAT_COLOURS[: len(match.seats)])
        super().__init__(app, match, names=names, colours=colours, speed=speed)
        self.tutor = tutorial.Tutor()
        self.off_script = False
        """The person made a move other than the suggested one: no more suggestions."""
        self.left_at = -1
        """The length of the history when the person left the script (-1: never)."""
        self._suggested: tuple[int, Option | None, Option | None] | None = None
        self.leave = Button(pygame.Rect(0, 0, 10, 10), "Leave tutorial (Esc)", app.to_menu, size=16)
        self.scores = Button(pygame.Rect(0, 0, 10, 10), "See the scores", self._to_scores, size=16)
        self.next_step = Button(pygame.Rect(0, 0, 10, 10), "Next step (Enter)", self.show_next_step, size=16)
        self.presented: set[int] = set()
        """Steps the panel showed as current while the game waited for a decision of the person
        (time to read their prompts)."""
        self.held: list[int] = []
        """Steps completed before they were presented, shown one at a time (the first) until
        "Next step" or a move of the person: the panel's step number never skips one."""
        self.shown_step: int | None = None
        """The step whose number the panel's title showed when last drawn (None: all done)."""
        self.shown_title = ""
        """The panel's title when last drawn."""
        self.panel_area = pygame.Rect(0, 0, 0, 0)
        """The bottom of the table kept for the panel: the view is fitted above it."""
        self.panel = pygame.Rect(0, 0, 0, 0)
        """The panel as drawn: the part of `panel_area` its step needs."""
        self.title_rects: list[pygame.Rect] = []
        """Where the step's title was last drawn (a play-test found the Leave button over it)."""
        self.over_shown = False
        self.leave_until = -1.0
        """Until this scene time a second Esc leaves the tutorial."""
        self.shown_lines: list[str] = []
        """The lines the panel showed when last drawn (below its title)."""
        self.logbook_on_top = False  # the large log goes over the tutorial's panel too (`draw`)
        self.moves_made = 0
        """The person's moves made here (undone ones too): what a step showed is said until the next."""
        self.done_at: dict[int, tuple[int, int, int]] = {}
        """Step -> (the turn, the seat whose turn it was, `moves_made`) when it was completed."""
        self.left_by_hint = False
        """The move that left the script was the hint's."""
        self._ends_shown: Decision | None = None
        self._ring_shown: Decision | None = None
        """The decision whose ringed card was brought into view (`_show_the_ringed_card`)."""
        """The emigration whose ringed piers' voyage ends were brought into view."""
        self.covered_by_owner = 0
        """`covered_bottom` as the scene's owner set it (the score screen's row of buttons)."""

    @property  # where the table has an attribute: the owner's part and the panel's
    def covered_bottom(self) -> int:
        """Pixels along the bottom of the table area the view keeps clear (`TableScene._viewport`):
        the tutorial's area while the lessons go on (as tall as the wordiest step, so the view
        does not move as steps change: what a step rings is never under the panel), the panel as
        drawn once they are done (a few lines); none under the score sheet, where the panel is not
        drawn; or what the owner set, if more."""
        area = getattr(self, "panel_area", None)  # None: the table's __init__ sets its own value
        if area is None or not area.height or not self.panel_shown():
            return self.covered_by_owner
        table = self.hud.rects["table"]
        top = self.panel.y if self.lessons_over() or self._game_shown_over() else area.y
        return max(self.covered_by_owner, table.bottom - top + 8)

    @covered_bottom.setter
    def covered_bottom(self, value: int) -> None:
        self.covered_by_owner = value

    def _offview_area(self) -> tuple[float, float, float, float]:
        """The viewport down to the panel as drawn: during the lessons the view keeps the room of
        the wordiest step, and a card in the sea between it and a shorter panel is in view
        (play-test 40's step 6 read "1 more card" over Fidschi, whole above the panel)."""
        x, y, w, h = super()._offview_area()
        if self.panel.width and self.panel_shown():
            h = max(h, self.panel.y - 8 - y)
        return x, y, w, h

    def panel_shown(self) -> bool:
        """The panel is drawn: not on the score screen, which hides the table's controls."""
        return self.hud.controls_shown

    def lessons_over(self) -> bool:
        """Only "The end" is left and what the step before it showed has been read (the panel
        is small for the rest of the game: `AFTER_LESSONS`)."""
        tutor = self.tutor
        return (
            tutor.index == len(tutorial.STEPS) - 1
            and not self.held
            and not self.match.is_over()
            and not (tutor.last_done >= 0 and self.done_fresh(tutor.last_done))
        )

    def done_fresh(self, index: int) -> bool:
        """What step `index` showed is still said: until the person's next move after it was
        completed, or the end of the person's turn it was completed in (play-test 39 read
        "Landed. A landing can fill beaches again: they sail in turn before your turn ends" a
        turn later). A step completed in a computer seat's turn (a fleet sinking) is said at the
        person's next decision, until their move."""
        when = self.done_at.get(index)
        if when is None:
            return True
        turn, seat, moves = when
        state = self.match.state
        return self.moves_made == moves and not (seat == tutorial.HUMAN and state.turn > turn)

    def farewell(self) -> tuple[str, str]:
        """The tutorial's last words (title, text), which the score screen shows beside its sheet."""
        return FAREWELL

    def notice_area(self) -> pygame.Rect:
        """The table's notices show in the part of the table area above the tutorial panel: the
        table puts a notice at the foot of its area where the top one would cover the cards or
        the pointer, and there the panel, drawn after, hid it (play-test 25 could not read "Press
        Esc again within 3 s to leave the tutorial")."""
        table = self.hud.rects["table"]
        if self.panel.height and self.panel.y > table.y:
            return pygame.Rect(table.x, table.y, table.width, self.panel.y - table.y)
        return table

    # ------------------------------------------------------------------ no saves

    def exit(self) -> None:
        """Leaving: stop thinking; the tutorial never overwrites the saved game."""
        self.thinker.cancel()

    def _queue(self, events: list[Event]) -> None:
        self.animator.push(events)
        self.synced = False

    # ------------------------------------------------------------------ the script

    def suggestion(self) -> Option | None:
        """The move ringed on the table for the person's pending decision (None off the script)."""
        return self._suggest()[0]

    def play_hint(self) -> None:
        """Enter: a shown hint's move (the table's `play_hint`), else the move ringed in gold
        (play-test 44 pressed Enter on a gold ring and nothing happened: only a hint's pink ring
        played)."""
        suggested = self.suggestion()
        hint_here = self.hint.showing and self.hint.key == self._hint_key()
        if suggested is not None and not hint_here and suggested.kind is not OptionKind.RESETTLE:
            self.submit(suggested)
            return
        super().play_hint()

    def danger_pier(self) -> Option | None:
        """At an emigration: the most dangerous pier (ringed red), if the piers differ."""
        return self._suggest()[1]

    def _suggest(self) -> tuple[Option | None, Option | None]:
        node = self.match.pending
        if self.off_script or not isinstance(node, Decision) or not self._human_turn_ready():
            return None, None
        if self._suggested is None or self._suggested[0] != len(self.match.history):
            option = tutorial.suggestion(self.match.state, node, self.match.seed, len(self.match.history))
            _, risky = tutorial.safe_and_dangerous(self.match.state, node)
            self._suggested = (len(self.match.history), option, risky)
        return self._suggested[1], self._suggested[2]

    def submit(self, option: Option) -> None:
        """A move of the person: leaving the script is noted, then the move is played."""
        node = self.match.pending
        if node is not None and not node.is_chance and option in node.options:
            suggested = self.suggestion()
            if suggested is not None and option != suggested and not self.lessons_over():
                # after the lessons a move of one's own changes nothing: the rings go on
                self.off_script = True
                self.left_at = len(self.match.history)
                hinted = self.hint.choice if self.hint.key == self._hint_key() else None
                self.left_by_hint = hinted is not None and hinted.option == option
            if self.held:
                self.held.pop(0)  # the person moved on: the held step was noticed
            self.moves_made += 1
            super().submit(option)
            self._observe(lambda: self.tutor.observe_move(
                option, self.match.pending, node if isinstance(node, Decision) else None, suggested))

    def undo(self) -> None:
        """Taking back the move that left the script comes back to it; taking back a step's move
        (Tonga's reproduction) asks for it again (`Tutor.taken_back`)."""
        super().undo()
        self.tutor.taken_back(self.match.pending)
        if self.off_script and len(self.match.history) <= self.left_at:
            self.off_script = False
            self.left_at = -1
            self._suggested = None

    def _on_event_shown(self, event: Event) -> None:
        super()._on_event_shown(event)
        self._observe(lambda: self.tutor.observe_event(event))

    def _after_step(self, dt: float) -> None:
        if self.panel_area.width:
            self._fit_panel()  # the view's room (`covered_bottom`) as the panel stands now
        super()._after_step(dt)
        if self.panel_area.width:
            self._fit_panel()
        node = self.match.pending
        if self._human_turn_ready() and isinstance(node, Decision):
            self._observe(lambda: self.tutor.observe_decision(node))
            if not self.held and self.tutor.current is not None:
                self.presented.add(self.tutor.index)
            self._show_the_ringed_card(node)
            self._show_where_the_piers_lead(node)

    def _ringed_cell(self) -> Cell | None:
        """The card the gold ring marks (or will, once its button is chosen), if it is on the table."""
        option = self.suggestion()
        cell = None if option is None else option.cell
        return cell if cell is not None and cell in self.display.cells else None

    def _show_the_ringed_card(self, node: Decision) -> None:
        """As a decision of the person's starts, the card the gold ring marks shows whole: the
        least pan, the zoom kept, even for a view the person placed (`Camera.pan_to_show`).
        Play-test 40's turn 31 rang Samoa, cut off at the top: the table's turn start had shown
        the most of the person's many islands whole, and Samoa was not among them."""
        if self._ring_shown is node:
            return
        self._ring_shown = node
        cell = self._ringed_cell()
        if cell is not None and not self.whole_view_shown():
            self.view.camera.pan_to_show([cell], self._viewport())

    def _deciding_on(self) -> list[pygame.Rect]:
        """What a notice keeps off first: the card the gold ring marks, where it rings one (play-test
        40's "Enter plays a hint's move..." lay over the ringed Samoa, its place weighed against
        all of the person's islands alike); else the cards the decision is about."""
        cell = self._ringed_cell()
        if cell is None:
            return super()._deciding_on()
        return [card_rect(self.view, cell)]

    def _show_where_the_piers_lead(self, node: Decision) -> None:
        """At an emigration with ringed piers, bring where they lead into view (a pan, the zoom
        kept), even partway through the person's turn, when the table keeps still: play-test
        39's gold pier pointed at a cell under the panel, the card's outline drawn beneath it."""
        if node.kind is not DecisionKind.EMIGRATE or self._ends_shown is node or self.held:
            return
        self._ends_shown = node
        ringed = [o for o in self._suggest() if o is not None]
        if not ringed or self.view.camera.user_moved:
            return
        cells = [o.cell for o in node.options if o.cell is not None]
        self.view.camera.show_also(cells, voyage_ends(self.match.state, ringed), self._viewport())

    def _observe(self, observe: Callable[[], None]) -> None:
        """Let the tutor `observe` something; the steps it completes that were never presented
        are held, to be shown one by one."""
        before = len(self.tutor.order)
        observe()
        state = self.match.state
        for i in self.tutor.order[before:]:
            self.done_at[i] = (state.turn, state.active, self.moves_made)
        self.held += [i for i in self.tutor.order[before:] if i not in self.presented and i not in self.held]

    def show_next_step(self) -> None:
        """The "Next step" button: the held step shown goes; the next held one or the current
        step shows."""
        if self.held:
            self.held.pop(0)

    def finished(self) -> None:
        """The game is over: the final board and the last prompt stay until "See the scores"."""
        self.over_shown = True

    def _to_scores(self) -> None:
        if self.match.is_over():
            self.app.game_over(self.match, counted=False)  # a guided game: not in the player's results

    # ------------------------------------------------------------------ input and layout

    def _rebuild_buttons(self) -> None:
        super()._rebuild_buttons()
        self.hud.buttons = [b for b in self.hud.buttons if b.label != "Save & menu"]
        self.hud.place_buttons()

    def resize(self, size: tuple[int, int]) -> None:
        """The HUD's layout, with the tutorial's area along the bottom of the table, tall enough
        for the wordiest step: the view is fitted above it, so it never moves when a step
        changes; the panel itself is only as tall as its step needs (`_fit_panel`)."""
        super().resize(size)
        table = self.hud.rects["table"]
        scale = self.hud.scale
        width = min(table.width - 16, round(760 * scale))
        bw, bh = round(170 * scale), round(30 * scale)
        text_width = width - bw - round(42 * scale)
        size_px = round(15 * scale)
        line_h = text("Ag", size_px).get_height()
        most = 0
        for i, step in enumerate(tutorial.STEPS):
            prompt = max(len(wrap(words, size_px, text_width)) for words in (step.prompt, step.under_way))
            before = max(len(wrap(tutorial.done_text(i - 1, passed), size_px, text_width))
                         for passed in (False, True)) if i else 0
            aside = max(len(wrap(words, size_px, text_width)) for words in (OFF_SCRIPT, OFF_SCRIPT_HINT, HINT_NOTE))
            most = max(
                most,
                prompt + max(before, aside),
                before + prompt + len(wrap(HINT_NOTE, size_px, text_width)),  # shown in room to spare
                before + len(wrap(step.done, size_px, text_width)),
            )  # the step held
        title = text("Ag", round(17 * scale), bold=True).get_height()
        height = max(2 * bh + round(24 * scale), round(24 * scale) + 2 * title + most * line_h)
        height = min(height, table.height // 2)
        self.panel_area = pygame.Rect(table.centerx - width // 2, table.bottom - height - 8, width, height)
        self.leave.rect = pygame.Rect(self.panel_area.right - bw - 10, 0, bw, bh)
        self.scores.rect = pygame.Rect(self.leave.rect.x, 0, bw, bh)
        self.next_step.rect = pygame.Rect(self.leave.rect.x, 0, bw, bh)
        self._fit_panel()
        self.auto_view()

    def _panel_text(self, width: int) -> tuple[list[str], list[tuple[str, tuple[int, int, int]]]]:
        """(the title's lines, the body's lines with their colours) of the panel for the step
        under way, wrapped to `width` pixels."""
        scale = self.hud.scale
        tutor = self.tutor
        index = self._step_shown()
        size = round(15 * scale)
        if self.lessons_over():  # a few lines for the rest of the game
            titles = list(wrap(AFTER_TITLE, round(17 * scale), width, bold=True)[:2])
            words = AFTER_LESSONS_OWN if self.off_script else AFTER_LESSONS
            return titles, [(line, INK) for line in wrap(words, size, width)]
        if index is None:
            heading = "First game: done"
        else:
            heading = f"First game, step {index + 1} of {len(tutorial.STEPS)}: {tutorial.STEPS[index].title}"
        titles = list(wrap(heading, round(17 * scale), width, bold=True)[:2])  # clear of the Leave button
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if self.held:  # a step done before its prompt could be read: what it showed
            earlier = tutor.order.index(index) - 1 if index in tutor.order else -1
            if earlier >= 0:  # and what the step done before it showed, as at any step
                lines += [(line, ACCENT) for line in wrap(tutor.told(tutor.order[earlier]), size, width)]
            lines += [(line, INK) for line in wrap(tutorial.STEPS[self.held[0]].done, size, width)]
            return titles, lines
        if tutor.last_done >= 0 and (self.done_fresh(tutor.last_done) or index is None):
            lines += [(line, ACCENT) for line in wrap(tutor.told(tutor.last_done), size, width)]
        if index is not None:  # the step's words as the table stands (play-test 34: "click Tonga", clicked)
            lines += [(line, INK) for line in wrap(tutor.prompt(index), size, width)]
        if self.off_script and not self.match.is_over():
            words = OFF_SCRIPT_HINT if self.left_by_hint else OFF_SCRIPT
            lines += [(line, INK_DIM) for line in wrap(words, size, width)]
        elif self.hint_differs():
            lines += [(line, HINT_INK) for line in wrap(HINT_NOTE, size, width)]
        return titles, lines

    def hint_differs(self) -> bool:
        """A hint shows, for the decision at which the lesson rings another move."""
        hinted = self.hint.choice if self.hint.key == self._hint_key() else None
        suggested = self.suggestion()
        return hinted is not None and suggested is not None and hinted.option != suggested

    def _step_shown(self) -> int | None:
        """The step the panel is about: the first held one, else the current one (None once all
        are done)."""
        if self.held:
            return self.held[0]
        return self.tutor.index if self.tutor.current is not None else None

    def _text_x_width(self) -> tuple[int, int]:
        """Where the panel's text starts and how wide it may run (clear of the buttons)."""
        x = self.panel_area.x + round(12 * self.hud.scale)
        return x, self.leave.rect.x - x - round(10 * self.hud.scale)

    def _fit_panel(self) -> None:
        """The panel as tall as the step under way needs (the buttons included), standing on
        the bottom of the tutorial's area: a short step leaves the table above it in view (the
        first step's three lines had a panel as tall as the wordiest step's)."""
        area = self.panel_area
        scale = self.hud.scale
        _, width = self._text_x_width()
        titles, lines = self._panel_text(width)
        title_h = text("Ag", round(17 * scale), bold=True).get_height()
        line_h = text("Ag", round(15 * scale)).get_height()
        bh = self.leave.rect.height
        two = self.over_shown or bool(self.held) or self._game_shown_over()
        buttons = 2 * bh + round(24 * scale) if two else bh + round(16 * scale)
        need = round(8 * scale) + round(3 * scale) + round(8 * scale) + len(titles) * title_h + len(lines) * line_h
        height = min(area.height, max(buttons, need))
        self.panel = pygame.Rect(area.x, area.bottom - height, area.width, height)
        self.leave.rect.y = self.panel.y + 8
        self.scores.rect.y = self.panel.y + 14 + bh
        self.next_step.rect.y = self.scores.rect.y

    def panels_over_table(self) -> list[pygame.Rect]:
        """The tutorial panel: the card box keeps off it (it showed through the panel)."""
        return [self.panel] if self.panel.width else []

    def handle_event(self, event: pygame.event.Event) -> None:
        """The panel's buttons first, then the table; Esc leaves on a second press (a play-test
        lost its tutorial to one, and a tutorial left starts over). The large log (L), while
        open, takes every input (its Esc closes it)."""
        if self.logbook.visible:
            super().handle_event(event)
            return
        if self.leave.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.t < self.leave_until:
                self.app.to_menu()
            else:
                self.leave_until = self.t + LEAVE_SECONDS
                self.hud.notice(LEAVE_OFFER, self.t, LEAVE_SECONDS)
            return
        if self.held:
            if self.next_step.handle(event):
                return
            if event.type == pygame.KEYDOWN and event.key in NEXT_KEYS:
                self.show_next_step()
                return
        elif self.over_shown and self.scores.handle(event):
            return
        super().handle_event(event)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        """The table with the rings on the suggested move (`draw_under_boxes`), and the tutorial
        panel."""
        super().draw(surface)
        self._draw_panel(surface)
        self.logbook.draw(surface)

    def draw_under_boxes(self, surface: pygame.Surface) -> None:
        """The rings, under the boxes that explain what the pointer is on (a pier's voyage, the
        card box, the hint, notices): drawn after the table, a gold ring crossed a pier's box and
        hid its "84% land" (a play-test)."""
        self._draw_rings(surface)

    def _draw_rings(self, surface: pygame.Surface) -> None:
        """Gold on the suggested move, red on the dangerous pier; while a step is held, gold on
        "Next step" instead (the next step's prompt explains the rings)."""
        if self.held:
            return
        suggested, risky = self._suggest()
        if suggested is not None:
            self._ring_option(surface, suggested, GOLD)
        if risky is not None:
            self._ring_option(surface, risky, DANGER)

    def _pulse(self) -> float:
        return 0.5 + 0.5 * math.sin(self.t * 5.0)

    def _ring(
        self, surface: pygame.Surface, centre: tuple[float, float], radius: float, colour: tuple[int, int, int]
    ) -> None:
        """A ring of the hint's style (`spot_ring`: thick, on a dark halo) in `colour`: a thin gold
        ring on a spot read as one more of the gold-glowing spots offered (play-test 27)."""
        spot_ring(surface, centre, max(6, round(radius)), colour, ring_width(self.t))

    def _ring_button(self, surface: pygame.Surface, label: str, colour: tuple[int, int, int]) -> bool:
        for button in self.hud.buttons:
            if button.label.startswith(label):
                ring = button.rect.inflate(8 + round(4 * self._pulse()), 8)
                pygame.draw.rect(surface, RING_HALO, ring.inflate(4, 4), 6, border_radius=9)
                pygame.draw.rect(surface, colour, ring, 3, border_radius=8)
                return True
        return False

    def _ring_option(self, surface: pygame.Surface, option: Option, colour: tuple[int, int, int]) -> None:
        """Ring where the gesture for `option` is made (as a person would make it)."""
        view, display = self.view, self.display
        kind = option.kind
        decision = self.match.pending
        size = view.size
        if not isinstance(decision, Decision):
            return
        if kind in BUTTON_FOR and (decision.kind is DecisionKind.ACTION or kind is OptionKind.PASS):
            label, mode = BUTTON_FOR[kind]
            armed = mode is not None and self.interaction.mode is mode
            if not armed:  # first the button, then (once it is chosen) the island or beach
                self._ring_button(surface, label, colour)
                return
        cell = option.cell
        if cell is None:
            return
        if kind in (OptionKind.REPRODUCE, OptionKind.KING, OptionKind.ATTACH):
            self._ring(surface, view.centre(cell), size * 0.9, colour)
        elif kind in (OptionKind.PLACE, OptionKind.RECALL):
            self._ring_spot(surface, cell, option.beach, colour, taken=kind is OptionKind.RECALL)
        elif kind is OptionKind.EMIGRATE:
            self._ring(surface, view.pier_point(display, cell, option.pier), max(10.0, size * 0.2), colour)
            if colour == GOLD:
                stack = self.hud.stack_card_rect
                pygame.draw.rect(surface, colour, stack.inflate(10, 10), 3, border_radius=8)
        elif kind is OptionKind.LAND:
            ships = display.fleet.ships if display.fleet is not None else []
            where = view.fleet_position(display)
            if option.colour in ships and where is not None:
                source = view.fleet_points(display, where)[ships.index(option.colour)]
                self._ring(surface, source, max(8.0, view.fleet_ship_size() * 0.6), colour)
            self._ring_spot(surface, cell, option.beach, colour)

    def _ring_spot(
        self, surface: pygame.Surface, cell: Cell, beach: int, colour: tuple[int, int, int], taken: bool = False
    ) -> None:
        """Ring the spot of a beach the move concerns: the next free one a ship moors on, or
        (`taken`) the player's ship that is taken back. Every spot of the beach was ringed, and
        at the first step's zoom four rings ran together over a beach of Tonga."""
        spots = self.view.spot_points(self.display, cell)[beach]
        moored = self.display.ships.get((cell, beach), [])
        node = self.match.pending
        player = node.player if isinstance(node, Decision) else -1
        for point in marked_spots(
            OptionKind.RECALL if taken else OptionKind.PLACE,
            spots,
            moored,
            player,
            self.display.spots_of((cell, beach)),
        ):
            self._ring(surface, point, max(MIN_SPOT_RING, self.view.size * 0.13), colour)  # the hint's size

    def _draw_panel(self, surface: pygame.Surface) -> None:
        """Step n of N, its title, the last step's result, the prompt, the buttons; or a held
        step's title and what it showed, with "Next step"."""
        if not self.panel_area.width or not self.panel_shown():
            return
        self._fit_panel()  # the step may have changed since the last update (a layout, not the game)
        rect = self.panel
        scale = self.hud.scale
        draw_panel(surface, rect, (8, 24, 40, 236))
        pygame.draw.rect(surface, GOLD, rect, 2, border_radius=8)
        x, width = self._text_x_width()
        titles, lines = self._panel_text(width)
        y = rect.y + round(8 * scale)
        self.title_rects = []
        for line in titles:
            title = text(line, round(17 * scale), GOLD, bold=True)
            self.title_rects.append(surface.blit(title, (x, y)))
            y += title.get_height()
        y += round(3 * scale)
        size = round(15 * scale)
        line_h = text("Ag", size).get_height()
        room = max(1, (rect.bottom - y - round(8 * scale)) // line_h)
        if len(lines) > room:  # keep the prompt: the last step's result gives way first
            lines = lines[len(lines) - room :]
        self.shown_lines = [line for line, _ in lines]
        self.shown_step = self._step_shown()
        self.shown_title = " ".join(titles)
        for line, colour in lines:
            surface.blit(text(line, size, colour), (x, y))
            y += line_h
        self.leave.draw(surface)
        if self.held:
            self.next_step.draw(surface)
            pygame.draw.rect(
                surface, GOLD, self.next_step.rect.inflate(8 + round(4 * self._pulse()), 8), 3, border_radius=8
            )
        elif self.over_shown:
            self.scores.draw(surface)
