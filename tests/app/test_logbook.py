"""The large log (L, or the log's "Full log" button): the whole story in a wide panel.

Play-test 35: at UI scale 120% the log beside the table showed 9-10 rows while a computer turn
with its reasons ran to 20-40, and a turn could not be read back.
"""

from __future__ import annotations

import pygame

from tests.app.conftest import FRAME
from tests.app.test_table_hud import _one_frame_game
from tongiaki.app.widgets.log import LogPanel
from tongiaki.app.widgets.logbook import LogBook
from tongiaki.play.narrate import Line, LineKind


def _wheel(gui, notches: int) -> None:
    gui.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False)])


def test_l_opens_the_large_log_at_the_newest_lines_and_it_shows_more_of_them(app, gui) -> None:
    _one_frame_game(app)
    scene = app.scene
    small, book = scene.hud.log, scene.logbook
    gui.frame()
    assert not book.visible
    gui.key(pygame.K_l)
    assert book.visible
    gui.frame()
    panel = book.panel
    assert panel.lines == small.lines and panel.offset == 0
    assert panel.top_line() is not None
    # the same story in a larger type, wider, and more of it at once
    assert panel.font_px > small.font_px
    assert panel.rect.width > 2 * small.rect.width
    shown = {index for _, index in panel._rows[-panel.capacity:]}
    assert len(shown) > 2 * len({index for _, index in small._rows[-small.capacity:]})
    # over the table: the board is drawn under it
    assert book.rect.colliderect(scene.hud.rects["table"])
    gui.key(pygame.K_l)
    assert not book.visible


def test_while_open_it_takes_every_input_and_the_board_stays(app, gui) -> None:
    """Keys and the wheel scroll the large log; a click on it chooses nothing on the board; a
    click outside, Esc or its close button closes it."""
    _one_frame_game(app)
    scene = app.scene
    book = scene.logbook
    camera = scene.view.camera
    before = (camera.zoom, camera.offset)
    gui.key(pygame.K_l)
    gui.frame()
    gui.move(scene.hud.rects["table"].center)
    _wheel(gui, 1)  # over the table: scrolls the log, never zooms the board
    assert book.panel.offset > 0 and (camera.zoom, camera.offset) == before
    gui.key(pygame.K_END)
    assert book.panel.offset == 0
    gui.key(pygame.K_HOME)
    assert book.panel.offset == book.panel.max_offset > 0
    gui.key(pygame.K_PAGEDOWN)
    assert 0 < book.panel.offset < book.panel.max_offset
    gui.key(pygame.K_f)  # a camera key does nothing to the board while the log is open
    gui.click(book.panel.rect.center)
    assert book.visible and scene.submitted == [] and (camera.zoom, camera.offset) == before
    gui.key(pygame.K_ESCAPE)  # closes the log; the game goes on (Esc did not leave the table)
    assert not book.visible and app.scene is scene
    gui.key(pygame.K_l)
    gui.frame()
    gui.click(book.close_rect.center)
    assert not book.visible
    gui.key(pygame.K_l)
    gui.frame()
    gui.click((2, 2))  # outside the panel
    assert not book.visible and app.scene is scene


def test_the_full_log_button_of_the_small_log_opens_it(app, gui) -> None:
    _one_frame_game(app)
    scene = app.scene
    small = scene.hud.log
    gui.frame()
    assert small.open_rect is not None and small.rect.contains(small.open_rect)
    gui.click(small.open_rect.center)
    assert scene.logbook.visible and scene.submitted == []
    # scrolled back, "to the latest" and "Full log" share the title row without touching
    scene.logbook.close()
    gui.move(small.rect.center)
    for _ in range(10):
        _wheel(gui, 1)
    assert small.latest_rect is not None and small.open_rect is not None
    assert not small.latest_rect.colliderect(small.open_rect)
    assert small.latest_rect.x > small.rect.x + small.font_px * 3  # after the title


def test_it_opens_where_the_small_log_was_scrolled_back_to(app, gui) -> None:
    _one_frame_game(app)
    scene = app.scene
    small, book = scene.hud.log, scene.logbook
    gui.frame()
    gui.move(small.rect.center)
    for _ in range(15):
        _wheel(gui, 1)
    top = small.top_line()
    assert top is not None and small.offset > 0
    gui.key(pygame.K_l)
    gui.frame()
    assert book.panel.top_line() is top


def _lines() -> list[Line]:
    lines = []
    for turn in range(1, 41):
        lines.append(Line(f"Turn {turn}: Blue", LineKind.HEADER, turn))
        lines.append(Line(f"Blue sails on turn {turn}", LineKind.MAIN, turn))
        lines.append(Line(f"sails with 3 colours: {turn}% to land", LineKind.REASON, turn))
    return lines


def _book(lines: list[Line]) -> LogBook:
    source = LogPanel()
    source.set_rect(pygame.Rect(0, 0, 272, 300), 1.0)
    source.set_lines(lines)
    book = LogBook(source)
    book.place((1280, 800))
    return book


def test_r_hides_the_computer_seats_reasons_and_keeps_the_place() -> None:
    lines = _lines()
    book = _book(lines)
    book.open()
    assert book.panel.lines == lines
    book.panel.scroll_to(lines[30])  # turn 11's header at the top
    book.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r"))
    assert not book.show_reasons
    assert all(line.kind is not LineKind.REASON for line in book.panel.lines)
    assert len(book.panel.lines) == len(lines) * 2 // 3
    assert book.panel.top_line() is lines[30]
    book.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r"))
    assert book.panel.lines == lines and book.panel.top_line() is lines[30]


def test_new_lines_arrive_at_the_bottom_and_a_reader_scrolled_back_keeps_the_place() -> None:
    lines = _lines()
    book = _book(lines)
    book.open()
    source = book.source
    source.extend([Line("Turn 41: Blue", LineKind.HEADER, 41)])
    book.draw(pygame.Surface((1280, 800)))
    assert book.panel.lines[-1].text == "Turn 41: Blue" and book.panel.offset == 0  # following the newest
    book.panel.scroll_to(lines[9])
    source.extend([Line("Blue sails again", LineKind.MAIN, 41), Line("why", LineKind.REASON, 41)])
    book.draw(pygame.Surface((1280, 800)))
    assert book.panel.lines[-1].text == "why" and book.panel.top_line() is lines[9]
    # told afresh (an undo): every line again, at the newest
    source.set_lines(lines[:12])
    book.draw(pygame.Surface((1280, 800)))
    assert book.panel.lines == lines[:12]


def test_the_replay_opens_it_over_its_bar_and_keeps_its_keys_while_it_shows(app, gui) -> None:
    """In the replay, L opens the large log too; while it shows, the replay's keys (Esc, the
    arrows) are the log's: Esc closes it, it does not leave the replay."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.play.match import Match

    match = Match(load_deck(DEFAULT_DECK_PATH), ["easy", "easy", "easy"], 3)
    match.play_out()
    app.watch_replay(match)
    replay = app.scene
    replay.goto_turn(8)
    app.step(FRAME, [])
    step = replay.cursor.step
    gui.key(pygame.K_l)
    book = replay.table.logbook
    assert book.visible
    gui.key(pygame.K_RIGHT)
    assert replay.cursor.step == step  # not a step forward
    gui.key(pygame.K_ESCAPE)
    assert not book.visible and app.scene is replay
    gui.key(pygame.K_l)
    order: list[str] = []
    book_draw, draw_button = book.draw, replay._draw_button
    book.draw = lambda surface: (order.append("log"), book_draw(surface))
    replay._draw_button = lambda surface, button: (order.append("button"), draw_button(surface, button))
    replay.draw(pygame.Surface(app.screen.get_size()))
    assert order.count("log") == 1 and order[-1] == "log"  # once, over the bar's buttons
    assert any(book.panel.rect.colliderect(button.rect) for button in replay.buttons)


def test_in_the_first_game_esc_closes_the_large_log_and_does_not_offer_to_leave(app, gui) -> None:
    """The tutorial takes Esc before the table (a second one leaves it): while the large log is
    open, Esc is the log's, and the log is drawn over the tutorial's panel."""
    from tongiaki.app.scenes.tutorial import LEAVE_OFFER, TutorialScene

    app.start_tutorial("instant")
    scene = app.scene
    assert isinstance(scene, TutorialScene) and gui.wait_for_human()
    gui.key(pygame.K_l)
    assert scene.logbook.visible
    gui.key(pygame.K_ESCAPE)
    gui.key(pygame.K_l)
    gui.key(pygame.K_ESCAPE)  # two Esc presses: each closed the log, none left the tutorial
    assert not scene.logbook.visible and app.scene is scene
    assert scene.hud.notice_text != LEAVE_OFFER
    gui.key(pygame.K_l)
    order: list[str] = []
    book_draw, panel_draw = scene.logbook.draw, scene._draw_panel
    scene.logbook.draw = lambda surface: (order.append("log"), book_draw(surface))
    scene._draw_panel = lambda surface: (order.append("panel"), panel_draw(surface))
    scene.draw(pygame.Surface(app.screen.get_size()))
    assert order == ["panel", "log"]


def test_the_score_screen_opens_the_games_large_log_over_the_sheet(app, gui) -> None:
    """After the game, L opens the whole game's log over the score sheet (and the board); its
    Esc closes the log and does not leave for the menu."""
    from tongiaki.app.art import palette
    from tongiaki.app.main import seat_names
    from tongiaki.app.scenes.score import ScoreScene
    from tongiaki.app.scenes.table import TableScene
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.play.match import Match

    match = Match(load_deck(DEFAULT_DECK_PATH), ["random"] * 3, 3)
    match.play_out()
    colours = list(palette.SEAT_COLOURS[:3])
    names = seat_names(match.seats, colours)
    board = TableScene(app, match, names=names, colours=colours, speed="instant")
    board.enter()
    score = ScoreScene(app, match, names, colours, board=board)
    app.scene = score
    score.enter()
    for key in (pygame.K_a, pygame.K_a):  # a key pressed and released: the sheet's keys are ready
        app.step(FRAME, [pygame.event.Event(pygame.KEYUP, key=key, mod=0)])
    gui.key(pygame.K_l)
    book = board.logbook
    assert book.visible and score.sheet_shown
    gui.frame()
    assert book.panel.lines and book.panel.lines[-1].kind in (LineKind.END, LineKind.MAIN, LineKind.DETAIL)
    gui.key(pygame.K_ESCAPE)
    assert not book.visible and app.scene is score
    small = board.hud.log
    assert small.open_rect is not None  # the log beside the sheet: its "Full log (L)" works there too
    gui.click(small.open_rect.center)
    assert book.visible and app.scene is score
    gui.key(pygame.K_ESCAPE)
    gui.move(small.rect.center)
    gui.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False)])
    assert small.offset > 0  # and its wheel scrolls it
    gui.key(pygame.K_l)
    order: list[str] = []
    book_draw, sheet_draw = book.draw, score._draw_sheet
    book.draw = lambda surface: (order.append("log"), book_draw(surface))
    score._draw_sheet = lambda surface: (order.append("sheet"), sheet_draw(surface))
    score.draw(pygame.Surface(app.screen.get_size()))
    assert order == ["sheet", "log"]


def test_a_click_outside_the_large_log_only_closes_it(app, gui) -> None:
    """Play-test 37: the log closed at the press of a click outside it, and the release went to
    the button there: a click on Undo beside the log took the move back. The click closes the
    log and does nothing else; the press on "Full log (L)" that opens it does not close it."""
    from tests.app.test_table_hud import _at_the_first_action
    from tongiaki.rules import DecisionKind, OptionKind

    scene = _at_the_first_action(app, gui)
    gui.perform(next(o for o in scene.match.pending.options if o.kind is OptionKind.REPRODUCE))
    gui.wait_for_human()
    assert scene.match.pending.kind is DecisionKind.REPRODUCE_BEACH
    gui.perform(scene.match.pending.options[0])
    gui.wait_for_human()
    undo = gui.button("Undo")
    history = list(scene.match.history)
    gui.key(pygame.K_l)
    gui.frame()
    assert scene.logbook.visible and not scene.logbook.rect.collidepoint(undo.rect.center)
    gui.click(undo.rect.center)
    gui.frame()
    assert not scene.logbook.visible
    assert scene.match.history == history  # nothing taken back
    small = scene.hud.log
    gui.frame()
    assert small.open_rect is not None
    gui.click(small.open_rect.center)  # press and release on the button: the log opens and stays
    assert scene.logbook.visible


def test_an_empty_large_log_says_nothing_has_happened_yet() -> None:
    """Play-test 37 opened the large log in the first game before any move: its title alone."""
    from tongiaki.app.widgets.logbook import NOTHING_YET

    book = _book([])
    book.open()
    drawn: list[str] = []
    from tongiaki.app.widgets import logbook

    real = logbook.text
    logbook.text = lambda label, *args, **kwargs: (drawn.append(label), real(label, *args, **kwargs))[1]
    try:
        book.draw(pygame.Surface((1280, 800)))
        assert NOTHING_YET in drawn
        drawn.clear()
        book.source.extend([Line("Setup: two ships each on Tonga", LineKind.HEADER, 0)])
        book.draw(pygame.Surface((1280, 800)))
        assert NOTHING_YET not in drawn
    finally:
        logbook.text = real
