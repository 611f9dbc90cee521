"""The table as a picture: ocean, cards, ships, highlights and the fleet at sea; plus hit-testing.

`TableView` is what callers use: it draws a `DisplayTable` through a `Camera` (`draw`, a frame
layer by layer) and answers "what is under the pointer?". Each of its jobs is a module of its
own, joined in one chain of classes, each the base of the next:

    TableGeometry  tablegeometry.py  where cells, spots, piers and ships lie on the screen; hit tests
    SeaView        seaview.py        the sea and the card faces (made and kept by `CardFaces`,
                                     cardfaces.py), drawn or shown from pictures
    ShipsView      shipsview.py      the ships on the islands, capacity tags, islands' names
    TargetsView    targets.py        the legal targets lit
    FleetView      fleetview.py      the fleet at sea, its bubble and landing place, stranded groups
    TableView      here              a frame in order; the marks of a crossing and of a removal

It decides nothing about rules: highlights are given to it (built from the pending options by
`interaction.py`), and the hit tests only say which beach, pier, island or cell lies under a
screen point.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tongiaki.app.art import namelabels
from tongiaki.app.view.display import DisplayTable, Playing
from tongiaki.app.view.fleetview import FleetView
from tongiaki.app.widgets.ui import INK, text
from tongiaki.rules import Card, Event, EventKind
from tongiaki.rules.hexgrid import Cell

TARGET_OK = (120, 240, 150)
DANGER_FAIL = (240, 80, 70)


@dataclass
class Highlights:
    """What to mark as a legal target this frame."""

    beaches: set[tuple[Cell, int]] = field(default_factory=set)
    islands: set[Cell] = field(default_factory=set)
    piers: set[tuple[Cell, int]] = field(default_factory=set)
    cells: set[Cell] = field(default_factory=set)
    hover_beach: tuple[Cell, int] | None = None
    hover_spot: int = -1
    """The free spot of `hover_beach` a click puts the ship on (-1: none)."""
    hover_owner: int = -1
    """Whose ship a click there puts on it (its faint picture stands on `hover_spot`; -1: none)."""
    hover_pier: tuple[Cell, int] | None = None
    hover_island: Cell | None = None
    fleet_pick: int = -1
    """Index in the landing fleet of the ship selected to land next (-1: none)."""


class TableView(FleetView):
    """Draws the board and answers "what is under the pointer?"."""

    def __init__(self, cards: tuple[Card, ...], colours: list[str]) -> None:
        super().__init__(cards, colours)
        self.zooming = False
        """Set by the scene while a zoom moves: its frames make no new faces, sprites or tags
        (stand-ins show), and the next frame at rest is the first to."""
        self._drawn_zoom: float | None = None
        self._drawn_offset: tuple[float, float] | None = None

    def draw(
        self,
        surface: pygame.Surface,
        display: DisplayTable,
        t: float,
        highlights: Highlights,
        playing: Playing | None,
        lifted_ship: int = -1,
    ) -> None:
        """Draw the whole board for time `t`."""
        self.screen_size = surface.get_size()
        size = self.size
        screen = surface.get_rect().inflate(size * 2.2, size * 2.2)
        visible = [c for c in display.cells if screen.collidepoint(self.centre(c))]
        resting = not self.zooming and self.camera.zoom == self._drawn_zoom
        still = resting and self.camera.offset == self._drawn_offset
        first = self._drawn_zoom is None  # the first frame shows every ship at its own size
        self._drawn_zoom = self.camera.zoom
        self._drawn_offset = self.camera.offset
        art_pending = self.faces.start_frame(display, visible, size, resting)
        self._start_ships_frame(size, resting, first, art_pending)
        self._draw_cards(surface, display, t, highlights.cells, playing, visible, resting, still, art_pending)
        if resting and size >= 28:
            self._draw_foams(surface, display, visible, t)
        if not namelabels.name_printed(size):
            self._draw_small_names(surface, display, visible)
        self.faces.end_frame(resting)  # (a face being rendered whose card left the screen is let go)
        if playing is not None and playing.event.kind is EventKind.ISLAND_REMOVED:
            self._draw_removal(surface, playing)
        for cell in highlights.islands:
            if cell in display.cells:
                self._draw_island_target(surface, cell, t, cell == highlights.hover_island)
        for key in highlights.beaches:  # under the tags and the ships: a glow hid a tag (a play-test)
            if key[0] in display.cells:
                self._draw_beach_target(
                    surface,
                    display,
                    key,
                    t,
                    key == highlights.hover_beach,
                    highlights.hover_spot,
                    highlights.hover_owner,
                )
        self._draw_all_ships(surface, display, visible)
        for cell, edge in highlights.piers:
            if cell in display.cells:
                self._draw_pier_target(surface, display, cell, edge, t, (cell, edge) == highlights.hover_pier)
        self._draw_stranded(surface, display)
        self._draw_fleet(surface, display, playing, lifted_ship, highlights.fleet_pick)
        if display.crossing is not None:
            self._draw_crossing(surface, display.crossing, playing)

    def _draw_crossing(self, surface: pygame.Surface, event: Event, playing: Playing | None) -> None:
        assert event.cell is not None  # a crossing event names the cell of the wake
        cx, cy = self.centre(event.cell)
        passed = event.passed
        label = f"danger {event.danger} vs {event.colours} colour{'s' if event.colours != 1 else ''}"
        mark = "passes" if passed else "fails!"
        line1 = text(label, 18, INK, bold=True)
        line2 = text(mark, 20, TARGET_OK if passed else DANGER_FAIL, bold=True)
        box = pygame.Rect(0, 0, max(line1.get_width(), line2.get_width()) + 20, 52)
        box.center = (round(cx), round(cy + self.size * 0.15))
        pygame.draw.rect(surface, (8, 18, 30), box, border_radius=8)
        pygame.draw.rect(surface, TARGET_OK if passed else DANGER_FAIL, box, width=2, border_radius=8)
        surface.blit(line1, line1.get_rect(midtop=(box.centerx, box.top + 5)))
        surface.blit(line2, line2.get_rect(midbottom=(box.centerx, box.bottom - 5)))

    def _draw_removal(self, surface: pygame.Surface, playing: Playing) -> None:
        assert playing.event.cell is not None  # an island-removed event names the island's cell
        cx, cy = self.centre(playing.event.cell)
        radius = self.size * (1.0 - 0.6 * playing.progress)
        pygame.draw.circle(surface, DANGER_FAIL, (round(cx), round(cy)), max(2, round(radius)), 3)
