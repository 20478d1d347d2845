"""`judge ask` on questions the rules do not cover, and on a vague question asked over a board."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.ask import ask
from judge.ask.scope import out_of_scope
from judge.cli import main

BOARD = """\
name: "Pioche sur un deck vide"
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


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("Combien coûte un booster en euros ?", "price"),
        ("Mon deck est-il légal en tournoi ?", "deck_legality"),
        ("Quelle pénalité pour un retard au match ?", "tournament"),
        ("Que fait la carte « Zorglub Magnifique » ?", "unknown_card"),
    ],
)
def test_out_of_scope_questions_get_a_plain_answer_with_nearest_topics(question: str, topic: str) -> None:
    answer = ask(question)
    assert answer.out_of_scope is not None and answer.out_of_scope.topic == topic
    assert answer.out_of_scope.nearest and not answer.hits
    assert answer.to_json()["out_of_scope"]["message"] == answer.out_of_scope.message


def test_game_questions_are_in_scope() -> None:
    # A cost in energy is a rule; a known card, even misspelt, is the catalogue's.
    for question in ("Combien coûte une unité en énergie ?", "Que fait la carte Brazen Bucaneer ?"):
        assert ask(question).out_of_scope is None, question


def test_tournament_penalties_are_in_scope_once_tournament_rules_are_imported() -> None:
    known = ["core Règles du jeu", "tournament Règles de tournoi"]
    assert out_of_scope("Quelle pénalité pour un retard ?", is_card=lambda _: True, documents=known) is None


def test_the_cli_says_the_rules_do_not_cover_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ask", "Combien", "coûte", "un", "booster", "en", "euros", "?"]) == 1
    out = capsys.readouterr().out
    assert "Hors des règles : Les règles ne parlent pas du prix" in out and "Sujets les plus proches" in out


def test_a_vague_question_with_a_board_brings_the_passages_of_the_rules_applied() -> None:
    # « Que se passe-t-il ? » has no content word: the trace (piocher, exténuation) says what it is about.
    answer = ask("Que se passe-t-il ?", BOARD)
    assert answer.searched and "Exténuation" in answer.searched
    assert answer.hits and not answer.nothing_found
    assert any("exténuation" in (h["text"] + h["title"]).lower() for h in answer.hits[:3])
