"""The table's HUD and camera as a player uses them: the whole game in the log, the wheel over
the log scrolls it and leaves the board alone, the tracker counts the stack and hides on T, the
Undo button shows as soon as a move can be taken back, and the automatic view keeps the cards
readable through a game at 1280x800."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from conftest import AI_ITERATIONS, FRAME

from tests.app.drawn import recorded_text
from tongiaki.app.main import App
from tongiaki.app.scenes.table import FORCED_HOLD
from tongiaki.app.scenes.table_text import latest_story, shown_prompt
from tongiaki.app.view.camera import READABLE_HEX_SIZE
from tongiaki.play.narrate import LineKind, Narrator, retell
from tongiaki.rules import DecisionKind, EventKind, OptionKind


def _autoplay(seats: list[str], seed: int, size=(1280, 800), check=None) -> App:
    app = App(size, autoplay=True, ai_iterations=AI_ITERATIONS)
    assert app.new_game(seats, seed=seed, speed="instant") is None
    for _ in range(20000):
        if not app.running:
            break
        app.step(FRAME, [])
        if check is not None:
            check(app.scene)
    assert not app.running and app.finished_match is not None
    return app


def test_a_whole_seeded_game_is_in_the_log_and_cards_stay_readable() -> None:
    sizes = []
    # while the game is played (its end shows the whole table however small: test_table_end_view)
    app = _autoplay(["easy"] * 4, 11, check=lambda scene: None if scene.end_framed else sizes.append(scene.view.size))
    try:
        scene = app.scene
        match = scene.match
        lines = scene.hud.log.lines
        narrator = Narrator(match.deck, scene.short_names, [c.lower() for c in scene.colours])
        fresh = retell(narrator, 4, match.history, match.reasons)
        assert [line.text for line in lines] == [line.text for line in fresh]
        assert lines[0].text.startswith("Setup") and lines[-1].text.startswith("Game over")
        assert sum(1 for line in lines if line.kind is LineKind.HEADER) == match.state.turn + 1
        assert len(match.state.cells) > 20  # a table that would not fit whole at the floor
        assert min(sizes) >= READABLE_HEX_SIZE - 1e-6
        assert not scene.view.camera.user_moved
    finally:
        app.close()


def _one_frame_game(app: App) -> None:
    """A game of computer seats played fast to turn 12, then handed to people (so the table
    waits, at rest, for a decision)."""
    assert app.new_game(["easy", "easy", "easy"], seed=5, speed="instant") is None
    scene = app.scene
    for _ in range(3000):
        app.step(FRAME, [])
        if scene.match.state.turn > 12:
            break
    scene.match.agents = [None, None, None]
    scene.animator.speed = "normal"
    for _ in range(3000):
        if not scene.animator.busy and scene.view.camera.target is None and scene.match.waiting_for_human():
            return
        app.step(FRAME, [])
    raise AssertionError("the table did not come to rest")


def test_the_wheel_over_the_log_scrolls_it_and_leaves_the_camera(app, gui) -> None:
    _one_frame_game(app)
    scene = app.scene
    log = scene.hud.log
    assert log.max_offset > 0
    gui.move(log.rect.center)
    before = (scene.view.camera.zoom, scene.view.camera.offset)
    shown = log.hovered()
    gui.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
    assert log.offset > 0
    assert (scene.view.camera.zoom, scene.view.camera.offset) == before
    assert log.hovered() is not shown  # older lines under the pointer now
    for _ in range(200):
        gui.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])
    assert log.offset == 0
    assert (scene.view.camera.zoom, scene.view.camera.offset) == before
    # the same wheel over the board zooms it
    gui.move(scene.hud.rects["table"].center)
    gui.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
    assert scene.view.camera.zoom != before[0]


def test_a_click_on_to_the_latest_brings_the_log_back(app, gui) -> None:
    """A play-test needed about 70 wheel notches to come back to the newest lines: scrolled
    back, the log shows "to the latest", and one click there brings them back."""
    _one_frame_game(app)
    scene = app.scene
    log = scene.hud.log
    gui.frame()
    assert log.latest_rect is None  # at the newest lines: no button
    gui.move(log.rect.center)
    for _ in range(30):
        gui.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
    assert log.offset > 0
    assert log.latest_rect is not None and log.rect.contains(log.latest_rect)
    before = scene.view.camera.offset
    gui.click(log.latest_rect.center)
    assert log.offset == 0 and scene.view.camera.offset == before and scene.submitted == []
    gui.frame()
    assert log.latest_rect is None


def test_hovering_a_log_line_lights_its_cells(app, gui) -> None:
    _one_frame_game(app)
    scene = app.scene
    log = scene.hud.log
    gui.move((log.rect.x + 40, log.rect.bottom - log.row_height * 2))
    line = log.hovered()
    assert line is not None
    for _ in range(20):
        if line.cells:
            break
        log.scroll(1)
        line = log.hovered()
    assert line.cells
    x, y = scene.view.centre(line.cells[0])
    corner = (round(x + scene.view.size * 0.96 - 1), round(y))
    scene.draw(app.screen)
    lit = tuple(app.screen.get_at(corner))[:3]
    log.pointer = (-1, -1)
    scene.draw(app.screen)
    assert tuple(app.screen.get_at(corner))[:3] != lit


def test_tracker_counts_the_stack_and_hides_on_t(app, gui) -> None:
    _one_frame_game(app)
    scene = app.scene
    for _ in range(600):
        if not scene.animator.busy:
            break
        gui.frame()
    state = scene.match.state
    tracker = scene.hud.tracker
    islands, waters = tracker.left(scene.hud.stack_left)
    left = Counter(state.stack)
    cards = scene.match.deck.cards
    assert {c: n for c, n in islands.items() if n} == {c: n for c, n in left.items() if cards[c].is_island}
    assert Counter(waters) == Counter({c: n for c, n in left.items() if not cards[c].is_island})
    assert len(tracker.islands) == 15 and len(tracker.waters) == 16
    rect = scene.hud.rects["tracker"]
    scene.draw(app.screen)
    shown = pygame.image.tobytes(app.screen.subsurface(rect), "RGB")
    assert scene.show_tracker
    gui.key(pygame.K_t)
    assert not scene.show_tracker and not scene.hud.show_tracker
    assert gui.button("Tracker").label.endswith("off")
    scene.draw(app.screen)
    assert pygame.image.tobytes(app.screen.subsurface(rect), "RGB") != shown
    gui.click_button("Tracker")
    assert scene.show_tracker
    assert scene.show_odds
    gui.key(pygame.K_o)
    assert not scene.show_odds
    gui.click_button("Odds")
    assert scene.show_odds


def _at_the_first_action(app, gui):
    """A new game of the person (Blue) against easy, played by its first options up to Blue's
    first turn's action."""
    assert app.new_game(["human", "easy"], seed=2, speed="fast") is None
    scene = app.scene
    for _ in range(40):
        gui.wait_for_human()
        node = scene.match.pending
        if node.kind is DecisionKind.ACTION:
            return scene
        gui.perform(node.options[0])
    raise AssertionError("no action came")


def test_undo_shows_after_the_first_placement_of_a_reproduction(app, gui) -> None:
    scene = _at_the_first_action(app, gui)
    node = scene.match.pending
    reproduce = next(o for o in node.options if o.kind is OptionKind.REPRODUCE)
    gui.perform(reproduce)
    gui.wait_for_human()
    node = scene.match.pending
    assert node.kind is DecisionKind.REPRODUCE_BEACH, node.kind
    gui.perform(node.options[0])
    gui.wait_for_human()
    assert scene.match.pending.kind is DecisionKind.REPRODUCE_BEACH
    undo = gui.button("Undo")
    gui.click(undo.rect.center)
    assert scene.match.pending.kind is DecisionKind.REPRODUCE_BEACH
    assert scene.match.history[-1] == reproduce  # the placement was taken back
    assert "Blue takes back" in scene.hud.log.lines[-1].text
    # among the reproduction's lines, not a main line the next placements would read as part of
    from tongiaki.play.narrate import LineKind

    assert scene.hud.log.lines[-1].kind is LineKind.DETAIL


def test_undo_names_the_move_it_takes_back(app, gui) -> None:
    """Play-test 22 read "Blue takes back a move" after an undo that had also taken the ship's
    line out of the log, and could not tell which move went back: the line quotes it."""
    scene = _at_the_first_action(app, gui)
    node = scene.match.pending
    gui.perform(next(o for o in node.options if o.kind is OptionKind.REPRODUCE))
    gui.wait_for_human()
    placement = scene.match.pending.options[0]
    gui.perform(placement)
    gui.wait_for_human()
    told = [line.text for line in scene.hud.log.lines]
    placed = next(text for text in reversed(told) if text.startswith("New blue ship on"))
    gui.click(gui.button("Undo").rect.center)
    assert placed not in [line.text for line in scene.hud.log.lines[:-1]]  # out of the log...
    assert scene.hud.log.lines[-1].text == f'Blue takes back "{placed}"'  # ...and named by the undo
    gui.click(gui.button("Undo").rect.center)  # the reproduction itself: its main line
    assert scene.match.pending.kind is DecisionKind.ACTION
    last = scene.hud.log.lines[-1].text
    assert last.startswith('Blue takes back "Blue reproduces on '), last


def test_undos_in_a_row_leave_one_line_in_the_log(app, gui) -> None:
    """A play-test's log kept a line for each step taken back: undos in a row are told in one
    line, which quotes the first move taken back and counts the moves after it; the lines of
    every move taken back leave the log, and so does the last undo's line at the next undo."""
    scene = _at_the_first_action(app, gui)
    node = scene.match.pending
    gui.perform(next(o for o in node.options if o.kind is OptionKind.REPRODUCE))
    gui.wait_for_human()
    gui.perform(scene.match.pending.options[0])
    gui.wait_for_human()
    told = [line.text for line in scene.hud.log.lines]
    reproduced = next(text for text in reversed(told) if text.startswith("Blue reproduces on "))
    placed = next(text for text in reversed(told) if text.startswith("New blue ship on"))
    gui.click(gui.button("Undo").rect.center)
    gui.click(gui.button("Undo").rect.center)
    assert scene.match.pending.kind is DecisionKind.ACTION
    lines = [line.text for line in scene.hud.log.lines]
    undone = [text for text in lines if "takes back" in text]
    assert undone == [f'Blue takes back "{reproduced}" and the move after it'], undone
    assert lines[-1] == undone[0] and reproduced not in lines and placed not in lines
    # a move, then an undo of it: a new line in place of the last
    gui.perform(next(o for o in scene.match.pending.options if o.kind is OptionKind.REPRODUCE))
    gui.wait_for_human()
    gui.click(gui.button("Undo").rect.center)
    undone = [line.text for line in scene.hud.log.lines if "takes back" in line.text]
    assert undone == [f'Blue takes back "{reproduced}"'], undone


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
def test_the_log_shows_the_undo_at_once(app, gui, size) -> None:
    """Play-test 25: right after Undo the log still showed the ship's line taken back, and
    "Blue takes back ..." came only with the next move (the undo's line took as many rows as
    the line it took out, and the panel was painted again only when its rows changed). A few
    frames after the undo, the log on screen is the log of the game taken back."""
    from tongiaki.app.widgets.log import LogPanel

    app.screen = pygame.display.set_mode(size)
    scene = _at_the_first_action(app, gui)
    scene.resize(size)
    node = scene.match.pending
    gui.perform(next(o for o in node.options if o.kind is OptionKind.REPRODUCE))
    gui.wait_for_human()
    gui.perform(scene.match.pending.options[0])
    gui.wait_for_human()
    for _ in range(4):
        gui.frame()  # the log painted with the placement's line
    gui.click(gui.button("Undo").rect.center)
    assert scene.hud.log.lines[-1].text.startswith("Blue takes back")
    for _ in range(4):  # the HUD paints one changed panel a frame
        gui.frame()
    log = scene.hud.log
    fresh = LogPanel()
    fresh.set_rect(log.rect, log.scale)
    fresh.set_lines(log.lines)
    fresh.pointer, fresh.on_open = log.pointer, log.on_open  # (its "Full log" button too)
    fresh.draw(pygame.Surface(app.screen.get_size()))
    assert log._painted is not None and fresh._painted is not None  # the panel's picture, blitted each frame
    assert pygame.image.tobytes(log._painted, "RGBA") == pygame.image.tobytes(fresh._painted, "RGBA")


def test_undo_with_nothing_to_take_back_says_why(app, gui) -> None:
    """U at a turn's first action (the move before was the computer's) did nothing a play-test
    could see: it says why, and takes nothing back."""
    scene = _at_the_first_action(app, gui)
    gui.frame()
    assert not scene.match.can_undo()
    assert not any(b.label.startswith("Undo") for b in scene.hud.buttons)
    history = list(scene.match.history)
    gui.key(pygame.K_u)
    assert scene.match.history == history
    assert scene.hud.notice_text.startswith("Nothing to undo"), scene.hud.notice_text
    assert scene.hud.notice_text in ("Nothing to undo: the last move was Green's",
                                     "Nothing to undo: a card has been revealed since your last choice, "
                                     "and it stays revealed")


def test_the_layout_holds_from_1280x720_to_3840x2160() -> None:
    from tongiaki.app.widgets.hud import layout, ui_scale

    for size in ((1280, 696), (1350, 696), (1280, 720), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160)):
        rects = layout(size, None, 6)
        screen = pygame.Rect(0, 0, *size)
        names = list(rects)
        for name in names:
            assert screen.contains(rects[name]), (size, name)
            assert rects[name].width > 0 and rects[name].height > 0, (size, name)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                if {a, b} != {"prompt", "table"}:
                    assert not rects[a].colliderect(rects[b]), (size, a, b)
        assert rects["table"].width >= 0.5 * size[0]
        assert rects["tracker"].height >= 290 * ui_scale(size), size  # the whole tracker fits


def test_the_first_window_fits_the_screen_it_opens_on() -> None:
    from tongiaki.app.main import FRAME_ALLOWANCE, choose_window_size, parse_size

    for screen in ((1366, 768), (1280, 800), (1440, 900), (1920, 1080), (2560, 1440), (3840, 2160)):
        w, h = choose_window_size([screen, (800, 600)])
        assert w + FRAME_ALLOWANCE[0] <= screen[0] and h + FRAME_ALLOWANCE[1] <= screen[1], screen
        assert w >= 1024 and h >= 0.85 * 800, screen  # the HUD's smallest scale still holds
    assert choose_window_size([(1920, 1080)]) == (1536, 864)
    assert choose_window_size([(1366, 768)]) == (1350, 696)  # a small screen: all it leaves free
    assert choose_window_size([]) == (1280, 800)
    assert parse_size("auto") is None and parse_size("1366x768") == (1366, 768)


def test_the_top_bar_and_the_seats_follow_the_animation(app) -> None:
    """While a move is still being shown, the bar and the seat highlight tell that move, not
    the next player's turn that the rules have already reached."""
    assert app.new_game(["easy", "easy", "easy"], seed=4, speed="fast") is None
    scene = app.scene
    behind = 0
    for _ in range(4000):
        app.step(FRAME, [])
        thinker = scene.thinker
        if thinker.busy:
            thinker.wait(timeout=600)
        state = scene.match.state
        if scene.animator.busy and state.turn > scene.hud.shown_turn:
            behind += 1
            shown = scene.hud.shown_active
            latest = latest_story(scene.hud.log.lines)  # the story's newest line, not a reason alone
            name = scene.short_names[shown]
            assert scene.hud.prompt == shown_prompt(name, latest)
            assert scene.hud.prompt.startswith(name)
        if not scene.animator.busy:
            assert scene.hud.shown_active == state.active and scene.hud.shown_turn == state.turn
        if behind > 3 and state.turn > 6:
            break
    assert behind > 3


def test_forced_placements_are_shown_longer_and_logged(app) -> None:
    assert app.new_game(["easy", "easy", "easy"], seed=11, speed="normal") is None
    scene = app.scene
    seen: set[int] = set()
    for _ in range(20000):
        app.step(FRAME, [])
        if scene.thinker.busy:
            scene.thinker.wait(timeout=600)
        playing = scene.animator.current
        if playing is not None and scene.showing_forced and id(playing) not in seen:
            assert playing.event.kind in (EventKind.SHIP_PLACED, EventKind.SHIP_LANDED)
            assert playing.duration >= FORCED_HOLD / scene.animator.quickening()  # a long computer turn quickens
            assert scene.hud.log.lines[-1].text.endswith("(the only choice)")
            seen.add(id(playing))
        if len(seen) >= 3:
            break
    assert len(seen) >= 3


def test_every_log_row_fits_the_panel_as_drawn() -> None:
    # The end of the game is drawn in bold: it must be wrapped in bold too, or its last word
    # runs past the panel's edge ("Game over: Blue 12, Green 7, Orang").
    from tongiaki.app.widgets.log import LogPanel
    from tongiaki.app.widgets.ui import font
    from tongiaki.play.narrate import Line

    pygame.font.init()
    sample = "Game over: Blue 12, Green 7, Orange 22, Purple 18, Red 17 (Orange wins on points)"
    for panel_width in range(200, 330, 3):
        panel = LogPanel()
        panel.set_rect(pygame.Rect(0, 0, panel_width, 400), 1.0)
        panel.set_lines([Line(sample, kind, 1) for kind in LineKind])
        panel.draw(pygame.Surface((panel_width, 400)))
        width = panel.rect.width - round(30 * panel.scale)
        for row, index in panel._rows:
            kind = panel.lines[index].kind
            size, _, bold = panel.style(kind)
            assert font(size, bold).size(row)[0] <= width - panel._indent(kind), (panel_width, kind, row)
        assert {panel.lines[i].kind for _, i in panel._rows} == set(LineKind)


def test_a_line_cut_by_the_top_of_the_log_shows_it_goes_on_from_above(monkeypatch) -> None:
    """A play-test scrolled back and read "Tonga" alone at the top of the log, as a heading: the
    end of a line begun above the panel starts with an ellipsis."""
    from tongiaki.app.widgets import log as log_module
    from tongiaki.app.widgets.log import LogPanel
    from tongiaki.play.narrate import Line

    pygame.font.init()
    panel = LogPanel()
    panel.set_rect(pygame.Rect(0, 0, 220, 30 + 8 + 18 * 4), 1.0)
    long = "Orange lands an orange ship on Tonga's lower-right beach beside 1 colour, for a mixed fleet"
    panel.set_lines([Line(long, LineKind.MAIN, 1) for _ in range(3)])
    drawn: list[str] = []
    seen: set[bool] = set()
    plain = log_module.text
    monkeypatch.setattr(log_module, "text", lambda label, *a, **k: (drawn.append(label), plain(label, *a, **k))[1])
    panel.draw(pygame.Surface((220, 200)))  # wrapped
    assert panel.max_offset > 2
    for offset in range(panel.max_offset + 1):
        panel.offset = offset
        drawn.clear()
        panel._painted_key = None
        panel.draw(pygame.Surface((220, 200)))
        first = panel._first_row()
        top = drawn[2 if offset else 1]  # after the panel's title (and "to the latest")
        continued = first > 0 and panel._rows[first - 1][1] == panel._rows[first][1]
        assert top.startswith("… ") == continued, (offset, top)
        seen.add(continued)
    assert seen == {True, False}


def test_the_top_row_of_a_line_begun_above_the_log_cuts_no_word(monkeypatch) -> None:
    """A play-test read "… colour (safest pier: 56% to la …" at the top of the log: the row with
    its "… " no longer fitted and was cut, in a word. It shows whole words: the row's end, with
    "… " standing for the words above (the row count is the same)."""
    from tongiaki.app.widgets import log as log_module
    from tongiaki.app.widgets.log import LogPanel
    from tongiaki.app.widgets.ui import font
    from tongiaki.play.narrate import Line

    pygame.font.init()
    texts = [
        "Orange lands Green's ship on Hawaii's lower-left beach beside 1 colour (safest pier: "
        "56% to land, 44% to sink) and the game ends when it comes to the last card",
        "the fleet reaches Samoa " + "Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
    ]
    drawn: list[str] = []
    plain = log_module.text
    monkeypatch.setattr(log_module, "text", lambda label, *a, **k: (drawn.append(label), plain(label, *a, **k))[1])
    tops = 0
    for panel_width in range(200, 330, 7):
        panel = LogPanel()
        panel.set_rect(pygame.Rect(0, 0, panel_width, 30 + 8 + 18 * 3), 1.0)
        panel.set_lines([Line(t, kind, 1) for t in texts for kind in (LineKind.MAIN, LineKind.DETAIL, LineKind.REASON)])
        panel.draw(pygame.Surface(panel.rect.size))  # wrapped
        for offset in range(panel.max_offset + 1):
            panel.offset = offset
            drawn.clear()
            panel._painted_key = None
            panel.draw(pygame.Surface(panel.rect.size))
            first = panel._first_row()
            rows = panel._rows[first:first + panel.capacity]
            shown = drawn[-len(rows):]
            for k, ((row, index), label) in enumerate(zip(rows, shown, strict=True)):
                if k or first == 0 or panel._rows[first - 1][1] != index:
                    assert label == row, (panel_width, offset, label, row)
                    continue
                tops += 1
                kind = panel.lines[index].kind
                size, _, bold = panel.style(kind)
                assert font(size, bold).size(label)[0] <= panel_width - 30 - panel._indent(kind), label
                assert label.startswith("… ") and not label.endswith("…"), (panel_width, offset, label)
                rest = label.removeprefix("… ")
                whole = rest == row or row.endswith(" " + rest) or " " not in row and row.endswith(rest)
                assert whole, (panel_width, offset, label, row)
    assert tops > 50


def test_fitting_size_is_the_largest_at_which_every_label_fits() -> None:
    from tongiaki.app.widgets.ui import fitting_size, text

    pygame.font.init()
    labels = ["Mangareva", "Rarotonga", "Fidschi"]
    wide = max(text(label, 14).get_width() for label in labels)
    assert fitting_size(labels, 14, wide) == 14  # fits already: kept
    size = fitting_size(labels, 14, wide - 6)
    assert size < 14 and max(text(label, size).get_width() for label in labels) <= wide - 6
    assert max(text(label, size + 1).get_width() for label in labels) > wide - 6
    assert fitting_size(labels, 14, 3, smallest=9) == 9  # never below the smallest


def _draw_tracker(panel, surface: pygame.Surface, rect: pygame.Rect, scale: float, stack) -> list[tuple[str, int]]:
    """Draw the tracker `panel` and return every (label, size) its text calls made, in order."""
    from tongiaki.app.widgets import tracker as tracker_module

    drawn: list[tuple[str, int]] = []
    real_text = tracker_module.text

    def spy(label, size=20, colour=(0, 0, 0), bold=False):
        drawn.append((label, size))
        return real_text(label, size, colour, bold)

    tracker_module.text = spy
    try:
        panel.draw(surface, rect, scale, stack, False)
    finally:
        tracker_module.text = real_text
    return drawn


@pytest.mark.parametrize("scale, width", [(1.0, 205), (0.9, 200), (1.5, 300)])
def test_the_trackers_island_names_keep_clear_of_their_values(scale, width) -> None:
    """At the scale of the smallest window every island name of the standard deck is set at one
    size at which it ends before the value beside it (names shrink when the column is narrow)."""
    from tongiaki.app.widgets import tracker as tracker_module
    from tongiaki.app.widgets.ui import text
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    pygame.font.init()
    deck = load_deck(DEFAULT_DECK_PATH)
    stack = list(deck.stack_ids)
    panel = tracker_module.Tracker(deck.cards, stack)
    drawn = _draw_tracker(panel, pygame.Surface((400, 600)), pygame.Rect(0, 0, width, 420), scale, stack)
    names = {deck.cards[c].name for c in panel.islands}
    sizes = {size for label, size in drawn if label in names}
    assert len(sizes) == 1
    size = sizes.pop()
    col_w = (width - round(20 * scale)) // 2
    value_left = col_w - text("5", max(10, round(14 * scale)), bold=True).get_width() - round(6 * scale)
    assert all(text(name, size).get_width() + round(8 * scale) <= value_left for name in names)


@pytest.mark.parametrize("height", [290, 320, 360, 460])
def test_the_trackers_water_cards_are_never_cut_off_silently(height) -> None:
    """The water list once stopped where the panel ended, with nothing to say that cards were
    missing (at 1280x800 none of it showed). Now a summary by the worst wake always shows, and
    a list that does not fit ends in '+N more': every card is counted, nothing drawn below the
    panel."""
    from tongiaki.app.widgets import tracker as tracker_module
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    pygame.font.init()
    deck = load_deck(DEFAULT_DECK_PATH)
    stack = list(deck.stack_ids)
    panel = tracker_module.Tracker(deck.cards, stack)
    assert tracker_module.worst_wakes(deck.cards[c] for c in panel.waters) == (
        "highest danger 4 on 9 cards, 3 on 3, 2 on 3, none on 1")
    surface = pygame.Surface((208, 600))
    surface.fill((255, 0, 255))
    drawn = [label for label, _size in _draw_tracker(panel, surface, pygame.Rect(0, 0, 208, height), 1.0, stack)]
    assert " ".join(drawn).count("highest danger 4 on 9 cards,") == 1  # the summary, in full-size text
    listed = [label for label in drawn if label in {tracker_module.danger_label(deck.cards[c]) for c in panel.waters}]
    more = [int(label[1:].split()[0]) for label in drawn if label.endswith(" more")]
    if listed:  # a list is shown whole, or as far as it fits and the count of the rest
        assert len(listed) + sum(more) == len(panel.waters)
    else:
        assert not more and height < 360  # no room for two rows: the summary alone
    if height >= 460:
        assert not more  # a tall panel lists every card
    assert all(surface.get_at((x, y)) == (255, 0, 255) for x in range(0, 208, 7) for y in range(height, 600, 7))


def test_the_trackers_water_list_says_what_its_figures_are() -> None:
    """A play-test found "dangers (- none)" over "4/4/4 4/4/3" cryptic: where the panel has room
    the whole legend shows, on two lines if need be."""
    from tongiaki.app.widgets import tracker as tracker_module
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    pygame.font.init()
    deck = load_deck(DEFAULT_DECK_PATH)
    stack = list(deck.stack_ids)
    panel = tracker_module.Tracker(deck.cards, stack)
    surface = pygame.Surface((208, 600))
    labels = [label for label, _size in _draw_tracker(panel, surface, pygame.Rect(0, 0, 208, 460), 1.0, stack)]
    legend = tracker_module.LEGENDS[0]
    figures = {tracker_module.danger_label(deck.cards[c]) for c in panel.waters}  # ("safe" is in the legend too)
    pieces = [label for label in labels if label in legend and label != legend and label not in figures]  # its lines
    assert " ".join(pieces) == legend, labels


@pytest.mark.parametrize("scale, width", [(1.0, 208), (1.0, 200), (0.85, 180)])
@pytest.mark.parametrize("height", [330, 360, 400])
def test_the_water_lists_legend_reads_plainly_wherever_it_shows(scale, width, height) -> None:
    """Play-test 27 read "dangers (- none)" over "2/2/2 2/-/-" in a panel with room for one line
    of legend, and found it cryptic. Whichever legend fits, it says the figures are each card's
    wakes and what '-' means in words."""
    from tongiaki.app.widgets import tracker as tracker_module
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    pygame.font.init()
    deck = load_deck(DEFAULT_DECK_PATH)
    stack = list(deck.stack_ids)
    panel = tracker_module.Tracker(deck.cards, stack)
    labels = [label for label, _size in _draw_tracker(panel, pygame.Surface((width, 600)),
                                                        pygame.Rect(0, 0, width, height), scale, stack)]
    figures = {tracker_module.danger_label(deck.cards[c]) for c in panel.waters}
    if not any(label in figures for label in labels):
        pytest.skip("no room for the water list")
    shown = " ".join(label for label in labels if any(label in legend for legend in tracker_module.LEGENDS))
    assert "wake" in shown and "- = safe" in shown, labels


@pytest.mark.parametrize("deck_name", ["standard", "great-ocean"])
@pytest.mark.parametrize("drawn_first", [0, 6])
def test_the_tracker_shows_every_island_and_the_water_summary_whatever_the_deck(deck_name, drawn_first) -> None:
    """A play-test of the great-ocean deck (24 islands) lost the tracker's last island row once
    the end line grew to four lines, and the tutorial cut the water summary's last line. The
    end's rule gives way first, then the text shrinks: every island name and the whole summary
    show, and nothing is drawn below the panel (at the smallest panel the layout gives)."""
    from tongiaki.app.widgets import tracker as tracker_module
    from tongiaki.app.widgets.hud import TRACKER_NEED
    from tongiaki.play.decks import find_deck, load_deck

    pygame.font.init()
    deck = load_deck(find_deck(deck_name))
    stack = list(deck.stack_ids)
    panel = tracker_module.Tracker(deck.cards, stack)
    left = [c for c in stack if c not in panel.islands[:drawn_first]] if drawn_first else stack
    left = left[: len(left) - drawn_first]  # some water cards gone too: a longer end line
    surface = pygame.Surface((208, 700))
    surface.fill((255, 0, 255))
    drawn = [label for label, _size in _draw_tracker(panel, surface, pygame.Rect(0, 0, 208, TRACKER_NEED), 1.0, left)]
    names = {deck.cards[c].name for c in panel.islands}
    assert names <= set(drawn)
    summary = tracker_module.worst_wakes(deck.cards[c] for c in left if not deck.cards[c].is_island)
    assert summary in " ".join(drawn)  # its wrapped lines, whole
    assert all(surface.get_at((x, y)) == (255, 0, 255) for x in range(0, 208, 5) for y in range(TRACKER_NEED, 700, 5))


@pytest.mark.parametrize("small", [(500, 350), (1000, 400), (620, 420)])
def test_a_window_made_too_small_is_enlarged_again_and_the_table_draws(app, gui, small) -> None:
    """A play-test dragged the window to 500x350 in a game: the tracker panel had no room and
    the game stopped with a traceback. The window now goes back to at least 640x480."""
    from tongiaki.app.main import MIN_WINDOW

    assert app.new_game(["human", "easy"], seed=2, speed="instant") is None
    assert gui.wait_for_human()
    app.screen = pygame.display.set_mode(small, pygame.RESIZABLE)
    app.step(FRAME, [pygame.event.Event(pygame.VIDEORESIZE, size=small, w=small[0], h=small[1])])
    w, h = app.screen.get_size()
    assert w >= MIN_WINDOW[0] and h >= MIN_WINDOW[1]
    assert (w, h) == (max(small[0], MIN_WINDOW[0]), max(small[1], MIN_WINDOW[1]))
    for _ in range(5):
        app.step(FRAME, [])
    app.to_menu()
    app.step(FRAME, [])  # the start screen draws at that size too


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)])
def test_every_prompt_shows_whole_in_the_prompt_panel(size) -> None:
    """At 640x480 a play-test read "Place a starting ship on a": the prompt was cut after two lines."""
    from tongiaki.app.input.interaction import ACTION_PROMPTS, PROMPTS

    app = App(size, ai_iterations=AI_ITERATIONS)
    try:
        assert app.new_game(["human", "easy"], seed=2, speed="instant") is None
        hud = app.scene.hud
        for prompt in [*PROMPTS.values(), *ACTION_PROMPTS.values()]:
            hud.prompt = f"Purple (you): {prompt}"
            px, lines = hud.prompt_lines()
            assert " ".join(lines) == " ".join(hud.prompt.split()), (size, prompt)
            assert px >= 10
        app.step(FRAME, [])
    finally:
        app.scene.exit()
        app.close()


def test_an_enlarged_ui_takes_the_room_of_a_hidden_tracker() -> None:
    """With the UI scale at 120%, the panels grow with the tracker shown or hidden (a play-test
    saw 120% change nothing; then it grew only with the tracker hidden): shown, the stack's
    panel goes under the seats to leave the tracker its room; hidden, it stays above the
    buttons, and comes back under the seats when the tracker shows again."""
    from tongiaki.app.widgets.hud import set_player_scale

    app = App((1280, 800), ai_iterations=AI_ITERATIONS)
    try:
        app.update_settings(ui_scale=1.2)  # as the Settings screen sets it
        assert app.new_game(["human", "easy"], seed=2, speed="instant") is None
        scene = app.scene
        rects = scene.hud.rects
        if not scene.show_tracker:
            scene.toggle_tracker()
        assert abs(scene.hud.scale - 1.2) < 1e-6 and rects["stack"].left == rects["seats"].left
        scene.toggle_tracker()
        rects = scene.hud.rects
        assert not scene.show_tracker and abs(scene.hud.scale - 1.2) < 1e-6
        assert rects["stack"].right == rects["buttons"].right  # the right column has room for it
        app.step(FRAME, [])
        scene.toggle_tracker()
        rects = scene.hud.rects
        assert abs(scene.hud.scale - 1.2) < 1e-6 and rects["stack"].left == rects["seats"].left
        assert scene.interaction.stack_rect == scene.hud.stack_card_rect  # dragged from where it is drawn
    finally:
        set_player_scale(1.0)
        app.scene.exit()
        app.close()


def test_thinking_shows_on_the_detail_line_clear_of_the_name() -> None:
    """A play-test read "Orange (hard)thinking..." at 1280x800: the label sat on the name's line."""
    from tongiaki.app.widgets.ui import text

    app = App((1280, 800), ai_iterations=AI_ITERATIONS)
    try:
        assert app.new_game(["human", "hard", "hard", "hard"], seed=2, speed="instant") is None
        hud = app.scene.hud
        area = hud.rects["seats"]
        image = pygame.Surface(area.size, pygame.SRCALPHA)
        for seat in (1, 2, 3):
            hud.thinking_seat = seat
            hud._paint_seats(image, pygame.Rect(0, 0, *area.size), app.scene.display, 0.0)
            name = text(hud.names[seat], hud.px(18), (0, 0, 0), bold=True)
            row_h = min(hud.px(54), (area.height - hud.px(34)) // len(hud.names))
            top = hud.px(30) + seat * row_h
            name_rect = name.get_rect(topleft=(6 + hud.px(44), top + hud.px(4)))
            # On the detail line under the name (their text boxes may share a line's leading), or
            # to the right of the whole name.
            assert (hud.thinking_rect.top >= name_rect.top + hud.px(26) - hud.px(4) - 1
                    or hud.thinking_rect.left >= name_rect.right), (seat, hud.thinking_rect, name_rect)
            assert hud.thinking_rect.right <= area.width
    finally:
        app.scene.exit()
        app.close()


@pytest.mark.parametrize("height", [60, 90, 120, 180, 240, 320])
def test_the_tracker_draws_whole_lines_inside_its_panel(height) -> None:
    """At 640x480 with six seats a play-test saw the tracker's panel cut a line of 7-pixel text
    through at its edge: whatever its height, nothing is drawn outside the panel, and the
    counts show as long as there is room for them."""
    from tongiaki.app.widgets import tracker as tracker_module
    from tongiaki.app.widgets.tracker import Tracker
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    pygame.font.init()
    deck = load_deck(DEFAULT_DECK_PATH)
    tracker = Tracker(deck.cards, deck.stack_ids)
    surface = pygame.Surface((300, 400))
    surface.fill((255, 0, 255))
    rect = pygame.Rect(20, 20, 180, height)
    with recorded_text(tracker_module) as drawn:
        tracker.draw(surface, rect, 0.85, deck.stack_ids, False)
    outside = [(x, y) for x in range(0, 300, 2) for y in range(0, 400, 2)
               if not rect.collidepoint(x, y) and surface.get_at((x, y))[:3] != (255, 0, 255)]
    assert not outside, outside[:5]
    if height >= 90:
        assert any(line.startswith("Islands: 15 of 15") for line in drawn)


def test_a_notice_keeps_off_the_point_just_clicked(app, gui) -> None:
    """A play-test's "Not that beach: ..." covered the very beach just clicked: a notice whose
    usual place (the top of the table area) would lie over the pointer goes to the bottom."""
    assert app.new_game(["human", "random"], seed=6, speed="instant") is None
    scene = app.scene
    assert gui.wait_for_human()
    table = scene.hud.rects["table"]
    scene.hud.notice("Not that beach: a test", scene.t)
    gui.move((table.centerx, table.bottom - 20))
    top = scene.hud.notice_rect
    assert top is not None and top.top < table.centery
    gui.move((table.centerx, top.centery))  # the pointer where the notice was
    moved = scene.hud.notice_rect
    assert moved is not None and moved.bottom > table.centery and not moved.collidepoint((table.centerx, top.centery))


def test_a_wrapped_prompt_has_even_lines() -> None:
    """A play-test's banner ended on a line of one word ("...or click a / pier.")."""
    from tongiaki.app.widgets.ui import balanced_wrap, font, wrap

    prompt = "Blue (you): Drag the stack card onto a highlighted empty cell, or drag the stack's card onto a pier (or click a pier)."
    face = font(18, True)
    width = face.size(prompt)[0] - face.size("pier).")[0] + 4  # the greedy wrap leaves one word over
    greedy = wrap(prompt, 18, width, True)
    assert len(greedy) == 2 and greedy[1] == "pier)."
    balanced = balanced_wrap(prompt, 18, width, True)
    assert len(balanced) == 2 and " ".join(balanced) == prompt
    assert all(face.size(line)[0] <= width for line in balanced)
    assert abs(face.size(balanced[0])[0] - face.size(balanced[1])[0]) < width / 3
    assert balanced_wrap("short", 18, width, True) == ("short",)


def test_pointing_at_a_log_line_lights_its_cards_in_their_own_colour(app, gui) -> None:
    """A play-test could hardly see which card a log line was about: the accent outline looked
    like the player's own island outline. The cards are washed and outlined in cyan."""
    from tongiaki.app.scenes.table_draw import LOG_LIGHT
    from tongiaki.app.view.hexview import hex_corners

    _one_frame_game(app)
    scene = app.scene
    log = scene.hud.log
    table = scene.hud.rects["table"]
    for y in range(log.rect.top + 4, log.rect.bottom - 4, 4):
        gui.move((log.rect.centerx, y))
        line = log.hovered()
        cells = [c for c in line.cells if table.collidepoint(scene.view.centre(c))] if line is not None else []
        if cells:
            break
    else:
        raise AssertionError("no log line about a card in view")
    gui.frame()
    corners = hex_corners(scene.view.centre(cells[0]), scene.view.size * 0.96)
    (x0, y0), (x1, y1) = corners[0], corners[1]
    edge = (round((x0 + x1) / 2), round((y0 + y1) / 2))
    near = [app.screen.get_at((edge[0] + dx, edge[1] + dy))[:3] for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    assert LOG_LIGHT in near, near


def test_the_warning_that_one_card_of_a_kind_is_left_is_not_the_final_turn(app, gui) -> None:
    """A play-test's stack panel said "Final turn!" with 5 islands and 1 water card left: it took
    the log's warning line (of the end's kind) for the end itself."""
    from tests.app.matches import human_match_until

    def one_left(match, node) -> bool:  # just after the reveal that left one card of its kind
        cards = match.deck.cards
        islands = sum(1 for c in match.state.stack if cards[c].is_island)
        recent = any(e.kind is EventKind.CARD_REVEALED for e in match.events[-6:])
        return recent and not match.state.end_triggered and 1 in (islands, len(match.state.stack) - islands)

    match = human_match_until(one_left, what="one card of a kind left")
    app.show_match(match, ["blue", "green"], "instant")
    scene = app.scene
    assert gui.wait_for_human()
    gui.frame()
    assert any(line.text.startswith("Only 1 ") for line in scene.narrator.lines[-12:])
    scene._sync_hud()  # as while a computer's move is shown: the HUD as far as the log has got
    assert not scene.hud.end_shown and not scene.narrator.end_told


def test_the_log_holds_still_under_the_pointer_and_goes_on_when_it_leaves() -> None:
    """A play-test pointed at a log line while a computer played: new lines pushed it away and
    another line lit up."""
    from tongiaki.app.widgets.log import LogPanel
    from tongiaki.play.narrate import Line

    pygame.font.init()
    panel = LogPanel()
    panel.set_rect(pygame.Rect(0, 0, 260, 200), 1.0)
    panel.set_lines([Line(f"line {i}", LineKind.MAIN, 1) for i in range(30)])
    panel.draw(pygame.Surface((260, 200)))
    panel.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 120), rel=(0, 0), buttons=(0, 0, 0)))
    pointed = panel.hovered()
    panel.extend([Line(f"new {i}", LineKind.MAIN, 1) for i in range(5)])
    assert panel.hovered() is pointed and panel.offset == 5  # held: "to the latest" shows
    panel.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 120), rel=(0, 0), buttons=(0, 0, 0)))
    assert panel.offset == 0  # the pointer left: the newest lines again
    panel.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 120), rel=(0, 0), buttons=(0, 0, 0)))
    panel.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    scrolled = panel.offset
    panel.extend([Line("later", LineKind.MAIN, 1)])
    panel.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 120), rel=(0, 0), buttons=(0, 0, 0)))
    assert panel.offset == scrolled + 1  # scrolled back by hand: it stays where the player put it


def test_the_only_choice_label_goes_on_the_seas_side_of_its_spot() -> None:
    """A play-test's "only choice" covered an island's name: on a lower beach it goes below the
    spot, on an upper one above it, never towards the island's middle."""
    from tongiaki.app.scenes.table_draw import only_choice_box

    island = (400.0, 300.0)
    lower = only_choice_box((80, 16), (400.0, 350.0), 10, island)
    upper = only_choice_box((80, 16), (400.0, 250.0), 10, island)
    assert lower.top > 350 and upper.bottom < 250
    assert abs(lower.centerx - 400) <= 1 and abs(upper.centerx - 400) <= 1


def test_undoing_a_cards_placement_says_the_card_is_placed_again(app, gui) -> None:
    """A play-test read "takes back a move" and then "New card: island Nauru" (told where the
    card went the second time) as a second card turned up."""
    scene = _at_the_first_action(app, gui)
    gui.perform(next(o for o in scene.match.pending.options if o.kind is OptionKind.RESETTLE))
    cards = scene.match.deck.cards
    for _ in range(40):  # water cards are laid until an island comes up (R8.2)
        gui.wait_for_human()
        node = scene.match.pending
        assert node.kind is DecisionKind.PLACE_CARD, node.kind
        card = cards[scene.match.state.place_card]
        gui.perform(node.options[0])
        if card.is_island:
            break
    gui.wait_for_human()
    gui.frame()
    assert scene.match.pending.kind is DecisionKind.SETTLE
    gui.click(gui.button("Undo").rect.center)
    assert scene.match.pending.kind is DecisionKind.PLACE_CARD
    assert scene.hud.log.lines[-1].text == f"Blue takes back where the new card went: island {card.name} is placed again"


@pytest.mark.parametrize("factor", [1.0, 1.3])
def test_the_card_size_setting_is_told_once_when_the_cards_reach_their_smallest(app, gui, factor) -> None:
    """A play-test read 7 px names late in a game and never found Settings > Card size: the
    first decision of the person that comes with the automatic view at its smallest cards says
    how to get larger ones, once a game; not with a card size already chosen, nor early."""
    from tests.app.matches import human_match_until
    from tongiaki.app.scenes.table import SIZE_TIP
    from tongiaki.app.view import camera as camera_module

    early = human_match_until(lambda match, node: node.kind is DecisionKind.ACTION, what="a first action")
    app.show_match(early, ["blue", "orange"], "instant")
    scene = app.scene
    assert gui.wait_for_human()
    gui.frame()
    assert not scene.view.camera.at_readable_floor() and scene.hud.notice_text != SIZE_TIP
    late = human_match_until(lambda match, node: node.kind is DecisionKind.ACTION and len(match.state.cells) >= 26,
                             what="a large table")
    camera_module.set_card_size(factor)
    try:
        app.show_match(late, ["blue", "orange"], "instant")
        scene = app.scene
        assert gui.wait_for_human()
        gui.frame()
        assert scene.view.camera.at_readable_floor()
        told = scene.hud.notice_text == SIZE_TIP and scene.hud.notice_until > scene.t
        assert told == (factor == 1.0) and scene.size_tip_given == (factor == 1.0)
        if told:
            scene.hud.notice_text = ""
            scene.last_decision = None  # the decision comes anew: not told twice
            gui.frame()
            assert scene.hud.notice_text == ""
    finally:
        camera_module.set_card_size(1.0)


def test_space_is_told_once_after_a_long_wait_through_the_computers_moves(app) -> None:
    """A play-test waited 61 s through a chain of the computer seats' voyages and did not know
    that Space skips them: after `SKIP_TIP_AFTER` seconds of moves shown since the person's last
    decision a notice says so, once a game."""
    import random

    from tests.app.conftest import AI_WAIT_LIMIT, FRAME
    from tongiaki.app.scenes.table import SKIP_TIP, SKIP_TIP_AFTER

    # at the slow speed: at normal the computers' long turns play quicker as they go on, and no
    # wait of this seed's game reaches SKIP_TIP_AFTER
    assert app.new_game(["human", "easy", "easy", "easy"], seed=4, speed="slow") is None
    scene = app.scene
    rng = random.Random(1)
    shown = told = 0.0  # seconds of moves shown since the person's last decision; when told
    for _ in range(60_000):
        if scene.thinker.busy:
            assert scene.thinker.wait(timeout=AI_WAIT_LIMIT)
        if scene._human_turn_ready():
            shown = 0.0
            node = scene.match.pending
            scene.submit(node.options[rng.randrange(len(node.options))])
        if scene.match.is_over():
            break
        busy = scene.animator.busy
        scene.update(FRAME)  # (not drawn: the frames are many)
        shown += FRAME if busy else 0.0
        if scene.skip_tip_given and not told:
            told = shown
            assert scene.hud.notice_text == SKIP_TIP
            scene.hud.notice_text = ""
        if told and shown > told + 2 * SKIP_TIP_AFTER:
            break
    assert SKIP_TIP_AFTER <= told <= SKIP_TIP_AFTER + 1.0, told
    assert scene.hud.notice_text != SKIP_TIP  # not told again


def test_the_tracker_tells_the_stalls_end_in_its_end_text() -> None:
    """R8.5: play-test 25 saw a leading hard seat pass turn after turn with nothing on the table
    saying the game would end after so many turns without a new card."""
    from tongiaki.app.widgets.tracker import end_text

    assert end_text(3, 5, False, stall=8) == ("3 islands and 5 water cards left: the game ends when the last island "
                                              "or the last water card is revealed, or when 8 more turns pass "
                                              "without a new card")
    assert end_text(3, 5, False, stall=1).endswith("or when 1 more turn passes without a new card")
    assert end_text(3, 5, False, short=True, stall=8) == ("3 islands and 5 water cards left: either running out "
                                                          "ends the game, or 8 more turns without a new card")
    assert "turn" not in end_text(3, 5, False)


def test_the_table_shows_the_stall_count_once_a_round_passes_without_a_new_card(app) -> None:
    from tests.app.matches import human_match_until, shown_table
    from tongiaki.app.scenes.table_text import stall_shown

    match = human_match_until(lambda m, node: node.kind is DecisionKind.ACTION and m.state.turns_without_reveal >= 2,
                              what="a round without a new card")
    scene = shown_table(app, match, ["blue", "green"])
    state = match.state
    assert scene.hud.stall_shown == state.stall_turns_left() == 20 - state.turns_without_reveal
    fresh = human_match_until(lambda m, node: node.kind is DecisionKind.ACTION and m.state.turns_without_reveal == 1,
                              what="a turn without a new card")
    assert stall_shown(fresh.state) is None  # less than a round: nothing said


@pytest.mark.parametrize("height", range(90, 200, 3))
def test_the_trackers_short_form_shows_the_water_summary_whole_or_not_at_all(height) -> None:
    """Play-test 25: above a docked hint the tracker's counts ended in "highest danger 4 on 9
    cards," (the summary's first line, its second cut off by the panel's edge)."""
    from tongiaki.app.widgets import tracker as tracker_module
    from tongiaki.app.widgets.tracker import Tracker, worst_wakes
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    pygame.font.init()
    deck = load_deck(DEFAULT_DECK_PATH)
    tracker = Tracker(deck.cards, deck.stack_ids)
    summary = worst_wakes(deck.cards[c] for c in deck.stack_ids if not deck.cards[c].is_island)
    surface = pygame.Surface((300, 400))
    with recorded_text(tracker_module) as drawn:
        tracker.draw(surface, pygame.Rect(0, 0, 190, height), 0.85, deck.stack_ids, False, shrink=False)
    shown = [label for label in drawn if len(label) > 3 and label in summary]  # (not a value such as "5")
    assert shown == [] or " ".join(shown) == summary, (shown, summary)


def test_the_tracker_names_the_wakes_no_fleet_of_the_game_crosses(app, gui) -> None:
    """Play-test 39's newcomer played a game of two and was never told that wakes of danger 3
    and 4 stop every fleet there (a fleet holds one colour per player at most, R6.2): the water
    summary says so in a game of two and says nothing of walls in a game of four."""
    from tongiaki.app.widgets import tracker as tracker_module
    from tongiaki.app.widgets.tracker import worst_wakes
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.rules.odds import walls

    deck = load_deck(DEFAULT_DECK_PATH)
    waters = [deck.cards[c] for c in deck.stack_ids if not deck.cards[c].is_island]
    assert walls([0, 2, 3, 4, 3], 2) == [4, 3] and walls([0, 2, 3, 4], 4) == [] and walls([6, 5], 5) == [6]
    assert worst_wakes(waters, 2).endswith("; 4 and 3 are walls with 2 players")
    assert worst_wakes(waters, 3).endswith("; 4 is a wall with 3 players")
    assert "wall" not in worst_wakes(waters, 4) and worst_wakes(waters, 4) == worst_wakes(waters)
    app.new_game(["human", "easy"], seed=3, speed="instant")
    gui.frame()
    tracker = app.scene.hud.tracker
    assert tracker.players == 2
    with recorded_text(tracker_module) as drawn:
        tracker.draw(pygame.Surface((400, 600)), pygame.Rect(0, 0, 200, 560), 1.0, deck.stack_ids, False)
    assert "3 are walls with 2 players" in " ".join(drawn), drawn


def test_the_heading_tells_the_round_with_the_turn() -> None:
    """Play-test 41 read "Turn 36" of a 5-seat game as its own 36th turn (it was its 8th): the
    heading says the round too, every seat's turn once, as the turns pass in seat order (R3.2)."""
    from tongiaki.app.widgets.hud import turn_heading
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.play.match import Match

    assert turn_heading(1, 5) == "Turn 1 · round 1"
    assert turn_heading(5, 5) == "Turn 5 · round 1"
    assert turn_heading(6, 5) == "Turn 6 · round 2"
    assert turn_heading(36, 5) == "Turn 36 · round 8"
    assert turn_heading(3, 2) == "Turn 3 · round 2"
    match = Match(load_deck(DEFAULT_DECK_PATH), ["random"] * 5, 4)
    seen = []
    while not match.is_over() and match.state.turn <= 12:
        if match.state.turn > 0 and (not seen or seen[-1][0] != match.state.turn):
            seen.append((match.state.turn, match.state.active))
        match.advance()
    for turn, seat in seen:  # a round is each seat's turn once: it starts with seat 1 (index 0)
        assert turn_heading(turn, 5).endswith(f"round {(turn - 1) // 5 + 1}")
        assert seat == (turn - 1) % 5


def test_the_top_bar_at_the_games_end_names_the_winner_and_how_a_tie_broke() -> None:
    """Play-test 45's top bar said "The game is over." at the end; it names the winner, the
    points and, on a tie, what decided it (R8.4, the rules core's standing)."""
    from tongiaki.app.scenes.table_text import game_over_prompt
    from tongiaki.rules.scoring import standing

    names = ["Blue (you)", "Green (easy)", "Orange (hard)"]
    assert game_over_prompt(standing([12, 25, 20], [3, 4, 4], [9, 8, 7]), names) == (
        "Game over: Green (easy) wins with 25 points")
    assert game_over_prompt(standing([25, 25, 20], [3, 4, 4], [9, 8, 7]), names) == (
        "Game over: Green (easy) wins with 25 points, tied on points: the most islands decide")
    assert game_over_prompt(standing([25, 25, 20], [4, 4, 4], [9, 8, 7]), names) == (
        "Game over: Green (easy) wins with 25 points, tied on points and islands: the fewest ships decide")
    assert game_over_prompt(standing([25, 25, 25], [4, 4, 4], [8, 8, 7]), names) == (
        "Game over: Orange (hard) wins with 25 points, tied on points and islands: the fewest ships decide")
    assert game_over_prompt(standing([25, 25, 20], [4, 4, 4], [8, 8, 7]), names) == (
        "Game over: Blue (you) and Green (easy) share the win on 25 points")
