"""Every attribute of an object as a dict, whether its class is pure Python or compiled by mypyc.

`vars(obj)` needs an instance `__dict__`; a class compiled by mypyc (the optional compiled core,
scripts/build-fast) has none and names its attributes in `__mypyc_attrs__` instead, which is
what mypyc itself pickles by. Tests that compare whole states use `attributes`.
"""

from __future__ import annotations

from typing import Any


def attributes(obj: object) -> dict[str, Any]:
    """The instance attributes of `obj` (those that are set), by name."""
    names = getattr(type(obj), "__mypyc_attrs__", None)
    if names is None:
        return dict(vars(obj))
    return {name: getattr(obj, name) for name in names if name != "__dict__" and hasattr(obj, name)}
