"""The chain and priority (307–313, 325–340): passing, resolving last-in-first-out.

The state is closed while the chain holds an item (354.1), open when it is empty (340.2). With an
empty chain the turn player receives priority in the main phase (335); after an item is
finalized its controller keeps priority (337.1.a, 337.4); passing gives it to the next player in
turn order (338.1.b.1); when every player has passed in sequence the newest finalized item
resolves (339.1, 340.1), then priority goes to the controller of the newest item left (340.4).
A unit or gear enters the board when it resolves (359.2); a spell's effects run and the card goes
to its owner's trash (351.2, 359.3); each resolution is one engine step (`game.tick`) followed by
the state checks (`game.run_state_checks`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from judge.corpus.abilities.values import Target
from judge.engine import actions as act
from judge.engine import effects, filters, replacements_cards, showdown, statics, target_groups, zones
from judge.engine.events import EventKind
from judge.engine.registry import Verb, register
from judge.engine.state import Card, ChainItem, Phase, Zone
from judge.engine.trigger_text import describe, looping
from judge.errors import RulesError

if TYPE_CHECKING:
    from judge.engine.game import Game


@dataclass(frozen=True, kw_only=True)
class Pass(act.Action):
    """338.1.b: `player` passes priority."""

    player: str


@dataclass(frozen=True, kw_only=True)
class Resolve(act.Action):
    """339–340: every player passes in turn until `count` items resolved, or all (`count` None)."""

    count: int | None = None


def priority_holder(game: Game) -> str | None:
    """Who holds priority now (334–337): in a showdown with an empty chain, the player with focus
    (313.2, 335.1); None with an empty chain outside the main phase."""
    if game.chain:
        return game.turn.priority or game.chain[-1].controller
    if game.turn.showdown is not None:
        return game.turn.focus
    return game.turn.player if game.turn.phase is Phase.MAIN else None


def turn_state(game: Game) -> str:
    """307–310: showdown or neutral (a showdown or combat in progress, 308.1), closed or open (a chain,
    309)."""
    kind = "showdown" if game.turn.showdown is not None else "neutral"
    return f"{kind}_closed" if game.chain else f"{kind}_open"


def _declaration(item: ChainItem, name: str) -> Target | None:
    """The target declaration `name` of the item's ability (its chosen mode's included)."""
    ability = item.ability
    decls = list(getattr(ability, "targets", ()) or ())
    if item.mode is not None:
        for e in getattr(ability, "effects", ()):
            if e.KEY == "choose_one":
                decls += list(e.modes[item.mode].targets)
    return next((d for d in decls if d.name == name), None)


def _still_legal(game: Game, item: ChainItem, card: Card, name: str) -> bool:
    """359.3.e: a target is still legal when it passes its restrictions where it is now."""
    decl = _declaration(item, name)
    if decl is None:
        return True
    if item.chosen_as.get(card.uid, card.incarnation) != card.incarnation:
        return False  # 359.3.e.4: it went off the board and came back, a new object
    zone = game.zone_of(card)
    source = item.source or item.card  # « ici » (438.1.a: still the battlefield a replaced card was)
    return (
        zone is not None
        and filters.matches(
            game, card, decl.filter, item.controller, zone=zone, source=source, at=filters.event_zone(item)
        )
        # 758.1: become impossible to target after being chosen, it is no longer a legal target
        and statics.protector(game, card, item.controller) is None
        and _same_controller_still(game, item, card, decl)
    )


def _same_controller_still(game: Game, item: ChainItem, card: Card, decl: Target) -> bool:
    """359.3.e.2: « du même contrôleur » still holds between a target and the one it names."""
    if decl.same_controller_as is None:
        return True
    uids = item.targets.get(decl.same_controller_as, ())
    named = [c for c in (_by_uid(game, u) for u in uids) if c is not None]
    return any(c.controlled_by == card.controlled_by for c in named)


def enters_exhausted(card: Card) -> bool:
    """A replacement « would enter → enters exhausted » on the card itself (Baliste de fer)."""
    return any(is_enter_exhausted(a) for a in (card.definition.abilities if card.definition else ()))


def is_enter_exhausted(ability: Any) -> bool:
    """Whether an ability is the replacement « arrive épuisé » (367)."""
    replaces, outcome = getattr(ability, "replaces", None), getattr(ability, "outcome", None)
    return (
        getattr(replaces, "KEY", None) == "would_enter"
        and getattr(outcome, "KEY", None) == "enters_exhausted"
    )


def _described(item: ChainItem) -> str:
    return describe(item.ability)


def _execute(game: Game, item: ChainItem, card: Card | None, rules: tuple[str, ...] = ()) -> None:
    """359.3.d, 359.3.e: the item's instructions executed once, from top to bottom, with the choices in its
    fields; each target checked again first (an illegal one is skipped, 359.3.e.12). `rules`: why it runs
    again (a Répétition, 820.1.d)."""
    if rules:
        shown = card or item.source
        data: dict[str, Any] = {"player": item.controller, **({"card": shown.ref()} if shown else {})}
        game.emit(EventKind.REPEAT, data, rules)
    targets: dict[str, list[Card | None]] = {}
    illegal: list[Card] = []
    for name, uids in item.targets.items():
        found: list[Card | None] = []
        for uid in uids:
            try:
                target = game.card_by_uid(uid)
            except RulesError:
                found.append(None)
                continue
            if _still_legal(game, item, target, name):
                found.append(target)
            else:
                found.append(None)
                illegal.append(target)
        decl = _declaration(item, name)
        if decl is not None and decl.is_group:  # 355.11.b: the group still meets its restriction, or a subset
            legal = [c for c in found if c is not None]
            kept = target_groups.at_resolution(game, item.controller, decl, legal)
            found = [c for c in found if c is None or any(c is k for k in kept)]
        targets[name] = found
    if illegal:
        game.emit(
            EventKind.SKIP,
            {"reason": "illegal_target", "cards": [c.ref() for c in illegal]},
            ("359.3.e", "359.3.e.12"),
        )
    ctx = effects.Context(
        game,
        item.controller,
        item.source or card,
        targets,
        destinations=list(item.destinations),
        paid=list(item.paid),
        battlefield=getattr(item.trigger, "battlefield", None),  # a trigger's event (« ce champ »)
        players=dict(item.players),
        spell_bonus=(item.bonus, [c for c in (_by_uid(game, u) for u in item.bonus_from) if c is not None]),
    )
    effects.run(ctx, tuple(getattr(item.ability, "effects", ()) or ()), item.mode)


def _by_uid(game: Game, uid: int) -> Card | None:
    """The card with this uid, or None when it ceased to exist (a token, 186.1)."""
    try:
        return game.card_by_uid(uid)
    except RulesError:
        return None


def enter_board(game: Game, card: Card, to: str, controller: str, exhausted: bool) -> None:
    """359.2: a permanent leaves the chain and enters the board at `to` (`base`, `battlefield:ID`),
    `exhausted` unless « arrive préparé / épuisé » replaces how it enters (369.3, the replacement step);
    a unit entering a battlefield its controller does not control contests it (190.3.a.1)."""
    zones.move_cards(
        game, [(card, zones.Place(to, controller))], EventKind.PUT, ("359.2",), {"reason": "enters"}
    )
    card.controller = controller
    bf = game.battlefield(to.removeprefix("battlefield:")) if to.startswith("battlefield:") else None
    if bf is not None:
        showdown.contest(game, bf, controller, ("190.3.a.1",))
    card.exhausted = replacements_cards.entering(game, card, controller, exhausted)
    if card.base_might is None and card.definition is not None:
        card.base_might = card.definition.might


def resolve_item(game: Game, item: ChainItem, rules: tuple[str, ...] = ("340.1",)) -> None:
    """Resolves one finalized item (340.1), then the state checks."""
    game.tick()
    shown = item.card or item.source
    data: dict[str, Any] = {"player": item.controller, **({"card": shown.ref()} if shown else {})}
    if item.kind == "trigger" and item.source is not None:  # a triggered ability: named after its source
        data = {"player": item.controller, "source": item.source.ref(), "ability": _described(item)}
    event = game.emit(EventKind.RESOLVE, data, rules)
    with game.inside(event):
        card = item.card
        kind = card.definition.type.value if card is not None and card.definition is not None else "ability"
        if card is not None and kind in ("unit", "gear"):
            to = item.to or "base" if kind == "unit" else "base"  # 359.2.d: a gear at its base
            # 359.2.c: a unit enters exhausted, a gear ready (359.2.d); Accélération paid: ready (805.1.a)
            enter_board(game, card, to, item.controller, kind == "unit" and "Accélération" not in item.paid)
        else:
            declared = getattr(item.ability, "targets", ())
            vanilla = card is not None and card.definition is not None and not card.definition.text
            if (item.ability is None and not vanilla) or (declared and not (item.targets or item.players)):
                # an item written in `setup.chain` without its ability or targets: never silently vanilla
                what = "objet de chaîne écrit sans compétence ni cibles"
                raise effects.stop(game, card or item.source, what)
            if item in game.chain and card is None:
                game.chain.remove(item)
            _execute(game, item, card)
            for again in list(item.repeats):  # 820.1.d.1, 820.3: once more for each Répétition paid
                if card is not None and item not in game.chain:
                    break  # the FAQ: a repeated spell taken off the chain while it executes does not go on
                item.targets, item.mode = again.targets, again.mode
                item.destinations, item.players = list(again.destinations), dict(again.players)
                _execute(game, item, card, ("820.1.d", "820.1.d.1"))
            if card is not None:  # 351.2, 359.3: the spell goes to its owner's trash
                zones.move_cards(
                    game,
                    [(card, zones.Place(str(Zone.TRASH), card.owner))],
                    EventKind.PUT,
                    ("351.2", "359.3"),
                    {"reason": "resolved"},
                )
    if item in game.chain:
        game.chain.remove(item)
    game.turn.passes.clear()
    game.turn.priority = game.chain[-1].controller if game.chain else None  # 340.4, 340.2
    if not game.chain:  # 340.2.a, 346: focus passes, unless an ability that adds resources opened it
        resource = getattr(item.ability, "adds_resources", False) or item.kind == "trigger"
        showdown.chain_closed(game, bool(resource))
    game.run_state_checks()


def pass_legality(game: Game, action: Pass) -> str | None:
    """Only the player holding priority passes it, and only while the chain holds an item (338.1.b)."""
    if action.player not in game.players:
        return f"joueur « {action.player} » inconnu"
    if not game.chain and game.turn.showdown is not None:
        if game.turn.focus != action.player:
            return f"{action.player} ne peut pas passer : la focalisation est à {game.turn.focus} (313, 347)"
        return None
    if not game.chain:
        return "la chaîne est vide et aucune confrontation n'est en cours : il n'y a rien à passer (339, 347)"
    holder = priority_holder(game)
    if holder != action.player:
        return f"{action.player} ne peut pas passer : la priorité est à {holder} (338.1.b)"
    return None


def pass_priority(game: Game, player: str) -> bool:
    """338.1.b.1, 339: passes to the next player; after a full round of passes the top item resolves
    (True then)."""
    nxt = showdown.next_player(game, player)  # 338.1.b.1: the next player in turn order
    game.emit(EventKind.PASS, {"player": player, "next": nxt}, ("338.1.b", "338.1.b.1"))
    game.turn.passes.append(player)
    if len(set(game.turn.passes)) >= len(game.order):  # 339.1: everyone passed in sequence
        resolve_item(game, game.chain[-1])
        return True
    game.turn.priority = nxt
    return False


def do_pass(game: Game, action: Pass) -> None:
    """338.1.b: pass priority; in a showdown with an empty chain, pass focus (347.2)."""
    if game.chain:
        pass_priority(game, action.player)
    else:
        showdown.pass_focus(game, action.player)


def resolve_legality(game: Game, action: Resolve) -> str | None:
    """A count is at least 1."""
    if action.count is not None and action.count < 1:
        return f"resolve: {action.count} : il faut au moins 1 élément, ou `all`"
    return None


def do_resolve(game: Game, action: Resolve) -> None:
    """Every player passes in turn, item after item (339.1, 340), until `count` resolved or the chain
    is empty; `all` goes on until no showdown is open and combat is over (`settle`)."""
    if action.count is None:
        settle(game)
        return
    done = 0
    while game.chain and not game.over and done < action.count:
        resolved = False  # one item resolved, even when what it triggered takes its place (383.3)
        while not resolved and game.chain and not game.over:
            holder = priority_holder(game)
            assert holder is not None  # a chain holds an item: someone has priority
            resolved = pass_priority(game, holder)
        done += 1


def settle(game: Game) -> None:
    """Every player passes in turn (priority with a chain, focus in a showdown, 338.1.b, 347.2) until the
    chain is empty, no showdown is open and combat is over; one engine step a pass."""
    while (game.chain or game.turn.showdown is not None) and not game.over:
        try:
            game.tick()
        except RulesError as err:
            top = game.chain[-1] if game.chain else None
            if err.code != "step_limit" or top is None or top.kind != "trigger" or top.source is None:
                raise
            raise looping(err, top.source, top.ability) from err  # the trigger that keeps coming back
        holder = priority_holder(game)
        assert holder is not None  # a chain or a showdown: someone has priority or focus
        if game.chain:
            pass_priority(game, holder)
        else:
            showdown.pass_focus(game, holder)


def _build_resolve(w: Any) -> Resolve:
    count = w.args.get("count")
    if w.args.get("all") or count == "all":
        return Resolve(choices=w.choices)
    return Resolve(count=int(count) if count is not None else None, choices=w.choices)


_PASS_DOC = "passer la priorité au joueur suivant ; tous ayant passé, l'objet du dessus se résout (338, 339)"
_RESOLVE_DOC = "chacun passe à son tour : résoudre `count` éléments de la chaîne, ou tout (`all`) (339, 340)"


def _build_pass(w: Any) -> Pass:
    return Pass(player=str(w.args["player"]), choices=w.choices)


register(
    Verb("pass", french="passer", doc=_PASS_DOC,
         required=("player",), action=Pass, build=_build_pass,
         legality=pass_legality, perform=do_pass,
         candidates=lambda game: [Pass(player=p) for p in game.order]),
    Verb("resolve", french="résoudre", doc=_RESOLVE_DOC,
         optional=("count", "all"), action=Resolve, build=_build_resolve, legality=resolve_legality,
         perform=do_resolve, candidates=lambda game: [Resolve()] if game.chain or game.turn.showdown else []),
)  # fmt: skip
