"""`python -m tongiaki.tools.bench_opcodes`: the rules core's work per step, counted, not timed.

Plays seeded random 4-player games as `scripts/bench-compare --games --quiet` does (options
applied by `GameState.play`) and counts the bytecode instructions the interpreter executes
(`sys.settrace` with opcode events), per function. The count does not depend on the machine's
speed or load, so two commits can be compared on a busy machine, one run each: the
interleaved timings of `scripts/bench-compare` stay the measure of speed (an instruction that
hashes a nested tuple costs more than one that indexes a list), this is the measure of how much
interpreted work a step asks for, and where. The pure-Python core only (a compiled module runs
no bytecode).

    python -m tongiaki.tools.bench_opcodes [--games N] [--warm N] [--top N] [--json]
    scripts/bench-compare REV --opcodes [--games N]     the same count for REV and this checkout

(options applied by `GameState.play`, or `apply_unchecked` in an older core that has no `play`.)

`--warm` games are played first without counting, so that the core's caches (interned options,
per-deck tables, R7.3's memo) are as full as in a long benchmark: the count of the same games
falls as the caches fill, so compare runs made alike (each in a fresh process).
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import sys
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any, Final

from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.rules import new_game

_PACKAGE_DIR: Final = str(Path(__file__).resolve().parents[1])


def _counted(filename: str) -> bool:
    """Whether a function of this file is the core's work: the tongiaki package, the driver's
    `random` and code the core generates (`<string>`)."""
    return filename.startswith(_PACKAGE_DIR) or filename == random.__file__ or filename.startswith("<")


def count_opcodes(games: int, warm: int = 300, seed: int = 1, players: int = 4) -> tuple[int, Counter[str]]:
    """(steps, instructions per `module:function`) of `games` seeded random games played
    after `warm` uncounted ones (the same rng for all, so the counted games depend on `warm`)."""
    deck = load_deck(DEFAULT_DECK_PATH)
    rng = random.Random(seed)
    for _ in range(warm):
        state = new_game(deck, players)
        apply = getattr(state, "play", state.apply_unchecked)
        while (node := state.pending) is not None:
            apply(node.options[rng.randrange(len(node.options))])
    counts: Counter[str] = Counter()

    def tracer(frame: FrameType, event: str, arg: object) -> Any:
        if event == "call" and not _counted(frame.f_code.co_filename):
            return None  # not the core's work (a finaliser or a signal handler of the process)
        frame.f_trace_opcodes = True
        if event == "opcode":
            code = frame.f_code
            counts[f"{code.co_filename.rsplit('/', 1)[-1]}:{code.co_name}"] += 1
        return tracer

    steps = 0
    # A collection while counting would count whatever Python code it runs (an object's __del__,
    # a generator's finally, from anything the process made before), not the core's work: collect
    # first and not while counting.
    gc.collect()
    collecting = gc.isenabled()
    gc.disable()
    try:
        for _ in range(games):
            state = new_game(deck, players)
            apply = getattr(state, "play", state.apply_unchecked)  # an older core has no `play`
            sys.settrace(tracer)
            try:
                while (node := state.pending) is not None:
                    options = node.options
                    apply(options[rng.randrange(len(options))])
                    steps += 1
            finally:
                sys.settrace(None)
    finally:
        if collecting:
            gc.enable()
    return steps, counts


def report(steps: int, counts: Counter[str], top: int) -> str:
    """The instructions per step in all, then the `top` functions with their share."""
    total = sum(counts.values())
    lines = [f"{steps} steps, {total / max(steps, 1):.1f} instructions per step "
             "(the driver's random.randrange included)",
             f"{'per step':>9}  {'share':>6}  function"]
    for name, count in counts.most_common(top):
        lines.append(f"{count / max(steps, 1):9.1f}  {count / max(total, 1):6.1%}  {name}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tongiaki.tools.bench_opcodes", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="games counted (default 30)")
    parser.add_argument("--warm", type=int, default=300, help="games played first, not counted (default 300)")
    parser.add_argument("--top", type=int, default=25, help="functions listed (default 25)")
    parser.add_argument("--json", action="store_true", help="print the counts as JSON")
    args = parser.parse_args(argv)
    if args.games < 1 or args.warm < 0 or args.top < 0:
        parser.error("--games must be at least 1, --warm and --top at least 0")
    steps, counts = count_opcodes(args.games, args.warm)
    if args.json:
        print(json.dumps({"steps": steps, "per_step": sum(counts.values()) / steps,
                          "functions": dict(counts.most_common(args.top))}))
    else:
        print(report(steps, counts, args.top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
