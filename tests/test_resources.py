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


def _read_paths_in_source() -> set[str]:
    """Every literal data path the package hands to `data_path` (its string arguments and the
    constants it names), found by reading the source."""
    import ast

    package = resources.CHECKOUT / "tongiaki"
    found: set[str] = set()
    for source in package.rglob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "data_path"
                    and node.args and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                found.add(node.args[0].value)
    return found


def test_every_data_file_the_game_reads_ships_in_the_wheel_and_the_bundle() -> None:
    """The one list in tongiaki/shipped.py (read by setup.py and the PyInstaller spec) holds every
    file the game opens: the files named in the source, the fitted evaluation, each sound."""
    from tongiaki import shipped
    from tongiaki.ai.fitted import HARD_EVALUATION
    from tongiaki.app.sound import Effect

    listed = {path.as_posix() for path in shipped.data_files(resources.CHECKOUT)}
    wanted = _read_paths_in_source() | {HARD_EVALUATION, resources.MARKER.as_posix()}
    wanted |= {f"assets/sounds/{effect.value}.wav" for effect in Effect}
    folders = {"assets"}  # data_path("assets"): the ocean map's folder
    assert wanted - folders <= listed, sorted(wanted - folders - listed)
    for folder in folders:
        assert any(path.startswith(folder + "/") for path in listed)


def test_both_packagings_read_the_one_list() -> None:
    """setup.py and the app bundle's spec take their data from tongiaki/shipped.py."""
    for packaging in ("setup.py", "packaging/tongiaki.spec"):
        text = (resources.CHECKOUT / packaging).read_text(encoding="utf-8")
        assert '"shipped.py"' in text, packaging


def test_a_pattern_that_matches_nothing_is_named(tmp_path) -> None:
    from tongiaki import shipped

    with pytest.raises(shipped.MissingData, match="no assets/fonts/\\*.ttf to ship"):
        shipped.data_files(tmp_path)
