"""`tongiaki screenshot`: the table after some AI turns, rendered to a PNG."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, cast

import pygame

from tongiaki.app.art import palette
from tongiaki.app.main import App, deck_or_error, parse_size, seat_names

if TYPE_CHECKING:
    from tongiaki.app.scenes.table import TableScene
    from tongiaki.play.match import Match
    from tongiaki.rules import Cell


PICTURE_SUFFIXES = (".png", ".bmp", ".jpg", ".jpeg", ".tga")
"""The kinds of picture `--out` may name (pygame writes any other name as a TGA picture)."""


def run(args: argparse.Namespace) -> int:
    """`tongiaki screenshot --out FILE.png`: the table after K AI turns, rendered to a PNG."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        size = parse_size(args.size) or (1280, 800)
    except ValueError as exc:
        print(f"tongiaki screenshot: {exc}", file=sys.stderr)
        return 2
    if Path(args.out).suffix.lower() not in PICTURE_SUFFIXES:
        print(f"tongiaki screenshot: {Path(args.out).name}: --out must name a .png (or .bmp, .jpg, .tga) file",
              file=sys.stderr)
        return 2
    deck, error = deck_or_error(args.deck)
    if deck is None:
        print(error, file=sys.stderr)
        return 1
    from tongiaki.ai import LEVELS
    from tongiaki.play.match import Match

    level = "easy" if "easy" in LEVELS else "random"
    players = max(2, min(6, args.players))
    match = Match(deck, [level] * players, args.seed)
    view = getattr(args, "scene", "table") or "table"
    if view in ("score", "replay"):
        return _other_scene(view, match, size, args)
    while not match.is_over() and match.state.turn <= args.turns:
        match.advance()
    # Stop at a resting point: finish the turn under way.
    turn = match.state.turn
    while not match.is_over() and match.state.turn == turn and args.turns > 0 and match.state.turn > args.turns:
        match.advance()
    hover = getattr(args, "hover_pier", None)
    if hover is not None and not _reach_emigration(match):
        print(f"tongiaki screenshot: no emigration decision after turn {args.turns} (seed {args.seed})",
              file=sys.stderr)
        return 1
    app = App(size)
    colours = list(palette.SEAT_COLOURS[:players])
    from tongiaki.app.scenes.table import TableScene

    scene = TableScene(app, match, names=seat_names(match.seats, colours), colours=colours, speed="instant")
    app.scene = scene
    scene.enter()
    if getattr(args, "fit", False):
        scene.fit()
    scene.refresh_hud()
    if hover is not None:
        _hover_pier(scene, hover, fit=getattr(args, "fit", False))
    if getattr(args, "log", False):
        scene.logbook.open()
    scene.draw(app.screen)
    out = Path(args.out)
    if not _save(app, out):
        return 1
    print(f"wrote {out} ({size[0]}x{size[1]}, turn {match.state.turn}, seed {args.seed})")
    return 0


def _save(app: App, out: Path) -> bool:
    """Write the window's picture to `out` and close the window; False (said in one line) if
    the file cannot be written."""
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(out))
    except (OSError, pygame.error) as exc:
        print(f"tongiaki screenshot: cannot write {out}: {' '.join(str(exc).split())}", file=sys.stderr)
        return False
    finally:
        app.close()
    return True


def _other_scene(view: str, match: Match, size: tuple[int, int], args: argparse.Namespace) -> int:
    """The score sheet of the finished game, or the replay viewer at turn `--turns` of it."""
    match.play_out()
    app = App(size)
    colours = list(palette.SEAT_COLOURS[: len(match.seats)])
    names = seat_names(match.seats, colours)
    from tongiaki.app.scenes.table import TableScene

    if view == "score":
        from tongiaki.app.scenes.score import ScoreScene

        board = TableScene(app, match, names=names, colours=colours, speed="instant")
        board.enter()
        board.refresh_hud()
        scene = ScoreScene(app, match, names, colours, board=board)
        app.scene = scene
        scene.enter()
    else:
        app.watch_replay(match, colours)
        scene = app.scene
        scene.goto_turn(args.turns)
        for _ in range(3):
            scene.forward()
        for _ in range(40):  # let the last decision's animation play out
            scene.update(1 / 30)
        if getattr(args, "log", False):
            scene.table.logbook.open()
    scene.draw(app.screen)
    out = Path(args.out)
    if not _save(app, out):
        return 1
    print(f"wrote {out} ({size[0]}x{size[1]}, the {view} of seed {args.seed})")
    return 0


def _reach_emigration(match: Match) -> bool:
    """Play on to the next emigration decision and hand that seat to a person (to show the preview)."""
    from tongiaki.rules import Decision, DecisionKind

    for _ in range(20_000):
        node = match.pending
        if node is None:
            return False
        if isinstance(node, Decision) and node.kind is DecisionKind.EMIGRATE:
            match.agents[node.player] = None
            match.seats[node.player] = "human"
            return True
        match.advance()
    return False


def _hover_pier(scene: TableScene, index: int, *, fit: bool = False) -> None:
    """Point at a pier of the pending emigration: option `index`, or (-1) the first whose voyage
    needs a new card; then let the scene find it (its preview computes the odds in `update`).
    The view is the automatic one (cards never below the readable floor) brought round the
    pier's island and the route's end, as a player sees it; with `fit` the whole table and route."""
    from tongiaki.rules.odds import Outcome, decision_odds

    scene.update(0.0)
    entries = decision_odds(scene.match.state)
    if 0 <= index < len(entries):
        option = entries[index].option
    else:
        option = next((e.option for e in entries if e.odds.outcome is Outcome.OPEN), entries[0].option)
    odds = next(e.odds for e in entries if e.option == option)
    route = [step.cell for step in odds.route]
    cell = cast("Cell", option.cell)  # an emigration option's cell, never None
    if fit:
        scene.fit(extra=route)  # the whole table and route, however small the cards get
    else:
        focus = [cell] + route[-1:]
        scene.view.camera.auto_fit(list(scene.display.cells) + route[-1:], scene._viewport(), focus)
    pos = scene.view.pier_point(scene.display, cell, option.pier)
    point = (round(pos[0]), round(pos[1]))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
    scene.update(0.0)
