"""`judge corpus import FILE` and `judge corpus list`."""

from __future__ import annotations

import argparse
import importlib
import json
import time
from collections import Counter
from pathlib import Path

from judge.corpus.importer import STORE_FORMAT, documents_dir, parse_document, write_document
from judge.corpus.labels import document_kind_label, french_date, is_english
from judge.corpus.passage import Document, Passage
from judge.corpus.progress import Progress
from judge.corpus.store import Corpus, load_corpus
from judge.corpus.temporaries import remove_stale
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


def unchanged(document: Document, passages: list[Passage], home: Path | None = None) -> bool:
    """True when the stored document with this id already holds exactly these passages."""
    stored = documents_dir(home) / f"{document.id}.json"
    try:
        data = json.loads(stored.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    if not isinstance(data, dict) or data.get("format") != STORE_FORMAT:
        return False
    before = dict(data.get("document") or {})
    now = document.to_json()
    before.pop("path", None)  # the same file imported from another folder is the same document
    now.pop("path", None)
    return before == now and data.get("passages") == [p.to_json() for p in passages]


def cmd_import(args: argparse.Namespace) -> int:
    """Import an official document, rebuild the index and print a French summary; a file already
    imported as it is changes nothing and says so."""
    started = time.perf_counter()
    path = Path(args.file)
    # with --json, standard error carries only the error object: no progress line there
    with Progress(enabled=not getattr(args, "json", False)) as progress:
        progress.stage(f"lecture de {path.name}")
        document, parsed = parse_document(path, getattr(args, "kind", None), getattr(args, "version", None))
        remove_stale(documents_dir())  # left by an import killed before its rename, even if nothing changed
        changed = not unchanged(document, parsed)
        if changed:
            progress.stage("enregistrement dans le corpus")
            write_document(document, parsed)
        progress.stage("index de recherche")
        corpus = load_corpus()
        indexed = rebuild_index(corpus)
    elapsed = time.perf_counter() - started
    passages = [p for p in corpus.passages if p.document == document.id]
    rules = sum(1 for p in passages if p.kind == "rule")
    headings = sum(1 for p in passages if p.kind == "heading")
    merged = sum(1 for p in passages if p.extra.get("seed_ids"))
    if getattr(args, "json", False):
        out = {
            "document": document.to_json(),
            "rules": rules,
            "headings": headings,
            "merged_seed_paragraphs": merged,
            "changed": changed,
            "index_rebuilt": indexed and changed,
            "seconds": round(elapsed, 3),
        }
        print(json.dumps(out, ensure_ascii=False, indent=2))
        return 0
    version = f" v{document.version}" if document.version else ""
    date = f", mise à jour du {french_date(document.date)}" if document.date else ""
    if not changed:
        print(f"Rien n'a changé : {document.title}{version}{date} est déjà importé tel quel.")
        print(
            f"  {_number(rules)} règles numérotées et {_number(headings)} titres ; corpus et index inchangés."
        )
        return 0
    print(f"Importé : {document.title}{version}{date}.")
    line = f"  {_number(rules)} règles numérotées et {_number(headings)} titres"
    if is_english(document):
        line += f" ; version anglaise (« {document.id} ») : le texte français reste affiché en premier"
    elif document.kind == "core":
        line += f" ; {merged} paragraphes des extraits embarqués fusionnés avec leur règle officielle"
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
    # a document's count is what the corpus holds of it now: a seed paragraph merged with its
    # official rule counts once, under the official rule, so the column adds up to the total
    held = Counter(p.document for p in corpus.passages)
    width = max((len(d.id) for d in corpus.documents), default=8)
    for d in corpus.documents:
        kind = document_kind_label(d)
        version = f"v{d.version}" if d.version else "—"
        date = french_date(d.date) if d.date else "—"
        where = "intégré" if d.embedded else "importé"
        merged = d.passage_count - held[d.id]
        note = f" ; {_number(merged)} autres fusionnés avec leur règle officielle" if merged > 0 else ""
        count = f"{_number(held[d.id]):>6} passage{'s' if held[d.id] > 1 else ' '}"
        print(f"{d.id:<{width}} {kind:<20} {version:<5} {date:<17} {count}  ({where}{note}) {d.title}")
    print(f"Total : {_number(len(corpus.passages))} passages.")
    if not corpus.has_official_rules and "core" not in corpus.damaged:
        print("Les règles officielles ne sont pas importées : « judge corpus import FICHIER » "
              "(le PDF des règles du jeu ou son texte).")  # fmt: skip
    for warning in corpus.warnings:
        warn_once(warning)
    return 0
