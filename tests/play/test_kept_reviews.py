"""A review once made is kept, in memory and in the data folder (`tongiaki.play.keptreviews`).

Play-test 28 opened the review of a finished game a second time, from the replay, and waited
another minute for the same notes. Kept notes are the notes made (equal, floats and all); a
stale or damaged file is left out with one line naming the file and the field.
"""

from __future__ import annotations

import dataclasses
import json
import os

import pytest

from tests.walks import finished_match
from tongiaki.play import keptreviews
from tongiaki.play.keptreviews import ReviewKey, fits, keep_review, kept_review, review_key
from tongiaki.play.match import Match
from tongiaki.play.records import DATA_DIR_ENV, game_id
from tongiaki.play.review import review_record, reviewed_steps

CAP = 8
SEATS = [0]


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """A fresh data folder, and a fresh session, for each test."""
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    keptreviews.forget_session()
    yield tmp_path / "data"
    keptreviews.forget_session()


@pytest.fixture(scope="module")
def game() -> Match:
    match = finished_match(["human", "easy"], 3)
    game_id(match)
    return match


def _key(match: Match, iterations: int = CAP) -> ReviewKey:
    return review_key(game_id(match), match.deck, match.history, match.deciders, SEATS, iterations, match.hinted,
                      match.hint_reasons)


def _reviewed(match: Match):
    return list(reviewed_steps(match.deck, 2, match.history, match.deciders, SEATS))


_made: dict[int, list] = {}


def _notes(match: Match):
    """The review of `match` (made once for the module)."""
    if id(match) not in _made:
        _made[id(match)] = list(review_record(match.deck, 2, match.history, match.deciders, SEATS, iterations=CAP))
    return list(_made[id(match)])


def test_a_review_is_kept_on_disk_and_read_back_as_made(game, data_dir) -> None:
    notes = _notes(game)
    key = _key(game)
    assert kept_review(key, _reviewed(game)) == ([], None)  # nothing kept yet
    assert keep_review(key, notes) is None
    path = data_dir / "reviews" / key.name
    assert path.is_file() and key.name.endswith(f"-{len(game.history)}.json")
    keptreviews.forget_session()  # another day
    assert kept_review(key, _reviewed(game)) == (notes, None)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["game"] == game_id(game) and saved["moves"] == len(game.history)


def test_this_sessions_review_is_kept_in_memory(game, data_dir) -> None:
    notes = _notes(game)
    key = _key(game)
    assert keep_review(key, notes[:3], write=False) is None
    assert not (data_dir / "reviews").exists()
    assert kept_review(key, _reviewed(game)) == (notes[:3], None)  # a review left under way
    assert kept_review(_key(game, CAP + 1), _reviewed(game)) == ([], None)  # made otherwise: not this one


def test_a_stale_review_file_is_left_out_in_one_line(game, data_dir) -> None:
    notes = _notes(game)
    key = _key(game)
    keep_review(key, notes)
    keptreviews.forget_session()
    other = _key(game, CAP + 1)  # the same game and moves, reviewed otherwise: the same file
    assert other.name == key.name
    kept, problem = kept_review(other, _reviewed(game))
    assert kept == [] and problem == (f"reviews/{key.name}: fingerprint: was made from another record, hints or "
                                      "way of reviewing; the review is made again")


@pytest.mark.parametrize(("damage", "field"), [
    (lambda data: "{ not json", "is not valid JSON (line 1"),
    (lambda data: b"\xff\xfe", "is not UTF-8 text"),
    (lambda data: [], "format: is not 'tongiaki-review'"),
    (lambda data: {**data, "version": 9}, "version: is not 1"),
    (lambda data: {**data, "notes": {}}, "notes: is not a list"),
    (lambda data: {**data, "notes": [7]}, "notes[0]: is not an object"),
    (lambda data: {**data, "notes": [{**data["notes"][0], "played_value": 1e999}]}, "notes[0].played_value: is not a share"),
    (lambda data: {**data, "notes": [{**data["notes"][0], "played": "sail away"}]}, "notes[0].played: is not a move"),
    (lambda data: {**data, "notes": [{**data["notes"][0], "kind": "dance"}]}, "notes[0].kind: is not a kind"),
    (lambda data: {**data, "notes": [{**data["notes"][0], "kind": ["land"]}]}, "notes[0].kind: is not a kind"),
    (lambda data: {**data, "notes": [{**data["notes"][0], "a\u2028b": 1}]}, 'notes[0]."a\\u2028b": is not a field'),
    (lambda data: {**data, "notes": [{**data["notes"][0], "\ud800": 1}]}, 'notes[0]."\\ud800": is not a field'),
    (lambda data: {**data, "notes": [{**data["notes"][0], "extra": 1}]}, "notes[0].extra: is not a field"),
    (lambda data: {**data, "notes": [{**data["notes"][0], "step": 10 ** 150}]}, "notes[0].step: is not a whole number"),
    (lambda data: {**data, "notes": [{**data["notes"][0], "best_text": "\ud800"}]}, "notes[0].best_text: is not a move in words"),
    (lambda data: {**data, "notes": [data["notes"][0], data["notes"][0]]}, "notes[1].step: "),
    (lambda data: {**data, "notes": [{**data["notes"][0], "step": data["notes"][0]["step"] + 1}]}, "notes[0].step: "),
])
def test_a_damaged_review_file_is_left_out_in_one_line_naming_the_field(game, data_dir, damage, field) -> None:
    notes = _notes(game)
    key = _key(game)
    keep_review(key, notes)
    keptreviews.forget_session()
    path = data_dir / "reviews" / key.name
    data = json.loads(path.read_text(encoding="utf-8"))
    damaged = damage(data)
    if isinstance(damaged, bytes):
        path.write_bytes(damaged)
    else:
        path.write_text(damaged if isinstance(damaged, str) else json.dumps(damaged), encoding="utf-8",
                        errors="surrogatepass")
    kept, problem = kept_review(key, _reviewed(game))
    assert kept == [] and problem is not None
    assert problem.startswith(f"reviews/{key.name}: ") and field in problem and problem.endswith("made again")
    assert len(problem.splitlines()) == 1
    problem.encode("utf-8")  # it can be printed


def test_notes_that_do_not_fit_the_record_are_named(game) -> None:
    notes, reviewed = _notes(game), _reviewed(game)
    assert fits(notes, reviewed) is None
    other = next(o for o in reviewed[0][1].pending.options if o != notes[0].played)
    assert fits([dataclasses.replace(notes[0], played=other)], reviewed) == "notes[0].played: is not the move played there"
    assert fits([dataclasses.replace(notes[0], player=1)], reviewed) == "notes[0].player: is not who decided there"


def test_only_the_reviews_used_last_are_kept_on_disk(game, data_dir, monkeypatch) -> None:
    monkeypatch.setattr(keptreviews, "MAX_FILES", 2)
    notes = _notes(game)
    keys = [ReviewKey(f"game {n}", len(game.history), "sha256:x") for n in range(4)]
    for age, key in enumerate(keys):
        keep_review(key, notes[:1])
        os.utime(key.path, (1000 + age, 1000 + age))
    keep_review(keys[0], notes[:2])  # used again: the newest
    left = sorted(path.name for path in (data_dir / "reviews").iterdir())
    assert left == sorted([keys[0].name, keys[3].name])
