"""The pure-against-compiled bench (`scripts/bench-core`): a worker run gives every figure and the
core it ran; the driver interleaves the interpreters, takes medians and prints ratios; a missing
interpreter is one clear line. No timing is asserted."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pytest

from tongiaki.rules.compiled import core_build
from tongiaki.tools import bench_core


def test_a_worker_run_reports_every_figure_and_its_core() -> None:
    figures = bench_core.worker(games=1, iterations=4)
    assert figures["core"] == core_build()
    for name in bench_core.FIGURES:
        assert math.isfinite(figures[name]) and figures[name] > 0, name


def test_runs_alternate_and_the_medians_are_reported_with_ratios(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    speed = {"a": iter([10.0, 30.0, 20.0]), "b": iter([40.0, 60.0, 50.0])}

    def fake_run(python: Path, games: int, iterations: int) -> dict[str, object]:
        calls.append(python.name)
        value = next(speed[python.name])
        return {"core": f"core {python.name}", **{figure: value for figure in bench_core.FIGURES}}

    monkeypatch.setattr(bench_core, "run_worker", fake_run)
    result = bench_core.compare([("pure", Path("a")), ("fast", Path("b"))], rounds=3, games=5, iterations=7)
    assert calls == ["a", "b", "b", "a", "a", "b"]
    assert result["runs"]["pure"]["games_per_cpu_second"] == 20.0
    assert result["runs"]["fast"]["core"] == "core b"
    text = bench_core.report(result)
    assert "2.50x" in text and "core core b" in text


def test_an_interpreter_path_is_made_absolute(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    name, path = bench_core._python_arg("pure=venv/bin/python")
    assert name == "pure" and path == tmp_path / "venv" / "bin" / "python"


def test_a_missing_interpreter_is_one_clear_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status = bench_core.main(["--python", f"pure={sys.executable}", "--python", f"fast={tmp_path / 'none'}"])
    assert status == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "fast" in err and "none" in err
