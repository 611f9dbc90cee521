"""The score screen: the sheet over the final board, the board one click away, save from there."""

from __future__ import annotations

import pygame
import pytest

from tests.app.matches import play_to_score_screen
from tongiaki.app.scenes.score import ScoreScene
from tongiaki.app.scenes.table import TableScene
from tongiaki.app.scenes.table_hints import HINT_NOT_YET
from tongiaki.play.records import load_record
from tongiaki.play.saves import list_saves


def test_the_sheet_lies_over_the_final_board(app, gui) -> None:
    score = play_to_score_screen(app, gui)
    assert isinstance(score.board, TableScene) and score.board.match is score.match
    sheet = score.sheet
    assert list(sheet.totals) == list(score.match.state.result().scores)
    gui.frame()
    with_sheet = app.screen.copy()
    gui.click(score.board_button.rect.center)
    assert not score.sheet_shown and score.board_button.label == "Show scores"
    gui.frame()
    board_only = app.screen.copy()
    centre = score.panel.center
    assert with_sheet.get_at(centre) != board_only.get_at(centre)
    gui.key(pygame.K_TAB)
    assert score.sheet_shown


def test_the_final_board_can_be_looked_at_and_pointed_at(app, gui) -> None:
    """"Show board" shows the whole final table, which pans, zooms and fits as at the table, and
    the card under the pointer tells about itself (a play-test found a still picture with the
    last card's box stuck on it and islands cut off)."""
    score = play_to_score_screen(app, gui)
    board, camera = score.board, score.board.view.camera
    gui.frame()
    assert board.hud.prompt == ""  # no empty top bar juts out behind the sheet (a play-test)
    gui.click(score.board_button.rect.center)
    assert not score.sheet_shown
    gui.frame()
    # with the board, its top bar says who won, with what (play-test 45 looked for it there)
    result = score.match.state.result()
    winner = board.names[result.winners[0]]
    assert board.hud.prompt.startswith(f"Game over: {winner} ")
    assert f" {result.scores[result.winners[0]]} points" in board.hud.prompt
    table = board.hud.rects["table"]
    assert all(table.collidepoint(camera.cell_center(cell)) for cell in board.display.cells)
    assert board.card_info_rect is None  # the pointer is on the button: no card's box
    # the pointer over a card: its box, near the pointer
    cell = next(iter(board.display.cells))
    centre = camera.cell_center(cell)
    gui.move(centre)
    assert board.card_info_rect is not None
    assert board.card_info_rect.inflate(160, 160).collidepoint(centre)
    gui.move(score.buttons[-1].rect.center)
    assert board.card_info_rect is None
    # pan (middle button), zoom (wheel), fit (F)
    before = camera.offset
    gui.move(centre)
    gui.pan((40, -30))
    assert camera.offset == (before[0] + 40, before[1] - 30)
    zoom = camera.zoom
    gui.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
    assert camera.zoom > zoom
    gui.key(pygame.K_f)
    gui.frame()
    assert all(table.collidepoint(camera.cell_center(cell)) for cell in board.display.cells)
    # with the sheet shown, the board is not moved by the pointer
    gui.key(pygame.K_TAB)
    assert score.sheet_shown
    before = camera.offset
    gui.pan((40, 40))
    assert camera.offset == before


def test_nothing_of_the_board_shows_through_the_sheet(app, gui) -> None:
    """The sheet hides what lies under it (the top bar's "The game is over." showed through it):
    drawn over the board and over a white window, the sheet is the same, pixel for pixel."""
    score = play_to_score_screen(app, gui)
    gui.frame()
    over_board = app.screen.copy()
    score.board.draw = lambda surface: surface.fill((255, 255, 255))
    gui.frame()
    inside = score.panel.inflate(-24, -24)
    for x in range(inside.left, inside.right, 7):
        for y in range(inside.top, inside.bottom, 5):
            assert app.screen.get_at((x, y)) == over_board.get_at((x, y)), (x, y)


def test_save_from_the_score_screen(app, gui) -> None:
    score = play_to_score_screen(app, gui)
    gui.click(score.save_button.rect.center)
    assert score.message.startswith("Saved as")
    saves = list_saves()
    assert len(saves) == 1 and saves[0].over
    assert load_record(saves[0].path).history == score.match.history
    assert not score.save_button.enabled  # saved once; a second click saves nothing more
    gui.click(score.save_button.rect.center)
    assert len(list_saves()) == 1
    # The message has a panel of its own, clear of the buttons, and the greyed button no tooltip
    # over it (a play-test found the two on top of each other), with the sheet shown or not.
    assert score.save_button.label == "Saved" and not score.save_button.why
    for _ in range(2):
        gui.frame()
        box = score.message_rect
        assert box is not None and app.screen.get_rect().contains(box)
        assert not any(button.rect.colliderect(box) for button in score.buttons)
        gui.key(pygame.K_TAB)


def test_the_sheet_and_its_buttons_keep_clear_of_the_boards_side_panels(app, gui) -> None:
    """A play-test saw the sheet, centred on the window, cut off a seat's score in the seats
    panel, and its buttons run over the log: they lie over the board's table area."""
    score = play_to_score_screen(app, gui)
    for size in [(1280, 800), (1366, 768), (1024, 700)]:
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        score.resize(size)
        rects = score.board.hud.rects
        for name in ("seats", "log", "stack", "tracker", "buttons"):
            assert not score.panel.colliderect(rects[name]), (size, name)
            assert all(not b.rect.colliderect(rects[name]) for b in score.buttons), (size, name)


def test_the_final_board_shows_above_the_score_screens_buttons_without_the_tables_own(app, gui) -> None:
    """A play-test found the row of buttons over the lowest cards of the final table (the
    stranded fleet that explained a score hidden under it), the table's own buttons (Settings,
    Hint, ...) drawn but dead, and "Final turn!" beside "The game is over."."""
    score = play_to_score_screen(app, gui)
    board, camera = score.board, score.board.view.camera
    gui.click(score.board_button.rect.center)
    gui.frame()
    row_top = min(button.rect.top for button in score.buttons)
    for cell in board.display.cells:
        assert camera.cell_center(cell)[1] + board.view.size * 0.8 < row_top, cell
    assert board.hud.over_shown and not board.hud.controls_shown
    from tongiaki.app.widgets.tracker import end_text

    assert end_text(0, 0, True, over=True).startswith("The game is over")  # not "Final turn"
    assert board.hud._tracker_key is not None and board.hud._tracker_key[-1] is True  # the panel painted so
    assert board.hud.buttons  # they exist (the table made them) but are not drawn
    gui.move((2, 2))
    gui.frame()
    without = app.screen.copy()
    board.hud.controls_shown = True
    score.draw(app.screen)
    drawn = app.screen.copy()
    assert any(without.get_at(b.rect.center) != drawn.get_at(b.rect.center) for b in board.hud.buttons)


def test_the_tracker_counts_both_kinds_of_card_towards_the_end() -> None:
    """A play-test read "1 island left before the end" for ten turns and the game ended on the
    last water card: the count names both, and that either running out ends the game."""
    from tongiaki.app.widgets.tracker import end_text

    for short in (False, True):
        line = end_text(1, 3, False, short)
        assert line.startswith("1 island and 3 water cards left"), line
        assert "either" in line or "or the last water card" in line
    assert end_text(4, 1, False).startswith("4 islands and 1 water card left")


class _BlitRecorder(pygame.Surface):
    """A window-sized surface that records what each blit puts where."""

    def __init__(self, size) -> None:
        super().__init__(size)
        self.placed: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, *args, **kwargs):  # noqa: ANN001, ANN201 - pygame's signature
        rect = super().blit(source, dest, *args, **kwargs)
        self.placed.append((source, pygame.Rect(rect)))
        return rect


def test_the_sheets_labels_keep_clear_of_the_first_seats_figures(app, gui, monkeypatch) -> None:
    """At 1366x768 "islands with ships (Tonga too)" ran into the first seat's figure ("...too)5"):
    the first column is as wide as its widest label."""
    from tongiaki.app.scenes import score as score_module
    from tongiaki.app.scenes.score import SUMMARY_ROWS

    score = play_to_score_screen(app, gui)
    made: dict[int, str] = {}  # rendered label surface -> its text
    real_text = score_module.text

    def spy(label, *args, **kwargs):  # noqa: ANN001, ANN202
        surface = real_text(label, *args, **kwargs)
        made[id(surface)] = label
        return surface

    monkeypatch.setattr(score_module, "text", spy)
    for size in [(1366, 768), (1280, 800), (1024, 700)]:
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        score.resize(size)
        canvas = _BlitRecorder(size)
        score._draw_sheet(canvas)
        texts = [(made[id(source)], rect) for source, rect in canvas.placed if id(source) in made]
        for label in SUMMARY_ROWS:
            row = next(rect for said, rect in texts if said == label)
            figures = [rect for said, rect in texts if abs(rect.y - row.y) <= 2 and rect.x > row.x]
            assert figures, (size, label)
            first = min(figures, key=lambda r: r.x)
            assert row.right + 8 <= first.left, (size, label, row, first)


def test_no_stale_card_box_under_the_sheet(app, gui) -> None:
    """The box of the card under the pointer as the game ended does not stay on the score screen
    (play-test 27 read "Rarotonga: 3 points ..." under the sheet, not following the mouse, and
    with five players torn pieces of it between the buttons); with the board shown, the card
    under the pointer tells about itself as at the table."""
    app.new_game(["random", "random", "random"], seed=5, speed="instant")
    table = app.scene
    gui.frame()
    tonga = next(iter(table.display.cells))
    for _ in range(3000):
        if isinstance(app.scene, ScoreScene):
            break
        gui.move(table.view.centre(tonga))  # the pointer rests on a card as the game ends
    centre = table.view.centre(tonga)
    score = app.scene
    assert isinstance(score, ScoreScene)
    board = score.board
    gui.frame()
    assert board.card_info_rect is None
    gui.move((centre[0] + 3, centre[1] + 3))  # the pointer over the sheet: no card box either
    assert board.card_info_rect is None
    gui.click(score.board_button.rect.center)  # Show board: the card under the pointer tells about itself
    gui.move(board.view.centre(next(iter(board.display.cells))))
    assert board.card_info_rect is not None
    gui.key(pygame.K_TAB)  # the sheet again: the box goes with the board
    gui.frame()
    assert score.sheet_shown and board.card_info_rect is None


def test_no_notice_of_the_table_stays_under_the_sheet(app, gui) -> None:
    """A notice of the table showing as the game ended ("Hints are for your own moves ...", asked
    in a computer seat's last turn) stayed, its time stopped with the table's, behind the score
    sheet and after the review (play-test 41): it goes with the table's controls."""
    app.new_game(["random", "random", "random"], seed=5, speed="instant")
    table = app.scene
    for _ in range(3000):
        if isinstance(app.scene, ScoreScene):
            break
        table.hud.notice(HINT_NOT_YET, table.t, 3.0)
        gui.frame()
    score = app.scene
    assert isinstance(score, ScoreScene)
    for _ in range(3):
        gui.frame()
    assert not score.board.hud.notice_showing(score.board.t)
    gui.click(score.board_button.rect.center)  # the board alone: no notice on it either
    gui.frame()
    assert not score.board.hud.notice_showing(score.board.t)


def test_a_shared_wins_title_stays_on_the_sheet(app, gui) -> None:
    """At 1366x768 "Blue (random) and Orange (random) win!" ran past the sheet's sides; three
    winners read "A, B and C win!"."""
    import dataclasses

    score = play_to_score_screen(app, gui)
    gui.frame()
    assert score.title_rect is not None and score.panel.contains(score.title_rect)
    score.sheet = dataclasses.replace(score.sheet, winners=(0, 1, 2), tiebreak="shared")
    gui.frame()
    assert score.panel.inflate(-20, 0).contains(score.title_rect)


def _key_event(kind: int, key: int) -> pygame.event.Event:
    return pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0)


def test_a_key_meant_for_the_table_never_leaves_the_sheet_unseen(app, gui) -> None:
    """Play-test 29 pressed Enter for a hot-seat handover as the game ended on a computer's move:
    the score sheet took it as Play again and a new game started, the sheet never seen. A key
    held as the sheet appears, or pressed at once after, leaves it up (saying what it does when
    pressed again); once a key has gone down and up on the sheet, Enter and Escape work. An
    Enter in the sheet's first second counts for nothing (`ENTER_GRACE`)."""
    from tongiaki.app.scenes.score import KEYS_EARLY
    from tongiaki.app.scenes.start import StartScene

    score = play_to_score_screen(app, gui)
    gui.frame([_key_event(pygame.KEYUP, pygame.K_RETURN)])  # held from the table: its release
    gui.frame([_key_event(pygame.KEYDOWN, pygame.K_RETURN)])  # a second tap of the same key
    assert app.scene is score and score.sheet_shown
    assert score.key_note == KEYS_EARLY and not score.enter_armed  # in its first second
    gui.frame()
    box = score.message_rect  # said on the screen, clear of the buttons
    assert box is not None and app.screen.get_rect().contains(box)
    assert not any(button.rect.colliderect(box) for button in score.buttons)
    gui.frame([_key_event(pygame.KEYDOWN, pygame.K_ESCAPE)])  # another key while Enter is held
    gui.frame([_key_event(pygame.KEYUP, pygame.K_RETURN)])
    assert app.scene is score and not score.keys_ready  # Escape is still down
    gui.frame([_key_event(pygame.KEYUP, pygame.K_ESCAPE)])
    assert app.scene is score and score.keys_ready
    gui.key(pygame.K_ESCAPE)  # pressed on the sheet, now that it has been seen
    assert isinstance(app.scene, StartScene)
    # Enter on a fresh sheet (past its first second): the first press is not Play again, the
    # next one is.
    score = play_to_score_screen(app, gui, seed=6)
    _past_the_first_second(gui, score)
    gui.key(pygame.K_RETURN)
    assert app.scene is score
    gui.key(pygame.K_RETURN)
    assert app.scene is not score and app.scene.match is not score.match  # a new game
    assert not app.scene.match.is_over()


def test_enter_plays_again_only_at_its_second_press_on_the_sheet(app, gui) -> None:
    """Play-test 31 played by ? then Enter (Enter makes a hint's move): as the game ended, the ?
    made the sheet's keys ready and the Enter played again at once, the sheet unseen, twice.
    Whatever key came before, the first Enter on the sheet says what the next one does."""
    score = play_to_score_screen(app, gui, seed=6)
    _past_the_first_second(gui, score)  # (an Enter before counts for nothing: `ENTER_GRACE`)
    gui.key(pygame.K_SLASH)  # the "?" of a keyboard player's rhythm: the keys are ready
    assert score.keys_ready and app.scene is score
    gui.key(pygame.K_RETURN)
    assert app.scene is score and score.sheet_shown and score.key_note.startswith("Press Enter again")
    gui.key(pygame.K_RETURN)
    assert app.scene is not score and not app.scene.match.is_over()  # a new game


def test_tab_shows_the_board_at_once(app, gui) -> None:
    """Tab leaves nothing: it shows the board at its first press (and makes the keys ready)."""
    score = play_to_score_screen(app, gui)
    gui.key(pygame.K_TAB)
    assert not score.sheet_shown and score.keys_ready
    gui.key(pygame.K_TAB)
    assert score.sheet_shown and score.key_note == ""


def _past_the_first_second(gui, score) -> None:
    """Frames until the sheet has shown for a second of its own clock (an Enter then counts)."""
    for _ in range(200):
        if score.t > 1.0:
            return
        gui.frame()
    raise AssertionError("the sheet's clock did not run")


@pytest.mark.parametrize("crowded", [False, True], ids=["game", "16 islands"])
@pytest.mark.parametrize("size", [(1280, 800), (1366, 768), (1024, 600), (800, 600), (640, 480)])
def test_the_sheets_buttons_stay_put_when_it_says_what_enter_does(size, crowded) -> None:
    """A play-test at 1366x768 and 1280x800: the first Enter on the sheet made it say "Press Enter
    again to play a new game, Esc for the menu", and the sheet shrank so the whole row of buttons
    jumped up about 45 px under the mouse (a save's "Saved as ..." did the same). The buttons and
    the sheet stay where they are; the words show clear of both, in the window."""
    import dataclasses

    from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
    from tests.walks import finished_match
    from tongiaki.app.main import App

    app = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        gui = Gui(app)
        app.show_finished(finished_match(["human", "random", "random"], 5))
        score = app.scene
        assert isinstance(score, ScoreScene)
        if crowded:  # the most rows a sheet can have: it fills the window's height
            rows = list(score.sheet.rows)
            score.sheet = dataclasses.replace(score.sheet, rows=tuple(rows + [rows[-1]] * (16 - len(rows))))
            score.resize(size)
        gui.frame()
        _past_the_first_second(gui, score)
        before = [pygame.Rect(button.rect) for button in score.buttons]
        panel = pygame.Rect(score.panel)
        gui.key(pygame.K_RETURN)
        assert app.scene is score and score.key_note.startswith("Press Enter again")
        gui.frame()
        assert [button.rect for button in score.buttons] == before, size
        assert score.panel == panel
        box = score.message_rect
        assert box is not None and app.screen.get_rect().contains(box)
        assert not any(button.rect.colliderect(box) for button in score.buttons)
        assert not box.colliderect(score.panel)
        gui.click(score.save_button.rect.center)
        assert score.message.startswith("Saved as")
        gui.frame()
        assert [button.rect for button in score.buttons] == before and score.panel == panel
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()


def test_an_enter_as_the_sheet_comes_does_not_count_toward_a_new_game(app, gui) -> None:
    """A person playing the hint's moves with Enter (Enter makes the shown hint's move) may press
    it just as the game ends: an Enter in the sheet's first second (its own clock) is not one of
    the two that start a new game, and the sheet says how to start one."""
    from tongiaki.app.scenes.score import ENTER_GRACE, KEYS_EARLY

    score = play_to_score_screen(app, gui, seed=6)
    gui.key(pygame.K_SLASH)  # the "?" of a keyboard player's rhythm: the keys are ready
    assert score.keys_ready
    gui.key(pygame.K_RETURN)  # at once
    assert app.scene is score and not score.enter_armed and score.key_note == KEYS_EARLY
    gui.key(pygame.K_RETURN)  # and again, still in the first second
    assert app.scene is score and not score.enter_armed and score.t < ENTER_GRACE
    gui.frame()
    assert score.message_rect is not None  # said on the sheet
    _past_the_first_second(gui, score)
    gui.key(pygame.K_RETURN)
    assert app.scene is score and score.enter_armed and score.key_note.startswith("Press Enter again")
    gui.key(pygame.K_RETURN)
    assert app.scene is not score and not app.scene.match.is_over()  # a new game


def test_a_first_enter_lapses_and_its_note_goes(app, gui) -> None:
    """The first Enter on the sheet waits for the second only `ENTER_ARMED_SECONDS` of the sheet's
    clock: play-test 52 pressed Enter for a hint two and a half minutes after the first, and a new
    game began over the sheet. After the lapse an Enter is a first one again."""
    from tongiaki.app.scenes.score import ENTER_ARMED_SECONDS

    score = play_to_score_screen(app, gui, seed=6)
    _past_the_first_second(gui, score)
    gui.key(pygame.K_SLASH)
    gui.key(pygame.K_RETURN)
    assert score.enter_armed and score.key_note.startswith("Press Enter again")
    armed = score.t
    while score.t - armed <= ENTER_ARMED_SECONDS:
        score.update(0.1)  # the sheet's own clock (a frame's dt), not the machine's
    assert not score.enter_armed and score.key_note == ""
    gui.key(pygame.K_RETURN)
    assert app.scene is score and score.enter_armed  # the first again: it only says so
    gui.key(pygame.K_RETURN)
    assert app.scene is not score and not app.scene.match.is_over()
