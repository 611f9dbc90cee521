"""Frame time with the voyage preview drawn on a full table, for `tongiaki bench` (never asserted).

The full table of `bench_table` (every card of the standard deck, 90 ships) is shown with the
preview of the longest route over its cards (an island's pier whose voyage crosses the most
wakes), its verdict box and lit piers, while the camera pans and zooms on the same script as
`bench_table.frame_times`. The frames are timed by `bench_compare.frame_samples` (wall-clock and
CPU milliseconds), the same code `scripts/bench-compare` runs on two trees.

`python -m tongiaki.tools.bench_preview [WxH] [frames]` times the same frames by kind (still, pan,
zoom, settling after a zoom) and lists the slowest with their place in the camera script: the
profile that shows which frames make the p99.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tongiaki.app.scenes.table import TableScene
    from tongiaki.rules import Option
    from tongiaki.rules.odds import VoyageOdds


def _longest_route(scene: TableScene) -> tuple[Option, VoyageOdds]:
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


SETTLE_FRAMES = 8
"""Frames after a zoom counted as settling (faces, sea and pictures made for the new size)."""


def frame_kinds(size: tuple[int, int], frames: int = 480) -> list[tuple[int, str, float]]:
    """(frame, kind, drawing thread CPU ms) of each preview frame on the full table at `size`,
    as `bench_compare.frame_samples` times them; kind is "zoom" (the zoom changed), "pan" (the
    view moved), "settle" (within `SETTLE_FRAMES` after a zoom) or "still"."""
    import os
    import time

    for name, value in (("SDL_VIDEODRIVER", "dummy"), ("SDL_AUDIODRIVER", "dummy"), ("PYGAME_HIDE_SUPPORT_PROMPT", "1")):
        os.environ.setdefault(name, value)
    from tongiaki.tools.bench_table import WARM_UP_FRAMES, _event_loop, _scripted_input, full_table_scene

    app, scene = full_table_scene(size)
    option, odds = _longest_route(scene)
    preview = scene.preview
    preview.option, preview.odds, preview.show_odds = option, {option: odds}, True
    preview.lit_piers = {(option.cell, option.pier)}
    preview.update = lambda *args, **kwargs: None  # keep this preview whatever the pointer does
    x, y = scene.view.pier_point(scene.display, option.cell, option.pier)
    preview.pointer = (round(x), round(y))
    loop = _event_loop(scene.display, scene.cards)
    screen = app.screen
    dt = 1 / 60
    for _ in range(WARM_UP_FRAMES):
        if not scene.animator.busy:
            scene.animator.push(loop)
        scene.update(dt)
        scene.draw(screen)
    camera = scene.view.camera
    rows: list[tuple[int, str, float]] = []
    last_zoom = -SETTLE_FRAMES - 1
    for frame in range(frames):
        zoom, offset = camera.zoom, camera.offset
        for event in _scripted_input(frame, screen.get_size()):
            scene.handle_event(event)
        if not scene.animator.busy:
            scene.animator.push(loop)
        start = time.thread_time()
        scene.update(dt)
        scene.draw(screen)
        ms = (time.thread_time() - start) * 1000.0
        camera = scene.view.camera
        if camera.zoom != zoom:
            kind, last_zoom = "zoom", frame
        elif frame - last_zoom <= SETTLE_FRAMES:
            kind = "settle"
        elif camera.offset != offset:
            kind = "pan"
        else:
            kind = "still"
        rows.append((frame, kind, ms))
    scene.exit = lambda: None  # a bench table is not a game to autosave
    app.close()
    return rows


def main(argv: list[str] | None = None) -> int:
    """`python -m tongiaki.tools.bench_preview [WxH] [frames]`: the preview frames by kind (mean,
    p99, max, drawing thread CPU ms) and the slowest frames with their place in the camera script."""
    import statistics
    import sys

    def summary(times: list[float]) -> tuple[float, float]:  # (mean, p99) as bench_compare.summary
        ordered = sorted(times)
        return statistics.fmean(ordered), ordered[min(len(ordered) - 1, int(round(0.99 * (len(ordered) - 1))))]

    args = sys.argv[1:] if argv is None else argv
    width, height = (int(v) for v in (args[0] if args else "2560x1440").lower().split("x"))
    frames = int(args[1]) if len(args) > 1 else 480
    rows = frame_kinds((width, height), frames)
    mean, p99 = summary([ms for _, _, ms in rows])
    print(f"{width}x{height}, {frames} frames: mean {mean:.2f} ms, p99 {p99:.2f} ms (drawing thread CPU)")
    for kind in ("still", "pan", "zoom", "settle"):
        times = [ms for _, k, ms in rows if k == kind]
        if times:
            print(f"  {kind:<6} {len(times):4d} frames  mean {statistics.fmean(times):6.2f}  "
                  f"p99 {summary(times)[1]:6.2f}  max {max(times):6.2f}")
    worst = sorted(rows, key=lambda row: -row[2])[:12]
    print("  slowest: " + ", ".join(f"{frame} ({frame % 240}, {kind}) {ms:.1f}" for frame, kind, ms in worst))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
