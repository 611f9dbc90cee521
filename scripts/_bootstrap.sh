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
# setuptools' note on every editable install of a flat layout ("Editable installation. Please be
# careful with folders in your working directory with the same name as your package"), which pip
# relays as a BuildBackendWarning box even with --quiet, read like a problem to a newcomer on the
# first run: that one note is filtered out (by its words, in pip and in the build backend it runs);
# every other warning and every error still shows.
QUIET_NOTE="ignore:Editable installation:UserWarning"
if [ ! -f "$STAMP" ] || [ "$ROOT/pyproject.toml" -nt "$STAMP" ] || [ "$(cat "$STAMP")" != "$ROOT" ]; then
    PYTHONWARNINGS="${PYTHONWARNINGS:+$PYTHONWARNINGS,}$QUIET_NOTE" \
        "$VENV/bin/python" -m pip install --quiet -e "$ROOT[$EXTRAS]"
    printf '%s' "$ROOT" > "$STAMP"
fi
