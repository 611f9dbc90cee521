"""What a searching seat says of a reproduction's new ships is where it puts them.

Play-test 48 (4 seats, seed 48): "Purple reproduces on Tuvalu: 1 new ship to build up its bottom
beach (2 of 3 spots ...)", then "New purple ship on Tuvalu's upper-left beach": the island's
reason told its search's plan, and the beach decision was searched afresh and went elsewhere.
And a hint said "one can fill its upper-left beach ..." over "Then: the new ship on Mangareva's
lower-left beach": its words named a beach by one rule of thumb (no plan: a seat with long odds
plays for its points), its plan by another. A seat now places its new ships where its plan put
them, and that plan covers every new ship (`tongiaki.ai.planned`).

Seeded games of computer seats, the searching ones under an iteration cap (never a clock)."""

from __future__ import annotations

import random
import re

from tests.ai.helpers import DECK
from tongiaki.ai import SEARCH_LEVELS, make_agent
from tongiaki.ai.explain import decide
from tongiaki.cardshape import beach_names
from tongiaki.play.match import Match
from tongiaki.rules import Decision, DecisionKind, Event, EventKind, GameState, Option, OptionKind, Reason

ITERATIONS = 60
THINKING = 5
"""The seed of the hard seat's rng in the table's test."""
SEATS = ["hard", "easy", "medium", "hard"]
NAMED = re.compile(r"(?:can fill .*?its |build up its )(?!fleets)(?P<name>beach \d+|[a-z-]+(?: beach)?)")
"""The first beach a reproduction's words name: "one can fill its top beach", "they can fill 2
of its left and top beaches, the first", "1 new ship to build up its bottom beach (2 of 3 ...)"."""


def named_beach(state: GameState, option: Option, reason: str) -> int | None:
    """The beach of `option`'s island that the reproduction's `reason` names first, if any."""
    found = NAMED.search(reason)
    if found is None:
        return None
    name = found["name"]
    if not name.startswith("beach ") and not name.endswith(" beach"):
        name += " beach"
    cell = option.cell
    assert cell is not None
    names = beach_names(state.cards[state.cells[cell]], state.rotations[cell])
    assert name in names, (reason, names)
    return names.index(name)


def new_ship_beaches(events: list[Event], player: int, cell: object) -> set[int]:
    """The beaches of `cell` the reproduction's `events` put a new ship of `player` on."""
    return {e.beach for e in events if e.kind is EventKind.SHIP_PLACED and e.reason is Reason.REPRODUCE
            and e.player == player and e.cell == cell}


def planned_beaches(state: GameState, option: Option, plan: tuple[Option, ...]) -> tuple[set[int], bool]:
    """(the beaches the reproduction `option` and its `plan` give a new ship, whether the plan
    places every one of them)."""
    after = state.copy()
    events = after.apply(option)
    for step in plan:
        node = after.pending
        if not (isinstance(node, Decision) and node.kind is DecisionKind.REPRODUCE_BEACH and step in node.options):
            break
        events.extend(after.apply(step))
    node = after.pending
    whole = not (isinstance(node, Decision) and node.kind is DecisionKind.REPRODUCE_BEACH)
    return new_ship_beaches(events, state.active, option.cell), whole


def test_a_seat_puts_a_new_ship_on_the_beach_its_reproduction_named_and_a_hint_plans_it() -> None:
    """In seeded games (hard, easy, medium and hard seats), every reproduction whose reason
    names a beach puts one of its new ships there; and a hint (a fresh hard agent, as the table
    asks it) for every reproduction the seats make names a beach its plan puts a new ship on,
    its plan placing every new ship."""
    told = hinted = 0
    for seed in (1, 2):
        match = Match(DECK, ["random"] * len(SEATS), seed)
        agents = [make_agent(level, iterations=ITERATIONS) if level in SEARCH_LEVELS else make_agent(level)
                  for level in SEATS]
        hint = make_agent("hard", iterations=ITERATIONS)
        while match.state.pending is not None and match.state.turn < 30:
            node = match.state.pending
            if not isinstance(node, Decision):
                match.reveal()
                continue
            state = match.state.copy()
            choice = decide(agents[node.player], state, node, match.agent_rngs[node.player])
            option = choice.option
            if option.kind is not OptionKind.REPRODUCE:
                match.apply(option, choice.reason)
                continue
            asked = decide(hint, state, node, random.Random(f"hint:{seed}:{len(match.history)}"))
            if asked.option.kind is OptionKind.REPRODUCE:
                beaches, whole = planned_beaches(state, asked.option, asked.plan)
                assert whole, (seed, state.turn, asked)
                beach = named_beach(state, asked.option, asked.reason)
                if beach is not None:
                    assert beach in beaches, (seed, state.turn, asked.reason, beaches)
                    hinted += 1
            events = match.apply(option, choice.reason)
            while isinstance(match.state.pending, Decision) and match.state.pending.kind is DecisionKind.REPRODUCE_BEACH:
                step = match.state.pending
                events.extend(match.apply(decide(agents[step.player], match.state, step,
                                                 match.agent_rngs[step.player]).option))
            beach = named_beach(state, option, choice.reason)
            if beach is not None:
                placed = new_ship_beaches(events, node.player, option.cell)
                assert beach in placed, (seed, state.turn, SEATS[node.player], choice.reason, placed)
                told += 1
    assert told >= 10 and hinted >= 10, (told, hinted)


def _first_hard_reproduction(seed: int) -> tuple[GameState, Decision]:
    """The first turn's action of a hard seat, in the game of `SEATS` and `seed`, where a hard
    agent with the rng `THINKING` reproduces with a choice of beach for a new ship to follow."""
    match = Match(DECK, ["random"] * len(SEATS), seed)
    match.agents = [make_agent(level, iterations=ITERATIONS) if level in SEARCH_LEVELS else make_agent(level)
                    for level in SEATS]
    while True:
        node = match.state.pending
        if isinstance(node, Decision) and SEATS[node.player] == "hard" and node.kind is DecisionKind.ACTION:
            option = make_agent("hard", iterations=ITERATIONS).choose(match.state, node, random.Random(THINKING))
            after = match.state.copy()
            after.apply(option)
            if option.kind is OptionKind.REPRODUCE and isinstance(after.pending, Decision) \
                    and after.pending.kind is DecisionKind.REPRODUCE_BEACH:
                return match.state.copy(), node
        match.advance()


def test_the_tables_seat_places_its_new_ships_as_its_plan_and_as_a_headless_seat() -> None:
    """The table's computer seats decide in a worker process that makes a new agent for every
    decision: the plan a hard seat keeps for its new ships goes there and back with the request,
    so it places them where its reproduction's plan put them, as the same seat does in a
    headless game (one agent for the whole game), every number drawn alike."""
    from tongiaki.app.thinker import Thinker

    state, node = _first_hard_reproduction(1)
    headless = make_agent("hard", iterations=ITERATIONS)
    alone, rng = random.Random(THINKING), random.Random(THINKING)
    thinker = Thinker(iterations=ITERATIONS, plans=True)
    try:
        thinker.start("hard", state, node, rng)
        assert thinker.wait()
        choice = thinker.poll()
        assert choice is not None and choice == decide(headless, state, node, alone)
        assert choice.option.kind is OptionKind.REPRODUCE
        after = state.copy()
        after.apply(choice.option)
        placed = []
        while isinstance(after.pending, Decision) and after.pending.kind is DecisionKind.REPRODUCE_BEACH:
            step = after.pending
            thinker.start("hard", after, step, rng)
            assert thinker.wait()
            answer = thinker.poll()
            assert answer is not None and answer == decide(headless, after, step, alone)
            assert answer.reason.endswith("; as planned"), answer.reason
            placed.append(answer.option)
            after.apply(answer.option)
        assert placed and tuple(placed) == choice.plan[:len(placed)]
        assert rng.getstate() == alone.getstate()
    finally:
        thinker.cancel()
