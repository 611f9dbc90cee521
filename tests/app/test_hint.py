"""A hint's words and panel: said to the person (their fleets, the rival's ship by its owner's
name), and a docked panel no taller than its text."""

from __future__ import annotations

import re
from itertools import islice
from types import SimpleNamespace

import pygame

from tests.app.drawn import recorded_text
from tests.walks import decisions_of_kind
from tongiaki.ai.base import Choice
from tongiaki.ai.explain import describe
from tongiaki.app.widgets import hint as hint_module
from tongiaki.app.widgets.hint import HintPanel, hint_sentence
from tongiaki.app.widgets.log import log_row_height
from tongiaki.rules import DecisionKind, interned

SEAT_FORMS = re.compile(r"\bits (own|fleets?|\d+ ships?|ships?|supply)\b|\bto it\b")
"""The words of a reason said of the moving seat's own things, which a hint says as "your"."""


def test_a_hint_says_your_fleets() -> None:
    """A play-test read "It would reproduce on Tonga: 2 new ships to build up its fleets": the
    person's fleets are "your fleets", as "builds up your fleet there" already was."""
    assert hint_sentence("reproduces on Tonga (3 points): 2 new ships to build up its fleets") \
        == "It would reproduce on Tonga (3 points): 2 new ships to build up your fleets"
    assert hint_sentence("reproduces on Tonga (3 points): 1 new ship to build up a fleet") \
        == "It would reproduce on Tonga (3 points): 1 new ship to build up a fleet"


def test_no_hint_speaks_of_the_persons_things_as_the_seats() -> None:
    """Every reason of the decisions met in random games, said as a hint, leaves none of the
    seat's "its fleet(s)", "its ships", "its own", "to it" (the log keeps them); the fleet's
    own ships, sunk for sure, stay the fleet's (its ships read as the person's in a hint)."""
    said = 0
    for kind in DecisionKind:
        for state, node in islice(decisions_of_kind(kind, seed=5), 60):
            for option in node.options:
                reason = describe(state, node, option)
                sentence = hint_sentence(reason)
                assert not SEAT_FORMS.search(sentence), (reason, sentence)
                said += bool(SEAT_FORMS.search(reason))
    assert said > 0
    fill = hint_sentence("puts the new ship on Samoa's top beach: fills the beach to sail with 2 colours (every "
                         "pier sinks it for sure: the ships go back to their owners' supplies)")
    assert "your" not in fill


def _landing(rival: bool) -> tuple[object, object, object]:
    """(state, decision, option) of a landing in a random game: of a rival's ship (`rival`), or of
    the mover's own."""
    for state, node in decisions_of_kind(DecisionKind.LAND, seed=3):
        for option in node.options:
            if (option.colour != node.player) == rival:
                return state, node, option
    raise AssertionError("no landing found")


def test_a_landing_hint_names_the_rivals_ship_by_its_owner() -> None:
    """A play-test read "It would land a rival's ship on Tahiti's right beach" and had to find
    which ship of a small fleet was ringed: the hint names the owner by colour, as the log does
    ("Orange lands Purple's ship on ..."); the person's own ship is "your own ship"."""
    colours = ["blue", "orange", "green", "purple"]
    for rival in (True, False):
        state, node, option = _landing(rival)
        panel = HintPanel()
        key = (7, node)
        panel.ask(key)
        # drawn while the hint is thought about: the seats' colours are taken from the table
        # view, where the ships get theirs
        panel.draw_marks(pygame.Surface((10, 10)), SimpleNamespace(colours=colours), SimpleNamespace(), 0.0)
        assert panel.colours == colours
        assert panel.answer(key, Choice(option, describe(state, node, option)))
        if rival:
            owner = colours[option.colour].capitalize()
            assert panel._sentence().startswith(f"It would land {owner}'s ship on "), panel._sentence()
            assert "rival's ship" not in panel._sentence()
        else:
            assert panel._sentence().startswith("It would land your own ship on "), panel._sentence()
    # colours not known (or another option): the reason's words as they are
    assert hint_sentence("lands a rival's ship on Samoa's top beach: x") == "It would land a rival's ship on Samoa's top beach: x"
    assert hint_sentence("lands a rival's ship on Samoa's top beach: x", "Green") \
        == "It would land Green's ship on Samoa's top beach: x"


def drawn_panel(reason: str, plan: str, area: pygame.Rect, scale: float = 1.0, dock: pygame.Rect | None = None
                ) -> tuple[HintPanel, list[str]]:
    """A panel with `reason` (and `plan`) drawn over the table `area` or in `dock`, and the lines
    of text it drew (its title first; not `PLAY_KEY_NOTE`, said beside the title)."""
    pygame.font.init()
    panel = HintPanel()
    panel.ask((3, None))
    assert panel.answer((3, None), Choice(interned.PASS, reason), plan)
    with recorded_text(hint_module) as drawn:
        panel.draw_panel(pygame.Surface((max(area.right, 1366), max(area.bottom, 768))), area, scale, dock=dock)
    return panel, [line for line in drawn if line != hint_module.PLAY_KEY_NOTE]  # (said beside the title)


def _docked(reason: str, plan: str, dock: pygame.Rect, scale: float = 1.0) -> tuple[HintPanel, list[str]]:
    """A panel with `reason` (and `plan`) drawn in `dock`, and the lines of text it drew."""
    return drawn_panel(reason, plan, pygame.Rect(290, 70, 840, 690), scale, dock)


def test_the_docked_panel_is_as_tall_as_its_text() -> None:
    """A play-test at 1366x768 saw a 260 px hint panel for a few lines of text, mostly empty,
    hiding the whole tracker: in the tracker's place the panel is as tall as its text needs
    (the margins of the panel over the table), at the place's foot, and the tracker's top shows
    above it; a text that needs the whole place still gets it."""
    dock = pygame.Rect(1151, 153, 200, 285)
    panel, drawn = _docked("reproduces on Samoa (5 points): builds up its fleet there", "", dock)
    box = panel.box
    assert box is not None and dock.contains(box)
    assert box.bottom == dock.bottom and box.width == dock.width
    lines = len(drawn) - 1  # the title first
    step = log_row_height(1.0)  # the log's rows' (the log's type too)
    assert box.height == 22 + step * lines + 14, (box, drawn)
    assert box.height < dock.height // 2
    assert panel.rect == dock  # the hint holds the tracker's place while it shows
    assert " ".join(drawn[1:]).split() == "It would reproduce on Samoa (5 points): builds up your fleet there".split()

    waiting = HintPanel()
    waiting.ask((3, None))
    waiting.draw_panel(pygame.Surface((1366, 768)), pygame.Rect(290, 70, 840, 690), 1.0, dock=dock)
    assert waiting.box is not None and waiting.box.height < dock.height // 2

    long = ("sails with 2 colours from Hiva Oa's upper-left beach: 79% to land, 21% to sink (its 2 ships go back "
            "to supply, to sail again); close to the next best move, about 41% to win")
    plan = "then: the new ship on Samoa's top beach; sail from Samoa's top beach up-left; " * 3
    panel, drawn = _docked(long, plan, dock)
    assert panel.box is not None and dock.contains(panel.box) and panel.box.height > dock.height * 3 // 4


def _open_brackets(words: str) -> int:
    return words.count("(") - words.count(")")


def test_every_bracket_a_hint_opens_closes_also_when_cut() -> None:
    """Play-test 26 read "...beach (2 of 3: beside 1 colour" and "...about 40% to win (the last
    hint's plan is complete": the real reasons, with the plan's note, close every bracket they
    open, whole and when the panel cuts them to fit (the ellipsis then closes what is open)."""
    placing = ("puts the new ship on Tonga's lower-right beach (2 of 3): beside 1 colour, for a mixed fleet; "
               "tried 976 ways the game could go on, close to the next best move, about 42% to win")
    landing = ("lands its own ship on Muroroa's upper-right beach: an empty beach, room to grow; tried 555 ways "
               "the game could go on, close to the next best move, about 40% to win")
    sailing = ("sails with 2 colours from Hiva Oa's upper-left beach: 79% to land, 21% to sink (its 2 ships go "
               "back to supply, to sail again); close to the next best move, about 41% to win")
    plan = "then: sail from Samoa's top beach up-left (83% to land, 17% to sink); the new ship on Tonga's top beach"
    area = pygame.Rect(290, 70, 840, 690)
    for reason in (placing, landing, sailing):
        for note in ("", *hint_module.PLAN_NOTES):
            for dock, scale in ((pygame.Rect(1070, 160, 188, 480), 1.0), (pygame.Rect(1070, 160, 188, 120), 1.0),
                                (pygame.Rect(1070, 160, 150, 90), 0.8), (None, 1.0), (None, 0.6)):
                pygame.font.init()
                panel = HintPanel()
                panel.ask((3, None))
                assert panel.answer((3, None), Choice(interned.PASS, reason), plan, note)
                with recorded_text(hint_module) as drawn:
                    panel.draw_panel(pygame.Surface((1366, 768)), area, scale, dock=dock)
                _px, lines, reason_lines, _box = panel._layout(area, scale, dock)
                said, then = " ".join(lines[:reason_lines]), " ".join(lines[reason_lines:])
                assert _open_brackets(said) == 0 and _open_brackets(then) == 0, (reason, note, dock, lines)
                assert [line for line in drawn[1:] if line != hint_module.PLAY_KEY_NOTE] == lines
    cut = hint_module.cut_lines(["It would land your own ship (the last", "hint's plan is complete)"], 1)
    assert cut == ["It would land your own ship (the last …)"]
    assert hint_module.cut_lines(["a (b) c", "d"], 1) == ["a (b) c …"]


def test_a_narrow_panels_title_stays_inside_it() -> None:
    """Play-test 31 at 640x480: "Hint from the hard level" ran over the panel's right edge. Where
    the whole title does not fit, the panel says "Hint" (with "Enter plays it" where that fits)."""
    from tongiaki.app.widgets.log import log_font_px
    from tongiaki.app.widgets.ui import font

    reason = "reproduces on Samoa (5 points): builds up its fleet there"
    for width in (150, 175, 220, 420):
        panel, drawn = drawn_panel(reason, "", pygame.Rect(0, 0, width, 300), 1.0)
        box = panel.box
        assert box is not None
        title_w = font(log_font_px(1.0), True).size(drawn[0])[0]
        assert box.x + 10 + title_w <= box.right - 10, (width, drawn[0], box)
        if width != 220:
            assert drawn[0] == ("Hint from the hard level" if width == 420 else "Hint"), (width, box)
