"""Whole sections of the rules for the web pages: `/regles/431.2.b` shows all of section 431, and
`/regles` lists the chapters and their sections.

The structure (which numbers exist, the headings' titles) comes from the stored v1.4 number list
(`rules_corpus/rule_titles.yaml`) joined with the corpus, so a section reads the same before the
official text is imported, each rule without text marked « non importée ».
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from judge.corpus.passage import Passage
from judge.corpus.rule_numbers import sort_key
from judge.corpus.rule_titles import load_rule_numbers, load_rule_titles
from judge.corpus.store import Corpus


@dataclass(frozen=True)
class SectionRule:
    """One numbered rule of a section, as the section page shows it."""

    number: str
    depth: int  # dots in the number: 0 for 446, 1 for 431.1, 2 for 431.2.b
    text: str
    present: bool  # False: the number exists in the rules but its text is not in the corpus


@dataclass(frozen=True)
class Heading:
    """A chapter (`300 Jouer au jeu`) or a section (`431 Exténuation`) of the rules."""

    number: str
    title: str
    chapter: bool
    present: bool


@dataclass(frozen=True)
class Section:
    """A section heading, its rules in order, and the sections before and after it."""

    heading: Heading
    chapter: Heading | None
    rules: tuple[SectionRule, ...]
    previous: Heading | None
    next: Heading | None


def _top(number: str) -> int:
    return int(number.split(".")[0])


def _is_chapter(number: str) -> bool:
    # The rules' chapters are the round hundreds (000, 100, 300, 700, 800); every other heading is a section.
    return "." not in number and _top(number) % 100 == 0


def headings(corpus: Corpus) -> list[Heading]:
    """Every chapter and section heading, in rule order (stored titles, completed by the corpus)."""
    titles = dict(load_rule_titles())
    for p in corpus.passages:
        if p.kind == "heading" and p.rule and p.rule not in titles and "." not in p.rule:
            titles[p.rule] = p.title or p.text
    ordered = sorted(titles, key=sort_key)
    with_text = {_top(n) for n in known_numbers(corpus)}
    found: list[Heading] = []
    for i, n in enumerate(ordered):
        end = _top(ordered[i + 1]) if i + 1 < len(ordered) else 1000
        # a section "has text" when its heading or any rule in its range is in the corpus
        present = corpus.rule(n) is not None or any(_top(n) <= t < end for t in with_text)
        found.append(Heading(n, titles[n], _is_chapter(n), present))
    return found


@lru_cache(maxsize=4)
def _numbers(fingerprint: str, corpus_numbers: frozenset[str]) -> tuple[str, ...]:
    return tuple(sorted(load_rule_numbers() | corpus_numbers, key=sort_key))


_known_cache: dict[str, frozenset[str]] = {}


def known_numbers(corpus: Corpus) -> frozenset[str]:
    """Numbers of the rules whose text is in the corpus (seed excerpts or the official rules)."""
    found = _known_cache.get(corpus.fingerprint)
    if found is None:
        found = frozenset(p.rule for p in corpus.passages if p.rule and corpus.rule(p.rule) is not None)
        _known_cache.clear()  # one corpus at a time: the cache follows the latest import
        _known_cache[corpus.fingerprint] = found
    return found


def exists(number: str, corpus: Corpus) -> bool:
    """True when `number` is a rule of the Core Rules (stored v1.4 list) or of the corpus."""
    return number in load_rule_numbers() or corpus.rule(number) is not None


def section_heading(number: str, all_headings: list[Heading]) -> Heading | None:
    """The heading whose section holds `number` (445 « Déplacement » holds 446 to 453)."""
    top = _top(number)
    above = [h for h in all_headings if _top(h.number) <= top]
    return above[-1] if above else None


def _chapter_of(heading: Heading, all_headings: list[Heading]) -> Heading | None:
    chapters = [h for h in all_headings if h.chapter and _top(h.number) <= _top(heading.number)]
    return chapters[-1] if chapters else None


def _text(passage: Passage | None) -> str:
    if passage is None:
        return ""
    return passage.text


def section(number: str, corpus: Corpus) -> Section | None:
    """The whole section holding `number`, or None when no heading is known for it."""
    all_headings = headings(corpus)
    heading = section_heading(number, all_headings)
    if heading is None:
        return None
    index = all_headings.index(heading)
    following = next((h for h in all_headings[index + 1 :]), None)
    end = _top(following.number) if following else 1000
    numbers = _numbers(corpus.fingerprint, known_numbers(corpus))
    heading_numbers = {h.number for h in all_headings}
    rules = tuple(
        SectionRule(n, n.count("."), _text(p), p is not None)
        for n in numbers
        if _top(heading.number) <= _top(n) < end and n not in heading_numbers
        for p in (corpus.rule(n),)
    )
    sections = [h for h in all_headings if not h.chapter or h is heading]
    at = sections.index(heading)
    return Section(
        heading=heading,
        chapter=_chapter_of(heading, all_headings) if not heading.chapter else None,
        rules=rules,
        previous=sections[at - 1] if at > 0 else None,
        next=sections[at + 1] if at + 1 < len(sections) else None,
    )


def table_of_contents(corpus: Corpus) -> list[tuple[Heading, list[Heading]]]:
    """The chapters in order, each with its sections."""
    toc: list[tuple[Heading, list[Heading]]] = []
    for h in headings(corpus):
        if h.chapter or not toc:
            toc.append((h, []))
        else:
            toc[-1][1].append(h)
    return toc
