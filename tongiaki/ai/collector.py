"""Python's cycle collector paused while a search runs (`paused`).

A search allocates tens of thousands of short-lived objects a second (states, nodes, option
lists) and frees them by reference counting: it makes no reference cycles (tested:
tests/ai/test_collector.py). The collector still runs every few hundred allocations and,
every so often, walks every object of the process (the rules core's interned options and
tables, the search's own tree), which took 11-16% of hard-classic's time and 7% of the
turn-end search's (`tongiaki.tools.bench_search`, measured with `gc.callbacks`). Pausing it for the
search's duration gives those back; it runs again as soon as the search ends.

The pause is counted, so searches run at once in several threads (the window's thinker beside a
headless check, say) switch the collector back on only when the last one ends, and only if it
was on when the first one began.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_depth = 0
_was_enabled = False


@contextmanager
def paused() -> Iterator[None]:
    """Keep the cycle collector off inside the block (nested and concurrent blocks counted)."""
    global _depth, _was_enabled
    with _lock:
        if _depth == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0 and _was_enabled:
                gc.enable()
