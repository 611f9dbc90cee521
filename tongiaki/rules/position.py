"""A position as one line of text (like a chess FEN): write it from a state, read it back.

`position_text(state)` writes everything a `GameState` needs to continue exactly: the cards on
the table (id, cell, rotation), the ships on each beach, supplies, kings, stranded fleets, the
stack's composition, removed cards, the player to move, the turn and the phase with its step
data (a reproduction under way, a fleet at sea or landing, a card to place, the chain's options)
and the arrangements this turn's chain has emigrated from (R7.6). `from_position(text, deck)`
validates it against the deck and the invariants and raises `PositionError` with one line
naming the field. (They are functions of this module, not methods of `GameState`: the text form
reads and checks a whole state, so it sits above the state module rather than inside it.)
Fields are `name=value`, separated by `;`:

    tongiaki-position 1;players=3;active=0;turn=4;phase=action;steps=9;end=0;stall=0;revealed=0;
    setup=6;cards=0@0,0r0 3@0,-1r3;ships=0,0/1:0.1 0,-1/0:2;supply=14.14.14;kings=;kings-used=0.0.0;
    stranded=;stack=1.2.4;removed=;repro=-;voyage=-;land=-;place=-1 -;settle=-;chain=;seen=

(written as one line). Owners and card ids are joined by `.`, cells are `q,r`, a beach is
`q,r/b`; `-` or an empty value means none.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from tongiaki.rules.cards import Deck
from tongiaki.rules.hexgrid import Cell, format_cell, parse_cell
from tongiaki.rules.invariants import check_state
from tongiaki.rules.options import Option
from tongiaki.rules.routes import Voyage
from tongiaki.rules.state import GameState, check_players
from tongiaki.rules.steps import (
    ACTION,
    ENTER,
    OVER,
    REPRO_ISLAND,
    SETUP,
    Chain,
    Land,
    Phase,
    PlaceCard,
    PlaceMode,
    PlaceReveal,
    ReproBeach,
    Settle,
    Step,
    VoyageReveal,
)

HEADER = "tongiaki-position 1"
FIELDS = ("players", "active", "turn", "phase", "steps", "end", "stall", "revealed", "setup", "cards", "ships",
          "supply", "kings", "kings-used", "stranded", "stack", "removed", "repro", "voyage", "land", "place",
          "settle", "chain", "seen")
PLACE_MODES = tuple(mode.value for mode in PlaceMode)

T = TypeVar("T")


class PositionError(ValueError):
    """A position text was refused; the message is one line naming the field."""


# --- writing ----------------------------------------------------------------------------


def _ints(values: object) -> str:
    return ".".join(str(v) for v in values)  # type: ignore[attr-defined]


def _cell(cell: Cell | None) -> str:
    return "-" if cell is None else format_cell(cell)


def _arrangement_text(items: object) -> str:
    return " ".join(f"{format_cell(cell)}/{b}:{_ints(owners)}" for (cell, b), owners in sorted(items))  # type: ignore[call-overload]


def position_text(state: GameState) -> str:
    """The state as one line of position text (see the module docstring)."""
    v = state.voyage
    fields = {
        "players": str(state.players),
        "active": str(state.active),
        "turn": str(state.turn),
        "phase": state.phase.name.lower(),
        "steps": str(state.steps),
        "end": str(int(state.end_triggered)),
        "stall": str(state.turns_without_reveal),
        "revealed": str(int(state.revealed_this_turn)),
        "setup": str(state.setup_placed),
        "cards": " ".join(f"{cid}@{format_cell(cell)}r{state.rotations[cell]}" for cell, cid in state.cells.items()),
        "ships": _arrangement_text((k, occ) for k, occ in state.ships.items() if occ),
        "supply": _ints(state.supply),
        "kings": " ".join(f"{format_cell(c)}:{p}" for c, p in state.kings.items()),
        "kings-used": _ints(state.kings_used),
        "stranded": " ".join(f"{format_cell(c)}:{_ints(o)}" for c, o in state.stranded),
        "stack": _ints(state.stack),
        "removed": _ints(state.removed),
        "repro": "-" if state.repro_cell is None else
        f"{format_cell(state.repro_cell)}:{state.repro_left}:{_ints(state.repro_used)}",
        "voyage": "-" if v is None else
        f"{_ints(v.fleet)}:{format_cell(v.origin)}:{format_cell(v.cell)}:{v.direction}:{int(v.stop_after_crossing)}",
        "land": "-" if state.land_cell is None else
        f"{format_cell(state.land_cell)}:{_ints(state.land_fleet)}:{_ints(sorted(state.land_owed))}",
        "place": f"{state.place_card} {state.place_mode or '-'}",
        "settle": _cell(state.settle_cell),
        "chain": "|".join(str(o) for o in state.chain_options),
        "seen": "|".join(sorted(_arrangement_text(a) for a in state.seen)),
    }
    return ";".join([HEADER, *(f"{k}={fields[k]}" for k in FIELDS)])


# --- reading ----------------------------------------------------------------------------


def _parse(field: str, text: str, parse: Callable[[str], T]) -> T:
    try:
        return parse(text)
    except (ValueError, IndexError, KeyError) as error:
        raise PositionError(f"position field {field!r}: cannot read {text[:60]!r} ({error})") from None


def _int_list(text: str) -> list[int]:
    return [int(w) for w in text.split(".")] if text.strip() else []


def _beach(text: str) -> tuple[Cell, int]:
    cell, beach = text.split("/")
    return parse_cell(cell), int(beach)


def _arrangement(text: str) -> dict[tuple[Cell, int], tuple[int, ...]]:
    result: dict[tuple[Cell, int], tuple[int, ...]] = {}
    for word in text.split():
        key, owners = word.split(":")
        result[_beach(key)] = tuple(_int_list(owners))
    return result


def _optional_cell(text: str) -> Cell | None:
    return None if text == "-" else parse_cell(text)


def from_position(text: str, deck: Deck) -> GameState:
    """The state a position text describes, for `deck`; PositionError (one line) if the text
    is malformed, does not fit the deck, or breaks an invariant of the rules."""
    parts = text.strip().split(";")
    if not parts or parts[0] != HEADER:
        raise PositionError(f"a position text starts with {HEADER!r}")
    fields: dict[str, str] = {}
    for part in parts[1:]:
        name, sep, value = part.partition("=")
        if not sep or name not in FIELDS:
            raise PositionError(f"position field {name!r} is unknown (expected {', '.join(FIELDS)})")
        if name in fields:
            raise PositionError(f"position field {name!r} is given twice")
        fields[name] = value
    missing = [f for f in FIELDS if f not in fields]
    if missing:
        raise PositionError(f"position field {missing[0]!r} is missing")

    players = _parse("players", fields["players"], int)
    try:
        check_players(deck, players)
    except ValueError as error:
        raise PositionError(f"position field 'players': {error}") from None
    state = GameState(deck, players)
    n_cards = len(deck.cards)
    for word in fields["cards"].split():
        cid, cell, rotation = _parse("cards", word, _card_word)
        if not 0 <= cid < n_cards or not 0 <= rotation < 6:
            raise PositionError(f"position field 'cards': {word!r} is not a card of deck '{deck.name}' "
                                "with a rotation 0-5")
        if cell in state.cells or cid in state.cells.values():
            raise PositionError(f"position field 'cards': {word!r} repeats a cell or a card")
        state._attach(cid, cell, rotation)
    for key, owners in _parse("ships", fields["ships"], _arrangement).items():
        if key not in state.ships:
            raise PositionError(f"position field 'ships': no beach {format_cell(key[0])}/{key[1]} on the table")
        if len(owners) > state.capacity(*key) or any(not 0 <= p < players for p in owners):
            raise PositionError(f"position field 'ships': beach {format_cell(key[0])}/{key[1]} holds too many "
                                "ships or a player who is not in the game")
        state._load_ships(key, owners)
    state.supply = _parse("supply", fields["supply"], _int_list)
    state.kings_used = _parse("kings-used", fields["kings-used"], _int_list)
    for name, values in (("supply", state.supply), ("kings-used", state.kings_used)):
        if len(values) != players:
            raise PositionError(f"position field {name!r}: {len(values)} numbers for {players} players")
    state.kings = {}
    for word in fields["kings"].split():
        cell, player = _parse("kings", word, lambda w: (parse_cell(w.split(":")[0]), int(w.split(":")[1])))
        if cell not in state.cells or not 0 <= player < players:
            raise PositionError(f"position field 'kings': {word!r} is not an island of the table and a player")
        state.kings[cell] = player
    state.stranded = [_parse("stranded", w, lambda w: (parse_cell(w.split(":")[0]), tuple(_int_list(w.split(":")[1]))))
                      for w in fields["stranded"].split()]
    state.stack = tuple(sorted(_parse("stack", fields["stack"], _int_list)))
    state.removed = _parse("removed", fields["removed"], _int_list)
    state.active = _parse("active", fields["active"], int)
    if not 0 <= state.active < players:
        raise PositionError(f"position field 'active': {state.active} is not a player of {players}")
    state.turn = _parse("turn", fields["turn"], int)
    phase = fields["phase"].upper()
    if phase not in Phase.__members__:
        raise PositionError(f"position field 'phase': {fields['phase']!r} is not one of "
                            f"{', '.join(p.name.lower() for p in Phase)}")
    phase_now = Phase[phase]  # its step data are read below; _step checks they fit the phase
    state.steps = _parse("steps", fields["steps"], int)
    state.end_triggered = _parse("end", fields["end"], _flag)
    state.turns_without_reveal = _parse("stall", fields["stall"], int)
    state.revealed_this_turn = _parse("revealed", fields["revealed"], _flag)
    state.setup_placed = _parse("setup", fields["setup"], int)
    repro: ReproBeach | None = None
    if fields["repro"] != "-":
        repro_cell, left, used = _parse("repro", fields["repro"], lambda t: t.split(":"))
        repro = ReproBeach(_parse("repro", repro_cell, parse_cell), _parse("repro", left, int),
                           tuple(_parse("repro", used, _int_list)))
    voyage: Voyage | None = None
    if fields["voyage"] != "-":
        fleet, origin, voyage_cell, direction, stop = _parse("voyage", fields["voyage"], lambda t: t.split(":"))
        voyage = Voyage(tuple(_parse("voyage", fleet, _int_list)), _parse("voyage", origin, parse_cell),
                        _parse("voyage", voyage_cell, parse_cell), _parse("voyage", direction, int),
                        _parse("voyage", stop, _flag))
    land: Land | None = None
    if fields["land"] != "-":
        land_cell, fleet, owed = _parse("land", fields["land"], lambda t: t.split(":"))
        land = Land(_parse("land", land_cell, parse_cell), tuple(_parse("land", fleet, _int_list)),
                    frozenset(_parse("land", owed, _int_list)))
    card, mode = _parse("place", fields["place"], lambda t: t.split(" "))
    place_card = _parse("place", card, int)
    if ("" if mode == "-" else mode) not in PLACE_MODES:
        raise PositionError(f"position field 'place': mode {mode!r} is not resettle, infinite or -")
    place_mode = PlaceMode("" if mode == "-" else mode)
    settle_cell = _parse("settle", fields["settle"], _optional_cell)
    chain_options = tuple(_parse("chain", o, Option.parse) for o in fields["chain"].split("|") if o)
    state._go(_step(phase_now, repro, voyage, land, place_card, place_mode, settle_cell, chain_options))
    state.seen = {frozenset(_parse("seen", a, _arrangement).items()) for a in fields["seen"].split("|") if a}
    state._reindex()
    problems = check_state(state)
    if problems:
        raise PositionError(f"position breaks the rules: {problems[0]}")
    try:
        state._update_pending()  # the pending node must be computable
    except (KeyError, AttributeError, TypeError, AssertionError, ValueError) as error:
        raise PositionError(f"position field 'phase': {fields['phase']} does not fit the step data ({error})") from None
    return state


def _step(phase: Phase, repro: ReproBeach | None, voyage: Voyage | None, land: Land | None, place_card: int,
          place_mode: PlaceMode, settle_cell: Cell | None, chain_options: tuple[Option, ...]) -> Step:
    """The step `phase` names, with its data (PositionError naming the field a phase lacks)."""
    simple: dict[Phase, Step] = {Phase.SETUP: SETUP, Phase.ACTION: ACTION, Phase.ENTER: ENTER,
                                 Phase.REPRO_ISLAND: REPRO_ISLAND, Phase.OVER: OVER}
    if phase in simple:
        return simple[phase]
    if phase is Phase.REPRO_BEACH:
        if repro is None:
            raise PositionError("position field 'repro': phase repro_beach needs the reproduction under way")
        return repro
    if phase is Phase.CHAIN:
        return Chain(chain_options)
    if phase is Phase.VOYAGE_REVEAL:
        if voyage is None:
            raise PositionError("position field 'voyage': phase voyage_reveal needs the fleet at sea")
        return VoyageReveal(voyage)
    if phase is Phase.LAND:
        if land is None:
            raise PositionError("position field 'land': phase land needs the landing fleet")
        return land
    if phase is Phase.PLACE_REVEAL or phase is Phase.PLACE_CARD:
        if place_mode is PlaceMode.NONE:
            raise PositionError(f"position field 'place': phase {phase.name.lower()} needs a mode (resettle or "
                                "infinite)")
        if phase is Phase.PLACE_REVEAL:
            return PlaceReveal(place_mode)
        if place_card < 0:
            raise PositionError("position field 'place': phase place_card needs the card to place")
        return PlaceCard(place_card, place_mode)
    if settle_cell is None:
        raise PositionError("position field 'settle': phase settle needs the island")
    return Settle(settle_cell)


def _card_word(word: str) -> tuple[int, Cell, int]:
    cid, rest = word.split("@")
    cell, rotation = rest.split("r")
    return int(cid), parse_cell(cell), int(rotation)


def _flag(text: str) -> bool:
    if text not in ("0", "1"):
        raise ValueError("expected 0 or 1")
    return text == "1"
