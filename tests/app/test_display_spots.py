"""Which spot of a beach each ship stands on: the one a person clicked, kept until it leaves.

Two play-tests clicked the far spot of an empty beach and saw the ship appear on its first
spot. The table's picture (`DisplayTable`) now keeps the spot of every ship (`berths`, `spots_of`):
a ship a person put down stands where it was clicked, a ship the table or a computer seat
put down takes the first free spot, and a ship that leaves frees its own spot.
"""

from __future__ import annotations

import pygame

from tongiaki.app.art import shipart
from tongiaki.app.view.display import DisplayTable
from tongiaki.rules import DecisionKind, Reason
from tongiaki.rules import events as ev

CELL = (1, 0)
KEY = (CELL, 0)


def _table() -> DisplayTable:
    return DisplayTable(cells={CELL: 3}, rotations={CELL: 0}, ships={KEY: []}, supply=[10, 10, 10])


def test_a_ship_stands_on_the_spot_asked_for_and_the_next_on_the_first_free_one() -> None:
    table = _table()
    table.wanted = (CELL, 0, 2)
    table.begin(ev.ship_placed(0, CELL, 0, Reason.SETUP), ())
    assert list(table.spots_of(KEY)) == [2] and table.wanted is None
    table.begin(ev.ship_landed(1, CELL, 0), ())
    assert list(table.spots_of(KEY)) == [2, 0]
    table.wanted = (CELL, 0, 2)  # taken: the first free spot instead
    table.begin(ev.ship_placed(2, CELL, 0, Reason.REPRODUCE), ())
    assert list(table.spots_of(KEY)) == [2, 0, 1]


def test_a_wish_for_another_beach_is_not_used_here() -> None:
    table = _table()
    table.wanted = ((5, 5), 0, 2)
    table.begin(ev.ship_placed(0, CELL, 0, Reason.SETUP), ())
    assert list(table.spots_of(KEY)) == [0]
    assert table.berths == {}  # the usual order is not stored


def test_a_ship_taken_back_frees_its_own_spot() -> None:
    table = _table()
    table.wanted = (CELL, 0, 2)
    table.begin(ev.ship_placed(0, CELL, 0, Reason.SETUP), ())
    table.begin(ev.ship_placed(1, CELL, 0, Reason.SETUP), ())
    table.begin(ev.Event(ev.EventKind.SHIP_RECALLED, player=0, cell=CELL, beach=0), ())
    assert table.ships[KEY] == [1] and list(table.spots_of(KEY)) == [0]
    table.begin(ev.ship_placed(0, CELL, 0, Reason.SETUP), ())
    assert list(table.spots_of(KEY)) == [0, 1]


def test_spots_are_kept_through_a_resync_only_where_the_beach_is_unchanged() -> None:
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.rules import new_game

    state = new_game(load_deck(DEFAULT_DECK_PATH), 2)
    while state.pending.kind is DecisionKind.SETUP:
        state.apply(state.pending.options[-1])
    before = DisplayTable.from_state(state)
    key, owners = next((k, v) for k, v in before.ships.items() if v)
    moved = [len(owners)] + list(range(len(owners) - 1))  # the first ship on the spot after the others
    before.berths[key] = moved
    assert list(DisplayTable.from_state(state, keep=before).spots_of(key)) == moved
    before.ships[key] = [1 - owners[0], *owners]  # the picture before differs from the state: start afresh
    before.berths[key] = moved + [len(owners) - 1]
    assert list(DisplayTable.from_state(state, keep=before).spots_of(key)) == list(range(len(owners)))


def test_an_emigration_empties_the_beach_and_forgets_its_spots() -> None:
    table = _table()
    table.wanted = (CELL, 0, 1)
    table.begin(ev.ship_placed(0, CELL, 0, Reason.SETUP), ())
    table.begin(ev.emigrated(0, CELL, 0, (0,), 1), ())
    assert table.ships[KEY] == [] and table.berths == {}


def test_a_click_on_a_beachs_far_spot_puts_the_ship_there(app, gui) -> None:
    """Setup: the person clicks the second spot of a free beach of Tonga; the ship is drawn on
    that spot, and stays there when the table resyncs with the rules state."""
    app.new_game(["human", "random"], seed=4, speed="normal")
    scene = app.scene
    assert gui.wait_for_human()
    option = next(o for o in scene.match.pending.options
                  if len(scene.view.spot_points(scene.display, o.cell)[o.beach]) >= 3)
    key = (option.cell, option.beach)
    point = gui.visible(lambda: scene.view.spot_points(scene.display, option.cell)[option.beach][1])
    gui.move(point)
    lit = scene.interaction.highlights(scene.display)
    assert lit.hover_beach == key and lit.hover_spot == 1  # the spot the click will use glows
    assert lit.hover_owner == scene.match.pending.player  # and a faint ship of theirs stands on it
    gui.click(point)
    assert scene.submitted == [option]
    while scene.animator.busy:
        gui.frame()
    gui.frame()
    assert list(scene.display.spots_of(key)) == [1]
    gui.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))])
    x, y = scene.view.spot_points(scene.display, option.cell)[option.beach][1]
    ox, oy = shipart.ship_offset_on_spot(scene.view.ship_size(scene.cards[scene.display.cells[option.cell]]))
    assert (round(x + ox), round(y + oy)) in [place for image, place in scene.view._ship_blits]


def test_a_hint_rings_the_free_spot_and_the_players_own_ship_where_they_stand() -> None:
    from tongiaki.app.widgets.hint import marked_spots
    from tongiaki.rules import OptionKind

    spots = [(0.0, 0.0), (1.0, 0.0), (2.0, 0.0)]
    assert marked_spots(OptionKind.PLACE, spots, [1], berths=[0]) == [(1.0, 0.0)]
    assert marked_spots(OptionKind.PLACE, spots, [1], berths=[0 + 2]) == [(1.0, 0.0)]
    assert marked_spots(OptionKind.PLACE, spots, [1, 0], berths=[1, 2]) == [(0.0, 0.0)]
    assert marked_spots(OptionKind.LAND, spots, [1, 0], berths=[2, 0]) == [(1.0, 0.0)]
    assert marked_spots(OptionKind.RECALL, spots, [1, 0], player=0, berths=[2, 0]) == [(0.0, 0.0)]
    assert marked_spots(OptionKind.RECALL, spots, [0, 1], player=0, berths=[2, 0]) == [(2.0, 0.0)]


def test_an_undone_ship_leaves_the_others_where_they_stand() -> None:
    """Tonga's top beach held green and blue on its first and third spots; a ship put on the
    middle spot was taken back: the two stay on their spots (a play-test saw them jump)."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.rules import new_game

    state = new_game(load_deck(DEFAULT_DECK_PATH), 2)
    while state.pending.kind is DecisionKind.SETUP:
        state.apply(state.pending.options[-1])
    before = DisplayTable.from_state(state)
    key, owners = next((k, v) for k, v in before.ships.items() if v)
    far = len(owners) + 1
    before.berths[key] = [far] + list(range(len(owners) - 1))
    before.ships[key] = owners + [1]  # the ship that was taken back, on the spot before the far one
    before.berths[key].append(len(owners))
    after = DisplayTable.from_state(state, keep=before)
    assert list(after.spots_of(key)) == [far] + list(range(len(owners) - 1))


def test_pointing_at_a_beach_the_ship_would_fill_says_what_its_fleet_faces(app, gui) -> None:
    """A play-test filled a beach whose only pier sank its ships, warned only once it had to sail:
    pointing at a beach one ship fills, the card's box first says what that fleet would face."""
    from tests.app.matches import human_match_until
    from tongiaki.rules import OptionKind

    def one_spot_left(m, node) -> bool:
        return node.kind is DecisionKind.REPRODUCE_BEACH and any(
            o.kind is OptionKind.PLACE and m.state.free_spots(o.cell, o.beach) == 1 for o in node.options)

    match = human_match_until(one_spot_left, what="a new ship that would fill a beach")
    app.show_match(match, ["blue", "green"], "normal")
    scene = app.scene
    assert gui.wait_for_human()
    option = next(o for o in scene.match.pending.options if scene.match.state.free_spots(o.cell, o.beach) == 1)
    free = next(i for i in range(len(scene.view.spot_points(scene.display, option.cell)[option.beach]))
                if i not in scene.display.spots_of((option.cell, option.beach)))
    point = gui.visible(lambda: scene.view.spot_points(scene.display, option.cell)[option.beach][free])
    gui.move(point)
    gui.frame()
    warning = scene._fill_warning()
    card = scene.cards[scene.match.state.cells[option.cell]]
    assert warning is not None and warning[0].startswith(f"Fills {card.name}'s ") and " beach to sail with " in warning[0]
    assert warning[1] == ("sinks it for sure" in warning[0])
    assert scene.card_info_rect is not None  # drawn in the card's box
    others = [o for o in scene.match.pending.options if scene.match.state.free_spots(o.cell, o.beach) > 1]
    if others:  # a beach the ship does not fill: no warning, its count (test_reproduction_box)
        other = others[0]
        gui.move(gui.visible(lambda: scene.view.spot_points(scene.display, other.cell)[other.beach][-1]))
        gui.frame()
        warning = scene._fill_warning()
        assert warning is not None and warning[0].startswith("New ship on ") and not warning[1], warning


def test_pointing_at_an_island_whose_reproduction_fills_a_beach_says_so(app, gui) -> None:
    """A play-test saw a reproduction whose every placement was forced fill two beaches with
    one-colour fleets in one click, with no warning: pointing at the island first says it."""
    from tests.app.matches import human_match_until
    from tongiaki.ai.explain import describe
    from tongiaki.rules import OptionKind

    def fills(m, node) -> bool:
        return node.kind is DecisionKind.ACTION and any(
            o.kind is OptionKind.REPRODUCE and "fill" in describe(m.state, node, o) for o in node.options)

    match = human_match_until(fills, what="a reproduction that fills a beach")
    app.show_match(match, ["blue", "green"], "normal")
    scene = app.scene
    assert gui.wait_for_human()
    option = next(o for o in scene.match.pending.options
                  if o.kind is OptionKind.REPRODUCE and "fill" in describe(scene.match.state, scene.match.pending, o))
    gui.move(gui.visible(lambda: scene.view.centre(option.cell)))
    gui.frame()
    warning = scene._fill_warning()
    assert warning is not None and warning[0].startswith("Reproducing: ") and "fill" in warning[0]
    assert scene.card_info_rect is not None
    # its lines wrapped narrow: a play-test's box of about 430 px covered the cards around
    assert scene.card_info_rect.width <= 340, scene.card_info_rect
