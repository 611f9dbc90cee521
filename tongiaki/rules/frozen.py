"""Pickling for the frozen dataclasses of the rules core, the same whether compiled or not.

A frozen dataclass compiled with mypyc unpickles (and deep-copies) by setting its fields one
by one, which its frozen `__setattr__` refuses; states and cards are pickled to the AI's
helper processes. Each frozen dataclass of the core therefore defines

    def __reduce__(self) -> tuple[Any, ...]:
        return reduce_frozen(self)

so a copy is made by calling the class with its fields (in pure Python too).
"""

from __future__ import annotations

import dataclasses
from typing import Any


def reduce_frozen(obj: Any) -> tuple[Any, tuple[Any, ...]]:
    """`__reduce__` of a frozen dataclass: rebuild it by calling its class with its init fields."""
    return type(obj), tuple(getattr(obj, f.name) for f in dataclasses.fields(obj) if f.init)
