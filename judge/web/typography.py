"""French typography for display: the stored text is never changed, only what a page shows.

Non-breaking spaces before `: ; ? !` and inside « », an en dash between words (« Exemple 1 –
Piocher »), and the source pages' stray spaces before punctuation (« l' unité », « coût , »).
"""

from __future__ import annotations

import re

NBSP = "\u00a0"
NARROW_NBSP = "\u202f"

_STRAY_APOSTROPHE = re.compile(r"(?<=\b[A-Za-zÀ-ÿ])(['’]) +(?=[A-Za-zÀ-ÿ])")
_STRAY_COMMA = re.compile(r"(?<=\w) +([,.)])(?=\s|$)")
_BEFORE_DOUBLE = re.compile(r"(?<=[^\s?!;])[ \u00a0\u202f]*([;?!])(?!\w)")
_BEFORE_COLON = re.compile(r"(?<=[\wÀ-ÿ)»])[ \u00a0\u202f]*:(?=\s|$)")
_OPEN_QUOTE = re.compile(r"«[ \u00a0\u202f]*")
_CLOSE_QUOTE = re.compile(r"[ \u00a0\u202f]*»")
_DASH = re.compile(r"(?<=\w) - (?=\w)")
# a PDF's text layer also spaces a hyphen's pronoun (« épuisez -la ») and a slash (« ciblent /ciblent »)
_STRAY_HYPHEN = re.compile(
    r"(?<=\w) (-(?:la|le|les|lui|leur|moi|toi|nous|vous|eux|elle|elles|ci|là|même|mêmes)\b)", re.IGNORECASE
)
_STRAY_SLASH = re.compile(r"(?<=\w) /(?=\w)")


def french_typography(text: str) -> str:
    """`text` with French typographic spaces and dashes, for display only."""
    if not text:
        return text
    text = _STRAY_APOSTROPHE.sub(r"\1", text)
    text = _STRAY_COMMA.sub(r"\1", text)
    text = _STRAY_HYPHEN.sub(r"\1", text)
    text = _STRAY_SLASH.sub("/", text)
    text = _BEFORE_COLON.sub(NBSP + ":", text)
    text = _BEFORE_DOUBLE.sub(lambda m: NARROW_NBSP + m.group(1), text)
    text = _OPEN_QUOTE.sub("«" + NBSP, text)
    text = _CLOSE_QUOTE.sub(NBSP + "»", text)
    return _DASH.sub(f"{NBSP}– ", text)


def french_number(n: int) -> str:
    """`2911` → « 2 911 » (narrow non-breaking space between thousands)."""
    return f"{n:,}".replace(",", NARROW_NBSP)
