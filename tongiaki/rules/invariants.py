"""Invariants every reachable game state must satisfy; used by `tongiaki simulate` and tests.

Each check returns a list of human-readable violations (empty when all is well).
"""

from __future__ import annotations

from tongiaki.rules.state import MAX_KINGS, SHIPS_PER_PLAYER, GameState, Phase


def check_state(state: GameState) -> list[str]:
    """Ships accounted for, cards accounted for, kings limited, scores consistent."""
    problems: list[str] = []
    n = state.players
    at_sea = state.ships_at_sea()
    for p in range(n):
        on_spots = sum(occ.count(p) for occ in state.ships.values())
        kings = sum(1 for owner in state.kings.values() if owner == p)
        stranded = sum(owners.count(p) for _, owners in state.stranded)
        total = state.supply[p] + on_spots + kings + stranded + at_sea.count(p)
        if total != SHIPS_PER_PLAYER:
            problems.append(f"player {p}: {total} ships accounted for, not {SHIPS_PER_PLAYER}")
        if state.supply[p] < 0:
            problems.append(f"player {p}: negative supply {state.supply[p]}")
        if kings > MAX_KINGS or state.kings_used[p] > MAX_KINGS:
            problems.append(f"player {p}: {kings} kings, {state.kings_used[p]} founded")
    all_cards = sorted(list(state.cells.values()) + list(state.stack) + state.removed
                       + ([state.place_card] if state.place_card >= 0 else []))
    if all_cards != list(range(len(state.cards))):
        problems.append(f"cards not accounted for: {all_cards}")
    for (cell, b), occ in state.ships.items():
        if cell not in state.cells:
            problems.append(f"beach {cell}/{b} on an empty cell")
        elif len(occ) > state.capacity(cell, b):
            problems.append(f"beach {cell}/{b} over capacity")
    for cell in state.kings:
        if state.cells.get(cell) in (None, 0):
            problems.append(f"king at {cell} not on a stack island")
        elif state.ships_on_island(cell):
            problems.append(f"ships on king island {cell}")
    result = state.result()
    recomputed = []
    for p in range(n):
        cells = {c for (c, _), occ in state.ships.items() if p in occ} | {c for c, o in state.kings.items() if o == p}
        recomputed.append(sum(state.cards[state.cells[c]].value for c in cells))
    if tuple(recomputed) != result.scores:
        problems.append(f"scores {result.scores} but the table gives {tuple(recomputed)}")
    return problems


def check_turn_start(state: GameState) -> list[str]:
    """R5.2: no beach is full when a turn starts."""
    if state.phase is Phase.ACTION and state.full_beaches():
        return [f"turn {state.turn}: full beaches at turn start: {state.full_beaches()}"]
    return []


def check_indexes(state: GameState) -> list[str]:
    """The indexes the state keeps up to date move by move equal the ones rebuilt from its
    public attributes (full beaches, ships per island and player, frontier options, the stack's
    reveals and counts, the arrangement hash), and the phase is the step's."""
    rebuilt = state.copy()
    rebuilt._reindex()
    have, want = state.snapshot(), rebuilt.snapshot()
    problems = [f"index {name!r} is {have[name]!r}, rebuilt {want[name]!r}" for name in have if have[name] != want[name]]
    if state.phase is not state.step.phase:
        problems.append(f"phase {state.phase.name} but step {state.step!r}")
    return problems
