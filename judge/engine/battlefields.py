"""Control of battlefields and scoring them: `take_control` (190), `conquer` (469.1) and `hold` (469.2).

`take_control` changes a battlefield's controller without scoring (190.2.b). `conquer` takes control
(469.1.b), then scores the battlefield: one point per battlefield per turn (470), a conquest point
under the final-point restriction (471.1.b, `scoring.conquest_point`). `hold` scores a battlefield
its controller keeps, as the beginning phase's scoring step does (469.2); its point is never
restricted (471.1.a.1). In 2v2 a battlefield that a teammate controlled at this turn's scoring step
(recorded there, `Battlefield.scoring_step_controller`) gives the team no point this turn, whoever
controls it later (469.1.a, 489.8.b), and the final point does not require it (489.8.g.1).

Scoring a battlefield then triggers its conquest or hold abilities (471.2, `triggers.happened` with
`conquers` or `holds`): those of the units the scoring player has there (« lorsque je conquiers »,
Chasse, 383.4.c.2, 383.4.d.2, 823.1.b), those that speak of that player (« lorsque vous
conquérez », 383.4.c.2), the battlefield's own (« ici »). They trigger even when the conquest point
becomes a card drawn (383.4.c.2); a battlefield not scored (already scored this turn, or a
teammate's in 2v2) triggers nothing (471.2.c).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from judge.corpus.abilities.kinds import NoScoreHere
from judge.engine import scoring, triggers
from judge.engine.actions import Action
from judge.engine.events import EventKind
from judge.engine.registry import Verb, register
from judge.engine.state import Battlefield, Card, Zone

if TYPE_CHECKING:
    from judge.engine.game import Game

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
    """Why scoring `bf` gives `pid` nothing: `already_scored` (470), `teammate_held` (469.1.a),
    `cannot_score` (the battlefield forbids it yet, Forgotten Monument), or None."""
    if pid in bf.scored_this_turn:
        return "already_scored"
    if teammate_held(game, pid, bf):
        return "teammate_held"
    if _forbidden(game, pid, bf):
        return "cannot_score"
    return None


def own_turn(game: Game, pid: str) -> int:
    """Which of `pid`'s own turns this is (or was last): turn numbers run over every player in the
    written order (turn 1 is the first player's first turn)."""
    seats = len(game.order)
    seat = game.order.index(pid) + 1
    return max(0, (game.turn.number - seat) // seats + 1)


def _forbidden(game: Game, pid: str, bf: Battlefield) -> bool:
    """« Les joueurs ne peuvent pas marquer ici avant leur N-ième tour » (Forgotten Monument)."""
    rules = bf.card.definition.abilities if bf.card.definition is not None else ()
    return any(isinstance(a, NoScoreHere) and own_turn(game, pid) < a.from_own_turn for a in rules)


def _player_legality(game: Game, pid: str, alias: str) -> str | None:
    if pid not in game.players:
        return f"joueur « {pid} » inconnu (attendu : {', '.join(game.order)})"
    if game.battlefield(alias) is None:
        names = ", ".join(bf.alias for bf in game.battlefields) or "aucun"
        return f"champ de bataille « {alias} » inconnu (attendu : {names})"
    return None


def _present(bf: Battlefield, pid: str) -> list[Card]:
    """The scoring player's units at the battlefield: those taking part in the score (383.4.c.2)."""
    return [card for card in bf.units.get(pid, []) if card.is_unit]


def _scored(game: Game, key: str, pid: str, bf: Battlefield) -> None:
    """471.2: the abilities this score triggers (`conquers`, `holds`), at the battlefield scored."""
    triggers.happened(game, key, cards=_present(bf, pid), player=pid, battlefield=bf.alias)


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
    goes to its owner's banishment, replaced rather than banished (438.5, 438.5.a); a replaced token
    ceases to exist (438.6). The battlefield remembers it, for a swap back (438.7.b)."""
    replaced = bf.card
    token.controller = bf.controller  # 190.6: its abilities are the battlefield controller's
    bf.card = token
    if not replaced.is_token:
        replaced.controller = None
        game.players[replaced.owner].zone(Zone.BANISHMENT).append(replaced)
        bf.replaced.append(replaced)
    game.emit(
        EventKind.REPLACE_BATTLEFIELD,
        {"player": bf.controller, "battlefield": bf.alias, "card": token.ref(), "from_card": replaced.ref()},
        (*rules, "438.1", "438.1.a"),
    )


def swap_back(game: Game, bf: Battlefield, original: Card, rules: tuple[str, ...] = ()) -> None:
    """438.7.b: the token ceases to exist and `original` (a card it replaced, still in banishment) takes
    its place again, inheriting every current effect and status."""
    token = bf.card
    game.players[original.owner].zone(Zone.BANISHMENT).remove(original)
    bf.replaced.remove(original)
    original.controller = bf.controller  # 190.6.a
    bf.card = original
    game.emit(
        EventKind.REPLACE_BATTLEFIELD,
        {"player": bf.controller, "battlefield": bf.alias, "card": original.ref(), "from_card": token.ref(),
         "reason": "swap_back"},
        (*rules, "438.7", "438.7.b"),
    )  # fmt: skip


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


def conquer_legality(game: Game, action: Conquer) -> str | None:
    """469.1: conquering is gaining control, so not of a battlefield the player already controls."""
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
    return None


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
    elif why == "cannot_score":
        data["reason"], rules = why, (*rules, "471.2.c")
    event = game.emit(EventKind.CONQUER, data, rules)
    with game.inside(event):
        take_control(game, pid, bf, ("469.1.b", "190.2.b"), conquest=True)
        if why is not None:
            return
        bf.scored_this_turn.append(pid)  # 470: once per battlefield per turn
        scoring.conquest_point(game, pid, battlefield=bf.alias)
        _scored(game, "conquers", pid, bf)  # 471.2.a, even when the point became a card (383.4.c.2)


def establish_control(game: Game, pid: str, bf: Battlefield, rules: tuple[str, ...]) -> None:
    """348.2.a, 466.5: `pid` establishes control in play; a conquest when not yet scored this turn
    (348.2.a.1, 466.5.d), as the `conquer` verb does (its triggers included), else control only."""
    if pid in bf.scored_this_turn:
        take_control(game, pid, bf, (*rules, "190.2.b", "470"))
        return
    action = Conquer(player=pid, battlefield=bf.alias)
    if conquer_legality(game, action) is not None:
        return  # already its controller: keeping control is no conquest (469.1)
    do_conquer(game, action)


# ----- hold -----------------------------------------------------------------------------------


def hold_legality(game: Game, action: Hold) -> str | None:
    """469.2: holding is keeping control, so the player must control the battlefield."""
    reason = _player_legality(game, action.player, action.battlefield)
    if reason is not None:
        return reason
    bf = game.battlefield(action.battlefield)
    assert bf is not None
    if bf.controller != action.player:
        owner = f"contrôlé par {bf.controller}" if bf.controller else "contrôlé par personne"
        return f"{bf.alias} est {owner} : seul son contrôleur l'occupe (469.2)"
    return None


def do_hold(game: Game, action: Hold) -> None:
    """469.2: the hold point, once per battlefield per turn (470), never restricted (471.1.a.1)."""
    bf = game.battlefield(action.battlefield)
    assert bf is not None  # checked by hold_legality
    hold(game, action.player, bf)


def scoring_step(game: Game, pid: str) -> None:
    """315.2.b.2: the turn player holds every battlefield they control, each scored once (470). Who
    controls each battlefield now is recorded for the rest of the turn (315.2.b.3, 469.1.a, 489.8.g.1)."""
    for bf in game.battlefields:
        bf.scoring_step_controller = bf.controller
    for bf in game.battlefields:
        if bf.controller == pid and pid not in bf.scored_this_turn:
            hold(game, pid, bf, ("315.2.b", "315.2.b.2"))


def hold(game: Game, pid: str, bf: Battlefield, rules: tuple[str, ...] = ()) -> None:
    """469.2: `pid` holds `bf`: a hold point unless already scored this turn (470) or the battlefield
    forbids scoring yet (Forgotten Monument)."""
    why = _why_no_point(game, pid, bf)
    scored = why is None
    data: dict[str, object] = {"player": pid, "battlefield": bf.alias, "scored": scored}
    rules = (*rules, "194.1.a", "469.2")
    if why is not None:
        data["reason"], rules = why, (*rules, "470" if why == "already_scored" else "471.2.c")
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
        _scored(game, "holds", pid, bf)  # 471.2.b


def _battlefield_verb(
    name: str,
    french: str,
    doc: str,
    action: type[TakeControl] | type[Conquer] | type[Hold],
    legality: Callable[[Game, Any], str | None],
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
