"""Is a search hit about the question at all? A coverage measure, so that `judge ask` says
"rien trouvé" plainly instead of padding the answer with unrelated excerpts.

Coverage is the share of the question's content words found in a passage (its text, title,
terms and parents), after folding accents and cutting every word to a short stem; a word the
search only found through its spelling correction counts half. A hit is relevant when it
covers at least `MIN_COVERAGE` of the content words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from judge.text import fold, strip_elision, words

#: share of the question's content words a passage must contain to count as an answer.
MIN_COVERAGE = 0.34

#: words shorter than this are never content words ("de", "la", "mon").
_MIN_LEN = 3

#: stems are cut to this length, a crude French stemmer: épuisée, épuiser, épuisement → epuis.
_STEM_LEN = 5


# Folded French function words and question words, which say nothing about the topic.
_STOP = frozenset(
    """
    les des une aux par pour sur dans avec sans sous mais que qui quoi quel quelle quels quelles
    est sont suis etes etait etre avoir ont ete fait faire peut peuvent puis peux doit dois
    doivent faut quand comme comment pourquoi combien alors donc ainsi aussi tres plus moins
    tout tous toute toutes cette ces ceux celle celui son sa ses leur leurs notre nos votre vos
    mon mes ton tes elle elles ils nous vous lui eux cela ceci ça quelque chose passe arrive
    il elle se ne pas non oui ou et en au du le la un si ni y a the and what when how does
    can with from that this have has """.split()
)


def content_words(text: str) -> list[str]:
    """The stems of the content words of a text, in order, without repeats."""
    stems: list[str] = []
    for written in words(text):
        word = fold(strip_elision(written))
        if len(word) < _MIN_LEN or word in _STOP or word.isdigit():
            continue
        stem = word[:_STEM_LEN]
        if stem not in stems:
            stems.append(stem)
    return stems


def content_stems(text: str) -> set[str]:
    """The stems of the content words of a text (elisions, stop words and short words removed)."""
    return set(content_words(text))


def _passage_stems(hit: Mapping[str, Any]) -> set[str]:
    parts: list[str] = [str(hit.get("text") or ""), str(hit.get("title") or "")]
    for key in ("terms", "parents"):
        value = hit.get(key)
        if isinstance(value, (list, tuple)):
            parts.extend(str(v) for v in value)
    return content_stems(" ".join(parts))


def _marked_stems(hit: Mapping[str, Any]) -> set[str]:
    # The search highlights what it matched, including FR/EN expansions ("burnout" → exténuation).
    snippet = str(hit.get("snippet") or "")
    marked = " ".join(re.findall(r"<mark>(.*?)</mark>", snippet))
    return content_stems(marked)


def coverage(question: str, hit: Mapping[str, Any], corrected: str | None = None) -> float:
    """Share of the question's content words that the hit answers (0.0 to 1.0).

    A word counts 1 when the passage holds a word with its stem; ½ when only the search's
    spelling correction of it is there (a typo, or a real word the corpus lacks: "tarte" →
    "carte"); and each word the search marked in the snippet that stands for no question word
    nor correction (an English term matched in French) covers one word still uncovered.
    """
    words = content_words(question)
    if not words:
        return 0.0
    fixed = content_words(corrected) if corrected else []
    aligned = dict(zip(words, fixed, strict=False)) if len(fixed) == len(words) else {}
    found = _passage_stems(hit)
    score = 0.0
    uncovered = 0
    for word in words:
        if word in found:
            score += 1.0
        elif aligned.get(word) in found:
            score += 0.5
        else:
            uncovered += 1
    translated = _marked_stems(hit) - set(words) - set(fixed)
    score += min(uncovered, len(translated))
    return min(1.0, score / len(words))


def relevant_hits(
    question: str, hits: list[dict[str, Any]], *, corrected: str | None = None, boosted: Iterable[str] = ()
) -> list[dict[str, Any]]:
    """The hits that cover at least `MIN_COVERAGE` of the question; a rule the simulation applied
    (`boosted`) is always relevant."""
    boosted_set = set(boosted)
    return [
        h for h in hits if h.get("rule") in boosted_set or coverage(question, h, corrected) >= MIN_COVERAGE
    ]
