"""Frame-time and launch-time figures of the table, for `tongiaki bench` (./scripts/bench).

`frame_times` lays out a FULL table at 1280x800: every card of the standard deck on the table
(a seeded 6-player random game, then each card left in the stack or removed is attached on a
free cell next to the table with its crest facing a neighbour) and all 90 ships (6 players x 15)
on beaches, king islands, stranded groups and a fleet at sea. The animator plays a loop of
events (fleet moves and crossings, ships placed and taken back, a card turning up) while the
camera pans and zooms on a script; each frame times `scene.update(dt)` + `scene.draw(screen)`.

`launch_to_first_frame` starts a fresh Python process that imports the app, opens the window
and draws the start screen once, and reports the seconds since that process started.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

    from tongiaki.app.main import App
    from tongiaki.app.view.display import DisplayTable
    from tongiaki.play.match import Match
    from tongiaki.rules import Card, Event

FULL_SIZE = (1280, 800)
PLAYERS = 6
SEED = 7
WARM_UP_FRAMES = 120

# The fresh process: its own start time is read from /proc when possible (covers interpreter
# start-up), else measured from the top of the script.
_LAUNCH_SCRIPT = r"""
import os, sys, time
t0 = time.time()
try:
    ticks = os.sysconf("SC_CLK_TCK")
    with open("/proc/self/stat") as f:
        start_ticks = int(f.read().rsplit(")", 1)[1].split()[19])
    with open("/proc/uptime") as f:
        uptime = float(f.read().split()[0])
    t0 = time.time() - (uptime - start_ticks / ticks)
except (OSError, ValueError, IndexError, AttributeError):
    pass
from tongiaki.app.main import App
app = App((1280, 800))
app.to_menu()
app.step(0.016, [])
print(f"{time.time() - t0:.4f}")
app.close()
"""


def _headless_env() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def full_table(seed: int = SEED) -> tuple[Match, DisplayTable]:
    """(match, display): a finished 6-player game and a DisplayTable with all cards and 90 ships."""
    from tongiaki.app.view.display import DisplayTable, Fleet
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.play.match import Match
    from tongiaki.rules.hexgrid import DIRECTION_OFFSETS, neighbour
    from tongiaki.rules.state import SHIPS_PER_PLAYER

    deck = load_deck(DEFAULT_DECK_PATH)
    match = Match(deck, ["random"] * PLAYERS, seed)
    match.play_out()
    state = match.state
    cards = deck.cards
    display = DisplayTable.from_state(state)
    rng = random.Random(seed)

    # Every card left over goes on a free cell next to the table, crest towards a neighbour.
    left_over = [c for c in range(len(cards)) if c not in display.cells.values()]
    for card_id in left_over:
        frontier = sorted({neighbour(cell, d) for cell in display.cells for d in range(len(DIRECTION_OFFSETS))}
                          - set(display.cells))
        cell = rng.choice(frontier)
        facing = [d for d in range(6) if neighbour(cell, d) in display.cells]
        display.cells[cell] = card_id
        display.rotations[cell] = rng.choice(facing)  # edge 0 (the crest) faces that neighbour
        display.revealed = -1
    assert sorted(display.cells.values()) == list(range(len(cards)))

    # 90 ships: a few kings, a fleet, stranded groups on water, the rest on beaches.
    islands = [c for c in display.cells if cards[display.cells[c]].is_island and display.cells[c] != 0]
    waters = [c for c in display.cells if not cards[display.cells[c]].is_island]
    ships = [p for p in range(PLAYERS) for _ in range(SHIPS_PER_PLAYER)]
    rng.shuffle(ships)
    display.ships = {}
    display.kings = {}
    for p, cell in enumerate(rng.sample(islands, PLAYERS)):
        display.kings[cell] = p
        ships.remove(p)
    fleet = [ships.pop() for _ in range(5)]
    display.fleet = Fleet(fleet, waters[0])
    display.stranded = []
    for cell in waters[1:4]:
        display.stranded.append((cell, tuple(ships.pop() for _ in range(3))))
    beaches = [(c, b, cards[display.cells[c]].beaches[b].capacity) for c in display.cells
               if cards[display.cells[c]].is_island and c not in display.kings
               for b in range(len(cards[display.cells[c]].beaches))]
    for cell in display.kings:
        for b in range(len(cards[display.cells[cell]].beaches)):
            display.ships[(cell, b)] = []
    while ships:
        cell, b, capacity = rng.choice(beaches)
        spot = display.ships.setdefault((cell, b), [])
        if len(spot) < capacity:
            spot.append(ships.pop())
    for cell, b, _ in beaches:
        display.ships.setdefault((cell, b), [])
    display.supply = [0] * PLAYERS
    total = (sum(len(v) for v in display.ships.values()) + len(display.kings) + len(display.fleet.ships)
             + sum(len(o) for _, o in display.stranded))
    assert total == PLAYERS * SHIPS_PER_PLAYER, total
    return match, display


def _event_loop(display: DisplayTable, cards: Sequence[Card]) -> list[Event]:
    """A loop of events that leaves the display as it found it (animated, bookkeeping undone)."""
    from tongiaki.rules import Event, EventKind
    from tongiaki.rules.hexgrid import neighbour

    fleet: Any = display.fleet  # the full table has a fleet at sea
    water = fleet.cell
    nxt = next((neighbour(water, d) for d in range(6) if neighbour(water, d) in display.cells), water)
    beach = next(k for k, v in display.ships.items() if len(v) < cards[display.cells[k[0]]].beaches[k[1]].capacity)
    card = display.cells[nxt]
    owners = tuple(fleet.ships)
    return [
        Event(EventKind.FLEET_MOVED, cell=water, to=nxt, ships=owners),
        Event(EventKind.CROSSING, cell=nxt, danger=2, colours=len(set(owners)), passed=True, ships=owners),
        Event(EventKind.FLEET_MOVED, cell=nxt, to=water, ships=owners),
        Event(EventKind.SHIP_PLACED, player=1, cell=beach[0], beach=beach[1]),
        Event(EventKind.CARD_REVEALED, card=card),
        Event(EventKind.SHIP_RECALLED, player=1, cell=beach[0], beach=beach[1]),
        Event(EventKind.TURN_PASSED, player=0),
    ]


def _scripted_input(frame: int, size: tuple[int, int]) -> list[pygame.event.Event]:
    """The camera script: pans with the keys and the middle button, wheel zooms in and out."""
    import pygame

    phase = frame % 240
    centre = (size[0] // 2, size[1] // 2)
    if 40 <= phase < 60:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(4, 2), buttons=(0, 1, 0))]
    if 80 <= phase < 86:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)]
    if 120 <= phase < 126:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)]
    if phase in (150, 160, 170, 180):
        key = (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN)[(phase - 150) // 10]
        return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)]
    if phase == 200:
        return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="", scancode=0)]
    return []


def full_table_scene(size: tuple[int, int] = FULL_SIZE) -> tuple[App, Any]:
    """(app, scene): the full table on screen, its animator looping events."""
    # The scene (a TableScene) is returned as Any: the benches replace some of its methods on the instance.
    _headless_env()
    from tongiaki.app.art import palette
    from tongiaki.app.main import App, seat_names
    from tongiaki.app.scenes.table import TableScene

    match, display = full_table()
    app = App(size)
    app.game_over = lambda match, counted=True: None  # type: ignore[method-assign]  # keep the finished game on the table
    colours = list(palette.SEAT_COLOURS[:PLAYERS])
    scene = TableScene(app, match, names=seat_names(match.seats, colours), colours=colours, speed="normal")
    scene.display = scene.animator.display = display
    app.scene = scene
    scene.enter()
    return app, scene


def frame_times(frames: int = 1000, *, dt: float = 1 / 60, profile: str | None = None) -> tuple[float, float]:
    """(mean ms, p99 ms) of `scene.update(dt)` + `scene.draw(screen)` on a full table.

    With `profile` a file name, the timed frames run under cProfile and the stats are dumped there.
    """
    app, scene = full_table_scene()
    loop = _event_loop(scene.display, scene.cards)
    screen = app.screen
    # Warm-up (2 s of play): card faces at the fitted size, one loop of the ocean's tile
    # animation and of the events are rendered once, as in the first seconds of a real game.
    for _ in range(WARM_UP_FRAMES):
        if not scene.animator.busy:
            scene.animator.push(loop)
        scene.update(dt)
        scene.draw(screen)
    profiler = None
    if profile:
        import cProfile

        profiler = cProfile.Profile()
    times: list[float] = []
    for frame in range(frames):
        for event in _scripted_input(frame, screen.get_size()):
            scene.handle_event(event)
        if not scene.animator.busy:
            scene.animator.push(loop)
        if profiler is not None:
            profiler.enable()
        start = time.perf_counter()
        scene.update(dt)
        scene.draw(screen)
        times.append((time.perf_counter() - start) * 1000.0)
        if profiler is not None:
            profiler.disable()
    if profiler is not None and profile:
        profiler.dump_stats(profile)
    scene.exit = lambda: None  # a bench table is not a game to autosave
    app.close()
    times.sort()
    p99 = times[min(len(times) - 1, int(round(0.99 * (len(times) - 1))))]
    return statistics.fmean(times), p99


def launch_to_first_frame() -> float:
    """Seconds from starting a fresh Python process to the first drawn start-screen frame."""
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER=env.get("SDL_VIDEODRIVER", "dummy"), SDL_AUDIODRIVER=env.get("SDL_AUDIODRIVER", "dummy"),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-c", _LAUNCH_SCRIPT], capture_output=True, text=True, env=env,
                         check=True, timeout=120)
    return float(out.stdout.strip().splitlines()[-1])


def main() -> int:
    """`python -m tongiaki.tools.bench_table [frames] [--profile FILE]`: print the figures."""
    args = sys.argv[1:]
    profile = None
    if "--profile" in args:
        i = args.index("--profile")
        profile = args[i + 1]
        del args[i:i + 2]
    frames = int(args[0]) if args else 1000
    mean_ms, p99_ms = frame_times(frames, profile=profile)
    print(f"frame_ms_mean {mean_ms:.2f}\nframe_ms_p99 {p99_ms:.2f}")
    print(f"launch_to_first_frame_s {launch_to_first_frame():.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
