"""The replay's timeline: the whole record as a strip under the replay viewer's buttons.

Left to right it runs from the deal to the last decision; faint ticks mark where turns begin, a
white marker where the viewer is, and, once a review has looked at the moves, a tick for each
move it marks (`review.marked`, where its "marked >" button goes): yellow an inaccuracy, red a
mistake, blue a close move that cost most (where fewer than three are flagged), drawn over the
viewer's marker where it stands on one. A click goes to
that moment (to a marked move when the click lands within a few pixels of one), so a long game
is crossed in one gesture.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from tongiaki.play.review import Verdict

TRACK = (22, 44, 64)
TURN_TICK = (60, 92, 118)
CURSOR = (250, 246, 232)
MARKS: dict[Verdict, tuple[int, int, int]] = {Verdict.INACCURACY: (250, 204, 92), Verdict.MISTAKE: (235, 80, 70),
                                               Verdict.GOOD: (96, 176, 250)}
"""The colour of a review's marked move on the strip, by verdict (a close move marked is one
that cost most where few are flagged: play-test 27 saw the button go to one, unmarked)."""
SNAP_PX = 5
"""A click this near a marked move goes to it."""


class Timeline:
    """Where the strip lies (set by the viewer's layout) and how to draw and read it."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)

    def x_of(self, step: int, length: int) -> int:
        """The strip's x for record step `step` of `length`."""
        inner = max(1, self.rect.width - 2)
        return self.rect.x + 1 + round(inner * step / max(1, length))

    def step_at(self, x: int, length: int, flagged: Sequence[int] = ()) -> int:
        """The step a click at `x` goes to: a marked step (`flagged`) within `SNAP_PX`, else the step there."""
        near = [(abs(self.x_of(s, length) - x), s) for s in flagged]
        close = min(near, default=None)
        if close is not None and close[0] <= SNAP_PX:
            return close[1]
        inner = max(1, self.rect.width - 2)
        return max(0, min(length, round((x - self.rect.x - 1) * length / inner)))

    def draw(self, surface: pygame.Surface, length: int, cursor: int, turn_starts: Sequence[int],
             marks: Sequence[tuple[int, Verdict]]) -> None:
        """The strip: turns, marked moves and the viewer's place."""
        rect = self.rect
        if rect.width < 4 or rect.height < 2:
            return
        pygame.draw.rect(surface, TRACK, rect, border_radius=3)
        for step in turn_starts:
            x = self.x_of(step, length)
            pygame.draw.line(surface, TURN_TICK, (x, rect.y + 2), (x, rect.bottom - 3))
        x = self.x_of(cursor, length)
        pygame.draw.rect(surface, CURSOR, (x - 2, rect.y - 2, 4, rect.height + 4), border_radius=2)
        # the marks over the viewer's place, which shows above and below one it is at: at the
        # deal it hid a mark on the game's first move (play-test 41 saw no mark there)
        for step, verdict in marks:
            colour = MARKS.get(verdict)
            if colour is not None:
                x = self.x_of(step, length)
                pygame.draw.rect(surface, colour, (x - 1, rect.y, 3, rect.height))
