"""The score screen: each player's islands and points, the winner and the tie-break that decided."""

from __future__ import annotations

import pygame

from tongiaki.app.art import cardart
from tongiaki.app.widgets.ui import ACCENT, INK, INK_DIM, Button, draw_panel, text
from tongiaki.play.match import Match

TIEBREAK_WORDS = {
    "points": "most points",
    "islands": "tied on points: most islands decides",
    "ships": "tied on points and islands: fewest ships on the table decides",
    "shared": "a shared win: tied on points, islands and ships",
}


def island_names(match: Match, player: int) -> list[str]:
    """Names of the islands a player scores, with values."""
    state = match.state
    cells = {c for (c, _), occ in state.ships.items() if player in occ}
    cells |= {c for c, owner in state.kings.items() if owner == player}
    cards = [state.cards[state.cells[c]] for c in cells]
    return [f"{card.name} {card.value}" + (" (king)" if state.kings.get(c) == player else "")
            for c, card in sorted(zip(cells, cards), key=lambda x: -x[1].value)]


class ScoreScene:
    """Shows the result; Play again (same seats, next seed) or Menu."""

    def __init__(self, app, match: Match, names: list[str], colours: list[str]) -> None:
        self.app = app
        self.match = match
        self.names = names
        self.colours = colours
        self.result = match.state.result()
        self.again = Button(pygame.Rect(0, 0, 200, 48), "Play again", self._again, size=24)
        self.menu = Button(pygame.Rect(0, 0, 200, 48), "Menu", app.to_menu, size=24)
        self.t = 0.0

    def enter(self) -> None:
        """Lay out."""
        self.resize(self.app.screen.get_size())

    def exit(self) -> None:
        """Nothing to release."""

    def resize(self, size: tuple[int, int]) -> None:
        """Place the buttons under the table of scores."""
        w, h = size
        self.again.rect.topleft = (w // 2 - 210, min(h - 70, 170 + 70 * len(self.names) + 60))
        self.menu.rect.topleft = (w // 2 + 10, self.again.rect.y)

    def _again(self) -> None:
        self.app.play_again(self.match)

    def handle_event(self, event: pygame.event.Event) -> None:
        """Buttons; Enter plays again, Escape goes to the menu."""
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.resize(self.app.screen.get_size())
            return
        for button in (self.again, self.menu):
            if button.handle(event):
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.to_menu()

    def update(self, dt: float) -> None:
        """Animate the backdrop."""
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        """The ranking, the winner and the buttons."""
        self.app.draw_backdrop(surface, self.t)
        w, _ = surface.get_size()
        r = self.result
        panel = pygame.Rect(w // 2 - 420, 40, 840, 130 + 70 * len(self.names) + 130)
        draw_panel(surface, panel)
        winners = " and ".join(self.names[p] for p in r.winners)
        title = text(f"{winners} win{'s' if len(r.winners) == 1 else ''}!", 44, ACCENT, bold=True)
        surface.blit(title, title.get_rect(midtop=(w // 2, 60)))
        how = text(TIEBREAK_WORDS[r.tiebreak], 20, INK_DIM)
        surface.blit(how, how.get_rect(midtop=(w // 2, 112)))
        order = sorted(range(len(self.names)), key=lambda p: (-r.scores[p], -r.islands[p], r.ships_on_table[p]))
        for rank, p in enumerate(order):
            y = 160 + rank * 70
            icon = cardart.ship_sprite(self.colours[p], 40)
            surface.blit(icon, (panel.x + 30, y))
            surface.blit(text(self.names[p], 22, INK, bold=True), (panel.x + 84, y))
            detail = f"{r.islands[p]} islands, {r.ships_on_table[p]} ships on the table"
            surface.blit(text(detail, 16, INK_DIM), (panel.x + 84, y + 26))
            islands = ", ".join(island_names(self.match, p)) or "no island"
            surface.blit(text(islands[:80], 15, INK_DIM), (panel.x + 84, y + 46))
            score = text(str(r.scores[p]), 40, ACCENT if p in r.winners else INK, bold=True)
            surface.blit(score, score.get_rect(topright=(panel.right - 30, y)))
        self.again.draw(surface)
        self.menu.draw(surface)
