"""A judge's answers to pending decisions, as the web form and `POST /api/ask` carry them.

The board text is never rewritten (its comments survive): the answers travel beside it, as
`[{"step": N, "option": VALUE}, …]`, and the run resumes each pending decision with them
(`runner.run_scenario(answers=…)`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from judge.errors import InputError
from judge.scenario.result import Answer

#: More answers than this for one board is not a judge at a table.
MAX_ANSWERS = 200


def read_answers(raw: Any) -> list[Answer]:
    """Answers from their JSON form (a list of `{"step", "option"}`); a French `InputError` otherwise."""
    if raw is None or raw == "":
        return []
    if isinstance(raw, str):
        try:
            raw = json.loads(raw)
        except ValueError:
            raise InputError("réponses du juge illisibles : une liste JSON est attendue") from None
    if not isinstance(raw, list) or len(raw) > MAX_ANSWERS:
        raise InputError(f"réponses du juge : une liste d'au plus {MAX_ANSWERS} réponses est attendue")
    out = []
    for item in raw:
        step = item.get("step") if isinstance(item, dict) else None
        if not isinstance(step, int) or isinstance(step, bool) or step < 0 or "option" not in item:
            raise InputError("chaque réponse du juge s'écrit {\"step\": N, \"option\": VALEUR}")
        out.append(Answer(step=step, value=item["option"]))
    return out


def write_answers(answers: Sequence[Answer]) -> str:
    """The JSON form of `answers`, for a hidden form field."""
    return json.dumps([a.to_json() for a in answers], ensure_ascii=False)
