"""The last hint's plan within a turn: which step comes next, and why a fresh hint leaves it.

A hint (the hard level's choice for a person's decision) comes with a plan, the seat's own
decisions that follow in the same turn. `HintPlan` keeps the last hint's line so that:

- the next hint of a turn that follows the plan carries it on (`next_step`) instead of a fresh
  search that might prefer another line by a hair (hints within a turn tell one story);
- a fresh hint says why it does not carry the plan on (`break_note`: "left" when the person's
  moves left it, "done" when it was played to its end; keys of `hint.PLAN_NOTES`);
- a move that follows the hint shows the plan's next step at the next decision by itself
  (`followed`, set by the table scene when the hint's decision passes).

Pure bookkeeping over the match's history of options: no drawing, no rules decided here.
"""

from __future__ import annotations

from collections.abc import Sequence

from tongiaki.ai.base import Choice
from tongiaki.ai.explain import describe
from tongiaki.rules import Decision, GameState, Option


class HintPlan:
    """The line of the last hint shown (see the module docstring)."""

    def __init__(self) -> None:
        self.line: tuple[int, int, int, tuple[Option, ...]] | None = None
        """(moves made when it was asked, its player, its turn, the hinted option and the plan
        after it), or None before the first hint."""
        self.prefix: tuple[Option, ...] = ()
        """The game's moves when the last hint was taken (`line` holds only how many)."""
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

    def next_step(self, state: GameState, history: Sequence[Option], node: Decision,
                  asked_here: bool = False) -> Choice | None:
        """The next step of the last hint's plan, when the moves made since that hint are the
        hinted option and the plan's first steps, in the same turn and by the same player, and
        the step is offered now; else None (a fresh search is asked). With `asked_here`, the
        hinted option itself counts too when no move has been made since (the person plays it
        with the hint hidden). The game up to the hint must be the same (an undo to before it,
        and another move, leave its plan)."""
        if self.line is None:
            return None
        start, player, turn, line = self.line
        done = list(history[start:])
        least = 0 if asked_here else 1
        if (node.player != player or state.turn != turn or not least <= len(done) < len(line)
                or len(node.options) < 2 or done != list(line[:len(done)]) or line[len(done)] not in node.options
                or tuple(history[:start]) != self.prefix):
            return None
        step, rest = line[len(done)], line[len(done) + 1:]
        return Choice(step, describe(state, node, step, rest), rest)

    def break_note(self, state: GameState, history: Sequence[Option], node: Decision) -> str:
        """Why a fresh hint in this turn does not go on with the last hint's plan, for the end of
        its reason: "left" (the person's moves left it) or "done" ('' when no hint of this turn
        had a plan): a play-test saw a second hint sail another beach than the first one's
        plan, with nothing said."""
        if self.line is None:
            return ""
        start, player, turn, line = self.line
        if node.player != player or state.turn != turn or not self.planned or len(node.options) < 2:
            return ""  # no plan to speak of beside "the only choice"
        done = list(history[start:])
        if not done:  # the same decision asked again (a play-test read "the plan is complete" there)
            return ""
        if done[:len(line)] != list(line[:len(done)]):
            return "left"
        return "done"

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
