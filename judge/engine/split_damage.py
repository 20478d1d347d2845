"""355.14: damage « réparti » among the targets chosen when the item finalized.

At most as many targets as the damage (355.14.c), chosen at finalization (355.14.b). At resolution the
targets become illegal are left out (359.3.e); if more remain than there is damage, the controller
chooses which cease to be targets, keeping as many as the damage (355.14.h, 355.14.h.1); then splits
the damage among them, at least 1 each (355.14.e-g). One choice does both: `damage_split`, a mapping
of target to amount (`{u1: 3, u2: 2}`); it is automatic when only one split is possible. Bonus damage
applies to the total before it is split, and may raise the number of targets (715.3).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from judge.corpus.abilities import effects as fx
from judge.engine import statics
from judge.engine.choices import Unanswered, unique_labels
from judge.engine.events import EventKind
from judge.engine.state import Card
from judge.errors import NotModelledError

if TYPE_CHECKING:
    from judge.engine.game import Game

RULES = ("355.14", "355.14.e", "355.14.f", "355.14.g")


def split_bonus(game: Game, player: str) -> tuple[int, list[Card]]:
    """715.3: the bonus damage added to a split total: those that apply to every target; one limited
    to some units (« aux unités ici ») stops the engine rather than guess."""
    bonus, granted, limited = statics.bonus_for_any_target(game, player)
    if limited is not None:
        raise NotModelledError(
            f"{limited.display} : des dégâts bonus limités à certaines unités sur des dégâts répartis "
            "— pas encore modélisé",
            details={"step": game.step, "what": "ability", "card": limited.display},
        )
    return bonus, granted


def target_cap(game: Game, player: str, effect: fx.Damage, written: int, spell: bool) -> int:
    """355.14.c, 715.3: how many targets a split may choose now: its damage, bonus included (a spell's
    too, from « le prochain sort que vous jouez », 391); the card's written count when the damage is
    read at resolution (« sa puissance »)."""
    if not isinstance(effect.amount, int):
        return written
    bonus, _granted = split_bonus(game, player)
    if spell:
        bonus += sum(w.bonus_damage for w in game.turn.waiting_for_next_spell(player))
    return effect.amount + bonus


def _refusal(labels: Mapping[str, Card], total: int, answer: Any) -> str | None:
    """Why a `damage_split` answer breaks 355.14.f-h.1, or None."""
    if not isinstance(answer, Mapping) or not answer:
        return f"une répartition s'écrit {{cible: dégâts, …}} ; cibles : {', '.join(labels)}"
    unknown = [str(k) for k in answer if str(k) not in labels]
    if unknown:
        return f"{', '.join(unknown)} : pas une cible de ces dégâts (cibles : {', '.join(labels)})"
    amounts = list(answer.values())
    if not all(isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in amounts):
        return "chaque cible reçoit au moins 1 dégât, un nombre entier (355.14.f, 355.14.g)"
    if sum(amounts) != total:
        return f"la répartition fait {sum(amounts)} dégâts, il en faut {total} (355.14.e)"
    keep = min(total, len(labels))
    if len(answer) != keep:
        return (
            f"il faut garder {keep} cible(s) : on ne garde pas moins de cibles que de dégâts, et chaque "
            "cible gardée en reçoit au moins 1 (355.14.h, 355.14.h.1)"
        )
    return None


def split(game: Game, player: str, targets: list[Card], total: int) -> list[tuple[Card, int]]:
    """355.14.e-h: the damage each target receives, as its controller splits `total` (choice
    `damage_split`, automatic when only one split is possible)."""
    labels = dict(zip(unique_labels(targets), targets, strict=True))  # two « Recrue » stay two targets
    if len(targets) == 1 or len(targets) == total:
        plan = {label: (total if len(targets) == 1 else 1) for label in labels}
        game.emit(
            EventKind.CHOICE,
            {"player": player, "choice": "damage_split", "options": [], "answer": plan, "automatic": True},
            RULES,
        )
        return [(labels[k], n) for k, n in plan.items()]
    rules = (*RULES, "355.14.h", "355.14.h.1") if len(targets) > total else RULES
    try:
        answer = game.choose_value(player, "damage_split", lambda a: _refusal(labels, total, a), rules)
    except Unanswered as ask:
        if len(targets) > total:  # 355.14.h.1
            ask.hint += f" ; {player} garde {total} cible(s) parmi {', '.join(labels)}, 1 dégât chacune"
        else:
            ask.hint += f" ; {player} répartit {total} dégât(s) entre {', '.join(labels)}, au moins 1 chacune"
        raise
    return [(labels[str(k)], int(n)) for k, n in answer.items()]
