"""`tongiaki show-deck`: the contact sheet (tongiaki.app.art.contact_sheet) and its command.

Every shipped deck and a deck of unusual cards (a 6-spot beach, a danger-6 wake, 40 islands,
a name longer than a card) render with no label overlapping another label, a card face or
its neighbour's cell; the order is start, islands by value, water; a broken deck gets one line.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tongiaki.app.art.contact_sheet import card_caption, contact_sheet, overlaps, sheet_order
from tongiaki.cli import main
from tongiaki.play.decks import deck_from_data, load_deck
from tongiaki.rules.cards import Deck

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = sorted((ROOT / "config" / "decks").glob("*.yaml"))
LONG_NAME = "Papahanaumokuakea-Nihoa-Mokumanamana-Lalo-Kuaihelani"  # 52 of the 60 allowed


def unusual_deck() -> Deck:
    """40 islands (values 0..9, one with a 6-spot beach, one named longer than a card) and
    water cards with danger 5 and 6 wakes."""
    islands = []
    for i in range(40):
        beaches = [{"capacity": 2 + i % 5, "piers": [1, 2]}, {"capacity": 3, "piers": [3, 4, 5]}]
        islands.append({"name": f"Isle {i + 1}", "value": (i * 7) % 10, "beaches": beaches})
    islands[5]["beaches"] = [{"capacity": 6, "piers": [1, 2, 3, 4, 5]}]
    islands[6]["name"] = LONG_NAME
    water = [
        {"name": "Maelstrom", "wakes": [{"edges": [0, 3], "danger": 6}, {"edges": [1, 5], "danger": 5},
                                        {"edges": [2, 4], "danger": 6}]},
        {"name": "Lagoon", "wakes": [{"edges": [0, 1], "danger": 0}, {"edges": [2, 3], "danger": 0},
                                     {"edges": [4, 5], "danger": 0}]},
    ]
    start = {"name": "Tonga", "value": 0,
             "beaches": [{"capacity": 6, "piers": [0, 1, 2]}, {"capacity": 6, "piers": [3, 4, 5]}]}
    return deck_from_data({"name": "Unusual", "start": start, "islands": islands, "water": water}, "unusual")


@pytest.mark.parametrize("path", SHIPPED, ids=[p.name for p in SHIPPED])
def test_every_shipped_deck_renders_without_overlap(path: Path) -> None:
    deck = load_deck(path)
    surface, layout = contact_sheet(deck)
    assert len(layout.cards) == len(deck.cards)
    assert overlaps(layout) == []
    assert surface.get_width() >= max(cell.right for cell in layout.cells)
    assert surface.get_height() >= max(cell.bottom for cell in layout.cells)


def test_unusual_deck_renders_without_overlap() -> None:
    deck = unusual_deck()
    for columns in (1, 3, 8, 12):
        _, layout = contact_sheet(deck, columns=columns)
        assert overlaps(layout) == [], columns
        assert len(layout.cards) == 43
    caption = card_caption(deck.cards[6])
    assert caption.title == "Isle 6"
    assert "beach 1: 6 spots, piers 1,2,3,4,5" in caption.details
    maelstrom = card_caption(deck.cards[41])
    assert maelstrom.details == ("water", "wake 0-3: danger 6", "wake 1-5: danger 5", "wake 2-4: danger 6")


def test_overlap_check_catches_overlap() -> None:
    """The check used above is real: moving a label onto the card face is reported."""
    _, layout = contact_sheet(unusual_deck())
    layout.labels[0][0] = layout.faces[0].copy()
    assert any("overlaps" in p for p in overlaps(layout))
    layout.labels[1][0] = layout.labels[1][0].move(0, 10_000)
    assert any("leaves its cell" in p for p in overlaps(layout))


def test_long_name_is_wrapped_inside_its_cell() -> None:
    deck = unusual_deck()
    _, layout = contact_sheet(deck)
    index = next(i for i, c in enumerate(layout.cards) if c.name == LONG_NAME)
    labels = layout.labels[index]
    assert len(labels) >= 2 + 3  # the name is broken over two lines or more, then value and 2 beaches
    assert all(layout.cells[index].contains(r) for r in labels)


def test_sheet_order_start_then_islands_by_value_then_water() -> None:
    deck = unusual_deck()
    order = sheet_order(deck)
    assert order[0] is deck.start
    islands = [c for c in order[1:] if c.is_island]
    assert [c.value for c in islands] == sorted(c.value for c in deck.cards[1:] if c.is_island)
    assert order[1:len(islands) + 1] == islands
    assert all(c.is_water for c in order[len(islands) + 1:])
    # Within a value, file order is kept.
    twos = [c.name for c in islands if c.value == 2]
    assert twos == [c.name for c in deck.cards[1:] if c.is_island and c.value == 2]


def test_cards_are_drawn_with_the_table_art() -> None:
    """Each face on the sheet is the table's own card surface (pixel for pixel at its centre)."""
    from tongiaki.app.art import cardart
    from tongiaki.app.art.contact_sheet import CARD_SIZE

    deck = load_deck(ROOT / "config" / "decks" / "standard.yaml")
    surface, layout = contact_sheet(deck)
    for card, face in list(zip(layout.cards, layout.faces, strict=True))[::7]:
        art = cardart.card_surface(card, CARD_SIZE, 0)
        x, y = art.get_width() // 2, art.get_height() // 2 + 10
        expected = pygame.Color(art.get_at((x, y)))
        assert expected.a == 255
        assert surface.get_at((face.left + x, face.top + y))[:3] == expected[:3]


def test_show_deck_command_writes_png(tmp_path: Path, capsys) -> None:
    out = tmp_path / "sheets" / "standard.png"
    assert main(["show-deck", str(ROOT / "config" / "decks" / "standard.yaml"), "--out", str(out)]) == 0
    assert "32 cards of 'Standard'" in capsys.readouterr().out
    image = pygame.image.load(str(out))
    assert image.get_width() > 1000 and image.get_height() > 600


def test_show_deck_broken_deck_gets_one_line(tmp_path: Path, capsys) -> None:
    out = tmp_path / "x.png"
    bad = ROOT / "tests" / "data" / "bad_decks" / "danger_7.yaml"
    assert main(["show-deck", str(bad), "--out", str(out)]) == 1
    err = capsys.readouterr().err.strip()
    assert err == "error: danger_7.yaml: card 'Water 1': wake 2: danger must be 0 or 2..6 (got 7)"
    assert not out.exists()
    assert main(["show-deck", str(tmp_path / "missing.yaml"), "--out", str(out)]) == 1
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
