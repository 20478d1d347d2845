"""Turning a written action (`ActionSpec`) into an engine action through the verb registry,
resolving its card references on the board as it is when the action runs."""

from __future__ import annotations

from typing import Any

from judge.engine import actions as act
from judge.engine import registry
from judge.engine.game import Game
from judge.engine.state import Card, Zone, is_board_zone
from judge.errors import NotModelledError
from judge.scenario.model import ActionSpec
from judge.scenario.refs import refs_of, resolve


def to_action(
    game: Game, spec: ActionSpec, filename: str, aliases: frozenset[str] | set[str] = frozenset()
) -> act.Action:
    """The engine action for `spec`; `NotModelledError` for verbs the engine does not model yet."""
    verb = registry.verb(spec.verb)
    if verb is None or verb.build is None:
        missing = verb.not_modelled if verb is not None and verb.not_modelled else spec.verb
        raise NotModelledError(
            f"action {spec.index + 1} « {spec.verb} » : {missing} — pas encore modélisé",
            file=filename,
            line=spec.line,
            details={"step": spec.index, "verb": spec.verb, "what": spec.verb},
        )
    cards: tuple[int, ...] = ()
    if verb.refs:
        scope = _scope(game, spec, verb.scope)
        cards = tuple(resolve(game, ref, line, filename, scope, aliases).uid for ref, line in refs_of(spec))
    return verb.build(registry.Written(spec.verb, spec.args, cards, tuple(spec.choices)))


def _scope(game: Game, spec: ActionSpec, where: str | None) -> list[Card] | None:
    """Where a name is looked for: `from` (and `player`) when given, else the verb's scope."""
    a: dict[str, Any] = spec.args
    if "from" in a:
        zone = Zone(str(a["from"]))
        pids = [str(a["player"])] if a.get("player") is not None else game.order
        return [c for pid in pids for c in game.players[pid].zone(zone)]
    if where == "board":
        return game.cards_where(is_board_zone)
    if where == "hand":
        return [c for pid in game.order for c in game.players[pid].zone(Zone.HAND)]
    return None
