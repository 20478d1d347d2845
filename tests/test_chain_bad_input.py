"""The bad input of playing, paying and activating, on the command line and over HTTP: each gives a
clear French error naming what was wrong and what was expected, never a traceback, never a 500.

A refusal while the game runs (a card not where it is played from, an illegal target, an exhausted
rune, an unpayable cost, an answer of the wrong type) stops the run with its code; a file that names
something that does not exist (a rune, an ability, a card in `pay.use`) is refused when it is read,
with its line."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from judge.cli import main

HEAD = """name: entrée invalide
cards:
  Soldat d'essai: {type: unit, might: 2, cost: {energy: 2}}
  Sort lent:
    type: spell
    cost: {energy: 1}
    abilities:
      - spell: {effects: [draw: 1]}
  Sort payant:
    type: spell
    cost: {energy: 1}
    abilities:
      - additional_cost: {optional: true, cost: [energy: 1]}
      - spell: {effects: [draw: 1]}
  Champ d'essai: {type: battlefield}
setup:
  turn: {player: A, phase: main}
  players:
    A:
      hand: [{card: Sort lent, id: s}, {card: Soldat d'essai, id: u}, {card: Sort payant, id: p},
             {card: Charm, id: c}]
      base: [{card: Soldat d'essai, id: a1}, {card: Baliste de fer, id: bal}, {card: PO, id: po},
             {card: "Renata Glasc, Mastermind", id: ren}]
      runes: [{domain: calm, id: r1}, {domain: calm, id: r2, exhausted: true}]
      trash: [{card: Sort lent, id: s2}]
      main_deck: 3
    B:
      base: [{card: Soldat d'essai, id: b1}]
  battlefields:
    - {card: Champ d'essai, id: bf, controller: B, units: {B: [{card: Soldat d'essai, id: b2}]}}
actions:
"""

#: (what the judge did wrong, the action, the error code, a piece of the French message)
REFUSED_WHILE_RUNNING = [
    ("carte jouée d'une zone où elle n'est pas", "play: {player: A, card: s2}", "illegal_action",
     "n'est pas dans la main de A"),
    ("cible illégale", "play: {player: A, card: c, targets: [a1], pay: {exhaust: [r1]}, choices: [base]}",
     "illegal_action", "cible illégale"),
    ("rune épuisée dans pay", "play: {player: A, card: s, pay: {exhaust: [r2]}}", "cost_unpaid",
     "déjà épuisée"),
    ("coût impayable", "play: {player: A, card: u, pay: {exhaust: [r1]}}", "cost_unpaid",
     "il manque 1 énergie"),
    ("réponse du mauvais type", "play: {player: A, card: p, choices: [3]}", "illegal_action",
     "true ou false"),
    ("compétence sans ressource dans pay.use", "play: {player: A, card: s, pay: {use: [bal]}}",
     "illegal_action", "n'a aucune compétence qui ajoute des ressources"),
]  # fmt: skip

#: (what the judge did wrong, the action, a piece of the French message): refused when the file is read
REFUSED_WHEN_READ = [
    ("rune absente de pay", "play: {player: A, card: s, pay: {exhaust: [r9]}}", "qu'aucun joueur n'a en jeu"),
    ("numéro de compétence qui n'existe pas", "activate: {player: A, source: bal, ability: 3}",
     "n'a pas de compétence activée n° 3"),
    ("texte de compétence qui ne correspond à rien", "activate: {player: A, source: ren, ability: voler}",
     "n'a pas de compétence activée « voler »"),
    ("texte de compétence ambigu", "activate: {player: A, source: ren, ability: esprit}",
     "désigne plusieurs compétences activées"),
    ("carte absente de pay.use", "play: {player: A, card: s, pay: {use: [fantome]}}",
     "qu'aucune carte du plateau n'a pour id"),
]  # fmt: skip


@pytest.mark.parametrize("case", REFUSED_WHILE_RUNNING, ids=[c[0] for c in REFUSED_WHILE_RUNNING])
def test_the_command_line_stops_with_the_code_and_a_french_reason(
    case: tuple[str, str, str, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, action, code, said = case
    board = tmp_path / "plateau.yaml"
    board.write_text(HEAD + f"  - {action}\n", encoding="utf-8")
    main(["run", str(board)])
    out = capsys.readouterr()
    assert f"Arrêt ({code})" in out.out and said in out.out.replace("\n", " ")
    assert "Traceback" not in out.out + out.err


@pytest.mark.parametrize("case", REFUSED_WHEN_READ, ids=[c[0] for c in REFUSED_WHEN_READ])
def test_the_command_line_refuses_the_file_with_its_line(
    case: tuple[str, str, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, action, said = case
    board = tmp_path / "plateau.yaml"
    text = HEAD + f"  - {action}\n"
    board.write_text(text, encoding="utf-8")
    assert main(["run", str(board)]) == 2
    err = capsys.readouterr().err
    line = len(text.splitlines())
    assert f"{board}:{line}" in err and said in err.replace("\n", " ") and "Traceback" not in err


@pytest.mark.parametrize("case", REFUSED_WHILE_RUNNING, ids=[c[0] for c in REFUSED_WHILE_RUNNING])
def test_the_api_answers_the_code_and_the_french_reason(
    case: tuple[str, str, str, str], client: httpx.Client
) -> None:
    _, action, code, said = case
    r = client.post("/api/scenarios/run", content=HEAD + f"  - {action}\n")
    assert r.status_code == 200, r.text
    error = r.json()["error"]
    assert error["code"] == code and said in error["message"]


@pytest.mark.parametrize("case", REFUSED_WHEN_READ, ids=[c[0] for c in REFUSED_WHEN_READ])
def test_the_api_refuses_the_file_in_french_never_a_500(
    case: tuple[str, str, str], client: httpx.Client
) -> None:
    _, action, said = case
    text = HEAD + f"  - {action}\n"
    r = client.post("/api/scenarios/run", content=text)
    assert r.status_code == 422, r.text  # the file is refused as a whole, with its line
    error = r.json()["error"]
    assert error["code"] == "invalid_scenario" and error["line"] == len(text.splitlines())
    assert said in error["message"] and "Traceback" not in r.text
