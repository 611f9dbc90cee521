"""Where the game's own data lies: decks, art, the Tiled map, the icon and the rules text.

The source of that data is the checkout's top level (`assets/`, `config/`, `docs/RULES.md`, `docs/guide.md`).
An installed wheel carries the same files inside the package (`tongiaki/data/`), and a
PyInstaller bundle beside its executable. `data_path("config/decks/standard.yaml")` finds the
file in whichever of these the running game came from, so no caller builds a path itself.

The player's own files (the autosave, their decks) live in the user data folder instead
(`user_data_dir()`: platformdirs' choice for the platform, or $TONGIAKI_DATA_DIR), and their
settings in the user config folder (`user_config_dir()`, or $TONGIAKI_CONFIG_DIR).
"""

from __future__ import annotations

import os
import sys
from importlib import resources
from pathlib import Path

import platformdirs

CHECKOUT = Path(__file__).resolve().parent.parent
"""The repository root when the game runs from a checkout (or an editable install)."""
MARKER = Path("config") / "decks" / "standard.yaml"
SHIPPED_DECKS = Path("config") / "decks"
GAME_FONT = "assets/fonts/DejaVuSans-Bold.ttf"
"""The font every text of the game is drawn in, relative to the data root (the table draws with
it, `app.art.fonts`; the deck loader refuses names it has no glyphs for, `play.decks`)."""
"""The folder of the decks that ship with the game, relative to a data root."""
DATA_DIR_ENV = "TONGIAKI_DATA_DIR"
"""Environment variable that overrides the user data folder (tests use it)."""
CONFIG_DIR_ENV = "TONGIAKI_CONFIG_DIR"
"""Environment variable that overrides the user config folder (tests use it)."""
USER_DECKS = "decks"
"""The folder of the player's own decks inside the user data folder."""


def data_roots() -> list[Path]:
    """Folders that hold the data, in the order they are searched.

    A folder counts only when it holds the standard deck: an installed package's parent is
    `site-packages`, whose `docs/` or `assets/` (if another package made one) are not ours.
    """
    candidates = [CHECKOUT]
    bundle = getattr(sys, "_MEIPASS", None)  # frozen by PyInstaller
    if bundle:
        candidates.append(Path(bundle))
    try:
        candidates.append(Path(str(resources.files("tongiaki") / "data")))
    except (ModuleNotFoundError, TypeError):  # pragma: no cover - odd import systems
        pass
    return [root for root in candidates if (root / MARKER).is_file()]


def data_root() -> Path:
    """The first folder that holds the standard deck (the checkout when there is no install)."""
    roots = data_roots()
    return roots[0] if roots else CHECKOUT


def data_path(relative: str | Path) -> Path:
    """The data file `relative` (e.g. "assets/maps/ocean.tmx"), wherever the game's data lies."""
    for root in data_roots():
        candidate = root / relative
        if candidate.exists():
            return candidate
    return data_root() / relative


def user_data_dir() -> Path:
    """The player's data folder for Tongiaki ($TONGIAKI_DATA_DIR overrides it); may not exist yet."""
    override = os.environ.get(DATA_DIR_ENV)
    return Path(override) if override else Path(platformdirs.user_data_dir("tongiaki", appauthor=False))


def user_decks_dir() -> Path:
    """Where the player keeps their own decks (offered on the start screen beside the shipped ones)."""
    return user_data_dir() / USER_DECKS


def user_config_dir() -> Path:
    """The player's config folder for Tongiaki ($TONGIAKI_CONFIG_DIR overrides it); may not exist yet."""
    override = os.environ.get(CONFIG_DIR_ENV)
    return Path(override) if override else Path(platformdirs.user_config_dir("tongiaki", appauthor=False))
