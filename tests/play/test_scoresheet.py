"""The score sheet adds up to the rules core's result and counts the losses at sea from the events."""

from __future__ import annotations

import pytest

from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.play.scoresheet import score_sheet
from tongiaki.rules import EventKind

DECK = load_deck(DEFAULT_DECK_PATH)


@pytest.mark.parametrize("seed", range(12))
def test_sheet_rows_add_up_to_the_result(seed: int) -> None:
    players = 2 + seed % 5
    match = Match(DECK, ["random"] * players, seed)
    match.play_out()
    sheet = score_sheet(match.state, match.events)
    result = match.state.result()
    for p in range(players):
        assert sum(row.points[p] for row in sheet.rows) == result.scores[p] == sheet.totals[p]
        assert sum(1 for row in sheet.rows if row.holds[p]) == result.islands[p] == sheet.islands[p]
    assert sheet.winners == result.winners and sheet.tiebreak == result.tiebreak
    values = [row.value for row in sheet.rows]
    assert values == sorted(values, reverse=True)
    failed = [e for e in match.events if e.kind is EventKind.CROSSING and not e.passed]
    assert sum(sheet.ships_sunk) == sum(len(e.ships) for e in failed)
    assert sum(sheet.fleets_lost) >= len(failed)
    stranded = [e for e in match.events if e.kind is EventKind.STRANDED]
    assert sum(sheet.ships_stranded) == sum(len(e.ships) for e in stranded)
    for row in sheet.rows:
        assert row.king >= 0 or any(row.ships)
        if row.king >= 0:
            assert row.points[row.king] == row.value


def test_kings_are_marked_on_their_row() -> None:
    for seed in range(60):
        match = Match(DECK, ["easy"] * 3, seed)
        match.play_out()
        if match.state.kings:
            break
    else:
        pytest.skip("no king founded in 60 easy games")
    sheet = score_sheet(match.state, match.events)
    kings = {row.cell: row.king for row in sheet.rows if row.king >= 0}
    assert kings == dict(match.state.kings)


def test_the_sheet_carries_the_hints_each_player_asked_for() -> None:
    match = Match(DECK, ["random"] * 3, 4)
    match.play_out()
    assert score_sheet(match.state, match.events).hints == (0, 0, 0)
    match.hints[1] = 2
    assert score_sheet(match.state, match.events, match.hints).hints == (0, 2, 0)
