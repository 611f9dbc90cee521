"""The table explains: AI seats' reasons in the log, hints for a person, hints on the score sheet."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from tests.app.conftest import AI_WAIT_LIMIT, FRAME, INSTANT_STEPS
from tongiaki.ai import make_agent
from tongiaki.app.main import App
from tongiaki.app.scenes.score import ScoreScene
from tongiaki.app.scenes.table import FINISH_LABEL, TableScene
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.play.narrate import LineKind

MAX_FRAMES = 20_000
RULE_NUMBER = re.compile(r"\bR\d")


def _play_to_the_end(app: App) -> TableScene:
    scene = app.scene
    assert isinstance(scene, TableScene)
    for _ in range(MAX_FRAMES):
        if scene.thinker.busy:
            assert scene.thinker.wait(timeout=AI_WAIT_LIMIT)
        if not app.running or app.scene is not scene:
            break
        app.step(FRAME, [])
    assert scene.match.is_over()
    return scene


def test_every_ai_decision_is_explained_in_the_log(app) -> None:
    assert app.new_game(["easy", "random", "easy"], seed=11, speed="instant") is None
    scene = _play_to_the_end(app)
    match = scene.match
    decided = [i for i, seat in enumerate(match.deciders) if seat >= 0]
    assert sorted(match.reasons) == decided  # a reason for every AI decision, none for a reveal
    # A landing whose outcome no choice changes is told as "the only choice", without its reason.
    from tongiaki.rules import new_game

    state, settled = new_game(match.deck, len(match.seats)), set()
    for i, option in enumerate(match.history):
        if state.landing_settled():
            settled.add(i)
        state.apply(option)
    assert settled & set(decided)  # such landings happened in this game
    lines = scene.hud.log.lines
    reasons = [i for i, line in enumerate(lines) if line.kind is LineKind.REASON]
    assert len(reasons) == len([i for i in decided if i not in settled])
    for i in reasons:
        text = lines[i].text
        assert text.strip() and not RULE_NUMBER.search(text), text
        # Under the decision it explains: after a told line, or just before a new turn's header.
        assert lines[i - 1].kind is not LineKind.HEADER or lines[i + 1].kind is LineKind.HEADER, (
            lines[i - 1], lines[i])
    assert any("a random pick" in lines[i].text for i in reasons)
    assert any("% to land" in lines[i].text for i in reasons)
    # Telling the game again (as after an undo) gives the same log, reasons included.
    told = [(line.text, line.kind) for line in lines]
    scene._retell()
    assert [(line.text, line.kind) for line in scene.hud.log.lines] == told


def test_gui_game_with_searching_seats_equals_the_headless_game() -> None:
    """Reasons are computed on the way (in the worker process of the searching seat), yet the
    table makes the headless game's every choice."""
    iterations = 8  # few: the seat still searches, the test stays short
    app = App((1280, 800), autoplay=True, ai_iterations=iterations, instant_steps=INSTANT_STEPS)
    try:
        app.new_game(["hard", "random"], seed=5, speed="instant")
        scene = app.scene
        for _ in range(MAX_FRAMES):
            if not app.running:
                break
            if scene.thinker.busy:
                assert scene.thinker.wait(timeout=AI_WAIT_LIMIT)
            app.step(FRAME, [])
        headless = Match(load_deck(DEFAULT_DECK_PATH), ["hard", "random"], 5)
        headless.agents[0] = make_agent("hard", iterations=iterations)
        headless.play_out()
        assert app.finished_match.history == headless.history
        assert any("ways the game could go on" in reason for reason in app.finished_match.reasons.values())
    finally:
        app.close()


def _wait_for_hint(gui) -> None:
    scene = gui.scene
    for _ in range(100):
        if scene.hinter.busy:
            assert scene.hinter.wait(timeout=AI_WAIT_LIMIT), "no hint"
        gui.frame()
        if scene.hint.choice is not None:
            return
    raise AssertionError("the hint never showed")


def test_a_hint_shows_a_legal_option_and_is_counted(app, gui) -> None:
    assert app.new_game(["human", "easy"], seed=3, speed="instant") is None
    scene = app.scene
    rng = random.Random(4)
    hinted_kinds = set()
    asked = 0
    for n in range(20):
        assert gui.wait_for_human()
        match = scene.match
        decision = match.pending
        if n < 15:
            gui.frame()
            seats = [r.getstate() for r in match.agent_rngs]
            chance = match.chance_rng.getstate()
            if scene.hint.choice is not None and scene.hint.key == scene._hint_key():
                pass  # the last hint's plan carried on by itself (not another hint)
            elif n % 3 == 0:
                gui.click_button("Hint")
                asked += 1
            elif n % 3 == 1:
                gui.key(pygame.K_SLASH, pygame.KMOD_SHIFT, "?")
                asked += 1
            else:
                gui.key(pygame.K_i)
                asked += 1
            assert not scene.hint.choice or scene.hint.choice.option in decision.options
            _wait_for_hint(gui)
            choice = scene.hint.choice
            assert match.pending is decision
            assert choice.option in decision.options
            assert choice.reason.strip() and not RULE_NUMBER.search(choice.reason)
            assert match.hints == [asked, 0]
            # A hint never draws from a seat's rng or the reveals' rng.
            assert [r.getstate() for r in match.agent_rngs] == seats and match.chance_rng.getstate() == chance
            hinted_kinds.add(decision.kind)
            option = choice.option  # follow the hint with the ordinary gesture
            assert match.hinted[len(match.history)] == option  # kept for the review, with its words
            assert match.hint_reasons[len(match.history)] == choice.reason  # (the panel's note not in it)
        else:
            option = decision.options[rng.randrange(len(decision.options))]
        gui.perform(option)
        assert scene.hint.choice is None or scene.hint.key[0] == len(match.history)
    assert len(hinted_kinds) >= 3, hinted_kinds
    # The game ends on the score screen, which counts the hints.
    for _ in range(MAX_FRAMES):  # the rest of the game, quickly (no gestures: they are not what is tested)
        if isinstance(app.scene, ScoreScene):
            break
        decision = scene.match.pending
        if scene.match.waiting_for_human() and not scene.animator.busy:
            scene.submit(decision.options[rng.randrange(len(decision.options))])
        gui.frame()
    score = app.scene
    assert isinstance(score, ScoreScene)
    assert score.sheet.hints == (asked, 0)
    app.step(FRAME, [])  # the sheet with its hints row draws


def test_asking_again_hides_the_hint_and_hints_wait_for_a_person(app, gui) -> None:
    assert app.new_game(["human", "random"], seed=6, speed="instant") is None
    scene = app.scene
    assert gui.wait_for_human()
    gui.frame()
    before = {b.label: b.rect for b in scene.hud.buttons}
    gui.key(pygame.K_i)
    _wait_for_hint(gui)
    assert scene.hint.showing
    gui.frame()
    shown = {b.label: b.rect for b in scene.hud.buttons}
    assert shown["Hide hint (?)"] == before["Hint (?)"]  # the same small button, not a jump (a play-test)
    renamed = {"Hint (?)": "Hide hint (?)"}
    # every button stays where it was (at a turn's action too: `test_every_button_keeps_its_place_...`)
    assert all(shown[renamed.get(label, label)] == rect for label, rect in before.items())
    assert FINISH_LABEL not in before and FINISH_LABEL not in shown  # not during the setup (play-test 32)
    # a short hint, at the foot of the tracker's place, below the whole tracker: the tracker's
    # button says it is on (it read "Show tracker" with all of the tracker in view)
    assert scene.hud.tracker_height == scene.hud.rects["tracker"].height
    assert scene.tracker_view() == "on" and gui.button("Tracker: on").active
    gui.click_button("Hide hint")  # the button says what a press does now
    assert not scene.hint.showing and scene.match.hints == [1, 0]
    gui.frame()
    assert gui.button("Hint").enabled
    # The count is saved with the game: Continue keeps it.
    from tongiaki.play.records import load_autosave

    app.autosave(scene.match)
    assert load_autosave().hints == [1, 0]


HINT_RENAMES = {"Hint (?)": ("Hide hint (?)",), "Tracker: on": ("Whole tracker", "Show tracker")}
"""What the buttons that say what a press does say while a hint shows (the rest keep their words)."""


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768), (1024, 600), (800, 600)])
def test_every_button_keeps_its_place_while_a_hint_shows_and_goes(size) -> None:
    """A play-test at 1366x768 and 1280x800: at the person's turn a hint (the ? key or "Hint (?)")
    took "Finish for me (G)" away and the action buttons above it moved down a row, and back up
    as the hint went; a click aimed at one button landed on another. Every button stays, each
    in its exact place, while a hint shows and after it goes."""
    from tests.app.conftest import AI_ITERATIONS, Gui
    from tongiaki.rules import DecisionKind

    app = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        gui = Gui(app)
        assert app.new_game(["human", "easy"], seed=2, speed="instant") is None
        rng = random.Random(2)
        while gui.wait_for_human() and app.scene.match.pending.kind is not DecisionKind.ACTION:
            options = app.scene.match.pending.options
            gui.perform(options[rng.randrange(len(options))])
        scene = app.scene
        assert isinstance(scene, TableScene) and scene.match.pending.kind is DecisionKind.ACTION
        gui.frame()
        before = [(b.label, pygame.Rect(b.rect)) for b in scene.hud.buttons]
        labels = [label for label, _rect in before]
        assert {"Reproduce", "King island", "Resettle", FINISH_LABEL, "Hint (?)"} <= set(labels), labels
        gui.key(pygame.K_SLASH, pygame.KMOD_SHIFT, "?")
        _wait_for_hint(gui)
        assert scene.hint.showing
        gui.frame()
        shown = [(b.label, pygame.Rect(b.rect)) for b in scene.hud.buttons]
        assert [label for label, _rect in shown] == [
            next((new for new in HINT_RENAMES.get(label, ()) if new in {n for n, _r in shown}), label)
            for label in labels
        ], (before, shown)
        for (label, rect), (_label, now) in zip(before, shown, strict=True):
            assert now == rect, (size, label, rect, now)
        box = scene.hint.box
        assert box is not None and not any(box.colliderect(b.rect) for b in scene.hud.buttons)
        gui.key(pygame.K_SLASH, pygame.KMOD_SHIFT, "?")
        assert not scene.hint.showing
        gui.frame()
        assert [(b.label, b.rect) for b in scene.hud.buttons] == before
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()


def test_a_hint_hidden_while_it_is_thought_about_stays_hidden_and_shows_again_at_once(app, gui) -> None:
    """A ? (or "Hide hint") while the hint is still thought about hides it: it was ignored, the
    panel kept saying "Thinking about a hint..." and the button read "Hide hint" (a clean-clone
    run's test saw it on a busy machine). The answer is kept: the next ? shows that same hint at
    once, not counted as another hint."""
    assert app.new_game(["human", "random"], seed=6, speed="instant") is None
    scene = app.scene
    assert gui.wait_for_human()
    gui.frame()
    question = [
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?", scancode=0),
        pygame.event.Event(pygame.KEYUP, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?", scancode=0),
    ]
    app.step(FRAME, question)  # asked: the hinter thinks in its worker
    assert scene.hint.showing and scene.hint.choice is None and scene.hinter.busy
    assert gui.button("Hide hint").enabled
    app.step(FRAME, question)  # at once, not waiting for the answer (as `Gui.frame` would)
    assert not scene.hint.showing and scene.match.hints == [1, 0]
    assert scene.hinter.wait(timeout=AI_WAIT_LIMIT)
    gui.frame()
    assert not scene.hint.showing  # its answer came and stays hidden
    gui.key(pygame.K_SLASH, pygame.KMOD_SHIFT, "?")
    assert scene.hint.choice is not None and not scene.hinter.busy  # at once: the same hint
    assert scene.hint.choice.option in scene.match.pending.options and scene.match.hints == [1, 0]
    gui.click_button("Hide hint")
    assert not scene.hint.showing
    gui.click_button("Hint")
    assert scene.hint.choice is not None and scene.match.hints == [1, 0]


def test_a_hint_asked_while_the_last_decisions_hint_is_still_thought_about_comes(app, gui) -> None:
    """A hint asked while the hinter still thinks about the hint of a decision already made
    comes once that thinking ends (a ? there was ignored)."""
    assert app.new_game(["human", "random"], seed=6, speed="instant") is None
    scene = app.scene
    for _ in range(40):
        assert gui.wait_for_human()
        gui.frame()
        node = scene.match.pending
        app.step(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_i, mod=0, unicode="i", scancode=0)])
        assert scene.hinter.busy
        scene.submit(node.options[0])  # played before its hint came
        app.step(FRAME, [])
        if scene._human_turn_ready() and scene.hinter.busy:
            break  # the person's next decision, the last one's hint still thought about
        assert scene.hinter.wait(timeout=AI_WAIT_LIMIT)
    else:
        raise AssertionError("no decision of the person's right after another")
    key = scene._hint_key()
    app.step(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_i, mod=0, unicode="i", scancode=0)])
    assert scene.hint.key == key and scene.hint.choice is None
    _wait_for_hint(gui)
    assert scene.hint.key == key and scene.hint.choice.option in scene.match.pending.options


def test_a_hint_asked_while_a_move_is_shown_comes_once_the_decision_is_the_persons(app, gui) -> None:
    """A play-test's "?" right after an automatic landing did nothing (the move was still being
    shown): the hint is asked as soon as the person's decision behind it can be made."""
    assert app.new_game(["human", "random"], seed=6, speed="normal") is None
    scene = app.scene
    for _ in range(40):
        assert gui.wait_for_human()
        node = scene.match.pending
        scene.submit(node.options[0])  # a move of the person's, shown at normal speed
        gui.frame()
        if scene.animator.busy and scene.match.waiting_for_human():
            break  # the next decision is the person's too, behind the move being shown
    else:
        raise AssertionError("no move of the person's followed by another decision of theirs")
    asked = scene.match.hints[0]
    gui.key(pygame.K_SLASH, pygame.KMOD_SHIFT, "?")
    assert scene.hint_queued and scene.hint.key is None
    _wait_for_hint(gui)
    assert not scene.hint_queued and scene.hint.choice.option in scene.match.pending.options
    assert scene.match.hints[0] == asked + 1


def test_an_islands_tooltip_names_its_beaches_by_the_side_they_lie_on() -> None:
    """The card tooltip says "top beach: 1 of 3 spots Blue", as the log names the beach, not a
    number the card does not show; a turned card's beaches follow its rotation."""
    from tongiaki.app.scenes.table_text import card_info
    from tongiaki.app.view.display import DisplayTable
    from tongiaki.cardshape import beach_names
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.rules import new_game
    from tongiaki.rules.hexgrid import ORIGIN

    state = new_game(load_deck(DEFAULT_DECK_PATH), 2)
    state.apply(next(o for o in state.pending.options if o.beach == 3))  # Tonga's top beach
    display = DisplayTable.from_state(state)
    lines = card_info(state.cards[0], ORIGIN, display, ["Blue (you)", "Green (easy)"])
    assert "top beach: 1 of 3 spots  Blue" in lines and "bottom beach: 0 of 3 spots  empty" in lines
    assert not any(line.startswith("beach ") for line in lines)
    display.rotations[ORIGIN] = 3
    turned = card_info(state.cards[0], ORIGIN, display, ["Blue (you)", "Green (easy)"])
    assert f"{beach_names(state.cards[0], 3)[3]}: 1 of 3 spots  Blue" in turned
    assert "bottom beach: 1 of 3 spots  Blue" in turned


def _hint_panel_lines(reason: str, plan: str, area: pygame.Rect, scale: float, dock: pygame.Rect | None = None
                      ) -> list[str]:
    """The lines of text a hint panel with `reason` (and `plan`) draws: its title first."""
    from tests.app.test_hint import drawn_panel

    return drawn_panel(reason, plan, area, scale, dock)[1]


@pytest.mark.parametrize("scale", [0.85, 1.0, 1.5])
def test_the_hint_panel_shows_the_whole_reason(scale) -> None:
    """A play-test found long hints cut after three lines ('...expected win share' with no
    number): every word of a hint's reason is drawn, in the panel."""
    reason = ("reproduces on Muroroa (2 points): 2 new ships; one can fill its top beach to sail with 2 colours "
              "(safest pier: sure to land on Mangareva, worth 4 points); tried 976 ways the game could go on, close to the next best move, "
              "about 31% to win")
    drawn = _hint_panel_lines(reason, "", pygame.Rect(0, 0, round(736 * scale), round(600 * scale)), scale)
    # the reason's own words, said to the person, without the search's count (engine jargon)
    said = reason.partition(" ")[2].replace("tried 976 ways the game could go on, ", "")
    assert " ".join(drawn[1:]).split() == f"It would reproduce {said}".split()


def test_the_docked_hint_shows_its_whole_reason_and_plan() -> None:
    """A play-test found the docked hint cut off ("... 21% to …"): in the tracker's place its
    text shrinks (not below 11 px) until the reason and the plan show whole."""
    reason = ("sails with 2 colours from Hiva Oa's upper-left beach: 79% to land, 21% to sink (its 2 ships go back "
              "to supply, to sail again); tried 1804 ways the game could go on, close to the next best move, "
              "about 41% to win")
    drawn = _hint_panel_lines(reason, "then: the new ship on Samoa's top beach; sail from Samoa's top beach up-left",
                              pygame.Rect(290, 70, 840, 690), 0.96, dock=pygame.Rect(1152, 152, 200, 282))
    assert not any(line.rstrip(")").endswith("…") for line in drawn), drawn
    assert "tried" not in " ".join(drawn) and "your 2 ships" in " ".join(drawn)


def test_a_hint_says_what_the_level_would_do() -> None:
    """A play-test found "In your place it reproduces on ..." stilted: the hint puts the reason's
    first verb in the base form after "It would", for every verb a reason starts with."""
    from tongiaki.app.widgets.hint import base_form, hint_sentence

    assert hint_sentence("lays the water card beside Tonga") == "It would lay the water card beside Tonga"
    assert hint_sentence("resettles: Samoa's top beach") == "It would resettle: Samoa's top beach"
    for verb, base in [("reproduces", "reproduce"), ("brings", "bring"), ("puts", "put"), ("starts", "start"),
                       ("lands", "land"), ("settles", "settle"), ("founds", "found"), ("sails", "sail"),
                       ("takes", "take"), ("turns", "turn"), ("stays", "stay"), ("passes", "pass")]:
        assert base_form(verb) == base
    # the moving player's things are the person's ("land its own ship ... to it" read as the computer's)
    assert hint_sentence("lands its own ship on Hiva Oa's left beach: its own ships take the free spots before the "
                         "rivals'; worth 4 points to it") \
        == ("It would land your own ship on Hiva Oa's left beach: your own ships take the free spots before the "
            "rivals'; worth 4 points to you")
    assert hint_sentence("sails with 1 colour from Tonga's top beach: sure to sink (its 3 ships go back to supply)") \
        == "It would sail with 1 colour from Tonga's top beach: sure to sink (your 3 ships go back to supply)"
    assert hint_sentence("reproduces on Samoa (5 points): builds up its fleet there") \
        == "It would reproduce on Samoa (5 points): builds up your fleet there"
    assert hint_sentence("puts the new ship on Samoa's top beach: fills its top beach") \
        == "It would put the new ship on Samoa's top beach: fills its top beach"  # the island's: kept


def test_the_hint_panel_moves_to_the_bottom_off_the_card_it_is_about() -> None:
    """The second play-test found the hint's panel (at the top of the table) over the very
    beach it hinted at. With the card's point near the top the panel goes to the bottom."""
    from tongiaki.ai.base import Choice
    from tongiaki.app.widgets import hint as hint_module
    from tongiaki.rules import interned

    pygame.font.init()
    panel = hint_module.HintPanel()
    panel.ask((1, None))
    panel.answer((1, None), Choice(interned.PASS, "passes: nothing else can be done"))
    area = pygame.Rect(0, 0, 700, 600)

    def drawn_rows(keep_clear):
        surface = pygame.Surface(area.size)
        surface.fill((255, 0, 255))
        panel.draw_panel(surface, area, 1.0, keep_clear, 40.0)
        return [y for y in range(0, 600, 4) if surface.get_at((350, y))[:3] != (255, 0, 255)]

    top = drawn_rows([(350, 300)])  # the card in the middle: the panel stays at the top
    assert top and max(top) < 200
    bottom = drawn_rows([(350, 60)])  # the card under the top panel: it goes to the bottom
    assert bottom and min(bottom) > 400
    # A landing's fleet under the top panel, its island in the middle: the panel goes down.
    assert min(drawn_rows([(350, 300), (300, 50)])) > 400
    # Both places cover one point each: the panel stays at the top.
    assert max(drawn_rows([(350, 580), (300, 50)])) < 200


def test_the_hint_panel_keeps_off_its_plans_cards_and_then_off_cards() -> None:
    """A play-test found the panel over the very islands its plan named (it went only to the
    top or the bottom middle): the corners of the table area are places too, and among places
    equally clear of the hint's cards the one covering the fewest cards wins."""
    from tongiaki.ai.base import Choice
    from tongiaki.app.widgets import hint as hint_module
    from tongiaki.rules import interned

    pygame.font.init()
    panel = hint_module.HintPanel()
    panel.ask((1, None))
    panel.answer((1, None), Choice(interned.PASS, "passes: nothing else can be done"))
    area = pygame.Rect(0, 0, 1000, 600)
    surface = pygame.Surface(area.size)
    # the hint's cards under the top middle and the bottom middle: a right-hand corner
    panel.draw_panel(surface, area, 1.0, [(300, 50), (300, 560)], 40.0)
    assert panel.rect.right > 900 and panel.rect.left > 300
    # nothing hinted is near any place: the place over the fewest cards (no card at the bottom left)
    cards = [(x, y) for x in range(100, 1000, 150) for y in (40, 560) if not (x < 600 and y == 560)]
    panel.draw_panel(surface, area, 1.0, [], 40.0, cards)
    assert panel.rect.left < 20 and panel.rect.bottom > 550
    panel.draw_panel(surface, area, 1.0, [], 40.0, [])
    assert panel.rect.centerx == area.centerx and panel.rect.top < 20  # all equal: the top middle


def test_the_next_hint_of_a_turn_carries_on_the_last_hints_plan(app, gui) -> None:
    """A hint shows its plan ("Then: ..."); when the person follows it, the plan's next step
    shows by itself at their next decision of the turn (no new search, not counted as another
    hint: a play-test lost the marks after the first click), so hints within a turn tell one
    story."""
    assert app.new_game(["human", "easy"], seed=3, speed="instant") is None
    scene = app.scene
    carried = 0
    shown_plan = False
    for _ in range(60):
        assert gui.wait_for_human()
        gui.frame()
        match = scene.match
        decision = match.pending
        asked = match.hints[0]
        if scene.hint.choice is not None and scene.hint.key == scene._hint_key():
            carried += 1  # shown by itself: the last hint's plan goes on
            # said only where that plan was shown in words (a play-test read it after a hint
            # whose plan had no "then:" line)
            assert _hint_words(scene)[0].startswith("As the last hint planned, it would ") == shown_plan
            assert not scene.hinter.busy and match.hints[0] == asked
        else:
            gui.key(pygame.K_i)
            if scene.hint.choice is None:
                _wait_for_hint(gui)
            assert "as the last hint planned" not in _hint_words(scene)[0].lower()  # a plan carries on by itself
        choice = scene.hint.choice
        assert choice.option in decision.options
        reason, plan = _hint_words(scene)
        shown_plan = bool(plan) or (shown_plan and reason.startswith("As the last hint planned"))
        if scene.hint.plan_line:
            assert scene.hint.plan_line.startswith("then: ")
            app.step(FRAME, [])  # the panel draws the plan under the reason
        asked = match.hints[0]
        gui.perform(choice.option)
        if carried >= 2:
            break
    assert carried >= 2
    assert match.hints[0] == asked  # each hint counted once, planned ones too


def test_a_fresh_hint_that_leaves_the_last_plan_says_so(app, gui) -> None:
    """A play-test saw a second hint of a turn sail another beach than the first hint's plan,
    with nothing said: a fresh hint in the turn of a planned hint says it is a new plan."""
    assert app.new_game(["human", "easy"], seed=3, speed="instant") is None
    scene = app.scene
    rng = random.Random(5)
    for _ in range(80):
        assert gui.wait_for_human()
        gui.frame()
        match = scene.match
        node, turn = match.pending, match.state.turn
        if scene.hint.choice is None:
            gui.key(pygame.K_i)
            _wait_for_hint(gui)
        choice = scene.hint.choice
        others = [o for o in node.options if o != choice.option]
        if not choice.plan or not others:
            gui.perform(choice.option)
            continue
        gui.perform(rng.choice(others))  # leave the plan
        assert gui.wait_for_human()
        gui.frame()
        if match.state.turn != turn or len(match.pending.options) < 2:
            continue
        assert scene.hint.choice is None  # a left plan does not carry on by itself
        gui.key(pygame.K_i)
        _wait_for_hint(gui)
        gui.frame()
        reason, plan = _hint_words(scene)
        assert reason.startswith("A new plan, as your moves left the last one. It would "
                                 if plan and not plan.rstrip(")").endswith("…")
                                 else "Your moves left the last hint's plan. It would "), reason
        return
    raise AssertionError("no turn left a hint's plan")


def _hint_at_an_action(app, gui, also=lambda match, node: True):
    """A human's turn action with 14 cards down (and `also`), shown at the table with the
    hard level's hint up; the match."""
    from tests.app.matches import human_match_until
    from tongiaki.rules import DecisionKind

    match = human_match_until(lambda match, node: node.kind is DecisionKind.ACTION and len(match.state.cells) >= 14
                              and also(match, node), what="an action with 14 cards down")
    app.show_match(match, ["blue", "orange"], "instant")
    assert gui.wait_for_human()
    gui.key(pygame.K_i)
    _wait_for_hint(gui)
    gui.frame()
    return match


def test_a_click_on_the_hint_panel_never_reaches_the_card_under_it(app, gui) -> None:
    """A play-test clicked inside the hint's panel and reproduced on the island under it."""
    from tongiaki.rules import OptionKind

    match = _hint_at_an_action(app, gui, lambda match, node: sum(o.kind is OptionKind.REPRODUCE
                                                                  for o in node.options) >= 2)
    scene = app.scene
    island = next(o.cell for o in match.pending.options if o.kind is OptionKind.REPRODUCE)
    spot = gui.visible(lambda: scene.view.centre(island))
    panel = pygame.Rect(0, 0, 300, 80)
    panel.center = (round(spot[0]), round(spot[1]))

    def panel_there(surface, area, scale, keep_clear=None, reach=0.0, cards=(), dock=None):
        scene.hint.rect = panel.copy()  # the panel over the island, wherever it would go

    scene.hint.draw_panel = panel_there
    gui.frame()
    gui.move(spot)
    assert scene.card_info_rect is None  # pointing into the panel points at no card
    gui.click(spot)
    assert scene.submitted == [] and scene.hint.showing


def test_a_hint_after_a_plans_last_step_says_it_is_a_new_plan(app, gui) -> None:
    """A play-test followed a plan to its last step (a sail), then asked again in the same turn:
    the fresh hint said nothing of a new plan, since the last step carried on had no plan."""
    from tongiaki.ai.base import Choice

    assert app.new_game(["human", "random"], seed=6, speed="instant") is None
    scene = app.scene
    assert gui.wait_for_human()
    node = scene.match.pending
    scene.hint.ask(scene._hint_key())
    scene._take_hint(Choice(node.options[0], "the last step"), carried=True)
    assert scene.hint_plan.planned
    gui.perform(node.options[0])
    assert gui.wait_for_human()
    line = scene.hint_plan.line
    if scene.match.state.turn == line[2] and scene.match.pending.player == line[1]:
        assert scene.hint_plan.break_note(scene.match.state, scene.match.history, scene.match.pending) == "done"  # said "the last hint's plan is complete"
    scene.hint.ask(scene._hint_key())
    scene._take_hint(Choice(scene.match.pending.options[0], "a fresh hint of its own, without a plan"))
    assert not scene.hint_plan.planned


def test_a_notice_shows_below_an_open_hint(app, gui) -> None:
    """A play-test's "Game saved as ..." was hidden under the hint panel."""
    assert app.new_game(["human", "random"], seed=6, speed="instant") is None
    scene = app.scene
    assert gui.wait_for_human()
    gui.key(pygame.K_i)
    _wait_for_hint(gui)
    scene.hud.notice("Game saved as a-test", scene.t)
    gui.frame()
    assert scene.hint.rect is not None and scene.hud.notice_rect is not None
    assert not scene.hud.notice_rect.colliderect(scene.hint.rect)


def test_a_cards_box_never_covers_an_open_hint(app, gui) -> None:
    """A play-test's island box ("Fidschi: 5 points ...") hid the hint's text: pointing at any
    card, its box keeps off the hint's panel, and pointing into the panel shows no box."""
    _hint_at_an_action(app, gui)
    scene = app.scene
    scene.hint_dock = lambda: None  # the panel over the table, as in a window too low to dock it
    gui.frame()
    hint, table = scene.hint.rect, scene.hud.rects["table"]
    assert hint is not None
    shown = under = 0
    for x in range(table.left + 10, table.right, 40):
        for y in range(table.top + 10, table.bottom, 40):
            gui.move((x, y))
            box = scene.card_info_rect
            if hint.collidepoint((x, y)):
                under += scene.view.cell_at((x, y)) in scene.display.cells
                assert box is None, (x, y)
            elif box is not None:
                shown += 1
                assert not box.colliderect(hint), ((x, y), box, hint)
    assert shown >= 5 and under >= 1, (shown, under)


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
def test_the_hint_takes_the_trackers_place_off_the_table(size) -> None:
    """Three play-tests found the hint's panel over the very cards they needed, wherever on the
    table it went: in a laptop's window it takes the tracker's place in the right-hand column,
    the whole reason and its plan shown, and the table area stays clear."""
    from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
    from tongiaki.app.main import App

    application = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        gui = Gui(application)
        _hint_at_an_action(application, gui)
        scene = application.scene
        gui.frame()
        hint, place = scene.hint.rect, scene.hud.rects["tracker"]
        # in the right-hand column below the tracker's counts, down to the buttons shown at most
        # (the room their area keeps for six action buttons too: play-test 24); right under the
        # counts where the tracker shows only those (play-test 27 saw the room between empty)
        assert place.top < hint.top and (hint.left, hint.width) == (place.left, place.width)
        assert hint.bottom <= min(button.rect.top for button in scene.hud.buttons) - (
            scene.hud.rects["buttons"].top - place.bottom)
        assert hint.top == place.top + scene.hud.tracker_height + scene.hud.px(8)
        assert not hint.colliderect(scene.hud.rects["table"])
        # The tracker shows its title and what is left above the hint, the rest under it: its
        # button offers the whole tracker, unlit (a play-test saw "Tracker: on" lit and no
        # tracker; play-test 25 read "Show tracker" with the tracker's title in view), and a
        # press shows it whole by hiding the hint.
        from tongiaki.app.widgets.hud import MIN_TRACKER_HEIGHT

        assert scene.tracker_view() == "part"
        assert scene.hud.px(MIN_TRACKER_HEIGHT) <= scene.hud.tracker_height < place.height
        assert not any(button.label in ("Show tracker", "Tracker: on") for button in scene.hud.buttons)
        partly = gui.button("Whole tracker")
        assert not partly.active and partly.tip
        gui.click_button("Whole tracker")
        gui.frame()
        assert not scene.hint.showing and scene.hint.rect is None
        assert scene.show_tracker and gui.button("Tracker: on").active and scene.tracker_view() == "on"
    finally:
        application.close()


def test_a_water_cards_box_and_the_turn_banner_read_plainly() -> None:
    """A play-test hovered a water card and read "Water 11" (its deck name), and saw the banner
    "Orange's turn: Turn 6: Orange"."""
    from tongiaki.app.scenes.table_text import card_info, shown_prompt
    from tongiaki.app.view.display import DisplayTable
    from tongiaki.rules import new_game
    from tongiaki.rules.hexgrid import ORIGIN

    deck = load_deck(DEFAULT_DECK_PATH)
    water = next(c for c in deck.cards if not c.is_island)
    state = new_game(deck, 2)
    display = DisplayTable.from_state(state)
    assert card_info(water, ORIGIN, display, ["Blue (you)", "Green (easy)"])[0] == "Water card"
    assert shown_prompt("Orange", "Turn 6: Orange") == "Orange's turn begins (Turn 6)"
    assert shown_prompt("Orange", "New card: a water card") == "Orange's turn · New card: a water card"
    over = "Game over: Blue 22, Green 27"  # play-test 44's bar read "Green's turn · Game over: ..."
    assert shown_prompt("Green", over) == over


def test_the_top_bar_tells_the_move_not_its_reason_alone() -> None:
    """A play-test read "Green's turn: keeps its 4 points for good" while a king was founded:
    the bar shows the newest line of the story, with its reason's first clause when short."""
    from tongiaki.app.scenes.table_text import PROMPT_STORY_CHARS, latest_story
    from tongiaki.play.narrate import Line, LineKind

    lines = [Line("Green founds a king island on Tuvalu", LineKind.MAIN, 7),
             Line("keeps its 4 points for good", LineKind.REASON, 7)]
    assert latest_story(lines) == "Green founds a king island on Tuvalu: keeps its 4 points for good"
    lines = [Line("New purple ship on Samoa's top beach", LineKind.DETAIL, 7),
             Line("an empty beach, where it joins no fleet yet; tried 256 ways the game could go on", LineKind.REASON, 7)]
    assert latest_story(lines) == "New purple ship on Samoa's top beach: an empty beach, where it joins no fleet yet"
    long_line = "x" * (PROMPT_STORY_CHARS - 10)
    assert latest_story([Line(long_line, LineKind.MAIN, 1), Line("keeps its 4 points for good", LineKind.REASON, 1)]) \
        == long_line
    assert latest_story([Line("Orange reproduces on Oahu: 2 new ships", LineKind.MAIN, 6),
                         Line("2 new ships; one can fill Oahu's top beach", LineKind.REASON, 6)]) \
        == "Orange reproduces on Oahu: 2 new ships"  # not "...: 2 new ships: 2 new ships" (a play-test)
    assert latest_story([Line("Purple reproduces on Tonga: 3 new ships", LineKind.MAIN, 6),
                         Line("3 new ships to build up its fleets", LineKind.REASON, 6)]) \
        == "Purple reproduces on Tonga: 3 new ships to build up its fleets"  # the clause said once (play-test 20)
    assert latest_story([Line("Turn 6: Orange", LineKind.HEADER, 6)]) == "Turn 6: Orange"
    assert latest_story([]) == ""


def test_a_hint_rings_the_spot_the_ship_takes() -> None:
    from tongiaki.app.widgets.hint import marked_spots
    from tongiaki.rules import OptionKind

    spots = [(0.0, 0.0), (1.0, 0.0), (2.0, 0.0)]
    assert marked_spots(OptionKind.PLACE, spots, 1) == [(1.0, 0.0)]  # the next free spot
    assert marked_spots(OptionKind.LAND, spots, 0) == [(1.0, 0.0)]  # the free spot nearest the middle
    assert marked_spots(OptionKind.RECALL, spots, 2) == [(1.0, 0.0)]  # the last ship's
    assert marked_spots(OptionKind.EMIGRATE, spots, 3) == []  # the fleet sails: its pier is ringed, not its ships
    assert marked_spots(OptionKind.PLACE, [], 0) == []
    # a play-test saw "take a ship back" ring a rival's (green) ship: it rings the player's own,
    # the one the table takes off (the first of theirs)
    assert marked_spots(OptionKind.RECALL, spots, [1, 0], player=0) == [(1.0, 0.0)]
    assert marked_spots(OptionKind.RECALL, spots, [0, 1, 0], player=0) == [(0.0, 0.0)]
    assert marked_spots(OptionKind.PLACE, spots, [1, 0], player=0) == [(2.0, 0.0)]


def test_the_table_takes_back_the_ship_the_hint_ringed() -> None:
    """The ring is on the ship that goes: the display takes the first of the player's ships."""
    from tongiaki.app.view.display import DisplayTable
    from tongiaki.rules import Event, EventKind

    display = DisplayTable()
    display.ships[((0, 0), 1)] = [2, 0, 0]
    display.supply = [0, 0, 0]
    display.begin(Event(EventKind.SHIP_RECALLED, player=0, cell=(0, 0), beach=1), ())
    assert display.ships[((0, 0), 1)] == [2, 0]


def test_the_last_move_stays_in_the_top_bar_while_the_next_is_thought_about() -> None:
    """A play-test found each computer move gone from the top bar after a second ("Orange (hard)
    is thinking..."): the bar keeps the last move told beside it."""
    from tongiaki.app.scenes.table_text import waiting_prompt
    from tongiaki.play.narrate import Line, LineKind

    lines = [Line("Green founds a king island on Tuvalu", LineKind.MAIN, 7),
             Line("keeps its 4 points for good", LineKind.REASON, 7)]
    assert waiting_prompt("Orange (hard)", False, lines) == (
        "Orange (hard) is thinking... · last: Green founds a king island on Tuvalu: keeps its 4 points for good")
    assert waiting_prompt("Orange (hard)", True, lines).startswith("Orange (hard) decides next · last: ")
    assert waiting_prompt("Orange (hard)", False, [*lines, Line("Turn 8: Orange", LineKind.HEADER, 8)]).endswith(
        "· last: Green founds a king island on Tuvalu: keeps its 4 points for good")  # the move before the turn
    assert waiting_prompt("Orange (hard)", False, [Line("Turn 8: Orange", LineKind.HEADER, 8)]) == \
        "Orange (hard) is thinking..."
    assert waiting_prompt("Orange (hard)", False, []) == "Orange (hard) is thinking..."


def test_the_card_a_hint_lights_is_brought_into_view(app, gui) -> None:
    """A play-test's hinted island lay cut at the window's edge, under the off-view tab."""
    assert app.new_game(["human", "easy"], seed=3, speed="instant") is None
    scene = app.scene
    for _ in range(30):  # a decision whose hint lights a card
        assert gui.wait_for_human()
        gui.settle_camera()
        table = scene.hud.rects["table"]
        scene.view.camera.pan((table.width, 0))  # the player looked away: every card off to the right
        gui.frame()
        gui.click_button("Hint")
        _wait_for_hint(gui)
        cell = scene.hint.choice.option.cell
        if cell is not None and cell in scene.display.cells:
            break
        gui.perform(scene.hint.choice.option)
    else:
        raise AssertionError("no hint lit a card")
    gui.settle_camera()
    assert table.collidepoint(scene.view.centre(cell)), "the hinted card stayed out of view"


def test_a_hint_rings_its_action_and_leaves_the_action_chosen_as_it_was(app, gui) -> None:
    """Play-test 27 asked for a hint at a turn's start and read "Take a ship back" lit and the top
    bar asking for a beach, and hiding the hint left that action chosen: the hint had chosen it.
    The hint now only rings and explains: the action chosen, its button and the top bar stay as
    they were, hidden or shown; the hint rings its action's button; pressed, a click on the
    hint's ring does what the hint said."""
    from tests.app.matches import human_match_until
    from tests.app.test_table_gestures import COLOURS
    from tongiaki.ai.base import Choice
    from tongiaki.app.input.interaction import ActionMode
    from tongiaki.rules import DecisionKind, OptionKind

    def two_actions(match, node) -> bool:
        kinds = {o.kind for o in node.options}
        return node.kind is DecisionKind.ACTION and OptionKind.REPRODUCE in kinds and bool(
            kinds & {OptionKind.KING, OptionKind.RECALL})

    match = human_match_until(two_actions, what="a turn that can reproduce, and found a king or take a ship back")
    app.show_match(match, COLOURS, "instant")
    scene = app.scene
    assert gui.wait_for_human()
    gui.frame()
    kinds = {o.kind for o in match.pending.options}
    labels = {ActionMode.REPRODUCE: "Reproduce", ActionMode.KING: "King island", ActionMode.RECALL: "Take a ship back"}
    other = next(m for m in (ActionMode.KING, ActionMode.RECALL) if m.kind in kinds)
    hinted = next(o for o in match.pending.options if o.kind is other.kind)
    for armed in (ActionMode.REPRODUCE, other):  # the hint of the other action, then of the one armed
        scene.hint.clear()
        gui.frame()
        gui.click_button(labels[armed])
        assert scene.interaction.mode is armed
        prompt = scene.hud.prompt
        gui.key(pygame.K_i)
        _wait_for_hint(gui)
        scene._take_hint(Choice(hinted, "the hinted move"))  # the move the test needs hinted
        gui.frame()
        assert scene.interaction.mode is armed and scene.hud.prompt == prompt
        assert gui.button(labels[armed]).active and not any(
            gui.button(labels[m]).active for m in labels if m is not armed and m.kind in kinds)
        assert scene.hinted_button() == (None if armed is other else labels[other])
        gui.key(pygame.K_i)  # hidden: nothing has changed
        assert not scene.hint.showing
        gui.frame()
        assert scene.interaction.mode is armed and scene.hud.prompt == prompt
    # the hint of the other action shown while Reproduce is chosen: a click on its ring is the
    # person's, and reproduces there (tests/app/test_hint_is_advice.py: a hint is advice)
    gui.click_button("Reproduce")
    gui.key(pygame.K_i)
    _wait_for_hint(gui)
    scene._take_hint(Choice(hinted, "the hinted move"))
    gui.frame()
    assert scene.hinted_button() == labels[other] and scene._hint_ring() is None
    gui.click_button(labels[other])
    assert scene.hinted_button() is None and scene.hint.showing
    if other is ActionMode.RECALL:
        point = gui.visible(lambda: scene.view.spot_points(scene.display, hinted.cell)[hinted.beach][
            scene.display.spots_of((hinted.cell, hinted.beach))[0]])
    else:
        point = gui.visible(lambda: scene.view.centre(hinted.cell))
    gui.click(point)
    assert scene.submitted == [hinted]


def _a_hint_with_a_plan(app, gui):
    """A game of the person against easy at a decision whose hint (asked and shown) has a plan."""
    assert app.new_game(["human", "easy"], seed=3, speed="instant") is None
    scene = app.scene
    for _ in range(80):
        assert gui.wait_for_human()
        gui.frame()
        if scene.hint.choice is None or scene.hint.key != scene._hint_key():
            gui.key(pygame.K_i)
            _wait_for_hint(gui)
        if scene.hint.choice.plan:
            return scene
        gui.perform(scene.hint.choice.option)
    raise AssertionError("no hint had a plan")


def test_a_plans_step_played_after_an_undo_counts_as_the_hints(app, gui) -> None:
    """A play-test followed a hint's plan, undid a step and played the plan again with no hint
    showing; the review then flagged the plan's next step as an inaccuracy. A move that is the
    next step of the turn's hint plan is kept as the hint's, shown or not."""
    scene = _a_hint_with_a_plan(app, gui)
    match = scene.match
    first, step = scene.hint.choice.option, scene.hint.choice.plan[0]
    start, asked = len(match.history), match.hints[0]
    gui.perform(first)
    assert gui.wait_for_human()
    gui.key(pygame.K_u)  # back to the hinted decision: its hint is gone
    assert len(match.history) == start and scene.hint.choice is None
    gui.perform(first)
    assert gui.wait_for_human()
    gui.frame()
    index = len(match.history)
    if step not in match.pending.options:
        pytest.skip("the plan's step is not offered after the first move")
    gui.perform(step)
    assert match.hinted.get(index) == step
    assert match.hints[0] == asked  # no hint asked since


def test_asking_again_with_nothing_played_says_no_new_plan(app, gui) -> None:
    """A play-test closed a hint, asked again at the same decision and read "(a new plan: the
    last hint's plan is complete)" with nothing played."""
    scene = _a_hint_with_a_plan(app, gui)
    first = scene.hint.choice
    gui.key(pygame.K_i)  # hide
    assert not scene.hint.showing
    gui.key(pygame.K_i)  # and ask again
    _wait_for_hint(gui)
    assert "a new plan" not in _hint_words(scene)[0].lower() and scene.hint.note == ""
    assert scene.hint.choice.option == first.option


def test_a_notice_goes_to_the_bottom_of_the_table_where_the_top_has_islands(app, gui) -> None:
    """Play-test 20's "Cards too small?" notice hid an island's name while the bottom of the
    table area was open sea: the notice goes where it covers less of the islands."""
    from tongiaki.app.view.preview import card_rect

    assert app.new_game(["human", "random"], seed=6, speed="instant") is None
    scene = app.scene
    assert gui.wait_for_human()
    area = scene.hud.rects["table"]
    gui.move((area.x + 4, area.centery))  # the pointer away from both places
    camera = scene.view.camera
    x, y = camera.cell_center((0, 0))
    camera.target = camera.target_zoom = None
    camera.offset = (camera.offset[0] + area.centerx - x, camera.offset[1] + area.y + 40 - y)  # Tonga at the top
    camera.user_moved = True
    scene.hud.notice("A notice about the table", scene.t)
    gui.frame()
    notice = scene.hud.notice_rect
    tonga = card_rect(scene.view, (0, 0))
    assert notice is not None and not notice.colliderect(tonga), (notice, tonga)
    assert notice.bottom > area.centery


def test_the_tracker_keeps_its_counts_above_a_docked_hint(app, gui) -> None:
    """Play-test 20: the hint's panel hid the whole tracker (later only its lower part, which
    cut a row of islands in two): above the docked panel, as tall as its text, the tracker
    shows its title and counts, whole, in the room left."""
    assert app.new_game(["human", "random"], seed=6, speed="instant") is None
    scene = app.scene
    assert gui.wait_for_human()
    place = scene.hud.rects["tracker"]
    gui.key(pygame.K_i)
    _wait_for_hint(gui)
    gui.frame()
    box = scene.hint.box
    assert scene.tracker_covered() and box is not None and box.top > place.top + 100
    room = scene.hud.tracker_height
    assert room is not None and place.top + room <= box.top, (place, room, box)
    image = scene.hud._tracker_image
    assert image is not None and image.get_height() == room  # the tracker is drawn in the room, not under the panel
    gui.key(pygame.K_i)  # the hint hidden: the tracker has its whole place again
    gui.frame()
    gui.frame()
    assert scene.hud.tracker_height is None and scene.hud._tracker_image.get_height() == place.height


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
def test_a_tracker_cut_to_its_counts_leaves_no_empty_room_above_a_docked_hint(size) -> None:
    """Play-test 27: with a short hint docked at the foot of the tracker's place, the tracker
    kept all the room above it and showed its counts only (its lists did not fit), with 100 to
    200 px of empty panel under them. It now ends under its counts, and the hint comes up under
    it: the lowest text of the tracker lies just above the hint's panel."""
    from tests.app.conftest import AI_ITERATIONS, INSTANT_STEPS, Gui
    from tongiaki.ai.base import Choice
    from tongiaki.app.main import App

    application = App(size, ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    try:
        gui = Gui(application)
        assert application.new_game(["human", "random"], seed=6, speed="instant") is None
        scene = application.scene
        assert gui.wait_for_human()
        gui.key(pygame.K_i)
        _wait_for_hint(gui)
        scene._take_hint(Choice(scene.match.pending.options[0], (
            "reproduces on Tonga (0 points): 2 new ships; one can fill its top beach to sail with 1 colour up "
            "(57% to land, 43% to sink), or its upper-left beach to sail with 2 colours up-left (71% to land, "
            "29% to sink); tried 173 ways the game could go on, close to the next best move, about 22% to win")))
        gui.frame()
        place, box = scene.hud.rects["tracker"], scene.hint.box
        assert box is not None and scene.tracker_view() == "part"  # the counts only, above the hint
        surface = application.screen
        inner = range(place.left + 8, place.right - 8)
        rows = [y for y in range(place.top, box.top)
                if any(sum(surface.get_at((x, y))[:3]) > 540 for x in inner)]  # light text
        assert rows and box.top - max(rows) <= scene.hud.px(24), (max(rows), box)
        assert place.top + scene.hud.tracker_height <= box.top  # the tracker's panel ends above the hint
    finally:
        application.close()


def test_the_tracker_makes_room_for_a_docked_hint_from_its_first_frame(app, gui) -> None:
    """The tracker was cut to the room above the hint's panel as drawn the frame before: in the
    first frame of the hint (and of its answer, a taller panel) it was drawn whole under it."""
    assert app.new_game(["human", "random"], seed=6, speed="instant") is None
    scene = app.scene
    assert gui.wait_for_human()
    place = scene.hud.rects["tracker"]

    def tracker_clear_of_the_hint() -> None:
        box = scene.hint.box
        room = scene.hud.tracker_height
        assert scene.tracker_covered() and box is not None and room is not None, (box, room)
        assert place.top + room <= box.top, (place, room, box)
        assert scene.hud._tracker_image.get_height() == room  # drawn in that room this very frame

    gui.key(pygame.K_i)  # the first frame: "Thinking about a hint..."
    tracker_clear_of_the_hint()
    _wait_for_hint(gui)  # the frame the answer came in
    tracker_clear_of_the_hint()


def test_a_hints_ring_on_a_spot_leaves_the_beachs_capacity_readable(app, gui) -> None:
    """Play-test 20: a hint's ring on a spot covered its beach's capacity tag ("3" read as
    "ↄ"): the island's tags are drawn again over the ring."""
    import math

    from tongiaki.ai.base import Choice
    from tongiaki.app.widgets.hint import MIN_SPOT_RING
    from tongiaki.rules import OptionKind

    assert app.new_game(["human", "random"], seed=6, speed="instant") is None
    scene = app.scene
    assert gui.wait_for_human()
    node = scene.match.pending
    view, display = scene.view, scene.display
    camera = view.camera
    camera.target = camera.target_zoom = None
    camera.zoom *= 56 / view.size  # the smallest cards of a late game, where spots and tags crowd
    camera.user_moved = True
    for _ in range(10):  # resting frames lay the tags out at the new size
        gui.frame()
    cell = node.options[0].cell
    card_id = display.cells[cell]
    cx, cy = view.centre(cell)
    tags = view._tag_images(card_id, view.cards[card_id], max(4, int(round(view.size))), display.rotations[cell] % 6)
    spots = view.spot_points(display, cell)

    def nearest_tag(option) -> float:  # from the spot the hint rings (the beach's next free one)
        x, y = spots[option.beach][len(display.ships.get((cell, option.beach), []))]
        return min(math.dist((x, y), (cx + dx + image.get_width() / 2, cy + dy + image.get_height() / 2))
                   for image, (dx, dy) in tags)

    option = min((o for o in node.options if o.kind is OptionKind.PLACE), key=nearest_tag)
    ring = max(MIN_SPOT_RING, round(view.size * 0.13)) + 3  # the ring's outer edge (hint.draw_marks)
    assert nearest_tag(option) < ring + min(tags[0][0].get_size()) / 2  # the ring meets a tag
    scene.hint.ask(scene._hint_key())
    scene._take_hint(Choice(option, "places a ship on that beach"))
    for _ in range(3):
        gui.frame()
    for image, (dx, dy) in tags:
        w, h = image.get_size()
        for x in range(w):
            for y in range(h):
                wanted = image.get_at((x, y))
                if wanted.a == 255:
                    assert app.screen.get_at((round(cx) + dx + x, round(cy) + dy + y))[:3] == wanted[:3], (x, y)


def test_a_notice_keeps_off_the_cards_being_decided_on_first(app, gui) -> None:
    """Play-test 22: "Not that beach" lay over the top beach of the island the fleet was landing
    on (and the hint's ring on it), the bottom of the table holding more islands: the cards the
    person decides on weigh first, then the other islands."""
    assert app.new_game(["human", "random"], seed=6, speed="instant") is None
    scene = app.scene
    assert gui.wait_for_human()
    hud = scene.hud
    area = hud.rects["table"]
    hud.notice("Not that beach: a ship goes where it has room", scene.t)
    near_top = pygame.Rect(area.centerx - 50, area.y + 10, 100, 90)
    near_bottom = [pygame.Rect(area.centerx - 160 + 110 * i, area.bottom - 100, 100, 90) for i in range(3)]
    hud.draw_notice(app.screen, scene.t, cards=[near_top, *near_bottom])
    assert hud.notice_rect.top < area.centery  # the top covers fewer islands
    hud.draw_notice(app.screen, scene.t, cards=[near_top, *near_bottom], keep=[near_top])
    assert hud.notice_rect.bottom > area.centery  # but the one being decided on lies there
    assert not hud.notice_rect.colliderect(near_top)


def test_a_notice_keeps_off_the_off_view_tabs(app, gui) -> None:
    """Play-test 25: the "Cards too small?" tip lay over the "1 more · F" tab at the bottom of
    the table area. A notice moves away from the edge past any tab it would cover, at the top
    and at the bottom (the tabs the table drew last: `OffviewMarks.rects`). Any notice: the size
    tip itself now has a strip of its own above the view's room (`size_tip_box`), which the
    off-view tabs lie below."""
    from tongiaki.app.scenes.table import SKIP_TIP

    assert app.new_game(["human", "random"], seed=6, speed="instant") is None
    scene = app.scene
    assert gui.wait_for_human()
    hud = scene.hud
    area = hud.rects["table"]
    tabs = [pygame.Rect(area.centerx - 40, area.y, 80, 22), pygame.Rect(area.centerx - 40, area.bottom - 22, 80, 22)]
    drawn = scene.offview.draw

    def tabs_at_both_ends(*args, **kwargs) -> None:
        drawn(*args, **kwargs)
        scene.offview.rects = list(tabs)

    scene.offview.draw = tabs_at_both_ends
    scene.view.camera.user_moved = False
    scene.view.camera.offset = (scene.view.camera.offset[0] + 5000, scene.view.camera.offset[1])  # cards off view
    gui.move((area.right - 5, area.centery))
    hud.notice(SKIP_TIP, scene.t, 8.0)
    gui.frame()
    assert scene.offview.rects == tabs
    top = hud.notice_rect
    assert top.top < area.centery and top.collidelist(tabs) < 0
    gui.move(top.center)  # the pointer over the top place: the notice goes to the bottom
    hud.notice(SKIP_TIP, scene.t, 8.0)
    gui.frame()
    assert hud.notice_rect.bottom > area.centery and hud.notice_rect.collidelist(tabs) < 0


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768), (1000, 650)])
def test_the_card_size_tip_keeps_off_the_whole_table_tab(size) -> None:
    """A late turn began with the "Cards too small?" tip at the top of the table area; F (the
    whole table) then put its tab at the top left, under the tip's panel. A notice keeps off
    every control on the table: the tab shows whole, and so do the off-view tabs."""
    from tests.app.conftest import Gui
    from tests.app.matches import human_match_until
    from tongiaki.app.scenes.table import SIZE_TIP
    from tongiaki.rules import DecisionKind

    late = human_match_until(lambda match, node: node.kind is DecisionKind.ACTION and len(match.state.cells) >= 30,
                             what="a late turn")
    app = App(size, instant_steps=INSTANT_STEPS)
    try:
        app.show_match(late, ["blue", "orange"], "instant")
        gui = Gui(app)
        assert gui.wait_for_human()
        gui.frame()
        scene = app.scene
        hud = scene.hud
        assert hud.notice_text == SIZE_TIP and hud.notice_showing(scene.t)  # the turn begins with the tip
        gui.key(pygame.K_f)
        area = hud.rects["table"]
        gui.move(area.center)
        assert scene.whole_view_shown() and scene.view_mode_rect is not None
        assert hud.notice_showing(scene.t)
        assert hud.notice_rect.top < area.centery  # at the top, where the tab is
        assert not hud.notice_rect.colliderect(scene.view_mode_rect), (hud.notice_rect, scene.view_mode_rect)
        assert hud.notice_rect.collidelist(scene.offview.rects) < 0
        assert area.contains(hud.notice_rect)
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()


def test_the_cards_being_decided_on_are_the_pending_options_cells(app, gui) -> None:
    from tongiaki.app.view.preview import card_rect

    assert app.new_game(["human", "random"], seed=6, speed="instant") is None
    scene = app.scene
    assert gui.wait_for_human()
    node = scene.match.pending
    cells = {o.cell for o in node.options if o.cell is not None}
    assert cells and sorted(map(tuple, scene._deciding_on())) == sorted(tuple(card_rect(scene.view, c)) for c in cells)


def _hint_words(scene) -> tuple[str, str]:
    """(the reason, the plan) as the hint's panel shows them, each line joined to the next."""
    dock = scene.hint_dock()
    _px, lines, reason_lines, _box = scene.hint._layout(dock or scene.hud.rects["table"], scene.hud.scale, dock)
    return " ".join(lines[:reason_lines]), " ".join(lines[reason_lines:])


def _two_new_ships(match, node) -> bool:
    """A reproduction's first new ship to place, the second one a choice too whichever of the
    first two beaches takes the first."""
    from tongiaki.rules import Decision, DecisionKind

    if node.kind is not DecisionKind.REPRODUCE_BEACH or len(node.options) < 2:
        return False
    for option in node.options[:2]:
        after = match.state.copy()
        after.play(option)
        following = after.pending
        if not (isinstance(following, Decision) and following.player == node.player
                and following.kind is DecisionKind.REPRODUCE_BEACH and len(following.options) >= 2):
            return False
    return True


def _a_hint_with_a_shown_plan(app, gui):
    """A reproduction of two new ships at the table, with a hint for the first whose plan (the
    second ship's beach) shows in words: (scene, the hinted option, its plan's step)."""
    from tests.app.matches import human_match_until
    from tongiaki.ai.base import Choice

    match = human_match_until(_two_new_ships, what="a reproduction of two new ships, each a choice")
    app.show_match(match, ["blue", "orange"], "instant")
    scene = app.scene
    assert gui.wait_for_human()
    node = scene.match.pending
    first = node.options[0]
    after = scene.match.state.copy()
    after.play(first)
    step = after.pending.options[0]
    scene.hint.ask(scene._hint_key())
    scene._take_hint(Choice(first, "puts the new ship on a beach: builds up its fleet there", (step,)))
    gui.frame()
    assert scene.hint.plan_line and _hint_words(scene)[1].startswith("Then: ")
    return scene, first, step


def test_a_carried_hints_note_leads_its_reason(app, gui, monkeypatch) -> None:
    """Play-test 23 read "(... 53% to sink) (as the last hint planned)": two brackets in a row;
    play-test 27 read the note inside the reason's bracket, "room to grow (3 spots; as the last
    hint planned)", as an odd aside. The note leads the reason: "As the last hint planned, it
    would put ...", the reason's bracket its own."""
    import tongiaki.app.scenes.hint_plan as hint_plan_module

    scene, first, step = _a_hint_with_a_shown_plan(app, gui)
    monkeypatch.setattr(hint_plan_module, "describe", lambda *args: (
        "puts the new ship on Samoa's top beach: fills the beach to sail (safest pier: 47% to land, 53% to sink)"))
    gui.perform(first)
    assert gui.wait_for_human()
    gui.frame()
    assert scene.hint.choice is not None and scene.hint.choice.option == step  # the plan carried on
    reason, _plan = _hint_words(scene)
    assert reason.startswith("As the last hint planned, it would put the new ship on Samoa's top beach"), reason
    assert reason.endswith("(safest pier: 47% to land, 53% to sink)"), reason
    assert ") (" not in reason and reason.count("(") == 1


@pytest.mark.parametrize("steps", [1, 30])
def test_a_fresh_hint_says_a_new_plan_only_over_a_plan_shown_whole(app, gui, monkeypatch, steps) -> None:
    """Play-test 23 read "(a new plan: ...)" under a hint whose plan was cut for room: a new
    plan is announced only where the panel shows it whole; else the hint says only that the
    person's moves left the last one."""
    import tongiaki.app.scenes.table_hints as table_module

    scene, first, step = _a_hint_with_a_shown_plan(app, gui)
    node = scene.match.pending
    # leave the plan: a new ship on a beach it does not name (its own two in another order follow it)
    gui.perform(next(o for o in node.options if o not in (first, step)))
    assert gui.wait_for_human()
    monkeypatch.setattr(table_module, "plan_text", lambda *args: "then: " + "; ".join(
        ["the new ship on Samoa's top beach"] * steps))
    gui.key(pygame.K_i)
    _wait_for_hint(gui)
    gui.frame()
    reason, plan = _hint_words(scene)
    if steps == 1:
        assert plan and not plan.rstrip(")").endswith("…")
        assert reason.startswith("A new plan, as your moves left the last one. It would "), reason
    else:
        assert not plan or plan.rstrip(")").endswith("…")  # cut for room (its open bracket closed)
        assert "a new plan" not in reason.lower() and reason.startswith("Your moves left the last hint's plan. "), reason


@pytest.mark.parametrize("size", [(1366, 768), (1280, 800)])
def test_a_long_docked_hint_leaves_the_tracker_its_essential_line(size, monkeypatch) -> None:
    """Play-test 23: a hint of 7 to 9 lines docked in the tracker's place left no tracker at
    all (the room above it was under the tracker's least height). The hint's panel now leaves
    the tracker room for its title and a line of what is left ("4 islands, 7 water cards
    left"), drawn above it."""
    from tests.app.conftest import Gui
    from tongiaki.ai.base import Choice
    from tongiaki.app.widgets import tracker as tracker_module

    app = App(size)
    try:
        gui = Gui(app)
        assert app.new_game(["human", "random"], seed=6, speed="instant") is None
        scene = app.scene
        assert gui.wait_for_human()
        node = scene.match.pending
        scene.hint.ask(scene._hint_key())
        reason = ("puts a ship on Tonga's top beach: " + "a long reason that goes on and on, " * 7).rstrip(", ")
        scene._take_hint(Choice(node.options[0], reason))
        said: list[str] = []
        real = tracker_module.text

        def told(words, *args, **kwargs):
            said.append(words)
            return real(words, *args, **kwargs)

        monkeypatch.setattr(tracker_module, "text", told)
        gui.frame()
        gui.frame()
        _px, lines, _reason_lines, box = scene.hint._layout(scene.hint_dock(), scene.hud.scale, scene.hint_dock())
        assert len(lines) >= 9 and box == scene.hint.box
        place, room = scene.hud.rects["tracker"], scene.hud.tracker_height
        assert scene.tracker_covered() and room is not None and place.top + room <= box.top
        image = scene.hud._tracker_image
        assert image is not None and image.get_height() == room  # drawn, in the room above the hint
        stack = scene.match.state.stack
        islands = sum(1 for c in stack if scene.cards[c].is_island)
        assert "Still in the stack" in said
        assert any(f"{islands} islands" in words and "water" in words for words in said), said
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()


PLAY_TEST_24_REASON = ("reproduces on Nauru (2 points): 2 new ships; they can fill 2 beaches, its lower-right beach "
                       "to sail with 2 colours down-right (66% to land, 34% to sink); clearly the best move it found, "
                       "about 37% to win")
PLAY_TEST_24_PLAN = ("then: the new ship on Nauru's upper-left beach; the new ship on Nauru's lower-right beach; "
                     "sail from Nauru's lower-right beach down-right (66% to land, 34% to sink)")


def test_a_docked_hint_takes_the_room_the_buttons_leave_before_its_type_shrinks(app, gui) -> None:
    """Play-test 24 read a hint in 11 px type with its plan cut ("... 34% to …") in the tracker's
    place while the 80 to 250 px under it, kept for six action buttons, lay empty. The dock now
    reaches down to the buttons shown: the same hint keeps the docked panel's own type size
    (15 px at 1280x800) and its whole plan, and no button lies under the panel."""
    from tongiaki.ai.base import Choice

    assert app.new_game(["human", "random"], seed=6, speed="instant") is None
    scene = app.scene
    assert gui.wait_for_human()
    node = scene.match.pending
    scene.hint.ask(scene._hint_key())
    scene._take_hint(Choice(node.options[0], PLAY_TEST_24_REASON))
    scene.hint.plan_line = PLAY_TEST_24_PLAN
    gui.frame()
    gui.frame()
    dock = scene.hint_dock()
    assert dock is not None
    px, lines, reason_lines, box = scene.hint._layout(dock, scene.hud.scale, dock)
    assert px == round(15 * scene.hud.scale), px
    assert len(lines) > reason_lines and not lines[-1].rstrip(")").endswith("…"), lines
    assert box == scene.hint.box
    assert not any(box.colliderect(button.rect) for button in scene.hud.buttons)
    assert box.bottom <= min(button.rect.top for button in scene.hud.buttons)
    tracker = scene.hud.rects["tracker"]
    assert scene.hud.tracker_height is not None and tracker.top + scene.hud.tracker_height <= box.top


@pytest.mark.parametrize("size", [(1350, 696), (1280, 800), (1366, 768)])
@pytest.mark.parametrize("tracker", [True, False])
def test_a_docked_hint_sits_flush_under_the_panel_above_it(size, tracker) -> None:
    """A short hint docked in the tracker's place sat at the foot of its dock, which reaches
    down to the buttons shown: 57 px of empty column lay between the whole tracker and the hint
    at 1350x696 (and with the tracker off, the whole column above it). The panel hangs right
    under what is drawn above it: the tracker (whole or cut) or, without it, the stack."""
    from tests.app.conftest import Gui
    from tongiaki.ai.base import Choice

    app = App(size, instant_steps=INSTANT_STEPS)
    try:
        gui = Gui(app)
        assert app.new_game(["human", "random"], seed=6, speed="instant") is None
        scene = app.scene
        assert gui.wait_for_human()
        if not tracker:
            gui.key(pygame.K_t)
        assert scene.show_tracker is tracker
        node = scene.match.pending
        scene.hint.ask(scene._hint_key())
        scene._take_hint(Choice(node.options[0], "puts a ship on Tonga's top beach: builds up its fleet there"))
        gui.frame()
        gui.frame()
        hud = scene.hud
        box, place = scene.hint.box, hud.rects["tracker"]
        assert box is not None and scene.hint_dock() is not None and scene.hint_dock().contains(box)
        if tracker:
            assert scene.tracker_view() == "on"  # a short hint: the whole tracker above it
            drawn = place.top + min(place.height, hud.tracker_height or place.height)
            assert drawn + hud.px(8) == box.top, (drawn, box)
        else:
            assert box.top == place.top, (place, box)  # right under the stack
        assert not any(box.colliderect(button.rect) for button in hud.buttons)
    finally:
        if app.scene is not None:
            app.scene.exit()
        app.close()


def test_the_hints_dock_reaches_down_to_the_first_button_shown() -> None:
    from tongiaki.app.scenes.table_hints import dock_floor

    tracker = pygame.Rect(1056, 152, 208, 314)
    area = pygame.Rect(1056, 474, 208, 310)
    right = [pygame.Rect(1056, 689, 100, 20), pygame.Rect(1164, 689, 100, 20)]
    assert dock_floor(tracker, area, right) == 689 - 8
    actions = [pygame.Rect(1056, 530, 208, 30), *right]
    assert dock_floor(tracker, area, actions) == 530 - 8
    assert dock_floor(tracker, area, []) == tracker.bottom  # no button: the tracker's place only
    elsewhere = [pygame.Rect(300, 700, 100, 30)]  # not in the right-hand column
    assert dock_floor(tracker, area, elsewhere) == tracker.bottom
    crowded = [pygame.Rect(1056, 470, 208, 30)]  # six action buttons: no room below the tracker
    assert dock_floor(tracker, area, crowded) == tracker.bottom


def test_a_notice_is_judged_where_it_would_lie_clear_of_the_tabs(app, gui) -> None:
    """A play-tester's "Not that beach" with key F's whole table: the top place, clear of cards
    where it was judged, moved down past the "Whole table · F" tab onto the table's top card,
    while the bottom of the table was open sea. Each place is judged where it would be drawn."""
    assert app.new_game(["human", "random"], seed=6, speed="instant") is None
    scene = app.scene
    assert gui.wait_for_human()
    hud = scene.hud
    area = hud.rects["table"]
    hud.notice("Not that beach: a ship goes where it has room", scene.t)
    tab = pygame.Rect(area.centerx - 200, area.y, 400, 30)  # wider than the notice, at the top
    high = hud.notice_box(area).height
    card = pygame.Rect(area.centerx - 60, area.y + high + 14, 120, 100)  # below the top place, above it moved past the tab
    hud.draw_notice(app.screen, scene.t, cards=[card], tabs=[tab])
    assert hud.notice_rect is not None
    assert not hud.notice_rect.colliderect(card) and not hud.notice_rect.colliderect(tab)
    assert hud.notice_rect.bottom > area.centery  # at the bottom, over open sea
