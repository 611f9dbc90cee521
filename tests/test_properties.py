"""Property tests over random games (hypothesis): seeds, 2-6 players, every deck in config/decks.

The OpenSpiel random-simulation checks (DESIGN.md habit 8): the invariants of
`tongiaki.rules.invariants` hold after every step (R5.2 at every turn start), every offered
option applies and round-trips through its text form, a copy is independent of its original,
the same seed gives the same game, and a saved record replays to the same state (R3.1).
Example counts are kept small so the whole file runs in a few seconds.
"""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
from functools import cache
from typing import Any

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.play.records import format_record, record_of, replay_record, state_view
from tongiaki.rules import Deck, EventKind, GameState, Option, Phase, Reason, max_players, new_game
from tongiaki.rules.invariants import check_indexes, check_state, check_turn_start

DECK_FILES = sorted(p.name for p in DEFAULT_DECK_PATH.parent.glob("*.yaml"))
MAX_STEPS = 20_000

seeds = st.integers(min_value=0, max_value=2**32 - 1)
players = st.integers(min_value=2, max_value=6)
deck_names = st.sampled_from(DECK_FILES)


@cache
def deck_named(name: str) -> Deck:
    return load_deck(DEFAULT_DECK_PATH.parent / name)


def random_option(state: GameState, rng: random.Random) -> Option:
    options = state.pending.options
    return options[rng.randrange(len(options))]


def internals(state: GameState) -> dict[str, Any]:
    """A deep snapshot of every mutable part of a state (the shared card data left out)."""
    return copy.deepcopy(state.snapshot())


@settings(max_examples=12, deadline=None)
@given(seed=seeds, n=players, deck=deck_names)
def test_invariants_hold_at_every_step_of_random_games(seed: int, n: int, deck: str) -> None:
    assume(n <= max_players(deck_named(deck)))  # R10: the start island seats 2 ships each
    rng = random.Random(seed)
    state = new_game(deck_named(deck), n)
    steps = 0
    while not state.is_over():
        assert steps < MAX_STEPS, "the game did not end (R8.5)"
        option = random_option(state, rng)
        events = state.apply(option)
        steps += 1
        assert all(isinstance(e.kind, EventKind) and isinstance(e.reason, Reason) for e in events), events
        problems = check_state(state) + check_turn_start(state) + check_indexes(state)
        assert not problems, f"after step {steps} ({option}): {problems}"
    assert state.pending is None


@settings(max_examples=6, deadline=None)
@given(seed=seeds, n=players, deck=deck_names)
def test_every_offered_option_applies_and_round_trips_through_its_text(seed: int, n: int, deck: str) -> None:
    assume(n <= max_players(deck_named(deck)))  # R10: the start island seats 2 ships each
    rng = random.Random(seed)
    state = new_game(deck_named(deck), n)
    while not state.is_over():
        for option in state.pending.options:
            assert Option.parse(str(option)) == option
            trial = state.copy()
            trial.apply(option)  # raises IllegalOption if an offered option were refused
            assert not check_state(trial), f"{option}: {check_state(trial)}"
        state.apply(random_option(state, rng))


@settings(max_examples=10, deadline=None)
@given(seed=seeds, n=players, deck=deck_names, stop=st.integers(min_value=0, max_value=400))
def test_a_saved_record_replays_to_the_same_state(seed: int, n: int, deck: str, stop: int) -> None:
    assume(n <= max_players(deck_named(deck)))  # R10: the start island seats 2 ships each
    match = Match(deck_named(deck), ["random"] * n, seed)
    for _ in range(stop):
        if match.advance() is None:
            break
    data = json.loads(format_record(record_of(match)))
    loaded = replay_record(data, "game.json")
    assert state_view(loaded.state) == state_view(match.state)
    assert internals(loaded.state) == internals(match.state)
    assert loaded.history == match.history
    assert loaded.events == match.events


@settings(max_examples=10, deadline=None)
@given(seed=seeds, n=players, deck=deck_names, split=st.integers(min_value=0, max_value=300),
       copy_plays=st.booleans())
def test_a_copy_is_independent_of_its_original(seed: int, n: int, deck: str, split: int, copy_plays: bool) -> None:
    assume(n <= max_players(deck_named(deck)))  # R10: the start island seats 2 ships each
    rng = random.Random(seed)
    state = new_game(deck_named(deck), n)
    for _ in range(split):
        if state.is_over():
            break
        state.apply(random_option(state, rng))
    other = state.copy()
    mover, watcher = (other, state) if copy_plays else (state, other)
    before = internals(watcher)
    view = state_view(watcher)
    moves = 0
    while not mover.is_over() and moves < 60:
        mover.apply(random_option(mover, rng))
        moves += 1
    assert internals(watcher) == before
    assert state_view(watcher) == view


@settings(max_examples=8, deadline=None)
@given(seed=seeds, n=players, deck=deck_names)
def test_the_same_seed_gives_the_same_game(seed: int, n: int, deck: str) -> None:
    assume(n <= max_players(deck_named(deck)))  # R10: the start island seats 2 ships each
    games = []
    for _ in range(2):
        match = Match(deck_named(deck), ["random"] * n, seed)
        match.play_out()
        assert match.is_over()
        games.append(match)
    first, second = games
    assert first.history == second.history
    assert first.events == second.events
    assert state_view(first.state) == state_view(second.state)


def test_importing_the_rules_core_or_the_records_leaves_pygame_out() -> None:
    code = (
        "import sys\n"
        "import tongiaki.rules\n"
        "rules = 'pygame' in sys.modules\n"
        "import tongiaki.play.records, tongiaki.play.match, tongiaki.cli\n"
        "print(rules, 'pygame' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "False"]


def test_a_copy_shares_the_table_only_until_either_side_attaches_a_card() -> None:
    # copy() shares the parts of the table that change only when a card is attached or removed
    # (or a king is founded); the first such change on either side must copy them first.
    deck = deck_named("standard.yaml")
    rng = random.Random(5)
    for mover_is_copy in (False, True):
        state = new_game(deck, 3)
        while state.pending is not None and state.phase is not Phase.PLACE_CARD:
            state.apply(random_option(state, rng))
        assert state.pending is not None
        other = state.copy()
        mover, watcher = (other, state) if mover_is_copy else (state, other)
        before = internals(watcher)
        mover.apply(mover.pending.options[0])  # attaches the revealed card
        assert mover.cells != watcher.cells
        assert internals(watcher) == before
        assert not check_indexes(watcher) and not check_indexes(mover)
