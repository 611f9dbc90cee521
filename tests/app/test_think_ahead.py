"""A computer seat thinks about its next decision while the table still shows its last move.

Play-test 28 watched an expert's turn of 39 decisions for about 2.5 minutes, 3 s of thinking a
decision, each begun only once the move before it was shown. The thinking now starts as soon
as the decision is the match's (`TableScene.update`: while the animator is busy), and its answer
is taken only when the move before it has been shown, so the game is the same, move for move.
Only the seat whose move is shown looks busy: a seat thinking ahead does so unseen (play-test 29).
"""

from __future__ import annotations

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tongiaki.app.main import App
from tongiaki.play.match import Match
from tongiaki.rules import Chance, Decision

SEATS = ["medium", "easy", "human"]
SEED = 6


def test_a_computer_seat_starts_thinking_while_the_last_move_is_still_shown() -> None:
    """While moves are being shown and a computer seat's decision is the match's, the seat is
    already thinking; and the moves made are those of the same game played without a window."""
    application = App((1280, 800), ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        gui = Gui(application)
        application.new_game(list(SEATS), seed=SEED, speed="normal")
        scene = application.scene
        ahead = 0
        for _ in range(4000):
            if scene.match.waiting_for_human() and not scene.animator.busy:
                break
            busy_before = scene.animator.busy
            application.step(1 / 60, [])
            node = scene.match.pending
            if busy_before and scene.animator.busy and node is not None and not isinstance(node, Chance) \
                    and scene.match.agents[node.player] is not None:
                assert scene.thinker.busy, "a computer seat's decision waited for the animation to end"
                ahead += 1
            gui.wait_for_ai()
        assert ahead > 0
        headless = Match(scene.match.deck, list(SEATS), SEED)  # medium and easy do not search
        while len(headless.history) < len(scene.match.history):
            headless.advance()
        assert headless.history == scene.match.history
    finally:
        application.close()


def test_only_the_seat_whose_move_is_shown_looks_busy() -> None:
    """Play-test 29 saw Red's panel say "thinking..." while Purple's move was still being shown,
    Purple's panel lit and the top bar saying "Purple's turn": two seats looked busy at once.
    A seat thinking ahead thinks unseen until its own turn is shown; then its panel says so."""
    application = App((1280, 800), ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        gui = Gui(application)
        application.new_game(["medium", "easy", "medium", "easy", "human"], seed=SEED, speed="normal")
        scene = application.scene
        unseen = said = 0
        for _ in range(6000):
            if scene.match.waiting_for_human() and not scene.animator.busy:
                break
            application.step(1 / 60, [])
            hud = scene.hud
            assert hud.thinking_seat in (-1, hud.shown_active), (
                f"seat {hud.thinking_seat} thinking while seat {hud.shown_active}'s move is shown")
            node = scene.match.pending
            if scene.thinker.busy and isinstance(node, Decision) and node.player != hud.shown_active:
                unseen += 1  # thinking ahead, unseen
            said += hud.thinking_seat >= 0
            gui.wait_for_ai()
        assert unseen > 0 and said > 0
    finally:
        application.close()
