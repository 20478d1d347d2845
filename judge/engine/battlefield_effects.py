"""Effects that act on a battlefield itself: replacing it by a battlefield token (438.1, Aîné de la
forêt) and « activating » the conquest effects of the units there (383.4.g.1, Arène de l'Ordalie).

Both read the battlefield of the triggered ability's event (« ce champ de bataille »), or else the
one the source is (« ici »), following a replacement (438.1.a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.corpus.abilities import effects as fx
from judge.engine import battlefields, triggers
from judge.engine.cards import default_catalogue
from judge.engine.events import EventKind
from judge.engine.state import Battlefield, Card, Zone
from judge.errors import NotModelledError

if TYPE_CHECKING:
    from judge.engine.effects import Context


def run(ctx: Context, effect: fx.ReplaceBattlefield | fx.ActivateConquerEffects | fx.SwapBack) -> None:
    """Runs one of the two effects on its battlefield."""
    bf = _battlefield(ctx)
    if bf is None:
        raise _stop(ctx, "un effet sur « ce champ de bataille » sans champ de bataille")
    if isinstance(effect, fx.ReplaceBattlefield):
        _replace(ctx, bf, effect.token)
    elif isinstance(effect, fx.SwapBack):
        _swap_back(ctx, bf)
    else:
        _activate_conquer_effects(ctx, bf)


def _stop(ctx: Context, what: str) -> NotModelledError:
    """The `not_modelled` error naming the source, as `effects.stop` words it."""
    name = ctx.source.display if ctx.source is not None else "la compétence"
    details = {"step": ctx.game.step, "what": "ability", "card": name}
    return NotModelledError(f"{name} : {what} — pas encore modélisé", details=details)


def _battlefield(ctx: Context) -> Battlefield | None:
    """The event's battlefield for a triggered ability, else the source's own or the one it is at."""
    game = ctx.game
    if ctx.battlefield is not None:
        return game.battlefield(ctx.battlefield)
    if ctx.source is None:
        return None
    own = battlefields.battlefield_of(game, ctx.source)
    if own is not None:
        return own
    zone = game.zone_of(ctx.source) or ""
    return game.battlefield(zone.removeprefix("battlefield:")) if zone.startswith("battlefield:") else None


def _replace(ctx: Context, bf: Battlefield, token_name: str) -> None:
    """438.1: a `token_name` battlefield token takes the battlefield's place (438.3.b.1: always named)."""
    game = ctx.game
    definition = default_catalogue().get(token_name)
    if definition is None:
        raise _stop(ctx, f"remplacer par « {token_name} », une création inconnue du catalogue")
    token = Card(uid=game.new_uid(), name=definition.name, owner=ctx.controller, definition=definition)
    battlefields.replace_battlefield(game, bf, token, ("359.3.d",))


def _swap_back(ctx: Context, bf: Battlefield) -> None:
    """438.7.b, 438.7.b.1: any card the token replaced that is still in banishment may come back (choice
    `swap_back`); 438.7.c: with none left there, nothing happens."""
    game = ctx.game
    waiting = [
        c for c in bf.replaced if any(c is b for b in game.players[c.owner].zone(Zone.BANISHMENT))
    ]
    if not bf.card.is_token or not waiting:
        data = {"reason": "nothing_to_swap_back", "player": ctx.controller}
        game.emit(EventKind.NOTHING, data, ("438.7.c",))
        return
    labels = {c.alias or c.display: c for c in reversed(waiting)}
    answer = game.choose(ctx.controller, "swap_back", list(labels), ("438.7.b", "438.7.b.1"))
    battlefields.swap_back(game, bf, labels[answer], ("359.3.d",))


def _activate_conquer_effects(ctx: Context, bf: Battlefield) -> None:
    """383.4.g.1: each conquest effect of the units here is checked as if they had just conquered here;
    one whose other conditions hold goes on the chain as if it had just triggered. No conquest happens:
    no point, no other card's « lorsque vous conquérez »."""
    units = [c for c in bf.units.get(ctx.controller, []) if c.is_unit]
    triggers.happened(
        ctx.game, "conquers", cards=units, player=ctx.controller, battlefield=bf.alias, only=units
    )
