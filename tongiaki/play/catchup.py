"""What changed for a seat since its last turn ended: its points and the islands it scores on.

A person reads it as their turn begins (on a hot-seat handover's panel, else in a notice):
play-test 43's Blue went from 15 to 10 to 6 points in the other seats' turns and had to look in the
full log for why. `since_last_turn` replays the game's history (the rules core is quick: a whole game replays
in a few milliseconds) to the end of the seat's last turn and compares that with the position
now, counting the seat's ships that sank on the way; `catch_up_words` says it in one line
("Since your last turn: 15 → 6 points, Hawaii (5) and Samoa (4) lost; 3 of your ships sank").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from tongiaki.rules import Deck, EventKind, GameState, Option, Reason, new_game
from tongiaki.rules.hexgrid import Cell

if TYPE_CHECKING:
    from tongiaki.play.match import Match


class Footprint(NamedTuple):
    """A seat's points (R8.4) and the islands it scores on (a ship on a beach, or its king)."""

    points: int
    islands: frozenset[Cell]


def footprint(state: GameState, player: int) -> Footprint:
    """`player`'s points and scoring islands in `state`."""
    islands = set(state.islands_with_ships(player))
    islands.update(cell for cell, king in state.kings.items() if king == player)
    return Footprint(sum(state.cards[state.cells[cell]].value for cell in islands), frozenset(islands))


class CatchUp(NamedTuple):
    """A seat's footprint when its last turn ended (`then`) and now, with the position now, and
    how many of its ships sank since (fleets that failed a crossing, R6.2)."""

    then: Footprint
    now: Footprint
    state: GameState
    sunk: int = 0


def since_last_turn(deck: Deck, players: int, history: Sequence[Option], player: int) -> CatchUp | None:
    """How `player` stood when its last turn ended (the turn passing from it to another seat)
    and how it stands after `history`, or, where `history` stops partway through a turn of its
    own (a game saved there and resumed), as that turn began: its own moves are not news to it
    (play-test 45's resumed game said "Tuvalu (4) gained" of the seat's own landing). None when
    none of its turns has ended yet, or before the first turn (the starting placements are no
    turns)."""
    state = new_game(deck, players)
    then: Footprint | None = None
    began: tuple[Footprint, int] | None = None
    sunk = 0
    for option in history:
        was_mine = state.active == player and state.turn > 0
        for event in state.apply(option):
            if event.kind is EventKind.SHIPS_RETURNED and event.reason is Reason.CROSSING_FAILED:
                sunk += event.ships.count(player)
        if was_mine and state.active != player:
            then, sunk = footprint(state, player), 0
        elif not was_mine and state.active == player and state.turn > 0:
            began = (footprint(state, player), sunk)
    if then is None or state.turn == 0:
        return None
    if state.active == player and began is not None:
        return CatchUp(then, began[0], state, began[1])
    return CatchUp(then, footprint(state, player), state, sunk)


def catch_up_words(catch_up: CatchUp) -> str:
    """One line for the person: the points then and now and the islands lost and gained by
    name with their points ("Since your last turn: 15 → 6 points, Hawaii (5) and Samoa (4)
    lost"); "" when nothing changed for them. Islands worth no points (Tonga) are not named:
    "still 0 points, Tonga (0) lost" said nothing a score changes by."""
    then, now, state, sunk = catch_up
    lost, gained = _scoring(state, then.islands - now.islands), _scoring(state, now.islands - then.islands)
    if then.points == now.points and not lost and not gained and not sunk:
        return ""
    parts = [f"{_islands(state, lost)} lost" if lost else "", f"{_islands(state, gained)} gained" if gained else ""]
    points = f"{then.points} → {now.points} points" if then.points != now.points else f"still {now.points} points"
    words = "Since your last turn: " + ", ".join([points, *(part for part in parts if part)])
    if sunk:
        words += f"; {sunk} of your ships sank" if sunk > 1 else "; one of your ships sank"
    return words


def _scoring(state: GameState, cells: frozenset[Cell]) -> frozenset[Cell]:
    """The islands at `cells` that are worth points."""
    return frozenset(cell for cell in cells if state.cards[state.cells[cell]].value > 0)


def _islands(state: GameState, cells: frozenset[Cell]) -> str:
    """The islands at `cells` by name with their points, the most points first, joined as words
    ("Hawaii (5) and Samoa (4)")."""
    islands = sorted((state.cards[state.cells[cell]] for cell in cells), key=lambda card: (-card.value, card.name))
    names = [f"{card.name} ({card.value})" for card in islands]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def catch_up_line(match: Match, player: int) -> str:
    """`catch_up_words` for `player` in `match` as it stands ("" when nothing changed for it, or
    none of its turns has ended yet)."""
    catch_up = since_last_turn(match.deck, len(match.seats), match.history, player)
    return catch_up_words(catch_up) if catch_up is not None else ""
