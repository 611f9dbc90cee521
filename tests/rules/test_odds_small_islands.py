"""Voyage odds with a variant deck whose islands can be smaller than the fleet (R6.3, R10).

The standard deck's smallest island (6 spots) seats its largest fleet (5 ships), but a deck may
hold a 2-spot island. These tests build such decks, work the odds out, and check them against
the rules core: every reveal sequence is played out through `GameState.apply` (each card of the
stack equally likely at each reveal) and the ships it sends home for want of a spot
(SHIPS_RETURNED, reason "no free spot") are tallied exactly.
"""

from __future__ import annotations

import math
from typing import Any

from tests.rules.position import TONGA, bend, calm, make_deck, play, position, rough
from tongiaki.rules import DecisionKind, Deck, EventKind, GameState, island
from tongiaki.rules.events import Event, Reason
from tongiaki.rules.hexgrid import ORIGIN, Cell, neighbour
from tongiaki.rules.odds import Outcome, VoyageOdds, decision_odds, option_odds, sail_odds, voyage_odds

HOME = island("Home", 0, [(5, (0,)), (3, (2,)), (3, (3,)), (3, (4,))], start=True)
"""A start island with a beach of 5 spots: its fleet outnumbers the small islands' spots."""
TINY = island("Tiny", 1, [(2, (3,))])
"""One beach of 2 spots: the smallest island R10 allows."""
TRIO = island("Trio", 2, [(3, (3,))])
PAIR = island("Pair", 3, [(2, (3,)), (2, (4,))])
BIG = island("Big", 4, [(3, (3,)), (3, (4,))])
NEST = island("Nest", 2, [(3, (3,))])
"""An island lying on the table, where a Bend revealed below Home sends the fleet."""

DECK = make_deck(TINY, TRIO, PAIR, BIG, NEST, calm("Calm"), bend("Bend"), rough("Deep", 4), start=HOME)
SMALL = make_deck(TINY, TRIO, BIG, rough("Deep", 4), start=TONGA)

NEST_CELL = neighbour(neighbour(ORIGIN, 0), 2)
"""Where a Bend revealed below the start island sends the fleet (R2.3: heading 0, then 2)."""
DOWN = "emigrate 0,0/0 pier 0"


def full_beach(fleet: str, deck: Deck = DECK, **kwargs: Any) -> GameState:
    """Player 0 reproduces on the start island and fills its beach 0 (holding `fleet`).

    Player 0 has two ships on the start island, so two are placed: one on beach 0 (now full),
    the other on beach 2 (or 3 on Tonga).
    """
    ships = {f"{deck.start.name}/0": fleet, **kwargs.pop("ships", {})}
    state = position(deck, 2, ships=ships, **kwargs)
    play(state, "reproduce 0,0", "place 0,0/0")
    if state.pending.kind is DecisionKind.REPRODUCE_BEACH:
        play(state, "place 0,0/2" if deck is DECK else "place 0,0/3")
    assert state.pending.kind is DecisionKind.EMIGRATE
    return state


def odds_of(state: GameState, text: str = DOWN) -> VoyageOdds:
    [entry] = [e for e in decision_odds(state) if str(e.option) == text]
    return entry.odds


class Tally:
    """The exact outcome of a voyage through the rules core, over every reveal sequence."""

    def __init__(self, table: set[Cell]) -> None:
        self.table = table  # the cells holding a card before the voyage
        self.p_land = self.p_sink = self.p_stranded = 0.0
        self.p_new = self.p_new_short = self.new_home = 0.0
        self.home = 0.0  # expected ships sent home for want of a spot
        self.p_home = 0.0  # chance of landing with some ships sent home

    def add(self, events: list[Event], p: float) -> None:
        """One finished voyage of probability `p`, from its events."""
        kinds = {e.kind for e in events}
        if any(e.kind is EventKind.SHIPS_RETURNED and e.reason is Reason.CROSSING_FAILED for e in events):
            self.p_sink += p
            return
        if EventKind.STRANDED in kinds:
            self.p_stranded += p
            return
        landed = {e.cell for e in events if e.kind is EventKind.SHIP_LANDED}
        returned = [e for e in events if e.kind is EventKind.SHIPS_RETURNED and e.reason is Reason.NO_FREE_SPOT]
        cells = landed | {e.cell for e in returned}
        assert len(cells) == 1, events
        home = sum(len(e.ships) for e in returned)
        self.p_land += p
        self.home += p * home
        self.p_home += p * (home > 0)
        if cells.pop() not in self.table:
            self.p_new += p
            self.p_new_short += p * (home > 0)
            self.new_home += p * home


def _landing(state: GameState) -> bool:
    node = state.pending
    return node is not None and not node.is_chance and node.kind is DecisionKind.LAND


def follow(state: GameState, events: list[Event], p: float, tally: Tally) -> None:
    """Play the voyage on from `state` through the core: every reveal, then the landing."""
    while _landing(state):  # which ship goes where does not change how many go home
        events = events + state.apply(state.pending.options[0])
    node = state.pending
    if state.voyage is not None and node is not None and node.is_chance:
        share = p / len(node.outcomes)
        for outcome in node.outcomes:
            branch = state.copy()
            follow(branch, events + branch.apply(outcome), share, tally)
        return
    tally.add(events, p)


def through_core(state: GameState, text: str | None = DOWN) -> Tally:
    """The voyage of option `text` (None: the fleet already at sea) played out exactly by the core."""
    tally = Tally(set(state.cells))
    if text is None:
        follow(state.copy(), [], 1.0, tally)
    else:
        branch = state.copy()
        follow(branch, play(branch, text), 1.0, tally)
    return tally


def agree(odds: VoyageOdds, core: Tally) -> None:
    """The odds' figures are the core's, exactly (the odds say they are exact: error 0)."""
    assert odds.error == 0.0
    for mine, theirs in ((odds.p_land, core.p_land), (odds.p_sink, core.p_sink),
                         (odds.p_stranded, core.p_stranded), (odds.p_new_island, core.p_new),
                         (odds.p_new_island_short, core.p_new_short),
                         (odds.p_new_island * odds.new_island_ships_home, core.new_home),
                         (odds.expected_ships_home, core.home), (odds.p_ships_home, core.p_home)):
        assert math.isclose(mine, theirs, abs_tol=1e-12), (mine, theirs, odds)


def test_a_revealed_island_too_small_for_the_fleet_sends_the_rest_home() -> None:
    # A fleet of 3 (2 colours) from Tonga; stack Tiny (2 spots), Trio (3), Big (6), Deep (sinks):
    # each 1/4. On Tiny 2 ships land and 1 goes home; the others seat all three.
    state = full_beach("1 0", deck=SMALL)
    odds = odds_of(state)
    assert odds.outcome is Outcome.OPEN and math.isclose(odds.p_new_island, 3 / 4)
    assert math.isclose(odds.p_new_island_short, 1 / 4) and math.isclose(odds.new_island_ships_home, 1 / 3)
    assert math.isclose(odds.expected_ships_home, 1 / 4)
    assert odds.verdict() == "new card: 75% land (25% with ships sent home), 25% sink; islands left average 2.3 points"
    assert odds.as_dict()["expected_ships_home"] == odds.expected_ships_home
    agree(odds, through_core(state))
    # The same voyage the core plays with Tiny revealed: one ship goes home.
    events = play(state, DOWN, "reveal Tiny")
    while _landing(state):
        events += state.apply(state.pending.options[0])
    assert [len(e.ships) for e in events if e.kind is EventKind.SHIPS_RETURNED] == [1]


def test_odds_follow_the_core_for_a_fleet_of_five_over_a_variant_deck() -> None:
    # A fleet of 5 ships (2 colours) from Home's 5-spot beach. Revealed islands seat 2, 3, 4 or
    # 6 ships (3, 2, 1 or 0 go home: 1.5 on average); Bend sends it to Nest (1 spot free: 4 go
    # home); Calm lets it sail on to the next card; Deep sinks it.
    state = full_beach("1 1 0 0", cards={ORIGIN: "Home", NEST_CELL: "Nest"}, ships={"Nest/0": "1 1"})
    odds = odds_of(state)
    assert odds.outcome is Outcome.OPEN and math.isclose(odds.new_island_ships_home, 1.5)
    assert math.isclose(odds.p_new_island_short, odds.p_new_island * 3 / 4)
    assert [(x.name, x.ships) for x in odds.landings] == [("Nest", (1, 4))]
    agree(odds, through_core(state))
    # `sail_odds` knows only the colours: it makes no claim about ships going home.
    bare = sail_odds(state, ORIGIN, 0, 2, ORIGIN)
    assert bare.p_new_island_short == 0.0 and bare.new_island_ships_home == 0.0
    # At sea after Calm, waiting for the next card: `voyage_odds` agrees with the core too.
    play(state, DOWN, "reveal Calm")
    during = voyage_odds(state)
    assert during is not None and during.new_island_ships_home > 0.0
    agree(during, through_core(state, None))


def test_the_verdict_when_every_landing_sends_ships_home() -> None:
    # Stack Tiny, Deep: a fleet of 3 lands on Tiny (1 ship home) or sinks, half and half.
    state = full_beach("1 0", deck=SMALL, stack=["Tiny", "Deep"])
    odds = odds_of(state)
    assert math.isclose(odds.p_ships_home, odds.p_land) and math.isclose(odds.expected_ships_home, 0.5)
    assert odds.verdict() == "new card: 50% land (all with ships sent home), 50% sink; islands left average 1.0 points"
    agree(odds, through_core(state))


def test_a_fleet_that_fits_every_island_has_no_ships_home() -> None:
    # Three ships from Tonga fit every island left in the stack: the figures read as before.
    state = full_beach("1 0", deck=SMALL, stack=["Trio", "Big", "Deep"])
    odds = option_odds(state, state.pending.options[0])
    assert odds.p_new_island_short == 0.0 and odds.new_island_ships_home == 0.0 and odds.expected_ships_home == 0.0
    assert odds.verdict() == "new card: 67% land, 33% sink; islands left average 3.0 points"
    agree(odds, through_core(state, str(state.pending.options[0])))
