"""Tongiaki: a desktop edition of the board game of Polynesian seafaring.

Layout: `rules/` is the pure rules core; `play/` the game around it (match, decks, records,
narration); `ai/` the computer opponents; `app/` the pygame-ce table; `tools/` simulation,
tournaments and benchmarks; `cli/` the command line (one module per command); `resources.py` finds the game's data.
"""

__version__ = "0.1.0"
