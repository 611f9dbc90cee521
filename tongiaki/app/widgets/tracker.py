"""The deck tracker: what is still in the stack, and how close the end is.

It reads only the stack's composition (which cards are left, sorted: never their order): the
islands of the deck by value and name, those already drawn dimmed and struck through; the water
cards still to come, counted by their most dangerous wake, then each by its three wakes'
dangers where the panel has room for two rows or all of them; and the end trigger of R8.3 in words
("2 water cards left: the game ends when the last island or water card is revealed"), with the
stall's end of R8.5 once the table tells it ("..., or when 8 more turns pass without a new card").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

import pygame

from tongiaki.app.widgets.ui import ACCENT, INK, INK_DIM, clip_to_width, draw_panel, fitting_size, font, text, wrap
from tongiaki.rules import Card
from tongiaki.rules.odds import walls
from tongiaki.wording import and_list

DRAWN = (110, 122, 134)
LEAST = 12
"""The least text size of the tracker (a 10 px font): where its lists do not fit above it, it
shows its counts only. At 1000x650 its text shrank to 10 (an 8 px font, where DejaVu Sans Bold's
hinting draws a colon as one bar: "Islandsı 12 of 15") and 9 (7 px) to fit the lists."""


def body_px(scale: float) -> int:
    """The tracker's usual text size at UI `scale` (never below `LEAST`)."""
    return max(LEAST, round(14 * scale))


LEGENDS = ("wake dangers of each water card left (- = safe)", "each card's 3 wakes (- = safe)",
           "3 wakes a card, - = safe")
"""The water list's legend, longest first: the first that fits the panel is shown."""


def end_text(islands: int, waters: int, triggered: bool, short: bool = False, over: bool = False,
             stall: int | None = None) -> str:
    """How close the end is, for `islands` and `waters` cards left in the stack (`short`: the
    count only, for a panel without room for the rule; `over`: the game has ended, which a
    play-test saw still called the final turn; `stall`: the turns, this one included, that may
    still pass without a new card before the game ends by R8.5, where the table tells it)."""
    if over:
        return "The game is over: no more cards are revealed"
    if triggered:
        return "Final turn: no more cards are revealed"

    def count(n: int, word: str) -> str:
        return f"{n} {word}" if n == 1 else f"{n} {word}s"

    # Both counts: which runs out first is up to the draw (a play-test read "1 island left
    # before the end" for ten turns, and the game ended on the last water card).
    left = f"{count(islands, 'island')} and {count(waters, 'water card')} left"
    if short:
        return f"{left}: either running out ends the game" + (
            f", or {count(stall, 'more turn')} without a new card" if stall is not None else "")
    if stall is not None:
        return (f"{left}: the game ends when the last island or the last water card is revealed, "
                f"or when {count(stall, 'more turn')} {'passes' if stall == 1 else 'pass'} without a new card")
    return f"{left}: the game ends when the last island or the last water card is revealed"


def left_text(islands: int, waters: int, triggered: bool, over: bool = False) -> str:
    """What is left, in one short line: '4 islands, 7 water cards left' (a tracker with room for
    a line only, above a long hint docked in its place: play-test 23 saw no tracker at all)."""
    if over:
        return "The game is over"
    if triggered:
        return "Final turn: no more cards"
    return (f"{islands} island{'' if islands == 1 else 's'}, "
            f"{waters} water card{'' if waters == 1 else 's'} left")


def worst_wakes(cards: Iterable[Card], players: int | None = None) -> str:
    """The water cards left counted by their most dangerous wake, highest first, in words:
    'highest danger 4 on 9 cards, 3 on 3, 2 on 3, none on 1' (shown whatever the panel's height);
    with the game's `players`, the dangers no fleet of theirs crosses ('; 4 and 3 are walls with 2
    players': play-test 39's newcomer was never told, in a game of two, that most wakes stop every fleet)."""
    cards = list(cards)
    counts = Counter(max((w.danger for w in card.wakes), default=0) for card in cards)
    if not counts:
        return "none left"
    parts = [f"{danger or 'none'} on {counts[danger]}" for danger in sorted(counts, reverse=True)]
    parts[0] += " card" if counts[max(counts)] == 1 else " cards"
    said = "highest danger " + ", ".join(parts)
    stopped = walls((w.danger for card in cards for w in card.wakes), players) if players else []
    if stopped:
        said += f"; {and_list(map(str, stopped))} {'is a wall' if len(stopped) == 1 else 'are walls'} with {players} players"
    return said


def danger_label(card: Card) -> str:
    """A water card's wake dangers, highest first, `4/3/-` ('-' for a wake without danger: a
    play-test could not read '4 4 ·' in the tracker's small type); `safe` for a card whose wakes
    all are (play-test 50 read "-/-/-" under the legend as cryptic)."""
    dangers = _dangers(card)
    if not any(dangers):
        return "safe"
    return "/".join(str(d) if d else "-" for d in dangers)


def _dangers(card: Card) -> tuple[int, ...]:
    """A water card's wake dangers, highest first (the tracker lists the most dangerous first)."""
    return tuple(sorted((w.danger for w in card.wakes), reverse=True))


class Tracker:
    """Counts and draws what is left of a deck's stack."""

    def __init__(self, cards: tuple[Card, ...], stack_ids: Iterable[int], players: int | None = None) -> None:
        self.cards = cards
        self.players = players
        """The game's players (the water summary names the dangers no fleet of theirs crosses)."""
        ids = sorted(stack_ids)
        self.islands = sorted((c for c in ids if cards[c].is_island), key=lambda c: (-cards[c].value, cards[c].name))
        self.waters = [c for c in ids if not cards[c].is_island]

    def left(self, stack: Iterable[int]) -> tuple[dict[int, int], list[int]]:
        """(island id -> copies left, water card ids left) for a stack's composition."""
        remaining = Counter(stack)
        islands = {c: remaining[c] for c in self.islands}
        waters = sorted((c for c in remaining.elements() if not self.cards[c].is_island),
                        key=lambda c: (_dangers(self.cards[c]), c), reverse=True)
        return islands, waters

    @staticmethod
    def _count_lines(height: int, y: int, px: int, width: int, end: str, counts: list[str], summary: str,
                     left: str = "") -> list[tuple[str, tuple[int, int, int], bool, int]]:
        """The panel's short form, when the list of islands has no room: the end, the counts
        and the water summary, as many whole lines as a panel of `height` holds from `y` (a
        play-test saw a line cut through at the panel's edge, in 7-pixel text); where the end
        and the counts do not fit, what is `left` in a line of its own (narrowed to fit) first,
        then the counts, and the water summary if it fits whole. (text, colour, bold, size)."""
        row = text("Ag", px).get_height()
        ends = wrap(end, px, width)
        wakes = wrap(summary, px, width)
        rows = (height - 2 - y) // row
        if left and rows < len(ends) + len(counts):
            left_px = fitting_size([left], px, width, smallest=LEAST)
            lines = [(line, ACCENT, False, left_px) for line in wrap(left, left_px, width)]
            lines += [(line, INK, True, px) for line in counts]
            if rows >= 1 + len(counts) + len(wakes):  # whole or not at all (it read cut)
                lines += [(line, INK, False, px) for line in wakes]
        else:
            lines = [(line, ACCENT, False, px) for line in ends] + [(line, INK, True, px) for line in counts]
            if rows >= len(ends) + len(counts) + len(wakes):  # whole or not at all: play-test 25 read
                lines += [(line, INK, False, px) for line in wakes]  # "highest danger 4 on 9 cards,"
        return lines[:max(0, rows)]

    def _short_form(self, height: int, width: int, scale: float, stack: Iterable[int], triggered: bool,
                    over: bool, stall: int | None) -> list[tuple[str, tuple[int, int, int], bool, int]]:
        """The lines of the panel's short form in a panel `height` high and `width` wide."""
        s = scale
        islands, waters = self.left(sorted(stack))
        island_left = sum(islands.values())
        base = body_px(s)
        return self._count_lines(height, round(6 * s) + round(22 * s), base, width - round(20 * s),
                                 end_text(island_left, len(waters), triggered, True, over, stall),
                                 [f"Islands: {island_left} of {len(self.islands)}",
                                  f"Water cards: {len(waters)} of {len(self.waters)}"],
                                 worst_wakes((self.cards[c] for c in waters), self.players),
                                 left_text(island_left, len(waters), triggered, over))

    def _fitting(self, height: int, width: int, scale: float, stack: Iterable[int], triggered: bool,
                 over: bool, shrink: bool, stall: int | None) -> tuple[bool, int, int, str]:
        """Whether the lists show in a panel `height` high and `width` wide, with their text size,
        row height and the end's words (the islands, the end and the water summary always show
        whole, a deck of 24 islands once lost its last row: the end's rule goes first, then the
        text shrinks, never below `LEAST`, then the end's words go but for the final turn's or
        the game's end (the counts under them say what is left); without `shrink` the text keeps
        its usual size and the end's words stay)."""
        s = scale
        islands, waters = self.left(sorted(stack))
        island_left = sum(islands.values())
        inner = width - round(20 * s)
        summary = worst_wakes((self.cards[c] for c in waters), self.players)
        base = body_px(s)
        sizes = range(base, LEAST - 1, -1) if shrink else range(base, base - 1, -1)
        px, row, end = base, max(14, round(16 * s)), ""
        least_end = left_text(island_left, len(waters), triggered, over) if triggered or over else ""
        trials = [(base, False), *((size, True) for size in sizes), *((size, None) for size in sizes if shrink)]
        for px, short in trials:
            row = px + 1 if px < base else max(14, round(16 * s))  # a pixel between shrunk rows
            end = least_end if short is None else end_text(island_left, len(waters), triggered, short, over, stall)
            lines = len(wrap(end, px, inner)) + 2 + (len(self.islands) + 1) // 2 + len(wrap(summary, px, inner))
            if round(32 * s) + round(22 * s) + row * lines <= height:
                return True, px, row, end
        return False, px, row, end

    def content_height(self, height: int, width: int, scale: float, stack: Iterable[int], triggered: bool,
                       over: bool = False, stall: int | None = None) -> int:
        """The height a panel of at most `height` (and `width`) needs for what it shows above a
        docked panel (no text shrunk): all of it where the lists fit; else its short form's lines
        (the room under them was left empty, 100 to 200 px of it above a short hint in play-test
        27, where the hint could have had it)."""
        if self._fitting(height, width, scale, stack, triggered, over, False, stall)[0]:
            return height
        lines = self._short_form(height, width, scale, stack, triggered, over, stall)
        row = text("Ag", body_px(scale)).get_height()
        return min(height, round(6 * scale) + round(22 * scale) + row * len(lines) + round(6 * scale))

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, scale: float, stack: Iterable[int],
             triggered: bool, over: bool = False, shrink: bool = True, stall: int | None = None) -> None:
        """The panel in `rect` for the cards left in `stack` (a composition: order is ignored);
        without `shrink`, a panel too low for its lists at the usual text size shows the counts
        only (above a docked hint, rather than the lists in small type); `stall` as `end_text`."""
        s = scale
        draw_panel(surface, rect)
        islands, waters = self.left(sorted(stack))
        island_left = sum(islands.values())
        width = rect.width - round(20 * s)
        summary = worst_wakes((self.cards[c] for c in waters), self.players)
        fits, px, row, end = self._fitting(rect.height, rect.width, s, stack, triggered, over, shrink, stall)
        x0, y = rect.x + round(10 * s), rect.y + round(6 * s)
        surface.blit(text("Still in the stack", max(12, round(17 * s)), INK, bold=True), (x0, y))
        y += round(22 * s)
        if not fits:  # a low window (640x480 with six seats): the counts only, whole lines only
            for line, colour, bold, size in self._short_form(rect.height, rect.width, s, stack, triggered, over,
                                                               stall):
                surface.blit(text(line, size, colour, bold=bold), (x0, y))
                y += text("Ag", body_px(s)).get_height()
            return
        for line in wrap(end, px, width):
            surface.blit(text(line, px, ACCENT), (x0, y))
            y += row
        y += round(4 * s)
        surface.blit(text(f"Islands: {island_left} of {len(self.islands)}", px, INK, bold=True), (x0, y))
        y += row
        col_w = width // 2
        names = [self.cards[c].name for c in self.islands]
        value_left = col_w - text("5", px, bold=True).get_width() - round(6 * s)
        room = value_left - round(8 * s)  # a name never runs into its value
        name_px = fitting_size(names, px, room, smallest=LEAST)
        if max(font(name_px).size(name)[0] for name in names) > room:  # at the least size: 3 px from
            room = value_left - 3  # the value rather than cut ("Mangareva" at 1000x650)
        for i, c in enumerate(self.islands):
            card = self.cards[c]
            x = x0 + (i % 2) * col_w
            yy = y + (i // 2) * row
            drawn = islands[c] == 0
            name = text(clip_to_width(card.name, name_px, room), name_px, DRAWN if drawn else INK)
            value = text(str(card.value), px, DRAWN if drawn else ACCENT, bold=True)
            surface.blit(name, (x, yy))
            vx = x + col_w - value.get_width() - round(6 * s)
            surface.blit(value, (vx, yy))
            if drawn:
                mid = yy + name.get_height() // 2
                pygame.draw.line(surface, DRAWN, (x - 1, mid), (vx + value.get_width(), mid), max(1, round(s)))
        y += ((len(self.islands) + 1) // 2) * row + round(4 * s)
        surface.blit(text(f"Water cards: {len(waters)} of {len(self.waters)}", px, INK, bold=True), (x0, y))
        y += row
        for line in wrap(summary, px, width):
            surface.blit(text(line, px, INK), (x0, y))
            y += row
        per_row = 4
        rows_room = (rect.bottom - round(4 * s) - y) // row - 1  # under the legend line
        if not waters or rows_room < min(2, -(-len(waters) // per_row)):
            return  # the summary above says it all where the panel has room for a row or less
        legend_px = max(LEAST, round(12 * s))
        whole = wrap(LEGENDS[0], legend_px, width)  # the whole legend on two lines where there is room
        if len(whole) > 1 and rows_room - (len(whole) - 1) >= min(2, -(-len(waters) // per_row)):
            for line in whole:
                surface.blit(text(line, legend_px, INK_DIM), (x0, y))
                y += row
            rows_room -= len(whole) - 1
        else:  # play-tests found "dangers (- none)" cryptic: the short forms say what the figures are too
            legend = next((words for words in LEGENDS if text(words, legend_px).get_width() <= width), LEGENDS[-1])
            legend = clip_to_width(legend, legend_px, width)
            surface.blit(text(legend, legend_px, INK_DIM), (x0, y))
            y += row
        widest = max(font(LEAST).size(danger_label(self.cards[c]))[0] for c in waters)
        while per_row > 2 and widest > width // per_row - round(4 * s):
            per_row -= 1  # fewer to a row rather than below the least size
        cell_w = width // per_row
        shown = waters
        if len(waters) > rows_room * per_row:  # the last cell says how many more there are
            shown = waters[:rows_room * per_row - 1]
        labels = [danger_label(self.cards[c]) for c in shown]
        label_px = fitting_size(labels, px, cell_w - round(4 * s), smallest=LEAST)  # the last column ran past the edge
        for i, label in enumerate(labels):
            x = x0 + (i % per_row) * cell_w
            surface.blit(text(label, label_px, INK_DIM), (x, y + (i // per_row) * row))
        if len(shown) < len(waters):
            i = len(shown)
            words = f"+{len(waters) - i} more"
            more = text(words, fitting_size([words], px, cell_w, smallest=LEAST), INK_DIM)
            surface.blit(more, (x0 + (i % per_row) * cell_w, y + (i // per_row) * row))
