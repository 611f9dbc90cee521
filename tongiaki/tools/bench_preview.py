"""Frame time with the voyage preview drawn on a full table, for `tongiaki bench` (never asserted).

The full table of `bench_table` (every card of the standard deck, 90 ships) is shown with the
preview of the longest route over its cards (an island's pier whose voyage crosses the most
wakes), its verdict box and lit piers, while the camera pans and zooms on the same script as
`bench_table.frame_times`. The frames are timed by `bench_compare.frame_samples` (wall-clock and
CPU milliseconds), the same code `scripts/bench-compare` runs on two trees.
"""

from __future__ import annotations


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
