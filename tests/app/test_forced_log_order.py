"""Play-test 48, turn 5: "My own forced placements are logged out of order, and the first one is
tagged '(the only choice)'". Blue (the person) had two ships on Rapa Nui, an island of two
beaches, and clicked it by its upper-right beach to reproduce: the two new ships go one on each
beach (R5.1), so the rules core places both at once, in the beaches' order, and the log told
"New blue ship on Rapa Nui's left beach (the only choice)" first. The click chose the island, not
a beach; the log now says so on the reproduction's line ("2 new ships, one on each beach").

The order the player chose is kept where there is one: a person's landing and a computer seat's
are told in the order the ships were landed, the choices untagged and the ship the rules landed
after them last, tagged "(the only choice)", even where its beach comes first in the island's order.
"""

from __future__ import annotations

from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.play.narrate import LineKind, Narrator, retell
from tongiaki.rules import DecisionKind, EventKind, Option, OptionKind

COLOURS = ["blue", "green", "orange", "purple"]
SEATS = ["human", "easy", "medium", "hard"]
TO_TURN_5 = [
    "place 0,0/3", "place 0,0/4", "place 0,0/2", "place 0,0/3", "place 0,0/0", "place 0,0/2", "place 0,0/1",
    "place 0,0/4", "reproduce 0,0", "place 0,0/3", "place 0,0/5", "emigrate 0,0/3 pier 3", "reveal 5",
    "land p0 0,-1/1", "land p3 0,-1/0", "land p0 0,-1/0", "reproduce 0,0", "place 0,0/3", "place 0,0/4",
    "emigrate 0,0/4 pier 4", "reveal 12", "land p1 1,-1/2", "land p1 1,-1/0", "reproduce 0,0", "place 0,0/4",
    "place 0,0/1", "reproduce 1,-1", "place 1,-1/0", "emigrate 1,-1/0 pier 1", "land p3 0,-1/1",
]
"""Play-test 48's game (seed 48; Blue the person, then easy, medium and hard) up to turn 5,
Blue's turn, as its record holds it."""
RAPA_NUI, TUVALU = (0, -1), (1, -1)


def _turn_5() -> Match:
    match = Match(load_deck(DEFAULT_DECK_PATH), SEATS, 48)
    for text in TO_TURN_5:
        match.apply(Option.parse(text))
    return match


def _placed(lines, start: int) -> list[str]:
    """The lines of turn 5 from `start` on that tell a ship placed or landed, or a reproduction."""
    told = (EventKind.SHIP_PLACED, EventKind.SHIP_LANDED, EventKind.REPRODUCED)
    return [line.text for line in lines[start:] if line.turn == 5 and any(kind in line.told for kind in told)]


def test_a_reproduction_with_a_ship_for_every_beach_says_none_was_chosen(app, gui) -> None:
    """Play-test 48: the person clicks Rapa Nui by its upper-right beach; both new ships go by
    the rules, and the log's reproduction line says so before the left beach's ship; the ships'
    lines carry no "(the only choice)" under it (play-test 49 read the tags as odd there)."""
    match = _turn_5()
    app.show_match(match, COLOURS, "normal")
    scene = app.scene
    assert gui.wait_for_human()
    reproduce = Option(OptionKind.REPRODUCE, RAPA_NUI)
    assert reproduce in match.pending.options
    start = len(scene.hud.log.lines)
    gui.click(gui.beach_point(RAPA_NUI, 1))  # where the play-tester clicked: the upper-right beach
    assert scene.submitted == [reproduce]
    assert gui.wait_for_human()
    assert _placed(scene.hud.log.lines, start) == [
        "Blue reproduces on Rapa Nui: 2 new ships, one on each beach",
        "New blue ship on Rapa Nui's left beach",
        "New blue ship on Rapa Nui's upper-right beach",
    ]


def test_a_persons_landing_is_told_in_the_order_chosen_the_forced_ship_last(app, gui) -> None:
    """Blue's fleet of 2 blue and 1 purple ships lands on Tuvalu, whose three beaches each get
    one: the person puts the blue ships on the upper-right, then the bottom beach; the purple
    ship goes on the upper-left beach by the rules (beach 0, the first in the island's order)."""
    match = _turn_5()
    match.apply(Option(OptionKind.REPRODUCE, RAPA_NUI))
    match.apply(Option.parse("emigrate 0,-1/1 pier 5"))
    app.show_match(match, COLOURS, "normal")
    scene = app.scene
    assert gui.wait_for_human()
    assert match.pending.kind is DecisionKind.LAND and sorted(scene.display.fleet.ships) == [0, 0, 3]
    start, recorded = len(scene.hud.log.lines), len(match.history)
    first, second = Option(OptionKind.LAND, TUVALU, 1, colour=0), Option(OptionKind.LAND, TUVALU, 2, colour=0)
    gui.perform(first)
    assert gui.wait_for_human()
    gui.perform(second)  # the purple ship is landed by the rules with it; the turn ends
    assert match.history[recorded:recorded + 2] == [first, second]
    assert match.state.turn >= 6  # the purple ship landed by the rules, and Blue's turn is over
    assert gui.wait_for_human()  # the other seats play to Blue's next turn: every line of turn 5 is told
    assert _placed(scene.hud.log.lines, start) == [
        "Blue lands its own ship on Tuvalu's upper-right beach",
        "Blue lands its own ship on Tuvalu's bottom beach",
        "Blue lands Purple's ship on Tuvalu's upper-left beach (the only choice)",
    ]


def test_a_computer_seats_landing_is_told_in_the_order_chosen_the_forced_ship_last() -> None:
    """Turn 4 of play-test 48: Purple (hard) lands its own ship on Rapa Nui's upper-right beach
    (beach 1) and Green's goes on the left beach (beach 0) by the rules: told in that order,
    with Purple's reason under its choice."""
    match = _turn_5()
    chosen = TO_TURN_5.index("land p3 0,-1/1")
    narrator = Narrator(match.deck, ["Blue", "Green", "Orange", "Purple"])
    lines = retell(narrator, len(SEATS), match.history, {chosen: "beside 1 colour, for a mixed fleet"})
    turn_4 = [line for line in lines if line.turn == 4]
    landed = [(line.kind, line.text) for line in turn_4[-3:]]
    assert landed == [
        (LineKind.DETAIL, "Purple lands its own ship on Rapa Nui's upper-right beach"),
        (LineKind.REASON, "beside 1 colour, for a mixed fleet"),
        (LineKind.DETAIL, "Purple lands Green's ship on Rapa Nui's left beach (the only choice)"),
    ]


def test_the_top_bar_tells_the_count_once_beside_a_reason() -> None:
    """The top bar joins a computer seat's reason to the log's line: the count "2 new ships" it
    repeats is said once, as without "one on each beach" (a play-test read it twice)."""
    from tongiaki.app.scenes.table_text import latest_story
    from tongiaki.play.narrate import Line

    story = "Green reproduces on Tuvalu: 2 new ships, one on each beach"
    assert latest_story([Line(story, LineKind.MAIN, 6), Line("2 new ships to build up its fleets", LineKind.REASON, 6)]) \
        == "Green reproduces on Tuvalu: 2 new ships to build up its fleets"
    assert latest_story([Line(story, LineKind.MAIN, 6), Line("2 new ships; one can fill its left beach", LineKind.REASON, 6)]) \
        == story


def test_the_box_on_an_island_with_a_ship_for_every_beach_says_so_before_the_click(app, gui) -> None:
    """Before the click too: pointing at Rapa Nui at turn 5, the card box's line says the two new
    ships go one on each beach (it said "Reproducing: 2 new ships; one can fill ...", and the play-tester took the
    beach clicked by for a choice)."""
    match = _turn_5()
    app.show_match(match, COLOURS, "normal")
    scene = app.scene
    assert gui.wait_for_human()
    gui.move(gui.visible(lambda: scene.view.centre(RAPA_NUI)))
    gui.frame()
    warning = scene._fill_warning()
    assert warning is not None
    assert warning[0].startswith("Reproducing: 2 new ships, one on each beach; one can fill"), warning
