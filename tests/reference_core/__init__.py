"""The rules core as it was before the integer-coded rewrite, frozen for `tests/rules/test_core_agreement.py`.

`state`, `options` and `events` are verbatim copies of `tongiaki/rules/` at that point (only their
imports point here); cards and the hex grid are shared with the live core, which keeps them
unchanged. Used only by tests: nothing in `tongiaki/` imports it.
"""
