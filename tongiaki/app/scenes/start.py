"""The start screen: seats (2-6, each Human or an AI level, with its colour), deck, seed, speed.

Start begins a new game (asking first what to do with a game in progress, see
`App.keep_game_first`); Continue resumes the autosaved one exactly and says which game that is
(seats, turn, scores, and the deck unless it is the standard one); Load game lists the named saves; Settings opens the settings; Quit
closes the window. The form opens with the last setup (remembered in the settings as the
player changes it: seats, colours, deck and speed), and a seat's colour picker offers only the
colours no other seat has. By keyboard, Tab and Shift+Tab move a focus ring over the controls
(`focus_order`), Enter or Space activates the one it is on; with no ring Enter starts.
The deck list holds the shipped decks and the player's own (the `decks` folder in the user data
folder, which "My decks folder" opens in the file manager). The chosen deck's summary and its
cards show beside the form (`DeckPreview`); the deck selector names each deck by the name in its
file (`deck_files`). "See the cards" (under the deck selector, at every window size) and a click
on the thumbnails open the deck viewer (`scenes/deckview.py`) on the chosen deck: its cards large
enough to read, with their counts; Back returns to this screen as it was. The decks are listed and read again when the screen opens, when the window
is back in front, when the deck selector is clicked and every `DECK_CHECK_SECONDS` (a listing
of two small folders and a look at each file's size and time), so a deck copied in, removed or
edited shows up without leaving the screen. A deck that cannot be used shows its message, and
the Start button gives way to "Deck cannot be used"; a deck whose starting island cannot seat
the chosen number of seats (the rules say, R10) says so at once in its panel, and the Start
button gives way to "Deck seats at most N", again whenever the seat count changes. A typed seed is for the next game only:
it is not remembered, and the field is empty again once that game has started.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

import pygame

from tongiaki.ai import PLAYER_LEVELS
from tongiaki.app.art import palette, shipart
from tongiaki.app.view.display import SPEEDS
from tongiaki.app.widgets.deckpreview import DeckPreview
from tongiaki.app.widgets.ui import (
    ACCENT,
    INK,
    INK_DIM,
    Button,
    ScaleSelector,
    Selector,
    TextField,
    clip_to_width,
    draw_panel,
    font,
    place_in_row,
    text,
    wrap,
)

if TYPE_CHECKING:
    from tongiaki.play.saves import SaveInfo
    from tongiaki.play.settings import Settings

SEAT_KINDS = ("Human",) + tuple(level.capitalize() for level in PLAYER_LEVELS)
DEFAULT_SEATS = ["Human", "Medium", "Medium", "Easy", "Easy", "Easy"]
FIRST_GAME_ABOUT = "A guided game against two easy seats: each step says what to do, and why."
"""The First game button's line when hovered (the tutorial: play/tutorial.py)."""
NEWCOMER = "New here? First game walks you through a whole game, one step at a time."
"""The form's spare line for a newcomer while nothing is pointed at (`StartScene.newcomer`)."""
DECK_CHECK_SECONDS = 0.5
"""How often the open start screen lists the decks again and looks at the chosen deck's file."""
NOTICE_SECONDS = 12.0
"""How long a notice (where the decks folder is) stays, unless the player does something first."""
QUIT_ASK = "Press Esc again to quit"
"""The notice of a first Esc on the start screen: a second one, while it shows, quits. Play-test
44's second Esc, meant for the table the first had left (saving the game), closed the window."""
NOTICE_FILL = (22, 58, 86, 250)
"""The box behind a notice: a shade lighter than the panel, informative rather than an error."""
NOTICE_SIZE = 17
"""The notice's text size."""
WARN = (255, 140, 120)
"""The colour of an error message."""


class ColourPicker(Selector):
    """A seat's colour: clicking steps to the next colour that no other seat has."""

    def __init__(self, rect: pygame.Rect, values: Sequence[str], index: int,
                 taken: Callable[[ColourPicker], set[str]]) -> None:
        super().__init__(rect, values, index)
        self.taken = taken
        """The colours of the other seats in play."""

    def offered(self) -> list[str]:
        """The colours this picker can show now: its own and the free ones."""
        taken = self.taken(self)
        return [v for v in self.values if v == self.value or v not in taken]

    def handle(self, event: pygame.event.Event) -> bool:
        """Left click: the next free colour; right click: the previous one."""
        if event.type == pygame.MOUSEBUTTONUP and self.rect.collidepoint(event.pos) and event.button in (1, 3):
            self.step(1 if event.button == 1 else -1)
            return True
        return super().handle(event)

    def step(self, delta: int) -> None:
        """The next free colour (`delta` 1) or the previous one (-1)."""
        taken = self.taken(self)
        for _ in range(len(self.values)):
            self.index = (self.index + delta) % len(self.values)
            if self.value not in taken:
                break


class DeckFile(NamedTuple):
    """One deck the start screen offers."""

    key: str
    """Made from the file name ("calm-seas", "mine (yours)"): the deck selector's value."""
    path: Path
    yours: bool
    """One of the player's own decks (in the user decks folder)."""


def deck_files(extra: Path | None = None) -> list[DeckFile]:
    """Every deck offered: the shipped ones (standard first), then the player's own (marked
    "yours"), then `extra` (a deck given on the command line) if it is neither."""
    from tongiaki.play.decks import shipped_decks, user_decks
    from tongiaki.play.inputs import shown_name  # a file name no font can draw (not UTF-8) shows U+FFFD

    offered = [DeckFile(shown_name(path.stem), path, False) for path in shipped_decks()]
    offered += [DeckFile(f"{shown_name(path.stem)} (yours)", path, True) for path in user_decks()]
    if extra is not None and not any(_same_file(extra, deck.path) for deck in offered):
        offered.append(DeckFile(shown_name(extra.name or str(extra)), extra, False))
    return offered


_deck_names: dict[Path, tuple[tuple[int, int] | None, str | None]] = {}
"""A deck file's name as read, by path, with the (mtime, size) it was read at."""


def deck_name(path: Path) -> str | None:
    """The name a deck file gives its deck, or None when the file cannot be read or used
    (read again only when its modification time or size changes)."""
    from tongiaki.play.decks import DeckError, load_deck

    try:
        info = path.stat()
        key: tuple[int, int] | None = (info.st_mtime_ns, info.st_size)
    except OSError:
        key = None
    cached = _deck_names.get(path)
    if cached is not None and cached[0] == key:
        return cached[1]
    name: str | None = None
    if key is not None:
        try:
            name = load_deck(path).name
        except DeckError:
            name = None
    _deck_names[path] = (key, name)
    return name


def deck_labels(offered: Sequence[DeckFile]) -> list[str]:
    """What the deck selector shows for each of `offered` (from `deck_files`): the deck's own
    name (a play-test saw "my-calm (yours)" in the selector and "PT18 Calm" in the summary),
    with "(yours)" kept for the player's decks; the file name where the file cannot be read,
    and beside the name where two decks have the same one."""
    parts: list[tuple[str, str, str]] = []  # (name, file name, mark)
    for deck in offered:
        mark = "yours" if deck.yours else ""
        name = deck_name(deck.path)
        if name is None:  # the file name, as the selector said before
            parts.append((deck.key.removesuffix(" (yours)"), "", mark))
        else:
            parts.append((name, deck.path.name, mark))
    plain = [f"{name} ({mark})" if mark else name for name, _, mark in parts]
    labels = []
    for label, (name, file, mark) in zip(plain, parts, strict=True):
        if plain.count(label) > 1 and file:
            label = f"{name} ({', '.join(p for p in (file, mark) if p)})"
        labels.append(label)
    for index, label in enumerate(labels):  # still alike (one file name in two folders): numbered
        if labels.count(label) > 1:
            labels[index] = f"{label} #{labels[: index + 1].count(label)}"
    return labels


class DeckSelector(Selector):
    """The deck selector: its values are the decks' keys (`deck_files`), and it shows their
    labels (`deck_labels`), made smaller or cut to fit the box with "(yours)" kept."""

    def __init__(self, rect: pygame.Rect, on_change: Callable[[str], None]) -> None:
        super().__init__(rect, ["standard"], on_change=on_change)
        self.labels: list[str] = ["Standard"]
        self._shown: tuple[tuple[str, int, int], tuple[str, int]] | None = None
        """The last label fitted, by (label, width, size): drawing it again measures nothing."""

    @property
    def label(self) -> str:
        """What the box shows for the selected deck."""
        return self.labels[self.index] if self.index < len(self.labels) else self.value

    def shown(self) -> tuple[str, int]:
        """The label as drawn, and its text size: smaller to fit the box between its arrows
        (down to 13), then cut before its "(...)" mark if still too long."""
        key = (self.label, self.rect.width, self.size)
        if self._shown is None or self._shown[0] != key:
            self._shown = (key, self._fit(*key))
        return self._shown[1]

    @staticmethod
    def _fit(label: str, width: int, largest: int) -> tuple[str, int]:
        """`label` fitted to a box `width` wide, at most at size `largest` (see `shown`)."""
        room = width - 52
        size = largest
        while size > 13 and font(size, True).size(label)[0] > room:
            size -= 1
        if font(size, True).size(label)[0] <= room:
            return label, size
        head, _, mark = label.rpartition(" (") if label.endswith(")") else (label, "", "")
        mark = f" ({mark}" if mark else ""
        return clip_to_width(head, size, room - font(size, True).size(mark)[0], bold=True) + mark, size


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except (OSError, RuntimeError):
        return str(a) == str(b)


def open_folder(folder: Path) -> str:
    """Open `folder` in the file manager; returns what to tell the player."""
    try:
        if sys.platform == "win32":
            os.startfile(folder)  # type: ignore[attr-defined]  # noqa: S606 - Windows only
        else:
            opener = "open" if sys.platform == "darwin" else "xdg-open"
            subprocess.Popen([opener, str(folder)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, start_new_session=True)
    except OSError:
        return f"No file manager to open. Put your decks in this folder:\n{folder}"
    return f"Your decks folder:\n{folder}"


def last_setup_deck(path: Path) -> Path | None:
    """The deck file of the last setup as it is now: a shipped deck kept from another copy of the
    game (moved, reinstalled, another checkout) is this copy's deck of that name (a play-test saw
    "Standard" listed twice); a deck elsewhere while it exists; None when it is gone."""
    from tongiaki.play.decks import shipped_decks, user_decks

    if path in user_decks():
        return path
    same = [deck for deck in shipped_decks() if deck.name == path.name]
    if path.parent.name == "decks" and same:
        return same[0]
    return path if is_file(path) else None


def setup_of(seats: Sequence[str], colours: Sequence[str], deck: Path | str | None) -> dict[str, Any]:
    """A game's setup as the settings keep it for the start screen to open with (the last
    setup): seats, colours and deck ("" for the standard deck, else the file's absolute path;
    `deck` may be a name as `play --deck` takes it, None for the standard deck). The form keeps
    its setup so, and so does a game started with `play --seats` (play-test 30 finished one and
    the start screen showed the default form)."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, find_deck

    path = None if deck is None or str(deck) == "" else find_deck(deck)
    name = "" if path is None or _same_file(path, DEFAULT_DECK_PATH) else os.path.abspath(path)
    return {"seats": tuple(seats), "colours": tuple(colours), "deck": name}


def is_file(path: Path) -> bool:
    """Whether `path` is a file now; False also when the system cannot tell (a folder on the way
    the player may not read, a name too long: `Path.is_file` raises then and the start screen
    died at start-up)."""
    try:
        return path.is_file()
    except OSError:
        return False


class StartScene:
    """Choose the seats and start, continue or quit."""

    def __init__(self, app: Any, *, deck: Path | str | None = None, message: str = "") -> None:
        """`deck` preselects that deck file (added to the list if needed); `message` is shown."""
        self.app = app
        self.count = 3
        self.compact = False
        """A low window's close layout (`resize`)."""
        self.size = (0, 0)
        self.kinds = [Selector(pygame.Rect(0, 0, 170, 34), SEAT_KINDS, SEAT_KINDS.index(k)) for k in DEFAULT_SEATS]
        self.colours = [ColourPicker(pygame.Rect(0, 0, 130, 34), palette.SEAT_COLOURS, i, self._taken)
                        for i in range(6)]
        from tongiaki.play.decks import find_deck

        self.extra_deck = find_deck(deck) if deck is not None else None  # `--deck calm-seas` is the shipped one
        self.extra_given = self.extra_deck is not None
        """The extra deck was asked for (`play --deck`): it stays listed even when its file goes."""
        settings = getattr(app, "settings", None)
        if self.extra_deck is None and settings is not None and settings.deck:
            self.extra_deck = last_setup_deck(Path(settings.deck))  # the deck of the last setup
        self.preview = DeckPreview()
        self.results_lines: list[str] = []
        """The player's results against the computer (`play.results.standing_lines`)."""
        self.results_box: pygame.Rect | None = None
        """Where the results were last drawn (None: not shown)."""
        self.deck = DeckSelector(pygame.Rect(0, 0, 260, 34), on_change=lambda _: self.preview_deck())
        self.deck_check = 0.0
        """Seconds since the decks were last listed and the chosen one looked at."""
        self.decks: list[Path] = []
        self.refresh_decks(select=self.extra_deck)
        self.deck_folder = Button(pygame.Rect(0, 0, 190, 34), "My decks folder", self._open_deck_folder)
        self.see_cards = Button(pygame.Rect(0, 0, 130, 34), "See the cards", self._see_cards)
        self.see_cards.tip = "Every card of the chosen deck, large"
        self.preview_hover = False
        """The pointer is on the deck panel's thumbnails (a click there shows them large)."""
        self._limit_see_cards()
        self.seed = TextField(pygame.Rect(0, 0, 160, 34), placeholder="random", digits=True)
        self.speed = ScaleSelector(pygame.Rect(0, 0, 160, 34), list(SPEEDS), 1,
                              on_change=lambda value: self._remember(speed=value))
        self.minus = Button(pygame.Rect(0, 0, 40, 34), "-", lambda: self._change_count(-1))
        self.plus = Button(pygame.Rect(0, 0, 40, 34), "+", lambda: self._change_count(1))
        self.start = Button(pygame.Rect(0, 0, 145, 48), "Start", self._start, size=24)
        self.cont = Button(pygame.Rect(0, 0, 145, 48), "Continue", self._continue, size=24)
        self.load = Button(pygame.Rect(0, 0, 145, 48), "Load game", app.open_load, size=22)
        self.quit = Button(pygame.Rect(0, 0, 145, 48), "Quit", app.quit, size=24)
        self.main_buttons = [self.start, self.cont, self.load, self.quit]
        """The big buttons in a row under the form, in this order."""
        self.rules = Button(pygame.Rect(0, 0, 150, 34), "Rules (H)", app.help.toggle)
        self.first_game = Button(pygame.Rect(0, 0, 150, 34), "First game", lambda: app.start_tutorial(self.speed.value))
        self.settings_button = Button(pygame.Rect(0, 0, 130, 34), "Settings", lambda: app.open_settings(back=self))
        self.discard = Button(pygame.Rect(0, 0, 200, 34), "Discard saved game", self._discard)
        self.broken_autosave = False
        self.resume_line = ""
        """What Continue resumes: seats, turn and scores of the autosaved game."""
        self.resume_info: SaveInfo | None = None
        """The autosaved game Continue resumes (its line is fitted to the panel as drawn)."""
        self.message = "" if message and message == self.preview.error else message
        """An error or a result to tell (a seed refused, a discarded game...); the chosen deck's
        own error is not one: the deck's panel says it, live (`shown_message`)."""
        self.message_rect: pygame.Rect | None = None
        """Where the message was last drawn (None: the last frame showed none)."""
        self.deck_in_panel = True
        """The last frame showed the deck's panel (`preview_rect`): a deck's error is said there."""
        self.notice = ""
        """A line for the player's information (where the decks folder is), not an error: it goes
        after NOTICE_SECONDS or at the player's next click or key. A newline starts a new line."""
        self.notice_age = 0.0
        """Seconds the notice has shown."""
        self.notice_rect: pygame.Rect | None = None
        """Where the notice was last drawn."""
        self.panel_rect: pygame.Rect | None = None
        """Where the form's panel was last drawn."""
        self.t = 0.0
        self.focused: Button | Selector | TextField | None = None
        """The control the keyboard's focus ring is on (Tab, Shift+Tab: `move_focus`), which
        Enter or Space activates; None: no ring, and Enter starts the game."""
        if settings is not None:
            self.restore(settings)

    def restore(self, settings: Settings) -> None:
        """Show the last setup: seats, levels, colours and speed (not the seed: a typed seed is
        for one game, a play-test found the same shuffle dealt again after a restart)."""
        seats = list(settings.seats)
        self.count = max(2, min(6, len(seats)))
        self._limit_count_buttons()
        for kind, seat in zip(self.kinds, seats, strict=False):
            kind.set(seat.capitalize())
        given = [c for c in settings.colours if c in palette.SEAT_COLOURS]
        if len(set(given)) == len(given) == len(seats):
            rest = [c for c in palette.SEAT_COLOURS if c not in given]
            for picker, colour in zip(self.colours, given + rest, strict=True):
                picker.set(colour)
        self.speed.set(settings.speed)

    def setup(self) -> dict[str, Any]:
        """The setup as chosen on the form, as the settings keep it (`setup_of`)."""
        path = self.decks[self.deck.index] if self.decks else None
        return setup_of(self.seats(), [c.value for c in self.colours[: self.count]], path)

    def _remember_setup(self) -> None:
        """Keep the setup as the player changes it, not only when a game starts: play-test 25
        chose its own deck, quit, and the screen came back on the standard deck."""
        settings = getattr(self.app, "settings", None)
        if settings is None:
            return
        setup = self.setup()
        if any(getattr(settings, key) != value for key, value in setup.items()):
            self._remember(**setup)

    def _remember(self, **changes: Any) -> None:
        update = getattr(self.app, "update_settings", None)
        if update is not None:
            self.message = update(**changes) or self.message

    def _taken(self, picker: ColourPicker) -> set[str]:
        """The colours of the seats in play other than `picker`'s."""
        return {c.value for c in self.colours[: self.count] if c is not picker}

    def refresh_decks(self, select: Path | None = None) -> None:
        """List the decks again (the player may have added or removed some, or renamed a deck in
        its file); keep or set the selection. The last setup's deck goes from the list with its
        file (a deck asked for on the command line stays, to show why it cannot be used)."""
        current = select if select is not None else (self.decks[self.deck.index] if self.decks else None)
        if self.extra_deck is not None and not self.extra_given and not is_file(self.extra_deck):
            self.extra_deck = None
        offered = deck_files(self.extra_deck)
        self.decks = [deck.path for deck in offered]
        self.deck.values = [deck.key for deck in offered]
        self.deck.labels = deck_labels(offered)
        self.deck.index = 0
        if current is not None:
            for index, path in enumerate(self.decks):
                if _same_file(path, current):
                    self.deck.index = index
                    break
            else:  # its file went (deleted or renamed meanwhile): say why the choice changed
                self.show_notice(f"The deck file {current.name} is gone: the {self.deck.label} deck is chosen")
        self.preview_deck()

    def preview_deck(self, *, force: bool = False) -> None:
        """Show the chosen deck's summary (read again if its file changed, or `force`)."""
        if self.decks:
            self.preview.show(self.decks[self.deck.index], force=force)
        self._limit_see_cards()

    def _limit_see_cards(self) -> None:
        """"See the cards" greys out while the chosen deck cannot be read (its message shows)."""
        see_cards = getattr(self, "see_cards", None)  # refresh_decks runs before the button is made
        if see_cards is not None:
            see_cards.enabled = self.preview.error is None and self.preview.deck is not None
            see_cards.why = "" if see_cards.enabled else "This deck cannot be used"

    def _see_cards(self) -> None:
        """The deck viewer on the chosen deck (back to this screen after)."""
        self.preview_deck()
        if self.decks and self.see_cards.enabled:
            self.preview_hover = False
            self.app.open_deck_view(self.decks[self.deck.index], back=self)

    def preview_cards_rect(self) -> pygame.Rect | None:
        """Where the deck panel's thumbnails were last drawn (a click there shows them large), or
        None where the panel does not show (a narrow window) or the deck cannot be used."""
        if self.panel_rect is None:
            return None
        box = self.preview_rect(self.panel_rect, self.size[0])
        return None if box is None else self.preview.cards_rect(box, self.preview_problem())

    @property
    def seat_problem(self) -> str | None:
        """Why the chosen deck cannot be played by the chosen number of seats (the rules' own
        line, R10: "... so at most 4 players, not 6 (R10)"), or None. Play-test 25 chose "Two
        Canoes" with six seats and read it only after pressing Start, in a box at the far left."""
        from tongiaki.rules import check_players

        if self.preview.deck is None:
            return None
        try:
            check_players(self.preview.deck, self.count)
        except ValueError as error:
            return str(error)
        return None

    def preview_problem(self) -> tuple[str, str] | None:
        """What the deck's panel says in red when the deck cannot seat the chosen seats."""
        problem = self.seat_problem
        return None if problem is None else (f"Not for {self.count} players", problem)

    @property
    def deck_ok(self) -> bool:
        """The chosen deck can be played, by the chosen number of seats."""
        return self.preview.error is None and self.seat_problem is None

    def start_gives_way(self) -> tuple[str, str]:
        """The two lines shown where the Start button was while the deck cannot be played."""
        from tongiaki.rules import max_players

        if self.preview.error is None and self.preview.deck is not None:
            return "Deck seats", f"at most {max_players(self.preview.deck)}"
        return "Deck cannot", "be used"

    def _open_deck_folder(self) -> None:
        from tongiaki.play.decks import make_user_decks_dir
        from tongiaki.resources import user_decks_dir

        try:
            folder = make_user_decks_dir()
        except OSError as error:
            reason = " ".join(str(error.strerror or error).split())
            self.message = f"Cannot create the deck folder {user_decks_dir()}: {reason}"
            return
        self.show_notice(open_folder(folder))
        self.refresh_decks()

    def show_notice(self, notice: str) -> None:
        """Show `notice` (information, not an error) for NOTICE_SECONDS."""
        self.notice, self.notice_age = notice, 0.0

    def enter(self) -> None:
        """Refresh whether a saved game can be continued (a damaged one is reported), and the
        speed (the settings screen may have changed it)."""
        self.refresh_decks()
        self.preview_deck(force=True)
        settings = getattr(self.app, "settings", None)
        if settings is not None:
            self.speed.set(settings.speed)
            problem = getattr(self.app, "settings_problem", None)
            self._add_message(problem)
        self.refresh_autosave()
        self.refresh_results()
        self.resize(self.app.screen.get_size())

    def refresh_results(self) -> None:
        """Read the player's results against the computer levels (`play.results`) for the panel
        beside the form; a file that cannot be read is said in the message line."""
        from tongiaki.play.results import load_results, standing_lines

        results, problem = load_results()
        self.results_lines = standing_lines(results)
        self._add_message(problem)
        self._offer_first_game()

    def newcomer(self) -> bool:
        """No game played to its end against the computer and none to continue: the First game
        button is lit and the form's spare line offers it (`NEWCOMER`; play-test 44 took it for
        a small button beside See the cards)."""
        return not self.results_lines and self.resume_info is None

    def _offer_first_game(self) -> None:
        """Light the First game button for a newcomer (`newcomer`)."""
        self.first_game.active = self.newcomer()

    def _add_message(self, problem: str | None) -> None:
        """Say `problem` too, on a line of its own under what the message says (play-test 33 read
        a broken settings file's line and a broken autosave's run together as one paragraph)."""
        if problem and problem not in self.message:
            self.message = f"{self.message}\n{problem}" if self.message else problem

    def refresh_autosave(self) -> None:
        """Enable Continue for a game that can go on (and say which game it is); offer Discard
        for a damaged autosave."""
        info = self.app.autosave_info()
        can_continue = info is not None and info.error is None
        problem = info.error if info is not None else None
        self.resume_line = ""
        self.resume_info = None
        if can_continue:
            assert info is not None
            self.resume_info = info
            self.resume_line = resume_text(info, None)
        self.cont.enabled = can_continue
        self.broken_autosave = problem is not None
        if problem is not None:
            self.cont.why = "The saved game cannot be read"
            self._add_message(f"The saved game cannot be continued: {problem}")
        else:
            self.cont.why = "" if can_continue else "No saved game yet"
        self._offer_first_game()

    def _discard(self) -> None:
        self.message = self.app.discard_autosave()
        self.refresh_autosave()

    def exit(self) -> None:
        """Nothing to release."""

    def resize(self, size: tuple[int, int]) -> None:
        """Centre the form in the window; on a low window (under `COMPACT_HEIGHT`) close it up:
        a smaller title with the seat count beside it, closer rows, and room for the seats in
        play only (at 640x480 a
        play-test found Start, Continue, Load and Quit below the window's edge)."""
        w, h = size
        self.size = size
        self.compact = h < COMPACT_HEIGHT
        left = w // 2 - 300
        if self.compact:
            # The seat count and its - and + go up beside the title (at every count, so that
            # + stays under the pointer), and the seat rows close up as far as needed
            # (640x480 with 5 or 6 seats).
            header, rows = 0, self.count
            below = 6 + 80 + 48 + 48 + 28 + 12  # the deck, seed and speed lines, the big buttons, the resume line
            step = max(TIGHT_ROW, min(36, (h - 60 - below) // rows))
            most = 6 * max(TIGHT_ROW, min(36, (h - 60 - below) // 6))  # six seats' rows
            form = 60 + most + 6 + 80 + 48 + 44 + 62  # title to the Discard button
            top = max(64, (h - form) // 2 + 60)  # the same for every count: + stays put
        else:
            header, top, step, rows = 40, max(130, h // 2 - 250), 42, 6  # header: the "Seats: N" line
        row_height = min(34, step - 2)
        for i in range(6):
            y = top + header + min(i, rows - 1) * step
            self.kinds[i].rect = pygame.Rect(left + 130, y, self.kinds[i].rect.width, row_height)
            self.colours[i].rect = pygame.Rect(left + 310, y, self.colours[i].rect.width, row_height)
        count_y = top - 52 if self.compact else top + 2  # on the "Seats: N" line (play-test 39 read them as seat 1's)
        self.minus.rect.topleft = (left + 460, count_y)
        self.plus.rect.topleft = (left + 510, count_y)
        y = top + header + rows * step + (6 if self.compact else 14)
        self.deck.rect.topleft = (left + 130, y)
        self.deck_folder.rect.topleft = (left + 400, y)
        line = 40 if self.compact else 44
        self.seed.rect.topleft = (left + 130, y + line)
        self.see_cards.rect.topleft = (left + 300, y + line)  # under the deck, above Settings
        self.speed.rect.topleft = (left + 130, y + 2 * line)
        by = y + 2 * line + (48 if self.compact else 62)
        place_in_row(self.main_buttons, w // 2, by)
        self.rules.rect.topleft = (left + 440, y + 2 * line)
        self.first_game.rect.topleft = (left + 440, y + line)
        self.settings_button.rect.topleft = (left + 300, y + 2 * line)  # between Speed and Rules
        self.discard.rect.topleft = (w // 2 - 100, by + (50 if self.compact else 56))
        self.origin = (left, top)

    def preview_rect(self, panel: pygame.Rect, width: int) -> pygame.Rect | None:
        """Where the deck preview goes: beside the form, or in the form's free seat rows."""
        room = width - panel.right - 20
        if room >= 230:
            return pygame.Rect(panel.right + 10, panel.y + 110, min(360, room), min(panel.height - 110, 400))
        if self.count <= 3 and not self.compact:  # the close layout has no free seat rows
            top = self.kinds[3].rect.top
            return pygame.Rect(panel.x + 20, top, panel.width - 40, self.deck.rect.top - 10 - top)
        return None

    def results_rect(self, panel: pygame.Rect) -> pygame.Rect | None:
        """Where the player's results go: left of the form, level with the deck preview on its
        right, when there are results and room (none in a narrow window)."""
        room = panel.x - 20
        if not self.results_lines or room < 200:
            return None
        width = min(300, room)
        height = 40 + 24 * len(self.results_lines)
        return pygame.Rect(panel.x - 10 - width, panel.y + 110, width, height)

    def _draw_results(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """"Your results": games and wins in all, then per computer level."""
        draw_panel(surface, rect)
        surface.blit(text("Your results", 18, ACCENT, bold=True), (rect.x + 12, rect.y + 10))
        for i, line in enumerate(self.results_lines):
            surface.blit(text(line, 16, INK if i == 0 else INK_DIM), (rect.x + 12, rect.y + 38 + 24 * i))

    def widgets(self) -> list[Button | Selector | TextField]:
        """Every active widget."""
        return ([*self.kinds[: self.count], *self.colours[: self.count], self.minus, self.plus, self.deck,
                 self.deck_folder, self.see_cards, self.seed, self.speed,
                 *(b for b in self.main_buttons if b is not self.start or self.deck_ok), self.rules, self.settings_button,
                 self.first_game,
                 *([self.discard] if self.broken_autosave else [])])

    def focus_order(self) -> list[Button | Selector | TextField]:
        """The controls shown, in the order Tab goes through them: the seat count, each seat's
        level and colour, the deck line, the seed line, the speed line, the big buttons, Discard."""
        shown = self.widgets()
        order: list[Button | Selector | TextField] = [self.minus, self.plus]
        for kind, colour in zip(self.kinds[: self.count], self.colours[: self.count], strict=True):
            order += [kind, colour]
        order += [self.deck, self.deck_folder, self.seed, self.see_cards, self.first_game, self.speed,
                  self.settings_button, self.rules, *self.main_buttons, self.discard]
        return [widget for widget in order if widget in shown]

    def move_focus(self, delta: int) -> None:
        """Tab (`delta` 1) or Shift+Tab (-1): the focus ring to the next (previous) control that
        can be used, the first (last) when there is no ring. The seed field takes the typing
        while the ring is on it."""
        order = self.focus_order()
        if not order:
            return
        start = order.index(self.focused) if self.focused in order else (-1 if delta > 0 else len(order))
        for k in range(1, len(order) + 1):
            widget = order[(start + delta * k) % len(order)]
            if getattr(widget, "enabled", True):
                self.focused = widget
                break
        self.seed.focused = self.focused is self.seed
        if self.seed.focused:
            self.seed.select_all()  # digits typed replace the seed shown

    def _focus_key(self, event: pygame.event.Event) -> bool:
        """Tab and Shift+Tab move the focus ring; Enter or Space activates the control it is on
        (a button as a click, a selector steps to its next value), Left and Right step a
        selector back and on. True when `event` was one of these."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB:
            self.move_focus(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
            return True
        widget = self.focused
        if widget is None or widget is self.seed or widget not in self.focus_order():
            return False  # (the seed field takes its keys: Enter leaves it)
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            step = 1
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and isinstance(widget, Selector):
            step = -1 if event.key == pygame.K_LEFT else 1
        else:
            return False
        if isinstance(widget, Button):
            widget.press()
        elif isinstance(widget, Selector):
            if widget is self.deck:
                self.refresh_decks()  # a deck copied in a moment ago is among those it steps through
            widget.step(step)
        self._remember_setup()
        return True

    def _change_count(self, delta: int) -> None:
        self.count = max(2, min(6, self.count + delta))
        self._limit_count_buttons()
        if self.compact:
            self.resize(self.size)  # the close layout has rows for the seats in play only
        for i, picker in enumerate(self.colours[: self.count]):  # a seat added takes a free colour
            used = {c.value for c in self.colours[:i]}
            if picker.value in used:
                picker.set(next(c for c in palette.SEAT_COLOURS if c not in used))

    def _limit_count_buttons(self) -> None:
        """- and + grey out at 2 and 6 seats, saying why (a play-test clicked them there and
        nothing happened)."""
        self.minus.enabled, self.plus.enabled = self.count > 2, self.count < 6
        self.minus.why = "" if self.minus.enabled else "A game has 2 to 6 seats"
        self.plus.why = "" if self.plus.enabled else "A game has 2 to 6 seats"

    def seats(self) -> list[str]:
        """The chosen seats as `--seats` names."""
        return [k.value.lower() for k in self.kinds[: self.count]]

    def chosen_colours(self) -> list[str] | None:
        """The chosen colours, or None (with a message) when two seats share one."""
        colours = [c.value for c in self.colours[: self.count]]
        if len(set(colours)) != len(colours):
            self.message = "Two seats have the same colour: pick a different one for each seat."
            return None
        return colours

    def _start(self) -> None:
        self.preview_deck()
        if not self.deck_ok:  # said where Start was and in the deck's panel already
            return
        colours = self.chosen_colours()
        if colours is None:
            return
        try:
            seed = int(self.seed.value) if self.seed.value else None
        except ValueError:  # isdigit() lets through digits int() refuses, e.g. superscripts
            self.message = f"The seed must be a number written with 0-9, not {self.seed.value!r}."
            return
        deck_path = self.decks[self.deck.index]
        seats, speed = self.seats(), self.speed.value
        self._remember(**self.setup(), speed=speed)

        def proceed() -> None:
            error = self.app.new_game(seats, seed=seed, deck_path=deck_path, colours=colours, speed=speed) or ""
            self.preview_deck()  # a deck broken since it was looked at says so in its panel, live
            self.message = "" if error and error == self.preview.error else error
            if not error:  # the game has started: its seed is used up, the next one is random
                self.seed.value = ""

        self.app.keep_game_first(proceed, back=self)

    def _continue(self) -> None:
        self.message = self.app.continue_game(speed=self.speed.value) or ""

    def handle_event(self, event: pygame.event.Event) -> None:
        """Route the event to the widgets (a click on the deck panel's cards shows them large); Tab
        moves the focus ring and Enter or Space activates its control (`_focus_key`); with no
        ring Enter starts, Escape quits."""
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.resize(self.app.screen.get_size())
            return
        if event.type == pygame.WINDOWFOCUSGAINED:  # back from the file manager: new decks?
            self.refresh_decks()
            return
        quit_asked = self.notice == QUIT_ASK
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):  # the player goes on: the notice goes
            self.notice = ""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.focused = None  # the ring is the keyboard's: a click puts it away
        if self._focus_key(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and self.deck.rect.collidepoint(event.pos):
            self.refresh_decks()  # a deck copied in a moment ago is among those the click steps through
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            cards = self.preview_cards_rect()
            over = cards is not None and cards.collidepoint(event.pos)
            if event.type == pygame.MOUSEMOTION:
                self.preview_hover = over
            elif over and event.button == 1:
                self._see_cards()
                return
        for widget in self.widgets():
            if widget.handle(event):
                self._remember_setup()
                if self.focused is self.seed and not self.seed.focused:
                    self.focused = None  # Enter left the seed field: the next Enter starts, as ever
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._start()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if quit_asked:
                self.app.quit()
            else:
                self.show_notice(QUIT_ASK)

    def update(self, dt: float) -> None:
        """Animate the backdrop; list the decks and look at the chosen one's file every
        DECK_CHECK_SECONDS (a deck copied in, removed or edited meanwhile?); age the notice."""
        self.t += dt
        self.deck_check += dt
        if self.deck_check >= DECK_CHECK_SECONDS:
            self.deck_check = 0.0
            self.refresh_decks()
        if self.notice:
            self.notice_age += dt
            if self.notice_age >= NOTICE_SECONDS:
                self.notice = ""

    def draw(self, surface: pygame.Surface) -> None:
        """The title, the form and the buttons over the animated sea."""
        self.app.draw_backdrop(surface, self.t)
        w, h = surface.get_size()
        left, top = self.origin
        if self.compact:
            bottom = (self.discard.rect.bottom if self.broken_autosave else
                      self.start.rect.bottom + (28 if self.resume_line else 0)) + 12
            panel = pygame.Rect(left - 30, top - 60, 660, bottom - (top - 60))
        else:
            panel = pygame.Rect(left - 30, top - 120, 660, 680)
        self.deck_in_panel = self.preview_rect(panel, w) is not None
        notice = self._notice_box(panel, h) if self.notice else None
        if notice is not None:
            panel.height = max(panel.height, notice[0].bottom + 12 - panel.y)
        self.panel_rect = panel
        draw_panel(surface, panel)
        if self.compact:
            title = text("Tongiaki", 40, ACCENT, bold=True)
            surface.blit(title, title.get_rect(topleft=(left, top - 56)))  # the seat count on its right
        else:
            title = text("Tongiaki", 64, ACCENT, bold=True)
            surface.blit(title, title.get_rect(midtop=(w // 2, top - 110)))
            sub = text("Journey into the unknown", 22, INK_DIM)
            surface.blit(sub, sub.get_rect(midtop=(w // 2, top - 50)))
        if self.compact:  # beside the title, left of its - and + buttons
            label = text(f"Seats: {self.count}", 20, INK, bold=True)
            surface.blit(label, label.get_rect(midright=(self.minus.rect.x - 10, self.minus.rect.centery)))
        else:
            surface.blit(text(f"Seats: {self.count}", 20, INK, bold=True), (left, top + 8))
            if not any(b.hover and not b.enabled for b in (self.minus, self.plus)):  # else the reason shows
                # there, above the greyed button (play-test 25 saw it run into this line)
                surface.blit(text("(click: next choice, right-click: back)", 15, INK_DIM), (left + 130, top + 12))
        for i in range(self.count):
            y = self.kinds[i].rect.centery
            icon = shipart.ship_sprite(self.colours[i].value, 30)
            surface.blit(icon, icon.get_rect(midleft=(left + 72, y)))
            label = text(f"Seat {i + 1}", 18, INK)
            surface.blit(label, label.get_rect(midleft=(left, y)))
        widget: Button | Selector | TextField
        for caption, widget in (("Deck", self.deck), ("Seed", self.seed), ("Speed", self.speed)):
            surface.blit(text(caption, 20, INK, bold=True), (left, widget.rect.y + 8))
        for widget in self.widgets():
            widget.draw(surface)
        if not self.deck_ok:
            pygame.draw.rect(surface, (70, 30, 30), self.start.rect, border_radius=8)
            for i, word in enumerate(self.start_gives_way()):
                label = text(word, 16, WARN, bold=True)
                surface.blit(label, label.get_rect(center=(self.start.rect.centerx, self.start.rect.centery - 9 + 18 * i)))
        if self.focused is not None and self.focused in self.focus_order():
            pygame.draw.rect(surface, ACCENT, self.focused.rect.inflate(8, 8), width=3, border_radius=10)
        preview = self.preview_rect(panel, w)
        if preview is not None:
            self.preview.draw(surface, preview, self.preview_problem(), hover=self.preview_hover)
        self.results_box = self.results_rect(panel)
        message = self._message_box(panel, surface.get_height()) if self.shown_message() else None
        if self.results_box is not None:  # (None too where the message needs its place)
            self._draw_results(surface, self.results_box)
        about = self._hover_text()
        if about:
            line = text(about, 16, ACCENT)
            if self.compact:  # no room under the seats: at the window's foot, clear of its edges
                lines = wrap(about, 16, w - 40)
                y = surface.get_height() - 6 - len(lines) * line.get_height()
                for part in lines:
                    image = text(part, 16, ACCENT)
                    surface.blit(image, image.get_rect(midtop=(w // 2, y)))
                    y += image.get_height()
            else:
                surface.blit(line, line.get_rect(midtop=(w // 2, self.kinds[self.count - 1].rect.bottom + 8)))
        if self.resume_line:
            assert self.resume_info is not None
            line = text(resume_text(self.resume_info, panel.width - 40), 16, INK_DIM)
            surface.blit(line, line.get_rect(midtop=(w // 2, self.start.rect.bottom + 10)))
        self.notice_rect = None
        if notice is not None:
            self._draw_notice(surface, *notice)
        self.message_rect = None
        if message is not None:
            self._draw_message(surface, *message)

    def shown_message(self) -> str:
        """What the message box says: the message, and the chosen deck's error where the deck's
        panel does not show (a narrow window). The deck's error is said in one place, and goes
        when the deck is fixed on disk: play-test 29 saw it twice, in the panel and in a box on
        the left (`play --deck` passed it as a message), and the box kept it after the fix."""
        deck_error = None if self.deck_in_panel else self.preview.error
        if deck_error and deck_error not in self.message:
            return f"{self.message}\n{deck_error}" if self.message else deck_error
        return self.message

    def _hover_text(self) -> str:
        """What the hovered seat level or the First game button does, in one line (for anything
        else, `NEWCOMER` to a newcomer, else ''; a play-test found "First game" unexplained beside
        the levels that are)."""
        hovered = next((k for k in self.kinds[: self.count] if k.hover), None) or next(
            (k for k in self.kinds[: self.count] if k is self.focused), None
        )
        if hovered is not None:
            from tongiaki.ai import DESCRIPTIONS

            level = hovered.value.lower()
            return "A person at this computer plays this seat." if level == "human" else DESCRIPTIONS.get(level, "")
        if self.first_game.hover or self.first_game is self.focused:
            return FIRST_GAME_ABOUT
        return NEWCOMER if self.newcomer() else ""

    def _notice_box(self, panel: pygame.Rect, height: int) -> tuple[pygame.Rect, list[str]]:
        """Where the notice goes and its lines: under the main buttons (and the resume line), the
        panel grown to hold it, where the window has the room and no message shows there; else
        inside the panel's top, over the title (a play-test found the notice over the panel's
        bottom edge). Each line of the notice starts a new line; long ones are wrapped, a folder's
        path after one of its separators."""
        room = panel.width - 60
        lines = [part for line in self.notice.split("\n")
                 for part in (wrap_path(line, NOTICE_SIZE, room, bold=True) if os.path.isabs(line)
                              else wrap(line, NOTICE_SIZE, room, bold=True))]
        box = pygame.Rect(panel.x + 20, 0, panel.width - 40, len(lines) * self._line_step(NOTICE_SIZE) + 14)
        below = (self.discard.rect.bottom if self.broken_autosave else
                 self.start.rect.bottom + (30 if self.resume_line else 0)) + 10
        if not self.shown_message() and below + box.height + 12 <= height:
            box.y = below
        else:
            box.y = panel.y + 8
        return box, lines

    @staticmethod
    def _line_step(size: int) -> int:
        """Pixels from one line of bold text of `size` to the next."""
        return text("Ag", size, INK, bold=True).get_height() + 2

    def _draw_notice(self, surface: pygame.Surface, box: pygame.Rect, lines: list[str]) -> None:
        """The notice in its box, in the text's usual colour (it is information, not an error)."""
        self.notice_rect = box
        draw_panel(surface, box, NOTICE_FILL)
        y = box.y + 7
        for line in lines:
            label = text(line, NOTICE_SIZE, INK, bold=True)
            surface.blit(label, label.get_rect(midtop=(box.centerx, y)))
            y += self._line_step(NOTICE_SIZE)

    def _message_box(self, panel: pygame.Rect, h: int) -> tuple[pygame.Rect, list[str]]:
        """Where the message goes and its lines (each problem starts a line of its own): under
        the buttons; where it does not fit there, beside the form on the left (a play-test found
        it over the Discard button and the main buttons), under Your results where they show
        there (play-test 33 found it over them) or in their place where it fits under them
        nowhere (`results_box` is then None: the problem is the more urgent), else as low as
        the whole of it still shows."""
        step = self._line_step(17)
        below = (self.discard.rect.bottom if self.broken_autosave else self.start.rect.bottom + 24) + 14
        box = pygame.Rect(panel.x, below - 6, panel.width, 0)
        message = self.shown_message().split("\n")
        lines = [part for line in message for part in wrap(line, 17, box.width - 90, bold=True)]
        height = len(lines) * step
        side = panel.x - 30
        if below + height + 12 > h and side >= 230:
            box = pygame.Rect(10, 0, side, 0)
            lines = [part for line in message for part in wrap(line, 17, box.width - 30, bold=True)]
            height = len(lines) * step
            box.y = max(10, panel.centery - height // 2)
            results = self.results_box
            if results is not None and box.x < results.right and results.left < box.right:
                if results.bottom + 10 + height + 10 <= h:
                    box.y = max(box.y, results.bottom + 10)
                elif box.y < results.bottom + 10 and results.top < box.y + height + 10:
                    self.results_box = None
        else:
            box.y = min(box.y, h - height - 18)  # the whole message stays on the screen
        box.height = height + 10
        return box, lines

    def _draw_message(self, surface: pygame.Surface, box: pygame.Rect, lines: list[str]) -> None:
        """The message's lines in their box (`_message_box`)."""
        self.message_rect = box
        draw_panel(surface, box)
        y = box.y + 6
        for line in lines:
            label = text(line, 17, WARN, bold=True)
            surface.blit(label, label.get_rect(midtop=(box.centerx, y)))
            y += self._line_step(17)


COMPACT_HEIGHT = 680
"""A window lower than this gets the start screen's close layout (`StartScene.resize`)."""
TIGHT_ROW = 30
"""The closest seat rows (px from one to the next) of the tightest layout."""


def wrap_path(path: str, size: int, width: int, bold: bool = False) -> list[str]:
    """`path` in lines that fit `width` pixels, each broken after a separator ("/" or "\\") where
    it can be (a play-test's folder broke inside ".local"), a name longer than a line cut."""
    face = font(size, bold)
    lines: list[str] = []
    line = ""
    for part in re.split(r"(?<=[/\\])", path):
        if not part:
            continue
        if line and face.size(line + part)[0] > width:
            lines.append(line)
            line = ""
        line += part
        if face.size(line)[0] > width:  # one name wider than a line
            *whole, line = wrap(line, size, width, bold) or (line,)
            lines += whole
    if line:
        lines.append(line)
    return lines


def resume_text(info: SaveInfo, width: int | None, size: int = 16) -> str:
    """'Continue: Blue (you) 17, Green (easy) 10; turn 7' fitted to `width` pixels (None:
    whole): every score shows with whose it is, the players named as the game names them, by
    colour or by initial, whichever fits first (`SaveInfo.scored_to_fit`, as the Load list words
    them; the line read "scores 3-5-2" and a six-seat game's ran past the panel). A game still in
    its setup has no scores: its players, named shorter or counted where they do not fit. A
    game of another deck than the standard one ends in '; deck: Two Canoes' (play-test 25's line
    did not say it), its name cut short only where nothing else leaves room for it."""
    tail = f"; deck: {info.deck}" if info.deck else ""
    standing = info.standing()

    def fits(line: str) -> bool:
        return width is None or text(line, size).get_width() <= width

    if not info.setting_up:
        who = info.scored_to_fit(lambda scored: fits(f"Continue: {scored}; {standing}{tail}"))
        options: tuple[str, ...] = (who,)
    else:
        players = info.players()
        options = (", ".join(players), ", ".join(name.split(" (")[0] for name in players), f"{len(players)} players")
    for who in options:
        line = f"Continue: {who}; {standing}{tail}"
        if fits(line):
            return line
    if info.deck and width is not None:
        head = f"Continue: {options[-1]}; {standing}; deck: "
        room = width - text(head, size).get_width()
        if room >= text("Ab…", size).get_width():
            return head + clip_to_width(info.deck, size, room)
    return f"Continue: {options[-1]}; {standing}" if not info.setting_up else f"Continue: {standing}"
