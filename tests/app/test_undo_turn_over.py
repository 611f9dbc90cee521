"""U after the person's turn is over says so: play-test 34 (expert, seed 7) placed its last new
ship, which ended its turn; the expert began at once, and U (while the move was shown and while
the expert thought) said nothing. A turn once over stays played (undo is for the turn under way),
and the table now says "Your turn is over: nothing to undo". AI seats think under the tests'
iteration cap; frames wait for their answers."""

from __future__ import annotations

import pygame

from tongiaki.app.scenes.table import TURN_OVER


def _to_the_end_of_a_turn(app, gui):
    """Blue against expert (seed 7, as the play-test), the first options taken, up to the move
    that ends a turn of Blue's (the expert to move, that move still being shown)."""
    assert app.new_game(["human", "expert"], seed=7, speed="normal") is None
    scene = app.scene
    for _ in range(60):
        assert gui.wait_for_human()
        node = scene.match.pending
        gui.perform(node.options[0])
        if node.kind.name != "SETUP" and not scene.match.waiting_for_human() and not scene.match.is_over():
            return scene
    raise AssertionError("no turn of Blue's ended")


def test_u_after_the_last_move_of_the_turn_says_the_turn_is_over(app, gui) -> None:
    scene = _to_the_end_of_a_turn(app, gui)
    history = list(scene.match.history)
    assert not scene.match.can_undo()  # the rule stays: a turn once over is not taken back
    gui.key(pygame.K_u)  # while the last move is shown, or the expert thinks
    assert scene.match.history[: len(history)] == history
    assert scene.hud.notice_text == TURN_OVER and scene.hud.notice_showing(scene.t)
    for _ in range(5):
        gui.frame()
    if not scene.match.waiting_for_human():  # again while the expert plays on
        scene.hud.notice_text = ""
        gui.key(pygame.K_u)
        assert scene.hud.notice_text == TURN_OVER


def test_u_while_the_hard_level_plays_the_seat_says_so(app, gui) -> None:
    assert app.new_game(["human", "easy"], seed=5, speed="normal") is None
    scene = app.scene
    while True:
        assert gui.wait_for_human()
        node = scene.match.pending
        if node.kind.name != "SETUP":
            break
        gui.perform(node.options[0])
    gui.key(pygame.K_g)
    gui.key(pygame.K_g)
    assert 0 in scene.match.stood_in  # Blue's seat
    gui.key(pygame.K_u)
    assert scene.hud.notice_text == "Nothing to undo: the hard level plays Blue"
