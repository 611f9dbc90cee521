"""Sound effects: the table plays a short sound as each event's animation begins.

The effects are WAV files in `assets/sounds/`, made by `scripts/make_sounds.py` (nothing is
downloaded). Where no audio device exists, or the mixer cannot start, `Sounds` stays silent and
the game runs as usual. Volume (0..1) and mute are plain attributes the settings can set.
"""

from __future__ import annotations

import contextlib
import enum
import os
import sys
import tempfile
from collections.abc import Iterator

import pygame

from tongiaki.resources import data_path
from tongiaki.rules import Event, EventKind


class Effect(enum.Enum):
    """One sound effect; the value is its file stem in assets/sounds/."""

    CARD = "card"
    """A card is turned and attached."""
    PLACE = "place"
    """Ships are placed on a beach."""
    SAIL = "sail"
    """A fleet sets out."""
    PASS = "pass"
    """A crossing is passed."""
    SINK = "sink"
    """A crossing fails: the fleet is lost."""
    LAND = "land"
    """A fleet lands."""
    KING = "king"
    """A king island is founded."""
    TURN = "turn"
    """A person's turn begins."""
    OVER = "over"
    """The game ends."""


REPEAT_GAP = 0.12
"""Seconds within which the same effect is not started again (ships landing one by one)."""
NO_SOUND = "tongiaki: no sound ({reason}); the game plays without it"
"""The one line said where the mixer cannot start, in place of the audio library's own lines."""


@contextlib.contextmanager
def _held_stderr() -> Iterator[list[str]]:
    """Hold what is written to the process's standard error (file descriptor 2, where the C
    audio libraries write) while the block runs; the list it yields gets that text after it.
    Without a working descriptor 2 (a windowed app bundle) the block runs as it is."""
    held: list[str] = []
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):
        yield held
        return
    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 2)
        try:
            yield held
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            held.append(sink.read().decode("utf-8", "replace"))


def start_mixer() -> None:
    """Start pygame's mixer, or raise `pygame.error`. Where no audio device exists the audio
    library (ALSA on Linux) writes a dozen lines of its own to standard error before the mixer
    fails ("ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default"), which read like a
    crash to a player (play-test 48): they are held, and one line (`NO_SOUND`) says it instead.
    What the library writes when the mixer does start is let through."""
    with _held_stderr() as held:
        try:
            pygame.mixer.init(frequency=22_050, size=-16, channels=1, buffer=512)
        except pygame.error as failed:
            error: pygame.error | None = failed
        else:
            error = None
    if error is not None:
        print(NO_SOUND.format(reason=str(error) or "no audio device"), file=sys.stderr)
        raise error
    if held and held[0]:
        sys.stderr.write(held[0])


def effect_for(event: Event) -> Effect | None:
    """The effect that goes with an event, if any."""
    kind = event.kind
    if kind is EventKind.CARD_ATTACHED:
        return Effect.CARD
    if kind in (EventKind.SHIP_PLACED, EventKind.REPRODUCED):
        return Effect.PLACE
    if kind is EventKind.EMIGRATED:
        return Effect.SAIL
    if kind is EventKind.CROSSING:
        return Effect.PASS if event.passed else Effect.SINK
    if kind is EventKind.SHIP_LANDED:
        return Effect.LAND
    if kind is EventKind.KING_FOUNDED:
        return Effect.KING
    if kind is EventKind.GAME_OVER:
        return Effect.OVER
    return None


class Sounds:
    """Loads the effects once and plays them; silent when audio is unavailable."""

    def __init__(self, volume: float = 0.7, muted: bool = False) -> None:
        self.volume = volume
        self.muted = muted
        self.available = False
        self.played: list[Effect] = []
        """Every effect started, in order (what a test can check without hearing it)."""
        self._sounds: dict[Effect, pygame.mixer.Sound] = {}
        self._last: dict[Effect, float] = {}
        try:
            if not pygame.mixer.get_init():
                start_mixer()
            for effect in Effect:
                path = data_path(f"assets/sounds/{effect.value}.wav")
                if path.is_file():
                    self._sounds[effect] = pygame.mixer.Sound(str(path))
            self.available = bool(self._sounds)
        except (pygame.error, OSError):
            self._sounds = {}
            self.available = False

    def play(self, effect: Effect, now: float) -> None:
        """Start `effect` at time `now` (seconds), unless muted or it just started."""
        if self._last.get(effect, -1e9) > now - REPEAT_GAP:
            return
        self._last[effect] = now
        self.played.append(effect)
        sound = self._sounds.get(effect)
        if sound is None or self.muted or self.volume <= 0:
            return
        try:
            sound.set_volume(max(0.0, min(1.0, self.volume)))
            sound.play()
        except pygame.error:
            pass

    def on_event(self, event: Event, now: float) -> None:
        """Play the effect of an event whose animation begins."""
        effect = effect_for(event)
        if effect is not None:
            self.play(effect, now)
