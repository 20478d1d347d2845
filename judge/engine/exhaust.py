"""Exhaust (414) and ready (415): states of board objects other than spells."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine import actions as act
from judge.engine.events import EventKind
from judge.engine.state import Card, is_board_zone
from judge.errors import RulesError

if TYPE_CHECKING:
    from judge.engine.game import Game


def on_board(game: Game, card: Card) -> bool:
    """True for a card in a base (runes included), the legend zone or at a battlefield (107)."""
    return is_board_zone(game.zone_of(card))


def exhaust_card(
    game: Game, card: Card, rules: tuple[str, ...] = ("414.1",), *, actor: str | None = None
) -> None:
    """Exhausts one card; an exhausted one stays so and nothing else happens (414.1.c).

    `actor` is the player responsible (411.1), by default the turn player."""
    if card.exhausted:
        game.emit(
            EventKind.NOTHING, {"card": card.ref(), "reason": "already_exhausted"}, ("414.1.b", "414.1.c")
        )
        return
    card.exhausted = True
    game.emit(EventKind.EXHAUST, _data(game, card, actor), rules)


def ready_card(
    game: Game, card: Card, rules: tuple[str, ...] = ("415.1",), *, actor: str | None = None
) -> None:
    """Readies one card; a ready one stays so and nothing else happens (415.1.c).

    `actor` is the player responsible (411.1), by default the turn player."""
    if not card.exhausted:
        game.emit(EventKind.NOTHING, {"card": card.ref(), "reason": "already_ready"}, ("415.1.b", "415.1.c"))
        return
    card.exhausted = False
    game.emit(EventKind.READY, _data(game, card, actor), rules)


def _data(game: Game, card: Card, actor: str | None) -> dict[str, object]:
    """411.1: the event names the player responsible, and the controller when it is someone else."""
    who = actor or game.turn.player
    data: dict[str, object] = {"card": card.ref(), "player": who}
    if card.controlled_by != who:
        data["controller"] = card.controlled_by
    return data


def _board_targets(game: Game, uids: tuple[int, ...], verb: str, rule: str) -> list[Card]:
    cards = [game.card_by_uid(uid) for uid in uids]
    for card in cards:
        if not on_board(game, card):
            raise RulesError(
                f"action illégale : {verb} {card.alias or card.display}, qui n'est pas sur le plateau "
                f"(zone {game.zone_of(card)}) ; seuls les éléments du plateau le peuvent ({rule})",
                details={"step": game.step},
            )
    return cards


def do_exhaust(game: Game, action: act.Exhaust) -> None:
    """414: exhaust each target (an instruction, not a cost)."""
    for card in _board_targets(game, action.targets, "épuiser", "414.1"):
        exhaust_card(game, card, actor=action.player)


def do_ready(game: Game, action: act.Ready) -> None:
    """415: ready each target."""
    for card in _board_targets(game, action.targets, "préparer", "415.1"):
        ready_card(game, card, actor=action.player)
