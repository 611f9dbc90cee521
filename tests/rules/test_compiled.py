"""The optional compiled core (mypyc, scripts/build-fast): which core runs, and what it needs.

`TONGIAKI_EXPECT_CORE` names the core a run must find: unset, the pure-Python one (./scripts/test,
the default everywhere); `scripts/build-fast --test` sets it to what it built, so a compiled
run that silently imported the pure checkout fails here. The frozen values of the core and a
state in play survive pickling and deep copies (the AI sends states to helper processes, and a
compiled frozen dataclass cannot unpickle by setting its fields).
"""

from __future__ import annotations

import copy
import os
import pickle
import random
from pathlib import Path

import pytest

from tongiaki.cli import main
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.rules import compiled, new_game
from tongiaki.rules.compiled import MYPYC_MODULES, core_build, is_compiled
from tongiaki.rules.odds import decision_odds
from tongiaki.rules.position import position_text

RULES = Path(compiled.__file__).resolve().parent


def test_the_core_that_runs_is_the_one_expected() -> None:
    assert core_build() == os.environ.get("TONGIAKI_EXPECT_CORE", compiled.PURE)


def test_every_listed_module_is_a_module_of_the_rules_core() -> None:
    assert len(set(MYPYC_MODULES)) == len(MYPYC_MODULES)
    for name in MYPYC_MODULES:
        assert (RULES / f"{name}.py").is_file(), name
    assert "compiled" not in MYPYC_MODULES  # it reports; it is never compiled itself
    assert not is_compiled("compiled")


def test_a_module_that_does_not_exist_is_not_compiled() -> None:
    assert not is_compiled("no_such_module")


def test_version_names_the_core(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert info.value.code == 0
    from tongiaki.ai.compiled import search_build

    assert capsys.readouterr().out.strip().endswith(f"(core: {core_build()}; search: {search_build()})")


def test_cards_and_decks_pickle_and_deep_copy_as_equal_values() -> None:
    deck = load_deck(DEFAULT_DECK_PATH)
    assert pickle.loads(pickle.dumps(deck)) == deck
    assert copy.deepcopy(deck) == deck
    water = next(card for card in deck.cards if card.is_water)
    assert pickle.loads(pickle.dumps(water)).exits == water.exits


def test_a_state_in_play_pickles_and_plays_on_the_same() -> None:
    deck = load_deck(DEFAULT_DECK_PATH)
    rng = random.Random(7)
    state = new_game(deck, 4)
    for _ in range(60):
        options = state.pending.options
        state.apply(options[rng.randrange(len(options))])
    assert not state.is_over()
    for other in (pickle.loads(pickle.dumps(state)), copy.deepcopy(state)):
        assert position_text(other) == position_text(state)
        assert other.pending == state.pending
        mine, theirs = random.Random(3), random.Random(3)
        a, b = state.copy(), other
        while not a.is_over():
            options = a.pending.options
            assert b.pending.options == options
            a.apply(options[mine.randrange(len(options))])
            b.apply(b.pending.options[theirs.randrange(len(options))])
        assert b.result() == a.result()


def test_voyage_odds_pickle() -> None:
    deck = load_deck(DEFAULT_DECK_PATH)
    rng = random.Random(11)
    state = new_game(deck, 3)
    while not (odds := decision_odds(state)):
        options = state.pending.options
        state.apply(options[rng.randrange(len(options))])
    assert pickle.loads(pickle.dumps(odds)) == odds
