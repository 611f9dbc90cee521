"""Build step: copy the game's data into the package so that a wheel carries it.

The data's source stays at the checkout's top level (`assets/`, `config/decks/`,
`docs/RULES.md`); `DATA` lists what ships. `build_py` copies those files to
`tongiaki/data/` inside the build folder, where `tongiaki.resources.data_path` finds them
through `importlib.resources` after a normal install. An editable install needs no copy: the
game then reads the checkout itself. Everything else about the package is in pyproject.toml.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
DATA: dict[str, tuple[str, ...]] = {
    "assets/icons": ("*.png",),
    "assets/maps": ("*.tmx", "*.tsx", "*.png"),
    "assets/sounds": ("*.wav",),
    "config/decks": ("*.yaml", "*.json"),
    "docs": ("RULES.md", "guide.md"),
}
"""Folder (relative to the checkout) -> the file patterns shipped from it."""


def data_files() -> list[Path]:
    """Every shipped data file, relative to the checkout (an error if one is missing)."""
    files: list[Path] = []
    for folder, patterns in DATA.items():
        for pattern in patterns:
            found = sorted((ROOT / folder).glob(pattern))
            if not found:
                raise SystemExit(f"setup.py: no {folder}/{pattern} to ship (is the checkout complete?)")
            files.extend(path.relative_to(ROOT) for path in found)
    return files


class BuildWithData(build_py):
    """`build_py` that also copies the game's data into `tongiaki/data/`."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "tongiaki" / "data"
        for relative in data_files():
            destination = target / relative
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(ROOT / relative, destination)


setup(cmdclass={"build_py": BuildWithData})
