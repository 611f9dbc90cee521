"""Key F's whole table keeps still as the game goes on: it moves only where the table grows (a
new card) or reaches out (ships stranded beside a pier), so that it stays whole, and for a
person's decision that needs it (the empty cells their piers would lay a card on, a beach to
click on cards too small); never to follow a voyage or a landing. A play-test (3 seats,
1366x768) saw the view move, "Whole table · F" showing, after fleets landed with no new card:
a person's pier choice took in the empty cells its voyages could reach, and once the fleet had
sailed to an island the view let them go."""

from __future__ import annotations

import pygame

from tests.app.matches import nth_emigration
from tongiaki.rules import DecisionKind
from tongiaki.rules.odds import Outcome, decision_odds

COLOURS = ["blue", "orange"]


def test_the_whole_table_keeps_still_through_a_voyage_and_its_landing(app, gui) -> None:
    """F, then a person's voyage to an island lying and its landings: the view never moves."""
    checked = 0
    for n in range(12):
        app.show_match(nth_emigration(n, Outcome.LAND, Outcome.OPEN), COLOURS, "normal")
        scene = app.scene
        scene.size_tip_given = True
        assert gui.wait_for_human()
        gui.key(pygame.K_f)
        gui.settle_camera()
        camera = scene.view.camera
        assert scene.whole_view_shown()
        if camera.zoom < camera.readable_zoom:
            continue  # (a landing would come closer about its island: test_fit_beaches's matter)
        landing = next(e.option for e in decision_odds(scene.match.state) if e.odds.outcome is Outcome.LAND)
        cards = len(scene.display.cells)
        view = (camera.zoom, camera.offset)
        scene.submit(landing)  # (the Gui's gestures pan the sea to reach far targets: not here)
        moved = []
        for _ in range(3000):  # the voyage, the person's landings, to their next other decision
            if (camera.zoom, camera.offset) != view:
                current = scene.animator.current
                moved.append(current.event.kind.name if current is not None else scene.match.pending.kind.name)
                view = (camera.zoom, camera.offset)
            if len(scene.display.cells) != cards:
                break
            if scene._human_turn_ready():
                if scene.match.pending.kind is not DecisionKind.LAND:
                    break
                scene.submit(scene.match.pending.options[0])
            else:
                gui.frame()
        if len(scene.display.cells) != cards:
            continue  # a card was laid after all (the next seat's turn): the table grew
        if scene.match.pending.kind is DecisionKind.EMIGRATE:
            continue  # the person sails again: the view takes in where those piers lead (its own test)
        assert scene.whole_view_shown()
        assert not moved, moved
        checked += 1
        if checked == 3:
            return
    assert checked, "no voyage to an island lying with the whole table shown"
