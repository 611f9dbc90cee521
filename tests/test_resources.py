"""Where the game finds its data (checkout, installed package, bundle) and decks named by name."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tongiaki import resources
from tongiaki.play.decks import DeckError, find_deck, load_deck
from tongiaki.resources import data_path, data_roots, user_decks_dir


def test_the_checkout_is_the_data_root_when_running_from_it() -> None:
    assert data_roots()[0] == resources.CHECKOUT
    assert data_path("docs/RULES.md") == resources.CHECKOUT / "docs" / "RULES.md"


def test_a_folder_without_the_standard_deck_is_not_a_data_root(monkeypatch, tmp_path) -> None:
    """An installed package's parent is site-packages: a stray docs/ there is not the game's."""
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "RULES.md").write_text("someone else's rules")
    bundle = tmp_path / "bundle"
    (bundle / "config" / "decks").mkdir(parents=True)
    (bundle / "config" / "decks" / "standard.yaml").write_text("name: x\n")
    (bundle / "docs").mkdir()
    (bundle / "docs" / "RULES.md").write_text("the game's rules")
    monkeypatch.setattr(resources, "CHECKOUT", tmp_path)
    monkeypatch.setattr(resources.sys, "_MEIPASS", str(bundle), raising=False)
    assert data_roots()[0] == bundle
    assert data_path("docs/RULES.md").read_text() == "the game's rules"


def test_the_user_folder_follows_the_environment(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("TONGIAKI_DATA_DIR", str(tmp_path))
    assert user_decks_dir() == tmp_path / "decks"


def test_a_deck_is_found_by_its_name_from_any_folder(monkeypatch, tmp_path) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("TONGIAKI_DATA_DIR", str(tmp_path / "data"))
    assert find_deck("calm-seas") == data_path("config/decks/calm-seas.yaml")
    assert load_deck("calm-seas.yaml").name == load_deck(data_path("config/decks/calm-seas.yaml")).name
    mine = tmp_path / "data" / "decks" / "mine.yaml"
    mine.parent.mkdir(parents=True)
    mine.write_bytes(data_path("config/decks/standard.yaml").read_bytes())
    assert find_deck("mine") == mine
    # A file of that name in the current folder wins; a path with a folder is taken as given.
    Path("standard.yaml").write_text("name: [", encoding="utf-8")
    assert find_deck("standard.yaml") == Path("standard.yaml")
    with pytest.raises(DeckError, match=r"^nothing\.yaml: file not found"):
        load_deck(os.path.join("sub", "nothing.yaml"))
