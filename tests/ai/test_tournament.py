"""`tongiaki tournament`: Wilson interval, seat rotation, a small in-suite tournament, the JSON report."""

from __future__ import annotations

import argparse
import json

import pytest

from tests.ai.helpers import DECK
from tongiaki.cli.tournament import run as run_tournament
from tongiaki.tools.tournament import (
    deal_seed,
    percentile,
    run_games,
    seating,
    summarise,
    wilson_interval,
)


def test_wilson_interval_matches_known_values() -> None:
    lo, hi = wilson_interval(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    lo, hi = wilson_interval(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    lo, hi = wilson_interval(10, 10)
    assert lo == pytest.approx(0.7225, abs=1e-4) and hi == 1.0


def test_wilson_interval_accepts_split_ties_and_narrows_with_more_games() -> None:
    small = wilson_interval(2.5, 10)
    large = wilson_interval(250, 1000)
    assert small[0] < 0.25 < small[1]
    assert large[0] < 0.25 < large[1]
    assert large[1] - large[0] < small[1] - small[0]
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_percentile_is_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 0.95) == 95.0
    assert percentile([3.0], 0.95) == 3.0
    assert percentile([], 0.95) == 0.0


def test_rotation_puts_every_label_in_every_position() -> None:
    labels = ("hard", "medium", "medium", "medium")
    positions_of_hard = {seating(labels, r).index(0) for r in range(4)}
    assert positions_of_hard == {0, 1, 2, 3}
    for r in range(4):
        assert sorted(seating(labels, r)) == [0, 1, 2, 3]


def test_rotations_of_a_deal_share_the_chance_seed() -> None:
    assert deal_seed(1, 0) == deal_seed(1, 0)
    assert deal_seed(1, 0) != deal_seed(1, 1)
    assert deal_seed(1, 0) != deal_seed(2, 0)


def test_small_tournament_of_the_fast_levels() -> None:
    labels = ("easy", "random")
    results = run_games(DECK, labels, games=8, seed=3, progress=False)
    assert len(results) == 8
    for game in results:
        assert [seat.label for seat in game] == ["easy", "random"]
        assert sum(seat.share for seat in game) == pytest.approx(1.0)
        assert game[0].margin == game[0].score - game[1].score
    summaries = summarise(labels, results)
    data = [s.as_dict() for s in summaries]
    assert [d["name"] for d in data] == ["easy", "random"]
    assert sum(d["win_share"] for d in data) == pytest.approx(1.0, abs=1e-3)
    assert data[0]["think_ms_mean"] > 0 and data[1]["games"] == 8
    again = run_games(DECK, labels, games=8, seed=3, progress=False)
    assert [[s.score for s in g] for g in again] == [[s.score for s in g] for g in results]


def test_grouped_seats_are_reported_once_with_their_count() -> None:
    labels = ("easy", "random", "random")
    results = run_games(DECK, labels, games=3, seed=4, progress=False)
    data = [s.as_dict() for s in summarise(labels, results)]
    assert [d["name"] for d in data] == ["easy", "random x2"]
    assert data[0]["win_share"] + 2 * data[1]["win_share"] == pytest.approx(1.0, abs=1e-3)


def _args(**overrides) -> argparse.Namespace:
    values = dict(seats="easy,random,random", games=3, seed=1, jobs=1, deck=None, think=None, json=True, log=None,
                  iterations=None)
    values.update(overrides)
    return argparse.Namespace(**values)


def test_json_report_has_the_documented_fields(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_tournament(_args()) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 3 and out["seed"] == 1
    assert [a["name"] for a in out["agents"]] == ["easy", "random x2"]
    for entry in out["agents"]:
        assert set(entry) == {"name", "games", "win_share", "ci95", "mean_score", "mean_margin", "think_ms_mean",
                              "think_ms_p95"}
        lo, hi = entry["ci95"]
        assert 0.0 <= lo <= entry["win_share"] <= hi <= 1.0


def test_table_report_and_parallel_jobs_agree(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_tournament(_args(json=False, games=4, jobs=2)) == 0
    captured = capsys.readouterr()
    assert "easy" in captured.out and "random x2" in captured.out and "win share" in captured.out
    assert "4/4 games" in captured.err
    assert run_tournament(_args(games=4, jobs=2)) == 0
    parallel = json.loads(capsys.readouterr().out)
    assert run_tournament(_args(games=4, jobs=1)) == 0
    serial = json.loads(capsys.readouterr().out)
    strip = lambda d: [(a["name"], a["win_share"], a["mean_score"]) for a in d["agents"]]  # noqa: E731
    assert strip(parallel) == strip(serial)


@pytest.mark.parametrize("seats", ["easy,grandmaster", "easy", "easy,easy,easy,easy,easy,easy,easy"])
def test_bad_seats_are_refused_with_a_message(seats: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_tournament(_args(seats=seats)) == 1
    assert "tournament:" in capsys.readouterr().err


def _outcomes(report: dict) -> list[dict]:
    """The report without think times (those are measured, not seeded)."""
    return [{k: v for k, v in agent.items() if not k.startswith("think")} for agent in report["agents"]]


def test_log_resumes_and_gives_the_same_report_as_one_run(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "run.jsonl"
    assert run_tournament(_args(games=6)) == 0
    whole = json.loads(capsys.readouterr().out)
    assert run_tournament(_args(games=3, log=str(log))) == 0
    capsys.readouterr()
    lines = log.read_text().splitlines()
    assert len(lines) == 1 + 3 and json.loads(lines[0])["seats"] == ["easy", "random", "random"]
    # A run killed while writing leaves half a line; the resume drops it and replays that game.
    with open(log, "a") as handle:
        handle.write('{"game": 3, "seats": [{"label": "ea')
    assert run_tournament(_args(games=6, log=str(log))) == 0
    resumed = capsys.readouterr()
    assert "3 of 6 games already logged" in resumed.err
    assert _outcomes(json.loads(resumed.out)) == _outcomes(whole)
    games = [json.loads(line)["game"] for line in log.read_text().splitlines()[1:]]
    assert sorted(games) == list(range(6))
    # Nothing left to play: the report comes straight from the log.
    assert run_tournament(_args(games=6, log=str(log))) == 0
    assert _outcomes(json.loads(capsys.readouterr().out)) == _outcomes(whole)


def test_log_with_other_settings_or_a_broken_line_is_refused(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "run.jsonl"
    assert run_tournament(_args(games=2, log=str(log))) == 0
    capsys.readouterr()
    assert run_tournament(_args(games=2, seed=2, log=str(log))) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(log) in err and "seed" in err
    before = log.read_text()
    log.write_text(before.replace('"game": 1', '"game": "one"'))
    assert run_tournament(_args(games=2, log=str(log))) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"{log}:3:" in err
    log.write_text("hello\n")
    assert run_tournament(_args(games=2, log=str(log))) == 1
    assert f"{log}:1: not a tournament log" in capsys.readouterr().err


def test_a_file_that_is_no_log_is_refused_and_left_as_it_was(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    """The cut-short last line of a log is trimmed off only once the file has been read as this
    run's log: notes given as --log by mistake lost their last line."""
    notes = tmp_path / "notes.txt"
    notes.write_bytes(b"a\nb\nc")
    assert run_tournament(_args(games=1, log=str(notes))) == 1
    assert f"{notes}:1: not a tournament log" in capsys.readouterr().err
    assert notes.read_bytes() == b"a\nb\nc"
    log = tmp_path / "run.jsonl"
    assert run_tournament(_args(games=2, log=str(log))) == 0
    capsys.readouterr()
    whole = log.read_bytes()
    log.write_bytes(whole + b'{"game": 7, "se')  # a cut-short game, but the log has other settings
    assert run_tournament(_args(games=2, seed=2, log=str(log))) == 1
    assert "seed" in capsys.readouterr().err
    assert log.read_bytes() == whole + b'{"game": 7, "se'
    nested = b"[" * 100_000 + b"]" * 100_000
    log.write_bytes(whole + nested + b"\n" + b'{"game": 7, "se')
    assert run_tournament(_args(games=2, log=str(log))) == 1
    err = capsys.readouterr().err
    line = whole.count(b"\n") + 1
    assert err.count("\n") == 1 and f"{log}:{line}: not a game record (nested too deep)" in err
    assert log.read_bytes() == whole + nested + b"\n" + b'{"game": 7, "se'


def test_log_whose_last_game_lost_its_newline_still_takes_new_games(tmp_path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "run.jsonl"
    assert run_tournament(_args(games=2, log=str(log))) == 0
    log.write_text(log.read_text().rstrip("\n"))
    assert run_tournament(_args(games=3, log=str(log))) == 0
    capsys.readouterr()
    games = [json.loads(line)["game"] for line in log.read_text().splitlines()[1:]]
    assert sorted(games) == [0, 1, 2]


def test_iterations_cap_reaches_every_searching_seat_without_a_clock(monkeypatch) -> None:
    """`--iterations N` builds the searching levels with the cap and no time budget."""
    import tongiaki.tools.tournament as tournament

    built: list[tuple[str, float | None, int | None]] = []
    real = tournament.make_agent

    def recording(level, think=None, iterations=None):
        built.append((level, think, iterations))
        return real(level, think=think, iterations=iterations)

    monkeypatch.setattr(tournament, "make_agent", recording)
    results = run_games(DECK, ("hard-classic", "random"), games=1, seed=2, progress=False, iterations=2)
    assert len(results) == 1
    assert sorted(built) == [("hard-classic", None, 2), ("random", None, 2)]
    agent = real("hard-classic", iterations=2)
    assert agent.seconds is None and agent.iterations == 2


def test_iterations_cap_makes_search_seats_repeat_their_games(capsys: pytest.CaptureFixture[str]) -> None:
    """Under an iteration cap a tournament of searching seats gives the same report twice."""
    args = _args(seats="hard,hard-classic", games=2, iterations=2)
    assert run_tournament(args) == 0
    first = json.loads(capsys.readouterr().out)
    assert run_tournament(_args(seats="hard,hard-classic", games=1, iterations=2, json=False)) == 0
    assert "2 iterations per decision" in capsys.readouterr().out.splitlines()[0]
    assert run_tournament(args) == 0
    assert _outcomes(json.loads(capsys.readouterr().out)) == _outcomes(first)


def test_log_records_the_iteration_cap_and_refuses_a_resume_with_another(tmp_path,
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "run.jsonl"
    assert run_tournament(_args(games=2, iterations=5, log=str(log))) == 0
    capsys.readouterr()
    assert json.loads(log.read_text().splitlines()[0])["iterations"] == 5
    for other in (6, None):
        assert run_tournament(_args(games=3, iterations=other, log=str(log))) == 1
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and str(log) in err and "iterations" in err
    assert run_tournament(_args(games=3, iterations=5, log=str(log))) == 0
    assert "2 of 3 games already logged" in capsys.readouterr().err


def test_log_from_before_the_iteration_cap_resumes_without_one(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    """A header without "iterations" (logs written before the option) reads as no cap."""
    log = tmp_path / "run.jsonl"
    assert run_tournament(_args(games=1, log=str(log))) == 0
    capsys.readouterr()
    lines = log.read_text().splitlines()
    header = json.loads(lines[0])
    del header["iterations"]
    log.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    assert run_tournament(_args(games=2, log=str(log))) == 0
    assert "1 of 2 games already logged" in capsys.readouterr().err
    assert run_tournament(_args(games=2, iterations=3, log=str(log))) == 1


def test_iterations_below_one_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_tournament(_args(iterations=0)) == 1
    assert "--iterations" in capsys.readouterr().err


def test_command_line_parses_iterations() -> None:
    from tongiaki.cli import build_parser

    args = build_parser().parse_args(["tournament", "--seats", "hard,medium", "--iterations", "150"])
    assert args.iterations == 150 and args.think is None


def test_each_logged_game_says_what_played_it(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    """A tournament run in parts over several commits keeps, per game, the code and machine
    that played it; a log from before the field still resumes."""
    import os

    from tongiaki import __version__
    from tongiaki.ai.compiled import search_build
    from tongiaki.rules.compiled import core_build
    from tongiaki.tools.tournament_log import source_commit

    log = tmp_path / "run.jsonl"
    assert run_tournament(_args(games=2, log=str(log))) == 0
    capsys.readouterr()
    records = [json.loads(line) for line in log.read_text().splitlines()[1:]]
    assert len(records) == 2
    for record in records:
        played_by = record["played_by"]
        assert played_by["version"] == __version__ and played_by["cpus"] == os.cpu_count()
        assert played_by["commit"] == source_commit()
        assert played_by["core"] == core_build() and played_by["search"] == search_build()
    # The older form (no played_by) resumes alongside the newer one.
    lines = log.read_text().splitlines()
    old = json.loads(lines[2])
    del old["played_by"]
    log.write_text("\n".join([lines[0], lines[1], json.dumps(old)]) + "\n")
    assert run_tournament(_args(games=3, log=str(log))) == 0
    assert "2 of 3 games already logged" in capsys.readouterr().err


def test_source_commit_names_the_checkout_and_its_changes(tmp_path) -> None:
    import shutil
    import subprocess

    from tongiaki.tools.tournament_log import source_commit

    assert source_commit(tmp_path) is None  # not a git checkout
    if shutil.which("git") is None:
        pytest.skip("git is not installed")

    def git(*words: str) -> str:
        return subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.org", "-C", str(tmp_path),
                               *words], capture_output=True, text=True, check=True).stdout.strip()

    git("init", "-q")
    (tmp_path / "tongiaki").mkdir()
    (tmp_path / "docs").mkdir()
    (tmp_path / "tongiaki" / "a.py").write_text("one\n")
    (tmp_path / "docs" / "run.jsonl").write_text("{}\n")
    git("add", "tongiaki/a.py", "docs/run.jsonl")
    git("commit", "-q", "-m", "first")
    head = git("rev-parse", "--short", "HEAD")
    assert source_commit(tmp_path) == head
    (tmp_path / "tongiaki" / "new.py").write_text("untracked files do not count\n")
    assert source_commit(tmp_path) == head
    (tmp_path / "docs" / "run.jsonl").write_text("{}\n{}\n")  # a committed log being written: not the code
    assert source_commit(tmp_path) == head
    (tmp_path / "tongiaki" / "a.py").write_text("two\n")
    assert source_commit(tmp_path) == f"{head}+changes"
