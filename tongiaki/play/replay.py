"""A cursor over a finished or saved game: step forward and back by decision or by turn.

`ReplayCursor(match)` replays the match's record from the deal. `step` is the number of
applied options; `state` is the game after them and `events` everything that happened up to
there, so a viewer can show the board, the log and the odds exactly as they were at that
moment. Moving back rebuilds from the nearest snapshot (a copy kept every `SNAPSHOT_EVERY`
steps). The cursor never changes the match or its record.
"""

from __future__ import annotations

from tongiaki.play.match import Match
from tongiaki.rules import Event, GameState, Option, new_game

SNAPSHOT_EVERY = 25
"""Steps between kept copies of the state (moving back replays at most this many)."""


class ReplayCursor:
    """A position in a game's record."""

    def __init__(self, match: Match) -> None:
        self.deck = match.deck
        self.players = len(match.seats)
        self.history = tuple(match.history)
        """The record's options (a copy: the match is never touched)."""
        self.deciders = tuple(match.deciders)
        self.names = list(match.names) if match.names else None
        self.seats = list(match.seats)
        self._turn_of_step: list[int] = []
        self._events_at: list[int] = []
        self._snapshots: dict[int, GameState] = {}
        self._all_events: list[Event] = []
        state = new_game(self.deck, self.players)
        for index, option in enumerate(self.history):
            if index % SNAPSHOT_EVERY == 0:
                self._snapshots[index] = state.copy()
            self._turn_of_step.append(state.turn)
            self._events_at.append(len(self._all_events))
            self._all_events.extend(state.apply(option))
        self._turn_of_step.append(state.turn)
        self._events_at.append(len(self._all_events))
        self.final = state
        self.step = 0
        self.state = self._state_at(0)

    # ------------------------------------------------------------------ queries

    @property
    def length(self) -> int:
        """How many options the record holds (the last step)."""
        return len(self.history)

    @property
    def turn(self) -> int:
        """The turn under way at the cursor."""
        return self._turn_of_step[self.step]

    @property
    def last_turn(self) -> int:
        """The turn the record ends in."""
        return self._turn_of_step[-1]

    @property
    def events(self) -> list[Event]:
        """Every event up to the cursor."""
        return self._all_events[: self._events_at[self.step]]

    def events_of_step(self, step: int) -> list[Event]:
        """The events that applying option `step - 1` produced (those leading to `step`)."""
        if step <= 0:
            return []
        return self._all_events[self._events_at[step - 1]: self._events_at[step]]

    def turn_starts(self) -> list[int]:
        """The step at which each turn begins, in order."""
        starts, last = [], None
        for step, turn in enumerate(self._turn_of_step):
            if turn != last:
                starts.append(step)
                last = turn
        return starts

    def next_option(self) -> Option | None:
        """The option applied next from the cursor, or None at the end."""
        return self.history[self.step] if self.step < self.length else None

    # ------------------------------------------------------------------ moves

    def _state_at(self, step: int) -> GameState:
        base = max((s for s in self._snapshots if s <= step), default=None)
        if base is None:
            state = new_game(self.deck, self.players)
            base = 0
        else:
            state = self._snapshots[base].copy()
        for option in self.history[base:step]:
            state.apply(option)
        return state

    def goto(self, step: int) -> list[Event]:
        """Move to `step` (clamped); returns the events of the last option passed when moving
        forward by one (for an animation), else an empty list."""
        step = max(0, min(self.length, step))
        if step == self.step + 1:
            events = self.state.apply(self.history[self.step])
            self.step = step
            return events
        if step != self.step:
            self.state = self._state_at(step)
            self.step = step
        return []

    def forward(self) -> list[Event]:
        """One decision forward (its events), or nothing at the end."""
        return self.goto(self.step + 1)

    def back(self) -> None:
        """One decision back."""
        self.goto(self.step - 1)

    def next_turn(self) -> None:
        """To the start of the next turn (or the end)."""
        later = [s for s in self.turn_starts() if s > self.step]
        self.goto(later[0] if later else self.length)

    def previous_turn(self) -> None:
        """To the start of this turn, or of the one before when already there."""
        earlier = [s for s in self.turn_starts() if s < self.step]
        self.goto(earlier[-1] if earlier else 0)

    def goto_turn(self, turn: int) -> None:
        """To the start of turn `turn` (clamped to the record)."""
        starts = self.turn_starts()
        for step in starts:
            if self._turn_of_step[step] >= turn:
                self.goto(step)
                return
        self.goto(self.length)
