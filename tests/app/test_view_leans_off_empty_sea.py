"""The automatic view leans off a large stretch of empty sea at a person's decision.

A play-test (1280x800, 4 seats, turn 45) met a reproduction's beaches on Samoa with the left
30 % of the table area empty sea while Rarotonga, Tuamotu and Mangareva were cut at the right
edge ("6 more cards · F shows all"): partway through a person's turn the view stays put while
the cards to click show whole (play-test 25), and it had stayed where a placement's empty
cells far up had taken it turns before. Seed 1 of a person against three random seats shows
the same: the person's placement at turn 33 glides the view up to its cells, and turn 37 began
and went on to the beaches of Tuvalu with 1.85 hex sizes of sea above the table and 4 cards cut
below. Where one hex size or more of sea lies at one side while cards are cut at the other, the
view now glides, as the person's turn begins, by the pan that shows the most cards whole with
their islands and every card whole kept whole; between the clicks that follow it stays put.
"""

from __future__ import annotations

import random

from tests.app.conftest import Gui
from tests.app.matches import shown_table
from tongiaki.app.scenes.table_camera import LARGE_SEA
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.rules import DecisionKind

COLOURS = ["blue", "orange", "green", "purple"]
SEED = 1


def test_a_decision_begins_with_no_large_sea_beside_cut_cards(app) -> None:
    match = Match(load_deck(DEFAULT_DECK_PATH), ["human", "random", "random", "random"], SEED)
    rng = random.Random(SEED)
    while True:
        node = match.pending
        if node.is_chance or match.agents[node.player] is not None:
            match.advance()
        elif match.state.turn >= 30 and node.kind is DecisionKind.ACTION:
            break
        else:
            match.apply(rng.choice(node.options))
    scene = shown_table(app, match, COLOURS)
    scene.size_tip_given = True
    gui = Gui(app)
    camera = scene.view.camera
    checked = []
    for _ in range(80):
        assert gui.wait_for_human()
        gui.settle_camera()
        node = scene.match.pending
        turn = scene.match.state.turn
        if turn == 37:
            assert not camera.user_moved
            cells = [o.cell for o in node.options if o.cell is not None]
            assert camera.shows_whole(cells, scene._viewport())
            assert scene.sea_beside_cut_cards() < LARGE_SEA, (node.kind, scene.sea_beside_cut_cards())
            checked.append((node.kind, camera.zoom, camera.offset))
            if node.kind is DecisionKind.REPRODUCE_BEACH:
                break
        scene.submit(rng.choice(node.options))
    kinds = [kind for kind, _zoom, _offset in checked]
    assert kinds == [DecisionKind.ACTION, DecisionKind.REPRODUCE_BEACH]
    assert checked[0][1:] == checked[1][1:]  # between the person's clicks the view stays put
