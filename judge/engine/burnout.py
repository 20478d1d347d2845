"""Burn out (431): what happens when an action must take more cards than the main deck holds.

431.5 makes burn out a replacement effect: `BURN_OUT` replaces taking cards from a main deck
that holds too few (`draw.take_from_deck` asks `replacement.replaced` at that point).
The sequence (431.2) is: do as much as possible (the caller), recycle the trash under the
main deck in random order (431.2.b, 416.5), an opponent chosen by the player gains 1 point
(431.2.c), then the caller finishes the action (431.2.d). An empty trash leaves the deck
empty and the caller burns out again (431.3): from the second burn out of one sequence the
points cannot be prevented or replaced (431.3.b) and a player who reaches the victory score
with more points than every opponent wins at once, without waiting for cleanup (431.3.c.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine import registry, scoring
from judge.engine.events import EventKind
from judge.engine.replacement import Pending, Replacement
from judge.engine.state import Zone
from judge.engine.zones import Place, move_top

if TYPE_CHECKING:
    from judge.engine.game import Game


def burn_out(game: Game, pid: str, sequence: int, cause: str, extra_rules: tuple[str, ...] = ()) -> None:
    """Performs burn out number `sequence` of one action for player `pid` (`cause`: "draw", "burn", …);
    `extra_rules` are the caller's (a draw phase cites 315.4.b.1)."""
    first_rule = "431.1.a" if cause == "draw" else "431.1.b"
    # 431.5: burn out is a replacement effect; it takes the place of the draw or burn (431.1).
    rules: tuple[str, ...] = ("431", first_rule, "431.5", "431.2", *extra_rules)
    if sequence > 1:
        rules += ("431.3",)
    event = game.emit(EventKind.BURNOUT, {"player": pid, "sequence": sequence, "cause": cause}, rules)
    with game.inside(event):
        _recycle_trash(game, pid)
        opponents = game.opponents(pid)
        opponent = game.choose(pid, "burnout_opponent", opponents, ("431.2.c",))
        # 471.1.a.1: not a conquest point, so the final-point restriction never makes it a draw.
        scoring.gain_point(
            game,
            opponent,
            1,
            reason="burnout",
            rules=("431.2.c", "194.1.d") + (("431.3.b",) if sequence > 1 else ()),
            extra={"sequence": sequence, "preventable": sequence == 1, "burned_out": pid},
        )
        if sequence > 1:
            # 431.3.c: later points of the sequence win at once, the rules' one exception to cleanup.
            scoring.immediate_win_check(game, opponent, ("431.3.c", "431.3.c.1"))


def _deck_too_short(game: Game, pending: Pending) -> bool:
    """431.1.a/b: a draw or a burn needs more cards than the main deck holds."""
    if pending.kind not in (EventKind.DRAW, EventKind.BURN):
        return False
    return int(pending.data["count"]) > len(game.players[pending.data["player"]].zone(Zone.MAIN_DECK))


def _burn_out_instead(game: Game, pending: Pending) -> None:
    cause = "draw" if pending.kind is EventKind.DRAW else "burn"
    extra = tuple(pending.data.get("rules", ()))
    burn_out(game, pending.data["player"], int(pending.data["sequence"]), cause, extra)


#: 431.5: the rules' own replacement effect, installed in every `Game`.
BURN_OUT = Replacement(
    "burn_out",
    ("431.5",),
    applies=_deck_too_short,
    instead=_burn_out_instead,
    label="exténuation",
    outcome="burn_out",
    logged=False,  # its `burnout` event is the replacement's own (431.5)
)
registry.RULES_REPLACEMENTS.append(BURN_OUT)


def _recycle_trash(game: Game, pid: str) -> None:
    """431.2.b: the trash goes under the main deck in random order (416.5); a rune in it is still a rune
    and goes under the rune deck (161.2.b, 416.1.b), in its owner's order (416.5.a)."""
    from judge.engine.removal import rune_order

    player = game.players[pid]
    trash = player.zone(Zone.TRASH)
    cards = [c for c in trash if not c.is_rune]
    runes = [c for c in trash if c.is_rune]
    if runes:
        runes = rune_order(game, pid, runes)  # asked before anything moves
    game.rng.shuffle(cards)
    trash[:] = cards + runes
    count = len(cards)
    move_top(
        game,
        trash,
        count,
        Place(str(Zone.MAIN_DECK), pid),
        EventKind.RECYCLE,
        ("431.2.b", "416.5") if count > 1 else ("431.2.b",),
        {"player": pid, "count": count},
        from_zone=str(Zone.TRASH),
        reason="burnout",
    )
    if runes:
        move_top(
            game,
            trash,
            len(runes),
            Place(str(Zone.RUNE_DECK), pid),
            EventKind.RECYCLE,
            ("431.2.b", "161.2.b", "416.1.b") + (("416.5.a",) if len(runes) > 1 else ()),
            {"player": pid, "count": len(runes)},
            from_zone=str(Zone.TRASH),
            reason="burnout",
        )
