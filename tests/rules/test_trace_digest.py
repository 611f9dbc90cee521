"""Seeded random games hash to a stored digest: any change of the rules core's behaviour fails here.

TRACE_GAMES seeded random games (seed g, 2 to 6 players in turn, the decks of config/decks in
turn, skipping a deck that cannot seat the players) are played through `pending` and `apply`;
every pending node's options (their text forms, in order), every applied option, every event
list (`repr`, so every field), the final `result()` and the final `position_text` go into one
SHA-256. Every COPY_EVERY-th step the game goes on from `copy()` of the state, so copies play
on alike too. The digest was computed with the core as it stood when the test was added; a
speed-up of the core must leave it unchanged. After a deliberate change of the rules, print
the new digest with

    .venv/bin/python -m tests.rules.test_trace_digest
"""

from __future__ import annotations

import hashlib
import random

from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.rules import Deck, max_players, new_game
from tongiaki.rules.position import position_text

TRACE_GAMES = 300
COPY_EVERY = 97
DECK_FILES = sorted(p.name for p in DEFAULT_DECK_PATH.parent.glob("*.yaml"))
TRACE_DIGEST = "2fb2d2d277f146f08a60bb189874816427e19656c97e117b4196eea87652a610"


def trace_digest(games: int = TRACE_GAMES) -> str:
    """The SHA-256 of the full traces of `games` seeded random games (see the module docstring)."""
    decks: list[Deck] = [load_deck(DEFAULT_DECK_PATH.parent / name) for name in DECK_FILES]
    digest = hashlib.sha256()
    for game in range(games):
        players = 2 + game % 5
        seating = [deck for deck in decks if max_players(deck) >= players]
        deck = seating[game % len(seating)]
        rng = random.Random(game)
        state = new_game(deck, players)
        steps = 0
        while (node := state.pending) is not None:
            options = node.options
            digest.update("|".join(map(str, options)).encode())
            option = options[rng.randrange(len(options))]
            digest.update(str(option).encode())
            digest.update(repr(state.apply(option)).encode())
            steps += 1
            if steps % COPY_EVERY == 0:
                state = state.copy()
        digest.update(repr(state.result()).encode())
        digest.update(position_text(state).encode())
    return digest.hexdigest()


def test_seeded_random_games_trace_to_the_stored_digest() -> None:
    assert trace_digest() == TRACE_DIGEST


if __name__ == "__main__":
    print(trace_digest())
