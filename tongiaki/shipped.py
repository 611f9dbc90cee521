"""The game's data files that ship with it, listed once for every way of packaging it.

The data's source stays at the checkout's top level (`assets/`, `config/`, `docs/`). `DATA`
names each folder and the file patterns shipped from it; `data_files(root)` expands them. Both
the wheel's build step (`setup.py`, which copies the files to `tongiaki/data/`) and the app
bundle (`packaging/tongiaki.spec`) read this module with `runpy` (it imports nothing from the
package), so a data file the game reads cannot ship in one and be missing from the other.
`tongiaki.resources.data_path` finds the files in either installation and in a checkout.
"""

from __future__ import annotations

from pathlib import Path

DATA: dict[str, tuple[str, ...]] = {
    "assets/fonts": ("*.ttf", "LICENSE-DejaVu.txt"),
    "assets/icons": ("*.png",),
    "assets/maps": ("*.tmx", "*.tsx", "*.png"),
    "assets/sounds": ("*.wav",),
    "config/decks": ("*.yaml", "*.json"),
    "config/ai": ("*.json",),
    "docs": ("RULES.md", "guide.md"),
}
"""Folder (relative to the checkout) -> the file patterns shipped from it."""


class MissingData(Exception):
    """A folder and pattern of `DATA` matches no file (the checkout is incomplete)."""


def data_files(root: Path) -> list[Path]:
    """Every shipped data file under the checkout `root`, relative to it, in a stable order."""
    files: list[Path] = []
    for folder, patterns in DATA.items():
        for pattern in patterns:
            found = sorted((root / folder).glob(pattern))
            if not found:
                raise MissingData(f"no {folder}/{pattern} to ship (is the checkout complete?)")
            files.extend(path.relative_to(root) for path in found)
    return files
