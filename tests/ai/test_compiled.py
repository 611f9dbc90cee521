"""The optional compiled AI search (mypyc, scripts/build-fast): which search runs, and its list.

`TONGIAKI_EXPECT_SEARCH` names the search a run must find: unset, the pure-Python one
(./scripts/test); `scripts/build-fast --test` sets it to what it built, so a compiled run that
silently imported the pure checkout fails here.
"""

from __future__ import annotations

import ast
import os
import random
from pathlib import Path

from tongiaki.ai import LEVELS, SEARCH_LEVELS, compiled, make_agent
from tongiaki.ai.compiled import MYPYC_MODULES, search_build
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.rules import new_game
from tongiaki.rules.compiled import PURE, is_compiled

AI = Path(compiled.__file__).resolve().parent


def test_the_search_that_runs_is_the_one_expected() -> None:
    assert search_build() == os.environ.get("TONGIAKI_EXPECT_SEARCH", PURE)


def test_every_listed_module_is_a_module_of_the_ai() -> None:
    assert len(set(MYPYC_MODULES)) == len(MYPYC_MODULES)
    for name in MYPYC_MODULES:
        assert (AI / f"{name}.py").is_file(), name
    assert "compiled" not in MYPYC_MODULES and not is_compiled("compiled", compiled.PACKAGE)


def test_no_interpreted_ai_class_derives_from_a_compiled_one() -> None:
    """mypyc refuses an interpreted subclass of a compiled class at import: every module whose
    classes derive from a class imported from a listed module is listed too."""
    listed = set(MYPYC_MODULES)
    for path in sorted(AI.glob("*.py")):
        if path.stem in listed:
            continue
        tree = ast.parse(path.read_text())
        from_listed = {alias.asname or alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                       and (node.module or "").startswith("tongiaki.ai.")
                       and node.module.rsplit(".", 1)[1] in listed for alias in node.names}
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                bases = {base.id for base in node.bases if isinstance(base, ast.Name)}
                assert not bases & from_listed, f"{path.name}: class {node.name} derives from {bases & from_listed}"


def test_every_level_plays_a_decision_in_this_build() -> None:
    state = new_game(load_deck(DEFAULT_DECK_PATH), 3)
    rng = random.Random(3)
    while state.pending.is_chance or len(state.pending.options) < 2:
        options = state.pending.options
        state.apply(options[rng.randrange(len(options))])
    for level in LEVELS:
        agent = make_agent(level, iterations=8) if level in SEARCH_LEVELS else make_agent(level)
        assert agent.choose(state, state.pending, random.Random(1)) in state.pending.options, level
