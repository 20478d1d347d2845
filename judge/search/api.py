"""The search API used by the CLI, `judge ask` and the web app: `search()` and `get_rule()`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from judge.corpus.passage import Passage
from judge.errors import InputError
from judge.search.analysis import analyze
from judge.search.cards import insert_keyword_rules, insert_named
from judge.search.context import SearchContext, get_context
from judge.search.engine_whoosh import IndexReadError
from judge.search.index import mark_damaged
from judge.search.query import parse_query
from judge.search.ranking import CANDIDATES, associated_terms, engine_terms, rerank, term_weights
from judge.search.relevance import (
    FLOOR_DEPTH,
    HIT_FLOOR,
    RELEVANCE_FLOOR,
    holds_own_word,
    query_mass,
    relevance,
)
from judge.search.rule_view import RuleView, get_rule
from judge.search.scored import Factor, Scored
from judge.search.snippet import make_snippet
from judge.search.suggestions import closest_entries

#: The most hits one search returns.
MAX_LIMIT = 100
#: A named card's keyword rules are put right after the card (measured on the tune set's card
#: questions: see README); False leaves them to the ranking's boost alone.
CARD_RULES_INSERTED = True
#: What an empty query gets (the CLI says it too, before reading its other options).
EMPTY_QUERY = "la recherche est vide : tapez une question, des mots-clés ou un numéro de règle"

__all__ = ["EMPTY_QUERY", "MAX_LIMIT", "RuleView", "SearchHit", "SearchResult", "get_rule", "search"]


@dataclass(frozen=True)
class SearchHit:
    """One ranked passage with its snippet and score, and why it ranks there (`factors`)."""

    passage: Passage
    score: float
    snippet: str
    relevance: float = 1.0  # share of the query it holds (see judge.search.relevance)
    factors: tuple[Factor, ...] = ()

    def to_json(self, *, explain: bool = False) -> dict[str, Any]:
        """The hit object of the `judge search --json` contract (with `explain` when asked)."""
        p = self.passage
        out: dict[str, Any] = {
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
        if explain:
            out["explain"] = {
                "relevance": round(self.relevance, 3),
                "factors": [
                    {"factor": name, "op": how, "value": round(value, 4)} for name, how, value in self.factors
                ],
            }
        return out


@dataclass(frozen=True)
class SearchResult:
    """The answer to one query: hits best first, the corrected query, suggestions when nothing fits.

    `total` counts every passage above the relevance floor among the candidates (`total_exact`
    False: the engine had more candidates than it returned, so there may be more)."""

    query: str
    corrected: str | None
    hits: tuple[SearchHit, ...] = ()
    suggestions: tuple[str, ...] = ()
    total: int = 0
    total_exact: bool = True
    nothing_relevant: bool = False  # passages matched words, none held enough of the query

    def to_json(self, *, explain: bool = False) -> dict[str, Any]:
        """`{"query", "corrected", "hits": [...], "total", "total_exact"}` (plus `suggestions` when
        there are some, `nothing_relevant` when passages were left out by the relevance floor)."""
        out: dict[str, Any] = {
            "query": self.query,
            "corrected": self.corrected,
            "hits": [h.to_json(explain=explain) for h in self.hits],
            "total": self.total,
            "total_exact": self.total_exact,
        }
        if self.suggestions:
            out["suggestions"] = list(self.suggestions)
        if self.nothing_relevant:
            out["nothing_relevant"] = True
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


def _suggestions(text: str) -> tuple[str, ...]:
    """Glossary terms closest to the query, for "nothing found" answers: the nearest topics."""
    if not text.strip():
        return ()
    return tuple(entry.term for entry in closest_entries(text))


def _names(card: Passage) -> tuple[str, ...]:
    """Every name of a card passage (display name, English name, aliases)."""
    return (card.title, *card.terms)


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
        query,
        speller=context.speller,
        expansions=context.expansions,
        rule_exists=context.rule_exists,
        paraphrases=context.paraphrases,
    )
    ranked = _rule_hits(context, parsed.rules)
    direct = {item.passage.id for item in ranked}  # asked for by number: always shown
    mass: dict[str, float] = {}
    asked_for = max(CANDIDATES, limit * 2)
    found: list[tuple[str, float]] = []
    cards = context.cards
    named = cards.named(parsed.terms) if cards is not None and parsed.terms else []
    written = [c for c in named if cards is not None and cards.written_in(c.passage.id, parsed.words)]
    # The rules of the named cards' keywords answer questions about the cards (807 for « Assaut 2 »).
    card_rules = tuple(dict.fromkeys(r for c in written if cards for r in cards.keyword_rules(c.passage)))
    if not parsed.only_rules:
        weights, common, factors = term_weights(parsed, context)
        # The card a query names answers for its name: the rules' relevance is on the rest.
        named_terms = frozenset(t for c in written for name in _names(c.passage) for t in analyze(name))
        mass = query_mass(parsed, weights, context.searcher().doc_count, named_terms)
        found = context.searcher().search(
            engine_terms(weights, common, factors, associated_terms(parsed, weights)),
            limit=asked_for,
            kinds=kinds,
            documents=documents,
        )
        ranked += rerank(
            parsed, context, found, weights, boost_rules=(*boost_rules, *card_rules), named=named_terms
        )
    if cards is not None and parsed.terms:
        ranked = insert_named(ranked, named, cards.written_in, parsed.words)
        direct |= {c.passage.id for c in written}
        if card_rules and CARD_RULES_INSERTED:
            ranked, put = insert_keyword_rules(ranked, card_rules, context.defining_passage)
            direct |= put
    seen: set[str] = set()
    hits: list[SearchHit] = []
    total = 0
    below = 0
    best = 0.0
    own_word = False
    marks = frozenset(parsed.terms) | frozenset(parsed.expansions)
    for item in ranked:
        p = item.passage
        if p.id in seen or (kinds and p.kind not in kinds) or (documents and p.document not in documents):
            continue
        seen.add(p.id)
        share = 1.0 if p.id in direct or not mass else relevance(p, parsed, mass, context)
        if share < HIT_FLOOR:
            below += 1
            continue  # shares a common word with the query, does not answer it
        if total < FLOOR_DEPTH:
            best = max(best, share)
            # A word of the query in the passage's own text, not only in the judges' phrasings of it.
            own_word = own_word or p.id in direct or not mass or holds_own_word(p, parsed, context)
        total += 1
        if len(hits) < limit:
            snippet = make_snippet(p.text, marks)
            hits.append(SearchHit(p, item.score, snippet, share, tuple(item.factors)))
    nothing_relevant = (below > 0 and not hits) or (bool(hits) and (best < RELEVANCE_FLOOR or not own_word))
    if nothing_relevant:
        hits, total = [], 0  # a word in common, no answer: « rien de pertinent »
    suggestions = () if hits else _suggestions(parsed.text or query)
    return SearchResult(
        query=query,
        # A correction that leads nowhere is no help (« météo demain à Paris » → « Pris »).
        corrected=None if nothing_relevant else parsed.corrected,
        hits=tuple(hits),
        suggestions=suggestions,
        total=total,
        total_exact=len(found) < asked_for,
        nothing_relevant=nothing_relevant,
    )
