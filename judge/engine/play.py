"""Playing a card (349–359) and activating an ability (376–378, 398–400): the process of play.

Each step is an event citing its rule, under the `play` event: 1. the card moves to the chain
(354, `chain_add`); 2. choices (355: optional additional costs, a unit's location, modes, targets);
3. the total cost (356, `cost_computed` with its steps, `costs`); 4. paying (357, `cost_paid`);
5. legality (358); 6. finalize (359.1, `finalize`). A unit or gear then resolves at once (337.2),
as does an ability that adds resources (400.2); otherwise its controller keeps priority (337.4).
Timing (338.1.a, 335, 806, 813): the player must hold priority; in a closed state only a card or
ability with Réaction; with an empty chain only the turn player in the main phase.
Anything refused rewinds the whole play (358.5: `Game.apply`'s transaction).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from judge.corpus.abilities import effects as fx
from judge.corpus.abilities import iter_constructs
from judge.corpus.abilities.amounts import MightOf
from judge.corpus.abilities.kinds import (
    Activated,
    AdditionalCost,
    AlternativeCost,
    Passive,
    SpellAbility,
    Triggered,
    WhenRevealed,
)
from judge.corpus.abilities.kinds import NotModelled as NotModelledAbility
from judge.corpus.abilities.modifiers import IncreaseCost, ReduceCost
from judge.corpus.abilities.replacement import CreateReplacement, ReplacementAbility
from judge.corpus.abilities.values import ObjectKind, Target
from judge.engine import (
    ability_names,
    costs,
    effects,
    filters,
    kill_attribution,
    next_spell,
    removal,
    replacements_cards,
    statics,
    target_groups,
    triggers,
    zones,
)
from judge.engine import actions as act
from judge.engine.cards import Cost, domain_choice
from judge.engine.chain import is_enter_exhausted, priority_holder, resolve_item
from judge.engine.choices import is_yes, unique_labels, yes_no_problem
from judge.engine.events import EventKind, NotModelled
from judge.engine.exhaust import exhaust_card
from judge.engine.interpreted import INTERPRETED
from judge.engine.registry import Verb, register
from judge.engine.state import Card, ChainItem, Execution, Phase, Zone, is_board_zone
from judge.errors import JudgeError, RulesError

if TYPE_CHECKING:
    from judge.engine.game import Game


@dataclass(frozen=True, kw_only=True)
class Play(act.Action):
    """349–359: `player` plays `card` (a uid) with `targets`, `pay`, and `to` for a unit."""

    player: str
    card: int
    targets: tuple[int, ...] = ()
    pay: Any = None
    to: str | None = None
    from_zone: str = "hand"
    no_targets: bool | None = None  # True: `targets: []` written, « jusqu'à N » chooses none (355.13)


@dataclass(frozen=True, kw_only=True)
class Activate(act.Action):
    """376–378, 398–400: `player` activates the activated ability `ability` of `source`: its number
    from 0 or words that name it (`ability_names.find_ability`)."""

    player: str
    source: int
    ability: int | str = 0
    targets: tuple[int, ...] = ()
    pay: Any = None


REACTION = ("Réaction", "Reaction")
#: 820: the label of a Répétition's additional cost (`additional_cost: {label: Répétition}`).
REPEAT = ("Répétition", "Repeat")
ACTION = ("Action",)


def has_keyword(words: tuple[str, ...] | list[str], names: tuple[str, ...]) -> bool:
    """Whether a keyword list holds one of `names`."""
    return any(str(w).split(" ")[0] in names for w in words)


def _timing(game: Game, player: str, reaction: bool, what: str, action: bool = False) -> str | None:
    """338.1.a, 335, 813.1.c.1: may `player` play or activate `what` now? In a showdown, only with
    Action or Réaction (308.1.a, 806.1.b)."""
    holder = priority_holder(game)
    if holder != player:
        who = holder or "personne (hors de la phase principale)"
        return f"{player} ne peut pas jouer {what} : la priorité est à {who} (334, 338.1)"
    if game.turn.showdown is not None and not game.chain and not (action or reaction):
        return f"pendant une confrontation, {what} demande Action ou Réaction (308.1.a, 343.1, 806.1.b)"
    if game.chain and not reaction:
        return (
            f"{what} ne peut pas être joué en état fermé (une chaîne est en cours) : il faut "
            "Réaction (338.1.a.1, 813.1.c.1)"
        )
    if not game.chain and game.turn.phase is not Phase.MAIN and not reaction:
        return f"{what} ne peut être joué que pendant la phase principale (335)"
    return None


#: Keywords that change how a card is played or what playing it does, not run yet (821, 819,
#: 822, 827): playing a card that has one stops with `not_modelled` ([Niveau] is read by its abilities, 727).
PLAY_KEYWORDS_NOT_MODELLED = (
    "Expert", "Weaponmaster", "Dégainer", "Quick-Draw",
    "Amplification", "Empower",
)  # fmt: skip


def _ability_problem(card: Card) -> NotModelled | None:
    """What of the card's text the engine cannot run at play (never silently vanilla)."""
    d = card.definition
    if d is None:
        return None
    # a keyword is run when the card declares the ability it stands for (`triggered: {keyword: …}`)
    declared = {str(a.keyword.keyword.name) for a in d.abilities if isinstance(a, Triggered) and a.keyword}
    for word in d.keywords:
        if str(word).split(" ")[0] in PLAY_KEYWORDS_NOT_MODELLED and str(word).split(" ")[0] not in {
            w.split(" ")[0] for w in declared
        }:
            return NotModelled("keyword", f"{d.name} : le mot-clé « {word} » en la jouant")
    for ability in d.abilities:
        key = ability.KEY
        if key in ("activated",):
            continue
        if isinstance(ability, SpellAbility):
            problem = _effects_problem(ability.effects)
            if problem:
                return NotModelled("ability", f"{d.name} : {problem}")
            continue
        if isinstance(ability, (ReduceCost, IncreaseCost, AdditionalCost)):
            continue
        if isinstance(ability, AlternativeCost) and ability.from_zone != "hand" and ability.ignore is None:
            continue  # used only when the card is played from that zone (356.1.a)
        if is_enter_exhausted(ability) or (
            isinstance(ability, ReplacementAbility) and replacements_cards.runs(ability)
        ):
            continue  # a replacement the replacement step applies (367-375)
        if isinstance(ability, Passive):  # applied by every cleanup (`statics`), if every part is run
            problem = statics.runs(ability)
            if problem:
                return NotModelled("ability", f"{d.name} : sa compétence passive, {problem}")
            continue
        if isinstance(ability, Triggered):  # run when it triggers (`triggers`), if every part is run
            # a text marked not modelled stops when it triggers (`trigger_items`), not when the card is played
            problem = triggered_problem(_without_unmodelled(ability))
            if problem:
                return NotModelled("ability", f"{d.name} : sa compétence déclenchée, {problem}")
            continue
        if isinstance(ability, WhenRevealed):
            problem = _effects_problem(ability.effects)
            if problem:
                return NotModelled("ability", f"{d.name} : quand on la révèle, {problem}")
            continue  # it acts when the card is revealed on top of its deck (`seen_from_deck`)
        if isinstance(ability, NotModelledAbility):
            if ability.seen_from_deck:
                continue  # it acts when the card is looked at on top of the deck (`effects._look`)
            return NotModelled("ability", f"{d.name} : « {ability.text} »")
        return NotModelled("ability", f"{d.name} : la compétence « {key} »")
    if d.type.value == "spell" and not any(isinstance(a, SpellAbility) for a in d.abilities) and d.text:
        return NotModelled("ability", f"{d.name} : son texte n'est pas dans le vocabulaire")
    return None


def _effects_problem(items: tuple[Any, ...]) -> str | None:
    """The first effect (or effect option) the interpreter does not run as written, or None."""
    for e in items:
        if isinstance(e, fx.UnmodelledEffect):
            return f"« {e.text} »"
        if e.KEY not in effects.RUNS:
            return f"l'effet « {e.KEY} »"
        if isinstance(e, fx.GiveMight) and e.duration.value != "this_turn":
            return "une puissance donnée sans limite de durée"
        if isinstance(e, CreateReplacement) and not replacements_cards.runs(e.replacement):
            return "ce remplacement créé par un effet"
        flt = getattr(e, "each", None)
        if flt is not None and effects.unsupported_filter(replace(flt, controlled_by=None)):
            return str(effects.unsupported_filter(replace(flt, controlled_by=None)))
        nested = [m.effects for m in e.modes] if isinstance(e, fx.ChooseOne) else []
        nested += [getattr(e, k) for k in ("effects", "otherwise") if isinstance(getattr(e, k, None), tuple)]
        for inner_items in nested:
            inner = _effects_problem(inner_items)
            if inner:
                return inner
    return None


#: Triggered ability (by identity, kept alive with its answer: abilities are frozen, so it never goes
#: stale) → what of it the engine does not run; emptied when full, so a long-running server that reads
#: many scenarios' inline cards does not keep them all.
_TRIGGERED_PROBLEMS: dict[int, tuple[Triggered, str | None]] = {}
TRIGGERED_PROBLEMS_LIMIT = 2048


def triggered_problem(ability: Triggered) -> str | None:
    """What of a triggered ability the engine does not run (never silently vanilla), or None."""
    known = _TRIGGERED_PROBLEMS.get(id(ability))
    if known is not None and known[0] is ability:
        return known[1]  # abilities are frozen: the answer never changes
    problem = next(
        (
            f"« {c.text} »" if isinstance(c, fx.UnmodelledEffect) else f"« {c.KEY} » ({c.FAMILY})"
            for c in iter_constructs((ability,))
            if (c.FAMILY, c.KEY) not in INTERPRETED
        ),
        None,
    ) or _effects_problem(ability.effects)
    if len(_TRIGGERED_PROBLEMS) >= TRIGGERED_PROBLEMS_LIMIT:
        _TRIGGERED_PROBLEMS.clear()
    _TRIGGERED_PROBLEMS[id(ability)] = (ability, problem)
    return problem


def _without_unmodelled(ability: Triggered) -> Triggered:
    """The triggered ability without the effects it marks as not modelled (`not_modelled: …`)."""
    kept = tuple(e for e in ability.effects if not isinstance(e, fx.UnmodelledEffect))
    return ability if len(kept) == len(ability.effects) else replace(ability, effects=kept)


def play_legality(game: Game, action: Play) -> str | NotModelled | None:
    """Refused before anything changes: a card not in the hand, a type that is not played, timing."""
    if action.player not in game.players:
        return f"joueur « {action.player} » inconnu"
    card = game.card_by_uid(action.card)
    name = card.alias or card.display
    if action.from_zone not in {z.value for z in Zone} or all(
        card is not c for c in game.players[action.player].zone(Zone(action.from_zone))
    ):
        where = "la main" if action.from_zone == "hand" else f"la zone {action.from_zone}"
        return (
            f"{name} n'est pas dans {where} de {action.player} (zone : {game.zone_of(card)}) : "
            "on joue une carte de sa main (350)"
        )
    if card.definition is None or card.definition.type.value not in ("unit", "gear", "spell"):
        return f"{name} n'est ni une unité, ni un équipement, ni un sort : elle ne se joue pas ainsi (351)"
    if action.from_zone != "hand":
        alternative = _alternative(card, action.from_zone)
        if alternative is None:
            return f"{name} ne se joue pas depuis la zone {action.from_zone} : rien ne le permet (356.1.a)"
        if alternative.condition is not None:
            if alternative.condition.KEY != "legion":
                return NotModelled("condition", f"{name} : la condition « {alternative.condition.KEY} »")
            if costs.cards_played_this_turn(game, action.player) < 1:  # 812: another card played this turn
                return f"{name} ne se joue depuis la zone {action.from_zone} qu'avec Légion active (812)"
    reaction = has_keyword(card.definition.keywords, REACTION) or _ambush_to(game, action, card)
    timing = _timing(game, action.player, reaction, name, has_keyword(card.definition.keywords, ACTION))
    if timing:
        return timing
    if action.to is not None and action.to != "base":
        if card.definition.type.value != "unit":
            return f"seule une unité choisit où elle entre (355.2), pas {name}"
        bf = game.battlefield(action.to)
        if bf is None or (bf.controller != action.player and not _ambush_to(game, action, card)):
            return (
                f"{name} ne peut entrer qu'à la base ou sur un champ de bataille que {action.player} "
                "contrôle (355.2.a), ou, avec Embuscade, où il a des unités (822.1.b)"
            )
    return _ability_problem(card)


def _ambush_to(game: Game, action: Play, card: Card) -> bool:
    """822.1.b: Embuscade lets a unit be played to a battlefield where its player has units, with
    Réaction while it is played there."""
    bf = game.battlefield(action.to) if action.to not in (None, "base") else None
    return bf is not None and card.has_keyword("Embuscade") and action.player in bf.players_with_units()


def _alternative(card: Card, zone: str) -> AlternativeCost | None:
    """The card's « play me from `zone` for [cost] » (356.1.a), or None."""
    d = card.definition
    abilities = d.abilities if d is not None else ()
    return next((a for a in abilities if isinstance(a, AlternativeCost) and a.from_zone == zone), None)


def _spell(card: Card) -> SpellAbility | None:
    d = card.definition
    return next((a for a in d.abilities if isinstance(a, SpellAbility)), None) if d else None


def choose_targets(
    game: Game,
    player: str,
    item: ChainItem,
    decls: tuple[Target, ...],
    given: tuple[int, ...],
    what: Card | None,
    keep_rest: bool = False,
    none_given: bool = False,
) -> tuple[int, ...]:
    """355.5: the targets, from `targets:` in order, else asked (choice `target`); each must pass its
    restrictions (358.1), or the play is refused (`illegal_action`). `keep_rest`: the given targets left
    over are returned (for a Répétition's own choices, 820.2) rather than refused; `none_given`: the action
    wrote `targets: []`, so « jusqu'à N » and optional targets are not chosen (355.13)."""
    rest = list(given)
    used: set[int] = set()  # one execution chooses a card once (only a Répétition chooses it again, 820.2.a)
    for decl in decls:
        if decl.filter.kind in (ObjectKind.PLAYER, ObjectKind.OPPONENT):  # 355.9.a: a player is a target
            _choose_player(game, player, item, decl)
            continue
        problem = effects.unsupported_filter(decl.filter)
        if problem:
            raise effects.stop(game, what, problem)
        legal = effects.candidates(game, decl, player, what, filters.event_zone(item))
        legal = _same_controller(game, item, decl, legal)
        if decl.any_number:  # 355.13: « des unités », any number of them, zero included
            decl = replace(decl, count=len(legal), up_to=True)
        decl = _split_cap(game, player, item, decl)
        picked: list[Card] = []
        for _ in range(decl.count):
            if none_given and (decl.up_to or decl.optional):
                break  # 355.13: zero chosen, as written
            if given and not rest and picked and decl.up_to:
                break  # « jusqu'à N » : the targets the action wrote are all it chose (355.5)
            if rest:
                card = game.card_by_uid(rest.pop(0))
                if card.uid in used:
                    raise RulesError(
                        f"cible en double : {card.alias or card.display} est déjà choisie ; une même "
                        "exécution choisit une carte une fois, seule une Répétition peut la choisir de "
                        "nouveau (355.5, 820.2.a)",
                        code="illegal_action",
                        details={"step": game.step},
                    )
                if any(card is c for c in legal):
                    game.emit(
                        EventKind.CHOICE,
                        {
                            "player": player,
                            "choice": "target",
                            "answer": card.alias or card.display,
                            "options": [c.alias or c.display for c in legal],
                            "automatic": False,
                        },
                        ("355.5",),
                    )
                _refuse_illegal_target(game, card, player, decl, legal)
            else:
                options = [c.alias or c.display for c in legal if all(c is not p for p in picked)]
                listed = decl.is_group or decl.any_number
                if not picked and (listed or (decl.count > 1 and game.next_choice_is_list("target"))):
                    # spec « Choices »: the picks of « jusqu'à deux unités » answered at once, `- [u1, u2]`;
                    # a group (355.11) or « des unités » (355.13: zero is an answer too) always; two tokens
                    # of one name stay two options
                    labels = unique_labels(legal)
                    options = labels
                    by_label = dict(zip(labels, legal, strict=True))
                    group = target_groups.picks_problem(game, decl, by_label)
                    check = _picks_check(decl, options, group)
                    names = game.choose_value(player, "target", check, ("355.5",))
                    picked = [by_label[str(n)] for n in names]
                    break
                if not options:
                    if decl.up_to or decl.optional or picked:
                        break
                    raise RulesError(
                        f"aucune cible légale pour « {decl.name} » ({_describe(decl)}) : "
                        "la carte ne peut pas "
                        "être jouée (355.5, 358.1)",
                        code="illegal_action",
                        details={"step": game.step},
                    )
                answer = game.choose(player, "target", options, ("355.5",))
                left = [c for c in legal if all(c is not p for p in picked)]
                card = next(c for c in left if (c.alias or c.display) == answer)
            picked.append(card)
            used.add(card.uid)
        group_problem = target_groups.problem(game, decl, picked) if decl.is_group else None
        if group_problem:
            raise RulesError(
                f"groupe de cibles refusé pour « {decl.name} » : {group_problem} (355.11.a)",
                code="illegal_action",
                details={"step": game.step},
            )
        item.targets[decl.name] = [c.uid for c in picked]
        item.chosen_as.update({c.uid: c.incarnation for c in picked})  # 359.3.e.4
    if rest and not keep_rest:
        extra = ", ".join(game.card_by_uid(u).alias or game.card_by_uid(u).display for u in rest)
        raise RulesError(
            f"trop de cibles : {extra} ne correspond à aucune cible de la carte (355.5)",
            code="illegal_action",
            details={"step": game.step},
        )
    return tuple(rest)


def _is_spell(card: Card) -> bool:
    return card.definition is not None and card.definition.type.value == "spell"


def _split_cap(game: Game, player: str, item: ChainItem, decl: Target) -> Target:
    """355.14.c, 715.3: the targets of damage « réparti » are at most its damage, bonus included."""
    from judge.engine import split_damage

    for e in getattr(item.ability, "effects", ()) or ():
        if isinstance(e, fx.Damage) and e.split and e.to == decl.name:
            spell = item.kind == "play" and item.card is not None and _is_spell(item.card)
            might_of = e.amount if isinstance(e.amount, MightOf) else None
            if might_of is not None and might_of.ref in item.targets:
                # 355.14.c: « égaux à sa puissance », the initial amount is that unit's might now
                chosen = [game.card_by_uid(u) for u in item.targets[might_of.ref]]
                initial = sum((c.might or 0) for c in chosen) + might_of.plus
                return replace(decl, count=max(0, min(decl.count, initial)), up_to=True)
            return replace(decl, count=split_damage.target_cap(game, player, e, decl.count, spell))
    return decl


def _refuse_illegal_target(game: Game, card: Card, player: str, decl: Target, legal: list[Card]) -> None:
    """355.5, 358.1: a given target its declaration does not allow is refused, saying why; 757, 758: one
    an enemy spell or ability may not choose is named with the card that protects it."""
    protector = statics.protector(game, card, player)
    if protector is None and any(card is c for c in legal):
        return
    if protector is not None:
        by = "sa compétence passive" if protector is card else protector.alias or protector.display
        why = f"ne peut pas être choisie par les sorts et compétences ennemis ({by})"
        rules = "757, 758, 355.5"
    else:
        why, rules = f"ne convient pas pour « {decl.name} » ({_describe(decl)})", "355.5, 358.1"
    raise RulesError(
        f"cible illégale : {card.alias or card.display} {why} ; cibles légales : "
        f"{', '.join(c.alias or c.display for c in legal) or 'aucune'} ({rules})",
        code="illegal_action",
        details={"step": game.step},
    )


def _choose_player(game: Game, player: str, item: ChainItem, decl: Target) -> None:
    """355.5, 355.9.a: « choisissez un adversaire » (or a player) is a target, chosen now (`target`)."""
    options = list(game.opponents(player)) if decl.filter.kind is ObjectKind.OPPONENT else list(game.order)
    if not options:
        raise RulesError(
            f"aucun joueur à choisir pour « {decl.name} » : la compétence ne peut pas être jouée (355.8)",
            code="illegal_action",
            details={"step": game.step},
        )
    item.players[decl.name] = game.choose(player, "target", options, ("355.5", "355.9.a"))


def _same_controller(game: Game, item: ChainItem, decl: Target, legal: list[Card]) -> list[Card]:
    """« d'une unité du même contrôleur »: only the cards controlled by the controller of the target
    `decl.same_controller_as` names, chosen before it (355.5)."""
    if decl.same_controller_as is None:
        return legal
    chosen = [game.card_by_uid(u) for u in item.targets.get(decl.same_controller_as, ())]
    controllers = {c.controlled_by for c in chosen}
    return [c for c in legal if c.controlled_by in controllers]


def _picks_check(
    decl: Target, options: list[str], group: Callable[[list[str]], str | None] | None = None
) -> Callable[[Any], str | None]:
    """The check of a list answering several picks of one target declaration (355.5, 355.13); `group`:
    the restriction the picks meet together (355.11)."""
    wanted = decl.count if not decl.up_to else None
    exact = min(decl.count, len(options))

    def check(value: Any) -> str | None:
        names = [str(v) for v in value] if isinstance(value, list) else []
        legal = f"cibles légales : {', '.join(options) or 'aucune'}"
        unknown = [n for n in names if n not in options]
        if unknown:
            return f"{', '.join(unknown)} ne convient pas pour « {decl.name} » ({_describe(decl)}) ; {legal}"
        if len(set(names)) != len(names):
            return f"une même cible est nommée deux fois pour « {decl.name} » (355.5)"
        if len(names) > decl.count:
            return f"au plus {decl.count} cible(s) pour « {decl.name} » ; {legal}"
        if wanted is not None and len(names) != exact:
            return f"exactement {exact} cible(s) pour « {decl.name} » ; {legal}"
        return group(names) if group is not None else None

    return check


def make_choices(
    game: Game,
    player: str,
    item: ChainItem,
    given: tuple[int, ...],
    what: Card | None,
    keep_rest: bool = False,
    none_given: bool = False,
) -> tuple[int, ...]:
    """355.3–355.5 for a chain item, in the rules' order: a mode, the destinations of moves, then the
    targets (`given`, else asked). A played card makes them when played; a triggered ability when it
    finalizes (355.5.b, `trigger_items`). `keep_rest`: the given targets left over are returned."""
    ability = item.ability
    decls: tuple[Target, ...] = tuple(getattr(ability, "targets", ()) or ())
    effects_of: tuple[Any, ...] = tuple(getattr(ability, "effects", ()) or ())
    for e in effects_of:  # 355.3: a mode, before the targets
        if isinstance(e, fx.ChooseOne):
            answer = game.choose(player, "mode", [str(i) for i in range(len(e.modes))], ("355.3",))
            item.mode = int(answer)
            decls = (*decls, *e.modes[item.mode].targets)
    moves: list[tuple[fx.Move, str]] = []
    for e in effects_of:  # 355.4: the destinations of moves, before the targets
        if isinstance(e, fx.Move) and e.destination.value in ("any", "base", "battlefield"):
            options = [] if e.destination.value == "battlefield" else ["base"]
            options += [bf.alias for bf in game.battlefields] if e.destination.value != "base" else []
            movers = _movers(game, player, item, e, decls, what)
            if movers:  # 355.4.a: another location than the current one of a unit it may move
                options = [o for o in options if any(game.zone_of(c) != _location(o) for c in movers)]
                if not options:
                    raise RulesError(
                        "aucune destination valide pour ce déplacement : chaque unité qu'il peut "
                        "déplacer s'y trouve déjà (355.4, 355.4.a)",
                        code="illegal_action",
                        details={"step": game.step},
                    )
            item.destinations.append(game.choose(player, "destination", options, ("355.4", "355.4.a")))
            moves.append((e, item.destinations[-1]))
    rest = choose_targets(game, player, item, decls, given, what, keep_rest, none_given)
    for e, where in moves:
        for uid in item.targets.get(e.to or "", []):
            card = game.card_by_uid(uid)
            if game.zone_of(card) == _location(where):
                raise RulesError(
                    f"destination invalide : {card.alias or card.display} est déjà à « {where} » ; "
                    "un déplacement va vers un autre emplacement que le sien (355.4.a)",
                    code="illegal_action",
                    details={"step": game.step},
                )
    chosen = [game.card_by_uid(uid) for uids in item.targets.values() for uid in uids]
    if chosen:  # 355.5: the objects a spell or an ability chooses, for « lorsque … choisit … »
        triggers.happened(game, "chosen", cards=chosen, player=player, item=item)
    return rest


def repeat_choices(
    game: Game, player: str, item: ChainItem, given: tuple[int, ...], what: Card | None, times: int
) -> None:
    """820.2: each Répétition paid makes its own choices (mode, destinations, targets) when the card is
    played, after the first ones and in the same order, from the targets `given` left over, else asked;
    they may differ from the first (820.2.a). A given target left over after them all is refused."""
    rest = given
    for _ in range(times):
        again = replace(item, targets={}, mode=None, destinations=[], players={}, repeats=[])
        rest = make_choices(game, player, again, rest, what, keep_rest=True)
        item.repeats.append(Execution(again.targets, again.mode, again.destinations, again.players))
    if rest:
        extra = ", ".join(game.card_by_uid(u).alias or game.card_by_uid(u).display for u in rest)
        raise RulesError(
            f"trop de cibles : {extra} ne correspond à aucune cible de la carte, Répétition comprise "
            "(355.5, 820.2)",
            code="illegal_action",
            details={"step": game.step},
        )


def _location(option: str) -> str:
    """The zone of a destination option (`base` or a battlefield alias)."""
    return str(Zone.BASE) if option == "base" else f"battlefield:{option}"


def _movers(
    game: Game, player: str, item: ChainItem, move: fx.Move, decls: tuple[Target, ...], what: Card | None
) -> list[Card]:
    """The units this move may move, known before its targets are chosen: its source, or the legal
    choices of the target it names (empty when not known: every destination is offered)."""
    if move.to == "self":
        return [what] if what is not None else []
    decl = next((d for d in decls if d.name == move.to), None)
    if decl is None or effects.unsupported_filter(decl.filter):
        return []
    return effects.candidates(game, decl, player, what, filters.event_zone(item))


def _describe(decl: Target) -> str:
    f = decl.filter
    parts = [
        {"unit": "une unité", "gear": "un équipement", "permanent": "un permanent"}.get(
            f.kind.value, f.kind.value
        )
    ]
    if f.side.value == "friendly":
        parts.append("alliée")
    elif f.side.value == "enemy":
        parts.append("ennemie")
    if f.place.value == "battlefield":
        parts.append("sur un champ de bataille")
    if f.equipped:
        parts.append("équipée")
    if decl.same_controller_as:
        parts.append(f"du même contrôleur que « {decl.same_controller_as} »")
    if decl.total_might_max is not None:
        parts.append(f"de {decl.total_might_max} de puissance totale au plus")
    if decl.one_battlefield:
        parts.append("toutes d'un même champ de bataille")
    return " ".join(parts)


def deflect_costs(game: Game, player: str, item: ChainItem) -> list[tuple[str, tuple[str, ...], Cost]]:
    """809.1.c (its errata in the FAQ): a spell or an ability that chooses an opponent's permanent with
    Protection costs that many more power of any domain (809.1.c.1), each time it chooses it (a Répétition's
    choices included, 820.2); a teammate's is not an opponent's."""
    out: list[tuple[str, tuple[str, ...], Cost]] = []
    executions = [item.targets, *(e.targets for e in item.repeats)]
    for uid in (u for picks in executions for uids in picks.values() for u in uids):
        target = game.card_by_uid(uid)
        deflect = _deflect(target)
        if deflect and target.controlled_by in game.opponents(player):
            label = f"Protection de {target.alias or target.display}"
            out.append((label, ("809.1.c", "356.2.a"), Cost(0, (("any", deflect),))))
    return out


def _add_costs(
    total: costs.Resources, steps: list[dict[str, Any]], extra: list[tuple[str, tuple[str, ...], Cost]]
) -> None:
    """356.2: each additional cost added to the total, a step of its own before the total's."""
    for label, rules, add in extra:
        total.energy += add.energy
        for dom, n in add.power:
            total.power[dom] = total.power.get(dom, 0) + n
        steps.insert(-1, {"step": "additional", "label": label, "rules": list(rules), **total.to_json()})
        steps[-1].update(total.to_json())


def _deflect(card: Card) -> int:
    """809.2: the Protection values of a unit, added up."""
    return sum(card.keyword_values("Protection"))  # printed, granted, lasting or from a passive (801.3.a)


def _cost_parts(parts: tuple[Any, ...]) -> tuple[Cost, list[Any]]:
    """Energy and power parts as a `Cost`, and the other parts."""
    energy, power, other = 0, dict[str, int](), list[Any]()
    for part in parts:
        if part.KEY == "energy":
            energy += part.amount
        elif part.KEY == "power":
            for dom, n in part.amounts.items:
                key = "any" if str(dom) == "universal" else str(dom)  # [A]: power of any domain (Power)
                power[key] = power.get(key, 0) + n
        else:
            other.append(part)
    return Cost(energy, tuple(sorted(power.items()))), other


def do_play(game: Game, action: Play) -> None:
    """The process of play, 353–359, each step an event citing its rule."""
    card = game.card_by_uid(action.card)
    assert card.definition is not None  # play_legality
    player = action.player
    root = game.emit(EventKind.PLAY, {"player": player, "card": card.ref()}, ("350", "353"))
    with game.inside(root):
        origin = zones.take(game, card)
        item = ChainItem(
            controller=player, kind="play", card=card, ability=_spell(card), from_zone=origin.zone
        )
        card.controller = player
        game.chain.append(item)
        game.emit(
            EventKind.CHAIN_ADD,
            {"player": player, "card": card.ref(), "from_zone": origin.zone, "to_zone": "chain"},
            ("354", "354.1", "354.2"),
        )
        chosen: list[AdditionalCost] = []  # 355.1.a: optional additional costs first
        repeats = 0
        for extra in card.definition.abilities:
            if isinstance(extra, AdditionalCost):
                if extra.condition is not None or (
                    extra.if_paid and any(not isinstance(x, ReduceCost) for x in extra.if_paid)
                ):
                    raise effects.stop(game, card, "un coût supplémentaire sous condition ou à effet")
                if extra.optional:
                    asked: tuple[str, ...] = ("355.1.a", "356.2.b")
                    if extra.label in REPEAT:
                        asked = ("820.1.c.1", "820.1.c.2", "355.1.a", "356.2.b")
                    if is_yes(game.choose_value(player, "additional_cost", yes_no_problem, asked)):
                        if extra.label in REPEAT:  # 820.1.d: its instructions run once more (820.3: each one)
                            repeats += 1
                        chosen.append(extra)
                        item.paid.append(extra.label or "coût supplémentaire")
                else:
                    chosen.append(extra)
        if has_keyword(card.definition.keywords, ("Accélération", "Accelerate")):
            # 805: optional additional cost, 1 energy and 1 power of the unit's domain; paid, enters ready
            asked = ("805.1.a", "355.1.a", "356.2.b")
            if is_yes(game.choose_value(player, "additional_cost", yes_no_problem, asked)):
                # 805.1.a.2: a unit with no domain pays [A], a power of any domain; 135.2.e.6.c (the Tibbers
                # example): one with several, a power of any of them
                domain = domain_choice(card.definition.domains)
                item.paid.append("Accélération")
                accelerate = Cost(1, ((domain, 1),))
            else:
                accelerate = None
        else:
            accelerate = None
        if card.definition.type.value == "unit":  # 355.2
            item.to = "base" if action.to in (None, "base") else f"battlefield:{action.to}"
        rest = make_choices(
            game,
            player,
            item,
            action.targets,
            card,
            keep_rest=repeats > 0,
            none_given=bool(action.no_targets),
        )
        if repeats:
            repeat_choices(game, player, item, rest, card, repeats)
        base = card.definition.cost
        alternative = _alternative(card, action.from_zone) if action.from_zone != "hand" else None
        if alternative is not None:  # 356.1.a: played « for » another cost, it replaces the base cost
            base, other = _cost_parts(alternative.cost)
            if other:
                raise effects.stop(game, card, "un coût de remplacement non standard")
        extra_parts: list[Any] = []
        for extra in chosen:
            _c, other = _cost_parts(extra.cost)
            extra_parts += other
        total, steps = costs.total_cost(game, card, player, base, chosen)
        extra_cost: list[tuple[str, tuple[str, ...], Cost]] = []
        if accelerate is not None:  # 356.4.f: a discount of optional costs cuts it too (the FAQ, Ezreal)
            part = costs.Resources.of(accelerate)
            cut = costs.cut_optional_cost(game, player, part, costs.optional_mods(game, card, player))
            accelerate = Cost(part.energy, tuple(part.power.items()))
            extra_cost.append(("Accélération", ("805.1.a", "356.4.f") if cut else ("805.1.a",), accelerate))
        extra_cost += deflect_costs(game, player, item)
        _add_costs(total, steps, extra_cost)
        for extra in chosen:  # a reduction the additional cost gives (356.2.b)
            for bonus in extra.if_paid:
                if isinstance(bonus, ReduceCost):
                    total.energy -= bonus.energy
                    total.floor()
                    steps.append({"step": "reduction", "rules": ["356.4"], **total.to_json()})
        executions = [item.targets, *(e.targets for e in item.repeats)]
        chosen_targets = tuple(u for targets in executions for uids in targets.values() for u in uids)
        _pay(game, player, card, total, steps, extra_parts, action.pay, None, chosen_targets)
        if alternative is not None and action.from_zone == "trash" and replacements_cards.has_flux(card):
            replacements_cards.flux(game, card, player)  # 829.1.b.1: banished instead of leaving the chain
        _finalize(game, item)


def _pay(
    game: Game,
    player: str,
    card: Card | None,
    total: costs.Resources,
    steps: list[dict[str, Any]],
    other: list[Any],
    pay: Any,
    source: Card | None,
    avoid: tuple[int, ...] = (),
) -> None:
    """356: the cost computed, then 357: non-resource costs and resources paid, then 358. `avoid`: the
    play's targets, which a cost does not use while another choice exists (357.3)."""
    what = card or source
    ref = what.ref() if what is not None else None
    game.emit(
        EventKind.COST_COMPUTED,
        {
            "player": player,
            **({"card": ref} if ref else {}),
            **total.to_json(),
            "steps": steps,
            "cost": total.to_json(),
        },
        ("356", "356.6"),
    )
    # a source exhausts before it leaves the board (a PO: « éliminez-le, épuisez-le »): 357.3
    pending = sorted(other, key=lambda p: p.KEY in ("kill_self", "banish_self"))
    while pending:  # 357.2: non-standard costs in the order the player answers them, none skipped
        named = game.next_choice_name()
        part = next((p for p in pending if named and _COST_CHOICES.get(p.KEY) == named), pending[0])
        pending.remove(part)
        if part.KEY == "exhaust_self" and source is not None:
            if source.exhausted:
                raise RulesError(
                    f"coût impayé : {source.alias or source.display} est déjà épuisé, on ne peut "
                    "pas l'épuiser pour payer (357.2)",
                    code="cost_unpaid",
                    details={"step": game.step},
                )
            exhaust_card(game, source, ("357.2",), actor=player)
        elif part.KEY in ("kill_self", "banish_self") and source is not None:
            kind = EventKind.KILL if part.KEY == "kill_self" else EventKind.BANISH
            to = Zone.TRASH if part.KEY == "kill_self" else Zone.BANISHMENT
            known = triggers.last_known(game, [source])
            zones.move_cards(game, [(source, zones.Place(str(to), source.owner))], kind, ("357.2",))
            if part.KEY == "kill_self":  # killed as a cost: it dies all the same (Agonie, 808)
                triggers.happened(game, "dies", cards=[source], player=player, known=known)
        elif part.KEY == "discard":
            _discard_cost(game, player, part.count, what)
        elif part.KEY == "exhaust_ally":
            allies = [
                c
                for c in game.cards_where(lambda _z: True)
                if filters.matches(game, c, part.filter, player)
                and c.controlled_by == player
                and not c.exhausted
            ]
            if not allies:
                raise RulesError(
                    f"coût impayé : aucune unité alliée prête à épuiser pour {_name(what)} (357.2)",
                    code="cost_unpaid",
                    details={"step": game.step},
                )
            answer = game.choose(player, "cost_target", [c.alias or c.display for c in allies], ("357.2",))
            chosen = next(c for c in allies if (c.alias or c.display) == answer)
            exhaust_card(game, chosen, ("357.2",), actor=player)
        elif part.KEY == "kill_ally":
            _kill_ally_cost(game, player, part.filter, what, avoid)
        elif part.KEY == "recycle_trash":
            _recycle_trash_cost(game, player, part.count, what)
        else:
            raise effects.stop(game, what, f"le coût « {part.KEY} »")
    costs.make_resources(game, player, pay, total)
    costs.pay_from_pool(game, player, total, what)
    game.emit(
        EventKind.COST_PAID,
        {"player": player, **({"card": ref} if ref else {}), **total.to_json(), "cost": total.to_json()},
        ("357.1", "358.2"),
    )


#: The choice each non-resource cost asks: a named answer says which cost the player pays first (357.2).
_COST_CHOICES = {
    "discard": "discard", "exhaust_ally": "cost_target", "kill_ally": "cost_kill",
    "recycle_trash": "cost_recycle",
}  # fmt: skip


def _name(card: Card | None) -> str:
    return (card.alias or card.display) if card is not None else "la compétence"


def _kill_ally_cost(game: Game, player: str, flt: Any, what: Card | None, avoid: tuple[int, ...]) -> None:
    """357.2: kill a friendly permanent passing `flt` (choice `cost_target`); 357.3: not a target of
    the play while another one can pay; none at all is `cost_unpaid` (358.5)."""
    allies = [
        c
        for c in game.cards_where(is_board_zone)
        if c.controlled_by == player
        and filters.matches(game, c, flt, player)
        and not c.is_rune
        and all(c is not bf.card for bf in game.battlefields)
    ]
    if not allies:
        raise RulesError(
            f"coût impayé : {player} n'a aucun allié à éliminer pour {_name(what)} ; un coût obligatoire "
            "ne s'omet pas (357.2, 358.5)",
            code="cost_unpaid",
            details={"step": game.step},
        )
    spared = [c for c in allies if c.uid not in avoid] or allies  # 357.3: spare the target if possible
    answer = game.choose(player, "cost_kill", [c.alias or c.display for c in spared], ("357.2", "357.3"))
    victim = next(c for c in spared if (c.alias or c.display) == answer)
    # 428.1.a.1.a, 428.5.b: a kill paid as a cost is the card's, and its player's
    killer = kill_attribution.Killer(player, kill_attribution.means_of(what))
    removal.kill_cards(game, [victim], ("357.2", "428"), killers={victim.uid: killer})


def _recycle_trash_cost(game: Game, player: str, count: int, what: Card | None) -> None:
    """357.2: recycle `count` cards of the trash (choice `cost_target`, one card at a time), put under
    the main deck together, in random order (416.5)."""
    picked: list[Card] = []
    for _ in range(count):
        trash = [c for c in game.players[player].zone(Zone.TRASH) if all(c is not p for p in picked)]
        if not trash:
            raise RulesError(
                f"coût impayé : la défausse de {player} n'a pas {count} cartes à recycler pour {_name(what)} "
                "(357.2, 358.5)",
                code="cost_unpaid",
                details={"step": game.step},
            )
        options = list(dict.fromkeys(c.alias or c.display for c in trash))
        answer = game.choose(player, "cost_recycle", options, ("357.2", "416"))
        picked.append(next(c for c in trash if (c.alias or c.display) == answer))
    game.rng.shuffle(picked)
    rules = ("416.1", "416.5", "357.2") if len(picked) > 1 else ("416.1", "357.2")
    zones.move_cards(
        game, [(c, zones.Place(str(Zone.MAIN_DECK), c.owner)) for c in picked], EventKind.RECYCLE, rules
    )


def _discard_cost(game: Game, player: str, count: int, what: Card | None) -> None:
    """357.2: discard `count` cards from the hand (choice `discard`, each one in turn)."""
    gone: list[Card] = []
    for _ in range(count):
        hand = game.players[player].zone(Zone.HAND)
        if not hand:
            raise RulesError(
                f"coût impayé : {player} n'a plus de carte en main à défausser pour {_name(what)} "
                "(357.2, 358.5)",
                code="cost_unpaid",
                details={"step": game.step},
            )
        options = list(dict.fromkeys(c.alias or c.display for c in hand))
        answer = game.choose(player, "discard", options, ("357.2", "422"))
        card = next(c for c in hand if (c.alias or c.display) == answer)
        zones.move_cards(
            game, [(card, zones.Place(str(Zone.TRASH), card.owner))], EventKind.DISCARD, ("422", "357.2")
        )
        gone.append(card)
    if gone:  # one discard of them all, the payer responsible (411.1)
        triggers.happened(game, "discards", cards=gone, player=player)


def _finalize(game: Game, item: ChainItem) -> None:
    """359.1: no longer pending; a permanent or a resource ability resolves at once (337.2, 400.2),
    else its controller keeps priority (337.1.a, 337.4)."""
    item.pending = False
    if item.kind == "play" and item.card is not None and _is_spell(item.card):
        next_spell.take(game, item)  # 391: the spell takes the abilities waiting for it
    shown = item.card or item.source
    game.emit(
        EventKind.FINALIZE,
        {"player": item.controller, **({"card": shown.ref()} if shown else {})},
        ("358", "359.1", "337.1.a"),
    )
    permanent = (
        item.card is not None
        and item.card.definition is not None
        and item.card.definition.type.value in ("unit", "gear")
    )
    resource = isinstance(item.ability, Activated) and item.ability.adds_resources
    if permanent or resource:
        resolve_item(game, item, ("337.2",) if permanent else ("400.2", "168"))
    else:
        game.turn.priority = item.controller
        game.turn.passes.clear()
    # 383.4.a.2: « lorsque vous me jouez » once the permanent is finalized and on the board; a card or
    # an ability played (206, 206.1: its printed or base cost) for the others' « lorsque vous jouez »
    played = [item.card] if item.card is not None else []
    triggers.happened(game, "played", cards=played, player=item.controller, item=item)


def cost_parts(parts: tuple[Any, ...]) -> tuple[Cost, list[Any]]:
    """Energy and power parts as a `Cost`, and the other parts (a triggered ability's cost, 383.3.b)."""
    return _cost_parts(parts)


def pay_cost(
    game: Game,
    player: str,
    total: costs.Resources,
    steps: list[dict[str, Any]],
    other: list[Any],
    source: Card,
) -> None:
    """Pays an ability's cost from the pool and its other parts (357), as an activation does."""
    _pay(game, player, None, total, steps, other, None, source)


# ----- activate -------------------------------------------------------------------------------


def _activated(card: Card) -> list[Activated]:
    return ability_names.activated_of(card.definition.abilities) if card.definition else []


def _ability_index(card: Card, wanted: int | str) -> int | str:
    """The number of the activated ability `wanted` names on `card`, or a French reason."""
    text = card.definition.text if card.definition else ""
    return ability_names.find_ability(wanted, _activated(card), card.alias or card.display, text)


def _source_problem(game: Game, player: str, card: Card, wanted: int | str) -> str | int:
    """378: the source is on the board under `player`'s control and has the ability `wanted` names;
    its number, else why not."""
    if not is_board_zone(game.zone_of(card)) or card.controlled_by != player:
        return (
            f"{card.alias or card.display} n'est pas sur le plateau sous le contrôle de {player} : "
            "ses compétences ne s'activent pas (378)"
        )
    return _ability_index(card, wanted)


def _runs_problem(card: Card, ability: Activated) -> NotModelled | None:
    """What of the card or the ability the engine does not run yet (never silently vanilla), or None."""
    name = card.alias or card.display
    d = card.definition
    abilities = d.abilities if d is not None else ()
    marked = [a.text for a in abilities if isinstance(a, NotModelledAbility) and not a.seen_from_deck]
    if marked:  # a card partly modelled is not modelled for an action that needs its abilities
        what = f"{card.display} : une partie de son texte n'est pas modélisée (« {marked[0]} »)"
        return NotModelled("ability", what)
    if ability.condition is not None or ability.once_per_turn:
        return NotModelled("ability", f"{name} : une compétence sous condition ou une fois par tour")
    problem = _effects_problem(ability.effects)
    return NotModelled("ability", f"{card.display} : {problem}") if problem else None


def activate_legality(game: Game, action: Activate) -> str | NotModelled | None:
    """377, 378: the source is on the board under the player's control, the ability exists, timing
    (before what is not modelled: the moment does not depend on the text), and the engine runs it."""
    if action.player not in game.players:
        return f"joueur « {action.player} » inconnu"
    card = game.card_by_uid(action.source)
    index = _source_problem(game, action.player, card, action.ability)
    if isinstance(index, str):
        return index
    ability = _activated(card)[index]
    words = [str(k) for k in ability.keywords]
    reaction = has_keyword(words, REACTION)
    acts = has_keyword(words, ACTION)
    timing = _timing(game, action.player, reaction, f"la compétence de {card.alias or card.display}", acts)
    return timing or _runs_problem(card, ability)


def do_activate(game: Game, action: Activate) -> None:
    """377.3, 399: the ability goes on the chain and follows the steps of play."""
    source = game.card_by_uid(action.source)
    index = _ability_index(source, action.ability)
    assert isinstance(index, int)  # activate_legality
    _activate(game, action.player, source, index, action.targets, action.pay)


def _activate(game: Game, player: str, source: Card, index: int, targets: tuple[int, ...], pay: Any) -> None:
    """The steps of play for ability n° `index` of `source` (399): chain, choices, cost, finalize."""
    ability = _activated(source)[index]
    root = game.emit(
        EventKind.PLAY,
        {"player": player, "source": source.ref(), "ability": str(index)},
        ("377.3", "399"),
    )
    with game.inside(root):
        item = ChainItem(controller=player, kind="activate", source=source, ability=ability)
        game.chain.append(item)
        game.emit(
            EventKind.CHAIN_ADD,
            {"player": player, "source": source.ref(), "to_zone": "chain"},
            ("377.3.a", "400"),
        )
        make_choices(game, player, item, targets, source)  # 355.3-355.5: mode, destinations, targets
        cost, other = _cost_parts(ability.cost)
        # after the choices: « l'adversaire choisi » is known
        total, steps = costs.ability_total(game, player, ability, cost, item.players, source)
        _add_costs(total, steps, deflect_costs(game, player, item))  # 809.1.c: abilities too
        _pay(game, player, None, total, steps, other, pay, source, (source.uid,))  # 357.3: spare the source
        _finalize(game, item)


def use_resource_abilities(game: Game, player: str, pay: Any) -> None:
    """357.1.a: while paying, the player uses the activated abilities with Réaction that add resources
    named in `pay.use`, in order; each follows the steps of play and resolves at once (400.2), adding
    to the pool before the pool pays. A source named alone uses its one resource ability."""
    uses = pay.get("use") if isinstance(pay, dict) else None
    for entry in uses or ():
        ref, wanted = (entry, None)
        if isinstance(entry, dict):  # `{source: ID, ability: N | texte}`
            ref, wanted = entry.get("source"), entry.get("ability")
        source = game.card_by_alias(str(ref))
        if source is None:
            raise _refused(game, f"paiement : « {ref} » n'est pas une carte du plateau (`pay.use`, 357.1.a)")
        name = source.alias or source.display
        abilities = _activated(source)
        if wanted is None:
            adding = [i for i, a in enumerate(abilities) if a.adds_resources]
            if len(adding) != 1:
                said = (
                    f"{name} n'a aucune compétence qui ajoute des ressources : rien ne s'utilise pendant le "
                    "paiement (168)"
                    if not adding
                    else f"{name} a plusieurs compétences qui ajoutent des ressources ; nommez-la par "
                    f"`{{source: {name}, ability: …}}`"
                )
                raise _refused(
                    game,
                    f"paiement : {said} (compétences : {ability_names.listing(abilities)}) (357.1.a)",
                )
            wanted = adding[0]
        index = _source_problem(game, player, source, wanted)
        if isinstance(index, str):
            raise _refused(game, f"paiement : {index}")
        ability = abilities[index]
        unmodelled = _runs_problem(source, ability)
        if unmodelled is not None:
            raise costs.not_modelled(game, unmodelled)
        shown = f"la compétence {index} de {name} ({ability_names.describe(ability)})"
        if not ability.adds_resources:  # 168: only an « Ajoutez » ability is used while paying
            raise _refused(
                game,
                f"paiement : {shown} n'ajoute pas de ressources : elle ne s'utilise pas pendant le "
                "paiement (357.1.a, 168) ; activez-la avec `activate`",
            )
        if not has_keyword([str(k) for k in ability.keywords], REACTION):
            raise _refused(
                game,
                f"paiement : {shown} n'a pas Réaction : seules les compétences avec Réaction qui "
                "ajoutent des ressources s'utilisent pendant le paiement (357.1.a)",
            )
        _activate(game, player, source, index, (), None)


def _refused(game: Game, message: str) -> RulesError:
    return RulesError(message, code="illegal_action", details={"step": game.step})


costs.ability_user.append(use_resource_abilities)


def _payable(game: Game, action: act.Action) -> bool:
    """Whether an action that passes legality also pays (tried on an exact copy: the cost is only known by
    computing it, 356), so that `legal_actions` never offers a play the performer refuses."""
    if game.legality(action) is not None:
        return False
    try:
        outcome = game.copy().apply(action)
    except JudgeError:
        return False
    return outcome is None or not hasattr(outcome, "choice")  # a choice left to the player: not offered


def _play_candidates(game: Game) -> list[act.Action]:
    offered: list[act.Action] = [
        Play(player=pid, card=c.uid, pay="auto")
        for pid in game.order
        for c in game.players[pid].zone(Zone.HAND)
        if c.definition is not None and not _spell_needs_targets(c)
    ]
    return [a for a in offered if _payable(game, a)]


def _spell_needs_targets(card: Card) -> bool:
    spell = _spell(card)
    return spell is not None and bool(spell.targets)


def _activate_candidates(game: Game) -> list[act.Action]:
    out: list[act.Action] = []
    for card in game.cards_where(is_board_zone):
        for i, ability in enumerate(_activated(card)):
            if not ability.targets and card.controller is not None:
                out.append(Activate(player=card.controller, source=card.uid, ability=i, pay="auto"))
    return [a for a in out if _payable(game, a)]


def _build_play(w: Any) -> Play:
    card, *targets = w.cards
    to = w.args.get("to")
    return Play(
        player=str(w.args["player"]),
        card=card,
        targets=tuple(targets),
        pay=w.args.get("pay"),
        to=str(to) if to is not None else None,
        from_zone=str(w.args.get("from") or "hand"),
        choices=w.choices,
        no_targets=True if w.args.get("targets") == [] else None,
    )


def _build_activate(w: Any) -> Activate:
    source, *targets = w.cards
    ability = w.args.get("ability", 0)
    return Activate(
        player=str(w.args["player"]),
        source=source,
        ability=ability if isinstance(ability, (int, str)) and not isinstance(ability, bool) else -1,
        targets=tuple(targets),
        pay=w.args.get("pay"),
        choices=w.choices,
    )


_PLAY_DOC = "jouer une carte : choix, calcul et paiement du coût, puis la chaîne (349–359)"
_ACTIVATE_DOC = "activer une compétence d'une source : elle va sur la chaîne (376–378, 398–400)"

register(
    Verb("play", french="jouer", doc=_PLAY_DOC,
         required=("player", "card"), optional=("targets", "target", "pay", "to", "from"),
         refs=("card", "target", "targets"), scope="hand", action=Play, build=_build_play,
         legality=play_legality, perform=do_play, candidates=_play_candidates),
    Verb("activate", french="activer", doc=_ACTIVATE_DOC,
         required=("player", "source"), optional=("ability", "targets", "target", "pay"),
         refs=("source", "target", "targets"), scope="board", action=Activate, build=_build_activate,
         legality=activate_legality, perform=do_activate, candidates=_activate_candidates),
)  # fmt: skip
