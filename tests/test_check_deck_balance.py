"""`tongiaki check-deck FILE --games N`: the balance figures (tongiaki.tools.balance) and the trial
games behind them (tongiaki.tools.deck_trial).

The JSON report is the same for the same seed whatever the number of worker processes, and its
figures equal a count made here directly from the same games' final states and events, by other
means than the balance module uses (the final stack for the ending, `kings_used` for kings,
fleets sailing onto water cards, followed card by card, for crossings, returned ships for
failed crossings).
"""

from __future__ import annotations

import json
import math
import os
import re
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tongiaki.cli import main
from tongiaki.play.decks import load_deck, load_default_deck
from tongiaki.play.match import Match
from tongiaki.rules.events import Event, EventKind, Reason
from tongiaki.tools.balance import Ending, GameFacts, balance, game_facts
from tongiaki.tools.deck_trial import TrialError, TrialTask, game_seed, play_trial_game, run_trial
from tongiaki.tools.tournament import wilson_interval

REPO = Path(__file__).resolve().parent.parent
CALM_SEAS = REPO / "config" / "decks" / "calm-seas.yaml"
GAMES = 50
SEED = 7
PLAYERS = 3


def check_deck_json(capsys: pytest.CaptureFixture[str], *extra: str) -> dict:
    argv = ["check-deck", str(CALM_SEAS), "--games", str(GAMES), "--players", str(PLAYERS), "--level", "random",
            "--seed", str(SEED), "--json", *extra]
    assert main(argv) == 0
    captured = capsys.readouterr()
    assert "50/50 games" in captured.err  # the progress bar is on stderr, not in the JSON
    return json.loads(captured.out)


@pytest.fixture(scope="module")
def report() -> dict:
    """One run of the command, shared by the tests below (jobs 1)."""
    import contextlib
    import io

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        assert main(["check-deck", str(CALM_SEAS), "--games", str(GAMES), "--players", str(PLAYERS), "--level",
                     "random", "--seed", str(SEED), "--json", "--jobs", "1"]) == 0
    return json.loads(out.getvalue())


def test_json_is_deterministic_for_a_seed_and_any_jobs(capsys: pytest.CaptureFixture[str], report: dict) -> None:
    assert check_deck_json(capsys, "--jobs", "1") == report
    assert check_deck_json(capsys, "--jobs", "2") == report
    other = check_deck_json(capsys, "--jobs", "1", "--seed", str(SEED + 1))
    assert other["balance"] != report["balance"]


def direct_count(deck_path: Path | None) -> dict:
    """The figures of the trial's games, counted from their final states and events."""
    deck = load_default_deck() if deck_path is None else load_deck(deck_path)
    turns: list[int] = []
    endings = dict.fromkeys(("last_island", "last_water", "stall", "unfinished"), 0)
    crossings = failed = removed = kings = 0
    best: list[int] = []
    wins = [0.0] * PLAYERS
    for g in range(GAMES):
        match = Match(deck, ["random"] * PLAYERS, game_seed(SEED, g))
        match.play_out()
        state = match.state
        assert state.is_over()
        turns.append(state.turn)
        left = [deck.cards[c] for c in state.stack]
        if not state.end_triggered:
            endings["stall"] += 1
        elif not any(c.is_island for c in left):
            endings["last_island"] += 1
        else:
            assert not any(c.is_water for c in left)
            endings["last_water"] += 1
        table: dict = {}  # cell -> card id as the game goes (a removed island's cell may be refilled)
        for event in match.events:
            if event.kind is EventKind.CARD_ATTACHED:
                table[event.cell] = event.card
            elif event.kind is EventKind.ISLAND_REMOVED:
                table.pop(event.cell, None)
            elif event.kind is EventKind.FLEET_MOVED and event.to in table:
                crossings += deck.cards[table[event.to]].is_water  # a fleet sails onto water: a crossing
            if event.kind is EventKind.SHIPS_RETURNED and event.reason is Reason.CROSSING_FAILED:
                failed += 1
        removed += len(state.removed)
        kings += sum(state.kings_used)
        result = state.result()
        best.append(max(result.scores))
        for p in range(PLAYERS):
            wins[p] += result.share(p)
    mean = sum(turns) / GAMES
    sd = math.sqrt(sum((t - mean) ** 2 for t in turns) / (GAMES - 1))
    return {
        "games": GAMES,
        "players": PLAYERS,
        "turns": {"mean": round(mean, 3), "sd": round(sd, 3), "min": min(turns), "max": max(turns)},
        "endings": {k: round(v / GAMES, 4) for k, v in endings.items()},
        "crossings": {"total": crossings, "failed": failed, "failed_share": round(failed / crossings, 4)},
        "islands_removed_per_game": round(removed / GAMES, 3),
        "kings_per_game": round(kings / GAMES, 3),
        "winning_score_mean": round(sum(best) / GAMES, 3),
        "seats": [{"position": p + 1, "win_share": round(wins[p] / GAMES, 4),
                   "ci95": [round(x, 4) for x in wilson_interval(wins[p], GAMES)],
                   "biased": not wilson_interval(wins[p], GAMES)[0] <= 1 / PLAYERS <= wilson_interval(wins[p], GAMES)[1]}
                  for p in range(PLAYERS)],
    }


def test_figures_match_a_direct_count(report: dict) -> None:
    assert report["file"] == "calm-seas.yaml" and report["games"] == GAMES and report["is_standard"] is False
    assert report["balance"] == direct_count(CALM_SEAS)
    assert report["standard"] == direct_count(None)
    # The two decks do play differently (the figures are not a constant).
    assert report["balance"]["turns"]["mean"] < report["standard"]["turns"]["mean"]
    assert sum(report["balance"]["endings"].values()) == pytest.approx(1.0)
    assert sum(s["win_share"] for s in report["balance"]["seats"]) == pytest.approx(1.0, abs=1e-3)


def test_standard_deck_is_played_once(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["check-deck", str(REPO / "config" / "decks" / "standard.yaml"), "--games", "5", "--json", "--jobs", "1"]
    assert main(argv) == 0
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    assert out["is_standard"] is True and out["balance"] == out["standard"]
    assert captured.err.count("5/5 games") == 1


def test_text_report_shows_both_decks(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check-deck", str(CALM_SEAS), "--games", "10", "--jobs", "1", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0] == "calm-seas.yaml: OK"
    assert "Calm Seas" in lines[2] and "standard deck" in lines[2]
    for label in ("turns per game, mean ± sd", "ended by the last island", "ended by the last water card",
                  "crossings failed by danger", "islands removed per game", "kings per game", "mean winning score",
                  "win share, seat 1 (starts)", "win share, seat 4"):
        assert any(line.startswith(label) for line in lines), label


def test_without_games_the_output_is_unchanged(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check-deck", str(CALM_SEAS)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("calm-seas.yaml: OK\nDeck 'Calm Seas': 15 cards")
    assert "Balance" not in out


@pytest.mark.parametrize("extra, fragment", [
    (["--games", "0"], "--games must be 1 or more (got 0)"),
    (["--games", "5", "--players", "7"], "--players must be 2 to 6 (got 7)"),
    (["--games", "5", "--level", "genius"], "--level must be one of random, easy"),
    (["--games", "5", "--jobs", "0"], "--jobs must be 1 or more"),
])
def test_bad_options_get_one_line(capsys: pytest.CaptureFixture[str], extra: list[str], fragment: str) -> None:
    assert main(["check-deck", str(CALM_SEAS), *extra]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and fragment in err


def test_broken_deck_with_games_gets_its_error(capsys: pytest.CaptureFixture[str]) -> None:
    bad = REPO / "tests" / "data" / "bad_decks" / "danger_7.yaml"
    assert main(["check-deck", str(bad), "--games", "5"]) == 1
    err = capsys.readouterr().err.strip()
    assert err == "error: danger_7.yaml: card 'Water 1': wake 2: danger must be 0 or 2..6 (got 7)"


def test_game_facts_of_hand_made_events() -> None:
    deck = load_default_deck()
    island = next(i for i, c in enumerate(deck.cards) if c.is_island and not c.is_start)
    water = next(i for i, c in enumerate(deck.cards) if c.is_water)
    events = [
        Event(EventKind.TURN_PASSED, player=0),
        Event(EventKind.CROSSING, danger=2, colours=1, passed=False),
        Event(EventKind.CROSSING, danger=0, colours=1, passed=True),
        Event(EventKind.TURN_PASSED, player=1),
        Event(EventKind.KING_FOUNDED, player=1),
        Event(EventKind.ISLAND_REMOVED, card=island),
        Event(EventKind.END_TRIGGERED, card=water),
        Event(EventKind.GAME_OVER, scores=(4, 9), reason=Reason.END),
    ]
    facts = game_facts(events, deck, 2, (1,))
    assert facts == GameFacts(2, 2, Ending.LAST_WATER, 2, 1, 1, 1, (4, 9), (1,))
    assert facts.winning_score == 9 and facts.share(1) == 1.0 and facts.share(0) == 0.0
    stall = game_facts([Event(EventKind.TURN_PASSED), Event(EventKind.GAME_OVER, scores=(3, 3), reason=Reason.STALL)],
                       deck, 2, (0, 1))
    assert stall.ending is Ending.STALL and stall.share(0) == 0.5
    last_island = game_facts([Event(EventKind.END_TRIGGERED, card=island), Event(EventKind.GAME_OVER, scores=(1, 0))],
                             deck, 2, (0,))
    assert last_island.ending is Ending.LAST_ISLAND
    unfinished = game_facts([Event(EventKind.TURN_PASSED)], deck, 2, (0,))
    assert unfinished.ending is Ending.UNFINISHED and unfinished.winners == ()

    pooled = balance([facts, stall, last_island, unfinished])
    assert pooled.games == 4 and pooled.ending_share(Ending.STALL) == 0.25
    assert pooled.seats[1].wins == 1.5 and pooled.seats[1].games == 3  # unfinished games have no winner
    assert pooled.failed_crossing_share == 0.5
    assert not pooled.seats[1].biased(2)
    lopsided = balance([facts] * 60)  # seat 2 wins all 60 games
    assert lopsided.seats[1].biased(2) and lopsided.seats[0].biased(2)
    assert lopsided.as_dict()["seats"][1] == {"position": 2, "win_share": 1.0, "ci95": [0.9398, 1.0], "biased": True}
    with pytest.raises(ValueError, match="different numbers of players"):
        balance([facts, game_facts([], deck, 3, ())])


TRIAL_BOUND = 300.0
"""Seconds a trial of a few games gets before the test calls it hung (a guard, not a timing
assert: a healthy run takes a small fraction of it even on a loaded machine)."""


def bounded(call: Callable[[], Any]) -> Any:
    """Run `call` in a thread and return its result (or raise its error); fail, instead of
    hanging the test run, if it has not finished within `TRIAL_BOUND`."""
    outcome: dict[str, Any] = {}

    def target() -> None:
        try:
            outcome["value"] = call()
        except BaseException as error:  # noqa: BLE001 - handed back to the test
            outcome["error"] = error

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(timeout=TRIAL_BOUND)
    assert not thread.is_alive(), f"the trial did not end within {TRIAL_BOUND:.0f} s: hung"
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


def _server_children() -> set[int]:
    """The live children of the fork server (the trial's helpers), or none without one."""
    from multiprocessing import forkserver

    server = getattr(forkserver._forkserver, "_forkserver_pid", None)
    if server is None:
        return set()
    try:
        with open(f"/proc/{server}/task/{server}/children") as children:
            kids = {int(word) for word in children.read().split()}
    except FileNotFoundError:
        return set()
    return {pid for pid in kids if _alive(pid)}


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/status") as status:
            return not any(line.startswith("State:") and "Z" in line for line in status)
    except FileNotFoundError:
        return False


def test_trial_results_are_in_game_order() -> None:
    deck = load_deck(CALM_SEAS)
    before = _server_children()  # helpers of other parts of the program (the window's), if any
    facts = bounded(lambda: run_trial(deck, 2, "random", 6, 1, jobs=2))
    if sys.platform.startswith("linux"):
        assert _server_children() <= before  # every helper of the trial was reaped before it returned
    assert facts == run_trial(deck, 2, "random", 6, 1, jobs=1)
    assert [f.turns for f in facts] == [_turns(deck, g) for g in range(6)]


def die_in_game_3(task: TrialTask) -> tuple[int, GameFacts]:
    """A helper that dies abruptly (as if killed) when it comes to game 3; plays the others."""
    if task.index == 3:
        os._exit(9)
    return play_trial_game(task)


def _names_the_dead_helpers_codes(message: str) -> bool:
    """Whether the message gives the exit codes of `die_in_game_3`'s helpers: 9 as the helper ended,
    or 255 where the fork server could not pass a status on (it reads the status from a pipe, and
    says 255 when that read fails, seen on a loaded machine), or both ("exit code 255, 9")."""
    named = re.search(r"ended unexpectedly \(exit code ([0-9, ]+)\)", message)
    return named is not None and set(named.group(1).split(", ")) <= {"9", "255"}


def test_a_helper_that_dies_is_one_clear_error_not_a_hang() -> None:
    deck = load_deck(CALM_SEAS)
    before = _server_children()
    with pytest.raises(TrialError) as caught:
        bounded(lambda: run_trial(deck, 2, "random", 8, 1, jobs=2, play=die_in_game_3))
    message = str(caught.value)
    assert len(message.splitlines()) == 1
    assert "helper process" in message and "--jobs 1" in message
    assert _names_the_dead_helpers_codes(message), message
    if sys.platform.startswith("linux"):
        assert _server_children() <= before  # the other helper was stopped too


def test_check_deck_reports_a_dead_helper_in_one_line(capsys: pytest.CaptureFixture[str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    import tongiaki.tools.deck_trial as deck_trial

    def broken(*args: Any, **kwargs: Any) -> list[GameFacts]:
        return run_trial(*args, **kwargs, play=die_in_game_3)

    monkeypatch.setattr(deck_trial, "run_trial", broken)
    assert bounded(lambda: main(["check-deck", str(CALM_SEAS), "--games", "6", "--jobs", "2", "--json"])) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    # Not a terminal: no bar until the end, which never came; the error alone.
    [line] = captured.err.splitlines()
    assert line.startswith("error: calm-seas.yaml: a helper process playing trial games ended unexpectedly")
    assert _names_the_dead_helpers_codes(line), line


def _turns(deck, g: int) -> int:
    match = Match(deck, ["random"] * 2, game_seed(1, g))
    match.play_out()
    return match.state.turn
