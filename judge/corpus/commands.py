"""`judge corpus import FILE` and `judge corpus list`."""

from __future__ import annotations

import argparse
import importlib
import json
import time
from pathlib import Path

from judge.corpus.importer import import_document
from judge.corpus.labels import document_kind_label, french_date, is_english
from judge.corpus.store import Corpus, load_corpus
from judge.notices import warn_once


def _number(n: int) -> str:
    return f"{n:,}".replace(",", "\u202f")


def rebuild_index(corpus: Corpus) -> bool:
    """Rebuild the search index for `corpus` when the search package provides `ensure_index`."""
    try:
        module = importlib.import_module("judge.search.index")
    except ImportError:
        return False
    ensure = getattr(module, "ensure_index", None)
    if not callable(ensure):
        return False
    ensure(corpus)
    return True


def cmd_import(args: argparse.Namespace) -> int:
    """Import an official document, rebuild the index and print a French summary."""
    started = time.perf_counter()
    document = import_document(
        Path(args.file), kind=getattr(args, "kind", None), version=getattr(args, "version", None)
    )
    corpus = load_corpus()
    indexed = rebuild_index(corpus)
    elapsed = time.perf_counter() - started
    passages = [p for p in corpus.passages if p.document == document.id]
    rules = sum(1 for p in passages if p.kind == "rule")
    headings = sum(1 for p in passages if p.kind == "heading")
    merged = sum(1 for p in passages if p.extra.get("seed_ids"))
    version = f" v{document.version}" if document.version else ""
    date = f", mise à jour du {french_date(document.date)}" if document.date else ""
    print(f"Importé : {document.title}{version}{date}.")
    line = f"  {_number(rules)} règles numérotées et {_number(headings)} titres"
    if is_english(document):
        line += f" ; version anglaise (« {document.id} ») : le texte français reste affiché en premier"
    elif document.kind == "core":
        line += f" ; {merged} paragraphes des extraits (graine) fusionnés avec leur règle officielle"
    print(line + ".")
    index = "reconstruit" if indexed else "non reconstruit (module de recherche absent)"
    seconds = f"{elapsed:.1f}".replace(".", ",")
    print(f"  Index de recherche {index} ; durée totale {seconds} s.")
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    """Print the documents of the corpus with kind, version, date and passage count."""
    corpus = load_corpus()
    if getattr(args, "json", False):
        out = {
            "documents": [d.to_json() for d in corpus.documents],
            "passages": len(corpus.passages),
            "fingerprint": corpus.fingerprint,
            "warnings": corpus.warnings,
        }
        print(json.dumps(out, ensure_ascii=False, indent=2))
        return 0
    for d in corpus.documents:
        kind = document_kind_label(d)
        version = f"v{d.version}" if d.version else "—"
        date = french_date(d.date) if d.date else "—"
        where = "intégré" if d.embedded else "importé"
        print(f"{d.id:<12} {kind:<24} {version:<6} {date:<18} {_number(d.passage_count):>6} passages  "
              f"({where}) {d.title}")  # fmt: skip
    print(f"Total : {_number(len(corpus.passages))} passages.")
    if not corpus.has_official_rules and "core" not in corpus.damaged:
        print("Les règles officielles ne sont pas importées : « judge corpus import FICHIER » "
              "(le PDF des règles du jeu ou son texte).")  # fmt: skip
    for warning in corpus.warnings:
        warn_once(warning)
    return 0
