"""The short French verdict that opens an answer: who gained what and why, with the rule.

Computed from the simulation's events and error only ("B gagne 1 point : exténuation de A
(431.2.c)"); never from the question text.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from judge.ask.render import option_label
from judge.render.words import plural

#: why a point was gained, by the kind of the event that caused it.
_CAUSES: dict[str, str] = {
    "burnout": "exténuation de {player}",
    "conquer": "conquête de {battlefield}",
    "hold": "tenue de {battlefield}",
    "gain_points": "action du scénario",
    "action": "action du scénario",
}


def _player(data: Mapping[str, Any], *keys: str) -> str:
    for key in keys:
        value = data.get(key)
        if value not in (None, ""):
            return str(value)
    return "?"


def _amount(data: Mapping[str, Any]) -> int:
    for key in ("count", "amount", "points"):
        value = data.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return 1


def _rules_text(rules: Sequence[str]) -> str:
    return f" ({', '.join(rules)})" if rules else ""


def _cause(event: Mapping[str, Any], by_index: Mapping[int, Mapping[str, Any]]) -> tuple[str, list[str]]:
    """The French cause of a point and the rules that justify it, from the event's ancestors."""
    data = event.get("data") or {}
    rules = [str(r) for r in event.get("rules") or []]
    reason = data.get("reason")
    parent_index = event.get("parent")
    seen: set[int] = set()
    while isinstance(parent_index, int) and parent_index in by_index and parent_index not in seen:
        seen.add(parent_index)
        parent = by_index[parent_index]
        kind = str(parent.get("kind"))
        if kind in _CAUSES and kind != "action":
            pdata = parent.get("data") or {}
            text = _CAUSES[kind].format(
                player=_player(pdata, "player", "controller"),
                battlefield=_player(pdata, "battlefield", "target", "card"),
            )
            return text, rules or [str(r) for r in parent.get("rules") or []]
        parent_index = parent.get("parent")
    if isinstance(reason, str) and reason.strip():
        return reason.strip(), rules
    return "", rules


#: what a choice asks, by the engine's choice name.
CHOICE_NAMES: dict[str, str] = {
    "burnout_opponent": "l'adversaire qui gagne le point de l'exténuation",
    "opponent": "un adversaire",
    "target": "une cible",
    "targets": "les cibles",
    "optional": "s'il utilise une capacité facultative",
    "trigger_order": "l'ordre des déclenchements simultanés",
    "runes": "les runes qui paient",
    "additional_cost": "s'il paie le coût supplémentaire optionnel (true ou false)",
    "mode": "le mode (numéro à partir de 0)",
    "destination": "la destination du déplacement",
    "discard": "la carte à défausser pour payer",
    "cost_target": "l'unité qui paie le coût",
    "pay_to": "s'il paie pour obtenir l'effet (true ou false)",
    "look_card": "la carte choisie parmi celles regardées",
    "replacement_order": "l'effet de remplacement appliqué en premier (372.1)",
    "apply_replacement": "s'il applique l'effet de remplacement facultatif (true ou false, 371.2)",
    "player": "le joueur que l'effet désigne",
    "replacement_event": "l'événement simultané que l'effet de remplacement remplace en premier (373)",
}

#: The chain's bookkeeping: a verdict names what the play did, not these steps.
_STEPS = frozenset(
    {"action", "pass", "choice", "chain_add", "finalize", "cost_computed", "cost_paid", "play", "resolve"}
    | {"skip"}
)


def _choice_sentence(details: Mapping[str, Any], message: str) -> str:
    player = details.get("player")
    choice = details.get("choice")
    options = details.get("options")
    who = f"{player} doit choisir" if player else "Un choix est nécessaire"
    what = f" {CHOICE_NAMES.get(str(choice), f'« {choice} »')}" if choice else ""
    opts = ""
    if isinstance(options, list) and options:
        opts = " parmi : " + ", ".join(option_label(o) for o in options)
    step = details.get("step")
    where = f" (action {int(step) + 1})" if isinstance(step, int) else ""
    text = f"Question pour le juge : {who}{what}{where}{opts}."
    return text if (player or choice) else f"Question pour le juge : {message}"


def verdict(simulation: Mapping[str, Any] | None) -> str | None:
    """The one-line French verdict of a simulation (the `judge run --json` object), or None without one."""
    if simulation is None:
        return None
    events: list[Mapping[str, Any]] = [e for e in simulation.get("events") or [] if isinstance(e, Mapping)]
    by_index = {int(e["index"]): e for e in events if isinstance(e.get("index"), int)}
    sentences: list[str] = []
    gains: dict[tuple[str, str], int] = {}
    gain_rules: dict[tuple[str, str], list[str]] = {}
    for event in events:
        kind = str(event.get("kind"))
        data = event.get("data") or {}
        if kind == "gain_point":
            cause, rules = _cause(event, by_index)
            key = (_player(data, "player"), cause)
            if key not in gains:
                sentences.append("")  # placeholder: the sentence keeps the place of the first gain
                gains[key] = 0
                gain_rules[key] = []
            gains[key] += _amount(data)
            gain_rules[key] += [r for r in rules if r not in gain_rules[key]]
        elif kind == "draw_instead_of_point":
            rules = [str(r) for r in event.get("rules") or []]
            sentences.append(
                f"{_player(data, 'player')} pioche une carte au lieu de marquer{_rules_text(rules)}"
            )
        elif kind == "win":
            rules = [str(r) for r in event.get("rules") or []]
            sentences.append(f"{_player(data, 'player', 'winner')} gagne la partie{_rules_text(rules)}")
    gain_sentences = [
        f"{player} gagne {plural(n, 'point')}"
        + (f" : {cause}" if cause else "")
        + _rules_text(gain_rules[(player, cause)])
        for (player, cause), n in gains.items()
    ]
    sentences = [gain_sentences.pop(0) if s == "" else s for s in sentences]
    error = simulation.get("error")
    if isinstance(error, Mapping):
        code = str(error.get("code", ""))
        message = str(error.get("message", ""))
        if code == "choice_required":
            sentences.append(_choice_sentence(error, message))
        elif code == "not_modelled":
            sentences.append(f"Pas encore modélisé par le moteur : {message}")
        else:
            step = error.get("step")
            where = f" à l'action {int(step) + 1}" if isinstance(step, int) else ""
            label = "Action illégale" if code == "illegal_action" else "La simulation s'arrête"
            # The engine's message may already start with its label ("action illégale : …").
            if message.lower().startswith("action illégale : "):
                message = message[len("action illégale : ") :]
            sentences.append(f"{label}{where} : {message}")
    if not sentences:
        return _quiet_outcome(events)
    return " ; ".join(dict.fromkeys(sentences)) + ("" if sentences[-1].endswith(".") else ".")


def _telling(event: Mapping[str, Any]) -> bool:
    """An event that says what happened (not a step of the chain, not a spell put into the trash)."""
    data = event.get("data") or {}
    if str(event.get("kind")) == "put" and isinstance(data, Mapping) and data.get("reason") == "resolved":
        return False
    return str(event.get("kind")) not in _STEPS


def _quiet_outcome(events: list[Mapping[str, Any]]) -> str:
    """No point, no win, no error: what the last event says, then that nobody scores."""
    last = next((e for e in reversed(events) if _telling(e) and e.get("text")), None)
    if last is None:
        return "Aucun point n'est marqué et personne ne gagne."
    rules = [str(r) for r in last.get("rules") or []]
    return f"{str(last['text']).rstrip('. ')}{_rules_text(rules)} ; aucun point n'est marqué."
