"""`Match.person_played`: whether a person played a turn of their seat themselves, or a stand-in
("Finish for me") played every one of them (the game's end then names the hard level for the
seat, not "Blue (you)": play-test 46)."""

from __future__ import annotations

from tongiaki.play.decks import load_default_deck
from tongiaki.play.match import Match
from tongiaki.rules import Decision, DecisionKind


def _to_turn(match: Match, turn: int) -> None:
    """Play the game (the person's moves: each decision's first option; a stand-in's and the
    computer's by `advance`) to the first decision of seat 0 in `turn` or later that is not a
    setup placement."""
    while not match.is_over():
        node = match.pending
        if isinstance(node, Decision) and node.player == 0 and match.state.turn >= turn \
                and node.kind is not DecisionKind.SETUP:
            return
        if match.advance() is None:
            match.apply(node.options[0])
    raise AssertionError("the game ended first")


def _to_end(match: Match) -> None:
    while not match.is_over():
        if match.advance() is None:
            match.apply(match.pending.options[0])


def test_a_seat_handed_over_at_its_first_turn_was_not_played_by_its_person() -> None:
    match = Match(load_default_deck(), ["human", "random"], seed=4)
    _to_turn(match, 1)
    match.stand_in(0, "random")
    _to_end(match)
    assert match.person_played(0) is False
    assert match.person_played(1) is False  # a computer seat has no person


def test_a_seat_handed_over_after_its_first_turn_was_played_by_its_person() -> None:
    match = Match(load_default_deck(), ["human", "random"], seed=4)
    _to_turn(match, 3)  # the person played turn 1
    match.stand_in(0, "random")
    _to_end(match)
    assert match.person_played(0) is True


def test_a_seat_given_back_is_its_persons_again() -> None:
    match = Match(load_default_deck(), ["human", "random"], seed=4)
    _to_turn(match, 1)
    match.stand_in(0, "random")
    _to_turn(match, 5)  # the stand-in played turns 1 and 3 (and the person takes it back at 5)
    match.take_back(0)
    assert match.stood_in_before == {0: [(1, 5)]}
    _to_end(match)
    assert match.person_played(0) is True  # turn 5 and after were the person's


def test_every_turn_covered_by_spans_given_back_and_kept_was_not_the_persons() -> None:
    match = Match(load_default_deck(), ["human", "random"], seed=4)
    _to_turn(match, 1)
    match.stand_in(0, "random")
    _to_turn(match, 5)
    match.take_back(0)
    match.stand_in(0, "random")  # at once again, in turn 5: the person played no turn
    _to_end(match)
    assert match.person_played(0) is False
