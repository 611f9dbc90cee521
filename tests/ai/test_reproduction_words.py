"""Play-test 41 pointed at its own island during the turn's action: the box's orange line
("Reproducing: 2 new ships; ...") showed only where a new ship could fill a beach, so elsewhere
the box did not say how many ships reproducing brought (R5.1: one a beach, as many as the ships
there and the supply allow); and it read "they can fill 2 beaches, its upper-right beach ...",
one beach named of the two. The words (`explain.reproduction_words`, the computer seats'
reasons' too) always tell the new ships, and name every beach they can fill, the one whose fleet
they go on to tell first."""

from __future__ import annotations

from tests.ai.test_reproduction_beach import DOWN, DOWN_LEFT, REPRODUCE_TONGA, _tonga
from tongiaki.ai.explain import decide, describe, fill_of, new_ships
from tongiaki.ai.explain import reproduction_words as reproduction_words_of
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.rules import Decision, DecisionKind, EventKind, OptionKind

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


def test_a_reproduction_that_sets_off_an_endless_chain_is_told() -> None:
    """A reproduction whose new ships, placed by the rules, fill the island's beaches and set off
    an endless chain that removes it at once (R7.3): the words looked the new ships' beaches up
    on the table after the placements, where the island no longer was, and raised KeyError, in
    the easy seat's reason (its decision, so the game stopped) and in the table's box on the
    island. A game of four easy seats (standard deck, seed 352) played as the table plays them
    (`decide`, which gives the reason) to the first such reproduction; then every one of its
    words."""
    match = Match(load_deck(DEFAULT_DECK_PATH), ["easy"] * 4, 352)
    found = None
    while found is None and not match.is_over():
        node = match.pending
        if not isinstance(node, Decision):
            match.reveal()
            continue
        if node.kind is DecisionKind.ACTION:
            found = next((option for option in node.options if option.kind is OptionKind.REPRODUCE and any(
                event.kind is EventKind.ISLAND_REMOVED and event.cell == option.cell
                for event in match.state.copy().apply(option))), None)
        choice = decide(match.agents[node.player], match.state, node, match.agent_rngs[node.player])
        if found is None:
            match.apply(choice.option, choice.reason)
    assert found is not None, "the game has no reproduction that ends in an endless chain"
    state, node = match.state, match.pending
    assert isinstance(node, Decision)
    name = state.cards[state.cells[found.cell]].name
    assert describe(state, node, found).startswith(f"reproduces on {name} ("), describe(state, node, found)
    words = reproduction_words_of(state, found, node.player)
    assert words == (
        f"{new_ships(state, found, node.player)} new ships fill its beaches and no fleet can end the chain: an endless "
        f"chain removes {name} from the game, every ship on it back to supply (R7.3)"
    ), words  # not the first fleet's pier and odds: no fleet sails (they said "sure to land at home on Tahiti")
    fill = fill_of(state, node, found)
    assert fill is not None and fill.cell == found.cell
