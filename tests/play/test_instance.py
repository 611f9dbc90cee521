"""One game window per data folder (`play.instance`): a second lock of the folder is refused
while the first is held, in this process or another; a window that ends, even killed, leaves
no stale lock; a folder that cannot hold the lock file does not stop the game."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tongiaki.play.instance import LOCK_NAME, InstanceLock

HOLDER = """
import sys
from pathlib import Path
from tongiaki.play.instance import InstanceLock
lock = InstanceLock(Path(sys.argv[1]))
print("held" if lock.acquire() else "refused", flush=True)
sys.stdin.read()  # held until the test closes our stdin (or kills us)
"""


def test_a_second_lock_of_the_folder_is_refused_until_the_first_goes(tmp_path: Path) -> None:
    first, second = InstanceLock(tmp_path), InstanceLock(tmp_path)
    assert first.acquire() and first.held
    assert (tmp_path / LOCK_NAME).read_text(encoding="utf-8").strip() == str(os.getpid())
    assert not second.acquire() and not second.held
    assert first.acquire()  # taking it again is no change
    first.release()
    assert second.acquire()
    second.release()


@pytest.mark.parametrize("ending", ["exits", "killed"])
def test_a_window_that_ends_leaves_no_stale_lock(tmp_path: Path, ending: str) -> None:
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(tmp_path)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, cwd=Path(__file__).resolve().parents[2])
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        mine = InstanceLock(tmp_path)
        assert not mine.acquire()  # the other process holds it
        if ending == "killed":
            holder.kill()
        else:
            assert holder.stdin is not None
            holder.stdin.close()
        holder.wait()
        assert mine.acquire()  # gone with the process that held it
        mine.release()
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait()


def test_a_folder_that_cannot_hold_the_lock_does_not_stop_the_game(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    lock = InstanceLock(blocker / "data")  # its folder cannot be made
    assert lock.acquire() and not lock.held
