"""The last hint's plan within a turn: which step comes next, and why a fresh hint leaves it.

A hint (the hard level's choice for a person's decision) comes with a plan, the seat's own
decisions that follow in the same turn. `HintPlan` keeps the last hint's line so that:

- the next hint of a turn that follows the plan carries it on (`next_step`) instead of a fresh
  search that might prefer another line by a hair (hints within a turn tell one story);
- a fresh hint says why it does not carry the plan on (`break_note`: "left" when the person's
  moves left it, "done" when it was played to its end; keys of `hint.PLAN_NOTES`);
- a move that follows the hint shows the plan's next step at the next decision by itself
  (`followed`, set by the table scene when the hint's decision passes).

The moves since the hint follow its line when they are its steps in its order, but for a
reproduction's new ships: those the line puts on its beaches follow it in any order (play-test
28 placed them so and read "a new plan"), where the rules core's state after them is the one
the line's order gives (`same_outcome`). A move the person had no choice in (a decision of one
option the line passes over) follows it too. Any other step in another order, a different
emigration or landing, leaves it.

A hint's plan covers every new ship of a reproduction (`tongiaki.ai.planned.completed`: play-test
29's hint reproduced 5 new ships and named 4 beaches, and no hint showed for the last ship).

Bookkeeping over the match's history of options, on copies of the game: no drawing, no rules
decided here.
"""

from __future__ import annotations

from collections.abc import Sequence

from tongiaki.ai.base import Choice
from tongiaki.ai.explain import describe
from tongiaki.ai.planned import played
from tongiaki.rules import Decision, DecisionKind, GameState, Option
from tongiaki.rules.steps import ReproBeach


def same_outcome(one: GameState, other: GameState) -> bool:
    """True when the two states play on alike (`GameState.snapshot`), a reproduction under way
    in them with the same beaches given a new ship, in whatever order."""
    snaps = [one.snapshot(), other.snapshot()]
    for snap in snaps:
        step = snap["step"]
        if isinstance(step, ReproBeach):
            snap["step"] = (step.cell, step.left, frozenset(step.used))
    return snaps[0] == snaps[1]


def _new_ships_run(state: GameState, line: Sequence[Option], start: int) -> int:
    """How many steps of `line` from `start` on, as met from `state`, place a reproduction's
    new ships (each a choice among the beaches left: their order is the person's)."""
    probe = state.copy()
    count = 0
    while start + count < len(line):
        node, step = probe.pending, line[start + count]
        if not (isinstance(node, Decision) and node.kind is DecisionKind.REPRODUCE_BEACH and step in node.options):
            break
        probe.play(step)
        count += 1
    return count


class HintPlan:
    """The line of the last hint shown (see the module docstring)."""

    def __init__(self) -> None:
        self.line: tuple[int, int, int, tuple[Option, ...]] | None = None
        """(moves made when it was asked, its player, its turn, the hinted option and the plan
        after it), or None before the first hint."""
        self.prefix: tuple[Option, ...] = ()
        """The game's moves when the last hint was taken (`line` holds only how many)."""
        self.state: GameState | None = None
        """A copy of the game when the last hint was taken (its line is followed from there)."""
        self.planned = False
        """Whether the last hint shown had a plan or carried one on (`break_note`)."""
        self.shown = False
        """Whether the plan the last hint carries on was shown in words (a "then:" line in its
        panel, not cut away for room)."""
        self.note = ""
        """What the hint being asked says when the turn's last hint had another plan
        (`break_note`), until it is answered."""
        self.followed = False
        """The person just made the move the showing hint named: at their next decision of
        the plan the hint carries on by itself (a play-test lost the marks after the first
        click and had to remember the "Then: ..." steps)."""

    def rest(self, history: Sequence[Option]) -> tuple[Option, ...] | None:
        """The steps of the last hint's line still to come after the moves made since it (the
        hinted option first, where none was made), when those moves follow it (see the module
        docstring); () when they played it to its end (other moves may follow); None when they
        left it, or the game up to the hint is not the same (an undo to before it, and another
        move, leave its plan)."""
        if self.line is None or self.state is None:
            return None
        start, _player, _turn, line = self.line
        if tuple(history[:start]) != self.prefix:
            return None
        done = list(history[start:])
        state = self.state
        i = j = 0
        while i < len(done) and j < len(line):
            node = state.pending
            run = _new_ships_run(state, line, j)
            if run < 2:
                if done[i] == line[j]:
                    j += 1
                elif not (isinstance(node, Decision) and node.options == (done[i],)):
                    return None  # another move than the line's (a move of no choice passes)
                after = played(state, [done[i]])
                if after is None:
                    return None
                state, i = after, i + 1
                continue
            steps = list(line[j:j + run])
            taken: list[Option] = []
            while len(taken) < run and i + len(taken) < len(done) and done[i + len(taken)] in steps \
                    and done[i + len(taken)] not in taken:
                taken.append(done[i + len(taken)])
            if len(taken) < run and i + len(taken) < len(done):
                return None  # a new ship on another beach before the line's were all given one
            left = [step for step in steps if step not in taken]
            ours, theirs = played(state, steps), played(state, [*taken, *left])
            if ours is None or theirs is None or not same_outcome(ours, theirs):
                return None
            if left:  # the new ships still to place: the line's own order for the rest
                return (*left, *line[j + run:])
            state, i, j = ours, i + run, j + run
        return tuple(line[j:])

    def next_step(self, state: GameState, history: Sequence[Option], node: Decision,
                  asked_here: bool = False) -> Choice | None:
        """The next step of the last hint's plan, when the moves made since that hint follow
        it (`rest`: its steps, a reproduction's new ships in any order), in the same turn and
        by the same player, and the step is offered now; else None (a fresh search is asked).
        With `asked_here`, the hinted option itself counts too when no move has been made since
        (the person plays it with the hint hidden)."""
        if self.line is None:
            return None
        start, player, turn, _line = self.line
        least = 0 if asked_here else 1
        if node.player != player or state.turn != turn or len(history) - start < least or len(node.options) < 2:
            return None
        rest = self.rest(history)
        if not rest or rest[0] not in node.options:
            return None
        step, after = rest[0], rest[1:]
        return Choice(step, describe(state, node, step, after), after)

    def break_note(self, state: GameState, history: Sequence[Option], node: Decision) -> str:
        """Why a fresh hint in this turn does not go on with the last hint's plan, for the end of
        its reason: "left" (the person's moves left it) or "done" ('' when no hint of this turn
        had a plan): a play-test saw a second hint sail another beach than the first one's
        plan, with nothing said."""
        if self.line is None:
            return ""
        start, player, turn, _line = self.line
        if node.player != player or state.turn != turn or not self.planned or len(node.options) < 2:
            return ""  # no plan to speak of beside "the only choice"
        if len(history) <= start:  # the same decision asked again (a play-test read "the plan is complete" there)
            return ""
        return "left" if self.rest(history) is None else "done"

    def asked(self, state: GameState, history: Sequence[Option], node: Decision) -> Choice | None:
        """A hint is asked for `node`: the plan's next step when it carries on (see
        `next_step`), else None, the note of a fresh hint kept for its answer."""
        step = self.next_step(state, history, node)
        self.note = "" if step is not None else self.break_note(state, history, node)
        return step

    def take_note(self, carried: bool) -> str:
        """The note the hint being shown says: "planned" for a step carried on whose plan was
        shown in words (a play-test read "as the last hint planned" under a hint whose plan had
        no "then:" line: its steps were choices of one option), else the fresh hint's note."""
        note = ("planned" if self.shown else "") if carried else self.note
        self.note = ""
        return note

    def remember(self, state: GameState, history: Sequence[Option], node: Decision, choice: Choice,
                 carried: bool, shown: bool) -> None:
        """Keep `choice`'s line as the last hint's (`shown`: its plan shows in words)."""
        self.shown = shown or (carried and self.shown)
        # a plan's last step carried on has no plan of its own, but the turn had one (a play-test
        # asked after it and got no "new plan")
        self.planned = bool(choice.plan) or carried
        self.line = (len(history), node.player, state.turn, (choice.option, *choice.plan))
        self.prefix = tuple(history)
        self.state = state.copy()
