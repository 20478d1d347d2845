"""Points and victory (193-195, 471-472; 489.8.d for teams).

A player wins at cleanup (194.2, 323.1) when they have at least the victory score and
more points than every opponent; the only win outside cleanup is repeated burn out
(431.3.c.1), checked by `immediate_win_check`. Nothing here takes points away, so a
total never goes below 0 (194.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.engine import actions as act
from judge.engine.draw import take_from_deck
from judge.engine.events import EventKind
from judge.engine.outcome import Outcome
from judge.engine.registry import Verb, register
from judge.engine.replacement import Pending, replaced
from judge.engine.state import Zone

if TYPE_CHECKING:
    from judge.engine.game import Game


def gain_point(
    game: Game,
    pid: str,
    amount: int,
    *,
    reason: str,
    rules: tuple[str, ...],
    extra: dict[str, Any] | None = None,
) -> None:
    """`pid` gains `amount` points; in a team game the whole team does (489.8.d.2). A replacement may
    skip it (443: Tianna, « passez votre prochain point »), except a later burn-out point (431.3.b)."""
    preventable = (extra or {}).get("preventable", True) is not False
    pending = Pending(
        EventKind.GAIN_POINT, {"player": pid, "amount": amount, "reason": reason}, replaceable=preventable
    )
    if replaced(game, pending):
        return
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


def final_point_battlefields(game: Game, pid: str) -> list[str]:
    """471.1.b.1: the battlefields `pid` must have scored this turn for a conquest to give the final
    point; in 2v2 those a teammate controlled at this turn's scoring step are excepted (489.8.g.1),
    whoever controls them now."""
    mates = set(game.teammates(pid)) - {pid}
    return [bf.alias for bf in game.battlefields if bf.scoring_step_controller not in mates]


def conquest_point(game: Game, pid: str, *, battlefield: str | None = None) -> None:
    """471.1: a conquest point, under the final-point restriction. When `pid` is 1 point or less from
    the victory score (471.1.b), the point counts only if they scored every battlefield this turn
    (471.1.b.1, 489.8.g.1); otherwise they draw a card instead, with burn out when the deck is short."""
    extra: dict[str, Any] = {"battlefield": battlefield} if battlefield is not None else {}
    if game.players[pid].points + 1 < game.victory_score:
        gain_point(game, pid, 1, reason="conquest", rules=("194.1.b", "469.1", "471.1"), extra=extra)
        return
    missing = [
        bf.alias
        for bf in game.battlefields
        if bf.alias in final_point_battlefields(game, pid) and pid not in bf.scored_this_turn
    ]
    rules: tuple[str, ...] = ("471.1.a", "471.1.b", "471.1.b.1")
    if game.mode == "2v2" or len(game.teammates(pid)) > 1:
        rules += ("489.8.g", "489.8.g.1")
    if not missing:
        gain_point(game, pid, 1, reason="conquest", rules=("194.1.b", "469.1", *rules), extra=extra)
        return
    data: dict[str, Any] = {"player": pid, "missing": missing, "points": game.players[pid].points, **extra}
    event = game.emit(EventKind.DRAW_INSTEAD_OF_POINT, data, rules)
    with game.inside(event):
        take_from_deck(game, pid, 1, EventKind.DRAW, Zone.HAND, ("471.1.b.1", "413.2.a"))


def gain_points_legality(game: Game, action: act.GainPoints) -> str | None:
    """A player of the game, a positive count."""
    if action.player not in game.players:
        return f"joueur « {action.player} » inconnu (attendu : {', '.join(game.order)})"
    return None


def do_gain_points(game: Game, action: act.GainPoints) -> None:
    """194.1.c: an effect tells a player to gain points; 194.1.a: a hold point, which the final-point
    restriction never touches (471.1.a.1); 194.1.b: conquest points go one by one through the
    final-point restriction (471.1.b), the battlefield scored being unknown."""
    if action.reason in ("conquest", "conquer"):
        for _ in range(action.count):
            if game.over:
                return
            conquest_point(game, action.player)
        return
    rules = ("194.1.a", "471.1.a.1") if action.reason == "hold" else ("194.1.c", "471.1.a.1")
    gain_point(game, action.player, action.count, reason=action.reason, rules=rules)


register(
    Verb(
        "gain_points",
        french="gagner des points",
        doc="un joueur gagne `count` points (`reason` : effect, hold, conquest) ; toute son équipe en 2c2",
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
