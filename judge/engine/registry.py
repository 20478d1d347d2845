"""The verb registry: each scenario verb declared once, in the rule module that performs it.

A `Verb` holds everything the project needs about one verb: its written arguments (required,
optional, those naming cards and where a card name is looked for), the typed `Action` it builds,
its legality query (no side effects, complete: nothing it accepts is refused later), its
performer, the candidate actions `legal_actions` tries, its French name and its doc line. The
scenario loader, the reference checks, the renderer, the docs and `Game.apply` all read it;
`tests/test_engine_registry.py` fails when a verb lacks a part.

A verb the format allows but the engine does not model yet is declared with `not_modelled` (what
is missing, in French) instead of an action, a legality and a performer: the run stops with
`not_modelled` when it comes to it.

Rule modules register at import; `verbs()` imports every module of `judge.engine` once, so a
new verb in a new module is found without a list to edit.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from judge.engine.actions import VERB_NAMES, Action
from judge.engine.events import NotModelled
from judge.engine.replacement import Replacement

if TYPE_CHECKING:
    from judge.engine.game import Game

#: A legality query: None when legal, a French reason when illegal, `NotModelled` when out of reach.
Legality = Callable[["Game", Any], "str | NotModelled | None"]


@dataclass(frozen=True)
class Written:
    """An action as the scenario layer hands it over: its verb, arguments, cards (uids), answers."""

    verb: str
    args: Mapping[str, Any]
    cards: tuple[int, ...] = ()
    choices: tuple[Any, ...] = ()


@dataclass(frozen=True)
class Verb:
    """One scenario verb, declared once."""

    name: str
    french: str
    doc: str
    required: tuple[str, ...] = ()
    optional: tuple[str, ...] = ()
    refs: tuple[str, ...] = ()  # the arguments that name cards
    scope: str | None = None  # where a card name is looked for first: "board", "hand", or everywhere
    action: type[Action] | None = None
    build: Callable[[Written], Action] | None = None
    legality: Legality | None = None
    perform: Callable[[Game, Any], None] | None = None
    candidates: Callable[[Game], Iterable[Action]] | None = None
    not_modelled: str | None = None

    @property
    def modelled(self) -> bool:
        """False for a verb the engine does not model yet."""
        return self.not_modelled is None

    def missing(self) -> list[str]:
        """The parts this declaration lacks (empty when complete)."""
        missing = [name for name in ("french", "doc") if not getattr(self, name)]
        if self.modelled:
            parts = ("action", "build", "legality", "perform", "candidates")
            missing += [name for name in parts if getattr(self, name) is None]
        return missing


#: Run after every action, at the one point of state checks (`cleanup` registers its own, 318-323).
STATE_CHECKS: list[Callable[[Game], None]] = []
#: The replacement effects every game starts with: the rules' own (burn out, 431.5).
RULES_REPLACEMENTS: list[Replacement] = []

_VERBS: dict[str, Verb] = {}
_BY_ACTION: dict[type[Action], Verb] = {}
_loaded = False


def register(*verbs: Verb) -> None:
    """Declares verbs (called by the rule modules at import); a name declared twice is an error,
    except that a modelled declaration takes the place of the `unmodelled` one, in any order."""
    for verb in verbs:
        known = _VERBS.get(verb.name)
        if known is not None and known != verb:
            if known.modelled == verb.modelled:
                raise ValueError(f"verbe « {verb.name} » déclaré deux fois")
            if known.modelled:
                continue  # the module that models it was imported first
        _VERBS[verb.name] = verb
        if verb.action is not None:
            _BY_ACTION.setdefault(verb.action, verb)
            VERB_NAMES.setdefault(verb.action, verb.name)


def _load() -> None:
    """Imports every module of `judge.engine` once, so that each registers its verbs."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    import judge.engine as package

    for module in pkgutil.iter_modules(package.__path__):
        importlib.import_module(f"{package.__name__}.{module.name}")


def verbs() -> dict[str, Verb]:
    """Every verb, by name, in the order of the spec's table (modules in alphabetical order)."""
    _load()
    return dict(sorted(_VERBS.items(), key=lambda kv: _SPEC_ORDER.get(kv[0], len(_SPEC_ORDER))))


def verb(name: str) -> Verb | None:
    """The verb written `name`, or None."""
    _load()
    return _VERBS.get(name)


def for_action(action: Action) -> Verb:
    """The verb of an action (for `look`, `reveal` and `predict`: its `verb`)."""
    _load()
    found = _VERBS.get(action.verb) or _BY_ACTION.get(type(action))
    if found is None:
        raise ValueError(f"aucun verbe déclaré pour {type(action).__name__}")
    return found


def french_name(name: str) -> str:
    """A verb's French name (`draw` → `piocher`); the verb itself when unknown."""
    found = verb(name)
    return found.french if found is not None else name


#: The order of the spec's verb table, so that lists read as the documentation does.
_SPEC_ORDER = {
    name: i
    for i, name in enumerate(
        (
            "draw", "burn", "look", "reveal", "predict", "exhaust", "ready", "move", "banish",
            "recycle", "discard", "kill", "play", "activate", "pass", "resolve", "gain_points",
            "take_control", "conquer", "hold", "end_turn", "next_phase",
        )
    )
}  # fmt: skip
