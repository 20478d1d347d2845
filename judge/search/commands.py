"""`judge search` and `judge rule`: thin command-line faces of judge.search.api."""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import Any, TextIO

from judge.corpus.labels import passage_kind_label
from judge.errors import InputError, JudgeError
from judge.search.api import EMPTY_QUERY, RuleView, SearchHit, SearchResult, get_rule, search

_MARK_RE = re.compile(r"<mark>(.*?)</mark>", re.DOTALL)
_ENTITIES = (("&lt;", "<"), ("&gt;", ">"), ("&quot;", '"'), ("&#x27;", "'"), ("&amp;", "&"))


def render_snippet(snippet: str, *, tty: bool) -> str:
    """An HTML snippet for a terminal: marks in ANSI bold on a tty, else between brackets."""
    text = _MARK_RE.sub(lambda m: f"\033[1m{m.group(1)}\033[0m" if tty else f"[{m.group(1)}]", snippet)
    for entity, char in _ENTITIES:
        text = text.replace(entity, char)
    return text


def count_label(result: SearchResult) -> str:
    """« 43 résultats », « plus de 100 résultats » (the engine had more candidates), « 1 résultat »."""
    n = result.total
    plural = "s" if n > 1 else ""
    return f"{n} résultat{plural}" if result.total_exact else f"plus de {n} résultat{plural}"


def _print_explain(hit: SearchHit, out: TextIO) -> None:
    """Why a hit ranks where it does: its relevance, then each factor of its score, in order."""
    out.write(f"   pertinence {hit.relevance:.2f} · score {hit.score:.3f}\n")
    for name, how, value in hit.factors:
        out.write(f"     {name} : {how} {value:.3f}\n")


def _print_result(result: SearchResult, out: TextIO, *, explain: bool = False) -> None:
    """The hits as numbered blocks (rule or kind, title, source, snippet), or why there are none."""
    tty = out.isatty()
    if result.corrected:
        out.write(f"Recherche corrigée : {result.corrected}\n")
    if not result.hits:
        out.write(
            "Rien de pertinent dans les règles.\n" if result.nothing_relevant else "Aucun passage trouvé.\n"
        )
        if result.suggestions:
            out.write("Termes du glossaire proches : " + ", ".join(result.suggestions) + "\n")
        return
    out.write(f"{count_label(result)}, {len(result.hits)} affiché{'s' if len(result.hits) > 1 else ''}\n")
    for rank, hit in enumerate(result.hits, 1):
        p = hit.passage
        head = f"{rank}. " + (f"Règle {p.rule}" if p.rule else passage_kind_label(p.kind))
        if p.title:
            head += f" — {p.title}"
        out.write(f"{head}  ({p.source})\n")
        out.write("   " + render_snippet(hit.snippet, tty=tty).replace("\n", " ") + "\n")
        if explain:
            _print_explain(hit, out)


def _limit(args: argparse.Namespace) -> int:
    """`--limit`, checked here so that the message names the option."""
    limit = getattr(args, "limit", 10)
    if limit is None or limit < 1:
        raise InputError(f"--limit doit être un entier positif (reçu {limit})")
    return int(limit)


def _search_kwargs(args: argparse.Namespace) -> dict[str, Any]:
    """The `search()` options given on the command line."""
    return {"limit": _limit(args), "kinds": args.kind or None, "documents": args.document or None}


def _batch(args: argparse.Namespace) -> int:
    """One query a line on stdin, one JSON object (or result block) a line out, same order."""
    kwargs = _search_kwargs(args)
    out = sys.stdout
    for line in sys.stdin:
        query = line.rstrip("\n").strip()
        if not query:
            data: dict[str, Any] = {"query": "", "corrected": None, "hits": []}
            result = None
        else:
            try:
                result = search(query, **kwargs)
                data = result.to_json(explain=bool(getattr(args, "explain", False)))
            except JudgeError as err:
                # One bad line must not stop the batch: its object carries the error instead.
                result = None
                data = {"query": query, "corrected": None, "hits": [], "error": err.to_json()}
        if args.json:
            out.write(json.dumps(data, ensure_ascii=False) + "\n")
        elif result is not None:
            out.write(f"# {query}\n")
            _print_result(result, out)
        else:
            out.write(f"# {query}\n(requête vide)\n")
        out.flush()
    return 0


def cmd_search(args: argparse.Namespace) -> int:
    """`judge search QUERY [--limit N] [--json] [--batch] [--kind K] [--document D]`."""
    if args.batch:
        if args.query:
            raise InputError(
                "--batch lit les requêtes sur l'entrée standard : ne donnez pas de requête en argument"
            )
        return _batch(args)
    query = " ".join(args.query).strip()
    if not query:
        raise InputError(EMPTY_QUERY)
    result = search(query, **_search_kwargs(args))
    explain = bool(getattr(args, "explain", False))
    if args.json:
        sys.stdout.write(json.dumps(result.to_json(explain=explain), ensure_ascii=False) + "\n")
    else:
        _print_result(result, sys.stdout, explain=explain)
    # Exit codes of the interfaces: 1 when nothing was found where something must be.
    return 0 if result.hits else 1


def cmd_rule(args: argparse.Namespace) -> int:
    """`judge rule NUMBER [--json]`: the rule with its breadcrumb, text, examples, children and cites."""
    view = get_rule(args.number)
    if args.json:
        sys.stdout.write(json.dumps(view.to_json(), ensure_ascii=False) + "\n")
    else:
        _print_rule(view, sys.stdout)
    return 0


def _print_rule(view: RuleView, out: TextIO) -> None:
    """Breadcrumb, rule, examples not already in its text, sub-rules, cited rules and source."""
    p = view.passage
    crumbs = " › ".join(f"{q.rule} {q.title or q.text}".strip() for q in view.parents)
    if crumbs:
        out.write(crumbs + "\n")
    out.write(f"Règle {p.rule}" + (f" — {p.title}" if p.title else "") + f"  ({p.source})\n\n")
    out.write(p.text + "\n")
    if view.examples and not all(e in p.text for e in view.examples):
        out.write("\nExemples :\n")
        for example in view.examples:
            out.write(f"  - {example}\n")
    if view.children:
        out.write("\nSous-règles :\n")
        for child in view.children:
            out.write(f"  {child.rule}. {child.text.splitlines()[0] if child.text else ''}\n")
    if view.cites:
        out.write("\nRègles citées : ")
        out.write(", ".join(n if ok else f"{n} (absente du corpus)" for n, ok in view.cites) + "\n")
    if view.document:
        d = view.document
        out.write(
            f"\nSource : {d.title}"
            + (f" v{d.version}" if d.version else "")
            + (f", {d.date}" if d.date else "")
            + "\n"
        )
