"""Agent specs: what users type or pass (``--agents greedy,mcts:0.5s,my_bots:Bot``) turned
into agents.

An *agent* is anything with ``act(game) -> option`` (one of ``game.legal_options`` for
``game.decision.player``); ``reset(seed)``, when it has one, is called before each game.
A *spec* names an agent in one of these forms:

* a built-in name: ``random``, ``greedy``, ``mcts`` or ``mcts:BUDGET`` (:func:`_builtin_agent`);
* ``package.module:Name`` — an importable module and an attribute of it;
* ``path/to/file.py:Name`` — a Python file and an attribute of it;
* ``path/to/folder`` — a folder with ``main.py``: an agent of the official simulator's
  format (:mod:`ptcg.cabt.bridge`);
* (from Python) an agent object, or a *factory*: a class or function that returns an
  agent, called with the game's agent seed when it takes an argument.

``Name`` may be an agent class or factory (called once per game) or an agent object
(copied once per game with :func:`copy.deepcopy`, then ``reset(seed)``, so that every
game starts from the same agent whatever the process played before).

The forms that import code (module and file specs) are resolved only with
``allow_code=True``: a spec that comes from outside the program (an HTTP request) must
never make it run code.  Other kinds of spec are taught to :func:`make_agent` with
:func:`register_agent_resolver` (the hook for agent folders of the official simulator's
format, for instance).

This sits above the concrete agents (it imports them); :mod:`.base` only defines the
protocol they all follow."""

from __future__ import annotations

import copy
import hashlib
import importlib
import importlib.util
import inspect
import math
import os
import re
import sys
from typing import Callable

from ..errors import AgentSpecError
from ..limits import MAX_MCTS_ITERATIONS, MAX_MCTS_SECONDS, MAX_STRING_CHARS
from .base import Agent
from .greedy import GreedyAgent
from .mcts import MCTSAgent
from .random_agent import RandomAgent

MAX_SPEC_CHARS = 100      # a spec that loads no code (file paths may be longer: MAX_STRING_CHARS)

AgentFactory = Callable[[int], Agent]
"""``factory(seed) -> agent``: a fresh agent for one game."""

Resolver = Callable[[str], "AgentFactory | None"]
"""``resolver(spec) -> factory``, or None when the spec is not of the resolver's kind."""


def make_agent(spec, seed: int = 0, *, allow_code: bool = False) -> Agent:
    """A fresh agent for one game from ``spec`` (see the module docstring).

    ``"random"``, ``"greedy"``, ``"mcts"`` (1 second a decision) or ``"mcts:BUDGET"``
    where the budget is ``Nit`` iterations, ``Ns`` / ``N`` seconds or ``Nms`` milliseconds
    a decision (``mcts:100it``, ``mcts:0.5s``, ``mcts:250ms``); with ``allow_code``,
    ``module:Name`` and ``file.py:Name`` too.  Agent objects and factories are accepted
    as they are.  Budgets are bounded (:mod:`ptcg.limits`: at most 1,000,000 iterations
    or 3,600 seconds); anything else raises :class:`~ptcg.errors.AgentSpecError` (a
    ``ValueError``)."""
    return resolve_agent(spec, allow_code=allow_code)(seed)


def resolve_agent(spec, *, allow_code: bool = False) -> AgentFactory:
    """The factory ``seed -> fresh agent`` that ``spec`` names (see :func:`make_agent`)."""
    if isinstance(spec, str):
        longest = MAX_STRING_CHARS if allow_code else MAX_SPEC_CHARS
        if len(spec) > longest:
            raise AgentSpecError(f"an agent spec is a short string such as 'greedy' or 'mcts:100it', "
                                 f"not a string of {len(spec)} characters")
        for _name, resolver, loads_code in _RESOLVERS:
            if loads_code and not allow_code:
                continue
            factory = resolver(spec)
            if factory is not None:
                return factory
        forms = "random, greedy, mcts[:Nit|:Ns|:Nms]"
        if allow_code:
            forms += ", module:Name or file.py:Name"
        raise AgentSpecError(f"unknown agent {spec!r}: use {forms}")
    return agent_factory(spec, label=agent_label(spec))


def register_agent_resolver(name: str, resolver: Resolver, *, loads_code: bool = True) -> None:
    """Teach :func:`make_agent` a new kind of spec.

    ``resolver(spec)`` returns a factory ``seed -> agent`` when it recognises ``spec``, or
    None; it raises :class:`AgentSpecError` for a spec of its kind that is wrong.
    Resolvers are tried after the built-in names, in the order they were registered (a
    name registered again replaces the earlier one in place).  ``loads_code`` resolvers
    (anything that imports or runs the user's code) are skipped unless the caller passes
    ``allow_code=True``."""
    for i, (old, _, _) in enumerate(_RESOLVERS):
        if old == name:
            _RESOLVERS[i] = (name, resolver, loads_code)
            return
    _RESOLVERS.append((name, resolver, loads_code))


def agent_resolvers() -> list:
    """The names of the registered resolvers, in the order they are tried."""
    return [name for name, _, _ in _RESOLVERS]


def agent_label(spec) -> str:
    """A short name for ``spec``: the spec string itself, or the name of an agent object,
    class or function."""
    if isinstance(spec, str):
        return spec
    if isinstance(spec, type) or inspect.isroutine(spec):
        return spec.__name__
    name = getattr(spec, "name", None)
    if isinstance(name, str) and name and name != Agent.name:
        return name
    return type(spec).__name__


def agent_factory(obj, label: str = "agent") -> AgentFactory:
    """The factory for an agent object (copied per game), class or function."""
    if isinstance(obj, type) or (callable(obj) and not _is_agent(obj)):
        return _Factory(obj, label)
    if _is_agent(obj):
        return _Copies(obj)
    raise AgentSpecError(f"agent {label!r} is a {type(obj).__name__}: an agent needs an act(game) "
                         f"method, or a class or function that returns one")


def _is_agent(obj) -> bool:
    return not isinstance(obj, type) and callable(getattr(obj, "act", None))


class _Factory:
    """Calls a class or function with the game's agent seed (when it takes one)."""

    def __init__(self, make, label: str):
        self.make, self.label = make, label
        self.seeded = _takes_a_seed(make)
        if self.seeded is None:
            raise AgentSpecError(f"agent {label!r}: {getattr(make, '__name__', make)} must be callable "
                                 f"with a seed or with no argument, to make one agent")

    def __call__(self, seed: int) -> Agent:
        agent = self.make(seed) if self.seeded else self.make()
        if not _is_agent(agent):
            raise AgentSpecError(f"agent {self.label!r} returned a {type(agent).__name__}, "
                                 f"which has no act(game) method")
        return agent


class _Copies:
    """A fresh copy of one agent object per game, ``reset(seed)`` when it can be."""

    def __init__(self, agent):
        self.agent = agent

    def __call__(self, seed: int) -> Agent:
        try:
            agent = copy.deepcopy(self.agent)
        except Exception:  # noqa: BLE001 - an agent holding a lock or a handle is used as it is
            agent = self.agent
        reset = getattr(agent, "reset", None)
        if callable(reset):
            reset(seed)
        return agent


def _takes_a_seed(make) -> bool | None:
    """True if ``make(seed)`` fits its signature, False if only ``make()`` does, else None."""
    try:
        sig = inspect.signature(make)
    except (TypeError, ValueError):      # some builtins have no signature: try the seed
        return True
    for args in ((0,), ()):
        try:
            sig.bind(*args)
            return bool(args)
        except TypeError:
            pass
    return None


# -- the built-in names -----------------------------------------------------------------------


def _builtin_agent(spec: str, seed: int = 0) -> Agent:
    """The agents of this package by name, with an optional budget for ``mcts``."""
    name, _, arg = spec.partition(":")
    name = name.strip().lower()
    arg = arg.strip().lower()
    if name in ("random", "greedy") and arg:
        raise AgentSpecError(f"agent {spec!r}: {name} takes no budget")
    if name == "random":
        return RandomAgent(seed)
    if name == "greedy":
        return GreedyAgent(seed)
    if name == "mcts":
        kind, value = _budget(spec, arg)
        if kind == "iterations":
            return MCTSAgent(seed=seed, iterations=value)
        return MCTSAgent(seed=seed, seconds=value)
    raise AgentSpecError(f"unknown agent {spec!r}: use random, greedy or mcts[:Nit|:Ns|:Nms]")


BUILTIN_AGENTS = ("random", "greedy", "mcts")


def _resolve_builtin(spec: str) -> AgentFactory | None:
    if spec.partition(":")[0].strip().lower() not in BUILTIN_AGENTS:
        return None
    _builtin_agent(spec)                 # a bad budget is refused now, not at the first game
    return _BuiltinFactory(spec)


class _BuiltinFactory:
    def __init__(self, spec: str):
        self.spec = spec

    def __call__(self, seed: int) -> Agent:
        return _builtin_agent(self.spec, seed)


def _budget(spec: str, arg: str) -> tuple:
    """("iterations", n) or ("seconds", x) from the budget part of an mcts spec."""
    if not arg:
        return "seconds", 1.0
    try:
        if arg.endswith("it"):
            kind, value = "iterations", int(arg[:-2])
        elif arg.endswith("ms"):
            kind, value = "seconds", float(arg[:-2]) / 1000
        else:
            kind, value = "seconds", float(arg[:-1] if arg.endswith("s") else arg)
    except ValueError:
        raise AgentSpecError(f"agent {spec!r}: the budget must be Nit (iterations), Ns or Nms "
                             f"(time per decision), e.g. mcts:100it, mcts:0.5s, mcts:250ms") from None
    if kind == "iterations":
        if not 0 < value <= MAX_MCTS_ITERATIONS:
            raise AgentSpecError(f"agent {spec!r}: the budget must be positive, from 1 to "
                                 f"{MAX_MCTS_ITERATIONS:,} iterations")
    elif not (math.isfinite(value) and 0 < value <= MAX_MCTS_SECONDS):
        raise AgentSpecError(f"agent {spec!r}: the budget must be positive and at most "
                             f"{MAX_MCTS_SECONDS:g} seconds a decision")
    return kind, value


# -- code named by the user: module:Name and file.py:Name ------------------------------------

_MODULE_SPEC = re.compile(r"([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*):([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)")
_ATTRIBUTE = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*")


def _resolve_module(spec: str) -> AgentFactory | None:
    m = _MODULE_SPEC.fullmatch(spec.strip())
    if m is None:
        return None
    module_name, attribute = m.groups()
    try:
        module = importlib.import_module(module_name)
    except ImportError as e:
        raise AgentSpecError(f"agent {spec!r}: cannot import {module_name}: {e}") from None
    return agent_factory(_attribute(module, attribute, spec), label=spec)


def _resolve_file(spec: str) -> AgentFactory | None:
    path, sep, attribute = spec.strip().rpartition(":")
    if not sep or not path.lower().endswith(".py"):
        return None
    if not _ATTRIBUTE.fullmatch(attribute):
        raise AgentSpecError(f"agent {spec!r}: after {path}: comes the name of an agent class, "
                             f"factory or object in that file")
    module = _load_file(path, spec)
    return agent_factory(_attribute(module, attribute, spec), label=spec)


def portable_spec(spec):
    """``spec`` with the path of a ``file.py:Name`` spec made absolute, so that it names the
    same file from any worker's working directory; any other spec is returned as it is."""
    if isinstance(spec, str):
        path, sep, attribute = spec.strip().rpartition(":")
        if sep and path.lower().endswith(".py"):
            return f"{os.path.abspath(path)}:{attribute}"
        if os.path.isfile(os.path.join(spec.strip(), "main.py")):
            return os.path.abspath(spec.strip())          # an agent folder (ptcg.cabt.bridge)
    return spec


def _attribute(module, attribute: str, spec: str):
    obj = module
    for part in attribute.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise AgentSpecError(f"agent {spec!r}: {module.__name__} has no {attribute}") from None
    return obj


def _load_file(path: str, spec: str):
    """The module of a Python file, loaded once per process under a name made from its path."""
    full = os.path.abspath(path)
    name = "ptcg_agent_file_" + hashlib.sha1(full.encode()).hexdigest()[:12]
    if name in sys.modules:
        return sys.modules[name]
    if not os.path.isfile(full):
        raise AgentSpecError(f"agent {spec!r}: no file {path}")
    module_spec = importlib.util.spec_from_file_location(name, full)
    module = importlib.util.module_from_spec(module_spec)
    sys.modules[name] = module           # the file's classes pickle and unpickle by this name
    try:
        module_spec.loader.exec_module(module)
    except Exception as e:  # noqa: BLE001 - any failure of the user's file is a bad spec
        del sys.modules[name]
        raise AgentSpecError(f"agent {spec!r}: loading {path} failed: {type(e).__name__}: {e}") from None
    return module


def _resolve_cabt_folder(spec: str) -> AgentFactory | None:
    """A folder with ``main.py``: an agent written for the official simulator, played through
    its observations in a process of its own (:mod:`ptcg.cabt.bridge`)."""
    if not os.path.isfile(os.path.join(spec.strip(), "main.py")):
        return None
    from ..cabt.bridge import folder_factory
    return folder_factory(spec.strip())


_RESOLVERS: list = [("builtin", _resolve_builtin, False)]
register_agent_resolver("python-file", _resolve_file)
register_agent_resolver("module", _resolve_module)
register_agent_resolver("cabt-folder", _resolve_cabt_folder)

__all__ = ["make_agent", "resolve_agent", "register_agent_resolver", "agent_resolvers",
           "agent_label", "agent_factory", "portable_spec", "AgentSpecError", "AgentFactory", "BUILTIN_AGENTS"]
