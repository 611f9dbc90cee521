"""Packaging: the desktop entry pointed at the app bundle, and the built bundle itself when
`scripts/build-app` has made one (the wheel is checked by scripts/check-install)."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
INSTALLER = ROOT / "scripts" / "install-desktop-entry"
BUNDLE_APP = ROOT / "dist" / "tongiaki" / "tongiaki"

needs_bash = pytest.mark.skipif(shutil.which("bash") is None or shutil.which("sed") is None, reason="needs bash")


def _entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def _fake_bundle(folder: Path) -> Path:
    (folder / "_internal" / "assets" / "icons").mkdir(parents=True)
    shutil.copyfile(ROOT / "assets" / "icons" / "tongiaki.png", folder / "_internal" / "assets" / "icons" / "tongiaki.png")
    app = folder / "tongiaki"
    app.write_text("#!/bin/sh\n")
    app.chmod(0o755)
    return folder


@needs_bash
def test_the_desktop_entry_can_start_the_bundle(tmp_path) -> None:
    bundle = _fake_bundle(tmp_path / "My Games" / "tongiaki")
    env = dict(os.environ, HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"))
    done = subprocess.run(["bash", str(INSTALLER), f"--bundle={bundle}"], env=env, capture_output=True, text=True,
                          check=True)
    assert str(bundle) in done.stdout
    entry = _entry(tmp_path / "data" / "applications" / "tongiaki.desktop")
    assert entry["Exec"].endswith(f'"{bundle}/tongiaki"')
    assert entry["Exec"].startswith("env SDL_VIDEO_X11_WMCLASS=tongiaki")
    assert entry["Path"] == str(bundle)
    assert entry["Icon"] == f"{bundle}/_internal/assets/icons/tongiaki.png"
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(tmp_path / "data" / "applications" / "tongiaki.desktop")],
                       check=True)


@needs_bash
def test_no_bundle_is_one_line_and_installs_nothing(tmp_path) -> None:
    env = dict(os.environ, HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"))
    done = subprocess.run(["bash", str(INSTALLER), f"--bundle={tmp_path / 'nothing'}"], env=env, capture_output=True,
                          text=True)
    assert done.returncode == 1
    assert done.stderr.count("\n") == 1 and "scripts/build-app" in done.stderr
    assert not (tmp_path / "data" / "applications" / "tongiaki.desktop").exists()


@pytest.mark.skipif(not BUNDLE_APP.is_file(), reason="no app bundle (scripts/build-app makes one)")
def test_the_built_bundle_plays_an_all_ai_game_to_the_end(tmp_path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TONGIAKI_DATA_DIR=str(tmp_path / "data"))
    env.pop("PYTHONPATH", None)
    done = subprocess.run([str(BUNDLE_APP), "play", "--seats", "easy,easy", "--seed", "4", "--autoplay", "--speed",
                           "instant"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert "decided by:" in done.stdout and "*winner*" in done.stdout
