"""A computer seat's long turn plays quicker as it goes on (play-test 28 watched one for 2.5 minutes).

The recorded turn: four random seats, seed 15, the turn played by history entries 155 to 185
(8 voyages in one turn, found by playing seeded games headless). Its events are shown by an
`Animator` as the table shows them (placements the rules made by themselves held longer), one
event's duration at a time, never by the clock.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tongiaki.app.scenes.table import FORCED_HOLD
from tongiaki.app.view.display import DURATIONS, QUICKEN_CAP, QUICKEN_STEP, SPEEDS, Animator, DisplayTable
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.play.narrate import forced_flags
from tongiaki.rules import Event, EventKind

SEATS = ["random"] * 4
SEED, START, END = 15, 155, 185
"""The long turn: 8 voyages by one seat, history entries START..END."""


def at_start() -> Match:
    """The match of four random seats stopped where the long turn begins."""
    match = Match(load_deck(DEFAULT_DECK_PATH), list(SEATS), SEED)
    while len(match.history) < START:
        match.advance()
    return match


@dataclass
class Turn:
    """The long turn: the match at its start (as it was) and the events of each of its steps
    with the ones held on show (`TableScene._mark_forced`)."""

    match: Match
    steps: list[tuple[list[Event], set[int]]]

    @property
    def seat(self) -> int:
        return self.match.state.active


def long_turn() -> Turn:
    begin, match = at_start(), at_start()
    steps = []
    while len(match.history) < END:
        node = match.pending
        settled = not node.is_chance and match.state.landing_settled()
        events = match.advance()
        assert events is not None
        held = {id(e) for e, f in zip(events, forced_flags(match.history[-1], events, settled), strict=True) if f}
        steps.append((events, held))
    return Turn(begin, steps)


class Recording(Animator):
    """An animator that notes each event it shows with its duration."""

    played: list[tuple[Event, float]]

    def duration(self, event: Event) -> float:
        seconds = super().duration(event)
        self.played.append((event, seconds))
        return seconds


def shown(turn: Turn, *, quick: frozenset[int], speed: str = "normal") -> list[tuple[Event, float]]:
    """Each event of the turn with the seconds it is shown for, the seats `quick` quickened."""
    match = turn.match
    animator = Recording(DisplayTable.from_state(match.state, match.events), match.deck.cards, speed,
                         quick_seats=quick, turn_player=match.state.active)
    animator.played = []
    for events, held in turn.steps:
        animator.hold.update({key: FORCED_HOLD for key in held})
        animator.push(events)
        while animator.busy:
            animator.update(1.0)
    return animator.played


def voyage_of_each(played: list[tuple[Event, float]]) -> list[int]:
    """For each event shown, how many voyages its turn had begun by then (0 before the first)."""
    count, counts = 0, []
    for event, _ in played:
        if event.kind is EventKind.TURN_PASSED:
            count = 0
        elif event.kind is EventKind.EMIGRATED:
            count += 1
        counts.append(count)
    return counts


@pytest.fixture(scope="module")
def turn() -> Turn:
    return long_turn()


def test_the_recorded_turn_is_a_long_one(turn) -> None:
    events = [e for step, _ in turn.steps for e in step]
    assert sum(e.kind is EventKind.EMIGRATED for e in events) >= 6
    assert [e.kind for e in events].count(EventKind.TURN_PASSED) == 1
    assert events[-1].kind is EventKind.TURN_PASSED  # one seat's whole turn, its end included


def test_a_computer_seats_voyages_play_faster_after_the_first(turn) -> None:
    plain = shown(turn, quick=frozenset())  # as every turn was shown before
    quick = shown(turn, quick=frozenset({turn.seat}))
    assert [e for e, _ in plain] == [e for e, _ in quick]  # every event is still shown (and so logged)
    voyages = voyage_of_each(plain)
    for (event, base), (_, seconds), voyage in zip(plain, quick, voyages, strict=True):
        if event.kind is EventKind.TURN_PASSED:
            assert seconds == pytest.approx(base)  # the next seat's turn starts at the chosen speed
            continue
        expected = min(QUICKEN_CAP, 1.0 + QUICKEN_STEP * max(0, voyage - 1))
        assert base / seconds == pytest.approx(expected), (event.kind, voyage)
    # the first voyage with its landing, and what led to it, at full length
    assert voyages.count(1) > 3
    assert all(s == pytest.approx(b) for (_, b), (_, s), v in zip(plain, quick, voyages, strict=True) if v <= 1)
    before, after = sum(s for _, s in plain), sum(s for _, s in quick)
    assert after < 0.6 * before, (before, after)


def test_a_persons_turn_plays_at_the_chosen_speed(turn) -> None:
    others = frozenset(range(len(SEATS))) - {turn.seat}  # the computers are the others: a person's turn
    for (event, seconds), (_, base) in zip(shown(turn, quick=others), shown(turn, quick=frozenset()), strict=True):
        assert seconds == pytest.approx(base), event.kind


@pytest.mark.parametrize("speed", ["slow", "fast", "instant"])
def test_the_speeds_keep_their_meaning(turn, speed) -> None:
    """Slow and fast stay that many times normal all through the turn; instant stays instant."""
    quick = frozenset({turn.seat})
    for (event, a), (_, b) in zip(shown(turn, quick=quick), shown(turn, quick=quick, speed=speed), strict=True):
        assert b == pytest.approx(a * SPEEDS[speed]), event.kind


def test_the_quickening_stops_at_its_cap(turn) -> None:
    played = shown(turn, quick=frozenset({turn.seat}))
    ratios = [DURATIONS[e.kind] / s for e, s in played if e.kind in DURATIONS and e.kind is not EventKind.CROSSING
              and s < DURATIONS[e.kind]]
    assert max(ratios) == pytest.approx(QUICKEN_CAP)


def test_the_table_shows_the_long_turn_quicker(app) -> None:
    """Through the table at normal speed (frames of a 60th of a second; random seats choose at
    once): the turn shows in well under the time its events took before, each event begun
    (logged) once and in order."""
    from tongiaki.app.main import seat_names
    from tongiaki.app.scenes.table import TableScene

    turn = long_turn()
    match = at_start()
    colours = ["blue", "green", "orange", "purple"]
    scene = TableScene(app, match, names=seat_names(match.seats, colours), colours=colours, speed="normal")
    app.scene = scene
    scene.enter()
    assert scene.animator.quick_seats == frozenset(range(len(SEATS)))
    begun: list[Event] = []
    log = scene.animator.on_begin
    assert log is not None

    def begin(event: Event) -> None:
        begun.append(event)
        log(event)

    scene.animator.on_begin = begin
    seconds = 0.0
    for _ in range(60 * 60):
        if begun and begun[-1].kind is EventKind.TURN_PASSED:
            break  # the turn is over (the next seat's moves follow at once)
        scene.update(1 / 60)
        seconds += 1 / 60
    events = [e for step, _ in turn.steps for e in step]
    assert begun == events
    plain = shown(turn, quick=frozenset())
    before = sum(s for _, s in plain[:-1])  # up to the next turn's start
    assert seconds < 0.6 * before, (seconds, before)
