"""Voyage odds (tongiaki.rules.odds): figures worked out by hand, a Monte Carlo through the rules core.

The hand-built positions are small enough to count on paper; each test says how. The Monte
Carlo plays sampled voyages out through `GameState.apply` (stack orders drawn from the
composition with a seeded rng) and checks the exact figures within 3 standard errors.
"""

from __future__ import annotations

import math
import random

import pytest

from tests.rules.position import bend, calm, make_deck, play, position, rough
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.rules import (
    DecisionKind,
    EventKind,
    GameState,
    Option,
    OptionKind,
    Reason,
    RouteOutcome,
    island,
    new_game,
)
from tongiaki.rules.hexgrid import ORIGIN
from tongiaki.rules.odds import (
    Outcome,
    StepKind,
    decision_odds,
    option_odds,
    route_steps,
    sail_odds,
    voyage_odds,
)
from tongiaki.rules.position import from_position, position_text

X = island("X", 5, [(3, (3,))])
Y = island("Y", 3, [(3, (3,))])
Z = island("Z", 2, [(3, (3,))])
K = island("K", 4, [(3, (3,))])
DECK = make_deck(X, Y, Z, K, calm("Calm"), calm("Calm2"), rough("Deep", 4), bend("Bend"))

DOWN = "emigrate 0,0/0 pier 0"
"""Tonga's beach 0 sails down (direction 0) into the cell (0, 1)."""


def emigration(fleet: str, players: int = 2, **kwargs) -> GameState:
    """A position where player 0 has just filled Tonga's beach 0 with `fleet` + one ship of 0.

    `fleet` is the two ships already on the beach; player 0 reproduces on Tonga and places
    the new ship there (a second one, if any, on beach 3), so the only full beach is Tonga/0
    and the decision is `DOWN`.
    """
    cards = kwargs.pop("cards", {ORIGIN: "Tonga"})
    state = position(DECK, players, cards=cards, ships={"Tonga/0": fleet}, **kwargs)
    play(state, "reproduce 0,0", "place 0,0/0")
    if state.pending.kind is DecisionKind.REPRODUCE_BEACH:  # player 0 had two ships: one more, upwards
        play(state, "place 0,0/3")
    assert state.pending.kind is DecisionKind.EMIGRATE
    return state


def odds_of(state: GameState, text: str = DOWN):
    """The odds of the option `text` of the pending decision."""
    [entry] = [e for e in decision_odds(state) if str(e.option) == text]
    return entry.odds


def close(a: float, b: float) -> bool:
    return abs(a - b) < 1e-12


def test_one_reveal_is_counted_from_the_stack_composition() -> None:
    # Stack X(5), Y(3), Deep (danger 4): each card 1/3. An island is landed on; Deep's crest
    # wake sinks a fleet of 2 colours. Land 2/3 on an island worth 4 on average.
    state = emigration("1 0", stack=["X", "Y", "Deep"])
    odds = odds_of(state)
    assert odds.colours == 2 and odds.outcome is Outcome.OPEN
    assert [step.kind for step in odds.route] == [StepKind.OPEN]
    assert close(odds.p_land, 2 / 3) and close(odds.p_sink, 1 / 3) and odds.p_stranded == 0.0
    assert close(odds.p_new_island, 2 / 3) and close(odds.expected_value, 4.0) and odds.error == 0.0
    assert odds.verdict() == "new card: 67% land, 33% sink; islands left average 4.0 points"


def test_two_reveals_follow_the_first_card_across() -> None:
    # Stack X, Calm, Deep, one colour. X (1/3) lands; Deep (1/3) sinks; Calm (1/3) is crossed
    # straight down into the next empty cell, where X (1/2) lands and Deep (1/2) sinks.
    state = emigration("0 0", stack=["X", "Calm", "Deep"])
    odds = odds_of(state)
    assert odds.colours == 1
    assert close(odds.p_land, 1 / 3 + 1 / 6) and close(odds.p_sink, 1 / 3 + 1 / 6) and odds.p_stranded == 0.0
    # Four colours pass Deep. Deep first (1/3), then X (1/2) lands or Calm (1/2), the last
    # water card, ends the game: its crossing passes and the fleet is stranded (R8.3).
    # Calm first (1/3), then X (1/2) lands or Deep (1/2) strands it the same way.
    four = sail_odds(state, ORIGIN, 0, 4, ORIGIN)
    assert close(four.p_land, 1 / 3 + 1 / 6 + 1 / 6) and close(four.p_stranded, 1 / 3) and four.p_sink == 0.0


def test_a_route_over_lying_cards_then_a_bend_into_a_lying_island() -> None:
    # Calm lies below Tonga: the fleet crosses it (danger 0) and meets the empty cell (0, 2).
    # There X (1/3) is a new island, Deep (1/3) sinks one colour, and Bend (1/3) turns the
    # fleet up-left into Z, already lying at (-1, 2): it lands on Z (2). Given that it lands,
    # the island is worth (5 + 2) / 2 = 3.5.
    state = emigration("0 0", cards={ORIGIN: "Tonga", (0, 1): "Calm", (-1, 2): "Z"}, stack=["X", "Bend", "Deep"])
    odds = odds_of(state)
    crossing, end = odds.route
    assert (crossing.kind, crossing.cell, crossing.danger, crossing.passes) == (StepKind.CROSS, (0, 1), 0, True)
    assert (end.kind, end.cell) == (StepKind.OPEN, (0, 2))
    assert close(odds.p_land, 2 / 3) and close(odds.p_new_island, 1 / 3)
    assert [(x.name, x.cell) for x in odds.landings] == [("Z", (-1, 2))]
    assert close(odds.landing_probability((-1, 2)), 1 / 3)
    assert close(odds.expected_value, 3.5)


def test_a_route_that_lands_or_sinks_on_lying_cards_needs_no_card() -> None:
    cards = {ORIGIN: "Tonga", (0, 1): "Calm", (0, 2): "X", (1, 0): "Deep"}
    state = position(DECK, 3, cards=cards, ships={"Tonga/0": "0 1"})
    lands = sail_odds(state, ORIGIN, 0, 2, ORIGIN)
    assert lands.outcome is Outcome.LAND and lands.p_land == 1.0 and lands.expected_value == 5.0
    assert lands.verdict() == "lands on X (5 points)"
    # Heading down-right from Tonga, the fleet enters Deep (rotation 0) through edge 2: 2-5, danger 4.
    sinks = sail_odds(state, ORIGIN, 5, 3, ORIGIN)
    assert sinks.outcome is Outcome.SINK and sinks.p_sink == 1.0
    assert sinks.verdict() == "sinks at danger 4: 3 colours"
    assert sinks.end.text() == "3 colours vs danger 4: sinks"


def test_a_king_island_turns_the_fleet_back_to_its_own_island() -> None:
    # Over lying cards: Calm, then the king island K: the fleet turns back and lands on Tonga.
    cards = {ORIGIN: "Tonga", (0, 1): "Calm", (0, 2): "K"}
    state = position(DECK, 3, cards=cards, ships={"Tonga/1": "2"}, kings={"K": 2})
    back = sail_odds(state, ORIGIN, 0, 1, ORIGIN)
    assert back.outcome is Outcome.LAND and back.end.kind is StepKind.TURN_BACK
    assert [x.cell for x in back.landings] == [ORIGIN]
    assert back.verdict() == "turns back at the king island K: lands on Tonga (0 points)"
    # Over a new card: Bend (1/3) sends the fleet up-left into the king island K at (-1, 1),
    # which turns it back to Tonga (0 points); X (1/3) is landed on; Deep (1/3) sinks.
    state = emigration("0 0", cards={ORIGIN: "Tonga", (-1, 1): "K"}, kings={"K": 1}, stack=["X", "Bend", "Deep"])
    odds = odds_of(state)
    assert close(odds.p_land, 2 / 3) and close(odds.landing_probability(ORIGIN), 1 / 3)
    assert close(odds.expected_value, 2.5)


def test_the_end_trigger_strands_a_fleet_that_crosses_the_last_water_card() -> None:
    # Stack X, Calm: X (1/2) is the last island: the end is triggered, but the fleet lands.
    # Calm (1/2) is the last water card: the crossing passes and the fleet is stranded (R8.3).
    state = emigration("0 0", stack=["X", "Calm"])
    odds = odds_of(state)
    assert close(odds.p_land, 0.5) and close(odds.p_stranded, 0.5) and odds.p_sink == 0.0
    assert odds.verdict() == "new card: 50% land, 0% sink, 50% stranded; islands left average 5.0 points"
    # Once the end is triggered no card is revealed: a fleet meeting an empty cell is stranded.
    over = position(DECK, 3, ships={"Tonga/0": "0 1"}, stack=["X"], end_triggered=True)
    stranded = sail_odds(over, ORIGIN, 0, 2, ORIGIN)
    assert stranded.outcome is Outcome.STRANDED and stranded.p_stranded == 1.0
    assert stranded.route[-1].kind is StepKind.STRANDED


def _returned(state: GameState, text: str) -> int:
    """Apply emigration `text`, land the fleet with the first options offered; ships sent home."""
    events = play(state, text)
    while state.pending.kind is DecisionKind.LAND:
        events += state.apply(state.pending.options[0])
    return sum(len(e.ships) for e in events if e.kind is EventKind.SHIPS_RETURNED)


def _sailing_into_x() -> GameState:
    """Tonga/0 holds 1 0 0 (3 ships) and sails down over Calm into X (one beach of 3), where
    two ships of player 1 lie."""
    cards = {ORIGIN: "Tonga", (0, 1): "Calm", (0, 2): "X"}
    state = position(DECK, 2, cards=cards, ships={"Tonga/0": "1 0", "X/0": "1 1"}, stack=["Y", "Deep"])
    play(state, "reproduce 0,0", "place 0,0/0")
    return state


def test_a_fleet_reaching_an_island_without_room_for_it_sends_ships_home() -> None:
    # One ship of the three finds X's last spot; two go home (R6.3).
    state = _sailing_into_x()
    odds = odds_of(state)
    assert odds.outcome is Outcome.LAND and [x.ships for x in odds.landings] == [(1, 2)]
    assert odds.verdict() == "reaches X (5 points): 1 of 3 ships land, 2 go home"
    assert odds.as_dict()["landings"][0]["ships_home"] == 2
    assert _returned(state, DOWN) == 2
    # The same table in the middle of a chain move with X's beach full as well (written as
    # position text): no free spot on X, all three ships go home.
    text = position_text(_sailing_into_x()).replace("0,2/0:1.1;supply=13.12", "0,2/0:1.1.0;supply=12.12").replace(
        "chain=emigrate 0,0/0 pier 0", "chain=emigrate 0,0/0 pier 0|emigrate 0,2/0 pier 3")
    full = from_position(text, DECK)
    odds = odds_of(full)
    assert [x.ships for x in odds.landings] == [(0, 3)] and odds.landings[0].ships_home == 3
    assert odds.verdict() == "reaches X (5 points): no free spot, 3 ships go home"
    # X's own fleet sails up over Calm into Tonga, where its beaches have room: all land.
    back = odds_of(full, "emigrate 0,2/0 pier 3")
    assert [x.ships for x in back.landings] == [(3, 0)] and back.verdict() == "lands on Tonga (0 points)"
    assert _returned(full, DOWN) == 3
    # `sail_odds` knows only the fleet's colours: it leaves the ships unknown.
    assert [x.ships for x in sail_odds(full, ORIGIN, 0, 2, ORIGIN).landings] == [(0, 0)]


def test_a_fleet_coming_home_finds_its_own_beach_free() -> None:
    # The fleet turns back at the king island K and lands on Tonga: the beach it left is free.
    cards = {ORIGIN: "Tonga", (0, 1): "Calm", (0, 2): "K"}
    state = emigration("1 0", cards=cards, kings={"K": 1}, stack=["X", "Deep"])
    odds = odds_of(state)
    assert odds.end.kind is StepKind.TURN_BACK and [x.ships for x in odds.landings] == [(3, 0)]
    assert odds.verdict() == "turns back at the king island K: lands on Tonga (0 points)"
    assert _returned(state, DOWN) == 0


def test_a_voyage_waiting_for_its_next_card_has_the_same_odds() -> None:
    state = emigration("0 0", stack=["X", "Calm", "Deep"])
    before = odds_of(state)
    play(state, DOWN)
    assert state.pending.is_chance
    during = voyage_odds(state)
    assert during is not None and close(during.p_land, before.p_land) and close(during.p_sink, before.p_sink)
    assert voyage_odds(position(DECK, 3, ships={"Tonga/0": "0 1"})) is None


def test_only_emigration_decisions_have_odds() -> None:
    state = position(DECK, 3, ships={"Tonga/0": "0 1"})
    assert decision_odds(state) == []
    with pytest.raises(ValueError):
        option_odds(state, Option(OptionKind.REPRODUCE, ORIGIN))


# ----------------------------------------------------------------------------------- random games

STANDARD = load_deck(DEFAULT_DECK_PATH)


def mid_game_decisions(count: int, seed: int) -> list[GameState]:
    """`count` emigration decisions from seeded random games, one per game, in mid-game
    (10 to 24 cards left in the stack), each with at least one option that needs a new card."""
    rng = random.Random(seed)
    found: list[GameState] = []
    game = 0
    while len(found) < count:
        game += 1
        state = new_game(STANDARD, rng.choice((3, 4, 5)))
        while not state.is_over():
            node = state.pending
            if (not node.is_chance and node.kind is DecisionKind.EMIGRATE and 10 <= len(state.stack) <= 24
                    and any(e.odds.outcome is Outcome.OPEN for e in decision_odds(state))):
                found.append(state.copy())
                break
            state.apply(node.options[rng.randrange(len(node.options))])
    return found


def sample_voyage(state: GameState, option: Option, rng: random.Random) -> tuple[str, int]:
    """Play one voyage through the rules core with reveals drawn from the stack's composition.

    Returns ("land", value of the island), ("sink", 0) or ("stranded", 0).
    """
    state = state.copy()
    cells = dict(state.cells)  # the island landed on may be removed at once after (R7.3)
    events = state.apply(option)
    while True:
        cells.update((e.cell, e.card) for e in events if e.kind is EventKind.CARD_ATTACHED)
        for event in events:
            if event.kind is EventKind.STRANDED:
                return "stranded", 0
            if event.kind is EventKind.SHIPS_RETURNED and event.reason is Reason.CROSSING_FAILED:
                return "sink", 0
            if event.kind is EventKind.TURNED_BACK:
                return "land", state.cards[cells[event.to]].value
        moves = [e for e in events if e.kind is EventKind.FLEET_MOVED]
        if moves and state.voyage is None:
            return "land", state.cards[cells[moves[-1].to]].value
        node = state.pending
        assert node.is_chance, "a voyage stopped without landing, sinking or being stranded"
        events = state.apply(node.outcomes[rng.randrange(len(node.outcomes))])


VOYAGES = 50_000
"""Sampled voyages in all, spread evenly over the options of 30 decisions."""


def test_exact_odds_agree_with_sampled_voyages_on_30_mid_game_decisions() -> None:
    rng = random.Random(2026)
    decisions = mid_game_decisions(30, seed=9)
    per_decision = VOYAGES // len(decisions)
    checked = 0
    for state in decisions:
        entries = decision_odds(state)
        n = per_decision // len(entries)
        for entry in entries:
            odds = entry.odds
            assert math.isclose(odds.p_land + odds.p_sink + odds.p_stranded, 1.0, abs_tol=1e-12)
            tally = {"land": 0, "sink": 0, "stranded": 0}
            worth = worth_sq = 0
            for _ in range(n):
                outcome, value = sample_voyage(state, entry.option, rng)
                tally[outcome] += 1
                worth += value
                worth_sq += value * value
            for name, p in (("land", odds.p_land), ("sink", odds.p_sink), ("stranded", odds.p_stranded)):
                se = math.sqrt(p * (1 - p) / n)
                assert abs(tally[name] / n - p) <= 3 * se + odds.error + 1e-12, (str(entry.option), name, p, tally)
            # The points landed on per voyage (the island's value, 0 if it does not land): its
            # mean is p_land x expected_value; the standard error is the sample's.
            mean = worth / n
            spread = math.sqrt(max(0.0, worth_sq / n - mean * mean) / n)
            expected = odds.p_land * odds.expected_value
            assert abs(mean - expected) <= 3 * spread + 5 * odds.error + 1e-9, (str(entry.option), mean, expected)
            checked += odds.outcome is Outcome.OPEN
    assert checked >= 30


def test_the_figures_do_not_depend_on_the_order_of_the_stack() -> None:
    for state in mid_game_decisions(5, seed=4):
        before = [(str(e.option), e.odds) for e in decision_odds(state)]
        shuffled = state.copy()
        order = list(shuffled.stack)
        random.Random(1).shuffle(order)
        shuffled.stack = tuple(order)
        assert [(str(e.option), e.odds) for e in decision_odds(shuffled)] == before


def test_routes_end_where_the_rules_core_says() -> None:
    for state in mid_game_decisions(10, seed=5):
        for cell in state.island_cells():
            for d in range(6):
                for colours in (1, 2, 3, 4):
                    route = route_steps(state, cell, d, colours, cell)
                    core = state.trace_route(cell, d, colours, cell)
                    end = route[-1]
                    if core.outcome is RouteOutcome.LAND:
                        assert end.kind in (StepKind.LAND, StepKind.TURN_BACK)
                        assert (end.home if end.kind is StepKind.TURN_BACK else end.cell) == core.cell
                    elif core.outcome is RouteOutcome.SINK:
                        assert (end.kind, end.cell, end.danger) == (StepKind.SINK, core.cell, core.danger)
                    else:
                        assert core.outcome is RouteOutcome.OPEN and end.kind is StepKind.OPEN
                        assert end.entry == core.direction
                        here = route[-2].cell if len(route) > 1 else cell
                        assert here == core.cell


def test_a_percentage_never_rounds_a_possible_outcome_to_nothing_or_to_certain() -> None:
    """A pier's list once read '0% on Oahu' for a landing of 0.4%, beside '48% land' over lines
    summing to 47%."""
    from tongiaki.rules.odds import percent

    assert [percent(p) for p in (0.0, 0.004, 0.009, 0.01, 0.5, 0.99, 0.994, 0.999, 1.0)] == [
        "0%", "<1%", "<1%", "1%", "50%", "99%", ">99%", ">99%", "100%"]


def test_split_percents_add_up_to_the_total() -> None:
    """A pier's box read "57% land" over "50% on a new island" and "6% on Fidschi": the parts of
    a chance, in whole percents, add up to the chance as written."""
    from tongiaki.rules.odds import percent, split_percents

    assert split_percents(0.568, [0.504, 0.064]) == ["50%", "7%"]
    assert split_percents(0.5, [0.25, 0.25]) == ["25%", "25%"]
    assert split_percents(0.3, [0.297, 0.003]) == ["30%", "<1%"]  # not nil: never "0%"
    assert split_percents(0.004, [0.002, 0.002]) == ["<1%", "<1%"]
    assert split_percents(0.996, [0.5, 0.496]) == ["50%", "50%"]
    rng = random.Random(5)
    for _ in range(500):
        parts = [rng.random() for _ in range(rng.randint(1, 5))]
        scale = rng.uniform(0.02, 0.98) / sum(parts)
        parts = [p * scale for p in parts]
        total = sum(parts)
        shown = split_percents(total, parts)
        if percent(total).startswith(("<", ">")):
            continue
        assert sum(int(s.rstrip("%")) for s in shown if s != "<1%") == round(100 * total), (parts, shown)
        assert all(abs(int(s.rstrip("%")) - 100 * p) < 1 for s, p in zip(shown, parts, strict=True) if s != "<1%")
