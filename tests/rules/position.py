"""Position builder for the rules scenario tests: a game in the middle, set up in a few lines.

`position(deck, cards=..., ships=...)` makes a `GameState` at the start of a turn (phase ACTION)
without replaying a game: it writes the position text of the named cards and ships, deriving
the rest (supplies, stack, removed cards), and reads it with `from_position`, which
refuses positions that break an invariant; a full beach (R5.2) is refused here too.

    state = position(DECK, players=3,
                     cards={(0, 0): "Tonga", (0, -1): ("A", 3)},     # name or (name, rotation)
                     ships={"Tonga/2": "0 0 1", "A/0": "1"},         # "island/beach": owners
                     kings={"K": 2}, stack=["B", "Calm"], active=1)

Beaches are named `island/beach` (island names are unique in a deck); owners are player
indices separated by spaces. The helpers below apply options from their text form
(`play(state, "reproduce 0,0", "reveal Calm")`, where `reveal NAME` names a card) and show
the table in the same notation (`table(state) == {"Tonga/2": "0 0 1"}`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from tongiaki.rules import Card, Deck, Event, EventKind, GameState, Option, OptionKind, island, water
from tongiaki.rules.hexgrid import DIRECTION_OFFSETS, ORIGIN, Cell, format_cell, neighbour
from tongiaki.rules.position import FIELDS, HEADER, PositionError, from_position
from tongiaki.rules.state import SHIPS_PER_PLAYER

Owners = str | Iterable[int]
"""Ships on a beach or at sea: `"0 0 1"` or `(0, 0, 1)`."""

CardSpec = str | tuple[str, int]
"""A card on the table: its name (rotation 0) or `(name, rotation)`."""

TONGA = island("Tonga", 0, [(3, (edge,)) for edge in range(6)], start=True)
"""The starting island of R1.5: six beaches of 3 spots, one pier on each edge."""


def calm(name: str) -> Card:
    """A water card with three straight wakes and no danger: a fleet sails straight across."""
    return water(name, [(0, 3, 0), (1, 4, 0), (2, 5, 0)])


def rough(name: str, danger: int) -> Card:
    """A water card with three straight wakes, all of the same danger."""
    return water(name, [(0, 3, danger), (1, 4, danger), (2, 5, danger)])


def bend(name: str, danger: int = 0) -> Card:
    """A water card with wakes 0-5 (of `danger`), 1-2 and 3-4: entering at the crest, a fleet turns.

    Attached for a voyage heading in direction `d`, it sends the fleet on in direction `d + 2`.
    """
    return water(name, [(0, 5, danger), (1, 2, 0), (3, 4, 0)])


def make_deck(*stack: Card, start: Card = TONGA, name: str = "test") -> Deck:
    """A deck of the given stack cards (card ids 1, 2, ... in this order) after `start` (id 0)."""
    return Deck(name, (start, *stack))


def owners(ships: Owners) -> tuple[int, ...]:
    """`"0 0 1"` or an iterable of ints as a tuple of player indices."""
    if isinstance(ships, str):
        return tuple(int(word) for word in ships.split())
    return tuple(ships)


def position(
    deck: Deck,
    players: int = 3,
    *,
    cards: Mapping[Cell, CardSpec] | None = None,
    ships: Mapping[str | tuple[Cell, int], Owners] | None = None,
    kings: Mapping[str, int] | None = None,
    stranded: Sequence[tuple[Cell, Owners]] = (),
    supply: Sequence[int] | None = None,
    stack: Iterable[str] | None = None,
    kings_used: Sequence[int] | None = None,
    active: int = 0,
    turn: int | None = None,
    turns_without_reveal: int = 0,
    end_triggered: bool = False,
) -> GameState:
    """A consistent position at the start of `active`'s turn (see the module docstring).

    `cards` defaults to the start island alone at the origin. `supply` defaults to 15 minus
    each player's ships on beaches, kings and stranded ships; `kings_used` to the kings on the
    table; `stack` to every card not on the table (cards neither on the table nor in a given
    `stack` count as removed from the game). Raises ValueError for an impossible position.
    """
    if cards is None:
        cards = {ORIGIN: deck.start.name}
    cell_of_name: dict[str, Cell] = {}
    card_words: list[str] = []
    for cell, spec in cards.items():
        name, rotation = (spec, 0) if isinstance(spec, str) else spec
        if name in cell_of_name:
            raise ValueError(f"card {name!r} is on the table twice")
        cell_of_name[name] = cell
        card_words.append(f"{card_id(deck, name)}@{format_cell(cell)}r{rotation}")
    beach_ships = {_beach_key(key, cell_of_name): owners(text) for key, text in (ships or {}).items()}
    king_cells = {cell_of_name[name]: player for name, player in (kings or {}).items()}
    stranded_fleets = [(cell, owners(fleet)) for cell, fleet in stranded]

    king_count = Counter(king_cells.values())
    if kings_used is None:
        kings_used = [king_count[p] for p in range(players)]
    if supply is None:
        on_table = Counter(p for occ in beach_ships.values() for p in occ)
        on_table.update(king_cells.values())
        on_table.update(p for _, fleet in stranded_fleets for p in fleet)
        supply = [SHIPS_PER_PLAYER - on_table[p] for p in range(players)]

    on_table_ids = {card_id(deck, name) for name in cell_of_name}
    if stack is None:
        stack_ids = [cid for cid in range(1, len(deck.cards)) if cid not in on_table_ids]
    else:
        stack_ids = [card_id(deck, name) for name in stack]
        if on_table_ids & set(stack_ids) or len(set(stack_ids)) != len(stack_ids):
            raise ValueError("a card is both on the table and in the stack, or twice in the stack")
    removed = [cid for cid in range(len(deck.cards)) if cid not in on_table_ids and cid not in stack_ids]

    def dots(values: Iterable[int]) -> str:
        return ".".join(str(v) for v in values)

    fields = {
        "players": players, "active": active, "turn": turn if turn is not None else players + active + 1,
        "phase": "action", "steps": 0, "end": int(end_triggered), "stall": turns_without_reveal,
        "revealed": 0, "setup": 2 * players, "cards": " ".join(card_words),
        "ships": " ".join(f"{format_cell(c)}/{b}:{dots(o)}" for (c, b), o in beach_ships.items() if o),
        "supply": dots(supply), "kings": " ".join(f"{format_cell(c)}:{p}" for c, p in king_cells.items()),
        "kings-used": dots(kings_used), "stranded": " ".join(f"{format_cell(c)}:{dots(f)}" for c, f in stranded_fleets),
        "stack": dots(sorted(stack_ids)), "removed": dots(removed), "repro": "-", "voyage": "-", "land": "-",
        "place": "-1 -", "settle": "-", "chain": "", "seen": "",
    }
    text = ";".join([HEADER, *(f"{name}={fields[name]}" for name in FIELDS)])
    try:
        state = from_position(text, deck)
    except PositionError as error:
        raise ValueError(f"impossible position: {error}") from None
    if state.full_beaches():
        raise ValueError(f"impossible position: full beaches at the start of a turn (R5.2): {state.full_beaches()}")
    return state


def _beach_key(key: str | tuple[Cell, int], cell_of_name: Mapping[str, Cell]) -> tuple[Cell, int]:
    if isinstance(key, tuple):
        return key
    name, beach = key.rsplit("/", 1)
    if name not in cell_of_name:
        raise ValueError(f"island {name!r} of beach {key!r} is not on the table")
    return cell_of_name[name], int(beach)


def card_id(deck: Deck, name: str) -> int:
    """The id of the card called `name` in `deck`."""
    return deck.card_id(name)


def option(state: GameState, text: str) -> Option:
    """`Option.parse(text)`, where `reveal NAME` may name the card instead of giving its id."""
    words = text.split()
    if len(words) >= 2 and words[0] == "reveal" and not words[1].isdigit():
        return Option(OptionKind.REVEAL, card=state.deck.card_id(text[len("reveal "):]))
    return Option.parse(text)


def play(state: GameState, *moves: str) -> list[Event]:
    """Apply each move (option text) in turn through `state.apply`; all the events, in order."""
    events: list[Event] = []
    for move in moves:
        events.extend(state.apply(option(state, move)))
    return events


def offered(state: GameState) -> set[str]:
    """The text of every option (or chance outcome) the pending node offers."""
    node = state.pending
    return set() if node is None else {str(o) for o in node.options}


def kinds(events: Iterable[Event]) -> list[EventKind]:
    """The kinds of the events, in order."""
    return [event.kind for event in events]


def of_kind(events: Iterable[Event], kind: EventKind) -> list[Event]:
    """The events of one kind, in order."""
    return [event for event in events if event.kind is kind]


def name_at(state: GameState, cell: Cell) -> str | None:
    """The name of the card at `cell`, or None."""
    card = state.card_at(cell)
    return None if card is None else card.name


def table(state: GameState) -> dict[str, str]:
    """The ships on the beaches, in the builder's notation: `{"Tonga/2": "0 0 1"}` (owners sorted)."""
    result: dict[str, str] = {}
    for (cell, beach), occupants in state.ships.items():
        if occupants:
            result[f"{name_at(state, cell)}/{beach}"] = " ".join(str(p) for p in sorted(occupants))
    return result


def placements_by_hand(state: GameState) -> set[str]:
    """R8.2 placements computed from first principles: an empty cell next to a card, crest to a neighbour."""
    if not state.cells:
        return {f"attach {ORIGIN[0]},{ORIGIN[1]} rot 0"}
    result: set[str] = set()
    for cell in state.cells:
        for d in range(len(DIRECTION_OFFSETS)):
            free = neighbour(cell, d)
            if free in state.cells:
                continue
            for rotation in range(6):
                if neighbour(free, rotation) in state.cells:
                    result.add(f"attach {free[0]},{free[1]} rot {rotation}")
    return result
