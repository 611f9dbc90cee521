"""Fixed-position regret of the searching levels: a quick, seeded way to compare searches.

    python -m tongiaki.tools.search_regret --positions 40 --reference 1600 \\
        --levels medium,hard-classic:150,hard:150,hard-widening:150 [--seconds 0.2] [--seeds 2]

A tournament needs hundreds of games to tell two searches apart; this asks a fixed set of
decisions instead. The positions are decisions with 2 to 14 options taken from seeded games of
medium seats (4 players, the standard deck). Each is searched once at length (`--reference`
iterations: half by hard-classic's tree, half by the widening tree, no prior, their root
statistics merged), which gives every option a reference value: its mean reward for the
deciding player. A level then chooses in each position (`--seeds` times, other rng seeds), under
an iteration cap (`level:N`) or a clock (`--seconds`); its *regret* is the reference value of
the reference's choice minus that of its own, averaged; *agree* is how often the two coincide.

The reference is a longer search of the same playout model, not the truth: the figures rank
searches by how well a short search finds what a long one would, and are noisy (a few
positions carry most of the regret). Under iteration caps the figures repeat exactly.
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import dataclass

from tongiaki.ai import SEARCH_LEVELS, make_agent
from tongiaki.rules import Decision, Deck, GameState

MIN_OPTIONS, MAX_OPTIONS = 2, 14
"""Decisions with this many options are sampled."""


def sample_positions(deck: Deck, count: int, seed: int = 7, per_game: int = 5) -> list[GameState]:
    """`count` decision positions from seeded 4-player games of medium seats (`per_game` from each)."""
    from tongiaki.play.match import Match

    rng = random.Random(seed)
    positions: list[GameState] = []
    game = 0
    while len(positions) < count:
        match = Match(deck, ["medium"] * 4, 1000 + game)
        found = []
        while match.pending is not None:
            node = match.pending
            if isinstance(node, Decision) and MIN_OPTIONS <= len(node.options) <= MAX_OPTIONS:
                found.append(match.state.copy())
            match.advance()
        positions.extend(rng.sample(found, min(per_game, len(found), count - len(positions))))
        game += 1
    return positions


def _decision(state: GameState) -> Decision:
    node = state.pending
    assert isinstance(node, Decision), "a sampled position is a decision"
    return node


@dataclass(frozen=True)
class Reference:
    """A long search's statistics of one position's root options."""

    visits: tuple[float, ...]
    means: tuple[float, ...]

    @property
    def best(self) -> int:
        """The option the long search plays (most visited, then best mean)."""
        return max(range(len(self.visits)), key=lambda i: (self.visits[i], self.means[i]))


def reference(state: GameState, iterations: int, seed: int) -> Reference:
    """Half the iterations with hard-classic's tree (rng `seed`), half with the widening tree
    (rng `seed + 100`), both without a prior, their root statistics merged."""
    from tongiaki.ai.mcts import Search
    from tongiaki.ai.widening import WideSearch

    count = len(_decision(state).options)
    visits, rewards = [0.0] * count, [0.0] * count
    for offset, search_class in enumerate((Search, WideSearch)):
        search = search_class(state, random.Random(seed + 100 * offset))
        search.run(None, max(1, iterations // 2))
        for i, (v, r) in enumerate(zip(search.root_visits(), search.root_rewards(), strict=True)):
            visits[i] += v
            rewards[i] += r
    means = tuple(r / v if v > 0 else 0.0 for v, r in zip(visits, rewards, strict=True))
    return Reference(tuple(visits), means)


@dataclass(frozen=True)
class Score:
    """How one level did over the positions."""

    label: str
    regret: float
    agree: float
    iterations: float
    seconds: float


def score_level(label: str, positions: list[GameState], references: list[Reference], seeds: int = 2,
                seconds: float | None = None) -> Score:
    """Mean regret, agreement, iterations and seconds per decision of `label` ("level" or "level:N")."""
    level, _, cap = label.partition(":")
    iterations = int(cap) if cap else None
    regret = agree = spent = 0.0
    done = 0
    start = time.perf_counter()
    for index, (state, ref) in enumerate(zip(positions, references, strict=True)):
        decision = _decision(state)
        for s in range(seeds):
            if level in SEARCH_LEVELS:
                agent = make_agent(level, think=seconds, iterations=iterations)
            else:
                agent = make_agent(level)
            option = agent.choose(state, decision, random.Random(1000 * s + index))
            chosen = decision.options.index(option)
            regret += ref.means[ref.best] - ref.means[chosen]
            agree += chosen == ref.best
            spent += getattr(agent, "last_iterations", 0)
            done += 1
            if hasattr(agent, "close"):
                agent.close()
    n = max(1, done)
    return Score(label, regret / n, agree / n, spent / n, (time.perf_counter() - start) / n)


def main(argv: list[str] | None = None) -> int:
    """Command-line entry (see the module docstring)."""
    from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck

    parser = argparse.ArgumentParser(prog="python -m tongiaki.tools.search_regret", description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--reference", type=int, default=1600, help="iterations of the reference search")
    parser.add_argument("--levels", default="medium,hard-classic:150,hard:150,hard-widening:150")
    parser.add_argument("--seconds", type=float, default=None, help="a clock per decision instead of caps")
    parser.add_argument("--seeds", type=int, default=2)
    args = parser.parse_args(argv)
    labels = [s.strip() for s in args.levels.split(",") if s.strip()]
    for label in labels:
        level, _, cap = label.partition(":")
        try:
            make_agent(level)
            if cap and int(cap) < 1:
                raise ValueError
        except ValueError:
            parser.error(f"--levels: {label!r} is not LEVEL or LEVEL:ITERATIONS")
    deck = load_deck(DEFAULT_DECK_PATH)
    positions = sample_positions(deck, args.positions)
    references = [reference(state, args.reference, 100 + i) for i, state in enumerate(positions)]
    print(f"{len(positions)} positions, reference {args.reference} iterations, {args.seeds} seeds each"
          + (f", {args.seconds:g} s per decision" if args.seconds is not None else ""))
    print(f"{'level':<22} {'regret':>7} {'agree':>6} {'iterations':>10} {'s/decision':>10}")
    for label in labels:
        score = score_level(label, positions, references, args.seeds, args.seconds)
        print(f"{score.label:<22} {score.regret:>7.4f} {score.agree:>6.3f} {score.iterations:>10.0f} "
              f"{score.seconds:>10.3f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
