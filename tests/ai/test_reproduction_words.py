"""Play-test 41 pointed at its own island during the turn's action: the box's orange line
("Reproducing: 2 new ships; ...") showed only where a new ship could fill a beach, so elsewhere
the box did not say how many ships reproducing brought (R5.1: one a beach, as many as the ships
there and the supply allow); and it read "they can fill 2 beaches, its upper-right beach ...",
one beach named of the two. The words (`explain.reproduction_words`, the computer seats'
reasons' too) always tell the new ships, and name every beach they can fill, the one whose fleet
they go on to tell first."""

from __future__ import annotations

from tests.ai.test_reproduction_beach import DOWN, DOWN_LEFT, REPRODUCE_TONGA, _tonga
from tongiaki.ai.explain import describe

TONGA = "reproduces on Tonga (0 points): "


def reproduction_words(state, option, me):
    """The words after "reproduces on Tonga (0 points): " (`explain.reproduction_words`, as the
    reason tells them)."""
    node = state.pending
    assert node.player == me
    reason = describe(state, node, option)
    assert reason.startswith(TONGA), reason
    return reason[len(TONGA):]

SAILS = "to sail with {} (safest pier: sure to land on Hiva, worth 2 points)"


def test_two_beaches_the_new_ships_can_fill_are_both_named() -> None:
    state, _node = _tonga({"Tonga/0": "0 1", "Tonga/1": "0 0"}, {DOWN: "R3", DOWN_LEFT: "Hiva"})
    words = reproduction_words(state, REPRODUCE_TONGA, 0)
    assert words == ("3 new ships; they can fill 2 beaches, its lower-left beach and bottom beach, the first "
                     + SAILS.format("1 colour")), words
    from tongiaki.ai.explain import reproduction_words as words_of

    assert words_of(state, REPRODUCE_TONGA, 0) == words  # the table's box tells the same


def test_more_beaches_than_new_ships_every_one_is_named_with_how_many_can_fill() -> None:
    state, _node = _tonga({"Tonga/0": "0 1", "Tonga/1": "0 1", "Tonga/2": "1 1"}, {DOWN: "R3", DOWN_LEFT: "Hiva"})
    assert reproduction_words(state, REPRODUCE_TONGA, 0) == (
        "2 new ships; they can fill 2 of its lower-left, bottom and upper-left beaches, the first " + SAILS.format("2 colours"))
    state, _node = _tonga({"Tonga/0": "0 1", "Tonga/1": "1 1"}, {DOWN: "R3", DOWN_LEFT: "Hiva"})
    assert reproduction_words(state, REPRODUCE_TONGA, 0) == (
        "1 new ship; one can fill its lower-left beach or bottom beach, the first " + SAILS.format("2 colours"))


def test_a_reproduction_that_fills_no_beach_still_tells_its_new_ships() -> None:
    state, _node = _tonga({"Tonga/0": "0"}, {DOWN: "R3", DOWN_LEFT: "Hiva"})
    assert reproduction_words(state, REPRODUCE_TONGA, 0) == "1 new ship to build up a fleet"
