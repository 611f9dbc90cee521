"""The guided first game from its lessons to the score screen (play-test 39): the panel says nothing
that no longer applies, shrinks once the lessons are done, explains a hint beside its gold ring,
takes a hint's move kindly, keeps what it rings in view, and gives way to the score sheet with
its last words readable beside it."""

from __future__ import annotations

import itertools

import pygame

from tests.app.test_tutorial import follow, wait
from tongiaki.app.scenes.score import ScoreScene
from tongiaki.app.scenes.tutorial import TutorialScene
from tongiaki.app.view.preview import voyage_ends
from tongiaki.play.tutorial import STEPS
from tongiaki.rules import DecisionKind

LAND = next(i for i, s in enumerate(STEPS) if s.key == "land")
SINK = next(i for i, s in enumerate(STEPS) if s.key == "sink")
KING = next(i for i, s in enumerate(STEPS) if s.key == "king")
END = len(STEPS) - 1


def _asked(scene: TutorialScene) -> bool:
    node = scene.match.pending
    return scene.match.waiting_for_human() and scene.interaction.decision is node and not scene.held


def _turn_of(scene: TutorialScene, step: int, turns: dict[int, int]) -> None:
    """Note the turn in which `step` was completed (from the tutor, frame by frame)."""
    if step not in turns and scene.tutor.done[step]:
        turns[step] = scene.match.state.turn


def _through_held_steps(gui, scene: TutorialScene) -> None:
    while scene.held and scene.interaction.decision is scene.match.pending:
        gui.click(scene.next_step.rect.center)


def _follow_to_a_turn_after(gui, scene, step: int) -> None:
    """Follow the rings to the person's first decision in a turn after the one `step` was done in."""
    turns: dict[int, int] = {}

    def a_turn_after() -> bool:
        _through_held_steps(gui, scene)
        _turn_of(scene, step, turns)
        return step in turns and scene.match.state.turn > turns[step] and _asked(scene)

    follow(gui, until=a_turn_after)

def test_what_a_step_showed_goes_with_the_turn_it_came_in(app, gui) -> None:
    """Play-test 39 read "Step 5, Landing a fleet: Landed. A landing can fill beaches again: they
    sail in turn before your turn ends" at the start of its next turn, under the next step's
    prompt: said then, it no longer applied."""
    app.start_tutorial("instant")
    scene = app.scene
    _follow_to_a_turn_after(gui, scene, LAND)
    gui.frame()
    shown = " ".join(scene.shown_lines)
    assert scene.tutor.index == SINK and scene.tutor.last_done == LAND
    assert "Landed" not in shown and "before your turn ends" not in shown, shown
    assert " ".join(STEPS[SINK].prompt.split()) in shown


def test_after_the_lessons_a_small_panel_for_the_rest_of_the_game(app, gui) -> None:
    """Play-test 39 read "Step 8 of 8: The end ... Play on to the end" from turn 8 to turn 61 with
    no more guidance, on a panel hiding the lowest 170 px of the table. Once the king island's
    word is read, the panel says what to look at for the rest of the game in a few lines, can
    still be left, and the view takes the room it gave up."""
    app.start_tutorial("instant")
    scene = app.scene
    gui.frame()
    lessons_view = scene._viewport()
    area = scene.panel_area
    _follow_to_a_turn_after(gui, scene, KING)
    gui.frame()
    assert scene.tutor.index == END and not scene.match.is_over()
    shown = " ".join(scene.shown_lines)
    assert "step 8 of 8" not in scene.shown_title.lower(), scene.shown_title
    assert "lessons are done" in scene.shown_title and "Hint (?)" in shown and "stack" in shown, shown
    assert "king island" not in shown.lower()  # the last step's word, read: gone
    assert scene.panel.height <= area.height * 0.6, (scene.panel, area)
    assert scene.panel.contains(scene.leave.rect) and scene.leave.rect.collidelist(scene.title_rects) < 0
    x, y, w, h = scene._viewport()
    assert y + h > lessons_view[1] + lessons_view[3] + 40  # the view has the room back
    assert y + h <= scene.panel.y  # and still none of the panel
    gui.click(scene.leave.rect.center)
    assert not isinstance(app.scene, TutorialScene)  # left with its button


def test_a_hint_beside_the_gold_ring_is_explained_and_following_it_is_no_fault(app, gui) -> None:
    """Play-test 39 saw Tokelau ringed gold and the hint ring Fidschi in pink, with no word on the
    difference, then played the hint and read "You left the suggested moves, so there are no
    more rings". The panel says what each ring is while both show; after the hint's move it
    says the move was a good one and what happens next."""
    app.start_tutorial("instant")
    scene = app.scene
    follow(gui, until=lambda: scene.tutor.index >= SINK)
    for _ in range(30):  # the person's decisions until a hint differs from the lesson's move
        assert wait(gui, scene)
        _through_held_steps(gui, scene)
        gui.key(pygame.K_i)
        for _ in range(600):
            if scene.hint.choice is not None:
                break
            gui.frame()
        if scene.hint.choice is not None and scene.hint.choice.option != scene.suggestion():
            break
        gui.key(pygame.K_i)  # hidden again
        gui.perform(scene.suggestion())
    else:
        raise AssertionError("the hint never differed from the lesson's move")
    gui.frame()
    shown = " ".join(scene.shown_lines)
    assert "Pink ring: the hint" in shown and "Gold ring: the lesson's move" in shown, shown
    assert scene.panel_area.contains(scene.panel)
    gui.key(pygame.K_RETURN)  # the hint's move
    assert scene.off_script
    gui.frame()
    shown = " ".join(scene.shown_lines)
    assert "You left" not in shown and "hint's move, a good one" in shown, shown
    assert "the game goes on" in shown and "Undo (U)" in shown


def test_where_the_ringed_piers_lead_shows_above_the_panel(app, gui) -> None:
    """Play-test 39's first emigration: the gold pier's card outline ran under the tutorial panel
    (the view keeps still between the person's clicks of a turn). Where the ringed piers lead
    shows whole, above the panel."""
    app.start_tutorial("instant")
    scene = app.scene

    def emigration() -> bool:
        _through_held_steps(gui, scene)
        return _asked(scene) and scene.match.pending.kind is DecisionKind.EMIGRATE

    follow(gui, until=emigration)
    gui.settle_camera()
    ringed = [o for o in (scene.suggestion(), scene.danger_pier()) if o is not None]
    assert len(ringed) == 2
    viewport = scene._viewport()
    assert viewport[1] + viewport[3] <= scene.panel.y
    ends = voyage_ends(scene.match.state, ringed)
    assert scene.view.camera.shows_whole(ends, viewport), (ends, viewport)


def test_the_score_screen_of_the_guided_game_overlaps_nothing(app, gui) -> None:
    """Play-test 39: at the end of the guided game the score screen's row of buttons lay over the
    tutorial's last panel and its "Leave tutorial" and "See the scores" (which did nothing
    there). The sheet, the tutorial's last words and every button show apart, at five window
    sizes down to 640x480 (where the sheet ran under the last words until they were run
    together in one paragraph), and the sheet's lines stay inside it."""
    app.start_tutorial("instant")
    scene = app.scene
    follow(gui)
    for _ in range(300):
        if scene.over_shown:
            break
        gui.frame()
    gui.click(scene.scores.rect.center)
    score = app.scene
    assert isinstance(score, ScoreScene) and score.board is scene
    drawn: list[tuple[str, pygame.Rect]] = []
    for name, button in (("Leave tutorial", scene.leave), ("See the scores", scene.scores)):

        def spy(surface, button=button, name=name, draw=button.draw) -> None:
            drawn.append((name, pygame.Rect(button.rect)))
            draw(surface)

        button.draw = spy
    for size in ((1280, 800), (1366, 768), (1024, 640), (800, 600), (640, 480)):
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        app.step(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
        drawn.clear()
        score.draw(app.screen)
        words = getattr(score, "farewell_rect", pygame.Rect(0, 0, 0, 0))
        shown = [("sheet", score.panel)] + ([("last words", words)] if words.width else [])
        shown += [(b.label, b.rect) for b in score.buttons]
        if drawn:  # the tutorial's panel, drawn with its buttons
            shown += [("tutorial panel", scene.panel), *drawn]
        screen = app.screen.get_rect()
        for name, rect in shown:
            assert rect.width and screen.contains(rect), (size, name, rect)
        for (a, ra), (b, rb) in itertools.combinations(shown, 2):
            if {a, b} & {"Leave tutorial", "See the scores"} and "tutorial panel" in (a, b):
                continue  # a panel's own buttons lie on it
            assert not ra.colliderect(rb), (size, a, ra, b, rb)
        lines = [r for r in (score.title_rect, score.result_rect, score.note_rect, score.stand_in_rect) if r]
        assert all(score.panel.contains(r) for r in lines), (size, lines, score.panel)
        assert words.width and "Well sailed" in score.farewell[1]  # the tutorial's last words, apart

    gui.click(score.board_button.rect.center)  # every button takes its click: Show board, for one
    assert not score.sheet_shown


def test_no_off_view_tab_for_a_card_shown_above_the_panel(app, gui) -> None:
    """Play-test 40 read "▼ 1 more card · F shows all" at step 6 with Tonga, Fidschi and Tokelau
    whole in view: the tab lay mid-sea at the foot of the room the view keeps for the wordiest
    step, and counted Fidschi, shown whole above the shorter panel as drawn. Through the
    lessons, a tab below counts only cards that do not show whole above the panel."""
    from tongiaki.app.view.hexview import cells_bounds

    app.start_tutorial("instant")
    scene = app.scene

    def check() -> bool:
        _through_held_steps(gui, scene)
        gui.frame()
        camera = scene.view.camera
        cards_only = [rect for rect, aim in zip(scene.offview.rects, scene.offview.aims, strict=True) if not aim]
        if cards_only and not camera.gliding():  # (a tab of a pier's voyage ends counts those)
            table = scene.hud.rects["table"]
            shown = pygame.Rect(table.x, table.y, table.w, scene.panel.y - table.y)
            bounds = cells_bounds(list(scene.display.cells), camera.hex_size)
            assert bounds is not None
            left, top, right, bottom = (v * camera.zoom for v in bounds)
            box = pygame.Rect(left + camera.offset[0], top + camera.offset[1], right - left, bottom - top)
            assert not shown.contains(box), (scene.tutor.index, box, shown, cards_only)
        return scene.tutor.index > SINK

    follow(gui, until=check)
    assert scene.tutor.index > SINK
