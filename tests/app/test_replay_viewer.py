"""The replay viewer: steps a seeded record forward to the end and back to the start, by
decision and by turn, with the board and log as they were; the record never changes."""

from __future__ import annotations

import pygame

from tongiaki import cli
from tongiaki.app.scenes.replay import ReplayScene
from tongiaki.app.scenes.score import ScoreScene
from tongiaki.app.view.hexview import SQRT3
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.play.records import save_record, state_view
from tongiaki.rules import new_game

DECK = load_deck(DEFAULT_DECK_PATH)


def _finished(seed: int = 4) -> Match:
    match = Match(DECK, ["random", "easy"], seed)
    match.play_out()
    return match


def _view_after(match: Match, steps: int) -> dict:
    state = new_game(DECK, len(match.seats))
    for option in match.history[:steps]:
        state.apply(option)
    return state_view(state)


def test_step_forward_to_the_end_and_back_to_the_start(app, gui) -> None:
    match = _finished()
    history = list(match.history)
    app.watch_replay(match)
    scene = app.scene
    assert isinstance(scene, ReplayScene)
    gui.key(pygame.K_4)  # fastest speed: instant animations
    steps = 0
    while scene.cursor.step < scene.cursor.length:
        gui.key(pygame.K_RIGHT)
        steps += 1
        assert scene.cursor.step == steps
    assert state_view(scene.table.match.state) == state_view(match.state)
    assert scene.table.match.is_over()
    gui.frame()
    assert isinstance(app.scene, ReplayScene)  # watching the end never opens the score screen
    while scene.cursor.step > 0:
        gui.key(pygame.K_LEFT)
        steps -= 1
        assert scene.cursor.step == steps
        if steps % 25 == 0:
            assert state_view(scene.table.match.state) == _view_after(match, steps)
    assert match.history == history


def test_by_turn_buttons_and_the_log_as_it_was(app, gui) -> None:
    match = _finished(9)
    app.watch_replay(match)
    scene = app.scene
    turn_button = next(b for b in scene.buttons if b.label == "turn >")
    for _ in range(5):
        gui.click(turn_button.rect.center)
    assert scene.cursor.turn >= 5
    step = scene.cursor.step
    logged = scene.table.narrator.lines
    assert logged and all(line.turn <= scene.cursor.turn for line in logged)
    assert state_view(scene.table.match.state) == _view_after(match, step)
    gui.key(pygame.K_PAGEUP)
    assert scene.cursor.step < step
    gui.key(pygame.K_END)
    assert scene.cursor.step == scene.cursor.length


def test_playing_runs_to_the_end_by_itself(app, gui) -> None:
    match = _finished(2)
    app.watch_replay(match)
    scene = app.scene
    scene.set_speed("x16")
    gui.key(pygame.K_SPACE)
    assert scene.playing
    for _ in range(20 * scene.cursor.length):
        if not scene.playing:
            break
        gui.frame()
    assert scene.cursor.step == scene.cursor.length and not scene.playing


def test_from_the_score_screen_and_back(app, gui) -> None:
    app.new_game(["random", "random"], seed=3, speed="instant")
    for _ in range(3000):
        if isinstance(app.scene, ScoreScene):
            break
        gui.frame()
    score = app.scene
    gui.click(score.replay_button.rect.center)
    assert isinstance(app.scene, ReplayScene)
    assert app.scene.cursor.length == len(score.match.history)
    gui.key(pygame.K_ESCAPE)
    assert app.scene is score


def test_play_replay_from_the_command_line(tmp_path, monkeypatch) -> None:
    path = save_record(_finished(5), tmp_path / "game.json")
    seen = {}

    def run(self) -> None:
        seen["scene"] = self.scene
        self.running = False

    monkeypatch.setattr("tongiaki.app.main.App.run", run)
    assert cli.main(["play", "--replay", str(path)]) == 0
    assert isinstance(seen["scene"], ReplayScene)
    (tmp_path / "bad.json").write_text("{")
    assert cli.main(["play", "--replay", str(tmp_path / "bad.json")]) == 1


def _card_boxes(table) -> list[pygame.Rect]:
    """Screen rectangles around every card on the table (flat-topped hexes)."""
    size = table.view.size
    boxes = []
    for cell in table.display.cells:
        x, y = table.view.centre(cell)
        box = pygame.Rect(0, 0, round(2 * size), round(SQRT3 * size))
        box.center = (round(x), round(y))
        boxes.append(box)
    return boxes


def test_fitting_keeps_every_card_clear_of_the_bar_and_the_status_line(app, gui) -> None:
    match = Match(DECK, ["random"] * 4, 6)
    match.play_out()
    app.watch_replay(match)
    scene = app.scene
    gui.frame()
    status = scene._status_box(scene._status_label())
    covered = [scene.bar, status]
    # At the deal the automatic view shows the whole (small) table above the bar.
    assert len(scene.table.display.cells) >= 1
    for box in _card_boxes(scene.table):
        assert box.collidelist(covered) < 0, (box, covered)
    # At the end, F fits the whole table, every card above the bar and the status line.
    gui.key(pygame.K_END)
    gui.key(pygame.K_f)
    assert len(scene.table.display.cells) > 20
    boxes = _card_boxes(scene.table)
    for box in boxes:
        assert box.collidelist(covered) < 0, (box, covered)
        assert box.bottom <= status.top
    # The fit still uses the room above them: the lowest card comes near the status line.
    area = scene.table.hud.rects["table"]
    assert max(box.bottom for box in boxes) > area.y + (status.top - area.y) * 0.7


def test_the_replays_log_tells_the_seats_reasons_as_the_games_log_did(app, gui) -> None:
    """A play-test found the replay's log without the computer seats' reasons that the game's
    own log had told: a jump tells them up to there, a step forward tells its own."""
    from tongiaki.play.narrate import LineKind

    match = _finished(9)
    match.reasons = {i: f"because of step {i}" for i in range(len(match.history))}
    app.watch_replay(match)
    scene = app.scene
    gui.key(pygame.K_4)
    for _ in range(3):
        gui.key(pygame.K_PAGEDOWN)
    told = [line.text for line in scene.table.narrator.lines if line.kind is LineKind.REASON]
    assert told and all(text.startswith("because of step ") for text in told)
    before = len(told)
    for _ in range(30):
        gui.key(pygame.K_RIGHT)  # instant animations: each step is told in its own frame
    after = [line.text for line in scene.table.narrator.lines if line.kind is LineKind.REASON]
    assert len(after) > before
    assert all(int(text.rsplit(" ", 1)[1]) < scene.cursor.step for text in after)
    # stepped forward, the log reads as the log told afresh at the same moment (forced moves
    # marked, reasons in their places)
    stepped = [(line.text, line.kind) for line in scene.table.narrator.lines]
    scene._move(lambda: None)
    assert [(line.text, line.kind) for line in scene.table.narrator.lines] == stepped


def test_a_click_on_the_timeline_goes_to_that_moment(app, gui) -> None:
    """The strip under the buttons is the whole record: a click at its middle goes to the middle
    decision, at its ends to the deal and to the last decision."""
    match = _finished(9)
    app.watch_replay(match)
    scene = app.scene
    gui.frame()
    strip = scene.timeline.rect
    length = scene.cursor.length
    gui.click((strip.centerx, strip.centery))
    assert abs(scene.cursor.step - length / 2) <= length / strip.width + 1
    assert state_view(scene.table.match.state) == _view_after(match, scene.cursor.step)
    gui.click((strip.right - 1, strip.centery))
    assert scene.cursor.step == length
    gui.click((strip.x + 1, strip.centery))
    assert scene.cursor.step == 0


def test_the_status_line_keeps_inside_the_table_area(app, gui, monkeypatch) -> None:
    """Play-test 24: with a review's counts the status line ran 16 px past the table area on
    both sides (over the log's words and the right-hand column) in a 1264 px wide window; at
    1280x800 it was 70 px too long. It shrinks its type to fit, and stays above the bar."""
    match = Match(DECK, ["random"] * 4, 6)
    match.play_out()
    app.watch_replay(match)
    scene = app.scene
    gui.frame()
    long = ("Replay: turn 29 of 33, decision 197 of 228 · review of 78 moves against the hard level: 47 best, 28 close, "
            "0 inaccuracies, 3 mistakes")
    monkeypatch.setattr(scene, "_status_label", lambda: long)
    gui.frame()
    area = scene.table.hud.rects["table"]
    box = scene._status_box(long)
    assert area.left < box.left and box.right < area.right, (box, area)
    assert box.bottom <= scene.bar.top
    assert scene._status_size(long) >= 11
    short = scene._status_box("Replay: turn 3 of 33, decision 20 of 228")
    assert scene._status_size("Replay: turn 3 of 33, decision 20 of 228") == 16  # fits as it was
    assert short.height <= box.height + 4
