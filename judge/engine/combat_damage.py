"""Combat damage assignment (465.2.c): what a player may assign, checked by the rules.

A player assigns their summed might among the opposing units (465.2.c). Each unit must have lethal
damage assigned in full before the next gets any (465.2.c.3), and no unit gets more than its lethal
damage while another still lacks it (465.2.c.4). Tank units come first (815.1.b), Arrière-ligne
units last (826.3); a unit with both fulfils one of the two, its controller's pick (465.2.c.8);
units of the same priority come in any order (465.2.c.7). Lethal damage is the non-zero damage
that, with the damage already marked, reaches the unit's might (142.4.b, 465.2.c.4). The replacement
effects that would apply to the damage apply to the assignment instead (465.2.c.5): a unit whose
damage is doubled needs half as much (rounded up), the least amount that becomes lethal once
doubled (465.2.c.4 (a)); one whose next damage is prevented still needs its usual lethal damage, no
amount being lethal but the unit not being exempt either (465.2.c.10, Contre-attaque).

An assignment is a mapping of unit to amount. `legal_assignments` lists the assignments the
ordering rules allow when the damage does not cover every unit's lethal damage (each an order of
the units, filled in turn); when it does, every unit gets at least its lethal damage and the rest
goes anywhere (465.2.c.4). `refusal` explains in French, with the rule, why an answer is illegal.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import permutations
from typing import TYPE_CHECKING, Any

from judge.engine import statics
from judge.engine.events import EventKind
from judge.engine.replacement import Pending, applicable
from judge.engine.state import Card

if TYPE_CHECKING:
    from judge.engine.game import Game

#: The priority classes of damage assignment: Tank first, the others, Arrière-ligne last.
TANK, PLAIN, BACKLINE = 0, 1, 2
#: Beyond this many units the orders are not all listed (a combat rarely has more).
MAX_ORDERED = 7


@dataclass(frozen=True)
class Target:
    """An opposing unit that can be assigned damage, with its lethal damage and priority classes."""

    card: Card
    need: int
    classes: tuple[int, ...]

    @property
    def label(self) -> str:
        """How the unit is named in an answer: its id, else its name."""
        return self.card.alias or self.card.display


def lethal_need(card: Card, factor: int | None = 1) -> int:
    """142.4.b, 465.2.c.4: the damage still needed to make the damage marked on it lethal (at least 1).

    `factor` is what the replacements make of damage assigned to it (`replaced_factor`): with a
    doubling, the least amount that is lethal once doubled (465.2.c.4 (a), 465.2.c.5); None (prevented,
    or replaced by something else) leaves the usual need (465.2.c.10: not exempt)."""
    left = max(1, (card.might or 0) - card.damage)
    if factor is None or factor <= 1:
        return left
    return max(1, -(-left // factor))


def replaced_factor(game: Game, card: Card, source: Card | None = None) -> int | None:
    """465.2.c.5: what the replacement effects in force would make of combat damage assigned to
    `card`: 2 per doubling (each applies once, 370.2), None when one prevents it or replaces it with
    something else. « Vous pouvez » ones are left to their controller when the damage is dealt."""
    pending = Pending(EventKind.DAMAGE, {"card": card, "amount": 1, "source": source, "reason": "combat"})
    factor: int | None = 1
    for found in applicable(game, pending):
        if found.optional:
            continue
        if found.outcome == "double" and factor is not None:
            factor *= 2
        else:
            return None
    return factor


def classes_of(card: Card, last: bool = False) -> tuple[int, ...]:
    """815, 826, 465.2.c.8: Tank first, Arrière-ligne last; with both, either (the player's pick).
    `last`: the text Arrière-ligne condenses, « je reçois les dégâts de combat en dernier » (826.3)."""
    tank, backline = card.has_keyword("Tank"), card.has_keyword("Arrière-ligne") or last
    if tank and backline:
        return (TANK, BACKLINE)
    if tank:
        return (TANK,)
    if backline:
        return (BACKLINE,)
    return (PLAIN,)


def targets_of(cards: list[Card], game: Game | None = None) -> list[Target]:
    """The units to assign damage to, with what the rules need of each (with `game`, the replacement
    effects in force taken into account, 465.2.c.4 (a), 465.2.c.5)."""
    factors = {c.uid: replaced_factor(game, c) if game is not None else 1 for c in cards}
    last = {c.uid: game is not None and statics.assigned_last(game, c) for c in cards}
    return [
        Target(card, lethal_need(card, factors[card.uid]), classes_of(card, last[card.uid])) for card in cards
    ]


def _ordered(order: tuple[Target, ...]) -> bool:
    """Whether some pick of each unit's class puts the order by priority (465.2.c.6, 465.2.c.9)."""
    level = TANK
    for target in order:
        fits = [c for c in target.classes if c >= level]
        if not fits:
            return False
        level = min(fits)
    return True


def legal_assignments(targets: list[Target], total: int) -> list[dict[int, int]]:
    """The assignments (uid → amount) of `total` damage the ordering rules allow, when `total` does not
    cover every unit's lethal damage: for each order the priorities allow, lethal damage in turn."""
    found: dict[tuple[tuple[int, int], ...], dict[int, int]] = {}
    orders = permutations(targets) if len(targets) <= MAX_ORDERED else iter([_by_class(targets)])
    for order in orders:
        if not _ordered(order):
            continue
        left, plan = total, {}
        for target in order:
            given = min(target.need, left)
            plan[target.card.uid] = given
            left -= given
        key = tuple(sorted(plan.items()))
        found.setdefault(key, plan)
    return list(found.values())


def _by_class(targets: list[Target]) -> tuple[Target, ...]:
    return tuple(sorted(targets, key=lambda t: min(t.classes)))


def covers_all(targets: list[Target], total: int) -> bool:
    """Whether the damage gives every unit its lethal damage (465.2.c.4: then the rest goes anywhere)."""
    return total >= sum(t.need for t in targets)


def single_assignment(targets: list[Target], total: int) -> dict[int, int] | None:
    """The assignment when the rules leave only one, else None (a choice for the player)."""
    if not targets or total <= 0:
        return {}
    if covers_all(targets, total):
        if len(targets) == 1:
            return {targets[0].card.uid: total}
        if total == sum(t.need for t in targets):
            return {t.card.uid: t.need for t in targets}
        return None
    plans = legal_assignments(targets, total)
    return plans[0] if len(plans) == 1 else None


def read_answer(targets: list[Target], answer: Any) -> dict[int, int] | str:
    """A written answer `{id: amount}` as uid → amount (units left out get 0), or a French refusal."""
    if not isinstance(answer, Mapping):
        return "la répartition des dégâts s'écrit {ID: dégâts, …}, par exemple {d1: 3, d2: 2} (465.2.c)"
    names = ", ".join(t.label for t in targets)
    plan: dict[int, int] = {}
    for key, value in answer.items():
        matches = [t for t in targets if str(key) in (t.card.alias, t.card.display)]
        if not matches:
            return f"« {key} » n'est pas une unité adverse de ce combat (unités : {names}) (465.2.c)"
        if len(matches) > 1:
            return f"« {key} » désigne plusieurs unités : nommez-les par leur id ({names})"
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            return f"les dégâts assignés à {key} doivent être un entier positif ou nul (trouvé : {value!r})"
        uid = matches[0].card.uid
        plan[uid] = plan.get(uid, 0) + value
    for t in targets:  # the units the answer leaves out get nothing, after those it names
        plan.setdefault(t.card.uid, 0)
    return plan


def refusal(targets: list[Target], total: int, plan: dict[int, int]) -> str | None:
    """Why this assignment breaks the rules (French, with the rule), or None when it is legal."""
    given = sum(plan.values())
    if given != total:
        return (
            f"il faut assigner exactement {total} dégât(s), la puissance totale (465.2.c) ; trouvé : {given}"
        )
    if covers_all(targets, total):
        short = [t for t in targets if plan[t.card.uid] < t.need]
        if not short:
            return None
        t = short[0]
        return (
            f"{t.label} doit recevoir ses dégâts mortels ({t.need}) : il y a de quoi donner leurs dégâts "
            "mortels à toutes les unités avant d'en assigner davantage à l'une d'elles (465.2.c.3, 465.2.c.4)"
        )
    if any(plan == legal for legal in legal_assignments(targets, total)):
        return None
    return _why(targets, plan)


def _why(targets: list[Target], plan: dict[int, int]) -> str:
    """The rule an illegal assignment breaks, said in French."""
    amount = {t.card.uid: plan[t.card.uid] for t in targets}
    short = [t for t in targets if amount[t.card.uid] < t.need]
    over = [t for t in targets if amount[t.card.uid] > t.need]
    if over and short:
        return (
            f"{over[0].label} reçoit plus que ses dégâts mortels ({over[0].need}) alors que {short[0].label} "
            "n'a pas les siens (465.2.c.4)"
        )
    partial = [t for t in short if amount[t.card.uid] > 0]
    if len(partial) > 1:
        a, b = partial[0], partial[1]
        return (
            f"{a.label} et {b.label} reçoivent chacun des dégâts non mortels : une unité doit recevoir ses "
            "dégâts mortels en entier avant qu'une autre n'en reçoive (465.2.c.3)"
        )
    for t in targets:
        if TANK in t.classes and BACKLINE not in t.classes and amount[t.card.uid] < t.need:
            hit = [o for o in targets if TANK not in o.classes and amount[o.card.uid] > 0]
            if hit:
                return (
                    f"{t.label} a Tank : il doit recevoir ses dégâts mortels ({t.need}) avant "
                    f"{hit[0].label}, qui n'a pas Tank (815.1.b, 815.1.c.2, 465.2.c.6)"
                )
    for t in targets:
        if BACKLINE in t.classes and TANK not in t.classes and amount[t.card.uid] > 0:
            waiting = [o for o in targets if BACKLINE not in o.classes and amount[o.card.uid] < o.need]
            if waiting:
                return (
                    f"{t.label} a Arrière-ligne : il ne reçoit de dégâts qu'après les dégâts mortels de "
                    f"{waiting[0].label} (826.3, 826.4.b, 465.2.c.6)"
                )
    return (
        "cette répartition ne suit pas un ordre permis : dégâts mortels en entier unité après unité, "
        "Tank d'abord, Arrière-ligne en dernier (465.2.c.3, 465.2.c.6, 465.2.c.8)"
    )
