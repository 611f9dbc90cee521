"""Public-information analysis shared by the AI levels: voyages, presence, the end approaching.

Everything here reads only what a player at the table sees: the cards lying, the ships, the
supplies and the stack's composition (`state.stack`, never an order). Nothing copies the
state, so these helpers are cheap enough to call inside a search.

- `trace_voyage` asks the rules core where a fleet over cards already lying ends (R6.2) and says whether
  it lands, sinks or needs a new card.
- `open_sea_outcome` gives the exact odds of what the next revealed card does to a fleet (from
  the stack's composition), looking one further card ahead with a geometric estimate.
- `emigration_deltas` turns an emigration option into the expected change of every player's
  points; `presence` and `expected_reveals_left` are the basic facts the evaluation uses.
"""

from __future__ import annotations

from dataclasses import dataclass

from tongiaki.rules import GameState
from tongiaki.rules.cards import Card
from tongiaki.rules.hexgrid import Cell, crest_rotation, neighbour, world_direction
from tongiaki.rules.state import ROUTE_LAND, ROUTE_OPEN, ROUTE_SINK

LAND = 0
SINK = 1
OPEN = 2



@dataclass(frozen=True)
class DeckFacts:
    """Per-deck constants derived once: island values, crest wakes of water cards."""

    values: tuple[int, ...]
    is_island: tuple[bool, ...]
    crest_exit: tuple[int, ...]
    """For a water card, the edge the crest wake (from edge 0) leads to; -1 for islands."""
    crest_danger: tuple[int, ...]
    """For a water card, the danger of the wake starting at the crest edge."""
    initial_reveals: float
    """Expected reveals until the end is triggered, for the full stack."""


_FACTS: dict[int, tuple[tuple[Card, ...], DeckFacts]] = {}


def deck_facts(state: GameState) -> DeckFacts:
    """The cached `DeckFacts` of the state's deck."""
    cards = state.cards
    entry = _FACTS.get(id(cards))
    if entry is not None and entry[0] is cards:
        return entry[1]
    exits = [-1] * len(cards)
    dangers = [0] * len(cards)
    for i, card in enumerate(cards):
        if not card.is_island:
            exits[i], dangers[i] = card.exits[0]
    islands = sum(1 for c in cards[1:] if c.is_island)
    waters = len(cards) - 1 - islands
    facts = DeckFacts(
        values=tuple(c.value for c in cards),
        is_island=tuple(c.is_island for c in cards),
        crest_exit=tuple(exits),
        crest_danger=tuple(dangers),
        initial_reveals=reveals_until_end(islands, waters),
    )
    _FACTS[id(cards)] = (cards, facts)
    return facts


def reveals_until_end(islands: int, waters: int) -> float:
    """Expected cards revealed until one kind runs out (R8.3), for a random order.

    The end comes when the last card of one kind is drawn; what remains is the final run of
    the other kind, whose expected length is `islands/(waters+1) + waters/(islands+1)`.
    """
    if islands <= 0 or waters <= 0:
        return 0.0
    return islands + waters - islands / (waters + 1) - waters / (islands + 1)


def stack_counts(state: GameState) -> tuple[int, int]:
    """(islands, water cards) left in the stack."""
    facts = deck_facts(state)
    islands = sum(1 for c in state.stack if facts.is_island[c])
    return islands, len(state.stack) - islands


def expected_reveals_left(state: GameState) -> float:
    """Expected reveals until the end is triggered (0 once it is)."""
    if state.end_triggered:
        return 0.0
    return reveals_until_end(*stack_counts(state))


def game_progress(state: GameState) -> float:
    """0 at the start, 1 once the end is triggered (by expected reveals left)."""
    facts = deck_facts(state)
    if facts.initial_reveals <= 0:
        return 1.0
    return max(0.0, min(1.0, 1.0 - expected_reveals_left(state) / facts.initial_reveals))


def presence(state: GameState) -> list[set[Cell]]:
    """For each player, the islands they score now (ships on a beach, or king)."""
    held: list[set[Cell]] = [set() for _ in range(state.players)]
    for (cell, _), occ in state.ships.items():
        for p in occ:
            held[p].add(cell)
    for cell, p in state.kings.items():
        held[p].add(cell)
    return held


def island_value(state: GameState, cell: Cell) -> int:
    """Points of the island at `cell`."""
    return state.cards[state.cells[cell]].value


_OUTCOMES = {ROUTE_LAND: LAND, ROUTE_SINK: SINK, ROUTE_OPEN: OPEN}


def trace_voyage(state: GameState, cell: Cell, direction: int, colours: int, origin: Cell) -> tuple[int, Cell, int]:
    """Where a fleet over lying cards ends, asked of the rules core (`GameState.trace_route`).

    Returns `(LAND, island_cell, -1)` (a king island turns it back to `origin`),
    `(SINK, water_cell, danger)` or `(OPEN, last_cell, direction)` when the next cell is empty.
    """
    route = state.trace_route(cell, direction, colours, origin)
    if route.outcome == ROUTE_SINK:
        return SINK, route.cell, route.danger
    return _OUTCOMES[route.outcome], route.cell, route.direction


@dataclass
class SeaOutcome:
    """Odds of a fleet heading into an empty cell: land on a new island, on a lying island, or be lost."""

    new_island: float = 0.0
    new_island_value: float = 0.0
    """Expected points of the new island, given that the fleet lands on one."""
    lying: dict[Cell, float] | None = None
    """Probability of landing on each island already on the table (over a revealed water card)."""
    lost: float = 0.0
    """Sinks (ships back to supply) or strands (after the end, scores nothing)."""
    stranded: float = 0.0


def open_sea_outcome(state: GameState, here: Cell, direction: int, colours: int, origin: Cell) -> SeaOutcome:
    """Exact odds for the next card (each remaining card equally likely), then a geometric guess.

    The revealed card is attached by its crest (R2.3), so the fleet enters every new water
    card through edge 0 and follows the crest wake. If that wake passes and leads into another
    empty cell, the rest is estimated with the same per-card odds repeated (geometric series).
    """
    facts = deck_facts(state)
    out = SeaOutcome(lying={})
    stack = state.stack
    n = len(stack)
    if n == 0 or state.end_triggered:
        out.lost = out.stranded = 1.0
        return out
    islands = [c for c in stack if facts.is_island[c]]
    waters = n - len(islands)
    p_island = len(islands) / n
    mean_value = sum(facts.values[c] for c in islands) / len(islands) if islands else 0.0
    passing = sum(1 for c in stack if not facts.is_island[c] and colours >= facts.crest_danger[c])
    p_pass = passing / n
    # Geometric estimate of a fleet sailing on into the unknown after a water card.
    if waters <= 1:
        further_island, further_lost = 0.0, 1.0  # the last water card ends the game: stranded
    else:
        denom = 1.0 - p_pass
        further_island = p_island / denom if denom > 1e-9 else 0.0
        further_lost = 1.0 - further_island
    cell = neighbour(here, direction)
    rotation = crest_rotation(direction)
    last_water = waters == 1
    weight = 1.0 / n
    new_island = p_island
    lost = 0.0
    stranded = 0.0
    for c in stack:
        if facts.is_island[c]:
            continue
        danger = facts.crest_danger[c]
        if danger and colours < danger:
            lost += weight
            continue
        if last_water:  # R8.3: the crossing passes, then the fleet stays stranded
            lost += weight
            stranded += weight
            continue
        exit_dir = world_direction(facts.crest_exit[c], rotation)
        kind, where, _ = trace_voyage(state, cell, exit_dir, colours, origin)
        if kind == LAND:
            out.lying[where] = out.lying.get(where, 0.0) + weight
        elif kind == SINK:
            lost += weight
        else:
            new_island += weight * further_island
            lost += weight * further_lost
    out.new_island = new_island
    out.new_island_value = mean_value
    out.lost = lost
    out.stranded = stranded
    return out


def voyage_deltas(
    state: GameState,
    fleet: tuple[int, ...],
    cell: Cell,
    direction: int,
    origin: Cell,
    held: list[set[Cell]],
) -> list[float]:
    """Expected change of each player's points when `fleet` sails from `cell` heading `direction`.

    `held` is the presence *after* the fleet left its beach. Landing counts a gain of the
    island's value for each owner not yet there, as long as the island has room for the fleet
    (roughly: owners beyond the free spots may be sent home by the active player).
    """
    colours = len(set(fleet))
    deltas = [0.0] * state.players
    kind, where, heading = trace_voyage(state, cell, direction, colours, origin)
    if kind == LAND:
        _add_landing(state, fleet, where, held, 1.0, deltas)
    elif kind == OPEN and not state.end_triggered:
        out = open_sea_outcome(state, where, heading, colours, origin)
        for p in set(fleet):
            deltas[p] += out.new_island * out.new_island_value
        for island_cell, prob in (out.lying or {}).items():
            _add_landing(state, fleet, island_cell, held, prob, deltas)
    return deltas


def _add_landing(
    state: GameState, fleet: tuple[int, ...], cell: Cell, held: list[set[Cell]], prob: float, deltas: list[float]
) -> None:
    if cell not in state.cells:
        return
    card = state.cards[state.cells[cell]]
    free = sum(b.capacity - len(state.ships[(cell, i)]) for i, b in enumerate(card.beaches))
    if free <= 0:
        return
    owners = sorted(set(fleet))
    room = min(1.0, free / max(1, len(owners)))
    for p in owners:
        if cell not in held[p]:
            deltas[p] += prob * card.value * room


def emigration_deltas(state: GameState, cell: Cell, beach: int, pier: int, held: list[set[Cell]] | None = None
                      ) -> list[float]:
    """Expected change of each player's points if the fleet of `(cell, beach)` emigrates by `pier`.

    Includes the presence lost on the home island by owners whose every ship there was on
    that beach, and the expected gain where the fleet lands (a lying island or a new one).
    """
    if held is None:
        held = presence(state)
    fleet = state.ships[(cell, beach)]
    value = island_value(state, cell)
    deltas = [0.0] * state.players
    after = [set(h) for h in held]
    card = state.cards[state.cells[cell]]
    for p in set(fleet):
        elsewhere = any(p in state.ships[(cell, b)] for b in range(len(card.beaches)) if b != beach)
        if not elsewhere and state.kings.get(cell) != p:
            deltas[p] -= value
            after[p].discard(cell)
    direction = world_direction(pier, state.rotations[cell])
    gains = voyage_deltas(state, fleet, cell, direction, cell, after)
    return [d + g for d, g in zip(deltas, gains)]
