"""Ranking: weighted terms for the engine (BM25F), then a re-ranking that knows the corpus.

The engine scores words; the corpus knows more: which rule defines a term (its title and
its opening sentence), which passages are short glossary definitions, which explanation
page asks the user's question, which example belongs to which rule, which rules a
simulation applied. Those lift, lower or merge candidates here.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise

from judge.corpus.passage import Passage
from judge.search.context import SearchContext
from judge.search.query import MAX_TERMS, ParsedQuery

#: How much each field weighs in BM25F (title and glossary terms say what a passage is about).
FIELD_WEIGHTS = {"text": 1.0, "title": 1.5, "terms": 1.5, "parents": 0.5}
#: At most this many of the first five hits come from one rule family or one explanation page.
SECTION_QUOTA = 3
#: Worked examples of an explanation page come after the explanation they illustrate.
EXAMPLE_FACTOR = 0.4
#: The paragraph that answers an explanation page's question, relative to the question itself.
ANSWER_LIFT = 0.98
#: Score factor of a passage holding none of the query's words (all of them: 1.5).
COVERAGE_BASE = 0.5
#: Weight of the French terms a jargon word expanded to (burnout → exténuation).
EXPANSION_WEIGHT = 0.8
#: Short definitions (the project glossary, the explanation tooltips) win on words alone:
#: below the rules unless the question asks for a definition.
DEFINITION_FACTOR = 0.25
#: Documents whose passages are such short definitions.
DEFINITION_DOCUMENTS = frozenset({"glossary", "tooltips"})
CANDIDATES = 100
#: Only the best candidates are compared for duplicate texts (the rest is never shown).
DEDUPE_DEPTH = 30
#: A term found in more than this share of the passages is left to the re-ranking (speed):
#: it still counts in the coverage, but the engine does not read its long posting list.
COMMON_SHARE = 0.12
COMMON_MIN = 150  # a small corpus is fast anyway: prune only long posting lists
#: Score factor for a passage holding all the query's neighbouring word pairs side by side, in order.
PHRASE_BONUS = 0.8
#: Share of that bonus for a pair only near each other (a few words apart, or in the other order).
NEAR_CREDIT = 0.5
#: Score factor for a passage holding three or more query words in a row, as typed ("gagner le
#: dernier point"): rarer, so stronger, than its pairs.
WHOLE_PHRASE_BONUS = 1.3
#: Explanation paragraphs under "La réponse en bref" answer; "Comment ça fonctionne" details.
SHORT_ANSWER_PRIOR = 1.1
_SHORT_ANSWER_TITLE = "la reponse en bref"

#: Weight kept by the words of a game term beyond its rarest one ("champ de bataille": 0 = one word).
COMPOUND_SHARE = 0.25

#: Official rules quoted by the embedded documents (the seed excerpts) are the ones asked about;
#: measured: held-out rule questions MRR 0.837 without it, 0.843 with it (no loss up to 1.7).
QUOTED_PRIOR = 1.4
#: Score factor for a passage holding a phrase the user quoted, word for word.
QUOTE_BONUS = 2.0
#: Explanation pages are answers written for players' questions: a small lead over bare rules.
EXPLANATION_PRIOR = 1.8
#: Lift of an explanation paragraph whose page asks the user's question (all its words: 1 + this).
ASKED_LIFT = 0.8

_EXAMPLE_TITLE_RE = re.compile(r"^\s*exemples?\b", re.IGNORECASE)


@dataclass
class Scored:
    """One candidate passage and its score while ranking."""

    passage: Passage
    score: float
    matched: frozenset[str]


def term_weights(
    parsed: ParsedQuery, context: SearchContext
) -> tuple[dict[str, float], frozenset[str], dict[str, float]]:
    """Query term → weight (inverse document frequency, lowered for expansions and for the words of
    one game term), absent terms left out; the common terms (in more than `COMMON_SHARE` of the
    passages); and term → its factor relative to its plain weight (the engine's boost: the engine
    weighs rarity itself)."""
    searcher = context.searcher()
    n = max(1, searcher.doc_count)
    out: dict[str, float] = {}
    factors: dict[str, float] = {}
    common: set[str] = set()
    for term, factor in [(t, 1.0) for t in parsed.terms] + [(t, EXPANSION_WEIGHT) for t in parsed.expansions]:
        if term in out:
            continue
        df = max(searcher.doc_frequency(f, term) for f in ("text", "title", "terms", "parents"))
        if df:
            out[term] = factor * math.log(1 + (n - df + 0.5) / (df + 0.5))
            factors[term] = factor
            if df > max(COMMON_SHARE * n, COMMON_MIN):
                common.add(term)
    for term, merged in _merge_compounds(parsed.terms, out, context.compounds).items():
        out[term] *= merged
        factors[term] *= merged
    return out, frozenset(common), factors


def _merge_compounds(
    terms: Sequence[str], weights: Mapping[str, float], compounds: frozenset[tuple[str, ...]]
) -> dict[str, float]:
    """Term → factor for the words of a game term typed together ("champ de bataille", "deck
    principal"): they almost always come together, so adding their weights would count one idea twice."""
    out: dict[str, float] = {}
    for n in (4, 3, 2):
        for i in range(len(terms) - n + 1):
            run = tuple(terms[i : i + n])
            if run not in compounds or set(out) & set(run) or not all(t in weights for t in run):
                continue
            total = sum(weights[t] for t in run)
            top = max(weights[t] for t in run)
            out.update((t, (top + COMPOUND_SHARE * (total - top)) / total) for t in run)
    return out


def engine_terms(
    weights: Mapping[str, float],
    common: frozenset[str] = frozenset(),
    factors: Mapping[str, float] | None = None,
) -> list[tuple[str, str, float]]:
    """(field, term, boost) for the engine; a long query keeps only its rarest terms (speed)."""
    ranked = sorted(weights, key=lambda t: -weights[t])
    rare = [t for t in ranked if t not in common]
    kept = (rare if len(rare) >= 2 else ranked)[:MAX_TERMS]
    factors = factors or {}
    return [
        (field, term, boost * factors.get(term, 1.0))
        for term in kept
        for field, boost in FIELD_WEIGHTS.items()
    ]


def _rule_of(passage: Passage) -> str | None:
    if passage.rule:
        return passage.rule
    return passage.parent_rules[-1] if passage.parent_rules else None


def is_definition(passage: Passage) -> bool:
    """True for a short glossary definition (project glossary, explanation tooltips)."""
    return passage.kind == "glossary" and passage.document in DEFINITION_DOCUMENTS


def _coverage(terms: frozenset[str], weights: Mapping[str, float], own: frozenset[str]) -> float:
    total = sum(weights.get(t, 0.0) for t in own)
    if total <= 0:
        return 1.0
    return sum(weights.get(t, 0.0) for t in own & terms) / total


def _holds_run(sequence: str, terms: Sequence[str]) -> bool:
    """True when three query terms in a row (or more) follow each other in the passage's terms."""
    return any(" " + " ".join(terms[i : i + 3]) + " " in sequence for i in range(len(terms) - 2))


def _pair_credit(pair: tuple[str, str], near: Mapping[tuple[str, str], int]) -> float:
    """1 for two query words side by side in the passage as typed ("dernier point"), `NEAR_CREDIT`
    when they are only close or swapped ("points gagnés" for "gagner un point"), else 0."""
    if near.get(pair) == 1:
        return 1.0
    return NEAR_CREDIT if pair in near or pair[::-1] in near else 0.0


def rerank(
    parsed: ParsedQuery,
    context: SearchContext,
    found: Sequence[tuple[str, float]],
    weights: Mapping[str, float],
    *,
    boost_rules: Sequence[str] = (),
) -> list[Scored]:
    """Candidates from the engine, re-scored with the corpus structure, best first, deduplicated."""
    own = frozenset(parsed.terms) & frozenset(weights)
    query_terms = own | (frozenset(parsed.expansions) & frozenset(weights))
    boosted = set(boost_rules)
    scored: dict[str, Scored] = {}
    title_rules: set[str] = set()
    quoted = [q for q in (normalized(q) for q in parsed.quoted) if q]
    seq = [t for t in parsed.terms if t in weights]
    pairs = list(pairwise(seq))
    for pid, score in found:
        passage = context.by_id.get(pid)
        if passage is None:
            continue
        terms = context.passage_terms(passage)
        context_terms = terms | context.parent_terms(passage) if passage.kind == "explanation" else terms
        # Coordination: the passage that holds more of the question's (rare) words answers it better.
        score *= COVERAGE_BASE + (1.5 - COVERAGE_BASE) * _coverage(context_terms, weights, own or query_terms)
        if pairs:
            # Query words side by side in the passage, as typed ("dernier point", "ordre aléatoire").
            near = context.near_pairs(passage)
            score *= 1.0 + PHRASE_BONUS * sum(_pair_credit(p, near) for p in pairs) / len(pairs)
        if len(seq) >= 3 and _holds_run(context.term_sequence(passage), seq):
            score *= WHOLE_PHRASE_BONUS
        if quoted and any(q in context.normalized_text(passage) for q in quoted):
            score *= QUOTE_BONUS  # the exact words the user quoted
        if passage.kind == "explanation":
            score *= EXPLANATION_PRIOR
        elif passage.extra.get("seed_ids"):
            score *= QUOTED_PRIOR  # an official rule the project's own pages quote: a common question
        title = context.title_terms(passage)
        subtitle = context.subtitle_terms(passage)
        if (title and title <= query_terms) or (subtitle and subtitle <= query_terms):
            # Filed under a term the query names (the rules of "427. Bannir", of "315.1 Phase d'éveil").
            score *= 1.3
            if passage.rule:
                title_rules.add(passage.rule)
        defined = context.defined_terms(passage)
        if defined and defined <= query_terms and passage.kind in ("rule", "glossary"):
            # The sentence that defines a term of the query: "Bannir est l'action…", "Conquérir : …",
            # "Les effets de conquête sont…"; what "qu'est-ce que…" asks for.
            score *= 3.0 if parsed.definition else 1.5
            if passage.rule and passage.rule.endswith(".1"):
                score *= 1.1  # the first rule of its section (427.1) defines; later ones qualify
        if passage.kind == "explanation" and passage.parents:
            # An explanation page that asks the user's question: its paragraphs answer it.
            asked = context.parent_terms(passage)
            score *= 1.0 + ASKED_LIFT * _coverage(asked, weights, own or query_terms) ** 2
        if passage.kind == "explanation" and normalized(passage.title) == _SHORT_ANSWER_TITLE:
            score *= SHORT_ANSWER_PRIOR
        if passage.kind == "explanation" and _EXAMPLE_TITLE_RE.match(passage.title) and not parsed.example:
            score *= EXAMPLE_FACTOR  # a worked example illustrates the explanation above it; it comes after
        if is_definition(passage):
            score *= 1.3 if parsed.definition else DEFINITION_FACTOR
        if passage.kind == "heading":
            score *= 0.6  # a bare heading says less than the rules under it
        if passage.rule in boosted:
            score *= 1.6
        elif boosted & set(passage.parent_rules):
            score *= 1.2
        scored[pid] = Scored(passage, score, terms & query_terms)
    for item in scored.values():
        if title_rules & set(item.passage.parent_rules):
            item.score *= 1.1  # the sub-rules of the defining rule
    _lift_example_rules(scored, context)
    _lift_answers(scored, context)
    _drop_translations(scored, context)
    ranked = sorted(scored.values(), key=lambda s: (-s.score, s.passage.order, s.passage.id))
    return spread(dedupe(ranked, context), quota=2 if parsed.definition else 1)


def _lift_example_rules(scored: dict[str, Scored], context: SearchContext) -> None:
    """An example passage lifts its rule just above itself (the example is then shown inside it)."""
    for item in list(scored.values()):
        if item.passage.kind != "example":
            continue
        rule = _rule_of(item.passage)
        owner = context.rule_passage.get(rule) if rule else None
        if owner is None or owner.id == item.passage.id:
            continue
        host = scored.get(owner.id)
        if host is None:
            host = Scored(owner, 0.0, item.matched)
            scored[owner.id] = host
        host.score = max(host.score, item.score * 1.02)
        host.matched = host.matched | item.matched


def _lift_answers(scored: dict[str, Scored], context: SearchContext) -> None:
    """An explanation page's question that matches lifts the paragraph that answers it, right after it."""
    for item in list(scored.values()):
        p = item.passage
        if p.kind != "explanation" or not p.title:
            continue
        answer = context.following(p)
        if answer is None or p.title not in answer.parents:
            continue
        host = scored.get(answer.id)
        if host is None:
            host = Scored(answer, 0.0, item.matched)
            scored[answer.id] = host
        host.score = max(host.score, item.score * ANSWER_LIFT)


def is_translation(passage: Passage) -> bool:
    """True for a passage of an imported translation (`core-en`): French is the project's language."""
    return passage.extra.get("lang", "fr") != "fr" and passage.kind in ("rule", "heading")


def _drop_translations(scored: dict[str, Scored], context: SearchContext) -> None:
    """An English copy of a rule French also has gives way to the French text, which takes its score
    (an English query finds the rule, the French rule is shown); rules only English has stay."""
    for pid, item in list(scored.items()):
        p = item.passage
        if not is_translation(p) or not p.rule:
            continue
        french = context.rule_passage.get(p.rule)
        if french is None or is_translation(french) or french.kind != p.kind:
            continue
        host = scored.get(french.id)
        if host is None:
            scored[french.id] = Scored(french, item.score, item.matched)
        else:
            host.score = max(host.score, item.score)
            host.matched = host.matched | item.matched
        del scored[pid]


def _section(passage: Passage) -> str:
    """The family a passage belongs to: its top-level rule (440 for 440.2.a), else its document."""
    if passage.rule:
        return passage.document + ":" + passage.rule.split(".")[0]
    return passage.document


def spread(ranked: Sequence[Scored], *, quota: int, top: int = 5) -> list[Scored]:
    """The first `top` hits diversified: at most `quota` short definitions (the rules answer, the
    glossary sums up) and at most `SECTION_QUOTA` passages of one rule or page (others get a look)."""
    head: list[Scored] = []
    deferred: list[Scored] = []
    rest = list(ranked)
    while rest and len(head) < top:
        item = rest.pop(0)
        definitions = sum(is_definition(h.passage) for h in head)
        same = sum(_section(h.passage) == _section(item.passage) for h in head)
        # A definition never opens the list unless a definition was asked for ("qu'est-ce que…").
        if is_definition(item.passage) and (definitions >= quota or (not head and quota < 2)):
            deferred.append(item)
        elif same >= SECTION_QUOTA:
            deferred.append(item)
        else:
            head.append(item)
            # A definition kept out of first place takes the next one.
            if len(head) == 1 and deferred and is_definition(deferred[0].passage) and quota < 2:
                head.append(deferred.pop(0))
    return head + deferred + rest


def normalized(text: str) -> str:
    """Lower case, no accents, words separated by one space (to compare passage texts)."""
    text = unicodedata.normalize("NFKD", text.lower())
    text = "".join(c for c in text if not unicodedata.combining(c))
    return " ".join(re.findall(r"[a-z0-9]+", text))


def dedupe(ranked: Sequence[Scored], context: SearchContext, *, depth: int = DEDUPE_DEPTH) -> list[Scored]:
    """One passage per text: a passage shown inside a better-ranked one is dropped, and a passage
    that holds a better-ranked one whole (a rule and its sub-rule cut out) takes its place."""
    kept: list[Scored] = []
    seen: list[str] = []
    for item in ranked[:depth]:
        text = context.normalized_text(item.passage)
        if len(text) >= 30 and any(text in other for other in seen):
            continue
        inside = [i for i, other in enumerate(seen) if len(other) >= 30 and other in text]
        if inside:
            first = inside[0]
            kept[first] = Scored(item.passage, kept[first].score, kept[first].matched | item.matched)
            seen[first] = text
            for i in reversed(inside[1:]):
                del kept[i], seen[i]
            continue
        kept.append(item)
        seen.append(text)
    return kept + list(ranked[depth:])
