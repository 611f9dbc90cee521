"""The table scene: one match on screen, played with the mouse by humans and by AI seats.

Each frame: animations advance; when they are done, the scene resolves a reveal, asks an AI
seat (off the render loop) or waits for a human gesture; whatever option results goes through
`Match.apply`, and the returned events are queued for animation. The scene never decides a
rule: highlights, buttons and prompts come from the pending options.
"""

from __future__ import annotations

import pygame

from tongiaki.app.art import cardart
from tongiaki.app.input.interaction import Interaction
from tongiaki.app.thinker import Thinker
from tongiaki.app.view.display import SPEEDS, Animator, DisplayTable
from tongiaki.app.view.tableview import Highlights, TableView
from tongiaki.app.widgets.hud import Hud, layout
from tongiaki.app.widgets.ui import INK, INK_DIM, Button, text
from tongiaki.play import narrate
from tongiaki.play.match import Match
from tongiaki.rules import DecisionKind, Event, EventKind, Option, OptionKind
from tongiaki.rules.explain import action_reasons

PAN_STEP = 60
INSTANT_FRAME_BUDGET = 0.012  # seconds of game steps per frame at instant speed


def card_info(card, cell, display: DisplayTable, names: list[str]) -> list[str]:
    """Lines describing a card on the table: its name and value, each beach's ships, the king."""
    if not card.is_island:
        dangers = ", ".join(str(w.danger) if w.danger else "none" for w in card.wakes)
        return [card.name, f"wake dangers: {dangers}"]
    lines = [f"{card.name}: {card.value} points" if card.value else card.name]
    for b, beach in enumerate(card.beaches):
        ships = display.ships.get((cell, b), [])
        who = ", ".join(names[p].split(" (")[0] for p in ships) or "empty"
        lines.append(f"beach {b + 1}: {len(ships)}/{beach.capacity}  {who}")
    if cell in display.kings:
        lines.append(f"king island of {names[display.kings[cell]].split(' (')[0]}")
    return lines


class TableScene:
    """A match being played."""

    def __init__(self, app, match: Match, *, names: list[str], colours: list[str], speed: str = "normal",
                 autoplay: bool = False) -> None:
        self.app = app
        self.match = match
        self.names = names
        self.colours = colours
        self.autoplay = autoplay
        self.cards = match.deck.cards
        self.display = DisplayTable.from_state(match.state, match.events)
        self.animator = Animator(self.display, self.cards, speed, on_begin=self._on_event_shown)
        self.view = TableView(self.cards, colours)
        self.interaction = Interaction(self.view)
        self.hud = Hud(match, names, colours, self.cards)
        self.view.panel_source = lambda: self.hud.rects  # the landing fleet keeps clear of the panels
        self.thinker = Thinker(getattr(app, "ai_iterations", None))
        self.t = 0.0
        self.synced = True
        self.fitted = False
        self.over_delay = 0.0
        self.resettle_armed = False
        self.last_decision = None
        self.submitted: list[Option] = []
        for event in match.events[-12:]:
            self._log(event)

    # ------------------------------------------------------------------ lifecycle

    def _on_event_shown(self, event: Event) -> None:
        """An event's animation begins: log it, keep a new card in view."""
        self._log(event)
        if event.kind is EventKind.CARD_ATTACHED:
            self._keep_in_view(event.cell)

    def enter(self) -> None:
        """Lay out for the current window."""
        self.resize(self.app.screen.get_size())

    def exit(self) -> None:
        """Leaving the table: stop thinking, save the game."""
        self.thinker.cancel()
        self.app.autosave(self.match)

    def resize(self, size: tuple[int, int]) -> None:
        """Recompute the HUD layout and refit the table."""
        self.hud.set_layout(layout(size, self.view.ocean))
        self.interaction.stack_rect = self.hud.stack_card_rect
        self.interaction.board_rect = self.hud.rects["table"]
        self.fit()

    def fit(self, extra=()) -> None:
        """Show the whole table (and the `extra` cells) in the table area."""
        rect = self.hud.rects["table"]
        self.view.fit(self.display, self.app.screen.get_size(), viewport=(rect.x, rect.y, rect.w, rect.h),
                      extra=extra)
        self.fitted = True

    def _keep_in_view(self, *cells) -> None:
        """Refit when a card at one of `cells` would not show whole in the table area."""
        area = self.hud.rects["table"]
        margin = self.view.size * 0.8
        for cell in cells:
            x, y = self.view.centre(cell)
            if not area.inflate(-2 * margin, -2 * margin).collidepoint(x, y):
                self.fit(extra=cells)
                return

    def _log(self, event: Event) -> None:
        line = narrate.describe(event, self.match.deck, self.names, self.display.cells)
        if line:
            self.hud.log.append(line)

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> None:
        """Buttons first, then camera keys, then board gestures."""
        if event.type == pygame.VIDEORESIZE or event.type == pygame.WINDOWSIZECHANGED:
            self.resize(self.app.screen.get_size())
            return
        for button in self.hud.buttons:
            if button.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            if self._handle_key(event):
                return
        if event.type == pygame.MOUSEWHEEL and not self.interaction.wants_wheel():
            factor = 1.15 if event.y > 0 else 1 / 1.15
            self.view.camera.zoom_at(pygame.mouse.get_pos(), factor)
            self.view.zooming = True
            return
        if event.type == pygame.MOUSEWHEEL and pygame.key.get_mods() & pygame.KMOD_CTRL:
            factor = 1.15 if event.y > 0 else 1 / 1.15
            self.view.camera.zoom_at(pygame.mouse.get_pos(), factor)
            return
        if event.type == pygame.MOUSEMOTION and event.buttons[1] or (
                event.type == pygame.MOUSEMOTION and event.buttons[2]):
            self.view.camera.pan(event.rel)
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL,
                          pygame.KEYDOWN):
            if self._human_turn_ready():
                option = self.interaction.handle(event, self.display)
                if option is not None:
                    self.submit(option)
            elif event.type == pygame.MOUSEMOTION or event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                # Nothing to decide: the left button pans the sea.
                self.interaction.set_decision(None)
                self.interaction.handle(event, self.display)

    def _handle_key(self, event: pygame.event.Event) -> bool:
        key = event.key
        cam = self.view.camera
        if key in (pygame.K_LEFT, pygame.K_a):
            cam.pan((PAN_STEP, 0))
        elif key in (pygame.K_RIGHT, pygame.K_d):
            cam.pan((-PAN_STEP, 0))
        elif key in (pygame.K_UP, pygame.K_w):
            cam.pan((0, PAN_STEP))
        elif key in (pygame.K_DOWN, pygame.K_s):
            cam.pan((0, -PAN_STEP))
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            cam.zoom_at(pygame.mouse.get_pos(), 1.2)
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            cam.zoom_at(pygame.mouse.get_pos(), 1 / 1.2)
        elif key == pygame.K_f:
            self.fit()
        elif key == pygame.K_SPACE:
            self.animator.skip()
        elif key == pygame.K_ESCAPE:
            self.app.to_menu()
        elif key == pygame.K_z and event.mod & pygame.KMOD_CTRL or key == pygame.K_u:
            self.undo()
        else:
            return False
        return True

    def _human_turn_ready(self) -> bool:
        return not self.animator.busy and self.match.waiting_for_human()

    def submit(self, option: Option) -> None:
        """Apply a human's option (validated by the rules core) and animate its events."""
        node = self.match.pending
        if node is None or node.is_chance or option not in node.options:
            return
        self.resettle_armed = False
        self.submitted.append(option)
        self._apply(option)

    def _apply(self, option: Option) -> None:
        events = self.match.apply(option)
        self._queue(events)

    def _queue(self, events: list[Event]) -> None:
        self.animator.push(events)
        self.synced = False
        if any(e.kind in (EventKind.TURN_PASSED, EventKind.GAME_OVER) for e in events):
            self.app.autosave(self.match)

    # ------------------------------------------------------------------ buttons

    def _rebuild_buttons(self) -> None:
        node = self.match.pending
        buttons: list[Button] = []
        human = self._human_turn_ready()
        if human and node.kind is DecisionKind.ACTION:
            reasons = action_reasons(self.match.state)
            kinds = {o.kind for o in node.options}
            entering = OptionKind.PLACE in kinds
            if not entering:
                for label, mode, kind in (("Reproduce", "reproduce", OptionKind.REPRODUCE),
                                          ("King island", "king", OptionKind.KING),
                                          ("Take a ship back", "recall", OptionKind.RECALL)):
                    button = Button(pygame.Rect(0, 0, 10, 10), label, lambda m=mode: self.interaction.set_mode(m))
                    button.enabled = not reasons[kind]
                    button.why = reasons[kind]
                    button.active = self.interaction.mode == mode
                    buttons.append(button)
                resettle = Button(pygame.Rect(0, 0, 10, 10),
                                  "Click again to resettle" if self.resettle_armed else "Resettle", self._resettle)
                resettle.enabled = not reasons[OptionKind.RESETTLE]
                resettle.why = reasons[OptionKind.RESETTLE]
                resettle.active = self.resettle_armed
                buttons.append(resettle)
            if OptionKind.PASS in kinds:
                buttons.append(Button(pygame.Rect(0, 0, 10, 10), "Pass", lambda: self.submit(Option(OptionKind.PASS))))
        elif human and any(o.kind is OptionKind.PASS for o in node.options):
            buttons.append(Button(pygame.Rect(0, 0, 10, 10), "Pass", lambda: self.submit(Option(OptionKind.PASS))))
        if human and self.match.can_undo():
            buttons.append(Button(pygame.Rect(0, 0, 10, 10), "Undo (U)", self.undo))
        speed = Button(pygame.Rect(0, 0, 10, 10), f"Speed: {self.animator.speed}", self._cycle_speed)
        menu = Button(pygame.Rect(0, 0, 10, 10), "Save & menu", self.app.to_menu)
        rules = Button(pygame.Rect(0, 0, 10, 10), "Rules (H)", self.app.help.toggle)
        buttons.extend([speed, rules, menu])
        for old in self.hud.buttons:
            for new in buttons:
                if new.label == old.label:
                    new.hover = old.hover
        self.hud.buttons = buttons
        self.hud.place_buttons()

    def undo(self) -> None:
        """Take back the last decision of the human to move (never a reveal or an AI move)."""
        if self.animator.busy or not self.match.can_undo():
            return
        self.match.undo()
        self.resettle_armed = False
        self.display = self.animator.display = DisplayTable.from_state(self.match.state, self.match.events)
        self.synced = True
        self.last_decision = None
        self.hud.log.append(f"{self.names[self.match.state.pending.player]} takes back a move")

    def _resettle(self) -> None:
        if self.resettle_armed:
            self.submit(Option(OptionKind.RESETTLE))
        else:
            self.resettle_armed = True

    def _cycle_speed(self) -> None:
        names = list(SPEEDS)
        self.animator.speed = names[(names.index(self.animator.speed) + 1) % len(names)]

    # ------------------------------------------------------------------ frame

    def update(self, dt: float) -> None:
        """Advance animations, then the match (reveals and AI seats)."""
        self.t += dt
        self.view.zooming = False
        if self.animator.speed == "instant":
            self._run_instant()
        else:
            self.animator.update(dt)
            if not self.animator.busy:
                self._step()
        self._after_step(dt)

    def _run_instant(self) -> None:
        import time

        deadline = time.perf_counter() + INSTANT_FRAME_BUDGET
        while time.perf_counter() < deadline:
            self.animator.update(0.0)
            if not self._step():
                break

    def _step(self) -> bool:
        """Make one move of the match if nothing waits for a person; True when something happened."""
        if not self.synced:
            self.display = self.animator.display = DisplayTable.from_state(self.match.state, self.match.events)
            self.synced = True
        match = self.match
        node = match.pending
        if node is None:
            return False
        if node.is_chance:
            self._queue(match.reveal())
            return True
        seat = match.agents[node.player]
        if seat is None:
            return False
        if not self.thinker.busy:
            self.hud.thinking_seat = node.player
            self.thinker.start(match.seats[node.player], match.state, node, match.agent_rngs[node.player])
        option = self.thinker.poll()
        if option is None:
            return False
        self.hud.thinking_seat = -1
        self._apply(option)
        return True

    def _after_step(self, dt: float) -> None:
        node = self.match.pending
        human = self._human_turn_ready()
        self.interaction.set_decision(node if human else None)
        if node is not self.last_decision or not self.hud.buttons:
            self.last_decision = node
            if human and node.kind is DecisionKind.PLACE_CARD:
                self._keep_in_view(*{o.cell for o in node.options})
            self._rebuild_buttons()
        elif human and node.kind is DecisionKind.ACTION:
            self._rebuild_buttons()
        if human:
            self.hud.prompt = f"{self.names[node.player]}: {self.interaction.prompt()}"
        elif self.match.is_over():
            self.hud.prompt = "The game is over."
        elif node is not None and not node.is_chance:
            self.hud.prompt = f"{self.names[node.player]} is playing..."
        if self.match.is_over() and not self.animator.busy:
            self.over_delay += dt
            if self.autoplay or self.over_delay > 1.2 or self.animator.speed == "instant":
                self.app.game_over(self.match)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the board, the gesture in progress and the HUD."""
        if not self.fitted:
            self.fit()
        drag = self.interaction.drag
        lifted = drag.index if drag is not None and drag.what == "ship" and drag.moved else -1
        highlights = self.interaction.highlights(self.display) if self.interaction.decision else Highlights()
        self.view.draw(surface, self.display, self.t, highlights, self.animator.current, lifted)
        self._draw_gesture(surface)
        self.hud.draw(surface, self.display, self.t,
                      hide_stack_top=drag is not None and drag.what == "stack" and drag.moved)
        if drag is None:
            self._draw_card_info(surface)

    def _draw_card_info(self, surface: pygame.Surface) -> None:
        """A small box about the card under the pointer (name, value, who stands where)."""
        pos = self.interaction.pointer
        if not self.hud.rects["table"].collidepoint(pos) or self.hud.rects["seats"].collidepoint(pos):
            return
        cell = self.view.cell_at(pos)
        card_id = self.display.cells.get(cell)
        if card_id is None or self.view.size > 90:
            return
        lines = card_info(self.cards[card_id], cell, self.display, self.names)
        width = max(text(line, 15).get_width() for line in lines) + 16
        box = pygame.Rect(pos[0] + 18, pos[1] + 18, width, 20 * len(lines) + 8)
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, (8, 18, 30), box, border_radius=6)
        pygame.draw.rect(surface, (96, 150, 180), box, width=1, border_radius=6)
        for i, line in enumerate(lines):
            surface.blit(text(line, 15, INK if i == 0 else INK_DIM, bold=i == 0), (box.x + 8, box.y + 5 + 20 * i))

    def _draw_gesture(self, surface: pygame.Surface) -> None:
        interaction = self.interaction
        decision = interaction.decision
        drag = interaction.drag
        size = self.view.size
        if decision is not None and decision.kind is DecisionKind.PLACE_CARD and self.display.revealed >= 0:
            card = self.cards[self.display.revealed]
            cell = self.view.cell_at(interaction.pointer)
            rotation = interaction.placement_rotation(cell)
            if rotation is not None:
                image = cardart.card_surface(card, size, rotation).copy()
                image.set_alpha(200)
                centre = self.view.centre(cell)
            else:
                image = cardart.card_surface(card, size * 0.8, interaction.rotation).copy()
                image.set_alpha(150)
                centre = interaction.pointer
            surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))
        if drag is None or not drag.moved:
            return
        if drag.what == "stack":
            back = cardart.card_back_surface(min(size * 0.8, 56.0))
            surface.blit(back, back.get_rect(center=drag.pos))
        elif drag.what == "ship":
            sprite = cardart.ship_sprite(self.colours[drag.colour], self.view.ship_size())
            surface.blit(sprite, sprite.get_rect(center=drag.pos))
