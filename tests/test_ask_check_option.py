"""The judge's answer to a `choice_required` has the shape a decision can take, or a French error."""

from __future__ import annotations

import pytest

from judge.ask.choices import MAX_ITEMS, MAX_OPTION, check_option
from judge.errors import InputError


@pytest.mark.parametrize(
    "option",
    ["D", 2, True, {"target": "x"}, ["r1", "r2"], {"u1": 2, "u2": 1}],
)
def test_a_text_a_number_a_boolean_a_named_answer_a_list_or_a_split_is_accepted(option: object) -> None:
    assert check_option(option) == option


@pytest.mark.parametrize(
    "option",
    [None, 1.5, "x" * (MAX_OPTION + 1), [["nested"]], list(range(MAX_ITEMS + 1)), {"a": "b", "c": "d"}],
)
def test_anything_else_is_a_french_input_error(option: object) -> None:
    with pytest.raises(InputError, match="choix illisible"):
        check_option(option)
