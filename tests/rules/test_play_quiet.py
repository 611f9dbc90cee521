"""`GameState.play` (no events, for searches and simulations) plays the same game as `apply`.

Two states of each seeded random game go on side by side, one by `apply_unchecked` (events
made), one by `play`: after every step their snapshots (every attribute and index) and pending
nodes are equal, whatever the player count and deck, through copies, R7.3 removals and the end.
"""

from __future__ import annotations

import random

import pytest

from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.rules import max_players, new_game
from tongiaki.rules.position import position_text

DECKS = sorted(DEFAULT_DECK_PATH.parent.glob("*.yaml"))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_play_and_apply_unchecked_play_the_same_games(players: int) -> None:
    checked = 0
    for game in range(12):
        deck = load_deck(DECKS[game % len(DECKS)])
        if max_players(deck) < players:
            continue
        rng = random.Random(1000 * players + game)
        loud, quiet = new_game(deck, players), new_game(deck, players)
        steps = 0
        while (node := loud.pending) is not None:
            assert quiet.pending == node
            option = node.options[rng.randrange(len(node.options))]
            events = loud.apply_unchecked(option)
            assert quiet.play(option) is None
            assert events, "apply_unchecked still reports what happened"
            assert quiet.snapshot() == loud.snapshot()
            steps += 1
            if steps % 41 == 0:
                quiet = quiet.copy()
        assert quiet.pending is None and quiet.is_over()
        assert quiet.result() == loud.result()
        assert position_text(quiet) == position_text(loud)
        checked += 1
    assert checked >= 6
