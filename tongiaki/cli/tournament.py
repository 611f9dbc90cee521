"""`tongiaki tournament`: a seeded AI tournament with seat rotation."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from tongiaki.ai import LEVELS
from tongiaki.cli.review import MAX_ITERATIONS
from tongiaki.tools.tournament import format_table, run_games, summarise

MAX_THINK = 3600.0
"""The most seconds per decision `--think` takes (an hour: inf or 1e308 overflowed the search's
deadline, nan and negative times ran as if none was given)."""


def run(args: argparse.Namespace) -> int:
    """CLI entry (see the module docstring)."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, DeckError, load_deck
    from tongiaki.tools.tournament_log import (
        TournamentLogError,
        append_game,
        log_header,
        open_log,
        provenance,
        read_log,
    )

    labels = tuple(s.strip() for s in args.seats.split(",") if s.strip())
    unknown = [s for s in labels if s not in LEVELS]
    if unknown:
        print(f"tournament: unknown AI level {unknown[0]!r}; choose from {', '.join(LEVELS)}", file=sys.stderr)
        return 1
    if not 2 <= len(labels) <= 6:
        print("tournament: --seats needs 2 to 6 AI levels", file=sys.stderr)
        return 1
    if args.games < 1:
        print("tournament: --games must be at least 1", file=sys.stderr)
        return 1
    iterations = getattr(args, "iterations", None)
    if iterations is not None and iterations < 1:
        print("tournament: --iterations must be at least 1", file=sys.stderr)
        return 1
    if iterations is not None and iterations > MAX_ITERATIONS:
        print(f"tournament: --iterations must be at most {MAX_ITERATIONS:,} (got {iterations})", file=sys.stderr)
        return 1
    think = getattr(args, "think", None)
    if think is not None and not 0 < think <= MAX_THINK:  # nan fails both
        print(f"tournament: --think must be more than 0 and at most {MAX_THINK:g} seconds (got {think:g})",
              file=sys.stderr)
        return 1
    try:
        deck = load_deck(args.deck or DEFAULT_DECK_PATH)
    except DeckError as exc:
        print(exc, file=sys.stderr)
        return 1
    from tongiaki.rules import check_players

    try:
        check_players(deck, len(labels))
    except ValueError as exc:
        print(f"tournament: --seats: {exc}", file=sys.stderr)
        return 1
    jobs = max(1, getattr(args, "jobs", 1) or 1)
    log_path = getattr(args, "log", None)
    if not log_path:
        results = run_games(deck, labels, args.games, args.seed, jobs, args.think, iterations=iterations)
    else:
        try:
            special = Path(log_path).exists() and not Path(log_path).is_file()
        except OSError as exc:  # a name the system cannot take (too long, ...)
            print(f"tournament: {log_path}: cannot be used as a log ({exc.strerror or exc})", file=sys.stderr)
            return 1
        if special:
            print(f"tournament: {log_path}: is not a regular file (a folder, device or pipe), not a log",
                  file=sys.stderr)
            return 1
        header = log_header(labels, args.seed, args.think, deck, iterations)
        try:
            finished = read_log(Path(log_path), header)
        except (TournamentLogError, OSError) as exc:
            print(f"tournament: {exc}", file=sys.stderr)
            return 1
        played_by = provenance()
        with open_log(Path(log_path), header) as handle:
            results = run_games(deck, labels, args.games, args.seed, jobs, args.think, finished=finished,
                                on_result=lambda index, seats: append_game(handle, index, seats, played_by),
                                iterations=iterations)
    summaries = summarise(labels, results)
    if args.json:
        print(json.dumps({"agents": [s.as_dict() for s in summaries], "games": len(results), "seed": args.seed}))
    else:
        print(format_table(summaries, len(results), args.seed, labels, args.think, iterations))
    return 0
