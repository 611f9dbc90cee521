"""A contact sheet of a deck: every card's front face, drawn as the table draws it, with a caption.

`contact_sheet(deck)` lays out the starting island first, then the stack's islands by value
(file order within a value), then the water cards (file order), in a grid. Under each card its
caption says what the card holds: its name and value, then one line per beach (capacity and
pier edges) or per wake (its two edges and its danger). Card faces come from
`tongiaki.app.art.cardart.card_surface`, so the sheet shows exactly the table's art.

Captions never overlap: each is wrapped to its cell's width (shrinking the type, and breaking a
word only when even the smallest type cannot hold it), and every row is as tall as its tallest
caption. The result keeps the rectangle of every card and caption line (`SheetLayout`) so a test
can prove the layout clean. Nothing here needs a display (works under SDL_VIDEODRIVER=dummy).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from tongiaki.app.art import cardart, cardgeom
from tongiaki.app.art.fonts import default_font
from tongiaki.rules.cards import Card, Deck

Colour = tuple[int, int, int]

CARD_SIZE = 64
"""Hex circumradius of each card on the sheet, in pixels."""

COLUMNS = 8
"""Cards per row (fewer when the deck is smaller)."""

CAPTION_PX = 17
"""Caption type size; a caption that does not fit shrinks down to `MIN_CAPTION_PX`."""

MIN_CAPTION_PX = 11
TITLE_PX = 30
GAP = 14
"""Space between cells and around the sheet, in pixels."""
CELL_PAD = 6
"""Space between a cell's border and its card or caption."""
LINE_GAP = 1

EDGE_LEGEND = (
    "Edges (R1.2), crest at the bottom, clockwise: 0 bottom (crest), 1 lower-left, 2 upper-left, "
    "3 top, 4 upper-right, 5 lower-right"
)

BACKGROUND: Colour = (238, 230, 212)
CELL_FILL: Colour = (250, 246, 236)
CELL_EDGE: Colour = (196, 182, 156)
TEXT: Colour = (40, 30, 20)
TEXT_SOFT: Colour = (96, 80, 62)
TITLE: Colour = (20, 40, 70)


@dataclass(frozen=True)
class CardCaption:
    """What is written under one card: the title line and the detail lines."""

    title: str
    details: tuple[str, ...]


@dataclass
class SheetLayout:
    """Where everything went on a sheet: per card its cell, its face and its caption lines."""

    cards: list[Card] = field(default_factory=list)
    cells: list[pygame.Rect] = field(default_factory=list)
    faces: list[pygame.Rect] = field(default_factory=list)
    labels: list[list[pygame.Rect]] = field(default_factory=list)
    title: pygame.Rect | None = None
    legend: pygame.Rect | None = None


def sheet_order(deck: Deck) -> list[Card]:
    """The cards in sheet order: the start island, islands by value (stable), then water cards."""
    islands = [c for c in deck.cards[1:] if c.is_island]
    waters = [c for c in deck.cards[1:] if c.is_water]
    return [deck.start, *sorted(islands, key=lambda c: c.value), *waters]


def _edges(edges: Sequence[int]) -> str:
    return ",".join(str(e) for e in edges)


def card_caption(card: Card) -> CardCaption:
    """The caption of a card: its name, its kind and value, and one line per beach or wake."""
    if card.is_island:
        kind = "start island" if card.is_start else "island"
        details = (f"{kind}, value {card.value}",) + tuple(
            f"beach {n}: {b.capacity} spots, pier{'s' if len(b.piers) != 1 else ''} {_edges(b.piers)}"
            for n, b in enumerate(card.beaches, start=1)
        )
        return CardCaption(card.name, details)
    kind = f"water, value {card.value}" if card.value else "water"
    details = (kind,) + tuple(
        f"wake {w.a}-{w.b}: {'safe' if w.danger == 0 else f'danger {w.danger}'}" for w in card.wakes
    )
    return CardCaption(card.name, details)


def _font(px: int, bold: bool) -> pygame.font.Font:
    f = default_font(px)
    f.set_bold(bold)
    return f


def _split_word(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """Break one word that is wider than `width` into pieces that fit (at least one character each)."""
    pieces: list[str] = []
    current = ""
    for ch in word:
        if current and f.size(current + ch)[0] > width:
            pieces.append(current)
            current = ch
        else:
            current += ch
    if current:
        pieces.append(current)
    return pieces


def wrap(text: str, f: pygame.font.Font, width: int) -> tuple[list[str], bool]:
    """Word-wrap `text` to `width` pixels; returns (lines, whether a word had to be broken)."""
    lines: list[str] = []
    broke = False
    current = ""
    for word in text.split():
        if f.size(word)[0] > width:
            broke = True
            if current:
                lines.append(current)
                current = ""
            pieces = _split_word(word, f, width)
            lines.extend(pieces[:-1])
            current = pieces[-1]
            continue
        candidate = f"{current} {word}" if current else word
        if f.size(candidate)[0] <= width:
            current = candidate
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines, broke


def _fit(text: str, bold: bool, width: int) -> tuple[int, list[str]]:
    """The largest type size from `CAPTION_PX` down to `MIN_CAPTION_PX` at which `text` wraps to
    `width` without breaking a word (at the smallest size a too-long word is broken), and its lines."""
    for px in range(CAPTION_PX, MIN_CAPTION_PX - 1, -1):
        lines, broke = wrap(text, _font(px, bold), width)
        if not broke or px == MIN_CAPTION_PX:
            return px, lines
    raise AssertionError("unreachable")


def _caption_lines(caption: CardCaption, width: int) -> list[tuple[str, int, bool]]:
    """The wrapped lines (text, type size, is-title) of a caption that fits `width`; each of its
    texts shrinks on its own, so one long name does not shrink the whole caption."""
    out: list[tuple[str, int, bool]] = []
    for text, is_title in ((caption.title, True), *((d, False) for d in caption.details)):
        px, lines = _fit(text, is_title, width)
        out.extend((line, px, is_title) for line in lines)
    return out


def _line_height(px: int) -> int:
    return _font(px, True).get_linesize() + LINE_GAP


def contact_sheet(deck: Deck, *, columns: int = COLUMNS, card_size: int = CARD_SIZE) -> tuple[pygame.Surface, SheetLayout]:
    """Draw the contact sheet of `deck`; returns the surface and where each card and label went."""
    cards = sheet_order(deck)
    columns = max(1, min(columns, len(cards)))
    face_w, face_h = cardgeom.card_surface_size(card_size)
    cell_w = face_w + 2 * CELL_PAD + 40
    text_w = cell_w - 2 * CELL_PAD
    captions = [_caption_lines(card_caption(c), text_w) for c in cards]
    caption_heights = [sum(_line_height(px) for _, px, _ in lines) for lines in captions]

    title_font = _font(TITLE_PX, True)
    islands = sum(1 for c in deck.cards[1:] if c.is_island)
    waters = len(deck.cards) - 1 - islands
    title_text = f"{deck.name}: start island, {islands} islands, {waters} water cards"
    title_image = title_font.render(title_text, True, TITLE)
    legend_image = _font(CAPTION_PX, False).render(EDGE_LEGEND, True, TEXT_SOFT)
    top = GAP + title_image.get_height() + 4 + legend_image.get_height() + GAP

    rows = [list(range(i, min(i + columns, len(cards)))) for i in range(0, len(cards), columns)]
    row_heights = [CELL_PAD + face_h + CELL_PAD + max(caption_heights[i] for i in row) + CELL_PAD for row in rows]
    width = max(GAP + columns * (cell_w + GAP), title_image.get_width() + 2 * GAP, legend_image.get_width() + 2 * GAP)
    height = top + sum(row_heights) + GAP * len(rows)

    surface = pygame.Surface((width, height))
    surface.fill(BACKGROUND)
    layout = SheetLayout(cards=cards)
    layout.title = surface.blit(title_image, (GAP, GAP))
    layout.legend = surface.blit(legend_image, (GAP, layout.title.bottom + 4))

    y = top
    for row, row_height in zip(rows, row_heights, strict=True):
        for column, index in enumerate(row):
            card = cards[index]
            cell = pygame.Rect(GAP + column * (cell_w + GAP), y, cell_w, row_height)
            pygame.draw.rect(surface, CELL_FILL, cell, border_radius=6)
            pygame.draw.rect(surface, CELL_EDGE, cell, 1, border_radius=6)
            face = cardart.card_surface(card, card_size, 0)
            face_rect = face.get_rect(midtop=(cell.centerx, cell.top + CELL_PAD))
            surface.blit(face, face_rect)
            line_y = face_rect.bottom + CELL_PAD
            rects: list[pygame.Rect] = []
            for text, px, is_title in captions[index]:
                image = _font(px, is_title).render(text, True, TEXT if is_title else TEXT_SOFT)
                rects.append(surface.blit(image, image.get_rect(midtop=(cell.centerx, line_y))))
                line_y += _line_height(px)
            layout.cells.append(cell)
            layout.faces.append(face_rect)
            layout.labels.append(rects)
        y += row_height + GAP
    return surface, layout


def overlaps(layout: SheetLayout) -> list[str]:
    """Every overlap or overflow in a layout (empty when clean): labels, faces and cells."""
    problems: list[str] = []
    boxes: list[tuple[str, pygame.Rect]] = []
    for card, cell, face, labels in zip(layout.cards, layout.cells, layout.faces, layout.labels, strict=True):
        inner = cell.inflate(-2, -2)
        for i, rect in enumerate([face, *labels]):
            what = f"{card.name}: {'face' if i == 0 else f'label line {i}'}"
            if not inner.contains(rect):
                problems.append(f"{what} leaves its cell")
            boxes.append((what, rect))
    for name, heading in (("title", layout.title), ("legend", layout.legend)):
        if heading is not None:
            boxes.append((name, heading))
    for i, (name_a, a) in enumerate(boxes):
        for name_b, b in boxes[i + 1:]:
            if a.colliderect(b):
                problems.append(f"{name_a} overlaps {name_b}")
    return problems
