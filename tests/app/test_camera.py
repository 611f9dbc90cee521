"""The table's camera policy (tongiaki.app.view.camera): the automatic view keeps cards at or
above the readable floor, glides to a new card instead of jumping, F fits everything, and the
player's zoom is kept once they have zoomed."""

from __future__ import annotations

from tongiaki.app.view.camera import FIT_MAX_ZOOM, READABLE_HEX_SIZE, Camera

VIEWPORT = (304.0, 80.0, 736.0, 704.0)
BIG = [(q, r) for q in range(-6, 7) for r in range(-6, 7) if abs(q + r) <= 6]


def _inside(camera: Camera, cell) -> bool:
    x, y = camera.cell_center(cell)
    vx, vy, vw, vh = VIEWPORT
    return vx < x < vx + vw and vy < y < vy + vh


def _settle(camera: Camera) -> int:
    frames = 0
    while camera.update(1 / 60):
        frames += 1
        assert frames < 1000
    return frames


def test_auto_fit_never_goes_below_the_readable_floor_but_fit_all_does() -> None:
    camera = Camera(min_zoom=0.18, max_zoom=2.2)
    camera.auto_fit([(0, 0)], VIEWPORT)
    assert camera.zoom == FIT_MAX_ZOOM
    camera.auto_fit(BIG, VIEWPORT, focus=[(6, -6)])
    assert camera.screen_hex_size >= READABLE_HEX_SIZE - 1e-9
    assert _inside(camera, (6, -6))
    camera.fit_all(BIG, VIEWPORT)
    assert camera.screen_hex_size < READABLE_HEX_SIZE
    assert all(_inside(camera, c) for c in BIG)


def test_follow_glides_to_a_new_card_and_zooms_out_no_further_than_the_floor() -> None:
    camera = Camera(min_zoom=0.18, max_zoom=2.2)
    camera.auto_fit([(0, 0)], VIEWPORT)
    table = [(0, 0)]
    bigger = [(q, r) for q in range(-8, 9) for r in range(-8, 9) if abs(q + r) <= 8]  # more than fits
    for cell in bigger:
        table.append(cell)
        if camera.follow(table, [cell], VIEWPORT):
            assert _settle(camera) > 5  # a glide over several frames, not a jump
        assert _inside(camera, cell)
        assert camera.screen_hex_size >= READABLE_HEX_SIZE - 1e-9
    assert abs(camera.screen_hex_size - READABLE_HEX_SIZE) < 1e-6


def test_after_the_player_zooms_follow_only_pans() -> None:
    camera = Camera(min_zoom=0.18, max_zoom=2.2)
    camera.auto_fit([(0, 0)], VIEWPORT)
    camera.zoom_at((600, 400), 1.3)
    zoom = camera.zoom
    assert camera.user_moved
    camera.follow([(0, 0), (5, 0)], [(5, 0)], VIEWPORT)
    assert camera.target is not None
    _settle(camera)
    assert camera.zoom == zoom and _inside(camera, (5, 0))
    camera.follow([(0, 0), (-5, 0)], [(-5, 0)], VIEWPORT)
    camera.pan((10, 0))  # the player takes over: the glide stops
    assert camera.target is None


def test_the_floor_grows_with_the_ui_scale() -> None:
    camera = Camera(min_zoom=0.18, max_zoom=2.2)
    camera.set_ui_scale(2.7)
    camera.auto_fit(BIG, (0, 0, 2000, 1900))
    assert camera.screen_hex_size >= 2.7 * READABLE_HEX_SIZE - 1e-6


def test_a_resize_keeps_the_players_view() -> None:
    camera = Camera(min_zoom=0.18, max_zoom=2.2)
    camera.auto_fit(BIG, VIEWPORT)
    camera.zoom_at((600, 400), 1.4)
    zoom = camera.zoom
    world = camera.screen_to_world((672, 432))
    camera.recentre((672, 432), (900, 500))
    assert camera.zoom == zoom
    x, y = camera.world_to_screen(world)
    assert abs(x - 900) < 1e-6 and abs(y - 500) < 1e-6


def test_at_the_same_zoom_follow_pans_the_least_not_back_to_the_centre() -> None:
    """Play-tests saw every card jump 54 to 183 px when one was laid at the edge: the
    automatic view re-centred the whole table. When the new view keeps the zoom (the readable
    floor here), the view pans by the least amount that shows the new card."""
    camera = Camera(min_zoom=0.18, max_zoom=2.2)
    table = [c for c in BIG if abs(c[0]) <= 4 and abs(c[1]) <= 4]
    camera.auto_fit(table, VIEWPORT, focus=[(-4, 0)])  # the view off the table's centre, at its left
    zoom = camera.zoom
    vx, _, vw, _ = VIEWPORT
    new = next(c for c in sorted(BIG) if c not in table and not _inside(camera, c)
               and vx + vw / 4 < camera.cell_center(c)[0] < vx + vw / 2)  # above or below, not aside
    recentred = Camera(camera.offset, camera.zoom, min_zoom=0.18, max_zoom=2.2)
    recentred.auto_fit([*table, new], VIEWPORT, focus=[new])
    assert abs(recentred.zoom - zoom) < 1e-9  # the floor: the same zoom either way
    start = camera.offset
    assert camera.follow([*table, new], [new], VIEWPORT)
    _settle(camera)
    assert _inside(camera, new) and camera.zoom == zoom
    moved = abs(camera.offset[0] - start[0]) + abs(camera.offset[1] - start[1])
    jump = abs(recentred.offset[0] - start[0]) + abs(recentred.offset[1] - start[1])
    assert moved < jump, (moved, jump)


def test_a_smaller_margin_leaves_a_card_that_shows_whole_where_it_is() -> None:
    """A hint lights a card already whole in view, near the table area's edge: with the hint's
    margin the view stays put (a play-test saw it glide 24 px under the pointer), where the
    automatic view's own margin moves it; a card cut at the edge is brought in either way."""
    from tongiaki.app.scenes.table_hints import HINT_VIEW_MARGIN
    from tongiaki.app.view.camera import VIEW_MARGIN

    camera = Camera(min_zoom=0.18, max_zoom=2.2)
    camera.auto_fit(BIG, VIEWPORT, focus=[(0, 0)])
    camera.user_moved = True  # the player's view: follow only pans
    size = camera.screen_hex_size
    x, _y = camera.cell_center((0, 0))
    vx, _vy, vw, _vh = VIEWPORT
    gap = (HINT_VIEW_MARGIN + VIEW_MARGIN) / 2 * size  # between the two margins from the right edge
    camera.pan((vx + vw - gap - size - x, 0))  # the card's right corner `gap` inside the edge
    before = camera.offset
    assert not camera.follow(BIG, [(0, 0)], VIEWPORT, HINT_VIEW_MARGIN)
    assert camera.offset == before and camera.target is None
    assert camera.follow(BIG, [(0, 0)], VIEWPORT)  # the automatic view's margin would move it
    camera.target = None
    camera.pan((2 * gap, 0))  # now cut at the edge: brought in with the hint's margin too
    assert camera.follow(BIG, [(0, 0)], VIEWPORT, HINT_VIEW_MARGIN)
    _settle(camera)
    assert camera.cell_center((0, 0))[0] + size <= vx + vw - HINT_VIEW_MARGIN * size + 1


def test_a_pan_shows_the_table_whole_along_an_axis_where_it_fits() -> None:
    """Play-test 20 found a card under the right-hand panels while the sea on the left of the
    table was empty: the view had panned by the least amount to show a new card. A pan now
    also shows the whole table along each axis where it fits (here across; it is too tall)."""
    from tongiaki.app.view.camera import cells_bounds

    strip = [(q, r) for r in range(-9, 10) for q in range(-1, 2)]  # narrow and tall (flat-topped cards)
    camera = Camera(min_zoom=0.18, max_zoom=2.2)
    table = [c for c in strip if c[1] < 6]
    camera.auto_fit(table, VIEWPORT, focus=[table[0]])
    vx, vy, vw, vh = VIEWPORT
    left, _top, right, _bottom = (v * camera.zoom for v in cells_bounds(table, camera.hex_size))
    assert right - left < vw - 200  # it fits across, with room
    camera.offset = (vx + vw - right + 150, camera.offset[1])  # its right side 150 px out of view
    new = next(c for c in strip if c not in table and not _inside(camera, c))
    assert camera.follow([*table, new], [new], VIEWPORT)
    _settle(camera)
    assert _inside(camera, new)
    left, _top, right, _bottom = (v * camera.zoom for v in cells_bounds([*table, new], camera.hex_size))
    assert vx - 1 <= left + camera.offset[0] and right + camera.offset[0] <= vx + vw + 1, (left, right)


def test_the_automatic_view_zooms_out_when_it_must_and_never_back_in() -> None:
    """Play-test 25: the automatic view zoomed out to show where a fleet's piers lead, zoomed
    back in to the table after the landing, out again at the next full beach: cards of 93 and
    60 px by turns within one turn. Once out, it keeps its zoom and pans."""
    camera = Camera(min_zoom=0.18, max_zoom=2.2)
    table = [(0, 0), (1, 0), (0, 1), (-1, 1), (1, -1)]
    camera.auto_fit(table, VIEWPORT)
    close = camera.zoom
    ends = [(-4, 1), (4, -2)]  # where the piers of a full beach lead, beyond the table
    assert camera.follow(table, [*table, *ends], VIEWPORT)
    _settle(camera)
    out = camera.zoom
    assert out < close * 0.9  # zoomed out to show them (not all fit at the readable floor)
    table = [*table, (2, 0), (3, -1)]  # the voyage lays cards towards the right
    for new in table[-2:]:
        camera.follow(table, [new], VIEWPORT)
        _settle(camera)
        assert _inside(camera, new)
        assert camera.zoom == out, (camera.screen_hex_size, out * camera.hex_size)  # panned, not zoomed in
    camera.auto_fit(table, VIEWPORT)  # a new automatic view (F twice, a resize) fits the table again
    assert camera.zoom > out


def test_coming_back_grows_about_the_clicked_card_and_keeps_every_card_whole() -> None:
    """A notice's strip at the top of the table area zoomed the view out to fit the table below
    it; once it has gone, `come_back` gives the view its zoom again (play-test 48: the turn's
    news left Tuvalu's beaches at 70 px cards where the table area held them at 81 px). It grows
    about the card a person clicked, moving it less than the view before the strip would, and
    shows whole every card that view showed whole; nothing moves where that view was no larger."""
    camera = Camera(min_zoom=0.18, max_zoom=2.2)
    table = [c for c in BIG if abs(c[0]) <= 2 and abs(c[1]) <= 2 and abs(c[0] + c[1]) <= 2]
    vx, vy, vw, vh = VIEWPORT
    camera.fit_all(table, VIEWPORT)
    before = camera.at_rest()
    camera.fit_all(table, (vx, vy + 120, vw, vh - 120))  # below a notice's strip
    small = camera.at_rest()
    assert small[0] < before[0] * 0.9
    clicked = (0, -2)  # the top card
    was = camera.cell_center(clicked)
    restored = Camera(before[1], before[0], min_zoom=0.18, max_zoom=2.2)  # the view before, as it was
    assert camera.come_back(before, [clicked], table, VIEWPORT)
    _settle(camera)
    assert camera.zoom == before[0]
    assert camera.shows_whole(table, VIEWPORT)
    moved = abs(camera.cell_center(clicked)[1] - was[1])
    assert moved < abs(restored.cell_center(clicked)[1] - was[1]), moved
    assert not camera.come_back(small, [clicked], table, VIEWPORT)  # no larger: it stays
    assert camera.target is None and camera.at_rest()[0] == before[0]
