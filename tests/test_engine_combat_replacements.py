"""Combat damage and the replacement effects that apply to its assignment (465.2.c.4 (a), 465.2.c.5)."""

from __future__ import annotations

from judge.engine import combat_damage as cd
from judge.engine.cards import CardDef, CardType
from judge.engine.state import Card


def _unit(uid: int, alias: str, might: int, damage: int = 0) -> Card:
    definition = CardDef(name=f"Unité {alias}", type=CardType.UNIT, might=might)
    return Card(uid=uid, name=definition.name, owner="B", definition=definition, alias=alias,
                controller="B", base_might=might, damage=damage)  # fmt: skip


def test_a_three_might_unit_whose_damage_is_doubled_needs_two() -> None:
    # 465.2.c.4 (a), its example: 1 or 2 may be assigned; 2, doubled to 4, is the least lethal amount
    assert cd.lethal_need(_unit(1, "d1", 3), 2) == 2
    assert cd.lethal_need(_unit(1, "d1", 3), 1) == 3


def test_a_prevented_unit_still_needs_its_usual_lethal_damage() -> None:
    # 465.2.c.10, Contre-attaque: no amount is lethal, yet the unit is not exempt from the order
    assert cd.lethal_need(_unit(1, "d1", 2), None) == 2


def test_three_damage_on_two_two_might_units_one_doubled_is_one_and_two() -> None:
    # 465.2.c.5, its second example: 2 to the other defender, 1 (doubled to 2) to the doubled one
    doubled, other = _unit(1, "d1", 2), _unit(2, "d2", 2)
    targets = [
        cd.Target(doubled, cd.lethal_need(doubled, 2), cd.classes_of(doubled)),
        cd.Target(other, cd.lethal_need(other), cd.classes_of(other)),
    ]
    assert cd.single_assignment(targets, 3) == {1: 1, 2: 2}
    assert "465.2.c.4" in (cd.refusal(targets, 3, {1: 2, 2: 1}) or "")
