"""The package's floors (issue 12 item 6): each layer imports only the layers below it.

From the ground up: card facts and the plain value modules; the behaviour registry, the
state and the decisions; the rules; the shared effect primitives; the card behaviours of
``ptcg.sets``; then everything that plays games (game, agents, adapters).  A module that
imports upward, even inside a function, fails here.
"""

import ast
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parents[1] / "src" / "ptcg"

# layer of each top-level part of the package (a module or a subpackage)
LAYERS = {
    "types": 0, "rng": 0, "errors": 0, "ruleset": 0, "cards": 0,
    "registry": 1, "state": 1, "decisions": 1, "events": 1,
    "rules": 2,
    "effects": 3,
    "sets": 4,
}
TOP = 5     # game, deck, view, agents, env, web, cli, simulate, testing, cabt, ...


def _part(module: str) -> str:
    return module.split(".")[1] if module.startswith("ptcg.") else module


def _layer(part: str) -> int:
    return LAYERS.get(part, TOP)


def _imports(path: Path, module: str):
    """Every ptcg module ``path`` imports, absolute or relative, at any depth."""
    pkg_parts = module.split(".")[:-1] if path.name != "__init__.py" else module.split(".")
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = pkg_parts[: len(pkg_parts) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
                if node.module is None:        # "from . import x"
                    for alias in node.names:
                        yield f"{target}.{alias.name}"
                    continue
            else:
                target = node.module or ""
            if target.startswith("ptcg"):
                yield target
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("ptcg"):
                    yield alias.name


def _modules():
    for path in sorted(PKG.rglob("*.py")):
        rel = path.relative_to(PKG.parent).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        yield path, ".".join(parts)


@pytest.mark.parametrize("path, module", [(p, m) for p, m in _modules() if _layer(_part(m)) < TOP],
                         ids=lambda x: x if isinstance(x, str) else "")
def test_no_module_imports_a_higher_layer(path, module):
    own = _layer(_part(module))
    upward = sorted({t for t in _imports(path, module)
                     if t != "ptcg" and _part(t) != _part(module) and _layer(_part(t)) > own})
    assert not upward, f"{module} (layer {own}) imports {upward}"


def test_the_card_facts_import_nothing_but_values():
    for path, module in _modules():
        if _part(module) == "cards":
            targets = {_part(t) for t in _imports(path, module)} - {"cards"}
            assert targets <= {"types", "errors"}, (module, targets)
