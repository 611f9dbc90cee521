"""`scripts/_source_digest.py` tells whether .venv-fast holds the compiled build of these sources
(`scripts/play` then runs it, `scripts/build-app` reuses it): the digest changes with any file of
the package, setup.py or pyproject.toml, and not with caches or compiled leftovers."""

from __future__ import annotations

import runpy
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_digest_follows_the_sources_and_only_them(tmp_path: Path) -> None:
    source_digest = runpy.run_path(str(ROOT / "scripts" / "_source_digest.py"))["source_digest"]
    (tmp_path / "tongiaki" / "rules").mkdir(parents=True)
    (tmp_path / "tongiaki" / "rules" / "state.py").write_text("x = 1\n")
    shutil.copy(ROOT / "setup.py", tmp_path / "setup.py")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    first = source_digest(tmp_path)
    assert source_digest(tmp_path) == first
    (tmp_path / "tongiaki" / "rules" / "__pycache__").mkdir()
    (tmp_path / "tongiaki" / "rules" / "__pycache__" / "state.cpython-311.pyc").write_bytes(b"\0")
    (tmp_path / "tongiaki" / "rules" / "state.cpython-311-x86_64-linux-gnu.so").write_bytes(b"\0")
    assert source_digest(tmp_path) == first  # caches and compiled leftovers do not count
    (tmp_path / "tongiaki" / "rules" / "state.py").write_text("x = 2\n")
    second = source_digest(tmp_path)
    assert second != first
    (tmp_path / "pyproject.toml").write_text((tmp_path / "pyproject.toml").read_text() + "\n# changed\n")
    assert source_digest(tmp_path) not in (first, second)
