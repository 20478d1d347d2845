"""`judge ask` as French text on a terminal."""

from __future__ import annotations

import json
import textwrap
from collections.abc import Mapping
from typing import TYPE_CHECKING, TextIO

from judge.ask_rules import IMPORT_POINTER
from judge.render.tree import depths

if TYPE_CHECKING:
    from judge.ask import Answer, AppliedRule


def _steps(rule: AppliedRule) -> str:
    return ", ".join(f"#{i}" for i in rule.events)


def _write_applied(rules: list[AppliedRule], out: TextIO, wrap: textwrap.TextWrapper) -> None:
    """Rules with something to read in full; those without text on one line, with one import pointer."""
    out.write("\nRègles appliquées :\n")
    for rule in rules:
        if not rule.text and not rule.glossary:
            continue
        title = f" — {rule.title}" if rule.title else ""
        absent = "" if rule.text else " — texte à importer"
        plural = "s" if len(rule.events) > 1 else ""
        out.write(f"  {rule.number}{title} (événement{plural} {_steps(rule)}){absent}\n")
        summary = f"En bref (glossaire) : {rule.glossary['definition']}" if rule.glossary else ""
        out.write(wrap.fill(rule.text or summary) + "\n")
    bare = [
        f"{rule.number}{f' {rule.title}' if rule.title else ''} ({_steps(rule)})"
        for rule in rules
        if not rule.text and not rule.glossary
    ]
    if bare:
        line = textwrap.TextWrapper(width=100, initial_indent="  ", subsequent_indent="    ")
        out.write(line.fill(f"Sans texte dans le corpus embarqué : {', '.join(bare)}.") + "\n")
    if any(not rule.text for rule in rules):
        out.write(f"  {IMPORT_POINTER}\n")


def option_label(option: object) -> str:
    """An option of a `choice_required` as the judge reads it."""
    if isinstance(option, Mapping):
        for key in ("label", "name", "card", "id", "domain"):
            if key in option:
                return str(option[key])
        return json.dumps(option, ensure_ascii=False)
    return str(option)


def print_answer(answer: Answer, out: TextIO) -> None:
    """Write the answer in French: verdict, question for the judge, applied rules, excerpts, trace."""
    wrap = textwrap.TextWrapper(width=100, initial_indent="    ", subsequent_indent="    ")
    out.write(f"Question : {answer.question}\n")
    if answer.corrected:
        out.write(f"(compris comme : {answer.corrected})\n")
    if answer.verdict:
        out.write(f"\nVerdict : {answer.verdict}\n")
    if answer.choice:
        out.write("\nQuestion pour le juge : la simulation attend un choix que le plateau ne donne pas.\n")
        options = answer.choice.get("options") or []
        for i, option in enumerate(options, 1):
            out.write(f"  {i}) {option_label(option)}\n")
        step = answer.choice.get("step")
        if isinstance(step, int):
            out.write(
                f"  Ajoutez l'option retenue à « choices: » de l'action {step + 1} du plateau,"
                " puis relancez.\n"
            )
    for name in answer.not_modelled:
        out.write(f"\nNon modélisé : {name}\n")
    if answer.applied_rules:
        _write_applied(answer.applied_rules, out, wrap)
    if answer.nothing_found:
        out.write(f"\nRien de pertinent trouvé pour « {answer.question} ».\n")
        if answer.suggestions:
            terms = ", ".join(
                str(s.get("term")) + (f" ({s['en']})" if s.get("en") else "") for s in answer.suggestions
            )
            out.write(f"Termes du glossaire les plus proches : {terms}\n")
    elif answer.hits:
        out.write("\nExtraits :\n")
        for i, hit in enumerate(answer.hits, 1):
            label = hit.get("rule") or hit.get("title") or hit.get("id")
            mark = " [règle appliquée]" if hit.get("applied") else ""
            out.write(f"  {i}. {label} — {hit.get('source', '')}{mark}\n")
            out.write(wrap.fill(str(hit.get("text", ""))) + "\n")
    if answer.simulation:
        events = list(answer.simulation.get("events") or [])
        depth = depths(events)
        out.write("\nSimulation :\n")
        for event in events:
            index = int(event.get("index", -1))
            rules = event.get("rules") or []
            cite = f" ({', '.join(rules)})" if rules else ""
            text = event.get("text") or event.get("kind")
            out.write(f"  {'  ' * depth.get(index, 0)}#{index} {text}{cite}\n")
        error = answer.simulation.get("error")
        if isinstance(error, Mapping) and error.get("code") != "choice_required":
            out.write(f"  Arrêt : {error.get('message')}\n")
