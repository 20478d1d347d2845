"""The search API used by the CLI, `judge ask` and the web app: `search()` and `get_rule()`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rapidfuzz import fuzz, process

from judge.corpus.passage import Passage
from judge.errors import InputError
from judge.search.analysis import fold
from judge.search.cards import insert_named
from judge.search.context import SearchContext, get_context
from judge.search.engine_whoosh import IndexReadError
from judge.search.index import mark_damaged
from judge.search.query import parse_query
from judge.search.ranking import CANDIDATES, engine_terms, rerank, term_weights
from judge.search.rule_view import RuleView, get_rule
from judge.search.scored import Scored
from judge.search.snippet import make_snippet

#: The most hits one search returns.
MAX_LIMIT = 100
#: What an empty query gets (the CLI says it too, before reading its other options).
EMPTY_QUERY = "la recherche est vide : tapez une question, des mots-clés ou un numéro de règle"

__all__ = ["EMPTY_QUERY", "MAX_LIMIT", "RuleView", "SearchHit", "SearchResult", "get_rule", "search"]


@dataclass(frozen=True)
class SearchHit:
    """One ranked passage with its snippet and score."""

    passage: Passage
    score: float
    snippet: str

    def to_json(self) -> dict[str, Any]:
        """The hit object of the `judge search --json` contract."""
        p = self.passage
        return {
            "id": p.id,
            "rule": p.rule,
            "title": p.title,
            "kind": p.kind,
            "source": p.source,
            "text": p.text,
            "snippet": self.snippet,
            "score": round(self.score, 4),
            "url": p.url,
        }


@dataclass(frozen=True)
class SearchResult:
    """The answer to one query: hits best first, the corrected query, suggestions when nothing fits."""

    query: str
    corrected: str | None
    hits: tuple[SearchHit, ...] = ()
    suggestions: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """`{"query", "corrected", "hits": [...]}` (plus `suggestions` when there are some)."""
        out: dict[str, Any] = {
            "query": self.query,
            "corrected": self.corrected,
            "hits": [h.to_json() for h in self.hits],
        }
        if self.suggestions:
            out["suggestions"] = list(self.suggestions)
        return out


def _check_limit(limit: int) -> int:
    """`limit` capped at `MAX_LIMIT`; `InputError` when it is not a positive integer (web input)."""
    if not isinstance(limit, int) or isinstance(limit, bool) or limit < 1:
        raise InputError(
            f"nombre de résultats invalide : {limit!r} (attendu un entier entre 1 et {MAX_LIMIT})"
        )
    return min(limit, MAX_LIMIT)


def _rule_hits(context: SearchContext, numbers: Sequence[str]) -> list[Scored]:
    """The rules asked for by number, each followed by its children (direct lookups, not searched)."""
    out: list[Scored] = []
    for number in numbers:
        passage = context.rule_passage.get(number)
        if passage is None:
            continue
        out.append(Scored(passage, 1000.0, frozenset()))
        children = context.corpus.children(number)
        out.extend(Scored(child, 500.0 - i, frozenset()) for i, child in enumerate(children))
    return out


def _suggestions(context: SearchContext, text: str) -> tuple[str, ...]:
    """Glossary terms closest to the query, for "nothing found" answers."""
    if not context.glossary_terms or not text.strip():
        return ()
    names = list(context.glossary_terms)
    found = process.extract(fold(text), [fold(n) for n in names], scorer=fuzz.ratio, limit=5, score_cutoff=70)
    return tuple(dict.fromkeys(names[i] for _, _, i in found))


def search(
    query: str,
    *,
    limit: int = 10,
    kinds: Sequence[str] | None = None,
    documents: Sequence[str] | None = None,
    boost_rules: Sequence[str] = (),
    home: Path | None = None,
) -> SearchResult:
    """Ranked passages for a French (or English-jargon) query; raises `InputError` for an empty query.

    An index found damaged while searching is rebuilt, said once, and the query answered
    (judge.search.index).
    """
    options: dict[str, Any] = {
        "limit": limit, "kinds": kinds, "documents": documents, "boost_rules": boost_rules, "home": home,
    }  # fmt: skip
    try:
        return _search(query, **options)
    except IndexReadError as err:
        mark_damaged(err.folder, err.reason)
        return _search(query, **options)


def _search(
    query: str,
    *,
    limit: int = 10,
    kinds: Sequence[str] | None = None,
    documents: Sequence[str] | None = None,
    boost_rules: Sequence[str] = (),
    home: Path | None = None,
) -> SearchResult:
    """`search` without the retry over a damaged index."""
    limit = _check_limit(limit)
    if not isinstance(query, str) or not query.strip():
        raise InputError(EMPTY_QUERY)
    context = get_context(home)
    parsed = parse_query(
        query, speller=context.speller, expansions=context.expansions, rule_exists=context.rule_exists
    )
    ranked = _rule_hits(context, parsed.rules)
    if not parsed.only_rules:
        weights, common, factors = term_weights(parsed, context)
        found = context.searcher().search(
            engine_terms(weights, common, factors),
            limit=max(CANDIDATES, limit * 2),
            kinds=kinds,
            documents=documents,
        )
        ranked += rerank(parsed, context, found, weights, boost_rules=boost_rules)
    if context.cards is not None and parsed.terms:
        named = context.cards.named(parsed.terms)
        ranked = insert_named(ranked, named, context.cards.written_in, parsed.words)
    seen: set[str] = set()
    hits: list[SearchHit] = []
    marks = frozenset(parsed.terms) | frozenset(parsed.expansions)
    for item in ranked:
        p = item.passage
        if p.id in seen or (kinds and p.kind not in kinds) or (documents and p.document not in documents):
            continue
        seen.add(p.id)
        hits.append(SearchHit(p, item.score, make_snippet(p.text, marks)))
        if len(hits) >= limit:
            break
    suggestions = () if hits else _suggestions(context, parsed.text or query)
    return SearchResult(query=query, corrected=parsed.corrected, hits=tuple(hits), suggestions=suggestions)
