"""`tongiaki review` shows a kept review at once and keeps the one it makes (`play.keptreviews`).

The play-test after kept reviews found that the command made every review afresh (about a
third of a second a move) though the game kept the same notes in the data folder. Here a kept
review is printed without a single search, one left under way is finished, `--fresh` makes it
again, and a damaged file costs one line on stderr naming it and the field.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.walks import finished_match
from tongiaki.cli import main
from tongiaki.cli import review as review_command
from tongiaki.play import keptreviews
from tongiaki.play.keptreviews import keep_review, review_key
from tongiaki.play.match import Match
from tongiaki.play.records import game_id, load_record, save_record
from tongiaki.play.review import review_decision, review_record

CAP = 6
SEATS = [0]
"""The human seat of the game: the seats reviewed by default."""


@pytest.fixture(autouse=True)
def fresh_session():
    """Each test starts without this process's kept reviews (the files are in its own data folder)."""
    keptreviews.forget_session()
    yield
    keptreviews.forget_session()


@pytest.fixture(scope="module")
def game() -> Match:
    return finished_match(["human", "easy"], 3)


@pytest.fixture(scope="module")
def notes(game):
    return list(review_record(game.deck, 2, game.history, game.deciders, SEATS, iterations=CAP))


@pytest.fixture
def record(game, tmp_path) -> Path:
    path = tmp_path / "game.json"
    save_record(game, path)
    return path


def _review(record: Path, capsys, *more: str) -> tuple[dict, str]:
    assert main(["review", str(record), "--iterations", str(CAP), "--json", *more]) == 0
    out, err = capsys.readouterr()
    return json.loads(out), err


def _count_searches(monkeypatch) -> list[int]:
    """The steps the command searches from now on (each a real review of that move)."""
    searched: list[int] = []

    def counted(state, option, step, *args):
        searched.append(step)
        return review_decision(state, option, step, *args)

    monkeypatch.setattr(review_command, "review_decision", counted)
    return searched


def _no_searches(monkeypatch) -> None:
    def refused(*_args):
        raise AssertionError("searched a move the kept review holds")

    monkeypatch.setattr(review_command, "review_decision", refused)


def _reviews(data_folder: Path) -> list[Path]:
    return sorted((data_folder / "reviews").glob("*.json"))


def test_the_command_keeps_its_review_and_shows_it_at_once_the_next_time(
    record, notes, capsys, monkeypatch, user_data_folder
) -> None:
    made, err = _review(record, capsys)
    assert made["kept"] == 0 and [n["step"] for n in made["notes"]] == [n.step for n in notes]
    assert err == ""
    assert len(_reviews(user_data_folder)) == 1
    keptreviews.forget_session()  # another day
    _no_searches(monkeypatch)
    again, err = _review(record, capsys)
    assert again == {**made, "kept": len(notes)}
    assert len(err.splitlines()) == 1 and "reviews/" in err and "--fresh" in err
    assert main(["review", str(record), "--iterations", str(CAP)]) == 0  # the text output too
    out = capsys.readouterr().out.splitlines()
    assert len(out) == sum(n.verdict.flagged for n in notes) + 1


def test_the_command_shows_the_review_the_game_kept(game, record, notes, capsys, monkeypatch) -> None:
    """The replay viewer keeps its review under the game's id (`records.game_id`) and seats; the
    command finds the same file."""
    loaded = load_record(record)
    key = review_key(
        game_id(loaded), loaded.deck, loaded.history, loaded.deciders, SEATS, CAP, loaded.hinted, loaded.hint_reasons
    )
    assert keep_review(key, notes) is None
    keptreviews.forget_session()
    _no_searches(monkeypatch)
    data, _err = _review(record, capsys)
    assert data["kept"] == len(notes) and [n["step"] for n in data["notes"]] == [n.step for n in notes]


def test_a_review_left_under_way_goes_on_from_where_it_stopped(record, notes, capsys, monkeypatch) -> None:
    searched: list[int] = []

    def stop_at_the_third(state, option, step, *args):
        if len(searched) == 2:
            raise KeyboardInterrupt
        searched.append(step)
        return review_decision(state, option, step, *args)

    monkeypatch.setattr(review_command, "review_decision", stop_at_the_third)
    with pytest.raises(KeyboardInterrupt):
        main(["review", str(record), "--iterations", str(CAP), "--json"])
    capsys.readouterr()
    assert searched == [n.step for n in notes[:2]]
    keptreviews.forget_session()
    searched = _count_searches(monkeypatch)
    data, _err = _review(record, capsys)
    assert data["kept"] == 2 and searched == [n.step for n in notes[2:]]
    assert [n["verdict"] for n in data["notes"]] == [n.verdict.value for n in notes]


def test_fresh_reviews_every_move_again_and_keeps_it(record, notes, capsys, monkeypatch, user_data_folder) -> None:
    _review(record, capsys)
    searched = _count_searches(monkeypatch)
    data, err = _review(record, capsys, "--fresh")
    assert data["kept"] == 0 and err == "" and searched == [n.step for n in notes]
    assert len(_reviews(user_data_folder)) == 1
    keptreviews.forget_session()
    _no_searches(monkeypatch)
    assert _review(record, capsys)[0]["kept"] == len(notes)


def test_a_damaged_kept_review_is_named_in_one_line_and_made_again(
    record, notes, capsys, monkeypatch, user_data_folder
) -> None:
    _review(record, capsys)
    (path,) = _reviews(user_data_folder)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["notes"][1]["played_value"] = "lots"
    path.write_text(json.dumps(data), encoding="utf-8")
    keptreviews.forget_session()
    searched = _count_searches(monkeypatch)
    made, err = _review(record, capsys)
    assert err == (
        f"tongiaki: reviews/{path.name}: notes[1].played_value: is not a share from 0 to 1; the review is made again\n"
    )
    assert made["kept"] == 0 and searched == [n.step for n in notes]
    keptreviews.forget_session()
    _no_searches(monkeypatch)
    assert _review(record, capsys)[0]["kept"] == len(notes)  # written over the damaged file


def test_a_record_without_its_date_is_kept_by_its_moves(record, notes, capsys, monkeypatch) -> None:
    """`records.game_id` makes up a time for a record without `created`: the command names its
    review by the fingerprint instead, so a hand-made record is found again too."""
    data = json.loads(record.read_text(encoding="utf-8"))
    del data["created"]
    record.write_text(json.dumps(data), encoding="utf-8")
    assert load_record(record).created is None
    _review(record, capsys)
    keptreviews.forget_session()
    _no_searches(monkeypatch)
    assert _review(record, capsys)[0]["kept"] == len(notes)
