"""A computer seat's reason for filling a beach tells the pier it then sails by, and a voyage it
calls sure lands where it says.

Play-test 52 (6 seats) read a medium seat's "fills the beach ... (safest pier: sure to land on
Muroroa)", and the fleet then sailed up-right to Tubuai: the levels without a search's plan
told the safest pier's voyage, while their own next choice took another pier (to a new island,
or a sure sinking that sends rivals home). Their reason now follows their own choices up to the
sail (`explain.own_placements`), as it did for a reproduction's new ships.
"""

from __future__ import annotations

import random
import re

from tongiaki.ai import make_agent
from tongiaki.ai.explain import Fill, PlanTeller, decide, fill_text, voyage_text
from tongiaki.ai.lookahead import MediumAgent
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.rules import Decision, DecisionKind, Event, EventKind, Option, OptionKind, Reason
from tongiaki.rules.hexgrid import DIRECTION_NAMES, Cell
from tongiaki.rules.odds import option_odds
from tongiaki.rules.position import from_position

DECK = load_deck(DEFAULT_DECK_PATH)

TUBUAI = (
    "tongiaki-position 1;players=3;active=0;turn=13;phase=land;steps=92;end=0;stall=0;revealed=0;setup=6;"
    "cards=0@0,0r0 18@1,-1r1 3@0,1r3 4@-1,1r5 10@0,-1r0 13@1,1r2 25@-2,2r4 23@-3,2r5 8@-1,0r5 19@-2,0r5;"
    "ships=-1,0/2:0.2 -1,1/0:1.1 -1,1/1:1.1.2 0,-1/1:1.2.0 0,-1/2:2 0,0/1:1 0,0/3:0 0,0/4:2 0,0/5:2 0,1/0:1.0 "
    "0,1/1:0 1,1/0:2 1,1/1:1 1,1/2:0;supply=8.7.8;kings=;kings-used=0.0.0;stranded=;"
    "stack=1.2.5.6.7.9.11.12.14.15.16.17.20.21.22.24.26.27.28.29.30.31;removed=;repro=-;voyage=-;land=0,1:0:;"
    "place=-1 -;settle=-;chain=;"
    "seen=-1,0/2:0.2 -1,1/0:1.1 -1,1/1:1.1.2 0,-1/1:0.1.2 0,-1/2:2 0,0/0:0.0.0 0,0/1:1 0,0/3:0 0,0/4:2 "
    "0,0/5:2 0,1/0:1 1,1/0:2 1,1/1:1 1,1/2:0"
)
"""Three medium seats, seed 2, turn 13: the first seat lands its last ship; on Tubuai's right
beach it fills the beach, whose safest pier is a sure landing on Fidschi; medium sails the
other (76% to land, a new island likelier)."""


def test_a_medium_seat_that_fills_a_beach_tells_the_pier_it_then_sails_by() -> None:
    state = from_position(TUBUAI, DECK)
    node = state.pending
    fill = Option.parse("land p0 0,1/0")
    assert node.kind is DecisionKind.LAND and fill in node.options
    safest = fill_text(state, Fill((0, 1), 0, state.beach_ships((0, 1), 0) + (0,)))
    assert safest == "to sail with 2 colours (safest pier: sure to land on Fidschi, worth 5 points)"  # (what was told)
    rng = random.Random(3)
    choice = decide(MediumAgent(), state, node, rng)
    assert choice.option == fill
    state.apply(choice.option)
    sail = state.pending
    assert sail.kind is DecisionKind.EMIGRATE and len(sail.options) == 2
    sailed = decide(MediumAgent(), state, sail, rng).option
    way = DIRECTION_NAMES[state.pier_direction((0, 1), sailed.pier)]
    odds = option_odds(state, sailed)
    assert odds.end.name != "Fidschi"  # medium does not take the safest pier here
    assert choice.reason.startswith(f"lands its own ship on Tubuai's right beach: fills the beach to sail with 2 colours "
                                    f"{way} ({voyage_text(odds, short=True)})"), choice.reason
    assert "safest pier" not in choice.reason


SURE = re.compile(r"sure to land (?:at home )?on ([A-Z][\w' -]*?)(?:, worth|\)|;|,|$)")


def _beach_told(option: Option) -> tuple[Cell | None, int | None]:
    """The island (and beach, where the option names one) whose sail `option`'s reason tells."""
    if option.kind in (OptionKind.EMIGRATE, OptionKind.PLACE, OptionKind.LAND):
        return option.cell, option.beach
    return option.cell, None  # a reproduction: the beach its plan sails from first


def _first_landing(events: list[Event], sail: int) -> str:
    """Where the fleet whose emigration is `events[sail]` ends: the island it lands on (the cards
    lying then), else how it ends."""
    lying: dict[Cell | None, int] = {(0, 0): 0}
    for index, event in enumerate(events):
        if event.kind is EventKind.CARD_ATTACHED:
            lying[event.cell] = event.card
        if index < sail:
            continue
        if event.kind is EventKind.SHIP_LANDED:
            return DECK.cards[lying[event.cell]].name
        if event.kind is EventKind.SHIPS_RETURNED and event.reason is Reason.CROSSING_FAILED:
            return "sunk"
        if event.kind is EventKind.STRANDED:
            return "stranded"
    return "?"


def _told_and_sailed(seats: list[str], seed: int) -> tuple[list[tuple[str, str, str]], int]:
    """A seeded game of computer seats, their reasons amended as the table amends them: for every
    reason that calls a voyage sure to land on an island, whose beach is the first to sail after
    it (the pier of a beach that sails after a card is chosen then), (the reason, the island it
    names, where the fleet went); and how many such reasons there were."""
    match = Match(DECK, seats, seed)
    teller = PlanTeller()
    events: list[Event] = []
    told: list[tuple[int, str, list[str], tuple[Cell | None, int | None]]] = []  # (event index, reason, names, beach)
    while match.state.pending is not None:
        node = match.state.pending
        if not isinstance(node, Decision):
            events.extend(match.reveal())
            continue
        before = match.state.copy()
        choice = teller.amend(before, node, decide(match.agents[node.player], match.state, node,
                                                    match.agent_rngs[node.player]))
        names = SURE.findall(choice.reason)
        if names and choice.option.kind is not OptionKind.KING:
            told.append((len(events), choice.reason, names, _beach_told(choice.option)))
        events.extend(match.apply(choice.option, choice.reason))
    wrong = []
    checked = 0
    for start, reason, names, (cell, beach) in told:
        sail = next((i for i in range(start, len(events)) if events[i].kind is EventKind.EMIGRATED), None)
        if sail is None or events[sail].cell != cell or (beach is not None and events[sail].beach != beach):
            continue
        checked += 1
        went = _first_landing(events, sail)
        if went not in names:
            wrong.append((reason, names[0], went))
    return wrong, checked


def test_reasons_of_seeded_games_name_the_island_the_fleet_lands_on() -> None:
    """Over seeded games of medium and easy seats (4 to 6 seats): each reason that says a fleet
    is sure to land on an island names the island it lands on, when that fleet sails next."""
    checked = 0
    for seats, seed in ((["medium", "easy", "medium", "easy"], 4), (["medium", "medium", "medium"], 2),
                        (["easy"] * 6, 2), (["easy", "medium", "easy", "medium", "easy"], 7)):
        wrong, count = _told_and_sailed(seats, seed)
        assert not wrong, (seats, seed, wrong)
        checked += count
    assert checked >= 100


def test_following_its_own_choices_draws_nothing_from_the_seat() -> None:
    """The reason's look ahead at the seat's own choices uses a copy of its random numbers: the
    easy level (which draws for every choice) chooses the same with or without reasons."""
    state = from_position(TUBUAI, DECK)
    agent = make_agent("easy")
    for seed in range(5):
        rng, plain = random.Random(seed), random.Random(seed)
        assert decide(agent, state, state.pending, rng).option == agent.choose(state, state.pending, plain)
        assert rng.getstate() == plain.getstate()
