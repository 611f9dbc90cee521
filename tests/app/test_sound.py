"""Sound effects: made by a script, committed, played on the table's events, silent without audio."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pygame

from tongiaki.app import sound
from tongiaki.app.sound import Effect, Sounds, effect_for
from tongiaki.rules import Event, EventKind

ROOT = Path(__file__).resolve().parents[2]


def _make_sounds_module():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "scripts" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_sounds_are_what_the_script_makes(tmp_path) -> None:
    maker = _make_sounds_module()
    assert maker.main([str(tmp_path)]) == 0
    assert {e.value for e in Effect} == set(maker.EFFECTS)
    for effect in Effect:
        made = (tmp_path / f"{effect.value}.wav").read_bytes()
        committed = (ROOT / "assets" / "sounds" / f"{effect.value}.wav").read_bytes()
        assert made == committed, effect


def test_events_map_to_effects() -> None:
    assert effect_for(Event(EventKind.CROSSING, passed=True)) is Effect.PASS
    assert effect_for(Event(EventKind.CROSSING, passed=False)) is Effect.SINK
    assert effect_for(Event(EventKind.CARD_ATTACHED)) is Effect.CARD
    assert effect_for(Event(EventKind.KING_FOUNDED)) is Effect.KING
    assert effect_for(Event(EventKind.GAME_OVER)) is Effect.OVER
    assert effect_for(Event(EventKind.TURN_PASSED)) is None


def test_no_audio_device_means_silence_not_a_crash(monkeypatch) -> None:
    def refuse(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(sound.pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(sound.pygame.mixer, "init", refuse)
    quiet = Sounds()
    assert not quiet.available
    quiet.play(Effect.KING, 0.0)  # nothing to play, nothing raised
    assert quiet.played == [Effect.KING]


ALSA_NOISE = (b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n"
              b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\n")
"""What the audio library writes to standard error where no sound card exists (play-test 48)."""


def test_no_audio_device_is_said_in_one_line_not_the_audio_librarys_dozen(monkeypatch, capfd) -> None:
    """Where the mixer cannot start, the audio library's own lines (written by C to file
    descriptor 2, read like a crash by a player) are held and one line says the game plays
    without sound."""

    def refuse(*args, **kwargs):
        os.write(2, ALSA_NOISE)
        raise pygame.error("ALSA: Couldn't open audio device: No such file or directory")

    monkeypatch.setattr(sound.pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(sound.pygame.mixer, "init", refuse)
    assert not Sounds().available
    said = capfd.readouterr().err
    assert "ALSA lib" not in said
    assert said.splitlines() == [sound.NO_SOUND.format(reason="ALSA: Couldn't open audio device: No such file or "
                                                               "directory")]


def test_what_the_audio_library_says_while_the_mixer_starts_is_let_through(monkeypatch, capfd) -> None:
    monkeypatch.setattr(sound.pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(sound.pygame.mixer, "init", lambda *args, **kwargs: os.write(2, b"a warning\n"))
    Sounds()
    assert capfd.readouterr().err == "a warning\n"


def test_the_same_effect_is_not_restarted_at_once_and_mute_is_kept() -> None:
    sounds = Sounds(muted=True)
    sounds.play(Effect.LAND, 1.0)
    sounds.play(Effect.LAND, 1.05)
    sounds.play(Effect.LAND, 1.5)
    assert sounds.played == [Effect.LAND, Effect.LAND]


def test_a_game_on_the_table_plays_its_events(app, gui) -> None:
    app.sounds = Sounds(muted=True)
    app.new_game(["random", "random"], seed=3, speed="fast")
    for _ in range(5000):
        if app.sounds.played.count(Effect.CARD) >= 2 and Effect.SAIL in app.sounds.played:
            break
        gui.frame()
    assert Effect.PLACE in app.sounds.played
    assert Effect.SAIL in app.sounds.played
    assert app.sounds.played.count(Effect.CARD) >= 2


def test_the_game_plays_with_audio_disabled(monkeypatch, tmp_path) -> None:
    """No audio device at all: the window opens and a game plays to its end, silently."""
    from tests.app.conftest import INSTANT_STEPS
    from tongiaki.app.main import App
    from tongiaki.app.scenes.score import ScoreScene

    def refuse(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setenv("TONGIAKI_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(sound.pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(sound.pygame.mixer, "init", refuse)
    app = App((1280, 800), instant_steps=INSTANT_STEPS)
    try:
        assert not app.sounds.available
        app.new_game(["random", "random"], seed=8, speed="instant")
        for _ in range(3000):
            if isinstance(app.scene, ScoreScene):
                break
            app.step(1 / 60, [])
        assert isinstance(app.scene, ScoreScene)
        assert app.sounds.played  # the effects were asked for; nothing could be heard
    finally:
        app.close()
