"""The evaluation's features (`evaluation.player_features`) read the table island by island
(`Table.islands_in_use`); they must equal a plain count over the `ships` view in every state
of random games (`reference_features` below is that count, written for clarity, not speed)."""

from __future__ import annotations

import random

from tongiaki.ai.analysis import presence
from tongiaki.ai.evaluation import player_features
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.rules import GameState, new_game
from tongiaki.rules.state import MAX_KINGS

STANDARD = load_deck(DEFAULT_DECK_PATH)


def reference_features(state: GameState) -> list[list[float]]:
    """FEATURES per player, counted from the ships view."""
    n = state.players
    rows = []
    islands_of = {cell for cell, _beach in state.ships}
    for p in range(n):
        ships = mixed = islands = 0
        ship_points = fragile = 0.0
        best_king = 0
        for cell in islands_of:
            beaches = [(b, owners) for (c, b), owners in state.ships.items() if c == cell]
            value = state.cards[state.cells[cell]].value
            mine = [(b, owners) for b, owners in beaches if p in owners]
            ships += sum(owners.count(p) for _b, owners in mine)
            mixed += sum(owners.count(p) for _b, owners in mine if len(set(owners)) > 1)
            if not mine:
                continue
            if state.kings.get(cell) != p:
                islands += 1
                ship_points += value
                if all(state.capacity(cell, b) - len(owners) <= 1 for b, owners in mine):
                    fragile += value
            everyone = {o for _b, owners in beaches for o in owners}
            if state.kings.get(cell) is None and state.cells[cell] != 0 and everyone == {p}:
                best_king = max(best_king, value)
        kings_left = MAX_KINGS - state.kings_used[p]
        rows.append([float(ships), float(mixed), float(islands), ship_points, float(kings_left),
                     float(best_king if kings_left > 0 else 0), fragile, 1.0])
    return rows


def test_features_equal_a_plain_count_in_random_games() -> None:
    rng = random.Random(11)
    states = 0
    for game in range(12):
        state = new_game(STANDARD, 2 + game % 5)
        while (node := state.pending) is not None:
            if states % 3 == 0:
                assert player_features(state, presence(state)) == reference_features(state)
            states += 1
            state.play(node.options[rng.randrange(len(node.options))])
    assert states > 1000


def test_islands_in_use_lists_each_island_with_ships_and_its_occupied_beaches() -> None:
    rng = random.Random(3)
    state = new_game(STANDARD, 4)
    for _ in range(120):
        node = state.pending
        assert node is not None
        state.play(node.options[rng.randrange(len(node.options))])
    found = {cell: (card, beaches) for cell, card, beaches in state.islands_in_use()}
    expected_cells = {cell for (cell, _b), owners in state.ships.items() if owners}
    assert set(found) == expected_cells and found
    for cell, (card, beaches) in found.items():
        assert card == state.cells[cell]
        assert beaches == [(state.capacity(cell, b) - len(owners), owners)
                           for (c, b), owners in state.ships.items() if c == cell and owners]
