"""Entry point of the app bundle (PyInstaller, see packaging/tongiaki.spec).

The bundled executable behaves like the `tongiaki` command: no arguments opens the start
screen, `play --seats ...` goes to the table, `simulate`, `check-deck` and the rest work too.
`freeze_support` lets the helper processes of the AI and of tournaments start inside a bundle
(spawned processes run this same executable).
"""

from __future__ import annotations

import multiprocessing
import sys


def main() -> int:
    """Run the command line of the bundled game."""
    multiprocessing.freeze_support()
    from tongiaki.cli import main as cli_main

    return cli_main(sys.argv[1:] or None)


if __name__ == "__main__":
    sys.exit(main())
