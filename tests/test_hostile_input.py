"""Hostile input found by an audit of every file the game reads: each case gets one line naming
the file and the field (or what is wrong), never a traceback or a hang. The "no hang" cases are
checked by structure (the input is refused before anything works through it), never by timing."""

from __future__ import annotations

import pytest

from tongiaki.cli import main

TOO_LONG_NAME = "a" * 300
"""A file name longer than any file system allows (255 bytes): opening or even asking whether
it exists fails with ENAMETOOLONG."""


def _one_line_error(argv: list[str], capsys, status: int = 1) -> str:
    """Run the command; it must fail with exactly one line on stderr, which is returned."""
    code = main(argv)
    err = capsys.readouterr().err
    assert code == status, err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err.strip()


# --- file names the system cannot take ---------------------------------------------------


@pytest.mark.parametrize("argv", [
    ["check-deck", TOO_LONG_NAME],
    ["show-deck", TOO_LONG_NAME, "--out", "never.png"],
    ["simulate", "--games", "1", "--deck", TOO_LONG_NAME],
    ["tournament", "--seats", "random,random", "--games", "1", "--deck", TOO_LONG_NAME],
])
def test_a_deck_name_too_long_for_the_system_is_one_line(argv, capsys) -> None:
    err = _one_line_error(argv, capsys)
    assert f"{TOO_LONG_NAME}: cannot read file (" in err


def test_a_tournament_log_name_too_long_for_the_system_is_one_line(tmp_path, capsys) -> None:
    log = tmp_path / TOO_LONG_NAME
    err = _one_line_error(["tournament", "--seats", "random,random", "--games", "1", "--log", str(log)], capsys)
    assert err.startswith(f"tournament: {log}: cannot be used as a log (")
