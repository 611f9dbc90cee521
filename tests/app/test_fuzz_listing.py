"""The start screen's lists of files read from the player's folders, with damaged files among
them: each damaged save is listed with its one line and the others still open; broken decks in
the decks folder are offered by file name, say their line where the Start button was, and the
good deck beside them still starts a game."""

from __future__ import annotations

import json
import os
import random

from tests.app.matches import open_load_screen
from tongiaki.app.scenes.start import StartScene
from tongiaki.app.scenes.table import TableScene
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_default_deck, make_user_decks_dir
from tongiaki.play.match import Match
from tongiaki.play.records import record_of
from tongiaki.play.saves import save_named, saves_dir


def _a_game() -> Match:
    match = Match(load_default_deck(), ["human", "random", "easy"], 11)
    rng = random.Random(5)
    while len(match.history) < 30:
        if match.waiting_for_human():
            options = match.pending.options
            match.apply(options[rng.randrange(len(options))])
        else:
            match.advance()
    return match


def test_damaged_saves_are_listed_with_their_line_and_the_good_one_opens(app, gui) -> None:
    match = _a_game()
    good = save_named(match, "good game")
    record = record_of(match)
    text = json.dumps(record)
    folder = saves_dir()
    damaged = {
        "cut.json": text[: len(text) // 2].encode(),
        "bytes.json": text.encode()[:100] + b"\xff\xfe" + text.encode()[100:],
        "huge created.json": json.dumps(dict(record, created="x" * 100_000)).encode(),
        "nested.json": ("[" * 100_000 + "]" * 100_000).encode(),
        "kind.json": json.dumps(dict(record, seats=[["human"]] * 3)).encode(),
    }
    for name, raw in damaged.items():
        (folder / name).write_bytes(raw)
    with open(os.path.join(os.fsencode(folder), b"not utf-8 \xff.json"), "wb") as handle:  # a name no text can show
        handle.write(text.encode())
    load = open_load_screen(app, gui)
    for _ in range(3):
        gui.frame()
    assert len(load.saves) == len(damaged) + 2
    odd = next(info for info in load.saves if "utf-8" in info.name)
    assert odd.name == "not utf-8 \ufffd" and odd.error is None  # a good game, under a name the screen can draw
    for index, info in enumerate(load.saves):
        load.select(index)
        gui.frame()  # drawn, selected, its whole message shown
        if info.path != good and "utf-8" not in info.path.name:
            assert info.error is not None and info.error.startswith(f"{info.path.name}: ") and "\n" not in info.error
    index = next(i for i, info in enumerate(load.saves) if info.path == good)
    gui.click(load.row_rect(index).center)
    gui.click(load.open_button.rect.center)
    assert isinstance(app.scene, TableScene)
    assert app.scene.match.history[: len(match.history)] == match.history  # (the computer seats play on)


def test_broken_decks_in_the_decks_folder_say_their_line_and_the_good_one_starts(app, gui) -> None:
    folder = make_user_decks_dir()
    standard = DEFAULT_DECK_PATH.read_text(encoding="utf-8")
    broken = {
        "cut.yaml": standard[: len(standard) // 3].encode(),
        "timestamp.yaml": standard.replace("value: 5", "value: !!timestamp 1", 1).encode(),
        "nested.yaml": ("[" * 999 + "]" * 999).encode(),
        "bytes.yaml": standard.encode()[:50] + b"\xc3" + standard.encode()[50:],
    }
    for name, raw in broken.items():
        (folder / name).write_bytes(raw)
    for name, raw in ((b"not utf-8 \xff.yaml", standard.encode()), (b"broken \xff.yaml", b"name: [")):
        with open(os.path.join(os.fsencode(folder), name), "wb") as handle:  # names no text can show
            handle.write(raw)
    app.to_menu()
    gui.frame()
    start = app.scene
    assert isinstance(start, StartScene)
    errors = {}
    for _ in start.deck.values:  # each deck offered in turn, drawn with its summary or its line
        gui.click(start.deck.rect.center)
        gui.frame()
        errors[start.decks[start.deck.index].name] = start.preview.error
    assert {name for name, error in errors.items() if error is not None} == {*broken, "broken \udcff.yaml"}
    for name, error in errors.items():
        if error is not None:
            shown = name.replace("\udcff", "\ufffd")
            assert error.startswith(f"{shown}: ") and "\n" not in error, error
    assert "broken \ufffd (yours)" in start.deck.values  # its file name where the deck has none to show
    while start.deck.value != "my-deck (yours)":
        gui.click(start.deck.rect.center)
    gui.click(start.start.rect.center)
    assert isinstance(app.scene, TableScene), start.message
    assert app.scene.match.deck.name == "My deck"
