"""Nothing on disk breaks the tool: each file under JUDGE_HOME is damaged in turn (truncated, bytes
flipped, deleted, made binary, replaced by a folder, JSON of the wrong shape) and every command
still answers, in French, without a traceback. The index is a cache: it is rebuilt and said so
once; a damaged stored document is named, with how to re-import it, and the rest is served."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from judge import notices
from judge.cli import main
from judge.corpus.store import clear_cache
from judge.search import context, index

SCENARIO = """\
name: "Piocher avec un deck vide"
rules: ["414.1"]
setup:
  players:
    A: {main_deck: 0, trash: 2}
    B: {}
actions:
  - draw: {player: A, count: 1}
"""

# (name, damage) for every kind of harm; `None` from a damage means "not for this file".
Damage = Callable[[Path], None]


def _truncate(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2] if len(data) > 1 else b"\x00")


def _flip(path: Path) -> None:
    data = bytearray(path.read_bytes() or b"\x00" * 32)
    middle = len(data) // 2
    for i in range(max(0, middle - 8), min(len(data), middle + 8)):
        data[i] ^= 0xFF
    path.write_bytes(bytes(data))


def _delete(path: Path) -> None:
    path.unlink()


def _binary(path: Path) -> None:
    path.write_bytes(b"\xff\xfe\x00\x80 pas du texte \xc3\x28" * 8)


def _folder(path: Path) -> None:
    path.unlink()
    (path / "dedans").mkdir(parents=True)


def _json_list(path: Path) -> None:
    path.write_text("[]", encoding="utf-8")


def _json_deep(path: Path) -> None:
    path.write_text("[" * 100_000, encoding="utf-8")


def _json_shape(path: Path) -> None:
    path.write_text('{"format": 1, "document": {"id": 3}, "passages": [{"id": 1}], "words": {"a": 1}}')


DAMAGES: dict[str, Damage] = {
    "tronqué": _truncate,
    "octets inversés": _flip,
    "supprimé": _delete,
    "binaire": _binary,
    "dossier": _folder,
}
JSON_DAMAGES: dict[str, Damage] = {"liste vide": _json_list, "imbriqué": _json_deep, "mal formé": _json_shape}


_TEMPLATE: dict[str, Path] = {}


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Forget what this process learnt about any JUDGE_HOME: each case is a new command."""
    clear_cache()
    monkeypatch.setattr(context, "_contexts", {})
    monkeypatch.setattr(index, "_verified", set())
    monkeypatch.setattr(index, "_damaged", set())
    monkeypatch.setattr(index, "_local", threading.local())
    monkeypatch.setattr(notices, "_shown", set())
    yield
    clear_cache()


@pytest.fixture
def template(
    tmp_path_factory: pytest.TempPathFactory,
    small_core_text: str,
    monkeypatch: pytest.MonkeyPatch,
    fresh: None,
) -> Path:
    """A JUDGE_HOME with the small Core Rules imported and the search index built (made once)."""
    if "home" not in _TEMPLATE:
        base = tmp_path_factory.mktemp("gabarit")
        home = base / "home"
        monkeypatch.setenv("JUDGE_HOME", str(home))
        source = base / "regles-du-jeu-v1.4.txt"
        source.write_text(small_core_text, encoding="utf-8")
        assert main(["corpus", "import", str(source)]) == 0
        assert main(["search", "épuiser"]) == 0
        _TEMPLATE["home"] = home
        clear_cache()
    return _TEMPLATE["home"]


def _files(home: Path) -> list[str]:
    return sorted(str(p.relative_to(home)) for p in home.rglob("*") if p.is_file())


#: The JSON files a build of the index writes beside the engine's own (judge.search.index).
_INDEX_JSON = ("vocabulary.json", "associations.json", "phrasings.json")


def _cases() -> list[tuple[str, str]]:
    """(kind of file, damage): the files are only known once the template exists, so by kind."""
    kinds = ["documents/core.json", "index/CURRENT", "index/.lock", "stamp", "manifest.json",
             *_INDEX_JSON, ".toc", ".seg", "MAIN_WRITELOCK"]  # fmt: skip
    out = [(kind, damage) for kind in kinds for damage in DAMAGES]
    json_kinds = (
        "documents/core.json",
        "vocabulary.json",
        "associations.json",
        "phrasings.json",
        "manifest.json",
    )
    out += [(kind, damage) for kind in json_kinds for damage in JSON_DAMAGES]
    return out


def _target(home: Path, kind: str) -> Path:
    found = [home / f for f in _files(home) if f == kind or f.endswith(kind)]
    assert len(found) == 1, (kind, _files(home))
    return found[0]


COMMANDS: list[list[str]] = [
    ["search", "exténuation"],
    ["search", "épuiser", "--json"],
    ["rule", "414.1"],
    ["ask", "que se passe-t-il quand je pioche avec un deck vide ?"],
    ["corpus", "list"],
]


@pytest.mark.parametrize(("kind", "damage"), _cases())
def test_every_command_still_answers_in_french(
    template: Path,
    tmp_path: Path,
    kind: str,
    damage: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    home = tmp_path / "home"
    shutil.copytree(template, home)
    monkeypatch.setenv("JUDGE_HOME", str(home))
    {**DAMAGES, **JSON_DAMAGES}[damage](_target(home, kind))
    board = tmp_path / "plateau.yaml"
    board.write_text(SCENARIO, encoding="utf-8")
    errors = ""
    for argv in [*COMMANDS, ["run", str(board)], ["ask", "--board", str(board)]]:
        code = main(argv)  # an exception here is the traceback a user would see
        out, err = capsys.readouterr()
        errors += err
        assert code in (0, 1), (argv, code, out, err)
        assert out.strip(), argv
        assert "Traceback" not in out + err
    if kind == "documents/core.json" and damage != "supprimé":  # deleted: simply not imported
        # the damaged document is named with how to re-import it, once, and the rest is served
        assert errors.count("core.json") == 1 and "judge corpus import" in errors
        assert "attention" in errors
    elif kind in (
        "manifest.json",
        "vocabulary.json",
        "associations.json",
        "phrasings.json",
        ".toc",
        ".seg",
    ) or damage in (
        "binaire",
        "dossier",
    ):
        if kind not in ("index/.lock", "MAIN_WRITELOCK"):
            # the index is rebuilt, said once
            assert errors.count("index de recherche endommagé") == 1, errors
    assert _read(home, ["search", "épuiser", "--json"], capsys)


def _read(home: Path, argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(argv) == 0
    return capsys.readouterr().out


def test_a_damaged_core_rules_file_is_not_reported_as_never_imported(
    template: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    home = tmp_path / "home"
    shutil.copytree(template, home)
    monkeypatch.setenv("JUDGE_HOME", str(home))
    _truncate(home / "documents" / "core.json")
    assert main(["rule", "999.1"]) == 1
    err = capsys.readouterr().err
    assert "endommagé" in err and "core" in err and "importez les règles officielles" not in err
    assert main(["corpus", "list"]) == 0
    listed = capsys.readouterr()
    assert "ne sont pas importées" not in listed.out


def test_an_index_damaged_while_serving_is_rebuilt_and_the_query_answered(
    template: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    home = tmp_path / "home"
    shutil.copytree(template, home)
    monkeypatch.setenv("JUDGE_HOME", str(home))
    assert main(["search", "épuiser"]) == 0  # the index is open and trusted by this process
    capsys.readouterr()
    segment = _target(home, ".seg")
    for open_searcher in getattr(index._local, "searchers", {}).values():
        open_searcher.close()
    monkeypatch.setattr(index, "_local", threading.local())
    _flip(segment)
    segment.write_bytes(segment.read_bytes()[:100])
    assert main(["search", "exténuation"]) == 0
    out, err = capsys.readouterr()
    assert out.strip() and err.count("index de recherche endommagé") == 1


def test_a_stale_temporary_file_is_removed_at_the_next_import(
    template: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, small_core_text: str
) -> None:
    import os
    import time

    home = tmp_path / "home"
    shutil.copytree(template, home)
    monkeypatch.setenv("JUDGE_HOME", str(home))
    stale = home / "documents" / ".core.abc123.tmp"
    stale.write_bytes(b"{" * 1000)  # what an import killed before its rename leaves
    old = time.time() - 60
    os.utime(stale, (old, old))
    source = tmp_path / "regles-du-jeu-v1.4.txt"
    source.write_text(small_core_text, encoding="utf-8")
    assert main(["corpus", "import", str(source)]) == 0
    assert not stale.exists()
    assert [p.name for p in (home / "documents").iterdir()] == ["core.json"]


def test_the_web_app_names_the_damaged_document_and_serves_the_rest(
    template: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import httpx

    from judge.web.background import running_server

    home = tmp_path / "home"
    shutil.copytree(template, home)
    _binary(home / "documents" / "core.json")
    with running_server(home) as base, httpx.Client(base_url=base, timeout=30) as http:
        corpus = http.get("/api/corpus").json()
        assert any("core.json" in w and "judge corpus import" in w for w in corpus["warnings"])
        assert http.get("/api/search", params={"q": "épuiser"}).json()["hits"]
        assert http.get("/healthz").status_code == 200
