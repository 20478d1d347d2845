"""Rule numbers (`431.2.b`): their shape, normal form, order and the references to them in a text."""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence

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


#: How many siblings (same parent rule) open the suggestions before the nearest numbers in rule order.
SIBLINGS_FIRST = 2


def _parent(number: str) -> str:
    return number.rsplit(".", 1)[0] if "." in number else ""


def closest_numbers(number: str, numbers: Sequence[str], limit: int = 5) -> list[str]:
    """Existing rule numbers nearest to the missing `number`, nearest first: its first sub-rules,
    else its closest siblings (431.2.d, 431.2.c for 431.2.e), then the numbers around it in rule
    order (431.3; for 999.9 the last rules of the corpus); at equal distance, the one before."""
    ordered = sorted(set(numbers) - {number}, key=sort_key)
    keys = [sort_key(n) for n in ordered]
    at = bisect.bisect_left(keys, sort_key(number))

    def distance(i: int) -> tuple[int, bool]:
        return (at - i, False) if i < at else (i - at + 1, True)

    parent, depth = _parent(number), number.count(".")
    # Its own sub-rules when it has some (432.1 for a missing 432), else its siblings.
    children = [i for i, n in enumerate(ordered) if _parent(n) == number]
    siblings = [i for i, n in enumerate(ordered) if _parent(n) == parent and n.count(".") == depth]
    chosen = (children or sorted(siblings, key=distance))[: min(SIBLINGS_FIRST, limit)]
    before, after = at - 1, at
    while len(chosen) < limit and (before >= 0 or after < len(ordered)):
        # Walk outwards from where `number` would be, one step on the nearer side each time.
        if after >= len(ordered) or (before >= 0 and distance(before) <= distance(after)):
            pick, before = before, before - 1
        else:
            pick, after = after, after + 1
        if pick not in chosen:
            chosen.append(pick)
    return [ordered[i] for i in chosen]
