"""Turning clicks and drags into options: the drag-and-drop controller of the table.

Legal targets come only from the pending decision's options. A gesture that does not land on
a legal target snaps back and submits nothing. The controller never changes the game: it
returns the chosen `Option` and the table scene applies it through the match.

Gestures per decision:
- beaches (setup, reproduction, entry, resettlement, R9.2 recall): click the beach;
- turn action: click an island to reproduce; King / Take back / Resettle buttons switch mode;
- emigration: drag the face-down stack card onto a pier (or click the pier);
- landing: drag a ship of the fleet onto a beach (or click a fleet ship, then a beach);
- card placement: the revealed card follows the pointer over free cells, wheel or R turns it
  among the rotations whose crest faces a neighbour, click or drop to attach.

A press that moves more than `CLICK_SLOP` pixels pans the view, on the sea or on a target alike,
and chooses nothing; a press while the view glides, or a click whose view glided under it before
its release, chooses nothing either (a play-test lost a fleet to each).
"""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import dataclass
from enum import Enum

import pygame

from tongiaki.app.view.camera import wheel_notches
from tongiaki.app.view.display import DisplayTable
from tongiaki.app.view.tableview import Highlights, TableView
from tongiaki.cardshape import beach_names
from tongiaki.rules import Decision, DecisionKind, GameState, Option, OptionKind
from tongiaki.rules.hexgrid import Cell, neighbour
from tongiaki.rules.odds import StepKind, route_steps

CLICK_SLOP = 6  # pixels a press may move and still count as a click
SAND_REACH = 0.4
"""How far (hex sizes) from a spot of an offered beach the pointer on the island's sand between
the spots still takes that beach, where no spot lies within the table's `MIN_BEACH_REACH`."""

PROMPTS: dict[DecisionKind, str] = {  # a full beach's is made from the table: `emigrate_prompt`
    DecisionKind.SETUP: "Place a starting ship on a beach of Tonga (each beach keeps one spot free).",
    DecisionKind.ENTER: "Place your second new ship on a beach of Tonga.",
    DecisionKind.REPRODUCE_ISLAND: "Click the island to reproduce on.",
    DecisionKind.REPRODUCE_BEACH: "Click a beach for the next new ship (one per beach).",
    DecisionKind.LAND: "Drag each ship onto a lit beach (or click it, then a beach): one per free beach first.",
    DecisionKind.PLACE_CARD: "Place the revealed card on a highlighted cell; wheel or R turns it.",
    DecisionKind.SETTLE: "Click a beach of the new island for your ship.",
}


def emigrate_prompt(state: GameState, decision: Decision) -> str:
    """The instruction at a full beach (R6.1), naming the beach and saying whether its piers
    need the stack's card: a play-test read "drag the stack's top card onto one of its piers"
    where the only pier led to Mangareva, lying there (no card is drawn), and could not tell
    which of two beaches was full. A full beach that may not sail now is named after it
    (`waiting_beaches`)."""
    return _sail_prompt(state, decision) + waiting_beaches(state, decision)


def waiting_beaches(state: GameState, decision: Decision) -> str:
    """" (Its left beach is full too, but waits: its piers lead back.)" for each full beach the
    emigration `decision` does not offer (R7.2: another beach of its island has a way out; the
    island is named unless the decision's one beach is on it), else "": play-test 33 saw two
    full beaches on Tonga and a prompt naming one, and learnt why the other could not sail only
    by pointing at its pier."""
    offered = {(o.cell, o.beach) for o in decision.options}
    one_island = {cell for cell, _ in offered} if len(offered) == 1 else set()
    notes = []
    for cell, beach in state.full_beaches():
        if (cell, beach) in offered:
            continue
        card = state.cards[state.cells[cell]]
        whose = "its" if cell in one_island else f"{card.name}'s"
        name = f"{whose} {beach_names(card, state.rotations[cell])[beach]} is full too"
        piers = card.beaches[beach].piers
        if piers and all(state.voyage_returns(cell, beach, pier) for pier in piers):
            notes.append(f"{name}, but waits: its piers lead back")  # R7.2
        else:
            notes.append(f"{name}, but cannot sail now")
    if not notes:
        return ""
    text = "; ".join(notes)
    return f" ({text[0].upper()}{text[1:]}.)"


def _sail_prompt(state: GameState, decision: Decision) -> str:
    """`emigrate_prompt` but for the beaches that wait."""
    beaches = sorted({(o.cell, o.beach) for o in decision.options if o.cell is not None})
    if len(beaches) == 1:
        cell, beach = beaches[0]
        card = state.cards[state.cells[cell]]
        ships = len(state.beach_ships(cell, beach))
        lead = f"{card.name}'s {beach_names(card, state.rotations[cell])[beach]} is full ({ships} ships)"
    else:
        lead = f"{len(beaches)} beaches are full; one sails now"
    ahead = []  # what lies beyond each pier offered
    for option in decision.options:
        if option.cell is not None:
            beyond = neighbour(option.cell, state.pier_direction(option.cell, option.pier))
            ahead.append(state.cells.get(beyond, -1))
    if all(card < 0 for card in ahead):
        return f"{lead}: drag the stack's top card onto a pier (or click a pier)."
    if all(card >= 0 for card in ahead):
        islands = [state.cards[card].name for card in ahead if state.cards[card].is_island]
        if len(ahead) == 1 and islands:
            option = next(o for o in decision.options if o.cell is not None)
            assert option.cell is not None
            colours = len(set(state.beach_ships(option.cell, option.beach)))
            end = route_steps(state, option.cell, state.pier_direction(option.cell, option.pier), colours,
                              option.cell)[-1]  # the rules' route: a king island turns the fleet back (R6.2)
            if end.kind is StepKind.TURN_BACK and end.home is not None and end.home in state.cells:
                # play-test 24 read "click its pier to sail to Fidschi" and Fidschi was a king island
                home = state.cards[state.cells[end.home]].name
                return (f"{lead}: click its pier: {end.name} is a king island, so the fleet turns back "
                        f"and lands on {home} (no new card).")
            return f"{lead}: click its pier to sail to {islands[0]} (it lies there: no new card)."
        if len(ahead) == 1:
            return f"{lead}: click its pier to sail along the water card beyond it."
        return f"{lead}: click a pier to sail (the cards beyond them lie there already)."
    return f"{lead}: click a pier to sail, or drag the stack's top card onto a pier facing open sea."


class ActionMode(Enum):
    """What a click on the table does in a turn's action decision: the action chosen with the
    HUD's buttons (a turn starts in `REPRODUCE`, or `ENTER` with no ship on the table)."""

    REPRODUCE = "reproduce"
    KING = "king"
    RECALL = "recall"
    ENTER = "enter"

    @property
    def kind(self) -> OptionKind:
        """The kind of the options a click chooses in this mode."""
        return MODE_KINDS[self]

    @staticmethod
    def of(kind: OptionKind) -> ActionMode | None:
        """The mode whose clicks choose options of `kind` (None: no mode, e.g. resettling)."""
        return next((mode for mode, k in MODE_KINDS.items() if k is kind), None)


MODE_KINDS = {ActionMode.REPRODUCE: OptionKind.REPRODUCE, ActionMode.KING: OptionKind.KING,
              ActionMode.RECALL: OptionKind.RECALL, ActionMode.ENTER: OptionKind.PLACE}
"""The option kind a click chooses in each action mode."""
ACTION_PROMPTS = {
    ActionMode.REPRODUCE: "Your turn: click an island of yours to reproduce, or choose another action.",
    ActionMode.KING: "Click the island to make your king island.",
    ActionMode.RECALL: "Your supply is empty: click a beach with one of your ships to take it back, then reproduce.",
    ActionMode.ENTER: "You have no ship on the table: place 2 ships on Tonga or 1 on another island.",
}
"""The instruction of a turn's action decision in each mode."""
SUPPLY_EMPTY_PROMPT = "Supply empty: reproducing places no ship (a pass). Take a ship back first, or choose another action."
"""The instruction when reproducing would place nothing (a play-test was not told it is a pass)."""


@dataclass
class Drag:
    """A press in progress: what was picked and where."""

    what: str  # "stack", "ship", "card", "sea"
    start: tuple[int, int]
    pos: tuple[int, int]
    colour: int = -1
    index: int = -1
    moved: bool = False
    view: tuple[float, float, float] = (0.0, 0.0, 0.0)
    """The camera (offset x, offset y, zoom) at the press: a click whose view glided away
    under the pointer before its release chooses nothing."""
    blind: bool = False
    """Pressed while the view was gliding: it may pan the view, never choose."""


BEACH_MISSES: dict[DecisionKind, str] = {
    DecisionKind.LAND: ("Not that beach: a landing fleet first puts one ship on each beach with a free "
                        "spot, and a full beach takes none (the lit beaches can)"),
    DecisionKind.REPRODUCE_BEACH: "Not that beach: each new ship goes on a different beach with a free spot",
    DecisionKind.SETUP: "Not that beach: the starting ships go on Tonga, and each beach keeps one spot free",
    DecisionKind.SETTLE: "Not that beach: the ship goes on the new island",
    DecisionKind.ENTER: "Not that beach: the ship goes on a beach of Tonga with a free spot",
}
"""What a click on a beach no option of the decision uses is told (the lit beaches can be used)."""
ONE_WAY = "Only one way fits here: the card's red crest must face a card beside it."
"""Told when the wheel or R would turn a card over a place where it fits one way only (R8.2)."""


def pointer_away() -> pygame.event.Event:
    """A pointer motion off the board: the pointer is over a panel, not at a card."""
    return pygame.event.Event(pygame.MOUSEMOTION, pos=(-1, -1), rel=(0, 0), buttons=(0, 0, 0))


def _cell(option: Option) -> Cell:
    """The cell of a place, recall, reproduce, king, emigrate, land or attach option (it always has one)."""
    assert option.cell is not None
    return option.cell


WHEEL_SLACK = 0.05
"""A wheel's notches within this of a whole one count as one (fractions of a trackpad add up
short of it by rounding)."""


class Interaction:
    """Maps pointer input to the options of a human player's pending decision."""

    def __init__(self, view: TableView) -> None:
        self.view = view
        self.decision: Decision | None = None
        self.mode = ActionMode.REPRODUCE
        self.mode_chosen = False
        """Whether the person chose the turn action's mode with a button in this decision (False:
        the mode the turn starts in)."""
        self.ring: Option | None = None
        """A shown hint's move of another turn action than the mode (taking a ship back, a king
        island) while the mode is the one the turn starts in: a click on what the hint rings makes
        that move (the table sets it; play-test 29 clicked the ringed ship and was told to press
        a button first)."""
        self.land_colour = -1
        self.land_index = -1  # the fleet ship clicked to land next
        self.rotation = 0
        self.wheel_turn = 0.0
        """The wheel's notches not yet turned into a turn of the card being placed (a trackpad's
        fine scroll gives fractions of a notch)."""
        self.drag: Drag | None = None
        self.pointer: tuple[int, int] = (0, 0)
        self.stack_rect = pygame.Rect(0, 0, 0, 0)
        self.held_piers: set[tuple[Cell, int]] = set()
        """Piers of full beaches the decision does not offer (R7.2, the voyage preview's
        `refused`): the pointer nearer one of them than to any pier offered takes no pier."""
        self.missed = ""
        """Why the last click on a beach chose nothing (empty when it was not on a beach, or
        chose something): the table shows it (a play-test clicked unlit beaches in silence)."""

    # ------------------------------------------------------------------ decision and modes

    def set_decision(self, decision: Decision | None) -> None:
        """A new decision to ask for (None when it is not a human's turn)."""
        if decision is self.decision:
            return
        self.decision = decision
        self.drag = None
        self.wheel_turn = 0.0
        if decision is None:
            return
        kinds = {o.kind for o in decision.options}
        if decision.kind is DecisionKind.ACTION:
            self.mode = ActionMode.ENTER if OptionKind.PLACE in kinds else ActionMode.REPRODUCE
            self.mode_chosen = False
        if decision.kind is DecisionKind.LAND:
            colours = sorted({o.colour for o in decision.options})
            if self.land_colour not in colours:
                self.land_colour = colours[0]

    def set_mode(self, mode: ActionMode) -> None:
        """Switch the turn action's mode (the HUD's action buttons: the person chose it)."""
        self.mode = mode
        self.mode_chosen = True

    def prompt(self, supply_empty: bool = False, ships_left: int = 0) -> str:
        """The one-line instruction for the pending decision (`supply_empty`: the player's, when
        a reproduction would place nothing: a play-test was not told that it is a pass;
        `ships_left`: a reproduction's new ships still to place, counted in its prompt: play-test
        22 read the count only in the log; the last one is said to be the last, where play-test 28
        read the count dropped from the same words)."""
        d = self.decision
        if d is None:
            return ""
        if d.kind is DecisionKind.REPRODUCE_BEACH and ships_left > 0:
            left = "the last one" if ships_left == 1 else f"{ships_left} still to place"
            return f"Click a beach for the next new ship ({left}, one per beach)."
        if d.kind is DecisionKind.ACTION:
            if supply_empty and self.mode is ActionMode.REPRODUCE and self._options(OptionKind.RECALL):
                return SUPPLY_EMPTY_PROMPT
            return ACTION_PROMPTS[self.mode]
        return PROMPTS.get(d.kind, "")

    def _options(self, *kinds: OptionKind) -> list[Option]:
        if self.decision is None:
            return []
        return [o for o in self.decision.options if o.kind in kinds]

    # ------------------------------------------------------------------ targets

    def beach_options(self) -> dict[tuple[Cell, int], Option]:
        """Beach targets of the decision: (cell, beach) -> option."""
        d = self.decision
        if d is None:
            return {}
        if d.kind is DecisionKind.LAND:
            return {(_cell(o), o.beach): o for o in d.options if o.colour == self.land_colour}
        if d.kind is DecisionKind.ACTION:
            if self.mode is ActionMode.RECALL:
                return {(_cell(o), o.beach): o for o in self._options(OptionKind.RECALL)}
            return {(_cell(o), o.beach): o for o in self._options(OptionKind.PLACE)}
        return {(_cell(o), o.beach): o for o in self._options(OptionKind.PLACE)}

    def island_options(self) -> dict[Cell, Option]:
        """Island targets: cell -> option (reproduce or king)."""
        d = self.decision
        if d is None:
            return {}
        if d.kind is DecisionKind.REPRODUCE_ISLAND:
            return {_cell(o): o for o in self._options(OptionKind.REPRODUCE)}
        if d.kind is DecisionKind.ACTION and self.mode in (ActionMode.REPRODUCE, ActionMode.KING):
            return {_cell(o): o for o in self._options(self.mode.kind)}
        return {}

    def pier_options(self) -> dict[tuple[Cell, int], Option]:
        """Pier targets: (cell, pier edge) -> option."""
        return {(_cell(o), o.pier): o for o in self._options(OptionKind.EMIGRATE)}

    def placements(self) -> dict[Cell, list[int]]:
        """Card placement targets: cell -> legal rotations."""
        cells: dict[Cell, list[int]] = {}
        for o in self._options(OptionKind.ATTACH):
            cells.setdefault(_cell(o), []).append(o.rotation)
        return cells

    def placement_rotation(self, cell: Cell) -> int | None:
        """The rotation the card would take at `cell`: the chosen one if legal, else the next legal."""
        rotations = self.placements().get(cell)
        if not rotations:
            return None
        for step in range(6):
            r = (self.rotation + step) % 6
            if r in rotations:
                return r
        return rotations[0]

    def highlights(self, display: DisplayTable) -> Highlights:
        """What to mark this frame, with the target under the pointer."""
        h = Highlights()
        if self.decision is None:
            return h
        h.beaches = set(self.beach_options())
        h.islands = set(self.island_options())
        h.piers = set(self.pier_options())
        h.cells = set(self.placements())
        pos = self.pointer
        if h.beaches:
            h.hover_beach = self.offered_beach_at(display, pos, h.beaches)
            if h.hover_beach is not None:
                h.hover_spot = self.view.free_spot_at(display, h.hover_beach, pos)
                h.hover_owner = self.land_colour if self.decision.kind is DecisionKind.LAND else self.decision.player
        if h.piers:
            h.hover_pier = self.view.pier_at(display, pos, h.piers, self.held_piers)
        if h.islands:
            cell = self.view.cell_at(pos)
            h.hover_island = cell if cell in h.islands else None
        if self.decision.kind is DecisionKind.LAND and display.fleet is not None:
            h.fleet_pick = self.picked_ship(display.fleet.ships)
        return h

    def offered_beach_at(self, display: DisplayTable, pos: tuple[int, int],
                         offered: Collection[tuple[Cell, int]]) -> tuple[Cell, int] | None:
        """The beach of `offered` that the pointer at `pos` takes: the one with the spot nearest
        it (`TableView.beach_at`, within `MIN_BEACH_REACH` or about two spots' widths), else, on
        the sand between the spots, the nearest within `SAND_REACH`; None on another beach's
        spot. The beach lit under the pointer, a click and a ship let go all take this one (the
        light reached the nearest spot only, a click the sand too: on the small cards of the
        whole table, F, a click took a beach that was not lit)."""
        hit = self.view.beach_at(display, pos)
        if hit is None:
            hit = self.view.beach_at(display, pos, reach=self.view.size * SAND_REACH)
        return hit if hit in offered else None

    def picked_ship(self, ships: list[int]) -> int:
        """Index of the fleet ship that lands next: the one clicked if it is of the chosen colour,
        else the first ship of that colour (-1 if none)."""
        if 0 <= self.land_index < len(ships) and ships[self.land_index] == self.land_colour:
            return self.land_index
        return next((i for i, owner in enumerate(ships) if owner == self.land_colour), -1)

    # ------------------------------------------------------------------ fleet ships

    def fleet_ship_at(self, display: DisplayTable, pos: tuple[int, int]) -> tuple[int, int] | None:
        """(index, colour) of the fleet ship under `pos` while landing: the nearest ship to a
        point on the fleet's plate (a play-test picked 15 px ships by aiming at enlarged
        screenshots), else the ship within reach of it."""
        centre = self.view.fleet_position(display)
        if centre is None or display.fleet is None:
            return None
        plate = self.view.fleet_bubble_rect(display)
        reach = math.inf if plate is not None and plate.collidepoint(pos) else self.view.fleet_ship_size() * 0.6
        best: tuple[float, int] | None = None
        for i, (x, y) in enumerate(self.view.fleet_points(display, centre)):
            distance = math.hypot(pos[0] - x, pos[1] - y)
            if distance <= reach and (best is None or distance < best[0]):
                best = (distance, i)
        return None if best is None else (best[1], display.fleet.ships[best[1]])

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event, display: DisplayTable) -> Option | None:
        """Feed one pointer/key event; returns the option chosen, if the gesture completed one."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            if self.drag is not None:
                self.drag.pos = event.pos
                if math.dist(event.pos, self.drag.start) > CLICK_SLOP:
                    self.drag.moved = True
                if self.drag.what in ("sea", "target") and self.drag.moved:
                    self.view.camera.pan(event.rel)  # a press that moves pans the view, wherever it began
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pointer = event.pos
            camera = self.view.camera
            if camera.gliding():
                self.drag = Drag("sea", event.pos, event.pos, blind=True)
            else:
                self.drag = self._pick(event.pos, display)
            self.drag.view = (camera.offset[0], camera.offset[1], camera.zoom)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pointer = event.pos
            drag, self.drag = self.drag, None
            if drag is None:
                return None
            chosen = self._drop(drag, event.pos, display)
            if chosen is not None and chosen.kind in (OptionKind.PLACE, OptionKind.LAND) and chosen.cell is not None:
                key = (chosen.cell, chosen.beach)  # the ship goes on the spot clicked, not the first free one
                display.wanted = (chosen.cell, chosen.beach, self.view.free_spot_at(display, key, event.pos))
            return chosen
        if self.decision is not None and self.decision.kind is DecisionKind.PLACE_CARD:
            if event.type == pygame.MOUSEWHEEL and not (pygame.key.get_mods() & pygame.KMOD_CTRL):
                # a notch turns the card one way; a trackpad's fractions of a notch add up to
                # one (each turned it, and a sideways stroke, whose y is 0, turned it back)
                self.wheel_turn += wheel_notches(event)
                while abs(self.wheel_turn) >= 1 - WHEEL_SLACK:
                    step = 1 if self.wheel_turn < 0 else -1
                    self.wheel_turn += step
                    self._turn(display, step)
                return None
            if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
                self._turn(display, -1 if event.mod & pygame.KMOD_SHIFT else 1)
                return None
        return None

    def wants_wheel(self) -> bool:
        """True when the wheel turns the card instead of zooming."""
        return self.decision is not None and self.decision.kind is DecisionKind.PLACE_CARD

    def _turn(self, display: DisplayTable, step: int) -> None:
        cell = self.view.cell_at(self.pointer)
        rotations = self.placements().get(cell)
        current = self.placement_rotation(cell) if rotations else self.rotation
        if rotations:
            ordered = sorted(rotations)
            i = ordered.index(current) if current in ordered else 0
            self.rotation = ordered[(i + step) % len(ordered)]
            if len(ordered) == 1:  # turning did nothing to see (a play-test): say why
                self.missed = ONE_WAY
        else:
            self.rotation = (self.rotation + step) % 6

    def _pick(self, pos: tuple[int, int], display: DisplayTable) -> Drag:
        d = self.decision
        if d is not None:
            if d.kind is DecisionKind.EMIGRATE and self.stack_rect.collidepoint(pos):
                return Drag("stack", pos, pos)
            if d.kind is DecisionKind.LAND:
                hit = self.fleet_ship_at(display, pos)
                if hit is not None:
                    return Drag("ship", pos, pos, colour=hit[1], index=hit[0])
            if d.kind is DecisionKind.PLACE_CARD:
                return Drag("card", pos, pos)
            if self._target_at(pos, display) is not None:
                return Drag("target", pos, pos)
        return Drag("sea", pos, pos)

    def ring_at(self, pos: tuple[int, int], display: DisplayTable) -> Option | None:
        """The hint's move (`ring`) when `pos` is on what the hint rings for it: the beach of the
        ship to take back (its spots and their sand), the island to make a king island; else None."""
        ring, decision = self.ring, self.decision
        if ring is None or decision is None or ring not in decision.options or ring.cell is None:
            return None
        if ring.kind is OptionKind.RECALL:
            return ring if self.offered_beach_at(display, pos, {(ring.cell, ring.beach)}) else None
        if ring.kind is OptionKind.KING:
            return ring if self.view.cell_at(pos) == ring.cell else None
        return None

    def _target_at(self, pos: tuple[int, int], display: DisplayTable) -> Option | None:
        """The option whose target (beach, pier, island) lies under `pos`: what a shown hint
        rings first (`ring_at`), then the targets of the decision in its mode."""
        ringed = self.ring_at(pos, display)
        if ringed is not None:
            return ringed
        beaches = self.beach_options()
        if beaches:
            # on a spot, or between the spots (the sand runs round the island, its beaches hard
            # to tell apart): the nearest beach, if it is that near and offered
            hit = self.offered_beach_at(display, pos, beaches)
            if hit is not None:
                return beaches[hit]
        piers = self.pier_options()
        if piers:
            hit = self.view.pier_at(display, pos, piers, self.held_piers)
            if hit is not None:
                return piers[hit]
        islands = self.island_options()
        if islands:
            cell = self.view.cell_at(pos)
            if cell in islands:
                return islands[cell]
        return None

    def _drop(self, drag: Drag, pos: tuple[int, int], display: DisplayTable) -> Option | None:
        d = self.decision
        if d is None or drag.blind:
            return None
        camera = self.view.camera
        if not drag.moved and drag.view != (camera.offset[0], camera.offset[1], camera.zoom):
            return None  # the view glided under a click: what is under the pointer now was not aimed at
        if drag.what == "stack":
            piers = self.pier_options()
            hit = self.view.pier_at(display, pos, piers, self.held_piers)
            if hit is None:
                cell = self.view.cell_at(pos)
                hit = self._pier_leading_to(cell, display)
            return piers.get(hit) if hit is not None else None
        if drag.what == "ship":
            if not drag.moved:
                self.land_colour = drag.colour  # a click selects the ship (its colour) to land next
                self.land_index = drag.index
                return None
            lands = {(o.cell, o.beach): o for o in d.options
                     if o.kind is OptionKind.LAND and o.colour == drag.colour and o.cell is not None}
            landed = self.offered_beach_at(display, pos, lands)
            if landed is not None:
                self.land_colour = drag.colour
                return lands[landed]
            hit = self.view.beach_at(display, pos)
            self.missed = BEACH_MISSES.get(d.kind, "") if hit is not None else self._island_miss(pos, display)
            return None
        if drag.what == "card":
            cell = self.view.cell_at(pos)
            rotation = self.placement_rotation(cell)
            if rotation is None:
                return None
            self.rotation = rotation
            return Option(OptionKind.ATTACH, cell, rotation=rotation)
        if drag.what in ("target", "sea") and not drag.moved:
            option = self._target_at(pos, display)
            if option is None and self.beach_options():
                on_beach = self.view.beach_at(display, pos) is not None
                self.missed = BEACH_MISSES.get(d.kind, "") if on_beach else self._island_miss(pos, display)
            return option
        return None  # a press that moved panned the view: it chooses nothing

    def _island_miss(self, pos: tuple[int, int], display: DisplayTable) -> str:
        """What a click on an island away from its beaches is told while the decision asks for
        a beach (empty off the islands): the beaches the decision offers there, or the islands
        that have them (play-test 23 clicked the middle of the island its fleet was landing on,
        and nothing happened)."""
        cell = self.view.cell_at(pos)
        beaches = self.beach_options()
        if not beaches or cell not in display.cells or not self.view.cards[display.cells[cell]].is_island:
            return ""
        card = self.view.cards[display.cells[cell]]
        offered = sorted(b for (c, b) in beaches if c == cell)
        if len(offered) == 1:
            name = beach_names(card, display.rotations[cell])[offered[0]]
            return f"Pick a beach: click {card.name}'s lit {name} (the ship goes on a beach)"
        if offered:
            return f"Pick a beach: click one of {card.name}'s lit beaches (the ship goes on a beach)"
        islands = sorted({self.view.cards[display.cells[c]].name for c, _b in beaches})
        if len(islands) > 2:
            return "Not that island: click one of the lit beaches"
        return f"Not that island: click a lit beach of {' or '.join(islands)}"

    def _pier_leading_to(self, cell: Cell, display: DisplayTable) -> tuple[Cell, int] | None:
        """A pier option whose voyage would attach a card at `cell` (a drop on the empty cell)."""
        from tongiaki.rules.hexgrid import neighbour, world_direction

        if cell in display.cells:
            return None
        for (island, edge) in self.pier_options():
            direction = world_direction(edge, display.rotations[island])
            if neighbour(island, direction) == cell:
                return (island, edge)
        return None
