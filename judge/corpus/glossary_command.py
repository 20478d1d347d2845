"""`judge glossaire TERME`: a glossary term looked up in French or in English."""

from __future__ import annotations

import argparse
import json
import textwrap

from judge.corpus.glossary import load_glossary
from judge.errors import NotFoundError
from judge.text import fold


def _fold(text: str) -> str:
    """The term as compared: folded (judge.text.fold), hyphens as spaces, one space apart."""
    return " ".join(fold(text).replace("-", " ").split())


def cmd_glossary(args: argparse.Namespace) -> int:
    """Print the entries whose French term, English term or synonym is the term (else holds it)."""
    from judge.cli_output import terminal_width  # the CLI's width, 100 columns where unknown

    wanted = _fold(" ".join(args.term))
    entries = [e.to_json() for e in load_glossary()]

    def names(e: dict[str, object]) -> list[str]:
        return [_fold(str(n)) for n in (e["term"], e.get("en") or "", *list(e.get("synonyms") or [])) if n]  # type: ignore[call-overload]

    found = [e for e in entries if wanted in names(e)] or [
        e for e in entries if any(wanted in n for n in names(e))
    ]
    if not found:
        raise NotFoundError(
            f"« {' '.join(args.term)} » n'est pas dans le glossaire (ni en français ni en anglais)"
        )
    if getattr(args, "json", False):
        print(json.dumps({"entries": found}, ensure_ascii=False, indent=2))
        return 0
    width = terminal_width()
    for e in found:
        head = (
            f"{e['term']}"
            + (f" ({e['en']})" if e.get("en") else "")
            + (f" · règle {e['rule']}" if e.get("rule") else "")
        )
        print(head)
        print(
            textwrap.fill(str(e["definition"]), width=width, initial_indent="    ", subsequent_indent="    ")
        )
    return 0
