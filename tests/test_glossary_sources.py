"""The glossary against its sources: the official vocabulary notes, the French and English rules, the seeds.

The notes and the official rules live in `../shared` (never in the project); these tests skip
with a reason when it is absent.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.corpus.explanations import split_tooltips
from judge.corpus.glossary import GlossaryEntry, fold, load_glossary, lookup
from judge.paths import rules_corpus_dir

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
NOTES = SHARED / "notes" / "vocabulary-fr-en.md"
RULES_FR = SHARED / "corpus" / "regles-du-jeu-fr-v1.4.txt"
RULES_EN = SHARED / "corpus" / "core-rules-en-v1.4.txt"

# A rule number where a rule starts: after a space or a line start, not after "règle"/"rule" (a reference).
_NUMBER_RE = re.compile(r"(?<![\w.])(\d{3}(?:\.(?:\d+|[a-z]))*)\.(?=\s)")
_REFERENCE_BEFORE_RE = re.compile(r"(?:règles?|rules?|voir|see)\s*$", re.IGNORECASE)


def _need(path: Path) -> Path:
    if not path.is_file():
        pytest.skip(f"{path} absent : ../shared n'est pas à côté du projet")
    return path


def _rules(path: Path) -> dict[str, str]:
    """Rule number → its text (first occurrence), numbers glued inside wrapped lines included."""
    text = " ".join(_need(path).read_text(encoding="utf-8").split())
    starts = [
        m
        for m in _NUMBER_RE.finditer(text)
        if not _REFERENCE_BEFORE_RE.search(text[max(0, m.start() - 12) : m.start()])
    ]
    out: dict[str, str] = {}
    for here, after in zip(starts, [*starts[1:], None], strict=True):
        end = after.start() if after else len(text)
        out.setdefault(here.group(1), text[here.end() : end].strip())
    return out


def _contains(haystack: str, needle: str) -> bool:
    """`needle` occurs in `haystack` as whole folded words."""
    return f" {fold(needle)} " in f" {fold(haystack)} "


# ─── The official pairs of notes/vocabulary-fr-en.md ─────────────────────────


def _clean(cell: str) -> str:
    cell = cell.replace("**", "")
    cell = re.split(r"\.\s", cell)[0]  # "préparé(e). Same word as Ready…": the comment goes
    cell = re.sub(r"\([^)]*\)", "", cell)  # "(s'exténuer, exténué)", "(showdown or combat)", "(e)"
    return re.sub(r"\s+", " ", cell).strip(" .")


def _items(cell: str) -> list[str]:
    parts = cell.split(" / ") if " / " in cell else cell.split(", ")
    return [p.split(":")[-1].strip() for p in parts if p.strip()]  # "Ability: passive" → "passive"


def official_pairs() -> list[tuple[str, str, str]]:
    """(English, French, source) for each official pair of the notes' table: rows matched by rule number."""
    pairs: list[tuple[str, str, str]] = []
    for line in _need(NOTES).read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3 or not re.search(r"R\d", cells[2]):
            continue  # header, separator, community-only rows ([F], [G]: set names, sideboard)
        en, fr = _items(_clean(cells[0])), _items(_clean(cells[1]))
        if len(en) == len(fr):
            pairs += [(e, f, cells[2]) for e, f in zip(en, fr, strict=True)]
        elif len(en) == 1:
            pairs += [(en[0], f, cells[2]) for f in fr]
        elif len(fr) == 1:
            pairs += [(e, fr[0], cells[2]) for e in en]
        else:
            raise AssertionError(f"ligne des notes impossible à apparier : {line}")
    return pairs


#: English items of the notes that abbreviate a name ("Ability: passive / activated / triggered",
#: "Delayed / Linked", the modes): only these may match by containment on both sides.
ABBREVIATED = frozenset(
    {"activated", "triggered", "Delayed", "Linked", "Duel", "Match", "Skirmish", "War", "2v2 Magma Chamber"}
)


def _matches(entry: GlossaryEntry, en: str, fr: str) -> bool:
    """The entry names the pair: both sides contained in its names, one side named exactly."""
    french = (entry.term, *entry.synonyms)
    english = (entry.en, *entry.synonyms)
    if not (any(_contains(n, fr) for n in french) and any(_contains(n, en) for n in english)):
        return False
    exact = any(fold(n) == fold(fr) for n in french) or any(fold(n) == fold(en) for n in english)
    return exact or en in ABBREVIATED


def test_every_official_pair_of_the_notes_is_in_the_glossary() -> None:
    pairs = official_pairs()
    assert len(pairs) > 150
    entries = load_glossary()
    missing = [(en, fr, src) for en, fr, src in pairs if not any(_matches(e, en, fr) for e in entries)]
    assert not missing, f"paires officielles absentes du glossaire : {missing}"


def test_the_notes_parser_reads_the_traps() -> None:
    pairs = {(en, fold(fr)) for en, fr, _ in official_pairs()}
    for pair in [
        ("Burn Out", "extenuation"),
        ("Staged", "prepare"),
        ("Token", "creation"),
        ("passive", "competence passive"),
        ("Mind", "esprit"),
        ("Ready", "prepare"),
        ("Final Point", "point de la victoire"),
    ]:
        assert pair in pairs, pair


# ─── Rule numbers against the official rules ─────────────────────────────────


def test_every_rule_number_exists_in_the_french_rules() -> None:
    rules = _rules(RULES_FR)
    assert len(rules) > 2000
    unknown = [(e.term, e.rule) for e in load_glossary() if e.rule and e.rule not in rules]
    assert not unknown, f"règles inconnues : {unknown}"


_STOP = frozenset({"de", "des", "la", "le", "les", "du", "en", "the", "of", "in", "and", "a"})


def _words(name: str) -> list[str]:
    """Prefixes of the significant words of a name (`Zone de champion` → `zone`, `champ`)."""
    bare = fold(name.split(" (")[0])
    return [w[:5] for w in bare.split() if len(w) >= 2 and w not in _STOP]


@pytest.mark.parametrize(("path", "name_of"), [(RULES_FR, "term"), (RULES_EN, "en")])
def test_each_term_is_named_at_its_rule(path: Path, name_of: str) -> None:
    rules = _rules(path)
    wrong = []
    for entry in load_glossary():
        if entry.rule is None or entry.rule not in rules:
            continue
        text = fold(rules[entry.rule][:400])
        names = (getattr(entry, name_of), *entry.synonyms)
        if not any(all(w in text for w in _words(n)) for n in names if _words(n)):
            wrong.append((entry.rule, getattr(entry, name_of), rules[entry.rule][:80]))
    assert not wrong, f"terme absent du texte de sa règle : {wrong}"


@pytest.mark.parametrize(("first", "last"), [(805, 829), (413, 444)])
def test_every_keyword_and_game_action_has_an_entry(first: int, last: int) -> None:
    headings = _rules(RULES_FR)
    covered = {e.rule for e in load_glossary()}
    missing = [
        (n, headings.get(str(n), "")[:30])
        for n in range(first, last + 1)
        if str(n) in headings and str(n) not in covered
    ]
    assert not missing, f"règles sans entrée de glossaire : {missing}"


# ─── The seeds' own glossary definitions ─────────────────────────────────────


def test_every_glossary_tooltip_of_the_explanation_pages_is_an_entry() -> None:
    seeds = sorted((rules_corpus_dir() / "seeds").glob("*.txt"))
    terms = {term for seed in seeds for term, _ in split_tooltips(seed.read_text(encoding="utf-8"))[1]}
    assert len(terms) >= 6
    missing = sorted(t for t in terms if lookup(t) is None)
    assert not missing, f"termes définis dans les explications mais absents du glossaire : {missing}"


@pytest.mark.parametrize(
    ("seed_words", "term"),
    [
        ("Tourner une carte à l'horizontale pour l'utiliser", "Épuiser"),
        ("Envoyer une unité d'un endroit à un autre", "Déplacer"),
        ("Un jeton ne se met pas dans un deck", "Création"),
        ("Gagner un combat sur un champ de bataille et y rester", "Conquérir"),
        ("Bannir n'est ni une élimination ni une défausse", "Bannir"),
    ],
)
def test_the_glossary_lines_of_the_rule_seeds_have_entries(seed_words: str, term: str) -> None:
    seeds = " ".join(p.read_text(encoding="utf-8") for p in (rules_corpus_dir() / "seeds").glob("*.txt"))
    assert seed_words in seeds
    assert lookup(term) is not None
    assert lookup("jeton") == lookup("Création")


def test_no_definition_copies_the_official_rules() -> None:
    # The official text may not enter the project: 12 words in a row in common is a copy.
    rules = fold(" ".join(_need(RULES_FR).read_text(encoding="utf-8").split()))
    copied = []
    for entry in load_glossary():
        words = fold(entry.definition).split()
        windows = (" ".join(words[i : i + 12]) for i in range(len(words) - 11))
        copied += [(entry.term, w) for w in windows if w in rules][:1]
    assert not copied, f"définitions recopiées des règles officielles : {copied}"
