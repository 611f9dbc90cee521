"""The command line: `tongiaki [play|simulate|tournament|check-deck|replay|screenshot|bench|position]`.

With no subcommand it opens the game window (start screen). This file parses the arguments;
each subcommand is carried out by `run(args)` in its own module of this package (`play.py`,
`simulate.py`, ...), so the library modules hold no command code.
"""

from __future__ import annotations

import argparse
import sys


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand."""
    parser = argparse.ArgumentParser(prog="tongiaki", description="Tongiaki, the board game of Polynesian seafaring.")
    sub = parser.add_subparsers(dest="command")

    play = sub.add_parser("play", help="open the table (skip the start screen with --seats)")
    play.add_argument("--seats", help="comma-separated seats: human or an AI level, e.g. human,easy,medium")
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--deck", default=None, help="deck YAML file (default config/decks/standard.yaml)")
    play.add_argument("--autoplay", action="store_true", help="let AI play every seat and exit at the end")
    play.add_argument("--speed", default="normal", help="animation speed: slow, normal, fast, instant")
    play.add_argument("--size", default="1280x800", help="window size WxH")
    play.add_argument("--load", default=None, help="resume a saved game record")

    sim = sub.add_parser("simulate", help="play random legal games and check the invariants")
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--deck", default=None)
    sim.add_argument("--json", action="store_true")

    tour = sub.add_parser("tournament", help="seeded AI tournament with seat rotation")
    tour.add_argument("--seats", required=True, help="comma-separated AI levels, e.g. hard,medium,medium,medium")
    tour.add_argument("--games", type=int, default=100)
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--jobs", type=int, default=1)
    tour.add_argument("--deck", default=None)
    tour.add_argument("--think", type=float, default=None, help="seconds per decision for hard/expert")
    tour.add_argument("--json", action="store_true")
    tour.add_argument("--log", default=None, help="JSON-lines game log; rerunning the same command resumes it")

    check = sub.add_parser("check-deck", help="validate a deck file")
    check.add_argument("file")

    rep = sub.add_parser("replay", help="replay a saved game record and print the scores")
    rep.add_argument("file")
    rep.add_argument("--json", action="store_true")

    shot = sub.add_parser("screenshot", help="render the table after K AI turns to a PNG")
    shot.add_argument("--out", required=True)
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--turns", type=int, default=20)
    shot.add_argument("--size", default="1280x800")
    shot.add_argument("--players", type=int, default=4)
    shot.add_argument("--deck", default=None)

    pos = sub.add_parser("position", help="print the position text of a saved game (GameState.from_position reads it)")
    pos.add_argument("file")
    pos.add_argument("--step", type=int, default=None, help="after the first N options (default: all)")

    bench = sub.add_parser("bench", help="print speed figures")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--quick", action="store_true", help="shorter runs")
    return parser


COMMANDS: dict[str, str] = {
    "play": "play",
    "simulate": "simulate",
    "tournament": "tournament",
    "check-deck": "check_deck",
    "replay": "replay",
    "screenshot": "screenshot",
    "bench": "bench",
    "position": "position",
}
"""Each subcommand and the module of `tongiaki.cli` whose `run(args)` carries it out."""


def main(argv: list[str] | None = None) -> int:
    """Entry point of the `tongiaki` command; returns the exit status."""
    import importlib

    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        args = parser.parse_args(["play"])
    module = importlib.import_module(f"tongiaki.cli.{COMMANDS[args.command]}")
    return int(module.run(args))


def gui_main() -> int:
    """Entry point for double-click launchers: the start screen, no console needed."""
    return main(["play"])


if __name__ == "__main__":
    sys.exit(main())
