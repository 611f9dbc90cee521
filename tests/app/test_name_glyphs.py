"""Names the game's font cannot draw (play-test 39, item 2).

A deck named 'Coral 🐚 Reef' showed an empty box in the start screen's selector and the summary
heading: the font the game bundles (DejaVu Sans Bold) has no glyph for the emoji, and pygame's
font draws its empty box. No fallback font ships that has them (emoji fonts differ from machine to
machine, and pygame's font draws no colour emoji), so the deck loader refuses such a name in one
line naming the file, the field and the character (`decks.undrawable`), reading the font's
character map without pygame; these tests check that map against pygame's freetype.
"""

from __future__ import annotations

import pygame
import pygame.freetype
import pytest

from tests.app.test_long_names import LONG_NAMES
from tongiaki.app.art import fonts
from tongiaki.play import decks
from tongiaki.play.decks import DEFAULT_DECK_PATH, DeckError, deck_from_yaml
from tongiaki.resources import data_path


def test_the_loader_reads_the_font_the_game_draws_in() -> None:
    assert decks.GAME_FONT == fonts.FONT_FILE


def test_the_fonts_character_map_is_what_freetype_draws() -> None:
    """`decks.font_characters` (read without pygame) has a glyph exactly where pygame's freetype
    finds one in the bundled font, over the basic and the supplementary multilingual planes
    (pygame.font's metrics give the empty box's size for a missing glyph: no test there)."""
    pygame.freetype.init()
    face = pygame.freetype.Font(str(data_path(fonts.FONT_FILE)), 12)
    known = decks.font_characters()
    assert known is not None
    differ = [
        code
        for code in range(0x20000)
        if not 0xD800 <= code <= 0xDFFF and (face.get_metrics(chr(code))[0] is not None) != (code in known)
    ]
    assert differ == []
    for char in "Tonga Māui ü é ☠ – …":
        assert ord(char) in known, char
    for char in "🐚中\t":
        assert ord(char) not in known, char


@pytest.mark.parametrize(
    ("where", "name", "said"),
    [
        (
            "deck",
            "Coral \U0001f41a Reef",
            "long.yaml: deck name holds U+1F41A SPIRAL SHELL (character 7), which the game's font cannot draw",
        ),
        (
            "card",
            "Rarotonga \u4e2d",
            "long.yaml: islands entry 4: name holds U+4E2D CJK UNIFIED IDEOGRAPH-4E2D "
            "(character 11), which the game's font cannot draw",
        ),
    ],
)
def test_a_name_the_font_cannot_draw_is_refused_in_one_line(where: str, name: str, said: str) -> None:
    """Play-test 39's deck name with a shell emoji showed an empty box in the selector and the
    summary: the loader refuses it, naming the file, the field and the character by its code."""
    text = DEFAULT_DECK_PATH.read_text(encoding="utf-8")
    text = (
        text.replace("name: Standard\n", f'name: "{name}"\n')
        if where == "deck"
        else text.replace("name: Rarotonga\n", f'name: "{name}"\n')
    )
    with pytest.raises(DeckError) as caught:
        deck_from_yaml(text, "long.yaml")
    assert str(caught.value) == said


def test_names_the_font_draws_are_taken() -> None:
    text = DEFAULT_DECK_PATH.read_text(encoding="utf-8").replace("name: Standard\n", "name: Île de Pâques ☠ – Māui\n")
    text = text.replace("name: Rarotonga\n", f"name: {LONG_NAMES[2]}\n")
    deck = deck_from_yaml(text, "fine.yaml")
    assert deck.name == "Île de Pâques ☠ – Māui" and any(card.name == LONG_NAMES[2] for card in deck.cards)


def test_a_saved_game_whose_deck_has_such_a_name_still_opens() -> None:
    """A deck file with a name the font cannot draw is refused, but a game saved with such a deck
    (before the loader refused them) is not lost: its record's deck is taken as it is."""
    from tongiaki.play.decks import DeckError, deck_from_data, load_default_deck
    from tongiaki.play.match import Match
    from tongiaki.play.records import record_of, replay_record

    data = load_default_deck().to_data()
    data["name"] = "Coral \U0001f41a Reef"
    with pytest.raises(DeckError, match="which the game's font cannot draw"):
        deck_from_data(data, "coral.yaml")
    match = Match(deck_from_data(data, "coral.yaml", drawable_names=False), ["human", "easy"], 3)
    for _ in range(20):
        match.reveal() if match.pending.is_chance else match.apply(match.pending.options[0])
    loaded = replay_record(record_of(match), "game.json")
    assert loaded.deck.name == "Coral \U0001f41a Reef" and loaded.history == match.history
