"""The command line: `tongiaki [play|simulate|tournament|check-deck|show-deck|replay|odds|review|position|screenshot|bench]`.

With no subcommand it opens the game window (start screen). This file parses the arguments;
each subcommand is carried out by `run(args)` in its own module of this package (`play.py`,
`simulate.py`, ...), so the library modules hold no command code.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Sequence
from typing import Any, NoReturn


class _Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors are one line (argparse prints the whole usage
    block above its message): what was wrong and where the options are listed."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see '{self.prog} --help')\n")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand (their parsers are `_Parser`s too)."""
    parser = _Parser(prog="tongiaki", description="Tongiaki, the board game of Polynesian seafaring.")
    parser.add_argument("--version", action=_Version, help="print the version and whether the rules core is compiled")
    sub = parser.add_subparsers(dest="command")

    play = sub.add_parser("play", help="open the table (skip the start screen with --seats)")
    play.add_argument("--seats", help="comma-separated seats: human (or you) or an AI level, e.g. you,easy,medium")
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--deck", default=None, help="deck YAML file (default config/decks/standard.yaml)")
    play.add_argument("--autoplay", action="store_true", help="let AI play every seat and exit at the end")
    play.add_argument("--speed", default=None,
                      help="animation speed: slow, normal, fast, instant (default: the one last chosen)")
    play.add_argument("--size", default="auto", help="window size WxH, or auto to fit the screen (default)")
    play.add_argument("--load", default=None, help="resume a saved game record")
    play.add_argument("--replay", default=None, help="watch a saved game record in the replay viewer")
    play.add_argument("--tutorial", action="store_true", help="the guided first game")

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
    tour.add_argument("--think", type=float, default=None, help="seconds per decision for the searching levels")
    tour.add_argument("--iterations", type=int, default=None,
                      help="cap the searching levels at N iterations per decision (no clock unless --think): "
                           "deterministic, independent of machine load")
    tour.add_argument("--json", action="store_true")
    tour.add_argument("--log", default=None, help="JSON-lines game log; rerunning the same command resumes it")

    check = sub.add_parser("check-deck", help="validate a deck file; with --games, measure its balance")
    check.add_argument("file")
    check.add_argument("--games", type=int, default=None,
                       help="play N seeded games of this deck and of the standard deck and compare them")
    check.add_argument("--players", type=int, default=4, help="players per game (default 4)")
    check.add_argument("--level", default="random", help="AI level of every seat (default random)")
    check.add_argument("--seed", type=int, default=1)
    check.add_argument("--jobs", type=int, default=None, help="worker processes (default: every core)")
    check.add_argument("--json", action="store_true", help="print the figures as one JSON object")

    show = sub.add_parser("show-deck", help="draw every card of a deck into one PNG (a contact sheet)")
    show.add_argument("file")
    show.add_argument("--out", required=True, help="PNG file to write")
    show.add_argument("--columns", type=int, default=8, help="cards per row (default 8)")

    rep = sub.add_parser("replay", help="replay a saved game record and print the scores")
    rep.add_argument("file")
    rep.add_argument("--json", action="store_true")

    odds = sub.add_parser("odds", help="the voyage odds of every emigration option of a saved game's decision")
    odds.add_argument("file", help="a saved game record (JSON)")
    odds.add_argument("--step", type=int, default=None, help="replay only the first N options (default: all)")
    odds.add_argument("--json", action="store_true", help="print one JSON object")

    review = sub.add_parser("review", help="a saved game's moves against the hard level's choices")
    review.add_argument("file", help="a saved game record (JSON)")
    review.add_argument("--seat", type=int, action="append", default=None,
                        help="a seat to review (repeatable; default: the human seats, or every seat)")
    review.add_argument("--iterations", type=int, default=None,
                        help="search iterations per decision (default: the review's own)")
    review.add_argument("--all", action="store_true", help="print every reviewed decision, not only the flagged ones")
    review.add_argument("--json", action="store_true", help="print one JSON object")
    review.add_argument("--fresh", action="store_true",
                        help="review every move again, not showing a review kept from before (and keep the new one)")

    shot = sub.add_parser("screenshot", help="render the table after K AI turns to a PNG")
    shot.add_argument("--out", required=True)
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--turns", type=int, default=20)
    shot.add_argument("--size", default="1280x800")
    shot.add_argument("--players", type=int, default=4)
    shot.add_argument("--deck", default=None)
    shot.add_argument("--hover-pier", type=int, nargs="?", const=-1, default=None, metavar="N",
                      help="play on to an emigration decision and show the voyage preview of its option N "
                           "(default: the first pier whose voyage needs a new card)")
    shot.add_argument("--fit", action="store_true", help="show the whole table (key F) instead of the automatic view")
    shot.add_argument("--log", action="store_true", help="open the large log (key L) over the table or the replay")
    shot.add_argument("--scene", choices=("table", "score", "replay"), default="table",
                      help="table (default); score: the score sheet of the game played to its end; "
                           "replay: the replay viewer at turn --turns of it")

    pos = sub.add_parser("position", help="print the position text of a saved game (tongiaki.rules.position.from_position reads it)")
    pos.add_argument("file")
    pos.add_argument("--step", type=int, default=None, help="after the first N options (default: all)")

    bench = sub.add_parser("bench", help="print speed figures")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--quick", action="store_true", help="shorter runs")
    return parser


class _Version(argparse.Action):
    """`--version`: the version and which rules core and AI search run (pure Python, or compiled by mypyc)."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: str | Sequence[Any] | None, option_string: str | None = None) -> None:
        from tongiaki import __version__
        from tongiaki.ai.compiled import search_build
        from tongiaki.rules.compiled import core_build

        print(f"tongiaki {__version__} (core: {core_build()}; search: {search_build()})")
        parser.exit()


COMMANDS: dict[str, str] = {
    "play": "play",
    "simulate": "simulate",
    "tournament": "tournament",
    "check-deck": "check_deck",
    "show-deck": "show_deck",
    "replay": "replay",
    "odds": "odds",
    "review": "review",
    "screenshot": "screenshot",
    "bench": "bench",
    "position": "position",
}
"""Each subcommand and the module of `tongiaki.cli` whose `run(args)` carries it out."""


FILE_OPTIONS = ("deck", "load", "replay", "log", "out")
"""Options that name a file: an empty one is refused (taken for "not given", `--load ""` opened
the start screen and `--deck ""` played the standard deck)."""


PLAY_OPTIONS = ("--seats", "--seed", "--deck", "--autoplay", "--speed", "--size", "--load", "--replay", "--tutorial")
"""The options of `play`, the command `tongiaki` runs when given none: they may come first."""


def command_line(argv: list[str]) -> list[str]:
    """`argv` with `play` put first when it starts with one of `play`'s options: `tongiaki
    --size auto` is `tongiaki play --size auto` (a play-test typed it so and was refused)."""
    if argv and argv[0].split("=")[0] in PLAY_OPTIONS:
        return ["play", *argv]
    return list(argv)


def main(argv: list[str] | None = None) -> int:
    """Entry point of the `tongiaki` command; returns the exit status."""
    import importlib
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # pygame's banner is not ours to print
    parser = build_parser()
    args, unknown = parser.parse_known_args(command_line(sys.argv[1:] if argv is None else argv))
    if unknown:  # told by the subcommand's parser, which lists the options that exist
        _command_parser(parser, args.command).error(f"unrecognized arguments: {' '.join(unknown)}")
    if args.command is None:
        args = parser.parse_args(["play"])
    for option in FILE_OPTIONS:
        if getattr(args, option, None) == "":
            print(f"tongiaki {args.command}: --{option} needs a file name (it is empty)", file=sys.stderr)
            return 2
    module = importlib.import_module(f"tongiaki.cli.{COMMANDS[args.command]}")
    from tongiaki.ai.fitted import EvaluationFileError

    try:
        status = int(module.run(args))
        sys.stdout.flush()
    except BrokenPipeError:
        return _reader_gone()
    except EvaluationFileError as error:  # the installation's own data is damaged or missing
        print(f"\ntongiaki: {error}", file=sys.stderr)
        return 1
    return status


def _command_parser(parser: argparse.ArgumentParser, command: str | None) -> argparse.ArgumentParser:
    """The parser of subcommand `command` (the top parser when there is none)."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction) and command in action.choices:
            return action.choices[command]  # type: ignore[no-any-return]
    return parser


BROKEN_PIPE_STATUS = 141
"""Exit status when the reader of the output went away (128 + SIGPIPE, as other tools report it)."""


def _reader_gone() -> int:
    """The output's reader closed it (`tongiaki replay F | head -1`): stop quietly.

    Python would complain again when it flushes stdout at exit, so stdout now goes nowhere.
    """
    import os

    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    return BROKEN_PIPE_STATUS


def gui_main() -> int:
    """Entry point for double-click launchers: the start screen, no console needed."""
    return main(["play"])


if __name__ == "__main__":
    sys.exit(main())
