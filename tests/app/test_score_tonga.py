"""The score sheet says that Tonga counts among the islands that break a tie (R8.4).

Play-test 28 read the row "islands with ships (Tonga too)" and asked whether Tonga, worth
nothing, should count. R8.4 breaks a tie on points by the islands each player is on, and Tonga
is an island: the count stays, and the sheet says so, in its row ("Tonga included") and in a
line under its figures that names what breaks a tie.
"""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.app.drawn import recorded_labels
from tests.app.matches import play_to_score_screen
from tongiaki.app.scenes import score as score_module
from tongiaki.app.scenes.score import ScoreScene
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.play.scoresheet import ISLANDS_LABEL, TIEBREAK_NOTE, TIEBREAK_TEXT, score_sheet


def test_tonga_counts_among_a_players_islands() -> None:
    deck = load_deck(DEFAULT_DECK_PATH)
    for seed in range(40):
        match = Match(deck, ["random", "random", "random"], seed)
        match.play_out()
        sheet = score_sheet(match.state, match.events)
        tonga = [row for row in sheet.rows if row.value == 0 and row.name == "Tonga"]
        if tonga and any(tonga[0].holds):
            break
    else:
        pytest.fail("no game ended with ships on Tonga")
    result = match.state.result()
    for p, on_tonga in enumerate(tonga[0].holds):
        assert sheet.islands[p] == result.islands[p] == sum(row.holds[p] for row in sheet.rows)
        if on_tonga:
            assert sheet.islands[p] == 1 + sum(row.holds[p] for row in sheet.rows if row is not tonga[0])
    assert "Tonga included" in ISLANDS_LABEL and "Tonga counts" in TIEBREAK_NOTE


@pytest.mark.parametrize("size", [(1366, 768), (1280, 800), (1024, 700)])
def test_the_sheet_says_tonga_counts_in_its_row_and_a_line_under_it(app, gui, size) -> None:
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    score = play_to_score_screen(app, gui)
    score.resize(size)
    with recorded_labels(score_module) as drawn:
        gui.frame()
    said = [label for label, _size in drawn]
    assert "islands with ships (Tonga included)" in said and "islands with ships (Tonga too)" not in said
    assert TIEBREAK_NOTE in said
    note = score.note_rect
    assert note is not None and score.panel.contains(note), (note, score.panel)
    assert note.bottom <= score.buttons[0].rect.top


@pytest.mark.parametrize("seats", [2, 6])
def test_the_tie_break_line_fits_the_sheet_for_any_number_of_seats(app, seats) -> None:
    match = Match(load_deck(DEFAULT_DECK_PATH), ["random"] * seats, 11)
    match.play_out()
    colours = ["blue", "green", "orange", "purple", "red", "yellow"][:seats]
    for size in [(1024, 700), (1366, 768)]:
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        score = ScoreScene(app, match, [c.title() for c in colours], colours)
        score.resize(size)
        score.draw(app.screen)
        assert score.note_rect is not None and score.panel.contains(score.note_rect), (size, score.note_rect)
        assert score.note_rect.right <= score.panel.right - 16


@pytest.mark.parametrize("seats", [2, 6])
@pytest.mark.parametrize("tiebreak", ["islands", "ships", "shared"])
def test_the_result_line_says_tonga_counts_where_it_names_the_islands(app, seats, tiebreak) -> None:
    """The line under the title named the islands that broke a tie without a word of Tonga,
    under a table that says "Tonga included" (the play-test after 28). It says "(Tonga counts)"
    as the note does, and shrinks to the sheet's width (a sheet of two seats is narrower than
    the longest line at 18 px): inside the sheet, under the title, above the names."""
    match = Match(load_deck(DEFAULT_DECK_PATH), ["random"] * seats, 11)
    match.play_out()
    colours = ["blue", "green", "orange", "purple", "red", "yellow"][:seats]
    for size in [(1024, 700), (1280, 800), (1366, 768)]:
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        score = ScoreScene(app, match, [c.title() for c in colours], colours)
        score.sheet = dataclasses.replace(
            score.sheet, winners=(0, 1) if tiebreak == "shared" else (0,), tiebreak=tiebreak
        )
        score.resize(size)
        with recorded_labels(score_module) as drawn:
            score.draw(app.screen)
        said = [label for label, _size in drawn]
        line = TIEBREAK_TEXT[tiebreak]
        assert "(Tonga counts)" in line and line in said, (size, said)
        box, title = score.result_rect, score.title_rect
        assert box is not None and title is not None
        assert score.panel.inflate(-24, 0).contains(box), (size, box, score.panel)
        assert title.bottom <= box.top and box.bottom <= score.panel.y + 92, (size, title, box)
