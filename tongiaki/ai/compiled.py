"""The optional compiled build of the AI's searches: which modules of `tongiaki.ai` mypyc compiles.

The same build that compiles the rules core (`scripts/build-fast`, see tongiaki/rules/compiled.py)
compiles these modules too: a search spends about a third of its time in its own playout
policy, evaluation and tree, and compiling only the core would leave that part to dominate.
A class of an interpreted module cannot subclass a compiled one, so every module whose
classes derive from a listed module's is listed as well (`route` from `mcts`, `widening` from `uct`). setup.py reads
`MYPYC_MODULES` from this file without importing the package. `search_build()` says which
search runs, for `tongiaki --version` and `tongiaki bench`.

This module imports only the standard library at load time, so setup.py can run it.
"""

from __future__ import annotations

PACKAGE = "tongiaki.ai"

MYPYC_MODULES: tuple[str, ...] = (
    "base",
    "analysis",
    "evaluation",
    "heuristic",
    "uct",
    "mcts",
    "hard",
    "route",
    "widening",
)
"""Modules of `tongiaki.ai` the compiled build compiles with mypyc (add a module here once
`scripts/build-fast --test` passes with it)."""


def search_build() -> str:
    """'compiled (mypyc)', 'pure Python' or 'partly compiled (mypyc): ...': which AI search runs."""
    from tongiaki.rules.compiled import build_of

    return build_of(PACKAGE, MYPYC_MODULES)
