"""A game started from the command line is the last setup, as one started from the start screen.

Play-test 30 played `tongiaki play --seats human,easy,medium,hard,random,medium`, went back to the
start screen and found the default form (Human, Medium, Medium), and settings.json still held the
old seats, though the README says the start screen "opens with your last setup"."""

from __future__ import annotations

import argparse
from pathlib import Path

from tongiaki.app.scenes.start import StartScene
from tongiaki.app.scenes.table import TableScene
from tongiaki.cli import build_parser
from tongiaki.cli import play as play_command
from tongiaki.play.decks import find_deck
from tongiaki.play.settings import load_settings

SEATS = ["human", "easy", "medium", "hard", "random", "medium"]


def _play_then_menu(monkeypatch, argv: list[str]) -> tuple[list[object], StartScene]:
    """`tongiaki play ARGV`, its window's loop replaced by a frame at the table, then the menu
    (as Esc takes it there); returns the scenes seen and the start screen."""
    seen: list[object] = []

    def table_then_menu(self, max_frames=None) -> None:
        self.step(0.016, [])
        seen.append(self.scene)
        self.to_menu()
        self.step(0.016, [])
        seen.append(self.scene)
        self.scene.exit()
        self.scene = None

    monkeypatch.setattr(play_command.App, "run", table_then_menu)
    args: argparse.Namespace = build_parser().parse_args(["play", *argv])
    assert play_command.run(args) == 0
    start = seen[-1]
    assert isinstance(start, StartScene)
    return seen, start


def test_a_game_started_with_seats_is_the_last_setup(monkeypatch) -> None:
    seen, start = _play_then_menu(monkeypatch, ["--seats", ",".join(SEATS), "--deck", "calm-seas", "--seed", "4"])
    assert isinstance(seen[0], TableScene)
    assert start.seats() == SEATS
    assert [c.value for c in start.colours[: start.count]] == seen[0].colours
    assert start.decks[start.deck.index] == find_deck("calm-seas")
    settings, problem = load_settings()
    assert problem is None
    assert settings.seats == tuple(SEATS) and Path(settings.deck).resolve() == find_deck("calm-seas").resolve()
    assert settings.colours == tuple(seen[0].colours)


def test_the_standard_deck_is_kept_as_the_settings_say_it(monkeypatch) -> None:
    _play_then_menu(monkeypatch, ["--seats", "human,easy"])
    settings, _ = load_settings()
    assert settings.seats == ("human", "easy") and settings.deck == ""


def test_an_unattended_game_keeps_the_last_setup(monkeypatch) -> None:
    """`--autoplay` (an all-AI game for its printed scores) leaves the settings alone."""
    before, _ = load_settings()

    def one_frame(self, max_frames=None) -> None:
        self.step(0.016, [])
        self.scene.exit()
        self.scene = None

    monkeypatch.setattr(play_command.App, "run", one_frame)
    args = build_parser().parse_args(["play", "--seats", "easy,easy,easy", "--seed", "3", "--autoplay"])
    play_command.run(args)
    assert load_settings()[0].seats == before.seats


def test_the_seats_asked_for_stay_after_the_keep_game_question_is_cancelled(monkeypatch) -> None:
    """Play-test 34: `tongiaki play --seats human,human,easy` with another game autosaved asked
    whether to keep it; after Esc (Cancel) the start screen showed the saved game's seats
    (Human, Expert). It shows the seats asked for, and the game in progress is kept."""
    import pygame

    from tongiaki.app.scenes.keepgame import KeepGameDialog
    from tongiaki.play.records import autosave_path

    record = Path(__file__).resolve().parents[1] / "data" / "records" / "short_game.json"
    autosave_path().write_bytes(record.read_bytes())
    seen: list[object] = []

    def cancel_the_question(self, max_frames=None) -> None:
        self.step(0.016, [])
        seen.append(self.scene)
        self.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
        self.step(0.016, [])
        seen.append(self.scene)
        self.scene.exit()
        self.scene = None

    monkeypatch.setattr(play_command.App, "run", cancel_the_question)
    asked = ["human", "human", "easy"]
    assert play_command.run(build_parser().parse_args(["play", "--seats", ",".join(asked)])) == 0
    assert isinstance(seen[0], KeepGameDialog)
    start = seen[-1]
    assert isinstance(start, StartScene)
    assert start.seats() == asked
    assert autosave_path().read_bytes() == record.read_bytes()  # the game in progress, untouched
    assert load_settings()[0].seats == tuple(asked)
