"""The guided first game: its script holds on its seed, it is played through by following its
ringed suggestions with gestures, it can be left at every step, and it never touches the save."""

from __future__ import annotations

import pygame
import pytest

from tongiaki.app.input.interaction import ActionMode
from tongiaki.app.scenes.start import StartScene
from tongiaki.app.scenes.tutorial import LEAVE_SECONDS, TutorialScene
from tongiaki.play import tutorial
from tongiaki.play.tutorial import HUMAN, STEPS, Tutor
from tongiaki.rules import DecisionKind, Event, EventKind, OptionKind


def wait(gui, scene, limit: int = 3000) -> bool:
    """Frames until the person is asked a decision (True) or the game is over (False)."""
    for _ in range(limit):
        if scene.match.is_over():
            return False
        decision = scene.interaction.decision
        if decision is not None and decision is scene.match.pending:
            return True
        gui.frame()
    raise AssertionError(f"no decision of the person after {limit} frames")


def follow(gui, until=None, limit: int = 400) -> int:
    """Make the suggested move at every decision of the person (by gesture) until `until()` or
    the end; returns how many moves were made."""
    scene = gui.scene
    moves = 0
    for _ in range(limit):
        if until is not None and until():
            return moves
        if not wait(gui, scene):
            return moves
        if until is not None and until():
            return moves
        option = scene.suggestion()
        assert option is not None, f"no suggestion at {scene.match.pending.kind}"
        gui.perform(option)
        moves += 1
    raise AssertionError("the tutorial did not end")


def test_the_script_holds_on_its_seed() -> None:
    run = tutorial.check_script(tutorial.SEED)
    assert run.order == list(range(len(STEPS)))
    assert run.complete and run.won and run.gap >= 0.15


def test_a_failed_crossing_counts_only_with_the_persons_ships() -> None:
    tutor = Tutor()
    sink = next(i for i, s in enumerate(STEPS) if s.key == "sink")
    tutor.observe_event(Event(EventKind.CROSSING, danger=3, colours=1, passed=False, ships=(HUMAN + 1,)))
    tutor.observe_event(Event(EventKind.CROSSING, danger=2, colours=2, passed=True, ships=(HUMAN, 1)))
    assert not tutor.done[sink]
    tutor.observe_event(Event(EventKind.CROSSING, danger=3, colours=2, passed=False, ships=(HUMAN, 1)))
    assert tutor.done[sink] and tutor.last_done == sink


def test_the_king_step_passes_when_the_person_passes_a_king_island_up() -> None:
    """Play-test 44 founded no king island, and "A king island" stayed the step from turn 12 to
    turn 34. Passed up twice where offered (the rings pointing at it, or off the script), the
    step is done, with its own words; passed up where the rings pointed elsewhere, it waits."""
    from tongiaki.rules import Decision, Option

    king = next(i for i, s in enumerate(STEPS) if s.key == "king")
    tutor = Tutor()
    for i in range(king):
        tutor._complete(i)
    crown, grow = Option(OptionKind.KING, (1, 0)), Option(OptionKind.REPRODUCE, (1, 0))
    offered = Decision(HUMAN, DecisionKind.ACTION, (grow, crown))
    not_offered = Decision(HUMAN, DecisionKind.ACTION, (grow,))
    tutor.observe_move(grow, None, not_offered, None)
    tutor.observe_move(grow, None, offered, grow)  # the rings said reproduce: no passing up
    tutor.observe_move(grow, None, offered, crown)
    assert tutor.index == king
    tutor.observe_move(grow, None, offered, None)  # off the script
    assert tutor.done[king] and tutor.last_done == king and tutor.index == king + 1
    assert tutor.told(king) == tutorial.done_text(king, passed_up=True) != tutorial.done_text(king)
    assert "King island stays open" in tutor.told(king)
    founded = Tutor()
    for i in range(king):
        founded._complete(i)
    founded.observe_event(Event(EventKind.KING_FOUNDED, player=HUMAN, cell=(1, 0)))
    assert founded.told(king) == tutorial.done_text(king)


def test_enter_plays_the_gold_rings_move(app, gui, data_dir) -> None:
    """Play-test 44 pressed Enter on a gold ring and nothing happened (only a hint's pink ring
    played): Enter plays the ringed move where no hint shows."""
    app.start_tutorial("instant")
    scene = app.scene
    assert gui.wait_for_human()
    for _ in range(3):
        suggested = scene.suggestion()
        assert suggested is not None and not scene.hint.showing
        history = len(scene.match.history)
        gui.key(pygame.K_RETURN)
        assert scene.match.history[history] == suggested
        assert gui.wait_for_human()


def test_played_through_by_following_the_rings(app, gui, data_dir) -> None:
    app.start_tutorial("instant")
    scene = app.scene
    assert isinstance(scene, TutorialScene)
    shown: list[int] = []

    def note() -> bool:
        if scene.tutor.index not in shown:
            shown.append(scene.tutor.index)
        return False

    moves = follow(gui, until=note)
    for _ in range(300):
        if scene.over_shown:
            break
        gui.frame()
    assert scene.over_shown and app.scene is scene  # the final board stays
    assert scene.tutor.finished and scene.tutor.order == list(range(len(STEPS)))
    assert not scene.off_script and moves == len(gui.performed) > 40
    # the steps came up in order; each one that waits for a move was current at a decision
    assert shown == sorted(shown)
    assert {i for i, s in enumerate(STEPS) if s.trigger is not tutorial.Trigger.DECISION} - {7} <= set(shown)
    assert scene.match.state.result().scores[HUMAN] == max(scene.match.state.result().scores)
    gui.click(scene.scores.rect.center)
    assert type(app.scene).__name__ == "ScoreScene"
    assert not app.has_autosave() and not list(data_dir.iterdir())  # the tutorial saved nothing


@pytest.mark.parametrize("step", range(len(STEPS)))
def test_it_can_be_left_at_every_step(app, gui, step) -> None:
    app.start_tutorial("instant")
    scene = app.scene
    follow(gui, until=lambda: scene.tutor.index >= step)
    assert scene.tutor.index >= step or scene.match.is_over()  # a step may pass with no decision in it
    gui.key(pygame.K_ESCAPE)
    assert app.scene is scene and "Esc again" in scene.hud.notice_text  # one press only warns
    gui.key(pygame.K_ESCAPE)
    assert isinstance(app.scene, StartScene)
    assert not app.has_autosave()


def test_the_leave_button_goes_back_to_the_start_screen(app, gui) -> None:
    app.start_tutorial("instant")
    gui.wait_for_human()
    gui.click(app.scene.leave.rect.center)
    assert isinstance(app.scene, StartScene)


def test_leaving_the_script_says_so_and_play_goes_on(app, gui) -> None:
    app.start_tutorial("instant")
    scene = app.scene
    gui.wait_for_human()
    suggested = scene.suggestion()
    other = next(o for o in scene.match.pending.options if o != suggested)
    gui.perform(other)
    assert scene.off_script and scene.suggestion() is None
    assert gui.wait_for_human()  # the game plays on
    gui.frame()
    assert scene.suggestion() is None


def test_the_first_emigration_rings_a_safe_and_a_dangerous_pier(app, gui) -> None:
    app.start_tutorial("instant")
    scene = app.scene
    follow(
        gui,
        until=lambda: (
            scene.match.pending is not None
            and not scene.match.pending.is_chance
            and scene.match.waiting_for_human()
            and scene.match.pending.kind.value == "emigrate"
        ),
    )
    safe, risky = scene.suggestion(), scene.danger_pier()
    assert safe.kind is OptionKind.EMIGRATE and risky is not None and safe != risky
    odds = tutorial.emigration_odds(scene.match.state, scene.match.pending)
    assert odds[safe] < odds[risky]
    assert STEPS[scene.tutor.index].key == "emigrate"


def test_first_game_button_on_the_start_screen(app, gui) -> None:
    app.to_menu()
    gui.frame()
    gui.click(app.scene.first_game.rect.center)
    assert isinstance(app.scene, TutorialScene)


def test_play_tutorial_command(monkeypatch) -> None:
    from tongiaki.app.main import App
    from tongiaki.cli import build_parser
    from tongiaki.cli import play as play_command

    opened: list[str] = []
    monkeypatch.setattr(App, "run", lambda self, max_frames=None: opened.append(type(self.scene).__name__))
    args = build_parser().parse_args(["play", "--tutorial", "--size", "1280x800"])
    assert play_command.run(args) == 0
    assert opened == ["TutorialScene"]


@pytest.mark.parametrize("size", [(900, 600), (1280, 720), (1366, 768), (1280, 800), (3840, 2160)])
def test_every_prompt_fits_the_panel(size) -> None:
    from tongiaki.app.main import App

    app = App(size, ai_iterations=60, instant_steps=40)
    try:
        app.start_tutorial("instant")
        scene = app.scene
        surface = app.screen
        for index in range(len(STEPS)):
            scene.tutor.done = [i < index for i in range(len(STEPS))]
            scene.tutor.last_done = index - 1
            for off, over in ((False, False), (True, False), (False, True)):
                scene.off_script, scene.over_shown = off, over
                scene.draw(surface)
                prompt = " ".join(STEPS[index].prompt.split())
                assert prompt in " ".join(scene.shown_lines), (size, index, off)
                assert surface.get_rect().contains(scene.panel) and scene.panel_area.contains(scene.panel)
                assert scene.panel.contains(scene.leave.rect)
                assert not over or scene.panel.contains(scene.scores.rect)
                assert scene.title_rects and scene.leave.rect.collidelist(scene.title_rects) < 0, (size, index)
            scene.held = [index]  # the step held, with what it showed and "Next step"
            scene.off_script = scene.over_shown = False
            scene.draw(surface)
            assert " ".join(STEPS[index].done.split()) in " ".join(scene.shown_lines), (size, index)
            assert scene.panel_area.contains(scene.panel) and scene.panel.contains(scene.next_step.rect)
            assert scene.next_step.rect.collidelist([*scene.title_rects, scene.leave.rect]) < 0, (size, index)
            scene.held = []
    finally:
        app.scene.exit()
        app.close()


def test_a_short_step_has_a_short_panel_and_the_view_stays_put(app, gui) -> None:
    """The first step's three lines had a panel as tall as the wordiest step's, mostly empty.
    The panel fits its step; the view is fitted above the room of the tallest, so it does not
    move when the step changes."""
    app.start_tutorial("instant")
    scene = app.scene
    gui.frame()
    first, viewport = scene.panel.height, scene._viewport()
    assert scene.tutor.index == 0 and first < scene.panel_area.height
    assert scene.panel.bottom == scene.panel_area.bottom
    heights = {first}
    for index in range(len(STEPS)):
        scene.tutor.done = [i < index for i in range(len(STEPS))]
        scene.tutor.last_done = index - 1
        gui.frame()
        heights.add(scene.panel.height)
        assert scene._viewport() == viewport
    assert len(heights) > 1


def test_the_ring_marks_the_spot_the_ship_will_take(app, gui) -> None:
    """One ring, on the free spot of the suggested beach nearest its middle (every spot was
    ringed; then its first free spot, which a play-test read as another beach)."""
    app.start_tutorial("instant")
    scene = app.scene
    for _ in range(200):
        if scene.suggestion() is not None:
            break
        gui.frame()
    option = scene.suggestion()
    assert option is not None and option.kind is OptionKind.PLACE
    rings: list[tuple[float, float]] = []
    scene._ring = lambda surface, centre, radius, colour: rings.append(centre)
    scene._ring_option(app.screen, option, (255, 214, 90))
    spots = scene.view.spot_points(scene.display, option.cell)[option.beach]
    taken = scene.display.spots_of((option.cell, option.beach))
    free = [spot for i, spot in enumerate(spots) if i not in taken]
    mx, my = sum(x for x, _ in spots) / len(spots), sum(y for _, y in spots) / len(spots)
    assert rings == [min(free, key=lambda p: (p[0] - mx) ** 2 + (p[1] - my) ** 2)]


def test_undoing_the_move_that_left_the_script_comes_back_to_it(app, gui) -> None:
    app.start_tutorial("instant")
    scene = app.scene

    def beach_choice() -> bool:
        node = scene.match.pending
        return scene.match.waiting_for_human() and node.kind.value == "reproduce-beach" and len(node.options) > 1

    follow(gui, until=beach_choice)
    suggested = scene.suggestion()
    gui.perform(next(o for o in scene.match.pending.options if o != suggested))
    assert scene.off_script
    wait(gui, scene)
    gui.key(pygame.K_u)
    wait(gui, scene)
    assert not scene.off_script and scene.suggestion() == suggested


def test_the_card_box_keeps_off_the_tutorial_panel() -> None:
    """At 900x600 a play-test saw the card box under the see-through tutorial panel, its text
    through the panel's."""
    from tests.app.conftest import Gui
    from tongiaki.app.main import App

    app = App((900, 600), ai_iterations=60, instant_steps=40)
    try:
        gui = Gui(app)
        app.start_tutorial("instant")
        scene = app.scene
        follow(gui, until=lambda: scene.tutor.index >= 5)
        boxes = 0
        for cell in list(scene.display.cells):
            x, y = scene.view.centre(cell)
            if not scene.hud.rects["table"].collidepoint((x, y)):
                continue
            gui.move((x, y))
            gui.frame()
            box = scene.card_info_rect
            if box is not None:
                boxes += 1
                assert not box.colliderect(scene.panel), (cell, box, scene.panel)
        assert boxes > 0
    finally:
        app.scene.exit()
        app.close()


def test_a_step_done_the_moment_it_comes_is_still_told(app, gui) -> None:
    """A reproduction that fills a beach completes "Filling a beach" at once: a play-test saw
    "step 4 of 8" follow "step 2 of 8" with no word of step 3. The panel's line of the step
    just done says which step it was, and what it showed."""
    app.start_tutorial("instant")
    scene = app.scene
    fill = next(i for i, s in enumerate(STEPS) if s.key == "fill")
    scene.tutor.done = [i <= fill for i in range(len(STEPS))]
    scene.tutor.last_done = fill
    gui.frame()
    shown = " ".join(scene.shown_lines)
    assert scene.tutor.index == fill + 1
    assert f"Step {fill + 1}, {STEPS[fill].title}:" in shown and "sail out" in shown
    assert " ".join(STEPS[fill + 1].prompt.split()) in shown


def test_a_piers_box_keeps_off_the_tutorial_panel() -> None:
    """A play-test found the pier's box under the tutorial panel, its last lines hidden: at
    every pier of the tutorial's first emigration, in a low window, the box is clear of it."""
    from tests.app.conftest import Gui
    from tongiaki.app.main import App

    app = App((900, 600), ai_iterations=60, instant_steps=40)
    try:
        gui = Gui(app)
        app.start_tutorial("instant")
        scene = app.scene

        def emigration() -> bool:
            node = scene.match.pending
            return (
                scene.match.waiting_for_human()
                and node.kind is DecisionKind.EMIGRATE
                and scene.interaction.decision is node
            )

        follow(gui, until=emigration)
        assert emigration()
        gui.settle_camera()  # the view shows where the piers lead first (a person aims once it rests)
        shown = 0
        for option in scene.match.pending.options:
            gui.move(scene.view.pier_point(scene.display, option.cell, option.pier))
            gui.frame()
            if scene.preview.showing and scene.preview._box is not None:
                shown += 1
                assert not scene.preview._box.colliderect(scene.panel), (scene.preview._box, scene.panel)
        assert shown > 0
    finally:
        app.scene.exit()
        app.close()


def test_the_chosen_action_is_not_ringed_again(app, gui) -> None:
    """A play-test read "click the ringed button, then Tonga" with Reproduce already chosen, and
    clicking it only repeated the prompt: with the action chosen, only the island is ringed."""
    app.start_tutorial("instant")
    scene = app.scene
    follow(
        gui,
        until=lambda: (
            scene.tutor.index == 1
            and scene.match.pending.kind is DecisionKind.ACTION
            and scene.interaction.decision is scene.match.pending
        ),
    )
    option = scene.suggestion()
    assert option is not None and option.kind is OptionKind.REPRODUCE
    assert scene.interaction.mode is ActionMode.REPRODUCE
    buttons: list[str] = []
    rings: list[tuple[float, float]] = []
    scene._ring_button = lambda surface, label, colour: buttons.append(label) or True
    scene._ring = lambda surface, centre, radius, colour: rings.append(centre)
    scene._ring_option(app.screen, option, (255, 214, 90))
    assert buttons == [] and rings == [scene.view.centre(option.cell)]
    assert "click Tonga" in STEPS[1].prompt and "ringed button" not in STEPS[1].prompt


def _to_the_first_emigration(gui, scene) -> None:
    """Follow the rings (pressing "Next step" at a held step) to the first emigration, its rings shown."""

    def emigration() -> bool:
        node = scene.match.pending
        if scene.held and scene.interaction.decision is node:
            gui.click(scene.next_step.rect.center)
        return (
            scene.match.waiting_for_human()
            and node.kind is DecisionKind.EMIGRATE
            and scene.interaction.decision is node
            and not scene.held
        )

    follow(gui, until=emigration)
    assert emigration()
    gui.settle_camera()


def test_the_boxes_about_the_pointer_are_drawn_over_the_rings(app, gui) -> None:
    """A play-test's gold ring crossed a pier's box and hid its "84% land". With a ring as large
    as the table area, every box about what the pointer is on (a pier's voyage and its end's
    label, the card box) still reads exactly as with no ring at all."""
    app.start_tutorial("instant")
    scene = app.scene
    _to_the_first_emigration(gui, scene)
    table = scene.hud.rects["table"]
    scene._ring = lambda surface, centre, radius, colour: surface.fill(colour, table)  # a ring everywhere
    rings = scene._draw_rings

    def boxes_drawn(with_rings: bool) -> tuple[list[pygame.Rect], list[pygame.Surface]]:
        scene._draw_rings = rings if with_rings else (lambda surface: None)
        surface = pygame.Surface(app.screen.get_size())
        scene.draw(surface)
        preview = scene.preview
        boxes = [box for box in (preview._box, preview._end_rect) if preview.showing and box is not None]
        boxes += [scene.card_info_rect] if scene.card_info_rect is not None else []
        boxes = [box.inflate(-14, -14).clip(surface.get_rect()) for box in boxes]  # inside the round corners
        return boxes, [surface.subsurface(box).copy() for box in boxes]

    points = [scene.view.pier_point(scene.display, o.cell, o.pier) for o in scene.match.pending.options]
    points += [scene.view.centre(cell) for cell in scene.display.cells]
    compared = 0
    for point in points:
        gui.move(point)
        gui.frame()
        boxes, ringed = boxes_drawn(True)
        assert scene.suggestion() is not None  # the rings were drawn
        same_boxes, plain = boxes_drawn(False)
        assert boxes == same_boxes
        for box, a, b in zip(boxes, ringed, plain, strict=True):
            assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"), (point, box)
            compared += 1
    assert compared >= 3


def test_a_voyage_end_label_keeps_off_the_panel(app, gui) -> None:
    """The first game's panel is drawn over the table after a pier's preview: the end's label
    ("50% land") keeps off it wherever the table has room, as the box does. The panel is put
    where each pier's label lay without it."""
    app.start_tutorial("instant")
    scene = app.scene
    _to_the_first_emigration(gui, scene)
    surface = pygame.Surface(app.screen.get_size())
    moved = 0
    for option in scene.match.pending.options:
        gui.move(scene.view.pier_point(scene.display, option.cell, option.pier))
        gui.frame()
        scene.panels_over_table = lambda: []
        scene.draw(surface)
        label = scene.preview._end_rect
        if not scene.preview.showing or label is None:
            continue
        panel = label.inflate(40, 30)
        scene.panels_over_table = lambda panel=panel: [panel]
        scene.draw(surface)
        assert scene.preview._end_rect is not None
        assert not scene.preview._end_rect.colliderect(panel), option
        assert scene.hud.rects["table"].contains(scene.preview._end_rect)
        moved += 1
    assert moved >= 1


def test_the_steps_are_shown_one_by_one_in_order(app, gui) -> None:
    """A play-test saw "step 2 of 8" followed by "step 4 of 8": the reproduction that ends
    "Reproducing" fills a beach, which completes "Filling a beach" before its prompt could be
    read. Played through by gestures, the panel's step number goes 1, 2, ... 8 without a gap;
    a step done before its prompt was read is held on the panel with what it showed, its
    rings gone, until "Next step"."""
    app.start_tutorial("instant")
    scene = app.scene
    shown: list[int] = []
    held: list[int] = []
    frame = gui.frame

    def frame_noting_the_step(events=None) -> None:
        frame(events)
        if scene.shown_step is not None and (not shown or shown[-1] != scene.shown_step):
            shown.append(scene.shown_step)

    def next_at_a_held_step() -> bool:
        while scene.held:
            step = scene.held[0]
            held.append(step)
            gui.frame()
            assert scene.shown_step == step and f"step {step + 1} of {len(STEPS)}" in scene.shown_title
            assert " ".join(STEPS[step].done.split()) in " ".join(scene.shown_lines)
            rings: list[object] = []
            scene._ring_option = lambda surface, option, colour, into=rings: into.append(option)
            scene.draw(app.screen)
            del scene._ring_option
            assert rings == []  # the rings come back with the next step's prompt
            gui.click(scene.next_step.rect.center)
        return False

    gui.frame = frame_noting_the_step
    follow(gui, until=next_at_a_held_step)
    for _ in range(300):
        if scene.over_shown:
            break
        next_at_a_held_step()
        gui.frame()
    assert scene.over_shown and scene.tutor.finished
    assert shown == list(range(len(STEPS)))
    assert held == [next(i for i, s in enumerate(STEPS) if s.key == "fill")]
    assert scene.presented | set(held) == set(range(len(STEPS)))  # each step read, at a decision or held


def test_a_move_made_past_a_held_step_still_shows_the_steps_in_order(app, gui) -> None:
    """The person may play on without "Next step": the move lets the held step go, and the step
    it completes in turn is held with what it showed (the step number goes up by one)."""
    app.start_tutorial("instant")
    scene = app.scene
    follow(gui, until=lambda: bool(scene.held))
    assert scene.held, "no step was held"
    fill = scene.held[0]
    assert STEPS[fill].key == "fill" and scene.match.pending.kind is DecisionKind.EMIGRATE
    gui.perform(scene.suggestion())
    gui.frame()
    assert scene.held == [fill + 1] and scene.shown_step == fill + 1 and STEPS[fill + 1].key == "emigrate"
    assert " ".join(STEPS[fill + 1].done.split()) in " ".join(scene.shown_lines)
    gui.key(pygame.K_RETURN)  # Enter is "Next step" too
    assert scene.held == [] and scene.shown_step == scene.tutor.index == fill + 2


def test_the_first_esc_says_how_long_the_second_has(app, gui) -> None:
    """A play-test pressed Esc again after the notice had gone, saw the same notice and thought
    Esc did not work: the notice says how long the second press has, and after that time a
    press only warns again."""
    app.start_tutorial("instant")
    scene = app.scene
    gui.wait_for_human()
    gui.key(pygame.K_ESCAPE)
    assert f"Esc again within {LEAVE_SECONDS:g} s" in scene.hud.notice_text and app.scene is scene
    until = scene.leave_until
    while scene.t < until:
        gui.frame()
    gui.key(pygame.K_ESCAPE)
    assert app.scene is scene and scene.t < scene.hud.notice_until  # warned again
    gui.key(pygame.K_ESCAPE)
    assert isinstance(app.scene, StartScene)


def test_the_guide_says_how_to_leave_the_tutorial() -> None:
    """The guide's word on the first game gives the same time for the second Esc as the game."""
    from tongiaki.app.scenes import help as guide

    words = " ".join(block.text for block in guide.guide_blocks())
    assert f"Esc twice within {LEAVE_SECONDS:g} seconds leaves it" in words


def test_the_notice_of_the_first_esc_shows_above_the_panel(app, gui) -> None:
    """Play-test 25 pressed Esc with the pointer near the top of the table: the notice "Press Esc
    again ... to leave the tutorial" went to the foot of the table, under the tutorial panel, and
    could not be read. It shows whole above the panel, wherever the table puts it."""
    app.start_tutorial("instant")
    scene = app.scene
    follow(gui, until=lambda: scene.tutor.index >= 4)  # landing a fleet, as in the play-test
    table = scene.hud.rects["table"]
    for pointer in ((table.centerx, table.y + 20), (table.x + 30, table.centery), (table.right - 30, table.y + 40)):
        gui.move(pointer)
        gui.key(pygame.K_ESCAPE)
        gui.frame()
        assert app.scene is scene and scene.hud.notice_showing(scene.t)
        box = scene.hud.notice_rect
        assert box is not None and table.contains(box), (pointer, box)
        assert not box.colliderect(scene.panel), (pointer, box, scene.panel)
        assert scene.hud.rects["table"] == table  # the table area itself is as it was
        while scene.t < scene.leave_until:  # the time for a second press runs out
            gui.frame()


def test_the_suggested_spot_is_ringed_as_a_hint_rings_it(app, gui) -> None:
    """Play-test 27 could hardly tell the suggested spot: a thin gold ring round a gold spot
    among other gold-glowing spots offered. It is ringed as the hint rings a spot (the hint's
    pink ring was clear): a thick gold ring with a dark halo inside and out, of the hint's size."""
    import math

    from tongiaki.app.scenes.tutorial import GOLD
    from tongiaki.app.widgets.hint import MIN_SPOT_RING, marked_spots

    app.start_tutorial("instant")
    scene = app.scene
    assert wait(gui, scene)
    option = scene.suggestion()
    assert option is not None and option.kind is OptionKind.PLACE
    scene.t = 3 * math.pi / 10  # the rings' pulse at its thinnest
    surface = pygame.Surface(app.screen.get_size())
    scene.draw(surface)
    spots = scene.view.spot_points(scene.display, option.cell)[option.beach]
    (x, y), = marked_spots(OptionKind.PLACE, spots, scene.display.ships.get((option.cell, option.beach), []), 0,
                          scene.display.spots_of((option.cell, option.beach)))
    cx, cy = scene.view.centre(option.cell)
    length = math.hypot(cx - x, cy - y)
    ux, uy = (cx - x) / length, (cy - y) / length  # toward the card's middle: grass, no other spot
    reach = max(MIN_SPOT_RING, round(scene.view.size * 0.13)) + 6
    kinds = []
    for d in range(reach + 1):
        r, g, b = surface.get_at((round(x + ux * d), round(y + uy * d)))[:3]
        kinds.append("gold" if math.dist((r, g, b), GOLD) < 60 else "dark" if r + g + b < 150 else "-")
    runs: list[list] = []
    for kind in kinds:
        if runs and runs[-1][0] == kind:
            runs[-1][1] += 1
        else:
            runs.append([kind, 1])
    ring = next((i for i in range(1, len(runs) - 1) if runs[i][0] == "gold" and runs[i][1] >= 4
                 and runs[i - 1][0] == "dark" and runs[i - 1][1] >= 2 and runs[i + 1][0] == "dark"), None)
    assert ring is not None, runs
