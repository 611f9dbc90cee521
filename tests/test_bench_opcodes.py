"""The instruction count of the rules core (`tongiaki.tools.bench_opcodes`): it counts the core's
own functions, the same games take the same steps and no more instructions once the core's
caches are warm, fewer games count fewer, and the report and JSON carry it."""

from __future__ import annotations

import gc
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



def test_only_the_core_is_counted_whatever_the_process_does_meanwhile() -> None:
    """CI at cced2c6 counted 38 instructions more in the second of the same two games: Python code
    of the test process run by a collection (a finaliser, a collection's callback) was counted as
    the core's. Here a collection runs at nearly every allocation, with a callback of this file."""
    calls: list[str] = []

    def on_collection(phase: str, info: dict[str, int]) -> None:
        calls.append(phase)

    threshold = gc.get_threshold()
    gc.callbacks.append(on_collection)
    gc.set_threshold(1)
    try:
        _steps, counts = bench_opcodes.count_opcodes(games=1, warm=0)
    finally:
        gc.callbacks.remove(on_collection)
        gc.set_threshold(*threshold)
    assert calls  # collections ran in the process (before the counting, at least)
    assert not [name for name in counts if name.startswith("test_bench_opcodes.py:")]
