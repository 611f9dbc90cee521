"""The one agent interface every computer seat implements: `choose(state, decision, rng) -> option`.

An agent sees only what a player at the table sees: the state's public attributes, with the
stack as a composition (`state.stack` is sorted; it never holds an order). It must return
one of `decision.options` and draw every random number from the `rng` it is given.
"""

from __future__ import annotations

import random
from typing import Protocol

from tongiaki.rules import Decision, GameState, Option


class Agent(Protocol):
    """A computer seat."""

    name: str

    def choose(self, state: GameState, decision: Decision, rng: random.Random) -> Option:
        """Pick one of `decision.options`."""
        ...


class RandomAgent:
    """Uniformly random legal options: for tests and fuzzing."""

    name = "random"

    def choose(self, state: GameState, decision: Decision, rng: random.Random) -> Option:
        """Any offered option, uniformly."""
        return decision.options[rng.randrange(len(decision.options))]
