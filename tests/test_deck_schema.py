"""config/decks/deck.schema.json agrees with the deck validator (tongiaki.play.decks).

The schema is what an editor's YAML language server reads (every shipped deck names it on its
first line) to complete field names and flag wrong types while an author types. It must accept
every deck the validator accepts and reject every deck the validator rejects, except the
mistakes a JSON Schema cannot see; those are listed here, each with its reason, and the test
checks the list is exact (a listed deck the schema starts to reject must leave the list).
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.test_decks import BAD_FILES, JUNK, _paths
from tongiaki.play.decks import DeckError, deck_from_data, load_deck, load_default_deck

REPO = Path(__file__).resolve().parent.parent
DECKS = REPO / "config" / "decks"
SCHEMA_PATH = DECKS / "deck.schema.json"
SHIPPED = sorted(DECKS.glob("*.yaml"))
MODELINE = "# yaml-language-server: $schema=./deck.schema.json"

OUT_OF_SCHEMA_REACH: dict[str, str] = {
    "yaml_syntax_error.yaml": "not YAML at all: an editor flags it as a syntax error, no schema is consulted",
    "yaml_duplicate_key.yaml": "a YAML duplicate key: plain YAML parsers keep the last value, so the schema sees a sound mapping",
    "duplicate_name.yaml": "card names must be unique across the whole deck: JSON Schema compares no fields of different items",
    "duplicate_name_start.yaml": "the start island's name reused in the stack: a uniqueness across different lists",
    "pier_edge_duplicate.yaml": "two beaches of one card sharing a pier edge: a uniqueness across sibling beaches",
    "water_edge_twice.yaml": "two wakes of one card sharing an edge: a uniqueness across sibling wakes",
    "start_too_small.yaml": "the start island must seat two ships per player (R10): a sum over its beaches",
    "deck_name_no_glyph.yaml": "a character the game's font has no glyph for: the font's character map",
    "card_name_no_glyph.yaml": "a character the game's font has no glyph for: the font's character map",
}
"""Bad decks that the validator rejects and the schema cannot: file name -> why."""

OUT_OF_REACH_MESSAGES: dict[str, str] = {
    r"duplicate name \(also the name of": "unique card names",
    r"pier edge \d is already used by beach \d": "pier edges unique across a card's beaches",
    r"edge \d is already used by wake \d": "edges unique across a card's wakes",
    r"must be an integer, not float -?(\d+\.0\b|\d\.\d+e\+\d+)": "a whole number written as 2.0 or 1e+16: JSON Schema counts it as an integer",
    r"the start island seats \d+ ships": "the start island's seats (R10): a sum over its beaches",
    r"must hold a visible character": "a name of format characters, marks or spaces only: Unicode categories",
    r"must be Unicode text \(it holds a lone surrogate": "a lone surrogate, which JSON's \\ud800 escape can give",
    r"which the game's font cannot draw": "a character without a glyph in the game's font: its character map",
}
"""Validator messages (regex) that mark a rejection out of the schema's reach, for the fuzz test."""


@pytest.fixture(scope="module")
def validator() -> jsonschema.Draft7Validator:
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    jsonschema.Draft7Validator.check_schema(schema)
    return jsonschema.Draft7Validator(schema)


def schema_accepts(validator: jsonschema.Draft7Validator, data: Any) -> bool:
    return validator.is_valid(data)


@pytest.mark.parametrize("path", SHIPPED, ids=[p.name for p in SHIPPED])
def test_shipped_deck_names_the_schema_and_passes_it(path: Path, validator: jsonschema.Draft7Validator) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.splitlines()[0] == MODELINE
    load_deck(path)
    errors = [e.message for e in validator.iter_errors(yaml.safe_load(text))]
    assert errors == []


@pytest.mark.parametrize("path", BAD_FILES, ids=[p.name for p in BAD_FILES])
def test_bad_deck_rejected_by_schema_unless_listed(path: Path, validator: jsonschema.Draft7Validator) -> None:
    with pytest.raises(DeckError):
        load_deck(path)
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError:
        assert path.name in OUT_OF_SCHEMA_REACH, f"{path.name} is not YAML; list it as out of the schema's reach"
        return
    if path.name in OUT_OF_SCHEMA_REACH:
        assert schema_accepts(validator, data), f"the schema now rejects {path.name}: drop it from the list"
    else:
        assert not schema_accepts(validator, data), f"the schema accepts {path.name}, which the validator rejects"


def test_out_of_reach_list_names_real_files() -> None:
    names = {p.name for p in BAD_FILES}
    assert set(OUT_OF_SCHEMA_REACH) <= names
    assert len(OUT_OF_SCHEMA_REACH) < len(names) / 4  # the schema catches the great majority


def test_standard_deck_data_round_trip_passes(validator: jsonschema.Draft7Validator) -> None:
    assert schema_accepts(validator, load_default_deck().to_data())


def test_schema_gives_editors_descriptions(validator: jsonschema.Draft7Validator) -> None:
    """Completion shows a description for each field an author types."""
    schema = validator.schema
    definitions = schema["definitions"]
    for field in ("name", "start", "islands", "water"):
        assert "description" in schema["properties"][field]
    for definition, fields in (("island", ("name", "value", "beaches")), ("beach", ("capacity", "piers")),
                               ("water", ("name", "value", "wakes")), ("wake", ("edges", "danger"))):
        props = definitions[definition]["properties"]
        assert set(props) == set(fields)
        for field in fields:
            assert "description" in props[field] or "$ref" in props[field]


@functools.lru_cache(maxsize=1)
def _fuzz_validator() -> jsonschema.Draft7Validator:
    return jsonschema.Draft7Validator(json.loads(SCHEMA_PATH.read_text(encoding="utf-8")))


@settings(max_examples=400, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_schema_and_validator_agree_on_mutated_decks(data: st.DataObject) -> None:
    """Break the standard deck at a random place (delete a part or put junk there): the schema
    and the validator give the same verdict, or the validator's message is one of the listed
    mistakes out of the schema's reach."""
    validator = _fuzz_validator()
    deck_data = load_default_deck().to_data()
    for _ in range(data.draw(st.integers(1, 2))):
        paths = _paths(deck_data)
        if not paths:
            break
        path = data.draw(st.sampled_from(paths))
        parent: Any = deck_data
        for step in path[:-1]:
            parent = parent[step]
        if data.draw(st.booleans()):
            del parent[path[-1]]
        else:
            parent[path[-1]] = data.draw(JUNK)
    accepted = schema_accepts(validator, deck_data)
    try:
        deck_from_data(deck_data, "fuzz.yaml")
    except DeckError as error:
        if accepted:
            message = str(error)
            assert any(re.search(p, message) for p in OUT_OF_REACH_MESSAGES), message
    else:
        assert accepted, list(validator.iter_errors(deck_data))[0].message


def test_docs_format_example_passes_the_schema(validator: jsonschema.Draft7Validator) -> None:
    text = (REPO / "docs" / "decks.md").read_text(encoding="utf-8")
    block = re.search(r"```yaml\n(.*?)```", text, re.S)
    assert block is not None and block.group(1).startswith(MODELINE)
    assert schema_accepts(validator, yaml.safe_load(block.group(1)))


@pytest.mark.parametrize(("field", "limit"), [("value", 99), ("capacity", 90)])
def test_schema_and_validator_agree_on_the_largest_value_and_capacity(
        field: str, limit: int, validator: jsonschema.Draft7Validator) -> None:
    """The limits a deck's numbers have in the validator (a value fits a card's seal, a beach
    holds at most every ship of six players) are in the schema too, so an editor flags them."""
    for number, ok in ((limit, True), (limit + 1, False)):
        deck_data = load_default_deck().to_data()
        island = deck_data["islands"][0]
        if field == "value":
            island["value"] = number
        else:
            island["beaches"][0]["capacity"] = number
        assert schema_accepts(validator, deck_data) is ok
        if ok:
            deck_from_data(deck_data, "limits.yaml")
        else:
            with pytest.raises(DeckError, match=f"at most {limit}"):
                deck_from_data(deck_data, "limits.yaml")


@pytest.mark.parametrize("name", ["\x1b", "Tonga\x07", "a\u2028b", "\x85", "x" * 61])
def test_the_schema_refuses_the_names_the_validator_refuses(name: str, validator: jsonschema.Draft7Validator) -> None:
    """A deck name with a control character, a line separator or more than 60 characters is
    refused by the game (`inputs.name_problem`) and flagged by the schema in an editor too (a
    fuzz run found "\\x1b" accepted by the schema)."""
    deck_data = load_default_deck().to_data()
    deck_data["name"] = name
    assert not schema_accepts(validator, deck_data)
    with pytest.raises(DeckError):
        deck_from_data(deck_data, "deck.yaml")
    deck_data["name"] = "Tonga " + "x" * 54
    assert schema_accepts(validator, deck_data)
