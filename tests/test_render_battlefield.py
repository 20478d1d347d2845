"""The battlefield as the board shows it: control, contested, scored, the sides and their units."""

from __future__ import annotations

from judge.render.battlefield import battlefield_view, unit_view
from judge.web.board_view import board_view


def test_a_contested_battlefield_names_who_contests_it_and_lists_the_controller_first() -> None:
    bf = {
        "id": "autel",
        "name": "Autel",
        "controller": "B",
        "contested": "A",  # 190.3.a: the player whose units applied the status
        "units": {"A": [{"name": "Soldat", "id": "u1", "might": 2}], "B": [{"name": "Géant", "might": 5}]},
    }
    view = battlefield_view(0, bf)
    assert view["contested"] and view["contested_by"] == "A"
    assert view["status"] == "contrôlé par B, contesté par A"
    assert [s["player"] for s in view["sides"]] == ["B", "A"]
    assert view["sides"][0]["summary"] == "1 unité, puissance totale 5"


def test_a_unit_shows_its_damage_statuses_and_whether_the_damage_is_lethal() -> None:
    unit = unit_view({"name": "Soldat", "might": 2, "damage": 2, "exhausted": True, "stunned": True})
    assert unit["flags"] == ["épuisée", "étourdie"]
    assert unit["lethal"]  # 142.4.b: damage at least its might
    assert not unit_view({"name": "Soldat", "might": 3, "damage": 2})["lethal"]


def test_the_scoring_step_controller_is_shown_in_team_games_only() -> None:
    state = {
        "mode": "2v2",
        "battlefields": [{"id": "forge", "name": "Forge", "scoring_step_controller": "A2"}],
    }
    assert board_view(state)["battlefields"][0]["held_at_scoring"] == "A2"
    state["mode"] = "duel"
    assert board_view(state)["battlefields"][0]["held_at_scoring"] is None


def test_a_setup_battlefield_written_by_hand_is_drawn_too() -> None:
    view = battlefield_view(0, {"card": "Pont", "units": {"A": ["Soldat"]}})
    assert view["name"] == "Pont" and view["status"] == "sans contrôleur, non contesté"
    assert view["sides"][0]["units"][0]["name"] == "Soldat"
