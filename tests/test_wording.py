"""Lists of names read as a sentence, and the score sheet's tie-break as one (play-test 27)."""

from __future__ import annotations

from tongiaki.play.records import TIEBREAK_WORDS
from tongiaki.play.scoresheet import ISLANDS_LABEL, TIEBREAK_NOTE, TIEBREAK_TEXT
from tongiaki.wording import and_list


def test_names_are_joined_with_commas_and_a_final_and() -> None:
    assert and_list([]) == ""
    assert and_list(["Samoa"]) == "Samoa"
    assert and_list(["Samoa", "Tonga"]) == "Samoa and Tonga"
    assert and_list(iter(["Mangareva", "Muroroa", "Oahu", "Tokelau", "Tuamotu"])) == \
        "Mangareva, Muroroa, Oahu, Tokelau and Tuamotu"


def test_the_tie_break_reads_as_a_sentence() -> None:
    assert TIEBREAK_TEXT["ships"] == ("Tied on points and islands (Tonga counts): decided by the fewest ships on "
                                      "the table.")
    assert TIEBREAK_TEXT["islands"] == "Tied on points: decided by the most islands (Tonga counts)."
    for words in TIEBREAK_TEXT.values():
        assert words[0].isupper() and words.endswith(".") and "Decided by tied" not in words
        assert words.count("decided") + words.count("Decided") <= 1


def test_wherever_the_tie_break_names_the_islands_it_says_tonga_counts() -> None:
    """The sheet's row said "Tonga included" and its note "(Tonga counts)" while the result line
    under the title, "Tied on points: decided by the most islands.", did not (the play-test
    after 28): R8.4 counts every island a player is on, Tonga among them."""
    assert "Tonga included" in ISLANDS_LABEL and "(Tonga counts)" in TIEBREAK_NOTE
    for words in (TIEBREAK_TEXT, TIEBREAK_WORDS):
        for key, line in words.items():
            assert ("island" in line) == (key != "points"), (key, line)
            assert ("Tonga counts" in line) == ("island" in line), (key, line)
            assert line.count("Tonga") == ("island" in line), (key, line)


def _attach_beside_three_islands():
    """(state, decision, option) of a card laid where three islands or more border it."""
    import random

    from tongiaki.ai import make_agent
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.rules import DecisionKind, new_game
    from tongiaki.rules.hexgrid import DIRECTION_OFFSETS

    deck = load_deck(DEFAULT_DECK_PATH)
    for seed in range(200):
        state = new_game(deck, 4)
        agent, rng = make_agent("random"), random.Random(seed)
        while not state.is_over():
            node = state.pending
            if node.is_chance:
                state.apply(node.outcomes[rng.randrange(len(node.outcomes))])
                continue
            if node.kind is DecisionKind.PLACE_CARD:
                for option in node.options:
                    q, r = option.cell
                    islands = [(q + dq, r + dr) for dq, dr in DIRECTION_OFFSETS if (q + dq, r + dr) in state.cells
                               and state.cards[state.cells[(q + dq, r + dr)]].is_island]
                    if len(islands) >= 3:
                        return state, node, option
            state.apply(agent.choose(state, node, rng))
    raise AssertionError("no card laid beside three islands in 200 games")


def test_the_log_names_the_islands_a_card_is_laid_beside_as_a_list() -> None:
    """Play-test 27: "lays the water card beside Mangareva and Muroroa and Oahu and Tokelau and Tuamotu"."""
    import re

    from tongiaki.ai.explain import describe

    state, decision, option = _attach_beside_three_islands()
    reason = describe(state, decision, option)
    beside = reason.split(" beside ", 1)[1].split(" (")[0]
    assert beside.count(" and ") == 1 and ", " in beside, reason
    assert not re.search(r" and \w[\w ]* and ", reason), reason


def test_the_docs_name_the_reviews_button_as_it_reads() -> None:
    """Play-test 29 read "**flagged >** (N)" in README where the replay's button reads "marked >",
    as the guide says: the docs name it as it reads, and no longer say "flagged"."""
    from pathlib import Path

    from tongiaki.app.scenes.replay import REVIEW_LABELS

    root = Path(__file__).resolve().parent.parent
    label = REVIEW_LABELS[1]
    for doc in ("README.md", "docs/guide.md"):
        words = (root / doc).read_text(encoding="utf-8")
        assert f"**{label}** (N)" in words, doc
        assert "flagged" not in words.lower(), doc
