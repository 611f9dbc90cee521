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
from tests.app.matches import finished_for_the_person
from tongiaki.app.scenes.replay import ReplayScene, stand_in_seat_name
from tongiaki.app.widgets import hud as hud_module
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.play.records import record_of, replay_record
from tongiaki.rules import Decision, DecisionKind

DECK = load_deck(DEFAULT_DECK_PATH)
HANDED_OVER_AT = 7
"""The turn from which the computer plays the person's seat (Blue, seat 0)."""


def _finished_for_the_person(seed: int = 4) -> Match:
    """A game of a person (random moves) and the easy level, the person's seat handed to a
    computer at the start of their turn `HANDED_OVER_AT` or later (the record keeps the turn
    only, not the level), played to the end."""
    return finished_for_the_person(["human", "easy"], seed, HANDED_OVER_AT)


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


GIVEN_BACK_AT = 13
"""The turn at which the person takes the seat back, in the game of `_played_for_a_while`."""


def _played_for_a_while(seed: int = 4) -> Match:
    """A game of a person (random moves) and the easy level, the person's seat handed to a
    computer at its first decision of turn `HANDED_OVER_AT` or later, taken back at its first
    decision of turn `GIVEN_BACK_AT` or later, and played to the end by the person."""
    match = Match(DECK, ["human", "easy"], seed)
    moves = random.Random(seed)

    def to_seat_turn(turn: int) -> None:
        """On (the person's moves random, the computers' their own) to Blue's action in `turn` or later."""
        while True:
            node = match.pending
            assert node is not None, "the game ended first"
            if isinstance(node, Decision) and node.player == 0 and match.state.turn >= turn \
                    and node.kind is DecisionKind.ACTION:
                return
            if match.advance() is None:
                match.apply(moves.choice(node.options))

    to_seat_turn(HANDED_OVER_AT)
    match.stand_in(0, "easy")
    to_seat_turn(GIVEN_BACK_AT)
    match.take_back(0)
    while not match.is_over():
        if match.advance() is None:
            match.apply(moves.choice(match.pending.options))
    return match


def test_the_replay_names_the_hard_level_for_the_turns_it_played_a_seat_given_back(app, gui) -> None:
    """The replay named the hard level only for a seat it played to the end: the turns it played
    for Blue before Blue's person took the seat back read "Blue (you) decides next" and "Blue
    (you)". The record keeps those turns (`stood_in_before`, the score sheet's "played turns 7
    to 13"): the top bar and the seats panel name the hard level in them, and "Blue (you)" from
    the turn the person took the seat back, in the game as played and as saved and opened again."""
    played = _played_for_a_while()
    ((first, last),) = played.stood_in_before[0]
    assert played.stood_in == {} and (first, last) == (HANDED_OVER_AT, GIVEN_BACK_AT)
    for match in (played, replay_record(record_of(played), "a saved game")):
        app.watch_replay(match)
        scene = app.scene
        assert isinstance(scene, ReplayScene)
        gui.frame()
        assert _prompt_at_turn(scene, gui, first - 2).startswith("Blue (you) decides next")
        assert _seat_name_at_turn(scene, gui, first - 2) == "Blue (you)"
        for turn in (first, last - 2):
            prompt = _prompt_at_turn(scene, gui, turn)
            assert prompt.startswith("Blue (the hard level, for you) decides next"), (turn, prompt)
            assert _seat_name_at_turn(scene, gui, turn) == "Blue (hard, for you)", turn
        assert _prompt_at_turn(scene, gui, last).startswith("Blue (you) decides next")
        assert _seat_name_at_turn(scene, gui, last) == "Blue (you)"
        assert _seat_name_at_turn(scene, gui, first) == "Blue (hard, for you)"  # scrubbing back
