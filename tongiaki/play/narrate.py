"""Events in words, for the table's log and the command line."""

from __future__ import annotations

from tongiaki.rules import Deck, Event, EventKind
from tongiaki.rules.hexgrid import DIRECTION_NAMES


def _ships(owners: tuple[int, ...], names: list[str]) -> str:
    counts: dict[int, int] = {}
    for o in owners:
        counts[o] = counts.get(o, 0) + 1
    return ", ".join(f"{n} {names[o]}" for o, n in sorted(counts.items())) or "no ships"


def describe(event: Event, deck: Deck, names: list[str], cells: dict | None = None) -> str | None:
    """One line for an event, or None for events not worth a log line.

    `cells` (cell -> card id) names islands by their card; without it cells are shown as q,r.
    """
    k = event.kind

    def place(cell) -> str:
        if cells is not None and cell in cells:
            return deck.cards[cells[cell]].name
        return f"{cell[0]},{cell[1]}" if cell is not None else "?"

    who = names[event.player] if 0 <= event.player < len(names) else ""
    if k is EventKind.SHIP_PLACED:
        return None if event.reason in ("reproduce", "setup") else f"{who} places a ship on {place(event.cell)}"
    if k is EventKind.REPRODUCED:
        return f"{who} reproduces on {place(event.cell)}: {len(event.ships)} new ship(s)"
    if k is EventKind.SHIP_RECALLED:
        return f"{who} takes a ship back from {place(event.cell)}"
    if k is EventKind.EMIGRATED:
        return f"{_ships(event.ships, names)} sail from {place(event.cell)} ({DIRECTION_NAMES[event.direction]})"
    if k is EventKind.CARD_REVEALED:
        card = deck.cards[event.card]
        what = f"island {card.name} ({card.value})" if card.is_island else "a water card"
        return f"Revealed {what}"
    if k is EventKind.CROSSING:
        if event.danger == 0:
            return None
        verdict = "pass" if event.passed else "fail"
        return f"Danger {event.danger} against {event.colours} colour(s): the ships {verdict}"
    if k is EventKind.TURNED_BACK:
        return f"{place(event.cell)} is a king island: the fleet turns back"
    if k is EventKind.SHIPS_RETURNED:
        if event.reason == "resettle":
            return None  # told once by RESETTLED
        return f"{_ships(event.ships, names)} go back to supply ({event.reason})"
    if k is EventKind.STRANDED:
        return f"{_ships(event.ships, names)} are stranded at sea"
    if k is EventKind.KING_FOUNDED:
        return f"{who} founds a king island on {place(event.cell)}"
    if k is EventKind.RESETTLED:
        back = f": {len(event.ships)} ship(s) back to supply" if event.ships else ""
        return f"{who} resettles{back}"
    if k is EventKind.ISLAND_REMOVED:
        return f"Infinite chain: {deck.cards[event.card].name} leaves the game"
    if k is EventKind.END_TRIGGERED:
        return "The last card of a kind is out: this is the final turn"
    if k is EventKind.TURN_PASSED:
        return f"{who}'s turn"
    if k is EventKind.GAME_OVER:
        scores = ", ".join(f"{names[p]} {s}" for p, s in enumerate(event.scores))
        return f"Game over: {scores}"
    return None
