"""Words judges say → words the rules are written in, learned from the judges' phrasings of each rule.

Each phrasing of a rule (judge.corpus.asked) pairs words a judge uses with the words of the rule it
asks about. Over the 14,000 phrasings of the rules, a word of the phrasings that its rule lacks (« couchée »,
« bouger », « trash ») comes with some words of the rules far more often than chance would have it
(« épuisée », « déplacer », « défausse »): those are its associations. A query word also looks for
its best associations, at a low weight (judge.search.ranking.ASSOCIATION_WEIGHT), so that a question
in other words than every phrasing still reaches the rules that use the official words.

They are learned when the index is built (their cost is paid at import, about a second for the Core
Rules) and stored beside it. Without imported rules there are no phrasings, hence no associations.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Iterable, Mapping
from pathlib import Path

from judge.corpus.passage import Passage
from judge.search.analysis import analyze
from judge.search.phrasings import Analysed

#: A phrasing word seen in fewer phrasings than this says nothing reliable…
MIN_USES = 3
#: …nor a pair seen fewer times than this. Counted per phrasing, not per rule: measured per rule
#: (two phrasings of one rule as one piece of evidence), tune MRR 0.739 → 0.731, search4 0.879 → 0.875.
MIN_PAIRS = 2
#: A rule word must come with the phrasing word this many times more often than in rules at large.
MIN_LIFT = 3.0
#: Best associations kept per phrasing word, and the lowest score kept (the score is the share of
#: the word's phrasings whose rule holds the rule word, times the log of the lift).
KEPT = 2
MIN_SCORE = 0.3

Associations = Mapping[str, tuple[tuple[str, float], ...]]


def learn(
    pairs: Iterable[tuple[frozenset[str], tuple[frozenset[str], ...]]],
) -> dict[str, tuple[tuple[str, float], ...]]:
    """Phrasing word → its best rule words and their scores, from (rule's terms, its phrasings' terms)."""
    uses: Counter[str] = Counter()
    in_rules: Counter[str] = Counter()
    together: Counter[tuple[str, str]] = Counter()
    rules = 0
    for rule_terms, phrasings in pairs:
        rules += 1
        in_rules.update(rule_terms)
        for phrasing in phrasings:  # what the judges say of this rule that the rule does not
            said = phrasing - rule_terms
            uses.update(said)
            together.update((word, term) for word in said for term in rule_terms)
    scored: dict[str, list[tuple[float, str]]] = {}
    for (word, term), count in together.items():
        if uses[word] < MIN_USES or count < MIN_PAIRS:
            continue
        share = count / uses[word]
        lift = share / (in_rules[term] / rules)
        score = share * math.log(1 + lift)
        if lift >= MIN_LIFT and score >= MIN_SCORE:
            scored.setdefault(word, []).append((score, term))
    return {
        word: tuple(
            (term, round(score, 4)) for score, term in sorted(options, key=lambda o: (-o[0], o[1]))[:KEPT]
        )
        for word, options in sorted(scored.items())
    }


def from_passages(
    passages: Iterable[Passage], phrasings: Analysed
) -> dict[str, tuple[tuple[str, float], ...]]:
    """The associations of the rules among `passages` that have judges' phrasings (analysed:
    judge.search.phrasings)."""
    pairs = [
        (frozenset(analyze(p.title + " " + p.text)), phrasings[p.id])
        for p in passages
        if p.kind == "rule" and p.id in phrasings
    ]
    return learn(pairs)


def save(path: Path, associations: Associations) -> None:
    """Write the associations as JSON (word → [[term, score], …])."""
    data = {word: [list(pair) for pair in options] for word, options in associations.items()}
    path.write_text(json.dumps(data, ensure_ascii=False, sort_keys=True), encoding="utf-8")


def load(path: Path) -> dict[str, tuple[tuple[str, float], ...]]:
    """Read what `save` wrote; raises ValueError, KeyError or TypeError on a malformed file, OSError
    when it cannot be read."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(raw, dict):
        raise TypeError("associations : un objet JSON est attendu")
    return {str(word): tuple((str(t), float(s)) for t, s in options) for word, options in raw.items()}


def version() -> str:
    """The constants the associations were learned with: part of the index stamp, so that changing
    one rebuilds the index instead of serving associations learned the old way."""
    return f"{MIN_USES}-{MIN_PAIRS}-{MIN_LIFT}-{KEPT}-{MIN_SCORE}"
