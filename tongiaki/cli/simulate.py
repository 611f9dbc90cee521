"""`tongiaki simulate`: random legal games with the invariants checked."""

from __future__ import annotations

import argparse
import json
import sys

from tongiaki.tools.simulate import simulate


def run(args: argparse.Namespace) -> int:
    """CLI: `tongiaki simulate --players N --games G --seed S [--deck FILE] [--json]`."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, DeckError, load_deck

    if args.games < 1:
        print(f"simulate: --games must be 1 or more (got {args.games})", file=sys.stderr)
        return 2

    try:
        deck = load_deck(args.deck or DEFAULT_DECK_PATH)
    except DeckError as exc:
        print(exc, file=sys.stderr)
        return 1
    from tongiaki.rules import check_players

    try:
        check_players(deck, args.players)
    except ValueError as exc:
        print(f"simulate: --players {args.players}: {exc}", file=sys.stderr)
        return 1
    report = simulate(deck, args.players, args.games, args.seed)
    data = report.as_dict()
    if args.json:
        print(json.dumps(data))
    else:
        print(f"{data['games']} games, {data['players']} players: {data['games_per_second']} games/s (checked), "
              f"mean {data['mean_turns']} turns, {data['unfinished_games']} unfinished, "
              f"{data['invariant_violations']} invariant violations")
        for v in data["first_violations"]:
            print("  " + v)
    return 0 if not report.violations else 2
