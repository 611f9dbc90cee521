"""The evaluation weights of the `hard` level, refitted on its own games, read from the game's data.

`config/ai/hard-evaluation.json` (written by `python -m tongiaki.tools.fit ... --write FILE`)
holds the projection weights of `evaluation.FEATURES` and the softmax temperature (base, per
reveal left) fitted on self-play positions of the hard level; `hard_evaluation()` reads it once
(wherever the game's data lies: `resources.data_path`) and returns `(weights, temperature)` in
the form `evaluation.win_shares` takes. A file that cannot be used raises `EvaluationFileError`
with one line naming the file and the field.
"""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path

from tongiaki.ai.evaluation import FEATURES
from tongiaki.resources import data_path

HARD_EVALUATION = "config/ai/hard-evaluation.json"
"""The hard level's fitted evaluation, relative to the game's data root."""

Fitted = tuple[tuple[float, ...], tuple[float, float]]
"""(weights in the order of `evaluation.FEATURES`, (temperature base, per reveal left))."""


class EvaluationFileError(ValueError):
    """An evaluation file that cannot be used; the message is one line naming file and field."""


def _number(path: Path, field: str, value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise EvaluationFileError(f"{path}: {field}: expected a number, got {value!r}")
    return float(value)


def read_evaluation(path: Path) -> Fitted:
    """The weights and temperature in `path` (see the module docstring), checked."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise EvaluationFileError(f"{path}: cannot be read ({error.strerror or error})") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise EvaluationFileError(f"{path}: not valid JSON ({error})") from None
    if not isinstance(data, dict):
        raise EvaluationFileError(f"{path}: expected an object with weights and temperature")
    weights = data.get("weights")
    if not isinstance(weights, dict):
        raise EvaluationFileError(f"{path}: weights: expected an object of {len(FEATURES)} features")
    unknown = sorted(set(weights) - set(FEATURES))
    if unknown:
        raise EvaluationFileError(f"{path}: weights.{unknown[0]}: not a feature (features: {', '.join(FEATURES)})")
    missing = [f for f in FEATURES if f not in weights]
    if missing:
        raise EvaluationFileError(f"{path}: weights.{missing[0]}: missing")
    values = tuple(_number(path, f"weights.{f}", weights[f]) for f in FEATURES)
    temperature = data.get("temperature")
    if not isinstance(temperature, dict):
        raise EvaluationFileError(f"{path}: temperature: expected an object with base and per_reveal")
    base = _number(path, "temperature.base", temperature.get("base"))
    per = _number(path, "temperature.per_reveal", temperature.get("per_reveal"))
    if base <= 0 or per < 0:
        raise EvaluationFileError(f"{path}: temperature: base must be above 0 and per_reveal at least 0")
    return values, (base, per)


@cache
def hard_evaluation() -> Fitted:
    """The hard level's fitted evaluation (`HARD_EVALUATION`), read once."""
    return read_evaluation(data_path(HARD_EVALUATION))
