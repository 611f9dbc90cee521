"""`tongiaki position RECORD.json [--step N]`: print the position text of a saved game's state."""

from __future__ import annotations

import argparse
import sys


def run(args: argparse.Namespace) -> int:
    """Print the position after the record's first N options (all of them by default), or one
    line naming the problem (exit 1)."""
    from tongiaki.cli.records_at import CommandError, state_at
    from tongiaki.rules.position import position_text

    try:
        _, state, _ = state_at(args.file, args.step)
    except CommandError as error:
        print(error, file=sys.stderr)
        return 1
    print(position_text(state))
    return 0
