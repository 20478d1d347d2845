"""`judge ask` from the command line, and `ask()` itself, on the embedded corpus."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.ask import ask
from judge.cli import main
from judge.errors import InputError, ScenarioError

BOARD = """\
name: "Exténuation en piochant"
question: "Mon deck principal est vide et je dois piocher : que se passe-t-il ?"
setup:
  turn: {player: A, phase: main}
  players:
    A: {main_deck: 0, trash: 3}
    B: {points: 2}
actions:
  - draw: {player: A, count: 1}
"""


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUDGE_HOME", str(tmp_path / "home"))


def test_the_board_question_is_used_and_the_verdict_opens_the_answer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    board = tmp_path / "plateau.yaml"
    board.write_text(BOARD, encoding="utf-8")
    assert main(["ask", "--board", str(board)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Question : Mon deck principal est vide")
    assert "Verdict : B gagne 1 point : exténuation de A (431.2.c" in out
    assert "Règles appliquées :" in out and "Simulation :" in out
    assert "judge corpus import" in out  # 431.2.c is not in the embedded excerpts


def test_json_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    board = tmp_path / "plateau.yaml"
    board.write_text(BOARD, encoding="utf-8")
    assert main(["ask", "une question sur la pioche", "--board", str(board), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) >= {
        "question",
        "verdict",
        "hits",
        "applied_rules",
        "simulation",
        "nothing_found",
        "suggestions",
    }
    assert data["question"] == "une question sur la pioche"
    assert data["simulation"]["events"][0]["text"]


def test_nothing_found_exits_1_with_glossary_terms(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ask", "recette", "de", "la", "tarte", "aux", "pommes"]) == 1
    out = capsys.readouterr().out
    assert "Rien de pertinent trouvé" in out and "Termes du glossaire les plus proches" in out
    assert "Extraits" not in out


def test_unreadable_board_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ask", "x", "--board", str(tmp_path / "absent.yaml")]) == 2
    assert "impossible de lire le plateau" in capsys.readouterr().err


def test_no_question_and_no_board_is_an_input_error() -> None:
    with pytest.raises(InputError):
        ask(None)
    with pytest.raises(InputError):
        ask("x" * 5000)


def test_a_malformed_board_is_a_scenario_error_with_its_line() -> None:
    with pytest.raises(ScenarioError) as err:
        ask("x", "name: x\nsetup: [\n")
    assert err.value.line is not None
    with pytest.raises(ScenarioError):
        ask("x", "name: \x07")


def test_a_card_the_engine_does_not_model_is_named() -> None:
    board = BOARD.replace(
        "A: {main_deck: 0, trash: 3}", "A: {main_deck: 2, hand: [{card: Monastery of Hirana, id: st}]}"
    )
    # its conquest trigger is run by the engine, not its cost « dépensez un buff »
    answer = ask("Monastery of Hirana", board)
    assert any("Monastery of Hirana" in line and "pas modélisée" in line for line in answer.not_modelled)


def test_applied_rules_without_text_share_one_line_and_one_pointer(
    capsys: pytest.CaptureFixture[str],
) -> None:
    board = Path(__file__).resolve().parents[1] / "scenarios" / "déplacement" / "deplacement_standard.yaml"
    assert main(["ask", "--board", str(board)]) == 0
    out = capsys.readouterr().out
    applied = out.split("Règles appliquées :\n", 1)[1].split("\n\n", 1)[0]
    assert "  144.2 — Unités (événement #1)\n    Épuiser" in applied  # a seed rule: its text in full
    bare = [
        line for line in applied.splitlines() if line.startswith("  Sans texte dans le corpus embarqué : ")
    ]
    block = " ".join(applied.split("  Sans texte dans le corpus embarqué : ", 1)[1].split())
    # each rule without text is named by its stored heading title
    assert len(bare) == 1 and "420.2.b Déplacer (#2)" in block and "448 Déplacement (#2)" in block
    assert applied.count("judge corpus import") == 1 and "420.2.b (événement" not in applied
