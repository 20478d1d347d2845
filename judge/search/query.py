"""Query understanding: rule numbers, question words, spelling, FR/EN expansion, pruning.

Users type French questions, keywords, English jargon or a rule number. Nothing they type
is engine syntax: parentheses, quotes, `*`, `:`, AND/OR/NOT, `~` and `?` are plain
punctuation. The result is a plain `ParsedQuery`, which the ranking turns into weighted
terms for the engine.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from judge.search.analysis import analyze
from judge.search.chat_words import expand_chat
from judge.search.english import ENGLISH_TO_FRENCH, translate
from judge.search.paraphrase import Paraphrases
from judge.search.spelling import Speller, correct_text
from judge.text import fold, words

#: Longer queries are cut (at a word boundary): a question never needs more.
MAX_QUERY_CHARS = 400
#: At most this many distinct terms go to the engine (the rarest ones): long questions stay fast.
MAX_TERMS = 14

_RULE_REF_RE = re.compile(
    r"(?<![\w.])(?:(?:r[èe]gles?|rules?|r|§|n[°o])\s*\.?\s*)?"
    r"(\d{3}(?:\.\d{1,2}(?:\.[a-z](?:\.\d{1,2}(?:\.[a-z])?)?)?)?)(?![\w]|\.\d)",
    re.IGNORECASE,
)

# Question phrasing carries no evidence about the rule asked for.
_DEFINITION_RE = re.compile(
    r"\b(?:qu['’]?\s*est[\s-]*ce\s+qu(?:e|['’])|c['’]?\s*est\s+quoi|que\s+(?:signifie|veut\s+dire)"
    r"|(?:la\s+)?d[ée]finition\s+(?:de|d['’]|du|des)|what\s+is|what\s+does|meaning\s+of|d[ée]finir)",
    re.IGNORECASE,
)
# "How does it work / how does one get it": the rule that defines the term answers, as for "what is".
_HOW_RE = re.compile(r"\bcomment\b|\bhow\s+(?:do|does|to|is|are|can)\b", re.IGNORECASE)
_QUESTION_RE = re.compile(
    r"\b(?:que\s+se\s+passe[\s-]*t[\s-]*(?:il|elle)|se\s+passe(?:nt)?|qu['’]?\s*arrive[\s-]*t[\s-]*il"
    r"|qu['’]?\s*est[\s-]*ce\s+qui|est[\s-]*ce\s+qu(?:e|['’])|comment|pourquoi|quand|combien"
    r"|(?:peut|peuvent|doit|doivent|faut|puis|dois|peux|sait|va|vont|a|y\s+a)[\s-]*(?:t[\s-]*)?"
    r"(?:on|il|elle|ils|je|elles)\b|est[\s-]il\s+possible\s+de|ai[\s-]je\s+le\s+droit\s+de"
    r"|est[\s-]ce\s+possible|il\s+faut|je\s+peux|on\s+peut|j['’]ai\s+le\s+droit"
    r"|qu['’]?\s*est[\s-]*ce|quel(?:le)?s?|lequel|laquelle"
    # « ça sert à quoi de… », « y a moyen que… »: asking what for, or whether, says nothing of the rule.
    r"|(?:[çc]a\s+)?ser(?:t|vent)\s+[àa]\s+quoi|[àa]\s+quoi\s+(?:[çc]a\s+)?ser(?:t|vent)"
    r"|y\s+a[\s-]+(?:t[\s-]+il\s+)?moyen"
    # Adverbs of insistence and « je capte pas », as written (« exacte », « vrai » are rule words).
    r"|juste|exactement|vraiment|capte)\b",
    re.IGNORECASE,
)
_SPACES_RE = re.compile(r"\s+")
_QUOTED_RE = re.compile(r"[«\"“]([^»\"”]{1,80})[»\"”]")
# Modal verbs of a question ("je dois piocher", "je peux bannir"): the action after them is the evidence.
_NOISE_WORDS = "dois doit doivent devez devons peux peut peuvent pouvez pouvons faut fait-il arrive-t-il"

_NOISE_TERMS = frozenset(analyze(_NOISE_WORDS))
# Words that only point at a rule number ("voir la règle 431"): dropped when a number is given.
_RULE_WORDS_RE = re.compile(r"\b(?:r[èe]gles?|rules?|voir|see|num[ée]ro|article)\b", re.IGNORECASE)
_RULE_WORD_TERMS = frozenset(analyze("règle règles rule numéro article"))
_EXAMPLE_RE = re.compile(r"\bexemples?\b|\bexamples?\b", re.IGNORECASE)


@dataclass(frozen=True)
class ParsedQuery:
    """A query once understood: what it asks for, in plain values."""

    original: str
    text: str  # cut, corrected, without rule references
    corrected: str | None  # the whole corrected query, None when unchanged
    rules: tuple[str, ...] = ()  # rule numbers asked for, in order
    only_rules: bool = False  # nothing but rule numbers ("règle 431.2")
    definition: bool = False  # "qu'est-ce que…", "c'est quoi…"
    how: bool = False  # "comment…", "how does…": how a term works, which its definition says
    example: bool = False  # the query asks for an example
    quoted: tuple[str, ...] = ()  # phrases the user put between quotes, as typed
    terms: tuple[str, ...] = ()  # analysed terms of the query itself
    expansions: tuple[str, ...] = ()  # analysed terms added by the glossary (burnout → exténuation)
    expanded_from: tuple[str, ...] = ()  # the jargon words that were expanded
    #: (own terms of a translated jargon word, term sets of its French renderings): a French
    #: passage that holds a rendering holds the English word's meaning ("universal power").
    translations: tuple[tuple[frozenset[str], tuple[frozenset[str], ...]], ...] = ()
    words: tuple[str, ...] = field(default=(), compare=False)  # the query words as written, lower case
    #: The query with its texting shorthand written out and only the sure spelling corrections made
    #: (judge.search.spelling.is_sure): neither is a guess, so their words count as typed.
    sure: str = ""


def truncate(text: str, limit: int = MAX_QUERY_CHARS) -> str:
    """`text` on one line, cut at the last word boundary before `limit` characters."""
    text = _SPACES_RE.sub(" ", text).strip()
    if len(text) <= limit:
        return text
    cut = text[:limit]
    space = cut.rfind(" ")
    return cut[:space] if space > limit // 2 else cut


def find_rule_numbers(text: str) -> list[tuple[str, int, int]]:
    """Rule references in `text` (`431.2`, `règle 431`, `r431.2.b`): number, start, end."""
    return [(m.group(1).lower(), m.start(), m.end()) for m in _RULE_REF_RE.finditer(text)]


def _expand(
    folded_words: Sequence[str], expansions: Mapping[str, Sequence[str]]
) -> tuple[list[str], list[str]]:
    """French phrases for the jargon found in the words (longest phrase first), and the phrases found."""
    added: list[str] = []
    found: list[str] = []
    i = 0
    while i < len(folded_words):
        for n in (4, 3, 2, 1):
            phrase = " ".join(folded_words[i : i + n])
            if i + n <= len(folded_words) and phrase in expansions:
                found.append(phrase)
                added.extend(expansions[phrase])
                i += n
                break
        else:
            i += 1
    return added, found


def _translations(
    renderings: Sequence[tuple[str, Sequence[str]]], own: set[str]
) -> tuple[tuple[frozenset[str], tuple[frozenset[str], ...]], ...]:
    """(the query's own terms of a jargon word, the term sets of its French renderings), for each
    word the glossary or the English table translated and whose own terms the query kept."""
    out = []
    for phrase, french in renderings:
        terms = frozenset(analyze(phrase)) & own
        options = tuple(frozenset(analyze(f)) for f in french if analyze(f))
        if terms and options:
            out.append((terms, options))
    return tuple(out)


def parse_query(
    query: str,
    *,
    speller: Speller | None = None,
    expansions: Mapping[str, Sequence[str]] | None = None,
    rule_exists: Callable[[str], bool] | None = None,
    paraphrases: Paraphrases | None = None,
) -> ParsedQuery:
    """Understand one user query. `rule_exists(number) -> bool` says which numbers are rules."""
    text = expand_chat(truncate(query))
    refs = find_rule_numbers(text)
    if rule_exists is not None:
        # A bare number that is no rule ("100 énergie") is a word; "règle 999" or "431.9" is still asked for.
        refs = [r for r in refs if rule_exists(r[0]) or "." in r[0] or text[r[1] : r[2]] != r[0]]
    rules = tuple(dict.fromkeys(r[0] for r in refs))
    protected = [(r[1], r[2]) for r in refs]
    corrected_text, changed, sure = correct_text(speller, text, protected) if speller else (text, False, text)
    definition = bool(_DEFINITION_RE.search(corrected_text))
    # Rule references out: their numbers are looked up directly, not searched as words.
    bare = corrected_text
    for number, start, end in reversed(find_rule_numbers(corrected_text)):
        if number in rules:
            bare = bare[:start] + " " + bare[end:]
    bare = _DEFINITION_RE.sub(" ", bare)
    bare = _QUESTION_RE.sub(" ", bare)
    bare = _SPACES_RE.sub(" ", bare).strip()
    only_rules = bool(rules) and not analyze(_RULE_WORDS_RE.sub(" ", bare))
    # Words the user put between quotes are what they ask about, even "vous pouvez".
    quoted = frozenset(analyze(" ".join(_QUOTED_RE.findall(bare))))
    terms = tuple(
        dict.fromkeys(
            t
            for t in analyze(bare)
            if (t not in _NOISE_TERMS or t in quoted) and (t not in _RULE_WORD_TERMS or not rules)
        )
    )
    folded = [fold(w) for w in words(bare)]
    added, found = _expand(folded, expansions or {})
    renderings = [(phrase, tuple((expansions or {})[phrase])) for phrase in found]
    if expansions is not None:
        plain = [w for w in folded if w in ENGLISH_TO_FRENCH]
        added += translate(plain)  # plain English around the jargon ("empty" → vide)
        renderings += [(w, (ENGLISH_TO_FRENCH[w],)) for w in plain]
    if paraphrases is not None:
        # The judge's words for what the rules call otherwise (« remettre sous le deck » → recycler).
        for phrase, rules_words in paraphrases.find(bare):
            added.append(rules_words)
            renderings.append((phrase, (rules_words,)))
    own = set(terms)
    expanded = tuple(dict.fromkeys(t for phrase in added for t in analyze(phrase) if t not in own))
    return ParsedQuery(
        original=query,
        text=bare,
        # « Vouliez-vous dire » only for a real typo: accents or case alone are no mistake (EPUISER).
        corrected=corrected_text if changed and fold(corrected_text) != fold(text) else None,
        rules=rules,
        only_rules=only_rules,
        definition=definition,
        how=bool(_HOW_RE.search(corrected_text)),
        quoted=tuple(q.strip() for q in _QUOTED_RE.findall(bare) if q.strip()),
        example=bool(_EXAMPLE_RE.search(corrected_text)),
        terms=terms,
        expansions=expanded,
        expanded_from=tuple(found),
        translations=_translations(renderings, own),
        words=tuple(words(bare)),
        sure=sure,
    )
