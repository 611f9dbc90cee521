"""The table's action buttons: a disabled button says why (R8.1 for the king), Resettle asks twice,
the mode buttons switch what a click on an island means, Pass and the menu button."""

from __future__ import annotations

import random

import pygame

from tongiaki.app.input.interaction import ActionMode
from tongiaki.app.scenes.start import StartScene
from tongiaki.app.widgets.ui import Button, text
from tongiaki.rules import DecisionKind, Option, OptionKind
from tongiaki.rules.explain import action_reasons

TOOLTIP_BOX = (8, 16, 26)


def _first_turn(app, gui) -> None:
    """Start human vs random and click through the setup to the human's first turn action."""
    app.new_game(["human", "random"], seed=2, speed="instant")
    rng = random.Random(2)
    while gui.wait_for_human() and app.scene.match.pending.kind is not DecisionKind.ACTION:
        options = app.scene.match.pending.options
        gui.perform(options[rng.randrange(len(options))])
    assert app.scene.match.pending.kind is DecisionKind.ACTION


def _at_a_king_island_offered(app, gui):
    """A game shown at the person's turn action that offers a king island; its match."""
    from tests.app.matches import human_match_until
    from tests.app.test_table_gestures import COLOURS

    match = human_match_until(lambda m, node: node.kind is DecisionKind.ACTION
                              and any(o.kind is OptionKind.KING for o in node.options), what="a king island offered")
    app.show_match(match, COLOURS, "instant")
    assert gui.wait_for_human()
    gui.frame()
    return match


def _tooltip_pixels(button: Button, hover: bool) -> bytes:
    """The pixels around a button drawn alone (not the button itself), hovered or not: where its
    reason appears (above it, or to its left in the table's right column)."""
    surface = pygame.Surface((button.rect.right + 300, button.rect.bottom + 10))
    surface.fill((0, 0, 0))
    saved = button.hover
    button.hover = hover
    button.draw(surface)
    button.hover = saved
    surface.fill((0, 0, 0), button.rect)
    return pygame.image.tobytes(surface, "RGB")


def test_disabled_king_button_shows_its_reason(app, gui) -> None:
    _first_turn(app, gui)
    scene = app.scene
    king = gui.button("King island")
    # R8.1: only Tonga holds the human's ships at the first turn.
    reason = action_reasons(scene.match.state)[OptionKind.KING]
    assert not king.enabled
    assert king.why == reason
    assert "Tonga" in king.why and "R8" not in king.why  # the player's words, no rule number
    gui.move(king.rect.center)
    king = gui.button("King island")
    assert king.hover
    assert _tooltip_pixels(king, hover=True) != _tooltip_pixels(king, hover=False)
    # The reason's dark box is on the window, beside the button (left of the right column).
    box = king.tip_rect
    assert app.screen.get_rect().contains(box) and box.right <= king.rect.left
    assert app.screen.get_at((box.x + 3, box.centery))[:3] == TOOLTIP_BOX
    # Clicking it does nothing.
    gui.click(king.rect.center)
    assert scene.interaction.mode is ActionMode.REPRODUCE
    assert scene.submitted[-1].kind is not OptionKind.KING


def test_enabled_buttons_have_no_reason(app, gui) -> None:
    _first_turn(app, gui)
    for label in ("Reproduce", "Resettle"):
        button = gui.button(label)
        assert button.enabled and button.why == ""


def test_an_enabled_action_button_says_what_it_does(app, gui) -> None:
    """A play-test hovered the enabled King island button and learnt nothing of which island it
    would found: hovered, each enabled action shows what it does, King island its islands."""
    match = _at_a_king_island_offered(app, gui)
    state = match.state
    islands = {state.cards[state.cells[o.cell]].name for o in match.pending.options if o.kind is OptionKind.KING}
    for label in ("King island", "Reproduce", "Resettle"):
        button = gui.button(label)
        assert button.enabled and button.tip, label
        assert _tooltip_pixels(button, hover=True) != _tooltip_pixels(button, hover=False), label
    king = gui.button("King island").tip
    assert king.startswith("King island on ") and all(name in king for name in islands), king


def test_resettle_needs_two_clicks(app, gui) -> None:
    _first_turn(app, gui)
    scene = app.scene
    submitted = list(scene.submitted)
    history = len(scene.match.history)
    gui.click_button("Resettle")
    assert scene.submitted == submitted
    assert len(scene.match.history) == history
    assert scene.resettle_armed
    assert gui.button("Click again to resettle").active
    assert not gui.button("Reproduce").active  # one lit button (a play-test saw both lit)
    gui.frame()
    # The top bar says what the second click costs (a play-test could not tell).
    state, me = scene.match.state, scene.match.pending.player
    ships = state.ships_on_spots(me)
    assert f"Resettle takes your {ships} ship" in scene.hud.prompt and "Click Resettle again" in scene.hud.prompt
    gui.click_button("Click again to resettle")
    assert scene.submitted[-1] == Option(OptionKind.RESETTLE)
    assert scene.match.history[history] == Option(OptionKind.RESETTLE)


def test_armed_resettle_is_cancelled_by_another_action(app, gui) -> None:
    _first_turn(app, gui)
    scene = app.scene
    gui.click_button("Resettle")
    assert scene.resettle_armed
    reproduce = next(o for o in scene.match.pending.options if o.kind is OptionKind.REPRODUCE)
    gui.perform(reproduce)
    assert not scene.resettle_armed
    assert Option(OptionKind.RESETTLE) not in scene.submitted


def test_clicking_the_chosen_action_again_says_what_to_do(app, gui) -> None:
    _first_turn(app, gui)
    scene = app.scene
    assert gui.button("Reproduce").active and not scene.hud.notice_text
    gui.click_button("Reproduce")
    assert "click an island of yours to reproduce" in scene.hud.notice_text
    assert scene.t < scene.hud.notice_until
    # Once the decision is made the notice goes: it stayed up into the next decision, and
    # contradicted the prompt there (seen in a tutorial screenshot).
    reproduce = next(o for o in scene.match.pending.options if o.kind is OptionKind.REPRODUCE)
    gui.perform(reproduce)
    gui.frame()
    assert scene.hud.notice_until <= scene.t


def test_choosing_a_mode_disarms_resettle(app, gui) -> None:
    _first_turn(app, gui)
    scene = app.scene
    gui.click_button("Resettle")
    assert scene.resettle_armed
    gui.click_button("Reproduce")
    assert not scene.resettle_armed and gui.button("Reproduce").active and gui.button("Resettle").enabled


def test_mode_buttons_switch_and_light_up(app, gui) -> None:
    _first_turn(app, gui)
    scene = app.scene
    gui.click_button("Take a ship back")
    # R9.2 recall is only offered with an empty supply, so the button is off and the mode stays.
    assert not gui.button("Take a ship back").enabled
    assert scene.interaction.mode is ActionMode.REPRODUCE
    gui.click_button("Reproduce")
    assert scene.interaction.mode is ActionMode.REPRODUCE
    assert gui.button("Reproduce").active


def test_save_and_menu_button_autosaves_and_shows_the_start_screen(app, gui) -> None:
    from tongiaki.play.records import load_autosave

    _first_turn(app, gui)
    match = app.scene.match
    gui.click_button("Save & menu")
    assert isinstance(app.scene, StartScene)
    assert app.scene.cont.enabled
    assert load_autosave().history == match.history


def test_speed_button_cycles_the_speeds(app, gui) -> None:
    _first_turn(app, gui)
    scene = app.scene
    seen = []
    for _ in range(4):
        seen.append(scene.animator.speed)
        gui.click_button("Speed:")
    assert sorted(seen) == sorted(["slow", "normal", "fast", "instant"])
    assert scene.animator.speed == "instant"


def test_undo_button_and_u_key_take_back_the_last_reproduction_beach(app, gui) -> None:
    _first_turn(app, gui)
    match = app.scene.match
    reproduce = next(o for o in match.pending.options if o.kind is OptionKind.REPRODUCE)
    gui.perform(reproduce)
    assert gui.wait_for_human()
    assert match.pending.kind is DecisionKind.REPRODUCE_BEACH  # seed 2: two ships, six beaches
    before = list(match.history)
    gui.perform(match.pending.options[0])
    assert gui.wait_for_human()
    assert match.can_undo()
    gui.click_button("Undo (U)")
    gui.frame()
    assert match.history == before
    gui.perform(match.pending.options[-1])
    assert gui.wait_for_human()
    assert match.can_undo()
    gui.key(pygame.K_u)
    gui.frame()
    assert match.history == before


def test_clip_to_width_keeps_a_label_within_its_room() -> None:
    from tongiaki.app.widgets.ui import clip_to_width

    assert clip_to_width("short", 15, 400) == "short"
    long = "The saved game cannot be read: " + "seed " * 60
    cut = clip_to_width(long, 15, 300)
    assert cut.endswith(" …") and text(cut, 15).get_width() <= 300 and long.startswith(cut[:-2])


def test_wrap_cuts_a_word_wider_than_the_line() -> None:
    """A save's long file name in the log ran past the panel's edge."""
    from tongiaki.app.widgets.ui import wrap

    label = "Game saved as " + "a-very-long-file-name-" * 6
    lines = wrap(label, 15, 200)
    assert "".join(lines).replace(" ", "") == label.replace(" ", "")
    assert all(text(line, 15).get_width() <= 200 for line in lines)
    assert wrap("two words", 15, 400) == ("two words",)


def test_wrap_cuts_a_very_long_word_by_halving_not_letter_by_letter(monkeypatch) -> None:
    """A word of 5,000 letters took 44 s to wrap in the replay viewer: each line was cut one
    letter at a time, measuring the whole rest of the word each time. Counted, not timed: the
    font is measured a few dozen times a line at most, and every line is as full as it can be."""
    from tongiaki.app.widgets import ui

    class CountingFont:
        def __init__(self, face) -> None:
            self.face, self.calls = face, 0

        def size(self, label: str) -> tuple[int, int]:
            self.calls += 1
            return self.face.size(label)

    counting = CountingFont(ui.font(15, False))
    monkeypatch.setattr(ui, "font", lambda size, bold=False: counting)
    word = "x" * 5000
    lines = ui.wrap.__wrapped__(word, 15, 200)
    assert "".join(lines) == word
    assert all(counting.face.size(line)[0] <= 200 for line in lines)
    assert all(counting.face.size(line + "x")[0] > 200 for line in lines[:-1])  # as full as it can be
    assert counting.calls <= 20 * len(lines)


def test_a_disabled_buttons_reason_in_the_right_column_covers_no_other_button() -> None:
    """A play-test found the greyed "Take a ship back"'s reason over the King island button."""
    from tongiaki.app.widgets.ui import Button

    pygame.font.init()
    surface = pygame.Surface((1280, 800))
    king = Button(pygame.Rect(1060, 580, 200, 30), "King island", lambda: None)
    recall = Button(pygame.Rect(1060, 615, 200, 30), "Take a ship back", lambda: None)
    recall.enabled, recall.why, recall.hover = False, "Only with an empty supply (R9.2)", True
    for button in (king, recall):
        button.draw(surface)
    assert surface.get_rect().contains(recall.tip_rect)
    assert not recall.tip_rect.colliderect(king.rect) and not recall.tip_rect.colliderect(recall.rect)
    # In a row in the middle of the screen (the start screen's), the reason goes above.
    cont = Button(pygame.Rect(500, 600, 150, 40), "Continue", lambda: None)
    cont.enabled, cont.why, cont.hover = False, "No saved game yet", True
    cont.draw(surface)
    assert cont.tip_rect.bottom <= cont.rect.top


def test_the_resettle_warning_counts_what_the_ships_hold_and_keeps_the_kings() -> None:
    """The points said to be at stake are those the ships hold: a king's island stays scored."""
    import random

    from tongiaki.app.scenes.table_text import resettle_warning
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.rules import new_game

    rng = random.Random(7)
    state = new_game(load_deck(DEFAULT_DECK_PATH), 2)
    seen_king = seen_plain = False
    while not state.is_over() and not (seen_king and seen_plain):
        for me in range(2):
            kings = [c for c, owner in state.kings.items() if owner == me]
            held = state.result().scores[me] - sum(state.cards[state.cells[c]].value for c in kings)
            text = resettle_warning(state, me)
            ships = state.ships_on_spots(me)
            assert text.startswith(f"Resettle takes your {ships} ship")
            assert f"(they hold {held} point" in text and (("king" in text) == bool(kings))
            seen_king |= bool(kings)
            seen_plain |= held > 0 and not kings
        node = state.pending
        options = node.outcomes if node.is_chance else node.options
        state.apply(options[rng.randrange(len(options))])
    assert seen_king and seen_plain


def test_with_an_empty_supply_the_prompt_says_a_reproduction_is_a_pass() -> None:
    """A play-test with an empty supply saw Reproduce lit and a hint to reproduce on Tonga, and
    nothing said that this places no ship: the prompt says so, and how to reproduce after all."""
    from tongiaki.app.input.interaction import Interaction
    from tongiaki.rules import Decision, DecisionKind, interned
    from tongiaki.rules.hexgrid import ORIGIN

    interaction = Interaction(None)
    interaction.set_decision(Decision(0, DecisionKind.ACTION, (interned.reproduce(ORIGIN), interned.recall(ORIGIN, 0),
                                                               interned.RESETTLE)))
    assert "places no ship (a pass)" in interaction.prompt(supply_empty=True)
    assert "Take a ship back first" in interaction.prompt(supply_empty=True)
    assert "(a pass)" not in interaction.prompt(supply_empty=False)
    interaction.set_mode(ActionMode.RECALL)
    assert "(a pass)" not in interaction.prompt(supply_empty=True)  # taking one back already


def test_the_reproduction_prompt_counts_the_new_ships_still_to_place(app, gui) -> None:
    """Play-test 22: "Click a beach for the next new ship" never said how many were left (only the
    log's "2 new ships" did)."""
    _first_turn(app, gui)
    scene = app.scene
    match = scene.match
    reproduce = next(o for o in match.pending.options if o.kind is OptionKind.REPRODUCE)
    gui.perform(reproduce)
    assert gui.wait_for_human()
    assert match.pending.kind is DecisionKind.REPRODUCE_BEACH and match.state.repro_left == 2  # seed 2
    gui.frame()
    assert "2 still to place" in scene.hud.prompt, scene.hud.prompt
    gui.perform(match.pending.options[0])
    assert gui.wait_for_human()
    gui.frame()
    assert match.state.repro_left == 1
    # the last one is said to be the last (play-test 28 read the count dropped for it)
    assert scene.hud.prompt.endswith("Click a beach for the next new ship (the last one, one per beach)."), \
        scene.hud.prompt


def test_every_reproduction_prompt_counts_the_new_ships_the_same_way() -> None:
    """Play-test 28 read "(3 still to place, one per beach)", "(2 still to place, ...)", then
    "(one per beach)" with no count for the last ship: each prompt says how many are left, the
    last one as the last."""
    from tongiaki.app.input.interaction import Interaction
    from tongiaki.rules import Decision, DecisionKind, interned
    from tongiaki.rules.hexgrid import ORIGIN

    interaction = Interaction(None)
    interaction.set_decision(Decision(0, DecisionKind.REPRODUCE_BEACH,
                                      (interned.place(ORIGIN, 0), interned.place(ORIGIN, 1))))
    said = [interaction.prompt(ships_left=left) for left in (3, 2, 1)]
    assert said == ["Click a beach for the next new ship (3 still to place, one per beach).",
                    "Click a beach for the next new ship (2 still to place, one per beach).",
                    "Click a beach for the next new ship (the last one, one per beach)."]


def test_esc_backs_out_of_an_armed_resettle_before_it_leaves_the_table(app, gui) -> None:
    """Play-test 38 clicked Resettle, read "Click again to resettle", pressed Esc to cancel and
    found itself on the start screen: Esc puts the Resettle off first; the next Esc leaves."""
    from tongiaki.app.scenes.table import TableScene

    _first_turn(app, gui)
    scene = app.scene
    gui.click_button("Resettle")
    gui.frame()
    assert scene.resettle_armed and "or press Esc" in scene.hud.prompt
    gui.key(pygame.K_ESCAPE)
    assert app.scene is scene and isinstance(scene, TableScene)
    assert not scene.resettle_armed and gui.button("Resettle").enabled
    assert "No resettling" in scene.hud.notice_text
    assert Option(OptionKind.RESETTLE) not in scene.submitted
    gui.key(pygame.K_ESCAPE)
    assert isinstance(app.scene, StartScene)


def test_esc_backs_out_of_a_chosen_action_to_reproducing(app, gui) -> None:
    """King island chosen with its button: Esc goes back to the mode the turn starts in
    (reproducing), saying so, and stays at the table; chosen again, Reproduce is nothing to back out of."""
    _at_a_king_island_offered(app, gui)
    scene = app.scene
    gui.click_button("King island")
    assert scene.interaction.mode is ActionMode.KING
    gui.key(pygame.K_ESCAPE)
    assert app.scene is scene and scene.interaction.mode is ActionMode.REPRODUCE
    assert "click an island of yours to reproduce" in scene.hud.notice_text
    gui.click_button("Reproduce")
    gui.key(pygame.K_ESCAPE)
    assert isinstance(app.scene, StartScene)


def test_esc_puts_back_a_card_being_dragged(app, gui) -> None:
    """Esc while the stack's card is dragged puts it back: the release places nothing, the table stays."""
    from tests.app.matches import human_match_until
    from tests.app.test_table_gestures import COLOURS

    match = human_match_until(lambda m, node: node.kind is DecisionKind.PLACE_CARD, what="a card to place")
    app.show_match(match, COLOURS, "instant")
    assert gui.wait_for_human()
    gui.frame()
    scene = app.scene
    node, submitted = match.pending, list(scene.submitted)
    target = gui.visible(lambda: scene.view.camera.cell_center(node.options[0].cell))
    start = scene.interaction.stack_rect.center
    gui.press(start)
    gui.move(((start[0] + target[0]) // 2, (start[1] + target[1]) // 2), buttons=(1, 0, 0))
    gui.move(target, buttons=(1, 0, 0))
    assert scene.interaction.drag is not None
    gui.key(pygame.K_ESCAPE)
    assert app.scene is scene and scene.interaction.drag is None and "Put back" in scene.hud.notice_text
    gui.release(target)
    gui.frame()
    assert scene.submitted == submitted and match.pending is node
