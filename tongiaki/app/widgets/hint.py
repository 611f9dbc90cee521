"""A hint for the person to move: the hard level's choice lit on the table, its reason in a panel.

`HintPanel` holds one hint at a time, tied to the decision it was asked for (`key`): while the
computer thinks it says so; once the `Choice` arrives it rings the option's island, beach (and
for a landing the fleet's ship of that colour), pier or card placement on the board and shows
the reason in a panel in the tracker's place of the right-hand column, as tall as its text, at
that place's foot (over the table area only in a window too low for that), with the rest of the
plan under it ("Then: new ships on Samoa's top and left beaches, in any order; sail from Samoa's
top beach up-left"), told shorter where the room is short, never without its steps that fill a
beach or sail.
A landing's hint names the owner of a rival's ship by colour, as the log does. A hint whose
decision is no longer pending is dropped. The table scene asks for it (key ? or I, or the Hint
button) and counts the hints per seat on the match.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

import pygame

from tongiaki.ai.base import Choice
from tongiaki.ai.explain import (
    RIVALS_SHIP,
    PlanLine,
    chance_to_win,
    plan_forms,
    without_count,
    without_judgement,
)
from tongiaki.app.art import cardart
from tongiaki.app.view.beachmarks import name_plate_box
from tongiaki.app.view.display import DisplayTable
from tongiaki.app.view.hexview import hex_corners
from tongiaki.app.view.targets import MIN_PIER_MARK
from tongiaki.app.widgets.log import log_font_px, log_row_height
from tongiaki.app.widgets.ui import ACCENT, INK, INK_DIM, draw_panel, font, text, wrap
from tongiaki.play.review import INACCURACY, INACCURACY_POINTS, Note, Verdict
from tongiaki.rules import Chance, Decision, Option, OptionKind
from tongiaki.rules.hexgrid import Cell, neighbour

if TYPE_CHECKING:
    from tongiaki.app.view.tableview import TableView

HINT_LEVEL = "hard"
"""The level whose choice a hint shows."""
HINT_SECONDS = 0.75
"""Think time of a hint in the game (tests cap the search's iterations instead)."""
PLAY_KEY_NOTE = "Enter plays it"
"""Said beside a hint's title where it fits (play-test 30: Enter makes the hinted move, which
only the guide and README said)."""
HINT_INK = (255, 120, 210)
"""The hint's colour: apart from the yellow of the legal targets, the sea, the sand and the grass."""
MAX_LINES = 6
"""A reason longer than this many lines ends in an ellipsis on the last (reasons run to four)."""
MAX_PLAN_LINES = 3
"""The plan under the reason ("Then: ...") has this many lines, and those the reason leaves of
its `MAX_LINES`, in a panel over the table (in the side panel's dock: the lines the dock holds)."""
MIN_REASON_LINES = 3
"""The least lines of its reason a docked hint keeps where the room under it is too little for
its plan's steps that fill a beach or sail, told at their least: the reason's end gives way to
them (`HintPanel._lay_out`)."""
FAR_OFF = 0.15
"""A review note on a move flagged by its points says the win is far off when the best move's
chance to win is below this (and the moves' chances hardly differ)."""
MIN_SPOT_RING = 10
"""The least radius (px) of the ring on the spot a hint names."""


PLAN_NOTES: dict[str, tuple[str, str]] = {
    "planned": ("As the last hint planned", "As the last hint planned"),
    "left": ("A new plan, as your moves left the last one", "Your moves left the last hint's plan"),
    "done": ("A new plan, as the last one is complete", "The last hint's plan is complete"),
}
"""What a hint says before its reason of the turn's last hint's plan: it carries that plan on
("planned": the person's moves were its steps, a reproduction's new ships on its beaches in any
order, `hint_plan.HintPlan.rest`), or the person's moves left it ("left"), or it was played to
its end ("done"); in words for this hint's own plan shown whole under the reason, and for a plan
not shown or cut for room (play-test 23 read "a new plan" above a plan that was not all there). It led the reason
into a bracket at its end: play-test 27 read "room to grow (3 spots; as the last hint planned)"."""


def noted(sentence: str, note: str) -> str:
    """The hint's `sentence` led by a note of `PLAN_NOTES`: 'As the last hint planned, it would
    put ...', 'Your moves left the last hint's plan. It would sail ...'."""
    if note.startswith("As "):
        return f"{note}, {sentence[:1].lower()}{sentence[1:]}"
    return f"{note}. {sentence}"


HINT_LEAD = "It would"
"""What a hint's reason follows, its first verb in the base form: reasons are said of the player
who moves ("reproduces on Samoa: builds up its fleet there", as the log says them of a seat);
addressed to the person they read odd, and a play-test found "In your place it reproduces"
stilted too: the hint says "It would reproduce on Samoa: ...", under "Hint from the hard level"."""


def base_form(verb: str) -> str:
    """`reproduces` -> `reproduce`, `lays` -> `lay`, `passes` -> `pass` (a colon after it kept);
    a word that does not end in `s` is returned as it is."""
    word, colon = (verb[:-1], ":") if verb.endswith(":") else (verb, "")
    if word.endswith(("sses", "shes", "ches", "xes", "oes")):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    return word + colon


_YOURS = [(re.compile(r"\bits own\b"), "your own"), (re.compile(r"\bits fleet(s?)\b"), r"your fleet\1"),
          (re.compile(r"\bits (\d+ )?ship"), r"your \1ship"), (re.compile(r"\bits supply\b"), "your supply"),
          (re.compile(r"\bto it\b"), "to you")]
"""The reason's words for the moving player's own things, said to the person the hint is for
("land its own ship ... worth 4 points to it" read as the computer's in a play-test, and "2 new
ships to build up its fleets" in another)."""


def review_text(note: Note, name: str, you: bool = False, seat_names: Sequence[str] = ()) -> tuple[str, str]:
    """(title, sentence) of a game review's note on a move of the seat called `name` (`you`: the
    one person at the table, called "You"; the move's words then speak of "your" ships): ("Review of
    turn 12", "A mistake. You chose to sail with 2 colours ...: 75% to land; about 21% to win.
    The hard level would found a king island on Tuvalu: ... (about 33% to win).").
    A landing of a rival's ship names its owner from `seat_names` ("land Green's ship on ...").
    The title stays short: the side panel is narrow."""
    verdicts = {Verdict.BEST: "The hard level's choice.", Verdict.GOOD: "Close to the hard level's choice.",
                Verdict.INACCURACY: "An inaccuracy.", Verdict.MISTAKE: "A mistake."}
    title = f"Review of turn {note.turn}" if note.turn > 0 else "Review of the setup"
    name = "You" if you else name
    # the hint's own words tell its chance to win: the search's is not added (`Note.hint_words`)
    said = note.hint_words and note.played == note.best
    played_words = _owner_named(_base_sentence(note.played_text, you), note.played, note.player, seat_names)
    played = (f"{verdicts[note.verdict]} {name} chose to "
              f"{played_words if said else with_note(played_words, chance_to_win(note.played_chance))}.")
    if note.verdict is Verdict.BEST:
        if note.hinted:  # the hint shown in the game is the hard level's choice here
            return title, played + " That is what the hint said."
        return title, played + " The hard level would do the same."
    best = _owner_named(_base_sentence(note.best_text, you), note.best, note.player, seat_names)
    if not note.hint_words:
        best = with_note(best, chance_to_win(note.best_chance))
    if note.hinted:
        text = f"{played} The hint here was to {best}."
    else:
        text = f"{played} The hard level would {best}."
    if note.points_lost >= INACCURACY_POINTS:  # flagged by the points: say so (win shares hardly move when far behind)
        # whose points and against what (a play-test read "worth about 7 points more" as the
        # two islands' values and could not find the 7)
        far_off = note.loss < INACCURACY and note.best_value < FAR_OFF
        lead = "With the win this far off, points count: by" if far_off else "By"
        text += (f" {lead} the projected final scores its move ends about {round(note.points_lost)} points "
                 f"better against the best rival.")
    whose = "yours" if you else f"{name}'s"
    return title, text + f" (Rings: {whose} white, the hard level's pink.)"


def _owner_named(sentence: str, option: Option, player: int, seat_names: Sequence[str]) -> str:
    """`sentence` with its `RIVALS_SHIP` named by the owner of the ship `option` lands (a
    play-test had to find which ship a review's ring was on)."""
    if option.kind is OptionKind.LAND and option.colour != player and 0 <= option.colour < len(seat_names):
        return sentence.replace(RIVALS_SHIP, f"{seat_names[option.colour]}'s ship", 1)
    return sentence


def with_note(sentence: str, note: str) -> str:
    """`sentence (note)`, or the note inside a closing bracket the sentence ends with: '(safest
    pier: 70% to land; about 23% to win)' (two brackets in a row read badly: play-tests 20 and
    23)."""
    if sentence.endswith(")"):
        return f"{sentence[:-1]}; {note})"
    return f"{sentence} ({note})"


def cut_lines(lines: list[str], most: int, fit: tuple[int, int] | None = None) -> list[str]:
    """`lines` cut to `most` (at least 1), the last kept ending in an ellipsis that closes every
    bracket the kept text opened: '... to sink (your 2 ships go back …)' (play-test 26 read a
    hint's bracket that never closed); `lines` as they are when they fit. With `fit` (text size,
    width in px) the last line loses its last words until it fits that width with its ending."""
    if len(lines) <= most:
        return lines
    kept = lines[:max(1, most)]
    last = kept[-1]
    while True:
        words = " ".join([*kept[:-1], last])
        ending = " …" + ")" * max(0, words.count("(") - words.count(")"))
        if fit is None or " " not in last or font(fit[0]).size(last + ending)[0] <= fit[1]:
            return [*kept[:-1], last + ending]
        last = last.rsplit(" ", 1)[0]


class Laid(NamedTuple):
    """A panel laid out (`HintPanel._lay_out`)."""

    px: int
    """The size of its text."""
    lines: list[str]
    """Its lines: the reason's, then the plan's."""
    reason_lines: int
    """How many of `lines` are the reason's."""
    box: pygame.Rect
    """Its size (docked: its place)."""
    plan_whole: bool
    """Whether its plan shows every step (in full or in brief) to the end."""


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def _every_step(plan_line: str, form: str) -> bool:
    """True when `form` of `plan_line` tells every step of the plan."""
    return plan_line.every_step(form) if isinstance(plan_line, PlanLine) else form == plan_line


def _keeps_steps(plan_line: str) -> bool:
    """True when some step of `plan_line` fills a beach or sails (its least form keeps them; a
    plan without such steps, or a plain string, is cut before its reason gives way)."""
    return isinstance(plan_line, PlanLine) and any(plan_line.keys)


def _base_sentence(reason: str, yours: bool = False) -> str:
    """`sails with 2 colours ...` -> `sail with 2 colours ...` (the first verb in its base form;
    with `yours`, the player's own things as "your")."""
    verb, _space, rest = without_count(reason).partition(" ")
    if yours:
        for pattern, words in _YOURS:
            rest = pattern.sub(words, rest)
    return f"{base_form(verb)} {rest}".rstrip()


def hint_sentence(reason: str, owner: str = "") -> str:
    """A reason as the hint panel says it, under its title "Hint from the hard level": `It would
    reproduce on Samoa (5 points): builds up your fleet there`; with the `owner` of the rival's
    ship a landing lands (their name, "Green"), `It would land Green's ship on ...` for the
    reason's `RIVALS_SHIP`, as the log names it (a play-test had to find which ship of a small
    fleet the hint ringed)."""
    verb, _space, rest = without_count(reason).partition(" ")
    for pattern, words in _YOURS:
        rest = pattern.sub(words, rest)
    if owner:
        rest = rest.replace(RIVALS_SHIP, f"{owner}'s ship", 1)
    return f"{HINT_LEAD} {base_form(verb)} {rest}".rstrip()


def marked_spots(kind: OptionKind, spots: Sequence[tuple[float, float]], moored: Sequence[int] | int,
                 player: int = -1, berths: Sequence[int] | None = None) -> list[tuple[float, float]]:
    """The spots of a beach a hint rings: for a new or landing ship the free spot nearest the
    middle of the beach (a click there puts the ship on it), for a ship taken back the spot of
    `player`'s ship that goes (the table takes the first of theirs off; a play-test saw the ring
    on a rival's ship), none for a fleet that sails (its pier is ringed: rings on its ships hid
    their colours in a play-test).
    `moored` is the owners of the ships on the beach (or just how many), `berths` the spot
    each of them stands on (`DisplayTable.spots_of`; by default the first spots in turn)."""
    if not spots:
        return []
    owners = list(moored) if not isinstance(moored, int) else [-1] * moored
    taken = list(berths) if berths is not None and len(berths) == len(owners) else list(range(len(owners)))
    if kind in (OptionKind.PLACE, OptionKind.LAND):
        free = [i for i in range(len(spots)) if i not in taken] or [len(spots) - 1]
        # the free spot nearest the beach's middle: a play-test read "the upper-right beach" and
        # a ring on its first spot, at the card's top left, as two places
        mx = sum(x for x, _ in spots) / len(spots)
        my = sum(y for _, y in spots) / len(spots)
        return [spots[min(free, key=lambda i: (spots[i][0] - mx) ** 2 + (spots[i][1] - my) ** 2)]]
    if kind is OptionKind.RECALL:
        index = owners.index(player) if player >= 0 and player in owners else len(owners) - 1
        return [spots[max(0, min(taken[index] if 0 <= index < len(taken) else index, len(spots) - 1))]]
    return []  # a fleet that sails: its pier is ringed (rings on its ships hid their colours, a play-test)


RING_HALO = (20, 10, 30)
"""The dark halo under a hint's ring on a spot (it shows on sand and on the spots' gold glow)."""


def spot_ring(surface: pygame.Surface, centre: tuple[float, float], radius: int, colour: tuple[int, int, int],
              width: int) -> None:
    """The ring a hint (or the tutorial's suggestion) puts on a spot: a dark halo and a thick
    ring of `width` + 1 px round `radius` + 2 (a play-test found a thin pink ring hard to see on
    the gold glow of the spots offered; play-test 27 the tutorial's thin gold ring among them)."""
    spot = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surface, RING_HALO, spot, radius + 3, width + 4)
    pygame.draw.circle(surface, colour, spot, radius + 2, width + 1)


def _ring_layer(boxes: Sequence[tuple[float, float, float, float]]) -> tuple[pygame.Surface, tuple[int, int]]:
    """A clear layer as large as the `boxes` (x0, y0, x1, y1) together for a hint's rings to be
    drawn on, and where its top left lies on the screen."""
    x0 = math.floor(min((b[0] for b in boxes), default=0.0))
    y0 = math.floor(min((b[1] for b in boxes), default=0.0))
    x1 = math.ceil(max((b[2] for b in boxes), default=0.0))
    y1 = math.ceil(max((b[3] for b in boxes), default=0.0))
    return pygame.Surface((max(1, x1 - x0 + 1), max(1, y1 - y0 + 1)), pygame.SRCALPHA), (x0, y0)


def _blit_off_names(surface: pygame.Surface, layer: pygame.Surface, at: tuple[int, int], view: TableView,
                    display: DisplayTable, cell: Cell) -> None:
    """The rings drawn on `layer` onto the table at `at`, cut where they would cross the name
    plate of the island at `cell` or of an island beside it: the name stays whole over a ring
    (the review's rings on a spot of a small card hid 'Rapa Nui' but for 'Rapa N', play-test 38)."""
    box = layer.get_rect(topleft=at)
    for other in (cell, *(neighbour(cell, d) for d in range(6))):
        card_id = display.cells.get(other)
        if card_id is None or not view.cards[card_id].is_island:
            continue
        name = name_plate_box(view.cards[card_id], view.size, display.rotations.get(other, 0) % 6)
        if name is None:
            continue
        cx, cy = view.centre(other)
        plate = pygame.Rect(math.floor(cx + name[0]) - 1, math.floor(cy + name[1]) - 1,
                            math.ceil(name[2] - name[0]) + 3, math.ceil(name[3] - name[1]) + 3)
        if plate.colliderect(box):
            layer.fill((0, 0, 0, 0), plate.move(-at[0], -at[1]))
    surface.blit(layer, at)


def ring_width(t: float) -> int:
    """The width of a hint's rings at the time `t` (they pulse between 3 and 5 px)."""
    return 3 + round(2 * (0.5 + 0.5 * math.sin(t * 5)))


def _line_step(px: int, scale: float, dock: pygame.Rect | None) -> int:
    """Pixels from one line of the panel's text to the next: the log's rows' in the side panel
    (as much closer as its type is smaller than the log's, `HintPanel.least_px`)."""
    if dock is None:
        return round(px * 1.25)
    return round(log_row_height(scale) * px / log_font_px(scale))


LAYOUT_MEMO_SIZE = 8
"""How many layouts of its text a hint's panel keeps (`HintPanel._layout`)."""


class HintPanel:
    """The hint being thought about or shown (at most one)."""

    def __init__(self) -> None:
        self.key: tuple[int, Decision | Chance | None] | None = None
        """The decision the hint is for: (moves so far, the pending decision)."""
        self.choice: Choice | None = None
        self.rect: pygame.Rect | None = None
        """The place the panel last took (None: not shown): where it was drawn, or in the side
        panel's dock the whole dock (the tracker's place, which the hint holds while it shows)."""
        self.box: pygame.Rect | None = None
        """Where the panel was last drawn: `rect`, or in the dock the part of it its text needs."""
        self.plan_line = ""
        """The choice's plan in words (`explain.plan_text`: "then: ..."), shown under its reason."""
        self.note = ""
        """What the hint says of the turn's last hint's plan: a key of `PLAN_NOTES`, or ''."""
        self.waiting = False
        self.title = "Hint from the hard level"
        self.key_note_shown = False
        """Whether the last panel drawn said `PLAY_KEY_NOTE` beside its title (where it fits)."""
        self.ink = HINT_INK
        """The colour of its rings on the table (a game's review rings the move played in white)."""
        self.ring_gap = 0
        """Pixels added to its rings' size (the review's white ring of the move played goes
        around the hard level's pink one on the same spot, which hid it: play-test 20)."""
        self.text: str | None = None
        """Said in the panel instead of the hint's sentence of the choice's reason (a game's
        review uses the panel for its notes: `review_text`)."""
        self._layout_memo: dict[tuple[object, ...], tuple[int, list[str], int, pygame.Rect]] = {}
        """The last `_layout`s by what they were made for (the compact layout's dock tries up to
        three places a frame, `TableHints._compact_dock`: one memo entry wrapped the text anew
        each time)."""
        self.least_px: int | None = None
        """The least text size of the panel docked in the side panel, where its hint does not fit
        whole at the log's (`_lay_out`); None: the log's (the usual layout). The compact layout's
        narrow column (640x480, 800x600) cut a hint's reason and plan with "…" in the log's type."""
        self.fill_dock = False
        """The docked panel fills its dock whole, not just the height its text needs (the compact
        layout's dock under the stack's panel folded to its words: flush under them, no empty
        strip of the column between)."""
        self.colours: list[str] = []
        """The seats' colours ("green"), as the table view draws their ships (taken in
        `draw_marks`): a landing's hint names the rival whose ship it lands by them."""

    @property
    def showing(self) -> bool:
        """True while a hint (or the wait for one) is on screen."""
        return self.key is not None

    def ask(self, key: tuple[int, Decision | Chance | None]) -> None:
        """A hint was asked for the decision `key`: show that it is being thought about."""
        self.key = key
        self.choice = None
        self.waiting = True

    def answer(self, key: tuple[int, Decision | Chance | None], choice: Choice, plan_line: str = "",
               note: str = "") -> bool:
        """The computer's choice for `key` arrived (with its plan in words, and what it says of
        the last hint's plan: a key of `PLAN_NOTES`); False (and ignored) if that decision has
        passed."""
        if key != self.key:
            return False
        self.choice = choice
        self.plan_line = plan_line
        self.note = note
        self.waiting = False
        return True

    def clear(self) -> None:
        """Forget the hint (the decision was made or undone)."""
        self.key = None
        self.choice = None
        self.plan_line = ""
        self.note = ""
        self.waiting = False

    def shows_plan(self, area: pygame.Rect, scale: float, dock: pygame.Rect | None) -> bool:
        """True when the panel laid out in `area` (or `dock`) shows a line of the choice's plan."""
        _px, lines, reason_lines, _box = self._layout(area, scale, dock)
        return self.choice is not None and len(lines) > reason_lines

    # ------------------------------------------------------------------ drawing

    def draw_panel(self, surface: pygame.Surface, area: pygame.Rect, scale: float,
                   keep_clear: Sequence[tuple[float, float]] = (), reach: float = 0.0,
                   cards: Sequence[tuple[float, float]] = (), dock: pygame.Rect | None = None) -> None:
        """The hint's reason (or that it is being thought about) in the side panel `dock` when
        given (the tracker's place, held while it shows: three play-tests found the panel over
        the table's cards wherever it went; as tall as its text, at the dock's foot, the tracker's
        top showing above it), else at the top of the table `area`, or at its
        bottom, or at a corner of it: the place that comes within `reach` of the fewest of the
        screen points `keep_clear` (the cards the hint and its plan are about, and for a landing
        the fleet the ship comes from), then covers the fewest card centres `cards`, the top
        middle first when all else is equal."""
        self.rect = self.box = None
        self.key_note_shown = False
        if self.key is None:
            return
        px, lines, reason_lines, box = self._layout(area, scale, dock)
        title_h, step = round(22 * scale), _line_step(px, scale, dock)
        if dock is not None:
            fill = (10, 24, 38, 255)  # opaque: the tracker's panel lies under it
        else:
            margin = round(8 * scale)
            inside = area.inflate(-2 * margin, -2 * margin)
            places = []
            for attribute in ("midtop", "midbottom", "topleft", "topright", "bottomleft", "bottomright"):
                place = box.copy()
                setattr(place, attribute, getattr(inside, attribute))
                places.append(place)

            def cost(rect: pygame.Rect) -> tuple[int, int]:
                near = rect.inflate(2 * reach, 2 * reach)
                return (sum(1 for point in keep_clear if near.collidepoint(point)),
                        sum(1 for point in cards if rect.collidepoint(point)))

            box = min(places, key=cost)  # the first of the best: the top middle when all is equal
            fill = (10, 24, 38, 235)
        self.rect = box if dock is None else pygame.Rect(dock)
        self.box = box
        draw_panel(surface, box, fill)
        pygame.draw.rect(surface, HINT_INK, box, width=1 if dock is None else 2, border_radius=8)
        x, y = box.x + round(10 * scale), box.y + round(6 * scale)
        title_text, note_at = self.title, None
        title_font, right = font(log_font_px(scale), True), box.right - round(10 * scale)
        short = self.title.split()[0]
        if x + title_font.size(self.title)[0] > right:  # a narrow panel (640x480): its first word
            title_text = short  # (the title ran over the panel's edge in play-test 31)
        if self.choice is not None and self.text is None:  # a hint answered (not a review's note)
            # "Enter plays it" at the title's right; where the title leaves no room for it (the
            # side panel's dock), beside the title's first word ("Hint")
            note_px = log_font_px(scale)  # the log's type, as all the panel says (test_hint_type)
            note_w, note_h = font(note_px).size(PLAY_KEY_NOTE)
            gap = round(12 * scale)
            for shown in dict.fromkeys((title_text, short)):
                shown_w, shown_h = title_font.size(shown)
                if x + shown_w + gap + note_w <= right:
                    title_text, note_at = shown, (right - note_w, y + shown_h - note_h)
                    break
        surface.blit(text(title_text, log_font_px(scale), HINT_INK, bold=True), (x, y))
        y += title_h
        for i, line in enumerate(lines):
            surface.blit(text(line, px, INK if i < reason_lines else ACCENT), (x, y))  # the plan in the accent
            y += step
        if note_at is not None:
            surface.blit(text(PLAY_KEY_NOTE, note_px, INK_DIM), note_at)
            self.key_note_shown = True

    def docked_box(self, dock: pygame.Rect, scale: float) -> pygame.Rect | None:
        """Where the panel goes in the side panel's `dock` (as tall as its text, at the dock's
        foot), None when no hint shows: known before it is drawn, so the tracker above it is cut
        to the room left from the first frame the hint shows (it was drawn whole under it once)."""
        if self.key is None:
            return None
        return self._layout(dock, scale, dock)[3].copy()

    def fits_whole(self, dock: pygame.Rect, scale: float) -> bool:
        """True when the panel docked in `dock` shows its reason and plan with nothing cut (no
        "…"): the thinking line, a review's note, or a hint that fits."""
        _px, lines, _reason, _box = self._layout(dock, scale, dock)
        return not any(" …" in line for line in lines)

    def _layout(self, area: pygame.Rect, scale: float,
                dock: pygame.Rect | None) -> tuple[int, list[str], int, pygame.Rect]:
        """The text's size in pixels, its lines (the reason's, then the plan's), how many of them
        are the reason's, and the panel's size (in `dock`: its place there). Made once for what
        it shows and where (the table asks for the docked box in its update and draws the panel
        after: the text was wrapped twice a frame)."""
        sentence = self._sentence()
        memo_key = (tuple(area), scale, None if dock is None else tuple(dock), self.choice is None, sentence,
                    self.plan_line, self.note, self.least_px, self.fill_dock)
        found = self._layout_memo.get(memo_key)
        if found is not None:
            return found
        if self.choice is not None and self.note in PLAN_NOTES:
            # the note in its words for this hint's plan shown whole; else in the words for a
            # plan not all there (laid out again with those)
            whole, cut = PLAN_NOTES[self.note]
            laid = self._lay_out(area, scale, dock, noted(sentence, whole))
            if whole != cut and not (self.plan_line and laid.plan_whole):
                laid = self._lay_out(area, scale, dock, noted(sentence, cut))
        else:
            laid = self._lay_out(area, scale, dock, sentence)
        made = (laid.px, laid.lines, laid.reason_lines, laid.box)
        if len(self._layout_memo) >= LAYOUT_MEMO_SIZE:  # what it shows changed: the old layouts go
            self._layout_memo.clear()
        self._layout_memo[memo_key] = made
        return made

    def _lay_out(self, area: pygame.Rect, scale: float, dock: pygame.Rect | None, sentence: str) -> Laid:
        """`_layout` made afresh for the choice's `sentence`. The first that fits of: the reason
        whole with the plan whole, or in brief (`explain.PlanLine.forms`), then the reason without
        the level's judgement (`without_judgement`) with those, then both reasons with the plan's
        steps that fill a beach or sail at their least (the others left out); else the reason's end
        gives way to those steps (down to `MIN_REASON_LINES`), or a plan without them is cut
        (play-test 28 read "the new ship on Tonga's …": the beach that filled and the sail cut)."""
        # in the log's type at least: in the side panel's narrow place it shrank below it to show
        # a long hint whole (13 px beside the log's 15, a play-test); there its lines are as far
        # apart as the log's, and a plan that does not fit is told shorter rather than the type
        # shrunk. Where nothing fits whole at the log's type, down to `least_px` (the compact
        # layout's column) before anything is cut.
        width = min(area.width - round(24 * scale), round(560 * scale)) if dock is None else dock.width
        inner = width - round(20 * scale)
        title_h = round(22 * scale)
        if dock is None:
            sizes = [max(11, round(16 * scale))]
        else:
            sizes = [log_font_px(scale)]
            if self.least_px is not None:
                sizes += list(range(sizes[0] - 1, self.least_px - 1, -1))
        lines: list[str] = ["Thinking about a hint..."]
        reason_lines, whole = 1, False
        px = step = 0
        for px in sizes:
            step = _line_step(px, scale, dock)
            if self.choice is None:
                break
            room = None if dock is None else max(1, (dock.height - title_h - round(14 * scale)) // step)
            laid = self._fitted_lines(sentence, px, inner, room, last=px == sizes[-1])
            if laid is not None:
                lines, reason_lines, whole = laid
                break
        box = pygame.Rect(0, 0, width, title_h + step * len(lines) + round(14 * scale))
        if dock is not None:
            # as tall as its text, at the dock's foot: a play-test saw 4 lines in a 260 px box
            # hiding the tracker, whose top (the cards left, how near the end is) now shows above
            box = pygame.Rect(dock.x, dock.y, dock.width, dock.height if self.fill_dock else min(box.height, dock.height))
            box.bottom = dock.bottom
        return Laid(px, lines, reason_lines, box, whole)

    def _fitted_lines(self, sentence: str, px: int, inner: int, room: int | None,
                      last: bool) -> tuple[list[str], int, bool] | None:
        """The panel's lines at text size `px` in `inner` pixels of width and `room` lines (None:
        over the table), how many are the reason's, and whether the plan shows every step: the
        first that fits whole of `_lay_out`'s tries; where none does, None, or when `last`
        (the least size) the reason and plan cut to fit."""
        most = MAX_LINES if room is None else room  # of the reason
        total = MAX_LINES + MAX_PLAN_LINES if room is None else room
        fit = (px, inner)

        def lines_of(words: str) -> list[str]:
            return list(wrap(words, px, inner))

        reasons = list(dict.fromkeys([sentence, without_judgement(sentence)]))
        forms = plan_forms(self.plan_line)
        every = [form for form in forms if _every_step(self.plan_line, form)]
        tries = [(said, form) for said in reasons for form in every]
        tries += [(said, form) for said in reasons for form in forms if form not in every]
        chosen: tuple[list[str], list[str], bool] | None = None
        for said, form in tries:
            reason, plan = lines_of(said), lines_of(_capital(form))
            if len(reason) <= most and len(reason) + len(plan) <= total:
                chosen = reason, plan, form in every
                break
        if chosen is None:
            if not last:
                return None
            reason = lines_of(sentence)
            cut = cut_lines(reason, most, fit)
            plan = lines_of(_capital(forms[-1])) if forms else []
            if plan and room is not None and _keeps_steps(self.plan_line) and len(cut) + len(plan) > room:
                # the steps that fill a beach or sail take the reason's last lines
                cut = cut_lines(reason, max(min(len(reason), MIN_REASON_LINES), room - len(plan)), fit)
            left = total - len(cut)
            if len(plan) > left:
                plan = cut_lines(plan, left, fit) if left > 1 else []
            chosen = cut, plan, False
        reason_lines, plan, whole = chosen
        return [*reason_lines, *plan], len(reason_lines), whole and bool(plan)

    def _sentence(self) -> str:
        """What the panel says of the choice."""
        if self.text is not None:
            return self.text
        return hint_sentence(self.choice.reason, self._owner()) if self.choice is not None else ""

    def _owner(self) -> str:
        """The name of the rival ("Green") whose ship the hinted landing lands, as the log names
        them; '' for any other option, the mover's own ship, or colours not known."""
        if self.choice is None or self.key is None or not isinstance(self.key[1], Decision):
            return ""
        option = self.choice.option
        if option.kind is not OptionKind.LAND or option.colour == self.key[1].player \
                or not 0 <= option.colour < len(self.colours):
            return ""
        return self.colours[option.colour].capitalize()

    def draw_marks(self, surface: pygame.Surface, view: TableView, display: DisplayTable, t: float) -> None:
        """Light the hinted option on the board: its island, beach, pier or card placement (and
        take the seats' colours of `view`, for the panel's words)."""
        self.colours = list(view.colours)
        if self.choice is None:
            return
        option = self.choice.option
        cell = option.cell
        if cell is None:
            return
        size = view.size
        width = ring_width(t)
        kind = option.kind
        if kind is OptionKind.ATTACH:
            if display.revealed >= 0:
                image = cardart.card_surface(view.cards[display.revealed], size, option.rotation).copy()
                image.set_alpha(150)
                x, y = view.centre(cell)
                surface.blit(image, image.get_rect(center=(round(x), round(y))))
            pygame.draw.polygon(surface, self.ink, hex_corners(view.centre(cell), size * 0.98 + self.ring_gap), width)
            return
        if cell not in display.cells:
            return
        if option.beach < 0:  # an island: reproduce or found a king there
            pygame.draw.polygon(surface, self.ink, hex_corners(view.centre(cell), size * 0.98 + self.ring_gap), width)
            return
        spots = view.spot_points(display, cell)
        if 0 <= option.beach < len(spots):
            radius = max(MIN_SPOT_RING, round(size * 0.13))  # late in a game an 8 px ring was missed (a play-test)
            moored = display.ships.get((cell, option.beach), [])
            player = self.key[1].player if self.key is not None and isinstance(self.key[1], Decision) else -1
            marked = marked_spots(kind, spots[option.beach], moored, player, display.spots_of((cell, option.beach)))
            reach = radius + self.ring_gap + 3 + (width + 4) // 2 + 1
            layer, at = _ring_layer([(x - reach, y - reach, x + reach, y + reach) for x, y in marked])
            for x, y in marked:
                spot_ring(layer, (x - at[0], y - at[1]), radius + self.ring_gap, self.ink, width)
            _blit_off_names(surface, layer, at, view, display, cell)
            view.draw_tags(surface, display, cell)  # the beach's capacity stays readable over the ring
        if kind is OptionKind.LAND and display.fleet is not None and option.colour in display.fleet.ships:
            ships = display.fleet.ships
            centre = view.fleet_position(display)
            if centre is not None:
                x, y = view.fleet_points(display, centre)[ships.index(option.colour)]
                pygame.draw.circle(surface, self.ink, (round(x), round(y)), max(8, round(view.fleet_ship_size() * 0.6)) + self.ring_gap, width)
        if kind is OptionKind.EMIGRATE and option.pier >= 0:
            x, y = view.pier_point(display, cell, option.pier)
            # round the lit pier's own ring (`MIN_PIER_MARK`), not inside it
            radius = max(round(view.target_px(MIN_PIER_MARK)) + 5, round(size * 0.18)) + self.ring_gap
            layer, at = _ring_layer([(x - radius - 1, y - radius - 1, x + radius + 1, y + radius + 1)])
            pygame.draw.circle(layer, self.ink, (round(x) - at[0], round(y) - at[1]), radius, width)
            _blit_off_names(surface, layer, at, view, display, cell)
            pygame.draw.circle(surface, ACCENT, (round(x), round(y)), max(3, round(size * 0.06)))
