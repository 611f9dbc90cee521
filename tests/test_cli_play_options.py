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


def test_a_persons_seat_may_be_written_you() -> None:
    """The table calls a person's seat "Blue (you)": play-test 37 tried `--seats you,medium,...`
    and was refused. "you" (and "me") name a person's seat as "human" does; an unknown word is
    still refused in one line that names the choices."""
    import pytest

    from tongiaki.app.main import parse_seats

    assert parse_seats("you,medium,Hard,me") == ["human", "medium", "hard", "human"]
    with pytest.raises(ValueError, match=r"unknown seat 'yu'; use human \(or you\) or one of"):
        parse_seats("yu,easy")
