"""`tongiaki check-deck FILE`: validate a deck and summarise it."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tongiaki.play.decks import DeckError, deck_summary, load_deck


def run(args: argparse.Namespace) -> int:
    """`tongiaki check-deck FILE`: print the one-line error (exit 1) or a summary (exit 0)."""
    try:
        deck = load_deck(args.file)
    except DeckError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(f"{Path(args.file).name}: OK")
    print(deck_summary(deck))
    return 0
