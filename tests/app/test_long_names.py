"""Long names a deck may hold, drawn readably (play-test 39, item 1).

An island's name of 45 letters (the loader takes up to 60) was shrunk as a whole to fit
its card, a grey bar 2 px high, and the deck viewer's caption cut it ('Atiuuuu… …'). It now
wraps onto two lines, shrinks no further than `NAME_SHRINK_FLOOR`, then is cut keeping its
start; the viewer shows a cut caption whole under the pointer. The shipped decks' names are
drawn as they were (one line, the same path). Names the font cannot draw: test_name_glyphs.py.
"""

from __future__ import annotations

import math
from pathlib import Path

import pygame
import pytest

from tests.app.drawn import recorded_text
from tongiaki.app.art import drawing, namelabels, palette
from tongiaki.app.scenes import deckview
from tongiaki.app.scenes.deckview import DeckViewScene
from tongiaki.app.view.camera import READABLE_HEX_SIZE
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck, shipped_decks
from tongiaki.play.inputs import MAX_NAME

LONG_NAMES = (
    "Atiu" + "u" * 41,  # play-test 39's, 45 letters in one word
    "W" * MAX_NAME,  # the widest letter, as many as a name may hold
    "Motu Iti o te Rangi Nui Whakarongo Ariki Moana Tahi Rua Toru",  # 60, words
    "Kiritimati Tabuaeran",  # two words, each fits a line
    "Te Ika-a-Maui Nukutavake",
)
SIZES = (42, int(READABLE_HEX_SIZE), 78, 84, 93, 110, 123)
"""Hex sizes the cards are drawn at: a late whole table (42), the automatic view's floor (62), the
deck viewer (78 at 1366x768, 84 at 1280x800, up to 110) and the larger card size settings."""


def _drawn_lines(monkeypatch, name: str, size: int) -> tuple[pygame.Surface | None, list[tuple[str, int]]]:
    """`island_name_label(name, size)` and the lines it drew, with their font sizes (the name on
    one line, measured first, is one of them only when it is drawn so)."""
    written: list[tuple[str, int]] = []
    real = namelabels.outlined_text

    def spy(text, px, *args, **kwargs):
        written.append((text, px))
        return real(text, px, *args, **kwargs)

    monkeypatch.setattr(namelabels, "outlined_text", spy)
    label = namelabels.island_name_label(name, size)
    monkeypatch.setattr(namelabels, "outlined_text", real)
    return label, written[1:] if len(written) > 1 else written


def _one_line_height(size: int) -> int:
    """The height of a short name's label on a card of `size` (one line, not narrowed)."""
    label = namelabels.island_name_label("Niue", size)
    assert label is not None
    return label.get_height()


@pytest.mark.parametrize("size", SIZES)
def test_a_long_allowed_name_stays_readable_on_its_card(monkeypatch, size: int) -> None:
    """At 84 play-test 39's name was a label 94 x 4 px (a short name's is 22 px high): every long
    name is now at least as high as a line shrunk to the floor, on at most two lines, no wider
    than the card allows, its letters at least the floor's size, and it keeps its start."""
    pygame.font.init()
    name_px = max(int(size * namelabels.NAME_SHARE), namelabels.MIN_NAME_PX)
    least = math.ceil(name_px * namelabels.NAME_SHRINK_FLOOR)
    line = _one_line_height(size)
    for name in LONG_NAMES:
        label, written = _drawn_lines(monkeypatch, name, size)
        assert label is not None
        assert label.get_height() >= namelabels.NAME_SHRINK_FLOOR * line, (name, size, label.get_size(), line)
        assert label.get_width() <= size * namelabels.NAME_WIDEST + 1, (name, size, label.get_size())
        lines = [text for text, _px in written]
        assert 1 <= len(lines) <= 2 and all(px >= least for _text, px in written), (name, size, written)
        shown = " ".join(lines)
        if shown.endswith(namelabels.NAME_ELLIPSIS):  # cut: the start of the name, a good part of it
            kept = shown[: -len(namelabels.NAME_ELLIPSIS)].replace(" ", "")
            assert name.replace(" ", "").startswith(kept) and len(kept) >= 10, (name, size, lines)
        else:
            assert shown.replace(" ", "") == name.replace(" ", ""), (name, size, lines)


def test_two_words_that_fit_two_lines_are_split_between_them(monkeypatch) -> None:
    """A name of words is split at a space (not inside a word) wherever its words fit the lines."""
    pygame.font.init()
    for size in SIZES:
        _label, written = _drawn_lines(monkeypatch, "Kiritimati Tabuaeran", size)
        assert [text for text, _px in written] == ["Kiritimati", "Tabuaeran"], (size, written)


def test_a_long_name_on_its_card_face_is_placed_whole_and_readable() -> None:
    """On the drawn face the name's plate (`name_place`, which may narrow it to `NAME_SQUEEZE`,
    to `CLEAR_SQUEEZE` to keep off the ships) is
    at least as high as a narrowed short name's and lies on the card, above the king spot."""
    from tongiaki.app.art import cardgeom

    pygame.font.init()
    deck = load_deck(DEFAULT_DECK_PATH)
    for size in SIZES:
        line = _one_line_height(size)
        for card in (c for c in deck.cards if c.is_island and not c.is_start):
            renamed = type(card)(name=LONG_NAMES[0], is_island=True, value=card.value, beaches=card.beaches)
            for rotation in range(6):
                label = namelabels.island_name_label(renamed.name, size)
                assert label is not None
                box = label.get_bounding_rect()
                (x, y), width = namelabels.name_place(renamed, size, rotation, box.width, box.height)
                least = min(namelabels.NAME_SQUEEZE, namelabels.CLEAR_SQUEEZE)  # (off the ships: narrower)
                assert width >= box.width * least - 1 and box.height >= line
                assert abs(x) + width / 2 <= size and y - box.height / 2 >= -size * 0.8, (size, rotation, x, y)
                assert y + box.height / 2 <= (cardgeom.KING_SPOT[1] - cardgeom.KING_SPOT_RADIUS) * size + 1


def test_the_shipped_decks_names_keep_one_line() -> None:
    """The shipped decks' names take the path they took (one line, narrowed as a whole at most to
    `NAME_SHRINK_FLOOR`) at every size that prints names: they look as they did."""
    pygame.font.init()
    names = {card.name for path in shipped_decks() for card in load_deck(path).cards if card.is_island}
    for size in range(35, 130):
        name_px = max(int(size * namelabels.NAME_SHARE), namelabels.MIN_NAME_PX)
        outline = 1 if name_px < 20 else 2
        for name in names:
            whole = drawing.outlined_text(name, name_px, palette.TEXT_LIGHT, (28, 56, 30), outline)
            label = namelabels.island_name_label(name, size)
            assert label is not None
            k = min(1.0, size * namelabels.NAME_WIDEST / whole.get_width())
            assert k >= namelabels.NAME_SHRINK_FLOOR, (name, size)
            assert abs(label.get_height() - whole.get_height() * k) <= 1, (name, size)


def test_a_long_name_over_a_small_card_keeps_near_its_card() -> None:
    """On cards too small to print names the table writes them at 9 px over the card: a 60-letter
    name was a line of 330 px across its neighbours; it now wraps within `SMALL_NAME_WIDEST`."""
    pygame.font.init()
    for name in LONG_NAMES:
        label = namelabels.small_name_label(name, namelabels.SMALL_NAME_PX)
        assert label.get_width() <= namelabels.SMALL_NAME_WIDEST + 2, (name, label.get_size())
        assert label.get_height() >= namelabels.SMALL_NAME_PX
    assert namelabels.small_name_label("Tonga", namelabels.SMALL_NAME_PX).get_height() < 2 * namelabels.SMALL_NAME_PX


def test_the_deck_viewer_shows_a_cut_caption_whole_under_the_pointer(app, gui, tmp_path: Path) -> None:
    """Play-test 39 read 'Atiuuuu… …' under the card and could not learn its name: the pointer
    over its cell shows the caption whole; over a card whose caption shows whole, no box."""
    text = DEFAULT_DECK_PATH.read_text(encoding="utf-8").replace("name: Muroroa\n", f"name: {LONG_NAMES[0]}\n")
    path = tmp_path / "long.yaml"
    path.write_text(text, encoding="utf-8")
    app.to_menu()
    gui.frame()
    viewer = DeckViewScene(app, path, back=app.scene)
    app.switch(viewer)
    gui.frame()
    index = next(i for i, group in enumerate(viewer.groups) if group.card.name == LONG_NAMES[0])
    assert viewer.caption_cut(index)
    gui.move(viewer.card_rect(index).center)
    with recorded_text(deckview) as said:
        gui.frame()
    assert any(LONG_NAMES[0] in line for line in said), said
    box = viewer.caption_box()
    assert box is not None and box[0].colliderect(viewer.cell_rect(index))
    assert viewer.panel.contains(box[0])
    short = next(i for i, group in enumerate(viewer.groups) if group.card.name == "Nauru")
    gui.move(viewer.card_rect(short).center)
    assert not viewer.caption_cut(short) and viewer.caption_box() is None
