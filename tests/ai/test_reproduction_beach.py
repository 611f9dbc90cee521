"""The beach a reproduction's words name when no plan sails from one (`explain.fill_of`, as the
table's island hover asks it, and the computer seats' reasons): the best beach the new ships
can fill. Play-test 36 pointed at Tonga and read "2 new ships; they can fill 2 beaches, its
bottom beach to sail with 1 colour (every pier sinks it for sure: ...)" in red, while the
lower-right beach, which the new ships could fill too, sailed straight to Hiva Oa and landed
for sure (the tester filled it and landed). A fleet not sure to sink comes first, then the
better chance to land, then the more colours, then the beach order; the red warning shows
only when every beach the new ships can fill sinks for sure."""

from __future__ import annotations

from tests.rules.position import calm, make_deck, position, rough
from tongiaki.ai.explain import describe, fill_of, fill_sinks_for_sure, fill_text
from tongiaki.rules import Decision, GameState, Option, OptionKind, island
from tongiaki.rules.hexgrid import DIRECTION_OFFSETS, ORIGIN

SINKS = "every pier sinks it for sure"
REPRODUCE_TONGA = Option.parse("reproduce 0,0")

DOWN = DIRECTION_OFFSETS[0]
"""Where Tonga's beach 0 sails (its one pier, on edge 0, at rotation 0)."""
DOWN_LEFT = DIRECTION_OFFSETS[1]
"""Where Tonga's beach 1 sails."""
UP = DIRECTION_OFFSETS[3]
"""Where Tonga's beach 3 sails."""


def _tonga(ships: dict[str, str], cards: dict[tuple[int, int], str]) -> tuple[GameState, Decision]:
    """Tonga (six beaches of 3 spots, beach b's pier on edge b) with `ships`, the `cards` around
    it: R3 and R2 (water cards of danger 3 and 2), Hiva, B and C (islands of 2 points) and Calm,
    in the stack unless laid. Player 0 to act; returns the state and its decision."""
    deck = make_deck(rough("R3", 3), rough("R2", 2), island("Hiva", 2, [(3, (3,))]), calm("Calm"),
                     island("B", 2, [(3, (3,))]), island("C", 2, [(3, (3,))]))
    state = position(deck, 2, cards={ORIGIN: "Tonga", **cards}, ships=ships)
    node = state.pending
    assert isinstance(node, Decision) and REPRODUCE_TONGA in node.options
    return state, node


def test_play_test_36_the_beach_named_is_one_that_lands_not_one_that_sinks_for_sure() -> None:
    """Beach 0 (two colours once filled) sails into R3 and sinks for sure; beach 1 (one colour)
    sails to Hiva, lying next to Tonga, and lands for sure. The words name beach 1, with no red
    warning, though beach 0's fleet has more colours and comes first."""
    state, node = _tonga({"Tonga/0": "0 1", "Tonga/1": "0 0"}, {DOWN: "R3", DOWN_LEFT: "Hiva"})
    fill = fill_of(state, node, REPRODUCE_TONGA)  # the table's hover asks it without a plan
    assert fill is not None
    assert (fill.beach, fill.fills, fill.new_ships) == (1, 2, 3)
    assert not fill_sinks_for_sure(state, fill)
    assert fill_text(state, fill) == "to sail with 1 colour (safest pier: sure to land on Hiva, worth 2 points)"
    reason = describe(state, node, REPRODUCE_TONGA)
    assert SINKS not in reason and "sure to land on Hiva" in reason, reason


def test_of_equal_colours_the_landing_beach_is_named_not_the_first() -> None:
    """Play-test 36's own case: two one-colour beaches, the first (beach 0) sure to sink."""
    state, node = _tonga({"Tonga/0": "0 0", "Tonga/1": "0 0"}, {DOWN: "R3", DOWN_LEFT: "Hiva"})
    fill = fill_of(state, node, REPRODUCE_TONGA)
    assert fill is not None and fill.beach == 1 and not fill_sinks_for_sure(state, fill)


def test_the_surer_landing_comes_before_more_colours() -> None:
    """Beach 0 (two colours) sails into the open sea, where the stack may sink it; beach 1 (one
    colour) lands on Hiva for sure."""
    state, node = _tonga({"Tonga/0": "0 1", "Tonga/1": "0 0"}, {DOWN_LEFT: "Hiva"})
    fill = fill_of(state, node, REPRODUCE_TONGA)
    assert fill is not None and fill.beach == 1
    assert "sure to land on Hiva" in fill_text(state, fill)


def test_of_beaches_alike_the_more_colours_then_the_first_is_named() -> None:
    """Both beaches land on an island lying next to Tonga: the two-colour fleet is named, and
    of two alike the first beach."""
    state, node = _tonga({"Tonga/0": "0 0", "Tonga/1": "0 1"}, {DOWN: "B", DOWN_LEFT: "Hiva"})
    fill = fill_of(state, node, REPRODUCE_TONGA)
    assert fill is not None and fill.beach == 1
    state, node = _tonga({"Tonga/0": "0 0", "Tonga/1": "0 0"}, {DOWN: "B", DOWN_LEFT: "Hiva"})
    fill = fill_of(state, node, REPRODUCE_TONGA)
    assert fill is not None and fill.beach == 0


def test_the_red_warning_shows_when_every_beach_the_ships_can_fill_sinks() -> None:
    """Beach 0 (two colours) sails into R3, beach 3 (one colour) up into R2: both sink for sure,
    so the warning shows, over the more colourful fleet."""
    state, node = _tonga({"Tonga/0": "0 1", "Tonga/3": "0 0"}, {DOWN: "R3", UP: "R2"})
    fill = fill_of(state, node, REPRODUCE_TONGA)
    assert fill is not None and fill.beach == 0
    assert fill_sinks_for_sure(state, fill)
    assert SINKS in fill_text(state, fill)


def test_a_plan_that_sails_from_a_beach_still_names_that_beach() -> None:
    """The plan-driven path is unchanged: a plan that fills both beaches and sails from the one
    sure to sink names it, with that pier."""
    state, node = _tonga({"Tonga/0": "0 1", "Tonga/1": "0 0"}, {DOWN: "R3", DOWN_LEFT: "Hiva"})
    after = state.copy()
    after.apply(REPRODUCE_TONGA)
    placing = after.pending
    assert isinstance(placing, Decision)
    places = tuple(o for o in placing.options if o.beach in (0, 1))
    assert len(places) == 2
    plan = (*places, Option(OptionKind.EMIGRATE, ORIGIN, beach=0, pier=0))
    fill = fill_of(state, node, REPRODUCE_TONGA, plan)
    assert fill is not None and (fill.beach, fill.pier) == (0, 0)
    assert fill_sinks_for_sure(state, fill)
