"""Play-test 41 pointed at its own island during the turn's action: the card box's orange line
("Reproducing: 2 new ships; ...") showed only where a new ship could fill a beach, so the box
did not say how many ships reproducing there would bring. It always says it now.

Play-test 52, choosing the beach of a reproduction's new ship, got a box only on a spot that
would fill its beach: a spot that would not now tells the beach and its count too."""

from __future__ import annotations

from tests.app.matches import human_match_until
from tongiaki.ai.explain import fill_of
from tongiaki.app.scenes import table_draw
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


def test_pointing_at_a_spot_for_a_new_ship_that_fills_no_beach_tells_its_beach(app, gui, monkeypatch) -> None:
    """Play-test 52, choosing the beach of a reproduction's new ship, got a box ("Fills ...")
    on a spot that would fill its beach and nothing on one that would not: no word that the
    choice was the one meant. Pointing at a free spot of a beach the new ship leaves short of
    full now tells the beach, its spots taken with the new ship, and how many more fill it
    ("New ship on Hawaii's top beach: 2 of 3 spots taken, 1 more fills it"), in the card box."""
    from tongiaki.cardshape import beach_names

    def short_of_full(m, node) -> bool:
        return node.kind is DecisionKind.REPRODUCE_BEACH and any(
            m.state.free_spots(o.cell, o.beach) > 1 for o in node.options)

    match = human_match_until(short_of_full, what="a new ship's beach it leaves short of full")
    app.show_match(match, ["blue", "green"], "normal")
    scene = app.scene
    assert gui.wait_for_human()
    node = scene.match.pending
    assert node.kind is DecisionKind.REPRODUCE_BEACH
    state = scene.match.state
    option = next(o for o in node.options if state.free_spots(o.cell, o.beach) > 1)
    cell, beach = option.cell, option.beach
    after = state.copy()
    after.apply(option)
    spots = state.capacity(cell, beach)
    taken = len(after.beach_ships(cell, beach))
    assert taken == len(state.beach_ships(cell, beach)) + 1 and taken < spots
    free = [i for i in range(spots) if i not in scene.display.spots_of((cell, beach))]
    table = scene.hud.rects["table"]
    gui.move((table.x + 2, table.y + 2))  # the pointer off every card, then on the free spot
    point = gui.visible(lambda: scene.view.spot_points(scene.display, cell)[beach][free[-1]])
    drawn: list[str] = []
    real = table_draw.text

    def spy(words, *args, **kwargs):
        drawn.append(words)
        return real(words, *args, **kwargs)

    monkeypatch.setattr(table_draw, "text", spy)
    gui.move(point)
    card = scene.cards[state.cells[cell]]
    name = beach_names(card, state.rotations[cell])[beach]
    more = spots - taken
    expected = (f"New ship on {card.name}'s {name}: {taken} of {spots} spots taken, "
                f"{more} more {'fills' if more == 1 else 'fill'} it")
    assert scene._fill_warning() == (expected, False)
    assert scene.card_info_rect is not None  # drawn in the card's box, its first rows
    assert " ".join(drawn).find(expected) >= 0, drawn
