"""Turning a written action (`ActionSpec`) into an engine action, resolving its card
references on the board as it is when the action runs."""

from __future__ import annotations

from typing import Any

from judge.engine import actions as act
from judge.engine.game import Game
from judge.engine.state import Card, Zone, is_board_zone
from judge.errors import NotModelledError
from judge.scenario.model import ActionSpec
from judge.scenario.refs import refs_of, resolve
from judge.scenario.schema import NOT_MODELLED_VERBS

_TARGET_VERBS: dict[str, type[act.OnCards]] = {
    "exhaust": act.Exhaust,
    "ready": act.Ready,
    "banish": act.Banish,
    "recycle": act.Recycle,
    "discard": act.Discard,
    "kill": act.Kill,
}


def to_action(
    game: Game, spec: ActionSpec, filename: str, aliases: frozenset[str] | set[str] = frozenset()
) -> act.Action:
    """The engine action for `spec`; `NotModelledError` for verbs the engine does not model yet."""
    a = spec.args
    choices = tuple(spec.choices)
    if spec.verb in NOT_MODELLED_VERBS:
        raise NotModelledError(
            f"action {spec.index + 1} « {spec.verb} » : {NOT_MODELLED_VERBS[spec.verb]} — "
            "pas encore modélisé",
            file=filename,
            line=spec.line,
            details={"step": spec.index, "verb": spec.verb},
        )
    if spec.verb == "draw":
        return act.Draw(player=str(a["player"]), count=a["count"], choices=choices)
    if spec.verb == "burn":
        return act.Burn(player=str(a["player"]), count=a["count"], choices=choices)
    if spec.verb in ("look", "reveal", "predict"):
        then = tuple(act.Then(to=str(t["to"]), count=int(t.get("count", 1))) for t in a.get("then") or ())
        return act.Look(
            player=str(a["player"]), count=a.get("count", 1), mode=spec.verb, then=then, choices=choices
        )
    if spec.verb == "end_turn":
        return act.EndTurn(choices=choices)
    if spec.verb == "next_phase":
        return act.NextPhase(choices=choices)
    if spec.verb == "gain_points":
        return act.GainPoints(
            player=str(a["player"]),
            count=a["count"],
            reason=str(a.get("reason") or "effect"),
            choices=choices,
        )
    scope = _scope(game, spec)
    cards = tuple(resolve(game, ref, line, filename, scope, aliases).uid for ref, line in refs_of(spec))
    if spec.verb == "move":
        return act.Move(
            units=cards, to=str(a["to"]), standard=bool(a.get("standard", False)), choices=choices,
            player=_actor(a),
        )  # fmt: skip
    if spec.verb in ("exhaust", "ready"):
        kind = act.Exhaust if spec.verb == "exhaust" else act.Ready
        return kind(targets=cards, choices=choices, player=_actor(a))
    return _TARGET_VERBS[spec.verb](targets=cards, choices=choices)


def _actor(a: dict[str, Any]) -> str | None:
    """The player responsible for a move, exhaust or ready (411.1), when the file names one."""
    return str(a["player"]) if a.get("player") is not None else None


def _scope(game: Game, spec: ActionSpec) -> list[Card] | None:
    """Where a name is looked for: `from` (and `player`) when given, the board for board verbs."""
    a: dict[str, Any] = spec.args
    if "from" in a:
        zone = Zone(str(a["from"]))
        pids = [str(a["player"])] if a.get("player") is not None else game.order
        return [c for pid in pids for c in game.players[pid].zone(zone)]
    if spec.verb in ("exhaust", "ready", "move", "kill"):
        return [c for c, z in game.all_cards() if is_board_zone(z)]
    if spec.verb == "discard":
        return [c for pid in game.order for c in game.players[pid].zone(Zone.HAND)]
    return None
