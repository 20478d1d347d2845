"""After scoring: candidates lifted into and merged with one another, then put in order.

An example lifts its rule, a French rule takes the place of its English copy; duplicate texts
are merged; the first hits are diversified (not five rules of one section, a definition not
first unless asked for).
"""

from __future__ import annotations

from collections.abc import Sequence

from judge.corpus.passage import Passage
from judge.search.context import SearchContext
from judge.search.scored import Scored

#: At most this many of the first five hits come from one rule family or one explanation page.
#: Measured with the `ancestors` field (recall@5): 3 → 4 raised the tune set 0.787 → 0.793 and the
#: embedded set on the embedded corpus 0.958 → 0.979 (the answer is often a third sub-rule of the
#: family asked about), extra 0.964 → 0.952, others level; 5 (no quota) lowered the public set.
SECTION_QUOTA = 4

#: Documents whose glossary passages are short definitions: they sum up, the rules answer.
DEFINITION_DOCUMENTS = frozenset({"glossary", "tooltips"})

#: Only the best candidates are compared for duplicate texts (the rest is never shown).
DEDUPE_DEPTH = 30
#: A text is a copy of another that holds it only when it is at least this share of it: 431.2.c
#: « Choisir un adversaire qui gagnera 1 point » is no copy of 431.2.d, whose example quotes it.
#: Measured (full corpus, recall@5 / MRR@10), 0 → 0.5: tune 0.793/0.597 → 0.799/0.603, extra MRR
#: 0.877 → 0.883, others level; 0.3 kept the extra set's loss, 0.8 lowered the embedded set.
DUPLICATE_SHARE = 0.5


def is_definition(passage: Passage) -> bool:
    """True for a short glossary definition (project glossary, explanation tooltips)."""
    return passage.kind == "glossary" and passage.document in DEFINITION_DOCUMENTS


def _rule_of(passage: Passage) -> str | None:
    """The passage's own rule number, else the nearest rule over it."""
    if passage.rule:
        return passage.rule
    return passage.parent_rules[-1] if passage.parent_rules else None


def lift_and_merge(scored: dict[str, Scored], context: SearchContext) -> None:
    """The lifts and merges below, applied to the scored candidates in place, in the order the
    ranking was measured with (each one sees the scores the previous one left)."""
    _lift_example_rules(scored, context)
    # An explanation page's question no longer lifts the paragraph after it: its opening passage
    # holds the first short answer itself (measured: every question set level or better without).
    _drop_translations(scored, context)


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
        host.lift(f"exemple {item.passage.id} de la règle", item.score * 1.02)
        host.matched = host.matched | item.matched


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
            scored[french.id] = Scored(
                french,
                item.score,
                item.matched,
                [*item.factors, ("copie française de la règle anglaise", "=", item.score)],
            )
        else:
            host.lift("copie anglaise de la règle", item.score)
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


def _copy_of(part: str, whole: str) -> bool:
    """True when `whole` holds `part` and `part` is most of it (not a sentence an example quotes)."""
    return part in whole and len(part) >= DUPLICATE_SHARE * len(whole)


def dedupe(ranked: Sequence[Scored], context: SearchContext, *, depth: int = DEDUPE_DEPTH) -> list[Scored]:
    """One passage per text: a passage shown inside a better-ranked one is dropped, and a passage
    that holds a better-ranked one whole (a rule and its sub-rule cut out) takes its place."""
    kept: list[Scored] = []
    seen: list[str] = []
    for item in ranked[:depth]:
        text = context.normalized_text(item.passage)
        if len(text) >= 30 and any(_copy_of(text, other) for other in seen):
            continue
        inside = [i for i, other in enumerate(seen) if len(other) >= 30 and _copy_of(other, text)]
        if inside:
            first = inside[0]
            kept[first] = Scored(
                item.passage,
                kept[first].score,
                kept[first].matched | item.matched,
                [*kept[first].factors, ("contient le passage mieux classé", "=", kept[first].score)],
            )
            seen[first] = text
            for i in reversed(inside[1:]):
                del kept[i], seen[i]
            continue
        kept.append(item)
        seen.append(text)
    return kept + list(ranked[depth:])
