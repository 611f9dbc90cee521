"""Where the table scene's view goes: the automatic view, a view the player placed, key F's whole table.

`TableCamera` is the view-keeping half of `TableScene` (a mixin over the drawing half,
`TableDrawing`: the scene's state is the scene's, set up in `TableScene.__init__`). It decides
where the camera goes and when it stays still; the camera (`view.camera.Camera`) does the
geometry. Its rules, each from a play-test:

- **The automatic view** (`auto_view`) shows the whole table while its cards stay readable,
  else readable cards about what the pending decision is about; at the game's end the whole
  table however small (`_frame_end`). It glides after new cards and fleets (`_keep_in_view`)
  and comes back in as a person's turn begins (`_zoom_back_in`).
- **Partway through a person's turn** (`_mid_turn`) the view stays put as long as the cards to
  click show whole (play-test 25), twice excepted, each as a decision begins: the strip the
  turn's news took at the top of the table area (`_make_room`) is given back
  (`_give_room_back`, play-test 48), and a pier choice shows whole the empty cells its piers
  would lay a card on where a nudge does (`_show_voyage_ends`, `MID_TURN_NUDGE`, play-test 48).
- **A view the player placed** stays theirs, and a saved game brings it back (`keep_view`,
  `_show_kept_view`).
- **Key F's whole table** (`fit`, `toggle_fit`) fits every card below its own tab and a notice's
  place (`_whole_table_area`), moves only where the table grows (`_whole_view_stays`), and comes
  in about a beach a person is to click where its cards are too small (`_beach_cells`).

No method here changes the game: they read the match and move the camera.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

import pygame

from tongiaki.app.scenes.table_draw import TableDrawing
from tongiaki.app.view.camera import SAME_ZOOM, VIEW_MARGIN, Rest, moved_on_screen
from tongiaki.app.view.hexview import cell_to_pixel, cells_bounds
from tongiaki.app.view.preview import voyage_ends
from tongiaki.rules import Cell, Chance, Decision, DecisionKind, EventKind, OptionKind

BEACH_KINDS = (OptionKind.PLACE, OptionKind.LAND)
"""The options chosen by a click on a beach (`TableCamera._beach_cells`)."""
WHOLE_TABLE_BORDER = 4
"""Free border (px at UI scale 1) around the whole table inside the room the panels leave."""
LARGE_SEA = 1.0
"""Hex sizes of empty sea at one side of the table area, cards cut at the other, from which the
automatic view leans as a person's turn begins (`_lean_off_sea`)."""
MID_TURN_NUDGE = 0.35
"""Hex sizes the islands of a pier choice may move on screen, partway through the turn, for the
view to show whole the empty cells its piers would lay a card on (`_show_voyage_ends`): play-test
25 saw Tonga move 60 px (about 0.6 of its hex size) between the click on it and the drag onto its
pier; play-test 48's cut targets are shown by a smaller nudge (or a pan at the turn's start), and
where only a larger move would show them the view stays (the off-view tab and the odds box tell)."""


class TableCamera(TableDrawing):
    """Where the table's view goes (see the module's docstring); `TableScene` keeps the state it
    reads, declared here and in `TableDrawing`."""

    _kept_view: dict[str, Any] | None
    _view_kept: bool
    _whole_view: tuple[float, tuple[float, float]] | None
    _view_before_whole: tuple[float, tuple[float, float]] | None
    _auto_before_whole: tuple[Rest, frozenset[Cell], pygame.Rect, Decision | Chance | None] | None
    _whole_cells: frozenset[Cell]
    covered_bottom: int
    end_framed: bool
    _decided_in: tuple[int, int] | None
    _room_made: tuple[Rest, Rest | None] | None

    def keep_view(self) -> None:
        """Put the view in the match for its next save (`Match.view`): key F's whole table, a
        view the player placed (where it comes to rest: its zoom and the world point at the
        middle of the table area, which no window size changes), or None for the automatic
        view. Play-test 41 zoomed and panned, left with Esc, chose Continue and found the
        automatic view instead."""
        if self._kept_view is not None:
            return  # never laid out: the view it was loaded with is still the one to keep
        if self.whole_view_shown():
            self.match.view = {"mode": "whole"}
            return
        placed = self._placed_view()
        if placed is None:
            self.match.view = None
            return
        zoom, centre = placed
        self.match.view = {"mode": "placed", "zoom": zoom, "centre": list(centre)}

    def _show_kept_view(self) -> None:
        """The view a loaded game was saved with (`keep_view`), once: the whole table again, or
        the placed view's world point at the middle of the table area at its zoom (clamped to
        the camera's range, which the window's UI scale sets), kept as the player's."""
        kept, self._kept_view = self._kept_view, None
        assert kept is not None
        if kept.get("mode") == "whole":
            self.fit()
            return
        x, y = kept["centre"]
        self._show_placed_view(float(kept["zoom"]), (float(x), float(y)))
        self.fitted = True
        self._view_kept = True

    def _show_placed_view(self, zoom: float, centre: tuple[float, float]) -> None:
        """A view the player placed (`_placed_view`), at once: the world point `centre` at the
        middle of the table area at `zoom` (clamped to the camera's range, which the window's UI
        scale sets), kept as the player's."""
        camera = self.view.camera
        camera.target = camera.target_zoom = None
        camera.zoom = camera.clamp_zoom(zoom)
        cx, cy = self.hud.rects["table"].center
        camera.offset = (cx - centre[0] * camera.zoom, cy - centre[1] * camera.zoom)
        camera.user_moved = True

    def _viewport(self) -> tuple[float, float, float, float]:
        """The part of the table area the camera shows cards in: clear of `covered_bottom`, and of
        the room at its top the stand-in's tab and the "Cards too small?" tip take while they
        show (`top_room`; they covered a card at the table's top edge)."""
        rect = self.hud.rects["table"]
        covered = max(0, min(self.covered_bottom, rect.h // 2))
        top = max(0, min(self.top_room(), rect.h // 3))
        return (rect.x, rect.y + top, rect.w, rect.h - covered - top)

    def _make_room(self, *cells: Cell) -> None:
        """The room kept at the top of the table area (`top_room`) has grown: the automatic view
        moves the cards it shows out of it where a pan can (`Camera.follow`, keeping `cells`,
        the decision's, in sight), key F's whole table fits below it; a view the player placed
        stays where they put it. The automatic view's place before it is kept, to come back to
        once the room is no longer needed (`_give_room_back`)."""
        camera = self.view.camera
        if self.whole_view_shown():
            self.fit(asked=not self._whole_closer)
        elif not camera.user_moved:
            if self._room_made is None:
                self._room_made = (camera.at_rest(), None)
            camera.follow(self.display.cells, list(cells), self._viewport())

    def _note_room_left(self) -> None:
        """A person's decision has begun with the view where it rests now: if a room was made at
        the top of the table area for it (`_make_room`), that is the view the room left, the one
        `_give_room_back` comes back from."""
        if self._room_made is not None and self._room_made[1] is None:
            self._room_made = (self._room_made[0], self.view.camera.at_rest())

    def _give_room_back(self, anchor: Iterable[Cell]) -> None:
        """A person's decision begins, the next after the one a room at the top of the table area
        was made at (`_make_room`), and nothing at the top needs the room any longer: the
        automatic view glides back to the zoom it had before the room, if it is still where the
        room left it (`_note_room_left`: no new card, fleet or gesture of the player's has moved
        it since), with the cards it then showed whole, the decision's cards (`anchor`) moved as
        little as that allows (`Camera.come_back`). The turn's "Since your last turn: ..." goes
        at the person's first click; its room kept the view zoomed out (or panned down) for the
        rest of their turn, the cards to click smaller (play-test 48: 4 seats at 1350x696, turn
        9's beaches on Tuvalu at 70 px cards, 5.9 px spots, below 100 px of empty sea, where the
        turn's view before the news showed them at 81 px). At that decision only: a room still
        needed then (the "Cards too small?" tip's 8 s not over) is kept for the rest of the
        turn, the view still between the person's later clicks (play-test 25). Key F's view and
        a view the player placed stay as they are."""
        made, self._room_made = self._room_made, None
        if made is None or made[1] is None or self.top_room() > 0:
            return
        before, left = made
        camera = self.view.camera
        if camera.user_moved or self.whole_view_shown() or camera.at_rest() != left:
            return
        camera.come_back(before, anchor, self.display.cells, self._viewport())

    def _whole_table_area(self) -> tuple[float, float, float, float]:
        """Where key F's whole table goes (`fit`): the table area as drawn (clear of
        `covered_bottom`), less a thin border. It was all the room between the side panels and
        below the prompt, down to the window's bottom, once the table was drawn there too (the
        table area less a 24 px border left a late 4-player table's cards 76 px wide at
        1280x800); since the table is drawn in its area only (`_frame_table`), that fit left
        the top and bottom cards cut by the frame: play-test 25 (6 seats, 1366x768, turns 7
        and 19) read "Whole table" over cut cards. The automatic view of a finished game keeps
        the table area with the camera's wider border (`auto_view`, `_frame_end`).

        Its top is below the whole table's own tab ("Whole table · F", `_whole_tab`) and below
        a notice showing in its place (`whole_notice_box`), with a gap: a play-tester saw the
        top island of a tall table under the tab, its name and beach counts cut, and the
        turn's "Since your last turn: ..." over it. A notice that goes leaves its room to the
        next fit: the view does not move as its time runs out."""
        vx, vy, vw, vh = self._viewport()
        border = max(2, round(WHOLE_TABLE_BORDER * self.hud.scale))
        top = vy + border
        tab = self._whole_tab()
        gap = round(6 * self.hud.scale)
        for box in (None if tab is None else tab[0], self.whole_notice_box()):
            if box is not None:
                top = max(top, box.bottom + gap)
        top = min(top, vy + vh // 3)
        return (vx + border, top, vw - 2 * border, vy + vh - border - top)

    def auto_view(self) -> None:
        """The automatic view: the whole table if its cards stay readable, else readable cards
        around the cells the pending human decision is about (at a person's pier choice, with
        the empty cells its piers would lay a card on, `_voyage_ends`: F twice there cut the
        target of Tonga's top pier again, as `_show_voyage_ends` had shown it); once the game
        is over, the whole table however small its cards get (see `_frame_end`)."""
        if self._game_shown_over():
            self.view.camera.fit_all(self.display.cells, self._viewport())
            self.view.camera.user_moved = False
            self.fitted = self.end_framed = True
            return
        node = self.match.pending
        focus = (
            [o.cell for o in node.options if o.cell is not None]
            if (isinstance(node, Decision) and node.kind is not DecisionKind.ACTION)
            else []
        )
        ends = self._voyage_ends()  # a person's pier choice: where a new card would be laid, whole
        focus += ends
        camera, viewport = self.view.camera, self._viewport()
        camera.auto_fit([*self.display.cells, *ends], viewport, focus)
        if isinstance(node, Decision) and node.kind is DecisionKind.LAND:
            # and the bubble's place beside its island, measured at the zoom the view has now:
            # the bubble's size in hex sizes is the view's (F's whole table's small cards made
            # it span the cards beyond its island, and F again brought the island in with a
            # card's height of empty sea above the table and the cards below it cut)
            bubble = self.view.landing_focus(self.display)
            if bubble:
                camera.auto_fit(self.display.cells, viewport, focus + bubble)
        self.fitted = True

    def _game_shown_over(self) -> bool:
        """True when the game is over and the table shows its end (no animation left to play)."""
        return self.match.is_over() and not self.animator.busy

    def _frame_end(self) -> None:
        """The end of the game: the view glides to the whole table inside the table area
        (the readable floor no longer applies: nothing is left to decide), unless the player
        has placed the view."""
        if self.end_framed or not self._game_shown_over():
            return
        self.end_framed = True
        camera = self.view.camera
        if not camera.user_moved:
            camera.fit_all(self.display.cells, self._viewport(), glide=self.animator.speed != "instant")

    def fit(self, extra: Iterable[Cell] = (), *, asked: bool = True) -> None:
        """Show the whole table (and the `extra` cells, e.g. a route's empty cell) in the room
        between the panels (key F, `_whole_table_area`), however small its cards get; while a
        person chooses a pier, with the empty cells where the piers' voyages would lay a card
        (a play-test's preview of one lay off the view, beyond the table's last card).

        Not `asked` (the whole-table view kept on as the game goes on, `_keep_in_view`, or at a
        person's new decision), while a person is to click a beach (`_beach_cells`) the view
        comes in about its island to the game's card size (`Camera.readable_zoom`) where the
        whole table's cards are smaller: play-test 28's F view late in a game had 8 px ships
        and spots 5 px across to click. F (or an edge tab) then shows all of it again."""
        camera = self.view.camera
        if not self.whole_view_shown():
            self._view_before_whole = self._placed_view()
            self._auto_before_whole = (
                (camera.at_rest(), frozenset(self.display.cells), self.hud.rects["table"].copy(), self.match.pending)
                if self._view_before_whole is None
                else None
            )
        ends = self._voyage_ends()
        beaches = [] if asked else self._beach_cells()
        extra = list(extra)
        margin = 0.0
        for _ in range(3):  # again where its own tab took room (`top_room`), or stranded ships reach out
            area = self._whole_table_area()
            self._whole_closer = camera.fit_all(
                list(self.display.cells) + extra + ends,
                area,
                margin=margin,
                focus=beaches,
                least_zoom=camera.readable_zoom,
            )
            camera.user_moved = True
            self.fitted = True
            self._whole_view = (camera.zoom, camera.offset)
            over = self._stranded_overflow(area)
            if self._whole_table_area() == area and not over:
                break
            margin += over
        self._whole_cells = frozenset(self.display.cells)

    def _room_for_notice(self, *cells: Cell) -> None:
        """A notice told where the view may move (what changed since a person's last turn, as
        the turn begins, not partway through a decision; the tip on Space, while moves are
        shown) keeps clear of the cards. With key F's whole table under its place
        (`whole_notice_box`) the whole table fits again below it (`_whole_table_area`); it
        stays so once the notice goes (play-tests ruled against a view that jumps as a
        notice's time runs out) until the table changes. The automatic view leaves the notice
        its own place (`Hud.draw_notice`, the top or the bottom of the table area) where one of
        them is clear of cards; where both meet a card it keeps room for it at the top while it
        shows (`roomed_notice_box`, `top_room`), the cards moved out of it where a pan can
        (`_make_room`, `cells` kept in sight), else cut below it: a play-test's "Space skips
        ..." touched the top card's tip. A view the player placed stays as it is."""
        self._notice_room = None
        if self.whole_view_shown():
            box = self.whole_notice_box()
            if box is not None and self.notice_covers_a_card(box):
                self.fit(asked=not self._whole_closer)
            return
        if self.view.camera.user_moved or not self.hud.notice_showing(self.t) or self.size_tip_box() is not None:
            return
        if self.notice_needs_room():
            self._notice_room = self.hud.notice_text
            self._make_room(*cells)

    def _leave_closer(self) -> None:
        """Key F's view come in for a person's beach clicks (`fit`, "Closer, for your beach · F")
        shows the whole table again as soon as no beach of a person's is to be clicked: the
        decision it came in for is made and the next is not another beach of theirs (then it
        comes in about that one as it shows). It stayed in, its tab saying "for your beach",
        through the next seat's turn (a play-test). The pending decision is read from the match,
        not the move being shown: between two new ships' beaches it stays in, not out and in."""
        if not (self._whole_closer and self.whole_view_shown()):
            return
        node = self.match.pending
        if (
            not self.watch_only
            and isinstance(node, Decision)
            and self.match.agents[node.player] is None
            and any(o.cell is not None and o.kind in BEACH_KINDS for o in node.options)
        ):
            return
        self.fit()

    def _whole_view_stays(self) -> bool:
        """True when key F's whole table, kept on as the game goes on, need not move: no card
        laid since it was fitted, no ship stranded beyond its area, every empty cell a person's
        piers would lay a card on shown whole, and no beach to click calling it closer (nor,
        having come closer, the beach clicked). A play-test saw it move, "Whole table · F"
        showing, after fleets landed with no new card: the cells a person's pier choice had
        taken in were let go as the fleet set sail (`_keep_in_view`)."""
        camera = self.view.camera
        if self._whole_closer or frozenset(self.display.cells) != self._whole_cells:
            return False
        area = self._whole_table_area()
        if self._stranded_overflow(area) or not camera.shows_whole(self._voyage_ends(), area):
            return False
        return not self._beach_cells() or camera.zoom >= camera.readable_zoom * (1.0 - SAME_ZOOM)

    def _stranded_overflow(self, area: tuple[float, float, float, float]) -> int:
        """Pixels by which ships stranded beside a pier (R8.3: drawn beyond their island's edge,
        which the fit of the cards does not count) reach past `area`; 0 when none does. The
        final board's fit left such a fleet, which explains a score, half under the score
        sheet's buttons."""
        view, display = self.view, self.display
        x, y, w, h = area
        half = view.fleet_ship_size() / 2
        over = 0.0
        for index, (cell, owners) in enumerate(display.stranded):
            card = display.cells.get(cell)
            if card is None or not view.cards[card].is_island:
                continue  # on a water card: inside the cards the fit counts
            for sx, sy in view.group_positions(len(owners), view.stranded_position(display, index)):
                over = max(over, x - (sx - half), sx + half - (x + w), y - (sy - half), sy + half - (y + h))
        return math.ceil(over) if over > 0 else 0

    def _beach_cells(self) -> list[Cell]:
        """The islands of the beaches the person whose decision shows is to click (placing or
        landing a ship); none for any other decision."""
        node = self.match.pending
        if not self._human_turn_ready() or not isinstance(node, Decision) or node.kind is DecisionKind.ACTION:
            return []
        return sorted({o.cell for o in node.options if o.cell is not None and o.kind in BEACH_KINDS})

    def _voyage_ends(self) -> list[Cell]:
        """The empty cells where the voyages of the pending emigration of a person would lay a
        card (none for any other decision)."""
        node = self.match.pending
        if (
            self.watch_only
            or not isinstance(node, Decision)
            or node.kind is not DecisionKind.EMIGRATE
            or self.match.agents[node.player] is not None
        ):
            return []
        return [cell for cell in voyage_ends(self.match.state, node.options) if cell not in self.display.cells]

    def _show_voyage_ends(self, islands: Iterable[Cell]) -> None:
        """A person's emigration begins (`islands`: those of its piers): the automatic view
        shows whole every empty cell a pier would lay a card on (`_voyage_ends`: the new card's
        place and its odds' label), zooming out as little as shows them with the cards it shows
        whole, never below the readable floor (`Camera.take_in`). Partway through the turn too:
        the view kept still there (play-test 25), and play-test 48 (1350x696, turns 1, 5 and 25)
        saw the target of Tonga's top pier, then Rapa Nui's and Mangareva's, cut by the table
        area's top edge, "66% land" on the cut. Partway through the turn only by a nudge: where
        showing them would move the pier's islands more than `MID_TURN_NUDGE` hex sizes (turns 5
        and 25 there: 0.6 to 1.4), the view stays as play-test 25 ruled, and the off-view tab
        and the odds box tell. Nothing moves where they show; a view the player placed, or key
        F's (which fits them itself, `fit`), stays as it is."""
        camera = self.view.camera
        if camera.user_moved or self.whole_view_shown():
            return
        islands = list(islands)
        before = camera.at_rest()
        if not camera.take_in(islands, self._voyage_ends(), self.display.cells, self._viewport()):
            return
        if self._mid_turn() and moved_on_screen(before, camera.at_rest(), islands, camera) > MID_TURN_NUDGE:
            camera.target, camera.target_zoom = before[1], None if before[0] == camera.zoom else before[0]

    def _show_places(self, places: list[Cell]) -> None:
        """A click on an off-view tab telling of places beyond its edge (`offview_places`): the
        view glides, at its zoom, by the least pan that shows them whole (as many as can show at
        once; at a pier choice, with the islands of its piers kept whole, `Camera.show_also`,
        else with the pier's island nearest them, else alone), the view still the automatic
        one: the places it leaves behind get their tab on the other edge, and the view follows
        the game as before (a view the player placed shows no such tab). Play-test 53's "▲ 1
        more voyage end" at the top-right corner showed key F's whole table where the end could
        not show with the piers' islands at the view's zoom, and that view, a person's own, stayed
        on through the next decision (tiny cards) until F was pressed."""
        camera = self.view.camera
        node = self.match.pending
        if not places or camera.user_moved or not isinstance(node, Decision):
            return
        viewport = self._viewport()
        if node.kind is DecisionKind.EMIGRATE:
            islands = sorted({o.cell for o in node.options if o.cell is not None})
            if camera.show_also(islands, places, viewport):
                return
            target = cell_to_pixel(places[0], camera.hex_size)
            for island in sorted(islands, key=lambda cell: math.dist(cell_to_pixel(cell, camera.hex_size), target)):
                if camera.show_also([island], places, viewport):
                    return
        camera.pan_to_show(places, viewport, margin=0.0)

    def toggle_fit(self) -> None:
        """Key F: the whole table; F again, with the view as F left it, the view the person had
        before it: the view they placed (`_view_before_whole`, moved the least to show the
        decision's cards where they do not show whole), else the automatic view for the
        decision now (a play-test pressed F a second time to get its readable cards back; at a
        landing, F and F again left a view placed by the wheel for the automatic one)."""
        camera = self.view.camera
        if self.whole_view_shown() and self._whole_closer:
            self.fit()  # it came in for a beach's clicks: all of it, as its tab says
            return
        if self.whole_view_shown() and not self._game_shown_over():
            self._whole_view = None
            placed, self._view_before_whole = self._view_before_whole, None
            auto, self._auto_before_whole = self._auto_before_whole, None
            if placed is None:
                camera.user_moved = False
                if auto is None or auto[1] != frozenset(self.display.cells) or auto[2] != self.hud.rects["table"]:
                    self.auto_view()  # the table or its area changed meanwhile: the view for it now
                    return
                # the automatic view as it rested before F: play-test 51 pressed F and F again
                # and got another view (worked out anew, without the room its turn's news had
                # made), its click on Hawaii landing in open water
                camera.target = camera.target_zoom = None
                camera.zoom, camera.offset = auto[0]
                if auto[3] is self.match.pending:
                    return  # the same decision: all it showed whole shows again
            else:
                self._show_placed_view(*placed)
            node = self.match.pending
            cells = [o.cell for o in node.options if o.cell is not None] if isinstance(node, Decision) else []
            viewport = self._viewport()
            if self._human_turn_ready() and not camera.shows_whole(cells, viewport):
                camera.bring_into_view(cells, viewport, glide=False)
            return
        self.fit()

    def _placed_view(self) -> tuple[float, tuple[float, float]] | None:
        """A view the player placed, where it comes to rest: its zoom and the world point at the
        middle of the table area (as `keep_view` saves it); None for the automatic view."""
        camera = self.view.camera
        if not (camera.user_moved and self.fitted):
            return None
        zoom, (ox, oy) = camera.at_rest()
        cx, cy = self.hud.rects["table"].center
        return (zoom, ((cx - ox) / zoom, (cy - oy) / zoom))

    def _all_in_view(self, cells: Iterable[Cell]) -> bool:
        """True when the centre of every one of `cells` lies in the table area."""
        x, y, w, h = self._viewport()
        area = pygame.Rect(round(x), round(y), round(w), round(h))
        camera = self.view.camera
        return all(area.collidepoint(camera.cell_center(cell)) for cell in cells)

    def _mid_turn(self) -> bool:
        """True while a person is partway through their turn: they have made a decision of it
        (a click: the island to reproduce on, a beach, a pier, a card placed) and it is still
        their turn, whatever comes next (their next decision, a card revealed, the fleet)."""
        state = self.match.state
        return (
            not self.watch_only
            and self._decided_in == (state.turn, state.active)
            and self.match.agents[state.active] is None
        )

    def _keep_in_view(
        self, *cells: Cell, margin: float = VIEW_MARGIN, extra: Iterable[Cell] = (), also: Iterable[Cell] = ()
    ) -> None:
        """Glide so the cards at `cells` (and `extra`, and `also`) show in the table area with a
        free border of `margin` hex sizes (see `Camera.follow`); while key F shows the whole
        table, show the whole table as it grows (a play-test's F view followed a new card and so
        ended by itself), or as much as it showed, come in for a person's beach clicks (`fit`).

        While a person is partway through their turn (`_mid_turn`), the view stays put as long
        as `cells` show whole: play-test 25 saw Tonga move 60 px between the click on it and the
        drag onto its pier (the view brought where the piers lead into view, the `extra`), and a
        card just placed glide away from under the pointer before the click on its beach (the
        free border); a pier choice's empty cells, cut, are then shown by the least change,
        without the border (`_show_voyage_ends`). What a person expects to see with those
        cards, `also` (a landing's bubble, where its ships are dragged from, and the card its
        voyage just revealed), then comes in by the least pan that keeps `cells` whole, with no
        border (`Camera.show_also`): a card the view before it left cut at an edge (a pier
        choice's view brought the voyage's ends in) stayed cut through the landing that
        followed, its island whole. Where they all show, nothing moves."""
        if self.whole_view_shown():
            if not self._whole_view_stays():  # a new card, never a voyage or a landing
                self.fit(asked=not self._whole_closer)  # as it was: a hint asked after F keeps F's view
            return
        viewport = self._viewport()
        camera = self.view.camera
        if self._mid_turn() and camera.shows_whole(cells, viewport):
            camera.show_also(cells, also, viewport)
            return
        camera.follow(self.display.cells, [*cells, *also, *extra], viewport, margin)

    def sea_beside_cut_cards(self) -> float:
        """The widest strip of empty sea (in hex sizes on screen) at one side of the table area
        while cards reach past its opposite side, where the view comes to rest; 0 where none."""
        camera = self.view.camera
        bounds = cells_bounds(self.display.cells, camera.hex_size)
        if bounds is None:
            return 0.0
        zoom, (ox, oy) = camera.at_rest()
        left, top, right, bottom = (v * zoom for v in bounds)
        vx, vy, vw, vh = self._viewport()
        worst = 0.0
        for low, high, a, b in ((left + ox, right + ox, vx, vx + vw), (top + oy, bottom + oy, vy, vy + vh)):
            if high > b + 0.5:
                worst = max(worst, low - a)
            if low < a - 0.5:
                worst = max(worst, b - high)
        return worst / (camera.hex_size * zoom)

    def _lean_off_sea(self, keep: Iterable[Cell]) -> None:
        """A person's turn begins (its action's decision, before they aim at anything): where
        the automatic view leaves `LARGE_SEA` or more of empty sea at one side of the table
        area while cards are cut at the other, it glides by the pan that shows the most cards
        whole with the decision's cards (`keep`) and every card now whole kept whole
        (`Camera.lean`). The view follows no card it need not, and stays put partway through a
        turn (play-test 25): a placement's empty cells far up took the view there at turn 33 of
        a 4-seat game (1280x800), and turn 37 began, and went on to a reproduction's beaches on
        Tuvalu, with 100 px of empty sea at the top and "4 more cards" cut at the bottom (a
        play-test's turn 45: the left 30 % empty, "6 more cards" cut at the right, at Samoa's
        beaches). Partway through the turn it still stays put: a lean there moved the cards
        about to be clicked 140 to 280 px (test_view_still_mid_turn's views). A smaller gain
        moves nothing; a view the player placed, or key F's, stays as it is."""
        camera = self.view.camera
        if camera.user_moved or self.whole_view_shown() or self.sea_beside_cut_cards() < LARGE_SEA:
            return
        camera.lean(self.display.cells, keep, self._viewport(), keep_whole=True)

    def _zoom_back_in(self, islands: Iterable[Cell]) -> None:
        """A person's turn begins (its action's decision, `islands` its islands): the automatic
        view comes back in where it would show the cards clearly larger (`Camera.zoom_back_in`):
        a placement far up zoomed out to show its cells and the view stayed so for the rest of
        the game, since the view never zooms in as the game goes on (play-test 33). Not partway
        through a turn (play-test 25's stillness between a person's clicks), nor over a view the
        player placed or key F's whole table."""
        camera = self.view.camera
        if camera.user_moved or self._mid_turn() or self.whole_view_shown():
            return
        camera.zoom_back_in(self.display.cells, islands, self._viewport())

    def _revealed_this_turn(self) -> list[Cell]:
        """The cells of the cards laid since the turn began (a voyage's discoveries)."""
        events = self.match.events
        start = next((i for i in range(len(events) - 1, -1, -1) if events[i].kind is EventKind.TURN_PASSED), 0)
        return [e.cell for e in events[start:] if e.kind is EventKind.CARD_ATTACHED and e.cell is not None]

    def whole_view_shown(self) -> bool:
        """True while the view is the whole table as key F left it."""
        camera = self.view.camera
        return self._whole_view is not None and self._whole_view == (camera.zoom, camera.offset)
