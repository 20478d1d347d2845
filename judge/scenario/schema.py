"""The scenario format's closed vocabularies (spec/scenario-format.md) and the helpers that
check a mapping against them with line-aware French errors and close-name suggestions."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NoReturn

from rapidfuzz import process

from judge.engine import registry
from judge.errors import ScenarioError
from judge.scenario.yaml_nodes import LDict, LList

TOP_KEYS = ("name", "question", "rules", "rules_version", "seed", "cards", "setup", "actions", "expect")
SETUP_KEYS = ("mode", "victory_score", "turn", "players", "battlefields", "chain")
TURN_KEYS = ("player", "phase", "number")
PLAYER_KEYS = (
    "points", "xp", "team", "hand", "main_deck", "rune_deck", "trash", "banishment", "base",
    "legend", "champion", "runes", "rune_pool",
)  # fmt: skip
LIST_ZONES = ("hand", "main_deck", "rune_deck", "trash", "banishment", "base")
SINGLE_ZONES = ("legend", "champion")
ENTRY_KEYS = (
    "card", "id", "exhausted", "damage", "might", "buffs", "owner", "controller", "attached", "stunned",
    "keywords",
)  # fmt: skip
RUNE_KEYS = ("domain", "exhausted", "id")
POOL_KEYS = ("energy", "power")
BATTLEFIELD_KEYS = ("card", "id", "controller", "scored_this_turn", "units", "contested")
EXPECT_KEYS = ("state", "events", "no_events", "error")
MODES = ("duel", "2v2")
#: Anonymous cards one count may stand for (a deck holds 40 cards, 103.2; this leaves room).
MAX_CARD_COUNT = 1000
PHASES = ("awaken", "beginning", "channel", "draw", "main", "ending")

#: verb -> (required arguments, optional arguments); `choices` is allowed everywhere. Read from the
#: verb registry (`judge.engine.registry`), where each verb is declared once.
VERBS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    name: (verb.required, verb.optional) for name, verb in registry.verbs().items()
}

ERROR_CODES = (
    "illegal_action", "cost_unpaid", "choice_required", "step_limit", "not_modelled", "unused_choice",
)  # fmt: skip


def suggest(value: str, candidates: Iterable[str], limit: int = 3) -> str:
    """` (vouliez-vous dire : X, Y ?)` with the closest candidates, or an empty string."""
    pool = [c for c in dict.fromkeys(candidates) if c]
    found = process.extract(value, pool, limit=limit, score_cutoff=50)
    if not found:
        return ""
    return " (vouliez-vous dire : " + ", ".join(f"« {c} »" for c, _s, _i in found) + " ?)"


def shown(value: Any, width: int = 60) -> str:
    """A written value for an error message, cut when long (a whole mapping may be given)."""
    text = repr(value)
    return text if len(text) <= width else text[: width - 1] + "…"


class Where:
    """The file being read, to raise errors at a line."""

    def __init__(self, filename: str) -> None:
        self.filename = filename

    def fail(self, message: str, line: int | None) -> NoReturn:
        """Raises a `ScenarioError` at `line`."""
        raise ScenarioError(message, file=self.filename, line=line)

    def mapping(self, value: Any, what: str, line: int) -> LDict:
        """`value` as a mapping, or an error naming `what`."""
        if not isinstance(value, LDict):
            self.fail(
                f"{what} : un mapping `clé: valeur` est attendu, pas « {shown(value)} »",
                getattr(value, "line", line),
            )
        return value

    def sequence(self, value: Any, what: str, line: int) -> LList:
        """`value` as a list, or an error naming `what`."""
        if not isinstance(value, LList):
            self.fail(f"{what} : une liste est attendue, pas « {shown(value)} »", line)
        return value

    def keys(self, mapping: LDict, allowed: Iterable[str], what: str) -> None:
        """Every key of `mapping` must be in `allowed`."""
        allowed = tuple(allowed)
        for key in mapping:
            if key not in allowed:
                self.fail(
                    f"clé « {key} » inconnue dans {what}{suggest(key, allowed)} ; "
                    f"clés permises : {', '.join(allowed)}",
                    mapping.line_of(key),
                )

    def integer(
        self, value: Any, what: str, line: int, *, minimum: int = 0, maximum: int | None = None
    ) -> int:
        """A whole number between `minimum` and `maximum` (when given), or an error."""
        if not isinstance(value, int) or isinstance(value, bool):
            self.fail(f"{what} : un nombre entier est attendu, pas « {shown(value)} »", line)
        if value < minimum:
            self.fail(f"{what} : la valeur {value} est interdite, le minimum est {minimum}", line)
        if maximum is not None and value > maximum:
            self.fail(f"{what} : la valeur {value} est interdite, le maximum est {maximum}", line)
        return value

    def boolean(self, value: Any, what: str, line: int) -> bool:
        """`true` or `false`, or an error (a text such as "non" would silently read as true)."""
        if not isinstance(value, bool):
            self.fail(f"{what} : true ou false est attendu, pas « {shown(value)} »", line)
        return value

    def text(self, value: Any, what: str, line: int) -> str:
        """A non-empty string (numbers are accepted as their text, e.g. player ids)."""
        if isinstance(value, bool) or value is None or isinstance(value, (dict, list)):
            self.fail(f"{what} : un texte est attendu, pas « {shown(value)} »", line)
        text = str(value)
        if not text:
            self.fail(f"{what} : un texte vide est interdit", line)
        return text

    def choice(self, value: Any, options: Iterable[str], what: str, line: int) -> str:
        """One of `options`, or an error with the closest ones."""
        options = tuple(options)
        text = self.text(value, what, line)
        if text not in options:
            self.fail(
                f"valeur « {text} » inconnue pour {what}{suggest(text, options)} ; "
                f"attendu : {', '.join(options)}",
                line,
            )
        return text
