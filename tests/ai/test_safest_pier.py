"""The pier a fill's words tell (`explain.safest_pier`): the most likely to land, and of piers
equally safe the one whose landing is worth most. Play-test 28 read, pointing at Hiva Oa, "its
lower-right beach to sail with 1 colour (safest pier: sure to land on Tonga, worth 0 points)"
while the beach's other pier was a sure landing on Tuvalu (4 points), where the hint sailed."""

from __future__ import annotations

from itertools import islice

from tests.ai.play_test_28 import match_at
from tests.walks import decisions_of_kind
from tongiaki.ai.explain import Fill, fill_of, fill_text, fill_voyages, safest_pier, voyage_text
from tongiaki.rules import DecisionKind, Option
from tongiaki.rules.odds import Outcome


def test_play_test_28s_hiva_oa_tells_the_sure_landing_worth_most() -> None:
    match = match_at(79)
    node = match.pending
    reproduce = Option.parse("reproduce -1,0")
    assert reproduce in node.options
    fill = fill_of(match.state, node, reproduce)  # the table's hover asks it without a plan
    assert fill is not None
    voyages = fill_voyages(match.state, fill)
    assert [(odds.p_land, odds.end.name, odds.end.value) for odds in voyages] == [(1.0, "Tonga", 0), (1.0, "Tuvalu", 4)]
    assert safest_pier(voyages) == 1
    assert fill_text(match.state, fill) == "to sail with 1 colour (safest pier: sure to land on Tuvalu, worth 4 points)"


def test_the_pier_told_is_the_safest_then_the_one_worth_most() -> None:
    """Over the fills of random games' placements: the pier told lands at least as surely as
    any other, and no pier as safe lands on an island worth more; where none is as safe, the
    worth plays no part. Ties of both go to the first pier."""
    told = ties = 0
    for state, node in islice(decisions_of_kind(DecisionKind.REPRODUCE_BEACH, seed=11), 400):
        for option in node.options:
            fill = fill_of(state, node, option)
            if fill is None:
                continue
            voyages = fill_voyages(state, fill)
            if len(voyages) < 2:
                continue
            best = safest_pier(voyages)
            chosen = voyages[best]
            assert all(odds.p_land <= chosen.p_land + 1e-9 for odds in voyages)
            alike = [i for i, odds in enumerate(voyages) if abs(odds.p_land - chosen.p_land) <= 1e-9]
            assert all(voyages[i].expected_value <= chosen.expected_value for i in alike)
            assert best == min(i for i in alike if voyages[i].expected_value == chosen.expected_value)
            ties += len(alike) > 1 and len({voyages[i].expected_value for i in alike}) > 1
            if not all(odds.outcome is Outcome.SINK for odds in voyages):
                assert f"(safest pier: {voyage_text(chosen, short=True)})" in fill_text(state, fill)
            told += 1
    assert told >= 20, told
    assert ties >= 1, ties


def test_equally_safe_piers_of_equal_worth_tell_the_first() -> None:
    match = match_at(79)
    fill = fill_of(match.state, match.pending, Option.parse("reproduce -1,0"))
    assert isinstance(fill, Fill)
    voyages = fill_voyages(match.state, fill)
    assert safest_pier([voyages[1], voyages[1]]) == 0
    assert safest_pier([voyages[0], voyages[0], voyages[1]]) == 2
