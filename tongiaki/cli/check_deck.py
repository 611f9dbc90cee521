"""`tongiaki check-deck FILE [--games N ...]`: validate a deck, summarise it and, with `--games`,
measure how it plays next to the standard deck.

    tongiaki check-deck FILE
    tongiaki check-deck FILE --games N [--players P] [--level LEVEL] [--seed S] [--jobs J] [--json]

Without `--games` it prints the one-line error (exit 1) or "FILE: OK" and the deck's summary.
With `--games N` it then plays N seeded games of the deck and N of the standard deck over the
same seeds (all seats `--level`, random by default; in `--jobs` processes, every core by
default; a progress bar on stderr) and prints both decks' balance figures side by side
(`tongiaki.tools.balance`); `--json` prints them as one object instead.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from tongiaki.play.decks import DeckError, deck_summary, load_deck, load_default_deck
from tongiaki.rules.cards import Deck
from tongiaki.tools.balance import Balance, Ending, balance

DEFAULT_PLAYERS = 4
DEFAULT_LEVEL = "random"


def default_jobs() -> int:
    """Every core of the machine."""
    return max(1, os.cpu_count() or 1)


def _argument_error(args: argparse.Namespace) -> str | None:
    """The one-line complaint about the trial options, or None when they are fine."""
    from tongiaki.ai import LEVELS
    from tongiaki.rules.state import MAX_PLAYERS, MIN_PLAYERS

    if args.games is not None and args.games < 1:
        return f"--games must be 1 or more (got {args.games})"
    if not MIN_PLAYERS <= args.players <= MAX_PLAYERS:
        return f"--players must be {MIN_PLAYERS} to {MAX_PLAYERS} (got {args.players})"
    if args.level not in LEVELS:
        return f"--level must be one of {', '.join(LEVELS)} (got {args.level!r})"
    if args.jobs is not None and args.jobs < 1:
        return f"--jobs must be 1 or more (got {args.jobs})"
    return None


def _playable_error(deck: Deck, players: int, source: str) -> str | None:
    """Why `deck` cannot start a game of `players`, or None."""
    from tongiaki.rules.state import new_game

    try:
        new_game(deck, players)
    except ValueError as error:
        return f"{source}: cannot start a game of {players} players: {error}"
    return None


def _pct(share: float) -> str:
    return f"{100 * share:.1f}%"


def _rows(b: Balance) -> list[tuple[str, str]]:
    rows = [
        ("turns per game, mean ± sd", f"{b.turns_mean:.1f} ± {b.turns_sd:.1f}"),
        ("turns per game, fewest - most", f"{b.turns_min} - {b.turns_max}"),
        ("ended by the last island", _pct(b.ending_share(Ending.LAST_ISLAND))),
        ("ended by the last water card", _pct(b.ending_share(Ending.LAST_WATER))),
        ("ended by the stall rule (R8.5)", _pct(b.ending_share(Ending.STALL))),
        ("crossings failed by danger", f"{_pct(b.failed_crossing_share)} of {b.crossings}"),
        ("islands removed per game (R7.3)", f"{b.islands_removed_per_game:.2f}"),
        ("kings per game", f"{b.kings_per_game:.2f}"),
        ("mean winning score", f"{b.winning_score_mean:.2f}"),
    ]
    for seat in b.seats:
        d = seat.as_dict(b.players)
        lo, hi = d["ci95"]
        label = f"win share, seat {seat.position}" + (" (starts)" if seat.position == 1 else "")
        mark = " !" if d["biased"] else "  "
        rows.append((label, f"{_pct(seat.share)} [{100 * lo:.1f}, {100 * hi:.1f}]{mark}"))
    if b.ending_share(Ending.UNFINISHED):
        rows.append(("unfinished games", _pct(b.ending_share(Ending.UNFINISHED))))
    return rows


def format_report(name: str, figures: Balance, standard: Balance | None, level: str, seed: int) -> str:
    """The side-by-side table printed without `--json` (`standard` None: the deck is the standard deck)."""
    head = (f"Balance over {figures.games} games of {figures.players} players, {level} seats, seed {seed}"
            + (" (the same seeds for both decks)" if standard is not None else ""))
    mine = _rows(figures)
    theirs = _rows(standard) if standard is not None else None
    width0 = max(len(label) for label, _ in mine)
    width1 = max(len(name), *(len(v) for _, v in mine))
    lines = [head]
    if theirs is None:
        lines.append(f"{'':<{width0}}  {name:>{width1}}   (this is the standard deck)")
        lines.extend(f"{label:<{width0}}  {value:>{width1}}" for label, value in mine)
    else:
        width2 = max(len("standard deck"), *(len(v) for _, v in theirs))
        lines.append(f"{'':<{width0}}  {name:>{width1}}  {'standard deck':>{width2}}")
        lines.extend(f"{label:<{width0}}  {value:>{width1}}  {other:>{width2}}"
                     for (label, value), (_, other) in zip(mine, theirs, strict=True))
    lines.append("win shares split ties; [..] is a 95% Wilson interval; a crossing is one wake a fleet tried")
    fair = f"1/{figures.players} = {_pct(1 / figures.players)}"
    if any(seat.biased(figures.players) for seat in figures.seats):
        lines.append(f"! this deck's interval leaves out the fair share {fair}: that seat is favoured or hindered")
    if standard is not None and any(seat.biased(standard.players) for seat in standard.seats):
        lines.append(f"! in the standard deck too, a seat's interval leaves out {fair}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Validate the deck (one-line error, exit 1); without `--games` print its summary, with it
    play the trial and print the balance next to the standard deck's (exit 2 for bad options)."""
    problem = _argument_error(args)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    try:
        deck = load_deck(args.file)
    except DeckError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    source = Path(args.file).name
    if args.games is None:
        if args.json:
            print(json.dumps({"file": source, "deck": deck.name, "valid": True}))
            return 0
        print(f"{source}: OK")
        print(deck_summary(deck))
        return 0

    from tongiaki.tools.deck_trial import ProgressBar, TrialError, run_trial

    standard_deck = load_default_deck()
    for checked in (deck, standard_deck):
        problem = _playable_error(checked, args.players, source if checked is deck else "standard.yaml")
        if problem:
            print(f"error: {problem}", file=sys.stderr)
            return 1
    jobs = args.jobs if args.jobs is not None else default_jobs()
    if args.level == "expert":
        jobs = 1  # an expert seat runs its own helper process; helpers cannot have helpers
    bar = ProgressBar(f"{deck.name[:20]:<20}")
    try:
        figures = balance(run_trial(deck, args.players, args.level, args.games, args.seed, jobs, bar))
        standard: Balance | None = None
        if deck != standard_deck:
            bar = ProgressBar(f"{'standard':<20}")
            standard = balance(run_trial(standard_deck, args.players, args.level, args.games, args.seed, jobs, bar))
    except TrialError as error:
        lead = "\n" if bar.live else ""  # a live bar stops mid-line: the error gets a line of its own
        print(f"{lead}error: {source}: {error}", file=sys.stderr)
        return 1
    if args.json:
        out = {
            "file": source,
            "deck": deck.name,
            "games": args.games,
            "players": args.players,
            "level": args.level,
            "seed": args.seed,
            "balance": figures.as_dict(),
            "standard": (standard or figures).as_dict(),
            "is_standard": standard is None,
        }
        print(json.dumps(out, indent=2))
        return 0
    print(f"{source}: OK")
    print(format_report(deck.name, figures, standard, args.level, args.seed))
    return 0
