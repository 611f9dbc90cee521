"""The replay's bar of buttons: each as wide as its label needs, with room round it.

Its buttons had fixed widths (54 to 110 px) squeezed alike into the table area: at 1280x800
"Speed: x2" and "< turn" were shrunk into boxes that cut or cramped them. Now each is its
label's width and padding (as a dialog's buttons are), all at one text size, the labels in
short forms ('<<', 'x2') where the long ones do not fit the table area.
"""

from __future__ import annotations

import pytest

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS
from tests.walks import finished_match
from tongiaki.app.scenes.replay import BAR_LEAST_PAD, ReplayScene
from tongiaki.app.widgets.ui import MIN_LABEL_SIZE, font


def _bar_checked(scene: ReplayScene, size: tuple[int, int]) -> None:
    area = scene.table.hud.rects["table"]
    assert area.contains(scene.bar), (size, scene.bar, area)
    assert len({button.size for button in scene.buttons}) == 1, size
    for button, after in zip(scene.buttons, scene.buttons[1:] + [None], strict=True):
        label = font(button.size, True).size(button.label)[0]
        assert label + 2 * BAR_LEAST_PAD <= button.rect.width, (size, button.label, label, button.rect.width)
        assert button.label_image().get_width() == label  # drawn at its size, not shrunk to fit
        assert scene.bar.contains(button.rect), (size, button.label)
        if after is not None:
            assert button.rect.right < after.rect.left, (size, button.label)
    assert scene.buttons[0].size >= MIN_LABEL_SIZE + 1, size


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
