"""`tongiaki bench`: print the speed figures."""

from __future__ import annotations

import argparse
import json

from tongiaki.ai.compiled import search_build
from tongiaki.rules.compiled import core_build
from tongiaki.tools.bench import copies_per_second, odds_decision_ms, random_games_per_second


def run(args: argparse.Namespace) -> int:
    """CLI entry: print the figures (or one JSON object with --json)."""
    quick = getattr(args, "quick", False)
    span = 1.0 if quick else 3.0
    # pure Python, or compiled (scripts/build-fast)
    figures: dict[str, float | int | str] = {"core": core_build(), "search": search_build()}
    gps, games = random_games_per_second(span)
    figures["games_per_second"] = round(gps, 1)
    figures["games_played"] = games
    figures["games_per_second_no_events"] = round(random_games_per_second(span, quiet=True)[0], 1)
    figures["copies_per_second"] = round(copies_per_second(span / 2), 0)
    odds_median, odds_p95 = odds_decision_ms(30 if quick else 60)
    figures["odds_decision_ms_median"] = round(odds_median, 2)
    figures["odds_decision_ms_p95"] = round(odds_p95, 2)
    try:
        from tongiaki.tools.bench_search import mcts_iterations_per_second
    except ImportError:
        figures["mcts_iterations_per_second"] = "n/a"
    else:
        figures["mcts_iterations_per_second"] = round(mcts_iterations_per_second(span / 2), 1)
        figures["mcts_classic_iterations_per_second"] = round(mcts_iterations_per_second(span / 2, classic=True), 1)
        figures["mcts_widening_iterations_per_second"] = round(
            mcts_iterations_per_second(span / 2, level="hard-widening"), 1)
    try:
        from tongiaki.tools.bench_table import frame_times, launch_to_first_frame
    except ImportError:
        figures["frame_ms_mean"] = figures["frame_ms_p99"] = "n/a"
    else:
        mean_ms, p99_ms = frame_times(200 if quick else 1000)
        figures["frame_ms_mean"] = round(mean_ms, 2)
        figures["frame_ms_p99"] = round(p99_ms, 2)
        figures["launch_to_first_frame_s"] = round(launch_to_first_frame(), 3)
        from tongiaki.tools.bench_compare import preview_frame_figures

        for width, height in ((1280, 800), (2560, 1440)):
            preview = preview_frame_figures(200 if quick else 600, (width, height))
            for figure, label in (("wall", "ms"), ("cpu", "cpu_ms"), ("proc", "process_cpu_ms")):
                mean_ms, p99_ms = preview[figure]
                figures[f"preview_frame_{label}_mean_{width}x{height}"] = round(mean_ms, 2)
                figures[f"preview_frame_{label}_p99_{width}x{height}"] = round(p99_ms, 2)
    if args.json:
        print(json.dumps(figures))
    else:
        width = max(len(k) for k in figures)
        for key, value in figures.items():
            print(f"{key:<{width}}  {value}")
    return 0
