"""`tongiaki odds RECORD.json [--step N] [--json]`: the voyage odds of a saved game's decision.

The record is replayed to the decision pending after `N` applied options (default: all of
them). For an emigration decision it prints one row per option: the route over the cards
lying and the chances to land, sink or be stranded, with the expected value of the island
landed on (`tongiaki.rules.odds`). Any other decision gets one line saying so.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from tongiaki.cli.records_at import CommandError, state_at
from tongiaki.play.records import record_source
from tongiaki.rules import Decision, DecisionKind, GameState
from tongiaki.rules.odds import OptionOdds, RouteStep, StepKind, decision_odds


def run(args: argparse.Namespace) -> int:
    """Print the odds (or the records module's one-line error, exit 1)."""
    source = record_source(Path(args.file))
    try:
        match, state, step = state_at(args.file, args.step)
    except CommandError as error:
        print(error, file=sys.stderr)
        return 1
    entries = decision_odds(state)
    if args.json:
        options = [{"option": str(e.option), **e.odds.as_dict()} for e in entries]
        print(json.dumps({"step": step, "decision": _decision_kind(state), "options": options}))
        return 0
    if not entries:
        print(f"{source}, step {step}: the pending decision is not an emigration ({_situation(state)})")
        return 0
    node = state.pending
    assert isinstance(node, Decision)
    print(f"{source}, step {step}: player {node.player} emigrates; "
          f"{len(state.stack)} cards in the stack")
    width = max(len(str(e.option)) for e in entries)
    print(f"  {'option':<{width}}  {'land':>5} {'sink':>5} {'strand':>6} {'value':>5}  route")
    for entry in entries:
        print("  " + _row(entry, width))
    return 0


def _row(entry: OptionOdds, width: int) -> str:
    odds = entry.odds
    route = " > ".join(_step_text(step) for step in odds.route)
    bound = f"  (within {odds.error:.1e})" if odds.error > 0.0 else ""
    return (f"{str(entry.option):<{width}}  {_pct(odds.p_land):>5} {_pct(odds.p_sink):>5} "
            f"{_pct(odds.p_stranded):>6} {odds.expected_value:>5.2f}  {route}: {odds.verdict()}{bound}")


def _step_text(step: RouteStep) -> str:
    if step.kind in (StepKind.CROSS, StepKind.SINK):
        mark = "ok" if step.passes else "X"
        return f"{step.name} {step.cell[0]},{step.cell[1]} danger {step.danger} vs {step.colours} {mark}"
    if step.kind in (StepKind.LAND, StepKind.TURN_BACK):
        return f"{step.name} {step.cell[0]},{step.cell[1]}"
    return f"empty {step.cell[0]},{step.cell[1]}"


def _pct(p: float) -> str:
    return f"{100 * p:.1f}%"


def _decision_kind(state: GameState) -> str | None:
    node = state.pending
    if node is None:
        return None
    return node.kind.value if isinstance(node, Decision) else "chance"


def _situation(state: GameState) -> str:
    node = state.pending
    if node is None:
        return "the game is over"
    if not isinstance(node, Decision):
        return "a card is about to be revealed"
    kind = node.kind
    words = "emigrate" if kind is DecisionKind.EMIGRATE else kind.value.replace("-", " ")
    return f"player {node.player} to choose: {words}"
