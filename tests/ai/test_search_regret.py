"""The fixed-position regret tool: seeded positions, a merged reference, repeatable scores."""

from __future__ import annotations

import pytest

from tests.ai.helpers import DECK
from tongiaki.rules.position import position_text
from tongiaki.tools.search_regret import main, reference, sample_positions, score_level


def test_positions_are_seeded_decisions_with_a_few_options() -> None:
    positions = sample_positions(DECK, 3, per_game=3)
    assert len(positions) == 3
    for state in positions:
        assert not state.pending.is_chance and 2 <= len(state.pending.options) <= 14
    again = sample_positions(DECK, 3, per_game=3)
    assert [position_text(s) for s in again] == [position_text(s) for s in positions]


def test_reference_merges_two_searches_and_levels_score_repeatably() -> None:
    positions = sample_positions(DECK, 2, per_game=2)
    refs = [reference(state, 24, 100 + i) for i, state in enumerate(positions)]
    for state, ref in zip(positions, refs, strict=True):
        assert len(ref.visits) == len(ref.means) == len(state.pending.options)
        assert 0 < sum(ref.visits) <= 24
        assert ref.visits[ref.best] == max(ref.visits)
    first = score_level("hard-classic:4", positions, refs, seeds=1)
    second = score_level("hard-classic:4", positions, refs, seeds=1)
    assert (first.regret, first.agree, first.iterations) == (second.regret, second.agree, second.iterations)
    assert 0.0 <= first.agree <= 1.0 and 0 < first.iterations <= 4
    medium = score_level("medium", positions, refs, seeds=1)
    assert medium.iterations == 0


def test_a_level_that_is_not_one_is_refused_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--levels", "hard:many"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "'hard:many' is not LEVEL or LEVEL:ITERATIONS" in err and "Traceback" not in err
