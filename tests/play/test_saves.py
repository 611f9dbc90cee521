"""Named saves: saved under a name, listed newest first with a summary, never overwritten unasked."""

from __future__ import annotations

import os

import pytest

from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.play.records import load_record
from tongiaki.play.saves import clean_name, file_stem, free_name, list_saves, save_named, saves_dir

DECK = load_deck(DEFAULT_DECK_PATH)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TONGIAKI_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def _game(seed: int, moves: int = 40) -> Match:
    match = Match(DECK, ["random", "random", "random"], seed)
    for _ in range(moves):
        if match.advance() is None:
            break
    return match


def test_save_under_a_name_and_load_it_back_identical() -> None:
    match = _game(4)
    path = save_named(match, "Sunday game")
    assert path.parent == saves_dir() and path.name == "sunday-game.json"
    again = load_record(path)
    assert again.history == match.history
    assert again.state.result() == match.state.result()


def test_a_save_is_never_overwritten_without_asking() -> None:
    first = _game(1)
    save_named(first, "mine")
    with pytest.raises(FileExistsError):
        save_named(_game(2), "mine")
    assert load_record(saves_dir() / "mine.json").history == first.history
    assert free_name("mine") == "mine (2)"
    save_named(_game(2), "mine", replace=True)
    assert load_record(saves_dir() / "mine.json").history != first.history


def test_list_saves_newest_first_with_a_summary_and_damaged_files_named() -> None:
    older = save_named(_game(1, 20), "older")
    newer = save_named(_game(2, 60), "newer")
    os.utime(older, (1_000_000, 1_000_000))
    (saves_dir() / "broken.json").write_text("{not json")
    os.utime(saves_dir() / "broken.json", (500_000, 500_000))
    infos = list_saves()
    assert [i.path for i in infos] == [newer, older, saves_dir() / "broken.json"]
    top = infos[0]
    assert top.seats == ("random", "random", "random") and len(top.scores) == 3 and top.error is None
    assert "turn" in top.describe()
    assert infos[2].error and "broken.json" in infos[2].error


def test_names_are_cleaned_and_file_names_portable() -> None:
    assert clean_name("  a\u2028b\tc\x00 ") == "abc"
    assert clean_name("\u200b\u200b") == "game"
    assert file_stem("Ana's Game: 2/3") == "ana-s-game-2-3"
    assert file_stem("Fidschi Ärger") == "fidschi-arger"
