"""Tongiaki: a desktop edition of the board game of Polynesian seafaring.

Layout: `rules/` is the pure rules core, `decks.py` loads YAML decks, `records.py` saves and
replays games, `ai/` holds the computer opponents, `match.py` runs one game, `app/` is the
pygame-ce table, `cli.py` the command line.
"""

__version__ = "0.1.0"
