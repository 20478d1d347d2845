"""Ranking: weighted terms for the engine (BM25F), then a re-ranking that knows the corpus.

The engine scores words; the corpus knows more: which rule defines a term (its title and
its opening sentence), which passages are short glossary definitions, which explanation
page asks the user's question, which example belongs to which rule, which rules a
simulation applied. Those lift, lower or merge candidates here.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise

from judge.search.analysis import normalized
from judge.search.context import SearchContext
from judge.search.merging import dedupe, is_definition, lift_and_merge, spread
from judge.search.query import MAX_TERMS, ParsedQuery
from judge.search.relevance import query_mass, relevance
from judge.search.scored import Scored

#: Weight of the texts of the rules over a sub-rule (judge.search.index.ancestors_text): 117
#: « …effectuent leur mulligan » says what 117.1 is about. Measured (full corpus, recall@5 / MRR@10)
#: 0 → 0.3: tune 0.780/0.590 → 0.787/0.596, held-out 0.791/0.646 → 0.836/0.673, seed pages MRR
#: 0.815 → 0.816, embedded 0.833 → 0.854, but public MRR 0.865 → 0.821 (a sub-rule then passes the
#: definition above it); 0.6 lowered tune and embedded, 0.1 and 0.2 gained less on held-out.
#: Its document frequencies are left out of the terms' rarity (a parent's words repeat in each child).
ANCESTORS_WEIGHT = 0.3
#: Only the rarest query terms are looked up in that field (its posting lists are long: a parent's
#: words repeat in every child). Measured against all 14: 5 keeps every set level (tune MRR 0.606 →
#: 0.609) and saves about a tenth of the CPU time per query; 3 and 4 lowered the seed-page set.
ANCESTOR_TERMS = 5
#: Weight of the judges' phrasings of a rule (judge.corpus.asked): words the rule lacks, written
#: by us, so below the rule's own. Measured again with five voices (session 7, recall@5 / MRR@10
#: after import), 0.4 / 0.5 / 0.6: tune2 0.908/0.762 / 0.921/0.771 / 0.921/0.777, the 110's MRR
#: 0.822 / 0.828 / 0.834, but the public set's MRR 0.698 / 0.673 / 0.653 and the seed pages' recall
#: 0.900 / 0.900 / 0.875 (their answers are explanation paragraphs, which have no phrasings).
ASKED_WEIGHT = 0.5
#: Share of its weight a query word counts for in the coverage when only those phrasings hold it.
#: With two voices, 0.5 (0 and 1 were worse); with four (session 6, recall@5 / MRR@10 after import),
#: 0.5 → 0.7 → 0.85 → 1: tune 0.945/0.739 → 0.951/0.740 → 0.951/0.745 → 0.951/0.753; the 110
#: 0.973/0.818 → 0.821 → 0.828 → 0.825; search4 0.879/0.728 → 0.887/0.735 → 0.883/0.737 →
#: 0.883/0.746; the public set's MRR 0.729 → 0.705 → 0.704 → 0.697 (explanation paragraphs again).
ASKED_CREDIT = 1.0
#: Lift of a rule one of whose judges' phrasings holds the question's words by itself: 1 + this
#: times the share it holds, squared. The asked field sums the words of all the phrasings; one
#: phrasing holding most of the question is the question already asked. Measured with the four
#: voices (full corpus, recall@5 / MRR@10), 0 → 0.15 → 0.3 → 0.45: tune 0.939/0.722 → 0.731 →
#: 0.733 → 0.945/0.734; the 110 0.955/0.803 → 0.964/0.806 → 0.955/0.815 → 0.955/0.815; search4
#: 0.863/0.715 → 0.867/0.717 → 0.871/0.722 → 0.875/0.727; but the public set's MRR 0.767 → 0.760 →
#: 0.728 → 0.691 (its answers are explanation paragraphs, which have no phrasings: a rule that also
#: answers now comes first). The embedded corpus is level (its quoted rules have no phrasings).
#: With five voices (session 7), 0.2 was level on the tuning sets (tune2 MRR 0.771 → 0.767).
PHRASING_LIFT = 0.3
PHRASING_POWER = 2
#: How much each field weighs in BM25F (title and glossary terms say what a passage is about).
FIELD_WEIGHTS = {
    "text": 1.0, "title": 1.5, "terms": 1.5, "parents": 0.5,
    "ancestors": ANCESTORS_WEIGHT, "asked": ASKED_WEIGHT,
}  # fmt: skip
#: Fields whose document frequencies are left out of a term's rarity (texts written over other texts).
DERIVED_FIELDS = frozenset({"ancestors", "asked"})
#: Worked examples of an explanation page come after the explanation they illustrate.
EXAMPLE_FACTOR = 0.4
#: Score factor of a passage holding none of the query's words (all of them: 1.5).
COVERAGE_BASE = 0.5
#: The share held is raised to this power: a passage missing the query's rarest word falls further
#: (measured: 1.0 → 1.5 raised both held-out sets, public sets level).
COVERAGE_POWER = 1.5
#: Weight of the French terms a jargon word expanded to (burnout → exténuation).
EXPANSION_WEIGHT = 0.8
#: Weight of a rule word a query word is associated with (judge.search.associations: « couchée » →
#: épuisée), times the association's score (at most 1), relative to the word itself. Measured (full
#: corpus, recall@5 / MRR@10), 0 → 0.2 → 0.3 → 0.4: tune 0.939/0.733 → 0.945/0.740 → 0.945/0.742 →
#: 0.951/0.742; the 110 0.955/0.815 → 0.973/0.818 (all three); search4 0.871/0.722 → 0.875/0.723 →
#: 0.879/0.723 → 0.879/0.728; the public set level (0.958/0.729). Two associations per word (three,
#: or a lower score kept: level or lower). They are looked up on top of the query's own terms, never
#: in their place (engine_terms): tune MRR 0.742 → 0.739, search4 0.723 → 0.728.
ASSOCIATION_WEIGHT = 0.3
#: Short definitions (the project glossary, the explanation tooltips) win on words alone:
#: below the rules unless the question asks for a definition.
DEFINITION_FACTOR = 0.25
#: How many candidates the engine returns for the re-ranking (more when more hits are asked for).
CANDIDATES = 100
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
#: Second stage: every candidate's score times the share of the whole question it holds (its
#: relevance, words the corpus lacks included) to this power, so that the passage holding all the
#: question's concepts beats one repeating one of them. Measured (full corpus, recall@5 / MRR@10),
#: 0 → 0.5: seed-page questions 0.850/0.769 → 0.875/0.785, embedded 0.833/0.735 → 0.833/0.767,
#: extra and public level, embedded corpus seed pages 0.950 → 0.975; 1 and 2 lowered MRR of the
#: tune and public sets.
ALL_CONCEPTS_POWER = 0.5
# Tried and left out (1 December, same sets): a factor for the shortest window holding every query
# term a passage holds (public MRR 0.979 → 0.917 embedded, 0.865 → 0.826 full); a BM25F field of
# the parent rules' short texts (public recall@5 1.000 → 0.958 full); a third of a term credited when
# only the parent rule holds it (tune +0.006, others level); section quota 2 and explanation prior
# 1.3 (tune up, seed pages and public down).
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
#: Score factor for the sentence that defines a term the query names ("Bannir est l'action…")…
DEFINED_LIFT = 1.5
#: …and when the query asks what it is or how it works ("qu'est-ce que…", "comment gagne-t-on…").
#: Measured: "comment" questions at the definition's lift, public set MRR 0.948 → 0.979 embedded,
#: 0.845 → 0.873 full, held-out unchanged; 2.0 gave half of that.
DEFINED_LIFT_ASKED = 3.0
#: Explanation pages are answers written for players' questions: a small lead over bare rules.
EXPLANATION_PRIOR = 1.8
#: Lift of an explanation paragraph whose page asks the user's question (all its words: 1 + this).
ASKED_LIFT = 0.8

_EXAMPLE_TITLE_RE = re.compile(r"^\s*exemples?\b", re.IGNORECASE)


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
    for term, factor in (
        [(t, 1.0) for t in parsed.terms]
        + [(t, EXPANSION_WEIGHT) for t in parsed.expansions]
        + list(_associated(parsed, context).items())
    ):
        if term in out:
            continue
        df = max(searcher.doc_frequency(f, term) for f in FIELD_WEIGHTS if f not in DERIVED_FIELDS)
        # A word only the judges' phrasings hold (« bouger ») is still evidence: rare as they say it.
        df = df or searcher.doc_frequency("asked", term)
        if df:
            out[term] = factor * math.log(1 + (n - df + 0.5) / (df + 0.5))
            factors[term] = factor
            if df > max(COMMON_SHARE * n, COMMON_MIN):
                common.add(term)
    for term, merged in _merge_compounds(parsed.terms, out, context.compounds).items():
        out[term] *= merged
        factors[term] *= merged
    return out, frozenset(common), factors


def associated_terms(parsed: ParsedQuery, weights: Mapping[str, float]) -> frozenset[str]:
    """The terms of `weights` that only the associations brought (neither the query's nor the glossary's)."""
    return frozenset(weights) - frozenset(parsed.terms) - frozenset(parsed.expansions)


def _associated(parsed: ParsedQuery, context: SearchContext) -> dict[str, float]:
    """Rule word → its weight factor, for the words the query's own words are associated with
    (judge.search.associations) and that the query does not hold already."""
    held = frozenset(parsed.terms) | frozenset(parsed.expansions)
    out: dict[str, float] = {}
    for word in parsed.terms:
        for term, score in context.associations.get(word, ()):
            if term not in held:
                out[term] = max(out.get(term, 0.0), ASSOCIATION_WEIGHT * min(1.0, score))
    return out


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
    associated: frozenset[str] = frozenset(),
) -> list[tuple[str, str, float]]:
    """(field, term, boost) for the engine; a long query keeps only its rarest terms, and only the
    `ANCESTOR_TERMS` rarest are looked up in the parent rules' texts (speed). The `associated`
    terms (judge.search.associations) come on top: they never take the place of the query's own."""
    ranked = sorted((t for t in weights if t not in associated), key=lambda t: -weights[t])
    rare = [t for t in ranked if t not in common]
    kept = (rare if len(rare) >= 2 else ranked)[:MAX_TERMS]
    # Sorted by weight, then by term: a set's order varies with PYTHONHASHSEED.
    extra = sorted(
        (t for t in associated if t in weights and t not in common), key=lambda t: (-weights[t], t)
    )[:MAX_TERMS]
    factors = factors or {}
    return [
        (field, term, boost * factors.get(term, 1.0))
        for i, term in enumerate(kept + extra)
        for field, boost in FIELD_WEIGHTS.items()
        if field != "ancestors" or (i < ANCESTOR_TERMS and term not in associated)
    ]


def _coverage(terms: frozenset[str], weights: Mapping[str, float], own: frozenset[str]) -> float:
    """Share of the weight of the query terms `own` that `terms` holds (1 when they weigh nothing)."""
    # Summed in sorted order: a set's order varies with PYTHONHASHSEED, and so would the last bits.
    total = sum(weights.get(t, 0.0) for t in sorted(own))
    if total <= 0:
        return 1.0
    return sum(weights.get(t, 0.0) for t in sorted(own & terms)) / total


def _translated(
    terms: frozenset[str], translations: Sequence[tuple[frozenset[str], tuple[frozenset[str], ...]]]
) -> frozenset[str]:
    """The query's own terms of the jargon words whose French rendering `terms` holds whole."""
    out: set[str] = set()
    for own, options in translations:
        if any(option <= terms for option in options):
            out |= own
    return frozenset(out)


def _holds_run(sequence: str, terms: Sequence[str]) -> bool:
    """True when three query terms in a row (or more) follow each other in the passage's terms."""
    return any(" " + " ".join(terms[i : i + 3]) + " " in sequence for i in range(len(terms) - 2))


def _pair_credit(pair: tuple[str, str], near: Mapping[tuple[str, str], int]) -> float:
    """1 for two query words side by side in the passage as typed ("dernier point"), `NEAR_CREDIT`
    when they are only close or swapped ("points gagnés" for "gagner un point"), else 0."""
    if near.get(pair) == 1:
        return 1.0
    return NEAR_CREDIT if pair in near or pair[::-1] in near else 0.0


@dataclass(frozen=True)
class _Asked:
    """What each candidate is compared with, worked out once per query."""

    parsed: ParsedQuery
    weights: Mapping[str, float]
    own: frozenset[str]  # the query's own terms the corpus holds
    terms: frozenset[str]  # those and the terms the glossary added
    quoted: tuple[str, ...]  # the phrases the user quoted, normalized
    seq: tuple[str, ...]  # the query's own terms the corpus holds, in the order typed
    pairs: tuple[tuple[str, str], ...]  # neighbouring terms of `seq`
    boosted: frozenset[str]  # rules a simulation applied


def rerank(
    parsed: ParsedQuery,
    context: SearchContext,
    found: Sequence[tuple[str, float]],
    weights: Mapping[str, float],
    *,
    boost_rules: Sequence[str] = (),
    named: frozenset[str] = frozenset(),
) -> list[Scored]:
    """Candidates from the engine, re-scored with the corpus structure, best first, deduplicated
    (`named`: the terms of the cards the query names, which the relevance leaves out)."""
    own = frozenset(parsed.terms) & frozenset(weights)
    seq = tuple(t for t in parsed.terms if t in weights)
    asked = _Asked(
        parsed=parsed,
        weights=weights,
        own=own,
        terms=own | (frozenset(parsed.expansions) & frozenset(weights)),
        quoted=tuple(q for q in (normalized(q) for q in parsed.quoted) if q),
        seq=seq,
        pairs=tuple(pairwise(seq)),
        boosted=frozenset(boost_rules),
    )
    scored: dict[str, Scored] = {}
    title_rules: set[str] = set()
    mass = query_mass(parsed, weights, context.searcher().doc_count, named)
    for pid, score in found:
        passage = context.by_id.get(pid)
        if passage is None:
            continue
        item = Scored(passage, score, context.passage_terms(passage) & asked.terms, [("BM25F", "=", score)])
        _word_score(item, asked, context)
        # A corrected word at its guess's weight, even a sure one (judge.search.spelling.is_sure): the floor
        # counts it in full, the ranking not (in full, the 110's MRR 0.833 → 0.828, holdout5 0.763 → 0.761).
        share = relevance(passage, parsed, mass, context, sure_as_typed=False)
        item.times("part de la question tenue", share**ALL_CONCEPTS_POWER)
        before = len(item.factors)
        titled = _structure_score(item, asked, context)
        _scale_structure(item, before, share)
        if titled and passage.rule:
            title_rules.add(passage.rule)
        scored[pid] = item
    for item in scored.values():
        if title_rules & set(item.passage.parent_rules):
            item.times("sous-règle de la règle titrée", 1.1)  # the sub-rules of the defining rule
    lift_and_merge(scored, context)
    ranked = sorted(scored.values(), key=lambda s: (-s.score, s.passage.order, s.passage.id))
    return spread(dedupe(ranked, context), quota=2 if parsed.definition else 1)


def _scale_structure(item: Scored, since: int, share: float) -> None:
    """Each lift of the corpus structure counts as much as the passage holds of the question:
    factor ** share (a definition of one of three concepts lifts a third as much, in log).
    Measured (full corpus, recall@5 / MRR@10): seed-page questions 0.875/0.785 → 0.900/0.793,
    extra 0.929 → 0.940, embedded level, public MRR 0.875 → 0.865; embedded corpus: embedded set
    0.938 → 0.958; tune 0.750 → 0.768."""
    for i in range(since, len(item.factors)):
        label, how, value = item.factors[i]
        if how == "×" and value > 1.0:
            scaled = value**share
            item.score *= scaled / value
            item.factors[i] = (label + " (selon la part tenue)", how, scaled)


def _word_score(item: Scored, asked: _Asked, context: SearchContext) -> None:
    """The score times what the passage holds of the query's words: their share, their pairs and
    runs as typed, the phrases quoted."""
    passage = item.passage
    context_terms = context.own_terms(passage)
    # An English word the query translated counts as held where its French rendering is.
    context_terms |= _translated(context_terms, asked.parsed.translations)
    # Coordination: the passage that holds more of the question's (rare) words answers it better.
    wanted = asked.own or asked.terms
    share = _coverage(context_terms, asked.weights, wanted)
    phrased = context.asked_terms(passage) - context_terms
    if phrased & wanted:
        # A query word only the judges' phrasings of the rule hold counts too (`ASKED_CREDIT` of its weight).
        share += ASKED_CREDIT * (_coverage(context_terms | phrased, asked.weights, wanted) - share)
    item.times("couverture", COVERAGE_BASE + (1.5 - COVERAGE_BASE) * share**COVERAGE_POWER)
    phrasings = context.phrasing_terms(passage)
    if phrasings:
        # The question already asked in one of the judges' phrasings of the rule, not spread over several.
        best = max(_coverage(terms, asked.weights, wanted) for terms in phrasings)
        if best > 0:
            item.times("une tournure de juge pose la question", 1.0 + PHRASING_LIFT * best**PHRASING_POWER)
    if asked.pairs:
        # Query words side by side in the passage, as typed ("dernier point", "ordre aléatoire").
        near = context.near_pairs(passage)
        credit = sum(_pair_credit(p, near) for p in asked.pairs) / len(asked.pairs)
        item.times("paires de mots voisins", 1.0 + PHRASE_BONUS * credit)
    if len(asked.seq) >= 3 and _holds_run(context.term_sequence(passage), asked.seq):
        item.times("suite de mots de la question", WHOLE_PHRASE_BONUS)
    if asked.quoted and any(q in context.normalized_text(passage) for q in asked.quoted):
        item.times("citation entre guillemets", QUOTE_BONUS)  # the exact words the user quoted


def _structure_score(item: Scored, asked: _Asked, context: SearchContext) -> bool:
    """The score times what the corpus says of the passage (its kind, the title it is filed under,
    the term it defines, the question its page asks); True when it is filed under a term the
    query names."""
    parsed = asked.parsed
    passage = item.passage
    if passage.kind == "explanation":
        item.times("page d'explication", EXPLANATION_PRIOR)
    elif passage.extra.get("seed_ids") or (passage.kind == "rule" and passage.document.startswith("seed:")):
        # An official rule the project's own pages quote (the seed excerpts): a common question.
        item.times("règle citée par les pages du projet", QUOTED_PRIOR)
    title = context.title_terms(passage)
    subtitle = context.subtitle_terms(passage)
    titled = bool((title and title <= asked.terms) or (subtitle and subtitle <= asked.terms))
    if titled:
        # Filed under a term the query names (the rules of "427. Bannir", of "315.1 Phase d'éveil").
        item.times("rangée sous un terme de la question", 1.3)
    defined = context.defined_terms(passage)
    if defined and defined <= asked.terms and passage.kind in ("rule", "glossary"):
        # The sentence that defines a term of the query: "Bannir est l'action…", "Conquérir : …",
        # "Les effets de conquête sont…"; what "qu'est-ce que…" asks for.
        item.times(
            "définit un terme de la question",
            DEFINED_LIFT_ASKED if parsed.definition or parsed.how else DEFINED_LIFT,
        )
        if passage.rule and passage.rule.endswith(".1"):
            # The first rule of its section (427.1) defines; later ones qualify.
            item.times("première règle de sa section", 1.1)
    if passage.kind == "explanation" and passage.parents:
        # An explanation page that asks the user's question: its paragraphs answer it.
        page = context.parent_terms(passage)
        asks = _coverage(page, asked.weights, asked.own or asked.terms)
        item.times("la page pose la question", 1.0 + ASKED_LIFT * asks**2)
    if passage.kind == "explanation" and normalized(passage.title) == _SHORT_ANSWER_TITLE:
        item.times("réponse en bref", SHORT_ANSWER_PRIOR)
    if passage.kind == "explanation" and _EXAMPLE_TITLE_RE.match(passage.title) and not parsed.example:
        # A worked example illustrates the explanation above it; it comes after.
        item.times("exemple", EXAMPLE_FACTOR)
    if is_definition(passage):
        item.times("définition courte", 1.3 if parsed.definition else DEFINITION_FACTOR)
    if passage.kind == "heading":
        item.times("titre seul", 0.6)  # a bare heading says less than the rules under it
    if passage.rule in asked.boosted:
        item.times("règle appliquée par la simulation", 1.6)
    elif asked.boosted & set(passage.parent_rules):
        item.times("sous une règle appliquée par la simulation", 1.2)
    return titled
