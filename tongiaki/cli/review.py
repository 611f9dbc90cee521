"""`tongiaki review RECORD.json [--seat N ...] [--iterations N] [--all] [--json]`: a saved game's
moves against the hard level's.

Every decision of the reviewed seats that offered a real choice is searched as the hard level
would search it, under an iteration cap (the same review on any machine;
`tongiaki.play.review`). By default the seats are the record's human seats (every seat when it
has none), and only the inaccuracies and mistakes are printed, each with the move played and
the hard level's choice in words and both as expected win shares; `--all` prints every reviewed
decision. A summary per seat ends the output.

A review once made is kept (`tongiaki.play.keptreviews`, the data folder's `reviews/`), the same
one the game's replay viewer keeps: the same record reviewed again (seats, hints and iteration
cap alike), from here or from the game, prints at once, and one left under way (the command
interrupted, the viewer left) goes on with the moves not reviewed yet. The command keeps what it
makes, and says on stderr how many of the notes it printed were kept from before. `--fresh`
makes the whole review again and keeps it over the old one. A kept file that cannot be used
(stale, damaged) is left out with one line on stderr naming it and the field, and the review is
made again.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from tongiaki.ai.explain import chance_to_win
from tongiaki.cli.records_at import CommandError, load
from tongiaki.play.keptreviews import FOLDER, ReviewKey, keep_review, kept_review, review_key
from tongiaki.play.match import HUMAN, Match
from tongiaki.play.records import game_id, record_source
from tongiaki.play.review import (
    REVIEW_ITERATIONS,
    Note,
    people_deciders,
    review_decision,
    reviewed_steps,
    summarise,
)

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
        print(
            f"error: {record_source(Path(args.file))}: --seat {bad[0]} is out of range "
            f"(the game has seats 0 to {players - 1})",
            file=sys.stderr,
        )
        return 1
    iterations = args.iterations if args.iterations is not None else REVIEW_ITERATIONS
    if iterations < 1:
        print("error: --iterations must be at least 1", file=sys.stderr)
        return 1
    if iterations > MAX_ITERATIONS:
        print(f"error: --iterations must be at most {MAX_ITERATIONS:,} (got {iterations})", file=sys.stderr)
        return 1
    names = match.names or [f"seat {i} ({s})" for i, s in enumerate(match.seats)]
    deciders = people_deciders(match.seats, match.deciders, match.reasons)  # not a stand-in's moves
    todo = list(reviewed_steps(match.deck, players, match.history, deciders, seats))
    key = _key(match, seats, iterations)
    kept: list[Note] = []
    if not args.fresh:
        kept, problem = kept_review(key, todo)
        if problem is not None:
            print(f"tongiaki: {problem}", file=sys.stderr)
    by_step = {note.step: note for note in kept}
    if kept:
        print(
            f"tongiaki: {len(kept)} of the {len(todo)} moves reviewed before, kept in {FOLDER}/{key.path.name} "
            f"(--fresh reviews every move again)",
            file=sys.stderr,
        )
    notes: list[Note] = []
    try:
        for step, state, option in todo:
            note = by_step.get(step)
            if note is None:
                note = review_decision(
                    state, option, step, iterations, match.hinted.get(step), match.hint_reasons.get(step, "")
                )
            notes.append(note)
            if not args.json and (args.all or note.verdict.flagged):
                print(_line(note, names))
    finally:  # interrupted too: the moves reviewed so far are kept, and the next run goes on from there
        if len(notes) > len(kept) or (args.fresh and notes):
            failed = keep_review(key, notes)
            if failed is not None:
                print(f"tongiaki: {failed}", file=sys.stderr)
    summaries = [summarise(notes, seat) for seat in seats]
    if args.json:
        print(
            json.dumps(
                {
                    "iterations": iterations,
                    "kept": len(kept),
                    "notes": [_as_dict(n) for n in notes],
                    "summaries": [
                        {
                            "seat": s.player,
                            "reviewed": s.reviewed,
                            "best": s.best,
                            "inaccuracies": s.inaccuracies,
                            "mistakes": s.mistakes,
                            "lost": round(s.lost, 4),
                        }
                        for s in summaries
                    ],
                }
            )
        )
        return 0
    for s in summaries:
        print(
            f"{names[s.player]}: {s.reviewed} decisions reviewed: {s.counts_text()} "
            f"(the hard level's choice in {round(100 * s.agreement)}%)"
        )
    return 0


def _key(match: Match, seats: list[int], iterations: int) -> ReviewKey:
    """The kept review's key: the game's id (`records.game_id`), as the replay viewer's. A record
    without its `created` time (written by hand, or by an old version) is named by its fingerprint
    instead: `game_id` would make up a new time at every run."""
    game = game_id(match) if match.created is not None else ""
    key = review_key(
        game, match.deck, match.history, people_deciders(match.seats, match.deciders, match.reasons), seats,
        iterations, match.hinted, match.hint_reasons
    )
    return key if game else ReviewKey(f"undated/{key.fingerprint}", key.moves, key.fingerprint)


def _line(note: Note, names: list[str]) -> str:
    return (
        f"step {note.step:>4}  turn {note.turn:>2}  {names[note.player]}  {note.verdict.value:<10} "
        f"played: {note.played_text} ({_pct(note.played_chance)})  "
        f"{'hint' if note.hinted else 'hard'}: {note.best_text} ({_pct(note.best_chance)})"
    )


def _pct(value: float) -> str:
    return chance_to_win(value)  # "under 1% to win", as the table says it (not "0%")


def _as_dict(note: Note) -> dict[str, object]:
    return {
        "step": note.step,
        "turn": note.turn,
        "seat": note.player,
        "decision": note.kind.value,
        "played": str(note.played),
        "best": str(note.best),
        "played_value": round(note.played_value, 4),
        "best_value": round(note.best_value, 4),
        "points_lost": round(note.points_lost, 2),
        "played_chance": round(note.played_chance, 4),
        "best_chance": round(note.best_chance, 4),
        "verdict": note.verdict.value,
        "hinted": note.hinted,
        "played_text": note.played_text,
        "best_text": note.best_text,
    }
