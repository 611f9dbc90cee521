"""Tools that run many games: simulate, tournaments and their logs, benchmarks, evaluation fitting."""
