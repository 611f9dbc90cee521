"""Helper processes that start fast and stop when told to.

On Linux a helper is forked (it starts in milliseconds; an AI agent may live for one decision
only) while its parent runs one thread, and comes from a fork server once it runs others
(`start_helper_pool`); elsewhere it is spawned, because fork is unsafe there. A forked helper inherits the
parent's signal handlers, and pygame's SDL catches SIGTERM to post a quit event instead of
exiting: such a helper would ignore `terminate()` and its parent would wait for it forever.
`reset_signals` is therefore every helper's initializer. On Linux it also asks the kernel to
end the helper when its parent ends, so a helper of a helper never outlives the game.

Helpers run in a `ProcessPoolExecutor`, not a `multiprocessing.Pool`: a helper that dies (one
that cannot read its task, say) breaks the executor at once (`BrokenProcessPool` on every
waiting future), where a `Pool` loses the task without a word, and its `terminate()` can then
wait forever on a replacement helper. `stop_pool` ends an executor's helpers whatever they do.

The game window's own helpers (the AI seats thinking off the render loop) come from a fork
server instead (`window_helper_context`): the window's process runs other threads, and forking
it can hang the child. So do the trial games of `check-deck` (`server_helper_context`), which
may run inside such a process (a test run that opened the window before).
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
from concurrent.futures import ProcessPoolExecutor
from multiprocessing.context import BaseContext
from typing import Any

_PR_SET_PDEATHSIG = 1

KILL_AFTER = 2.0
"""Seconds a helper told to stop may take before it is killed."""


def helper_context() -> BaseContext:
    """The multiprocessing context for helper processes: fork on Linux, spawn elsewhere."""
    return multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")


def start_helper_pool(count: int, preload: list[str] | None = None) -> ProcessPoolExecutor:
    """A pool of `count` helpers for this process. They are forked from it (the fastest start)
    while it runs one thread only; once it runs others (a stopped pool's threads still ending,
    SDL's, an executor's), they come from the fork server (`server_helper_context`, which
    imports `preload` first), since forking a process that runs other threads can leave the
    child waiting forever on a lock one of them held. May raise what starting processes
    raises (OSError, or AssertionError in a daemonic process)."""
    if sys.platform.startswith("linux") and not getattr(sys, "frozen", False) and threads_running() > 1:
        return ProcessPoolExecutor(count, mp_context=server_helper_context(preload), **window_helper_options())
    return ProcessPoolExecutor(count, mp_context=helper_context(), **helper_options())


def threads_running() -> int:
    """The threads this process runs, native ones included (Linux: /proc/self/task); elsewhere
    Python's own threads."""
    try:
        return len(os.listdir("/proc/self/task"))
    except OSError:
        import threading

        return threading.active_count()


def window_helper_context() -> BaseContext:
    """The context for helpers started by the game window, whose process runs other threads
    (SDL's audio and event threads, executor threads). Forking such a process can leave the
    child waiting forever on a lock another thread held at the fork (the allocator's, say), so
    these helpers come from a fork server: a clean single-threaded process started once, which
    forks each helper (still fast). A frozen app bundle spawns them instead."""
    return server_helper_context(["tongiaki.app.thinker"])


def server_helper_context(preload: list[str] | None = None) -> BaseContext:
    """A fork server's context (spawn in a frozen bundle or off Linux) for helpers of a process
    that runs, or may run, other threads, or catches SIGTERM: each helper is forked from a clean
    single-threaded process, so it inherits neither a lock held by another thread nor the
    caller's signal handlers. `preload` names modules the server imports once, before its
    first helper (only until the server has started; it is one per process). Use
    `window_helper_options()` with it: the helpers' parent is the server, not the caller."""
    if getattr(sys, "frozen", False) or not sys.platform.startswith("linux"):
        return multiprocessing.get_context("spawn")
    context = multiprocessing.get_context("forkserver")
    if preload:
        context.set_forkserver_preload(preload)
    _start_fork_server()
    return context


def _start_fork_server() -> None:
    """Start this process's fork server (once) so that it imports `tongiaki` from where this
    process did. The server is `python -c ...` run in the current folder, and Python 3.11's
    server ignores the parent's `sys.path`: from a checkout, it would import the checkout's
    pure-Python package while this process runs an installed (say, compiled) one, and the two
    cannot read each other's pickled game states. So the server starts with the folder that
    holds this process's `tongiaki` first on its path and the current folder left out
    (PYTHONPATH, PYTHONSAFEPATH), set for its start only."""
    from multiprocessing import forkserver

    import tongiaki

    home = os.path.dirname(os.path.dirname(os.path.abspath(tongiaki.__file__)))
    saved = {name: os.environ.get(name) for name in ("PYTHONPATH", "PYTHONSAFEPATH")}
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (home, saved["PYTHONPATH"]) if p)
    os.environ["PYTHONSAFEPATH"] = "1"
    try:
        forkserver.ensure_running()
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def window_helper_options() -> dict[str, Any]:
    """Keyword arguments for a pool of `window_helper_context` helpers: SIGINT stays with the
    window, and (on Linux) a helper ends when the process that made it does."""
    return {"initializer": reset_signals, "initargs": (None,)}


def helper_options() -> dict[str, Any]:
    """Keyword arguments for `Pool` or `ProcessPoolExecutor` created in this process: the initializer."""
    return {"initializer": reset_signals, "initargs": (os.getpid(),)}


def reset_signals(parent_pid: int | None) -> None:
    """In a helper: SIGTERM ends it again, Ctrl-C in a terminal reaches the parent only, and
    (on Linux) the helper ends when its parent `parent_pid` does (None: whichever process made
    it, e.g. a fork server, which then ends with its client: `_let_the_fork_server_end`)."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if sys.platform.startswith("linux"):
        try:
            import ctypes

            ctypes.CDLL(None).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
        except (OSError, AttributeError):
            pass
        if parent_pid is not None and os.getppid() != parent_pid:  # the parent ended before the request
            os._exit(0)
    if parent_pid is None:
        _let_the_fork_server_end()


def _let_the_fork_server_end() -> None:
    """In a helper made by a fork server: close the helper's copy of the pipe that keeps the
    server running while its client (the game) holds the other end. The server forks each
    helper with a copy, so a game killed outright (SIGKILL, a crash) left its idle helpers
    waiting on their task queue forever, and the server waiting for them. Without the copy the
    server ends with the game, and its helpers with it (their parent-death signal)."""
    from multiprocessing import forkserver

    server = getattr(forkserver, "_forkserver", None)
    fd = getattr(server, "_forkserver_alive_fd", None)
    if server is None or fd is None:
        return  # a spawned helper: it has no copy
    server._forkserver_alive_fd = None  # a fork server needed here later starts its own
    try:
        os.close(fd)
    except OSError:
        pass


def stop_pool(pool: ProcessPoolExecutor) -> None:
    """End `pool`'s helpers now, busy or not, and shut it down (what `Pool.terminate` does for a
    `multiprocessing.Pool`; the executor has no such call before Python 3.14), its manager thread
    ended too."""
    # shutdown() sets the executor's _processes to None: take the helpers first.
    processes = list((getattr(pool, "_processes", None) or {}).values())
    manager = getattr(pool, "_executor_manager_thread", None)  # also set to None by shutdown()
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()
    for process in processes:
        # A helper forked a moment ago may not yet ignore an inherited SIGTERM handler (SDL's):
        # a helper that is still there after a short wait is killed outright.
        process.join(timeout=KILL_AFTER)
        if process.is_alive():
            process.kill()
            process.join(timeout=KILL_AFTER)
    # The executor's manager thread sees its helpers gone and closes its wake-up pipe; left to
    # finish on its own it may close it while the interpreter's exit wakes it, which printed
    # "Exception ignored ... OSError: [Errno 9] Bad file descriptor" as a game window closed.
    if manager is not None:
        manager.join(timeout=KILL_AFTER)
