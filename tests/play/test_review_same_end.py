"""A move that is the hard level's choice in another order is not flagged; a flag tells both chances.

Play-test 28's review called an inaccuracy the order of two full beaches sailing to sure
landings (Hiva Oa's lower-left beach to Tahiti first, where the hint sailed the lower-right one
to Tuvalu first), and gave no chance to win for the hint's move, whose words (a step of the plan
the hint carried on) told none. The positions below are that game's, as position text.
"""

from __future__ import annotations

from tests.ai.test_search import king_or_lose
from tests.play.test_review import CAP, _option
from tongiaki.app.widgets.hint import review_text
from tongiaki.play.decks import load_default_deck
from tongiaki.play.review import Verdict, ends_alike, review_decision, tells_chance
from tongiaki.rules import DecisionKind, GameState
from tongiaki.rules.position import from_position

TWO_SURE_SAILS = (
    "tongiaki-position 1;players=4;active=0;turn=13;phase=chain;steps=80;end=0;stall=0;revealed=0;setup=8;"
    "cards=0@0,0r0 12@-1,1r4 27@1,0r2 17@0,-1r0 8@-1,0r4 22@0,1r2 11@-2,1r4 5@-2,2r3 29@-1,2r3;"
    "ships=-2,1/2:1 -2,2/0:0.3 -2,2/1:1.1 -1,0/0:0.0 -1,0/1:0.0 -1,0/2:0.1.0.0 -1,1/1:1.3.0 -1,1/2:3.3 0,0/0:0 "
    "0,0/1:2.0 0,0/2:2 0,0/3:0.2 0,0/4:0 0,0/5:0.2;supply=1.10.11.11;kings=;kings-used=0.0.0.0;stranded=;"
    "stack=1.2.3.4.6.7.9.10.13.14.15.16.18.19.20.21.23.24.25.26.28.30.31;removed=;repro=-;voyage=-;land=-;"
    "place=-1 -;settle=-;chain=emigrate -1,0/0 pier 1|emigrate -1,0/0 pier 2|emigrate -1,0/1 pier 3;seen="
)
"""Play-test 28, decision 80: Blue's reproduction filled two beaches of Hiva Oa; the lower-left
one sails to Tahiti (pier 3), the lower-right one to Tuvalu (pier 2) or Tonga (pier 1), all sure."""
PLAN_STEP = "sails with 1 colour from Hiva Oa's lower-right beach: sure to land on Tuvalu, worth 4 points"
"""The hint's words there (a step of its plan: no chance to win in them)."""
FOUR_NEW_SHIPS = (
    "tongiaki-position 1;players=4;active=0;turn=5;phase=repro_beach;steps=25;end=0;stall=2;revealed=0;setup=8;"
    "cards=0@0,0r0 12@-1,1r4 27@1,0r2;ships=-1,1/0:3 -1,1/1:1.3 -1,1/2:1 0,0/0:1.0 0,0/1:2.2 0,0/2:0 0,0/3:0.3 "
    "0,0/4:0;supply=11.12.13.12;kings=;kings-used=0.0.0.0;stranded=;"
    "stack=1.2.3.4.5.6.7.8.9.10.11.13.14.15.16.17.18.19.20.21.22.23.24.25.26.28.29.30.31;removed=;repro=0,0:4:;"
    "voyage=-;land=-;place=-1 -;settle=-;chain=;seen="
)
"""Play-test 28, decision 25: four new ships on Tonga, one a beach."""


def _position(text: str) -> GameState:
    return from_position(text, load_default_deck())


def test_two_full_beaches_sailing_in_the_other_order_are_not_flagged() -> None:
    state = _position(TWO_SURE_SAILS)
    played, hinted = _option(state, "emigrate -1,0/1 pier 3"), _option(state, "emigrate -1,0/0 pier 2")
    note = review_decision(state, played, step=80, hinted=hinted, hint_reason=PLAN_STEP)
    assert note.same_end and note.hinted and note.best == hinted
    assert not note.verdict.flagged and note.verdict is Verdict.GOOD
    assert note.loss == 0.0 and note.points_lost == 0.0 and note.played_chance == note.best_chance
    assert note.played_text.endswith("the same moves as the hint's in another order")
    _title, words = review_text(note, "Blue", you=True)
    assert words.count("% to win") + words.count("sure to win") == 2, words  # both moves' chances (a certain win: "sure to win")
    # with another hint, or none, the same holds: the two orders end alike
    assert not review_decision(state, played, step=80, iterations=CAP, hinted=hinted).verdict.flagged


def test_the_order_is_judged_by_where_it_ends() -> None:
    state = _position(TWO_SURE_SAILS)
    to_tahiti, to_tuvalu, to_tonga = (_option(state, f"emigrate -1,0/{b} pier {p}") for b, p in ((1, 3), (0, 2), (0, 1)))
    before = state.copy()
    assert ends_alike(state, to_tahiti, to_tuvalu) and ends_alike(state, to_tuvalu, to_tahiti)
    assert ends_alike(state, to_tahiti, to_tonga)
    assert not ends_alike(state, to_tonga, to_tuvalu)  # one beach, two piers: not an order
    values = {to_tahiti: 0.5, to_tuvalu: 0.6, to_tonga: 0.4}
    assert ends_alike(state, to_tahiti, to_tuvalu, values=values)
    assert not ends_alike(state, to_tonga, to_tahiti, values=values)  # its beach's better pier is Tuvalu
    assert state.snapshot() == before.snapshot()  # on copies only
    # a landing's choices place its ships: no order of them is held equal
    landing = state.copy()
    landing.apply(to_tahiti)
    assert landing.pending is not None and landing.pending.kind is DecisionKind.LAND
    first, second = landing.pending.options[:2]
    assert not ends_alike(landing, first, second)


def test_a_later_step_of_the_hard_levels_plan_played_first_ends_alike() -> None:
    """The new ships of a reproduction on the same beaches in another order: the plan after the
    hard level's choice holds the move played."""
    state = _position(FOUR_NEW_SHIPS)
    top, lower_left, others = (_option(state, "place 0,0/3"), _option(state, "place 0,0/1"),
                               (_option(state, "place 0,0/5"), _option(state, "place 0,0/2")))
    assert ends_alike(state, lower_left, top, (lower_left, *others))
    assert not ends_alike(state, lower_left, top, (*others, _option(state, "place 0,0/4")))
    assert not ends_alike(state, lower_left, top)


def test_a_flag_gives_the_chance_to_win_of_both_moves() -> None:
    """A hint's words that tell no chance to win (a step of its plan) get the search's beside
    them, so a flagged move is set against the hint's with both chances."""
    state = king_or_lose()
    king, losing = _option(state, "king 0,-1"), _option(state, "reproduce 0,-1")
    note = review_decision(state, losing, step=7, iterations=CAP, hinted=king, hint_reason="founds a king on X")
    assert note.verdict is Verdict.MISTAKE and note.best_text == "founds a king on X" and not note.hint_words
    _title, words = review_text(note, "Blue", you=True)
    assert words.count("% to win") + words.count("sure to win") == 2, words  # (a certain win: "sure to win")
    said = review_decision(state, losing, step=7, iterations=CAP, hinted=king,
                           hint_reason="founds a king on X; about 97% to win")
    assert said.hint_words and tells_chance(said.best_text) and not tells_chance(PLAN_STEP)
    assert review_text(said, "Blue", you=True)[1].count("% to win") == 2
