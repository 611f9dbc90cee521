"""A pier's voyage preview keeps where the fleet goes in view: key F's whole table takes in the
empty cells a person's piers would lay a card on, and an end that lies off the view has its
label at the view's edge, an arrow pointing the way (a play-test's preview hex fell off the view)."""

from __future__ import annotations

import copy

import pygame

from tests.app.matches import nth_emigration
from tongiaki.app.view.preview import voyage_ends
from tongiaki.rules.odds import Outcome, StepKind, decision_odds

COLOURS = ["blue", "orange"]


def test_the_whole_table_takes_in_where_the_piers_would_lay_a_card(app, gui) -> None:
    checked = 0
    for n in range(12):
        app.show_match(nth_emigration(n, Outcome.OPEN), COLOURS, "instant")
        scene = app.scene
        assert gui.wait_for_human()
        gui.key(pygame.K_f)
        gui.settle_camera()
        assert scene.whole_view_shown()
        ends = [c for c in voyage_ends(scene.match.state, scene.match.pending.options) if c not in scene.display.cells]
        viewport = scene._viewport()
        cards_only = copy.copy(scene.view.camera)
        cards_only.fit_all(list(scene.display.cells), scene._whole_table_area(), margin=0.0)
        if cards_only.shows_whole(ends, viewport):
            continue  # the cards' fit takes them in anyway
        assert scene.view.camera.shows_whole(ends, viewport), ends
        checked += 1
        if checked == 2:
            return
    assert checked, "no whole table left out where a pier would lay a card"


def test_an_end_off_the_view_is_labelled_at_its_edge(app, gui) -> None:
    match = nth_emigration(0, Outcome.LAND)
    app.show_match(match, COLOURS, "instant")
    scene = app.scene
    assert gui.wait_for_human()
    gui.settle_camera()
    option, odds = next((e.option, e.odds) for e in decision_odds(scene.match.state)
                        if e.odds.outcome is Outcome.LAND)
    end = odds.end
    target = end.cell if end.kind is StepKind.LAND else end.home
    area = scene.hud.rects["table"]
    view = scene.view
    # the island just beyond the area's edge, the pier inside it
    view.camera.zoom_at(view.pier_point(scene.display, option.cell, option.pier), 1.5)
    pier = view.pier_point(scene.display, option.cell, option.pier)
    tx, ty = view.centre(target)
    dx, dy = tx - pier[0], ty - pier[1]
    beyond = view.size * 0.6
    if abs(dx) >= abs(dy):
        goal = (area.right + beyond if dx > 0 else area.left - beyond, area.centery)
    else:
        goal = (area.centerx, area.bottom + beyond if dy > 0 else area.top - beyond)
    view.camera.pan((goal[0] - tx, goal[1] - ty))
    pier = view.pier_point(scene.display, option.cell, option.pier)
    assert area.collidepoint(pier) and not area.collidepoint(view.centre(target)), (pier, view.centre(target))
    gui.move(pier)
    assert scene.preview.option == option
    scene.draw(app.screen)
    label = scene.preview._end_rect
    assert label is not None and area.contains(label), (label, area)
    # on the side the island lies
    tx, ty = view.centre(target)
    assert (label.centerx - area.centerx) * (tx - area.centerx) + (label.centery - area.centery) * (ty - area.centery) > 0
