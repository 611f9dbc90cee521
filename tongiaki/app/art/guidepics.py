"""The quick start's pictures: small table scenes drawn with the game's own card faces and ships.

Each picture is a function of a deck and a height in pixels and returns a transparent surface:
a beach filling up (`beach`), a fleet sailing over a wake (`fleet`), colours against danger
(`danger`), a king island (`king`) and the end of the game (`end`). `picture(name, deck, h)`
draws one by name; unknown names raise KeyError. Nothing here knows the rules: the scenes are
arrangements of cards and ships chosen to illustrate the guide's text.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from tongiaki import cardshape
from tongiaki.app.art import cardart, cardback, cardgeom, drawing, palette, shipart, wakefoam
from tongiaki.rules import Card, Deck

Point = tuple[float, float]
ASPECT = 2.0
"""Width of a picture as a multiple of its height."""
GLOW = (255, 230, 140)
SINK = (255, 120, 100)
PASS = (150, 240, 160)
VERDICT_SIGN = "\u27f6"
"""Between a fleet's colours against a danger and what follows ("2 colours vs 2 \u27f6 crosses"):
not a colon, whose two dots the game's font draws as one bar at the 12 and 13 pixels of the
labels in a laptop's window, which a play-test read as "2\u0131 crosses"."""


def _card(deck: Deck, name: str) -> Card:
    """The deck's card called `name`, or the first island / water card when the deck lacks it."""
    for card in deck.cards:
        if card.name == name:
            return card
    water = name.isdigit() or name.startswith("water")
    return next(c for c in deck.cards[1:] if c.is_island != water)


def _water(deck: Deck, want: tuple[int, ...]) -> Card:
    """A water card whose wake dangers include all of `want` (else any water card)."""
    waters = [c for c in deck.cards if not c.is_island]
    for card in waters:
        dangers = sorted(w.danger for w in card.wakes)
        if all(dangers.count(d) >= want.count(d) for d in set(want)):
            return card
    return waters[0]


def _blit_card(surface: pygame.Surface, card: Card, centre: Point, size: float, rotation: int = 0) -> None:
    image = cardart.card_surface(card, size, rotation)
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def _ships_on(
    surface: pygame.Surface, card: Card, centre: Point, size: float, rotation: int, ships: dict[int, list[str]]
) -> list[list[Point]]:
    """Draw ships on beaches (`beach -> colours`); returns every spot of each beach on screen."""
    spots = cardgeom.spot_positions(card, size, rotation)
    px = max(10, round(cardgeom.spot_radius(card, size) * cardgeom.SHIP_SPOT_SCALE))
    ox, oy = shipart.ship_offset_on_spot(px)
    placed: list[list[Point]] = []
    for beach, points in enumerate(spots):
        on_screen = [(centre[0] + x, centre[1] + y) for x, y in points]
        placed.append(on_screen)
        for colour, (x, y) in zip(ships.get(beach, []), on_screen, strict=False):
            surface.blit(shipart.ship_sprite(colour, px), (round(x + ox), round(y + oy)))
    return placed


def _fleet(surface: pygame.Surface, colours: list[str], centre: Point, px: int) -> None:
    """A cluster of ships around `centre`, like the table's fleet bubble."""
    cols = max(1, min(len(colours), 4))
    for i, colour in enumerate(colours):
        row, col = divmod(i, cols)
        x = centre[0] + (col - (cols - 1) / 2) * px * 0.85
        y = centre[1] + row * px * 0.8 - px * 0.2
        sprite = shipart.ship_sprite(colour, px)
        surface.blit(sprite, sprite.get_rect(center=(round(x), round(y))))


def _label(
    surface: pygame.Surface, words: str, centre: Point, px: int, colour: palette.Colour = (250, 246, 232)
) -> None:
    """`words` outlined, centred on `centre`, `px` pixels high (no colon: see `VERDICT_SIGN`)."""
    image = drawing.outlined_text(words, max(10, px), colour, (10, 18, 28), 2)
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def _neighbour(centre: Point, size: float, direction: int) -> Point:
    """The centre of the cell across world direction `direction` (edge numbering, R2.2)."""
    dx, dy = cardshape.polar(2 * cardgeom.APOTHEM * size, cardshape.edge_angle(direction))
    return (centre[0] + dx, centre[1] + dy)


def _ring(surface: pygame.Surface, points: list[Point], radius: float, colour: palette.Colour = GLOW) -> None:
    for x, y in points:
        pygame.draw.circle(surface, colour, (round(x), round(y)), max(3, round(radius)), 2)


def _arrow(surface: pygame.Surface, start: Point, end: Point, colour: palette.Colour = GLOW, width: int = 3) -> None:
    pygame.draw.line(surface, colour, start, end, width)
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    head = max(6, width * 3)
    for turn in (2.6, -2.6):
        tip = (end[0] + head * math.cos(angle + turn), end[1] + head * math.sin(angle + turn))
        pygame.draw.line(surface, colour, end, tip, width)


# --------------------------------------------------------------------------- the scenes


def _beach(surface: pygame.Surface, deck: Deck) -> None:
    w, h = surface.get_size()
    size = h * 0.48
    card = _card(deck, "Rarotonga")
    centre = (w * 0.3, h / 2)
    _blit_card(surface, card, centre, size)
    full = max(range(len(card.beaches)), key=lambda b: card.beaches[b].capacity)
    other = 0 if full else 1
    cap = card.beaches[full].capacity
    ships = {full: (["blue", "blue", "red", "green"] * 2)[:cap], other: ["blue"]}
    spots = _ships_on(surface, card, centre, size, 0, ships)
    _ring(surface, spots[full], cardgeom.spot_radius(card, size) * 1.7)
    px = max(9, round(h * 0.11))
    _label(surface, "full beach", (w * 0.74, h * 0.3), px, GLOW)
    _arrow(surface, (w * 0.6, h * 0.33), (centre[0] + size * 0.55, h * 0.4))
    _label(surface, "+1 ship per beach", (w * 0.74, h * 0.72), px)


def _fleet_scene(surface: pygame.Surface, deck: Deck) -> None:
    w, h = surface.get_size()
    size = h * 0.3
    start = deck.start
    home = (w * 0.2, h * 0.69)
    _blit_card(surface, start, home, size)
    direction = 4  # up-right
    water = _water(deck, (0,))
    rotation = (direction + 3) % 6  # the crest faces back to the pier (R2.3)
    sea = _neighbour(home, size, direction)
    _blit_card(surface, water, sea, size, rotation)
    wakefoam.draw_wake_foam(surface, water, sea, size, rotation, 0.8)
    exit_edge = water.exits[0][0]
    line = cardgeom.wake_polyline(0, exit_edge, size, rotation)
    mid = line[len(line) // 2]
    px = max(12, round(h * 0.16))
    _fleet(surface, ["blue", "red", "green"], (sea[0] + mid[0], sea[1] + mid[1]), px)
    back = cardback.card_back_surface(size * 0.55)
    target = (w * 0.8, h * 0.3)
    surface.blit(back, back.get_rect(center=(round(target[0]), round(target[1]))))
    _arrow(surface, (target[0] - size * 0.55, target[1] + size * 0.1), (sea[0] + size * 0.7, sea[1]), GLOW, 2)
    _label(surface, "drag it onto a pier", (w * 0.78, h * 0.62), max(9, round(h * 0.1)))


def _danger(surface: pygame.Surface, deck: Deck) -> None:
    w, h = surface.get_size()
    size = h * 0.45
    water = _water(deck, (2, 3, 4))
    centre = (w * 0.25, h / 2)
    _blit_card(surface, water, centre, size)
    px = max(12, round(h * 0.17))
    fx = w * 0.68  # the labels (wider with the arrow) clear of the card
    _fleet(surface, ["blue", "red"], (fx, h * 0.27), px)
    _label(surface, f"2 colours vs 2 {VERDICT_SIGN} crosses", (fx + w * 0.02, h * 0.45), max(9, round(h * 0.1)), PASS)
    _fleet(surface, ["blue", "blue", "blue"], (fx, h * 0.67), px)
    _label(surface, f"1 colour vs 3 {VERDICT_SIGN} sinks", (fx + w * 0.02, h * 0.87), max(9, round(h * 0.1)), SINK)


def _king(surface: pygame.Surface, deck: Deck) -> None:
    w, h = surface.get_size()
    size = h * 0.48
    card = _card(deck, "Samoa")
    centre = (w * 0.3, h / 2)
    _blit_card(surface, card, centre, size)
    kx, ky = cardgeom.king_spot(size)
    px = max(12, round(size * 0.36))  # the table's king size or a little more: a larger one hid the name
    ox, oy = shipart.ship_offset_on_spot(px)
    surface.blit(shipart.ship_sprite("blue", px, king=True), (round(centre[0] + kx + ox), round(centre[1] + ky + oy)))
    lx = w * 0.74
    _label(surface, "king of Blue", (lx, h * 0.3), max(9, round(h * 0.11)), GLOW)
    _label(surface, "no one lands here", (lx, h * 0.52), max(9, round(h * 0.1)))
    _label(surface, "only Blue scores it", (lx, h * 0.72), max(9, round(h * 0.1)))


def _end(surface: pygame.Surface, deck: Deck) -> None:
    w, h = surface.get_size()
    size = h * 0.28
    names = [("Tahiti", ["blue", "red"]), ("Fidschi", ["blue"]), ("Tubuai", ["red"])]
    total = 0
    for i, (name, colours) in enumerate(names):
        card = _card(deck, name)
        centre = (w * (0.14 + 0.25 * i), h * 0.42)
        _blit_card(surface, card, centre, size)
        _ships_on(surface, card, centre, size, 0, {0: colours})
        if "blue" in colours:
            total += card.value
            _label(surface, f"+{card.value}", (centre[0], h * 0.86), max(9, round(h * 0.13)), PASS)
        else:
            _label(surface, "0", (centre[0], h * 0.86), max(9, round(h * 0.13)), (178, 190, 200))
    _label(surface, f"Blue = {total}", (w * 0.87, h * 0.42), max(9, round(h * 0.13)), GLOW)


SCENES: dict[str, Callable[[pygame.Surface, Deck], None]] = {
    "beach": _beach,
    "fleet": _fleet_scene,
    "danger": _danger,
    "king": _king,
    "end": _end,
}
"""Picture name (as written in the guide, `picture:NAME`) -> the function drawing it."""


def picture(name: str, deck: Deck, height: int) -> pygame.Surface:
    """The quick-start picture `name`, `ASPECT * height` x `height` pixels, on a sea-blue card."""
    draw = SCENES[name]
    height = max(40, int(height))
    surface = pygame.Surface((round(height * ASPECT), height), pygame.SRCALPHA)
    pygame.draw.rect(surface, (16, 58, 92, 255), surface.get_rect(), border_radius=max(4, height // 14))
    pygame.draw.rect(surface, (96, 150, 180, 255), surface.get_rect(), width=1, border_radius=max(4, height // 14))
    draw(surface, deck)
    return surface
