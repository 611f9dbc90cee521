"""The optional compiled build of the rules core: which modules mypyc compiles, and which run so.

`MYPYC_MODULES` is the one list of the modules of `tongiaki.rules` that the optional build
compiles (`scripts/build-fast`, or `TONGIAKI_MYPYC=1 pip install --no-build-isolation .`);
setup.py reads it from this file without importing the package. Every other module, this
one included, stays pure Python, and without that build every module is: the pure-Python
core is the default and always works. `core_build()` says which one is running, for
`tongiaki --version` and `tongiaki bench`.

This module imports only the standard library at load time, so setup.py can run it.
"""

from __future__ import annotations

import importlib
import importlib.machinery

PACKAGE = "tongiaki.rules"

MYPYC_MODULES: tuple[str, ...] = (
    "cards",
    "frozen",
    "hexgrid",
    "options",
    "events",
    "odds",
    "position",
    "explain",
    "invariants",
    "interned",
    "steps",
    "routes",
    "landing",
    "scoring",
    "table",
    "state",
)
"""Modules of `tongiaki.rules` the compiled build compiles with mypyc (add a module here once
`scripts/build-fast --test` passes with it). Only `__init__` and this module stay pure."""

PURE = "pure Python"
COMPILED = "compiled (mypyc)"


def is_compiled(module_name: str, package: str = PACKAGE) -> bool:
    """True when the module `<package>.<module_name>` (by default of `tongiaki.rules`) is loaded
    from a compiled extension (False for a module that does not exist, say one listed before a
    rename)."""
    try:
        module = importlib.import_module(f"{package}.{module_name}")
    except ModuleNotFoundError:
        return False
    path = getattr(module, "__file__", None) or ""
    return path.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def compiled_modules(package: str = PACKAGE, listed: tuple[str, ...] = MYPYC_MODULES) -> tuple[str, ...]:
    """The modules of `package` (by default `tongiaki.rules`) that run compiled now (importing
    them if needed), in the order of `listed` first; a module compiled by a local build that is
    not in the list (say `state`, to try it) is reported too."""
    import pkgutil

    found = importlib.import_module(package)
    names = list(listed)
    names += sorted(info.name for info in pkgutil.iter_modules(found.__path__) if info.name not in names)
    return tuple(name for name in names if name != "compiled" and is_compiled(name, package))


def build_of(package: str, listed: tuple[str, ...]) -> str:
    """'compiled (mypyc)' when every module of `listed` in `package` runs compiled (a local
    build that compiled more adds them: 'compiled (mypyc) + state'), 'pure Python' when none
    does, else 'partly compiled (mypyc): ...' naming the compiled ones."""
    compiled = compiled_modules(package, listed)
    if not compiled:
        return PURE
    extra = [name for name in compiled if name not in listed]
    if all(name in compiled for name in listed):
        return f"{COMPILED} + {', '.join(extra)}" if extra else COMPILED
    return f"partly compiled (mypyc): {', '.join(compiled)}"


def core_build() -> str:
    """Which rules core runs: `build_of` the rules modules of `MYPYC_MODULES`."""
    return build_of(PACKAGE, MYPYC_MODULES)
