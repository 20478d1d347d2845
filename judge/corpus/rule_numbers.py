"""Rule numbers (`431.2.b`): their shape, normal form, order and the references to them in a text."""

from __future__ import annotations

import re

#: A rule number: three digits, then alternating number and letter parts (`383.4.c.2.a`).
RULE_NUMBER = r"\d{3}(?:\.\d{1,2}(?:\.[a-z](?:\.\d{1,2}(?:\.[a-z])?)?)?)?"

_NUMBER_RE = re.compile(rf"^{RULE_NUMBER}$")
_LOOSE_RE = re.compile(rf"({RULE_NUMBER})")
_PREFIX_RE = re.compile(r"^\s*(?:(?:la\s+)?r[èe]gles?|rule|section|n[°o]\.?)\s*", re.IGNORECASE)

# Words after which a number is a reference ("Voir règle 188", "section 204.8", "règles 602.4.a.2 à …").
_REF_WORDS = r"r[èe]gles?|sections?|voir|points?|rules?|see"
_LIST_SEP = r"\s*(?:,|\bet\b|\bà\b|\bou\b|\band\b|\bor\b|\bto\b|-|–)\s*"
_CITE_RE = re.compile(
    rf"\b(?:{_REF_WORDS})\s+({RULE_NUMBER}\.?(?:{_LIST_SEP}{RULE_NUMBER}\.?)*)(?![\d])",
    re.IGNORECASE,
)


def normalize_rule_number(text: str) -> str | None:
    """`431.2.b.`, ` règle 431.2.B `, `Rule 431` → `431.2.b`; None when it is not a rule number."""
    s = _PREFIX_RE.sub("", text.strip()).strip().rstrip(".").lower()
    s = re.sub(r"\s+", "", s)
    if s.isdigit() and len(s) < 3:
        s = s.zfill(3)  # "règle 2" is rule 002
    return s if _NUMBER_RE.match(s) else None


def is_rule_number(text: str) -> bool:
    """True for a rule number in normal form (`431.2.b`)."""
    return bool(_NUMBER_RE.match(text))


def rule_parts(number: str) -> tuple[str, ...]:
    """`431.2.b` → ("431", "2", "b")."""
    return tuple(number.split("."))


def parent_number(number: str) -> str | None:
    """`431.2.b` → `431.2`; None for a top-level number."""
    parts = rule_parts(number)
    return ".".join(parts[:-1]) if len(parts) > 1 else None


def sort_key(number: str) -> tuple[tuple[int, str], ...]:
    """An order in which `431.10` comes after `431.9` and `431.2` before `431.2.a`."""
    return tuple((int(p), "") if p.isdigit() else (-1, p) for p in rule_parts(number))


def cites_in(text: str, *, exclude: str | None = None) -> tuple[str, ...]:
    """Rule numbers the text cites (`Voir règle 188`, `règle 431.2`, `(voir 144)`), in order, once each."""
    found: list[str] = []
    for match in _CITE_RE.finditer(text):
        for number in _LOOSE_RE.findall(match.group(1)):
            if number != exclude and number not in found:
                found.append(number)
    return tuple(found)
