"""A notice on the table keeps off the box about the card pointed at: play-test 34 (expert, seed 7,
1366x768) pressed U and read "Nothing to undo: a card has been revealed ..." drawn over
Rarotonga's box at the top of the table, the table's foot open sea. The notice weighs that box as
it weighs the cards being decided on (`Hud.draw_notice`'s `keep`): it goes to the other end."""

from __future__ import annotations

import random

from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
from tongiaki.app.main import App

NOTICE = "Nothing to undo: a card has been revealed since your last choice, and it stays revealed"


def test_the_notice_gives_way_to_the_card_box() -> None:
    app = App((1366, 768), ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        assert app.new_game(["human", "expert"], seed=7, speed="instant") is None
        gui = Gui(app)
        scene = app.scene
        rng = random.Random(1)
        both = []
        for _ in range(6):  # the person's first decisions, the pointer over the table at each
            assert gui.wait_for_human()
            table = scene.hud.rects["table"]
            for x in range(table.x + 20, table.right, 60):
                for y in range(table.y + 20, table.bottom, 60):
                    scene.hud.notice(NOTICE, scene.t, 3.0)
                    gui.move((x, y))
                    box, notice = scene.card_info_rect, scene.hud.notice_rect
                    if box is not None and notice is not None:
                        both.append((x, y, box, notice))
            node = scene.match.pending
            gui.perform(node.options[rng.randrange(len(node.options))])
        assert len(both) > 20
        over = [(x, y) for x, y, box, notice in both if box.colliderect(notice)]
        assert over == []
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()
