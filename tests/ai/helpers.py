"""Shared helpers of the AI tests: seeded matches, checking agents, fast search settings."""

from __future__ import annotations

import random

from tongiaki.ai import SEARCH_LEVELS, make_agent
from tongiaki.ai.base import Agent
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.rules import Decision, GameState, Option

DECK = load_deck(DEFAULT_DECK_PATH)

SEARCH_ITERATIONS = 30
"""Iteration cap of the searching levels in tests: small, and binding long before the time budget."""

SEARCH_THINK = 600.0
"""A time budget that never binds in tests, so the iteration cap decides (determinism)."""


def agent(level: str) -> Agent:
    """An agent of `level` with test settings (searching levels capped by iterations)."""
    if level in SEARCH_LEVELS:
        return make_agent(level, think=SEARCH_THINK, iterations=SEARCH_ITERATIONS)
    return make_agent(level)


class CheckingAgent:
    """Wraps an agent, asserts every choice is offered and the state is left untouched."""

    def __init__(self, inner: Agent) -> None:
        self.inner = inner
        self.name = inner.name
        self.choices: list[str] = []

    def choose(self, state: GameState, decision: Decision, rng: random.Random) -> Option:
        before = snapshot(state)
        option = self.inner.choose(state, decision, rng)
        assert option in decision.options, f"{self.name} chose {option}, not offered"
        assert snapshot(state) == before, f"{self.name} changed the state while choosing"
        self.choices.append(str(option))
        return option


def snapshot(state: GameState) -> tuple:
    """The public position, comparable with ==."""
    return (
        dict(state.cells), dict(state.rotations), dict(state.ships), dict(state.kings), tuple(state.kings_used),
        tuple(state.supply), tuple(state.stranded), state.stack, tuple(state.removed), state.active, state.turn,
        state.end_triggered, state.voyage, state.phase, state.pending,
    )


def checked_match(seats: list[str], seed: int) -> tuple[Match, list[CheckingAgent]]:
    """A match whose AI seats are wrapped in `CheckingAgent`s."""
    match = Match(DECK, ["random"] * len(seats), seed)
    wrapped = [CheckingAgent(agent(level)) for level in seats]
    match.agents = list(wrapped)
    return match, wrapped


def play_decisions(match: Match, limit: int) -> None:
    """Advance the match until it ends or `limit` decisions with a real choice were taken."""
    taken = 0
    while taken < limit:
        node = match.state.pending
        if node is None:
            return
        if not node.is_chance and len(node.options) > 1:
            taken += 1
        match.advance()
