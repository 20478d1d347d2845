"""Control of battlefields and scoring them: `take_control` (190), `conquer` (469.1) and `hold` (469.2).

`take_control` changes a battlefield's controller without scoring (190.2.b). `conquer` takes control
(469.1.b), then scores the battlefield: one point per battlefield per turn (470), a conquest point
under the final-point restriction (471.1.b, `scoring.conquest_point`). `hold` scores a battlefield
its controller keeps, as the beginning phase's scoring step does (469.2); its point is never
restricted (471.1.a.1). In 2v2 a battlefield that a teammate controlled at this turn's scoring step
(recorded there, `Battlefield.scoring_step_controller`) gives the team no point this turn, whoever
controls it later (469.1.a, 489.8.b), and the final point does not require it (489.8.g.1).

Score abilities trigger when a battlefield is scored (471.2, 383.4.c), even when the conquest point
becomes a draw (383.4.c.2). Triggers are not modelled yet (issue 8): when a card on the board has
a conquest or hold ability that this score would trigger, the action stops with `not_modelled`
naming the cards, before anything changes; it never goes on as if the cards were vanilla.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from judge.corpus.abilities import iter_constructs
from judge.corpus.abilities.triggers import TriggerEvent
from judge.corpus.abilities.values import Who
from judge.engine import scoring
from judge.engine.actions import Action
from judge.engine.events import EventKind, NotModelled
from judge.engine.registry import Verb, register
from judge.engine.state import Battlefield, Card, is_board_zone
from judge.errors import NotModelledError

if TYPE_CHECKING:
    from judge.engine.game import Game

#: The keyword that is both a conquest and a hold effect (823: Chasse, « Hunt »).
_HUNT = ("chasse", "hunt")


@dataclass(frozen=True, kw_only=True)
class TakeControl(Action):
    """190: `player` takes control of `battlefield` (no point)."""

    player: str
    battlefield: str


@dataclass(frozen=True, kw_only=True)
class Conquer(Action):
    """469.1: `player` gains control of `battlefield`, then scores it."""

    player: str
    battlefield: str


@dataclass(frozen=True, kw_only=True)
class Hold(Action):
    """469.2: `player` keeps control of `battlefield` and scores it."""

    player: str
    battlefield: str


def teammate_held(game: Game, pid: str, bf: Battlefield) -> bool:
    """469.1.a, 489.8.b: in 2v2, a battlefield that a teammate of `pid` controlled at this turn's scoring
    step cannot be scored by the team this turn, even after that teammate lost it."""
    held = bf.scoring_step_controller
    return held is not None and held != pid and held in game.teammates(pid)


def _why_no_point(game: Game, pid: str, bf: Battlefield) -> str | None:
    """Why scoring `bf` gives `pid` nothing: `already_scored` (470), `teammate_held` (469.1.a), or None."""
    if pid in bf.scored_this_turn:
        return "already_scored"
    if teammate_held(game, pid, bf):
        return "teammate_held"
    return None


def _player_legality(game: Game, pid: str, alias: str) -> str | None:
    if pid not in game.players:
        return f"joueur « {pid} » inconnu (attendu : {', '.join(game.order)})"
    if game.battlefield(alias) is None:
        names = ", ".join(bf.alias for bf in game.battlefields) or "aucun"
        return f"champ de bataille « {alias} » inconnu (attendu : {names})"
    return None


def _triggers(card: Card, key: str) -> list[TriggerEvent]:
    """The `key` trigger events (`conquers`, `holds`) of a card's triggered abilities."""
    if card.definition is None:
        return []
    return [
        c for c in iter_constructs(card.definition.abilities) if isinstance(c, TriggerEvent) and c.KEY == key
    ]


def _has_hunt(card: Card) -> bool:
    keywords = (*(card.definition.keywords if card.definition else ()), *card.granted_keywords)
    return any(k.casefold().split()[0] in _HUNT for k in keywords if k.strip())


def score_abilities(game: Game, pid: str, bf: Battlefield, key: str) -> list[str]:
    """The cards whose `key` ability (`conquers`, `holds`) `pid` scoring `bf` would trigger (471.2, 383.4.c):
    the battlefield's own, those of the units there (Chasse included, 823), and « when you conquer/hold »
    abilities elsewhere on the board that speak of this player."""
    found: list[str] = []
    present = {card.uid for units in bf.units.values() for card in units}
    for card in game.cards_where(is_board_zone):
        mine = card.controlled_by == pid
        if any(
            _triggered_by(trigger, card is bf.card, card.uid in present, mine)
            for trigger in _triggers(card, key)
        ):
            found.append(card.display)
        elif card.uid in present and mine and _has_hunt(card):
            found.append(card.display)  # 823: Chasse is a conquest and a hold effect
    return list(dict.fromkeys(found))


def _triggered_by(trigger: TriggerEvent, is_battlefield: bool, present: bool, mine: bool) -> bool:
    """Whether a score of this battlefield by the player triggers this ability of a card."""
    who = getattr(trigger, "who", Who.ANY)
    if is_battlefield:
        return who is not Who.OPPONENT  # 190.6.d: « vous » is its controller, the scoring player
    if present:
        return who is not Who.OPPONENT if mine else who in (Who.OPPONENT, Who.EACH)
    if getattr(trigger, "here", False) or (who is Who.ANY and getattr(trigger, "filter", None) is None):
        return False  # « when I conquer » of a unit elsewhere, or « here » of another battlefield
    return who is Who.EACH or (who is Who.YOU and mine) or (who is Who.OPPONENT and not mine)


def _abilities_not_modelled(game: Game, pid: str, bf: Battlefield, key: str) -> NotModelled | None:
    cards = score_abilities(game, pid, bf, key)
    if not cards:
        return None
    what, rule = ("conquête", "383.4.c") if key == "conquers" else ("occupation", "383.4.d")
    return NotModelled(
        f"{key}_abilities",
        f"les compétences de {what} de {', '.join(cards)} se déclencheraient quand {pid} marque {bf.alias} "
        f"(471.2, {rule}) ; les compétences déclenchées ne sont pas encore modélisées",
    )


def battlefield_of(game: Game, card: Card) -> Battlefield | None:
    """The battlefield `card` is, or was before it was replaced (438.1.a: the same game object for the
    effects that refer to it, so the « here » of the replaced card's abilities is still this one)."""
    for bf in game.battlefields:
        if bf.card is card or any(old is card for old in bf.replaced):
            return bf
    return None


def replace_battlefield(game: Game, bf: Battlefield, token: Card, rules: tuple[str, ...] = ()) -> None:
    """438.1: `token` takes the battlefield's place without being played, inheriting every effect and
    status: the same alias, controller, units, scores this turn and contest (438.1.a). The replaced card
    stays with the battlefield (for a swap back, 438.7.b); it is no longer on the board."""
    replaced = bf.card
    token.controller = bf.controller  # 190.6: its abilities are the battlefield controller's
    bf.replaced.append(replaced)
    bf.card = token
    game.emit(
        EventKind.REPLACE_BATTLEFIELD,
        {"player": bf.controller, "battlefield": bf.alias, "card": token.ref(), "from_card": replaced.ref()},
        (*rules, "438.1", "438.1.a"),
    )


# ----- take_control ---------------------------------------------------------------------------


def take_control_legality(game: Game, action: TakeControl) -> str | None:
    """A known player and battlefield, not already controlled by that player (190.2.b)."""
    reason = _player_legality(game, action.player, action.battlefield)
    if reason is not None:
        return reason
    bf = game.battlefield(action.battlefield)
    assert bf is not None
    if bf.controller == action.player:
        return f"{action.player} contrôle déjà {bf.alias} (190.2.b)"
    return None


def take_control(
    game: Game, pid: str, bf: Battlefield, rules: tuple[str, ...], *, conquest: bool = False
) -> None:
    """`pid` becomes the controller of `bf` (190.2.b), and of its abilities (190.6.a); the former
    controller is in the event."""
    previous = bf.controller
    bf.controller = pid
    bf.card.controller = pid  # 190.6.a: « vous » in its abilities is its controller
    data: dict[str, object] = {"player": pid, "battlefield": bf.alias}
    if conquest:
        data["reason"] = "conquest"
    if previous is not None:
        data["previous"] = previous
    if not bf.units.get(pid):
        data["no_units"] = True  # 190.4.c, 323.6: lost again at the next cleanup
    game.emit(EventKind.TAKE_CONTROL, data, rules)


def do_take_control(game: Game, action: TakeControl) -> None:
    """190.2.b: control changes, nothing is scored."""
    bf = game.battlefield(action.battlefield)
    assert bf is not None  # checked by take_control_legality
    take_control(game, action.player, bf, ("190.1", "190.2.b"))


# ----- conquer --------------------------------------------------------------------------------


def conquer_legality(game: Game, action: Conquer) -> str | NotModelled | None:
    """469.1: conquering is gaining control, so not of a battlefield the player already controls;
    the conquest abilities it would trigger are not modelled (383.4.c)."""
    reason = _player_legality(game, action.player, action.battlefield)
    if reason is not None:
        return reason
    bf = game.battlefield(action.battlefield)
    assert bf is not None
    if bf.controller == action.player:
        return (
            f"{action.player} contrôle déjà {bf.alias} : conquérir, c'est en gagner le contrôle (469.1) ; "
            "pour le point de celui qui le garde, utilisez hold (469.2)"
        )
    if _why_no_point(game, action.player, bf) is not None:
        return None  # not scored: no ability triggers (471.2.c)
    return _abilities_not_modelled(game, action.player, bf, "conquers")


def do_conquer(game: Game, action: Conquer) -> None:
    """469.1.b: control first, then the score: nothing when already scored this turn (470) or held by a
    teammate (469.1.a), else a conquest point under the final-point restriction (471.1.b)."""
    bf = game.battlefield(action.battlefield)
    assert bf is not None  # checked by conquer_legality
    pid = action.player
    why = _why_no_point(game, pid, bf)
    data: dict[str, object] = {"player": pid, "battlefield": bf.alias, "scored": why is None}
    rules: tuple[str, ...] = ("194.1.b", "469.1", "469.1.b")
    if why == "already_scored":
        data["reason"], rules = why, (*rules, "470")
    elif why == "teammate_held":
        data["reason"], rules = why, (*rules, "469.1.a", "489.8.b")
    event = game.emit(EventKind.CONQUER, data, rules)
    with game.inside(event):
        take_control(game, pid, bf, ("469.1.b", "190.2.b"), conquest=True)
        if why is not None:
            return
        bf.scored_this_turn.append(pid)  # 470: once per battlefield per turn
        scoring.conquest_point(game, pid, battlefield=bf.alias)


def establish_control(game: Game, pid: str, bf: Battlefield, rules: tuple[str, ...]) -> None:
    """348.2.a, 466.5: `pid` establishes control in play; a conquest when not yet scored this turn
    (348.2.a.1, 466.5.d), as the `conquer` verb does (its trigger check included), else control only."""
    if pid in bf.scored_this_turn:
        take_control(game, pid, bf, (*rules, "190.2.b", "470"))
        return
    action = Conquer(player=pid, battlefield=bf.alias)
    reason = conquer_legality(game, action)
    if isinstance(reason, NotModelled):
        raise NotModelledError(
            f"{reason.text} — pas encore modélisé", details={"step": game.step, "what": reason.what}
        )
    do_conquer(game, action)


# ----- hold -----------------------------------------------------------------------------------


def hold_legality(game: Game, action: Hold) -> str | NotModelled | None:
    """469.2: holding is keeping control, so the player must control the battlefield; the hold
    abilities it would trigger are not modelled (471.2.b)."""
    reason = _player_legality(game, action.player, action.battlefield)
    if reason is not None:
        return reason
    bf = game.battlefield(action.battlefield)
    assert bf is not None
    if bf.controller != action.player:
        owner = f"contrôlé par {bf.controller}" if bf.controller else "contrôlé par personne"
        return f"{bf.alias} est {owner} : seul son contrôleur l'occupe (469.2)"
    if action.player in bf.scored_this_turn:
        return None  # not scored again: no ability triggers (471.2.c)
    return _abilities_not_modelled(game, action.player, bf, "holds")


def do_hold(game: Game, action: Hold) -> None:
    """469.2: the hold point, once per battlefield per turn (470), never restricted (471.1.a.1)."""
    bf = game.battlefield(action.battlefield)
    assert bf is not None  # checked by hold_legality
    hold(game, action.player, bf)


def scoring_step_legality(game: Game, pid: str) -> NotModelled | None:
    """The hold abilities the beginning phase's scoring step would trigger are not modelled (471.2.b)."""
    for bf in game.battlefields:
        if bf.controller == pid and pid not in bf.scored_this_turn:
            found = _abilities_not_modelled(game, pid, bf, "holds")
            if found is not None:
                return found
    return None


def scoring_step(game: Game, pid: str) -> None:
    """315.2.b.2: the turn player holds every battlefield they control, each scored once (470). Who
    controls each battlefield now is recorded for the rest of the turn (315.2.b.3, 469.1.a, 489.8.g.1)."""
    for bf in game.battlefields:
        bf.scoring_step_controller = bf.controller
    for bf in game.battlefields:
        if bf.controller == pid and pid not in bf.scored_this_turn:
            hold(game, pid, bf, ("315.2.b", "315.2.b.2"))


def hold(game: Game, pid: str, bf: Battlefield, rules: tuple[str, ...] = ()) -> None:
    """469.2: `pid` holds `bf`: a hold point unless already scored this turn (470)."""
    scored = pid not in bf.scored_this_turn
    data: dict[str, object] = {"player": pid, "battlefield": bf.alias, "scored": scored}
    rules = (*rules, "194.1.a", "469.2")
    if not scored:
        data["reason"], rules = "already_scored", (*rules, "470")
    event = game.emit(EventKind.HOLD, data, rules)
    if not scored:
        return
    with game.inside(event):
        bf.scored_this_turn.append(pid)
        scoring.gain_point(
            game,
            pid,
            1,
            reason="hold",
            rules=("194.1.a", "469.2", "471.1.a.1"),
            extra={"battlefield": bf.alias},
        )


def _battlefield_verb(
    name: str,
    french: str,
    doc: str,
    action: type[TakeControl] | type[Conquer] | type[Hold],
    legality: Callable[[Game, Any], str | NotModelled | None],
    perform: Callable[[Game, Any], None],
) -> Verb:
    """The three battlefield verbs share their written form: `player` and `battlefield`."""
    return Verb(
        name,
        french=french,
        doc=doc,
        required=("player", "battlefield"),
        action=action,
        build=lambda w: action(
            player=str(w.args["player"]), battlefield=str(w.args["battlefield"]), choices=w.choices
        ),
        legality=legality,
        perform=perform,
        candidates=lambda game: [
            action(player=pid, battlefield=bf.alias) for pid in game.order for bf in game.battlefields
        ],
    )


register(
    _battlefield_verb(
        "take_control",
        "prendre le contrôle",
        "prendre le contrôle d'un champ de bataille, sans marquer de point (190)",
        TakeControl,
        take_control_legality,
        do_take_control,
    ),
    _battlefield_verb(
        "conquer",
        "conquérir",
        "prendre le contrôle d'un champ de bataille puis le marquer : un point par champ de bataille "
        "par tour, avec la restriction du dernier point (469.1, 470, 471.1.b)",
        Conquer,
        conquer_legality,
        do_conquer,
    ),
    _battlefield_verb(
        "hold",
        "occuper",
        "marquer un champ de bataille que l'on contrôle, comme l'étape des scores : un point par "
        "champ de bataille par tour, jamais restreint (469.2, 470, 471.1.a.1)",
        Hold,
        hold_legality,
        do_hold,
    ),
)
