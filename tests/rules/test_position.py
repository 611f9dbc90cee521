"""The position text: `from_position(position_text(state), deck)` is the same state.

Every state of seeded random games (2-6 players) is written and read back: the text, the
pending options (in order) and the continuation (the same choices give the same events and
the same end) agree. Bad text is refused with one line naming the field; `tongiaki position`
prints the text of a saved game at any step.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.rules.position import make_deck, position
from tests.rules.test_r7_infinite_chain import TWIN_DECK, TWIN_TABLE
from tongiaki.cli import main
from tongiaki.play.decks import load_default_deck
from tongiaki.play.records import load_record
from tongiaki.rules import GameState, new_game
from tongiaki.rules.position import PositionError, from_position, position_text

RECORD = Path(__file__).resolve().parents[1] / "data" / "records" / "short_game.json"


def _options(state: GameState) -> list[str]:
    node = state.pending
    return [] if node is None else [str(o) for o in node.options]


def _continue(state: GameState, seed: int, steps: int) -> list[str]:
    rng = random.Random(seed)
    trail = []
    for _ in range(steps):
        node = state.pending
        if node is None:
            break
        trail.extend(str(e) for e in state.apply(node.options[rng.randrange(len(node.options))]))
    return [*trail, position_text(state)]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_state_of_random_games_reads_back_the_same(players: int) -> None:
    deck = load_default_deck()
    for game in range(6):
        rng = random.Random(f"{players}:{game}")
        state = new_game(deck, players)
        while True:
            text = position_text(state)
            back = from_position(text, deck)
            assert position_text(back) == text
            assert _options(back) == _options(state)
            if state.steps % 17 == 0:  # the same choices continue the same way
                assert _continue(back, state.steps, 40) == _continue(state.copy(), state.steps, 40)
            node = state.pending
            if node is None:
                break
            state.apply(node.options[rng.randrange(len(node.options))])


def test_a_chain_under_way_reads_back_with_its_seen_arrangements() -> None:
    # Mid-chain on Twin (R7.3, R7.6): the returning options and the arrangements already seen
    # must survive, or the copy would not end the chain the same way.
    state = position(TWIN_DECK, cards=TWIN_TABLE, ships={"Twin/0": "0", "Twin/1": "1", "Tonga/0": "0"},
                     kings={"K": 2})
    for move in ("reproduce 0,-1", "place 0,-1/0", "emigrate 0,-1/0 pier 3", "land p0 0,-1/0"):
        state.apply(next(o for o in state.pending.options if str(o) == move))
    back = from_position(position_text(state), TWIN_DECK)
    assert back.seen == state.seen and back.seen
    assert _continue(back, 1, 30) == _continue(state, 1, 30)


@pytest.mark.parametrize(("change", "fragment"), [
    (lambda t: t.replace("tongiaki-position 1", "chess"), "starts with"),
    (lambda t: t + ";colour=red", "'colour' is unknown"),
    (lambda t: t.replace(";turn=", ";turn=x"), "'turn'"),
    (lambda t: t.replace("supply=15.15", "supply=15"), "'supply'"),
    (lambda t: t.replace("phase=action", "phase=dancing"), "'phase'"),
    (lambda t: t.replace("cards=0@0,0r0", "cards=0@0,0r0 99@1,1r0"), "'cards'"),
    (lambda t: t.replace("ships=", "ships=0,0/0:0.0.0.0 "), "'ships'"),
    (lambda t: t.replace("supply=15.15.15", "supply=15.15.14"), "breaks the rules"),
    (lambda t: t.replace("phase=action", "phase=land"), "'land'"),
    (lambda t: t.replace("phase=action", "phase=place_card"), "'place'"),
    (lambda t: t.replace("phase=action", "phase=voyage_reveal"), "'voyage'"),
])
def test_bad_position_text_is_refused_in_one_line(change, fragment: str) -> None:
    deck = make_deck()
    text = _start_of_turn(deck)
    with pytest.raises(PositionError) as error:
        from_position(change(text), deck)
    assert fragment in str(error.value) and "\n" not in str(error.value)


def _start_of_turn(deck) -> str:
    text = position_text(position(deck))
    assert "phase=action" in text and "supply=15.15.15" in text
    return text


def test_the_position_command_prints_a_record_at_a_step(capsys: pytest.CaptureFixture[str]) -> None:
    match = load_record(RECORD)
    assert main(["position", str(RECORD), "--step", "5"]) == 0
    text = capsys.readouterr().out.strip()
    assert from_position(text, match.deck).steps == 5
    assert main(["position", str(RECORD)]) == 0
    assert capsys.readouterr().out.strip() == position_text(match.state)
    assert main(["position", str(RECORD), "--step", "100000"]) == 1
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "--step 100000 is out of range (the record holds" in err
