"""The screens of the game: start, table, score, and the rules help overlay."""
