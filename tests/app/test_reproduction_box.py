"""Play-test 41 pointed at its own island during the turn's action: the card box's orange line
("Reproducing: 2 new ships; ...") showed only where a new ship could fill a beach, so the box
did not say how many ships reproducing there would bring. It always says it now."""

from __future__ import annotations

from tests.app.matches import human_match_until
from tongiaki.ai.explain import fill_of
from tongiaki.play.narrate import EACH_BEACH
from tongiaki.rules import DecisionKind, OptionKind


def test_pointing_at_an_island_whose_reproduction_fills_no_beach_tells_its_new_ships(app, gui) -> None:
    def no_fill(m, node) -> bool:
        return node.kind is DecisionKind.ACTION and any(
            o.kind is OptionKind.REPRODUCE and fill_of(m.state, node, o) is None for o in node.options)

    match = human_match_until(no_fill, what="a reproduction that fills no beach")
    app.show_match(match, ["blue", "green"], "normal")
    scene = app.scene
    assert gui.wait_for_human()
    node = scene.match.pending
    option = next(o for o in node.options if o.kind is OptionKind.REPRODUCE and fill_of(scene.match.state, node, o)
                  is None)
    gui.move(gui.visible(lambda: scene.view.centre(option.cell)))
    gui.frame()
    warning = scene._fill_warning()
    assert warning is not None, "the box says what reproducing there brings"
    words, sinks = warning
    new = len(next(e for e in scene.match.state.copy().apply(option) if e.kind.name == "REPRODUCED").ships)
    beaches = len(scene.cards[scene.match.state.cells[option.cell]].beaches)
    each = EACH_BEACH if 1 < new == beaches else ""
    assert words == f"Reproducing: {new} new ship{'' if new == 1 else 's'}{each}", words
    assert not sinks
    assert scene.card_info_rect is not None  # drawn in the card's box
