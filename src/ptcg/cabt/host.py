"""One cabt agent in its own process, loaded the way Kaggle loads a submission.

    python -m ptcg.cabt.host AGENT_DIR [--entry main.py]

* The working directory is ``AGENT_DIR`` (agents open ``deck.csv`` relative to it).
* The entry file is compiled and ``exec``'d in an empty globals dict, so ``__file__`` is
  undefined; ``AGENT_DIR`` is appended to ``sys.path`` for the ``exec`` only; the agent is
  the last callable value the file defines, called as ``agent(obs)`` or
  ``agent(obs, config)`` after its number of positional parameters
  (``kaggle_environments/agent.py``).
* Observations arrive as Kaggle's ``Struct``: dicts whose keys are also attributes.
* ``import cg`` gives ptcg's ``cg`` whatever the agent does with ``sys.path``: the package
  is imported before the agent's file runs, and a finder placed first on
  ``sys.meta_path`` answers every ``cg`` / ``cg.*`` import from it, so a ``cg/`` bundled
  with the agent (the official one loads the simulator's native library) is never loaded.
  The official wheel's copy, ``kaggle_environments.envs.cabt.cg``, is ptcg's too.

Protocol: one JSON object per line on stdin, ``{"obs": ..., "config": ...}`` (or
``{"cmd": "quit"}``); one JSON line back on the original stdout, ``{"action": [...]}`` or
``{"error": "...", "traceback": "..."}``.  Whatever the agent prints goes to stderr.
"""

from __future__ import annotations

import argparse
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
import traceback


class Struct(dict):
    """Kaggle's ``Struct``: a dict whose keys are also attributes (a key named ``items``
    is dropped, as there)."""

    def __init__(self, **entries):
        entries = {k: v for k, v in entries.items() if k != "items"}
        dict.__init__(self, entries)
        self.__dict__.update(entries)

    def __setattr__(self, attr, value):
        self.__dict__[attr] = value
        self[attr] = value


def structify(o):
    if isinstance(o, list):
        return [structify(x) for x in o]
    if isinstance(o, dict):
        return Struct(**{k: structify(v) for k, v in o.items()})
    return o


class _OurCg(importlib.abc.MetaPathFinder):
    """Answers ``cg`` and ``cg.*`` from ptcg's package, before any other finder."""

    def __init__(self, root: str):
        self.root = root

    def find_spec(self, fullname, path=None, target=None):
        if fullname != "cg" and not fullname.startswith("cg."):
            return None
        parts = fullname.split(".")
        if len(parts) == 1:
            return importlib.util.spec_from_file_location(
                "cg", os.path.join(self.root, "__init__.py"), submodule_search_locations=[self.root])
        file = os.path.join(self.root, *parts[1:]) + ".py"
        if os.path.isfile(file):
            return importlib.util.spec_from_file_location(fullname, file)
        return None


#: where the official wheel keeps its ``cg`` (``sim`` loads the native library, ``game`` drives it)
WHEEL_CG = "kaggle_environments.envs.cabt.cg"
_WHEEL_PARENTS = ("kaggle_environments", "kaggle_environments.envs", "kaggle_environments.envs.cabt")


class _Alias(importlib.abc.Loader):
    """Loads a module name as an already imported module (the same object)."""

    def __init__(self, target: str):
        self.target = target

    def create_module(self, spec):
        return sys.modules[self.target]

    def exec_module(self, module):
        return None


class _WheelCg(importlib.abc.MetaPathFinder):
    """Answers the wheel's ``kaggle_environments.envs.cabt.cg`` (and ``.sim``, ``.game``) with
    ptcg's ``cg`` modules.

    Some agents take the search library from there (``from kaggle_environments.envs.cabt.cg.sim
    import lib``), as it is always installed where Kaggle runs them.  Loaded for real it is
    the official native library, which cannot read ptcg's ``search_begin_input`` (the agent
    process dies at its first search); missing, the import fails.  Either way the agent would
    not play as on Kaggle.  The parent packages are the installed ones when there are any,
    else empty stand-ins."""

    def find_spec(self, fullname, path=None, target=None):
        if fullname == WHEEL_CG or fullname in (WHEEL_CG + ".sim", WHEEL_CG + ".game"):
            ours = "cg" + fullname[len(WHEEL_CG):]
            return importlib.util.spec_from_loader(fullname, _Alias(ours), is_package=fullname == WHEEL_CG)
        if fullname in _WHEEL_PARENTS:
            if importlib.machinery.PathFinder.find_spec(fullname, path) is not None:
                return None
            return importlib.machinery.ModuleSpec(fullname, None, is_package=True)
        return None


def install_cg() -> None:
    """Make every ``cg`` import of this process resolve to ptcg's package, also under the
    official wheel's name for it."""
    import cg
    import cg.api  # noqa: F401  (imported now: the agent gets these modules from sys.modules)
    import cg.game  # noqa: F401
    import cg.sim  # noqa: F401
    import cg.utils  # noqa: F401
    sys.meta_path.insert(0, _WheelCg())
    sys.meta_path.insert(0, _OurCg(os.path.dirname(os.path.abspath(cg.__file__))))


def load_agent(path: str):
    """The last callable defined by the file, exec'd as Kaggle does."""
    with open(path, encoding="utf-8") as fh:
        source = fh.read()
    code = compile(source, path, "exec")
    env: dict = {}
    sys.path.append(os.path.dirname(path))
    try:
        exec(code, env)
    finally:
        sys.path.pop()
    found = [v for v in env.values() if callable(v)]
    if not found:
        raise RuntimeError(f"{path} defines no callable")
    return found[-1]


def call_agent(agent, obs, config):
    argc = getattr(getattr(agent, "__code__", None), "co_argcount", 1)
    if hasattr(agent, "__self__") and argc:
        argc -= 1
    return agent(obs, config) if argc >= 2 else agent(obs)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("agent_dir")
    ap.add_argument("--entry", default="main.py")
    args = ap.parse_args(argv)
    proto = os.fdopen(os.dup(1), "w", buffering=1, encoding="utf-8")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    agent_dir = os.path.abspath(args.agent_dir)
    install_cg()
    os.chdir(agent_dir)
    path = os.path.join(agent_dir, args.entry)
    agent = None
    for line in sys.stdin:
        msg = json.loads(line)
        if msg.get("cmd") == "quit":
            break
        try:
            if agent is None:
                agent = load_agent(path)
            action = call_agent(agent, structify(msg["obs"]), structify(msg.get("config") or {}))
            if isinstance(action, dict) and "action" in action:
                action = action["action"]
            proto.write(json.dumps({"action": _plain(action)}) + "\n")
        except BaseException as exc:  # noqa: BLE001 - every failure is the agent's, reported to the runner
            if isinstance(exc, (KeyboardInterrupt, SystemExit)) and not isinstance(exc, SystemExit):
                raise
            proto.write(json.dumps({"error": f"{type(exc).__name__}: {exc}",
                                    "traceback": traceback.format_exc()[-4000:]}) + "\n")
    return 0


def _plain(action):
    """The answer as JSON data; whatever it is, the runner decides whether it is valid."""
    if isinstance(action, (list, tuple)):
        return [_plain(a) for a in action]
    if isinstance(action, bool) or action is None or isinstance(action, str):
        return action
    try:
        if int(action) == action:
            return int(action)
    except (TypeError, ValueError):
        pass
    return repr(action)


if __name__ == "__main__":
    sys.exit(main())
