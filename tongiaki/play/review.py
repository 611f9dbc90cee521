"""A finished or saved game reviewed: each decision of a seat against the hard level's choice.

For every decision of the reviewed seats that offered a real choice (more than one option, not
a landing whose end no choice can change), `review_decision` searches the position as the hard
level does (its turn-end search seeded by medium's values, `ai.hard.HardSearch`) under an
iteration cap, so the same record gives the same review on any machine, and compares the
search's value of the option played with the value of the search's own choice: both as the
player's expected win share, and medium's one-decision lookahead in points (the projected
points ahead of the best rival: a seat far behind has little win share left to lose). The
differences sort the decision into a `Verdict` (the same as the hard level's, close to it, an
inaccuracy or a mistake) and a `Note` keeps both options in words (`ai.explain.describe`).
A move that is the hard level's choice in another order (`ends_alike`: two full beaches sailing
one after the other, a later step of its own plan first) is held equal to it: the two end in the
same position, so their values differ by the search's noise only (play-test 28 saw the order of
two sure landings called an inaccuracy). `review_record` walks a match's record, one note per reviewed
decision, for the replay viewer (which shows them beside the table and jumps between the
moves it marks, `marked`: the mistakes and inaccuracies, and the costliest close moves when few
are flagged) and for `tongiaki review RECORD.json`.

The values are a search's estimates, not the truth: a loss of a few hundredths is within what
another seed would give, hence the margins of `Verdict`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from tongiaki.ai import DEFAULT_THINK, PLAYER_LEVELS
from tongiaki.ai.evaluation import told_chance
from tongiaki.ai.explain import describe
from tongiaki.ai.hard import HardSearch
from tongiaki.ai.lookahead import MediumAgent
from tongiaki.ai.uct import PRIOR_WEIGHT, best_option_of, root_prior, run_search
from tongiaki.play.match import HUMAN
from tongiaki.rules import Decision, DecisionKind, Deck, GameState, Option, new_game

REVIEW_ITERATIONS = 300
"""Search iterations per reviewed decision (about a third of a second each, pure Python)."""
REVIEW_LEVEL = "hard"
"""The level whose choices a review compares with (its search at a short budget, the same on any
machine): the words of the review name it ("the hard level")."""
INACCURACY = 0.04
"""A move whose value is below the best by at least this much win share is an inaccuracy."""
MISTAKE = 0.10
"""... and by at least this much, a mistake."""
INACCURACY_POINTS = 3.0
"""A move whose projected points ahead of the best rival are below the best's by at least this
many is an inaccuracy too (`Note.points_lost`) ..."""
MISTAKE_POINTS = 6.0
"""... and by at least this many, a mistake."""
WALK_LIMIT = 64
"""The most landing decisions `ends_alike` walks through after a move (a fleet lands a ship a
decision: a handful)."""
SAME_END_WORDS = "the same moves as {whose} in another order"
"""What a move held equal to the hard level's choice (`Note.same_end`) adds to its words
(`whose`: "the hint's" where a hint showed that choice, else "the hard level's")."""


class Verdict(Enum):
    """How a move compares with the hard level's choice in the same position."""

    BEST = "best"
    """The hard level's own choice."""
    GOOD = "good"
    """Another move, within `INACCURACY` of it."""
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"

    @property
    def flagged(self) -> bool:
        """An inaccuracy or a mistake: a move the review points at."""
        return self in (Verdict.INACCURACY, Verdict.MISTAKE)


def verdict_of(loss: float, same: bool, points: float = 0.0) -> Verdict:
    """The verdict on a move `loss` win share and `points` projected points below the best
    (`same`: it is the best)."""
    if same:
        return Verdict.BEST
    if loss >= MISTAKE or points >= MISTAKE_POINTS:
        return Verdict.MISTAKE
    if loss >= INACCURACY or points >= INACCURACY_POINTS:
        return Verdict.INACCURACY
    return Verdict.GOOD


@dataclass(frozen=True)
class Note:
    """The review of one decision: the move played against the hard level's choice."""

    step: int
    """Index in the record of the option played (the position is the one before it)."""
    turn: int
    player: int
    kind: DecisionKind
    played: Option
    best: Option
    played_value: float
    """The player's expected win share after the move played, as the search saw it (0 to 1)."""
    best_value: float
    """The same after the hard level's choice."""
    played_text: str
    """The move played in words (`describe`: "sails from Tonga's top beach up: 68% to land")."""
    best_text: str
    played_margin: float = 0.0
    """The player's projected points ahead of the best rival after the move played (medium's
    one-decision lookahead, `MediumAgent.option_margin`): a seat far behind has little win
    share left to lose, so a blunder shows in points where it hardly shows in win share."""
    best_margin: float = 0.0
    hinted: bool = False
    """`best` is the option a hint showed the player at this decision during the game (a longer
    search than the review's): the review holds it for the hard level's choice, so a move that
    followed the hint is never flagged (a play-test's review called hinted moves inaccuracies)."""
    hint_words: bool = False
    """`best_text` is the hint's own reason, which tells its chance to win (and `played_text`
    too when the move followed it): the review does not add the search's."""
    played_told: float | None = None
    """`played_value` as a chance told to a player (`evaluation.told_chance`: the search's
    values are too sure as forecasts); None: not worked out, `played_value` is told."""
    best_told: float | None = None
    """`best_value` as told, likewise."""
    same_end: bool = False
    """The move played is the hard level's choice in another order (`ends_alike`): its values
    are the choice's (the search's own differ by its noise only) and it is never flagged."""

    @property
    def played_chance(self) -> float:
        """The chance to win told for the move played."""
        return self.played_value if self.played_told is None else self.played_told

    @property
    def best_chance(self) -> float:
        """The chance to win told for the hard level's choice."""
        return self.best_value if self.best_told is None else self.best_told

    @property
    def loss(self) -> float:
        """Win share given away by the move played (never below 0: a move the search valued
        above its own choice, on fewer visits, counts as the same)."""
        return max(0.0, self.best_value - self.played_value)

    @property
    def points_lost(self) -> float:
        """Projected points ahead of the best rival given away by the move played (never below 0)."""
        return max(0.0, self.best_margin - self.played_margin)

    @property
    def verdict(self) -> Verdict:
        """How the move compares (`verdict_of`, on the win share and on the points given away)."""
        return verdict_of(self.loss, self.played == self.best, self.points_lost)


def worth_reviewing(state: GameState) -> Decision | None:
    """The pending decision if it offers a real choice, else None (a reveal, the game's end, a
    single option, or a landing whose end no choice changes)."""
    node = state.pending
    if not isinstance(node, Decision) or len(node.options) < 2 or state.landing_settled():
        return None
    return node


def _end_key(state: GameState) -> tuple[object, ...]:
    """What two states that end alike share: the cards and their turns, each beach's owners (in
    whatever order they came), supplies, kings, stranded fleets, the stack, the removed cards and
    the turn flow; not how many options were applied, nor the arrangements this turn's chain
    emigrated from (R7.6's memory, which differs with the order by its nature)."""
    return (state.active, state.turn, state.phase, state.end_triggered, state.turns_without_reveal,
            state.revealed_this_turn, frozenset(state.cells.items()), frozenset(state.rotations.items()),
            frozenset((beach, tuple(sorted(owners))) for beach, owners in state.ships.items() if owners),
            tuple(state.supply), frozenset(state.kings.items()), tuple(state.kings_used),
            tuple(sorted((cell, tuple(sorted(fleet))) for cell, fleet in state.stranded)),
            tuple(sorted(state.stack)), tuple(sorted(state.removed)), state.repro_cell, state.repro_left,
            tuple(sorted(state.repro_used)), state.voyage, state.land_cell, state.land_fleet, state.land_owed,
            state.place_card, state.place_mode, state.settle_cell, frozenset(state.chain_options))


def _walk_to(state: GameState, player: int, wanted: Option | None) -> bool:
    """Land the fleet under way in `state` by one fixed rule (each ship by the first option
    offered) until `player` is offered `wanted` (True), or with None until no landing is
    pending (True); False at a card to reveal, another player's decision or any other choice."""
    for _ in range(WALK_LIMIT):
        node = state.pending
        if wanted is None and not (isinstance(node, Decision) and node.kind is DecisionKind.LAND):
            return True
        if not isinstance(node, Decision) or node.player != player:
            return False
        if wanted is not None and wanted in node.options:
            return True
        if node.kind is not DecisionKind.LAND:
            return False
        state.apply(node.options[0])
    return False


def _one_then_other(state: GameState, player: int, first: Option, second: Option) -> GameState | None:
    """A copy of `state` after `first`, its landing, `second` and its landing (by `_walk_to`'s
    rule), or None where `second` is not offered after `first` without another choice between."""
    after = state.copy()
    after.apply(first)
    if not _walk_to(after, player, second):
        return None
    after.apply(second)
    return after if _walk_to(after, player, None) else None


def _line_played(state: GameState, line: Iterable[Option]) -> GameState | None:
    """A copy of `state` after the options of `line` one by one, or None where one is not offered."""
    after = state.copy()
    for option in line:
        node = after.pending
        if not isinstance(node, Decision) or option not in node.options:
            return None
        after.apply(option)
    return after


def ends_alike(state: GameState, played: Option, best: Option, plan: tuple[Option, ...] = (),
               values: Mapping[Option, float] | None = None) -> bool:
    """True when the move `played` is `best` in another order: it ends, with `best` played after
    it, where `best` does with it after. Two ways: `played` is a later step of the hard level's
    own `plan` after `best` (the new ships of a reproduction in another order) and the plan with
    it first ends where the plan does; or both sail from two full beaches of the chain (each full
    beach sails in its turn, R6.1), each by its pier the search valued best among its beach's
    (`values`, by option), and sailing the one then the other, each fleet landing by one fixed
    rule, ends where the other order does (play-test 28: two sure landings in another order). A
    card to reveal on the way is never alike (the cards could come otherwise). It asks the rules
    core only (copies, `apply`, `pending`)."""
    decision = state.pending
    if not isinstance(decision, Decision) or played == best:
        return played == best
    line = (best, *plan)
    if played in line[1:]:
        rest = list(line)
        rest.remove(played)
        ours, theirs = _line_played(state, (played, *rest)), _line_played(state, line)
        return ours is not None and theirs is not None and _end_key(ours) == _end_key(theirs)
    if decision.kind is not DecisionKind.EMIGRATE or (played.cell, played.beach) == (best.cell, best.beach):
        return False
    if values is not None:
        fellows = [values.get(o, 0.0) for o in decision.options if (o.cell, o.beach) == (played.cell, played.beach)]
        if values.get(played, 0.0) < max(fellows):
            return False  # another pier of its beach was better: the order is not all that differs
    ours = _one_then_other(state, decision.player, played, best)
    theirs = _one_then_other(state, decision.player, best, played)
    return ours is not None and theirs is not None and _end_key(ours) == _end_key(theirs)


def tells_chance(reason: str) -> bool:
    """True when a hint's words tell its chance to win ("... about 27% to win"); a step of a plan
    the hint carries on says none ("sails ...: sure to land on Tuvalu, worth 4 points"); a
    certain win is told "sure to win" (`explain.chance_to_win`)."""
    return "% to win" in reason or "sure to win" in reason


def review_decision(state: GameState, played: Option, step: int, iterations: int = REVIEW_ITERATIONS,
                    hinted: Option | None = None, hint_reason: str = "") -> Note:
    """The note on playing `played` (one of the pending decision's options) in `state`: the hard
    level's search under a cap of `iterations`, seeded by `step` (the same note every time).
    `hinted`, the option a hint showed the player here during the game, stands for the hard
    level's choice when the decision offers it (the search still values both moves), told in
    `hint_reason`, the words the hint gave, when it is given (the search's chance to win is
    told beside them where they tell none, so a flag always gives both moves' chances). A move
    that is that choice in another order (`ends_alike`) is given its values."""
    decision = worth_reviewing(state)
    if decision is None:
        raise ValueError(f"step {step}: no choice to review here")
    options = decision.options
    index = options.index(played)  # ValueError for an option not offered
    prior = root_prior(state, decision)
    seed = random.Random(f"review:{step}").getrandbits(64)
    result = run_search(HardSearch, state, seed, None, iterations, prior, PRIOR_WEIGHT)
    followed_hint = hinted is not None and hinted in options
    best = hinted if hinted is not None and followed_hint else best_option_of(
        options, result.visits, result.rewards, prior, PRIOR_WEIGHT)

    def value(i: int) -> float:
        n = result.visits[i] + PRIOR_WEIGHT
        return (result.rewards[i] + PRIOR_WEIGHT * prior[i]) / n

    best_index = options.index(best)
    medium = MediumAgent()
    same = played == best
    plan = result.plans[best_index] if result.plans else ()
    alike = not same and ends_alike(state, played, best, plan, {o: value(i) for i, o in enumerate(options)})
    played_value = value(best_index) if alike else value(index)
    best_margin = medium.option_margin(state, best, decision.player)
    played_margin = best_margin if same or alike else medium.option_margin(state, played, decision.player)
    best_text = hint_reason if followed_hint and hint_reason else describe(state, decision, best)
    played_text = best_text if same else describe(state, decision, played)
    if alike:
        whose = "the hint's" if followed_hint else "the hard level's"
        played_text = f"{played_text}, {SAME_END_WORDS.format(whose=whose)}"
    return Note(step=step, turn=state.turn, player=decision.player, kind=decision.kind, played=played, best=best,
                played_value=played_value, best_value=value(best_index),
                played_told=told_chance(state, played_value), best_told=told_chance(state, value(best_index)),
                played_text=played_text, best_text=best_text,
                played_margin=played_margin, best_margin=best_margin, hinted=followed_hint,
                hint_words=followed_hint and tells_chance(hint_reason), same_end=alike)


def stronger_levels(seats: Iterable[str]) -> list[str]:
    """The computer levels of `seats` stronger than `REVIEW_LEVEL` (in `PLAYER_LEVELS`' order,
    each once): a play-tester's rival was the expert level, and the review, which compares with
    the hard level, did not say it was not that one."""
    rank = PLAYER_LEVELS.index(REVIEW_LEVEL)
    found = {seat for seat in seats if seat in PLAYER_LEVELS and PLAYER_LEVELS.index(seat) > rank}
    return [level for level in PLAYER_LEVELS if level in found]


def level_note(seats: Iterable[str], decisions: int) -> str:
    """Where a level stronger than the review's sat at the table (`stronger_levels`), what the
    review compares with and why not with that level: its search takes `DEFAULT_THINK`'s seconds
    a move where the review takes about a third of a second, so a review of `decisions` moves
    would take minutes ('' where no stronger level sat at the table). Short: play-test 52 read the
    longer note twice."""
    stronger = stronger_levels(seats)
    if not stronger:
        return ""
    level = stronger[-1]
    minutes = max(1, round(decisions * DEFAULT_THINK[level] / 60))
    return (f"Compared with the {REVIEW_LEVEL} level: the {level} level would take about {minutes} "
            f"minute{'s' if minutes != 1 else ''}")


def people_deciders(seats: Sequence[str], deciders: Iterable[int], reasons: Mapping[int, str]) -> list[int]:
    """`deciders` with -1 at the decisions of a person's seat its stand-in made ("Finish for me":
    the hard level plays the seat, and gives each of its moves a reason, `Match.reasons`, which
    a person's own moves never have): a review of the person's moves leaves them out (play-test
    40's review called the hard level's moves for Blue "You chose ...", an inaccuracy and the
    game's only mistake, while the score sheet said those turns were not the person's)."""
    return [-1 if decider >= 0 and seats[decider] == HUMAN and step in reasons else decider
            for step, decider in enumerate(deciders)]


def reviewed_steps(deck: Deck, players: int, history: Iterable[Option], deciders: Iterable[int],
                   seats: Iterable[int]) -> Iterator[tuple[int, GameState, Option]]:
    """(step, a copy of the state before it, the option played) for each decision of `seats` in
    a record that offered a real choice (`worth_reviewing`)."""
    wanted = set(seats)
    state = new_game(deck, players)
    for step, (option, decider) in enumerate(zip(history, deciders, strict=True)):
        if decider in wanted and worth_reviewing(state) is not None:
            yield step, state.copy(), option
        state.play(option)


def review_record(deck: Deck, players: int, history: Iterable[Option], deciders: Iterable[int],
                  seats: Iterable[int], iterations: int = REVIEW_ITERATIONS,
                  hinted: Mapping[int, Option] | None = None,
                  hint_reasons: Mapping[int, str] | None = None) -> Iterator[Note]:
    """The notes on every decision of `seats` worth reviewing, in the record's order (`hinted`,
    `hint_reasons`: the hints shown during the game by step, `Match.hinted`, `Match.hint_reasons`)."""
    hints, words = hinted or {}, hint_reasons or {}
    for step, state, option in reviewed_steps(deck, players, history, deciders, seats):
        yield review_decision(state, option, step, iterations, hints.get(step), words.get(step, ""))


@dataclass(frozen=True)
class Summary:
    """A seat's review in figures."""

    player: int
    reviewed: int
    best: int
    inaccuracies: int
    mistakes: int
    lost: float
    """The win share given away over every reviewed move (the sum of the losses)."""

    @property
    def close(self) -> int:
        """Moves other than the hard level's choice but not flagged (`Verdict.GOOD`)."""
        return self.reviewed - self.best - self.inaccuracies - self.mistakes

    @property
    def agreement(self) -> float:
        """The share of reviewed moves that were the hard level's choice."""
        return self.best / self.reviewed if self.reviewed else 0.0

    def counts_text(self, marked_close: int | None = None) -> str:
        """'34 best, 29 close, 2 inaccuracies, 0 mistakes' (they add up to the moves reviewed);
        given how many of the close moves a review marks (`marked_close`, the replay's strip and
        N), '29 close (3 marked)' where that is fewer than all (play-test 41 read "2 close" and
        found neither of them marked), '29 close (not marked)' where none is: it read "(none
        marked)" beside the strip's marks of the flagged moves."""
        close = f"{self.close} close"
        if marked_close is not None and marked_close < self.close:
            close += f" ({marked_close} marked)" if marked_close else " (not marked)"
        return (f"{self.best} best, {close}, {self.inaccuracies} "
                f"{'inaccuracy' if self.inaccuracies == 1 else 'inaccuracies'}, {self.mistakes} "
                f"{'mistake' if self.mistakes == 1 else 'mistakes'}")


POINTS_OF_INTEREST = 3
"""The moves a review points at, at least, when it flags fewer (`points_of_interest`)."""
WORTH_A_LOOK = 1.0
"""A close move that gave away at least this many projected points is told by them, else by the
hundredths of win share it gave away, and where neither comes to this many, as next to nothing
(the replay's notice at a marked close move)."""


def close_move_cost(note: Note) -> str:
    """What a marked close move gave away, in the words of the replay's notice: ": about 1.4
    points", ": about 1% of the chance to win", or ", though next to nothing (...)". The chance
    is told as the difference of the two chances its note shows, each rounded as shown there
    (play-test 42 read "about 2% of the chance to win" beside "about 50%" against "about 51%":
    the cost came from the search's raw values, the note's chances are as told to a player)."""
    if note.points_lost >= WORTH_A_LOOK:
        return f": about {note.points_lost:.1f} points"
    shown = round(100 * note.best_chance) - round(100 * note.played_chance)
    if 100 * note.loss >= WORTH_A_LOOK and shown >= 1:
        return f": about {shown}% of the chance to win"
    return ", though next to nothing (under a point, under 1% of the chance to win)"


def _cost(note: Note) -> float:
    """What a move gave away, in points or hundredths of win share, whichever is more."""
    return max(note.points_lost, 100 * note.loss)


def points_of_interest(notes: Iterable[Note], least: int = POINTS_OF_INTEREST) -> list[Note]:
    """The notes a review points at, in game order: every flagged move, and when there are fewer
    than `least` of them, the close moves that cost most (points or hundredths of win share,
    whichever is more), however little that is, as long as it is something: a close move the
    search valued as high as its own choice gave nothing away. A play-test lost 14 to 31 with no
    move flagged, and the review had nothing to show. Play-test 41's review counted "2 close, 0
    inaccuracies, 0 mistakes" and marked neither close move (each gave away less than a point,
    then the least a close move had to cost to be marked): the replay's summary says how many of
    the close moves it counts are marked where that is fewer (`Summary.counts_text`)."""
    notes = list(notes)
    flagged = [n for n in notes if n.verdict.flagged]
    close = [n for n in notes if n.verdict is Verdict.GOOD and _cost(n) > 0]
    close.sort(key=lambda n: (-_cost(n), n.step))
    chosen = flagged + close[:max(0, least - len(flagged))]
    return sorted(chosen, key=lambda n: n.step)


def marked(notes: Iterable[Note], done: bool) -> list[Note]:
    """The moves the replay's "marked >" button (N) goes to and its strip marks, in game order:
    the flagged ones while the review is under way; once it is `done`, its points of interest
    (`points_of_interest`: with fewer than `POINTS_OF_INTEREST` flagged, the close moves that
    cost most join them, in their place in the game: one may come before an inaccuracy)."""
    notes = list(notes)
    return points_of_interest(notes) if done else [n for n in notes if n.verdict.flagged]


def summarise(notes: Iterable[Note], player: int | None = None) -> Summary:
    """The figures of `player`'s notes (every note's with None; then `player` is -1)."""
    mine = [n for n in notes if player is None or n.player == player]
    player = -1 if player is None else player
    verdicts = [n.verdict for n in mine]
    return Summary(player, len(mine), verdicts.count(Verdict.BEST), verdicts.count(Verdict.INACCURACY),
                   verdicts.count(Verdict.MISTAKE), sum(n.loss for n in mine))
