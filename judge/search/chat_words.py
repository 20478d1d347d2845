"""Texting shorthand of typed questions, written out: « c koi », « pk », « qd », « cmt ».

The speller leaves words under five letters alone (too many near neighbours), and these carry
the question's shape (« c'est quoi » asks for a definition, « cmt » how it works) or are stop
words: as typed, « koi » was an unknown word weighing like the rarest term of the corpus, and
the relevance floor turned the whole question down.
"""

from __future__ import annotations

import re

#: Folded shorthand → the words it stands for (common French texting, none a word of the rules).
CHAT_WORDS: dict[str, str] = {
    "koi": "quoi", "kwa": "quoi", "ki": "qui", "ke": "que", "kel": "quel", "kelle": "quelle",
    "kels": "quels", "kan": "quand", "qd": "quand", "pk": "pourquoi", "pq": "pourquoi",
    "pkoi": "pourquoi", "cmt": "comment", "cmnt": "comment", "bcp": "beaucoup", "tjs": "toujours",
    "tjrs": "toujours", "dc": "donc", "ds": "dans", "pr": "pour", "pdt": "pendant", "svt": "souvent",
    "qqch": "quelque chose", "qqn": "quelqu'un", "jpeux": "je peux", "jpx": "je peux",
    "chui": "je suis", "jsuis": "je suis", "ya": "il y a", "yas": "il y a", "sa": "ça",
    "mm": "même", "tt": "tout", "tte": "toute", "ttes": "toutes", "tjr": "toujours", "oqp": "occupé",
}  # fmt: skip
# Not inside a rule number (423.1.c) nor a symbol ([C]).
_WORD_RE = re.compile(r"(?<![\w'’.\[])([A-Za-z]+)(?![\w'’\]])")
# « c koi », « c quoi »: the c alone stands for c'est only there.
_C_EST_RE = re.compile(r"(?<![\w'’.\[])c\s+(?=(?:koi|kwa|quoi)\b)", re.IGNORECASE)
# « on peu la jouer » is « on peut » typed short; « peu importe », « trop peu de cartes » stay as written.
_PEU_RE = re.compile(r"\b(on|je|j|tu|il|elle|ça|ca|sa)\s+peu\b", re.IGNORECASE)


def expand_chat(text: str) -> str:
    """`text` with its texting shorthand written out (« c koi la chaîne » → « c'est quoi la chaîne »,
    « on peu » → « on peut »)."""
    text = _C_EST_RE.sub("c'est ", text)
    text = _PEU_RE.sub(lambda m: m.group(1) + " peut", text)
    return _WORD_RE.sub(lambda m: CHAT_WORDS.get(m.group(1).lower(), m.group(1)), text)
