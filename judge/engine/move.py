"""Moving units between the bases and battlefields: a move (420, 445-453), caused by an effect
(449) or the standard move every unit can make (144, 448), whose cost is exhausting the unit
(144.2, 420.3.a). A cleanup follows every move (453), as after every action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine import actions as act
from judge.engine import showdown, triggers
from judge.engine.events import Event, EventKind, NotModelled
from judge.engine.exhaust import exhaust_card
from judge.engine.registry import Verb, register
from judge.engine.state import Card, Phase, Zone, at_battlefield, is_permanent_zone
from judge.engine.zones import Place, holder, move_cards

if TYPE_CHECKING:
    from judge.engine.game import Game

def _has_gank(card: Card) -> bool:
    """144.4.c.1, 810: Gank (« Ganking »), printed or granted, lets a standard move go from battlefield
    to battlefield."""
    return card.has_keyword("Gank")


def _standard_route(origin: str, dest: str) -> str:
    """The rule allowing this standard move's route: base to battlefield, back, or Gank."""
    if dest == str(Zone.BASE):
        return "144.4.b"
    return "144.4.a" if origin == str(Zone.BASE) else "144.4.c.1"


def move_legality(game: Game, action: act.Move) -> str | NotModelled | None:
    """Why this move is illegal (a French reason citing the rule), or None."""
    if action.to != "base" and game.battlefield(action.to) is None:
        names = ", ".join(["base", *(bf.alias for bf in game.battlefields)])
        return f"destination « {action.to} » inconnue (attendu : {names})"
    if action.standard:
        if game.turn.phase is not Phase.MAIN:
            return "un déplacement standard se fait pendant la phase principale du joueur du tour (144.1.a)"
        if game.chain:
            # 309.1: a chain makes the turn's state closed.
            return (
                "pas de déplacement standard pendant qu'une chaîne est en cours (tour fermé : 144.1.b, 309.1)"
            )
        if game.turn.showdown is not None:
            return "pas de déplacement standard pendant une confrontation ou un combat (144.1.c)"
    for uid in action.units:
        card = game.card_by_uid(uid)
        name = card.alias or card.display
        origin = game.zone_of(card) or "?"
        if card.is_rune:
            return f"{name} est une rune, pas un permanent (161.1.a) : seul un permanent se déplace (446.1)"
        if origin == str(Zone.LEGEND):
            return f"{name} est la légende de champion : elle ne quitte pas la zone de légende (107.4.d)"
        if holder(game, card) is not None:  # 718.5.c: an attached card moves only with its top-most card
            return f"{name} est équipée à une autre carte : elle ne se déplace pas sans elle (718.5.c)"
        if action.standard and not card.is_unit:
            return f"{name} n'est pas une unité : seules les unités ont le déplacement standard (144, 420.3)"
        if not is_permanent_zone(origin):
            return (
                f"{name} n'est ni dans une base ni sur un champ de bataille (zone {origin}) : "
                "seul un permanent se déplace (446.1)"
            )
        dest = "base" if action.to == "base" else f"battlefield:{action.to}"
        if origin == dest:
            return f"{name} est déjà à {dest} : un déplacement change d'endroit (447)"
        controller = card.controlled_by
        bf = game.battlefield(action.to)
        if bf is not None and bf.controller is not None and bf.controller != controller:
            if bf.controller in game.teammates(controller):
                return f"{bf.alias} est contrôlé par un coéquipier : destination non valide (447.2.b)"
        if bf is not None:
            others = {pid for pid, units in bf.units.items() if units and pid != controller}
            if len(others) >= 2:
                rule = "144.4.a.1, 449.2" if action.standard else "449.2"
                return f"{bf.alias} a déjà des unités de deux autres joueurs ({rule})"
        if not action.standard:
            continue
        actor = action.player or game.turn.player
        if controller != actor and controller in game.teammates(actor):
            return (
                f"{name} est contrôlée par {controller}, coéquipier de {actor} : on ne fait pas faire de "
                "déplacement standard aux unités de son coéquipier (489.8.c.2)"
            )
        if controller != actor:
            return f"{name} est à {controller} : seul son contrôleur lui fait son déplacement standard (144)"
        if controller != game.turn.player:
            return f"{name} est à {controller}, pas au joueur du tour {game.turn.player} (144.1.a)"
        if card.exhausted:
            return (
                f"{name} est épuisée : elle ne peut pas payer le coût du déplacement standard (144.2, 414.4)"
            )
        if at_battlefield(origin) and dest != "base" and not _has_gank(card):
            return f"{name} ne va pas d'un champ de bataille à un autre sans Gank (144.4, 144.4.c.1)"
    return None


def do_move(game: Game, action: act.Move) -> None:
    """Pays the exhaust costs together (144.3.c), then moves each unit at once (446.3)."""
    units = [game.card_by_uid(uid) for uid in action.units]
    last: Event | None = None
    if action.standard:
        for card in units:
            exhaust_card(game, card, ("144.2", "420.3.a"), actor=card.controlled_by)
    for card in units:
        controller = card.controlled_by
        origin = game.zone_of(card) or ""
        bf = game.battlefield(action.to)
        to_zone = str(Zone.BASE) if bf is None else bf.zone_name
        rules: tuple[str, ...] = ("420.1", "446.1", "449")  # 449: a move an effect causes
        if action.standard:
            rules = ("144", _standard_route(origin, to_zone), "420.2.b", "420.3.b", "448")
        # 411.1: the player responsible moves it (a standard move: its controller, checked above).
        actor = action.player or game.turn.player
        data: dict[str, object] = {"player": actor, "standard": action.standard}
        if controller != actor:
            data["controller"] = controller
        moved = move_cards(game, [(card, Place(to_zone, controller))], EventKind.MOVE, rules, data)
        for event in moved:
            last = event
            if bf is not None:
                with game.inside(event):  # 190.3.a.1, 450: the destination becomes contested
                    showdown.contest(game, bf, controller, ("190.3.a.1", "450"))
        if moved:
            triggers.moved(game, card, actor, origin, to_zone)  # 411.1: the player responsible
    if last is not None:
        with game.inside(last):  # 453: a cleanup when the move is complete (a showdown may begin, 451, 452)
            game.run_state_checks()


def _move_candidates(game: Game) -> list[act.Action]:
    """Each permanent to each other place, as a standard move and as a move by an effect."""
    places = ["base", *(bf.alias for bf in game.battlefields)]
    return [
        act.Move(units=(card.uid,), to=to, standard=standard)
        for loc in game.locations()
        if is_permanent_zone(loc.zone)
        for card in loc.container
        for to in places
        for standard in (True, False)
    ]


register(
    Verb(
        "move",
        french="déplacer",
        doc="déplacer des unités vers un champ de bataille ou la base ; "
        "`standard: true` épuise l'unité (144, 420)",
        required=("to",),
        optional=("unit", "units", "standard", "player"),
        refs=("unit", "units"),
        scope="board",
        action=act.Move,
        build=lambda w: act.Move(
            units=w.cards,
            to=str(w.args["to"]),
            standard=bool(w.args.get("standard", False)),
            choices=w.choices,
            player=str(w.args["player"]) if w.args.get("player") is not None else None,
        ),
        legality=move_legality,
        perform=do_move,
        candidates=_move_candidates,
    )
)
