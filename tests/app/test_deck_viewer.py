"""The deck viewer: the start screen's "See the cards" and a click on the deck panel's thumbnails
open it on the chosen deck; it draws every different card of the deck, large, with how many of
each the stack holds (shipped decks and the player's own); the wheel, the keys and the buttons
reach the last card; Escape and Back return to the start screen with its choices kept."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pygame
import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS
from tests.app.drawn import recorded_text
from tongiaki.app.art import cardart, namelabels, numberlabels
from tongiaki.app.main import App
from tongiaki.app.scenes import deckview
from tongiaki.app.scenes.deckview import DeckViewScene, card_groups, wake_pattern
from tongiaki.app.scenes.start import StartScene
from tongiaki.app.widgets import deckpreview
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck, shipped_decks
from tongiaki.resources import user_decks_dir

OWN_DECK = """\
name: Straits and Reefs
start:
  name: Home
  value: 0
  beaches:
    - {capacity: 3, piers: [0, 1]}
    - {capacity: 3, piers: [2, 3]}
    - {capacity: 3, piers: [4, 5]}
islands:
  - name: Niue
    value: 3
    beaches:
      - {capacity: 4, piers: [1, 2, 3]}
      - {capacity: 2, piers: [5]}
  - name: Lono
    value: 2
    beaches:
      - {capacity: 3, piers: [1, 2]}
      - {capacity: 3, piers: [4, 5]}
water:
  - name: Strait 1
    wakes: [{edges: [0, 1], danger: 0}, {edges: [2, 3], danger: 2}, {edges: [4, 5], danger: 3}]
  - name: Reef
    wakes: [{edges: [0, 3], danger: 4}, {edges: [1, 2], danger: 0}, {edges: [4, 5], danger: 0}]
  - name: Strait 2
    wakes: [{edges: [0, 1], danger: 0}, {edges: [2, 3], danger: 2}, {edges: [4, 5], danger: 3}]
  - name: Strait 3
    wakes: [{edges: [0, 1], danger: 0}, {edges: [2, 3], danger: 2}, {edges: [4, 5], danger: 3}]
  - name: Golden strait
    value: 1
    wakes: [{edges: [0, 1], danger: 0}, {edges: [2, 3], danger: 2}, {edges: [4, 5], danger: 3}]
"""
"""A deck of one's own: three water cards alike but for their names (one face, 3 in the stack),
and one with the same wakes but a value (a face of its own)."""


def _menu(app, gui, deck: Path | str | None = None) -> StartScene:
    app.to_menu(deck=deck)
    gui.frame()
    start = app.scene
    assert isinstance(start, StartScene)
    return start


def _choose(gui, start: StartScene, key: str) -> None:
    for _ in range(len(start.deck.values)):
        if start.deck.value == key:
            return
        gui.click(start.deck.rect.center)
    assert start.deck.value == key, start.deck.values


def _through_every_card(gui, viewer: DeckViewScene) -> tuple[Counter, list[str]]:
    """Page from the first cards to the last (PageDown), drawing each page: the cards whose faces
    were drawn (by name, each time) and the text drawn."""
    drawn: Counter = Counter()
    real = cardart.card_surface

    def spy(card, size, *args, **kwargs):
        drawn[card.name] += 1
        return real(card, size, *args, **kwargs)

    cardart.card_surface = spy
    try:
        with recorded_text(deckview) as labels:
            gui.key(pygame.K_HOME)
            for _ in range(len(viewer.groups) + 1):
                if viewer.first_row >= viewer.last_first_row:
                    break
                gui.key(pygame.K_PAGEDOWN)
    finally:
        cardart.card_surface = real
    assert viewer.first_row == viewer.last_first_row
    return drawn, labels


def _viewer(app) -> DeckViewScene:
    assert isinstance(app.scene, DeckViewScene), type(app.scene).__name__
    return app.scene


def test_see_the_cards_opens_the_viewer_on_the_chosen_deck(app, gui) -> None:
    start = _menu(app, gui)
    _choose(gui, start, "great-ocean")
    assert start.see_cards.enabled and start.see_cards in start.widgets()
    gui.click(start.see_cards.rect.center)
    viewer = _viewer(app)
    assert viewer.deck is not None and viewer.deck.name == "Great Ocean"
    assert viewer.path == start.decks[start.deck.index]
    assert viewer.back is start


def test_a_click_on_the_thumbnails_opens_the_viewer(app, gui) -> None:
    """A play-test hovered the thumbnails and nothing happened: pointed at, they are outlined and
    the line under them says a click shows them large; a click does."""
    start = _menu(app, gui)
    _choose(gui, start, "calm-seas")
    gui.frame()
    cards = start.preview_cards_rect()
    assert cards is not None and start.panel_rect is not None
    assert not cards.colliderect(start.panel_rect)  # beside the form, clear of its widgets
    gui.move((cards.x - 30, cards.y - 30))
    assert not start.preview_hover
    with recorded_text(deckpreview) as said:
        gui.move(cards.center)
    assert start.preview_hover
    assert "Click the cards to see them large" in said
    gui.click(cards.center)
    viewer = _viewer(app)
    assert viewer.deck is not None and viewer.deck.name == start.preview.deck.name
    assert viewer.path == start.decks[start.deck.index]


@pytest.mark.parametrize("deck", [path.stem for path in shipped_decks()])
def test_every_card_of_a_shipped_deck_is_drawn(app, gui, deck) -> None:
    start = _menu(app, gui)
    _choose(gui, start, deck)
    gui.click(start.see_cards.rect.center)
    viewer = _viewer(app)
    drawn, labels = _through_every_card(gui, viewer)
    whole = load_deck(start.decks[start.deck.index])
    groups = card_groups(whole)
    assert {group.card.name for group in groups} == set(drawn)  # one face for each different card
    named = {name for group in groups for name in group.names}
    assert named == {card.name for card in whole.cards}  # every card of the deck is in a caption
    assert sum(group.count for group in groups) == len(whole.cards) - 1  # the stack, whole
    assert any(line.startswith("Cards 1-") and line.endswith(f"of {len(groups)} different "
                                                             f"({len(whole.cards)} in the deck)") for line in labels)


def test_a_deck_of_ones_own_shows_each_different_card_with_its_count(app, gui, tmp_path) -> None:
    """Given on the command line from a folder of one's own, and in the player's decks folder."""
    elsewhere = tmp_path / "decks elsewhere" / "straits.yaml"
    elsewhere.parent.mkdir()
    elsewhere.write_text(OWN_DECK, encoding="utf-8")
    user_decks_dir().mkdir(parents=True, exist_ok=True)
    (user_decks_dir() / "reefs.yaml").write_text(OWN_DECK.replace("Straits and Reefs", "My reefs"), encoding="utf-8")
    for opened in ("straits.yaml", "reefs (yours)"):
        start = _menu(app, gui, deck=elsewhere)
        _choose(gui, start, opened)
        gui.click(start.see_cards.rect.center)
        viewer = _viewer(app)
        drawn, labels = _through_every_card(gui, viewer)
        assert set(drawn) == {"Home", "Niue", "Lono", "Strait 1", "Reef", "Golden strait"}
        for caption in ("Home", "start island, not in the stack", "Niue", "worth 3 · 1 in the stack", "Lono",
                        "worth 2 · 1 in the stack", "Strait 1, Strait 2, Strait 3", "water · 3 in the stack",
                        "Reef", "water · 1 in the stack", "Golden strait", "worth 1 · 1 in the stack"):
            assert caption in labels, (opened, caption)
        assert "Cards 1-6 of 6 different (8 in the deck)" in labels
        gui.key(pygame.K_ESCAPE)
        assert app.scene is start


TURNED_DECK = OWN_DECK.split("water:")[0] + """water:
  - name: Strait
    wakes: [{edges: [0, 1], danger: 0}, {edges: [2, 3], danger: 2}, {edges: [4, 5], danger: 3}]
  - name: Strait listed otherwise
    wakes: [{edges: [5, 4], danger: 3}, {edges: [1, 0], danger: 0}, {edges: [3, 2], danger: 2}]
  - name: Strait turned
    wakes: [{edges: [1, 2], danger: 0}, {edges: [3, 4], danger: 2}, {edges: [5, 0], danger: 3}]
  - name: Strait other dangers
    wakes: [{edges: [0, 1], danger: 0}, {edges: [2, 3], danger: 3}, {edges: [4, 5], danger: 2}]
  - name: Calm
    wakes: [{edges: [0, 3], danger: 0}, {edges: [1, 5], danger: 0}, {edges: [2, 4], danger: 0}]
  - name: Calm turned
    wakes: [{edges: [1, 4], danger: 0}, {edges: [2, 0], danger: 0}, {edges: [3, 5], danger: 0}]
"""
"""Water cards alike and not: the same wakes listed in another order (one card), and the same
wakes turned against the crest, or with other dangers (other cards)."""


def _turned(card, turn: int) -> tuple[tuple[int, int, int], ...]:
    """A water card's wakes with every edge turned `turn` steps clockwise (`wake_pattern`'s form)."""
    return tuple(sorted((min((w.a + turn) % 6, (w.b + turn) % 6), max((w.a + turn) % 6, (w.b + turn) % 6), w.danger)
                        for w in card.wakes))


def test_water_cards_are_one_when_their_wakes_are_the_same_however_listed(app, gui, tmp_path) -> None:
    """The viewer groups water cards by their card data (`wake_pattern`), not by how the file
    lists the wakes nor by their pictures: "Strait listed otherwise" is Strait (it showed as a
    card of its own). A card whose wakes are Strait's turned is not Strait: it is laid with its
    crest towards the fleet's cell (R2.3), so a fleet coming in meets another wake."""
    path = tmp_path / "turned.yaml"
    path.write_text(TURNED_DECK, encoding="utf-8")
    deck = load_deck(path)
    cards = {card.name: card for card in deck.cards}
    strait, turned, calm = cards["Strait"], cards["Strait turned"], cards["Calm"]
    assert _turned(strait, 1) == wake_pattern(turned) and _turned(calm, 1) == wake_pattern(cards["Calm turned"])
    assert strait.exits[0] != turned.exits[0]  # in by the crest: out by edge 1, safe, against out by 5 past a 3
    assert calm.exits[0] != cards["Calm turned"].exits[0]
    groups = {group.card.name: group for group in card_groups(deck)}
    assert groups["Strait"].names == ("Strait", "Strait listed otherwise") and groups["Strait"].count == 2
    for alone in ("Strait turned", "Strait other dangers", "Calm", "Calm turned"):
        assert groups[alone].names == (alone,), alone
    start = _menu(app, gui, deck=path)
    _choose(gui, start, "turned.yaml")
    gui.click(start.see_cards.rect.center)
    viewer = _viewer(app)
    drawn, labels = _through_every_card(gui, viewer)
    assert drawn["Strait"] == 1 and "Strait listed otherwise" not in drawn
    assert "Strait, Strait listed otherwise" in labels and "water · 2 in the stack" in labels
    assert {"Strait turned", "Strait other dangers", "Calm", "Calm turned"} <= set(drawn)
    assert "Cards 1-8 of 8 different (9 in the deck)" in labels


def test_no_two_water_cards_of_the_standard_deck_are_one_card_turned() -> None:
    """The standard deck's water cards look like turns of a few shapes (Water 5 to 8 and 9 to
    12, Water 1 to 4 and 13 to 16), but their dangers differ: no card is another turned, with
    or without its crest, so each shows once with its count, 1."""
    deck = load_deck(DEFAULT_DECK_PATH)
    waters = [card for card in deck.cards if card.is_water]
    for index, card in enumerate(waters):
        for other in waters[index + 1:]:
            assert all(_turned(card, turn) != wake_pattern(other) for turn in range(6)), (card.name, other.name)
    groups = [group for group in card_groups(deck) if group.card.is_water]
    assert len(groups) == len(waters) == 16 and all(group.count == 1 for group in groups)


def test_paging_reaches_the_last_card_and_back(app, gui) -> None:
    start = _menu(app, gui)
    _choose(gui, start, "great-ocean")
    gui.click(start.see_cards.rect.center)
    viewer = _viewer(app)
    last = len(viewer.groups) - 1
    assert viewer.total_rows > viewer.grid.rows  # more than a page at 1280x800
    assert 0 in viewer.shown() and last not in viewer.shown()
    assert not viewer.previous.enabled and viewer.next.enabled
    for _ in range(viewer.total_rows):  # the Next button, a page at a time
        if last in viewer.shown():
            break
        before = viewer.first_row
        gui.click(viewer.next.rect.center)
        assert viewer.first_row == min(before + viewer.grid.rows, viewer.last_first_row)
    assert last in viewer.shown() and not viewer.next.enabled
    cell = viewer.cell_rect(last)
    assert viewer.grid.area.contains(cell)  # drawn whole, inside the grid
    gui.key(pygame.K_HOME)
    assert viewer.first_row == 0
    gui.key(pygame.K_END)
    assert last in viewer.shown()
    gui.key(pygame.K_PAGEUP)
    assert viewer.first_row == viewer.last_first_row - viewer.grid.rows
    gui.key(pygame.K_UP)
    gui.key(pygame.K_DOWN)
    gui.key(pygame.K_DOWN)
    assert viewer.first_row == viewer.last_first_row - viewer.grid.rows + 1
    gui.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, precise_x=0.0, precise_y=-1.0, flipped=False)])
    assert viewer.first_row == viewer.last_first_row - viewer.grid.rows + 2
    gui.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, precise_x=0.0, precise_y=3.0, flipped=False)])
    assert viewer.first_row == max(0, viewer.last_first_row - viewer.grid.rows - 1)
    for _ in range(viewer.total_rows):
        gui.key(pygame.K_RIGHT)
    assert viewer.first_row == viewer.last_first_row  # never past the last cards
    for _ in range(viewer.total_rows):
        gui.key(pygame.K_LEFT)
    assert viewer.first_row == 0 and not viewer.previous.enabled


def test_escape_and_back_return_to_the_start_screen_with_its_choices(app, gui) -> None:
    start = _menu(app, gui)
    gui.click(start.plus.rect.center)
    gui.click((start.kinds[1].rect.right - 10, start.kinds[1].rect.centery))
    gui.click((start.colours[3].rect.right - 10, start.colours[3].rect.centery))
    _choose(gui, start, "two-canoes")
    start.seed.value = "4242"
    chosen = (start.seats(), [c.value for c in start.colours[: start.count]], start.deck.value, start.seed.value,
              start.speed.value)
    assert start.count == 4 and chosen[0][1] == "hard"  # the form is not its default
    for leave in ("escape", "back"):
        gui.click(start.see_cards.rect.center)
        viewer = _viewer(app)
        gui.key(pygame.K_END)
        if leave == "escape":
            gui.key(pygame.K_ESCAPE)
        else:
            gui.click(viewer.back_button.rect.center)
        assert app.scene is start, leave
        gui.frame()
        assert (start.seats(), [c.value for c in start.colours[: start.count]], start.deck.value, start.seed.value,
                start.speed.value) == chosen, leave
        assert start.preview.deck is not None and start.preview.deck.name == "Two Canoes"


def test_a_deck_that_cannot_be_used_has_no_cards_to_see(app, gui, tmp_path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text(OWN_DECK.replace("capacity: 4", "capacity: 1"), encoding="utf-8")
    start = _menu(app, gui, deck=broken)
    assert start.preview.error is not None
    assert not start.see_cards.enabled and start.see_cards.why
    assert start.preview_cards_rect() is None
    gui.click(start.see_cards.rect.center)
    assert app.scene is start


def test_an_edit_while_the_viewer_is_open_shows(app, gui, tmp_path) -> None:
    """The file is looked at again as on the start screen: an edit shows, a mistake says so."""
    path = tmp_path / "straits.yaml"
    path.write_text(OWN_DECK, encoding="utf-8")
    start = _menu(app, gui, deck=path)
    gui.click(start.see_cards.rect.center)
    viewer = _viewer(app)
    assert len(viewer.groups) == 6
    path.write_text(OWN_DECK.replace("name: Strait 3\n    wakes: [{edges: [0, 1], danger: 0}",
                                     "name: Strait 3\n    wakes: [{edges: [0, 1], danger: 5}"), encoding="utf-8")
    for _ in range(40):
        gui.frame()
    assert len(viewer.groups) == 7
    path.write_text(OWN_DECK.replace("capacity: 4", "capacity: 1"), encoding="utf-8")
    with recorded_text(deckview) as said:
        for _ in range(40):
            gui.frame()
    assert viewer.deck is None and viewer.groups == [] and "This deck cannot be used" in said
    gui.key(pygame.K_ESCAPE)
    assert app.scene is start


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768), (1000, 650), (640, 480)])
def test_the_cards_are_large_and_the_grid_fits_the_window(size) -> None:
    """Every card shows whole, inside the panel and the grid, none over another or over the line
    of keys and the buttons; the cards are larger than the table's readable floor (names,
    values, capacity tags and dangers printed), three a row at least, two rows from 1000x650."""
    application = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        application.to_menu()
        application.step(1 / 60, [])
        start = application.scene
        assert application.screen.get_rect().contains(start.see_cards.rect)
        for path in shipped_decks():
            application.open_deck_view(path, back=start)
            viewer = application.scene
            assert isinstance(viewer, DeckViewScene)
            grid = viewer.grid
            assert grid.radius >= 64 and grid.columns >= 3, (size, grid)
            assert grid.rows >= (2 if size[1] >= 650 else 1), (size, grid)
            assert namelabels.name_printed(grid.radius) and numberlabels.capacity_tag_metrics(grid.radius)[0] > 0
            assert numberlabels.danger_badge_metrics(grid.radius)[0] >= 16
            while True:
                application.step(1 / 60, [])
                cells = [viewer.cell_rect(i) for i in viewer.shown()]
                assert len(cells) == min(grid.rows * grid.columns, len(viewer.groups) - viewer.shown().start)
                for i, cell in enumerate(cells):
                    assert grid.area.contains(cell) and viewer.panel.contains(cell), (size, cell)
                    assert viewer.card_rect(viewer.shown()[i]).bottom < cell.bottom
                    assert cell.bottom < viewer.back_button.rect.top - 20  # the keys' line between
                    assert not any(cell.colliderect(other) for other in cells[i + 1:])
                    assert not cell.colliderect(viewer.track())
                for button in viewer.buttons:
                    assert viewer.panel.contains(button.rect)
                if viewer.first_row >= viewer.last_first_row:
                    break
                viewer.scroll(grid.rows)
            application.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                                         scancode=0)])
            assert application.scene is start
    finally:
        application.close()


@pytest.mark.parametrize("size", [(1280, 800), (640, 480)])
def test_a_click_on_a_card_shows_it_large_and_a_click_or_escape_puts_it_back(size) -> None:
    """A play-tester clicked a card in the viewer and nothing happened: a click shows it alone,
    far larger than in the grid (its name, value, capacity tags and dangers readable), with its
    caption and its beaches or wakes in words; Left/Right show the card before or after; a click
    anywhere, or Escape, puts it back (Escape then leaves the viewer, as before)."""
    from tests.app.conftest import Gui

    application = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        gui = Gui(application)
        start = _menu(application, gui)
        gui.click(start.see_cards.rect.center)
        viewer = _viewer(application)
        islands = [i for i in viewer.shown() if viewer.groups[i].card.is_island and not viewer.groups[i].card.is_start]
        index = islands[0]
        card = viewer.groups[index].card
        assert viewer.enlarged is None
        real = cardart.card_surface
        drawn: list[tuple[str, float]] = []

        def spy(c, radius, *args, **kwargs):
            drawn.append((c.name, radius))
            return real(c, radius, *args, **kwargs)

        with recorded_text(deckview) as said:
            cardart.card_surface = spy
            try:
                gui.click(viewer.card_rect(index).center)
            finally:
                cardart.card_surface = real
        assert viewer.enlarged == index
        face = viewer.enlarged_rect()
        assert face is not None and viewer.panel.contains(face)
        radius = max(r for name, r in drawn if name == card.name)
        assert radius >= 1.5 * viewer.grid.radius and radius >= 120, (radius, viewer.grid.radius)
        assert numberlabels.capacity_tag_metrics(radius)[0] > 0 and namelabels.name_printed(radius)
        name, kind = deckview.caption_lines(viewer.groups[index])
        assert name in said and kind in said, said
        beaches = deckview.card_words(card)
        assert beaches.startswith(f"{len(card.beaches)} beach") and beaches in " ".join(said)  # wrapped at 640 px
        lines = viewer.enlarged_lines()
        below = sum(deckview.text(line, size, deckview.INK, bold=True).get_height() + 4 for line, size, _ in lines)
        assert face.bottom + 12 + below <= viewer.panel.bottom, (face, below, viewer.panel)
        assert all(deckview.text(line, size, deckview.INK, bold=True).get_width() <= viewer.panel.width - 40
                   for line, size, _ in lines)
        # the next card, then a click anywhere puts it back; a click there does not open another
        gui.key(pygame.K_RIGHT)
        assert viewer.enlarged == index + 1
        gui.click(viewer.card_rect(index).center)
        assert viewer.enlarged is None and application.scene is viewer
        gui.frame()
        # a water card's wakes in words; Escape puts it back, a second Escape leaves
        gui.key(pygame.K_END)
        water = next(i for i in viewer.shown() if not viewer.groups[i].card.is_island)
        gui.click(viewer.card_rect(water).center)
        assert viewer.enlarged == water
        assert deckview.card_words(viewer.groups[water].card).startswith("3 wakes, danger: ")
        gui.key(pygame.K_ESCAPE)
        assert viewer.enlarged is None and application.scene is viewer
        gui.key(pygame.K_ESCAPE)
        assert application.scene is start
    finally:
        application.close()


def test_a_card_shown_large_names_its_beaches_and_left_right_go_round() -> None:
    """Play-test 53: the beaches in words did not say which was which ("room for 5 ships (2
    piers), for 3 ships (3 piers)"), Right on the last card did nothing, and the grid's dimmed
    lines showed through beside the large card's words. The words name each beach by its side
    (as the table's boxes do), Left/Right go round, and the grid is hidden under the card."""
    from tests.app.conftest import Gui
    from tongiaki.cardshape import beach_names

    application = App((1280, 800), ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        gui = Gui(application)
        start = _menu(application, gui)
        gui.click(start.see_cards.rect.center)
        viewer = _viewer(application)
        index = next(i for i in viewer.shown() if len(viewer.groups[i].card.beaches) >= 2)
        card = viewer.groups[index].card
        words = deckview.card_words(card)
        for name, beach in zip(beach_names(card, 0), card.beaches, strict=True):
            assert f"{name} for {beach.capacity} ship" in words, words
        gui.click(viewer.card_rect(index).center)
        assert viewer.enlarged == index
        gui.key(pygame.K_LEFT)
        last = len(viewer.groups) - 1
        while viewer.enlarged != last:
            gui.key(pygame.K_RIGHT)
        gui.key(pygame.K_RIGHT)
        assert viewer.enlarged == 0
        gui.key(pygame.K_LEFT)
        assert viewer.enlarged == last
        gui.frame()
        panel = viewer.panel
        corner = application.screen.get_at((panel.x + 2, panel.bottom - 3))[:3]
        assert corner == (6, 14, 22), corner  # the large card's own ground: nothing of the grid
    finally:
        application.close()
