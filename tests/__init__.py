"""The test suite (a package so that test helpers import as `tests.<module>`)."""
