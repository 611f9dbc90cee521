"""The final board shows the ships stranded beside a pier (R8.3) whole, above the score sheet's
buttons: they are drawn beyond their island's edge, the whole-table fit counted the cards only,
and a 5-seat game's fleet stranded below Hiva Oa lay half under the row of buttons (it explains
why those ships score nothing). Computer seats at the tests' iteration cap."""

from __future__ import annotations

from tongiaki.app.scenes.score import ScoreScene

FRAME_LIMIT = 20_000
"""Frames the computer game may take to its end (a guard, not a speed check)."""


def _ship_boxes(board) -> list[tuple[float, float, float, float]]:
    """(left, top, right, bottom) of every ship stranded beside a pier, on screen."""
    view, display = board.view, board.display
    half = view.fleet_ship_size() / 2
    boxes = []
    for index, (cell, owners) in enumerate(display.stranded):
        card = display.cells.get(cell)
        if card is None or not view.cards[card].is_island:
            continue
        for x, y in view.group_positions(len(owners), view.stranded_position(display, index)):
            boxes.append((x - half, y - half, x + half, y + half))
    return boxes


def test_the_ships_stranded_beside_a_pier_show_on_the_final_board(app, gui) -> None:
    found = 0
    for seed in (12, 4, 7, 9):
        app.new_game(["easy"] * 5, seed=seed, speed="instant")
        for _ in range(FRAME_LIMIT):
            if isinstance(gui.scene, ScoreScene):
                break
            gui.frame()
        score = gui.scene
        assert isinstance(score, ScoreScene)
        score.toggle_board()  # "Show board": the whole final table
        gui.frame()
        board = score.board
        boxes = _ship_boxes(board)
        if not boxes:
            continue
        found += 1
        x, y, w, h = board._whole_table_area()
        buttons_top = min(b.rect.top for b in score.buttons)
        for left, top, right, bottom in boxes:
            assert x - 1 <= left and right <= x + w + 1 and y - 1 <= top and bottom <= y + h + 1, (seed, (x, y, w, h))
            assert bottom <= buttons_top, (seed, bottom, buttons_top)
        cards = list(board.display.cells)
        assert board.view.camera.shows_whole(cards, board._viewport())  # the cards stay whole too
    assert found >= 1
