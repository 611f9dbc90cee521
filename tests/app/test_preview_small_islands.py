"""The voyage preview with a variant deck whose islands are too small for a fleet (R6.3): the
verdict shown when hovering a pier says how often ships are sent home, as the odds module does."""

from __future__ import annotations

from dataclasses import replace

from tests.app.matches import human_match_until
from tests.app.test_table_preview import COLOURS, pier_point
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.rules import DecisionKind
from tongiaki.rules.cards import Beach, Deck
from tongiaki.rules.odds import decision_odds, option_odds


def two_spot_deck() -> Deck:
    """The standard deck with every stack island cut down to one beach of 2 spots (its piers
    kept): a fleet of 3 from Tonga leaves a ship behind on any island it reveals."""
    deck = load_deck(DEFAULT_DECK_PATH)
    cards = [deck.cards[0]]
    for card in deck.cards[1:]:
        if card.is_island:
            piers = tuple(sorted(edge for beach in card.beaches for edge in beach.piers))
            card = replace(card, beaches=(Beach(2, piers),))
        cards.append(card)
    return Deck("Two spots", tuple(cards))


def short_match(seeds: int = 200) -> Match:
    """Human vs random, stopped where the human emigrates and some pier may reveal an island
    too small for its fleet."""
    return human_match_until(
        lambda match, node: node.kind is DecisionKind.EMIGRATE and any(
            e.odds.p_new_island_short > 0.0 for e in decision_odds(match.state)),
        deck=two_spot_deck(), seeds=seeds, what="such an emigration")


def test_the_preview_says_ships_may_be_sent_home_from_a_small_new_island(app, gui) -> None:
    match = short_match()
    app.show_match(match, COLOURS, "instant")
    scene = app.scene
    assert gui.wait_for_human()
    [option, *_] = [e.option for e in decision_odds(scene.match.state) if e.odds.p_new_island_short > 0.0]
    gui.move(pier_point(gui, option))
    assert scene.preview.option == option and scene.preview.showing
    odds = option_odds(scene.match.state, option)
    assert odds.new_island_ships_home > 0.0
    verdict = scene.preview.verdict()
    assert verdict == odds.verdict() and "with ships sent home)" in verdict
    gui.frame()  # the box with its lines is drawn without error
