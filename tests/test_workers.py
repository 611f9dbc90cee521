"""Helper processes stop when told to, even when the game process catches SIGTERM (as SDL does).

A forked helper inherits its parent's signal handlers; before `tongiaki.ai.workers.reset_signals`
a helper of a pygame process ignored `terminate()`, and the process waited for it forever.
"""

from __future__ import annotations

import os
import random
import signal
import sys
import threading
import time

import pytest

from tests.ai.test_search import king_or_lose
from tongiaki.ai import DEFAULT_THINK, make_agent
from tongiaki.app.thinker import Thinker

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="helpers are forked on Linux only")


@pytest.fixture
def sigterm_caught():
    """The test process catches SIGTERM and carries on, like a pygame window."""
    previous = signal.signal(signal.SIGTERM, lambda *_: None)
    yield
    signal.signal(signal.SIGTERM, previous)


def _gone(pid: int) -> bool:
    """True once `pid` has ended (a zombie left for its parent to reap counts as ended)."""
    try:
        with open(f"/proc/{pid}/status") as status:
            return any(line.startswith("State:") and "Z" in line for line in status)
    except FileNotFoundError:
        return True


def _children(pid: int) -> list[int]:
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as children:
            return [int(word) for word in children.read().split()]
    except FileNotFoundError:
        return []


def _wait(condition, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return condition()


def _kill(pids: list[int]) -> None:
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def _sigterm_disposition(pid: int) -> str:
    """'caught', 'ignored' or 'default', read from /proc."""
    fields = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            key, _, value = line.partition(":")
            fields[key] = int(value.strip(), 16) if key in ("SigCgt", "SigIgn") else None
    bit = 1 << (signal.SIGTERM - 1)
    if fields["SigCgt"] & bit:
        return "caught"
    return "ignored" if fields["SigIgn"] & bit else "default"


def test_expert_helpers_end_on_sigterm_and_close_returns(sigterm_caught) -> None:
    assert _sigterm_disposition(os.getpid()) == "caught"
    state = king_or_lose()
    expert = make_agent("expert", think=600, iterations=20)
    expert.choose(state, state.pending, random.Random(1))
    pids = [process.pid for process in expert._pool._processes.values()]
    assert pids, "expert searched without a helper process"
    try:
        assert [_sigterm_disposition(pid) for pid in pids] == ["default"] * len(pids)
        closing = threading.Thread(target=expert.close, daemon=True)
        closing.start()
        closing.join(timeout=20)
        assert not closing.is_alive(), "closing the expert's helpers hung"
        assert _wait(lambda: all(_gone(pid) for pid in pids), 10)
    finally:
        _kill(pids)


def test_cancelling_a_thinking_expert_stops_its_helper_and_the_helpers_helper(
        sigterm_caught, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(DEFAULT_THINK, "expert", 300.0)  # the helper is forked: it sees this
    state = king_or_lose()
    thinker = Thinker()
    thinker.start("expert", state, state.pending, random.Random(1))
    worker = thinker.helper.processes()[0].pid
    assert _wait(lambda: _children(worker), 10), "the expert never started its helper"
    helpers = _children(worker)
    thinker.cancel()
    try:
        assert _wait(lambda: _gone(worker) and all(_gone(pid) for pid in helpers), 10)
    finally:
        _kill([worker, *helpers])


@pytest.mark.parametrize("retries", [2, 0])
def test_a_worker_that_dies_while_thinking_costs_nothing(retries: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The window's worker is killed the moment it is asked (out of memory, say): the thinker
    asks a new worker (or, with no retries left, decides in this process), and the choice and
    the seat's rng afterwards are those of a worker that lived."""
    import tongiaki.app.thinker as thinker_module

    state = king_or_lose()
    calm = Thinker(iterations=30)
    calm_rng = random.Random(7)
    calm.start("hard", state, state.pending, calm_rng)
    assert calm.wait()
    expected = calm.poll()
    calm.cancel()

    monkeypatch.setattr(thinker_module, "RETRIES", retries)
    thinker = Thinker(iterations=30)
    rng = random.Random(7)
    thinker.start("hard", state, state.pending, rng)
    worker = thinker.helper.processes()[0].pid
    os.kill(worker, signal.SIGKILL)  # long before a search could answer
    try:
        assert thinker.wait()
        # Busy until polled, however the answer was made: a table that saw an answer made here
        # as "not busy" asked for the same decision again, and applied that second answer to
        # the decision after it (an illegal move).
        assert thinker.busy
        choice = thinker.poll()
        assert thinker._deaths == 1
        assert (not thinker.helper.running) == (retries == 0)
        assert choice is not None and choice == expected
        assert rng.getstate() == calm_rng.getstate()
        assert thinker.poll() is None and not thinker.busy
    finally:
        thinker.cancel()


def test_fork_server_helpers_run_the_same_tongiaki_as_this_process() -> None:
    """The window's helpers come from a fork server started as `python -c` in the current
    folder; run from a checkout with the compiled package installed, it imported the
    checkout's pure-Python package instead (the server imports the window's helper module
    before its first helper), and could not read the window's game states.
    `workers._start_fork_server` starts it with this process's package first on its path."""
    from concurrent.futures import ProcessPoolExecutor

    from tongiaki.ai.workers import window_helper_context, window_helper_options
    from tongiaki.rules.compiled import core_build

    before = {name: os.environ.get(name) for name in ("PYTHONPATH", "PYTHONSAFEPATH")}
    with ProcessPoolExecutor(1, mp_context=window_helper_context(), **window_helper_options()) as pool:
        assert pool.submit(core_build).result(timeout=120) == core_build()
    assert {name: os.environ.get(name) for name in before} == before  # set for the server's start only


@pytest.mark.parametrize("other_thread", [False, True])
def test_helpers_are_forked_only_from_a_process_running_one_thread(monkeypatch, other_thread) -> None:
    """Forking a process that runs other threads can leave the helper waiting forever on a lock
    one of them held (expert's helpers were once lost so in a test run, after a stopped pool's
    threads): `start_helper_pool` forks while this process runs one thread only, and takes the
    helpers from the fork server otherwise. Either way they do the work."""
    from tongiaki.ai import workers
    from tongiaki.rules.compiled import core_build

    release = threading.Event()
    runner = threading.Thread(target=release.wait, daemon=True)
    if other_thread:
        runner.start()
        assert workers.threads_running() >= 2
    else:
        monkeypatch.setattr(workers, "threads_running", lambda: 1)
    try:
        pool = workers.start_helper_pool(1, ["tongiaki.rules.compiled"])
        try:
            assert pool._mp_context.get_start_method() == ("forkserver" if other_thread else "fork")
            assert pool.submit(core_build).result(timeout=120) == core_build()
        finally:
            workers.stop_pool(pool)
    finally:
        release.set()


_KILLED_CLIENT = """
import os, sys, time
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import forkserver
from tongiaki.ai.workers import window_helper_context, window_helper_options

pool = ProcessPoolExecutor(1, mp_context=window_helper_context(), **window_helper_options())
helper = pool.submit(os.getpid).result(timeout=120)
print(helper, forkserver._forkserver._forkserver_pid, flush=True)
time.sleep(600)
"""


def test_the_fork_server_and_its_helpers_end_when_the_game_is_killed() -> None:
    """A game killed outright (SIGKILL, a crash) cannot stop its helpers: they once stayed,
    idle, for good, each holding the fork server's keep-alive pipe open. Now the server sees
    its client end, and its helpers end with it."""
    import subprocess

    client = subprocess.Popen([sys.executable, "-c", _KILLED_CLIENT], stdout=subprocess.PIPE, text=True)
    helper = server = 0
    try:
        assert client.stdout is not None
        helper, server = (int(word) for word in client.stdout.readline().split())
        assert not _gone(helper) and not _gone(server)
        client.kill()
        client.wait(timeout=20)
        assert _wait(lambda: _gone(helper) and _gone(server), 30), "the helper or the server outlived the game"
    finally:
        client.kill()
        _kill([pid for pid in (helper, server) if pid])


def test_a_stopped_pool_has_no_thread_left_to_race_the_exit() -> None:
    """A game window closing printed "Exception ignored ... OSError: [Errno 9] Bad file
    descriptor" once (the app bundle's smoke test): the executor's manager thread was still
    closing its wake-up pipe while the interpreter's exit woke it. `stop_pool` returns with that
    thread ended, busy helper or not."""
    import time

    from tongiaki.ai import workers

    pool = workers.start_helper_pool(1, [])
    busy = pool.submit(time.sleep, 30)
    while not busy.running():
        time.sleep(0.01)
    manager = pool._executor_manager_thread
    assert manager is not None and manager.is_alive()
    workers.stop_pool(pool)
    assert not manager.is_alive()
