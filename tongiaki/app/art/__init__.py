"""How things look: card faces and their geometry, ships, the Tiled ocean map."""
