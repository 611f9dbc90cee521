"""What is worked out from the cards lying is never stale: `Table.board_key` (which keys the
voyage odds' memo) and the R7.1 home thresholds kept per pier direction follow every attached
card, removed island and new king island, in the state that changed and not in its copies.

Seeded random games (4 and 6 players, copies taken along the way and played on separately) are
checked after every step against values worked out afresh from the public attributes.
"""

from __future__ import annotations

import pickle
import random

from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.rules import EventKind, GameState, new_game
from tongiaki.rules.routes import crossing_tables, home_threshold


def _fresh_key(state: GameState) -> tuple[object, ...]:
    return (tuple(state.cells.items()), tuple(state.rotations.items()), tuple(state.kings))


def _check(state: GameState) -> None:
    assert state.board_key().items == _fresh_key(state)
    for cell in state.island_cells():
        for direction in range(6):
            kept = state.home_threshold(cell, direction)
            fresh = home_threshold(state.cells, state.rotations, state.kings, crossing_tables(state.cards), cell,
                                   direction)
            assert kept == fresh


def test_board_memos_follow_every_change_and_stay_with_their_copy() -> None:
    deck = load_deck(DEFAULT_DECK_PATH)
    kinds: set[EventKind] = set()
    for game, players in enumerate((4, 6, 4, 6, 4, 6)):
        rng = random.Random(500 + game)
        state = new_game(deck, players)
        copies: list[GameState] = []
        steps = 0
        while (node := state.pending) is not None:
            key_before = state.board_key()
            if steps % 23 == 0:
                copies.append(state.copy())
                assert copies[-1].board_key() is key_before  # shared until either changes
            events = state.apply(node.options[rng.randrange(len(node.options))])
            kinds.update(e.kind for e in events)
            _check(state)
            steps += 1
        for copy in copies:  # the copies kept their own boards and memos, and play on alike
            _check(copy)
            while (node := copy.pending) is not None:
                copy.play(node.options[rng.randrange(len(node.options))])
                _check(copy)
    assert {EventKind.CARD_ATTACHED, EventKind.KING_FOUNDED} <= kinds


def test_a_state_with_its_board_key_and_seen_arrangements_pickles() -> None:
    # States are pickled to the AI's helper processes (expert); the kept board key and R7.6's
    # record must come along, compiled (mypyc makes such objects only through their class) or not.
    deck = load_deck(DEFAULT_DECK_PATH)
    for seed in range(40):
        rng = random.Random(seed)
        state = new_game(deck, 4)
        while (node := state.pending) is not None and not (state.seen and rng.random() < 0.3):
            state.play(node.options[rng.randrange(len(node.options))])
        state.board_key()
        back = pickle.loads(pickle.dumps(state))
        assert back.snapshot() == state.snapshot()
        assert back.board_key() == state.board_key() and back.seen == state.seen
        if state.seen:
            return
    raise AssertionError("no seeded game reached a turn with an emigration recorded")
