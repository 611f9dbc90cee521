"""The frame bench's tools run and report every figure: `frame_samples` times preview frames in
wall-clock and CPU milliseconds, `summary` takes the bench's p99, a bad revision is one clear
line, and the side-by-side table lists every figure for both trees. No timing is asserted."""

from __future__ import annotations

import math

import pytest

from tongiaki.tools import bench_compare


def test_frame_samples_gives_wall_and_cpu_per_frame() -> None:
    wall, cpu, proc = bench_compare.frame_samples((1280, 800), 12)
    assert len(wall) == len(cpu) == len(proc) == 12
    assert all(math.isfinite(v) and v >= 0 for v in wall + cpu + proc)
    assert sum(wall) > 0


def test_summary_mean_and_p99() -> None:
    samples = [float(i) for i in range(1, 101)]  # 1..100
    mean, p99 = bench_compare.summary(samples[::-1])
    assert mean == pytest.approx(50.5)
    assert p99 == 99.0


def test_a_bad_revision_is_one_clear_line() -> None:
    with pytest.raises(SystemExit) as info:
        bench_compare.export_tree("no-such-revision-xyz")
    assert "no-such-revision-xyz" in str(info.value) and "\n" not in str(info.value)


def test_table_shows_both_figures_side_by_side() -> None:
    table = {"base": "main", "base_commit": "d96f49d" + "0" * 33, "head": "/tree", "rounds": 3, "frames": 10,
             "sizes": {"1280x800": {"wall_mean": {"base": 10.0, "head": 5.0}, "wall_p99": {"base": 20.0, "head": 8.0},
                                    "cpu_mean": {"base": 4.0, "head": 2.0}, "cpu_p99": {"base": 6.0, "head": 3.0},
                                    "proc_mean": {"base": 4.0, "head": 2.5}, "proc_p99": {"base": 6.0, "head": 4.0}}}}
    text = bench_compare.format_table(table)
    assert "wall p99" in text and "cpu p99" in text and "proc p99" in text
    assert "20.00" in text and "8.00" in text and "0.40" in text


def test_bad_size_is_refused() -> None:
    with pytest.raises(SystemExit):
        bench_compare.main(["main", "--size", "big"])


def test_random_game_rate_plays_games_and_reports_both_figures() -> None:
    figures = bench_compare.random_game_rate(0.05)
    assert figures["games"] >= 1
    assert figures["games_per_s"] > 0 and figures["us_per_step"] > 0


def test_a_games_run_of_this_checkout_imports_this_checkout() -> None:
    result = bench_compare.run_games_once(bench_compare.ROOT, 0.05)
    assert result["games"] >= 1 and result["games_per_s"] > 0


def test_games_table_shows_both_trees_and_their_ratio() -> None:
    table = {"base": "fa8c820", "base_commit": "fa8c820" + "0" * 33, "head": "/tree", "rounds": 3, "seconds": 4.0,
             "games": {"games_per_s": {"base": 200.0, "head": 600.0}, "us_per_step": {"base": 30.0, "head": 10.0}}}
    text = bench_compare.format_games_table(table)
    assert "games per s" in text and "us per step" in text
    assert "200.00" in text and "600.00" in text and "3.00" in text and "0.33" in text


def test_driver_floor_replays_recorded_games_without_a_core() -> None:
    once = bench_compare.driver_floor(games=3, repeats=1)
    twice = bench_compare.driver_floor(games=3, repeats=2)
    assert once["steps"] > 3 * 20  # whole games were recorded and every decision handed out
    assert twice["steps"] == 2 * once["steps"]
    assert once["us_per_step"] > 0


def test_games_table_shows_the_loops_floor_and_what_the_targets_leave_the_core() -> None:
    table = {"base": "fa8c820", "base_commit": "fa8c820" + "0" * 33, "head": "/tree", "rounds": 3, "seconds": 4.0,
             "games": {"games_per_s": {"base": 200.0, "head": 600.0}, "us_per_step": {"base": 12.0, "head": 5.0}},
             "driver_us_per_step": 0.5}
    text = bench_compare.format_games_table(table)
    assert "0.50 us a step" in text
    assert "base 11.50, head 4.50 us a step (2.56x)" in text
    assert "3x base needs 4.00 us a step: 3.50 for the core" in text
    assert "10x base needs 1.20 us a step: 0.70 for the core" in text


def test_bad_seconds_are_refused() -> None:
    with pytest.raises(SystemExit):
        bench_compare.main(["main", "--games", "--seconds", "0"])


def test_a_search_run_of_this_checkout_counts_its_hard_search() -> None:
    result = bench_compare.run_games_once(bench_compare.ROOT, 3, worker="--search-worker")
    assert 1 <= result["iterations"] <= 3 * 30
    assert result["iterations_per_s"] > 0


def test_search_table_shows_both_trees_and_their_ratio() -> None:
    table = {"base": "fa8c820", "base_commit": "fa8c820" + "0" * 33, "head": "/tree", "rounds": 3, "iterations": 60,
             "search": {"iterations_per_s": {"base": 900.0, "head": 2700.0}}}
    text = bench_compare.format_search_table(table)
    assert "iterations/s" in text and "900.0" in text and "2700.0" in text and "3.00" in text


def test_bad_iterations_are_refused() -> None:
    with pytest.raises(SystemExit):
        bench_compare.main(["main", "--search", "--iterations", "0"])


def test_an_opcodes_run_of_this_checkout_counts_its_core() -> None:
    result = bench_compare.run_games_once(bench_compare.ROOT, 1, "--opcodes-worker")
    assert result["steps"] > 50 and result["per_step"] > 100
    assert "table.py:_add_ship" in result["top"] and len(result["top"]) == 12


def test_opcodes_table_shows_both_counts_their_ratio_and_the_busiest_functions() -> None:
    table = {"base": "fa8c820", "base_commit": "fa8c820" + "0" * 33, "head": "/tree", "games": 30,
             "opcodes": {"base": {"per_step": 800.0, "top": {"state.py:_do": 50.0, "table.py:old": 40.0}},
                         "head": {"per_step": 600.0, "top": {"state.py:_do": 45.0, "table.py:new": 30.0}}}}
    text = bench_compare.format_opcodes_table(table)
    assert "800.0" in text and "600.0" in text and "0.75" in text
    rows = {line.split()[0]: line.split()[1:] for line in text.splitlines() if line.startswith("  ")}
    assert rows == {"state.py:_do": ["50.0", "45.0"], "table.py:new": ["30.0"], "table.py:old": ["40.0"]}


def test_bad_count_games_are_refused() -> None:
    with pytest.raises(SystemExit):
        bench_compare.main(["main", "--opcodes", "--count-games", "0"])


CACHEGRIND_SUMMARY = """==123== Cachegrind, a high-precision tracing profiler
==123== Command: python bench_compare.py
==123==
==123== I refs:        1,234,567,890
"""


def test_the_instruction_count_is_read_from_cachegrinds_summary() -> None:
    assert bench_compare.cachegrind_refs(CACHEGRIND_SUMMARY) == 1_234_567_890
    with pytest.raises(SystemExit, match="no instruction count"):
        bench_compare.cachegrind_refs("==1== Command: python\n")


def test_a_counted_games_run_plays_a_fixed_number_of_the_same_games() -> None:
    first = bench_compare.run_games_once(bench_compare.ROOT, 2, "--count-games-worker")
    again = bench_compare.run_games_once(bench_compare.ROOT, 3, "--count-games-worker")
    assert first["games"] == 2 and first["steps"] > 100
    assert again["steps"] > first["steps"]  # the same two games, then a third
    assert bench_compare.run_games_once(bench_compare.ROOT, 2, "--count-games-worker")["steps"] == first["steps"]


def test_instructions_table_gives_the_speed_up_as_base_over_head() -> None:
    table = {"base": "fa8c820", "base_commit": "fa8c820" + "0" * 33, "head": "/tree", "games": 200, "warm": 100,
             "instructions": {"base": {"games": 200, "steps": 29_000, "per_game": 17_000_000.0, "per_step": 117_241.4},
                              "head": {"games": 200, "steps": 30_000, "per_game": 5_666_667.0, "per_step": 37_777.8}}}
    text = bench_compare.format_instructions_table(table)
    rows = {line[:22].strip(): line[22:].split() for line in text.splitlines()[3:]}
    assert rows["instructions a game"] == ["17,000,000", "5,666,667", "3.00"]
    assert rows["steps a game"] == ["145.0", "150.0"]


def test_instructions_without_valgrind_say_so_in_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", "/nonexistent")
    with pytest.raises(SystemExit, match="needs valgrind"):
        bench_compare.count_instructions(bench_compare.ROOT, 1)


def test_bad_instruction_games_are_refused() -> None:
    with pytest.raises(SystemExit):
        bench_compare.main(["main", "--instructions", "--count-games", "0"])
