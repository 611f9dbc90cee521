"""At 640x480 the off-view tabs kept off what is read and clicked on the cards at the table
area's edges only where their longest words ("5 more cards · F shows all") found a place clear
of them: where none did, that long tab lay over the beach spots, capacity tags and names of the
cards by the edge (a play-test: "11 more · F" over a card's rim, spots and a count), though
shorter words ("+5") had a place clear of them along the same edge. And the box about a hovered
card covered a tab ("Water card / wake dangers ..." hid "1 more card · F shows all"): it keeps
off the tabs as it keeps off the panels over the table, where a place is."""

from __future__ import annotations

import random

import pygame

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tests.app.drawn import tab_side
from tongiaki.app.main import App
from tongiaki.app.widgets.offview import offview_cards, tab_labels, tab_place
from tongiaki.app.widgets.ui import ACCENT, text
from tongiaki.rules import OptionKind

SIZE = (640, 480)
SEATS = ["human", "easy", "easy", "easy"]


def _shortest_had_a_clear_place(scene, tab: pygame.Rect, marks: list[pygame.Rect]) -> bool:
    """True when the tab's shortest words ("N more" and its arrow) had a place along its edge clear of
    `marks` and apart from the other controls on the table."""
    x, y, w, h = scene._offview_area()
    area = pygame.Rect(round(x), round(y), round(w), round(h))
    size = scene.view.size
    side = tab_side(tab, area)
    beyond = offview_cards([scene.view.centre(cell) for cell in scene.display.cells], area, size)[side]
    if not beyond:
        return False
    scale = scene.hud.scale
    px, pad = max(11, round(14 * scale)), round(6 * scale)
    label = text(tab_labels(len(beyond))[-1], px, ACCENT, bold=True)
    arrow = round(px * 0.5)
    least = (label.get_width() + 3 * pad + 2 * arrow, label.get_height() + pad)
    mean = (sum(p[0] for p in beyond) / len(beyond), sum(p[1] for p in beyond) / len(beyond))
    others = [rect for rect in scene._controls_on_table() if rect != tab]
    return tab_place(side, least, mean, area, size, pad, [marks], others, clear_only=True) is not None


def _room_apart(size: tuple[int, int], area: pygame.Rect, tabs: list[pygame.Rect]) -> bool:
    """True when a box of `size` has a place inside `area` clear of `tabs` (tried every 4 px)."""
    w, h = size
    return any(
        pygame.Rect(x, y, w, h).collidelist(tabs) < 0
        for x in range(area.left, area.right - w + 1, 4)
        for y in range(area.top, area.bottom - h + 1, 4)
    )


def _turns(seeds, look) -> None:
    """Seeded games at 640x480, the person choosing at random; `look(gui, scene)` at each of
    their decisions, drawn."""
    app = App(SIZE, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        gui = Gui(app)
        for seed in seeds:
            assert app.new_game(SEATS, seed=seed, speed="instant") is None
            scene = app.scene
            scene.size_tip_given = True
            rng = random.Random(seed)
            while gui.wait_for_human():
                gui.frame()
                look(gui, scene)
                node = scene.match.pending
                options = [o for o in node.options if o.kind is not OptionKind.RESETTLE] or node.options
                scene.submit(rng.choice(options))
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()


def test_a_tab_at_640x480_keeps_off_spots_tags_and_names_where_its_edge_has_room() -> None:
    """A tab lies over the spots, capacity tags, value seals and names of the cards only where
    even its shortest words ("5 more" and its arrow) have no place along its edge clear of them."""
    tabs: list[int] = []
    over: list[tuple] = []

    def look(gui, scene) -> None:
        centres = {cell: scene.view.centre(cell) for cell in scene.display.cells}
        marks, _badges = scene._card_marks(centres)
        for tab in scene.offview.rects:
            tabs.append(1)
            if tab.collidelist(marks) >= 0 and _shortest_had_a_clear_place(scene, tab, marks):
                over.append((len(scene.display.cells), tab, marks[tab.collidelist(marks)]))

    _turns((1, 3), look)
    assert len(tabs) >= 30, len(tabs)
    assert not over, over


def test_the_card_box_keeps_off_the_tabs_at_640x480() -> None:
    """The box about a card pointed at covers no tab where the table area has a place for it
    clear of them (before: 188 of 343 boxes lay over a tab, game seed 1)."""
    boxes: list[int] = []
    over: list[tuple] = []

    def look(gui, scene) -> None:
        if not scene.offview.rects or len(boxes) >= 400:
            return
        table = scene.hud.rects["table"]
        for cell in list(scene.display.cells):
            cx, cy = scene.view.centre(cell)
            point = (round(cx), round(cy))
            if not table.collidepoint(point) or scene.offview.hit(point) or scene.hud.over_panel(point):
                continue
            gui.move((table.x + 1, table.y + 1))
            gui.move(point)
            box = scene.card_info_rect
            if box is None or not scene.offview.rects:
                continue
            boxes.append(1)
            if box.collidelist(scene.offview.rects) >= 0 and _room_apart(box.size, table, scene.offview.rects):
                over.append((cell, box, scene.offview.rects))
        gui.move((table.x + 1, table.y + 1))

    _turns((1,), look)
    assert len(boxes) >= 40, len(boxes)
    assert not over, (len(over), len(boxes), over[:5])
