"""The one choice interface (STYLE habit 5).

Every choice the rules give a player goes through `Game.choose`, which reads `Choices`: the
answer comes from the action's `choices:` list, in order; when the rules leave a single legal
option it is taken and logged as automatic; otherwise the choice is unanswered and the game
records a pending `decisions.Decision` (`Unanswered` carries it out of the action, which
`Game.apply` then rewinds; it never leaves `apply`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from judge.engine.decisions import CHOICE_NAMES
from judge.errors import RulesError, ScenarioError


def unique_labels(cards: Sequence[Any]) -> list[str]:
    """Each card's name in a choice (its id, else its name), the second and later of a same name
    numbered « (2) », « (3) »… so that two identical created units stay two options."""
    seen: dict[str, int] = {}
    out: list[str] = []
    for card in cards:
        label = card.alias or card.display
        seen[label] = seen.get(label, 0) + 1
        out.append(label if seen[label] == 1 else f"{label} ({seen[label]})")
    return out


def yes_no_problem(value: Any) -> str | None:
    """The check of a « vous pouvez » answer: `true`/`false`, or `oui`/`non` (spec « Choices »)."""
    if isinstance(value, bool) or value in ("oui", "non"):
        return None
    return "la réponse est true ou false (oui ou non)"


def is_yes(value: Any) -> bool:
    """Whether a checked « vous pouvez » answer says yes."""
    return value is True or value == "oui"


class Unanswered(Exception):
    """A choice with several legal options that `choices:` does not answer (internal to `apply`)."""

    def __init__(
        self,
        player: str,
        name: str,
        options: Sequence[str],
        at: int,
        hint: str,
        check: Callable[[Any], str | None] | None = None,
    ) -> None:
        super().__init__(name)
        self.player = player
        self.name = name
        self.options = tuple(options)
        self.at = at
        self.hint = hint
        self.check = check
        self.rules: tuple[str, ...] = ()  # set by `Game.choose`, which knows them


def _unnamed_split(answer: Mapping[Any, Any], name: str) -> bool:
    """Whether a mapping answer is a structured value itself (card ids to amounts), not `NAME: ANSWER`:
    its keys are no choice names."""
    return name not in answer and not any(str(k) in CHOICE_NAMES for k in answer)


class Choices:
    """The answers given for one action, consumed in order."""

    def __init__(self, answers: Sequence[Any], step: int) -> None:
        self.answers = list(answers)
        self.used = 0
        self.step = step

    def _peek(self, name: str, structured: bool = False) -> tuple[bool, Any]:
        if self.used >= len(self.answers):
            return False, None
        answer = self.answers[self.used]
        if structured and isinstance(answer, Mapping) and _unnamed_split(answer, name):
            return True, answer  # a split written as it is: `- {u1: 3, u2: 2}` (spec « Choices »)
        if isinstance(answer, Mapping):
            if len(answer) != 1:
                raise ScenarioError(
                    "une réponse de `choices:` s'écrit `NOM_DU_CHOIX: RÉPONSE` ou simplement `RÉPONSE`"
                )
            ((key, value),) = answer.items()
            if str(key) != name:
                return False, None
            return True, value
        return True, answer

    def choose(self, player: str, name: str, options: Sequence[str]) -> tuple[str, bool]:
        """The answer to choice `name` among `options`, and whether it was automatic."""
        has, answer = self._peek(name)
        if has:
            if str(answer) not in options:
                if len(options) == 1:
                    # A single legal option (e.g. the only opponent) needs no answer; this one is for later.
                    return options[0], True
                # The rules forbid that answer (e.g. a teammate as the burn-out opponent, 431.2.c).
                raise RulesError(
                    f"réponse « {answer} » illégale pour le choix « {name} » de {player} : "
                    f"les options légales sont {', '.join(options)}",
                    code="illegal_action",
                    details={"step": self.step, "choice": name, "player": player, "options": list(options)},
                )
            self.used += 1
            return str(answer), len(options) == 1
        if len(options) == 1:
            return options[0], True
        raise Unanswered(player, name, options, self.used, self._misnamed(name))

    def choose_value(
        self, player: str, name: str, check: Callable[[Any], str | None], shown: Sequence[str] = ()
    ) -> Any:
        """The structured answer to choice `name` (a damage split `{u1: 3, u2: 2}`), checked by `check`;
        `shown`: answers to offer a judge when it waits (« oui », « non »), checked by `check` too."""
        has, answer = self._peek(name, structured=True)
        if not has:
            raise Unanswered(player, name, shown, self.used, self._misnamed(name), check)
        refusal = check(answer)
        if refusal is not None:
            raise RulesError(
                f"réponse « {answer} » illégale pour le choix « {name} » de {player} : {refusal}",
                code="illegal_action",
                details={"step": self.step, "choice": name, "player": player},
            )
        self.used += 1
        return answer

    def _misnamed(self, name: str) -> str:
        """A hint when the next answer is named for another choice (`opponent:` for `burnout_opponent`)."""
        if self.used >= len(self.answers) or not isinstance(self.answers[self.used], Mapping):
            return ""
        given = str(next(iter(self.answers[self.used]), ""))
        return f" (la réponse suivante est nommée « {given} », or ce choix s'appelle « {name} »)"

    def next_name(self) -> str | None:
        """The name the next unused answer gives its choice (`- discard: x`), or None."""
        if self.used < len(self.answers) and isinstance(self.answers[self.used], Mapping):
            return str(next(iter(self.answers[self.used]), "")) or None
        return None

    def next_is_list(self, name: str) -> bool:
        """Whether the next answer for choice `name` is a list (several things picked at once:
        `- [ame, rec]` for « jusqu'à deux unités », spec « Choices »)."""
        if self.used >= len(self.answers):
            return False
        answer = self.answers[self.used]
        if isinstance(answer, Mapping) and len(answer) == 1:
            ((key, answer),) = answer.items()
            if str(key) != name:
                return False
        return isinstance(answer, (list, tuple))

    def unused(self) -> list[Any]:
        """Answers given but never asked for (an error, per the spec)."""
        return self.answers[self.used :]
