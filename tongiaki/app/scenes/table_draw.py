"""The table scene's frame: what `TableScene.draw` puts on the window each frame, and where.

`TableDrawing` is the drawing half of `TableScene` (a mixin: the scene's state is the scene's,
set up in `TableScene.__init__`; this module only reads it). Each frame it draws, in order: the
table in its area (cards, ships, the fleet, highlights), the pier links of the beach pointed at,
the frame round the table area; the marks on the board, cut at its edges as its cards are
(`board_area`; play-test 36 saw a log line's lit card and the card being placed over the frame
below): the card in hand, the placement just made, the log line's cards, the hint's marks; what
the pointer drags (the stack's card, a ship: over the panels too), the HUD's panels and buttons,
the off-view and whole-table tabs, a scene's own marks (`draw_under_boxes`), the voyage preview,
the hint's panel, the ring round the hinted button, the handover, the card box under the pointer
(its island's beach letters on the board) and the notice.

Drawing never changes the game or what the person has chosen: it reads the match, the display,
the interaction and the layout. It records only where it drew what, for the next event and the
tests (`card_info_rect`, `view_mode_rect`, the off-view tabs, the lit targets `_lit`), and keeps
caches of what it worked out (the frame's strips, the cards' marks, a placement's cells for the
off-view tabs, the fill warning); before
the first frame it sets the automatic view (`auto_view`), and the card box lets go of the card
just clicked (`quiet_cell`) once the view has moved.
"""

from __future__ import annotations

import math
from abc import abstractmethod
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, NamedTuple

import pygame

from tongiaki.ai.explain import fill_of, fill_sinks_for_sure, fill_text, new_ships, reproduction_words
from tongiaki.app.art import cardart, cardback, cardgeom, numberlabels, shipart
from tongiaki.app.input.interaction import Interaction
from tongiaki.app.scenes.handover import HANDOVER_DIM, Handover, HandoverLook
from tongiaki.app.scenes.table_text import BEACH_LETTERS, card_rows
from tongiaki.app.view.beachmarks import beach_lines, draw_beach_marks, draw_letter, view_badge_radius
from tongiaki.app.view.display import Animator, DisplayTable, occupied_spots
from tongiaki.app.view.hexview import cell_to_pixel, hex_corners
from tongiaki.app.view.pierlinks import arrow_boxes, draw_pier_links
from tongiaki.app.view.preview import (
    OWN_ISLAND_WEIGHT,
    ROUTE_WEIGHT,
    SHIPS_WEIGHT,
    RoutePreview,
    card_rect,
    place_box,
    voyage_ends,
)
from tongiaki.app.view.tableview import Highlights, TableView
from tongiaki.app.widgets.hint import HINT_INK, HintPanel
from tongiaki.app.widgets.hud import Hud
from tongiaki.app.widgets.logbook import LogBook
from tongiaki.app.widgets.offview import OffviewMarks, badge_boxes, label_boxes, offview_sides, spot_boxes
from tongiaki.app.widgets.ui import ACCENT, INK, INK_DIM, draw_panel, text, wash, wrap
from tongiaki.cardshape import beach_names
from tongiaki.play.match import Match
from tongiaki.play.narrate import EACH_BEACH, Line
from tongiaki.rules import Card, Cell, Decision, DecisionKind, EventKind, Option, OptionKind
from tongiaki.rules.explain import one_on_each_beach
from tongiaki.wording import and_list

FILL_SINKS = (255, 130, 110)
"""The colour of a fill warning whose every pier sinks the fleet (`_fill_warning`)."""
LOG_LIGHT = (110, 225, 255)
"""The cards of the log line under the pointer are lit in this colour (`_draw_log_highlight`)."""
FRAME_COLOUR = (11, 36, 64)
"""What lies around the table area, under and between the panels: the table is drawn in its
area only (play-test 23 saw its cards in the thin strip above the top bar)."""
INFO_WARNING_WIDTH = 300
"""Pixels a card box's warning ("Reproducing: 2 new ships; ...") is wrapped to: at 420 the box
grew to about 430 px wide and covered the cards round the one pointed at (a play-test)."""
INFO_BADGE = 8
"""The radius of a beach's letter at the start of its line in the card box."""
CARD_BOX_SIZES = (15, 13, 12)
"""The card box's text sizes, tried in turn until its lines fit the table area's width; at the
last its lines are wrapped to that width (at 640x480 the box ran past a table area 176 px wide)."""
CARD_BOX_MARGIN = 4
"""Pixels the card box keeps from the table area's sides when it has to fit its width."""
CARD_BOX_LEAST = 150
"""The least room beside a hovered card (px) the card box is laid out again for, narrower, where
laid out for the table area's width it would cover that card."""
MARK_SHARE = 12
"""What a spot or beach letter of the card pointed at costs the card box covering it (`place_box`
counts the weight times the share of the box it covers): as much as covering 12 cards."""
CLOSER_TAB = "Closer, for your beach · F: the whole table"
"""The view-mode tab while key F's whole table has come in for a person's beach clicks (`fit`)."""
SIZE_TIP = "Cards too small? The wheel zooms in; Settings > Card size makes them larger for good."
"""Told once a game when the automatic view first shows its smallest cards (`TableScene._size_tip`):
drawn in the room the view keeps clear of cards at the top of the table area (`size_tip_box`)."""


PLACES_WORDS = {
    DecisionKind.PLACE_CARD: ("place", " for the card"),
    DecisionKind.EMIGRATE: ("voyage end", ""),
}
"""The decisions whose empty cells the off-view tabs count (`offview_places`), and what a tab
calls one ("2 more places for the card", "1 more voyage end": `offview.tab_labels`)."""


def stand_in_tabs(names: str, key: str | None = "Esc") -> tuple[str, ...]:
    """What the tab of a seat handed to the hard level says (`names`: "Blue"), the longest first;
    `key` takes the seat back besides a click on the tab, None where no key does (the tutorial's
    Esc leaves it: play-test 34 read "Esc ... takes it back" over "Leave tutorial (Esc)")."""
    if key is None:
        return (
            f"The hard level plays {names} to the end · a click here takes it back",
            f"Hard plays {names} · click here: take it back",
            f"Hard plays {names} · click: take back",
            f"Hard plays {names} · click",
        )
    return (
        f"The hard level plays {names} to the end · {key} or a click here takes it back",
        f"Hard plays {names} · {key} or click here: take it back",
        f"Hard plays {names} · {key}: take back",
        f"Hard plays {names} · {key}",
    )


CLOSER_TABS = (CLOSER_TAB, "Closer · F: the whole table", "Closer · F")
"""What that tab says, the longest first: the first that fits the table area's width."""
WHOLE_TABS = ("Whole table · F: back to the game's view", "Whole table · F: back", "Whole table · F")
"""What the tab of key F's whole table says, the longest first (640x480's table area is 176 px
wide, the long words 227)."""


class TableDrawing:
    """What a table scene draws each frame (see the module's docstring); `TableScene` keeps the
    state it reads, declared here."""

    match: Match
    display: DisplayTable
    view: TableView
    hud: Hud
    hint: HintPanel
    interaction: Interaction
    preview: RoutePreview
    animator: Animator
    offview: OffviewMarks
    logbook: LogBook
    logbook_on_top: bool
    handovers: Handover
    cards: tuple[Card, ...]
    names: list[str]
    colours: list[str]
    t: float
    fitted: bool
    showing_forced: bool
    quiet_cell: Cell | None
    box_waits_for_pointer: bool
    _quiet_view: tuple[float, float, float] | None
    _whole_closer: bool
    _notice_room: str | None
    watch_only: bool
    take_back_key: str | None

    if TYPE_CHECKING:  # the scene's own (`TableScene`)

        @property
        @abstractmethod
        def handover(self) -> int: ...

        @property
        @abstractmethod
        def short_names(self) -> list[str]: ...

        @abstractmethod
        def auto_view(self) -> None: ...

        @abstractmethod
        def _viewport(self) -> tuple[float, float, float, float]: ...

        @abstractmethod
        def _game_shown_over(self) -> bool: ...

        @abstractmethod
        def _human_turn_ready(self) -> bool: ...

        @abstractmethod
        def _off_board(self, pos: tuple[int, int]) -> bool: ...

        @abstractmethod
        def whole_view_shown(self) -> bool: ...

        @abstractmethod
        def hint_dock(self) -> pygame.Rect | None: ...

        @abstractmethod
        def hinted_button(self) -> str | None: ...

    def _init_drawing(self) -> None:
        """What the frames record and keep, before the first one."""
        self._card_marks_key: tuple[object, ...] | None = None
        self._card_marks_made: tuple[list[pygame.Rect], list[pygame.Rect]] | None = None
        """`_card_marks` as last worked out, and the view and cards it was for."""
        self._places_for: tuple[Decision, list[Cell]] | None = None
        """`offview_places` as last worked out, and the decision it was for."""
        self.card_info_rect: pygame.Rect | None = None
        """Where the card box was last drawn (None: not shown)."""
        self._frame_strips: tuple[object, list[tuple[pygame.Surface, pygame.Rect]]] = (None, [])
        """The strips around the table area in the frame's colour, and the layout they are for
        (`_frame_table`)."""
        self._lit = Highlights()
        """The targets lit in the last frame drawn (with the one under the pointer)."""
        self._fill_said: tuple[tuple[int, Option], tuple[str, bool] | None] | None = None
        """The last fill warning worked out (`_fill_warning`): (decision id, option), its words."""
        self._fill_count_only = False
        """Those words warn of no beach filled: a reproduction's count alone ('Reproducing: 2 new
        ships') or a new ship's beach left short of full ('New ship on Hawaii's top beach: ...'),
        a line the card box leaves out where its text is wrapped to a narrow table area."""
        self.view_mode_rect: pygame.Rect | None = None
        """Where the whole-table tab was last drawn (None: not shown)."""
        self.stand_in_rect: pygame.Rect | None = None
        """Where the tab saying a seat is played by the hard level was last drawn (None: not shown)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the board, the gesture in progress and the HUD."""
        if not self.fitted:
            self.auto_view()
        drag = self.interaction.drag
        lifted = drag.index if drag is not None and drag.what == "ship" and drag.moved else -1
        highlights = self.interaction.highlights(self.display) if self.interaction.decision else Highlights()
        self._lit = highlights  # the fill line reads the same (`_fill_warning`), not worked out again
        self.view.draw(surface, self.display, self.t, highlights, self.animator.current, lifted)
        if drag is None and not self.animator.busy and self.handover < 0 and not self.preview.showing:
            draw_pier_links(
                surface,
                self.view,
                self.display,
                self.interaction.pointer,
                self.hud.rects["table"],
                [self.hud.rects["seats"], self.hint.rect, *self.panels_over_table()],
                highlights.piers,
            )
        self._frame_table(surface)
        with clipped(surface, self.board_area()):  # the board's marks keep to it, as its cards
            # (play-test 36 saw a log line's card and the card being placed over the frame below)
            self._draw_card_in_hand(surface)
            self._draw_placement(surface)
            hovered = self.hud.log.hovered()
            if hovered is not None:
                self._draw_log_highlight(surface, hovered)
            self.hint.draw_marks(surface, self.view, self.display, self.t)
        self._draw_dragged(surface)
        if self.handover >= 0:  # the board waits for the next person: dimmed under the handover
            table = self.hud.rects["table"]
            surface.blit(wash(table.size, HANDOVER_DIM), table)
        self.hud.draw(
            surface, self.display, self.t, hide_stack_top=drag is not None and drag.what == "stack" and drag.moved
        )
        self._draw_view_mode(surface)
        self._draw_stand_in(surface)
        self.draw_under_boxes(surface)
        over = self.panels_over_table() + ([self.hint.rect] if self.hint.rect is not None else [])
        tabs = self.offview.rects  # drawn over it: as the frame before laid them out
        self.preview.draw(surface, self.view, self.display, self.hud.rects["table"], over, tabs)  # the hint's
        # panel as last drawn: a pier's box under it could not be read (a play-test)
        self._draw_offview(surface)  # apart from the whole table's tab; over the hovered pier's
        # odds label and the dashed outline of its new card's cell (play-test 53: they hid its words)
        chosen = self.hint.choice
        hinted = [] if chosen is None else [o.cell for o in (chosen.option, *chosen.plan) if o.cell is not None]
        targets = [self.view.centre(cell) for cell in dict.fromkeys(hinted)]  # the hint's cards and its plan's
        fleet = self.view.fleet_position(self.display)
        if chosen is not None and chosen.option.kind is OptionKind.LAND and fleet is not None:
            targets.append(fleet)  # the ship is dragged from there
        cards = [self.view.centre(cell) for cell in self.display.cells] if self.hint.key is not None else []
        self.hint.draw_panel(
            surface, self.hud.rects["table"], self.hud.scale, targets, self.view.size, cards, dock=self.hint_dock()
        )
        self._draw_hinted_button(surface)
        self._draw_handover(surface)
        if drag is None and not self.preview.showing and self.preview.refusal is None:
            self._draw_card_info(surface)
        if self.hud.notice_showing(self.t):  # the islands' boxes only while a notice shows
            islands = [
                card_rect(self.view, cell) for cell, card in self.display.cells.items() if self.cards[card].is_island
            ]
            self.hud.draw_notice(
                surface,
                self.t,
                below=self.hint.rect,
                avoid=self.interaction.pointer,
                cards=islands,
                # the box about the card pointed at weighs as the cards decided on: play-test 34's
                # "Nothing to undo..." lay over it at 1366x768, the table's foot open sea
                keep=[*self._deciding_on(), *([self.card_info_rect] if self.card_info_rect is not None else [])],
                tabs=self._controls_on_table(),
                area=self.notice_area(),
                read=self.preview.read_rects,
                sea=[
                    card_rect(self.view, cell)
                    for cell, card in self.display.cells.items()
                    if not self.cards[card].is_island
                ],
                place=self.roomed_notice_box() or self._whole_notice_place(),
            )
        if self.logbook_on_top:
            self.logbook.draw(surface)

    def _controls_on_table(self) -> list[pygame.Rect]:
        """The controls drawn on the table area, which a notice never covers: the off-view tabs
        and the whole table's tab (a late turn's "Cards too small?" tip lay over "Whole table ·
        F: back to the game's view", 1280x800 to 1000x650)."""
        tabs = (self.view_mode_rect, self.stand_in_rect)
        return [*self.offview.rects, *(tab for tab in tabs if tab is not None)]

    def _handover_look(self) -> HandoverLook:
        """What the handover's panel shows, for the layout as it is."""
        seat = self.handovers.seat
        return HandoverLook(
            self.short_names[seat],
            self.colours[seat],
            self.hud.px,
            self.hud.rects["table"],
            self._viewport(),
            self.handovers.news,
        )

    def handover_box(self) -> pygame.Rect:
        """Where the handover's panel goes (`Handover.box`)."""
        return self.handovers.box(self._handover_look())

    def _draw_handover(self, surface: pygame.Surface) -> None:
        """The handover in a hot-seat game, while it shows."""
        if self.handovers.showing:
            self.handovers.draw(surface, self._handover_look())

    def notice_area(self) -> pygame.Rect:
        """Where on the table the notices may show: the table area (a scene that draws a panel
        over part of it gives the rest, as the tutorial does)."""
        return self.hud.rects["table"]

    def _frame_table(self, surface: pygame.Surface) -> None:
        """Paint what lies around the table area (under and between the panels) in the frame's
        colour: the table is drawn in its area only (play-test 23 saw cards in the strip above
        the top bar). Four strips of that colour, made once for the layout, are blitted after
        the table is drawn (which leaves the table's pictures, `TableLayer` and `ZoomPicture`,
        as they are): 0.06 ms at 1366x768, where filling them took 0.5 ms (rows of 1366 pixels
        are not aligned for a fast fill)."""
        area = self.hud.rects["table"]
        w, h = surface.get_size()
        key: object = (w, h, tuple(area), surface.get_bitsize())
        if self._frame_strips[0] != key:
            strips = []
            for rect in (
                pygame.Rect(0, 0, w, area.top),
                pygame.Rect(0, area.bottom, w, h - area.bottom),
                pygame.Rect(0, area.top, area.left, area.height),
                pygame.Rect(area.right, area.top, w - area.right, area.height),
            ):
                if rect.width > 0 and rect.height > 0:
                    strip = pygame.Surface(rect.size, 0, surface)
                    strip.fill(FRAME_COLOUR)
                    strips.append((strip, rect))
            self._frame_strips = (key, strips)
        for strip, rect in self._frame_strips[1]:
            surface.blit(strip, rect)
        board = self.board_area()
        if board.top > area.top:  # the room kept for the tabs and the size tip (`top_room`):
            # the cards show below it, as below an edge (a card cut there read as under the tab)
            surface.fill(FRAME_COLOUR, pygame.Rect(area.x, area.top, area.width, board.top - area.top))

    def board_area(self) -> pygame.Rect:
        """Where the board shows: the table area below the room kept at its top for the tabs
        and the size tip while they show (`_viewport`). The cards are cut at its edges
        (`_frame_table`), and so is every mark drawn on them after (`clipped`)."""
        area = self.hud.rects["table"]
        _, top, _, _ = self._viewport()
        top = min(max(area.top, round(top)), area.bottom)
        return pygame.Rect(area.x, top, area.width, area.bottom - top)

    def _deciding_on(self) -> list[pygame.Rect]:
        """The boxes of the cards the person's pending decision is about (its options' cells,
        and a landing's island), for a notice to keep off."""
        node = self.match.pending
        if not isinstance(node, Decision) or not self._human_turn_ready():
            return []
        cells = {o.cell for o in node.options if o.cell is not None}
        return [card_rect(self.view, cell) for cell in cells if cell in self.display.cells]

    def _draw_hinted_button(self, surface: pygame.Surface) -> None:
        """The hint's ring round the button its move starts with (`hinted_button`)."""
        label = self.hinted_button()
        button = next((b for b in self.hud.buttons if label is not None and b.label == label), None)
        if button is None:
            return
        glow = 0.5 + 0.5 * math.sin(self.t * 5)
        ring = button.rect.inflate(8 + round(4 * glow), 8)
        pygame.draw.rect(surface, (20, 10, 30), ring.inflate(4, 4), 6, border_radius=9)
        pygame.draw.rect(surface, HINT_INK, ring, 3, border_radius=8)

    def _draw_view_mode(self, surface: pygame.Surface) -> None:
        """While F shows the whole table, a small tab at the table area's top left says so and how
        to go back (a play-test could not tell which view it was in when F changed little); a
        click on it goes back too (`_view_mode_place`)."""
        placed = self._view_mode_place()
        self.view_mode_rect = None if placed is None else placed[0]
        if placed is not None:
            box, label = placed
            draw_panel(surface, box, (10, 24, 38, 215))
            surface.blit(label, label.get_rect(center=box.center))

    def _view_mode_place(self) -> tuple[pygame.Rect, pygame.Surface] | None:
        """The whole table's tab while it shows (its box and words), else None: at the top left of
        the table area, its words the longest of `WHOLE_TABS` (`CLOSER_TABS`) that keep it inside."""
        if not self.whole_view_shown():
            return None
        return self._whole_tab()

    def _whole_tab(self) -> tuple[pygame.Rect, pygame.Surface] | None:
        """The whole table's tab as it shows with key F's view (`_view_mode_place`), whether that
        view shows yet or not (its fit keeps clear of it, `TableScene._whole_table_area`); None
        where it never shows (the controls hidden, the game's end shown)."""
        if not self.hud.controls_shown or self._game_shown_over():
            return None
        forms = CLOSER_TABS if self._whole_closer else WHOLE_TABS
        return self._top_tab(forms, ACCENT, centred=False)

    def whole_notice_box(self) -> pygame.Rect | None:
        """Where a notice showing goes with key F's whole table (none for the "Cards too small?"
        tip, which has its own room, `size_tip_box`): at the top middle of the table area, below
        the whole table's tab and the stand-in's where they would meet. The whole table's fit
        keeps clear of it while it shows (`TableScene._whole_table_area`): play-testers saw the
        turn's "Since your last turn: ..." lie over the island at the whole table's top."""
        if self.hud.notice_text == SIZE_TIP or not self.hud.notice_showing(self.t):
            return None
        return self._top_notice_box((self._whole_tab(), self._stand_in_place()))

    def _top_notice_box(self, tabs: Iterable[tuple[pygame.Rect, pygame.Surface] | None]) -> pygame.Rect:
        """The notice's box at the top middle of the table area, moved down below those of the
        placed `tabs` (rect, image; None: not shown) it would meet."""
        hud = self.hud
        area = self.notice_area()
        box = hud.notice_box(area)
        box.midtop = (area.centerx, area.y + hud.px(8))
        rects = [placed[0] for placed in tabs if placed is not None]
        for _ in rects:
            hit = [tab for tab in rects if tab.colliderect(box)]
            if hit:
                box.top = max(tab.bottom for tab in hit) + hud.px(4)
        return box

    def notice_covers_a_card(self, box: pygame.Rect) -> bool:
        """True when `box` meets the box of a card on the table."""
        return any(card_rect(self.view, cell).colliderect(box) for cell in self.display.cells)

    def _whole_notice_place(self) -> pygame.Rect | None:
        """While key F's whole table shows, the notice's room at its top (`whole_notice_box`) where
        that is clear of every card (the fit kept it so, or the table leaves it free), of the
        hint's panel, the card box, the tabs and what the player reads on the table; else None (the notice
        takes the place `Hud.draw_notice` finds: a notice shown partway through a decision does
        not move the view)."""
        if not self.whole_view_shown():
            return None
        box = self.whole_notice_box()
        if box is None or self.notice_covers_a_card(box):
            return None
        panels = [rect for rect in (self.hint.rect, self.card_info_rect) if rect is not None]
        if box.collidelist([*panels, *self._controls_on_table(), *self.preview.read_rects]) >= 0:
            return None
        return box

    def _top_tab(
        self, forms: Sequence[str], ink: tuple[int, int, int], centred: bool
    ) -> tuple[pygame.Rect, pygame.Surface]:
        """A tab at the top of the table area (its left, or its middle where `centred`): its box and
        its words, the longest of `forms` that fit the area's width (the last, narrowed, where
        none does). Placed from the table area, not the view's room (`_viewport`), which keeps
        clear of these tabs."""
        scale = self.hud.scale
        area = self.hud.rects["table"]
        pad = round(6 * scale)
        px = max(11, round(14 * scale))
        labels = (text(words, px, ink, bold=True) for words in forms)
        label = next((image for image in labels if image.get_width() + 4 * pad <= area.width), None)
        if label is None:
            label = text(forms[-1], px, ink, bold=True)
            label = pygame.transform.smoothscale_by(label, max(0.1, (area.width - 4 * pad) / label.get_width()))
        if centred:
            box = label.get_rect(midtop=(area.centerx, area.y + 2 * pad))
        else:
            box = label.get_rect(topleft=(area.x + 2 * pad, area.y + 2 * pad))
        return box.inflate(2 * pad, pad), label

    def _draw_stand_in(self, surface: pygame.Surface) -> None:
        """While a person's seat is played by the hard level ("Finish for me"), a tab at the top
        middle of the table area says so and how to take it back (`take_back_key`, or a click on
        the tab; `_stand_in_place`)."""
        placed = self._stand_in_place()
        self.stand_in_rect = None if placed is None else placed[0]
        if placed is not None:
            box, label = placed
            draw_panel(surface, box, (10, 24, 38, 230))
            pygame.draw.rect(surface, HINT_INK, box, max(1, round(2 * self.hud.scale)), border_radius=6)
            surface.blit(label, label.get_rect(center=box.center))

    def _stand_in_place(self) -> tuple[pygame.Rect, pygame.Surface] | None:
        """The stand-in's tab while a seat is handed over (its box and words), else None: at the
        top middle of the table area, below the whole table's tab where they would meet; its
        words the longest of `stand_in_tabs` that fit the table area."""
        seats = sorted(self.match.stood_in)
        if not seats or self.watch_only or not self.hud.controls_shown or self._game_shown_over():
            return None
        forms = stand_in_tabs(and_list(self.short_names[seat] for seat in seats), self.take_back_key)
        box, label = self._top_tab(forms, HINT_INK, centred=True)
        whole = self._view_mode_place()
        pad = round(6 * self.hud.scale)
        if whole is not None and box.colliderect(whole[0].inflate(pad, pad)):
            box.top = whole[0].bottom + pad
        return box, label

    def size_tip_box(self) -> pygame.Rect | None:
        """Where the "Cards too small?" tip shows while it does (`SIZE_TIP`), else None: at the
        top middle of the table area, under the tabs there, in the room the view keeps clear of
        cards (`top_room`): drawn over the table as the other notices are, it lay over the cards
        at the top edge of a table too large for the window, the very time it is told."""
        if self.hud.notice_text != SIZE_TIP or not self.hud.notice_showing(self.t):
            return None
        return self._top_notice_box((self._view_mode_place(), self._stand_in_place()))

    def roomed_notice_box(self) -> pygame.Rect | None:
        """Where a notice shows in a room at the top of the table area that the view keeps clear
        of cards (`top_room`), while it does: the "Cards too small?" tip (`size_tip_box`), or a
        notice the automatic view made room for where its places met cards
        (`TableScene._room_for_notice`); else None."""
        tip = self.size_tip_box()
        if tip is not None:
            return tip
        hud = self.hud
        if self._notice_room is None or hud.notice_text != self._notice_room or not hud.notice_showing(self.t):
            return None
        if self.whole_view_shown():
            return None  # key F's whole table keeps its own room for it (`whole_notice_box`)
        return self._top_notice_box((self._view_mode_place(), self._stand_in_place()))

    def notice_needs_room(self) -> bool:
        """True when the notice showing would meet a card's box both at the top middle of the
        table area (below the tabs there) and at its bottom middle, its two places
        (`Hud.draw_notice`), with the view where it comes to rest (a turn's view glides back in
        as its news is told: judged on the view the glide left, the news lay over cards)."""
        top = self._top_notice_box((self._view_mode_place(), self._stand_in_place()))
        area = self.notice_area()
        bottom = top.copy()
        bottom.midbottom = (area.centerx, area.bottom - self.hud.px(8))
        cards = self._card_boxes_at_rest()
        return top.collidelist(cards) >= 0 and bottom.collidelist(cards) >= 0

    def _card_boxes_at_rest(self) -> list[pygame.Rect]:
        """The cards' boxes (`card_rect`) with the view where its glide ends (as it is, when still)."""
        camera = self.view.camera
        zoom, (ox, oy) = camera.at_rest()
        size = camera.hex_size * zoom
        boxes = []
        for cell in self.display.cells:
            x, y = cell_to_pixel(cell, camera.hex_size)
            box = pygame.Rect(0, 0, round(2 * size), round(1.75 * size))
            box.center = (round(x * zoom + ox), round(y * zoom + oy))
            boxes.append(box)
        return boxes

    def top_room(self) -> int:
        """Pixels along the top of the table area the view keeps clear of cards (`_viewport`),
        down to under the stand-in's tab (while the hard level plays a person's seat) and the
        "Cards too small?" tip while they show, with the whole table's tab beside them; 0 while
        neither shows. Drawn over the table, they covered a card at its top edge: the view did
        not reserve their room. The whole table's tab has its room too while key F's view has
        come in for a person's beach (`_whole_closer`): the table then reaches past the area's
        edges, and "Closer, for your beach · F" lay over the corner of the card at its top left
        (a play-test); the cards are cut below it, as at an edge (`board_area`)."""
        boxes = [placed[0] for placed in (self._stand_in_place(),) if placed is not None]
        tip = self.roomed_notice_box()
        if tip is not None:
            boxes.append(tip)
        whole = self._view_mode_place()
        if not boxes and not (whole is not None and self._whole_closer):
            return 0
        if whole is not None:
            boxes.append(whole[0])
        area = self.hud.rects["table"]
        return max(0, max(box.bottom for box in boxes) + round(6 * self.hud.scale) - area.top)

    def _offview_area(self) -> tuple[float, float, float, float]:
        """The part of the table area whose cards count as in view for the off-view tabs: the
        camera's viewport (a scene whose panel over the table is shorter than the room the view
        keeps for it shows more, `TutorialScene`)."""
        return self._viewport()

    def _draw_offview(self, surface: pygame.Surface) -> None:
        """Tabs on the edges of the table area beyond which the automatic view leaves cards out
        (a play-test found cards cut off and under the top bar, with nothing to say so), and
        beyond which key F's view, come in for a person's beach clicks, leaves them; none once
        the player has placed the view, or while it glides."""
        camera = self.view.camera
        placed = camera.user_moved and not (self._whole_closer and self.whole_view_shown())
        if placed or camera.gliding() or not self.hud.controls_shown:
            self.offview.rects, self.offview.aims = [], []
            return
        x, y, w, h = self._offview_area()
        area = pygame.Rect(round(x), round(y), round(w), round(h))
        centres = {cell: self.view.centre(cell) for cell in self.display.cells}
        places = [self.view.centre(cell) for cell in self.offview_places()]
        size = self.view.size
        if not any(offview_sides(centres.values(), area, size).values()) and not any(
            offview_sides(places, area, size).values()
        ):
            self.offview.rects, self.offview.aims = [], []  # no tab: no boxes to keep off worked out
            return
        marks, badges = self._card_marks(centres)
        display = self.display
        fleet = self.view.fleet_position(display, self.animator.current)
        if fleet is not None and display.fleet is not None:  # the fleet's ships are clicked too
            marks = marks + spot_boxes(self.view.fleet_points(display, fleet), self.view.fleet_ship_size() / 2 + 2)
        taken = [tab for tab in (self.view_mode_rect, self.stand_in_rect) if tab is not None]
        decision = self.interaction.decision
        words = PLACES_WORDS[decision.kind] if places and decision is not None else PLACES_WORDS[DecisionKind.PLACE_CARD]
        self.offview.draw(surface, centres.values(), area, size, self.hud.scale, [marks, badges], taken, places, words)

    def offview_places(self) -> list[Cell]:
        """The empty cells the off-view tabs count as places (`OffviewMarks.draw`): those a
        person's revealed card may be placed on, the automatic view showing as many as it can at
        the readable card size (at 1024x600, or with the guided game's panel, it left some beyond
        the table area's edges with nothing to say so); at a person's pier choice, those where
        its voyages would lay a card (`voyage_ends`: partway through the turn the view stays
        rather than move the piers' islands, and the tab tells where they lie). Worked out once
        a decision; none for any other decision, or while no person is to decide."""
        decision = self.interaction.decision
        if decision is None or decision.kind not in PLACES_WORDS:
            return []
        if self._places_for is None or self._places_for[0] is not decision:
            cells = self.display.cells
            if decision.kind is DecisionKind.EMIGRATE:
                found = [cell for cell in voyage_ends(self.match.state, decision.options) if cell not in cells]
            else:
                found = [o.cell for o in decision.options if o.cell is not None and o.cell not in cells]
            self._places_for = (decision, sorted(set(found)))
        return self._places_for[1]

    def _card_marks(self, centres: dict[Cell, tuple[float, float]]) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """What the off-view tabs keep off on the cards lying: (the islands' names, capacity
        tags, value seals and mooring spots; the wakes' danger numbers). A tab lay over Tuvalu's
        name (play-test 24), over a capacity tag, a value seal and a danger (25); the spots are
        clicked (a tab over one took the click). Kept while the view and the cards stay as they
        are: worked out afresh, they took about a fifth of a frame (0.5 ms of 2.5 on a 30-card
        table zoomed in, 1366x768)."""
        camera, display = self.view.camera, self.display
        ships = tuple((key, tuple(display.spots_of(key))) for key, owners in display.ships.items() if owners)
        key = (camera.zoom, *camera.offset, id(display), tuple(display.cells.items()), ships)
        if self._card_marks_key == key and self._card_marks_made is not None:
            return self._card_marks_made
        size, rotations = self.view.size, display.rotations
        marks: list[pygame.Rect] = []
        badges: list[pygame.Rect] = []
        for cell, card_id in display.cells.items():
            card = self.cards[card_id]
            marks += label_boxes(
                card, centres[cell], size, rotations[cell], occupied_spots(display, cell, len(card.beaches))
            )
            badges += badge_boxes(card, centres[cell], size, rotations[cell])
            if card.is_island:
                spots = [spot for beach in self.view.spot_points(display, cell) for spot in beach]
                marks += spot_boxes(spots, cardgeom.spot_radius(card, size) + 1)
        self._card_marks_key, self._card_marks_made = key, (marks, badges)
        return marks, badges

    def _draw_log_highlight(self, surface: pygame.Surface, line: Line) -> None:
        """Light the cells and beaches of the hovered log line on the board."""
        size = self.view.size
        for cell in line.cells:
            # a cyan wash and outline with a dark halo: a play-test could hardly see the accent
            # outline over an island that already had the player's own yellow outline
            corners = hex_corners(self.view.centre(cell), size * 0.96)
            box = pygame.Rect(0, 0, 0, 0).unionall([pygame.Rect(round(x), round(y), 1, 1) for x, y in corners])
            wash = pygame.Surface(box.inflate(2, 2).size, pygame.SRCALPHA)
            pygame.draw.polygon(wash, (*LOG_LIGHT, 60), [(x - box.x + 1, y - box.y + 1) for x, y in corners])
            surface.blit(wash, (box.x - 1, box.y - 1))
            pygame.draw.polygon(surface, (8, 16, 28), corners, 6)
            pygame.draw.polygon(surface, LOG_LIGHT, corners, 3)
        for cell, beach in line.beaches:
            if cell not in self.display.cells or not self.cards[self.display.cells[cell]].is_island:
                continue
            spots = self.view.spot_points(self.display, cell)
            if 0 <= beach < len(spots):
                radius = max(5, round(size * 0.11))
                for x, y in spots[beach]:
                    pygame.draw.circle(surface, (255, 255, 255), (round(x), round(y)), radius, 2)

    def _draw_placement(self, surface: pygame.Surface) -> None:
        """A ring closing on the spot a ship is being placed on; "only choice" when the rules
        placed it because nothing else was possible."""
        playing = self.animator.current
        if playing is None or playing.event.kind not in (EventKind.SHIP_PLACED, EventKind.SHIP_LANDED):
            return
        event = playing.event
        if event.cell not in self.display.cells:
            return
        spots = self.view.spot_points(self.display, event.cell)
        taken = self.display.spots_of((event.cell, event.beach))
        if not 0 <= event.beach < len(spots) or not taken or taken[-1] >= len(spots[event.beach]):
            return
        x, y = spots[event.beach][taken[-1]]
        k = playing.progress
        radius = max(4, round(self.view.size * (0.35 - 0.22 * k)))
        pygame.draw.circle(surface, ACCENT, (round(x), round(y)), radius, 2)
        if self.showing_forced and self.animator.speed != "instant":
            label = text("only choice", self.hud.px(14), ACCENT, bold=True)
            box = only_choice_box(label.get_size(), (x, y), radius, self.view.centre(event.cell))
            pygame.draw.rect(surface, (8, 18, 30), box, border_radius=5)
            surface.blit(label, label.get_rect(center=box.center))

    def _draw_card_info(self, surface: pygame.Surface) -> None:
        """A small box about the card under the pointer (name, value, who stands where), at every
        zoom (a play-test hovered a card at the first view's size and got nothing)."""
        self.card_info_rect = None
        pos = self.interaction.pointer
        if not self.hud.rects["table"].collidepoint(pos) or self.hud.rects["seats"].collidepoint(pos):
            return
        if self.hint.rect is not None and self.hint.rect.collidepoint(pos):
            return  # reading the hint, not pointing at the card under it
        if self.animator.busy:  # a move is being shown: the box would hide it (a card turned, a danger flash)
            return
        if self.box_waits_for_pointer:  # a turn began under a pointer left still: not pointing yet
            return
        if self.handover >= 0:  # the board waits, dimmed, under the handover's panel (play-test 27 read
            return  # a card's box drawn bright over it)
        cell = self.view.cell_at(pos)
        card_id = self.display.cells.get(cell)
        camera = self.view.camera
        if self.quiet_cell is not None and self._quiet_view != (camera.zoom, *camera.offset):
            self.quiet_cell = None  # the view moved since the click (F, a glide, a zoom): no longer quiet
        warning = self._fill_warning()
        if card_id is None or (cell == self.quiet_cell and warning is None):
            return
        card = self.cards[card_id]
        rows = card_rows(card, cell, self.display, self.names)
        items = [CardBoxItem(line, INK if i == 0 else INK_DIM, beach) for i, (line, beach) in enumerate(rows)]
        if warning is not None:  # what the ship about to be put there sets off, above the card's lines
            words, sinks = warning
            items.insert(0, CardBoxItem(words, FILL_SINKS if sinks else ACCENT, -1, wrapped=True))
        # each beach's line begins with its letter, which the card shows on that beach (play-test
        # 27 read "upper-right beach: ... Orange" with Orange's ship at the card's top left)
        letters = {beach: BEACH_LETTERS[i] for i, beach in enumerate(item.beach for item in items if item.beach >= 0)}
        table = self.hud.rects["table"]
        px, laid = card_box_rows(items, table.width - 2 * CARD_BOX_MARGIN)
        if warning is not None and self._fill_count_only and px == CARD_BOX_SIZES[-1] and len(items) > 1:
            # a narrow table area (640x480): the count alone is left out, the box a row shorter
            # keeps clear of the card (the card's lines tell its beaches, the count is one click away)
            items = items[1:]
            px, laid = card_box_rows(items, table.width - 2 * CARD_BOX_MARGIN)
        marks = (
            []
            if not letters
            else [pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r) for x, y, r in self._beach_mark_boxes(cell)]
        )
        marks += arrow_boxes(self.view, self.display, pos, self._lit.piers)  # the beach's piers' arrows
        box = self._info_box_place(pos, _card_box_size(px, laid), marks)
        hovered = card_rect(self.view, cell)
        if box is not None and box.colliderect(hovered):
            # as wide as the table area it lies over the card: laid out for the room beside the
            # card, it may keep it clear (the compact layout's table area at 640x480, 421 px wide,
            # with the opening view's cards 179 px wide)
            beside = max(hovered.left - table.left, table.right - hovered.right) - 2 * CARD_BOX_MARGIN
            if CARD_BOX_LEAST <= beside < table.width - 2 * CARD_BOX_MARGIN:
                narrow_px, narrow = card_box_rows(items, beside)
                other = self._info_box_place(pos, _card_box_size(narrow_px, narrow), marks)
                if other is not None and not other.colliderect(hovered):
                    box, px, laid = other, narrow_px, narrow
        if box is None:
            return
        row_h = px + 5
        if letters:
            with clipped(surface, self.board_area()):
                draw_beach_marks(surface, self.view, self.display, cell, letters)
        self.card_info_rect = box
        pygame.draw.rect(surface, (8, 18, 30), box, border_radius=6)
        pygame.draw.rect(surface, (96, 150, 180), box, width=1, border_radius=6)
        for i, row in enumerate(laid):
            x, y = box.x + 8, box.y + 5 + row_h * i
            if row.beach >= 0:
                draw_letter(surface, (x + INFO_BADGE, y + row_h // 2 - 1), INFO_BADGE, letters[row.beach])
            surface.blit(text(row.words, px, row.colour, bold=row.bold), (x + row.indent, y))

    def _beach_mark_boxes(self, cell: Cell) -> list[tuple[float, float, int]]:
        """What a card box keeps off on the island at `cell` pointed at: its spots, their capacity
        tags and the letters its beaches get while the box shows, (x, y, radius) each (play-test 27's box at
        the setup covered Tonga's top beach, with room beside the card)."""
        card = self.cards[self.display.cells[cell]]
        spot_r = round(cardgeom.spot_radius(card, self.view.size) * 1.6)
        radius = view_badge_radius(self.view)
        cx, cy = self.view.centre(cell)
        tags = [
            (cx + box.centerx, cy + box.centery, max(box.width, box.height) // 2)
            for box in numberlabels.capacity_tag_boxes(
                card,
                round(self.view.size),
                self.display.rotations[cell] % 6,
                occupied_spots(self.display, cell, len(card.beaches)),
            )
        ]
        spots = [(x, y, spot_r) for beach in self.view.spot_points(self.display, cell) for x, y in beach]
        return spots + tags + [(x, y, radius) for _line, (x, y) in beach_lines(self.view, self.display, cell)]

    def _fill_warning(self) -> tuple[str, bool] | None:
        """What the move under the pointer sets off when it fills a beach: pointing at a beach
        where the ship being placed would fill it ('Fills Tonga's top beach to sail with 1 colour
        (every pier sinks it for sure: ...)'), or, for a reproduction's new ship, where it would
        not ('New ship on Hawaii's top beach: 2 of 3 spots taken, 1 more fills it'), or at an
        island to reproduce on ('2 new ships; one can fill its left beach to sail with 2 colours
        (safest pier: ...)', or 'Reproducing: 2 new ships' where none fills one); with whether
        every pier sinks that fleet. None otherwise. A play-test filled a beach whose one
        pier sank its ships, warned only once the beach had to sail; another saw a reproduction
        whose every placement was forced fill two beaches in one click."""
        decision = self.interaction.decision
        if decision is None or self.interaction.ring_at(self.interaction.pointer, self.display) is not None:
            return None  # (a click there makes the hint's move, which fills no beach)
        lit = self._lit
        option = None
        if lit.hover_beach is not None:
            option = self.interaction.beach_options().get(lit.hover_beach)
            if option is not None and (
                option.kind not in (OptionKind.PLACE, OptionKind.LAND)
                or option.cell is None
                or (self.match.state.free_spots(option.cell, option.beach) != 1
                    and decision.kind is not DecisionKind.REPRODUCE_BEACH)
            ):
                option = None
        elif lit.hover_island is not None:
            option = self.interaction.island_options().get(lit.hover_island)
            if option is not None and option.kind is not OptionKind.REPRODUCE:
                option = None
        if option is None:
            return None
        cache = (id(decision), option)
        if self._fill_said is None or self._fill_said[0] != cache:
            self._fill_said = (cache, self._fill_words(decision, option))
        return self._fill_said[1]

    def _fill_words(self, decision: Decision, option: Option) -> tuple[str, bool] | None:
        """`_fill_warning`'s words for `option` (`explain.fill_of`: the beach it fills and what
        its fleet faces, as the computer seats' reasons tell it), and whether every pier sinks
        that fleet for sure; None when it fills no beach. A reproduction always has its words:
        how many new ships it brings, and the beaches they can fill (`explain.reproduction_words`),
        or the count alone, one short line where none fills one ('Reproducing: 2 new ships':
        play-test 41's box told the count only where a beach could fill). A reproduction's new
        ship on a beach it leaves short of full has its words too (`_new_ship_words`)."""
        state = self.match.state
        fill = fill_of(state, decision, option)
        self._fill_count_only = option.kind is OptionKind.REPRODUCE and fill is None
        if option.kind is OptionKind.REPRODUCE:
            new = new_ships(state, option, decision.player)
            count = f"{new or 'no'} new ship{'' if new == 1 else 's'}"
            beaches = len(self.cards[state.cells[option.cell]].beaches) if option.cell is not None else 0
            each = EACH_BEACH if one_on_each_beach(new, beaches) else ""  # the click chooses no beach (play-test 48)
            if fill is None:
                return f"Reproducing: {count}{each}", False
            words = reproduction_words(state, option, decision.player)
            if words.startswith(count):
                words = count + each + words[len(count):]
            return f"Reproducing: {words}", fill_sinks_for_sure(state, fill)
        if fill is None:
            if decision.kind is DecisionKind.REPRODUCE_BEACH and option.cell is not None:
                self._fill_count_only = True  # (a line that warns of nothing, as the count alone)
                return self._new_ship_words(option.cell, option.beach), False
            return None
        card = self.cards[state.cells[fill.cell]]
        beach = beach_names(card, state.rotations[fill.cell])[fill.beach]
        return f"Fills {card.name}'s {beach} {fill_text(state, fill)}", fill_sinks_for_sure(state, fill)

    def _new_ship_words(self, cell: Cell, beach: int) -> str:
        """'New ship on Hawaii's top beach: 2 of 3 spots taken, 1 more fills it': a reproduction's
        new ship about to be put on a beach it leaves short of full, with the spots the beach
        then has taken and how many more ships fill it (its spots and free spots as the rules
        core counts them). Play-test 52 pointed at such a spot and got no box, where a spot that
        filled its beach had one."""
        state = self.match.state
        card = self.cards[state.cells[cell]]
        spots = state.capacity(cell, beach)
        more = state.free_spots(cell, beach) - 1
        name = beach_names(card, state.rotations[cell])[beach]
        fills = "fills" if more == 1 else "fill"
        return f"New ship on {card.name}'s {name}: {spots - more} of {spots} spots taken, {more} more {fills} it"

    def draw_under_boxes(self, surface: pygame.Surface) -> None:
        """What a scene built on the table draws over the board and the HUD but under the boxes
        that explain what the pointer is on (a pier's voyage, the card box, the hint, notices):
        the tutorial's rings. Nothing here."""

    def panels_over_table(self) -> list[pygame.Rect]:
        """Panels a scene draws over the table area after the table (the tutorial's): the card
        box and a pier's box keep off them."""
        return []

    def _info_box_place(
        self, pos: tuple[int, int], size: tuple[int, int], marks: Sequence[pygame.Rect] = ()
    ) -> pygame.Rect | None:
        """Where the card box goes: inside the table area (never over the side panels), near the
        pointer, where it covers least of what the player is looking at (`preview.place_box`,
        weighted by area): never the card under the pointer where a place beside it or near the
        pointer leaves it clear (`keep_clear`: play-test 29's box covered its card's beach and
        pier), then the waiting fleet, then the cards
        the pending decision targets (the play-tests' box hid the island the fleet was to land
        on, and the other beach of the island being clicked), then islands with ships (a
        play-test's box covered the hovered island's neighbours), then any card; never under a
        panel drawn over the table (`panels_over_table`, the hint's panel: a play-test's card
        box hid the hint; None when no place is free of them); off the tabs on the table
        (`_controls_on_table`) before all that where a place is (`place_box`'s `tabs`)."""
        area = self.hud.rects["table"]
        decision = self.interaction.decision
        under = self.view.cell_at(pos)
        targets = {o.cell for o in decision.options if o.cell is not None} if decision is not None else set()
        with_ships = {cell for (cell, _beach), owners in self.display.ships.items() if owners}
        visible = area.inflate(4 * self.view.size, 4 * self.view.size)
        avoid: list[tuple[pygame.Rect, int]] = []
        for cell in self.display.cells:
            rect = card_rect(self.view, cell)
            if rect.colliderect(visible):
                weight = (
                    OWN_ISLAND_WEIGHT
                    if cell == under
                    else ROUTE_WEIGHT
                    if cell in targets
                    else SHIPS_WEIGHT
                    if cell in with_ships
                    else 1
                )
                avoid.append((rect, weight))
        fleet = self.view.fleet_position(self.display) if self.display.fleet is not None else None
        if fleet is not None:  # the ships waiting to land (a play-test's box covered them)
            ship, reach = self.view.fleet_ship_size(), self.view.size
            group = pygame.Rect(0, 0, round(3 * ship + 1.2 * reach), round(2 * ship + reach))
            group.center = (round(fleet[0]), round(fleet[1]))
            avoid.append((group, OWN_ISLAND_WEIGHT))
        # the spots and beach letters of the card pointed at: the box covers none of them where
        # a place is (each weighs as if it were the whole box)
        avoid += [(mark, round(size[0] * size[1] / max(1, mark.width * mark.height) * MARK_SHARE)) for mark in marks]
        panels = self.panels_over_table() + ([self.hint.rect] if self.hint.rect is not None else [])
        if self.handover >= 0:
            panels.append(self.handover_box())
        card = card_rect(self.view, under)
        # the tabs on the table (off view, the whole table's) kept clear before all else where a
        # place is, the box still shown where none is: at 640x480 "Water card / wake dangers ..."
        # hid "1 more card · F shows all"
        tabs = self._controls_on_table()
        box = place_box(size, pos, area, avoid, panels, beside=card, keep_clear=card, tabs=tabs)
        return None if box.collidelist(panels) >= 0 else box

    def _draw_card_in_hand(self, surface: pygame.Surface) -> None:
        """The revealed card being placed (resettling, R7.4): lying on the cell under the pointer
        that can take it, turned as it would go, else beside the pointer with a no-entry sign.
        Over the board only (over the panels and between the buttons it waits unseen: a
        play-test saw it there over the buttons, snapped to a cell hidden under them), and cut
        at the board's edges by the caller, as the cards are."""
        interaction = self.interaction
        decision = interaction.decision
        pointer = interaction.pointer
        if (
            decision is None
            or decision.kind is not DecisionKind.PLACE_CARD
            or self.display.revealed < 0
            or self._off_board(pointer)
        ):
            return
        size = self.view.size
        card = self.cards[self.display.revealed]
        cell = self.view.cell_at(pointer)
        rotation = interaction.placement_rotation(cell)
        if rotation is not None:
            image = cardart.card_surface(card, size, rotation).copy()
            image.set_alpha(200)
            x, y = self.view.centre(cell)
            surface.blit(image, image.get_rect(center=(round(x), round(y))))
        else:
            image = cardart.card_surface(card, size * 0.8, interaction.rotation).copy()
            image.set_alpha(150)
            surface.blit(image, image.get_rect(center=pointer))
            _draw_not_here(surface, pointer, size)

    def _draw_dragged(self, surface: pygame.Surface) -> None:
        """What the pointer drags, following it wherever it goes, over the panels too: the
        stack's card (its drag starts over the stack's panel) or a ship from the fleet."""
        drag = self.interaction.drag
        if drag is None or not drag.moved:
            return
        if drag.what == "stack":
            back = cardback.card_back_surface(min(self.view.size * 0.8, 56.0)).copy()
            back.set_alpha(DRAGGED_CARD_ALPHA)
            surface.blit(back, dragged_card_rect(back.get_size(), drag.pos))
        elif drag.what == "ship":
            sprite = shipart.ship_sprite(self.colours[drag.colour], self.view.fleet_ship_size())
            surface.blit(sprite, sprite.get_rect(center=drag.pos))


class CardBoxItem(NamedTuple):
    """A line of the card box as told: its words, colour, the beach its letter marks (-1: none),
    and whether it is wrapped to `INFO_WARNING_WIDTH` (a warning)."""

    words: str
    colour: tuple[int, int, int]
    beach: int
    wrapped: bool = False


class CardBoxRow(NamedTuple):
    """A line of the card box as drawn: its words, colour, the beach whose letter goes before it
    (-1: none), its indent (pixels, the letter's room on every line of a beach) and boldness."""

    words: str
    colour: tuple[int, int, int]
    beach: int
    indent: int
    bold: bool


def _card_box_size(px: int, rows: Sequence[CardBoxRow]) -> tuple[int, int]:
    """The card box's size for its `rows` at text size `px` (its padding included)."""
    width = max(text(row.words, px, bold=row.bold).get_width() + row.indent for row in rows) + 16
    return width, (px + 5) * len(rows) + 8


def card_box_rows(items: Sequence[CardBoxItem], room: int) -> tuple[int, list[CardBoxRow]]:
    """The card box's text size and rows for `items` in a table area `room` pixels wide (less the
    box's own padding): the largest of `CARD_BOX_SIZES` at which every line fits; at the
    smallest, each line wrapped to it (a beach's next rows indented under its first)."""
    inner = max(40, room - 16)
    indent_of = 2 * INFO_BADGE + 6
    rows: list[CardBoxRow] = []
    for px in CARD_BOX_SIZES:
        last = px == CARD_BOX_SIZES[-1]
        rows = []
        # a warning is wrapped to `INFO_WARNING_WIDTH`, or to the box's width where its other
        # lines make it wider (a line more of warning pushed Tonga's box over its top beach)
        lines = max(
            (
                text(item.words, px, bold=item.colour != INK_DIM).get_width() + (indent_of if item.beach >= 0 else 0)
                for item in items
                if not item.wrapped
            ),
            default=0,
        )
        for item in items:
            indent = indent_of if item.beach >= 0 else 0
            bold = item.colour != INK_DIM
            width = min(max(INFO_WARNING_WIDTH, lines), inner) if item.wrapped else inner
            parts = wrap(item.words, px, width - indent, bold) if item.wrapped or last else (item.words,)
            rows += [
                CardBoxRow(part, item.colour, item.beach if i == 0 else -1, indent, bold)
                for i, part in enumerate(parts)
            ]
        widest = max((text(row.words, px, bold=row.bold).get_width() + row.indent for row in rows), default=0)
        if widest <= inner:
            return px, rows
    return CARD_BOX_SIZES[-1], rows


@contextmanager
def clipped(surface: pygame.Surface, area: pygame.Rect) -> Iterator[None]:
    """Drawing on `surface` kept inside `area` (and any clip it had), its clip restored after."""
    before = surface.get_clip()
    surface.set_clip(area.clip(before))
    try:
        yield
    finally:
        surface.set_clip(before)


DRAGGED_CARD_ALPHA = 210
"""The stack's card dragged over the table lets what lies under it show a little."""


def dragged_card_rect(size: tuple[int, int], pointer: tuple[int, int]) -> pygame.Rect:
    """Where the stack's dragged card is drawn: above and right of the pointer, its corner a
    little off it (centred on the pointer it hid the pier, the beach and the ships it was
    aimed at: play-test 20)."""
    rect = pygame.Rect((0, 0), size)
    rect.bottomleft = (pointer[0] + 8, pointer[1] - 8)
    return rect


NOT_HERE = (226, 64, 52)
"""The colour of the sign that the card under the pointer cannot go where it is."""


def only_choice_box(
    size: tuple[int, int], spot: tuple[float, float], radius: int, island: tuple[float, float]
) -> pygame.Rect:
    """Where the "only choice" label of a ship placed on `spot` goes: beside the closing ring
    of `radius`, on the sea's side of the spot (above it, the label covered the island's name
    and ships when the spot lay on a lower beach, a play-test), the island's centre at `island`."""
    box = pygame.Rect((0, 0), size)
    x, y = round(spot[0]), round(spot[1])
    if spot[1] > island[1]:
        box.midtop = (x, y + radius + 3)
    else:
        box.midbottom = (x, y - radius - 3)
    return box.inflate(10, 4)


def _draw_not_here(surface: pygame.Surface, pointer: tuple[int, int], size: float) -> None:
    """A red no-entry sign beside the pointer: the revealed card cannot be placed on this cell
    (a card lies there, or no edge of it touches the table): a play-test saw clicks there do
    nothing, with no word why."""
    r = max(9, round(size * 0.22))
    centre = (pointer[0] + r + 6, pointer[1] - r - 6)
    pygame.draw.circle(surface, (20, 10, 10), centre, r + 2)
    pygame.draw.circle(surface, NOT_HERE, centre, r)
    bar = pygame.Rect(0, 0, round(r * 1.2), max(3, round(r * 0.34)))
    bar.center = centre
    pygame.draw.rect(surface, (250, 246, 232), bar, border_radius=2)
