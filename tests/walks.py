"""Seeded random games walked for the tests that look at one kind of decision on the way."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import TYPE_CHECKING

from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.rules import Decision, DecisionKind, GameState, new_game

if TYPE_CHECKING:
    from tongiaki.play.match import Match


def decisions_of_kind(kind: DecisionKind, seed: int, players: int = 4) -> Iterator[tuple[GameState, Decision]]:
    """(state, decision) at every decision of `kind` with more than one option, in random games
    of the standard deck played on from `seed` (a new game whenever one ends; endless: the
    caller stops). The state must not be changed by the caller."""
    deck = load_deck(DEFAULT_DECK_PATH)
    rng = random.Random(seed)
    state = new_game(deck, players)
    while True:
        if state.is_over():
            state = new_game(deck, players)
        node = state.pending
        assert node is not None
        if isinstance(node, Decision) and node.kind is kind and len(node.options) > 1:
            yield state, node
        options = node.outcomes if node.is_chance else node.options
        state.apply(options[rng.randrange(len(options))])


def finished_match(seats: list[str], seed: int) -> Match:
    """A finished game of the standard deck with `seats`; its people ("human" seats) played
    random options (from `seed`), its computer seats as their levels play."""
    from tongiaki.play.match import Match

    match = Match(load_deck(DEFAULT_DECK_PATH), seats, seed)
    rng = random.Random(seed)
    while not match.is_over():
        node = match.pending
        if isinstance(node, Decision) and match.agents[node.player] is None:
            match.apply(node.options[rng.randrange(len(node.options))])
        else:
            match.advance()
    return match
