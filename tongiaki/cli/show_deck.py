"""`tongiaki show-deck FILE --out SHEET.png`: every card of a deck in one picture (a contact sheet)."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from tongiaki.play.decks import DeckError, load_deck


def run(args: argparse.Namespace) -> int:
    """Validate the deck, then draw its contact sheet to `--out` (exit 1 with the one-line error)."""
    if args.columns < 1:
        print(f"error: --columns must be 1 or more (got {args.columns})", file=sys.stderr)
        return 2
    try:
        deck = load_deck(args.file)
    except DeckError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from tongiaki.app.art.contact_sheet import contact_sheet

    out = Path(args.out)
    if out.suffix.lower() not in (".png", ".bmp", ".jpg", ".jpeg", ".tga"):
        print(f"error: {out.name}: --out must name a .png (or .bmp, .jpg, .tga) file", file=sys.stderr)
        return 2
    surface, layout = contact_sheet(deck, columns=args.columns)
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(surface, str(out))
    except (OSError, pygame.error) as error:
        print(f"error: {out}: cannot write the sheet ({error})", file=sys.stderr)
        return 1
    width, height = surface.get_size()
    print(f"wrote {out} ({width}x{height}, {len(layout.cards)} cards of '{deck.name}')")
    return 0
