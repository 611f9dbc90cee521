"""One helper process for work the window must not wait for: a computer seat's decision, a hint,
a game's review.

It starts with the first task (from a fork server: `ai.workers.window_helper_context`), runs
one task at a time, and ends with `stop` (the window closes, or the helper died and the next
task wants a new one).
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from multiprocessing.process import BaseProcess
from typing import Any, TypeVar

from tongiaki.ai.workers import stop_pool, window_helper_context, window_helper_options

T = TypeVar("T")


class WindowHelper:
    """A helper process started when first needed."""

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None

    def submit(self, task: Callable[..., T], *args: Any) -> Future[T]:
        """Run `task(*args)` in the helper (started first if there is none)."""
        if self._pool is None:
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=window_helper_context(),
                                             **window_helper_options())
        return self._pool.submit(task, *args)

    @property
    def running(self) -> bool:
        """True while a helper process is started."""
        return self._pool is not None

    def processes(self) -> list[BaseProcess]:
        """The helper's process (none before the first task or after `stop`)."""
        return list((getattr(self._pool, "_processes", None) or {}).values())

    def stop(self) -> None:
        """End the helper now, busy or not (the next task starts a new one)."""
        pool, self._pool = self._pool, None
        if pool is not None:
            stop_pool(pool)
