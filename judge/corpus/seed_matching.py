"""Find the official rule number of every seed paragraph (a development tool, re-runnable).

    python -m judge.corpus.seed_matching ../shared/corpus/regles-du-jeu-fr-v1.4.txt [--write] [--check]

It compares each paragraph of the excerpt files with every official rule (normalised text
similarity, examples and "Voir règle …" sentences left out), breaks ties by the order of the
neighbouring paragraphs, and prints the result; `--write` stores the numbers, parents and the
parents' titles in `rules_corpus/seed_rules.yaml` (facts only: no official text is stored).
`--check` reports stored numbers that no longer match. The official file may be the rules
text, the PDF, or the third-party JSON extraction (`regles-fr-v1.4.json`).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import yaml
from rapidfuzz import fuzz, process

from judge.corpus.rules_text import split_examples
from judge.corpus.seeds import (
    SEED_RULES_FILE,
    SeedPiece,
    read_excerpt_file,
    seed_files,
    seed_glossary_data,
    seed_rule_data,
)
from judge.paths import rules_corpus_dir
from judge.text import plain

#: Below this similarity (0–100) a paragraph is reported as unmatched.
THRESHOLD = 80.0


@dataclass(frozen=True)
class Official:
    """One official rule as the matcher sees it."""

    number: str
    text: str
    parents: tuple[str, ...]
    parent_rules: tuple[str, ...]
    order: int


@dataclass(frozen=True)
class Match:
    """The rule found for one seed piece."""

    piece: SeedPiece
    rule: Official | None
    score: float


def normalise(text: str) -> str:
    """Lower-case, no accents, no "Voir règle …" sentence, no spacing quirks of the seeds."""
    text = re.sub(r"Voir r[èe]gle [^.]*?\.(?: [^.]*?pour plus d'informations[^.]*\.)?", " ", text)
    return plain(text)


def load_official(path: Path) -> list[Official]:
    """The official rules of a text/PDF document (through the importer) or of the JSON extraction."""
    if path.suffix.lower() == ".json":
        return _load_json(path)
    from judge.corpus.importer import parse_document

    _document, passages = parse_document(path, kind="core")
    return [
        Official(p.rule or "", split_examples(p.text)[0], p.parents, p.parent_rules, p.order)
        for p in passages
        if p.kind == "rule" and p.rule
    ]


def _load_json(path: Path) -> list[Official]:
    data = json.loads(path.read_text(encoding="utf-8"))["core"]
    out: list[Official] = []
    for chapter in data["chapters"]:
        for section in chapter["sections"]:
            outer = (
                (chapter["number"].rstrip("."), chapter["title"]),
                (section["number"].rstrip("."), section["title"]),
            )
            seen: list[str] = [n for n, _ in outer]
            for entry in section["entries"]:
                number = entry["number"].rstrip(".")
                parts = number.split(".")
                prefixes = [".".join(parts[:i]) for i in range(1, len(parts))]
                rules = [*seen, *(p for p in prefixes if p not in seen)]
                out.append(
                    Official(number, entry["text"], tuple(t for _, t in outer), tuple(rules), len(out))
                )
    return out


def match_seeds(official: list[Official]) -> list[Match]:
    """The best official rule for every piece of the excerpt files, ties broken by neighbours."""
    glossary = seed_glossary_data()
    choices = [normalise(o.text) for o in official]
    by_number = {o.number: o for o in official}
    matches: list[Match] = []
    for seed, path in seed_files():
        if seed not in ("000", "001", "002"):
            continue
        _title, pieces = read_excerpt_file(seed, path)
        raw: list[tuple[SeedPiece, list[tuple[Official, float]]]] = []
        for piece in pieces:
            if (seed, piece.fingerprint) in glossary:
                continue
            query = normalise(split_examples(piece.text)[0])
            found = process.extract(query, choices, scorer=fuzz.ratio, limit=8)
            ranked = [(official[i], float(score)) for _c, score, i in found]
            if ranked and ranked[0][1] < THRESHOLD and len(query) >= 50:
                # the official paragraph may hold more (unmarked examples, merged sub-rules)
                found = process.extract(query, choices, scorer=fuzz.partial_ratio, limit=8)
                ranked = [(official[i], float(score)) for _c, score, i in found if score >= 95]
            if piece.inline_rule:
                printed = by_number.get(piece.inline_rule) or _merged(piece.inline_rule, by_number)
                if printed is not None:  # the number printed in the seed wins over a look-alike
                    ranked.insert(
                        0, (printed, max(float(fuzz.ratio(query, normalise(printed.text))), THRESHOLD))
                    )
            raw.append((piece, ranked))
        matches.extend(_resolve(raw))
    return matches


def _merged(number: str, by_number: dict[str, Official]) -> Official | None:
    """A sub-rule that the extraction merged into its parent (`383.4.c.2.a` inside `383.4.c.2`)."""
    parts = number.split(".")
    for depth in range(len(parts) - 1, 0, -1):
        parent = by_number.get(".".join(parts[:depth]))
        if parent is not None:
            between = tuple(".".join(parts[:i]) for i in range(depth, len(parts)))
            return Official(number, "", parent.parents, (*parent.parent_rules, *between), parent.order)
    return None


def _resolve(raw: list[tuple[SeedPiece, list[tuple[Official, float]]]]) -> list[Match]:
    """Pick each piece's rule: the best score, and among near ties the one nearest its neighbours."""
    sure: dict[int, int] = {}
    for i, (_piece, ranked) in enumerate(raw):
        if ranked and (len(ranked) == 1 or ranked[0][1] - ranked[1][1] > 2 or ranked[0][0] is ranked[1][0]):
            sure[i] = ranked[0][0].order
    out: list[Match] = []
    for i, (piece, ranked) in enumerate(raw):
        if not ranked or ranked[0][1] < THRESHOLD:
            out.append(Match(piece, None, ranked[0][1] if ranked else 0.0))
            continue
        best = ranked[0][1]
        ties = [o for o, s in ranked if best - s <= 2]
        near = [sure[j] for j in sorted(sure, key=lambda j: abs(j - i)) if j != i][:2]
        if near and len(ties) > 1:
            ties.sort(key=lambda o: min(abs(o.order - n) for n in near))
        out.append(Match(piece, ties[0], best))
    return out


def to_yaml(matches: list[Match], source: str) -> str:
    """The `seed_rules.yaml` text for these matches."""
    rows = [
        {
            "seed": m.piece.seed,
            "paragraph": m.piece.key,
            "fingerprint": m.piece.fingerprint,
            "rule": m.rule.number,
            "score": round(m.score, 1),
            "parent_rules": list(m.rule.parent_rules),
            "parents": list(m.rule.parents),
        }
        for m in matches
        if m.rule is not None
    ]
    header = (
        "# Numéros officiels des paragraphes des extraits (rules_corpus/seeds/000–002).\n"
        "# Écrit par `python -m judge.corpus.seed_matching FICHIER --write`, vérifié à la main.\n"
        f"# Comparé à : {source}. Seuls des numéros et des titres courts (des faits) sont stockés ici.\n"
    )
    body = yaml.safe_dump({"format": 1, "paragraphs": rows}, allow_unicode=True, sort_keys=False, width=110)
    return header + body


def check(matches: list[Match]) -> list[str]:
    """Differences between the stored numbers and a fresh match (empty when all still agree)."""
    stored = seed_rule_data()
    problems: list[str] = []
    for m in matches:
        row = stored.get((m.piece.seed, m.piece.fingerprint))
        found = m.rule.number if m.rule else None
        if row is None and found:
            problems.append(f"seed:{m.piece.seed}:{m.piece.key} : pas de numéro stocké (trouvé {found})")
        elif row is not None and row.get("rule") != found:
            problems.append(f"seed:{m.piece.seed}:{m.piece.key} : stocké {row.get('rule')}, trouvé {found}")
    return problems


def main(argv: list[str] | None = None) -> int:
    """Command line of the matcher; prints one line per paragraph."""
    parser = argparse.ArgumentParser(
        prog="python -m judge.corpus.seed_matching", description=__doc__.split("\n")[0]
    )
    parser.add_argument("official", type=Path, help="les règles officielles (texte, PDF ou JSON)")
    parser.add_argument("--write", action="store_true", help=f"écrire rules_corpus/{SEED_RULES_FILE}")
    parser.add_argument("--check", action="store_true", help="comparer aux numéros stockés")
    args = parser.parse_args(argv)
    matches = match_seeds(load_official(args.official))
    for m in matches:
        number = m.rule.number if m.rule else "—"
        print(f"seed:{m.piece.seed}:{m.piece.key:<16} {number:<14} {m.score:5.1f}  {m.piece.text[:70]}")
    if args.write:
        (rules_corpus_dir() / SEED_RULES_FILE).write_text(
            to_yaml(matches, args.official.name), encoding="utf-8"
        )
    if args.check:
        problems = check(matches)
        for line in problems:
            print(line, file=sys.stderr)
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
