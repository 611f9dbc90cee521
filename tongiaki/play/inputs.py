"""Guards for files and text that come from outside: decks, game records, names.

- `read_text(path, limit=...)` reads a regular file of at most `limit` bytes as UTF-8 (a
  leading byte order mark is accepted and dropped). Devices, FIFOs, sockets and folders are
  refused before anything is read, so `/dev/zero` or a pipe never hangs the game.
- `LongInteger` stands for an integer literal with more digits than any field of a deck or a
  record can use; the parsers produce it instead of converting (Python refuses integers of more
  than 4,300 digits, and a big one is slow), so the validators reject it naming the field.
- `name_problem(text)` says what is wrong with a name shown on the table (over 60 characters,
  lone surrogates, control characters, line or paragraph separators, or nothing visible), or
  None; `surrogate_problem(text)` checks any text for lone surrogates alone; `shown_name(name)`
  is a file's name as a message can show it (a name that is not UTF-8, or holds a line break).

Every problem raises `InputError` with one line; callers prefix the file's name and turn it
into their own error (DeckError, RecordError).
"""

from __future__ import annotations

import os
import re
import stat
import unicodedata
from pathlib import Path

DECK_LIMIT = 256_000
"""Largest deck file read, in bytes: 256 KB, over 40 times the standard deck (under 6 KB), and
parsed in well under a second."""

RECORD_LIMIT = 20_000_000
"""Largest game record read, in bytes (a long 6-player game is about 100 KB)."""

MAX_DIGITS = 100
"""Integer literals with more digits than this become `LongInteger` (no field needs them)."""

BOM = "\ufeff"


class InputError(ValueError):
    """A file or a text from outside cannot be used; the message is one line, without the file's name."""


class LongInteger:
    """An integer literal too long to use: it remembers only its number of digits."""

    def __init__(self, digits: int) -> None:
        self.digits = digits

    def __repr__(self) -> str:
        return f"<an integer of {self.digits} digits>"


def parse_int(text: str) -> int | LongInteger:
    """`int(text)` for a literal of at most MAX_DIGITS digits, else a LongInteger."""
    digits = len(text.lstrip("+-").replace("_", ""))
    return int(text) if digits <= MAX_DIGITS else LongInteger(digits)


def megabytes(size: int) -> str:
    """Bytes as a short size, e.g. '256 KB', '1 MB', '5.2 MB'."""
    if size < 1_000_000:
        return f"{size / 1000:.0f} KB"
    value = size / 1_000_000
    return f"{value:.0f} MB" if value == int(value) else f"{value:.1f} MB"


def _reason(error: OSError) -> str:
    return " ".join(str(error.strerror or error).split())


def read_bytes(path: str | os.PathLike[str], *, limit: int, what: str, folder: str = "folder") -> bytes:
    """The content of the regular file `path`, at most `limit` bytes.

    `what` names the kind of file in messages ("deck", "game record"); `folder` is the word for a
    folder given instead ("folder" or "directory").
    """
    file_path = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(file_path, flags)  # O_NONBLOCK: opening a FIFO must not wait for a writer
    except FileNotFoundError:
        raise InputError(f"file not found ({shown_name(str(file_path))})") from None
    except IsADirectoryError:
        raise InputError(f"is a {folder}, not a {what} file") from None
    except OSError as error:
        raise InputError(f"cannot read file ({_reason(error)})") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise InputError(f"is a {folder}, not a {what} file")
        if not stat.S_ISREG(info.st_mode):
            raise InputError(f"is not a regular file (a device, pipe or socket), not a {what} file")
        if info.st_size > limit:
            raise InputError(f"file is too large ({megabytes(info.st_size)}; a {what} file is at most "
                             f"{megabytes(limit)})")
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        chunks: list[bytes] = []
        total = 0
        while True:  # the file may grow while it is read: stop past the limit
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise InputError(f"file is too large (over {megabytes(limit)}, the most a {what} file may hold)")
    except OSError as error:
        raise InputError(f"cannot read file ({_reason(error)})") from None
    finally:
        os.close(fd)
    return b"".join(chunks)


def decode(raw: bytes) -> str:
    """UTF-8 text of `raw`, without a leading byte order mark."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError("file is not UTF-8 text") from None
    return text[1:] if text.startswith(BOM) else text


def read_text(path: str | os.PathLike[str], *, limit: int, what: str, folder: str = "folder") -> str:
    """`read_bytes` then `decode`: the UTF-8 text of a regular file of at most `limit` bytes."""
    return decode(read_bytes(path, limit=limit, what=what, folder=folder))


LINE_BREAKS = {"\n": "", "\r": "", "\v": "a vertical tab", "\f": "a form feed", "\x1c": "a file separator",
               "\x1d": "a group separator", "\x1e": "a record separator", "\x85": "a next-line character",
               "\u2028": "a line separator", "\u2029": "a paragraph separator"}
"""Characters that end a line (str.splitlines), with how a message names them."""
INVISIBLE_CATEGORIES = ("Cf", "Mn", "Me", "Zs")
"""Categories that draw nothing on their own (format characters, combining marks, spaces)."""


MAX_NAME = 60
"""Longest name, in characters: names are drawn on cards, in the log and on the score sheet."""


def surrogate_problem(text: str) -> str | None:
    """Why `text` is not Unicode text (a lone surrogate, which JSON's `\\ud800` escape can
    give: it can be neither printed, drawn nor saved as UTF-8), or None."""
    found = _SURROGATE.search(text)
    return None if found is None else f"must be Unicode text (it holds a lone surrogate, U+{ord(found[0]):04X})"


_SURROGATE = re.compile("[\ud800-\udfff]")


def shown_name(name: str) -> str:
    """A file's name (or path) as messages and the screen show it: a name whose bytes are not
    UTF-8 holds lone surrogates in Python (os.fsdecode), which no font can draw nor a UTF-8
    console print, and one with a line break or a control character would break a message's one
    line; each of those characters shows as U+FFFD."""
    return _UNSHOWABLE.sub("\ufffd", name)


_UNSHOWABLE = re.compile("[\ud800-\udfff\x00-\x1f\x7f-\x9f\u2028\u2029]")


def name_problem(text: str) -> str | None:
    """Why `text` cannot be a name shown on the table, or None when it can."""
    if len(text) > MAX_NAME:
        return f"must be at most {MAX_NAME} characters long (it has {len(text):,})"
    surrogate = surrogate_problem(text)
    if surrogate is not None:
        return surrogate
    for char in text:
        if char in LINE_BREAKS:
            kind = LINE_BREAKS[char]
            return f"must be a single line (it holds {kind}, U+{ord(char):04X})" if kind else "must be a single line"
        if unicodedata.category(char) == "Cc":
            return f"must not hold control characters (it holds U+{ord(char):04X})"
    if all(unicodedata.category(char) in INVISIBLE_CATEGORIES or char.isspace() for char in text):
        return "must hold a visible character"
    return None
