"""Computer opponents. `make_agent(level)` builds one by the name used in `--seats`.

Every agent implements `choose(state, decision, rng) -> option` (see `base.py`), sees only
public information and draws every random number from the rng it is given. Every level also
has `decide(state, decision, rng) -> Choice`: the same option with a one-line reason in a
player's words (`explain.py`); `explain.decide(agent, ...)` asks any agent for one.
"""

from __future__ import annotations

from tongiaki.ai.base import Agent, RandomAgent

LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard", "expert", "hard-classic", "hard-widening", "hard-route", "hard-turn")
PLAYER_LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard", "expert")
"""The levels the start screen offers: the others are earlier searches kept to measure the
present ones against (`--seats` and tournaments still take them; a play-test found
"Hard-classic: ... kept for comparison" among a player's choices)."""

DESCRIPTIONS: dict[str, str] = {
    "random": "Any legal move, uniformly at random.",
    "easy": "Rules of thumb with a little noise: quick and forgiving.",
    "medium": "Looks one decision ahead with the exact odds of the next card; never resettles.",
    "hard-classic": "The first tree search, kept for comparison: tries every move, about 1 second.",
    "hard-widening": "A tree search over medium's few best moves, kept for comparison: about 1 second.",
    "hard-route": "The tree search hard used before, kept for comparison: about 1 second.",
    "hard-turn": "The tree search hard used before at every budget, each line judged where its turn ends.",
    "hard": "Tree search over every move, looking further ahead when it has time: about 1 second.",
    "expert": "The hard search on every core of this computer, about 3 seconds a move.",
}
"""One line per level, shown on the start screen."""

DEFAULT_THINK: dict[str, float] = {"hard-classic": 1.0, "hard-widening": 1.0, "hard-route": 1.0, "hard-turn": 1.0,
                                   "hard": 1.0, "expert": 3.0}
"""Seconds per decision of the searching levels."""

SEARCH_LEVELS: tuple[str, ...] = ("hard-classic", "hard-widening", "hard-route", "hard-turn", "hard", "expert")
"""The levels that search under a time budget or an iteration cap."""


def make_agent(level: str, think: float | None = None, iterations: int | None = None) -> Agent:
    """The agent for a level name (ValueError for an unknown name).

    `think` (seconds per decision) and `iterations` (a search cap that makes the choice
    deterministic for a given rng) apply to the `SEARCH_LEVELS` only. With a cap and no
    `think`, the search ignores the clock: its choice never depends on the machine's speed.
    """
    if level == "random":
        return RandomAgent()
    if level == "easy":
        from tongiaki.ai.heuristic import EasyAgent

        return EasyAgent()
    if level == "medium":
        from tongiaki.ai.lookahead import MediumAgent

        return MediumAgent()
    if level in SEARCH_LEVELS:
        seconds: float | None = think
        if think is None and iterations is None:
            seconds = DEFAULT_THINK[level]
        if level == "hard-classic":
            from tongiaki.ai.mcts import ClassicAgent

            return ClassicAgent(seconds=seconds, iterations=iterations)
        if level == "hard-widening":
            from tongiaki.ai.widening import WideningAgent

            return WideningAgent(seconds=seconds, iterations=iterations)
        if level == "hard-route":
            from tongiaki.ai.route import RouteAgent

            return RouteAgent(seconds=seconds, iterations=iterations)
        from tongiaki.ai.hard import ExpertAgent, HardAgent, TurnAgent

        if level == "hard-turn":
            return TurnAgent(seconds=seconds, iterations=iterations)
        if level == "hard":
            return HardAgent(seconds=seconds, iterations=iterations)
        return ExpertAgent(seconds=seconds, iterations=iterations)
    raise ValueError(f"unknown AI level {level!r}; choose one of {', '.join(LEVELS)}")
