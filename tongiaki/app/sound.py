"""Sound effects: the table plays a short sound as each event's animation begins.

The effects are WAV files in `assets/sounds/`, made by `scripts/make_sounds.py` (nothing is
downloaded). Where no audio device exists, or the mixer cannot start, `Sounds` stays silent and
the game runs as usual. Volume (0..1) and mute are plain attributes the settings can set.
"""

from __future__ import annotations

import enum

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
                pygame.mixer.init(frequency=22_050, size=-16, channels=1, buffer=512)
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
