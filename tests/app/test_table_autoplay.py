"""All-AI games through the window loop (headless): `App.step` to the end, and `tongiaki play --autoplay`."""

from __future__ import annotations

from tests.app.conftest import INSTANT_STEPS
from tongiaki import cli
from tongiaki.app.main import App
from tongiaki.app.scenes.table import TableScene
from tongiaki.rules.invariants import check_state

MAX_FRAMES = 20_000


def test_all_ai_game_runs_through_the_gui_loop_to_the_end() -> None:
    app = App((1280, 800), autoplay=True, instant_steps=INSTANT_STEPS)
    try:
        assert app.new_game(["random", "easy", "random"], seed=3, speed="instant") is None
        scene = app.scene
        assert isinstance(scene, TableScene)
        frames = 0
        while app.running and frames < MAX_FRAMES:
            app.step(0.016, [])
            frames += 1
        assert not app.running, f"the game did not end within {MAX_FRAMES} frames"
        match = app.finished_match
        assert match is scene.match
        assert match.is_over()
        assert check_state(match.state) == []
        assert match.seats == ["random", "easy", "random"]
        # Nothing was decided by hand: every option came from the AI seats or chance.
        assert scene.submitted == []
        assert len(match.history) > 50
    finally:
        app.close()


def test_gui_game_equals_the_headless_game_with_the_same_seed() -> None:
    """The table only animates: the same seed gives the same record as `Match.play_out`."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck
    from tongiaki.play.match import Match

    app = App((1280, 800), autoplay=True, instant_steps=INSTANT_STEPS)
    try:
        app.new_game(["easy", "random"], seed=11, speed="instant")
        for _ in range(MAX_FRAMES):
            if not app.running:
                break
            app.step(0.016, [])
        headless = Match(load_deck(DEFAULT_DECK_PATH), ["easy", "random"], 11)
        headless.play_out()
        assert app.finished_match.history == headless.history
    finally:
        app.close()


def test_cli_autoplay_prints_the_scores(capsys) -> None:
    code = cli.main(["play", "--seats", "easy,easy,easy", "--seed", "3", "--autoplay", "--speed", "instant"])
    out = capsys.readouterr().out
    assert code == 0
    lines = [line for line in out.splitlines() if " points, " in line]
    assert len(lines) == 3, out
    assert any("*winner*" in line for line in lines), out
    assert all(" easy " in line for line in lines), out
    assert "decided by:" in out


def test_cli_autoplay_refuses_a_human_seat(capsys) -> None:
    code = cli.main(["play", "--seats", "human,easy", "--autoplay", "--speed", "instant"])
    assert code == 2
    assert "--autoplay" in capsys.readouterr().err


class HeldThinker:
    """A computer seat whose answer comes only while the window waits for it (`wait`), the way
    a helper process's answer needs the window to stop drawing for a moment to arrive."""

    def __init__(self) -> None:
        from tongiaki.ai import make_agent

        self.agent = make_agent("easy")
        self.choice = None
        self.waits = 0

    @property
    def busy(self) -> bool:
        return self.choice is not None

    def start(self, level, state, decision, rng) -> None:
        from tongiaki.ai.explain import decide

        self.choice = decide(self.agent, state, decision, rng)
        self.released = False

    def wait(self, timeout=None) -> bool:
        assert timeout is not None and timeout > 0, "the frame waits a bounded time"
        self.waits += 1
        self.released = True
        return True

    def poll(self):
        if self.choice is None or not self.released:
            return None
        choice, self.choice = self.choice, None
        return choice

    def cancel(self) -> None:
        self.choice = None


def test_an_instant_frame_waits_for_a_thinking_seat_instead_of_drawing(monkeypatch) -> None:
    """At instant speed a frame waits (bounded) for a helper's answer and goes on with the game
    (drawing frame after frame instead starved the thread that receives the answer: an
    all-computer game with a medium seat took minutes instead of seconds)."""
    import tongiaki.app.scenes.table as table

    monkeypatch.setattr(table, "INSTANT_FRAME_BUDGET", 600.0)  # one frame: the whole game
    app = App((1280, 800), autoplay=True)
    try:
        app.new_game(["medium", "random"], seed=5, speed="instant")
        scene = app.scene
        held = scene.thinker = HeldThinker()
        scene.update(0.016)
        assert scene.match.is_over(), "the frame gave up at the first decision the helper had not answered"
        decided = sum(1 for seat in scene.match.deciders if seat >= 0)  # every seat's, through the thinker
        assert held.waits == decided > 10
    finally:
        app.close()
