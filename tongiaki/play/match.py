"""One game in progress: the rules state, the seats, the seeded chance rng and the record.

The match owns every random number of a game: reveals are sampled from `chance_rng` and each
AI seat draws from its own rng, all derived from the game's seed, so the same seed and the same
decisions give the same game. Every applied option (chance outcomes included) is appended to
`history`, which is the game record (see `records.py`, which saves, loads and replays it;
`names` and `created` are record metadata that the rules never read). `reasons` keeps the
one-line reason an AI seat gave for a decision (by history index), `hints` how many hints each
seat asked for, `hinted` the option each hint showed and `hint_reasons` its words (by the history
index of the decision it was for); all are saved as optional record metadata. So is `view`, the
table's view as the player left it (plain data the table scene sets before a save and reads when
it shows a loaded game): it is no part of the game, and nothing here reads it.

A person may hand their seat to a computer level for the rest of the game ("Finish for me",
`stand_in`): the seat's `agents` entry is then that level's agent and its decisions are drawn
from the seat's own rng, as a computer seat's are, while `seats` (the record's) still says
"human". `stood_in` (seat -> turn) is saved as record metadata for the score sheet of a
finished game opened again; a resumed game that goes on gives every human seat back to its
person (the agents are made from `seats`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from tongiaki.ai import make_agent
from tongiaki.ai.base import Agent
from tongiaki.rules import Chance, Decision, DecisionKind, Deck, Event, GameState, Option, new_game

HUMAN = "human"


def sample_reveal(node: Chance, rng: random.Random) -> Option:
    """The chance outcome: a card drawn uniformly from the stack's remaining cards."""
    return node.outcomes[rng.randrange(len(node.outcomes))]


@dataclass
class Match:
    """A game with its seats (`"human"` or an AI level per seat) and seed."""

    deck: Deck
    seats: list[str]
    seed: int
    names: list[str] | None = None
    """Optional display names per seat (record metadata)."""
    created: str | None = None
    """When the game began, ISO 8601 UTC (record metadata; set by the first save if empty)."""
    state: GameState = field(init=False)
    history: list[Option] = field(init=False, default_factory=list)
    deciders: list[int] = field(init=False, default_factory=list)
    """Per history entry, the seat that decided it (-1 for a reveal)."""
    events: list[Event] = field(init=False, default_factory=list)
    agents: list[Agent | None] = field(init=False, default_factory=list)
    chance_rng: random.Random = field(init=False)
    agent_rngs: list[random.Random] = field(init=False, default_factory=list)
    reasons: dict[int, str] = field(init=False, default_factory=dict)
    """Per history index, the reason the AI seat gave for that decision (when it was asked)."""
    hints: list[int] = field(init=False, default_factory=list)
    """Per seat, how many hints the player asked for in this game."""
    hinted: dict[int, Option] = field(init=False, default_factory=dict)
    """Per history index, the option a hint showed for the decision taken there (the review
    holds a move that followed it to be the hard level's choice: a play-test's review flagged
    moves the hint had asked for)."""
    settled: set[int] = field(init=False, default_factory=set)
    """History indices whose option landed a ship of a landing that ends the same whichever
    options are taken (R6.3, `GameState.landing_settled`): the table lands those by itself, and
    an undo takes them back with the person's move before them."""
    hint_reasons: dict[int, str] = field(init=False, default_factory=dict)
    """Per history index, the reason the hint gave for its option (the review tells a move that
    followed it in the hint's words and figures: a play-test read 27% in the hint and 23% in
    the review for the same move)."""

    stood_in: dict[int, int] = field(init=False, default_factory=dict)
    """Per human seat handed to a computer level (`stand_in`), the turn from which it plays it."""
    stand_in_levels: dict[int, str] = field(init=False, default_factory=dict)
    """Per such seat, the level that plays it."""
    stood_in_before: dict[int, list[tuple[int, int]]] = field(init=False, default_factory=dict)
    """Per human seat, the turns (first, last) a stand-in played it and gave it back
    (`take_back`), where it made a decision of that seat: the score sheet names them beside
    `stood_in` (play-test 38's sheet said "from turn 13" of a seat the hard level had also played
    at turn 10), and the game is not counted in the person's results."""
    view: dict[str, Any] | None = field(init=False, default=None)
    """The table's view at the last save, for a resumed game to show it again (play-test 41's
    Continue came back zoomed out to the whole table): {"mode": "whole"} (key F's whole table)
    or {"mode": "placed", "zoom": z, "centre": [x, y]} (a view the player zoomed or panned: the
    world point at the middle of the table area, independent of the window's size); None for
    the automatic view. Set by the table scene (`TableScene.keep_view`), checked by the loader."""
    _stood_in_index: dict[int, int] = field(init=False, default_factory=dict)
    """Per seat in `stood_in`, the history index from which its stand-in plays it."""
    undo_floor: int = field(init=False, default=0)
    """The history index `undo` never goes back past: a seat taken back (`take_back`) may not
    undo the moves its stand-in made (their random draws stay spent, as a computer seat's)."""

    def __post_init__(self) -> None:
        self.state = new_game(self.deck, len(self.seats))
        self.chance_rng = random.Random(f"chance:{self.seed}")
        self.agent_rngs = [random.Random(f"seat:{self.seed}:{i}") for i in range(len(self.seats))]
        self.agents = [None if s == HUMAN else make_agent(s) for s in self.seats]
        self.hints = [0] * len(self.seats)

    def level_of(self, seat: int) -> str:
        """The level that decides for `seat`: its stand-in's while one plays it, else its own
        (`"human"` for a person)."""
        return self.stand_in_levels.get(seat, self.seats[seat])

    def stand_in(self, seat: int, level: str) -> None:
        """Hand the human `seat` to the computer `level` for the rest of the game (until
        `take_back`): from the turn now, its decisions are that level's, drawn from the seat's rng."""
        if self.seats[seat] != HUMAN or seat in self.stood_in:
            raise ValueError(f"seat {seat} is not a human seat played by its person")
        self.agents[seat] = make_agent(level)
        self.stood_in[seat] = self.state.turn
        self.stand_in_levels[seat] = level
        self._stood_in_index[seat] = len(self.history)

    def take_back(self, seat: int) -> None:
        """Give the `seat` handed to a stand-in back to its person; their undo stops here."""
        if seat not in self.stood_in:
            raise ValueError(f"seat {seat} is not played by a stand-in")
        self.agents[seat] = None
        first = self.stood_in.pop(seat)
        del self.stand_in_levels[seat]
        since = self._stood_in_index.pop(seat, 0)
        if seat in self.deciders[since:]:  # it decided for the seat: those turns were not the person's
            self.stood_in_before.setdefault(seat, []).append((first, self.state.turn))
        self.undo_floor = len(self.history)

    def stand_in_seats(self) -> set[int]:
        """The human seats a stand-in played at some time of the game (now or before): a game
        with any is not its people's result to count."""
        return set(self.stood_in) | set(self.stood_in_before)

    def stand_in_spans(self) -> dict[int, list[tuple[int, int | None]]]:
        """Per human seat a stand-in played, the turns it played it, by turn as the record keeps
        them: (first, last) of each span given back (`stood_in_before`: the seat its person's
        again in turn `last`, as `person_played` counts it), then (first, None) of the one
        playing it now or to the game's end (`stood_in`)."""
        spans: dict[int, list[tuple[int, int | None]]] = {}
        for seat, given_back in self.stood_in_before.items():
            spans[seat] = [(first, last) for first, last in given_back]
        for seat, first in self.stood_in.items():
            spans.setdefault(seat, []).append((first, None))
        return spans

    def person_played(self, seat: int) -> bool:
        """Whether the person of the human `seat` played a turn of their own: False when a
        stand-in played every turn of the seat so far (`seat + 1` and every `players` turns
        after), as when "Finish for me" was asked for at the seat's first turn (placing the
        starting ships, turn 0's setup, is not playing the game: "Finish for me" is not offered
        there). A stand-in's spans are by turn (`stood_in`, `stood_in_before`: a seat given back
        at turn t is its person's again in turn t)."""
        if self.seats[seat] != HUMAN:
            return False
        spans = [(first, last - 1) for first, last in self.stood_in_before.get(seat, [])]
        if seat in self.stood_in:
            spans.append((self.stood_in[seat], self.state.turn))
        players = len(self.seats)
        own_turns = range(seat + 1, self.state.turn + 1, players)
        return any(not any(first <= turn <= last for first, last in spans) for turn in own_turns)

    @property
    def pending(self) -> Decision | Chance | None:
        """The state's pending node."""
        return self.state.pending

    def is_over(self) -> bool:
        """True once the game is scored."""
        return self.state.is_over()

    def waiting_for_human(self) -> bool:
        """True when the pending decision belongs to a human seat."""
        node = self.state.pending
        return isinstance(node, Decision) and self.agents[node.player] is None

    def can_undo(self) -> bool:
        """True when `undo` has a decision to take back: the last choice of the human who must
        decide now, made since the last revealed card. Undo never takes back a revealed card, an
        AI seat's move (their random draws stay spent) or another person's move; nor a settled
        landing alone (`settled`: a play-test's undo after a revealed card took back a landing
        that the table made again at once, and said it had taken back a move)."""
        return self._undo_point() >= 0

    def last_choice(self) -> int:
        """The history index of the last option that was not a settled landing (`settled`: the
        table makes those by itself), or -1 when there is none; `deciders` says whose it was."""
        index = len(self.history) - 1
        while index >= 0 and index in self.settled:
            index -= 1
        return index

    def _undo_point(self) -> int:
        """The history index `undo` goes back to (-1 when there is none): the human's last
        decision, with the settled landings after it."""
        node = self.state.pending
        if not isinstance(node, Decision) or self.agents[node.player] is not None:
            return -1
        index = self.last_choice()
        if index < self.undo_floor or any(self.deciders[i] != node.player for i in range(index, len(self.history))):
            return -1
        return index

    def undo(self) -> list[Event]:
        """Take back the last human decision (see `can_undo`) by replaying the rest of the
        history; the rebuilt game's events replace `events` and are returned."""
        point = self._undo_point()
        if point < 0:
            raise ValueError("nothing to undo: the last step was a reveal or a computer's move")
        history = self.history[:point]
        reasons = {i: r for i, r in self.reasons.items() if i < len(history)}
        # the position at index len(history) is the same again: its hint still holds
        hinted = {i: o for i, o in self.hinted.items() if i <= len(history)}
        hint_reasons = {i: r for i, r in self.hint_reasons.items() if i <= len(history)}
        self.state = new_game(self.deck, len(self.seats))
        self.history, self.deciders, self.events, self.settled = [], [], [], set()
        for option in history:
            self.apply(option)
        self.reasons = reasons
        self.hinted = hinted
        self.hint_reasons = hint_reasons
        return self.events

    def apply(self, option: Option, reason: str = "") -> list[Event]:
        """Apply an option (checked) and record it, with the AI seat's `reason` if one is given."""
        node = self.state.pending
        settled = isinstance(node, Decision) and node.kind is DecisionKind.LAND and self.state.landing_settled()
        events = self.state.apply(option)
        if settled:
            self.settled.add(len(self.history))
        if reason:
            self.reasons[len(self.history)] = reason
        self.deciders.append(node.player if isinstance(node, Decision) else -1)  # None: `apply` raised
        self.history.append(option)
        self.events.extend(events)
        return events

    def record_hint(self, option: Option, reason: str = "") -> None:
        """Keep `option` (and the `reason` given for it) as the hint shown for the decision
        pending now (see `hinted` and `hint_reasons`)."""
        self.hinted[len(self.history)] = option
        if reason:
            self.hint_reasons[len(self.history)] = reason
        else:
            self.hint_reasons.pop(len(self.history), None)

    def reveal(self) -> list[Event]:
        """Resolve a pending chance node with the match's chance rng."""
        node = self.state.pending
        assert isinstance(node, Chance)
        return self.apply(sample_reveal(node, self.chance_rng))

    def ai_choice(self) -> Option:
        """Ask the AI seat whose decision is pending for its option."""
        node = self.state.pending
        assert isinstance(node, Decision)
        agent = self.agents[node.player]
        assert agent is not None, "a human seat decides by hand"
        return agent.choose(self.state, node, self.agent_rngs[node.player])

    def advance(self) -> list[Event] | None:
        """Resolve one chance node or one AI decision; None when a human must decide or it is over."""
        node = self.state.pending
        if node is None:
            return None
        if isinstance(node, Chance):
            return self.reveal()
        if self.agents[node.player] is None:
            return None
        return self.apply(self.ai_choice())

    def play_out(self, max_steps: int = 1_000_000) -> None:
        """Advance until a human must decide or the game ends."""
        for _ in range(max_steps):
            if self.advance() is None:
                return
        raise RuntimeError("the match did not finish")
