"""Exhaust (414) and ready (415): states of board objects other than spells."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from judge.engine import actions as act
from judge.engine.events import EventKind
from judge.engine.registry import Verb, register
from judge.engine.state import Card, is_board_zone

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


def _board_targets_legality(verb: str, rule: str) -> Callable[[Game, act.OnCards], str | None]:
    """Only objects on the board are exhausted or readied (414.1, 415.1): refused before anything."""

    def legality(game: Game, action: act.OnCards) -> str | None:
        for uid in action.targets:
            card = game.card_by_uid(uid)
            if not on_board(game, card):
                return (
                    f"{verb} {card.alias or card.display}, qui n'est pas sur le plateau "
                    f"(zone {game.zone_of(card)}) ; seuls les éléments du plateau le peuvent ({rule})"
                )
        return None

    return legality


def do_exhaust(game: Game, action: act.Exhaust) -> None:
    """414: exhaust each target (an instruction, not a cost)."""
    for uid in action.targets:
        exhaust_card(game, game.card_by_uid(uid), actor=action.player)


def do_ready(game: Game, action: act.Ready) -> None:
    """415: ready each target."""
    for uid in action.targets:
        ready_card(game, game.card_by_uid(uid), actor=action.player)


def _actor(args: Mapping[str, Any]) -> str | None:
    """The player responsible (411.1) when the file names one with `player:`."""
    return str(args["player"]) if args.get("player") is not None else None


def board_cards(game: Game) -> list[Card]:
    """Every card on the board (107), for the candidate actions of `legal_actions`."""
    return game.cards_where(is_board_zone)


register(
    Verb(
        "exhaust",
        french="épuiser",
        doc="épuiser chaque cible ; une cible déjà épuisée le reste, sans autre effet (414)",
        optional=("target", "targets", "player"),
        refs=("target", "targets"),
        scope="board",
        action=act.Exhaust,
        build=lambda w: act.Exhaust(targets=w.cards, choices=w.choices, player=_actor(w.args)),
        legality=_board_targets_legality("épuiser", "414.1"),
        perform=do_exhaust,
        candidates=lambda game: [act.Exhaust(targets=(c.uid,)) for c in board_cards(game)],
    ),
    Verb(
        "ready",
        french="préparer",
        doc="préparer chaque cible ; une cible déjà prête le reste, sans autre effet (415)",
        optional=("target", "targets", "player"),
        refs=("target", "targets"),
        scope="board",
        action=act.Ready,
        build=lambda w: act.Ready(targets=w.cards, choices=w.choices, player=_actor(w.args)),
        legality=_board_targets_legality("préparer", "415.1"),
        perform=do_ready,
        candidates=lambda game: [act.Ready(targets=(c.uid,)) for c in board_cards(game)],
    ),
)
