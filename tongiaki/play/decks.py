"""Deck files (RULES.md R10, R11): load, validate and summarise YAML decks.

A deck file names the deck, its starting island and the stack (islands and water cards);
the schema is exactly what `Deck.to_data()` produces (see config/decks/standard.yaml).
Card ids follow the file: the start island is card 0, then the islands in file order,
then the water cards in file order.

Files from outside are guarded (`tongiaki.play.inputs`): a deck file is at most 256 KB
(`DECK_LIMIT`) and must be a regular file (devices and FIFOs are refused before reading); a
UTF-8 byte order mark is accepted; deck data may not hold more than `MAX_VALUES` values with
YAML aliases expanded (no expansion bombs, no alias that contains itself); integers of more than 100 digits
and names with control characters, line or paragraph separators or nothing visible are
rejected naming the field, and so are names holding a character the game's font has no glyph
for (`font_characters`: it drew an emoji as an empty box, play-test 39). A deck holds at most `MAX_CARDS` (500) cards, a beach at most
`MAX_CAPACITY` (90) ships and a card's value is at most `MAX_VALUE` (99).

Every rejection raises `DeckError` with one line naming the file, the card and the field,
e.g. ``standard.yaml: card 'Hawaii': beach 2: capacity must be >= 2 (got 1)``; beaches and
wakes are numbered from 1 in messages. `deck_from_data` validates already-parsed data (saved
game records embed the deck content); `load_deck` reads a file first. This module does
the file I/O so that `tongiaki.rules` never has to.
"""

from __future__ import annotations

import functools
import os
import re
import struct
import unicodedata
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, NoReturn

import yaml

from tongiaki.play.inputs import (
    BOM,
    DECK_LIMIT,
    InputError,
    LongInteger,
    megabytes,
    name_problem,
    read_text,
    shown_name,
)
from tongiaki.resources import GAME_FONT, SHIPPED_DECKS, data_path, user_decks_dir
from tongiaki.rules.cards import CREST_EDGE, Beach, Card, Deck, Wake
from tongiaki.rules.state import MAX_PLAYERS, MIN_PLAYERS, SHIPS_PER_PLAYER, start_seats

EDGES = range(6)
"""Valid edge numbers (R1.2)."""

MIN_CAPACITY = 2
"""Smallest beach capacity (R1.3)."""

MAX_CAPACITY = MAX_PLAYERS * SHIPS_PER_PLAYER
"""Largest beach capacity: every ship of six players (90). A beach can never hold more, and the
table draws a mooring spot for each place (a capacity of a million hung every picture of it)."""

MAX_VALUE = 99
"""Largest value of a card: two digits in its seal. Scores stay small enough for a saved game
(whose integers have at most 100 digits) and the results file."""

MAX_CARDS = 500
"""Most cards in a deck, the start island included: over 15 times the standard deck's 32. A
256 KB file holds 3,000 and more, whose games took minutes and whose contact sheet took 1 GB."""

DANGERS = (0, 2, 3, 4, 5, 6)
"""Valid danger numbers of a wake (R10): 0 means none printed."""

WAKES_PER_CARD = 3

TOP_KEYS = ("name", "start", "islands", "water")
ISLAND_KEYS = ("name", "value", "beaches")
WATER_KEYS = ("name", "wakes")
WATER_OPTIONAL_KEYS = ("value",)
BEACH_KEYS = ("capacity", "piers")
WAKE_KEYS = ("edges", "danger")


MAX_VALUES = 100_000
"""Most values (mappings, lists and scalars, aliases expanded) a deck may hold; the standard
deck has about 1,200."""


def undrawable(text: str) -> str | None:
    """Why `text` cannot be a deck's or card's name for want of glyphs: the first character the
    game's font lacks (it would show as an empty box: play-test 39's deck name with a shell
    emoji), by code point and Unicode name, not itself (the message shows in that font); None
    when the font has every one, or cannot be read (`font_characters`)."""
    drawable = font_characters()
    if drawable is None:
        return None
    for number, char in enumerate(text, 1):
        if ord(char) not in drawable:
            described = f"U+{ord(char):04X} {unicodedata.name(char, '')}".rstrip()
            return f"holds {described} (character {number}), which the game's font cannot draw"
    return None


@functools.cache
def font_characters() -> frozenset[int] | None:
    """The characters the game's font (`GAME_FONT`) has a glyph for, read from its character map
    (its Unicode subtables of formats 4 and 12); None when the file cannot be read or is not a
    font (the game then draws in pygame's own font, and no name is refused for it). Read here,
    without pygame: the rules and the deck tools need no display library."""
    try:
        return _cmap_characters(data_path(GAME_FONT).read_bytes())
    except (OSError, ValueError, struct.error):
        return None


def _cmap_characters(font: bytes) -> frozenset[int]:
    """The code points a TrueType/OpenType font's `cmap` maps to a glyph other than none."""
    tables = struct.unpack_from(">H", font, 4)[0]
    cmap = next((struct.unpack_from(">I", font, 12 + 16 * i + 8)[0] for i in range(tables)
                 if font[12 + 16 * i:16 + 16 * i] == b"cmap"), None)
    if cmap is None:
        raise ValueError("no character map")
    chars: set[int] = set()
    for i in range(struct.unpack_from(">H", font, cmap + 2)[0]):
        platform, encoding, offset = struct.unpack_from(">HHI", font, cmap + 4 + 8 * i)
        if not (platform == 0 or platform == 3 and encoding in (1, 10)):
            continue  # not Unicode
        table = cmap + offset
        kind = struct.unpack_from(">H", font, table)[0]
        if kind == 4:
            segments = struct.unpack_from(">H", font, table + 6)[0] // 2
            ends = struct.unpack_from(f">{segments}H", font, table + 14)
            starts = struct.unpack_from(f">{segments}H", font, table + 16 + 2 * segments)
            deltas = struct.unpack_from(f">{segments}h", font, table + 16 + 4 * segments)
            at = table + 16 + 6 * segments
            offsets = struct.unpack_from(f">{segments}H", font, at)
            for k in range(segments):
                for code in range(starts[k], min(ends[k], 0xFFFE) + 1):
                    if offsets[k] == 0:
                        glyph = (code + deltas[k]) & 0xFFFF
                    else:
                        glyph = struct.unpack_from(">H", font, at + 2 * k + offsets[k] + 2 * (code - starts[k]))[0]
                        glyph = (glyph + deltas[k]) & 0xFFFF if glyph else 0
                    if glyph:
                        chars.add(code)
        elif kind == 12:
            for group in range(struct.unpack_from(">I", font, table + 12)[0]):
                first, last, glyph = struct.unpack_from(">III", font, table + 16 + 12 * group)
                chars.update(range(first + (glyph == 0), last + 1))
    return frozenset(chars)


class DeckError(ValueError):
    """A deck was rejected; the message is one line naming the file, the card and the field."""


DEFAULT_DECK_PATH: Path = data_path("config/decks/standard.yaml")
"""config/decks/standard.yaml (R11), wherever the game's data lies (see tongiaki.resources)."""

DECK_SUFFIXES = (".yaml", ".yml")


def shipped_decks() -> list[Path]:
    """The decks that ship with the game, the standard deck first."""
    folder = data_path(SHIPPED_DECKS)
    files = _deck_files_in(folder)
    return sorted(files, key=lambda p: (p.name != "standard.yaml", p.name)) or [DEFAULT_DECK_PATH]


def user_decks() -> list[Path]:
    """The player's own decks: every YAML file in the user data folder's `decks/` (may be none)."""
    return _deck_files_in(user_decks_dir())


STARTER_DECK = "my-deck.yaml"
"""The copy of the standard deck put in a new user decks folder, to edit (its name is "My deck")."""


SCHEMA = "deck.schema.json"
"""The JSON Schema of the deck format, beside the shipped decks; each deck's first line names it."""


def make_user_decks_dir() -> Path:
    """Create the user decks folder if needed; a new one gets `my-deck.yaml`, a copy of the
    standard deck (with its comments on the format) named "My deck", ready to edit. The folder
    gets a copy of the schema (`SCHEMA`) that deck's first line points to, so that an editor's
    help works there (play-test 25 found it missing); a file of that name already there is the
    player's and stays, and a copy that cannot be written is left out (the decks work without it)."""
    folder = user_decks_dir()
    if not folder.is_dir():
        folder.mkdir(parents=True, exist_ok=True)
        text = DEFAULT_DECK_PATH.read_text(encoding="utf-8")
        starter = "\n".join("name: My deck" if line == "name: Standard" else line for line in text.split("\n"))
        (folder / STARTER_DECK).write_text(starter, encoding="utf-8")
    schema = data_path(SHIPPED_DECKS / SCHEMA)
    if not _exists(folder / SCHEMA) and _is_file(schema):
        try:
            with open(folder / SCHEMA, "xb") as copy:  # never over a file made meanwhile
                copy.write(schema.read_bytes())
        except OSError:  # made meanwhile, or a folder the game may not write: the decks still work
            pass
    return folder


def find_deck(name: str | os.PathLike[str]) -> Path:
    """The deck file `name` names: a path as given when it exists, else a shipped or user deck
    of that name (`calm-seas` or `calm-seas.yaml`), else the path as given (to report it)."""
    path = Path(name)
    if path.parent != Path(".") or _exists(path):
        return path
    for candidate in (*shipped_decks(), *user_decks()):
        if path.name in (candidate.name, candidate.stem):
            return candidate
    return path


def deck_file_of(deck: Deck) -> Path | None:
    """The shipped or user deck file that holds exactly `deck` (the same name and the same
    cards, e.g. the deck a saved game was played with), or None when no file does any more (a
    deck renamed, edited or removed since): the deck as a record keeps it is then the one to use."""
    for candidate in (*shipped_decks(), *user_decks()):
        try:
            if load_deck(candidate) == deck:
                return candidate
        except DeckError:
            continue
    return None


def _exists(path: Path) -> bool:
    """Whether `path` names something; False for a name the system cannot take (too long, ...),
    which `load_deck` then reports in one line (`Path.exists` raises on ENAMETOOLONG)."""
    try:
        return path.exists()
    except (OSError, ValueError):
        return False


def _is_file(path: Path) -> bool:
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False


def _deck_files_in(folder: Path) -> list[Path]:
    """Regular YAML files directly in `folder`, by name (none if the folder is missing)."""
    try:
        entries = list(folder.iterdir())
    except OSError:
        return []
    return sorted((p for p in entries if p.suffix.lower() in DECK_SUFFIXES and _is_file(p)), key=lambda p: p.name)


# --- YAML -------------------------------------------------------------------------------


_SafeLoader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's parser when PyYAML has it (several times faster), else the pure-Python one."""


class _DeckYamlLoader(_SafeLoader):  # type: ignore[misc,valid-type]
    """A safe YAML loader that rejects duplicate keys instead of silently keeping the last."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        if not isinstance(node, yaml.MappingNode):  # `!!set [1]`: the library says what it expected
            return super().construct_mapping(node, deep=deep)
        seen: set[tuple[str, str]] = set()
        for key_node, _ in node.value:
            if isinstance(key_node, yaml.ScalarNode) and key_node.tag != "tag:yaml.org,2002:merge":
                key = (key_node.tag, key_node.value)
                if key in seen:
                    raise yaml.constructor.ConstructorError(
                        None, None, f"duplicate key {key_node.value!r}", key_node.start_mark
                    )
                seen.add(key)
        mapping: dict[Any, Any] = super().construct_mapping(node, deep=deep)
        return mapping

    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
        """Any value the YAML library cannot convert (a 13th month, ...) is an error at its place.
        Not only ValueError: PyYAML's own constructors fail on some explicitly tagged values with
        whatever their code meets (`!!timestamp 1` AttributeError, `!!bool x` KeyError,
        `!!set [1]` TypeError)."""
        try:
            return super().construct_object(node, deep=deep)
        except (yaml.YAMLError, DeckError, RecursionError, MemoryError):
            raise
        except (ValueError, OverflowError) as error:
            reason = _one_line(error)
        except Exception:
            reason = f"not a valid {str(node.tag).rsplit(':', 1)[-1]}"
        shown = _one_line(node.value)[:40] if isinstance(node, yaml.ScalarNode) else node.tag
        raise yaml.constructor.ConstructorError(
            None, None, f"cannot read the value {shown!r} ({reason})", node.start_mark) from None

    def construct_long_safe_int(self, node: yaml.ScalarNode) -> int | LongInteger:
        """An integer, or a LongInteger for a literal too long to convert (no field needs one)."""
        text = str(self.construct_scalar(node))
        digits = sum(ch.isalnum() for ch in text)
        if digits > 100:
            return LongInteger(digits)
        value: int = super().construct_yaml_int(node)
        return value


_DeckYamlLoader.add_constructor("tag:yaml.org,2002:int", _DeckYamlLoader.construct_long_safe_int)


def _expanded_size(data: object, source: str) -> int:
    """How many values `data` holds with every alias expanded; DeckError past MAX_VALUES or on
    an alias that contains itself. Linear in the parsed data: shared parts are counted once each
    and multiplied, never walked again. A loop, not a recursion: YAML nests a thousand deep
    before libyaml refuses it, deeper than Python's recursion limit leaves room for."""
    if not isinstance(data, (dict, list)):
        return 1
    sizes: dict[int, int] = {}
    walking: set[int] = {id(data)}
    stack: list[tuple[object, Iterator[object], int]] = [(data, _children(data), 1)]  # value, what is left, count

    def grown(total: int) -> int:
        if total > MAX_VALUES:
            raise DeckError(f"{source}: the deck holds more than {MAX_VALUES:,} values, counting each "
                            "YAML alias as often as it is used (an alias expansion bomb?)")
        return total

    while True:
        value, rest, total = stack[-1]
        for child in rest:
            if not isinstance(child, (dict, list)):
                total = grown(total + 1)
            elif id(child) in sizes:
                total = grown(total + sizes[id(child)])
            elif id(child) in walking:
                raise DeckError(f"{source}: a YAML alias refers to a value that contains it")
            else:  # walk it first, then go on here
                stack[-1] = (value, rest, total)
                walking.add(id(child))
                stack.append((child, _children(child), 1))
                break
        else:
            stack.pop()
            walking.discard(id(value))
            sizes[id(value)] = total
            if not stack:
                return total
            parent, parent_rest, parent_total = stack[-1]
            stack[-1] = (parent, parent_rest, grown(parent_total + total))


def _children(value: dict[Any, Any] | list[Any]) -> Iterator[object]:
    """The keys and values of a mapping, the items of a list."""
    return iter([*value.keys(), *value.values()] if isinstance(value, dict) else value)


def _one_line(text: object) -> str:
    """Collapse whitespace (including line breaks) so a message stays on one line."""
    return " ".join(str(text).split())


_YAML_LINE_BREAK = re.compile("\r\n|[\r\n\x85\u2028\u2029]")
"""What YAML counts as a line break (its marks count lines by these)."""


def _line_count(text: str) -> int:
    """How many lines `text` has as YAML counts them (a last line break opens no line)."""
    lines = _YAML_LINE_BREAK.split(text)
    return len(lines) - 1 if len(lines) > 1 and not lines[-1] else len(lines)


def _yaml_error_message(error: yaml.YAMLError, text: str) -> str:
    """A one-line description of a YAML error in `text`, with its position when known. The end
    of the text is named as such, at its last line: libyaml marks it one line past the last (a
    play-test's deck of 37 lines cut in a line was said to break "at line 39")."""
    mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
    problem = getattr(error, "problem", None) or getattr(error, "context", None) or str(error)
    where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark is not None else ""
    last = _line_count(text)
    if mark is not None and mark.line >= last:
        where = f" at the end of the file (line {last})"
    if isinstance(error, yaml.constructor.ConstructorError):
        return f"invalid YAML{where}: {_one_line(problem)}"
    return f"YAML syntax error{where}: {_one_line(problem)}"


def deck_from_yaml(text: str, source: str) -> Deck:
    """Parse and validate deck YAML `text`; `source` names it in error messages."""
    if len(text) > DECK_LIMIT:
        raise DeckError(f"{source}: the deck is too large (over {megabytes(DECK_LIMIT)})")
    if text.startswith(BOM):
        text = text[1:]
    if not text.strip():
        raise DeckError(f"{source}: file is empty")
    try:
        data = yaml.load(text, Loader=_DeckYamlLoader)  # noqa: S506 - a SafeLoader subclass
    except yaml.YAMLError as error:
        raise DeckError(f"{source}: {_yaml_error_message(error, text)}") from None
    except RecursionError:
        raise DeckError(f"{source}: YAML nesting is too deep") from None
    except UnicodeDecodeError:  # libyaml's parser: a tag whose %-escapes are not UTF-8 (`!<tag:%ED%A0%80>`)
        raise DeckError(f"{source}: invalid YAML: a tag's %-escapes do not spell UTF-8 text") from None
    except (ValueError, TypeError, LookupError, AttributeError) as error:  # the library failing on odd input
        raise DeckError(f"{source}: invalid YAML ({_one_line(error)[:100]})") from None
    if data is None:
        raise DeckError(f"{source}: file is empty (only comments)")
    return deck_from_data(data, source)


def load_deck(path: str | os.PathLike[str]) -> Deck:
    """Read, parse and validate the deck file at `path` (DeckError if anything is wrong).

    A bare name that is not a file in the current folder may name a shipped or user deck
    (`standard`, `calm-seas.yaml`), so `--deck calm-seas` works from any folder.
    """
    file_path = find_deck(path)
    source = shown_name(file_path.name or str(file_path))
    try:
        text = read_text(file_path, limit=DECK_LIMIT, what="deck", folder="directory")
    except InputError as error:
        raise DeckError(f"{source}: {error}") from None
    return deck_from_yaml(text, source)


@functools.lru_cache(maxsize=1)
def load_default_deck() -> Deck:
    """The standard deck (R11), loaded once and shared (Deck is immutable)."""
    return load_deck(DEFAULT_DECK_PATH)


# --- validation -------------------------------------------------------------------------


class _Validator:
    """Turns plain deck data into a Deck, raising DeckError at the first problem (R10)."""

    def __init__(self, source: str, drawable_names: bool = True) -> None:
        self.source = source
        self.names: dict[str, str] = {}  # card name -> positional label of its first use
        self.drawable = undrawable if drawable_names else _any_glyphs
        """Why a name cannot be drawn (`undrawable`), or never, for a saved game's deck."""

    def fail(self, where: str, message: str) -> NoReturn:
        parts = [self.source, where, message] if where else [self.source, message]
        raise DeckError(_one_line(": ".join(parts)))

    # helpers ------------------------------------------------------------------------------

    @staticmethod
    def is_int(value: object) -> bool:
        return isinstance(value, int) and not isinstance(value, bool)

    @staticmethod
    def describe(value: object) -> str:
        """Type and short text of a wrong value, for messages."""
        if isinstance(value, LongInteger):
            return f"an integer of {value.digits} digits"
        kind = {dict: "a mapping", list: "a list", str: "text", bool: "a boolean", type(None): "empty"}.get(
            type(value), type(value).__name__
        )
        if value is None or isinstance(value, (dict, list)):
            return kind  # never its repr: a list nested a thousand deep has none
        text = repr(value)
        return f"{kind} {text if len(text) <= 40 else text[:37] + '...'}"

    def mapping(self, value: object, where: str, what: str) -> Mapping[Any, Any]:
        if not isinstance(value, Mapping):
            self.fail(where, f"must be a mapping ({what}), not {self.describe(value)}")
        return value

    def sequence(self, value: object, where: str, what: str) -> Sequence[Any]:
        if not isinstance(value, (list, tuple)):
            self.fail(where, f"must be a list of {what}, not {self.describe(value)}")
        return value

    def keys(
        self, data: Mapping[Any, Any], where: str, required: Sequence[str], optional: Sequence[str] = ()
    ) -> None:
        allowed = (*required, *optional)
        for key in data:
            if key not in allowed:
                shown = f"'{key}'" if isinstance(key, str) else repr(key)
                self.fail(where, f"unknown key {shown} (expected {', '.join(allowed)})")
        for key in required:
            if key not in data:
                self.fail(where, f"missing key '{key}'")

    def integer(self, value: object, where: str, field: str) -> int:
        if isinstance(value, LongInteger):
            self.fail(where, f"{field} is too long to be a number here ({value.digits} digits)")
        if not self.is_int(value):
            self.fail(where, f"{field} must be an integer, not {self.describe(value)}")
        return value  # type: ignore[return-value]

    def name(self, value: object, where: str, field: str = "name") -> str:
        if not isinstance(value, str) or not value.strip():
            self.fail(where, f"{field} must be non-empty text, not {self.describe(value)}")
        problem = name_problem(value) or self.drawable(value)
        if problem is not None:
            self.fail(where, f"{field} {problem}")
        return value

    def label(self, data: object, fallback: str) -> str:
        """`card 'Name'` when the card has a usable name, else its position in the file."""
        if isinstance(data, Mapping):
            name = data.get("name")
            if isinstance(name, str) and name.strip() and name_problem(name) is None and self.drawable(name) is None:
                return f"card '{name}'"
        return fallback

    # cards --------------------------------------------------------------------------------

    def card_header(
        self, data: object, position: str, required: Sequence[str], optional: Sequence[str] = ()
    ) -> tuple[Mapping[Any, Any], str, str]:
        """Check a card's shape and name; returns (data, label, name)."""
        card = self.mapping(data, position, "a card")
        where = self.label(card, position)
        self.keys(card, where, required, optional)
        name = self.name(card["name"], where)
        if name in self.names:
            self.fail(where, f"duplicate name (also the name of {self.names[name]})")
        self.names[name] = "the start island" if position == "start" else position
        return card, where, name

    def value(self, card: Mapping[Any, Any], where: str) -> int:
        value = self.integer(card.get("value", 0), where, "value")
        if value < 0:
            self.fail(where, f"value must be >= 0 (got {value})")
        if value > MAX_VALUE:
            self.fail(where, f"value must be at most {MAX_VALUE} (got {value})")
        return value

    def island(self, data: object, position: str, *, start: bool) -> Card:
        card, where, name = self.card_header(data, position, ISLAND_KEYS)
        value = self.value(card, where)
        beaches_data = self.sequence(card["beaches"], f"{where}: beaches", "beaches")
        if not beaches_data:
            if start:
                self.fail(where, "beaches: the start island needs at least one beach with a pier")
            self.fail(where, "beaches: an island needs at least one beach")
        used_edges: dict[int, int] = {}  # pier edge -> beach number
        beaches: list[Beach] = []
        for number, beach_data in enumerate(beaches_data, start=1):
            beach_where = f"{where}: beach {number}"
            beach = self.mapping(beach_data, beach_where, "capacity and piers")
            self.keys(beach, beach_where, BEACH_KEYS)
            capacity = self.integer(beach["capacity"], beach_where, "capacity")
            if capacity < MIN_CAPACITY:
                self.fail(beach_where, f"capacity must be >= {MIN_CAPACITY} (got {capacity})")
            if capacity > MAX_CAPACITY:
                self.fail(beach_where, f"capacity must be at most {MAX_CAPACITY} (the ships of {MAX_PLAYERS} "
                                       f"players; got {capacity})")
            piers_data = self.sequence(beach["piers"], f"{beach_where}: piers", "edges 0-5")
            if not piers_data:
                self.fail(beach_where, "piers: a beach needs at least one pier")
            piers: list[int] = []
            for edge in piers_data:
                edge = self.integer(edge, beach_where, "pier edge")
                if edge not in EDGES:
                    self.fail(beach_where, f"pier edge must be 0-5 (got {edge})")
                if edge in used_edges:
                    other = used_edges[edge]
                    problem = "used twice on this beach" if other == number else f"already used by beach {other}"
                    self.fail(beach_where, f"pier edge {edge} is {problem}")
                if not start and edge == CREST_EDGE:
                    self.fail(beach_where, "stack islands may not have a pier on edge 0 (the crest edge)")
                used_edges[edge] = number
                piers.append(edge)
            beaches.append(Beach(capacity, tuple(piers)))
        return Card(name=name, is_island=True, value=value, beaches=tuple(beaches), is_start=start)

    def water(self, data: object, position: str) -> Card:
        card, where, name = self.card_header(data, position, WATER_KEYS, WATER_OPTIONAL_KEYS)
        value = self.value(card, where)
        wakes_data = self.sequence(card["wakes"], f"{where}: wakes", "wakes")
        if len(wakes_data) != WAKES_PER_CARD:
            count = len(wakes_data)
            self.fail(where, f"wakes: a water card needs exactly {WAKES_PER_CARD} wakes (got {count})")
        used_edges: dict[int, int] = {}  # edge -> wake number
        wakes: list[Wake] = []
        for number, wake_data in enumerate(wakes_data, start=1):
            wake_where = f"{where}: wake {number}"
            wake = self.mapping(wake_data, wake_where, "edges and danger")
            self.keys(wake, wake_where, WAKE_KEYS)
            edges = self.sequence(wake["edges"], f"{wake_where}: edges", "two edges 0-5")
            if len(edges) != 2:
                self.fail(wake_where, f"edges must list exactly 2 edges (got {len(edges)})")
            for edge in edges:
                edge = self.integer(edge, wake_where, "edge")
                if edge not in EDGES:
                    self.fail(wake_where, f"edge must be 0-5 (got {edge})")
                if edge in used_edges:
                    other = used_edges[edge]
                    problem = "used twice by this wake" if other == number else f"already used by wake {other}"
                    self.fail(wake_where, f"edge {edge} is {problem}")
                used_edges[edge] = number
            danger = self.integer(wake["danger"], wake_where, "danger")
            if danger not in DANGERS:
                self.fail(wake_where, f"danger must be 0 or 2..6 (got {danger})")
            wakes.append(Wake(edges[0], edges[1], danger))
        # Three wakes of two distinct, unused edges each necessarily cover all six edges.
        return Card(name=name, is_island=False, value=value, wakes=tuple(wakes))

    # deck ---------------------------------------------------------------------------------

    def deck(self, data: object) -> Deck:
        if data is None:
            self.fail("", "deck is empty")
        if not isinstance(data, Mapping):
            expected = ", ".join(TOP_KEYS)
            self.fail("", f"a deck must be a mapping with keys {expected}, not {self.describe(data)}")
        top: Mapping[Any, Any] = data
        self.keys(top, "top level", TOP_KEYS)
        deck_name = self.name(top["name"], "", "deck name")
        start = self.island(top["start"], "start", start=True)
        if start_seats(start) < 2 * MIN_PLAYERS:
            self.fail(f"card '{start.name}'", f"beaches: the start island seats {start_seats(start)} ships with a "
                      f"spot free on each beach; {MIN_PLAYERS} players need {2 * MIN_PLAYERS} (R10)")
        islands_data = self.sequence(top["islands"], "islands", "island cards")
        water_data = self.sequence(top["water"], "water", "water cards")
        cards = 1 + len(islands_data) + len(water_data)
        if cards > MAX_CARDS:
            self.fail("", f"the deck has {cards:,} cards; a deck has at most {MAX_CARDS}")
        islands = [
            self.island(d, f"islands entry {i}", start=False) for i, d in enumerate(islands_data, start=1)
        ]
        waters = [self.water(d, f"water entry {i}") for i, d in enumerate(water_data, start=1)]
        if not islands:
            self.fail("islands", "the stack needs at least one island card")
        if not waters:
            self.fail("water", "the stack needs at least one water card")
        return Deck(name=deck_name, cards=(start, *islands, *waters))


def deck_from_data(data: object, source: str, *, drawable_names: bool = True) -> Deck:
    """Validate plain deck data (the schema of `Deck.to_data()`) and build the Deck.

    `source` names the origin in error messages (a file's basename, or e.g. a record file).
    Without `drawable_names`, names with characters the game's font lacks are taken (a saved
    game's deck: one saved before the loader refused them still opens, its names drawn as the
    font can). The input is not modified. Raises DeckError with a one-line message on any problem.
    """
    _expanded_size(data, source)  # before anything walks it: shared parts may expand enormously
    return _Validator(source, drawable_names).deck(data)


def _any_glyphs(text: str) -> str | None:
    """No name is refused for want of glyphs (`deck_from_data` without `drawable_names`)."""
    return None


# --- summary and command line -----------------------------------------------------------


def deck_summary(deck: Deck) -> str:
    """A few lines describing `deck`: card counts, islands per value, wakes per danger."""
    islands = [c for c in deck.cards[1:] if c.is_island]
    waters = [c for c in deck.cards[1:] if c.is_water]
    start = deck.start
    lines = [
        f"Deck '{deck.name}': {len(deck.cards)} cards: start island {start.name} "
        f"and a stack of {len(islands) + len(waters)} ({len(islands)} islands, {len(waters)} water cards)",
        f"Start: {start.name}, value {start.value}, {len(start.beaches)} beaches, {start.spots} spots, "
        f"piers on edges {' '.join(str(e) for e in sorted(start.pier_edges()))}",
        f"Islands by value ({sum(c.spots for c in islands)} spots on "
        f"{sum(len(c.beaches) for c in islands)} beaches, {sum(c.value for c in islands)} points in all):",
    ]
    by_value: dict[int, list[str]] = {}
    for card in islands:
        by_value.setdefault(card.value, []).append(card.name)
    for value in sorted(by_value):
        names = by_value[value]
        lines.append(f"  {value}: {len(names)} island{'s' if len(names) != 1 else ''} ({', '.join(names)})")
    dangers = Counter(w.danger for c in waters for w in c.wakes)
    lines.append(f"Water wakes by danger ({sum(dangers.values())} wakes on {len(waters)} cards):")
    for danger in sorted(dangers):
        note = " (none printed)" if danger == 0 else ""
        lines.append(f"  {danger}: {dangers[danger]} wake{'s' if dangers[danger] != 1 else ''}{note}")
    return "\n".join(lines)
