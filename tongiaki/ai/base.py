"""The one agent interface every computer seat implements: `choose(state, decision, rng) -> option`.

An agent sees only what a player at the table sees: the state's public attributes, with the
stack as a composition (`state.stack` is sorted; it never holds an order). It must return
one of `decision.options` and draw every random number from the `rng` it is given.

An agent that can say why (`Explaining`: easy, medium, hard, expert) also has
`decide(state, decision, rng) -> Choice`: the option `choose` would return for the same rng (it
draws exactly the same random numbers) with a one-line reason in a player's words.
`tongiaki.ai.explain.decide` asks any agent for a `Choice` (describing the option itself for an
agent without `decide`, such as `RandomAgent`).
"""

from __future__ import annotations

import random
from typing import NamedTuple, Protocol

from tongiaki.rules import Decision, GameState, Option


class Choice(NamedTuple):
    """An option chosen by a computer seat and why, in one line ("sails with 3 colours: 83% to land")."""

    option: Option
    reason: str
    plan: tuple[Option, ...] = ()
    """What the seat means to do next in the same turn, its own decisions that follow this one
    (the searching levels' most visited line, a reproduction's new ships all placed; empty
    when it has none). A plan, not a promise: the cards revealed and a fresh look may change
    it, but for a reproduction's new ships, which go where it says (`planned.py`)."""


class Agent(Protocol):
    """A computer seat."""

    name: str

    def choose(self, state: GameState, decision: Decision, rng: random.Random) -> Option:
        """Pick one of `decision.options`."""
        ...


class Explaining(Protocol):
    """A computer seat that gives the reason for its choice."""

    name: str

    def choose(self, state: GameState, decision: Decision, rng: random.Random) -> Option:
        """Pick one of `decision.options`."""
        ...

    def decide(self, state: GameState, decision: Decision, rng: random.Random) -> Choice:
        """The option `choose` picks for the same rng (the same numbers drawn), with its reason."""
        ...


class RandomAgent:
    """Uniformly random legal options: for tests and fuzzing."""

    name = "random"

    def choose(self, state: GameState, decision: Decision, rng: random.Random) -> Option:
        """Any offered option, uniformly."""
        return decision.options[rng.randrange(len(decision.options))]
