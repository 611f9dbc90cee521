"""scripts/_bootstrap.sh keeps a first run's output clean: setuptools' note on an editable
install ("Editable installation. Please be careful with folders in your working directory with
the same name as your package ..."), which pip relays as a boxed BuildBackendWarning even with
--quiet, read like a problem to play-test 29 on its first `./scripts/play`. The bootstrap filters
that one note out of pip and the build backend it runs; other warnings and errors still show.

The filter is tried here against the pip of .venv and its setuptools (or, where that setuptools is
older than the one pip fetches to build with, the same warning classes), as the backend emits the
note and as pip relays it (a real first install downloads packages: too slow, and needs the network).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

BOOTSTRAP = Path(__file__).resolve().parent.parent / "scripts" / "_bootstrap.sh"

EMIT = """
import warnings

try:
    from setuptools.warnings import InformationOnly, SetuptoolsWarning

    def emit(kind, summary, details):
        kind.emit(summary, details)
except ImportError:  # setuptools before 67 (a fresh venv of Python 3.11 has 65): its classes, as 67 has them
    class SetuptoolsWarning(UserWarning):
        pass

    class InformationOnly(SetuptoolsWarning):
        pass

    def emit(kind, summary, details):
        warnings.warn(f"{summary}\\n!!\\n\\n{details}\\n\\n!!", kind, stacklevel=2)

from pip._vendor.pyproject_hooks import BuildBackendWarning  # after setuptools, whose distutils shim must come first

# in the build backend: setuptools' own note, and another of its warnings
emit(InformationOnly, "Editable installation.", "Please be careful with folders in your working directory.")
emit(SetuptoolsWarning, "Some other setuptools warning.", "It must still show.")
# in pip: a backend's warning relayed as pyproject_hooks relays it
for words in ("Editable installation.\\n!!\\nPlease be careful ...", "Another backend warning"):
    warnings.warn_explicit(message=words, category=BuildBackendWarning, filename="editable_wheel.py", lineno=354)
"""


def quiet_note() -> str:
    """The warnings filter the bootstrap gives pip (its QUIET_NOTE)."""
    found = re.search(r'^QUIET_NOTE="([^"]+)"$', BOOTSTRAP.read_text(encoding="utf-8"), re.MULTILINE)
    assert found is not None, "scripts/_bootstrap.sh sets no QUIET_NOTE"
    return found.group(1)


def test_the_editable_install_runs_with_the_filter() -> None:
    script = BOOTSTRAP.read_text(encoding="utf-8")
    install = re.search(r'PYTHONWARNINGS="([^"]*)" \\\n\s+"\$VENV/bin/python" -m pip install --quiet -e ', script)
    assert install is not None, "the editable install runs without its warnings filter"
    assert install.group(1).endswith("$QUIET_NOTE")  # last: it wins over a caller's own PYTHONWARNINGS


def test_the_filter_hides_the_editable_note_and_nothing_else() -> None:
    env = dict(os.environ, PYTHONWARNINGS=quiet_note())
    done = subprocess.run([sys.executable, "-c", EMIT], env=env, capture_output=True, text=True, check=True)
    assert "Editable installation" not in done.stderr and "careful with folders" not in done.stderr
    assert "Some other setuptools warning." in done.stderr and "Another backend warning" in done.stderr
    shown = subprocess.run([sys.executable, "-c", EMIT], capture_output=True, text=True, check=True)
    assert "Editable installation" in shown.stderr  # without the filter it shows (the test sees it)
