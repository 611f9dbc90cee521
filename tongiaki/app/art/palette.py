"""The colours of the card and ship art, and the seats' colours.

Every colour the faces, the card backs, the labels and the ship sprites are drawn in: the sea
and the wakes, the island (shallows, sand, mooring spots, land, piers), the crest and the border,
the gold of the king spot and the value seal, the capacity tags, the danger badges, the text, the
card back; and the six seats' colours (`SEAT_COLOURS`, `SEAT_RGB`), with how far apart they must
stay (`SEAT_COLOUR_DISTANCE`, `SEAT_GROUND_DISTANCE`). No pygame.
"""

from __future__ import annotations

Colour = tuple[int, int, int] | tuple[int, int, int, int]

DEEP_TOP: Colour = (26, 92, 156)
DEEP_BOTTOM: Colour = (14, 58, 112)
WATER_TOP: Colour = (30, 104, 168)
WATER_BOTTOM: Colour = (18, 66, 124)
REEF: Colour = (46, 150, 172)
SHALLOWS: Colour = (72, 192, 196)
LAGOON: Colour = (132, 220, 208)
WET_SAND: Colour = (206, 176, 120)
SAND: Colour = (240, 216, 164)
SAND_LIGHT: Colour = (248, 232, 190)
SPOT_FILL: Colour = (222, 190, 132)
SPOT_RING: Colour = (255, 251, 238)
SPOT_SHADOW: Colour = (150, 118, 70)
SPOT_EDGE: Colour = (120, 88, 48)
TAG_FILL: Colour = (112, 70, 34)
TAG_EDGE: Colour = (252, 240, 210)
"""A beach's capacity tag is a dark wooden pin (`TAG_FILL`, the piers' wood) with light digits on a
cream rim (`TAG_EDGE`), pointing at its beach: as a number on white in a dark rim it read as a
wake's danger badge ("a 3 in a circle": play-test 30), which is dark digits on white in a ring
coloured by the danger."""
TAG_TEXT: Colour = (255, 248, 226)
LAND_EDGE: Colour = (44, 104, 58)
LAND: Colour = (78, 150, 80)
LAND_LIGHT: Colour = (104, 172, 92)
WOOD: Colour = (152, 104, 60)
WOOD_DARK: Colour = (90, 58, 30)
WAKE: Colour = (226, 241, 247)
WAKE_EDGE: Colour = (12, 44, 88)
WAKE_STREAK: Colour = (188, 220, 238)
FOAM: Colour = (255, 255, 255)
CREST: Colour = (178, 44, 40)
CREST_DARK: Colour = (104, 22, 20)
CREST_GOLD: Colour = (238, 200, 104)
BORDER: Colour = (16, 28, 44)
GOLD: Colour = (226, 186, 84)
GOLD_DARK: Colour = (150, 110, 40)
VALUE_FILL: Colour = (244, 206, 110)
"""The island value seal's face (gold; the capacity tags are dark wood)."""
TEXT_LIGHT: Colour = (255, 252, 240)
TEXT_DARK: Colour = (40, 28, 16)
BADGE_FILL: Colour = (250, 250, 244)
BADGE_TEXT: Colour = (16, 40, 78)
DANGER_RING: dict[int, Colour] = {2: (64, 128, 206), 3: (232, 150, 42), 4: (200, 50, 45)}
DANGER_RING_HIGH: Colour = (128, 36, 128)
BACK_DARK: Colour = (92, 52, 28)
BACK_MID: Colour = (134, 80, 42)
BACK_LINE: Colour = (236, 212, 164)

SEAT_COLOURS: tuple[str, ...] = ("blue", "green", "orange", "purple", "red", "yellow")
SEAT_RGB: dict[str, Colour] = {
    "blue": (20, 140, 235),
    "green": (44, 150, 64),
    "orange": (255, 135, 0),
    "purple": (178, 70, 222),
    "red": (222, 24, 60),
    "yellow": (255, 238, 48),
}
"""The seats' colours, told apart by hue and lightness as well as the sails' shapes: play-test 29
told red from orange only by shape on a late whole table (ships of 10 px). Every pair lies at
least `SEAT_COLOUR_DISTANCE` apart in CIEDE2000 (red and orange were 26, blue and purple 19), and
each seat at least `SEAT_GROUND_DISTANCE` from the sea and the sand (blue was 6 from the sea)."""
SEAT_COLOUR_DISTANCE = 30.0
"""The least CIEDE2000 difference between two seats' colours (`SEAT_RGB`)."""
SEAT_GROUND_DISTANCE = 12.0
"""The least CIEDE2000 difference between a seat's colour and the sea's or the sand's."""
