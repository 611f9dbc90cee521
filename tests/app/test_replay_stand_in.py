"""The replay of a game its person handed to the hard level ("Finish for me"): from the turn
the hard level took the seat, the top bar says that it decides, in the score sheet's words, and
the seats panel names it as the table does.

Play-test 36 scrubbed to turn 37 of a game the hard level had finished for Blue from turn 29,
and read "Blue (you) decides next" for the hard level's moves.
"""

from __future__ import annotations

import random

import pygame

from tests.app.drawn import recorded_labels
from tongiaki.app.scenes.replay import ReplayScene, stand_in_seat_name
from tongiaki.app.widgets import hud as hud_module
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.rules import Decision, DecisionKind

DECK = load_deck(DEFAULT_DECK_PATH)
HANDED_OVER_AT = 7
"""The turn from which the computer plays the person's seat (Blue, seat 0)."""


def _finished_for_the_person(seed: int = 4) -> Match:
    """A game of a person (random moves) and the easy level, the person's seat handed to a
    computer at the start of their turn `HANDED_OVER_AT` or later (the record keeps the turn
    only, not the level), played to the end."""
    match = Match(DECK, ["human", "easy"], seed)
    moves = random.Random(seed)
    while True:
        match.play_out()
        node = match.pending
        assert isinstance(node, Decision) and node.player == 0, "the game ended before the hand-over"
        if match.state.turn >= HANDED_OVER_AT and node.kind is DecisionKind.ACTION:
            break
        match.apply(moves.choice(node.options))
    match.stand_in(0, "easy")
    match.play_out()
    assert match.is_over()
    return match


def _prompt_at_turn(scene: ReplayScene, gui, turn: int) -> str:
    """The replay's top bar at the start of `turn`, a turn of Blue's (its first decision pending)."""
    scene.goto_turn(turn)
    gui.frame()
    node = scene.table.match.pending
    assert isinstance(node, Decision) and node.player == 0, turn
    return str(scene.table.hud.prompt)


def test_the_replay_names_the_hard_level_from_the_turn_it_took_the_seat(app, gui) -> None:
    match = _finished_for_the_person()
    taken_from = match.stood_in[0]
    app.watch_replay(match)
    scene = app.scene
    assert isinstance(scene, ReplayScene)
    gui.frame()
    assert scene.names[0] == "Blue (you)"
    before = _prompt_at_turn(scene, gui, taken_from - 2)  # Blue's turn before: the person's move
    assert before.startswith("Blue (you) decides next"), before
    for turn in (taken_from, taken_from + 2):
        after = _prompt_at_turn(scene, gui, turn)
        assert after.startswith("Blue (the hard level, for you) decides next"), (turn, after)


def _seat_name_at_turn(scene: ReplayScene, gui, turn: int) -> str:
    """Blue's name as the replay's seats panel paints it at the start of `turn`."""
    scene.goto_turn(turn)
    gui.frame()
    hud = scene.table.hud
    area = hud.rects["seats"]
    with recorded_labels(hud_module) as labels:
        hud._paint_seats(pygame.Surface(area.size, pygame.SRCALPHA), pygame.Rect(0, 0, *area.size), scene.table.display, 0.0)
    (name,) = (label for label, _size in labels if label.startswith("Blue ("))
    return name


def test_the_replays_seats_panel_names_the_hard_level_from_the_turn_it_took_the_seat(app, gui) -> None:
    """The seats panel said "Blue (you)" all through the replay, the hard level's turns too; as
    the table, it names the hard level from the turn it took the seat, in the longest of its
    words that fit ("Blue (hard, for you)" at 1280x800)."""
    match = _finished_for_the_person()
    taken_from = match.stood_in[0]
    app.watch_replay(match)
    scene = app.scene
    gui.frame()
    assert _seat_name_at_turn(scene, gui, taken_from - 2) == "Blue (you)"
    for turn in (taken_from, taken_from + 2):
        assert _seat_name_at_turn(scene, gui, turn) == "Blue (hard, for you)"
    assert _seat_name_at_turn(scene, gui, taken_from - 2) == "Blue (you)"  # and back, scrubbing back


def test_the_stand_in_name_in_a_hot_seat_game() -> None:
    assert stand_in_seat_name("Blue (you)") == "Blue (the hard level, for you)"
    assert stand_in_seat_name("Orange") == "Orange (the hard level)"
