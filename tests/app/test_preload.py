"""The app imports every module it would import as it goes once its first frame shows, so a game
runs on the code of one moment (play-test 27: the replay, imported at the end of a game from a
tree edited since the launch, crashed on "Review moves"), and a broken install stops at the
launch with one line."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import tongiaki.app
from tongiaki.app import main
from tongiaki.app.scenes.start import StartScene

APP_FOLDER = Path(tongiaki.app.__file__).parent


def _imported_in_functions(path: Path) -> set[str]:
    """The tongiaki modules a file imports inside its functions (where they are first used)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for inner in ast.walk(node):
            if isinstance(inner, ast.ImportFrom) and inner.module and inner.module.startswith("tongiaki"):
                for alias in inner.names:  # `from tongiaki.app.art import guidepics`: the submodule
                    submodule = f"{inner.module}.{alias.name}"
                    is_module = _package(inner.module) and importlib.util.find_spec(submodule) is not None
                    found.add(submodule if is_module else inner.module)
            elif isinstance(inner, ast.Import):
                found.update(alias.name for alias in inner.names if alias.name.startswith("tongiaki"))
    return found


def _package(name: str) -> bool:
    spec = importlib.util.find_spec(name)
    return spec is not None and spec.submodule_search_locations is not None


def test_every_module_the_app_imports_as_it_goes_is_preloaded() -> None:
    lazy: dict[str, str] = {}
    for path in APP_FOLDER.rglob("*.py"):
        for module in _imported_in_functions(path):
            lazy.setdefault(module, str(path.relative_to(APP_FOLDER)))
    missing = {module: where for module, where in lazy.items() if module not in main.PRELOADED}
    assert not missing, f"add these to tongiaki.app.main.PRELOADED: {missing}"
    assert "tongiaki.app.scenes.replay" in main.PRELOADED and "tongiaki.app.scenes.score" in main.PRELOADED
    assert main.preload() is None


def test_the_modules_are_imported_after_the_first_frame(app, monkeypatch) -> None:
    frames: list[int] = []
    drawn = [0]
    real_step = app.step

    def step(dt, events=None) -> None:  # noqa: ANN001
        real_step(dt, events)
        drawn[0] += 1

    monkeypatch.setattr(app, "step", step)
    monkeypatch.setattr(main, "preload", lambda: frames.append(drawn[0]))
    app.to_menu()
    app.run(max_frames=3)
    assert frames == [1]  # once, after the first frame was drawn


def test_a_module_that_cannot_be_imported_stops_the_game_at_the_launch(app, monkeypatch, capsys) -> None:
    problem = main.preload(("tongiaki.app.scenes.start", "tongiaki.app.scenes.no_such_scene"))
    assert problem is not None and "tongiaki.app.scenes.no_such_scene cannot be imported" in problem
    assert "\n" not in problem
    monkeypatch.setattr(main, "preload", lambda: problem)
    app.to_menu()
    app.run(max_frames=50)
    assert not app.running and app.exit_code == 1
    assert isinstance(app.scene, type(None)) or isinstance(app.scene, StartScene)
    assert capsys.readouterr().err.strip() == f"tongiaki: {problem}"
