"""Fixtures shared by several test files (fixtures, not imports, so `--import-mode=importlib` works)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from judge.corpus.seeds import seed_corpus

_SHARED_CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"


def _small_core_text() -> str:
    """A small Core Rules text in the official layout, made of the seed paragraphs about exhausting (414)."""
    seeds = {p.rule: p for p in seed_corpus()[1] if p.rule and p.rule.startswith(("414", "427"))}
    lines = ["Règles du jeu", "Dernière mise à jour : 16 juillet 2026", "400. Jouer au jeu", "414. Épuiser"]
    for number in sorted(n for n in seeds if n.startswith("414")):
        lines.append(f"{number}. {seeds[number].text.replace(' ,', ',').replace(' .', '.')}")
    lines.append("427. Bannir")
    for number in sorted(n for n in seeds if n.startswith("427")):
        lines.append(f"{number}. {seeds[number].text}")
    return "\n".join(lines) + "\n"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh, empty JUDGE_HOME for this test."""
    folder = tmp_path / "home"
    monkeypatch.setenv("JUDGE_HOME", str(folder))
    return folder


@pytest.fixture
def small_core_text() -> str:
    """The text of a small French Core Rules document (chapter 400, rules 414 and 427)."""
    return _small_core_text()


@pytest.fixture
def small_core(tmp_path: Path, small_core_text: str) -> Path:
    """`small_core_text` written to `regles-du-jeu-v1.4.txt`."""
    path = tmp_path / "regles-du-jeu-v1.4.txt"
    path.write_text(small_core_text, encoding="utf-8")
    return path


@pytest.fixture
def shared_corpus() -> Path:
    """`../shared/corpus` (official rules, never copied into the project); skips the test when absent."""
    if not _SHARED_CORPUS.is_dir():
        pytest.skip("../shared/corpus absent : règles officielles indisponibles")
    return _SHARED_CORPUS


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[httpx.Client]:
    """An HTTP client on the real app (uvicorn on a free port) over an empty JUDGE_HOME, one per test file."""
    from judge.web.background import running_server

    home: Path = tmp_path_factory.mktemp("judge_home")
    with running_server(home) as base, httpx.Client(base_url=base, timeout=30) as http:
        yield http
