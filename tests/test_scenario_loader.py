"""Bad scenario files: each gets a French message with the file and line, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import ScenarioError
from judge.scenario.loader import load_file, load_text

FIXTURES = Path(__file__).parent / "fixtures" / "scenarios"


@pytest.mark.parametrize(
    ("name", "line", "needle"),
    [
        ("syntaxe_yaml.yaml", 5, "YAML invalide"),
        ("cle_inconnue.yaml", 5, "« main_deck »"),
        ("verbe_inconnu.yaml", 7, "« draw »"),
        ("joueur_inconnu.yaml", 7, "« Alice »"),
        ("carte_inconnue.yaml", 5, "« Charm »"),
        ("nombre_negatif.yaml", 7, "le minimum est 0"),
        ("chemin_inconnu.yaml", 9, "chemin « players.A.deck.count » inconnu"),
        ("zone_inconnue.yaml", 7, "« main_deck »"),
    ],
)
def test_bad_file_names_file_line_and_closest_names(name: str, line: int, needle: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        load_file(FIXTURES / name)
    err = caught.value
    assert err.line == line
    assert err.file is not None and err.file.endswith(name)
    assert needle in err.message
    assert err.located().startswith(f"{err.file}:{line} : ")


def test_ambiguous_name_is_reported_at_the_action_line() -> None:
    from judge.scenario.runner import run_file

    with pytest.raises(ScenarioError) as caught:
        run_file(FIXTURES / "nom_ambigu.yaml")
    assert caught.value.line == 10
    assert "2 exemplaires" in caught.value.message


def test_duplicate_id_and_duplicate_key() -> None:
    text = """name: x
setup:
  players:
    A: {hand: [{card: Charm, id: c1}, {card: Charm, id: c1}]}
    B: {}
actions: []
"""
    with pytest.raises(ScenarioError, match="déjà donné"):
        load_text(text)
    with pytest.raises(ScenarioError) as caught:
        load_text("name: x\nname: y\nsetup: {players: {A: {}, B: {}}}\nactions: []\n")
    assert caught.value.line == 2


def test_english_and_french_names_and_inline_cards() -> None:
    text = """name: x
cards:
  Soldat d'essai: {type: unit, might: 2, cost: {energy: 2}}
setup:
  players:
    A: {base: [{card: Soldat d'essai, id: s1}, Recruit, recrue]}
    B: {}
actions: []
"""
    scenario = load_text(text)
    base = scenario.setup.players[0].zones["base"]
    assert [e.name for e in base[1:]] == ["Recrue", "Recrue"]
    assert scenario.setup.players[0].zones["base"][0].might == 2


def test_inline_card_with_bad_type_names_its_line() -> None:
    text = "name: x\ncards:\n  Truc: {type: sort}\nsetup: {players: {A: {}, B: {}}}\nactions: []\n"
    with pytest.raises(ScenarioError, match="type de carte") as caught:
        load_text(text, "f.yaml")
    assert caught.value.line == 3


def test_duel_needs_two_players_and_2v2_shares_points() -> None:
    with pytest.raises(ScenarioError, match="deux joueurs"):
        load_text("name: x\nsetup: {players: {A: {}}}\nactions: []\n")
    text = """name: x
setup:
  mode: 2v2
  players:
    A: {team: r, points: 3}
    B: {team: b}
    C: {team: r, points: 2}
    D: {team: b}
actions: []
"""
    with pytest.raises(ScenarioError, match=r"489\.8\.d\.1"):
        load_text(text)


def test_a_token_cannot_be_written_off_the_board() -> None:
    text = "name: x\nsetup:\n  players:\n    A: {trash: [Recrue]}\n    B: {}\nactions: []\n"
    with pytest.raises(ScenarioError, match=r"\(186\)") as caught:
        load_text(text)
    assert caught.value.line == 4


def test_a_folder_or_a_missing_file_is_a_french_error(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="c'est un dossier"):
        load_file(tmp_path)
    with pytest.raises(ScenarioError, match="introuvable"):
        load_file(tmp_path / "absent.yaml")
    latin = tmp_path / "latin1.yaml"
    latin.write_bytes("name: Exténuation\n".encode("latin-1"))
    with pytest.raises(ScenarioError, match="UTF-8"):
        load_file(latin)
