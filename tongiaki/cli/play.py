"""`tongiaki play`: the start screen, or straight to the table with --seats.

`--deck FILE` without `--seats` preselects that deck on the start screen. `--seats` and `--load`
ask first (the keep-game dialog) when another game is in progress, except under `--autoplay` and
for a finished game `--load` shows on its score sheet (it replaces nothing). A deck that cannot be
used opens the start screen with the reason shown in the window (and printed), since a game
started from a launcher has no terminal; only `--autoplay` then exits with status 1. A game
started with `--seats` is the last setup the start screen opens with, as one started from its form
(not under `--autoplay`), whatever the keep-game dialog's answer: after Cancel the start screen
shows the seats asked for.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from tongiaki.app.art import palette
from tongiaki.app.main import App, colours_of, deck_or_error, parse_seats, parse_size

if TYPE_CHECKING:
    from tongiaki.play.match import Match


MAX_SEED_DIGITS = 18
"""Digits a --seed may have: a game's record keeps integers of at most 100 digits, so a longer
seed made an autosave that could not be read back (the start screen takes 12)."""


def run(args: argparse.Namespace) -> int:
    """`tongiaki play`: the start screen, or straight to the table with --seats."""
    try:
        size = parse_size(args.size)
        seats = parse_seats(args.seats) if args.seats else None
    except ValueError as exc:
        print(f"tongiaki play: {exc}", file=sys.stderr)
        return 2
    if args.seed is not None and len(str(abs(args.seed))) > MAX_SEED_DIGITS:
        print(f"tongiaki play: --seed must be a whole number of at most {MAX_SEED_DIGITS} digits "
              f"(it has {len(str(abs(args.seed)))})", file=sys.stderr)
        return 2
    if args.autoplay and (seats is None or "human" in seats):
        print("tongiaki play: --autoplay needs --seats with AI levels only", file=sys.stderr)
        return 2
    if args.speed is not None and args.speed not in ("slow", "normal", "fast", "instant"):
        print("tongiaki play: --speed is one of slow, normal, fast, instant", file=sys.stderr)
        return 2
    deck, deck_error = None, None
    if args.deck or seats is not None:
        deck, deck_error = deck_or_error(args.deck)
        if deck_error:
            print(deck_error, file=sys.stderr)  # also shown in the window (no terminal under a launcher)
            if args.autoplay:
                return 1
    if seats is not None and deck is not None:
        from tongiaki.rules import check_players

        try:
            check_players(deck, len(seats))
        except ValueError as exc:
            print(f"tongiaki play: --seats: {exc}", file=sys.stderr)
            return 1
    app = App(size, autoplay=args.autoplay)
    if args.autoplay:  # an unattended game never touches the saved games: no lock to take
        return _play_in(app, args, seats, deck_error)
    from tongiaki.play.instance import InstanceLock
    from tongiaki.resources import user_data_dir

    lock = InstanceLock(user_data_dir())
    if not lock.acquire():  # another window plays from the same saved games: say so, touch nothing
        from tongiaki.app.scenes.keepgame import AlreadyOpenDialog

        print(f"tongiaki play: Tongiaki is already open on the saved games in {user_data_dir()}", file=sys.stderr)
        app.switch(AlreadyOpenDialog(app, str(user_data_dir())))
        app.run()
        app.close()
        return 1
    try:
        return _play_in(app, args, seats, deck_error)
    finally:
        lock.release()


def _play_in(app: App, args: argparse.Namespace, seats: list[str] | None, deck_error: str | None) -> int:
    """Open what `args` ask for in the window of `app` (a replay, the tutorial, a saved game, a
    new game or the start screen), run it until it closes and return the exit code."""
    if getattr(args, "replay", None):
        from tongiaki.play.records import RecordError, load_record

        try:
            match = load_record(args.replay)
        except RecordError as exc:
            print(exc, file=sys.stderr)
            app.close()
            return 1
        app.watch_replay(match)
    elif getattr(args, "tutorial", False):
        app.start_tutorial(args.speed)
    elif getattr(args, "load", None):
        try:
            from tongiaki.play.records import RecordError, load_record
        except ImportError:
            print("tongiaki play: saved games are not available", file=sys.stderr)
            return 1
        try:
            match = load_record(args.load)
        except RecordError as exc:
            print(exc, file=sys.stderr)
            return 1
        loaded = match
        if loaded.is_over():  # it replaces nothing: its score sheet at once (as Load game's Open)
            app.show_finished(loaded)
        else:
            app.keep_game_first(lambda: app.show_match(loaded, colours_of(loaded), args.speed))
    elif seats is not None and not deck_error:
        chosen = seats

        def start() -> None:
            error = app.new_game(chosen, seed=args.seed, deck_path=args.deck, speed=args.speed)
            if error:
                print(error, file=sys.stderr)
                app.to_menu(deck=args.deck, message=error)

        if args.autoplay:  # nobody to ask, and an unattended game never touches the autosave
            start()
        else:
            from tongiaki.app.scenes.start import setup_of

            # the last setup, as a game started from the form (an unattended game keeps it), and
            # before the keep-game question: play-test 34 cancelled it and found the saved game's
            # seats on the start screen, not the ones asked for
            app.update_settings(**setup_of(chosen, palette.SEAT_COLOURS[: len(chosen)], args.deck))
            app.keep_game_first(start)
    else:
        app.to_menu(deck=args.deck)  # a deck that cannot be used says so in its panel (printed above too)
    app.run()
    finished = app.finished_match
    app.close()
    if args.autoplay:
        if finished is None:
            print("tongiaki play: the game did not finish", file=sys.stderr)
            return 1
        print_scores(finished)
    return app.exit_code




def print_scores(match: Match) -> None:
    """Final scores, one line per seat."""
    result = match.state.result()
    colours = list(palette.SEAT_COLOURS[: len(match.seats)])
    for p, seat in enumerate(match.seats):
        mark = " *winner*" if p in result.winners else ""
        print(f"{colours[p]:<7} {seat:<7} {result.scores[p]:>3} points, {result.islands[p]} islands{mark}")
    print(f"decided by: {result.tiebreak}; turns: {match.state.turn}")
