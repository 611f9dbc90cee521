"""The default font, made from its file read once.

`pygame.font.Font(None, size)` opens and reads pygame's default font file each time (about 0.5 ms
a font): the first card face at a new size needs several new font sizes, and that cost landed in
the frame making it. `default_font` keeps the file's bytes and makes each font from them (about
0.06 ms), the very glyphs of `Font(None, size)` (which asks for 0.6875 of `size` from the file).
"""

from __future__ import annotations

import io

import pygame

DEFAULT_FONT_SCALE = 0.6875
"""What `pygame.font.Font(None, size)` scales `size` by before opening the default font file."""

_data: bytes | None = None


def _default_font_bytes() -> bytes | None:
    global _data
    if _data is None:
        try:
            import pygame.pkgdata

            with pygame.pkgdata.getResource(pygame.font.get_default_font()) as resource:
                _data = resource.read()
        except Exception:  # no packaged font file to read: Font(None, ...) finds its own way
            _data = b""
    return _data or None


def default_font(size: int) -> pygame.font.Font:
    """pygame's default font at `size`, as `pygame.font.Font(None, size)` makes it."""
    if not pygame.font.get_init():
        pygame.font.init()
    data = _default_font_bytes()
    if data is None:
        return pygame.font.Font(None, size)
    return pygame.font.Font(io.BytesIO(data), max(1, int(size * DEFAULT_FONT_SCALE)))
