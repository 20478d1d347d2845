"""Answering a `choice_required` on behalf of the judge: add the picked option to the board.

The run stopped because an action needed a choice its `choices:` list did not give. The judge
picks one of the legal options; it is appended to that action's `choices:` and the board runs
again. The choice is the judge's, never the program's.
"""

from __future__ import annotations

from typing import Any

import yaml

from judge.errors import InputError, ScenarioError
from judge.scenario.yaml_nodes import parse

#: the longest text accepted as a choice's answer (an option is a player, a card, a zone).
MAX_OPTION = 200

_Scalar = str | int | bool


#: the most items a structured answer holds (runes to pick, a damage split).
MAX_ITEMS = 50


def check_option(option: object) -> object:
    """`option` when it can answer a choice: a text, a whole number, a boolean, a one-key mapping
    `NOM_DU_CHOIX: RÉPONSE` (the `choices:` format), a flat list of those scalars (a choice that picks
    several things) or a flat mapping card → whole number (a split); a French `InputError` otherwise."""
    if isinstance(option, dict) and len(option) == 1:
        ((key, value),) = option.items()
        if isinstance(key, str) and len(key) <= MAX_OPTION and _is_scalar(value):
            return option
    if isinstance(option, dict) and 0 < len(option) <= MAX_ITEMS:
        if all(isinstance(k, str) and len(k) <= MAX_OPTION and _is_count(v) for k, v in option.items()):
            return option
    elif isinstance(option, list) and len(option) <= MAX_ITEMS and all(_is_scalar(v) for v in option):
        return option
    elif _is_scalar(option):
        return option
    raise InputError(
        "choix illisible : la réponse est une des options proposées (un texte, un nombre entier, "
        f"un booléen ou « NOM: RÉPONSE »), de {MAX_OPTION} caractères au plus"
    )


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_scalar(value: object) -> bool:
    return isinstance(value, _Scalar) and not (isinstance(value, str) and len(value) > MAX_OPTION)


def _plain(value: Any) -> Any:
    """The parsed board as plain dicts and lists, for `yaml.safe_dump`."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def answer_choice(board: str, step: int, option: object) -> str:
    """The board YAML with `option` appended to the `choices:` of action number `step` (from 0)."""
    option = check_option(option)
    try:
        # the scenario loader's guarded reader: typed values, bombs and deep nesting are refused
        data: Any = _plain(parse(board, "plateau.yaml"))
    except ScenarioError as err:
        raise InputError(f"le plateau n'est pas lisible : {err.message}", line=err.line) from err
    actions = data.get("actions") if isinstance(data, dict) else None
    if not isinstance(actions, list) or not 0 <= step < len(actions):
        raise InputError(f"le plateau n'a pas d'action numéro {step + 1} à compléter")
    action = actions[step]
    if not isinstance(action, dict) or len(action) != 1:
        raise InputError(f"l'action numéro {step + 1} n'est pas de la forme « verbe: arguments »")
    verb, args = next(iter(action.items()))
    if args is None:
        args = {}
    if not isinstance(args, dict):
        raise InputError(f"l'action numéro {step + 1} ({verb}) n'a pas d'arguments à compléter")
    choices = args.get("choices")
    if choices is None:
        choices = []
    elif not isinstance(choices, list):
        choices = [choices]
    args["choices"] = [*choices, option]
    action[verb] = args
    text: str = yaml.safe_dump(data, allow_unicode=True, sort_keys=False, default_flow_style=None, width=100)
    return text
