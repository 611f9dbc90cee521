"""Shared pytest setup: run pygame headless (set before pygame is imported anywhere); no hypothesis deadlines."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# No test depends on the machine's speed: hypothesis' per-example deadline is off everywhere.
from hypothesis import settings  # noqa: E402

settings.register_profile("tongiaki", deadline=None)
settings.load_profile("tongiaki")


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    """Every test reads and writes the player's settings in a fresh folder, never the real one."""
    folder = tmp_path / "config"
    monkeypatch.setenv("TONGIAKI_CONFIG_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def user_data_folder(tmp_path, monkeypatch):
    """... and the player's data (saves, results, kept reviews) in a fresh folder too: a command
    such as `tongiaki review` writes there (tests/app's `data_dir` sets its own the same way)."""
    folder = tmp_path / "data"
    monkeypatch.setenv("TONGIAKI_DATA_DIR", str(folder))
    return folder
