"""Events in words, for the table's log and the command line.

`Narrator` reads the events of a game in order (from the very first setup placement) and turns
them into `Line`s: a header at the start of setup and of every turn, then one line per thing a
person would tell ("Blue places a starting ship on Tonga's top beach"). It keeps its own picture
of which card lies where, turned how, and what is left in the stack, so island names, beaches
by where they lie on the screen (`beach_names`), who is placing the ships and why the game ends
are always known. A few events are told together with their neighbour
(a reveal with the card's attachment, a move onto water with its crossing); every line records
the kinds of the events it tells and the cells and beaches it is about, so the table can light
them when the line is hovered. A computer seat's reason for a decision (`feed(..., reason=)`)
follows the first line its decision tells, as a `REASON` line (its "why" part, without a search's count: the line above
already tells what was done). Pure: no pygame.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tongiaki.ai.explain import log_form
from tongiaki.cardshape import beach_names
from tongiaki.rules import Deck, Event, EventKind, Option, OptionKind, Reason, new_game
from tongiaki.rules.explain import one_on_each_beach
from tongiaki.rules.hexgrid import DIRECTION_NAMES, Cell

ORIGIN: Cell = (0, 0)


class LineKind(enum.Enum):
    """How a log line is shown."""

    HEADER = "header"
    """Start of setup or of a turn."""
    MAIN = "main"
    """A player's choice or its direct result."""
    DETAIL = "detail"
    """A step of a voyage or a consequence (indented)."""
    END = "end"
    """The end of the game is near or has come."""
    REASON = "reason"
    """Why a computer seat made the decision told just above (indented, quieter)."""


@dataclass(frozen=True)
class Line:
    """One log line and what it is about."""

    text: str
    kind: LineKind
    turn: int
    player: int = -1
    cells: tuple[Cell, ...] = ()
    beaches: tuple[tuple[Cell, int], ...] = ()
    told: tuple[EventKind, ...] = ()
    """The kinds of the events this line tells."""


EACH_BEACH = ", one on each beach"
"""Said after a reproduction's count of new ships ("Blue reproduces on Rapa Nui: 2 new ships, one
on each beach") when there are as many as the island has beaches: none is the player's choice."""

GAME_OVER_LINE = "Game over"
"""How the log's last line begins ("Game over: Blue 22, Green 27")."""


def ships_text(owners: tuple[int, ...] | list[int], names: list[str]) -> str:
    """'2 blue, 1 red' for a group of ships (by owner)."""
    counts: dict[int, int] = {}
    for o in owners:
        counts[o] = counts.get(o, 0) + 1
    return ", ".join(f"{n} {names[o]}" for o, n in sorted(counts.items())) or "no ships"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _verb(n: int, one: str, many: str) -> str:
    return one if n == 1 else many


def forced_flags(option: Option, events: list[Event], settled: bool = False) -> list[bool]:
    """For the events of one applied `option`: True for each ship placement or landing the
    player had no choice over (the rules core applied it because it was the only option, or
    placed every remaining ship at once; with `settled`, the option was taken in a landing
    whose outcome no choice could change, `GameState.landing_settled`), False for everything else."""
    flags = []
    chosen = False
    for e in events:
        if e.kind in (EventKind.SHIP_PLACED, EventKind.SHIP_LANDED):
            own = (not settled and not chosen and e.cell == option.cell and e.beach == option.beach
                   and option.kind in (OptionKind.PLACE, OptionKind.LAND)
                   and (option.kind is not OptionKind.LAND or e.player == option.colour))
            chosen = chosen or own
            flags.append(not own)
        else:
            flags.append(False)
    return flags


def retell(narrator: Narrator, players: int, history: list[Option], reasons: dict[int, str] | None = None
           ) -> list[Line]:
    """Feed `narrator` a whole game by replaying its `history` (every applied option, reveals
    included) from a new game, so forced placements are marked as they were when played;
    `reasons` (by history index) are told under the decisions they explain."""
    state = new_game(narrator.deck, players)
    start = len(narrator.lines)
    reasons = reasons or {}
    for index, option in enumerate(history):
        settled = state.landing_settled()
        events = state.apply(option)
        reason = "" if settled else reasons.get(index, "")
        for event, forced in zip(events, forced_flags(option, events, settled), strict=True):
            narrator.feed(event, forced, reason)
            reason = ""
    return narrator.lines[start:]


class Narrator:
    """Turns a game's events into log lines; feed it every event from the start, in order.

    `names` are the seats' short names ("Blue"); `colour_names` the ships' colours ("blue").
    """

    def __init__(self, deck: Deck, names: list[str], colour_names: list[str] | None = None) -> None:
        self.deck = deck
        self.names = names
        self.colours = colour_names or [n.lower() for n in names]
        self.cells: dict[Cell, int] = {ORIGIN: 0}
        self.rotations: dict[Cell, int] = {ORIGIN: 0}
        self.stack: list[int] = list(deck.stack_ids)
        self.end_told = False
        """True once the end of the game was triggered (R8.3), or the game ended, in what was fed so far."""
        self.turn = 0
        self.active = 0
        self.lines: list[Line] = []
        self._revealed = -1
        self._end_held = False
        """The end was triggered by a card revealed and not yet told: its line follows the card's."""
        self._held_returns: list[Event] = []
        self._moved: Event | None = None
        self._land_cell: Cell | None = None
        self._reason = ""
        self._each_beach_left = 0
        """New ships still to tell of a reproduction told "one on each beach": their lines carry
        no "(the only choice)", which the reproduction's line has said already."""

    # ------------------------------------------------------------------ helpers

    def place(self, cell: Cell | None) -> str:
        """The island at `cell` by name, 'a water card', or the cell's coordinates."""
        if cell is None:
            return "?"
        cid = self.cells.get(cell)
        if cid is None:
            return f"cell {cell[0]},{cell[1]}"
        card = self.deck.cards[cid]
        return card.name if card.is_island else "a water card"

    def beach(self, cell: Cell | None, beach: int) -> str:
        """'Samoa's top beach' (see `beach_names`), or the place and the beach's number when the
        card is not known."""
        cid = self.cells.get(cell) if cell is not None else None
        card = self.deck.cards[cid] if cid is not None else None
        if card is None or not card.is_island or not 0 <= beach < len(card.beaches):
            return f"{self.place(cell)}, beach {beach + 1}"
        assert cell is not None
        return f"{card.name}'s {beach_names(card, self.rotations.get(cell, 0))[beach]}"

    def _who(self, player: int) -> str:
        return self.names[player] if 0 <= player < len(self.names) else "?"

    def _add(self, text: str, kind: LineKind, told: tuple[EventKind, ...], *, player: int = -1,
             cells: tuple[Cell | None, ...] = (), beaches: tuple[tuple[Cell | None, int], ...] = ()) -> Line:
        line = Line(text, kind, self.turn, player, tuple(c for c in cells if c is not None),
                    tuple((c, b) for c, b in beaches if c is not None), told)
        self.lines.append(line)
        return line

    # ------------------------------------------------------------------ feeding

    def feed_all(self, events: list[Event]) -> list[Line]:
        """Feed several events; the new lines."""
        start = len(self.lines)
        for event in events:
            self.feed(event)
        return self.lines[start:]

    def feed(self, event: Event, forced: bool = False, reason: str = "") -> list[Line]:
        """Tell one event; returns the lines it added (often one, sometimes none until its
        partner event arrives). `forced` marks a placement the player had no choice over.
        `reason` (a computer seat's, for the decision this event is the first of) is told as a
        `REASON` line after the first line told from here on."""
        start = len(self.lines)
        if reason:
            self._reason = log_form(reason)
        if not self.lines:
            self._add("Setup: two ships each on Tonga", LineKind.HEADER, ())
        k = event.kind
        if self._end_held and k is not EventKind.CARD_ATTACHED:
            self._tell_end()  # (the revealed card was not attached after all)
        handler = getattr(self, "_" + k.name.lower())
        handler(event, forced)
        if self._reason and len(self.lines) > start:
            self._tell_reason(start)
        return self.lines[start:]

    def _tell_reason(self, start: int) -> None:
        """The pending reason after the lines from `start` on; before them when they only open
        a new turn (the decision ended the turn)."""
        added = self.lines[start:]
        told = next((line for line in added if line.kind is not LineKind.HEADER), None)
        if told is None:
            before = self.lines[start - 1] if start > 0 else None
            self.lines.insert(start, Line(self._reason, LineKind.REASON, before.turn if before else self.turn,
                                          before.player if before else -1))
        else:
            self.lines.append(Line(self._reason, LineKind.REASON, self.turn, told.player, told.cells, told.beaches))
        self._reason = ""

    def _ship_placed(self, e: Event, forced: bool) -> None:
        if e.reason == Reason.SETUP:
            self.active = e.player
        who = self._who(e.player)
        where = self.beach(e.cell, e.beach)
        if e.reason == Reason.SETUP:
            text = f"{who} places a starting ship on {where}"
        elif e.reason == Reason.REPRODUCE:
            text = f"New {self.colours[e.player]} ship on {where}"
        elif e.reason == Reason.ENTER:
            text = f"{who} brings a new ship to {where}"
        elif e.reason == Reason.RESETTLE:
            text = f"{who} settles a ship on {where}"
        else:
            text = f"{who} places a ship on {where}"
        if e.reason == Reason.REPRODUCE and self._each_beach_left > 0:
            self._each_beach_left -= 1  # "one on each beach" said it (play-test 49 read the tags as odd)
        elif forced:
            text += " (the only choice)"
        kind = LineKind.DETAIL if e.reason == Reason.REPRODUCE else LineKind.MAIN
        self._add(text, kind, (EventKind.SHIP_PLACED,), player=e.player, cells=(e.cell,),
                  beaches=((e.cell, e.beach),))

    def _ship_recalled(self, e: Event, forced: bool) -> None:
        self._add(f"{self._who(e.player)} takes a ship back from {self.beach(e.cell, e.beach)} to reproduce", LineKind.MAIN, (EventKind.SHIP_RECALLED,), player=e.player, cells=(e.cell,),
                  beaches=((e.cell, e.beach),))

    def _reproduced(self, e: Event, forced: bool) -> None:
        n = len(e.ships)
        what = _plural(n, "new ship") if n else "no new ship (the supply is empty)"
        cid = self.cells.get(e.cell) if e.cell is not None else None
        if cid is not None and one_on_each_beach(n, len(self.deck.cards[cid].beaches)):
            # As many new ships as beaches: one goes on each (R5.1), all placed at once, in the
            # beaches' order. Play-test 48 clicked Rapa Nui by its upper-right beach, read the
            # click as that beach's ship and "(the only choice)" on the left beach's line above
            # it as the log's mistake: the click chooses the island, never a beach.
            what += EACH_BEACH
            self._each_beach_left = n
        self._add(f"{self._who(e.player)} reproduces on {self.place(e.cell)}: {what}", LineKind.MAIN,
                  (EventKind.REPRODUCED,), player=e.player, cells=(e.cell,))

    def _emigrated(self, e: Event, forced: bool) -> None:
        self.active = e.player if e.player >= 0 else self.active
        heading = DIRECTION_NAMES[e.direction] if 0 <= e.direction < 6 else "?"
        colours = len(set(e.ships))
        where = self.beach(e.cell, e.beach)
        self._add(f"{where[:1].upper()}{where[1:]} is full: {ships_text(e.ships, self.colours)} "
                  f"({_plural(colours, 'colour')}) sail {heading}", LineKind.MAIN, (EventKind.EMIGRATED,),
                  player=self.active, cells=(e.cell,), beaches=((e.cell, e.beach),))

    def _card_revealed(self, e: Event, forced: bool) -> None:
        if e.card in self.stack:
            self.stack.remove(e.card)
        self._revealed = e.card

    def _card_attached(self, e: Event, forced: bool) -> None:
        if e.cell is not None:
            self.cells[e.cell] = e.card
            self.rotations[e.cell] = e.rotation
        card = self.deck.cards[e.card]
        if card.is_island:
            what = f"island {card.name} ({_plural(card.value, 'point')})"
        else:
            dangers = ", ".join(str(w.danger) if w.danger else "none" for w in card.wakes)
            what = f"a water card (wake dangers {dangers})"
        revealed = self._revealed == e.card
        told = (EventKind.CARD_REVEALED, EventKind.CARD_ATTACHED) if revealed else (EventKind.CARD_ATTACHED,)
        self._revealed = -1
        self._add(f"New card: {what}", LineKind.DETAIL, told, player=self.active, cells=(e.cell,))
        if revealed:
            self._last_of_kind(card.is_island)
        if self._end_held:
            self._tell_end()

    def _last_of_kind(self, island: bool) -> None:
        """After a reveal that leaves one card of its kind in the stack: the game ends when that
        one comes up (R8.3); a play-test's game ended on a rival's reveal unforeseen, the
        tracker's yellow count unnoticed."""
        if self.end_told:
            return  # the other kind ran out: the end is told already
        left = sum(1 for c in self.stack if self.deck.cards[c].is_island == island)
        if left == 1:
            kind = "island" if island else "water card"
            self._add(f"Only 1 {kind} is left in the stack: the game ends when it comes up", LineKind.END,
                      (), player=self.active)

    def _fleet_moved(self, e: Event, forced: bool) -> None:
        cid = self.cells.get(e.to) if e.to is not None else None
        if cid is not None and not self.deck.cards[cid].is_island:
            self._moved = e  # told with its crossing
            return
        self._add(f"The fleet reaches {self.place(e.to)}", LineKind.DETAIL, (EventKind.FLEET_MOVED,),
                  player=self.active, cells=(e.cell, e.to))

    def _crossing(self, e: Event, forced: bool) -> None:
        told: tuple[EventKind, ...] = (EventKind.CROSSING,)
        cells: tuple[Cell | None, ...] = (e.cell,)
        if self._moved is not None and self._moved.to == e.cell:
            told = (EventKind.FLEET_MOVED, EventKind.CROSSING)
            cells = (self._moved.cell, e.cell)
        self._moved = None
        if e.danger == 0:
            text = "The fleet follows a calm wake (no danger)"
        elif e.passed:
            text = f"Danger {e.danger} against {_plural(e.colours, 'colour')}: the fleet passes"
        else:
            text = f"Danger {e.danger} against {_plural(e.colours, 'colour')}: the fleet sinks"
        self._add(text, LineKind.DETAIL, told, player=self.active, cells=cells)

    def _turned_back(self, e: Event, forced: bool) -> None:
        self._add(f"{self.place(e.cell)} is a king island: the fleet turns back to {self.place(e.to)}",
                  LineKind.DETAIL, (EventKind.TURNED_BACK,), player=self.active, cells=(e.cell, e.to))

    def _ship_landed(self, e: Event, forced: bool) -> None:
        who = self._who(self.active)
        # a rival's ship by its owner's name ("Blue lands a purple ship" read as Blue's own), its
        # own as the hint and the reasons say it: "Blue lands a blue ship" beside "Blue lands
        # Orange's ship" read as two kinds of ship (play-test)
        ship = "its own ship" if e.player == self.active else f"{self._who(e.player)}'s ship"
        text = f"{who} lands {ship} on {self.beach(e.cell, e.beach)}"
        if forced:
            text += " (the only choice)"
        self._add(text, LineKind.DETAIL, (EventKind.SHIP_LANDED,), player=self.active, cells=(e.cell,),
                  beaches=((e.cell, e.beach),))

    def _ships_returned(self, e: Event, forced: bool) -> None:
        ships = ships_text(e.ships, self.colours)
        n = len(e.ships)
        reasons = {
            Reason.CROSSING_FAILED: f"{ships} {_verb(n, 'goes', 'go')} down and back to supply",
            Reason.NO_FREE_SPOT: f"No free spot left on {self.place(e.cell)}: {ships} back to supply",
            Reason.KING: ("The king's other ship goes back to supply" if n == 1
                     else f"The king's {n} other ships go back to supply"),
        }
        if e.reason in (Reason.RESETTLE, Reason.INFINITE_CHAIN):
            self._held_returns.append(e)  # told after the resettlement or the removal itself
            return
        text = reasons.get(e.reason, f"{ships} go back to supply")
        beaches = ((e.cell, e.beach),) if e.cell is not None and e.beach >= 0 else ()
        self._add(text, LineKind.DETAIL, (EventKind.SHIPS_RETURNED,), player=self.active,
                  cells=(e.cell,) if e.cell is not None else (), beaches=beaches)

    def _stranded(self, e: Event, forced: bool) -> None:
        self._add(f"No card is left to reveal: {ships_text(e.ships, self.colours)} {_verb(len(e.ships), 'stays', 'stay')} stranded at sea "
                  "(they score nothing)", LineKind.DETAIL, (EventKind.STRANDED,), player=self.active,
                  cells=(e.cell,))

    def _king_founded(self, e: Event, forced: bool) -> None:
        self._add(f"{self._who(e.player)} founds a king island on {self.place(e.cell)}", LineKind.MAIN,
                  (EventKind.KING_FOUNDED,), player=e.player, cells=(e.cell,))

    def _resettled(self, e: Event, forced: bool) -> None:
        back = f": {_plural(len(e.ships), 'ship')} back to supply" if e.ships else ""
        self._add(f"{self._who(e.player)} resettles{back}; new cards are laid until an island comes up",
                  LineKind.MAIN, (EventKind.RESETTLED,), player=e.player)
        for off in self._held_returns:
            self._add(f"{ships_text(off.ships, self.colours)} {_verb(len(off.ships), 'leaves', 'leave')} {self.beach(off.cell, off.beach)}",
                      LineKind.DETAIL, (EventKind.SHIPS_RETURNED,), player=e.player, cells=(off.cell,),
                      beaches=((off.cell, off.beach),))
        self._held_returns = []

    def _island_removed(self, e: Event, forced: bool) -> None:
        name = self.deck.cards[e.card].name if 0 <= e.card < len(self.deck.cards) else self.place(e.cell)
        self._add(f"Endless chain: {name} is removed from the game", LineKind.MAIN, (EventKind.ISLAND_REMOVED,),
                  player=self.active, cells=(e.cell,))
        for off in self._held_returns:
            n = len(off.ships)
            self._add(f"{ships_text(off.ships, self.colours)} on {name} {_verb(n, 'goes', 'go')} back to supply",
                      LineKind.DETAIL, (EventKind.SHIPS_RETURNED,), player=self.active, cells=(off.cell,))
        self._held_returns = []
        if e.cell is not None:
            self.cells.pop(e.cell, None)
            self.rotations.pop(e.cell, None)

    def _end_triggered(self, e: Event, forced: bool) -> None:
        self.end_told = True
        if self._revealed >= 0:  # told after the card that set it off (a play-test read it before)
            self._end_held = True
            return
        self._tell_end()

    def _tell_end(self) -> None:
        """The line that the game's end is triggered: no more cards, this is the final turn."""
        self._end_held = False
        cards = self.deck.cards
        if not any(cards[c].is_island for c in self.stack):
            why = "the last island is out"
        elif not any(not cards[c].is_island for c in self.stack):
            why = "the last water card is out"
        else:
            why = "a kind of card ran out"
        self._add(f"{why.capitalize()}: no more cards are revealed, this is the final turn", LineKind.END,
                  (EventKind.END_TRIGGERED,), player=self.active)

    def _turn_passed(self, e: Event, forced: bool) -> None:
        self.turn += 1
        self.active = e.player
        self._add(f"Turn {self.turn}: {self._who(e.player)}", LineKind.HEADER, (EventKind.TURN_PASSED,),
                  player=e.player)

    def _game_over(self, e: Event, forced: bool) -> None:
        self.end_told = True
        scores = ", ".join(f"{self._who(p)} {s}" for p, s in enumerate(e.scores))
        why = " (no card was revealed for too long)" if e.reason == Reason.STALL else ""
        self._add(f"{GAME_OVER_LINE}{why}: {scores}", LineKind.END, (EventKind.GAME_OVER,))


def describe(event: Event, deck: Deck, names: list[str], cells: dict[Cell, int] | None = None) -> str | None:
    """One line for a single event out of context, or None when it is told with another one.

    `cells` (cell -> card id) names islands by their card. Prefer `Narrator` for a whole game.
    """
    narrator = Narrator(deck, names)
    if cells is not None:
        narrator.cells = dict(cells)
    narrator.lines.append(Line("", LineKind.HEADER, 0))
    lines = narrator.feed(event)
    return lines[-1].text if lines else None
