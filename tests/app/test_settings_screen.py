"""Remembered settings in the game: the Settings screen (from the start screen and the table)
applies each choice at once; settings and the last setup survive "Save & menu", "Play again" and
a restart (a new App); a broken settings file is one line and the defaults; the colour picker
never offers a colour another seat has."""

from __future__ import annotations

import random
import re

import pygame
import pytest
from conftest import AI_ITERATIONS, INSTANT_STEPS, Gui

from tongiaki.app.main import App
from tongiaki.app.scenes.score import ScoreScene
from tongiaki.app.scenes.settings import SettingsScene
from tongiaki.app.scenes.start import StartScene
from tongiaki.app.scenes.table import TableScene
from tongiaki.app.widgets.hud import layout, ui_scale
from tongiaki.play.decks import shipped_decks
from tongiaki.play.settings import Settings, load_settings, settings_path


def _restart(app: App) -> tuple[App, Gui]:
    """Close the window and open a new one, as a restart of the game does."""
    if app.scene is not None:
        app.scene.exit()
        app.scene = None
    app.close()
    again = App((1280, 800), ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    again.to_menu()
    gui = Gui(again)
    gui.frame()
    return again, gui


def _menu(app, gui) -> StartScene:
    app.to_menu()
    gui.frame()
    assert isinstance(app.scene, StartScene)
    return app.scene


def test_settings_apply_at_once_and_survive_a_restart(app, gui) -> None:
    start = _menu(app, gui)
    gui.click(start.settings_button.rect.center)
    screen = app.scene
    assert isinstance(screen, SettingsScene)
    gui.click(screen.volume.rect.center, button=3)  # 70% -> 60%
    assert app.sounds.volume == 0.6
    gui.click(screen.sound.rect.center)  # on -> off
    assert app.sounds.muted
    gui.click(screen.odds.rect.center)
    gui.click(screen.tracker.rect.center)
    gui.click(screen.speed.rect.center)  # normal -> fast
    gui.click(screen.scale.rect.center)  # 100% -> 110%
    assert abs(ui_scale((1280, 1024)) - 1.1) < 1e-9  # where the window has room
    assert layout((1280, 800), None, 6)["tracker"].height >= 290 * ui_scale((1280, 800))  # never cut
    gui.click(screen.scale.rect.center, button=3)
    gui.click(screen.scale.rect.center, button=3)  # 90%: smaller panels, a larger table
    assert abs(ui_scale((1280, 800)) - 0.9) < 1e-9
    gui.click(screen.fullscreen.rect.center)
    expected = Settings(speed="fast", show_odds=False, show_tracker=False, volume=0.6, muted=True,
                        fullscreen=True, ui_scale=0.9)
    assert app.settings == expected
    assert load_settings() == (expected, None)  # saved at once
    gui.key(pygame.K_ESCAPE)
    assert app.scene is start and start.speed.value == "fast"
    app, gui = _restart(app)
    try:
        assert app.settings == expected and app.settings_problem is None
        assert app.sounds.volume == 0.6 and app.sounds.muted
        assert app.scene.speed.value == "fast"
        gui.click(app.scene.start.rect.center)
        table = app.scene
        assert isinstance(table, TableScene)
        assert table.animator.speed == "fast"
        assert not table.show_odds and not table.show_tracker and not table.hud.show_tracker
        assert table.hud.scale == ui_scale(app.screen.get_size())  # full screen: the desktop's size
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()


def test_the_settings_screen_from_the_table(app, gui) -> None:
    app.new_game(["human", "random"], seed=4, speed="normal")
    assert gui.wait_for_human()
    table = app.scene
    gui.click_button("Settings")
    screen = app.scene
    assert isinstance(screen, SettingsScene) and screen.back is table
    gui.frame()  # the table is drawn behind it
    gui.click(screen.odds.rect.center)
    gui.click(screen.speed.rect.center, button=3)  # normal -> slow
    # the table's buttons behind the panel say so at once (play-test 37 read "Speed: normal"
    # there after choosing slow, until Back)
    labels = [button.label for button in table.hud.buttons]
    assert "Speed: slow" in labels and "Odds: off" in labels, labels
    gui.click(screen.back_button.rect.center)
    assert app.scene is table
    assert not table.show_odds and table.animator.speed == "slow"
    gui.frame()
    assert gui.button("Odds").label == "Odds: off"
    gui.key(pygame.K_t)  # the table's own toggles are remembered too
    assert app.settings.show_tracker is False and load_settings()[0].show_tracker is False


def test_a_broken_settings_file_is_one_line_and_the_defaults(app, gui, capsys) -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text('{"volume": "loud", "speed": ', encoding="utf-8")
    app, gui = _restart(app)
    try:
        assert app.settings == Settings()
        problem = app.settings_problem
        assert problem is not None and problem.startswith("settings.json: is not valid JSON") and "\n" not in problem
        assert problem in capsys.readouterr().err
        assert problem in app.scene.message  # shown on the start screen
        gui.click(app.scene.start.rect.center)  # the game plays as usual
        assert isinstance(app.scene, TableScene)
        assert load_settings()[1] is None  # the next save writes a good file
        assert app.settings_problem is None
        app.to_menu()
        gui.frame()
        assert problem not in app.scene.message  # no longer reported once replaced
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()


def _setup(start: StartScene) -> tuple:
    """What the start screen keeps of the last setup (a typed seed is for one game only)."""
    return (start.count, start.seats(), [c.value for c in start.colours[: start.count]], start.speed.value,
            start.deck.value)


def test_the_last_setup_survives_save_and_menu_play_again_and_a_restart(app, gui) -> None:
    start = _menu(app, gui)
    gui.click(start.plus.rect.center)  # four seats
    gui.click(start.kinds[1].rect.center)  # Medium -> Hard
    gui.click(start.kinds[3].rect.center, button=3)  # Easy -> Random
    gui.click(start.colours[0].rect.center, button=3)  # blue -> yellow
    gui.click(start.seed.rect.center)
    gui.frame([pygame.event.Event(pygame.TEXTINPUT, text="42")])
    gui.click(start.speed.rect.center)  # normal -> fast
    while start.deck.value != shipped_decks()[1].stem:
        gui.click(start.deck.rect.center)
    chosen = _setup(start)
    assert chosen[:4] == (4, ["human", "hard", "medium", "random"], ["yellow", "green", "orange", "purple"], "fast")
    assert start.seed.value == "42"
    gui.click(start.start.rect.center)
    assert isinstance(app.scene, TableScene)
    assert app.scene.match.seed == 42 and app.scene.colours == chosen[2]
    gui.click_button("Save & menu")
    assert isinstance(app.scene, StartScene) and _setup(app.scene) == chosen and app.scene.seed.value == ""
    app, gui = _restart(app)
    try:
        assert _setup(app.scene) == chosen and app.scene.seed.value == ""
    finally:
        app.scene.exit()
        app.scene = None
        app.close()


def test_play_again_keeps_the_setup(app, gui) -> None:
    start = _menu(app, gui)
    gui.click(start.minus.rect.center)
    for i in range(2):
        start.kinds[i].set("Random")
    start.seed.value = "3"
    start.speed.set("instant")
    chosen = _setup(start)
    gui.click(start.start.rect.center)
    for _ in range(3000):
        if isinstance(app.scene, ScoreScene):
            break
        gui.frame()
    score = app.scene
    assert isinstance(score, ScoreScene)
    gui.click(score.again.rect.center)
    assert isinstance(app.scene, TableScene) and app.scene.match.seed == 4
    gui.key(pygame.K_ESCAPE)
    assert isinstance(app.scene, StartScene) and _setup(app.scene) == chosen and app.scene.seed.value == ""


def test_the_colour_picker_never_offers_a_taken_colour(app, gui) -> None:
    start = _menu(app, gui)
    rng = random.Random(8)
    seen: set[str] = set()
    for _ in range(150):
        roll = rng.random()
        if roll < 0.15:
            gui.click(start.plus.rect.center)
        elif roll < 0.25:
            gui.click(start.minus.rect.center)
        else:
            seat = rng.randrange(start.count)
            before = {c.value for c in start.colours[: start.count] if c is not start.colours[seat]}
            gui.click(start.colours[seat].rect.center, button=rng.choice((1, 3)))
            value = start.colours[seat].value
            seen.add(value)
            assert value not in before, (seat, value, before)
        colours = [c.value for c in start.colours[: start.count]]
        assert len(set(colours)) == len(colours), colours
        for picker in start.colours[: start.count]:
            others = {c.value for c in start.colours[: start.count] if c is not picker}
            assert not others & set(picker.offered()) - {picker.value}
    assert len(seen) == 6  # every colour was offered at some point, when free


def test_a_selectors_left_arrow_goes_back_and_the_rest_goes_on() -> None:
    """A play-test clicked "<" on Medium and got Hard: the "<" end now goes back."""
    from tongiaki.app.widgets.ui import Selector

    selector = Selector(pygame.Rect(100, 100, 200, 34), ["easy", "medium", "hard"], 1)

    def click(x: int, button: int = 1) -> None:
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            assert selector.handle(pygame.event.Event(kind, pos=(x, 117), button=button))

    click(110)  # the "<" end
    assert selector.value == "easy"
    click(200)  # the middle
    assert selector.value == "medium"
    click(290)  # the ">" end
    assert selector.value == "hard"
    click(200, button=3)
    assert selector.value == "medium"


def test_the_ui_scale_row_says_when_the_window_holds_the_panels_smaller() -> None:
    """A play-test chose 110% and 120% at 1366x768 and saw no change, with no word why: where
    the window holds the panels below the chosen size, the row says the most it allows (only a
    factor beyond the offered ones now meets that at these sizes); where the chosen size puts the
    stack under the seats, it says so."""
    from tongiaki.app.scenes.settings import SCALE_ABOUT, STACK_MOVED, scale_note
    from tongiaki.app.widgets.hud import set_player_scale, ui_scale

    try:
        set_player_scale(2.0)
        note = scale_note((1366, 768), 200)
        # what applies, told apart from the 200% chosen (play-test 27 read "110%" and "101% in this window")
        assert re.fullmatch(r"this window allows 1\d\d%: hide the deck tracker \(T\) for more", note), note
        assert "200%" not in note
        set_player_scale(1.2)
        assert scale_note((1366, 768), 120) == scale_note((1280, 800), 120) == STACK_MOVED
        # With the tracker hidden the right column has room for the stack too.
        assert scale_note((1280, 800), 120, tracker=False) == SCALE_ABOUT
        assert abs(ui_scale((1280, 800), tracker=False) - 1.2) < 1e-9
        assert abs(ui_scale((1280, 800)) - 1.2) < 1e-9
        set_player_scale(1.0)
        assert scale_note((1366, 768), 100) == SCALE_ABOUT
    finally:
        set_player_scale(1.0)


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
def test_a_larger_ui_scale_enlarges_the_table_panels_and_text(size) -> None:
    """Play-test 28 read "this window allows 101%" beside a UI scale of 110% and 120% at
    1280x800: with the deck tracker shown, the right-hand column (stack, tracker, buttons) filled
    the window's height already, so nothing grew. Now 110% and 120% enlarge the panels and
    their text by that much at 1280x800 and 1366x768, the stack's panel going under the seats
    where the right-hand column has no room for it; the layout still holds with six seats: every
    panel inside the window and over no other, the whole tracker, a log of four rows at least,
    and a table area about half the window wide. Chosen on the Settings screen, the table
    takes it at once."""
    from tests.app.conftest import Gui
    from tongiaki.app.widgets.hud import REFERENCE, set_player_scale, stack_beside_seats
    from tongiaki.app.widgets.log import LogPanel

    fitted = min(size[0] / REFERENCE[0], size[1] / REFERENCE[1])
    try:
        heights = {}
        for factor in (1.0, 1.1, 1.2):
            set_player_scale(factor)
            k = ui_scale(size)
            assert abs(k - fitted * factor) < 1e-9, (factor, k)
            rects = layout(size, None, 6)
            screen = pygame.Rect((0, 0), size)
            names = list(rects)
            for i, a in enumerate(names):
                assert screen.contains(rects[a]), (factor, a)
                for b in names[i + 1:]:
                    if {a, b} != {"prompt", "table"}:
                        assert not rects[a].colliderect(rects[b]), (factor, a, b)
            assert rects["tracker"].height >= 290 * k, factor  # the whole tracker
            log = LogPanel()
            log.set_rect(rects["log"], k)
            assert log.capacity >= 4, factor
            assert rects["table"].width >= 0.49 * size[0] and rects["table"].height >= 0.8 * size[1], factor
            assert stack_beside_seats(size) == (factor > 1.0)
            if factor > 1.0:
                assert rects["stack"].left == rects["seats"].left and rects["stack"].top > rects["seats"].bottom
                assert rects["log"].top > rects["stack"].bottom
            heights[factor] = rects["stack"].height
        assert heights[1.0] < heights[1.1] < heights[1.2]
        set_player_scale(1.0)
        app = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
        try:
            gui = Gui(app)
            assert app.new_game(["human", "random"], seed=4, speed="instant") is None
            assert gui.wait_for_human()
            table = app.scene
            small = (table.hud.scale, table.hud.log.font_px, table.hud.px(18))
            gui.click_button("Settings")
            screen = app.scene
            while screen.scale.value != "120%":
                gui.click(screen.scale.rect.center)
            gui.click(screen.back_button.rect.center)
            assert app.scene is table
            gui.frame()
            assert abs(table.hud.scale - 1.2 * fitted) < 1e-9
            large = (table.hud.scale, table.hud.log.font_px, table.hud.px(18))
            assert all(b > a for a, b in zip(small, large, strict=True)), (small, large)
            assert table.hud.rects["stack"].left == table.hud.rects["seats"].left
            assert table.hud.stack_card_rect.colliderect(table.hud.rects["stack"])  # dragged from there
            assert table.interaction.stack_rect == table.hud.stack_card_rect
        finally:
            if app.scene is not None:
                app.scene.exit()
            app.close()
    finally:
        set_player_scale(1.0)


def test_a_larger_card_size_raises_the_views_smallest_cards(app, gui) -> None:
    """Two play-tests found the late game's cards too small in the automatic view: the Card
    size setting raises the smallest card the view zooms out to, at once and after a restart."""
    from tongiaki.app.view.camera import READABLE_HEX_SIZE, set_card_size

    try:
        app.new_game(["human", "random"], seed=4, speed="instant")
        assert gui.wait_for_human()
        table = app.scene
        camera = table.view.camera
        floor = camera.readable_zoom
        gui.click_button("Settings")
        screen = app.scene
        assert isinstance(screen, SettingsScene)
        gui.frame()
        assert all(app.screen.get_rect().contains(s.rect) for _, s, _ in screen.rows)
        while screen.cards.value != "130%":
            gui.click(screen.cards.rect.center)
        assert app.settings.card_size == 1.3 and load_settings()[0].card_size == 1.3
        assert abs(camera.readable_zoom - 1.3 * floor) < 1e-9 or camera.readable_zoom == camera.max_zoom
        assert camera.readable_zoom * camera.hex_size >= 1.3 * READABLE_HEX_SIZE - 1e-6
        gui.click(screen.back_button.rect.center)
        assert app.scene is table
    finally:
        set_card_size(1.0)  # a module setting: the other tests see the default


def test_a_larger_card_size_brings_a_placed_view_in(app, gui) -> None:
    """Play-test 41 zoomed out by hand, raised Card size and saw no card grow: a view the player
    placed below the new smallest size comes in to it, about the middle of the table area, and
    stays theirs; a smaller setting leaves it as it is."""
    from tongiaki.app.view.camera import set_card_size

    try:
        app.new_game(["human", "random"], seed=4, speed="instant")
        assert gui.wait_for_human()
        table = app.scene
        camera = table.view.camera
        centre = table.hud.rects["table"].center
        camera.zoom_at(centre, 0.5)  # the player zooms out below the floor
        gui.settle_camera()
        assert camera.user_moved and camera.zoom < camera.readable_zoom
        world = camera.screen_to_world(centre)
        gui.click_button("Settings")
        screen = app.scene
        assert isinstance(screen, SettingsScene)
        while screen.cards.value != "130%":
            gui.click(screen.cards.rect.center)
        gui.click(screen.back_button.rect.center)
        assert app.scene is table
        gui.frame()
        assert camera.zoom == pytest.approx(camera.readable_zoom) and camera.user_moved
        after = camera.screen_to_world(centre)
        assert after[0] == pytest.approx(world[0], abs=1.0) and after[1] == pytest.approx(world[1], abs=1.0)
        camera.zoom_at(centre, 0.5)
        zoom = camera.zoom
        gui.click_button("Settings")
        screen = app.scene
        while screen.cards.value != "100%":  # smaller (its "<"): the placed view stays as it is
            gui.click((screen.cards.rect.left + 12, screen.cards.rect.centery))
        gui.click(screen.back_button.rect.center)
        gui.frame()
        assert camera.zoom == pytest.approx(zoom)
    finally:
        set_card_size(1.0)  # a module setting: the other tests see the default


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)])
def test_the_settings_screen_fits_the_window(size) -> None:
    """At 640x480 the Settings panel ran past the window's sides (captions cut off): the panel,
    every selector and Back lie inside the window, none over another."""
    app = App(size, ai_iterations=60, instant_steps=40)
    try:
        app.open_settings()
        screen = app.scene
        screen.draw(app.screen)
        window = app.screen.get_rect()
        widgets = screen.widgets()
        assert window.contains(screen.panel) and all(window.contains(w.rect) for w in widgets)
        for i, a in enumerate(widgets):
            assert all(not a.rect.colliderect(b.rect) for b in widgets[i + 1:])
    finally:
        app.close()


def test_the_sound_row_says_when_no_sound_device_plays(app) -> None:
    """A play-test set the volume on a machine without a sound device, and nothing said that
    no sound would play."""
    app.sounds.available = False
    app.open_settings()
    about = {caption: note for caption, _, note in app.scene.rows}
    assert "no sound device" in about["Sound"]
    app.sounds.available = True
    app.open_settings()
    assert "no sound device" not in {caption: note for caption, _, note in app.scene.rows}["Sound"]


def test_opening_and_leaving_the_settings_keeps_the_tables_view(app, gui) -> None:
    """A play-test opened Settings from the table and the board behind zoomed in anew (the
    layout was made again and the automatic view re-fitted): the same window, the same view;
    a changed card size still re-fits."""
    assert app.new_game(["human", "easy"], seed=3, speed="instant") is None
    table = app.scene
    assert gui.wait_for_human()
    gui.frame()
    camera = table.view.camera
    camera.zoom *= 1.1  # where the game's own moves (a card followed) left the view
    view = (camera.zoom, camera.offset)
    gui.click(gui.button("Settings").rect.center)
    screen = app.scene
    assert isinstance(screen, SettingsScene)
    gui.frame()
    assert (camera.zoom, camera.offset) == view
    gui.click(screen.back_button.rect.center)
    assert app.scene is table
    gui.frame()
    assert (camera.zoom, camera.offset) == view
    gui.click(gui.button("Settings").rect.center)
    gui.click(app.scene.cards.rect.center)  # card size 100% -> 110%: the view re-fits
    assert camera.zoom != view[0]


def _settings_speed_from_the_table(app, gui) -> tuple[str, str]:
    """(the table's speed, the speed its Settings screen shows), back at the table after."""
    table = app.scene
    assert isinstance(table, TableScene)
    gui.click_button("Settings")
    screen = app.scene
    assert isinstance(screen, SettingsScene)
    shown = screen.speed.value
    gui.click(screen.back_button.rect.center)
    assert app.scene is table
    return table.animator.speed, shown


def test_the_settings_show_the_speed_the_game_is_played_at(app, gui) -> None:
    """Play-test 26 had chosen "fast" in a game, then started one from the command line without
    --speed: its table's button read "Speed: normal" and Settings "Speed: fast". A game without
    a speed of its own is played at the settings' speed; one started with a speed (--speed, the
    start screen) keeps it in the settings, and "Play again" goes on at the speed in use."""
    from tongiaki.cli import build_parser, command_line

    app.update_settings(speed="fast")
    args = build_parser().parse_args(command_line(["play", "--seats", "human,random", "--seed", "4"]))
    assert app.new_game(["human", "random"], seed=4, speed=args.speed) is None
    assert gui.wait_for_human()
    assert _settings_speed_from_the_table(app, gui) == ("fast", "fast")
    args = build_parser().parse_args(command_line(["play", "--seats", "human,random", "--speed", "slow"]))
    assert app.new_game(["human", "random"], seed=4, speed=args.speed) is None
    assert gui.wait_for_human()
    assert _settings_speed_from_the_table(app, gui) == ("slow", "slow")
    gui.click_button("Speed: slow")  # the table's button: slow -> normal, kept in the settings
    assert app.settings.speed == "normal"
    app.play_again(app.scene.match)
    assert gui.wait_for_human()
    assert _settings_speed_from_the_table(app, gui) == ("normal", "normal")


def _arrow_brightness(screen: SettingsScene, selector, glyph: str) -> int:
    """The brightest channel drawn in the selector's `glyph` ("<" or ">") end (its arrow), the
    box drawn unhovered (its fill darker than either arrow)."""
    surface = pygame.Surface(screen.app.screen.get_size())
    hover, selector.hover = selector.hover, False
    selector.draw(surface)
    selector.hover = hover
    box = selector.rect
    end = pygame.Rect(box.left + 4, box.top + 6, 18, box.height - 12)
    if glyph == ">":
        end.right = box.right - 4
    return max(max(surface.get_at((x, y))[:3]) for x in range(end.left, end.right) for y in range(end.top, end.bottom))


def test_a_scales_arrows_stop_at_its_ends_greyed_there(app, gui) -> None:
    """Play-test 36 clicked the card size's ">" five times quickly: it went from 150% back to
    100% with no sign, and read 115%, as if clicks had been dropped. A scale's row (speed,
    volume, UI scale, card size) stops at its ends, its "<" or ">" greyed there; the on/off rows
    still flip at each click."""
    app.open_settings()
    screen = app.scene
    assert isinstance(screen, SettingsScene)
    gui.frame()
    cards = screen.cards
    lit = _arrow_brightness(screen, cards, ">")
    for _ in range(6):
        gui.click(cards.rect.center)
    assert cards.value == "150%" and app.settings.card_size == 1.5
    assert _arrow_brightness(screen, cards, ">") < lit - 40  # greyed at the end
    assert _arrow_brightness(screen, cards, "<") >= lit
    gui.click((cards.rect.left + 8, cards.rect.centery))  # "<": one step back
    assert cards.value == "130%"
    for _ in range(4):
        gui.click(cards.rect.center, button=3)
    assert cards.value == "100%" and app.settings.card_size == 1.0
    assert _arrow_brightness(screen, cards, "<") < lit - 40
    for selector, last in ((screen.scale, "120%"), (screen.volume, "100%"), (screen.speed, "instant")):
        for _ in range(len(selector.values) + 1):
            gui.click(selector.rect.center)
        assert selector.value == last, (last, selector.value)
    gui.click(screen.odds.rect.center)
    gui.click(screen.odds.rect.center)  # on, off, on: two values flip
    assert screen.odds.value == "on" and app.settings.show_odds


def test_the_start_screens_speed_stops_at_its_ends_as_in_settings(app, gui) -> None:
    """The start screen's speed went from instant back to slow at the next click (the Settings'
    speed stopped there): the same scale stops at its ends in both places, greyed there."""
    from tongiaki.app.scenes.start import StartScene

    app.to_menu()
    gui.frame()
    start = app.scene
    assert isinstance(start, StartScene)
    speed = start.speed
    for _ in range(len(speed.values) + 2):
        gui.click(speed.rect.center)
    assert speed.value == "instant" and app.settings.speed == "instant"
    assert _arrow_brightness(start, speed, ">") < _arrow_brightness(start, speed, "<") - 40
    for _ in range(len(speed.values) + 2):
        gui.click(speed.rect.center, button=3)
    assert speed.value == "slow" and app.settings.speed == "slow"


def test_f11_fills_the_screen_and_gives_the_window_back(app, gui) -> None:
    """F11 fills the screen at the desktop's size and gives back the window's own size, with no
    warning printed (the toggle failed without a window manager and printed one on every F11);
    the table is laid out for each size."""
    import warnings

    app.new_game(["human", "random", "random"], seed=3)
    gui.frame()
    desktop = pygame.display.get_desktop_sizes()[0]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        gui.key(pygame.K_F11)
        assert app.fullscreen and app.settings.fullscreen
        assert app.screen.get_size() == desktop
        assert app.scene._laid_out[0] == desktop
        gui.key(pygame.K_F11)
    assert not app.fullscreen and not app.settings.fullscreen
    assert app.screen.get_size() == (1280, 800) and app.scene._laid_out[0] == (1280, 800)
