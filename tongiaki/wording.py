"""Small helpers for the words the game shows (log, score sheet, menus).

`and_list` joins names as a sentence does: "Samoa", "Samoa and Tonga", "Oahu, Samoa and Tonga"
(play-test 27 read "beside Mangareva and Muroroa and Oahu and Tokelau and Tuamotu" in the log).
"""

from __future__ import annotations

from collections.abc import Iterable


def and_list(items: Iterable[str]) -> str:
    """`items` joined with commas and a final "and" ("" for none)."""
    words = list(items)
    if len(words) <= 2:
        return " and ".join(words)
    return f"{', '.join(words[:-1])} and {words[-1]}"
