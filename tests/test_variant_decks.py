"""The shipped variant decks and docs/decks.md.

Each shipped deck names the schema, opens with a purpose paragraph, seats the two ships of each
player of the counts it is meant for on its starting island with a spot free on every beach
(R3.2), and plays complete games with no invariant broken. docs/decks.md shows a contact sheet
made by show-deck, names every shipped deck, and its format example is a valid deck.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tongiaki.play.decks import deck_from_yaml, load_deck
from tongiaki.tools.simulate import simulate

REPO = Path(__file__).resolve().parent.parent
DECKS = REPO / "config" / "decks"
DOC = REPO / "docs" / "decks.md"

MEANT_FOR: dict[str, tuple[int, ...]] = {
    "standard.yaml": (2, 3, 4, 5, 6),
    "calm-seas.yaml": (2, 3, 4, 5, 6),
    "two-canoes.yaml": (2,),
    "great-ocean.yaml": (5, 6),
}
"""Player counts each shipped deck is meant for."""


def test_every_shipped_deck_is_listed() -> None:
    assert {p.name for p in DECKS.glob("*.yaml")} == set(MEANT_FOR)


@pytest.mark.parametrize("name", sorted(MEANT_FOR))
def test_start_island_seats_every_player(name: str) -> None:
    deck = load_deck(DECKS / name)
    room = sum(beach.capacity - 1 for beach in deck.start.beaches)
    for players in MEANT_FOR[name]:
        assert room >= 2 * players, f"{name}: {room} free-spot-keeping places for {players} players"


@pytest.mark.parametrize("name", ["two-canoes.yaml", "great-ocean.yaml"])
def test_variant_has_a_purpose_paragraph(name: str) -> None:
    lines = (DECKS / name).read_text(encoding="utf-8").splitlines()
    deck = load_deck(DECKS / name)
    assert lines[1].startswith(f"# {deck.name}: ")
    paragraph = []
    for line in lines[1:]:
        if line.strip() == "#":
            break
        paragraph.append(line.removeprefix("# "))
    assert len(" ".join(paragraph).split()) >= 40
    assert "Meant for" in " ".join(paragraph)


@pytest.mark.parametrize("name", ["two-canoes.yaml", "great-ocean.yaml"])
def test_variant_plays_complete_games(name: str) -> None:
    deck = load_deck(DECKS / name)
    for players in MEANT_FOR[name]:
        report = simulate(deck, players, games=3, seed=5)
        assert report.unfinished == 0 and report.violations == []


def test_doc_shows_a_contact_sheet_and_every_deck() -> None:
    text = DOC.read_text(encoding="utf-8")
    images = re.findall(r"!\[[^\]]*\]\(([^)]+\.png)\)", text)
    assert images and all((DOC.parent / image).is_file() for image in images)
    assert "tongiaki show-deck" in text
    for name in MEANT_FOR:
        assert f"`{name}`" in text
    for deck_name in ("Two Canoes", "Great Ocean"):
        assert f"| figure | {deck_name} | standard deck |" in text


def test_doc_format_example_is_a_valid_deck() -> None:
    text = DOC.read_text(encoding="utf-8")
    block = re.search(r"```yaml\n(.*?)```", text, re.S)
    assert block is not None
    deck = deck_from_yaml(block.group(1), "decks.md")
    assert deck.name == "Tiny Sea" and len(deck.cards) == 3
