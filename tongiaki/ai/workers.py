"""Helper processes that start fast and stop when told to.

On Linux a helper is forked (it starts in milliseconds; an AI agent may live for one decision
only); elsewhere it is spawned, because fork is unsafe there. A forked helper inherits the
parent's signal handlers, and pygame's SDL catches SIGTERM to post a quit event instead of
exiting: such a helper would ignore `terminate()` and its parent would wait for it forever.
`reset_signals` is therefore every helper's initializer. On Linux it also asks the kernel to
end the helper when its parent ends, so a helper of a helper never outlives the game.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys

_PR_SET_PDEATHSIG = 1


def helper_context():
    """The multiprocessing context for helper processes: fork on Linux, spawn elsewhere."""
    return multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")


def helper_options() -> dict:
    """Keyword arguments for `Pool` or `ProcessPoolExecutor` created in this process: the initializer."""
    return {"initializer": reset_signals, "initargs": (os.getpid(),)}


def reset_signals(parent_pid: int) -> None:
    """In a helper: SIGTERM ends it again, Ctrl-C in a terminal reaches the parent only, and
    (on Linux) the helper ends when its parent `parent_pid` does."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if sys.platform.startswith("linux"):
        try:
            import ctypes

            ctypes.CDLL(None).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
        except (OSError, AttributeError):
            pass
        if os.getppid() != parent_pid:  # the parent ended before the request was made
            os._exit(0)
