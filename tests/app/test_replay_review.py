"""The replay viewer's review: a person's moves against the hard level's choices.

The review is worked out in a helper process while the viewer is used; its notes are the ones
`play.review` makes (the same search under the same cap), the status line counts them, N (or
the button) goes to the next flagged move, where a panel says what was played and what the
hard level would play and the table rings the latter.
"""

from __future__ import annotations

import dataclasses

import pygame

from tests.app.conftest import AI_ITERATIONS
from tests.app.matches import review_to_the_end
from tests.walks import finished_match
from tongiaki.app.scenes.replay import ReplayScene
from tongiaki.app.scenes.score import ScoreScene
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.play.review import review_record

DECK = load_deck(DEFAULT_DECK_PATH)


def _finished_with_a_person(seed: int = 6) -> Match:
    """A two-seat game whose person (seat 0) played random options against easy."""
    return finished_match(["human", "easy"], seed)




def test_the_review_finds_the_persons_mistakes_and_shows_them(app, gui) -> None:
    match = _finished_with_a_person()
    app.watch_replay(match)
    scene = app.scene
    assert isinstance(scene, ReplayScene)
    assert scene.review_seats == [0]
    gui.key(pygame.K_r)
    assert scene.reviewer.started
    assert "reviewing against the hard level:" in scene._status_label()
    review_to_the_end(gui, scene)
    expected = list(review_record(DECK, 2, match.history, match.deciders, [0], iterations=AI_ITERATIONS))
    assert [(n.step, n.best, n.verdict) for n in scene.reviewer.notes] == [(n.step, n.best, n.verdict)
                                                                          for n in expected]
    flagged = [n for n in expected if n.verdict.flagged]
    assert flagged, "random moves against easy make mistakes"
    status = scene._status_label()
    assert f"review of {len(expected)} moves against the hard level: " in status and " close" in status and "mistake" in status
    gui.key(pygame.K_n)
    assert scene.cursor.step == flagged[0].step
    gui.frame()
    assert scene.shown_note is not None and scene.shown_note.step == flagged[0].step
    assert scene.review_panel.title == f"Review of turn {flagged[0].turn}"
    words = scene.review_panel.text
    assert words is not None and words.startswith(("An inaccuracy. You chose to ", "A mistake. You chose to "))
    assert "The hard level would" in words and ") (" not in words
    assert scene.review_panel.rect is not None  # drawn, in the right-hand column
    assert scene.review_panel.choice is not None and scene.review_panel.choice.option == flagged[0].best
    assert scene.played_marks.choice is not None and scene.played_marks.choice.option == flagged[0].played
    next_button = next(b for b in scene.buttons if b.label == "marked >")
    gui.click(next_button.rect.center)
    assert scene.cursor.step == (flagged[1].step if len(flagged) > 1 else flagged[0].step)
    # the timeline under the buttons: a click a pixel or two off a flagged move goes to it
    timeline = scene.timeline
    x = timeline.x_of(flagged[0].step, scene.cursor.length) + 2
    gui.click((x, timeline.rect.centery))
    assert scene.cursor.step == flagged[0].step
    gui.key(pygame.K_LEFT)  # a decision back: no note there, or another one
    gui.frame()
    assert scene.shown_note is None or scene.shown_note.step == scene.cursor.step


def test_the_score_screen_opens_the_review(app, gui) -> None:
    match = _finished_with_a_person(7)
    score = ScoreScene(app, match, ["You", "Easy"], ["blue", "green"])
    app.switch(score)
    gui.frame()
    button = next(b for b in score.buttons if b.label == "Review moves")
    gui.click(button.rect.center)
    scene = app.scene
    assert isinstance(scene, ReplayScene) and scene.reviewer.started and scene.back_to is score
    gui.key(pygame.K_ESCAPE)
    assert app.scene is score and scene.reviewer.done  # leaving stops the work


def test_the_score_screens_buttons_share_one_label_size_that_fits(app) -> None:
    """A play-test saw "Watch replay" and "Review moves" in a smaller font than the others."""
    from tongiaki.app.widgets.ui import font

    match = _finished_with_a_person(7)
    score = ScoreScene(app, match, ["You", "Easy"], ["blue", "green"])
    app.switch(score)
    for size in ((1280, 800), (1350, 696), (1024, 700), (800, 600)):
        score.resize(size)
        sizes = {button.size for button in score.buttons}
        widths = {button.rect.width for button in score.buttons}
        assert len(sizes) == 1 and len(widths) == 1, (size, sizes, widths)
        for button in score.buttons:
            assert font(button.size, True).size(button.label)[0] <= button.rect.width - 10, (size, button.label)
            assert button.label_image().get_height() == font(button.size, True).get_height()  # not shrunk further
            assert pygame.Rect(0, 0, *size).contains(button.rect), (size, button.label)


def test_the_review_speaks_to_the_person_and_says_the_points() -> None:
    from tongiaki.app.widgets.hint import review_text
    from tongiaki.play.review import MISTAKE_POINTS, Note
    from tongiaki.rules import DecisionKind, Option

    note = Note(step=40, turn=12, player=0, kind=DecisionKind.REPRODUCE_BEACH, played=Option.parse("resettle"),
                best=Option.parse("pass"),
                played_value=0.07, best_value=0.08,
                played_text="brings a new ship to Tonga's top beach: fills the beach to sail with 1 colour "
                            "(safest pier: sure to sink at danger 3)",
                best_text="brings a new ship to Tonga's left beach: builds up its fleet there",
                played_margin=-9.0, best_margin=-9.0 + MISTAKE_POINTS + 0.4)
    title, words = review_text(note, "Blue", you=True)
    assert title == "Review of turn 12"
    assert words.startswith("A mistake. You chose to bring a new ship to Tonga's top beach: ")
    assert "sure to sink at danger 3; about 7% to win)." in words  # one bracket, not two
    assert "builds up your fleet there (about 8% to win)." in words
    assert words.endswith("With the win this far off, points count: by the projected final scores its move "
                          "ends about 6 points better against the best rival. "
                          "(Rings: yours white, the hard level's pink.)")
    lost = dataclasses.replace(note, best_value=0.3)  # flagged by the chance to win as well
    assert review_text(lost, "Blue", you=True)[1].endswith(
        " By the projected final scores its move ends about 6 points better against the best rival. "
        "(Rings: yours white, the hard level's pink.)")
    _title, words = review_text(note, "Green")
    assert "builds up its fleet there" in words and words.startswith("A mistake. Green chose to ")
    # the setup is not "turn 0" (a play-test), and a followed hint says so
    hinted = dataclasses.replace(note, turn=0, best=note.played, hinted=True)
    title, words = review_text(hinted, "Blue", you=True)
    assert title == "Review of the setup" and words.endswith("That is what the hint said.")
    # in the hint's own words, its chance to win told once
    told = dataclasses.replace(hinted, played_text="reproduces on Samoa: far ahead; about 27% to win",
                               best_text="reproduces on Samoa: far ahead; about 27% to win", hint_words=True)
    assert review_text(told, "Blue", you=True)[1] == ("The hard level's choice. You chose to reproduce on Samoa: "
                                                      "far ahead; about 27% to win. That is what the hint said.")
    other = dataclasses.replace(note, hinted=True)
    assert "The hint here was to bring a new ship to Tonga's left beach" in review_text(other, "Blue", you=True)[1]


def test_with_nothing_flagged_the_review_goes_to_the_close_moves_that_cost_most(app, gui) -> None:
    """A play-test lost 14 to 31, the review flagged nothing and "flagged >" (now "marked >") only said "No
    mistake after this point": it goes to the close moves that gave away most, and says so."""
    match = _finished_with_a_person()
    app.watch_replay(match)
    scene = app.scene
    gui.key(pygame.K_r)
    review_to_the_end(gui, scene)
    # the same review with no move flagged: every move close, the fifth note's the costliest
    notes = [dataclasses.replace(n, played_value=n.best_value, played_margin=n.best_margin)
             for n in scene.reviewer.notes]
    costly = next(i for i, n in enumerate(notes) if n.played != n.best and i >= 4)
    notes[costly] = dataclasses.replace(notes[costly], played_margin=notes[costly].best_margin - 2.0)
    scene.reviewer.notes[:] = notes
    assert not any(n.verdict.flagged for n in notes)
    scene.cursor.goto(0)
    gui.key(pygame.K_n)
    assert scene.cursor.step == notes[costly].step
    assert scene.table.hud.notice_text == ("No mistake here, but one of the close moves that cost most: "
                                           "about 2.0 points (mark 1 of 1)")
    gui.key(pygame.K_n)  # past the last mark, round to the first (the only one)
    assert scene.cursor.step == notes[costly].step
    assert scene.table.hud.notice_text.startswith("Past the last marked move, back to the first: no mistake here")


def test_the_review_names_the_rival_whose_ship_a_landing_lands() -> None:
    """Play-test 20 had to find which ship "a rival's ship" was: the review names its owner, as
    the log and the hint do."""
    from tongiaki.ai.explain import RIVALS_SHIP
    from tongiaki.app.widgets.hint import review_text
    from tongiaki.play.review import Note
    from tongiaki.rules import DecisionKind, Option

    note = Note(step=40, turn=12, player=0, kind=DecisionKind.LAND, played=Option.parse("land p0 0,1/2"),
                best=Option.parse("land p2 0,1/1"), played_value=0.1, best_value=0.3,
                played_text="lands its own ship on Samoa's left beach: an empty beach",
                best_text=f"lands {RIVALS_SHIP} on Samoa's top beach: one more colour on that beach",
                played_margin=0.0, best_margin=0.0)
    words = review_text(note, "Blue", you=True, seat_names=["Blue", "Green", "Orange"])[1]
    assert "The hard level would land Orange's ship on Samoa's top beach" in words, words
    assert RIVALS_SHIP not in words


def test_the_move_played_rings_around_the_hard_levels_ring_on_the_same_spot(app, gui) -> None:
    """Play-test 20: in a review the pink ring (the hard level's move) lay exactly on the white
    one (the move played) and hid it: the white ring goes around the pink one."""
    import pygame

    from tongiaki.ai.base import Choice
    from tongiaki.app.scenes.replay import PLAYED_INK, PLAYED_RING_GAP
    from tongiaki.app.widgets.hint import HINT_INK, MIN_SPOT_RING, HintPanel, marked_spots
    from tongiaki.rules import OptionKind

    assert app.new_game(["human", "random"], seed=6, speed="instant") is None
    scene = app.scene
    assert gui.wait_for_human()
    option = next(o for o in scene.match.pending.options if o.kind is OptionKind.PLACE)
    played, best = HintPanel(), HintPanel()
    played.ink, played.ring_gap = PLAYED_INK, PLAYED_RING_GAP
    for panel in (played, best):
        panel.ask((1, None))
        panel.answer((1, None), Choice(option, ""))
    surface = pygame.Surface(app.screen.get_size())
    played.draw_marks(surface, scene.view, scene.display, 0.0)
    best.draw_marks(surface, scene.view, scene.display, 0.0)
    key = (option.cell, option.beach)
    (x, y), = marked_spots(option.kind, scene.view.spot_points(scene.display, option.cell)[option.beach],
                           scene.display.ships.get(key, []), 0, scene.display.spots_of(key))
    radius = max(MIN_SPOT_RING, round(scene.view.size * 0.13)) + 2
    across = [surface.get_at((round(x) + dx, round(y)))[:3] for dx in range(radius + PLAYED_RING_GAP + 4)]
    assert HINT_INK in across and PLAYED_INK in across, across


def _a_long_flagged_note_shown(app, gui) -> tuple[ReplayScene, list]:
    """The replay of a finished game with a person, reviewed to the end, showing its first
    flagged move's note made as long as play-test 26's was; returns the scene and the flagged notes."""
    match = _finished_with_a_person()
    app.watch_replay(match)
    scene = app.scene
    gui.key(pygame.K_r)
    review_to_the_end(gui, scene)
    flagged = [n for n in scene.reviewer.notes if n.verdict.flagged]
    assert flagged
    long = dataclasses.replace(flagged[0], played_text="founds a king island on Tuvalu: keeps its 4 points for good",
                               best_text="reproduces on Hawaii (5 points): 1 new ship; one can fill its upper-right "
                                         "beach to sail with 2 colours up (66% to land, 34% to sink)")
    scene.reviewer.notes[scene.reviewer.notes.index(flagged[0])] = long
    scene.reviewer._by_step[long.step] = long
    scene.cursor.goto(flagged[0].step - 1)
    gui.key(pygame.K_n)
    for _ in range(3):
        gui.frame()
    return scene, flagged


def test_the_reviews_notice_shows_above_the_bar_and_its_panel_leaves_the_tracker_its_lines(app, gui) -> None:
    """Play-test 26 pressed N past the last flagged move and saw nothing: "No flagged move after
    this point" lay at the foot of the table area, under the replay's bar and timeline; it shows
    above them (where the pointer or the cards send it to the foot too). And the review's panel,
    docked in the tracker's place, covered the tracker's "Water cards" line: the tracker keeps
    the room above the panel, as it does above a hint at the table."""
    scene, flagged = _a_long_flagged_note_shown(app, gui)
    assert scene.shown_note is not None and scene.review_panel.box is not None
    table = scene.table
    tracker = table.hud.rects["tracker"]
    if table.hud.tracker_height is not None:
        tracker = pygame.Rect(tracker.x, tracker.y, tracker.width, min(tracker.height, table.hud.tracker_height))
    assert tracker.bottom <= scene.review_panel.box.top, (tracker, scene.review_panel.box)
    area = table.hud.rects["table"]
    for pointer in ((area.centerx, area.y + 20), (area.centerx, area.centery), (area.centerx, area.bottom - 20)):
        scene.cursor.goto(flagged[-1].step)
        gui.move(pointer)
        gui.key(pygame.K_n)
        table = scene.table  # the table at the first mark, built afresh
        assert table.hud.notice_text.startswith("Past the last marked move, back to the first: ")
        gui.frame()
        box = table.hud.notice_rect
        assert box is not None and area.contains(box)
        status = scene._status_box(scene._status_label())
        assert not box.colliderect(scene.bar) and not box.colliderect(status), (pointer, box, scene.bar, status)


def test_the_tracker_button_says_what_the_reviews_panel_leaves_of_the_tracker(app, gui) -> None:
    """With the review's panel docked in the tracker's place, the tracker's button still said
    "Tracker: on", lit: it says what shows, as beside a docked hint ("Whole tracker", unlit),
    and a press shows the whole tracker by hiding the panel until the next reviewed move."""
    scene, flagged = _a_long_flagged_note_shown(app, gui)
    assert len(flagged) >= 2
    table = scene.table
    assert scene.shown_note is not None and scene.review_panel.box is not None
    labels = [button.label for button in table.hud.buttons]
    assert "Tracker: on" not in labels, labels
    assert table.tracker_view() in ("part", "hidden")
    label = "Whole tracker" if table.tracker_view() == "part" else "Show tracker"
    button = next(button for button in table.hud.buttons if button.label == label)
    assert not button.active and "review" in button.tip
    gui.click(button.rect.center)
    gui.frame()
    table = scene.table
    assert scene.shown_note is None and not scene.review_panel.showing  # the panel hidden, the tracker whole
    assert table.show_tracker and table.tracker_view() == "on"
    assert any(button.label == "Tracker: on" and button.active for button in table.hud.buttons)
    gui.key(pygame.K_n)  # the next flagged move: its panel shows again
    for _ in range(3):
        gui.frame()
    assert scene.shown_note is not None and scene.review_panel.box is not None


def test_the_review_leaves_out_the_moves_the_hard_level_made_for_the_person(app, gui) -> None:
    """Play-test 40's review said "You chose ..." of the moves the hard level made for Blue after
    "Finish for me": a decision of the person's seat made with a computer's reason is left out."""
    match = _finished_with_a_person()
    people = [i for i, d in enumerate(match.deciders) if d == 0]
    for step in people[len(people) // 3: len(people) // 2]:  # as a stand-in leaves them
        match.reasons[step] = "the hard level's reason"
    app.watch_replay(match)
    scene = app.scene
    gui.key(pygame.K_r)
    assert scene.reviewer.started
    covered = {step for step, _state, _option in scene.reviewer._todo} | {n.step for n in scene.reviewer.notes}
    assert covered and not covered & set(match.reasons)
    assert scene.reviewer.total == len(covered)
