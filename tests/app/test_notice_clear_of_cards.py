"""In the automatic view a notice told where the view may move lies over no card: a play-test's
"Space skips the moves being shown ..." (told while a computer seat's moves are shown) touched
the top card's tip, the table reaching both the top and the bottom of the table area. Where the
notice's places (the top and the bottom middle of the table area) both meet a card, the view
keeps room for it at the top while it shows, as for the "Cards too small?" tip (`top_room`),
the cards cut below it; the turn's "Since your last turn: ..." likewise
(`TableScene._room_for_notice`)."""

from __future__ import annotations

import random

import pygame

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tongiaki.app.main import App
from tongiaki.app.scenes.table import SKIP_TIP, SKIP_TIP_AFTER
from tongiaki.app.view.preview import card_rect
from tongiaki.rules import DecisionKind, OptionKind


def _cards_under(scene, box: pygame.Rect) -> list:
    """The cards drawn under `box`: their boxes as far as the board shows them (`board_area`)."""
    board = scene.board_area()
    return [cell for cell in scene.display.cells if card_rect(scene.view, cell).clip(board).colliderect(box)]


def _crowded(scene) -> bool:
    """The notice's top place meets a card, or the view keeps room for it there (and moved the
    cards out of it): the case of the play-test."""
    if scene.top_room() > 0:
        return True
    area = scene.hud.rects["table"]
    box = scene.hud.notice_box(area)
    box.midtop = (area.centerx, area.y + scene.hud.px(8))
    return any(card_rect(scene.view, cell).colliderect(box) for cell in scene.display.cells)


def _play(size, seats, seeds, look, enough) -> None:
    """Games of `seats` on a window of `size`, one for each of `seeds` until `enough()`, the person
    playing seeded choices; `look(gui, scene)` at each of their decisions."""
    app = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        gui = Gui(app)
        for seed in seeds:
            if enough():
                break
            assert app.new_game(seats, seed=seed, speed="instant") is None
            scene = app.scene
            scene.size_tip_given = True  # its own room, tested elsewhere
            rng = random.Random(seed)
            while not enough() and gui.wait_for_human():
                look(gui, scene)
                if not gui.wait_for_human():
                    break
                node = scene.match.pending
                options = [o for o in node.options if o.kind is not OptionKind.RESETTLE] or node.options
                scene.submit(rng.choice(options))
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()


def test_the_tip_on_space_lies_over_no_card() -> None:
    tipped: list[bool] = []

    def look(gui, scene) -> None:
        if scene.match.pending.kind is not DecisionKind.ACTION or len(scene.display.cells) < 12:
            return
        scene.animator.speed = "normal"
        node = scene.match.pending
        scene.submit(next((o for o in node.options if o.kind is OptionKind.PASS), node.options[0]))
        for _ in range(600):  # to the moves shown after the person's: the tip told there
            gui.frame()
            if not scene._human_turn_ready() and scene.animator.busy:
                break
        if scene._human_turn_ready():
            scene.animator.speed = "instant"
            return
        scene.skip_tip_given = False
        scene._shown_since_decision = SKIP_TIP_AFTER  # as after 20 s of moves shown
        gui.frame()
        assert scene.hud.notice_text == SKIP_TIP
        tipped.append(_crowded(scene))
        for _ in range(30):  # the frames while it shows, the view moving with the moves
            if not scene.hud.notice_showing(scene.t):
                break
            box = scene.hud.notice_rect
            if box is not None and not scene.whole_view_shown():
                assert not _cards_under(scene, box), (scene.match.state.turn, box, _cards_under(scene, box))
            gui.frame()
        scene.hud.notice_until = scene.t
        scene.animator.speed = "instant"

    _play((1366, 768), ["human", "easy", "easy"], range(3), look, lambda: sum(tipped) >= 3 or len(tipped) >= 25)
    assert sum(tipped) >= 3, tipped  # cases where the tip's top place met a card


def test_the_turns_news_lies_over_no_card_in_the_automatic_view() -> None:
    told: list[bool] = []

    def look(gui, scene) -> None:
        notice = scene.hud.notice_text if scene.hud.notice_showing(scene.t) else ""
        if scene.match.pending.kind is not DecisionKind.ACTION or not notice.startswith("Since your last turn: "):
            return
        gui.frame()
        box = scene.hud.notice_rect
        assert box is not None and not scene.whole_view_shown()
        told.append(_crowded(scene))
        assert not _cards_under(scene, box), (scene.match.state.turn, notice, box, _cards_under(scene, box))

    _play((1280, 800), ["human", "random"], range(6), look, lambda: sum(told) >= 3)
    assert sum(told) >= 3, told


def test_the_notices_of_a_hint_asked_during_moves_lie_over_no_card() -> None:
    """At 800x600 a ? pressed while a computer seat's moves were shown said "Hints are for your
    own moves: ..." or "A move is still being shown: your hint comes at your decision ..." over a
    card's name and half a card, the table reaching both of the notice's places: the view keeps
    room for them at the top as for the tip on Space."""
    asked: list[bool] = []
    over: list[tuple] = []

    def look(gui, scene) -> None:
        if scene.match.pending.kind is not DecisionKind.ACTION or len(scene.display.cells) < 8:
            return
        scene.animator.speed = "normal"
        node = scene.match.pending
        scene.submit(next((o for o in node.options if o.kind is OptionKind.PASS), node.options[0]))
        for _ in range(600):  # to the moves shown after the person's
            gui.frame()
            if not scene._human_turn_ready() and scene.animator.busy:
                break
        if not scene._human_turn_ready():
            gui.key(pygame.K_QUESTION, unicode="?")
            said = scene.hud.notice_text
            assert said.startswith(("Hints are for your own moves", "A move is still being shown")), said
            asked.append(_crowded(scene))
            for _ in range(40):  # the frames while it shows, the view moving with the moves
                if not scene.hud.notice_showing(scene.t) or scene.hud.notice_text != said:
                    break
                box = scene.hud.notice_rect
                if box is not None and not scene.whole_view_shown() and _cards_under(scene, box):
                    over.append((scene.match.state.turn, said[:20], box, _cards_under(scene, box)))
                    break
                gui.frame()
        scene.hud.notice_until = scene.t
        scene.hint_queued = False  # the hint asked for is not the matter here
        scene.animator.speed = "instant"

    _play((800, 600), ["human", "easy", "easy"], range(3), look, lambda: len(asked) >= 40)
    assert sum(asked) >= 3, asked  # cases where the notice's top place met a card
    assert not over, over
