"""The replay's bar of buttons: each as wide as its label needs, with room round it.

Its buttons had fixed widths (54 to 110 px) squeezed alike into the table area: at 1280x800
"Speed: x2" and "< turn" were shrunk into boxes that cut or cramped them. Now each is its
label's width and padding (as a dialog's buttons are), all at one text size, the labels in
short forms ('<<', 'x2') where the long ones do not fit the table area.

The play-test after that found the bar cramped at 800x600 (ten buttons squeezed alike to 12 px,
'marked >' running into 'Menu', the status line and the review button's tip running off the
table area) and the bar keeping its 1280x800 sizes at a UI scale above 1 (with the player's
setting above 1 its text even shrank to 12 px, the table area being narrower). Now the bar
follows the table's UI scale, takes two rows where one would squeeze it, and its status line and
tips break into lines rather than run past the table area and the window.
"""

from __future__ import annotations

import itertools

import pygame
import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tests.walks import finished_match
from tongiaki.app.scenes.replay import BAR_LAST_PAD, BAR_LEAST_PAD, BUTTON_HEIGHT, ReplayScene
from tongiaki.app.widgets.hud import set_player_scale
from tongiaki.app.widgets.ui import MIN_LABEL_SIZE, font

LONG_STATUS = (
    "Replay: turn 29 of 33, decision 197 of 228 · review of 78 moves against the hard level: 47 best, 28 close, "
    "0 inaccuracies, 3 mistakes"
)
LONG_TIP = "Next marked move in game order (N): red mistakes, yellow inaccuracies, blue 2 close moves that cost most"


def _bar_checked(scene: ReplayScene, size: tuple[int, int], narrow: bool = False) -> None:
    """The bar inside the table area, its buttons in rows at one text size, each label whole with
    room round it (the least padding, `BAR_LAST_PAD`, and the least text in a `narrow` area),
    no button over another or over the strip."""
    least_pad = BAR_LAST_PAD if narrow else BAR_LEAST_PAD
    area = scene.table.hud.rects["table"]
    assert area.contains(scene.bar), (size, scene.bar, area)
    assert len({button.size for button in scene.buttons}) == 1, size
    for button, after in zip(scene.buttons, scene.buttons[1:] + [None], strict=True):
        label = font(button.size, True).size(button.label)[0]
        assert label + 2 * least_pad <= button.rect.width, (size, button.label, label, button.rect.width)
        assert button.label_image().get_width() == label  # drawn at its size, not shrunk to fit
        assert scene.bar.contains(button.rect), (size, button.label)
        if after is not None and after.rect.top == button.rect.top:  # in a row, left to right
            assert button.rect.right < after.rect.left, (size, button.label)
    for one, other in itertools.combinations(scene.buttons, 2):
        assert not one.rect.colliderect(other.rect), (size, one.label, other.label)
    assert not scene.timeline.rect.collidelistall([button.rect for button in scene.buttons]), size
    assert scene.bar.contains(scene.timeline.rect), size
    assert scene.buttons[0].size >= MIN_LABEL_SIZE + (0 if narrow else 1), size


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768), (1000, 650), (1920, 1080)])
def test_each_button_of_the_bar_fits_its_label_with_room_round_it(size) -> None:
    """Every label at the bar's one text size, whole, with at least `BAR_LEAST_PAD` each side,
    inside the table area; Play/Pause and the speeds keep their buttons' widths."""
    from tongiaki.app.main import App

    application = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        application.watch_replay(finished_match(["human", "easy"], 6))
        scene = application.scene
        assert isinstance(scene, ReplayScene)
        scene.update(0.0)
        _bar_checked(scene, size)
        widths = [button.rect.width for button in scene.buttons]
        scene.toggle_play()  # "Pause": the button keeps its width
        scene.set_speed("x16")
        _bar_checked(scene, size)
        assert [button.rect.width for button in scene.buttons] == widths
        if size[0] >= 1280:  # the long labels where the table area has room for them
            assert [b.label for b in scene.buttons][:3] == ["|<", "< turn", "< step"]
    finally:
        application.close()


def test_the_bar_says_what_each_button_does_when_pointed_at(app, gui) -> None:
    """Every button of the bar has a tip (what it does, and its key), shown inside the window."""
    app.watch_replay(finished_match(["human", "easy"], 6))
    scene = app.scene
    gui.frame()
    for button in scene.buttons:
        assert button.tip, button.label
    button = next(b for b in scene.buttons if b.label == "< turn")
    gui.move(button.rect.center)
    gui.frame()
    assert button.tip_rect is not None
    assert "Page Up" in button.tip
    surface = app.screen
    assert surface.get_rect().contains(button.tip_rect)
    gui.move((button.rect.centerx, button.rect.top - 80))
    assert not button.hover


def _replay_at(size: tuple[int, int], setting: float):
    """A replay viewer in a window of `size` with the UI scale setting `setting` (the deck
    tracker hidden above 1: the setting enlarges the HUD only as far as its right-hand column
    fits the window, `hud.ui_scale`)."""
    from tongiaki.app.main import App

    application = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    set_player_scale(setting)
    application.settings = application.settings.changed(ui_scale=setting)  # as the Settings screen applies it
    application.watch_replay(finished_match(["human", "easy"], 6))
    scene = application.scene
    assert isinstance(scene, ReplayScene)
    if setting > 1:
        scene.table.toggle_tracker()
    scene.update(0.0)
    return application, scene


def _closed(application) -> None:
    if application.scene is not None:
        application.scene.exit()
    application.close()
    set_player_scale(1.0)


@pytest.mark.parametrize("setting", [1.0, 1.5])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1366, 768)])
def test_the_bar_fits_the_table_area_at_any_window_and_ui_scale(size, setting, monkeypatch) -> None:
    """No button overlaps another or leaves the table area (nor the window); the status line,
    with a review's counts, keeps inside the table area above the bar; a tip, the longest the
    bar has, keeps inside the window over no button. At 800x600 the ten buttons were squeezed
    into one row, the review's label running into Menu's, and the status line ran over the log."""
    application, scene = _replay_at(size, setting)
    # 800x600 at 150% (the Settings screen offers up to 120%): a table area 288 px wide
    narrow = scene.table.hud.rects["table"].width < 300
    try:
        if setting > 1 and size[0] >= 1280:
            assert scene.scale() > 1.4  # the setting took effect
        _bar_checked(scene, size, narrow)
        window = application.screen.get_rect()
        area = scene.table.hud.rects["table"]
        assert all(window.contains(button.rect) for button in scene.buttons)
        monkeypatch.setattr(scene, "_status_label", lambda: LONG_STATUS)
        monkeypatch.setattr(scene, "_review_tip", lambda: LONG_TIP)
        scene._make_buttons()
        gui = Gui(application)
        gui.frame()
        _bar_checked(scene, size, narrow)
        status = scene._status_box(LONG_STATUS)
        assert area.left < status.left and status.right < area.right, (size, status, area)
        assert area.top < status.top and status.bottom <= scene.bar.top, (size, status, scene.bar)
        assert scene.table.covered_bottom >= area.bottom - status.top  # the camera keeps cards above both
        widest = font(scene._status_size(LONG_STATUS)).size
        lines = scene._status_lines(LONG_STATUS)[1]
        assert all(widest(line)[0] <= status.width for line in lines)
        assert " ".join(lines).replace("  ", " ") in (LONG_STATUS, LONG_STATUS.replace(" · ", " "))
        for button in scene.buttons:
            gui.move(button.rect.center)
            assert button.hover and button.tip_rect is not None, button.label
            assert window.contains(button.tip_rect), (size, button.label, button.tip_rect)
            assert button.tip_rect.collidelist([b.rect for b in scene.buttons]) < 0, (size, button.label)
    finally:
        _closed(application)


@pytest.mark.parametrize(("size", "setting"), [((1920, 1200), 1.0), ((1280, 800), 1.5), ((1366, 768), 1.2)])
def test_the_bar_grows_with_the_ui_scale(size, setting) -> None:
    """Above UI scale 1 (a large window, or the player's setting) the bar's text, buttons,
    status line and tips grow as the rest of the HUD does: they kept their 1280x800 sizes, and
    with the setting above 1 the labels even shrank (to 12 px at 150%)."""
    application, scene = _replay_at((1280, 800), 1.0)
    try:
        plain = (scene.buttons[0].size, scene.buttons[0].rect.height, scene._status_size("Replay: turn 3 of 33"))
        assert scene.scale() == pytest.approx(1.0)
    finally:
        _closed(application)
    application, scene = _replay_at(size, setting)
    try:
        scale = scene.scale()
        assert scale > 1.1
        size_now, height, status = (
            scene.buttons[0].size,
            scene.buttons[0].rect.height,
            scene._status_size("Replay: turn 3 of 33"),
        )
        assert size_now > plain[0], (size_now, plain)
        assert height == round(BUTTON_HEIGHT * scale) > plain[1]
        assert status == round(16 * scale) > plain[2]
        _bar_checked(scene, size)
        gui = Gui(application)
        button = scene.buttons[1]
        gui.move(button.rect.center)
        assert button.tip_rect is not None and button.tip_rect.height >= round(16 * scale)
    finally:
        _closed(application)


def test_the_bar_is_laid_out_again_when_the_ui_scale_changes() -> None:
    """Hiding the tracker above a UI scale setting of 1 enlarges the HUD (`hud.ui_scale`): the
    bar follows at the next frame, as it does a window's new size."""
    from tongiaki.app.main import App

    application = App((1280, 800), ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        set_player_scale(1.5)
        application.settings = application.settings.changed(ui_scale=1.5)
        application.watch_replay(finished_match(["human", "easy"], 6))
        scene = application.scene
        gui = Gui(application)
        gui.frame()
        before = scene.buttons[0].rect.height
        gui.key(pygame.K_t)  # the tracker hides: the column has room, the scale grows
        assert scene.scale() > 1.4
        assert scene.buttons[0].rect.height == round(BUTTON_HEIGHT * scene.scale()) > before
        _bar_checked(scene, (1280, 800))
    finally:
        _closed(application)


@pytest.mark.parametrize(
    ("size", "setting"), [((1280, 800), 1.0), ((1366, 768), 1.0), ((1350, 696), 1.2), ((800, 600), 1.0)]
)
def test_a_tip_leaves_the_status_line_in_sight(size, setting, monkeypatch) -> None:
    """Play-test 36 pointed at the bar's buttons and their tips covered the status line above
    the bar ("To the next turn's start (Page Down)" over "Replay: turn 10 of 44"), at 1280x800,
    1366x768 and 1350x696 at 120%: every tip, the review's longest too, lies above the status
    line (two lines of it at 800x600), over no button, inside the window; and no card hidden
    under the bar shows its box beside the tip (the table takes the pointer as away)."""
    application, scene = _replay_at(size, setting)
    try:
        monkeypatch.setattr(scene, "_review_tip", lambda: LONG_TIP)
        scene._make_buttons()
        gui = Gui(application)
        window = application.screen.get_rect()
        for label in ("Replay: turn 10 of 44, decision 52 of 246", LONG_STATUS):
            monkeypatch.setattr(scene, "_status_label", lambda label=label: label)
            gui.frame()
            status = scene._status_box(label)
            for button in scene.buttons:
                gui.move(button.rect.center)
                tip = button.tip_rect
                assert button.hover and tip is not None, (size, button.label)
                assert not tip.colliderect(status), (size, button.label, tip, status)
                assert tip.bottom <= status.top, (size, button.label, tip, status)
                assert window.contains(tip), (size, button.label, tip)
                assert tip.collidelist([b.rect for b in scene.buttons]) < 0, (size, button.label)
                assert not scene.bar.collidepoint(scene.table.interaction.pointer), (size, button.label)
    finally:
        _closed(application)
