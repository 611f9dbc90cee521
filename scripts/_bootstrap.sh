#!/usr/bin/env bash
# Shared by scripts/play, scripts/test and scripts/bench: make sure .venv exists and holds
# the project (with its test extra, or the extras in $TONGIAKI_EXTRAS). Idempotent: a second run installs nothing new.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PY="${PYTHON:-python3}"
if [ ! -x "$VENV/bin/python" ]; then
    "$PY" -m venv "$VENV"
    "$VENV/bin/python" -m pip install --quiet --upgrade pip
fi
# Extras to install: "test" unless the caller asks for more (scripts/lint: TONGIAKI_EXTRAS=test,dev).
EXTRAS="${TONGIAKI_EXTRAS:-test}"
# Reinstall only when pyproject.toml changed since the last install of these extras, or when the
# editable install points at another checkout (a .venv copied or shared between git worktrees:
# the stamp holds the checkout it was installed from).
STAMP="$VENV/.tongiaki-installed-${EXTRAS//,/-}"
if [ ! -f "$STAMP" ] || [ "$ROOT/pyproject.toml" -nt "$STAMP" ] || [ "$(cat "$STAMP")" != "$ROOT" ]; then
    "$VENV/bin/python" -m pip install --quiet -e "$ROOT[$EXTRAS]"
    printf '%s' "$ROOT" > "$STAMP"
fi
