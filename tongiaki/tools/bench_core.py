"""`scripts/bench-core`: the pure-Python rules core against the compiled one (mypyc), side by side.

Two figures of the rules core, each timed in the process's CPU time (`time.process_time`, which
leaves out the time spent waiting for a core on a loaded machine) and in wall-clock time:

- random 4-player full games per second: `--games` seeded random games (the same games for
  every interpreter), played on the unchecked path as `tongiaki bench` plays them, with the
  events made (`apply_unchecked`) and, in CPU time only, without (`play`, as the searches apply
  options; `apply_unchecked` on a core that has no `play`);
- MCTS iterations per second: the hard level's search (`bench_search.SEARCHES["hard"]`; the
  compiled build compiles it too, tongiaki/ai/compiled.py) from the mid-game decisions
  `tongiaki bench` uses, `--iterations` iterations at most from each;
- and, in CPU time only, voyage-odds decisions per second: the odds of every option of the
  mid-game emigration decisions `tongiaki bench` uses (`tongiaki.rules.odds`, cache emptied).

Each interpreter (by default `.venv/bin/python`, pure Python, and `.venv-fast/bin/python`, which
`scripts/build-fast` makes with the compiled core) runs a copy of this file with `--worker` in a
fresh process, from a folder outside the checkout so that it imports its own installed `tongiaki`;
the runs alternate A, B, B, A, ... for `--rounds` rounds, and the medians are printed with the
ratio to the first interpreter. Each run reports which core it ran (`core_build()`).
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_PYTHONS = (("pure", ROOT / ".venv" / "bin" / "python"), ("compiled", ROOT / ".venv-fast" / "bin" / "python"))
FIGURES = ("games_per_cpu_second", "games_per_second", "games_no_events_per_cpu_second",
           "mcts_iterations_per_cpu_second", "mcts_iterations_per_second", "odds_decisions_per_cpu_second")


# --------------------------------------------------------------------------- the worker


def random_games(games: int, seed: int = 1, players: int = 4, quiet: bool = False) -> tuple[float, float]:
    """(CPU seconds, wall seconds) to play `games` seeded random games of `players` players
    (with `quiet`, options applied by `GameState.play`, which makes no events, where the core has it)."""
    import random

    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.rules import new_game

    deck = load_deck(DEFAULT_DECK_PATH)
    rng = random.Random(seed)
    cpu, wall = time.process_time(), time.perf_counter()
    for _ in range(games):
        state = new_game(deck, players)
        apply = getattr(state, "play", state.apply_unchecked) if quiet else state.apply_unchecked
        while (node := state.pending) is not None:
            options = node.options
            apply(options[rng.randrange(len(options))])
    return time.process_time() - cpu, time.perf_counter() - wall


def mcts_iterations(iterations: int, decisions: int = 30) -> tuple[int, float, float]:
    """(iterations, CPU seconds, wall seconds) of the hard level's search from mid-game
    decisions, at most `iterations` iterations from each."""
    import random

    from tongiaki.tools.bench import mid_game_states
    from tongiaki.tools.bench_search import SEARCHES

    Search = SEARCHES["hard"]

    states = [s for s in mid_game_states(decisions, seed=3) if s.pending is not None and not s.pending.is_chance]
    done = 0
    cpu, wall = time.process_time(), time.perf_counter()
    for i, state in enumerate(states):
        search = Search(state, random.Random(i))
        search.run(None, iterations)
        done += search.iterations
    return done, time.process_time() - cpu, time.perf_counter() - wall


def odds_decisions(decisions: int = 20) -> tuple[int, float]:
    """(decisions, CPU seconds) to work out the odds of every option of mid-game emigration decisions."""
    from tongiaki.rules import odds
    from tongiaki.tools.bench import mid_game_emigrations

    states = mid_game_emigrations(decisions)
    spent = 0.0
    for state in states:
        odds._CACHE.clear()
        cpu = time.process_time()
        odds.decision_odds(state)
        spent += time.process_time() - cpu
    return len(states), spent


def worker(games: int, iterations: int) -> dict[str, Any]:
    """One run's figures, with the core that ran them."""
    from tongiaki.rules.compiled import core_build

    games_cpu, games_wall = random_games(games)
    quiet_cpu, _ = random_games(games, quiet=True)
    done, mcts_cpu, mcts_wall = mcts_iterations(iterations)
    decisions, odds_cpu = odds_decisions()
    return {
        "core": core_build(),
        "games_per_cpu_second": games / games_cpu,
        "games_per_second": games / games_wall,
        "games_no_events_per_cpu_second": games / quiet_cpu,
        "mcts_iterations_per_cpu_second": done / mcts_cpu,
        "mcts_iterations_per_second": done / mcts_wall,
        "odds_decisions_per_cpu_second": decisions / odds_cpu if odds_cpu > 0 else 0.0,
    }


# --------------------------------------------------------------------------- the driver


def run_worker(python: Path, games: int, iterations: int) -> dict[str, Any]:
    """Run the worker under `python` in a fresh process outside the checkout; its figures."""
    with tempfile.TemporaryDirectory(prefix="tongiaki-bench-core.") as away:
        # This very file runs as a script from a folder of its own: every interpreter runs the
        # same timing code, on the `tongiaki` it has installed.
        script = Path(away) / "bench_core_worker.py"
        shutil.copyfile(__file__, script)
        done = subprocess.run([str(python), str(script), "--worker", "--games", str(games),
                               "--iterations", str(iterations)], cwd=away, capture_output=True, text=True)
    if done.returncode != 0:
        lines = (done.stderr or done.stdout).strip().splitlines() or ["no output"]
        raise SystemExit(f"bench-core: {python} failed: {lines[-1]}")
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def compare(pythons: list[tuple[str, Path]], rounds: int, games: int, iterations: int) -> dict[str, Any]:
    """Interleaved runs (A, B, B, A, ...), then per interpreter its core and the median of each figure."""
    runs: dict[str, list[dict[str, Any]]] = {name: [] for name, _ in pythons}
    for r in range(rounds):
        order = pythons if r % 2 == 0 else pythons[::-1]
        for name, python in order:
            runs[name].append(run_worker(python, games, iterations))
            print(f"bench-core: round {r + 1}/{rounds} {name}: {runs[name][-1]['games_per_cpu_second']:.1f} games/cpu-s",
                  file=sys.stderr)
    result: dict[str, Any] = {"rounds": rounds, "games": games, "iterations": iterations, "runs": {}}
    for name, _ in pythons:
        cores = sorted({run["core"] for run in runs[name]})
        medians = {figure: statistics.median(run[figure] for run in runs[name]) for figure in FIGURES}
        result["runs"][name] = {"core": ", ".join(cores), **medians}
    return result


def report(result: dict[str, Any]) -> str:
    """The figures as a table, each with its ratio to the first interpreter."""
    names = list(result["runs"])
    base = result["runs"][names[0]]
    lines = [f"median of {result['rounds']} interleaved runs; {result['games']} random 4-player games, MCTS at most "
             f"{result['iterations']} iterations per decision"]
    for name in names:
        lines.append(f"{name}: core {result['runs'][name]['core']}")
    width = max(len(f) for f in FIGURES)
    lines.append(f"{'figure':<{width}}  " + "  ".join(f"{n:>18}" for n in names))
    for figure in FIGURES:
        cells = []
        for name in names:
            value = result["runs"][name][figure]
            ratio = value / base[figure] if base[figure] else 0.0
            cells.append(f"{value:>10.1f} ({ratio:4.2f}x)")
        lines.append(f"{figure:<{width}}  " + "  ".join(f"{c:>18}" for c in cells))
    return "\n".join(lines)


def _python_arg(text: str) -> tuple[str, Path]:
    name, sep, path = text.partition("=")
    if not sep or not name or not path:
        raise argparse.ArgumentTypeError(f"--python wants NAME=PATH, not {text!r}")
    return name, Path(path).absolute()  # not resolve(): a virtualenv's python is a symlink out of it


def main(argv: list[str] | None = None) -> int:
    """Command line of `scripts/bench-core` (and of its workers)."""
    parser = argparse.ArgumentParser(prog="bench-core", description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="interleaved runs per interpreter (default 5)")
    parser.add_argument("--games", type=int, default=40, help="random games per run (default 40)")
    parser.add_argument("--iterations", type=int, default=200, help="MCTS iterations per decision (default 200)")
    parser.add_argument("--python", type=_python_arg, action="append", default=None, metavar="NAME=PATH",
                        help="an interpreter to time (repeatable; default pure=.venv/bin/python "
                             "compiled=.venv-fast/bin/python)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        print(json.dumps(worker(args.games, args.iterations)))
        return 0
    pythons = args.python or list(DEFAULT_PYTHONS)
    for name, python in pythons:
        if not python.is_file():
            hint = " (make it with scripts/build-fast)" if python == DEFAULT_PYTHONS[1][1] else ""
            print(f"bench-core: no interpreter {python} for {name!r}{hint}", file=sys.stderr)
            return 1
    result = compare(pythons, args.rounds, args.games, args.iterations)
    print(json.dumps(result) if args.json else report(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
