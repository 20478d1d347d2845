"""Answering a `choice_required` on behalf of the judge: the shape an answer may take.

The run stopped because an action needed a choice its `choices:` list did not give. The judge
picks one of the legal options; `check_option` refuses what no decision could take. The answer
travels beside the board (`judge/scenario/answers.py`), which is never rewritten. The choice is the
judge's, never the program's.
"""

from __future__ import annotations

from judge.errors import InputError

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
