"""Read the text of an official rules document: one numbered rule a line, wrapped, with examples.

The layout is the one a text extraction of the official PDF gives (`431.2.b. …` at the start
of a line, long lines wrapped onto the next ones, `Exemple :` lines after their rule, some
deep sub-rules run on inside their parent's paragraph after a wide gap). This module only
cuts the text into numbered pieces; `importer.py` builds passages from them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from judge.corpus.rule_numbers import RULE_NUMBER, rule_parts

_DATE_RE = re.compile(r"^\s*(?:Derni[èe]re mise à jour|Last Updated)\s*:\s*(.+?)\s*$", re.IGNORECASE)
_CANDIDATE_RE = re.compile(rf"(?<![\w.\[])({RULE_NUMBER})(\.?)(?=[ \t]+|\n|$)")
_EXAMPLE_RE = re.compile(r"(?:(?<=\s)|^)(Exemples?\s*:|Examples?\s*:|Par exemple\s*:)")
_PAGE_NUMBER_RE = re.compile(r"^\s*(?:\d{1,3}|Page \d+(?: (?:sur|of) \d+)?)\s*$")
# A number right after one of these words is a reference, not the start of a rule.
_REFERENCE_TAIL_RE = re.compile(
    rf"(?:(?:^|\s)(?:r[èe]gles?|sections?|[Vv]oir|point|rules?|[Ss]ee|consultez)"
    rf"|{RULE_NUMBER}\.?\s*(?:,|à|et|ou|and|or|to|-|–)|\()\s*$"
)  # case-sensitive: "Unique Rules" or "Règle d'or" is a title, "voir règle" a reference
_MONTHS = {
    "janvier": 1, "février": 2, "fevrier": 2, "mars": 3, "avril": 4, "mai": 5, "juin": 6, "juillet": 7,
    "août": 8, "aout": 8, "septembre": 9, "octobre": 10, "novembre": 11, "décembre": 12, "decembre": 12,
}  # fmt: skip


@dataclass
class RawRule:
    """One numbered piece of the text: a rule or a heading, its examples and the line it starts on."""

    number: str
    text: str
    examples: list[str] = field(default_factory=list)
    markers: list[str] = field(default_factory=list)
    heading: bool = False
    line: int = 0

    @property
    def full_text(self) -> str:
        """The rule with its examples, each example on its own line after its marker."""
        lines = [self.text] if self.text else []
        lines += [
            f"{marker} {example}".rstrip()
            for marker, example in zip(self.markers, self.examples, strict=True)
        ]
        return "\n".join(lines)


@dataclass
class RulesText:
    """The numbered pieces of one document, with its title line and date."""

    title: str
    date: str
    rules: list[RawRule]


def is_reference_context(before: str) -> bool:
    """True when a number right after `before` is a reference ("Voir règle 188.") and not a new rule."""
    return bool(_REFERENCE_TAIL_RE.search(before[-40:]))


def parse_date(text: str) -> str:
    """`16 juillet 2026` or `2026-06-18` → `2026-07-16` / `2026-06-18`; other text is kept as given."""
    s = text.strip()
    if re.match(r"^\d{4}-\d{2}-\d{2}$", s):
        return s
    m = re.match(r"^(\d{1,2})(?:er)?\s+(\w+)\s+(\d{4})$", s)
    if m and m.group(2).lower() in _MONTHS:
        return f"{m.group(3)}-{_MONTHS[m.group(2).lower()]:02d}-{int(m.group(1)):02d}"
    return s


def _clean(text: str) -> str:
    """Join wrapped lines into one paragraph (a line ending with a hyphen joins without a space)."""
    text = re.sub(r"(?<=\w-)\n(?=\w)", "", text)
    return re.sub(r"\s+", " ", text).strip()


def _key(part: str) -> int:
    return int(part) if part.isdigit() else ord(part) - ord("a") + 1


def _follows(cand: tuple[str, ...], cur: tuple[str, ...] | None, cur_heading: bool) -> bool:
    """True when `cand` can be the next rule after `cur` in reading order (a child, a sibling, an uncle…)."""
    if cur is None:
        return True
    if len(cand) == 1:
        return int(cand[0]) > int(cur[0]) or (cand[0] == cur[0] and cur_heading and len(cur) == 1)
    parent = cand[:-1]
    if cur[: len(parent)] != parent:
        return False
    if len(cand) == len(cur) + 1:
        return _key(cand[-1]) <= 3  # a first child: 431.2 → 431.2.a
    return 0 < _key(cand[-1]) - _key(cur[len(cand) - 1]) <= 6


def _is_heading(number: str, text: str) -> bool:
    """A top-level number followed by a short title (`431. Exténuation`), not a sentence."""
    if "." in number or not text or len(text) > 60 or text[-1] in ".:;!?»":
        return False
    return text[0].isupper() or text[0].isdigit() or text[0] in "«“\"'"


def _lines(text: str) -> tuple[str, str, list[str]]:
    """The title, the date and the body lines (page numbers and repeated titles removed)."""
    raw = text.replace("\r\n", "\n").replace("\r", "\n").replace("\f", "\n").split("\n")
    title, date, body_start = "", "", 0
    for i, line in enumerate(raw[:10]):
        if re.match(rf"^\s*{RULE_NUMBER}\.\s", line):
            break
        m = _DATE_RE.match(line)
        if m:
            date = parse_date(m.group(1))
        elif line.strip() and not title:
            title = line.strip()
        body_start = i + 1
    body = [
        ""
        if _PAGE_NUMBER_RE.match(line) or (title and line.strip() == title) or _DATE_RE.match(line)
        else line
        for line in raw[body_start:]
    ]
    return title, date, [""] * body_start + body


def parse_rules_text(text: str) -> RulesText:
    """Cut a rules document's text into numbered rules and headings, in reading order."""
    title, date, lines = _lines(text)
    stream = "\n".join(line.rstrip() for line in lines)
    line_starts = [0]
    for m in re.finditer("\n", stream):
        line_starts.append(m.end())
    starts: list[tuple[int, int, str]] = []  # (start of number, start of its text, number)
    cur: tuple[str, ...] | None = None
    cur_heading = False
    for m in _CANDIDATE_RE.finditer(stream):
        number, dot = m.group(1), m.group(2)
        at_line_start = m.start() == 0 or stream[m.start() - 1] == "\n"
        after = stream[m.end() : m.end() + 2]
        if not dot and "." not in number:
            continue  # a bare "808" is a quantity, not a rule
        if not at_line_start and not (after.startswith(("  ", "\t", "\n")) or m.end() == len(stream)):
            continue  # inside a sentence: a reference such as "règle 469.1 pour …"
        if not at_line_start and stream[m.start() - 1] not in " \t":
            continue
        before = stream[max(0, m.start() - 40) : m.start()]
        if not cur_heading and _REFERENCE_TAIL_RE.search(before):  # a heading's title never cites
            continue
        parts = rule_parts(number)
        if not _follows(parts, cur, cur_heading):
            continue
        starts.append((m.start(), m.end(), number))
        end_of_text = _next_line_text(stream, m.end())
        cur, cur_heading = parts, len(parts) == 1 and _is_heading(number, end_of_text)
    rules: list[RawRule] = []
    for i, (start, text_start, number) in enumerate(starts):
        end = starts[i + 1][0] if i + 1 < len(starts) else len(stream)
        rules.append(_raw_rule(number, stream[text_start:end], _line_of(line_starts, start)))
    return RulesText(title=title, date=date, rules=rules)


def _next_line_text(stream: str, pos: int) -> str:
    """The rest of the line after a number, up to a wide gap (where a run-on rule would start)."""
    end = stream.find("\n", pos)
    rest = stream[pos : end if end >= 0 else len(stream)]
    rest = re.split(r"\s{2,}\S*\d{3}", rest.strip())[0]
    return re.sub(r"\s+", " ", rest).strip().lstrip("* ").strip()


def _line_of(line_starts: list[int], pos: int) -> int:
    lo, hi = 0, len(line_starts) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if line_starts[mid] <= pos:
            lo = mid
        else:
            hi = mid - 1
    return lo + 1


def _raw_rule(number: str, body: str, line: int) -> RawRule:
    """Split one rule's text into its own text and its examples."""
    body = _clean(body)
    if body.startswith("* "):
        body = body[2:]  # the English PDF marks some sub-rules with a bullet
    text, markers, examples = split_examples(body)
    kept = list(zip(markers, examples, strict=True))
    heading = _is_heading(number, text) and not kept
    return RawRule(
        number=number,
        text=text,
        examples=[ex for _, ex in kept],
        markers=[mk for mk, _ in kept],
        heading=heading,
        line=line,
    )


def split_examples(body: str) -> tuple[str, list[str], list[str]]:
    """A paragraph's own text, its example markers (`Exemple :`) and its non-empty example texts."""
    pieces = _EXAMPLE_RE.split(body)
    text = pieces[0].strip()
    markers = [re.sub(r"\s*:$", " :", p.strip()) if "xemple" in p else p.strip() for p in pieces[1::2]]
    examples = [p.strip() for p in pieces[2::2]]
    kept = [(mk, ex) for mk, ex in zip(markers, examples, strict=True) if ex]
    return text, [mk for mk, _ in kept], [ex for _, ex in kept]
