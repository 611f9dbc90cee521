"""Why a computer seat chose an option, in one line a player understands.

`describe(state, decision, option)` says what an option does and why it is attractive, for
every kind of decision ("sails with 3 colours: 83% to land", "founds a king island on Samoa:
keeps its 5 points for good", "reproduces on Hawaii: 2 new ships; one can fill beach 2 to sail
with 3 colours"). Voyage figures come from the rules core's odds module
(`tongiaki.rules.odds`), at its default, exact precision; what an option does (ships
reproduced, the card laid) is read from the events of the option applied to a copy of the
state. Nothing here draws a random number or changes the state, so asking for a reason never
changes the game. The levels add their own judgement to it (`decide` in each agent: a hunch,
the expected win share, the share of the search), and `decide(agent, ...)` here asks any agent
for a `Choice`.

Every reason reads "what: why" (`why` keeps the second part, for a log line that already
tells what was done). Reasons name islands and beaches (numbered from 1, as on the table) but
never players by colour (the AI does not know the seats' colours) and never a rule number.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass

from tongiaki.ai.base import Agent, Choice, RandomAgent
from tongiaki.cardshape import beach_names
from tongiaki.rules import Decision, DecisionKind, Event, EventKind, GameState, Option, OptionKind, Reason
from tongiaki.rules.hexgrid import DIRECTION_NAMES, DIRECTION_OFFSETS, Cell
from tongiaki.rules.odds import Outcome, StepKind, VoyageOdds, option_odds, sail_odds
from tongiaki.rules.odds import percent as odds_percent
from tongiaki.wording import and_list

ONLY = "the only choice"
RIVALS_SHIP = "a rival's ship"
"""How a landing's reason names another seat's ship (the seats' colours are not known here; a
hint names the owner in its place: `tongiaki.app.widgets.hint.hint_sentence`)."""


percent = odds_percent
"""A probability as a player reads it: `83%`, `<1%`, `>99%` (the odds module's `percent`)."""


def chance_to_win(p: float) -> str:
    """'about 43% to win', or 'under 1% to win' / 'over 99% to win' where the percent is not a
    rounded figure ("about <1% to win" read as a typo), and 'sure to win' for a certain win."""
    if p >= 1.0:  # only a finished game's real share (the softmax never reaches it): play-test 31 read
        return "sure to win"  # "about 100% to win"
    shown = percent(p)
    if shown.startswith("<"):
        return f"under {shown[1:]} to win"
    if shown.startswith(">"):
        return f"over {shown[1:]} to win"
    return f"about {shown} to win"


def _colours(n: int) -> str:
    return f"{n} colour" if n == 1 else f"{n} colours"


def _beach(state: GameState, cell: Cell | None, beach: int) -> str:
    """'Samoa's upper-left beach' (`beach_names`: the side of the card where its spots are drawn)."""
    if cell is None or cell not in state.cells:
        return "the table"
    card = state.cards[state.cells[cell]]
    return f"{card.name}'s {beach_names(card, state.rotations[cell])[beach]}"


def _island(state: GameState, cell: Cell | None) -> str:
    if cell is None or cell not in state.cells:
        return "the table"
    card = state.cards[state.cells[cell]]
    return card.name if card.is_island else "a water card"


def _value(state: GameState, cell: Cell) -> int:
    return state.cards[state.cells[cell]].value


def _points(n: int) -> str:
    return f"{n} point" if n == 1 else f"{n} points"


def why(reason: str) -> str:
    """The reason without what the option does: `keeps its 5 points for good` of `founds a king
    island on Samoa: keeps its 5 points for good` (the whole reason when it has no such part)."""
    _, colon, rest = reason.partition(": ")
    return rest if colon and rest else reason


_SEARCH_COUNT = re.compile(r"; tried \d+ ways the game could go on(, )?")


def without_count(reason: str) -> str:
    """A reason without how many ways a search tried ("tried 1283 ways the game could go on":
    under every move of a searching seat it buried the story in a play-test's log, and another
    play-test called it engine jargon in a hint); the chance to win stays."""
    return _SEARCH_COUNT.sub(lambda m: "; " if m.group(1) else "", reason)


_JUDGEMENT = re.compile(r"; (?:tried \d+ ways the game could go on, )?(?:[a-z][a-z ]*, )?"
                        r"(?:about|under|over) \d+% to win$")


def without_judgement(reason: str) -> str:
    """A reason without the level's own judgement at its end, "; clearly the best move it found,
    about 31% to win" (what the option does and why stay): a hint short of room says its plan
    whole rather than that (play-test 28 read a plan cut at "the new ship on Tonga's …")."""
    return _JUDGEMENT.sub("", reason)


def log_form(reason: str) -> str:
    """A reason as the game's log tells it, under the move: `why` it, `without_count`."""
    return without_count(why(reason))


def decide(agent: Agent, state: GameState, decision: Decision, rng: random.Random) -> Choice:
    """The agent's choice with its reason: its own `decide` when it has one, else `choose` and
    `describe` (the same random numbers are drawn either way; the random level says so)."""
    own = getattr(agent, "decide", None)
    if own is not None:
        choice: Choice = own(state, decision, rng)
        return choice
    option = agent.choose(state, decision, rng)
    if isinstance(agent, RandomAgent):
        reason = describe(state, decision, option)
        return Choice(option, reason + ("; a random pick" if len(decision.options) > 1 else ""))
    plan = own_placements(agent, state, option, rng)
    return Choice(option, describe(state, decision, option, plan), plan)


def own_placements(agent: Agent, state: GameState, option: Option, rng: random.Random) -> tuple[Option, ...]:
    """The agent's own decisions that follow `option` before any card comes off the stack: a
    reproduction's new ships, and where `option` (or those ships) fills a beach, the landing's
    other ships and the first sail, by the pier the agent then takes (() when none follows).
    Found on a copy of the state with a copy of its random numbers (the game and `rng` are
    untouched, and the agent's real choices draw the same numbers): the reason then names a
    beach the level does fill (a play-test read "one can fill its lower-left beach" above a
    medium seat that filled two others), and the pier it does sail by (play-test 52 read
    "safest pier: sure to land on Muroroa" above a medium seat's fleet that sailed up-right to
    Tubuai: the safest pier is not the one every level takes)."""
    decision = state.pending
    if not isinstance(decision, Decision) or option.kind not in _FILLING:
        return ()
    after = state.copy()
    after.play(option)
    twin = random.Random()
    twin.setstate(rng.getstate())
    steps: list[Option] = []
    sails: bool | None = None  # whether the plan goes on to the sail (known after the placements)
    for _ in range(FOLLOW_LIMIT):
        node = after.pending
        if not isinstance(node, Decision) or node.player != decision.player:
            break
        if node.kind is not DecisionKind.REPRODUCE_BEACH:
            if sails is None:
                sails = fill_of(state, decision, option, tuple(steps)) is not None
            if not sails or node.kind not in (DecisionKind.LAND, DecisionKind.EMIGRATE):
                break
        step = agent.choose(after, node, twin)
        steps.append(step)
        if step.kind is OptionKind.EMIGRATE:
            break  # a card comes next
        after.play(step)
    return tuple(steps)


_FILLING = (OptionKind.REPRODUCE, OptionKind.PLACE, OptionKind.LAND)
"""The options whose reason can tell a beach they fill, and the sail from it (`own_placements`)."""
FOLLOW_LIMIT = 64
"""The most decisions `own_placements` follows (well above a reproduction's new ships, a landing's ships and a sail)."""


def describe(state: GameState, decision: Decision, option: Option, plan: tuple[Option, ...] = ()) -> str:
    """What `option` does for `decision.player` and why it is worth it, in one line; `plan` is
    what the player means to do next (`Choice.plan`): a reproduction then speaks of the beaches
    the plan puts the new ships on (a play-test read "one can fill its upper-left beach" above
    a plan that filled another).

    Appends "(the only choice)" when the decision offers nothing else.
    """
    text = _describe(state, decision, option, plan)
    if len(decision.options) == 1:
        text += f" ({ONLY})"
    return text


def _describe(state: GameState, decision: Decision, option: Option, plan: tuple[Option, ...] = ()) -> str:
    kind = option.kind
    me = decision.player
    if kind is OptionKind.RESETTLE:
        score = state.result().scores[me]
        ships = state.ships_on_spots(me)
        return (f"resettles: takes its {ships} ship{'' if ships == 1 else 's'} off the table "
                f"({_points(score)} now) for a fresh start on a new island")
    if kind is OptionKind.PASS:
        return "passes: nothing else can be done"
    cell = option.cell
    if cell is None:
        return str(option)
    if kind is OptionKind.EMIGRATE:
        return emigration_reason(state, option)
    if kind is OptionKind.LAND:
        return _land_reason(state, cell, option, me, plan)
    if kind is OptionKind.REPRODUCE:
        return _reproduce_reason(state, cell, option, me, plan)
    if kind is OptionKind.KING:
        return f"founds a king island on {_island(state, cell)}: keeps its {_points(_value(state, cell))} for good"
    if kind is OptionKind.RECALL:
        return (f"takes a ship back from {_beach(state, cell, option.beach)}: "
                "with an empty supply it could not reproduce otherwise")
    if kind is OptionKind.ATTACH:
        return _attach_reason(state, cell, option)
    if kind is OptionKind.PLACE:
        if decision.kind is DecisionKind.REPRODUCE_BEACH:
            return _beach_reason(state, cell, option.beach, me, "puts the new ship on", plan)
        if decision.kind is DecisionKind.SETTLE:
            cap = state.capacity(cell, option.beach)
            return f"settles on {_beach(state, cell, option.beach)}: room for {cap} ships"
        verb = ("brings a new ship to" if decision.kind is DecisionKind.ACTION  # R9.1 on an empty table
                else "starts on" if decision.kind is DecisionKind.SETUP else "places a new ship on")
        return _beach_reason(state, cell, option.beach, me, verb, plan)
    return str(option)


PLAN_LEAD = "then: "
"""What a plan in words begins with (`plan_text`)."""
STEP_JOIN = "; "
"""What a plan's steps are joined by (no step's words hold it)."""
DROPPED = "…"
"""What stands for the steps a plan told in brief leaves out (`PlanLine.forms`)."""


class PlanLine(str):
    """A plan in words (`plan_text`): "then: " and its steps joined by "; ", a string as any
    other, that also knows its steps, each in full (`steps`), in brief (`briefs`: no "in any
    order", a sail from the island just named without its name, a voyage's odds without the
    points or the chance to sink) and at its least (`leasts`: a reproduction's new ships by the
    beaches they fill), and which of them fill a beach or sail (`keys`). A panel short of room
    says it by the first of `forms` that fits (play-test 28 read "the new ship on Tonga's …",
    the beach that filled and the sail cut away)."""

    steps: tuple[str, ...]
    briefs: tuple[str, ...]
    leasts: tuple[str, ...]
    keys: tuple[bool, ...]

    def __new__(cls, steps: Sequence[str] = (), briefs: Sequence[str] = (), leasts: Sequence[str] = (),
                keys: Sequence[bool] = ()) -> PlanLine:
        line = super().__new__(cls, PLAN_LEAD + STEP_JOIN.join(steps) if steps else "")
        line.steps = tuple(steps)
        line.briefs = tuple(briefs) if len(briefs) == len(steps) else line.steps
        line.leasts = tuple(leasts) if len(leasts) == len(steps) else line.briefs
        line.keys = tuple(keys) if len(keys) == len(steps) else (True,) * len(steps)
        return line

    def forms(self) -> list[str]:
        """The plan's words from the longest to the shortest, each different: the whole plan,
        every step in brief, then (where some step neither fills a beach nor sails) only the
        steps that do, at their least, the others left out as "…" (no step that fills or sails
        is ever left out). Empty for no plan."""
        if not self.steps:
            return []
        said = [str(self), PLAN_LEAD + STEP_JOIN.join(self.briefs)]
        if any(self.keys) and not all(self.keys):
            kept: list[str] = []
            for least, key in zip(self.leasts, self.keys, strict=True):
                if key:
                    kept.append(least)
                elif not kept or kept[-1] != DROPPED:
                    kept.append(DROPPED)
            said.append(PLAN_LEAD + STEP_JOIN.join(kept))
        elif any(self.keys):
            said.append(PLAN_LEAD + STEP_JOIN.join(self.leasts))
        return list(dict.fromkeys(said))

    def every_step(self, form: str) -> bool:
        """True when `form` (one of `forms`) tells every step of the plan, in full or in brief."""
        return form in (str(self), PLAN_LEAD + STEP_JOIN.join(self.briefs))


def plan_forms(line: str) -> list[str]:
    """The forms of a plan in words (`PlanLine.forms`); a plain string is its only form."""
    if isinstance(line, PlanLine):
        return line.forms()
    return [line] if line else []


@dataclass
class _PlanStep:
    """One step of a plan being put in words: a reproduction's new ships (`beaches`, in the
    plan's order, those that fill one in `fills`), a sail, or another step (its words)."""

    cell: Cell | None
    beaches: list[int]
    fills: list[int]
    sail: Option | None = None
    odds: VoyageOdds | None = None
    forced: bool = False
    words: str = ""
    fills_beach: bool = False
    """Another step that puts a ship on a beach's last free spot."""


def plan_text(state: GameState, option: Option, plan: tuple[Option, ...]) -> PlanLine:
    """A plan in a player's words, `then: new ships on Samoa's top and left beaches, in any
    order; sail from Samoa's top beach up-left (67% to land, 33% to sink)`: the steps of `plan`
    after `option` is taken in `state`, each checked against the decision it meets (a step no
    longer offered, or met after a card, ends it; decisions with one option are passed over,
    but for a sail: a fleet that must sail is told, "sail from Samoa's top beach down (sure to
    sink at danger 3), the only choice", where the plan leads to it: a play-test followed a plan
    of placements into a sure sinking it did not mention). A reproduction's new ships are one
    step, their beaches named once, in any order (the hint follows them so: play-test 28 placed
    the plan's ships in another order and read "a new plan"); a beach they fill that the plan
    does not then sail from is said to fill. A sail from the beach and pier whose odds the
    reason of `option` tells (`told_pier`) is told without them. Empty when no step is left;
    a `PlanLine`, which also knows its steps in brief."""
    decision = state.pending
    told = (told_pier(state, decision, Choice(option, "", plan))
            if isinstance(decision, Decision) and option in decision.options else None)
    after = state.copy()
    after.play(option)
    steps: list[_PlanStep] = []
    for step in plan:
        node = after.pending
        while isinstance(node, Decision) and len(node.options) == 1 and step not in node.options:
            _tell_forced_sail(after, node, steps)
            after.play(node.options[0])
            node = after.pending
        if not isinstance(node, Decision) or step not in node.options:
            break
        if len(node.options) > 1:
            _add_step(after, node, step, steps)
        else:  # a sail the plan makes as the only choice is told as one it leads to
            _tell_forced_sail(after, node, steps)
        after.play(step)
    else:
        node = after.pending
        if isinstance(node, Decision) and len(node.options) == 1:
            _tell_forced_sail(after, node, steps)
    if not steps:
        return PlanLine()
    sailed = {(s.sail.cell, s.sail.beach) for s in steps if s.sail is not None}
    whole, brief, least, keys = [], [], [], []
    where = option.cell  # the island the words last named: the hint's own
    for s in steps:
        whole.append(_plan_step_words(state, s, sailed, told, where, "whole"))
        brief.append(_plan_step_words(state, s, sailed, told, where, "brief"))
        least.append(_plan_step_words(state, s, sailed, told, where, "least"))
        keys.append(s.sail is not None or bool(s.fills) or s.fills_beach)
        where = s.cell if s.cell is not None else where
    return PlanLine(whole, brief, least, keys)


def _add_step(state: GameState, decision: Decision, option: Option, steps: list[_PlanStep]) -> None:
    """Add `option`, a real choice of the plan in `state`, to its `steps`: a reproduction's new
    ship joins the step of the ships before it."""
    kind, cell = option.kind, option.cell
    fills = cell is not None and option.kind is OptionKind.PLACE and state.free_spots(cell, option.beach) == 1
    if kind is OptionKind.PLACE and decision.kind is DecisionKind.REPRODUCE_BEACH and cell is not None:
        last = steps[-1] if steps else None
        if last is None or last.cell != cell or not last.beaches or last.sail is not None:
            last = _PlanStep(cell, [], [])
            steps.append(last)
        last.beaches.append(option.beach)
        if fills:
            last.fills.append(option.beach)
        return
    if kind is OptionKind.EMIGRATE and cell is not None:
        steps.append(_PlanStep(cell, [], [], option, option_odds(state, option)))
        return
    steps.append(_PlanStep(cell, [], [], words=_step_text(state, decision, option),
                           fills_beach=fills and decision.kind is not DecisionKind.SETTLE))


def _tell_forced_sail(state: GameState, decision: Decision, steps: list[_PlanStep]) -> None:
    """Add a sail `decision` forces (its one option) to a plan's `steps`."""
    if decision.kind is DecisionKind.EMIGRATE:
        option = decision.options[0]
        steps.append(_PlanStep(option.cell, [], [], option, option_odds(state, option), forced=True))


def _beach_list(state: GameState, cell: Cell, beaches: Sequence[int]) -> str:
    """`top and left beaches`, `top beach`, or the names as they are where some beach has a
    number for a name (`top beach and beach 2`)."""
    card = state.cards[state.cells[cell]]
    names = [beach_names(card, state.rotations[cell])[b] for b in beaches]
    if all(name.endswith(" beach") for name in names):
        return f"{and_list(name[:-len(' beach')] for name in names)} beach{'es' if len(names) > 1 else ''}"
    return and_list(names)


def _plan_step_words(state: GameState, step: _PlanStep, sailed: set[tuple[Cell | None, int]],
                     told: tuple[Cell, int, int] | None, where: Cell | None, form: str) -> str:
    """A plan's `step` in words, in its `form` ("whole", "brief" or "least"); `sailed` are the
    beaches the plan sails from, `told` the sail whose odds the reason tells, `where` the island
    the words before named."""
    cell = step.cell
    if step.sail is not None and cell is not None:
        option = step.sail
        direction = DIRECTION_NAMES[state.pier_direction(cell, option.pier)]
        beach = beach_names(state.cards[state.cells[cell]], state.rotations[cell])[option.beach]
        if form != "whole" and cell == where:  # the island just named
            start = beach if beach.startswith("beach ") else f"the {beach}"
        else:
            start = _beach(state, cell, option.beach)
        text = f"sail from {start} {direction}"
        if step.odds is not None and (told is None or (cell, option.beach, option.pier) != told):
            text += f" ({voyage_text(step.odds, short=True) if form == 'whole' else _brief_odds(step.odds)})"
        return text + (f", {ONLY}" if step.forced else "")
    if step.beaches and cell is not None:
        unsailed = [b for b in step.fills if (cell, b) not in sailed]
        if len(step.beaches) == 1:
            return f"the new ship on {_beach(state, cell, step.beaches[0])}" + (" (it fills)" if unsailed else "")
        island = _island(state, cell)
        if form == "least" and step.fills:
            return (f"new ships on {len(step.beaches)} of {island}'s beaches, filling "
                    f"{_named_beaches(state, cell, step.fills)}")
        text = f"new ships on {island}'s {_beach_list(state, cell, step.beaches)}"
        if form == "whole":
            text += ", in any order"
        if unsailed:
            text += f" ({_named_beaches(state, cell, unsailed)} {'fill' if len(unsailed) > 1 else 'fills'})"
        return text
    if step.fills_beach:
        return step.words + " (it fills)"
    return step.words


def _named_beaches(state: GameState, cell: Cell, beaches: Sequence[int]) -> str:
    """`the top beach`, `the top and left beaches`, `beach 2` (a beach named by its number)."""
    names = _beach_list(state, cell, beaches)
    return names if names.startswith("beach ") else f"the {names}"


def _brief_odds(odds: VoyageOdds) -> str:
    """A voyage's prospects at their shortest: `67% to land`, `sure to land on Samoa`, `sure
    to sink at danger 3`."""
    if odds.outcome is Outcome.LAND and odds.end.kind is not StepKind.TURN_BACK:
        return f"sure to land on {odds.end.name}"
    if odds.outcome is Outcome.OPEN:
        return voyage_text(odds, short=True).split(", ")[0]
    return voyage_text(odds, short=True)


def _step_text(state: GameState, decision: Decision, option: Option) -> str:
    """One step of a plan, short: `the new ship on Samoa's top beach`, `sail from Samoa's top
    beach up-left (67% to land, 33% to sink)`."""
    kind, cell = option.kind, option.cell
    if kind is OptionKind.EMIGRATE and cell is not None:
        direction = DIRECTION_NAMES[state.pier_direction(cell, option.pier)]
        odds = voyage_text(option_odds(state, option), short=True)  # the pier's own odds, when it sails
        return f"sail from {_beach(state, cell, option.beach)} {direction} ({odds})"
    if kind is OptionKind.PLACE and cell is not None:
        if decision.kind is DecisionKind.REPRODUCE_BEACH:
            return f"the new ship on {_beach(state, cell, option.beach)}"
        if decision.kind is DecisionKind.SETTLE:
            return f"settle on {_beach(state, cell, option.beach)}"
        return f"a new ship on {_beach(state, cell, option.beach)}"
    if kind is OptionKind.REPRODUCE:
        return f"reproduce on {_island(state, cell)}"
    if kind is OptionKind.KING:
        return f"found a king island on {_island(state, cell)}"
    if kind is OptionKind.RECALL:
        return f"take a ship back from {_beach(state, cell, option.beach)}"
    if kind is OptionKind.RESETTLE:
        return "resettle"
    if kind is OptionKind.PASS:
        return "pass"
    return str(option)


def voyage_text(odds: VoyageOdds, short: bool = False) -> str:
    """A voyage's prospects: `83% to land (12% on Samoa), 17% to sink; islands left average 3.6 points`
    (`short`: the chances to land and sink only)."""
    end = odds.end
    if odds.outcome is Outcome.LAND:
        if end.kind is StepKind.TURN_BACK:
            home = odds.landings[0].name if odds.landings else "the island it sailed from"  # not "its own": the fleet's
            return f"turns back at the king island {end.name}: sure to land at home on {home}"
        return f"sure to land on {end.name}, worth {_points(end.value)}"
    if odds.outcome is Outcome.SINK:
        return f"sure to sink at danger {end.danger}"
    if odds.outcome is Outcome.STRANDED:
        return "stays stranded at sea: no card is revealed any more"
    land = percent(odds.p_land)
    if land.startswith(("<", ">")):  # "about >99%" read oddly (a play-test): "over 99%", "under 1%"
        land = ("over " if land[0] == ">" else "under ") + land[1:]
    elif odds.error > 0.0:
        land = "about " + land
    text = f"{land} to land"
    if not short and odds.landings:
        # the likeliest island already lying, inside the landing's figure: "58% to land (5% on
        # Tonga)"; after the sinking's ("...; 5% on Tonga") play-test 50 could not tell what it was
        best = max(odds.landings, key=lambda x: x.probability)
        if best.probability >= 0.05:
            text += f" ({percent(best.probability)} on {best.name})"
    if odds.p_sink > 0.0:
        text += f", {percent(odds.p_sink)} to sink"
    if odds.p_stranded > 0.0:
        text += f", {percent(odds.p_stranded)} stranded"
    if short:
        return text
    if odds.p_new_island > 0.0:
        text += f"; islands left average {odds.new_island_value:.1f} points"
    return text


def emigration_reason(state: GameState, option: Option) -> str:
    """`sails with 3 colours from Samoa's top beach: 83% to land, ...` with the odds module's exact figures."""
    cell = option.cell
    if option.kind is not OptionKind.EMIGRATE or cell is None:
        raise ValueError(f"{option} is not an emigration")
    fleet = state.beach_ships(cell, option.beach)
    odds = option_odds(state, option)
    text = f"sails with {_colours(len(set(fleet)))} from {_beach(state, cell, option.beach)}: {voyage_text(odds)}"
    if odds.outcome is Outcome.SINK:
        text += _why_sink(state, fleet)
    return text


def _why_sink(state: GameState, fleet: tuple[int, ...]) -> str:
    """What a sure sinking does for the player who sends the fleet (a play-test took hints to
    sink on purpose for mistakes): the ships go back to their supplies, the rivals' too."""
    me = state.active
    rivals = sum(1 for owner in fleet if owner != me)
    mine = len(fleet) - rivals
    if rivals and mine:
        return f" (sends {rivals} rival ship{'s' if rivals > 1 else ''} home, and its own {mine} back to supply)"
    if rivals:
        return f" (sends {rivals} rival ship{'s' if rivals > 1 else ''} home)"
    return f" (its {mine} ship{'s' if mine > 1 else ''} go{'' if mine > 1 else 'es'} back to supply, to sail again)"


@dataclass(frozen=True)
class Fill:
    """A beach an option fills (its last free spot taken), and the fleet that would then sail
    from it: the values behind a reason's "fills the beach to sail with 3 colours (safest pier:
    83% to land, 17% to sink)", for a table that words them its own way."""

    cell: Cell
    beach: int
    fleet: tuple[int, ...]
    """The owners of the ships on the beach once it is full."""
    pier: int | None = None
    """The pier a plan sails from (its odds are told), else None (the safest pier's are)."""
    new_ships: int = 0
    """For a reproduction: its new ships, one of which fills the beach; else 0."""
    fills: int = 1
    """For a reproduction: how many beaches its new ships can fill (this one told)."""
    beaches: tuple[int, ...] = ()
    """For a reproduction: the beaches its new ships can fill, this one first (() : this one only)."""

    @property
    def colours(self) -> int:
        """The colours of the fleet."""
        return len(set(self.fleet))


def fill_of(state: GameState, decision: Decision, option: Option, plan: tuple[Option, ...] = ()) -> Fill | None:
    """The beach `option` fills for `decision.player`: a ship placed or landed on a beach's last
    free spot, or a reproduction whose new ships can fill one (those `plan` puts them on, when
    it is given); None when it fills none."""
    cell, kind, me = option.cell, option.kind, decision.player
    if cell is None:
        return None
    if kind is OptionKind.REPRODUCE:
        return _reproduction(state, cell, option, me, plan)[1]
    if (kind is OptionKind.PLACE and decision.kind is not DecisionKind.SETTLE) or kind is OptionKind.LAND:
        if state.free_spots(cell, option.beach) != 1:
            return None
        newcomer = option.colour if kind is OptionKind.LAND else me
        return Fill(cell, option.beach, state.beach_ships(cell, option.beach) + (newcomer,))
    return None


def planned_pier(plan: tuple[Option, ...], cell: Cell, beach: int) -> int | None:
    """The pier `plan` sails from `cell`'s beach `beach` by, else None."""
    return next((step.pier for step in plan if step.kind is OptionKind.EMIGRATE and step.cell == cell
                 and step.beach == beach), None)


def fill_voyages(state: GameState, fill: Fill) -> list[VoyageOdds]:
    """The voyage from each pier of the filled beach, were its fleet to sail, in pier order."""
    cell = fill.cell
    card = state.cards[state.cells[cell]]
    return [sail_odds(state, cell, state.pier_direction(cell, pier), fill.colours, cell)
            for pier in card.beaches[fill.beach].piers]


def fill_sinks_for_sure(state: GameState, fill: Fill) -> bool:
    """Every pier of the filled beach sinks its fleet for sure (the table warns in red)."""
    return sinks_for_sure(fill_voyages(state, fill))


def sinks_for_sure(voyages: Sequence[VoyageOdds]) -> bool:
    """Every one of a filled beach's voyages (`fill_voyages`) sinks its fleet for sure."""
    return bool(voyages) and all(odds.outcome is Outcome.SINK for odds in voyages)


def fill_text(state: GameState, fill: Fill) -> str:
    """`to sail with 3 colours (safest pier: 83% to land, 17% to sink)`: the pier most likely to
    land, of piers equally safe the one to the island worth most (`safest_pier`; a play-test read
    "best pier: 71%" above a plan that sailed from the 67% pier, as a contradiction: the plan may
    prefer where a pier leads); when every pier sinks the
    fleet for sure, says so and what that does: the ships go back to their owners' supplies
    (R6.2), which can be the point (a rival's ships off an island). With the `pier` a plan sails
    from, that pier's odds: a play-test read "safest pier: 86% to land" above a plan that sailed
    from a pier sure to sink."""
    cell, fleet = fill.cell, fill.fleet
    text = f"to sail with {_colours(fill.colours)}"
    if fill.pier is not None:
        direction = state.pier_direction(cell, fill.pier)
        odds = sail_odds(state, cell, direction, fill.colours, cell)
        text += f" {DIRECTION_NAMES[direction]} ({voyage_text(odds, short=True)}"
        if odds.outcome is Outcome.SINK:  # what sinking does, the point of such a plan
            return text + ": " + _why_sink(state, fleet).strip()[1:-1] + ")"
        return text + ")"
    voyages = fill_voyages(state, fill)
    if sinks_for_sure(voyages):
        # ("its ships" is the fleet's, which a hint read as the person's: "your ships")
        return text + " (every pier sinks it for sure: the ships go back to their owners' supplies)"
    if voyages:
        text += f" (safest pier: {voyage_text(voyages[safest_pier(voyages)], short=True)})"
    return text


SAME_SAFETY = 1e-9
"""Piers whose chances to land differ by less than this are equally safe (`safest_pier`)."""


def safest_pier(voyages: Sequence[VoyageOdds]) -> int:
    """The index of the pier a fill tells (`fill_text`): the most likely to land, and of piers
    equally safe the one whose landing is worth most, the points of the island it lands on
    (`VoyageOdds.expected_value`, as the rules core's odds give it), the first of those alike.
    Play-test 28 read "safest pier: sure to land on Tonga, worth 0 points" over a beach whose
    other pier was a sure landing on Tuvalu (4 points), the one the hint sailed from."""
    safest = max(odds.p_land for odds in voyages)
    alike = [i for i, odds in enumerate(voyages) if odds.p_land >= safest - SAME_SAFETY]
    if len(alike) == 1:
        return alike[0]
    return max(alike, key=lambda i: (voyages[i].expected_value, -i))


def _beach_reason(state: GameState, cell: Cell, beach: int, me: int, verb: str,
                  plan: tuple[Option, ...] = ()) -> str:
    """Why put a ship of `me` on the beach; a fill is told with the pier `plan` sails by (a
    play-test's hint said "safest pier: sure to land on Muroroa" while its plan sailed another
    pier, to Tokelau), else the safest pier."""
    occ = state.beach_ships(cell, beach)
    where = _beach(state, cell, beach)
    if state.free_spots(cell, beach) == 1:
        fill = Fill(cell, beach, occ + (me,), planned_pier(plan, cell, beach))
        return f"{verb} {where}: fills the beach {fill_text(state, fill)}"
    others = len(set(occ) - {me})
    cap = state.capacity(cell, beach)
    if others:
        return f"{verb} {where} ({len(occ) + 1} of {cap}): beside {_colours(others)}, for a mixed fleet"
    if not occ:
        return f"{verb} {where}: an empty beach, room to grow ({cap} spots)"
    return f"{verb} {where} ({len(occ) + 1} of {cap}): builds up its fleet there"


def _land_reason(state: GameState, cell: Cell, option: Option, me: int, plan: tuple[Option, ...] = ()) -> str:
    """Why land the ship of `option.colour` on its beach (a rival's is `RIVALS_SHIP`); a fleet
    made safer by one more colour is called the mover's only where the mover has a ship on
    that beach, or lands one there by `plan` (a play-test read "makes your fleet safer" of a
    beach with no ship of theirs)."""
    colour, beach = option.colour, option.beach
    whose = "its own ship" if colour == me else RIVALS_SHIP
    where = _beach(state, cell, beach)
    occ = state.beach_ships(cell, beach)
    text = f"lands {whose} on {where}"
    if state.free_spots(cell, beach) == 1:
        fill = Fill(cell, beach, occ + (colour,), planned_pier(plan, cell, beach))
        return f"{text}: fills the beach {fill_text(state, fill)}"
    beaches = range(len(state.cards[state.cells[cell]].beaches))
    scarce = len(state.land_fleet) > sum(state.free_spots(cell, b) for b in beaches)
    if colour == me and (not scarce or all(owner == me for owner in state.land_fleet)):
        # only its own ships to land, or room for every ship: the beach is the choice ("its own
        # ships land first" read as nonsense in a fleet of one colour, and "a ship left without
        # one goes home" on an island with room for all, play-tests)
        others = len(set(occ) - {me})
        if others:
            return f"{text}: beside {_colours(others)}, for a mixed fleet"
        if not occ:
            return f"{text}: an empty beach, room to grow"
        return f"{text}: builds up its fleet there"
    if colour == me:  # more ships than spots: those left over go home
        held = any(me in state.beach_ships(cell, b) for b in beaches)
        if state.kings.get(cell) == me or held:
            # ("its own ships land first (they cannot be sent home)" read as a rule, which it is
            # not: the player chooses who lands, a play-test)
            return f"{text}: its own ships take the free spots before the rivals' (the ships left without one go home)"
        return f"{text}: its own ships take the free spots before the rivals'; worth {_points(_value(state, cell))} to it"
    there = state.kings.get(cell) == colour or any(colour in state.beach_ships(cell, b) for b in beaches)
    if there:
        if _value(state, cell) == 0:  # Tonga (worth nothing to anyone) read as scored already: play-test 48
            return f"{text}: {_island(state, cell)} scores no points, so the ship adds nothing for them"
        return f"{text}: that player already scores this island, so the ship adds nothing for them"
    if not occ:  # "one more colour" read wrong over an empty beach (a play-test)
        return f"{text}: an empty beach, where it joins no fleet yet"
    if colour not in occ:
        joins = me in occ or any(step.kind is OptionKind.LAND and step.colour == me and step.cell == cell
                                 and step.beach == beach for step in plan)
        if joins:
            return f"{text}: one more colour on that beach makes its fleet there safer"
        return f"{text}: one more colour on that beach, so a fleet sailing from it is safer"
    return f"{text}: the spot left that helps rivals least"


def _applied(state: GameState, option: Option) -> list[Event]:
    """The events of `option` applied to a copy (the state itself is untouched)."""
    child = state.copy()
    return child.apply(option)


def _new_ship_beaches(after: GameState, placed: list[Event], cell: Cell, plan: tuple[Option, ...], me: int) -> set[int]:
    """The beaches of `cell` that get a new ship when, from `after` (the reproduction just
    taken, `placed` its events), the plan's placements follow (the last ones the rules place by
    themselves); `after` is played on. Told by the placements' events, not by the ships that
    stand there after them: the last placement can set off an endless chain that removes the
    island at once (R7.3), and the words looked its beaches up in a table without it (KeyError:
    an easy seat's reproduction in a 4-seat game of the standard deck, seed 352, turn 58)."""
    placed = list(placed)
    for step in plan:
        node = after.pending
        if not (isinstance(node, Decision) and node.kind is DecisionKind.REPRODUCE_BEACH and step in node.options):
            break
        placed.extend(after.apply_unchecked(step))
    return {event.beach for event in placed if event.kind is EventKind.SHIP_PLACED and event.cell == cell
            and event.player == me and event.reason is Reason.REPRODUCE}


def _reproduce_reason(state: GameState, cell: Cell, option: Option, me: int, plan: tuple[Option, ...] = ()) -> str:
    text = f"reproduces on {_island(state, cell)} ({_points(_value(state, cell))})"
    return f"{text}: {reproduction_words(state, option, me, plan)}"


def new_ships(state: GameState, option: Option, me: int) -> int:
    """How many new ships the reproduction `option` of player `me` brings (R5.1: one a beach, as
    many as the ships there and the supply allow), as its events tell on a copy."""
    cell = option.cell
    assert cell is not None, option
    return _reproduction(state, cell, option, me)[0]


def reproduction_words(state: GameState, option: Option, me: int, plan: tuple[Option, ...] = ()) -> str:
    """What the reproduction `option` of player `me` brings, after `reproduces on Hawaii (5
    points): ` in a reason, and in the table's box on the island pointed at: "2 new ships; they
    can fill ..." or "2 new ships to build up its fleets" (play-test 41's box told the count only
    where a beach could fill), "no ship left in supply, ..." where it brings none (R5.3)."""
    cell = option.cell
    assert cell is not None, option
    new, fill = _reproduction(state, cell, option, me, plan)
    if new == 0:
        return f"no ship left in supply, so it places none (in effect a pass; {stall_text(state)})"
    text = f"{new} new ship" + ("" if new == 1 else "s")
    if fill is None:  # ("1 new ship to build up its fleets" read wrong: a play-test)
        built = _built_beach(state, cell, option, me, plan) if new == 1 else ""
        return text + (f" to build up {built}" if built else " to build up a fleet" if new == 1 else
                       " to build up its fleets")
    card = state.cards[state.cells[cell]]
    if _removes_its_island(state, option, plan):
        return (f"{text} fill{'s' if new == 1 else ''} its beaches and no fleet can end the chain: an endless chain removes {card.name} "
                "from the game, every ship on it back to supply (R7.3)")
    return f"{text}; {reproduction_fill(fill, beach_names(card, state.rotations[cell]))} {fill_text(state, fill)}"


def _removes_its_island(state: GameState, option: Option, plan: tuple[Option, ...]) -> bool:
    """True when the reproduction `option`, with the plan's placements after it (the rules place
    the last ones by themselves), sets off an endless chain that removes its island (R7.3):
    the words told the first fleet's pier and odds ("sure to land at home on Tahiti") of a
    fleet that never sails (a crash hunt's game: 4 easy seats, seed 352, turn 58)."""
    after = state.copy()
    events = after.apply(option)
    for step in plan:
        node = after.pending
        if not (isinstance(node, Decision) and node.kind is DecisionKind.REPRODUCE_BEACH and step in node.options):
            break
        events.extend(after.apply_unchecked(step))
    return any(event.kind is EventKind.ISLAND_REMOVED and event.cell == option.cell for event in events)


def _built_beach(state: GameState, cell: Cell, option: Option, me: int, plan: tuple[Option, ...]) -> str:
    """The one beach a reproduction's single new ship goes to, by the plan or by the rules when
    it has one beach to go to, with what stands there then: "its upper-left beach (2 of 3 spots,
    2 colours)"; "" when that is not known (a choice no plan made). Play-test 39's hint said "1
    new ship to build up a fleet" twice, and which fleet, and how far along, the person had to guess."""
    after = state.copy()
    beaches = _new_ship_beaches(after, after.apply(option), cell, plan, me)
    if len(beaches) != 1:
        return ""
    (beach,) = beaches
    card = state.cards[state.cells[cell]]
    ships = state.beach_ships(cell, beach) + (me,)
    colours = len(set(ships))
    name = beach_names(card, state.rotations[cell])[beach]
    return (f"its {name} ({len(ships)} of {card.beaches[beach].capacity} spots, "
            f"{colours} colour{'' if colours == 1 else 's'})")


def stall_text(state: GameState) -> str:
    """How near R8.5's end by stall is, in a player's words, from the rules' count: a seat that
    passes while ahead runs it down (play-test 25 read a hard seat's passes as stalling, with
    nothing on the table saying that the game ends after so many turns without a new card)."""
    left = state.stall_turns_left() - 1  # the turns after this one
    if left <= 0:
        return "the game ends after this turn if it reveals no card"
    return f"the game ends after {left} more turn{'' if left == 1 else 's'} without a new card"


def reproduction_fill(fill: Fill, names: Sequence[str]) -> str:
    """How many beaches a reproduction's new ships can fill, naming each, the one whose fleet
    the words go on to tell (`fill_text`) first, by the card's beach `names`: `one can fill its
    left beach`, `they can fill 2 beaches, its left beach and top beach, the first`, `they can
    fill 2 of its left, top and bottom beaches, the first`, `one can
    fill its left beach or top beach, the first` (a play-test read "one can fill" where all four
    new ships filled a beach each; play-test 41 read "they can fill 2 beaches, its upper-right
    beach", one beach named of two)."""
    told = names[fill.beach]
    listed = [told, *(names[b] for b in fill.beaches if b != fill.beach)]
    if len(listed) == 1:
        return f"they can fill {fill.fills} beaches, among them its {told}" if fill.fills > 1 else f"one can fill its {told}"
    if fill.fills == 1:
        return f"one can fill its {', '.join(listed[:-1])} or {listed[-1]}, the first"
    if fill.fills == len(listed):
        return f"they can fill {fill.fills} beaches, its {and_list(listed)}, the first"
    if all(name.endswith(" beach") for name in listed):  # short: a card box's line (play-test 27's room)
        return f"they can fill {fill.fills} of its {and_list(n.removesuffix(' beach') for n in listed)} beaches, the first"
    return f"they can fill {fill.fills} beaches, any {fill.fills} of its {and_list(listed)}, the first"


def _reproduction(state: GameState, cell: Cell, option: Option, me: int, plan: tuple[Option, ...] = ()
                  ) -> tuple[int, Fill | None]:
    """(the new ships of the reproduction `option`, the beach they can fill, if any): the beach
    the plan sails from first, when its placements fill one (a play-test read "one can fill its
    upper-left beach" above a plan that filled two and sailed from the upper-right), else the
    best of the beaches the plan's placements fill (`best_fillable`); without a plan, the best
    of those one new ship can fill."""
    after = state.copy()  # one copy: the new ships' count, then the plan's placements
    events = after.apply(option)
    new = next((len(event.ships) for event in events if event.kind is EventKind.REPRODUCED), 0)
    if new == 0:
        return 0, None
    card = state.cards[state.cells[cell]]
    fillable = [b for b in range(len(card.beaches)) if state.free_spots(cell, b) == 1]
    placing = after.pending
    if plan or not (isinstance(placing, Decision) and placing.kind is DecisionKind.REPRODUCE_BEACH):
        # the plan's beaches, or those the rules chose (every new ship had one beach to go to)
        planned = _new_ship_beaches(after, events, cell, plan, me)
        fillable = [b for b in fillable if b in planned]
    if not fillable:
        return new, None
    sails = [step.beach for step in plan if step.kind is OptionKind.EMIGRATE and step.cell == cell]
    best = next((b for b in sails if b in fillable), None)
    if best is None:
        best = best_fillable(state, cell, fillable, me)
    pier = planned_pier(plan, cell, best)  # the plan's own pier, when it sails from there
    return new, Fill(cell, best, state.beach_ships(cell, best) + (me,), pier, new, min(new, len(fillable)),
                     (best, *(b for b in fillable if b != best)))


def best_fillable(state: GameState, cell: Cell, beaches: Sequence[int], me: int) -> int:
    """Of `cell`'s `beaches`, each one ship of `me` short of full, the one a reproduction's words
    name: a fleet that does not sink for sure before one that does (`sinks_for_sure`: the table
    warns in red only when every beach the new ships can fill sinks), then the better chance to
    land by its safest pier (the odds `fill_text` tells), then the more colours, then the first.
    Play-test 36 read, pointing at Tonga, "they can fill 2 beaches, its bottom beach to sail with
    1 colour (every pier sinks it for sure ...)" in red, while the lower-right beach, which the
    new ships could fill too, sailed straight to Hiva Oa and landed for sure."""
    if len(beaches) == 1:
        return beaches[0]
    fills = {b: Fill(cell, b, state.beach_ships(cell, b) + (me,)) for b in beaches}
    voyages = {b: fill_voyages(state, fills[b]) for b in beaches}
    afloat = [b for b in beaches if not sinks_for_sure(voyages[b])] or list(beaches)
    landing = {b: max((odds.p_land for odds in voyages[b]), default=0.0) for b in afloat}
    surest = max(landing.values())
    safest = [b for b in afloat if landing[b] >= surest - SAME_SAFETY]
    return max(safest, key=lambda b: (fills[b].colours, -b))


def _attach_reason(state: GameState, cell: Cell, option: Option) -> str:
    card_id = -1
    for event in _applied(state, option):
        if event.kind is EventKind.CARD_ATTACHED:
            card_id = event.card
            break
    what = "the card"
    if card_id >= 0:
        card = state.cards[card_id]
        what = f"the island {card.name}" if card.is_island else "the water card"
    q, r = cell
    beside = sorted({_island(state, (q + dq, r + dr)) for dq, dr in DIRECTION_OFFSETS
                     if (q + dq, r + dr) in state.cells and state.cards[state.cells[(q + dq, r + dr)]].is_island})
    if beside:
        return f"lays {what} beside {and_list(beside)}"
    return f"lays {what} away from the islands, its crest to the table"


def told_pier(state: GameState, decision: Decision, choice: Choice) -> tuple[Cell, int, int] | None:
    """(island, beach, pier) when `choice`'s reason tells the pier a beach it fills will sail by
    (its plan's, see `fill_text`), else None."""
    option, me = choice.option, decision.player
    cell = option.cell
    if cell is None or not choice.plan:
        return None
    if option.kind is OptionKind.REPRODUCE:
        fill = _reproduction(state, cell, option, me, choice.plan)[1]
        return None if fill is None or fill.pier is None else (cell, fill.beach, fill.pier)
    placing = option.kind is OptionKind.PLACE and decision.kind is not DecisionKind.SETTLE
    if (placing or option.kind is OptionKind.LAND) and state.free_spots(cell, option.beach) == 1:
        pier = planned_pier(choice.plan, cell, option.beach)
        return None if pier is None else (cell, option.beach, pier)
    return None


def told_safest_pier(state: GameState, decision: Decision, choice: Choice) -> tuple[Cell, int, int] | None:
    """(island, beach, pier) when `choice`'s reason tells a beach it fills by the odds of its
    safest pier (`fill_text` with no pier of a plan: the seat's next choices do not reach that
    sail, as where another full beach sails first and a card is turned before it), else None."""
    option = choice.option
    if "safest pier:" not in choice.reason or told_pier(state, decision, choice) is not None:
        return None
    fill = fill_of(state, decision, option, choice.plan)
    if fill is None or fill.pier is not None or planned_pier(choice.plan, fill.cell, fill.beach) is not None:
        return None
    voyages = fill_voyages(state, fill)
    if not voyages or sinks_for_sure(voyages):
        return None
    piers = state.cards[state.cells[fill.cell]].beaches[fill.beach].piers
    return fill.cell, fill.beach, piers[safest_pier(voyages)]


class PlanTeller:
    """What each computer seat has told of its plan this turn, so that a seat which then sails
    otherwise says so: play-test 25 read "fills the beach to sail with 1 colour up-left (60% to
    land)" and two moves later "sails ... sure to sink" down-left from that beach, a stated plan
    followed by the opposite move with no word why. A search looks afresh at every decision (a
    plan is not a promise, `Choice.plan`); the log now says "a change of plan: it had meant to sail
    up-left".

    Every level: the easy and medium seats' reasons tell the pier their own next choices take
    (`own_placements`) as a search's tell its plan's. Where a fill's reason tells only its
    safest pier's odds (a card is turned before that beach sails: another full beach sails
    first), a sail by another pier says "a change of plan: not the safest pier it told
    (up-right)": play-test 53 read "safest pier: sure to land on Hawaii" above an easy seat's
    fill, and later that turn its fleet sailed down, sure to sink, with no word why.

    Keeps, per seat, each beach whose pier a reason named this turn (the last reason to name
    it), and whether a plan named it (a seat may fill a second beach before the first sails);
    `amend` returns the choice with its reason amended where it sails such a beach by another
    pier."""

    def __init__(self) -> None:
        self._told: dict[int, tuple[int, dict[tuple[Cell, int], tuple[int, bool]]]] = {}

    def amend(self, state: GameState, decision: Decision, choice: Choice) -> Choice:
        """`choice` as the seat of `decision` tells it (state: before the choice is applied)."""
        me, option = decision.player, choice.option
        turn, told = self._told.get(me, (state.turn, {}))
        if turn != state.turn:
            told = {}
        self._told[me] = (state.turn, told)
        if option.kind is OptionKind.EMIGRATE and option.cell is not None:
            said = told.pop((option.cell, option.beach), None)
            if said is not None and option.pier != said[0] and choice.reason:
                planned = DIRECTION_NAMES[state.pier_direction(option.cell, said[0])]
                note = (f"a change of plan: it had meant to sail {planned}" if said[1]
                        else f"a change of plan: not the safest pier it told ({planned})")
                choice = choice._replace(reason=_with_note(choice.reason, note))
        if not choice.reason:
            return choice
        named = told_pier(state, decision, choice)
        if named is not None:
            told[named[:2]] = (named[2], True)
        else:
            safest = told_safest_pier(state, decision, choice)
            if safest is not None:
                told[safest[:2]] = (safest[2], False)
        return choice


def _with_note(reason: str, note: str) -> str:
    """`reason` with `note` after what it does and why, before the level's own figures ("; tried
    ...", ", about 94% to win")."""
    figures = _FIGURES.search(reason)
    cut = figures.start() if figures else len(reason)
    return f"{reason[:cut]}; {note}{reason[cut:]}"


_FIGURES = re.compile(r"; tried \d+ ways|[;,] (?:about|under|over) \d+% to win")
"""Where a level's own figures begin in a reason (a search's count, the chance to win)."""
