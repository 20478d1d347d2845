"""355.11: a group of targets whose restriction the group meets as a whole (Lucioles: « éliminez des
unités d'un champ de bataille dont la puissance totale est de 4 ou moins »).

When the item finalizes, any group of legal targets that meets the restriction together may be chosen
(355.11.a), any number of them, zero included (355.13). At resolution, if the targets still legal no
longer meet it (a unit buffed in response), the controller chooses a subset of the initial targets
that does (355.11.b, choice `target_subset`): the others are not affected. Units that left the chosen
battlefield may be kept, as long as all those kept are at one battlefield (the Lucioles example).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from judge.corpus.abilities.values import Target
from judge.engine.choices import unique_labels
from judge.engine.events import EventKind
from judge.engine.state import BATTLEFIELD_PREFIX, Card

if TYPE_CHECKING:
    from judge.engine.game import Game

RULES = ("355.11", "355.11.a")
RESOLUTION_RULES = ("355.11.b",)


def problem(game: Game, decl: Target, cards: Sequence[Card]) -> str | None:
    """Why `cards` do not meet `decl`'s group restriction together (355.11), or None."""
    if decl.one_battlefield:
        places = {game.zone_of(c) for c in cards}
        if len(places) > 1 or any(not str(p).startswith(BATTLEFIELD_PREFIX) for p in places):
            return "les cibles doivent être toutes sur un même champ de bataille"
    if decl.total_might_max is not None:
        total = sum(c.might or 0 for c in cards)
        if total > decl.total_might_max:
            return f"leur puissance totale ({total}) dépasse {decl.total_might_max}"
    return None


def picks_problem(game: Game, decl: Target, by_label: dict[str, Card]) -> Callable[[list[str]], str | None]:
    """The group check of targets answered by their labels, for `play.choose_targets`."""

    def check(names: list[str]) -> str | None:
        why = problem(game, decl, [by_label[n] for n in names if n in by_label])
        return f"groupe de cibles refusé pour « {decl.name} » : {why} (355.11.a)" if why else None

    return check


def at_resolution(game: Game, controller: str, decl: Target, legal: list[Card]) -> list[Card]:
    """355.11.b: the targets still legal, or, when they no longer meet the restriction together, the
    subset of them the controller chooses (`target_subset`) that does."""
    if not decl.is_group or problem(game, decl, legal) is None:
        return legal
    labels = unique_labels(legal)
    by_label = dict(zip(labels, legal, strict=True))

    def refusal(value: Any) -> str | None:
        names = [str(v) for v in value] if isinstance(value, list) else None
        if names is None:
            return f"une liste de cibles parmi : {', '.join(labels)}"
        unknown = [n for n in names if n not in by_label]
        if unknown:
            known = ", ".join(labels)
            return f"{', '.join(unknown)} n'est pas une cible initiale encore légale ; choix : {known}"
        if len(set(names)) != len(names):
            return "une même cible est nommée deux fois"
        why = problem(game, decl, [by_label[n] for n in names])
        return f"ce sous-ensemble ne convient pas : {why} (355.11.b)" if why else None

    game.emit(
        EventKind.SKIP,
        {"reason": "group_restriction", "cards": [c.ref() for c in legal]},
        RESOLUTION_RULES,
    )
    answer = game.choose_value(controller, "target_subset", refusal, RESOLUTION_RULES)
    return [by_label[str(n)] for n in answer]
