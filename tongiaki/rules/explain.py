"""Why an action or a pier is or is not available, in words for the table's buttons and piers.

The reasons are derived from the same conditions the state uses to offer options, so the table
never re-decides a rule: it shows these texts next to the buttons the options enable.
"""

from __future__ import annotations

from tongiaki.rules.hexgrid import Cell
from tongiaki.rules.options import Decision, DecisionKind, OptionKind
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


def reproduction_places_nothing(state: GameState) -> bool:
    """R5.3: at the active player's turn action, a reproduction now would place no ship (an
    empty supply, no ship taken back yet): in effect a pass, which the table says."""
    return state.phase is Phase.ACTION and state.supply[state.active] == 0


def one_on_each_beach(new_ships: int, beaches: int) -> bool:
    """R5.1: a reproduction of `new_ships` new ships on an island of `beaches` beaches puts one on
    each of its beaches (each new ship on a different beach, and R5.2: every beach has a free
    spot at a turn's start), all placed at once: a click on the island chooses no beach. True for
    two or more (a single new ship on a one-beach island is the only choice, told so)."""
    return 1 < new_ships == beaches


def refused_piers(state: GameState) -> dict[tuple[Cell, int], str]:
    """In an emigration decision, each pier of a full beach that no option sails from, keyed
    (island cell, pier edge), and why, in a player's words: its fleet would come straight back
    to its own island while the island has another way out (R7.1, R7.2). Empty otherwise.
    A play-test hovered and clicked such a pier and was told nothing."""
    node = state.pending
    if not isinstance(node, Decision) or node.kind is not DecisionKind.EMIGRATE:
        return {}
    offered = {(o.cell, o.pier) for o in node.options if o.kind is OptionKind.EMIGRATE}
    refused: dict[tuple[Cell, int], str] = {}
    for cell, beach in state.full_beaches():
        card = state.cards[state.cells[cell]]
        for edge in card.beaches[beach].piers:
            if (cell, edge) in offered:
                continue
            if state.voyage_returns(cell, beach, edge):  # the only reason a full beach's pier is not offered
                refused[(cell, edge)] = (
                    f"Not this pier: its fleet would come straight back to {card.name}, and a fleet may "
                    f"not sail round in a circle while {card.name} has another way out (a lit pier)")
    return refused
