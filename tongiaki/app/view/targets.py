"""The legal targets lit on the table: islands, beaches' spots, piers' ends and free cells.

`TargetsView` (in the table view's chain, over `ShipsView`) draws the marks of the targets the
pending decision offers (`Highlights`, tableview.py, built by `interaction.py`): a light and an
outline over an island, rings and glows on a beach's spots (on the beach under the pointer, the
spot a click takes, with a faint picture of the ship going there), a ring on a pier's end, an
outline round a free cell. Every mark has a dark rim and a least size at any zoom. `spot_glow`
also marks the ship picked in a landing fleet (`FleetView`).
"""

from __future__ import annotations

import functools
import math

import pygame

from tongiaki.app.art import cardgeom, shipart
from tongiaki.app.view.display import DisplayTable
from tongiaki.app.view.hexview import hex_corners
from tongiaki.app.view.shipsview import ShipsView
from tongiaki.app.widgets.ui import ACCENT
from tongiaki.rules.hexgrid import Cell

HIGHLIGHT = (255, 226, 110)
GHOST_ALPHA = 175
"""The opacity of the faint ship on the spot a click would put a ship on."""
HIGHLIGHT_SOFT = (255, 236, 160, 70)
TARGET_HALO = (8, 16, 28)
"""The dark rim under every lit target's outline: the yellow alone was lost on sand, on the
player's own yellow and on small cards (a play-test could not tell what glowed in F's whole table)."""
TARGET_SPOT = (84, 232, 255)
"""The ring and glow of a beach's spots a ship can land on: a light aqua that no seat's colour is
near (CIEDE2000 33 from the blue, 44 from the yellow; the gold `HIGHLIGHT` lay 7 from the yellow
ships standing beside it: play-test 30)."""
MIN_PIER_MARK = 9
"""The least radius (screen px at UI scale 1) of a lit pier's ring (it was 6: 12 px across)."""
MIN_SPOT_RING = 5
"""The least radius (screen px at UI scale 1) of a lit beach's ring round each of its spots."""
TARGET_WASH_ALPHA = 56
"""The opacity of the light laid over a lit island (a whole card stands out however small)."""


class TargetsView(ShipsView):
    """The marks of the legal targets (see the module's docstring)."""

    def _pulse(self, t: float) -> float:
        return 0.5 + 0.5 * math.sin(t * 5.0)

    def _draw_beach_target(
        self,
        surface: pygame.Surface,
        display: DisplayTable,
        key: tuple[Cell, int],
        t: float,
        hover: bool,
        spot: int = -1,
        owner: int = -1,
    ) -> None:
        """The rings of an offered beach's spots (a dark rim under each, never smaller than
        `MIN_SPOT_RING`) and a glow on each free one; on the beach under the pointer, a bright
        glow on `spot`, the free spot a click there puts the ship on, and a faint picture of
        `owner`'s ship standing there (a play-test could not see the glow)."""
        cell, beach = key
        card = self.cards[display.cells[cell]]
        radius = cardgeom.spot_radius(card, self.size)
        width = 3 if hover else 2
        colour = TARGET_SPOT if not hover else (255, 255, 255)
        grow = 1.2 + 0.2 * self._pulse(t)
        ring = max(round(self.target_px(MIN_SPOT_RING)), round(radius * grow))
        taken = display.spots_of(key)
        glow = spot_glow(max(ring, round(radius * 1.9)), False, TARGET_SPOT)
        chosen = spot_glow(max(ring + 1, round(radius * 2.3)), True, TARGET_SPOT)
        spots = [(round(x), round(y)) for x, y in self.spot_points(display, cell)[beach]]
        for point in spots:  # the rims first: a neighbour's rim never crosses a ring
            pygame.draw.circle(surface, TARGET_HALO, point, ring + 1, width + 2)
        for i, point in enumerate(spots):
            if i not in taken:
                image = chosen if hover and (i == spot or spot < 0) else glow
                surface.blit(image, image.get_rect(center=point))
            pygame.draw.circle(surface, colour, point, ring, width)
            if hover and i == spot and owner >= 0:
                px = self.ship_size(card)
                ghost = self._sprite(owner, px).copy()
                ghost.set_alpha(GHOST_ALPHA)
                ox, oy = shipart.ship_offset_on_spot(px)
                surface.blit(ghost, (point[0] + round(ox), point[1] + round(oy)))

    def _draw_pier_target(
        self, surface: pygame.Surface, display: DisplayTable, cell: Cell, edge: int, t: float, hover: bool
    ) -> None:
        """A ring on the pier's end, never smaller than `MIN_PIER_MARK`, on a dark rim; a dot in
        it while the pointer takes it."""
        x, y = self.pier_point(display, cell, edge)
        centre = (round(x), round(y))
        radius = max(round(self.target_px(MIN_PIER_MARK)), round(self.size * (0.09 + 0.03 * self._pulse(t))))
        pygame.draw.circle(surface, TARGET_HALO, centre, radius + 2, 7)
        pygame.draw.circle(surface, HIGHLIGHT if not hover else (255, 255, 255), centre, radius, 3)
        if hover:
            pygame.draw.circle(surface, (255, 255, 255), centre, max(3, radius // 3))

    def _draw_island_target(self, surface: pygame.Surface, cell: Cell, t: float, hover: bool) -> None:
        """A light over the island and a thick outline on a dark rim round its card."""
        centre = self.centre(cell)
        wash = _hex_wash(max(4, round(self.size * 0.97)))
        surface.blit(wash, wash.get_rect(center=(round(centre[0]), round(centre[1]))))
        corners = hex_corners(centre, self.size * 0.97)
        width = 4 if hover else 3
        pygame.draw.polygon(surface, TARGET_HALO, corners, width + 4)
        pygame.draw.polygon(surface, (255, 255, 255) if hover else HIGHLIGHT, corners, width)

    def _draw_cell_target(self, surface: pygame.Surface, cell: Cell, t: float) -> None:
        """An outline on a dark rim round a free cell the revealed card can go to."""
        corners = hex_corners(self.centre(cell), self.size * (0.9 + 0.04 * self._pulse(t)))
        pygame.draw.polygon(surface, TARGET_HALO, corners, 5)
        pygame.draw.polygon(surface, ACCENT, corners, 3)


@functools.lru_cache(maxsize=16)
def _hex_wash(radius: int) -> pygame.Surface:
    """The light laid over a lit island of hex radius `radius` (made once a size)."""
    image = pygame.Surface((2 * radius + 2, 2 * radius + 2), pygame.SRCALPHA)
    pygame.draw.polygon(image, (*HIGHLIGHT, TARGET_WASH_ALPHA), hex_corners((radius + 1, radius + 1), radius))
    return image


GLOW = (255, 214, 80)
_GLOWS: dict[tuple[int, bool, tuple[int, int, int]], pygame.Surface] = {}


def spot_glow(radius: int, bright: bool, colour: tuple[int, int, int] = GLOW) -> pygame.Surface:
    """A soft round glow (cached; golden unless `colour`) marking a free spot that can be chosen
    (and the ship picked in a landing fleet)."""
    key = (radius, bright, colour)
    image = _GLOWS.get(key)
    if image is None:
        image = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
        peak = 200 if bright else 150
        for step in range(radius, 0, -1):
            alpha = int(peak * (1 - step / radius) ** 0.8)
            pygame.draw.circle(image, (*colour, alpha), (radius, radius), step)
        _GLOWS[key] = image
    return image
