"""A monkey test: thousands of seeded random clicks, drags, wheel turns, key presses and window
resizes across the start screen, the table and the score screen never raise and never make the
match invalid (`check_state` stays empty)."""

from __future__ import annotations

import random

import pygame

from tongiaki.app.scenes.score import ScoreScene
from tongiaki.app.scenes.start import StartScene
from tongiaki.app.scenes.table import TableScene
from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
from tongiaki.play.match import Match
from tongiaki.rules.invariants import check_state

KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_PLUS, pygame.K_MINUS, pygame.K_f,
        pygame.K_r, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_h, pygame.K_u, pygame.K_i)
# (U undoes, I asks for a hint: both switch the table's action and view state)
# Escape leaves the table (and quits from the start screen): rarer, so games get played.
KEY_WEIGHTS = tuple(0.15 if key == pygame.K_ESCAPE else 1.0 for key in KEYS)
SIZES = ((1280, 800), (1024, 700), (1600, 900), (800, 600), (1920, 1080), (640, 480))
EVENTS_PER_PHASE = 750  # events handed to App.step per phase (4 phases)


class Monkey:
    """Random input for an app, seeded. Events are queued and handed to `App.step` a few at a
    time, as a real event queue delivers them (a quick click is down and up in one frame)."""

    def __init__(self, app, gui, seed: int) -> None:
        self.app = app
        self.gui = gui
        self.rng = random.Random(seed)
        self.queue: list[pygame.event.Event] = []
        self.posted = 0
        self.mouse = (0, 0)
        self.matches: list[Match] = []
        self.scenes: set[str] = set()

    def point(self) -> tuple[int, int]:
        w, h = self.app.screen.get_size()
        # Mostly inside the window, sometimes just outside it (a drag may leave the window).
        return (self.rng.randint(-20, w + 20), self.rng.randint(-20, h + 20))

    def target_point(self) -> tuple[int, int]:
        """Often aim at something clickable: a button, a widget or a legal target."""
        scene = self.app.scene
        rects = []
        if isinstance(scene, StartScene):
            rects = [w.rect for w in scene.widgets()]
        elif isinstance(scene, ScoreScene):
            rects = [scene.again.rect, scene.menu.rect]
        elif isinstance(scene, TableScene):
            rects = [b.rect for b in scene.hud.buttons] + [scene.hud.stack_card_rect]
            highlights = scene.interaction.highlights(scene.display)
            points = [scene.view.centre(c) for c in highlights.islands | highlights.cells]
            points += [scene.view.spot_points(scene.display, c)[b][0] for c, b in highlights.beaches
                       if c in scene.display.cells]
            if points and self.rng.random() < 0.6:
                x, y = self.rng.choice(points)
                return (round(x), round(y))
        if rects:
            return self.rng.choice(rects).center
        return self.point()

    def somewhere(self) -> tuple[int, int]:
        return self.target_point() if self.rng.random() < 0.5 else self.point()

    def motion(self, pos, buttons=(0, 0, 0)) -> None:
        rel = (pos[0] - self.mouse[0], pos[1] - self.mouse[1])
        self.mouse = pos
        self.queue.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons))

    def action(self) -> None:
        """Queue one random action (a click, a drag, a wheel turn, a key), or resize or wait."""
        rng = self.rng
        roll = rng.random()
        help_overlay = getattr(self.app, "help", None)
        if getattr(help_overlay, "visible", False) and rng.random() < 0.3:
            # The rules overlay takes every event until a key closes it; a person closes it soon.
            key = rng.choice((pygame.K_h, pygame.K_ESCAPE))
            for kind in (pygame.KEYDOWN, pygame.KEYUP):
                self.queue.append(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
            self.flush()
            return
        pos = self.somewhere()
        if roll < 0.35:
            button = rng.choice((1, 1, 1, 2, 3))
            self.motion(pos)
            self.queue.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
            if rng.random() < 0.3:
                self.flush()
            self.queue.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        elif roll < 0.5:
            end = self.somewhere()
            held = rng.choice(((1, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1)))
            button = held.index(1) + 1
            self.motion(pos)
            self.queue.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
            steps = rng.randint(1, 4)
            for k in range(1, steps + 1):
                self.motion((pos[0] + (end[0] - pos[0]) * k // steps, pos[1] + (end[1] - pos[1]) * k // steps), held)
                if rng.random() < 0.4:
                    self.flush()
            self.queue.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=button))
        elif roll < 0.6:
            self.motion(pos, rng.choice(((0, 0, 0), (0, 1, 0), (0, 0, 1))))
        elif roll < 0.7:
            y = rng.choice((-3, -1, 1, 2))
            self.queue.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                                 precise_y=float(y)))
        elif roll < 0.94:
            key = rng.choices(KEYS, KEY_WEIGHTS)[0]
            mod = rng.choice((0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL))
            for kind in (pygame.KEYDOWN, pygame.KEYUP):
                self.queue.append(pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0))
        elif roll < 0.97:
            self.resize(rng.choice(SIZES))
        else:
            self.flush()
            for _ in range(rng.randint(1, 20)):
                self.gui.frame()
                self.observe()
        if rng.random() < 0.35:
            self.flush()

    def flush(self) -> None:
        """Hand the queued events to one frame."""
        events, self.queue = self.queue, []
        self.posted += len(events)
        self.scenes.add(type(self.app.scene).__name__)
        self.gui.frame(events)
        self.observe()

    def resize(self, size: tuple[int, int]) -> None:
        """The window is resized by the user."""
        self.flush()
        self.app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.queue.append(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        self.flush()
        assert self.app.screen.get_size() == size

    def observe(self) -> None:
        """Relaunch when the window was closed; check the match on the table."""
        app = self.app
        if not app.running:
            app.running = True
            app.to_menu()
        scene = app.scene
        self.scenes.add(type(scene).__name__)
        match = getattr(scene, "match", None)
        if match is not None:
            if all(m is not match for m in self.matches):
                self.matches.append(match)
            problems = check_state(match.state)
            assert problems == [], problems


def finished_match(seed: int) -> Match:
    """An all-random game played to its end (shown on the table, it leads to the score screen)."""
    match = Match(load_deck(DEFAULT_DECK_PATH), ["random", "random", "random"], seed)
    match.play_out()
    assert match.is_over()
    return match


def near_end_match(seed: int) -> Match:
    """Human vs random, the human playing randomly, stopped a few decisions before the end."""
    match = Match(load_deck(DEFAULT_DECK_PATH), ["human", "random"], seed)
    rng = random.Random(seed)
    record = []
    while not match.is_over():
        match.play_out()
        if match.is_over():
            break
        record.append(match.pending.options[rng.randrange(len(match.pending.options))])
        match.apply(record[-1])
    replay = Match(load_deck(DEFAULT_DECK_PATH), ["human", "random"], seed)
    for option in record[:-3]:
        replay.play_out()
        replay.apply(option)
    replay.play_out()
    return replay


def show_score_screen(app, gui, match: Match) -> None:
    """Put a finished game on the table and wait for the score screen it leads to."""
    app.show_match(match, ["blue", "green", "orange"], "fast")
    for _ in range(300):
        if isinstance(app.scene, ScoreScene):
            return
        gui.frame()
    raise AssertionError("a finished game did not lead to the score screen")


def test_monkey_never_breaks_the_app(app, gui) -> None:
    monkey = Monkey(app, gui, seed=2024)
    phases = [
        lambda: app.to_menu(),
        lambda: app.new_game(["human", "random", "easy"], seed=5, speed=monkey.rng.choice(("fast", "instant"))),
        lambda: app.show_match(near_end_match(3), ["blue", "orange"], "instant"),
        lambda: show_score_screen(app, gui, finished_match(4)),
    ]
    total = 0
    for start in phases:
        start()
        while monkey.posted < EVENTS_PER_PHASE:
            monkey.action()
        monkey.flush()
        total += monkey.posted
        monkey.posted = 0
    assert total >= len(phases) * EVENTS_PER_PHASE
    assert {"StartScene", "TableScene", "ScoreScene"} <= monkey.scenes, monkey.scenes
    for match in monkey.matches:
        assert check_state(match.state) == []
