"""The table's readers that do without the `ships` view agree with it in every state of random
games: `beach_ships`, `occupied_beaches`, `islands_with_ships`, `islands_of_each`,
`ships_on_spots`, `ships_on_island` (the AI's hot paths read the table through them)."""

from __future__ import annotations

import random

from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.rules import new_game

STANDARD = load_deck(DEFAULT_DECK_PATH)


def test_the_readers_agree_with_the_ships_view_in_random_games() -> None:
    rng = random.Random(5)
    states = 0
    for game in range(40):
        state = new_game(STANDARD, 2 + game % 5)
        while (node := state.pending) is not None:
            ships = state.ships
            occupied = [(key, owners) for key, owners in ships.items() if owners]
            assert state.occupied_beaches() == occupied
            order = list(dict.fromkeys(cell for cell, _beach in ships))  # table order of the islands
            each = state.islands_of_each()
            for p in range(state.players):
                mine = [cell for cell in order if any(p in ships[(cell, b)] for c, b in ships if c == cell)]
                assert state.islands_with_ships(p) == mine
                assert each[p] == set(mine)
                assert state.ships_on_spots(p) == sum(owners.count(p) for owners in ships.values())
                for cell in mine:
                    assert state.ships_on_island(cell, p) == sum(
                        owners.count(p) for (c, _b), owners in ships.items() if c == cell)
            for (cell, beach), owners in ships.items():
                assert state.beach_ships(cell, beach) == owners
            each[0].add((99, 99))  # a new set each time: the table's own indexes are untouched
            assert (99, 99) not in state.islands_of_each()[0]
            states += 1
            state.apply(node.options[rng.randrange(len(node.options))])
    assert states > 3000
