"""Play-test 28's game (the standard deck, seed 326994, four seats, the person first), rebuilt
from its record's first moves for the tests of what its hints and hover texts said there.

`match_at(n)` is the game after its first `n` moves (cards revealed included, as recorded), with
the person to move at the moves the tests look at:

- 24: turn 5, the person's action; the hint reproduced on Tonga, its plan the new ships on
  Tonga's top, lower-right, bottom and lower-left beaches, then a sail from the lower-left
  beach down-left to Tuvalu (shot 13_hint_t5);
- 57: turn 9, the same on Tonga's top, bottom, lower-left and upper-left beaches, the upper-left
  one then sailing up-left to Hiva Oa (shot 31_hint_t9);
- 79: turn 13, the person's action, Hiva Oa hovered (shot 36_tt_hiva).
"""

from __future__ import annotations

from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.rules import Option

SEED = 326994
MOVES = (
    "place 0,0/3", "place 0,0/0", "place 0,0/5", "place 0,0/3", "place 0,0/0", "place 0,0/1", "place 0,0/5",
    "place 0,0/1", "reproduce 0,0", "place 0,0/2", "place 0,0/4", "reproduce 0,0", "place 0,0/5", "place 0,0/1",
    "emigrate 0,0/1 pier 1", "reveal 12", "land p3 -1,1/0", "land p1 -1,1/2", "emigrate 0,0/5 pier 5", "reveal 27",
    "place 0,0/1", "place 0,0/1", "reproduce -1,1", "place -1,1/1", "reproduce 0,0", "place 0,0/1", "place 0,0/3",
    "place 0,0/5", "place 0,0/2", "emigrate 0,0/1 pier 1", "land p0 -1,1/1", "land p2 -1,1/0",
    "emigrate 0,0/3 pier 3", "reveal 17", "reveal 8", "land p3 -1,0/0", "land p0 -1,0/1", "emigrate -1,1/0 pier 1",
    "reveal 22", "reproduce -1,1", "place -1,1/0", "place -1,1/2", "emigrate -1,1/2 pier 5", "land p2 -1,0/0",
    "land p1 -1,0/1", "emigrate -1,0/0 pier 1", "land p3 0,0/0", "land p2 0,0/5", "emigrate 0,0/0 pier 0",
    "emigrate -1,0/1 pier 3", "reveal 11", "land p1 -2,1/2", "land p0 -2,1/0", "reproduce 0,0", "place 0,0/1",
    "reproduce -1,1", "place -1,1/2", "reproduce 0,0", "place 0,0/3", "place 0,0/0", "place 0,0/1", "place 0,0/2",
    "emigrate 0,0/2 pier 2", "land p0 -1,0/0", "land p0 -1,0/1", "reproduce -2,1", "place -2,1/0",
    "emigrate -2,1/0 pier 2", "reveal 5", "land p0 -2,2/0", "reproduce 0,0", "place 0,0/2", "place 0,0/3",
    "reproduce -1,1", "place -1,1/2", "place -1,1/0", "emigrate -1,1/0 pier 2", "reveal 29", "land p3 -2,2/0",
)
"""The record's first moves (its 80th, Hiva Oa's reproduction at turn 13, is the person's)."""

HINTS = {
    24: ("reproduce 0,0", ("place 0,0/3", "place 0,0/5", "place 0,0/0", "place 0,0/1", "emigrate 0,0/1 pier 1"),
         "reproduces on Tonga (0 points): 4 new ships; they can fill 3 beaches, its lower-left beach to sail with "
         "2 colours down-left (sure to land on Tuvalu, worth 4 points); tried 384 ways the game could go on, "
         "clearly the best move it found, about 31% to win"),
    57: ("reproduce 0,0", ("place 0,0/3", "place 0,0/0", "place 0,0/1", "place 0,0/2", "emigrate 0,0/2 pier 2"),
         "reproduces on Tonga (0 points): 4 new ships; one can fill its upper-left beach to sail with 1 colour "
         "up-left (sure to land on Hiva Oa, worth 4 points); tried 742 ways the game could go on, close to the next "
         "best move, about 36% to win"),
}
"""The hints of the play-test at those moves: the option, its plan (as its words and its moves
after tell it) and the reason recorded."""


def match_at(moves: int) -> Match:
    """The game after its first `moves` moves (the computer seats random: the moves are given)."""
    match = Match(load_deck(DEFAULT_DECK_PATH), ["human", "random", "random", "random"], SEED)
    for text in MOVES[:moves]:
        match.apply(Option.parse(text))
    return match


def hint_at(moves: int) -> tuple[Match, Option, tuple[Option, ...], str]:
    """(the game, the hinted option, its plan, its reason) of the play-test's hint there."""
    option, plan, reason = HINTS[moves]
    return match_at(moves), Option.parse(option), tuple(Option.parse(step) for step in plan), reason
