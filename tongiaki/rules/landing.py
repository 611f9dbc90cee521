"""R6.3's landing arrangements and R7.3's search over them: can a chain on one island end?

An arrangement is the owners on each beach of one island (sorted per beach), beach by beach.
`landings` lists every arrangement a landing fleet can leave, `successors` every arrangement one
emigration from a full beach and its landing back can leave, and `can_escape` decides whether
an arrangement that is not stuck (a full beach with a non-returning option, or none full) can
be reached that way. Pure functions of plain tuples: the state asks, nothing here reads it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from itertools import product
from typing import Any, Final

Arrangement = tuple[tuple[int, ...], ...]
"""The owners on each beach of one island (sorted per beach), beach by beach."""

Returns = Sequence[Sequence[bool]]
"""`returns[b][c]`: does every option of beach b return with a fleet of c colours (R7.1)? Rows
are lists or tuples (read only)."""


def landing_bounds(free: list[int], ships: int) -> tuple[list[int], list[int], int]:
    """R6.3 counted, for a fleet of `ships` ships landing on beaches with `free` free spots:
    (the fewest ships each beach gets, the most, how many land in all). With no more ships than
    beaches with a free spot, each ship lands alone on one of them; with more, each of them gets
    at least one and at most its free spots, and as many land as fit; the rest go home."""
    owed = sum(1 for f in free if f > 0)
    if ships <= owed:
        return [0] * len(free), [1 if f > 0 else 0 for f in free], ships
    return [1 if f > 0 else 0 for f in free], list(free), min(ships, sum(free))


def landings(arrangement: Arrangement, fleet: tuple[int, ...], caps: list[int]) -> set[Arrangement]:
    """Every arrangement a fleet landing on an island can leave (R6.3): first one ship on each
    beach with a free spot while ships remain, then the rest on any free spots, the player
    choosing which colour goes where; ships finding no free spot go back to supply.

    Counted out rather than played out: with no more ships than beaches with a free spot, each
    ship lands alone on one of those beaches; with more, each such beach gets at least one and at
    most its free spots, and as many ships land as there are free spots; any colours anywhere."""
    n = len(arrangement)
    free = [caps[b] - len(arrangement[b]) for b in range(n)]
    low_of, high_of, landing = landing_bounds(free, len(fleet))
    if not landing:
        return {arrangement}
    colours = sorted(set(fleet))
    low_after = [0] * (n + 1)
    high_after = [0] * (n + 1)
    for b in range(n - 1, -1, -1):
        low_after[b] = low_after[b + 1] + low_of[b]
        high_after[b] = high_after[b + 1] + high_of[b]
    walker = _Landings(arrangement, fleet, colours, low_of, high_of, low_after, high_after)
    walker.walk(0, landing)
    return walker.results


class _Landings:
    """`landings`' recursion over the beaches (methods, not closures: compiled by mypyc, nested
    functions that name each other keep one another in a reference cycle)."""

    def __init__(self, arrangement: Arrangement, fleet: tuple[int, ...], colours: list[int], low_of: list[int],
                 high_of: list[int], low_after: list[int], high_after: list[int]) -> None:
        self.arrangement = arrangement
        self.colours = colours
        self.low_of, self.high_of = low_of, high_of
        self.low_after, self.high_after = low_after, high_after
        self.results: set[Arrangement] = set()
        self.placed = list(arrangement)
        self.counts = {c: fleet.count(c) for c in colours}
        # plus_one[b][i]: beach b's owners with one more ship of colours[i], sorted (made once
        # here, not on every path of the walk).
        self.plus_one = [[tuple(sorted(here + (colour,))) for colour in colours] for here in arrangement]
        self.indexed = list(enumerate(colours))

    def take(self, b: int, c: int, first: int, added: list[int], left: int) -> None:
        """Choose `c` more ships for beach b from colours[first:], then go on to the next beach."""
        if c == 0:
            arrangement = self.arrangement
            self.placed[b] = tuple(sorted(arrangement[b] + tuple(added))) if added else arrangement[b]
            self.walk(b + 1, left)
            return
        colours, counts = self.colours, self.counts
        for i in range(first, len(colours)):
            colour = colours[i]
            if counts[colour]:
                counts[colour] -= 1
                added.append(colour)
                self.take(b, c - 1, i, added, left)
                added.pop()
                counts[colour] += 1

    def walk(self, b: int, left: int) -> None:
        """Land `left` more ships on beaches b and on."""
        placed = self.placed
        if b == len(placed):
            self.results.add(tuple(placed))
            return
        counts, high_after, low_after = self.counts, self.high_after, self.low_after
        for c in range(max(self.low_of[b], left - high_after[b + 1]), min(self.high_of[b], left - low_after[b + 1]) + 1):
            if c == 1:  # the common case, without take's extra level
                row = self.plus_one[b]
                for i, colour in self.indexed:
                    if counts[colour]:
                        counts[colour] -= 1
                        placed[b] = row[i]
                        self.walk(b + 1, left - 1)
                        counts[colour] += 1
            else:
                self.take(b, c, 0, [], left - c)
        placed[b] = self.arrangement[b]


SUCCESSOR_CACHE_SIZE: Final = 20_000
"""Arrangements whose successors `successors` keeps (the same islands fill up game after game)."""

_SUCCESSOR_CACHE: Final[dict[tuple[Arrangement, tuple[int, ...]], set[Arrangement]]] = {}


def successors(arrangement: Arrangement, caps: list[int]) -> set[Arrangement]:
    """Every arrangement one emigration from a full beach and its landing back can leave.

    Memoised (a pure function of its arguments): the set returned is shared, never change it."""
    key = (arrangement, tuple(caps))
    found = _SUCCESSOR_CACHE.get(key)
    if found is None:
        found = set()
        for b, occ in enumerate(arrangement):
            if len(occ) == caps[b]:
                found |= landings(arrangement[:b] + ((),) + arrangement[b + 1:], occ, caps)
        if len(_SUCCESSOR_CACHE) >= SUCCESSOR_CACHE_SIZE:
            _SUCCESSOR_CACHE.clear()
        _SUCCESSOR_CACHE[key] = found
    return found


def _colour_blind(arrangement: Arrangement) -> tuple[tuple[int, ...], ...]:
    """The arrangement up to renaming the colours: each colour's count per beach, sorted."""
    colours = {p for occ in arrangement for p in occ}
    return tuple(sorted(tuple(occ.count(p) for occ in arrangement) for p in colours))


ESCAPE_SEARCH_LIMIT: Final = 3_000
"""Arrangements R7.3's search over colours generates before it stops deciding (see `can_escape`)."""


class _Undecided(Exception):
    """R7.3's search met its limit."""


def _shortest_escape(start: Arrangement, caps: list[int], stuck: Callable[[Arrangement], bool],
                     form: Callable[[Arrangement], Hashable], limit: int | None = None) -> list[Hashable] | None:
    """Breadth first over the classes `form` makes of the arrangements reachable from `start`
    (every arrangement of a class must have the same successors' classes and stuckness): the
    classes of a shortest path to an arrangement that is not stuck, or None when there is none.
    Raises _Undecided once more than `limit` arrangements were generated."""
    first = form(start)
    parent: dict[Hashable, Hashable] = {first: first}
    frontier = [start]
    generated = 0
    while frontier:
        following = []
        for arrangement in frontier:
            here = form(arrangement)
            landings = successors(arrangement, caps)
            generated += len(landings)
            if limit is not None and generated > limit:
                raise _Undecided
            for landed in landings:
                key = form(landed)
                if key in parent:
                    continue
                parent[key] = here
                if not stuck(landed):
                    return _path_back(parent, key, first)
                following.append(landed)
        frontier = following
    return None


def _path_back(parent: Mapping[Any, Any], last: Hashable, first: Hashable) -> list[Hashable]:
    """The path of a breadth-first search from `first` to `last`, read back through `parent`."""
    path = [last]
    while path[-1] != first:
        path.append(parent[path[-1]])
    return path[::-1]


ESCAPE_CACHE_SIZE: Final = 50_000
"""Answers of `can_escape` without blocked arrangements that it keeps (the same crowded islands
come back game after game, and a search's playouts meet them again and again)."""

_ESCAPE_CACHE: Final[dict[Hashable, bool]] = {}


def reachable_only(start: Arrangement, blocked: set[Arrangement]) -> set[Arrangement]:
    """The arrangements of `blocked` that R7.3's search could meet from `start`: a fleet that
    sets out and lands back never brings a ship the island did not have (ships that find no spot
    go to their supplies), so no colour ever has more ships on the island than in `start`.

    Leaving out the others changes no answer of `search_escape` (it never meets them), and when
    none is left `can_escape` may use its memo up to renaming the colours."""
    have: dict[int, int] = {}
    for occ in start:
        for p in occ:
            have[p] = have.get(p, 0) + 1
    kept = set()
    for arrangement in blocked:
        count: dict[int, int] = {}
        for occ in arrangement:
            for p in occ:
                count[p] = count.get(p, 0) + 1
        if all(n <= have.get(p, 0) for p, n in count.items()):
            kept.add(arrangement)
    return kept


def escapes_in_one(start: Arrangement, caps: list[int], returns: Returns) -> bool:
    """True when one emigration from a full beach of `start` and its landing back (R6.3,
    `landing_bounds`) can leave an arrangement that is not stuck whatever its colours: every
    beach below full, except beaches that return with no fleet (`returns[x]` all False), which
    may fill (R7.2: a non-returning option ends the chain). R7.3's search would find such an
    arrangement first; this asks only the counts. Every full beach of a stuck arrangement
    returns, so each of them may be the one to leave."""
    n = len(caps)
    for b in range(n):
        if len(start[b]) != caps[b]:
            continue
        free = [caps[x] - len(start[x]) for x in range(n)]
        free[b] = caps[b]
        low, high, landing = landing_bounds(free, caps[b])
        fewest = most = 0
        for x in range(n):
            # below full, unless x never returns (a beach with no free spot stays as it is)
            top = min(high[x], free[x] - 1) if True in returns[x] else high[x]
            if low[x] > top:
                break
            fewest += low[x]
            most += top
        else:
            if fewest <= landing <= most:
                return True
    return False


def _each_has_returning_full(blocked: set[Arrangement], caps: list[int], returns: Returns) -> bool:
    """Has every arrangement of `blocked` a full beach that may return? Then none of them is
    one of the landings `escapes_in_one` looks for (every such beach below full), so a landing
    it finds is not blocked, and the search (which finds any escape one step away that is not
    blocked) would answer True."""
    for arrangement in blocked:
        for b, occ in enumerate(arrangement):
            if len(occ) == caps[b] and True in returns[b]:
                break
        else:
            return False
    return True


def can_escape(start: Arrangement, caps: list[int], returns: Returns,
               blocked: set[Arrangement]) -> bool:
    """R7.3's search (see `search_escape`), memoised (a pure function of its arguments), with
    the blocked arrangements it cannot meet left out first (`reachable_only`).

    With nothing blocked the memo is keyed by the arrangement up to renaming the colours
    (`_colour_blind`): the answer does not depend on which colours are which, since the landings
    of renamed colours are the renamed landings, stuckness counts colours, and each of the
    search's early stops answers True whatever order it met the arrangements in."""
    if blocked:
        blocked = reachable_only(start, blocked)
    if (not blocked or _each_has_returning_full(blocked, caps, returns)) and escapes_in_one(start, caps, returns):
        return True  # the common case, found without the search or its memo
    key: Hashable
    if blocked:
        key = (start, tuple(caps), tuple(map(tuple, returns)), frozenset(blocked))
    else:
        key = (_colour_blind(start), tuple(caps), tuple(map(tuple, returns)))
    found = _ESCAPE_CACHE.get(key)
    if found is None:
        found = search_escape(start, caps, returns, blocked)
        if len(_ESCAPE_CACHE) >= ESCAPE_CACHE_SIZE:
            _ESCAPE_CACHE.clear()
        _ESCAPE_CACHE[key] = found
    return found


def search_escape(start: Arrangement, caps: list[int], returns: Returns,
                  blocked: set[Arrangement]) -> bool:
    """R7.3's search: from `start` (a full beach, every full beach only returning), is an
    arrangement that is not stuck reachable by emigrations from full beaches and landings back,
    without passing an arrangement in `blocked` (R7.6)? `returns[b][c]`: does every option of
    beach b return with a fleet of c colours?

    Two abstractions keep it small: the ship counts per beach (colours forgotten, a full beach
    whose return depends on its colours counted as returning: an escape there is an escape; at
    most 4^6 count vectors), then the arrangement up to renaming colours
    (exact: no escape there is no escape at all), each followed back with the real colours
    avoiding the blocked arrangements; only if that fails does a search over the real
    arrangements decide. The searches over colours stop after ESCAPE_SEARCH_LIMIT arrangements
    (a crowded start island whose escape needs one beach filled with few colours, mostly with
    5-6 players): then the player is let go on, and R7.6 still ends the chain if it loops.
    """
    search = _Escape(caps, returns, blocked)
    stuck, lift, work = search.stuck, search.lift, search.work

    try:
        path = _counts_path(start, caps, [any(row[1:]) for row in returns])
        if path is not None and (not blocked or lift(start, path, _counts, 1, {start})):
            # With nothing blocked every step of a path of counts can be taken with the real
            # colours (a landing's counts do not depend on its colours, and a real arrangement
            # that is not stuck ends the search early), so the path itself is the answer.
            return True
        if path is None and all(len(set(row[1:])) <= 1 for row in returns):
            # Whether a full beach returns does not depend on its colours here, so counting is
            # exact: no path of counts is no path at all.
            return False
        path = _shortest_escape(start, caps, stuck, _colour_blind, ESCAPE_SEARCH_LIMIT)
        if path is None:
            return False
        if lift(start, path, _colour_blind, 1, {start}):
            return True
    except _Undecided:
        return True
    visited = {start}
    todo = [start]
    while todo:
        landings = successors(todo.pop(), caps)
        work[0] += len(landings)
        if work[0] > 2 * ESCAPE_SEARCH_LIMIT:
            return True
        for landed in landings:
            if landed in visited or landed in blocked:
                continue
            if not stuck(landed):
                return True
            visited.add(landed)
            todo.append(landed)
    return False


class _Escape:
    """What `search_escape`'s steps share (methods, not closures of it: compiled by mypyc,
    nested functions that name each other keep one another in a reference cycle, which left
    every search to the garbage collector; tests/ai/test_collector.py)."""

    def __init__(self, caps: list[int], returns: Returns, blocked: set[Arrangement]) -> None:
        self.caps = caps
        self.returns = returns
        self.blocked = blocked
        self.work = [0]
        """Arrangements generated so far (one cell, shared with `search_escape`'s last stage)."""

    def stuck(self, arrangement: Arrangement) -> bool:
        """A full beach, and every full beach only returning."""
        caps, returns = self.caps, self.returns
        full = [b for b in range(len(caps)) if len(arrangement[b]) == caps[b]]
        return bool(full) and all(returns[b][len(set(arrangement[b]))] for b in full)

    def spend(self, amount: int) -> None:
        """Count `amount` more arrangements generated; stop the search past its limit."""
        self.work[0] += amount
        if self.work[0] > ESCAPE_SEARCH_LIMIT:
            raise _Undecided

    def lift(self, arrangement: Arrangement, path: list[Hashable], form: Callable[[Arrangement], Hashable],
             depth: int, used: set[Arrangement]) -> bool:
        """Follow `path` (classes) from `arrangement` with real colours; True on reaching an
        arrangement that is not stuck. A path of ship counts is followed through the landings
        with exactly the next counts (`landings_with_counts`), one at a time; a path of other
        classes through every successor."""
        if not self.stuck(arrangement):
            return True
        if depth == len(path):
            return False
        caps, blocked = self.caps, self.blocked
        target = path[depth]
        if form is _counts:
            assert isinstance(target, tuple)
            candidates: Iterable[Arrangement] = _successors_with_counts(arrangement, caps, target)
            each = 1  # made one at a time: each counts as it comes
        else:
            every = successors(arrangement, caps)
            self.spend(len(every))
            candidates = (landed for landed in every if form(landed) == target)
            each = 0
        for landed in candidates:
            self.spend(each)
            if landed in blocked or landed in used:
                continue
            used.add(landed)
            if self.lift(landed, path, form, depth + 1, used):
                return True
        return False


_COUNTS_PATH_CACHE: Final[dict[tuple[tuple[int, ...], tuple[int, ...], tuple[bool, ...]], list[Hashable] | None]] = {}


def _counts_path(start: Arrangement, caps: list[int], may_return: list[bool]) -> list[Hashable] | None:
    """The first stage of `search_escape`: a shortest path of ship counts per beach from
    `start`'s counts to counts with no full beach, or with a full beach b that never returns
    (`may_return[b]` False), or None when there is none.

    Breadth first over count vectors (`count_successors`), memoised: the answer depends only
    on the counts, the capacities and `may_return`."""
    first = _counts(start)
    key = (first, tuple(caps), tuple(may_return))
    if key in _COUNTS_PATH_CACHE:
        return _COUNTS_PATH_CACHE[key]
    n = len(caps)
    caps_t = tuple(caps)

    def stuck(counts: tuple[int, ...]) -> bool:
        full = False  # a full beach, and every full beach may return (a loop: no lists made)
        for b in range(n):
            if counts[b] == caps_t[b]:
                if not may_return[b]:
                    return False
                full = True
        return full

    parent: dict[tuple[int, ...], tuple[int, ...]] = {first: first}
    frontier = [first]
    path: list[Hashable] | None = None
    while frontier and path is None:
        following = []
        for counts in frontier:
            for landed in sorted(count_successors(counts, caps_t)):
                if landed in parent:
                    continue
                parent[landed] = counts
                if not stuck(landed):
                    path = _path_back(parent, landed, first)
                    break
                following.append(landed)
            if path is not None:
                break
        frontier = following
    if len(_COUNTS_PATH_CACHE) >= ESCAPE_CACHE_SIZE:
        _COUNTS_PATH_CACHE.clear()
    _COUNTS_PATH_CACHE[key] = path
    return path


PRODUCT_LIMIT = 512
"""`count_successors` filters the product of the counts per beach up to this size (else it walks)."""

_COUNT_SUCCESSOR_CACHE: Final[dict[tuple[tuple[int, ...], tuple[int, ...]], frozenset[tuple[int, ...]]]] = {}


def count_successors(counts: tuple[int, ...], caps: tuple[int, ...]) -> frozenset[tuple[int, ...]]:
    """The ship counts per beach one emigration from a full beach and its landing back can
    leave (R6.3 counted, `landing_bounds`). Memoised."""
    key = (counts, caps)
    found = _COUNT_SUCCESSOR_CACHE.get(key)
    if found is not None:
        return found
    n = len(caps)
    result: set[tuple[int, ...]] = set()
    for b in range(n):
        if counts[b] != caps[b]:
            continue
        emptied = list(counts)
        emptied[b] = 0
        low_of, high_of, landing = landing_bounds([caps[x] - emptied[x] for x in range(n)], caps[b])
        # Every count from the fewest to the most on each beach, those that land `landing`
        # ships in all: the product of the ranges of all beaches but the last (made in C), the
        # last beach taking what is left when its range allows it, while the product is small
        # (a few beaches of a few spots, as in the shipped decks); else the pruned walk of
        # `_add_counts`, whose Python call per partial count cost more than the product.
        ranges = [range(emptied[x] + low_of[x], emptied[x] + min(high_of[x], landing) + 1) for x in range(n)]
        size = 1
        for r in ranges:
            size *= len(r)
        if size <= PRODUCT_LIMIT:
            total = sum(emptied) + landing
            last = ranges.pop()
            least, most = last.start, last.stop - 1
            for head in product(*ranges):
                rest = total - sum(head)
                if least <= rest <= most:
                    result.add(head + (rest,))
        else:
            _add_counts(emptied, low_of, high_of, 0, landing, result)
    frozen = frozenset(result)
    if len(_COUNT_SUCCESSOR_CACHE) >= SUCCESSOR_CACHE_SIZE:
        _COUNT_SUCCESSOR_CACHE.clear()
    _COUNT_SUCCESSOR_CACHE[key] = frozen
    return frozen


def _add_counts(landed: list[int], low_of: list[int], high_of: list[int], b: int, left: int,
                result: set[tuple[int, ...]]) -> None:
    """Add to `result` every way of landing `left` more ships on beaches b, b+1, ..., from
    `low_of` to `high_of` ships on each (`landing_bounds`)."""
    if b == len(landed):
        if left == 0:
            result.add(tuple(landed))
        return
    for more in range(low_of[b], min(high_of[b], left) + 1):
        landed[b] += more
        _add_counts(landed, low_of, high_of, b + 1, left - more, result)
        landed[b] -= more


def _counts(arrangement: Arrangement) -> tuple[int, ...]:
    """The number of ships on each beach."""
    return tuple(len(occ) for occ in arrangement)


def _successors_with_counts(arrangement: Arrangement, caps: list[int], target: tuple[int, ...]) -> Iterator[Arrangement]:
    """The successors of `arrangement` (see `successors`) with `target` ships on each beach,
    made one at a time (each emigrating beach's landings, in turn)."""
    for b, occ in enumerate(arrangement):
        if len(occ) == caps[b]:
            yield from landings_with_counts(arrangement[:b] + ((),) + arrangement[b + 1:], occ, caps, target)


def landings_with_counts(arrangement: Arrangement, fleet: tuple[int, ...], caps: list[int],
                         target: tuple[int, ...]) -> Iterator[Arrangement]:
    """The arrangements of `landings(arrangement, fleet, caps)` with `target[b]` ships on each
    beach b, made one at a time, each once: none unless R6.3 lets the fleet leave those counts
    (`landing_bounds`)."""
    n = len(arrangement)
    free = [caps[b] - len(arrangement[b]) for b in range(n)]
    add = [target[b] - len(arrangement[b]) for b in range(n)]
    low_of, high_of, landing = landing_bounds(free, len(fleet))
    if sum(add) != landing or any(not low_of[b] <= add[b] <= high_of[b] for b in range(n)):
        return
    if not landing:
        yield arrangement
        return
    yield from _CountedLandings(arrangement, fleet, add).beach(0)


class _CountedLandings:
    """`landings_with_counts`' recursion (methods, not closures: compiled by mypyc, nested
    functions that name each other keep one another in a reference cycle)."""

    def __init__(self, arrangement: Arrangement, fleet: tuple[int, ...], add: list[int]) -> None:
        self.arrangement = arrangement
        self.add = add
        self.colours = sorted(set(fleet))
        self.counts = [fleet.count(c) for c in self.colours]
        self.placed = list(arrangement)

    def beach(self, b: int) -> Iterator[Arrangement]:
        """The arrangements with beaches b and on given their `add` ships."""
        placed, arrangement = self.placed, self.arrangement
        if b == len(placed):
            yield tuple(placed)
            return
        if not self.add[b]:
            yield from self.beach(b + 1)
            return
        for added in self.choices(self.add[b], 0):
            placed[b] = tuple(sorted(arrangement[b] + added))
            yield from self.beach(b + 1)
        placed[b] = arrangement[b]

    def choices(self, c: int, first: int) -> Iterator[tuple[int, ...]]:
        """Every multiset of `c` ships from colours[first:] still left (counts taken and given back)."""
        if c == 0:
            yield ()
            return
        colours, counts = self.colours, self.counts
        for i in range(first, len(colours)):
            if counts[i]:
                counts[i] -= 1
                for rest in self.choices(c - 1, i):
                    yield (colours[i],) + rest
                counts[i] += 1
