"""The `judge` command keeps its contract in French: argparse, system errors, `--json` errors,
exit codes, wrapped output, `judge glossaire`, re-imports and the progress line."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from judge.cli import main
from judge.cli_output import WrappingWriter, wrap_line
from judge.corpus import commands
from judge.corpus.progress import Progress


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as stop:
        main(list(argv))
    out = capsys.readouterr()
    return int(stop.value.code or 0), out.out, out.err


def test_argparse_speaks_french(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(capsys, "run")
    assert code == 2 and "utilisation : judge run" in err and "arguments obligatoires manquants : file" in err
    code, _, err = _run(capsys, "search", "x", "--limit", "beaucoup")
    assert code == 2 and "valeur invalide (nombre entier attendu) : 'beaucoup'" in err
    code, _, err = _run(capsys, "corpus", "import", "x.pdf", "--kind", "règles")
    assert code == 2 and "choix invalide : 'règles' (valeurs possibles : 'core', 'tournament', 'faq')" in err
    code, out, _ = _run(capsys, "--help")
    assert code == 0 and "utilisation :" in out and "afficher cette aide et quitter" in out
    for english in ("usage:", "options:", "the following arguments", "invalid choice", "invalid int value"):
        assert english not in out + err


def test_system_errors_are_french_and_json_errors_are_the_api_object(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, home: Path
) -> None:
    assert main(["run", str(tmp_path)]) == 2  # a folder, not a file
    err = capsys.readouterr().err
    assert err.startswith("judge : ") and "Errno" not in err and "directory" not in err
    assert main(["ask", "x", "--board", str(tmp_path / "absent.yaml")]) == 2
    err = capsys.readouterr().err
    assert "introuvable" in err and "No such file" not in err and "Errno" not in err
    assert main(["ask", "x", "--board", str(tmp_path / "absent.yaml" / "plateau.yaml"), "--json"]) == 2
    assert "Errno" not in json.loads(capsys.readouterr().err)["error"]["message"]
    assert main(["corpus", "import", str(tmp_path / "absent.pdf"), "--json"]) == 2
    captured = capsys.readouterr()
    error = json.loads(captured.err)["error"]
    assert (
        captured.out == "" and error["code"] == "file_not_found" and error["message"] == "fichier introuvable"
    )


def test_unknown_kind_or_document_lists_the_valid_values(
    capsys: pytest.CaptureFixture[str], home: Path
) -> None:
    assert main(["search", "exténuation", "--kind", "regle"]) == 2
    assert (
        "valeurs possibles : rule, heading, example, glossary, explanation, card" in capsys.readouterr().err
    )
    assert main(["search", "exténuation", "--document", "livre", "--json"]) == 2
    error = json.loads(capsys.readouterr().err)["error"]
    assert error["code"] == "bad_input" and "glossary" in error["message"] and "livre" in error["message"]


def test_output_is_wrapped_to_the_terminal_width(capsys: pytest.CaptureFixture[str], home: Path) -> None:
    assert main(["search", "que se passe-t-il quand mon deck est vide", "--limit", "5"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines and max(len(line) for line in lines) <= 100  # pytest's output is no terminal: 100 columns
    # a continuation line keeps the indentation of its paragraph; short table lines stay as written
    assert wrap_line("   " + "mot " * 40, 40).splitlines()[1].startswith("   mot")
    assert wrap_line("a    b", 40) == "a    b"
    buffer = io.StringIO()
    writer = WrappingWriter(buffer, 20)
    writer.write("un deux trois quatre cinq six sept\nfin")
    writer.flush()
    assert buffer.getvalue() == "un deux trois quatre\ncinq six sept\nfin"


def test_glossary_term_in_either_language(capsys: pytest.CaptureFixture[str], home: Path) -> None:
    assert main(["glossaire", "burn", "out"]) == 0
    assert capsys.readouterr().out.startswith("Exténuation (Burn Out) · règle 431")
    assert main(["glossaire", "EXTENUATION", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["entries"][0]["en"] == "Burn Out"
    assert main(["glossaire", "zorglub"]) == 1
    assert "n'est pas dans le glossaire" in capsys.readouterr().err


def test_check_speaks_json(capsys: pytest.CaptureFixture[str]) -> None:
    root = Path(__file__).resolve().parents[1]
    assert main(["check", str(root / "scenarios" / "pioche"), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["failed"] == 0 and report["passed"] == len(report["files"]) >= 3
    assert (
        main(["check", str(root / "tests" / "fixtures" / "scenarios" / "verbe_inconnu.yaml"), "--json"]) == 2
    )
    report = json.loads(capsys.readouterr().out)
    assert report["files"][0]["status"] == "invalid" and report["files"][0]["error"]["line"] == 7


def test_reimporting_an_unchanged_file_says_nothing_changed(
    capsys: pytest.CaptureFixture[str], home: Path, small_core: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(commands, "rebuild_index", lambda corpus: True)
    assert main(["corpus", "import", str(small_core)]) == 0
    assert capsys.readouterr().out.startswith("Importé : ")
    stored = home / "documents" / "core.json"
    before = stored.stat().st_mtime_ns
    assert main(["corpus", "import", str(small_core), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["changed"] is False
    assert main(["corpus", "import", str(small_core)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Rien n'a changé : ") and "reconstruit" not in out
    assert stored.stat().st_mtime_ns == before  # the stored document was not rewritten


def test_corpus_list_totals_add_up(capsys: pytest.CaptureFixture[str], home: Path, small_core: Path) -> None:
    assert main(["corpus", "import", str(small_core)]) == 0
    capsys.readouterr()
    assert main(["corpus", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    rows = [line for line in lines if " passage" in line and not line.startswith("Total")]
    counts = [int(line.split(" passage")[0].split()[-1].replace("\u202f", "")) for line in rows]
    total = int(next(line for line in lines if line.startswith("Total")).split()[2].replace("\u202f", ""))
    assert sum(counts) == total


def test_a_slow_import_shows_a_progress_line_and_a_fast_one_does_not() -> None:
    slow = io.StringIO()
    with Progress(slow, delay=0.0) as progress:
        progress.stage("lecture de regles.pdf")
        progress.stage("index de recherche")
    assert "judge : import en cours — lecture de regles.pdf" in slow.getvalue()
    assert "index de recherche" in slow.getvalue()
    fast = io.StringIO()
    with Progress(fast, delay=5.0) as progress:
        progress.stage("lecture de regles.txt")
    assert fast.getvalue() == ""


def test_pdf_library_warnings_are_said_once_in_french(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], small_core_text: str
) -> None:
    from judge.corpus.pdf_text import pdf_text
    from tests.test_corpus_importer import minimal_pdf

    data = minimal_pdf(small_core_text.splitlines())
    broken = tmp_path / "abime.pdf"
    # a wrong cross-reference offset: pypdf repairs it and complains in English
    broken.write_bytes(
        data.replace(b"startxref\n", b"startxref\n9") if b"startxref\n" in data else data + b"%"
    )
    text = pdf_text(broken)
    err = capsys.readouterr().err
    assert "414" in text
    assert err.count("judge : attention") == 1 and "abîmé" in err
    assert not any(word in err for word in ("incorrect", "Ignoring", "startxref", "Xref"))
