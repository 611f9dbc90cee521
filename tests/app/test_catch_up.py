"""The start of a person's turn says what changed for their seat since their last turn (play-test
44: 4 points to 0 in a computer seat's long turn, and only the full log said why)."""

from __future__ import annotations

import re

from tests.app.conftest import FRAME
from tongiaki.rules import DecisionKind, OptionKind


def _turn_start(gui) -> bool:
    """Frames until the person's decision; True when it begins their turn."""
    assert gui.wait_for_human()
    scene = gui.scene
    return scene.match.pending.kind is DecisionKind.ACTION and not scene._mid_turn()


def test_a_persons_turn_begins_with_what_changed_for_them(app, gui) -> None:
    """With the seats whose turns did it, named as the table names them."""
    app.new_game(["human", "random", "random"], seed=2, speed="instant")
    scene = gui.scene
    told = quiet = 0
    named: set[str] = set()
    for _ in range(400):
        if _turn_start(gui):
            gui.frame()
            node = scene.match.pending
            notice = scene.hud.notice_text if scene.hud.notice_showing(scene.t) else ""
            if notice.startswith("Since your last turn: "):
                points = int(re.search(r"(\d+) points", notice).group(1))
                assert points == scene.match.state.result().scores[node.player]  # as the seats panel counts
                # who did it, by the seats' names at the table ("Orange", not "Orange (random)")
                named.update(name for name in scene.short_names if f"{name} landed " in notice or f"{name}'s " in notice)
                assert "(" + scene.match.seats[1] not in notice and scene.short_names[node.player] not in named
                told += 1
                for _ in range(round(20 / FRAME)):  # 20 s of the scene's clock: play-test 51 missed
                    gui.app.step(FRAME, [])  # it, gone after a few seconds; it stays until they act
                assert scene.hud.notice_showing(scene.t) and scene.hud.notice_text == notice
                option = next(o for o in node.options if o.kind is not OptionKind.RESETTLE)
                gui.perform(option)
                gui.frame()
                assert scene.hud.notice_text != notice or not scene.hud.notice_showing(scene.t)  # gone once they act
                if told == 2 and quiet:
                    assert named
                    return
                continue
            quiet += not notice
        node = scene.match.pending
        gui.perform(next((o for o in node.options if o.kind is not OptionKind.RESETTLE), node.options[0]))
        if scene.match.is_over():
            break
    raise AssertionError(f"told {told} times, quiet {quiet} times")
