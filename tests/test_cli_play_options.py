"""`tongiaki` runs `play` when given no command, and takes `play`'s options without it too."""

from __future__ import annotations

from tongiaki.cli import build_parser, command_line


def test_plays_options_may_come_without_the_play_command() -> None:
    """A play-test typed `tongiaki --size auto` and was told 'invalid choice: auto'."""
    parser = build_parser()
    args = parser.parse_args(command_line(["--size", "auto"]))
    assert args.command == "play" and args.size == "auto"
    args = parser.parse_args(command_line(["--seats=human,easy", "--speed", "fast"]))
    assert args.command == "play" and args.seats == "human,easy" and args.speed == "fast"
    assert command_line(["review", "game.json"]) == ["review", "game.json"]  # other commands as they are
    assert command_line(["--version"]) == ["--version"]
    assert command_line([]) == []
