"""Computer opponents. `make_agent(level)` builds one by the name used in `--seats`."""

from __future__ import annotations

from tongiaki.ai.base import Agent, RandomAgent

LEVELS: tuple[str, ...] = ("random",)


def make_agent(level: str) -> Agent:
    """The agent for a level name (ValueError for an unknown name)."""
    if level == "random":
        return RandomAgent()
    raise ValueError(f"unknown AI level {level!r}; choose one of {', '.join(LEVELS)}")
