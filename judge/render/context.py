"""From an event's data to the words its sentence needs.

`context(kind, data)` returns a mapping of ready-made French fragments (`player`,
`what`, `n_cards`, `from`, …) plus flags (`short`, `many`, `automatic`, …) that exist
only when true. A template of `messages.py` is used only when every field it names is
in the context, so missing data selects a plainer template instead of crashing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from judge.engine.registry import french_name
from judge.render.words import (
    PHASES,
    REASONS,
    as_int,
    battlefield_phrase,
    card_phrase,
    cards_phrase,
    cost_phrase,
    from_phrase,
    join,
    place_phrase,
    plural,
)

#: Choice names the engine uses, as read by a person.
CHOICES: dict[str, str] = {
    "opponent": "l'adversaire qui gagne le point",
    "burnout_opponent": "l'adversaire qui gagne le point",
    "point_opponent": "l'adversaire qui gagne le point",
    "target": "la cible",
    "targets": "les cibles",
    "additional_cost": "le coût supplémentaire optionnel",
    "mode": "le mode",
    "destination": "la destination",
    "discard": "la carte à défausser",
    "cost_target": "l'objet qui paie le coût",
    "pay_to": "« vous pouvez payer »",
    "payment": "le paiement",
    "look_card": "la carte choisie parmi celles regardées",
    "optional": "« vous pouvez »",
    "may": "« vous pouvez »",
    "order": "l'ordre des déclenchements",
    "cost_kill": "l'allié éliminé pour payer",
    "cost_recycle": "la carte de la défausse recyclée pour payer",
    "trigger_order": "l'ordre de ses déclenchements sur la chaîne",
    "use_trigger": "« vous pouvez » d'une compétence déclenchée",
    "ready_runes": "les runes à préparer",
    "replacement_order": "l'effet de remplacement appliqué en premier",
    "apply_replacement": "« vous pouvez » d'un effet de remplacement",
    "player": "le joueur choisi",
    "replacement_event": "l'événement que le remplacement remplace en premier",
    "combat_damage": "la répartition des dégâts de combat",
    "damage_split": "la répartition des dégâts entre les cibles",
    "target_subset": "les cibles gardées du groupe",
    "play_card": "l'unité qu'il joue",
    "play_place": "l'emplacement où entre l'unité jouée",
    "recycle_trash": "la carte de sa défausse à recycler",
    "recycle_rune": "la rune à recycler",
    "kill_own": "l'unité qu'il élimine parmi les siennes",
    "battlefield": "le champ de bataille du prochain combat ou de la prochaine confrontation",
    "weaponmaster_gear": "l'équipement à équiper par Expert en armes",
    "predict": "recycler la carte prédite",
    "cost_reduction": "la réduction de coût retenue (énergie ou essence)",
}

#: Keys that name the player whose burn out gave a point: the payload's (`PointData.burned_out`),
#: then `by` for data written by hand.
_BURNOUT_PLAYER_KEYS = ("burned_out", "by")

def _text(value: Any) -> str | None:
    if value is None or isinstance(value, Mapping | list | tuple):
        return None
    if isinstance(value, bool):
        return "oui" if value else "non"  # a « vous pouvez » answered true or false
    text = str(value).strip()
    return text or None


def _flag(ctx: dict[str, str], name: str, condition: bool) -> None:
    if condition:
        ctx[name] = ""


#: The steps of a total cost's computation (356.1-356.5), in French.
_STEP_NAMES = {
    "base": "coût de base",
    "additional": "+ coût supplémentaire →",
    "increase": "augmentation →",
    "reduction": "réduction →",
    "total": "total",
}


def context(kind: str, data: Mapping[str, Any]) -> dict[str, str]:
    """The French fragments and flags for one event's data (never raises)."""
    ctx: dict[str, str] = {}
    for key in (
        "player",
        "opponent",
        "winner",
        "team",
        "answer",
        "note",
        "effect",
        "cause",
        "controller",
        "from_player",
        "next",
        "message",  # why a play was cancelled (358.5)
        "label",  # a replacement's source (367)
        "affected",  # the player a replaced event happened to (372.1)
        "target_player",  # the player an effect chose (443.1.b)
        "attacker",  # a combat's attacker and defender (464.2.c)
        "defender",
    ):
        text = _text(data.get(key))
        if text:
            ctx[key] = text
    _people(ctx, data)
    _cards(ctx, data)
    _counts(ctx, data)
    _places(ctx, data)
    _points(ctx, kind, data)
    _choice(ctx, data)
    _misc(ctx, data)
    if kind == "nothing":
        _nothing(ctx, data)
    _fight(ctx, data)
    return ctx


def _fight(ctx: dict[str, str], data: Mapping[str, Any]) -> None:
    """A showdown's focus (345, 347.2) and a combat's might, each unit's share (465.2.a-b, 423.1.b)."""
    focus = data.get("focus")
    if isinstance(focus, str) and focus:
        ctx["focus"] = focus
    _flag(ctx, "focus_pass", focus is True)
    _flag(ctx, "combat_showdown", data.get("combat") is True)
    _flag(ctx, "recalled", data.get("recalled") is True)
    sources = data.get("sources")
    if isinstance(sources, Sequence) and not isinstance(sources, str) and sources:
        ctx["sources"] = cards_phrase(sources)
    bonus, granted = as_int(data.get("bonus")), data.get("bonus_from")
    if bonus and isinstance(granted, Sequence) and not isinstance(granted, str) and granted:
        ctx["bonus"] = plural(bonus, "dégât") + " bonus"  # 713–715
        ctx["bonus_from"] = cards_phrase(granted)
    might = data.get("might")
    if isinstance(might, Mapping) and might:
        ctx["totals"] = join([f"{p} {n}" for p, n in might.items()])
    units = data.get("units")
    if isinstance(units, Sequence) and not isinstance(units, str) and units:
        shares = []
        for unit in units:
            if isinstance(unit, Mapping):
                stunned = " (étourdie)" if unit.get("stunned") else ""
                if unit.get("silenced_by"):  # a passive ability: no combat damage (Vilemaw)
                    stunned += f" (sans dégâts de combat : {card_phrase(unit.get('silenced_by'))})"
                shares.append(f"{card_phrase(unit.get('card'))} {unit.get('might')}{stunned}")
        ctx["shares"] = join(shares)


def _nothing(ctx: dict[str, str], data: Mapping[str, Any]) -> None:
    # 414.1.c / 415.1.c: say which instruction did nothing
    said = " ".join(str(data.get(k, "")) for k in ("reason", "action", "verb", "instruction", "note"))
    if "stun" in said:
        return  # « already_stunned » (423.1.a.1) has its own message, though it holds « ready »
    _flag(ctx, "already_exhausted", "exhaust" in said or "épuis" in said)
    _flag(ctx, "already_ready", "already_exhausted" not in ctx and ("ready" in said or "prépar" in said))


def _people(ctx: dict[str, str], data: Mapping[str, Any]) -> None:
    players = data.get("players")
    if isinstance(players, Sequence) and not isinstance(players, str) and players:
        ctx["players"] = join([str(p) for p in players])
        _flag(ctx, "players_many", len(players) >= 2)
    for key in _BURNOUT_PLAYER_KEYS:
        text = _text(data.get(key))
        if text:
            ctx["by"] = text
            break


def _cards(ctx: dict[str, str], data: Mapping[str, Any]) -> None:
    card = data.get("card")
    cards = data.get("cards")
    if card is not None:
        ctx["card"] = card_phrase(card)
    if isinstance(cards, Sequence) and not isinstance(cards, str):
        if cards:
            ctx["cards"] = cards_phrase(cards)
            ctx["what"] = ctx["cards"]
            _flag(ctx, "what_many", len(cards) >= 2)
    if "what" not in ctx and "card" in ctx:
        ctx["what"] = ctx["card"]
    about = data.get("about")
    if isinstance(about, Sequence) and not isinstance(about, str) and about:
        ctx["about"] = cards_phrase(about)  # what a trigger's event was about (383.2.c)
    if data.get("from_card") is not None:
        ctx["from_card"] = card_phrase(data["from_card"])  # the top-most card a detached card left
    for key in ("source", "target", "copy_of"):  # a damage's source and target (417), a copy's model
        ref = data.get(key)
        if isinstance(ref, Mapping):
            ctx[key] = card_phrase(ref)


def _counts(ctx: dict[str, str], data: Mapping[str, Any]) -> None:
    count = as_int(data.get("count"))
    if count is None:
        count = as_int(data.get("done"))
    cards = data.get("cards")
    if count is None and isinstance(cards, Sequence) and not isinstance(cards, str):
        count = len(cards)
    requested = as_int(data.get("requested"))
    if count is not None:
        ctx["n"] = str(count)
        ctx["n_cards"] = plural(count, "carte")
        _flag(ctx, "none", count == 0)
        _flag(ctx, "many", count >= 2)
    if requested is not None:
        ctx["requested"] = str(requested)
        ctx["requested_cards"] = plural(requested, "carte")
        done = as_int(data.get("done"))
        reached = done if done is not None else count
        _flag(ctx, "short", reached is not None and requested > reached)
        # 431.2.d: the part drawn after a burn out finishes the action
        resumed = data.get("resumed") is True
        # after a burn out with nothing taken before it (an empty deck): no « encore »
        _flag(ctx, "resumed_first", resumed and done is not None and count == done)
        _flag(
            ctx,
            "finish",
            done is not None and count is not None and done == requested and (count < done or resumed),
        )
        if done is not None:
            ctx["done"] = str(done)
    sequence = as_int(data.get("sequence"))
    if sequence is not None:
        ctx["sequence"] = str(sequence)
        _flag(ctx, "again", sequence >= 2)
    step = as_int(data.get("step"))
    if step is not None:
        ctx["step"] = str(step + 1)
    number = as_int(data.get("number"))
    if number is not None:
        ctx["number"] = str(number)


def _places(ctx: dict[str, str], data: Mapping[str, Any]) -> None:
    if data.get("from_zone") is not None:
        ctx["from"] = from_phrase(data["from_zone"])
    if data.get("to_zone") is not None:
        ctx["to"] = "vers " + place_phrase(data["to_zone"])
        _flag(ctx, "to_runes", data["to_zone"] == "rune_deck")
        _flag(ctx, "to_top", data["to_zone"] == "main_deck_top")
        ctx["at"] = place_phrase(data["to_zone"])
    elif data.get("to") is not None:
        ctx["to"] = "vers " + place_phrase(data["to"])
    if data.get("battlefield") is not None:
        ctx["battlefield"] = battlefield_phrase(data["battlefield"])
        phrase = ctx["battlefield"]
        ctx["of_battlefield"] = "du " + phrase[3:] if phrase.startswith("le ") else "d'" + phrase
    missing = data.get("missing")  # draw_instead_of_point: the battlefields not scored (471.1.b.1)
    if isinstance(missing, Sequence) and not isinstance(missing, str) and missing:
        ctx["missing"] = join([battlefield_phrase(m) for m in missing])
    _flag(ctx, "no_units", data.get("no_units") is True)
    phase = _text(data.get("phase"))
    if phase:
        ctx["phase"] = PHASES.get(phase, f"phase « {phase} »")


def _points(ctx: dict[str, str], kind: str, data: Mapping[str, Any]) -> None:
    amount = as_int(data.get("amount"))
    if amount is None and kind == "gain_point":
        amount = as_int(data.get("count"))
    if amount is None and kind == "gain_point":
        amount = 1  # a gain_point event is one point unless told otherwise (194.1)
    if amount is not None:
        ctx["amount_points"] = plural(amount, "point")
        ctx["damage"] = plural(amount, "dégât")
    points = as_int(data.get("points"))
    if points is None:
        points = as_int(data.get("total"))
    if points is not None:
        ctx["total_points"] = plural(points, "point")
    reason = _text(data.get("reason"))
    if reason:
        ctx["reason"] = REASONS.get(reason, reason)
        _flag(ctx, "by_burnout", reason == "burnout")
    if "by" in ctx and reason == "burnout":
        ctx["why"] = f" (exténuation de {ctx['by']})"
    elif reason:
        ctx["why"] = f" ({ctx['reason']})"
    else:
        ctx["why"] = ""


def _choice(ctx: dict[str, str], data: Mapping[str, Any]) -> None:
    answer = data.get("answer")
    if isinstance(answer, bool):
        ctx["answer"] = "oui" if answer else "non"  # a « vous pouvez » (true or false)
    elif isinstance(answer, list) and answer:
        ctx["answer"] = join([str(a) for a in answer])  # several things chosen (« jusqu'à 2 runes »)
    choice = _text(data.get("choice"))
    if choice:
        ctx["choice"] = CHOICES.get(choice, f"« {choice} »")
    options = data.get("options")
    if isinstance(options, Sequence) and not isinstance(options, str) and options:
        ctx["options"] = join([str(o) for o in options])
    _flag(ctx, "automatic", data.get("automatic") is True)
    answer = data.get("answer")
    if isinstance(answer, Mapping) and answer:  # a split: card id → amount (combat damage, 465.2.c)
        ctx["answer"] = join([f"{v} à {k}" for k, v in answer.items()])


def _misc(ctx: dict[str, str], data: Mapping[str, Any]) -> None:
    _flag(ctx, "standard", data.get("standard") is True)
    _flag(ctx, "activated", data.get("ability") is not None)  # an activation cancelled, not a play
    _flag(ctx, "illegal_target", data.get("reason") == "illegal_target")  # 359.3.e.12
    _flag(ctx, "void", data.get("reason") == "void")
    _flag(ctx, "immediate", data.get("immediate") is True)
    _flag(ctx, "random", data.get("random") is True)
    _flag(ctx, "simultaneous", data.get("simultaneous") is True)
    _flag(ctx, "ceases", data.get("ceases_to_exist") is True)  # a token put off the board (186.1)
    _flag(ctx, "resumed", data.get("resumed") is True)  # the rest of an action after a burn out (431.2.d)
    _flag(ctx, "delayed", data.get("delayed") is True)  # a delayed trigger (389)
    _flag(ctx, "extra", data.get("extra") is True)  # an extra turn (734–738)
    for key in ("reason", "step", "replaced", "outcome"):  # `reason_first_turn_draw`, `replaced_die`, …
        if isinstance(data.get(key), str):
            _flag(ctx, f"{key}_{data[key]}", True)
    limit = as_int(data.get("limit"))
    if limit is not None:
        ctx["limit"] = str(limit)
    lost = data.get("lost")
    if isinstance(lost, Mapping):
        ctx["lost"] = cost_phrase(lost)
    if data.get("cost") is not None:
        ctx["cost"] = cost_phrase(data["cost"])
    steps = data.get("steps")
    if isinstance(steps, Sequence) and not isinstance(steps, str) and steps:
        # 356: the breakdown, step by step (base, additional costs, increases, reductions, total)
        ctx["steps"] = " ; ".join(
            f"{_STEP_NAMES.get(str(s.get('step')), str(s.get('step')))} {cost_phrase(s)}"
            for s in steps
            if isinstance(s, Mapping)
        )
    verb = _text(data.get("verb"))
    if verb:
        ctx["verb"] = french_name(verb)  # the verb registry's French name
    mode = _text(data.get("mode"))
    _flag(ctx, "predict", mode == "predict")
    energy = as_int(data.get("energy"))
    if energy is not None:
        ctx["energy"] = plural(energy, "énergie")
    if "lost" not in ctx and isinstance(data.get("power"), Mapping):
        ctx["lost"] = cost_phrase({"energy": energy or 0, "power": data["power"]})
    elif "lost" not in ctx and energy:
        ctx["lost"] = plural(energy, "énergie")
    ability = _text(data.get("ability"))
    if ability:
        ctx["ability"] = ability
    amount = as_int(data.get("amount"))
    if amount is not None:
        ctx["amount"] = f"{amount:+d}"  # a might change reads +2 or -1
    xp = as_int(data.get("xp"))
    if xp is not None:
        ctx["xp"] = str(xp)  # a player's XP total (824)
    keywords = data.get("keywords")
    if isinstance(keywords, Sequence) and not isinstance(keywords, str) and keywords:
        ctx["keywords"] = join([str(k) for k in keywords])
