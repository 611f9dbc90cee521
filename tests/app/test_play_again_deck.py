"""Play again after a game continued or opened from a save plays the same deck, and the same seats.

A game continued (the autosave) or opened from a save knew no deck file, and its score sheet's
Play again started the next game with the standard deck. It now plays the deck file that holds
the game's deck (the same name and cards), else the deck as the save recorded it.
"""

from __future__ import annotations

from pathlib import Path

from tests.app.matches import until_score_screen
from tongiaki.app.scenes.keepgame import KeepGameDialog
from tongiaki.app.scenes.table import TableScene
from tongiaki.play.decks import DEFAULT_DECK_PATH, find_deck, load_deck, make_user_decks_dir
from tongiaki.play.match import Match
from tongiaki.play.records import save_autosave, save_record
from tongiaki.play.saves import saves_dir
from tongiaki.rules import Deck

SEATS = ["random", "easy"]
SEED = 3


def near_its_end(deck: Deck, moves_left: int = 4) -> Match:
    """A game of `deck` between computer seats, stopped `moves_left` options before its end."""
    whole = Match(deck, list(SEATS), SEED)
    while not whole.is_over():
        whole.advance()
    match = Match(deck, list(SEATS), SEED)
    while len(match.history) < len(whole.history) - moves_left:
        match.advance()
    assert not match.is_over()
    return match


def play_again(app, gui) -> Match:
    """Frames until the score sheet, then its Play again (resuming nothing): the new game."""
    score = until_score_screen(app, gui)
    gui.click(score.again.rect.center)
    if isinstance(app.scene, KeepGameDialog):
        gui.click(app.scene.discard.rect.center)
    assert isinstance(app.scene, TableScene) and app.scene.match is not score.match
    return app.scene.match


def test_play_again_after_continue_plays_the_same_deck_file(app, gui) -> None:
    calm = load_deck(find_deck("calm-seas"))
    save_autosave(near_its_end(calm))
    assert app.continue_game(speed="instant") is None
    again = play_again(app, gui)
    assert again.deck == calm and again.seats == SEATS
    assert Path(app.last_game["deck_path"]).name == "calm-seas.yaml"


def test_play_again_after_opening_a_save_plays_its_recorded_deck_when_the_file_changed(app, gui) -> None:
    folder = make_user_decks_dir()
    text = DEFAULT_DECK_PATH.read_text(encoding="utf-8").replace("name: Standard", "name: Home rules", 1)
    (folder / "home.yaml").write_text(text, encoding="utf-8")
    home = load_deck(folder / "home.yaml")
    path = saves_dir() / "home game.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    save_record(near_its_end(home), path)
    # The deck file edited since: the same name, other cards (the first island's value changed).
    (folder / "home.yaml").write_text(text.replace("value: 2", "value: 7", 1), encoding="utf-8")
    assert load_deck(folder / "home.yaml") != home
    assert app.open_saved(path, speed="instant") is None
    again = play_again(app, gui)
    assert again.deck == home and again.seats == SEATS  # as recorded: neither the file nor the standard


def test_play_again_after_opening_a_finished_save_plays_its_deck(app, gui) -> None:
    """A finished game opened (Load game, or `tongiaki play --load`) shows its sheet at once."""
    folder = make_user_decks_dir()
    text = DEFAULT_DECK_PATH.read_text(encoding="utf-8").replace("name: Standard", "name: Home rules", 1)
    (folder / "home.yaml").write_text(text, encoding="utf-8")
    home = load_deck(folder / "home.yaml")
    finished = Match(home, list(SEATS), SEED)
    while not finished.is_over():
        finished.advance()
    path = saves_dir() / "done.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    save_record(finished, path)
    assert app.open_saved(path) is None
    again = play_again(app, gui)
    assert again.deck == home and again.seats == SEATS
    assert Path(app.last_game["deck_path"]) == folder / "home.yaml"
