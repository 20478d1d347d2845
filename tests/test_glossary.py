"""The French ↔ English glossary: its data, its passages, its query expansions and its loader errors."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from judge.corpus.glossary import (
    AMBIGUOUS_WORDS,
    CATEGORIES,
    GlossaryEntry,
    expansions,
    fold,
    glossary_document,
    glossary_passages,
    load_glossary,
    lookup,
    parse_entries,
    slugify,
)
from judge.errors import CorpusError

#: Synonyms that stand for two different French terms on purpose (official homonyms).
INTENDED_SHARED = {
    "prepare": {"Préparer", "Préparé (combat ou confrontation)"},  # 415 Ready, 461 Staged
    "preparee": {"Préparer", "Préparé (combat ou confrontation)"},
}


def test_the_glossary_is_large_enough_and_well_formed() -> None:
    entries = load_glossary()
    assert len(entries) >= 170
    assert all(isinstance(e, GlossaryEntry) for e in entries)
    assert {e.category for e in entries} <= set(CATEGORIES)
    assert len({e.slug for e in entries}) == len(entries)
    assert all(e.definition.endswith((".", "»", ")", "…")) for e in entries), (
        "une définition sans point final"
    )


def test_every_category_of_the_brief_is_used() -> None:
    used = Counter(e.category for e in load_glossary())
    assert set(used) == set(CATEGORIES)
    assert used["keyword"] >= 25 and used["action"] >= 30


def test_each_entry_knows_its_line() -> None:
    entries = load_glossary()
    assert entries[0].line > 1 and entries[0].term == "Mot-clé"
    assert [e.line for e in entries] == sorted({e.line for e in entries})


def test_the_traps_of_the_official_vocabulary() -> None:
    pairs = {(e.term, e.en) for e in load_glossary()}
    for pair in [
        ("Exténuation", "Burn Out"),
        ("Occuper", "Hold"),
        ("Confrontation", "Showdown"),
        ("Création", "Token"),
        ("Essence runique", "Power"),
        ("Puissance", "Might"),
        ("Protection", "Deflect"),
        ("Agonie", "Deathknell"),
        ("Focalisation", "Focus"),
        ("Bloquer", "Prevent"),
        ("Dégainer", "Quick-Draw"),
        ("Objet", "Equipment"),
        ("Équipement", "Gear"),
        ("Défausse", "Trash"),
        ("Défausser", "Discard"),
        ("Équiper", "Attach"),
        ("Équiper", "Equip"),
        ("Passer", "Skip"),
        ("Passer", "Pass"),
        ("Amplification", "Empower"),
    ]:
        assert pair in pairs, pair
    assert lookup("Affrontement") is not None and lookup("Affrontement").term == "Confrontation"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("word", "term"),
    [
        ("burnout", "Exténuation"),
        ("burn out", "Exténuation"),
        ("deck vide", "Exténuation"),
        ("mill", "Brûler"),
        ("tap", "Épuiser"),
        ("taper", "Épuiser"),
        ("exhaust", "Épuiser"),
        ("untap", "Préparer"),
        ("ready", "Préparer"),
        ("stack", "Chaîne"),
        ("chain", "Chaîne"),
        ("token", "Création"),
        ("jeton", "Création"),
        ("exile", "Bannir"),
        ("banish", "Bannir"),
        ("discard", "Défausser"),
        ("trash", "Défausse"),
        ("graveyard", "Défausse"),
        ("kill", "Éliminer"),
        ("counter", "Contrer"),
        ("counters", "Compteurs"),
        ("bounce", "Renvoyer dans la main"),
        ("ramp", "Canaliser"),
        ("board", "Plateau"),
        ("showdown", "Confrontation"),
        ("hold", "Occuper"),
        ("conquer", "Conquérir"),
        ("quick draw", "Dégainer"),
        ("quick-draw", "Dégainer"),
        ("deathknell", "Agonie"),
        ("deflect", "Protection"),
        ("might", "Puissance"),
        ("power", "Essence runique"),
    ],
)
def test_jargon_expands_to_the_french_term(word: str, term: str) -> None:
    assert term in expansions()[fold(word)]


def test_expansion_keys_are_folded_and_never_the_entry_itself() -> None:
    table = expansions()
    assert len(table) > 500
    for key, terms in table.items():
        assert key == fold(key), key
        assert terms and all(fold(t) != key for t in terms), key


def test_no_synonym_stands_for_two_terms_unless_intended() -> None:
    shared = {key: set(terms) for key, terms in expansions().items() if len(terms) > 1}
    assert shared == INTENDED_SHARED


def test_no_synonym_is_an_ordinary_french_word() -> None:
    for entry in load_glossary():
        for synonym in entry.synonyms:
            assert fold(synonym) not in AMBIGUOUS_WORDS, (entry.term, synonym)


@pytest.mark.parametrize(
    ("text", "term", "en"),
    [
        ("EXTENUATION", "Exténuation", "Burn Out"),
        ("Burn Out", "Exténuation", "Burn Out"),
        ("épuisée", "Épuiser", "Exhaust"),
        ("préparé", "Préparer", "Ready"),
        ("Staged", "Préparé (combat ou confrontation)", "Staged"),
        ("Quick-Draw", "Dégainer", "Quick-Draw"),
        ("  Zone de   bannissement ", "Zone de bannissement", "Banishment"),
        ("Passer", "Passer", "Skip"),
    ],
)
def test_lookup_is_exact_after_folding(text: str, term: str, en: str) -> None:
    entry = lookup(text)
    assert entry is not None and (entry.term, entry.en) == (term, en)


def test_lookup_of_an_unknown_or_partial_name_is_none() -> None:
    assert lookup("exténua") is None
    assert lookup("") is None
    assert lookup("licorne") is None


def test_glossary_passages() -> None:
    passages = glossary_passages()
    entries = load_glossary()
    assert len(passages) == len(entries)
    assert len({p.id for p in passages}) == len(passages)
    burn = next(p for p in passages if p.id == "glossary:extenuation")
    assert burn.kind == "glossary" and burn.rule is None and burn.cites == ("431",)
    assert burn.text.startswith("Exténuation (EN : Burn Out) — ")
    assert burn.source == "Glossaire Juge Riftbound" and burn.title == "Exténuation"
    assert {"Exténuation", "Burn Out", "burnout", "deck vide"} <= set(burn.terms)
    assert burn.url == "/passages/glossary:extenuation"
    bounce = next(p for p in passages if p.title == "Renvoyer dans la main")
    assert bounce.cites == ()
    assert glossary_document().passage_count == len(passages)


def test_homonyms_get_distinct_identifiers() -> None:
    slugs = {(e.term, e.en): e.slug for e in load_glossary()}
    assert slugs[("Équiper", "Attach")] == "equiper"
    assert slugs[("Équiper", "Equip")] == "equiper-mot-cle"
    assert slugs[("Passer", "Pass")] == "passer-priorite"
    assert slugify("Coût supplémentaire") == "cout-supplementaire"


def test_entries_serialise_to_json() -> None:
    data = load_glossary()[0].to_json()
    assert set(data) == {"slug", "term", "en", "rule", "synonyms", "category", "definition"}


# ─── Loader errors name the file and the line ────────────────────────────────

GOOD = """\
- term: Exténuation
  en: Burn Out
  rule: "431"
  synonyms: [burnout]
  category: action
  definition: "Texte."
"""


def _error(tmp_path: Path, text: str) -> CorpusError:
    path = tmp_path / "glossary.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(CorpusError) as caught:
        load_glossary(path)
    assert caught.value.file == str(path.resolve())
    return caught.value


def test_a_good_file_loads(tmp_path: Path) -> None:
    path = tmp_path / "glossary.yaml"
    path.write_text(GOOD, encoding="utf-8")
    (entry,) = load_glossary(path)
    assert (entry.term, entry.rule, entry.synonyms, entry.line) == ("Exténuation", "431", ("burnout",), 1)


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        (GOOD.replace('rule: "431"', "rule: 170.10"), 3, "numéro de règle"),
        (GOOD.replace('rule: "431"', 'rule: "règle 431"'), 3, "numéro de règle"),
        (GOOD + GOOD.replace('  rule: "431"\n', ""), 7, "manquant"),
        (GOOD.replace("category: action", "category: verbe"), 5, "catégorie"),
        (GOOD.replace("[burnout]", "[burnout, pile]"), 4, "mot français courant"),
        (GOOD.replace("[burnout]", "[burnout, Burnout]"), 4, "en double"),
        (GOOD.replace("[burnout]", "burnout"), 4, "liste"),
        (GOOD.replace("[burnout]", "[burnout, yes]"), 4, "texte"),
        (GOOD.replace("  en: Burn Out\n", "  en: Burn Out\n  couleur: rouge\n"), 3, "champ inconnu"),
        (GOOD.replace('definition: "Texte."', "definition: [a, b"), 7, "YAML invalide"),
        (GOOD + GOOD, 7, "déjà"),
        (
            GOOD + GOOD.replace("Exténuation", "Brûler").replace("[burnout]", "[exténuation]"),
            7,
            "autre entrée",
        ),
        (GOOD.replace("- term: Exténuation", "- term: Exténuation\n  slug: Mauvais Slug"), 2, "identifiant"),
        ("term: Exténuation\n", 1, "liste"),
        ("", 1, "vide"),
        ("- juste un texte\n", 1, "tableau"),
    ],
)
def test_a_malformed_file_names_the_line(tmp_path: Path, text: str, line: int, words: str) -> None:
    error = _error(tmp_path, text)
    assert error.line == line, error.located()
    assert words in error.message, error.message
    assert f":{line} : " in error.located()


def test_a_missing_file_is_a_french_error(tmp_path: Path) -> None:
    with pytest.raises(CorpusError) as caught:
        load_glossary(tmp_path / "absent.yaml")
    assert "introuvable" in caught.value.message


def test_parse_entries_accepts_text_directly() -> None:
    (entry,) = parse_entries(GOOD, "mémoire")
    assert entry.en == "Burn Out"
