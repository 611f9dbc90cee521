"""AI decisions off the render loop: slow levels think in a worker process, fast ones inline.

The seat's rng travels with the request and comes back advanced, and so does the plan a
searching seat keeps for a reproduction's new ships (`SearchAgent.kept`: the worker makes a new
agent for every decision), so a game played through the window makes exactly the choices a
headless game with the same seed makes. The answer is a
`Choice`: the option and the seat's one-line reason (`tongiaki.ai.explain.decide`, which draws
the same numbers as `choose`). A second thinker gives a human player hints from the hard level.

A worker that dies while it thinks (killed, out of memory) loses nothing: the request is sent
again to a new worker, with the seat's rng as it was (it advances only with an answer), so the
choice is the one the first worker would have made. After `RETRIES` such deaths in a row the
decision is made in this process instead (the window waits for it, but the game goes on).
"""

from __future__ import annotations

import random
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool

from tongiaki.ai import make_agent
from tongiaki.ai.base import Agent, Choice
from tongiaki.ai.explain import PlanTeller, decide
from tongiaki.ai.planned import KeptPlan
from tongiaki.app.helper import WindowHelper
from tongiaki.rules import Decision, GameState

SLOW_LEVELS = ("medium", "hard-classic", "hard-widening", "hard-route", "hard-turn", "hard", "expert")
RETRIES = 2
"""Workers that may die in a row on one decision before it is made in the window's process."""


def _agent(level: str, iterations: int | None, think: float | None = None) -> Agent:
    """The agent for `level`; with an iteration cap the searching levels ignore the clock,
    else they think `think` seconds (their level's default when None)."""
    if iterations is not None:
        return make_agent(level, iterations=iterations)
    if think is not None:
        return make_agent(level, think=think)
    return make_agent(level)


def _decided(level: str, state: GameState, decision: Decision, rng: random.Random, iterations: int | None,
             think: float | None, kept: KeptPlan | None) -> tuple[Choice, KeptPlan | None]:
    """The agent's choice for `decision` and the plan it keeps after it (`SearchAgent.kept`;
    None for a level that keeps none), given the plan `kept` from its last decision."""
    agent = _agent(level, iterations, think)
    if hasattr(agent, "kept"):
        agent.kept = kept
    choice = decide(agent, state, decision, rng)
    return choice, getattr(agent, "kept", None)


def _think(level: str, state: GameState, decision: Decision, rng: random.Random,
           iterations: int | None = None, think: float | None = None,
           kept: KeptPlan | None = None) -> tuple[Choice, random.Random, KeptPlan | None]:
    """Worker side: build the agent and decide; return the choice, the advanced rng and the
    plan the agent keeps."""
    choice, kept = _decided(level, state, decision, rng, iterations, think, kept)
    return choice, rng, kept


class Thinker:
    """Runs one AI decision at a time; poll until it is ready; cancel on close.

    `iterations` caps the search of the hard and expert levels instead of their time budget, so
    their choice depends on the seed only, never on the machine's speed (tests use it); else
    `think` sets their seconds per decision (None: the level's default). With `plans` (the
    computer seats' thinker, not the hints'), each seat's reasons say where it sails otherwise
    than its earlier reasons this turn told (`PlanTeller`), and a searching seat places a
    reproduction's new ships where its plan put them (`kept`).
    """

    def __init__(self, iterations: int | None = None, think: float | None = None, plans: bool = False) -> None:
        self.iterations = iterations
        self.think = think
        self.teller = PlanTeller() if plans else None
        self.plans = plans
        self.kept: KeptPlan | None = None
        """The plan the last seat to decide keeps for its new ships (`SearchAgent.kept`)."""
        self._asked: tuple[GameState, Decision] | None = None  # the decision being made, as asked
        self.helper = WindowHelper()
        """The process the slow levels think in."""
        self._future: Future[tuple[Choice, random.Random, KeptPlan | None]] | None = None
        self._ready: Choice | None = None
        self._rng_target: random.Random | None = None
        self._request: tuple[str, GameState, Decision] | None = None  # what the worker is asked
        self._deaths = 0  # workers that died in a row on the current request

    @property
    def busy(self) -> bool:
        """True while a decision is being thought about, or its answer waits for `poll` (a
        caller that saw a made answer as "not busy" started the same decision again, and the
        second answer came for a decision already past)."""
        return self._future is not None or self._ready is not None

    def start(self, level: str, state: GameState, decision: Decision, rng: random.Random) -> None:
        """Begin choosing for `decision` with the seat's `rng`."""
        self._asked = (state.copy(), decision) if self.teller is not None else None
        if level not in SLOW_LEVELS:
            self._ready, kept = _decided(level, state, decision, rng, self.iterations, self.think, self.kept)
            self._keep(kept)
            return
        self._rng_target = rng
        self._request = (level, state.copy(), decision)
        self._deaths = 0
        self._submit()

    def _submit(self) -> None:
        """Send the current request to the worker (started first if there is none)."""
        assert self._request is not None and self._rng_target is not None
        level, state, decision = self._request
        self._future = self.helper.submit(_think, level, state, decision, self._rng_target, self.iterations,
                                          self.think, self.kept)

    def _keep(self, kept: KeptPlan | None) -> None:
        """Keep the plan the seat that just decided keeps (the seats' thinker only: a hint's
        plan is carried on by the table, `hint_plan`)."""
        self.kept = kept if self.plans else None

    def _worker_died(self) -> None:
        """The worker ended without an answer: ask a new one, or (after `RETRIES` deaths in a
        row) decide here, the choice then ready for `poll`."""
        self._future = None
        self.helper.stop()
        self._deaths += 1
        if self._deaths <= RETRIES:
            self._submit()
            return
        assert self._request is not None and self._rng_target is not None
        level, state, decision = self._request
        self._request = None
        self._ready, kept = _decided(level, state, decision, self._rng_target, self.iterations, self.think, self.kept)
        self._keep(kept)

    def forget_plans(self) -> None:
        """Forget what the seats have told of their plans (an undo may take the telling back)."""
        if self.teller is not None:
            self.teller = PlanTeller()
        self.kept = None

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the current decision is ready (True), or `timeout` seconds pass (False;
        the wait starts again when a worker dies and a new one is asked)."""
        while self._future is not None:
            try:
                error = self._future.exception(timeout=timeout)
            except TimeoutError:
                return False
            if not isinstance(error, BrokenProcessPool):
                return True
            self._worker_died()
        return True

    def poll(self) -> Choice | None:
        """The choice (option and reason) once ready (then cleared), else None."""
        choice = self._poll()
        if choice is not None and self.teller is not None and self._asked is not None:
            state, decision = self._asked
            self._asked = None
            choice = self.teller.amend(state, decision, choice)
        return choice

    def _poll(self) -> Choice | None:
        choice: Choice | None
        if self._ready is not None:
            choice, self._ready = self._ready, None
            return choice
        future = self._future
        if future is not None and future.done():
            self._future = None
            try:
                choice, rng, kept = future.result()
            except BrokenProcessPool:
                self._worker_died()
                choice, self._ready = self._ready, None
                return choice  # None while a new worker thinks
            assert self._rng_target is not None
            self._rng_target.setstate(rng.getstate())
            self._keep(kept)
            self._request = None
            return choice
        return None

    def cancel(self) -> None:
        """Abandon the current decision and stop the worker (window closing)."""
        self._ready = None
        self._asked = None
        self._request = None
        if self._future is not None:
            self._future.cancel()
            self._future = None
        self.helper.stop()
