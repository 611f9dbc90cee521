"""The table's camera: every pan and zoom of the board view, the player's and the automatic one.

`Camera` maps world pixels (`tongiaki.app.view.hexview`) to screen pixels:
`screen = world * zoom + offset`. On top of the plain conversions it holds the table's view
policy:
- the automatic view (`auto_fit`, `follow`) keeps cards at `READABLE_HEX_SIZE` on screen or
  larger (times the UI scale on a HiDPI or very large window): when a new card or the fleet
  would leave the table area the view glides (`update(dt)` moves it) to take it in, zooming
  out at most to that floor and panning beyond it (only when the cards it follows, such as a
  decision's islands, cannot all show whole at the floor does it go down to `TAKE_IN_FLOOR` of
  it); once the player has zoomed or panned, it only pans and keeps their zoom;
- the automatic view keeps its zoom while the cards it follows fit: it zooms out when they no
  longer do and never back in as the game goes on (play-test 25 saw cards go from 93 to 60 px
  and back after most landings of a turn); only a new automatic view (`auto_fit`: the window
  resized, F pressed twice) starts from the table's fit again, and a person's turn beginning
  (`zoom_back_in`) where that would show the cards clearly larger, and the zoom a notice's
  strip at the top of the table area took, once that has gone (`come_back`);
- `take_in` shows more cells whole (where a pier choice's voyages would lay a card) with the
  cards a person decides on, zooming out as little as keeps the cards it shows whole, never
  below the readable floor;
- `fit_all` shows the whole table on request (key F), however small the cards get; told the
  cards a person must click a beach on (`focus`), it comes in about them to a least zoom (the
  table's: the readable floor) and leaves the rest of the table beyond the edges;
- any pan or zoom by the player stops a glide; `user_moved` remembers that the player has
  placed the view, so a window resize keeps it instead of re-fitting;
- a notch of the wheel zooms by `WHEEL_STEP`, a trackpad's fine scroll in proportion to its
  fraction of a notch (`wheel_notches`, `wheel_factor`).
Pure arithmetic: no pygame display is needed.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from tongiaki.app.view.hexview import SQRT3, WORLD_HEX_SIZE, Point, cell_to_pixel, cells_bounds, pixel_to_cell
from tongiaki.rules.hexgrid import Cell

Viewport = tuple[float, float, float, float]
Rest = tuple[float, Point]
"""A view where it comes to rest: its zoom and offset (`Camera.at_rest`)."""

READABLE_HEX_SIZE = 62.0
"""Smallest card the automatic view shows: hex circumradius in screen pixels.

The card art sizes its labels from the hex size (island names at 0.2 x size, point values at
0.22 x, wake dangers at 0.24 x, ships about 0.24 x): at 62 px an island's name is drawn with a
12 px font, its value with 13 px and danger numbers with 15 px, and a ship is about 15 px long
(the table area of a 1280x800 laptop screen holds about 8 columns by 6 rows of cards). It was
56 (11 px names, 13 px ships): play-tests 17 to 19 at 1280x800 and 1366x768 all found late-game
cards too small to read without zooming in. Below this only the player's own zoom (wheel, minus
key) or F (fit the whole table) go.
"""
_CARD_FACTOR = [1.0]
"""The player's card size setting: a factor on `READABLE_HEX_SIZE` (see `set_card_size`)."""


def set_card_size(factor: float) -> None:
    """Adopt the player's card size setting (1.0: `READABLE_HEX_SIZE` as it is)."""
    _CARD_FACTOR[0] = max(0.5, min(2.0, float(factor)))


def card_size() -> float:
    """The player's card size setting in use (1.0: the readable floor as it is)."""
    return _CARD_FACTOR[0]


FIT_MAX_ZOOM = 1.1
"""The fit never comes closer than this, so a small table does not fill the window with one card."""
FIT_MARGIN = 24.0
"""Free border (screen px) `fit_all` keeps inside its viewport unless told otherwise."""
SAME_ZOOM = 0.01
"""Zooms closer than this share count as the same (`follow` then only pans)."""
STILL_PX = 6.0
"""A glide closer than this many pixels to its end counts as still (`Camera.gliding`)."""
GLIDE_RATE = 8.0
"""How fast a glide closes on its target (1/s: about 90 % of the way in 0.3 s)."""
TAKE_IN_FLOOR = 0.9
"""How far below the readable floor (a share of it) the automatic view may zoom out to show the
cards it follows all whole (a decision's islands); beyond that it pans to show the most of them
whole and cuts none it can help (`Camera.bring_into_view`)."""
ZOOM_BACK_IN = 1.15
"""How much larger the automatic view must show the cards than the view does (a factor on the
zoom) for a person's turn to begin with it (`Camera.zoom_back_in`): less is a change of size a
player hardly sees, which would only move every card under the pointer."""
FOCUS_MARGIN = 0.1
"""Free border (hex sizes) `fit_all` keeps round the cards it comes in about (a person's beaches)."""
VIEW_MARGIN = 0.35
"""Free border kept around a card brought into view, in hex sizes."""
WHEEL_STEP = 1.2
"""The zoom factor of one notch of the mouse wheel, the + and - keys' step: it was 1.15, a step
play-testers found small (18 notches across the camera's range, 14 now)."""
MOST_NOTCHES = 3.0
"""The most notches one wheel event counts (a fast spin of a free-running wheel reports many)."""


def wheel_notches(event: object) -> float:
    """How far a wheel event turned, in notches, up (away from the player) positive: its
    `precise_y`, where a trackpad's fine scroll gives fractions of a notch (and 0 for a
    sideways stroke: its whole `y` is 0, which once zoomed out), else its `y`; at most
    `MOST_NOTCHES` either way."""
    steps = float(getattr(event, "y", 0) or 0)
    precise = getattr(event, "precise_y", None)
    if isinstance(precise, (int, float)) and (precise or not steps):
        steps = float(precise)
    return max(-MOST_NOTCHES, min(MOST_NOTCHES, steps))


def wheel_factor(notches: float) -> float:
    """The zoom factor of `notches` of the wheel: `WHEEL_STEP` a notch, in proportion between
    (half a notch of a trackpad zooms by the square root)."""
    return float(WHEEL_STEP ** notches)



def moved_on_screen(before: Rest, after: Rest, cells: Iterable[Cell], camera: Camera) -> float:
    """How far the farthest of `cells` moves on screen from view `before` to view `after` (each a
    zoom and offset of `camera`), in hex sizes on screen at `before`'s zoom."""
    (zoom_a, (xa, ya)), (zoom_b, (xb, yb)) = before, after
    far = 0.0
    for cell in cells:
        wx, wy = cell_to_pixel(cell, camera.hex_size)
        far = max(far, math.hypot(wx * zoom_b + xb - (wx * zoom_a + xa), wy * zoom_b + yb - (wy * zoom_a + ya)))
    return far / (camera.hex_size * zoom_a)

class Camera:
    """World pixels -> screen pixels: `screen = world * zoom + offset`.

    `hex_size` is the hex circumradius in world pixels; a card shows on screen at
    `hex_size * zoom` (`screen_hex_size`). Zoom is clamped to `[min_zoom, max_zoom]`.
    """

    def __init__(
        self,
        offset: Point = (0.0, 0.0),
        zoom: float = 1.0,
        *,
        hex_size: float = WORLD_HEX_SIZE,
        min_zoom: float = 0.25,
        max_zoom: float = 2.0,
    ) -> None:
        if min_zoom <= 0 or min_zoom > max_zoom:
            raise ValueError(f"bad zoom range {min_zoom}..{max_zoom}")
        self.hex_size = hex_size
        self.min_zoom = min_zoom
        self.max_zoom = max_zoom
        self.zoom = self.clamp_zoom(zoom)
        self.offset: Point = (float(offset[0]), float(offset[1]))
        self.target: Point | None = None
        """Offset a glide is heading for (None when the view rests)."""
        self.target_zoom: float | None = None
        """Zoom a glide is heading for (None: the glide keeps the zoom)."""
        self.user_moved = False
        """True once the player has panned or zoomed (the automatic view then keeps the zoom)."""
        self.ui_scale = 1.0
        """The window's UI scale (HiDPI or a large window): the readable floor and the closest
        fit grow with it, as the HUD's text does."""
        self._base_max_zoom = self.max_zoom

    def set_ui_scale(self, scale: float) -> None:
        """Adopt the window's UI scale (see `ui_scale`); the zoom range grows with it."""
        self.ui_scale = max(0.5, scale)
        self.max_zoom = max(self.min_zoom, self._base_max_zoom * max(1.0, self.ui_scale))

    def __repr__(self) -> str:
        return f"Camera(offset=({self.offset[0]:.1f}, {self.offset[1]:.1f}), zoom={self.zoom:.3f})"

    def clamp_zoom(self, zoom: float) -> float:
        """`zoom` limited to the camera's range."""
        return max(self.min_zoom, min(self.max_zoom, zoom))

    @property
    def screen_hex_size(self) -> float:
        """Hex circumradius on screen, in pixels."""
        return self.hex_size * self.zoom

    # conversions
    def world_to_screen(self, point: Point) -> Point:
        """Screen position of a world pixel."""
        return (point[0] * self.zoom + self.offset[0], point[1] * self.zoom + self.offset[1])

    def screen_to_world(self, point: Point) -> Point:
        """World pixel under a screen position."""
        return ((point[0] - self.offset[0]) / self.zoom, (point[1] - self.offset[1]) / self.zoom)

    def cell_center(self, cell: Cell) -> Point:
        """Screen position of a cell's centre."""
        return self.world_to_screen(cell_to_pixel(cell, self.hex_size))

    def cell_at(self, screen_point: Point) -> Cell:
        """The cell under a screen position."""
        return pixel_to_cell(self.screen_to_world(screen_point), self.hex_size)

    # moves
    def pan(self, delta: Point) -> None:
        """The player moves the view by a screen-pixel delta (the world follows the pointer)."""
        self.target = self.target_zoom = None
        self.user_moved = True
        self.offset = (self.offset[0] + delta[0], self.offset[1] + delta[1])

    def zoom_at(self, screen_point: Point, factor: float) -> None:
        """The player multiplies the zoom by `factor` (clamped), keeping the world point under
        `screen_point` where it is on screen."""
        self.target = self.target_zoom = None
        self.user_moved = True
        self.set_zoom(self.zoom * factor, screen_point)

    def set_zoom(self, zoom: float, screen_point: Point) -> None:
        """Set the zoom (clamped), keeping the world point under `screen_point` fixed."""
        world = self.screen_to_world(screen_point)
        self.zoom = self.clamp_zoom(zoom)
        self.offset = (screen_point[0] - world[0] * self.zoom, screen_point[1] - world[1] * self.zoom)

    def center_on(self, world_point: Point, screen_size: tuple[float, float]) -> None:
        """Put a world point in the middle of a screen (or viewport) of `screen_size`."""
        self.offset = (
            screen_size[0] / 2.0 - world_point[0] * self.zoom,
            screen_size[1] / 2.0 - world_point[1] * self.zoom,
        )

    def fit(
        self,
        cells: Iterable[Cell],
        screen_size: tuple[float, float],
        *,
        viewport: tuple[float, float, float, float] | None = None,
        margin: float = 24.0,
    ) -> None:
        """Zoom and centre so every hexagon of `cells` is visible.

        `viewport` `(x, y, w, h)` is the screen area to use (default the whole screen);
        `margin` screen pixels are kept free on each side. The zoom is clamped, so a table
        too large for `min_zoom` is centred but cropped.
        """
        if viewport is None:
            viewport = (0.0, 0.0, float(screen_size[0]), float(screen_size[1]))
        vx, vy, vw, vh = viewport
        bounds = cells_bounds(cells, self.hex_size)
        if bounds is None:
            bounds = cells_bounds([(0, 0)], self.hex_size)
            assert bounds is not None
        left, top, right, bottom = bounds
        avail_w = max(1.0, vw - 2 * margin)
        avail_h = max(1.0, vh - 2 * margin)
        self.zoom = self.clamp_zoom(min(avail_w / (right - left), avail_h / (bottom - top)))
        mid = ((left + right) / 2.0, (top + bottom) / 2.0)
        self.offset = (vx + vw / 2.0 - mid[0] * self.zoom, vy + vh / 2.0 - mid[1] * self.zoom)

    # the table's view policy
    @property
    def readable_zoom(self) -> float:
        """The zoom at which a card shows at `READABLE_HEX_SIZE` times the player's card size
        setting (within the camera's range)."""
        return self.clamp_zoom(READABLE_HEX_SIZE * _CARD_FACTOR[0] * max(1.0, self.ui_scale) / self.hex_size)

    def at_readable_floor(self) -> bool:
        """True when the view shows (or glides to) cards at the readable floor, no larger."""
        zoom = self.target_zoom if self.target_zoom is not None else self.zoom
        return zoom <= self.readable_zoom * 1.01

    def fit_all(self, cells: Iterable[Cell], viewport: Viewport, *, glide: bool = False,
                margin: float = FIT_MARGIN, focus: Iterable[Cell] = (), least_zoom: float = 0.0) -> bool:
        """Show every card of `cells` (key F): as close as `FIT_MAX_ZOOM`, as far as needed,
        with `margin` screen pixels kept free inside `viewport`; with `glide` the view glides
        there (`update`) instead of jumping.

        With `focus` cells (the islands whose beaches a person is to click) a fit whose cards
        would show smaller than `least_zoom` comes in to it about them: they keep their place
        on screen where they can (the island a person just clicked stays under the pointer),
        else move the least to show whole (`FOCUS_MARGIN`); the rest of the table lies beyond
        the edges. True when it came in so."""
        cells = list(cells) or [(0, 0)]
        if glide:
            scratch = Camera(self.offset, self.zoom, hex_size=self.hex_size, min_zoom=self.min_zoom,
                             max_zoom=self.max_zoom)
            scratch.ui_scale = self.ui_scale
            closer = scratch.fit_all(cells, viewport, margin=margin, focus=focus, least_zoom=least_zoom)
            self.target, self.target_zoom = scratch.offset, scratch.zoom
            return closer
        self.target = self.target_zoom = None
        self.fit(cells, (viewport[0] + viewport[2], viewport[1] + viewport[3]), viewport=viewport, margin=margin)
        closest = FIT_MAX_ZOOM * max(1.0, self.ui_scale)
        if self.zoom > closest:
            self._zoom_keeping_centre(closest, viewport)
        focus = list(focus)
        least = self.clamp_zoom(least_zoom)
        bounds = cells_bounds(focus, self.hex_size)
        if bounds is None or self.zoom >= least * (1.0 - SAME_ZOOM):
            return False
        left, top, right, bottom = bounds
        self.set_zoom(least, self.world_to_screen(((left + right) / 2.0, (top + bottom) / 2.0)))
        self.bring_into_view(focus, viewport, glide=False, margin=FOCUS_MARGIN)
        return True

    def auto_fit(self, cells: Iterable[Cell], viewport: Viewport, focus: Iterable[Cell] = ()) -> None:
        """The automatic view of a table: the whole of it when it fits with readable cards,
        otherwise readable cards centred on the table, moved so the `focus` cells show, then
        leaning to show the most cards whole (`_lean`)."""
        cells = list(cells)
        self.fit_all(cells, viewport)
        if self.zoom < self.readable_zoom:
            self._zoom_keeping_centre(self.readable_zoom, viewport)
            focus = list(focus)
            if focus:
                self.bring_into_view(focus, viewport, glide=False)
            self._lean(cells, focus, viewport)
        self.user_moved = False

    def follow(self, table: Iterable[Cell], cells: Iterable[Cell], viewport: Viewport,
               margin: float = VIEW_MARGIN) -> bool:
        """Keep the cards at `cells` in sight as the game goes on (a new card, the fleet).

        Nothing moves while they show, unless leaning the automatic view would show more of the
        table's cards whole with them still shown (`_lean`: play-test 30 saw cards cut off at
        one edge and empty sea at the other). Otherwise, until the player has placed the view, the
        view glides to the automatic view of the table when that zooms out (never below the
        readable floor), or, when it keeps the zoom or would zoom in, pans by the least amount
        that shows them (re-centring the whole table moved every card under the pointer:
        play-tests measured jumps of 54 to 183 px; zooming back in once a voyage's piers, a
        placement's cells or a decision's islands had zoomed it out made the cards grow and
        shrink after most landings of a turn: play-test 25); once the player has panned or
        zoomed it only pans, keeping their zoom; the automatic view then leans as above.
        `margin`: the free border kept around them, in hex sizes. True when a glide starts.

        All of it is worked out on the view where the glide under way comes to rest (its
        offset and zoom together): the pans were once measured at the zoom of the moment with
        the offset of the glide's end, so during a zoom-out (a new card, a voyage) the table
        looked taller than it would be, the view kept it whole along no axis and did not lean,
        and it came to rest with a card cut at one edge and empty sea at the other (play-test
        31: a 10 px sliver at the bottom at the start of turn 7, 180 px of sea above)."""
        rest = self._resting()
        if not rest._follow_at_rest(list(table), list(cells), viewport, margin):
            return False
        goal = rest.target if rest.target is not None else rest.offset
        goal_zoom = rest.target_zoom if rest.target_zoom is not None else rest.zoom
        self.target = goal
        self.target_zoom = goal_zoom if abs(goal_zoom - self.zoom) > 1e-9 else None
        return True

    def zoom_back_in(self, table: Iterable[Cell], focus: Iterable[Cell], viewport: Viewport) -> bool:
        """At the start of a person's turn, glide to the automatic view of the `table`
        (`auto_fit`, keeping the `focus` cells, their action's islands, in sight) where it shows
        the cards more than `ZOOM_BACK_IN` times larger than the view does where it comes to
        rest; never once the player has placed the view. `follow` never zooms back in (play-test
        25's cards grew and shrank between the clicks of a turn), so a view zoomed out for one
        decision stayed so: play-test 33's placement of Mangareva far up zoomed out to show its
        cells, and turns 25 to 31 then showed 90 px cards and 10 px ships, the whole table filling
        60 % of the area. The turn's first decision is a moment the view
        may change: the player has not yet aimed at anything. True when a glide starts."""
        if self.user_moved:
            return False
        rest = self._resting()
        scratch = self._resting()
        scratch.auto_fit(list(table), viewport, focus=list(focus))
        if scratch.zoom <= rest.zoom * ZOOM_BACK_IN:
            return False
        self.target, self.target_zoom = scratch.offset, scratch.zoom
        return True

    def lean(self, table: Iterable[Cell], keep: Iterable[Cell], viewport: Viewport, margin: float = VIEW_MARGIN, *,
             keep_whole: bool = False) -> bool:
        """Glide, from where the view comes to rest and at its zoom, by the pan that shows the
        most cards of `table` whole with the `keep` cards whole (`_lean`): for a view the player
        placed, at the start of their turn, once it has moved to show their islands (play-test
        38: the turn-start view centred on the islands, half the area empty sea while Tonga and
        Tuamotu were cut off at the other edge; a placed view never leaned); with `keep_whole`
        only by a pan that cuts no card now whole (`_lean`). True when a glide starts."""
        rest = self._resting()
        if not rest._lean(list(table), list(keep), viewport, margin, keep_whole=keep_whole):
            return False
        self.target = rest.offset
        self.target_zoom = rest.zoom if abs(rest.zoom - self.zoom) > 1e-9 else None
        return True

    def pan_to_show(self, cells: Iterable[Cell], viewport: Viewport, margin: float = VIEW_MARGIN) -> bool:
        """Glide, from where the view comes to rest and at its zoom, by the least pan that shows
        the cards at `cells` whole inside `viewport` with a free border of `margin` hex sizes
        (`bring_into_view`), for a view the player placed too: the guided first game's gold ring
        at a decision's start (play-test 40: the ringed Samoa cut off at the top, the view having
        shown the most of the person's many islands). Nothing moves where they show whole. True
        when a glide starts."""
        cells = list(cells)
        rest = self._resting()
        if rest.shows_whole(cells, viewport) or not rest.bring_into_view(cells, viewport, glide=False, margin=margin):
            return False
        self.target = rest.offset
        self.target_zoom = rest.zoom if abs(rest.zoom - self.zoom) > 1e-9 else None
        return True

    def show_also(self, keep: Iterable[Cell], also: Iterable[Cell], viewport: Viewport) -> bool:
        """Glide by the least pan, with no free border, that shows the `also` cards whole with
        the `keep` cards (the view as a person's decision left it: a landing's island, then the
        fleet's bubble and the card its voyage just revealed), where the view comes to rest; as
        many of `also`, in their order, as can show whole with `keep` at this zoom. Nothing
        moves where they all show, or where none of them can. The zoom is kept. True when a
        glide starts (it ends with `keep` as whole as it was: only `also` comes in)."""
        keep, also = list(keep), list(also)
        rest = self._resting()
        if rest.shows_whole(keep + also, viewport):
            return False
        wanted: list[Cell] = []
        for cell in also:
            probe = self._resting()
            probe.bring_into_view(keep + wanted + [cell], viewport, glide=False, margin=0.0)
            if probe.shows_whole(keep + wanted + [cell], viewport):
                wanted.append(cell)
        if not wanted or not rest.bring_into_view(keep + wanted, viewport, glide=False, margin=0.0):
            return False
        self.target = rest.offset
        return True

    def take_in(self, keep: Iterable[Cell], also: Iterable[Cell], table: Iterable[Cell], viewport: Viewport) -> bool:
        """Glide so the `also` cells (a person's pier choice: the empty cells its voyages would
        lay a card on) show whole inside `viewport` with the `keep` cards (the islands of its
        piers), zooming out, where the view comes to rest, as little as shows them with every
        card of `table` it shows whole now, about the `keep` cards, and panning the least; never
        below the readable floor (nor below the zoom it rests at). Where that floor cannot show
        them all, at the floor: the `keep` and `also` cells whole, the most cards of `table`
        whole beside them (`_lean`). Nothing moves where they all show whole. True when a glide
        starts."""
        keep, also = list(keep), list(also)
        rest = self._resting()
        need = keep + also
        if rest.shows_whole(need, viewport):
            return False
        table = list(table)
        whole = [cell for cell in table if rest.shows_whole([cell], viewport)]
        bounds = cells_bounds(whole + need, self.hex_size)
        assert bounds is not None
        left, top, right, bottom = bounds
        fit = min(viewport[2] / (right - left), viewport[3] / (bottom - top)) * 0.999  # 0.999: rounding
        floor = min(rest.zoom, self.readable_zoom)
        zoom = max(floor, min(rest.zoom, fit))
        anchor = cells_bounds(keep or also, self.hex_size)
        assert anchor is not None
        left, top, right, bottom = anchor
        rest.set_zoom(zoom, rest.world_to_screen(((left + right) / 2.0, (top + bottom) / 2.0)))
        if fit >= zoom:
            rest.bring_into_view(whole + need, viewport, glide=False, margin=0.0)
        else:
            rest.bring_into_view(need, viewport, glide=False, margin=0.0)
            rest._lean(table, need, viewport, 0.0)
        self.target = rest.offset
        self.target_zoom = rest.zoom if abs(rest.zoom - self.zoom) > 1e-9 else None
        return True

    def at_rest(self) -> Rest:
        """The zoom and offset where the view comes to rest: the end of the glide under way, else
        the view as it is."""
        zoom = self.target_zoom if self.target_zoom is not None else self.zoom
        return zoom, (self.target if self.target is not None else self.offset)

    def come_back(self, view: Rest, anchor: Iterable[Cell], table: Iterable[Cell], viewport: Viewport) -> bool:
        """Glide back to the zoom of `view` (a zoom and offset the view rested at before, in this
        `viewport`), growing about the `anchor` cards (they keep their place on screen where
        they can, as `fit_all` comes in about a person's beaches), moved the least to show whole
        every card of `table` that `view` showed whole, and the `anchor` cards: the same cards
        as `view` at its size, with those a person just clicked moving as little as they can.
        Nothing moves where `view` shows the cards no larger (`SAME_ZOOM`): a pan alone would
        move the cards a person is about to click for none larger (play-test 25). True when a
        glide starts."""
        anchor = list(anchor)
        zoom, offset = view
        if zoom <= self.at_rest()[0] * (1.0 + SAME_ZOOM):
            return False
        before = Camera(offset, zoom, hex_size=self.hex_size, min_zoom=self.min_zoom, max_zoom=self.max_zoom)
        whole = [cell for cell in table if before.shows_whole([cell], viewport)]
        rest = self._resting()
        bounds = cells_bounds(anchor, self.hex_size)
        if bounds is None:
            rest.zoom, rest.offset = before.zoom, before.offset
        else:
            left, top, right, bottom = bounds
            rest.set_zoom(before.zoom, rest.world_to_screen(((left + right) / 2.0, (top + bottom) / 2.0)))
        rest.bring_into_view(whole + anchor, viewport, glide=False, margin=0.0)
        self.target, self.target_zoom = rest.offset, rest.zoom
        return True

    def _resting(self) -> Camera:
        """A copy of the camera at rest where the glide under way ends (else as it is)."""
        rest = Camera(self.target if self.target is not None else self.offset,
                      self.target_zoom if self.target_zoom is not None else self.zoom,
                      hex_size=self.hex_size, min_zoom=self.min_zoom, max_zoom=self.max_zoom)
        rest.ui_scale = self.ui_scale
        rest.user_moved = self.user_moved
        return rest

    def _follow_at_rest(self, table: list[Cell], cells: list[Cell], viewport: Viewport, margin: float) -> bool:
        """`follow` on a camera at rest: its goal is left in `target` (and `target_zoom`).

        Where `cells` cannot all show whole at this zoom and the automatic view shows them
        whole a little further out (`_take_in_below_floor`), it goes there, however little
        further out that is: a 1024x600 turn's five islands began with Tokelau cut under the
        "Cards too small?" tip at 0.524 for many turns, where 0.519 showed all five (the pan
        was already the one showing the most of them, so nothing moved; and a zoom within
        `SAME_ZOOM` of this one counted as this one, so only a pan was tried)."""
        whole_table = table + cells
        needs_move = self._needs_move(cells, viewport, margin)
        if self.user_moved:
            return needs_move and self.bring_into_view(cells, viewport, margin=margin)
        cut = not self.shows_whole(cells, viewport)
        if not needs_move and not cut:
            return self._lean(whole_table, cells, viewport, margin, glide=True, keep_whole=True)
        scratch = Camera(self.offset, self.zoom, hex_size=self.hex_size, min_zoom=self.min_zoom,
                         max_zoom=self.max_zoom)
        scratch.ui_scale = self.ui_scale
        scratch.auto_fit(whole_table, viewport, focus=cells)
        if not scratch.shows_whole(cells, viewport):
            scratch._take_in_below_floor(cells, whole_table, viewport)
        zoom = self.zoom
        takes_in = (cut and scratch.zoom < zoom and scratch.shows_whole(cells, viewport)
                    and not self.could_show_whole(cells, viewport, margin=0.0))
        if not needs_move and not takes_in:
            return self._lean(whole_table, cells, viewport, margin, glide=True, keep_whole=True)
        if scratch.zoom >= zoom * (1.0 - SAME_ZOOM) and not takes_in:  # the same zoom, or closer: kept
            moved = self.bring_into_view(cells, viewport, margin=margin)
            if moved:
                self._keep_whole_along_fitting_axes(whole_table, viewport)
                self._lean(whole_table, cells, viewport, margin, glide=True, keep_whole=True)
            return moved
        self.target, self.target_zoom = scratch.offset, scratch.zoom
        return True

    def _take_in_below_floor(self, cells: list[Cell], table: list[Cell], viewport: Viewport) -> None:
        """Zoom out below the readable floor, centred on `cells`, just far enough to show them
        all whole, when `TAKE_IN_FLOOR` of the floor is enough (a turn's islands a little taller
        than the table area: at the floor some lay cut under the prompt or peeked above it);
        along an axis where the whole `table` then fits, it shows whole."""
        bounds = cells_bounds(cells, self.hex_size)
        if bounds is None:
            return
        left, top, right, bottom = bounds
        vx, vy, vw, vh = viewport
        needed = min(vw / (right - left), vh / (bottom - top)) * 0.995
        if needed < self.readable_zoom * TAKE_IN_FLOOR or needed < self.min_zoom:
            return
        self.zoom = min(self.zoom, needed)
        mid = ((left + right) / 2.0, (top + bottom) / 2.0)
        self.offset = (vx + vw / 2.0 - mid[0] * self.zoom, vy + vh / 2.0 - mid[1] * self.zoom)
        self.target = self.target_zoom = None
        self._keep_whole_along_fitting_axes(table, viewport, at_rest=True)
        self._lean(table, cells, viewport, 0.0)

    def _keep_whole_along_fitting_axes(self, cells: list[Cell], viewport: Viewport, at_rest: bool = False) -> None:
        """Move the pan under way (with `at_rest`, the view as it is) the least so that, along
        each axis where the whole table fits the viewport, it shows whole (play-test 20: panning
        by the least amount left a card under the right-hand panels while the sea on the left
        was empty)."""
        bounds = cells_bounds(cells, self.hex_size)
        base = self.offset if at_rest else self.target
        if bounds is None or base is None:
            return
        left, top, right, bottom = (v * self.zoom for v in bounds)
        vx, vy, vw, vh = viewport
        tx, ty = base
        dx = _shift(left + tx, right + tx, vx, vx + vw) if right - left <= vw else 0.0
        dy = _shift(top + ty, bottom + ty, vy, vy + vh) if bottom - top <= vh else 0.0
        if at_rest:
            self.offset = (tx + dx, ty + dy)
        else:
            self.target = (tx + dx, ty + dy)

    def _lean(self, table: list[Cell], keep: list[Cell], viewport: Viewport, margin: float = VIEW_MARGIN, *,
              glide: bool = False, keep_whole: bool = False) -> bool:
        """Pan the view (with `glide`, the end of the glide under way; else at once) so that the
        fewest cards of `table` are cut off by the edges of `viewport` (not whole inside it),
        with the `keep` cards whole inside it, with a free border of `margin` hex sizes along
        each axis where they can have it; that border gives way to a card more whole (play-test
        31: a new card's border at the top left the bottom card cut, the table 6 px shorter
        than the area); among such views, the fewest cards partly shown, then the least pan; with `keep_whole` (the view as the game goes on, `follow`)
        only among the pans that cut no card now whole: it leans into empty sea, and never
        trades the cards in sight for others (every card would move under the pointer for
        one more card whole). It moves only where that shows more cards whole: a table
        larger than the viewport at the readable floor, centred on its box or panned by the
        least amount to a new card, left cards cut off at one edge while the other showed
        empty sea (play-test 30: "3 more" at the left, empty sea at the right; "1 more" above
        and "2 more" below in the replay at 1366x768 while both side quarters were empty).
        The zoom is kept. True when the view moves.

        Tried: along each axis, every pan that lays a card against a side of the viewport,
        the ends of the room the `keep` cards leave, and no pan; cards are counted as bit masks
        per axis (about 30 by 60 pans for a late table)."""
        cells = list(dict.fromkeys(table))
        if not cells:
            return False
        base = self.target if (glide and self.target is not None) else self.offset
        boxes = [self._screen_box(cell, base) for cell in cells]
        vx, vy, vw, vh = viewport
        keep_boxes = [self._screen_box(cell, base) for cell in dict.fromkeys(keep)]
        border = min(margin * self.screen_hex_size, vw / 4.0, vh / 4.0)
        eps = 0.5
        axes = []
        for axis, low, size in ((0, vx, vw), (1, vy, vh)):
            lows = [b[axis] for b in boxes]
            highs = [b[axis + 2] for b in boxes]
            room: tuple[float, float] | None = None  # the pans that keep the `keep` cards whole
            snug: tuple[float, float] | None = None  # those that keep their free border too
            if keep_boxes:
                k_low = min(b[axis] for b in keep_boxes)
                k_high = max(b[axis + 2] for b in keep_boxes)
                if k_high - k_low <= size + eps:
                    room = _with_stay((low - k_low, low + size - k_high), eps)
                    if k_high - k_low <= size - 2 * border + eps:
                        snug = _with_stay((low + border - k_low, low + size - border - k_high), eps)
                else:
                    room = (0.0, 0.0)  # they cannot show whole along this axis: no pan along it
            pans = {0.0}
            pans.update(low - v for v in lows)
            pans.update(low + size - v for v in highs)
            if room is not None:
                ends = {room[0], room[1]} | (set() if snug is None else {snug[0], snug[1]})
                pans = {max(room[0], min(room[1], p)) for p in pans | ends}
                if not room[0] - eps <= 0.0 <= room[1] + eps:
                    pans.discard(0.0)
            masks = []
            for pan in pans:
                whole = seen = 0
                for i, (a, b) in enumerate(zip(lows, highs, strict=True)):
                    if a + pan >= low - eps and b + pan <= low + size + eps:
                        whole |= 1 << i
                    if b + pan > low and a + pan < low + size:
                        seen |= 1 << i
                tight = snug is not None and not snug[0] - eps <= pan <= snug[1] + eps
                masks.append((pan, whole, seen, tight))
            axes.append(masks)
        count = len(boxes)

        def score(x: tuple[float, int, int, bool], y: tuple[float, int, int, bool]) -> tuple[int, int, int, float]:
            whole = x[1] & y[1]
            shown = x[2] & y[2]
            return (count - whole.bit_count(), x[3] + y[3], (shown & ~whole).bit_count(), abs(x[0]) + abs(y[0]))

        stay_x = next((m for m in axes[0] if m[0] == 0.0), None)
        stay_y = next((m for m in axes[1] if m[0] == 0.0), None)
        kept = 0 if stay_x is None or stay_y is None or not keep_whole else stay_x[1] & stay_y[1]
        best = min(((score(x, y), (x[0], y[0])) for x in axes[0] for y in axes[1]
                    if x[1] & y[1] & kept == kept), key=lambda e: e[0])
        if stay_x is not None and stay_y is not None and score(stay_x, stay_y)[0] <= best[0][0]:
            return False
        dx, dy = best[1]
        return self._pan_by(base, dx, dy, glide)

    def shows_whole(self, cells: Iterable[Cell], viewport: Viewport, *, now: bool = False) -> bool:
        """True when every hexagon of `cells` lies whole inside `viewport` where the view comes
        to rest (the end of a glide under way, else the view as it is); with `now`, as the
        view is this moment, partway through a glide."""
        bounds = cells_bounds(cells, self.hex_size)
        if bounds is None:
            return True
        ox, oy = self.target if self.target is not None and not now else self.offset
        zoom = self.target_zoom if self.target_zoom is not None and not now else self.zoom
        left, top, right, bottom = bounds
        vx, vy, vw, vh = viewport
        slack = 0.5  # rounding: a hexagon touching the edge counts as inside
        return (left * zoom + ox >= vx - slack and right * zoom + ox <= vx + vw + slack
                and top * zoom + oy >= vy - slack and bottom * zoom + oy <= vy + vh + slack)

    def could_show_whole(self, cells: Iterable[Cell], viewport: Viewport, margin: float = VIEW_MARGIN) -> bool:
        """True when some pan, at the zoom where the view comes to rest, shows every hexagon of
        `cells` whole inside `viewport` with the free border `bring_into_view` keeps (`margin`
        hex sizes, at most a quarter of the viewport)."""
        bounds = cells_bounds(cells, self.hex_size)
        if bounds is None:
            return True
        zoom = self.target_zoom if self.target_zoom is not None else self.zoom
        left, top, right, bottom = bounds
        _, _, vw, vh = viewport
        border = min(margin * self.hex_size * zoom, vw / 4.0, vh / 4.0)
        return (right - left) * zoom <= vw - 2 * border and (bottom - top) * zoom <= vh - 2 * border

    def zoom_out_to_show(self, cells: Iterable[Cell], viewport: Viewport, margin: float = VIEW_MARGIN) -> bool:
        """Glide out, from the zoom where the view comes to rest, just far enough that the cards
        at `cells` show whole inside `viewport` with the free border `bring_into_view` keeps,
        centred on them: a view the player zoomed gives up no more of its zoom than it must
        (play-test 37's two wheel steps in were dropped for the automatic view, half their zoom,
        at each next turn, the islands a little too wide for them). False, and no move, where
        they show at this zoom already or would need a zoom below the readable floor."""
        cells = list(cells)
        bounds = cells_bounds(cells, self.hex_size)
        if bounds is None:
            return False
        left, top, right, bottom = bounds
        _, _, vw, vh = viewport
        edge = 2 * margin * self.hex_size
        fit = min(vw / (right - left + edge), vh / (bottom - top + edge))
        fit = min(fit, vw / 2.0 / (right - left), vh / 2.0 / (bottom - top))  # the border is a quarter at most
        zoom = self.target_zoom if self.target_zoom is not None else self.zoom
        if fit >= zoom or fit < self.readable_zoom:
            return False
        vx, vy = viewport[0], viewport[1]
        mid = ((left + right) / 2.0, (top + bottom) / 2.0)
        self.target_zoom = fit
        self.target = (vx + vw / 2.0 - mid[0] * fit, vy + vh / 2.0 - mid[1] * fit)
        return True

    def recentre(self, old_centre: Point, new_centre: Point) -> None:
        """The view area moved (window resized): keep the zoom and put the world point that was
        at `old_centre` at `new_centre`."""
        world = self.screen_to_world(old_centre)
        self.target = self.target_zoom = None
        self.offset = (new_centre[0] - world[0] * self.zoom, new_centre[1] - world[1] * self.zoom)

    def _needs_move(self, cells: list[Cell], viewport: Viewport, margin: float = VIEW_MARGIN) -> bool:
        probe = Camera(self.target or self.offset, self.target_zoom or self.zoom, hex_size=self.hex_size,
                       min_zoom=self.min_zoom, max_zoom=self.max_zoom)
        return probe.bring_into_view(cells, viewport, glide=False, margin=margin)

    def _zoom_keeping_centre(self, zoom: float, viewport: Viewport) -> None:
        centre = (viewport[0] + viewport[2] / 2.0, viewport[1] + viewport[3] / 2.0)
        world = self.screen_to_world(centre)
        self.zoom = self.clamp_zoom(zoom)
        self.offset = (centre[0] - world[0] * self.zoom, centre[1] - world[1] * self.zoom)

    def bring_into_view(self, cells: Iterable[Cell], viewport: Viewport, *, glide: bool = True,
                        margin: float = VIEW_MARGIN) -> bool:
        """Pan (gliding, or at once) by the least amount that shows every card of `cells` whole
        inside `viewport` with a free border of `margin` hex sizes. When they cannot all show,
        pan so that the most show whole, as few as possible are cut by an edge of the
        viewport, and, among such views, the nearest to centring them (`_most_shown_pan`;
        centring alone left a decision's islands half under the prompt at both ends). The zoom
        is kept. True when the view has to move."""
        cells = list(cells)
        bounds = cells_bounds(cells, self.hex_size)
        if bounds is None:
            return False
        base = self.target if self.target is not None else self.offset
        left, top, right, bottom = (v * self.zoom for v in bounds)
        left, right = left + base[0], right + base[0]
        top, bottom = top + base[1], bottom + base[1]
        vx, vy, vw, vh = viewport
        margin = min(margin * self.screen_hex_size, vw / 4.0, vh / 4.0)
        dx = _shift(left, right, vx + margin, vx + vw - margin)
        dy = _shift(top, bottom, vy + margin, vy + vh - margin)
        if right - left > vw - 2 * margin or bottom - top > vh - 2 * margin:
            boxes = [self._screen_box(cell, base) for cell in cells]
            dx, dy = _most_shown_pan(boxes, viewport, margin, (dx, dy))
        return self._pan_by(base, dx, dy, glide)

    def _pan_by(self, base: Point, dx: float, dy: float, glide: bool) -> bool:
        """Move the view from offset `base` by (`dx`, `dy`), gliding or at once; False (and no
        move) for less than half a pixel each way."""
        if abs(dx) < 0.5 and abs(dy) < 0.5:
            return False
        goal = (base[0] + dx, base[1] + dy)
        if glide:
            self.target = goal
        else:
            self.target = self.target_zoom = None
            self.offset = goal
        return True

    def _screen_box(self, cell: Cell, offset: Point) -> tuple[float, float, float, float]:
        """Screen box `(left, top, right, bottom)` of a cell's hexagon with the view at `offset`."""
        bounds = cells_bounds([cell], self.hex_size)
        assert bounds is not None
        left, top, right, bottom = bounds
        z = self.zoom
        return (left * z + offset[0], top * z + offset[1], right * z + offset[0], bottom * z + offset[1])

    def gliding(self) -> bool:
        """True while a glide still has a visible way to go (more than `STILL_PX` pixels or 2%
        of zoom): the table ignores clicks then, whose target would move under the pointer."""
        if self.target is None:
            return False
        tz = self.target_zoom if self.target_zoom is not None else self.zoom
        return (abs(self.target[0] - self.offset[0]) > STILL_PX or abs(self.target[1] - self.offset[1]) > STILL_PX
                or abs(tz - self.zoom) > 0.02 * self.zoom)

    def update(self, dt: float) -> bool:
        """Advance a glide by `dt` seconds; True while the view is moving."""
        if self.target is None:
            self.target_zoom = None
            return False
        k = 1.0 - math.exp(-GLIDE_RATE * max(0.0, dt))
        ox, oy = self.offset
        tx, ty = self.target
        nx, ny = ox + (tx - ox) * k, oy + (ty - oy) * k
        tz = self.target_zoom if self.target_zoom is not None else self.zoom
        nz = self.zoom + (tz - self.zoom) * k
        if abs(tx - nx) < 0.5 and abs(ty - ny) < 0.5 and abs(tz - nz) < 1e-3:
            nx, ny, nz = tx, ty, tz
            self.target = self.target_zoom = None
        self.offset = (nx, ny)
        self.zoom = nz
        return True

    def visible_world_rect(self, screen_size: tuple[float, float]) -> tuple[float, float, float, float]:
        """World-pixel box `(left, top, right, bottom)` seen on a screen of `screen_size`."""
        left, top = self.screen_to_world((0.0, 0.0))
        right, bottom = self.screen_to_world((float(screen_size[0]), float(screen_size[1])))
        return (left, top, right, bottom)

    def visible_cells(self, screen_size: tuple[float, float]) -> list[Cell]:
        """Every cell whose hexagon may show on a screen of `screen_size` (a little generous)."""
        left, top, right, bottom = self.visible_world_rect(screen_size)
        size = self.hex_size
        q_min = math.floor((left - size) / (1.5 * size))
        q_max = math.ceil((right + size) / (1.5 * size))
        cells: list[Cell] = []
        row_h = SQRT3 * size
        for q in range(q_min, q_max + 1):
            # y = row_h * (r + q/2)  ->  r = y/row_h - q/2
            r_min = math.floor((top - row_h) / row_h - q / 2.0)
            r_max = math.ceil((bottom + row_h) / row_h - q / 2.0)
            cells.extend((q, r) for r in range(r_min, r_max + 1))
        return cells


def _with_stay(room: tuple[float, float], eps: float) -> tuple[float, float]:
    """A range of pans `room`, with no pan in it where it nearly holds it (by `eps`)."""
    if room[0] <= eps and room[1] >= -eps:
        return (min(room[0], 0.0), max(room[1], 0.0))
    return room


def _shift(low: float, high: float, area_low: float, area_high: float) -> float:
    """How far to move the span [low, high] so it lies in [area_low, area_high] (centred on
    the area when it is larger)."""
    if high - low > area_high - area_low:
        return (area_low + area_high) / 2.0 - (low + high) / 2.0
    if low < area_low:
        return area_low - low
    if high > area_high:
        return area_high - high
    return 0.0


def _most_shown_pan(boxes: list[tuple[float, float, float, float]], viewport: Viewport, margin: float,
                    centring: Point) -> Point:
    """The pan `(dx, dy)` for screen boxes that cannot all show whole in `viewport`: the most
    of them whole inside it, then the most with their centre in it (what centring on them gave,
    where it could), then the fewest cut by its edges (a card wholly out of sight gets a tab at
    the edge; a cut one looks placed under the panels), then the most with a free border of
    `margin` px, then the nearest to `centring`. Centres came first until play-test 40: a turn's
    five islands at 1366x768, UI 120 %, cards 150 % began with all five centres in view and two
    islands whole, Muroroa and Oahu cut at the right edge, where a pan showed four whole (one
    centre out of view, under a tab). Tried: every pan that lays one box against a
    side of the area (inside the border, at the edge itself, or just beyond it), along each axis
    where they do not fit, and `centring`. The pans at the edge itself were missing: a 1024x600
    turn's eight islands began with six whole where laying one against the edge showed seven,
    and a placement's cells (resettling) with 16 of 25 whole where 18 showed."""
    vx, vy, vw, vh = viewport
    low_x, high_x, low_y, high_y = vx + margin, vx + vw - margin, vy + margin, vy + vh - margin
    span_x = max(b[2] for b in boxes) - min(b[0] for b in boxes)
    span_y = max(b[3] for b in boxes) - min(b[1] for b in boxes)
    xs = [centring[0]]
    if span_x > high_x - low_x:
        xs += [low_x - b[0] for b in boxes] + [high_x - b[2] for b in boxes]
        xs += [vx - b[0] for b in boxes] + [vx + vw - b[2] for b in boxes]
        xs += [vx - b[2] for b in boxes] + [vx + vw - b[0] for b in boxes]
    ys = [centring[1]]
    if span_y > high_y - low_y:
        ys += [low_y - b[1] for b in boxes] + [high_y - b[3] for b in boxes]
        ys += [vy - b[1] for b in boxes] + [vy + vh - b[3] for b in boxes]
        ys += [vy - b[3] for b in boxes] + [vy + vh - b[1] for b in boxes]
    eps = 0.5
    best: tuple[tuple[int, int, int, int, float], Point] | None = None
    for dx in xs:
        for dy in ys:
            seen = whole = cut = roomy = 0
            for left, top, right, bottom in boxes:
                left, right, top, bottom = left + dx, right + dx, top + dy, bottom + dy
                cx, cy = (left + right) / 2.0, (top + bottom) / 2.0
                seen += vx <= cx <= vx + vw and vy <= cy <= vy + vh
                if left >= vx - eps and right <= vx + vw + eps and top >= vy - eps and bottom <= vy + vh + eps:
                    whole += 1
                    roomy += left >= low_x - eps and right <= high_x + eps and top >= low_y - eps and bottom <= high_y + eps
                elif right > vx and left < vx + vw and bottom > vy and top < vy + vh:
                    cut += 1
            score = (whole, seen, -cut, roomy, -(abs(dx - centring[0]) + abs(dy - centring[1])))
            if best is None or score > best[0]:
                best = (score, (dx, dy))
    assert best is not None
    return best[1]
