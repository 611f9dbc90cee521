"""The player's small JSON files (settings, results): read as untrusted input, written atomically.

`read_json` never raises: it returns the data, or one line saying what is wrong with the file
(a missing file is not wrong: it gives `NO_FILE` and no message). An integer literal of more
than 100 digits is read as `inputs.LongInteger` (Python refuses to convert one of over 4,300
digits), which no field accepts. `write_atomically` writes a
temporary file in the same folder, flushes and fsyncs it, then moves it over the old one, so a
crash leaves either the old file or the new one, never half of one.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from enum import Enum
from pathlib import Path

from tongiaki.play.inputs import parse_int


class Absent(Enum):
    """What `read_json` gives for a file that is not there (a file holding `null` gives None)."""

    NO_FILE = "no file"


NO_FILE = Absent.NO_FILE


def read_json(path: Path, limit: int) -> tuple[object, str | None]:
    """(the file's JSON value, None); (`NO_FILE`, None) when there is no file; (None, the problem
    in one line, naming the file) when it cannot be used: not a file, unreadable, over `limit`
    bytes, not UTF-8, not JSON."""
    source = path.name
    try:
        if not path.exists():
            return NO_FILE, None
        if not path.is_file():
            return None, f"{source}: is not a file"
        with path.open("rb") as handle:
            raw = handle.read(limit + 1)
    except OSError as error:
        return None, f"{source}: cannot be read ({error.strerror or error})"
    if len(raw) > limit:
        return None, f"{source}: is larger than {limit // 1024} KB"
    try:
        return json.loads(raw.decode("utf-8-sig"), parse_int=parse_int), None
    except UnicodeDecodeError:
        return None, f"{source}: is not UTF-8 text"
    except (json.JSONDecodeError, RecursionError) as error:
        where = f"line {error.lineno}: {error.msg}" if isinstance(error, json.JSONDecodeError) else "nested too deep"
        return None, f"{source}: is not valid JSON ({where})"


def write_atomically(path: Path, text: str) -> str | None:
    """Write `text` to `path` atomically; None, or the OS's reason it could not be written."""
    tmp_name = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except OSError as error:
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)
        return str(error.strerror or error)
    return None
