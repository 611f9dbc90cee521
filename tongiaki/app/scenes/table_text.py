"""What the table scene says in words: the top bar's prompts (`shown_prompt`, `latest_story`,
`waiting_prompt`), a card box's lines (`card_info`), the turn actions' tips (`action_tip`),
Resettle's warning (`resettle_warning`), the move an undo took back (`first_line_gone`) and
when the tracker tells the stall's end (`stall_shown`).

Pure functions of the game, the story told so far and the seats' names (no pygame): the scene
(`scenes/table.py`) draws what they return.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from tongiaki.app.view.display import DisplayTable
from tongiaki.cardshape import beach_names, spot_layout
from tongiaki.play.narrate import EACH_BEACH, GAME_OVER_LINE, Line, LineKind
from tongiaki.rules import Card, Cell, Decision, GameState, OptionKind
from tongiaki.rules.scoring import Result, Tiebreak
from tongiaki.wording import and_list

if TYPE_CHECKING:
    from tongiaki.play.match import Match


def card_info(card: Card, cell: Cell, display: DisplayTable, names: list[str]) -> list[str]:
    """Lines describing a card on the table: its name and value, each beach's ships out of its
    spots (the number on the beach's tag), the king (`card_rows` without the beaches' marks)."""
    return [line for line, _beach in card_rows(card, cell, display, names)]


def card_rows(card: Card, cell: Cell, display: DisplayTable, names: list[str]) -> list[tuple[str, int]]:
    """`card_info`'s lines, each with the beach it tells of (-1: none): the beaches in the order
    their spots lie round the card, clockwise from the top (`beach_order`), as their letters on
    the card read while the box shows (`BEACH_LETTERS`)."""
    if not card.is_island:  # its deck name ("Water 11") tells a player nothing (a play-test)
        dangers = ", ".join(str(w.danger) if w.danger else "none" for w in card.wakes)
        return [("Water card", -1), (f"wake dangers: {dangers}", -1)]
    rows = [(f"{card.name}: {card.value} points" if card.value else card.name, -1)]
    rotation = display.rotations.get(cell, 0)
    sides = beach_names(card, rotation)
    for b in beach_order(card, rotation):
        beach = card.beaches[b]
        ships = display.ships.get((cell, b), [])
        who = ", ".join(names[p].split(" (")[0] for p in ships) or "empty"
        # "of 3 spots": the white tag on the beach is its spots (a play-test read "1/3" and took
        # the tags beside the value seal for points)
        rows.append((f"{sides[b]}: {len(ships)} of {beach.capacity} spots  {who}", b))
    if cell in display.kings:
        rows.append((f"king island of {names[display.kings[cell]].split(' (')[0]}", -1))
    return rows


BEACH_LETTERS = "ABCDEFGH"
"""The letters of an island's beaches on the card and in its box while the box shows, in
`beach_order` (play-test 27 read "upper-right beach: 1 of 4 spots Orange" with that ship drawn
at the card's top left, at one end of a long beach named by the middle of its spots)."""


def beach_order(card: Card, rotation: int) -> list[int]:
    """An island's beaches in the order their spots lie round the card lying with `rotation`,
    clockwise from the top (by the middle of each beach's spots, as `beach_names` names them)."""
    def turn(b: int) -> float:
        spots = spot_layout(card).positions[b]
        x = sum(p[0] for p in spots) / max(1, len(spots))
        y = sum(p[1] for p in spots) / max(1, len(spots))
        angle = math.degrees(math.atan2(y, x)) + 60.0 * rotation  # y down: clockwise as seen
        return (angle + 90.0 + 1e-6) % 360.0  # from straight up

    return sorted(range(len(card.beaches)), key=turn)


ACTION_TIPS = {
    OptionKind.REPRODUCE: "New ships on an island of yours: one for each of your ships there, at most one a beach",
    OptionKind.RECALL: "Take one of your ships back to your supply",
    OptionKind.RESETTLE: "All your ships leave the table for one ship on a new island",
}
"""What the turn actions other than King island do, in a button's tip (`action_tip`)."""


def action_tip(state: GameState, node: Decision, kind: OptionKind) -> str:
    """What a turn action's button does, shown while it is hovered (a play-test found the King
    island button with no word on which island it could found)."""
    if kind is OptionKind.KING:
        names = sorted({state.cards[state.cells[o.cell]].name for o in node.options
                        if o.kind is kind and o.cell is not None})
        if not names:
            return ""
        where = ", ".join(names[:-1]) + f" or {names[-1]}" if len(names) > 1 else "".join(names)
        return f"King island on {where}: one ship stays as its king, the rest go to your supply"
    return ACTION_TIPS.get(kind, "")


STAND_IN_NAME = "The hard level"
"""Who plays a seat handed over with "Finish for me" (`HINT_LEVEL`), as the table names it."""


def stand_in_seat_name(name: str) -> str:
    """A seat's display name for the moves the hard level made for its person ("Finish for
    me"), in the score sheet's words (`score.stand_in_note`: "The hard level finished the game
    for Blue"): "Blue (you)" reads "Blue (the hard level, for you)", a hot-seat game's "Blue"
    reads "Blue (the hard level)"."""
    colour, bracket, who = name.partition(" (")
    level = STAND_IN_NAME.lower()
    return f"{colour} ({level}, for {who.removesuffix(')')})" if bracket else f"{colour} ({level})"


def stand_in_name_forms(name: str) -> tuple[str, ...]:
    """A seat's name while the hard level plays it for its person, the longest first, for a
    place that shows the longest that fits (the seats panel, `Hud.name_forms`): the score
    sheet's "Blue (the hard level, for you)" (`stand_in_seat_name`), then "Blue (hard, for you)"
    and "Blue (for you)", which still tells the person's seat from a computer's ("Blue (hard)"
    read as the hard level's own seat in the narrow seat chips of 800x600 with four seats); a
    hot-seat game's "Blue": "Blue (the hard level)", then "Blue (hard)"."""
    colour, bracket, who = name.partition(" (")
    if not bracket:
        return stand_in_seat_name(name), f"{colour} (hard)"
    person = who.removesuffix(")")
    return stand_in_seat_name(name), f"{colour} (hard, for {person})", f"{colour} (for {person})"


def seat_name_forms(stood_in: Collection[int], names: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """What the seats panel calls each seat (`Hud.name_forms`): its name (`names`: "Blue
    (you)"), or for the seats in `stood_in`, which the hard level plays for their person ("Finish
    for me", `Match.stood_in`), the stand-in's (`stand_in_name_forms`): the panel said "Blue
    (you)" of a seat the rest of the table said the hard level played."""
    return tuple(stand_in_name_forms(name) if seat in stood_in else (name,) for seat, name in enumerate(names))


def finished_seat_names(name: str, turn: int) -> tuple[str, str]:
    """A seat's name at the game's end where the hard level finished the game for its person
    from `turn` after they had played turns of their own, the longer first: "Blue (you, then the
    hard level from turn 17)", then "Blue (you, then hard from turn 17)" for a narrow place; a
    hot-seat game's "Blue": "Blue (the hard level from turn 17)", "Blue (hard from turn 17)"."""
    colour, bracket, who = name.partition(" (")
    person = f"{who.removesuffix(')')}, then " if bracket else ""
    level = STAND_IN_NAME.lower()
    return f"{colour} ({person}{level} from turn {turn})", f"{colour} ({person}hard from turn {turn})"


def winner_names(match: Match, names: Sequence[str], short: bool = False) -> list[str]:
    """The seats' names as the game's end tells the winners: a person's seat the hard level
    played from the first move (`Match.person_played`) is the hard level's, "Blue (the hard
    level, for you)" (play-test 46's sheet read "Blue (you) wins!" of a game its person never
    moved in); one it finished after its person played turns of their own names both, "Blue
    (you, then the hard level from turn 17)" (`finished_seat_names`, its shorter form when
    `short`: the sheet read "Blue (you) wins!" of a game the hard level finished from turn 17,
    only the line under it said so); a seat its person took back and played to the end keeps
    its name (the sheet's line under the table says which turns the hard level played)."""
    stood_in = match.stand_in_seats()
    told = []
    for seat, name in enumerate(names):
        if seat not in stood_in:
            told.append(name)
        elif not match.person_played(seat):
            told.append(stand_in_seat_name(name))
        elif seat in match.stood_in:
            told.append(finished_seat_names(name, match.stood_in[seat])[1 if short else 0])
        else:
            told.append(name)
    return told


def game_over_prompt(result: Result, names: Sequence[str]) -> str:
    """The top bar once the game is over: who won, with what, and how a tie was broken (R8.4,
    the rules core's `Result`): "Game over: Orange (hard) wins with 25 points". The bar said
    "The game is over." under a final board whose log line named only the scores (play-test 45
    looked for the winner's line there)."""
    winners = [names[p] for p in result.winners]
    points = result.scores[result.winners[0]]
    if result.tiebreak is Tiebreak.SHARED:
        return f"Game over: {and_list(winners)} share the win on {points} points"
    said = f"Game over: {winners[0]} wins with {points} points"
    if result.tiebreak is Tiebreak.ISLANDS:
        return f"{said}, tied on points: the most islands decide"
    if result.tiebreak is Tiebreak.SHIPS:
        return f"{said}, tied on points and islands: the fewest ships decide"
    return said


def shown_prompt(player: str, latest: str) -> str:
    """The top bar while a move is being shown: the log line being played, under the name of
    the player whose turn it is."""
    if latest.startswith((player + " ", GAME_OVER_LINE)):  # the game's end is nobody's turn
        return latest
    if latest.startswith("Turn ") and latest.endswith(player):  # not "Orange's turn: Turn 6: Orange"
        return f"{player}'s turn begins ({latest.split(':')[0]})"
    return f"{player}'s turn · {latest}"  # not a colon: "Green's turn: New card: ..." read as one run


PROMPT_STORY_CHARS = 110
"""The longest top-bar line that a decision's reason is added to (its first clause)."""


def latest_story(lines: Sequence[Line], end: int | None = None) -> str:
    """What the top bar says while a move is shown: the newest line of the story (of the lines
    before `end`), not a seat's reason alone (a play-test read "Green's turn: keeps its 4 points
    for good" without the king it was about); a reason told under it adds its first clause
    where the line stays short."""
    end = len(lines) if end is None else end
    index = end - 1
    while index >= 0 and lines[index].kind is LineKind.REASON:
        index -= 1
    if index < 0:
        return ""
    story = lines[index].text
    if index < end - 1:
        why = lines[index + 1].text.split(";")[0].strip()
        # ("Orange reproduces on Oahu: 2 new ships: 2 new ships" told the same twice: a play-test)
        if why and why.lower() not in story.lower():
            joined = _joined_story(story.rstrip("."), why)
            if len(joined) <= PROMPT_STORY_CHARS:
                story = joined
    return story


def _joined_story(story: str, why: str) -> str:
    """`story: why`, or, where the reason begins with the story's last clause ("Purple
    reproduces on Tonga: 3 new ships" and "3 new ships to build up its fleets"), the story with
    that clause carried on by the reason (a play-test read "3 new ships: 3 new ships to ..."); a
    count of new ships "one on each beach" is carried on the same way."""
    head, colon, last = story.rpartition(": ")
    last = last.removesuffix(EACH_BEACH)
    if colon and last and why.lower().startswith(last.lower()):
        return f"{head}: {why}"
    return f"{story}: {why}"


def waiting_prompt(name: str, watch_only: bool, lines: Sequence[Line]) -> str:
    """The top bar while a computer seat thinks: who, and the last move told (a play-test found
    each computer move gone from the bar after a second, replaced by "... is thinking...")."""
    waiting = f"{name} decides next" if watch_only else f"{name} is thinking..."
    end = len(lines)
    while end and lines[end - 1].kind is LineKind.HEADER:  # a new turn's header: the move before it
        end -= 1
    last = latest_story(lines, end)  # no copy of the log: this runs every frame
    return f"{waiting} · last: {last}" if last and not last.startswith("Turn ") else waiting


def resettle_warning(state: GameState, player: int) -> str:
    """What a second click on Resettle does, said before it is made (R8.2; a play-test read only
    "Click again to resettle" and could not tell what it would cost)."""
    ships = state.ships_on_spots(player)
    kings = [cell for cell, owner in state.kings.items() if owner == player]
    kept = sum(state.cards[state.cells[cell]].value for cell in kings)
    points = state.result().scores[player] - kept  # what the ships hold; the kings' islands stay scored
    stay = f"; your king{'s stay' if len(kings) > 1 else ' stays'}" if kings else ""
    return (f"Resettle takes your {ships} ship{'' if ships == 1 else 's'} off the table (they hold {points} point"
            f"{'' if points == 1 else 's'}{stay}) for one ship on a new island. Click Resettle again to do it, "
            "choose another action or press Esc.")


def first_line_gone(before: list[Line], after: list[Line]) -> str:
    """The first move's line (a main or detail line) of `before` that `after` no longer tells
    (an undo's log against the log before it), '' when none is gone."""
    same = 0
    while same < min(len(before), len(after)) and before[same].text == after[same].text:
        same += 1
    gone = [line.text for line in before[same:] if line.text and line.kind in (LineKind.MAIN, LineKind.DETAIL)]
    return gone[0] if gone else ""


def stall_shown(state: GameState) -> int | None:
    """The turns, this one included, that may still pass without a new card before the game ends
    by R8.5 (the rules' count, `GameState.stall_turns_left`), once a whole round has passed
    without one; else None (the tracker then says nothing of it). Play-test 25 saw a leading
    hard seat pass turn after turn, with nothing on the table saying the game would end by it."""
    if (state.is_over() or state.end_triggered or state.revealed_this_turn
            or state.turns_without_reveal < state.players):
        return None
    return state.stall_turns_left()
