"""Every scene keeps the one Scene contract (enter, exit, handle_event, update, draw)."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import tongiaki.app.scenes as scenes_package
from tongiaki.app.scenes.base import Scene

SCENE_METHODS = ("enter", "exit", "handle_event", "update", "draw")


def _scene_classes() -> list[type]:
    found = []
    for info in pkgutil.iter_modules(scenes_package.__path__):
        module = importlib.import_module(f"{scenes_package.__name__}.{info.name}")
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == module.__name__ and (cls.__name__.endswith("Scene") or cls.__name__.endswith("Dialog")):
                found.append(cls)
    return found


def test_every_scene_implements_the_contract() -> None:
    classes = _scene_classes()
    names = {cls.__name__ for cls in classes}
    assert {"StartScene", "TableScene", "ScoreScene", "ReplayScene", "LoadScene", "SettingsScene",
            "TutorialScene", "KeepGameDialog", "SaveAsDialog"} <= names
    for cls in classes:
        for method in SCENE_METHODS:
            assert callable(getattr(cls, method, None)), f"{cls.__name__} has no {method}()"


def test_a_running_scene_is_a_scene(app) -> None:
    app.to_menu()
    assert isinstance(app.scene, Scene)
    app.new_game(["random", "random"], seed=1, speed="instant")
    assert isinstance(app.scene, Scene)
