"""Named saves: saved under a name, listed newest first with a summary, never overwritten unasked."""

from __future__ import annotations

import os

import pytest

from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.play.records import load_record
from tongiaki.play.saves import (
    MAX_NAME,
    STEM_BYTES,
    clean_name,
    display_name,
    file_stem,
    free_name,
    list_saves,
    read_save,
    save_named,
    save_path,
    saves_dir,
)

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
    assert path.parent == saves_dir() and path.name == "Sunday game.json"
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
    assert file_stem("Ana's Game: 2/3") == "Ana's Game%3A 2%2F3"
    assert file_stem("Fidschi Ärger") == "Fidschi Ärger"


NAMES = [
    "3 players 2026-12-04 2325pt18 midgame",  # the play-test's: its dashes came back as spaces
    "Before the storm",
    "my-playtest",
    'Ana\'s game: 2/3 * 50% <tie?> |x| \\ "q"',
    "Fidschi Ärger",
    "Tonga 🌊 voyage",
    "日本語のゲーム",
    ".hidden",
    "..",
    "ends with a dot.",
    "con",
    "CON.txt",
    "lpt9",
    "Com1 game",
    "100%25 sure",
    "%",
    "x.json",
    "a  b   c",
]


@pytest.mark.parametrize("name", NAMES)
def test_a_save_shows_its_name_as_typed(name) -> None:
    """The file name keeps the name (escaping only what a file name cannot hold on some system),
    so the Load list and the table show it as typed."""
    path = save_named(_game(3, 10), name)
    assert path.parent == saves_dir()
    kept = clean_name(name)
    assert kept == " ".join(name.split())  # only runs of spaces are changed
    assert display_name(path) == kept
    assert [info.name for info in list_saves()] == [kept]
    stem = path.stem
    assert not set('<>:"/\\|?*') & set(stem) and not stem.startswith(".")
    assert stem.split(".")[0].upper() not in {"CON", "PRN", "AUX", "NUL", "COM1", "LPT9"}
    assert len(path.name.encode()) <= STEM_BYTES + 5


def test_different_names_never_share_a_file() -> None:
    stems = [file_stem(name) for name in NAMES]
    assert len(set(stems)) == len(stems)
    assert file_stem("a/b") != file_stem("a%2Fb") != file_stem("a-b")


def test_an_older_save_shows_its_file_name() -> None:
    """Saves made before names were kept as typed have file names like before-the-storm.json."""
    path = save_named(_game(2, 10), "x").rename(saves_dir() / "before-the-storm.json")
    info = read_save(path)
    assert info.name == "before-the-storm" and info.error is None
    (saves_dir() / "broken-one.json").write_text("{", encoding="utf-8")
    assert read_save(saves_dir() / "broken-one.json").name == "broken-one"


def test_long_names_are_cut_to_fit_a_file_name_and_still_get_a_free_number() -> None:
    longest = "n" * (MAX_NAME + 10)
    assert clean_name(longest) == "n" * MAX_NAME
    wide = "🌊" * MAX_NAME  # four bytes each: cut to the file name's room
    assert len(file_stem(wide).encode()) <= STEM_BYTES and display_name(save_path(wide)) == clean_name(wide)
    save_named(_game(1, 5), longest)
    second = free_name(longest)  # was an endless loop: the number was cut off again
    assert second.endswith(" (2)") and len(second) <= MAX_NAME
    save_named(_game(1, 5), second)
    assert free_name(longest).endswith(" (3)")


def test_a_finished_game_in_the_autosave_is_the_last_finished_game() -> None:
    """The autosave holds a finished game only when it could not be kept in last-game.json
    (`records.save_finished_autosave`): it ended after the game kept there, and the Load screen
    lists it as the last finished game; a game that can go on, or a damaged autosave, is not."""
    from tongiaki.play.records import (
        autosave_path,
        finished_autosave,
        keep_finished_autosave,
        last_game_path,
        save_autosave,
        save_finished_autosave,
        save_last_game,
    )
    from tongiaki.play.saves import LAST_GAME_TITLE, last_game

    older, newer = _game(1, 10_000), _game(2, 10_000)
    assert older.is_over() and newer.is_over()
    assert last_game() is None and finished_autosave() is None
    save_last_game(older)
    save_autosave(_game(3))  # a game in progress
    assert finished_autosave() is None
    info = last_game()
    assert info is not None and info.path == last_game_path() and info.name == LAST_GAME_TITLE
    save_finished_autosave(newer)
    assert finished_autosave() == autosave_path()
    info = last_game()
    assert info is not None and info.path == autosave_path() and info.last and info.over
    assert info.name == LAST_GAME_TITLE and load_record(info.path).history == newer.history
    assert keep_finished_autosave() == last_game_path()  # the next game starts: it becomes the last game
    assert not autosave_path().exists() and load_record(last_game_path()).history == newer.history
    assert keep_finished_autosave() is None
    autosave_path().write_text('{"final": {"over": true}}', encoding="utf-8")  # damaged: not it
    info = last_game()
    assert info is not None and info.path == last_game_path()
    assert keep_finished_autosave() is None and autosave_path().exists()  # left for discard_autosave
    with pytest.raises(ValueError, match="finished game"):
        save_finished_autosave(_game(3))


def test_a_saves_scores_are_said_with_whose_they_are() -> None:
    """Play-test 29 read "scores 17-10-25-14-20" on the Load list: each score goes with its
    player, named whole, by colour or by the fewest letters that tell the players apart."""
    from tongiaki.play.saves import shortest_apart

    match = _game(4)
    match.names = ["Blue (you)", "Green (easy)", "Orange (medium)"]
    info = read_save(save_named(match, "named"))
    scores = info.scores
    assert info.standing() == f"turn {info.turn}"
    assert info.scored() == f"Blue (you) {scores[0]}, Green (easy) {scores[1]}, Orange (medium) {scores[2]}"
    assert info.scored(1) == f"Blue {scores[0]}, Green {scores[1]}, Orange {scores[2]}"
    assert info.scored(2) == f"B {scores[0]}, G {scores[1]}, O {scores[2]}"
    unnamed = read_save(save_named(_game(4), "unnamed"))
    assert unnamed.scored(2) == ", ".join(f"#{seat + 1} {score}" for seat, score in enumerate(unnamed.scores))
    assert shortest_apart(["Ana", "Bob", "bea"]) == ["An", "Bo", "be"]
    assert shortest_apart(["Blue", "Green", "Orange", "Purple", "Red", "Yellow"]) == ["B", "G", "O", "P", "R", "Y"]
    assert shortest_apart(["Bo", "Bob"]) == ["Bo", "Bob"]
    assert shortest_apart(["Pat", "Paul", "Anna"]) == ["Pat", "Pau", "Ann"]


def test_a_game_nobody_has_moved_in_is_untouched() -> None:
    """A game in its setup in which no person has made a move (the computer seats may have) is
    nothing to lose: the app opens another game over it without asking."""
    match = Match(DECK, ["easy", "human", "easy"], 4)
    while match.pending is not None and not (
        not match.pending.is_chance and match.seats[match.pending.player] == "human"
    ):
        match.advance()
    assert match.history  # the first computer seat has placed its ships
    fresh = read_save(save_named(match, "fresh"))
    assert fresh.setting_up and fresh.untouched
    match.apply(match.pending.options[0])  # the person's first move
    moved = read_save(save_named(match, "moved"))
    assert moved.setting_up and not moved.untouched
    assert not read_save(save_named(_game(5, 400), "late")).untouched


def test_a_row_short_of_room_keeps_which_seat_is_you() -> None:
    """Play-test 31: a 6-seat game's Load row read "Blue 25, Green 15, ..." with room to spare for
    "(you)": where the levels do not fit, the names keep "(you)" before they drop it."""
    from datetime import datetime
    from pathlib import Path

    from tongiaki.play.saves import SaveInfo

    info = SaveInfo(path=Path("x.json"), name="x", seats=("human", "medium", "easy", "hard", "easy", "medium"),
                    turn=29, scores=(25, 15, 26, 15, 14, 18), over=True, modified=datetime.now(),
                    names=("Blue (you)", "Green (medium)", "Orange (easy)", "Purple (hard)", "Red (easy)",
                           "Yellow (medium)"))
    assert info.scored(1, you=True) == "Blue (you) 25, Green 15, Orange 26, Purple 15, Red 14, Yellow 18"
    full, with_you = info.scored(0), info.scored(1, you=True)
    assert info.scored_to_fit(lambda words: len(words) <= len(with_you)) == with_you
    assert info.scored_to_fit(lambda words: len(words) <= len(full)) == full
    assert info.scored_to_fit(lambda words: len(words) < len(with_you)) == info.scored(1)
