"""The instruction count of the rules core (`tongiaki.tools.bench_opcodes`): it counts the core's
own functions, the same games take the same steps and no more instructions once the core's
caches are warm, fewer games count fewer, and the report and JSON carry it."""

from __future__ import annotations

import json

import pytest

from tongiaki.rules.compiled import core_build
from tongiaki.tools import bench_opcodes

pytestmark = pytest.mark.skipif(core_build() != "pure Python", reason="a compiled core runs no bytecode")


def test_the_same_games_count_alike_and_name_the_core() -> None:
    steps, counts = bench_opcodes.count_opcodes(games=2, warm=1)
    again_steps, again = bench_opcodes.count_opcodes(games=2, warm=1)  # the caches are warm now
    assert steps > 50 and steps == again_steps and 0 < sum(again.values()) <= sum(counts.values())
    assert counts["table.py:_add_ship"] > 0
    fewer_steps, fewer = bench_opcodes.count_opcodes(games=1, warm=1)
    assert fewer_steps < steps and sum(fewer.values()) < sum(counts.values())


def test_the_report_and_the_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_opcodes.main(["--games", "1", "--warm", "0", "--top", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "instructions per step" in lines[0] and len(lines) == 5
    assert bench_opcodes.main(["--games", "1", "--warm", "0", "--top", "3", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["steps"] > 0 and data["per_step"] > 100 and len(data["functions"]) == 3
