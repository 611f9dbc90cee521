"""The rules core agrees with the reference core (tests/reference_core) on seeded random games.

Both cores play the same seeded random game in lock step, 2 to 6 players, over every deck in
config/decks that seats them: at every step the pending node's options must be identical as
text and in the same order (reveals too, one per remaining stack card), the events identical
field by field (kinds and reasons compared by their text value), the public table (cards,
rotations, ships, kings, supplies, stack, stranded fleets, active player, turn) identical, and
the final `result()` identical. Decisions pick a random offered option; reveals are sampled by
the same seeded rng from the chance node's outcomes.

The default run plays AGREEMENT_GAMES games per player count; set TONGIAKI_AGREEMENT_GAMES
(e.g. 2000) for the long run, or run this module as a script, which also prints how many games
had an island removed (R7.3/R7.6), a fleet turned back by a king (R6.2) or a fleet stranded (R8.3):

    .venv/bin/python -m tests.rules.test_core_agreement --games 2000
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections import Counter
from functools import cache
from typing import Any

import pytest

from tests.reference_core import state as reference
from tests.reference_core.options import Option as ReferenceOption
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.rules import Deck, GameState, Option, max_players, new_game
from tongiaki.rules.landing import landings

AGREEMENT_GAMES = int(os.environ.get("TONGIAKI_AGREEMENT_GAMES", "100"))
MAX_STEPS = 20_000
DECK_FILES = sorted(p.name for p in DEFAULT_DECK_PATH.parent.glob("*.yaml"))
COUNTED = ("island-removed", "turned-back", "stranded")


@cache
def deck_named(name: str) -> Deck:
    return load_deck(DEFAULT_DECK_PATH.parent / name)


def decks_for(players: int) -> list[Deck]:
    """Every deck of config/decks that seats `players` (R10)."""
    return [deck_named(name) for name in DECK_FILES if players <= max_players(deck_named(name))]


def _text(value: Any) -> Any:
    """Enum members (plain or str-valued) as their text value; everything else as it is."""
    inner = getattr(value, "value", value)
    return str(inner) if isinstance(inner, str) else inner


def event_fields(event: Any) -> tuple[Any, ...]:
    """An event of either core as plain values."""
    return tuple(_text(getattr(event, name)) for name in (
        "kind", "player", "cell", "to", "card", "rotation", "direction", "beach", "ships", "danger", "colours",
        "passed", "reason", "scores"))


def table(state: Any) -> tuple[Any, ...]:
    """The public table of a state of either core."""
    return (
        dict(state.cells), dict(state.rotations), {k: tuple(v) for k, v in state.ships.items() if v},
        dict(state.kings), list(state.kings_used), list(state.supply), tuple(state.stack),
        [(c, tuple(o)) for c, o in state.stranded], list(state.removed), state.active, state.turn,
        bool(state.end_triggered), state.is_over(),
    )


def result_fields(state: Any) -> tuple[Any, ...]:
    r = state.result()
    return (r.scores, r.islands, r.ships_on_table, r.winners, _text(r.tiebreak))


def play_in_lock_step(deck: Deck, players: int, seed: int) -> Counter[str]:
    """Play one seeded random game with both cores; assert agreement; count the notable events."""
    rng = random.Random(seed)
    old = reference.new_game(deck, players)
    new: GameState = new_game(deck, players)
    seen: Counter[str] = Counter()
    where = f"{deck.name}, {players} players, seed {seed}"
    for step in range(MAX_STEPS):
        assert table(new) == table(old), f"{where}, step {step}: the tables differ"
        old_node, new_node = old.pending, new.pending
        if old_node is None:
            assert new_node is None, f"{where}, step {step}: the reference game is over, the new one is not"
            break
        assert new_node is not None, f"{where}, step {step}: the new game is over, the reference one is not"
        old_texts = [str(o) for o in old_node.options]
        new_texts = [str(o) for o in new_node.options]
        assert new_texts == old_texts, f"{where}, step {step}: options differ"
        assert new_node.is_chance == old_node.is_chance
        if not old_node.is_chance:
            assert (new_node.player, new_node.kind.value) == (old_node.player, old_node.kind.value)
        pick = old_texts[rng.randrange(len(old_texts))]
        old_events = old.apply(ReferenceOption.parse(pick))
        new_events = new.apply(Option.parse(pick))
        assert [event_fields(e) for e in new_events] == [event_fields(e) for e in old_events], (
            f"{where}, step {step} ({pick}): events differ")
        for event in old_events:
            if event.kind.value in COUNTED:
                seen[event.kind.value] += 1
    else:
        raise AssertionError(f"{where}: no end after {MAX_STEPS} steps")
    assert result_fields(new) == result_fields(old), f"{where}: results differ"
    return seen


def agreement_run(players: int, games: int, first_seed: int = 0) -> Counter[str]:
    """Play `games` games in lock step; count the games that had each notable event."""
    decks = decks_for(players)
    games_with: Counter[str] = Counter()
    for i in range(games):
        seen = play_in_lock_step(decks[i % len(decks)], players, first_seed + i)
        games_with.update(seen.keys())
    return games_with


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_core_agrees_with_the_reference_on_random_games(players: int) -> None:
    games_with = agreement_run(players, AGREEMENT_GAMES, first_seed=1000 * players)
    if AGREEMENT_GAMES >= 100:
        # The random games reach the rare rules too, or the agreement would say little about them.
        assert games_with["stranded"] > 0
        assert games_with["turned-back"] + games_with["island-removed"] > 0


def test_landings_counted_out_equal_the_reference_played_out_ones() -> None:
    # R6.3: the new core counts the arrangements a landing fleet can leave; the reference plays
    # every landing order out. Random islands (1-6 beaches of 1-4 spots), fleets of 0-5 ships.
    rng = random.Random(11)
    for _ in range(3000):
        caps = [rng.randint(1, 4) for _ in range(rng.randint(1, 6))]
        start = tuple(tuple(sorted(rng.randrange(6) for _ in range(rng.randint(0, c)))) for c in caps)
        fleet = tuple(sorted(rng.randrange(rng.randint(1, 6)) for _ in range(rng.randint(0, 5))))
        assert landings(start, fleet, caps) == reference._landings(start, fleet, caps), (start, fleet, caps)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per player count")
    parser.add_argument("--players", type=int, nargs="*", default=[2, 3, 4, 5, 6])
    args = parser.parse_args(argv)
    for players in args.players:
        games_with = agreement_run(players, args.games, first_seed=1000 * players)
        counts = ", ".join(f"{kind} in {games_with[kind]}" for kind in COUNTED)
        print(f"{players} players: {args.games} games identical; games with {counts}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
