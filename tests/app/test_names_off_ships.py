"""An island's name lies where no ship on its card is drawn, where the card has room.

Play-testers at 1280x800 looked at late tables and found names over the ships: the name kept
off the mooring spots' discs only, while a ship's sail stands well above its spot and the king
stands on the spot under the name, so the plate (drawn again over the ships so that it reads,
`ShipsView._names_over_ships`) hid the ships' sails and the king's. The name's place
(`namelabels.name_place`) now keeps off the box of a ship on every spot of the card and of a
king, wherever such a place is, so that it hides no ship whoever comes to moor there.
"""

from __future__ import annotations

import pygame
import pytest

from tests.app.matches import random_tables
from tests.app.test_beach_letters import _ship_boxes
from tests.app.test_names_over_ships import _view
from tongiaki.app.art import namelabels
from tongiaki.app.view.display import DisplayTable
from tongiaki.app.view.tableview import Highlights, TableView


def _late_tables():
    """Tables of 4 to 6 random seats (seeds 0 to 8) at turns 25 and 35, as drawn."""
    return random_tables(range(9), lambda seed: 4 + seed % 3, (25, 35))


def _name_box(view: TableView, display: DisplayTable, cell) -> pygame.Rect | None:
    """The box of the island's name plate (its drawn pixels) as the table draws it."""
    plate = view._name_plate(display, cell)
    if plate is None:
        return None
    label, (x, y) = plate
    return label.get_bounding_rect().move(x, y)


@pytest.mark.parametrize("size", [55.0, 62.0, 70.0, 85.0])
def test_no_islands_name_lies_over_a_ship_of_its_card(size) -> None:
    """Over 18 late tables, at the automatic view's card sizes (from `READABLE_HEX_SIZE` at
    the least it glides to, 0.9 of it, up): no island's name plate meets a ship drawn on its
    card, its king's included. Before: 18 of the 116 names with ships on their card met one
    at 55, 9 at 62, 28 at 70, 10 at 85 (Rarotonga, Rapa Nui, Fidschi, Mangareva ...)."""
    met = 0
    over: list[tuple] = []
    for match, display in _late_tables():
        view = _view(len(match.seats), display, size)
        shot = pygame.Surface((1280, 800))
        for _frame in range(2):  # (the second frame rests: what a player sees)
            view.draw(shot, display, 0.0, Highlights(), None)
        view._plate_budget = 10_000  # (the plates are looked up a few a frame: every one here)
        for cell, card_id in display.cells.items():
            if not view.cards[card_id].is_island:
                continue
            ships = _ship_boxes(view, display, cell)
            name = _name_box(view, display, cell)
            if not ships or name is None:
                continue
            met += 1
            hit = name.collidelistall(ships)
            if hit:
                over.append((match.seed, match.state.turn, view.cards[card_id].name, len(hit)))
    assert met >= 100, met
    assert not over, (len(over), met, over[:6])


def _meet(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    """Whether boxes (x0, y0, x1, y1) overlap."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_a_name_keeps_off_every_spots_ship_where_its_card_has_room() -> None:
    """Every island of the standard deck in every rotation, at the automatic view's card sizes
    (55 to 100): the name is placed off the box of a ship on every spot of the card, so it
    hides none whichever spots are taken, and off the king's as well on 95 % of them (the
    place `name_place` gives, not a table). Before: 64 of the 480 names met a spot's ship,
    and 198 of the other 416 kept off the king's; now none and 466 of 480."""
    from tongiaki.app.art import cardgeom
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    pygame.display.init()
    pygame.display.set_mode((10, 10))
    names = clear = 0
    beaches_hit: list[tuple] = []
    for card in load_deck(DEFAULT_DECK_PATH).cards:
        if not card.is_island:
            continue
        for size in (55, 62, 70, 85, 100):
            label = namelabels.island_name_label(card.name, size)
            assert label is not None
            height = label.get_bounding_rect().height
            spot_r = cardgeom.spot_radius(card, size)
            king = cardgeom.king_ship_box(size)
            for rotation in range(6):
                ships = [cardgeom.ship_box(spot, spot_r) for beach in cardgeom.spot_positions(card, size, rotation)
                         for spot in beach]
                (x, y), width = namelabels.name_place(
                    card, size, rotation, label.get_bounding_rect().width, height
                )
                name = (x - width / 2, y - height / 2, x + width / 2, y + height / 2)
                if any(_meet(name, ship) for ship in ships):
                    beaches_hit.append((card.name, size, rotation))
                else:
                    names += 1
                    clear += not _meet(name, king)
    assert not beaches_hit, (len(beaches_hit), beaches_hit[:6])
    assert clear >= 0.95 * names, (clear, names)
