"""`judge corpus import` and `judge corpus list` through the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.cli import main
from judge.corpus import commands
from judge.corpus.labels import french_date
from judge.corpus.store import Corpus


def test_import_then_list(
    home: Path,
    tmp_path: Path,
    small_core_text: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rebuilt: list[Corpus] = []

    def rebuild(corpus: Corpus) -> bool:
        rebuilt.append(corpus)
        return True

    monkeypatch.setattr(commands, "rebuild_index", rebuild)
    path = tmp_path / "regles-du-jeu-fr-v1.4.txt"
    path.write_text(small_core_text, encoding="utf-8")
    assert main(["corpus", "import", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Importé : Règles du jeu v1.4, mise à jour du 16 juillet 2026." in out
    assert "règles numérotées" in out and "Index de recherche reconstruit" in out
    assert len(rebuilt) == 1 and rebuilt[0].has_official_rules
    assert main(["corpus", "list"]) == 0
    listing = capsys.readouterr().out
    assert "core" in listing and "v1.4" in listing and "16 juillet 2026" in listing and "seed:000" in listing
    assert main(["corpus", "list", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    core = next(d for d in data["documents"] if d["id"] == "core")
    assert core["kind"] == "core" and core["version"] == "1.4" and not core["embedded"]
    assert core["passage_count"] > 10
    assert any(d["embedded"] for d in data["documents"])


def test_list_without_import_points_to_the_import_command(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["corpus", "list"]) == 0
    assert "judge corpus import" in capsys.readouterr().out


def test_bad_file_exits_2_with_french_message(
    home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["corpus", "import", str(tmp_path / "absent.pdf")]) == 2
    err = capsys.readouterr().err
    assert "absent.pdf" in err and "fichier introuvable" in err and "Traceback" not in err


def test_import_builds_the_search_index_when_available(
    home: Path, tmp_path: Path, small_core_text: str, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("judge.search.index")
    path = tmp_path / "regles.txt"
    path.write_text(small_core_text, encoding="utf-8")
    assert main(["corpus", "import", str(path), "--version", "1.4"]) == 0
    assert "Index de recherche reconstruit" in capsys.readouterr().out
    assert (home / "index").is_dir()


def test_french_date() -> None:
    assert french_date("2026-07-16") == "16 juillet 2026"
    assert french_date("2026-08-01") == "1er août 2026"
    assert french_date("") == ""


def test_french_and_english_core_rules_both_listed(
    home: Path, shared_corpus: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(commands, "rebuild_index", lambda corpus: True)
    monkeypatch.setenv("COLUMNS", "200")  # one document a line (output is wrapped to the terminal)
    assert main(["corpus", "import", str(shared_corpus / "regles-du-jeu-fr-v1.4.txt")]) == 0
    assert main(["corpus", "import", str(shared_corpus / "core-rules-en-v1.4.txt")]) == 0
    assert "version anglaise (« core-en »)" in capsys.readouterr().out
    assert main(["corpus", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("core ") and "Règles du jeu" in lines[0]
    assert lines[1].startswith("core-en ") and "(anglais)" in lines[1] and "Riftbound Core Rules" in lines[1]
