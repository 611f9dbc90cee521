"""The package's shape: no import cycles between modules (counting imports inside functions),
imports flow app -> play -> ai -> rules, and nothing imports tools or cli (DESIGN.md)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "tongiaki"
LAYERS = ("rules", "ai", "play", "app")
"""Lower first: a layer may import only the layers before it (and itself)."""


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def import_graph() -> dict[str, set[str]]:
    """Module -> the tongiaki modules it imports anywhere in its text (TYPE_CHECKING included)."""
    modules = {_module_name(path): path for path in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        targets: set[str] = set()
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else []))
                found = [f"{base}.{alias.name}" for alias in node.names] + [base]
            else:
                continue
            for target in found:
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name and target.startswith("tongiaki"):
                    targets.add(target)
        graph[name] = targets
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for target in sorted(graph[node]):
            if state.get(target) == 1:
                return stack[stack.index(target):] + [target]
            if target not in state:
                found = visit(target)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def _is_package_init(graph: dict[str, set[str]], importer: str, target: str) -> bool:
    """`tongiaki.rules` re-exporting `tongiaki.rules.state` is how a package shows its API."""
    return importer == target.rpartition(".")[0] or target == importer.rpartition(".")[0]


def test_no_import_cycles() -> None:
    graph = import_graph()
    graph = {name: {t for t in targets if not _is_package_init(graph, name, t)} for name, targets in graph.items()}
    assert _cycle(graph) is None, " -> ".join(_cycle(graph) or [])


def test_imports_flow_one_way() -> None:
    problems = []
    for name, targets in import_graph().items():
        parts = name.split(".")
        layer = parts[1] if len(parts) > 1 else ""
        for target in targets:
            target_layer = target.split(".")[1] if target.count(".") else ""
            if target_layer in ("tools", "cli") and layer not in ("tools", "cli", "__main__"):
                problems.append(f"{name} imports {target} (nothing imports tools or cli)")
            if layer in LAYERS and target_layer in LAYERS and LAYERS.index(target_layer) > LAYERS.index(layer):
                problems.append(f"{name} imports {target} (against app -> play -> ai -> rules)")
    assert problems == []


def test_the_rules_core_imports_no_pygame_and_no_file_formats() -> None:
    for path in (PACKAGE / "rules").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
                    for alias in node.names}
        imported |= {(node.module or "").split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        assert not imported & {"pygame", "yaml", "platformdirs"}, path.name


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None
