"""Fixtures for the headless table tests: a private data folder, an App, and a mouse-driving `Gui`.

`Gui` plays a human seat the way a person would: it looks up where a target is drawn (through
the scene's `TableView` and `Hud`), then posts synthetic mouse and key events through
`App.step`. It never calls the rules core or `TableScene.submit` directly, so every option it
gets accepted proves that the gesture for that option works.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from tongiaki.app.main import App
from tongiaki.app.view.camera import set_card_size
from tongiaki.app.widgets.hud import set_player_scale
from tongiaki.rules import DecisionKind, Option, OptionKind

Point = tuple[float, float]
FRAME = 1 / 60
AI_ITERATIONS = 60
"""Search iterations per decision of the hard and expert seats in table tests."""
INSTANT_STEPS = 40
"""Moves per frame at instant speed in table tests (a count, never a share of a frame's time)."""
AI_WAIT_LIMIT = 600
"""Seconds after which a thinking seat counts as hung (a deadlock guard, not a speed check)."""


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch) -> Iterator:
    """Autosaves of every app test go to a fresh folder."""
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("TONGIAKI_DATA_DIR", str(folder))
    yield folder


@pytest.fixture
def app() -> Iterator[App]:
    """A 1280x800 window (dummy video driver), closed after the test.

    Searching AI seats think under an iteration cap, never a clock: no test depends on speed.
    """
    application = App((1280, 800), ai_iterations=AI_ITERATIONS, instant_steps=INSTANT_STEPS)
    yield application
    if application.scene is not None:
        application.scene.exit()
    application.close()
    set_card_size(1.0)  # the card size and UI scale settings are the process's: the next test's
    set_player_scale(1.0)  # window starts at 100% whatever this one chose


class GestureFailed(AssertionError):
    """A gesture did not produce the option it was meant to."""


def _ipos(point: Point) -> tuple[int, int]:
    return (round(point[0]), round(point[1]))


class Gui:
    """Drives an `App` with synthetic events, frame by frame."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.mouse: tuple[int, int] = (0, 0)
        self.performed: list[tuple[int, Option]] = []
        """(index in `match.history`, option) of every gesture made by `perform`."""

    # ------------------------------------------------------------------ raw input

    @property
    def scene(self):
        """The current scene."""
        return self.app.scene

    def frame(self, events: list[pygame.event.Event] | None = None) -> None:
        """One frame with `events` (none by default).

        When an AI seat or the hint is being thought about in a worker, first wait for its answer
        (an event, not a number of frames), so the number of frames a test runs never depends on
        the machine. (A hint waited for by frames alone timed out on a busy machine, its ? then
        taken while still thinking: test_small_window failed in a clean-clone run.)
        """
        self.wait_for_ai()
        self.app.step(FRAME, list(events or []))

    def wait_for_ai(self) -> None:
        """Block until the AI seat thinking on the table (if any) has chosen, and the hint being
        thought about (if any) has come."""
        for name in ("thinker", "hinter"):
            thinker = getattr(self.app.scene, name, None)
            if thinker is not None and thinker.busy:
                assert thinker.wait(timeout=AI_WAIT_LIMIT), f"no AI answer within {AI_WAIT_LIMIT} s ({name})"

    def move(self, pos: Point, buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
        """Move the pointer to `pos` (one motion event)."""
        pos = _ipos(pos)
        rel = (pos[0] - self.mouse[0], pos[1] - self.mouse[1])
        self.mouse = pos
        self.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons)])

    def press(self, pos: Point, button: int = 1) -> None:
        """Press a mouse button at `pos`."""
        self.mouse = _ipos(pos)
        self.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=self.mouse, button=button)])

    def release(self, pos: Point, button: int = 1) -> None:
        """Release a mouse button at `pos`."""
        self.mouse = _ipos(pos)
        self.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=self.mouse, button=button)])

    def click(self, pos: Point, button: int = 1) -> None:
        """Move there, press and release."""
        self.move(pos)
        self.press(pos, button)
        self.release(pos, button)

    def drag(self, start: Point, end: Point, steps: int = 5) -> None:
        """Press at `start`, move in `steps` motions to `end` with the left button held, release."""
        self.move(start)
        self.press(start)
        for k in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * k / steps
            y = start[1] + (end[1] - start[1]) * k / steps
            self.move((x, y), buttons=(1, 0, 0))
        self.release(end)

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        """Press (and release) a key."""
        self.frame([pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0),
                    pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)])

    def pan(self, delta: Point) -> None:
        """Middle-button drag of the sea by `delta` pixels."""
        self.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=self.mouse, rel=_ipos(delta), buttons=(0, 1, 0))])

    # ------------------------------------------------------------------ table scene

    def wait_for_human(self, limit: int = 3000) -> bool:
        """Run frames until a human decision is being asked on the table; False if the table left."""
        from tongiaki.app.scenes.table import TableScene

        for _ in range(limit):
            scene = self.scene
            if not self.app.running or not isinstance(scene, TableScene):
                return False
            decision = scene.interaction.decision
            if decision is not None and decision is scene.match.pending and not scene.view.camera.gliding():
                return True
            self.frame()
        raise AssertionError(f"no human decision after {limit} frames")

    def button(self, label: str):
        """The HUD button whose label starts with `label`."""
        for button in self.scene.hud.buttons:
            if button.label.startswith(label):
                return button
        raise LookupError(f"no button {label!r}: {[b.label for b in self.scene.hud.buttons]}")

    def click_button(self, label: str) -> None:
        """Click a HUD button."""
        self.click(self.button(label).rect.center)

    def visible(self, locate) -> Point:
        """`locate()` (a screen point), after panning the sea so it lies well inside the part of
        the table area the view shows cards in (`_viewport`: clear of the tutorial's panel at its
        bottom and of the room a tip keeps at its top, where a click takes the panel or the tip)."""
        viewport = getattr(self.scene, "_viewport", None)
        table = pygame.Rect(*(round(v) for v in viewport())) if viewport is not None else self.scene.hud.rects["table"]
        area = table.inflate(-40, -40)
        self.settle_camera()
        point = locate()
        for _ in range(4):
            if area.collidepoint(point):
                return point
            self.pan((area.centerx - point[0], area.centery - point[1]))
            point = locate()
        raise GestureFailed(f"could not bring {point} into {area}")

    def settle_camera(self, limit: int = 600) -> None:
        """Run frames until an automatic glide of the view has come to rest (a person aims
        once the view stops moving)."""
        for _ in range(limit):
            if self.scene.view.camera.target is None:
                return
            self.frame()
        raise AssertionError("the view kept gliding")

    def beach_point(self, cell, beach: int) -> Point:
        """A mooring spot of a beach, on screen."""
        scene = self.scene
        return self.visible(lambda: scene.view.spot_points(scene.display, cell)[beach][0])

    def perform(self, option: Option) -> None:
        """Make the gesture that chooses `option` in the pending human decision; check it was taken."""
        scene = self.scene
        decision = scene.match.pending
        assert option in decision.options, option
        before = len(scene.submitted)
        recorded = len(scene.match.history)
        view, display = scene.view, scene.display
        kind = option.kind
        if kind is OptionKind.PASS:
            self.click_button("Pass")
        elif kind is OptionKind.RESETTLE:
            self.click_button("Resettle")
            if len(scene.submitted) != before:
                raise GestureFailed("one click on Resettle already resettled")
            self.click_button("Click again to resettle")
        elif kind in (OptionKind.PLACE, OptionKind.RECALL):
            if kind is OptionKind.RECALL:
                self.click_button("Take a ship back")
            self.click(self.beach_point(option.cell, option.beach))
        elif kind in (OptionKind.REPRODUCE, OptionKind.KING):
            if decision.kind is DecisionKind.ACTION:
                self.click_button("King island" if kind is OptionKind.KING else "Reproduce")
            self.click(self.visible(lambda: view.centre(option.cell)))
        elif kind is OptionKind.EMIGRATE:
            pier = self.visible(lambda: view.pier_point(display, option.cell, option.pier))
            self.drag(scene.hud.stack_card_rect.center, pier)
        elif kind is OptionKind.LAND:
            target = self.beach_point(option.cell, option.beach)
            ships = display.fleet.ships
            index = ships.index(option.colour)
            source = view.fleet_points(display, view.fleet_position(display))[index]
            self.drag(source, target)
        elif kind is OptionKind.ATTACH:
            centre = self.visible(lambda: view.centre(option.cell))
            self.move(centre)
            for _ in range(6):
                if scene.interaction.placement_rotation(option.cell) == option.rotation:
                    break
                self.key(pygame.K_r)
            self.click(centre)
        else:
            raise AssertionError(f"no gesture for {option}")
        if len(scene.submitted) != before + 1 or scene.submitted[-1] != option:
            raise GestureFailed(f"{decision.kind.value}: gesture for {option} submitted {scene.submitted[before:]}")
        if scene.match.history[recorded] != option:
            raise GestureFailed(f"{option} was submitted but the match recorded {scene.match.history[recorded]}")
        self.performed.append((recorded, option))

    def play_random_human(self, rng: random.Random, max_decisions: int = 5000) -> dict[DecisionKind, int]:
        """Play every human decision with a random legal option until the table is left.

        Returns how many decisions of each kind were made by gesture.
        """
        made: dict[DecisionKind, int] = {}
        for _ in range(max_decisions):
            if not self.wait_for_human():
                return made
            decision = self.scene.match.pending
            option = decision.options[rng.randrange(len(decision.options))]
            self.perform(option)
            made[decision.kind] = made.get(decision.kind, 0) + 1
        raise AssertionError(f"the game did not end within {max_decisions} human decisions")


@pytest.fixture
def gui(app: App) -> Gui:
    """A mouse-driving helper bound to the app."""
    return Gui(app)


@pytest.fixture
def full_scene():
    """The bench's full table (every card of the standard deck, 90 ships) in a table scene:
    (app, scene); the scene does not autosave."""
    from tongiaki.tools import bench_table

    app, scene = bench_table.full_table_scene()
    scene.exit = lambda: None  # nothing to autosave
    yield app, scene
    app.close()
