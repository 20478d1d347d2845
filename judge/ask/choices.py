"""Answering a `choice_required` on behalf of the judge: add the picked option to the board.

The run stopped because an action needed a choice its `choices:` list did not give. The judge
picks one of the legal options; it is appended to that action's `choices:` and the board runs
again. The choice is the judge's, never the program's.
"""

from __future__ import annotations

from typing import Any

import yaml

from judge.errors import InputError


def answer_choice(board: str, step: int, option: object) -> str:
    """The board YAML with `option` appended to the `choices:` of action number `step` (from 0)."""
    try:
        data: Any = yaml.safe_load(board)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        raise InputError("le plateau n'est pas du YAML lisible", line=line) from err
    except RecursionError as err:
        raise InputError("plateau trop imbriqué pour être lu") from err
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
