"""The hard level's refitted evaluation: read from the game's data, and bad files named in one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tongiaki.ai.evaluation import FEATURES
from tongiaki.ai.fitted import HARD_EVALUATION, EvaluationFileError, hard_evaluation, read_evaluation
from tongiaki.resources import data_path, data_roots


def _write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "evaluation.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


GOOD = {"weights": {f: float(i) for i, f in enumerate(FEATURES)}, "temperature": {"base": 4.0, "per_reveal": 0.1}}


def test_the_shipped_file_is_the_projects_own_and_loads() -> None:
    path = data_path(HARD_EVALUATION)
    assert path.is_file() and any(root in path.parents for root in data_roots())
    weights, (base, per) = hard_evaluation()
    assert len(weights) == len(FEATURES) and base > 0 and per >= 0
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert weights == tuple(raw["weights"][f] for f in FEATURES)


def test_a_good_file_is_read_in_the_order_of_the_features(tmp_path: Path) -> None:
    weights, temperature = read_evaluation(_write(tmp_path, GOOD))
    assert weights == tuple(float(i) for i in range(len(FEATURES)))
    assert temperature == (4.0, 0.1)


@pytest.mark.parametrize(("data", "field"), [
    ("{not json", "not valid JSON"),
    ([], "expected an object"),
    ({"temperature": GOOD["temperature"]}, "weights:"),
    ({**GOOD, "weights": {**GOOD["weights"], "boats": 1.0}}, "weights.boats: not a feature"),
    ({**GOOD, "weights": {f: 1.0 for f in FEATURES[1:]}}, f"weights.{FEATURES[0]}: missing"),
    ({**GOOD, "weights": {**GOOD["weights"], "ships": "many"}}, "weights.ships: expected a number"),
    ({**GOOD, "temperature": {"base": 0, "per_reveal": 0.1}}, "temperature: base must be above 0"),
    ({**GOOD, "temperature": {"base": 3.0}}, "temperature.per_reveal: expected a number"),
])
def test_a_bad_file_is_one_line_naming_file_and_field(tmp_path: Path, data: object, field: str) -> None:
    path = _write(tmp_path, data)
    with pytest.raises(EvaluationFileError) as caught:
        read_evaluation(path)
    message = str(caught.value)
    assert "\n" not in message and str(path) in message and field in message


def test_a_missing_file_is_one_line(tmp_path: Path) -> None:
    with pytest.raises(EvaluationFileError, match="cannot be read"):
        read_evaluation(tmp_path / "absent.json")


def test_the_command_line_reports_a_missing_evaluation_in_one_line(tmp_path: Path, monkeypatch, capsys) -> None:
    """An installation without the file (as a bundle that forgot it was) says so and exits 1:
    no traceback."""
    from tongiaki import cli
    from tongiaki.ai import fitted

    missing = tmp_path / "hard-evaluation.json"
    monkeypatch.setattr(fitted, "data_path", lambda relative: missing)
    fitted.hard_evaluation.cache_clear()
    try:
        status = cli.main(["tournament", "--seats", "hard,random", "--games", "1", "--iterations", "5",
                           "--seed", "3"])
    finally:
        fitted.hard_evaluation.cache_clear()
    lines = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    assert status == 1
    assert lines[-1] == f"tongiaki: {missing}: cannot be read (No such file or directory)"
    assert not any("Traceback" in line for line in lines)
