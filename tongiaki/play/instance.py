"""One game window per data folder: the lock a `tongiaki play` window holds while it is open.

Every window keeps the game in progress in the same autosave (`records.autosave_path`) and
offers to continue or discard it, so two windows on one data folder save over each other's game
(play-test 34 opened a second window, which offered "Discard it" for the game being played in
the first). A launcher double-clicked twice opens two. The window that holds the lock plays;
another one says so and saves nothing (`app.scenes.already_open`).

The lock is an operating-system lock on a file in the data folder (`flock` on POSIX, `msvcrt`
on Windows), not a file whose presence is the lock: it goes with the process that held it, so
a window that crashed or was killed leaves no stale lock behind. Where the folder cannot hold
the file (read-only, missing and not creatable) or the system has no such lock, the window
plays as before: the autosave would fail in the same place, and says so itself.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import IO

LOCK_NAME = "tongiaki.lock"
"""The lock file in the data folder (its content is the holder's process id, for people)."""


class InstanceLock:
    """The lock of the data folder `folder` (`acquire`, `release`)."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_NAME
        self._handle: IO[str] | None = None

    @property
    def held(self) -> bool:
        """True while this process holds the lock."""
        return self._handle is not None

    def acquire(self) -> bool:
        """Take the lock; False only when another window (another open of the file, in this
        process or another) holds it. True where no lock can be made (see the module's note)."""
        if self._handle is not None:
            return True
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handle = open(self.path, "a+", encoding="utf-8")  # noqa: SIM115 (kept open: it is the lock)
        except OSError:
            return True
        try:
            locked = _lock(handle)
        except OSError:
            handle.close()
            return True
        if not locked:
            handle.close()
            return False
        try:
            handle.seek(0)
            handle.truncate()
            handle.write(f"{os.getpid()}\n")
            handle.flush()
        except OSError:
            pass  # the pid is for people only
        self._handle = handle
        return True

    def release(self) -> None:
        """Give the lock up (closing the file releases it; the file stays, empty of meaning)."""
        handle, self._handle = self._handle, None
        if handle is not None:
            handle.close()


def _lock(handle: IO[str]) -> bool:
    """Lock the open file `handle` without waiting: True when taken, False when held elsewhere."""
    if sys.platform == "win32":
        import msvcrt

        try:
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True
