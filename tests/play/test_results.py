"""The player's results against the computer levels (`tongiaki.play.results`)."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.walks import finished_match
from tongiaki.play.decks import load_default_deck
from tongiaki.play.match import Match
from tongiaki.play.records import RecordError, load_record, save_record
from tongiaki.play.results import (
    BROKEN_NAME,
    MAX_GAME_ID,
    MAX_RESULTS,
    RESULTS_LIMIT,
    GameResult,
    load_results,
    record_result,
    result_of,
    standing_lines,
    standings,
)

DECK = load_default_deck()


def finished(seats: list[str], seed: int = 3) -> Match:
    """A finished game; the people play random options."""
    return finished_match(seats, seed)


@pytest.fixture(scope="module")
def against_easy() -> Match:
    match = finished(["human", "easy", "random"])
    match.created = "2026-12-04T09:00:00Z"
    return match


@pytest.fixture(scope="module")
def another_game() -> Match:
    """The same play as `against_easy`, begun at another time: another game."""
    match = finished(["human", "easy", "random"])
    match.created = "2026-12-05T09:00:00Z"
    return match


def test_a_game_of_people_against_the_computer_gives_a_result(against_easy) -> None:
    result = result_of(against_easy, ended="2026-12-04T10:00:00Z")
    assert result is not None
    scores = against_easy.state.result().scores
    assert result.levels == ("easy", "random") and result.people == 1
    assert result.won == (0 in against_easy.state.result().winners)
    assert result.person_points == scores[0] and result.computer_points == max(scores[1:])


def test_games_without_people_or_without_computers_or_unfinished_give_none() -> None:
    assert result_of(finished(["easy", "random"])) is None
    assert result_of(finished(["human", "human"], seed=4)) is None
    assert result_of(Match(DECK, ["human", "easy"], 1)) is None


def test_results_are_kept_and_counted_per_level(against_easy, another_game, tmp_path) -> None:
    path = tmp_path / "results.json"
    assert record_result(against_easy, path) is None
    assert record_result(another_game, path) is None
    assert record_result(finished(["easy", "random"]), path) is None  # no person: not kept
    results, problem = load_results(path)
    assert problem is None and len(results) == 2
    won = 2 * results[0].won
    order = against_easy.state.result().order
    assert results[0].ahead == (order(0) > order(1), order(0) > order(2))
    easy_ahead, random_ahead = 2 * results[0].ahead[0], 2 * results[0].ahead[1]
    by_level = {s.level: (s.games, s.wins, s.ahead, s.seats) for s in standings(results)}
    assert by_level == {"random": (2, won, random_ahead, 2), "easy": (2, won, easy_ahead, 2)}
    assert standing_lines(results) == [f"Games: 2, won {won}", f"Against random: won {won} of 2 games",
                                       f"  ahead of {random_ahead} of 2 random seats", f"Against easy: won {won} of 2 games",
                                       f"  ahead of {easy_ahead} of 2 easy seats"]
    assert standing_lines([]) == []


def test_ahead_of_a_seat_counts_the_tie_break(against_easy, monkeypatch) -> None:
    """Play-test 44 finished on 25 points with Green (easy), on 7 islands to Green's 6: above
    Green by R8.4, as the score sheet said; the start screen said "ahead of 0 of 2 easy seats"
    (points alone were compared)."""
    from tongiaki.rules import GameState
    from tongiaki.rules.scoring import standing

    tied = standing([25, 25, 10], [7, 6, 3], [9, 9, 9])
    monkeypatch.setattr(GameState, "result", lambda self: tied)
    result = result_of(against_easy)
    assert result is not None and result.won and result.ahead == (True, True)
    level = standing([25, 25, 10], [6, 6, 3], [8, 9, 9])  # the fewest ships decide next
    monkeypatch.setattr(GameState, "result", lambda self: level)
    assert result_of(against_easy).ahead == (True, True)
    shared = standing([25, 25, 10], [6, 6, 3], [9, 9, 9])  # level on all three: not above
    monkeypatch.setattr(GameState, "result", lambda self: shared)
    assert result_of(against_easy).ahead == (False, True)


def test_a_result_kept_before_the_placings_still_counts(tmp_path) -> None:
    path = tmp_path / "results.json"
    old = {"ended": "2026-11-01T00:00:00Z", "levels": ["hard"], "people": 1, "won": True, "person_points": 30,
           "computer_points": 20}
    path.write_text(json.dumps({"games": [old]}))
    results, problem = load_results(path)
    assert problem is None and results[0].ahead == ()
    assert standing_lines(results) == ["Games: 1, won 1", "Against hard: won 1 of 1 game"]  # no placing known


def test_no_file_is_no_results(tmp_path) -> None:
    assert load_results(tmp_path / "results.json") == ([], None)


@pytest.mark.parametrize(("content", "words"), [
    (b"{not json", "is not valid JSON"),
    (b"\xff\xfe\x00", "is not UTF-8 text"),
    (b"[1, 2]", "must hold an object with a list 'games'"),
    (b" " * (RESULTS_LIMIT + 1), "is larger than"),
])
def test_a_broken_file_is_named_in_one_line_and_kept_aside(against_easy, tmp_path, content, words) -> None:
    path = tmp_path / "results.json"
    path.write_bytes(content)
    results, problem = load_results(path)
    assert results == [] and problem is not None and problem.startswith("results.json: ") and words in problem
    assert "\n" not in problem
    note = record_result(against_easy, path)
    assert note is not None and BROKEN_NAME in note
    assert (tmp_path / BROKEN_NAME).read_bytes() == content  # nothing lost
    assert len(load_results(path)[0]) == 1
    path.write_bytes(content)
    record_result(against_easy, path)
    assert (tmp_path / "results.broken-2.json").read_bytes() == content  # the first one is not written over


def test_a_bad_game_in_the_file_is_left_out_and_named(against_easy, another_game, tmp_path) -> None:
    path = tmp_path / "results.json"
    record_result(against_easy, path)
    data = json.loads(path.read_text())
    good = data["games"][0]
    data["games"] = [good, dict(good, won="yes"), dict(good, levels=["grandmaster"]), good]
    path.write_text(json.dumps(data))
    results, problem = load_results(path)
    assert len(results) == 2
    assert problem == "results.json: game 2 field 'won' is not true or false; that game is left out"
    record_result(another_game, path)
    assert len(load_results(path)[0]) == 3
    assert json.loads((tmp_path / BROKEN_NAME).read_text())["games"][1]["won"] == "yes"  # kept for the player


def test_a_game_is_counted_once_however_often_it_ends(against_easy, another_game, tmp_path) -> None:
    """A game is known by its id (its seed and when it began, kept in every record of it): a
    play-test's results counted a game again when it was opened finished, or played to its end
    again from a save made before it."""
    path = tmp_path / "results.json"
    assert record_result(against_easy, path) is None
    assert record_result(against_easy, path) is None
    save_record(against_easy, tmp_path / "game.json")
    assert record_result(load_record(tmp_path / "game.json"), path) is None  # its record, opened again
    results, problem = load_results(path)
    assert problem is None and [r.game for r in results] == ["2026-12-04T09:00:00Z/3"]
    assert record_result(another_game, path) is None
    assert [r.game for r in load_results(path)[0]] == ["2026-12-04T09:00:00Z/3", "2026-12-05T09:00:00Z/3"]


def test_a_game_never_saved_gets_its_id_with_its_result_and_keeps_it(tmp_path) -> None:
    match = finished(["human", "easy"], seed=5)
    assert match.created is None
    path = tmp_path / "results.json"
    assert record_result(match, path) is None
    game = load_results(path)[0][0].game
    assert match.created is not None and game == f"{match.created}/5"
    save_record(match, tmp_path / "game.json")
    assert record_result(load_record(tmp_path / "game.json"), path) is None
    assert len(load_results(path)[0]) == 1


def test_results_kept_before_the_game_id_still_count_and_a_bad_id_is_named(against_easy, tmp_path) -> None:
    path = tmp_path / "results.json"
    old = {"ended": "2026-11-01T00:00:00Z", "levels": ["easy", "random"], "people": 1, "won": True,
           "person_points": 30, "computer_points": 20, "ahead": [True, True]}
    path.write_text(json.dumps({"games": [old, old]}))
    results, problem = load_results(path)
    assert problem is None and [r.game for r in results] == ["", ""]  # both count, as they did
    assert record_result(against_easy, path) is None
    assert [r.game for r in load_results(path)[0]] == ["", "", "2026-12-04T09:00:00Z/3"]
    path.write_text(json.dumps({"games": [dict(old, game=7), dict(old, game="x" * (MAX_GAME_ID + 1))]}))
    results, problem = load_results(path)
    assert results == [] and problem == "results.json: game 1 field 'game' is not a game's id; that game is left out"


def test_a_game_loaded_from_any_record_the_loader_takes_is_counted_and_read_back(tmp_path) -> None:
    """Found by fuzzing the record loader: a record's `created` (free to edit, not checksummed)
    of any length, or a seed of 90 digits and more, was accepted, and the game's id (`created`/
    seed) then ran past the 100 characters the results file took: its result was written, read
    back as a bad entry, and the next result put the whole file aside."""
    match = finished(["human", "random"], seed=-(10**99))  # the longest seed a record holds: 100 digits
    match.created = "2026-12-04T09:00:00.123456789+14:00 Sun"[:40]  # the longest `created` it holds
    loaded = load_record(save_record(match, tmp_path / "game.json"))
    path = tmp_path / "results.json"
    assert record_result(loaded, path) is None
    results, problem = load_results(path)
    assert problem is None and [r.game for r in results] == [f"{match.created}/{match.seed}"]


@pytest.mark.parametrize(("created", "why"), [
    ("x" * 41, "created: must be a date and time of at most 40 characters (it has 41)"),
    ("2026-12-04\n10:00", "created: must be a single line"),
    ("2026-12-04\x00", "created: must not hold control characters (it holds U+0000)"),
])
def test_a_record_whose_created_is_no_date_and_time_is_refused_naming_it(tmp_path, created, why) -> None:
    match = finished(["human", "random"])
    path = save_record(match, tmp_path / "game.json")
    path.write_text(json.dumps(dict(json.loads(path.read_text(encoding="utf-8")), created=created)), encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        load_record(path)
    assert str(caught.value) == f"game.json: {why}"


def test_only_the_newest_games_are_kept(against_easy, tmp_path) -> None:
    path = tmp_path / "results.json"
    old = GameResult("2026-01-01T00:00:00Z", ("easy",), 1, False, 1, 2, (False,))
    games = [dict(ended=old.ended, levels=["easy"], people=1, won=False, person_points=1, computer_points=2,
                  ahead=[False])]
    path.write_text(json.dumps({"games": games * MAX_RESULTS}))
    assert record_result(against_easy, path, ended="2026-12-04T10:00:00Z") is None
    results, _problem = load_results(path)
    assert len(results) == MAX_RESULTS and results[-1].ended == "2026-12-04T10:00:00Z" and results[0] == old


_JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12),
                     lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                     max_leaves=20)
_GAME = st.fixed_dictionaries({"ended": st.text(max_size=50) | st.integers(), "levels": _JSON | st.just(["easy"]),
                               "people": _JSON | st.integers(0, 7), "won": _JSON | st.booleans(),
                               "person_points": _JSON | st.integers(-5, 20_000),
                               "computer_points": _JSON | st.integers(-5, 20_000)})


@settings(max_examples=300, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.one_of(_JSON, st.fixed_dictionaries({"games": st.lists(_GAME | _JSON, max_size=5)})))
def test_any_json_in_the_results_file_is_read_or_named_in_one_line(tmp_path, data) -> None:
    """Whatever the file holds, reading it never raises: the games that can be used, and at
    most one line naming the file (and the game and field) about the rest."""
    path = tmp_path / "results.json"
    path.write_text(json.dumps(data))
    results, problem = load_results(path)
    assert all(isinstance(r, GameResult) for r in results)
    assert problem is None or (problem.startswith("results.json: ") and "\n" not in problem)
    standing_lines(results)  # and the start screen can show them


def test_hot_seat_games_are_counted_apart_from_your_own(tmp_path) -> None:
    """A game of two people against the computer is nobody's own result: "Your results" counts
    the games one person played, and the hot-seat games in a line of their own (play-test 27
    found one counted as the better person's, as "Games: 1, won 1")."""
    path = tmp_path / "results.json"
    solo = {"ended": "2026-11-01T00:00:00Z", "levels": ["hard"], "people": 1, "won": False, "person_points": 10,
            "computer_points": 20, "ahead": [False]}
    pair = {"ended": "2026-11-02T00:00:00Z", "levels": ["hard", "easy"], "people": 2, "won": True,
            "person_points": 30, "computer_points": 20, "ahead": [True, True]}
    path.write_text(json.dumps({"games": [solo, pair, pair]}))
    results, problem = load_results(path)
    assert problem is None and [r.people for r in results] == [1, 2, 2]  # all kept
    assert standing_lines(results) == ["Games: 1, won 0", "Against hard: won 0 of 1 game", "  ahead of 0 of 1 hard seat",
                                       "Hot-seat games: 2, a person won 2"]
    assert standing_lines(results[1:]) == ["Hot-seat games: 2, a person won 2"]
    hot_seat = finished(["human", "human", "easy"], seed=3)
    assert record_result(hot_seat, path) is None
    assert load_results(path)[0][-1].people == 2
    assert standing_lines(load_results(path)[0])[-1].startswith("Hot-seat games: 3, a person won ")
