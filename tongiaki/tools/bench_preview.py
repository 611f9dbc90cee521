"""Frame time with the voyage preview drawn on a full table, for `tongiaki bench` (never asserted).

The full table of `bench_table` (every card of the standard deck, 90 ships) is shown with the
preview of the longest route over its cards (an island's pier whose voyage crosses the most
wakes), its verdict box and lit piers, while the camera pans and zooms on the same script as
`bench_table.frame_times`. Each frame times `scene.update(dt)` + `scene.draw(screen)`.
"""

from __future__ import annotations

import statistics
import time

from tongiaki.tools.bench_table import FULL_SIZE, WARM_UP_FRAMES, _event_loop, _scripted_input, full_table_scene


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


def preview_frame_times(frames: int = 600, size: tuple[int, int] = FULL_SIZE, dt: float = 1 / 60
                        ) -> tuple[float, float]:
    """(mean ms, p99 ms) of a frame on the full table with the route preview drawn."""
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
        scene.update(dt)
        scene.draw(screen)
    times: list[float] = []
    for frame in range(frames):
        for event in _scripted_input(frame, screen.get_size()):
            scene.handle_event(event)
        if not scene.animator.busy:
            scene.animator.push(loop)
        start = time.perf_counter()
        scene.update(dt)
        scene.draw(screen)
        times.append((time.perf_counter() - start) * 1000.0)
    scene.exit = lambda: None  # a bench table is not a game to autosave
    app.close()
    times.sort()
    return statistics.fmean(times), times[min(len(times) - 1, int(round(0.99 * (len(times) - 1))))]
