"""`scripts/bench-compare REV`: the preview frame time of this checkout against revision REV, side by side.

On a shared, loaded machine one wall-clock run says little: another process taking the CPU
for a few milliseconds lands in the p99. So this tool

- measures three figures per frame: wall-clock milliseconds (`time.perf_counter`); CPU
  milliseconds of the thread that draws (`time.thread_time`), which leaves out the time it
  waited for a core, so it moves much less with the load of the machine; and CPU milliseconds
  of the whole process (`time.process_time`), which adds what any helper thread did meanwhile,
  so no work is hidden;
- exports REV (`git archive`) into a folder under /tmp and runs the very same timing code
  (this file, `--worker`) once against that tree and once against this checkout, alternating
  A, B, B, A, ... for `--rounds` rounds at each window size, each run in a fresh process;
- prints, per size and figure, the median over the rounds of each run's mean and p99, for REV
  and for this checkout, and their ratio.

With `--games` it compares the rules core instead: each run plays seeded random 4-player games
(`random_game_rate`, the figure of `tongiaki bench`) for `--seconds` and reports games per
second and microseconds per step, the two trees alternating in fresh processes as above;
`--quiet` applies the options as the searches and simulations do, by `GameState.play`, which
makes no events, in a tree that has it (`apply_unchecked` in one that has not; the table says which).
With `--search` it compares the hard level's search: each run searches the mid-game decisions of
`tongiaki bench` (`search_rate`) under an iteration cap, each tree with its own `hard` (or the
search of `--level`, e.g. `hard-classic`, the search hard runs from half a second a decision),
and reports search iterations per second of process CPU time.
With `--opcodes` it counts instead of timing (`bench_opcodes`: the pure core's interpreted
instructions per step of `--count-games` seeded random games, by function); a count does not move
with the machine's load, so one run of each tree is enough whatever `--rounds` says.
With `--instructions` it counts the machine instructions the whole process runs (valgrind's
cachegrind, no cache simulation: the interpreter, the C library and the rules core alike, so
what `--opcodes` hides inside one instruction, a tuple made or a dictionary looked up, counts
too) for `--count-games` seeded random 4-player games played by `GameState.play` after
`--warm-games` uncounted ones (two runs of each tree, the warm games alone and with the counted
ones after them, subtracted). A count moves neither with the load nor with the other core's
work, so it tells a change of a few percent apart on a busy machine, where timed runs cannot;
about a minute a tree. It is not the timed figure: memory stalls and mispredicted branches
cost time and count nothing (December 2026, fa8c820 against this tree: 3.05x fewer
instructions a game, 2.71x the games per second timed the same day), so a change that makes
fewer instructions but touches more memory can count as a gain and time as none.

The frames timed are those of `bench_preview`: the full table of `bench_table` (31 cards, 90
ships, the event loop playing) with the longest route previewed, while the camera pans and
zooms on the bench script; each frame is `scene.update(dt)` + `scene.draw(screen)`.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_SIZES = ((1280, 800), (2560, 1440))
DT = 1 / 60
FIGURES = ("wall", "cpu", "proc")


# --------------------------------------------------------------------------- the worker


def frame_samples(size: tuple[int, int], frames: int) -> tuple[list[float], list[float], list[float]]:
    """(wall ms, drawing thread CPU ms, process CPU ms) of each of `frames` preview frames on the
    full table at `size`.

    Uses whichever `tongiaki` is importable, so the same code times any checkout; only the
    bench helpers that exist since the preview bench was added are used.
    """
    for name, value in (("SDL_VIDEODRIVER", "dummy"), ("SDL_AUDIODRIVER", "dummy"), ("PYGAME_HIDE_SUPPORT_PROMPT", "1")):
        os.environ.setdefault(name, value)
    from tongiaki.tools.bench_preview import _longest_route
    from tongiaki.tools.bench_table import WARM_UP_FRAMES, _event_loop, _scripted_input, full_table_scene

    app, scene = full_table_scene(size)
    option, odds = _longest_route(scene)
    preview = scene.preview
    preview.option = option
    preview.odds = {option: odds}
    preview.show_odds = True
    preview.lit_piers = {(option.cell, option.pier)}
    preview.update = lambda *args, **kwargs: None  # keep this preview whatever the pointer does
    x, y = scene.view.pier_point(scene.display, option.cell, option.pier)
    preview.pointer = (round(x), round(y))
    loop = _event_loop(scene.display, scene.cards)
    screen = app.screen
    for _ in range(WARM_UP_FRAMES):
        if not scene.animator.busy:
            scene.animator.push(loop)
        scene.update(DT)
        scene.draw(screen)
    wall: list[float] = []
    cpu: list[float] = []
    proc: list[float] = []
    for frame in range(frames):
        for event in _scripted_input(frame, screen.get_size()):
            scene.handle_event(event)
        if not scene.animator.busy:
            scene.animator.push(loop)
        start, start_cpu, start_proc = time.perf_counter(), time.thread_time(), time.process_time()
        scene.update(DT)
        scene.draw(screen)
        proc.append((time.process_time() - start_proc) * 1000.0)
        cpu.append((time.thread_time() - start_cpu) * 1000.0)
        wall.append((time.perf_counter() - start) * 1000.0)
    scene.exit = lambda: None  # a bench table is not a game to autosave
    app.close()
    return wall, cpu, proc


def preview_frame_figures(frames: int = 600, size: tuple[int, int] = (1280, 800)) -> dict[str, tuple[float, float]]:
    """{"wall": (mean, p99), "cpu": (mean, p99), "proc": (mean, p99)} ms per preview frame on the
    full table of this checkout (see `frame_samples`), for `tongiaki bench`."""
    return {figure: summary(samples) for figure, samples in zip(FIGURES, frame_samples(size, frames), strict=True)}


def summary(samples: list[float]) -> tuple[float, float]:
    """(mean, p99) of a list of frame times, p99 as in `bench_table.frame_times`."""
    ordered = sorted(samples)
    return statistics.fmean(ordered), ordered[min(len(ordered) - 1, int(round(0.99 * (len(ordered) - 1))))]


def _worker(tree: str, size: str, frames: int) -> int:
    here = str(Path(__file__).resolve().parent)
    sys.path[:] = [tree] + [p for p in sys.path if p and Path(p).resolve() != Path(here)]
    for name in [m for m in sys.modules if m == "tongiaki" or m.startswith("tongiaki.")]:
        del sys.modules[name]
    import tongiaki

    width, height = (int(v) for v in size.split("x"))
    wall, cpu, proc = frame_samples((width, height), frames)
    print(json.dumps({"module": tongiaki.__file__, "wall": wall, "cpu": cpu, "proc": proc}))
    return 0


def default_deck() -> Any:
    """The default deck of whichever `tongiaki` is importable, by its deck loader under its new
    module or, in revisions before tongiaki/play, its old one."""
    try:
        decks = importlib.import_module("tongiaki.play.decks")
    except ImportError:  # revisions before tongiaki/play
        decks = importlib.import_module("tongiaki.decks")
    return decks.load_deck(decks.DEFAULT_DECK_PATH)


def random_game_rate(seconds: float, players: int = 4, seed: int = 1, quiet: bool = False) -> dict[str, float | str]:
    """{"games_per_s", "us_per_step", "games", "method"}: seeded random games (random options,
    reveals drawn from the chance node's outcomes) played for about `seconds` of process CPU time.

    Uses whichever `tongiaki` is importable and only what every revision since the first has
    (`new_game`, `pending`, `apply_unchecked`; the deck loader under its old or new module).
    With `quiet`, options are applied by `GameState.play` (no events made, as searches and
    simulations apply them) where the revision has it, else by `apply_unchecked`; "method" says which."""
    from tongiaki.rules import new_game

    deck = default_deck()
    method = "play" if quiet and hasattr(new_game(deck, players), "play") else "apply_unchecked"
    rng = random.Random(seed)
    games = steps = 0
    start = time.process_time()
    while True:
        state = new_game(deck, players)
        apply = getattr(state, method)
        while (node := state.pending) is not None:
            options = node.options
            apply(options[rng.randrange(len(options))])
            steps += 1
        games += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return {"games_per_s": games / elapsed, "us_per_step": elapsed / steps * 1e6, "games": games,
                    "method": method}


class _NoCore:
    """A state that does nothing: it offers recorded decisions one after the other (`driver_floor`)."""

    __slots__ = ("_nodes", "_next")

    def __init__(self, nodes: list[Any]) -> None:
        self._nodes, self._next = nodes, 0

    @property
    def pending(self) -> Any:
        return self._nodes[self._next] if self._next < len(self._nodes) else None

    def play(self, option: Any) -> None:
        self._next += 1


def driver_floor(games: int = 100, repeats: int = 10, players: int = 4, seed: int = 1) -> dict[str, float]:
    """{"us_per_step", "steps"}: what `random_game_rate`'s own loop costs a step, without a
    rules core: the decisions of `games` seeded random games of this checkout are recorded, then
    played `repeats` times through the same loop (`pending`, `options`, `rng.randrange`, the
    apply call) against a state that only hands them out (process CPU time). No core, however
    fast, makes a step of the benchmark cheaper than this; both trees pay it."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.rules import new_game

    deck = load_deck(DEFAULT_DECK_PATH)
    rng = random.Random(seed)
    recorded: list[list[Any]] = []
    for _ in range(games):
        state = new_game(deck, players)
        nodes = []
        while (node := state.pending) is not None:
            nodes.append(node)
            options = node.options
            state.play(options[rng.randrange(len(options))])
        recorded.append(nodes)
    rng = random.Random(seed)
    steps = 0
    start = time.process_time()
    for _ in range(repeats):
        for nodes in recorded:
            fake = _NoCore(nodes)
            apply = fake.play
            while (node := fake.pending) is not None:
                options = node.options
                apply(options[rng.randrange(len(options))])
                steps += 1
    elapsed = time.process_time() - start
    return {"us_per_step": elapsed / steps * 1e6, "steps": steps}


def search_rate(iterations: int = 60, decisions: int = 30, level: str = "hard") -> dict[str, float]:
    """{"iterations_per_s", "iterations"}: the `level`'s search (default `hard`) of whichever `tongiaki` is
    importable, run from the mid-game decisions of `tongiaki bench`, at most `iterations`
    iterations from each, per second of process CPU time (the states' making is not timed).

    Uses only what every revision since the first has: the mid-game states under the bench
    module's old or new name, and a search class built from (state, rng) with `run(seconds,
    iterations)` and `iterations` (before `bench_search` existed, hard was `mcts.Search`)."""
    try:
        bench = importlib.import_module("tongiaki.tools.bench")
        search_class = importlib.import_module("tongiaki.tools.bench_search").SEARCHES[level]
    except ImportError:  # revisions before tongiaki/tools
        bench = importlib.import_module("tongiaki.bench")
        search_class = importlib.import_module("tongiaki.ai.mcts").Search
    states = [s for s in bench.mid_game_states(decisions, seed=3) if s.pending is not None and not s.pending.is_chance]
    done = 0
    start = time.process_time()
    for i, state in enumerate(states):
        search = search_class(state, random.Random(i))
        search.run(None, iterations)
        done += search.iterations
    elapsed = time.process_time() - start
    return {"iterations_per_s": done / elapsed, "iterations": done}


def _isolate(tree: str) -> None:
    """Import `tongiaki` from `tree` only, in this worker process."""
    here = str(Path(__file__).resolve().parent)
    sys.path[:] = [tree] + [p for p in sys.path if p and Path(p).resolve() != Path(here)]
    sys.meta_path[:] = [f for f in sys.meta_path if "editable" not in repr(f)]  # an editable install's finder
    for name in [m for m in sys.modules if m == "tongiaki" or m.startswith("tongiaki.")]:
        del sys.modules[name]


def _games_worker(tree: str, seconds: float, quiet: bool = False) -> int:
    _isolate(tree)
    import tongiaki

    print(json.dumps({"module": tongiaki.__file__, **random_game_rate(seconds, quiet=quiet)}))
    return 0


def _search_worker(tree: str, iterations: int, level: str = "hard") -> int:
    _isolate(tree)
    import tongiaki

    print(json.dumps({"module": tongiaki.__file__, **search_rate(iterations, level=level)}))
    return 0


def _opcodes_worker(tree: str, games: int) -> int:
    _isolate(tree)
    import importlib.util

    import tongiaki

    # This checkout's counter (a tree may be older than it), counting the `tongiaki` of `tree`.
    spec = importlib.util.spec_from_file_location("_bench_opcodes", Path(__file__).resolve().parent / "bench_opcodes.py")
    assert spec is not None and spec.loader is not None
    counter = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(counter)
    steps, counts = counter.count_opcodes(games)
    top = dict(counts.most_common(12))
    print(json.dumps({"module": tongiaki.__file__, "steps": steps, "per_step": sum(counts.values()) / steps,
                      "top": {name: count / steps for name, count in top.items()}}))
    return 0


def _count_games_worker(tree: str, games: int) -> int:
    """Play `games` seeded random 4-player games of `tree` (as `random_game_rate` with `quiet`,
    but a fixed number of them) and print how many steps they took."""
    _isolate(tree)
    import tongiaki
    from tongiaki.rules import new_game

    deck = default_deck()
    rng = random.Random(1)
    steps = 0
    for _ in range(games):
        state = new_game(deck, 4)
        apply = getattr(state, "play", None) or state.apply_unchecked
        while (node := state.pending) is not None:
            options = node.options
            apply(options[rng.randrange(len(options))])
            steps += 1
    print(json.dumps({"module": tongiaki.__file__, "games": games, "steps": steps}))
    return 0


# --------------------------------------------------------------------------- the comparison


def export_tree(rev: str) -> tuple[Path, str]:
    """(folder, full hash): revision `rev` of this repository exported under /tmp (once per hash)."""
    try:
        sha = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--verify", f"{rev}^{{commit}}"],
                             capture_output=True, text=True, check=True).stdout.strip()
    except subprocess.CalledProcessError:
        raise SystemExit(f"bench-compare: {rev!r} is not a revision of {ROOT}") from None
    folder = Path(tempfile.gettempdir()) / f"tongiaki-bench-{sha[:12]}"
    if not (folder / "tongiaki" / "__init__.py").is_file():
        partial = Path(tempfile.mkdtemp(prefix=f"tongiaki-bench-{sha[:12]}-", dir=tempfile.gettempdir()))
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", sha], capture_output=True,
                                 check=True).stdout
        with tempfile.TemporaryFile() as handle:
            handle.write(archive)
            handle.seek(0)
            with tarfile.open(fileobj=handle) as tar:
                tar.extractall(partial, filter="data")
        if folder.exists():  # a half-made export from an interrupted run
            subprocess.run(["rm", "-rf", str(folder)], check=True)
        partial.rename(folder)
    return folder, sha


def run_once(tree: Path, size: tuple[int, int], frames: int) -> dict[str, tuple[float, float]]:
    """One worker process timing `frames` frames of `tree` at `size`: its samples and summaries."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               PYTHONPATH=str(tree))
    result = _run_worker(tree, ["--worker", str(tree), f"{size[0]}x{size[1]}", str(frames)], env)
    return {figure: summary(result[figure]) for figure in FIGURES}


def run_games_once(tree: Path, seconds: float, worker: str = "--games-worker", *extra: str) -> dict[str, Any]:
    """One worker process playing random games from `tree` for `seconds` (with `worker`
    "--quiet-games-worker", by `GameState.play` where the tree has it; with "--search-worker",
    searching with `seconds` iterations per decision, `extra` naming the level): its figures."""
    return _run_worker(tree, [worker, str(tree), str(seconds), *extra], dict(os.environ, PYTHONPATH=str(tree)))


def _run_worker(tree: Path, args: list[str], env: dict[str, str]) -> dict[str, Any]:
    """Run this file with `args` in a fresh process in `tree`: the JSON object it printed last,
    checked to come from `tree`'s own `tongiaki` (one clear line if the run fails)."""
    out = subprocess.run([sys.executable, str(Path(__file__).resolve()), *args], capture_output=True, text=True,
                         env=env, cwd=str(tree), timeout=600)
    if out.returncode != 0:
        tail = (out.stderr.strip().splitlines() or ["(no output)"])[-1]
        raise SystemExit(f"bench-compare: the run in {tree} failed: {tail}")
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    if not Path(result["module"]).resolve().is_relative_to(tree.resolve()):
        raise SystemExit(f"bench-compare: the run in {tree} imported {result['module']}")
    return result


def _interleaved(rev: str, rounds: int, run: Callable[[Path], dict[str, Any]],
                 describe: Callable[[str, dict[str, Any]], object]) -> tuple[str, dict[str, list[dict[str, Any]]]]:
    """(REV's full hash, {"base": results, "head": results}): `run(tree)` for REV's tree and this
    checkout, alternating A, B, B, A, ... for `rounds` rounds; `describe(result)` is echoed."""
    base, sha = export_tree(rev)
    sides = (("base", base), ("head", ROOT))
    runs: dict[str, list[dict[str, Any]]] = {"base": [], "head": []}
    for index in range(rounds):
        for name, tree in (sides if index % 2 == 0 else sides[::-1]):
            result = run(tree)
            runs[name].append(result)
            describe(f"  round {index + 1}/{rounds} {name}: ", result)
    return sha, runs


def compare_games(rev: str, rounds: int, seconds: float, echo: Callable[[str], object] = print,
                  quiet: bool = False) -> dict[str, Any]:
    """Interleaved random-game runs of REV and this checkout; the medians over rounds (with
    `quiet`, each tree applies options as its searches do: `play` where it has it)."""
    worker = "--quiet-games-worker" if quiet else "--games-worker"
    sha, runs = _interleaved(rev, rounds, lambda tree: run_games_once(tree, seconds, worker), lambda head, result: echo(
        f"{head}{result['games_per_s']:.1f} games/s, {result['us_per_step']:.1f} us/step "
        f"({result.get('method', 'apply_unchecked')})"))
    figures = {figure: {name: round(statistics.median(r[figure] for r in runs[name]), 2) for name in runs}
               for figure in ("games_per_s", "us_per_step")}
    methods = {name: runs[name][0].get("method", "apply_unchecked") for name in runs}
    floor = statistics.median(driver_floor()["us_per_step"] for _ in range(3))
    return {"base": rev, "base_commit": sha, "head": str(ROOT), "rounds": rounds, "seconds": seconds,
            "games": figures, "methods": methods, "driver_us_per_step": round(floor, 3)}


def compare_search(rev: str, rounds: int, iterations: int, echo: Callable[[str], object] = print,
                   level: str = "hard") -> dict[str, Any]:
    """Interleaved search runs of REV and this checkout (each its own search of `level`, by its
    name in `tools.bench_search.SEARCHES`); the medians."""
    sha, runs = _interleaved(rev, rounds, lambda tree: run_games_once(tree, iterations, "--search-worker", level),
                             lambda head, result: echo(f"{head}{result['iterations_per_s']:.1f} iterations/s "
                                                       f"({result['iterations']} iterations)"))
    rate = {name: round(statistics.median(r["iterations_per_s"] for r in runs[name]), 1) for name in runs}
    return {"base": rev, "base_commit": sha, "head": str(ROOT), "rounds": rounds, "iterations": iterations,
            "level": level, "search": {"iterations_per_s": rate}}


def compare_opcodes(rev: str, games: int, echo: Callable[[str], object] = print) -> dict[str, Any]:
    """The instructions per step of REV and this checkout (one counted run each)."""
    sha, runs = _interleaved(rev, 1, lambda tree: run_games_once(tree, games, "--opcodes-worker"),
                             lambda head, result: echo(f"{head}{result['per_step']:.1f} instructions a step"))
    return {"base": rev, "base_commit": sha, "head": str(ROOT), "games": games,
            "opcodes": {name: runs[name][0] for name in runs}}


def cachegrind_refs(text: str) -> int:
    """The instructions executed, from cachegrind's summary on stderr (its "I refs:" line)."""
    for line in text.splitlines():
        if "I" in line and "refs:" in line:
            return int(line.split("refs:")[1].strip().replace(",", "").split()[0])
    raise SystemExit("bench-compare: valgrind printed no instruction count (its \"I refs:\" line)")


def count_instructions(tree: Path, games: int) -> tuple[int, int]:
    """(machine instructions, steps) of a fresh process of `tree` playing `games` seeded random
    games under valgrind's cachegrind (start-up and imports included)."""
    command = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
               sys.executable, str(Path(__file__).resolve()), "--count-games-worker", str(tree), str(games)]
    try:
        out = subprocess.run(command, capture_output=True, text=True, cwd=str(tree), timeout=3600,
                             env=dict(os.environ, PYTHONPATH=str(tree)))
    except FileNotFoundError:
        raise SystemExit("bench-compare: --instructions needs valgrind (Debian: apt-get install valgrind)") from None
    if out.returncode != 0:
        tail = (out.stderr.strip().splitlines() or ["(no output)"])[-1]
        raise SystemExit(f"bench-compare: the counted run in {tree} failed: {tail}")
    result = json.loads(out.stdout.strip().splitlines()[-1])
    if not Path(result["module"]).resolve().is_relative_to(tree.resolve()):
        raise SystemExit(f"bench-compare: the run in {tree} imported {result['module']}")
    return cachegrind_refs(out.stderr), int(result["steps"])


def compare_instructions(rev: str, games: int, warm: int, echo: Callable[[str], object] = print) -> dict[str, Any]:
    """Machine instructions a game and a step of REV and this checkout: each tree's run of `warm`
    games subtracted from its run of `warm + games` (the same seeded games first)."""
    def run(tree: Path) -> dict[str, Any]:
        before, steps_before = count_instructions(tree, warm)
        after, steps_after = count_instructions(tree, warm + games)
        steps = steps_after - steps_before
        return {"games": games, "steps": steps, "per_game": (after - before) / games,
                "per_step": (after - before) / steps if steps else float("nan")}

    sha, runs = _interleaved(rev, 1, run, lambda head, result: echo(
        f"{head}{result['per_game']:,.0f} instructions a game, {result['per_step']:,.0f} a step"))
    return {"base": rev, "base_commit": sha, "head": str(ROOT), "games": games, "warm": warm,
            "instructions": {name: runs[name][0] for name in runs}}


def format_instructions_table(table: dict[str, Any]) -> str:
    """Machine instructions a game and a step of both trees; base/head is the speed-up they say."""
    base, head = table["instructions"]["base"], table["instructions"]["head"]
    lines = [f"machine instructions (valgrind, counted: load-independent) of {table['games']} seeded random "
             f"4-player games after {table['warm']} uncounted",
             f"base = {table['base']} ({table['base_commit'][:7]}), head = {table['head']}",
             f"{'figure':<22} {'base':>12} {'head':>12} {'base/head':>10}"]
    for name, label in (("per_game", "instructions a game"), ("per_step", "instructions a step")):
        ratio = base[name] / head[name] if head[name] else float("nan")
        lines.append(f"{label:<22} {base[name]:>12,.0f} {head[name]:>12,.0f} {ratio:>10.2f}")
    lines.append(f"{'steps a game':<22} {base['steps'] / base['games']:>12.1f} {head['steps'] / head['games']:>12.1f}")
    return "\n".join(lines)


def format_opcodes_table(table: dict[str, Any]) -> str:
    """Instructions per step of both trees, then the busiest functions of each, side by side."""
    base, head = table["opcodes"]["base"], table["opcodes"]["head"]
    ratio = head["per_step"] / base["per_step"] if base["per_step"] else float("nan")
    lines = [f"interpreted instructions a step of {table['games']} seeded random 4-player games (counted, "
             "load-independent; the driver's random.randrange included)",
             f"base = {table['base']} ({table['base_commit'][:7]}), head = {table['head']}",
             f"{'figure':<40} {'base':>9} {'head':>9} {'head/base':>10}",
             f"{'instructions a step':<40} {base['per_step']:>9.1f} {head['per_step']:>9.1f} {ratio:>10.2f}"]
    for name in dict.fromkeys([*head["top"], *base["top"]]):
        b, h = base["top"].get(name), head["top"].get(name)
        lines.append(f"  {name:<38} {'' if b is None else f'{b:.1f}':>9} {'' if h is None else f'{h:.1f}':>9}")
    return "\n".join(lines)


def format_search_table(table: dict[str, Any]) -> str:
    """The search medians as a plain text table, REV and this checkout side by side."""
    pair = table["search"]["iterations_per_s"]
    ratio = pair["head"] / pair["base"] if pair["base"] else float("nan")
    return "\n".join([
        f"{table.get('level', 'hard')} search from mid-game decisions (process CPU time, at most {table['iterations']} iterations "
        f"each): median of {table['rounds']} interleaved runs",
        f"base = {table['base']} ({table['base_commit'][:7]}), head = {table['head']}",
        f"{'figure':<14} {'base':>9} {'head':>9} {'head/base':>10}",
        f"{'iterations/s':<14} {pair['base']:>9.1f} {pair['head']:>9.1f} {ratio:>10.2f}",
    ])


def format_games_table(table: dict[str, Any]) -> str:
    """The random-game medians as a plain text table, REV and this checkout side by side."""
    lines = [f"random 4-player games (process CPU time): median of {table['rounds']} interleaved runs of "
             f"{table['seconds']:g} s each",
             f"base = {table['base']} ({table['base_commit'][:7]}), head = {table['head']}"]
    methods = table.get("methods")
    if methods:
        lines.append(f"options applied by: base {methods['base']}, head {methods['head']}")
    lines.append(f"{'figure':<12} {'base':>9} {'head':>9} {'head/base':>10}")
    for name, pair in table["games"].items():
        ratio = pair["head"] / pair["base"] if pair["base"] else float("nan")
        lines.append(f"{name.replace('_', ' '):<12} {pair['base']:>9.2f} {pair['head']:>9.2f} {ratio:>10.2f}")
    floor = table.get("driver_us_per_step")
    if floor is not None:
        lines.append(f"the benchmark's own loop (driver_floor, no rules core): {floor:.2f} us a step")
        base_step, head_step = table["games"]["us_per_step"]["base"], table["games"]["us_per_step"]["head"]
        if base_step > floor and head_step > floor:
            lines.append(f"the cores alone: base {base_step - floor:.2f}, head {head_step - floor:.2f} us a step "
                         f"({(base_step - floor) / (head_step - floor):.2f}x)")
        for times in (3, 10):
            left = base_step / times - floor
            lines.append(f"{times}x base needs {base_step / times:.2f} us a step: "
                         + (f"{left:.2f} for the core" if left > 0 else "less than the loop alone costs"))
    return "\n".join(lines)


def compare(rev: str, rounds: int, frames: int, sizes: tuple[tuple[int, int], ...],
            echo: Callable[[str], object] = print) -> dict[str, Any]:
    """Interleaved runs of REV and this checkout; the medians over rounds per size and figure."""
    base, sha = export_tree(rev)
    sides = (("base", base), ("head", ROOT))
    runs: dict[tuple[str, str], list[dict[str, tuple[float, float]]]] = {}
    for index in range(rounds):
        for size in sizes:
            order = sides if index % 2 == 0 else sides[::-1]
            for name, tree in order:
                result = run_once(tree, size, frames)
                runs.setdefault((f"{size[0]}x{size[1]}", name), []).append(result)
                echo(f"  round {index + 1}/{rounds} {size[0]}x{size[1]} {name}: wall p99 {result['wall'][1]:.2f} ms,"
                     f" cpu p99 {result['cpu'][1]:.2f} ms")
    table: dict[str, Any] = {"base": rev, "base_commit": sha, "head": str(ROOT), "rounds": rounds, "frames": frames,
                             "sizes": {}}
    for size in sizes:
        key = f"{size[0]}x{size[1]}"
        figures = {}
        for figure in FIGURES:
            for stat, i in (("mean", 0), ("p99", 1)):
                base_v = statistics.median(r[figure][i] for r in runs[(key, "base")])
                head_v = statistics.median(r[figure][i] for r in runs[(key, "head")])
                figures[f"{figure}_{stat}"] = {"base": round(base_v, 3), "head": round(head_v, 3)}
        table["sizes"][key] = figures
    return table


def format_table(table: dict[str, Any]) -> str:
    """The medians as a plain text table, REV and this checkout side by side."""
    lines = [f"preview frame on the full table, ms per frame: median of {table['rounds']} interleaved runs of "
             f"{table['frames']} frames each",
             f"base = {table['base']} ({table['base_commit'][:7]}), head = {table['head']}",
             f"{'size':<10} {'figure':<10} {'base':>9} {'head':>9} {'head/base':>10}"]
    for size, figures in table["sizes"].items():
        for name, pair in figures.items():
            ratio = pair["head"] / pair["base"] if pair["base"] else float("nan")
            label = name.replace("_", " ")
            lines.append(f"{size:<10} {label:<10} {pair['base']:>9.2f} {pair['head']:>9.2f} {ratio:>10.2f}")
    lines.append("wall: time.perf_counter; cpu: time.thread_time of the drawing thread (leaves out waits for a "
                 "core); proc: time.process_time of the whole process (adds helper threads)")
    return "\n".join(lines)


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size {text!r}: expected WIDTHxHEIGHT, e.g. 1280x800") from None
    return width, height


def main(argv: list[str] | None = None) -> int:
    """`scripts/bench-compare [REV] [--rounds N] [--frames N] [--size WxH ...] [--json]`."""
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--worker"]:
        return _worker(argv[1], argv[2], int(argv[3]))
    if argv[:1] == ["--games-worker"]:
        return _games_worker(argv[1], float(argv[2]))
    if argv[:1] == ["--quiet-games-worker"]:
        return _games_worker(argv[1], float(argv[2]), quiet=True)
    if argv[:1] == ["--opcodes-worker"]:
        return _opcodes_worker(argv[1], int(float(argv[2])))
    if argv[:1] == ["--count-games-worker"]:
        return _count_games_worker(argv[1], int(argv[2]))
    if argv[:1] == ["--search-worker"]:
        return _search_worker(argv[1], int(float(argv[2])), *argv[3:4])
    parser = argparse.ArgumentParser(prog="bench-compare", description=__doc__.split("\n\n")[0])
    parser.add_argument("rev", nargs="?", default="main", help="revision to compare against (default: main)")
    parser.add_argument("--rounds", type=int, default=5, help="runs of each side per size (default 5)")
    parser.add_argument("--frames", type=int, default=480, help="timed frames per run (default 480: two loops "
                                                                "of the camera script)")
    parser.add_argument("--size", type=_size, action="append", help="window size (repeatable; default "
                                                                    "1280x800 and 2560x1440)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--games", action="store_true", help="compare random games per second (the rules core) "
                                                              "instead of preview frames")
    parser.add_argument("--seconds", type=float, default=4.0, help="with --games: CPU seconds per run (default 4)")
    parser.add_argument("--quiet", action="store_true", help="with --games: apply options as the searches do, by "
                                                             "GameState.play (no events) where a tree has it")
    parser.add_argument("--search", action="store_true", help="compare the hard level's search iterations per "
                                                               "second instead of preview frames")
    parser.add_argument("--iterations", type=int, default=60, help="with --search: iterations at most per "
                                                                   "decision (default 60)")
    parser.add_argument("--level", default="hard", help="with --search: whose search (default hard: its turn-end "
                                                        "leaf; hard-classic: the search hard runs from half a second)")
    parser.add_argument("--opcodes", action="store_true", help="count the pure core's interpreted instructions a "
                                                                "step instead of timing (one run of each tree)")
    parser.add_argument("--instructions", action="store_true", help="count the machine instructions of random "
                                                                     "games under valgrind instead of timing")
    parser.add_argument("--count-games", type=int, default=None, help="with --opcodes or --instructions: games "
                                                                      "counted (default 30 and 200)")
    parser.add_argument("--warm-games", type=int, default=100, help="with --instructions: games played first, "
                                                                    "not counted (default 100)")
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.frames < 1:
        parser.error("--rounds and --frames must be at least 1")
    echo = (lambda *a: None) if args.json else (lambda line: print(line, file=sys.stderr, flush=True))
    if args.instructions:
        games = 200 if args.count_games is None else args.count_games
        if games < 1 or args.warm_games < 0:
            parser.error("--count-games must be at least 1 and --warm-games at least 0")
        counted = compare_instructions(args.rev, games, args.warm_games, echo=echo)
        print(json.dumps(counted) if args.json else format_instructions_table(counted))
        return 0
    if args.opcodes:
        count_games = 30 if args.count_games is None else args.count_games
        if count_games < 1:
            parser.error("--count-games must be at least 1")
        opcodes = compare_opcodes(args.rev, count_games, echo=echo)
        print(json.dumps(opcodes) if args.json else format_opcodes_table(opcodes))
        return 0
    if args.search:
        if args.iterations < 1:
            parser.error("--iterations must be at least 1")
        search = compare_search(args.rev, args.rounds, args.iterations, echo=echo, level=args.level)
        print(json.dumps(search) if args.json else format_search_table(search))
        return 0
    if args.games:
        if args.seconds <= 0:
            parser.error("--seconds must be positive")
        games = compare_games(args.rev, args.rounds, args.seconds, echo=echo, quiet=args.quiet)
        print(json.dumps(games) if args.json else format_games_table(games))
        return 0
    sizes = tuple(args.size) if args.size else DEFAULT_SIZES
    table = compare(args.rev, args.rounds, args.frames, sizes,
                    echo=(lambda *a: None) if args.json else (lambda line: print(line, file=sys.stderr, flush=True)))
    print(json.dumps(table) if args.json else format_table(table))
    return 0


if __name__ == "__main__":
    sys.exit(main())
