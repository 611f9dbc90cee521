"""The game's font: DejaVu Sans Bold, shipped in `assets/fonts/`, read once.

Every text of the table, the HUD and the card faces is drawn in it. It replaces pygame's default
font (FreeSans Bold), whose hinting at the small sizes of the log, the tooltips and the card
names opens gaps inside words ("emp ty", "sh are"); DejaVu Sans was drawn for the screen and
stays even at 10 to 13 pixels, with glyphs about as wide at the same size, so the layouts keep
their lines. Its licence is `assets/fonts/LICENSE-DejaVu.txt`.

`default_font(size)` makes the font from the file's bytes kept in memory (about 0.06 ms, where
opening the file each time cost about 0.5 ms a font in the frame that needed it), at
`DEFAULT_FONT_SCALE` of `size`, the scale `pygame.font.Font(None, size)` applies, so a size asked
for means what it meant with the default font. If the file cannot be read, pygame's default
font is used.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import IO

import pygame

from tongiaki.resources import GAME_FONT, data_path

FONT_FILE = GAME_FONT
"""The game's font, relative to the game's data root."""
DEFAULT_FONT_SCALE = 0.6875
"""What `pygame.font.Font(None, size)` scales `size` by before opening the default font file."""

_data: bytes | None = None


def _font_bytes() -> bytes | None:
    """The game's font file, else pygame's default font file, else None (read once)."""
    global _data
    if _data is None:
        try:
            _data = data_path(FONT_FILE).read_bytes()
        except OSError:
            try:
                import pygame.pkgdata

                get_resource: Callable[[str], IO[bytes]] = pygame.pkgdata.getResource  # untyped in pygame
                with get_resource(pygame.font.get_default_font()) as resource:
                    _data = resource.read()
            except Exception:  # no packaged font file to read: Font(None, ...) finds its own way
                _data = b""
    return _data or None


def default_font(size: int) -> pygame.font.Font:
    """The game's font at `size` (in the units of `pygame.font.Font(None, size)`)."""
    if not pygame.font.get_init():
        pygame.font.init()
    data = _font_bytes()
    if data is None:
        return pygame.font.Font(None, size)
    return pygame.font.Font(io.BytesIO(data), max(1, int(size * DEFAULT_FONT_SCALE)))
