"""The letters a card shows by its beaches while its box shows, on the smallest cards of a late game.

Play-test 27 zoomed out to fit a late game's many cards and could not read the beach letters
(8-pixel badges with 11-pixel letters). Whatever the card's size, a letter on a card is drawn
no smaller than the log's text at the window's UI scale, on a dark halo, and where the card has
room its badge covers none of the card's mooring spots.
"""

from __future__ import annotations

import math

import pytest

from tests.app.matches import human_match_until
from tongiaki.app.art import cardgeom
from tongiaki.app.scenes import table_draw as table_module
from tongiaki.app.view import beachmarks
from tongiaki.app.widgets.log import log_font_px
from tongiaki.rules import DecisionKind

SMALL_CARD = 40.0
"""A hex size as small as F's whole table shows a late game's cards in a small window."""


def _late_table(size):
    """An app of `size` showing a human decision with 10 cards or more down, settled."""
    from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
    from tongiaki.app.main import App

    match = human_match_until(lambda m, node: node.kind is DecisionKind.ACTION and len(m.state.cells) >= 10,
                              what="an action with 10 cards down")
    application = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    gui = Gui(application)
    application.show_match(match, ["blue", "orange"], "instant")
    assert gui.wait_for_human()
    gui.settle_camera()
    return application, gui


def _hover(gui, point) -> None:
    """The pointer off every card, then on `point` (a card's box shows for the card under it)."""
    table = gui.scene.hud.rects["table"]
    gui.move((table.x + 2, table.y + 2))
    gui.move(point)


def _islands_in_view(scene) -> list:
    table = scene.hud.rects["table"].inflate(-60, -60)
    return [cell for cell, card in scene.display.cells.items()
            if scene.cards[card].is_island and table.collidepoint(scene.view.centre(cell))]


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768), (1000, 650)])
def test_a_small_cards_beach_letters_are_the_logs_size_on_a_dark_halo(size, monkeypatch) -> None:
    """With the cards zoomed out to a 40-pixel hex, each letter a hovered island shows on the
    card is drawn at the log's text size or larger, and a dark halo rings its badge."""
    application, gui = _late_table(size)
    try:
        scene = application.scene
        camera = scene.view.camera
        camera.zoom_at(scene.hud.rects["table"].center, SMALL_CARD / scene.view.size)
        gui.frame()
        assert scene.view.size == pytest.approx(SMALL_CARD, abs=0.5)
        drawn: list[tuple[tuple[float, float], int, int]] = []
        real = beachmarks.draw_letter

        def spy(surface, centre, radius, letter, size=None):
            drawn.append((centre, radius, size if size is not None else max(10, round(radius * 1.35))))
            return real(surface, centre, radius, letter) if size is None else real(surface, centre, radius, letter, size)

        monkeypatch.setattr(beachmarks, "draw_letter", spy)
        monkeypatch.setattr(table_module, "draw_letter", spy)
        least = log_font_px(scene.hud.scale)
        checked = 0
        for cell in _islands_in_view(scene):
            drawn.clear()
            _hover(gui, scene.view.centre(cell))
            box = scene.card_info_rect
            if box is None:
                continue
            screen = application.screen
            on_card = [(centre, radius, px) for centre, radius, px in drawn if not box.collidepoint(centre)]
            assert on_card, scene.cards[scene.display.cells[cell]].name
            for (x, y), radius, px in on_card:
                assert px >= least, (size, px, least)
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):  # just outside the light rim: dark
                    point = (round(x) + dx * (radius + 1), round(y) + dy * (radius + 1))
                    if box.collidepoint(point) or not screen.get_rect().collidepoint(point):
                        continue
                    colour = screen.get_at(point)
                    assert colour.r + colour.g + colour.b < 120, (size, point, colour)
            checked += 1
        assert checked >= 3
    finally:
        application.close()


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
def test_at_the_readable_size_no_badge_covers_a_spot(size) -> None:
    """At the automatic view's card size (readable cards), every island in view has its
    badges off all its mooring spots and apart from one another."""
    application, _gui = _late_table(size)
    try:
        scene = application.scene
        view, display = scene.view, scene.display
        radius = beachmarks.badge_radius(view.size, view.camera.ui_scale)
        checked = 0
        for cell in _islands_in_view(scene):
            card = scene.cards[display.cells[cell]]
            spot_r = cardgeom.spot_radius(card, view.size)
            spots = [point for beach in view.spot_points(display, cell) for point in beach]
            badges = [badge for _line, badge in beachmarks.beach_lines(view, display, cell)]
            for x, y in badges:
                assert all(math.hypot(x - sx, y - sy) > radius + spot_r for sx, sy in spots), card.name
            for i, (x, y) in enumerate(badges):
                assert all(math.hypot(x - ox, y - oy) >= 2 * radius for ox, oy in badges[i + 1:]), card.name
            checked += 1
        assert checked >= 3
    finally:
        application.close()


def test_a_badge_holds_its_letter_at_the_logs_size_at_any_ui_scale() -> None:
    """The badge grows with the UI scale (its letter is the log's size there) and with the card."""
    for scale in (0.7, 1.0, 1.5):
        px = beachmarks.letter_px(SMALL_CARD, scale)
        assert px >= log_font_px(scale)
        assert beachmarks.badge_radius(SMALL_CARD, scale) >= beachmarks.badge_radius(SMALL_CARD, 0.7)
    assert beachmarks.badge_radius(150.0) > beachmarks.badge_radius(SMALL_CARD)
