"""Tabs at the table area's edges for the cards the automatic view leaves out (a play-test found
cards cut off late in a game, with nothing to say so or that F shows the whole table)."""

from __future__ import annotations

import functools
import itertools

import pygame
import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tests.app.drawn import recorded_text
from tests.app.matches import human_match_until, shown_table
from tests.app.test_fit_beaches import COLOURS, reproduces_onto_beaches, reproduction
from tests.walks import finished_match
from tongiaki.app.main import App
from tongiaki.app.widgets.hud import set_player_scale
from tongiaki.app.widgets.offview import OffviewMarks, offview_cards, offview_sides


def test_cards_beyond_each_edge_are_counted() -> None:
    area = pygame.Rect(100, 100, 400, 300)
    centres = [(300, 250), (300, 90), (300, 410), (90, 250), (520, 250), (510, 395), (300, 115)]
    counts = offview_sides(centres, area, size=40)
    # (510, 395) is past the right edge by more than past the bottom; (300, 115) is a fifth hidden
    assert counts == {"above": 2, "below": 1, "left": 1, "right": 2}
    assert offview_sides([(300, 125)], area, size=40)["above"] == 0  # a little under the edge: not counted
    assert offview_sides([(300, 250)], area, size=40) == {"above": 0, "below": 0, "left": 0, "right": 0}


def test_a_tab_is_drawn_on_each_edge_with_cards_beyond_and_answers_clicks() -> None:
    pygame.font.init()
    surface = pygame.Surface((600, 500))
    marks = OffviewMarks()
    area = pygame.Rect(100, 100, 400, 300)
    marks.draw(surface, [(300, 250), (440, 450)], area, 40, 1.0)
    assert len(marks.rects) == 1 and area.contains(marks.rects[0])
    assert marks.rects[0].bottom > area.centery  # on the bottom edge
    assert marks.rects[0].centerx > area.centerx  # towards the card it is about, along the edge
    assert marks.hit(marks.rects[0].center) and not marks.hit((300, 250))
    # beside the card, not over it (a tab over a cut card hid its name): here on its left,
    # the right edge leaving no room
    assert marks.rects[0].right <= 440 - 0.55 * 40 + 1
    marks.draw(surface, [(200, 450)], area, 40, 1.0)
    assert marks.rects[0].left >= 200 + 0.55 * 40 - 1  # room on its right: there
    marks.draw(surface, [(300, 250)], area, 40, 1.0)
    assert marks.rects == []


def test_a_click_on_a_tab_shows_the_whole_table(app, gui) -> None:
    match = human_match_until(lambda m, node: len(m.state.cells) >= 8, what="a table of 8 cards")
    app.show_match(match, ["blue", "orange"], "instant")
    scene = app.scene
    gui.frame()
    assert scene.hud.controls_shown
    camera = scene.view.camera
    camera.set_zoom(camera.max_zoom, scene.view.centre((0, 0)))  # as an automatic view of a large table:
    camera.pan((-scene.hud.rects["table"].width / 2, 0))  # zoomed in, cards beyond the right edge
    camera.user_moved = False
    gui.frame()
    assert scene.offview.rects, "no tab while cards lie beyond the table area"
    assert not scene._all_in_view(scene.display.cells)
    gui.click(scene.offview.rects[0].center)
    gui.frame()
    assert scene._all_in_view(scene.display.cells)
    assert scene.offview.rects == []  # the player placed the view: no tabs


def _name_boxes(scene) -> list[pygame.Rect]:
    """About where the islands on the table have their names (a card's name lies 0.27 of its
    size above its centre, at most 1.12 sizes wide, its letters at least 13 px)."""
    size = scene.view.size
    boxes = []
    for cell, card in scene.display.cells.items():
        if scene.cards[card].is_island:
            x, y = scene.view.centre(cell)
            box = pygame.Rect(0, 0, round(1.12 * size), round(max(0.23 * size, 13) * 1.3))
            box.center = (round(x), round(y - 0.27 * size))
            boxes.append(box)
    return boxes


def _panned_views(app, gui, zooms=(1.0,)):
    """A 14-card table shown zoomed in (`zooms`: shares of the camera's largest zoom) and panned
    over a 13 x 13 grid around Tonga, the view left to the game; yields (the scene, the view's
    zoom and pan) once each view is drawn."""

    match = human_match_until(lambda m, node: len(m.state.cells) >= 14, what="a table of 14 cards")
    app.show_match(match, ["blue", "orange"], "instant")
    scene = app.scene
    gui.frame()
    camera = scene.view.camera
    area = scene.hud.rects["table"]
    for share in zooms:
        for dx in range(-6, 7):
            for dy in range(-6, 7):
                camera.set_zoom(camera.max_zoom * share, scene.view.centre((0, 0)))
                camera.pan((dx * area.width / 12, dy * area.height / 12))
                camera.user_moved = False
                gui.frame()
                yield scene, (share, dx, dy)


def test_a_tab_keeps_off_the_names_of_the_islands_in_view(app, gui) -> None:
    """Play-test 24: "4 more · F" lay over the name of Tuvalu, an island in view at the top edge
    beside the cards beyond it. Wherever the view leaves cards out, the tabs keep off the
    islands' names."""
    tabs = 0
    for scene, view in _panned_views(app, gui):
        names = _name_boxes(scene)
        for tab in scene.offview.rects:
            tabs += 1
            assert tab.collidelist(names) < 0, (view, tab, names[tab.collidelist(names)])
    assert tabs >= 20, tabs


def _tag_and_seal_boxes(scene) -> list[pygame.Rect]:
    """Where the islands on the table have their capacity tags (as the table draws them over
    the ships) and their value seals (a toothed disc 0.29 of the card's size below its centre)."""
    from tongiaki.app.art import drawing, numberlabels
    from tongiaki.app.view.display import occupied_spots

    size = scene.view.size
    boxes = []
    for cell, card_id in scene.display.cells.items():
        card = scene.cards[card_id]
        if not card.is_island:
            continue
        x, y = (round(v) for v in scene.view.centre(cell))
        for image, (dx, dy) in numberlabels.capacity_tag_images(
            card,
            max(4, int(round(size))),
            scene.display.rotations[cell] % 6,
            occupied_spots(scene.display, cell, len(card.beaches)),
        ):
            boxes.append(image.get_bounding_rect().move(x + dx, y + dy))
        px, r = numberlabels.value_seal_metrics(size)
        if card.value > 0 and px >= drawing.MIN_LABEL_PX:
            reach = round(r * 1.22)
            boxes.append(pygame.Rect(x - reach, round(y + 0.29 * size) - reach, 2 * reach, 2 * reach))
    return boxes


def _spot_boxes(scene) -> list[pygame.Rect]:
    """Where the islands on the table have their mooring spots (a click or a dropped ship
    there chooses a beach)."""
    from tongiaki.app.art import cardgeom

    boxes = []
    for cell, card_id in scene.display.cells.items():
        card = scene.cards[card_id]
        if card.is_island:
            r = round(cardgeom.spot_radius(card, scene.view.size))
            for beach in scene.view.spot_points(scene.display, cell):
                boxes += [pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r) for x, y in beach]
    return boxes


def test_a_tab_keeps_off_the_capacity_tags_value_seals_and_spots_in_view(app, gui) -> None:
    """Play-test 25: a "4 more · F" tab lay over a beach's capacity tag, another over part of an
    island's value seal (it kept off the names only). Wherever the view leaves cards out, the
    tabs keep off every number printed on the islands in view, and off their mooring spots (a
    tab moved off a tag came over a spot, and took the click meant for it)."""
    tabs = 0
    for scene, view in _panned_views(app, gui, zooms=(1.0, 0.7)):
        marks = _tag_and_seal_boxes(scene) + _spot_boxes(scene)
        for tab in scene.offview.rects:
            tabs += 1
            hit = tab.collidelist(marks)
            assert hit < 0, (view, tab, marks[hit])
    assert tabs >= 40, tabs


def _danger_boxes(scene) -> list[pygame.Rect]:
    """Where the water cards on the table print their wakes' dangers (a ringed number near each
    end of a dangerous wake)."""
    from tongiaki.app.art import cardgeom, numberlabels

    size = scene.view.size
    boxes = []
    for cell, card_id in scene.display.cells.items():
        card = scene.cards[card_id]
        if card.is_island:
            continue
        x, y = (round(v) for v in scene.view.centre(cell))
        _px, r, _fill = numberlabels.danger_badge_metrics(int(round(size)))
        for (dx, dy), _danger in cardgeom.danger_labels(card, int(round(size)), scene.display.rotations[cell] % 6):
            boxes.append(pygame.Rect(round(x + dx - r), round(y + dy - r), round(2 * r), round(2 * r)))
    return boxes


def test_a_tab_keeps_off_the_wakes_dangers_where_it_can(app, gui) -> None:
    """Play-test 25: a "1 more · F" tab at the top edge hid part of a wake's danger number. A
    tab keeps off the islands' names, tags and seals first, then, where it can, off the dangers
    too (a tab may have no such place on a crowded edge, then it takes the first off the
    names)."""
    tabs = over = 0
    for scene, _view in _panned_views(app, gui, zooms=(1.0, 0.7)):
        dangers = _danger_boxes(scene)
        for tab in scene.offview.rects:
            tabs += 1
            over += tab.collidelist(dangers) >= 0
    assert tabs >= 40 and over <= tabs // 100, (over, tabs)  # 12 of 364 before, 1 now


def _apart_inside(tabs: list[pygame.Rect], area: pygame.Rect, where: object) -> None:
    """No tab over another, every tab inside `area`."""
    for one, other in itertools.combinations(tabs, 2):
        assert not one.colliderect(other), (where, one, other)
    for tab in tabs:
        assert area.contains(tab), (where, tab, area)


def _viewport(table) -> pygame.Rect:
    """The table area above the replay's bar: the cards show in it, below the strip at its top
    kept for the tabs and the size tip while they show (`top_room`), where the whole table's tab
    lies then too."""
    x, y, w, h = table._viewport()
    top = table.hud.rects["table"].top
    return pygame.Rect(round(x), top, round(w), round(y + h) - top)


SIZES = [(640, 480), (800, 600), (1000, 650), (1280, 800), (1366, 768), (1920, 1080)]
"""Windows from the least the game allows up."""


@pytest.mark.parametrize("setting", [1.0, 1.2])
@pytest.mark.parametrize("size", SIZES)
def test_the_tabs_never_overlap_nor_leave_the_table_area(size, setting) -> None:
    """At 800x600 the replay viewer drew "3 more · F" on the left edge over "2 more · F" at the
    bottom, and at 1000x650 the top and right tabs met at their corner: each edge placed its tab
    without the others. Over seeded games watched turn by turn, at every window size and UI scale
    setting (Settings offers up to 120%), the tabs lie apart, inside the part of the table area
    the cards show in (clear of the replay's bar)."""
    tabs = 0
    for seed in (11, 12, 13):  # a third game: the automatic view leans to show the most cards, fewer tabs
        application = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
        try:
            set_player_scale(setting)
            application.settings = application.settings.changed(ui_scale=setting)
            application.watch_replay(finished_match(["easy"] * 4, seed))
            replay = application.scene
            for turn in range(8, 60, 6):
                replay.goto_turn(turn)
                for _ in range(3):
                    replay.forward()
                for _ in range(40):  # the last decision's animation played out
                    replay.update(1 / 30)
                replay.draw(application.screen)
                table = replay.table
                shown = table._controls_on_table()
                tabs += len(shown)
                _apart_inside(shown, _viewport(table), (size, setting, seed, turn))
        finally:
            if application.scene is not None:
                application.scene.exit()
            application.close()
            set_player_scale(1.0)
    assert tabs >= 10, tabs


@pytest.mark.parametrize("size", SIZES)
def test_the_whole_table_tab_and_the_edge_tabs_lie_apart_inside_the_table_area(size) -> None:
    """Key F's view come in about the island whose beach a person is to click says so in a tab
    at the top left ("Closer, for your beach · F: the whole table") and shows the edges' tabs
    too: they lie apart, inside the table area (at 640x480 the tab's words were wider than the
    area); and the whole table's own tab keeps inside the area."""
    match = human_match_until(reproduces_onto_beaches, what="a reproduction onto beaches on a large table")
    application = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        gui = Gui(application)
        scene = shown_table(application, match, COLOURS)
        gui.wait_for_human()
        gui.key(pygame.K_f, unicode="f")
        assert scene.view_mode_rect is not None
        _apart_inside(scene._controls_on_table(), _viewport(scene), (size, "whole"))
        gui.click(scene.view.centre(reproduction(scene.match, scene.match.pending).cell))
        gui.wait_for_human()
        gui.frame()
        assert scene.view_mode_rect is not None  # come in: it says so
        shown = scene._controls_on_table()
        _apart_inside(shown, _viewport(scene), (size, "closer"))
    finally:
        if application.scene is not None:
            application.scene.exit()
        application.close()


def test_tabs_with_no_room_apart_say_less_then_merge() -> None:
    """Cards beyond every edge of a small area: the tabs lie apart inside it, off the tab
    already there (the whole table's), saying less where they must ("3 more · F", "3 more"); where four
    tabs cannot lie apart, one counts every card, on an edge; where not even that fits, none."""
    pygame.font.init()
    surface = pygame.Surface((600, 500))
    marks = OffviewMarks()
    centre = (300, 250)
    beyond = [(300, 150), (300, 160), (300, 350), (190, 250), (410, 250), (410, 240), (410, 260)]
    merged = 0
    for width, height in [(400, 300), (200, 160), (140, 120), (110, 90), (90, 70)]:
        area = pygame.Rect(0, 0, width, height)
        area.center = centre
        cards = [(centre[0] + (x - 300) * width / 200, centre[1] + (y - 250) * height / 180) for x, y in beyond]
        whole = pygame.Rect(area.x + 10, area.y + 10, min(100, width - 20), 20)
        for taken in ([], [whole]):
            marks.draw(surface, [centre, *cards], area, 30, 1.0, taken=taken)
            _apart_inside(marks.rects + taken, area, (width, height, taken))
            assert len(marks.rects) in (1, 4), (width, height, marks.rects)  # each edge its tab, or one for all
            merged += len(marks.rects) == 1
            if width >= 400:  # (at 200x160 four "3 more" tabs, words where "+3" was, merge)
                assert len(marks.rects) == 4, (width, marks.rects)
    assert merged >= 3, merged
    area = pygame.Rect(0, 0, 40, 20)
    marks.draw(surface, [(20, 10), (20, -40)], area, 30, 1.0)
    assert marks.rects == []  # no room for a tab at all


def _over_a_card_in_view(scene, tab: pygame.Rect) -> bool:
    """True when `tab` covers part of the hexagon of a card in view (one not counted beyond an
    edge of the view's room), more than a pixel in."""
    size = scene.view.size
    x, y, w, h = scene._viewport()
    area = pygame.Rect(round(x), round(y), round(w), round(h))
    centres = [scene.view.centre(cell) for cell in scene.display.cells]
    gone = {point for points in offview_cards(centres, area, size).values() for point in points}
    half_height = 3**0.5 / 2 * size - 1
    for cx, cy in centres:
        if (cx, cy) in gone:
            continue
        for px in range(tab.left, tab.right, 2):
            for py in range(tab.top, tab.bottom, 2):
                dy = abs(py - cy)
                if dy <= half_height and abs(px - cx) <= size - 1 - dy / 3**0.5:
                    return True
    return False


def test_a_tab_lies_over_the_sea_not_over_a_card_in_view(app, gui) -> None:
    """Play-test 33: "▲ 2 more · F" lay over Hiva Oa's beach, a card in view at the top edge of
    the table area (it kept off the card's names, tags, seals and spots only). A tab now lies
    over the sea by its edge, or over the cards beyond that edge, where it can: over the panned
    views of a 14-card table, never over a card in view (6 of 364 tabs were)."""
    tabs = over = 0
    for scene, _view in _panned_views(app, gui, zooms=(1.0, 0.7)):
        for tab in scene.offview.rects:
            tabs += 1
            over += _over_a_card_in_view(scene, tab)
    assert tabs >= 40 and over == 0, (over, tabs)


@pytest.mark.parametrize("size", [(1366, 768), (1280, 800)])
def test_the_replays_tabs_lie_over_the_sea_not_over_a_card_in_view(size) -> None:
    """Play-test 33 saw the tab over a card's beach in the replay too (1366x768, 5 seats). Over
    seeded games stepped through in the replay, where the sea at the edges leaves room, no tab
    lies over a card in view (71 of 162 tabs did)."""
    tabs, over = 0, []
    for seats, seed in ((5, 7), (4, 3), (5, 11)):
        application = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
        try:
            application.watch_replay(finished_match(["easy"] * seats, seed))
            replay = application.scene
            for step in range(0, replay.cursor.length, 4):
                replay._move(functools.partial(replay.cursor.goto, step))  # as a click on the strip
                for _ in range(30):  # any glide played out
                    replay.update(1 / 30)
                replay.draw(application.screen)
                for tab in replay.table.offview.rects:
                    tabs += 1
                    if _over_a_card_in_view(replay.table, tab):
                        over.append((seats, seed, step, tab))
        finally:
            if application.scene is not None:
                application.scene.exit()
            application.close()
    assert tabs >= 40 and not over, (len(over), tabs, over[:3])


def test_a_tab_says_what_is_beyond_in_words_where_it_has_room(app, gui) -> None:
    """Play-test 39's newcomer could not tell what "▼ 1 more · F" meant: where the sea by the
    edge has room, a tab says "N more card(s) · F shows all"; shorter only where that has none,
    and never over a card in view for its longer words."""
    from tongiaki.app.widgets.offview import tab_labels

    assert tab_labels(1)[:2] == ["1 more card · F shows all", "1 more card · F"]
    assert tab_labels(3)[0] == "3 more cards · F shows all" and tab_labels(3)[-1] == "3 more"
    from tongiaki.app.widgets import offview as offview_module

    said: list[str] = []
    for scene, _view in _panned_views(app, gui, zooms=(1.0,)):
        with recorded_text(offview_module) as drawn:
            scene.draw(app.screen)
        said += [label for label in drawn if "more" in label or label.startswith("+")]
        for tab in scene.offview.rects:
            assert not _over_a_card_in_view(scene, tab)
    assert said and sum("F shows all" in label for label in said) >= len(said) // 2, said
