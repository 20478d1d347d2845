"""The one text folding (accents and case) and the one French word tokenizer of the project.

The glossary, the search analysis, the card lookup and `judge ask`'s relevance all compare
words through these functions, so that « Épuisée », « epuisee » and « ÉPUISÉE » are one word
everywhere, and « l'exténuation » is cut the same way everywhere.
"""

from __future__ import annotations

import re
import unicodedata

#: Rule numbers (431.2.b, 103.1.b.4) first, then words with their elisions (l'exténuation).
TOKEN_RE = re.compile(r"\d+(?:[.,]\d+)*(?:\.[a-z](?:\.\d+)*)?(?![\w])|\w+(?:['’ʼ]\w+)*")
_APOSTROPHES = str.maketrans({"’": "'", "ʼ": "'", "`": "'"})
#: French elisions, longest first (jusqu'à → à, l'unité → unité).
ELISIONS = ("jusqu'", "lorsqu'", "puisqu'", "quoiqu'", "qu'", "l'", "d'", "j'", "m'", "n'", "s'", "t'", "c'")
_PLAIN_RE = re.compile(r"[a-z0-9]+")


def fold(text: str) -> str:
    """Lower case without accents, apostrophes unified (`Épuisée` → `epuisee`, `œuvre` → `oeuvre`,
    `l’unité` → `l'unite`)."""
    text = text.lower().translate(_APOSTROPHES).replace("œ", "oe").replace("æ", "ae")
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def words(text: str) -> list[str]:
    """The words of `text` as written, lower case, apostrophes unified, elisions kept (`L'unité` →
    `l'unité`): the French tokenizer."""
    return [m.group(0).lower().translate(_APOSTROPHES) for m in TOKEN_RE.finditer(text)]


def folded_words(text: str) -> str:
    """The folded words of `text`, one space apart (`Quick-Draw` → `quick draw`)."""
    return " ".join(TOKEN_RE.findall(fold(text)))


def plain(text: str) -> str:
    """Folded letters and digits only, one space apart (`Brûler (440) :` → `bruler 440`): what the
    question sets' `expect:` phrases and passage texts are compared as."""
    return " ".join(_PLAIN_RE.findall(fold(text)))


def strip_elision(word: str) -> str:
    """`l'exténuation` → `exténuation`, `jusqu'à` → `à` (the word must be lower case)."""
    word = word.translate(_APOSTROPHES)
    for prefix in ELISIONS:
        if word.startswith(prefix) and len(word) > len(prefix):
            return word[len(prefix) :]
    return word
