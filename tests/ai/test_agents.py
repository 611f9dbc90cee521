"""Every AI level plays only offered options, with 2 to 6 seats, and repeats itself for a seed."""

from __future__ import annotations

import random

import pytest

from tests.ai.helpers import DECK, checked_match, play_decisions
from tongiaki.ai import DESCRIPTIONS, LEVELS, make_agent
from tongiaki.ai.base import RandomAgent
from tongiaki.play.match import Match


def test_levels_are_listed_with_a_one_line_description() -> None:
    assert LEVELS == ("random", "easy", "medium", "hard", "expert", "hard-classic", "hard-widening", "hard-route", "hard-turn")
    for level in LEVELS:
        text = DESCRIPTIONS[level]
        assert text and "\n" not in text
        assert make_agent(level).name == level


def test_unknown_level_is_a_value_error_naming_the_levels() -> None:
    with pytest.raises(ValueError, match="easy"):
        make_agent("grandmaster")


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("level", ["random", "easy"])
def test_fast_levels_play_whole_games_with_offered_options_only(level: str, players: int) -> None:
    for seed in range(3):
        seats = [level] * players if seed == 0 else [level, "random"] * 3
        match, agents = checked_match(seats[:players], seed=100 * players + seed)
        match.play_out()
        assert match.is_over()
        assert any(a.choices for a in agents)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_medium_plays_whole_games_with_offered_options_only(players: int) -> None:
    seats = ["easy"] * players
    seats[players // 2] = "medium"
    match, agents = checked_match(seats, seed=7 + players)
    match.play_out()
    assert match.is_over()
    assert len(agents[players // 2].choices) > 5


@pytest.mark.parametrize("level", ["hard-classic", "hard-widening", "hard-route", "hard"])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_hard_plays_offered_options_only(level: str, players: int) -> None:
    seats = ["random"] * players
    seats[-1] = level
    match, agents = checked_match(seats, seed=31 + players)
    play_decisions(match, 40)
    assert agents[-1].choices


@pytest.mark.parametrize("players", [3, 5])
def test_expert_plays_offered_options_only(players: int) -> None:
    seats = ["easy"] * players
    seats[0] = "expert"
    match, agents = checked_match(seats, seed=57 + players)
    try:
        play_decisions(match, 25)
    finally:
        agents[0].inner.close()
    assert agents[0].choices


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard-classic", "hard-widening", "hard-route", "hard",
                                   "expert"])
def test_same_seed_gives_the_same_choices(level: str) -> None:
    histories = []
    for _ in range(2):
        seats = [level, "easy", "random"]
        match, agents = checked_match(seats, seed=2024)
        try:
            play_decisions(match, 30)
        finally:
            if hasattr(agents[0].inner, "close"):
                agents[0].inner.close()
        histories.append([str(o) for o in match.history])
    assert histories[0] == histories[1]
    assert len(histories[0]) > 30


def test_a_different_seat_rng_changes_the_easy_agents_play() -> None:
    """Easy is noisy on purpose: other seat seeds give other games."""
    finals = set()
    for seed in range(4):
        match = Match(DECK, ["easy"] * 4, seed)
        match.play_out()
        finals.add(tuple(str(o) for o in match.history if o.kind.value != "reveal")[:60])
    assert len(finals) > 1


def test_single_option_decisions_return_at_once_without_using_the_rng() -> None:
    match = Match(DECK, ["random"] * 3, 5)
    while True:
        node = match.state.pending
        if not node.is_chance and len(node.options) == 1:
            break
        match.advance()
    for level in ("easy", "medium", "hard-classic", "hard-widening", "hard-route", "hard", "expert"):
        rng = random.Random(1)
        state_before = rng.getstate()
        assert make_agent(level).choose(match.state, node, rng) == node.options[0]
        assert rng.getstate() == state_before


def test_random_agent_is_uniform_over_offered_options() -> None:
    match = Match(DECK, ["random"] * 4, 3)
    node = match.state.pending
    rng = random.Random(9)
    counts = {o: 0 for o in node.options}
    for _ in range(600):
        counts[RandomAgent().choose(match.state, node, rng)] += 1
    assert min(counts.values()) > 600 / len(counts) / 2


def test_medium_never_resettles_while_it_can_do_anything_else() -> None:
    """A play-test saw medium resettle turn after turn and never grow: it chooses among the
    other options whenever there are any (measured: docs/ai-tournaments.md)."""
    from itertools import islice

    from tests.walks import decisions_of_kind
    from tongiaki.ai.lookahead import MediumAgent, considered
    from tongiaki.rules import DecisionKind, OptionKind

    medium = MediumAgent()
    offered = 0
    for state, node in islice(decisions_of_kind(DecisionKind.ACTION, seed=4, players=3), 120):
        if not any(o.kind is OptionKind.RESETTLE for o in node.options):
            continue
        offered += 1
        choice = medium.decide(state, node, random.Random(1))
        assert choice.option.kind is not OptionKind.RESETTLE
        assert all(node.options[i].kind is not OptionKind.RESETTLE for i in considered(node.options))
    assert offered > 20


def test_easy_seldom_fills_a_beach_that_only_sinks_its_own_ships() -> None:
    """A play-test took easy's habit of filling a beach whose every pier sinks the fleet for a
    bug (its own ships straight back to supply): such a fill is now rare, not its favourite."""
    from tests.walks import decisions_of_kind
    from tongiaki.ai.heuristic import EasyAgent, fills_for_nothing
    from tongiaki.rules import DecisionKind, OptionKind
    from tongiaki.rules.odds import Outcome, sail_odds

    agent = EasyAgent()
    found = doomed = picks = 0
    for state, decision in decisions_of_kind(DecisionKind.REPRODUCE_BEACH, seed=5):
        flagged = [fills_for_nothing(state, o, decision.player) for o in decision.options]
        if not any(flagged) or all(flagged):
            continue
        for option, flag in zip(decision.options, flagged, strict=True):  # the flag says what it claims
            if flag:
                assert option.kind is OptionKind.PLACE and state.free_spots(option.cell, option.beach) == 1
                card = state.cards[state.cells[option.cell]]
                assert all(sail_odds(state, option.cell, state.pier_direction(option.cell, pier), 1, option.cell)
                           .outcome is Outcome.SINK for pier in card.beaches[option.beach].piers)
        found += 1
        for seed in range(20):
            picks += 1
            doomed += flagged[decision.options.index(agent.choose(state, decision, random.Random(seed)))]
        if found == 15:
            break
    assert found == 15
    assert doomed <= 0.1 * picks, (doomed, picks)
