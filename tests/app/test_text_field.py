"""The one-line text field: a pre-filled value starts selected so that typing replaces it, Ctrl+A
selects all again, Backspace or Delete clears a selection, and the selection shows (a play-test
pressed Ctrl+A over a save's default name and typed: the new name went after the old one)."""

from __future__ import annotations

import pygame
import pytest

from tongiaki.app.widgets.ui import SELECTION, TextField


def _typed(field: TextField, chars: str) -> None:
    assert field.handle(pygame.event.Event(pygame.TEXTINPUT, text=chars))


def _key(field: TextField, key: int, mod: int = 0) -> None:
    field.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))


def _focused(value: str = "", **options) -> TextField:
    field = TextField(pygame.Rect(20, 20, 400, 36), value, **options)
    field.focused = True
    return field


def test_a_prefilled_value_is_selected_and_typing_replaces_it() -> None:
    field = _focused("3 players 2026-12-04 2325", max_length=60)
    assert field.selected
    _typed(field, "p")
    _typed(field, "t18 midgame")
    assert field.value == "pt18 midgame" and not field.selected


@pytest.mark.parametrize("mod", [pygame.KMOD_LCTRL, pygame.KMOD_RCTRL, pygame.KMOD_LMETA])
def test_ctrl_a_selects_all_and_the_next_character_replaces_it(mod) -> None:
    field = _focused("3 players 2026-12-04 2325", max_length=60)
    _typed(field, "x")  # typing over the first selection, then on after it
    _typed(field, "yz")
    assert field.value == "xyz" and not field.selected
    _key(field, pygame.K_a, mod)
    assert field.selected
    _typed(field, "pt18 midgame")
    assert field.value == "pt18 midgame"


def test_a_plain_a_is_typed_not_select_all() -> None:
    field = _focused("ab")
    _key(field, pygame.K_RIGHT)  # the caret after the text: nothing selected
    assert not field.selected
    _key(field, pygame.K_a)  # its character comes as TEXTINPUT; the key alone selects nothing
    assert not field.selected
    _typed(field, "a")
    assert field.value == "aba"


@pytest.mark.parametrize("key", [pygame.K_BACKSPACE, pygame.K_DELETE])
def test_backspace_or_delete_clears_a_selection(key) -> None:
    field = _focused("old name")
    _key(field, key)
    assert field.value == "" and not field.selected
    field.value = "abc"
    _key(field, pygame.K_BACKSPACE)  # no selection: one character
    assert field.value == "ab"


def test_digits_only_and_the_length_limit_still_hold_over_a_selection() -> None:
    seed = _focused("42", digits=True, max_length=4)
    _typed(seed, "x")  # refused: the selection and the value stay
    assert seed.value == "42" and seed.selected
    _typed(seed, "123456")
    assert seed.value == "1234"
    _key(seed, pygame.K_a, pygame.KMOD_CTRL)
    _typed(seed, "7")
    assert seed.value == "7"


def test_enter_escape_and_a_click_end_the_selection() -> None:
    for key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB):
        field = _focused("name")
        _key(field, key)
        assert not field.focused and not field.selected
    field = _focused("name")
    assert field.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=field.rect.center))
    assert field.focused and not field.selected  # the caret at the end: typing adds
    _typed(field, "s")
    assert field.value == "names"
    assert not field.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(0, 0)))
    assert not field.focused


def test_ctrl_a_on_an_empty_field_selects_nothing() -> None:
    field = _focused()
    _key(field, pygame.K_a, pygame.KMOD_CTRL)
    assert not field.selected


def test_the_selection_shows_behind_the_text() -> None:
    surface = pygame.Surface((440, 80))
    field = _focused("3 players 2026-12-04 2325", max_length=60)

    def highlighted() -> int:
        surface.fill((0, 0, 0))
        field.draw(surface)
        return pygame.mask.from_threshold(surface, SELECTION, (1, 1, 1, 255)).count()

    assert highlighted() > 200
    _key(field, pygame.K_END)
    assert highlighted() == 0
    _key(field, pygame.K_a, pygame.KMOD_CTRL)
    assert highlighted() > 200
    field.focused = False  # a field left shows no selection
    assert highlighted() == 0
