"""Points and victory (193-195, 471-472; 489.8.d for teams).

A player wins at cleanup (194.2, 323.1) when they have at least the victory score and
more points than every opponent; the only win outside cleanup is repeated burn out
(431.3.c.1), checked by `immediate_win_check`. Nothing here takes points away, so a
total never goes below 0 (194.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.engine import actions as act
from judge.engine.events import EventKind, NotModelled
from judge.engine.outcome import Outcome
from judge.engine.registry import Verb, register
from judge.engine.state import is_board_zone

if TYPE_CHECKING:
    from judge.engine.game import Game
    from judge.engine.state import Battlefield


def gain_point(
    game: Game,
    pid: str,
    amount: int,
    *,
    reason: str,
    rules: tuple[str, ...],
    extra: dict[str, Any] | None = None,
) -> None:
    """`pid` gains `amount` points; in a team game the whole team does (489.8.d.2)."""
    mates = game.teammates(pid)
    total = game.players[pid].points + amount
    for q in mates:
        game.players[q].points = total
    if len(mates) > 1:
        rules += ("489.8.d", "489.8.d.2")
    data: dict[str, Any] = {"player": pid, "amount": amount, "points": total, "reason": reason}
    if len(mates) > 1:
        data["players"] = mates
    data.update(extra or {})
    game.emit(EventKind.GAIN_POINT, data, rules)


def has_won(game: Game, pid: str) -> bool:
    """At least the victory score and strictly more points than every opponent (194.2, 431.3.c)."""
    points = game.players[pid].points
    if points < game.victory_score:
        return False
    return all(points > game.players[o].points for o in game.opponents(pid))


def declare_winner(game: Game, pid: str, rules: tuple[str, ...], *, immediate: bool) -> None:
    """Records the win as the game's `Outcome` (with the whole team in 2v2, 489.6.a.3)."""
    mates = game.teammates(pid)
    if len(mates) > 1:
        rules += ("489.6.a", "489.6.a.3")
    game.outcome = Outcome(
        winner=pid,
        players=tuple(mates),
        points=game.players[pid].points,
        immediate=immediate,
        rules=rules,
        team=game.players[pid].team if len(mates) > 1 else None,
    )
    data: dict[str, Any] = {
        "player": pid,
        "winner": pid,
        "points": game.players[pid].points,
        "immediate": immediate,
    }
    if len(mates) > 1:
        data["players"] = mates
        data["team"] = game.players[pid].team
    game.emit(EventKind.WIN, data, rules)


def immediate_win_check(game: Game, pid: str, rules: tuple[str, ...]) -> None:
    """431.3.c.1: a later burn-out point that wins ends the game at once, without cleanup
    (the callers stop at `game.over`)."""
    if game.winner is None and has_won(game, pid):
        declare_winner(game, pid, rules, immediate=True)


def victory_check(game: Game) -> None:
    """The victory step of cleanup (323.1, 194.2, 472)."""
    if game.winner is not None:
        return
    won = [pid for pid in game.order if has_won(game, pid)]
    if not won:
        return
    # In 2v2 the team wins; the player named is the one who scored last, as for an immediate win.
    scorers = (e.data.get("player") for e in reversed(game.log) if e.kind is EventKind.GAIN_POINT)
    pid = next((p for p in scorers if p in won), won[0])
    declare_winner(game, pid, ("323.1", "194.2"), immediate=False)


def _to_hold(game: Game, pid: str) -> list[Battlefield]:
    """The battlefields `pid` controls and has not scored this turn (469.2, 470)."""
    return [bf for bf in game.battlefields if bf.controller == pid and pid not in bf.scored_this_turn]


def hold_not_modelled(game: Game, pid: str) -> NotModelled | None:
    """471.2.b: hold abilities are not modelled; a card on the board whose text speaks of holding stops
    the action before anything changes."""
    held = _to_hold(game, pid)
    if not held:
        return None
    for card, zone in game.all_cards():
        if not is_board_zone(zone):
            continue  # only what is on the board can have a hold ability in force (471.2.b)
        text = card.definition.text.casefold() if card.definition else ""
        # « Lorsque vous occupez… »: a hold ability (471.2.b), on a held battlefield or any card in play
        if "occup" in text:
            return NotModelled(
                "hold_ability",
                f"étape des scores : {pid} occupe {', '.join(bf.alias for bf in held)} ; la compétence "
                f"de « {card.display} » liée à l'occupation (471.2.b)",
            )
    return None


def hold_battlefields(game: Game, pid: str) -> None:
    """315.2.b.2: at the scoring step the turn player holds every battlefield they control (469.2) and
    not yet scored this turn (470): 1 point each, never touched by the final-point restriction
    (471.1.a.1). Hold abilities (471.2.b) are not modelled: `hold_not_modelled`, asked by the
    legality of the phase verbs, stops the action before it comes to this."""
    for bf in _to_hold(game, pid):
        game.tick()
        bf.scored_this_turn.append(pid)  # 470: once per battlefield per turn
        event = game.emit(EventKind.HOLD, {"player": pid, "battlefield": bf.alias}, ("315.2.b.2", "469.2"))
        with game.inside(event):
            gain_point(game, pid, 1, reason="hold", rules=("471.1", "471.1.a.1", "194.1.a"))


def gain_points_legality(game: Game, action: act.GainPoints) -> NotModelled | None:
    """A conquest point needs the `conquer` verb and its final-point restriction (471.1.b)."""
    if action.reason in ("conquest", "conquer"):
        return NotModelled(
            "conquest_point",
            f"gagner des points par « {action.reason} » (restriction du dernier point, 471.1.b) ; "
            "utilisez reason: effect pour un point donné par un effet",
        )
    return None


def do_gain_points(game: Game, action: act.GainPoints) -> None:
    """194.1.c: an effect tells a player to gain points; 194.1.a: a hold point, which the final-point
    restriction never touches (471.1.a.1)."""
    rules = ("194.1.a", "471.1.a.1") if action.reason == "hold" else ("194.1.c",)
    gain_point(game, action.player, action.count, reason=action.reason, rules=rules)


register(
    Verb(
        "gain_points",
        french="gagner des points",
        doc="un joueur gagne `count` points (`reason` : effect, hold) ; toute son équipe en 2c2",
        required=("player", "count"),
        optional=("reason",),
        action=act.GainPoints,
        build=lambda w: act.GainPoints(
            player=str(w.args["player"]),
            count=w.args["count"],
            reason=str(w.args.get("reason") or "effect"),
            choices=w.choices,
        ),
        legality=gain_points_legality,
        perform=do_gain_points,
        candidates=lambda game: [act.GainPoints(player=pid, count=1) for pid in game.order],
    )
)
