"""Showdowns and combat read like rulings: damage assignment (465.2.c), focus (345-348), keywords."""

from __future__ import annotations

from judge.engine import actions as act
from judge.engine import combat_damage as cd
from judge.engine.cards import CardDef, CardType
from judge.engine.chain import Pass, Resolve
from judge.engine.decisions import Decision
from judge.engine.game import Game
from judge.engine.snapshot import full_state
from judge.engine.state import Battlefield, Card, Player, Turn, Zone


def _unit(uid: int, alias: str, might: int, *keywords: str, damage: int = 0) -> Card:
    definition = CardDef(name=f"Unité {alias}", type=CardType.UNIT, might=might, keywords=tuple(keywords))
    return Card(uid=uid, name=definition.name, owner="B", definition=definition, alias=alias,
                controller="B", base_might=might, damage=damage)  # fmt: skip


def _plans(targets: list[cd.Target], total: int) -> list[dict[str, int]]:
    labels = {t.card.uid: t.label for t in targets}
    return [{labels[u]: n for u, n in plan.items() if n} for plan in cd.legal_assignments(targets, total)]


def test_five_damage_among_four_three_might_units_is_three_then_two() -> None:
    targets = cd.targets_of([_unit(i, f"d{i}", 3) for i in range(1, 5)])
    assert all(sorted(p.values()) == [2, 3] for p in _plans(targets, 5))
    spread = {t.card.uid: n for t, n in zip(targets, (2, 1, 1, 1), strict=True)}
    assert "465.2.c.3" in (cd.refusal(targets, 5, spread) or "")


def test_damage_already_marked_lowers_what_is_lethal() -> None:
    targets = cd.targets_of([_unit(i, f"d{i}", 3, damage=1) for i in range(1, 5)])
    assert {t.need for t in targets} == {2}
    too_much = {
        targets[0].card.uid: 3,
        targets[1].card.uid: 2,
        targets[2].card.uid: 0,
        targets[3].card.uid: 0,
    }
    assert "465.2.c.4" in (cd.refusal(targets, 5, too_much) or "")


def test_tank_first_then_plain_then_backline_leaves_one_assignment() -> None:
    tank, plain, back = _unit(1, "t", 3, "Tank"), _unit(2, "p", 3), _unit(3, "b", 3, "Arrière-ligne")
    targets = cd.targets_of([back, plain, tank])
    assert cd.single_assignment(targets, 5) == {tank.uid: 3, plain.uid: 2, back.uid: 0}


def test_skipping_a_tank_is_refused_with_its_rule() -> None:
    tank, g1, g2 = _unit(1, "t", 3, "Tank"), _unit(2, "g1", 2), _unit(3, "g2", 2)
    targets = cd.targets_of([tank, g1, g2])
    reason = cd.refusal(targets, 4, {g1.uid: 2, g2.uid: 2, tank.uid: 0})
    assert reason is not None and "815.1.b" in reason


def test_a_backline_unit_given_tank_goes_first_or_last_never_between() -> None:
    both, g1, g2 = _unit(1, "c", 2, "Arrière-ligne", "Tank"), _unit(2, "g1", 2), _unit(3, "g2", 2)
    targets = cd.targets_of([both, g1, g2])
    plans = _plans(targets, 3)
    assert {"c": 2, "g1": 1} in plans and {"g1": 2, "g2": 1} in plans
    assert {"g1": 2, "c": 1} not in plans


def test_damage_beyond_every_lethal_goes_anywhere_so_it_is_a_choice() -> None:
    targets = cd.targets_of([_unit(1, "a", 2), _unit(2, "b", 1)])
    assert cd.single_assignment(targets, 3) == {1: 2, 2: 1}
    assert cd.single_assignment(targets, 4) is None
    assert cd.refusal(targets, 4, {1: 3, 2: 1}) is None
    assert cd.refusal(targets, 4, {1: 4, 2: 0}) is not None


def test_an_answer_names_units_by_id_and_nothing_else() -> None:
    targets = cd.targets_of([_unit(1, "d1", 2)])
    assert cd.read_answer(targets, {"d1": 2}) == {1: 2}
    assert "n'est pas une unité adverse" in str(cd.read_answer(targets, {"x9": 2}))
    assert "entier" in str(cd.read_answer(targets, {"d1": -1}))


def _fight(attacker_might: int, defenders: list[Card]) -> Game:
    game = Game([Player("A"), Player("B")], turn=Turn(player="A"))
    attacker = _unit(100, "a1", attacker_might)
    attacker.owner = attacker.controller = "A"
    game.players["A"].zones[Zone.BASE].append(attacker)
    bf_card = Card(
        uid=200, name="Pont", owner="A", definition=CardDef(name="Pont", type=CardType.BATTLEFIELD)
    )
    game.battlefields.append(Battlefield(card=bf_card, alias="pont", controller="B", units={"B": defenders}))
    game.apply(act.Move(units=(100,), to="pont", standard=True))
    return game


def test_a_move_into_enemy_units_opens_a_combat_with_the_attacker_holding_focus() -> None:
    game = _fight(3, [_unit(1, "d1", 2)])
    assert game.turn.showdown == "pont" and game.turn.combat
    assert (game.turn.attacker, game.turn.defender, game.turn.focus) == ("A", "B", "A")
    assert game.battlefield("pont").contested_by == "A"  # type: ignore[union-attr]


def test_an_unanswered_split_waits_then_resumes_from_the_answer() -> None:
    game = _fight(3, [_unit(1, "d1", 2), _unit(2, "d2", 2)])
    before = full_state(game)
    pending = game.apply(Resolve())
    assert isinstance(pending, Decision) and pending.choice == "combat_damage" and pending.player == "A"
    waiting = full_state(game)
    assert waiting["zones"] == before["zones"] and waiting["turn"] == before["turn"]
    game.answer({"d2": 2, "d1": 1})
    assert game.zone_of(game.card_by_uid(2)) == "trash"
    assert game.turn.showdown is None and game.battlefield("pont").controller == "B"  # type: ignore[union-attr]


def test_passing_focus_is_only_for_the_player_who_has_it() -> None:
    game = _fight(3, [_unit(1, "d1", 2)])
    assert game.legality(Pass(player="B")) is not None
    assert game.legality(Pass(player="A")) is None
    game.apply(Pass(player="A"))
    assert game.turn.focus == "B" and game.turn.showdown == "pont"
