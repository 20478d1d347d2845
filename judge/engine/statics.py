"""Passive abilities (363–366, 727.1.c.2): continuous effects in force while their source is on the board.

A passive ability (`static:` in the vocabulary) gives might or keywords, to its source (`to: self`) or to
the cards an `each` filter names (« les autres unités alliées ont +1 puissance ici »), as long as its
condition holds (727.1.b: a dependent keyword such as [Niveau 3] reads its controller's XP now, 824.1.c).
Nothing is stored as an event: `refresh` recomputes, from the board as it is, what each card gets
(`Card.static_might`, `Card.static_keywords`); it runs at every cleanup pass, before lethal damage is
checked, so a condition that becomes true or false applies at once (727.1.c.2, 824.1.d).

A passive ability may also add bonus damage to the damage spells and abilities deal (712–715: Annie,
Enflammée; Portail du Néant), read when the damage is dealt (`bonus_damage`). It may also make cards
impossible to target by enemy spells and abilities (757, 758: Pilleuse de
ruines); that is read when a target is chosen and again at resolution (`protector`), from the board as
it is then, never stored (758.1: a card that becomes untargetable after being chosen is no longer legal).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from judge.corpus.abilities import effects as fx
from judge.corpus.abilities.kinds import Passive
from judge.corpus.abilities.values import Who
from judge.engine import costs, filters, zones
from judge.engine.state import Card, is_board_zone
from judge.errors import NotModelledError

if TYPE_CHECKING:
    from judge.engine.game import Game


#: Passive effects read from the board when they matter, never stored on the cards.
_READ_WHEN_USED = fx.Untargetable | fx.BonusDamage | fx.NoCombatDamage | fx.CombatDamageLast


def runs(ability: Passive) -> str | None:
    """What of a passive ability the engine does not apply (never silently vanilla), or None."""
    for effect in ability.effects:
        if isinstance(effect, fx.GiveMight):
            if not isinstance(effect.amount, int):
                return "une puissance passive qui n'est pas un nombre fixe"
        elif isinstance(effect, fx.UnmodelledEffect):
            return f"« {effect.text} »"
        elif not isinstance(effect, fx.GiveKeyword | _READ_WHEN_USED):
            return f"l'effet passif « {effect.KEY} »"
        if isinstance(effect, fx.BonusDamage):
            if effect.by not in (Who.YOU, Who.ANY):
                return f"des dégâts bonus pour les sorts et compétences de « {effect.by.value} »"
            continue  # `each` optional: without it, every target of the spells and abilities it names
        if getattr(effect, "to", None) not in (None, "self", "attached") or (
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
                if isinstance(effect, _READ_WHEN_USED):
                    continue  # read when a target is chosen or damage dealt (`protector`, `bonus_damage`…)
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


def _in_force(game: Game, kind: type, board: list[Card]) -> list[tuple[Card, Any]]:
    """(source, effect) for each effect of type `kind` of the passive abilities of `board` (the board's
    cards) in force now."""
    found: list[tuple[Card, Any]] = []
    for source in board:
        if source.definition is None:
            continue
        for ability in source.definition.abilities:
            if not isinstance(ability, Passive) or not any(isinstance(e, kind) for e in ability.effects):
                continue
            owner = source.controlled_by
            if ability.condition is not None and not costs.holds(game, ability.condition, source, owner):
                continue  # 727.1.b: inactive while its condition is false ([Niveau 16])
            found.extend((source, e) for e in ability.effects if isinstance(e, kind))
    return found


def _bonus_effects(game: Game, player: str) -> list[tuple[Card, fx.BonusDamage]]:
    """The bonus damage effects in force on `player`'s spells and abilities (« vos » or any player's)."""
    found = []
    for source, effect in _in_force(game, fx.BonusDamage, game.cards_where(is_board_zone)):
        owner = source.controlled_by
        if effect.by is Who.ANY or player == owner or player in game.teammates(owner):
            found.append((source, effect))
    return found


def bonus_for_any_target(game: Game, player: str) -> tuple[int, list[Card], Card | None]:
    """715.3: the bonus damage on `player`'s spells and abilities whatever the target, the cards that
    grant it, and the first card whose bonus is limited to some units (None when none is)."""
    found = _bonus_effects(game, player)
    limited = next((source for source, effect in found if effect.each is not None), None)
    kept = [(source, effect) for source, effect in found if effect.each is None]
    total = sum(effect.amount for _source, effect in kept)
    return (total, [source for source, _e in kept], limited) if total > 0 else (0, [], limited)


def bonus_damage(game: Game, player: str, card: Card) -> tuple[int, list[Card]]:
    """712–715: the bonus damage that `player`'s spells and abilities deal to `card` now, all instances
    added up (714), and the cards that grant it; (0, []) when none applies."""
    total = 0
    sources: list[Card] = []
    board = game.cards_where(is_board_zone)
    for source, effect in _bonus_effects(game, player):
        owner = source.controlled_by
        concerned = _affected(game, board, source, owner, effect) if effect.each is not None else [card]
        if all(c is not card for c in concerned):
            continue  # « aux unités ici »
        total += effect.amount
        sources.append(source)
    return (total, sources) if total > 0 else (0, [])  # 714.1, 714.2: never negative


def _granting(game: Game, kind: type, card: Card) -> Card | None:
    """The first card whose passive ability in force gives `card` an effect of type `kind`, or None."""
    board = game.cards_where(is_board_zone)
    for source, effect in _in_force(game, kind, board):
        if any(c is card for c in _affected(game, board, source, source.controlled_by, effect)):
            return source
    return None


def silencer(game: Game, card: Card) -> Card | None:
    """The card whose passive ability says `card` deals no combat damage now (Vilemaw), or None."""
    return _granting(game, fx.NoCombatDamage, card)


def assigned_last(game: Game, card: Card) -> bool:
    """826.3: « je reçois les dégâts de combat en dernier » in force on `card` (the Arrière-ligne text)."""
    return _granting(game, fx.CombatDamageLast, card) is not None


def protector(game: Game, card: Card, player: str) -> Card | None:
    """757, 758: the card whose passive ability forbids `player`'s spells and abilities to choose `card`
    (they are enemy ones: `player` is not its controller nor a teammate), or None."""
    if not _enemy(game, player, card):
        return None
    return _granting(game, fx.Untargetable, card)


def shielded(game: Game, player: str) -> frozenset[int]:
    """757, 758: the uids of every card `player`'s spells and abilities may not choose now (read once
    per choice of targets, not once per card)."""
    board = game.cards_where(is_board_zone)
    return frozenset(
        c.uid
        for source, effect in _in_force(game, fx.Untargetable, board)
        for c in _affected(game, board, source, source.controlled_by, effect)
        if _enemy(game, player, c)
    )


def _enemy(game: Game, player: str, card: Card) -> bool:
    """`player`'s spells and abilities are enemy ones for `card`: not its controller's nor a teammate's."""
    controller = card.controlled_by
    return player != controller and player not in game.teammates(controller)


def _affected(game: Game, board: list[Card], source: Card, controller: str, effect: Any) -> list[Card]:
    each = getattr(effect, "each", None)
    if each is None and getattr(effect, "to", None) == "attached":  # 136: the card this gear equips
        top = zones.holder(game, source)
        return [top] if top is not None else []
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
