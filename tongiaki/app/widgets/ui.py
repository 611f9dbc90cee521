"""Small widgets for the menus and the HUD: fonts, text, buttons, selectors, a text field.

Every widget draws itself with `draw(surface)` and reacts to one pygame event with
`handle(event) -> bool` (True when the event was used). Text surfaces are cached, so drawing
the same labels every frame costs a blit.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from tongiaki.app.art.fonts import default_font

Colour = tuple[int, int, int]

INK: Colour = (250, 246, 232)
INK_DIM: Colour = (178, 190, 200)
PANEL: tuple[int, int, int, int] = (10, 28, 48, 250)
"""Panel fill, nearly opaque: cards passing under a panel once showed through enough to blur its
text, and at 238 a play-test read a wake's "2" behind a score "7" as "72"."""
PANEL_EDGE: Colour = (96, 150, 180)
BUTTON: Colour = (28, 84, 120)
BUTTON_HOVER: Colour = (44, 118, 160)
BUTTON_ACTIVE: Colour = (206, 128, 44)
BUTTON_OFF: Colour = (56, 66, 76)
ACCENT: Colour = (250, 204, 92)


@lru_cache(maxsize=32)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """A cached default font of `size` pixels."""
    if not pygame.font.get_init():
        pygame.font.init()
    f = default_font(max(8, int(size * 1.3)))
    f.set_bold(bold)
    return f


@lru_cache(maxsize=2048)
def text(label: str, size: int = 20, colour: Colour = INK, bold: bool = False) -> pygame.Surface:
    """A cached rendered line of text."""
    return font(size, bold).render(label, True, colour)


@lru_cache(maxsize=64)
def panel_surface(size: tuple[int, int], alpha_fill: tuple[int, int, int, int] = PANEL) -> pygame.Surface:
    """A cached translucent rounded panel of `size`."""
    panel = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(panel, alpha_fill, panel.get_rect(), border_radius=10)
    pygame.draw.rect(panel, (*PANEL_EDGE, 200), panel.get_rect(), width=1, border_radius=10)
    return panel


@lru_cache(maxsize=64)
def wash(size: tuple[int, int], fill: tuple[int, int, int, int], radius: int = 0) -> pygame.Surface:
    """A cached see-through rectangle of `size` in `fill` (RGBA), its corners rounded by `radius`:
    the veil over a scene behind a dialog, a shaded row. Made once per size and colour, not on
    every frame."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    if radius:
        pygame.draw.rect(surface, fill, surface.get_rect(), border_radius=radius)
    else:
        surface.fill(fill)
    return surface


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, alpha_fill: tuple[int, int, int, int] = PANEL) -> None:
    """A translucent rounded panel."""
    surface.blit(panel_surface(tuple(rect.size), alpha_fill), rect)


def covered_area(box: pygame.Rect, rects: Sequence[pygame.Rect]) -> int:
    """The area of `rects` under `box` (pixels; overlaps between them counted twice)."""
    total = 0
    for i in box.collidelistall(list(rects)):
        clipped = box.clip(rects[i])
        total += clipped.width * clipped.height
    return total


def fitting_size(labels: list[str], px: int, room: int, smallest: int = 9) -> int:
    """The text size, at most `px` and at least `smallest`, at which every one of `labels` fits in
    `room` pixels."""
    size = px
    while size > smallest and labels and max(text(label, size).get_width() for label in labels) > room:
        size -= 1
    return size


@lru_cache(maxsize=4096)
def wrap(label: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """Split `label` into lines that fit `width` pixels in that font (cached); a word wider than
    a line is cut where it must be (a save's long file name ran past the log's edge)."""
    face = font(size, bold)
    lines: list[str] = []
    line = ""
    for word in label.split():
        trial = f"{line} {word}".strip()
        if face.size(trial)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
        while face.size(line)[0] > width and len(line) > 1:  # one word wider than the line
            cut = _longest_fit(face, line, width)
            lines.append(line[:cut])
            line = line[cut:]
    if line:
        lines.append(line)
    return tuple(lines)


def _longest_fit(face: pygame.font.Font, text: str, width: int) -> int:
    """The most characters of `text` (1 to len - 1) that fit `width` pixels: the cut of a word
    wider than a line. Found by halving (a text's width grows with its length), from no more
    characters than pixels: cutting a word of 5,000 letters one letter at a time took 44 s."""
    low, high = 1, max(1, min(len(text) - 1, width))
    while low < high:
        middle = (low + high + 1) // 2
        if face.size(text[:middle])[0] <= width:
            low = middle
        else:
            high = middle - 1
    return low


@lru_cache(maxsize=512)
def balanced_wrap(label: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """`wrap`'s lines made as even as they can be in as many lines: centred text whose last
    line held one word ("...or click a / pier.") read as a mistake in a play-test."""
    lines = wrap(label, size, width, bold)
    if len(lines) < 2:
        return lines
    face = font(size, bold)
    low = min(width, max(face.size(word)[0] for word in label.split()))  # no word is cut
    high = width  # the narrowest width that needs no more lines
    while low < high:
        middle = (low + high) // 2
        if len(wrap(label, size, middle, bold)) <= len(lines):
            high = middle
        else:
            low = middle + 1
    return wrap(label, size, high, bold)


def clip_to_width(label: str, size: int, width: int, bold: bool = False) -> str:
    """`label` as it fits `width` pixels in that font: whole, or cut with an ellipsis."""
    face = font(size, bold)
    if face.size(label)[0] <= width:
        return label
    low, high = 0, len(label)
    while low < high:  # the longest start that fits with the ellipsis
        mid = (low + high + 1) // 2
        if face.size(label[:mid].rstrip() + " …")[0] <= width:
            low = mid
        else:
            high = mid - 1
    return label[:low].rstrip() + " …"


def longest_fitting(forms: Sequence[str], size: int, width: int, bold: bool = False) -> str:
    """The first of `forms` (the longest first) that fits `width` pixels in that font, else the
    last cut to fit (`clip_to_width`)."""
    face = font(size, bold)
    for form in forms:
        if face.size(form)[0] <= width:
            return form
    return clip_to_width(forms[-1], size, width, bold)


def place_in_row(buttons: Sequence[Button], centre_x: int, top: int, gap: int = 12) -> None:
    """Lay `buttons` out left to right, `gap` pixels apart, the row centred on `centre_x`."""
    total = sum(b.rect.width for b in buttons) + gap * (len(buttons) - 1)
    x = centre_x - total // 2
    for button in buttons:
        button.rect.topleft = (x, top)
        x += button.rect.width + gap


def place_rows(rows: Sequence[Sequence[Button]], centre_x: int, top: int, gap: int) -> None:
    """Lay `rows` of buttons out one under another from `top`, `gap` pixels apart every way,
    each row centred on `centre_x` (`place_in_row`)."""
    for row in rows:
        place_in_row(row, centre_x, top, gap=gap)
        top += max(button.rect.height for button in row) + gap


def size_row(buttons: Sequence[Button], room: int, gap: int, size: int) -> bool:
    """Give a row of buttons one width and one label size: wide enough for the longest label at
    `size` where the row fits in `room` pixels, else narrower with every label at the size the
    longest fits (a play-test saw two labels of a row shrunk and the others not). True when
    every label keeps `LABEL_MARGIN` inside its button; a row too narrow for that at
    `MIN_LABEL_SIZE` gets False."""
    if not buttons:
        return True
    widest = max(font(size, True).size(button.label)[0] for button in buttons)
    width = min(widest + 4 * LABEL_MARGIN, (room - gap * (len(buttons) - 1)) // len(buttons))
    while size > MIN_LABEL_SIZE and widest > width - 2 * LABEL_MARGIN:
        size -= 1
        widest = max(font(size, True).size(button.label)[0] for button in buttons)
    for button in buttons:
        button.rect.width = width
        button.size = size
    return widest <= width - 2 * LABEL_MARGIN


def rows_of_buttons(buttons: Sequence[Button], room: int, gap: int, size: int) -> list[list[Button]]:
    """`buttons`, in their order, in the fewest rows (as even as they can be) whose labels keep
    `LABEL_MARGIN` inside their buttons in `room` pixels (`size_row`), every label at the size
    of the row that needs the least; a button a row where none is enough. At 1024x600 six
    buttons in a row of 560 px had "Review moves" (12 px, the least) touch its border."""
    for count in range(1, len(buttons) + 1):
        per_row = -(-len(buttons) // count)
        rows = [list(buttons[i:i + per_row]) for i in range(0, len(buttons), per_row)]
        if all([size_row(row, room, gap, size) for row in rows]):  # a list: every row sized
            break
    least = min((button.size for button in buttons), default=size)
    for button in buttons:
        button.size = least
    return rows


MIN_LABEL_SIZE = 12
"""The smallest font size a button's label shrinks to in a narrow box."""
LABEL_MARGIN = 6
"""The least pixels from a button's side to its label in a row laid out by `size_row`: its
2-px border and 4 px clear of it."""


class Button:
    """A clickable labelled box. `enabled` False greys it out and shows `why` as a tooltip line;
    an enabled button shows `tip` (what it does) the same way when hovered."""

    def __init__(self, rect: pygame.Rect, label: str, on_click: Callable[[], None], *, size: int = 18) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self.size = size
        self.enabled = True
        self.active = False
        self.why = ""
        self.tip = ""
        self.hover = False
        self.secondary = False
        """A button the table keeps small, in a row of its own under the action buttons ("Finish
        for me": play-tests 36 and 39 found it, the largest button from turn 1, inviting)."""
        self.tip_rect: pygame.Rect | None = None
        """Where the reason of a disabled, hovered button (or the tip of an enabled one) was last drawn."""
        self._fitted: tuple[tuple[str, int, int], int] | None = None

    def handle(self, event: pygame.event.Event) -> bool:
        """Click on release inside the button; track hovering."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.press()
            return True
        return False

    def press(self) -> None:
        """What a click does (a key pressed on the focused button too): `on_click`, if enabled."""
        if self.enabled:
            self.on_click()

    def label_image(self) -> pygame.Surface:
        """The label at the button's size, or smaller (down to `MIN_LABEL_SIZE`) so that it fits
        inside the box (a row of six buttons in a 1280-pixel window cut "Watch replay" off)."""
        colour = INK if self.enabled else INK_DIM
        key = (self.label, self.rect.width, self.size)
        if self._fitted is None or self._fitted[0] != key:  # the size found is kept for the frames after
            size = self.size
            while size > MIN_LABEL_SIZE and font(size, True).size(self.label)[0] > self.rect.width - 10:
                size -= 1
            self._fitted = (key, size)
        return text(self.label, self._fitted[1], colour, bold=True)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the box, its label, and when hovered the reason it is disabled, or its tip."""
        if not self.enabled:
            fill = BUTTON_OFF
        elif self.active:
            fill = BUTTON_ACTIVE
        else:
            fill = BUTTON_HOVER if self.hover else BUTTON
        pygame.draw.rect(surface, fill, self.rect, border_radius=8)
        pygame.draw.rect(surface, (12, 20, 30), self.rect, width=2, border_radius=8)
        label = self.label_image()
        surface.blit(label, label.get_rect(center=self.rect.center))
        words, colour = (self.why, ACCENT) if not self.enabled else (self.tip, INK)
        if self.hover and words:
            tip = text(words, 16, colour)
            if self.rect.left > surface.get_width() * 2 // 3:
                # A button of the table's right column: to its left, over the table, not over the
                # button above it (a play-test found "Take a ship back"'s reason on King island).
                box = tip.get_rect(midright=(self.rect.left - 8, self.rect.centery)).inflate(12, 8)
            else:
                box = tip.get_rect(midbottom=(self.rect.centerx, self.rect.top - 6)).inflate(12, 8)
            box.clamp_ip(surface.get_rect())
            self.tip_rect = box
            pygame.draw.rect(surface, (8, 16, 26), box, border_radius=6)
            surface.blit(tip, tip.get_rect(center=box.center))


class Selector:
    """A value picked from a list: a click on its "<" end goes back, elsewhere on to the next
    value; a right click goes back too."""

    def __init__(self, rect: pygame.Rect, values: Sequence[str], index: int = 0, *, size: int = 18,
                 on_change: Callable[[str], None] | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.values = list(values)
        self.index = index
        self.size = size
        self.on_change = on_change
        self.hover = False

    @property
    def value(self) -> str:
        """The selected value."""
        return self.values[self.index]

    def set(self, value: str) -> None:
        """Select `value` if it is one of the values."""
        if value in self.values:
            self.index = self.values.index(value)

    def handle(self, event: pygame.event.Event) -> bool:
        """Left click: the previous value on the "<" end (its left quarter), else the next; right
        click: the previous (a play-test found "<" going forward)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and self.rect.collidepoint(event.pos) and event.button in (1, 3):
            back = event.button == 3 or event.pos[0] < self.rect.left + self.rect.width / 4
            self.step(-1 if back else 1)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            return True
        return False

    def step(self, delta: int) -> None:
        """The next value (`delta` 1) or the previous one (-1), as a click or a right click (or a
        key on the focused selector) picks it."""
        self.index = (self.index + delta) % len(self.values)
        if self.on_change:
            self.on_change(self.value)

    def shown(self) -> tuple[str, int]:
        """What the box shows for the value, and at which text size."""
        return self.value, self.size

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the box with arrows around the value (as `shown` gives it)."""
        pygame.draw.rect(surface, BUTTON_HOVER if self.hover else BUTTON, self.rect, border_radius=8)
        pygame.draw.rect(surface, (12, 20, 30), self.rect, width=2, border_radius=8)
        shown, size = self.shown()
        label = text(shown, size, INK, bold=True)
        surface.blit(label, label.get_rect(center=self.rect.center))
        for x, glyph, delta in ((self.rect.left + 12, "<", -1), (self.rect.right - 12, ">", 1)):
            arrow = text(glyph, self.size, self.arrow_ink(delta), bold=True)
            surface.blit(arrow, arrow.get_rect(center=(x, self.rect.centery)))

    def arrow_ink(self, delta: int) -> Colour:
        """The colour of the "<" (`delta` -1) or ">" (1) arrow: both step, so both alike."""
        return INK_DIM


ARROW_OFF: Colour = (78, 112, 138)
"""A scale's "<" or ">" at its end, where it does nothing: greyed, nearly the box's own blue."""


class ScaleSelector(Selector):
    """A setting of an ordered scale (slow to instant, 0% to 100%, 100% to 150%): "<" and ">"
    stop at its ends, each greyed at its end, where a click changes nothing. The card size's ">"
    went from 150% back to 100% with no sign of it: play-test 36 clicked it five times quickly,
    read 115% and took clicks for dropped. The Settings' scales and the start screen's speed."""

    def can_step(self, delta: int) -> bool:
        """True when a step of `delta` (1 on, -1 back) stays on the scale."""
        return 0 <= self.index + delta < len(self.values)

    def step(self, delta: int) -> None:
        """The next value (`delta` 1) or the previous one (-1); nothing past an end."""
        if self.can_step(delta):
            super().step(delta)

    def arrow_ink(self, delta: int) -> Colour:
        """Greyed (`ARROW_OFF`) at the scale's end, where the arrow does nothing."""
        return INK_DIM if self.can_step(delta) else ARROW_OFF


def overlay_rect(size: tuple[int, int], scale: float, widest: int) -> pygame.Rect:
    """A panel over the whole window of `size` (the guide, the large log): centred, a margin of
    16 px at UI `scale` all round, at most `widest` px (at scale 1) wide."""
    w, h = size
    margin = round(16 * scale)
    width = min(w - 2 * margin, round(widest * scale))
    return pygame.Rect((w - width) // 2, margin, width, h - 2 * margin)


def draw_close_button(surface: pygame.Surface, rect: pygame.Rect, size: int) -> None:
    """An overlay's close button: a red box with an X of `size` px (its click is the overlay's)."""
    pygame.draw.rect(surface, (120, 40, 36), rect, border_radius=6)
    cross = text("X", size, INK, bold=True)
    surface.blit(cross, cross.get_rect(center=rect.center))


SELECTION: Colour = (58, 110, 168)
"""The fill behind a text field's selected text."""


class TextField:
    """A one-line text entry (digits only when `digits`).

    A field made with a value starts with that value selected, so that the first character
    typed replaces it (a play-test typed a name after the default one instead of over it);
    Ctrl+A (Cmd+A) selects all again. Typing over a selection replaces it; Backspace or
    Delete clears it. A value wider than the field shows its end, where the caret is, inside
    the field (play-test 35's long name ran past the field's border); characters typed past
    `max_length` are not taken, and `refused` says so until the value is shorter again (that
    name was cut at 60 characters without a word: the field's owner tells the limit).
    """

    def __init__(self, rect: pygame.Rect, value: str = "", *, placeholder: str = "", digits: bool = False,
                 size: int = 18, max_length: int = 12) -> None:
        self.rect = pygame.Rect(rect)
        self._value = value
        self.placeholder = placeholder
        self.digits = digits
        self.size = size
        self.max_length = max_length
        self.focused = False
        self.selected = bool(value)
        """The whole value is selected: typing replaces it, Backspace or Delete clears it."""
        self.refused = False
        """A character typed was not taken: the value has `max_length` characters."""

    @property
    def value(self) -> str:
        """The text in the field."""
        return self._value

    @value.setter
    def value(self, value: str) -> None:
        """Put `value` in the field, unselected (the caret after it)."""
        self._value = value
        self.selected = False
        self.refused = self.refused and len(value) >= self.max_length

    def select_all(self) -> None:
        """Select the whole value (nothing when the field is empty)."""
        self.selected = bool(self._value)

    def handle(self, event: pygame.event.Event) -> bool:
        """Focus on click; type digits/characters (over the selection); Backspace deletes;
        Ctrl+A selects all."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            self.selected = False  # a click puts the caret at the end, or leaves the field
            return self.focused
        if event.type == pygame.TEXTINPUT and self.focused:
            typed = [ch for ch in event.text if not self.digits or ch.isdigit()]
            if typed and self.selected:
                self.value = ""
            for ch in typed:
                if len(self._value) < self.max_length:
                    self._value += ch
                else:
                    self.refused = True
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE) and self.selected:
                self.value = ""
            elif event.key == pygame.K_BACKSPACE:
                self.value = self._value[:-1]
            elif event.key == pygame.K_a and getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.select_all()
            elif event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB):
                self.focused = False
                self.selected = False
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                self.selected = False  # the caret stays at the end: no selection left
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the field, its value or placeholder, and a caret when focused (or, when the
        value is selected, a highlight behind it)."""
        pygame.draw.rect(surface, (16, 40, 60), self.rect, border_radius=6)
        pygame.draw.rect(surface, ACCENT if self.focused else PANEL_EDGE, self.rect, width=2, border_radius=6)
        inner = self.rect.inflate(-20, -4)
        if self.focused and self.selected and self._value:
            label = text(self._value, self.size, INK)
            where = self._text_place(label, inner)
            pygame.draw.rect(surface, SELECTION, where.inflate(4, 2).clip(self.rect.inflate(-4, -4)))
        else:
            shown = self._value or self.placeholder
            label = text(shown + ("|" if self.focused else ""), self.size, INK if self._value else INK_DIM)
            where = self._text_place(label, inner)
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip))
        surface.blit(label, where)
        surface.set_clip(clip)

    def text_rect(self) -> pygame.Rect:
        """Where the value (with its caret) is drawn, cut to the field: for tests and layout."""
        label = text(self._value + ("|" if self.focused else ""), self.size, INK)
        inner = self.rect.inflate(-20, -4)
        return self._text_place(label, inner).clip(inner)

    @staticmethod
    def _text_place(label: pygame.Surface, inner: pygame.Rect) -> pygame.Rect:
        """The text's box: from the field's left, or, wider than the field, ending at its right
        (the end of the value and the caret stay in sight)."""
        where = label.get_rect(midleft=(inner.left, inner.centery))
        if where.width > inner.width:
            where.right = inner.right
        return where
