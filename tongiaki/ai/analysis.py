"""Public-information analysis shared by the AI levels: voyages, presence, the end approaching.

Everything here reads only what a player at the table sees: the cards lying, the ships, the
supplies and the stack's composition (`state.stack`, never an order). Nothing copies the
state, so these helpers are cheap enough to call inside a search.

- `sea_odds` asks the rules core's voyage odds (`tongiaki.rules.odds`: the route over the cards
  lying, then every reveal from the stack's composition, card after card) where a fleet lands,
  sinks or is stranded, at the precision the AI can afford inside a search.
- `emigration_deltas` turns an emigration option into the expected change of every player's
  points; `presence` and `expected_reveals_left` are the basic facts the evaluation uses.
"""

from __future__ import annotations

from dataclasses import dataclass

from tongiaki.rules import GameState
from tongiaki.rules.cards import Card
from tongiaki.rules.hexgrid import Cell, world_direction
from tongiaki.rules.odds import VoyageOdds, sail_odds

ODDS_TOLERANCE = 1e-2
"""Voyages less likely than this that need yet another card are estimated (see `sea_odds`)."""
ODDS_BUDGET = 400
"""Positions the odds may solve per voyage for the AI."""


@dataclass(frozen=True)
class DeckFacts:
    """Per-deck constants derived once: island values, which cards are islands."""

    values: tuple[int, ...]
    is_island: tuple[bool, ...]
    initial_reveals: float
    """Expected reveals until the end is triggered, for the full stack."""


_FACTS: dict[int, tuple[tuple[Card, ...], DeckFacts]] = {}


def deck_facts(state: GameState) -> DeckFacts:
    """The cached `DeckFacts` of the state's deck."""
    cards = state.cards
    entry = _FACTS.get(id(cards))
    if entry is not None and entry[0] is cards:
        return entry[1]
    islands = sum(1 for c in cards[1:] if c.is_island)
    waters = len(cards) - 1 - islands
    facts = DeckFacts(
        values=tuple(c.value for c in cards),
        is_island=tuple(c.is_island for c in cards),
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
    held = state.islands_of_each()
    for cell, p in state.kings.items():
        held[p].add(cell)
    return held


def island_value(state: GameState, cell: Cell) -> int:
    """Points of the island at `cell`."""
    return state.cards[state.cells[cell]].value


def sea_odds(state: GameState, cell: Cell, direction: int, colours: int, origin: Cell) -> VoyageOdds:
    """The rules core's voyage odds (`tongiaki.rules.odds`) at the precision the AI affords.

    Voyages less likely than `ODDS_TOLERANCE` that still need another card are estimated
    rather than followed, so one call costs about a millisecond at most.
    """
    return sail_odds(state, cell, direction, colours, origin, ODDS_TOLERANCE, ODDS_BUDGET)


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
    deltas = [0.0] * state.players
    add_voyage_gains(state, fleet, sea_odds(state, cell, direction, len(set(fleet)), origin), held, deltas)
    return deltas


def add_voyage_gains(state: GameState, fleet: tuple[int, ...], odds: VoyageOdds, held: list[set[Cell]],
                     deltas: list[float]) -> None:
    """Add to `deltas` each owner's expected gain from a voyage with these odds.

    A new island is worth its expected value to every owner of the fleet; an island already
    lying counts for the owners not yet there, as far as it has room (see `_add_landing`).
    """
    if odds.p_new_island > 0.0:
        gain = odds.p_new_island * odds.new_island_value
        for p in set(fleet):
            deltas[p] += gain
    for landing in odds.landings:
        _add_landing(state, fleet, landing.cell, held, landing.probability, deltas)


def _add_landing(
    state: GameState, fleet: tuple[int, ...], cell: Cell, held: list[set[Cell]], prob: float, deltas: list[float]
) -> None:
    if cell not in state.cells:
        return
    card = state.cards[state.cells[cell]]
    free = card.spots - state.ships_on_island(cell)
    if free <= 0:
        return
    owners = sorted(set(fleet))
    room = min(1.0, free / max(1, len(owners)))
    for p in owners:
        if cell not in held[p]:
            deltas[p] += prob * card.value * room


def leaving_losses(state: GameState, cell: Cell, beach: int, fleet: tuple[int, ...], held: list[set[Cell]]
                   ) -> tuple[list[float], list[set[Cell]]]:
    """When `fleet` sails from beach `beach` of island `cell`: each player's points lost there
    (the owners with no other ship on the island and no king there) and the presence after it
    (`held` with those owners' copies left without the island; `held` is not changed)."""
    value = island_value(state, cell)
    here = state.beach_ships(cell, beach)
    loss = [0.0] * state.players
    after = list(held)
    for p in set(fleet):
        elsewhere = state.ships_on_island(cell, p) > here.count(p)  # p's ships on the island's other beaches
        if not elsewhere and state.kings.get(cell) != p:
            loss[p] -= value
            after[p] = after[p] - {cell}
    return loss, after


def emigration_deltas(state: GameState, cell: Cell, beach: int, pier: int, held: list[set[Cell]] | None = None
                      ) -> list[float]:
    """Expected change of each player's points if the fleet of `(cell, beach)` emigrates by `pier`.

    Includes the presence lost on the home island by owners whose every ship there was on
    that beach, and the expected gain where the fleet lands (a lying island or a new one).
    """
    if held is None:
        held = presence(state)
    fleet = state.beach_ships(cell, beach)
    deltas, after = leaving_losses(state, cell, beach, fleet, held)
    direction = world_direction(pier, state.rotations[cell])
    gains = voyage_deltas(state, fleet, cell, direction, cell, after)
    return [d + g for d, g in zip(deltas, gains)]
