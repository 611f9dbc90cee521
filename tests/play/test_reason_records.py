"""The computer seats' reasons travel with the game record (an optional field), so a loaded
game's log tells them again (a play-test found them gone after loading)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tongiaki.play.decks import load_default_deck
from tongiaki.play.match import Match
from tongiaki.play.narrate import Narrator, retell
from tongiaki.play.records import RecordError, load_record, record_of, replay_record, save_record


def _game() -> Match:
    """Human against easy, 40 steps: the easy seat's moves applied with their reasons."""
    from tongiaki.ai import make_agent
    from tongiaki.ai.explain import decide

    match = Match(load_default_deck(), ["human", "easy"], seed=2)
    easy = make_agent("easy")
    for _ in range(40):
        node = match.pending
        if node.is_chance:
            match.reveal()
        elif node.player == 1:
            choice = decide(easy, match.state, node, match.agent_rngs[1])
            match.apply(choice.option, choice.reason)
        else:
            match.apply(node.options[0])
    return match


def test_reasons_round_trip_and_are_told_again(tmp_path: Path) -> None:
    match = _game()
    assert match.reasons
    loaded = load_record(save_record(match, tmp_path / "game.json"))
    assert loaded.reasons == match.reasons and loaded.history == match.history
    told = retell(Narrator(loaded.deck, ["Blue", "Green"]), 2, loaded.history, loaded.reasons)
    bare = retell(Narrator(loaded.deck, ["Blue", "Green"]), 2, loaded.history)
    assert len(told) > len(bare)  # the reasons are told, each on a line of its own
    plain = Match(load_default_deck(), ["human", "random"], seed=2)
    assert "reasons" not in record_of(plain)  # none given: the record stays as before


@pytest.mark.parametrize(("reasons", "message"), [
    ("why", "reasons: must be an object"),
    ({"x": "a"}, "reasons: 'x' is not the index of an option"),
    ({"99999": "a"}, "reasons: '99999' is not the index of an option"),
    ({"1": 5}, "reasons[1]: must be text"),
])
def test_bad_reasons_are_one_line_naming_the_field(reasons, message: str) -> None:
    data = record_of(_game())
    data["reasons"] = reasons
    with pytest.raises(RecordError) as error:
        replay_record(data, "game.json")
    assert str(error.value).startswith("game.json: ") and message in str(error.value)
    assert "\n" not in str(error.value)
