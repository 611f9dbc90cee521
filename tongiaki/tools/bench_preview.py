"""Frame time with the voyage preview drawn on a full table, for `tongiaki bench` (never asserted).

The full table of `bench_table` (every card of the standard deck, 90 ships) is shown with the
preview of the longest route over its cards (an island's pier whose voyage crosses the most
wakes), its verdict box and lit piers, while the camera pans and zooms on the same script as
`bench_table.frame_times`. Each frame times `scene.update(dt)` + `scene.draw(screen)`, in wall-clock
and in CPU milliseconds.
"""

from __future__ import annotations

from tongiaki.tools.bench_table import FULL_SIZE


def _longest_route(scene):
    """(option, odds) of the island pier whose route over the full table crosses the most wakes."""
    from tongiaki.rules import Option, OptionKind
    from tongiaki.rules.odds import StepKind, sail_odds

    state = scene.match.state.copy()
    display = scene.display
    state.cells = dict(display.cells)
    state.rotations = dict(display.rotations)
    state.kings = dict(display.kings)
    best = None
    for cell, card_id in display.cells.items():
        card = scene.cards[card_id]
        if not card.is_island or cell in display.kings:
            continue
        for b, beach in enumerate(card.beaches):
            for pier in beach.piers:
                direction = (pier + display.rotations[cell]) % 6
                odds = sail_odds(state, cell, direction, 2, cell)
                crossings = sum(step.kind is StepKind.CROSS for step in odds.route)
                if best is None or crossings > best[0]:
                    best = (crossings, Option(OptionKind.EMIGRATE, cell, b, pier=pier), odds)
    assert best is not None
    return best[1], best[2]


def preview_frame_times(frames: int = 600, size: tuple[int, int] = FULL_SIZE) -> tuple[float, float]:
    """(mean ms, p99 ms) of a frame on the full table with the route preview drawn (wall clock)."""
    return preview_frame_figures(frames, size)["wall"]


def preview_frame_figures(frames: int = 600, size: tuple[int, int] = FULL_SIZE) -> dict[str, tuple[float, float]]:
    """{"wall": (mean, p99), "cpu": (mean, p99), "proc": (mean, p99)} ms per preview frame.

    "cpu" is the drawing thread's CPU time (`time.thread_time`), which leaves out the time spent
    waiting for a core: on a loaded machine it moves much less than the wall clock; "proc" is
    the whole process's (`time.process_time`, helper threads included). The frame loop is
    `bench_compare.frame_samples`, the one `scripts/bench-compare` runs on two trees.
    """
    from tongiaki.tools.bench_compare import FIGURES, frame_samples, summary

    return {figure: summary(samples) for figure, samples in zip(FIGURES, frame_samples(size, frames), strict=True)}
