"""Print the digest of what the compiled build is made from: every file of the package
(`tongiaki/`, compiled leftovers aside), setup.py and pyproject.toml, and the modules chosen
(TONGIAKI_MYPYC_MODULES). `scripts/build-fast` writes it into .venv-fast after a build;
`scripts/build-app` and `scripts/play` compare it to tell whether .venv-fast is current.

    python scripts/_source_digest.py [ROOT]
"""

from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path


def source_digest(root: Path) -> str:
    """The hex digest of the sources under `root` that the compiled build depends on."""
    digest = hashlib.sha256(os.environ.get("TONGIAKI_MYPYC_MODULES", "").encode())
    files = sorted(p for p in (root / "tongiaki").rglob("*")
                   if p.is_file() and "__pycache__" not in p.parts and p.suffix not in (".so", ".pyd", ".c"))
    for path in [*files, root / "setup.py", root / "pyproject.toml"]:
        digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


if __name__ == "__main__":
    print(source_digest(Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parents[1])))
