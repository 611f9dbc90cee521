"""`tongiaki replay FILE`: replay a saved game record and print the scores."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from tongiaki.play.records import (
    TIEBREAK_WORDS,
    RecordError,
    count_words,
    load_record,
    record_source,
    replay_summary,
    seat_label,
)


def run(args: argparse.Namespace) -> int:
    """`tongiaki replay FILE [--json]`: print the scores, or the one-line error (exit 1)."""
    source = record_source(Path(args.file))
    try:
        match = load_record(args.file)
    except RecordError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    summary = replay_summary(match, source)
    if getattr(args, "json", False):
        print(json.dumps(summary))
        return 0
    if summary["over"]:
        status = f"game over after turn {summary['turn']}"
    else:
        status = f"in progress at turn {summary['turn']} (standing so far)"
    print(f"{source}: deck '{summary['deck']}', {len(match.seats)} players, seed {summary['seed']}, "
          f"{summary['options']} options: {status}")
    for entry in summary["players"]:
        seat = seat_label(entry["name"], entry["seat"])
        mark = "  winner" if entry["winner"] else ""
        print(f"  player {entry['player']}  {seat:<20} {count_words(entry['score'], 'point'):>9}  "
              f"{count_words(entry['islands'], 'island'):>10}  {count_words(entry['ships_on_table'], 'ship'):>8} on the table"
              f"{mark}")
    if summary["over"]:
        print(f"Tiebreak: {summary['tiebreak']} ({TIEBREAK_WORDS[summary['tiebreak']]})")
    return 0
