"""Hot-seat games (more than one human seat at one table): no seat is called "you", and the turn
passing from one human seat to another is handed over on the table before the board takes a move."""

from __future__ import annotations

import pygame

from tongiaki.app.main import colours_of, seat_names
from tongiaki.app.scenes.handover import HANDOVER_GUARD
from tongiaki.app.view.tableview import Highlights
from tongiaki.rules import DecisionKind, OptionKind


def test_two_human_seats_are_called_by_their_colours() -> None:
    names = seat_names(["human", "easy", "human", "hard"], ["blue", "green", "orange", "purple"])
    assert names == ["Blue", "Green (easy)", "Orange", "Purple (hard)"]
    assert not any("you" in name for name in names)

    class Saved:  # a saved game's colours are read back from the names its record keeps
        seats = ["human", "easy", "human", "hard"]

    Saved.names = names  # type: ignore[attr-defined]
    assert colours_of(Saved()) == ["blue", "green", "orange", "purple"]  # type: ignore[arg-type]


def test_one_human_seat_is_you() -> None:
    assert seat_names(["human", "easy", "random"], ["red", "blue", "green"]) == ["Red (you)", "Blue (easy)",
                                                                                "Green (random)"]



def _until_decision_shown(gui, limit: int = 3000) -> None:
    """Frames until a person's decision is on the table (handed over or not)."""
    for _ in range(limit):
        if gui.scene._human_decision_shown():
            return
        gui.frame()
    raise AssertionError(f"no human decision after {limit} frames")


def _first_option(node):
    """A pass when offered (short turns), else the first option."""
    return next((o for o in node.options if o.kind is OptionKind.PASS), node.options[0])


def _target(gui, option):
    """Where the gesture for `option` (a placement on a beach) points on screen."""
    assert option.kind is OptionKind.PLACE and option.cell is not None
    return gui.beach_point(option.cell, option.beach)


def _play_until_handover(gui, decisions: int = 40) -> None:
    """Play the seat at the table by gesture until the table hands the turn over."""
    for _ in range(decisions):
        _until_decision_shown(gui)
        if gui.scene.handover >= 0:
            return
        gui.perform(_first_option(gui.scene.match.pending))
    raise AssertionError(f"no handover within {decisions} decisions")


def test_the_turn_passing_between_two_human_seats_is_handed_over(app, gui) -> None:
    app.new_game(["human", "human"], seed=3, speed="instant")
    scene = gui.scene
    _until_decision_shown(gui)
    assert scene.handover < 0  # the game's first decision is no handover
    _play_until_handover(gui)
    node = scene.match.pending
    assert scene.handover == node.player == 1 and scene.at_table == 0
    # the bar says whose turn it is, the panel how to start it (the bar said it word for word)
    assert scene.hud.prompt == "Green's turn"
    assert scene.interaction.decision is None  # the board takes no move for Green yet
    assert not any(b.label.startswith(("Pass", "Undo")) for b in scene.hud.buttons)
    option = node.options[0]
    target = _target(gui, option)
    gui.move(target)
    assert scene.interaction.highlights(scene.display) == Highlights()  # no ghost ship, nothing lit
    tonga = scene.view.centre(option.cell)
    above = (tonga[0], tonga[1] - 0.7 * scene.view.size)  # on the card, above the handover's panel
    assert not scene.handover_box().collidepoint(above)
    table = scene.hud.rects["table"]
    gui.move((table.x + 5, table.y + 5))  # off the card clicked last (its box quiet till then)
    gui.move(above)
    assert scene.card_info_rect is None  # no card's box over the dimmed board (play-test 27)
    history, submitted = len(scene.match.history), len(scene.submitted)
    gui.click(target)  # too soon: the last clicks of the person whose turn ended
    assert scene.handover == 1
    for _ in range(round(HANDOVER_GUARD * 60) + 2):
        gui.frame()
    assert not scene.handover_box().collidepoint(target)
    gui.click(target)  # off the panel: a late click of Blue's (play-test 43) starts no turn
    assert scene.handover == 1
    gui.click(scene.handover_box().center)  # the click that takes the turn over makes no move
    assert scene.handover < 0 and scene.at_table == 1
    assert len(scene.match.history) == history and len(scene.submitted) == submitted
    gui.frame()
    assert scene.interaction.decision is scene.match.pending
    assert not scene.hud.prompt.startswith("Green's turn")
    gui.perform(option)  # then Green's move is taken
    assert scene.match.history[history] == option


def test_enter_takes_a_handover_and_undo_keeps_it(app, gui) -> None:
    app.new_game(["human", "human"], seed=3, speed="instant")
    scene = gui.scene
    _play_until_handover(gui)
    for _ in range(round(HANDOVER_GUARD * 60) + 2):
        gui.frame()
    gui.key(pygame.K_u)  # nothing of Green's to take back, and Blue's move is not Green's to undo
    assert scene.handover == 1
    gui.key(pygame.K_RETURN)
    assert scene.handover < 0 and scene.at_table == 1
    gui.frame()
    gui.perform(scene.match.pending.options[0])


def test_no_handover_with_one_human_seat(app, gui) -> None:
    app.new_game(["human", "random"], seed=3, speed="instant")
    scene = gui.scene
    assert scene.names[0] == "Blue (you)"
    for _ in range(12):  # the setup and the first turns: the random seat moves between
        assert gui.wait_for_human()  # the board takes the person's move: nothing to hand over
        assert scene.handover < 0
        gui.perform(_first_option(scene.match.pending))
    assert 1 in scene.match.deciders  # the computer seat moved between the person's decisions


def test_a_handover_across_a_computer_seat(app, gui) -> None:
    app.new_game(["human", "random", "human"], seed=3, speed="instant")
    scene = gui.scene
    assert scene.names == ["Blue", "Green (random)", "Orange"]
    _play_until_handover(gui)
    assert scene.handover == 2 and scene.at_table == 0 and 1 in scene.match.deciders


def test_the_turns_sound_plays_as_the_handover_shows(app, gui) -> None:
    """The turn's sound calls the next person: it played at the click that started their turn,
    with the mouse already passed on; it plays as the handover shows, and not again at the click."""
    from tongiaki.app.sound import Effect, Sounds

    app.sounds = Sounds(muted=True)
    app.new_game(["human", "human"], seed=3, speed="instant")
    scene = gui.scene
    kinds = []
    while DecisionKind.ACTION not in kinds:  # the handovers of the setup, then of a turn's action
        assert len(kinds) < 12, kinds
        played = app.sounds.played.count(Effect.TURN)
        for _ in range(40):
            _until_decision_shown(gui)
            if scene.handover >= 0:
                break
            played = app.sounds.played.count(Effect.TURN)
            gui.perform(_first_option(scene.match.pending))
        assert scene.handover >= 0
        kinds.append(scene.match.pending.kind)
        assert app.sounds.played.count(Effect.TURN) == played + 1, kinds  # with the panel
        for _ in range(round(HANDOVER_GUARD * 60) + 2):
            gui.frame()
        gui.key(pygame.K_RETURN)
        assert scene.handover < 0
        gui.frame()
        assert scene._human_turn_ready()
        assert app.sounds.played.count(Effect.TURN) == played + 1  # not again as the turn starts


def test_a_hot_seat_game_resumed_hands_its_first_decision_over(app, gui) -> None:
    """Play-test 27's Continue went straight into Green's open decision: whoever sat at the mouse
    could make Green's move. A hot-seat game resumed hands its first decision over; a game with
    one person at the table is resumed straight into their decision."""
    app.new_game(["human", "human"], seed=3, speed="instant")
    scene = gui.scene
    _play_until_handover(gui)
    player = scene.match.pending.player
    app.to_menu()
    assert app.continue_game("instant") is None
    scene = gui.scene
    assert scene is not None and scene.match.history
    _until_decision_shown(gui)
    gui.frame()
    assert scene.handover == scene.match.pending.player == player
    assert scene.hud.prompt == f"{scene.short_names[player]}'s turn"
    for _ in range(round(HANDOVER_GUARD * 60) + 2):
        gui.frame()
    gui.key(pygame.K_RETURN)
    assert scene.handover < 0 and scene.at_table == player
    app.to_menu()
    app.new_game(["human", "random"], seed=3, speed="instant")
    assert gui.wait_for_human()
    gui.perform(_first_option(gui.scene.match.pending))
    app.to_menu()
    assert app.continue_game("instant") is None
    assert gui.wait_for_human()
    assert gui.scene.handover < 0


def test_the_handover_tells_what_changed_since_the_seats_last_turn(app, gui) -> None:
    """Play-test 43's Blue went from 15 to 6 points in the other seats' turns and had to look in
    the full log for why: the handover's panel says it ("Since your last turn: 15 → 6 points.
    Your ship sailed from Hawaii (5 points) in Green's turn."), with the seat's points as the seats
    panel counts them and the other seat by its name, and once: no notice repeats it after the
    panel (play-test 45 read it twice)."""
    import re

    app.new_game(["human", "human"], seed=3, speed="instant")
    scene = gui.scene
    told = []
    for _ in range(30):
        _play_until_handover(gui)
        seat, news = scene.handover, scene.handovers.news
        if news:
            points = int(re.search(r"(\d+) points", news).group(1))
            assert news.startswith("Since your last turn: ")
            assert points == scene.match.state.result().scores[seat]
            other = scene.short_names[1 - seat]  # whose turn did it, by the name the table gives it
            assert f"{other}'s " in news or f"{other} landed " in news, news
            box = scene.handover_box()
            assert scene.hud.rects["table"].contains(box)
            scene.handovers.news = ""
            assert scene.handover_box().height < box.height  # the news has its own lines on the panel
            scene.handovers.news = news
            told.append(news)
            for _ in range(round(HANDOVER_GUARD * 60) + 2):
                gui.frame()
            gui.key(pygame.K_RETURN)
            gui.frame()
            assert scene.handover < 0 and not (scene.hud.notice_showing(scene.t) and scene.hud.notice_text == news)
            if len(told) == 2:
                return
            continue
        for _ in range(round(HANDOVER_GUARD * 60) + 2):
            gui.frame()
        gui.key(pygame.K_RETURN)
    raise AssertionError(f"the news was told {len(told)} times in 30 handovers")
