"""The game's story in words (tongiaki.play.narrate): every event kind is told, the whole game
is kept, lines are grouped under turn headers and name islands, beaches and who placed what."""

from __future__ import annotations

from tests.rules.position import play, position
from tests.rules.test_r7_infinite_chain import DECK as R7_DECK
from tests.rules.test_r7_infinite_chain import LOOP
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.play.narrate import EACH_BEACH, LineKind, Narrator, beach_names, forced_flags
from tongiaki.rules import Beach, Card, EventKind, Option, OptionKind, Reason
from tongiaki.rules.hexgrid import ORIGIN

NAMES = ["Blue", "Green", "Orange", "Purple"]


def _game(seed: int, players: int = 4, level: str = "random") -> Match:
    match = Match(load_deck(DEFAULT_DECK_PATH), [level] * players, seed)
    match.play_out()
    return match


def test_every_event_kind_the_core_emits_is_told() -> None:
    emitted: set[EventKind] = set()
    told: set[EventKind] = set()
    for seed in range(40):
        match = _game(seed)
        narrator = Narrator(match.deck, NAMES)
        for event in match.events:
            emitted.add(event.kind)
            narrator.feed(event)
        for line in narrator.lines:
            told.update(line.told)
            assert line.text and "?" not in line.text, line
    # An island removed by an infinite chain is very rare in play (R7.3): tell one from a position.
    state = position(R7_DECK, cards={ORIGIN: "Tonga", (0, -1): "One", **LOOP},
                     ships={"One/0": "0", "Tonga/0": "0", "Tonga/1": "1"})
    narrator = Narrator(R7_DECK, NAMES)
    for event in play(state, "reproduce 0,-1"):
        emitted.add(event.kind)
        narrator.feed(event)
    for line in narrator.lines:
        told.update(line.told)
        assert line.text and "?" not in line.text, line
    assert EventKind.ISLAND_REMOVED in told
    assert emitted == set(EventKind), "the seeded games should show every kind of event"
    assert told == emitted


def test_a_whole_game_is_kept_under_turn_headers() -> None:
    match = _game(11, 3, "easy")
    narrator = Narrator(match.deck, NAMES[:3])
    narrator.feed_all(match.events)
    lines = narrator.lines
    headers = [line for line in lines if line.kind is LineKind.HEADER]
    assert headers[0].text.startswith("Setup")
    assert len(headers) == match.state.turn + 1  # setup and every turn
    assert headers[1].text == "Turn 1: Blue"
    # every setup placement, by name, island and beach, comes before turn 1
    setup = lines[1:lines.index(headers[1])]
    assert len(setup) == 2 * 3
    sides = beach_names(match.deck.cards[0], 0)
    assert all(any(f" places a starting ship on Tonga's {side}" in line.text for side in sides) for line in setup)
    assert lines[-1].kind is LineKind.END and lines[-1].text.startswith("Game over")
    placed = sum(1 for e in match.events if e.kind in (EventKind.SHIP_PLACED, EventKind.SHIP_LANDED))
    told = sum(1 for line in lines if EventKind.SHIP_PLACED in line.told or EventKind.SHIP_LANDED in line.told)
    assert told == placed
    assert [line.turn for line in lines] == sorted(line.turn for line in lines)


def test_landings_name_who_placed_which_ship_where() -> None:
    match = _game(11, 3, "easy")
    narrator = Narrator(match.deck, NAMES[:3])
    landed = []
    for event in match.events:
        for line in narrator.feed(event):
            if event.kind is EventKind.SHIP_LANDED:
                landed.append((event, line))
    assert landed
    assert {event.player == line.player for event, line in landed} == {True, False}  # both kinds told
    for event, line in landed:
        card = match.deck.cards[narrator.cells[event.cell]]
        side = beach_names(card, match.state.rotations[event.cell])[event.beach]
        # a rival's ship by its owner's name ("Blue lands a purple ship" read as Blue's), its own
        # as "its own ship" ("Blue lands a blue ship" beside "Blue lands Orange's ship" read as
        # two kinds of ship)
        ship = "its own ship" if event.player == line.player else f"{NAMES[event.player]}'s ship"
        assert f"{ship} on {card.name}'s {side}" in line.text
        assert line.text.startswith(NAMES[line.player] + " lands ")
        assert line.beaches == ((event.cell, event.beach),)


def test_forced_placements_are_marked() -> None:
    """A reproduction whose ships must go on every remaining beach places them itself: the
    log says so; the placement the player chose is not marked. Where the reproduction's line
    says its new ships go "one on each beach", their lines need not say it again."""
    match = Match(load_deck(DEFAULT_DECK_PATH), ["human"] * 2, 3)
    narrator = Narrator(match.deck, NAMES[:2])
    found_forced = found_chosen = False
    each_left = 0
    for _ in range(400):
        node = match.pending
        if node is None:
            break
        option = node.options[0] if not node.is_chance else None
        events = match.reveal() if node.is_chance else match.apply(option)
        flags = forced_flags(option, events) if option is not None else [False] * len(events)
        for event, flag in zip(events, flags, strict=True):
            for line in narrator.feed(event, flag):
                if event.kind is EventKind.REPRODUCED and line.text.endswith(EACH_BEACH):
                    each_left = len(event.ships)
                if event.kind is EventKind.SHIP_PLACED and event.reason == Reason.REPRODUCE and each_left:
                    each_left -= 1
                    assert "(the only choice)" not in line.text, line.text
                elif event.kind in (EventKind.SHIP_PLACED, EventKind.SHIP_LANDED):
                    assert line.text.endswith("(the only choice)") == flag
                    found_forced |= flag
                    found_chosen |= not flag
    assert found_forced and found_chosen


def test_forced_flags_match_the_chosen_option() -> None:
    from tongiaki.rules import Event

    chosen = Option(OptionKind.LAND, (0, 1), 2, colour=1)
    events = [Event(EventKind.SHIP_LANDED, player=1, cell=(0, 1), beach=2),
              Event(EventKind.SHIP_LANDED, player=1, cell=(0, 1), beach=0),
              Event(EventKind.TURN_PASSED, player=1)]
    assert forced_flags(chosen, events) == [False, True, False]


def test_beaches_are_named_by_the_side_of_the_card_their_spots_are_drawn_on() -> None:
    """Tonga lies with its crest (edge 0) at the bottom: beach 0's spots are drawn at the bottom,
    beach 3's at the top. Turned three steps, a beach with piers on the lower-left and upper-left
    edges lies right. (tests/app/test_card_layout.py checks the names against the art.)"""
    deck = load_deck(DEFAULT_DECK_PATH)
    assert beach_names(deck.cards[0], 0) == ("bottom beach", "lower-left beach", "upper-left beach", "top beach",
                                             "upper-right beach", "lower-right beach")
    card = Card("Twin", True, 3, beaches=(Beach(3, (1, 2)), Beach(2, (4, 5))))
    assert beach_names(card, 0) == ("left beach", "right beach")
    assert beach_names(card, 3) == ("right beach", "left beach")
    # A long beach reaching up from its piers is named by its sand: Samoa's spots of its beach
    # with piers top and upper-right lie at the top (by the piers it was "upper-right").
    samoa = next(c for c in deck.cards if c.name == "Samoa")
    assert samoa.beaches[1].piers == (3, 4)
    assert beach_names(samoa, 0)[1] == "top beach"


def test_every_beach_of_every_shipped_deck_has_its_own_name_at_every_rotation() -> None:
    paths = sorted(DEFAULT_DECK_PATH.parent.glob("*.yaml"))
    assert len(paths) >= 4
    for path in paths:
        for card in load_deck(path).cards:
            for rotation in range(6):
                names = beach_names(card, rotation)
                assert len(set(names)) == len(names) and not any(n.startswith("beach ") for n in names), (
                    path.name, card.name, rotation, names)


def test_beaches_sharing_a_side_are_called_by_number() -> None:
    """Beach 3's piers on either side of beach 2's put its spots at the top too; beach 1 has no
    pier, and its spots are drawn on the free edge at the bottom."""
    card = Card("Odd", True, 2, beaches=(Beach(2, ()), Beach(2, (3,)), Beach(2, (2, 4))))
    assert beach_names(card, 0) == ("bottom beach", "beach 2", "beach 3")


def test_the_log_warns_when_one_card_of_a_kind_is_left() -> None:
    """A play-test's game ended on a rival's reveal unforeseen: after a reveal that leaves one
    card of its kind in the stack, the log says the game ends when that one comes up."""
    warned_games = 0
    for seed in range(6):
        match = _game(seed)
        narrator = Narrator(match.deck, NAMES)
        cards = match.deck.cards
        stack = list(match.deck.stack_ids)
        expected = []
        for event in match.events:
            narrator.feed(event)
            if event.kind is EventKind.CARD_REVEALED:
                stack.remove(event.card)
                island = cards[event.card].is_island
                ended = any(e.kind is EventKind.END_TRIGGERED for e in match.events[:match.events.index(event) + 2])
                if sum(1 for c in stack if cards[c].is_island == island) == 1 and not ended:
                    expected.append(f"Only 1 {'island' if island else 'water card'} is left in the stack: "
                                    "the game ends when it comes up")
        warnings = [line.text for line in narrator.lines if line.text.startswith("Only 1 ")]
        assert warnings == expected
        assert all(line.kind is LineKind.END for line in narrator.lines if line.text.startswith("Only 1 "))
        warned_games += bool(warnings)
    assert warned_games >= 3


def test_the_end_is_told_after_the_card_that_sets_it_off() -> None:
    """A play-test read "The last water card is out: ... this is the final turn" above the
    "New card: a water card" line of the reveal that caused it."""
    told = 0
    for seed in range(8):
        match = _game(seed)
        narrator = Narrator(match.deck, NAMES)
        for event in match.events:
            narrator.feed(event)
        texts = [line.text for line in narrator.lines]
        end = next((i for i, text in enumerate(texts) if text.endswith("this is the final turn")), None)
        trigger = next((i for i, e in enumerate(match.events) if e.kind is EventKind.END_TRIGGERED), None)
        if end is None or trigger is None:
            continue
        revealed = match.events[trigger - 1]
        if revealed.kind is not EventKind.CARD_REVEALED:
            continue
        card = match.deck.cards[revealed.card]
        last_card = max(i for i, text in enumerate(texts[:end + 1]) if text.startswith("New card: "))
        assert (card.name in texts[last_card]) if card.is_island else texts[last_card].startswith("New card: a water")
        assert last_card == end - 1 or texts[end - 1].startswith("Only 1 "), texts[end - 3:end + 1]
        told += 1
    assert told >= 3
