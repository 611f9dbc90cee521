"""Seeded matches stopped where a test needs the human seat: human (seat 0) against random.

`human_match_until(stop)` tries seeds in turn, plays each match on (the random seat by its
agent, reveals by the match, the human by a seeded choice) and returns it at the first decision
of the human for which `stop(match, node)` holds; the test is skipped when no seed gets there.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.rules import Decision, DecisionKind, Deck, Option
from tongiaki.rules.odds import Outcome, decision_odds

HumanChoice = Callable[[Decision, random.Random], Option]


def any_option(node: Decision, rng: random.Random) -> Option:
    """The human's default play: any offered option."""
    return rng.choice(node.options)


def human_match_until(stop: Callable[[Match, Decision], bool], *, deck: Deck | None = None, seeds: int = 300,
                      choose: HumanChoice = any_option, what: str = "such a decision") -> Match:
    """The first match (seeds 0, 1, ...) that reaches a decision of the human where `stop`
    holds, stopped there; `choose` plays the human's other decisions. Skips the test (saying
    `what` was looked for) when no seed below `seeds` reaches one."""
    deck = deck if deck is not None else load_deck(DEFAULT_DECK_PATH)
    for seed in range(seeds):
        match = Match(deck, ["human", "random"], seed)
        rng = random.Random(seed)
        while not match.is_over():
            node = match.pending
            if node.is_chance or match.agents[node.player] is not None:
                match.advance()
                continue
            if stop(match, node):
                return match
            match.apply(choose(node, rng))
    pytest.skip(f"no seed below {seeds} reaches {what}")


def random_tables(seeds: range, seats: Callable[[int], int], turns: tuple[int, ...]):
    """(match, its `DisplayTable` as drawn) of a game of random seats (`seats(seed)` of them) at
    each of `turns`, for each of `seeds`."""
    from tongiaki.app.view.display import DisplayTable

    deck = load_deck(DEFAULT_DECK_PATH)
    for seed in seeds:
        match = Match(deck, ["random"] * seats(seed), seed)
        stops = list(turns)
        while not match.is_over() and stops:
            match.advance()
            if match.state.turn >= stops[0]:
                stops.pop(0)
                yield match, DisplayTable.from_state(match.state, match.events)


def shown_table(app, match: Match, colours: list[str]):
    """A table scene of `match` put on `app` at instant speed, laid out and updated once (for
    tests that measure what it draws without playing through the window)."""
    from tongiaki.app.main import seat_names
    from tongiaki.app.scenes.table import TableScene

    scene = TableScene(app, match, names=seat_names(match.seats, colours), colours=colours, speed="instant")
    app.scene = scene
    scene.enter()
    scene.update(0.0)
    return scene


def play_to_score_screen(app, gui, seed: int = 5):
    """A game of three random seats at instant speed on `app`, played frame by frame until its
    score screen shows (at most 3,000 frames: random seats do not think by the clock); returns it."""
    app.new_game(["random", "random", "random"], seed=seed, speed="instant")
    return until_score_screen(app, gui)


def until_score_screen(app, gui):
    """Frames until the game under way shows its score screen (at most 3,000: its seats must
    not think by the clock); returns it."""
    from tongiaki.app.scenes.score import ScoreScene

    for _ in range(3000):
        if isinstance(app.scene, ScoreScene):
            break
        gui.frame()
    assert isinstance(app.scene, ScoreScene)
    return app.scene


def open_load_screen(app, gui):
    """The Load screen, opened from the start screen's Load game button (drawn once)."""
    from tongiaki.app.scenes.load import LoadScene
    from tongiaki.app.scenes.start import StartScene

    app.to_menu()
    gui.frame()
    start = app.scene
    assert isinstance(start, StartScene)
    gui.click(start.load.rect.center)
    assert isinstance(app.scene, LoadScene)
    gui.frame()
    return app.scene


def review_to_the_end(gui, scene) -> None:
    """Frames until every note of the replay scene's review has come (each wait ends with the
    helper's answer, never a number of frames)."""
    for _ in range(scene.reviewer.total + 5):
        if scene.reviewer.done:
            return
        scene.reviewer.wait(timeout=60)
        gui.frame()
    assert scene.reviewer.done


def nth_emigration(n: int, *outcomes: Outcome) -> Match:
    """The match at the `n`-th (from 0) emigration of the person, over the seeds, whose piers'
    voyages over the cards lying end in each of `outcomes` (one pier for each, at least)."""
    seen = [0]

    def stop(match: Match, node: Decision) -> bool:
        if node.kind is not DecisionKind.EMIGRATE:
            return False
        if not set(outcomes) <= {e.odds.outcome for e in decision_odds(match.state)}:
            return False
        seen[0] += 1
        return seen[0] > n

    ends = " and ".join(outcome.value for outcome in outcomes)
    return human_match_until(stop, seeds=400, what=f"{n + 1} emigrations with voyages that end {ends}")


def finished_for_the_person(seats: list[str], seed: int, turn: int) -> Match:
    """A finished game of a person (random moves, seeded by `seed`) in seat 0 and `seats[1:]`,
    the person's seat handed to the easy level ("Finish for me": the record keeps the turn, not
    the level) at its first turn action in `turn` or later."""
    match = Match(load_deck(DEFAULT_DECK_PATH), seats, seed)
    moves = random.Random(seed)
    while True:
        match.play_out()
        node = match.pending
        assert isinstance(node, Decision) and node.player == 0, "the game ended before the hand-over"
        if match.state.turn >= turn and node.kind is DecisionKind.ACTION:
            break
        match.apply(moves.choice(node.options))
    match.stand_in(0, "easy")
    match.play_out()
    assert match.is_over()
    return match


@contextmanager
def shown_at(match: Match, size: tuple[int, int]) -> Iterator[tuple[Any, Any]]:
    """`match` on the table of a new window of `size` (blue and orange, instant speed), at the
    person's decision with the camera at rest: (app, gui); the window closes after."""
    from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
    from tongiaki.app.main import App

    application = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        gui = Gui(application)
        application.show_match(match, ["blue", "orange"], "instant")
        assert gui.wait_for_human()
        gui.settle_camera()
        yield application, gui
    finally:
        if application.scene is not None:
            application.scene.exit()
        application.close()
