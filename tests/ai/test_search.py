"""The searching levels in hand-built positions: they find an obvious win, and respect their caps."""

from __future__ import annotations

import math
import random

import pytest

from tests.rules.position import calm, make_deck, offered, play, position, rough
from tongiaki.ai import make_agent
from tongiaki.ai.analysis import reveals_until_end, sea_odds, voyage_deltas
from tongiaki.ai.evaluation import estimated_scores, win_shares
from tongiaki.ai.hard import (
    LONG_BUDGET_ITERATIONS,
    LONG_BUDGET_SECONDS,
    ExpertAgent,
    HardAgent,
    HardSearch,
    TurnAgent,
    search_for_budget,
)
from tongiaki.ai.mcts import ClassicAgent, Search
from tongiaki.ai.route import RouteAgent, RouteSearch, route_policy, route_score
from tongiaki.ai.uct import SearchAgent
from tongiaki.ai.widening import WideningAgent, WideSearch, inner_order, without_certain_sinkings
from tongiaki.rules import Tiebreak, island
from tongiaki.rules.compiled import is_compiled
from tongiaki.rules.hexgrid import ORIGIN
from tongiaki.rules.odds import Outcome
from tongiaki.rules.state import Phase

X = island("X", 5, [(2, (3,))])
Y = island("Y", 3, [(3, (1,)), (3, (4,))])
Z = island("Z", 2, [(3, (3,)), (3, (5,))])
DECK = make_deck(X, Y, Z, rough("Deep", 4), calm("Calm"), calm("Calm2"))


def king_or_lose():
    """Player 0 to act; the stall rule ends the game after this turn (R8.5).

    Player 0 holds X (5 points) with one ship on X's only beach (2 spots); player 1 holds Y
    (3 points). Reproducing on X fills that beach, and its single-colour fleet must sail into
    a danger-4 wake and sink (R6.2): player 0 then scores 0 and loses. Resettling gives up X
    for a card of the stack. Founding a king on X (R8.1) keeps the 5 points and wins.
    """
    return position(
        DECK, players=2,
        cards={ORIGIN: "Tonga", (0, -1): "X", (0, -2): "Deep", (1, 0): "Y"},
        ships={"X/0": "0", "Y/0": "1 1", "Tonga/1": "1"},
        stack=["Z", "Calm", "Calm2"],
        turns_without_reveal=10 * 2 - 1,
    )


def test_position_is_as_described() -> None:
    state = king_or_lose()
    assert offered(state) == {"reproduce 0,-1", "king 0,-1", "resettle"}
    lost = state.copy()
    play(lost, "reproduce 0,-1", "emigrate 0,-1/0 pier 3")
    assert lost.is_over() and lost.result().winners == (1,)
    won = state.copy()
    play(won, "king 0,-1")
    assert won.is_over() and won.result().winners == (0,)


@pytest.mark.parametrize("agent_class", [HardAgent, TurnAgent, ClassicAgent, WideningAgent, RouteAgent])
def test_hard_founds_the_king_that_wins(agent_class) -> None:
    state = king_or_lose()
    for seed in range(3):
        choice = agent_class(seconds=600, iterations=60).choose(state, state.pending, random.Random(seed))
        assert str(choice) == "king 0,-1"


def test_hard_without_its_prior_still_finds_the_king() -> None:
    """The playouts alone (no medium values at the root) see that only the king wins."""
    state = king_or_lose()
    for seed in range(3):
        for agent_class in (HardAgent, TurnAgent, WideningAgent, RouteAgent):
            agent = agent_class(seconds=None, iterations=60, prior_weight=0.0)
            assert str(agent.choose(state, state.pending, random.Random(seed))) == "king 0,-1"


def test_medium_and_expert_found_the_king_that_wins() -> None:
    state = king_or_lose()
    assert str(make_agent("medium").choose(state, state.pending, random.Random(1))) == "king 0,-1"
    expert = make_agent("expert", think=600, iterations=40)
    try:
        assert str(expert.choose(state, state.pending, random.Random(2))) == "king 0,-1"
    finally:
        expert.close()


@pytest.mark.parametrize("search_class", [Search, HardSearch, RouteSearch, WideSearch])
def test_search_respects_its_iteration_cap_and_visits_every_root_option(search_class) -> None:
    state = king_or_lose()
    search = search_class(state, random.Random(3))
    search.run(seconds=600, iterations=45)
    assert 3 <= search.iterations <= 45
    assert sum(search.root_visits()) == search.iterations
    assert min(search.root_visits()) >= 1


@pytest.mark.parametrize("search_class", [Search, HardSearch, RouteSearch, WideSearch])
def test_search_stops_early_once_no_other_option_can_catch_up(search_class) -> None:
    state = king_or_lose()
    search = search_class(state, random.Random(3))
    search.run(seconds=600, iterations=2000)
    visits = sorted(search.root_visits(), reverse=True)
    assert search.iterations < 2000  # the king wins every playout: the search is settled early
    assert visits[0] - visits[1] > 2000 - search.iterations


@pytest.mark.parametrize("search_class", [Search, HardSearch])
def test_a_budget_of_endless_seconds_runs_to_the_cap(search_class) -> None:
    """An infinite time budget leaves the iteration cap to stop the search (the clock's estimate
    of the iterations left overflowed turning infinity into an integer)."""
    search = search_class(_open_decision(), random.Random(3))
    search.run(seconds=math.inf, iterations=48)
    assert 0 < search.iterations <= 48


class FakeClock:
    """A `time` stand-in whose perf_counter advances one millisecond per reading."""

    def __init__(self) -> None:
        self.now = 1000.0

    def perf_counter(self) -> float:
        self.now += 0.001
        return self.now


def _open_decision():
    """A standard game's first decision of several close options (the search is not settled early)."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.play.match import Match

    match = Match(load_deck(DEFAULT_DECK_PATH), ["random"] * 3, 5)
    while match.pending.is_chance or len(match.pending.options) < 3:
        match.advance()
    return match.state


@pytest.mark.skipif(is_compiled("uct", "tongiaki.ai"), reason="a compiled module reads its own clock: the fake "
                    "one cannot be put in its place (the pure-Python run tests the budget)")
@pytest.mark.parametrize("agent_class", [HardAgent, TurnAgent, ClassicAgent, WideningAgent, RouteAgent])
def test_hard_stops_at_its_time_budget_without_a_cap(monkeypatch, agent_class) -> None:
    """Without a cap the clock stops the search: under a fake clock, where each iteration takes
    1 ms and 2 ms pass between starts, a 50 ms budget allows exactly the iterations that fit."""
    import tongiaki.ai.uct as uct

    state = _open_decision()
    counts = []
    for _ in range(2):
        monkeypatch.setattr(uct, "time", FakeClock())
        agent = agent_class(seconds=0.05)
        agent.choose(state, state.pending, random.Random(0))
        counts.append(agent.last_iterations)
    assert counts[0] == counts[1]
    assert 15 <= counts[0] <= 25, counts  # about (50 ms - the agent's own readings) / 2 ms
    capped = agent_class(seconds=None, iterations=7)
    capped.choose(state, state.pending, random.Random(0))
    assert capped.last_iterations == 7


def test_evaluation_of_a_finished_game_is_its_result_with_ties_shared() -> None:
    state = king_or_lose()
    play(state, "king 0,-1")
    assert win_shares(state) == [1.0, 0.0]
    assert estimated_scores(state) == [5.0, 3.0]
    tied = position(DECK, players=2, cards={ORIGIN: "Tonga", (1, 0): "Y"}, ships={"Y/0": "0", "Y/1": "1"})
    tied.phase = Phase.OVER  # scored as it stands: 3 points, 1 island and 1 ship each
    assert tied.result().tiebreak is Tiebreak.SHARED
    assert win_shares(tied) == [0.5, 0.5]


def test_win_shares_favour_the_leader_and_sum_to_one() -> None:
    state = king_or_lose()
    shares = win_shares(state)
    assert abs(sum(shares) - 1.0) < 1e-9
    assert shares[0] > shares[1]  # 5 points against 3


def test_the_ai_reads_routes_from_the_rules_odds() -> None:
    state = king_or_lose()
    # From X heading up (its pier): the danger-4 wake of Deep sinks a one-colour fleet...
    assert sea_odds(state, (0, -1), 3, 1, (0, -1)).outcome is Outcome.SINK
    # ...but not a fleet of four colours, which sails on into the empty cell beyond.
    odds = sea_odds(state, (0, -1), 3, 4, (0, -1))
    assert odds.outcome is Outcome.OPEN and odds.end.cell == (0, -3) and odds.end.entry == 3
    # From Tonga heading up, X is the next card: the fleet lands there.
    lands = sea_odds(state, ORIGIN, 3, 1, ORIGIN)
    assert lands.outcome is Outcome.LAND and [x.cell for x in lands.landings] == [(0, -1)]


def test_voyage_gains_come_from_the_stack_composition() -> None:
    state = position(DECK, players=2, cards={ORIGIN: "Tonga"}, ships={"Tonga/0": "0 1"},
                     stack=["Z", "Deep", "Calm"])
    held = [set(), set()]
    # One colour: Z (1/3) is an island worth 2; Deep's crest wake (danger 4) sinks it; Calm
    # (1/3) lets it on to the next card: Z (1/2, worth 2) or Deep (1/2, the last water card:
    # sinks). Expected gain 2 x (1/3 + 1/6) = 1.
    assert voyage_deltas(state, (0,), ORIGIN, 0, ORIGIN, held) == pytest.approx([1.0, 0.0])
    # Four colours (of two players here) pass Deep: stranded only when the last water card
    # comes before Z.
    mixed = sea_odds(state, ORIGIN, 0, 4, ORIGIN)
    assert mixed.p_sink == 0.0 and mixed.p_land == pytest.approx(1 / 3 + 2 * (1 / 3) * (1 / 2))


def test_reveals_until_end_matches_brute_force() -> None:
    from itertools import permutations

    for islands, waters in ((1, 1), (2, 1), (2, 3), (3, 3)):
        cards = "I" * islands + "W" * waters
        orders = set(permutations(cards))
        total = 0
        for order in orders:
            left = {"I": islands, "W": waters}
            for i, c in enumerate(order, 1):
                left[c] -= 1
                if left[c] == 0:
                    total += i
                    break
        assert abs(total / len(orders) - reveals_until_end(islands, waters)) < 1e-9


CLASSIC_CHOICES = [
    "reproduce 0,0", "place 0,0/1", "place 0,0/5", "land p0 0,-1/2", "land p0 0,-1/0", "reproduce 0,-1",
    "reproduce 0,0", "attach 1,-1 rot 1", "attach 0,1 rot 3", "attach 0,1 rot 3", "attach 1,-1 rot 1",
    "attach 0,1 rot 3",
]
"""hard-classic's choices (40 iterations) at decisions 8-13 of two random 4-player games, as
recorded with the search before the widening search was written."""


def test_hard_classic_is_unchanged() -> None:
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.play.match import Match

    choices = []
    for seed in (5, 6):
        match = Match(load_deck(DEFAULT_DECK_PATH), ["random"] * 4, seed)
        taken = 0
        while taken < 14 and match.pending is not None:
            node = match.pending
            if not node.is_chance and len(node.options) > 1:
                if taken >= 8:
                    agent = ClassicAgent(seconds=None, iterations=40)
                    choices.append(str(agent.choose(match.state, node, random.Random(taken))))
                taken += 1
            match.advance()
    assert choices == CLASSIC_CHOICES


def _wide_decision(min_options: int):
    """A 4-player game's first decision with at least `min_options` options."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.play.match import Match

    match = Match(load_deck(DEFAULT_DECK_PATH), ["random"] * 4, 9)
    while match.pending is not None and (match.pending.is_chance or len(match.pending.options) < min_options
                                         or match.state.turn < 8):
        match.advance()
    assert match.pending is not None
    return match.state


def test_widening_opens_root_options_best_prior_first_and_only_as_visits_grow() -> None:
    state = _wide_decision(12)
    options = state.pending.options
    prior = [i / len(options) for i in range(len(options))]  # the last option is medium's favourite
    search = WideSearch(state, random.Random(1), prior=prior)
    search.run(seconds=None, iterations=16)
    visits = search.root_visits()
    opened = [i for i, v in enumerate(visits) if v > 0]
    assert search.root.open == len(opened) < len(options)
    assert opened == list(range(len(options) - len(opened), len(options)))  # the best priors
    search.run(seconds=None, iterations=400)
    assert search.root.open > len(opened)


def test_inner_emigrations_drop_piers_that_sink_the_fleet_for_sure() -> None:
    """In `king_or_lose`, X's only pier faces the danger-4 wake: a one-colour fleet sinks there.
    With no other pier it is kept (an option must remain)."""
    state = king_or_lose()
    play(state, "reproduce 0,-1")
    decision = state.pending
    assert {str(o) for o in decision.options} == {"emigrate 0,-1/0 pier 3"}
    assert without_certain_sinkings(state, decision.options) == decision.options
    assert inner_order(state, decision, random.Random(0)) == decision.options


def test_a_pier_that_sinks_the_fleet_for_sure_is_not_searched_when_another_is_open() -> None:
    """W's beach has two piers: up into the danger-4 wake of Deep (a one-colour fleet sinks
    for sure) and down to Tonga (it lands). Inside the tree only the second is searched."""
    w = island("W", 5, [(2, (3, 0))])
    deck = make_deck(w, Y, rough("Deep", 4), calm("Calm"))
    state = position(deck, players=2, cards={ORIGIN: "Tonga", (0, -1): "W", (0, -2): "Deep", (1, 0): "Y"},
                     ships={"W/0": "0", "Y/0": "1 1", "Tonga/1": "1"}, stack=["Calm"])
    play(state, "reproduce 0,-1")
    decision = state.pending
    assert {str(o) for o in decision.options} == {"emigrate 0,-1/0 pier 3", "emigrate 0,-1/0 pier 0"}
    kept = without_certain_sinkings(state, decision.options)
    assert [str(o) for o in kept] == ["emigrate 0,-1/0 pier 0"]
    assert [str(o) for o in inner_order(state, decision, random.Random(0))] == ["emigrate 0,-1/0 pier 0"]


def test_expert_runs_one_search_per_core_with_processes_or_without(monkeypatch) -> None:
    """Three cores: three searches (two in helper processes) whose root visits are merged; the
    same three one after the other when processes are unavailable, with the same choice."""
    import multiprocessing
    import os

    monkeypatch.setattr(os, "cpu_count", lambda: 3)
    state = _open_decision()
    expert = make_agent("expert", think=600, iterations=10)
    try:
        assert expert.workers == 3
        with_processes = expert.choose(state, state.pending, random.Random(4))
        assert expert._pool is not None
        assert expert.last_iterations == 30
    finally:
        expert.close()

    def unavailable(*_args, **_kwargs):
        raise OSError("no processes here")

    monkeypatch.setattr(multiprocessing, "get_context", unavailable)
    alone = make_agent("expert", think=600, iterations=10)
    assert alone.choose(state, state.pending, random.Random(4)) == with_processes
    assert alone._pool is None and alone.last_iterations == 30


def _only_in(parent_pid: int, items: list[float]) -> list[float]:
    """Unpickles `items` in process `parent_pid` only: anywhere else it fails, as a task that a
    helper process cannot read."""
    import os

    if os.getpid() != parent_pid:
        raise RuntimeError("this task cannot be read in a helper")
    return list(items)


class _UnreadableInHelpers(list):
    """A prior whose pickle can be read back in this process only."""

    def __reduce__(self):
        import os

        return _only_in, (os.getpid(), list(self))


@pytest.mark.parametrize("think", [None, 600.0])
def test_expert_searches_alone_when_a_helper_never_answers(monkeypatch, think) -> None:
    """A helper that cannot read its task never answers (the pool loses the task). With an
    iteration cap and no clock, or a clock the cap keeps from binding (as in tests, and a
    helper starved of the processor on a busy machine misses its deadline the same way),
    expert still stops waiting for it, soon after its own search, and runs the helpers'
    searches itself: the same results as without processes."""
    import os

    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    state = _open_decision()
    expert = make_agent("expert", think=think, iterations=10)
    assert isinstance(expert, ExpertAgent) and expert.seconds == think
    expert.helper_grace = 0.2
    prior = [0.0] * len(state.pending.options)
    try:
        answered = expert.searches(state, [11, 12], think, _UnreadableInHelpers(prior), 1.0)
        assert expert._pool is None and expert.helper_trouble  # given up, and not tried again
        alone = SearchAgent.searches(expert, state, [11, 12], None, prior, 1.0)
        assert [r[2] for r in answered] == [10, 10]
        assert [(r[0], r[1]) for r in answered] == [(r[0], r[1]) for r in alone]
    finally:
        expert.close()


def test_route_playouts_score_piers_by_their_route_and_never_pick_a_certain_sinking() -> None:
    """The same W position: pier 3 sinks a one-colour fleet for sure, pier 0 lands on Tonga
    (worth 0, where player 0 has no ship). hard-route's playout policy always takes pier 0."""
    w = island("W", 5, [(2, (3, 0))])
    deck = make_deck(w, Y, rough("Deep", 4), calm("Calm"))
    state = position(deck, players=2, cards={ORIGIN: "Tonga", (0, -1): "W", (0, -2): "Deep", (1, 0): "Y"},
                     ships={"W/0": "0", "Y/0": "1 1", "Tonga/1": "1"}, stack=["Calm"])
    play(state, "reproduce 0,-1")
    decision = state.pending
    by_text = {str(o): o for o in decision.options}
    assert route_score(state, by_text["emigrate 0,-1/0 pier 3"], 0) < 0
    assert route_score(state, by_text["emigrate 0,-1/0 pier 0"], 0) == 0.0
    picks = {str(route_policy(state, decision, random.Random(seed))) for seed in range(20)}
    assert picks == {"emigrate 0,-1/0 pier 0"}


def _function(policy):
    return getattr(policy, "__func__", policy)


def test_route_search_is_the_classic_tree_with_shorter_route_playouts() -> None:
    from tongiaki.ai import route, uct

    state = king_or_lose()
    search = RouteSearch(state, random.Random(1))
    classic = Search(state, random.Random(1))
    assert search.playout_rounds == route.PLAYOUT_ROUNDS < classic.playout_rounds == uct.PLAYOUT_ROUNDS
    # A compiled class hands out its static method as the staticmethod itself: compare the function.
    assert _function(search.policy) is route_policy and _function(classic.policy) is uct.fast_policy



def test_hard_judges_a_leaf_where_its_turn_ends_with_the_rules_of_thumb() -> None:
    """`turn_playout` finishes the turn under way (no random choice: only the cards vary) and
    evaluates at the next turn's start; in `king_or_lose`, reproducing on X sinks the fleet."""
    from tongiaki.ai.hard import turn_playout

    state = king_or_lose()
    play(state, "reproduce 0,-1")
    ends = []
    for seed in range(3):
        leaf = state.copy()
        shares = turn_playout(leaf, random.Random(seed))
        ends.append((leaf.turn, leaf.is_over(), tuple(shares)))
    assert ends[0] == ends[1] == ends[2]  # the sinking is certain: the cards do not matter here
    assert ends[0][1] and ends[0][2] == (0.0, 1.0)
    mid_game = _open_decision()
    leaf = mid_game.copy()
    turn_playout(leaf, random.Random(1))
    assert leaf.turn == mid_game.turn + 1


def test_hard_scores_its_leaves_with_the_refitted_evaluation_from_the_games_data() -> None:
    from tongiaki.ai.fitted import hard_evaluation

    search = HardSearch(king_or_lose(), random.Random(1))
    assert (search.weights, search.temperature) == hard_evaluation()
    own = ((0.0,) * 7 + (1.0,), (2.0, 0.0))
    assert (HardSearch(king_or_lose(), random.Random(1), evaluation=own).weights,) == (own[0],)


def test_hard_judges_its_leaves_by_what_its_budget_buys() -> None:
    """A short budget (under half a second, or a cap under 800 iterations with no clock) gets
    the turn-end leaf (`HardSearch`); a long one, the default second and expert's three,
    hard-classic's own leaves (`mcts.Search`); the clock decides when both are given. hard-turn
    keeps the turn-end leaf at every budget."""
    assert LONG_BUDGET_SECONDS == 0.5 and LONG_BUDGET_ITERATIONS == 800
    for seconds, iterations, expected in ((0.25, None, HardSearch), (0.49, None, HardSearch), (0.5, None, Search),
                                          (1.0, None, Search), (3.0, None, Search), (None, 799, HardSearch),
                                          (None, 800, Search), (None, None, Search), (0.25, 5000, HardSearch),
                                          (600, 10, Search)):
        assert search_for_budget(seconds, iterations) is expected, (seconds, iterations)
    assert make_agent("hard").search_class is Search
    assert make_agent("hard", think=0.25).search_class is HardSearch
    assert make_agent("hard", iterations=50).search_class is HardSearch
    assert make_agent("hard-turn").search_class is HardSearch
    expert = make_agent("expert")
    try:
        assert expert.search_class is Search
    finally:
        expert.close()


def test_hard_with_a_long_budget_chooses_as_hard_classic_and_with_a_short_one_as_hard_turn() -> None:
    """The same rng and cap give hard with a long budget hard-classic's very search (the same
    option after the same iterations), and hard with a short one hard-turn's."""
    state = _open_decision()
    for seed in range(3):
        long_hard, classic = HardAgent(seconds=600, iterations=40), ClassicAgent(seconds=600, iterations=40)
        assert long_hard.choose(state, state.pending, random.Random(seed)) == classic.choose(
            state, state.pending, random.Random(seed))
        assert long_hard.last_iterations == classic.last_iterations
        short_hard, turn = HardAgent(seconds=0.25, iterations=40), TurnAgent(seconds=0.25, iterations=40)
        short_hard.seconds = turn.seconds = None  # (the cap alone binds: no clock in a test)
        assert short_hard.choose(state, state.pending, random.Random(seed)) == turn.choose(
            state, state.pending, random.Random(seed))


@pytest.mark.parametrize("level", ["hard", "hard-classic", "expert"])
def test_a_landing_no_choice_can_change_is_not_searched(level) -> None:
    """A landing whose outcome no choice changes (`landing_settled`) is taken at once: the
    search levels no longer spend their think time (up to three seconds for expert) on it,
    and draw nothing from their rng."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.rules import DecisionKind, new_game

    deck = load_deck(DEFAULT_DECK_PATH)
    rng = random.Random(3)
    state = new_game(deck, 3)
    def settled_landing() -> bool:
        node = state.pending
        return (not node.is_chance and node.kind is DecisionKind.LAND and len(node.options) > 1
                and state.landing_settled())

    while not settled_landing():
        node = state.pending
        state.apply(node.options[rng.randrange(len(node.options))])
    agent = make_agent(level, think=600, iterations=50)
    seat_rng = random.Random(9)
    before = seat_rng.getstate()
    assert agent.choose(state, state.pending, seat_rng) == state.pending.options[0]
    assert seat_rng.getstate() == before


def test_expert_hands_its_helpers_tasks_pickled_before_its_own_search(monkeypatch) -> None:
    """The executor pickles a task in a thread of its own while expert's own search fills the
    state's memo dictionaries: on CI a helper was lost to 'dictionary changed size during
    iteration'. Expert now submits its tasks already pickled (bytes), so nothing of the live
    state is read after its search begins."""
    import os
    from concurrent.futures import ProcessPoolExecutor

    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    submitted: list[object] = []
    real_submit = ProcessPoolExecutor.submit

    def spy(self, fn, /, *args, **kwargs):
        submitted.extend(args)
        return real_submit(self, fn, *args, **kwargs)

    monkeypatch.setattr(ProcessPoolExecutor, "submit", spy)
    state = _open_decision()
    expert = make_agent("expert", think=600, iterations=10)
    try:
        expert.searches(state, [11, 12], 600, None, 0.0)
        assert expert._pool is not None, expert.helper_trouble
    finally:
        expert.close()
    assert submitted and all(isinstance(task, bytes) for task in submitted)


def test_a_helper_searches_until_its_parents_deadline() -> None:
    """Expert hands its helpers a deadline on the wall clock, not a duration: a helper that
    starts late searches only what is left of the budget (less the time to answer), so the
    parent never waits for it past its own budget (`helper_seconds`, given the clock's reading)."""
    from tongiaki.ai import hard

    assert hard.helper_seconds(1002.5, 1000.0) == pytest.approx(2.5 - hard.HELPER_RETURN_SECONDS)
    assert hard.helper_seconds(999.0, 1000.0) == 0.0  # woken after the deadline: one iteration only
    assert hard.helper_seconds(None, 1000.0) is None  # an iteration cap, no clock
