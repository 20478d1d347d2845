"""Taking cards from the top of the main deck: draw (413), burn (440), and look, reveal,
predict (431.1.c, 436), which use only the cards there are and never burn out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from judge.engine import actions as act
from judge.engine import triggers
from judge.engine.events import EventKind
from judge.engine.registry import Verb, Written, register
from judge.engine.replacement import Pending, replaced
from judge.engine.state import Card, Zone
from judge.engine.zones import Place, move_group, move_top
from judge.errors import RulesError

if TYPE_CHECKING:
    from judge.engine.game import Game


def take_from_deck(
    game: Game,
    pid: str,
    count: int,
    kind: EventKind,
    to_zone: Zone,
    rules: tuple[str, ...],
    *,
    burnout_rules: tuple[str, ...] = (),
    resume_rules: tuple[str, ...] = (),
) -> None:
    """Moves `count` cards from the top of the main deck to `to_zone`, burning out when short (431.1.a/b).

    `rules` are cited for a whole draw; a partial one adds 431.2.a, the rest after a burn out 431.2.d
    (and `resume_rules`); a burn out also cites `burnout_rules` (the draw phase's 315.4.b.1).
    """
    deck = game.players[pid].zone(Zone.MAIN_DECK)
    remaining = count
    sequence = 0
    while remaining > 0:
        n = min(remaining, len(deck))
        if n:
            remaining -= n
            step_rules = rules
            if remaining:
                step_rules += ("431.2.a",)  # as much as possible before burning out
            done = count - remaining
            data: dict[str, object] = {"player": pid, "count": n, "requested": count, "done": done}
            if sequence:
                step_rules += ("431.2.d", *resume_rules)  # finish the action after burning out
                data["resumed"] = True
            place = Place(str(to_zone), pid)
            drawn = deck[:n]
            if move_top(game, deck, n, place, kind, step_rules, data, from_zone=str(Zone.MAIN_DECK)) and (
                kind is EventKind.DRAW
            ):
                triggers.happened(game, "draws", cards=drawn, player=pid)  # 413: the player draws
        if remaining == 0:
            break
        sequence += 1
        # 431.5: taking from a deck too short is replaced by burning out (`burnout.BURN_OUT`);
        # the loop then finishes the action (431.2.d).
        wanted: dict[str, object] = {"player": pid, "count": remaining, "sequence": sequence}
        if burnout_rules:
            wanted["rules"] = burnout_rules
        pending = Pending(kind, wanted)
        if not replaced(game, pending):
            raise RulesError(
                f"le deck principal de {pid} est trop court et aucun effet ne remplace ce manque (431.5)"
            )
        if game.over:
            return  # 431.3.c.1: the game ended at once


def do_draw(game: Game, action: act.Draw) -> None:
    """413: draw from the top of the main deck into the hand (413.4: burn out when short)."""
    take_from_deck(game, action.player, action.count, EventKind.DRAW, Zone.HAND, ("413.1", "413.4"))


def do_burn(game: Game, action: act.Burn) -> None:
    """440: top of the main deck into the trash (440.4: burn out when short)."""
    take_from_deck(game, action.player, action.count, EventKind.BURN, Zone.TRASH, ("440.1", "440.4"))


_THEN_ZONES = {
    "hand": Zone.HAND,
    "trash": Zone.TRASH,
    "banishment": Zone.BANISHMENT,
}
THEN_TARGETS = (*_THEN_ZONES, "main_deck_top", "main_deck_bottom")


#: What happens when cards on top of a deck are seen, then revealed: `seen_from_deck` registers both
#: (it runs card effects, whose interpreter imports this module).
WHEN_SEEN: list[Callable[[Game, Sequence[Card]], None]] = []
WHEN_REVEALED: list[Callable[[Game, Sequence[Card]], None]] = []


def seen_now(game: Game, cards: Sequence[Card]) -> None:
    """Before cards on top of a deck are looked at or revealed (a text that acts then)."""
    for hook in WHEN_SEEN:
        hook(game, cards)


def revealed_now(game: Game, cards: Sequence[Card]) -> None:
    """Cards were revealed from the top of a deck (« quand je suis révélé », 370.1.b.1)."""
    for hook in WHEN_REVEALED:
        hook(game, cards)


def do_look(game: Game, action: act.Look) -> None:
    """431.1.c: look at or reveal as many as there are; 436.4: predict likewise; never burn out."""
    player = game.players[action.player]
    deck = player.zone(Zone.MAIN_DECK)
    seen = deck[: action.count]
    seen_now(game, seen)  # a text that acts as the card is looked at (Nocturne)
    kind = EventKind.REVEAL if action.mode == "reveal" else EventKind.LOOK
    short = len(seen) < action.count
    rules: tuple[str, ...] = ("431.1.c",)
    if action.mode == "predict":
        # 436.1.a for several cards; 436.4 only when the deck holds fewer than asked.
        rules = ("436.1",) + (("436.1.a",) if action.count > 1 else ())
        rules += ("436.4", "436.4.a") if short else ()
    event = game.emit(
        kind,
        {
            "player": action.player,
            "count": len(seen),
            "requested": action.count,
            "cards": [c.ref() for c in seen],
            "from_zone": str(Zone.MAIN_DECK),
            "mode": action.mode,
        },
        rules,
    )
    with game.inside(event):
        if action.mode == "reveal":
            revealed_now(game, seen)  # 370.1.b.1: Titan souterrain adds [2]
        left = list(seen)
        for then in action.then:
            n = min(then.count, len(left))
            moving, left = left[:n], left[n:]
            if n < then.count:
                # 431.1.c.1: the part needing cards that were not found is ignored; no burn out.
                game.emit(
                    EventKind.SKIP,
                    {"player": action.player, "requested": then.count, "count": n, "to_zone": then.to},
                    ("431.1.c.1",),
                )
            if not moving:
                continue
            data = {"player": action.player, "count": n}
            deck_zone = str(Zone.MAIN_DECK)
            if then.to == "main_deck_bottom":
                # 416.5: two or more recycled at once go under the deck in random order.
                game.rng.shuffle(moving)
                rules = ("416.1", "416.1.a") + (("416.5",) if n > 1 else ())
                if action.mode == "predict":
                    rules += ("436.1",) + (("436.1.a",) if action.count > 1 else ())
                place = Place(deck_zone, action.player)
                move_group(game, deck, moving, place, EventKind.RECYCLE, rules, data, from_zone=deck_zone)
                continue
            put_rules: tuple[str, ...] = ("431.1.c",)
            shown: dict[str, str] = {}
            if then.to == "main_deck_top":
                # Back on top in the order the file writes them (436.1.a: the player's order); the event
                # says `main_deck_top` so that it never reads « du deck principal vers le deck principal ».
                place = Place(deck_zone, action.player, top=True)
                if action.mode == "predict":
                    put_rules = ("436.1.a",)
                shown["to_zone"] = "main_deck_top"
            else:
                place = Place(str(_THEN_ZONES[then.to]), action.player)
            move_group(
                game, deck, moving, place, EventKind.PUT, put_rules, data, from_zone=deck_zone, **shown
            )


def _player_exists(game: Game, action: act.Draw | act.Burn | act.Look) -> str | None:
    """The player named must be at the table (the loader checks it too)."""
    return None if action.player in game.players else f"joueur « {action.player} » inconnu"


def _look_legality(game: Game, action: act.Look) -> str | None:
    """The player must be at the table; a predicted card is recycled or put back on top, nothing else
    (436.1, 436.1.a)."""
    if action.player not in game.players:
        return f"joueur « {action.player} » inconnu"
    if action.mode == "predict":
        for then in action.then:
            if then.to not in ("main_deck_top", "main_deck_bottom"):
                return (
                    "prédire ne permet que de recycler les cartes vues ou de les remettre sur le dessus du "
                    f"deck (436.1, 436.1.a), pas de les mettre vers « {then.to} »"
                )
    return None


def _look(mode: str) -> Callable[[Written], act.Action]:
    def build(w: Written) -> act.Action:
        written = w.args.get("then") or ()
        then = tuple(act.Then(to=str(t["to"]), count=int(t.get("count", 1))) for t in written)
        return act.Look(player=str(w.args["player"]), count=w.args.get("count", 1), mode=mode, then=then,
                        choices=w.choices)  # fmt: skip

    return build


def _look_candidates(mode: str) -> Callable[[Game], list[act.Action]]:
    return lambda game: [act.Look(player=pid, count=1, mode=mode) for pid in game.order]


register(
    Verb(
        "draw",
        french="piocher",
        doc="piocher `count` cartes, avec exténuation quand le deck est trop court (413, 431)",
        required=("player", "count"),
        action=act.Draw,
        build=lambda w: act.Draw(player=str(w.args["player"]), count=w.args["count"], choices=w.choices),
        legality=_player_exists,
        perform=do_draw,
        candidates=lambda game: [act.Draw(player=pid, count=1) for pid in game.order],
    ),
    Verb(
        "burn",
        french="brûler",
        doc="mettre les `count` cartes du dessus du deck principal dans la défausse, avec exténuation (440)",
        required=("player", "count"),
        action=act.Burn,
        build=lambda w: act.Burn(player=str(w.args["player"]), count=w.args["count"], choices=w.choices),
        legality=_player_exists,
        perform=do_burn,
        candidates=lambda game: [act.Burn(player=pid, count=1) for pid in game.order],
    ),
    *(
        Verb(
            mode,
            french=french,
            doc=doc,
            required=("player", "count") if mode != "predict" else ("player",),
            optional=("then",) if mode != "predict" else ("count", "then"),
            action=act.Look,
            build=_look(mode),
            legality=_look_legality,
            perform=do_look,
            candidates=_look_candidates(mode),
        )
        for mode, french, doc in (
            ("look", "regarder", "regarder les `count` cartes du dessus, sans exténuation (431.1.c)"),
            ("reveal", "révéler", "révéler les `count` cartes du dessus, sans exténuation (431.1.c)"),
            ("predict", "prédire", "prédire : regarder le dessus puis garder ou recycler (436)"),
        )
    ),
)
