"""`tongiaki screenshot`: the table after some AI turns, rendered to a PNG."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame

from tongiaki.app.art import cardart
from tongiaki.app.main import App, deck_or_error, parse_size, seat_names


def run(args) -> int:
    """`tongiaki screenshot --out FILE.png`: the table after K AI turns, rendered to a PNG."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        size = parse_size(args.size)
    except ValueError as exc:
        print(f"tongiaki screenshot: {exc}", file=sys.stderr)
        return 2
    deck, error = deck_or_error(args.deck)
    if error:
        print(error, file=sys.stderr)
        return 1
    from tongiaki.ai import LEVELS
    from tongiaki.play.match import Match

    level = "easy" if "easy" in LEVELS else "random"
    players = max(2, min(6, args.players))
    match = Match(deck, [level] * players, args.seed)
    while not match.is_over() and match.state.turn <= args.turns:
        match.advance()
    # Stop at a resting point: finish the turn under way.
    turn = match.state.turn
    while not match.is_over() and match.state.turn == turn and args.turns > 0 and match.state.turn > args.turns:
        match.advance()
    app = App(size)
    colours = list(cardart.SEAT_COLOURS[:players])
    from tongiaki.app.scenes.table import TableScene

    scene = TableScene(app, match, names=seat_names(match.seats, colours), colours=colours, speed="instant")
    app.scene = scene
    scene.enter()
    scene.draw(app.screen)
    out = Path(args.out)
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(out))
    except (OSError, pygame.error) as exc:
        app.close()
        print(f"tongiaki screenshot: cannot write {out}: {' '.join(str(exc).split())}", file=sys.stderr)
        return 1
    app.close()
    print(f"wrote {out} ({size[0]}x{size[1]}, turn {match.state.turn}, seed {args.seed})")
    return 0
