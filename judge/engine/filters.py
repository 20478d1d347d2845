"""Target filters of the ability vocabulary read on the board (355.5: a target's restrictions)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.corpus.abilities.values import Filter, ObjectKind, Place, Side
from judge.engine.state import Card, Zone, at_battlefield, is_permanent_zone

if TYPE_CHECKING:
    from judge.engine.game import Game


def kind_of(card: Card) -> str:
    """The card's type (`unit`, `gear`, `spell`…), `rune` for a basic rune."""
    if card.definition is None:
        return "rune" if card.domain else "card"
    kind = card.definition.type.value
    return "unit" if kind == "token" and card.base_might is not None else kind


def here_of(game: Game, source: Card | None) -> str | None:
    """« Ici » for a source (Place.HERE): the zone of the battlefield it is (its own, followed through a
    replacement, 438.1.a) or it is at; None when it is at no battlefield."""
    if source is None:
        return None
    for bf in game.battlefields:
        if bf.card is source or any(old is source for old in bf.replaced):
            return bf.zone_name
    zone = game.zone_of(source)
    return zone if at_battlefield(zone) else None


def event_zone(item: object) -> str | None:
    """The battlefield of the event a triggered ability's chain item came from (`battlefield:ALIAS`)."""
    alias = getattr(getattr(item, "trigger", None), "battlefield", None)
    return f"battlefield:{alias}" if alias else None


def matches(
    game: Game,
    card: Card,
    flt: Filter,
    player: str,
    *,
    zone: str | None = None,
    source: Card | None = None,
    at: str | None = None,
) -> bool:
    """Whether `card` passes a target filter seen by `player` (355.5: the target's restrictions); « ici »
    is where `source` is, or for a source at no battlefield (a legend) `at`, its trigger's battlefield."""
    if flt.other and source is not None and card is source:
        return False  # « une autre unité » : never the source itself
    where = zone if zone is not None else game.zone_of(card)
    kind = kind_of(card)
    want = flt.kind
    if want is ObjectKind.UNIT and kind != "unit":
        return False
    if want is ObjectKind.GEAR and kind != "gear":
        return False
    if want is ObjectKind.PERMANENT and kind not in ("unit", "gear"):
        return False
    if want is ObjectKind.SPELL and kind != "spell":
        return False
    if want is ObjectKind.RUNE and kind != "rune":
        return False
    if flt.zone is None:
        if want in (ObjectKind.UNIT, ObjectKind.GEAR, ObjectKind.PERMANENT) and not is_permanent_zone(where):
            return False
    elif where != str(flt.zone):
        return False
    if flt.place is Place.BATTLEFIELD and not at_battlefield(where):
        return False
    if flt.place is Place.BASE and where != str(Zone.BASE):
        return False
    if flt.place is Place.HERE and (where is None or where != (here_of(game, source) or at)):
        return False
    # 740.1.a: allied, controlled by the player or a teammate (489.8); 740.1.b: enemy, by an opponent; off the
    # board « votre défausse » is the player's own (a teammate's trash is not theirs)
    if is_permanent_zone(where):
        friendly = card.controlled_by == player or card.controlled_by in game.teammates(player)
    else:
        friendly = card.owner == player
    if flt.side is Side.FRIENDLY and not friendly:
        return False
    if flt.side is Side.ENEMY and friendly:
        return False
    might = card.might or 0
    if flt.might_max is not None and might > flt.might_max:
        return False
    if flt.might_min is not None and might < flt.might_min:
        return False
    if flt.weaker_than_self and (source is None or might >= (source.might or 0)):
        return False  # « moins puissantes que moi » (Griffeur alpha)
    if flt.equipped is not None and bool(card.attached) != flt.equipped:
        return False
    if flt.exhausted is not None and card.exhausted != flt.exhausted:
        return False
    if not _cost_fits(card, flt):
        return False
    return not (flt.buffed is not None and bool(card.buffs) != flt.buffed)


def _cost_fits(card: Card, flt: Filter) -> bool:
    """« coûtant N ou moins » reads the printed cost (206), whatever was paid: a token's is 0 (185.3.a.1),
    a copy's the copied card's (185.3.a.2); `power_max` counts its power symbols."""
    cost = card.definition.cost if card.definition is not None else None
    energy = cost.energy if cost is not None else 0
    power = sum(n for _dom, n in cost.power) if cost is not None else 0
    if flt.cost_max is not None and energy > flt.cost_max:
        return False
    if flt.cost_min is not None and energy < flt.cost_min:
        return False
    return flt.power_max is None or power <= flt.power_max


def unsupported_filter(flt: Filter) -> str | None:
    """A filter field the engine does not read yet, or None."""
    if flt.tags or flt.exclude_tags:
        return "filtre par étiquette"
    if flt.controlled_by is not None:  # read only by « each » (`effects._refs`): the chosen player's objects
        return "filtre « contrôlé par un joueur choisi » hors d'un « chaque »"
    if flt.place is Place.ELSEWHERE:
        return "filtre par emplacement relatif"
    if flt.kind in (
        ObjectKind.ABILITY,
        ObjectKind.SPELL_OR_ABILITY,
        ObjectKind.PLAYER,
        ObjectKind.OPPONENT,
        ObjectKind.BATTLEFIELD,
    ):
        return f"cible de type {flt.kind.value}"
    return None
