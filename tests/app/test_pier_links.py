"""A beach pointed at shows which piers it sails from (play-test 28).

Play-test 28 guessed wrong where Rapa Nui's beaches lead: the card art does not make plain which
jetty belongs to which beach, and the table lit a beach's piers only once it was full. With the
pointer on a beach of a lying island, or on one of its piers, that beach's piers (and only
its) are linked to it: an arc along the beach and an arrow head on each of its piers' edges in
the beach letters' light. With the pointer anywhere else nothing of the kind is drawn; a full
beach choosing where to sail keeps its lit targets as they are.
"""

from __future__ import annotations

import math

import pytest

from tests.app.matches import human_match_until
from tongiaki.app.view import pierlinks
from tongiaki.app.view.beachmarks import MARK_INK
from tongiaki.rules import DecisionKind


def _table(app, gui, stop, what: str):
    """`app` showing the first human decision where `stop` holds, the view at rest."""
    match = human_match_until(stop, what=what)
    app.show_match(match, ["blue", "orange"], "instant")
    assert gui.wait_for_human()
    gui.settle_camera()
    return app.scene


@pytest.fixture
def drawn(monkeypatch) -> list:
    """Every beach's links drawn, as (cell, beach, the edges of its piers linked), frame by frame."""
    calls: list = []
    real = pierlinks.draw_links

    def spy(surface, links, size):
        calls.append((links.cell, links.beach, sorted(pier.edge for pier in links.piers)))
        real(surface, links, size)

    monkeypatch.setattr(pierlinks, "draw_links", spy)
    return calls


def _point(gui, point, calls: list) -> list:
    """The links drawn with the pointer moved off the table's cards, then onto `point`."""
    table = gui.scene.hud.rects["table"]
    gui.move((table.x + 2, table.y + 2))
    calls.clear()
    gui.move(point)
    return list(dict.fromkeys((cell, beach, tuple(edges)) for cell, beach, edges in calls))


def _islands_in_view(scene, beaches: int = 2) -> list:
    """Cells of the islands of `beaches` beaches or more well inside the table area."""
    area = scene.hud.rects["table"].inflate(-3 * scene.view.size, -3 * scene.view.size)
    return [cell for cell, card in scene.display.cells.items() if scene.cards[card].is_island
            and len(scene.cards[card].beaches) >= beaches and area.collidepoint(scene.view.centre(cell))]


def _on_edge(view, display, cell, edge: int) -> tuple[float, float]:
    """A point inside the arrow head on card edge `edge` of the island at `cell`, just short of
    the card's edge (inside the pier's wash when that pier is dimmed)."""
    angle = math.radians(90.0 + 60.0 * ((edge + display.rotations[cell]) % 6))
    cx, cy = view.centre(cell)
    r = view.size * 0.84
    return (cx + r * math.cos(angle), cy + r * math.sin(angle))


def _lit(screen, point) -> bool:
    """Whether the screen shows the links' light at `point`."""
    colour = screen.get_at((round(point[0]), round(point[1])))
    return all(abs(a - b) <= 12 for a, b in zip((colour.r, colour.g, colour.b), MARK_INK, strict=True))


def test_pointing_at_a_beach_links_its_piers_and_only_its(app, gui, drawn) -> None:
    """On a beach's spot, or on one of its piers: that beach's piers get their arrow heads (the
    light shows on their edges), the island's other piers none; on the island's land away from
    the beaches, on a water card and off the table, nothing is linked."""
    scene = _table(app, gui, lambda m, node: node.kind is DecisionKind.ACTION and len(m.state.cells) >= 6,
                   "an action with 6 cards down")
    view, display, cards = scene.view, scene.display, scene.cards
    islands = _islands_in_view(scene)
    assert islands
    checked = 0
    for cell in islands:
        card = cards[display.cells[cell]]
        cx, cy = view.centre(cell)
        for beach, spec in enumerate(card.beaches):
            spots = view.spot_points(display, cell)[beach]
            assert _point(gui, spots[len(spots) // 2], drawn) == [(cell, beach, tuple(sorted(spec.piers)))]
            box = scene.card_info_rect
            for edge in card.pier_edges():
                point = _on_edge(view, display, cell, edge)
                if box is not None and box.collidepoint(point):
                    continue
                assert _lit(app.screen, point) == (edge in spec.piers), (card.name, beach, edge)
            for edge in spec.piers:  # its pier's end: the same beach
                assert _point(gui, view.pier_point(display, cell, edge), drawn) == [
                    (cell, beach, tuple(sorted(spec.piers)))], (card.name, beach, edge)
            checked += 1
        # the land in the middle of the card: the card's box, no links
        assert _point(gui, (cx, cy), drawn) == []
        assert not any(_lit(app.screen, _on_edge(view, display, cell, edge)) for edge in card.pier_edges())
    assert checked >= 2
    water = [cell for cell, card in display.cells.items() if not cards[card].is_island]
    area = scene.hud.rects["table"]
    for cell in water:
        if area.collidepoint(view.centre(cell)):
            assert _point(gui, view.centre(cell), drawn) == []
    assert _point(gui, scene.hud.rects["log"].center, drawn) == []


def test_a_full_beach_choosing_its_pier_keeps_its_targets(app, gui, drawn) -> None:
    """While a full beach's piers are lit to choose from, pointing at that beach links nothing
    (its rings say it already), and pointing at another beach of the island leaves the lit
    piers undimmed."""
    scene = _table(app, gui, lambda m, node: node.kind is DecisionKind.EMIGRATE,
                   "a choice of pier")
    view, display, cards = scene.view, scene.display, scene.cards
    lit = {(o.cell, o.pier) for o in scene.match.pending.options}
    cell = next(iter(lit))[0]
    card = cards[display.cells[cell]]
    full = [any((cell, edge) in lit for edge in spec.piers) for spec in card.beaches]
    gui.visible(lambda: view.spot_points(display, cell)[full.index(True)][0])
    for beach, spec in enumerate(card.beaches):
        spots = view.spot_points(display, cell)[beach]
        if full[beach]:
            for point in spots:
                assert _point(gui, point, drawn) == [], (card.name, beach)
            continue
        assert _point(gui, spots[len(spots) // 2], drawn) == [(cell, beach, tuple(sorted(spec.piers)))]
        links = pierlinks.beach_links(view, display, cell, beach, lit)
        others = [edge for edge in card.pier_edges() if edge not in spec.piers and (cell, edge) not in lit]
        assert len(links.others) == len(others)
