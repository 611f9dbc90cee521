"""The player's guide (key H): where it opens, that every section fits its panel, its pictures.

The guide is docs/guide.md followed by docs/RULES.md as an appendix; it is found through
`data_path` and shipped like the rules (tongiaki/shipped.py).
"""

from __future__ import annotations

import pygame
import pytest

from tongiaki.app.art import guidepics
from tongiaki.app.scenes import help as guide
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.resources import data_path
from tongiaki.rules import DecisionKind


def test_the_guide_is_shipped_data_found_through_data_path() -> None:
    from pathlib import Path

    from tongiaki import resources, shipped

    listed = shipped.data_files(resources.CHECKOUT)
    assert Path("docs/guide.md") in listed and Path("docs/RULES.md") in listed
    assert guide.GUIDE_PATH == data_path("docs/guide.md") and guide.GUIDE_PATH.is_file()


def test_every_decision_kind_opens_a_section_named_for_it() -> None:
    overlay = guide.HelpOverlay()
    overlay.place((1280, 720))
    expected = {
        DecisionKind.LAND: "Landing a fleet",
        DecisionKind.EMIGRATE: "A full beach sets sail",
        DecisionKind.SETUP: "Setting up",
        DecisionKind.REPRODUCE_BEACH: "Reproducing",
        DecisionKind.ACTION: "Your turn",
        DecisionKind.PLACE_CARD: "Resettling",
        DecisionKind.ENTER: "Special situations",
    }
    for kind in DecisionKind:
        section = overlay.section_for(kind.value)
        assert section is not None and kind.value in section.topics, kind
    for kind, title in expected.items():
        assert overlay.section_for(kind.value).title == title
    assert overlay.section_for(None).title == "How to play Tongiaki"
    assert overlay.section_for("king").title == "King islands"


def test_the_table_opens_the_guide_at_its_pending_decision(app, gui) -> None:
    app.new_game(["human", "easy"], seed=5, speed="instant")
    assert gui.wait_for_human()
    assert app.scene.match.pending.kind is DecisionKind.SETUP
    gui.key(pygame.K_h)
    assert app.help.visible
    assert app.help.current_section().title == "Setting up"
    gui.frame()
    # the contents light it too (play-test 40 saw "Your turn" lit, whose heading lay in the top
    # quarter under the short "Setting up")
    assert app.help.section_read().title == "Setting up"
    reproducing = next(s for s in app.help.layout.sections if s.title == "Reproducing")
    app.help.scroll = reproducing.y - 5  # its heading a few pixels below the top (play-test 36)
    assert app.help.section_read() is reproducing
    app.help.scroll = reproducing.y + 40  # read into it, the next heading further down
    assert app.help.section_read() is reproducing
    gui.key(pygame.K_ESCAPE)  # closes the guide, leaves the table alone
    assert not app.help.visible and app.scene.__class__.__name__ == "TableScene"
    gui.click_button("Rules")
    assert app.help.visible and app.help.current_section().title == "Setting up"
    gui.key(pygame.K_h)
    assert not app.help.visible


def test_the_start_screen_opens_the_quick_start(app, gui) -> None:
    app.to_menu()
    gui.frame()
    gui.key(pygame.K_h)
    assert app.help.visible and app.help.scroll == 0
    assert app.help.current_section().title == "How to play Tongiaki"


def test_wheel_keys_and_contents_scroll(app, gui) -> None:
    app.to_menu()
    app.help.open()
    gui.frame()
    overlay = app.help
    gui.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False)])
    after_wheel = overlay.scroll
    assert after_wheel > 0
    gui.key(pygame.K_PAGEDOWN)
    assert overlay.scroll > after_wheel
    gui.key(pygame.K_END)
    assert overlay.current_section().appendix
    gui.key(pygame.K_HOME)
    assert overlay.scroll == 0
    row, section = next((r, s) for r, s in overlay.contents if s.title == "King islands")
    gui.click(row.center)
    assert overlay.visible and overlay.current_section().title == "King islands"


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (3840, 2160)])
def test_every_section_fits_its_panel(size) -> None:
    pygame.display.init()
    pygame.font.init()
    surface = pygame.Surface(size)
    overlay = guide.HelpOverlay()
    overlay.open()
    overlay.draw(surface)
    titles = [s.title for s in overlay.layout.sections]
    assert len(titles) > 20 and guide.APPENDIX_TITLE in titles
    for item in overlay.layout.items:  # nothing is laid out wider than the text column
        assert item.x >= 0 and item.x + item.width <= overlay.body.width, item
    for section in overlay.layout.sections:
        overlay.scroll = section.y
        overlay.draw(surface)
        assert overlay.drawn, section.title
        for rect in overlay.drawn:
            assert overlay.body.contains(rect), (section.title, rect, overlay.body)
        assert overlay.rect.contains(overlay.body)
        assert surface.get_rect().contains(overlay.rect)
        for row, _ in overlay.contents:
            assert overlay.rect.contains(row)


def test_the_players_view_holds_no_developers_notes() -> None:
    words = " ".join(block.text for block in guide.guide_blocks())
    for note in ("tongiaki/", "tests", "pytest", ".py"):
        assert note not in words
    assert "R6.3" in words  # the rulings are there as an appendix, by number


def test_the_quick_start_pictures_render() -> None:
    pygame.display.init()
    deck = load_deck(DEFAULT_DECK_PATH)
    blocks = guide.guide_blocks()
    named = [b.picture for b in blocks if b.kind == "picture"]
    assert named == ["beach", "fleet", "danger", "king", "end"]
    for name in named:
        image = guidepics.picture(name, deck, 120)
        assert image.get_size() == (240, 120)
        colours = {tuple(image.get_at((x, y))) for x in range(0, 240, 6) for y in range(0, 120, 6)}
        assert len(colours) > 30, name  # cards and ships were drawn, not an empty frame
    with pytest.raises(KeyError):
        guidepics.picture("nonsense", deck, 120)


def test_a_missing_guide_file_is_said_in_the_panel(tmp_path) -> None:
    blocks = guide.guide_blocks(tmp_path / "none.md", guide.RULES_PATH)
    assert "none.md" in blocks[0].text and "cannot be read" in blocks[0].text


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
def test_the_contents_list_every_section_whole(size) -> None:
    """Every section has its row in the contents, inside the panel, and a title too long for
    one line takes two instead of being cut ("R8 King islands, resettlement, end of game")."""
    pygame.display.init()
    pygame.font.init()
    overlay = guide.HelpOverlay()
    overlay.place(size)
    overlay.open()
    overlay.draw(pygame.Surface(size))
    assert [s for _, s in overlay.contents] == list(overlay.layout.sections)
    rows = {s.title.split()[0]: r for r, s in overlay.contents}
    for row, section in overlay.contents:
        assert overlay.rect.contains(row), section.title
    assert rows["R8"].height > 1.5 * rows["R7"].height  # its second line
    assert rows["R9"].top > rows["R8"].bottom  # the next row below it, not over it


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
def test_the_quick_start_pictures_are_large_enough_to_read(size) -> None:
    """A play-test found the pictures' labels ("full beach", "2 colours vs 2 ⟶ crosses") too small
    at 100 pixels high: on a laptop screen they are laid out at least 130 pixels high, so their
    labels are 13 pixels or more."""
    pygame.display.init()
    pygame.font.init()
    overlay = guide.HelpOverlay()
    overlay.open()
    overlay.draw(pygame.Surface(size))
    pictures = [
        item
        for item in overlay.layout.items
        if item.x == 0 and item.height >= 40 and item.width == round(item.height * guidepics.ASPECT)
    ]
    assert len(pictures) == 5
    assert all(item.height >= 130 for item in pictures), [item.height for item in pictures]


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1280, 800), (3840, 2160)])
def test_the_pictures_labels_hold_no_colon(size, monkeypatch) -> None:
    """A play-test read "2 colours vs 2: crosses" as "2ı crosses": at the 12 and 13 pixels of
    the labels in a laptop's window the game's font draws a colon's two dots as one bar. No
    label the guide's pictures draw holds a colon; the danger picture's still say what each
    fleet's colours against the danger lead to."""
    from tongiaki.app.art import drawing

    drawn: list[tuple[str, int]] = []
    outlined = drawing.outlined_text

    def noting(words: str, px: int, *rest):
        drawn.append((words, px))
        return outlined(words, px, *rest)

    monkeypatch.setattr(drawing, "outlined_text", noting)
    pygame.display.init()
    pygame.font.init()
    overlay = guide.HelpOverlay()
    overlay.open()
    overlay.draw(pygame.Surface(size))
    assert len({words for words, _ in drawn}) > 10  # every picture's labels were drawn
    assert [words for words, _ in drawn if ":" in words] == []
    assert {"2 colours vs 2 ⟶ crosses", "1 colour vs 3 ⟶ sinks"} <= {words for words, _ in drawn}


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
def test_nothing_behind_the_guide_shows_through(size) -> None:
    """Play-test 25 saw the player panel's names and scores through the guide's list of sections:
    the panel was slightly see-through. Over a white and over a black screen it looks the same."""
    pygame.display.init()
    pygame.font.init()
    pictures = []
    for backdrop in ((255, 255, 255), (0, 0, 0)):
        surface = pygame.Surface(size)
        surface.fill(backdrop)
        overlay = guide.HelpOverlay()
        overlay.open()
        overlay.draw(surface)
        inside = overlay.rect.inflate(-24, -24)
        pictures.append(pygame.image.tobytes(surface.subsurface(inside), "RGB"))
    assert pictures[0] == pictures[1]


def test_the_keys_section_names_every_key_of_the_table_and_the_replay() -> None:
    """A play-test found the keys scattered through the guide's prose, W A S D nowhere: the
    Keys section lists them, and each key the table and the replay answer is in it."""
    text = guide.GUIDE_PATH.read_text(encoding="utf-8")
    section = text.split("## Keys", 1)[1].split("\n## ", 1)[0]
    for words in ("W A S D", "+ and -", " F ", "? or I", "U or Ctrl+Z", "Space", " O ", " T ", "H or F1", "Esc",
                  "F11", "Tab", "Enter", "Page Up", "Home and End", "1 to 4", " R ", " N "):
        assert words in section, words


def test_the_keys_section_says_what_is_dragged_where() -> None:
    """Play-test 30 read "drag a ship onto a pier" in the Keys section: the stack's face-down card
    is dragged onto a pier, and a landing fleet's ship onto a beach."""
    text = guide.GUIDE_PATH.read_text(encoding="utf-8")
    section = " ".join(text.split("## Keys", 1)[1].split("\n## ", 1)[0].split())
    assert "ship onto a pier" not in section
    assert "card onto a pier" in section and "ship of a landing fleet onto a beach" in section


def test_the_aim_says_what_the_beaches_pins_count() -> None:
    """Play-test 30 asked whether a beach's number is its name or its size, and play-test 31 read
    the new wooden pins beside the wakes' white discs: the guide's aim says the pin counts the
    beach's spots and the white discs are the wakes' dangers (it spoke of a white tag)."""
    text = guide.GUIDE_PATH.read_text(encoding="utf-8")
    aim = " ".join(text.split("## The aim", 1)[1].split("\n## ", 1)[0].split())
    assert "white tag" not in aim
    assert "wooden pin off a beach" in aim and "counts its spots" in aim and "dangers" in aim


def test_the_contents_light_the_section_whose_heading_shows_at_the_top(app, gui) -> None:
    """Play-test 36 scrolled with the wheel to "Reproducing", its heading a few pixels below the
    column's top, and the contents list still lit "Your turn" above it."""
    app.to_menu()
    overlay = app.help
    overlay.open()
    gui.frame()
    reproducing = next(s for s in overlay.layout.sections if s.title == "Reproducing")
    overlay.scroll = reproducing.y - 20  # the heading 20 px below the top of the column
    gui.frame()
    lit = [section.title for row, section in overlay.contents if app.screen.get_at((row.x + 2, row.centery))[:3]
           == (30, 70, 100)]  # the lit row's colour
    assert lit == ["Reproducing"]
    overlay.scroll = reproducing.y - overlay.body.height // 2  # half a column above it: the one before
    gui.frame()
    lit = [section.title for row, section in overlay.contents if app.screen.get_at((row.x + 2, row.centery))[:3]
           == (30, 70, 100)]
    assert len(lit) == 1 and lit != ["Reproducing"]
