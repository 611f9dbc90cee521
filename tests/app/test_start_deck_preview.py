"""The start screen's deck preview: the chosen deck's summary and card thumbnails; a deck edited
on disk shows its new summary without restarting (when the screen opens, and while it is open);
a deck that cannot be used shows its message instead of the Start button."""

from __future__ import annotations

import pygame
import pytest

from tongiaki.app.scenes.start import StartScene
from tongiaki.app.scenes.table import TableScene
from tongiaki.play.deckinfo import deck_overview
from tongiaki.play.decks import DEFAULT_DECK_PATH, DeckError, load_deck
from tongiaki.resources import user_decks_dir

MUROROA = "  - name: Muroroa\n    value: 2\n"


def _my_deck(text: str | None = None):
    folder = user_decks_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "mine.yaml"
    if text is None:
        text = DEFAULT_DECK_PATH.read_text(encoding="utf-8").replace("name: Standard", "name: My own deck", 1)
    path.write_text(text, encoding="utf-8")
    return path


def _menu_on_my_deck(app, gui) -> StartScene:
    app.to_menu()
    gui.frame()
    start = app.scene
    assert isinstance(start, StartScene)
    while start.deck.value != "mine (yours)":
        gui.click(start.deck.rect.center)
    return start


def test_the_standard_deck_at_a_glance() -> None:
    overview = deck_overview(load_deck(DEFAULT_DECK_PATH))
    assert (overview.cards, overview.islands, overview.waters) == (32, 15, 16)  # as its header says
    assert sum(count for _, count in overview.island_values) == 15
    assert overview.wakes == 3 * 16 and 0 < overview.safe_wakes < overview.wakes
    assert overview.lines()[0] == "32 cards: the start island, 15 islands, 16 water cards"
    values = dict(overview.island_values)
    assert overview.lines()[1] == f"Islands: {values[2]} worth 2, {values[3]} worth 3, {values[4]} worth 4, " \
                                  f"{values[5]} worth 5 points"
    assert overview.lines()[2] == (f"Calm wakes (no danger, every fleet crosses): "
                                   f"{round(100 * overview.safe_wakes / 48)}% ({overview.safe_wakes} of 48)")


def test_the_chosen_deck_shows_its_summary_and_cards(app, gui) -> None:
    app.to_menu()
    gui.frame()
    start = app.scene
    assert start.preview.overview is not None and start.preview.overview.name == "Standard"
    strip = start.preview.strip(300, 200)
    assert strip.get_width() == 300 and 0 < strip.get_height() <= 200
    assert strip.get_bounding_rect().height > 0  # cards are drawn
    _my_deck()
    start = _menu_on_my_deck(app, gui)  # a deck added meanwhile is listed when the screen opens
    assert start.preview.overview.name == "My own deck"


def test_an_edited_deck_shows_its_new_summary_without_restarting(app, gui) -> None:
    path = _my_deck()
    start = _menu_on_my_deck(app, gui)
    assert (12, 1) not in start.preview.overview.island_values
    text = path.read_text(encoding="utf-8")
    assert MUROROA in text
    path.write_text(text.replace(MUROROA, "  - name: Muroroa\n    value: 12\n"), encoding="utf-8")
    # While the screen is open: the file is looked at again within half a second of play time.
    for _ in range(40):
        gui.frame()
    assert (12, 1) in start.preview.overview.island_values
    # And when the screen opens again.
    path.write_text(text.replace("name: My own deck", "name: Edited again", 1), encoding="utf-8")
    start = _menu_on_my_deck(app, gui)
    assert start.preview.overview.name == "Edited again"
    assert (12, 1) not in start.preview.overview.island_values


def test_an_invalid_deck_shows_its_message_instead_of_start(app, gui) -> None:
    path = _my_deck()
    start = _menu_on_my_deck(app, gui)
    assert start.start in start.widgets()
    path.write_text("name: [unclosed\n", encoding="utf-8")
    gui.frame([pygame.event.Event(pygame.WINDOWFOCUSGAINED)])  # back from the editor
    with pytest.raises(DeckError) as caught:
        load_deck(path)
    expected = str(caught.value)
    assert start.preview.error == expected and expected.startswith("mine.yaml: ")
    assert not start.deck_ok and start.start not in start.widgets()
    gui.click(start.start.rect.center)  # where Start was: nothing starts
    gui.key(pygame.K_RETURN)
    assert app.scene is start and start.message == ""  # said where Start was and in the deck's panel
    # Fixed again: Start comes back.
    _my_deck()
    gui.frame([pygame.event.Event(pygame.WINDOWFOCUSGAINED)])
    assert start.deck_ok and start.start in start.widgets()
    gui.click(start.start.rect.center)
    assert isinstance(app.scene, TableScene)
    assert app.scene.match.deck.name == "My own deck"


def _drawn_text(start: StartScene) -> list[str]:
    """The lines the deck's panel shows above its cards."""
    return [line for line, *_ in start.preview._text_lines(300, start.preview_problem())]


def test_a_deck_too_small_for_the_seats_says_so_at_once(app, gui) -> None:
    """Play-test 25 chose "Two Canoes" with six seats: the summary looked normal and Start was
    active; only Start brought the rules' message, in a box at the far left. The deck's panel
    says it at once (the rules' own line) and the Start button gives way, again whenever the
    seat count changes."""
    from tongiaki.rules import StartIslandTooSmall, check_players, max_players

    app.to_menu()
    gui.frame()
    start = app.scene
    assert isinstance(start, StartScene)
    while start.count < 6:
        gui.click(start.plus.rect.center)
    while start.preview.overview is None or start.preview.overview.name != "Two Canoes":
        gui.click(start.deck.rect.center)
    gui.frame()
    canoes = start.preview.deck
    most = max_players(canoes)
    assert most == 4
    with pytest.raises(StartIslandTooSmall) as caught:
        check_players(canoes, 6)
    expected = str(caught.value)
    assert start.seat_problem == expected and not start.deck_ok
    assert start.start not in start.widgets() and start.start_gives_way() == ("Deck seats", "at most 4")
    assert "Not for 6 players" in _drawn_text(start)
    assert " ".join(_drawn_text(start)).find("at most 4 players, not 6 (R10)") > 0
    gui.click(start.start.rect.center)
    gui.key(pygame.K_RETURN)
    assert app.scene is start and start.message == ""  # no box at the far left
    gui.click(start.minus.rect.center)  # 5 seats: still too many, said for 5
    assert "Not for 5 players" in _drawn_text(start) and start.start not in start.widgets()
    gui.click(start.minus.rect.center)  # 4 seats: Start is back, the panel is the deck's summary
    assert start.deck_ok and start.seat_problem is None and start.start in start.widgets()
    assert not any(line.startswith("Not for") for line in _drawn_text(start))
    gui.click(start.plus.rect.center)
    assert not start.deck_ok
    while start.preview.overview.name != "Standard":  # a deck that seats six: Start again
        gui.click(start.deck.rect.center)
    gui.frame()
    assert start.deck_ok and start.start in start.widgets()
    assert not any(line.startswith("Not for") for line in _drawn_text(start))
