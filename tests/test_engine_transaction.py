"""`Game.apply` is a transaction: a refused action, one the engine does not model, one that loops
or one whose choice nobody answered leaves the whole state exactly as before (python-chess's
exact undo). The end of the game is an `Outcome` value; a pending decision resumes on an answer."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import actions as act
from judge.engine.decisions import Decision
from judge.engine.events import EventKind
from judge.engine.game import Game
from judge.engine.outcome import Outcome
from judge.engine.replacement import Pending, Replacement
from judge.engine.snapshot import full_state
from judge.errors import JudgeError
from judge.scenario.board import build_game
from judge.scenario.loader import load_text
from judge.scenario.runner import run_text

BOARD = """name: transaction
seed: 5
cards:
  Soldat d'essai: {type: unit, might: 2, cost: {energy: 2}}
  Équipement d'essai: {type: gear}
  Champ d'essai: {type: battlefield}
setup:
  mode: 2v2
  victory_score: 3
  turn: {player: A, phase: main}
  players:
    A:
      team: rouge
      main_deck: [{card: Charm, id: d1}, 1]
      trash: [{card: Charm, id: t1}, 2]
      hand: [{card: Charm, id: h1}]
      base:
        - {card: Soldat d'essai, id: s1}
        - {card: Soldat d'essai, id: s2, exhausted: true, attached: [{card: Équipement d'essai, id: g1}]}
      rune_deck: [fury, calm]
      runes: [{domain: fury, id: r1}, {domain: calm, id: r2}]
    B: {team: bleu, main_deck: 0, base: [{card: Soldat d'essai, id: e1}]}
    C: {team: rouge, main_deck: 2}
    D: {team: bleu}
  battlefields:
    - {card: Champ d'essai, id: bf1}
actions: []
"""

SCENARIO = load_text(BOARD, "transaction.yaml")


def _game() -> Game:
    return build_game(SCENARIO)


def _uids(game: Game) -> dict[str, int]:
    return {c.alias: c.uid for c, _z in game.all_cards() if c.alias}


ALIASES = ["d1", "t1", "h1", "s1", "s2", "g1", "e1", "r1", "r2"]
on_cards = st.builds(
    lambda verb, aliases: (verb, tuple(dict.fromkeys(aliases))),
    st.sampled_from(["exhaust", "ready", "kill", "banish", "recycle", "discard"]),
    st.lists(st.sampled_from(ALIASES), min_size=1, max_size=3),
)
other = st.one_of(
    st.builds(lambda p, n: ("draw", (p, n)), st.sampled_from("ABCD"), st.integers(0, 5)),
    st.builds(lambda p, n: ("burn", (p, n)), st.sampled_from("ABCD"), st.integers(0, 5)),
    st.builds(lambda a, to, std: ("move", (a, to, std)), st.sampled_from(["s1", "s2", "e1", "h1"]),
              st.sampled_from(["bf1", "base", "nulle_part"]), st.booleans()),
    st.builds(lambda p, r: ("gain_points", (p, r)), st.sampled_from("ABCD"),
              st.sampled_from(["effect", "conquest"])),
    st.just(("end_turn", ())),
    st.just(("next_phase", ())),
)  # fmt: skip
answers = st.lists(st.sampled_from(["B", "D", "A", "r1 > r2", "inconnu"]), max_size=2)


def _build(game: Game, spec: tuple[str, tuple[object, ...]], choices: list[str]) -> act.Action:
    verb, args = spec
    uids = _uids(game)
    c = tuple(choices)
    if verb in ("exhaust", "ready", "kill", "banish", "recycle", "discard"):
        cls = {"exhaust": act.Exhaust, "ready": act.Ready, "kill": act.Kill, "banish": act.Banish,
               "recycle": act.Recycle, "discard": act.Discard}[verb]  # fmt: skip
        return cls(targets=tuple(uids[str(a)] for a in args if str(a) in uids), choices=c)
    if verb == "draw":
        return act.Draw(player=str(args[0]), count=int(str(args[1])), choices=c)
    if verb == "burn":
        return act.Burn(player=str(args[0]), count=int(str(args[1])), choices=c)
    if verb == "move":
        unit = uids.get(str(args[0]))
        return act.Move(units=(unit,) if unit else (), to=str(args[1]), standard=bool(args[2]), choices=c)
    if verb == "gain_points":
        return act.GainPoints(player=str(args[0]), count=2, reason=str(args[1]), choices=c)
    return act.EndTurn(choices=c) if verb == "end_turn" else act.NextPhase(choices=c)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.one_of(on_cards, other), answers), min_size=1, max_size=8))
def test_a_refused_or_waiting_action_leaves_the_full_state_as_before(steps: list[tuple]) -> None:  # type: ignore[type-arg]
    game = _game()
    for spec, choices in steps:
        action = _build(game, spec, choices)
        before = full_state(game)
        try:
            result = game.apply(action)
        except JudgeError:
            assert full_state(game) == before  # refused: not one event, not one card moved
            continue
        if isinstance(result, Decision):
            after = full_state(game)
            assert after["pending"] == result.to_json()
            assert {**after, "pending": None} == {**before, "pending": None}  # waiting, board untouched
            break
        if isinstance(result, Outcome):
            break


def test_a_2v2_burn_out_without_its_answer_waits_before_anything_happened() -> None:
    game = _game()
    before = full_state(game)
    decision = game.apply(act.Draw(player="B", count=1))
    assert isinstance(decision, Decision)
    assert (decision.player, decision.choice, decision.options) == ("B", "burnout_opponent", ("A", "C"))
    assert decision.rules == ("431.2.c",)
    # Nothing half done: the trash is not recycled and nobody has the point yet.
    assert full_state(game) == {**before, "pending": decision.to_json()}
    assert game.legality(act.EndTurn()) is not None  # the game waits for the answer


def test_an_answer_resumes_the_waiting_game_from_its_decision() -> None:
    game = _game()
    game.apply(act.Draw(player="B", count=1))
    with pytest.raises(JudgeError, match="illégale"):
        game.answer("D")  # a teammate of B is not an opponent (431.2.c)
    assert game.pending is not None
    # B's deck and trash are empty: each burn out asks again (431.3) until red wins at 3 (431.3.c.1).
    second = game.answer("C")
    assert isinstance(second, Decision) and second.at == 1 and game.log == []
    assert isinstance(game.answer("C"), Decision)
    outcome = game.answer("C")
    assert isinstance(outcome, Outcome) and outcome.winner == "C" and outcome.immediate
    answered = _game()
    answered.apply(act.Draw(player="B", count=1, choices=({"burnout_opponent": "C"},) * 3))
    assert full_state(game) == full_state(answered)  # the same as if the file had answered
    assert game.players["A"].points == 3 and game.pending is None


def test_the_end_of_the_game_is_an_outcome_value() -> None:
    game = _game()
    outcome = game.apply(act.GainPoints(player="A", count=3))
    assert isinstance(outcome, Outcome)
    assert (outcome.winner, outcome.players, outcome.team, outcome.immediate) == (
        "A",
        ("A", "C"),
        "rouge",
        False,
    )
    assert game.winner == "A" and game.legal_actions() == []
    before = full_state(game)
    with pytest.raises(JudgeError, match="terminée"):
        game.apply(act.Draw(player="B", count=1))
    assert full_state(game) == before


def test_the_runner_reports_choice_required_on_the_untouched_board() -> None:
    result = run_text(BOARD.replace("actions: []", "actions:\n  - draw: {player: B, count: 1}"))
    assert result.error is not None and result.error.code == "choice_required"
    assert result.error.details["options"] == ["A", "C"]
    assert result.pending is not None and result.events == []
    assert result.state["players"]["A"]["points"] == 0 and result.state["players"]["B"]["points"] == 0


def test_a_structured_answer_is_checked_and_resumes_like_an_option() -> None:
    def three_damage(answer: object) -> str | None:
        if isinstance(answer, dict) and sum(answer.values()) == 3:
            return None
        return "3 dégâts à répartir entre les unités"

    def split(game: Game, pending: Pending) -> None:
        game.choose_value("A", "damage_split", three_damage, ("460.1",))

    game = _game()
    game.replacements.insert(
        0, Replacement("partage", (), applies=lambda g, p: p.kind is EventKind.DRAW, instead=split)
    )
    decision = game.apply(act.Draw(player="A", count=1))
    assert isinstance(decision, Decision) and decision.options == () and decision.choice == "damage_split"
    assert "réponse structurée" in decision.error().message
    with pytest.raises(JudgeError, match="3 dégâts"):
        game.answer({"s1": 2})
    assert game.answer({"s1": 2, "e1": 1}) is None
    chosen = [e.data for e in game.log if e.kind is EventKind.CHOICE]
    assert chosen == [
        {
            "player": "A",
            "choice": "damage_split",
            "options": [],
            "answer": {"s1": 2, "e1": 1},
            "automatic": False,
        }
    ]
