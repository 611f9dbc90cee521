"""`tongiaki position RECORD.json [--step N]`: print the position text of a saved game's state."""

from __future__ import annotations

import argparse
import sys


def run(args: argparse.Namespace) -> int:
    """Print the position after the record's first N options (all of them by default), or one
    line naming the problem (exit 1)."""
    from tongiaki.play.match import Match
    from tongiaki.play.records import RecordError, load_record
    from tongiaki.rules.position import position_text

    try:
        match = load_record(args.file)
    except RecordError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    steps = len(match.history)
    step = steps if args.step is None else args.step
    if not 0 <= step <= steps:
        print(f"error: --step must be 0 to {steps} (the record holds {steps} options), not {step}", file=sys.stderr)
        return 1
    if step < steps:
        replay = Match(match.deck, match.seats, match.seed)
        for option in match.history[:step]:
            replay.state.apply(option)
        state = replay.state
    else:
        state = match.state
    print(position_text(state))
    return 0
