"""Voyage odds, exact or within a stated bound: where each emigration leads, how likely it lands (R6.2, R8.3).

For a fleet of `colours` colours leaving a cell in a direction, `sail_odds` follows the route
over the cards already lying (each wake with its danger against the fleet's colours) to where
it lands, sinks or meets an empty cell. At an empty cell the next card comes off the stack:
every remaining card is equally likely (the state holds the stack's composition, never an
order). The card is attached by its crest (R2.3), the fleet crosses its crest wake, and the
voyage goes on over the new table, card after card, until it lands (on a new island, a lying
one, or back on its own island after a king turn-back), sinks, or is stranded because the
card just revealed ended the game (R8.3: the crossing passes, then no card is revealed again).

Two water cards whose wakes pair the same edges and pass or stop a fleet of these colours
alike are interchangeable for the rest of the voyage, and every card whose crest wake stops
the fleet sinks it at once, so the reveals are grouped by that class (probability
count/total). Islands drawn during the voyage end it, so the value of a new island is the
mean value of the islands in the stack, whatever came before. The reveals form a tree (the
cards placed fix the order they came in), and answers are kept between calls in `_CACHE`,
keyed by the table, the stack's composition and the fleet.

Exact, or within a stated error: a voyage of 3 or 4 colours early in the game can go on for
many cards and its tree has millions of branches. The voyages are therefore followed down to
ever smaller probabilities (1%, 0.1%, ...) while the work stays within `BUDGET` positions;
the voyages left that need yet another card are estimated (`_Solver._estimate`) and their
total probability is `VoyageOdds.error`, an upper bound on how far any figure can be off
(0: exact, the usual case from mid-game on). Against a reference 60 times larger, the figures
of mid-game decisions were off by at most 0.001.

Nothing here changes the state; it reads `cells`, `rotations`, `kings`, `ships`, `stack`,
`end_triggered` and the pending decision.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from tongiaki.rules.cards import Card
from tongiaki.rules.frozen import reduce_frozen
from tongiaki.rules.hexgrid import DIRECTION_OFFSETS, Cell
from tongiaki.rules.options import Decision, DecisionKind, Option, OptionKind
from tongiaki.rules.state import GameState, Phase

TOLERANCE = 1e-9
"""Voyages less likely than this that still need another card are estimated, never followed."""
BUDGET = 1000
"""Positions solved per voyage, about, at most: past it, unlikely voyages are estimated."""
CACHE_SIZE = 4096
"""Voyages kept between calls (a search meets the same table many times)."""


class StepKind(enum.Enum):
    """One step of a route over the cards lying on the table."""

    CROSS = "cross"
    """The fleet crosses a wake (its colours reach the danger) and sails on."""
    SINK = "sink"
    """The wake's danger is above the fleet's colours: every ship goes home (R6.2)."""
    LAND = "land"
    """The fleet reaches an island and lands there (R6.2 step 4)."""
    TURN_BACK = "turn-back"
    """The fleet reaches a king island and turns back to its own island (R6.2 step 3)."""
    OPEN = "open"
    """The next cell is empty: a card comes off the stack there (R6.2 step 1)."""
    STRANDED = "stranded"
    """The next cell is empty but the end is triggered: the fleet stays at sea (R8.3)."""


class Outcome(enum.Enum):
    """Where the route over lying cards ends."""

    LAND = "land"
    """On an island (a turn-back included): the fleet lands for sure."""
    SINK = "sink"
    """On a wake the fleet cannot pass."""
    OPEN = "open"
    """At an empty cell: the odds depend on the cards still in the stack."""
    STRANDED = "stranded"
    """At an empty cell after the end was triggered: stranded for sure."""


def crosses(danger: int, colours: int) -> bool:
    """R6.2: a fleet of `colours` colours crosses a wake of `danger` (danger 0 always passes)."""
    return danger == 0 or colours >= danger


def walls(dangers: Iterable[int], players: int) -> list[int]:
    """The dangers among `dangers` that no fleet of a game of `players` crosses, highest first: a
    fleet holds at most one colour per player (R1.1, R6.2), so in a game of two every wake of
    danger 3 or more stops every fleet."""
    return sorted({d for d in dangers if not crosses(d, players)}, reverse=True)


@dataclass(frozen=True)
class RouteStep:
    """One step of the route: a card crossed or reached, or the empty cell met.

    `cell` is the card's cell (for OPEN and STRANDED, the empty cell ahead); `entry` is the
    world direction the fleet sails in to reach it; `exit` is the direction of the wake's
    other end on a water card (crossed or not; -1 otherwise). For a turn-back, `cell` is the king island and
    `home` the island the fleet lands on.
    """

    kind: StepKind
    cell: Cell
    entry: int
    exit: int = -1
    danger: int = 0
    colours: int = 0
    name: str = ""
    value: int = 0
    home: Cell | None = None

    @property
    def passes(self) -> bool:
        """True when the fleet's colours reach the wake's danger (danger 0 always passes)."""
        return crosses(self.danger, self.colours)

    def text(self) -> str:
        """The step in words (`3 colours vs danger 3: passes`, `lands on Samoa (5 points)`)."""
        kind = self.kind
        if kind is StepKind.CROSS or kind is StepKind.SINK:
            verdict = "passes" if self.passes else "sinks"
            return f"{_colours(self.colours)} vs danger {self.danger}: {verdict}"
        if kind is StepKind.LAND:
            return f"lands on {self.name} ({_points(self.value)})"
        if kind is StepKind.TURN_BACK:
            return f"turns back at the king island {self.name}"
        if kind is StepKind.OPEN:
            return "a new card is revealed"
        return "stranded: no card is revealed any more"

    def as_dict(self) -> dict[str, Any]:
        """Plain data for `--json`."""
        data: dict[str, Any] = {"kind": self.kind.value, "cell": list(self.cell)}
        if self.name:
            data["card"] = self.name
        if self.kind is StepKind.CROSS or self.kind is StepKind.SINK:
            data.update(danger=self.danger, colours=self.colours, passes=self.passes)
        if self.kind is StepKind.LAND:
            data["value"] = self.value
        if self.home is not None:
            data["home"] = list(self.home)
        return data

    def __reduce__(self) -> tuple[Any, ...]:
        return reduce_frozen(self)


@dataclass(frozen=True)
class Landing:
    """An island already lying that the fleet may land on, with the chance it does."""

    cell: Cell
    name: str
    value: int
    probability: float
    ships: tuple[int, int] = (0, 0)
    """(ships of the fleet that find a free spot there, ships that find none and go home, R6.3),
    as the table stands; (0, 0) when the fleet is not known (`sail_odds` knows only colours:
    `option_odds` and `voyage_odds` fill it in)."""

    @property
    def ships_home(self) -> int:
        """Ships of the fleet that find no free spot on this island and return to supply (R6.3)."""
        return self.ships[1]

    def arrival(self) -> str:
        """How the fleet lands there in words: `` (every ship finds a spot), `2 of 3 ships land,
        1 goes home`, or `no free spot, 3 ships go home`."""
        landing, home = self.ships
        if home <= 0:
            return ""
        goes = "goes" if home == 1 else "go"
        if landing <= 0:
            return f"no free spot, {_ships(home)} {goes} home"
        return f"{landing} of {_ships(landing + home)} land, {home} {goes} home"

    def __reduce__(self) -> tuple[Any, ...]:
        return reduce_frozen(self)


@dataclass(frozen=True)
class VoyageOdds:
    """The route of one voyage and the exact chances of how it ends.

    `p_land + p_sink + p_stranded == 1`. `p_new_island` is the part of `p_land` on an island
    revealed during the voyage (worth `new_island_value` on average: the mean of the islands
    in the stack); `landings` the part on islands already lying (each with its probability;
    the fleet's own island after a turn-back included). `expected_value` is the expected
    value of the island the fleet lands on, given that it lands (0 if it cannot).
    """

    colours: int
    route: tuple[RouteStep, ...]
    outcome: Outcome
    p_land: float
    p_sink: float
    p_stranded: float
    p_new_island: float
    new_island_value: float
    landings: tuple[Landing, ...]
    expected_value: float
    error: float = 0.0
    """0 when the figures are exact; else each is off by at most this (see `TOLERANCE`)."""
    p_new_island_short: float = 0.0
    """The part of `p_new_island` on a revealed island with fewer spots than the fleet has ships:
    those that find no spot go home (R6.3). 0 when the fleet is not known (`sail_odds` knows only
    colours: `option_odds` and `voyage_odds` fill it in)."""
    new_island_ships_home: float = 0.0
    """Ships of the fleet expected to go home when it lands on a revealed island (the mean over
    the islands in the stack, each as likely: an island drawn ends the voyage)."""

    @property
    def expected_ships_home(self) -> float:
        """Ships of the fleet expected to find no free spot where it lands and go home (R6.3),
        over the whole voyage (sunk or stranded fleets not counted)."""
        lying = sum(x.probability * x.ships_home for x in self.landings)
        return lying + self.p_new_island * self.new_island_ships_home

    @property
    def p_ships_home(self) -> float:
        """The chance that the fleet lands but some of its ships find no free spot and go home."""
        lying = sum(x.probability for x in self.landings if x.ships_home > 0)
        return lying + self.p_new_island_short

    @property
    def end(self) -> RouteStep:
        """The last step of the route (where it lands, sinks or meets an empty cell)."""
        return self.route[-1]

    def landing_probability(self, cell: Cell) -> float:
        """The chance that the fleet lands on the lying island at `cell`."""
        return sum(landing.probability for landing in self.landings if landing.cell == cell)

    def verdict(self) -> str:
        """The outcome in a player's words.

        `lands on Samoa (5 points)`, `reaches Samoa (5 points): no free spot, 3 ships go home` (R6.3, when
        the fleet is known), `sinks at danger 4: 3 colours`, `stranded: ...`, or for a new
        card `new card: 58% land, 42% sink; islands left average 3.6 points` (`58% land (20% with
        ships sent home)`, or `(all with ships sent home)`, when the fleet is known and some landings
        have no spot for all of it).
        """
        end = self.end
        if self.outcome is Outcome.LAND:
            landing = self.landings[0] if self.landings else None
            arrival = landing.arrival() if landing is not None else ""
            if end.kind is StepKind.TURN_BACK:
                where = f"{landing.name} ({_points(landing.value)})" if landing else "its own island"
                if arrival:
                    return f"turns back at the king island {end.name}: reaches {where}: {arrival}"
                return f"turns back at the king island {end.name}: lands on {where}"
            if arrival:
                return f"reaches {end.name} ({_points(end.value)}): {arrival}"
            return f"lands on {end.name} ({_points(end.value)})"
        if self.outcome is Outcome.SINK:
            return f"sinks at danger {end.danger}: {_colours(end.colours)}"
        if self.outcome is Outcome.STRANDED:
            return "stranded: the game's end is triggered, no card is revealed"
        land = f"{percent(self.p_land)} land"
        short = self.p_ships_home
        if short >= self.p_land - TOLERANCE and short > 0.0:
            land += " (all with ships sent home)"
        elif short > 0.0:
            land += f" ({percent(short)} with ships sent home)" if short >= 0.005 else " (ships may go home)"
        parts = [land, f"{percent(self.p_sink)} sink"]
        if self.p_stranded > 0.0:
            parts.append(f"{percent(self.p_stranded)} stranded")
        text = "new card: " + ", ".join(parts)
        if self.p_new_island > 0.0:
            text += f"; islands left average {self.new_island_value:.1f} points"
        return text

    def as_dict(self) -> dict[str, Any]:
        """Plain data for `--json` (without the option's text)."""
        return {
            "route": [step.as_dict() for step in self.route],
            "outcome": self.outcome.value,
            "p_land": self.p_land,
            "p_sink": self.p_sink,
            "p_stranded": self.p_stranded,
            "p_new_island": self.p_new_island,
            "new_island_value": self.new_island_value,
            "landings": [
                {"cell": list(x.cell), "card": x.name, "value": x.value, "probability": x.probability,
                 "ships_home": x.ships_home}
                for x in self.landings
            ],
            "expected_value": self.expected_value,
            "error": self.error,
            "p_new_island_short": self.p_new_island_short,
            "new_island_ships_home": self.new_island_ships_home,
            "expected_ships_home": self.expected_ships_home,
        }

    def __reduce__(self) -> tuple[Any, ...]:
        return reduce_frozen(self)


@dataclass(frozen=True)
class OptionOdds:
    """An emigration option of the pending decision with the odds of its voyage."""

    option: Option
    odds: VoyageOdds

    def __reduce__(self) -> tuple[Any, ...]:
        return reduce_frozen(self)


def _points(value: int) -> str:
    """`1 point`, `5 points` (a play-test read "lands on Rapa Nui (3)" beside "(4 points)")."""
    return "1 point" if value == 1 else f"{value} points"


def _colours(n: int) -> str:
    return f"{n} colour" if n == 1 else f"{n} colours"


def percent(p: float) -> str:
    """A probability as a player reads it: `83%`; `<1%` and `>99%` for a chance that is not
    nil or certain but rounds to it (a pier's list once read '0% on Oahu')."""
    if 0.0 < p < 0.01:
        return "<1%"
    if 0.99 < p < 1.0:
        return ">99%"
    return f"{round(100 * p)}%"


def split_percents(total: float, parts: list[float]) -> list[str]:
    """`parts` of the chance `total` in words that add up to `percent(total)`: whole percents
    by the largest remainder (a pier's box read "57% land" over "50% on a new island" and "6%
    on Fidschi"); a part that is not nil but gets no whole percent reads `<1%`. When `total`
    itself reads `<1%` or `>99%`, each part is written as `percent` writes it."""
    shown = percent(total)
    if not shown.endswith("%") or not shown[0].isdigit():
        return [percent(p) for p in parts]
    whole = [math.floor(100 * p) for p in parts]
    left = round(100 * total) - sum(whole)
    order = sorted(range(len(parts)), key=lambda i: (-(100 * parts[i] - whole[i]), i))
    for i in order[:max(0, left)]:
        whole[i] += 1
    return [f"{n}%" if n or parts[i] <= 0.0 else "<1%" for i, n in enumerate(whole)]


def _ships(n: int) -> str:
    return f"{n} ship" if n == 1 else f"{n} ships"


# ---------------------------------------------------------------------------------------- public


def decision_odds(state: GameState, tolerance: float = TOLERANCE, budget: int = BUDGET) -> list[OptionOdds]:
    """The odds of every emigration option of the pending decision (empty for any other decision)."""
    node = state.pending
    if not isinstance(node, Decision) or node.kind is not DecisionKind.EMIGRATE:
        return []
    return [OptionOdds(option, option_odds(state, option, tolerance, budget)) for option in node.options]


def option_odds(state: GameState, option: Option, tolerance: float = TOLERANCE, budget: int = BUDGET
                ) -> VoyageOdds:
    """The odds of one emigration option (a full beach and a pier) in the current position."""
    cell = option.cell
    if option.kind is not OptionKind.EMIGRATE or cell is None:
        raise ValueError(f"{option} is not an emigration")
    fleet = state.beach_ships(cell, option.beach)
    direction = state.pier_direction(cell, option.pier)
    odds = sail_odds(state, cell, direction, len(set(fleet)), cell, tolerance, budget)
    # The fleet leaves its beach before it lands: back home, that beach is free again.
    return _with_spots(state, odds, len(fleet), {(cell, option.beach): len(fleet)})


def voyage_odds(state: GameState, tolerance: float = TOLERANCE, budget: int = BUDGET) -> VoyageOdds | None:
    """The odds of the fleet at sea waiting for its next card (phase VOYAGE_REVEAL), else None."""
    voyage = state.voyage
    if state.phase is not Phase.VOYAGE_REVEAL or voyage is None:
        return None
    odds = sail_odds(state, voyage.cell, voyage.direction, len(set(voyage.fleet)), voyage.origin, tolerance,
                     budget)
    return _with_spots(state, odds, len(voyage.fleet), {})


def _with_spots(state: GameState, odds: VoyageOdds, fleet: int, leaving: dict[tuple[Cell, int], int]
                ) -> VoyageOdds:
    """`odds` with each landing's `ships` worked out for a fleet of `fleet` ships (R6.3): the
    free spots of the island's beaches as the table stands, plus `leaving` (ships that sail
    from a beach, which is free once they have left); and, for a revealed island (every spot
    free), how likely it is too small for the fleet and how many ships go home on average."""
    if not odds.landings and odds.p_new_island == 0.0:
        return odds
    cards = state.cards
    landings = []
    for landing in odds.landings:
        beaches = range(len(cards[state.cells[landing.cell]].beaches))
        free = sum(state.free_spots(landing.cell, b) + leaving.get((landing.cell, b), 0) for b in beaches)
        landed = min(fleet, free)
        landings.append(replace(landing, ships=(landed, fleet - landed)))
    # A revealed island is empty: all its spots are free. Each island of the stack is as likely.
    homes = [max(0, fleet - sum(b.capacity for b in cards[cid].beaches)) for cid in state.stack
             if cards[cid].is_island]
    short = sum(1 for home in homes if home > 0) / len(homes) if homes else 0.0
    mean_home = sum(homes) / len(homes) if homes else 0.0
    return replace(odds, landings=tuple(landings), p_new_island_short=odds.p_new_island * short,
                   new_island_ships_home=mean_home if odds.p_new_island > 0.0 else 0.0)


def sail_odds(state: GameState, cell: Cell, direction: int, colours: int, origin: Cell,
              tolerance: float = TOLERANCE, budget: int = BUDGET) -> VoyageOdds:
    """The route and odds of a fleet of `colours` colours sailing from `cell` heading `direction`.

    `origin` is the island the fleet set out from (a king island turns it back there).
    `tolerance` and `budget` bound the work (see `TOLERANCE`, `BUDGET` and `VoyageOdds.error`).
    Answers are kept (`CACHE_SIZE`): a search asks about the same table again and again.
    """
    key = (state.board_key(), state.stack, state.end_triggered, cell, direction, colours, origin, tolerance, budget)
    odds = _CACHE.get(key)
    if odds is None:
        odds = _sail_odds(state, cell, direction, colours, origin, tolerance, budget)
        if len(_CACHE) >= CACHE_SIZE:
            _CACHE.clear()
        _CACHE[key] = odds
    return odds


def _sail_odds(state: GameState, cell: Cell, direction: int, colours: int, origin: Cell, tolerance: float,
               budget: int) -> VoyageOdds:
    route = route_steps(state, cell, direction, colours, origin)
    end = route[-1]
    kind = end.kind
    cards = state.cards
    if kind is StepKind.LAND or kind is StepKind.TURN_BACK:
        target = end.cell if kind is StepKind.LAND else origin
        card = cards[state.cells[target]]
        landing = Landing(target, card.name, card.value, 1.0)
        return VoyageOdds(colours, route, Outcome.LAND, 1.0, 0.0, 0.0, 0.0, _stack_island_mean(state),
                          (landing,), float(card.value))
    if kind is StepKind.SINK:
        return VoyageOdds(colours, route, Outcome.SINK, 0.0, 1.0, 0.0, 0.0, _stack_island_mean(state), (), 0.0)
    if kind is StepKind.STRANDED:
        return VoyageOdds(colours, route, Outcome.STRANDED, 0.0, 0.0, 1.0, 0.0, _stack_island_mean(state), (),
                          0.0)
    last = route[-2] if len(route) > 1 else None
    here = last.cell if last is not None else cell
    p_new, p_sink, p_strand, lying, error = open_sea(state, here, end.entry, colours, origin, tolerance, budget)
    mean = _stack_island_mean(state)
    landings = tuple(
        Landing(c, cards[state.cells[c]].name, cards[state.cells[c]].value, p) for c, p in sorted(lying.items())
    )
    p_lying = sum(x.probability for x in landings)
    p_land = p_new + p_lying
    worth = p_new * mean + sum(x.probability * x.value for x in landings)
    return VoyageOdds(colours, route, Outcome.OPEN, p_land, p_sink, p_strand, p_new, mean, landings,
                      worth / p_land if p_land > 0.0 else 0.0, error)


def route_steps(state: GameState, cell: Cell, direction: int, colours: int, origin: Cell) -> tuple[RouteStep, ...]:
    """The route over the cards lying (R6.2), step by step, ending where it lands, sinks or needs a card."""
    cards, cells, rotations, kings = state.cards, state.cells, state.rotations, state.kings
    steps: list[RouteStep] = []
    here, d = cell, direction
    for _ in range(4 * len(cards) + 8):
        dq, dr = DIRECTION_OFFSETS[d]
        nxt = (here[0] + dq, here[1] + dr)
        cid = cells.get(nxt)
        if cid is None:
            kind = StepKind.STRANDED if state.end_triggered else StepKind.OPEN
            steps.append(RouteStep(kind, nxt, d, colours=colours))
            return tuple(steps)
        card = cards[cid]
        if card.is_island:
            if nxt in kings:
                steps.append(RouteStep(StepKind.TURN_BACK, nxt, d, colours=colours, name=card.name,
                                       value=card.value, home=origin))
            else:
                steps.append(RouteStep(StepKind.LAND, nxt, d, colours=colours, name=card.name, value=card.value))
            return tuple(steps)
        rotation = rotations[nxt]
        other, danger = card.exits[(d + 3 - rotation) % 6]
        out = (other + rotation) % 6
        if danger and colours < danger:
            steps.append(RouteStep(StepKind.SINK, nxt, d, out, danger, colours, card.name))
            return tuple(steps)
        steps.append(RouteStep(StepKind.CROSS, nxt, d, out, danger, colours, card.name))
        here, d = nxt, out
    raise AssertionError("a route over lying cards did not end (R7.5)")


def _stack_island_mean(state: GameState) -> float:
    cards = state.cards
    values = [cards[c].value for c in state.stack if cards[c].is_island]
    return sum(values) / len(values) if values else 0.0


# ---------------------------------------------------------------------------------------- the recursion


@dataclass(frozen=True)
class _Classes:
    """The stack's water cards grouped for a fleet of some colours.

    `exits[t][edge] = (other_edge, passes)` for class `t`; `crest_exit[t]` is the edge its crest
    wake leads to; `of_card[card_id]` is the class of a water card whose crest wake the fleet
    passes, -1 for one whose crest wake sinks it, -2 for an island.
    """

    exits: tuple[tuple[tuple[int, bool], ...], ...]
    crest_exit: tuple[int, ...]
    of_card: tuple[int, ...]

    def __reduce__(self) -> tuple[Any, ...]:
        return reduce_frozen(self)


_Sea = tuple[float, float, float, dict[Cell, float], float]

_CLASSES: dict[tuple[int, int], tuple[tuple[Card, ...], _Classes]] = {}


def _classes(cards: tuple[Card, ...], colours: int) -> _Classes:
    key = (id(cards), colours)
    entry = _CLASSES.get(key)
    if entry is not None and entry[0] is cards:
        return entry[1]
    index: dict[tuple[tuple[int, bool], ...], int] = {}
    of_card: list[int] = []
    for card in cards:
        if card.is_island:
            of_card.append(-2)
            continue
        other, danger = card.exits[0]
        if danger and colours < danger:
            of_card.append(-1)
            continue
        exits = tuple((o, d == 0 or colours >= d) for o, d in card.exits)
        of_card.append(index.setdefault(exits, len(index)))
    table = tuple(index)
    classes = _Classes(table, tuple(e[0][0] for e in table), tuple(of_card))
    _CLASSES[key] = (cards, classes)
    return classes


_CACHE: dict[tuple[Any, ...], VoyageOdds] = {}


def open_sea(state: GameState, here: Cell, direction: int, colours: int, origin: Cell,
             tolerance: float = TOLERANCE, budget: int = BUDGET) -> _Sea:
    """The odds of a fleet at `here` heading `direction` into an empty cell.

    Returns `(p_new_island, p_sink, p_stranded, lying, error)`: `lying` maps each island already
    on the table to the chance the fleet lands there; the probabilities sum to 1. `error` is
    the probability of the voyages that were not followed to their end (0: the figures are
    exact); no figure is off by more. The voyages are followed down to ever smaller
    probabilities (1%, 0.1%, ... down to `tolerance`) until nothing is left unfollowed or the
    next pass would solve more than `budget` positions.
    """
    if state.end_triggered or not state.stack:
        return 0.0, 0.0, 1.0, {}, 0.0
    solver = _Solver(state, colours, origin)
    floor = 1e-2
    nodes_before = 0
    while True:
        result = solver.solve(here, direction, floor)
        if result[4] == 0.0 or floor <= tolerance:
            return result
        growth = max(2.0, solver.nodes / nodes_before) if nodes_before else 8.0
        if solver.nodes * growth > budget:
            return result
        nodes_before = solver.nodes
        floor = max(tolerance, floor / 10)


class _Solver:
    """The recursion over reveals for one fleet on one table.

    No table is met twice in one voyage: the cards placed so far fix the order they were
    revealed in (each lies where the one before sent the fleet), so the reveals form a tree;
    the memo is `_CACHE`, which keeps the answers between calls.
    """

    def __init__(self, state: GameState, colours: int, origin: Cell) -> None:
        cards = state.cards
        classes = _classes(cards, colours)
        self.state = state
        self.colours = colours
        self.origin = origin
        self.classes = classes
        counts = [0] * len(classes.exits)
        islands = sinking = 0
        for cid in state.stack:
            t = classes.of_card[cid]
            if t == -2:
                islands += 1
            elif t == -1:
                sinking += 1
            else:
                counts[t] += 1
        self.islands = islands
        self.sinking = sinking
        self.counts = counts
        self.nodes = 0
        self.floor = 1.0
        self.extra: dict[Cell, tuple[int, int]] = {}
        """Water cards placed so far in the voyage being followed: cell -> (class, rotation)."""
        self.lying: dict[Cell, float] = {}
        """The chance of landing on each island already lying (this solve)."""
        self.totals = [0.0, 0.0, 0.0, 0.0]
        """New island, sink, stranded, error (this solve)."""
        self.limit = 0
        self.leaves: list[tuple[float, float, float, float]] = []

    def solve(self, here: Cell, direction: int, floor: float) -> _Sea:
        """Follow every voyage at least `floor` likely to its end; estimate the rest (`_estimate`)."""
        self.floor = floor
        self.extra = {}
        self.lying = {}
        self.totals = [0.0, 0.0, 0.0, 0.0]  # new island, sink, stranded, error
        self.nodes = 0
        self.limit = 4 * len(self.state.cards) + 8
        self.leaves = [self._leaf(w) for w in range(self.sinking + sum(self.counts) + 1)]
        self._expand(here, direction, 1.0, self.sinking + sum(self.counts))
        totals = self.totals
        return totals[0], totals[1], totals[2], self.lying, totals[3]

    # `_walk` and `_expand` are methods, not closures of `solve`: compiled by mypyc, nested
    # functions that name each other keep one another in a reference cycle, which left every
    # solve's tables to the garbage collector (tests/ai/test_collector.py).

    def _walk(self, here: Cell, d: int) -> tuple[int, Cell, int]:
        """Sail from `here` heading `d` over the cards lying and those placed in this voyage
        (`extra`): (_LAND, island, -1), (_SINK, cell, -1) or (_OPEN, last cell, heading)."""
        state, extra, exits, offsets = self.state, self.extra, self.classes.exits, DIRECTION_OFFSETS
        cells, rotations, cards, kings, colours = state.cells, state.rotations, state.cards, state.kings, self.colours
        for _ in range(self.limit):
            dq, dr = offsets[d]
            nxt = (here[0] + dq, here[1] + dr)
            placed = extra.get(nxt)
            if placed is not None:
                t, rotation = placed
                other, passes = exits[t][(d + 3 - rotation) % 6]
                if not passes:
                    return _SINK, nxt, -1
                here, d = nxt, (other + rotation) % 6
                continue
            cid = cells.get(nxt)
            if cid is None:
                return _OPEN, here, d
            card = cards[cid]
            if card.is_island:
                return _LAND, (self.origin if nxt in kings else nxt), -1
            rotation = rotations[nxt]
            other, danger = card.exits[(d + 3 - rotation) % 6]
            if danger and colours < danger:
                return _SINK, nxt, -1
            here, d = nxt, (other + rotation) % 6
        raise AssertionError("a route over lying cards did not end (R7.5)")

    def _expand(self, here: Cell, d: int, mass: float, waters: int) -> None:
        """The next reveal of a voyage heading `d` from `here` into an empty cell, with `mass`
        its probability and `waters` water cards left: each kind of card, followed on."""
        self.nodes += 1
        islands, sinking, counts, totals = self.islands, self.sinking, self.counts, self.totals
        share = mass / (islands + waters)
        totals[0] += islands * share
        totals[1] += sinking * share
        if waters == 1:
            # R8.3: the last water card ends the game; its crest wake passes, then stranded.
            totals[2] += (waters - sinking) * share
            return
        offsets, extra, cells = DIRECTION_OFFSETS, self.extra, self.state.cells
        crest_exit, floor, leaves, lying = self.classes.crest_exit, self.floor, self.leaves, self.lying
        dq, dr = offsets[d]
        cell = (here[0] + dq, here[1] + dr)
        rotation = (d + 3) % 6  # R2.3: the crest faces back
        for t, count in enumerate(counts):
            if not count:
                continue
            p = count * share
            heading = (crest_exit[t] + rotation) % 6
            dq, dr = offsets[heading]
            ahead = (cell[0] + dq, cell[1] + dr)
            if ahead not in cells and ahead not in extra:
                # The usual case: the crest wake leads straight into another empty cell.
                if p >= floor:
                    extra[cell] = (t, rotation)
                    counts[t] = count - 1
                    self._expand(cell, heading, p, waters - 1)
                    counts[t] = count
                    del extra[cell]
                else:
                    self._add_leaf(p, leaves[waters - 1])
                continue
            extra[cell] = (t, rotation)
            kind, where, heading = self._walk(cell, heading)
            if kind == _LAND:
                lying[where] = lying.get(where, 0.0) + p
            elif kind == _SINK:
                totals[1] += p
            elif p >= floor:
                counts[t] = count - 1
                self._expand(where, heading, p, waters - 1)
                counts[t] = count
            else:
                self._add_leaf(p, leaves[waters - 1])
            del extra[cell]

    def _add_leaf(self, p: float, leaf: tuple[float, float, float, float]) -> None:
        """Add a branch of probability `p` cut below the floor: its outcomes as `leaf` (`_leaf`)
        estimates them (new island, sink, stranded, unsure)."""
        totals = self.totals
        new, sink, strand, unsure = leaf
        totals[0] += p * new
        totals[1] += p * sink
        totals[2] += p * strand
        totals[3] += p * unsure

    def _leaf(self, waters: int) -> tuple[float, float, float, float]:
        """A voyage not followed further, heading into an empty cell with `waters` water cards left.

        Its next reveal is counted exactly where the geometry does not matter (an island lands,
        a water card whose crest wake stops the fleet sinks it, the last water card strands it);
        only the water cards it would sail on across are estimated (`_estimate`). Returns
        `(new island, sink, stranded, unsure)`, `unsure` being the estimated share.
        """
        islands, sinking = self.islands, self.sinking
        total = islands + waters
        passing = (waters - sinking) / total
        if waters == 1:  # R8.3: the last water card ends the game
            return islands / total, sinking / total, passing, 0.0
        new, sink, strand = self._estimate(waters - 1)
        return (islands / total + passing * new, sinking / total + passing * sink, passing * strand, passing)

    def _estimate(self, waters: int) -> tuple[float, float, float]:
        """A voyage not followed further: the next reveals as if every water card led on to open sea.

        Each reveal is then an island (land), a water card whose crest wake stops the fleet
        (sink) or one that lets it sail on; with only passing water cards left, the fleet is
        stranded if all of them come before the first island (R8.3).
        """
        islands, sinking = self.islands, self.sinking
        if sinking:
            return islands / (islands + sinking), sinking / (islands + sinking), 0.0
        stranded = 1.0
        for k in range(waters):
            stranded *= (waters - k) / (waters - k + islands)
        return 1.0 - stranded, 0.0, stranded


_LAND, _SINK, _OPEN = 0, 1, 2

