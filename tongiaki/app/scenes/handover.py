"""The hot-seat handover: the turn passing from one person to another at one table.

In a game with more than one human seat, when a person's decision comes after another
person's (whatever computer seats moved between), or first after a game is resumed, the table
dims under a panel saying whose turn it is ("Orange's turn", in their colour with their ship:
"Pass the mouse to Orange, then click here or press Enter to start.") and what changed for them
since their last turn, and whose turn did it ("Since your last turn: 15 → 10 points. Your
ships sailed from Hawaii (5) in Blue's turn; 2 of your ships sank in Blue's turn.":
play-test 43's Blue lost 9 points in the other seats' turns and had to look in the full log for
why), and takes no move until a click on the panel or Enter starts it; the turn's sound plays as the panel
shows, calling the next person. A play-test's turn change looked like the same person's turn,
and Blue's pointer already showed Orange's ghost ship.

`Handover` holds whose turn is handed over and who is at the table, and draws the panel; the
table scene (`scenes/table.py`) asks it when a person's decision is shown and feeds it events.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from tongiaki.app.art import palette, shipart
from tongiaki.app.widgets.ui import INK, draw_panel, text, wrap

HANDOVER_GUARD = 0.8
"""Seconds a hot-seat handover shows before a click or a key takes it away: the last clicks of
the person whose turn just ended (a double click) never start the next person's turn. Only a
click on the panel takes it away: play-test 43's Blue, whose last ships the table landed by
itself (the only choice), clicked where one had stood 1.2 s later and started Green's turn."""
HANDOVER_KEYS = frozenset({pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE})
"""The keys that take a handover away (as a click on the table does)."""
HANDOVER_DIM = (4, 12, 22, 140)
"""The wash over the table area while a handover shows: the board waits."""


def handover_words(name: str) -> tuple[str, str]:
    """The handover's title and line for the seat called `name` ("Orange")."""
    return f"{name}'s turn", f"Pass the mouse to {name}, then click here or press Enter to start."


@dataclass
class HandoverLook:
    """What the panel shows of a handover: the seat's name ("Orange") and colour ("orange"), and
    the layout's pixel function (`Hud.px`) and table area."""

    name: str
    colour: str
    px: Callable[[float], int]
    table: pygame.Rect
    viewport: tuple[float, float, float, float]
    """The part of the table area the cards show in (the panel goes in its middle)."""
    news: str = ""
    """What changed for the seat since its last turn (`play.catchup.catch_up_words`), or ""."""


class Handover:
    """The human seat the turn is handed over to (`seat`, -1: none) and the one at the table."""

    def __init__(self, resumed: bool = False) -> None:
        self.resumed = resumed
        """The game was resumed (Continue, a saved game opened): its first person's decision is
        handed over too, in a hot-seat game (play-test 27's Continue went straight into Green's
        open decision, with Blue maybe at the mouse)."""
        self.seat = -1
        """The human seat the turn has passed to from another human seat (`at_table`): the table
        says so and takes no move until a click or Enter (`take`); -1 when none."""
        self.at_table: int | None = None
        """The human seat at the controls: the last one whose decision the board took moves for."""
        self.since = 0.0
        """The scene's time when the handover began to show (`HANDOVER_GUARD`)."""
        self.pressed = False
        """The left button went down on the panel while the handover could be taken away (its
        release there does)."""
        self.news = ""
        """What changed for the seat handed over to since its last turn (set by the table as the
        handover begins), or ""."""

    @property
    def showing(self) -> bool:
        """True while a handover shows."""
        return self.seat >= 0

    def decide(self, player: int, hot_seat: bool, now: float) -> bool:
        """A decision of the human seat `player` is shown: if the turn came to it from another
        human seat (`hot_seat`: more than one at the table), the handover begins (True); else that
        seat is the one at the table. The first decision of a game begun is no handover, of a game
        `resumed` it is (who sits at the mouse is not known); a handover to another seat (its
        decision undone) goes."""
        if self.seat >= 0 and self.seat != player:
            self.seat = -1
        if self.seat >= 0 or player == self.at_table:
            return False
        if not hot_seat or (self.at_table is None and not self.resumed):
            self.at_table = player
            return False
        self.resumed = False
        self.seat = player
        self.since = now
        self.pressed = False
        return True

    def take(self) -> bool:
        """The person the turn was handed over to has the mouse: the board takes their moves
        (False when no handover showed)."""
        if self.seat < 0:
            return False
        self.at_table, self.seat, self.pressed = self.seat, -1, False
        return True

    def event(self, event: pygame.event.Event, now: float, panel: pygame.Rect) -> tuple[bool, bool]:
        """While a handover shows: a left click (pressed and released on the `panel`) or Enter
        or Space takes it away once it has shown `HANDOVER_GUARD` seconds; no click or key of
        these is ever a move. Returns (whether `event` was one of these, whether it takes the
        handover away now)."""
        ready = now - self.since >= HANDOVER_GUARD
        if event.type == pygame.KEYDOWN and event.key in HANDOVER_KEYS:
            return True, ready
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and getattr(event, "button", 1) == 1:
            on_panel = panel.collidepoint(getattr(event, "pos", (-1, -1)))
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.pressed = ready and on_panel
                return True, False
            return True, self.pressed and on_panel
        return False, False

    # ------------------------------------------------------------------ drawing

    @staticmethod
    def _lines(look: HandoverLook) -> tuple[pygame.Surface, list[pygame.Surface], int]:
        """The title, the wrapped lines (how to start, then the news in the seat's colour) and
        the ship's size, for the layout's scale."""
        title, line = handover_words(look.name)
        px = look.px
        colour = palette.SEAT_RGB.get(look.colour.lower(), INK)
        light = tuple(round(c + (255 - c) * 0.45) for c in colour)  # the seat's colour, readable on the panel
        room = max(px(200), min(px(640), look.table.width - px(48)))
        body = [text(words, px(18), INK) for words in wrap(line, px(18), room)]
        if look.news:
            body.append(text(" ", px(8), INK))  # a little space between the two
            body += [text(words, px(18), light) for words in wrap(look.news, px(18), room)]
        return text(title, px(32), light, bold=True), body, px(40)

    def box(self, look: HandoverLook) -> pygame.Rect:
        """Where the panel goes: the middle of the table area (the prompt above it and the side
        panels keep clear), sized to its words."""
        title, body, ship = self._lines(look)
        px = look.px
        width = max(ship + px(12) + title.get_width(), *(line.get_width() for line in body)) + px(48)
        height = max(ship, title.get_height()) + px(10) + sum(line.get_height() for line in body) + px(36)
        x, y, w, h = look.viewport
        box = pygame.Rect(0, 0, width, height)
        box.center = (round(x + w / 2), round(y + h / 2))
        return box

    def draw(self, surface: pygame.Surface, look: HandoverLook) -> None:
        """The panel: whose turn it is, in their colour with their ship, and how to start it."""
        title, body, ship = self._lines(look)
        px = look.px
        box = self.box(look)
        colour = palette.SEAT_RGB.get(look.colour.lower(), INK)
        draw_panel(surface, box, (8, 18, 30, 236))
        pygame.draw.rect(surface, colour, box, width=max(2, px(3)), border_radius=px(10))
        head = max(ship, title.get_height())
        left = box.centerx - (ship + px(12) + title.get_width()) // 2
        top = box.y + px(18)
        sprite = shipart.ship_sprite(look.colour, ship)
        surface.blit(sprite, sprite.get_rect(midleft=(left, top + head // 2)))
        surface.blit(title, title.get_rect(midleft=(left + ship + px(12), top + head // 2)))
        y = top + head + px(10)
        for line in body:
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height()
