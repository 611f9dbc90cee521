"""A game's review (`tongiaki.play.review`) worked out off the render loop, one decision at a time.

The replay viewer asks for the review of some seats of a record; the `Reviewer` replays the
record to each of their decisions worth reviewing (quick) and sends them, one after another, to
a worker process that searches it (about a third of a second each), so the window stays smooth,
the notes arrive in the record's order while the viewer is used, and leaving the viewer stops
the work. A worker that dies is replaced and the decision asked again (the search is seeded by
the decision's step, so the note is the one the first worker would have made).

A review of a game named by its id (`start`'s `game`) is kept (`play.keptreviews`): the notes
made before, this session or on an earlier day, show at once, and only the moves not reviewed yet
are sent off; the notes are kept as they come, and written to the review's file once it is done
(or when the viewer is left before). A kept file that cannot be used is left out with one line on
the console, and the review made again.
"""

from __future__ import annotations

import bisect
import sys
from collections.abc import Iterable, Mapping
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool

from tongiaki.app.helper import WindowHelper
from tongiaki.play.keptreviews import ReviewKey, keep_review, kept_review, review_key
from tongiaki.play.review import REVIEW_ITERATIONS, Note, review_decision, reviewed_steps
from tongiaki.rules import Deck, GameState, Option

RETRIES = 2
"""Workers that may die in a row on one decision before the review stops (the notes made stay)."""


class Reviewer:
    """The notes of one review, growing as the worker answers; `poll` once a frame."""

    def __init__(self, iterations: int | None = None) -> None:
        self.iterations = REVIEW_ITERATIONS if iterations is None else iterations
        self.notes: list[Note] = []
        self.total = 0
        """How many decisions the review covers (known once it starts)."""
        self.failed = ""
        """Why the review stopped early ('' while it works or once it is done)."""
        self._todo: list[tuple[int, GameState, Option]] = []
        self._helper = WindowHelper()
        self._future: Future[Note] | None = None
        self._deaths = 0
        self._started = False
        self._by_step: dict[int, Note] = {}
        self._hinted: Mapping[int, Option] = {}
        self._hint_reasons: Mapping[int, str] = {}
        self._key: ReviewKey | None = None
        self.kept = 0
        """How many of the notes were kept from before (shown at once)."""
        self._written = 0
        """How many notes the review's file holds (as far as this reviewer knows)."""

    @property
    def started(self) -> bool:
        """True once `start` was called."""
        return self._started

    @property
    def done(self) -> bool:
        """True when every decision has its note (or the review stopped)."""
        return self.started and self._future is None and not self._todo

    @property
    def complete(self) -> bool:
        """True when every decision the review covers has its note."""
        return self.started and len(self.notes) == self.total

    def start(self, deck: Deck, players: int, history: Iterable[Option], deciders: Iterable[int],
              seats: Iterable[int], hinted: Mapping[int, Option] | None = None,
              hint_reasons: Mapping[int, str] | None = None, game: str | None = None) -> None:
        """Review the decisions of `seats` in the record (`history`, `deciders`; `hinted`,
        `hint_reasons`: the hints shown during the game, `Match.hinted`, `Match.hint_reasons`);
        with `game`, the game's id (`records.game_id`), the notes kept of its review show at once
        and the new ones are kept."""
        self.cancel()
        self._started = True
        self.notes = []
        self._by_step = {}
        self.failed = ""
        self._hinted = dict(hinted or {})
        self._hint_reasons = dict(hint_reasons or {})
        history, deciders, seats = list(history), list(deciders), list(seats)
        todo = list(reviewed_steps(deck, players, history, deciders, seats))
        self.total = len(todo)
        self._key, self.kept, self._written = None, 0, 0
        if game is not None:
            self._key = review_key(game, deck, history, deciders, seats, self.iterations, self._hinted,
                                   self._hint_reasons)
            kept, problem = kept_review(self._key, todo)
            if problem is not None:
                print(f"tongiaki: {problem}", file=sys.stderr)
            for note in kept:
                self._add(note)
            self.kept = self._written = len(kept)
        self._todo = [item for item in todo if item[0] not in self._by_step]
        self._todo.reverse()  # taken from the end: the record's order
        self._submit()

    def _add(self, note: Note) -> None:
        """A note into `notes`, in the record's order."""
        bisect.insort(self.notes, note, key=lambda n: n.step)
        self._by_step[note.step] = note

    def _keep(self, write: bool) -> None:
        """Keep the notes made (for the session; in the review's file with `write`)."""
        if self._key is None:
            return
        problem = keep_review(self._key, self.notes, write=write)
        if write:
            self._written = len(self.notes)
        if problem is not None:
            print(f"tongiaki: {problem}", file=sys.stderr)

    def _submit(self) -> None:
        if not self._todo:
            return
        step, state, option = self._todo[-1]
        self._future = self._helper.submit(review_decision, state, option, step, self.iterations,
                                            self._hinted.get(step), self._hint_reasons.get(step, ""))

    def poll(self) -> list[Note]:
        """The notes that arrived since the last call (and the next decision sent off)."""
        future = self._future
        if future is None or not future.done():
            return []
        self._future = None
        try:
            note = future.result()
        except BrokenProcessPool:
            self._worker_died()
            return []
        self._deaths = 0
        self._todo.pop()
        self._add(note)
        self._keep(write=self.complete)
        self._submit()
        return [note]

    def _worker_died(self) -> None:
        self._helper.stop()
        self._deaths += 1
        if self._deaths > RETRIES:
            self.failed = "the review stopped: its helper process kept failing"
            self._todo = []
            return
        self._submit()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the decision being searched has its answer (True) or `timeout` passes."""
        future = self._future
        if future is None:
            return True
        try:
            future.exception(timeout=timeout)
        except TimeoutError:
            return False
        return True

    def note_at(self, step: int) -> Note | None:
        """The note on the decision at record index `step`, if it has arrived."""
        return self._by_step.get(step)

    def cancel(self) -> None:
        """Stop the work (the viewer is left); the notes made stay, and are kept."""
        if len(self.notes) > self._written:
            self._keep(write=True)
        self._todo = []
        if self._future is not None:
            self._future.cancel()
            self._future = None
        self._helper.stop()
