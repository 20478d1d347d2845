"""Titles of the official rules' headings (`431` → "Exténuation") and the list of every rule
number, stored as facts in `rules_corpus/`.

The embedded corpus holds only the seed excerpts, so most rules the engine cites have no text
here. Their numbers and their headings' short titles are facts and may be stored: they let a
trace or an answer say "431.2.c (Exténuation)", and a scenario's `rules:` list be checked,
before the official document is imported.
Regenerate with `python -m judge.corpus.rule_titles ../shared/corpus/regles-du-jeu-fr-v1.4.txt`.
"""

from __future__ import annotations

import argparse
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from judge.corpus.rules_text import RulesText, parse_rules_text
from judge.paths import rules_corpus_dir

TITLES_FILE = "rule_titles.yaml"


@lru_cache(maxsize=1)
def _stored() -> dict[str, Any]:
    """`rules_corpus/rule_titles.yaml` as read once (empty without it)."""
    path = rules_corpus_dir() / TITLES_FILE
    if not path.is_file():
        return {}
    return yaml.safe_load(path.read_text(encoding="utf-8")) or {}


@lru_cache(maxsize=1)
def load_rule_titles() -> dict[str, str]:
    """Heading number → French title, as stored in `rules_corpus/rule_titles.yaml` (empty without it)."""
    return {str(number): str(title) for number, title in (_stored().get("titles") or {}).items()}


@lru_cache(maxsize=1)
def load_rule_numbers() -> frozenset[str]:
    """Every rule and heading number of the Core Rules the file was written from (empty without it)."""
    return frozenset(str(_stored().get("numbers") or "").split())


def numbers_version() -> str:
    """The Core Rules version the stored numbers come from ("" when unknown)."""
    return str(_stored().get("version") or "")


def related_numbers(number: str, extra: frozenset[str] = frozenset(), limit: int = 5) -> list[str]:
    """Rules related to a number that does not exist: its nearest existing ancestor, then that
    ancestor's sub-rules (431.9 → 431, 431.1, 431.2…); empty when no ancestor exists (999.9)."""
    numbers = load_rule_numbers() | extra
    parts = number.split(".")
    for size in range(len(parts) - 1, 0, -1):
        ancestor = ".".join(parts[:size])
        if ancestor in numbers:
            depth = ancestor.count(".") + 1
            under = sorted(
                (n for n in numbers if n.startswith(ancestor + ".") and n.count(".") == depth),
                key=lambda n: tuple(int(x) if x.isdigit() else -1 for x in n.split(".")),
            )
            return [ancestor, *under][:limit]
    return []


def unknown_rule_message(number: str) -> str | None:
    """« la règle 999.9 n'existe pas dans les Règles du jeu v1.4 » when the stored list is known and
    lacks `number`; None when the number exists (or no list is stored)."""
    numbers = load_rule_numbers()
    if not numbers or number in numbers:
        return None
    version = numbers_version()
    return f"la règle {number} n'existe pas dans les Règles du jeu{' v' + version if version else ''}"


def heading_title(number: str) -> str | None:
    """The title of the nearest heading above or at `number` (`431.2.c` → "Exténuation"), if known."""
    titles = load_rule_titles()
    top = number.rstrip(".").split(".")[0]
    if not top.isdigit():
        return None
    # A heading titles every rule up to the next heading (445 "Déplacement" holds 446 to 453).
    above = [key for key in titles if key.isdigit() and int(key) <= int(top)]
    if not above or int(top) - int(max(above, key=int)) >= 100:
        return None
    return titles[max(above, key=int)]


def extract_titles(text: str) -> dict[str, str]:
    """Heading number → title, read from the official rules text (the importer's own parser)."""
    return _titles(parse_rules_text(text))


def _titles(parsed: RulesText) -> dict[str, str]:
    return {raw.number: raw.text for raw in parsed.rules if raw.heading}


def _wrapped(numbers: list[str], width: int = 100) -> str:
    """The numbers space-separated, in lines of at most `width` characters."""
    lines: list[str] = []
    for number in numbers:
        if lines and len(lines[-1]) + 1 + len(number) <= width:
            lines[-1] += " " + number
        else:
            lines.append(number)
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Rewrites `rules_corpus/rule_titles.yaml` from the official French Core Rules text."""
    from judge.corpus.importer import guess_version  # the importer reads the version the same way

    parser = argparse.ArgumentParser(description="Extrait les titres des sections des règles officielles.")
    parser.add_argument("source", type=Path, help="le texte des Règles du jeu (une règle par ligne)")
    args = parser.parse_args(argv)
    text = args.source.read_text(encoding="utf-8")
    parsed = parse_rules_text(text)
    titles = _titles(parsed)
    numbers = list(dict.fromkeys(raw.number for raw in parsed.rules))
    header = (
        "# Titres des sections des Règles du jeu (numéro → titre) et liste de tous les numéros de règle :\n"
        "# des faits, sans le texte des règles. Écrit par `python -m judge.corpus.rule_titles FICHIER` ;\n"
        "# sert quand le texte n'est pas importé (titres dans la trace, `rules:` des scénarios vérifiés).\n"
    )
    data = {"format": 2, "version": guess_version(args.source, text), "titles": titles}
    body = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    body += "numbers: |\n" + "".join("  " + line + "\n" for line in _wrapped(numbers).splitlines())
    (rules_corpus_dir() / TITLES_FILE).write_text(header + body, encoding="utf-8")
    print(f"{len(titles)} titres et {len(numbers)} numéros écrits dans {rules_corpus_dir() / TITLES_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
