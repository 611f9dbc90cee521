"""The box about the card under the pointer: which beach each of its lines means, and where it goes.

Play-test 27 read "upper-right beach: 1 of 4 spots Orange" with Orange's ship drawn at the card's
top left (the names come from the middle of a beach's spots, and a long beach reaches far from
it), and at the setup Tonga's box covered Tonga's top beach with room beside the card.
"""

from __future__ import annotations

import math

import pytest

from tests.app.matches import human_match_until
from tongiaki.app.art.numberlabels import capacity_tag_boxes
from tongiaki.app.scenes import table_draw as table_module
from tongiaki.app.view import beachmarks
from tongiaki.app.widgets.offview import spot_boxes
from tongiaki.cardshape import beach_names
from tongiaki.rules import DecisionKind


def _hover(gui, point) -> None:
    """The pointer off every card, then on `point` (a card's box shows for the card under it)."""
    table = gui.scene.hud.rects["table"]
    gui.move((table.x + 2, table.y + 2))
    gui.move(point)


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
def test_each_beach_line_of_a_cards_box_has_the_letter_its_beach_shows(size, monkeypatch) -> None:
    """While an island's box shows, each of its beach lines begins with a letter, and the card
    shows that letter by that beach: nearer its spots than any other beach's."""
    from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
    from tongiaki.app.main import App

    match = human_match_until(lambda m, node: node.kind is DecisionKind.ACTION and len(m.state.cells) >= 10,
                              what="an action with 10 cards down")
    application = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        gui = Gui(application)
        application.show_match(match, ["blue", "orange"], "instant")
        scene = application.scene
        assert gui.wait_for_human()
        gui.settle_camera()
        letters: list[tuple[tuple[float, float], str]] = []
        real = beachmarks.draw_letter

        def spy(surface, centre, radius, letter, size=None):
            letters.append((centre, letter))
            return real(surface, centre, radius, letter, size)

        monkeypatch.setattr(beachmarks, "draw_letter", spy)
        monkeypatch.setattr(table_module, "draw_letter", spy)
        view, display = scene.view, scene.display
        table = scene.hud.rects["table"].inflate(-40, -40)
        islands = [cell for cell, card in display.cells.items()
                   if scene.cards[card].is_island and table.collidepoint(view.centre(cell))]
        checked = 0
        for cell in islands:
            card = scene.cards[display.cells[cell]]
            letters.clear()
            _hover(gui, view.centre(cell))
            box = scene.card_info_rect
            if box is None:
                continue
            names = beach_names(card, display.rotations[cell])
            in_box = sorted(((y, x, letter) for (x, y), letter in letters if box.collidepoint(x, y)))
            on_card = {letter: (x, y) for (x, y), letter in letters if not box.collidepoint(x, y)}
            assert len(in_box) == len(card.beaches) == len(on_card), (card.name, letters)
            lines = table_module.card_rows(card, cell, display, scene.names)
            beach_rows = [beach for _line, beach in lines if beach >= 0]
            spots = view.spot_points(display, cell)
            for (_y, _x, letter), beach in zip(in_box, beach_rows, strict=True):
                assert any(line.startswith(names[beach]) for line, b in lines if b == beach)
                x, y = on_card[letter]

                nearest = min(range(len(spots)), key=lambda b, x=x, y=y, spots=spots: min(
                    math.hypot(x - sx, y - sy) for sx, sy in spots[b]))
                assert nearest == beach, (card.name, letter, names[beach])
            checked += 1
        assert checked >= 3
    finally:
        application.close()


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768), (1264, 728), (1350, 696)])
def test_the_card_box_keeps_off_the_pointed_islands_beaches_where_there_is_room(size) -> None:
    """Play-test 27 (a 1264x728 window): at the first turn, Tonga's box (its warning on top)
    covered Tonga's top beach, with the table empty round the card. Wherever the pointer is on
    Tonga, the box covers none of its mooring spots nor their capacity tags."""
    from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
    from tongiaki.app.art import cardgeom
    from tongiaki.app.main import App

    application = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        gui = Gui(application)
        application.new_game(["human", "random", "random"], seed=4, speed="instant")
        for _ in range(10):
            assert gui.wait_for_human()
            if gui.scene.match.pending.kind is DecisionKind.ACTION:
                break
            gui.perform(gui.scene.match.pending.options[0])
        gui.settle_camera()
        scene = application.scene
        view, display = scene.view, scene.display
        tonga = (0, 0)
        cx, cy = view.centre(tonga)
        radius = cardgeom.spot_radius(scene.cards[display.cells[tonga]], view.size)
        spots = spot_boxes([p for beach in view.spot_points(display, tonga) for p in beach], radius)
        card = scene.cards[display.cells[tonga]]
        spots += [box.move(round(cx), round(cy)) for box in capacity_tag_boxes(card, round(view.size), 0)]
        shown = 0
        for dx in (-0.4, 0.0, 0.4):
            for dy in (-0.5, -0.2, 0.2, 0.5):
                _hover(gui, (cx + dx * view.size, cy + dy * view.size))
                box = scene.card_info_rect
                if box is None:
                    continue
                shown += 1
                assert box.collidelist(spots) < 0, ((dx, dy), box)
        assert shown >= 8
    finally:
        application.close()


def test_the_card_box_keeps_off_the_letters_as_large_as_they_are_drawn_at_a_larger_ui_scale() -> None:
    """Above UI scale 1 the beach letters grow with the log's type; the card box keeps off a
    circle of the size they are drawn (it kept off one of UI scale 1's size, 2-4 px smaller)."""
    from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
    from tongiaki.app.main import App

    application = App((1280, 800), ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        gui = Gui(application)
        application.new_game(["human", "random"], seed=4, speed="instant")
        assert gui.wait_for_human()
        scene = application.scene
        beaches = len(scene.cards[scene.display.cells[(0, 0)]].beaches)
        for scale in (1.0, 1.5, 2.0):
            scene.view.camera.ui_scale = scale
            kept_off = scene._beach_mark_boxes((0, 0))[-beaches:]
            drawn = beachmarks.badge_radius(scene.view.size, scale)
            assert {radius for _x, _y, radius in kept_off} == {drawn}, scale
        assert beachmarks.badge_radius(scene.view.size, 2.0) > beachmarks.badge_radius(scene.view.size, 1.0)
    finally:
        application.close()


def test_a_turn_begun_under_a_still_pointer_shows_no_box_until_it_moves(app, gui) -> None:
    """Play-test 51's turn began with Hawaii's box over the left half of the table: the pointer
    had been left still through the computer seats' moves and the view glided under it. At a
    turn's beginning a card's box waits for the pointer to move; then it shows as ever."""
    from tongiaki.rules import DecisionKind

    assert app.new_game(["human", "easy"], seed=4, speed="instant") is None
    scene = app.scene
    for _ in range(60):
        assert gui.wait_for_human()
        gui.frame()
        if scene.match.pending.kind is DecisionKind.ACTION and not scene._mid_turn() and scene.match.state.turn > 2:
            break
        gui.perform(scene.match.pending.options[0])
    else:
        raise AssertionError("no turn of the person's began")
    gui.settle_camera()
    cell = next(iter(scene.display.cells))
    point = tuple(round(v) for v in scene.view.centre(cell))
    scene.interaction.pointer = point  # where the pointer was left, no motion since the turn began
    gui.frame()
    assert scene.box_waits_for_pointer and scene.card_info_rect is None
    gui.move(point)
    assert not scene.box_waits_for_pointer and scene.card_info_rect is not None


def test_a_computers_turn_begun_under_a_still_pointer_shows_no_box_until_it_moves(app, gui) -> None:
    """Play-test 53: in a computer seat's turn the view glided under a pointer left still and
    Samoa's box opened over the table. A computer seat's turn begins with the box waiting for the
    pointer to move, as a person's does."""
    assert app.new_game(["human", "easy"], seed=4, speed="fast") is None
    scene = app.scene
    assert gui.wait_for_human()
    gui.move((5, 5))  # the pointer moved in the person's turn
    assert not scene.box_waits_for_pointer
    for _ in range(200):
        if not scene.match.waiting_for_human() and scene.match.state.active != 0:
            break
        if scene._human_turn_ready():
            gui.perform(scene.match.pending.options[0])
        else:
            gui.frame()
    else:
        raise AssertionError("no computer's turn began")
    gui.frame()
    assert scene.box_waits_for_pointer
    gui.move((6, 6))
    assert not scene.box_waits_for_pointer
