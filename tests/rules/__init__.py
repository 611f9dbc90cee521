"""Scenario tests of the rules core, one module per rule group of RULES.md (R2-R10)."""
