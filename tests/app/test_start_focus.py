"""The start screen by keyboard: Tab moves a visible focus ring over its controls, Enter or Space
activates the one it is on, and with no ring Enter starts the game as before.

Play-test 30 pressed Tab twice on the start screen and saw no focus anywhere; Enter started the
game with the form as it stood (which stays so while no ring is shown)."""

from __future__ import annotations

import pygame

from tongiaki.app.scenes.start import StartScene
from tongiaki.app.scenes.table import TableScene
from tongiaki.app.widgets.ui import ACCENT


def _start(app, gui) -> StartScene:
    app.to_menu()
    gui.frame()
    assert isinstance(app.scene, StartScene)
    return app.scene


def _tab_to(gui, start: StartScene, widget, shift: bool = False) -> None:
    for _ in range(len(start.focus_order()) + 1):
        if start.focused is widget:
            return
        gui.key(pygame.K_TAB, pygame.KMOD_SHIFT if shift else 0)
    raise AssertionError(f"Tab never reached {widget}")


def _ring_drawn(app, widget) -> bool:
    ring = widget.rect.inflate(8, 8)
    return all(
        app.screen.get_at(point)[:3] == ACCENT
        for point in ((ring.centerx, ring.top + 1), (ring.centerx, ring.bottom - 2), (ring.left + 1, ring.centery))
    )


def test_tab_shows_a_ring_that_goes_round_the_controls(app, gui) -> None:
    start = _start(app, gui)
    assert not _ring_drawn(app, start.kinds[0])
    gui.key(pygame.K_TAB)
    order = start.focus_order()
    assert start.focused is order[0] is start.minus
    assert _ring_drawn(app, start.minus)
    seen = [start.focused]
    for _ in range(len(order)):
        gui.key(pygame.K_TAB)
        if start.focused is start.minus:  # round again
            break
        seen.append(start.focused)
        assert _ring_drawn(app, start.focused)
    else:
        raise AssertionError("Tab never came round")
    for i in range(start.count):  # every seat's level and colour, in reading order
        assert seen.index(start.kinds[i]) + 1 == seen.index(start.colours[i])
    assert {start.deck, start.seed, start.speed, start.start, start.settings_button} <= set(seen)
    assert start.cont not in seen  # greyed (no saved game): passed over
    assert seen == [widget for widget in order if widget is not start.cont]
    gui.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert start.focused is seen[-1]  # Shift+Tab goes back
    gui.click((5, 5))
    assert start.focused is None and not _ring_drawn(app, seen[-1])  # a click puts the ring away


def test_enter_and_space_activate_the_focused_control(app, gui) -> None:
    start = _start(app, gui)
    _tab_to(gui, start, start.kinds[1])
    level = start.kinds[1].value
    gui.key(pygame.K_RETURN)
    assert start.kinds[1].value != level and isinstance(app.scene, StartScene)  # stepped, not started
    assert app.settings.seats[1] == start.kinds[1].value.lower()  # remembered, as a click is
    gui.key(pygame.K_LEFT)
    assert start.kinds[1].value == level
    _tab_to(gui, start, start.colours[1])
    colour = start.colours[1].value
    gui.key(pygame.K_SPACE)
    assert start.colours[1].value not in {colour, start.colours[0].value, start.colours[2].value}
    count = start.count
    _tab_to(gui, start, start.plus, shift=True)
    gui.key(pygame.K_KP_ENTER)
    assert start.count == count + 1
    _tab_to(gui, start, start.speed)
    speed = start.speed.value
    gui.key(pygame.K_RETURN)
    assert start.speed.value != speed and app.settings.speed == start.speed.value
    _tab_to(gui, start, start.start)
    gui.key(pygame.K_SPACE)
    assert isinstance(app.scene, TableScene)
    assert len(app.scene.match.seats) == count + 1


def test_the_seed_field_takes_the_typing_and_enter_then_starts(app, gui) -> None:
    start = _start(app, gui)
    _tab_to(gui, start, start.seed)
    assert start.seed.focused
    gui.frame([pygame.event.Event(pygame.TEXTINPUT, text="42")])
    gui.key(pygame.K_h, unicode="h")  # a letter in the field, not the guide
    assert start.seed.value == "42" and not app.help.visible
    gui.key(pygame.K_RETURN)  # leaves the field: the ring goes with it
    assert not start.seed.focused and start.focused is None and isinstance(app.scene, StartScene)
    gui.key(pygame.K_RETURN)  # no ring: Enter starts, as ever
    assert isinstance(app.scene, TableScene) and app.scene.match.seed == 42


def test_enter_with_no_ring_starts_the_game(app, gui) -> None:
    _start(app, gui)
    gui.key(pygame.K_RETURN)
    assert isinstance(app.scene, TableScene)


def test_the_seat_count_buttons_sit_on_the_seats_line_not_on_seat_1s(app, gui) -> None:
    """Play-test 39 read the seat count's - and + as seat 1's (they were on its row, under the
    "Seats: 3" line): they sit on that line, clear of every seat's row, at 1280x800 and in the
    close layout of a low window alike."""
    for size in ((1280, 800), (1024, 600), (800, 600)):
        start = _start(app, gui)
        start.resize(size)
        for button in (start.minus, start.plus):
            assert all(not button.rect.colliderect(row.rect) for row in start.kinds[:start.count]), size
            assert button.rect.bottom <= start.kinds[0].rect.top, size
