#!/usr/bin/env python3
"""Make the game's sound effects: short WAV files synthesised from sine waves and seeded noise.

Run `python scripts/make_sounds.py` to (re)write `assets/sounds/*.wav`. Nothing is downloaded:
every effect is a few lines of additive synthesis below (standard library only), so the sounds
can be tuned here and regenerated. The same seed gives byte-identical files.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22_050
"""Samples per second (mono, 16 bit)."""
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "sounds"

Signal = list[float]


def silence(seconds: float) -> Signal:
    """`seconds` of silence."""
    return [0.0] * int(RATE * seconds)


def tone(freq: float, seconds: float, *, decay: float = 6.0, attack: float = 0.005,
         harmonics: tuple[float, ...] = (1.0, 0.3, 0.1), glide: float = 0.0) -> Signal:
    """A struck tone: harmonics of `freq` under an exponential decay; `glide` bends the pitch
    by that factor over the note (0.5 falls an octave)."""
    n = int(RATE * seconds)
    out = []
    phase = [0.0] * len(harmonics)
    for i in range(n):
        t = i / RATE
        f = freq * (1.0 + glide * t / seconds)
        envelope = min(1.0, t / attack) * math.exp(-decay * t)
        value = 0.0
        for h, weight in enumerate(harmonics):
            phase[h] += 2 * math.pi * f * (h + 1) / RATE
            value += weight * math.sin(phase[h])
        out.append(envelope * value)
    return out


def noise(seconds: float, rng: random.Random, *, decay: float = 8.0, smooth: float = 0.0,
          swell: bool = False) -> Signal:
    """Filtered white noise: `smooth` in [0, 1) low-passes it (water, wind); `swell` rises then falls."""
    n = int(RATE * seconds)
    out = []
    last = 0.0
    for i in range(n):
        t = i / RATE
        last = smooth * last + (1 - smooth) * rng.uniform(-1.0, 1.0)
        if swell:
            envelope = math.sin(math.pi * t / seconds) ** 2
        else:
            envelope = math.exp(-decay * t)
        out.append(envelope * last)
    return out


def mix(*parts: tuple[float, Signal]) -> Signal:
    """Overlay signals, each (start in seconds, signal)."""
    length = max(int(start * RATE) + len(s) for start, s in parts)
    out = [0.0] * length
    for start, signal in parts:
        offset = int(start * RATE)
        for i, v in enumerate(signal):
            out[offset + i] += v
    return out


def card_turned(rng: random.Random) -> Signal:
    """A card flipped onto the table: a short papery swish and a soft tap."""
    return mix((0.0, noise(0.12, rng, decay=30, smooth=0.3)), (0.06, tone(180, 0.08, decay=40)))


def ships_placed(rng: random.Random) -> Signal:
    """A wooden ship set on sand: a hollow knock."""
    return mix((0.0, tone(320, 0.12, decay=35, harmonics=(1.0, 0.5, 0.2))),
               (0.0, noise(0.03, rng, decay=90, smooth=0.2)))


def fleet_sails(rng: random.Random) -> Signal:
    """The fleet leaves: a swell of wind and water."""
    return noise(0.6, rng, smooth=0.92, swell=True)


def crossing_passed(rng: random.Random) -> Signal:
    """A crossing passed: two rising bell notes."""
    return mix((0.0, tone(660, 0.35, decay=8)), (0.09, tone(880, 0.4, decay=7)))


def ships_sink(rng: random.Random) -> Signal:
    """A fleet lost: a low falling groan under bubbling water."""
    bubbles = [(0.05 + 0.07 * k, tone(rng.uniform(250, 500), 0.06, decay=50, glide=0.8)) for k in range(6)]
    return mix((0.0, tone(220, 0.7, decay=3, glide=-0.5, harmonics=(1.0, 0.4))),
               (0.0, noise(0.6, rng, smooth=0.85, swell=True)), *bubbles)


def landing(rng: random.Random) -> Signal:
    """A fleet lands: a thud on the beach and a warm note."""
    return mix((0.0, tone(110, 0.2, decay=20, harmonics=(1.0, 0.6))), (0.05, tone(523, 0.4, decay=6)))


def king(rng: random.Random) -> Signal:
    """A king island founded: a rising major arpeggio."""
    notes = (392, 494, 587, 784)
    return mix(*((0.1 * k, tone(f, 0.6, decay=4)) for k, f in enumerate(notes)))


def your_turn(rng: random.Random) -> Signal:
    """A person's turn begins: a gentle two-note chime."""
    return mix((0.0, tone(784, 0.4, decay=6, harmonics=(1.0, 0.2))), (0.15, tone(1047, 0.5, decay=6, harmonics=(1.0, 0.2))))


def game_over(rng: random.Random) -> Signal:
    """The game ends: a full chord that rings out."""
    chord = (262, 330, 392, 523)
    return mix(*((0.03 * k, tone(f, 1.4, decay=2.2)) for k, f in enumerate(chord)))


EFFECTS: dict[str, Callable[[random.Random], Signal]] = {
    "card": card_turned,
    "place": ships_placed,
    "sail": fleet_sails,
    "pass": crossing_passed,
    "sink": ships_sink,
    "land": landing,
    "king": king,
    "turn": your_turn,
    "over": game_over,
}
"""File stem -> its synthesiser; tongiaki/app/sound.py plays them by these names."""


def write_wav(path: Path, signal: Signal, peak: float = 0.6) -> None:
    """Normalise `signal` to `peak` of full scale and write it as 16-bit mono PCM."""
    top = max(1e-9, max(abs(v) for v in signal))
    frames = b"".join(struct.pack("<h", int(32767 * peak * v / top)) for v in signal)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main(argv: list[str] | None = None) -> int:
    """Write every effect to assets/sounds/ (or to the folder given as the only argument)."""
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0]) if args else OUT
    out.mkdir(parents=True, exist_ok=True)
    for name, make in EFFECTS.items():
        path = out / f"{name}.wav"
        write_wav(path, make(random.Random(f"sound:{name}")))
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
