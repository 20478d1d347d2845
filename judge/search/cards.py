"""Cards found by name: a query that names a catalogue card shows that card's passage.

Catalogue cards are not in the word index (see `judge.search.index.is_indexed`): they are
looked up here by their names, analysed like the query (`Brazen Buccaneer` → brazen buccane).
A champion's card also answers to the champion alone (`Yasuo` for « Yasuo, Repenti »).

A card's keywords point to their rules (« Assaut 2 » → 807 Assaut): a query that names the card
gets those rules too, since "what does X do when it attacks" is asked about X's keywords.

A name counts only when the query really names it: a query that is nothing but the name puts
the card first; a name inside a longer question adds the card after the first hits, and then
only a name of several words or a word no rule uses (`Fendoir`, `Yasuo`): « block » or
« challenge » in a rules question is the English jargon, not the cards Block or Challenge.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from judge.corpus.passage import Passage
from judge.search.analysis import analyze
from judge.search.scored import Scored
from judge.text import fold

#: Where a card named inside a longer question goes among the hits (0-based: after the first three).
NAMED_POSITION = 3


@dataclass(frozen=True)
class NamedCard:
    """A card the query names, and whether the query is nothing but that name."""

    passage: Passage
    whole: bool


def name_variants(name: str) -> list[str]:
    """A name and, for a champion's card (`Yasuo, Repenti`), the champion alone (`Yasuo`)."""
    out = [name]
    if ", " in name:
        out.append(name.split(", ", 1)[0])
    return out


#: Words that ask about a card without naming another thing ("que fait Fendoir", "texte de la carte Charm").
_FILLER = frozenset(analyze("carte cartes card cards fait font fonctionne marche texte text effet does what"))


def _plain(text: str) -> str:
    """Folded letters and digits one space apart, spaces around (`d'honneur` → " d honneur ")."""
    return " " + " ".join(re.findall(r"[a-z0-9]+", fold(text))) + " "


def _only_filler(line: str, key: str) -> bool:
    """True when the query is the name `key` and only filler words around it."""
    rest = line.replace(f" {key} ", " ", 1).split()
    return all(t in _FILLER for t in rest)


def keyword_rule_map(entries: Iterable[tuple[str, str | None, str]]) -> dict[str, str]:
    """Folded keyword name → its rule number, from glossary (term, rule, category) rows: the
    keywords of section 8 (« Assaut » → 807) and any other entry named like a card keyword."""
    out: dict[str, str] = {}
    for term, rule, category in entries:
        if rule and (category == "keyword" or fold(term) not in out):
            out.setdefault(fold(term), rule)
    return out


_KEYWORD_VALUE_RE = re.compile(r"\s+\d+$")


class CardNames:
    """Analysed card names → card passages, to find the cards a query names, and each card's
    keyword rules."""

    def __init__(
        self,
        passages: Iterable[Passage],
        is_ordinary: Callable[[str], bool],
        keyword_rules: Mapping[str, str] | None = None,
    ) -> None:
        self._keyword_rules = dict(keyword_rules or {})
        self._names: dict[str, list[Passage]] = {}
        self._alone: set[str] = set()
        self._written: dict[str, list[str]] = {}  # card id → its names as folded words, " a b "
        for p in passages:
            if p.kind != "card":
                continue
            for full in dict.fromkeys((p.title, *p.terms)):
                for name in name_variants(full):
                    self._written.setdefault(p.id, []).append(_plain(name))
                    terms = analyze(name)
                    if not terms:
                        continue
                    key = " ".join(terms)
                    found = self._names.setdefault(key, [])
                    if p not in found:
                        found.append(p)
                    # One word names the card inside a question only when it is a champion's name
                    # no rule uses (Yasuo); "Block", "Charm", "Cleave" must be the whole query.
                    if len(terms) == 1 and (name == full or is_ordinary(name)):
                        self._alone.add(key)

    def keyword_rules(self, card: Passage) -> tuple[str, ...]:
        """The rules of the card's keywords (« Assaut 2 », « Agonie » → 807, 808), in card order."""
        out: list[str] = []
        for keyword in card.extra.get("keywords") or ():
            rule = self._keyword_rules.get(fold(_KEYWORD_VALUE_RE.sub("", str(keyword))))
            if rule and rule not in out:
                out.append(rule)
        return tuple(out)

    def written_in(self, card_id: str, query_words: Sequence[str]) -> bool:
        """True when one of the card's names is written word for word in the query (folded): "Charm"
        in "Charm move an enemy unit", not in "un charme puissant" (same stem, another word)."""
        line = _plain(" ".join(query_words))
        return any(name in line for name in self._written.get(card_id, ()))

    def named(self, terms: Sequence[str]) -> list[NamedCard]:
        """The cards whose name is a run of the query's analysed `terms`, longest names first."""
        if not terms:
            return []
        line = " " + " ".join(terms) + " "
        out: dict[str, NamedCard] = {}
        for key in sorted(self._names, key=lambda k: -len(k)):
            if f" {key} " not in line:
                continue
            whole = _only_filler(line, key)
            if not whole and key in self._alone:
                continue  # a word of a longer question, not the card
            for p in self._names[key]:
                if p.id not in out or (whole and not out[p.id].whole):
                    out[p.id] = NamedCard(p, whole)
        return sorted(out.values(), key=lambda c: not c.whole)


def insert_named(
    ranked: Sequence[Scored],
    named: Sequence[NamedCard],
    written_in: Callable[[str, Sequence[str]], bool] | None = None,
    query_words: Sequence[str] = (),
) -> list[Scored]:
    """`ranked` with the named cards put in: first when the query is the name, else after the first
    `NAMED_POSITION` hits (unless the card already ranks higher); a card takes the score of the
    hit it goes before. With `written_in`, a card counts as named only when the query writes one
    of its names word for word (`written_in(card id, query_words)`), and a card the engine found
    on a word that is not its name ("charme" for Charm) goes after the first hits."""
    out = list(ranked)
    if written_in is not None:
        # Same stems are not enough: "image dans le miroir" does not name the card « Image miroir ».
        named = [c for c in named if written_in(c.passage.id, query_words)]
        named_ids = {c.passage.id for c in named}
        head = out[:NAMED_POSITION]
        unnamed = [
            s for s in head if s.passage.kind == "card" and s.passage.id not in named_ids
            and not written_in(s.passage.id, query_words)
        ]  # fmt: skip
        if unnamed:
            kept = [s for s in head if s not in unnamed]
            out = (
                kept
                + out[NAMED_POSITION : NAMED_POSITION + len(unnamed)]
                + unnamed
                + out[NAMED_POSITION + len(unnamed) :]
            )

    def take(p: Passage) -> Scored | None:
        for i, item in enumerate(out):
            if item.passage.id == p.id:
                return out.pop(i)
        return None

    top = out[0].score if out else 1.0
    for card in reversed([c.passage for c in named if c.whole]):
        item = take(card) or Scored(card, 0.0, frozenset())
        item.lift("carte nommée par la requête", top)
        out.insert(0, item)
    position = sum(c.whole for c in named) + NAMED_POSITION
    for card in (c.passage for c in named if not c.whole):
        ids = [item.passage.id for item in out[: position + 1]]
        if card.id in ids:
            continue
        item = take(card) or Scored(card, 0.0, frozenset())
        at = min(position, len(out))
        item.lift(
            "carte nommée dans la question", out[at].score if at < len(out) else out[-1].score if out else 0.0
        )
        out.insert(at, item)
        position += 1
    return out


def _of_rule(passage: Passage, rule: str) -> bool:
    """True for the rule `rule` itself or one of its sub-rules."""
    number = passage.rule or ""
    return number == rule or number.startswith(rule + ".") or rule in passage.parent_rules


def insert_keyword_rules(
    ranked: Sequence[Scored], rules: Sequence[str], defining: Callable[[str], Passage | None]
) -> tuple[list[Scored], set[str]]:
    """`ranked` with, right after the named card, a passage of each of its keyword rules that does
    not already rank before it: the best-ranked one of that rule, else `defining(rule)` (807.1 for
    807). Returns the list and the ids put in."""
    out = list(ranked)
    card_at = next((i for i, s in enumerate(out) if s.passage.kind == "card"), -1)
    put: set[str] = set()
    at = card_at + 1
    for rule in rules:
        if any(_of_rule(s.passage, rule) for s in out[:at]):
            continue
        index = next((i for i, s in enumerate(out) if _of_rule(s.passage, rule)), None)
        if index is not None:
            item = out.pop(index)
        else:
            passage = defining(rule)
            if passage is None:
                continue
            item = Scored(passage, 0.0, frozenset())
        before = out[at - 1].score if 0 < at <= len(out) else item.score
        item.lift("règle d'un mot-clé de la carte nommée", before)
        out.insert(at, item)
        put.add(item.passage.id)
        at += 1
    return out, put
