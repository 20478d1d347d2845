"""Passive abilities (363–366, 727.1.c.2): continuous effects in force while their source is on the board.

A passive ability (`static:` in the vocabulary) gives might or keywords, to its source (`to: self`) or to
the cards an `each` filter names (« les autres unités alliées ont +1 puissance ici »), as long as its
condition holds (727.1.b: a dependent keyword such as [Niveau 3] reads its controller's XP now, 824.1.c).
Nothing is stored as an event: `refresh` recomputes, from the board as it is, what each card gets
(`Card.static_might`, `Card.static_keywords`); it runs at every cleanup pass, before lethal damage is
checked, so a condition that becomes true or false applies at once (727.1.c.2, 824.1.d).

It may also make cards impossible to target by enemy spells and abilities (757, 758: Pilleuse de
ruines); that is read when a target is chosen and again at resolution (`protector`), from the board as
it is then, never stored (758.1: a card that becomes untargetable after being chosen is no longer legal).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from judge.corpus.abilities import effects as fx
from judge.corpus.abilities.kinds import Passive
from judge.engine import costs, filters
from judge.engine.state import Card, is_board_zone
from judge.errors import NotModelledError

if TYPE_CHECKING:
    from judge.engine.game import Game


def runs(ability: Passive) -> str | None:
    """What of a passive ability the engine does not apply (never silently vanilla), or None."""
    for effect in ability.effects:
        if isinstance(effect, fx.GiveMight):
            if not isinstance(effect.amount, int):
                return "une puissance passive qui n'est pas un nombre fixe"
        elif isinstance(effect, fx.UnmodelledEffect):
            return f"« {effect.text} »"
        elif not isinstance(effect, fx.GiveKeyword | fx.Untargetable):
            return f"l'effet passif « {effect.KEY} »"
        if getattr(effect, "to", None) not in (None, "self") or (
            getattr(effect, "to", None) is None and getattr(effect, "each", None) is None
        ):
            return "un effet passif qui ne vise ni sa source ni un ensemble de cartes"
    return None


def refresh(game: Game) -> None:
    """Recomputes what the board's passive abilities give each card now (363, 727.1.c.2)."""
    board = game.cards_where(is_board_zone)
    might: dict[int, int] = {}
    words: dict[int, list[str]] = {}
    for source in board:
        if source.definition is None:
            continue
        for ability in source.definition.abilities:
            if not isinstance(ability, Passive):
                continue
            problem = runs(ability)
            if problem:
                raise _stop(game, source, problem)
            controller = source.controlled_by
            if ability.condition is not None and not costs.holds(game, ability.condition, source, controller):
                continue  # 727.1.b: inactive while its condition is false
            for effect in ability.effects:
                if isinstance(effect, fx.Untargetable):
                    continue  # read when a target is chosen (`protector`)
                for card in _affected(game, board, source, controller, effect):
                    if isinstance(effect, fx.GiveMight) and isinstance(effect.amount, int):
                        might[card.uid] = might.get(card.uid, 0) + effect.amount
                    elif isinstance(effect, fx.GiveKeyword):
                        words.setdefault(card.uid, []).extend(str(k) for k in effect.keywords)
    if not might and not words:  # nothing in force (most boards): only clear what was given before
        for card in board:
            if card.static_might or card.static_keywords:
                card.static_might, card.static_keywords = 0, ()
        return
    for card in board:
        card.static_might = might.get(card.uid, 0)
        card.static_keywords = tuple(words.get(card.uid, ()))


def protector(game: Game, card: Card, player: str) -> Card | None:
    """757, 758: the card whose passive ability forbids `player`'s spells and abilities to choose `card`
    (they are enemy ones: `player` is not its controller nor a teammate), or None."""
    controller = card.controlled_by
    if player == controller or player in game.teammates(controller):
        return None
    board = game.cards_where(is_board_zone)
    for source in board:
        if source.definition is None:
            continue
        for ability in source.definition.abilities:
            if not isinstance(ability, Passive) or not any(
                isinstance(e, fx.Untargetable) for e in ability.effects
            ):
                continue
            owner = source.controlled_by
            if ability.condition is not None and not costs.holds(game, ability.condition, source, owner):
                continue  # 727.1.b: inactive while its condition is false ([Niveau 16])
            for effect in ability.effects:
                if isinstance(effect, fx.Untargetable) and any(
                    c is card for c in _affected(game, board, source, owner, effect)
                ):
                    return source
    return None


def _affected(game: Game, board: list[Card], source: Card, controller: str, effect: Any) -> list[Card]:
    each = getattr(effect, "each", None)
    if each is None:
        return [source]
    tags = set(each.tags)
    flt = replace(each, tags=()) if tags else each  # a type is read from the card's name, as for tokens
    problem = filters.unsupported_filter(flt)
    found = [
        c
        for c in board
        if c.definition is not None
        and not (each.other and c is source)
        and filters.matches(game, c, replace(flt, cost_min=None, cost_max=None) if problem else flt,
                            controller, source=source)
        and (not tags or bool(tags & {c.display, c.definition.name_en or ""}))
    ]  # fmt: skip
    if problem and found:  # a card it may concern is there: what the filter reads is not modelled
        raise _stop(game, source, problem)
    return found


def _stop(game: Game, card: Card, what: str) -> NotModelledError:
    return NotModelledError(
        f"{card.display} : {what} — pas encore modélisé",
        details={"step": game.step, "what": "ability", "card": card.display},
    )
