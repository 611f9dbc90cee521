"""The desktop game: window, main loop, scene switching, autosave, remembered settings.

One loop (events -> update(dt) -> draw -> flip -> tick). Scenes (start, table, score, load,
settings, dialogs) share the window through the `App`, which also owns starting, continuing,
loading and autosaving games, and the player's settings (`play/settings.py`: read at start,
saved whenever one changes). A game in progress is never replaced without asking: starting or
loading another game while one is autosaved opens the keep-game dialog first.
`App.step(dt, events)` runs exactly one frame, so tests drive the game with synthetic events.
"""

from __future__ import annotations

import importlib
import random
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from tongiaki.app.art import palette
from tongiaki.app.scenes.base import Scene
from tongiaki.app.sound import Sounds
from tongiaki.app.view.camera import set_card_size
from tongiaki.app.view.display import SPEEDS
from tongiaki.app.widgets.hud import set_player_scale
from tongiaki.play.saves import same_game
from tongiaki.play.settings import Settings, load_settings, save_settings
from tongiaki.resources import data_path

if TYPE_CHECKING:
    from tongiaki.app.scenes.table import TableScene
    from tongiaki.play.match import Match
    from tongiaki.play.saves import SaveInfo
    from tongiaki.rules import Deck

WINDOW_TITLE = "Tongiaki"
FPS = 60
DEFAULT_SIZE = (1280, 800)
MIN_WINDOW = (640, 480)
"""The smallest window the table is laid out for (`--size` refuses less; a window made smaller
is enlarged again)."""
MAX_WINDOW = (7680, 4320)
"""The largest window size taken (an 8K screen): SDL makes a larger window 16384x16384, whose
surfaces took 5 GB."""
FRAME_ALLOWANCE = (16, 72)
"""Pixels of the screen a window cannot use: its borders, its title bar and a task bar or dock."""
PRELOADED = (
    "tongiaki.ai",
    "tongiaki.app.art.guidepics",
    "tongiaki.app.art.oceanmap",
    "tongiaki.app.scenes.deckview",
    "tongiaki.app.scenes.help",
    "tongiaki.app.scenes.keepgame",
    "tongiaki.app.scenes.load",
    "tongiaki.app.scenes.replay",
    "tongiaki.app.scenes.score",
    "tongiaki.app.scenes.settings",
    "tongiaki.app.scenes.start",
    "tongiaki.app.scenes.table",
    "tongiaki.app.scenes.tutorial",
    "tongiaki.app.view.camera",
    "tongiaki.app.widgets.hud",
    "tongiaki.play.decks",
    "tongiaki.play.inputs",
    "tongiaki.play.match",
    "tongiaki.play.records",
    "tongiaki.play.results",
    "tongiaki.play.saves",
    "tongiaki.play.tutorial",
    "tongiaki.resources",
    "tongiaki.rules",
    "tongiaki.rules.hexgrid",
)
"""Every module the app imports where it is first used (a scene, saves, results): `App.run`
imports them all once the first frame shows, so the game runs on the code of one moment. Play-test
27's replay, imported at the end of a game from a tree edited since the launch, did not match the
table loaded at the launch and crashed on "Review moves"; a broken install now stops at the launch.
They take 0.10 s: imported before the first frame they took it from 0.36 s to 0.48 s (import to
the start screen drawn at 1280x800 on the 2-core test machine), after it the first frame is as
before."""


def choose_window_size(desktops: list[tuple[int, int]]) -> tuple[int, int]:
    """The first window's size for the screen it opens on (`desktops[0]`, as
    `pygame.display.get_desktop_sizes()` gives them, in the desktop's own scaled units on
    HiDPI screens): 1280x800 where it fits with its title bar, 80 % of a larger screen, and all
    the screen leaves free on one too small for 1280x800 (1366x768 gives 1350x696: a play-test's
    laptop opened a 1280x696 window with a strip of desktop beside it). The allowance
    (`FRAME_ALLOWANCE`) is there on every screen: on a bare X server with no window manager
    (play-test 29's Xvfb) the 1264x728 window of a 1280x800 screen opens centred, and the bands
    round it are the X root's black, not the game's (every scene fills its window edge to edge)."""
    if not desktops or min(desktops[0]) <= 0:
        return DEFAULT_SIZE
    dw, dh = desktops[0]
    free_w, free_h = dw - FRAME_ALLOWANCE[0], dh - FRAME_ALLOWANCE[1]
    w = min(free_w, max(DEFAULT_SIZE[0], round(dw * 0.8)))
    h = min(free_h, max(DEFAULT_SIZE[1], round(dh * 0.8)))
    if h < DEFAULT_SIZE[1]:  # a small screen: the whole of it
        w = max(w, free_w)
    return (max(MIN_WINDOW[0], w), max(MIN_WINDOW[1], h))


def _set_minimum_size() -> None:
    """Ask the window manager not to make the window smaller than `MIN_WINDOW` (where the
    video driver supports it; `App._window_surface` enlarges it again otherwise)."""
    try:
        with warnings.catch_warnings():  # pygame-ce 2.5 deprecates the call, and has no other way yet
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        window.minimum_size = MIN_WINDOW
    except (AttributeError, pygame.error):
        pass


def parse_size(text: str) -> tuple[int, int] | None:
    """'1280x800' -> (1280, 800); 'auto' -> None (fit the screen); ValueError with a clear
    message otherwise."""
    if text.strip().lower() == "auto":
        return None
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise ValueError(f"--size must look like 1280x800 (or be auto), not {text!r}") from None
    if w < MIN_WINDOW[0] or h < MIN_WINDOW[1]:
        raise ValueError(f"--size {text} is too small (at least {MIN_WINDOW[0]}x{MIN_WINDOW[1]})")
    if w > MAX_WINDOW[0] or h > MAX_WINDOW[1]:
        raise ValueError(f"--size {text} is too large (at most {MAX_WINDOW[0]}x{MAX_WINDOW[1]})")
    return w, h


def parse_seats(text: str) -> list[str]:
    """'human,easy,medium' -> seat names, checked against the AI levels. A person's seat may be
    written "you" as well (the table calls it "Blue (you)": play-test 37 tried `--seats you,...`)."""
    from tongiaki.ai import LEVELS

    seats = [PERSON_ALIASES.get(s.strip().lower(), s.strip().lower()) for s in text.split(",") if s.strip()]
    if not 2 <= len(seats) <= 6:
        raise ValueError(f"--seats needs 2 to 6 seats, got {len(seats)}")
    for seat in seats:
        if seat != "human" and seat not in LEVELS:
            raise ValueError(f"--seats: unknown seat {seat!r}; use human (or you) or one of {', '.join(LEVELS)}")
    return seats


PERSON_ALIASES = {"you": "human", "me": "human", "person": "human"}
"""Other words `--seats` takes for a person's seat."""


def seat_names(seats: list[str], colours: list[str]) -> list[str]:
    """Display names: the colour and who plays it ("Blue (you)", "Green (easy)"). With more than
    one human seat (a hot-seat game) no seat is "you": each human seat is its colour alone
    ("Blue", "Orange"; a play-test read "Blue (you)" and "Orange (you)" at one table)."""
    hot_seat = sum(seat == "human" for seat in seats) > 1
    return [c.capitalize() if s == "human" and hot_seat else f"{c.capitalize()} ({'you' if s == 'human' else s})"
            for s, c in zip(seats, colours, strict=False)]


def colours_of(match: Match) -> list[str]:
    """The seats' colours of a match: as chosen when it was started (its `colours`, or read back
    from the display names its record keeps, "Blue (you)"), else the default order."""
    players = len(match.seats)
    chosen = getattr(match, "colours", None)
    if not chosen and match.names:
        chosen = [name.split(" (")[0].strip().lower() for name in match.names]
    if chosen and len(chosen) == players and len(set(chosen)) == players and set(chosen) <= set(palette.SEAT_COLOURS):
        return list(chosen)
    return list(palette.SEAT_COLOURS[:players])


class App:
    """The window and its scenes."""

    def __init__(self, size: tuple[int, int] | None = DEFAULT_SIZE, *, autoplay: bool = False,
                 ai_iterations: int | None = None, instant_steps: int | None = None) -> None:
        """`size` None fits the window to the screen (`choose_window_size`); `ai_iterations`
        caps the hard and expert seats' search instead of their clock; `instant_steps` makes
        the instant speed take that many moves per frame instead of filling a frame's time
        (tests: frame counts then never depend on the machine)."""
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(WINDOW_TITLE)
        if size is None:
            try:
                desktops = pygame.display.get_desktop_sizes()
            except pygame.error:
                desktops = []
            size = choose_window_size(list(desktops))
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        _set_minimum_size()
        self._set_icon()
        self.clock = pygame.time.Clock()
        self.scene: Any = None
        """The current scene (start, table, score): enter/exit/handle_event/update/draw."""
        self.running = True
        self.autoplay = autoplay
        self.ai_iterations = ai_iterations
        self.instant_steps = instant_steps
        self.finished_match: Any = None
        self._kept_finished: tuple[int, int] | None = None
        """(id, moves) of the finished match last kept as the last finished game (`keep_finished`)."""
        self.reopened: Match | None = None
        """The match put on the table already finished (`show_match`: `tongiaki play --load` of a
        finished record): its end was not played here, so it is not counted in the results
        again, not kept as the last finished game and leaves the autosave alone."""
        self.last_game: dict[str, Any] = {}
        self.backdrop: tuple[Any, Any] | None = None
        self.exit_code = 0
        from tongiaki.app.scenes.help import HelpOverlay

        self.help = HelpOverlay()
        self.help.topic_source = lambda: getattr(self.scene, "help_topic", lambda: None)()
        self.settings, self.settings_problem = load_settings(colours=palette.SEAT_COLOURS, speeds=tuple(SPEEDS))
        """The player's settings; `settings_problem` is the one line about a broken file, or None."""
        if self.settings_problem:
            print(f"tongiaki: {self.settings_problem}", file=sys.stderr)
        self.sounds = Sounds(self.settings.volume, self.settings.muted)
        self.fullscreen = False
        self.windowed_size: tuple[int, int] | None = None
        """The window's size before it filled the screen, given back when it stops."""
        set_player_scale(self.settings.ui_scale)
        set_card_size(self.settings.card_size)
        if self.settings.fullscreen:
            self.set_fullscreen(True)

    def _set_icon(self) -> None:
        icon = data_path("assets/icons/tongiaki.png")
        if icon.exists():
            try:
                pygame.display.set_icon(pygame.image.load(str(icon)))
            except pygame.error:
                pass

    # ------------------------------------------------------------------ scenes

    def switch(self, scene: Scene) -> None:
        """Leave the current scene and enter `scene`."""
        if self.scene is not None:
            self.scene.exit()
        self.scene = scene
        scene.enter()

    def to_menu(self, *, deck: str | Path | None = None, message: str = "") -> None:
        """Back to the start screen (the table scene autosaves on exit).

        `deck` preselects that deck file; `message` is shown on the screen (e.g. why it is bad).
        """
        from tongiaki.app.scenes.start import StartScene

        self.switch(StartScene(self, deck=deck, message=message))

    def quit(self) -> None:
        """Close the window at the end of this frame."""
        self.running = False

    # ------------------------------------------------------------------ settings

    def update_settings(self, **changes: Any) -> str | None:
        """Change settings, apply them at once and save them; returns why they could not be saved.
        Unchanged settings are not written again, unless the file was broken (it is replaced)."""
        old = self.settings
        self.settings = old.changed(**changes)
        self.apply_settings(old)
        if self.settings == old and not self.settings_problem:
            return None
        problem = save_settings(self.settings)
        if problem:
            print(f"tongiaki: {problem}", file=sys.stderr)
        else:
            self.settings_problem = None  # the broken file has been replaced by a good one
        return problem

    def apply_settings(self, old: Settings | None = None) -> None:
        """Put the settings into effect: sound, UI scale, full screen."""
        settings = self.settings
        self.sounds.volume = settings.volume
        self.sounds.muted = settings.muted
        set_player_scale(settings.ui_scale)
        set_card_size(settings.card_size)
        if old is not None and (old.ui_scale, old.card_size) != (settings.ui_scale, settings.card_size) \
                and hasattr(self.scene, "resize"):
            self.scene.resize(self.screen.get_size())
        if settings.fullscreen != self.fullscreen:
            self.set_fullscreen(settings.fullscreen)

    def open_settings(self, back: Scene | None = None) -> None:
        """The settings screen, over `back` (the scene to return to; the menu if None)."""
        from tongiaki.app.scenes.settings import SettingsScene

        self.switch(SettingsScene(self, back=back))

    def open_load(self) -> None:
        """The list of saved games."""
        from tongiaki.app.scenes.load import LoadScene

        self.switch(LoadScene(self))

    def open_deck_view(self, path: Path, back: Scene | None = None) -> None:
        """Every card of the deck file at `path`, large (`back`: the scene to return to; the menu
        if None)."""
        from tongiaki.app.scenes.deckview import DeckViewScene

        self.switch(DeckViewScene(self, path, back=back))

    def save_as(self, table: TableScene) -> None:
        """Ask for a name and save the table's game under it (back to the table after)."""
        from tongiaki.app.scenes.keepgame import SaveAsDialog

        self.switch(SaveAsDialog(self, table))

    def draw_backdrop(self, surface: pygame.Surface, t: float) -> None:
        """The animated ocean behind menus."""
        if self.backdrop is None:
            from tongiaki.app.view.camera import Camera

            try:
                from tongiaki.app.art.oceanmap import load_ocean_map

                self.backdrop = (load_ocean_map(), Camera(zoom=0.6))
            except Exception:
                self.backdrop = (None, None)
        ocean, camera = self.backdrop
        if ocean is None or camera is None:
            surface.fill((18, 62, 104))
        else:
            camera.offset = (-t * 12.0, -t * 5.0)
            ocean.draw(surface, camera, t)

    # ------------------------------------------------------------------ games

    def new_game(self, seats: list[str], *, seed: int | None = None, deck_path: str | Path | None = None,
                 colours: list[str] | None = None, speed: str | None = None,
                 deck: Deck | None = None) -> str | None:
        """Start a new match on the table (at `speed`, by default the settings'); returns an error
        message instead if the deck is bad. `deck` (a deck as a saved game recorded it, with no
        file that holds it) is played when no `deck_path` is given."""
        from tongiaki.play.decks import DEFAULT_DECK_PATH, DeckError, load_deck
        from tongiaki.play.match import Match

        if deck is None or deck_path is not None:
            try:
                deck = load_deck(deck_path or DEFAULT_DECK_PATH)
            except DeckError as exc:
                return str(exc)
        if seed is None:
            seed = random.SystemRandom().randrange(1_000_000)
        colours = colours or list(palette.SEAT_COLOURS[: len(seats)])
        try:
            match = Match(deck, seats, seed)
        except ValueError as exc:  # the deck's starting island cannot seat this many (R10)
            return str(exc)
        match.colours = colours  # type: ignore[attr-defined]
        match.names = seat_names(seats, colours)  # kept in the record, so the colours come back on load
        speed = self.game_speed(speed)
        self.last_game = {"seats": seats, "seed": seed, "deck_path": deck_path, "colours": colours, "speed": speed,
                          "deck": deck}
        self.show_match(match, colours, speed)
        return None

    def game_speed(self, speed: str | None) -> str:
        """The speed a game is played at: `speed`, kept in the settings (the table's Speed button
        and the Settings screen show the settings' one: play-test 26 started a game from the
        command line without --speed and read "Speed: normal" on the button, "fast" in
        Settings), or the settings' speed when None. An unattended game (--autoplay) keeps the
        settings as they are."""
        if speed is None or speed not in SPEEDS:
            return self.settings.speed
        if speed != self.settings.speed and not self.autoplay:
            self.update_settings(speed=speed)
        return speed

    def show_match(self, match: Match, colours: list[str], speed: str | None = None) -> None:
        """Put a match on the table (at `speed`, by default the settings')."""
        from tongiaki.app.scenes.table import TableScene

        speed = self.game_speed(speed)
        names = seat_names(match.seats, colours)
        self.reopened = match if match.is_over() else None
        self._keep_finished_autosave()
        self.switch(TableScene(self, match, names=names, colours=colours, speed=speed, autoplay=self.autoplay))

    def start_tutorial(self, speed: str | None = None) -> None:
        """The guided first game (it never touches the saved game), at `speed` (by default the
        settings')."""
        from tongiaki.app.scenes.tutorial import TutorialScene
        from tongiaki.play.tutorial import SEATS

        names = seat_names(list(SEATS), list(palette.SEAT_COLOURS[: len(SEATS)]))
        self.switch(TutorialScene(self, names=names, speed=self.game_speed(speed)))

    def continue_game(self, speed: str | None = None) -> str | None:
        """Resume the autosaved game; returns an error message if it cannot be read."""
        try:
            from tongiaki.play.records import RecordError, load_autosave
        except ImportError:
            return "Saved games are not available"
        try:
            match = load_autosave()
        except RecordError as exc:
            return str(exc)
        if match is None:
            return "No saved game"
        self._resume(match, speed)
        return None

    def _resume(self, match: Match, speed: str | None) -> None:
        colours = colours_of(match)
        speed = self.game_speed(speed)
        self.last_game = {"seats": match.seats, "seed": match.seed, "deck_path": None, "colours": colours,
                          "speed": speed}
        self.show_match(match, colours, speed)

    def open_saved(self, path: Path, speed: str | None = None) -> str | None:
        """Open a saved game: a game that can go on on the table, a finished one on its score
        sheet (`show_finished`); returns an error message if it cannot be read. (The table then
        autosaves a game that goes on: callers ask first when another game is in progress, see
        `keep_game_first`; a finished one replaces nothing.)"""
        from tongiaki.play.records import RecordError, load_record

        try:
            match = load_record(path)
        except RecordError as exc:
            return str(exc)
        if match.is_over():
            self.show_finished(match)
        else:
            self._resume(match, speed or self.settings.speed)
        return None

    def show_finished(self, match: Match) -> None:
        """The score sheet of a finished game opened again, over its final board, with its
        replay and review a click away: what a player opening a finished game expects first
        (play-test 29 was shown its replay at the deal, and read the scores in the log after
        >|). Its end is not played here: it is not counted again, not kept as the last finished
        game, and the autosave is left alone (`reopened`)."""
        colours = colours_of(match)
        self.last_game = {"seats": match.seats, "seed": match.seed, "deck_path": None, "colours": colours,
                          "speed": self.settings.speed}
        self.show_match(match, colours)
        table = self.scene
        table.update(0.0)  # the final board laid out, as its first frame would
        if self.scene is table:  # (at instant speed that frame has shown the sheet already)
            self.game_over(match)

    def has_autosave(self) -> bool:
        """True when a saved game can be continued."""
        return self.autosave_status()[0]

    def autosave_info(self) -> SaveInfo | None:
        """The autosaved game in progress as a `SaveInfo` (with its error if it is damaged), or
        None when there is none or its game is over."""
        from tongiaki.play.records import autosave_path, clean_leftovers
        from tongiaki.play.saves import read_save

        path = autosave_path()
        clean_leftovers(path)
        if not path.is_file():
            return None
        info = read_save(path)
        return None if info.error is None and info.over else info

    def autosave_status(self) -> tuple[bool, str | None]:
        """(whether Continue can resume a game, why the autosave cannot be read or None).

        A finished game is not offered; a damaged autosave is reported, not raised.
        """
        info = self.autosave_info()
        if info is None:
            return False, None
        return info.error is None, info.error

    def keep_game_first(self, proceed: Callable[[], None], back: Scene | None = None,
                        opening: Path | None = None) -> None:
        """Run `proceed` (which starts a new game, or opens the saved game `opening`) once the
        game in progress is safe: with an autosaved game, ask first whether to resume it, save
        it under a name or discard it; a damaged autosave is put aside (kept as
        autosave.broken.json) rather than replaced. Opening a save of the very game in progress
        (a play-test saved it by name, went to the menu and loaded it) asks nothing, nor does a
        game still in its setup in which no person has moved (`SaveInfo.untouched`: play-test 29
        was asked whether to keep a game begun a moment before)."""
        info = self.autosave_info()
        if info is None or info.untouched:  # nothing to lose in a game no person has moved in yet
            proceed()
            return
        if info.error is not None:
            self.discard_autosave()
            proceed()
            return
        if opening is not None and same_game(info.path, opening):
            proceed()
            return
        from tongiaki.app.scenes.keepgame import KeepGameDialog

        self.switch(KeepGameDialog(self, info, proceed, back=back if back is not None else self.scene,
                                   replaced_by="The saved game you open" if opening is not None else "A new game"))

    def discard_autosave(self) -> str:
        """Put a damaged autosave aside; returns what to tell the player."""
        from tongiaki.play.records import RecordError, discard_autosave

        try:
            kept = discard_autosave()
        except RecordError as exc:
            return str(exc)
        return "No saved game to discard" if kept is None else f"Discarded the saved game (kept as {kept})"

    def autosave(self, match: Match) -> str | None:
        """Save the match atomically to the user's data folder (never raises into the loop);
        return why it could not be saved (one line), else None. A finished match is kept as the
        last finished game first (`keep_finished`), then its autosave goes; when it could not be
        kept, the finished game replaces its autosave instead (`records.save_finished_autosave`:
        the autosave of its last turn lacked the final moves), which the Load screen lists.

        An unattended game (`autoplay`) is not saved: it never replaces the player's game; nor is
        a game opened already finished (`reopened`)."""
        if self.autoplay or match is self.reopened:
            return None
        try:
            from tongiaki.play.records import RecordError, save_autosave, save_finished_autosave
        except ImportError:
            return None
        if match.is_over() and self.keep_finished(match) is not None:
            try:
                save_finished_autosave(match)
            except (OSError, RecordError) as exc:
                print(f"tongiaki: could not autosave the finished game: {exc}", file=sys.stderr)
                return str(exc)
            return None
        try:
            save_autosave(match)
        except (OSError, RecordError) as exc:  # save_autosave reports OS errors as RecordError
            print(f"tongiaki: could not autosave: {exc}", file=sys.stderr)
            return str(exc)
        return None

    def _keep_finished_autosave(self) -> None:
        """Before a game is put on the table (its autosave would replace the autosave), a
        finished game left in the autosave because it could not be kept (`autosave`) becomes
        the last finished game (`records.keep_finished_autosave`); said on the console if it
        cannot. An unattended game leaves the player's files alone."""
        if self.autoplay:
            return
        from tongiaki.play.records import RecordError, keep_finished_autosave

        try:
            keep_finished_autosave()
        except RecordError as exc:
            print(f"tongiaki: {exc}", file=sys.stderr)

    def keep_finished(self, match: Match) -> str | None:
        """Keep a finished game on disk as the last finished game (`records.save_last_game`:
        the Load screen offers it until the next game ends), once per game; returns why it
        could not be kept (one line), else None. An unattended game is not kept, nor a game
        opened already finished (`reopened`: only a game whose end is played here replaces it)."""
        key = (id(match), len(match.history))
        if self.autoplay or key == self._kept_finished or not match.is_over() or match is self.reopened:
            return None
        from tongiaki.play.records import RecordError, save_last_game

        try:
            save_last_game(match)
        except (OSError, RecordError) as exc:
            print(f"tongiaki: could not keep the finished game: {exc}", file=sys.stderr)
            return str(exc)
        self._kept_finished = key
        return None

    def game_over(self, match: Match, counted: bool = True) -> None:
        """Show the score screen, or in autoplay print the scores and stop. A `counted` game
        is kept as the last finished game (`keep_finished`, before the score screen shows) and,
        when people played against the computer, goes into the player's results
        (`play.results`, once per game; not one the hard level finished for a person, "Finish
        for me"); the tutorial's is neither, nor a game opened already
        finished (`reopened`: its end was not played here). A problem with either file is said
        on the score screen."""
        self.finished_match = match
        counted = counted and match is not self.reopened
        if self.autoplay:
            self.running = False
            return
        from tongiaki.app.scenes.score import ScoreScene
        from tongiaki.play.results import record_result

        not_kept = self.keep_finished(match) if counted else None
        # a game the hard level finished for a person ("Finish for me") is not their result to
        # count: play-test 32's win against hard was 40 of 51 turns the hard level's
        problem = record_result(match) if counted and not match.stand_in_seats() else None
        if problem:
            print(f"tongiaki: {problem}", file=sys.stderr)
        scene = self.scene
        score = ScoreScene(self, match, scene.names, scene.colours, board=scene)
        if not_kept:
            problem = f"The finished game could not be kept ({not_kept}): use Save game"
        score.message = problem or ""
        self.switch(score)

    def watch_replay(self, match: Match, colours: list[str] | None = None, back: Scene | None = None,
                     review: bool = False) -> None:
        """Open the replay viewer on a match's record (`back`: the scene to return to), with its
        review of the moves under way when `review`."""
        from tongiaki.app.scenes.replay import ReplayScene

        colours = colours or colours_of(match)
        scene = ReplayScene(self, match, colours, seat_names(list(match.seats), colours), back=back)
        self.switch(scene)
        if review:
            scene.review()

    def play_again(self, match: Match) -> None:
        """Same seats and deck, a new seed; asking first when a game is in progress (a finished
        game opened from the Load screen leaves the game in progress saved). A game continued or
        opened from a save knows no deck file: its deck is the file that holds the same deck
        (`deck_file_of`), else the deck as its record kept it, never the standard one in its
        place."""
        from tongiaki.play.decks import deck_file_of

        game = dict(self.last_game)
        game["seed"] = (game.get("seed") or 0) + 1
        deck_path = game.get("deck_path")
        deck: Deck | None = game.get("deck") or match.deck
        if deck_path is None and deck is not None:
            deck_path = deck_file_of(deck)

        def proceed() -> None:
            problem = self.new_game(game.get("seats", match.seats), seed=game["seed"], deck_path=deck_path,
                                    colours=game.get("colours"), speed=self.settings.speed,  # the speed in use
                                    deck=deck)
            if problem:  # the deck file went bad meanwhile: say so on the start screen
                self.to_menu(deck=deck_path, message=problem)

        self.keep_game_first(proceed, back=self.scene)

    # ------------------------------------------------------------------ loop

    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: handle `events` (or the queue's), update, draw, flip."""
        if events is None:
            events = pygame.event.get()
        for event in events:
            if event.type == pygame.QUIT:
                self.running = False
                continue
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                self.screen = self._window_surface()
            elif not self._text_field_focused() and self.help.handle(event):
                continue
            self.scene.handle_event(event)
            if not self.running:
                break
        if not self.running:
            return
        self.scene.update(dt)
        self.scene.draw(self.screen)
        self.help.draw(self.screen)
        pygame.display.flip()

    def _window_surface(self) -> pygame.Surface:
        """The window's surface after a resize, the window made `MIN_WINDOW` again when it was
        made smaller (a play-test dragged it to 500x350: the panels had no room and the game
        stopped with a traceback)."""
        screen = pygame.display.get_surface() or self.screen
        w, h = screen.get_size()
        if w < MIN_WINDOW[0] or h < MIN_WINDOW[1]:
            screen = pygame.display.set_mode((max(w, MIN_WINDOW[0]), max(h, MIN_WINDOW[1])), pygame.RESIZABLE)
        return screen

    def toggle_fullscreen(self) -> None:
        """F11: full screen and back (where the video driver allows it); remembered."""
        self.update_settings(fullscreen=not self.settings.fullscreen)

    def set_fullscreen(self, on: bool) -> None:
        """Fill the screen at the desktop's size, or go back to the window's size before it (where
        the video driver allows it). The window is made anew (`set_mode`) rather than toggled:
        without a window manager `pygame.display.toggle_fullscreen` failed and printed a warning
        to the terminal on every F11 (play-test 51)."""
        if on == self.fullscreen:
            return
        current = pygame.display.get_surface() or self.screen
        try:
            if on:
                self.windowed_size = current.get_size()
                screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                screen = pygame.display.set_mode(self.windowed_size or current.get_size(), pygame.RESIZABLE)
        except pygame.error:
            return
        self.fullscreen = on
        self.screen = screen
        if self.scene is not None and hasattr(self.scene, "resize"):
            self.scene.resize(self.screen.get_size())

    def _text_field_focused(self) -> bool:
        """True while a text field of the scene takes typing (H is then a letter, not help)."""
        typing = getattr(self.scene, "typing", None)
        if callable(typing):
            return bool(typing())
        field = getattr(self.scene, "seed", None)
        return bool(getattr(field, "focused", False))

    def run(self, max_frames: int | None = None) -> None:
        """The main loop, until the window closes (or `max_frames`). After the first frame the
        modules the game imports as it goes are imported (`preload`); one that cannot be ends
        the run with exit code 1 and a line saying so."""
        frames = 0
        instant = False
        while self.running:
            scene = self.scene
            instant = getattr(getattr(scene, "animator", None), "speed", "") == "instant"
            dt = self.clock.tick(0 if (instant and self.autoplay) else FPS) / 1000.0
            self.step(min(dt, 0.1))
            frames += 1
            if frames == 1:
                problem = preload()
                if problem is not None:
                    print(f"tongiaki: {problem}", file=sys.stderr)
                    self.exit_code = 1
                    self.running = False
            if max_frames is not None and frames >= max_frames:
                break
        if self.scene is not None:
            self.scene.exit()
            self.scene = None

    def close(self) -> None:
        """Release the window (and the process-wide UI scale the settings set)."""
        set_player_scale(1.0)
        pygame.display.quit()


def preload(modules: tuple[str, ...] = PRELOADED) -> str | None:
    """Import `modules` now; None, or one line naming the first that cannot be imported (a
    broken or half-updated install)."""
    for name in modules:
        try:
            importlib.import_module(name)
        except Exception as exc:  # any error importing it: the install cannot run the game
            first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            return f"this installation is broken: {name} cannot be imported ({first}); reinstall the game"
    return None


# ---------------------------------------------------------------------- commands


def deck_or_error(path: str | Path | None) -> tuple[Deck | None, str | None]:
    """(the deck at `path`, or the default deck, and None), or (None, why it cannot be used)."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, DeckError, load_deck

    try:
        return load_deck(path or DEFAULT_DECK_PATH), None
    except DeckError as exc:
        return None, str(exc)


def launch_time_probe() -> float:
    """Seconds from creating the window to the first drawn start-screen frame."""
    start = time.perf_counter()
    app = App((1280, 800))
    app.to_menu()
    app.step(0.016, [])
    elapsed = time.perf_counter() - start
    app.close()
    return elapsed
