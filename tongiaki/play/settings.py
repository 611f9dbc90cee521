"""The player's remembered settings: the last setup, display toggles, sound and window.

`Settings` is a frozen dataclass with a default for every field. `load_settings` reads
`settings.json` from the user config folder (`resources.user_config_dir()`, or
$TONGIAKI_CONFIG_DIR) and `save_settings` writes it atomically (a temporary file in the same
folder, fsynced, then `os.replace`). The file is the player's to edit, so it is read as
untrusted input: a file larger than `SETTINGS_LIMIT`, one that is not a JSON object, or a field
of the wrong type or out of range never raises; the bad field (or, for a broken file, every
field) falls back to its default and `load_settings` returns one line naming the file and the
field. Unknown keys are ignored (a newer version may have written them, or an older one: the
start screen's seed was kept until a play-test found a seed typed for one game dealing the same
shuffle after a restart; a file that still holds a "seed" loads as before, without it).

Fields:
    seats          the last setup's seats: "human" or an AI level, 2 to 6 of them
    colours        the seats' colours (distinct), as many as the seats
    deck           the last deck file chosen ("" for the standard deck; a path this system can
                   name: parts of at most 255 bytes, 4,095 in all)
    speed          the animation speed of the table
    show_odds      voyage odds are shown when a pier is hovered
    show_tracker   the deck tracker panel is shown
    volume         sound volume, 0.0 to 1.0
    muted          sound off
    fullscreen     the window fills the screen
    ui_scale       a factor on the table's panels and text (1.0: fitted to the window)
    card_size      a factor on the smallest cards the automatic view shows (1.0: the default)
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable, Collection, Mapping
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from tongiaki.ai import LEVELS
from tongiaki.play.inputs import LongInteger
from tongiaki.play.jsonfile import NO_FILE, read_json, write_atomically
from tongiaki.resources import user_config_dir

SETTINGS_NAME = "settings.json"
SETTINGS_LIMIT = 64 * 1024
"""Bytes a settings file may have (ours is well under 1 KB)."""
UI_SCALES: tuple[float, ...] = (0.8, 0.9, 1.0, 1.1, 1.2)
"""The UI scale factors offered (the table's panels and text, times the window's own scale;
above 1 only where the window has the room)."""
CARD_SIZES: tuple[float, ...] = (1.0, 1.15, 1.3, 1.5)
"""The card size factors offered: the smallest card of the automatic view, times this (two
play-tests found the late game's cards too small; larger cards show less of the table)."""
DEFAULT_COLOURS = ("blue", "green", "orange", "purple", "red", "yellow")
DEFAULT_SEATS = ("human", "medium", "medium")
MAX_TEXT = 4096
"""Characters a text field (the deck's path) may have."""


@dataclass(frozen=True)
class Settings:
    """What the game remembers between runs (see the module docstring)."""

    seats: tuple[str, ...] = DEFAULT_SEATS
    colours: tuple[str, ...] = DEFAULT_COLOURS[: len(DEFAULT_SEATS)]
    deck: str = ""
    speed: str = "normal"
    show_odds: bool = True
    show_tracker: bool = True
    volume: float = 0.7
    muted: bool = False
    fullscreen: bool = False
    ui_scale: float = 1.0
    card_size: float = 1.0

    def changed(self, **changes: Any) -> Settings:
        """A copy with `changes` applied."""
        return replace(self, **changes)

    def to_data(self) -> dict[str, Any]:
        """The settings as plain JSON data."""
        data = asdict(self)
        data["seats"] = list(self.seats)
        data["colours"] = list(self.colours)
        return data


def settings_path() -> Path:
    """Where the settings live."""
    return user_config_dir() / SETTINGS_NAME


class _Bad(ValueError):
    """One field's value cannot be used."""


def _flag(value: object) -> bool:
    if not isinstance(value, bool):
        raise _Bad(f"must be true or false, not {_show(value)}")
    return value


def _number(low: float, high: float) -> Callable[[object], float]:
    def check(value: object) -> float:
        if isinstance(value, bool) or not isinstance(value, int | float) or (
                isinstance(value, float) and not math.isfinite(value)):
            raise _Bad(f"must be a number from {low:g} to {high:g}, not {_show(value)}")
        if not low <= value <= high:  # an int is compared exactly: float(10**400) would overflow
            shown = f"{value:g}" if isinstance(value, float) or abs(value) < 10**15 else _show(value)
            raise _Bad(f"must be from {low:g} to {high:g}, not {shown}")
        return float(value)

    return check


def _text(value: object) -> str:
    if not isinstance(value, str):
        raise _Bad(f"must be text, not {_show(value)}")
    if len(value) > MAX_TEXT:
        raise _Bad(f"is too long ({len(value)} characters)")
    if any(ord(ch) < 32 or ch in "\u2028\u2029\x7f" for ch in value):
        raise _Bad("has control characters")
    return value


NAME_BYTES = 255
"""Bytes a part of a path may have (file systems allow no more: asking for a longer one raises)."""
PATH_BYTES = 4095
"""Bytes a whole path may have (Linux's PATH_MAX, 4096 with its ending NUL)."""


def _deck_path(value: object) -> str:
    """The deck's path: text that names a file this system could have. A longer name makes
    every look at it (`Path.is_file`) raise ENAMETOOLONG instead of answering no."""
    text = _text(value)
    try:
        raw = os.fsencode(text)
    except UnicodeError:
        raise _Bad("is not a file name this system can use (it is not Unicode text)") from None
    longest = max((len(part) for part in raw.replace(b"\\", b"/").split(b"/")), default=0)
    if longest > NAME_BYTES:
        raise _Bad(f"is not a file name this system can use (a part of it is {longest:,} bytes long; "
                   f"a file name has at most {NAME_BYTES})")
    if len(raw) > PATH_BYTES:
        raise _Bad(f"is not a file name this system can use (it is {len(raw):,} bytes long; "
                   f"a path has at most {PATH_BYTES:,})")
    return text


def _one_of(choices: Collection[str]) -> Callable[[object], str]:
    def check(value: object) -> str:
        if not isinstance(value, str) or (choices and value not in choices):
            raise _Bad(f"must be one of {', '.join(choices)}, not {_show(value)}")
        return value

    return check


def _seats(value: object) -> tuple[str, ...]:
    if not isinstance(value, list) or not 2 <= len(value) <= 6:
        raise _Bad(f"must be a list of 2 to 6 seats, not {_show(value)}")
    allowed = ("human", *LEVELS)
    for seat in value:
        if seat not in allowed:
            raise _Bad(f"{_show(seat)} is not a seat (human or one of {', '.join(LEVELS)})")
    return tuple(value)


def _colours(choices: Collection[str]) -> Callable[[object], tuple[str, ...]]:
    def check(value: object) -> tuple[str, ...]:
        if not isinstance(value, list) or not 2 <= len(value) <= 6:
            raise _Bad(f"must be a list of 2 to 6 colours, not {_show(value)}")
        for colour in value:
            if not isinstance(colour, str) or (choices and colour not in choices):
                raise _Bad(f"{_show(colour)} is not a colour ({', '.join(choices)})")
        if len(set(value)) != len(value):
            raise _Bad("two seats have the same colour")
        return tuple(value)

    return check


def _show(value: object) -> str:
    """A value as a message names it: short JSON for a scalar, "a list of N" for a list (a
    play-test read "must be a list of 2 to 6 seats, not a list" for a list of 9), "an object"."""
    if isinstance(value, list):
        return f"a list of {len(value)}"
    if isinstance(value, LongInteger):
        return f"an integer of {value.digits} digits"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**40:
        return f"an integer of {len(str(abs(value)))} digits"
    text = json.dumps(value, ensure_ascii=True) if isinstance(value, str | int | float | bool | None) else (
        "an object" if isinstance(value, dict) else type(value).__name__)
    return text if len(text) <= 40 else text[:37] + "..."


def parse_settings(data: object, source: str, *, colours: Collection[str] = DEFAULT_COLOURS,
                   speeds: Collection[str] = ()) -> tuple[Settings, str | None]:
    """Settings from JSON data; (settings, one line about the first bad field or None).

    A bad field takes its default; `colours` and `speeds` are the values the game offers
    (an empty `speeds` accepts any text).
    """
    defaults = Settings()
    if not isinstance(data, Mapping):
        return defaults, f"{source}: must hold a JSON object, not {_show(data)}; using the default settings"
    checks: dict[str, Callable[[object], Any]] = {
        "seats": _seats, "colours": _colours(colours), "deck": _deck_path,
        "speed": _one_of(tuple(speeds)), "show_odds": _flag, "show_tracker": _flag,
        "volume": _number(0.0, 1.0), "muted": _flag, "fullscreen": _flag,
        "ui_scale": _number(min(UI_SCALES), max(UI_SCALES)),
        "card_size": _number(min(CARD_SIZES), max(CARD_SIZES)),
    }
    values: dict[str, Any] = {}
    problems: list[str] = []
    for field in fields(Settings):
        if field.name not in data:
            continue
        try:
            values[field.name] = checks[field.name](data[field.name])
        except _Bad as bad:
            problems.append(f"{field.name}: {bad}")
    settings = defaults.changed(**values)
    if len(settings.colours) != len(settings.seats):
        problems.append(f"colours: {len(settings.colours)} colours for {len(settings.seats)} seats")
        settings = settings.changed(colours=_fill_colours(settings.colours, len(settings.seats), colours))
    if not problems:
        return settings, None
    more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
    return settings, f"{source}: {problems[0]}{more}; using the default there"


def _fill_colours(given: tuple[str, ...], count: int, offered: Collection[str]) -> tuple[str, ...]:
    """`given` cut or filled up to `count` distinct colours from `offered`."""
    kept = list(dict.fromkeys(given))[:count]
    for colour in (*offered, *DEFAULT_COLOURS):
        if len(kept) >= count:
            break
        if colour not in kept:
            kept.append(colour)
    return tuple(kept)


def load_settings(path: Path | None = None, *, colours: Collection[str] = DEFAULT_COLOURS,
                  speeds: Collection[str] = ()) -> tuple[Settings, str | None]:
    """The saved settings (defaults where there are none); never raises.

    Returns (settings, None), or (settings with defaults where needed, one line saying what was
    wrong, naming the file and the field).
    """
    path = path or settings_path()
    data, problem = read_json(path, SETTINGS_LIMIT)
    if problem is not None:
        return Settings(), f"{problem}; using the default settings"
    if data is NO_FILE:
        return Settings(), None
    return parse_settings(data, path.name, colours=colours, speeds=speeds)


def save_settings(settings: Settings, path: Path | None = None) -> str | None:
    """Write the settings atomically; returns None, or one line about why they could not be saved."""
    path = path or settings_path()
    problem = write_atomically(path, json.dumps(settings.to_data(), indent=2) + "\n")
    return None if problem is None else f"{path.name}: cannot save the settings ({problem})"
