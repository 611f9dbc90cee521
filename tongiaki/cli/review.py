"""`tongiaki review RECORD.json [--seat N ...] [--iterations N] [--all] [--json]`: a saved game's
moves against the hard level's.

Every decision of the reviewed seats that offered a real choice is searched as the hard level
would search it, under an iteration cap (the same review on any machine;
`tongiaki.play.review`). By default the seats are the record's human seats (every seat when it
has none), and only the inaccuracies and mistakes are printed, each with the move played and
the hard level's choice in words and both as expected win shares; `--all` prints every reviewed
decision. A summary per seat ends the output.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from tongiaki.ai.explain import chance_to_win
from tongiaki.cli.records_at import CommandError, load
from tongiaki.play.match import HUMAN
from tongiaki.play.records import record_source
from tongiaki.play.review import REVIEW_ITERATIONS, Note, review_record, summarise

MAX_ITERATIONS = 100_000
"""The most search iterations per decision `--iterations` takes: over 300 times the review's
own (about 300 a third of a second: some two minutes a decision); far more would never finish
and the search tree would fill the memory."""


def run(args: argparse.Namespace) -> int:
    """Print the review (or one line naming the problem, exit 1)."""
    try:
        match = load(args.file)
    except CommandError as error:
        print(error, file=sys.stderr)
        return 1
    players = len(match.seats)
    seats = args.seat if args.seat else [i for i, s in enumerate(match.seats) if s == HUMAN] or list(range(players))
    bad = [s for s in seats if not 0 <= s < players]
    if bad:
        print(f"error: {record_source(Path(args.file))}: --seat {bad[0]} is out of range "
              f"(the game has seats 0 to {players - 1})", file=sys.stderr)
        return 1
    iterations = args.iterations if args.iterations is not None else REVIEW_ITERATIONS
    if iterations < 1:
        print("error: --iterations must be at least 1", file=sys.stderr)
        return 1
    if iterations > MAX_ITERATIONS:
        print(f"error: --iterations must be at most {MAX_ITERATIONS:,} (got {iterations})", file=sys.stderr)
        return 1
    names = match.names or [f"seat {i} ({s})" for i, s in enumerate(match.seats)]
    notes: list[Note] = []
    for note in review_record(match.deck, players, match.history, match.deciders, seats, iterations,
                              match.hinted, match.hint_reasons):
        notes.append(note)
        if not args.json and (args.all or note.verdict.flagged):
            print(_line(note, names))
    summaries = [summarise(notes, seat) for seat in seats]
    if args.json:
        print(json.dumps({"iterations": iterations, "notes": [_as_dict(n) for n in notes],
                          "summaries": [{"seat": s.player, "reviewed": s.reviewed, "best": s.best,
                                         "inaccuracies": s.inaccuracies, "mistakes": s.mistakes,
                                         "lost": round(s.lost, 4)} for s in summaries]}))
        return 0
    for s in summaries:
        print(f"{names[s.player]}: {s.reviewed} decisions reviewed: {s.counts_text()} "
              f"(the hard level's choice in {round(100 * s.agreement)}%)")
    return 0


def _line(note: Note, names: list[str]) -> str:
    return (f"step {note.step:>4}  turn {note.turn:>2}  {names[note.player]}  {note.verdict.value:<10} "
            f"played: {note.played_text} ({_pct(note.played_chance)})  "
            f"{'hint' if note.hinted else 'hard'}: {note.best_text} ({_pct(note.best_chance)})")


def _pct(value: float) -> str:
    return chance_to_win(value)  # "under 1% to win", as the table says it (not "0%")


def _as_dict(note: Note) -> dict[str, object]:
    return {"step": note.step, "turn": note.turn, "seat": note.player, "decision": note.kind.value,
            "played": str(note.played), "best": str(note.best), "played_value": round(note.played_value, 4),
            "best_value": round(note.best_value, 4), "points_lost": round(note.points_lost, 2),
            "played_chance": round(note.played_chance, 4), "best_chance": round(note.best_chance, 4),
            "verdict": note.verdict.value, "hinted": note.hinted,
            "played_text": note.played_text, "best_text": note.best_text}
