"""Double-click launchers: the Linux desktop entry (template and installer) and `tongiaki.pyw`."""

from __future__ import annotations

import configparser
import os
import runpy
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE = ROOT / "packaging" / "tongiaki.desktop"
INSTALLER = ROOT / "scripts" / "install-desktop-entry"


def _entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_template_names_the_game_the_icon_and_scripts_play() -> None:
    entry = _entry(TEMPLATE)
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Tongiaki"
    assert entry["Terminal"] == "false"
    assert entry["Icon"] == "@ROOT@/assets/icons/tongiaki.png"
    assert entry["Exec"].endswith('"@ROOT@/scripts/play"')
    assert "Game" in entry["Categories"].split(";")
    assert (ROOT / "assets" / "icons" / "tongiaki.png").is_file()
    assert os.access(ROOT / "scripts" / "play", os.X_OK)


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def test_installer_writes_the_entry_with_absolute_paths(tmp_path) -> None:
    env = dict(os.environ, HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"))
    done = subprocess.run(["bash", str(INSTALLER), "--desktop"], env=env, capture_output=True, text=True,
                          check=True)
    installed = tmp_path / "data" / "applications" / "tongiaki.desktop"
    assert str(installed) in done.stdout
    text = installed.read_text(encoding="utf-8")
    assert "@ROOT@" not in text
    entry = _entry(installed)
    assert entry["Icon"] == f"{ROOT}/assets/icons/tongiaki.png"
    assert Path(entry["Icon"]).is_file()
    assert entry["Exec"].endswith(f'"{ROOT}/scripts/play"')
    assert entry["Path"] == str(ROOT)
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(installed)], check=True)
    desktop_copies = list(tmp_path.rglob("Desktop/tongiaki.desktop"))
    if shutil.which("xdg-user-dir") is None:
        assert desktop_copies == [tmp_path / "Desktop" / "tongiaki.desktop"]
    subprocess.run(["bash", str(INSTALLER), "--uninstall"], env=env, capture_output=True, text=True, check=True)
    assert not installed.exists()
    assert not any(p.exists() for p in desktop_copies)


def test_installer_refuses_unknown_options(tmp_path) -> None:
    env = dict(os.environ, HOME=str(tmp_path))
    done = subprocess.run(["bash", str(INSTALLER), "--bogus"], env=env, capture_output=True, text=True)
    assert done.returncode == 2
    assert not (tmp_path / ".local").exists()


def test_pyw_opens_the_start_screen(monkeypatch) -> None:
    from tongiaki.app import main as app_main
    from tongiaki.app.scenes.start import StartScene

    seen = []
    original = app_main.App.run

    def run_a_few_frames(self, max_frames=None):
        original(self, max_frames=3)
        seen.append(type(self.scene).__name__ if self.scene else None)

    def first_scene(self, scene, _switch=app_main.App.switch):
        seen.append(type(scene).__name__)
        _switch(self, scene)

    monkeypatch.setattr(app_main.App, "run", run_a_few_frames)
    monkeypatch.setattr(app_main.App, "switch", first_scene)
    namespace = runpy.run_path(str(ROOT / "tongiaki.pyw"), run_name="tongiaki_pyw")
    assert namespace["main"]() == 0
    assert seen[0] == StartScene.__name__


def test_pyw_explains_a_missing_install(monkeypatch) -> None:
    namespace = runpy.run_path(str(ROOT / "tongiaki.pyw"), run_name="tongiaki_pyw")
    explained = []
    namespace["main"].__globals__["_explain"] = explained.append
    monkeypatch.setitem(sys.modules, "tongiaki.cli", None)  # import fails as if not installed
    assert namespace["main"]() == 1
    assert explained and isinstance(explained[0], ImportError)
