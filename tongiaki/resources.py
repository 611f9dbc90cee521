"""Where the game's own data lies: decks, art, the Tiled map, the icon and the rules text.

The source of that data is the checkout's top level (`assets/`, `config/`, `docs/RULES.md`).
An installed wheel carries the same files inside the package (`tongiaki/data/`), and a
PyInstaller bundle beside its executable. `data_path("config/decks/standard.yaml")` finds the
file in whichever of these the running game came from, so no caller builds a path itself.
"""

from __future__ import annotations

import sys
from importlib import resources
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parent.parent
"""The repository root when the game runs from a checkout (or an editable install)."""
MARKER = Path("config") / "decks" / "standard.yaml"


def data_roots() -> list[Path]:
    """Folders that may hold the data, in the order they are searched."""
    roots = [CHECKOUT]
    bundle = getattr(sys, "_MEIPASS", None)  # frozen by PyInstaller
    if bundle:
        roots.append(Path(bundle))
    try:
        roots.append(Path(str(resources.files("tongiaki") / "data")))
    except (ModuleNotFoundError, TypeError):  # pragma: no cover - odd import systems
        pass
    return roots


def data_root() -> Path:
    """The first folder that holds the standard deck (the checkout when there is no install)."""
    for root in data_roots():
        if (root / MARKER).is_file():
            return root
    return CHECKOUT


def data_path(relative: str | Path) -> Path:
    """The data file `relative` (e.g. "assets/maps/ocean.tmx"), wherever the game's data lies."""
    for root in data_roots():
        candidate = root / relative
        if candidate.exists():
            return candidate
    return data_root() / relative
