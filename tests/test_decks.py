"""Deck files (R10, R11): the standard deck's content, validation of broken decks, check-deck.

Every file in tests/data/bad_decks/ is one broken deck; its first line is
`# expect: <fragment>` and loading it must raise DeckError with a one-line message that
starts with the file's basename and contains the fragment.
"""

from __future__ import annotations

import copy
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tongiaki.cli import main
from tongiaki.play.decks import (
    DEFAULT_DECK_PATH,
    DeckError,
    deck_from_data,
    deck_from_yaml,
    deck_summary,
    load_deck,
    load_default_deck,
)
from tongiaki.rules.cards import Deck

REPO = Path(__file__).resolve().parent.parent
STANDARD = REPO / "config" / "decks" / "standard.yaml"
CALM_SEAS = REPO / "config" / "decks" / "calm-seas.yaml"
BAD_DECKS = Path(__file__).resolve().parent / "data" / "bad_decks"
BAD_FILES = sorted(BAD_DECKS.glob("*.yaml"))

# R11, transcribed independently of the YAML file: name, value, beaches `capacity@piers`.
R11_ISLANDS = """
Muroroa 2 2@1,2@2,3@4+5
Nauru 2 2@1+2,3@3,2@4+5
Tubuai 2 3@1+2,3@4+5
Rarotonga 3 3@1+2,4@3+4+5
Rapa_Nui 3 5@1+2,3@3+4+5
Tokelau 3 4@1,3@2+3,2@4+5
Tuamotu 3 4@1+2+3,4@4+5
Hiva_Oa 4 2@1+2,2@3,5@4+5
Mangareva 4 2@1+2,3@3+4,4@5
Oahu 4 3@1+2,5@3,3@4+5
Tahiti 4 2@1+2,3@3+4,4@5
Tuvalu 4 2@1+2,4@3,3@4+5
Fidschi 5 5@1,4@2+3,4@4+5
Hawaii 5 3@1+2,5@3,2@4+5
Samoa 5 3@1+2,4@3+4,5@5
"""
# R11 water cards 1..16, each as three wakes `edge-edge:danger`.
R11_WATER = """
0-1:0 2-3:2 4-5:0
0-1:2 2-3:0 4-5:2
0-1:3 2-3:2 4-5:4
0-1:3 2-3:0 4-5:2
0-3:4 1-5:3 2-4:0
0-3:3 1-5:3 2-4:3
0-3:4 1-5:4 2-4:4
0-3:3 1-5:2 2-4:0
0-4:0 1-3:4 2-5:2
0-4:2 1-3:3 2-5:4
0-4:4 1-3:4 2-5:3
0-4:3 1-3:3 2-5:4
0-5:0 1-2:0 3-4:0
0-5:2 1-2:2 3-4:2
0-5:0 1-2:4 3-4:2
0-5:0 1-2:3 3-4:4
"""


def r11_islands() -> list[tuple[str, int, list[tuple[int, tuple[int, ...]]]]]:
    """The R11 islands of the stack as (name, value, [(capacity, piers)])."""
    result = []
    for line in R11_ISLANDS.strip().splitlines():
        name, value, beaches = line.split()
        parsed = []
        for beach in beaches.split(","):
            capacity, piers = beach.split("@")
            parsed.append((int(capacity), tuple(int(p) for p in piers.split("+"))))
        result.append((name.replace("_", " "), int(value), parsed))
    return result


def r11_water() -> list[list[tuple[int, int, int]]]:
    """The R11 water cards as lists of (edge, edge, danger)."""
    cards = []
    for line in R11_WATER.strip().splitlines():
        wakes = []
        for wake in line.split():
            edges, danger = wake.split(":")
            a, b = edges.split("-")
            wakes.append((int(a), int(b), int(danger)))
        cards.append(wakes)
    return cards


def expected_fragment(path: Path) -> str:
    """The `# expect: ...` fragment on the first line of a bad deck file."""
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("# expect: "), f"{path.name} lacks an '# expect:' first line"
    return first.removeprefix("# expect: ").strip()


@pytest.fixture(scope="module")
def standard() -> Deck:
    return load_deck(STANDARD)


# --- the standard deck (R11) -------------------------------------------------------------


def test_default_deck_path_is_the_standard_deck() -> None:
    assert DEFAULT_DECK_PATH.is_file()
    assert DEFAULT_DECK_PATH.resolve() == STANDARD.resolve()
    assert load_default_deck() == load_deck(STANDARD)
    assert load_default_deck() is load_default_deck()


def test_standard_counts(standard: Deck) -> None:
    """R1.6: 15 islands and 16 water cards in the stack, Tonga as card 0."""
    assert standard.name == "Standard"
    assert len(standard.cards) == 32
    stack = [standard.cards[i] for i in standard.stack_ids]
    assert sum(c.is_island for c in stack) == 15
    assert sum(c.is_water for c in stack) == 16
    assert not any(c.is_start for c in stack)


def test_standard_start_is_tonga(standard: Deck) -> None:
    """R1.5: Tonga is worth 0 and has six beaches of 3 spots, one pier on each edge."""
    tonga = standard.start
    assert tonga.name == "Tonga" and tonga.is_start and tonga.is_island and tonga.kind == "start"
    assert tonga.value == 0
    assert [(b.capacity, b.piers) for b in tonga.beaches] == [(3, (e,)) for e in range(6)]


def test_standard_card_ids_follow_file_order(standard: Deck) -> None:
    names = [c.name for c in standard.cards]
    expected = ["Tonga"] + [name for name, _, _ in r11_islands()] + [f"Water {i}" for i in range(1, 17)]
    assert names == expected
    assert standard.card_id("Fidschi") == 13
    assert standard.card_id("Water 1") == 16


def test_standard_islands_match_r11(standard: Deck) -> None:
    islands = [c for c in standard.cards[1:] if c.is_island]
    for card, (name, value, beaches) in zip(islands, r11_islands(), strict=True):
        assert card.name == name
        assert card.value == value, name
        assert [(b.capacity, b.piers) for b in card.beaches] == beaches, name
        assert 0 not in card.pier_edges(), name  # R1.3: no stack island has a pier on edge 0
        assert len(set(card.pier_edges())) == len(card.pier_edges()), name


def test_standard_values_per_r11(standard: Deck) -> None:
    """3 islands worth 2, 4 worth 3, 5 worth 4, 3 worth 5."""
    values = Counter(c.value for c in standard.cards[1:] if c.is_island)
    assert values == {2: 3, 3: 4, 4: 5, 5: 3}


def test_standard_water_matches_r11(standard: Deck) -> None:
    waters = [c for c in standard.cards[1:] if c.is_water]
    for number, (card, wakes) in enumerate(zip(waters, r11_water(), strict=True), start=1):
        assert card.name == f"Water {number}"
        assert card.value == 0
        assert [(w.a, w.b, w.danger) for w in card.wakes] == wakes, card.name


def test_standard_danger_counts(standard: Deck) -> None:
    """R11: 12 of the 48 wakes have no danger number."""
    dangers = [w.danger for c in standard.cards if c.is_water for w in c.wakes]
    assert len(dangers) == 48
    assert dangers.count(0) == 12
    assert set(dangers) <= {0, 2, 3, 4}


@pytest.mark.parametrize("path", [STANDARD, CALM_SEAS], ids=lambda p: p.name)
def test_water_exits_are_consistent(path: Path) -> None:
    """Every edge leads to exactly one other edge, both ways, with the wake's danger."""
    deck = load_deck(path)
    for card in deck.cards:
        if card.is_island:
            assert card.exits == ()
            continue
        assert len(card.exits) == 6
        for edge, (other, danger) in enumerate(card.exits):
            assert other in range(6) and other != edge, card.name
            assert card.exits[other] == (edge, danger), card.name
        for wake in card.wakes:
            assert card.exits[wake.a] == (wake.b, wake.danger)
            assert card.exits[wake.b] == (wake.a, wake.danger)


@pytest.mark.parametrize("path", [STANDARD, CALM_SEAS], ids=lambda p: p.name)
def test_round_trip_through_data_and_yaml(path: Path) -> None:
    deck = load_deck(path)
    data = deck.to_data()
    assert deck_from_data(data, "record") == deck
    assert deck_from_data(yaml.safe_load(yaml.safe_dump(data)), "record") == deck
    assert deck_from_yaml(yaml.safe_dump(data, sort_keys=False), "record") == deck
    assert deck_from_data(deck.to_data(), "again").to_data() == data


def test_deck_from_data_does_not_modify_its_input(standard: Deck) -> None:
    data = standard.to_data()
    before = copy.deepcopy(data)
    deck_from_data(data, "record")
    assert data == before


def test_calm_seas_is_a_smaller_gentler_variant(standard: Deck) -> None:
    calm = load_deck(CALM_SEAS)
    calm_water = [c for c in calm.cards if c.is_water]
    assert calm.name != standard.name
    assert 0 < len(calm_water) < 16
    assert {w.danger for c in calm_water for w in c.wakes} <= {0, 2}
    assert calm.start.name == "Tonga"


def test_water_value_is_optional() -> None:
    data = load_default_deck().to_data()
    data["water"][0]["value"] = 1
    deck = deck_from_data(data, "variant")
    assert deck.cards[deck.card_id("Water 1")].value == 1
    assert deck.cards[deck.card_id("Water 2")].value == 0


def test_deck_summary(standard: Deck) -> None:
    summary = deck_summary(standard)
    assert "Deck 'Standard'" in summary
    assert "15 islands, 16 water cards" in summary
    assert "2: 3 islands (Muroroa, Nauru, Tubuai)" in summary
    assert "5: 3 islands (Fidschi, Hawaii, Samoa)" in summary
    assert "48 wakes on 16 cards" in summary
    assert "0: 12 wakes" in summary


# --- broken decks (R10) ------------------------------------------------------------------


def test_enough_bad_decks() -> None:
    assert len(BAD_FILES) >= 15


@pytest.mark.parametrize("ending", ["", "\n", "\r\n"], ids=["mid-line", "newline", "crlf"])
def test_a_truncated_deck_names_a_line_it_has(tmp_path: Path, ending: str) -> None:
    # a play-test's deck of 37 lines cut in a line was told "YAML syntax error at line 39": libyaml
    # (and the pure-Python parser after a last line break) marks the end one line past the last
    lines = CALM_SEAS.read_text(encoding="utf-8").splitlines()
    cut = next(n for n, line in enumerate(lines) if "{capacity: 3" in line and n > 30)
    path = tmp_path / "cut.yaml"
    path.write_bytes(("\n".join(lines[:cut]) + "\n" + lines[cut][:12] + ending).encode("utf-8"))
    with pytest.raises(DeckError) as caught:
        load_deck(path)
    assert str(caught.value).startswith(f"cut.yaml: YAML syntax error at the end of the file (line {cut + 1}): ")


@pytest.mark.parametrize("path", BAD_FILES, ids=lambda p: p.stem)
def test_bad_deck_is_rejected_with_one_line(path: Path) -> None:
    fragment = expected_fragment(path)
    with pytest.raises(DeckError) as caught:
        load_deck(path)
    message = str(caught.value)
    assert message.startswith(f"{path.name}: "), message
    assert fragment in message
    assert "\n" not in message and "Traceback" not in message
    assert isinstance(caught.value, ValueError)


def test_truly_empty_file(tmp_path: Path) -> None:
    for text in ("", "   \n\n"):
        path = tmp_path / "empty.yaml"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(DeckError, match=r"^empty\.yaml: file is empty$"):
            load_deck(path)


def test_file_not_found(tmp_path: Path) -> None:
    with pytest.raises(DeckError, match=r"^missing\.yaml: file not found"):
        load_deck(tmp_path / "missing.yaml")


def test_directory_and_binary_file(tmp_path: Path) -> None:
    with pytest.raises(DeckError, match="is a directory"):
        load_deck(tmp_path)
    binary = tmp_path / "binary.yaml"
    binary.write_bytes(b"\xff\xfe\x00name: x")
    with pytest.raises(DeckError, match=r"^binary\.yaml: file is not UTF-8 text$"):
        load_deck(binary)


def test_deck_from_data_names_its_source() -> None:
    data = load_default_deck().to_data()
    data["islands"][13]["beaches"][1]["capacity"] = 1
    with pytest.raises(DeckError) as caught:
        deck_from_data(data, "game-17.json")
    assert str(caught.value) == "game-17.json: card 'Hawaii': beach 2: capacity must be >= 2 (got 1)"
    with pytest.raises(DeckError, match=r"^game\.json: deck is empty$"):
        deck_from_data(None, "game.json")


def test_multiline_card_name_keeps_message_on_one_line() -> None:
    data = load_default_deck().to_data()
    data["islands"][0]["name"] = "Muro\nroa"
    with pytest.raises(DeckError) as caught:
        deck_from_data(data, "x")
    assert str(caught.value) == "x: islands entry 1: name must be a single line"


# Anything that can stand in for a part of a deck, right or wrong.
JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 9),
    st.floats(allow_nan=False, width=32),
    st.text(max_size=6),
    st.lists(st.integers(-2, 8), max_size=4),
    st.dictionaries(
        st.sampled_from(["name", "value", "capacity", "piers", "edges", "danger", "x"]), st.integers(0, 6), max_size=3
    ),
)


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path (keys and indices) to a node of nested dicts and lists."""
    found = [prefix] if prefix else []
    if isinstance(node, dict):
        for key, child in node.items():
            found += _paths(child, (*prefix, key))
    elif isinstance(node, list):
        for index, child in enumerate(node):
            found += _paths(child, (*prefix, index))
    return found


@settings(max_examples=300, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_mutated_decks_never_raise_anything_but_deck_error(data: st.DataObject) -> None:
    deck_data = load_default_deck().to_data()
    path = data.draw(st.sampled_from(_paths(deck_data)))
    parent = deck_data
    for step in path[:-1]:
        parent = parent[step]
    if data.draw(st.booleans()):
        del parent[path[-1]]
    else:
        parent[path[-1]] = data.draw(JUNK)
    try:
        deck = deck_from_data(deck_data, "fuzz.yaml")
    except DeckError as error:
        assert str(error).startswith("fuzz.yaml: ") and "\n" not in str(error)
    else:
        assert isinstance(deck, Deck)


@settings(max_examples=200, derandomize=True)
@given(st.text(alphabet="name:start-[]{},\n 0123456789'\"&*!?|>#", max_size=60))
def test_arbitrary_text_never_raises_anything_but_deck_error(text: str) -> None:
    try:
        deck_from_yaml(text, "fuzz.yaml")
    except DeckError as error:
        assert str(error).startswith("fuzz.yaml: ") and "\n" not in str(error)


# --- tongiaki check-deck -----------------------------------------------------------------


def test_check_deck_accepts_the_standard_deck(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check-deck", str(STANDARD)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert out.startswith("standard.yaml: OK\n")
    assert "15 islands, 16 water cards" in out


def test_check_deck_rejects_a_broken_deck(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check-deck", str(BAD_DECKS / "capacity_1.yaml")]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err == "error: capacity_1.yaml: card 'Hawaii': beach 2: capacity must be >= 2 (got 1)\n"


def test_check_deck_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["check-deck", str(tmp_path / "nope.yaml")]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("error: nope.yaml: file not found") and err.count("\n") == 1
