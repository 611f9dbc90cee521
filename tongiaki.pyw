"""Double-click launcher for Windows: opens Tongiaki's start screen without a console window.

`.pyw` files run with pythonw.exe. The game needs its dependencies installed in that Python
(`py -m pip install -e .` in this folder once; see docs/launching.md). If they are missing,
a message box says what to do instead of failing silently.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent


def _explain(error: BaseException) -> None:
    """Show why the game cannot start (pythonw has no console to print to)."""
    message = (f"Tongiaki could not start: {error}\n\n"
               f"Install it once: open a terminal in\n{ROOT}\nand run\n    py -m pip install -e .\n"
               "then double-click tongiaki.pyw again.")
    try:
        import tkinter
        from tkinter import messagebox

        window = tkinter.Tk()
        window.withdraw()
        messagebox.showerror("Tongiaki", message)
        window.destroy()
    except Exception:  # no Tk either: the console, if there is one
        if sys.stderr is not None:
            print(message, file=sys.stderr)


def main() -> int:
    """Start the game from this checkout."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    try:
        from tongiaki.cli import gui_main
    except ImportError as error:
        _explain(error)
        return 1
    return gui_main()


if __name__ == "__main__":
    sys.exit(main())
