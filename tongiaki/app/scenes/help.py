"""The in-game guide: an illustrated quick start, the rules in a player's words, the rulings.

docs/guide.md is the player's guide (its quick start holds pictures drawn from the game's card
art, see `art/guidepics.py`); docs/RULES.md, the game's numbered rules with every ruling, follows
as an appendix without its notes for developers. The overlay opens with H (or F1, or a Rules
button) at the section that fits the decision the table is waiting for (`topic_source`, e.g.
"land" opens "Landing a fleet") and closes with H, F1, Escape or a click outside. The wheel,
the arrow keys, Page Up/Down, Home and End scroll; the contents list on the left jumps to a
section. Everything is scaled with the window (`ui_scale`), from 1280x720 to 3840x2160.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from tongiaki.app.widgets.hud import ui_scale
from tongiaki.app.widgets.ui import ACCENT, INK, INK_DIM, draw_close_button, draw_panel, overlay_rect, text, wrap
from tongiaki.resources import data_path
from tongiaki.rules import Deck

GUIDE_PATH = data_path("docs/guide.md")
RULES_PATH = data_path("docs/RULES.md")
PANEL_FILL = (6, 20, 36, 255)
"""The guide's panel: opaque (at 244 of 255 play-test 25 saw the player panel's names and scores
through its list of sections)."""
APPENDIX_TITLE = "Appendix: every rule and ruling"
APPENDIX_INTRO = ("The numbered rules the game follows exactly, restating the printed rulebook. A line marked "
                  "Ruling settles a point the rulebook leaves open. The guide above cites these numbers.")
DEVELOPER_WORDS = ("tongiaki/", "tests", "implement", "rules core")
"""A paragraph of RULES.md that mentions one of these is a note for developers, not shown."""
TOPIC_MARK = re.compile(r"<!--\s*opens for:\s*(.*?)\s*-->")
PICTURE = re.compile(r"^!\[(.*)\]\(picture:(\w+)\)$")
RULING = (255, 214, 140)

Colour = tuple[int, int, int]


@dataclass
class Block:
    """One paragraph of the guide: a heading, text, a bullet, a table row or a picture."""

    kind: str
    """'h1', 'h2', 'text', 'bullet', 'row' or 'picture'."""
    text: str
    topics: tuple[str, ...] = ()
    """Decision kinds (and 'none') this heading opens for."""
    picture: str = ""


@dataclass
class Item:
    """A laid-out piece of the document: where it lies (document pixels) and how to draw it."""

    y: int
    height: int
    x: int
    width: int
    draw: Callable[[pygame.Surface, int, int], None]
    """Draws the item with its top-left at (x, y) on the screen."""


@dataclass
class Section:
    """A heading of the document: its title, its place, the topics it opens for."""

    title: str
    y: int
    topics: tuple[str, ...] = ()
    appendix: bool = False


@dataclass
class Layout:
    """The document laid out for one column width and scale."""

    items: list[Item] = field(default_factory=list)
    sections: list[Section] = field(default_factory=list)
    height: int = 0


def _plain(words: str) -> str:
    """Markdown emphasis and code marks taken out."""
    words = re.sub(r"\*\*(.+?)\*\*", r"\1", words)
    words = re.sub(r"\*(.+?)\*", r"\1", words)
    words = re.sub(r"\[(.+?)\]\([^)]*\)", r"\1", words)
    return words.replace("`", "")


def parse_markdown(source: str) -> list[Block]:
    """The Markdown read as blocks: hard-wrapped lines joined, comments dropped (a topic mark
    under a heading becomes its `topics`), tables as rows of cells."""
    source = re.sub(r"<!--(?!\s*opens for:).*?-->", "", source, flags=re.S)
    blocks: list[Block] = []
    joinable = False
    for raw in source.splitlines():
        line = raw.strip()
        mark = TOPIC_MARK.fullmatch(line)
        if mark:
            if blocks and blocks[-1].kind in ("h1", "h2"):
                blocks[-1].topics = tuple(mark.group(1).split())
            continue
        if not line:
            joinable = False
            continue
        picture = PICTURE.match(line)
        if picture:
            blocks.append(Block("picture", _plain(picture.group(1)), picture=picture.group(2)))
            joinable = False
        elif line.startswith("#"):
            level = len(line) - len(line.lstrip("#"))
            blocks.append(Block("h1" if level == 1 else "h2", line.lstrip("# ").strip()))
            joinable = False
        elif line.startswith("|"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            if not all(set(c) <= {"-", " ", ":"} for c in cells):
                blocks.append(Block("row", _plain("    ".join(cells))))
            joinable = False
        elif line.startswith("- "):
            blocks.append(Block("bullet", _plain(line[2:])))
            joinable = True
        elif joinable and blocks:
            blocks[-1].text += " " + _plain(line)
        else:
            blocks.append(Block("text", _plain(line)))
            joinable = True
    return blocks


def rules_appendix(source: str) -> list[Block]:
    """RULES.md as the guide's appendix: its own title and introduction (written for the
    developers) replaced, paragraphs about the code left out."""
    blocks = parse_markdown(source)
    start = next((i for i, b in enumerate(blocks) if b.kind == "h2"), len(blocks))
    kept = [Block("h1", APPENDIX_TITLE), Block("text", APPENDIX_INTRO)]
    for block in blocks[start:]:
        if block.kind != "h2" and any(word in block.text for word in DEVELOPER_WORDS):
            continue
        kept.append(block)
    return kept


def guide_blocks(guide: Path = GUIDE_PATH, rules: Path = RULES_PATH) -> list[Block]:
    """The whole document: the guide, then the rules appendix; a missing file is said in it."""
    blocks: list[Block] = []
    for path, read in ((guide, parse_markdown), (rules, rules_appendix)):
        try:
            blocks += read(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as exc:
            blocks.append(Block("text", f"{path}: cannot be read ({exc.__class__.__name__})"))
    return blocks


def _blitter(image: pygame.Surface) -> Callable[[pygame.Surface, int, int], None]:
    """Draws `image` with its top-left at the given point."""
    def draw(surface: pygame.Surface, x: int, y: int) -> None:
        surface.blit(image, (x, y))
    return draw


def _dot(radius: int) -> Callable[[pygame.Surface, int, int], None]:
    """Draws a bullet's dot in the box at the given point."""
    def draw(surface: pygame.Surface, x: int, y: int) -> None:
        pygame.draw.circle(surface, ACCENT, (x + radius, y + radius * 3), radius)
    return draw


def _deck() -> Deck | None:
    from tongiaki.play.decks import DEFAULT_DECK_PATH, DeckError, load_deck

    try:
        return load_deck(DEFAULT_DECK_PATH)
    except DeckError:
        return None


def layout_document(blocks: list[Block], width: int, scale: float, deck: Deck | None = None) -> Layout:
    """Lay the blocks out in a column `width` pixels wide, text sized by `scale`."""
    out = Layout()

    def px(n: float) -> int:
        return max(1, round(n * scale))

    y = 0
    appendix = False

    def add_lines(lines: Sequence[str], size: int, colour: Colour, bold: bool, indent: int, gap: int) -> None:
        nonlocal y
        for line in lines:
            image = text(line, size, colour, bold)
            out.items.append(Item(y, image.get_height(), indent, image.get_width(), _blitter(image)))
            y += image.get_height() + px(1)
        y += gap

    for block in blocks:
        if block.kind == "h1":
            appendix = appendix or block.text == APPENDIX_TITLE
            y += px(10) if out.items else 0
            out.sections.append(Section(block.text, y, block.topics, appendix))
            add_lines(wrap(block.text, px(28), width), px(28), ACCENT, True, 0, px(8))
        elif block.kind == "h2":
            y += px(14)
            out.sections.append(Section(block.text, y, block.topics, appendix))
            add_lines(wrap(block.text, px(22), width), px(22), ACCENT, True, 0, px(6))
        elif block.kind == "picture":
            from tongiaki.app.art import guidepics

            # 140 (scaled) high, as the room allows: at 100 a play-test found its labels too small
            height = min(px(140), int(width * 0.58 / guidepics.ASPECT))
            pic_w = round(height * guidepics.ASPECT)
            if deck is not None and block.picture in guidepics.SCENES and height >= px(90):
                image = guidepics.picture(block.picture, deck, height)
                top = y
                out.items.append(Item(top, image.get_height(), 0, image.get_width(), _blitter(image)))
                caption = wrap(block.text, px(17), width - pic_w - px(16))
                line_h = text("Ag", px(17)).get_height() + px(1)
                y = top + max(0, (height - line_h * len(caption)) // 2)
                add_lines(caption, px(17), INK, False, pic_w + px(16), 0)
                y = max(y, top + height) + px(10)
            else:
                add_lines(wrap(block.text, px(17), width), px(17), INK, False, 0, px(8))
        elif block.kind == "bullet":
            lines = wrap(block.text, px(17), width - px(22))
            first = y
            colour = RULING if "Ruling" in block.text else INK
            add_lines(lines, px(17), colour, False, px(22), px(4))
            dot = px(3)
            out.items.append(Item(first, dot * 4, px(8), dot * 2, _dot(dot)))
        elif block.kind == "row":
            add_lines(wrap(block.text, px(15), width - px(10)), px(15), INK_DIM, False, px(10), px(2))
        else:
            colour = RULING if "Ruling" in block.text else INK
            add_lines(wrap(block.text, px(17), width), px(17), colour, False, 0, px(8))
    out.height = y
    return out


class HelpOverlay:
    """A modal panel over any scene; `visible` toggles; handles its own scrolling."""

    def __init__(self, guide: Path = GUIDE_PATH, rules: Path = RULES_PATH) -> None:
        self.visible = False
        self.scroll = 0
        """Document pixels scrolled past the top of the text column."""
        self.blocks = guide_blocks(guide, rules)
        self.topic_source: Callable[[], str | None] = lambda: None
        """Asked when the guide opens: the decision kind the game waits for (or None)."""
        self.layout = Layout()
        self._key: tuple[int, float] | None = None
        self._deck: Deck | None = None
        self._pending_topic: str | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)
        self.close_rect = pygame.Rect(0, 0, 0, 0)
        self.contents: list[tuple[pygame.Rect, Section]] = []
        self.drawn: list[pygame.Rect] = []
        """Screen rectangles of what the last `draw` put in the text column (tests check them)."""

    # ------------------------------------------------------------------ opening

    def toggle(self, topic: str | None = None) -> None:
        """Open (at `topic`, or at what `topic_source` says) or close."""
        if self.visible:
            self.visible = False
        else:
            self.open(topic if topic is not None else self.topic_source())

    def open(self, topic: str | None = None) -> None:
        """Show the guide at the section for `topic` (a decision kind; None: the quick start)."""
        self.visible = True
        self._pending_topic = topic or "none"
        self.scroll = 0
        if self._key is not None:
            self._go_to_topic()

    def section_for(self, topic: str | None) -> Section | None:
        """The section that opens for `topic` (the quick start when none names it)."""
        topic = topic or "none"
        for section in self.layout.sections:
            if topic in section.topics:
                return section
        return next((s for s in self.layout.sections if "none" in s.topics), None)

    def current_section(self, lead: int = 0) -> Section | None:
        """The section at the top of the text column: the last whose heading begins above the
        column's top, or `lead` pixels below it."""
        current = None
        for section in self.layout.sections:
            if section.y <= self.scroll + max(2, lead):
                current = section
        return current

    def section_read(self) -> Section | None:
        """The section the contents list lights: the first whose heading shows in the top quarter
        of the text column, else the one at its top (`current_section`). Play-test 36 read
        "Reproducing" at the top, under a lit "Your turn": the wheel had left its heading a few
        pixels below the column's top; play-test 40 read "Setting up" at the top, its short text
        ending above "Your turn", which was lit as the last heading of the top quarter."""
        lead = self.body.height // 4
        for section in self.layout.sections:
            if self.scroll - 2 <= section.y <= self.scroll + lead:
                return section
        return self.current_section()

    def _go_to_topic(self) -> None:
        section = self.section_for(self._pending_topic)
        self._pending_topic = None
        self.scroll = section.y if section is not None else 0
        self._clamp()

    def _clamp(self) -> None:
        limit = max(0, self.layout.height - self.body.height // 2)
        self.scroll = max(0, min(self.scroll, limit))

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> bool:
        """Open/close keys anywhere; while open, every event is the overlay's."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_h, pygame.K_F1):
            if not (pygame.key.get_mods() & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
                self.toggle()
                return True
        if not self.visible:
            return False
        step = max(20, round(48 * self._scale()))
        page = max(step, self.body.height - step)
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_DOWN: step, pygame.K_s: step, pygame.K_UP: -step, pygame.K_w: -step,
                     pygame.K_PAGEDOWN: page, pygame.K_SPACE: page, pygame.K_PAGEUP: -page}
            if event.key == pygame.K_ESCAPE:
                self.visible = False
            elif event.key in moves:
                self.scroll += moves[event.key]
            elif event.key == pygame.K_HOME:
                self.scroll = 0
            elif event.key == pygame.K_END:
                self.scroll = self.layout.height
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * step
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.close_rect.collidepoint(event.pos) or not self.rect.collidepoint(event.pos):
                self.visible = False
            for rect, section in self.contents:
                if rect.collidepoint(event.pos):
                    self.scroll = section.y
        self._clamp()
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL,
                              pygame.MOUSEMOTION, pygame.TEXTINPUT)

    # ------------------------------------------------------------------ drawing

    def _scale(self) -> float:
        return ui_scale(self.rect.size) if self.rect.width else 1.0

    def place(self, size: tuple[int, int]) -> None:
        """Lay the panel and the document out for a window of `size` (done by `draw`)."""
        scale = ui_scale(size)
        self.rect = overlay_rect(size, scale, 1180)
        width = self.rect.width
        side = round(min(250 * scale, width * 0.24))
        head = round(46 * scale)
        self.body = pygame.Rect(self.rect.x + side + round(24 * scale), self.rect.y + head,
                                self.rect.width - side - round(44 * scale), self.rect.height - head - round(14 * scale))
        self.side = pygame.Rect(self.rect.x + round(10 * scale), self.body.y, side, self.body.height)
        key = (self.body.width, round(scale, 3))
        if key != self._key:
            if self._deck is None:
                self._deck = _deck()
            old = self.current_section()
            self.layout = layout_document(self.blocks, self.body.width, scale, self._deck)
            self._key = key
            if old is not None and self._pending_topic is None:
                self.scroll = next((s.y for s in self.layout.sections if s.title == old.title), 0)
        if self._pending_topic is not None:
            self._go_to_topic()
        self._clamp()

    def draw(self, surface: pygame.Surface) -> None:
        """The panel: title bar, contents on the left, the visible part of the document."""
        if not self.visible:
            return
        self.place(surface.get_size())
        scale = self._scale()
        rect = self.rect
        draw_panel(surface, rect, PANEL_FILL)
        title = text("How to play (H, Esc or a click outside closes; the wheel scrolls)", round(18 * scale), INK,
                     bold=True)
        surface.blit(title, (rect.x + round(16 * scale), rect.y + round(12 * scale)))
        self.close_rect = pygame.Rect(rect.right - round(46 * scale), rect.y + round(8 * scale), round(36 * scale),
                                      round(30 * scale))
        draw_close_button(surface, self.close_rect, round(18 * scale))
        self._draw_contents(surface, scale)
        self.drawn = []
        clip = surface.get_clip()
        surface.set_clip(self.body)
        for item in self.layout.items:  # what straddles the edges is cut by the clip
            top = self.body.y + item.y - self.scroll
            if top + item.height <= self.body.y or top >= self.body.bottom:
                continue
            item.draw(surface, self.body.x + item.x, top)
            self.drawn.append(pygame.Rect(self.body.x + item.x, top, item.width, item.height).clip(self.body))
        surface.set_clip(clip)
        if self.layout.height > self.body.height:
            track = self.body.height
            bar = max(round(30 * scale), track * self.body.height // (self.layout.height + self.body.height // 2))
            y = self.body.y + (track - bar) * self.scroll // max(1, self.layout.height - self.body.height // 2)
            pygame.draw.rect(surface, (96, 150, 180), (self.body.right + round(6 * scale), y, round(5 * scale), bar),
                             border_radius=3)

    def _draw_contents(self, surface: pygame.Surface, scale: float) -> None:
        """The list of sections; the one being read is lit; a click jumps to one."""
        self.contents = []
        current = self.section_read()
        y = self.side.y
        room = self.side.width - round(8 * scale)
        size = round(15 * scale)
        for section in self.layout.sections:
            big = section.title == APPENDIX_TITLE or section is self.layout.sections[0]
            colour = ACCENT if section is current else (INK if big else INK_DIM)
            bold = big or section is current
            lines: tuple[str, ...] = (section.title,)
            if text(section.title, size, bold=bold).get_width() > room:  # a long title takes a second line
                lines = wrap(section.title, size, room - round(10 * scale), bold)
            images = [text(line, size, colour, bold=bold) for line in lines[:2]]
            height = sum(image.get_height() for image in images)
            if y + height > self.side.bottom:
                break
            row = pygame.Rect(self.side.x, y - 1, self.side.width, height + 2)
            if section is current:
                pygame.draw.rect(surface, (30, 70, 100), row, border_radius=4)
            line_y = y
            for n, image in enumerate(images):
                surface.blit(image, (self.side.x + round((4 + 10 * min(n, 1)) * scale), line_y))
                line_y += image.get_height()
            self.contents.append((row, section))
            y += height + round((8 if big else 3) * scale)
