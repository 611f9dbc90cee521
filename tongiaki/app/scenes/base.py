"""The contract every scene keeps: the window's loop calls these, and nothing else.

`App.step` hands each event to `handle_event`, then calls `update(dt)` and `draw(surface)`;
`App.switch` calls `exit` on the scene it leaves and `enter` on the next. `draw` never changes
the game's state (it may fill caches of what it draws).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol, runtime_checkable

import pygame


@runtime_checkable
class Scene(Protocol):
    """One screen of the game: start, table, score, replay, load, settings, tutorial..."""

    def enter(self) -> None:
        """The scene becomes the current one: lay out for the window."""

    def exit(self) -> None:
        """The scene is left: stop what runs in the background, save what must be kept."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """One input or window event."""

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds (animations, AI seats, timers)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; never changes the game's state."""


class Pressable(Protocol):
    """A button or another widget that may take an event."""

    def handle(self, event: pygame.event.Event) -> bool:
        """True when it took `event`."""


RESIZE_EVENTS = (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED)
"""The events after which a scene lays itself out for the window again."""


def taken_by(widgets: Iterable[Pressable], event: pygame.event.Event) -> bool:
    """True when one of `widgets` took `event` (offered in order, no further once one takes it)."""
    return any(widget.handle(event) for widget in widgets)
