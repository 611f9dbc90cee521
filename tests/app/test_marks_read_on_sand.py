"""What a crowded late table shows on pale sand can be read (play-test 30, findings 1, 2 and 9).

At 1366x768 with six seats (ships of about 10 px) a yellow ship on the cream sand had a faint grey
rim, the landing-target rings were nearly the yellow of its sails, the island names on sand were
pale grey on pale sand, and a beach's capacity tag (a number in a white circle) read as a wake's
danger badge. Each check measures pixels of the drawn images, not the code that draws them.
"""

from __future__ import annotations

import pygame
import pytest

from tests.app.test_crowded_table import ciede2000
from tongiaki.app.art import cardart, cardgeom, namelabels, numberlabels, palette, shipart


def _display() -> None:
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((8, 8))


def _relative_luminance(colour) -> float:
    def linear(value: float) -> float:
        value /= 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(v) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one, other) -> float:
    """The WCAG contrast ratio of two sRGB colours (1 to 21)."""
    a, b = sorted((_relative_luminance(one), _relative_luminance(other)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def _rims(image: pygame.Surface, ground) -> list[tuple[int, int, int]]:
    """Where a scan of every row and column (from both ends) first meets a pixel visibly apart
    from `ground` (CIEDE2000 over 3) on `image` laid on it: the colours of the silhouette's rim."""
    width, height = image.get_size()
    laid = pygame.Surface((width, height))
    laid.fill(ground)
    laid.blit(image, (0, 0))
    rims = []
    lines = [[(x, y) for x in range(width)] for y in range(height)]
    lines += [[(x, y) for y in range(height)] for x in range(width)]
    for line in lines:
        for scan in (line, line[::-1]):
            for x, y in scan:
                colour = tuple(laid.get_at((x, y))[:3])
                if ciede2000(colour, ground) > 3:
                    rims.append(colour)
                    break
    return rims


GROUNDS = {"sand": palette.SAND, "light sand": palette.SAND_LIGHT, "spot": palette.SPOT_FILL, "land": palette.LAND}


@pytest.mark.parametrize("px", [10, 12, 15])
@pytest.mark.parametrize("ground", sorted(GROUNDS))
def test_a_small_ship_has_a_dark_rim_on_sand_and_land(px, ground) -> None:
    """Every seat's small ship is ringed by pixels that stand out of the sand and the land
    (contrast 3:1 at least on nine rims in ten). Before, a 10 px yellow ship's rim was a cream
    halo and a smoothed 1.1 px outline: grey, 1.5:1 against the sand."""
    _display()
    colour = GROUNDS[ground]
    for name in palette.SEAT_COLOURS:
        rims = _rims(shipart.ship_sprite(name, px), colour)
        assert rims, name
        strong = sum(1 for rim in rims if contrast(rim, colour) >= 3.0)
        assert strong >= 0.9 * len(rims), (name, px, ground, strong, len(rims))


def test_the_landing_ring_is_no_seats_colour(full_scene) -> None:
    """The rings a beach's spots get as landing targets are of a colour 25 or more (CIEDE2000)
    from every seat's, on a dark rim. They were the gold 7 from the yellow ships beside them."""
    from collections import Counter

    from tongiaki.app.view.tableview import Highlights
    from tongiaki.app.view.targets import TARGET_HALO

    app, scene = full_scene
    view, display = scene.view, scene.display
    area = scene.hud.rects["table"]
    view.camera.zoom_at(area.center, 48.0 / view.size)
    surface = pygame.Surface(app.screen.get_size())
    for _ in range(3):
        view.draw(surface, display, 0.0, Highlights(), None)
    plain = surface.copy()
    cell, beach = next(key for key, owners in display.ships.items() if owners and key[0] in display.cells)
    view.draw(surface, display, 0.0, Highlights(beaches={(cell, beach)}), None)
    spots = view.spot_points(display, cell)[beach]
    reach = round(view.size * 0.3)
    changed: Counter[tuple[int, int, int]] = Counter()
    for x, y in spots:
        for dx in range(-reach, reach + 1):
            for dy in range(-reach, reach + 1):
                at = (round(x) + dx, round(y) + dy)
                if surface.get_at(at) != plain.get_at(at):
                    changed[tuple(surface.get_at(at)[:3])] += 1
    assert TARGET_HALO in changed
    ring = next(colour for colour, _ in changed.most_common() if colour != TARGET_HALO)
    for name, seat in palette.SEAT_RGB.items():
        assert ciede2000(ring, seat) >= 25, (name, ring)


def _common(image: pygame.Surface, ground, box: pygame.Rect | None = None) -> list[tuple[int, int, int]]:
    """The colours of `box` (the whole image by default) of `image` laid on `ground`, the most
    common first."""
    from collections import Counter

    laid = pygame.Surface(image.get_size())
    laid.fill(ground)
    laid.blit(image, (0, 0))
    box = box or laid.get_rect()
    seen = Counter(
        tuple(laid.get_at((x, y))[:3]) for x in range(box.left, box.right) for y in range(box.top, box.bottom)
    )
    return [colour for colour, _count in seen.most_common()]


def _most_common(image: pygame.Surface, ground, box: pygame.Rect | None = None):
    """The colour covering most of `box` of `image` laid on `ground`."""
    return _common(image, ground, box)[0]


@pytest.mark.parametrize("size", [44, 56, 90, 160])
@pytest.mark.parametrize("ground", ["sand", "light sand", "land"])
def test_an_island_name_stands_on_a_dark_ground_wherever_it_lands(size, ground) -> None:
    """Behind an island's letters (in their box) most pixels contrast 4.5:1 or more with the
    letters, whether the name lies on the sand or the land, and so do the small names the table
    draws over tiny cards. The names had only a one-pixel outline: on pale sand the box was the
    sand's colour, 1.1:1 against the letters."""
    _display()
    colour = GROUNDS[ground]
    for name in ("Mangareva", "Rapa Nui", "Tonga"):
        for label in (namelabels.island_name_label(name, size), namelabels.small_name_label(name, 9)):
            assert label is not None
            behind = _most_common(label, colour, label.get_bounding_rect())
            assert contrast(behind, palette.TEXT_LIGHT) >= 4.5, (name, size, ground, behind)


@pytest.mark.parametrize("size", [44, 60, 100])
def test_a_capacity_tag_does_not_look_like_a_danger_badge(size) -> None:
    """A beach's capacity tag and a wake's danger badge differ in their fill (CIEDE2000 40 or
    more) and in which is lighter, digits or fill: both were a dark number on white in a circle
    (play-test 30 read a "3" in a circle and could not tell which)."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    _display()
    cards = load_deck(DEFAULT_DECK_PATH).cards
    island = next(c for c in cards if c.name == "Tonga")
    water = next(c for c in cards if c.is_water and len(c.wakes) > 0)
    image, _place = numberlabels.capacity_tag_images(island, size, 0)[0]
    half = image.get_width() // 2
    inner = round(half * 0.45)
    tag_fill, tag_digits = _common(image, palette.REEF, pygame.Rect(half - inner, half - inner, 2 * inner, 2 * inner))[
        :2
    ]
    face = cardart.render_card(water, size, 0)
    (x, y), _danger = next(iter(cardgeom.danger_labels(water, size, 0)))
    _px, r, _fill = numberlabels.danger_badge_metrics(size)
    cx, cy = face.get_width() // 2 + round(x), face.get_height() // 2 + round(y)
    badge = face.subsurface(pygame.Rect(cx - round(r * 0.6), cy - round(r * 0.6), round(r * 1.2), round(r * 1.2)))
    badge_fill, badge_digits = _common(badge, (0, 0, 0))[:2]
    assert ciede2000(tag_fill, badge_fill) >= 40, (tag_fill, badge_fill)
    lighter_digits = _relative_luminance(tag_digits) > _relative_luminance(tag_fill)
    assert lighter_digits != (_relative_luminance(badge_digits) > _relative_luminance(badge_fill))
