#!/usr/bin/env bash
# Shared by scripts/play, scripts/test and scripts/bench: make sure .venv exists and holds
# the project (with its test extra). Idempotent: a second run installs nothing new.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PY="${PYTHON:-python3}"
if [ ! -x "$VENV/bin/python" ]; then
    "$PY" -m venv "$VENV"
    "$VENV/bin/python" -m pip install --quiet --upgrade pip
fi
# Reinstall only when pyproject.toml changed since the last install.
STAMP="$VENV/.tongiaki-installed"
if [ ! -f "$STAMP" ] || [ "$ROOT/pyproject.toml" -nt "$STAMP" ]; then
    "$VENV/bin/python" -m pip install --quiet -e "$ROOT[test]"
    touch "$STAMP"
fi
