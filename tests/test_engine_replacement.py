"""Replacement effects see an event before it happens (370.1.c), at one point: burn out (431.5)
is the rules' own replacement, installed in every game and reached only through that point."""

from __future__ import annotations

import pytest

from judge.engine import actions as act
from judge.engine.burnout import BURN_OUT
from judge.engine.events import EventKind
from judge.engine.game import Game, StepLimitError
from judge.engine.replacement import Pending, Replacement
from judge.errors import RulesError
from judge.scenario.board import build_game
from judge.scenario.loader import load_text

BOARD = """name: remplacement
seed: 5
setup:
  players:
    A: {main_deck: 1, trash: 4}
    B: {}
actions: []
"""


#: A draw of 3 from 1 card: draw 1, burn out (the only opponent is chosen automatically), draw 2.
BURN_OUT_TRACE = ["action", "draw", "burnout", "recycle", "choice", "gain_point", "draw"]


def _game() -> Game:
    return build_game(load_text(BOARD))


def _kinds(game: Game) -> list[str]:
    return [str(e.kind) for e in game.log]


def test_burn_out_is_the_rules_own_replacement() -> None:
    game = _game()
    assert game.replacements == [BURN_OUT] and BURN_OUT.rules == ("431.5",)
    game.apply(act.Draw(player="A", count=3))
    assert _kinds(game) == BURN_OUT_TRACE


def test_without_it_a_short_deck_cannot_be_drawn_from() -> None:
    game = _game()
    game.replacements.clear()
    with pytest.raises(RulesError, match=r"431\.5"):
        game.apply(act.Draw(player="A", count=3))


def test_a_replacement_sees_the_draw_before_it_happens_and_applies_once() -> None:
    seen: list[Pending] = []

    def watch(game: Game, pending: Pending) -> bool:
        seen.append(pending)
        return False  # sees, does not apply: the rules' burn out still does

    game = _game()
    game.replacements.insert(0, Replacement("regard", ("370.1.c",), applies=watch, instead=lambda g, p: None))
    reference = _game()
    game.apply(act.Draw(player="A", count=3))
    reference.apply(act.Draw(player="A", count=3))
    # `zones` asks before each part of the draw moves; the short part is what burn out replaces.
    part = {"player": "A", "requested": 3, "from_zone": "main_deck", "to_zone": "hand"}
    assert [(p.kind, dict(p.data)) for p in seen] == [
        (EventKind.DRAW, {**part, "count": 1, "done": 1}),
        (EventKind.DRAW, {"player": "A", "count": 2, "sequence": 1}),
        (EventKind.RECYCLE, {"player": "A", "count": 4, "from_zone": "trash", "to_zone": "main_deck"}),
        # a point goes through the replacement step too (443: « passez… »)
        (EventKind.GAIN_POINT, {"player": "B", "amount": 1, "reason": "burnout"}),
        (EventKind.DRAW, {**part, "count": 2, "done": 3, "resumed": True}),
    ]
    assert [e.to_json() for e in game.log] == [e.to_json() for e in reference.log]

    applied: list[frozenset[str]] = []

    def record_then_burn_out(game: Game, pending: Pending) -> None:
        applied.append(pending.applied)
        BURN_OUT.instead(game, pending)  # then does what burn out does

    game = _game()
    trace = Replacement(
        "trace", ("370.2",), applies=lambda g, p: BURN_OUT.applies(g, p), instead=record_then_burn_out,
        logged=False,  # it stands in for burn out, whose `burnout` event is its own
    )
    game.replacements[:] = [trace]  # alone: with burn out too, the player would order them (372.1)
    game.apply(act.Draw(player="A", count=3))
    assert applied == [frozenset({"trace"})]
    assert _kinds(game) == BURN_OUT_TRACE


def test_a_replacement_that_keeps_applying_stops_at_the_step_limit() -> None:
    game = _game()
    game.replacements[:] = [  # alone: with burn out, both applying, the player would order them (372.1)
        Replacement("boucle", (), applies=lambda g, p: "sequence" in p.data, instead=lambda g, p: None)
    ]
    with pytest.raises(StepLimitError):
        game.apply(act.Draw(player="A", count=3))
