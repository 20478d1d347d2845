"""The on-disk index: built in JUDGE_HOME, rebuilt only when the corpus changes, safe across threads."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from judge.corpus.passage import Passage
from judge.search import index as search_index
from judge.search.index import ensure_index, index_folder, index_root, thread_searcher


@dataclass
class _Corpus:
    passages: list[Passage] = field(default_factory=list)
    fingerprint: str = "v1"


def _corpus(fingerprint: str = "v1", extra: str = "") -> _Corpus:
    texts = {
        "431.1": "L'exténuation est une action qu'un joueur doit réaliser lorsqu'il doit piocher.",
        "414.1": "Épuiser est une action qui indique qu'un élément de jeu a été dépensé." + extra,
        "427.1": "Bannir est l'action de placer une carte dans la zone de bannissement.",
    }
    passages = [
        Passage(id=f"core:{n}", kind="rule", text=t, document="core", source="Règles", rule=n, order=i)
        for i, (n, t) in enumerate(texts.items())
    ]
    return _Corpus(passages, fingerprint)


def test_index_is_built_in_judge_home_and_reused(tmp_path: Path) -> None:
    corpus = _corpus()
    ensure_index(corpus, home=tmp_path)
    folder = index_folder(corpus, home=tmp_path)
    assert folder.parent == index_root(tmp_path) == tmp_path / "index"
    assert (tmp_path / "index" / "CURRENT").read_text().strip() == folder.name
    assert (folder / "stamp").read_text().endswith("/v1")
    mtime = (folder / "stamp").stat().st_mtime_ns
    ensure_index(_corpus(), home=tmp_path)
    assert index_folder(corpus, home=tmp_path) == folder
    assert (folder / "stamp").stat().st_mtime_ns == mtime


def test_index_is_rebuilt_when_the_corpus_changes(tmp_path: Path) -> None:
    first = index_folder(_corpus("v1"), home=tmp_path)
    changed = _corpus("v2", extra=" Une carte épuisée est tournée.")
    second = index_folder(changed, home=tmp_path)
    assert second != first and (second / "stamp").read_text().endswith("/v2")
    ids = [pid for pid, _ in thread_searcher(second).search([("text", "tourn", 1.0)], limit=5)]
    assert ids == ["core:414.1"]


def test_interrupted_build_keeps_the_previous_index(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = index_folder(_corpus("v1"), home=tmp_path)

    def broken(path: Path, docs: object) -> int:
        path.mkdir(parents=True)
        raise KeyboardInterrupt

    monkeypatch.setattr(search_index, "build", broken)
    with pytest.raises(KeyboardInterrupt):
        index_folder(_corpus("v2"), home=tmp_path)
    assert (tmp_path / "index" / "CURRENT").read_text().strip() == first.name
    assert [p.name for p in (tmp_path / "index").glob("build-*")] == [first.name]


def test_concurrent_builds_and_searches(tmp_path: Path) -> None:
    corpus = _corpus()
    errors: list[BaseException] = []
    results: list[list[str]] = []

    def work() -> None:
        try:
            folder = index_folder(corpus, home=tmp_path)
            for _ in range(30):
                found = thread_searcher(folder).search(
                    [("text", "bann", 1.0), ("text", "epuis", 0.5)], limit=3
                )
                results.append([pid for pid, _ in found])
        except BaseException as err:  # pragma: no cover - reported below
            errors.append(err)

    threads = [threading.Thread(target=work) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert len(results) == 180 and all(r == ["core:427.1", "core:414.1"] for r in results)
    assert len(list((tmp_path / "index").glob("build-*"))) == 1


_SHARED = Path(__file__).resolve().parents[1].parent / "shared"
_CORE = _SHARED / "corpus" / "regles-du-jeu-fr-v1.4.txt"


@pytest.mark.skipif(not _CORE.is_file(), reason="../shared/corpus absent : règles officielles indisponibles")
def test_import_rebuilds_the_index_once(tmp_path: Path) -> None:
    from judge.corpus.importer import import_document
    from judge.corpus.store import load_corpus
    from judge.search.api import search

    before = index_folder(load_corpus(tmp_path), home=tmp_path)
    import_document(_CORE, home=tmp_path)
    corpus = load_corpus(tmp_path)
    ensure_index(corpus, home=tmp_path)
    after = index_folder(corpus, home=tmp_path)
    assert after != before and (after / "stamp").read_text().endswith(corpus.fingerprint)
    ensure_index(load_corpus(tmp_path), home=tmp_path)
    assert index_folder(load_corpus(tmp_path), home=tmp_path) == after
    hits = search("r431.2.b", home=tmp_path).hits
    assert hits[0].passage.rule == "431.2.b" and hits[0].passage.document == "core"
    assert any(
        h.passage.rule and h.passage.rule.startswith("431")
        for h in search("burn out", home=tmp_path).hits[:5]
    )
