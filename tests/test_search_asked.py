"""Judges' phrasings of each official rule (rules_corpus/asked): loaded, matched to the rule's own
text, indexed with the rule so that a question in other words finds it."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.corpus.asked import Asked, asked_folder, load_asked, phrasings_for, text_check
from judge.corpus.importer import import_document
from judge.corpus.store import load_corpus
from judge.errors import CorpusError

_RULES = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "regles-du-jeu-fr-v1.4.txt"


def test_phrasings_apply_only_to_the_text_they_were_written_for() -> None:
    rule = "Les unités entrent sur le plateau en étant épuisées."
    table = {"143.4": Asked(text_check(rule), ("une unité jouée arrive prête ?",))}
    assert phrasings_for("143.4", rule, table)
    # Wrapped, with other spaces or punctuation, it is the same text.
    assert phrasings_for("143.4", "Les unités entrent sur le\nplateau  en étant épuisées", table)
    # Another version of the rules, renumbered: the phrasings of the old 143.4 are not the new one's.
    assert phrasings_for("143.4", "Les équipements entrent sur le plateau prêts.", table) == ()
    assert phrasings_for("999", "Les unités entrent sur le plateau", table) == ()


def test_a_malformed_file_names_itself_and_the_rule(tmp_path: Path) -> None:
    (tmp_path / "bad.yaml").write_text(
        '"143.4":\n  start: "Les unités"\n  asked: "pas une liste"\n', encoding="utf-8"
    )
    with pytest.raises(CorpusError, match=r"bad\.yaml, règle 143\.4"):
        load_asked(tmp_path)


def test_the_embedded_phrasings_cover_the_rulebook_and_match_the_imported_rules(tmp_path: Path) -> None:
    table = load_asked()
    assert len(table) >= 2000
    # Five voices written rule by rule: one to three judge's questions, typed searches, a situated question
    # and its player words, a plain explanation, two doubts at the table.
    import yaml

    per_rule: dict[str, int] = {}
    for path in sorted(asked_folder().glob("*.yaml")):
        if not path.stem.endswith("-g"):  # the sixth voice, a log of questions, asks as often as people do
            for number, entry in yaml.safe_load(path.read_text(encoding="utf-8")).items():
                per_rule[str(number)] = per_rule.get(str(number), 0) + len(entry["asked"])
    assert all(1 <= n <= 10 for n in per_rule.values())
    if not _RULES.is_file():
        pytest.skip("../shared/corpus absent : règles officielles indisponibles")
    import_document(_RULES, home=tmp_path)
    rules = {p.rule: p for p in load_corpus(tmp_path).passages if p.rule and p.document == "core"}
    # Every entry is for a rule of the imported text, and its digest is that rule's.
    unmatched = [n for n in table if n not in rules or not phrasings_for(n, rules[n].text, table)]
    assert not unmatched, unmatched[:10]


def test_the_fifth_voice_gives_each_rule_two_doubts() -> None:
    import yaml

    for path in sorted(asked_folder().glob("*-e.yaml")):
        table = yaml.safe_load(path.read_text(encoding="utf-8"))
        assert table and all(len(entry["asked"]) == 2 for entry in table.values()), path.name


def test_two_files_phrasing_one_rule_add_up_and_must_agree_on_its_text(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text(
        '"143.4":\n  check: "0123456789"\n  asked: ["unité arrive prête ?"]\n', encoding="utf-8"
    )
    (tmp_path / "b.yaml").write_text(
        '"143.4":\n  check: "0123456789"\n  asked: ["unité posée tapped"]\n', encoding="utf-8"
    )
    assert load_asked(tmp_path)["143.4"].phrasings == ("unité arrive prête ?", "unité posée tapped")
    (tmp_path / "b.yaml").write_text(
        '"143.4":\n  check: "9999999999"\n  asked: ["unité posée tapped"]\n', encoding="utf-8"
    )
    with pytest.raises(CorpusError, match="empreinte"):
        load_asked(tmp_path)


def test_broken_yaml_names_the_file_and_the_line(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text('"143.4":\n  check: "0123456789"\n  asked: [ "x"\n', encoding="utf-8")
    with pytest.raises(CorpusError, match=r"a\.yaml:\d+ : tournures des règles illisibles"):
        load_asked(tmp_path)
