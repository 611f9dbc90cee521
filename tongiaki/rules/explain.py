"""Why an action is or is not available at the start of a turn, in words for the table's buttons.

The reasons are derived from the same conditions the state uses to offer options, so the table
never re-decides a rule: it shows these texts next to the buttons the options enable.
"""

from __future__ import annotations

from tongiaki.rules.options import OptionKind
from tongiaki.rules.state import MAX_KINGS, GameState, Phase


def action_reasons(state: GameState) -> dict[OptionKind, str]:
    """For each turn action, '' when offered now, otherwise why not, in a player's words (no rule
    numbers: those belong to the rules help)."""
    kinds = (OptionKind.REPRODUCE, OptionKind.KING, OptionKind.RESETTLE, OptionKind.RECALL)
    node = state.pending
    if node is None or node.is_chance or state.phase is not Phase.ACTION:
        return {k: "Only at the start of your turn" for k in kinds}
    offered = {o.kind for o in node.options}
    p = state.active
    reasons: dict[OptionKind, str] = {}
    entering = OptionKind.PLACE in offered or (OptionKind.PASS in offered and not state.has_ship_on_spots(p))
    for kind in kinds:
        if kind in offered:
            reasons[kind] = ""
        elif entering:
            reasons[kind] = "You have no ship on the table: place new ships first"
        elif kind is OptionKind.KING:
            if state.kings_used[p] >= MAX_KINGS:
                reasons[kind] = "You have already founded both of your king islands"
            else:
                reasons[kind] = "You need an island other than Tonga with only your ships on it"
        elif kind is OptionKind.RECALL:
            reasons[kind] = "Only when all your ships are on the table (your supply is empty)"
        elif kind is OptionKind.REPRODUCE:
            reasons[kind] = "You have no ship on an island to reproduce from"
        else:
            reasons[kind] = "Not possible now"
    return reasons
