"""Build step: copy the game's data into the package so that a wheel carries it.

The data's source stays at the checkout's top level (`assets/`, `config/`, `docs/`);
`tongiaki/shipped.py` lists what ships (the app bundle's spec reads the same list). `build_py` copies those files to
`tongiaki/data/` inside the build folder, where `tongiaki.resources.data_path` finds them
through `importlib.resources` after a normal install. An editable install needs no copy: the
game then reads the checkout itself. Everything else about the package is in pyproject.toml.

Optional compiled build: with `TONGIAKI_MYPYC=1` in the environment, the rules modules listed
in `tongiaki/rules/compiled.py` and the AI modules listed in `tongiaki/ai/compiled.py` (each
`MYPYC_MODULES`) are compiled with mypyc into extension modules beside their sources
(`scripts/build-fast` does it; mypyc comes with mypy, the `dev` extra, so build without
isolation: `TONGIAKI_MYPYC=1 pip install --no-build-isolation .`).
`TONGIAKI_MYPYC_MODULES=cards,state,ai.uct,...` compiles those modules instead, to try one (a bare
name is a rules module, `ai.NAME` an AI one). Without the variable nothing is compiled and no
compiler is needed.
"""

from __future__ import annotations

import os
import runpy
import shutil
from pathlib import Path
from typing import Any

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
_SHIPPED = runpy.run_path(str(ROOT / "tongiaki" / "shipped.py"))


def data_files() -> list[Path]:
    """Every shipped data file (`tongiaki/shipped.py`), relative to the checkout."""
    try:
        return list(_SHIPPED["data_files"](ROOT))
    except _SHIPPED["MissingData"] as error:
        raise SystemExit(f"setup.py: {error}") from None


class BuildWithData(build_py):
    """`build_py` that also copies the game's data into `tongiaki/data/`."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "tongiaki" / "data"
        for relative in data_files():
            destination = target / relative
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(ROOT / relative, destination)


def mypyc_modules() -> list[str]:
    """The modules the compiled build compiles, as paths from the checkout:
    `TONGIAKI_MYPYC_MODULES` (comma-separated names: `state` for tongiaki/rules/state.py,
    `ai.uct` for tongiaki/ai/uct.py) if set, else the `MYPYC_MODULES` of tongiaki/rules/compiled.py
    and of tongiaki/ai/compiled.py (read without importing the package)."""
    chosen = os.environ.get("TONGIAKI_MYPYC_MODULES", "").strip()
    if chosen:
        names = [name.strip() for name in chosen.split(",") if name.strip()]
    else:
        names = list(runpy.run_path(str(ROOT / "tongiaki" / "rules" / "compiled.py"))["MYPYC_MODULES"])
        names += [f"ai.{name}" for name in runpy.run_path(str(ROOT / "tongiaki" / "ai" / "compiled.py"))["MYPYC_MODULES"]]
    return [(Path("tongiaki") / "ai" / f"{name[3:]}.py" if name.startswith("ai.")
             else Path("tongiaki") / "rules" / f"{name}.py").as_posix() for name in names]


def mypyc_extensions() -> list[Any]:
    """The extension modules of the compiled build (none unless TONGIAKI_MYPYC=1)."""
    if os.environ.get("TONGIAKI_MYPYC", "") in ("", "0"):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        raise SystemExit("setup.py: TONGIAKI_MYPYC=1 needs mypyc, which comes with mypy (pip install mypy, "
                         "then build with --no-build-isolation)") from None
    paths = mypyc_modules()
    for path in paths:
        if not (ROOT / path).is_file():
            raise SystemExit(f"setup.py: TONGIAKI_MYPYC_MODULES: no module {path}")
    # mypy's options for the project (pyproject.toml) apply; unused sections are no error here.
    return list(mypycify(["--no-warn-unused-configs", *paths], opt_level="3"))


setup(cmdclass={"build_py": BuildWithData}, ext_modules=mypyc_extensions())
