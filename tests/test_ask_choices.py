"""The judge's pick for a `choice_required` goes into the action's `choices:` list."""

from __future__ import annotations

import pytest
import yaml

from judge.ask.choices import answer_choice
from judge.errors import InputError

BOARD = """\
name: "2c2 : choix manquant"
setup:
  players:
    A: {team: rouge, main_deck: 0, trash: 2}
    B: {team: bleu}
actions:
  - draw: {player: A, count: 1}
  - end_turn: {}
"""


def test_the_option_is_appended_to_the_action() -> None:
    data = yaml.safe_load(answer_choice(BOARD, 0, "D"))
    assert data["actions"][0] == {"draw": {"player": "A", "count": 1, "choices": ["D"]}}
    again = yaml.safe_load(answer_choice(answer_choice(BOARD, 0, "D"), 0, {"card": "x"}))
    assert again["actions"][0]["draw"]["choices"] == ["D", {"card": "x"}]
    assert data["name"] == "2c2 : choix manquant"


def test_an_action_without_arguments_gets_a_mapping() -> None:
    assert yaml.safe_load(answer_choice(BOARD, 1, "oui"))["actions"][1] == {"end_turn": {"choices": ["oui"]}}


@pytest.mark.parametrize("board,step", [(BOARD, 5), (BOARD, -1), ("a: [", 0), ("- 1", 0)])
def test_a_bad_step_or_board_is_a_french_input_error(board: str, step: int) -> None:
    with pytest.raises(InputError):
        answer_choice(board, step, "B")
