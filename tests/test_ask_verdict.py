"""The French verdict, computed from a simulation's events and error."""

from __future__ import annotations

from typing import Any

from judge.ask.verdict import verdict


def _ev(
    index: int, kind: str, parent: int | None = None, rules: tuple[str, ...] = (), **data: Any
) -> dict[str, Any]:
    return {"index": index, "kind": kind, "data": data, "rules": list(rules), "parent": parent, "step": 0}


def test_point_from_burnout_names_the_cause_and_the_rule() -> None:
    events = [
        _ev(0, "action"),
        _ev(1, "draw", 0, ("431.1.a",), player="A", count=1),
        _ev(2, "burnout", 1, ("431.2",), player="A"),
        _ev(3, "gain_point", 2, ("431.2.c",), player="B", count=1),
    ]
    assert verdict({"events": events, "error": None}) == "B gagne 1 point : exténuation de A (431.2.c)."


def test_repeated_burnouts_add_up_and_the_win_follows() -> None:
    events = [
        _ev(0, "burnout", None, ("431.2",), player="A"),
        _ev(1, "gain_point", 0, ("431.2.c",), player="B"),
        _ev(2, "burnout", None, ("431.2",), player="A"),
        _ev(3, "gain_point", 2, ("431.2.c",), player="B"),
        _ev(4, "win", None, ("431.3.c",), player="B"),
    ]
    text = verdict({"events": events})
    assert text == "B gagne 2 points : exténuation de A (431.2.c) ; B gagne la partie (431.3.c)."


def test_the_cause_rule_is_used_when_the_point_cites_none() -> None:
    events = [
        _ev(0, "conquer", None, ("630.1",), player="A", battlefield="Autel"),
        _ev(1, "gain_point", 0, (), player="A", count=1),
    ]
    assert verdict({"events": events}) == "A gagne 1 point : conquête de Autel (630.1)."


def test_choice_required_is_a_question_for_the_judge_with_its_options() -> None:
    error = {
        "code": "choice_required",
        "message": "choix manquant",
        "step": 0,
        "choice": "adversaire",
        "player": "A",
        "options": ["B", "D"],
        "line": 12,
    }
    text = verdict({"events": [], "error": error})
    assert text is not None
    assert text.startswith("Question pour le juge : A doit choisir « adversaire » (action 1)")
    assert "B, D" in text


def test_illegal_action_names_the_step() -> None:
    error = {"code": "illegal_action", "message": "l'unité est épuisée", "step": 1}
    assert verdict({"events": [], "error": error}) == "Action illégale à l'action 2 : l'unité est épuisée."


def test_nothing_happens_is_said_plainly() -> None:
    assert verdict({"events": [_ev(0, "draw", None, ("413.4",), player="A")]}) == (
        "Aucun point n'est marqué et personne ne gagne."
    )


def test_no_simulation_no_verdict() -> None:
    assert verdict(None) is None
