"""The game around the rules: a match with its seats and seeded chance, decks, records, narration."""
