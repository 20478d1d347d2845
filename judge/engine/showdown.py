"""Contested battlefields (190.3, 450) and showdowns (341–348), with the cleanup steps that stage
and open them (323.8–323.14).

A unit that moves to, is played to or otherwise becomes present at a battlefield its controller does
not control makes it contested, unless it already is (190.3.a.1, 450); that player applied the
status (`Battlefield.contested_by`). At the cleanup that follows, in a neutral open state (no chain,
no showdown), a showdown begins there (323.12, 344.2), or a combat when units of two opposing
players are there (323.13, 460); the turn player picks when several are staged (461.1). The player
who applied the status gains focus (345), and with it priority (313.2): in the showdown, only Action
and Réaction cards and abilities are played (308.1.a). A chain that closes passes focus to the next
player (346, 347.1.b), unless an ability that adds resources opened it (346.1). `pass` with an empty
chain passes focus (347.2); when every player has passed in sequence the showdown closes (347.2.a,
348): a combat showdown goes on with the combat's other steps (348.1, `combat`), a non-combat one
gives control to the only player whose units remain, a conquest when not scored yet (348.2.a).
A non-combat showdown where an opponent's units arrive becomes a combat showdown (316.8.b.1,
323.14), the player with focus keeping it (464.2.c.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine import battlefields, combat, registry, triggers
from judge.engine.events import EventKind
from judge.engine.state import Battlefield

if TYPE_CHECKING:
    from judge.engine.game import Game


def next_player(game: Game, player: str) -> str:
    """The next player in turn order (347.2.b)."""
    return game.order[(game.order.index(player) + 1) % len(game.order)]


def contest(game: Game, bf: Battlefield, pid: str, rules: tuple[str, ...]) -> bool:
    """190.3.a.1, 450: units of `pid` became present at `bf`; it becomes contested by `pid` unless it
    already is or `pid` controls it. True when it did."""
    if bf.contested or bf.controller == pid:
        return False
    bf.contested_by = pid
    game.emit(EventKind.CONTESTED, {"player": pid, "battlefield": bf.alias}, rules)
    return True


def ongoing(game: Game, bf: Battlefield) -> bool:
    """Whether a showdown or a combat is ongoing at `bf` (190.4.b, 323.6)."""
    return game.turn.showdown == bf.alias


def _opposing_pair(game: Game, bf: Battlefield) -> tuple[str, str] | None:
    """323.9, 461, 462: two opposing players with units here (the one who contested first)."""
    present = bf.players_with_units()
    first = bf.contested_by if bf.contested_by in present else (present[0] if present else None)
    if first is None:
        return None
    others = [p for p in present if p != first and p in game.opponents(first)]
    return (first, others[0]) if others else None


def _showdown_staged(bf: Battlefield) -> bool:
    """323.8.a: a contested battlefield where the player who contested it still has units."""
    return bf.contested_by is not None and bf.contested_by in bf.players_with_units()


def _recontest(game: Game) -> None:
    """323.11: contested ends where its player has no units left and nothing is ongoing; 323.11.a: then
    units there whose controller does not control the battlefield contest it again."""
    for bf in game.battlefields:
        if bf.contested and not ongoing(game, bf) and bf.contested_by not in bf.players_with_units():
            bf.contested_by = None
            present = [p for p in bf.players_with_units() if p != bf.controller]
            if present:
                pid = game.turn.player if game.turn.player in present else present[0]
                contest(game, bf, pid, ("323.11", "323.11.a"))


def _pick(game: Game, staged: list[Battlefield], rules: tuple[str, ...]) -> Battlefield:
    """461.1, 323.12, 323.13: the turn player picks one battlefield (automatic when only one)."""
    if len(staged) == 1:
        return staged[0]
    alias = game.choose(game.turn.player, "battlefield", [bf.alias for bf in staged], rules)
    return next(bf for bf in staged if bf.alias == alias)


def stage_and_open(game: Game) -> None:
    """323.8–323.14, the cleanup's last steps: staging, then a showdown or combat in a neutral open state,
    or a non-combat showdown becoming a combat showdown in a showdown open state."""
    if game.over:
        return
    _recontest(game)
    if game.chain:
        return  # 323.12-323.14: open states only
    turn = game.turn
    if turn.showdown is None:
        showdowns = [
            bf for bf in game.battlefields if _showdown_staged(bf) and _opposing_pair(game, bf) is None
        ]
        if showdowns:
            begin_showdown(game, _pick(game, showdowns, ("323.12",)))
            return
        combats = [bf for bf in game.battlefields if bf.contested and _opposing_pair(game, bf) is not None]
        if combats:
            bf = _pick(game, combats, ("323.13", "461.1"))
            combat.begin(game, bf, _opposing_pair(game, bf) or ("", ""), converting=False)
    elif not turn.combat:
        ongoing_at = game.battlefield(turn.showdown)
        pair = _opposing_pair(game, ongoing_at) if ongoing_at is not None else None
        if ongoing_at is not None and pair is not None:
            combat.begin(game, ongoing_at, pair, converting=True)  # 323.14, 460.1


def begin_showdown(game: Game, bf: Battlefield) -> None:
    """323.12, 344.2: a non-combat showdown begins; the player who contested gains focus (345)."""
    pid = bf.contested_by or game.turn.player
    turn = game.turn
    turn.showdown, turn.combat, turn.focus = bf.alias, False, pid
    turn.focus_passes.clear()
    game.tick()
    event = game.emit(
        EventKind.SHOWDOWN,
        {"player": pid, "battlefield": bf.alias, "step": "start", "focus": pid, "combat": False},
        ("323.12", "316.8.b.1", "344.2", "345", "313.2"),
    )
    with game.inside(event):
        triggers.happened(game, "showdown_starts", player=pid, battlefield=bf.alias)


def chain_closed(game: Game, resource: bool) -> None:
    """346, 347.1.b: the chain closed during a showdown: focus passes to the next player, unless an
    ability that adds resources (or a triggered ability) opened it (346.1)."""
    turn = game.turn
    if turn.showdown is None or turn.focus is None or resource:
        return
    turn.focus = next_player(game, turn.focus)
    turn.focus_passes.clear()


def pass_focus(game: Game, player: str) -> None:
    """347.2: `player` passes focus; after a full round of passes the showdown closes (347.2.a, 348)."""
    turn = game.turn
    nxt = next_player(game, player)
    turn.focus_passes.append(player)
    done = len(set(turn.focus_passes)) >= len(game.order)
    rules = ("347.2", "347.2.a", "348") if done else ("347.2", "347.2.b", "313.2")
    game.emit(EventKind.PASS, {"player": player, "next": nxt, "focus": True}, rules)
    if done:
        close(game)
    else:
        turn.focus = nxt


def close(game: Game) -> None:
    """348: the showdown closes; a combat goes on (348.1), else 348.2.a."""
    turn = game.turn
    bf = game.battlefield(turn.showdown or "")
    assert bf is not None  # a showdown is at a battlefield of the game
    game.tick()
    game.emit(
        EventKind.SHOWDOWN,
        {"battlefield": bf.alias, "step": "close", "combat": turn.combat},
        ("348", "348.1") if turn.combat else ("348", "348.2"),
    )
    if turn.combat:
        combat.fight(game, bf)
        return
    turn.showdown, turn.focus = None, None
    turn.focus_passes.clear()
    present = bf.players_with_units()
    bf.contested_by = None  # 190.3.b: control is established or re-established
    if len(present) == 1 and bf.controller != present[0]:
        battlefields.establish_control(game, present[0], bf, ("348.2.a", "348.2.a.1", "190.4"))
    game.run_state_checks()  # 319.1: the state changed


registry.STATE_CHECKS.append(stage_and_open)
